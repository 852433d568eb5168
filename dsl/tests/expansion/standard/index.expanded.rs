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
    convert_type: &convert_type,
    patterns: &[
        ::lowrite_core::convert::Pattern {
            op: "index.add",
            priority: 0i64,
            location: "rules/index.rules:11",
            apply: &rule_index_add_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "index.sub",
            priority: 0i64,
            location: "rules/index.rules:12",
            apply: &rule_index_sub_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "index.mul",
            priority: 0i64,
            location: "rules/index.rules:13",
            apply: &rule_index_mul_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "index.divs",
            priority: 0i64,
            location: "rules/index.rules:14",
            apply: &rule_index_divs_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "index.divu",
            priority: 0i64,
            location: "rules/index.rules:15",
            apply: &rule_index_divu_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "index.rems",
            priority: 0i64,
            location: "rules/index.rules:16",
            apply: &rule_index_rems_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "index.remu",
            priority: 0i64,
            location: "rules/index.rules:17",
            apply: &rule_index_remu_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "index.maxs",
            priority: 0i64,
            location: "rules/index.rules:18",
            apply: &rule_index_maxs_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "index.maxu",
            priority: 0i64,
            location: "rules/index.rules:19",
            apply: &rule_index_maxu_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "index.mins",
            priority: 0i64,
            location: "rules/index.rules:20",
            apply: &rule_index_mins_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "index.minu",
            priority: 0i64,
            location: "rules/index.rules:21",
            apply: &rule_index_minu_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "index.shl",
            priority: 0i64,
            location: "rules/index.rules:22",
            apply: &rule_index_shl_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "index.shrs",
            priority: 0i64,
            location: "rules/index.rules:23",
            apply: &rule_index_shrs_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "index.shru",
            priority: 0i64,
            location: "rules/index.rules:24",
            apply: &rule_index_shru_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "index.and",
            priority: 0i64,
            location: "rules/index.rules:25",
            apply: &rule_index_and_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "index.or",
            priority: 0i64,
            location: "rules/index.rules:26",
            apply: &rule_index_or_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "index.xor",
            priority: 0i64,
            location: "rules/index.rules:27",
            apply: &rule_index_xor_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "index.cmp",
            priority: 0i64,
            location: "rules/index.rules:29",
            apply: &rule_index_cmp_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "index.constant",
            priority: 0i64,
            location: "rules/index.rules:33",
            apply: &rule_index_constant_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "index.bool.constant",
            priority: 0i64,
            location: "rules/index.rules:34",
            apply: &rule_index_bool_constant_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "index.sizeof",
            priority: 0i64,
            location: "rules/index.rules:37",
            apply: &rule_index_sizeof_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "index.ceildivs",
            priority: 0i64,
            location: "rules/index.rules:40",
            apply: &rule_index_ceildivs_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "index.ceildivu",
            priority: 0i64,
            location: "rules/index.rules:41",
            apply: &rule_index_ceildivu_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "index.floordivs",
            priority: 0i64,
            location: "rules/index.rules:42",
            apply: &rule_index_floordivs_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "index.casts",
            priority: 0i64,
            location: "rules/index.rules:46",
            apply: &rule_index_casts_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "index.castu",
            priority: 0i64,
            location: "rules/index.rules:47",
            apply: &rule_index_castu_0,
        },
    ],
    type_rules: 0usize,
    natives: &[],
    native_fns: &[],
    boundary: &boundary,
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
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_a, b_b] = __op.operands[..] else {
        return Ok(false);
    };
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.add")
            .operands(vec![rw.value(b_a) ?, rw.value(b_b) ?]),
        op,
        Some((true, Some(1usize))),
        rw,
    )?;
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
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_a, b_b] = __op.operands[..] else {
        return Ok(false);
    };
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.sub")
            .operands(vec![rw.value(b_a) ?, rw.value(b_b) ?]),
        op,
        Some((true, Some(1usize))),
        rw,
    )?;
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
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_a, b_b] = __op.operands[..] else {
        return Ok(false);
    };
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.mul")
            .operands(vec![rw.value(b_a) ?, rw.value(b_b) ?]),
        op,
        Some((true, Some(1usize))),
        rw,
    )?;
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
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_a, b_b] = __op.operands[..] else {
        return Ok(false);
    };
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.sdiv")
            .operands(vec![rw.value(b_a) ?, rw.value(b_b) ?]),
        op,
        Some((true, Some(1usize))),
        rw,
    )?;
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
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_a, b_b] = __op.operands[..] else {
        return Ok(false);
    };
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.udiv")
            .operands(vec![rw.value(b_a) ?, rw.value(b_b) ?]),
        op,
        Some((true, Some(1usize))),
        rw,
    )?;
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
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_a, b_b] = __op.operands[..] else {
        return Ok(false);
    };
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.srem")
            .operands(vec![rw.value(b_a) ?, rw.value(b_b) ?]),
        op,
        Some((true, Some(1usize))),
        rw,
    )?;
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
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_a, b_b] = __op.operands[..] else {
        return Ok(false);
    };
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.urem")
            .operands(vec![rw.value(b_a) ?, rw.value(b_b) ?]),
        op,
        Some((true, Some(1usize))),
        rw,
    )?;
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
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_a, b_b] = __op.operands[..] else {
        return Ok(false);
    };
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.intr.smax")
            .operands(vec![rw.value(b_a) ?, rw.value(b_b) ?]),
        op,
        Some((true, Some(1usize))),
        rw,
    )?;
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
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_a, b_b] = __op.operands[..] else {
        return Ok(false);
    };
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.intr.umax")
            .operands(vec![rw.value(b_a) ?, rw.value(b_b) ?]),
        op,
        Some((true, Some(1usize))),
        rw,
    )?;
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
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_a, b_b] = __op.operands[..] else {
        return Ok(false);
    };
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.intr.smin")
            .operands(vec![rw.value(b_a) ?, rw.value(b_b) ?]),
        op,
        Some((true, Some(1usize))),
        rw,
    )?;
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
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_a, b_b] = __op.operands[..] else {
        return Ok(false);
    };
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.intr.umin")
            .operands(vec![rw.value(b_a) ?, rw.value(b_b) ?]),
        op,
        Some((true, Some(1usize))),
        rw,
    )?;
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
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_a, b_b] = __op.operands[..] else {
        return Ok(false);
    };
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.shl")
            .operands(vec![rw.value(b_a) ?, rw.value(b_b) ?]),
        op,
        Some((true, Some(1usize))),
        rw,
    )?;
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
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_a, b_b] = __op.operands[..] else {
        return Ok(false);
    };
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.ashr")
            .operands(vec![rw.value(b_a) ?, rw.value(b_b) ?]),
        op,
        Some((true, Some(1usize))),
        rw,
    )?;
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
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_a, b_b] = __op.operands[..] else {
        return Ok(false);
    };
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.lshr")
            .operands(vec![rw.value(b_a) ?, rw.value(b_b) ?]),
        op,
        Some((true, Some(1usize))),
        rw,
    )?;
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
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_a, b_b] = __op.operands[..] else {
        return Ok(false);
    };
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.and")
            .operands(vec![rw.value(b_a) ?, rw.value(b_b) ?]),
        op,
        Some((true, Some(1usize))),
        rw,
    )?;
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
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_a, b_b] = __op.operands[..] else {
        return Ok(false);
    };
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.or")
            .operands(vec![rw.value(b_a) ?, rw.value(b_b) ?]),
        op,
        Some((true, Some(1usize))),
        rw,
    )?;
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
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_a, b_b] = __op.operands[..] else {
        return Ok(false);
    };
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.xor")
            .operands(vec![rw.value(b_a) ?, rw.value(b_b) ?]),
        op,
        Some((true, Some(1usize))),
        rw,
    )?;
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
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_a, b_b] = __op.operands[..] else {
        return Ok(false);
    };
    let b_p @ Some(_) = __op.attr("pred").cloned() else {
        return Ok(false);
    };
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.icmp")
            .operands(vec![rw.value(b_a) ?, rw.value(b_b) ?])
            .attr_opt("predicate", enum_map_icmp_predicate(b_p.clone())),
        op,
        Some((true, Some(1usize))),
        rw,
    )?;
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
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [] = __op.operands[..] else {
        return Ok(false);
    };
    let b_v @ Some(_) = __op.attr("value").cloned() else {
        return Ok(false);
    };
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.mlir.constant")
            .operands(Vec::<::lowrite_core::ir::Value>::new())
            .attr_opt(
                "value",
                ::lowrite_core::builtins::attrs::convert_attr(
                    (b_v.clone()).as_ref(),
                    rw,
                )?,
            ),
        op,
        Some((true, Some(1usize))),
        rw,
    )?;
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
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [] = __op.operands[..] else {
        return Ok(false);
    };
    let b_v @ Some(_) = __op.attr("value").cloned() else {
        return Ok(false);
    };
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.mlir.constant")
            .operands(Vec::<::lowrite_core::ir::Value>::new())
            .results(vec![::lowrite_core::ir::Type::int(1u32)])
            .attr_opt("value", b_v.clone()),
        op,
        None,
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// The size of `index` in bits.
///
/// Rule at rules/index.rules:37:
///
/// ```text
/// /// The size of `index` in bits.
/// rule index.sizeof() -> (r) => constant(index_bitwidth, convert(type(r)));
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_index_sizeof_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [] = __op.operands[..] else {
        return Ok(false);
    };
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    let __yielded = vec![
        ::lowrite_core::builtins::values::constant(rw.options().int("index_bitwidth"), &
        (rw.convert_type_of(b_r) ?), rw) ?
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// Divisions rounded up or down (`common.rules`).
///
/// Rule at rules/index.rules:40:
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
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_a, b_b] = __op.operands[..] else {
        return Ok(false);
    };
    let __yielded = vec![
        { let b_t__1 = rw.convert_type_of(b_a) ?; { let b_b1__1 =
        ::lowrite_core::builtins::types::with_elem(& (b_t__1.clone()), &
        (::lowrite_core::ir::Type::int(1u32))); { let b_zero__1 =
        ::lowrite_core::builtins::values::constant(0i64, & (b_t__1.clone()), rw) ?; { let
        b_q__1 =
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.sdiv")
        .operands(vec![rw.value(b_a) ?, rw.value(b_b) ?]), op, Some((false,
        Some(1usize))), rw,) ?; { let b_inexact__1 =
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.icmp")
        .operands(vec![rw.value(b_a) ?,
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.mul")
        .operands(vec![b_q__1, rw.value(b_b) ?]), op, Some((false, Some(1usize))), rw,)
        ?]).results(vec![b_b1__1.clone()]).attr_opt("predicate",
        Some(::lowrite_core::ir::Attribute::int(1i64,
        ::lowrite_core::ir::Type::int(64u32)))), op, None, rw,) ?; { let b_sign__1 =
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.icmp")
        .operands(vec![::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.icmp")
        .operands(vec![rw.value(b_a) ?, b_zero__1]).results(vec![b_b1__1.clone()])
        .attr_opt("predicate", Some(::lowrite_core::ir::Attribute::int(2i64,
        ::lowrite_core::ir::Type::int(64u32)))), op, None, rw,) ?,
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.icmp")
        .operands(vec![rw.value(b_b) ?, b_zero__1]).results(vec![b_b1__1.clone()])
        .attr_opt("predicate", Some(::lowrite_core::ir::Attribute::int(2i64,
        ::lowrite_core::ir::Type::int(64u32)))), op, None, rw,) ?]).results(vec![b_b1__1
        .clone()]).attr_opt("predicate", Some(::lowrite_core::ir::Attribute::int(0i64,
        ::lowrite_core::ir::Type::int(64u32)))), op, None, rw,) ?;
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.select")
        .operands(vec![::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.and")
        .operands(vec![b_inexact__1, b_sign__1]), op, Some((false, Some(1usize))), rw,)
        ?,
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.add")
        .operands(vec![b_q__1, ::lowrite_core::builtins::values::constant(1i64, & (b_t__1
        .clone()), rw) ?]), op, Some((false, Some(1usize))), rw,) ?, b_q__1])
        .results(vec![b_t__1.clone()]), op, None, rw,) ? } } } } } }
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// Rule at rules/index.rules:41:
///
/// ```text
/// rule index.ceildivu(a, b) => udiv_ceil(a, b);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_index_ceildivu_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_a, b_b] = __op.operands[..] else {
        return Ok(false);
    };
    let __yielded = vec![
        { let b_t__2 = rw.convert_type_of(b_a) ?; { let b_b1__2 =
        ::lowrite_core::builtins::types::with_elem(& (b_t__2.clone()), &
        (::lowrite_core::ir::Type::int(1u32))); { let b_one__2 =
        ::lowrite_core::builtins::values::constant(1i64, & (b_t__2.clone()), rw) ?; { let
        b_q__2 =
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.add")
        .operands(vec![::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.udiv")
        .operands(vec![::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.sub")
        .operands(vec![rw.value(b_a) ?, b_one__2]), op, Some((false, Some(1usize))), rw,)
        ?, rw.value(b_b) ?]), op, Some((false, Some(1usize))), rw,) ?, b_one__2]), op,
        Some((false, Some(1usize))), rw,) ?;
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.select")
        .operands(vec![::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.icmp")
        .operands(vec![rw.value(b_a) ?, ::lowrite_core::builtins::values::constant(0i64,
        & (b_t__2.clone()), rw) ?]).results(vec![b_b1__2.clone()]).attr_opt("predicate",
        Some(::lowrite_core::ir::Attribute::int(0i64,
        ::lowrite_core::ir::Type::int(64u32)))), op, None, rw,) ?,
        ::lowrite_core::builtins::values::constant(0i64, & (b_t__2.clone()), rw) ?,
        b_q__2]).results(vec![b_t__2.clone()]), op, None, rw,) ? } } } }
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// Rule at rules/index.rules:42:
///
/// ```text
/// rule index.floordivs(a, b) => sdiv_rounded(a, b, #llvm.icmp_predicate<ne>, -1);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_index_floordivs_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_a, b_b] = __op.operands[..] else {
        return Ok(false);
    };
    let __yielded = vec![
        { let b_t__3 = rw.convert_type_of(b_a) ?; { let b_b1__3 =
        ::lowrite_core::builtins::types::with_elem(& (b_t__3.clone()), &
        (::lowrite_core::ir::Type::int(1u32))); { let b_zero__3 =
        ::lowrite_core::builtins::values::constant(0i64, & (b_t__3.clone()), rw) ?; { let
        b_q__3 =
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.sdiv")
        .operands(vec![rw.value(b_a) ?, rw.value(b_b) ?]), op, Some((false,
        Some(1usize))), rw,) ?; { let b_inexact__3 =
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.icmp")
        .operands(vec![rw.value(b_a) ?,
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.mul")
        .operands(vec![b_q__3, rw.value(b_b) ?]), op, Some((false, Some(1usize))), rw,)
        ?]).results(vec![b_b1__3.clone()]).attr_opt("predicate",
        Some(::lowrite_core::ir::Attribute::int(1i64,
        ::lowrite_core::ir::Type::int(64u32)))), op, None, rw,) ?; { let b_sign__3 =
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.icmp")
        .operands(vec![::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.icmp")
        .operands(vec![rw.value(b_a) ?, b_zero__3]).results(vec![b_b1__3.clone()])
        .attr_opt("predicate", Some(::lowrite_core::ir::Attribute::int(2i64,
        ::lowrite_core::ir::Type::int(64u32)))), op, None, rw,) ?,
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.icmp")
        .operands(vec![rw.value(b_b) ?, b_zero__3]).results(vec![b_b1__3.clone()])
        .attr_opt("predicate", Some(::lowrite_core::ir::Attribute::int(2i64,
        ::lowrite_core::ir::Type::int(64u32)))), op, None, rw,) ?]).results(vec![b_b1__3
        .clone()]).attr_opt("predicate", Some(::lowrite_core::ir::Attribute::int(1i64,
        ::lowrite_core::ir::Type::int(64u32)))), op, None, rw,) ?;
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.select")
        .operands(vec![::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.and")
        .operands(vec![b_inexact__3, b_sign__3]), op, Some((false, Some(1usize))), rw,)
        ?,
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.add")
        .operands(vec![b_q__3, ::lowrite_core::builtins::values::constant((- 1i64), &
        (b_t__3.clone()), rw) ?]), op, Some((false, Some(1usize))), rw,) ?, b_q__3])
        .results(vec![b_t__3.clone()]), op, None, rw,) ? } } } } } }
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// Casts between `index` and integers: sign- (`casts`) or zero-extended (`castu`), truncated,
/// or nothing, by the converted widths.
///
/// Rule at rules/index.rules:46:
///
/// ```text
/// /// Casts between `index` and integers: sign- (`casts`) or zero-extended (`castu`), truncated,
/// /// or nothing, by the converted widths.
/// rule index.casts(a) -> (r) => resized(a, r, true);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_index_casts_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_a] = __op.operands[..] else {
        return Ok(false);
    };
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    let __yielded = vec![
        (if ((::lowrite_core::builtins::types::width(& (rw.convert_type_of(b_a) ?))) <
        (::lowrite_core::builtins::types::width(& (rw.convert_type_of(b_r) ?)))) { (if
        true {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.sext")
        .operands(vec![rw.value(b_a) ?]).results(vec![rw.convert_type_of(b_r) ?]), op,
        None, rw,) ? } else {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.zext")
        .operands(vec![rw.value(b_a) ?]).results(vec![rw.convert_type_of(b_r) ?]), op,
        None, rw,) ? }) } else { (if ((::lowrite_core::builtins::types::width(& (rw
        .convert_type_of(b_a) ?))) > (::lowrite_core::builtins::types::width(& (rw
        .convert_type_of(b_r) ?)))) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.trunc")
        .operands(vec![rw.value(b_a) ?]).results(vec![rw.convert_type_of(b_r) ?]), op,
        None, rw,) ? } else { rw.value(b_a) ? }) })
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// Rule at rules/index.rules:47:
///
/// ```text
/// rule index.castu(a) -> (r) => resized(a, r, false);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_index_castu_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_a] = __op.operands[..] else {
        return Ok(false);
    };
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    let __yielded = vec![
        (if ((::lowrite_core::builtins::types::width(& (rw.convert_type_of(b_a) ?))) <
        (::lowrite_core::builtins::types::width(& (rw.convert_type_of(b_r) ?)))) { (if
        false {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.sext")
        .operands(vec![rw.value(b_a) ?]).results(vec![rw.convert_type_of(b_r) ?]), op,
        None, rw,) ? } else {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.zext")
        .operands(vec![rw.value(b_a) ?]).results(vec![rw.convert_type_of(b_r) ?]), op,
        None, rw,) ? }) } else { (if ((::lowrite_core::builtins::types::width(& (rw
        .convert_type_of(b_a) ?))) > (::lowrite_core::builtins::types::width(& (rw
        .convert_type_of(b_r) ?)))) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.trunc")
        .operands(vec![rw.value(b_a) ?]).results(vec![rw.convert_type_of(b_r) ?]), op,
        None, rw,) ? } else { rw.value(b_a) ? }) })
    ];
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
