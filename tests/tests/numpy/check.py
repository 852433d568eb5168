"""Calls kernels.mlir, compiled by lowrite into a shared library, from NumPy through ctypes."""
import ctypes
import sys

import numpy as np
import numpy.testing as npt


def descriptor(a):
    """A ranked memref descriptor (allocated, aligned, offset, sizes, strides) viewing `a`."""
    rank = a.ndim
    itemsize = a.itemsize

    class Desc(ctypes.Structure):
        _fields_ = [("allocated", ctypes.c_void_p), ("aligned", ctypes.c_void_p),
                    ("offset", ctypes.c_int64), ("sizes", ctypes.c_int64 * rank),
                    ("strides", ctypes.c_int64 * rank)]

    base = a
    while base.base is not None:
        base = base.base
    start = base.ctypes.data
    d = Desc()
    d.allocated = start
    d.aligned = start
    d.offset = (a.ctypes.data - start) // itemsize
    for i in range(rank):
        d.sizes[i] = a.shape[i]
        d.strides[i] = a.strides[i] // itemsize
    return d


lib = ctypes.CDLL(sys.argv[1])
rng = np.random.default_rng(7)

big = rng.standard_normal((9, 12))
a = big[1:6, 2:9]          # a 5x7 view with an offset
b = rng.standard_normal((7, 4))
bt = np.asfortranarray(b)   # column-major: non-unit inner stride
c = np.zeros((5, 4))
da, db, dc = descriptor(a), descriptor(bt), descriptor(c)
lib._mlir_ciface_matmul(ctypes.byref(da), ctypes.byref(db), ctypes.byref(dc))
npt.assert_allclose(c, a @ b, rtol=1e-12, atol=1e-12)

v = rng.integers(-1000, 1000, size=40, dtype=np.int64)
view = v[3::3]              # strided view with an offset


class SumMax(ctypes.Structure):
    _fields_ = [("sum", ctypes.c_int64), ("max", ctypes.c_int64)]


out = SumMax()
dv = descriptor(view)
lib._mlir_ciface_sum_max(ctypes.byref(out), ctypes.byref(dv))
npt.assert_equal((out.sum, out.max), (int(view.sum()), int(view.max())))
print("ok", c.shape, out.sum, out.max)
