/// Rules compiled from `rules/index.rules` by lowrite-dsl.
pub static RULES: ::lowrite_core::convert::RuleSet = ::lowrite_core::convert::RuleSet {
    name: "rules/index.rules",
    options: &[
        ::lowrite_core::convert::OptionDecl {
            name: "index_bitwidth",
            default: ::lowrite_core::convert::OptionValue::Int(64i64),
            doc: "Bit width of the integer type `index` converts to.",
        },
        ::lowrite_core::convert::OptionDecl {
            name: "bare_ptr_memref_call_conv",
            default: ::lowrite_core::convert::OptionValue::Bool(false),
            doc: "Pass statically shaped, identity-layout memrefs across function boundaries as their aligned\npointer (`--bare-ptr-memref-call-conv`).",
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
            location: "rules/index.rules:45",
            apply: &rule_index_ceildivs_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "index.ceildivu",
            priority: 0i64,
            location: "rules/index.rules:48",
            apply: &rule_index_ceildivu_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "index.floordivs",
            priority: 0i64,
            location: "rules/index.rules:56",
            apply: &rule_index_floordivs_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "index.casts",
            priority: 0i64,
            location: "rules/index.rules:60",
            apply: &rule_index_casts_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "index.castu",
            priority: 0i64,
            location: "rules/index.rules:61",
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
/// Divisions rounded up or down (`common.rules`), as `arith`'s are expanded. Upstream's
/// `IndexToLLVM` computes `ceildivs` as `(a + x) / b + 1` or `-(-a / b)` and `floordivs` as
/// `-1 - (x - a) / b` or `a / b`, dividing in both cases and selecting a quotient: wrong where
/// `-a` overflows (`ceildivs(INT_MIN, 3)` comes out positive) and by a division by -1
/// that overflows where the op is defined (`ceildivs(INT_MAX, -1)`, `floordivs(-INT_MAX, -1)`
/// stop the program with SIGFPE). `lowrite verify` found both; these divide once.
///
/// Rule at rules/index.rules:45:
///
/// ```text
/// /// Divisions rounded up or down (`common.rules`), as `arith`'s are expanded. Upstream's
/// /// `IndexToLLVM` computes `ceildivs` as `(a + x) / b + 1` or `-(-a / b)` and `floordivs` as
/// /// `-1 - (x - a) / b` or `a / b`, dividing in both cases and selecting a quotient: wrong where
/// /// `-a` overflows (`ceildivs(INT_MIN, 3)` comes out positive) and by a division by -1
/// /// that overflows where the op is defined (`ceildivs(INT_MAX, -1)`, `floordivs(-INT_MAX, -1)`
/// /// stop the program with SIGFPE). `lowrite verify` found both; these divide once.
/// rule index.ceildivs(a, b) -> (r) => ceil_div(a, b, type(r));
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
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    let __yielded = vec![
        { let b_st__1 = rw.source().value_type(b_r).clone(); { let b_t__1 = { let __t =
        b_st__1.clone(); rw.convert_type(& __t) ? }; { let b_zero__1 = (if ((b_st__1
        .clone()) == (::lowrite_core::ir::Type::Index)) {
        ::lowrite_core::builtins::values::index_value(::lowrite_core::convert::Ofr::Static(0i64),
        rw) ? } else { ::lowrite_core::builtins::values::constant(0i64, & ({ let __t =
        b_st__1.clone(); rw.convert_type(& __t) ? }), rw) ? }); { let b_one__1 = (if
        ((b_st__1.clone()) == (::lowrite_core::ir::Type::Index)) {
        ::lowrite_core::builtins::values::index_value(::lowrite_core::convert::Ofr::Static(1i64),
        rw) ? } else { ::lowrite_core::builtins::values::constant(1i64, & ({ let __t =
        b_st__1.clone(); rw.convert_type(& __t) ? }), rw) ? }); { let b_q__1 =
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.sdiv")
        .operands(vec![rw.value(b_a) ?, rw.value(b_b) ?]), op, Some((false,
        Some(1usize))), rw,) ?; { let b_inexact__1 = { let b_x__4 = rw.value(b_a) ?;
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.icmp")
        .operands(vec![b_x__4,
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.mul")
        .operands(vec![b_q__1, rw.value(b_b) ?]), op, Some((false, Some(1usize))), rw,)
        ?]).results(vec![::lowrite_core::builtins::types::with_elem(& ({ let __v =
        b_x__4; rw.target().value_type(__v).clone() }), &
        (::lowrite_core::ir::Type::int(1u32)))]).attr_opt("predicate",
        Some(::lowrite_core::ir::Attribute::int(1i64,
        ::lowrite_core::ir::Type::int(64u32)))), op, None, rw,) ? }; { let b_agree__1 = {
        let b_x__7 = { let b_x__5 = rw.value(b_a) ?;
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.icmp")
        .operands(vec![b_x__5, b_zero__1])
        .results(vec![::lowrite_core::builtins::types::with_elem(& ({ let __v = b_x__5;
        rw.target().value_type(__v).clone() }), &
        (::lowrite_core::ir::Type::int(1u32)))]).attr_opt("predicate",
        Some(::lowrite_core::ir::Attribute::int(2i64,
        ::lowrite_core::ir::Type::int(64u32)))), op, None, rw,) ? };
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.icmp")
        .operands(vec![b_x__7, { let b_x__6 = rw.value(b_b) ?;
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.icmp")
        .operands(vec![b_x__6, b_zero__1])
        .results(vec![::lowrite_core::builtins::types::with_elem(& ({ let __v = b_x__6;
        rw.target().value_type(__v).clone() }), &
        (::lowrite_core::ir::Type::int(1u32)))]).attr_opt("predicate",
        Some(::lowrite_core::ir::Attribute::int(2i64,
        ::lowrite_core::ir::Type::int(64u32)))), op, None, rw,) ? }])
        .results(vec![::lowrite_core::builtins::types::with_elem(& ({ let __v = b_x__7;
        rw.target().value_type(__v).clone() }), &
        (::lowrite_core::ir::Type::int(1u32)))]).attr_opt("predicate",
        Some(::lowrite_core::ir::Attribute::int(0i64,
        ::lowrite_core::ir::Type::int(64u32)))), op, None, rw,) ? };
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.select")
        .operands(vec![::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.and")
        .operands(vec![b_inexact__1, b_agree__1]), op, Some((false, Some(1usize))), rw,)
        ?,
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.add")
        .operands(vec![b_q__1, b_one__1]), op, Some((false, Some(1usize))), rw,) ?,
        b_q__1]).results(vec![b_t__1.clone()]), op, None, rw,) ? } } } } } } }
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// Unsigned, rounded up: `(a - 1) / b + 1`, or 0 for a zero dividend.
///
/// Rule at rules/index.rules:48:
///
/// ```text
/// /// Unsigned, rounded up: `(a - 1) / b + 1`, or 0 for a zero dividend.
/// rule index.ceildivu(a, b) -> (r) => {
///     let t = convert(type(r));
///     let zero = constant(0, t);
///     let one = constant(1, t);
///     let q = llvm.add(llvm.udiv(llvm.sub(a, one), b), one);
///     yield llvm.select(cmp(a, zero, #llvm.icmp_predicate<eq>), zero, q) : t;
/// }
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
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    let b_t = rw.convert_type_of(b_r)?;
    let b_zero = ::lowrite_core::builtins::values::constant(0i64, &(b_t.clone()), rw)?;
    let b_one = ::lowrite_core::builtins::values::constant(1i64, &(b_t.clone()), rw)?;
    let b_q = ::lowrite_core::convert::build_one(
        ::lowrite_core::ir::OpSpec::named("llvm.add")
            .operands(
                vec![
                    ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.udiv")
                    .operands(vec![::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.sub")
                    .operands(vec![rw.value(b_a) ?, b_one]), op, Some((false,
                    Some(1usize))), rw,) ?, rw.value(b_b) ?]), op, Some((false,
                    Some(1usize))), rw,) ?, b_one
                ],
            ),
        op,
        Some((false, Some(1usize))),
        rw,
    )?;
    let __yielded = vec![
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.select")
        .operands(vec![{ let b_x__8 = rw.value(b_a) ?;
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.icmp")
        .operands(vec![b_x__8, b_zero])
        .results(vec![::lowrite_core::builtins::types::with_elem(& ({ let __v = b_x__8;
        rw.target().value_type(__v).clone() }), &
        (::lowrite_core::ir::Type::int(1u32)))]).attr_opt("predicate",
        Some(::lowrite_core::ir::Attribute::int(0i64,
        ::lowrite_core::ir::Type::int(64u32)))), op, None, rw,) ? }, b_zero, b_q])
        .results(vec![b_t.clone()]), op, None, rw,) ?
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// Rule at rules/index.rules:56:
///
/// ```text
/// rule index.floordivs(a, b) -> (r) => floor_div(a, b, type(r));
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
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    let __yielded = vec![
        { let b_st__9 = rw.source().value_type(b_r).clone(); { let b_t__9 = { let __t =
        b_st__9.clone(); rw.convert_type(& __t) ? }; { let b_q__9 =
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.sdiv")
        .operands(vec![rw.value(b_a) ?, rw.value(b_b) ?]), op, Some((false,
        Some(1usize))), rw,) ?; { let b_inexact__9 = { let b_x__10 = rw.value(b_a) ?;
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.icmp")
        .operands(vec![b_x__10,
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.mul")
        .operands(vec![b_q__9, rw.value(b_b) ?]), op, Some((false, Some(1usize))), rw,)
        ?]).results(vec![::lowrite_core::builtins::types::with_elem(& ({ let __v =
        b_x__10; rw.target().value_type(__v).clone() }), &
        (::lowrite_core::ir::Type::int(1u32)))]).attr_opt("predicate",
        Some(::lowrite_core::ir::Attribute::int(1i64,
        ::lowrite_core::ir::Type::int(64u32)))), op, None, rw,) ? }; { let b_zero__9 =
        (if ((b_st__9.clone()) == (::lowrite_core::ir::Type::Index)) {
        ::lowrite_core::builtins::values::index_value(::lowrite_core::convert::Ofr::Static(0i64),
        rw) ? } else { ::lowrite_core::builtins::values::constant(0i64, & ({ let __t =
        b_st__9.clone(); rw.convert_type(& __t) ? }), rw) ? }); { let b_differ__9 = { let
        b_x__14 = { let b_x__12 = rw.value(b_a) ?;
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.icmp")
        .operands(vec![b_x__12, b_zero__9])
        .results(vec![::lowrite_core::builtins::types::with_elem(& ({ let __v = b_x__12;
        rw.target().value_type(__v).clone() }), &
        (::lowrite_core::ir::Type::int(1u32)))]).attr_opt("predicate",
        Some(::lowrite_core::ir::Attribute::int(2i64,
        ::lowrite_core::ir::Type::int(64u32)))), op, None, rw,) ? };
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.icmp")
        .operands(vec![b_x__14, { let b_x__13 = rw.value(b_b) ?;
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.icmp")
        .operands(vec![b_x__13, b_zero__9])
        .results(vec![::lowrite_core::builtins::types::with_elem(& ({ let __v = b_x__13;
        rw.target().value_type(__v).clone() }), &
        (::lowrite_core::ir::Type::int(1u32)))]).attr_opt("predicate",
        Some(::lowrite_core::ir::Attribute::int(2i64,
        ::lowrite_core::ir::Type::int(64u32)))), op, None, rw,) ? }])
        .results(vec![::lowrite_core::builtins::types::with_elem(& ({ let __v = b_x__14;
        rw.target().value_type(__v).clone() }), &
        (::lowrite_core::ir::Type::int(1u32)))]).attr_opt("predicate",
        Some(::lowrite_core::ir::Attribute::int(1i64,
        ::lowrite_core::ir::Type::int(64u32)))), op, None, rw,) ? }; { let b_adjust__9 =
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.and")
        .operands(vec![b_inexact__9, b_differ__9]), op, Some((false, Some(1usize))), rw,)
        ?;
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.select")
        .operands(vec![b_adjust__9,
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.add")
        .operands(vec![b_q__9, (if ((b_st__9.clone()) ==
        (::lowrite_core::ir::Type::Index)) {
        ::lowrite_core::builtins::values::index_value(::lowrite_core::convert::Ofr::Static((-
        1i64)), rw) ? } else { ::lowrite_core::builtins::values::constant((- 1i64), & ({
        let __t = b_st__9.clone(); rw.convert_type(& __t) ? }), rw) ? })]), op,
        Some((false, Some(1usize))), rw,) ?, b_q__9]).results(vec![b_t__9.clone()]), op,
        None, rw,) ? } } } } } } }
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// Casts between `index` and integers: sign- (`casts`) or zero-extended (`castu`), truncated,
/// or nothing, by the converted widths.
///
/// Rule at rules/index.rules:60:
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
/// Rule at rules/index.rules:61:
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
