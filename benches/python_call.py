#!/usr/bin/env python3
"""Calling compiled MLIR from NumPy, side by side in one run.

- Per-call overhead of a trivial kernel on three 1-D float32 arrays of 16 elements: the lowrite
  package; ctypes on a lowrite-built shared library through `_mlir_ciface_array_add`, with the
  descriptors filled per call as seed 004 does (and, as a lower bound, built once); a NumPy ufunc
  call (`np.add(a, b, out=c)`). MLIR's own Python bindings (`ExecutionEngine`) are not
  installable here (neither PyPI nor Debian has them for MLIR 22), so ctypes stands in for them.
- JIT latency from MLIR text to a callable function (array add, -O2), in a warm process.
- Throughput: array add on 1e6 elements and a 256x256 f64 matmul (naive loops), against NumPy.

Run after `pip install ./python`: `python3 benches/python_call.py`.
"""

import ctypes
import pathlib
import statistics
import tempfile
import time
import timeit

import numpy as np

import lowrite

ROOT = pathlib.Path(__file__).resolve().parent.parent
ADD = (ROOT / "examples" / "array_add.mlir").read_text()
KERNELS = ROOT / "python" / "tests" / "kernels.mlir"


class Memref1D(ctypes.Structure):
    _fields_ = [("allocated", ctypes.c_void_p), ("aligned", ctypes.c_void_p),
                ("offset", ctypes.c_int64), ("size", ctypes.c_int64), ("stride", ctypes.c_int64)]


def per_call(fn, number):
    """Best of 7 repeats, in microseconds per call."""
    return min(timeit.repeat(fn, number=number, repeat=7)) / number * 1e6


def main():
    n = 16
    a = np.ones(n, np.float32)
    b = np.full(n, 2, np.float32)
    c = np.zeros(n, np.float32)
    m = lowrite.jit(ADD, opt_level=3)
    f = m.array_add

    with tempfile.TemporaryDirectory() as tmp:
        so = pathlib.Path(tmp) / "libadd.so"
        lowrite.compile(ADD, str(so), opt_level=3, emit_c_interface=True)
        lib = ctypes.CDLL(str(so))
        ciface = lib._mlir_ciface_array_add
        ciface.restype = None

        def desc(arr):
            p = arr.ctypes.data
            return Memref1D(p, p, 0, arr.shape[0], arr.strides[0] // arr.itemsize)

        def via_ctypes():
            ciface(ctypes.byref(desc(a)), ctypes.byref(desc(b)), ctypes.byref(desc(c)))

        da, db, dc = desc(a), desc(b), desc(c)
        ra, rb, rc = ctypes.byref(da), ctypes.byref(db), ctypes.byref(dc)

        def via_ctypes_prebuilt():
            ciface(ra, rb, rc)

        rows = [
            ("lowrite package", per_call(lambda: f(a, b, c), 200_000)),
            ("ctypes, descriptors per call (seed 004)", per_call(via_ctypes, 50_000)),
            ("ctypes, descriptors built once", per_call(via_ctypes_prebuilt, 200_000)),
            ("NumPy ufunc np.add(a, b, out=c)", per_call(lambda: np.add(a, b, out=c), 200_000)),
        ]
        via_ctypes()
        assert (c == 3).all()
    print(f"per-call overhead, array add of {n} float32 (best of 7):")
    for name, us in rows:
        print(f"  {name:42s} {us:7.3f} us")

    lowrite.jit(ADD, opt_level=2)
    times = []
    for _ in range(20):
        t = time.perf_counter()
        g = lowrite.jit(ADD, opt_level=2).array_add
        times.append((time.perf_counter() - t) * 1e3)
    g(a, b, c)
    print(f"JIT latency, MLIR text to callable (array add, -O2): median {statistics.median(times):.2f} ms,"
          f" min {min(times):.2f} ms over 20")

    big = 1_000_000
    x = np.random.default_rng(0).standard_normal(big).astype(np.float32)
    y = np.random.default_rng(1).standard_normal(big).astype(np.float32)
    z = np.zeros(big, np.float32)
    t_low = per_call(lambda: f(x, y, z), 200)
    t_np = per_call(lambda: np.add(x, y, out=z), 200)
    f(x, y, z)
    assert np.array_equal(z, x + y)
    print(f"array add, 1e6 float32: lowrite {t_low:.1f} us, NumPy {t_np:.1f} us ({t_np / t_low:.2f}x NumPy's speed)")

    k = lowrite.jit(path=str(KERNELS), opt_level=3)
    A = np.random.default_rng(2).standard_normal((256, 256))
    B = np.random.default_rng(3).standard_normal((256, 256))
    C = np.zeros((256, 256))
    t_low = per_call(lambda: k.matmul(A, B, C), 3)
    t_np = per_call(lambda: np.matmul(A, B, out=C), 20)
    k.matmul(A, B, C)
    assert np.allclose(C, A @ B)
    print(f"matmul 256x256 f64 (naive loops vs NumPy's BLAS): lowrite {t_low / 1e3:.2f} ms,"
          f" NumPy {t_np / 1e3:.2f} ms")


if __name__ == "__main__":
    main()
