/// Rules compiled from `rules/ub.rules` by lowrite-dsl.
pub static RULES: ::lowrite_core::convert::RuleSet = ::lowrite_core::convert::RuleSet {
    name: "rules/ub.rules",
    options: &[],
    convert_type: &convert_type,
    patterns: &[
        ::lowrite_core::convert::Pattern {
            op: "ub.poison",
            priority: 0i64,
            location: "rules/ub.rules:4",
            apply: &rule_ub_poison_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "ub.unreachable",
            priority: 0i64,
            location: "rules/ub.rules:6",
            apply: &rule_ub_unreachable_0,
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
/// `ub.poison` is `llvm.mlir.poison` of the converted type (n-D vectors: the nested arrays).
///
/// Rule at rules/ub.rules:4:
///
/// ```text
/// /// `ub.poison` is `llvm.mlir.poison` of the converted type (n-D vectors: the nested arrays).
/// rule ub.poison() {value = _v?} -> (r) => poison(convert(type(r)));
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_ub_poison_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [] = __op.operands[..] else {
        return Ok(false);
    };
    let b__v = __op.attr("value").cloned();
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    let __yielded = vec![
        ::lowrite_core::builtins::values::poison(& (rw.convert_type_of(b_r) ?), rw) ?
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// Rule at rules/ub.rules:6:
///
/// ```text
/// rule ub.unreachable() => llvm.unreachable();
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_ub_unreachable_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [] = __op.operands[..] else {
        return Ok(false);
    };
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.unreachable")
            .operands(Vec::<::lowrite_core::ir::Value>::new()),
        op,
        None,
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
