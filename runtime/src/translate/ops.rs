//! Non-terminator operations: constants, arithmetic, comparisons, casts, memory, aggregates,
//! vectors, calls and atomics.

use super::func::{cconv_of, is_terminator, Body};
use super::{alignment_attr, op_error, raw, Translator};
use crate::error::Result;
use crate::ir::{self, Attribute, DenseValues, OpId, Type};
use inkwell::attributes::AttributeLoc;
use inkwell::types::{AnyType, BasicTypeEnum};
use inkwell::values::{
    AggregateValueEnum, BasicMetadataValueEnum, BasicValue, BasicValueEnum, FastMathFlags,
    InstructionOpcode, InstructionValue, IntValue, ValueKind,
};
use inkwell::{FloatPredicate, IntPredicate};

/// LLVM IR spelling of a type with identified structs spelled out as literal ones (for parsing
/// in a throwaway module, where the names are not defined).
fn literal_type_text(t: BasicTypeEnum<'_>) -> String {
    match t {
        BasicTypeEnum::StructType(s) => {
            let fields: Vec<String> =
                s.get_field_types().into_iter().map(literal_type_text).collect();
            if s.is_packed() {
                format!("<{{ {} }}>", fields.join(", "))
            } else {
                format!("{{ {} }}", fields.join(", "))
            }
        }
        BasicTypeEnum::ArrayType(a) => {
            format!("[{} x {}]", a.len(), literal_type_text(a.get_element_type()))
        }
        other => other.print_to_string().to_string(),
    }
}

/// Intrinsics that only carry optimization or debug information and are dropped (always
/// semantically safe; none of them has results).
fn is_dropped(name: &str) -> bool {
    matches!(
        name,
        "llvm.intr.lifetime.start"
            | "llvm.intr.lifetime.end"
            | "llvm.intr.dbg.declare"
            | "llvm.intr.dbg.value"
            | "llvm.intr.dbg.label"
            | "llvm.intr.experimental.noalias.scope.decl"
    )
}

/// The scalar class of a type (the element type for vectors).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Scalar {
    Int(u32),
    Float(u32),
    Ptr(u32),
    Other,
}

pub(super) fn scalar_of(t: &Type) -> Scalar {
    match t.scalar() {
        Type::Int { width, .. } => Scalar::Int(*width),
        Type::Float(k) => Scalar::Float(k.width()),
        Type::Ptr { addr_space } => Scalar::Ptr(*addr_space),
        _ => Scalar::Other,
    }
}

/// Length and scalability of a vector type, `None` for anything else.
pub(super) fn vector_shape(t: &Type) -> Option<(u64, bool)> {
    match t {
        Type::Vector { shape, scalable, .. } if shape.len() == 1 => {
            Some((shape[0], scalable.first() == Some(&true)))
        }
        Type::LlvmVec { len, scalable, .. } => Some((*len, *scalable)),
        _ => None,
    }
}

/// Whether values of a type have a size (no opaque struct inside), as memory operations need.
pub(super) fn is_sized(t: &Type) -> bool {
    match t {
        Type::Struct { body: None, .. } => false,
        Type::Struct { body: Some(fields), .. } => fields.iter().all(is_sized),
        Type::Array { elem, .. } => is_sized(elem),
        _ => true,
    }
}

/// Whether an LLVM cast instruction accepts these operand and result types.
fn cast_ok(name: &str, from: &Type, to: &Type) -> bool {
    use Scalar::*;
    let (fs, ts) = (scalar_of(from), scalar_of(to));
    let same_shape = vector_shape(from) == vector_shape(to)
        && (vector_shape(from).is_some() || from.scalar() == from);
    let ok = match name {
        "llvm.trunc" => matches!((fs, ts), (Int(a), Int(b)) if b < a),
        "llvm.zext" | "llvm.sext" => matches!((fs, ts), (Int(a), Int(b)) if b > a),
        "llvm.fptrunc" => matches!((fs, ts), (Float(a), Float(b)) if b < a),
        "llvm.fpext" => matches!((fs, ts), (Float(a), Float(b)) if b > a),
        "llvm.fptoui" | "llvm.fptosi" => matches!((fs, ts), (Float(_), Int(_))),
        "llvm.uitofp" | "llvm.sitofp" => matches!((fs, ts), (Int(_), Float(_))),
        "llvm.ptrtoint" => matches!((fs, ts), (Ptr(_), Int(_))),
        "llvm.inttoptr" => matches!((fs, ts), (Int(_), Ptr(_))),
        "llvm.addrspacecast" => matches!((fs, ts), (Ptr(a), Ptr(b)) if a != b),
        "llvm.bitcast" => {
            return match (fs, ts) {
                (Ptr(a), Ptr(b)) => same_shape && a == b,
                (Int(a) | Float(a), Int(b) | Float(b)) => {
                    let bits = |t: &Type, w: u32| match vector_shape(t) {
                        Some((n, s)) => (n.checked_mul(w as u64), s),
                        None => (Some(w as u64), false),
                    };
                    let valid_scalar = |t: &Type| vector_shape(t).is_some() || t.scalar() == t;
                    valid_scalar(from) && valid_scalar(to) && bits(from, a) == bits(to, b)
                }
                _ => false,
            };
        }
        _ => false,
    };
    ok && same_shape
}

fn cast_opcode(name: &str) -> Option<InstructionOpcode> {
    use InstructionOpcode::*;
    Some(match name {
        "llvm.trunc" => Trunc,
        "llvm.zext" => ZExt,
        "llvm.sext" => SExt,
        "llvm.fptrunc" => FPTrunc,
        "llvm.fpext" => FPExt,
        "llvm.fptoui" => FPToUI,
        "llvm.fptosi" => FPToSI,
        "llvm.uitofp" => UIToFP,
        "llvm.sitofp" => SIToFP,
        "llvm.ptrtoint" => PtrToInt,
        "llvm.inttoptr" => IntToPtr,
        "llvm.bitcast" => BitCast,
        "llvm.addrspacecast" => AddrSpaceCast,
        _ => return None,
    })
}

fn int_binop(name: &str) -> Option<InstructionOpcode> {
    use InstructionOpcode::*;
    Some(match name {
        "llvm.add" => Add,
        "llvm.sub" => Sub,
        "llvm.mul" => Mul,
        "llvm.udiv" => UDiv,
        "llvm.sdiv" => SDiv,
        "llvm.urem" => URem,
        "llvm.srem" => SRem,
        "llvm.and" => And,
        "llvm.or" => Or,
        "llvm.xor" => Xor,
        "llvm.shl" => Shl,
        "llvm.lshr" => LShr,
        "llvm.ashr" => AShr,
        _ => return None,
    })
}

fn float_binop(name: &str) -> Option<InstructionOpcode> {
    use InstructionOpcode::*;
    Some(match name {
        "llvm.fadd" => FAdd,
        "llvm.fsub" => FSub,
        "llvm.fmul" => FMul,
        "llvm.fdiv" => FDiv,
        "llvm.frem" => FRem,
        _ => return None,
    })
}

fn int_predicate(n: i64) -> Option<IntPredicate> {
    use IntPredicate::*;
    Some(match n {
        0 => EQ,
        1 => NE,
        2 => SLT,
        3 => SLE,
        4 => SGT,
        5 => SGE,
        6 => ULT,
        7 => ULE,
        8 => UGT,
        9 => UGE,
        _ => return None,
    })
}

fn float_predicate(n: i64) -> Option<FloatPredicate> {
    use FloatPredicate::*;
    Some(match n {
        0 => PredicateFalse,
        1 => OEQ,
        2 => OGT,
        3 => OGE,
        4 => OLT,
        5 => OLE,
        6 => ONE,
        7 => ORD,
        8 => UEQ,
        9 => UGT,
        10 => UGE,
        11 => ULT,
        12 => ULE,
        13 => UNE,
        14 => UNO,
        15 => PredicateTrue,
        _ => return None,
    })
}

/// Predicate number from an integer attribute or an enum case name.
fn predicate_number(op: &ir::Operation, names: &[&str]) -> Option<i64> {
    match op.attr("predicate")? {
        Attribute::Int { value, .. } => Some(*value),
        Attribute::Enum { cases, .. } if cases.len() == 1 => {
            names.iter().position(|n| *n == cases[0]).map(|p| p as i64)
        }
        _ => None,
    }
}

const ICMP_NAMES: &[&str] = &["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"];
const FCMP_NAMES: &[&str] = &[
    "_false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule",
    "une", "uno", "_true",
];

/// Fast-math flags of `#llvm.fastmath<...>`.
pub(super) fn fastmath_flags(op: &ir::Operation) -> Result<FastMathFlags> {
    let Some(a) = op.attr("fastmathFlags") else { return Ok(FastMathFlags::empty()) };
    let cases = a
        .enum_cases("llvm.fastmath")
        .ok_or_else(|| op_error(op, format!("unsupported fast-math flags {a}")))?;
    let mut f = FastMathFlags::empty();
    for c in cases {
        f |= match c.as_str() {
            "nnan" => FastMathFlags::NoNaNs,
            "ninf" => FastMathFlags::NoInfs,
            "nsz" => FastMathFlags::NoSignedZeros,
            "arcp" => FastMathFlags::AllowReciprocal,
            "contract" => FastMathFlags::AllowContract,
            "afn" => FastMathFlags::ApproxFunc,
            "reassoc" => FastMathFlags::AllowReassoc,
            "fast" => FastMathFlags::all(),
            other => return Err(op_error(op, format!("unknown fast-math flag '{other}'"))),
        };
    }
    Ok(f)
}

/// An `array<i64: ...>`/`array<i32: ...>` attribute.
fn dense_ints<'a>(op: &'a ir::Operation, name: &str) -> Result<&'a [i64]> {
    match op.attr(name) {
        Some(Attribute::DenseArray { values: DenseValues::Int(v), .. }) => Ok(v),
        _ => Err(op_error(op, format!("missing or invalid '{name}'"))),
    }
}

fn aggregate<'ctx>(
    op: &ir::Operation,
    v: BasicValueEnum<'ctx>,
) -> Result<AggregateValueEnum<'ctx>> {
    match v {
        BasicValueEnum::ArrayValue(a) => Ok(a.into()),
        BasicValueEnum::StructValue(s) => Ok(s.into()),
        _ => Err(op_error(op, "expected a struct or array value")),
    }
}

/// Checks an `insertvalue`/`extractvalue` position against the container type.
fn check_position<'t>(
    op: &ir::Operation,
    mut t: &'t Type,
    pos: &[i64],
) -> Result<(Vec<u32>, &'t Type)> {
    if pos.is_empty() {
        return Err(op_error(op, "empty position"));
    }
    let mut out = Vec::with_capacity(pos.len());
    for &p in pos {
        let (len, next): (u64, &'t Type) = match t {
            Type::Struct { body: Some(fields), .. } => {
                (fields.len() as u64, fields.get(p.max(0) as usize).unwrap_or(t))
            }
            Type::Array { len, elem } => (*len, elem),
            _ => return Err(op_error(op, format!("position {pos:?} does not index type '{t}'"))),
        };
        if p < 0 || p as u64 >= len || p > u32::MAX as i64 {
            return Err(op_error(op, format!("position {pos:?} is out of range")));
        }
        out.push(p as u32);
        t = next;
    }
    Ok((out, t))
}

impl<'ctx> Translator<'_, 'ctx> {
    /// Translates one op of a function body (or initializer region), recording the
    /// instructions it creates when asked to (see `Translator::origins`).
    pub(super) fn translate_op(&mut self, body: &mut Body<'ctx>, id: OpId) -> Result<()> {
        if self.origins.is_none() {
            return self.translate_one(body, id);
        }
        let block = self.builder.get_insert_block();
        let before = block.and_then(|b| b.get_last_instruction());
        let result = self.translate_one(body, id);
        let mut next = match before {
            Some(i) => i.get_next_instruction(),
            None => block.and_then(|b| b.get_first_instruction()),
        };
        while let Some(inst) = next {
            self.origins.get_or_insert_default().push((inst, id));
            next = inst.get_next_instruction();
        }
        result
    }

    fn translate_one(&mut self, body: &mut Body<'ctx>, id: OpId) -> Result<()> {
        let op = self.m.op(id);
        if is_terminator(&op.name) {
            return self.terminator(body, id);
        }
        if is_dropped(&op.name) {
            return Ok(());
        }
        self.last_before = self.builder.get_insert_block().and_then(|b| b.get_last_instruction());
        let v = self.value_op(body, op)?;
        match (op.results.as_slice(), v) {
            ([], None) if !body.constant => Ok(()),
            ([], None) => Err(op_error(op, "not allowed in an initializer region")),
            ([r], Some(v)) => {
                let expected =
                    self.basic_type(self.m.value_type(*r)).map_err(|e| op_error(op, e))?;
                if v.get_type() != expected {
                    return Err(op_error(
                        op,
                        format!("produced a value of type {}, expected {}", v.get_type(), expected),
                    ));
                }
                if body.constant && !raw::is_constant(v) {
                    return Err(op_error(
                        op,
                        "not a constant expression (in an initializer region)",
                    ));
                }
                body.values.insert(*r, raw::fold_constant(v, &self.module));
                Ok(())
            }
            _ => Err(op_error(op, "unsupported number of results")),
        }
    }

    /// The instruction `v` is, if the current op just created it (rather than the builder
    /// folding it to a constant or returning an existing value).
    pub(super) fn fresh(&self, v: impl BasicValue<'ctx>) -> Option<InstructionValue<'ctx>> {
        let inst = v.as_instruction_value()?;
        let last = self.builder.get_insert_block()?.get_last_instruction()?;
        (inst == last && Some(last) != self.last_before).then_some(inst)
    }

    fn result_type(&mut self, op: &ir::Operation) -> Result<BasicTypeEnum<'ctx>> {
        let r = *op.results.first().ok_or_else(|| op_error(op, "missing result"))?;
        self.basic_type(self.m.value_type(r)).map_err(|e| op_error(op, e))
    }

    fn operand_type(&self, op: &ir::Operation, i: usize) -> Result<&'_ Type> {
        let v = op.operands.get(i).ok_or_else(|| op_error(op, format!("missing operand #{i}")))?;
        Ok(self.m.value_type(*v))
    }

    fn set_fastmath(&self, op: &ir::Operation, v: impl BasicValue<'ctx>) -> Result<()> {
        let flags = fastmath_flags(op)?;
        if !flags.is_empty() {
            if let Some(i) = self.fresh(v) {
                if i.can_use_fast_math_flags() {
                    let _ = i.set_fast_math_flags(flags);
                }
            }
        }
        Ok(())
    }

    fn value_op(
        &mut self,
        body: &mut Body<'ctx>,
        op: &ir::Operation,
    ) -> Result<Option<BasicValueEnum<'ctx>>> {
        let b = &self.builder;
        let fail = |e: inkwell::builder::BuilderError| op_error(op, e);
        let name = op.name.as_str();
        if let Some(opcode) = int_binop(name) {
            let (l, r) = (self.operand(body, op, 0)?, self.operand(body, op, 1)?);
            let t = self.operand_type(op, 0)?;
            if l.get_type() != r.get_type() || !matches!(scalar_of(t), Scalar::Int(_)) {
                return Err(op_error(op, "operands must be integers of one type"));
            }
            let v = b.build_binop(opcode, l, r, "").map_err(fail)?;
            if let Some(i) = self.fresh(v) {
                let ovf = Self::int_of(op, "overflowFlags").unwrap_or(0);
                if ovf & 1 != 0 {
                    let _ = i.set_no_signed_wrap_flag(true);
                }
                if ovf & 2 != 0 {
                    let _ = i.set_no_unsigned_wrap_flag(true);
                }
                if Self::has_flag(op, "isExact") {
                    let _ = i.set_exact_flag(true);
                }
                if Self::has_flag(op, "isDisjoint") {
                    let _ = i.set_disjoint_flag(true);
                }
            }
            return Ok(Some(v));
        }
        if let Some(opcode) = float_binop(name) {
            let (l, r) = (self.operand(body, op, 0)?, self.operand(body, op, 1)?);
            let t = self.operand_type(op, 0)?;
            if l.get_type() != r.get_type() || !matches!(scalar_of(t), Scalar::Float(_)) {
                return Err(op_error(op, "operands must be floats of one type"));
            }
            let v = b.build_binop(opcode, l, r, "").map_err(fail)?;
            self.set_fastmath(op, v)?;
            return Ok(Some(v));
        }
        if let Some(opcode) = cast_opcode(name) {
            let v = self.operand(body, op, 0)?;
            let from = self.operand_type(op, 0)?;
            let r = *op.results.first().ok_or_else(|| op_error(op, "missing result"))?;
            let to = self.m.value_type(r);
            if !cast_ok(name, from, to) {
                return Err(op_error(op, format!("invalid cast from '{from}' to '{to}'")));
            }
            let lt = self.result_type(op)?;
            let out = self.builder.build_cast(opcode, v, lt, "").map_err(fail)?;
            if let Some(i) = self.fresh(out) {
                if Self::has_flag(op, "nonNeg") {
                    raw::set_nneg(i);
                }
                let ovf = Self::int_of(op, "overflowFlags").unwrap_or(0);
                if opcode == InstructionOpcode::Trunc && ovf & 1 != 0 {
                    let _ = i.set_no_signed_wrap_flag(true);
                }
                if opcode == InstructionOpcode::Trunc && ovf & 2 != 0 {
                    let _ = i.set_no_unsigned_wrap_flag(true);
                }
            }
            return Ok(Some(out));
        }
        if name.starts_with("llvm.intr.") || name == "llvm.call_intrinsic" {
            return self.intrinsic(body, op);
        }
        Ok(Some(match name {
            "llvm.mlir.constant" => {
                let r = *op.results.first().ok_or_else(|| op_error(op, "missing result"))?;
                let value = op.attr("value").ok_or_else(|| op_error(op, "missing 'value'"))?;
                self.const_attr(value, self.m.value_type(r)).map_err(|e| op_error(op, e))?
            }
            "llvm.mlir.undef" => raw::undef(self.result_type(op)?),
            "llvm.mlir.poison" => raw::poison(self.result_type(op)?),
            "llvm.mlir.zero" => self.result_type(op)?.const_zero(),
            "llvm.mlir.addressof" => {
                let sym =
                    op.attr("global_name").ok_or_else(|| op_error(op, "missing 'global_name'"))?;
                self.symbol_pointer(op, sym)?.into()
            }
            "llvm.fneg" => {
                let v = match self.operand(body, op, 0)? {
                    BasicValueEnum::FloatValue(x) => b.build_float_neg(x, "").map_err(fail)?.into(),
                    BasicValueEnum::VectorValue(x)
                        if x.get_type().get_element_type().is_float_type() =>
                    {
                        b.build_float_neg(x, "").map_err(fail)?.into()
                    }
                    BasicValueEnum::ScalableVectorValue(x)
                        if x.get_type().get_element_type().is_float_type() =>
                    {
                        b.build_float_neg(x, "").map_err(fail)?.into()
                    }
                    _ => return Err(op_error(op, "the operand must be a float")),
                };
                self.set_fastmath(op, v)?;
                v
            }
            "llvm.icmp" => {
                let pred = predicate_number(op, ICMP_NAMES)
                    .and_then(int_predicate)
                    .ok_or_else(|| op_error(op, "invalid predicate"))?;
                let (l, r) = (self.operand(body, op, 0)?, self.operand(body, op, 1)?);
                let t = self.operand_type(op, 0)?;
                if l.get_type() != r.get_type()
                    || !matches!(scalar_of(t), Scalar::Int(_) | Scalar::Ptr(_))
                {
                    return Err(op_error(op, "operands must be integers or pointers of one type"));
                }
                match (l, r) {
                    (BasicValueEnum::IntValue(l), BasicValueEnum::IntValue(r)) => {
                        b.build_int_compare(pred, l, r, "").map_err(fail)?.into()
                    }
                    (BasicValueEnum::PointerValue(l), BasicValueEnum::PointerValue(r)) => {
                        b.build_int_compare(pred, l, r, "").map_err(fail)?.into()
                    }
                    (BasicValueEnum::VectorValue(l), BasicValueEnum::VectorValue(r)) => {
                        b.build_int_compare(pred, l, r, "").map_err(fail)?.into()
                    }
                    (
                        BasicValueEnum::ScalableVectorValue(l),
                        BasicValueEnum::ScalableVectorValue(r),
                    ) => b.build_int_compare(pred, l, r, "").map_err(fail)?.into(),
                    _ => return Err(op_error(op, "operands must be integers or pointers")),
                }
            }
            "llvm.fcmp" => {
                let pred = predicate_number(op, FCMP_NAMES)
                    .and_then(float_predicate)
                    .ok_or_else(|| op_error(op, "invalid predicate"))?;
                let (l, r) = (self.operand(body, op, 0)?, self.operand(body, op, 1)?);
                let t = self.operand_type(op, 0)?;
                if l.get_type() != r.get_type() || !matches!(scalar_of(t), Scalar::Float(_)) {
                    return Err(op_error(op, "operands must be floats of one type"));
                }
                let v: BasicValueEnum = match (l, r) {
                    (BasicValueEnum::FloatValue(l), BasicValueEnum::FloatValue(r)) => {
                        b.build_float_compare(pred, l, r, "").map_err(fail)?.into()
                    }
                    (BasicValueEnum::VectorValue(l), BasicValueEnum::VectorValue(r)) => {
                        b.build_float_compare(pred, l, r, "").map_err(fail)?.into()
                    }
                    (
                        BasicValueEnum::ScalableVectorValue(l),
                        BasicValueEnum::ScalableVectorValue(r),
                    ) => b.build_float_compare(pred, l, r, "").map_err(fail)?.into(),
                    _ => return Err(op_error(op, "operands must be floats")),
                };
                self.set_fastmath(op, v)?;
                v
            }
            "llvm.select" => {
                let c = self.operand(body, op, 0)?;
                let (t, f) = (self.operand(body, op, 1)?, self.operand(body, op, 2)?);
                let (ct, tt) = (self.operand_type(op, 0)?, self.operand_type(op, 1)?);
                let shape_ok = match vector_shape(ct) {
                    None => *ct == Type::i1(),
                    s => s == vector_shape(tt) && scalar_of(ct) == Scalar::Int(1),
                };
                if !shape_ok || t.get_type() != f.get_type() {
                    return Err(op_error(op, "invalid select operand types"));
                }
                let v = match c {
                    BasicValueEnum::IntValue(c) => b.build_select(c, t, f, "").map_err(fail)?,
                    BasicValueEnum::VectorValue(c) => b.build_select(c, t, f, "").map_err(fail)?,
                    BasicValueEnum::ScalableVectorValue(c) => {
                        b.build_select(c, t, f, "").map_err(fail)?
                    }
                    _ => return Err(op_error(op, "invalid select condition")),
                };
                self.set_fastmath(op, v)?;
                v
            }
            "llvm.freeze" => {
                let v = self.operand(body, op, 0)?;
                raw::build_freeze(b, v).ok_or_else(|| op_error(op, "cannot build freeze"))?
            }
            "llvm.getelementptr" => self.gep(body, op)?,
            "llvm.load" => {
                let ptr = match self.operand(body, op, 0)? {
                    BasicValueEnum::PointerValue(p) => p,
                    _ => return Err(op_error(op, "the address must be a pointer")),
                };
                let r = *op.results.first().ok_or_else(|| op_error(op, "missing result"))?;
                if !is_sized(self.m.value_type(r)) {
                    return Err(op_error(op, "cannot load a value of unsized type"));
                }
                let t = self.result_type(op)?;
                let v = self.builder.build_load(t, ptr, "").map_err(fail)?;
                let i = v.as_instruction_value().ok_or_else(|| op_error(op, "load was folded"))?;
                self.memory_attributes(op, i)?;
                v
            }
            "llvm.store" => {
                let v = self.operand(body, op, 0)?;
                if !is_sized(self.operand_type(op, 0)?) {
                    return Err(op_error(op, "cannot store a value of unsized type"));
                }
                let ptr = match self.operand(body, op, 1)? {
                    BasicValueEnum::PointerValue(p) => p,
                    _ => return Err(op_error(op, "the address must be a pointer")),
                };
                let i = self.builder.build_store(ptr, v).map_err(fail)?;
                self.memory_attributes(op, i)?;
                return Ok(None);
            }
            "llvm.alloca" => {
                let size = match self.operand(body, op, 0)? {
                    BasicValueEnum::IntValue(n) => n,
                    _ => return Err(op_error(op, "the array size must be an integer")),
                };
                let et = match op.attr("elem_type") {
                    Some(Attribute::Type(t)) if is_sized(t) => {
                        self.basic_type(t).map_err(|e| op_error(op, e))?
                    }
                    _ => return Err(op_error(op, "missing or unsized 'elem_type'")),
                };
                let p = self.builder.build_array_alloca(et, size, "").map_err(fail)?;
                if let (Some(a), Some(i)) =
                    (alignment_attr(op, "alignment")?, p.as_instruction_value())
                {
                    raw::set_alignment(i, a);
                }
                p.into()
            }
            "llvm.extractvalue" => {
                let (pos, _) =
                    check_position(op, self.operand_type(op, 0)?, dense_ints(op, "position")?)?;
                let v = self.operand(body, op, 0)?;
                aggregate(op, v)?;
                raw::extract_value(b, v, &pos)
                    .ok_or_else(|| op_error(op, "LLVM could not build the extraction"))?
            }
            "llvm.insertvalue" => {
                let (pos, leaf) =
                    check_position(op, self.operand_type(op, 0)?, dense_ints(op, "position")?)?;
                if leaf != self.operand_type(op, 1)? {
                    return Err(op_error(op, "the inserted value does not match the element type"));
                }
                let agg = self.operand(body, op, 0)?;
                let val = self.operand(body, op, 1)?;
                aggregate(op, agg)?;
                raw::insert_value(b, agg, val, &pos)
                    .ok_or_else(|| op_error(op, "LLVM could not build the insertion"))?
            }
            "llvm.extractelement" => {
                let v = self.operand(body, op, 0)?;
                let idx = self.index_operand(body, op, 1)?;
                match v {
                    BasicValueEnum::VectorValue(v) => {
                        b.build_extract_element(v, idx, "").map_err(fail)?
                    }
                    BasicValueEnum::ScalableVectorValue(v) => {
                        b.build_extract_element(v, idx, "").map_err(fail)?
                    }
                    _ => return Err(op_error(op, "expected a vector")),
                }
            }
            "llvm.insertelement" => {
                let v = self.operand(body, op, 0)?;
                let e = self.operand(body, op, 1)?;
                let idx = self.index_operand(body, op, 2)?;
                let elem_ok = match v {
                    BasicValueEnum::VectorValue(x) => {
                        x.get_type().get_element_type() == e.get_type()
                    }
                    BasicValueEnum::ScalableVectorValue(x) => {
                        x.get_type().get_element_type() == e.get_type()
                    }
                    _ => false,
                };
                if !elem_ok {
                    return Err(op_error(op, "element type does not match the vector"));
                }
                match v {
                    BasicValueEnum::VectorValue(v) => {
                        b.build_insert_element(v, e, idx, "").map_err(fail)?.into()
                    }
                    BasicValueEnum::ScalableVectorValue(v) => {
                        b.build_insert_element(v, e, idx, "").map_err(fail)?.into()
                    }
                    _ => unreachable!("checked above"),
                }
            }
            "llvm.shufflevector" => self.shuffle(body, op)?,
            "llvm.call" => return self.call(body, op),
            "llvm.inline_asm" => return self.inline_asm(body, op),
            "llvm.atomicrmw" => {
                let (p, v) = (self.operand(body, op, 0)?, self.operand(body, op, 1)?);
                let bin = Self::int_of(op, "bin_op").unwrap_or(-1);
                let ord = Self::int_of(op, "ordering").unwrap_or(-1);
                let out = raw::build_atomic_rmw(b, bin, p, v, ord)
                    .ok_or_else(|| op_error(op, "invalid atomicrmw operands or attributes"))?;
                let i = out
                    .as_instruction_value()
                    .ok_or_else(|| op_error(op, "atomicrmw was folded"))?;
                self.memory_attributes(op, i)?;
                out
            }
            "llvm.cmpxchg" => {
                let (p, c, n) = (
                    self.operand(body, op, 0)?,
                    self.operand(body, op, 1)?,
                    self.operand(body, op, 2)?,
                );
                let s = Self::int_of(op, "success_ordering").unwrap_or(-1);
                let f = Self::int_of(op, "failure_ordering").unwrap_or(-1);
                let out = raw::build_cmpxchg(b, p, c, n, s, f)
                    .ok_or_else(|| op_error(op, "invalid cmpxchg operands or orderings"))?;
                let i =
                    out.as_instruction_value().ok_or_else(|| op_error(op, "cmpxchg was folded"))?;
                if Self::has_flag(op, "weak") {
                    raw::set_weak(i);
                }
                self.memory_attributes(op, i)?;
                out
            }
            "llvm.fence" => {
                let ord = Self::int_of(op, "ordering").unwrap_or(-1);
                let i = raw::build_fence(b, ord)
                    .ok_or_else(|| op_error(op, "invalid fence ordering"))?;
                if let Some(s) = op.attr("syncscope").and_then(Attribute::as_str) {
                    raw::set_syncscope(i, s);
                }
                return Ok(None);
            }
            "llvm.va_arg" => {
                let p = match self.operand(body, op, 0)? {
                    BasicValueEnum::PointerValue(p) => p,
                    _ => return Err(op_error(op, "the argument list must be a pointer")),
                };
                let t = self.result_type(op)?;
                self.builder.build_va_arg(p, t, "").map_err(fail)?
            }
            _ if op.dialect() != "llvm" => {
                return Err(op_error(op, "not an LLVM dialect operation; lower the module first"))
            }
            _ => return Err(op_error(op, "unsupported operation")),
        }))
    }

    fn index_operand(
        &self,
        body: &Body<'ctx>,
        op: &ir::Operation,
        i: usize,
    ) -> Result<IntValue<'ctx>> {
        match self.operand(body, op, i)? {
            BasicValueEnum::IntValue(x) => Ok(x),
            _ => Err(op_error(op, "the index must be an integer")),
        }
    }

    /// Volatile, alignment, atomic ordering, syncscope and metadata flags of memory ops.
    fn memory_attributes(&self, op: &ir::Operation, i: InstructionValue<'ctx>) -> Result<()> {
        if Self::has_flag(op, "volatile_") {
            raw::set_volatile(i);
        }
        if let Some(a) = alignment_attr(op, "alignment")? {
            raw::set_alignment(i, a);
        }
        if matches!(op.name.as_str(), "llvm.load" | "llvm.store") {
            if let Some(n) = Self::int_of(op, "ordering") {
                let o = raw::atomic_ordering(n).ok_or_else(|| op_error(op, "invalid ordering"))?;
                raw::set_ordering(i, o);
            }
        }
        if let Some(s) = op.attr("syncscope").and_then(Attribute::as_str) {
            raw::set_syncscope(i, s);
        }
        if Self::has_flag(op, "nontemporal") {
            let one = self.cx.i32_type().const_int(1, false);
            let node = self.cx.metadata_node(&[one.into()]);
            let _ = i.set_metadata(node, self.cx.get_kind_id("nontemporal"));
        }
        if Self::has_flag(op, "invariant") {
            let node = self.cx.metadata_node(&[]);
            let _ = i.set_metadata(node, self.cx.get_kind_id("invariant.load"));
        }
        Ok(())
    }

    fn gep(&mut self, body: &Body<'ctx>, op: &ir::Operation) -> Result<BasicValueEnum<'ctx>> {
        let elem: &Type = match op.attr("elem_type") {
            Some(Attribute::Type(t)) if is_sized(t) => t,
            _ => return Err(op_error(op, "missing or unsized 'elem_type'")),
        };
        let raw_indices = dense_ints(op, "rawConstantIndices")?;
        let base = self.operand(body, op, 0)?;
        if !matches!(scalar_of(self.operand_type(op, 0)?), Scalar::Ptr(_)) {
            return Err(op_error(op, "the base must be a pointer"));
        }
        let i32t = self.cx.i32_type();
        let mut next = 1;
        let mut cur = elem;
        let mut indices = Vec::with_capacity(raw_indices.len());
        for (k, &ri) in raw_indices.iter().enumerate() {
            let dynamic = ri == i32::MIN as i64;
            if k > 0 {
                cur = match cur {
                    Type::Struct { body: Some(fields), .. } => {
                        if dynamic || ri < 0 || ri as usize >= fields.len() {
                            return Err(op_error(op, "struct indices must be constants in range"));
                        }
                        &fields[ri as usize]
                    }
                    Type::Array { elem, .. } | Type::LlvmVec { elem, .. } => elem,
                    Type::Vector { elem, shape, .. } if shape.len() == 1 => elem,
                    t => return Err(op_error(op, format!("cannot index into type '{t}'"))),
                };
            }
            if dynamic {
                if !matches!(scalar_of(self.operand_type(op, next)?), Scalar::Int(_)) {
                    return Err(op_error(op, "dynamic indices must be integers"));
                }
                indices.push(self.operand(body, op, next)?);
                next += 1;
            } else {
                indices.push(Self::int_const(i32t, ri));
            }
        }
        if next != op.operands.len() {
            return Err(op_error(op, "dynamic indices do not match the operands"));
        }
        let et = self.basic_type(elem).map_err(|e| op_error(op, e))?;
        let flags = Self::int_of(op, "noWrapFlags").unwrap_or(0) as u32;
        raw::build_gep(&self.builder, et, base, &indices, flags)
            .ok_or_else(|| op_error(op, "cannot build getelementptr"))
    }

    fn shuffle(&mut self, body: &Body<'ctx>, op: &ir::Operation) -> Result<BasicValueEnum<'ctx>> {
        let (l, r) = (self.operand(body, op, 0)?, self.operand(body, op, 1)?);
        let t = self.operand_type(op, 0)?;
        let (n, scalable) =
            vector_shape(t).ok_or_else(|| op_error(op, "operands must be vectors"))?;
        if l.get_type() != r.get_type() {
            return Err(op_error(op, "operands must have one type"));
        }
        let mask = dense_ints(op, "mask")?;
        if mask.is_empty() || mask.len() > u32::MAX as usize {
            return Err(op_error(op, "invalid mask"));
        }
        let i32t = self.cx.i32_type();
        let mask_value: BasicValueEnum<'ctx> = if scalable {
            if !mask.iter().all(|&m| m == 0) {
                return Err(op_error(op, "a scalable shuffle mask must be all zeros"));
            }
            i32t.scalable_vec_type(mask.len() as u32).const_zero().into()
        } else {
            let mut elems = Vec::with_capacity(mask.len());
            for &m in mask {
                if m == -1 {
                    elems.push(raw::poison(i32t.into()));
                } else if m >= 0 && (m as u64) < 2 * n {
                    elems.push(Self::int_const(i32t, m));
                } else {
                    return Err(op_error(op, format!("mask index {m} is out of range")));
                }
            }
            raw::const_vector(&elems).ok_or_else(|| op_error(op, "invalid mask"))?
        };
        raw::build_shuffle(&self.builder, l, r, mask_value)
            .ok_or_else(|| op_error(op, "cannot build shufflevector"))
    }

    /// `llvm.inline_asm`. LLVM does not check constraint strings when it builds an inline asm
    /// value (a mismatch only surfaces, or crashes, in code generation), so the call is first
    /// parsed as LLVM IR text, whose parser does check them.
    fn inline_asm(
        &mut self,
        body: &Body<'ctx>,
        op: &ir::Operation,
    ) -> Result<Option<BasicValueEnum<'ctx>>> {
        let text = |name: &str| {
            op.attr(name)
                .and_then(Attribute::as_str)
                .ok_or_else(|| op_error(op, format!("missing '{name}'")))
        };
        let (asm, constraints) = (text("asm_string")?, text("constraints")?);
        let args = self.operands(body, op)?;
        let result_types: Vec<Type> =
            op.results.iter().map(|&r| self.m.value_type(r).clone()).collect();
        let arg_types: Vec<Type> =
            op.operands.iter().map(|&v| self.m.value_type(v).clone()).collect();
        let fty =
            self.function_type_of(&result_types, &arg_types, false).map_err(|e| op_error(op, e))?;
        let side_effects = Self::has_flag(op, "has_side_effects");
        let align_stack = Self::has_flag(op, "is_align_stack");
        let intel = match op.attr("asm_dialect") {
            None => false,
            Some(a) => match (a.as_int(), a.enum_cases("llvm.asm_dialect")) {
                (Some(0), _) => false,
                (Some(1), _) => true,
                (_, Some([c])) if c == "att" => false,
                (_, Some([c])) if c == "intel" => true,
                _ => return Err(op_error(op, format!("unsupported asm dialect {a}"))),
            },
        };
        // Let LLVM's IR parser validate the constraints against the types.
        let params: Vec<String> = args.iter().map(|a| literal_type_text(a.get_type())).collect();
        let ret = fty.get_return_type().map_or("void".to_string(), literal_type_text);
        let operands: Vec<String> =
            params.iter().enumerate().map(|(i, t)| format!("{t} %{i}")).collect();
        let probe = format!(
            "define void @probe({}) {{\n  call {ret} asm {}{}{}{}, {}({})\n  ret void\n}}\n",
            params.join(", "),
            if side_effects { "sideeffect " } else { "" },
            if align_stack { "alignstack " } else { "" },
            if intel { "inteldialect " } else { "" },
            super::ir_string_literal(asm),
            super::ir_string_literal(constraints),
            operands.join(", "),
        );
        let buffer = inkwell::memory_buffer::MemoryBuffer::create_from_memory_range_copy(
            probe.as_bytes(),
            "inline_asm",
        );
        if let Err(e) = self.cx.create_module_from_ir(buffer) {
            let msg = e.to_string();
            return Err(op_error(op, format!("invalid inline assembly: {}", msg.trim_end())));
        }
        let dialect =
            if intel { inkwell::InlineAsmDialect::Intel } else { inkwell::InlineAsmDialect::ATT };
        let callee = self.cx.create_inline_asm(
            fty,
            asm.to_string(),
            constraints.to_string(),
            side_effects,
            align_stack,
            Some(dialect),
            false,
        );
        let margs: Vec<BasicMetadataValueEnum<'ctx>> = args.iter().map(|&a| a.into()).collect();
        let call = self
            .builder
            .build_indirect_call(fty, callee, &margs, "")
            .map_err(|e| op_error(op, e))?;
        if let Some(Attribute::Array(dicts)) = op.attr("operand_attrs") {
            for (i, d) in dicts.iter().enumerate().take(args.len()) {
                let Attribute::Dict(entries) = d else { continue };
                for (k, v) in entries {
                    let ("elementtype" | "llvm.elementtype", Attribute::Type(t)) = (k.as_str(), v)
                    else {
                        return Err(op_error(op, format!("unsupported operand attribute '{k}'")));
                    };
                    let kind =
                        inkwell::attributes::Attribute::get_named_enum_kind_id("elementtype");
                    let t = self.basic_type(t).map_err(|e| op_error(op, e))?;
                    call.add_attribute(
                        AttributeLoc::Param(i as u32),
                        self.cx.create_type_attribute(kind, t.as_any_type_enum()),
                    );
                }
            }
        }
        Ok(call.try_as_basic_value().basic())
    }

    fn call(
        &mut self,
        body: &Body<'ctx>,
        op: &ir::Operation,
    ) -> Result<Option<BasicValueEnum<'ctx>>> {
        let fail = |e: inkwell::builder::BuilderError| op_error(op, e);
        let callee_operands = match op.attr("operandSegmentSizes") {
            Some(_) => {
                let seg = self.segments(op, 2)?;
                if seg[1] != 0 {
                    return Err(op_error(op, "operand bundles are not supported"));
                }
                seg[0]
            }
            None => op.operands.len(),
        };
        if let Some(Attribute::Array(tags)) = op.attr("op_bundle_tags") {
            if !tags.is_empty() {
                return Err(op_error(op, "operand bundles are not supported"));
            }
        }
        let direct = op.attr("callee");
        let first_arg = usize::from(direct.is_none());
        if callee_operands < first_arg {
            return Err(op_error(op, "an indirect call needs a callee operand"));
        }
        let ptr = match direct {
            Some(sym) => self.symbol_pointer(op, sym)?,
            None => match self.operand(body, op, 0)? {
                BasicValueEnum::PointerValue(p) => p,
                _ => return Err(op_error(op, "the callee must be a pointer")),
            },
        };
        let args: Vec<BasicValueEnum<'ctx>> = (first_arg..callee_operands)
            .map(|i| self.operand(body, op, i))
            .collect::<Result<_>>()?;
        let result_types: Vec<Type> =
            op.results.iter().map(|&r| self.m.value_type(r).clone()).collect();
        let fty = match op.attr("var_callee_type") {
            Some(Attribute::Type(t)) => self.function_type(t).map_err(|e| op_error(op, e))?,
            Some(a) => return Err(op_error(op, format!("invalid callee type {a}"))),
            None => {
                let callee_fn = direct
                    .and_then(Attribute::as_symbol)
                    .and_then(|s| self.symbols.get(s))
                    .and_then(|s| match s {
                        super::Symbol::Function(f) => Some(f.get_type()),
                        _ => None,
                    });
                match callee_fn {
                    Some(t) => t,
                    None => {
                        let arg_types: Vec<Type> = op.operands[first_arg..callee_operands]
                            .iter()
                            .map(|&v| self.m.value_type(v).clone())
                            .collect();
                        self.function_type_of(&result_types, &arg_types, false)
                            .map_err(|e| op_error(op, e))?
                    }
                }
            }
        };
        let params = fty.get_param_types();
        let arity_ok =
            if fty.is_var_arg() { args.len() >= params.len() } else { args.len() == params.len() };
        if !arity_ok
            || params
                .iter()
                .zip(&args)
                .any(|(p, a)| BasicTypeEnum::try_from(*p).ok() != Some(a.get_type()))
        {
            return Err(op_error(op, "call operands do not match the callee's type"));
        }
        let ret = fty.get_return_type();
        match (ret, result_types.as_slice()) {
            (None, []) => {}
            (Some(t), [r]) if Some(t) == self.basic_type(r).ok() => {}
            _ => return Err(op_error(op, "call results do not match the callee's type")),
        }
        let margs: Vec<BasicMetadataValueEnum<'ctx>> = args.iter().map(|&a| a.into()).collect();
        let call = self.builder.build_indirect_call(fty, ptr, &margs, "").map_err(fail)?;
        call.set_call_convention(cconv_of(op)?);
        match op.attr("TailCallKind").and_then(|a| a.enum_cases("llvm.tailcallkind")) {
            None | Some([]) => {}
            Some([k]) => {
                use llvm_sys::LLVMTailCallKind::*;
                call.set_tail_call_kind(match k.as_str() {
                    "none" => LLVMTailCallKindNone,
                    "tail" => LLVMTailCallKindTail,
                    "musttail" => LLVMTailCallKindMustTail,
                    "notail" => LLVMTailCallKindNoTail,
                    other => return Err(op_error(op, format!("unknown tail call kind '{other}'"))),
                });
            }
            Some(_) => return Err(op_error(op, "invalid tail call kind")),
        }
        if let Some(Attribute::Array(dicts)) = op.attr("arg_attrs") {
            for (i, d) in dicts.iter().enumerate().take(args.len()) {
                for a in self.param_attributes(d).map_err(|e| op_error(op, e))? {
                    call.add_attribute(AttributeLoc::Param(i as u32), a);
                }
            }
        }
        if let Some(Attribute::Array(dicts)) = op.attr("res_attrs") {
            for d in dicts {
                for a in self.param_attributes(d).map_err(|e| op_error(op, e))? {
                    call.add_attribute(AttributeLoc::Return, a);
                }
            }
        }
        for (flag, attr) in [
            ("no_unwind", "nounwind"),
            ("will_return", "willreturn"),
            ("convergent", "convergent"),
            ("no_inline", "noinline"),
            ("always_inline", "alwaysinline"),
        ] {
            if Self::has_flag(op, flag) {
                let kind = inkwell::attributes::Attribute::get_named_enum_kind_id(attr);
                call.add_attribute(AttributeLoc::Function, self.cx.create_enum_attribute(kind, 0));
            }
        }
        let kind = call.try_as_basic_value();
        let value = kind.basic();
        let flags = fastmath_flags(op)?;
        if !flags.is_empty() {
            let inst = match kind {
                ValueKind::Basic(v) => v.as_instruction_value(),
                ValueKind::Instruction(i) => Some(i),
            };
            if let Some(i) = inst.filter(|i| i.can_use_fast_math_flags()) {
                let _ = i.set_fast_math_flags(flags);
            }
        }
        Ok(value)
    }
}
