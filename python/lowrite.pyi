"""Compile MLIR in process and call its functions on NumPy arrays.

Options of lowrite's standard rules are keyword arguments of every entry point, spelled as the
rule files declare them: ``index_bitwidth=32``, ``bare_ptr_memref_call_conv=True``,
``emit_c_interface=True``, ``use_generic_alloc=True``, ``use_aligned_alloc=True``.
"""

from os import PathLike
from typing import Any, Optional, Sequence, Union

class Error(Exception):
    """A lowrite failure, carrying its located message (``file:line:col: error: ...``)."""

class Function:
    """A function of a compiled module. Calling it marshals its arguments by its MLIR signature:

    - a ranked memref takes a NumPy array of its element type (signless integers take signed
      or unsigned arrays of their width), rank and static sizes, passed without a copy; a
      memref with the identity layout needs a C-contiguous array, a ``strided<[?, ...],
      offset: ?>`` one takes any view (transposes, slices, negative strides);
    - an unranked memref takes an array of any rank;
    - integers, ``index``, floats and complex numbers take Python or NumPy numbers.

    Results: a memref the function allocated comes back as an array that owns its buffer (freed
    with ``free`` when the array is collected), a view of an argument as an array whose base is
    that argument, a global as a read-only array that keeps the module alive; scalars as Python
    numbers; several results as a tuple, none as ``None``. The GIL is released while the function
    runs.
    """

    def __call__(self, *args: Any) -> Any: ...

class Module:
    """A module compiled in process; its exported functions are attributes."""

    def __getattr__(self, name: str) -> Function: ...
    def functions(self) -> list[str]:
        """The signatures of the exported functions, as MLIR writes their types."""

def jit(
    text: Optional[str] = None,
    *,
    path: Optional[Union[str, PathLike[str]]] = None,
    pass_pipeline: Optional[str] = None,
    opt_level: int = 2,
    shared_libs: Optional[Sequence[Union[str, PathLike[str]]]] = None,
    runner_utils: bool = True,
    **options: Union[bool, int],
) -> Module:
    """Lowers and compiles MLIR (text or ``path=``) in process.

    ``pass_pipeline`` runs MLIR passes first, as ``mlir-opt --pass-pipeline`` spells them
    (``builtin.module(one-shot-bufferize{bufferize-function-boundaries})``). ``shared_libs`` are
    loaded before the module's external functions are resolved; MLIR's runner utilities are
    loaded when the module calls a function nothing else defines (``runner_utils=False`` turns
    that off). Raises :class:`Error` with a located message.
    """

def lower(
    text: Optional[str] = None,
    *,
    path: Optional[Union[str, PathLike[str]]] = None,
    pass_pipeline: Optional[str] = None,
    **options: Union[bool, int],
) -> str:
    """Lowers MLIR to the LLVM dialect; returns MLIR text, as ``lowrite lower`` prints it."""

def translate(
    text: Optional[str] = None,
    *,
    path: Optional[Union[str, PathLike[str]]] = None,
    pass_pipeline: Optional[str] = None,
    opt_level: Optional[int] = None,
    **options: Union[bool, int],
) -> str:
    """Lowers MLIR and translates it to LLVM IR text (optimized at ``opt_level`` if given)."""

def compile(
    text: str,
    output: Union[str, PathLike[str]],
    *,
    pass_pipeline: Optional[str] = None,
    opt_level: int = 2,
    **options: Union[bool, int],
) -> None:
    """Compiles MLIR to an object file, or to a shared library when ``output`` ends in ``.so``."""
