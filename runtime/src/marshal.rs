//! Calling a function of a [`JitModule`] with the values of the caller's language: the one
//! marshalling core the Python package (NumPy arrays) and the Rust API (`ndarray` views) share.
//!
//! A front end turns each of its values into an [`Arg`] (a number, or an [`Array`]: a data
//! pointer, an [`Element`] type, a shape and strides), [`prepare`] checks them against the
//! function's MLIR signature and lays them out as its leaves (memref descriptors built from the
//! arrays, nothing copied), and [`Call::invoke`] runs the function and reads its results back as
//! [`Returned`] values: numbers, or arrays with the [`Owner`] of their memory (an argument, the
//! module's globals, or a buffer the function allocated, which the front end frees with
//! `free`). Every check happens in [`prepare`], before anything runs; its errors say which
//! argument is wrong and how, with a [`CallErrorKind`] a front end maps to its own exceptions.

use crate::convert::Options;
use crate::ir::{FloatKind, Layout, Type, DYNAMIC};
use crate::jit::{Function, JitModule, Leaf};
use std::ffi::c_void;
use std::fmt;

/// The allocated pointer MLIR's lowering gives memrefs of globals (never freed).
pub const GLOBAL_SENTINEL: usize = 0xdeadbeef;

/// The type of an array's elements as it lies in memory. Integers are signless, as in MLIR: an
/// array of `u32` and one of `i32` are both [`Element::Int`]`(4)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Element {
    /// One byte holding 0 or 1 (`i1`).
    Bool,
    /// An integer of this many bytes (1, 2, 4 or 8).
    Int(u32),
    /// IEEE half precision.
    F16,
    /// bfloat16.
    BF16,
    /// IEEE single precision.
    F32,
    /// IEEE double precision.
    F64,
    /// A pair of `f32` (`complex<f32>`).
    Complex64,
    /// A pair of `f64` (`complex<f64>`).
    Complex128,
}

impl Element {
    /// The elements a memref of `elem` holds, `index` being `index_bits` wide; `None` for
    /// element types no array can stand for (vectors, integers wider than 64 bits...).
    pub fn of(elem: &Type, index_bits: u32) -> Option<Element> {
        Some(match elem {
            Type::Index => Element::Int(index_bits.div_ceil(8).next_power_of_two()),
            Type::Int { width: 1, .. } => Element::Bool,
            // Other widths take the bytes LLVM stores them in: i3 a byte, i12 two, i24 four.
            Type::Int { width, .. } if *width <= 64 => {
                Element::Int(width.div_ceil(8).next_power_of_two())
            }
            Type::Float(FloatKind::F16) => Element::F16,
            Type::Float(FloatKind::BF16) => Element::BF16,
            Type::Float(FloatKind::F32) => Element::F32,
            Type::Float(FloatKind::F64) => Element::F64,
            Type::Complex(e) if **e == Type::Float(FloatKind::F32) => Element::Complex64,
            Type::Complex(e) if **e == Type::Float(FloatKind::F64) => Element::Complex128,
            _ => return None,
        })
    }

    /// Bytes per element.
    pub fn size(self) -> usize {
        match self {
            Element::Bool => 1,
            Element::Int(n) => n as usize,
            Element::F16 | Element::BF16 => 2,
            Element::F32 => 4,
            Element::F64 | Element::Complex64 => 8,
            Element::Complex128 => 16,
        }
    }

    /// Whether an array of `self` can stand for memref elements `want`: the same type, or for
    /// `bf16` a 16-bit integer array holding its bits (NumPy has no `bfloat16` of its own).
    pub fn stands_for(self, want: Element) -> bool {
        self == want || (want == Element::BF16 && self == Element::Int(2))
    }
}

/// NumPy's name of the element type (`float32`, `int64`...).
impl fmt::Display for Element {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Element::Bool => write!(f, "bool"),
            Element::Int(n) => write!(f, "int{}", n * 8),
            Element::F16 => write!(f, "float16"),
            Element::BF16 => write!(f, "bfloat16"),
            Element::F32 => write!(f, "float32"),
            Element::F64 => write!(f, "float64"),
            Element::Complex64 => write!(f, "complex64"),
            Element::Complex128 => write!(f, "complex128"),
        }
    }
}

/// An array a front end passes for a memref: its memory is used in place.
#[derive(Clone, Debug)]
pub struct Array {
    /// The address of the first element (the element at index 0 in every dimension).
    pub data: *mut c_void,
    /// The elements' type.
    pub element: Element,
    /// Size of each dimension.
    pub shape: Vec<usize>,
    /// Bytes between neighbours in each dimension (may be negative or zero).
    pub byte_strides: Vec<isize>,
    /// Whether the function may write to it.
    pub writable: bool,
}

/// One argument of a call, as the front end hands it over.
#[derive(Clone, Debug)]
pub enum Arg {
    /// An integer (also for `bool`); it must fit the parameter's width, signed or unsigned.
    Int(i128),
    /// A floating-point number.
    Float(f64),
    /// A complex number (real, imaginary).
    Complex(f64, f64),
    /// An array, for a memref parameter.
    Array(Array),
    /// A value the front end could not convert, described for the error (`list`...).
    Other(String),
}

/// What kind of mistake a [`CallError`] is, for the front end's exception type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CallErrorKind {
    /// A value of the wrong type (`TypeError` in Python).
    Type,
    /// A value of the right type but the wrong shape, layout or mutability (`ValueError`).
    Value,
    /// A number that does not fit its parameter (`OverflowError`).
    Overflow,
}

/// Why a call was refused (before the function ran) or its results could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct CallError {
    /// The kind of mistake.
    pub kind: CallErrorKind,
    /// What is wrong, naming the argument: `argument 0 (memref<?xf32>) of f: ...`.
    pub message: String,
}

fn type_error(message: String) -> CallError {
    CallError { kind: CallErrorKind::Type, message }
}

fn value_error(message: String) -> CallError {
    CallError { kind: CallErrorKind::Value, message }
}

fn overflow_error(message: String) -> CallError {
    CallError { kind: CallErrorKind::Overflow, message }
}

/// How the module was lowered, which decides how its memrefs cross a call.
#[derive(Clone, Copy, Debug)]
pub struct Convention {
    /// Memrefs cross as bare pointers (`bare_ptr_memref_call_conv`).
    pub bare_pointers: bool,
    /// The width of `index` (`index_bitwidth`).
    pub index_bits: u32,
    /// What the front end calls an array in messages (`a NumPy array`).
    pub array_noun: &'static str,
}

impl Convention {
    /// The convention of a module lowered with `options`.
    pub fn of(options: &Options, array_noun: &'static str) -> Convention {
        Convention {
            bare_pointers: options.bool("bare_ptr_memref_call_conv"),
            index_bits: options.index_bitwidth(),
            array_noun,
        }
    }
}

/// The storage of one leaf (wide enough for any scalar leaf).
type Slot = [u64; 2];

/// A checked call, its arguments laid out as the function's leaves, ready to run.
#[derive(Debug)]
pub struct Call<'f> {
    function: &'f Function,
    convention: Convention,
    slots: Vec<Slot>,
    /// Descriptors of unranked memrefs, pointed to by their slots.
    descriptors: Vec<Vec<u64>>,
    /// For each array argument, its index and data address (to find results that view it).
    arrays: Vec<(usize, usize)>,
}

/// Checks `args` against `f`'s signature and lays them out for [`Call::invoke`]. Nothing runs.
pub fn prepare<'f>(
    f: &'f Function,
    convention: Convention,
    args: &[Arg],
) -> Result<Call<'f>, CallError> {
    let sig = &f.signature;
    if let Some(why) = &f.unsupported {
        return Err(type_error(format!("{} cannot be called: {why}", f)));
    }
    let returnable = |t: &Type| match t {
        Type::Int { width, .. } => *width <= 64,
        Type::Index | Type::Float(_) => true,
        Type::Complex(e) => matches!(**e, Type::Float(_)),
        Type::MemRef { elem, .. } => {
            !convention.bare_pointers && Element::of(elem, convention.index_bits).is_some()
        }
        _ => false,
    };
    if let Some(ty) = sig.results.iter().find(|t| !returnable(t)) {
        return Err(type_error(format!("{}: results of type {ty} cannot be returned", f)));
    }
    if args.len() != sig.inputs.len() {
        return Err(type_error(format!(
            "{} takes {} arguments, not {}",
            f,
            sig.inputs.len(),
            args.len()
        )));
    }
    let mut call = Call {
        function: f,
        convention,
        slots: Vec::with_capacity(f.params.len()),
        descriptors: Vec::new(),
        arrays: Vec::new(),
    };
    let mut leaves = f.params.iter().copied();
    for (i, (arg, ty)) in args.iter().zip(&sig.inputs).enumerate() {
        let at = || format!("argument {i} ({ty}) of {}", sig.name);
        match ty {
            Type::MemRef { .. } | Type::UnrankedMemRef { .. } => {
                let data = call.memref(arg, ty, sig.writes[i], &mut leaves, &at)?;
                call.arrays.push((i, data));
            }
            _ => call.scalar(arg, ty, &mut leaves, &at)?,
        }
    }
    if leaves.next().is_some() {
        return Err(type_error(format!("{} has a lowered signature lowrite cannot call", f)));
    }
    Ok(call)
}

fn expect_leaf(
    leaves: &mut impl Iterator<Item = Leaf>,
    want: impl Fn(Leaf) -> bool,
    at: &dyn Fn() -> String,
) -> Result<Leaf, CallError> {
    match leaves.next() {
        Some(l) if want(l) => Ok(l),
        other => Err(type_error(format!(
            "{}: the lowered signature has {other:?} where lowrite expects otherwise",
            at()
        ))),
    }
}

impl Call<'_> {
    fn push(&mut self, bits: u64) {
        self.slots.push([bits, 0]);
    }

    /// Lays out the array `arg` as the memref `ty`; returns the array's data address.
    fn memref(
        &mut self,
        arg: &Arg,
        ty: &Type,
        writes: bool,
        leaves: &mut impl Iterator<Item = Leaf>,
        at: &dyn Fn() -> String,
    ) -> Result<usize, CallError> {
        let noun = self.convention.array_noun;
        let array = match arg {
            Arg::Array(a) => a,
            Arg::Other(what) => {
                return Err(type_error(format!("{}: expected {noun}, not {what}", at())))
            }
            _ => return Err(type_error(format!("{}: expected {noun}, not a number", at()))),
        };
        let elem = match ty {
            Type::MemRef { elem, .. } | Type::UnrankedMemRef { elem, .. } => elem,
            _ => unreachable!("called for memrefs"),
        };
        let want = Element::of(elem, self.convention.index_bits)
            .ok_or_else(|| type_error(format!("{}: {elem} elements have no array type", at())))?;
        if !array.element.stands_for(want) {
            return Err(type_error(format!(
                "{}: expected an array of {want}, not {}",
                at(),
                array.element
            )));
        }
        if writes && !array.writable {
            return Err(value_error(format!(
                "{}: the function writes to it, but the array is read-only",
                at()
            )));
        }
        let data = array.data as usize;
        let item = array.element.size() as isize;
        let shape = &array.shape;
        let mut strides = Vec::with_capacity(shape.len());
        for &s in &array.byte_strides {
            if s % item != 0 {
                return Err(value_error(format!(
                    "{}: a stride of {s} bytes is not a whole number of {item}-byte elements",
                    at()
                )));
            }
            strides.push(s / item);
        }
        if let Type::MemRef { shape: want_shape, layout, .. } = ty {
            if want_shape.len() != shape.len() {
                return Err(value_error(format!(
                    "{}: expected an array of rank {}, not {}",
                    at(),
                    want_shape.len(),
                    shape.len()
                )));
            }
            for (d, (&w, &h)) in want_shape.iter().zip(shape).enumerate() {
                if w != DYNAMIC && w as usize != h {
                    return Err(value_error(format!(
                        "{}: dimension {d} is {h}, the memref's is {w}",
                        at()
                    )));
                }
            }
            check_layout(layout, shape, &strides, at)?;
        }
        if self.convention.bare_pointers {
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
            // The heap buffer of the inner vector does not move when the vector does.
            let p = descriptor.as_ptr() as u64;
            self.push(p);
            self.descriptors.push(descriptor);
            return Ok(data);
        }
        for (k, &v) in descriptor.iter().enumerate() {
            let want_ptr = k < 2;
            let got = expect_leaf(leaves, |l| matches!(l, Leaf::Ptr | Leaf::Int(_)), at)?;
            if (got == Leaf::Ptr) != want_ptr {
                return Err(type_error(format!("{}: unexpected descriptor layout", at())));
            }
            if let Leaf::Int(w) = got {
                let signed = v as i64;
                if w < 64 && (signed >= 1 << (w - 1) || signed < -(1 << (w - 1))) {
                    return Err(overflow_error(format!(
                        "{}: {signed} does not fit the {w}-bit index type",
                        at()
                    )));
                }
            }
            self.push(v);
        }
        Ok(data)
    }

    /// Lays out the number `arg` as a scalar of type `ty`.
    fn scalar(
        &mut self,
        arg: &Arg,
        ty: &Type,
        leaves: &mut impl Iterator<Item = Leaf>,
        at: &dyn Fn() -> String,
    ) -> Result<(), CallError> {
        match ty {
            Type::Index | Type::Int { width: 1..=64, .. } => {
                let leaf = expect_leaf(leaves, |l| matches!(l, Leaf::Int(_)), at)?;
                let Leaf::Int(w) = leaf else { unreachable!("an integer leaf") };
                let Arg::Int(v) = *arg else {
                    return Err(type_error(format!("{}: expected an integer", at())));
                };
                let fits = if w >= 64 {
                    v >= i64::MIN as i128 && v <= u64::MAX as i128
                } else {
                    v >= -(1i128 << (w - 1)) && v < (1i128 << w)
                };
                if !fits {
                    return Err(overflow_error(format!("{}: {v} does not fit in {w} bits", at())));
                }
                self.push(v as u64);
            }
            Type::Float(_) => {
                let x = match *arg {
                    Arg::Float(x) => x,
                    Arg::Int(v) => v as f64,
                    _ => return Err(type_error(format!("{}: expected a number", at()))),
                };
                let leaf = expect_leaf(leaves, is_float, at)?;
                self.push(float_bits(x, leaf));
            }
            Type::Complex(elem) if matches!(**elem, Type::Float(_)) => {
                let (re, im) = match *arg {
                    Arg::Complex(re, im) => (re, im),
                    Arg::Float(x) => (x, 0.0),
                    Arg::Int(v) => (v as f64, 0.0),
                    _ => return Err(type_error(format!("{}: expected a complex number", at()))),
                };
                for x in [re, im] {
                    let leaf = expect_leaf(leaves, is_float, at)?;
                    self.push(float_bits(x, leaf));
                }
            }
            _ => {
                return Err(type_error(format!(
                    "{}: values of this type cannot be passed to the function",
                    at()
                )))
            }
        }
        Ok(())
    }

    /// Runs the function and reads its results.
    ///
    /// # Safety
    /// `jit` is the module the function belongs to; the arrays the call was prepared with are
    /// alive and not otherwise accessed until this returns (the function reads and may write
    /// them), and the module's code is memory-safe for arguments that fit its signature.
    pub unsafe fn invoke(mut self, jit: &JitModule) -> Result<Vec<Returned>, CallError> {
        let f = self.function;
        let mut results: Vec<Slot> = vec![[0; 2]; f.results.len()];
        let mut ptrs: Vec<*mut c_void> =
            self.slots.iter_mut().map(|s| s.as_mut_ptr().cast()).collect();
        ptrs.extend(results.iter_mut().map(|s| s.as_mut_ptr().cast::<c_void>()));
        // SAFETY: each parameter pointer addresses a slot holding a value of its leaf's type,
        // memref descriptors describe live arrays (checked against the signature: element
        // type, rank, static sizes and strides), each result pointer a 16-byte slot; the caller
        // vouches for the rest.
        unsafe { jit.call(f, &mut ptrs) };
        drop(ptrs);
        let mut leaves = f.results.iter().copied().zip(results.iter().map(|s| s[0]));
        let mut out: Vec<Returned> = Vec::with_capacity(f.signature.results.len());
        for ty in &f.signature.results {
            let value = self.decode(ty, &mut leaves, &out)?;
            out.push(value);
        }
        Ok(out)
    }

    /// Reads one result of type `ty` from its leaves; `earlier` are the results before it.
    fn decode(
        &self,
        ty: &Type,
        leaves: &mut impl Iterator<Item = (Leaf, u64)>,
        earlier: &[Returned],
    ) -> Result<Returned, CallError> {
        let mut next = || {
            leaves
                .next()
                .ok_or_else(|| type_error(format!("the result {ty} has fewer parts than its type")))
        };
        Ok(match ty {
            Type::Int { width: 1, .. } => Returned::Bool(next()?.1 & 1 != 0),
            Type::Int { width, .. } => {
                let raw = next()?.1;
                let shift = 64 - width;
                Returned::Int(((raw << shift) as i64) >> shift)
            }
            Type::Index => {
                let raw = next()?.1;
                let shift = 64 - self.convention.index_bits.min(64);
                Returned::Int(((raw << shift) as i64) >> shift)
            }
            Type::Float(_) => {
                let (leaf, bits) = next()?;
                Returned::Float(float_value(bits, leaf))
            }
            Type::Complex(_) => {
                let (l0, re) = next()?;
                let (l1, im) = next()?;
                Returned::Complex(float_value(re, l0), float_value(im, l1))
            }
            Type::MemRef { shape, elem, .. } => {
                let element = Element::of(elem, self.convention.index_bits)
                    .ok_or_else(|| type_error(format!("a {ty} result has no array type")))?;
                let allocated = next()?.1 as usize;
                let aligned = next()?.1 as usize;
                let offset = next()?.1 as i64;
                let item = element.size() as i64;
                let mut dims = Vec::with_capacity(shape.len());
                for _ in 0..shape.len() {
                    dims.push(next()?.1 as usize);
                }
                let mut byte_strides = Vec::with_capacity(shape.len());
                for _ in 0..shape.len() {
                    byte_strides.push((next()?.1 as i64 * item) as isize);
                }
                let data = (aligned as i64 + offset * item) as usize;
                let owner = if let Some(&(i, _)) =
                    self.arrays.iter().find(|&&(_, a)| a == allocated || a == aligned)
                {
                    Owner::Argument(i)
                } else if allocated == GLOBAL_SENTINEL || allocated == 0 {
                    Owner::Module
                } else if let Some(j) = earlier
                    .iter()
                    .position(|r| matches!(r, Returned::Array(a) if a.allocated == allocated))
                {
                    Owner::Result(j)
                } else {
                    Owner::Allocated(allocated)
                };
                Returned::Array(ReturnedArray {
                    element,
                    data,
                    shape: dims,
                    byte_strides,
                    owner,
                    allocated,
                })
            }
            _ => return Err(type_error(format!("results of type {ty} cannot be returned"))),
        })
    }
}

/// A result of a call.
#[derive(Clone, Debug, PartialEq)]
pub enum Returned {
    /// An `i1`.
    Bool(bool),
    /// An integer or `index`, sign-extended.
    Int(i64),
    /// A float of any width, as `f64`.
    Float(f64),
    /// A complex number (real, imaginary).
    Complex(f64, f64),
    /// A memref.
    Array(ReturnedArray),
}

/// Who owns the memory of a returned memref.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Owner {
    /// It views the memory of argument `i`.
    Argument(usize),
    /// It is (a view of) a global of the module, alive while the module is; it may be in
    /// read-only memory.
    Module,
    /// The function allocated it: the caller owns the buffer at this address and frees it
    /// with `free` once no result uses it.
    Allocated(usize),
    /// It shares the buffer of the earlier result `j` (which owns or borrows it).
    Result(usize),
}

/// A memref result: where its elements are and who owns them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReturnedArray {
    /// The elements' type.
    pub element: Element,
    /// The address of the first element (offset applied).
    pub data: usize,
    /// Size of each dimension.
    pub shape: Vec<usize>,
    /// Bytes between neighbours in each dimension.
    pub byte_strides: Vec<isize>,
    /// Who owns the memory.
    pub owner: Owner,
    /// The descriptor's allocated pointer.
    allocated: usize,
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

/// The value of the bits of a float leaf.
fn float_value(bits: u64, leaf: Leaf) -> f64 {
    match leaf {
        Leaf::F16 => half::f16::from_bits(bits as u16).to_f64(),
        Leaf::BF16 => half::bf16::from_bits(bits as u16).to_f64(),
        Leaf::F32 => f64::from(f32::from_bits(bits as u32)),
        _ => f64::from_bits(bits),
    }
}

/// Whether the array's strides (in elements) fit the memref's layout: an identity layout wants
/// the row-major strides of the shape (dimensions of size 1 excepted), a strided one its static
/// strides and a zero offset where it is static.
fn check_layout(
    layout: &Layout,
    shape: &[usize],
    strides: &[isize],
    at: &dyn Fn() -> String,
) -> Result<(), CallError> {
    match layout {
        Layout::Identity => {
            let mut want = 1isize;
            for d in (0..shape.len()).rev() {
                if shape[d] > 1 && strides[d] != want {
                    return Err(value_error(format!(
                        "{}: the memref has the identity layout, so the array must be \
                         C-contiguous (declare the memref strided<[?, ...], offset: ?> to take \
                         views)",
                        at()
                    )));
                }
                want *= shape[d] as isize;
            }
        }
        Layout::Strided { offset, strides: want } | Layout::Map { offset, strides: want, .. } => {
            if *offset != DYNAMIC && *offset != 0 {
                return Err(value_error(format!(
                    "{}: a static offset other than 0 cannot describe an array",
                    at()
                )));
            }
            for (d, (&w, &s)) in want.iter().zip(strides).enumerate() {
                if w != DYNAMIC && w as isize != s && shape[d] > 1 {
                    return Err(value_error(format!(
                        "{}: stride {d} is {s} elements, the memref's is {w}",
                        at()
                    )));
                }
            }
        }
        Layout::Other(_) => {
            return Err(type_error(format!("{}: the memref's layout is not strided", at())))
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn elements_follow_llvm_storage_and_index_width() {
        let int = Type::int;
        assert_eq!(Element::of(&int(1), 64), Some(Element::Bool));
        assert_eq!(Element::of(&int(3), 64), Some(Element::Int(1)));
        assert_eq!(Element::of(&int(12), 64), Some(Element::Int(2)));
        assert_eq!(Element::of(&int(24), 64), Some(Element::Int(4)));
        assert_eq!(Element::of(&int(65), 64), None);
        assert_eq!(Element::of(&Type::Index, 32), Some(Element::Int(4)));
        assert_eq!(Element::of(&Type::Index, 64), Some(Element::Int(8)));
        assert!(Element::Int(2).stands_for(Element::BF16));
        assert!(!Element::Int(2).stands_for(Element::F16));
        assert!(!Element::Int(1).stands_for(Element::Bool));
        assert_eq!(Element::Complex64.to_string(), "complex64");
    }

    #[test]
    fn identity_layout_takes_row_major_strides_only() {
        let at = || "argument 0".to_string();
        assert!(check_layout(&Layout::Identity, &[2, 3], &[3, 1], &at).is_ok());
        // A dimension of size 1 may have any stride.
        assert!(check_layout(&Layout::Identity, &[1, 3], &[7, 1], &at).is_ok());
        let e = check_layout(&Layout::Identity, &[3, 2], &[1, 3], &at).unwrap_err();
        assert_eq!(e.kind, CallErrorKind::Value);
        assert!(e.message.contains("C-contiguous"), "{e}");
        let strided = Layout::Strided { offset: DYNAMIC, strides: vec![DYNAMIC, 1] };
        assert!(check_layout(&strided, &[3, 2], &[4, 1], &at).is_ok());
        assert!(check_layout(&strided, &[3, 2], &[1, 3], &at).is_err());
    }
}
