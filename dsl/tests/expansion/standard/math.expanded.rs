/// Rules compiled from `rules/math.rules` by lowrite-dsl.
pub static RULES: ::lowrite_core::convert::RuleSet = ::lowrite_core::convert::RuleSet {
    name: "rules/math.rules",
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
            op: "math.sqrt",
            priority: 0i64,
            location: "rules/math.rules:18",
            apply: &rule_math_sqrt_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.exp",
            priority: 0i64,
            location: "rules/math.rules:19",
            apply: &rule_math_exp_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.exp2",
            priority: 0i64,
            location: "rules/math.rules:20",
            apply: &rule_math_exp2_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.log",
            priority: 0i64,
            location: "rules/math.rules:21",
            apply: &rule_math_log_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.log2",
            priority: 0i64,
            location: "rules/math.rules:22",
            apply: &rule_math_log2_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.log10",
            priority: 0i64,
            location: "rules/math.rules:23",
            apply: &rule_math_log10_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.sin",
            priority: 0i64,
            location: "rules/math.rules:24",
            apply: &rule_math_sin_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.cos",
            priority: 0i64,
            location: "rules/math.rules:25",
            apply: &rule_math_cos_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.tan",
            priority: 0i64,
            location: "rules/math.rules:26",
            apply: &rule_math_tan_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.sinh",
            priority: 0i64,
            location: "rules/math.rules:27",
            apply: &rule_math_sinh_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.cosh",
            priority: 0i64,
            location: "rules/math.rules:28",
            apply: &rule_math_cosh_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.tanh",
            priority: 0i64,
            location: "rules/math.rules:29",
            apply: &rule_math_tanh_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.asin",
            priority: 0i64,
            location: "rules/math.rules:30",
            apply: &rule_math_asin_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.acos",
            priority: 0i64,
            location: "rules/math.rules:31",
            apply: &rule_math_acos_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.atan",
            priority: 0i64,
            location: "rules/math.rules:32",
            apply: &rule_math_atan_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.atan2",
            priority: 0i64,
            location: "rules/math.rules:33",
            apply: &rule_math_atan2_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.absf",
            priority: 0i64,
            location: "rules/math.rules:34",
            apply: &rule_math_absf_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.ceil",
            priority: 0i64,
            location: "rules/math.rules:35",
            apply: &rule_math_ceil_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.floor",
            priority: 0i64,
            location: "rules/math.rules:36",
            apply: &rule_math_floor_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.round",
            priority: 0i64,
            location: "rules/math.rules:37",
            apply: &rule_math_round_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.roundeven",
            priority: 0i64,
            location: "rules/math.rules:38",
            apply: &rule_math_roundeven_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.trunc",
            priority: 0i64,
            location: "rules/math.rules:39",
            apply: &rule_math_trunc_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.copysign",
            priority: 0i64,
            location: "rules/math.rules:40",
            apply: &rule_math_copysign_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.powf",
            priority: 0i64,
            location: "rules/math.rules:41",
            apply: &rule_math_powf_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.fpowi",
            priority: 0i64,
            location: "rules/math.rules:42",
            apply: &rule_math_fpowi_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.fma",
            priority: 0i64,
            location: "rules/math.rules:43",
            apply: &rule_math_fma_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.sincos",
            priority: 0i64,
            location: "rules/math.rules:46",
            apply: &rule_math_sincos_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.ctlz",
            priority: 0i64,
            location: "rules/math.rules:53",
            apply: &rule_math_ctlz_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.cttz",
            priority: 0i64,
            location: "rules/math.rules:54",
            apply: &rule_math_cttz_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.ctpop",
            priority: 0i64,
            location: "rules/math.rules:55",
            apply: &rule_math_ctpop_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.absi",
            priority: 0i64,
            location: "rules/math.rules:56",
            apply: &rule_math_absi_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.rsqrt",
            priority: 0i64,
            location: "rules/math.rules:61",
            apply: &rule_math_rsqrt_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.log1p",
            priority: 0i64,
            location: "rules/math.rules:64",
            apply: &rule_math_log1p_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.expm1",
            priority: 0i64,
            location: "rules/math.rules:67",
            apply: &rule_math_expm1_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.isnan",
            priority: 0i64,
            location: "rules/math.rules:77",
            apply: &rule_math_isnan_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.isinf",
            priority: 0i64,
            location: "rules/math.rules:78",
            apply: &rule_math_isinf_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.isfinite",
            priority: 0i64,
            location: "rules/math.rules:79",
            apply: &rule_math_isfinite_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.isnormal",
            priority: 0i64,
            location: "rules/math.rules:80",
            apply: &rule_math_isnormal_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.erf",
            priority: 0i64,
            location: "rules/math.rules:106",
            apply: &rule_math_erf_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.erfc",
            priority: 0i64,
            location: "rules/math.rules:107",
            apply: &rule_math_erfc_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.cbrt",
            priority: 0i64,
            location: "rules/math.rules:108",
            apply: &rule_math_cbrt_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.asinh",
            priority: 0i64,
            location: "rules/math.rules:109",
            apply: &rule_math_asinh_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.acosh",
            priority: 0i64,
            location: "rules/math.rules:110",
            apply: &rule_math_acosh_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.atanh",
            priority: 0i64,
            location: "rules/math.rules:111",
            apply: &rule_math_atanh_0,
        },
    ],
    type_rules: 0usize,
    natives: &[],
    native_fns: &[],
    boundary: &boundary,
    boundary_rules: 0usize,
    elementwise: &[
        "math.sqrt",
        "math.exp",
        "math.exp2",
        "math.log",
        "math.log2",
        "math.log10",
        "math.sin",
        "math.cos",
        "math.tan",
        "math.sinh",
        "math.cosh",
        "math.tanh",
        "math.asin",
        "math.acos",
        "math.atan",
        "math.atan2",
        "math.absf",
        "math.ceil",
        "math.floor",
        "math.round",
        "math.roundeven",
        "math.trunc",
        "math.copysign",
        "math.powf",
        "math.fpowi",
        "math.fma",
        "math.sincos",
        "math.ctlz",
        "math.cttz",
        "math.ctpop",
        "math.absi",
        "math.rsqrt",
        "math.log1p",
        "math.expm1",
        "math.isnan",
        "math.isinf",
        "math.isfinite",
        "math.isnormal",
        "math.erf",
        "math.erfc",
        "math.cbrt",
        "math.asinh",
        "math.acosh",
        "math.atanh",
    ],
    float_ops: &[
        "math.sqrt",
        "math.exp",
        "math.exp2",
        "math.log",
        "math.log2",
        "math.log10",
        "math.sin",
        "math.cos",
        "math.tan",
        "math.sinh",
        "math.cosh",
        "math.tanh",
        "math.asin",
        "math.acos",
        "math.atan",
        "math.atan2",
        "math.absf",
        "math.ceil",
        "math.floor",
        "math.round",
        "math.roundeven",
        "math.trunc",
        "math.copysign",
        "math.powf",
        "math.fpowi",
        "math.fma",
        "math.sincos",
        "math.rsqrt",
        "math.log1p",
        "math.expm1",
        "math.isnan",
        "math.isinf",
        "math.isfinite",
        "math.isnormal",
        "math.erf",
        "math.erfc",
        "math.cbrt",
        "math.asinh",
        "math.acosh",
        "math.atanh",
    ],
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
/// Rule at rules/math.rules:18:
///
/// ```text
/// rule math.sqrt(x) => llvm.intr.sqrt(x);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_sqrt_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_x] = __op.operands[..] else {
        return Ok(false);
    };
    let b__fwd_fastmath = __op.attr("fastmath").cloned();
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.intr.sqrt")
            .operands(vec![rw.value(b_x) ?])
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone())),
        op,
        Some((true, Some(1usize))),
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/math.rules:19:
///
/// ```text
/// rule math.exp(x) => llvm.intr.exp(x);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_exp_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_x] = __op.operands[..] else {
        return Ok(false);
    };
    let b__fwd_fastmath = __op.attr("fastmath").cloned();
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.intr.exp")
            .operands(vec![rw.value(b_x) ?])
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone())),
        op,
        Some((true, Some(1usize))),
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/math.rules:20:
///
/// ```text
/// rule math.exp2(x) => llvm.intr.exp2(x);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_exp2_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_x] = __op.operands[..] else {
        return Ok(false);
    };
    let b__fwd_fastmath = __op.attr("fastmath").cloned();
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.intr.exp2")
            .operands(vec![rw.value(b_x) ?])
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone())),
        op,
        Some((true, Some(1usize))),
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/math.rules:21:
///
/// ```text
/// rule math.log(x) => llvm.intr.log(x);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_log_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_x] = __op.operands[..] else {
        return Ok(false);
    };
    let b__fwd_fastmath = __op.attr("fastmath").cloned();
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.intr.log")
            .operands(vec![rw.value(b_x) ?])
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone())),
        op,
        Some((true, Some(1usize))),
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/math.rules:22:
///
/// ```text
/// rule math.log2(x) => llvm.intr.log2(x);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_log2_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_x] = __op.operands[..] else {
        return Ok(false);
    };
    let b__fwd_fastmath = __op.attr("fastmath").cloned();
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.intr.log2")
            .operands(vec![rw.value(b_x) ?])
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone())),
        op,
        Some((true, Some(1usize))),
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/math.rules:23:
///
/// ```text
/// rule math.log10(x) => llvm.intr.log10(x);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_log10_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_x] = __op.operands[..] else {
        return Ok(false);
    };
    let b__fwd_fastmath = __op.attr("fastmath").cloned();
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.intr.log10")
            .operands(vec![rw.value(b_x) ?])
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone())),
        op,
        Some((true, Some(1usize))),
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/math.rules:24:
///
/// ```text
/// rule math.sin(x) => llvm.intr.sin(x);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_sin_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_x] = __op.operands[..] else {
        return Ok(false);
    };
    let b__fwd_fastmath = __op.attr("fastmath").cloned();
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.intr.sin")
            .operands(vec![rw.value(b_x) ?])
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone())),
        op,
        Some((true, Some(1usize))),
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/math.rules:25:
///
/// ```text
/// rule math.cos(x) => llvm.intr.cos(x);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_cos_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_x] = __op.operands[..] else {
        return Ok(false);
    };
    let b__fwd_fastmath = __op.attr("fastmath").cloned();
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.intr.cos")
            .operands(vec![rw.value(b_x) ?])
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone())),
        op,
        Some((true, Some(1usize))),
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/math.rules:26:
///
/// ```text
/// rule math.tan(x) => llvm.intr.tan(x);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_tan_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_x] = __op.operands[..] else {
        return Ok(false);
    };
    let b__fwd_fastmath = __op.attr("fastmath").cloned();
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.intr.tan")
            .operands(vec![rw.value(b_x) ?])
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone())),
        op,
        Some((true, Some(1usize))),
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/math.rules:27:
///
/// ```text
/// rule math.sinh(x) => llvm.intr.sinh(x);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_sinh_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_x] = __op.operands[..] else {
        return Ok(false);
    };
    let b__fwd_fastmath = __op.attr("fastmath").cloned();
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.intr.sinh")
            .operands(vec![rw.value(b_x) ?])
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone())),
        op,
        Some((true, Some(1usize))),
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/math.rules:28:
///
/// ```text
/// rule math.cosh(x) => llvm.intr.cosh(x);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_cosh_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_x] = __op.operands[..] else {
        return Ok(false);
    };
    let b__fwd_fastmath = __op.attr("fastmath").cloned();
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.intr.cosh")
            .operands(vec![rw.value(b_x) ?])
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone())),
        op,
        Some((true, Some(1usize))),
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/math.rules:29:
///
/// ```text
/// rule math.tanh(x) => llvm.intr.tanh(x);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_tanh_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_x] = __op.operands[..] else {
        return Ok(false);
    };
    let b__fwd_fastmath = __op.attr("fastmath").cloned();
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.intr.tanh")
            .operands(vec![rw.value(b_x) ?])
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone())),
        op,
        Some((true, Some(1usize))),
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/math.rules:30:
///
/// ```text
/// rule math.asin(x) => llvm.intr.asin(x);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_asin_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_x] = __op.operands[..] else {
        return Ok(false);
    };
    let b__fwd_fastmath = __op.attr("fastmath").cloned();
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.intr.asin")
            .operands(vec![rw.value(b_x) ?])
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone())),
        op,
        Some((true, Some(1usize))),
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/math.rules:31:
///
/// ```text
/// rule math.acos(x) => llvm.intr.acos(x);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_acos_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_x] = __op.operands[..] else {
        return Ok(false);
    };
    let b__fwd_fastmath = __op.attr("fastmath").cloned();
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.intr.acos")
            .operands(vec![rw.value(b_x) ?])
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone())),
        op,
        Some((true, Some(1usize))),
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/math.rules:32:
///
/// ```text
/// rule math.atan(x) => llvm.intr.atan(x);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_atan_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_x] = __op.operands[..] else {
        return Ok(false);
    };
    let b__fwd_fastmath = __op.attr("fastmath").cloned();
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.intr.atan")
            .operands(vec![rw.value(b_x) ?])
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone())),
        op,
        Some((true, Some(1usize))),
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/math.rules:33:
///
/// ```text
/// rule math.atan2(y, x) => llvm.intr.atan2(y, x);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_atan2_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_y, b_x] = __op.operands[..] else {
        return Ok(false);
    };
    let b__fwd_fastmath = __op.attr("fastmath").cloned();
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.intr.atan2")
            .operands(vec![rw.value(b_y) ?, rw.value(b_x) ?])
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone())),
        op,
        Some((true, Some(1usize))),
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/math.rules:34:
///
/// ```text
/// rule math.absf(x) => llvm.intr.fabs(x);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_absf_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_x] = __op.operands[..] else {
        return Ok(false);
    };
    let b__fwd_fastmath = __op.attr("fastmath").cloned();
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.intr.fabs")
            .operands(vec![rw.value(b_x) ?])
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone())),
        op,
        Some((true, Some(1usize))),
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/math.rules:35:
///
/// ```text
/// rule math.ceil(x) => llvm.intr.ceil(x);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_ceil_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_x] = __op.operands[..] else {
        return Ok(false);
    };
    let b__fwd_fastmath = __op.attr("fastmath").cloned();
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.intr.ceil")
            .operands(vec![rw.value(b_x) ?])
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone())),
        op,
        Some((true, Some(1usize))),
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/math.rules:36:
///
/// ```text
/// rule math.floor(x) => llvm.intr.floor(x);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_floor_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_x] = __op.operands[..] else {
        return Ok(false);
    };
    let b__fwd_fastmath = __op.attr("fastmath").cloned();
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.intr.floor")
            .operands(vec![rw.value(b_x) ?])
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone())),
        op,
        Some((true, Some(1usize))),
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/math.rules:37:
///
/// ```text
/// rule math.round(x) => llvm.intr.round(x);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_round_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_x] = __op.operands[..] else {
        return Ok(false);
    };
    let b__fwd_fastmath = __op.attr("fastmath").cloned();
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.intr.round")
            .operands(vec![rw.value(b_x) ?])
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone())),
        op,
        Some((true, Some(1usize))),
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/math.rules:38:
///
/// ```text
/// rule math.roundeven(x) => llvm.intr.roundeven(x);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_roundeven_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_x] = __op.operands[..] else {
        return Ok(false);
    };
    let b__fwd_fastmath = __op.attr("fastmath").cloned();
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.intr.roundeven")
            .operands(vec![rw.value(b_x) ?])
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone())),
        op,
        Some((true, Some(1usize))),
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/math.rules:39:
///
/// ```text
/// rule math.trunc(x) => llvm.intr.trunc(x);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_trunc_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_x] = __op.operands[..] else {
        return Ok(false);
    };
    let b__fwd_fastmath = __op.attr("fastmath").cloned();
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.intr.trunc")
            .operands(vec![rw.value(b_x) ?])
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone())),
        op,
        Some((true, Some(1usize))),
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/math.rules:40:
///
/// ```text
/// rule math.copysign(x, y) => llvm.intr.copysign(x, y);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_copysign_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_x, b_y] = __op.operands[..] else {
        return Ok(false);
    };
    let b__fwd_fastmath = __op.attr("fastmath").cloned();
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.intr.copysign")
            .operands(vec![rw.value(b_x) ?, rw.value(b_y) ?])
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone())),
        op,
        Some((true, Some(1usize))),
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/math.rules:41:
///
/// ```text
/// rule math.powf(x, y) => llvm.intr.pow(x, y);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_powf_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_x, b_y] = __op.operands[..] else {
        return Ok(false);
    };
    let b__fwd_fastmath = __op.attr("fastmath").cloned();
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.intr.pow")
            .operands(vec![rw.value(b_x) ?, rw.value(b_y) ?])
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone())),
        op,
        Some((true, Some(1usize))),
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/math.rules:42:
///
/// ```text
/// rule math.fpowi(x, n) => llvm.intr.powi(x, n);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_fpowi_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_x, b_n] = __op.operands[..] else {
        return Ok(false);
    };
    let b__fwd_fastmath = __op.attr("fastmath").cloned();
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.intr.powi")
            .operands(vec![rw.value(b_x) ?, rw.value(b_n) ?])
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone())),
        op,
        Some((true, Some(1usize))),
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/math.rules:43:
///
/// ```text
/// rule math.fma(a, b, c) => llvm.intr.fma(a, b, c);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_fma_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_a, b_b, b_c] = __op.operands[..] else {
        return Ok(false);
    };
    let b__fwd_fastmath = __op.attr("fastmath").cloned();
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.intr.fma")
            .operands(vec![rw.value(b_a) ?, rw.value(b_b) ?, rw.value(b_c) ?])
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone())),
        op,
        Some((true, Some(1usize))),
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// Sine and cosine at once: one intrinsic that returns both as a struct.
///
/// Rule at rules/math.rules:46:
///
/// ```text
/// /// Sine and cosine at once: one intrinsic that returns both as a struct.
/// rule math.sincos(x) -> (s, c) => {
///     let both = llvm.intr.sincos(x) : struct(convert(type(s)), convert(type(c)));
///     yield extract(both, 0), extract(both, 1);
/// }
///
/// // ---------------------------------------------------------------- integer bit counts
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_sincos_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_x] = __op.operands[..] else {
        return Ok(false);
    };
    let b__fwd_fastmath = __op.attr("fastmath").cloned();
    let [b_s, b_c] = __op.results[..] else {
        return Ok(false);
    };
    let b_both = ::lowrite_core::convert::build_one(
        ::lowrite_core::ir::OpSpec::named("llvm.intr.sincos")
            .operands(vec![rw.value(b_x) ?])
            .results(
                vec![
                    ::lowrite_core::builtins::types::struct_of(& vec![rw
                    .convert_type_of(b_s) ?, rw.convert_type_of(b_c) ?])
                ],
            )
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone())),
        op,
        None,
        rw,
    )?;
    let __yielded = vec![
        { let __v = b_both; let mut __p : Vec < i64 > = Vec::new(); __p.push((0i64) as
        i64); ::lowrite_core::builtins::values::extract(__v, & __p, rw) ? }, { let __v =
        b_both; let mut __p : Vec < i64 > = Vec::new(); __p.push((1i64) as i64);
        ::lowrite_core::builtins::values::extract(__v, & __p, rw) ? }
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// Rule at rules/math.rules:53:
///
/// ```text
/// rule math.ctlz(x) => llvm.intr.ctlz(x) {is_zero_poison = bool_attr(false)};
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_ctlz_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_x] = __op.operands[..] else {
        return Ok(false);
    };
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.intr.ctlz")
            .operands(vec![rw.value(b_x) ?])
            .attr_opt(
                "is_zero_poison",
                ::lowrite_core::builtins::attrs::bool_attr(false),
            ),
        op,
        Some((true, Some(1usize))),
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/math.rules:54:
///
/// ```text
/// rule math.cttz(x) => llvm.intr.cttz(x) {is_zero_poison = bool_attr(false)};
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_cttz_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_x] = __op.operands[..] else {
        return Ok(false);
    };
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.intr.cttz")
            .operands(vec![rw.value(b_x) ?])
            .attr_opt(
                "is_zero_poison",
                ::lowrite_core::builtins::attrs::bool_attr(false),
            ),
        op,
        Some((true, Some(1usize))),
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/math.rules:55:
///
/// ```text
/// rule math.ctpop(x) => llvm.intr.ctpop(x);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_ctpop_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_x] = __op.operands[..] else {
        return Ok(false);
    };
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.intr.ctpop")
            .operands(vec![rw.value(b_x) ?]),
        op,
        Some((true, Some(1usize))),
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/math.rules:56:
///
/// ```text
/// rule math.absi(x) => llvm.intr.abs(x) {is_int_min_poison = bool_attr(false)};
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_absi_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_x] = __op.operands[..] else {
        return Ok(false);
    };
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.intr.abs")
            .operands(vec![rw.value(b_x) ?])
            .attr_opt(
                "is_int_min_poison",
                ::lowrite_core::builtins::attrs::bool_attr(false),
            ),
        op,
        Some((true, Some(1usize))),
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// `rsqrt(x)` = 1 / sqrt(x).
///
/// Rule at rules/math.rules:61:
///
/// ```text
/// /// `rsqrt(x)` = 1 / sqrt(x).
/// rule math.rsqrt(x) => llvm.fdiv(constant(1, convert(type(x))), llvm.intr.sqrt(x));
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_rsqrt_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_x] = __op.operands[..] else {
        return Ok(false);
    };
    let b__fwd_fastmath = __op.attr("fastmath").cloned();
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.fdiv")
            .operands(
                vec![
                    ::lowrite_core::builtins::values::constant(1i64, & (rw
                    .convert_type_of(b_x) ?), rw) ?,
                    ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.sqrt")
                    .operands(vec![rw.value(b_x) ?]).attr_opt("fastmathFlags",
                    enum_map_fastmath(b__fwd_fastmath.clone())), op, Some((false,
                    Some(1usize))), rw,) ?
                ],
            )
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone())),
        op,
        Some((true, Some(1usize))),
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// `log1p(x)` = log(1 + x).
///
/// Rule at rules/math.rules:64:
///
/// ```text
/// /// `log1p(x)` = log(1 + x).
/// rule math.log1p(x) => llvm.intr.log(llvm.fadd(constant(1, convert(type(x))), x));
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_log1p_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_x] = __op.operands[..] else {
        return Ok(false);
    };
    let b__fwd_fastmath = __op.attr("fastmath").cloned();
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.intr.log")
            .operands(
                vec![
                    ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.fadd")
                    .operands(vec![::lowrite_core::builtins::values::constant(1i64, & (rw
                    .convert_type_of(b_x) ?), rw) ?, rw.value(b_x) ?])
                    .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath
                    .clone())), op, Some((false, Some(1usize))), rw,) ?
                ],
            )
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone())),
        op,
        Some((true, Some(1usize))),
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// `expm1(x)` = exp(x) - 1.
///
/// Rule at rules/math.rules:67:
///
/// ```text
/// /// `expm1(x)` = exp(x) - 1.
/// rule math.expm1(x) => {
///     let one = constant(1, convert(type(x)));
///     yield llvm.fsub(llvm.intr.exp(x), one);
/// }
///
/// // ---------------------------------------------------------------- classification
/// // `llvm.intr.is.fpclass` with the classes' bits: signaling and quiet NaN (1, 2), negative
/// // infinity, normal, subnormal and zero (4, 8, 16, 32), positive zero, subnormal, normal and
/// // infinity (64, 128, 256, 512).
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_expm1_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_x] = __op.operands[..] else {
        return Ok(false);
    };
    let b__fwd_fastmath = __op.attr("fastmath").cloned();
    let b_one = ::lowrite_core::builtins::values::constant(
        1i64,
        &(rw.convert_type_of(b_x)?),
        rw,
    )?;
    let __yielded = vec![
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.fsub")
        .operands(vec![::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.exp")
        .operands(vec![rw.value(b_x) ?]).attr_opt("fastmathFlags",
        enum_map_fastmath(b__fwd_fastmath.clone())), op, Some((false, Some(1usize))),
        rw,) ?, b_one]).attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath
        .clone())), op, Some((false, Some(1usize))), rw,) ?
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// Rule at rules/math.rules:77:
///
/// ```text
/// rule math.isnan(x) -> (r) => llvm.intr.is.fpclass(x) {bit = int_attr(3, i32)} : convert(type(r));
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_isnan_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_x] = __op.operands[..] else {
        return Ok(false);
    };
    let b__fwd_fastmath = __op.attr("fastmath").cloned();
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.intr.is.fpclass")
            .operands(vec![rw.value(b_x) ?])
            .results(vec![rw.convert_type_of(b_r) ?])
            .attr_opt(
                "bit",
                ::lowrite_core::builtins::attrs::int_attr(
                    3i64,
                    &(::lowrite_core::ir::Type::int(32u32)),
                ),
            ),
        op,
        None,
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/math.rules:78:
///
/// ```text
/// rule math.isinf(x) -> (r) => llvm.intr.is.fpclass(x) {bit = int_attr(516, i32)} : convert(type(r));
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_isinf_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_x] = __op.operands[..] else {
        return Ok(false);
    };
    let b__fwd_fastmath = __op.attr("fastmath").cloned();
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.intr.is.fpclass")
            .operands(vec![rw.value(b_x) ?])
            .results(vec![rw.convert_type_of(b_r) ?])
            .attr_opt(
                "bit",
                ::lowrite_core::builtins::attrs::int_attr(
                    516i64,
                    &(::lowrite_core::ir::Type::int(32u32)),
                ),
            ),
        op,
        None,
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/math.rules:79:
///
/// ```text
/// rule math.isfinite(x) -> (r) => llvm.intr.is.fpclass(x) {bit = int_attr(504, i32)} : convert(type(r));
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_isfinite_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_x] = __op.operands[..] else {
        return Ok(false);
    };
    let b__fwd_fastmath = __op.attr("fastmath").cloned();
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.intr.is.fpclass")
            .operands(vec![rw.value(b_x) ?])
            .results(vec![rw.convert_type_of(b_r) ?])
            .attr_opt(
                "bit",
                ::lowrite_core::builtins::attrs::int_attr(
                    504i64,
                    &(::lowrite_core::ir::Type::int(32u32)),
                ),
            ),
        op,
        None,
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/math.rules:80:
///
/// ```text
/// rule math.isnormal(x) -> (r) => llvm.intr.is.fpclass(x) {bit = int_attr(264, i32)} : convert(type(r));
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_isnormal_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_x] = __op.operands[..] else {
        return Ok(false);
    };
    let b__fwd_fastmath = __op.attr("fastmath").cloned();
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.intr.is.fpclass")
            .operands(vec![rw.value(b_x) ?])
            .results(vec![rw.convert_type_of(b_r) ?])
            .attr_opt(
                "bit",
                ::lowrite_core::builtins::attrs::int_attr(
                    264i64,
                    &(::lowrite_core::ir::Type::int(32u32)),
                ),
            ),
        op,
        None,
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/math.rules:106:
///
/// ```text
/// rule math.erf(x) where has_libm(convert(type(x))) => libm_call("erf", x);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_erf_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_x] = __op.operands[..] else {
        return Ok(false);
    };
    let b__fwd_fastmath = __op.attr("fastmath").cloned();
    if !({
        let b_t__1 = rw.convert_type_of(b_x)?;
        (if matches!(b_t__1.clone(), ::lowrite_core::ir::Type::Vector { .. }) {
            ((matches!(
                ::lowrite_core::builtins::types::elem(& (b_t__1.clone())),
                ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F32)
            ))
                || (matches!(
                    ::lowrite_core::builtins::types::elem(& (b_t__1.clone())),
                    ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F64)
                )))
        } else {
            ((matches!(
                b_t__1.clone(),
                ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F32)
            ))
                || (matches!(
                    b_t__1.clone(),
                    ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F64)
                )))
        })
    }) {
        return Ok(false);
    }
    let __yielded = vec![
        { let b_t__2 = rw.convert_type_of(b_x) ?; { let b__ =
        ::lowrite_core::builtins::ir::declare(& ({ let b_t__4 = (if matches!(b_t__2
        .clone(), ::lowrite_core::ir::Type::Vector { .. }) {
        ::lowrite_core::builtins::types::elem(& (b_t__2.clone())) } else { b_t__2.clone()
        }); (if matches!(b_t__4.clone(),
        ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F32)) {
        ::std::string::String::from(::lowrite_core::builtins::attrs::concat(& ("erf"), &
        ("f"))) } else { ::std::string::String::from("erf") }) }), &
        (::lowrite_core::builtins::types::llvm_func(& ((if matches!(b_t__2.clone(),
        ::lowrite_core::ir::Type::Vector { .. }) {
        ::lowrite_core::builtins::types::elem(& (b_t__2.clone())) } else { b_t__2.clone()
        })), & vec![(if matches!(b_t__2.clone(), ::lowrite_core::ir::Type::Vector { .. })
        { ::lowrite_core::builtins::types::elem(& (b_t__2.clone())) } else { b_t__2
        .clone() })])), rw) ?; (if matches!(b_t__2.clone(),
        ::lowrite_core::ir::Type::Vector { .. }) {
        ::lowrite_core::builtins::values::vector_of(& (b_t__2.clone()), & { let mut __v :
        Vec < ::lowrite_core::ir::Value > = Vec::new(); __v.extend({ let mut __l =
        Vec::new(); for b_i__2 in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
        ::lowrite_core::builtins::layout::dim(& (b_t__2.clone()), 0i64)), rw) ? { let
        b_i__2 : i64 = b_i__2; __l
        .push(::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
        ::lowrite_core::builtins::ir::call((::lowrite_core::builtins::attrs::symbol(& ({
        let b_t__7 = ::lowrite_core::builtins::types::elem(& (b_t__2.clone())); (if
        matches!(b_t__7.clone(),
        ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F32)) {
        ::std::string::String::from(::lowrite_core::builtins::attrs::concat(& ("erf"), &
        ("f"))) } else { ::std::string::String::from("erf") }) }))).as_ref(), &
        (::lowrite_core::builtins::types::elem(& (b_t__2.clone()))), & ({ let mut __l =
        Vec::new(); __l
        .push(::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.extractelement")
        .operands(vec![rw.value(b_x) ?, ::lowrite_core::builtins::values::constant(b_i__2
        .clone(), & (::lowrite_core::ir::Type::int(64u32)), rw) ?])
        .results(vec![::lowrite_core::builtins::types::elem(& (b_t__2.clone()))]), op,
        None, rw,) ?); __l }), rw) ?, 0i64, "value"), rw) ?); } __l }); __v }, rw) ? }
        else { ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
        ::lowrite_core::builtins::ir::call((::lowrite_core::builtins::attrs::symbol(&
        ((if matches!(b_t__2.clone(),
        ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F32)) {
        ::std::string::String::from(::lowrite_core::builtins::attrs::concat(& ("erf"), &
        ("f"))) } else { ::std::string::String::from("erf") })))).as_ref(), & (b_t__2
        .clone()), & ({ let mut __l = Vec::new(); __l.push(rw.value(b_x) ?); __l }), rw)
        ?, 0i64, "value"), rw) ? }) } }
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// Rule at rules/math.rules:107:
///
/// ```text
/// rule math.erfc(x) where has_libm(convert(type(x))) => libm_call("erfc", x);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_erfc_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_x] = __op.operands[..] else {
        return Ok(false);
    };
    let b__fwd_fastmath = __op.attr("fastmath").cloned();
    if !({
        let b_t__9 = rw.convert_type_of(b_x)?;
        (if matches!(b_t__9.clone(), ::lowrite_core::ir::Type::Vector { .. }) {
            ((matches!(
                ::lowrite_core::builtins::types::elem(& (b_t__9.clone())),
                ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F32)
            ))
                || (matches!(
                    ::lowrite_core::builtins::types::elem(& (b_t__9.clone())),
                    ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F64)
                )))
        } else {
            ((matches!(
                b_t__9.clone(),
                ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F32)
            ))
                || (matches!(
                    b_t__9.clone(),
                    ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F64)
                )))
        })
    }) {
        return Ok(false);
    }
    let __yielded = vec![
        { let b_t__10 = rw.convert_type_of(b_x) ?; { let b__ =
        ::lowrite_core::builtins::ir::declare(& ({ let b_t__12 = (if matches!(b_t__10
        .clone(), ::lowrite_core::ir::Type::Vector { .. }) {
        ::lowrite_core::builtins::types::elem(& (b_t__10.clone())) } else { b_t__10
        .clone() }); (if matches!(b_t__12.clone(),
        ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F32)) {
        ::std::string::String::from(::lowrite_core::builtins::attrs::concat(& ("erfc"), &
        ("f"))) } else { ::std::string::String::from("erfc") }) }), &
        (::lowrite_core::builtins::types::llvm_func(& ((if matches!(b_t__10.clone(),
        ::lowrite_core::ir::Type::Vector { .. }) {
        ::lowrite_core::builtins::types::elem(& (b_t__10.clone())) } else { b_t__10
        .clone() })), & vec![(if matches!(b_t__10.clone(),
        ::lowrite_core::ir::Type::Vector { .. }) {
        ::lowrite_core::builtins::types::elem(& (b_t__10.clone())) } else { b_t__10
        .clone() })])), rw) ?; (if matches!(b_t__10.clone(),
        ::lowrite_core::ir::Type::Vector { .. }) {
        ::lowrite_core::builtins::values::vector_of(& (b_t__10.clone()), & { let mut __v
        : Vec < ::lowrite_core::ir::Value > = Vec::new(); __v.extend({ let mut __l =
        Vec::new(); for b_i__10 in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
        ::lowrite_core::builtins::layout::dim(& (b_t__10.clone()), 0i64)), rw) ? { let
        b_i__10 : i64 = b_i__10; __l
        .push(::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
        ::lowrite_core::builtins::ir::call((::lowrite_core::builtins::attrs::symbol(& ({
        let b_t__15 = ::lowrite_core::builtins::types::elem(& (b_t__10.clone())); (if
        matches!(b_t__15.clone(),
        ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F32)) {
        ::std::string::String::from(::lowrite_core::builtins::attrs::concat(& ("erfc"), &
        ("f"))) } else { ::std::string::String::from("erfc") }) }))).as_ref(), &
        (::lowrite_core::builtins::types::elem(& (b_t__10.clone()))), & ({ let mut __l =
        Vec::new(); __l
        .push(::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.extractelement")
        .operands(vec![rw.value(b_x) ?,
        ::lowrite_core::builtins::values::constant(b_i__10.clone(), &
        (::lowrite_core::ir::Type::int(64u32)), rw) ?])
        .results(vec![::lowrite_core::builtins::types::elem(& (b_t__10.clone()))]), op,
        None, rw,) ?); __l }), rw) ?, 0i64, "value"), rw) ?); } __l }); __v }, rw) ? }
        else { ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
        ::lowrite_core::builtins::ir::call((::lowrite_core::builtins::attrs::symbol(&
        ((if matches!(b_t__10.clone(),
        ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F32)) {
        ::std::string::String::from(::lowrite_core::builtins::attrs::concat(& ("erfc"), &
        ("f"))) } else { ::std::string::String::from("erfc") })))).as_ref(), & (b_t__10
        .clone()), & ({ let mut __l = Vec::new(); __l.push(rw.value(b_x) ?); __l }), rw)
        ?, 0i64, "value"), rw) ? }) } }
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// Rule at rules/math.rules:108:
///
/// ```text
/// rule math.cbrt(x) where has_libm(convert(type(x))) => libm_call("cbrt", x);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_cbrt_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_x] = __op.operands[..] else {
        return Ok(false);
    };
    let b__fwd_fastmath = __op.attr("fastmath").cloned();
    if !({
        let b_t__17 = rw.convert_type_of(b_x)?;
        (if matches!(b_t__17.clone(), ::lowrite_core::ir::Type::Vector { .. }) {
            ((matches!(
                ::lowrite_core::builtins::types::elem(& (b_t__17.clone())),
                ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F32)
            ))
                || (matches!(
                    ::lowrite_core::builtins::types::elem(& (b_t__17.clone())),
                    ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F64)
                )))
        } else {
            ((matches!(
                b_t__17.clone(),
                ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F32)
            ))
                || (matches!(
                    b_t__17.clone(),
                    ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F64)
                )))
        })
    }) {
        return Ok(false);
    }
    let __yielded = vec![
        { let b_t__18 = rw.convert_type_of(b_x) ?; { let b__ =
        ::lowrite_core::builtins::ir::declare(& ({ let b_t__20 = (if matches!(b_t__18
        .clone(), ::lowrite_core::ir::Type::Vector { .. }) {
        ::lowrite_core::builtins::types::elem(& (b_t__18.clone())) } else { b_t__18
        .clone() }); (if matches!(b_t__20.clone(),
        ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F32)) {
        ::std::string::String::from(::lowrite_core::builtins::attrs::concat(& ("cbrt"), &
        ("f"))) } else { ::std::string::String::from("cbrt") }) }), &
        (::lowrite_core::builtins::types::llvm_func(& ((if matches!(b_t__18.clone(),
        ::lowrite_core::ir::Type::Vector { .. }) {
        ::lowrite_core::builtins::types::elem(& (b_t__18.clone())) } else { b_t__18
        .clone() })), & vec![(if matches!(b_t__18.clone(),
        ::lowrite_core::ir::Type::Vector { .. }) {
        ::lowrite_core::builtins::types::elem(& (b_t__18.clone())) } else { b_t__18
        .clone() })])), rw) ?; (if matches!(b_t__18.clone(),
        ::lowrite_core::ir::Type::Vector { .. }) {
        ::lowrite_core::builtins::values::vector_of(& (b_t__18.clone()), & { let mut __v
        : Vec < ::lowrite_core::ir::Value > = Vec::new(); __v.extend({ let mut __l =
        Vec::new(); for b_i__18 in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
        ::lowrite_core::builtins::layout::dim(& (b_t__18.clone()), 0i64)), rw) ? { let
        b_i__18 : i64 = b_i__18; __l
        .push(::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
        ::lowrite_core::builtins::ir::call((::lowrite_core::builtins::attrs::symbol(& ({
        let b_t__23 = ::lowrite_core::builtins::types::elem(& (b_t__18.clone())); (if
        matches!(b_t__23.clone(),
        ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F32)) {
        ::std::string::String::from(::lowrite_core::builtins::attrs::concat(& ("cbrt"), &
        ("f"))) } else { ::std::string::String::from("cbrt") }) }))).as_ref(), &
        (::lowrite_core::builtins::types::elem(& (b_t__18.clone()))), & ({ let mut __l =
        Vec::new(); __l
        .push(::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.extractelement")
        .operands(vec![rw.value(b_x) ?,
        ::lowrite_core::builtins::values::constant(b_i__18.clone(), &
        (::lowrite_core::ir::Type::int(64u32)), rw) ?])
        .results(vec![::lowrite_core::builtins::types::elem(& (b_t__18.clone()))]), op,
        None, rw,) ?); __l }), rw) ?, 0i64, "value"), rw) ?); } __l }); __v }, rw) ? }
        else { ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
        ::lowrite_core::builtins::ir::call((::lowrite_core::builtins::attrs::symbol(&
        ((if matches!(b_t__18.clone(),
        ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F32)) {
        ::std::string::String::from(::lowrite_core::builtins::attrs::concat(& ("cbrt"), &
        ("f"))) } else { ::std::string::String::from("cbrt") })))).as_ref(), & (b_t__18
        .clone()), & ({ let mut __l = Vec::new(); __l.push(rw.value(b_x) ?); __l }), rw)
        ?, 0i64, "value"), rw) ? }) } }
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// Rule at rules/math.rules:109:
///
/// ```text
/// rule math.asinh(x) where has_libm(convert(type(x))) => libm_call("asinh", x);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_asinh_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_x] = __op.operands[..] else {
        return Ok(false);
    };
    let b__fwd_fastmath = __op.attr("fastmath").cloned();
    if !({
        let b_t__25 = rw.convert_type_of(b_x)?;
        (if matches!(b_t__25.clone(), ::lowrite_core::ir::Type::Vector { .. }) {
            ((matches!(
                ::lowrite_core::builtins::types::elem(& (b_t__25.clone())),
                ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F32)
            ))
                || (matches!(
                    ::lowrite_core::builtins::types::elem(& (b_t__25.clone())),
                    ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F64)
                )))
        } else {
            ((matches!(
                b_t__25.clone(),
                ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F32)
            ))
                || (matches!(
                    b_t__25.clone(),
                    ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F64)
                )))
        })
    }) {
        return Ok(false);
    }
    let __yielded = vec![
        { let b_t__26 = rw.convert_type_of(b_x) ?; { let b__ =
        ::lowrite_core::builtins::ir::declare(& ({ let b_t__28 = (if matches!(b_t__26
        .clone(), ::lowrite_core::ir::Type::Vector { .. }) {
        ::lowrite_core::builtins::types::elem(& (b_t__26.clone())) } else { b_t__26
        .clone() }); (if matches!(b_t__28.clone(),
        ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F32)) {
        ::std::string::String::from(::lowrite_core::builtins::attrs::concat(& ("asinh"),
        & ("f"))) } else { ::std::string::String::from("asinh") }) }), &
        (::lowrite_core::builtins::types::llvm_func(& ((if matches!(b_t__26.clone(),
        ::lowrite_core::ir::Type::Vector { .. }) {
        ::lowrite_core::builtins::types::elem(& (b_t__26.clone())) } else { b_t__26
        .clone() })), & vec![(if matches!(b_t__26.clone(),
        ::lowrite_core::ir::Type::Vector { .. }) {
        ::lowrite_core::builtins::types::elem(& (b_t__26.clone())) } else { b_t__26
        .clone() })])), rw) ?; (if matches!(b_t__26.clone(),
        ::lowrite_core::ir::Type::Vector { .. }) {
        ::lowrite_core::builtins::values::vector_of(& (b_t__26.clone()), & { let mut __v
        : Vec < ::lowrite_core::ir::Value > = Vec::new(); __v.extend({ let mut __l =
        Vec::new(); for b_i__26 in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
        ::lowrite_core::builtins::layout::dim(& (b_t__26.clone()), 0i64)), rw) ? { let
        b_i__26 : i64 = b_i__26; __l
        .push(::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
        ::lowrite_core::builtins::ir::call((::lowrite_core::builtins::attrs::symbol(& ({
        let b_t__31 = ::lowrite_core::builtins::types::elem(& (b_t__26.clone())); (if
        matches!(b_t__31.clone(),
        ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F32)) {
        ::std::string::String::from(::lowrite_core::builtins::attrs::concat(& ("asinh"),
        & ("f"))) } else { ::std::string::String::from("asinh") }) }))).as_ref(), &
        (::lowrite_core::builtins::types::elem(& (b_t__26.clone()))), & ({ let mut __l =
        Vec::new(); __l
        .push(::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.extractelement")
        .operands(vec![rw.value(b_x) ?,
        ::lowrite_core::builtins::values::constant(b_i__26.clone(), &
        (::lowrite_core::ir::Type::int(64u32)), rw) ?])
        .results(vec![::lowrite_core::builtins::types::elem(& (b_t__26.clone()))]), op,
        None, rw,) ?); __l }), rw) ?, 0i64, "value"), rw) ?); } __l }); __v }, rw) ? }
        else { ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
        ::lowrite_core::builtins::ir::call((::lowrite_core::builtins::attrs::symbol(&
        ((if matches!(b_t__26.clone(),
        ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F32)) {
        ::std::string::String::from(::lowrite_core::builtins::attrs::concat(& ("asinh"),
        & ("f"))) } else { ::std::string::String::from("asinh") })))).as_ref(), &
        (b_t__26.clone()), & ({ let mut __l = Vec::new(); __l.push(rw.value(b_x) ?); __l
        }), rw) ?, 0i64, "value"), rw) ? }) } }
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// Rule at rules/math.rules:110:
///
/// ```text
/// rule math.acosh(x) where has_libm(convert(type(x))) => libm_call("acosh", x);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_acosh_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_x] = __op.operands[..] else {
        return Ok(false);
    };
    let b__fwd_fastmath = __op.attr("fastmath").cloned();
    if !({
        let b_t__33 = rw.convert_type_of(b_x)?;
        (if matches!(b_t__33.clone(), ::lowrite_core::ir::Type::Vector { .. }) {
            ((matches!(
                ::lowrite_core::builtins::types::elem(& (b_t__33.clone())),
                ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F32)
            ))
                || (matches!(
                    ::lowrite_core::builtins::types::elem(& (b_t__33.clone())),
                    ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F64)
                )))
        } else {
            ((matches!(
                b_t__33.clone(),
                ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F32)
            ))
                || (matches!(
                    b_t__33.clone(),
                    ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F64)
                )))
        })
    }) {
        return Ok(false);
    }
    let __yielded = vec![
        { let b_t__34 = rw.convert_type_of(b_x) ?; { let b__ =
        ::lowrite_core::builtins::ir::declare(& ({ let b_t__36 = (if matches!(b_t__34
        .clone(), ::lowrite_core::ir::Type::Vector { .. }) {
        ::lowrite_core::builtins::types::elem(& (b_t__34.clone())) } else { b_t__34
        .clone() }); (if matches!(b_t__36.clone(),
        ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F32)) {
        ::std::string::String::from(::lowrite_core::builtins::attrs::concat(& ("acosh"),
        & ("f"))) } else { ::std::string::String::from("acosh") }) }), &
        (::lowrite_core::builtins::types::llvm_func(& ((if matches!(b_t__34.clone(),
        ::lowrite_core::ir::Type::Vector { .. }) {
        ::lowrite_core::builtins::types::elem(& (b_t__34.clone())) } else { b_t__34
        .clone() })), & vec![(if matches!(b_t__34.clone(),
        ::lowrite_core::ir::Type::Vector { .. }) {
        ::lowrite_core::builtins::types::elem(& (b_t__34.clone())) } else { b_t__34
        .clone() })])), rw) ?; (if matches!(b_t__34.clone(),
        ::lowrite_core::ir::Type::Vector { .. }) {
        ::lowrite_core::builtins::values::vector_of(& (b_t__34.clone()), & { let mut __v
        : Vec < ::lowrite_core::ir::Value > = Vec::new(); __v.extend({ let mut __l =
        Vec::new(); for b_i__34 in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
        ::lowrite_core::builtins::layout::dim(& (b_t__34.clone()), 0i64)), rw) ? { let
        b_i__34 : i64 = b_i__34; __l
        .push(::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
        ::lowrite_core::builtins::ir::call((::lowrite_core::builtins::attrs::symbol(& ({
        let b_t__39 = ::lowrite_core::builtins::types::elem(& (b_t__34.clone())); (if
        matches!(b_t__39.clone(),
        ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F32)) {
        ::std::string::String::from(::lowrite_core::builtins::attrs::concat(& ("acosh"),
        & ("f"))) } else { ::std::string::String::from("acosh") }) }))).as_ref(), &
        (::lowrite_core::builtins::types::elem(& (b_t__34.clone()))), & ({ let mut __l =
        Vec::new(); __l
        .push(::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.extractelement")
        .operands(vec![rw.value(b_x) ?,
        ::lowrite_core::builtins::values::constant(b_i__34.clone(), &
        (::lowrite_core::ir::Type::int(64u32)), rw) ?])
        .results(vec![::lowrite_core::builtins::types::elem(& (b_t__34.clone()))]), op,
        None, rw,) ?); __l }), rw) ?, 0i64, "value"), rw) ?); } __l }); __v }, rw) ? }
        else { ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
        ::lowrite_core::builtins::ir::call((::lowrite_core::builtins::attrs::symbol(&
        ((if matches!(b_t__34.clone(),
        ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F32)) {
        ::std::string::String::from(::lowrite_core::builtins::attrs::concat(& ("acosh"),
        & ("f"))) } else { ::std::string::String::from("acosh") })))).as_ref(), &
        (b_t__34.clone()), & ({ let mut __l = Vec::new(); __l.push(rw.value(b_x) ?); __l
        }), rw) ?, 0i64, "value"), rw) ? }) } }
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// Rule at rules/math.rules:111:
///
/// ```text
/// rule math.atanh(x) where has_libm(convert(type(x))) => libm_call("atanh", x);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_atanh_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_x] = __op.operands[..] else {
        return Ok(false);
    };
    let b__fwd_fastmath = __op.attr("fastmath").cloned();
    if !({
        let b_t__41 = rw.convert_type_of(b_x)?;
        (if matches!(b_t__41.clone(), ::lowrite_core::ir::Type::Vector { .. }) {
            ((matches!(
                ::lowrite_core::builtins::types::elem(& (b_t__41.clone())),
                ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F32)
            ))
                || (matches!(
                    ::lowrite_core::builtins::types::elem(& (b_t__41.clone())),
                    ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F64)
                )))
        } else {
            ((matches!(
                b_t__41.clone(),
                ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F32)
            ))
                || (matches!(
                    b_t__41.clone(),
                    ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F64)
                )))
        })
    }) {
        return Ok(false);
    }
    let __yielded = vec![
        { let b_t__42 = rw.convert_type_of(b_x) ?; { let b__ =
        ::lowrite_core::builtins::ir::declare(& ({ let b_t__44 = (if matches!(b_t__42
        .clone(), ::lowrite_core::ir::Type::Vector { .. }) {
        ::lowrite_core::builtins::types::elem(& (b_t__42.clone())) } else { b_t__42
        .clone() }); (if matches!(b_t__44.clone(),
        ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F32)) {
        ::std::string::String::from(::lowrite_core::builtins::attrs::concat(& ("atanh"),
        & ("f"))) } else { ::std::string::String::from("atanh") }) }), &
        (::lowrite_core::builtins::types::llvm_func(& ((if matches!(b_t__42.clone(),
        ::lowrite_core::ir::Type::Vector { .. }) {
        ::lowrite_core::builtins::types::elem(& (b_t__42.clone())) } else { b_t__42
        .clone() })), & vec![(if matches!(b_t__42.clone(),
        ::lowrite_core::ir::Type::Vector { .. }) {
        ::lowrite_core::builtins::types::elem(& (b_t__42.clone())) } else { b_t__42
        .clone() })])), rw) ?; (if matches!(b_t__42.clone(),
        ::lowrite_core::ir::Type::Vector { .. }) {
        ::lowrite_core::builtins::values::vector_of(& (b_t__42.clone()), & { let mut __v
        : Vec < ::lowrite_core::ir::Value > = Vec::new(); __v.extend({ let mut __l =
        Vec::new(); for b_i__42 in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
        ::lowrite_core::builtins::layout::dim(& (b_t__42.clone()), 0i64)), rw) ? { let
        b_i__42 : i64 = b_i__42; __l
        .push(::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
        ::lowrite_core::builtins::ir::call((::lowrite_core::builtins::attrs::symbol(& ({
        let b_t__47 = ::lowrite_core::builtins::types::elem(& (b_t__42.clone())); (if
        matches!(b_t__47.clone(),
        ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F32)) {
        ::std::string::String::from(::lowrite_core::builtins::attrs::concat(& ("atanh"),
        & ("f"))) } else { ::std::string::String::from("atanh") }) }))).as_ref(), &
        (::lowrite_core::builtins::types::elem(& (b_t__42.clone()))), & ({ let mut __l =
        Vec::new(); __l
        .push(::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.extractelement")
        .operands(vec![rw.value(b_x) ?,
        ::lowrite_core::builtins::values::constant(b_i__42.clone(), &
        (::lowrite_core::ir::Type::int(64u32)), rw) ?])
        .results(vec![::lowrite_core::builtins::types::elem(& (b_t__42.clone()))]), op,
        None, rw,) ?); __l }), rw) ?, 0i64, "value"), rw) ?); } __l }); __v }, rw) ? }
        else { ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
        ::lowrite_core::builtins::ir::call((::lowrite_core::builtins::attrs::symbol(&
        ((if matches!(b_t__42.clone(),
        ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F32)) {
        ::std::string::String::from(::lowrite_core::builtins::attrs::concat(& ("atanh"),
        & ("f"))) } else { ::std::string::String::from("atanh") })))).as_ref(), &
        (b_t__42.clone()), & ({ let mut __l = Vec::new(); __l.push(rw.value(b_x) ?); __l
        }), rw) ?, 0i64, "value"), rw) ? }) } }
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
