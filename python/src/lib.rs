//! The `lowrite` Python module: compiles MLIR in process and calls its functions on NumPy
//! arrays, marshalling each argument by the function's MLIR signature.
//!
//! A memref argument takes a NumPy array of its element type and rank, passed as it is: the
//! descriptor is the array's data pointer, shape and strides (in elements), with nothing copied.
//! A memref result comes back as an array that owns its buffer (freed with `free`, the allocator
//! MLIR's lowering calls) or, when it is a view of an argument or of a global, an array that
//! keeps the argument or the module alive. Scalars take and give Python numbers.

use lowrite_runtime::convert::{option_declaration, OptionValue, Options};
use lowrite_runtime::export::{to_mlir_text_opts, PrintOptions};
use lowrite_runtime::import::ImportOptions;
use lowrite_runtime::ir::Type;
use lowrite_runtime::jit::{JitModule, JitOptions};
use lowrite_runtime::marshal::{
    self, Arg, Array, CallError, CallErrorKind, Convention, Element, Owner, Returned,
};
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
        let sets = lowrite_patterns::standard();
        if let Some(kwargs) = options {
            for (key, value) in kwargs.iter() {
                let key: String = key.extract()?;
                let decl = option_declaration(&sets, &key).map_err(PyTypeError::new_err)?;
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
    let convention = Convention::of(&source.options, "a NumPy array");
    let jit = py.detach(|| {
        JitModule::from_text(
            &source.text,
            &source.name,
            source.pipeline.clone(),
            lowrite_patterns::standard(),
            &source.options,
            &jit_options,
        )
        .map_err(error)
    })?;
    Ok(Module { jit: Arc::new(jit), convention })
}

/// A module compiled in process. Its functions are attributes: `m.name(args...)`.
#[pyclass(frozen, module = "lowrite")]
struct Module {
    jit: Arc<JitModule>,
    /// How memrefs cross calls (bare pointers or descriptors, the width of `index`).
    convention: Convention,
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
        self.jit.functions().iter().map(|f| f.to_string()).collect()
    }

    fn __dir__(&self) -> Vec<String> {
        self.jit.functions().iter().map(|f| f.signature.name.clone()).collect()
    }
}

/// A function of a compiled module. Calling it marshals NumPy arrays and numbers by its MLIR
/// signature; it keeps its module alive.
#[pyclass(frozen, module = "lowrite", name = "Function")]
struct Kernel {
    module: Py<Module>,
    index: usize,
}

#[pymethods]
impl Kernel {
    #[pyo3(signature = (*args))]
    fn __call__(&self, py: Python<'_>, args: &Bound<'_, PyTuple>) -> PyResult<Py<PyAny>> {
        let module = self.module.get();
        let f = &module.jit.functions()[self.index];
        let mut converted = Vec::with_capacity(args.len());
        for (i, arg) in args.iter().enumerate() {
            let memref = matches!(
                f.signature.inputs.get(i),
                Some(Type::MemRef { .. } | Type::UnrankedMemRef { .. })
            );
            converted.push(to_arg(&arg, memref));
        }
        let call = marshal::prepare(f, module.convention, &converted).map_err(call_error)?;
        let jit = module.jit.clone();
        // SAFETY: the arrays the arguments point into are held by `args` until the call
        // returns, and the compiled module is trusted as `jit()` documents.
        let returned = py.detach(move || unsafe { call.invoke(&jit) }).map_err(call_error)?;
        let mut bases: Vec<Option<Py<PyAny>>> = Vec::with_capacity(returned.len());
        let mut out = Vec::with_capacity(returned.len());
        for r in returned {
            let (value, base) = to_python(py, &self.module, r, args, &bases)?;
            out.push(value);
            bases.push(base);
        }
        Ok(match out.len() {
            0 => py.None(),
            1 => out.pop().expect("one result"),
            _ => PyTuple::new(py, out)?.into_any().unbind(),
        })
    }

    fn __repr__(&self) -> String {
        let module = self.module.get();
        format!("<lowrite function {}>", module.jit.functions()[self.index])
    }
}

/// The Python exception for a refused call.
fn call_error(e: CallError) -> PyErr {
    match e.kind {
        CallErrorKind::Type => PyTypeError::new_err(e.message),
        CallErrorKind::Value => PyValueError::new_err(e.message),
        CallErrorKind::Overflow => PyOverflowError::new_err(e.message),
    }
}

/// The Python value `arg` as a call argument; `memref` when the parameter takes an array.
fn to_arg(arg: &Bound<'_, PyAny>, memref: bool) -> Arg {
    let type_name = || arg.get_type().name().map(|n| n.to_string()).unwrap_or_default();
    if memref {
        let Ok(array) = arg.cast::<PyUntypedArray>() else { return Arg::Other(type_name()) };
        let dtype = array.dtype();
        let Some(element) = element_of(&dtype) else {
            let name = dtype.str().map(|s| s.to_string()).unwrap_or_default();
            return Arg::Other(format!("an array of {name}"));
        };
        // SAFETY: `array` is a live NumPy array object.
        let (data, flags) = unsafe {
            let raw = array.as_array_ptr();
            ((*raw).fields.data, (*raw).fields.flags)
        };
        return Arg::Array(Array {
            data: data.cast(),
            element,
            shape: array.shape().to_vec(),
            byte_strides: array.strides().to_vec(),
            writable: flags & NPY_ARRAY_WRITEABLE != 0,
        });
    }
    if let Ok(c) = arg.cast::<PyComplex>() {
        return Arg::Complex(c.real(), c.imag());
    }
    if let Ok(v) = arg.extract::<i128>() {
        return Arg::Int(v);
    }
    if let Ok(x) = arg.extract::<f64>() {
        return Arg::Float(x);
    }
    Arg::Other(type_name())
}

/// The element type of arrays of NumPy dtype `d` (native byte order only); an ml_dtypes
/// `bfloat16` array is `bf16`.
fn element_of(d: &Bound<'_, PyArrayDescr>) -> Option<Element> {
    let size = d.itemsize();
    if d.str().is_ok_and(|s| s == "bfloat16") && size == 2 {
        return Some(Element::BF16);
    }
    if d.byteorder() == b'>' {
        return None;
    }
    Some(match (d.kind(), size) {
        (b'b', 1) => Element::Bool,
        (b'i' | b'u', 1 | 2 | 4 | 8) => Element::Int(size as u32),
        (b'f', 2) => Element::F16,
        (b'f', 4) => Element::F32,
        (b'f', 8) => Element::F64,
        (b'c', 8) => Element::Complex64,
        (b'c', 16) => Element::Complex128,
        _ => return None,
    })
}

/// The NumPy dtype of arrays of `element` (`bf16` as its bits: NumPy has no bfloat16).
fn dtype_of(py: Python<'_>, element: Element) -> Bound<'_, PyArrayDescr> {
    match element {
        Element::Bool => PyArrayDescr::of::<bool>(py),
        Element::Int(1) => PyArrayDescr::of::<i8>(py),
        Element::Int(2) | Element::BF16 => PyArrayDescr::of::<i16>(py),
        Element::Int(4) => PyArrayDescr::of::<i32>(py),
        Element::Int(_) => PyArrayDescr::of::<i64>(py),
        Element::F16 => PyArrayDescr::of::<half::f16>(py),
        Element::F32 => PyArrayDescr::of::<f32>(py),
        Element::F64 => PyArrayDescr::of::<f64>(py),
        Element::Complex64 => PyArrayDescr::of::<numpy::Complex32>(py),
        Element::Complex128 => PyArrayDescr::of::<numpy::Complex64>(py),
    }
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

/// A result as a Python value, with the object that keeps its memory alive if it is an array.
fn to_python(
    py: Python<'_>,
    module: &Py<Module>,
    r: Returned,
    args: &Bound<'_, PyTuple>,
    bases: &[Option<Py<PyAny>>],
) -> PyResult<(Py<PyAny>, Option<Py<PyAny>>)> {
    let value = match r {
        Returned::Bool(b) => b.into_pyobject(py)?.to_owned().into_any().unbind(),
        Returned::Int(v) => v.into_pyobject(py)?.into_any().unbind(),
        Returned::Float(x) => x.into_pyobject(py)?.into_any().unbind(),
        Returned::Complex(re, im) => PyComplex::from_doubles(py, re, im).into_any().unbind(),
        Returned::Array(a) => {
            let base: Py<PyAny> = match a.owner {
                Owner::Argument(i) => args.get_item(i)?.unbind(),
                Owner::Module => module.clone_ref(py).into_any(),
                Owner::Allocated(allocated) => Py::new(py, Buffer { allocated })?.into_any(),
                Owner::Result(j) => bases[j].as_ref().expect("an array's base").clone_ref(py),
            };
            let descr = dtype_of(py, a.element);
            let mut dims: Vec<npyffi::npy_intp> =
                a.shape.iter().map(|&d| d as npyffi::npy_intp).collect();
            let mut strides: Vec<npyffi::npy_intp> =
                a.byte_strides.iter().map(|&s| s as npyffi::npy_intp).collect();
            // A global may be a constant in read-only memory: its array is read-only.
            let flags = if a.owner == Owner::Module { 0 } else { NPY_ARRAY_WRITEABLE };
            // SAFETY: the descriptor the function returned describes `dims` elements of
            // `descr` at `data` with `strides` bytes between them, alive as long as `base`.
            let array = unsafe {
                let array = PY_ARRAY_API.PyArray_NewFromDescr(
                    py,
                    npyffi::get_type_object(py, npyffi::NpyTypes::PyArray_Type),
                    descr.into_dtype_ptr(),
                    dims.len() as i32,
                    dims.as_mut_ptr(),
                    strides.as_mut_ptr(),
                    a.data as *mut c_void,
                    flags,
                    std::ptr::null_mut(),
                );
                if array.is_null() {
                    return Err(PyErr::fetch(py));
                }
                if PY_ARRAY_API.PyArray_SetBaseObject(
                    py,
                    array.cast(),
                    base.clone_ref(py).into_ptr(),
                ) != 0
                {
                    return Err(PyErr::fetch(py));
                }
                Bound::from_owned_ptr(py, array).unbind()
            };
            return Ok((array, Some(base)));
        }
    };
    Ok((value, None))
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
