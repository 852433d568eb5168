"""Tests of the lowrite Python package: MLIR functions called on NumPy arrays."""

import ctypes
import os
import pathlib
import subprocess
import sys
import threading

import numpy as np
import pytest

import lowrite

HERE = pathlib.Path(__file__).parent
ROOT = HERE.parent.parent
KERNELS = HERE / "kernels.mlir"


@pytest.fixture(scope="module")
def m():
    return lowrite.jit(path=str(KERNELS), opt_level=2)


def test_array_add_in_place(m):
    a = np.arange(1024, dtype=np.float32)
    b = np.full(1024, 2, np.float32)
    c = np.zeros(1024, np.float32)
    assert m.array_add(a, b, c) is None
    np.testing.assert_array_equal(c, a + b)


def test_array_add_matches_ctypes_on_a_lowrite_built_library(m, tmp_path):
    """Seed 004's route (a shared library called through ctypes) and the package agree."""
    so = tmp_path / "libarray_add.so"
    lowrite.compile((ROOT / "examples" / "array_add.mlir").read_text(), str(so), opt_level=2,
                    emit_c_interface=True)
    lib = ctypes.CDLL(str(so))

    class Memref1D(ctypes.Structure):
        _fields_ = [("allocated", ctypes.c_void_p), ("aligned", ctypes.c_void_p),
                    ("offset", ctypes.c_int64), ("size", ctypes.c_int64), ("stride", ctypes.c_int64)]

    def desc(arr):
        p = arr.ctypes.data
        return Memref1D(p, p, 0, arr.shape[0], arr.strides[0] // arr.itemsize)

    rng = np.random.default_rng(4)
    a = rng.standard_normal(1000).astype(np.float32)
    b = rng.standard_normal(1000).astype(np.float32)
    via_ctypes = np.zeros(1000, np.float32)
    da, db, dc = desc(a), desc(b), desc(via_ctypes)
    lib._mlir_ciface_array_add(ctypes.byref(da), ctypes.byref(db), ctypes.byref(dc))
    via_package = np.zeros(1000, np.float32)
    m.array_add(a, b, via_package)
    np.testing.assert_array_equal(via_ctypes, via_package)
    np.testing.assert_array_equal(via_package, a + b)


@pytest.mark.parametrize("view", ["plain", "transposed", "sliced", "negative"])
def test_matmul_on_views(m, view):
    rng = np.random.default_rng(1)
    A = rng.standard_normal((7, 5))
    B = rng.standard_normal((6, 5))
    C = np.zeros((7, 6))
    if view == "plain":
        A2, B2 = A, np.ascontiguousarray(B.T)
    elif view == "transposed":
        A2, B2 = A, B.T
    elif view == "sliced":
        big = rng.standard_normal((20, 12))
        A2, B2 = big[1:15:2, 2:7], big[3:8, 0:12:2]
        C = np.zeros((7, 6))
    else:
        A2, B2 = A[::-1, ::-1], B.T[::-1]
    m.matmul(A2, B2, C)
    np.testing.assert_allclose(C, A2 @ B2, rtol=1e-12)
    out = np.zeros((16, 14))[::2, ::-2]
    m.matmul(A2, B2, out[:7, :6])
    np.testing.assert_allclose(out[:7, :6], A2 @ B2, rtol=1e-12)


def test_allocated_result_owns_its_buffer(m):
    r = m.make_iota(10)
    np.testing.assert_array_equal(r, np.arange(10))
    assert r.dtype == np.int64 and r.flags.writeable and type(r.base).__name__ == "Buffer"
    r[3] = 99
    assert r[3] == 99


def test_returned_buffers_are_freed(m):
    """10,000 results of 80 KB each: leaked, they would take 800 MB."""
    def rss_kib():
        with open("/proc/self/status") as f:
            return next(int(l.split()[1]) for l in f if l.startswith("VmRSS"))

    for _ in range(200):
        m.make_iota(10_000)
    before = rss_kib()
    for _ in range(10_000):
        r = m.make_iota(10_000)
        assert r[9_999] == 9_999
    grown = rss_kib() - before
    assert grown < 50_000, f"RSS grew by {grown} KiB over 10,000 calls"


def test_views_keep_their_argument_alive(m):
    v = np.arange(5, dtype=np.float32)
    t = m.tail(v)
    assert t.base is v
    np.testing.assert_array_equal(t, [1, 2, 3, 4])
    t[0] = 42
    assert v[1] == 42


def test_globals_come_back_read_only_and_keep_the_module_alive():
    mod = lowrite.jit(path=str(KERNELS))
    g = mod.get_table()
    del mod
    np.testing.assert_array_equal(g, [10, 20, 30, 40])
    assert not g.flags.writeable


def test_scalars_and_several_results(m):
    assert m.dot(np.arange(5, dtype=np.float32), np.arange(10, dtype=np.float32)[::2]) == 60.0
    assert m.sum_max(np.array([3, -1, 7], dtype=np.int64)) == (9, 7)
    a, b, c, d, e, f, z = m.scalars(127, 70000, 5, 1.5, 3.0, True, 1 + 2j)
    assert (a, b, c, d, e, f, z) == (-128, (70000 * 70000) % 2**32, 10, 3.0, 9.0, False, -3 + 4j)
    assert m.scalars(np.int8(-3), np.int32(2), np.int64(1), np.float16(0.5), 2.0, False, 1j)[0] == -2


def test_read_only_arrays_where_the_function_only_reads(m):
    x = np.arange(4.0)
    x.flags.writeable = False
    assert m.total(x) == 6.0
    with pytest.raises(ValueError, match="argument 2 .* read-only"):
        m.array_add(np.ones(3, np.float32), np.ones(3, np.float32), _read_only(3))


def _read_only(n):
    a = np.zeros(n, np.float32)
    a.flags.writeable = False
    return a


def test_writes_through_a_subview_need_a_writable_array(m):
    mm = np.zeros((2, 3), np.int32)
    m.fill_row(mm, 7)
    np.testing.assert_array_equal(mm, [[0, 0, 0], [7, 7, 7]])
    ro = np.zeros((2, 3), np.int32)
    ro.flags.writeable = False
    with pytest.raises(ValueError, match="read-only"):
        m.fill_row(ro, 1)


def test_unranked_memrefs_take_any_rank(m):
    for shape in [(), (3,), (2, 3), (2, 3, 4), (1, 2, 3, 4)]:
        assert m.rank_of(np.zeros(shape, np.float32)) == len(shape)


@pytest.mark.parametrize("call, error, message", [
    (lambda m: m.array_add(np.ones(3), np.ones(3), np.ones(3)), TypeError,
     r"argument 0 \(memref<\?xf32>\) of array_add: expected an array of float32, not float64"),
    (lambda m: m.array_add(np.ones((3, 1), np.float32), np.ones(3, np.float32), np.ones(3, np.float32)),
     ValueError, "expected an array of rank 1, not 2"),
    (lambda m: m.fill_row(np.zeros((3, 3), np.int32), 1), ValueError,
     "dimension 0 is 3, the memref's is 2"),
    (lambda m: m.array_add(np.ones(6, np.float32)[::2], np.ones(3, np.float32), np.ones(3, np.float32)),
     ValueError, "identity layout, so the array must be C-contiguous"),
    (lambda m: m.dot(np.ndarray((3,), np.float32, np.zeros(20, np.uint8).data, 0, (6,)),
                     np.ones(3, np.float32)), ValueError, "6 bytes is not a whole number of 4-byte"),
    (lambda m: m.array_add([1.0], np.ones(1, np.float32), np.ones(1, np.float32)), TypeError,
     "expected a NumPy array, not list"),
    (lambda m: m.array_add(np.ones(1, np.float32)), TypeError, "takes 3 arguments, not 1"),
    (lambda m: m.make_iota("ten"), TypeError, "expected an integer"),
    (lambda m: m.scalars(256, 1, 1, 1.0, 1.0, True, 0j), OverflowError, "256 does not fit in 8 bits"),
    (lambda m: m.scalars(-129, 1, 1, 1.0, 1.0, True, 0j), OverflowError, "-129 does not fit in 8 bits"),
    (lambda m: m.no_such_function, AttributeError, "defines no function 'no_such_function'"),
])
def test_bad_calls_raise_and_call_nothing(m, call, error, message):
    with pytest.raises(error, match=message):
        call(m)


def test_errors_are_located():
    with pytest.raises(lowrite.Error, match=r"<string>:2:18: error: expected SSA operand"):
        lowrite.jit("func.func @f() {\n  %0 = arith.addi : i32\n}\n")
    with pytest.raises(TypeError, match="unknown option 'index_width'"):
        lowrite.jit("func.func @f() { return }", index_width=32)
    with pytest.raises(lowrite.Error, match="cannot read"):
        lowrite.jit(path="/nonexistent.mlir")


DTYPES = {
    "i1": np.bool_, "i8": np.int8, "i16": np.int16, "i32": np.int32, "i64": np.int64,
    "index": np.int64, "f16": np.float16, "f32": np.float32, "f64": np.float64,
    "complex<f32>": np.complex64, "complex<f64>": np.complex128,
}


def copy_kernels():
    """`copy_<n>_<k>(src, dst)` for every element type and rank 0 to 4, by memref.copy."""
    out = []
    for k, t in enumerate(DTYPES):
        for rank in range(5):
            shape = "x".join(["?"] * rank + [t])
            strided = "" if rank == 0 else ", strided<[" + ", ".join(["?"] * rank) + "], offset: ?>"
            ty = f"memref<{shape}{strided}>"
            out.append(f"func.func @copy_{rank}_{k}(%s: {ty}, %d: {ty}) {{\n"
                       f"  memref.copy %s, %d : {ty} to {ty}\n  return\n}}\n")
    return "\n".join(out)


@pytest.fixture(scope="module")
def copies():
    return lowrite.jit(copy_kernels())


@pytest.mark.parametrize("rank", range(5))
@pytest.mark.parametrize("k, t", list(enumerate(DTYPES)))
def test_every_dtype_and_rank_including_negative_strides(copies, k, t, rank):
    dtype = DTYPES[t]
    shape = (2, 3, 4, 5)[:rank]
    rng = np.random.default_rng(k * 5 + rank)
    src = np.asarray((rng.standard_normal(shape) * 50).astype(dtype) if t != "i1"
                     else rng.random(shape) > 0.5)
    if np.issubdtype(dtype, np.complexfloating):
        src = np.asarray(src + 1j * src[::-1] if rank else src + 2j)
    flipped = src[tuple(slice(None, None, -1) for _ in shape)] if rank else src
    dst = np.zeros(shape, dtype)
    getattr(copies, f"copy_{rank}_{k}")(flipped, dst)
    np.testing.assert_array_equal(dst, flipped)


def test_the_same_kernel_from_four_threads(m):
    rng = np.random.default_rng(7)
    work = [(rng.standard_normal((40, 30)), rng.standard_normal((30, 20))) for _ in range(4)]
    outs = [np.zeros((40, 20)) for _ in range(4)]
    errors = []

    def run(i):
        try:
            for _ in range(50):
                m.matmul(work[i][0], work[i][1], outs[i])
        except Exception as e:  # pragma: no cover - reported below
            errors.append(e)

    threads = [threading.Thread(target=run, args=(i,)) for i in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors
    for (a, b), c in zip(work, outs):
        np.testing.assert_allclose(c, a @ b, rtol=1e-12)


def test_lower_translate_compile(tmp_path):
    text = (ROOT / "examples" / "array_add.mlir").read_text()
    lowered = lowrite.lower(text)
    assert "llvm.func @array_add" in lowered and "memref" not in lowered.split("llvm.func")[1]
    assert "define void @array_add" in lowrite.translate(text, opt_level=2)
    lowrite.compile(text, str(tmp_path / "a.o"))
    assert (tmp_path / "a.o").stat().st_size > 0
    narrow = lowrite.lower(text, index_bitwidth=32)
    assert "i32" in narrow


def test_pass_pipeline_runs_before_the_rules():
    """Seed 004's tensor kernel, bufferized by MLIR's own pass in the same call."""
    text = """
    func.func @scale(%t: tensor<4xf32>, %out: tensor<4xf32>) -> tensor<4xf32> {
      %r = linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%t, %t : tensor<4xf32>, tensor<4xf32>) outs(%out : tensor<4xf32>) -> tensor<4xf32>
      return %r : tensor<4xf32>
    }"""
    pipeline = ("builtin.module(one-shot-bufferize{bufferize-function-boundaries "
                "function-boundary-type-conversion=identity-layout-map},convert-linalg-to-loops)")
    mod = lowrite.jit(text, pass_pipeline=pipeline)
    r = mod.scale(np.arange(4, dtype=np.float32), np.zeros(4, np.float32))
    np.testing.assert_array_equal(r, [0, 2, 4, 6])


def test_tensor_functions_take_and_return_arrays_without_a_pipeline():
    """Functions of tensors (a linalg.generic, a linalg.matmul; tests/corpus/exec/tensor_linalg.mlir,
    whose pipeline header jit does not read): jit runs the MLIR passes they need by itself, and
    they are called with arrays and return arrays, as NumPy computes."""
    mod = lowrite.jit(path=str(ROOT / "tests" / "corpus" / "exec" / "tensor_linalg.mlir"))
    a = np.add.outer(np.arange(3), np.arange(4)).astype(np.float32)
    b = np.array([[1, .5], [2, -1], [0, 3], [1.5, 1]], np.float32)
    sq = mod.square_plus(a, 0.25)
    np.testing.assert_array_equal(sq, a * a + np.float32(0.25))
    np.testing.assert_allclose(mod.matmul(sq, b), sq @ b, rtol=1e-6)
    # A transposed view is a strided argument.
    np.testing.assert_allclose(mod.matmul(sq, b.T.copy().T), sq @ b, rtol=1e-6)


def test_a_crash_free_process_on_bad_input():
    """Hostile calls in a child process: exceptions, never a crash."""
    code = f"""
import numpy as np, lowrite
m = lowrite.jit(path={str(KERNELS)!r})
for bad in [None, 3, "x", np.ones((2, 2, 2)), np.ones(3, np.int8), object()]:
    for f in ["array_add", "matmul", "dot", "rank_of", "fill_row"]:
        try:
            getattr(m, f)(bad, bad, bad)
        except (TypeError, ValueError, OverflowError):
            pass
print("ok")
"""
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert r.returncode == 0 and r.stdout.strip() == "ok", r.stderr


def test_index_width_follows_the_option():
    text = """
    func.func @bump(%v: memref<?xindex>, %d: index) {
      %c0 = arith.constant 0 : index
      %x = memref.load %v[%c0] : memref<?xindex>
      %y = arith.addi %x, %d : index
      memref.store %y, %v[%c0] : memref<?xindex>
      return
    }"""
    narrow = lowrite.jit(text, index_bitwidth=32)
    v = np.array([5, 6], np.int32)
    narrow.bump(v, 10)
    np.testing.assert_array_equal(v, [15, 6])
    with pytest.raises(TypeError, match="expected an array of int32, not int64"):
        narrow.bump(np.array([1, 2]), 1)
    with pytest.raises(OverflowError, match="does not fit in 32 bits"):
        narrow.bump(v, 2**40)
    wide = lowrite.jit(text)
    w = np.array([2**40, 0])
    wide.bump(w, 1)
    assert w[0] == 2**40 + 1


def test_results_python_cannot_take_are_refused_before_the_call():
    mod = lowrite.jit("""
    func.func @unranked(%v: memref<4xf32>) -> memref<*xf32> {
      %u = memref.cast %v : memref<4xf32> to memref<*xf32>
      return %u : memref<*xf32>
    }""")
    with pytest.raises(TypeError, match=r"results of type memref<\*xf32> cannot be returned"):
        mod.unranked(np.zeros(4, np.float32))


def test_bf16_and_odd_width_integers():
    """bf16 scalars as floats and bf16 memrefs as their bits (uint16: NumPy has no bf16); i3 and
    i12 memrefs as the int8 and int16 arrays LLVM stores them in; bf16 and f16 arithmetic, whose
    code calls helpers the JIT must find (a missing one would be called at address 0)."""
    mod = lowrite.jit("""
    func.func @arith(%a: bf16, %h: f16) -> (bf16, f16) {
      %b = arith.addf %a, %a : bf16
      %c = arith.mulf %h, %h : f16
      return %b, %c : bf16, f16
    }
    func.func @double_bf16(%v: memref<?xbf16>) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %n = memref.dim %v, %c0 : memref<?xbf16>
      scf.for %i = %c0 to %n step %c1 {
        %x = memref.load %v[%i] : memref<?xbf16>
        %y = arith.addf %x, %x : bf16
        memref.store %y, %v[%i] : memref<?xbf16>
      }
      return
    }
    func.func @inc(%a: memref<?xi3>, %b: memref<?xi12>) {
      %c0 = arith.constant 0 : index
      %x = memref.load %a[%c0] : memref<?xi3>
      %one3 = arith.constant 1 : i3
      %x1 = arith.addi %x, %one3 : i3
      memref.store %x1, %a[%c0] : memref<?xi3>
      %y = memref.load %b[%c0] : memref<?xi12>
      %one12 = arith.constant 1 : i12
      %y1 = arith.addi %y, %one12 : i12
      memref.store %y1, %b[%c0] : memref<?xi12>
      return
    }""")
    assert mod.arith(1.5, 3.0) == (3.0, 9.0)
    bits = (np.array([1.5, -2.0, 0.25], np.float32).view(np.uint32) >> 16).astype(np.uint16)
    mod.double_bf16(bits)
    doubled = (bits.astype(np.uint32) << 16).view(np.float32)
    np.testing.assert_array_equal(doubled, [3.0, -4.0, 0.5])
    a = np.array([1, 0], np.int8)
    b = np.array([1000, 0], np.int16)
    mod.inc(a, b)
    assert a[0] == 2 and b[0] == 1001
    with pytest.raises(TypeError, match="expected an array of int16"):
        mod.inc(a, np.array([1], np.int32))


def test_mutated_programs_raise_never_crash():
    """300 seeded mutants of the test kernels (a line dropped or repeated, a type swapped, a
    token cut) through jit and lower, in a child process: each compiles or raises lowrite.Error."""
    code = f"""
import random, lowrite
lines = open({str(KERNELS)!r}).read().splitlines()
rng = random.Random(14)
swaps = [("f32", "f64"), ("index", "i32"), ("memref<?x", "memref<"), ("i64", "i1"), ("?", "4")]
outcomes = {{"ok": 0, "error": 0}}
for i in range(300):
    ls = list(lines)
    k = rng.randrange(len(ls))
    kind = i % 4
    if kind == 0:
        del ls[k]
    elif kind == 1:
        ls.insert(k, ls[k])
    elif kind == 2:
        a, b = rng.choice(swaps)
        ls[k] = ls[k].replace(a, b)
    else:
        ls[k] = ls[k][: rng.randrange(len(ls[k]) + 1)]
    text = "\\n".join(ls)
    try:
        (lowrite.jit if i % 2 else lowrite.lower)(text)
        outcomes["ok"] += 1
    except lowrite.Error as e:
        assert ":" in str(e), str(e)
        outcomes["error"] += 1
print(outcomes["ok"], outcomes["error"])
"""
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, r.stderr[-2000:]
    ok, errors = map(int, r.stdout.split())
    assert ok + errors == 300 and ok > 0 and errors > 0


def test_bare_pointer_convention():
    """With bare_ptr_memref_call_conv, memrefs cross as their data pointers; a memref result
    (a bare pointer, without its sizes) is refused before the call."""
    text = (ROOT / "examples" / "array_add.mlir").read_text().replace("?", "4")
    mod = lowrite.jit(text + """
    func.func @fresh() -> memref<4xf32> {
      %m = memref.alloc() : memref<4xf32>
      return %m : memref<4xf32>
    }""", bare_ptr_memref_call_conv=True)
    a, b, c = np.ones(4, np.float32), np.full(4, 2, np.float32), np.zeros(4, np.float32)
    mod.array_add(a, b, c)
    np.testing.assert_array_equal(c, 3)
    with pytest.raises(TypeError, match="cannot be returned"):
        mod.fresh()


def test_the_readme_example_runs():
    """The README's Python example, as written there, run from the repository root."""
    readme = (ROOT / "README.md").read_text()
    start = readme.index("```python\n") + len("```python\n")
    code = readme[start:readme.index("```", start)]
    r = subprocess.run([sys.executable, "-c", code + "\nassert (c == 3).all(), c\nprint('ok')"],
                       capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert r.returncode == 0 and r.stdout.strip().endswith("ok"), r.stderr
