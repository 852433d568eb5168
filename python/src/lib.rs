//! The `lowrite` Python module: compiles MLIR in process and calls its functions on NumPy
//! arrays, marshalling each argument by the function's MLIR signature.
//!
//! A memref argument takes a NumPy array of its element type and rank, passed as it is: the
//! descriptor is the array's data pointer, shape and strides (in elements), with nothing copied.
//! A memref result comes back as an array that owns its buffer (freed with `free`, the allocator
//! MLIR's lowering calls) or, when it is a view of an argument or of a global, an array that
//! keeps the argument or the module alive. Scalars take and give Python numbers.

use lowrite_runtime::convert::{OptionValue, Options};
use lowrite_runtime::export::{to_mlir_text_opts, PrintOptions};
use lowrite_runtime::import::ImportOptions;
use lowrite_runtime::ir::{FloatKind, Layout, Type, DYNAMIC};
use lowrite_runtime::jit::{Function, JitModule, JitOptions, Leaf};
use lowrite_runtime::native::OptLevel;
use lowrite_runtime::passes::PassPipeline;
use lowrite_runtime::pipeline;
use lowrite_runtime::pipeline::Artifact;
use numpy::npyffi::{self, NPY_ARRAY_WRITEABLE, PY_ARRAY_API};
use numpy::{PyArrayDescr, PyArrayDescrMethods, PyUntypedArray, PyUntypedArrayMethods};
use pyo3::create_exception;
use pyo3::exceptions::{PyAttributeError, PyException, PyOverflowError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyComplex, PyDict, PyTuple};
use std::ffi::c_void;
use std::path::PathBuf;
use std::sync::Arc;

create_exception!(
    lowrite,
    Error,
    PyException,
    "A lowrite failure, carrying its located message (`file:line:col: error: ...`)."
);

fn error(e: impl std::fmt::Display) -> PyErr {
    Error::new_err(e.to_string())
}

/// The allocated pointer MLIR's lowering gives memrefs of globals (never freed).
const GLOBAL_SENTINEL: usize = 0xdeadbeef;

/// What every entry point takes: the MLIR text (or a file), the preparation pipeline and the
/// rule options given as keyword arguments.
struct Source {
    text: String,
    name: String,
    pipeline: Option<PassPipeline>,
    options: Options,
}

impl Source {
    fn new(
        text: Option<String>,
        path: Option<PathBuf>,
        pass_pipeline: Option<&str>,
        options: Option<&Bound<'_, PyDict>>,
    ) -> PyResult<Source> {
        let (text, name) = match (text, path) {
            (Some(text), None) => (text, "<string>".to_string()),
            (None, Some(path)) => {
                let text = std::fs::read_to_string(&path)
                    .map_err(|e| error(format!("error: cannot read '{}': {e}", path.display())))?;
                (text, path.display().to_string())
            }
            _ => return Err(PyTypeError::new_err("give the MLIR text or path=, not both")),
        };
        let pipeline = pass_pipeline.map(PassPipeline::parse).transpose().map_err(error)?;
        let mut opts = Options::default();
        if let Some(p) = &pipeline {
            p.apply(&mut opts);
        }
        let known: Vec<_> =
            lowrite_patterns::standard().iter().flat_map(|s| s.options.iter()).collect();
        if let Some(kwargs) = options {
            for (key, value) in kwargs.iter() {
                let key: String = key.extract()?;
                let Some(decl) = known.iter().find(|d| d.name == key) else {
                    let names: Vec<_> = known.iter().map(|d| d.name).collect();
                    return Err(PyTypeError::new_err(format!(
                        "unknown option '{key}' (the options are {})",
                        names.join(", ")
                    )));
                };
                let v = match decl.default {
                    OptionValue::Bool(_) => OptionValue::Bool(value.extract()?),
                    OptionValue::Int(_) => OptionValue::Int(value.extract()?),
                };
                opts.set(&key, v);
            }
        }
        Ok(Source { text, name, pipeline, options: opts })
    }

    /// The module, parsed and verified, after its pipeline and, when `prepare`, the MLIR
    /// passes a program of tensors or linalg still needs (as the command line's `run` and
    /// `compile`; its `lower` does not).
    fn load(&self, prepare: bool) -> PyResult<lowrite_runtime::ir::Module> {
        let import = ImportOptions {
            pass_pipeline: self.pipeline.clone(),
            rules: lowrite_patterns::standard(),
            lowering: self.options.clone(),
            prepare,
            ..ImportOptions::default()
        };
        pipeline::load(&self.text, &self.name, &import).map_err(error)
    }

    fn lower(&self, module: lowrite_runtime::ir::Module) -> PyResult<lowrite_runtime::ir::Module> {
        let rules = lowrite_patterns::standard();
        Ok(pipeline::lower(module, &rules, &self.options, false).map_err(error)?.module)
    }

    fn bare_pointers(&self) -> bool {
        self.options.get("bare_ptr_memref_call_conv") == Some(OptionValue::Bool(true))
    }

    /// The width of `index` (the `index_bitwidth` option; 64 unless given).
    fn index_bits(&self) -> u32 {
        match self.options.get("index_bitwidth") {
            Some(OptionValue::Int(n)) if n > 0 => n as u32,
            _ => 64,
        }
    }
}

fn opt_level(level: u8) -> PyResult<OptLevel> {
    OptLevel::from_level(level)
        .ok_or_else(|| PyValueError::new_err(format!("opt_level must be 0 to 3, not {level}")))
}

/// Lowers MLIR text to the LLVM dialect and returns it as MLIR text.
#[pyfunction]
#[pyo3(signature = (text=None, *, path=None, pass_pipeline=None, **options))]
fn lower(
    py: Python<'_>,
    text: Option<String>,
    path: Option<PathBuf>,
    pass_pipeline: Option<&str>,
    options: Option<&Bound<'_, PyDict>>,
) -> PyResult<String> {
    let source = Source::new(text, path, pass_pipeline, options)?;
    py.detach(|| {
        let lowered = source.lower(source.load(false)?)?;
        Ok(to_mlir_text_opts(&lowered, PrintOptions::default()))
    })
}

/// Lowers MLIR text and translates it to LLVM IR text.
#[pyfunction]
#[pyo3(signature = (text=None, *, path=None, pass_pipeline=None, opt_level=None, **options))]
fn translate(
    py: Python<'_>,
    text: Option<String>,
    path: Option<PathBuf>,
    pass_pipeline: Option<&str>,
    opt_level: Option<u8>,
    options: Option<&Bound<'_, PyDict>>,
) -> PyResult<String> {
    let source = Source::new(text, path, pass_pipeline, options)?;
    let level = opt_level.map(self::opt_level).transpose()?;
    py.detach(|| {
        let lowered = source.lower(source.load(true)?)?;
        pipeline::translate_to_string(&lowered, &source.name, level).map_err(error)
    })
}

/// Compiles MLIR text to an object file, or to a shared library when `output` ends in `.so`.
#[pyfunction]
#[pyo3(signature = (text, output, *, pass_pipeline=None, opt_level=2, **options))]
fn compile(
    py: Python<'_>,
    text: String,
    output: PathBuf,
    pass_pipeline: Option<&str>,
    opt_level: u8,
    options: Option<&Bound<'_, PyDict>>,
) -> PyResult<()> {
    let source = Source::new(Some(text), None, pass_pipeline, options)?;
    let level = self::opt_level(opt_level)?;
    let artifact = if output.extension().is_some_and(|e| e == "so") {
        Artifact::SharedLibrary
    } else {
        Artifact::Object
    };
    py.detach(|| {
        let lowered = source.lower(source.load(true)?)?;
        pipeline::compile_owned(lowered, &source.name, level, artifact, &output, None)
            .map_err(error)
    })
}

/// Compiles MLIR text in process and returns a module whose functions can be called.
#[pyfunction]
#[pyo3(signature = (text=None, *, path=None, pass_pipeline=None, opt_level=2, shared_libs=None, runner_utils=true, **options))]
#[allow(clippy::too_many_arguments)]
fn jit(
    py: Python<'_>,
    text: Option<String>,
    path: Option<PathBuf>,
    pass_pipeline: Option<&str>,
    opt_level: u8,
    shared_libs: Option<Vec<PathBuf>>,
    runner_utils: bool,
    options: Option<&Bound<'_, PyDict>>,
) -> PyResult<Module> {
    let source = Source::new(text, path, pass_pipeline, options)?;
    let jit_options = JitOptions {
        level: self::opt_level(opt_level)?,
        shared_libs: shared_libs.unwrap_or_default(),
        runner_utils,
    };
    let bare = source.bare_pointers();
    let index_bits = source.index_bits();
    let jit = py.detach(|| {
        let module = source.load(true)?;
        let lowered = source.lower(module.clone())?;
        JitModule::compile(&module, &lowered, &source.name, &jit_options).map_err(error)
    })?;
    Ok(Module { jit: Arc::new(jit), bare, index_bits })
}

/// A module compiled in process. Its functions are attributes: `m.name(args...)`.
#[pyclass(frozen, module = "lowrite")]
struct Module {
    jit: Arc<JitModule>,
    /// Memrefs cross as bare pointers (`bare_ptr_memref_call_conv`).
    bare: bool,
    /// The width of `index`, which memrefs of `index` elements hold.
    index_bits: u32,
}

#[pymethods]
impl Module {
    fn __getattr__(slf: &Bound<'_, Self>, name: &str) -> PyResult<Kernel> {
        let m = slf.get();
        let index =
            m.jit.functions().iter().position(|f| f.signature.name == name).ok_or_else(|| {
                PyAttributeError::new_err(format!("the module defines no function '{name}'"))
            })?;
        Ok(Kernel { module: slf.clone().unbind(), index })
    }

    /// The signatures of the functions the module exports, as MLIR writes them.
    fn functions(&self) -> Vec<String> {
        self.jit.functions().iter().map(signature_text).collect()
    }

    fn __dir__(&self) -> Vec<String> {
        self.jit.functions().iter().map(|f| f.signature.name.clone()).collect()
    }
}

fn signature_text(f: &Function) -> String {
    let list = |ts: &[Type]| ts.iter().map(|t| t.to_string()).collect::<Vec<_>>().join(", ");
    let s = &f.signature;
    format!("{}({}) -> ({})", s.name, list(&s.inputs), list(&s.results))
}

/// A function of a compiled module. Calling it marshals NumPy arrays and numbers by its MLIR
/// signature; it keeps its module alive.
#[pyclass(frozen, module = "lowrite", name = "Function")]
struct Kernel {
    module: Py<Module>,
    index: usize,
}

/// The storage of one leaf (wide enough for any scalar leaf).
type Slot = [u64; 2];

/// Raw pointers into the call's own storage and the arrays it holds, handed to the thread
/// that runs the function with the GIL released.
struct Packed(Vec<*mut c_void>);
// SAFETY: the pointers address memory the calling frame keeps alive (its slots, descriptors
// and the NumPy arrays it holds references to) until the call returns.
unsafe impl Send for Packed {}

#[pymethods]
impl Kernel {
    #[pyo3(signature = (*args))]
    fn __call__(&self, py: Python<'_>, args: &Bound<'_, PyTuple>) -> PyResult<Py<PyAny>> {
        let module = self.module.get();
        let f = &module.jit.functions()[self.index];
        let sig = &f.signature;
        if let Some(why) = &f.unsupported {
            return Err(PyTypeError::new_err(format!(
                "{} cannot be called from Python: {why}",
                signature_text(f)
            )));
        }
        let bare_memref = |t: &&Type| module.bare && matches!(t, Type::MemRef { .. });
        let returnable = |t: &&Type| returnable(py, t, module.index_bits);
        if let Some(ty) = sig.results.iter().find(|t| !returnable(t) || bare_memref(t)) {
            return Err(PyTypeError::new_err(format!(
                "{}: results of type {ty} cannot be returned to Python",
                signature_text(f)
            )));
        }
        if args.len() != sig.inputs.len() {
            return Err(PyTypeError::new_err(format!(
                "{} takes {} arguments, not {}",
                signature_text(f),
                sig.inputs.len(),
                args.len()
            )));
        }
        let mut call = Call { slots: Vec::with_capacity(f.params.len()), descriptors: Vec::new() };
        let mut leaves = f.params.iter().copied();
        let mut arg_buffers = Vec::new();
        for (i, (arg, ty)) in args.iter().zip(&sig.inputs).enumerate() {
            let at = || format!("argument {i} ({ty}) of {}", sig.name);
            match ty {
                Type::MemRef { .. } | Type::UnrankedMemRef { .. } => {
                    let allocated =
                        call.memref(&arg, ty, sig.writes[i], module, &mut leaves, &at)?;
                    arg_buffers.push((allocated, arg.clone()));
                }
                _ => call.scalar(&arg, ty, &mut leaves, &at)?,
            }
        }
        if leaves.next().is_some() {
            return Err(PyTypeError::new_err(format!(
                "{} has a lowered signature this package does not understand",
                signature_text(f)
            )));
        }
        let mut results: Vec<Slot> = vec![[0; 2]; f.results.len()];
        let mut ptrs: Vec<*mut c_void> =
            call.slots.iter_mut().map(|s| s.as_mut_ptr().cast()).collect();
        ptrs.extend(results.iter_mut().map(|s| s.as_mut_ptr().cast::<c_void>()));
        let packed = Packed(ptrs);
        let jit = module.jit.clone();
        let index = self.index;
        py.detach(move || {
            let mut packed = packed;
            let f = &jit.functions()[index];
            // SAFETY: each parameter pointer addresses a slot holding a value of its leaf's
            // type, memref descriptors describe live NumPy buffers (checked against the
            // signature: element type, rank, static sizes and strides), and each result pointer
            // addresses a 16-byte slot.
            unsafe { jit.call(f, &mut packed.0) };
        });
        drop(call);
        decode_results(py, &self.module, f, &results, &arg_buffers)
    }

    fn __repr__(&self) -> String {
        let module = self.module.get();
        format!("<lowrite function {}>", signature_text(&module.jit.functions()[self.index]))
    }
}

/// The argument storage of one call.
struct Call {
    slots: Vec<Slot>,
    /// Descriptors of unranked memrefs, pointed to by their slots.
    descriptors: Vec<Vec<u64>>,
}

fn expect_leaf(
    leaves: &mut impl Iterator<Item = Leaf>,
    want: impl Fn(Leaf) -> bool,
    at: &dyn Fn() -> String,
) -> PyResult<Leaf> {
    match leaves.next() {
        Some(l) if want(l) => Ok(l),
        other => Err(PyTypeError::new_err(format!(
            "{}: the lowered signature has {other:?} where this package expects otherwise",
            at()
        ))),
    }
}

impl Call {
    fn push(&mut self, bits: u64) {
        self.slots.push([bits, 0]);
    }

    /// Stores the NumPy array `arg` as the memref `ty`; returns the array's data pointer.
    fn memref(
        &mut self,
        arg: &Bound<'_, PyAny>,
        ty: &Type,
        writes: bool,
        module: &Module,
        leaves: &mut impl Iterator<Item = Leaf>,
        at: &dyn Fn() -> String,
    ) -> PyResult<usize> {
        let array = arg.cast::<PyUntypedArray>().map_err(|_| {
            PyTypeError::new_err(format!(
                "{}: expected a NumPy array, not {}",
                at(),
                arg.get_type().name().map(|n| n.to_string()).unwrap_or_default()
            ))
        })?;
        let elem = match ty {
            Type::MemRef { elem, .. } | Type::UnrankedMemRef { elem, .. } => elem,
            _ => unreachable!("called for memrefs"),
        };
        let dtype = array.dtype();
        let want = dtype_of(arg.py(), elem, module.index_bits).ok_or_else(|| {
            PyTypeError::new_err(format!("{}: {elem} elements have no NumPy dtype", at()))
        })?;
        if !same_kind(&dtype, &want, elem) {
            return Err(PyTypeError::new_err(format!(
                "{}: expected an array of {}, not {}",
                at(),
                want.str().map(|s| s.to_string()).unwrap_or_default(),
                dtype.str().map(|s| s.to_string()).unwrap_or_default()
            )));
        }
        // SAFETY: `array` is a live NumPy array object.
        let (data, flags) = unsafe {
            let raw = array.as_array_ptr();
            ((*raw).fields.data as usize, (*raw).fields.flags)
        };
        if writes && flags & NPY_ARRAY_WRITEABLE == 0 {
            return Err(PyValueError::new_err(format!(
                "{}: the function writes to it, but the array is read-only",
                at()
            )));
        }
        let item = dtype.itemsize() as isize;
        let shape = array.shape();
        let mut strides = Vec::with_capacity(shape.len());
        for &s in array.strides() {
            if item == 0 || s % item != 0 {
                return Err(PyValueError::new_err(format!(
                    "{}: a stride of {s} bytes is not a whole number of {item}-byte elements",
                    at()
                )));
            }
            strides.push(s / item);
        }
        if let Type::MemRef { shape: want_shape, layout, .. } = ty {
            if want_shape.len() != shape.len() {
                return Err(PyValueError::new_err(format!(
                    "{}: expected an array of rank {}, not {}",
                    at(),
                    want_shape.len(),
                    shape.len()
                )));
            }
            for (d, (&w, &h)) in want_shape.iter().zip(shape).enumerate() {
                if w != DYNAMIC && w as usize != h {
                    return Err(PyValueError::new_err(format!(
                        "{}: dimension {d} is {h}, the memref's is {w}",
                        at()
                    )));
                }
            }
            check_layout(layout, shape, &strides, at)?;
        }
        if module.bare {
            expect_leaf(leaves, |l| l == Leaf::Ptr, at)?;
            self.push(data as u64);
            return Ok(data);
        }
        let rank = shape.len();
        let mut descriptor = vec![data as u64, data as u64, 0];
        descriptor.extend(shape.iter().map(|&s| s as u64));
        descriptor.extend(strides.iter().map(|&s| s as u64));
        if matches!(ty, Type::UnrankedMemRef { .. }) {
            expect_leaf(leaves, |l| matches!(l, Leaf::Int(_)), at)?;
            expect_leaf(leaves, |l| l == Leaf::Ptr, at)?;
            self.push(rank as u64);
            let p = descriptor.as_ptr() as u64;
            self.push(p);
            self.descriptors.push(descriptor);
            return Ok(data);
        }
        for (k, &v) in descriptor.iter().enumerate() {
            let leaf = if k < 2 { Leaf::Ptr } else { Leaf::Int(64) };
            let got = expect_leaf(leaves, |l| matches!(l, Leaf::Ptr | Leaf::Int(_)), at)?;
            if (got == Leaf::Ptr) != (leaf == Leaf::Ptr) {
                return Err(PyTypeError::new_err(format!(
                    "{}: unexpected descriptor layout",
                    at()
                )));
            }
            if let Leaf::Int(w) = got {
                if w < 64 && (v as i64) >= 1 << (w - 1) {
                    return Err(PyOverflowError::new_err(format!(
                        "{}: {v} does not fit the {w}-bit index type",
                        at()
                    )));
                }
            }
            self.push(v);
        }
        Ok(data)
    }

    /// Stores the Python number `arg` as a scalar of type `ty`.
    fn scalar(
        &mut self,
        arg: &Bound<'_, PyAny>,
        ty: &Type,
        leaves: &mut impl Iterator<Item = Leaf>,
        at: &dyn Fn() -> String,
    ) -> PyResult<()> {
        match ty {
            Type::Index | Type::Int { width: 1..=64, .. } => {
                let leaf = expect_leaf(leaves, |l| matches!(l, Leaf::Int(_)), at)?;
                let Leaf::Int(w) = leaf else { unreachable!() };
                let v: i128 = arg
                    .extract()
                    .map_err(|_| PyTypeError::new_err(format!("{}: expected an integer", at())))?;
                let fits = if w >= 64 {
                    v >= i64::MIN as i128 && v <= u64::MAX as i128
                } else {
                    v >= -(1i128 << (w - 1)) && v < (1i128 << w)
                };
                if !fits {
                    return Err(PyOverflowError::new_err(format!(
                        "{}: {v} does not fit in {w} bits",
                        at()
                    )));
                }
                self.push(v as u64);
            }
            Type::Float(_) => {
                let x: f64 = arg
                    .extract()
                    .map_err(|_| PyTypeError::new_err(format!("{}: expected a number", at())))?;
                let leaf = expect_leaf(leaves, is_float, at)?;
                self.push(float_bits(x, leaf));
            }
            Type::Complex(elem) if matches!(**elem, Type::Float(_)) => {
                let c = arg.cast::<PyComplex>().map(|c| (c.real(), c.imag()));
                let (re, im) = match c {
                    Ok(c) => c,
                    Err(_) => (
                        arg.extract::<f64>().map_err(|_| {
                            PyTypeError::new_err(format!("{}: expected a complex number", at()))
                        })?,
                        0.0,
                    ),
                };
                for x in [re, im] {
                    let leaf = expect_leaf(leaves, is_float, at)?;
                    self.push(float_bits(x, leaf));
                }
            }
            _ => {
                return Err(PyTypeError::new_err(format!(
                    "{}: values of this type cannot be passed from Python",
                    at()
                )))
            }
        }
        Ok(())
    }
}

/// Whether a leaf is a float.
fn is_float(l: Leaf) -> bool {
    matches!(l, Leaf::F16 | Leaf::BF16 | Leaf::F32 | Leaf::F64)
}

/// The bits of `x` as the float type of `leaf`, in the low bytes.
fn float_bits(x: f64, leaf: Leaf) -> u64 {
    match leaf {
        Leaf::F16 => u64::from(half::f16::from_f64(x).to_bits()),
        Leaf::BF16 => u64::from(half::bf16::from_f64(x).to_bits()),
        Leaf::F32 => u64::from((x as f32).to_bits()),
        _ => x.to_bits(),
    }
}

/// `x`'s value from the bits of a float leaf.
fn float_value(bits: u64, leaf: Leaf) -> f64 {
    match leaf {
        Leaf::F16 => half::f16::from_bits(bits as u16).to_f64(),
        Leaf::BF16 => half::bf16::from_bits(bits as u16).to_f64(),
        Leaf::F32 => f64::from(f32::from_bits(bits as u32)),
        _ => f64::from_bits(bits),
    }
}

/// Whether the array's strides fit the memref's layout: an identity layout wants the row-major
/// strides of the shape (dimensions of size 1 excepted), a strided one its static strides and a
/// zero offset where it is static.
fn check_layout(
    layout: &Layout,
    shape: &[usize],
    strides: &[isize],
    at: &dyn Fn() -> String,
) -> PyResult<()> {
    let row_major = {
        let mut want = vec![0isize; shape.len()];
        let mut acc = 1isize;
        for d in (0..shape.len()).rev() {
            want[d] = acc;
            acc *= shape[d] as isize;
        }
        want
    };
    match layout {
        Layout::Identity => {
            let contiguous = shape
                .iter()
                .zip(strides.iter().zip(&row_major))
                .all(|(&n, (&s, &w))| n <= 1 || s == w);
            if !contiguous {
                return Err(PyValueError::new_err(format!(
                    "{}: the memref has the identity layout, so the array must be C-contiguous \
                     (declare the memref strided<[?, ...], offset: ?> to take views)",
                    at()
                )));
            }
        }
        Layout::Strided { offset, strides: want } | Layout::Map { offset, strides: want, .. } => {
            if *offset != DYNAMIC && *offset != 0 {
                return Err(PyValueError::new_err(format!(
                    "{}: a static offset other than 0 cannot describe a NumPy array",
                    at()
                )));
            }
            for (d, (&w, &s)) in want.iter().zip(strides).enumerate() {
                if w != DYNAMIC && w as isize != s && shape[d] > 1 {
                    return Err(PyValueError::new_err(format!(
                        "{}: stride {d} is {s} elements, the memref's is {w}",
                        at()
                    )));
                }
            }
        }
        Layout::Other(_) => {
            return Err(PyTypeError::new_err(format!(
                "{}: the memref's layout is not strided",
                at()
            )))
        }
    }
    Ok(())
}

/// The NumPy dtype of memref elements of type `elem` (`index` being `index_bits` wide).
fn dtype_of<'py>(
    py: Python<'py>,
    elem: &Type,
    index_bits: u32,
) -> Option<Bound<'py, PyArrayDescr>> {
    Some(match elem {
        Type::Index if index_bits == 32 => PyArrayDescr::of::<i32>(py),
        Type::Index => PyArrayDescr::of::<i64>(py),
        Type::Int { width: 1, .. } => PyArrayDescr::of::<bool>(py),
        // Other widths take the bytes LLVM stores them in: i3 a byte, i12 two, i24 four.
        Type::Int { width, .. } if *width <= 64 => match int_storage(*width) {
            1 => PyArrayDescr::of::<i8>(py),
            2 => PyArrayDescr::of::<i16>(py),
            4 => PyArrayDescr::of::<i32>(py),
            _ => PyArrayDescr::of::<i64>(py),
        },
        Type::Float(FloatKind::F16) => PyArrayDescr::of::<half::f16>(py),
        // NumPy has no bf16: its bits, as uint16 (an ml_dtypes bfloat16 array is taken too).
        Type::Float(FloatKind::BF16) => PyArrayDescr::of::<u16>(py),
        Type::Float(FloatKind::F32) => PyArrayDescr::of::<f32>(py),
        Type::Float(FloatKind::F64) => PyArrayDescr::of::<f64>(py),
        Type::Complex(e) if **e == Type::Float(FloatKind::F32) => {
            PyArrayDescr::of::<numpy::Complex32>(py)
        }
        Type::Complex(e) if **e == Type::Float(FloatKind::F64) => {
            PyArrayDescr::of::<numpy::Complex64>(py)
        }
        _ => return None,
    })
}

/// The bytes an integer of `width` bits takes in memory (LLVM's allocation size on x86-64).
fn int_storage(width: u32) -> u32 {
    width.div_ceil(8).next_power_of_two()
}

/// Whether an array of `have` can stand for memref elements of type `elem` and dtype `want`:
/// the same dtype, an integer of the same size and the other signedness (MLIR's integers are
/// signless), or for `bf16` an ml_dtypes `bfloat16` array.
fn same_kind(have: &Bound<'_, PyArrayDescr>, want: &Bound<'_, PyArrayDescr>, elem: &Type) -> bool {
    if have.is_equiv_to(want) {
        return true;
    }
    if *elem == Type::Float(FloatKind::BF16) {
        let name = have.str().map(|s| s.to_string()).unwrap_or_default();
        return have.itemsize() == 2 && name == "bfloat16";
    }
    let ints = |d: &Bound<'_, PyArrayDescr>| matches!(d.kind(), b'i' | b'u');
    ints(have) && ints(want) && have.itemsize() == want.itemsize() && have.byteorder() != b'>'
}

/// Owns a buffer the compiled code allocated with `malloc`; frees it when NumPy lets go.
#[pyclass(frozen, module = "lowrite")]
struct Buffer {
    allocated: usize,
}

impl Drop for Buffer {
    fn drop(&mut self) {
        // SAFETY: the pointer came from the compiled code's `malloc` (the allocator MLIR's
        // lowering of memref.alloc calls) and is freed once, when its only owner goes.
        unsafe { libc::free(self.allocated as *mut c_void) };
    }
}

/// Whether [`decode`] can turn a result of type `ty` into a Python value.
fn returnable(py: Python<'_>, ty: &Type, index_bits: u32) -> bool {
    match ty {
        Type::Int { width, .. } => *width <= 64,
        Type::Index | Type::Float(_) => true,
        Type::Complex(e) => matches!(**e, Type::Float(_)),
        Type::MemRef { elem, .. } => dtype_of(py, elem, index_bits).is_some(),
        _ => false,
    }
}

/// Reads the function's results out of their leaves.
fn decode_results(
    py: Python<'_>,
    module: &Py<Module>,
    f: &Function,
    results: &[Slot],
    args: &[(usize, Bound<'_, PyAny>)],
) -> PyResult<Py<PyAny>> {
    let mut leaves = f.results.iter().copied().zip(results.iter().map(|s| s[0]));
    let mut out = Vec::with_capacity(f.signature.results.len());
    for ty in &f.signature.results {
        out.push(decode(py, module, ty, &mut leaves, args)?);
    }
    Ok(match out.len() {
        0 => py.None(),
        1 => out.pop().expect("one result"),
        _ => PyTuple::new(py, out)?.into_any().unbind(),
    })
}

fn decode(
    py: Python<'_>,
    module: &Py<Module>,
    ty: &Type,
    leaves: &mut impl Iterator<Item = (Leaf, u64)>,
    args: &[(usize, Bound<'_, PyAny>)],
) -> PyResult<Py<PyAny>> {
    let mut next = || {
        leaves
            .next()
            .ok_or_else(|| error(format!("error: the result {ty} has fewer parts than its type")))
    };
    Ok(match ty {
        Type::Int { width: 1, .. } => {
            (next()?.1 & 1 != 0).into_pyobject(py)?.to_owned().into_any().unbind()
        }
        Type::Int { width, .. } if *width <= 64 => {
            let raw = next()?.1;
            let shift = 64 - width;
            (((raw << shift) as i64) >> shift).into_pyobject(py)?.into_any().unbind()
        }
        Type::Index => (next()?.1 as i64).into_pyobject(py)?.into_any().unbind(),
        Type::Float(_) => {
            let (leaf, bits) = next()?;
            float_value(bits, leaf).into_pyobject(py)?.into_any().unbind()
        }
        Type::Complex(_) => {
            let (l0, re) = next()?;
            let (l1, im) = next()?;
            PyComplex::from_doubles(py, float_value(re, l0), float_value(im, l1))
                .into_any()
                .unbind()
        }
        Type::MemRef { shape, elem, .. } => {
            let allocated = next()?.1 as usize;
            let aligned = next()?.1 as usize;
            let offset = next()?.1 as i64;
            let mut dims: Vec<npyffi::npy_intp> = Vec::with_capacity(shape.len());
            for _ in 0..shape.len() {
                dims.push(next()?.1 as i64 as npyffi::npy_intp);
            }
            let mut strides: Vec<npyffi::npy_intp> = Vec::with_capacity(shape.len());
            let descr = dtype_of(py, elem, module.get().index_bits)
                .ok_or_else(|| PyTypeError::new_err(format!("a {ty} result has no NumPy dtype")))?;
            let item = descr.itemsize() as npyffi::npy_intp;
            for _ in 0..shape.len() {
                strides.push(next()?.1 as i64 as npyffi::npy_intp * item);
            }
            let data = (aligned as i64 + offset * item as i64) as usize;
            // The owner: an argument whose buffer this views, the module for a global, or a
            // new owner of a buffer the function allocated.
            let global = allocated == GLOBAL_SENTINEL || allocated == 0;
            let base: Py<PyAny> = if let Some((_, arg)) =
                args.iter().find(|(a, _)| *a == allocated || *a == aligned)
            {
                arg.clone().unbind()
            } else if global {
                module.clone_ref(py).into_any()
            } else {
                Py::new(py, Buffer { allocated })?.into_any()
            };
            // A global may be a constant in read-only memory: its array is read-only.
            let flags = if global { 0 } else { NPY_ARRAY_WRITEABLE };
            // SAFETY: the descriptor the function returned describes `dims` elements of
            // `descr` at `data` with `strides` bytes between them, alive as long as `base`.
            unsafe {
                let array = PY_ARRAY_API.PyArray_NewFromDescr(
                    py,
                    npyffi::get_type_object(py, npyffi::NpyTypes::PyArray_Type),
                    descr.into_dtype_ptr(),
                    dims.len() as i32,
                    dims.as_mut_ptr(),
                    strides.as_mut_ptr(),
                    data as *mut c_void,
                    flags,
                    std::ptr::null_mut(),
                );
                if array.is_null() {
                    return Err(PyErr::fetch(py));
                }
                if PY_ARRAY_API.PyArray_SetBaseObject(py, array.cast(), base.into_ptr()) != 0 {
                    return Err(PyErr::fetch(py));
                }
                Bound::from_owned_ptr(py, array).unbind()
            }
        }
        _ => {
            return Err(PyTypeError::new_err(format!(
                "results of type {ty} cannot be returned to Python"
            )))
        }
    })
}

/// Compile MLIR in process and call its functions on NumPy arrays.
#[pymodule(name = "lowrite")]
fn lowrite_module(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("Error", m.py().get_type::<Error>())?;
    m.add_class::<Module>()?;
    m.add_class::<Kernel>()?;
    m.add_function(wrap_pyfunction!(jit, m)?)?;
    m.add_function(wrap_pyfunction!(lower, m)?)?;
    m.add_function(wrap_pyfunction!(translate, m)?)?;
    m.add_function(wrap_pyfunction!(compile, m)?)?;
    Ok(())
}
