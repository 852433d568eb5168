//! A fast reader for MLIR text in the higher-level dialects lowrite lowers (`func`, `arith`,
//! `math`, `index`, `cf`, `scf`, `memref`, `complex`, and `vector.print`, `vector.broadcast`
//! of scalars and `ub.poison`), in the form `mlir-opt` prints them.
//!
//! MLIR's parser builds uniqued types and attributes, runs each op's parser, then verifies the
//! module, and then lowrite walks the result over the C API into [`ir`](crate::ir): for a large
//! input that is more time than the lowering itself. This reader builds the same module straight
//! from the text, for a subset:
//!
//! - a module (`module { ... }`, `module @name`, a target triple its only attribute, or the
//!   implicit one) of
//!   `func.func` definitions and private declarations, without argument or result attributes
//!   and with no function attribute but `llvm.emit_c_interface`, and `memref.global`s of a
//!   statically shaped memref type, with an initial value (`dense<...>` of integers or floats,
//!   or `uninitialized`) or external;
//! - bodies whose ops have a declarative assembly format in the op table that drives the
//!   printer ([`crate::asm`]), read by interpreting that format as ODS's generated parsers do,
//!   plus the ops MLIR parses by hand that programs are made of (`scf.for`, `scf.if`,
//!   `scf.while`, `scf.index_switch`, `scf.parallel` and `scf.reduce` with their reductions,
//!   `scf.execute_region` (of blocks ending in `scf.yield` or branches), `memref.alloca_scope`
//!   of one block, `arith.select`, `cf.switch`,
//!   `vector.print`, `memref.prefetch`, `memref.generic_atomic_rmw`);
//! - of those, the ops whose verifier the reader knows (its `sig` table): every check MLIR
//!   makes on them is made here (operand and result types, shapes and widths, terminators and
//!   their parents, successor arguments, callee signatures, symbol uniqueness, dominance);
//! - builtin scalar, `vector`, `complex` and `memref` types (ranked with identity or strided
//!   layouts, or unranked; in the default memory space or one given by an integer); no forward
//!   references to values.
//!
//! It answers `None` for anything else, and for anything invalid, so that the caller falls back
//! to MLIR's parser, which then reads the text or reports the error: the reader never accepts
//! what MLIR rejects, and for what it accepts it builds the module `lowrite_runtime::import`
//! builds from MLIR's, locations included (tests compare the two on every corpus program and
//! on mutants of them).

use crate::asm::table::{self, Arg, Arity, AttrMode, Elem, OpFormat, VarKind};
use crate::ir::{
    Attribute, BlockId, DenseValues, Layout, Location, Module, OpId, OpSpec, RegionId, Signedness,
    Str, Type, Value, DYNAMIC,
};
use crate::lexer::{builtin_scalar, cached_type, signed_range, Lexer, Literals};
use crate::llvm_text::{dominates, dominators};
use rustc_hash::FxHashMap;
use std::ops::{Deref, DerefMut, Range};
use std::sync::Arc;

/// Reads MLIR text (`file` names it in locations), or answers `None` when the text is outside
/// the subset this reader handles or is not a valid module.
pub fn parse(text: &str, file: &str) -> Option<Module> {
    if let Some(m) = split_point(text).and_then(|at| parse_split(text, file, at)) {
        return Some(m);
    }
    try_parse(text, file).ok()
}

/// Where [`parse`] splits a large module's text to read its two halves at the same time (see
/// [`parse_split`]): a top-level function (in the custom or the generic form) past the
/// middle. `None` when it reads the text whole (under 1 MiB, one core, no such op).
pub fn split_point(text: &str) -> Option<usize> {
    crate::lexer::split_point(text, &["func.func ", "\"func.func\"("])
}

/// Reads the module the way [`try_parse`] does, in two halves at the same time: the text
/// before byte `at` on another thread, and the top-level ops from `at` on here, joined into
/// one module. `None` unless a top-level op starts at `at`, right after the ops before it and
/// the white space after them, and both halves are read. The module is the one reading the
/// text whole makes.
pub fn parse_split(text: &str, file: &str, at: usize) -> Option<Module> {
    crate::lexer::read_in_halves::<Reader>(text, file, at)
}

impl<'t> crate::lexer::HalfReader<'t> for Reader<'t> {
    fn start(text: &'t str, file: &str) -> Self {
        Reader::new(text, file)
    }
    fn first_half(&mut self, stop: usize) -> Option<()> {
        self.module_until(Some(stop))
    }
    fn second_half(&mut self, at: usize) -> Option<()> {
        self.generic_module = self.at("\"builtin.module\"");
        let explicit = self.generic_module || self.at("module");
        self.lx.start_at(at);
        self.top_level_ops(explicit, None)
    }
    fn join(&mut self, second: Self) -> Option<()> {
        Reader::join(self, second)?;
        self.check_calls()
    }
    fn into_module(self) -> Module {
        self.m
    }
}

/// As [`parse`], but says where the reader gave up (for tests and diagnostics of the reader
/// itself; the position is where it stopped, not necessarily an error in the text).
pub fn try_parse(text: &str, file: &str) -> Result<Module, Location> {
    let mut r = Reader::new(text, file);
    match r.module() {
        Some(()) => Ok(r.m),
        None => Err(r.loc()),
    }
}

/// The element types a verifier accepts, scalars or in vectors.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Class {
    /// Floats.
    Float,
    /// Signless integers and `index`.
    IntOrIndex,
    /// Signless integers.
    Int,
    /// `index` alone (the `index` dialect).
    Index,
    /// Complex numbers of floats (scalars).
    Complex,
}

/// How a cast's result width relates to its operand's.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Width {
    Wider,
    Narrower,
    Any,
}

/// What the reader knows of an op besides its syntax: the types its verifier accepts, and the
/// result types its parser infers where the text does not state them.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Sig {
    /// Operands and one result, all of one type of a class.
    Same(usize, Class),
    /// Two operands of one type of a class; an `i1` result of their shape.
    Compare(Class),
    /// `math.isnan`, `isinf`, `isfinite`, `isnormal`: a float (or a vector of them) to an `i1`
    /// of its shape.
    Classify,
    /// One operand and one result of the same shape, of the classes, widths related.
    Cast(Class, Class, Width),
    /// `index` to a signless integer or back, of the same shape.
    IndexCast,
    /// Between integers and floats of the same width and shape.
    Bitcast,
    /// A constant: the result has the value's type; dense vectors of signless integers
    /// (masks of `i1` too), of indices and of floats.
    Constant,
    /// `ub.poison` of any type.
    Poison,
    Load,
    Store,
    Dim,
    Alloc,
    Dealloc,
    /// `memref.cast` between memrefs of one element type and memory space: of one rank with
    /// compatible sizes and layouts, or between a ranked and an unranked one.
    MemRefCast,
    /// `memref.memory_space_cast`: the same type but for the memory space (ranked ones of one
    /// shape and layout, or unranked ones).
    MemorySpaceCast,
    /// `memref.atomic_yield`: the value `memref.generic_atomic_rmw` gives (checked by the op).
    AtomicYield,
    /// `memref.realloc` of a 1-D memref of identity layout to another of its element type and
    /// memory space, with a size operand exactly when the result's size is dynamic.
    Realloc,
    Branch,
    CondBranch,
    /// `cf.assert`: an `i1` and a message.
    Assert,
    Call,
    Return,
    Yield,
    /// `scf.condition`: an `i1` and the values passed on.
    Condition,
    /// `memref.alloca_scope.return`: the values `memref.alloca_scope` gives (checked by the
    /// region's reader).
    ScopeReturn,
    /// `scf.reduce.return`: the value of a reduction, of its operands' type (checked by the
    /// region's reader).
    ReduceReturn,
    /// `index.casts`, `index.castu`: between `index` and a signless integer (scalars).
    IndexDialectCast,
    /// A memref's rank or aligned address: a ranked or unranked memref to an `index`.
    MemRefToIndex,
    /// `complex.create`: two floats of one type to a complex of them.
    ComplexCreate,
    /// `complex.constant [re : T, im : T]`: two float constants of the complex's element type.
    ComplexConstant,
    /// `vector.broadcast`: a scalar or a fixed-size vector to a fixed-size vector of its element
    /// type, each trailing dimension of the source 1 or the result's (scalable vectors are
    /// MLIR's to read).
    Broadcast,
    /// A complex number's real or imaginary part, absolute value or angle: a float of its
    /// element type.
    ComplexPart,
    /// `memref.get_global`: a memref of the global's type (checked once every global is
    /// known).
    GetGlobal,
    /// `memref.copy`: between memrefs (ranked or not) of one element type and compatible
    /// shapes.
    Copy,
    /// `math.fpowi`: a float to a signless integer power of the same shape.
    FPowI,
    /// `vector.fma`: three vectors of one type of floats.
    VectorFma,
    /// `index.constant N`: an `index`.
    IndexConstant,
    /// `index.sizeof`: an `index`, of no operands.
    SizeOf,
    /// `index.bool.constant true|false`: an `i1`.
    BoolConstant,
    /// `arith.mulsi_extended`, `arith.mului_extended`: two signless integers or indices (or
    /// vectors of them) of one type to the low and high halves of their product, of that type.
    MulExtended,
    /// `arith.addui_extended`: two signless integers or indices of one type to their sum, of
    /// that type, and whether it overflowed, an `i1` of its shape.
    AddExtended,
    /// `math.sincos`: a float (or a vector of them) to its sine and cosine, of its type.
    SinCos,
    /// `vector.reduction <kind>, %v [, %acc]`: a 0-D or 1-D vector (and an accumulator of its
    /// element type) to its element type, by a kind its element type supports.
    Reduction,
    /// `vector.from_elements`: a fixed-size vector of its elements, one operand each.
    FromElements,
    /// `vector.to_elements`: a fixed-size vector's elements, one result each.
    ToElements,
    /// `vector.shape_cast`: a fixed-size vector to one of another shape, of as many elements of
    /// its element type (scalable vectors are MLIR's to read).
    ShapeCast,
    /// `vector.load`: a fixed-size vector from a memref at one index per dimension (see
    /// [`vector_access_ok`]).
    VectorLoad,
    /// `vector.store`: a fixed-size vector to a memref, as `vector.load` reads one.
    VectorStore,
    /// `vector.maskedload`: a fixed-size vector from a ranked memref at one index per
    /// dimension, where an `i1` mask of its shape says, else from a pass-through vector of its
    /// type (see [`masked_access_ok`]). `vector.expandload`, whose verifier is the same.
    MaskedLoad,
    /// `vector.maskedstore`: a fixed-size vector to a ranked memref where a mask says, as
    /// `vector.maskedload` reads one. `vector.compressstore`, whose verifier is the same.
    MaskedStore,
    /// `vector.gather`: a fixed-size vector from a ranked memref at one offset per dimension
    /// plus a vector of indices, where a mask says, else from a pass-through vector (see
    /// [`gather_ok`]).
    Gather,
    /// `vector.scatter`: a fixed-size vector to a ranked memref as `vector.gather` reads one.
    Scatter,
    /// `memref.atomic_rmw <kind> %v, %m[...]`: a signless integer or float of the memref's
    /// element type, at one index per dimension, to the element's old value, by a kind the
    /// element type supports.
    AtomicRmw,
    /// `vector.shuffle %a, %b [mask]`: two fixed-size vectors of one element type and of one
    /// rank, alike beyond their first dimension, to a vector of one leading element per mask
    /// entry (see [`shuffle_type`]).
    Shuffle,
    /// `memref.reinterpret_cast %m to offset: [..], sizes: [..], strides: [..]`: a memref (ranked
    /// or not) viewed as a ranked one of its element type, the sizes, strides and offset that
    /// the result type fixes given alike (see [`reinterpret_ok`]).
    ReinterpretCast,
    /// `memref.extract_strided_metadata`: a memref of identity or strided layout to its base
    /// buffer (a rank-0 memref of its element type and memory space), its offset, and its sizes
    /// and strides, `index`es.
    StridedMetadata,
    /// `memref.subview %m[offsets] [sizes] [strides]`: a part of a memref of identity or strided
    /// layout, in bounds where that is known, of the type MLIR infers (see [`subview_ok`]).
    Subview,
    /// `memref.collapse_shape %m [[0, 1], [2]]`: a memref of identity layout to the identity
    /// memref of its dimensions multiplied in consecutive groups (see [`collapsed`]), or of
    /// static strided layout to the strided memref MLIR infers (see [`collapsed_strided`]).
    CollapseShape,
    /// `memref.expand_shape %m [[0, 1]] output_shape [4, %n]`: an identity memref to the
    /// identity memref whose consecutive groups of dimensions multiply to its dimensions, the
    /// output shape the result's (see [`collapsed`]).
    ExpandShape,
    /// `memref.assume_alignment %m, N`: a ranked memref to the same memref, `N` a positive
    /// power of two.
    AssumeAlignment,
    /// `memref.view %m[%shift][%sizes]`: a 1-D identity memref of `i8` to an identity memref of
    /// its memory space, an `index` shift, and an `index` size for each dynamic dimension.
    View,
    /// `vector.transpose %v, [1, 0]`: a fixed-size vector to the vector of its dimensions in the
    /// order a permutation of them gives (see [`transposed`]).
    Transpose,
    /// `vector.create_mask %a, %b`: an `index` per dimension of a vector of `i1`s.
    CreateMask,
    /// `vector.extract_strided_slice %v {offsets = [..], sizes = [..], strides = [..]}`: a
    /// part of a fixed-size vector (see [`sliced`]).
    ExtractStridedSlice,
    /// `vector.insert_strided_slice %v, %d {offsets = [..], strides = [..]}`: a fixed-size
    /// vector put into another, which is the result (see [`slice_fits`]).
    InsertStridedSlice,
    /// `vector.multi_reduction <kind>, %v, %acc [dims]`: a vector and an accumulator of the
    /// result's type, the vector without the dimensions named (see [`reduced`]).
    MultiReduction,
    /// `vector.bitcast %v : A to B`: vectors of integers or floats, fixed-size, of one rank
    /// and the same leading dimensions, whose minor 1-D vectors have as many bits.
    VectorBitcast,
    /// `vector.interleave %a, %b`: two vectors of one type; a result whose trailing dimension
    /// is twice theirs (a 0-D operand gives two elements), scalable as theirs.
    Interleave,
    /// `vector.deinterleave %v`: a vector whose trailing dimension is even; two results of its
    /// type with that dimension halved, not 0-D (the text states the first).
    Deinterleave,
    /// `memref.distinct_objects %a, %b : A, B`: ranked memrefs, one result of each one's type.
    DistinctObjects,
    /// `memref.reshape %m(%shape)`: an identity or unranked memref to a memref of its element
    /// type and memory space, unranked or of identity layout and of the static length of the
    /// 1-D shape memref (of `index` or signless integers) as its rank.
    Reshape,
}

/// The ops this reader reads, with what it checks of them.
fn sig(name: &str) -> Option<Sig> {
    use Class::*;
    let s = match name {
        "arith.addf" | "arith.subf" | "arith.mulf" | "arith.divf" | "arith.remf"
        | "arith.maximumf" | "arith.minimumf" | "arith.maxnumf" | "arith.minnumf" | "math.powf"
        | "math.copysign" | "math.atan2" => Sig::Same(2, Float),
        "arith.negf" | "math.sqrt" | "math.absf" | "math.ceil" | "math.floor" | "math.exp"
        | "math.exp2" | "math.log" | "math.log2" | "math.log10" | "math.sin" | "math.cos"
        | "math.tan" | "math.tanh" | "math.atan" | "math.round" | "math.roundeven"
        | "math.trunc" | "math.rsqrt" | "math.erf" | "math.erfc" | "math.expm1" | "math.log1p"
        | "math.cbrt" | "math.asin" | "math.acos" | "math.sinh" | "math.cosh" | "math.asinh"
        | "math.acosh" | "math.atanh" => Sig::Same(1, Float),
        "math.fma" => Sig::Same(3, Float),
        "math.isnan" | "math.isinf" | "math.isfinite" | "math.isnormal" => Sig::Classify,
        "arith.addi" | "arith.subi" | "arith.muli" | "arith.divsi" | "arith.divui"
        | "arith.remsi" | "arith.remui" | "arith.ceildivsi" | "arith.ceildivui"
        | "arith.floordivsi" | "arith.andi" | "arith.ori" | "arith.xori" | "arith.shli"
        | "arith.shrsi" | "arith.shrui" | "arith.maxsi" | "arith.maxui" | "arith.minsi"
        | "arith.minui" => Sig::Same(2, IntOrIndex),
        "math.absi" | "math.ctlz" | "math.cttz" | "math.ctpop" => Sig::Same(1, Int),
        "math.ipowi" => Sig::Same(2, Int),
        "index.add" | "index.sub" | "index.mul" | "index.divs" | "index.divu" | "index.rems"
        | "index.remu" | "index.ceildivs" | "index.ceildivu" | "index.floordivs" | "index.maxs"
        | "index.maxu" | "index.mins" | "index.minu" | "index.and" | "index.or" | "index.xor"
        | "index.shl" | "index.shrs" | "index.shru" => Sig::Same(2, Index),
        "arith.cmpf" => Sig::Compare(Float),
        "arith.cmpi" => Sig::Compare(IntOrIndex),
        "arith.extsi" | "arith.extui" => Sig::Cast(Int, Int, Width::Wider),
        "arith.trunci" => Sig::Cast(Int, Int, Width::Narrower),
        "arith.extf" => Sig::Cast(Float, Float, Width::Wider),
        "arith.truncf" => Sig::Cast(Float, Float, Width::Narrower),
        "arith.sitofp" | "arith.uitofp" => Sig::Cast(Int, Float, Width::Any),
        "arith.fptosi" | "arith.fptoui" => Sig::Cast(Float, Int, Width::Any),
        "arith.index_cast" | "arith.index_castui" => Sig::IndexCast,
        "arith.bitcast" => Sig::Bitcast,
        "arith.constant" => Sig::Constant,
        "ub.poison" => Sig::Poison,
        "memref.load" => Sig::Load,
        "memref.store" => Sig::Store,
        "memref.dim" => Sig::Dim,
        "memref.alloc" | "memref.alloca" => Sig::Alloc,
        "memref.dealloc" => Sig::Dealloc,
        "memref.cast" => Sig::MemRefCast,
        "memref.memory_space_cast" => Sig::MemorySpaceCast,
        "memref.realloc" => Sig::Realloc,
        "memref.atomic_yield" => Sig::AtomicYield,
        "cf.br" => Sig::Branch,
        "cf.cond_br" => Sig::CondBranch,
        "cf.assert" => Sig::Assert,
        "func.call" => Sig::Call,
        "func.return" => Sig::Return,
        "scf.yield" => Sig::Yield,
        "scf.condition" => Sig::Condition,
        "memref.alloca_scope.return" => Sig::ScopeReturn,
        "scf.reduce.return" => Sig::ReduceReturn,
        "index.cmp" => Sig::Compare(Index),
        "index.casts" | "index.castu" => Sig::IndexDialectCast,
        "memref.rank" | "memref.extract_aligned_pointer_as_index" => Sig::MemRefToIndex,
        "complex.create" => Sig::ComplexCreate,
        "complex.constant" => Sig::ComplexConstant,
        "complex.add" | "complex.sub" | "complex.mul" | "complex.div" | "complex.pow"
        | "complex.atan2" => Sig::Same(2, Complex),
        "complex.neg" | "complex.conj" | "complex.exp" | "complex.expm1" | "complex.log"
        | "complex.log1p" | "complex.sqrt" | "complex.rsqrt" | "complex.sin" | "complex.cos"
        | "complex.tan" | "complex.tanh" | "complex.sign" => Sig::Same(1, Complex),
        "complex.eq" | "complex.neq" => Sig::Compare(Complex),
        "complex.re" | "complex.im" | "complex.abs" | "complex.angle" => Sig::ComplexPart,
        "vector.broadcast" => Sig::Broadcast,
        "vector.load" => Sig::VectorLoad,
        "vector.store" => Sig::VectorStore,
        "vector.maskedload" | "vector.expandload" => Sig::MaskedLoad,
        "vector.maskedstore" | "vector.compressstore" => Sig::MaskedStore,
        "vector.gather" => Sig::Gather,
        "vector.scatter" => Sig::Scatter,
        "memref.atomic_rmw" => Sig::AtomicRmw,
        "vector.shuffle" => Sig::Shuffle,
        "vector.transpose" => Sig::Transpose,
        "vector.create_mask" => Sig::CreateMask,
        "vector.extract_strided_slice" => Sig::ExtractStridedSlice,
        "vector.insert_strided_slice" => Sig::InsertStridedSlice,
        "vector.multi_reduction" => Sig::MultiReduction,
        "memref.reinterpret_cast" => Sig::ReinterpretCast,
        "memref.extract_strided_metadata" => Sig::StridedMetadata,
        "memref.subview" => Sig::Subview,
        "memref.collapse_shape" => Sig::CollapseShape,
        "memref.expand_shape" => Sig::ExpandShape,
        "memref.assume_alignment" => Sig::AssumeAlignment,
        "memref.view" => Sig::View,
        "memref.reshape" => Sig::Reshape,
        "memref.get_global" => Sig::GetGlobal,
        "memref.copy" => Sig::Copy,
        "math.fpowi" => Sig::FPowI,
        "index.constant" => Sig::IndexConstant,
        "index.sizeof" => Sig::SizeOf,
        "index.bool.constant" => Sig::BoolConstant,
        "arith.mulsi_extended" | "arith.mului_extended" => Sig::MulExtended,
        "arith.addui_extended" => Sig::AddExtended,
        "math.sincos" => Sig::SinCos,
        "vector.reduction" => Sig::Reduction,
        "vector.from_elements" => Sig::FromElements,
        "vector.to_elements" => Sig::ToElements,
        "vector.shape_cast" => Sig::ShapeCast,
        "vector.fma" => Sig::VectorFma,
        "vector.interleave" => Sig::Interleave,
        "vector.bitcast" => Sig::VectorBitcast,
        "memref.distinct_objects" => Sig::DistinctObjects,
        "vector.deinterleave" => Sig::Deinterleave,
        _ => return None,
    };
    Some(s)
}

fn is_terminator(sig: Sig) -> bool {
    matches!(
        sig,
        Sig::Branch
            | Sig::CondBranch
            | Sig::Return
            | Sig::Yield
            | Sig::Condition
            | Sig::ScopeReturn
            | Sig::ReduceReturn
            | Sig::AtomicYield
    )
}

/// The owner of the region of `scf.execute_region` or `memref.alloca_scope`, and the
/// terminator that ends it.
fn scope_of(name: &str) -> Option<(Owner, &'static str)> {
    match name {
        "scf.execute_region" => Some((Owner::Execute, "scf.yield")),
        "memref.alloca_scope" => Some((Owner::AllocaScope, "memref.alloca_scope.return")),
        _ => None,
    }
}

/// Whether the regions of `owner` may have several blocks, and so branches between them: a
/// function's body and `scf.execute_region`'s.
fn branches(owner: Owner) -> bool {
    matches!(owner, Owner::Func | Owner::Execute)
}

/// What owns a region being read (which terminators it takes, whether it has several blocks).
#[derive(Clone, Copy, Debug, PartialEq)]
enum Owner {
    Func,
    For,
    If,
    /// The "before" region of `scf.while`, which ends with `scf.condition`.
    While,
    /// Its "after" region.
    Do,
    /// The body of `scf.parallel`, which ends with `scf.reduce`.
    Parallel,
    /// A reduction region of `scf.reduce`, which ends with `scf.reduce.return`.
    Reduce,
    /// The body of `scf.execute_region` (one block here), which ends with `scf.yield`.
    Execute,
    /// The body of `memref.alloca_scope`, which ends with `memref.alloca_scope.return`.
    AllocaScope,
    /// The body of `memref.generic_atomic_rmw`, which ends with `memref.atomic_yield`.
    AtomicRmw,
}

/// A named value: its first value, the op of a multi-result definition, and where it is.
#[derive(Clone, Copy)]
struct Def {
    value: Value,
    /// For `%x:N`: the op and the index of `%x#0` among its results.
    group: Option<(OpId, u32, u32)>,
    /// The depth of the region defining it, and its block there.
    depth: usize,
    block: BlockId,
}

/// A region being read.
struct Scope<'t> {
    region: RegionId,
    owner: Owner,
    /// Value names defined in it, undefined when it ends.
    names: Vec<&'t str>,
    blocks: FxHashMap<&'t str, (BlockId, bool)>,
    /// The block being read, and whether a terminator ended it.
    block: BlockId,
    terminated: bool,
    /// Uses in one block of values defined in another: (definition's block, use's block).
    cross: Vec<(BlockId, BlockId)>,
    /// Branches: (op, successor block, its operands).
    edges: Vec<(BlockId, Vec<Value>)>,
}

/// What a function's header says (in the custom form or the generic one).
struct FuncHead<'t> {
    loc: Location,
    name: &'t str,
    private: bool,
    c_interface: bool,
    inputs: Vec<Type>,
    results: Vec<Type>,
}

/// Whether `region` has no blocks.
fn regions_empty(m: &Module, region: RegionId) -> bool {
    m.region(region).blocks.is_empty()
}

/// How many results the text names for an op, if it names them.
#[derive(Clone, Copy)]
struct Results(Option<u32>);

impl Results {
    /// Whether an op with `n` results fits the names.
    fn allow(self, n: usize) -> bool {
        self.0.is_none_or(|named| named as usize == n)
    }
}

/// An op's parts as its format reads them.
#[derive(Default)]
struct Parts {
    operands: Vec<Vec<Value>>,
    /// The operand types the text states, by group.
    operand_types: Vec<Option<Vec<Type>>>,
    result_types: Option<Vec<Type>>,
    successors: Vec<BlockId>,
    attrs: Vec<(Str, Attribute)>,
}

struct Reader<'t> {
    lx: Lexer<'t>,
    m: Module,
    /// Vector and memref types by their spelling.
    types: FxHashMap<&'t str, Type>,
    /// Functions by symbol name, with their function type.
    functions: FxHashMap<&'t str, Type>,
    /// Calls to check once every function is known: (call, callee).
    calls: Vec<(OpId, String)>,
    /// `memref.global`s by symbol name, with their memref type.
    globals: FxHashMap<&'t str, Type>,
    /// `memref.get_global`s to check once every global is known: (op, global).
    global_uses: Vec<(OpId, String)>,
    // Per function.
    values: FxHashMap<&'t str, Def>,
    scopes: Vec<Scope<'t>>,
    /// The result types of the function being read.
    results: Vec<Type>,
    /// Whether the module is in the generic form (`"builtin.module"() ({...}) : () -> ()`).
    generic_module: bool,
}

impl<'t> Deref for Reader<'t> {
    type Target = Lexer<'t>;
    fn deref(&self) -> &Lexer<'t> {
        &self.lx
    }
}

impl<'t> DerefMut for Reader<'t> {
    fn deref_mut(&mut self) -> &mut Lexer<'t> {
        &mut self.lx
    }
}

impl<'t> Literals<'t> for Reader<'t> {
    fn ty(&mut self) -> Option<Type> {
        Reader::ty(self)
    }
    fn ty_uncached(&mut self) -> Option<Type> {
        self.scalar_ty()
    }
}

/// The `i1` type of `like`'s shape.
fn bool_like(like: &Type) -> Type {
    match like {
        Type::Vector { .. } => like.with_element(Type::i1()),
        _ => Type::i1(),
    }
}

fn class_ok(class: Class, t: &Type) -> bool {
    match (class, t.scalar()) {
        (Class::Float, Type::Float(_)) => true,
        (Class::Int | Class::IntOrIndex, Type::Int { signedness, .. }) => {
            *signedness == crate::ir::Signedness::Signless
        }
        (Class::IntOrIndex, Type::Index) => true,
        (Class::Index, Type::Index) => !matches!(t, Type::Vector { .. }),
        (Class::Complex, Type::Complex(e)) => matches!(**e, Type::Float(_)),
        _ => false,
    }
}

/// Whether two types have the same shape (both scalars, or vectors of one shape).
fn same_shape(a: &Type, b: &Type) -> bool {
    match (a, b) {
        (
            Type::Vector { shape: s, scalable: x, .. },
            Type::Vector { shape: t, scalable: y, .. },
        ) => s == t && x == y,
        (Type::Vector { .. }, _) | (_, Type::Vector { .. }) => false,
        _ => true,
    }
}

fn scalar_width(t: &Type) -> Option<u32> {
    match t.scalar() {
        Type::Int { width, .. } => Some(*width),
        Type::Float(k) => Some(k.width()),
        _ => None,
    }
}

/// Whether an op's operand and result types satisfy its verifier's type constraints.
fn types_ok(sig: Sig, operands: &[Type], results: &[Type]) -> bool {
    match sig {
        Sig::Same(n, class) => {
            operands.len() == n
                && results.len() == 1
                && class_ok(class, &results[0])
                && operands.iter().all(|t| *t == results[0])
        }
        Sig::Compare(class) => {
            operands.len() == 2
                && operands[0] == operands[1]
                && class_ok(class, &operands[0])
                && results == [bool_like(&operands[0])]
        }
        Sig::Classify => {
            let [a] = operands else { return false };
            class_ok(Class::Float, a) && results == [bool_like(a)]
        }
        Sig::Cast(from, to, width) => {
            let [a] = operands else { return false };
            let [b] = results else { return false };
            if !class_ok(from, a) || !class_ok(to, b) || !same_shape(a, b) {
                return false;
            }
            let (Some(x), Some(y)) = (scalar_width(a), scalar_width(b)) else { return false };
            match width {
                Width::Wider => y > x,
                Width::Narrower => y < x,
                Width::Any => true,
            }
        }
        Sig::IndexCast => {
            let [a] = operands else { return false };
            let [b] = results else { return false };
            let index = |t: &Type| matches!(t.scalar(), Type::Index);
            same_shape(a, b)
                && (index(a) && class_ok(Class::Int, b) || class_ok(Class::Int, a) && index(b))
        }
        Sig::Bitcast => {
            let ([a], [b]) = (operands, results) else { return false };
            let scalar = |t: &Type| class_ok(Class::Int, t) || class_ok(Class::Float, t);
            scalar(a) && scalar(b) && same_shape(a, b) && scalar_width(a) == scalar_width(b)
        }
        Sig::IndexDialectCast => {
            let ([a], [b]) = (operands, results) else { return false };
            let int = |t: &Type| !matches!(t, Type::Vector { .. }) && class_ok(Class::Int, t);
            *a == Type::Index && int(b) || int(a) && *b == Type::Index
        }
        Sig::MemRefToIndex => {
            matches!(operands, [Type::MemRef { .. } | Type::UnrankedMemRef { .. }])
                && results == [Type::Index]
        }
        Sig::ComplexCreate => match results {
            [Type::Complex(e)] => {
                matches!(**e, Type::Float(_))
                    && operands.len() == 2
                    && operands.iter().all(|t| t == &**e)
            }
            _ => false,
        },
        Sig::ComplexConstant => {
            operands.is_empty() && matches!(results, [Type::Complex(e)] if e.is_float())
        }
        Sig::GetGlobal => operands.is_empty() && matches!(results, [Type::MemRef { .. }]),
        Sig::IndexConstant | Sig::SizeOf => operands.is_empty() && results == [Type::Index],
        Sig::BoolConstant => operands.is_empty() && results == [Type::i1()],
        Sig::MulExtended | Sig::AddExtended => {
            let ([a, b], [r, o]) = (operands, results) else { return false };
            let overflow = match sig {
                Sig::MulExtended => o == a,
                _ => *o == bool_like(a),
            };
            class_ok(Class::IntOrIndex, a) && b == a && r == a && overflow
        }
        Sig::SinCos => {
            let ([a], [s, c]) = (operands, results) else { return false };
            class_ok(Class::Float, a) && s == a && c == a
        }
        Sig::FromElements | Sig::ToElements => {
            let (vector, elements) = match sig {
                Sig::FromElements => (results, operands),
                _ => (operands, results),
            };
            let [Type::Vector { shape, scalable, elem }] = vector else { return false };
            let count = shape.iter().map(|&d| d as usize).product::<usize>();
            !scalable.contains(&true)
                && elements.len() == count
                && elements.iter().all(|t| t == &**elem)
        }
        Sig::ShapeCast => {
            let fixed = |t: &Type| match t {
                Type::Vector { shape, scalable, elem } if !scalable.contains(&true) => {
                    Some((shape.iter().map(|&d| d as usize).product::<usize>(), elem.clone()))
                }
                _ => None,
            };
            let ([a], [b]) = (operands, results) else { return false };
            fixed(a).is_some() && fixed(a) == fixed(b)
        }
        Sig::Reduction => {
            let ([Type::Vector { shape, elem, .. }, acc @ ..], [r]) = (operands, results) else {
                return false;
            };
            shape.len() <= 1 && **elem == *r && acc.len() <= 1 && acc.iter().all(|a| a == r)
        }
        Sig::FPowI => {
            let ([a, b], [r]) = (operands, results) else { return false };
            class_ok(Class::Float, a) && class_ok(Class::Int, b) && same_shape(a, b) && r == a
        }
        Sig::DistinctObjects => {
            !operands.is_empty()
                && operands == results
                && operands.iter().all(|t| matches!(t, Type::MemRef { .. }))
        }
        Sig::VectorBitcast => {
            /// The leading dimensions of a fixed-size vector of integers or floats, and the
            /// bits of its minor 1-D vector.
            fn minor_bits(t: &Type) -> Option<(&[u64], u64)> {
                let Type::Vector { shape, scalable, elem } = t else { return None };
                let width = match &**elem {
                    Type::Int { width, .. } => *width,
                    Type::Float(k) => k.width(),
                    _ => return None,
                };
                let (leading, minor) = match shape.split_last() {
                    Some((minor, leading)) => (leading, *minor),
                    None => (&shape[..], 1),
                };
                let bits = minor.checked_mul(u64::from(width))?;
                (!scalable.contains(&true)).then_some((leading, bits))
            }
            let ([a], [b]) = (operands, results) else { return false };
            let (Some((p, x)), Some((q, y))) = (minor_bits(a), minor_bits(b)) else {
                return false;
            };
            // Of one rank: the same leading dimensions, and both 0-D or neither.
            let zero_d = |t: &Type| matches!(t, Type::Vector { shape, .. } if shape.is_empty());
            zero_d(a) == zero_d(b) && p == q && x == y
        }
        Sig::Interleave => {
            let ([a, b], [r]) = (operands, results) else { return false };
            a == b && interleaved(a).is_some_and(|t| t == *r)
        }
        Sig::Deinterleave => {
            let ([v], [a, b]) = (operands, results) else { return false };
            let ranked = matches!(a, Type::Vector { shape, .. } if !shape.is_empty());
            ranked && a == b && interleaved(a).is_some_and(|t| t == *v)
        }
        Sig::VectorFma => {
            let ([a, b, c], [r]) = (operands, results) else { return false };
            let float_vector = matches!(a, Type::Vector { elem, .. } if elem.is_float());
            float_vector && a == b && a == c && a == r
        }
        Sig::Copy => {
            let ([a, b], []) = (operands, results) else { return false };
            match (a, b) {
                (
                    Type::MemRef { shape: s, elem: x, .. },
                    Type::MemRef { shape: t, elem: y, .. },
                ) => x == y && compatible_shapes(s, t),
                (
                    Type::MemRef { elem: x, .. } | Type::UnrankedMemRef { elem: x, .. },
                    Type::MemRef { elem: y, .. } | Type::UnrankedMemRef { elem: y, .. },
                ) => x == y,
                _ => false,
            }
        }
        Sig::ComplexPart => match (operands, results) {
            ([Type::Complex(e)], [r]) => matches!(**e, Type::Float(_)) && **e == *r,
            _ => false,
        },
        Sig::Broadcast => match (operands, results) {
            (
                [Type::Vector { shape: s, scalable: x, elem: a }],
                [Type::Vector { shape: t, scalable: y, elem: b }],
            ) => {
                // Each trailing dimension of the source is 1 or the result's.
                let stretches = s.iter().rev().zip(t.iter().rev()).all(|(&p, &q)| p == 1 || p == q);
                !x.contains(&true)
                    && !y.contains(&true)
                    && a == b
                    && s.len() <= t.len()
                    && stretches
            }
            ([a], [Type::Vector { elem, .. }]) => {
                matches!(a, Type::Int { .. } | Type::Index | Type::Float(_)) && *a == **elem
            }
            _ => false,
        },
        Sig::VectorLoad => match (operands, results) {
            ([memref, indices @ ..], [vector]) => vector_access_ok(memref, indices, vector),
            _ => false,
        },
        Sig::VectorStore => match (operands, results) {
            ([vector, memref, indices @ ..], []) => vector_access_ok(memref, indices, vector),
            _ => false,
        },
        Sig::MaskedLoad => match (operands, results) {
            ([memref, indices @ .., mask, pass], [vector]) => {
                pass == vector && masked_access_ok(memref, indices, mask, vector)
            }
            _ => false,
        },
        Sig::MaskedStore => match (operands, results) {
            ([memref, indices @ .., mask, vector], []) => {
                masked_access_ok(memref, indices, mask, vector)
            }
            _ => false,
        },
        Sig::Gather => match (operands, results) {
            ([memref, offsets @ .., indices, mask, pass], [vector]) => {
                pass == vector && gather_ok(memref, offsets, indices, mask, vector)
            }
            _ => false,
        },
        Sig::Scatter => match (operands, results) {
            ([memref, offsets @ .., indices, mask, vector], []) => {
                gather_ok(memref, offsets, indices, mask, vector)
            }
            _ => false,
        },
        Sig::StridedMetadata => match operands {
            [Type::MemRef {
                shape,
                elem,
                layout: Layout::Identity | Layout::Strided { .. },
                memory_space,
            }] => {
                let base = Type::MemRef {
                    shape: Vec::new(),
                    elem: elem.clone(),
                    layout: Layout::Identity,
                    memory_space: memory_space.clone(),
                };
                results.len() == 2 + 2 * shape.len()
                    && results[0] == base
                    && results[1..].iter().all(|t| *t == Type::Index)
            }
            _ => false,
        },
        Sig::AtomicRmw => match (operands, results) {
            ([v, Type::MemRef { shape, elem, .. }, indices @ ..], [r]) => {
                (class_ok(Class::Int, v) || class_ok(Class::Float, v))
                    && !matches!(v, Type::Vector { .. })
                    && **elem == *v
                    && r == v
                    && indices.len() == shape.len()
                    && indices.iter().all(|t| *t == Type::Index)
            }
            _ => false,
        },
        Sig::AssumeAlignment => match (operands, results) {
            ([a @ Type::MemRef { .. }], [r]) => a == r,
            _ => false,
        },
        Sig::View => {
            let ([source, shift, sizes @ ..], [r]) = (operands, results) else { return false };
            let Type::MemRef { shape: dims, elem, layout: Layout::Identity, memory_space: m } =
                source
            else {
                return false;
            };
            let Type::MemRef { shape, layout: Layout::Identity, memory_space: n, .. } = r else {
                return false;
            };
            let bytes = matches!(**elem, Type::Int { width: 8, signedness: Signedness::Signless });
            dims.len() == 1 && bytes && m == n && *shift == Type::Index && sized(shape, sizes)
        }
        Sig::Reshape => {
            let ([source, lengths], [r]) = (operands, results) else { return false };
            let (
                Type::MemRef { elem: x, layout: Layout::Identity, memory_space: m, .. }
                | Type::UnrankedMemRef { elem: x, memory_space: m },
                Type::MemRef { shape: count, elem: index, layout: Layout::Identity, .. },
            ) = (source, lengths)
            else {
                return false;
            };
            // A ranked result's rank is the shape's static length; an unranked one takes any.
            let (y, n, rank_ok) = match r {
                Type::MemRef { shape, elem, layout: Layout::Identity, memory_space } => {
                    (elem, memory_space, count[..] == [shape.len() as i64])
                }
                Type::UnrankedMemRef { elem, memory_space } => (elem, memory_space, true),
                _ => return false,
            };
            let indices =
                matches!(**index, Type::Index | Type::Int { signedness: Signedness::Signless, .. });
            x == y && m == n && indices && count.len() == 1 && rank_ok
        }
        Sig::CreateMask => {
            let [Type::Vector { shape, elem, .. }] = results else { return false };
            **elem == Type::i1()
                && !shape.is_empty()
                && operands.len() == shape.len()
                && operands.iter().all(|t| *t == Type::Index)
        }
        Sig::Realloc => {
            let ([source, size @ ..], [r]) = (operands, results) else { return false };
            let (
                Type::MemRef { shape: s, elem: x, layout: Layout::Identity, memory_space: m },
                Type::MemRef { shape: t, elem: y, layout: Layout::Identity, memory_space: n },
            ) = (source, r)
            else {
                return false;
            };
            let sized = match size {
                [] => t[..] != [DYNAMIC],
                [size] => *size == Type::Index && t[..] == [DYNAMIC],
                _ => false,
            };
            s.len() == 1 && t.len() == 1 && x == y && m == n && sized
        }
        Sig::MemorySpaceCast => match (operands, results) {
            (
                [Type::MemRef { shape: s, elem: x, layout: p, .. }],
                [Type::MemRef { shape: t, elem: y, layout: q, .. }],
            ) => s == t && x == y && p == q,
            ([Type::UnrankedMemRef { elem: x, .. }], [Type::UnrankedMemRef { elem: y, .. }]) => {
                x == y
            }
            _ => false,
        },
        Sig::MemRefCast => {
            let ([a], [b]) = (operands, results) else { return false };
            match (a, b) {
                (
                    Type::MemRef { shape: s, elem: x, memory_space: m, .. },
                    Type::MemRef { shape: t, elem: y, memory_space: n, .. },
                ) => x == y && m == n && compatible_shapes(s, t) && compatible_layouts(a, b),
                (
                    Type::MemRef { elem: x, memory_space: m, .. },
                    Type::UnrankedMemRef { elem: y, memory_space: n },
                )
                | (
                    Type::UnrankedMemRef { elem: x, memory_space: m },
                    Type::MemRef { elem: y, memory_space: n, .. },
                ) => x == y && m == n,
                _ => false,
            }
        }
        _ => true,
    }
}

/// The type of an integer attribute read without its type, from the table's type of its value
/// (see [`VarKind::Attr`]): `index`, or a signless integer of 2 to 64 bits (an `i1` is read as
/// `true` or `false`).
fn bare_int_type(value: &str) -> Option<Type> {
    if value == "index" {
        return Some(Type::Index);
    }
    let width: u32 = value.strip_prefix('i')?.parse().ok()?;
    (2..=64).contains(&width).then(|| Type::int(width))
}

/// Whether `n` is in the signed range of integer type `ty` (any `i64` for `index`): the values
/// read as MLIR reads them; others are MLIR's to read.
fn int_fits(n: i64, ty: &Type) -> bool {
    match ty {
        Type::Int { width, .. } => {
            let (min, max) = signed_range(*width);
            (min..=max).contains(&n)
        }
        _ => true,
    }
}

/// Whether two ranked shapes are compatible, as MLIR's `verifyCompatibleShape` says: of one
/// rank, each size equal or one of them dynamic.
fn compatible_shapes(s: &[i64], t: &[i64]) -> bool {
    s.len() == t.len() && s.iter().zip(t).all(|(&p, &q)| p == q || p == DYNAMIC || q == DYNAMIC)
}

/// Whether the layouts of two ranked memrefs allow a `memref.cast` between them, as its
/// verifier says: the same layout, or strided ones (the identity's strides are its shape's)
/// whose offsets and strides are each equal or dynamic in one of the two.
fn compatible_layouts(a: &Type, b: &Type) -> bool {
    let (Type::MemRef { layout: p, .. }, Type::MemRef { layout: q, .. }) = (a, b) else {
        return false;
    };
    if p == q {
        return true;
    }
    let (Some((s, o)), Some((t, u))) = (a.strides_and_offset(), b.strides_and_offset()) else {
        return false;
    };
    let fits = |p: i64, q: i64| p == q || p == DYNAMIC || q == DYNAMIC;
    s.len() == t.len() && fits(o, u) && s.iter().zip(&t).all(|(&p, &q)| fits(p, q))
}

/// Whether `vector.load` or `vector.store` may access `vector` in `memref` at `indices`, as
/// their verifier says: an `index` per dimension, no more dimensions in the vector than in the
/// memref, and the memref's element type the vector's, or the vector type itself. The memref's
/// layout must be the identity or strided with a last stride of 1 (the verifier asks for a unit
/// stride unless the vector has one element); scalable vectors are MLIR's to read.
fn vector_access_ok(memref: &Type, indices: &[Type], vector: &Type) -> bool {
    let Type::MemRef { shape, elem, layout, .. } = memref else { return false };
    let Type::Vector { shape: lanes, scalable, elem: lane } = vector else { return false };
    let unit_stride = match layout {
        Layout::Identity => true,
        Layout::Strided { strides, .. } => strides.last() == Some(&1),
        _ => false,
    };
    let of_elements = match &**elem {
        Type::Vector { .. } => **elem == *vector,
        e => *e == **lane,
    };
    !scalable.contains(&true)
        && unit_stride
        && of_elements
        && lanes.len() <= shape.len()
        && indices.len() == shape.len()
        && indices.iter().all(|t| *t == Type::Index)
}

/// Whether `vector.maskedload` or `vector.maskedstore` may access `vector` in `memref` at
/// `indices` under `mask`, as their verifiers and operand constraints say: an `index` per
/// dimension of the memref (of any rank, identity or strided layout), the memref's element
/// type the vector's, and a mask of `i1` of the vector's shape; scalable vectors are MLIR's to
/// read.
fn masked_access_ok(memref: &Type, indices: &[Type], mask: &Type, vector: &Type) -> bool {
    let Type::MemRef { shape, elem, layout, .. } = memref else { return false };
    let Type::Vector { shape: lanes, scalable, elem: lane } = vector else { return false };
    let Type::Vector { shape: flags, scalable: flagged, elem: flag } = mask else { return false };
    matches!(layout, Layout::Identity | Layout::Strided { .. })
        && !scalable.contains(&true)
        && !flagged.contains(&true)
        && **flag == Type::i1()
        && flags == lanes
        && !lanes.is_empty()
        && **elem == **lane
        && indices.len() == shape.len()
        && indices.iter().all(|t| *t == Type::Index)
}

/// Whether `vector.gather` or `vector.scatter` may access `vector` in `memref` at `offsets`
/// (an `index` per dimension) plus the lanes of `indices` under `mask`, as their verifiers and
/// operand constraints say: as [`masked_access_ok`], and `indices` a vector of signless
/// integers or `index` of the vector's shape.
fn gather_ok(memref: &Type, offsets: &[Type], indices: &Type, mask: &Type, vector: &Type) -> bool {
    let Type::Vector { shape, scalable, elem } = indices else { return false };
    let Type::Vector { shape: lanes, .. } = vector else { return false };
    masked_access_ok(memref, offsets, mask, vector)
        && shape == lanes
        && !scalable.contains(&true)
        && matches!(**elem, Type::Index | Type::Int { signedness: Signedness::Signless, .. })
}

/// The fixed-size vector `v` with its dimensions in the order `perm` gives (dimension `i` of
/// the result is dimension `perm[i]` of `v`), if `perm` is a permutation of its dimensions
/// (`vector.transpose`'s checks). Scalable vectors are MLIR's to read.
fn transposed(v: &Type, perm: &[i64]) -> Option<Type> {
    let Type::Vector { shape, scalable, elem } = v else { return None };
    if shape.is_empty() || scalable.contains(&true) {
        return None;
    }
    Some(Type::Vector {
        shape: permute(shape, perm)?,
        scalable: scalable.clone(),
        elem: elem.clone(),
    })
}

/// `items` in the order `perm` gives (item `perm[i]` at `i`), if `perm` is a permutation of
/// their positions.
fn permute<T: Copy>(items: &[T], perm: &[i64]) -> Option<Vec<T>> {
    if perm.len() != items.len() {
        return None;
    }
    let mut seen = vec![false; items.len()];
    let mut out = Vec::with_capacity(items.len());
    for &p in perm {
        let p = usize::try_from(p).ok().filter(|&p| p < items.len())?;
        if std::mem::replace(&mut seen[p], true) {
            return None;
        }
        out.push(items[p]);
    }
    Some(out)
}

/// The vector `v` without the dimensions whose positions `dims` names, or its element type
/// when none is left (`vector.multi_reduction`'s result: positions named twice or beyond the
/// rank change nothing, as in MLIR 22's verifier).
fn reduced(v: &Type, dims: &[i64]) -> Option<Type> {
    let Type::Vector { shape, scalable, elem } = v else { return None };
    let kept: Vec<usize> = (0..shape.len()).filter(|&i| !dims.contains(&(i as i64))).collect();
    if kept.is_empty() {
        return Some((**elem).clone());
    }
    Some(Type::Vector {
        shape: kept.iter().map(|&i| shape[i]).collect(),
        scalable: kept.iter().map(|&i| scalable[i]).collect(),
        elem: elem.clone(),
    })
}

/// The part of the fixed-size vector `v` that `vector.extract_strided_slice` takes: as many
/// offsets, sizes and strides as leading dimensions they slice, each offset in its dimension,
/// each size at least 1 and within the dimension from the offset, every stride 1 (MLIR 22's
/// checks); the result has the sizes, then the dimensions not sliced. Scalable vectors are
/// MLIR's to read.
fn sliced(v: &Type, offsets: &[i64], sizes: &[i64], strides: &[i64]) -> Option<Type> {
    let Type::Vector { shape, scalable, elem } = v else { return None };
    let n = offsets.len();
    if sizes.len() != n || strides.len() != n || n > shape.len() || scalable.contains(&true) {
        return None;
    }
    let mut dims = Vec::with_capacity(shape.len());
    for (i, &d) in shape.iter().enumerate().take(n) {
        let d = i64::try_from(d).ok()?;
        let (o, s) = (offsets[i], sizes[i]);
        if !(0..d).contains(&o) || !(1..=d).contains(&s) || o + s > d || strides[i] != 1 {
            return None;
        }
        dims.push(s as u64);
    }
    dims.extend(&shape[n..]);
    Some(Type::Vector { shape: dims, scalable: scalable.clone(), elem: elem.clone() })
}

/// Whether `vector.insert_strided_slice` may put the fixed-size vector `v` into `dest`, of one
/// element type and no lower rank, at `offsets` (one per dimension of `dest`, each in its
/// dimension) with `strides` (one per dimension of `v`, each 1): `v`, its shape taken as the
/// trailing dimensions of `dest` with leading ones of size 1, fits in `dest` from the offsets
/// (MLIR 22's checks). Scalable vectors are MLIR's to read.
fn slice_fits(v: &Type, dest: &Type, offsets: &[i64], strides: &[i64]) -> bool {
    let (
        Type::Vector { shape: s, scalable: x, elem: e },
        Type::Vector { shape: d, scalable: y, elem: f },
    ) = (v, dest)
    else {
        return false;
    };
    if e != f
        || x.contains(&true)
        || y.contains(&true)
        || s.len() > d.len()
        || offsets.len() != d.len()
        || strides.len() != s.len()
        || strides.iter().any(|&t| t != 1)
    {
        return false;
    }
    let lead = d.len() - s.len();
    d.iter().enumerate().all(|(i, &dim)| {
        let size = if i < lead { 1 } else { s[i - lead] };
        let (Ok(dim), Ok(size)) = (i64::try_from(dim), i64::try_from(size)) else { return false };
        (0..dim).contains(&offsets[i]) && offsets[i] + size <= dim
    })
}

/// Whether the combining kind whose case is `cases` (`add`, `maxnumf`, `minsi`...) suits
/// elements that are integers (`int`) or floats (`float`), as the verifier's
/// `isSupportedCombiningKind` says: `add` and `mul` both, the float kinds (`...f`) floats, the
/// rest integers.
fn kind_supported(cases: &[String], int: bool, float: bool) -> bool {
    match cases {
        [k] if matches!(k.as_str(), "add" | "mul") => int || float,
        [k] if k.ends_with('f') => float,
        [_] => int,
        _ => false,
    }
}

/// The type of `vector.interleave` of two vectors of type `t`: its trailing dimension doubled
/// (a 0-D vector gives a vector of two), scalable as it is. `None` for anything but a vector.
fn interleaved(t: &Type) -> Option<Type> {
    let Type::Vector { shape, scalable, elem } = t else { return None };
    let (mut shape, mut scalable) = (shape.clone(), scalable.clone());
    match shape.last_mut() {
        Some(d) => *d = d.checked_mul(2)?,
        None => {
            shape.push(2);
            scalable.push(false);
        }
    }
    Some(Type::Vector { shape, scalable, elem: elem.clone() })
}

/// The result type of `vector.shuffle` of `a` and `b` by `mask`, if its verifier accepts them:
/// fixed-size vectors of one element type and rank, alike beyond their first dimension, and
/// a mask that is not empty and picks lanes of either (or `-1`, poison). A 0-D vector counts as
/// one lane; the result has a first dimension of the mask's length.
fn shuffle_type(a: &Type, b: &Type, mask: &[i64]) -> Option<Type> {
    let (
        Type::Vector { shape: s, scalable: x, elem: e },
        Type::Vector { shape: t, scalable: y, elem: f },
    ) = (a, b)
    else {
        return None;
    };
    let lanes = |shape: &[u64]| shape.first().map_or(1, |&d| d as i64);
    let total = lanes(s) + lanes(t);
    let fits = !mask.is_empty() && mask.iter().all(|&m| m == -1 || (0..total).contains(&m));
    let alike = s.len() == t.len() && s.iter().skip(1).eq(t.iter().skip(1)) && e == f;
    if x.contains(&true) || y.contains(&true) || !fits || !alike {
        return None;
    }
    let mut shape = vec![mask.len() as u64];
    shape.extend(s.iter().skip(1));
    Some(Type::Vector { scalable: vec![false; shape.len()], shape, elem: e.clone() })
}

/// The strides and offset of a memref of shape `shape` and layout `layout`, as MLIR's strides
/// analysis gives them, for the identity and `strided<>` layouts: the identity's are row-major,
/// each stride the product of the sizes after it while they are known. Shapes with a size of 0
/// are left to MLIR.
fn strides_and_offset(shape: &[i64], layout: &Layout) -> Option<(Vec<i64>, i64)> {
    if shape.contains(&0) {
        return None;
    }
    match layout {
        Layout::Identity => {
            let mut strides = vec![1; shape.len()];
            for i in (0..shape.len().saturating_sub(1)).rev() {
                strides[i] = match (strides[i + 1], shape[i + 1]) {
                    (DYNAMIC, _) | (_, DYNAMIC) => DYNAMIC,
                    (s, d) => s.checked_mul(d)?,
                };
            }
            Some((strides, 0))
        }
        Layout::Strided { strides, offset } => Some((strides.clone(), *offset)),
        _ => None,
    }
}

/// A product as MLIR's `SaturatedInteger` computes it: 0 if either is 0, else unknown
/// ([`DYNAMIC`]) if either is.
fn saturated_mul(a: i64, b: i64) -> Option<i64> {
    match (a, b) {
        (0, _) | (_, 0) => Some(0),
        (DYNAMIC, _) | (_, DYNAMIC) => Some(DYNAMIC),
        (a, b) => a.checked_mul(b),
    }
}

/// Whether `memref.subview` of `source` with the static offsets, sizes and strides `lists` (see
/// [`static_lists_ok`]) and result type `result` passes its verifier: one element type, no
/// memory space, a value of each per dimension of the source, each offset inside its dimension
/// and each slice too where they are known, and the result of the sizes' shape with the strides
/// and offset MLIR infers (the source's strides times the subview's; its offset plus each offset
/// times its stride). A result of lower rank drops dimensions of static size 1 (see
/// [`dropped_dims`]), and with them their strides.
fn subview_ok(source: &Type, result: &Type, lists: [&[i64]; 3]) -> bool {
    let Type::MemRef { shape: dims, elem: e, layout, memory_space: None } = source else {
        return false;
    };
    let Type::MemRef { shape, elem, layout: to, memory_space: None } = result else {
        return false;
    };
    let [offsets, sizes, steps] = lists;
    let counted = lists.iter().all(|l| l.len() == dims.len());
    let (Some((strides, offset)), Some(stated)) =
        (strides_and_offset(dims, layout), strides_and_offset(shape, to))
    else {
        return false;
    };
    let Some(dropped) = dropped_dims(sizes, shape) else { return false };
    if !counted || e != elem {
        return false;
    }
    // Where the dimension and the offset are known: the offset inside it, and where the size
    // and stride are known too, the slice's last element.
    let in_bounds = (0..dims.len()).all(|i| {
        let (dim, off, size, step) = (dims[i], offsets[i], sizes[i], steps[i]);
        if dim == DYNAMIC || off == DYNAMIC {
            return true;
        }
        let last = || off.checked_add(size.checked_sub(1)?.checked_mul(step)?);
        off < dim
            && (size == DYNAMIC || step == DYNAMIC || size == 0 || last().is_some_and(|l| l < dim))
    });
    let inferred_strides: Option<Vec<i64>> = (strides.iter().zip(steps).zip(&dropped))
        .filter(|(_, &dropped)| !dropped)
        .map(|((&s, &t), _)| saturated_mul(s, t))
        .collect();
    let inferred_offset = offsets.iter().zip(&strides).try_fold(offset, |acc, (&o, &s)| {
        match (acc, saturated_mul(o, s)?) {
            (DYNAMIC, _) | (_, DYNAMIC) => Some(DYNAMIC),
            (a, b) => a.checked_add(b),
        }
    });
    in_bounds && inferred_strides == Some(stated.0) && inferred_offset == Some(stated.1)
}

/// Whether `sizes` are the types of the operands that give the dynamic dimensions of `shape`:
/// an `index` for each (`memref.alloc`'s, `memref.view`'s, `memref.expand_shape`'s).
fn sized(shape: &[i64], sizes: &[Type]) -> bool {
    sizes.len() == shape.iter().filter(|&&d| d == DYNAMIC).count()
        && sizes.iter().all(|t| *t == Type::Index)
}

/// Which of a subview's `sizes` its result type of shape `shape` drops, if the verifier accepts
/// that shape: each size kept in order, and each dropped one a static 1. When the ranks differ,
/// the dropped dimensions are where MLIR finds them both by the sizes (every static 1, as many
/// as the ranks differ) and by the shapes (matched first to last, a size dropped where it is not
/// the next dimension of `shape`); where the two could differ (a kept dimension of size 1),
/// MLIR decides by the strides, and reads the op itself.
fn dropped_dims(sizes: &[i64], shape: &[i64]) -> Option<Vec<bool>> {
    if sizes.len() == shape.len() {
        return (sizes == shape).then(|| vec![false; sizes.len()]);
    }
    let ones: Vec<bool> = sizes.iter().map(|&s| s == 1).collect();
    let dropped = ones.iter().filter(|&&one| one).count();
    if dropped + shape.len() != sizes.len() || shape.contains(&1) {
        return None;
    }
    let mut next = 0;
    for (&size, &one) in sizes.iter().zip(&ones) {
        match shape.get(next) {
            Some(&dim) if !one && dim == size => next += 1,
            _ if one => {}
            _ => return None,
        }
    }
    (next == shape.len()).then_some(ones)
}

/// The type `memref.collapse_shape` of `source` by the reassociation `groups` has, if its verifier
/// accepts them: a source of identity layout and no memory space, whose dimensions the groups
/// take in order, each a consecutive run (none empty, and at least one: collapsing to rank 0 is
/// MLIR's to read); each dimension of the result is the product of its group's, unknown if one
/// of them is.
fn collapsed(source: &Type, groups: &Attribute) -> Option<Type> {
    let Type::MemRef { shape, elem, layout: Layout::Identity, memory_space: None } = source else {
        return None;
    };
    Some(Type::MemRef {
        shape: collapse_groups(shape, groups)?.into_iter().map(|(dim, _)| dim).collect(),
        elem: elem.clone(),
        layout: Layout::Identity,
        memory_space: None,
    })
}

/// The 0-D memref `memref.collapse_shape` with no groups makes of `source`, whose sizes must
/// all be 1: of its element type, and strided with its offset if it is strided.
fn collapsed_to_0d(source: &Type) -> Option<Type> {
    let Type::MemRef { shape, elem, layout, memory_space: None } = source else { return None };
    let layout = match layout {
        Layout::Identity => Layout::Identity,
        Layout::Strided { offset, .. } => Layout::Strided { strides: Vec::new(), offset: *offset },
        Layout::Map { .. } | Layout::Other(_) => return None,
    };
    shape.iter().all(|&d| d == 1).then(|| Type::MemRef {
        shape: Vec::new(),
        elem: elem.clone(),
        layout,
        memory_space: None,
    })
}

/// The groups of the reassociation `groups` over the dimensions of `shape`: for each, the size
/// of the dimension it collapses into (unknown if one of its sizes is) and the dimensions it
/// takes. `None` unless the groups take every dimension in order, each a consecutive run (none
/// empty, and at least one group).
fn collapse_groups(shape: &[i64], groups: &Attribute) -> Option<Vec<(i64, Range<usize>)>> {
    let Attribute::Array(groups) = groups else { return None };
    let mut next = 0;
    let mut out = Vec::with_capacity(groups.len());
    for group in groups {
        let Attribute::Array(members) = group else { return None };
        let first = next;
        let mut dim = 1i64;
        for member in members {
            if member.as_int()? != next as i64 {
                return None;
            }
            dim = match (dim, *shape.get(next)?) {
                (DYNAMIC, _) | (_, DYNAMIC) => DYNAMIC,
                (a, b) => a.checked_mul(b)?,
            };
            next += 1;
        }
        if members.is_empty() {
            return None;
        }
        out.push((dim, first..next));
    }
    (next == shape.len() && !out.is_empty()).then_some(out)
}

/// The type `memref.collapse_shape` gives a memref of strided layout collapsed by `groups`, as
/// its verifier computes it (each group's stride the stride of its last dimension, the offset
/// kept), when every group is contiguous (each stride the next one times the next size).
/// `None` for what is MLIR's to read: dynamic sizes or strides, and sizes 0 and 1 (whose
/// strides MLIR's check skips or multiplies away).
fn collapsed_strided(source: &Type, groups: &Attribute) -> Option<Type> {
    let Type::MemRef {
        shape,
        elem,
        layout: Layout::Strided { strides, offset },
        memory_space: None,
    } = source
    else {
        return None;
    };
    let fixed = |n: &i64| *n != DYNAMIC && *n > 1;
    if !shape.iter().all(fixed) || !strides.iter().all(|&s| s != DYNAMIC) {
        return None;
    }
    let groups = collapse_groups(shape, groups)?;
    let mut dims = Vec::with_capacity(groups.len());
    let mut kept = Vec::with_capacity(groups.len());
    for (dim, members) in groups {
        let last = members.end - 1;
        for k in members.start..last {
            if strides[k] != strides[k + 1].checked_mul(shape[k + 1])? {
                return None;
            }
        }
        dims.push(dim);
        kept.push(strides[last]);
    }
    Some(Type::MemRef {
        shape: dims,
        elem: elem.clone(),
        layout: Layout::Strided { strides: kept, offset: *offset },
        memory_space: None,
    })
}

/// Whether an op's attribute `name` is a dense `i64` array that the custom form prints as
/// `[0, 5, 3]` and the generic one as `array<i64: 0, 5, 3>`: `vector.shuffle`'s mask,
/// `vector.transpose`'s permutation, `vector.multi_reduction`'s dimensions.
fn is_dense_i64_list(name: &str) -> bool {
    matches!(name, "mask" | "permutation" | "reduction_dims")
}

/// Whether an op's attribute `name` is an array of `i64` integers, `[4, 0]` in both forms:
/// the offsets, sizes and strides of `vector.extract_strided_slice` and
/// `vector.insert_strided_slice`.
fn is_i64_list(name: &str) -> bool {
    matches!(name, "offsets" | "sizes" | "strides")
}

/// The integers of an array attribute of integers (the lists of
/// `vector.extract_strided_slice` and `vector.insert_strided_slice`).
fn i64_list(parts: &Parts, key: &str) -> Option<Vec<i64>> {
    match parts.attrs.iter().find(|(k, _)| k == key)? {
        (_, Attribute::Array(items)) => items.iter().map(Attribute::as_int).collect(),
        _ => None,
    }
}

/// The values of the dense integer array attribute `key` of an op: `vector.shuffle`'s mask,
/// `vector.transpose`'s permutation, `vector.multi_reduction`'s dimensions, or a static list of
/// `memref.subview`, `memref.reinterpret_cast` or `memref.expand_shape` ([`DYNAMIC`] where an
/// operand gives the value).
fn int_array<'p>(parts: &'p Parts, key: &str) -> Option<&'p [i64]> {
    match parts.attrs.iter().find(|(k, _)| k == key)? {
        (_, Attribute::DenseArray { values: DenseValues::Int(values), .. }) => Some(values),
        _ => None,
    }
}

/// Whether the static offsets, sizes and strides of a `memref.subview` or
/// `memref.reinterpret_cast` ([`DYNAMIC`] where an operand gives the value) are as many dynamic
/// ones as the op has operands for each list (`dynamic`), and none negative (MLIR accepts
/// negative strides: such views are its to read).
fn static_lists_ok(lists: [&[i64]; 3], dynamic: [usize; 3]) -> bool {
    let operands = |l: &[i64], n: usize| l.iter().filter(|&&v| v == DYNAMIC).count() == n;
    lists.iter().all(|l| l.iter().all(|&v| v == DYNAMIC || v >= 0))
        && lists.iter().zip(dynamic).all(|(l, n)| operands(l, n))
}

/// Whether `memref.reinterpret_cast` of `source` to `result` with the static offset, sizes and
/// strides `lists` (see [`static_lists_ok`]) passes its verifier: one element type and no memory
/// space (another space is MLIR's to read), one offset, and a size and a stride per dimension of
/// the result, each size, stride and the offset that the result type fixes given as that
/// constant. A result layout other than the identity or `strided<>` is MLIR's to read.
fn reinterpret_ok(source: &Type, result: &Type, lists: [&[i64]; 3]) -> bool {
    let [offsets, sizes, strides] = lists;
    let (Type::MemRef { elem: e, memory_space: None, .. }
    | Type::UnrankedMemRef { elem: e, memory_space: None }) = source
    else {
        return false;
    };
    let Type::MemRef { shape, elem, layout, memory_space: None } = result else { return false };
    let Some((fixed_strides, fixed_offset)) = strides_and_offset(shape, layout) else {
        return false;
    };
    let given = |fixed: i64, value: i64| fixed == DYNAMIC || fixed == value;
    e == elem
        && offsets.len() == 1
        && sizes.len() == shape.len()
        && strides.len() == shape.len()
        && given(fixed_offset, offsets[0])
        && shape.iter().zip(sizes).all(|(&f, &v)| given(f, v))
        && fixed_strides.iter().zip(strides).all(|(&f, &v)| given(f, v))
}

/// A memref's rank and element type.
fn memref_parts(t: &Type) -> Option<(usize, &Type)> {
    match t {
        Type::MemRef { shape, elem, .. } => Some((shape.len(), elem)),
        _ => None,
    }
}

impl<'t> Reader<'t> {
    fn new(text: &'t str, file: &str) -> Reader<'t> {
        Reader {
            lx: Lexer::new(text, file),
            m: Module::default(),
            types: FxHashMap::default(),
            functions: FxHashMap::default(),
            calls: Vec::new(),
            globals: FxHashMap::default(),
            global_uses: Vec::new(),
            values: FxHashMap::default(),
            scopes: Vec::new(),
            results: Vec::new(),
            generic_module: false,
        }
    }

    /// Whether the next token is `s` (punctuation, or a keyword as a whole word), not consumed.
    fn at(&mut self, s: &str) -> bool {
        let pos = self.pos;
        let (line, start) = (self.line, self.line_start);
        let found = if s.bytes().all(|c| c.is_ascii_alphabetic() || c == b'_') {
            self.eat_kw(s)
        } else {
            self.eat(s)
        };
        self.pos = pos;
        self.line = line;
        self.line_start = start;
        found
    }

    /// A literal of a format: a keyword as a whole word, punctuation as it is.
    fn literal(&mut self, s: &str) -> bool {
        if s.bytes().all(|c| c.is_ascii_alphabetic() || c == b'_') {
            self.eat_kw(s)
        } else {
            self.eat(s)
        }
    }

    // ----- types -----

    /// A value's type: builtin scalars, vectors, complex numbers and memrefs.
    fn ty(&mut self) -> Option<Type> {
        self.ws();
        let rest = &self.text[self.pos..];
        if !(rest.starts_with("memref<") || rest.starts_with("vector<")) {
            return self.scalar_ty();
        }
        cached_type(
            self,
            |r| &mut r.types,
            |r| {
                if r.eat("memref<") {
                    r.memref_body()
                } else {
                    r.expect("vector<")?;
                    r.vector_body()
                }
            },
        )
    }

    /// `index`, `iN`, a float type, or `complex<...>`.
    fn scalar_ty(&mut self) -> Option<Type> {
        if self.eat("complex<") {
            let elem = self.scalar_ty()?;
            if !matches!(elem, Type::Float(_) | Type::Int { .. }) {
                return None;
            }
            self.expect(">")?;
            return Some(Type::Complex(Arc::new(elem)));
        }
        match self.ident()? {
            "index" => Some(Type::Index),
            word => builtin_scalar(word),
        }
    }

    /// Dimensions `4x?x` before an element type (`?` only when `dynamic`).
    fn dims(&mut self, dynamic: bool) -> Option<Vec<i64>> {
        let mut shape = Vec::new();
        loop {
            self.ws();
            match self.src.get(self.pos) {
                Some(b'?') if dynamic => {
                    self.pos += 1;
                    shape.push(DYNAMIC);
                }
                Some(c) if c.is_ascii_digit() => shape.push(i64::try_from(self.uint()?).ok()?),
                _ => return Some(shape),
            }
            if self.src.get(self.pos) != Some(&b'x') {
                return None;
            }
            self.pos += 1;
        }
    }

    /// What follows `vector<`: a fixed shape of integers, indices or floats.
    fn vector_body(&mut self) -> Option<Type> {
        let shape = self.dims(false)?;
        let elem = self.scalar_ty()?;
        if !matches!(elem, Type::Int { .. } | Type::Float(_) | Type::Index) || shape.contains(&0) {
            return None;
        }
        self.expect(">")?;
        let shape: Vec<u64> = shape.into_iter().map(|d| d as u64).collect();
        Some(Type::Vector { scalable: vec![false; shape.len()], shape, elem: Arc::new(elem) })
    }

    /// What follows `memref<`: `*x` and an element type, or a shape, an element type and a
    /// strided layout at most; then an integer memory space at most.
    fn memref_body(&mut self) -> Option<Type> {
        if self.eat("*") {
            if self.src.get(self.pos) != Some(&b'x') {
                return None;
            }
            self.pos += 1;
            let elem = self.scalar_ty()?;
            let comma = self.eat(",");
            let memory_space = self.memory_space(comma)?;
            return Some(Type::UnrankedMemRef { elem: Arc::new(elem), memory_space });
        }
        let shape = self.dims(true)?;
        let elem = if self.at("vector<") { self.ty()? } else { self.scalar_ty()? };
        let mut layout = Layout::Identity;
        let mut comma = self.eat(",");
        if comma && self.at("strided<") {
            self.expect("strided<[")?;
            let mut strides = Vec::new();
            if !self.eat("]") {
                loop {
                    strides.push(if self.eat("?") { DYNAMIC } else { self.int()? });
                    if self.eat("]") {
                        break;
                    }
                    self.expect(",")?;
                }
            }
            let mut offset = 0;
            if self.eat(",") {
                if !self.eat_kw("offset") {
                    return None;
                }
                self.expect(":")?;
                offset = if self.eat("?") { DYNAMIC } else { self.int()? };
            }
            self.expect(">")?;
            if strides.len() != shape.len() {
                return None;
            }
            layout = Layout::Strided { strides, offset };
            comma = self.eat(",");
        }
        let memory_space = self.memory_space(comma)?;
        Some(Type::MemRef { shape, elem: Arc::new(elem), layout, memory_space })
    }

    /// The end of a memref type after its layout: `>`, or (`comma`: after a `,` read already)
    /// `N>` with N a memory space that is an integer without a type (an `i64`), held as MLIR's
    /// import holds it: none for 0 (which MLIR drops), else the number. Other memory spaces are
    /// MLIR's to read.
    fn memory_space(&mut self, comma: bool) -> Option<Option<String>> {
        if !comma {
            self.expect(">")?;
            return Some(None);
        }
        let n = self.int()?;
        self.expect(">")?;
        match n {
            0 => Some(None),
            n if n > 0 => Some(Some(n.to_string())),
            _ => None,
        }
    }

    /// Types separated by commas, `n` of them.
    fn type_list(&mut self, n: usize) -> Option<Vec<Type>> {
        let mut out = Vec::with_capacity(n);
        for i in 0..n {
            if i > 0 {
                self.expect(",")?;
            }
            out.push(self.ty()?);
        }
        Some(out)
    }

    /// `(T, U)` (possibly empty), through the `)`.
    fn paren_types(&mut self) -> Option<Vec<Type>> {
        self.expect("(")?;
        let mut out = Vec::new();
        if self.eat(")") {
            return Some(out);
        }
        loop {
            out.push(self.ty()?);
            if self.eat(")") {
                return Some(out);
            }
            self.expect(",")?;
        }
    }

    /// Result types after `->`: one type, or a parenthesized list.
    fn result_types(&mut self) -> Option<Vec<Type>> {
        if self.at("(") {
            self.paren_types()
        } else {
            Some(vec![self.ty()?])
        }
    }

    // ----- module and functions -----

    fn module(&mut self) -> Option<()> {
        self.module_until(None)?;
        self.check_calls()
    }

    /// The module's start and its top-level ops, up to byte `stop` when given (where a
    /// top-level op must start), else to the module's end.
    fn module_until(&mut self, stop: Option<usize>) -> Option<()> {
        if self.at("\"builtin.module\"") {
            // The generic form: `"builtin.module"() ({ ops }) : () -> ()`.
            self.m.loc = self.loc();
            self.escaped_string()?;
            for token in ["(", ")", "(", "{"] {
                self.expect(token)?;
            }
            self.generic_module = true;
            return self.top_level_ops(true, stop);
        }
        let explicit = self.at("module");
        if explicit {
            self.m.loc = self.loc();
            self.eat_kw("module");
            (self.m.name, self.m.attributes) = self.module_head()?;
            self.expect("{")?;
        } else {
            // MLIR's implicit module has the location of the buffer's start, line 0.
            self.m.loc = Location::FileLineCol { file: self.file.clone(), line: 0, col: 0 };
        }
        self.top_level_ops(explicit, stop)
    }

    /// Top-level ops up to byte `stop` when given, else up to the end of the module (its
    /// closing `}` when `explicit`) and of the text.
    fn top_level_ops(&mut self, explicit: bool, stop: Option<usize>) -> Option<()> {
        loop {
            if let Some(stop) = stop {
                self.ws();
                if self.pos >= stop {
                    return (self.pos == stop).then_some(());
                }
            }
            if explicit && self.eat("}") {
                if self.generic_module {
                    self.generic_trailer()?;
                }
                break;
            }
            if !explicit && self.peek().is_none() {
                break;
            }
            let loc = self.loc();
            if self.peek() == Some(b'"') {
                match self.escaped_string()?.as_str() {
                    "func.func" => self.generic_func(loc)?,
                    _ => return None,
                }
                continue;
            }
            match self.ident()? {
                "func.func" => self.func(loc)?,
                "memref.global" => self.global(loc)?,
                _ => return None,
            }
        }
        self.ws();
        // Text after the module, or a module that ends before `stop`: not read here.
        (stop.is_none() && self.pos == self.src.len()).then_some(())
    }

    /// Takes in the second half of a module read in two ([`parse_split`]): its ops after
    /// this reader's, its functions (a name defined in both halves is not read here, as a
    /// name defined twice is not) and its calls to check.
    fn join(&mut self, second: Reader<'t>) -> Option<()> {
        let ops = self.m.num_ops() as u32;
        for (name, ty) in second.functions {
            if self.globals.contains_key(name) || self.functions.insert(name, ty).is_some() {
                return None;
            }
        }
        for (name, ty) in second.globals {
            if self.functions.contains_key(name) || self.globals.insert(name, ty).is_some() {
                return None;
            }
        }
        let shifted = |(op, callee): (OpId, String)| (OpId(op.0 + ops), callee);
        self.calls.extend(second.calls.into_iter().map(shifted));
        self.global_uses.extend(second.global_uses.into_iter().map(shifted));
        self.m.append_module(second.m);
        Some(())
    }

    /// Checks, once every function is known, that calls match their callee's signature.
    fn check_calls(&mut self) -> Option<()> {
        for (op, global) in std::mem::take(&mut self.global_uses) {
            let ty = self.globals.get(global.as_str())?;
            if self.m.value_type(self.m.op(op).results[0]) != ty {
                return None;
            }
        }
        for (call, callee) in std::mem::take(&mut self.calls) {
            let Type::Function { inputs, results } = self.functions.get(callee.as_str())? else {
                return None;
            };
            let op = self.m.op(call);
            if op.operands.len() != inputs.len()
                || op.results.len() != results.len()
                || op.operands.iter().zip(inputs).any(|(&v, t)| self.m.value_type(v) != t)
                || op.results.iter().zip(results).any(|(&v, t)| self.m.value_type(v) != t)
            {
                return None;
            }
        }
        Some(())
    }

    /// `func.func [private] @name(%a: T, ...) [-> ...] [{ body }]`.
    fn func(&mut self, loc: Location) -> Option<()> {
        let private = self.eat_kw("private");
        let name = &self.sigil_name(b'@')?[1..];
        self.expect("(")?;
        let mut names = Vec::new();
        let mut inputs = Vec::new();
        if !self.eat(")") {
            loop {
                if self.peek() == Some(b'%') {
                    names.push(self.sigil_name(b'%')?);
                    self.expect(":")?;
                }
                inputs.push(self.ty()?);
                if self.eat(")") {
                    break;
                }
                self.expect(",")?;
            }
        }
        let results = if self.eat("->") { self.result_types()? } else { Vec::new() };
        // Of the function's attributes, the C interface's request.
        let c_interface = self.eat_kw("attributes");
        if c_interface && !(self.eat("{") && self.eat_kw("llvm.emit_c_interface") && self.eat("}"))
        {
            return None;
        }
        let has_body = self.eat("{");
        let head = FuncHead { loc, name, private, c_interface, inputs, results };
        self.func_body(head, has_body, &names).map(drop)
    }

    /// A function's body after its `{` when it has one (`names`: its arguments'), and the
    /// function op.
    fn func_body(&mut self, head: FuncHead<'t>, has_body: bool, names: &[&'t str]) -> Option<OpId> {
        let FuncHead { loc, name, private, c_interface, inputs, results } = head;
        // Definitions name every argument, declarations every one or none, each name once;
        // declarations are private (a public declaration is an error).
        let mut distinct = names.to_vec();
        distinct.sort_unstable();
        distinct.dedup();
        let named_ok = names.len() == inputs.len() || !has_body && names.is_empty();
        if !named_ok || distinct.len() != names.len() || !has_body && !private {
            return None;
        }
        let fn_type = Type::Function { inputs: inputs.clone(), results: results.clone() };
        if self.globals.contains_key(name) || self.functions.insert(name, fn_type.clone()).is_some()
        {
            return None;
        }
        let region = self.m.new_region();
        if has_body {
            self.results = results;
            self.values.clear();
            let entry = self.m.new_block(&inputs);
            self.m.append_block(region, entry);
            self.open(region, Owner::Func, entry);
            for (i, &n) in names.iter().enumerate() {
                let v = self.m.block(entry).args[i];
                self.define(n, v, None)?;
            }
            self.region_body(true)?;
        }
        let mut spec = OpSpec::new("func.func", loc)
            .attr("sym_name", Attribute::String(name.into()))
            .attr("function_type", Attribute::Type(Type::shared(fn_type)));
        if private {
            spec = spec.attr("sym_visibility", Attribute::String("private".into()));
        }
        if c_interface {
            spec = spec.attr("llvm.emit_c_interface", Attribute::Unit);
        }
        let body = self.m.body_block();
        Some(self.m.push_op(body, spec.regions([region])))
    }

    /// A function in MLIR's generic form, after its quoted name: `() <{function_type = T,
    /// sym_name = "f"[, sym_visibility = "private"]}> ({ [^bb0(%a: T, ...):] body }) : () -> ()`.
    /// Argument and result attributes, and any other attribute, are MLIR's to read.
    fn generic_func(&mut self, loc: Location) -> Option<()> {
        self.expect("(")?;
        self.expect(")")?;
        self.expect("<{")?;
        let (mut fn_type, mut name, mut private) = (None, None, false);
        loop {
            let key = self.ident()?;
            self.expect("=")?;
            match key {
                "function_type" if fn_type.is_none() => {
                    let inputs = self.paren_types()?;
                    self.expect("->")?;
                    fn_type = Some((inputs, self.result_types()?));
                }
                "sym_name" if name.is_none() => name = Some(self.plain_string()?),
                // Another visibility is an attribute the custom form's reader does not make.
                "sym_visibility" if !private && self.plain_string()? == "private" => private = true,
                _ => return None,
            }
            if self.eat("}>") {
                break;
            }
            self.expect(",")?;
        }
        let ((inputs, results), name) = (fn_type?, name?);
        // A symbol the custom form spells bare (`@name`), so that calls can name it.
        let bare = name.bytes().next().is_some_and(|c| c.is_ascii_alphabetic() || c == b'_')
            && name.bytes().all(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'.' | b'$'));
        if !bare {
            return None;
        }
        self.expect("(")?;
        self.expect("{")?;
        let has_body = !self.eat("}");
        let mut names = Vec::new();
        if has_body && self.peek() == Some(b'^') {
            // The entry block's label: the arguments, of the function's input types.
            self.sigil_name(b'^')?;
            let mut types = Vec::new();
            if self.eat("(") {
                let args = self.list(")", |r| {
                    let name = r.sigil_name(b'%')?;
                    r.expect(":")?;
                    Some((name, r.ty()?))
                })?;
                (names, types) = args.into_iter().unzip();
            }
            self.expect(":")?;
            if types != inputs {
                return None;
            }
        }
        let head = FuncHead { loc, name, private, c_interface: false, inputs, results };
        let op = self.func_body(head, has_body, &names)?;
        self.expect(")")?;
        // Of the function's other attributes, the C interface's request.
        if self.eat("{") {
            if !(self.eat_kw("llvm.emit_c_interface") && self.eat("}")) {
                return None;
            }
            self.m.op_mut(op).set_attr("llvm.emit_c_interface", Attribute::Unit);
        }
        self.generic_type()
    }

    /// `) : () -> ()` after the region of a generic module.
    fn generic_trailer(&mut self) -> Option<()> {
        self.expect(")")?;
        self.generic_type()
    }

    /// `: () -> ()`, the type of a generic module or function.
    fn generic_type(&mut self) -> Option<()> {
        for token in [":", "(", ")", "->", "(", ")"] {
            self.expect(token)?;
        }
        Some(())
    }

    /// A string without escapes, as it is in the text.
    fn plain_string(&mut self) -> Option<&'t str> {
        self.ws();
        let start = self.pos;
        let value = self.escaped_string()?;
        let raw = &self.text[start + 1..self.pos - 1];
        (raw == value).then_some(raw)
    }

    /// `memref.global ["private"] [constant] @name : memref<...> [= dense<...> | uninitialized]
    /// [{alignment = N [: i64]}]`: statically shaped, identity layout, no memory space, with an
    /// initial value of integers or floats or none (an external global).
    fn global(&mut self, loc: Location) -> Option<()> {
        let private = self.peek() == Some(b'"');
        if private && self.escaped_string()? != "private" {
            return None;
        }
        let constant = self.eat_kw("constant");
        let name = &self.sigil_name(b'@')?[1..];
        self.expect(":")?;
        let ty = self.ty()?;
        let Type::MemRef { shape, elem, layout: Layout::Identity, memory_space: None } = &ty else {
            return None;
        };
        if shape.contains(&DYNAMIC) {
            return None;
        }
        // Without `=`, an external global: no initial value.
        let initial = if !self.eat("=") {
            None
        } else if self.eat_kw("uninitialized") {
            Some(Attribute::Unit)
        } else {
            self.expect("dense<")?;
            let tensor = Type::Tensor { shape: Some(shape.clone()), elem: elem.clone() };
            Some(self.dense_of(tensor)?)
        };
        let mut alignment = None;
        if self.eat("{") {
            self.eat_kw("alignment").then_some(())?;
            alignment = Some(self.dict_value("alignment")?);
            self.expect("}")?;
        }
        if self.functions.contains_key(name) || self.globals.insert(name, ty.clone()).is_some() {
            return None;
        }
        let mut attrs: Vec<(&str, Attribute)> = vec![
            ("sym_name", Attribute::String(name.into())),
            ("type", Attribute::Type(Type::shared(ty))),
        ];
        if let Some(initial) = initial {
            attrs.push(("initial_value", initial));
        }
        if private {
            attrs.push(("sym_visibility", Attribute::String("private".into())));
        }
        if constant {
            attrs.push(("constant", Attribute::Unit));
        }
        if let Some(a) = alignment {
            attrs.push(("alignment", a));
        }
        let mut spec = OpSpec::new("memref.global", loc);
        for attr in &table::table().ops.get("memref.global")?.attr_order {
            if let Some(i) = attrs.iter().position(|(k, _)| k == attr) {
                let (k, v) = attrs.swap_remove(i);
                spec = spec.attr(k, v);
            }
        }
        attrs.is_empty().then_some(())?;
        let body = self.m.body_block();
        self.m.push_op(body, spec);
        Some(())
    }

    // ----- regions, blocks and values -----

    fn open(&mut self, region: RegionId, owner: Owner, entry: BlockId) {
        self.scopes.push(Scope {
            region,
            owner,
            names: Vec::new(),
            blocks: FxHashMap::default(),
            block: entry,
            terminated: false,
            cross: Vec::new(),
            edges: Vec::new(),
        });
    }

    /// Defines a value name in the innermost region.
    fn define(
        &mut self,
        name: &'t str,
        value: Value,
        group: Option<(OpId, u32, u32)>,
    ) -> Option<()> {
        // A name is defined once where it is visible (MLIR's "redefinition of SSA value");
        // regions that have ended no longer hold theirs.
        if self.values.contains_key(name) {
            return None;
        }
        let depth = self.scopes.len() - 1;
        let scope = self.scopes.last_mut()?;
        scope.names.push(name);
        self.values.insert(name, Def { value, group, depth, block: scope.block });
        Some(())
    }

    /// A use, `%x` or `%x#N`, of a value defined before it.
    fn use_value(&mut self) -> Option<Value> {
        let name = self.name_with_sigil(b'%')?;
        let def = *self.values.get(name)?;
        let value = if self.src.get(self.pos) == Some(&b'#') {
            self.pos += 1;
            // `%x#N` is one token: nothing between `#` and the number.
            if !self.src.get(self.pos).is_some_and(u8::is_ascii_digit) {
                return None;
            }
            let i = u32::try_from(self.uint()?).ok()?;
            let (op, first, count) = def.group?;
            if i >= count {
                return None;
            }
            self.m.op(op).results[(first + i) as usize]
        } else {
            if def.group.is_some_and(|(_, _, count)| count != 1) {
                return None;
            }
            def.value
        };
        // The use's block, or the block of the op holding it in the definition's region.
        let use_block = self.scopes[def.depth].block;
        if use_block != def.block {
            self.scopes[def.depth].cross.push((def.block, use_block));
        }
        Some(value)
    }

    /// The ops and blocks of a region after its `{`, through its `}`; the region's scope is
    /// open and its entry block made. `labels`: whether it may have more blocks.
    fn region_body(&mut self, labels: bool) -> Option<()> {
        loop {
            match self.peek()? {
                b'}' => {
                    self.pos += 1;
                    break;
                }
                b'^' if labels => self.block_label()?,
                _ => self.op()?,
            }
        }
        self.close()
    }

    /// `^name(%a: T, ...):`, starting a new block (the entry block has no label here).
    fn block_label(&mut self) -> Option<()> {
        let name = self.sigil_name(b'^')?;
        let scope = self.scopes.last()?;
        if !scope.terminated {
            return None;
        }
        let region = scope.region;
        let block = self.block_ref(name);
        let defined = &mut self.scopes.last_mut()?.blocks.get_mut(name)?.1;
        if std::mem::replace(defined, true) {
            return None;
        }
        self.m.append_block(region, block);
        let scope = self.scopes.last_mut()?;
        scope.block = block;
        scope.terminated = false;
        if self.eat("(") {
            loop {
                let arg = self.sigil_name(b'%')?;
                self.expect(":")?;
                let t = self.ty()?;
                let v = self.m.add_block_arg(block, t);
                self.define(arg, v, None)?;
                if self.eat(")") {
                    break;
                }
                self.expect(",")?;
            }
        }
        self.expect(":")
    }

    fn block_ref(&mut self, name: &'t str) -> BlockId {
        if let Some(&(b, _)) = self.scopes.last().and_then(|s| s.blocks.get(name)) {
            return b;
        }
        let b = self.m.new_block(&[]);
        if let Some(s) = self.scopes.last_mut() {
            s.blocks.insert(name, (b, false));
        }
        b
    }

    /// Ends the innermost region: every block defined and terminated, branch arguments
    /// matching their blocks, no branch to the entry block, uses dominated by definitions.
    fn close(&mut self) -> Option<()> {
        let scope = self.scopes.pop()?;
        for name in &scope.names {
            self.values.remove(name);
        }
        if !scope.terminated && scope.owner == Owner::Func {
            return None;
        }
        if scope.blocks.values().any(|&(_, defined)| !defined) {
            return None;
        }
        let m = &self.m;
        let blocks = &m.region(scope.region).blocks;
        if blocks.len() == 1 {
            return scope.edges.is_empty().then_some(());
        }
        let index: FxHashMap<BlockId, usize> =
            blocks.iter().enumerate().map(|(i, &b)| (b, i)).collect();
        let mut succs = vec![Vec::new(); blocks.len()];
        for (bi, &b) in blocks.iter().enumerate() {
            let term = m.op(*m.block(b).ops.last()?);
            for &s in &term.successors {
                let si = *index.get(&s)?;
                if si == 0 {
                    return None;
                }
                succs[bi].push(si);
            }
        }
        for (s, args) in &scope.edges {
            let expected = &m.block(*s).args;
            if expected.len() != args.len()
                || expected.iter().zip(args).any(|(&p, &a)| m.value_type(p) != m.value_type(a))
            {
                return None;
            }
        }
        let idom = dominators(&succs)?;
        scope
            .cross
            .iter()
            .all(|(def, used)| dominates(&idom, index[def], index[used]))
            .then_some(())
    }

    // ----- operations -----

    /// One op, with its results' names.
    fn op(&mut self) -> Option<()> {
        if self.scopes.last()?.terminated {
            return None;
        }
        // Result names: `%x`, `%x:N`, or several separated by commas.
        let mut defs: Vec<(&'t str, u32)> = Vec::new();
        if self.peek() == Some(b'%') {
            loop {
                let name = self.sigil_name(b'%')?;
                let count = if self.src.get(self.pos) == Some(&b':') {
                    self.pos += 1;
                    u32::try_from(self.uint()?).ok().filter(|&n| n > 0)?
                } else {
                    1
                };
                defs.push((name, count));
                if !self.eat(",") {
                    break;
                }
            }
            self.expect("=")?;
        }
        let loc = self.loc();
        // Results may go unnamed; named, they must all be.
        let total = Results((!defs.is_empty()).then(|| defs.iter().map(|d| d.1).sum()));
        if self.peek() == Some(b'"') {
            let op = self.generic(loc, total)?;
            return self.define_results(op, defs);
        }
        let word = self.ident()?;
        let qualified;
        let name = if word.contains('.') {
            word
        } else {
            // Inside `func.func`, `func` is the default dialect.
            qualified = format!("func.{word}");
            qualified.as_str()
        };
        let op = match name {
            "scf.for" => self.scf_for(loc, total)?,
            "scf.if" => self.scf_if(loc, total)?,
            "scf.index_switch" => self.scf_index_switch(loc, total)?,
            "scf.while" => self.scf_while(loc, total)?,
            "scf.parallel" => self.scf_parallel(loc, total)?,
            "scf.reduce" => self.scf_reduce(loc, total)?,
            "scf.execute_region" | "memref.alloca_scope" => self.scoped(name, loc, total)?,
            "arith.select" => self.select(loc, total)?,
            "vector.print" => self.vector_print(loc, total)?,
            "memref.prefetch" => self.prefetch(loc, total)?,
            "vector.extract" | "vector.insert" => self.vector_extract_insert(name, loc, total)?,
            "vector.outerproduct" => self.outerproduct(loc, total)?,
            "memref.transpose" => self.memref_transpose(loc, total)?,
            "memref.generic_atomic_rmw" => self.generic_atomic_rmw(loc, total)?,
            "cf.switch" => self.cf_switch(loc, total)?,
            _ => self.formatted(name, loc, total)?,
        };
        self.define_results(op, defs)
    }

    /// Names the results of `op` as the text does.
    fn define_results(&mut self, op: OpId, defs: Vec<(&'t str, u32)>) -> Option<()> {
        let mut first = 0;
        for (n, count) in defs {
            let v = self.m.op(op).results[first as usize];
            let group = (count != 1).then_some((op, first, count));
            self.define(n, v, group)?;
            first += count;
        }
        Some(())
    }

    /// Appends an op to the block being read.
    fn push(&mut self, spec: OpSpec) -> Option<OpId> {
        let block = self.scopes.last()?.block;
        Some(self.m.push_op(block, spec))
    }

    /// An op read by interpreting its declarative assembly format.
    fn formatted(&mut self, name: &str, loc: Location, results: Results) -> Option<OpId> {
        let sig = sig(name)?;
        let t = table::table();
        let fmt = t.ops.get(name)?;
        let mut parts = Parts {
            operands: vec![Vec::new(); fmt.operand_groups.len()],
            operand_types: vec![None; fmt.operand_groups.len()],
            ..Parts::default()
        };
        self.elements(&fmt.elems, fmt, &mut parts)?;
        self.finish(name, sig, loc, results, parts)
    }

    /// The op `name` of its parts as the text gave them: checked as its verifier does, its
    /// attributes in the order MLIR's import gives them, appended to the block being read.
    fn finish(
        &mut self,
        name: &str,
        sig: Sig,
        loc: Location,
        results: Results,
        mut parts: Parts,
    ) -> Option<OpId> {
        let t = table::table();
        let fmt = t.ops.get(name)?;
        // Operand types the text states are those of the values.
        let mut operand_types = Vec::new();
        for (vs, stated) in parts.operands.iter().zip(&parts.operand_types) {
            let actual = self.value_types(vs);
            if stated.as_ref().is_some_and(|s| *s != actual) {
                return None;
            }
            operand_types.extend(actual);
        }
        let result_types = match parts.result_types.take() {
            // The second result of `vector.deinterleave` is of the first's type.
            Some(ts) if sig == Sig::Deinterleave && ts.len() == 1 => vec![ts[0].clone(); 2],
            Some(ts) => ts,
            None => self.infer(sig, &operand_types, &parts)?,
        };
        if !results.allow(result_types.len()) || !types_ok(sig, &operand_types, &result_types) {
            return None;
        }
        self.check(sig, &parts, &operand_types, &result_types)?;
        let mut spec = OpSpec::new(name, loc);
        let defaults = t.defaults.get(name);
        for attr in &fmt.attr_order {
            if let Some(i) = parts.attrs.iter().position(|(k, _)| k == attr) {
                let (k, v) = parts.attrs.swap_remove(i);
                spec = spec.attr(&k, v);
            } else if let Some((_, v)) = defaults.and_then(|d| d.iter().find(|(k, _)| k == attr)) {
                spec = spec.attr(attr, v.clone());
            }
        }
        if sig == Sig::Poison {
            // The default value, which MLIR's import shows as its text.
            spec = spec.attr("value", Attribute::Opaque("#ub.poison".into()));
        }
        let variable = fmt.operand_groups.iter().filter(|a| **a != Arity::One).count();
        if variable > 1 {
            let sizes = parts.operands.iter().map(|g| g.len() as i64).collect();
            spec = spec.attr("operandSegmentSizes", Attribute::dense_i32(sizes));
        }
        let edges: Vec<(BlockId, Vec<Value>)> = match sig {
            Sig::Branch => vec![(parts.successors[0], parts.operands[0].clone())],
            Sig::CondBranch => vec![
                (parts.successors[0], parts.operands[1].clone()),
                (parts.successors[1], parts.operands[2].clone()),
            ],
            _ => Vec::new(),
        };
        let spec = spec
            .operands(parts.operands.into_iter().flatten())
            .results(result_types)
            .successors(parts.successors);
        let op = self.push(spec)?;
        let scope = self.scopes.last_mut()?;
        scope.edges.extend(edges);
        if is_terminator(sig) {
            scope.terminated = true;
        }
        // Symbols are checked once every one is known.
        let symbol = match sig {
            Sig::Call => Some("callee"),
            Sig::GetGlobal => Some("name"),
            _ => None,
        };
        if let Some(attr) = symbol {
            let Some(Attribute::SymbolRef(path)) = self.m.op(op).attr(attr) else {
                return None;
            };
            let [name] = path.as_slice() else { return None };
            let used = (op, name.clone());
            match sig {
                Sig::Call => self.calls.push(used),
                _ => self.global_uses.push(used),
            }
        }
        Some(op)
    }

    /// An op in MLIR's generic form, `"name"(%a, %b)[^bb1] <{props}> : (T, T) -> R`, for the
    /// ops [`Reader::formatted`] reads. Regions and attributes beyond the inherent ones in
    /// `<{...}>` are MLIR's to read.
    fn generic(&mut self, loc: Location, results: Results) -> Option<OpId> {
        let name = self.escaped_string()?;
        match name.as_str() {
            "scf.for"
            | "scf.if"
            | "scf.while"
            | "scf.index_switch"
            | "scf.execute_region"
            | "memref.alloca_scope" => {
                return self.generic_scf(&name, loc, results);
            }
            "vector.print" => return self.generic_vector_print(loc, results),
            "arith.select" => return self.generic_select(loc, results),
            "vector.outerproduct" => return self.generic_outerproduct(loc, results),
            "memref.transpose" => return self.generic_memref_transpose(loc, results),
            "vector.extract" | "vector.insert" => {
                return self.generic_extract_insert(&name, loc, results);
            }
            _ => {}
        }
        let sig = sig(&name)?;
        let fmt = table::table().ops.get(name.as_str())?;
        self.expect("(")?;
        let operands = self.list(")", Reader::use_value)?;
        let mut successors = Vec::new();
        if self.eat("[") {
            successors = self.list("]", |r| {
                let block = r.sigil_name(b'^')?;
                Some(r.block_ref(block))
            })?;
        }
        let wanted = match sig {
            Sig::Branch => 1,
            Sig::CondBranch => 2,
            _ => 0,
        };
        if successors.len() != wanted {
            return None;
        }
        let mut attrs: Vec<(Str, Attribute)> = Vec::new();
        let mut segments = None;
        let mut poison = false;
        if self.eat("<{") {
            loop {
                let key = self.ident()?;
                if key == "operandSegmentSizes" && segments.is_none() {
                    self.expect("=")?;
                    segments = Some(self.segment_sizes()?);
                } else if sig == Sig::Poison && key == "value" && !poison {
                    // `ub.poison`'s default value, which `finish` gives it as the custom form
                    // does; any other is MLIR's to read.
                    self.expect("=")?;
                    poison = self.eat("#ub.poison");
                    if !poison {
                        return None;
                    }
                } else if attrs.iter().any(|(k, _)| k == key) {
                    return None;
                } else {
                    let value = self.generic_attr(key, fmt)?;
                    attrs.push((Str::from(key), value));
                }
                if self.eat("}>") {
                    break;
                }
                self.expect(",")?;
            }
        }
        if self.at("(") || self.at("{") {
            return None;
        }
        self.expect(":")?;
        let inputs = self.paren_types()?;
        self.expect("->")?;
        let result_types = self.result_types()?;
        // The operands by group: as the segment sizes say when several groups vary, else one
        // each but for the group that varies.
        let groups = &fmt.operand_groups;
        let variable = groups.iter().filter(|g| **g != Arity::One).count();
        let sizes = match segments {
            Some(sizes) if variable > 1 => sizes,
            None if variable <= 1 => {
                let rest = (operands.len() + 1).checked_sub(groups.len())?;
                groups.iter().map(|g| if *g == Arity::One { 1 } else { rest }).collect()
            }
            _ => return None,
        };
        let fits = |(size, arity): (&usize, &Arity)| match arity {
            Arity::One => *size == 1,
            Arity::Optional => *size <= 1,
            Arity::Variadic => true,
        };
        if sizes.len() != groups.len()
            || !sizes.iter().zip(groups).all(fits)
            || sizes.iter().sum::<usize>() != operands.len()
            || inputs.len() != operands.len()
        {
            return None;
        }
        let mut parts = Parts { successors, attrs, ..Parts::default() };
        // Result types the custom form leaves out are those the op's types force.
        if self.infer(sig, &inputs, &parts).is_some_and(|forced| forced != result_types) {
            return None;
        }
        parts.result_types = Some(result_types);
        let mut at = 0;
        for size in sizes {
            parts.operands.push(operands[at..at + size].to_vec());
            parts.operand_types.push(Some(inputs[at..at + size].to_vec()));
            at += size;
        }
        self.finish(&name, sig, loc, results, parts)
    }

    /// `scf.for`, `scf.if`, `scf.while`, `scf.index_switch`, `scf.execute_region` and
    /// `memref.alloca_scope` in the generic form, after the name: `(%lb, %ub, %step, %init,
    /// ...) ({ ^bb0(%iv: T, %a: U, ...): ... }) : (T, T, T, U, ...) -> (U, ...)`. Each region
    /// ends with its terminator (the generic form adds none), which yields the types the
    /// custom form's reader checks.
    fn generic_scf(&mut self, name: &str, loc: Location, results: Results) -> Option<OpId> {
        self.expect("(")?;
        let operands = self.list(")", Reader::use_value)?;
        let given = self.value_types(&operands);
        let mut spec = OpSpec::new(name, loc);
        // The one unit property each may have: `<{unsignedCmp}>`, `<{no_inline}>`.
        let unit = match name {
            "scf.for" => Some("unsignedCmp"),
            "scf.execute_region" => Some("no_inline"),
            _ => None,
        };
        if let Some(key) = unit.filter(|_| self.eat("<{")) {
            if !(self.eat_kw(key) && self.eat("}>")) {
                return None;
            }
            spec = spec.attr(key, Attribute::Unit);
        }
        let mut cases = Vec::new();
        if name == "scf.index_switch" {
            if !(self.eat("<{") && self.eat_kw("cases") && self.eat("=")) {
                return None;
            }
            cases = self.dense_array("i64")?;
            self.expect("}>")?;
            let mut distinct = cases.clone();
            distinct.sort_unstable();
            distinct.dedup();
            if distinct.len() != cases.len() {
                return None;
            }
        }
        self.expect("(")?;
        // Each region, its block and what its terminator passes on.
        let mut regions = Vec::new();
        let mut region = |r: &mut Self, owner, args: &[Type], ends: &str, skip| {
            let (region, block) = r.single_block_region(owner, args, None)?;
            regions.push(region);
            r.terminator_types(block, ends, skip)
        };
        let (inits, ends) = match (name, given.as_slice()) {
            ("scf.for", [iv, ub, step, inits @ ..]) => {
                let scalar_int = matches!(iv, Type::Int { .. }) && class_ok(Class::Int, iv);
                if !(*iv == Type::Index || scalar_int) || ub != iv || step != iv {
                    return None;
                }
                let args: Vec<Type> = [iv].into_iter().chain(inits).cloned().collect();
                let yielded = region(self, Owner::For, &args, "scf.yield", 0)?;
                (inits.to_vec(), vec![yielded])
            }
            ("scf.if", [c]) if *c == Type::i1() => {
                let then = region(self, Owner::If, &[], "scf.yield", 0)?;
                self.expect(",")?;
                if self.empty_region() {
                    regions.push(self.m.new_region());
                    (Vec::new(), vec![then, Vec::new()])
                } else {
                    let otherwise = region(self, Owner::If, &[], "scf.yield", 0)?;
                    (Vec::new(), vec![then, otherwise])
                }
            }
            // The default region, then one per case.
            ("scf.index_switch", [Type::Index]) => {
                let mut ends = Vec::new();
                for i in 0..=cases.len() {
                    if i > 0 {
                        self.expect(",")?;
                    }
                    ends.push(region(self, Owner::If, &[], "scf.yield", 0)?);
                }
                (Vec::new(), ends)
            }
            (_, []) if scope_of(name).is_some() => {
                let (owner, end) = scope_of(name)?;
                (Vec::new(), vec![region(self, owner, &[], end, 0)?])
            }
            ("scf.while", inits) => {
                let passed = region(self, Owner::While, inits, "scf.condition", 1)?;
                self.expect(",")?;
                let yielded = region(self, Owner::Do, &passed, "scf.yield", 0)?;
                if yielded != inits {
                    return None;
                }
                (inits.to_vec(), vec![passed])
            }
            _ => return None,
        };
        self.expect(")")?;
        self.expect(":")?;
        let inputs = self.paren_types()?;
        self.expect("->")?;
        let types = self.result_types()?;
        // `scf.for` yields and results are its iteration arguments' types; `scf.if` yields its
        // results' types (an `else` without results may be empty); `scf.while` passes them on.
        let fits = match name {
            "scf.for" => inits == types,
            "scf.if" if regions_empty(&self.m, regions[1]) => types.is_empty(),
            "scf.if" => ends[1] == types,
            "scf.index_switch" => ends.iter().all(|e| *e == types),
            _ => true,
        };
        if inputs != given || !fits || ends[0] != types || !results.allow(types.len()) {
            return None;
        }
        if name == "scf.index_switch" {
            spec = spec.attr("cases", Attribute::dense_i64(cases));
        }
        self.push(spec.operands(operands).results(types).regions(regions))
    }

    /// The types of `values`.
    fn value_types(&self, values: &[Value]) -> Vec<Type> {
        values.iter().map(|&v| self.m.value_type(v).clone()).collect()
    }

    /// Consumes `word` if it comes right here, with no white space before it, as a whole word.
    fn attached(&mut self, word: &str) -> bool {
        let end = self.pos + word.len();
        let whole = !self.src.get(end).is_some_and(|&c| c.is_ascii_alphanumeric() || c == b'_');
        if self.text[self.pos..].starts_with(word) && whole {
            self.pos = end;
            return true;
        }
        false
    }

    /// Consumes a `<` that comes right here, with no white space before it (the body of a
    /// dialect attribute starts so: `#arith.overflow <nsw>` is an error).
    fn at_angle(&mut self) -> bool {
        let here = self.src.get(self.pos) == Some(&b'<');
        self.pos += usize::from(here);
        here
    }

    /// `{` and `}` of a region without blocks, consumed if they come next.
    fn empty_region(&mut self) -> bool {
        let (pos, line, start) = (self.pos, self.line, self.line_start);
        if self.eat("{") && self.eat("}") {
            return true;
        }
        self.pos = pos;
        self.line = line;
        self.line_start = start;
        false
    }

    /// `vector.print` in the generic form, after the name: `(%v) <{punctuation =
    /// #vector.punctuation<newline>}> : (T) -> ()`, of a value or of nothing.
    fn generic_vector_print(&mut self, loc: Location, results: Results) -> Option<OpId> {
        self.expect("(")?;
        let operands = self.list(")", Reader::use_value)?;
        let (mut punctuation, mut string) = (None, None);
        if self.eat("<{") {
            loop {
                let key = self.ident()?;
                self.expect("=")?;
                match key {
                    "punctuation" if punctuation.is_none() => {
                        let hash = self.eat("#") && self.attached("vector.punctuation");
                        if !(hash && self.at_angle()) {
                            return None;
                        }
                        punctuation = Some(self.punctuation_case()?);
                    }
                    "stringLiteral" if string.is_none() && operands.is_empty() => {
                        string = Some(Attribute::String(self.escaped_string()?));
                    }
                    _ => return None,
                }
                if self.eat("}>") {
                    break;
                }
                self.expect(",")?;
            }
        }
        self.expect(":")?;
        let inputs = self.paren_types()?;
        self.expect("->")?;
        let value = match (operands.as_slice(), inputs.as_slice()) {
            ([], []) => None,
            ([v], [t]) => Some((*v, t.clone())),
            _ => return None,
        };
        if !self.paren_types()?.is_empty() {
            return None;
        }
        self.push_vector_print(loc, results, value, punctuation, string)
    }

    /// `vector.print` of `value` (stated to be of its type) or of nothing, with its punctuation
    /// (the default when `None`) and string, if its verifier takes them.
    fn push_vector_print(
        &mut self,
        loc: Location,
        results: Results,
        value: Option<(Value, Type)>,
        punctuation: Option<Attribute>,
        string: Option<Attribute>,
    ) -> Option<OpId> {
        let mut spec = OpSpec::new("vector.print", loc);
        if let Some((v, ty)) = value {
            let printable = matches!(ty.scalar(), Type::Int { .. } | Type::Float(_) | Type::Index);
            if *self.m.value_type(v) != ty || !printable || string.is_some() {
                return None;
            }
            spec = spec.operands([v]);
        }
        if !results.allow(0) {
            return None;
        }
        let punctuation = match punctuation {
            Some(p) => p,
            None => {
                let defaults = table::table().defaults.get("vector.print")?;
                defaults.iter().find(|(k, _)| k == "punctuation")?.1.clone()
            }
        };
        self.push(spec.attr("punctuation", punctuation).attr_opt("stringLiteral", string))
    }

    /// `array<i32: 1, 0, 2>`: the operand segment sizes of the generic form.
    fn segment_sizes(&mut self) -> Option<Vec<usize>> {
        let sizes = self.dense_array("i32")?;
        sizes.into_iter().map(|n| usize::try_from(n).ok()).collect()
    }

    /// `array<T: 1, -2, 3>` of integers of type `elem` (`i32`, `i64`), each in its range.
    fn dense_array(&mut self, elem: &str) -> Option<Vec<i64>> {
        if !self.eat_kw("array") {
            return None;
        }
        self.expect("<")?;
        if !self.eat_kw(elem) {
            return None;
        }
        if self.eat(">") {
            return Some(Vec::new());
        }
        self.expect(":")?;
        let fits = |n: i64| elem != "i32" || i32::try_from(n).is_ok();
        self.list(">", |r| r.int().filter(|&n| fits(n)))
    }

    /// Items separated by commas through `close`, after the opening token.
    fn list<T>(
        &mut self,
        close: &str,
        mut item: impl FnMut(&mut Self) -> Option<T>,
    ) -> Option<Vec<T>> {
        let mut out = Vec::new();
        if self.eat(close) {
            return Some(out);
        }
        loop {
            out.push(item(self)?);
            if self.eat(close) {
                return Some(out);
            }
            self.expect(",")?;
        }
    }

    /// The value of inherent attribute `key` of an op of format `fmt`, as the generic form
    /// prints it (in full), for the attributes the formatted form's reader reads.
    fn generic_attr(&mut self, key: &str, fmt: &OpFormat) -> Option<Attribute> {
        let Some(VarKind::Attr { mode, enumeration, kind, value: value_type, .. }) =
            fmt.vars.get(key)
        else {
            return None;
        };
        if *mode == AttrMode::Unit {
            return (!self.at("=")).then_some(Attribute::Unit);
        }
        self.expect("=")?;
        match mode {
            // An integer-stored enum: its case's value, an `i64`.
            AttrMode::Enum => {
                let value = self.int()?;
                self.expect(":")?;
                let info = table::table().enums.get(enumeration.as_deref()?)?;
                let known = info.cases.iter().any(|(_, v)| *v == value);
                (self.eat_kw("i64") && known).then(|| Attribute::i64(value))
            }
            // `#arith.fastmath<fast>`, or `#index<cmp_predicate slt>`.
            AttrMode::Stripped => match kind {
                Some(kind) => {
                    // `#` and the name after it are one token.
                    self.expect("#")?;
                    let (dialect, mnemonic) = kind.split_once('.')?;
                    if self.attached(kind) && self.src.get(self.pos) == Some(&b'<') {
                        return self.enum_flags(kind, enumeration.as_deref()?);
                    }
                    if !(self.attached(dialect) && self.at_angle() && self.eat_kw(mnemonic)) {
                        return None;
                    }
                    let case = self.enum_flags(kind, enumeration.as_deref()?)?;
                    self.expect(">")?;
                    Some(case)
                }
                // `array<i64: 0, 5, 3>` (see `is_dense_i64_list`, and `memref.reinterpret_cast`'s
                // static lists).
                None if is_dense_i64_list(key) || key.starts_with("static_") => {
                    Some(Attribute::dense_i64(self.dense_array("i64")?))
                }
                None => self.constant_value(),
            },
            AttrMode::NoType | AttrMode::Symbol => match self.peek()? {
                b'@' => Some(Attribute::SymbolRef(vec![self.sigil_name(b'@')?[1..].to_string()])),
                b'"' => Some(Attribute::String(self.escaped_string()?)),
                _ => match key {
                    "reassociation" => self.reassociation(),
                    key if is_i64_list(key) && self.eat("[") => self.i64_array(),
                    "value" if self.eat("[") => self.constant_pair(),
                    "nontemporal" | "value" if self.eat_kw("true") => Some(Attribute::Bool(true)),
                    "nontemporal" | "value" if self.eat_kw("false") => Some(Attribute::Bool(false)),
                    // `N : T`, of the type the table gives the attribute's value: `memref.alloc`'s
                    // `i64`, `assume_alignment`'s `i32`, `index.constant`'s `index`.
                    "alignment" | "value" => {
                        let value_type = value_type.as_deref()?;
                        let ty = bare_int_type(value_type)?;
                        let n = self.int()?;
                        // Without a type, an integer in a dictionary is an `i64`.
                        let typed = match self.eat(":") {
                            true => self.eat_kw(value_type),
                            false => value_type == "i64",
                        };
                        let fits = int_fits(n, &ty);
                        // An alignment is a power of two (the verifiers of both ops say so).
                        let aligned = key != "alignment" || (n > 0 && n.count_ones() == 1);
                        (typed && fits && aligned).then(|| Attribute::int(n, ty))
                    }
                    _ => None,
                },
            },
            _ => None,
        }
    }

    /// The result types an op's parser infers.
    fn infer(&self, sig: Sig, operands: &[Type], parts: &Parts) -> Option<Vec<Type>> {
        Some(match sig {
            Sig::Compare(_) | Sig::Classify => vec![bool_like(operands.first()?)],
            Sig::Same(_, Class::Index) => vec![Type::Index],
            Sig::Load => vec![memref_parts(operands.first()?)?.1.clone()],
            Sig::Dim => vec![Type::Index],
            Sig::MemRefToIndex | Sig::IndexConstant | Sig::SizeOf => vec![Type::Index],
            Sig::BoolConstant => vec![Type::i1()],
            Sig::MulExtended | Sig::SinCos => vec![operands.first()?.clone(); 2],
            // The vector put into.
            Sig::InsertStridedSlice => vec![operands.get(1)?.clone()],
            Sig::ToElements => match operands.first()? {
                Type::Vector { shape, elem, .. } => {
                    vec![(**elem).clone(); shape.iter().map(|&d| d as usize).product()]
                }
                _ => return None,
            },
            Sig::FPowI | Sig::VectorFma | Sig::AssumeAlignment => vec![operands.first()?.clone()],
            Sig::DistinctObjects => operands.to_vec(),
            Sig::Shuffle => match operands {
                [a, b] => vec![shuffle_type(a, b, int_array(parts, "mask")?)?],
                _ => return None,
            },
            Sig::Same(_, Class::Complex) => vec![operands.first()?.clone()],
            Sig::ComplexPart => match operands.first()? {
                Type::Complex(e) => vec![(**e).clone()],
                _ => return None,
            },
            Sig::Constant => {
                let (_, value) = parts.attrs.iter().find(|(k, _)| k == "value")?;
                vec![match value {
                    Attribute::Int { ty, .. } | Attribute::Float { ty, .. } => (**ty).clone(),
                    Attribute::Bool(_) => Type::i1(),
                    Attribute::DenseElements { ty, .. } if matches!(**ty, Type::Vector { .. }) => {
                        (**ty).clone()
                    }
                    _ => return None,
                }]
            }
            // Terminators, and ops with effects alone.
            sig if is_terminator(sig) => Vec::new(),
            Sig::Store
            | Sig::VectorStore
            | Sig::MaskedStore
            | Sig::Scatter
            | Sig::Assert
            | Sig::Copy
            | Sig::Dealloc => Vec::new(),
            _ => return None,
        })
    }

    /// The checks of an op's verifier beyond [`types_ok`], and of where it may be.
    fn check(&self, sig: Sig, parts: &Parts, operands: &[Type], results: &[Type]) -> Option<()> {
        let owner = self.scopes.last()?.owner;
        let index = |ts: &[Type]| ts.iter().all(|t| *t == Type::Index);
        let ok = match sig {
            Sig::Load => {
                let (rank, _) = memref_parts(&operands[0])?;
                operands.len() == 1 + rank && index(&operands[1..])
            }
            Sig::Store => {
                let (rank, elem) = memref_parts(operands.get(1)?)?;
                operands.len() == 2 + rank && operands[0] == *elem && index(&operands[2..])
            }
            Sig::Dim => {
                // A constant index may be out of range (the result is then undefined); an
                // unranked memref's rank is not known here.
                let ranked = match &operands[0] {
                    Type::MemRef { shape, .. } => !shape.is_empty(),
                    Type::UnrankedMemRef { .. } => true,
                    _ => false,
                };
                ranked && operands[1] == Type::Index
            }
            Sig::Alloc => {
                let [Type::MemRef { shape, elem, layout: Layout::Identity, .. }] = results else {
                    return None;
                };
                parts.operands[1].is_empty()
                    && sized(shape, operands)
                    && matches!(
                        **elem,
                        Type::Int { .. } | Type::Float(_) | Type::Index | Type::Vector { .. }
                    )
            }
            Sig::Dealloc => matches!(operands, [Type::MemRef { .. }]),
            Sig::Reduction => {
                let Some((_, Attribute::Enum { cases, .. })) =
                    parts.attrs.iter().find(|(k, _)| k == "kind")
                else {
                    return None;
                };
                let int = matches!(results[0], Type::Int { .. } | Type::Index);
                kind_supported(cases, int, matches!(results[0], Type::Float(_)))
            }
            // The result collapses to the source by the same groups, and the output shape is
            // the result's, an `index` operand for each dynamic size.
            Sig::ExpandShape => {
                let ([source, sizes @ ..], [result]) = (operands, results) else { return None };
                let (_, groups) = parts.attrs.iter().find(|(k, _)| k == "reassociation")?;
                let statics = int_array(parts, "static_output_shape")?;
                let Type::MemRef { shape, .. } = result else { return None };
                statics == shape.as_slice()
                    && sized(shape, sizes)
                    && collapsed(result, groups).as_ref() == Some(source)
            }
            Sig::CollapseShape => {
                let [source] = operands else { return None };
                let (_, groups) = parts.attrs.iter().find(|(k, _)| k == "reassociation")?;
                let expected = match (source, groups) {
                    (_, Attribute::Array(g)) if g.is_empty() => collapsed_to_0d(source)?,
                    (Type::MemRef { layout: Layout::Strided { .. }, .. }, _) => {
                        collapsed_strided(source, groups)?
                    }
                    _ => collapsed(source, groups)?,
                };
                results == [expected]
            }
            Sig::Subview | Sig::ReinterpretCast => {
                let lists = ["static_offsets", "static_sizes", "static_strides"]
                    .map(|k| int_array(parts, k));
                let [Some(offsets), Some(sizes), Some(strides)] = lists else { return None };
                let lists = [offsets, sizes, strides];
                // The operands of each list, after the source.
                let dynamic = [1, 2, 3].map(|g| parts.operands[g].len());
                // The generic form may state no result, or several.
                let ([source, ..], [result]) = (operands, results) else { return None };
                let fits = match sig {
                    Sig::Subview => subview_ok(source, result, lists),
                    _ => reinterpret_ok(source, result, lists),
                };
                fits && static_lists_ok(lists, dynamic)
                    && operands[1..].iter().all(|t| *t == Type::Index)
            }
            // The result and the accumulator are the source reduced over the dimensions named.
            Sig::MultiReduction => {
                let ([source, acc], [result]) = (operands, results) else { return None };
                let dims = int_array(parts, "reduction_dims")?;
                acc == result && reduced(source, dims).as_ref() == Some(result)
            }
            // The result is the part of the source the lists give.
            Sig::ExtractStridedSlice => {
                let ([source], [result]) = (operands, results) else { return None };
                let lists = ["offsets", "sizes", "strides"].map(|k| i64_list(parts, k));
                let [Some(offsets), Some(sizes), Some(strides)] = lists else { return None };
                sliced(source, &offsets, &sizes, &strides).as_ref() == Some(result)
            }
            // The result is the vector put into, which takes the source where the lists say.
            Sig::InsertStridedSlice => {
                let ([source, dest], [result]) = (operands, results) else { return None };
                let [Some(offsets), Some(strides)] =
                    ["offsets", "strides"].map(|k| i64_list(parts, k))
                else {
                    return None;
                };
                result == dest && slice_fits(source, dest, &offsets, &strides)
            }
            // The result is the source transposed.
            Sig::Transpose => {
                let ([source], [result]) = (operands, results) else { return None };
                transposed(source, int_array(parts, "permutation")?).as_ref() == Some(result)
            }
            // The stated result type (of the generic form) must be the inferred one.
            Sig::Shuffle => {
                let [a, b] = operands else { return None };
                results == [shuffle_type(a, b, int_array(parts, "mask")?)?]
            }
            // The float kinds (named `...f`) take floats, `assign` either, the others integers.
            Sig::AtomicRmw => {
                let (_, kind) = parts.attrs.iter().find(|(k, _)| k == "kind")?;
                let kinds = table::table().enums.get("AtomicRMWKindAttr")?;
                let (name, _) = kinds.cases.iter().find(|(_, v)| Some(*v) == kind.as_int())?;
                match name.as_str() {
                    "assign" => true,
                    n if n.ends_with('f') => class_ok(Class::Float, &operands[0]),
                    _ => class_ok(Class::Int, &operands[0]),
                }
            }
            // Each takes a value of its own kind.
            Sig::IndexConstant | Sig::BoolConstant => {
                let value = parts.attrs.iter().find(|(k, _)| k == "value").map(|(_, v)| v);
                match sig {
                    Sig::IndexConstant => matches!(value, Some(Attribute::Int { .. })),
                    _ => matches!(value, Some(Attribute::Bool(_))),
                }
            }
            Sig::Assert => operands == [Type::i1()],
            // Its parts are floats of the complex's element type.
            Sig::ComplexConstant => {
                let (_, Attribute::Array(value)) =
                    parts.attrs.iter().find(|(k, _)| k == "value")?
                else {
                    return None;
                };
                let [Type::Complex(e)] = results else { return None };
                value.len() == 2
                    && value.iter().all(|a| matches!(a, Attribute::Float { ty, .. } if **ty == **e))
            }
            // A positive power of two, as the verifier asks.
            Sig::AssumeAlignment => {
                let (_, a) = parts.attrs.iter().find(|(k, _)| k == "alignment")?;
                a.as_int().is_some_and(|n| n > 0 && n.count_ones() == 1)
            }
            // `ub.poison <#attr>` is MLIR's to read.
            Sig::Poison => parts.attrs.is_empty(),
            Sig::Branch => branches(owner),
            Sig::CondBranch => branches(owner) && operands.first() == Some(&Type::i1()),
            // Only a function's body has the `Func` owner.
            Sig::Return => owner == Owner::Func && operands == self.results.as_slice(),
            Sig::Yield => matches!(owner, Owner::For | Owner::If | Owner::Do | Owner::Execute),
            Sig::ScopeReturn => owner == Owner::AllocaScope,
            Sig::AtomicYield => owner == Owner::AtomicRmw && operands.len() == 1,
            Sig::ReduceReturn => owner == Owner::Reduce && operands.len() == 1,
            Sig::Condition => owner == Owner::While && operands.first() == Some(&Type::i1()),
            Sig::Constant => match parts.attrs.iter().find(|(k, _)| k == "value") {
                Some((_, Attribute::DenseElements { ty, .. }))
                    if matches!(**ty, Type::Vector { .. }) =>
                {
                    matches!(&**ty, Type::Vector { elem, .. }
                        if matches!(**elem, Type::Int { .. } | Type::Index | Type::Float(_)))
                }
                Some(_) => true,
                None => false,
            },
            _ => true,
        };
        ok.then_some(())
    }

    /// Interprets format elements.
    fn elements(&mut self, elems: &[Elem], fmt: &OpFormat, parts: &mut Parts) -> Option<()> {
        for e in elems {
            match e {
                Elem::Literal(l) => {
                    if !self.literal(l) {
                        return None;
                    }
                }
                Elem::Space(_) | Elem::Newline => {}
                Elem::Var(n) => self.variable(n, fmt, parts)?,
                Elem::AttrDict { .. } => self.attr_dict(fmt, parts)?,
                Elem::Type { arg: Arg::Var(n), .. } => match fmt.vars.get(n)? {
                    VarKind::Operand { group, .. } => {
                        let count = parts.operands[*group].len();
                        parts.operand_types[*group] = Some(self.type_list(count)?);
                    }
                    // Each of several single results, in order.
                    VarKind::Result { group, .. }
                        if fmt.result_groups.iter().all(|g| *g == Arity::One) =>
                    {
                        let stated = parts.result_types.get_or_insert_with(Vec::new);
                        if stated.len() != *group {
                            return None;
                        }
                        stated.push(self.ty()?);
                    }
                    _ => return None,
                },
                Elem::Type { arg: Arg::Results, .. } if fmt.result_groups == [Arity::One] => {
                    parts.result_types = Some(vec![self.ty()?]);
                }
                // The types of several result groups, as many as there are.
                Elem::Type { arg: Arg::Results, .. } => {
                    let mut types = vec![self.ty()?];
                    while self.eat(",") {
                        types.push(self.ty()?);
                    }
                    parts.result_types = Some(types);
                }
                // `[%a, 4, %b]`: the operands of a group where the list has them, and the static
                // values, [`DYNAMIC`] in their place, as a dense `i64` array.
                Elem::Custom(name, args) if name == "DynamicIndexList" && args.len() == 2 => {
                    let (Arg::Var(values), Arg::Var(attr)) = (&args[0], &args[1]) else {
                        return None;
                    };
                    let VarKind::Operand { group, .. } = fmt.vars.get(values)? else {
                        return None;
                    };
                    self.expect("[")?;
                    let items = self.list("]", |r| match r.peek()? {
                        b'%' => r.use_value().map(Err),
                        _ => r.int().map(Ok),
                    })?;
                    let mut statics = Vec::with_capacity(items.len());
                    for item in items {
                        match item {
                            Ok(n) if n != DYNAMIC => statics.push(n),
                            Ok(_) => return None,
                            Err(v) => {
                                parts.operands[*group].push(v);
                                statics.push(DYNAMIC);
                            }
                        }
                    }
                    parts.attrs.push((Str::from(attr.as_str()), Attribute::dense_i64(statics)));
                }
                // All operands, of single groups only (`vector.shuffle`'s).
                Elem::Operands if fmt.operand_groups.iter().all(|g| *g == Arity::One) => {
                    for g in 0..fmt.operand_groups.len() {
                        if g > 0 {
                            self.expect(",")?;
                        }
                        let v = self.use_value()?;
                        parts.operands[g].push(v);
                    }
                }
                Elem::Type { arg: Arg::Operands, .. }
                    if fmt.operand_groups.iter().all(|g| *g == Arity::One) =>
                {
                    let types = self.type_list(fmt.operand_groups.len())?;
                    for (g, t) in types.into_iter().enumerate() {
                        parts.operand_types[g] = Some(vec![t]);
                    }
                }
                // `(each operand's type) -> results`, of single groups only (`memref.reshape`).
                Elem::FunctionalType(Arg::Operands, Arg::Results)
                    if fmt.operand_groups.iter().all(|g| *g == Arity::One) =>
                {
                    let inputs = self.paren_types()?;
                    if inputs.len() != fmt.operand_groups.len() {
                        return None;
                    }
                    self.expect("->")?;
                    for (g, t) in inputs.into_iter().enumerate() {
                        parts.operand_types[g] = Some(vec![t]);
                    }
                    parts.result_types = Some(self.result_types()?);
                }
                Elem::FunctionalType(Arg::Var(n), Arg::Results) => {
                    let VarKind::Operand { group, .. } = fmt.vars.get(n)? else { return None };
                    let inputs = self.paren_types()?;
                    self.expect("->")?;
                    parts.operand_types[*group] = Some(inputs);
                    parts.result_types = Some(self.result_types()?);
                }
                Elem::Optional { then, otherwise, anchor } => {
                    let first = then.iter().find(|e| !matches!(e, Elem::Space(_)))?;
                    let present = match first {
                        Elem::Literal(l) => self.at(l),
                        Elem::Var(n) => match fmt.vars.get(n)? {
                            VarKind::Operand { .. } => self.peek() == Some(b'%'),
                            VarKind::Attr { mode: AttrMode::Enum, enumeration, .. } => {
                                let info = table::table().enums.get(enumeration.as_deref()?)?;
                                let pos = self.pos;
                                let word = self.ident();
                                self.pos = pos;
                                word.is_some_and(|w| info.cases.iter().any(|(c, _)| c == w))
                            }
                            _ => return None,
                        },
                        _ => return None,
                    };
                    if present {
                        self.elements(then, fmt, parts)?;
                        if let Some(Arg::Var(a)) = anchor {
                            if let Some(VarKind::Attr { mode: AttrMode::Unit, .. }) =
                                fmt.vars.get(a)
                            {
                                parts.attrs.push((Str::from(a.as_str()), Attribute::Unit));
                            }
                        }
                    } else {
                        self.elements(otherwise, fmt, parts)?;
                    }
                }
                _ => return None,
            }
        }
        Some(())
    }

    /// An `attr-dict`: nothing, or `{...}` of `alignment = N : i64` (a power of two) and
    /// `nontemporal = true|false` where the op has them; other attributes are MLIR's to read.
    fn attr_dict(&mut self, fmt: &OpFormat, parts: &mut Parts) -> Option<()> {
        if !self.eat("{") {
            return Some(());
        }
        loop {
            let name = self.ident()?;
            if parts.attrs.iter().any(|(k, _)| k == name) {
                return None;
            }
            let value = match fmt.vars.get(name) {
                // `fastmath = #arith.fastmath<nnan>`: an enum attribute the format leaves to the
                // dictionary (`math.isnan`'s), spelled as in the generic form.
                Some(VarKind::Attr { mode: AttrMode::Stripped, kind: Some(_), .. }) => {
                    self.generic_attr(name, fmt)?
                }
                Some(VarKind::Attr { mode: AttrMode::NoType, .. }) => self.dict_value(name)?,
                _ => return None,
            };
            parts.attrs.push((name.into(), value));
            if self.eat("}") {
                return Some(());
            }
            self.expect(",")?;
        }
    }

    /// The value of an attribute without a type in an op's dictionary, after its name: an
    /// alignment, a `nontemporal` flag, or a list of integers (see [`is_i64_list`]).
    fn dict_value(&mut self, name: &str) -> Option<Attribute> {
        self.expect("=")?;
        Some(match name {
            // An integer without a type in an attribute dictionary is an `i64`.
            "alignment" => {
                let n = self.int()?;
                if self.eat(":") && !self.eat_kw("i64") || n <= 0 || n.count_ones() != 1 {
                    return None;
                }
                Attribute::i64(n)
            }
            "nontemporal" if self.eat_kw("true") => Attribute::Bool(true),
            "nontemporal" if self.eat_kw("false") => Attribute::Bool(false),
            name if is_i64_list(name) && self.eat("[") => self.i64_array()?,
            _ => return None,
        })
    }

    /// A `$name` of a format.
    fn variable(&mut self, n: &str, fmt: &OpFormat, parts: &mut Parts) -> Option<()> {
        match fmt.vars.get(n)? {
            VarKind::Operand { group, .. } => {
                let g = *group;
                match fmt.operand_groups[g] {
                    Arity::One => {
                        let v = self.use_value()?;
                        parts.operands[g].push(v);
                    }
                    Arity::Optional | Arity::Variadic => {
                        let many = fmt.operand_groups[g] == Arity::Variadic;
                        while self.peek() == Some(b'%') {
                            let v = self.use_value()?;
                            parts.operands[g].push(v);
                            if !many || !self.comma_before(b'%') {
                                break;
                            }
                        }
                    }
                }
            }
            VarKind::Successor { .. } => {
                let name = self.sigil_name(b'^')?;
                let b = self.block_ref(name);
                parts.successors.push(b);
            }
            VarKind::Attr { mode, enumeration, kind, value: value_type, .. } => {
                let value = match mode {
                    AttrMode::Unit => Attribute::Unit,
                    AttrMode::NoType if self.peek() == Some(b'@') => {
                        let name = &self.sigil_name(b'@')?[1..];
                        Attribute::SymbolRef(vec![name.to_string()])
                    }
                    AttrMode::NoType if self.peek() == Some(b'"') => {
                        Attribute::String(self.escaped_string()?)
                    }
                    // `index.bool.constant`'s.
                    AttrMode::NoType if self.eat_kw("true") => Attribute::Bool(true),
                    AttrMode::NoType if self.eat_kw("false") => Attribute::Bool(false),
                    AttrMode::NoType if n == "reassociation" => self.reassociation()?,
                    // `[1.5 : f32, 2.0 : f32]`: `complex.constant`'s parts.
                    AttrMode::NoType if n == "value" && self.eat("[") => self.constant_pair()?,
                    // An integer without its type (`index.constant`'s, `assume_alignment`'s), of
                    // the type the table gives its value, in that type's signed range.
                    AttrMode::NoType
                        if self.peek().is_some_and(|c| c.is_ascii_digit() || c == b'-') =>
                    {
                        let ty = bare_int_type(value_type.as_deref()?)?;
                        let n = self.int()?;
                        int_fits(n, &ty).then(|| Attribute::int(n, ty))?
                    }
                    AttrMode::Stripped => match kind {
                        Some(kind) => self.enum_flags(kind, enumeration.as_deref()?)?,
                        // `[0, 5, 3]`: a dense `i64` array (see `is_dense_i64_list`).
                        None if is_dense_i64_list(n) && self.eat("[") => {
                            Attribute::dense_i64(self.list("]", |r| r.int())?)
                        }
                        None => self.constant_value()?,
                    },
                    AttrMode::Enum => {
                        let case = self.ident()?;
                        let info = table::table().enums.get(enumeration.as_deref()?)?;
                        let (_, v) = info.cases.iter().find(|(c, _)| c == case)?;
                        Attribute::i64(*v)
                    }
                    _ => return None,
                };
                parts.attrs.push((Str::from(n), value));
            }
            _ => return None,
        }
        Some(())
    }

    /// What follows the `[` of a pair of typed constants, `1.5 : f32, -2.0 : f32]`, as an
    /// array attribute (`complex.constant`'s value; its check says of what types).
    fn constant_pair(&mut self) -> Option<Attribute> {
        let re = self.pair_part()?;
        self.expect(",")?;
        let im = self.pair_part()?;
        self.expect("]")?;
        Some(Attribute::Array(vec![re, im]))
    }

    /// A part of [`Reader::constant_pair`]: a typed constant, or a float literal without a
    /// type, which MLIR reads as an `f64` (and so prints the parts of a `complex<f64>`).
    fn pair_part(&mut self) -> Option<Attribute> {
        self.ws();
        let start = self.pos;
        let end = start + crate::lexer::number_len(&self.src[start..]);
        let next = self.src[end..].iter().find(|&&c| !matches!(c, b' ' | b'\t'));
        let literal = &self.text[start..end];
        if next == Some(&b':') || !literal.contains(['.', 'e', 'E']) {
            return self.constant_value();
        }
        let value = crate::lexer::float_value(literal)?;
        self.pos = end;
        let ty = Type::shared(Type::Float(crate::ir::FloatKind::F64));
        value.is_finite().then_some(Attribute::Float { value, ty })
    }

    /// What follows the `[` of an array of integers without their types (`i64`s): `4, 0]`.
    fn i64_array(&mut self) -> Option<Attribute> {
        Some(Attribute::Array(self.list("]", |r| r.int().map(Attribute::i64))?))
    }

    /// `[[0, 1], [2]]`: groups of dimensions, as arrays of `i64`s.
    fn reassociation(&mut self) -> Option<Attribute> {
        self.expect("[")?;
        let groups = self.list("]", |r| {
            r.expect("[")?;
            r.i64_array()
        })?;
        Some(Attribute::Array(groups))
    }

    /// Consumes a `,` if the token after it starts with `sigil`.
    fn comma_before(&mut self, sigil: u8) -> bool {
        let (pos, line, start) = (self.pos, self.line, self.line_start);
        if self.eat(",") && self.peek() == Some(sigil) {
            return true;
        }
        self.pos = pos;
        self.line = line;
        self.line_start = start;
        false
    }

    /// `<case, case>` of a bit enum, as the attribute MLIR's import gives (cases as MLIR
    /// prints them).
    fn enum_flags(&mut self, kind: &str, enumeration: &str) -> Option<Attribute> {
        let info = table::table().enums.get(enumeration)?;
        if self.peek() != Some(b'<') {
            // A single case, bare (`index.cmp slt(...)`): MLIR's import shows the attribute
            // as its text, `#index<cmp_predicate slt>`.
            let case = self.ident()?;
            info.cases.iter().find(|(c, _)| c == case)?;
            let (dialect, mnemonic) = kind.split_once('.')?;
            return Some(Attribute::Opaque(format!("#{dialect}<{mnemonic} {case}>")));
        }
        self.expect("<")?;
        let mut bits = 0;
        loop {
            let case = self.ident()?;
            bits |= info.cases.iter().find(|(c, _)| c == case)?.1;
            if self.eat(">") {
                break;
            }
            self.expect(",")?;
        }
        let text = info.stringify(bits)?;
        let cases = text
            .split(info.separator.trim())
            .map(str::trim)
            .filter(|c| *c != "none")
            .map(String::from)
            .collect();
        Some(Attribute::Enum { kind: kind.to_string(), cases })
    }

    // ----- ops MLIR parses by hand -----

    /// `arith.select %c, %a, %b : T` or `: C, T`.
    fn select(&mut self, loc: Location, results: Results) -> Option<OpId> {
        let c = self.use_value()?;
        self.expect(",")?;
        let a = self.use_value()?;
        self.expect(",")?;
        let b = self.use_value()?;
        self.expect(":")?;
        let first = self.ty()?;
        let (cond, ty) = if self.eat(",") { (first, self.ty()?) } else { (Type::i1(), first) };
        if self.at("{") {
            return None;
        }
        self.push_select(loc, results, [c, a, b], [cond, ty.clone(), ty])
    }

    /// `arith.select` of `operands`, of the types `stated`, if its verifier takes them.
    fn push_select(
        &mut self,
        loc: Location,
        results: Results,
        operands: [Value; 3],
        stated: [Type; 3],
    ) -> Option<OpId> {
        let [cond, ty, other] = stated;
        let cond_ok = cond == Type::i1() || same_shape(&cond, &ty) && cond == bool_like(&ty);
        let m = &self.m;
        let given = operands.iter().zip([&cond, &ty, &other]).all(|(&v, t)| m.value_type(v) == t);
        if !results.allow(1) || !cond_ok || !given || other != ty {
            return None;
        }
        self.push(OpSpec::new("arith.select", loc).operands(operands).results([ty]))
    }

    /// `memref.transpose %m (i, j) -> (j, i) : A to B` after the name.
    fn memref_transpose(&mut self, loc: Location, results: Results) -> Option<OpId> {
        let source = self.use_value()?;
        let permutation = self.permutation_map()?;
        if self.at("{") {
            return None;
        }
        self.expect(":")?;
        let from = self.ty()?;
        if !self.eat_kw("to") {
            return None;
        }
        let to = self.ty()?;
        self.push_memref_transpose(loc, results, source, permutation, [from, to])
    }

    /// `memref.transpose` in the generic form, after the name: `(%m) <{permutation =
    /// affine_map<(d0, d1) -> (d1, d0)>}> : (A) -> B`.
    fn generic_memref_transpose(&mut self, loc: Location, results: Results) -> Option<OpId> {
        self.expect("(")?;
        let source = self.use_value()?;
        self.expect(")")?;
        if !(self.eat("<{") && self.eat_kw("permutation") && self.eat("=")) {
            return None;
        }
        if !self.eat("affine_map<") {
            return None;
        }
        let permutation = self.permutation_map()?;
        self.expect(">")?;
        self.expect("}>")?;
        self.expect(":")?;
        let [from] = <[Type; 1]>::try_from(self.paren_types()?).ok()?;
        self.expect("->")?;
        let [to] = <[Type; 1]>::try_from(self.result_types()?).ok()?;
        self.push_memref_transpose(loc, results, source, permutation, [from, to])
    }

    /// `(i, j, k) -> (k, i, j)`: as many results as distinct dimension names, each one of them,
    /// as the position of the dimension each result is.
    fn permutation_map(&mut self) -> Option<Vec<i64>> {
        self.expect("(")?;
        let dims = self.list(")", |r| r.ident())?;
        self.expect("->")?;
        self.expect("(")?;
        let outs = self.list(")", |r| r.ident())?;
        let position = |o: &&str| dims.iter().position(|d| d == o).map(|p| p as i64);
        let permutation: Vec<i64> = outs.iter().map(position).collect::<Option<_>>()?;
        let names_distinct = (0..dims.len()).all(|i| !dims[..i].contains(&dims[i]));
        // Whether it permutes the dimensions is `permute`'s to check, where it is applied.
        (names_distinct && permutation.len() == dims.len()).then_some(permutation)
    }

    /// `memref.transpose` of `source` by `permutation`, stated to be from the memref type `from`
    /// to `to`, if its verifier takes it: `permutation` permutes the dimensions of `from`, and
    /// `to` has the sizes and the strides of `from` permuted and its offset, its layout the same
    /// strides as MLIR's strides analysis gives them.
    /// Memrefs with a size of 1 (whose strides MLIR's comparison may not count) are left to MLIR.
    fn push_memref_transpose(
        &mut self,
        loc: Location,
        results: Results,
        source: Value,
        permutation: Vec<i64>,
        [from, to]: [Type; 2],
    ) -> Option<OpId> {
        let Type::MemRef { shape, elem, layout, memory_space: None } = &from else { return None };
        let Type::MemRef { shape: to_shape, elem: to_elem, layout: to_layout, memory_space: None } =
            &to
        else {
            return None;
        };
        let (strides, offset) = strides_and_offset(shape, layout)?;
        let stated = strides_and_offset(to_shape, to_layout)?;
        let expected = permute(shape, &permutation).zip(permute(&strides, &permutation));
        let fits = *self.m.value_type(source) == from
            && !shape.contains(&1)
            && elem == to_elem
            && expected == Some((to_shape.clone(), stated.0))
            && stated.1 == offset;
        if !fits || !results.allow(1) {
            return None;
        }
        let names = |dims: &mut dyn Iterator<Item = i64>| {
            dims.map(|d| format!("d{d}")).collect::<Vec<_>>().join(", ")
        };
        let n = permutation.len() as i64;
        let map = format!(
            "affine_map<({}) -> ({})>",
            names(&mut (0..n)),
            names(&mut permutation.iter().copied())
        );
        let spec = OpSpec::new("memref.transpose", loc).operands([source]).results([to]);
        self.push(spec.attr("permutation", Attribute::Opaque(map)))
    }

    /// `vector.outerproduct %lhs, %rhs [, %acc] [{kind = #vector.kind<k>}] : L, R` after the name
    /// (MLIR prints the dictionary only after an accumulator, but reads it either way).
    fn outerproduct(&mut self, loc: Location, results: Results) -> Option<OpId> {
        let mut operands = vec![self.use_value()?];
        self.expect(",")?;
        operands.push(self.use_value()?);
        if self.eat(",") {
            operands.push(self.use_value()?);
        }
        let kind = self.combining_kind("{", "}")?;
        self.expect(":")?;
        let lhs = self.ty()?;
        self.expect(",")?;
        let rhs = self.ty()?;
        self.push_outerproduct(loc, results, operands, [lhs, rhs], kind, None)
    }

    /// `vector.outerproduct` in the generic form, after the name: `(%lhs, %rhs[, %acc])
    /// [<{kind = #vector.kind<k>}>] : (L, R[, A]) -> T`.
    fn generic_outerproduct(&mut self, loc: Location, results: Results) -> Option<OpId> {
        self.expect("(")?;
        let operands = self.list(")", Reader::use_value)?;
        let kind = self.combining_kind("<{", "}>")?;
        self.expect(":")?;
        let inputs = self.paren_types()?;
        self.expect("->")?;
        let [result] = <[Type; 1]>::try_from(self.result_types()?).ok()?;
        if inputs != self.value_types(&operands) {
            return None;
        }
        let [lhs, rhs, ..] = inputs.as_slice() else { return None };
        let stated = [lhs.clone(), rhs.clone()];
        self.push_outerproduct(loc, results, operands, stated, kind, Some(result))
    }

    /// `kind = #vector.kind<k>` between `open` and `close` (as `vector.multi_reduction`'s format
    /// reads the attribute), if `open` comes next: `Some(None)` if it does not.
    fn combining_kind(&mut self, open: &str, close: &str) -> Option<Option<Attribute>> {
        if !self.eat(open) {
            return Some(None);
        }
        if !self.eat_kw("kind") {
            return None;
        }
        let kind = self.generic_attr("kind", table::table().ops.get("vector.multi_reduction")?)?;
        self.expect(close)?;
        Some(Some(kind))
    }

    /// `vector.outerproduct` of `operands` (the left vector, the right vector or scalar, the
    /// accumulator if any) of the types `stated` (the left's and the right's) with the
    /// combining kind (`add` if none is given), giving `result` if the text states it, if its
    /// verifier takes them: 1-D vectors of integers or floats, a right operand of their element
    /// type or a 1-D vector of it; the result their outer product (a right scalar: the left
    /// vector's type), the accumulator of its type, a kind the element type supports.
    fn push_outerproduct(
        &mut self,
        loc: Location,
        results: Results,
        operands: Vec<Value>,
        stated: [Type; 2],
        kind: Option<Attribute>,
        result: Option<Type>,
    ) -> Option<OpId> {
        let [lhs, rhs] = stated;
        let one_d = |t: &Type| match t {
            Type::Vector { shape, scalable, elem } if shape.len() == 1 && scalable == &[false] => {
                Some((shape[0], (**elem).clone()))
            }
            _ => None,
        };
        let (n, elem) = one_d(&lhs)?;
        let expected = match one_d(&rhs) {
            Some((m, e)) if e == elem => Type::Vector {
                shape: vec![n, m],
                scalable: vec![false; 2],
                elem: Arc::new(elem.clone()),
            },
            None if rhs == elem => lhs.clone(),
            _ => return None,
        };
        let kind = match kind {
            Some(k) => k,
            None => {
                let defaults = table::table().defaults.get("vector.outerproduct")?;
                defaults.iter().find(|(k, _)| k == "kind")?.1.clone()
            }
        };
        let Attribute::Enum { cases, .. } = &kind else { return None };
        let supported = kind_supported(cases, matches!(elem, Type::Int { .. }), elem.is_float());
        let mut types = vec![lhs, rhs];
        if operands.len() == 3 {
            types.push(expected.clone());
        }
        if !supported
            || !(2..=3).contains(&operands.len())
            || self.value_types(&operands) != types
            || result.is_some_and(|r| r != expected)
            || !results.allow(1)
        {
            return None;
        }
        let spec = OpSpec::new("vector.outerproduct", loc).operands(operands).results([expected]);
        self.push(spec.attr("kind", kind))
    }

    /// `arith.select` in the generic form, after the name: `(%c, %a, %b) : (C, T, T) -> T`.
    fn generic_select(&mut self, loc: Location, results: Results) -> Option<OpId> {
        self.expect("(")?;
        let operands: [Value; 3] = self.list(")", Reader::use_value)?.try_into().ok()?;
        self.expect(":")?;
        let stated: [Type; 3] = self.paren_types()?.try_into().ok()?;
        self.expect("->")?;
        if self.result_types()? != [stated[1].clone()] {
            return None;
        }
        self.push_select(loc, results, operands, stated)
    }

    /// `^bb` or `^bb(%a, ... : T, ...)`: a successor in the region being read, and the values
    /// passed to it (their types as the text states them).
    fn successor_with_operands(&mut self) -> Option<(BlockId, Vec<Value>)> {
        let name = self.sigil_name(b'^')?;
        let block = self.block_ref(name);
        let mut values = Vec::new();
        if self.eat("(") {
            loop {
                values.push(self.use_value()?);
                if !self.eat(",") {
                    break;
                }
            }
            self.expect(":")?;
            for (i, &v) in values.iter().enumerate() {
                if i > 0 {
                    self.expect(",")?;
                }
                if self.ty()? != *self.m.value_type(v) {
                    return None;
                }
            }
            self.expect(")")?;
        }
        Some((block, values))
    }

    /// `cf.switch %flag : iN, [ default: ^bb(...), V: ^bb(...), ... ]` with one or more cases
    /// of distinct values (MLIR prints them unsigned: `-7 : i32` as `4294967289`).
    fn cf_switch(&mut self, loc: Location, results: Results) -> Option<OpId> {
        let flag = self.use_value()?;
        self.expect(":")?;
        let ty = self.ty()?;
        let Type::Int { width: width @ 2..=64, signedness: crate::ir::Signedness::Signless } = ty
        else {
            return None;
        };
        if *self.m.value_type(flag) != ty || !self.eat(",") || !self.eat("[") {
            return None;
        }
        if !self.eat_kw("default") || !self.eat(":") {
            return None;
        }
        let (default, default_operands) = self.successor_with_operands()?;
        let mut edges = vec![(default, default_operands.clone())];
        let (mut values, mut segments, mut case_operands) = (Vec::new(), Vec::new(), Vec::new());
        while self.eat(",") {
            let value = self.switch_value(width)?;
            self.expect(":")?;
            let (dest, operands) = self.successor_with_operands()?;
            if values.contains(&value) {
                return None;
            }
            values.push(value);
            segments.push(operands.len() as i64);
            case_operands.extend(operands.iter().copied());
            edges.push((dest, operands));
        }
        self.expect("]")?;
        let owner = self.scopes.last()?.owner;
        if values.is_empty() || !results.allow(0) || !branches(owner) || self.at("{") {
            return None;
        }
        let sizes = vec![1, default_operands.len() as i64, case_operands.len() as i64];
        let case_values = Attribute::DenseElements {
            ty: Type::shared(Type::Vector {
                shape: vec![values.len() as u64],
                scalable: vec![false],
                elem: Arc::new(ty),
            }),
            splat: values.len() == 1,
            values: DenseValues::Int(values),
        };
        let mut operands = vec![flag];
        operands.extend(default_operands);
        operands.extend(case_operands);
        let spec = OpSpec::new("cf.switch", loc)
            .operands(operands)
            .successors(edges.iter().map(|(b, _)| *b))
            .attr("case_values", case_values)
            .attr("case_operand_segments", Attribute::dense_i32(segments))
            .attr("operandSegmentSizes", Attribute::dense_i32(sizes));
        let op = self.push(spec)?;
        let scope = self.scopes.last_mut()?;
        scope.edges.extend(edges);
        scope.terminated = true;
        Some(op)
    }

    /// A case value of an `iN` switch, signed or as MLIR prints it (unsigned), as the signed
    /// value MLIR holds.
    fn switch_value(&mut self, width: u32) -> Option<i64> {
        self.ws();
        let start = self.pos;
        if self.src.get(self.pos) == Some(&b'-') {
            self.pos += 1;
        }
        while self.src.get(self.pos).is_some_and(u8::is_ascii_digit) {
            self.pos += 1;
        }
        let literal = &self.text[start..self.pos];
        let digits = literal.trim_start_matches('-');
        if digits.starts_with('0') && literal != "0" {
            return None;
        }
        let v: i128 = literal.parse().ok()?;
        let (min, max) = (-(1i128 << (width - 1)), (1i128 << width) - 1);
        if !(min..=max).contains(&v) {
            return None;
        }
        // The low `width` bits, sign-extended.
        let shift = 128 - width;
        Some(((v << shift) >> shift) as i64)
    }

    /// `vector.print`: of a value (`%x : T`, a scalar or a vector), a string (`str "text"`) or
    /// nothing, then what to print after it (`punctuation <comma>`; a newline by default).
    fn vector_print(&mut self, loc: Location, results: Results) -> Option<OpId> {
        let mut value = None;
        if self.peek() == Some(b'%') {
            let v = self.use_value()?;
            self.expect(":")?;
            value = Some((v, self.ty()?));
        }
        let (mut punctuation, mut string) = (None, None);
        loop {
            if string.is_none() && value.is_none() && self.eat_kw("str") {
                string = Some(Attribute::String(self.escaped_string()?));
            } else if punctuation.is_none() && self.eat_kw("punctuation") {
                self.expect("<")?;
                punctuation = Some(self.punctuation_case()?);
            } else {
                break;
            }
        }
        if self.at("{") {
            return None;
        }
        self.push_vector_print(loc, results, value, punctuation, string)
    }

    /// `memref.prefetch %m[%i, ...], read|write, locality<N>, data|instr : T`: an `index` per
    /// dimension of a ranked memref, a locality from 0 to 3 (MLIR 22's checks). Other
    /// attributes, and the generic form, are MLIR's to read.
    fn prefetch(&mut self, loc: Location, results: Results) -> Option<OpId> {
        let memref = self.use_value()?;
        self.expect("[")?;
        let indices = self.list("]", Reader::use_value)?;
        self.expect(",")?;
        let write = self.eat_kw("write");
        if !write && !self.eat_kw("read") {
            return None;
        }
        self.expect(",")?;
        if !(self.eat_kw("locality") && self.eat("<")) {
            return None;
        }
        let hint = self.int()?;
        self.expect(">")?;
        self.expect(",")?;
        let data = self.eat_kw("data");
        if (!data && !self.eat_kw("instr")) || self.at("{") {
            return None;
        }
        self.expect(":")?;
        let ty = self.ty()?;
        let m = &self.m;
        let ranked = matches!(&ty, Type::MemRef { shape, .. } if shape.len() == indices.len());
        if !results.allow(0)
            || *m.value_type(memref) != ty
            || !ranked
            || !(0..=3).contains(&hint)
            || indices.iter().any(|&i| *m.value_type(i) != Type::Index)
        {
            return None;
        }
        let spec = OpSpec::new("memref.prefetch", loc)
            .operands([memref].into_iter().chain(indices))
            .attr("isWrite", Attribute::Bool(write))
            .attr("localityHint", Attribute::int(hint, Type::int(32)))
            .attr("isDataCache", Attribute::Bool(data));
        self.push(spec)
    }

    /// `case>` of a `vector.print`'s punctuation, after its `<`.
    fn punctuation_case(&mut self) -> Option<Attribute> {
        let info = table::table().enums.get("PrintPunctuation")?;
        let case = self.ident()?;
        info.cases.iter().find(|(c, _)| c == case)?;
        self.expect(">")?;
        Some(Attribute::Enum { kind: "vector.punctuation".into(), cases: vec![case.to_string()] })
    }

    /// `{ ops }` of a single-block region whose block takes arguments of `types`, named by
    /// `names`, or else by the block's label (`^bb0(%a: T, ...):`, which may come first when
    /// there are arguments); read in a scope of `owner`. Gives the region and its block.
    fn single_block_region(
        &mut self,
        owner: Owner,
        types: &[Type],
        names: Option<&[&'t str]>,
    ) -> Option<(RegionId, BlockId)> {
        self.expect("{")?;
        let region = self.m.new_region();
        let block = self.m.new_block(types);
        self.m.append_block(region, block);
        self.open(region, owner, block);
        let mut labelled = Vec::new();
        if names.is_none() && !types.is_empty() && self.peek() == Some(b'^') {
            self.sigil_name(b'^')?;
            self.expect("(")?;
            for (i, t) in types.iter().enumerate() {
                if i > 0 {
                    self.expect(",")?;
                }
                labelled.push(self.sigil_name(b'%')?);
                self.expect(":")?;
                if self.ty()? != *t {
                    return None;
                }
            }
            self.expect(")")?;
            self.expect(":")?;
        }
        let names = names.unwrap_or(&labelled);
        if names.len() != types.len() {
            return None;
        }
        for (i, &n) in names.iter().enumerate() {
            let v = self.m.block(block).args[i];
            self.define(n, v, None)?;
        }
        loop {
            match self.peek()? {
                b'}' => break,
                b'^' => return None,
                _ => self.op()?,
            }
        }
        self.pos += 1;
        self.close()?;
        Some((region, block))
    }

    /// A region of blocks (`scf.execute_region`'s): the entry block without arguments or a
    /// label, then labelled blocks, each ending with `scf.yield` of `types` or a branch
    /// within the region.
    fn blocks_region(&mut self, owner: Owner, types: &[Type]) -> Option<RegionId> {
        self.expect("{")?;
        let region = self.m.new_region();
        let entry = self.m.new_block(&[]);
        self.m.append_block(region, entry);
        self.open(region, owner, entry);
        self.region_body(true)?;
        let m = &self.m;
        let ends_well = m.region(region).blocks.iter().all(|&b| {
            let Some(&last) = m.block(b).ops.last() else { return false };
            let op = m.op(last);
            match op.name.as_str() {
                "scf.yield" => self.value_types(&op.operands) == types,
                "cf.br" | "cf.cond_br" | "cf.switch" => true,
                _ => false,
            }
        });
        ends_well.then_some(region)
    }

    /// The types of the operands of a block's last op if it is `name`, after its first `skip`.
    fn terminator_types(&self, block: BlockId, name: &str, skip: usize) -> Option<Vec<Type>> {
        let op = self.m.op(*self.m.block(block).ops.last()?);
        let operands = op.operands.get(skip..)?;
        (op.name == name).then(|| self.value_types(operands))
    }

    /// A region of `scf.for` or `scf.if`: a single block, given its arguments, which ends
    /// with `scf.yield` of `types` (added when there are none and the text has none).
    fn scf_region(
        &mut self,
        owner: Owner,
        loc: &Location,
        args: &[(&'t str, Type)],
        types: &[Type],
    ) -> Option<RegionId> {
        let arg_types: Vec<Type> = args.iter().map(|(_, t)| t.clone()).collect();
        let names: Vec<&'t str> = args.iter().map(|(n, _)| *n).collect();
        let (region, block) = self.single_block_region(owner, &arg_types, Some(&names))?;
        // Only `scf.yield` ends a block here; without one, it is implicit when it yields nothing.
        match self.terminator_types(block, "scf.yield", 0) {
            Some(yielded) if yielded == types => {}
            None if types.is_empty() => {
                self.m.push_op(block, OpSpec::new("scf.yield", loc.clone()));
            }
            _ => return None,
        }
        Some(region)
    }

    /// `(%a = %init, ...)`, possibly empty: the names of a region's arguments and the values
    /// they start with.
    fn assignments(&mut self) -> Option<(Vec<&'t str>, Vec<Value>)> {
        self.expect("(")?;
        let (mut names, mut inits) = (Vec::new(), Vec::new());
        if self.eat(")") {
            return Some((names, inits));
        }
        loop {
            names.push(self.sigil_name(b'%')?);
            self.expect("=")?;
            inits.push(self.use_value()?);
            if self.eat(")") {
                return Some((names, inits));
            }
            self.expect(",")?;
        }
    }

    /// `scf.while (%a = %init, ...) : (T, ...) -> (U, ...) { ... scf.condition(%c) %x, ... :
    /// U, ... } do { ^bb0(%b: U, ...): ... scf.yield %y, ... : T, ... }`.
    fn scf_while(&mut self, loc: Location, results: Results) -> Option<OpId> {
        let (names, inits) = self.assignments()?;
        self.expect(":")?;
        let inputs = self.paren_types()?;
        self.expect("->")?;
        let types = self.result_types()?;
        let m = &self.m;
        if inputs.len() != inits.len()
            || inits.iter().zip(&inputs).any(|(&v, t)| m.value_type(v) != t)
            || !results.allow(types.len())
        {
            return None;
        }
        let (before, first) = self.single_block_region(Owner::While, &inputs, Some(&names))?;
        if self.terminator_types(first, "scf.condition", 1)? != types || !self.eat_kw("do") {
            return None;
        }
        let (after, second) = self.single_block_region(Owner::Do, &types, None)?;
        if self.terminator_types(second, "scf.yield", 0)? != inputs || self.at("{") {
            return None;
        }
        let spec = OpSpec::new("scf.while", loc).operands(inits).results(types);
        self.push(spec.regions([before, after]))
    }

    /// `scf.for [unsigned] %iv = %lb to %ub step %s [iter_args(%a = %init, ...) -> (T, ...)]
    /// [: T] {...}`.
    fn scf_for(&mut self, loc: Location, results: Results) -> Option<OpId> {
        let unsigned = self.eat_kw("unsigned");
        let iv = self.sigil_name(b'%')?;
        self.expect("=")?;
        let lb = self.use_value()?;
        if !self.eat_kw("to") {
            return None;
        }
        let ub = self.use_value()?;
        if !self.eat_kw("step") {
            return None;
        }
        let step = self.use_value()?;
        let mut iter_names = Vec::new();
        let mut inits = Vec::new();
        let mut types = Vec::new();
        if self.eat_kw("iter_args") {
            (iter_names, inits) = self.assignments()?;
            self.expect("->")?;
            types = self.result_types()?;
        }
        // Without a type, the bounds and the induction variable are `index`es.
        let iv_type = if self.eat(":") { self.ty()? } else { Type::Index };
        let m = &self.m;
        let scalar_int = matches!(iv_type, Type::Int { .. }) && class_ok(Class::Int, &iv_type);
        if !(iv_type == Type::Index || scalar_int)
            || *m.value_type(lb) != iv_type
            || *m.value_type(ub) != iv_type
            || *m.value_type(step) != iv_type
            || types.len() != inits.len()
            || inits.iter().zip(&types).any(|(&v, t)| m.value_type(v) != t)
            || !results.allow(types.len())
        {
            return None;
        }
        let mut args = vec![(iv, iv_type)];
        args.extend(iter_names.into_iter().zip(types.iter().cloned()));
        let region = self.scf_region(Owner::For, &loc, &args, &types)?;
        if self.at("{") {
            return None;
        }
        let mut operands = vec![lb, ub, step];
        operands.extend(inits);
        let mut spec = OpSpec::new("scf.for", loc);
        if unsigned {
            spec = spec.attr("unsignedCmp", Attribute::Unit);
        }
        self.push(spec.operands(operands).results(types).regions([region]))
    }

    /// `vector.extract %v[1, %i] : T from V` and `vector.insert %x, %v[1, %i] : T into V`, at
    /// positions in range of fixed-size dimensions (a position out of range, or poison, is
    /// MLIR's to read).
    fn vector_extract_insert(
        &mut self,
        name: &str,
        loc: Location,
        results: Results,
    ) -> Option<OpId> {
        let insert = name == "vector.insert";
        let mut operands = Vec::new();
        if insert {
            operands.push(self.use_value()?);
            self.expect(",")?;
        }
        operands.push(self.use_value()?);
        self.expect("[")?;
        let mut dynamic = Vec::new();
        let statics = self.list("]", |r| {
            if r.peek() != Some(b'%') {
                return r.int();
            }
            let v = r.use_value()?;
            dynamic.push(v);
            (*r.m.value_type(v) == Type::Index).then_some(DYNAMIC)
        })?;
        if self.at("{") {
            return None;
        }
        self.expect(":")?;
        let part = self.ty()?;
        if !self.eat_kw(if insert { "into" } else { "from" }) {
            return None;
        }
        let vector = self.ty()?;
        operands.extend(dynamic);
        self.push_extract_insert(name, loc, results, operands, statics, part, vector)
    }

    /// `vector.extract` or `vector.insert` in the generic form, after the name: `(%x, %v, %i)
    /// <{static_position = array<i64: 1, ...>}> : (T, V, index) -> V`.
    fn generic_extract_insert(
        &mut self,
        name: &str,
        loc: Location,
        results: Results,
    ) -> Option<OpId> {
        self.expect("(")?;
        let operands = self.list(")", Reader::use_value)?;
        if !(self.eat("<{") && self.eat_kw("static_position") && self.eat("=")) {
            return None;
        }
        let statics = self.dense_array("i64")?;
        self.expect("}>")?;
        self.expect(":")?;
        let inputs = self.paren_types()?;
        self.expect("->")?;
        let [result] = <[Type; 1]>::try_from(self.result_types()?).ok()?;
        let (part, vector) = match (name, inputs.as_slice()) {
            // An insertion's result is the vector it inserts into.
            ("vector.insert", [part, vector, ..]) if result == *vector => {
                (part.clone(), vector.clone())
            }
            ("vector.insert", _) => return None,
            (_, [vector, ..]) => (result, vector.clone()),
            _ => return None,
        };
        let m = &self.m;
        if inputs.len() != operands.len()
            || operands.iter().zip(&inputs).any(|(&v, t)| m.value_type(v) != t)
        {
            return None;
        }
        self.push_extract_insert(name, loc, results, operands, statics, part, vector)
    }

    /// `vector.extract` (`part` from `vector`) or `vector.insert` (`part` into `vector`) of
    /// `operands` (the value inserted, the vector, the dynamic positions) at `statics` (dynamic
    /// ones `DYNAMIC`), if its verifier takes it.
    #[allow(clippy::too_many_arguments)]
    fn push_extract_insert(
        &mut self,
        name: &str,
        loc: Location,
        results: Results,
        operands: Vec<Value>,
        statics: Vec<i64>,
        part: Type,
        vector: Type,
    ) -> Option<OpId> {
        let insert = name == "vector.insert";
        let Type::Vector { shape, scalable, elem } = &vector else { return None };
        let n = statics.len();
        let in_range =
            statics.iter().zip(shape).all(|(&p, &d)| p == DYNAMIC || (0..d as i64).contains(&p));
        let expected = match n {
            _ if n == shape.len() => (**elem).clone(),
            _ => Type::Vector {
                shape: shape.get(n..)?.to_vec(),
                scalable: scalable[n..].to_vec(),
                elem: elem.clone(),
            },
        };
        let m = &self.m;
        let leading = if insert { 2 } else { 1 };
        let dynamic = statics.iter().filter(|&&p| p == DYNAMIC).count();
        let given: Vec<&Type> = operands.iter().map(|&v| m.value_type(v)).collect();
        let mut stated: Vec<&Type> = if insert { vec![&part, &vector] } else { vec![&vector] };
        stated.extend(std::iter::repeat_n(&Type::Index, dynamic));
        if shape.is_empty()
            || operands.len() != leading + dynamic
            || scalable[..n].contains(&true)
            || !in_range
            || part != expected
            || given != stated
            || !results.allow(1)
        {
            return None;
        }
        let result = if insert { vector.clone() } else { part };
        let position = Attribute::dense_i64(statics);
        let spec = OpSpec::new(name, loc).operands(operands).attr("static_position", position);
        self.push(spec.results([result]))
    }

    /// `scf.parallel (%i, ...) = (%lb, ...) to (%ub, ...) step (%s, ...) [init (%x, ...) -> (T,
    /// ...)] {...}` of `index` bounds, no step a constant that is not positive: its body ends
    /// with `scf.reduce` of one value of each result's type (added when there are no results and
    /// the text has none).
    fn scf_parallel(&mut self, loc: Location, results: Results) -> Option<OpId> {
        self.expect("(")?;
        let names = self.list(")", |r| r.sigil_name(b'%'))?;
        self.expect("=")?;
        let mut bounds = Vec::new();
        for (i, word) in ["", "to", "step"].into_iter().enumerate() {
            if i > 0 && !self.eat_kw(word) {
                return None;
            }
            self.expect("(")?;
            let values = self.list(")", Reader::use_value)?;
            let m = &self.m;
            if values.len() != names.len()
                || values.iter().any(|&v| *m.value_type(v) != Type::Index)
            {
                return None;
            }
            bounds.extend(values);
        }
        let (inits, types) = if self.eat_kw("init") {
            self.expect("(")?;
            let inits = self.list(")", Reader::use_value)?;
            self.expect("->")?;
            let types = self.result_types()?;
            (inits, types)
        } else {
            (Vec::new(), Vec::new())
        };
        let inits_typed = self.value_types(&inits) == types;
        if names.is_empty() || !results.allow(types.len()) || !inits_typed || self.at("->") {
            return None;
        }
        // The verifier's "constant step operand must be positive".
        let steps = &bounds[2 * names.len()..];
        if steps.iter().any(|&v| self.int_constant(v).is_some_and(|n| n <= 0)) {
            return None;
        }
        let ivs = vec![Type::Index; names.len()];
        let (region, block) = self.single_block_region(Owner::Parallel, &ivs, Some(&names))?;
        let m = &self.m;
        if m.block(block).ops.last().is_none_or(|&last| m.op(last).name != "scf.reduce") {
            // The text left the terminator out.
            self.m.push_op(block, OpSpec::new("scf.reduce", loc.clone()));
        }
        if self.at("{") || self.terminator_types(block, "scf.reduce", 0)? != types {
            return None;
        }
        let n = names.len() as i64;
        let sizes = Attribute::dense_i32(vec![n, n, n, inits.len() as i64]);
        bounds.extend(inits);
        let spec =
            OpSpec::new("scf.parallel", loc).operands(bounds).attr("operandSegmentSizes", sizes);
        self.push(spec.results(types).regions([region]))
    }

    /// The value of `v` if a constant op the reader reads defines it as an integer (what MLIR's
    /// `getConstantIntValue` finds).
    fn int_constant(&self, v: Value) -> Option<i64> {
        let o = self.m.op(self.m.defining_op(v)?);
        if !matches!(o.name.as_str(), "arith.constant" | "index.constant") {
            return None;
        }
        match o.attr("value")? {
            Attribute::Int { value, .. } => Some(*value),
            _ => None,
        }
    }

    /// `scf.reduce [(%x, ... : T, ...) { reduction }, ...]`, ending the body of `scf.parallel`:
    /// a reduction region for each value, whose block takes two values of its type and ends with
    /// `scf.reduce.return` of one (the parallel op checks the types against its results').
    fn scf_reduce(&mut self, loc: Location, results: Results) -> Option<OpId> {
        let owner = self.scopes.last()?.owner;
        if owner != Owner::Parallel || !results.allow(0) {
            return None;
        }
        let mut operands = Vec::new();
        let mut regions = Vec::new();
        if self.eat("(") {
            operands = self.list(":", Reader::use_value)?;
            let mut types = Vec::new();
            while types.len() < operands.len() {
                if !types.is_empty() {
                    self.expect(",")?;
                }
                types.push(self.ty()?);
            }
            self.expect(")")?;
            if operands.is_empty() || self.value_types(&operands) != types {
                return None;
            }
            for (i, t) in types.iter().enumerate() {
                if i > 0 {
                    self.expect(",")?;
                }
                let pair = [t.clone(), t.clone()];
                let (region, block) = self.single_block_region(Owner::Reduce, &pair, None)?;
                if self.terminator_types(block, "scf.reduce.return", 0)? != [t.clone()] {
                    return None;
                }
                regions.push(region);
            }
        }
        if self.at("{") {
            return None;
        }
        let op = self.push(OpSpec::new("scf.reduce", loc).operands(operands).regions(regions))?;
        self.scopes.last_mut()?.terminated = true;
        Some(op)
    }

    /// `scf.execute_region [-> T, ...] [no_inline] { ... }` and `memref.alloca_scope [-> T,
    /// ...] { ... }`: an entry block without arguments, ending with the terminator that passes
    /// the results' types on (`memref.alloca_scope`'s is implicit when it passes nothing);
    /// `scf.execute_region`'s region may have more blocks (see [`Reader::blocks_region`]).
    /// Attributes after the region are MLIR's to read.
    fn scoped(&mut self, name: &str, loc: Location, results: Results) -> Option<OpId> {
        let types = if self.eat("->") { self.result_types()? } else { Vec::new() };
        if !results.allow(types.len()) {
            return None;
        }
        let mut spec = OpSpec::new(name, loc.clone());
        let (owner, end) = scope_of(name)?;
        if owner == Owner::Execute && self.eat_kw("no_inline") {
            spec = spec.attr("no_inline", Attribute::Unit);
        }
        let region = if owner == Owner::Execute {
            self.blocks_region(owner, &types)?
        } else {
            let (region, block) = self.single_block_region(owner, &[], Some(&[]))?;
            match self.terminator_types(block, end, 0) {
                Some(passed) if passed == types => {}
                None if types.is_empty() => {
                    self.m.push_op(block, OpSpec::new(end, loc));
                }
                _ => return None,
            }
            region
        };
        if self.at("{") {
            return None;
        }
        self.push(spec.results(types).regions([region]))
    }

    /// `memref.generic_atomic_rmw %m[%i, ...] : memref<...> { ^bb0(%x: T): ... }`: `T` the
    /// memref's element type, a signless integer or a float, and an `index` per dimension; the
    /// body one block whose argument is a `T`, of ops without memory effects (the verifier's
    /// condition; here ops of `arith` and `math`, which have none), ending with
    /// `memref.atomic_yield` of a `T`. Attributes after the body are MLIR's to read.
    fn generic_atomic_rmw(&mut self, loc: Location, results: Results) -> Option<OpId> {
        let memref = self.use_value()?;
        self.expect("[")?;
        let indices = self.list("]", Reader::use_value)?;
        self.expect(":")?;
        let ty = self.ty()?;
        let Type::MemRef { shape, elem, .. } = &ty else { return None };
        let elem = (**elem).clone();
        let scalar =
            matches!(elem, Type::Int { signedness: Signedness::Signless, .. } | Type::Float(_));
        let m = &self.m;
        if !results.allow(1)
            || !scalar
            || *m.value_type(memref) != ty
            || indices.len() != shape.len()
            || indices.iter().any(|&i| *m.value_type(i) != Type::Index)
        {
            return None;
        }
        let (region, block) =
            self.single_block_region(Owner::AtomicRmw, std::slice::from_ref(&elem), None)?;
        if self.terminator_types(block, "memref.atomic_yield", 0)? != [elem.clone()] {
            return None;
        }
        let ops = &self.m.block(block).ops;
        let pure = ops[..ops.len() - 1].iter().all(|&op| {
            let name = &self.m.op(op).name;
            name.starts_with("arith.") || name.starts_with("math.")
        });
        if !pure || self.at("{") {
            return None;
        }
        let spec = OpSpec::new("memref.generic_atomic_rmw", loc)
            .operands(std::iter::once(memref).chain(indices))
            .results([elem])
            .regions([region]);
        self.push(spec)
    }

    /// `scf.if %c [-> (T, ...)] {...} [else {...}]`.
    fn scf_if(&mut self, loc: Location, results: Results) -> Option<OpId> {
        let c = self.use_value()?;
        if *self.m.value_type(c) != Type::i1() {
            return None;
        }
        let types = if self.eat("->") { self.result_types()? } else { Vec::new() };
        if !results.allow(types.len()) {
            return None;
        }
        let then = self.scf_region(Owner::If, &loc, &[], &types)?;
        let otherwise = if self.eat_kw("else") {
            self.scf_region(Owner::If, &loc, &[], &types)?
        } else if types.is_empty() {
            self.m.new_region()
        } else {
            return None;
        };
        if self.at("{") {
            return None;
        }
        self.push(
            OpSpec::new("scf.if", loc).operands([c]).results(types).regions([then, otherwise]),
        )
    }

    /// `scf.index_switch %i [-> T, ...] case N { ... } ... default { ... }`: distinct case
    /// values, each region yielding the results' types.
    fn scf_index_switch(&mut self, loc: Location, results: Results) -> Option<OpId> {
        let arg = self.use_value()?;
        if *self.m.value_type(arg) != Type::Index || self.at("{") {
            return None;
        }
        let types = if self.eat("->") { self.result_types()? } else { Vec::new() };
        if !results.allow(types.len()) {
            return None;
        }
        let mut cases = Vec::new();
        let mut regions = Vec::new();
        while self.eat_kw("case") {
            let value = self.int()?;
            if cases.contains(&value) {
                return None;
            }
            cases.push(value);
            // MLIR's parser of the cases adds no implicit `scf.yield` (the default region's
            // does): each case ends with one.
            let (region, block) = self.single_block_region(Owner::If, &[], Some(&[]))?;
            if self.terminator_types(block, "scf.yield", 0)? != types {
                return None;
            }
            regions.push(region);
        }
        self.eat_kw("default").then_some(())?;
        let default = self.scf_region(Owner::If, &loc, &[], &types)?;
        regions.insert(0, default);
        let cases = Attribute::dense_i64(cases);
        self.push(
            OpSpec::new("scf.index_switch", loc)
                .operands([arg])
                .results(types)
                .attr("cases", cases)
                .regions(regions),
        )
    }
}
