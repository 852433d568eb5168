//! `llvm.intr.*` and `llvm.call_intrinsic`: calls to LLVM intrinsics.
//!
//! Intrinsics lowrite knows are described by a table (which result/operand types the intrinsic
//! is overloaded on, which attributes become immediate arguments). Any other `llvm.intr.X`
//! becomes a call to the LLVM intrinsic `llvm.X` when one exists: its overload types are found
//! by trying the op's result and operand types against LLVM's verifier in a throwaway module.

use super::func::Body;
use super::ops::fastmath_flags;
use super::{op_error, raw, Translator};
use crate::error::Result;
use crate::ir::{self, Attribute};
use inkwell::intrinsics::Intrinsic;
use inkwell::module::Module;
use inkwell::targets::TargetData;
use inkwell::types::{BasicType, BasicTypeEnum, FunctionType};
use inkwell::values::{BasicMetadataValueEnum, BasicValue, BasicValueEnum, ValueKind};

/// Where an overload type comes from.
#[derive(Clone, Copy)]
enum Ov {
    /// The op's result type.
    Res,
    /// The type of argument `i` (after immediate arguments are inserted).
    Op(usize),
}

/// An immediate argument built from an attribute: (argument position, attribute, bit width, or
/// 0 for the integer attribute's own type).
type Imm = (usize, &'static str, u32);

/// How an `llvm.intr.X` op maps to an LLVM intrinsic call.
struct Spec {
    /// The LLVM name when it is not `llvm.X`.
    llvm_name: Option<&'static str>,
    overloads: &'static [Ov],
    imm: &'static [Imm],
    /// The first operand must be a vector (its element type is part of the signature).
    vector_operand: bool,
}

const RES: &[Ov] = &[Ov::Res];
const OP0: &[Ov] = &[Ov::Op(0)];

fn spec(name: &str) -> Option<Spec> {
    let s = |overloads: &'static [Ov], imm: &'static [Imm]| Spec {
        llvm_name: None,
        overloads,
        imm,
        vector_operand: false,
    };
    let renamed = |llvm: &'static str| Spec {
        llvm_name: Some(llvm),
        overloads: OP0,
        imm: &[],
        vector_operand: false,
    };
    Some(match name {
        // Unary, binary and ternary float math, overloaded on the result type.
        "fabs" | "sqrt" | "exp" | "exp2" | "exp10" | "log" | "log2" | "log10" | "sin" | "cos"
        | "tan" | "asin" | "acos" | "atan" | "sinh" | "cosh" | "tanh" | "floor" | "ceil"
        | "round" | "roundeven" | "trunc" | "rint" | "nearbyint" | "canonicalize" | "pow"
        | "copysign" | "minnum" | "maxnum" | "minimum" | "maximum" | "minimumnum"
        | "maximumnum" | "atan2" | "fma" | "fmuladd" => s(RES, &[]),
        // Integer math overloaded on the result type.
        "bitreverse"
        | "bswap"
        | "ctpop"
        | "smin"
        | "smax"
        | "umin"
        | "umax"
        | "fshl"
        | "fshr"
        | "sadd.sat"
        | "uadd.sat"
        | "ssub.sat"
        | "usub.sat"
        | "sshl.sat"
        | "ushl.sat"
        | "expect"
        | "vscale"
        | "stacksave"
        | "threadlocal.address"
        | "stepvector" => s(RES, &[]),
        "ctlz" | "cttz" => s(RES, &[(1, "is_zero_poison", 1)]),
        "abs" => s(RES, &[(1, "is_int_min_poison", 1)]),
        "powi" | "ldexp" => s(&[Ov::Res, Ov::Op(1)], &[]),
        "lround" | "llround" | "lrint" | "llrint" | "scmp" | "ucmp" | "get.active.lane.mask" => {
            s(&[Ov::Res, Ov::Op(0)], &[])
        }
        "ptrmask" => s(&[Ov::Res, Ov::Op(1)], &[]),
        "sadd.with.overflow" | "uadd.with.overflow" | "ssub.with.overflow"
        | "usub.with.overflow" | "smul.with.overflow" | "umul.with.overflow" | "stackrestore" => {
            s(OP0, &[])
        }
        "is.fpclass" => s(OP0, &[(1, "bit", 32)]),
        "memcpy" | "memmove" => s(&[Ov::Op(0), Ov::Op(1), Ov::Op(2)], &[(3, "isVolatile", 1)]),
        "memset" => s(&[Ov::Op(0), Ov::Op(2)], &[(3, "isVolatile", 1)]),
        "memcpy.inline" => {
            s(&[Ov::Op(0), Ov::Op(1), Ov::Op(2)], &[(2, "len", 0), (3, "isVolatile", 1)])
        }
        "memset.inline" => s(&[Ov::Op(0), Ov::Op(2)], &[(2, "len", 0), (3, "isVolatile", 1)]),
        "prefetch" => s(OP0, &[(1, "rw", 32), (2, "hint", 32), (3, "cache", 32)]),
        "trap" | "debugtrap" | "assume" => s(&[], &[]),
        "vastart" => renamed("llvm.va_start"),
        "vaend" => renamed("llvm.va_end"),
        "vacopy" => renamed("llvm.va_copy"),
        "vector.extract" => s(&[Ov::Res, Ov::Op(0)], &[(1, "pos", 64)]),
        // The alignment is the pointer argument's `align` attribute (see `pointer_align_arg`).
        "masked.load" => s(&[Ov::Res, Ov::Op(0)], &[]),
        "masked.store" => s(&[Ov::Op(0), Ov::Op(1)], &[]),
        "masked.gather" => s(&[Ov::Res, Ov::Op(0)], &[]),
        "masked.scatter" => s(&[Ov::Op(0), Ov::Op(1)], &[]),
        "vector.insert" => s(&[Ov::Res, Ov::Op(1)], &[(2, "pos", 64)]),
        "ubsantrap" => s(&[], &[(0, "failureKind", 8)]),
        // Flattened column-major matrices (MLIR 22 has them in the LLVM dialect only).
        "matrix.multiply" => s(
            &[Ov::Res, Ov::Op(0), Ov::Op(1)],
            &[(2, "lhs_rows", 32), (3, "lhs_columns", 32), (4, "rhs_columns", 32)],
        ),
        "matrix.transpose" => s(RES, &[(1, "rows", 32), (2, "columns", 32)]),
        "matrix.column.major.load" => {
            s(&[Ov::Res, Ov::Op(1)], &[(2, "isVolatile", 1), (3, "rows", 32), (4, "columns", 32)])
        }
        "matrix.column.major.store" => {
            s(&[Ov::Op(0), Ov::Op(2)], &[(3, "isVolatile", 1), (4, "rows", 32), (5, "columns", 32)])
        }
        "vector.reduce.add"
        | "vector.reduce.mul"
        | "vector.reduce.and"
        | "vector.reduce.or"
        | "vector.reduce.xor"
        | "vector.reduce.smax"
        | "vector.reduce.smin"
        | "vector.reduce.umax"
        | "vector.reduce.umin"
        | "vector.reduce.fmax"
        | "vector.reduce.fmin"
        | "vector.reduce.fmaximum"
        | "vector.reduce.fminimum" => {
            Spec { llvm_name: None, overloads: OP0, imm: &[], vector_operand: true }
        }
        _ => return None,
    })
}

/// For intrinsics whose `alignment` attribute is the `align` attribute of a pointer argument
/// at the call (as LLVM 22's masked loads, stores, gathers and scatters take it), that
/// argument's position.
fn pointer_align_arg(name: &str) -> Option<u32> {
    match name {
        "llvm.intr.masked.load" | "llvm.intr.masked.gather" => Some(0),
        "llvm.intr.masked.store" | "llvm.intr.masked.scatter" => Some(1),
        _ => None,
    }
}

/// For LLVM's column-major matrix loads and stores, the position of the pointer argument, which
/// gets the `align` of the matrix's element type (its ABI alignment in the module's data
/// layout), and of the argument or result (-1) whose vector type holds the elements.
fn column_major_ptr_arg(name: &str) -> Option<(u32, i32)> {
    match name {
        "llvm.intr.matrix.column.major.load" => Some((0, -1)),
        "llvm.intr.matrix.column.major.store" => Some((1, 0)),
        _ => None,
    }
}

/// Attributes a generic intrinsic op may carry without changing its meaning.
const GENERIC_ATTRS: &[&str] = &[
    "fastmathFlags",
    "op_bundle_sizes",
    "op_bundle_tags",
    "arg_attrs",
    "res_attrs",
    "intrin",
    "operandSegmentSizes",
];

impl<'ctx> Translator<'_, 'ctx> {
    /// Translates an `llvm.intr.*` or `llvm.call_intrinsic` op.
    pub(super) fn intrinsic(
        &mut self,
        body: &mut Body<'ctx>,
        op: &ir::Operation,
    ) -> Result<Option<BasicValueEnum<'ctx>>> {
        let bundles = |name: &str| match op.attr(name) {
            Some(Attribute::DenseArray { values, .. }) => !values.is_empty(),
            Some(Attribute::Array(items)) => !items.is_empty(),
            _ => false,
        };
        let mut args = self.operands(body, op)?;
        if bundles("op_bundle_sizes") || bundles("op_bundle_tags") {
            if op.name == "llvm.intr.assume" {
                return self.assume_with_bundles(op, &args);
            }
            return Err(op_error(op, "operand bundles are not supported"));
        }
        let (llvm_name, known) = if op.name == "llvm.call_intrinsic" {
            let name = op.attr("intrin").and_then(Attribute::as_str);
            let name = name.ok_or_else(|| op_error(op, "missing 'intrin'"))?;
            (name.to_string(), None)
        } else {
            let short = &op.name["llvm.intr.".len()..];
            let spec = spec(short);
            let name = match spec.as_ref().and_then(|s| s.llvm_name) {
                Some(n) => n.to_string(),
                None => format!("llvm.{short}"),
            };
            (name, spec)
        };
        let overloads = match &known {
            Some(spec) => {
                if spec.vector_operand
                    && !matches!(
                        args.first(),
                        Some(
                            BasicValueEnum::VectorValue(_) | BasicValueEnum::ScalableVectorValue(_)
                        )
                    )
                {
                    return Err(op_error(op, "the operand must be a vector"));
                }
                for &(pos, attr, width) in spec.imm {
                    let a = op.attr(attr);
                    let v = a
                        .and_then(Attribute::as_int)
                        .ok_or_else(|| op_error(op, format!("missing '{attr}'")))?;
                    let width = match (width, a) {
                        (0, Some(Attribute::Int { ty, .. })) => ty.int_width().unwrap_or(64),
                        (0, _) => 64,
                        (w, _) => w,
                    };
                    let t = std::num::NonZeroU32::new(width)
                        .and_then(|w| self.cx.custom_width_int_type(w).ok())
                        .ok_or_else(|| op_error(op, format!("invalid '{attr}'")))?;
                    if pos > args.len() {
                        return Err(op_error(op, "missing operands"));
                    }
                    args.insert(pos, Self::int_const(t, v));
                }
                let mut tys = Vec::with_capacity(spec.overloads.len());
                for ov in spec.overloads {
                    tys.push(match *ov {
                        Ov::Res => self.result_type_of(op)?,
                        Ov::Op(i) => {
                            args.get(i).ok_or_else(|| op_error(op, "missing operand"))?.get_type()
                        }
                    });
                }
                Some(tys)
            }
            None => {
                // Discardable attributes (not inherent to the op) mean nothing to the
                // translation, as upstream's.
                let inherent = crate::ir::inherent_attribute_names().get(op.name.as_str());
                for (k, _) in &op.attributes {
                    let discardable = inherent.is_some_and(|names| !names.contains(&k.as_str()));
                    if !discardable && !GENERIC_ATTRS.contains(&k.as_str()) {
                        return Err(op_error(
                            op,
                            format!("attribute '{k}' of a generic intrinsic is not supported"),
                        ));
                    }
                }
                if let Some(Attribute::DenseArray { values: ir::DenseValues::Int(seg), .. }) =
                    op.attr("operandSegmentSizes")
                {
                    if seg.get(1).is_some_and(|&n| n != 0) {
                        return Err(op_error(op, "operand bundles are not supported"));
                    }
                }
                None
            }
        };
        self.call_intrinsic(op, &llvm_name, overloads, &args, &[])
    }

    /// `llvm.intr.assume` with operand bundles (`separate_storage`, `align`...), as MLIR
    /// translates it: the condition as the argument, the rest of the operands cut into the
    /// bundles by `op_bundle_sizes` and tagged by `op_bundle_tags`.
    fn assume_with_bundles(
        &mut self,
        op: &ir::Operation,
        args: &[BasicValueEnum<'ctx>],
    ) -> Result<Option<BasicValueEnum<'ctx>>> {
        let Some(Attribute::DenseArray { values: ir::DenseValues::Int(sizes), .. }) =
            op.attr("op_bundle_sizes")
        else {
            return Err(op_error(op, "missing 'op_bundle_sizes'"));
        };
        let tags: Vec<&str> = match op.attr("op_bundle_tags") {
            Some(Attribute::Array(items)) => items.iter().filter_map(Attribute::as_str).collect(),
            _ => Vec::new(),
        };
        let (cond, mut rest) =
            args.split_first().ok_or_else(|| op_error(op, "missing condition"))?;
        if tags.len() != sizes.len() || sizes.iter().sum::<i64>() != rest.len() as i64 {
            return Err(op_error(op, "operand bundles do not match their sizes and tags"));
        }
        let mut bundles = Vec::with_capacity(sizes.len());
        for (tag, &n) in tags.iter().zip(sizes) {
            let (these, more) = rest.split_at(n as usize);
            let vals: Vec<inkwell::values::AnyValueEnum<'ctx>> =
                these.iter().map(inkwell::values::AnyValue::as_any_value_enum).collect();
            bundles.push(inkwell::values::OperandBundle::create(tag, &vals));
            rest = more;
        }
        self.call_intrinsic(op, "llvm.assume", None, &[*cond], &bundles)
    }

    fn result_type_of(&mut self, op: &ir::Operation) -> Result<BasicTypeEnum<'ctx>> {
        let r = *op.results.first().ok_or_else(|| op_error(op, "missing result"))?;
        self.basic_type(self.m.value_type(r)).map_err(|e| op_error(op, e))
    }

    fn call_intrinsic(
        &mut self,
        op: &ir::Operation,
        llvm_name: &str,
        overloads: Option<Vec<BasicTypeEnum<'ctx>>>,
        args: &[BasicValueEnum<'ctx>],
        bundles: &[inkwell::values::OperandBundle<'ctx>],
    ) -> Result<Option<BasicValueEnum<'ctx>>> {
        let intrinsic = Intrinsic::find(llvm_name)
            .ok_or_else(|| op_error(op, format!("'{llvm_name}' is not an LLVM intrinsic")))?;
        let id = raw::lookup_intrinsic(llvm_name);
        let ret = match op.results.as_slice() {
            [] => None,
            [_] => Some(self.result_type_of(op)?),
            _ => return Err(op_error(op, "unsupported number of results")),
        };
        let params: Vec<_> = args.iter().map(|a| a.get_type().into()).collect();
        let fty = match ret {
            Some(t) => t.fn_type(&params, false),
            None => self.cx.void_type().fn_type(&params, false),
        };
        let name = if !intrinsic.is_overloaded() {
            llvm_name.to_string()
        } else if let Some(tys) = overloads {
            raw::intrinsic_name(&self.module, id, &tys)
        } else {
            self.find_overloads(op, llvm_name, id, fty, ret, args)?
        };
        let f = match self.module.get_function(&name) {
            Some(f) => f,
            None => {
                let f = self.module.add_function(&name, fty, None);
                if f.get_name().to_bytes() != name.as_bytes() {
                    return Err(op_error(op, format!("the name '{name}' is taken by a global")));
                }
                f
            }
        };
        let margs: Vec<BasicMetadataValueEnum<'ctx>> = args.iter().map(|&a| a.into()).collect();
        let call = self
            .builder
            .build_indirect_call_with_operand_bundles(
                fty,
                f.as_global_value().as_pointer_value(),
                &margs,
                bundles,
                "",
            )
            .map_err(|e| op_error(op, e))?;
        if let Some((i, align)) = self.pointer_arg_align(op, fty, args) {
            let kind = inkwell::attributes::Attribute::get_named_enum_kind_id("align");
            let a = self.cx.create_enum_attribute(kind, align);
            call.add_attribute(inkwell::attributes::AttributeLoc::Param(i), a);
        }
        let kind = call.try_as_basic_value();
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
        Ok(kind.basic())
    }

    /// The `align` an intrinsic call puts on a pointer argument, and that argument's position:
    /// the op's `alignment` for masked memory intrinsics, the element's ABI alignment in the
    /// module's data layout for column-major matrix loads and stores.
    fn pointer_arg_align(
        &self,
        op: &ir::Operation,
        fty: FunctionType<'ctx>,
        args: &[BasicValueEnum<'ctx>],
    ) -> Option<(u32, u64)> {
        if let Some(i) = pointer_align_arg(&op.name) {
            let align = op.attr("alignment").and_then(Attribute::as_int)?;
            return (align > 0).then_some((i, align as u64));
        }
        let (i, holder) = column_major_ptr_arg(&op.name)?;
        let vector = match holder {
            -1 => fty.get_return_type(),
            k => args.get(k as usize).map(|a| a.get_type()),
        };
        let BasicTypeEnum::VectorType(v) = vector? else { return None };
        let layout = self.module.get_data_layout();
        let layout = layout.as_str().to_str().unwrap_or("");
        let align = TargetData::create(layout).get_abi_alignment(&v.get_element_type());
        Some((i, u64::from(align)))
    }

    /// Finds the overload types of a generic intrinsic call: ordered subsets of the result and
    /// operand types, each tried (as a mangled name with the call's exact signature) against
    /// LLVM's verifier in a throwaway module.
    fn find_overloads(
        &mut self,
        op: &ir::Operation,
        llvm_name: &str,
        id: u32,
        fty: FunctionType<'ctx>,
        ret: Option<BasicTypeEnum<'ctx>>,
        args: &[BasicValueEnum<'ctx>],
    ) -> Result<String> {
        let key = format!("{llvm_name}:{}", fty.print_to_string().to_string_lossy());
        if let Some(found) = self.intrinsic_names.get(&key) {
            return found.clone().ok_or_else(|| no_overload(op, llvm_name));
        }
        // Overload types may also hide inside a struct result (`llvm.frexp.f64.i32`).
        let fields = match ret {
            Some(BasicTypeEnum::StructType(s)) => s.get_field_types(),
            _ => Vec::new(),
        };
        let pool: Vec<BasicTypeEnum<'ctx>> =
            ret.into_iter().chain(fields).chain(args.iter().map(|a| a.get_type())).collect();
        let max = if pool.len() <= 8 { pool.len() } else { 3 };
        let mut tried = std::collections::HashSet::new();
        let mut found = None;
        'search: for k in 1..=max {
            for subset in subsets(pool.len(), k) {
                let tys: Vec<_> = subset.iter().map(|&i| pool[i]).collect();
                let name = raw::intrinsic_name(&self.module, id, &tys);
                if tried.insert(name.clone()) && self.probe(&name, fty, args) {
                    found = Some(name);
                    break 'search;
                }
            }
        }
        self.intrinsic_names.insert(key, found.clone());
        found.ok_or_else(|| no_overload(op, llvm_name))
    }

    /// Whether LLVM's verifier accepts a call to `name` with signature `fty` (in a throwaway
    /// module; literal arguments are kept because some intrinsics check immediate values).
    fn probe(&self, name: &str, fty: FunctionType<'ctx>, args: &[BasicValueEnum<'ctx>]) -> bool {
        let m: Module<'ctx> = self.cx.create_module("lowrite.intrinsic.probe");
        let decl = m.add_function(name, fty, None);
        if decl.get_intrinsic_id() == 0 || decl.get_name().to_bytes() != name.as_bytes() {
            return false;
        }
        let f = m.add_function("probe", self.cx.void_type().fn_type(&[], false), None);
        let b = self.cx.create_builder();
        b.position_at_end(self.cx.append_basic_block(f, ""));
        let margs: Vec<BasicMetadataValueEnum<'ctx>> = args
            .iter()
            .map(|&a| if raw::is_literal(a) { a.into() } else { a.get_type().const_zero().into() })
            .collect();
        let ok = b
            .build_indirect_call(fty, decl.as_global_value().as_pointer_value(), &margs, "")
            .is_ok()
            && b.build_return(None).is_ok();
        ok && m.verify().is_ok()
    }
}

fn no_overload(op: &ir::Operation, name: &str) -> crate::Error {
    op_error(op, format!("no overload of '{name}' matches the operand and result types"))
}

/// All `k`-element index subsets of `0..n`, in lexicographic order.
fn subsets(n: usize, k: usize) -> Vec<Vec<usize>> {
    let mut out = Vec::new();
    let mut cur = Vec::with_capacity(k);
    fn rec(start: usize, n: usize, k: usize, cur: &mut Vec<usize>, out: &mut Vec<Vec<usize>>) {
        if cur.len() == k {
            out.push(cur.clone());
            return;
        }
        for i in start..n {
            cur.push(i);
            rec(i + 1, n, k, cur, out);
            cur.pop();
        }
    }
    rec(0, n, k, &mut cur, &mut out);
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn subsets_in_order() {
        assert_eq!(super::subsets(3, 2), vec![vec![0, 1], vec![0, 2], vec![1, 2]]);
        assert_eq!(super::subsets(2, 0), vec![Vec::<usize>::new()]);
    }
}
