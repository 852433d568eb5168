//! Compile MLIR in process and call its functions on Rust values: numbers, slices and
//! `ndarray` arrays (views with any strides) for memrefs, owned arrays back for memrefs the
//! function returns.
//!
//! ```
//! use ndarray::array;
//!
//! let text = r#"
//!   func.func @scale(%x: memref<?xf64>, %k: f64) {
//!     %c0 = arith.constant 0 : index
//!     %c1 = arith.constant 1 : index
//!     %n = memref.dim %x, %c0 : memref<?xf64>
//!     scf.for %i = %c0 to %n step %c1 {
//!       %v = memref.load %x[%i] : memref<?xf64>
//!       %w = arith.mulf %v, %k : f64
//!       memref.store %w, %x[%i] : memref<?xf64>
//!     }
//!     return
//!   }"#;
//! // SAFETY: the program only touches the memory its memref describes.
//! let jit = unsafe { lowrite::Jit::builder().compile(text) }?;
//! let mut x = array![1.0, 2.0, 3.0];
//! jit.call("scale", &[(&mut x).into(), 2.0.into()])?;
//! assert_eq!(x, array![2.0, 4.0, 6.0]);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Every argument is checked against the function's MLIR signature before anything runs, with
//! the checks and messages of the Python package (they share [`crate::marshal`]): the element
//! type (integers are signless: `i32` and `u32` both pass for `i32`), the rank, the static
//! sizes, strides that fit the memref's layout (an identity layout takes row-major arrays
//! only; declare `strided<[?, ?], offset: ?>` to take any view, a transposed one included),
//! that an array the function may write to was passed mutably, and that numbers fit.

use crate::marshal::{self, Array, CallError, CallErrorKind, Convention, Element, Owner, Returned};
use crate::{convert, jit, Error, Result};
use ndarray::{ArrayBase, ArrayD, ArrayView, ArrayViewMut, Data, DataMut, Dimension, IxDyn};
use num_complex::Complex;
use std::ffi::c_void;
use std::marker::PhantomData;
use std::path::{Path, PathBuf};

/// A type whose arrays can stand for memrefs: the memory layout of [`Self::ELEMENT`].
///
/// # Safety
/// `Self` has exactly the size and representation of `ELEMENT` (for `bool`, one byte holding 0
/// or 1; compiled code storing `i1` values writes nothing else).
pub unsafe trait ArrayElement: Copy + 'static {
    /// The memref elements it stands for.
    const ELEMENT: Element;
}

macro_rules! elements {
    ($($t:ty => $e:expr),* $(,)?) => {
        $(
            // SAFETY: the type's size and representation are those of the element.
            unsafe impl ArrayElement for $t {
                const ELEMENT: Element = $e;
            }
        )*
    };
}

elements! {
    bool => Element::Bool,
    i8 => Element::Int(1), u8 => Element::Int(1),
    i16 => Element::Int(2), u16 => Element::Int(2),
    i32 => Element::Int(4), u32 => Element::Int(4),
    i64 => Element::Int(8), u64 => Element::Int(8),
    half::f16 => Element::F16, half::bf16 => Element::BF16,
    f32 => Element::F32, f64 => Element::F64,
    Complex<f32> => Element::Complex64, Complex<f64> => Element::Complex128,
}

/// One argument of [`Jit::call`]: a number, or an array borrowed for the call (mutably when
/// the function may write to it). Made with `.into()` from numbers, slices, `ndarray` arrays
/// and their views.
#[derive(Debug)]
pub struct Arg<'a> {
    value: marshal::Arg,
    borrow: PhantomData<&'a mut ()>,
}

impl Arg<'_> {
    fn new(value: marshal::Arg) -> Self {
        Arg { value, borrow: PhantomData }
    }

    /// An array at `data` with `shape` and strides in elements.
    fn array<T: ArrayElement>(
        data: *const T,
        shape: &[usize],
        strides: &[isize],
        writable: bool,
    ) -> Self {
        let size = std::mem::size_of::<T>() as isize;
        Arg::new(marshal::Arg::Array(Array {
            data: data as *mut c_void,
            element: T::ELEMENT,
            shape: shape.to_vec(),
            byte_strides: strides.iter().map(|s| s * size).collect(),
            writable,
        }))
    }
}

macro_rules! int_args {
    ($($t:ty),*) => {
        $(impl From<$t> for Arg<'_> {
            fn from(v: $t) -> Self {
                Arg::new(marshal::Arg::Int(v as i128))
            }
        })*
    };
}

int_args!(bool, i8, i16, i32, i64, isize, u8, u16, u32, u64, usize);

impl From<f32> for Arg<'_> {
    fn from(x: f32) -> Self {
        Arg::new(marshal::Arg::Float(f64::from(x)))
    }
}

impl From<f64> for Arg<'_> {
    fn from(x: f64) -> Self {
        Arg::new(marshal::Arg::Float(x))
    }
}

impl From<Complex<f64>> for Arg<'_> {
    fn from(c: Complex<f64>) -> Self {
        Arg::new(marshal::Arg::Complex(c.re, c.im))
    }
}

impl From<Complex<f32>> for Arg<'_> {
    fn from(c: Complex<f32>) -> Self {
        Arg::new(marshal::Arg::Complex(f64::from(c.re), f64::from(c.im)))
    }
}

impl<'a, T: ArrayElement, D: Dimension> From<ArrayView<'a, T, D>> for Arg<'a> {
    fn from(a: ArrayView<'a, T, D>) -> Self {
        Arg::array(a.as_ptr(), a.shape(), a.strides(), false)
    }
}

impl<'a, T: ArrayElement, D: Dimension> From<ArrayViewMut<'a, T, D>> for Arg<'a> {
    fn from(mut a: ArrayViewMut<'a, T, D>) -> Self {
        Arg::array(a.as_mut_ptr(), a.shape(), a.strides(), true)
    }
}

impl<'a, T: ArrayElement, S: Data<Elem = T>, D: Dimension> From<&'a ArrayBase<S, D>> for Arg<'a> {
    fn from(a: &'a ArrayBase<S, D>) -> Self {
        Arg::from(a.view())
    }
}

impl<'a, T: ArrayElement, S: DataMut<Elem = T>, D: Dimension> From<&'a mut ArrayBase<S, D>>
    for Arg<'a>
{
    fn from(a: &'a mut ArrayBase<S, D>) -> Self {
        Arg::from(a.view_mut())
    }
}

impl<'a, T: ArrayElement> From<&'a [T]> for Arg<'a> {
    fn from(s: &'a [T]) -> Self {
        Arg::array(s.as_ptr(), &[s.len()], &[1], false)
    }
}

impl<'a, T: ArrayElement> From<&'a mut [T]> for Arg<'a> {
    fn from(s: &'a mut [T]) -> Self {
        Arg::array(s.as_mut_ptr(), &[s.len()], &[1], true)
    }
}

/// A result of [`Jit::call`].
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    /// An `i1`.
    Bool(bool),
    /// An integer or `index`, sign-extended.
    Int(i64),
    /// A float of any width, as `f64`.
    Float(f64),
    /// A complex number.
    Complex(Complex<f64>),
    /// A memref, copied into an array of its own (the function's buffer, if it allocated one,
    /// is freed).
    Array(OwnedArray),
}

impl Value {
    /// The integer, if it is one.
    pub fn as_int(&self) -> Option<i64> {
        match *self {
            Value::Int(v) => Some(v),
            _ => None,
        }
    }

    /// The float, if it is one.
    pub fn as_float(&self) -> Option<f64> {
        match *self {
            Value::Float(x) => Some(x),
            _ => None,
        }
    }

    /// The array as an `ndarray` of `T`, if it is an array of `T`'s element type.
    pub fn into_array<T: ArrayElement>(self) -> std::result::Result<ArrayD<T>, CallError> {
        match self {
            Value::Array(a) => a.into_ndarray(),
            other => Err(CallError {
                kind: CallErrorKind::Type,
                message: format!("expected an array result, not {other:?}"),
            }),
        }
    }
}

/// The elements of a memref result, row-major, in memory of their own.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OwnedArray {
    element: Element,
    shape: Vec<usize>,
    bytes: Vec<u8>,
}

impl OwnedArray {
    /// The elements' type.
    pub fn element(&self) -> Element {
        self.element
    }

    /// Size of each dimension.
    pub fn shape(&self) -> &[usize] {
        &self.shape
    }

    /// As an `ndarray` of `T`, which must have the array's element type.
    pub fn into_ndarray<T: ArrayElement>(self) -> std::result::Result<ArrayD<T>, CallError> {
        if !T::ELEMENT.stands_for(self.element) {
            return Err(CallError {
                kind: CallErrorKind::Type,
                message: format!(
                    "the result is an array of {}, not of {}",
                    self.element,
                    T::ELEMENT
                ),
            });
        }
        let size = std::mem::size_of::<T>();
        let elements = self
            .bytes
            .chunks_exact(size)
            // SAFETY: each chunk holds the bytes of one `T` (`ArrayElement`'s contract).
            .map(|c| unsafe { std::ptr::read_unaligned(c.as_ptr().cast::<T>()) })
            .collect();
        Ok(ArrayD::from_shape_vec(IxDyn(&self.shape), elements).expect("shape and length agree"))
    }

    /// Copies the elements `r` describes, row-major.
    ///
    /// # Safety
    /// `r` describes live memory.
    unsafe fn copy(r: &marshal::ReturnedArray) -> OwnedArray {
        let size = r.element.size();
        let count: usize = r.shape.iter().product();
        let mut bytes = Vec::with_capacity(count * size);
        let mut index = vec![0usize; r.shape.len()];
        for _ in 0..count {
            let offset: isize =
                index.iter().zip(&r.byte_strides).map(|(&i, &s)| i as isize * s).sum();
            // SAFETY: the index is within the shape, so the address is one of the array's
            // elements (the caller vouches for the memory).
            let element =
                unsafe { std::slice::from_raw_parts((r.data as *const u8).offset(offset), size) };
            bytes.extend_from_slice(element);
            for d in (0..index.len()).rev() {
                index[d] += 1;
                if index[d] < r.shape[d] {
                    break;
                }
                index[d] = 0;
            }
        }
        OwnedArray { element: r.element, shape: r.shape.clone(), bytes }
    }
}

/// How [`JitBuilder::compile`] builds the module.
#[derive(Clone, Debug)]
pub struct JitBuilder {
    pass_pipeline: Option<String>,
    options: Vec<(String, convert::OptionValue)>,
    opt_level: u8,
    shared_libs: Vec<PathBuf>,
    runner_utils: bool,
    rules: Vec<&'static convert::RuleSet>,
}

impl Default for JitBuilder {
    fn default() -> Self {
        JitBuilder {
            pass_pipeline: None,
            options: Vec::new(),
            opt_level: 2,
            shared_libs: Vec::new(),
            runner_utils: true,
            rules: crate::standard(),
        }
    }
}

impl JitBuilder {
    /// An MLIR pass pipeline to run first (`builtin.module(...)`, or mlir-opt's pass flags).
    pub fn pass_pipeline(mut self, pipeline: &str) -> Self {
        self.pass_pipeline = Some(pipeline.to_string());
        self
    }

    /// A rule option (`index_bitwidth`, `bare_ptr_memref_call_conv`...).
    pub fn option(mut self, name: &str, value: impl Into<convert::OptionValue>) -> Self {
        self.options.push((name.to_string(), value.into()));
        self
    }

    /// LLVM's optimization level, 0 to 3 (2 unless given).
    pub fn opt_level(mut self, level: u8) -> Self {
        self.opt_level = level;
        self
    }

    /// A shared library to load for the module's external functions.
    pub fn shared_lib(mut self, path: impl Into<PathBuf>) -> Self {
        self.shared_libs.push(path.into());
        self
    }

    /// Whether MLIR's runner utilities are loaded when the module calls a function nothing
    /// else defines (`printMemrefF32`...; on unless turned off).
    pub fn runner_utils(mut self, load: bool) -> Self {
        self.runner_utils = load;
        self
    }

    /// The rule sets to lower with, earlier ones first (the standard ones unless given; an
    /// author's own go before [`crate::standard`]).
    pub fn rules(mut self, rules: Vec<&'static convert::RuleSet>) -> Self {
        self.rules = rules;
        self
    }

    /// Compiles MLIR text (named `<string>` in messages).
    ///
    /// # Safety
    /// The program runs natively, unchecked: its static constructors now, its functions on
    /// every [`Jit::call`]. It must be memory-safe for any arguments that fit its functions'
    /// signatures (the calls check those): no access outside the memory its memrefs describe,
    /// no writes through a memref argument it is not seen to write (an opaque call that
    /// writes through it is seen), no undefined behaviour.
    pub unsafe fn compile(self, text: &str) -> Result<Jit> {
        self.build(text, "<string>")
    }

    /// Compiles the MLIR file at `path`.
    ///
    /// # Safety
    /// As for [`JitBuilder::compile`].
    pub unsafe fn compile_file(self, path: impl AsRef<Path>) -> Result<Jit> {
        let path = path.as_ref();
        let text = std::fs::read_to_string(path)
            .map_err(|e| Error::Other(format!("error: cannot read '{}': {e}", path.display())))?;
        self.build(&text, &path.display().to_string())
    }

    fn build(self, text: &str, name: &str) -> Result<Jit> {
        let level = crate::native::OptLevel::from_level(self.opt_level).ok_or_else(|| {
            Error::Other(format!("opt_level must be 0 to 3, not {}", self.opt_level))
        })?;
        let pipeline =
            self.pass_pipeline.as_deref().map(crate::passes::PassPipeline::parse).transpose()?;
        let mut options = convert::Options::default();
        if let Some(p) = &pipeline {
            p.apply(&mut options);
        }
        for (name, value) in &self.options {
            let decl = convert::option_declaration(&self.rules, name).map_err(Error::Other)?;
            if std::mem::discriminant(&decl.default) != std::mem::discriminant(value) {
                return Err(Error::Other(format!(
                    "option '{name}' takes {}",
                    match decl.default {
                        convert::OptionValue::Bool(_) => "true or false",
                        convert::OptionValue::Int(_) => "an integer",
                    }
                )));
            }
            options.set(name, *value);
        }
        let jit_options = jit::JitOptions {
            level,
            shared_libs: self.shared_libs,
            runner_utils: self.runner_utils,
        };
        let module =
            jit::JitModule::from_text(text, name, pipeline, self.rules, &options, &jit_options)?;
        Ok(Jit { module, convention: Convention::of(&options, "an array or slice") })
    }
}

/// A module compiled in process, whose exported functions [`Jit::call`] calls.
pub struct Jit {
    module: jit::JitModule,
    convention: Convention,
}

impl Jit {
    /// How to compile: [`JitBuilder::compile`] or [`JitBuilder::compile_file`].
    pub fn builder() -> JitBuilder {
        JitBuilder::default()
    }

    /// The functions the module exports, in source order; each prints as its MLIR signature.
    pub fn functions(&self) -> impl Iterator<Item = &jit::Function> {
        self.module.functions().iter()
    }

    /// Calls the exported function `name` with `args`; returns its results. Arguments are
    /// checked (see the [module documentation](self)) before anything runs.
    pub fn call(&self, name: &str, args: &[Arg<'_>]) -> std::result::Result<Vec<Value>, CallError> {
        let f = self.module.function(name).ok_or_else(|| CallError {
            kind: CallErrorKind::Type,
            message: format!("the module defines no function '{name}'"),
        })?;
        let args: Vec<marshal::Arg> = args.iter().map(|a| a.value.clone()).collect();
        let call = marshal::prepare(f, self.convention, &args)?;
        // SAFETY: the arrays are borrowed (mutably where the function writes) for as long as
        // `args` lives, which outlasts the call; `compile`'s caller vouched for the code.
        let returned = unsafe { call.invoke(&self.module) }?;
        let mut out = Vec::with_capacity(returned.len());
        for r in &returned {
            out.push(match *r {
                Returned::Bool(b) => Value::Bool(b),
                Returned::Int(v) => Value::Int(v),
                Returned::Float(x) => Value::Float(x),
                Returned::Complex(re, im) => Value::Complex(Complex::new(re, im)),
                // SAFETY: the memory is an argument's (still borrowed), a global's (the module
                // is alive) or a buffer the function allocated (freed below, after every copy).
                Returned::Array(ref a) => Value::Array(unsafe { OwnedArray::copy(a) }),
            });
        }
        for r in &returned {
            if let Returned::Array(marshal::ReturnedArray { owner: Owner::Allocated(p), .. }) = r {
                // SAFETY: the function allocated it with `malloc` (MLIR's lowering of
                // `memref.alloc`), and no result refers to it any more.
                unsafe { libc::free(*p as *mut c_void) };
            }
        }
        Ok(out)
    }
}
