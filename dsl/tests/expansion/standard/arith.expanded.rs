/// Rules compiled from `rules/arith.rules` by lowrite-dsl.
pub static RULES: ::lowrite_core::convert::RuleSet = ::lowrite_core::convert::RuleSet {
    name: "rules/arith.rules",
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
            op: "arith.addi",
            priority: 0i64,
            location: "rules/arith.rules:20",
            apply: &rule_arith_addi_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "arith.subi",
            priority: 0i64,
            location: "rules/arith.rules:21",
            apply: &rule_arith_subi_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "arith.muli",
            priority: 0i64,
            location: "rules/arith.rules:22",
            apply: &rule_arith_muli_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "arith.divsi",
            priority: 0i64,
            location: "rules/arith.rules:23",
            apply: &rule_arith_divsi_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "arith.divui",
            priority: 0i64,
            location: "rules/arith.rules:24",
            apply: &rule_arith_divui_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "arith.remsi",
            priority: 0i64,
            location: "rules/arith.rules:25",
            apply: &rule_arith_remsi_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "arith.remui",
            priority: 0i64,
            location: "rules/arith.rules:26",
            apply: &rule_arith_remui_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "arith.andi",
            priority: 0i64,
            location: "rules/arith.rules:27",
            apply: &rule_arith_andi_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "arith.ori",
            priority: 0i64,
            location: "rules/arith.rules:28",
            apply: &rule_arith_ori_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "arith.xori",
            priority: 0i64,
            location: "rules/arith.rules:29",
            apply: &rule_arith_xori_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "arith.shli",
            priority: 0i64,
            location: "rules/arith.rules:30",
            apply: &rule_arith_shli_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "arith.shrsi",
            priority: 0i64,
            location: "rules/arith.rules:31",
            apply: &rule_arith_shrsi_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "arith.shrui",
            priority: 0i64,
            location: "rules/arith.rules:32",
            apply: &rule_arith_shrui_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "arith.maxsi",
            priority: 0i64,
            location: "rules/arith.rules:33",
            apply: &rule_arith_maxsi_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "arith.minsi",
            priority: 0i64,
            location: "rules/arith.rules:34",
            apply: &rule_arith_minsi_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "arith.maxui",
            priority: 0i64,
            location: "rules/arith.rules:35",
            apply: &rule_arith_maxui_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "arith.minui",
            priority: 0i64,
            location: "rules/arith.rules:36",
            apply: &rule_arith_minui_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "arith.cmpi",
            priority: 0i64,
            location: "rules/arith.rules:39",
            apply: &rule_arith_cmpi_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "arith.addf",
            priority: 0i64,
            location: "rules/arith.rules:43",
            apply: &rule_arith_addf_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "arith.subf",
            priority: 0i64,
            location: "rules/arith.rules:44",
            apply: &rule_arith_subf_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "arith.mulf",
            priority: 0i64,
            location: "rules/arith.rules:45",
            apply: &rule_arith_mulf_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "arith.divf",
            priority: 0i64,
            location: "rules/arith.rules:46",
            apply: &rule_arith_divf_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "arith.remf",
            priority: 0i64,
            location: "rules/arith.rules:47",
            apply: &rule_arith_remf_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "arith.negf",
            priority: 0i64,
            location: "rules/arith.rules:48",
            apply: &rule_arith_negf_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "arith.maximumf",
            priority: 0i64,
            location: "rules/arith.rules:49",
            apply: &rule_arith_maximumf_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "arith.minimumf",
            priority: 0i64,
            location: "rules/arith.rules:50",
            apply: &rule_arith_minimumf_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "arith.maxnumf",
            priority: 0i64,
            location: "rules/arith.rules:51",
            apply: &rule_arith_maxnumf_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "arith.minnumf",
            priority: 0i64,
            location: "rules/arith.rules:52",
            apply: &rule_arith_minnumf_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "arith.cmpf",
            priority: 0i64,
            location: "rules/arith.rules:55",
            apply: &rule_arith_cmpf_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "arith.select",
            priority: 0i64,
            location: "rules/arith.rules:59",
            apply: &rule_arith_select_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "arith.constant",
            priority: 1i64,
            location: "rules/arith.rules:64",
            apply: &rule_arith_constant_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "arith.constant",
            priority: 0i64,
            location: "rules/arith.rules:67",
            apply: &rule_arith_constant_1,
        },
        ::lowrite_core::convert::Pattern {
            op: "arith.extsi",
            priority: 0i64,
            location: "rules/arith.rules:71",
            apply: &rule_arith_extsi_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "arith.extui",
            priority: 0i64,
            location: "rules/arith.rules:72",
            apply: &rule_arith_extui_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "arith.trunci",
            priority: 0i64,
            location: "rules/arith.rules:73",
            apply: &rule_arith_trunci_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "arith.extf",
            priority: 0i64,
            location: "rules/arith.rules:76",
            apply: &rule_arith_extf_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "arith.truncf",
            priority: 0i64,
            location: "rules/arith.rules:77",
            apply: &rule_arith_truncf_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "arith.truncf",
            priority: 1i64,
            location: "rules/arith.rules:144",
            apply: &rule_arith_truncf_1,
        },
        ::lowrite_core::convert::Pattern {
            op: "arith.sitofp",
            priority: 0i64,
            location: "rules/arith.rules:146",
            apply: &rule_arith_sitofp_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "arith.uitofp",
            priority: 0i64,
            location: "rules/arith.rules:147",
            apply: &rule_arith_uitofp_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "arith.fptosi",
            priority: 0i64,
            location: "rules/arith.rules:148",
            apply: &rule_arith_fptosi_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "arith.fptoui",
            priority: 0i64,
            location: "rules/arith.rules:149",
            apply: &rule_arith_fptoui_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "arith.bitcast",
            priority: 0i64,
            location: "rules/arith.rules:150",
            apply: &rule_arith_bitcast_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "arith.bitcast",
            priority: 1i64,
            location: "rules/arith.rules:153",
            apply: &rule_arith_bitcast_1,
        },
        ::lowrite_core::convert::Pattern {
            op: "arith.index_cast",
            priority: 0i64,
            location: "rules/arith.rules:156",
            apply: &rule_arith_index_cast_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "arith.index_castui",
            priority: 0i64,
            location: "rules/arith.rules:159",
            apply: &rule_arith_index_castui_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "arith.ceildivsi",
            priority: 0i64,
            location: "rules/arith.rules:165",
            apply: &rule_arith_ceildivsi_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "arith.floordivsi",
            priority: 0i64,
            location: "rules/arith.rules:166",
            apply: &rule_arith_floordivsi_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "arith.ceildivui",
            priority: 0i64,
            location: "rules/arith.rules:169",
            apply: &rule_arith_ceildivui_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "arith.mulsi_extended",
            priority: 0i64,
            location: "rules/arith.rules:187",
            apply: &rule_arith_mulsi_extended_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "arith.mului_extended",
            priority: 0i64,
            location: "rules/arith.rules:188",
            apply: &rule_arith_mului_extended_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "arith.addui_extended",
            priority: 0i64,
            location: "rules/arith.rules:191",
            apply: &rule_arith_addui_extended_0,
        },
    ],
    type_rules: 0usize,
    natives: &[],
    native_fns: &[],
    boundary: &boundary,
    boundary_rules: 0usize,
    elementwise: &[
        "arith.addi",
        "arith.subi",
        "arith.muli",
        "arith.divsi",
        "arith.divui",
        "arith.remsi",
        "arith.remui",
        "arith.andi",
        "arith.ori",
        "arith.xori",
        "arith.shli",
        "arith.shrsi",
        "arith.shrui",
        "arith.maxsi",
        "arith.minsi",
        "arith.maxui",
        "arith.minui",
        "arith.cmpi",
        "arith.addf",
        "arith.subf",
        "arith.mulf",
        "arith.divf",
        "arith.remf",
        "arith.negf",
        "arith.maximumf",
        "arith.minimumf",
        "arith.maxnumf",
        "arith.minnumf",
        "arith.cmpf",
        "arith.select",
        "arith.extsi",
        "arith.extui",
        "arith.trunci",
        "arith.extf",
        "arith.truncf",
        "arith.sitofp",
        "arith.uitofp",
        "arith.fptosi",
        "arith.fptoui",
        "arith.bitcast",
        "arith.index_cast",
        "arith.index_castui",
        "arith.ceildivsi",
        "arith.floordivsi",
        "arith.ceildivui",
        "arith.mulsi_extended",
        "arith.mului_extended",
        "arith.addui_extended",
    ],
    float_ops: &[
        "arith.addf",
        "arith.subf",
        "arith.mulf",
        "arith.divf",
        "arith.remf",
        "arith.negf",
        "arith.maximumf",
        "arith.minimumf",
        "arith.maxnumf",
        "arith.minnumf",
        "arith.cmpf",
        "arith.extf",
        "arith.truncf",
        "arith.sitofp",
        "arith.uitofp",
        "arith.fptosi",
        "arith.fptoui",
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
/// Enum map `overflow_bits`: `arith.overflow` to an integer bit set.
fn enum_map_overflow_bits(
    a: ::core::option::Option<::lowrite_core::ir::Attribute>,
) -> ::core::option::Option<::lowrite_core::ir::Attribute> {
    let a = a?;
    let cases = a.enum_cases_any("arith.overflow")?;
    let mut bits = 0i64;
    for c in cases {
        bits
            |= match c.as_str() {
                "nsw" => 1i64,
                "nuw" => 2i64,
                _ => 0,
            };
    }
    Some(::lowrite_core::ir::Attribute::int(bits, ::lowrite_core::ir::Type::int(32)))
}
/// Rule at rules/arith.rules:20:
///
/// ```text
/// rule arith.addi(a, b) {overflowFlags = f?} => llvm.add(a, b) {overflowFlags = overflow_bits(f)};
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_arith_addi_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_a, b_b] = __op.operands[..] else {
        return Ok(false);
    };
    let b_f = __op.attr("overflowFlags").cloned();
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.add")
            .operands(vec![rw.value(b_a) ?, rw.value(b_b) ?])
            .attr_opt("overflowFlags", enum_map_overflow_bits(b_f.clone())),
        op,
        Some((true, Some(1usize))),
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/arith.rules:21:
///
/// ```text
/// rule arith.subi(a, b) {overflowFlags = f?} => llvm.sub(a, b) {overflowFlags = overflow_bits(f)};
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_arith_subi_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_a, b_b] = __op.operands[..] else {
        return Ok(false);
    };
    let b_f = __op.attr("overflowFlags").cloned();
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.sub")
            .operands(vec![rw.value(b_a) ?, rw.value(b_b) ?])
            .attr_opt("overflowFlags", enum_map_overflow_bits(b_f.clone())),
        op,
        Some((true, Some(1usize))),
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/arith.rules:22:
///
/// ```text
/// rule arith.muli(a, b) {overflowFlags = f?} => llvm.mul(a, b) {overflowFlags = overflow_bits(f)};
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_arith_muli_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_a, b_b] = __op.operands[..] else {
        return Ok(false);
    };
    let b_f = __op.attr("overflowFlags").cloned();
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.mul")
            .operands(vec![rw.value(b_a) ?, rw.value(b_b) ?])
            .attr_opt("overflowFlags", enum_map_overflow_bits(b_f.clone())),
        op,
        Some((true, Some(1usize))),
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/arith.rules:23:
///
/// ```text
/// rule arith.divsi(a, b) => llvm.sdiv(a, b);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_arith_divsi_0(
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
/// Rule at rules/arith.rules:24:
///
/// ```text
/// rule arith.divui(a, b) => llvm.udiv(a, b);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_arith_divui_0(
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
/// Rule at rules/arith.rules:25:
///
/// ```text
/// rule arith.remsi(a, b) => llvm.srem(a, b);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_arith_remsi_0(
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
/// Rule at rules/arith.rules:26:
///
/// ```text
/// rule arith.remui(a, b) => llvm.urem(a, b);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_arith_remui_0(
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
/// Rule at rules/arith.rules:27:
///
/// ```text
/// rule arith.andi(a, b) => llvm.and(a, b);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_arith_andi_0(
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
/// Rule at rules/arith.rules:28:
///
/// ```text
/// rule arith.ori(a, b) => llvm.or(a, b);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_arith_ori_0(
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
/// Rule at rules/arith.rules:29:
///
/// ```text
/// rule arith.xori(a, b) => llvm.xor(a, b);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_arith_xori_0(
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
/// Rule at rules/arith.rules:30:
///
/// ```text
/// rule arith.shli(a, b) {overflowFlags = f?} => llvm.shl(a, b) {overflowFlags = overflow_bits(f)};
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_arith_shli_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_a, b_b] = __op.operands[..] else {
        return Ok(false);
    };
    let b_f = __op.attr("overflowFlags").cloned();
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.shl")
            .operands(vec![rw.value(b_a) ?, rw.value(b_b) ?])
            .attr_opt("overflowFlags", enum_map_overflow_bits(b_f.clone())),
        op,
        Some((true, Some(1usize))),
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/arith.rules:31:
///
/// ```text
/// rule arith.shrsi(a, b) => llvm.ashr(a, b);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_arith_shrsi_0(
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
/// Rule at rules/arith.rules:32:
///
/// ```text
/// rule arith.shrui(a, b) => llvm.lshr(a, b);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_arith_shrui_0(
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
/// Rule at rules/arith.rules:33:
///
/// ```text
/// rule arith.maxsi(a, b) => llvm.intr.smax(a, b);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_arith_maxsi_0(
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
/// Rule at rules/arith.rules:34:
///
/// ```text
/// rule arith.minsi(a, b) => llvm.intr.smin(a, b);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_arith_minsi_0(
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
/// Rule at rules/arith.rules:35:
///
/// ```text
/// rule arith.maxui(a, b) => llvm.intr.umax(a, b);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_arith_maxui_0(
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
/// Rule at rules/arith.rules:36:
///
/// ```text
/// rule arith.minui(a, b) => llvm.intr.umin(a, b);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_arith_minui_0(
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
/// Integer comparison: arith's and the LLVM dialect's predicates number the same.
///
/// Rule at rules/arith.rules:39:
///
/// ```text
/// /// Integer comparison: arith's and the LLVM dialect's predicates number the same.
/// rule arith.cmpi(a, b) {predicate = p} => llvm.icmp(a, b) {predicate = p};
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_arith_cmpi_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_a, b_b] = __op.operands[..] else {
        return Ok(false);
    };
    let b_p @ Some(_) = __op.attr("predicate").cloned() else {
        return Ok(false);
    };
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.icmp")
            .operands(vec![rw.value(b_a) ?, rw.value(b_b) ?])
            .attr_opt("predicate", b_p.clone()),
        op,
        Some((true, Some(1usize))),
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/arith.rules:43:
///
/// ```text
/// rule arith.addf(a, b) => llvm.fadd(a, b);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_arith_addf_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_a, b_b] = __op.operands[..] else {
        return Ok(false);
    };
    let b__fwd_fastmath = __op.attr("fastmath").cloned();
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.fadd")
            .operands(vec![rw.value(b_a) ?, rw.value(b_b) ?])
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone())),
        op,
        Some((true, Some(1usize))),
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/arith.rules:44:
///
/// ```text
/// rule arith.subf(a, b) => llvm.fsub(a, b);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_arith_subf_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_a, b_b] = __op.operands[..] else {
        return Ok(false);
    };
    let b__fwd_fastmath = __op.attr("fastmath").cloned();
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.fsub")
            .operands(vec![rw.value(b_a) ?, rw.value(b_b) ?])
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone())),
        op,
        Some((true, Some(1usize))),
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/arith.rules:45:
///
/// ```text
/// rule arith.mulf(a, b) => llvm.fmul(a, b);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_arith_mulf_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_a, b_b] = __op.operands[..] else {
        return Ok(false);
    };
    let b__fwd_fastmath = __op.attr("fastmath").cloned();
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.fmul")
            .operands(vec![rw.value(b_a) ?, rw.value(b_b) ?])
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone())),
        op,
        Some((true, Some(1usize))),
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/arith.rules:46:
///
/// ```text
/// rule arith.divf(a, b) => llvm.fdiv(a, b);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_arith_divf_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_a, b_b] = __op.operands[..] else {
        return Ok(false);
    };
    let b__fwd_fastmath = __op.attr("fastmath").cloned();
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.fdiv")
            .operands(vec![rw.value(b_a) ?, rw.value(b_b) ?])
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone())),
        op,
        Some((true, Some(1usize))),
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/arith.rules:47:
///
/// ```text
/// rule arith.remf(a, b) => llvm.frem(a, b);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_arith_remf_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_a, b_b] = __op.operands[..] else {
        return Ok(false);
    };
    let b__fwd_fastmath = __op.attr("fastmath").cloned();
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.frem")
            .operands(vec![rw.value(b_a) ?, rw.value(b_b) ?])
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone())),
        op,
        Some((true, Some(1usize))),
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/arith.rules:48:
///
/// ```text
/// rule arith.negf(a) => llvm.fneg(a);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_arith_negf_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_a] = __op.operands[..] else {
        return Ok(false);
    };
    let b__fwd_fastmath = __op.attr("fastmath").cloned();
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.fneg")
            .operands(vec![rw.value(b_a) ?])
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone())),
        op,
        Some((true, Some(1usize))),
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/arith.rules:49:
///
/// ```text
/// rule arith.maximumf(a, b) => llvm.intr.maximum(a, b);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_arith_maximumf_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_a, b_b] = __op.operands[..] else {
        return Ok(false);
    };
    let b__fwd_fastmath = __op.attr("fastmath").cloned();
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.intr.maximum")
            .operands(vec![rw.value(b_a) ?, rw.value(b_b) ?])
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone())),
        op,
        Some((true, Some(1usize))),
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/arith.rules:50:
///
/// ```text
/// rule arith.minimumf(a, b) => llvm.intr.minimum(a, b);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_arith_minimumf_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_a, b_b] = __op.operands[..] else {
        return Ok(false);
    };
    let b__fwd_fastmath = __op.attr("fastmath").cloned();
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.intr.minimum")
            .operands(vec![rw.value(b_a) ?, rw.value(b_b) ?])
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone())),
        op,
        Some((true, Some(1usize))),
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/arith.rules:51:
///
/// ```text
/// rule arith.maxnumf(a, b) => llvm.intr.maxnum(a, b);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_arith_maxnumf_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_a, b_b] = __op.operands[..] else {
        return Ok(false);
    };
    let b__fwd_fastmath = __op.attr("fastmath").cloned();
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.intr.maxnum")
            .operands(vec![rw.value(b_a) ?, rw.value(b_b) ?])
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone())),
        op,
        Some((true, Some(1usize))),
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/arith.rules:52:
///
/// ```text
/// rule arith.minnumf(a, b) => llvm.intr.minnum(a, b);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_arith_minnumf_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_a, b_b] = __op.operands[..] else {
        return Ok(false);
    };
    let b__fwd_fastmath = __op.attr("fastmath").cloned();
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.intr.minnum")
            .operands(vec![rw.value(b_a) ?, rw.value(b_b) ?])
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone())),
        op,
        Some((true, Some(1usize))),
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// Float comparison: predicates number the same in both dialects.
///
/// Rule at rules/arith.rules:55:
///
/// ```text
/// /// Float comparison: predicates number the same in both dialects.
/// rule arith.cmpf(a, b) {predicate = p} => llvm.fcmp(a, b) {predicate = p};
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_arith_cmpf_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_a, b_b] = __op.operands[..] else {
        return Ok(false);
    };
    let b_p @ Some(_) = __op.attr("predicate").cloned() else {
        return Ok(false);
    };
    let b__fwd_fastmath = __op.attr("fastmath").cloned();
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.fcmp")
            .operands(vec![rw.value(b_a) ?, rw.value(b_b) ?])
            .attr_opt("predicate", b_p.clone())
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone())),
        op,
        Some((true, Some(1usize))),
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/arith.rules:59:
///
/// ```text
/// rule arith.select(c, t, f) => llvm.select(c, t, f);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_arith_select_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_c, b_t, b_f] = __op.operands[..] else {
        return Ok(false);
    };
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.select")
            .operands(vec![rw.value(b_c) ?, rw.value(b_t) ?, rw.value(b_f) ?]),
        op,
        Some((true, Some(1usize))),
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// Constants keep their value; an `index` value gets the converted integer type.
/// Index constants keep their `index`-typed value, as upstream's do
/// (`llvm.mlir.constant(7 : index) : i64`); the result type says the width.
///
/// Rule at rules/arith.rules:64:
///
/// ```text
/// /// Constants keep their value; an `index` value gets the converted integer type.
/// /// Index constants keep their `index`-typed value, as upstream's do
/// /// (`llvm.mlir.constant(7 : index) : i64`); the result type says the width.
/// rule arith.constant() {value = v} -> (r)
///     where elem(type(r)) == index && !(type(r) is vector && rank(type(r)) > 1) prio 1
///     => llvm.mlir.constant() {value = v} : convert(type(r));
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_arith_constant_0(
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
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    if !(((((::lowrite_core::builtins::types::elem(
        &(rw.source().value_type(b_r).clone()),
    )) == (::lowrite_core::ir::Type::Index)))
        && ((!(((matches!(
            rw.source().value_type(b_r).clone(), ::lowrite_core::ir::Type::Vector { .. }
        ))
            && (((::lowrite_core::builtins::types::rank(
                &(rw.source().value_type(b_r).clone()),
            )) > (1i64)))))))))
    {
        return Ok(false);
    }
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.mlir.constant")
            .operands(Vec::<::lowrite_core::ir::Value>::new())
            .results(vec![rw.convert_type_of(b_r) ?])
            .attr_opt("value", b_v.clone()),
        op,
        None,
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/arith.rules:67:
///
/// ```text
/// rule arith.constant() {value = v} => llvm.mlir.constant() {value = convert_attr(v)};
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_arith_constant_1(
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
/// Rule at rules/arith.rules:71:
///
/// ```text
/// rule arith.extsi(a) => llvm.sext(a);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_arith_extsi_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_a] = __op.operands[..] else {
        return Ok(false);
    };
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.sext").operands(vec![rw.value(b_a) ?]),
        op,
        Some((true, Some(1usize))),
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/arith.rules:72:
///
/// ```text
/// rule arith.extui(a) => llvm.zext(a);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_arith_extui_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_a] = __op.operands[..] else {
        return Ok(false);
    };
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.zext").operands(vec![rw.value(b_a) ?]),
        op,
        Some((true, Some(1usize))),
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/arith.rules:73:
///
/// ```text
/// rule arith.trunci(a) => llvm.trunc(a);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_arith_trunci_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_a] = __op.operands[..] else {
        return Ok(false);
    };
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.trunc").operands(vec![rw.value(b_a) ?]),
        op,
        Some((true, Some(1usize))),
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// `fpext` and `fptrunc` have no fast-math flags; upstream's lowering passes the source op's
/// attributes through unchanged, so `fastmath` stays on them as it was (a discardable attribute).
///
/// Rule at rules/arith.rules:76:
///
/// ```text
/// /// `fpext` and `fptrunc` have no fast-math flags; upstream's lowering passes the source op's
/// /// attributes through unchanged, so `fastmath` stays on them as it was (a discardable attribute).
/// rule arith.extf(a) {..attrs} => llvm.fpext(a) {..attrs};
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_arith_extf_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_a] = __op.operands[..] else {
        return Ok(false);
    };
    let b_attrs: ::core::option::Option<::lowrite_core::ir::Attribute> = Some(
        ::lowrite_core::ir::Attribute::Dict(
            __op
                .attributes
                .iter()
                .filter(|(k, _)| ![].contains(&k.as_str()))
                .map(|(k, v)| (k.to_string(), v.clone()))
                .collect(),
        ),
    );
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.fpext")
            .operands(vec![rw.value(b_a) ?])
            .attrs_from(b_attrs.clone()),
        op,
        Some((true, Some(1usize))),
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/arith.rules:77:
///
/// ```text
/// rule arith.truncf(a) {..attrs} => llvm.fptrunc(a) {..attrs};
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_arith_truncf_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_a] = __op.operands[..] else {
        return Ok(false);
    };
    let b_attrs: ::core::option::Option<::lowrite_core::ir::Attribute> = Some(
        ::lowrite_core::ir::Attribute::Dict(
            __op
                .attributes
                .iter()
                .filter(|(k, _)| ![].contains(&k.as_str()))
                .map(|(k, v)| (k.to_string(), v.clone()))
                .collect(),
        ),
    );
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.fptrunc")
            .operands(vec![rw.value(b_a) ?])
            .attrs_from(b_attrs.clone()),
        op,
        Some((true, Some(1usize))),
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// With a rounding mode, `truncf` rounds as it says. Upstream lowers it to
/// `llvm.intr.experimental.constrained.fptrunc`, whose mode LLVM takes as a promise about
/// the floating-point environment, not as an instruction (LangRef: the optimizer may assume
/// the mode; the program must have set it): in a program that did not set it, that rounds to
/// nearest, or is undefined. lowrite computes the mode's result in the default environment
/// (`lowrite verify` found the difference; docs/verification.md).
///
/// Rule at rules/arith.rules:144:
///
/// ```text
/// /// With a rounding mode, `truncf` rounds as it says. Upstream lowers it to
/// /// `llvm.intr.experimental.constrained.fptrunc`, whose mode LLVM takes as a promise about
/// /// the floating-point environment, not as an instruction (LangRef: the optimizer may assume
/// /// the mode; the program must have set it): in a program that did not set it, that rounds to
/// /// nearest, or is undefined. lowrite computes the mode's result in the default environment
/// /// (`lowrite verify` found the difference; docs/verification.md).
/// rule arith.truncf(a) {roundingmode = m?} -> (r) where present(m) prio 1 =>
///     if int_value(m) == 0 { llvm.fptrunc(a) : convert(type(r)) } else { fptrunc_rounded(a, type(r), int_value(m)) };
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_arith_truncf_1(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_a] = __op.operands[..] else {
        return Ok(false);
    };
    let b_m = __op.attr("roundingmode").cloned();
    let b__fwd_fastmath = __op.attr("fastmath").cloned();
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    if !(::lowrite_core::builtins::attrs::present((b_m.clone()).as_ref())) {
        return Ok(false);
    }
    let __yielded = vec![
        (if ((::lowrite_core::builtins::attrs::int_value((b_m.clone()).as_ref())) ==
        (0i64)) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.fptrunc")
        .operands(vec![rw.value(b_a) ?]).results(vec![rw.convert_type_of(b_r) ?]), op,
        None, rw,) ? } else { { let b_rt__1 = rw.source().value_type(b_r).clone(); { let
        b_k__1 = ::lowrite_core::builtins::attrs::int_value((b_m.clone()).as_ref()); {
        let b_t__1 = { let __t = b_rt__1.clone(); rw.convert_type(& __t) ? }; { let
        b_it__1 = ::lowrite_core::builtins::types::with_elem(& (b_t__1.clone()), &
        (::lowrite_core::convert::located(::lowrite_core::builtins::types::int(::lowrite_core::builtins::types::width(&
        (b_t__1.clone()))), rw) ?)); { let b_r__1 =
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.fptrunc")
        .operands(vec![rw.value(b_a) ?]).results(vec![b_t__1.clone()]), op, None, rw,) ?;
        { let b_wt__1 = ::lowrite_core::builtins::types::with_elem(& (b_t__1.clone()), &
        (::lowrite_core::builtins::types::elem(& (rw.source().value_type(b_a)
        .clone())))); { let b_e__1 =
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.fpext")
        .operands(vec![b_r__1]).results(vec![b_wt__1.clone()]), op, None, rw,) ?; { let
        b_b__1 =
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.bitcast")
        .operands(vec![b_r__1]).results(vec![b_it__1.clone()]), op, None, rw,) ?; { let
        b_one__1 = ::lowrite_core::builtins::values::constant(1i64, & (b_it__1.clone()),
        rw) ?; { let b_bits__1 = (if ((b_k__1.clone()) == (1i64)) { { let b_negative__2 =
        { let b_x__3 = b_b__1;
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.icmp")
        .operands(vec![b_x__3, ::lowrite_core::builtins::values::constant(0i64, & ({ let
        __v = b_b__1; rw.target().value_type(__v).clone() }), rw) ?])
        .results(vec![::lowrite_core::builtins::types::with_elem(& ({ let __v = b_x__3;
        rw.target().value_type(__v).clone() }), &
        (::lowrite_core::ir::Type::int(1u32)))]).attr_opt("predicate",
        Some(::lowrite_core::ir::Attribute::int(2i64,
        ::lowrite_core::ir::Type::int(64u32)))), op, None, rw,) ? }; { let b_down__2 =
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.select")
        .operands(vec![b_negative__2,
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.add")
        .operands(vec![b_b__1, b_one__1]), op, Some((false, Some(1usize))), rw,) ?,
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.sub")
        .operands(vec![b_b__1, b_one__1]), op, Some((false, Some(1usize))), rw,) ?])
        .results(vec![{ let __v = b_b__1; rw.target().value_type(__v).clone() }]), op,
        None, rw,) ?;
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.select")
        .operands(vec![{ let b_x__4 = b_e__1;
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.fcmp")
        .operands(vec![b_x__4, rw.value(b_a) ?])
        .results(vec![::lowrite_core::builtins::types::with_elem(& ({ let __v = b_x__4;
        rw.target().value_type(__v).clone() }), &
        (::lowrite_core::ir::Type::int(1u32)))]).attr_opt("predicate",
        Some(::lowrite_core::ir::Attribute::int(2i64,
        ::lowrite_core::ir::Type::int(64u32)))), op, None, rw,) ? }, b_down__2, b_b__1])
        .results(vec![{ let __v = b_b__1; rw.target().value_type(__v).clone() }]), op,
        None, rw,) ? } } } else { (if ((b_k__1.clone()) == (2i64)) { { let b_negative__5
        = { let b_x__6 = b_b__1;
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.icmp")
        .operands(vec![b_x__6, ::lowrite_core::builtins::values::constant(0i64, & ({ let
        __v = b_b__1; rw.target().value_type(__v).clone() }), rw) ?])
        .results(vec![::lowrite_core::builtins::types::with_elem(& ({ let __v = b_x__6;
        rw.target().value_type(__v).clone() }), &
        (::lowrite_core::ir::Type::int(1u32)))]).attr_opt("predicate",
        Some(::lowrite_core::ir::Attribute::int(2i64,
        ::lowrite_core::ir::Type::int(64u32)))), op, None, rw,) ? }; { let b_up__5 =
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.select")
        .operands(vec![b_negative__5,
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.sub")
        .operands(vec![b_b__1, b_one__1]), op, Some((false, Some(1usize))), rw,) ?,
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.add")
        .operands(vec![b_b__1, b_one__1]), op, Some((false, Some(1usize))), rw,) ?])
        .results(vec![{ let __v = b_b__1; rw.target().value_type(__v).clone() }]), op,
        None, rw,) ?;
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.select")
        .operands(vec![{ let b_x__7 = b_e__1;
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.fcmp")
        .operands(vec![b_x__7, rw.value(b_a) ?])
        .results(vec![::lowrite_core::builtins::types::with_elem(& ({ let __v = b_x__7;
        rw.target().value_type(__v).clone() }), &
        (::lowrite_core::ir::Type::int(1u32)))]).attr_opt("predicate",
        Some(::lowrite_core::ir::Attribute::int(4i64,
        ::lowrite_core::ir::Type::int(64u32)))), op, None, rw,) ? }, b_up__5, b_b__1])
        .results(vec![{ let __v = b_b__1; rw.target().value_type(__v).clone() }]), op,
        None, rw,) ? } } } else { (if ((b_k__1.clone()) == (3i64)) { { let b_beyond__8 =
        { let b_x__9 =
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.fabs")
        .operands(vec![b_e__1]).results(vec![b_wt__1.clone()]), op, None, rw,) ?;
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.fcmp")
        .operands(vec![b_x__9,
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.fabs")
        .operands(vec![rw.value(b_a) ?]).results(vec![b_wt__1.clone()]), op, None, rw,)
        ?]).results(vec![::lowrite_core::builtins::types::with_elem(& ({ let __v =
        b_x__9; rw.target().value_type(__v).clone() }), &
        (::lowrite_core::ir::Type::int(1u32)))]).attr_opt("predicate",
        Some(::lowrite_core::ir::Attribute::int(2i64,
        ::lowrite_core::ir::Type::int(64u32)))), op, None, rw,) ? };
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.select")
        .operands(vec![b_beyond__8,
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.sub")
        .operands(vec![b_b__1, b_one__1]), op, Some((false, Some(1usize))), rw,) ?,
        b_b__1]).results(vec![{ let __v = b_b__1; rw.target().value_type(__v).clone()
        }]), op, None, rw,) ? } } else { { let b_away__10 =
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.add")
        .operands(vec![b_b__1, b_one__1]), op, Some((false, Some(1usize))), rw,) ?; { let
        b_ea__10 =
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.fpext")
        .operands(vec![::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.bitcast")
        .operands(vec![b_away__10]).results(vec![b_t__1.clone()]), op, None, rw,) ?])
        .results(vec![b_wt__1.clone()]), op, None, rw,) ?; { let b_beyond__10 = { let
        b_x__11 =
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.fabs")
        .operands(vec![rw.value(b_a) ?]).results(vec![b_wt__1.clone()]), op, None, rw,)
        ?;
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.fcmp")
        .operands(vec![b_x__11,
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.fabs")
        .operands(vec![b_e__1]).results(vec![b_wt__1.clone()]), op, None, rw,) ?])
        .results(vec![::lowrite_core::builtins::types::with_elem(& ({ let __v = b_x__11;
        rw.target().value_type(__v).clone() }), &
        (::lowrite_core::ir::Type::int(1u32)))]).attr_opt("predicate",
        Some(::lowrite_core::ir::Attribute::int(2i64,
        ::lowrite_core::ir::Type::int(64u32)))), op, None, rw,) ? }; { let b_tie__10 = {
        let b_x__12 =
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.fsub")
        .operands(vec![b_ea__10, rw.value(b_a) ?]), op, Some((false, Some(1usize))), rw,)
        ?;
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.fcmp")
        .operands(vec![b_x__12,
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.fsub")
        .operands(vec![rw.value(b_a) ?, b_e__1]), op, Some((false, Some(1usize))), rw,)
        ?]).results(vec![::lowrite_core::builtins::types::with_elem(& ({ let __v =
        b_x__12; rw.target().value_type(__v).clone() }), &
        (::lowrite_core::ir::Type::int(1u32)))]).attr_opt("predicate",
        Some(::lowrite_core::ir::Attribute::int(1i64,
        ::lowrite_core::ir::Type::int(64u32)))), op, None, rw,) ? };
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.select")
        .operands(vec![::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.and")
        .operands(vec![b_beyond__10, b_tie__10]), op, Some((false, Some(1usize))), rw,)
        ?, b_away__10, b_b__1]).results(vec![{ let __v = b_b__1; rw.target()
        .value_type(__v).clone() }]), op, None, rw,) ? } } } } }) }) });
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.bitcast")
        .operands(vec![b_bits__1]).results(vec![b_t__1.clone()]), op, None, rw,) ? } } }
        } } } } } } } })
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// Rule at rules/arith.rules:146:
///
/// ```text
/// rule arith.sitofp(a) => llvm.sitofp(a);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_arith_sitofp_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_a] = __op.operands[..] else {
        return Ok(false);
    };
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.sitofp").operands(vec![rw.value(b_a) ?]),
        op,
        Some((true, Some(1usize))),
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/arith.rules:147:
///
/// ```text
/// rule arith.uitofp(a) => llvm.uitofp(a);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_arith_uitofp_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_a] = __op.operands[..] else {
        return Ok(false);
    };
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.uitofp").operands(vec![rw.value(b_a) ?]),
        op,
        Some((true, Some(1usize))),
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/arith.rules:148:
///
/// ```text
/// rule arith.fptosi(a) => llvm.fptosi(a);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_arith_fptosi_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_a] = __op.operands[..] else {
        return Ok(false);
    };
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.fptosi").operands(vec![rw.value(b_a) ?]),
        op,
        Some((true, Some(1usize))),
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/arith.rules:149:
///
/// ```text
/// rule arith.fptoui(a) => llvm.fptoui(a);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_arith_fptoui_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_a] = __op.operands[..] else {
        return Ok(false);
    };
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.fptoui").operands(vec![rw.value(b_a) ?]),
        op,
        Some((true, Some(1usize))),
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/arith.rules:150:
///
/// ```text
/// rule arith.bitcast(a) => llvm.bitcast(a);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_arith_bitcast_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_a] = __op.operands[..] else {
        return Ok(false);
    };
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.bitcast")
            .operands(vec![rw.value(b_a) ?]),
        op,
        Some((true, Some(1usize))),
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// Between types that convert to the same type (`f8E4M3FN` and `i8`) a bitcast is no cast.
///
/// Rule at rules/arith.rules:153:
///
/// ```text
/// /// Between types that convert to the same type (`f8E4M3FN` and `i8`) a bitcast is no cast.
/// rule arith.bitcast(a) -> (r) where convert(type(a)) == convert(type(r)) prio 1 => a;
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_arith_bitcast_1(
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
    if !(((rw.convert_type_of(b_a)?) == (rw.convert_type_of(b_r)?))) {
        return Ok(false);
    }
    let __yielded = vec![rw.value(b_a) ?];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// `index_cast` sign-extends, truncates or does nothing, by the converted widths.
///
/// Rule at rules/arith.rules:156:
///
/// ```text
/// /// `index_cast` sign-extends, truncates or does nothing, by the converted widths.
/// rule arith.index_cast(a) -> (r) => resized(a, r, true);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_arith_index_cast_0(
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
/// `index_castui` zero-extends instead.
///
/// Rule at rules/arith.rules:159:
///
/// ```text
/// /// `index_castui` zero-extends instead.
/// rule arith.index_castui(a) -> (r) => resized(a, r, false);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_arith_index_castui_0(
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
/// Divisions rounded up or down, expanded as upstream expands them (`arith-expand`), in its
/// order (`common.rules`).
///
/// Rule at rules/arith.rules:165:
///
/// ```text
/// /// Divisions rounded up or down, expanded as upstream expands them (`arith-expand`), in its
/// /// order (`common.rules`).
/// rule arith.ceildivsi(a, b) -> (r) => ceil_div(a, b, type(r));
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_arith_ceildivsi_0(
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
        { let b_st__15 = rw.source().value_type(b_r).clone(); { let b_t__15 = { let __t =
        b_st__15.clone(); rw.convert_type(& __t) ? }; { let b_zero__15 = (if ((b_st__15
        .clone()) == (::lowrite_core::ir::Type::Index)) {
        ::lowrite_core::builtins::values::index_value(::lowrite_core::convert::Ofr::Static(0i64),
        rw) ? } else { ::lowrite_core::builtins::values::constant(0i64, & ({ let __t =
        b_st__15.clone(); rw.convert_type(& __t) ? }), rw) ? }); { let b_one__15 = (if
        ((b_st__15.clone()) == (::lowrite_core::ir::Type::Index)) {
        ::lowrite_core::builtins::values::index_value(::lowrite_core::convert::Ofr::Static(1i64),
        rw) ? } else { ::lowrite_core::builtins::values::constant(1i64, & ({ let __t =
        b_st__15.clone(); rw.convert_type(& __t) ? }), rw) ? }); { let b_q__15 =
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.sdiv")
        .operands(vec![rw.value(b_a) ?, rw.value(b_b) ?]), op, Some((false,
        Some(1usize))), rw,) ?; { let b_inexact__15 = { let b_x__18 = rw.value(b_a) ?;
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.icmp")
        .operands(vec![b_x__18,
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.mul")
        .operands(vec![b_q__15, rw.value(b_b) ?]), op, Some((false, Some(1usize))), rw,)
        ?]).results(vec![::lowrite_core::builtins::types::with_elem(& ({ let __v =
        b_x__18; rw.target().value_type(__v).clone() }), &
        (::lowrite_core::ir::Type::int(1u32)))]).attr_opt("predicate",
        Some(::lowrite_core::ir::Attribute::int(1i64,
        ::lowrite_core::ir::Type::int(64u32)))), op, None, rw,) ? }; { let b_agree__15 =
        { let b_x__21 = { let b_x__19 = rw.value(b_a) ?;
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.icmp")
        .operands(vec![b_x__19, b_zero__15])
        .results(vec![::lowrite_core::builtins::types::with_elem(& ({ let __v = b_x__19;
        rw.target().value_type(__v).clone() }), &
        (::lowrite_core::ir::Type::int(1u32)))]).attr_opt("predicate",
        Some(::lowrite_core::ir::Attribute::int(2i64,
        ::lowrite_core::ir::Type::int(64u32)))), op, None, rw,) ? };
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.icmp")
        .operands(vec![b_x__21, { let b_x__20 = rw.value(b_b) ?;
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.icmp")
        .operands(vec![b_x__20, b_zero__15])
        .results(vec![::lowrite_core::builtins::types::with_elem(& ({ let __v = b_x__20;
        rw.target().value_type(__v).clone() }), &
        (::lowrite_core::ir::Type::int(1u32)))]).attr_opt("predicate",
        Some(::lowrite_core::ir::Attribute::int(2i64,
        ::lowrite_core::ir::Type::int(64u32)))), op, None, rw,) ? }])
        .results(vec![::lowrite_core::builtins::types::with_elem(& ({ let __v = b_x__21;
        rw.target().value_type(__v).clone() }), &
        (::lowrite_core::ir::Type::int(1u32)))]).attr_opt("predicate",
        Some(::lowrite_core::ir::Attribute::int(0i64,
        ::lowrite_core::ir::Type::int(64u32)))), op, None, rw,) ? };
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.select")
        .operands(vec![::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.and")
        .operands(vec![b_inexact__15, b_agree__15]), op, Some((false, Some(1usize))),
        rw,) ?,
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.add")
        .operands(vec![b_q__15, b_one__15]), op, Some((false, Some(1usize))), rw,) ?,
        b_q__15]).results(vec![b_t__15.clone()]), op, None, rw,) ? } } } } } } }
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// Rule at rules/arith.rules:166:
///
/// ```text
/// rule arith.floordivsi(a, b) -> (r) => floor_div(a, b, type(r));
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_arith_floordivsi_0(
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
        { let b_st__22 = rw.source().value_type(b_r).clone(); { let b_t__22 = { let __t =
        b_st__22.clone(); rw.convert_type(& __t) ? }; { let b_q__22 =
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.sdiv")
        .operands(vec![rw.value(b_a) ?, rw.value(b_b) ?]), op, Some((false,
        Some(1usize))), rw,) ?; { let b_inexact__22 = { let b_x__23 = rw.value(b_a) ?;
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.icmp")
        .operands(vec![b_x__23,
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.mul")
        .operands(vec![b_q__22, rw.value(b_b) ?]), op, Some((false, Some(1usize))), rw,)
        ?]).results(vec![::lowrite_core::builtins::types::with_elem(& ({ let __v =
        b_x__23; rw.target().value_type(__v).clone() }), &
        (::lowrite_core::ir::Type::int(1u32)))]).attr_opt("predicate",
        Some(::lowrite_core::ir::Attribute::int(1i64,
        ::lowrite_core::ir::Type::int(64u32)))), op, None, rw,) ? }; { let b_zero__22 =
        (if ((b_st__22.clone()) == (::lowrite_core::ir::Type::Index)) {
        ::lowrite_core::builtins::values::index_value(::lowrite_core::convert::Ofr::Static(0i64),
        rw) ? } else { ::lowrite_core::builtins::values::constant(0i64, & ({ let __t =
        b_st__22.clone(); rw.convert_type(& __t) ? }), rw) ? }); { let b_differ__22 = {
        let b_x__27 = { let b_x__25 = rw.value(b_a) ?;
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.icmp")
        .operands(vec![b_x__25, b_zero__22])
        .results(vec![::lowrite_core::builtins::types::with_elem(& ({ let __v = b_x__25;
        rw.target().value_type(__v).clone() }), &
        (::lowrite_core::ir::Type::int(1u32)))]).attr_opt("predicate",
        Some(::lowrite_core::ir::Attribute::int(2i64,
        ::lowrite_core::ir::Type::int(64u32)))), op, None, rw,) ? };
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.icmp")
        .operands(vec![b_x__27, { let b_x__26 = rw.value(b_b) ?;
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.icmp")
        .operands(vec![b_x__26, b_zero__22])
        .results(vec![::lowrite_core::builtins::types::with_elem(& ({ let __v = b_x__26;
        rw.target().value_type(__v).clone() }), &
        (::lowrite_core::ir::Type::int(1u32)))]).attr_opt("predicate",
        Some(::lowrite_core::ir::Attribute::int(2i64,
        ::lowrite_core::ir::Type::int(64u32)))), op, None, rw,) ? }])
        .results(vec![::lowrite_core::builtins::types::with_elem(& ({ let __v = b_x__27;
        rw.target().value_type(__v).clone() }), &
        (::lowrite_core::ir::Type::int(1u32)))]).attr_opt("predicate",
        Some(::lowrite_core::ir::Attribute::int(1i64,
        ::lowrite_core::ir::Type::int(64u32)))), op, None, rw,) ? }; { let b_adjust__22 =
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.and")
        .operands(vec![b_inexact__22, b_differ__22]), op, Some((false, Some(1usize))),
        rw,) ?;
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.select")
        .operands(vec![b_adjust__22,
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.add")
        .operands(vec![b_q__22, (if ((b_st__22.clone()) ==
        (::lowrite_core::ir::Type::Index)) {
        ::lowrite_core::builtins::values::index_value(::lowrite_core::convert::Ofr::Static((-
        1i64)), rw) ? } else { ::lowrite_core::builtins::values::constant((- 1i64), & ({
        let __t = b_st__22.clone(); rw.convert_type(& __t) ? }), rw) ? })]), op,
        Some((false, Some(1usize))), rw,) ?, b_q__22]).results(vec![b_t__22.clone()]),
        op, None, rw,) ? } } } } } } }
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// Unsigned, rounded up: 0 for a zero dividend, `(a - 1) / b + 1` otherwise.
///
/// Rule at rules/arith.rules:169:
///
/// ```text
/// /// Unsigned, rounded up: 0 for a zero dividend, `(a - 1) / b + 1` otherwise.
/// rule arith.ceildivui(a, b) -> (r) => {
///     let t = convert(type(r));
///     let zero = typed_constant(0, type(r));
///     let is_zero = cmp(a, zero, #llvm.icmp_predicate<eq>);
///     let one = typed_constant(1, type(r));
///     yield llvm.select(is_zero, zero, llvm.add(llvm.udiv(llvm.sub(a, one), b), one)) : t;
/// }
///
/// // ---------------------------------------------------------------- extended arithmetic
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_arith_ceildivui_0(
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
    let b_zero = {
        let b_t__29 = rw.source().value_type(b_r).clone();
        (if ((b_t__29.clone()) == (::lowrite_core::ir::Type::Index)) {
            ::lowrite_core::builtins::values::index_value(
                ::lowrite_core::convert::Ofr::Static(0i64),
                rw,
            )?
        } else {
            ::lowrite_core::builtins::values::constant(
                0i64,
                &({
                    let __t = b_t__29.clone();
                    rw.convert_type(&__t)?
                }),
                rw,
            )?
        })
    };
    let b_is_zero = {
        let b_x__30 = rw.value(b_a)?;
        ::lowrite_core::convert::build_one(
            ::lowrite_core::ir::OpSpec::named("llvm.icmp")
                .operands(vec![b_x__30, b_zero])
                .results(
                    vec![
                        ::lowrite_core::builtins::types::with_elem(& ({ let __v =
                        b_x__30; rw.target().value_type(__v).clone() }), &
                        (::lowrite_core::ir::Type::int(1u32)))
                    ],
                )
                .attr_opt(
                    "predicate",
                    Some(
                        ::lowrite_core::ir::Attribute::int(
                            0i64,
                            ::lowrite_core::ir::Type::int(64u32),
                        ),
                    ),
                ),
            op,
            None,
            rw,
        )?
    };
    let b_one = {
        let b_t__31 = rw.source().value_type(b_r).clone();
        (if ((b_t__31.clone()) == (::lowrite_core::ir::Type::Index)) {
            ::lowrite_core::builtins::values::index_value(
                ::lowrite_core::convert::Ofr::Static(1i64),
                rw,
            )?
        } else {
            ::lowrite_core::builtins::values::constant(
                1i64,
                &({
                    let __t = b_t__31.clone();
                    rw.convert_type(&__t)?
                }),
                rw,
            )?
        })
    };
    let __yielded = vec![
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.select")
        .operands(vec![b_is_zero, b_zero,
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.add")
        .operands(vec![::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.udiv")
        .operands(vec![::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.sub")
        .operands(vec![rw.value(b_a) ?, b_one]), op, Some((false, Some(1usize))), rw,) ?,
        rw.value(b_b) ?]), op, Some((false, Some(1usize))), rw,) ?, b_one]), op,
        Some((false, Some(1usize))), rw,) ?]).results(vec![b_t.clone()]), op, None, rw,)
        ?
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// Rule at rules/arith.rules:187:
///
/// ```text
/// rule arith.mulsi_extended(a, b) => wide_mul(a, b, true);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_arith_mulsi_extended_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_a, b_b] = __op.operands[..] else {
        return Ok(false);
    };
    let __yielded = {
        let mut __v: Vec<::lowrite_core::ir::Value> = Vec::new();
        __v.extend({
            let b_t__32 = rw.convert_type_of(b_a)?;
            {
                let b_w__32 = ::lowrite_core::builtins::types::with_elem(
                    &(b_t__32.clone()),
                    &(::lowrite_core::convert::located(
                        ::lowrite_core::builtins::types::int(
                            ((2i64)
                                * (::lowrite_core::builtins::types::width(
                                    &(b_t__32.clone()),
                                ))),
                        ),
                        rw,
                    )?),
                );
                {
                    let b_p__32 = (if true {
                        ::lowrite_core::convert::build_one(
                            ::lowrite_core::ir::OpSpec::named("llvm.mul")
                                .operands(
                                    vec![
                                        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.sext")
                                        .operands(vec![rw.value(b_a) ?]).results(vec![b_w__32
                                        .clone()]), op, None, rw,) ?,
                                        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.sext")
                                        .operands(vec![rw.value(b_b) ?]).results(vec![b_w__32
                                        .clone()]), op, None, rw,) ?
                                    ],
                                ),
                            op,
                            Some((false, Some(1usize))),
                            rw,
                        )?
                    } else {
                        ::lowrite_core::convert::build_one(
                            ::lowrite_core::ir::OpSpec::named("llvm.mul")
                                .operands(
                                    vec![
                                        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.zext")
                                        .operands(vec![rw.value(b_a) ?]).results(vec![b_w__32
                                        .clone()]), op, None, rw,) ?,
                                        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.zext")
                                        .operands(vec![rw.value(b_b) ?]).results(vec![b_w__32
                                        .clone()]), op, None, rw,) ?
                                    ],
                                ),
                            op,
                            Some((false, Some(1usize))),
                            rw,
                        )?
                    });
                    {
                        let mut __l = Vec::new();
                        __l.push(
                            ::lowrite_core::convert::build_one(
                                ::lowrite_core::ir::OpSpec::named("llvm.trunc")
                                    .operands(vec![b_p__32])
                                    .results(vec![b_t__32.clone()]),
                                op,
                                None,
                                rw,
                            )?,
                        );
                        __l.push(
                            ::lowrite_core::convert::build_one(
                                ::lowrite_core::ir::OpSpec::named("llvm.trunc")
                                    .operands(
                                        vec![
                                            ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.lshr")
                                            .operands(vec![b_p__32,
                                            ::lowrite_core::builtins::values::constant(::lowrite_core::builtins::types::width(&
                                            (b_t__32.clone())), & (b_w__32.clone()), rw) ?]), op,
                                            Some((false, Some(1usize))), rw,) ?
                                        ],
                                    )
                                    .results(vec![b_t__32.clone()]),
                                op,
                                None,
                                rw,
                            )?,
                        );
                        __l
                    }
                }
            }
        });
        __v
    };
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// Rule at rules/arith.rules:188:
///
/// ```text
/// rule arith.mului_extended(a, b) => wide_mul(a, b, false);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_arith_mului_extended_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_a, b_b] = __op.operands[..] else {
        return Ok(false);
    };
    let __yielded = {
        let mut __v: Vec<::lowrite_core::ir::Value> = Vec::new();
        __v.extend({
            let b_t__33 = rw.convert_type_of(b_a)?;
            {
                let b_w__33 = ::lowrite_core::builtins::types::with_elem(
                    &(b_t__33.clone()),
                    &(::lowrite_core::convert::located(
                        ::lowrite_core::builtins::types::int(
                            ((2i64)
                                * (::lowrite_core::builtins::types::width(
                                    &(b_t__33.clone()),
                                ))),
                        ),
                        rw,
                    )?),
                );
                {
                    let b_p__33 = (if false {
                        ::lowrite_core::convert::build_one(
                            ::lowrite_core::ir::OpSpec::named("llvm.mul")
                                .operands(
                                    vec![
                                        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.sext")
                                        .operands(vec![rw.value(b_a) ?]).results(vec![b_w__33
                                        .clone()]), op, None, rw,) ?,
                                        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.sext")
                                        .operands(vec![rw.value(b_b) ?]).results(vec![b_w__33
                                        .clone()]), op, None, rw,) ?
                                    ],
                                ),
                            op,
                            Some((false, Some(1usize))),
                            rw,
                        )?
                    } else {
                        ::lowrite_core::convert::build_one(
                            ::lowrite_core::ir::OpSpec::named("llvm.mul")
                                .operands(
                                    vec![
                                        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.zext")
                                        .operands(vec![rw.value(b_a) ?]).results(vec![b_w__33
                                        .clone()]), op, None, rw,) ?,
                                        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.zext")
                                        .operands(vec![rw.value(b_b) ?]).results(vec![b_w__33
                                        .clone()]), op, None, rw,) ?
                                    ],
                                ),
                            op,
                            Some((false, Some(1usize))),
                            rw,
                        )?
                    });
                    {
                        let mut __l = Vec::new();
                        __l.push(
                            ::lowrite_core::convert::build_one(
                                ::lowrite_core::ir::OpSpec::named("llvm.trunc")
                                    .operands(vec![b_p__33])
                                    .results(vec![b_t__33.clone()]),
                                op,
                                None,
                                rw,
                            )?,
                        );
                        __l.push(
                            ::lowrite_core::convert::build_one(
                                ::lowrite_core::ir::OpSpec::named("llvm.trunc")
                                    .operands(
                                        vec![
                                            ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.lshr")
                                            .operands(vec![b_p__33,
                                            ::lowrite_core::builtins::values::constant(::lowrite_core::builtins::types::width(&
                                            (b_t__33.clone())), & (b_w__33.clone()), rw) ?]), op,
                                            Some((false, Some(1usize))), rw,) ?
                                        ],
                                    )
                                    .results(vec![b_t__33.clone()]),
                                op,
                                None,
                                rw,
                            )?,
                        );
                        __l
                    }
                }
            }
        });
        __v
    };
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// The sum and its carry, from `llvm.intr.uadd.with.overflow`.
///
/// Rule at rules/arith.rules:191:
///
/// ```text
/// /// The sum and its carry, from `llvm.intr.uadd.with.overflow`.
/// rule arith.addui_extended(a, b) -> (_s, o) => {
///     let t = convert(type(a));
///     let r = llvm.intr.uadd.with.overflow(a, b) : struct(t, convert(type(o)));
///     yield extract(r, 0), extract(r, 1);
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_arith_addui_extended_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_a, b_b] = __op.operands[..] else {
        return Ok(false);
    };
    let [b__s, b_o] = __op.results[..] else {
        return Ok(false);
    };
    let b_t = rw.convert_type_of(b_a)?;
    let b_r = ::lowrite_core::convert::build_one(
        ::lowrite_core::ir::OpSpec::named("llvm.intr.uadd.with.overflow")
            .operands(vec![rw.value(b_a) ?, rw.value(b_b) ?])
            .results(
                vec![
                    ::lowrite_core::builtins::types::struct_of(& vec![b_t.clone(), rw
                    .convert_type_of(b_o) ?])
                ],
            ),
        op,
        None,
        rw,
    )?;
    let __yielded = vec![
        { let __v = b_r; let mut __p : Vec < i64 > = Vec::new(); __p.push((0i64) as i64);
        ::lowrite_core::builtins::values::extract(__v, & __p, rw) ? }, { let __v = b_r;
        let mut __p : Vec < i64 > = Vec::new(); __p.push((1i64) as i64);
        ::lowrite_core::builtins::values::extract(__v, & __p, rw) ? }
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
