//! The few LLVM C API calls inkwell does not wrap, each behind a small safe function.
//!
//! Every function here takes inkwell handles (which are live for `'ctx` by construction) and
//! checks whatever LLVM would otherwise assert on before making the call.

use inkwell::builder::Builder;
use inkwell::types::{AsTypeRef, BasicTypeEnum};
use inkwell::values::{AsValueRef, BasicValueEnum, GlobalValue, InstructionValue};
use llvm_sys::core::*;
use llvm_sys::prelude::{LLVMTypeRef, LLVMValueRef};
use llvm_sys::LLVMTypeKind;

/// Wraps a raw value when its type is first-class and non-void (what [`BasicValueEnum`] holds).
pub(super) fn basic_value<'ctx>(v: LLVMValueRef) -> Option<BasicValueEnum<'ctx>> {
    if v.is_null() {
        return None;
    }
    // SAFETY: `v` is a live value of the context (it came from an LLVM builder or constant
    // call); its type kind is checked before `BasicValueEnum::new`, which only accepts these.
    unsafe {
        match LLVMGetTypeKind(LLVMTypeOf(v)) {
            LLVMTypeKind::LLVMIntegerTypeKind
            | LLVMTypeKind::LLVMHalfTypeKind
            | LLVMTypeKind::LLVMBFloatTypeKind
            | LLVMTypeKind::LLVMFloatTypeKind
            | LLVMTypeKind::LLVMDoubleTypeKind
            | LLVMTypeKind::LLVMX86_FP80TypeKind
            | LLVMTypeKind::LLVMFP128TypeKind
            | LLVMTypeKind::LLVMPointerTypeKind
            | LLVMTypeKind::LLVMStructTypeKind
            | LLVMTypeKind::LLVMArrayTypeKind
            | LLVMTypeKind::LLVMVectorTypeKind
            | LLVMTypeKind::LLVMScalableVectorTypeKind => Some(BasicValueEnum::new(v)),
            _ => None,
        }
    }
}

/// `undef` of a type.
pub(super) fn undef(t: BasicTypeEnum<'_>) -> BasicValueEnum<'_> {
    // SAFETY: `t` is a live first-class type, for which `undef` is a valid constant of the same
    // (basic) type.
    basic_value(unsafe { LLVMGetUndef(t.as_type_ref()) }).expect("undef of a basic type")
}

/// `poison` of a type.
pub(super) fn poison(t: BasicTypeEnum<'_>) -> BasicValueEnum<'_> {
    // SAFETY: as for `undef`.
    basic_value(unsafe { LLVMGetPoison(t.as_type_ref()) }).expect("poison of a basic type")
}

/// Whether a value is a constant (including globals and constant expressions).
pub(super) fn is_constant(v: BasicValueEnum<'_>) -> bool {
    // SAFETY: `v` is live; `LLVMIsAConstant` is a read-only type test.
    unsafe { !LLVMIsAConstant(v.as_value_ref()).is_null() }
}

/// A constant array; `elems` must all have type `elem`.
pub(super) fn const_array<'ctx>(
    elem: BasicTypeEnum<'ctx>,
    elems: &[BasicValueEnum<'ctx>],
) -> Option<BasicValueEnum<'ctx>> {
    if !elems.iter().all(|e| e.get_type() == elem && is_constant(*e)) {
        return None;
    }
    let mut raw: Vec<LLVMValueRef> = elems.iter().map(|e| e.as_value_ref()).collect();
    // SAFETY: every element is a constant of the element type (checked above); the pointer and
    // length describe `raw`, which outlives the call.
    basic_value(unsafe { LLVMConstArray2(elem.as_type_ref(), raw.as_mut_ptr(), raw.len() as u64) })
}

/// A constant fixed-length vector of constant scalars of one type.
pub(super) fn const_vector<'ctx>(elems: &[BasicValueEnum<'ctx>]) -> Option<BasicValueEnum<'ctx>> {
    let first = elems.first()?.get_type();
    let scalar = first.is_int_type() || first.is_float_type() || first.is_pointer_type();
    if !scalar || !elems.iter().all(|e| e.get_type() == first && is_constant(*e)) {
        return None;
    }
    let mut raw: Vec<LLVMValueRef> = elems.iter().map(|e| e.as_value_ref()).collect();
    // SAFETY: a non-empty list of constants of one scalar type (checked above).
    basic_value(unsafe { LLVMConstVector(raw.as_mut_ptr(), raw.len() as u32) })
}

/// A constant bit cast between two non-aggregate types of the same size (`iN` to a float type).
pub(super) fn const_bitcast<'ctx>(
    v: BasicValueEnum<'ctx>,
    to: BasicTypeEnum<'ctx>,
) -> Option<BasicValueEnum<'ctx>> {
    let ok = is_constant(v)
        && v.get_type().is_int_type()
        && to.is_float_type()
        && v.get_type().into_int_type().get_bit_width() == float_bits(to)?;
    if !ok {
        return None;
    }
    // SAFETY: an integer constant cast to a float type of the same width, which LLVM folds into
    // a `ConstantFP`.
    basic_value(unsafe { LLVMConstBitCast(v.as_value_ref(), to.as_type_ref()) })
}

/// Bit width of a float type.
pub(super) fn float_bits(t: BasicTypeEnum<'_>) -> Option<u32> {
    // SAFETY: reading the kind of a live type.
    Some(match unsafe { LLVMGetTypeKind(t.as_type_ref()) } {
        LLVMTypeKind::LLVMHalfTypeKind | LLVMTypeKind::LLVMBFloatTypeKind => 16,
        LLVMTypeKind::LLVMFloatTypeKind => 32,
        LLVMTypeKind::LLVMDoubleTypeKind => 64,
        LLVMTypeKind::LLVMX86_FP80TypeKind => 80,
        LLVMTypeKind::LLVMFP128TypeKind | LLVMTypeKind::LLVMPPC_FP128TypeKind => 128,
        _ => return None,
    })
}

/// A float constant parsed by LLVM's `APFloat` from decimal text (validated by the caller).
pub(super) fn const_real_of_string<'ctx>(
    t: BasicTypeEnum<'ctx>,
    text: &str,
) -> Option<BasicValueEnum<'ctx>> {
    if !t.is_float_type() {
        return None;
    }
    // SAFETY: `t` is a float type and `text` is valid for `text.len()` bytes during the call;
    // APFloat reports (and we already excluded) malformed text without crashing.
    basic_value(unsafe {
        LLVMConstRealOfStringAndSize(t.as_type_ref(), text.as_ptr().cast(), text.len() as u32)
    })
}

/// `freeze`.
pub(super) fn build_freeze<'ctx>(
    b: &Builder<'ctx>,
    v: BasicValueEnum<'ctx>,
) -> Option<BasicValueEnum<'ctx>> {
    b.get_insert_block()?;
    // SAFETY: the builder is positioned and `v` is a first-class value, which is all `freeze`
    // requires.
    basic_value(unsafe { LLVMBuildFreeze(b.as_mut_ptr(), v.as_value_ref(), c"".as_ptr()) })
}

/// `getelementptr` with no-wrap flags (`LLVMGEPNoWrapFlags`, the same bits as MLIR's).
///
/// The caller has checked that the indices walk `elem` validly (struct indices constant `i32`s
/// in range), which is what LLVM's GEP type computation relies on.
pub(super) fn build_gep<'ctx>(
    b: &Builder<'ctx>,
    elem: BasicTypeEnum<'ctx>,
    base: BasicValueEnum<'ctx>,
    indices: &[BasicValueEnum<'ctx>],
    flags: u32,
) -> Option<BasicValueEnum<'ctx>> {
    b.get_insert_block()?;
    let mut raw: Vec<LLVMValueRef> = indices.iter().map(|i| i.as_value_ref()).collect();
    // SAFETY: positioned builder; `base` is a pointer (or vector of pointers) and the indices
    // were validated against `elem` by the caller; `raw` outlives the call.
    basic_value(unsafe {
        LLVMBuildGEPWithNoWrapFlags(
            b.as_mut_ptr(),
            elem.as_type_ref(),
            base.as_value_ref(),
            raw.as_mut_ptr(),
            raw.len() as u32,
            c"".as_ptr(),
            flags & 7,
        )
    })
}

/// `shufflevector` with a constant mask vector (checked by the caller).
pub(super) fn build_shuffle<'ctx>(
    b: &Builder<'ctx>,
    l: BasicValueEnum<'ctx>,
    r: BasicValueEnum<'ctx>,
    mask: BasicValueEnum<'ctx>,
) -> Option<BasicValueEnum<'ctx>> {
    b.get_insert_block()?;
    // SAFETY: positioned builder; `l` and `r` are vectors of one type and `mask` is a constant
    // vector of `i32` whose elements are in range or poison (checked by the caller).
    basic_value(unsafe {
        LLVMBuildShuffleVector(
            b.as_mut_ptr(),
            l.as_value_ref(),
            r.as_value_ref(),
            mask.as_value_ref(),
            c"".as_ptr(),
        )
    })
}

/// Sets `nneg` on a `zext` or `uitofp` instruction.
pub(super) fn set_nneg(i: InstructionValue<'_>) {
    use inkwell::values::InstructionOpcode::{UIToFP, ZExt};
    if matches!(i.get_opcode(), ZExt | UIToFP) {
        // SAFETY: `i` is a live `zext`/`uitofp`, the instructions that carry `nneg`.
        unsafe { LLVMSetNNeg(i.as_value_ref(), 1) }
    }
}

/// Sets the syncscope of an atomic instruction by name.
pub(super) fn set_syncscope(i: InstructionValue<'_>, scope: &str) {
    // SAFETY: `i` is a live atomic instruction (load/store/rmw/cmpxchg/fence, the only callers);
    // the scope name is valid for `scope.len()` bytes during the call.
    unsafe {
        let ctx = LLVMGetTypeContext(LLVMTypeOf(i.as_value_ref()));
        let id = LLVMGetSyncScopeID(ctx, scope.as_ptr().cast(), scope.len());
        LLVMSetAtomicSyncScopeID(i.as_value_ref(), id);
    }
}

/// Sets the weak flag of a `cmpxchg`.
pub(super) fn set_weak(i: InstructionValue<'_>) {
    // SAFETY: `i` is a live `cmpxchg` (the only caller).
    unsafe { LLVMSetWeak(i.as_value_ref(), 1) }
}

/// Adds an alias with a placeholder aliasee (replaced by [`set_aliasee`]).
pub(super) fn add_alias<'ctx>(
    module: &inkwell::module::Module<'ctx>,
    value_type: &impl AsTypeRef,
    addr_space: u32,
    placeholder: BasicValueEnum<'ctx>,
    name: &str,
) -> GlobalValue<'ctx> {
    let name = std::ffi::CString::new(name.replace('\0', "")).unwrap_or_default();
    // SAFETY: the module, value type (first-class or function type, both valid for an alias)
    // and placeholder constant (a pointer of `addr_space`) are live; the name is
    // NUL-terminated.
    unsafe {
        GlobalValue::new(LLVMAddAlias2(
            module.as_mut_ptr(),
            value_type.as_type_ref(),
            addr_space,
            placeholder.as_value_ref(),
            name.as_ptr(),
        ))
    }
}

/// Sets an alias's aliasee (a pointer constant of the alias's address space).
pub(super) fn set_aliasee<'ctx>(alias: GlobalValue<'ctx>, aliasee: BasicValueEnum<'ctx>) -> bool {
    if !is_constant(aliasee) || aliasee.get_type() != alias.as_pointer_value().get_type().into() {
        return false;
    }
    // SAFETY: `alias` is a live alias and `aliasee` a constant of its pointer type.
    unsafe { LLVMAliasSetAliasee(alias.as_value_ref(), aliasee.as_value_ref()) };
    true
}

/// Mangled name of an overloaded intrinsic for the given overload types.
pub(super) fn intrinsic_name(
    module: &inkwell::module::Module<'_>,
    id: u32,
    overloads: &[BasicTypeEnum<'_>],
) -> String {
    let mut tys: Vec<LLVMTypeRef> = overloads.iter().map(|t| t.as_type_ref()).collect();
    let mut len = 0usize;
    // SAFETY: `id` is a valid intrinsic ID (from `LLVMLookupIntrinsicID`); naming only mangles
    // the given types (never derives the intrinsic's signature, as all our struct types are
    // literal or named); the returned buffer is malloc'ed and freed with `LLVMDisposeMessage`.
    unsafe {
        let p = LLVMIntrinsicCopyOverloadedName2(
            module.as_mut_ptr(),
            id,
            tys.as_mut_ptr(),
            tys.len(),
            &mut len,
        );
        if p.is_null() {
            return String::new();
        }
        let s =
            String::from_utf8_lossy(std::slice::from_raw_parts(p.cast::<u8>(), len)).into_owned();
        LLVMDisposeMessage(p);
        s
    }
}

/// LLVM's atomic ordering from MLIR's encoding (the same numbers); `None` for an unknown one.
pub(super) fn atomic_ordering(n: i64) -> Option<llvm_sys::LLVMAtomicOrdering> {
    use llvm_sys::LLVMAtomicOrdering::*;
    Some(match n {
        0 => LLVMAtomicOrderingNotAtomic,
        1 => LLVMAtomicOrderingUnordered,
        2 => LLVMAtomicOrderingMonotonic,
        4 => LLVMAtomicOrderingAcquire,
        5 => LLVMAtomicOrderingRelease,
        6 => LLVMAtomicOrderingAcquireRelease,
        7 => LLVMAtomicOrderingSequentiallyConsistent,
        _ => return None,
    })
}

/// LLVM's `atomicrmw` operation from MLIR's encoding (the same numbers).
fn atomic_rmw_op(n: i64) -> Option<llvm_sys::LLVMAtomicRMWBinOp> {
    use llvm_sys::LLVMAtomicRMWBinOp::*;
    Some(match n {
        0 => LLVMAtomicRMWBinOpXchg,
        1 => LLVMAtomicRMWBinOpAdd,
        2 => LLVMAtomicRMWBinOpSub,
        3 => LLVMAtomicRMWBinOpAnd,
        4 => LLVMAtomicRMWBinOpNand,
        5 => LLVMAtomicRMWBinOpOr,
        6 => LLVMAtomicRMWBinOpXor,
        7 => LLVMAtomicRMWBinOpMax,
        8 => LLVMAtomicRMWBinOpMin,
        9 => LLVMAtomicRMWBinOpUMax,
        10 => LLVMAtomicRMWBinOpUMin,
        11 => LLVMAtomicRMWBinOpFAdd,
        12 => LLVMAtomicRMWBinOpFSub,
        13 => LLVMAtomicRMWBinOpFMax,
        14 => LLVMAtomicRMWBinOpFMin,
        15 => LLVMAtomicRMWBinOpUIncWrap,
        16 => LLVMAtomicRMWBinOpUDecWrap,
        17 => LLVMAtomicRMWBinOpUSubCond,
        18 => LLVMAtomicRMWBinOpUSubSat,
        19 => LLVMAtomicRMWBinOpFMaximum,
        20 => LLVMAtomicRMWBinOpFMinimum,
        _ => return None,
    })
}

/// Whether a type may be the value of an atomic instruction (integer, float, pointer, or a
/// fixed vector of floats).
fn atomic_value_type(t: BasicTypeEnum<'_>) -> bool {
    match t {
        BasicTypeEnum::IntType(_) | BasicTypeEnum::FloatType(_) | BasicTypeEnum::PointerType(_) => {
            true
        }
        BasicTypeEnum::VectorType(v) => v.get_element_type().is_float_type(),
        _ => false,
    }
}

/// `atomicrmw`; orderings and operation use MLIR's numbers.
pub(super) fn build_atomic_rmw<'ctx>(
    b: &Builder<'ctx>,
    op: i64,
    ptr: BasicValueEnum<'ctx>,
    value: BasicValueEnum<'ctx>,
    ordering: i64,
) -> Option<BasicValueEnum<'ctx>> {
    b.get_insert_block()?;
    let (op, ordering) = (atomic_rmw_op(op)?, atomic_ordering(ordering)?);
    if !ptr.is_pointer_value() || !atomic_value_type(value.get_type()) {
        return None;
    }
    // SAFETY: positioned builder, a scalar pointer and a first-class value of a type atomics
    // accept (the verifier checks the per-operation type rules).
    basic_value(unsafe {
        LLVMBuildAtomicRMW(
            b.as_mut_ptr(),
            op,
            ptr.as_value_ref(),
            value.as_value_ref(),
            ordering,
            0,
        )
    })
}

/// `cmpxchg`; orderings use MLIR's numbers.
pub(super) fn build_cmpxchg<'ctx>(
    b: &Builder<'ctx>,
    ptr: BasicValueEnum<'ctx>,
    cmp: BasicValueEnum<'ctx>,
    new: BasicValueEnum<'ctx>,
    success: i64,
    failure: i64,
) -> Option<BasicValueEnum<'ctx>> {
    b.get_insert_block()?;
    let (success, failure) = (atomic_ordering(success)?, atomic_ordering(failure)?);
    let t = cmp.get_type();
    if !ptr.is_pointer_value() || new.get_type() != t || !(t.is_int_type() || t.is_pointer_type()) {
        return None;
    }
    // SAFETY: positioned builder; a scalar pointer and two integer/pointer values of one type.
    basic_value(unsafe {
        LLVMBuildAtomicCmpXchg(
            b.as_mut_ptr(),
            ptr.as_value_ref(),
            cmp.as_value_ref(),
            new.as_value_ref(),
            success,
            failure,
            0,
        )
    })
}

/// `fence`; the ordering uses MLIR's numbers.
pub(super) fn build_fence<'ctx>(
    b: &Builder<'ctx>,
    ordering: i64,
) -> Option<InstructionValue<'ctx>> {
    b.get_insert_block()?;
    let ordering = atomic_ordering(ordering)?;
    // SAFETY: positioned builder; the verifier checks which orderings a fence accepts.
    let v = unsafe { LLVMBuildFence(b.as_mut_ptr(), ordering, 0, c"".as_ptr()) };
    // SAFETY: `v` is the fence instruction just built.
    (!v.is_null()).then(|| unsafe { InstructionValue::new(v) })
}

/// Sets the alignment of any memory instruction (including `atomicrmw` and `cmpxchg`).
pub(super) fn set_alignment(i: InstructionValue<'_>, align: u32) {
    use inkwell::values::InstructionOpcode::*;
    if align.is_power_of_two()
        && matches!(i.get_opcode(), Load | Store | Alloca | AtomicRMW | AtomicCmpXchg)
    {
        // SAFETY: a live memory instruction and a power-of-two alignment.
        unsafe { LLVMSetAlignment(i.as_value_ref(), align) }
    }
}

/// Sets `volatile` on a memory instruction (including `atomicrmw` and `cmpxchg`).
pub(super) fn set_volatile(i: InstructionValue<'_>) {
    use inkwell::values::InstructionOpcode::*;
    if matches!(i.get_opcode(), Load | Store | AtomicRMW | AtomicCmpXchg) {
        // SAFETY: a live memory instruction, which is what `LLVMSetVolatile` accepts.
        unsafe { LLVMSetVolatile(i.as_value_ref(), 1) }
    }
}

/// Sets the ordering of a load or store.
pub(super) fn set_ordering(i: InstructionValue<'_>, ordering: llvm_sys::LLVMAtomicOrdering) {
    use inkwell::values::InstructionOpcode::*;
    if matches!(i.get_opcode(), Load | Store) {
        // SAFETY: a live load or store.
        unsafe { LLVMSetOrdering(i.as_value_ref(), ordering) }
    }
}

/// The intrinsic ID of a name (LLVM's prefix matching for overloaded intrinsics), 0 if none.
pub(super) fn lookup_intrinsic(name: &str) -> u32 {
    // SAFETY: the name is valid for `name.len()` bytes during the call; lookup only reads it.
    unsafe { LLVMLookupIntrinsicID(name.as_ptr().cast(), name.len()) }
}

/// Whether a value is an integer or floating-point literal constant (usable in any module).
pub(super) fn is_literal(v: BasicValueEnum<'_>) -> bool {
    // SAFETY: read-only type tests on a live value.
    unsafe {
        !LLVMIsAConstantInt(v.as_value_ref()).is_null()
            || !LLVMIsAConstantFP(v.as_value_ref()).is_null()
    }
}

extern "C" {
    // runtime/cpp/llvm_ir.cpp
    fn lowriteBuildInsertValue(
        b: llvm_sys::prelude::LLVMBuilderRef,
        agg: LLVMValueRef,
        value: LLVMValueRef,
        indices: *const u32,
        count: u32,
    ) -> LLVMValueRef;
    fn lowriteFoldConstant(
        value: LLVMValueRef,
        module: llvm_sys::prelude::LLVMModuleRef,
    ) -> LLVMValueRef;
    fn lowriteBuildExtractValue(
        b: llvm_sys::prelude::LLVMBuilderRef,
        agg: LLVMValueRef,
        indices: *const u32,
        count: u32,
    ) -> LLVMValueRef;
}

/// `insertvalue` at a (possibly nested) position, as one instruction. The caller has checked
/// the position against the aggregate's type and the value's type against the element's.
pub(super) fn insert_value<'ctx>(
    b: &Builder<'ctx>,
    agg: BasicValueEnum<'ctx>,
    value: BasicValueEnum<'ctx>,
    position: &[u32],
) -> Option<BasicValueEnum<'ctx>> {
    // SAFETY: the builder has an insertion point and the handles are live; the position is
    // valid for the aggregate and the value has the element's type (checked by the caller), so
    // LLVM's assertions hold.
    basic_value(unsafe {
        lowriteBuildInsertValue(
            b.as_mut_ptr(),
            agg.as_value_ref(),
            value.as_value_ref(),
            position.as_ptr(),
            position.len() as u32,
        )
    })
}

/// `extractvalue` at a (possibly nested) position, as one instruction; the position is checked
/// by the caller.
pub(super) fn extract_value<'ctx>(
    b: &Builder<'ctx>,
    agg: BasicValueEnum<'ctx>,
    position: &[u32],
) -> Option<BasicValueEnum<'ctx>> {
    // SAFETY: as for `insert_value`.
    basic_value(unsafe {
        lowriteBuildExtractValue(
            b.as_mut_ptr(),
            agg.as_value_ref(),
            position.as_ptr(),
            position.len() as u32,
        )
    })
}

/// A constant folded with the module's data layout (as MLIR's translation folds while it
/// builds); other values are returned as they are.
pub(super) fn fold_constant<'ctx>(
    v: BasicValueEnum<'ctx>,
    module: &inkwell::module::Module<'ctx>,
) -> BasicValueEnum<'ctx> {
    if !is_constant(v) {
        return v;
    }
    // SAFETY: `v` is a live constant of the module's context; folding returns a constant of
    // the same type.
    basic_value(unsafe { lowriteFoldConstant(v.as_value_ref(), module.as_mut_ptr()) }).unwrap_or(v)
}
