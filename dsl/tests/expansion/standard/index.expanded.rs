/// Rules compiled from `rules/index.rules` by lowrite-dsl.
pub static RULES: ::lowrite_core::convert::RuleSet = ::lowrite_core::convert::RuleSet {
    name: "rules/index.rules",
    options: &[
        ::lowrite_core::convert::OptionDecl {
            name: "index_bitwidth",
            default: ::lowrite_core::convert::OptionValue::Int(64i64),
            doc: "Bit width of the integer type `index` converts to.",
        },
    ],
    convert_type: convert_type,
    patterns: &[
        ::lowrite_core::convert::Pattern {
            op: "index.add",
            priority: 0i64,
            rule: "rule index.add(a, b) => llvm.add(a, b);",
            location: "rules/index.rules:11",
            apply: rule_index_add_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "index.sub",
            priority: 0i64,
            rule: "rule index.sub(a, b) => llvm.sub(a, b);",
            location: "rules/index.rules:12",
            apply: rule_index_sub_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "index.mul",
            priority: 0i64,
            rule: "rule index.mul(a, b) => llvm.mul(a, b);",
            location: "rules/index.rules:13",
            apply: rule_index_mul_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "index.divs",
            priority: 0i64,
            rule: "rule index.divs(a, b) => llvm.sdiv(a, b);",
            location: "rules/index.rules:14",
            apply: rule_index_divs_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "index.divu",
            priority: 0i64,
            rule: "rule index.divu(a, b) => llvm.udiv(a, b);",
            location: "rules/index.rules:15",
            apply: rule_index_divu_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "index.rems",
            priority: 0i64,
            rule: "rule index.rems(a, b) => llvm.srem(a, b);",
            location: "rules/index.rules:16",
            apply: rule_index_rems_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "index.remu",
            priority: 0i64,
            rule: "rule index.remu(a, b) => llvm.urem(a, b);",
            location: "rules/index.rules:17",
            apply: rule_index_remu_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "index.maxs",
            priority: 0i64,
            rule: "rule index.maxs(a, b) => llvm.intr.smax(a, b);",
            location: "rules/index.rules:18",
            apply: rule_index_maxs_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "index.maxu",
            priority: 0i64,
            rule: "rule index.maxu(a, b) => llvm.intr.umax(a, b);",
            location: "rules/index.rules:19",
            apply: rule_index_maxu_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "index.mins",
            priority: 0i64,
            rule: "rule index.mins(a, b) => llvm.intr.smin(a, b);",
            location: "rules/index.rules:20",
            apply: rule_index_mins_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "index.minu",
            priority: 0i64,
            rule: "rule index.minu(a, b) => llvm.intr.umin(a, b);",
            location: "rules/index.rules:21",
            apply: rule_index_minu_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "index.shl",
            priority: 0i64,
            rule: "rule index.shl(a, b) => llvm.shl(a, b);",
            location: "rules/index.rules:22",
            apply: rule_index_shl_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "index.shrs",
            priority: 0i64,
            rule: "rule index.shrs(a, b) => llvm.ashr(a, b);",
            location: "rules/index.rules:23",
            apply: rule_index_shrs_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "index.shru",
            priority: 0i64,
            rule: "rule index.shru(a, b) => llvm.lshr(a, b);",
            location: "rules/index.rules:24",
            apply: rule_index_shru_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "index.and",
            priority: 0i64,
            rule: "rule index.and(a, b) => llvm.and(a, b);",
            location: "rules/index.rules:25",
            apply: rule_index_and_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "index.or",
            priority: 0i64,
            rule: "rule index.or(a, b) => llvm.or(a, b);",
            location: "rules/index.rules:26",
            apply: rule_index_or_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "index.xor",
            priority: 0i64,
            rule: "rule index.xor(a, b) => llvm.xor(a, b);",
            location: "rules/index.rules:27",
            apply: rule_index_xor_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "index.cmp",
            priority: 0i64,
            rule: "rule index.cmp(a, b) {pred = p} => llvm.icmp(a, b) {predicate = icmp_predicate(p)};",
            location: "rules/index.rules:29",
            apply: rule_index_cmp_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "index.constant",
            priority: 0i64,
            rule: "rule index.constant() {value = v} => llvm.mlir.constant() {value = convert_attr(v)};",
            location: "rules/index.rules:33",
            apply: rule_index_constant_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "index.bool.constant",
            priority: 0i64,
            rule: "rule index.bool.constant() {value = v} => llvm.mlir.constant() {value = v} : (i1);",
            location: "rules/index.rules:34",
            apply: rule_index_bool_constant_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "index.sizeof",
            priority: 0i64,
            rule: "rule index.sizeof() -> (r) => {\n    yield constant(index_bitwidth, convert(type(r)));\n}",
            location: "rules/index.rules:37",
            apply: rule_index_sizeof_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "index.ceildivs",
            priority: 0i64,
            rule: "rule index.ceildivs(a, b) => {\n    yield { let t__1 = convert(type(a)); let b1__1 = with_elem(t__1, i1); let zero__1 = constant(0, t__1); let q__1 = llvm.sdiv(a, b); let inexact__1 = llvm.icmp(a, llvm.mul(q__1, b)) {predicate = #llvm.icmp_predicate<ne>} : (b1__1); let sign__1 = llvm.icmp(llvm.icmp(a, zero__1) {predicate = #llvm.icmp_predicate<slt>} : (b1__1), llvm.icmp(b, zero__1) {predicate = #llvm.icmp_predicate<slt>} : (b1__1)) {predicate = #llvm.icmp_predicate<eq>} : (b1__1); llvm.select(llvm.and(inexact__1, sign__1), llvm.add(q__1, constant(1, t__1)), q__1) : (t__1) };\n}",
            location: "rules/index.rules:42",
            apply: rule_index_ceildivs_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "index.ceildivu",
            priority: 0i64,
            rule: "rule index.ceildivu(a, b) => {\n    yield { let t__2 = convert(type(a)); let b1__2 = with_elem(t__2, i1); let one__2 = constant(1, t__2); let q__2 = llvm.add(llvm.udiv(llvm.sub(a, one__2), b), one__2); llvm.select(llvm.icmp(a, constant(0, t__2)) {predicate = #llvm.icmp_predicate<eq>} : (b1__2), constant(0, t__2), q__2) : (t__2) };\n}",
            location: "rules/index.rules:43",
            apply: rule_index_ceildivu_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "index.floordivs",
            priority: 0i64,
            rule: "rule index.floordivs(a, b) => {\n    yield { let t__3 = convert(type(a)); let b1__3 = with_elem(t__3, i1); let zero__3 = constant(0, t__3); let q__3 = llvm.sdiv(a, b); let inexact__3 = llvm.icmp(a, llvm.mul(q__3, b)) {predicate = #llvm.icmp_predicate<ne>} : (b1__3); let sign__3 = llvm.icmp(llvm.icmp(a, zero__3) {predicate = #llvm.icmp_predicate<slt>} : (b1__3), llvm.icmp(b, zero__3) {predicate = #llvm.icmp_predicate<slt>} : (b1__3)) {predicate = #llvm.icmp_predicate<ne>} : (b1__3); llvm.select(llvm.and(inexact__3, sign__3), llvm.add(q__3, constant((-1), t__3)), q__3) : (t__3) };\n}",
            location: "rules/index.rules:44",
            apply: rule_index_floordivs_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "index.casts",
            priority: 0i64,
            rule: "rule index.casts(a) -> (r) where width(convert(type(a))) < width(convert(type(r))) => llvm.sext(a);",
            location: "rules/index.rules:48",
            apply: rule_index_casts_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "index.casts",
            priority: 0i64,
            rule: "    where width(convert(type(a))) > width(convert(type(r))) => llvm.trunc(a);",
            location: "rules/index.rules:49",
            apply: rule_index_casts_1,
        },
        ::lowrite_core::convert::Pattern {
            op: "index.casts",
            priority: 0i64,
            rule: "    where width(convert(type(a))) == width(convert(type(r))) => {\n    yield a;\n}",
            location: "rules/index.rules:50",
            apply: rule_index_casts_2,
        },
        ::lowrite_core::convert::Pattern {
            op: "index.castu",
            priority: 0i64,
            rule: "rule index.castu(a) -> (r) where width(convert(type(a))) < width(convert(type(r))) => llvm.zext(a);",
            location: "rules/index.rules:53",
            apply: rule_index_castu_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "index.castu",
            priority: 0i64,
            rule: "    where width(convert(type(a))) > width(convert(type(r))) => llvm.trunc(a);",
            location: "rules/index.rules:54",
            apply: rule_index_castu_1,
        },
        ::lowrite_core::convert::Pattern {
            op: "index.castu",
            priority: 0i64,
            rule: "    where width(convert(type(a))) == width(convert(type(r))) => {\n    yield a;\n}",
            location: "rules/index.rules:55",
            apply: rule_index_castu_2,
        },
    ],
    type_rules: 0usize,
    natives: &[],
    boundary: boundary,
    boundary_rules: 0usize,
    elementwise: &[],
    float_ops: &[],
};
/// The boundary rules of this file: how values of a type cross function boundaries.
#[allow(unused_variables)]
fn boundary(
    cx: &mut ::lowrite_core::convert::TypeConverter<'_>,
    ty: &::lowrite_core::ir::Type,
) -> ::core::option::Option<::lowrite_core::convert::Boundary> {
    None
}
/// The type rules of this file, by priority (higher first), then in file order.
#[allow(unused_variables)]
fn convert_type(
    cx: &mut ::lowrite_core::convert::TypeConverter<'_>,
    ty: &::lowrite_core::ir::Type,
) -> ::core::option::Option<
    ::core::result::Result<::lowrite_core::ir::Type, ::std::string::String>,
> {
    None
}
/// Enum map `icmp_predicate`: `index.cmp_predicate` to `llvm.icmp_predicate`.
fn enum_map_icmp_predicate(
    a: ::core::option::Option<::lowrite_core::ir::Attribute>,
) -> ::core::option::Option<::lowrite_core::ir::Attribute> {
    let a = a?;
    let cases = a.enum_cases_any("index.cmp_predicate")?;
    let [case] = cases.as_slice() else { return None };
    let value = match case.as_str() {
        "eq" => 0i64,
        "ne" => 1i64,
        "slt" => 2i64,
        "sle" => 3i64,
        "sgt" => 4i64,
        "sge" => 5i64,
        "ult" => 6i64,
        "ule" => 7i64,
        "ugt" => 8i64,
        "uge" => 9i64,
        _ => return None,
    };
    Some(::lowrite_core::ir::Attribute::int(value, ::lowrite_core::ir::Type::int(64u32)))
}
/// Rule at rules/index.rules:11:
///
/// ```text
/// rule index.add(a, b) => llvm.add(a, b);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_index_add_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 2usize {
        return Ok(false);
    }
    let b_a: ::lowrite_core::ir::Value = __main[0usize];
    let b_b: ::lowrite_core::ir::Value = __main[1usize];
    let __new: Vec<::lowrite_core::ir::Value> = {
        let __spec = ::lowrite_core::ir::OpSpec::new(
                "llvm.add",
                ::lowrite_core::ir::Location::Unknown,
            )
            .operands(vec![rw.value(b_a) ?, rw.value(b_b) ?]);
        rw.build(op, __spec, Some((true, Some(1usize))))?
    };
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/index.rules:12:
///
/// ```text
/// rule index.sub(a, b) => llvm.sub(a, b);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_index_sub_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 2usize {
        return Ok(false);
    }
    let b_a: ::lowrite_core::ir::Value = __main[0usize];
    let b_b: ::lowrite_core::ir::Value = __main[1usize];
    let __new: Vec<::lowrite_core::ir::Value> = {
        let __spec = ::lowrite_core::ir::OpSpec::new(
                "llvm.sub",
                ::lowrite_core::ir::Location::Unknown,
            )
            .operands(vec![rw.value(b_a) ?, rw.value(b_b) ?]);
        rw.build(op, __spec, Some((true, Some(1usize))))?
    };
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/index.rules:13:
///
/// ```text
/// rule index.mul(a, b) => llvm.mul(a, b);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_index_mul_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 2usize {
        return Ok(false);
    }
    let b_a: ::lowrite_core::ir::Value = __main[0usize];
    let b_b: ::lowrite_core::ir::Value = __main[1usize];
    let __new: Vec<::lowrite_core::ir::Value> = {
        let __spec = ::lowrite_core::ir::OpSpec::new(
                "llvm.mul",
                ::lowrite_core::ir::Location::Unknown,
            )
            .operands(vec![rw.value(b_a) ?, rw.value(b_b) ?]);
        rw.build(op, __spec, Some((true, Some(1usize))))?
    };
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/index.rules:14:
///
/// ```text
/// rule index.divs(a, b) => llvm.sdiv(a, b);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_index_divs_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 2usize {
        return Ok(false);
    }
    let b_a: ::lowrite_core::ir::Value = __main[0usize];
    let b_b: ::lowrite_core::ir::Value = __main[1usize];
    let __new: Vec<::lowrite_core::ir::Value> = {
        let __spec = ::lowrite_core::ir::OpSpec::new(
                "llvm.sdiv",
                ::lowrite_core::ir::Location::Unknown,
            )
            .operands(vec![rw.value(b_a) ?, rw.value(b_b) ?]);
        rw.build(op, __spec, Some((true, Some(1usize))))?
    };
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/index.rules:15:
///
/// ```text
/// rule index.divu(a, b) => llvm.udiv(a, b);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_index_divu_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 2usize {
        return Ok(false);
    }
    let b_a: ::lowrite_core::ir::Value = __main[0usize];
    let b_b: ::lowrite_core::ir::Value = __main[1usize];
    let __new: Vec<::lowrite_core::ir::Value> = {
        let __spec = ::lowrite_core::ir::OpSpec::new(
                "llvm.udiv",
                ::lowrite_core::ir::Location::Unknown,
            )
            .operands(vec![rw.value(b_a) ?, rw.value(b_b) ?]);
        rw.build(op, __spec, Some((true, Some(1usize))))?
    };
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/index.rules:16:
///
/// ```text
/// rule index.rems(a, b) => llvm.srem(a, b);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_index_rems_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 2usize {
        return Ok(false);
    }
    let b_a: ::lowrite_core::ir::Value = __main[0usize];
    let b_b: ::lowrite_core::ir::Value = __main[1usize];
    let __new: Vec<::lowrite_core::ir::Value> = {
        let __spec = ::lowrite_core::ir::OpSpec::new(
                "llvm.srem",
                ::lowrite_core::ir::Location::Unknown,
            )
            .operands(vec![rw.value(b_a) ?, rw.value(b_b) ?]);
        rw.build(op, __spec, Some((true, Some(1usize))))?
    };
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/index.rules:17:
///
/// ```text
/// rule index.remu(a, b) => llvm.urem(a, b);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_index_remu_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 2usize {
        return Ok(false);
    }
    let b_a: ::lowrite_core::ir::Value = __main[0usize];
    let b_b: ::lowrite_core::ir::Value = __main[1usize];
    let __new: Vec<::lowrite_core::ir::Value> = {
        let __spec = ::lowrite_core::ir::OpSpec::new(
                "llvm.urem",
                ::lowrite_core::ir::Location::Unknown,
            )
            .operands(vec![rw.value(b_a) ?, rw.value(b_b) ?]);
        rw.build(op, __spec, Some((true, Some(1usize))))?
    };
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/index.rules:18:
///
/// ```text
/// rule index.maxs(a, b) => llvm.intr.smax(a, b);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_index_maxs_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 2usize {
        return Ok(false);
    }
    let b_a: ::lowrite_core::ir::Value = __main[0usize];
    let b_b: ::lowrite_core::ir::Value = __main[1usize];
    let __new: Vec<::lowrite_core::ir::Value> = {
        let __spec = ::lowrite_core::ir::OpSpec::new(
                "llvm.intr.smax",
                ::lowrite_core::ir::Location::Unknown,
            )
            .operands(vec![rw.value(b_a) ?, rw.value(b_b) ?]);
        rw.build(op, __spec, Some((true, Some(1usize))))?
    };
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/index.rules:19:
///
/// ```text
/// rule index.maxu(a, b) => llvm.intr.umax(a, b);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_index_maxu_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 2usize {
        return Ok(false);
    }
    let b_a: ::lowrite_core::ir::Value = __main[0usize];
    let b_b: ::lowrite_core::ir::Value = __main[1usize];
    let __new: Vec<::lowrite_core::ir::Value> = {
        let __spec = ::lowrite_core::ir::OpSpec::new(
                "llvm.intr.umax",
                ::lowrite_core::ir::Location::Unknown,
            )
            .operands(vec![rw.value(b_a) ?, rw.value(b_b) ?]);
        rw.build(op, __spec, Some((true, Some(1usize))))?
    };
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/index.rules:20:
///
/// ```text
/// rule index.mins(a, b) => llvm.intr.smin(a, b);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_index_mins_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 2usize {
        return Ok(false);
    }
    let b_a: ::lowrite_core::ir::Value = __main[0usize];
    let b_b: ::lowrite_core::ir::Value = __main[1usize];
    let __new: Vec<::lowrite_core::ir::Value> = {
        let __spec = ::lowrite_core::ir::OpSpec::new(
                "llvm.intr.smin",
                ::lowrite_core::ir::Location::Unknown,
            )
            .operands(vec![rw.value(b_a) ?, rw.value(b_b) ?]);
        rw.build(op, __spec, Some((true, Some(1usize))))?
    };
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/index.rules:21:
///
/// ```text
/// rule index.minu(a, b) => llvm.intr.umin(a, b);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_index_minu_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 2usize {
        return Ok(false);
    }
    let b_a: ::lowrite_core::ir::Value = __main[0usize];
    let b_b: ::lowrite_core::ir::Value = __main[1usize];
    let __new: Vec<::lowrite_core::ir::Value> = {
        let __spec = ::lowrite_core::ir::OpSpec::new(
                "llvm.intr.umin",
                ::lowrite_core::ir::Location::Unknown,
            )
            .operands(vec![rw.value(b_a) ?, rw.value(b_b) ?]);
        rw.build(op, __spec, Some((true, Some(1usize))))?
    };
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/index.rules:22:
///
/// ```text
/// rule index.shl(a, b) => llvm.shl(a, b);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_index_shl_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 2usize {
        return Ok(false);
    }
    let b_a: ::lowrite_core::ir::Value = __main[0usize];
    let b_b: ::lowrite_core::ir::Value = __main[1usize];
    let __new: Vec<::lowrite_core::ir::Value> = {
        let __spec = ::lowrite_core::ir::OpSpec::new(
                "llvm.shl",
                ::lowrite_core::ir::Location::Unknown,
            )
            .operands(vec![rw.value(b_a) ?, rw.value(b_b) ?]);
        rw.build(op, __spec, Some((true, Some(1usize))))?
    };
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/index.rules:23:
///
/// ```text
/// rule index.shrs(a, b) => llvm.ashr(a, b);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_index_shrs_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 2usize {
        return Ok(false);
    }
    let b_a: ::lowrite_core::ir::Value = __main[0usize];
    let b_b: ::lowrite_core::ir::Value = __main[1usize];
    let __new: Vec<::lowrite_core::ir::Value> = {
        let __spec = ::lowrite_core::ir::OpSpec::new(
                "llvm.ashr",
                ::lowrite_core::ir::Location::Unknown,
            )
            .operands(vec![rw.value(b_a) ?, rw.value(b_b) ?]);
        rw.build(op, __spec, Some((true, Some(1usize))))?
    };
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/index.rules:24:
///
/// ```text
/// rule index.shru(a, b) => llvm.lshr(a, b);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_index_shru_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 2usize {
        return Ok(false);
    }
    let b_a: ::lowrite_core::ir::Value = __main[0usize];
    let b_b: ::lowrite_core::ir::Value = __main[1usize];
    let __new: Vec<::lowrite_core::ir::Value> = {
        let __spec = ::lowrite_core::ir::OpSpec::new(
                "llvm.lshr",
                ::lowrite_core::ir::Location::Unknown,
            )
            .operands(vec![rw.value(b_a) ?, rw.value(b_b) ?]);
        rw.build(op, __spec, Some((true, Some(1usize))))?
    };
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/index.rules:25:
///
/// ```text
/// rule index.and(a, b) => llvm.and(a, b);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_index_and_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 2usize {
        return Ok(false);
    }
    let b_a: ::lowrite_core::ir::Value = __main[0usize];
    let b_b: ::lowrite_core::ir::Value = __main[1usize];
    let __new: Vec<::lowrite_core::ir::Value> = {
        let __spec = ::lowrite_core::ir::OpSpec::new(
                "llvm.and",
                ::lowrite_core::ir::Location::Unknown,
            )
            .operands(vec![rw.value(b_a) ?, rw.value(b_b) ?]);
        rw.build(op, __spec, Some((true, Some(1usize))))?
    };
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/index.rules:26:
///
/// ```text
/// rule index.or(a, b) => llvm.or(a, b);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_index_or_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 2usize {
        return Ok(false);
    }
    let b_a: ::lowrite_core::ir::Value = __main[0usize];
    let b_b: ::lowrite_core::ir::Value = __main[1usize];
    let __new: Vec<::lowrite_core::ir::Value> = {
        let __spec = ::lowrite_core::ir::OpSpec::new(
                "llvm.or",
                ::lowrite_core::ir::Location::Unknown,
            )
            .operands(vec![rw.value(b_a) ?, rw.value(b_b) ?]);
        rw.build(op, __spec, Some((true, Some(1usize))))?
    };
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/index.rules:27:
///
/// ```text
/// rule index.xor(a, b) => llvm.xor(a, b);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_index_xor_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 2usize {
        return Ok(false);
    }
    let b_a: ::lowrite_core::ir::Value = __main[0usize];
    let b_b: ::lowrite_core::ir::Value = __main[1usize];
    let __new: Vec<::lowrite_core::ir::Value> = {
        let __spec = ::lowrite_core::ir::OpSpec::new(
                "llvm.xor",
                ::lowrite_core::ir::Location::Unknown,
            )
            .operands(vec![rw.value(b_a) ?, rw.value(b_b) ?]);
        rw.build(op, __spec, Some((true, Some(1usize))))?
    };
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/index.rules:29:
///
/// ```text
/// rule index.cmp(a, b) {pred = p}
///     => llvm.icmp(a, b) {predicate = icmp_predicate(p)};
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_index_cmp_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 2usize {
        return Ok(false);
    }
    let b_a: ::lowrite_core::ir::Value = __main[0usize];
    let b_b: ::lowrite_core::ir::Value = __main[1usize];
    let b_p: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("pred")
        .cloned();
    if b_p.is_none() {
        return Ok(false);
    }
    let __new: Vec<::lowrite_core::ir::Value> = {
        let __spec = ::lowrite_core::ir::OpSpec::new(
                "llvm.icmp",
                ::lowrite_core::ir::Location::Unknown,
            )
            .operands(vec![rw.value(b_a) ?, rw.value(b_b) ?])
            .attr_opt("predicate", enum_map_icmp_predicate(b_p.clone()));
        rw.build(op, __spec, Some((true, Some(1usize))))?
    };
    rw.replace(op, __new)?;
    Ok(true)
}
/// Constants of the converted width.
///
/// Rule at rules/index.rules:33:
///
/// ```text
/// /// Constants of the converted width.
/// rule index.constant() {value = v} => llvm.mlir.constant() {value = convert_attr(v)};
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_index_constant_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 0usize {
        return Ok(false);
    }
    let b_v: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("value")
        .cloned();
    if b_v.is_none() {
        return Ok(false);
    }
    let __new: Vec<::lowrite_core::ir::Value> = {
        let __spec = ::lowrite_core::ir::OpSpec::new(
                "llvm.mlir.constant",
                ::lowrite_core::ir::Location::Unknown,
            )
            .operands(Vec::<::lowrite_core::ir::Value>::new())
            .attr_opt(
                "value",
                ::lowrite_core::builtins::attrs::convert_attr(
                    (b_v.clone()).as_ref(),
                    rw,
                )?,
            );
        rw.build(op, __spec, Some((true, Some(1usize))))?
    };
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/index.rules:34:
///
/// ```text
/// rule index.bool.constant() {value = v} => llvm.mlir.constant() {value = v} : i1;
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_index_bool_constant_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 0usize {
        return Ok(false);
    }
    let b_v: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("value")
        .cloned();
    if b_v.is_none() {
        return Ok(false);
    }
    let __new: Vec<::lowrite_core::ir::Value> = {
        let __spec = ::lowrite_core::ir::OpSpec::new(
                "llvm.mlir.constant",
                ::lowrite_core::ir::Location::Unknown,
            )
            .operands(Vec::<::lowrite_core::ir::Value>::new())
            .results(vec![::lowrite_core::ir::Type::int(1u32)])
            .attr_opt("value", b_v.clone());
        rw.build(op, __spec, None)?
    };
    rw.replace(op, __new)?;
    Ok(true)
}
/// The size of `index` in bits.
///
/// Rule at rules/index.rules:37:
///
/// ```text
/// /// The size of `index` in bits.
/// rule index.sizeof() -> (r) => {
///     yield constant(index_bitwidth, convert(type(r)));
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_index_sizeof_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 0usize {
        return Ok(false);
    }
    if __op.results.len() != 1usize {
        return Ok(false);
    }
    let b_r: ::lowrite_core::ir::Value = __op.results[0usize];
    let __yielded = vec![
        ::lowrite_core::builtins::values::constant(rw.options().int("index_bitwidth"), &
        ({ let __t = rw.source().value_type(b_r).clone(); rw.convert_type(& __t) ? }),
        rw) ?
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// Divisions rounded up or down (`common.rules`).
///
/// Rule at rules/index.rules:42:
///
/// ```text
/// /// Divisions rounded up or down (`common.rules`).
/// rule index.ceildivs(a, b) => sdiv_rounded(a, b, #llvm.icmp_predicate<eq>, 1);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_index_ceildivs_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 2usize {
        return Ok(false);
    }
    let b_a: ::lowrite_core::ir::Value = __main[0usize];
    let b_b: ::lowrite_core::ir::Value = __main[1usize];
    let __yielded = vec![
        { let b_t__1 = { let __t = rw.source().value_type(b_a).clone(); rw.convert_type(&
        __t) ? }; { let b_b1__1 = ::lowrite_core::builtins::types::with_elem(& (b_t__1
        .clone()), & (::lowrite_core::ir::Type::int(1u32))); { let b_zero__1 =
        ::lowrite_core::builtins::values::constant((0i64 as i64), & (b_t__1.clone()), rw)
        ?; { let b_q__1 = { let __spec = ::lowrite_core::ir::OpSpec::new("llvm.sdiv",
        ::lowrite_core::ir::Location::Unknown).operands(vec![rw.value(b_a) ?, rw
        .value(b_b) ?]); rw.build_one(op, __spec, Some((false, Some(1usize)))) ? }; { let
        b_inexact__1 = { let __spec = ::lowrite_core::ir::OpSpec::new("llvm.icmp",
        ::lowrite_core::ir::Location::Unknown).operands(vec![rw.value(b_a) ?, { let
        __spec = ::lowrite_core::ir::OpSpec::new("llvm.mul",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_q__1, rw.value(b_b) ?]);
        rw.build_one(op, __spec, Some((false, Some(1usize)))) ? }]).results(vec![b_b1__1
        .clone()]).attr_opt("predicate", Some(::lowrite_core::ir::Attribute::int(1i64,
        ::lowrite_core::ir::Type::int(64u32)))); rw.build_one(op, __spec, None) ? }; {
        let b_sign__1 = { let __spec = ::lowrite_core::ir::OpSpec::new("llvm.icmp",
        ::lowrite_core::ir::Location::Unknown).operands(vec![{ let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.icmp",
        ::lowrite_core::ir::Location::Unknown).operands(vec![rw.value(b_a) ?, b_zero__1])
        .results(vec![b_b1__1.clone()]).attr_opt("predicate",
        Some(::lowrite_core::ir::Attribute::int(2i64,
        ::lowrite_core::ir::Type::int(64u32)))); rw.build_one(op, __spec, None) ? }, {
        let __spec = ::lowrite_core::ir::OpSpec::new("llvm.icmp",
        ::lowrite_core::ir::Location::Unknown).operands(vec![rw.value(b_b) ?, b_zero__1])
        .results(vec![b_b1__1.clone()]).attr_opt("predicate",
        Some(::lowrite_core::ir::Attribute::int(2i64,
        ::lowrite_core::ir::Type::int(64u32)))); rw.build_one(op, __spec, None) ? }])
        .results(vec![b_b1__1.clone()]).attr_opt("predicate",
        Some(::lowrite_core::ir::Attribute::int(0i64,
        ::lowrite_core::ir::Type::int(64u32)))); rw.build_one(op, __spec, None) ? }; {
        let __spec = ::lowrite_core::ir::OpSpec::new("llvm.select",
        ::lowrite_core::ir::Location::Unknown).operands(vec![{ let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.and",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_inexact__1, b_sign__1]);
        rw.build_one(op, __spec, Some((false, Some(1usize)))) ? }, { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.add",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_q__1,
        ::lowrite_core::builtins::values::constant((1i64 as i64), & (b_t__1.clone()), rw)
        ?]); rw.build_one(op, __spec, Some((false, Some(1usize)))) ? }, b_q__1])
        .results(vec![b_t__1.clone()]); rw.build_one(op, __spec, None) ? } } } } } } }
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// Rule at rules/index.rules:43:
///
/// ```text
/// rule index.ceildivu(a, b) => udiv_ceil(a, b);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_index_ceildivu_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 2usize {
        return Ok(false);
    }
    let b_a: ::lowrite_core::ir::Value = __main[0usize];
    let b_b: ::lowrite_core::ir::Value = __main[1usize];
    let __yielded = vec![
        { let b_t__2 = { let __t = rw.source().value_type(b_a).clone(); rw.convert_type(&
        __t) ? }; { let b_b1__2 = ::lowrite_core::builtins::types::with_elem(& (b_t__2
        .clone()), & (::lowrite_core::ir::Type::int(1u32))); { let b_one__2 =
        ::lowrite_core::builtins::values::constant((1i64 as i64), & (b_t__2.clone()), rw)
        ?; { let b_q__2 = { let __spec = ::lowrite_core::ir::OpSpec::new("llvm.add",
        ::lowrite_core::ir::Location::Unknown).operands(vec![{ let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.udiv",
        ::lowrite_core::ir::Location::Unknown).operands(vec![{ let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.sub",
        ::lowrite_core::ir::Location::Unknown).operands(vec![rw.value(b_a) ?, b_one__2]);
        rw.build_one(op, __spec, Some((false, Some(1usize)))) ? }, rw.value(b_b) ?]); rw
        .build_one(op, __spec, Some((false, Some(1usize)))) ? }, b_one__2]); rw
        .build_one(op, __spec, Some((false, Some(1usize)))) ? }; { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.select",
        ::lowrite_core::ir::Location::Unknown).operands(vec![{ let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.icmp",
        ::lowrite_core::ir::Location::Unknown).operands(vec![rw.value(b_a) ?,
        ::lowrite_core::builtins::values::constant((0i64 as i64), & (b_t__2.clone()), rw)
        ?]).results(vec![b_b1__2.clone()]).attr_opt("predicate",
        Some(::lowrite_core::ir::Attribute::int(0i64,
        ::lowrite_core::ir::Type::int(64u32)))); rw.build_one(op, __spec, None) ? },
        ::lowrite_core::builtins::values::constant((0i64 as i64), & (b_t__2.clone()), rw)
        ?, b_q__2]).results(vec![b_t__2.clone()]); rw.build_one(op, __spec, None) ? } } }
        } }
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// Rule at rules/index.rules:44:
///
/// ```text
/// rule index.floordivs(a, b) => sdiv_rounded(a, b, #llvm.icmp_predicate<ne>, -1);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_index_floordivs_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 2usize {
        return Ok(false);
    }
    let b_a: ::lowrite_core::ir::Value = __main[0usize];
    let b_b: ::lowrite_core::ir::Value = __main[1usize];
    let __yielded = vec![
        { let b_t__3 = { let __t = rw.source().value_type(b_a).clone(); rw.convert_type(&
        __t) ? }; { let b_b1__3 = ::lowrite_core::builtins::types::with_elem(& (b_t__3
        .clone()), & (::lowrite_core::ir::Type::int(1u32))); { let b_zero__3 =
        ::lowrite_core::builtins::values::constant((0i64 as i64), & (b_t__3.clone()), rw)
        ?; { let b_q__3 = { let __spec = ::lowrite_core::ir::OpSpec::new("llvm.sdiv",
        ::lowrite_core::ir::Location::Unknown).operands(vec![rw.value(b_a) ?, rw
        .value(b_b) ?]); rw.build_one(op, __spec, Some((false, Some(1usize)))) ? }; { let
        b_inexact__3 = { let __spec = ::lowrite_core::ir::OpSpec::new("llvm.icmp",
        ::lowrite_core::ir::Location::Unknown).operands(vec![rw.value(b_a) ?, { let
        __spec = ::lowrite_core::ir::OpSpec::new("llvm.mul",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_q__3, rw.value(b_b) ?]);
        rw.build_one(op, __spec, Some((false, Some(1usize)))) ? }]).results(vec![b_b1__3
        .clone()]).attr_opt("predicate", Some(::lowrite_core::ir::Attribute::int(1i64,
        ::lowrite_core::ir::Type::int(64u32)))); rw.build_one(op, __spec, None) ? }; {
        let b_sign__3 = { let __spec = ::lowrite_core::ir::OpSpec::new("llvm.icmp",
        ::lowrite_core::ir::Location::Unknown).operands(vec![{ let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.icmp",
        ::lowrite_core::ir::Location::Unknown).operands(vec![rw.value(b_a) ?, b_zero__3])
        .results(vec![b_b1__3.clone()]).attr_opt("predicate",
        Some(::lowrite_core::ir::Attribute::int(2i64,
        ::lowrite_core::ir::Type::int(64u32)))); rw.build_one(op, __spec, None) ? }, {
        let __spec = ::lowrite_core::ir::OpSpec::new("llvm.icmp",
        ::lowrite_core::ir::Location::Unknown).operands(vec![rw.value(b_b) ?, b_zero__3])
        .results(vec![b_b1__3.clone()]).attr_opt("predicate",
        Some(::lowrite_core::ir::Attribute::int(2i64,
        ::lowrite_core::ir::Type::int(64u32)))); rw.build_one(op, __spec, None) ? }])
        .results(vec![b_b1__3.clone()]).attr_opt("predicate",
        Some(::lowrite_core::ir::Attribute::int(1i64,
        ::lowrite_core::ir::Type::int(64u32)))); rw.build_one(op, __spec, None) ? }; {
        let __spec = ::lowrite_core::ir::OpSpec::new("llvm.select",
        ::lowrite_core::ir::Location::Unknown).operands(vec![{ let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.and",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_inexact__3, b_sign__3]);
        rw.build_one(op, __spec, Some((false, Some(1usize)))) ? }, { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.add",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_q__3,
        ::lowrite_core::builtins::values::constant((- 1i64 as i64), & (b_t__3.clone()),
        rw) ?]); rw.build_one(op, __spec, Some((false, Some(1usize)))) ? }, b_q__3])
        .results(vec![b_t__3.clone()]); rw.build_one(op, __spec, None) ? } } } } } } }
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// Casts between `index` and integers: sign- (`casts`) or zero-extended (`castu`), truncated,
/// or nothing, by the converted widths.
///
/// Rule at rules/index.rules:48:
///
/// ```text
/// /// Casts between `index` and integers: sign- (`casts`) or zero-extended (`castu`), truncated,
/// /// or nothing, by the converted widths.
/// rule index.casts(a) -> (r) where width(convert(type(a))) < width(convert(type(r))) => llvm.sext(a);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_index_casts_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 1usize {
        return Ok(false);
    }
    let b_a: ::lowrite_core::ir::Value = __main[0usize];
    if __op.results.len() != 1usize {
        return Ok(false);
    }
    let b_r: ::lowrite_core::ir::Value = __op.results[0usize];
    if !(((::lowrite_core::builtins::types::width(
        &({
            let __t = rw.source().value_type(b_a).clone();
            rw.convert_type(&__t)?
        }),
    ))
        < (::lowrite_core::builtins::types::width(
            &({
                let __t = rw.source().value_type(b_r).clone();
                rw.convert_type(&__t)?
            }),
        ))))
    {
        return Ok(false);
    }
    let __new: Vec<::lowrite_core::ir::Value> = {
        let __spec = ::lowrite_core::ir::OpSpec::new(
                "llvm.sext",
                ::lowrite_core::ir::Location::Unknown,
            )
            .operands(vec![rw.value(b_a) ?]);
        rw.build(op, __spec, Some((true, Some(1usize))))?
    };
    rw.replace(op, __new)?;
    Ok(true)
}
/// Casts between `index` and integers: sign- (`casts`) or zero-extended (`castu`), truncated,
/// or nothing, by the converted widths.
///
/// Rule at rules/index.rules:49:
///
/// ```text
/// where width(convert(type(a))) > width(convert(type(r))) => llvm.trunc(a);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_index_casts_1(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 1usize {
        return Ok(false);
    }
    let b_a: ::lowrite_core::ir::Value = __main[0usize];
    if __op.results.len() != 1usize {
        return Ok(false);
    }
    let b_r: ::lowrite_core::ir::Value = __op.results[0usize];
    if !(((::lowrite_core::builtins::types::width(
        &({
            let __t = rw.source().value_type(b_a).clone();
            rw.convert_type(&__t)?
        }),
    ))
        > (::lowrite_core::builtins::types::width(
            &({
                let __t = rw.source().value_type(b_r).clone();
                rw.convert_type(&__t)?
            }),
        ))))
    {
        return Ok(false);
    }
    let __new: Vec<::lowrite_core::ir::Value> = {
        let __spec = ::lowrite_core::ir::OpSpec::new(
                "llvm.trunc",
                ::lowrite_core::ir::Location::Unknown,
            )
            .operands(vec![rw.value(b_a) ?]);
        rw.build(op, __spec, Some((true, Some(1usize))))?
    };
    rw.replace(op, __new)?;
    Ok(true)
}
/// Casts between `index` and integers: sign- (`casts`) or zero-extended (`castu`), truncated,
/// or nothing, by the converted widths.
///
/// Rule at rules/index.rules:50:
///
/// ```text
/// where width(convert(type(a))) == width(convert(type(r))) => {
///     yield a;
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_index_casts_2(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 1usize {
        return Ok(false);
    }
    let b_a: ::lowrite_core::ir::Value = __main[0usize];
    if __op.results.len() != 1usize {
        return Ok(false);
    }
    let b_r: ::lowrite_core::ir::Value = __op.results[0usize];
    if !(((::lowrite_core::builtins::types::width(
        &({
            let __t = rw.source().value_type(b_a).clone();
            rw.convert_type(&__t)?
        }),
    ))
        == (::lowrite_core::builtins::types::width(
            &({
                let __t = rw.source().value_type(b_r).clone();
                rw.convert_type(&__t)?
            }),
        ))))
    {
        return Ok(false);
    }
    let __yielded = vec![rw.value(b_a) ?];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// Rule at rules/index.rules:53:
///
/// ```text
/// rule index.castu(a) -> (r) where width(convert(type(a))) < width(convert(type(r))) => llvm.zext(a);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_index_castu_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 1usize {
        return Ok(false);
    }
    let b_a: ::lowrite_core::ir::Value = __main[0usize];
    if __op.results.len() != 1usize {
        return Ok(false);
    }
    let b_r: ::lowrite_core::ir::Value = __op.results[0usize];
    if !(((::lowrite_core::builtins::types::width(
        &({
            let __t = rw.source().value_type(b_a).clone();
            rw.convert_type(&__t)?
        }),
    ))
        < (::lowrite_core::builtins::types::width(
            &({
                let __t = rw.source().value_type(b_r).clone();
                rw.convert_type(&__t)?
            }),
        ))))
    {
        return Ok(false);
    }
    let __new: Vec<::lowrite_core::ir::Value> = {
        let __spec = ::lowrite_core::ir::OpSpec::new(
                "llvm.zext",
                ::lowrite_core::ir::Location::Unknown,
            )
            .operands(vec![rw.value(b_a) ?]);
        rw.build(op, __spec, Some((true, Some(1usize))))?
    };
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/index.rules:54:
///
/// ```text
/// where width(convert(type(a))) > width(convert(type(r))) => llvm.trunc(a);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_index_castu_1(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 1usize {
        return Ok(false);
    }
    let b_a: ::lowrite_core::ir::Value = __main[0usize];
    if __op.results.len() != 1usize {
        return Ok(false);
    }
    let b_r: ::lowrite_core::ir::Value = __op.results[0usize];
    if !(((::lowrite_core::builtins::types::width(
        &({
            let __t = rw.source().value_type(b_a).clone();
            rw.convert_type(&__t)?
        }),
    ))
        > (::lowrite_core::builtins::types::width(
            &({
                let __t = rw.source().value_type(b_r).clone();
                rw.convert_type(&__t)?
            }),
        ))))
    {
        return Ok(false);
    }
    let __new: Vec<::lowrite_core::ir::Value> = {
        let __spec = ::lowrite_core::ir::OpSpec::new(
                "llvm.trunc",
                ::lowrite_core::ir::Location::Unknown,
            )
            .operands(vec![rw.value(b_a) ?]);
        rw.build(op, __spec, Some((true, Some(1usize))))?
    };
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/index.rules:55:
///
/// ```text
/// where width(convert(type(a))) == width(convert(type(r))) => {
///     yield a;
/// }
///
/// // Definitions the standard rule files share, each written once: `use "common.rules";` brings
/// // them into a file.
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_index_castu_2(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 1usize {
        return Ok(false);
    }
    let b_a: ::lowrite_core::ir::Value = __main[0usize];
    if __op.results.len() != 1usize {
        return Ok(false);
    }
    let b_r: ::lowrite_core::ir::Value = __op.results[0usize];
    if !(((::lowrite_core::builtins::types::width(
        &({
            let __t = rw.source().value_type(b_a).clone();
            rw.convert_type(&__t)?
        }),
    ))
        == (::lowrite_core::builtins::types::width(
            &({
                let __t = rw.source().value_type(b_r).clone();
                rw.convert_type(&__t)?
            }),
        ))))
    {
        return Ok(false);
    }
    let __yielded = vec![rw.value(b_a) ?];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// Enum map `fastmath`: `arith.fastmath` to `llvm.fastmath`.
fn enum_map_fastmath(
    a: ::core::option::Option<::lowrite_core::ir::Attribute>,
) -> ::core::option::Option<::lowrite_core::ir::Attribute> {
    let a = a?;
    let cases = a.enum_cases_any("arith.fastmath")?;
    let mapped: Vec<String> = cases
        .iter()
        .filter_map(|c| match c.as_str() {
            "nnan" => Some("nnan"),
            "ninf" => Some("ninf"),
            "nsz" => Some("nsz"),
            "arcp" => Some("arcp"),
            "contract" => Some("contract"),
            "afn" => Some("afn"),
            "reassoc" => Some("reassoc"),
            "fast" => Some("fast"),
            _ => None,
        })
        .map(str::to_string)
        .collect();
    Some(::lowrite_core::ir::Attribute::Enum {
        kind: "llvm.fastmath".to_string(),
        cases: mapped,
    })
}
