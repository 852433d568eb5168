/// Rules compiled from `rules/vector.rules` by lowrite-dsl.
pub static RULES: ::lowrite_core::convert::RuleSet = ::lowrite_core::convert::RuleSet {
    name: "rules/vector.rules",
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
            op: "vector.extract",
            priority: 0i64,
            location: "rules/vector.rules:10",
            apply: &rule_vector_extract_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.extract",
            priority: 0i64,
            location: "rules/vector.rules:13",
            apply: &rule_vector_extract_1,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.extract",
            priority: 0i64,
            location: "rules/vector.rules:16",
            apply: &rule_vector_extract_2,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.insert",
            priority: 0i64,
            location: "rules/vector.rules:22",
            apply: &rule_vector_insert_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.insert",
            priority: 0i64,
            location: "rules/vector.rules:25",
            apply: &rule_vector_insert_1,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.insert",
            priority: 0i64,
            location: "rules/vector.rules:28",
            apply: &rule_vector_insert_2,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.broadcast",
            priority: 0i64,
            location: "rules/vector.rules:38",
            apply: &rule_vector_broadcast_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.broadcast",
            priority: 0i64,
            location: "rules/vector.rules:45",
            apply: &rule_vector_broadcast_1,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.shuffle",
            priority: 0i64,
            location: "rules/vector.rules:52",
            apply: &rule_vector_shuffle_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.shuffle",
            priority: 0i64,
            location: "rules/vector.rules:60",
            apply: &rule_vector_shuffle_1,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.vscale",
            priority: 0i64,
            location: "rules/vector.rules:64",
            apply: &rule_vector_vscale_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.scalable.insert",
            priority: 0i64,
            location: "rules/vector.rules:68",
            apply: &rule_vector_scalable_insert_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.scalable.extract",
            priority: 0i64,
            location: "rules/vector.rules:72",
            apply: &rule_vector_scalable_extract_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.step",
            priority: 0i64,
            location: "rules/vector.rules:76",
            apply: &rule_vector_step_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.constant_mask",
            priority: 0i64,
            location: "rules/vector.rules:82",
            apply: &rule_vector_constant_mask_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.from_elements",
            priority: 0i64,
            location: "rules/vector.rules:101",
            apply: &rule_vector_from_elements_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.to_elements",
            priority: 0i64,
            location: "rules/vector.rules:104",
            apply: &rule_vector_to_elements_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.shape_cast",
            priority: 0i64,
            location: "rules/vector.rules:107",
            apply: &rule_vector_shape_cast_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.shape_cast",
            priority: 0i64,
            location: "rules/vector.rules:112",
            apply: &rule_vector_shape_cast_1,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.transpose",
            priority: 0i64,
            location: "rules/vector.rules:117",
            apply: &rule_vector_transpose_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.transpose",
            priority: 0i64,
            location: "rules/vector.rules:126",
            apply: &rule_vector_transpose_1,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.broadcast",
            priority: 0i64,
            location: "rules/vector.rules:132",
            apply: &rule_vector_broadcast_2,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.extract_strided_slice",
            priority: 0i64,
            location: "rules/vector.rules:148",
            apply: &rule_vector_extract_strided_slice_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.extract_strided_slice",
            priority: 0i64,
            location: "rules/vector.rules:153",
            apply: &rule_vector_extract_strided_slice_1,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.insert_strided_slice",
            priority: 0i64,
            location: "rules/vector.rules:175",
            apply: &rule_vector_insert_strided_slice_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.interleave",
            priority: 0i64,
            location: "rules/vector.rules:187",
            apply: &rule_vector_interleave_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.deinterleave",
            priority: 0i64,
            location: "rules/vector.rules:196",
            apply: &rule_vector_deinterleave_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.bitcast",
            priority: 0i64,
            location: "rules/vector.rules:206",
            apply: &rule_vector_bitcast_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.outerproduct",
            priority: 0i64,
            location: "rules/vector.rules:217",
            apply: &rule_vector_outerproduct_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.outerproduct",
            priority: 0i64,
            location: "rules/vector.rules:226",
            apply: &rule_vector_outerproduct_1,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.outerproduct",
            priority: 0i64,
            location: "rules/vector.rules:236",
            apply: &rule_vector_outerproduct_2,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.fma",
            priority: 0i64,
            location: "rules/vector.rules:249",
            apply: &rule_vector_fma_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.reduction",
            priority: 0i64,
            location: "rules/vector.rules:257",
            apply: &rule_vector_reduction_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.reduction",
            priority: 0i64,
            location: "rules/vector.rules:260",
            apply: &rule_vector_reduction_1,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.reduction",
            priority: 0i64,
            location: "rules/vector.rules:264",
            apply: &rule_vector_reduction_2,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.multi_reduction",
            priority: 0i64,
            location: "rules/vector.rules:334",
            apply: &rule_vector_multi_reduction_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.multi_reduction",
            priority: 0i64,
            location: "rules/vector.rules:342",
            apply: &rule_vector_multi_reduction_1,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.contract",
            priority: 0i64,
            location: "rules/vector.rules:391",
            apply: &rule_vector_contract_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.print",
            priority: 0i64,
            location: "rules/vector.rules:452",
            apply: &rule_vector_print_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.print",
            priority: 0i64,
            location: "rules/vector.rules:464",
            apply: &rule_vector_print_1,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.print",
            priority: 0i64,
            location: "rules/vector.rules:494",
            apply: &rule_vector_print_2,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.print",
            priority: 0i64,
            location: "rules/vector.rules:498",
            apply: &rule_vector_print_3,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.mask",
            priority: 0i64,
            location: "rules/vector.rules:556",
            apply: &rule_vector_mask_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.mask",
            priority: 0i64,
            location: "rules/vector.rules:578",
            apply: &rule_vector_mask_1,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.mask",
            priority: 0i64,
            location: "rules/vector.rules:586",
            apply: &rule_vector_mask_2,
        },
    ],
    type_rules: 0usize,
    natives: &[],
    native_fns: &[],
    boundary: &boundary,
    boundary_rules: 0usize,
    elementwise: &["vector.fma"],
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
/// An element of a 1-D vector, at a static or dynamic position.
///
/// Rule at rules/vector.rules:10:
///
/// ```text
/// /// An element of a 1-D vector, at a static or dynamic position.
/// rule vector.extract(v: vector, ..dyn) {static_position = p} -> (r)
///     where rank(type(v)) == 1 => llvm.extractelement(v, innermost_pos(p, dyn)) : convert(type(r));
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_extract_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_v, ref b_dyn @ ..] = __op.operands[..] else {
        return Ok(false);
    };
    let b_dyn: Vec<::lowrite_core::ir::Value> = b_dyn.to_vec();
    if !matches!(
        * (rw.source().value_type(b_v)), ::lowrite_core::ir::Type::Vector { .. }
    ) {
        return Ok(false);
    }
    let b_p @ Some(_) = __op.attr("static_position").cloned() else {
        return Ok(false);
    };
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    if !(((::lowrite_core::builtins::types::rank(&(rw.source().value_type(b_v).clone())))
        == (1i64)))
    {
        return Ok(false);
    }
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.extractelement")
            .operands(
                vec![
                    rw.value(b_v) ?, (if
                    ::lowrite_core::builtins::layout::is_static(::lowrite_core::convert::located(::lowrite_core::builtins::attrs::array_elem((b_p
                    .clone()).as_ref(), 0i64), rw) ?) {
                    ::lowrite_core::builtins::values::constant(::lowrite_core::convert::located(::lowrite_core::builtins::attrs::array_elem((b_p
                    .clone()).as_ref(), 0i64), rw) ?, &
                    (::lowrite_core::ir::Type::int(64u32)), rw) ? } else {
                    ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
                    rw.values(& b_dyn) ?, 0i64, "value"), rw) ? })
                ],
            )
            .results(vec![rw.convert_type_of(b_r) ?]),
        op,
        None,
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// An element of a 1-D vector, at a static or dynamic position.
///
/// Rule at rules/vector.rules:13:
///
/// ```text
/// where len(dyn) == 0 && rank(type(v)) > 1 && type(r) is vector
///     => extract(v, [array_elem(p, i) for i in 0..rank(type(v)) - rank(type(r))]);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_extract_1(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_v, ref b_dyn @ ..] = __op.operands[..] else {
        return Ok(false);
    };
    let b_dyn: Vec<::lowrite_core::ir::Value> = b_dyn.to_vec();
    if !matches!(
        * (rw.source().value_type(b_v)), ::lowrite_core::ir::Type::Vector { .. }
    ) {
        return Ok(false);
    }
    let b_p @ Some(_) = __op.attr("static_position").cloned() else {
        return Ok(false);
    };
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    if !((((((((b_dyn.len() as i64)) == (0i64)))
        && (((::lowrite_core::builtins::types::rank(
            &(rw.source().value_type(b_v).clone()),
        )) > (1i64)))))
        && (matches!(
            rw.source().value_type(b_r).clone(), ::lowrite_core::ir::Type::Vector { .. }
        ))))
    {
        return Ok(false);
    }
    let __yielded = vec![
        { let __v = rw.value(b_v) ?; let mut __p : Vec < i64 > = Vec::new(); for __o in {
        let mut __l = Vec::new(); for b_i in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
        ((::lowrite_core::builtins::types::rank(& (rw.source().value_type(b_v).clone())))
        - (::lowrite_core::builtins::types::rank(& (rw.source().value_type(b_r)
        .clone()))))), rw) ? { let b_i : i64 = b_i; __l
        .push(::lowrite_core::convert::Ofr::Static(::lowrite_core::convert::located(::lowrite_core::builtins::attrs::array_elem((b_p
        .clone()).as_ref(), b_i.clone()), rw) ?)); } __l } { __p
        .push(::lowrite_core::builtins::values::static_of(__o, rw) ?); }
        ::lowrite_core::builtins::values::extract(__v, & __p, rw) ? }
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// An element of a 1-D vector, at a static or dynamic position.
///
/// Rule at rules/vector.rules:16:
///
/// ```text
/// where len(dyn) == 0 && rank(type(v)) > 1 && !(type(r) is vector) => {
///     let row = extract(v, [array_elem(p, i) for i in 0..rank(type(v)) - 1]);
///     yield llvm.extractelement(row, constant(array_elem(p, rank(type(v)) - 1), i64)) : convert(type(r));
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_extract_2(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_v, ref b_dyn @ ..] = __op.operands[..] else {
        return Ok(false);
    };
    let b_dyn: Vec<::lowrite_core::ir::Value> = b_dyn.to_vec();
    if !matches!(
        * (rw.source().value_type(b_v)), ::lowrite_core::ir::Type::Vector { .. }
    ) {
        return Ok(false);
    }
    let b_p @ Some(_) = __op.attr("static_position").cloned() else {
        return Ok(false);
    };
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    if !((((((((b_dyn.len() as i64)) == (0i64)))
        && (((::lowrite_core::builtins::types::rank(
            &(rw.source().value_type(b_v).clone()),
        )) > (1i64)))))
        && ((!(matches!(
            rw.source().value_type(b_r).clone(), ::lowrite_core::ir::Type::Vector { .. }
        ))))))
    {
        return Ok(false);
    }
    let b_row = {
        let __v = rw.value(b_v)?;
        let mut __p: Vec<i64> = Vec::new();
        for __o in {
            let mut __l = Vec::new();
            for b_i in ::lowrite_core::convert::located(
                ::lowrite_core::convert::bounded_range(
                    0i64,
                    ((::lowrite_core::builtins::types::rank(
                        &(rw.source().value_type(b_v).clone()),
                    )) - (1i64)),
                ),
                rw,
            )? {
                let b_i: i64 = b_i;
                __l.push(
                    ::lowrite_core::convert::Ofr::Static(
                        ::lowrite_core::convert::located(
                            ::lowrite_core::builtins::attrs::array_elem(
                                (b_p.clone()).as_ref(),
                                b_i.clone(),
                            ),
                            rw,
                        )?,
                    ),
                );
            }
            __l
        } {
            __p.push(::lowrite_core::builtins::values::static_of(__o, rw)?);
        }
        ::lowrite_core::builtins::values::extract(__v, &__p, rw)?
    };
    let __yielded = vec![
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.extractelement")
        .operands(vec![b_row,
        ::lowrite_core::builtins::values::constant(::lowrite_core::convert::located(::lowrite_core::builtins::attrs::array_elem((b_p
        .clone()).as_ref(), ((::lowrite_core::builtins::types::rank(& (rw.source()
        .value_type(b_v).clone()))) - (1i64))), rw) ?, &
        (::lowrite_core::ir::Type::int(64u32)), rw) ?]).results(vec![rw
        .convert_type_of(b_r) ?]), op, None, rw,) ?
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// An element of a 1-D vector replaced, at a static or dynamic position.
///
/// Rule at rules/vector.rules:22:
///
/// ```text
/// /// An element of a 1-D vector replaced, at a static or dynamic position.
/// rule vector.insert(x, v: vector, ..dyn) {static_position = p} -> (r)
///     where rank(type(v)) == 1 => llvm.insertelement(v, x, innermost_pos(p, dyn)) : convert(type(r));
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_insert_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_x, b_v, ref b_dyn @ ..] = __op.operands[..] else {
        return Ok(false);
    };
    let b_dyn: Vec<::lowrite_core::ir::Value> = b_dyn.to_vec();
    if !matches!(
        * (rw.source().value_type(b_v)), ::lowrite_core::ir::Type::Vector { .. }
    ) {
        return Ok(false);
    }
    let b_p @ Some(_) = __op.attr("static_position").cloned() else {
        return Ok(false);
    };
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    if !(((::lowrite_core::builtins::types::rank(&(rw.source().value_type(b_v).clone())))
        == (1i64)))
    {
        return Ok(false);
    }
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.insertelement")
            .operands(
                vec![
                    rw.value(b_v) ?, rw.value(b_x) ?, (if
                    ::lowrite_core::builtins::layout::is_static(::lowrite_core::convert::located(::lowrite_core::builtins::attrs::array_elem((b_p
                    .clone()).as_ref(), 0i64), rw) ?) {
                    ::lowrite_core::builtins::values::constant(::lowrite_core::convert::located(::lowrite_core::builtins::attrs::array_elem((b_p
                    .clone()).as_ref(), 0i64), rw) ?, &
                    (::lowrite_core::ir::Type::int(64u32)), rw) ? } else {
                    ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
                    rw.values(& b_dyn) ?, 0i64, "value"), rw) ? })
                ],
            )
            .results(vec![rw.convert_type_of(b_r) ?]),
        op,
        None,
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// An element of a 1-D vector replaced, at a static or dynamic position.
///
/// Rule at rules/vector.rules:25:
///
/// ```text
/// where len(dyn) == 0 && rank(type(v)) > 1 && type(x) is vector
///     => insert(v, x, [array_elem(p, i) for i in 0..rank(type(v)) - rank(type(x))]);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_insert_1(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_x, b_v, ref b_dyn @ ..] = __op.operands[..] else {
        return Ok(false);
    };
    let b_dyn: Vec<::lowrite_core::ir::Value> = b_dyn.to_vec();
    if !matches!(
        * (rw.source().value_type(b_v)), ::lowrite_core::ir::Type::Vector { .. }
    ) {
        return Ok(false);
    }
    let b_p @ Some(_) = __op.attr("static_position").cloned() else {
        return Ok(false);
    };
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    if !((((((((b_dyn.len() as i64)) == (0i64)))
        && (((::lowrite_core::builtins::types::rank(
            &(rw.source().value_type(b_v).clone()),
        )) > (1i64)))))
        && (matches!(
            rw.source().value_type(b_x).clone(), ::lowrite_core::ir::Type::Vector { .. }
        ))))
    {
        return Ok(false);
    }
    let __yielded = vec![
        { let __agg = rw.value(b_v) ?; let __v = rw.value(b_x) ?; let mut __p : Vec < i64
        > = Vec::new(); for __o in { let mut __l = Vec::new(); for b_i in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
        ((::lowrite_core::builtins::types::rank(& (rw.source().value_type(b_v).clone())))
        - (::lowrite_core::builtins::types::rank(& (rw.source().value_type(b_x)
        .clone()))))), rw) ? { let b_i : i64 = b_i; __l
        .push(::lowrite_core::convert::Ofr::Static(::lowrite_core::convert::located(::lowrite_core::builtins::attrs::array_elem((b_p
        .clone()).as_ref(), b_i.clone()), rw) ?)); } __l } { __p
        .push(::lowrite_core::builtins::values::static_of(__o, rw) ?); }
        ::lowrite_core::builtins::values::insert(__agg, __v, & __p, rw) ? }
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// An element of a 1-D vector replaced, at a static or dynamic position.
///
/// Rule at rules/vector.rules:28:
///
/// ```text
/// where len(dyn) == 0 && rank(type(v)) > 1 && !(type(x) is vector) => {
///     let path = [array_elem(p, i) for i in 0..rank(type(v)) - 1];
///     let row = extract(v, path);
///     let t = type(row);
///     let new_row = llvm.insertelement(row, x, constant(array_elem(p, rank(type(v)) - 1), i64)) : t;
///     yield insert(v, new_row, path);
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_insert_2(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_x, b_v, ref b_dyn @ ..] = __op.operands[..] else {
        return Ok(false);
    };
    let b_dyn: Vec<::lowrite_core::ir::Value> = b_dyn.to_vec();
    if !matches!(
        * (rw.source().value_type(b_v)), ::lowrite_core::ir::Type::Vector { .. }
    ) {
        return Ok(false);
    }
    let b_p @ Some(_) = __op.attr("static_position").cloned() else {
        return Ok(false);
    };
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    if !((((((((b_dyn.len() as i64)) == (0i64)))
        && (((::lowrite_core::builtins::types::rank(
            &(rw.source().value_type(b_v).clone()),
        )) > (1i64)))))
        && ((!(matches!(
            rw.source().value_type(b_x).clone(), ::lowrite_core::ir::Type::Vector { .. }
        ))))))
    {
        return Ok(false);
    }
    let b_path = {
        let mut __l = Vec::new();
        for b_i in ::lowrite_core::convert::located(
            ::lowrite_core::convert::bounded_range(
                0i64,
                ((::lowrite_core::builtins::types::rank(
                    &(rw.source().value_type(b_v).clone()),
                )) - (1i64)),
            ),
            rw,
        )? {
            let b_i: i64 = b_i;
            __l.push(
                ::lowrite_core::convert::Ofr::Static(
                    ::lowrite_core::convert::located(
                        ::lowrite_core::builtins::attrs::array_elem(
                            (b_p.clone()).as_ref(),
                            b_i.clone(),
                        ),
                        rw,
                    )?,
                ),
            );
        }
        __l
    };
    let b_row = {
        let __v = rw.value(b_v)?;
        let mut __p: Vec<i64> = Vec::new();
        for __o in b_path.clone() {
            __p.push(::lowrite_core::builtins::values::static_of(__o, rw)?);
        }
        ::lowrite_core::builtins::values::extract(__v, &__p, rw)?
    };
    let b_t = {
        let __v = b_row;
        rw.target().value_type(__v).clone()
    };
    let b_new_row = ::lowrite_core::convert::build_one(
        ::lowrite_core::ir::OpSpec::named("llvm.insertelement")
            .operands(
                vec![
                    b_row, rw.value(b_x) ?,
                    ::lowrite_core::builtins::values::constant(::lowrite_core::convert::located(::lowrite_core::builtins::attrs::array_elem((b_p
                    .clone()).as_ref(), ((::lowrite_core::builtins::types::rank(& (rw
                    .source().value_type(b_v).clone()))) - (1i64))), rw) ?, &
                    (::lowrite_core::ir::Type::int(64u32)), rw) ?
                ],
            )
            .results(vec![b_t.clone()]),
        op,
        None,
        rw,
    )?;
    let __yielded = vec![
        { let __agg = rw.value(b_v) ?; let __v = b_new_row; let mut __p : Vec < i64 > =
        Vec::new(); for __o in b_path.clone() { __p
        .push(::lowrite_core::builtins::values::static_of(__o, rw) ?); }
        ::lowrite_core::builtins::values::insert(__agg, __v, & __p, rw) ? }
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// A scalar broadcast: inserted at 0 of a 1-D vector of the innermost dimension, shuffled to
/// every lane, and that vector stored in every slice of an n-D result.
///
/// Rule at rules/vector.rules:38:
///
/// ```text
/// /// A scalar broadcast: inserted at 0 of a 1-D vector of the innermost dimension, shuffled to
/// /// every lane, and that vector stored in every slice of an n-D result.
/// rule vector.broadcast(s) -> (r) where !(type(s) is vector) => {
///     let n = dim(type(r), rank(type(r)) - 1);
///     yield fill(convert(type(r)), splat(s, n, convert(type(s))));
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_broadcast_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_s] = __op.operands[..] else {
        return Ok(false);
    };
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    if !((!(matches!(
        rw.source().value_type(b_s).clone(), ::lowrite_core::ir::Type::Vector { .. }
    )))) {
        return Ok(false);
    }
    let b_n = ::lowrite_core::builtins::layout::dim(
        &(rw.source().value_type(b_r).clone()),
        ((::lowrite_core::builtins::types::rank(&(rw.source().value_type(b_r).clone())))
            - (1i64)),
    );
    let __yielded = vec![
        ::lowrite_core::builtins::values::fill(& (rw.convert_type_of(b_r) ?), { let
        b_t__3 = rw.convert_type_of(b_s) ?; { let b_p__3 =
        ::lowrite_core::builtins::values::poison(&
        (::lowrite_core::builtins::types::vector(b_n.clone(), & (b_t__3.clone()))), rw)
        ?;
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.shufflevector")
        .operands(vec![::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.insertelement")
        .operands(vec![b_p__3, rw.value(b_s) ?,
        ::lowrite_core::builtins::values::constant(0i64, &
        (::lowrite_core::ir::Type::int(32u32)), rw) ?])
        .results(vec![::lowrite_core::builtins::types::vector(b_n.clone(), & (b_t__3
        .clone()))]), op, None, rw,) ?, b_p__3])
        .results(vec![::lowrite_core::builtins::types::vector(b_n.clone(), & (b_t__3
        .clone()))]).attr_opt("mask",
        ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::i32_array_of(&
        ({ let mut __l = Vec::new(); for b__i__3 in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64, b_n
        .clone()), rw) ? { let b__i__3 : i64 = b__i__3; __l
        .push(::lowrite_core::convert::Ofr::Static(0i64)); } __l })), rw) ?), op, None,
        rw,) ? } }, rw) ?
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// A vector broadcast to more leading dimensions (its own dimensions kept): the source stored in
/// every slice of the result.
///
/// Rule at rules/vector.rules:45:
///
/// ```text
/// /// A vector broadcast to more leading dimensions (its own dimensions kept): the source stored in
/// /// every slice of the result.
/// rule vector.broadcast(s: vector) -> (r)
///     where rank(type(s)) >= 1 && rank(type(s)) < rank(type(r))
///        && len([d for d in 0..rank(type(s))
///                if dim(type(s), d) != dim(type(r), rank(type(r)) - rank(type(s)) + d)]) == 0
///     => fill(convert(type(r)), s);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_broadcast_1(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_s] = __op.operands[..] else {
        return Ok(false);
    };
    if !matches!(
        * (rw.source().value_type(b_s)), ::lowrite_core::ir::Type::Vector { .. }
    ) {
        return Ok(false);
    }
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    if !(((((((::lowrite_core::builtins::types::rank(
        &(rw.source().value_type(b_s).clone()),
    )) >= (1i64)))
        && (((::lowrite_core::builtins::types::rank(
            &(rw.source().value_type(b_s).clone()),
        ))
            < (::lowrite_core::builtins::types::rank(
                &(rw.source().value_type(b_r).clone()),
            ))))))
        && ((((({
            let mut __l = Vec::new();
            for b_d in ::lowrite_core::convert::located(
                ::lowrite_core::convert::bounded_range(
                    0i64,
                    ::lowrite_core::builtins::types::rank(
                        &(rw.source().value_type(b_s).clone()),
                    ),
                ),
                rw,
            )? {
                let b_d: i64 = b_d;
                if !(((::lowrite_core::builtins::layout::dim(
                    &(rw.source().value_type(b_s).clone()),
                    b_d.clone(),
                ))
                    != (::lowrite_core::builtins::layout::dim(
                        &(rw.source().value_type(b_r).clone()),
                        ((((::lowrite_core::builtins::types::rank(
                            &(rw.source().value_type(b_r).clone()),
                        ))
                            - (::lowrite_core::builtins::types::rank(
                                &(rw.source().value_type(b_s).clone()),
                            )))) + (b_d.clone())),
                    ))))
                {
                    continue;
                }
                __l.push(::lowrite_core::convert::Ofr::Static(b_d.clone()));
            }
            __l
        })
            .len() as i64)) == (0i64)))))
    {
        return Ok(false);
    }
    let __yielded = vec![
        ::lowrite_core::builtins::values::fill(& (rw.convert_type_of(b_r) ?), rw
        .value(b_s) ?, rw) ?
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// A shuffle of two 1-D vectors of the same type is LLVM's `shufflevector` (the mask as `i32`s).
///
/// Rule at rules/vector.rules:52:
///
/// ```text
/// /// A shuffle of two 1-D vectors of the same type is LLVM's `shufflevector` (the mask as `i32`s).
/// rule vector.shuffle(a, b) {mask = m} -> (r)
///     where rank(type(a)) == 1 && type(a) == type(b)
///     => llvm.shufflevector(a, b) {mask = i32_array_of([array_elem(m, i) for i in 0..dim(type(r), 0)])}
///         : convert(type(r));
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_shuffle_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_a, b_b] = __op.operands[..] else {
        return Ok(false);
    };
    let b_m @ Some(_) = __op.attr("mask").cloned() else {
        return Ok(false);
    };
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    if !(((((::lowrite_core::builtins::types::rank(
        &(rw.source().value_type(b_a).clone()),
    )) == (1i64)))
        && (((rw.source().value_type(b_a).clone())
            == (rw.source().value_type(b_b).clone())))))
    {
        return Ok(false);
    }
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.shufflevector")
            .operands(vec![rw.value(b_a) ?, rw.value(b_b) ?])
            .results(vec![rw.convert_type_of(b_r) ?])
            .attr_opt(
                "mask",
                ::lowrite_core::convert::located(
                    ::lowrite_core::builtins::attrs::i32_array_of(
                        &({
                            let mut __l = Vec::new();
                            for b_i in ::lowrite_core::convert::located(
                                ::lowrite_core::convert::bounded_range(
                                    0i64,
                                    ::lowrite_core::builtins::layout::dim(
                                        &(rw.source().value_type(b_r).clone()),
                                        0i64,
                                    ),
                                ),
                                rw,
                            )? {
                                let b_i: i64 = b_i;
                                __l.push(
                                    ::lowrite_core::convert::Ofr::Static(
                                        ::lowrite_core::convert::located(
                                            ::lowrite_core::builtins::attrs::array_elem(
                                                (b_m.clone()).as_ref(),
                                                b_i.clone(),
                                            ),
                                            rw,
                                        )?,
                                    ),
                                );
                            }
                            __l
                        }),
                    ),
                    rw,
                )?,
            ),
        op,
        None,
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// Any other shuffle (1-D vectors of different lengths, or n-D vectors, whose mask picks leading
/// slices): lane by lane (slice by slice), each taken from the operand its mask entry names,
/// as upstream builds it; a mask entry of -1 gives a poison lane (slice).
///
/// Rule at rules/vector.rules:60:
///
/// ```text
/// /// Any other shuffle (1-D vectors of different lengths, or n-D vectors, whose mask picks leading
/// /// slices): lane by lane (slice by slice), each taken from the operand its mask entry names,
/// /// as upstream builds it; a mask entry of -1 gives a poison lane (slice).
/// rule vector.shuffle(a, b) {mask = m} -> (r) where !(rank(type(a)) == 1 && type(a) == type(b))
///     => shuffle_lanes(a, b, m, convert(type(r)), dim(type(a), 0));
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_shuffle_1(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_a, b_b] = __op.operands[..] else {
        return Ok(false);
    };
    let b_m @ Some(_) = __op.attr("mask").cloned() else {
        return Ok(false);
    };
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    if !((!(((((::lowrite_core::builtins::types::rank(
        &(rw.source().value_type(b_a).clone()),
    )) == (1i64)))
        && (((rw.source().value_type(b_a).clone())
            == (rw.source().value_type(b_b).clone())))))))
    {
        return Ok(false);
    }
    let __yielded = vec![
        ::lowrite_core::builtins::values::shuffle_lanes(rw.value(b_a) ?, rw.value(b_b) ?,
        (b_m.clone()).as_ref(), & (rw.convert_type_of(b_r) ?),
        ::lowrite_core::builtins::layout::dim(& (rw.source().value_type(b_a).clone()),
        0i64), rw) ?
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// The number of scalable blocks in a scalable vector (1 on targets without them).
///
/// Rule at rules/vector.rules:64:
///
/// ```text
/// /// The number of scalable blocks in a scalable vector (1 on targets without them).
/// rule vector.vscale() => llvm.intr.vscale();
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_vscale_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [] = __op.operands[..] else {
        return Ok(false);
    };
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.intr.vscale")
            .operands(Vec::<::lowrite_core::ir::Value>::new()),
        op,
        Some((true, Some(1usize))),
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// A fixed-size vector put into a scalable one at a position (a multiple of its length): LLVM's
/// `vector.insert` intrinsic.
///
/// Rule at rules/vector.rules:68:
///
/// ```text
/// /// A fixed-size vector put into a scalable one at a position (a multiple of its length): LLVM's
/// /// `vector.insert` intrinsic.
/// rule vector.scalable.insert(v, dest) {pos = p} -> (r)
///     => llvm.intr.vector.insert(dest, v) {pos = p} : convert(type(r));
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_scalable_insert_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_v, b_dest] = __op.operands[..] else {
        return Ok(false);
    };
    let b_p @ Some(_) = __op.attr("pos").cloned() else {
        return Ok(false);
    };
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.intr.vector.insert")
            .operands(vec![rw.value(b_dest) ?, rw.value(b_v) ?])
            .results(vec![rw.convert_type_of(b_r) ?])
            .attr_opt("pos", b_p.clone()),
        op,
        None,
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// A fixed-size vector taken out of a scalable one at a position: LLVM's `vector.extract`.
///
/// Rule at rules/vector.rules:72:
///
/// ```text
/// /// A fixed-size vector taken out of a scalable one at a position: LLVM's `vector.extract`.
/// rule vector.scalable.extract(src) {pos = p} -> (r)
///     => llvm.intr.vector.extract(src) {pos = p} : convert(type(r));
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_scalable_extract_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_src] = __op.operands[..] else {
        return Ok(false);
    };
    let b_p @ Some(_) = __op.attr("pos").cloned() else {
        return Ok(false);
    };
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.intr.vector.extract")
            .operands(vec![rw.value(b_src) ?])
            .results(vec![rw.convert_type_of(b_r) ?])
            .attr_opt("pos", b_p.clone()),
        op,
        None,
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// `vector.step`: the constant `[0, 1, ..., n-1]`.
///
/// Rule at rules/vector.rules:76:
///
/// ```text
/// /// `vector.step`: the constant `[0, 1, ..., n-1]`.
/// rule vector.step() -> (r)
///     => llvm.mlir.constant() {value = dense_of(convert(type(r)), [i for i in 0..dim(type(r), 0)])}
///         : convert(type(r));
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_step_0(
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
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.mlir.constant")
            .operands(Vec::<::lowrite_core::ir::Value>::new())
            .results(vec![rw.convert_type_of(b_r) ?])
            .attr_opt(
                "value",
                ::lowrite_core::convert::located(
                    ::lowrite_core::builtins::attrs::dense_of(
                        &(rw.convert_type_of(b_r)?),
                        &({
                            let mut __l = Vec::new();
                            for b_i in ::lowrite_core::convert::located(
                                ::lowrite_core::convert::bounded_range(
                                    0i64,
                                    ::lowrite_core::builtins::layout::dim(
                                        &(rw.source().value_type(b_r).clone()),
                                        0i64,
                                    ),
                                ),
                                rw,
                            )? {
                                let b_i: i64 = b_i;
                                __l.push(::lowrite_core::convert::Ofr::Static(b_i.clone()));
                            }
                            __l
                        }),
                    ),
                    rw,
                )?,
            ),
        op,
        None,
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// `vector.constant_mask`: a constant whose element is set when each of its indices is below
/// the mask's size in that dimension (an n-D one, nested arrays of rows, as one constant).
///
/// Rule at rules/vector.rules:82:
///
/// ```text
/// /// `vector.constant_mask`: a constant whose element is set when each of its indices is below
/// /// the mask's size in that dimension (an n-D one, nested arrays of rows, as one constant).
/// rule vector.constant_mask() {mask_dim_sizes = sizes} -> (r) where rank(type(r)) >= 1 => {
///     let t = type(r);
///     yield llvm.mlir.constant() {value = dense_of(t, [
///         if len([d for d in 0..rank(t) if k / elems(t, d + 1) % dim(t, d) < array_elem(sizes, d)]) == rank(t) { 1 } else { 0 }
///         for k in 0..elems(t, 0)])} : convert(t);
/// }
///
/// // ---------------------------------------------------------------- reshaping
/// // Element `k` of a vector counts in row-major order (builtins `element` and `from_scalars`);
/// // its rows (innermost 1-D vectors) are the leaves of the nested arrays.
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_constant_mask_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [] = __op.operands[..] else {
        return Ok(false);
    };
    let b_sizes @ Some(_) = __op.attr("mask_dim_sizes").cloned() else {
        return Ok(false);
    };
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    if !(((::lowrite_core::builtins::types::rank(&(rw.source().value_type(b_r).clone())))
        >= (1i64)))
    {
        return Ok(false);
    }
    let b_t = rw.source().value_type(b_r).clone();
    let __yielded = vec![
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.mlir.constant")
        .operands(Vec:: < ::lowrite_core::ir::Value > ::new()).results(vec![{ let __t =
        b_t.clone(); rw.convert_type(& __t) ? }]).attr_opt("value",
        ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::dense_of(& (b_t
        .clone()), & ({ let mut __l = Vec::new(); for b_k in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
        ::lowrite_core::builtins::layout::elems(& (b_t.clone()), 0i64)), rw) ? { let b_k
        : i64 = b_k; __l.push(::lowrite_core::convert::Ofr::Static((if (((({ let mut __l
        = Vec::new(); for b_d in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
        ::lowrite_core::builtins::types::rank(& (b_t.clone()))), rw) ? { let b_d : i64 =
        b_d; if ! ((({ let __a = (i64::checked_div(b_k.clone(),
        ::lowrite_core::builtins::layout::elems(& (b_t.clone()), ((b_d.clone()) +
        (1i64)))).unwrap_or(0)); i64::checked_rem(__a,
        ::lowrite_core::builtins::layout::dim(& (b_t.clone()), b_d.clone()))
        .unwrap_or(__a) }) <
        (::lowrite_core::convert::located(::lowrite_core::builtins::attrs::array_elem((b_sizes
        .clone()).as_ref(), b_d.clone()), rw) ?))) { continue; } __l
        .push(::lowrite_core::convert::Ofr::Static(b_d.clone())); } __l }).len() as i64))
        == (::lowrite_core::builtins::types::rank(& (b_t.clone())))) { 1i64 } else { 0i64
        }))); } __l })), rw) ?), op, None, rw,) ?
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// `vector.from_elements`: one `insertelement` per element, row by row.
///
/// Rule at rules/vector.rules:101:
///
/// ```text
/// /// `vector.from_elements`: one `insertelement` per element, row by row.
/// rule vector.from_elements(..xs) -> (r) => from_scalars(type(r), xs);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_from_elements_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [ref b_xs @ ..] = __op.operands[..] else {
        return Ok(false);
    };
    let b_xs: Vec<::lowrite_core::ir::Value> = b_xs.to_vec();
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    let __yielded = vec![
        ::lowrite_core::builtins::values::from_scalars(& (rw.source().value_type(b_r)
        .clone()), & { let mut __v : Vec < ::lowrite_core::ir::Value > = Vec::new(); __v
        .extend(rw.values(& b_xs) ?); __v }, rw) ?
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// `vector.to_elements`: every element, in row-major order.
///
/// Rule at rules/vector.rules:104:
///
/// ```text
/// /// `vector.to_elements`: every element, in row-major order.
/// rule vector.to_elements(v) => [element(v, type(v), k) for k in 0..elems(type(v), 0)];
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_to_elements_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_v] = __op.operands[..] else {
        return Ok(false);
    };
    let __yielded = {
        let mut __v: Vec<::lowrite_core::ir::Value> = Vec::new();
        __v.extend({
            let mut __l = Vec::new();
            for b_k in ::lowrite_core::convert::located(
                ::lowrite_core::convert::bounded_range(
                    0i64,
                    ::lowrite_core::builtins::layout::elems(
                        &(rw.source().value_type(b_v).clone()),
                        0i64,
                    ),
                ),
                rw,
            )? {
                let b_k: i64 = b_k;
                __l.push(
                    ::lowrite_core::builtins::values::element(
                        rw.value(b_v)?,
                        &(rw.source().value_type(b_v).clone()),
                        b_k.clone(),
                        rw,
                    )?,
                );
            }
            __l
        });
        __v
    };
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// `vector.shape_cast` keeping the rows: the same rows in new nested arrays.
///
/// Rule at rules/vector.rules:107:
///
/// ```text
/// /// `vector.shape_cast` keeping the rows: the same rows in new nested arrays.
/// rule vector.shape_cast(v) -> (r) where row_len(type(v)) == row_len(type(r)) => {
///     let s = type(v);
///     yield pack(convert(type(r)), [row_of(v, s, j) for j in 0..elems(s, 0) / row_len(s)]);
/// }
///     // Any other `vector.shape_cast`: the elements in row-major order, in the result's rows.
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_shape_cast_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_v] = __op.operands[..] else {
        return Ok(false);
    };
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    if !((({
        let b_t__4 = rw.source().value_type(b_v).clone();
        (if ((::lowrite_core::builtins::types::rank(&(b_t__4.clone()))) == (0i64)) {
            1i64
        } else {
            ::lowrite_core::builtins::layout::dim(
                &(b_t__4.clone()),
                ((::lowrite_core::builtins::types::rank(&(b_t__4.clone()))) - (1i64)),
            )
        })
    })
        == ({
            let b_t__5 = rw.source().value_type(b_r).clone();
            (if ((::lowrite_core::builtins::types::rank(&(b_t__5.clone()))) == (0i64)) {
                1i64
            } else {
                ::lowrite_core::builtins::layout::dim(
                    &(b_t__5.clone()),
                    ((::lowrite_core::builtins::types::rank(&(b_t__5.clone()))) - (1i64)),
                )
            })
        })))
    {
        return Ok(false);
    }
    let b_s = rw.source().value_type(b_v).clone();
    let __yielded = vec![
        ::lowrite_core::builtins::values::pack(& (rw.convert_type_of(b_r) ?), & { let mut
        __v : Vec < ::lowrite_core::ir::Value > = Vec::new(); __v.extend({ let mut __l =
        Vec::new(); for b_j in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
        (i64::checked_div(::lowrite_core::builtins::layout::elems(& (b_s.clone()), 0i64),
        (if ((::lowrite_core::builtins::types::rank(& (b_s.clone()))) == (0i64)) { 1i64 }
        else { ::lowrite_core::builtins::layout::dim(& (b_s.clone()),
        ((::lowrite_core::builtins::types::rank(& (b_s.clone()))) - (1i64))) }))
        .unwrap_or(0))), rw) ? { let b_j : i64 = b_j; __l.push((if
        ((::lowrite_core::builtins::types::rank(& (b_s.clone()))) <= (1i64)) { rw
        .value(b_v) ? } else { { let __v = rw.value(b_v) ?; let mut __p : Vec < i64 > =
        Vec::new(); for __o in { let mut __l = Vec::new(); for b_d__7 in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
        ((::lowrite_core::builtins::types::rank(& (b_s.clone()))) - (1i64))), rw) ? { let
        b_d__7 : i64 = b_d__7; __l.push(::lowrite_core::convert::Ofr::Static({ let __a =
        (i64::checked_div(((b_j.clone()) * ((if ((::lowrite_core::builtins::types::rank(&
        (b_s.clone()))) == (0i64)) { 1i64 } else {
        ::lowrite_core::builtins::layout::dim(& (b_s.clone()),
        ((::lowrite_core::builtins::types::rank(& (b_s.clone()))) - (1i64))) }))),
        ::lowrite_core::builtins::layout::elems(& (b_s.clone()), ((b_d__7.clone()) +
        (1i64)))).unwrap_or(0)); i64::checked_rem(__a,
        ::lowrite_core::builtins::layout::dim(& (b_s.clone()), b_d__7.clone()))
        .unwrap_or(__a) })); } __l } { __p
        .push(::lowrite_core::builtins::values::static_of(__o, rw) ?); }
        ::lowrite_core::builtins::values::extract(__v, & __p, rw) ? } })); } __l }); __v
        }, rw) ?
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// `vector.shape_cast` keeping the rows: the same rows in new nested arrays.
///
/// Rule at rules/vector.rules:112:
///
/// ```text
/// where row_len(type(v)) != row_len(type(r))
///     => from_scalars(type(r), [element(v, type(v), k) for k in 0..elems(type(v), 0)]);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_shape_cast_1(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_v] = __op.operands[..] else {
        return Ok(false);
    };
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    if !((({
        let b_t__9 = rw.source().value_type(b_v).clone();
        (if ((::lowrite_core::builtins::types::rank(&(b_t__9.clone()))) == (0i64)) {
            1i64
        } else {
            ::lowrite_core::builtins::layout::dim(
                &(b_t__9.clone()),
                ((::lowrite_core::builtins::types::rank(&(b_t__9.clone()))) - (1i64)),
            )
        })
    })
        != ({
            let b_t__10 = rw.source().value_type(b_r).clone();
            (if ((::lowrite_core::builtins::types::rank(&(b_t__10.clone()))) == (0i64)) {
                1i64
            } else {
                ::lowrite_core::builtins::layout::dim(
                    &(b_t__10.clone()),
                    ((::lowrite_core::builtins::types::rank(&(b_t__10.clone())))
                        - (1i64)),
                )
            })
        })))
    {
        return Ok(false);
    }
    let __yielded = vec![
        ::lowrite_core::builtins::values::from_scalars(& (rw.source().value_type(b_r)
        .clone()), & { let mut __v : Vec < ::lowrite_core::ir::Value > = Vec::new(); __v
        .extend({ let mut __l = Vec::new(); for b_k in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
        ::lowrite_core::builtins::layout::elems(& (rw.source().value_type(b_v).clone()),
        0i64)), rw) ? { let b_k : i64 = b_k; __l
        .push(::lowrite_core::builtins::values::element(rw.value(b_v) ?, & (rw.source()
        .value_type(b_v).clone()), b_k.clone(), rw) ?); } __l }); __v }, rw) ?
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// `vector.transpose`: result element `k` is the source element whose index in dimension
/// `p[i]` is the result's index in dimension `i`.
///
/// Rule at rules/vector.rules:117:
///
/// ```text
/// /// `vector.transpose`: result element `k` is the source element whose index in dimension
/// /// `p[i]` is the result's index in dimension `i`.
/// rule vector.transpose(v) {permutation = p} -> (r)
///     where len([d for d in 0..rank(type(v)) if array_elem(p, d) != d]) > 0 => {
///     let s = type(v);
///     let t = type(r);
///     yield from_scalars(t, [element(v, s, sum_of([k / elems(t, i + 1) % dim(t, i) * elems(s, array_elem(p, i) + 1)
///         for i in 0..rank(t)])) for k in 0..elems(t, 0)]);
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_transpose_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_v] = __op.operands[..] else {
        return Ok(false);
    };
    let b_p @ Some(_) = __op.attr("permutation").cloned() else {
        return Ok(false);
    };
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    if !((((({
        let mut __l = Vec::new();
        for b_d in ::lowrite_core::convert::located(
            ::lowrite_core::convert::bounded_range(
                0i64,
                ::lowrite_core::builtins::types::rank(
                    &(rw.source().value_type(b_v).clone()),
                ),
            ),
            rw,
        )? {
            let b_d: i64 = b_d;
            if !(((::lowrite_core::convert::located(
                ::lowrite_core::builtins::attrs::array_elem(
                    (b_p.clone()).as_ref(),
                    b_d.clone(),
                ),
                rw,
            )?) != (b_d.clone())))
            {
                continue;
            }
            __l.push(::lowrite_core::convert::Ofr::Static(b_d.clone()));
        }
        __l
    })
        .len() as i64)) > (0i64)))
    {
        return Ok(false);
    }
    let b_s = rw.source().value_type(b_v).clone();
    let b_t = rw.source().value_type(b_r).clone();
    let __yielded = vec![
        ::lowrite_core::builtins::values::from_scalars(& (b_t.clone()), & { let mut __v :
        Vec < ::lowrite_core::ir::Value > = Vec::new(); __v.extend({ let mut __l =
        Vec::new(); for b_k in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
        ::lowrite_core::builtins::layout::elems(& (b_t.clone()), 0i64)), rw) ? { let b_k
        : i64 = b_k; __l.push(::lowrite_core::builtins::values::element(rw.value(b_v) ?,
        & (b_s.clone()),
        ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::sum_of(& ({ let
        mut __l = Vec::new(); for b_i in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
        ::lowrite_core::builtins::types::rank(& (b_t.clone()))), rw) ? { let b_i : i64 =
        b_i; __l.push(::lowrite_core::convert::Ofr::Static((({ let __a =
        (i64::checked_div(b_k.clone(), ::lowrite_core::builtins::layout::elems(& (b_t
        .clone()), ((b_i.clone()) + (1i64)))).unwrap_or(0)); i64::checked_rem(__a,
        ::lowrite_core::builtins::layout::dim(& (b_t.clone()), b_i.clone()))
        .unwrap_or(__a) }) * (::lowrite_core::builtins::layout::elems(& (b_s.clone()),
        ((::lowrite_core::convert::located(::lowrite_core::builtins::attrs::array_elem((b_p
        .clone()).as_ref(), b_i.clone()), rw) ?) + (1i64))))))); } __l })), rw) ?, rw)
        ?); } __l }); __v }, rw) ?
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// An identity `vector.transpose` is its operand.
///
/// Rule at rules/vector.rules:126:
///
/// ```text
/// /// An identity `vector.transpose` is its operand.
/// rule vector.transpose(v) {permutation = p}
///     where len([d for d in 0..rank(type(v)) if array_elem(p, d) != d]) == 0 => v;
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_transpose_1(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_v] = __op.operands[..] else {
        return Ok(false);
    };
    let b_p @ Some(_) = __op.attr("permutation").cloned() else {
        return Ok(false);
    };
    if !((((({
        let mut __l = Vec::new();
        for b_d in ::lowrite_core::convert::located(
            ::lowrite_core::convert::bounded_range(
                0i64,
                ::lowrite_core::builtins::types::rank(
                    &(rw.source().value_type(b_v).clone()),
                ),
            ),
            rw,
        )? {
            let b_d: i64 = b_d;
            if !(((::lowrite_core::convert::located(
                ::lowrite_core::builtins::attrs::array_elem(
                    (b_p.clone()).as_ref(),
                    b_d.clone(),
                ),
                rw,
            )?) != (b_d.clone())))
            {
                continue;
            }
            __l.push(::lowrite_core::convert::Ofr::Static(b_d.clone()));
        }
        __l
    })
        .len() as i64)) == (0i64)))
    {
        return Ok(false);
    }
    let __yielded = vec![rw.value(b_v) ?];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// A `vector.broadcast` that stretches unit dimensions (or of a 0-D vector): result element
/// `k` is the source element at its index in the source's dimensions (the result's innermost),
/// 0 in those of size 1.
///
/// Rule at rules/vector.rules:132:
///
/// ```text
/// /// A `vector.broadcast` that stretches unit dimensions (or of a 0-D vector): result element
/// /// `k` is the source element at its index in the source's dimensions (the result's innermost),
/// /// 0 in those of size 1.
/// rule vector.broadcast(v: vector) -> (r)
///     where rank(type(v)) <= rank(type(r)) && (rank(type(v)) == 0 || len([d for d in 0..rank(type(v))
///         if dim(type(v), d) != dim(type(r), rank(type(r)) - rank(type(v)) + d)]) > 0) => {
///     let s = type(v);
///     let t = type(r);
///     let lead = rank(t) - rank(s);
///     yield from_scalars(t, [element(v, s, sum_of([
///             (if dim(s, d) == 1 { 0 } else { k / elems(t, lead + d + 1) % dim(t, lead + d) }) * elems(s, d + 1)
///             for d in 0..rank(s)]))
///         for k in 0..elems(t, 0)]);
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_broadcast_2(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_v] = __op.operands[..] else {
        return Ok(false);
    };
    if !matches!(
        * (rw.source().value_type(b_v)), ::lowrite_core::ir::Type::Vector { .. }
    ) {
        return Ok(false);
    }
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    if !(((((::lowrite_core::builtins::types::rank(
        &(rw.source().value_type(b_v).clone()),
    ))
        <= (::lowrite_core::builtins::types::rank(
            &(rw.source().value_type(b_r).clone()),
        ))))
        && (((((::lowrite_core::builtins::types::rank(
            &(rw.source().value_type(b_v).clone()),
        )) == (0i64)))
            || ((((({
                let mut __l = Vec::new();
                for b_d in ::lowrite_core::convert::located(
                    ::lowrite_core::convert::bounded_range(
                        0i64,
                        ::lowrite_core::builtins::types::rank(
                            &(rw.source().value_type(b_v).clone()),
                        ),
                    ),
                    rw,
                )? {
                    let b_d: i64 = b_d;
                    if !(((::lowrite_core::builtins::layout::dim(
                        &(rw.source().value_type(b_v).clone()),
                        b_d.clone(),
                    ))
                        != (::lowrite_core::builtins::layout::dim(
                            &(rw.source().value_type(b_r).clone()),
                            ((((::lowrite_core::builtins::types::rank(
                                &(rw.source().value_type(b_r).clone()),
                            ))
                                - (::lowrite_core::builtins::types::rank(
                                    &(rw.source().value_type(b_v).clone()),
                                )))) + (b_d.clone())),
                        ))))
                    {
                        continue;
                    }
                    __l.push(::lowrite_core::convert::Ofr::Static(b_d.clone()));
                }
                __l
            })
                .len() as i64)) > (0i64)))))))
    {
        return Ok(false);
    }
    let b_s = rw.source().value_type(b_v).clone();
    let b_t = rw.source().value_type(b_r).clone();
    let b_lead = ((::lowrite_core::builtins::types::rank(&(b_t.clone())))
        - (::lowrite_core::builtins::types::rank(&(b_s.clone()))));
    let __yielded = vec![
        ::lowrite_core::builtins::values::from_scalars(& (b_t.clone()), & { let mut __v :
        Vec < ::lowrite_core::ir::Value > = Vec::new(); __v.extend({ let mut __l =
        Vec::new(); for b_k in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
        ::lowrite_core::builtins::layout::elems(& (b_t.clone()), 0i64)), rw) ? { let b_k
        : i64 = b_k; __l.push(::lowrite_core::builtins::values::element(rw.value(b_v) ?,
        & (b_s.clone()),
        ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::sum_of(& ({ let
        mut __l = Vec::new(); for b_d in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
        ::lowrite_core::builtins::types::rank(& (b_s.clone()))), rw) ? { let b_d : i64 =
        b_d; __l.push(::lowrite_core::convert::Ofr::Static((((if
        ((::lowrite_core::builtins::layout::dim(& (b_s.clone()), b_d.clone())) == (1i64))
        { 0i64 } else { { let __a = (i64::checked_div(b_k.clone(),
        ::lowrite_core::builtins::layout::elems(& (b_t.clone()), ((((b_lead.clone()) +
        (b_d.clone()))) + (1i64)))).unwrap_or(0)); i64::checked_rem(__a,
        ::lowrite_core::builtins::layout::dim(& (b_t.clone()), ((b_lead.clone()) + (b_d
        .clone())))).unwrap_or(__a) } })) * (::lowrite_core::builtins::layout::elems(&
        (b_s.clone()), ((b_d.clone()) + (1i64))))))); } __l })), rw) ?, rw) ?); } __l });
        __v }, rw) ?
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// `vector.extract_strided_slice` of a 1-D vector: a shuffle.
///
/// Rule at rules/vector.rules:148:
///
/// ```text
/// /// `vector.extract_strided_slice` of a 1-D vector: a shuffle.
/// rule vector.extract_strided_slice(v) {offsets = o, strides = st} -> (r) where rank(type(v)) == 1
///     => llvm.shufflevector(v, v) {mask = i32_array_of([entry_or(o, 0, 0) + i * entry_or(st, 0, 1)
///         for i in 0..dim(type(r), 0)])} : convert(type(r));
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_extract_strided_slice_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_v] = __op.operands[..] else {
        return Ok(false);
    };
    let b_o @ Some(_) = __op.attr("offsets").cloned() else {
        return Ok(false);
    };
    let b_st @ Some(_) = __op.attr("strides").cloned() else {
        return Ok(false);
    };
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    if !(((::lowrite_core::builtins::types::rank(&(rw.source().value_type(b_v).clone())))
        == (1i64)))
    {
        return Ok(false);
    }
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.shufflevector")
            .operands(vec![rw.value(b_v) ?, rw.value(b_v) ?])
            .results(vec![rw.convert_type_of(b_r) ?])
            .attr_opt(
                "mask",
                ::lowrite_core::convert::located(
                    ::lowrite_core::builtins::attrs::i32_array_of(
                        &({
                            let mut __l = Vec::new();
                            for b_i in ::lowrite_core::convert::located(
                                ::lowrite_core::convert::bounded_range(
                                    0i64,
                                    ::lowrite_core::builtins::layout::dim(
                                        &(rw.source().value_type(b_r).clone()),
                                        0i64,
                                    ),
                                ),
                                rw,
                            )? {
                                let b_i: i64 = b_i;
                                __l.push(
                                    ::lowrite_core::convert::Ofr::Static(
                                        (((if ::lowrite_core::builtins::layout::is_static(
                                            ::lowrite_core::builtins::attrs::int_value(
                                                (::lowrite_core::builtins::attrs::attr_elem(
                                                    (b_o.clone()).as_ref(),
                                                    0i64,
                                                ))
                                                    .as_ref(),
                                            ),
                                        ) {
                                            ::lowrite_core::builtins::attrs::int_value(
                                                (::lowrite_core::builtins::attrs::attr_elem(
                                                    (b_o.clone()).as_ref(),
                                                    0i64,
                                                ))
                                                    .as_ref(),
                                            )
                                        } else {
                                            0i64
                                        }))
                                            + (((b_i.clone())
                                                * ((if ::lowrite_core::builtins::layout::is_static(
                                                    ::lowrite_core::builtins::attrs::int_value(
                                                        (::lowrite_core::builtins::attrs::attr_elem(
                                                            (b_st.clone()).as_ref(),
                                                            0i64,
                                                        ))
                                                            .as_ref(),
                                                    ),
                                                ) {
                                                    ::lowrite_core::builtins::attrs::int_value(
                                                        (::lowrite_core::builtins::attrs::attr_elem(
                                                            (b_st.clone()).as_ref(),
                                                            0i64,
                                                        ))
                                                            .as_ref(),
                                                    )
                                                } else {
                                                    1i64
                                                }))))),
                                    ),
                                );
                            }
                            __l
                        }),
                    ),
                    rw,
                )?,
            ),
        op,
        None,
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// `vector.extract_strided_slice` of a 1-D vector: a shuffle.
///
/// Rule at rules/vector.rules:153:
///
/// ```text
/// where rank(type(v)) > 1 => {
///     let s = type(v);
///     let t = type(r);
///     yield from_scalars(t, [element(v, s, sum_of([
///             (entry_or(o, d, 0) + k / elems(t, d + 1) % dim(t, d) * entry_or(st, d, 1)) * elems(s, d + 1)
///             for d in 0..rank(s)]))
///         for k in 0..elems(t, 0)]);
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_extract_strided_slice_1(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_v] = __op.operands[..] else {
        return Ok(false);
    };
    let b_o @ Some(_) = __op.attr("offsets").cloned() else {
        return Ok(false);
    };
    let b_st @ Some(_) = __op.attr("strides").cloned() else {
        return Ok(false);
    };
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    if !(((::lowrite_core::builtins::types::rank(&(rw.source().value_type(b_v).clone())))
        > (1i64)))
    {
        return Ok(false);
    }
    let b_s = rw.source().value_type(b_v).clone();
    let b_t = rw.source().value_type(b_r).clone();
    let __yielded = vec![
        ::lowrite_core::builtins::values::from_scalars(& (b_t.clone()), & { let mut __v :
        Vec < ::lowrite_core::ir::Value > = Vec::new(); __v.extend({ let mut __l =
        Vec::new(); for b_k in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
        ::lowrite_core::builtins::layout::elems(& (b_t.clone()), 0i64)), rw) ? { let b_k
        : i64 = b_k; __l.push(::lowrite_core::builtins::values::element(rw.value(b_v) ?,
        & (b_s.clone()),
        ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::sum_of(& ({ let
        mut __l = Vec::new(); for b_d in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
        ::lowrite_core::builtins::types::rank(& (b_s.clone()))), rw) ? { let b_d : i64 =
        b_d; __l.push(::lowrite_core::convert::Ofr::Static((((((if
        ::lowrite_core::builtins::layout::is_static(::lowrite_core::builtins::attrs::int_value((::lowrite_core::builtins::attrs::attr_elem((b_o
        .clone()).as_ref(), b_d.clone())).as_ref())) {
        ::lowrite_core::builtins::attrs::int_value((::lowrite_core::builtins::attrs::attr_elem((b_o
        .clone()).as_ref(), b_d.clone())).as_ref()) } else { 0i64 })) + ((({ let __a =
        (i64::checked_div(b_k.clone(), ::lowrite_core::builtins::layout::elems(& (b_t
        .clone()), ((b_d.clone()) + (1i64)))).unwrap_or(0)); i64::checked_rem(__a,
        ::lowrite_core::builtins::layout::dim(& (b_t.clone()), b_d.clone()))
        .unwrap_or(__a) }) * ((if
        ::lowrite_core::builtins::layout::is_static(::lowrite_core::builtins::attrs::int_value((::lowrite_core::builtins::attrs::attr_elem((b_st
        .clone()).as_ref(), b_d.clone())).as_ref())) {
        ::lowrite_core::builtins::attrs::int_value((::lowrite_core::builtins::attrs::attr_elem((b_st
        .clone()).as_ref(), b_d.clone())).as_ref()) } else { 1i64 })))))) *
        (::lowrite_core::builtins::layout::elems(& (b_s.clone()), ((b_d.clone()) +
        (1i64))))))); } __l })), rw) ?, rw) ?); } __l }); __v }, rw) ?
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// `vector.insert_strided_slice`: each result element from the slice where the slice covers it,
/// else from the destination.
///
/// Rule at rules/vector.rules:175:
///
/// ```text
/// /// `vector.insert_strided_slice`: each result element from the slice where the slice covers it,
/// /// else from the destination.
/// rule vector.insert_strided_slice(x, dst) {offsets = o, strides = st} -> (r) => {
///     let s = type(x);
///     let t = type(r);
///     let lead = rank(t) - rank(s);
///     yield from_scalars(t, [
///         if len([d for d in 0..rank(t) if slice_pos(t, s, o, st, k, d) >= 0]) == rank(t) {
///             element(x, s, sum_of([slice_pos(t, s, o, st, k, lead + d) * elems(s, d + 1) for d in 0..rank(s)]))
///         } else { element(dst, t, k) }
///         for k in 0..elems(t, 0)]);
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_insert_strided_slice_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_x, b_dst] = __op.operands[..] else {
        return Ok(false);
    };
    let b_o @ Some(_) = __op.attr("offsets").cloned() else {
        return Ok(false);
    };
    let b_st @ Some(_) = __op.attr("strides").cloned() else {
        return Ok(false);
    };
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    let b_s = rw.source().value_type(b_x).clone();
    let b_t = rw.source().value_type(b_r).clone();
    let b_lead = ((::lowrite_core::builtins::types::rank(&(b_t.clone())))
        - (::lowrite_core::builtins::types::rank(&(b_s.clone()))));
    let __yielded = vec![
        ::lowrite_core::builtins::values::from_scalars(& (b_t.clone()), & { let mut __v :
        Vec < ::lowrite_core::ir::Value > = Vec::new(); __v.extend({ let mut __l =
        Vec::new(); for b_k in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
        ::lowrite_core::builtins::layout::elems(& (b_t.clone()), 0i64)), rw) ? { let b_k
        : i64 = b_k; __l.push((if (((({ let mut __l = Vec::new(); for b_d in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
        ::lowrite_core::builtins::types::rank(& (b_t.clone()))), rw) ? { let b_d : i64 =
        b_d; if ! ((((if ((b_d.clone()) < (((::lowrite_core::builtins::types::rank(& (b_t
        .clone()))) - (::lowrite_core::builtins::types::rank(& (b_s.clone())))))) { (if
        (({ let __a = (i64::checked_div(b_k.clone(),
        ::lowrite_core::builtins::layout::elems(& (b_t.clone()), ((b_d.clone()) +
        (1i64)))).unwrap_or(0)); i64::checked_rem(__a,
        ::lowrite_core::builtins::layout::dim(& (b_t.clone()), b_d.clone()))
        .unwrap_or(__a) }) ==
        (::lowrite_core::builtins::attrs::int_value((::lowrite_core::builtins::attrs::attr_elem((b_o
        .clone()).as_ref(), b_d.clone())).as_ref()))) { 0i64 } else { (- 1i64) }) } else
        { { let b_rel__16 = (({ let __a = (i64::checked_div(b_k.clone(),
        ::lowrite_core::builtins::layout::elems(& (b_t.clone()), ((b_d.clone()) +
        (1i64)))).unwrap_or(0)); i64::checked_rem(__a,
        ::lowrite_core::builtins::layout::dim(& (b_t.clone()), b_d.clone()))
        .unwrap_or(__a) }) -
        (::lowrite_core::builtins::attrs::int_value((::lowrite_core::builtins::attrs::attr_elem((b_o
        .clone()).as_ref(), b_d.clone())).as_ref()))); { let b_stride__16 =
        ::lowrite_core::builtins::attrs::int_value((::lowrite_core::builtins::attrs::attr_elem((b_st
        .clone()).as_ref(), ((b_d.clone()) - (((::lowrite_core::builtins::types::rank(&
        (b_t.clone()))) - (::lowrite_core::builtins::types::rank(& (b_s.clone()))))))))
        .as_ref()); { let b_n__16 = ::lowrite_core::builtins::layout::dim(& (b_s
        .clone()), ((b_d.clone()) - (((::lowrite_core::builtins::types::rank(& (b_t
        .clone()))) - (::lowrite_core::builtins::types::rank(& (b_s.clone()))))))); (if
        ((((((b_rel__16.clone()) >= (0i64))) && ((({ let __a = b_rel__16.clone();
        i64::checked_rem(__a, b_stride__16.clone()).unwrap_or(__a) }) == (0i64))))) &&
        ((((i64::checked_div(b_rel__16.clone(), b_stride__16.clone()).unwrap_or(0))) <
        (b_n__16.clone())))) { (i64::checked_div(b_rel__16.clone(), b_stride__16.clone())
        .unwrap_or(0)) } else { (- 1i64) }) } } } })) >= (0i64))) { continue; } __l
        .push(::lowrite_core::convert::Ofr::Static(b_d.clone())); } __l }).len() as i64))
        == (::lowrite_core::builtins::types::rank(& (b_t.clone())))) {
        ::lowrite_core::builtins::values::element(rw.value(b_x) ?, & (b_s.clone()),
        ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::sum_of(& ({ let
        mut __l = Vec::new(); for b_d in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
        ::lowrite_core::builtins::types::rank(& (b_s.clone()))), rw) ? { let b_d : i64 =
        b_d; __l.push(::lowrite_core::convert::Ofr::Static((({ let b_d__17 = ((b_lead
        .clone()) + (b_d.clone())); (if ((b_d__17.clone()) <
        (((::lowrite_core::builtins::types::rank(& (b_t.clone()))) -
        (::lowrite_core::builtins::types::rank(& (b_s.clone())))))) { (if (({ let __a =
        (i64::checked_div(b_k.clone(), ::lowrite_core::builtins::layout::elems(& (b_t
        .clone()), ((b_d__17.clone()) + (1i64)))).unwrap_or(0)); i64::checked_rem(__a,
        ::lowrite_core::builtins::layout::dim(& (b_t.clone()), b_d__17.clone()))
        .unwrap_or(__a) }) ==
        (::lowrite_core::builtins::attrs::int_value((::lowrite_core::builtins::attrs::attr_elem((b_o
        .clone()).as_ref(), b_d__17.clone())).as_ref()))) { 0i64 } else { (- 1i64) }) }
        else { { let b_rel__18 = (({ let __a = (i64::checked_div(b_k.clone(),
        ::lowrite_core::builtins::layout::elems(& (b_t.clone()), ((b_d__17.clone()) +
        (1i64)))).unwrap_or(0)); i64::checked_rem(__a,
        ::lowrite_core::builtins::layout::dim(& (b_t.clone()), b_d__17.clone()))
        .unwrap_or(__a) }) -
        (::lowrite_core::builtins::attrs::int_value((::lowrite_core::builtins::attrs::attr_elem((b_o
        .clone()).as_ref(), b_d__17.clone())).as_ref()))); { let b_stride__18 =
        ::lowrite_core::builtins::attrs::int_value((::lowrite_core::builtins::attrs::attr_elem((b_st
        .clone()).as_ref(), ((b_d__17.clone()) -
        (((::lowrite_core::builtins::types::rank(& (b_t.clone()))) -
        (::lowrite_core::builtins::types::rank(& (b_s.clone())))))))).as_ref()); { let
        b_n__18 = ::lowrite_core::builtins::layout::dim(& (b_s.clone()), ((b_d__17
        .clone()) - (((::lowrite_core::builtins::types::rank(& (b_t.clone()))) -
        (::lowrite_core::builtins::types::rank(& (b_s.clone()))))))); (if ((((((b_rel__18
        .clone()) >= (0i64))) && ((({ let __a = b_rel__18.clone(); i64::checked_rem(__a,
        b_stride__18.clone()).unwrap_or(__a) }) == (0i64))))) &&
        ((((i64::checked_div(b_rel__18.clone(), b_stride__18.clone()).unwrap_or(0))) <
        (b_n__18.clone())))) { (i64::checked_div(b_rel__18.clone(), b_stride__18.clone())
        .unwrap_or(0)) } else { (- 1i64) }) } } } }) }) *
        (::lowrite_core::builtins::layout::elems(& (b_s.clone()), ((b_d.clone()) +
        (1i64))))))); } __l })), rw) ?, rw) ? } else {
        ::lowrite_core::builtins::values::element(rw.value(b_dst) ?, & (b_t.clone()), b_k
        .clone(), rw) ? })); } __l }); __v }, rw) ?
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// `vector.interleave`: row by row, a shuffle taking lanes of the two operands in turn.
///
/// Rule at rules/vector.rules:187:
///
/// ```text
/// /// `vector.interleave`: row by row, a shuffle taking lanes of the two operands in turn.
/// rule vector.interleave(a, b) -> (r) => {
///     let s = type(a);
///     let n = row_len(s);
///     yield pack(convert(type(r)), [llvm.shufflevector(row_of(a, s, j), row_of(b, s, j))
///             {mask = i32_array_of([i / 2 + i % 2 * n for i in 0..2 * n])} : vector(2 * n, convert(elem(s)))
///         for j in 0..elems(s, 0) / n]);
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_interleave_0(
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
    let b_s = rw.source().value_type(b_a).clone();
    let b_n = (if ((::lowrite_core::builtins::types::rank(&(b_s.clone()))) == (0i64)) {
        1i64
    } else {
        ::lowrite_core::builtins::layout::dim(
            &(b_s.clone()),
            ((::lowrite_core::builtins::types::rank(&(b_s.clone()))) - (1i64)),
        )
    });
    let __yielded = vec![
        ::lowrite_core::builtins::values::pack(& (rw.convert_type_of(b_r) ?), & { let mut
        __v : Vec < ::lowrite_core::ir::Value > = Vec::new(); __v.extend({ let mut __l =
        Vec::new(); for b_j in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
        (i64::checked_div(::lowrite_core::builtins::layout::elems(& (b_s.clone()), 0i64),
        b_n.clone()).unwrap_or(0))), rw) ? { let b_j : i64 = b_j; __l
        .push(::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.shufflevector")
        .operands(vec![(if ((::lowrite_core::builtins::types::rank(& (b_s.clone()))) <=
        (1i64)) { rw.value(b_a) ? } else { { let __v = rw.value(b_a) ?; let mut __p : Vec
        < i64 > = Vec::new(); for __o in { let mut __l = Vec::new(); for b_d__20 in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
        ((::lowrite_core::builtins::types::rank(& (b_s.clone()))) - (1i64))), rw) ? { let
        b_d__20 : i64 = b_d__20; __l.push(::lowrite_core::convert::Ofr::Static({ let __a
        = (i64::checked_div(((b_j.clone()) * ((if
        ((::lowrite_core::builtins::types::rank(& (b_s.clone()))) == (0i64)) { 1i64 }
        else { ::lowrite_core::builtins::layout::dim(& (b_s.clone()),
        ((::lowrite_core::builtins::types::rank(& (b_s.clone()))) - (1i64))) }))),
        ::lowrite_core::builtins::layout::elems(& (b_s.clone()), ((b_d__20.clone()) +
        (1i64)))).unwrap_or(0)); i64::checked_rem(__a,
        ::lowrite_core::builtins::layout::dim(& (b_s.clone()), b_d__20.clone()))
        .unwrap_or(__a) })); } __l } { __p
        .push(::lowrite_core::builtins::values::static_of(__o, rw) ?); }
        ::lowrite_core::builtins::values::extract(__v, & __p, rw) ? } }), (if
        ((::lowrite_core::builtins::types::rank(& (b_s.clone()))) <= (1i64)) { rw
        .value(b_b) ? } else { { let __v = rw.value(b_b) ?; let mut __p : Vec < i64 > =
        Vec::new(); for __o in { let mut __l = Vec::new(); for b_d__22 in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
        ((::lowrite_core::builtins::types::rank(& (b_s.clone()))) - (1i64))), rw) ? { let
        b_d__22 : i64 = b_d__22; __l.push(::lowrite_core::convert::Ofr::Static({ let __a
        = (i64::checked_div(((b_j.clone()) * ((if
        ((::lowrite_core::builtins::types::rank(& (b_s.clone()))) == (0i64)) { 1i64 }
        else { ::lowrite_core::builtins::layout::dim(& (b_s.clone()),
        ((::lowrite_core::builtins::types::rank(& (b_s.clone()))) - (1i64))) }))),
        ::lowrite_core::builtins::layout::elems(& (b_s.clone()), ((b_d__22.clone()) +
        (1i64)))).unwrap_or(0)); i64::checked_rem(__a,
        ::lowrite_core::builtins::layout::dim(& (b_s.clone()), b_d__22.clone()))
        .unwrap_or(__a) })); } __l } { __p
        .push(::lowrite_core::builtins::values::static_of(__o, rw) ?); }
        ::lowrite_core::builtins::values::extract(__v, & __p, rw) ? } })])
        .results(vec![::lowrite_core::builtins::types::vector(((2i64) * (b_n.clone())), &
        ({ let __t = ::lowrite_core::builtins::types::elem(& (b_s.clone())); rw
        .convert_type(& __t) ? }))]).attr_opt("mask",
        ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::i32_array_of(&
        ({ let mut __l = Vec::new(); for b_i in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
        ((2i64) * (b_n.clone()))), rw) ? { let b_i : i64 = b_i; __l
        .push(::lowrite_core::convert::Ofr::Static((((i64::checked_div(b_i.clone(), 2i64)
        .unwrap_or(0))) + ((({ let __a = b_i.clone(); i64::checked_rem(__a, 2i64)
        .unwrap_or(__a) }) * (b_n.clone())))))); } __l })), rw) ?), op, None, rw,) ?); }
        __l }); __v }, rw) ?
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// `vector.deinterleave`: row by row, the even lanes and the odd lanes.
///
/// Rule at rules/vector.rules:196:
///
/// ```text
/// /// `vector.deinterleave`: row by row, the even lanes and the odd lanes.
/// rule vector.deinterleave(v) -> (even, odd)
///     => [every_other(v, type(v), 0, type(even)), every_other(v, type(v), 1, type(odd))];
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_deinterleave_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_v] = __op.operands[..] else {
        return Ok(false);
    };
    let [b_even, b_odd] = __op.results[..] else {
        return Ok(false);
    };
    let __yielded = {
        let mut __v: Vec<::lowrite_core::ir::Value> = Vec::new();
        __v.extend({
            let mut __l = Vec::new();
            __l.push({
                let b_s__24 = rw.source().value_type(b_v).clone();
                {
                    let b_t__24 = rw.source().value_type(b_even).clone();
                    ::lowrite_core::builtins::values::pack(
                        &({
                            let __t = b_t__24.clone();
                            rw.convert_type(&__t)?
                        }),
                        &{
                            let mut __v: Vec<::lowrite_core::ir::Value> = Vec::new();
                            __v.extend({
                                let mut __l = Vec::new();
                                for b_j__24 in ::lowrite_core::convert::located(
                                    ::lowrite_core::convert::bounded_range(
                                        0i64,
                                        (i64::checked_div(
                                                ::lowrite_core::builtins::layout::elems(
                                                    &(b_s__24.clone()),
                                                    0i64,
                                                ),
                                                (if ((::lowrite_core::builtins::types::rank(
                                                    &(b_s__24.clone()),
                                                )) == (0i64))
                                                {
                                                    1i64
                                                } else {
                                                    ::lowrite_core::builtins::layout::dim(
                                                        &(b_s__24.clone()),
                                                        ((::lowrite_core::builtins::types::rank(&(b_s__24.clone())))
                                                            - (1i64)),
                                                    )
                                                }),
                                            )
                                            .unwrap_or(0)),
                                    ),
                                    rw,
                                )? {
                                    let b_j__24: i64 = b_j__24;
                                    __l.push(
                                        ::lowrite_core::convert::build_one(
                                            ::lowrite_core::ir::OpSpec::named("llvm.shufflevector")
                                                .operands(
                                                    vec![
                                                        (if ((::lowrite_core::builtins::types::rank(& (b_s__24
                                                        .clone()))) <= (1i64)) { rw.value(b_v) ? } else { { let __v
                                                        = rw.value(b_v) ?; let mut __p : Vec < i64 > = Vec::new();
                                                        for __o in { let mut __l = Vec::new(); for b_d__26 in
                                                        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
                                                        ((::lowrite_core::builtins::types::rank(& (b_s__24
                                                        .clone()))) - (1i64))), rw) ? { let b_d__26 : i64 = b_d__26;
                                                        __l.push(::lowrite_core::convert::Ofr::Static({ let __a =
                                                        (i64::checked_div(((b_j__24.clone()) * ((if
                                                        ((::lowrite_core::builtins::types::rank(& (b_s__24
                                                        .clone()))) == (0i64)) { 1i64 } else {
                                                        ::lowrite_core::builtins::layout::dim(& (b_s__24.clone()),
                                                        ((::lowrite_core::builtins::types::rank(& (b_s__24
                                                        .clone()))) - (1i64))) }))),
                                                        ::lowrite_core::builtins::layout::elems(& (b_s__24.clone()),
                                                        ((b_d__26.clone()) + (1i64)))).unwrap_or(0));
                                                        i64::checked_rem(__a,
                                                        ::lowrite_core::builtins::layout::dim(& (b_s__24.clone()),
                                                        b_d__26.clone())).unwrap_or(__a) })); } __l } { __p
                                                        .push(::lowrite_core::builtins::values::static_of(__o, rw)
                                                        ?); } ::lowrite_core::builtins::values::extract(__v, & __p,
                                                        rw) ? } }), (if ((::lowrite_core::builtins::types::rank(&
                                                        (b_s__24.clone()))) <= (1i64)) { rw.value(b_v) ? } else { {
                                                        let __v = rw.value(b_v) ?; let mut __p : Vec < i64 > =
                                                        Vec::new(); for __o in { let mut __l = Vec::new(); for
                                                        b_d__28 in
                                                        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
                                                        ((::lowrite_core::builtins::types::rank(& (b_s__24
                                                        .clone()))) - (1i64))), rw) ? { let b_d__28 : i64 = b_d__28;
                                                        __l.push(::lowrite_core::convert::Ofr::Static({ let __a =
                                                        (i64::checked_div(((b_j__24.clone()) * ((if
                                                        ((::lowrite_core::builtins::types::rank(& (b_s__24
                                                        .clone()))) == (0i64)) { 1i64 } else {
                                                        ::lowrite_core::builtins::layout::dim(& (b_s__24.clone()),
                                                        ((::lowrite_core::builtins::types::rank(& (b_s__24
                                                        .clone()))) - (1i64))) }))),
                                                        ::lowrite_core::builtins::layout::elems(& (b_s__24.clone()),
                                                        ((b_d__28.clone()) + (1i64)))).unwrap_or(0));
                                                        i64::checked_rem(__a,
                                                        ::lowrite_core::builtins::layout::dim(& (b_s__24.clone()),
                                                        b_d__28.clone())).unwrap_or(__a) })); } __l } { __p
                                                        .push(::lowrite_core::builtins::values::static_of(__o, rw)
                                                        ?); } ::lowrite_core::builtins::values::extract(__v, & __p,
                                                        rw) ? } })
                                                    ],
                                                )
                                                .results(
                                                    vec![
                                                        ::lowrite_core::builtins::types::vector((i64::checked_div((if
                                                        ((::lowrite_core::builtins::types::rank(& (b_s__24
                                                        .clone()))) == (0i64)) { 1i64 } else {
                                                        ::lowrite_core::builtins::layout::dim(& (b_s__24.clone()),
                                                        ((::lowrite_core::builtins::types::rank(& (b_s__24
                                                        .clone()))) - (1i64))) }), 2i64).unwrap_or(0)), & ({ let __t
                                                        = ::lowrite_core::builtins::types::elem(& (b_s__24
                                                        .clone())); rw.convert_type(& __t) ? }))
                                                    ],
                                                )
                                                .attr_opt(
                                                    "mask",
                                                    ::lowrite_core::convert::located(
                                                        ::lowrite_core::builtins::attrs::i32_array_of(
                                                            &({
                                                                let mut __l = Vec::new();
                                                                for b_i__24 in ::lowrite_core::convert::located(
                                                                    ::lowrite_core::convert::bounded_range(
                                                                        0i64,
                                                                        (i64::checked_div(
                                                                                (if ((::lowrite_core::builtins::types::rank(
                                                                                    &(b_s__24.clone()),
                                                                                )) == (0i64))
                                                                                {
                                                                                    1i64
                                                                                } else {
                                                                                    ::lowrite_core::builtins::layout::dim(
                                                                                        &(b_s__24.clone()),
                                                                                        ((::lowrite_core::builtins::types::rank(&(b_s__24.clone())))
                                                                                            - (1i64)),
                                                                                    )
                                                                                }),
                                                                                2i64,
                                                                            )
                                                                            .unwrap_or(0)),
                                                                    ),
                                                                    rw,
                                                                )? {
                                                                    let b_i__24: i64 = b_i__24;
                                                                    __l.push(
                                                                        ::lowrite_core::convert::Ofr::Static(
                                                                            ((((2i64) * (b_i__24.clone()))) + (0i64)),
                                                                        ),
                                                                    );
                                                                }
                                                                __l
                                                            }),
                                                        ),
                                                        rw,
                                                    )?,
                                                ),
                                            op,
                                            None,
                                            rw,
                                        )?,
                                    );
                                }
                                __l
                            });
                            __v
                        },
                        rw,
                    )?
                }
            });
            __l.push({
                let b_s__32 = rw.source().value_type(b_v).clone();
                {
                    let b_t__32 = rw.source().value_type(b_odd).clone();
                    ::lowrite_core::builtins::values::pack(
                        &({
                            let __t = b_t__32.clone();
                            rw.convert_type(&__t)?
                        }),
                        &{
                            let mut __v: Vec<::lowrite_core::ir::Value> = Vec::new();
                            __v.extend({
                                let mut __l = Vec::new();
                                for b_j__32 in ::lowrite_core::convert::located(
                                    ::lowrite_core::convert::bounded_range(
                                        0i64,
                                        (i64::checked_div(
                                                ::lowrite_core::builtins::layout::elems(
                                                    &(b_s__32.clone()),
                                                    0i64,
                                                ),
                                                (if ((::lowrite_core::builtins::types::rank(
                                                    &(b_s__32.clone()),
                                                )) == (0i64))
                                                {
                                                    1i64
                                                } else {
                                                    ::lowrite_core::builtins::layout::dim(
                                                        &(b_s__32.clone()),
                                                        ((::lowrite_core::builtins::types::rank(&(b_s__32.clone())))
                                                            - (1i64)),
                                                    )
                                                }),
                                            )
                                            .unwrap_or(0)),
                                    ),
                                    rw,
                                )? {
                                    let b_j__32: i64 = b_j__32;
                                    __l.push(
                                        ::lowrite_core::convert::build_one(
                                            ::lowrite_core::ir::OpSpec::named("llvm.shufflevector")
                                                .operands(
                                                    vec![
                                                        (if ((::lowrite_core::builtins::types::rank(& (b_s__32
                                                        .clone()))) <= (1i64)) { rw.value(b_v) ? } else { { let __v
                                                        = rw.value(b_v) ?; let mut __p : Vec < i64 > = Vec::new();
                                                        for __o in { let mut __l = Vec::new(); for b_d__34 in
                                                        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
                                                        ((::lowrite_core::builtins::types::rank(& (b_s__32
                                                        .clone()))) - (1i64))), rw) ? { let b_d__34 : i64 = b_d__34;
                                                        __l.push(::lowrite_core::convert::Ofr::Static({ let __a =
                                                        (i64::checked_div(((b_j__32.clone()) * ((if
                                                        ((::lowrite_core::builtins::types::rank(& (b_s__32
                                                        .clone()))) == (0i64)) { 1i64 } else {
                                                        ::lowrite_core::builtins::layout::dim(& (b_s__32.clone()),
                                                        ((::lowrite_core::builtins::types::rank(& (b_s__32
                                                        .clone()))) - (1i64))) }))),
                                                        ::lowrite_core::builtins::layout::elems(& (b_s__32.clone()),
                                                        ((b_d__34.clone()) + (1i64)))).unwrap_or(0));
                                                        i64::checked_rem(__a,
                                                        ::lowrite_core::builtins::layout::dim(& (b_s__32.clone()),
                                                        b_d__34.clone())).unwrap_or(__a) })); } __l } { __p
                                                        .push(::lowrite_core::builtins::values::static_of(__o, rw)
                                                        ?); } ::lowrite_core::builtins::values::extract(__v, & __p,
                                                        rw) ? } }), (if ((::lowrite_core::builtins::types::rank(&
                                                        (b_s__32.clone()))) <= (1i64)) { rw.value(b_v) ? } else { {
                                                        let __v = rw.value(b_v) ?; let mut __p : Vec < i64 > =
                                                        Vec::new(); for __o in { let mut __l = Vec::new(); for
                                                        b_d__36 in
                                                        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
                                                        ((::lowrite_core::builtins::types::rank(& (b_s__32
                                                        .clone()))) - (1i64))), rw) ? { let b_d__36 : i64 = b_d__36;
                                                        __l.push(::lowrite_core::convert::Ofr::Static({ let __a =
                                                        (i64::checked_div(((b_j__32.clone()) * ((if
                                                        ((::lowrite_core::builtins::types::rank(& (b_s__32
                                                        .clone()))) == (0i64)) { 1i64 } else {
                                                        ::lowrite_core::builtins::layout::dim(& (b_s__32.clone()),
                                                        ((::lowrite_core::builtins::types::rank(& (b_s__32
                                                        .clone()))) - (1i64))) }))),
                                                        ::lowrite_core::builtins::layout::elems(& (b_s__32.clone()),
                                                        ((b_d__36.clone()) + (1i64)))).unwrap_or(0));
                                                        i64::checked_rem(__a,
                                                        ::lowrite_core::builtins::layout::dim(& (b_s__32.clone()),
                                                        b_d__36.clone())).unwrap_or(__a) })); } __l } { __p
                                                        .push(::lowrite_core::builtins::values::static_of(__o, rw)
                                                        ?); } ::lowrite_core::builtins::values::extract(__v, & __p,
                                                        rw) ? } })
                                                    ],
                                                )
                                                .results(
                                                    vec![
                                                        ::lowrite_core::builtins::types::vector((i64::checked_div((if
                                                        ((::lowrite_core::builtins::types::rank(& (b_s__32
                                                        .clone()))) == (0i64)) { 1i64 } else {
                                                        ::lowrite_core::builtins::layout::dim(& (b_s__32.clone()),
                                                        ((::lowrite_core::builtins::types::rank(& (b_s__32
                                                        .clone()))) - (1i64))) }), 2i64).unwrap_or(0)), & ({ let __t
                                                        = ::lowrite_core::builtins::types::elem(& (b_s__32
                                                        .clone())); rw.convert_type(& __t) ? }))
                                                    ],
                                                )
                                                .attr_opt(
                                                    "mask",
                                                    ::lowrite_core::convert::located(
                                                        ::lowrite_core::builtins::attrs::i32_array_of(
                                                            &({
                                                                let mut __l = Vec::new();
                                                                for b_i__32 in ::lowrite_core::convert::located(
                                                                    ::lowrite_core::convert::bounded_range(
                                                                        0i64,
                                                                        (i64::checked_div(
                                                                                (if ((::lowrite_core::builtins::types::rank(
                                                                                    &(b_s__32.clone()),
                                                                                )) == (0i64))
                                                                                {
                                                                                    1i64
                                                                                } else {
                                                                                    ::lowrite_core::builtins::layout::dim(
                                                                                        &(b_s__32.clone()),
                                                                                        ((::lowrite_core::builtins::types::rank(&(b_s__32.clone())))
                                                                                            - (1i64)),
                                                                                    )
                                                                                }),
                                                                                2i64,
                                                                            )
                                                                            .unwrap_or(0)),
                                                                    ),
                                                                    rw,
                                                                )? {
                                                                    let b_i__32: i64 = b_i__32;
                                                                    __l.push(
                                                                        ::lowrite_core::convert::Ofr::Static(
                                                                            ((((2i64) * (b_i__32.clone()))) + (1i64)),
                                                                        ),
                                                                    );
                                                                }
                                                                __l
                                                            }),
                                                        ),
                                                        rw,
                                                    )?,
                                                ),
                                            op,
                                            None,
                                            rw,
                                        )?,
                                    );
                                }
                                __l
                            });
                            __v
                        },
                        rw,
                    )?
                }
            });
            __l
        });
        __v
    };
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// `vector.bitcast`: each row reinterpreted (the innermost dimension changes with the element
/// width).
///
/// Rule at rules/vector.rules:206:
///
/// ```text
/// /// `vector.bitcast`: each row reinterpreted (the innermost dimension changes with the element
/// /// width).
/// rule vector.bitcast(v) -> (r) => {
///     let s = type(v);
///     let rt = vector(row_len(type(r)), convert(elem(type(r))));
///     yield pack(convert(type(r)), [llvm.bitcast(row_of(v, s, j)) : rt for j in 0..elems(s, 0) / row_len(s)]);
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_bitcast_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_v] = __op.operands[..] else {
        return Ok(false);
    };
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    let b_s = rw.source().value_type(b_v).clone();
    let b_rt = ::lowrite_core::builtins::types::vector(
        {
            let b_t__40 = rw.source().value_type(b_r).clone();
            (if ((::lowrite_core::builtins::types::rank(&(b_t__40.clone()))) == (0i64)) {
                1i64
            } else {
                ::lowrite_core::builtins::layout::dim(
                    &(b_t__40.clone()),
                    ((::lowrite_core::builtins::types::rank(&(b_t__40.clone())))
                        - (1i64)),
                )
            })
        },
        &({
            let __t = ::lowrite_core::builtins::types::elem(
                &(rw.source().value_type(b_r).clone()),
            );
            rw.convert_type(&__t)?
        }),
    );
    let __yielded = vec![
        ::lowrite_core::builtins::values::pack(& (rw.convert_type_of(b_r) ?), & { let mut
        __v : Vec < ::lowrite_core::ir::Value > = Vec::new(); __v.extend({ let mut __l =
        Vec::new(); for b_j in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
        (i64::checked_div(::lowrite_core::builtins::layout::elems(& (b_s.clone()), 0i64),
        (if ((::lowrite_core::builtins::types::rank(& (b_s.clone()))) == (0i64)) { 1i64 }
        else { ::lowrite_core::builtins::layout::dim(& (b_s.clone()),
        ((::lowrite_core::builtins::types::rank(& (b_s.clone()))) - (1i64))) }))
        .unwrap_or(0))), rw) ? { let b_j : i64 = b_j; __l
        .push(::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.bitcast")
        .operands(vec![(if ((::lowrite_core::builtins::types::rank(& (b_s.clone()))) <=
        (1i64)) { rw.value(b_v) ? } else { { let __v = rw.value(b_v) ?; let mut __p : Vec
        < i64 > = Vec::new(); for __o in { let mut __l = Vec::new(); for b_d__42 in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
        ((::lowrite_core::builtins::types::rank(& (b_s.clone()))) - (1i64))), rw) ? { let
        b_d__42 : i64 = b_d__42; __l.push(::lowrite_core::convert::Ofr::Static({ let __a
        = (i64::checked_div(((b_j.clone()) * ((if
        ((::lowrite_core::builtins::types::rank(& (b_s.clone()))) == (0i64)) { 1i64 }
        else { ::lowrite_core::builtins::layout::dim(& (b_s.clone()),
        ((::lowrite_core::builtins::types::rank(& (b_s.clone()))) - (1i64))) }))),
        ::lowrite_core::builtins::layout::elems(& (b_s.clone()), ((b_d__42.clone()) +
        (1i64)))).unwrap_or(0)); i64::checked_rem(__a,
        ::lowrite_core::builtins::layout::dim(& (b_s.clone()), b_d__42.clone()))
        .unwrap_or(__a) })); } __l } { __p
        .push(::lowrite_core::builtins::values::static_of(__o, rw) ?); }
        ::lowrite_core::builtins::values::extract(__v, & __p, rw) ? } })])
        .results(vec![b_rt.clone()]), op, None, rw,) ?); } __l }); __v }, rw) ?
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// `vector.outerproduct` of two 1-D vectors, float `add` into an accumulator: row `i` is
/// `fma(lhs[i], rhs, acc[i])`, as upstream's lowering through `vector.fma`.
///
/// Rule at rules/vector.rules:217:
///
/// ```text
/// /// `vector.outerproduct` of two 1-D vectors, float `add` into an accumulator: row `i` is
/// /// `fma(lhs[i], rhs, acc[i])`, as upstream's lowering through `vector.fma`.
/// rule vector.outerproduct(a, b: vector, ..acc) {kind = k?} -> (r)
///     let n = dim(type(r), 1);
///     let e = convert(elem(type(r)));
///     where len(acc) == 1 && elem(type(r)) is float && outer_kind(k) == "add"
///     => pack(convert(type(r)), [llvm.intr.fmuladd(splat(llvm.extractelement(a, constant(i, i64)) : e, n, e), b,
///             extract(nth(acc, 0), [i])) : vector(n, e)
///         for i in 0..dim(type(r), 0)]);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_outerproduct_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_a, b_b, ref b_acc @ ..] = __op.operands[..] else {
        return Ok(false);
    };
    let b_acc: Vec<::lowrite_core::ir::Value> = b_acc.to_vec();
    if !matches!(
        * (rw.source().value_type(b_b)), ::lowrite_core::ir::Type::Vector { .. }
    ) {
        return Ok(false);
    }
    let b_k = __op.attr("kind").cloned();
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    if !((((((((b_acc.len() as i64)) == (1i64)))
        && (matches!(
            ::lowrite_core::builtins::types::elem(& (rw.source().value_type(b_r)
            .clone())), ::lowrite_core::ir::Type::Float(_)
        ))))
        && ((((if ::lowrite_core::builtins::attrs::present((b_k.clone()).as_ref()) {
            ::std::string::String::from(
                ::lowrite_core::builtins::attrs::case_of((b_k.clone()).as_ref()),
            )
        } else {
            ::std::string::String::from("add")
        })) == ("add")))))
    {
        return Ok(false);
    }
    let b_n = ::lowrite_core::builtins::layout::dim(
        &(rw.source().value_type(b_r).clone()),
        1i64,
    );
    let b_e = {
        let __t = ::lowrite_core::builtins::types::elem(
            &(rw.source().value_type(b_r).clone()),
        );
        rw.convert_type(&__t)?
    };
    let __yielded = vec![
        ::lowrite_core::builtins::values::pack(& (rw.convert_type_of(b_r) ?), & { let mut
        __v : Vec < ::lowrite_core::ir::Value > = Vec::new(); __v.extend({ let mut __l =
        Vec::new(); for b_i in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
        ::lowrite_core::builtins::layout::dim(& (rw.source().value_type(b_r).clone()),
        0i64)), rw) ? { let b_i : i64 = b_i; __l
        .push(::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.fmuladd")
        .operands(vec![{ let b_p__45 = ::lowrite_core::builtins::values::poison(&
        (::lowrite_core::builtins::types::vector(b_n.clone(), & (b_e.clone()))), rw) ?;
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.shufflevector")
        .operands(vec![::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.insertelement")
        .operands(vec![b_p__45,
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.extractelement")
        .operands(vec![rw.value(b_a) ?, ::lowrite_core::builtins::values::constant(b_i
        .clone(), & (::lowrite_core::ir::Type::int(64u32)), rw) ?]).results(vec![b_e
        .clone()]), op, None, rw,) ?, ::lowrite_core::builtins::values::constant(0i64, &
        (::lowrite_core::ir::Type::int(32u32)), rw) ?])
        .results(vec![::lowrite_core::builtins::types::vector(b_n.clone(), & (b_e
        .clone()))]), op, None, rw,) ?, b_p__45])
        .results(vec![::lowrite_core::builtins::types::vector(b_n.clone(), & (b_e
        .clone()))]).attr_opt("mask",
        ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::i32_array_of(&
        ({ let mut __l = Vec::new(); for b__i__45 in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64, b_n
        .clone()), rw) ? { let b__i__45 : i64 = b__i__45; __l
        .push(::lowrite_core::convert::Ofr::Static(0i64)); } __l })), rw) ?), op, None,
        rw,) ? }, rw.value(b_b) ?, { let __v =
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& rw
        .values(& b_acc) ?, 0i64, "value"), rw) ?; let mut __p : Vec < i64 > =
        Vec::new(); for __o in { let mut __l = Vec::new(); __l
        .push(::lowrite_core::convert::Ofr::Static(b_i.clone())); __l } { __p
        .push(::lowrite_core::builtins::values::static_of(__o, rw) ?); }
        ::lowrite_core::builtins::values::extract(__v, & __p, rw) ? }])
        .results(vec![::lowrite_core::builtins::types::vector(b_n.clone(), & (b_e
        .clone()))]), op, None, rw,) ?); } __l }); __v }, rw) ?
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// `vector.outerproduct` of two 1-D vectors, float `add` into an accumulator: row `i` is
/// `fma(lhs[i], rhs, acc[i])`, as upstream's lowering through `vector.fma`.
///
/// Rule at rules/vector.rules:226:
///
/// ```text
/// where !(len(acc) == 1 && elem(type(r)) is float && outer_kind(k) == "add") => {
///     let f = elem(type(r)) is float;
///     let products = [multiply(splat(llvm.extractelement(a, constant(i, i64)) : e, n, e), b, vector(n, e), f)
///         for i in 0..dim(type(r), 0)];
///     yield pack(convert(type(r)), if len(acc) == 0 { products } else {
///         [combine(outer_kind(k), nth(products, i), extract(nth(acc, 0), [i]), vector(n, e), f) for i in 0..dim(type(r), 0)] });
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_outerproduct_1(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_a, b_b, ref b_acc @ ..] = __op.operands[..] else {
        return Ok(false);
    };
    let b_acc: Vec<::lowrite_core::ir::Value> = b_acc.to_vec();
    if !matches!(
        * (rw.source().value_type(b_b)), ::lowrite_core::ir::Type::Vector { .. }
    ) {
        return Ok(false);
    }
    let b_k = __op.attr("kind").cloned();
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    if !((!((((((((b_acc.len() as i64)) == (1i64)))
        && (matches!(
            ::lowrite_core::builtins::types::elem(& (rw.source().value_type(b_r)
            .clone())), ::lowrite_core::ir::Type::Float(_)
        ))))
        && ((((if ::lowrite_core::builtins::attrs::present((b_k.clone()).as_ref()) {
            ::std::string::String::from(
                ::lowrite_core::builtins::attrs::case_of((b_k.clone()).as_ref()),
            )
        } else {
            ::std::string::String::from("add")
        })) == ("add")))))))
    {
        return Ok(false);
    }
    let b_n = ::lowrite_core::builtins::layout::dim(
        &(rw.source().value_type(b_r).clone()),
        1i64,
    );
    let b_e = {
        let __t = ::lowrite_core::builtins::types::elem(
            &(rw.source().value_type(b_r).clone()),
        );
        rw.convert_type(&__t)?
    };
    let b_f = matches!(
        ::lowrite_core::builtins::types::elem(& (rw.source().value_type(b_r).clone())),
        ::lowrite_core::ir::Type::Float(_)
    );
    let b_products = {
        let mut __l = Vec::new();
        for b_i in ::lowrite_core::convert::located(
            ::lowrite_core::convert::bounded_range(
                0i64,
                ::lowrite_core::builtins::layout::dim(
                    &(rw.source().value_type(b_r).clone()),
                    0i64,
                ),
            ),
            rw,
        )? {
            let b_i: i64 = b_i;
            __l.push({
                let b_t__48 = ::lowrite_core::builtins::types::vector(
                    b_n.clone(),
                    &(b_e.clone()),
                );
                (if b_f.clone() {
                    ::lowrite_core::convert::build_one(
                        ::lowrite_core::ir::OpSpec::named("llvm.fmul")
                            .operands(
                                vec![
                                    { let b_p__47 = ::lowrite_core::builtins::values::poison(&
                                    (::lowrite_core::builtins::types::vector(b_n.clone(), & (b_e
                                    .clone()))), rw) ?;
                                    ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.shufflevector")
                                    .operands(vec![::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.insertelement")
                                    .operands(vec![b_p__47,
                                    ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.extractelement")
                                    .operands(vec![rw.value(b_a) ?,
                                    ::lowrite_core::builtins::values::constant(b_i.clone(), &
                                    (::lowrite_core::ir::Type::int(64u32)), rw) ?])
                                    .results(vec![b_e.clone()]), op, None, rw,) ?,
                                    ::lowrite_core::builtins::values::constant(0i64, &
                                    (::lowrite_core::ir::Type::int(32u32)), rw) ?])
                                    .results(vec![::lowrite_core::builtins::types::vector(b_n
                                    .clone(), & (b_e.clone()))]), op, None, rw,) ?, b_p__47])
                                    .results(vec![::lowrite_core::builtins::types::vector(b_n
                                    .clone(), & (b_e.clone()))]).attr_opt("mask",
                                    ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::i32_array_of(&
                                    ({ let mut __l = Vec::new(); for b__i__47 in
                                    ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
                                    b_n.clone()), rw) ? { let b__i__47 : i64 = b__i__47; __l
                                    .push(::lowrite_core::convert::Ofr::Static(0i64)); } __l
                                    })), rw) ?), op, None, rw,) ? }, rw.value(b_b) ?
                                ],
                            )
                            .results(vec![b_t__48.clone()]),
                        op,
                        None,
                        rw,
                    )?
                } else {
                    ::lowrite_core::convert::build_one(
                        ::lowrite_core::ir::OpSpec::named("llvm.mul")
                            .operands(
                                vec![
                                    { let b_p__47 = ::lowrite_core::builtins::values::poison(&
                                    (::lowrite_core::builtins::types::vector(b_n.clone(), & (b_e
                                    .clone()))), rw) ?;
                                    ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.shufflevector")
                                    .operands(vec![::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.insertelement")
                                    .operands(vec![b_p__47,
                                    ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.extractelement")
                                    .operands(vec![rw.value(b_a) ?,
                                    ::lowrite_core::builtins::values::constant(b_i.clone(), &
                                    (::lowrite_core::ir::Type::int(64u32)), rw) ?])
                                    .results(vec![b_e.clone()]), op, None, rw,) ?,
                                    ::lowrite_core::builtins::values::constant(0i64, &
                                    (::lowrite_core::ir::Type::int(32u32)), rw) ?])
                                    .results(vec![::lowrite_core::builtins::types::vector(b_n
                                    .clone(), & (b_e.clone()))]), op, None, rw,) ?, b_p__47])
                                    .results(vec![::lowrite_core::builtins::types::vector(b_n
                                    .clone(), & (b_e.clone()))]).attr_opt("mask",
                                    ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::i32_array_of(&
                                    ({ let mut __l = Vec::new(); for b__i__47 in
                                    ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
                                    b_n.clone()), rw) ? { let b__i__47 : i64 = b__i__47; __l
                                    .push(::lowrite_core::convert::Ofr::Static(0i64)); } __l
                                    })), rw) ?), op, None, rw,) ? }, rw.value(b_b) ?
                                ],
                            )
                            .results(vec![b_t__48.clone()]),
                        op,
                        None,
                        rw,
                    )?
                })
            });
        }
        __l
    };
    let __yielded = vec![
        ::lowrite_core::builtins::values::pack(& (rw.convert_type_of(b_r) ?), & { let mut
        __v : Vec < ::lowrite_core::ir::Value > = Vec::new(); __v.extend((if (((b_acc
        .len() as i64)) == (0i64)) { b_products.clone() } else { { let mut __l =
        Vec::new(); for b_i in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
        ::lowrite_core::builtins::layout::dim(& (rw.source().value_type(b_r).clone()),
        0i64)), rw) ? { let b_i : i64 = b_i; __l.push({ let b_c__50 = (if
        ::lowrite_core::builtins::attrs::present((b_k.clone()).as_ref()) {
        ::std::string::String::from(::lowrite_core::builtins::attrs::case_of((b_k
        .clone()).as_ref())) } else { ::std::string::String::from("add") }); { let
        b_a__50 = ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
        b_products.clone(), b_i.clone(), "value"), rw) ?; { let b_t__50 =
        ::lowrite_core::builtins::types::vector(b_n.clone(), & (b_e.clone())); { let
        b___match_14789__50 = b_c__50.clone(); (if ((b___match_14789__50.clone()) ==
        ("add")) { (if b_f.clone() {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.fadd")
        .operands(vec![b_a__50, { let __v =
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& rw
        .values(& b_acc) ?, 0i64, "value"), rw) ?; let mut __p : Vec < i64 > =
        Vec::new(); for __o in { let mut __l = Vec::new(); __l
        .push(::lowrite_core::convert::Ofr::Static(b_i.clone())); __l } { __p
        .push(::lowrite_core::builtins::values::static_of(__o, rw) ?); }
        ::lowrite_core::builtins::values::extract(__v, & __p, rw) ? }])
        .results(vec![b_t__50.clone()]), op, None, rw,) ? } else {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.add")
        .operands(vec![b_a__50, { let __v =
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& rw
        .values(& b_acc) ?, 0i64, "value"), rw) ?; let mut __p : Vec < i64 > =
        Vec::new(); for __o in { let mut __l = Vec::new(); __l
        .push(::lowrite_core::convert::Ofr::Static(b_i.clone())); __l } { __p
        .push(::lowrite_core::builtins::values::static_of(__o, rw) ?); }
        ::lowrite_core::builtins::values::extract(__v, & __p, rw) ? }])
        .results(vec![b_t__50.clone()]), op, None, rw,) ? }) } else { (if
        ((b___match_14789__50.clone()) == ("mul")) { (if b_f.clone() {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.fmul")
        .operands(vec![b_a__50, { let __v =
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& rw
        .values(& b_acc) ?, 0i64, "value"), rw) ?; let mut __p : Vec < i64 > =
        Vec::new(); for __o in { let mut __l = Vec::new(); __l
        .push(::lowrite_core::convert::Ofr::Static(b_i.clone())); __l } { __p
        .push(::lowrite_core::builtins::values::static_of(__o, rw) ?); }
        ::lowrite_core::builtins::values::extract(__v, & __p, rw) ? }])
        .results(vec![b_t__50.clone()]), op, None, rw,) ? } else {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.mul")
        .operands(vec![b_a__50, { let __v =
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& rw
        .values(& b_acc) ?, 0i64, "value"), rw) ?; let mut __p : Vec < i64 > =
        Vec::new(); for __o in { let mut __l = Vec::new(); __l
        .push(::lowrite_core::convert::Ofr::Static(b_i.clone())); __l } { __p
        .push(::lowrite_core::builtins::values::static_of(__o, rw) ?); }
        ::lowrite_core::builtins::values::extract(__v, & __p, rw) ? }])
        .results(vec![b_t__50.clone()]), op, None, rw,) ? }) } else { (if
        ((b___match_14789__50.clone()) == ("and")) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.and")
        .operands(vec![b_a__50, { let __v =
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& rw
        .values(& b_acc) ?, 0i64, "value"), rw) ?; let mut __p : Vec < i64 > =
        Vec::new(); for __o in { let mut __l = Vec::new(); __l
        .push(::lowrite_core::convert::Ofr::Static(b_i.clone())); __l } { __p
        .push(::lowrite_core::builtins::values::static_of(__o, rw) ?); }
        ::lowrite_core::builtins::values::extract(__v, & __p, rw) ? }])
        .results(vec![b_t__50.clone()]), op, None, rw,) ? } else { (if
        ((b___match_14789__50.clone()) == ("or")) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.or")
        .operands(vec![b_a__50, { let __v =
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& rw
        .values(& b_acc) ?, 0i64, "value"), rw) ?; let mut __p : Vec < i64 > =
        Vec::new(); for __o in { let mut __l = Vec::new(); __l
        .push(::lowrite_core::convert::Ofr::Static(b_i.clone())); __l } { __p
        .push(::lowrite_core::builtins::values::static_of(__o, rw) ?); }
        ::lowrite_core::builtins::values::extract(__v, & __p, rw) ? }])
        .results(vec![b_t__50.clone()]), op, None, rw,) ? } else { (if
        ((b___match_14789__50.clone()) == ("xor")) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.xor")
        .operands(vec![b_a__50, { let __v =
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& rw
        .values(& b_acc) ?, 0i64, "value"), rw) ?; let mut __p : Vec < i64 > =
        Vec::new(); for __o in { let mut __l = Vec::new(); __l
        .push(::lowrite_core::convert::Ofr::Static(b_i.clone())); __l } { __p
        .push(::lowrite_core::builtins::values::static_of(__o, rw) ?); }
        ::lowrite_core::builtins::values::extract(__v, & __p, rw) ? }])
        .results(vec![b_t__50.clone()]), op, None, rw,) ? } else { (if
        ((b___match_14789__50.clone()) == ("minsi")) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.smin")
        .operands(vec![b_a__50, { let __v =
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& rw
        .values(& b_acc) ?, 0i64, "value"), rw) ?; let mut __p : Vec < i64 > =
        Vec::new(); for __o in { let mut __l = Vec::new(); __l
        .push(::lowrite_core::convert::Ofr::Static(b_i.clone())); __l } { __p
        .push(::lowrite_core::builtins::values::static_of(__o, rw) ?); }
        ::lowrite_core::builtins::values::extract(__v, & __p, rw) ? }])
        .results(vec![b_t__50.clone()]), op, None, rw,) ? } else { (if
        ((b___match_14789__50.clone()) == ("maxsi")) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.smax")
        .operands(vec![b_a__50, { let __v =
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& rw
        .values(& b_acc) ?, 0i64, "value"), rw) ?; let mut __p : Vec < i64 > =
        Vec::new(); for __o in { let mut __l = Vec::new(); __l
        .push(::lowrite_core::convert::Ofr::Static(b_i.clone())); __l } { __p
        .push(::lowrite_core::builtins::values::static_of(__o, rw) ?); }
        ::lowrite_core::builtins::values::extract(__v, & __p, rw) ? }])
        .results(vec![b_t__50.clone()]), op, None, rw,) ? } else { (if
        ((b___match_14789__50.clone()) == ("minui")) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.umin")
        .operands(vec![b_a__50, { let __v =
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& rw
        .values(& b_acc) ?, 0i64, "value"), rw) ?; let mut __p : Vec < i64 > =
        Vec::new(); for __o in { let mut __l = Vec::new(); __l
        .push(::lowrite_core::convert::Ofr::Static(b_i.clone())); __l } { __p
        .push(::lowrite_core::builtins::values::static_of(__o, rw) ?); }
        ::lowrite_core::builtins::values::extract(__v, & __p, rw) ? }])
        .results(vec![b_t__50.clone()]), op, None, rw,) ? } else { (if
        ((b___match_14789__50.clone()) == ("maxui")) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.umax")
        .operands(vec![b_a__50, { let __v =
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& rw
        .values(& b_acc) ?, 0i64, "value"), rw) ?; let mut __p : Vec < i64 > =
        Vec::new(); for __o in { let mut __l = Vec::new(); __l
        .push(::lowrite_core::convert::Ofr::Static(b_i.clone())); __l } { __p
        .push(::lowrite_core::builtins::values::static_of(__o, rw) ?); }
        ::lowrite_core::builtins::values::extract(__v, & __p, rw) ? }])
        .results(vec![b_t__50.clone()]), op, None, rw,) ? } else { (if
        ((b___match_14789__50.clone()) == ("minnumf")) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.minnum")
        .operands(vec![b_a__50, { let __v =
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& rw
        .values(& b_acc) ?, 0i64, "value"), rw) ?; let mut __p : Vec < i64 > =
        Vec::new(); for __o in { let mut __l = Vec::new(); __l
        .push(::lowrite_core::convert::Ofr::Static(b_i.clone())); __l } { __p
        .push(::lowrite_core::builtins::values::static_of(__o, rw) ?); }
        ::lowrite_core::builtins::values::extract(__v, & __p, rw) ? }])
        .results(vec![b_t__50.clone()]), op, None, rw,) ? } else { (if
        ((b___match_14789__50.clone()) == ("maxnumf")) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.maxnum")
        .operands(vec![b_a__50, { let __v =
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& rw
        .values(& b_acc) ?, 0i64, "value"), rw) ?; let mut __p : Vec < i64 > =
        Vec::new(); for __o in { let mut __l = Vec::new(); __l
        .push(::lowrite_core::convert::Ofr::Static(b_i.clone())); __l } { __p
        .push(::lowrite_core::builtins::values::static_of(__o, rw) ?); }
        ::lowrite_core::builtins::values::extract(__v, & __p, rw) ? }])
        .results(vec![b_t__50.clone()]), op, None, rw,) ? } else { (if
        ((b___match_14789__50.clone()) == ("minimumf")) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.minimum")
        .operands(vec![b_a__50, { let __v =
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& rw
        .values(& b_acc) ?, 0i64, "value"), rw) ?; let mut __p : Vec < i64 > =
        Vec::new(); for __o in { let mut __l = Vec::new(); __l
        .push(::lowrite_core::convert::Ofr::Static(b_i.clone())); __l } { __p
        .push(::lowrite_core::builtins::values::static_of(__o, rw) ?); }
        ::lowrite_core::builtins::values::extract(__v, & __p, rw) ? }])
        .results(vec![b_t__50.clone()]), op, None, rw,) ? } else {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.maximum")
        .operands(vec![b_a__50, { let __v =
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& rw
        .values(& b_acc) ?, 0i64, "value"), rw) ?; let mut __p : Vec < i64 > =
        Vec::new(); for __o in { let mut __l = Vec::new(); __l
        .push(::lowrite_core::convert::Ofr::Static(b_i.clone())); __l } { __p
        .push(::lowrite_core::builtins::values::static_of(__o, rw) ?); }
        ::lowrite_core::builtins::values::extract(__v, & __p, rw) ? }])
        .results(vec![b_t__50.clone()]), op, None, rw,) ? }) }) }) }) }) }) }) }) }) })
        }) }) } } } }); } __l } })); __v }, rw) ?
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// `vector.outerproduct` of a vector and a scalar (an AXPY): `lhs * splat(rhs)`, with the
/// accumulator as above.
///
/// Rule at rules/vector.rules:236:
///
/// ```text
/// /// `vector.outerproduct` of a vector and a scalar (an AXPY): `lhs * splat(rhs)`, with the
/// /// accumulator as above.
/// rule vector.outerproduct(a, b, ..acc) {kind = k?} -> (r) where !(type(b) is vector) => {
///     let n = dim(type(r), 0);
///     let e = convert(elem(type(r)));
///     let f = elem(type(r)) is float;
///     let s = splat(b, n, e);
///     yield if len(acc) == 1 && f && outer_kind(k) == "add" { llvm.intr.fmuladd(a, s, nth(acc, 0)) : vector(n, e) }
///         else if len(acc) == 0 { multiply(a, s, vector(n, e), f) }
///         else { combine(outer_kind(k), multiply(a, s, vector(n, e), f), nth(acc, 0), vector(n, e), f) };
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_outerproduct_2(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_a, b_b, ref b_acc @ ..] = __op.operands[..] else {
        return Ok(false);
    };
    let b_acc: Vec<::lowrite_core::ir::Value> = b_acc.to_vec();
    let b_k = __op.attr("kind").cloned();
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    if !((!(matches!(
        rw.source().value_type(b_b).clone(), ::lowrite_core::ir::Type::Vector { .. }
    )))) {
        return Ok(false);
    }
    let b_n = ::lowrite_core::builtins::layout::dim(
        &(rw.source().value_type(b_r).clone()),
        0i64,
    );
    let b_e = {
        let __t = ::lowrite_core::builtins::types::elem(
            &(rw.source().value_type(b_r).clone()),
        );
        rw.convert_type(&__t)?
    };
    let b_f = matches!(
        ::lowrite_core::builtins::types::elem(& (rw.source().value_type(b_r).clone())),
        ::lowrite_core::ir::Type::Float(_)
    );
    let b_s = {
        let b_p__52 = ::lowrite_core::builtins::values::poison(
            &(::lowrite_core::builtins::types::vector(b_n.clone(), &(b_e.clone()))),
            rw,
        )?;
        ::lowrite_core::convert::build_one(
            ::lowrite_core::ir::OpSpec::named("llvm.shufflevector")
                .operands(
                    vec![
                        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.insertelement")
                        .operands(vec![b_p__52, rw.value(b_b) ?,
                        ::lowrite_core::builtins::values::constant(0i64, &
                        (::lowrite_core::ir::Type::int(32u32)), rw) ?])
                        .results(vec![::lowrite_core::builtins::types::vector(b_n
                        .clone(), & (b_e.clone()))]), op, None, rw,) ?, b_p__52
                    ],
                )
                .results(
                    vec![
                        ::lowrite_core::builtins::types::vector(b_n.clone(), & (b_e
                        .clone()))
                    ],
                )
                .attr_opt(
                    "mask",
                    ::lowrite_core::convert::located(
                        ::lowrite_core::builtins::attrs::i32_array_of(
                            &({
                                let mut __l = Vec::new();
                                for b__i__52 in ::lowrite_core::convert::located(
                                    ::lowrite_core::convert::bounded_range(0i64, b_n.clone()),
                                    rw,
                                )? {
                                    let b__i__52: i64 = b__i__52;
                                    __l.push(::lowrite_core::convert::Ofr::Static(0i64));
                                }
                                __l
                            }),
                        ),
                        rw,
                    )?,
                ),
            op,
            None,
            rw,
        )?
    };
    let __yielded = vec![
        (if (((((((b_acc.len() as i64)) == (1i64))) && (b_f.clone()))) && ((((if
        ::lowrite_core::builtins::attrs::present((b_k.clone()).as_ref()) {
        ::std::string::String::from(::lowrite_core::builtins::attrs::case_of((b_k
        .clone()).as_ref())) } else { ::std::string::String::from("add") })) ==
        ("add")))) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.fmuladd")
        .operands(vec![rw.value(b_a) ?, b_s,
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& rw
        .values(& b_acc) ?, 0i64, "value"), rw) ?])
        .results(vec![::lowrite_core::builtins::types::vector(b_n.clone(), & (b_e
        .clone()))]), op, None, rw,) ? } else { (if (((b_acc.len() as i64)) == (0i64)) {
        { let b_t__54 = ::lowrite_core::builtins::types::vector(b_n.clone(), & (b_e
        .clone())); (if b_f.clone() {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.fmul")
        .operands(vec![rw.value(b_a) ?, b_s]).results(vec![b_t__54.clone()]), op, None,
        rw,) ? } else {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.mul")
        .operands(vec![rw.value(b_a) ?, b_s]).results(vec![b_t__54.clone()]), op, None,
        rw,) ? }) } } else { { let b_c__57 = (if
        ::lowrite_core::builtins::attrs::present((b_k.clone()).as_ref()) {
        ::std::string::String::from(::lowrite_core::builtins::attrs::case_of((b_k
        .clone()).as_ref())) } else { ::std::string::String::from("add") }); { let
        b_b__57 = ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
        rw.values(& b_acc) ?, 0i64, "value"), rw) ?; { let b_t__57 =
        ::lowrite_core::builtins::types::vector(b_n.clone(), & (b_e.clone())); { let
        b___match_14789__57 = b_c__57.clone(); (if ((b___match_14789__57.clone()) ==
        ("add")) { (if b_f.clone() {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.fadd")
        .operands(vec![{ let b_t__56 = ::lowrite_core::builtins::types::vector(b_n
        .clone(), & (b_e.clone())); (if b_f.clone() {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.fmul")
        .operands(vec![rw.value(b_a) ?, b_s]).results(vec![b_t__56.clone()]), op, None,
        rw,) ? } else {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.mul")
        .operands(vec![rw.value(b_a) ?, b_s]).results(vec![b_t__56.clone()]), op, None,
        rw,) ? }) }, b_b__57]).results(vec![b_t__57.clone()]), op, None, rw,) ? } else {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.add")
        .operands(vec![{ let b_t__56 = ::lowrite_core::builtins::types::vector(b_n
        .clone(), & (b_e.clone())); (if b_f.clone() {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.fmul")
        .operands(vec![rw.value(b_a) ?, b_s]).results(vec![b_t__56.clone()]), op, None,
        rw,) ? } else {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.mul")
        .operands(vec![rw.value(b_a) ?, b_s]).results(vec![b_t__56.clone()]), op, None,
        rw,) ? }) }, b_b__57]).results(vec![b_t__57.clone()]), op, None, rw,) ? }) } else
        { (if ((b___match_14789__57.clone()) == ("mul")) { (if b_f.clone() {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.fmul")
        .operands(vec![{ let b_t__56 = ::lowrite_core::builtins::types::vector(b_n
        .clone(), & (b_e.clone())); (if b_f.clone() {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.fmul")
        .operands(vec![rw.value(b_a) ?, b_s]).results(vec![b_t__56.clone()]), op, None,
        rw,) ? } else {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.mul")
        .operands(vec![rw.value(b_a) ?, b_s]).results(vec![b_t__56.clone()]), op, None,
        rw,) ? }) }, b_b__57]).results(vec![b_t__57.clone()]), op, None, rw,) ? } else {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.mul")
        .operands(vec![{ let b_t__56 = ::lowrite_core::builtins::types::vector(b_n
        .clone(), & (b_e.clone())); (if b_f.clone() {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.fmul")
        .operands(vec![rw.value(b_a) ?, b_s]).results(vec![b_t__56.clone()]), op, None,
        rw,) ? } else {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.mul")
        .operands(vec![rw.value(b_a) ?, b_s]).results(vec![b_t__56.clone()]), op, None,
        rw,) ? }) }, b_b__57]).results(vec![b_t__57.clone()]), op, None, rw,) ? }) } else
        { (if ((b___match_14789__57.clone()) == ("and")) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.and")
        .operands(vec![{ let b_t__56 = ::lowrite_core::builtins::types::vector(b_n
        .clone(), & (b_e.clone())); (if b_f.clone() {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.fmul")
        .operands(vec![rw.value(b_a) ?, b_s]).results(vec![b_t__56.clone()]), op, None,
        rw,) ? } else {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.mul")
        .operands(vec![rw.value(b_a) ?, b_s]).results(vec![b_t__56.clone()]), op, None,
        rw,) ? }) }, b_b__57]).results(vec![b_t__57.clone()]), op, None, rw,) ? } else {
        (if ((b___match_14789__57.clone()) == ("or")) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.or")
        .operands(vec![{ let b_t__56 = ::lowrite_core::builtins::types::vector(b_n
        .clone(), & (b_e.clone())); (if b_f.clone() {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.fmul")
        .operands(vec![rw.value(b_a) ?, b_s]).results(vec![b_t__56.clone()]), op, None,
        rw,) ? } else {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.mul")
        .operands(vec![rw.value(b_a) ?, b_s]).results(vec![b_t__56.clone()]), op, None,
        rw,) ? }) }, b_b__57]).results(vec![b_t__57.clone()]), op, None, rw,) ? } else {
        (if ((b___match_14789__57.clone()) == ("xor")) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.xor")
        .operands(vec![{ let b_t__56 = ::lowrite_core::builtins::types::vector(b_n
        .clone(), & (b_e.clone())); (if b_f.clone() {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.fmul")
        .operands(vec![rw.value(b_a) ?, b_s]).results(vec![b_t__56.clone()]), op, None,
        rw,) ? } else {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.mul")
        .operands(vec![rw.value(b_a) ?, b_s]).results(vec![b_t__56.clone()]), op, None,
        rw,) ? }) }, b_b__57]).results(vec![b_t__57.clone()]), op, None, rw,) ? } else {
        (if ((b___match_14789__57.clone()) == ("minsi")) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.smin")
        .operands(vec![{ let b_t__56 = ::lowrite_core::builtins::types::vector(b_n
        .clone(), & (b_e.clone())); (if b_f.clone() {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.fmul")
        .operands(vec![rw.value(b_a) ?, b_s]).results(vec![b_t__56.clone()]), op, None,
        rw,) ? } else {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.mul")
        .operands(vec![rw.value(b_a) ?, b_s]).results(vec![b_t__56.clone()]), op, None,
        rw,) ? }) }, b_b__57]).results(vec![b_t__57.clone()]), op, None, rw,) ? } else {
        (if ((b___match_14789__57.clone()) == ("maxsi")) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.smax")
        .operands(vec![{ let b_t__56 = ::lowrite_core::builtins::types::vector(b_n
        .clone(), & (b_e.clone())); (if b_f.clone() {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.fmul")
        .operands(vec![rw.value(b_a) ?, b_s]).results(vec![b_t__56.clone()]), op, None,
        rw,) ? } else {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.mul")
        .operands(vec![rw.value(b_a) ?, b_s]).results(vec![b_t__56.clone()]), op, None,
        rw,) ? }) }, b_b__57]).results(vec![b_t__57.clone()]), op, None, rw,) ? } else {
        (if ((b___match_14789__57.clone()) == ("minui")) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.umin")
        .operands(vec![{ let b_t__56 = ::lowrite_core::builtins::types::vector(b_n
        .clone(), & (b_e.clone())); (if b_f.clone() {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.fmul")
        .operands(vec![rw.value(b_a) ?, b_s]).results(vec![b_t__56.clone()]), op, None,
        rw,) ? } else {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.mul")
        .operands(vec![rw.value(b_a) ?, b_s]).results(vec![b_t__56.clone()]), op, None,
        rw,) ? }) }, b_b__57]).results(vec![b_t__57.clone()]), op, None, rw,) ? } else {
        (if ((b___match_14789__57.clone()) == ("maxui")) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.umax")
        .operands(vec![{ let b_t__56 = ::lowrite_core::builtins::types::vector(b_n
        .clone(), & (b_e.clone())); (if b_f.clone() {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.fmul")
        .operands(vec![rw.value(b_a) ?, b_s]).results(vec![b_t__56.clone()]), op, None,
        rw,) ? } else {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.mul")
        .operands(vec![rw.value(b_a) ?, b_s]).results(vec![b_t__56.clone()]), op, None,
        rw,) ? }) }, b_b__57]).results(vec![b_t__57.clone()]), op, None, rw,) ? } else {
        (if ((b___match_14789__57.clone()) == ("minnumf")) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.minnum")
        .operands(vec![{ let b_t__56 = ::lowrite_core::builtins::types::vector(b_n
        .clone(), & (b_e.clone())); (if b_f.clone() {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.fmul")
        .operands(vec![rw.value(b_a) ?, b_s]).results(vec![b_t__56.clone()]), op, None,
        rw,) ? } else {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.mul")
        .operands(vec![rw.value(b_a) ?, b_s]).results(vec![b_t__56.clone()]), op, None,
        rw,) ? }) }, b_b__57]).results(vec![b_t__57.clone()]), op, None, rw,) ? } else {
        (if ((b___match_14789__57.clone()) == ("maxnumf")) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.maxnum")
        .operands(vec![{ let b_t__56 = ::lowrite_core::builtins::types::vector(b_n
        .clone(), & (b_e.clone())); (if b_f.clone() {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.fmul")
        .operands(vec![rw.value(b_a) ?, b_s]).results(vec![b_t__56.clone()]), op, None,
        rw,) ? } else {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.mul")
        .operands(vec![rw.value(b_a) ?, b_s]).results(vec![b_t__56.clone()]), op, None,
        rw,) ? }) }, b_b__57]).results(vec![b_t__57.clone()]), op, None, rw,) ? } else {
        (if ((b___match_14789__57.clone()) == ("minimumf")) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.minimum")
        .operands(vec![{ let b_t__56 = ::lowrite_core::builtins::types::vector(b_n
        .clone(), & (b_e.clone())); (if b_f.clone() {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.fmul")
        .operands(vec![rw.value(b_a) ?, b_s]).results(vec![b_t__56.clone()]), op, None,
        rw,) ? } else {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.mul")
        .operands(vec![rw.value(b_a) ?, b_s]).results(vec![b_t__56.clone()]), op, None,
        rw,) ? }) }, b_b__57]).results(vec![b_t__57.clone()]), op, None, rw,) ? } else {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.maximum")
        .operands(vec![{ let b_t__56 = ::lowrite_core::builtins::types::vector(b_n
        .clone(), & (b_e.clone())); (if b_f.clone() {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.fmul")
        .operands(vec![rw.value(b_a) ?, b_s]).results(vec![b_t__56.clone()]), op, None,
        rw,) ? } else {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.mul")
        .operands(vec![rw.value(b_a) ?, b_s]).results(vec![b_t__56.clone()]), op, None,
        rw,) ? }) }, b_b__57]).results(vec![b_t__57.clone()]), op, None, rw,) ? }) }) })
        }) }) }) }) }) }) }) }) }) } } } } }) })
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// Rule at rules/vector.rules:249:
///
/// ```text
/// rule vector.fma(a, b, c) => llvm.intr.fmuladd(a, b, c);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_fma_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_a, b_b, b_c] = __op.operands[..] else {
        return Ok(false);
    };
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.intr.fmuladd")
            .operands(vec![rw.value(b_a) ?, rw.value(b_b) ?, rw.value(b_c) ?]),
        op,
        Some((true, Some(1usize))),
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// Float additions and multiplications start from the accumulator (0 and 1 without one).
///
/// Rule at rules/vector.rules:257:
///
/// ```text
/// /// Float additions and multiplications start from the accumulator (0 and 1 without one).
/// rule vector.reduction(v, ..acc) {kind = k, fastmath = f?} -> (r)
///     where case_of(k) == "add" && type(r) is float
///     => llvm.intr.vector.reduce.fadd(start_or(acc, 0, convert(type(r))), v) {fastmathFlags = fastmath(f)} : convert(type(r));
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_reduction_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_v, ref b_acc @ ..] = __op.operands[..] else {
        return Ok(false);
    };
    let b_acc: Vec<::lowrite_core::ir::Value> = b_acc.to_vec();
    let b_k @ Some(_) = __op.attr("kind").cloned() else {
        return Ok(false);
    };
    let b_f = __op.attr("fastmath").cloned();
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    if !(((((::lowrite_core::builtins::attrs::case_of((b_k.clone()).as_ref()))
        == ("add")))
        && (matches!(
            rw.source().value_type(b_r).clone(), ::lowrite_core::ir::Type::Float(_)
        ))))
    {
        return Ok(false);
    }
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.intr.vector.reduce.fadd")
            .operands(
                vec![
                    { let b_t__59 = rw.convert_type_of(b_r) ?; (if (((b_acc.len() as
                    i64)) == (1i64)) {
                    ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
                    rw.values(& b_acc) ?, 0i64, "value"), rw) ? } else {
                    ::lowrite_core::builtins::values::constant(0i64, & (b_t__59.clone()),
                    rw) ? }) }, rw.value(b_v) ?
                ],
            )
            .results(vec![rw.convert_type_of(b_r) ?])
            .attr_opt("fastmathFlags", enum_map_fastmath(b_f.clone())),
        op,
        None,
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// Float additions and multiplications start from the accumulator (0 and 1 without one).
///
/// Rule at rules/vector.rules:260:
///
/// ```text
/// where case_of(k) == "mul" && type(r) is float
///     => llvm.intr.vector.reduce.fmul(start_or(acc, 1, convert(type(r))), v) {fastmathFlags = fastmath(f)} : convert(type(r));
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_reduction_1(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_v, ref b_acc @ ..] = __op.operands[..] else {
        return Ok(false);
    };
    let b_acc: Vec<::lowrite_core::ir::Value> = b_acc.to_vec();
    let b_k @ Some(_) = __op.attr("kind").cloned() else {
        return Ok(false);
    };
    let b_f = __op.attr("fastmath").cloned();
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    if !(((((::lowrite_core::builtins::attrs::case_of((b_k.clone()).as_ref()))
        == ("mul")))
        && (matches!(
            rw.source().value_type(b_r).clone(), ::lowrite_core::ir::Type::Float(_)
        ))))
    {
        return Ok(false);
    }
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.intr.vector.reduce.fmul")
            .operands(
                vec![
                    { let b_t__60 = rw.convert_type_of(b_r) ?; (if (((b_acc.len() as
                    i64)) == (1i64)) {
                    ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
                    rw.values(& b_acc) ?, 0i64, "value"), rw) ? } else {
                    ::lowrite_core::builtins::values::constant(1i64, & (b_t__60.clone()),
                    rw) ? }) }, rw.value(b_v) ?
                ],
            )
            .results(vec![rw.convert_type_of(b_r) ?])
            .attr_opt("fastmathFlags", enum_map_fastmath(b_f.clone())),
        op,
        None,
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// Float additions and multiplications start from the accumulator (0 and 1 without one).
///
/// Rule at rules/vector.rules:264:
///
/// ```text
/// where !((case_of(k) == "add" || case_of(k) == "mul") && type(r) is float) => {
///     let t = convert(type(r));
///     let all = reduced(case_of(k), v, t, f);
///     yield if len(acc) == 0 { all } else { combine(case_of(k), all, nth(acc, 0), t, type(r) is float) };
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_reduction_2(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_v, ref b_acc @ ..] = __op.operands[..] else {
        return Ok(false);
    };
    let b_acc: Vec<::lowrite_core::ir::Value> = b_acc.to_vec();
    let b_k @ Some(_) = __op.attr("kind").cloned() else {
        return Ok(false);
    };
    let b_f = __op.attr("fastmath").cloned();
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    if !((!(((((((::lowrite_core::builtins::attrs::case_of((b_k.clone()).as_ref()))
        == ("add")))
        || (((::lowrite_core::builtins::attrs::case_of((b_k.clone()).as_ref()))
            == ("mul")))))
        && (matches!(
            rw.source().value_type(b_r).clone(), ::lowrite_core::ir::Type::Float(_)
        ))))))
    {
        return Ok(false);
    }
    let b_t = rw.convert_type_of(b_r)?;
    let b_all = {
        let b_c__61 = ::lowrite_core::builtins::attrs::case_of((b_k.clone()).as_ref());
        {
            let b___match_15527__61 = b_c__61.clone();
            (if ((b___match_15527__61.clone()) == ("add")) {
                ::lowrite_core::convert::build_one(
                    ::lowrite_core::ir::OpSpec::named("llvm.intr.vector.reduce.add")
                        .operands(vec![rw.value(b_v) ?])
                        .results(vec![b_t.clone()]),
                    op,
                    None,
                    rw,
                )?
            } else {
                (if ((b___match_15527__61.clone()) == ("mul")) {
                    ::lowrite_core::convert::build_one(
                        ::lowrite_core::ir::OpSpec::named("llvm.intr.vector.reduce.mul")
                            .operands(vec![rw.value(b_v) ?])
                            .results(vec![b_t.clone()]),
                        op,
                        None,
                        rw,
                    )?
                } else {
                    (if ((b___match_15527__61.clone()) == ("and")) {
                        ::lowrite_core::convert::build_one(
                            ::lowrite_core::ir::OpSpec::named(
                                    "llvm.intr.vector.reduce.and",
                                )
                                .operands(vec![rw.value(b_v) ?])
                                .results(vec![b_t.clone()]),
                            op,
                            None,
                            rw,
                        )?
                    } else {
                        (if ((b___match_15527__61.clone()) == ("or")) {
                            ::lowrite_core::convert::build_one(
                                ::lowrite_core::ir::OpSpec::named(
                                        "llvm.intr.vector.reduce.or",
                                    )
                                    .operands(vec![rw.value(b_v) ?])
                                    .results(vec![b_t.clone()]),
                                op,
                                None,
                                rw,
                            )?
                        } else {
                            (if ((b___match_15527__61.clone()) == ("xor")) {
                                ::lowrite_core::convert::build_one(
                                    ::lowrite_core::ir::OpSpec::named(
                                            "llvm.intr.vector.reduce.xor",
                                        )
                                        .operands(vec![rw.value(b_v) ?])
                                        .results(vec![b_t.clone()]),
                                    op,
                                    None,
                                    rw,
                                )?
                            } else {
                                (if ((b___match_15527__61.clone()) == ("maxsi")) {
                                    ::lowrite_core::convert::build_one(
                                        ::lowrite_core::ir::OpSpec::named(
                                                "llvm.intr.vector.reduce.smax",
                                            )
                                            .operands(vec![rw.value(b_v) ?])
                                            .results(vec![b_t.clone()]),
                                        op,
                                        None,
                                        rw,
                                    )?
                                } else {
                                    (if ((b___match_15527__61.clone()) == ("minsi")) {
                                        ::lowrite_core::convert::build_one(
                                            ::lowrite_core::ir::OpSpec::named(
                                                    "llvm.intr.vector.reduce.smin",
                                                )
                                                .operands(vec![rw.value(b_v) ?])
                                                .results(vec![b_t.clone()]),
                                            op,
                                            None,
                                            rw,
                                        )?
                                    } else {
                                        (if ((b___match_15527__61.clone()) == ("maxui")) {
                                            ::lowrite_core::convert::build_one(
                                                ::lowrite_core::ir::OpSpec::named(
                                                        "llvm.intr.vector.reduce.umax",
                                                    )
                                                    .operands(vec![rw.value(b_v) ?])
                                                    .results(vec![b_t.clone()]),
                                                op,
                                                None,
                                                rw,
                                            )?
                                        } else {
                                            (if ((b___match_15527__61.clone()) == ("minui")) {
                                                ::lowrite_core::convert::build_one(
                                                    ::lowrite_core::ir::OpSpec::named(
                                                            "llvm.intr.vector.reduce.umin",
                                                        )
                                                        .operands(vec![rw.value(b_v) ?])
                                                        .results(vec![b_t.clone()]),
                                                    op,
                                                    None,
                                                    rw,
                                                )?
                                            } else {
                                                (if ((b___match_15527__61.clone()) == ("maximumf")) {
                                                    ::lowrite_core::convert::build_one(
                                                        ::lowrite_core::ir::OpSpec::named(
                                                                "llvm.intr.vector.reduce.fmaximum",
                                                            )
                                                            .operands(vec![rw.value(b_v) ?])
                                                            .results(vec![b_t.clone()])
                                                            .attr_opt("fastmathFlags", enum_map_fastmath(b_f.clone())),
                                                        op,
                                                        None,
                                                        rw,
                                                    )?
                                                } else {
                                                    (if ((b___match_15527__61.clone()) == ("minimumf")) {
                                                        ::lowrite_core::convert::build_one(
                                                            ::lowrite_core::ir::OpSpec::named(
                                                                    "llvm.intr.vector.reduce.fminimum",
                                                                )
                                                                .operands(vec![rw.value(b_v) ?])
                                                                .results(vec![b_t.clone()])
                                                                .attr_opt("fastmathFlags", enum_map_fastmath(b_f.clone())),
                                                            op,
                                                            None,
                                                            rw,
                                                        )?
                                                    } else {
                                                        (if ((b___match_15527__61.clone()) == ("maxnumf")) {
                                                            ::lowrite_core::convert::build_one(
                                                                ::lowrite_core::ir::OpSpec::named(
                                                                        "llvm.intr.vector.reduce.fmax",
                                                                    )
                                                                    .operands(vec![rw.value(b_v) ?])
                                                                    .results(vec![b_t.clone()])
                                                                    .attr_opt("fastmathFlags", enum_map_fastmath(b_f.clone())),
                                                                op,
                                                                None,
                                                                rw,
                                                            )?
                                                        } else {
                                                            ::lowrite_core::convert::build_one(
                                                                ::lowrite_core::ir::OpSpec::named(
                                                                        "llvm.intr.vector.reduce.fmin",
                                                                    )
                                                                    .operands(vec![rw.value(b_v) ?])
                                                                    .results(vec![b_t.clone()])
                                                                    .attr_opt("fastmathFlags", enum_map_fastmath(b_f.clone())),
                                                                op,
                                                                None,
                                                                rw,
                                                            )?
                                                        })
                                                    })
                                                })
                                            })
                                        })
                                    })
                                })
                            })
                        })
                    })
                })
            })
        }
    };
    let __yielded = vec![
        (if (((b_acc.len() as i64)) == (0i64)) { b_all } else { { let b_c__62 =
        ::lowrite_core::builtins::attrs::case_of((b_k.clone()).as_ref()); { let b_b__62 =
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& rw
        .values(& b_acc) ?, 0i64, "value"), rw) ?; { let b_f__62 = matches!(rw.source()
        .value_type(b_r).clone(), ::lowrite_core::ir::Type::Float(_)); { let
        b___match_14789__62 = b_c__62.clone(); (if ((b___match_14789__62.clone()) ==
        ("add")) { (if b_f__62.clone() {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.fadd")
        .operands(vec![b_all, b_b__62]).results(vec![b_t.clone()]), op, None, rw,) ? }
        else {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.add")
        .operands(vec![b_all, b_b__62]).results(vec![b_t.clone()]), op, None, rw,) ? }) }
        else { (if ((b___match_14789__62.clone()) == ("mul")) { (if b_f__62.clone() {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.fmul")
        .operands(vec![b_all, b_b__62]).results(vec![b_t.clone()]), op, None, rw,) ? }
        else {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.mul")
        .operands(vec![b_all, b_b__62]).results(vec![b_t.clone()]), op, None, rw,) ? }) }
        else { (if ((b___match_14789__62.clone()) == ("and")) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.and")
        .operands(vec![b_all, b_b__62]).results(vec![b_t.clone()]), op, None, rw,) ? }
        else { (if ((b___match_14789__62.clone()) == ("or")) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.or")
        .operands(vec![b_all, b_b__62]).results(vec![b_t.clone()]), op, None, rw,) ? }
        else { (if ((b___match_14789__62.clone()) == ("xor")) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.xor")
        .operands(vec![b_all, b_b__62]).results(vec![b_t.clone()]), op, None, rw,) ? }
        else { (if ((b___match_14789__62.clone()) == ("minsi")) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.smin")
        .operands(vec![b_all, b_b__62]).results(vec![b_t.clone()]), op, None, rw,) ? }
        else { (if ((b___match_14789__62.clone()) == ("maxsi")) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.smax")
        .operands(vec![b_all, b_b__62]).results(vec![b_t.clone()]), op, None, rw,) ? }
        else { (if ((b___match_14789__62.clone()) == ("minui")) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.umin")
        .operands(vec![b_all, b_b__62]).results(vec![b_t.clone()]), op, None, rw,) ? }
        else { (if ((b___match_14789__62.clone()) == ("maxui")) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.umax")
        .operands(vec![b_all, b_b__62]).results(vec![b_t.clone()]), op, None, rw,) ? }
        else { (if ((b___match_14789__62.clone()) == ("minnumf")) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.minnum")
        .operands(vec![b_all, b_b__62]).results(vec![b_t.clone()]), op, None, rw,) ? }
        else { (if ((b___match_14789__62.clone()) == ("maxnumf")) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.maxnum")
        .operands(vec![b_all, b_b__62]).results(vec![b_t.clone()]), op, None, rw,) ? }
        else { (if ((b___match_14789__62.clone()) == ("minimumf")) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.minimum")
        .operands(vec![b_all, b_b__62]).results(vec![b_t.clone()]), op, None, rw,) ? }
        else {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.maximum")
        .operands(vec![b_all, b_b__62]).results(vec![b_t.clone()]), op, None, rw,) ? })
        }) }) }) }) }) }) }) }) }) }) }) } } } } })
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// Float sums and products: ordered, from the accumulator.
///
/// Rule at rules/vector.rules:334:
///
/// ```text
/// /// Float sums and products: ordered, from the accumulator.
/// rule vector.multi_reduction(v, acc) {kind = k, reduction_dims = rd} -> (r)
///     let e = convert(elem(type(v)));
///     let inputs = reduction_inputs(v, type(v), type(r), rd);
///     let accs = reduction_accs(acc, type(r));
///     where elem(type(v)) is float && (case_of(k) == "add" || case_of(k) == "mul")
///     => reduction_result(type(r), [if case_of(k) == "add" { llvm.intr.vector.reduce.fadd(nth(accs, q), nth(inputs, q)) : e }
///         else { llvm.intr.vector.reduce.fmul(nth(accs, q), nth(inputs, q)) : e } for q in 0..len(inputs)]);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_multi_reduction_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_v, b_acc] = __op.operands[..] else {
        return Ok(false);
    };
    let b_k @ Some(_) = __op.attr("kind").cloned() else {
        return Ok(false);
    };
    let b_rd @ Some(_) = __op.attr("reduction_dims").cloned() else {
        return Ok(false);
    };
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    if !(((matches!(
        ::lowrite_core::builtins::types::elem(& (rw.source().value_type(b_v).clone())),
        ::lowrite_core::ir::Type::Float(_)
    ))
        && (((((::lowrite_core::builtins::attrs::case_of((b_k.clone()).as_ref()))
            == ("add")))
            || (((::lowrite_core::builtins::attrs::case_of((b_k.clone()).as_ref()))
                == ("mul")))))))
    {
        return Ok(false);
    }
    let b_e = {
        let __t = ::lowrite_core::builtins::types::elem(
            &(rw.source().value_type(b_v).clone()),
        );
        rw.convert_type(&__t)?
    };
    let b_inputs = {
        let b_s__64 = rw.source().value_type(b_v).clone();
        {
            let b_t__64 = rw.source().value_type(b_r).clone();
            {
                let mut __l = Vec::new();
                for b_q__64 in ::lowrite_core::convert::located(
                    ::lowrite_core::convert::bounded_range(
                        0i64,
                        (i64::checked_div(
                                ::lowrite_core::builtins::layout::elems(
                                    &(b_s__64.clone()),
                                    0i64,
                                ),
                                ::lowrite_core::convert::located(
                                    ::lowrite_core::builtins::attrs::product_of(
                                        &({
                                            let mut __l = Vec::new();
                                            for b_d__65 in ::lowrite_core::convert::located(
                                                ::lowrite_core::convert::bounded_range(
                                                    0i64,
                                                    ::lowrite_core::builtins::types::rank(&(b_s__64.clone())),
                                                ),
                                                rw,
                                            )? {
                                                let b_d__65: i64 = b_d__65;
                                                if !({
                                                    let b_n__67 = ((::lowrite_core::builtins::types::rank(
                                                        &(b_s__64.clone()),
                                                    ))
                                                        - ((if matches!(
                                                            b_t__64.clone(), ::lowrite_core::ir::Type::Vector { .. }
                                                        ) {
                                                            ::lowrite_core::builtins::types::rank(&(b_t__64.clone()))
                                                        } else {
                                                            0i64
                                                        })));
                                                    (((({
                                                        let mut __l = Vec::new();
                                                        for b_j__67 in ::lowrite_core::convert::located(
                                                            ::lowrite_core::convert::bounded_range(
                                                                0i64,
                                                                b_n__67.clone(),
                                                            ),
                                                            rw,
                                                        )? {
                                                            let b_j__67: i64 = b_j__67;
                                                            if !(((::lowrite_core::convert::located(
                                                                ::lowrite_core::builtins::attrs::array_elem(
                                                                    (b_rd.clone()).as_ref(),
                                                                    b_j__67.clone(),
                                                                ),
                                                                rw,
                                                            )?) == (b_d__65.clone())))
                                                            {
                                                                continue;
                                                            }
                                                            __l.push(
                                                                ::lowrite_core::convert::Ofr::Static(b_j__67.clone()),
                                                            );
                                                        }
                                                        __l
                                                    })
                                                        .len() as i64)) > (0i64))
                                                }) {
                                                    continue;
                                                }
                                                __l.push(
                                                    ::lowrite_core::convert::Ofr::Static(
                                                        ::lowrite_core::builtins::layout::dim(
                                                            &(b_s__64.clone()),
                                                            b_d__65.clone(),
                                                        ),
                                                    ),
                                                );
                                            }
                                            __l
                                        }),
                                    ),
                                    rw,
                                )?,
                            )
                            .unwrap_or(0)),
                    ),
                    rw,
                )? {
                    let b_q__64: i64 = b_q__64;
                    __l.push(
                        ::lowrite_core::builtins::values::vector_of(
                            &(::lowrite_core::builtins::types::vector(
                                ::lowrite_core::convert::located(
                                    ::lowrite_core::builtins::attrs::product_of(
                                        &({
                                            let mut __l = Vec::new();
                                            for b_d__68 in ::lowrite_core::convert::located(
                                                ::lowrite_core::convert::bounded_range(
                                                    0i64,
                                                    ::lowrite_core::builtins::types::rank(&(b_s__64.clone())),
                                                ),
                                                rw,
                                            )? {
                                                let b_d__68: i64 = b_d__68;
                                                if !({
                                                    let b_n__70 = ((::lowrite_core::builtins::types::rank(
                                                        &(b_s__64.clone()),
                                                    ))
                                                        - ((if matches!(
                                                            b_t__64.clone(), ::lowrite_core::ir::Type::Vector { .. }
                                                        ) {
                                                            ::lowrite_core::builtins::types::rank(&(b_t__64.clone()))
                                                        } else {
                                                            0i64
                                                        })));
                                                    (((({
                                                        let mut __l = Vec::new();
                                                        for b_j__70 in ::lowrite_core::convert::located(
                                                            ::lowrite_core::convert::bounded_range(
                                                                0i64,
                                                                b_n__70.clone(),
                                                            ),
                                                            rw,
                                                        )? {
                                                            let b_j__70: i64 = b_j__70;
                                                            if !(((::lowrite_core::convert::located(
                                                                ::lowrite_core::builtins::attrs::array_elem(
                                                                    (b_rd.clone()).as_ref(),
                                                                    b_j__70.clone(),
                                                                ),
                                                                rw,
                                                            )?) == (b_d__68.clone())))
                                                            {
                                                                continue;
                                                            }
                                                            __l.push(
                                                                ::lowrite_core::convert::Ofr::Static(b_j__70.clone()),
                                                            );
                                                        }
                                                        __l
                                                    })
                                                        .len() as i64)) > (0i64))
                                                }) {
                                                    continue;
                                                }
                                                __l.push(
                                                    ::lowrite_core::convert::Ofr::Static(
                                                        ::lowrite_core::builtins::layout::dim(
                                                            &(b_s__64.clone()),
                                                            b_d__68.clone(),
                                                        ),
                                                    ),
                                                );
                                            }
                                            __l
                                        }),
                                    ),
                                    rw,
                                )?,
                                &({
                                    let __t = ::lowrite_core::builtins::types::elem(
                                        &(b_s__64.clone()),
                                    );
                                    rw.convert_type(&__t)?
                                }),
                            )),
                            &{
                                let mut __v: Vec<::lowrite_core::ir::Value> = Vec::new();
                                __v.extend({
                                    let mut __l = Vec::new();
                                    for b_p__64 in ::lowrite_core::convert::located(
                                        ::lowrite_core::convert::bounded_range(
                                            0i64,
                                            ::lowrite_core::convert::located(
                                                ::lowrite_core::builtins::attrs::product_of(
                                                    &({
                                                        let mut __l = Vec::new();
                                                        for b_d__71 in ::lowrite_core::convert::located(
                                                            ::lowrite_core::convert::bounded_range(
                                                                0i64,
                                                                ::lowrite_core::builtins::types::rank(&(b_s__64.clone())),
                                                            ),
                                                            rw,
                                                        )? {
                                                            let b_d__71: i64 = b_d__71;
                                                            if !({
                                                                let b_n__73 = ((::lowrite_core::builtins::types::rank(
                                                                    &(b_s__64.clone()),
                                                                ))
                                                                    - ((if matches!(
                                                                        b_t__64.clone(), ::lowrite_core::ir::Type::Vector { .. }
                                                                    ) {
                                                                        ::lowrite_core::builtins::types::rank(&(b_t__64.clone()))
                                                                    } else {
                                                                        0i64
                                                                    })));
                                                                (((({
                                                                    let mut __l = Vec::new();
                                                                    for b_j__73 in ::lowrite_core::convert::located(
                                                                        ::lowrite_core::convert::bounded_range(
                                                                            0i64,
                                                                            b_n__73.clone(),
                                                                        ),
                                                                        rw,
                                                                    )? {
                                                                        let b_j__73: i64 = b_j__73;
                                                                        if !(((::lowrite_core::convert::located(
                                                                            ::lowrite_core::builtins::attrs::array_elem(
                                                                                (b_rd.clone()).as_ref(),
                                                                                b_j__73.clone(),
                                                                            ),
                                                                            rw,
                                                                        )?) == (b_d__71.clone())))
                                                                        {
                                                                            continue;
                                                                        }
                                                                        __l.push(
                                                                            ::lowrite_core::convert::Ofr::Static(b_j__73.clone()),
                                                                        );
                                                                    }
                                                                    __l
                                                                })
                                                                    .len() as i64)) > (0i64))
                                                            }) {
                                                                continue;
                                                            }
                                                            __l.push(
                                                                ::lowrite_core::convert::Ofr::Static(
                                                                    ::lowrite_core::builtins::layout::dim(
                                                                        &(b_s__64.clone()),
                                                                        b_d__71.clone(),
                                                                    ),
                                                                ),
                                                            );
                                                        }
                                                        __l
                                                    }),
                                                ),
                                                rw,
                                            )?,
                                        ),
                                        rw,
                                    )? {
                                        let b_p__64: i64 = b_p__64;
                                        __l.push(
                                            ::lowrite_core::builtins::values::element(
                                                rw.value(b_v)?,
                                                &(b_s__64.clone()),
                                                {
                                                    let b_n__75 = ((::lowrite_core::builtins::types::rank(
                                                        &(b_s__64.clone()),
                                                    ))
                                                        - ((if matches!(
                                                            b_t__64.clone(), ::lowrite_core::ir::Type::Vector { .. }
                                                        ) {
                                                            ::lowrite_core::builtins::types::rank(&(b_t__64.clone()))
                                                        } else {
                                                            0i64
                                                        })));
                                                    ::lowrite_core::convert::located(
                                                        ::lowrite_core::builtins::attrs::sum_of(
                                                            &({
                                                                let mut __l = Vec::new();
                                                                for b_d__75 in ::lowrite_core::convert::located(
                                                                    ::lowrite_core::convert::bounded_range(
                                                                        0i64,
                                                                        ::lowrite_core::builtins::types::rank(&(b_s__64.clone())),
                                                                    ),
                                                                    rw,
                                                                )? {
                                                                    let b_d__75: i64 = b_d__75;
                                                                    __l.push(
                                                                        ::lowrite_core::convert::Ofr::Static(
                                                                            (({
                                                                                let __a = (if (((({
                                                                                    let mut __l = Vec::new();
                                                                                    for b_j__76 in ::lowrite_core::convert::located(
                                                                                        ::lowrite_core::convert::bounded_range(
                                                                                            0i64,
                                                                                            b_n__75.clone(),
                                                                                        ),
                                                                                        rw,
                                                                                    )? {
                                                                                        let b_j__76: i64 = b_j__76;
                                                                                        if !(((::lowrite_core::convert::located(
                                                                                            ::lowrite_core::builtins::attrs::array_elem(
                                                                                                (b_rd.clone()).as_ref(),
                                                                                                b_j__76.clone(),
                                                                                            ),
                                                                                            rw,
                                                                                        )?) == (b_d__75.clone())))
                                                                                        {
                                                                                            continue;
                                                                                        }
                                                                                        __l.push(
                                                                                            ::lowrite_core::convert::Ofr::Static(b_j__76.clone()),
                                                                                        );
                                                                                    }
                                                                                    __l
                                                                                })
                                                                                    .len() as i64)) > (0i64))
                                                                                {
                                                                                    (i64::checked_div(
                                                                                            b_p__64.clone(),
                                                                                            ::lowrite_core::convert::located(
                                                                                                ::lowrite_core::builtins::attrs::product_of(
                                                                                                    &({
                                                                                                        let mut __l = Vec::new();
                                                                                                        for b_e__77 in ::lowrite_core::convert::located(
                                                                                                            ::lowrite_core::convert::bounded_range(
                                                                                                                ((b_d__75.clone()) + (1i64)),
                                                                                                                ::lowrite_core::builtins::types::rank(&(b_s__64.clone())),
                                                                                                            ),
                                                                                                            rw,
                                                                                                        )? {
                                                                                                            let b_e__77: i64 = b_e__77;
                                                                                                            if !((((((({
                                                                                                                let mut __l = Vec::new();
                                                                                                                for b_j__78 in ::lowrite_core::convert::located(
                                                                                                                    ::lowrite_core::convert::bounded_range(
                                                                                                                        0i64,
                                                                                                                        b_n__75.clone(),
                                                                                                                    ),
                                                                                                                    rw,
                                                                                                                )? {
                                                                                                                    let b_j__78: i64 = b_j__78;
                                                                                                                    if !(((::lowrite_core::convert::located(
                                                                                                                        ::lowrite_core::builtins::attrs::array_elem(
                                                                                                                            (b_rd.clone()).as_ref(),
                                                                                                                            b_j__78.clone(),
                                                                                                                        ),
                                                                                                                        rw,
                                                                                                                    )?) == (b_e__77.clone())))
                                                                                                                    {
                                                                                                                        continue;
                                                                                                                    }
                                                                                                                    __l.push(
                                                                                                                        ::lowrite_core::convert::Ofr::Static(b_j__78.clone()),
                                                                                                                    );
                                                                                                                }
                                                                                                                __l
                                                                                                            })
                                                                                                                .len() as i64)) > (0i64))) == (true)))
                                                                                                            {
                                                                                                                continue;
                                                                                                            }
                                                                                                            __l.push(
                                                                                                                ::lowrite_core::convert::Ofr::Static(
                                                                                                                    ::lowrite_core::builtins::layout::dim(
                                                                                                                        &(b_s__64.clone()),
                                                                                                                        b_e__77.clone(),
                                                                                                                    ),
                                                                                                                ),
                                                                                                            );
                                                                                                        }
                                                                                                        __l
                                                                                                    }),
                                                                                                ),
                                                                                                rw,
                                                                                            )?,
                                                                                        )
                                                                                        .unwrap_or(0))
                                                                                } else {
                                                                                    (i64::checked_div(
                                                                                            b_q__64.clone(),
                                                                                            ::lowrite_core::convert::located(
                                                                                                ::lowrite_core::builtins::attrs::product_of(
                                                                                                    &({
                                                                                                        let mut __l = Vec::new();
                                                                                                        for b_e__79 in ::lowrite_core::convert::located(
                                                                                                            ::lowrite_core::convert::bounded_range(
                                                                                                                ((b_d__75.clone()) + (1i64)),
                                                                                                                ::lowrite_core::builtins::types::rank(&(b_s__64.clone())),
                                                                                                            ),
                                                                                                            rw,
                                                                                                        )? {
                                                                                                            let b_e__79: i64 = b_e__79;
                                                                                                            if !((((((({
                                                                                                                let mut __l = Vec::new();
                                                                                                                for b_j__80 in ::lowrite_core::convert::located(
                                                                                                                    ::lowrite_core::convert::bounded_range(
                                                                                                                        0i64,
                                                                                                                        b_n__75.clone(),
                                                                                                                    ),
                                                                                                                    rw,
                                                                                                                )? {
                                                                                                                    let b_j__80: i64 = b_j__80;
                                                                                                                    if !(((::lowrite_core::convert::located(
                                                                                                                        ::lowrite_core::builtins::attrs::array_elem(
                                                                                                                            (b_rd.clone()).as_ref(),
                                                                                                                            b_j__80.clone(),
                                                                                                                        ),
                                                                                                                        rw,
                                                                                                                    )?) == (b_e__79.clone())))
                                                                                                                    {
                                                                                                                        continue;
                                                                                                                    }
                                                                                                                    __l.push(
                                                                                                                        ::lowrite_core::convert::Ofr::Static(b_j__80.clone()),
                                                                                                                    );
                                                                                                                }
                                                                                                                __l
                                                                                                            })
                                                                                                                .len() as i64)) > (0i64))) == (false)))
                                                                                                            {
                                                                                                                continue;
                                                                                                            }
                                                                                                            __l.push(
                                                                                                                ::lowrite_core::convert::Ofr::Static(
                                                                                                                    ::lowrite_core::builtins::layout::dim(
                                                                                                                        &(b_s__64.clone()),
                                                                                                                        b_e__79.clone(),
                                                                                                                    ),
                                                                                                                ),
                                                                                                            );
                                                                                                        }
                                                                                                        __l
                                                                                                    }),
                                                                                                ),
                                                                                                rw,
                                                                                            )?,
                                                                                        )
                                                                                        .unwrap_or(0))
                                                                                });
                                                                                i64::checked_rem(
                                                                                        __a,
                                                                                        ::lowrite_core::builtins::layout::dim(
                                                                                            &(b_s__64.clone()),
                                                                                            b_d__75.clone(),
                                                                                        ),
                                                                                    )
                                                                                    .unwrap_or(__a)
                                                                            })
                                                                                * (::lowrite_core::builtins::layout::elems(
                                                                                    &(b_s__64.clone()),
                                                                                    ((b_d__75.clone()) + (1i64)),
                                                                                ))),
                                                                        ),
                                                                    );
                                                                }
                                                                __l
                                                            }),
                                                        ),
                                                        rw,
                                                    )?
                                                },
                                                rw,
                                            )?,
                                        );
                                    }
                                    __l
                                });
                                __v
                            },
                            rw,
                        )?,
                    );
                }
                __l
            }
        }
    };
    let b_accs = {
        let b_t__81 = rw.source().value_type(b_r).clone();
        (if matches!(b_t__81.clone(), ::lowrite_core::ir::Type::Vector { .. }) {
            {
                let mut __l = Vec::new();
                for b_q__81 in ::lowrite_core::convert::located(
                    ::lowrite_core::convert::bounded_range(
                        0i64,
                        ::lowrite_core::builtins::layout::elems(&(b_t__81.clone()), 0i64),
                    ),
                    rw,
                )? {
                    let b_q__81: i64 = b_q__81;
                    __l.push(
                        ::lowrite_core::builtins::values::element(
                            rw.value(b_acc)?,
                            &(b_t__81.clone()),
                            b_q__81.clone(),
                            rw,
                        )?,
                    );
                }
                __l
            }
        } else {
            {
                let mut __l = Vec::new();
                __l.push(rw.value(b_acc)?);
                __l
            }
        })
    };
    let __yielded = vec![
        { let b_t__82 = rw.source().value_type(b_r).clone(); (if matches!(b_t__82
        .clone(), ::lowrite_core::ir::Type::Vector { .. }) {
        ::lowrite_core::builtins::values::from_scalars(& (b_t__82.clone()), & { let mut
        __v : Vec < ::lowrite_core::ir::Value > = Vec::new(); __v.extend({ let mut __l =
        Vec::new(); for b_q in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
        ((b_inputs.clone()).len() as i64)), rw) ? { let b_q : i64 = b_q; __l.push((if
        ((::lowrite_core::builtins::attrs::case_of((b_k.clone()).as_ref())) == ("add")) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.vector.reduce.fadd")
        .operands(vec![::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
        b_accs.clone(), b_q.clone(), "value"), rw) ?,
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& b_inputs
        .clone(), b_q.clone(), "value"), rw) ?]).results(vec![b_e.clone()]), op, None,
        rw,) ? } else {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.vector.reduce.fmul")
        .operands(vec![::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
        b_accs.clone(), b_q.clone(), "value"), rw) ?,
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& b_inputs
        .clone(), b_q.clone(), "value"), rw) ?]).results(vec![b_e.clone()]), op, None,
        rw,) ? })); } __l }); __v }, rw) ? } else {
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& { let mut
        __l = Vec::new(); for b_q in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
        ((b_inputs.clone()).len() as i64)), rw) ? { let b_q : i64 = b_q; __l.push((if
        ((::lowrite_core::builtins::attrs::case_of((b_k.clone()).as_ref())) == ("add")) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.vector.reduce.fadd")
        .operands(vec![::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
        b_accs.clone(), b_q.clone(), "value"), rw) ?,
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& b_inputs
        .clone(), b_q.clone(), "value"), rw) ?]).results(vec![b_e.clone()]), op, None,
        rw,) ? } else {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.vector.reduce.fmul")
        .operands(vec![::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
        b_accs.clone(), b_q.clone(), "value"), rw) ?,
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& b_inputs
        .clone(), b_q.clone(), "value"), rw) ?]).results(vec![b_e.clone()]), op, None,
        rw,) ? })); } __l }, 0i64, "value"), rw) ? }) }
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// Float sums and products: ordered, from the accumulator.
///
/// Rule at rules/vector.rules:342:
///
/// ```text
/// where !(elem(type(v)) is float && (case_of(k) == "add" || case_of(k) == "mul")) => {
///     let parts = [reduced(case_of(k), nth(inputs, q), e, no_attr()) for q in 0..len(inputs)];
///     yield reduction_result(type(r),
///         [combine(case_of(k), nth(parts, q), nth(accs, q), e, elem(type(v)) is float) for q in 0..len(parts)]);
/// }
///
/// // ---------------------------------------------------------------- contractions
/// // `vector.contract`: with `A`, `B`, `C` the maps of lhs, rhs and acc over dimensions
/// // d0..dn-1, result element `q` (row-major over acc's dimensions) is acc[q] combined (by the
/// // kind, `add`, the only one upstream lowers) with the products lhs[A(i)] * rhs[B(i)] over every
/// // point `i` whose parallel dimensions are `q`'s, reduction points `r` counted in row-major order
/// // over the reduction dimensions (those `C` leaves out).
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_multi_reduction_1(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_v, b_acc] = __op.operands[..] else {
        return Ok(false);
    };
    let b_k @ Some(_) = __op.attr("kind").cloned() else {
        return Ok(false);
    };
    let b_rd @ Some(_) = __op.attr("reduction_dims").cloned() else {
        return Ok(false);
    };
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    if !((!(((matches!(
        ::lowrite_core::builtins::types::elem(& (rw.source().value_type(b_v).clone())),
        ::lowrite_core::ir::Type::Float(_)
    ))
        && (((((::lowrite_core::builtins::attrs::case_of((b_k.clone()).as_ref()))
            == ("add")))
            || (((::lowrite_core::builtins::attrs::case_of((b_k.clone()).as_ref()))
                == ("mul")))))))))
    {
        return Ok(false);
    }
    let b_e = {
        let __t = ::lowrite_core::builtins::types::elem(
            &(rw.source().value_type(b_v).clone()),
        );
        rw.convert_type(&__t)?
    };
    let b_inputs = {
        let b_s__83 = rw.source().value_type(b_v).clone();
        {
            let b_t__83 = rw.source().value_type(b_r).clone();
            {
                let mut __l = Vec::new();
                for b_q__83 in ::lowrite_core::convert::located(
                    ::lowrite_core::convert::bounded_range(
                        0i64,
                        (i64::checked_div(
                                ::lowrite_core::builtins::layout::elems(
                                    &(b_s__83.clone()),
                                    0i64,
                                ),
                                ::lowrite_core::convert::located(
                                    ::lowrite_core::builtins::attrs::product_of(
                                        &({
                                            let mut __l = Vec::new();
                                            for b_d__84 in ::lowrite_core::convert::located(
                                                ::lowrite_core::convert::bounded_range(
                                                    0i64,
                                                    ::lowrite_core::builtins::types::rank(&(b_s__83.clone())),
                                                ),
                                                rw,
                                            )? {
                                                let b_d__84: i64 = b_d__84;
                                                if !({
                                                    let b_n__86 = ((::lowrite_core::builtins::types::rank(
                                                        &(b_s__83.clone()),
                                                    ))
                                                        - ((if matches!(
                                                            b_t__83.clone(), ::lowrite_core::ir::Type::Vector { .. }
                                                        ) {
                                                            ::lowrite_core::builtins::types::rank(&(b_t__83.clone()))
                                                        } else {
                                                            0i64
                                                        })));
                                                    (((({
                                                        let mut __l = Vec::new();
                                                        for b_j__86 in ::lowrite_core::convert::located(
                                                            ::lowrite_core::convert::bounded_range(
                                                                0i64,
                                                                b_n__86.clone(),
                                                            ),
                                                            rw,
                                                        )? {
                                                            let b_j__86: i64 = b_j__86;
                                                            if !(((::lowrite_core::convert::located(
                                                                ::lowrite_core::builtins::attrs::array_elem(
                                                                    (b_rd.clone()).as_ref(),
                                                                    b_j__86.clone(),
                                                                ),
                                                                rw,
                                                            )?) == (b_d__84.clone())))
                                                            {
                                                                continue;
                                                            }
                                                            __l.push(
                                                                ::lowrite_core::convert::Ofr::Static(b_j__86.clone()),
                                                            );
                                                        }
                                                        __l
                                                    })
                                                        .len() as i64)) > (0i64))
                                                }) {
                                                    continue;
                                                }
                                                __l.push(
                                                    ::lowrite_core::convert::Ofr::Static(
                                                        ::lowrite_core::builtins::layout::dim(
                                                            &(b_s__83.clone()),
                                                            b_d__84.clone(),
                                                        ),
                                                    ),
                                                );
                                            }
                                            __l
                                        }),
                                    ),
                                    rw,
                                )?,
                            )
                            .unwrap_or(0)),
                    ),
                    rw,
                )? {
                    let b_q__83: i64 = b_q__83;
                    __l.push(
                        ::lowrite_core::builtins::values::vector_of(
                            &(::lowrite_core::builtins::types::vector(
                                ::lowrite_core::convert::located(
                                    ::lowrite_core::builtins::attrs::product_of(
                                        &({
                                            let mut __l = Vec::new();
                                            for b_d__87 in ::lowrite_core::convert::located(
                                                ::lowrite_core::convert::bounded_range(
                                                    0i64,
                                                    ::lowrite_core::builtins::types::rank(&(b_s__83.clone())),
                                                ),
                                                rw,
                                            )? {
                                                let b_d__87: i64 = b_d__87;
                                                if !({
                                                    let b_n__89 = ((::lowrite_core::builtins::types::rank(
                                                        &(b_s__83.clone()),
                                                    ))
                                                        - ((if matches!(
                                                            b_t__83.clone(), ::lowrite_core::ir::Type::Vector { .. }
                                                        ) {
                                                            ::lowrite_core::builtins::types::rank(&(b_t__83.clone()))
                                                        } else {
                                                            0i64
                                                        })));
                                                    (((({
                                                        let mut __l = Vec::new();
                                                        for b_j__89 in ::lowrite_core::convert::located(
                                                            ::lowrite_core::convert::bounded_range(
                                                                0i64,
                                                                b_n__89.clone(),
                                                            ),
                                                            rw,
                                                        )? {
                                                            let b_j__89: i64 = b_j__89;
                                                            if !(((::lowrite_core::convert::located(
                                                                ::lowrite_core::builtins::attrs::array_elem(
                                                                    (b_rd.clone()).as_ref(),
                                                                    b_j__89.clone(),
                                                                ),
                                                                rw,
                                                            )?) == (b_d__87.clone())))
                                                            {
                                                                continue;
                                                            }
                                                            __l.push(
                                                                ::lowrite_core::convert::Ofr::Static(b_j__89.clone()),
                                                            );
                                                        }
                                                        __l
                                                    })
                                                        .len() as i64)) > (0i64))
                                                }) {
                                                    continue;
                                                }
                                                __l.push(
                                                    ::lowrite_core::convert::Ofr::Static(
                                                        ::lowrite_core::builtins::layout::dim(
                                                            &(b_s__83.clone()),
                                                            b_d__87.clone(),
                                                        ),
                                                    ),
                                                );
                                            }
                                            __l
                                        }),
                                    ),
                                    rw,
                                )?,
                                &({
                                    let __t = ::lowrite_core::builtins::types::elem(
                                        &(b_s__83.clone()),
                                    );
                                    rw.convert_type(&__t)?
                                }),
                            )),
                            &{
                                let mut __v: Vec<::lowrite_core::ir::Value> = Vec::new();
                                __v.extend({
                                    let mut __l = Vec::new();
                                    for b_p__83 in ::lowrite_core::convert::located(
                                        ::lowrite_core::convert::bounded_range(
                                            0i64,
                                            ::lowrite_core::convert::located(
                                                ::lowrite_core::builtins::attrs::product_of(
                                                    &({
                                                        let mut __l = Vec::new();
                                                        for b_d__90 in ::lowrite_core::convert::located(
                                                            ::lowrite_core::convert::bounded_range(
                                                                0i64,
                                                                ::lowrite_core::builtins::types::rank(&(b_s__83.clone())),
                                                            ),
                                                            rw,
                                                        )? {
                                                            let b_d__90: i64 = b_d__90;
                                                            if !({
                                                                let b_n__92 = ((::lowrite_core::builtins::types::rank(
                                                                    &(b_s__83.clone()),
                                                                ))
                                                                    - ((if matches!(
                                                                        b_t__83.clone(), ::lowrite_core::ir::Type::Vector { .. }
                                                                    ) {
                                                                        ::lowrite_core::builtins::types::rank(&(b_t__83.clone()))
                                                                    } else {
                                                                        0i64
                                                                    })));
                                                                (((({
                                                                    let mut __l = Vec::new();
                                                                    for b_j__92 in ::lowrite_core::convert::located(
                                                                        ::lowrite_core::convert::bounded_range(
                                                                            0i64,
                                                                            b_n__92.clone(),
                                                                        ),
                                                                        rw,
                                                                    )? {
                                                                        let b_j__92: i64 = b_j__92;
                                                                        if !(((::lowrite_core::convert::located(
                                                                            ::lowrite_core::builtins::attrs::array_elem(
                                                                                (b_rd.clone()).as_ref(),
                                                                                b_j__92.clone(),
                                                                            ),
                                                                            rw,
                                                                        )?) == (b_d__90.clone())))
                                                                        {
                                                                            continue;
                                                                        }
                                                                        __l.push(
                                                                            ::lowrite_core::convert::Ofr::Static(b_j__92.clone()),
                                                                        );
                                                                    }
                                                                    __l
                                                                })
                                                                    .len() as i64)) > (0i64))
                                                            }) {
                                                                continue;
                                                            }
                                                            __l.push(
                                                                ::lowrite_core::convert::Ofr::Static(
                                                                    ::lowrite_core::builtins::layout::dim(
                                                                        &(b_s__83.clone()),
                                                                        b_d__90.clone(),
                                                                    ),
                                                                ),
                                                            );
                                                        }
                                                        __l
                                                    }),
                                                ),
                                                rw,
                                            )?,
                                        ),
                                        rw,
                                    )? {
                                        let b_p__83: i64 = b_p__83;
                                        __l.push(
                                            ::lowrite_core::builtins::values::element(
                                                rw.value(b_v)?,
                                                &(b_s__83.clone()),
                                                {
                                                    let b_n__94 = ((::lowrite_core::builtins::types::rank(
                                                        &(b_s__83.clone()),
                                                    ))
                                                        - ((if matches!(
                                                            b_t__83.clone(), ::lowrite_core::ir::Type::Vector { .. }
                                                        ) {
                                                            ::lowrite_core::builtins::types::rank(&(b_t__83.clone()))
                                                        } else {
                                                            0i64
                                                        })));
                                                    ::lowrite_core::convert::located(
                                                        ::lowrite_core::builtins::attrs::sum_of(
                                                            &({
                                                                let mut __l = Vec::new();
                                                                for b_d__94 in ::lowrite_core::convert::located(
                                                                    ::lowrite_core::convert::bounded_range(
                                                                        0i64,
                                                                        ::lowrite_core::builtins::types::rank(&(b_s__83.clone())),
                                                                    ),
                                                                    rw,
                                                                )? {
                                                                    let b_d__94: i64 = b_d__94;
                                                                    __l.push(
                                                                        ::lowrite_core::convert::Ofr::Static(
                                                                            (({
                                                                                let __a = (if (((({
                                                                                    let mut __l = Vec::new();
                                                                                    for b_j__95 in ::lowrite_core::convert::located(
                                                                                        ::lowrite_core::convert::bounded_range(
                                                                                            0i64,
                                                                                            b_n__94.clone(),
                                                                                        ),
                                                                                        rw,
                                                                                    )? {
                                                                                        let b_j__95: i64 = b_j__95;
                                                                                        if !(((::lowrite_core::convert::located(
                                                                                            ::lowrite_core::builtins::attrs::array_elem(
                                                                                                (b_rd.clone()).as_ref(),
                                                                                                b_j__95.clone(),
                                                                                            ),
                                                                                            rw,
                                                                                        )?) == (b_d__94.clone())))
                                                                                        {
                                                                                            continue;
                                                                                        }
                                                                                        __l.push(
                                                                                            ::lowrite_core::convert::Ofr::Static(b_j__95.clone()),
                                                                                        );
                                                                                    }
                                                                                    __l
                                                                                })
                                                                                    .len() as i64)) > (0i64))
                                                                                {
                                                                                    (i64::checked_div(
                                                                                            b_p__83.clone(),
                                                                                            ::lowrite_core::convert::located(
                                                                                                ::lowrite_core::builtins::attrs::product_of(
                                                                                                    &({
                                                                                                        let mut __l = Vec::new();
                                                                                                        for b_e__96 in ::lowrite_core::convert::located(
                                                                                                            ::lowrite_core::convert::bounded_range(
                                                                                                                ((b_d__94.clone()) + (1i64)),
                                                                                                                ::lowrite_core::builtins::types::rank(&(b_s__83.clone())),
                                                                                                            ),
                                                                                                            rw,
                                                                                                        )? {
                                                                                                            let b_e__96: i64 = b_e__96;
                                                                                                            if !((((((({
                                                                                                                let mut __l = Vec::new();
                                                                                                                for b_j__97 in ::lowrite_core::convert::located(
                                                                                                                    ::lowrite_core::convert::bounded_range(
                                                                                                                        0i64,
                                                                                                                        b_n__94.clone(),
                                                                                                                    ),
                                                                                                                    rw,
                                                                                                                )? {
                                                                                                                    let b_j__97: i64 = b_j__97;
                                                                                                                    if !(((::lowrite_core::convert::located(
                                                                                                                        ::lowrite_core::builtins::attrs::array_elem(
                                                                                                                            (b_rd.clone()).as_ref(),
                                                                                                                            b_j__97.clone(),
                                                                                                                        ),
                                                                                                                        rw,
                                                                                                                    )?) == (b_e__96.clone())))
                                                                                                                    {
                                                                                                                        continue;
                                                                                                                    }
                                                                                                                    __l.push(
                                                                                                                        ::lowrite_core::convert::Ofr::Static(b_j__97.clone()),
                                                                                                                    );
                                                                                                                }
                                                                                                                __l
                                                                                                            })
                                                                                                                .len() as i64)) > (0i64))) == (true)))
                                                                                                            {
                                                                                                                continue;
                                                                                                            }
                                                                                                            __l.push(
                                                                                                                ::lowrite_core::convert::Ofr::Static(
                                                                                                                    ::lowrite_core::builtins::layout::dim(
                                                                                                                        &(b_s__83.clone()),
                                                                                                                        b_e__96.clone(),
                                                                                                                    ),
                                                                                                                ),
                                                                                                            );
                                                                                                        }
                                                                                                        __l
                                                                                                    }),
                                                                                                ),
                                                                                                rw,
                                                                                            )?,
                                                                                        )
                                                                                        .unwrap_or(0))
                                                                                } else {
                                                                                    (i64::checked_div(
                                                                                            b_q__83.clone(),
                                                                                            ::lowrite_core::convert::located(
                                                                                                ::lowrite_core::builtins::attrs::product_of(
                                                                                                    &({
                                                                                                        let mut __l = Vec::new();
                                                                                                        for b_e__98 in ::lowrite_core::convert::located(
                                                                                                            ::lowrite_core::convert::bounded_range(
                                                                                                                ((b_d__94.clone()) + (1i64)),
                                                                                                                ::lowrite_core::builtins::types::rank(&(b_s__83.clone())),
                                                                                                            ),
                                                                                                            rw,
                                                                                                        )? {
                                                                                                            let b_e__98: i64 = b_e__98;
                                                                                                            if !((((((({
                                                                                                                let mut __l = Vec::new();
                                                                                                                for b_j__99 in ::lowrite_core::convert::located(
                                                                                                                    ::lowrite_core::convert::bounded_range(
                                                                                                                        0i64,
                                                                                                                        b_n__94.clone(),
                                                                                                                    ),
                                                                                                                    rw,
                                                                                                                )? {
                                                                                                                    let b_j__99: i64 = b_j__99;
                                                                                                                    if !(((::lowrite_core::convert::located(
                                                                                                                        ::lowrite_core::builtins::attrs::array_elem(
                                                                                                                            (b_rd.clone()).as_ref(),
                                                                                                                            b_j__99.clone(),
                                                                                                                        ),
                                                                                                                        rw,
                                                                                                                    )?) == (b_e__98.clone())))
                                                                                                                    {
                                                                                                                        continue;
                                                                                                                    }
                                                                                                                    __l.push(
                                                                                                                        ::lowrite_core::convert::Ofr::Static(b_j__99.clone()),
                                                                                                                    );
                                                                                                                }
                                                                                                                __l
                                                                                                            })
                                                                                                                .len() as i64)) > (0i64))) == (false)))
                                                                                                            {
                                                                                                                continue;
                                                                                                            }
                                                                                                            __l.push(
                                                                                                                ::lowrite_core::convert::Ofr::Static(
                                                                                                                    ::lowrite_core::builtins::layout::dim(
                                                                                                                        &(b_s__83.clone()),
                                                                                                                        b_e__98.clone(),
                                                                                                                    ),
                                                                                                                ),
                                                                                                            );
                                                                                                        }
                                                                                                        __l
                                                                                                    }),
                                                                                                ),
                                                                                                rw,
                                                                                            )?,
                                                                                        )
                                                                                        .unwrap_or(0))
                                                                                });
                                                                                i64::checked_rem(
                                                                                        __a,
                                                                                        ::lowrite_core::builtins::layout::dim(
                                                                                            &(b_s__83.clone()),
                                                                                            b_d__94.clone(),
                                                                                        ),
                                                                                    )
                                                                                    .unwrap_or(__a)
                                                                            })
                                                                                * (::lowrite_core::builtins::layout::elems(
                                                                                    &(b_s__83.clone()),
                                                                                    ((b_d__94.clone()) + (1i64)),
                                                                                ))),
                                                                        ),
                                                                    );
                                                                }
                                                                __l
                                                            }),
                                                        ),
                                                        rw,
                                                    )?
                                                },
                                                rw,
                                            )?,
                                        );
                                    }
                                    __l
                                });
                                __v
                            },
                            rw,
                        )?,
                    );
                }
                __l
            }
        }
    };
    let b_accs = {
        let b_t__100 = rw.source().value_type(b_r).clone();
        (if matches!(b_t__100.clone(), ::lowrite_core::ir::Type::Vector { .. }) {
            {
                let mut __l = Vec::new();
                for b_q__100 in ::lowrite_core::convert::located(
                    ::lowrite_core::convert::bounded_range(
                        0i64,
                        ::lowrite_core::builtins::layout::elems(
                            &(b_t__100.clone()),
                            0i64,
                        ),
                    ),
                    rw,
                )? {
                    let b_q__100: i64 = b_q__100;
                    __l.push(
                        ::lowrite_core::builtins::values::element(
                            rw.value(b_acc)?,
                            &(b_t__100.clone()),
                            b_q__100.clone(),
                            rw,
                        )?,
                    );
                }
                __l
            }
        } else {
            {
                let mut __l = Vec::new();
                __l.push(rw.value(b_acc)?);
                __l
            }
        })
    };
    let b_parts = {
        let mut __l = Vec::new();
        for b_q in ::lowrite_core::convert::located(
            ::lowrite_core::convert::bounded_range(
                0i64,
                ((b_inputs.clone()).len() as i64),
            ),
            rw,
        )? {
            let b_q: i64 = b_q;
            __l.push({
                let b_c__101 = ::lowrite_core::builtins::attrs::case_of(
                    (b_k.clone()).as_ref(),
                );
                {
                    let b_v__101 = ::lowrite_core::convert::located(
                        ::lowrite_core::builtins::lists::nth(
                            &b_inputs.clone(),
                            b_q.clone(),
                            "value",
                        ),
                        rw,
                    )?;
                    {
                        let b_f__101 = ::lowrite_core::builtins::attrs::no_attr();
                        {
                            let b___match_15527__101 = b_c__101.clone();
                            (if ((b___match_15527__101.clone()) == ("add")) {
                                ::lowrite_core::convert::build_one(
                                    ::lowrite_core::ir::OpSpec::named(
                                            "llvm.intr.vector.reduce.add",
                                        )
                                        .operands(vec![b_v__101])
                                        .results(vec![b_e.clone()]),
                                    op,
                                    None,
                                    rw,
                                )?
                            } else {
                                (if ((b___match_15527__101.clone()) == ("mul")) {
                                    ::lowrite_core::convert::build_one(
                                        ::lowrite_core::ir::OpSpec::named(
                                                "llvm.intr.vector.reduce.mul",
                                            )
                                            .operands(vec![b_v__101])
                                            .results(vec![b_e.clone()]),
                                        op,
                                        None,
                                        rw,
                                    )?
                                } else {
                                    (if ((b___match_15527__101.clone()) == ("and")) {
                                        ::lowrite_core::convert::build_one(
                                            ::lowrite_core::ir::OpSpec::named(
                                                    "llvm.intr.vector.reduce.and",
                                                )
                                                .operands(vec![b_v__101])
                                                .results(vec![b_e.clone()]),
                                            op,
                                            None,
                                            rw,
                                        )?
                                    } else {
                                        (if ((b___match_15527__101.clone()) == ("or")) {
                                            ::lowrite_core::convert::build_one(
                                                ::lowrite_core::ir::OpSpec::named(
                                                        "llvm.intr.vector.reduce.or",
                                                    )
                                                    .operands(vec![b_v__101])
                                                    .results(vec![b_e.clone()]),
                                                op,
                                                None,
                                                rw,
                                            )?
                                        } else {
                                            (if ((b___match_15527__101.clone()) == ("xor")) {
                                                ::lowrite_core::convert::build_one(
                                                    ::lowrite_core::ir::OpSpec::named(
                                                            "llvm.intr.vector.reduce.xor",
                                                        )
                                                        .operands(vec![b_v__101])
                                                        .results(vec![b_e.clone()]),
                                                    op,
                                                    None,
                                                    rw,
                                                )?
                                            } else {
                                                (if ((b___match_15527__101.clone()) == ("maxsi")) {
                                                    ::lowrite_core::convert::build_one(
                                                        ::lowrite_core::ir::OpSpec::named(
                                                                "llvm.intr.vector.reduce.smax",
                                                            )
                                                            .operands(vec![b_v__101])
                                                            .results(vec![b_e.clone()]),
                                                        op,
                                                        None,
                                                        rw,
                                                    )?
                                                } else {
                                                    (if ((b___match_15527__101.clone()) == ("minsi")) {
                                                        ::lowrite_core::convert::build_one(
                                                            ::lowrite_core::ir::OpSpec::named(
                                                                    "llvm.intr.vector.reduce.smin",
                                                                )
                                                                .operands(vec![b_v__101])
                                                                .results(vec![b_e.clone()]),
                                                            op,
                                                            None,
                                                            rw,
                                                        )?
                                                    } else {
                                                        (if ((b___match_15527__101.clone()) == ("maxui")) {
                                                            ::lowrite_core::convert::build_one(
                                                                ::lowrite_core::ir::OpSpec::named(
                                                                        "llvm.intr.vector.reduce.umax",
                                                                    )
                                                                    .operands(vec![b_v__101])
                                                                    .results(vec![b_e.clone()]),
                                                                op,
                                                                None,
                                                                rw,
                                                            )?
                                                        } else {
                                                            (if ((b___match_15527__101.clone()) == ("minui")) {
                                                                ::lowrite_core::convert::build_one(
                                                                    ::lowrite_core::ir::OpSpec::named(
                                                                            "llvm.intr.vector.reduce.umin",
                                                                        )
                                                                        .operands(vec![b_v__101])
                                                                        .results(vec![b_e.clone()]),
                                                                    op,
                                                                    None,
                                                                    rw,
                                                                )?
                                                            } else {
                                                                (if ((b___match_15527__101.clone()) == ("maximumf")) {
                                                                    ::lowrite_core::convert::build_one(
                                                                        ::lowrite_core::ir::OpSpec::named(
                                                                                "llvm.intr.vector.reduce.fmaximum",
                                                                            )
                                                                            .operands(vec![b_v__101])
                                                                            .results(vec![b_e.clone()])
                                                                            .attr_opt(
                                                                                "fastmathFlags",
                                                                                enum_map_fastmath(b_f__101.clone()),
                                                                            ),
                                                                        op,
                                                                        None,
                                                                        rw,
                                                                    )?
                                                                } else {
                                                                    (if ((b___match_15527__101.clone()) == ("minimumf")) {
                                                                        ::lowrite_core::convert::build_one(
                                                                            ::lowrite_core::ir::OpSpec::named(
                                                                                    "llvm.intr.vector.reduce.fminimum",
                                                                                )
                                                                                .operands(vec![b_v__101])
                                                                                .results(vec![b_e.clone()])
                                                                                .attr_opt(
                                                                                    "fastmathFlags",
                                                                                    enum_map_fastmath(b_f__101.clone()),
                                                                                ),
                                                                            op,
                                                                            None,
                                                                            rw,
                                                                        )?
                                                                    } else {
                                                                        (if ((b___match_15527__101.clone()) == ("maxnumf")) {
                                                                            ::lowrite_core::convert::build_one(
                                                                                ::lowrite_core::ir::OpSpec::named(
                                                                                        "llvm.intr.vector.reduce.fmax",
                                                                                    )
                                                                                    .operands(vec![b_v__101])
                                                                                    .results(vec![b_e.clone()])
                                                                                    .attr_opt(
                                                                                        "fastmathFlags",
                                                                                        enum_map_fastmath(b_f__101.clone()),
                                                                                    ),
                                                                                op,
                                                                                None,
                                                                                rw,
                                                                            )?
                                                                        } else {
                                                                            ::lowrite_core::convert::build_one(
                                                                                ::lowrite_core::ir::OpSpec::named(
                                                                                        "llvm.intr.vector.reduce.fmin",
                                                                                    )
                                                                                    .operands(vec![b_v__101])
                                                                                    .results(vec![b_e.clone()])
                                                                                    .attr_opt(
                                                                                        "fastmathFlags",
                                                                                        enum_map_fastmath(b_f__101.clone()),
                                                                                    ),
                                                                                op,
                                                                                None,
                                                                                rw,
                                                                            )?
                                                                        })
                                                                    })
                                                                })
                                                            })
                                                        })
                                                    })
                                                })
                                            })
                                        })
                                    })
                                })
                            })
                        }
                    }
                }
            });
        }
        __l
    };
    let __yielded = vec![
        { let b_t__104 = rw.source().value_type(b_r).clone(); (if matches!(b_t__104
        .clone(), ::lowrite_core::ir::Type::Vector { .. }) {
        ::lowrite_core::builtins::values::from_scalars(& (b_t__104.clone()), & { let mut
        __v : Vec < ::lowrite_core::ir::Value > = Vec::new(); __v.extend({ let mut __l =
        Vec::new(); for b_q in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
        ((b_parts.clone()).len() as i64)), rw) ? { let b_q : i64 = b_q; __l.push({ let
        b_c__102 = ::lowrite_core::builtins::attrs::case_of((b_k.clone()).as_ref()); {
        let b_a__102 =
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& b_parts
        .clone(), b_q.clone(), "value"), rw) ?; { let b_b__102 =
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& b_accs
        .clone(), b_q.clone(), "value"), rw) ?; { let b_f__102 =
        matches!(::lowrite_core::builtins::types::elem(& (rw.source().value_type(b_v)
        .clone())), ::lowrite_core::ir::Type::Float(_)); { let b___match_14789__102 =
        b_c__102.clone(); (if ((b___match_14789__102.clone()) == ("add")) { (if b_f__102
        .clone() {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.fadd")
        .operands(vec![b_a__102, b_b__102]).results(vec![b_e.clone()]), op, None, rw,) ?
        } else {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.add")
        .operands(vec![b_a__102, b_b__102]).results(vec![b_e.clone()]), op, None, rw,) ?
        }) } else { (if ((b___match_14789__102.clone()) == ("mul")) { (if b_f__102
        .clone() {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.fmul")
        .operands(vec![b_a__102, b_b__102]).results(vec![b_e.clone()]), op, None, rw,) ?
        } else {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.mul")
        .operands(vec![b_a__102, b_b__102]).results(vec![b_e.clone()]), op, None, rw,) ?
        }) } else { (if ((b___match_14789__102.clone()) == ("and")) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.and")
        .operands(vec![b_a__102, b_b__102]).results(vec![b_e.clone()]), op, None, rw,) ?
        } else { (if ((b___match_14789__102.clone()) == ("or")) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.or")
        .operands(vec![b_a__102, b_b__102]).results(vec![b_e.clone()]), op, None, rw,) ?
        } else { (if ((b___match_14789__102.clone()) == ("xor")) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.xor")
        .operands(vec![b_a__102, b_b__102]).results(vec![b_e.clone()]), op, None, rw,) ?
        } else { (if ((b___match_14789__102.clone()) == ("minsi")) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.smin")
        .operands(vec![b_a__102, b_b__102]).results(vec![b_e.clone()]), op, None, rw,) ?
        } else { (if ((b___match_14789__102.clone()) == ("maxsi")) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.smax")
        .operands(vec![b_a__102, b_b__102]).results(vec![b_e.clone()]), op, None, rw,) ?
        } else { (if ((b___match_14789__102.clone()) == ("minui")) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.umin")
        .operands(vec![b_a__102, b_b__102]).results(vec![b_e.clone()]), op, None, rw,) ?
        } else { (if ((b___match_14789__102.clone()) == ("maxui")) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.umax")
        .operands(vec![b_a__102, b_b__102]).results(vec![b_e.clone()]), op, None, rw,) ?
        } else { (if ((b___match_14789__102.clone()) == ("minnumf")) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.minnum")
        .operands(vec![b_a__102, b_b__102]).results(vec![b_e.clone()]), op, None, rw,) ?
        } else { (if ((b___match_14789__102.clone()) == ("maxnumf")) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.maxnum")
        .operands(vec![b_a__102, b_b__102]).results(vec![b_e.clone()]), op, None, rw,) ?
        } else { (if ((b___match_14789__102.clone()) == ("minimumf")) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.minimum")
        .operands(vec![b_a__102, b_b__102]).results(vec![b_e.clone()]), op, None, rw,) ?
        } else {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.maximum")
        .operands(vec![b_a__102, b_b__102]).results(vec![b_e.clone()]), op, None, rw,) ?
        }) }) }) }) }) }) }) }) }) }) }) }) } } } } }); } __l }); __v }, rw) ? } else {
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& { let mut
        __l = Vec::new(); for b_q in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
        ((b_parts.clone()).len() as i64)), rw) ? { let b_q : i64 = b_q; __l.push({ let
        b_c__102 = ::lowrite_core::builtins::attrs::case_of((b_k.clone()).as_ref()); {
        let b_a__102 =
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& b_parts
        .clone(), b_q.clone(), "value"), rw) ?; { let b_b__102 =
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& b_accs
        .clone(), b_q.clone(), "value"), rw) ?; { let b_f__102 =
        matches!(::lowrite_core::builtins::types::elem(& (rw.source().value_type(b_v)
        .clone())), ::lowrite_core::ir::Type::Float(_)); { let b___match_14789__102 =
        b_c__102.clone(); (if ((b___match_14789__102.clone()) == ("add")) { (if b_f__102
        .clone() {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.fadd")
        .operands(vec![b_a__102, b_b__102]).results(vec![b_e.clone()]), op, None, rw,) ?
        } else {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.add")
        .operands(vec![b_a__102, b_b__102]).results(vec![b_e.clone()]), op, None, rw,) ?
        }) } else { (if ((b___match_14789__102.clone()) == ("mul")) { (if b_f__102
        .clone() {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.fmul")
        .operands(vec![b_a__102, b_b__102]).results(vec![b_e.clone()]), op, None, rw,) ?
        } else {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.mul")
        .operands(vec![b_a__102, b_b__102]).results(vec![b_e.clone()]), op, None, rw,) ?
        }) } else { (if ((b___match_14789__102.clone()) == ("and")) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.and")
        .operands(vec![b_a__102, b_b__102]).results(vec![b_e.clone()]), op, None, rw,) ?
        } else { (if ((b___match_14789__102.clone()) == ("or")) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.or")
        .operands(vec![b_a__102, b_b__102]).results(vec![b_e.clone()]), op, None, rw,) ?
        } else { (if ((b___match_14789__102.clone()) == ("xor")) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.xor")
        .operands(vec![b_a__102, b_b__102]).results(vec![b_e.clone()]), op, None, rw,) ?
        } else { (if ((b___match_14789__102.clone()) == ("minsi")) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.smin")
        .operands(vec![b_a__102, b_b__102]).results(vec![b_e.clone()]), op, None, rw,) ?
        } else { (if ((b___match_14789__102.clone()) == ("maxsi")) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.smax")
        .operands(vec![b_a__102, b_b__102]).results(vec![b_e.clone()]), op, None, rw,) ?
        } else { (if ((b___match_14789__102.clone()) == ("minui")) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.umin")
        .operands(vec![b_a__102, b_b__102]).results(vec![b_e.clone()]), op, None, rw,) ?
        } else { (if ((b___match_14789__102.clone()) == ("maxui")) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.umax")
        .operands(vec![b_a__102, b_b__102]).results(vec![b_e.clone()]), op, None, rw,) ?
        } else { (if ((b___match_14789__102.clone()) == ("minnumf")) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.minnum")
        .operands(vec![b_a__102, b_b__102]).results(vec![b_e.clone()]), op, None, rw,) ?
        } else { (if ((b___match_14789__102.clone()) == ("maxnumf")) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.maxnum")
        .operands(vec![b_a__102, b_b__102]).results(vec![b_e.clone()]), op, None, rw,) ?
        } else { (if ((b___match_14789__102.clone()) == ("minimumf")) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.minimum")
        .operands(vec![b_a__102, b_b__102]).results(vec![b_e.clone()]), op, None, rw,) ?
        } else {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.maximum")
        .operands(vec![b_a__102, b_b__102]).results(vec![b_e.clone()]), op, None, rw,) ?
        }) }) }) }) }) }) }) }) }) }) }) }) } } } } }); } __l }, 0i64, "value"), rw) ? })
        }
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// The `add` kind (the only one upstream lowers), rounded as upstream's default lowering
/// rounds it: into a scalar, the products summed in order from the accumulator; into a vector,
/// each element's products summed in order from 0, then added to the accumulator.
///
/// Rule at rules/vector.rules:391:
///
/// ```text
/// /// The `add` kind (the only one upstream lowers), rounded as upstream's default lowering
/// /// rounds it: into a scalar, the products summed in order from the accumulator; into a vector,
/// /// each element's products summed in order from 0, then added to the accumulator.
/// rule vector.contract(a, b, acc) {indexing_maps = maps, iterator_types = _it, kind = k?} -> (r)
///     where contractible(type(a), type(b), type(r)) && ckind(k) == "add" => {
///     let tc = type(r);
///     let e = convert(elem(tc));
///     let products = cproducts(a, b, maps, tc);
///     let accs = if tc is vector { [element(acc, tc, q) for q in 0..elems(tc, 0)] } else { [acc] };
///     yield reduction_result(tc, [if !(tc is vector) && (elem(tc) is float) {
///             llvm.intr.vector.reduce.fadd(acc, nth(products, q)) : e
///         } else if elem(tc) is float {
///             llvm.fadd(llvm.intr.vector.reduce.fadd(constant(0, e), nth(products, q)) : e, nth(accs, q)) : e
///         } else { llvm.add(llvm.intr.vector.reduce.add(nth(products, q)) : e, nth(accs, q)) : e } for q in 0..len(products)]);
/// }
///
/// // ---------------------------------------------------------------- printing
/// // `vector.print` calls the runner utilities (`libmlir_c_runner_utils`) as upstream's lowering
/// // does: one call per scalar, `printOpen`/`printComma`/`printClose` around the elements of a
/// // vector, then the op's punctuation (a newline unless it says otherwise).
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_contract_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_a, b_b, b_acc] = __op.operands[..] else {
        return Ok(false);
    };
    let b_maps @ Some(_) = __op.attr("indexing_maps").cloned() else {
        return Ok(false);
    };
    let b__it @ Some(_) = __op.attr("iterator_types").cloned() else {
        return Ok(false);
    };
    let b_k = __op.attr("kind").cloned();
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    if !((({
        let b_ta__105 = rw.source().value_type(b_a).clone();
        {
            let b_tb__105 = rw.source().value_type(b_b).clone();
            {
                let b_tc__105 = rw.source().value_type(b_r).clone();
                ((((::lowrite_core::builtins::types::elem(&(b_ta__105.clone())))
                    == (::lowrite_core::builtins::types::elem(&(b_tc__105.clone())))))
                    && (((::lowrite_core::builtins::types::elem(&(b_tb__105.clone())))
                        == (::lowrite_core::builtins::types::elem(
                            &(b_tc__105.clone()),
                        )))))
            }
        }
    })
        && ((((if ::lowrite_core::builtins::attrs::present((b_k.clone()).as_ref()) {
            ::std::string::String::from(
                ::lowrite_core::builtins::attrs::case_of((b_k.clone()).as_ref()),
            )
        } else {
            ::std::string::String::from("add")
        })) == ("add")))))
    {
        return Ok(false);
    }
    let b_tc = rw.source().value_type(b_r).clone();
    let b_e = {
        let __t = ::lowrite_core::builtins::types::elem(&(b_tc.clone()));
        rw.convert_type(&__t)?
    };
    let b_products = {
        let mut __l = Vec::new();
        for b_q__107 in ::lowrite_core::convert::located(
            ::lowrite_core::convert::bounded_range(
                0i64,
                (if matches!(b_tc.clone(), ::lowrite_core::ir::Type::Vector { .. }) {
                    ::lowrite_core::builtins::layout::elems(&(b_tc.clone()), 0i64)
                } else {
                    1i64
                }),
            ),
            rw,
        )? {
            let b_q__107: i64 = b_q__107;
            __l.push(
                ::lowrite_core::builtins::values::vector_of(
                    &(::lowrite_core::builtins::types::vector(
                        {
                            let b_ta__108 = rw.source().value_type(b_a).clone();
                            {
                                let b_tb__108 = rw.source().value_type(b_b).clone();
                                ::lowrite_core::convert::located(
                                    ::lowrite_core::builtins::attrs::product_of(
                                        &({
                                            let mut __l = Vec::new();
                                            for b_d__108 in ::lowrite_core::convert::located(
                                                ::lowrite_core::convert::bounded_range(
                                                    0i64,
                                                    ::lowrite_core::convert::located(
                                                        ::lowrite_core::builtins::attrs::map_arity(
                                                            (::lowrite_core::builtins::attrs::attr_elem(
                                                                (b_maps.clone()).as_ref(),
                                                                0i64,
                                                            ))
                                                                .as_ref(),
                                                        ),
                                                        rw,
                                                    )?,
                                                ),
                                                rw,
                                            )? {
                                                let b_d__108: i64 = b_d__108;
                                                if !(((::lowrite_core::convert::located(
                                                    ::lowrite_core::builtins::attrs::map_pos(
                                                        (::lowrite_core::builtins::attrs::attr_elem(
                                                            (b_maps.clone()).as_ref(),
                                                            2i64,
                                                        ))
                                                            .as_ref(),
                                                        b_d__108.clone(),
                                                    ),
                                                    rw,
                                                )?) < (0i64)))
                                                {
                                                    continue;
                                                }
                                                __l.push(
                                                    ::lowrite_core::convert::Ofr::Static({
                                                        let b_ma__109 = ::lowrite_core::builtins::attrs::attr_elem(
                                                            (b_maps.clone()).as_ref(),
                                                            0i64,
                                                        );
                                                        {
                                                            let b_mb__109 = ::lowrite_core::builtins::attrs::attr_elem(
                                                                (b_maps.clone()).as_ref(),
                                                                1i64,
                                                            );
                                                            (if ((::lowrite_core::convert::located(
                                                                ::lowrite_core::builtins::attrs::map_pos(
                                                                    (b_ma__109.clone()).as_ref(),
                                                                    b_d__108.clone(),
                                                                ),
                                                                rw,
                                                            )?) >= (0i64))
                                                            {
                                                                ::lowrite_core::builtins::layout::dim(
                                                                    &(b_ta__108.clone()),
                                                                    ::lowrite_core::convert::located(
                                                                        ::lowrite_core::builtins::attrs::map_pos(
                                                                            (b_ma__109.clone()).as_ref(),
                                                                            b_d__108.clone(),
                                                                        ),
                                                                        rw,
                                                                    )?,
                                                                )
                                                            } else {
                                                                ::lowrite_core::builtins::layout::dim(
                                                                    &(b_tb__108.clone()),
                                                                    ::lowrite_core::convert::located(
                                                                        ::lowrite_core::builtins::attrs::map_pos(
                                                                            (b_mb__109.clone()).as_ref(),
                                                                            b_d__108.clone(),
                                                                        ),
                                                                        rw,
                                                                    )?,
                                                                )
                                                            })
                                                        }
                                                    }),
                                                );
                                            }
                                            __l
                                        }),
                                    ),
                                    rw,
                                )?
                            }
                        },
                        &({
                            let __t = ::lowrite_core::builtins::types::elem(
                                &(b_tc.clone()),
                            );
                            rw.convert_type(&__t)?
                        }),
                    )),
                    &{
                        let mut __v: Vec<::lowrite_core::ir::Value> = Vec::new();
                        __v.extend({
                            let mut __l = Vec::new();
                            for b_p__107 in ::lowrite_core::convert::located(
                                ::lowrite_core::convert::bounded_range(
                                    0i64,
                                    {
                                        let b_ta__110 = rw.source().value_type(b_a).clone();
                                        {
                                            let b_tb__110 = rw.source().value_type(b_b).clone();
                                            ::lowrite_core::convert::located(
                                                ::lowrite_core::builtins::attrs::product_of(
                                                    &({
                                                        let mut __l = Vec::new();
                                                        for b_d__110 in ::lowrite_core::convert::located(
                                                            ::lowrite_core::convert::bounded_range(
                                                                0i64,
                                                                ::lowrite_core::convert::located(
                                                                    ::lowrite_core::builtins::attrs::map_arity(
                                                                        (::lowrite_core::builtins::attrs::attr_elem(
                                                                            (b_maps.clone()).as_ref(),
                                                                            0i64,
                                                                        ))
                                                                            .as_ref(),
                                                                    ),
                                                                    rw,
                                                                )?,
                                                            ),
                                                            rw,
                                                        )? {
                                                            let b_d__110: i64 = b_d__110;
                                                            if !(((::lowrite_core::convert::located(
                                                                ::lowrite_core::builtins::attrs::map_pos(
                                                                    (::lowrite_core::builtins::attrs::attr_elem(
                                                                        (b_maps.clone()).as_ref(),
                                                                        2i64,
                                                                    ))
                                                                        .as_ref(),
                                                                    b_d__110.clone(),
                                                                ),
                                                                rw,
                                                            )?) < (0i64)))
                                                            {
                                                                continue;
                                                            }
                                                            __l.push(
                                                                ::lowrite_core::convert::Ofr::Static({
                                                                    let b_ma__111 = ::lowrite_core::builtins::attrs::attr_elem(
                                                                        (b_maps.clone()).as_ref(),
                                                                        0i64,
                                                                    );
                                                                    {
                                                                        let b_mb__111 = ::lowrite_core::builtins::attrs::attr_elem(
                                                                            (b_maps.clone()).as_ref(),
                                                                            1i64,
                                                                        );
                                                                        (if ((::lowrite_core::convert::located(
                                                                            ::lowrite_core::builtins::attrs::map_pos(
                                                                                (b_ma__111.clone()).as_ref(),
                                                                                b_d__110.clone(),
                                                                            ),
                                                                            rw,
                                                                        )?) >= (0i64))
                                                                        {
                                                                            ::lowrite_core::builtins::layout::dim(
                                                                                &(b_ta__110.clone()),
                                                                                ::lowrite_core::convert::located(
                                                                                    ::lowrite_core::builtins::attrs::map_pos(
                                                                                        (b_ma__111.clone()).as_ref(),
                                                                                        b_d__110.clone(),
                                                                                    ),
                                                                                    rw,
                                                                                )?,
                                                                            )
                                                                        } else {
                                                                            ::lowrite_core::builtins::layout::dim(
                                                                                &(b_tb__110.clone()),
                                                                                ::lowrite_core::convert::located(
                                                                                    ::lowrite_core::builtins::attrs::map_pos(
                                                                                        (b_mb__111.clone()).as_ref(),
                                                                                        b_d__110.clone(),
                                                                                    ),
                                                                                    rw,
                                                                                )?,
                                                                            )
                                                                        })
                                                                    }
                                                                }),
                                                            );
                                                        }
                                                        __l
                                                    }),
                                                ),
                                                rw,
                                            )?
                                        }
                                    },
                                ),
                                rw,
                            )? {
                                let b_p__107: i64 = b_p__107;
                                __l.push({
                                    let b_t__120 = {
                                        let __t = ::lowrite_core::builtins::types::elem(
                                            &(b_tc.clone()),
                                        );
                                        rw.convert_type(&__t)?
                                    };
                                    {
                                        let b_f__120 = matches!(
                                            ::lowrite_core::builtins::types::elem(& (b_tc.clone())),
                                            ::lowrite_core::ir::Type::Float(_)
                                        );
                                        (if b_f__120.clone() {
                                            ::lowrite_core::convert::build_one(
                                                ::lowrite_core::ir::OpSpec::named("llvm.fmul")
                                                    .operands(
                                                        vec![
                                                            { let b_ta__112 = rw.source().value_type(b_a).clone(); { let
                                                            b_tb__112 = rw.source().value_type(b_b).clone();
                                                            ::lowrite_core::builtins::values::element(rw.value(b_a) ?, &
                                                            (rw.source().value_type(b_a).clone()),
                                                            ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::sum_of(&
                                                            ({ let mut __l = Vec::new(); for b_i__112 in
                                                            ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
                                                            ::lowrite_core::builtins::types::rank(& (rw.source()
                                                            .value_type(b_a).clone()))), rw) ? { let b_i__112 : i64 =
                                                            b_i__112; __l.push(::lowrite_core::convert::Ofr::Static((({
                                                            let b_ma__113 =
                                                            ::lowrite_core::builtins::attrs::attr_elem((b_maps.clone())
                                                            .as_ref(), 0i64); { let b_mb__113 =
                                                            ::lowrite_core::builtins::attrs::attr_elem((b_maps.clone())
                                                            .as_ref(), 1i64); { let b_mc__113 =
                                                            ::lowrite_core::builtins::attrs::attr_elem((b_maps.clone())
                                                            .as_ref(), 2i64); { let b_d__113 =
                                                            ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_dim((::lowrite_core::builtins::attrs::attr_elem((b_maps
                                                            .clone()).as_ref(), 0i64)).as_ref(), b_i__112.clone()), rw)
                                                            ?; (if
                                                            ((::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_pos((b_mc__113
                                                            .clone()).as_ref(), b_d__113.clone()), rw) ?) >= (0i64)) { {
                                                            let __a = (i64::checked_div(b_q__107.clone(),
                                                            ::lowrite_core::builtins::layout::elems(& (b_tc.clone()),
                                                            ((::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_pos((b_mc__113
                                                            .clone()).as_ref(), b_d__113.clone()), rw) ?) + (1i64))))
                                                            .unwrap_or(0)); i64::checked_rem(__a,
                                                            ::lowrite_core::builtins::layout::dim(& (b_tc.clone()),
                                                            ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_pos((b_mc__113
                                                            .clone()).as_ref(), b_d__113.clone()), rw) ?))
                                                            .unwrap_or(__a) } } else { { let __a =
                                                            (i64::checked_div(b_p__107.clone(),
                                                            ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::product_of(&
                                                            ({ let mut __l = Vec::new(); for b_e__113 in
                                                            ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(((b_d__113
                                                            .clone()) + (1i64)),
                                                            ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_arity((b_ma__113
                                                            .clone()).as_ref()), rw) ?), rw) ? { let b_e__113 : i64 =
                                                            b_e__113; if !
                                                            (((::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_pos((b_mc__113
                                                            .clone()).as_ref(), b_e__113.clone()), rw) ?) < (0i64))) {
                                                            continue; } __l
                                                            .push(::lowrite_core::convert::Ofr::Static((if
                                                            ((::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_pos((b_ma__113
                                                            .clone()).as_ref(), b_e__113.clone()), rw) ?) >= (0i64)) {
                                                            ::lowrite_core::builtins::layout::dim(& (b_ta__112.clone()),
                                                            ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_pos((b_ma__113
                                                            .clone()).as_ref(), b_e__113.clone()), rw) ?) } else {
                                                            ::lowrite_core::builtins::layout::dim(& (b_tb__112.clone()),
                                                            ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_pos((b_mb__113
                                                            .clone()).as_ref(), b_e__113.clone()), rw) ?) }))); } __l
                                                            })), rw) ?).unwrap_or(0)); i64::checked_rem(__a, (if
                                                            ((::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_pos((b_ma__113
                                                            .clone()).as_ref(), b_d__113.clone()), rw) ?) >= (0i64)) {
                                                            ::lowrite_core::builtins::layout::dim(& (b_ta__112.clone()),
                                                            ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_pos((b_ma__113
                                                            .clone()).as_ref(), b_d__113.clone()), rw) ?) } else {
                                                            ::lowrite_core::builtins::layout::dim(& (b_tb__112.clone()),
                                                            ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_pos((b_mb__113
                                                            .clone()).as_ref(), b_d__113.clone()), rw) ?) }))
                                                            .unwrap_or(__a) } }) } } } }) *
                                                            (::lowrite_core::builtins::layout::elems(& (rw.source()
                                                            .value_type(b_a).clone()), ((b_i__112.clone()) +
                                                            (1i64))))))); } __l })), rw) ?, rw) ? } }, { let b_ta__116 =
                                                            rw.source().value_type(b_a).clone(); { let b_tb__116 = rw
                                                            .source().value_type(b_b).clone();
                                                            ::lowrite_core::builtins::values::element(rw.value(b_b) ?, &
                                                            (rw.source().value_type(b_b).clone()),
                                                            ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::sum_of(&
                                                            ({ let mut __l = Vec::new(); for b_i__116 in
                                                            ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
                                                            ::lowrite_core::builtins::types::rank(& (rw.source()
                                                            .value_type(b_b).clone()))), rw) ? { let b_i__116 : i64 =
                                                            b_i__116; __l.push(::lowrite_core::convert::Ofr::Static((({
                                                            let b_ma__117 =
                                                            ::lowrite_core::builtins::attrs::attr_elem((b_maps.clone())
                                                            .as_ref(), 0i64); { let b_mb__117 =
                                                            ::lowrite_core::builtins::attrs::attr_elem((b_maps.clone())
                                                            .as_ref(), 1i64); { let b_mc__117 =
                                                            ::lowrite_core::builtins::attrs::attr_elem((b_maps.clone())
                                                            .as_ref(), 2i64); { let b_d__117 =
                                                            ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_dim((::lowrite_core::builtins::attrs::attr_elem((b_maps
                                                            .clone()).as_ref(), 1i64)).as_ref(), b_i__116.clone()), rw)
                                                            ?; (if
                                                            ((::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_pos((b_mc__117
                                                            .clone()).as_ref(), b_d__117.clone()), rw) ?) >= (0i64)) { {
                                                            let __a = (i64::checked_div(b_q__107.clone(),
                                                            ::lowrite_core::builtins::layout::elems(& (b_tc.clone()),
                                                            ((::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_pos((b_mc__117
                                                            .clone()).as_ref(), b_d__117.clone()), rw) ?) + (1i64))))
                                                            .unwrap_or(0)); i64::checked_rem(__a,
                                                            ::lowrite_core::builtins::layout::dim(& (b_tc.clone()),
                                                            ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_pos((b_mc__117
                                                            .clone()).as_ref(), b_d__117.clone()), rw) ?))
                                                            .unwrap_or(__a) } } else { { let __a =
                                                            (i64::checked_div(b_p__107.clone(),
                                                            ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::product_of(&
                                                            ({ let mut __l = Vec::new(); for b_e__117 in
                                                            ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(((b_d__117
                                                            .clone()) + (1i64)),
                                                            ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_arity((b_ma__117
                                                            .clone()).as_ref()), rw) ?), rw) ? { let b_e__117 : i64 =
                                                            b_e__117; if !
                                                            (((::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_pos((b_mc__117
                                                            .clone()).as_ref(), b_e__117.clone()), rw) ?) < (0i64))) {
                                                            continue; } __l
                                                            .push(::lowrite_core::convert::Ofr::Static((if
                                                            ((::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_pos((b_ma__117
                                                            .clone()).as_ref(), b_e__117.clone()), rw) ?) >= (0i64)) {
                                                            ::lowrite_core::builtins::layout::dim(& (b_ta__116.clone()),
                                                            ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_pos((b_ma__117
                                                            .clone()).as_ref(), b_e__117.clone()), rw) ?) } else {
                                                            ::lowrite_core::builtins::layout::dim(& (b_tb__116.clone()),
                                                            ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_pos((b_mb__117
                                                            .clone()).as_ref(), b_e__117.clone()), rw) ?) }))); } __l
                                                            })), rw) ?).unwrap_or(0)); i64::checked_rem(__a, (if
                                                            ((::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_pos((b_ma__117
                                                            .clone()).as_ref(), b_d__117.clone()), rw) ?) >= (0i64)) {
                                                            ::lowrite_core::builtins::layout::dim(& (b_ta__116.clone()),
                                                            ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_pos((b_ma__117
                                                            .clone()).as_ref(), b_d__117.clone()), rw) ?) } else {
                                                            ::lowrite_core::builtins::layout::dim(& (b_tb__116.clone()),
                                                            ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_pos((b_mb__117
                                                            .clone()).as_ref(), b_d__117.clone()), rw) ?) }))
                                                            .unwrap_or(__a) } }) } } } }) *
                                                            (::lowrite_core::builtins::layout::elems(& (rw.source()
                                                            .value_type(b_b).clone()), ((b_i__116.clone()) +
                                                            (1i64))))))); } __l })), rw) ?, rw) ? } }
                                                        ],
                                                    )
                                                    .results(vec![b_t__120.clone()]),
                                                op,
                                                None,
                                                rw,
                                            )?
                                        } else {
                                            ::lowrite_core::convert::build_one(
                                                ::lowrite_core::ir::OpSpec::named("llvm.mul")
                                                    .operands(
                                                        vec![
                                                            { let b_ta__112 = rw.source().value_type(b_a).clone(); { let
                                                            b_tb__112 = rw.source().value_type(b_b).clone();
                                                            ::lowrite_core::builtins::values::element(rw.value(b_a) ?, &
                                                            (rw.source().value_type(b_a).clone()),
                                                            ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::sum_of(&
                                                            ({ let mut __l = Vec::new(); for b_i__112 in
                                                            ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
                                                            ::lowrite_core::builtins::types::rank(& (rw.source()
                                                            .value_type(b_a).clone()))), rw) ? { let b_i__112 : i64 =
                                                            b_i__112; __l.push(::lowrite_core::convert::Ofr::Static((({
                                                            let b_ma__113 =
                                                            ::lowrite_core::builtins::attrs::attr_elem((b_maps.clone())
                                                            .as_ref(), 0i64); { let b_mb__113 =
                                                            ::lowrite_core::builtins::attrs::attr_elem((b_maps.clone())
                                                            .as_ref(), 1i64); { let b_mc__113 =
                                                            ::lowrite_core::builtins::attrs::attr_elem((b_maps.clone())
                                                            .as_ref(), 2i64); { let b_d__113 =
                                                            ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_dim((::lowrite_core::builtins::attrs::attr_elem((b_maps
                                                            .clone()).as_ref(), 0i64)).as_ref(), b_i__112.clone()), rw)
                                                            ?; (if
                                                            ((::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_pos((b_mc__113
                                                            .clone()).as_ref(), b_d__113.clone()), rw) ?) >= (0i64)) { {
                                                            let __a = (i64::checked_div(b_q__107.clone(),
                                                            ::lowrite_core::builtins::layout::elems(& (b_tc.clone()),
                                                            ((::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_pos((b_mc__113
                                                            .clone()).as_ref(), b_d__113.clone()), rw) ?) + (1i64))))
                                                            .unwrap_or(0)); i64::checked_rem(__a,
                                                            ::lowrite_core::builtins::layout::dim(& (b_tc.clone()),
                                                            ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_pos((b_mc__113
                                                            .clone()).as_ref(), b_d__113.clone()), rw) ?))
                                                            .unwrap_or(__a) } } else { { let __a =
                                                            (i64::checked_div(b_p__107.clone(),
                                                            ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::product_of(&
                                                            ({ let mut __l = Vec::new(); for b_e__113 in
                                                            ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(((b_d__113
                                                            .clone()) + (1i64)),
                                                            ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_arity((b_ma__113
                                                            .clone()).as_ref()), rw) ?), rw) ? { let b_e__113 : i64 =
                                                            b_e__113; if !
                                                            (((::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_pos((b_mc__113
                                                            .clone()).as_ref(), b_e__113.clone()), rw) ?) < (0i64))) {
                                                            continue; } __l
                                                            .push(::lowrite_core::convert::Ofr::Static((if
                                                            ((::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_pos((b_ma__113
                                                            .clone()).as_ref(), b_e__113.clone()), rw) ?) >= (0i64)) {
                                                            ::lowrite_core::builtins::layout::dim(& (b_ta__112.clone()),
                                                            ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_pos((b_ma__113
                                                            .clone()).as_ref(), b_e__113.clone()), rw) ?) } else {
                                                            ::lowrite_core::builtins::layout::dim(& (b_tb__112.clone()),
                                                            ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_pos((b_mb__113
                                                            .clone()).as_ref(), b_e__113.clone()), rw) ?) }))); } __l
                                                            })), rw) ?).unwrap_or(0)); i64::checked_rem(__a, (if
                                                            ((::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_pos((b_ma__113
                                                            .clone()).as_ref(), b_d__113.clone()), rw) ?) >= (0i64)) {
                                                            ::lowrite_core::builtins::layout::dim(& (b_ta__112.clone()),
                                                            ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_pos((b_ma__113
                                                            .clone()).as_ref(), b_d__113.clone()), rw) ?) } else {
                                                            ::lowrite_core::builtins::layout::dim(& (b_tb__112.clone()),
                                                            ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_pos((b_mb__113
                                                            .clone()).as_ref(), b_d__113.clone()), rw) ?) }))
                                                            .unwrap_or(__a) } }) } } } }) *
                                                            (::lowrite_core::builtins::layout::elems(& (rw.source()
                                                            .value_type(b_a).clone()), ((b_i__112.clone()) +
                                                            (1i64))))))); } __l })), rw) ?, rw) ? } }, { let b_ta__116 =
                                                            rw.source().value_type(b_a).clone(); { let b_tb__116 = rw
                                                            .source().value_type(b_b).clone();
                                                            ::lowrite_core::builtins::values::element(rw.value(b_b) ?, &
                                                            (rw.source().value_type(b_b).clone()),
                                                            ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::sum_of(&
                                                            ({ let mut __l = Vec::new(); for b_i__116 in
                                                            ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
                                                            ::lowrite_core::builtins::types::rank(& (rw.source()
                                                            .value_type(b_b).clone()))), rw) ? { let b_i__116 : i64 =
                                                            b_i__116; __l.push(::lowrite_core::convert::Ofr::Static((({
                                                            let b_ma__117 =
                                                            ::lowrite_core::builtins::attrs::attr_elem((b_maps.clone())
                                                            .as_ref(), 0i64); { let b_mb__117 =
                                                            ::lowrite_core::builtins::attrs::attr_elem((b_maps.clone())
                                                            .as_ref(), 1i64); { let b_mc__117 =
                                                            ::lowrite_core::builtins::attrs::attr_elem((b_maps.clone())
                                                            .as_ref(), 2i64); { let b_d__117 =
                                                            ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_dim((::lowrite_core::builtins::attrs::attr_elem((b_maps
                                                            .clone()).as_ref(), 1i64)).as_ref(), b_i__116.clone()), rw)
                                                            ?; (if
                                                            ((::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_pos((b_mc__117
                                                            .clone()).as_ref(), b_d__117.clone()), rw) ?) >= (0i64)) { {
                                                            let __a = (i64::checked_div(b_q__107.clone(),
                                                            ::lowrite_core::builtins::layout::elems(& (b_tc.clone()),
                                                            ((::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_pos((b_mc__117
                                                            .clone()).as_ref(), b_d__117.clone()), rw) ?) + (1i64))))
                                                            .unwrap_or(0)); i64::checked_rem(__a,
                                                            ::lowrite_core::builtins::layout::dim(& (b_tc.clone()),
                                                            ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_pos((b_mc__117
                                                            .clone()).as_ref(), b_d__117.clone()), rw) ?))
                                                            .unwrap_or(__a) } } else { { let __a =
                                                            (i64::checked_div(b_p__107.clone(),
                                                            ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::product_of(&
                                                            ({ let mut __l = Vec::new(); for b_e__117 in
                                                            ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(((b_d__117
                                                            .clone()) + (1i64)),
                                                            ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_arity((b_ma__117
                                                            .clone()).as_ref()), rw) ?), rw) ? { let b_e__117 : i64 =
                                                            b_e__117; if !
                                                            (((::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_pos((b_mc__117
                                                            .clone()).as_ref(), b_e__117.clone()), rw) ?) < (0i64))) {
                                                            continue; } __l
                                                            .push(::lowrite_core::convert::Ofr::Static((if
                                                            ((::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_pos((b_ma__117
                                                            .clone()).as_ref(), b_e__117.clone()), rw) ?) >= (0i64)) {
                                                            ::lowrite_core::builtins::layout::dim(& (b_ta__116.clone()),
                                                            ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_pos((b_ma__117
                                                            .clone()).as_ref(), b_e__117.clone()), rw) ?) } else {
                                                            ::lowrite_core::builtins::layout::dim(& (b_tb__116.clone()),
                                                            ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_pos((b_mb__117
                                                            .clone()).as_ref(), b_e__117.clone()), rw) ?) }))); } __l
                                                            })), rw) ?).unwrap_or(0)); i64::checked_rem(__a, (if
                                                            ((::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_pos((b_ma__117
                                                            .clone()).as_ref(), b_d__117.clone()), rw) ?) >= (0i64)) {
                                                            ::lowrite_core::builtins::layout::dim(& (b_ta__116.clone()),
                                                            ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_pos((b_ma__117
                                                            .clone()).as_ref(), b_d__117.clone()), rw) ?) } else {
                                                            ::lowrite_core::builtins::layout::dim(& (b_tb__116.clone()),
                                                            ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_pos((b_mb__117
                                                            .clone()).as_ref(), b_d__117.clone()), rw) ?) }))
                                                            .unwrap_or(__a) } }) } } } }) *
                                                            (::lowrite_core::builtins::layout::elems(& (rw.source()
                                                            .value_type(b_b).clone()), ((b_i__116.clone()) +
                                                            (1i64))))))); } __l })), rw) ?, rw) ? } }
                                                        ],
                                                    )
                                                    .results(vec![b_t__120.clone()]),
                                                op,
                                                None,
                                                rw,
                                            )?
                                        })
                                    }
                                });
                            }
                            __l
                        });
                        __v
                    },
                    rw,
                )?,
            );
        }
        __l
    };
    let b_accs = (if matches!(b_tc.clone(), ::lowrite_core::ir::Type::Vector { .. }) {
        {
            let mut __l = Vec::new();
            for b_q in ::lowrite_core::convert::located(
                ::lowrite_core::convert::bounded_range(
                    0i64,
                    ::lowrite_core::builtins::layout::elems(&(b_tc.clone()), 0i64),
                ),
                rw,
            )? {
                let b_q: i64 = b_q;
                __l.push(
                    ::lowrite_core::builtins::values::element(
                        rw.value(b_acc)?,
                        &(b_tc.clone()),
                        b_q.clone(),
                        rw,
                    )?,
                );
            }
            __l
        }
    } else {
        {
            let mut __l = Vec::new();
            __l.push(rw.value(b_acc)?);
            __l
        }
    });
    let __yielded = vec![
        (if matches!(b_tc.clone(), ::lowrite_core::ir::Type::Vector { .. }) {
        ::lowrite_core::builtins::values::from_scalars(& (b_tc.clone()), & { let mut __v
        : Vec < ::lowrite_core::ir::Value > = Vec::new(); __v.extend({ let mut __l =
        Vec::new(); for b_q in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
        ((b_products.clone()).len() as i64)), rw) ? { let b_q : i64 = b_q; __l.push((if
        (((! (matches!(b_tc.clone(), ::lowrite_core::ir::Type::Vector { .. })))) &&
        (matches!(::lowrite_core::builtins::types::elem(& (b_tc.clone())),
        ::lowrite_core::ir::Type::Float(_)))) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.vector.reduce.fadd")
        .operands(vec![rw.value(b_acc) ?,
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
        b_products.clone(), b_q.clone(), "value"), rw) ?]).results(vec![b_e.clone()]),
        op, None, rw,) ? } else { (if matches!(::lowrite_core::builtins::types::elem(&
        (b_tc.clone())), ::lowrite_core::ir::Type::Float(_)) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.fadd")
        .operands(vec![::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.vector.reduce.fadd")
        .operands(vec![::lowrite_core::builtins::values::constant(0i64, & (b_e.clone()),
        rw) ?, ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
        b_products.clone(), b_q.clone(), "value"), rw) ?]).results(vec![b_e.clone()]),
        op, None, rw,) ?,
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& b_accs
        .clone(), b_q.clone(), "value"), rw) ?]).results(vec![b_e.clone()]), op, None,
        rw,) ? } else {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.add")
        .operands(vec![::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.vector.reduce.add")
        .operands(vec![::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
        b_products.clone(), b_q.clone(), "value"), rw) ?]).results(vec![b_e.clone()]),
        op, None, rw,) ?,
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& b_accs
        .clone(), b_q.clone(), "value"), rw) ?]).results(vec![b_e.clone()]), op, None,
        rw,) ? }) })); } __l }); __v }, rw) ? } else {
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& { let mut
        __l = Vec::new(); for b_q in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
        ((b_products.clone()).len() as i64)), rw) ? { let b_q : i64 = b_q; __l.push((if
        (((! (matches!(b_tc.clone(), ::lowrite_core::ir::Type::Vector { .. })))) &&
        (matches!(::lowrite_core::builtins::types::elem(& (b_tc.clone())),
        ::lowrite_core::ir::Type::Float(_)))) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.vector.reduce.fadd")
        .operands(vec![rw.value(b_acc) ?,
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
        b_products.clone(), b_q.clone(), "value"), rw) ?]).results(vec![b_e.clone()]),
        op, None, rw,) ? } else { (if matches!(::lowrite_core::builtins::types::elem(&
        (b_tc.clone())), ::lowrite_core::ir::Type::Float(_)) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.fadd")
        .operands(vec![::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.vector.reduce.fadd")
        .operands(vec![::lowrite_core::builtins::values::constant(0i64, & (b_e.clone()),
        rw) ?, ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
        b_products.clone(), b_q.clone(), "value"), rw) ?]).results(vec![b_e.clone()]),
        op, None, rw,) ?,
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& b_accs
        .clone(), b_q.clone(), "value"), rw) ?]).results(vec![b_e.clone()]), op, None,
        rw,) ? } else {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.add")
        .operands(vec![::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.vector.reduce.add")
        .operands(vec![::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
        b_products.clone(), b_q.clone(), "value"), rw) ?]).results(vec![b_e.clone()]),
        op, None, rw,) ?,
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& b_accs
        .clone(), b_q.clone(), "value"), rw) ?]).results(vec![b_e.clone()]), op, None,
        rw,) ? }) })); } __l }, 0i64, "value"), rw) ? })
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// A scalar, then the punctuation.
///
/// Rule at rules/vector.rules:452:
///
/// ```text
/// /// A scalar, then the punctuation.
/// rule vector.print(..xs) {punctuation = p?}
///     where len(xs) == 1 && !(nth(types(xs), 0) is vector) && printable(nth(types(xs), 0)) => {
///     let t = nth(types(xs), 0);
///     declare_print(t);
///     print_scalar(nth(xs, 0), t);
///     print_punct(p);
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_print_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [ref b_xs @ ..] = __op.operands[..] else {
        return Ok(false);
    };
    let b_xs: Vec<::lowrite_core::ir::Value> = b_xs.to_vec();
    let b_p = __op.attr("punctuation").cloned();
    if !((((((((b_xs.len() as i64)) == (1i64)))
        && ((!(matches!(
            ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& b_xs
            .iter().map(| __v | rw.source().value_type(* __v).clone()).collect:: < Vec <
            ::lowrite_core::ir::Type >> (), 0i64, "element"), rw) ?,
            ::lowrite_core::ir::Type::Vector { .. }
        ))))))
        && ({
            let b_t__122 = ::lowrite_core::convert::located(
                ::lowrite_core::builtins::lists::nth(
                    &b_xs
                        .iter()
                        .map(|__v| rw.source().value_type(*__v).clone())
                        .collect::<Vec<::lowrite_core::ir::Type>>(),
                    0i64,
                    "element",
                ),
                rw,
            )?;
            ((((((((((matches!(
                b_t__122.clone(),
                ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F16)
            ))
                || (matches!(
                    b_t__122.clone(),
                    ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::BF16)
                ))))
                || (matches!(
                    b_t__122.clone(),
                    ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F32)
                ))))
                || (matches!(
                    b_t__122.clone(),
                    ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F64)
                ))))
                || (((::lowrite_core::builtins::layout::apfloat_semantics(
                    &(b_t__122.clone()),
                )) >= (0i64)))))
                || (((((matches!(b_t__122.clone(), ::lowrite_core::ir::Type::Int { .. }))
                    || (matches!(b_t__122.clone(), ::lowrite_core::ir::Type::Index))))
                    && (((::lowrite_core::builtins::types::width(
                        &({
                            let __t = b_t__122.clone();
                            rw.convert_type(&__t)?
                        }),
                    )) <= (64i64))))))
        })))
    {
        return Ok(false);
    }
    let b_t = ::lowrite_core::convert::located(
        ::lowrite_core::builtins::lists::nth(
            &b_xs
                .iter()
                .map(|__v| rw.source().value_type(*__v).clone())
                .collect::<Vec<::lowrite_core::ir::Type>>(),
            0i64,
            "element",
        ),
        rw,
    )?;
    let _ = (if ((::lowrite_core::builtins::layout::apfloat_semantics(&(b_t.clone())))
        >= (0i64))
    {
        ::lowrite_core::builtins::ir::declare(
            &("printApFloat"),
            &(::lowrite_core::builtins::types::llvm_func(
                &(::lowrite_core::ir::Type::Void),
                &vec![
                    ::lowrite_core::ir::Type::int(32u32),
                    ::lowrite_core::ir::Type::int(64u32)
                ],
            )),
            rw,
        )?
    } else {
        ::lowrite_core::builtins::ir::declare(
            &((if matches!(
                b_t.clone(),
                ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F32)
            ) {
                ::std::string::String::from("printF32")
            } else {
                ::std::string::String::from(
                    (if matches!(
                        b_t.clone(),
                        ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F64)
                    ) {
                        ::std::string::String::from("printF64")
                    } else {
                        ::std::string::String::from(
                            (if matches!(
                                b_t.clone(),
                                ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F16)
                            ) {
                                ::std::string::String::from("printF16")
                            } else {
                                ::std::string::String::from(
                                    (if matches!(
                                        b_t.clone(),
                                        ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::BF16)
                                    ) {
                                        ::std::string::String::from("printBF16")
                                    } else {
                                        ::std::string::String::from(
                                            (if (({
                                                let __t: ::lowrite_core::ir::Type = b_t.clone();
                                                (|| -> ::core::option::Option<()> {
                                                    let ::lowrite_core::ir::Type::Int {
                                                        width: __w1,
                                                        signedness: ::lowrite_core::ir::Signedness::Unsigned,
                                                        ..
                                                    } = (&__t) else {
                                                        return None;
                                                    };
                                                    Some(())
                                                })()
                                                    .is_some()
                                            })
                                                || (matches!(b_t.clone(), ::lowrite_core::ir::Type::Index)))
                                            {
                                                ::std::string::String::from("printU64")
                                            } else {
                                                ::std::string::String::from("printI64")
                                            }),
                                        )
                                    }),
                                )
                            }),
                        )
                    }),
                )
            })),
            &(::lowrite_core::builtins::types::llvm_func(
                &(::lowrite_core::ir::Type::Void),
                &vec![
                    (if ((matches!(b_t.clone(),
                    ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F32)))
                    || (matches!(b_t.clone(),
                    ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F64))))
                    { { let __t = b_t.clone(); rw.convert_type(& __t) ? } } else { (if
                    matches!(b_t.clone(), ::lowrite_core::ir::Type::Float(_)) {
                    ::lowrite_core::ir::Type::int(16u32) } else {
                    ::lowrite_core::ir::Type::int(64u32) }) })
                ],
            )),
            rw,
        )?
    });
    let _ = {
        let b_x__126 = ::lowrite_core::convert::located(
            ::lowrite_core::builtins::lists::nth(&rw.values(&b_xs)?, 0i64, "value"),
            rw,
        )?;
        (if ((::lowrite_core::builtins::layout::apfloat_semantics(&(b_t.clone())))
            >= (0i64))
        {
            ::lowrite_core::builtins::ir::call(
                (::lowrite_core::builtins::attrs::symbol(&("printApFloat"))).as_ref(),
                &(::lowrite_core::ir::Type::Void),
                &({
                    let mut __l = Vec::new();
                    __l.push(
                        ::lowrite_core::builtins::values::constant(
                            ::lowrite_core::builtins::layout::apfloat_semantics(
                                &(b_t.clone()),
                            ),
                            &(::lowrite_core::ir::Type::int(32u32)),
                            rw,
                        )?,
                    );
                    __l.push(
                        ::lowrite_core::convert::build_one(
                            ::lowrite_core::ir::OpSpec::named("llvm.zext")
                                .operands(vec![b_x__126])
                                .results(vec![::lowrite_core::ir::Type::int(64u32)]),
                            op,
                            None,
                            rw,
                        )?,
                    );
                    __l
                }),
                rw,
            )?
        } else {
            ::lowrite_core::builtins::ir::call(
                (::lowrite_core::builtins::attrs::symbol(
                    &((if matches!(
                        b_t.clone(),
                        ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F32)
                    ) {
                        ::std::string::String::from("printF32")
                    } else {
                        ::std::string::String::from(
                            (if matches!(
                                b_t.clone(),
                                ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F64)
                            ) {
                                ::std::string::String::from("printF64")
                            } else {
                                ::std::string::String::from(
                                    (if matches!(
                                        b_t.clone(),
                                        ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F16)
                                    ) {
                                        ::std::string::String::from("printF16")
                                    } else {
                                        ::std::string::String::from(
                                            (if matches!(
                                                b_t.clone(),
                                                ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::BF16)
                                            ) {
                                                ::std::string::String::from("printBF16")
                                            } else {
                                                ::std::string::String::from(
                                                    (if (({
                                                        let __t: ::lowrite_core::ir::Type = b_t.clone();
                                                        (|| -> ::core::option::Option<()> {
                                                            let ::lowrite_core::ir::Type::Int {
                                                                width: __w2,
                                                                signedness: ::lowrite_core::ir::Signedness::Unsigned,
                                                                ..
                                                            } = (&__t) else {
                                                                return None;
                                                            };
                                                            Some(())
                                                        })()
                                                            .is_some()
                                                    })
                                                        || (matches!(b_t.clone(), ::lowrite_core::ir::Type::Index)))
                                                    {
                                                        ::std::string::String::from("printU64")
                                                    } else {
                                                        ::std::string::String::from("printI64")
                                                    }),
                                                )
                                            }),
                                        )
                                    }),
                                )
                            }),
                        )
                    })),
                ))
                    .as_ref(),
                &(::lowrite_core::ir::Type::Void),
                &({
                    let mut __l = Vec::new();
                    __l.push(
                        (if ((matches!(
                            b_t.clone(),
                            ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F32)
                        ))
                            || (matches!(
                                b_t.clone(),
                                ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F64)
                            )))
                        {
                            b_x__126
                        } else {
                            (if matches!(
                                b_t.clone(), ::lowrite_core::ir::Type::Float(_)
                            ) {
                                ::lowrite_core::convert::build_one(
                                    ::lowrite_core::ir::OpSpec::named("llvm.bitcast")
                                        .operands(vec![b_x__126])
                                        .results(vec![::lowrite_core::ir::Type::int(16u32)]),
                                    op,
                                    None,
                                    rw,
                                )?
                            } else {
                                (if ((::lowrite_core::builtins::types::width(
                                    &({
                                        let __t = b_t.clone();
                                        rw.convert_type(&__t)?
                                    }),
                                )) == (64i64))
                                {
                                    b_x__126
                                } else {
                                    (if (((({
                                        let __t: ::lowrite_core::ir::Type = b_t.clone();
                                        (|| -> ::core::option::Option<()> {
                                            let ::lowrite_core::ir::Type::Int {
                                                width: __w3,
                                                signedness: ::lowrite_core::ir::Signedness::Unsigned,
                                                ..
                                            } = (&__t) else {
                                                return None;
                                            };
                                            Some(())
                                        })()
                                            .is_some()
                                    })
                                        || (matches!(
                                            b_t.clone(), ::lowrite_core::ir::Type::Index
                                        ))))
                                        || (((::lowrite_core::builtins::types::width(
                                            &({
                                                let __t = b_t.clone();
                                                rw.convert_type(&__t)?
                                            }),
                                        )) == (1i64))))
                                    {
                                        ::lowrite_core::convert::build_one(
                                            ::lowrite_core::ir::OpSpec::named("llvm.zext")
                                                .operands(vec![b_x__126])
                                                .results(vec![::lowrite_core::ir::Type::int(64u32)]),
                                            op,
                                            None,
                                            rw,
                                        )?
                                    } else {
                                        ::lowrite_core::convert::build_one(
                                            ::lowrite_core::ir::OpSpec::named("llvm.sext")
                                                .operands(vec![b_x__126])
                                                .results(vec![::lowrite_core::ir::Type::int(64u32)]),
                                            op,
                                            None,
                                            rw,
                                        )?
                                    })
                                })
                            })
                        }),
                    );
                    __l
                }),
                rw,
            )?
        })
    };
    let _ = {
        let mut __l = Vec::new();
        for b__i__129 in ::lowrite_core::convert::located(
            ::lowrite_core::convert::bounded_range(
                0i64,
                (if (!(::lowrite_core::builtins::attrs::present(
                    (b_p.clone()).as_ref(),
                ))) {
                    1i64
                } else {
                    (if ((::lowrite_core::builtins::attrs::case_of(
                        (b_p.clone()).as_ref(),
                    )) == ("no_punctuation"))
                    {
                        0i64
                    } else {
                        1i64
                    })
                }),
            ),
            rw,
        )? {
            let b__i__129: i64 = b__i__129;
            __l.extend({
                let b__ = ::lowrite_core::builtins::ir::declare(
                    &({
                        let b___match_24987__131 = ::lowrite_core::builtins::attrs::case_of(
                            (b_p.clone()).as_ref(),
                        );
                        (if ((b___match_24987__131.clone()) == ("comma")) {
                            ::std::string::String::from("printComma")
                        } else {
                            ::std::string::String::from(
                                (if ((b___match_24987__131.clone()) == ("open")) {
                                    ::std::string::String::from("printOpen")
                                } else {
                                    ::std::string::String::from(
                                        (if ((b___match_24987__131.clone()) == ("close")) {
                                            ::std::string::String::from("printClose")
                                        } else {
                                            ::std::string::String::from("printNewline")
                                        }),
                                    )
                                }),
                            )
                        })
                    }),
                    &(::lowrite_core::builtins::types::llvm_func(
                        &(::lowrite_core::ir::Type::Void),
                        &Vec::<::lowrite_core::ir::Type>::new(),
                    )),
                    rw,
                )?;
                ::lowrite_core::builtins::ir::call(
                    (::lowrite_core::builtins::attrs::symbol(
                        &({
                            let b___match_24987__132 = ::lowrite_core::builtins::attrs::case_of(
                                (b_p.clone()).as_ref(),
                            );
                            (if ((b___match_24987__132.clone()) == ("comma")) {
                                ::std::string::String::from("printComma")
                            } else {
                                ::std::string::String::from(
                                    (if ((b___match_24987__132.clone()) == ("open")) {
                                        ::std::string::String::from("printOpen")
                                    } else {
                                        ::std::string::String::from(
                                            (if ((b___match_24987__132.clone()) == ("close")) {
                                                ::std::string::String::from("printClose")
                                            } else {
                                                ::std::string::String::from("printNewline")
                                            }),
                                        )
                                    }),
                                )
                            })
                        }),
                    ))
                        .as_ref(),
                    &(::lowrite_core::ir::Type::Void),
                    &({
                        let mut __l = Vec::new();
                        __l
                    }),
                    rw,
                )?
            });
        }
        __l
    };
    rw.replace(op, Vec::new())?;
    Ok(true)
}
/// A fixed-size vector of any rank, element by element in row-major order, as upstream's
/// decomposition into loops prints it: `( ( 1, 2 ), ( 3, 4 ) )`. A 0-D vector prints as `( x )`.
/// Element `k` opens (and then closes) one parenthesis per dimension whose block of elements
/// it starts (ends); a comma follows every element but the last.
///
/// Rule at rules/vector.rules:464:
///
/// ```text
/// /// A fixed-size vector of any rank, element by element in row-major order, as upstream's
/// /// decomposition into loops prints it: `( ( 1, 2 ), ( 3, 4 ) )`. A 0-D vector prints as `( x )`.
/// /// Element `k` opens (and then closes) one parenthesis per dimension whose block of elements
/// /// it starts (ends); a comma follows every element but the last.
/// rule vector.print(..vs) {punctuation = p?}
///     where len(vs) == 1 && nth(types(vs), 0) is vector && printable(elem(nth(types(vs), 0)))
///         && elems(nth(types(vs), 0), 0) > 0 => {
///     let v = nth(vs, 0);
///     let t = nth(types(vs), 0);
///     let e = elem(t);
///     let r = if rank(t) == 0 { 1 } else { rank(t) };
///     let n = elems(t, 0);
///     declare("printOpen", llvm_func(void));
///     declare("printClose", llvm_func(void));
///     declare("printComma", llvm_func(void));
///     declare_print(e);
///     for k in 0..n {
///         for _o in 0..len([d for d in 0..r if k % elems(t, d) == 0]) {
///             call(symbol("printOpen"), void, []);
///         }
///         let row = if rank(t) <= 1 { v } else { extract(v, [k / elems(t, d + 1) % dim(t, d) for d in 0..rank(t) - 1]) };
///         let x = llvm.extractelement(row, constant(if rank(t) == 0 { 0 } else { k % dim(t, rank(t) - 1) }, i64)) : convert(e);
///         print_scalar(x, e);
///         for _c in 0..len([d for d in 0..r if (k + 1) % elems(t, d) == 0]) {
///             call(symbol("printClose"), void, []);
///         }
///         for _m in 0..if k + 1 < n { 1 } else { 0 } {
///             call(symbol("printComma"), void, []);
///         }
///     }
///     print_punct(p);
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_print_1(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [ref b_vs @ ..] = __op.operands[..] else {
        return Ok(false);
    };
    let b_vs: Vec<::lowrite_core::ir::Value> = b_vs.to_vec();
    let b_p = __op.attr("punctuation").cloned();
    if !((((((((((b_vs.len() as i64)) == (1i64)))
        && (matches!(
            ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& b_vs
            .iter().map(| __v | rw.source().value_type(* __v).clone()).collect:: < Vec <
            ::lowrite_core::ir::Type >> (), 0i64, "element"), rw) ?,
            ::lowrite_core::ir::Type::Vector { .. }
        ))))
        && ({
            let b_t__133 = ::lowrite_core::builtins::types::elem(
                &(::lowrite_core::convert::located(
                    ::lowrite_core::builtins::lists::nth(
                        &b_vs
                            .iter()
                            .map(|__v| rw.source().value_type(*__v).clone())
                            .collect::<Vec<::lowrite_core::ir::Type>>(),
                        0i64,
                        "element",
                    ),
                    rw,
                )?),
            );
            ((((((((((matches!(
                b_t__133.clone(),
                ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F16)
            ))
                || (matches!(
                    b_t__133.clone(),
                    ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::BF16)
                ))))
                || (matches!(
                    b_t__133.clone(),
                    ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F32)
                ))))
                || (matches!(
                    b_t__133.clone(),
                    ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F64)
                ))))
                || (((::lowrite_core::builtins::layout::apfloat_semantics(
                    &(b_t__133.clone()),
                )) >= (0i64)))))
                || (((((matches!(b_t__133.clone(), ::lowrite_core::ir::Type::Int { .. }))
                    || (matches!(b_t__133.clone(), ::lowrite_core::ir::Type::Index))))
                    && (((::lowrite_core::builtins::types::width(
                        &({
                            let __t = b_t__133.clone();
                            rw.convert_type(&__t)?
                        }),
                    )) <= (64i64))))))
        })))
        && (((::lowrite_core::builtins::layout::elems(
            &(::lowrite_core::convert::located(
                ::lowrite_core::builtins::lists::nth(
                    &b_vs
                        .iter()
                        .map(|__v| rw.source().value_type(*__v).clone())
                        .collect::<Vec<::lowrite_core::ir::Type>>(),
                    0i64,
                    "element",
                ),
                rw,
            )?),
            0i64,
        )) > (0i64)))))
    {
        return Ok(false);
    }
    let b_v = ::lowrite_core::convert::located(
        ::lowrite_core::builtins::lists::nth(&rw.values(&b_vs)?, 0i64, "value"),
        rw,
    )?;
    let b_t = ::lowrite_core::convert::located(
        ::lowrite_core::builtins::lists::nth(
            &b_vs
                .iter()
                .map(|__v| rw.source().value_type(*__v).clone())
                .collect::<Vec<::lowrite_core::ir::Type>>(),
            0i64,
            "element",
        ),
        rw,
    )?;
    let b_e = ::lowrite_core::builtins::types::elem(&(b_t.clone()));
    let b_r = (if ((::lowrite_core::builtins::types::rank(&(b_t.clone()))) == (0i64)) {
        1i64
    } else {
        ::lowrite_core::builtins::types::rank(&(b_t.clone()))
    });
    let b_n = ::lowrite_core::builtins::layout::elems(&(b_t.clone()), 0i64);
    let _ = ::lowrite_core::builtins::ir::declare(
        &("printOpen"),
        &(::lowrite_core::builtins::types::llvm_func(
            &(::lowrite_core::ir::Type::Void),
            &Vec::<::lowrite_core::ir::Type>::new(),
        )),
        rw,
    )?;
    let _ = ::lowrite_core::builtins::ir::declare(
        &("printClose"),
        &(::lowrite_core::builtins::types::llvm_func(
            &(::lowrite_core::ir::Type::Void),
            &Vec::<::lowrite_core::ir::Type>::new(),
        )),
        rw,
    )?;
    let _ = ::lowrite_core::builtins::ir::declare(
        &("printComma"),
        &(::lowrite_core::builtins::types::llvm_func(
            &(::lowrite_core::ir::Type::Void),
            &Vec::<::lowrite_core::ir::Type>::new(),
        )),
        rw,
    )?;
    let _ = (if ((::lowrite_core::builtins::layout::apfloat_semantics(&(b_e.clone())))
        >= (0i64))
    {
        ::lowrite_core::builtins::ir::declare(
            &("printApFloat"),
            &(::lowrite_core::builtins::types::llvm_func(
                &(::lowrite_core::ir::Type::Void),
                &vec![
                    ::lowrite_core::ir::Type::int(32u32),
                    ::lowrite_core::ir::Type::int(64u32)
                ],
            )),
            rw,
        )?
    } else {
        ::lowrite_core::builtins::ir::declare(
            &((if matches!(
                b_e.clone(),
                ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F32)
            ) {
                ::std::string::String::from("printF32")
            } else {
                ::std::string::String::from(
                    (if matches!(
                        b_e.clone(),
                        ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F64)
                    ) {
                        ::std::string::String::from("printF64")
                    } else {
                        ::std::string::String::from(
                            (if matches!(
                                b_e.clone(),
                                ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F16)
                            ) {
                                ::std::string::String::from("printF16")
                            } else {
                                ::std::string::String::from(
                                    (if matches!(
                                        b_e.clone(),
                                        ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::BF16)
                                    ) {
                                        ::std::string::String::from("printBF16")
                                    } else {
                                        ::std::string::String::from(
                                            (if (({
                                                let __t: ::lowrite_core::ir::Type = b_e.clone();
                                                (|| -> ::core::option::Option<()> {
                                                    let ::lowrite_core::ir::Type::Int {
                                                        width: __w1,
                                                        signedness: ::lowrite_core::ir::Signedness::Unsigned,
                                                        ..
                                                    } = (&__t) else {
                                                        return None;
                                                    };
                                                    Some(())
                                                })()
                                                    .is_some()
                                            })
                                                || (matches!(b_e.clone(), ::lowrite_core::ir::Type::Index)))
                                            {
                                                ::std::string::String::from("printU64")
                                            } else {
                                                ::std::string::String::from("printI64")
                                            }),
                                        )
                                    }),
                                )
                            }),
                        )
                    }),
                )
            })),
            &(::lowrite_core::builtins::types::llvm_func(
                &(::lowrite_core::ir::Type::Void),
                &vec![
                    (if ((matches!(b_e.clone(),
                    ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F32)))
                    || (matches!(b_e.clone(),
                    ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F64))))
                    { { let __t = b_e.clone(); rw.convert_type(& __t) ? } } else { (if
                    matches!(b_e.clone(), ::lowrite_core::ir::Type::Float(_)) {
                    ::lowrite_core::ir::Type::int(16u32) } else {
                    ::lowrite_core::ir::Type::int(64u32) }) })
                ],
            )),
            rw,
        )?
    });
    for b_k in ::lowrite_core::convert::located(
        ::lowrite_core::convert::bounded_range(0i64, b_n.clone()),
        rw,
    )? {
        let b_k: i64 = b_k;
        for b__o in ::lowrite_core::convert::located(
            ::lowrite_core::convert::bounded_range(
                0i64,
                (({
                    let mut __l = Vec::new();
                    for b_d in ::lowrite_core::convert::located(
                        ::lowrite_core::convert::bounded_range(0i64, b_r.clone()),
                        rw,
                    )? {
                        let b_d: i64 = b_d;
                        if !((({
                            let __a = b_k.clone();
                            i64::checked_rem(
                                    __a,
                                    ::lowrite_core::builtins::layout::elems(
                                        &(b_t.clone()),
                                        b_d.clone(),
                                    ),
                                )
                                .unwrap_or(__a)
                        }) == (0i64)))
                        {
                            continue;
                        }
                        __l.push(::lowrite_core::convert::Ofr::Static(b_d.clone()));
                    }
                    __l
                })
                    .len() as i64),
            ),
            rw,
        )? {
            let b__o: i64 = b__o;
            let _ = ::lowrite_core::builtins::ir::call(
                (::lowrite_core::builtins::attrs::symbol(&("printOpen"))).as_ref(),
                &(::lowrite_core::ir::Type::Void),
                &({
                    let mut __l = Vec::new();
                    __l
                }),
                rw,
            )?;
        }
        let b_row = (if ((::lowrite_core::builtins::types::rank(&(b_t.clone())))
            <= (1i64))
        {
            b_v
        } else {
            {
                let __v = b_v;
                let mut __p: Vec<i64> = Vec::new();
                for __o in {
                    let mut __l = Vec::new();
                    for b_d in ::lowrite_core::convert::located(
                        ::lowrite_core::convert::bounded_range(
                            0i64,
                            ((::lowrite_core::builtins::types::rank(&(b_t.clone())))
                                - (1i64)),
                        ),
                        rw,
                    )? {
                        let b_d: i64 = b_d;
                        __l.push(
                            ::lowrite_core::convert::Ofr::Static({
                                let __a = (i64::checked_div(
                                        b_k.clone(),
                                        ::lowrite_core::builtins::layout::elems(
                                            &(b_t.clone()),
                                            ((b_d.clone()) + (1i64)),
                                        ),
                                    )
                                    .unwrap_or(0));
                                i64::checked_rem(
                                        __a,
                                        ::lowrite_core::builtins::layout::dim(
                                            &(b_t.clone()),
                                            b_d.clone(),
                                        ),
                                    )
                                    .unwrap_or(__a)
                            }),
                        );
                    }
                    __l
                } {
                    __p.push(::lowrite_core::builtins::values::static_of(__o, rw)?);
                }
                ::lowrite_core::builtins::values::extract(__v, &__p, rw)?
            }
        });
        let b_x = ::lowrite_core::convert::build_one(
            ::lowrite_core::ir::OpSpec::named("llvm.extractelement")
                .operands(
                    vec![
                        b_row, ::lowrite_core::builtins::values::constant((if
                        ((::lowrite_core::builtins::types::rank(& (b_t.clone()))) ==
                        (0i64)) { 0i64 } else { { let __a = b_k.clone();
                        i64::checked_rem(__a, ::lowrite_core::builtins::layout::dim(&
                        (b_t.clone()), ((::lowrite_core::builtins::types::rank(& (b_t
                        .clone()))) - (1i64)))).unwrap_or(__a) } }), &
                        (::lowrite_core::ir::Type::int(64u32)), rw) ?
                    ],
                )
                .results(vec![{ let __t = b_e.clone(); rw.convert_type(& __t) ? }]),
            op,
            None,
            rw,
        )?;
        let _ = (if ((::lowrite_core::builtins::layout::apfloat_semantics(
            &(b_e.clone()),
        )) >= (0i64))
        {
            ::lowrite_core::builtins::ir::call(
                (::lowrite_core::builtins::attrs::symbol(&("printApFloat"))).as_ref(),
                &(::lowrite_core::ir::Type::Void),
                &({
                    let mut __l = Vec::new();
                    __l.push(
                        ::lowrite_core::builtins::values::constant(
                            ::lowrite_core::builtins::layout::apfloat_semantics(
                                &(b_e.clone()),
                            ),
                            &(::lowrite_core::ir::Type::int(32u32)),
                            rw,
                        )?,
                    );
                    __l.push(
                        ::lowrite_core::convert::build_one(
                            ::lowrite_core::ir::OpSpec::named("llvm.zext")
                                .operands(vec![b_x])
                                .results(vec![::lowrite_core::ir::Type::int(64u32)]),
                            op,
                            None,
                            rw,
                        )?,
                    );
                    __l
                }),
                rw,
            )?
        } else {
            ::lowrite_core::builtins::ir::call(
                (::lowrite_core::builtins::attrs::symbol(
                    &((if matches!(
                        b_e.clone(),
                        ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F32)
                    ) {
                        ::std::string::String::from("printF32")
                    } else {
                        ::std::string::String::from(
                            (if matches!(
                                b_e.clone(),
                                ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F64)
                            ) {
                                ::std::string::String::from("printF64")
                            } else {
                                ::std::string::String::from(
                                    (if matches!(
                                        b_e.clone(),
                                        ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F16)
                                    ) {
                                        ::std::string::String::from("printF16")
                                    } else {
                                        ::std::string::String::from(
                                            (if matches!(
                                                b_e.clone(),
                                                ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::BF16)
                                            ) {
                                                ::std::string::String::from("printBF16")
                                            } else {
                                                ::std::string::String::from(
                                                    (if (({
                                                        let __t: ::lowrite_core::ir::Type = b_e.clone();
                                                        (|| -> ::core::option::Option<()> {
                                                            let ::lowrite_core::ir::Type::Int {
                                                                width: __w2,
                                                                signedness: ::lowrite_core::ir::Signedness::Unsigned,
                                                                ..
                                                            } = (&__t) else {
                                                                return None;
                                                            };
                                                            Some(())
                                                        })()
                                                            .is_some()
                                                    })
                                                        || (matches!(b_e.clone(), ::lowrite_core::ir::Type::Index)))
                                                    {
                                                        ::std::string::String::from("printU64")
                                                    } else {
                                                        ::std::string::String::from("printI64")
                                                    }),
                                                )
                                            }),
                                        )
                                    }),
                                )
                            }),
                        )
                    })),
                ))
                    .as_ref(),
                &(::lowrite_core::ir::Type::Void),
                &({
                    let mut __l = Vec::new();
                    __l.push(
                        (if ((matches!(
                            b_e.clone(),
                            ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F32)
                        ))
                            || (matches!(
                                b_e.clone(),
                                ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F64)
                            )))
                        {
                            b_x
                        } else {
                            (if matches!(
                                b_e.clone(), ::lowrite_core::ir::Type::Float(_)
                            ) {
                                ::lowrite_core::convert::build_one(
                                    ::lowrite_core::ir::OpSpec::named("llvm.bitcast")
                                        .operands(vec![b_x])
                                        .results(vec![::lowrite_core::ir::Type::int(16u32)]),
                                    op,
                                    None,
                                    rw,
                                )?
                            } else {
                                (if ((::lowrite_core::builtins::types::width(
                                    &({
                                        let __t = b_e.clone();
                                        rw.convert_type(&__t)?
                                    }),
                                )) == (64i64))
                                {
                                    b_x
                                } else {
                                    (if (((({
                                        let __t: ::lowrite_core::ir::Type = b_e.clone();
                                        (|| -> ::core::option::Option<()> {
                                            let ::lowrite_core::ir::Type::Int {
                                                width: __w3,
                                                signedness: ::lowrite_core::ir::Signedness::Unsigned,
                                                ..
                                            } = (&__t) else {
                                                return None;
                                            };
                                            Some(())
                                        })()
                                            .is_some()
                                    })
                                        || (matches!(
                                            b_e.clone(), ::lowrite_core::ir::Type::Index
                                        ))))
                                        || (((::lowrite_core::builtins::types::width(
                                            &({
                                                let __t = b_e.clone();
                                                rw.convert_type(&__t)?
                                            }),
                                        )) == (1i64))))
                                    {
                                        ::lowrite_core::convert::build_one(
                                            ::lowrite_core::ir::OpSpec::named("llvm.zext")
                                                .operands(vec![b_x])
                                                .results(vec![::lowrite_core::ir::Type::int(64u32)]),
                                            op,
                                            None,
                                            rw,
                                        )?
                                    } else {
                                        ::lowrite_core::convert::build_one(
                                            ::lowrite_core::ir::OpSpec::named("llvm.sext")
                                                .operands(vec![b_x])
                                                .results(vec![::lowrite_core::ir::Type::int(64u32)]),
                                            op,
                                            None,
                                            rw,
                                        )?
                                    })
                                })
                            })
                        }),
                    );
                    __l
                }),
                rw,
            )?
        });
        for b__c in ::lowrite_core::convert::located(
            ::lowrite_core::convert::bounded_range(
                0i64,
                (({
                    let mut __l = Vec::new();
                    for b_d in ::lowrite_core::convert::located(
                        ::lowrite_core::convert::bounded_range(0i64, b_r.clone()),
                        rw,
                    )? {
                        let b_d: i64 = b_d;
                        if !((({
                            let __a = ((b_k.clone()) + (1i64));
                            i64::checked_rem(
                                    __a,
                                    ::lowrite_core::builtins::layout::elems(
                                        &(b_t.clone()),
                                        b_d.clone(),
                                    ),
                                )
                                .unwrap_or(__a)
                        }) == (0i64)))
                        {
                            continue;
                        }
                        __l.push(::lowrite_core::convert::Ofr::Static(b_d.clone()));
                    }
                    __l
                })
                    .len() as i64),
            ),
            rw,
        )? {
            let b__c: i64 = b__c;
            let _ = ::lowrite_core::builtins::ir::call(
                (::lowrite_core::builtins::attrs::symbol(&("printClose"))).as_ref(),
                &(::lowrite_core::ir::Type::Void),
                &({
                    let mut __l = Vec::new();
                    __l
                }),
                rw,
            )?;
        }
        for b__m in ::lowrite_core::convert::located(
            ::lowrite_core::convert::bounded_range(
                0i64,
                (if ((((b_k.clone()) + (1i64))) < (b_n.clone())) { 1i64 } else { 0i64 }),
            ),
            rw,
        )? {
            let b__m: i64 = b__m;
            let _ = ::lowrite_core::builtins::ir::call(
                (::lowrite_core::builtins::attrs::symbol(&("printComma"))).as_ref(),
                &(::lowrite_core::ir::Type::Void),
                &({
                    let mut __l = Vec::new();
                    __l
                }),
                rw,
            )?;
        }
    }
    let _ = {
        let mut __l = Vec::new();
        for b__i__140 in ::lowrite_core::convert::located(
            ::lowrite_core::convert::bounded_range(
                0i64,
                (if (!(::lowrite_core::builtins::attrs::present(
                    (b_p.clone()).as_ref(),
                ))) {
                    1i64
                } else {
                    (if ((::lowrite_core::builtins::attrs::case_of(
                        (b_p.clone()).as_ref(),
                    )) == ("no_punctuation"))
                    {
                        0i64
                    } else {
                        1i64
                    })
                }),
            ),
            rw,
        )? {
            let b__i__140: i64 = b__i__140;
            __l.extend({
                let b__ = ::lowrite_core::builtins::ir::declare(
                    &({
                        let b___match_24987__142 = ::lowrite_core::builtins::attrs::case_of(
                            (b_p.clone()).as_ref(),
                        );
                        (if ((b___match_24987__142.clone()) == ("comma")) {
                            ::std::string::String::from("printComma")
                        } else {
                            ::std::string::String::from(
                                (if ((b___match_24987__142.clone()) == ("open")) {
                                    ::std::string::String::from("printOpen")
                                } else {
                                    ::std::string::String::from(
                                        (if ((b___match_24987__142.clone()) == ("close")) {
                                            ::std::string::String::from("printClose")
                                        } else {
                                            ::std::string::String::from("printNewline")
                                        }),
                                    )
                                }),
                            )
                        })
                    }),
                    &(::lowrite_core::builtins::types::llvm_func(
                        &(::lowrite_core::ir::Type::Void),
                        &Vec::<::lowrite_core::ir::Type>::new(),
                    )),
                    rw,
                )?;
                ::lowrite_core::builtins::ir::call(
                    (::lowrite_core::builtins::attrs::symbol(
                        &({
                            let b___match_24987__143 = ::lowrite_core::builtins::attrs::case_of(
                                (b_p.clone()).as_ref(),
                            );
                            (if ((b___match_24987__143.clone()) == ("comma")) {
                                ::std::string::String::from("printComma")
                            } else {
                                ::std::string::String::from(
                                    (if ((b___match_24987__143.clone()) == ("open")) {
                                        ::std::string::String::from("printOpen")
                                    } else {
                                        ::std::string::String::from(
                                            (if ((b___match_24987__143.clone()) == ("close")) {
                                                ::std::string::String::from("printClose")
                                            } else {
                                                ::std::string::String::from("printNewline")
                                            }),
                                        )
                                    }),
                                )
                            })
                        }),
                    ))
                        .as_ref(),
                    &(::lowrite_core::ir::Type::Void),
                    &({
                        let mut __l = Vec::new();
                        __l
                    }),
                    rw,
                )?
            });
        }
        __l
    };
    rw.replace(op, Vec::new())?;
    Ok(true)
}
/// Punctuation alone.
///
/// Rule at rules/vector.rules:494:
///
/// ```text
/// /// Punctuation alone.
/// rule vector.print(..xs) {punctuation = p?, stringLiteral = s?} where len(xs) == 0 && !present(s)
///     => print_punct(p);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_print_2(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [ref b_xs @ ..] = __op.operands[..] else {
        return Ok(false);
    };
    let b_xs: Vec<::lowrite_core::ir::Value> = b_xs.to_vec();
    let b_p = __op.attr("punctuation").cloned();
    let b_s = __op.attr("stringLiteral").cloned();
    if !((((((b_xs.len() as i64)) == (0i64)))
        && ((!(::lowrite_core::builtins::attrs::present((b_s.clone()).as_ref()))))))
    {
        return Ok(false);
    }
    let __yielded = {
        let mut __v: Vec<::lowrite_core::ir::Value> = Vec::new();
        __v.extend({
            let mut __l = Vec::new();
            for b__i__144 in ::lowrite_core::convert::located(
                ::lowrite_core::convert::bounded_range(
                    0i64,
                    (if (!(::lowrite_core::builtins::attrs::present(
                        (b_p.clone()).as_ref(),
                    ))) {
                        1i64
                    } else {
                        (if ((::lowrite_core::builtins::attrs::case_of(
                            (b_p.clone()).as_ref(),
                        )) == ("no_punctuation"))
                        {
                            0i64
                        } else {
                            1i64
                        })
                    }),
                ),
                rw,
            )? {
                let b__i__144: i64 = b__i__144;
                __l.extend({
                    let b__ = ::lowrite_core::builtins::ir::declare(
                        &({
                            let b___match_24987__146 = ::lowrite_core::builtins::attrs::case_of(
                                (b_p.clone()).as_ref(),
                            );
                            (if ((b___match_24987__146.clone()) == ("comma")) {
                                ::std::string::String::from("printComma")
                            } else {
                                ::std::string::String::from(
                                    (if ((b___match_24987__146.clone()) == ("open")) {
                                        ::std::string::String::from("printOpen")
                                    } else {
                                        ::std::string::String::from(
                                            (if ((b___match_24987__146.clone()) == ("close")) {
                                                ::std::string::String::from("printClose")
                                            } else {
                                                ::std::string::String::from("printNewline")
                                            }),
                                        )
                                    }),
                                )
                            })
                        }),
                        &(::lowrite_core::builtins::types::llvm_func(
                            &(::lowrite_core::ir::Type::Void),
                            &Vec::<::lowrite_core::ir::Type>::new(),
                        )),
                        rw,
                    )?;
                    ::lowrite_core::builtins::ir::call(
                        (::lowrite_core::builtins::attrs::symbol(
                            &({
                                let b___match_24987__147 = ::lowrite_core::builtins::attrs::case_of(
                                    (b_p.clone()).as_ref(),
                                );
                                (if ((b___match_24987__147.clone()) == ("comma")) {
                                    ::std::string::String::from("printComma")
                                } else {
                                    ::std::string::String::from(
                                        (if ((b___match_24987__147.clone()) == ("open")) {
                                            ::std::string::String::from("printOpen")
                                        } else {
                                            ::std::string::String::from(
                                                (if ((b___match_24987__147.clone()) == ("close")) {
                                                    ::std::string::String::from("printClose")
                                                } else {
                                                    ::std::string::String::from("printNewline")
                                                }),
                                            )
                                        }),
                                    )
                                })
                            }),
                        ))
                            .as_ref(),
                        &(::lowrite_core::ir::Type::Void),
                        &({
                            let mut __l = Vec::new();
                            __l
                        }),
                        rw,
                    )?
                });
            }
            __l
        });
        __v
    };
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// A string: a private constant global holding it (NUL-terminated), passed to `printString`.
///
/// Rule at rules/vector.rules:498:
///
/// ```text
/// /// A string: a private constant global holding it (NUL-terminated), passed to `printString`.
/// rule vector.print(..xs) {stringLiteral = s?} where len(xs) == 0 && present(s) => {
///     let name = unique_symbol("vector_print_str");
///     // The global, then `printString`: upstream's order, each put at the module's top.
///     let here = current_block();
///     let top = module_start();
///     at ^top;
///     llvm.mlir.global() {
///         sym_name = name,
///         global_type = array(strlen(text(s)) + 1, i8),
///         linkage = #llvm.linkage<private>,
///         constant = true,
///         value = cstring(text(s))
///     } regions(empty_region()) : ();
///     at ^here;
///     declare("printString", llvm_func(void, ptr));
///     call(symbol("printString"), void, [llvm.mlir.addressof() {global_name = symbol(name)} : ptr]);
/// }
///
/// // ---------------------------------------------------------------- masks
/// // `vector.mask` around a reduction is lowered here, as upstream's convert-vector-to-llvm does;
/// // masks around transfers, loads and other ops with a mask operand of their own are folded into
/// // them by MLIR's `lower-vector-mask` pass (`--pass-pipeline='builtin.module(func.func(
/// // lower-vector-mask))'`, as upstream's pipelines run it first).
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_print_3(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [ref b_xs @ ..] = __op.operands[..] else {
        return Ok(false);
    };
    let b_xs: Vec<::lowrite_core::ir::Value> = b_xs.to_vec();
    let b_s = __op.attr("stringLiteral").cloned();
    if !((((((b_xs.len() as i64)) == (0i64)))
        && (::lowrite_core::builtins::attrs::present((b_s.clone()).as_ref()))))
    {
        return Ok(false);
    }
    let b_name = ::lowrite_core::builtins::ir::unique_symbol(&("vector_print_str"), rw)?;
    let b_here = ::lowrite_core::builtins::ir::current_block(rw)?;
    let b_top = ::lowrite_core::builtins::ir::module_start(rw)?;
    rw.set_insertion(b_top);
    let _ = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.mlir.global")
            .operands(Vec::<::lowrite_core::ir::Value>::new())
            .regions([::lowrite_core::builtins::ir::empty_region(rw)?])
            .results(Vec::<::lowrite_core::ir::Type>::new())
            .attr_opt(
                "sym_name",
                Some(
                    ::lowrite_core::ir::Attribute::String(
                        ::std::string::String::from(b_name.clone()),
                    ),
                ),
            )
            .attr_opt(
                "global_type",
                Some(
                    ::lowrite_core::ir::Attribute::Type(
                        ::lowrite_core::ir::Type::shared(
                            ::lowrite_core::builtins::types::array(
                                ((::lowrite_core::builtins::attrs::strlen(
                                    &(::lowrite_core::builtins::attrs::text(
                                        (b_s.clone()).as_ref(),
                                    )),
                                )) + (1i64)),
                                &(::lowrite_core::ir::Type::int(8u32)),
                            ),
                        ),
                    ),
                ),
            )
            .attr_opt(
                "linkage",
                Some(
                    ::lowrite_core::ir::Attribute::enum_attr(
                        "llvm.linkage",
                        &["private"],
                    ),
                ),
            )
            .attr_opt(
                "constant",
                if true { Some(::lowrite_core::ir::Attribute::Unit) } else { None },
            )
            .attr_opt(
                "value",
                ::lowrite_core::builtins::attrs::cstring(
                    &(::lowrite_core::builtins::attrs::text((b_s.clone()).as_ref())),
                ),
            ),
        op,
        None,
        rw,
    )?;
    rw.set_insertion(b_here);
    let _ = ::lowrite_core::builtins::ir::declare(
        &("printString"),
        &(::lowrite_core::builtins::types::llvm_func(
            &(::lowrite_core::ir::Type::Void),
            &vec![::lowrite_core::ir::Type::ptr()],
        )),
        rw,
    )?;
    let _ = ::lowrite_core::builtins::ir::call(
        (::lowrite_core::builtins::attrs::symbol(&("printString"))).as_ref(),
        &(::lowrite_core::ir::Type::Void),
        &({
            let mut __l = Vec::new();
            __l.push(
                ::lowrite_core::convert::build_one(
                    ::lowrite_core::ir::OpSpec::named("llvm.mlir.addressof")
                        .operands(Vec::<::lowrite_core::ir::Value>::new())
                        .results(vec![::lowrite_core::ir::Type::ptr()])
                        .attr_opt(
                            "global_name",
                            ::lowrite_core::builtins::attrs::symbol(&(b_name.clone())),
                        ),
                    op,
                    None,
                    rw,
                )?,
            );
            __l
        }),
        rw,
    )?;
    rw.replace(op, Vec::new())?;
    Ok(true)
}
/// `vector.mask` of a `vector.reduction`: the vector-predicated reduction intrinsic over the set
/// lanes, from the accumulator or the kind's start value.
///
/// Rule at rules/vector.rules:556:
///
/// ```text
/// /// `vector.mask` of a `vector.reduction`: the vector-predicated reduction intrinsic over the set
/// /// lanes, from the accumulator or the kind's start value.
/// rule vector.mask(k, .._pt) regions(body) -> (..rs)
///     let c = case_of(body_attr(body, "kind"));
///     let ops = body_operands(body);
///     let t = convert(nth(types(rs), 0));
///     where mask_lowered(body, rs) && !fills_masked_lanes(case_of(body_attr(body, "kind"))) => {
///     let v = nth(ops, 0);
///     let evl = constant(dim(nth(types(ops), 0), 0), i32);
///     let start = if len(ops) == 2 { nth(ops, 1) } else { masked_start(c, t) };
///     yield if c == "add" { if t is float { llvm.intr.vp.reduce.fadd(start, v, k, evl) : t } else { llvm.intr.vp.reduce.add(start, v, k, evl) : t } }
///         else if c == "mul" { if t is float { llvm.intr.vp.reduce.fmul(start, v, k, evl) : t } else { llvm.intr.vp.reduce.mul(start, v, k, evl) : t } }
///         else if c == "and" { llvm.intr.vp.reduce.and(start, v, k, evl) : t }
///         else if c == "or" { llvm.intr.vp.reduce.or(start, v, k, evl) : t }
///         else if c == "xor" { llvm.intr.vp.reduce.xor(start, v, k, evl) : t }
///         else if c == "minsi" { llvm.intr.vp.reduce.smin(start, v, k, evl) : t }
///         else if c == "maxsi" { llvm.intr.vp.reduce.smax(start, v, k, evl) : t }
///         else if c == "minui" { llvm.intr.vp.reduce.umin(start, v, k, evl) : t }
///         else if c == "maxui" { llvm.intr.vp.reduce.umax(start, v, k, evl) : t }
///         else if c == "minnumf" { llvm.intr.vp.reduce.fmin(start, v, k, evl) : t }
///         else { llvm.intr.vp.reduce.fmax(start, v, k, evl) : t };
/// }
///     // `minimumf`/`maximumf` under a mask: all lanes reduced with the masked-off ones replaced, then
///     // the accumulator (if any) combined with the result.
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_mask_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_k, ref b__pt @ ..] = __op.operands[..] else {
        return Ok(false);
    };
    let b__pt: Vec<::lowrite_core::ir::Value> = b__pt.to_vec();
    if __op.regions.len() != 1usize {
        return Ok(false);
    }
    let b_body: ::lowrite_core::ir::RegionId = __op.regions[0usize];
    let [ref b_rs @ ..] = __op.results[..] else {
        return Ok(false);
    };
    let b_rs: Vec<::lowrite_core::ir::Value> = b_rs.to_vec();
    if !(((((((::lowrite_core::builtins::ir::body_op_name(b_body, rw)?)
        == ("vector.reduction")))
        && ((((((((!(matches!(
            ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& b_rs
            .iter().map(| __v | rw.source().value_type(* __v).clone()).collect:: < Vec <
            ::lowrite_core::ir::Type >> (), 0i64, "element"), rw) ?,
            ::lowrite_core::ir::Type::Float(_)
        ))))
            || (((::lowrite_core::builtins::types::width(
                &(::lowrite_core::convert::located(
                    ::lowrite_core::builtins::lists::nth(
                        &b_rs
                            .iter()
                            .map(|__v| rw.source().value_type(*__v).clone())
                            .collect::<Vec<::lowrite_core::ir::Type>>(),
                        0i64,
                        "element",
                    ),
                    rw,
                )?),
            )) == (32i64)))))
            || (((::lowrite_core::builtins::types::width(
                &(::lowrite_core::convert::located(
                    ::lowrite_core::builtins::lists::nth(
                        &b_rs
                            .iter()
                            .map(|__v| rw.source().value_type(*__v).clone())
                            .collect::<Vec<::lowrite_core::ir::Type>>(),
                        0i64,
                        "element",
                    ),
                    rw,
                )?),
            )) == (64i64)))))
            || ((!(((((((::lowrite_core::builtins::attrs::case_of(
                (::lowrite_core::builtins::ir::body_attr(b_body, &("kind"), rw)?)
                    .as_ref(),
            )) == ("minnumf")))
                || (((::lowrite_core::builtins::attrs::case_of(
                    (::lowrite_core::builtins::ir::body_attr(b_body, &("kind"), rw)?)
                        .as_ref(),
                )) == ("maxnumf")))))
                || ({
                    let b_c__149 = ::lowrite_core::builtins::attrs::case_of(
                        (::lowrite_core::builtins::ir::body_attr(b_body, &("kind"), rw)?)
                            .as_ref(),
                    );
                    ((((b_c__149.clone()) == ("minimumf")))
                        || (((b_c__149.clone()) == ("maximumf"))))
                })))))))))
        && ((!({
            let b_c__150 = ::lowrite_core::builtins::attrs::case_of(
                (::lowrite_core::builtins::ir::body_attr(b_body, &("kind"), rw)?)
                    .as_ref(),
            );
            ((((b_c__150.clone()) == ("minimumf")))
                || (((b_c__150.clone()) == ("maximumf"))))
        })))))
    {
        return Ok(false);
    }
    let b_c = ::lowrite_core::builtins::attrs::case_of(
        (::lowrite_core::builtins::ir::body_attr(b_body, &("kind"), rw)?).as_ref(),
    );
    let b_ops = ::lowrite_core::builtins::ir::body_operands(b_body, rw)?;
    let b_t = {
        let __t = ::lowrite_core::convert::located(
            ::lowrite_core::builtins::lists::nth(
                &b_rs
                    .iter()
                    .map(|__v| rw.source().value_type(*__v).clone())
                    .collect::<Vec<::lowrite_core::ir::Type>>(),
                0i64,
                "element",
            ),
            rw,
        )?;
        rw.convert_type(&__t)?
    };
    let b_v = ::lowrite_core::convert::located(
        ::lowrite_core::builtins::lists::nth(&b_ops.clone(), 0i64, "value"),
        rw,
    )?;
    let b_evl = ::lowrite_core::builtins::values::constant(
        ::lowrite_core::builtins::layout::dim(
            &(::lowrite_core::convert::located(
                ::lowrite_core::builtins::lists::nth(
                    &{
                        let __vs = b_ops.clone();
                        __vs.iter()
                            .map(|__v| rw.target().value_type(*__v).clone())
                            .collect::<Vec<::lowrite_core::ir::Type>>()
                    },
                    0i64,
                    "element",
                ),
                rw,
            )?),
            0i64,
        ),
        &(::lowrite_core::ir::Type::int(32u32)),
        rw,
    )?;
    let b_start = (if ((((b_ops.clone()).len() as i64)) == (2i64)) {
        ::lowrite_core::convert::located(
            ::lowrite_core::builtins::lists::nth(&b_ops.clone(), 1i64, "value"),
            rw,
        )?
    } else {
        (if ((((((((b_c.clone()) == ("add"))) || (((b_c.clone()) == ("or")))))
            || (((b_c.clone()) == ("xor"))))) || (((b_c.clone()) == ("maxui"))))
        {
            ::lowrite_core::builtins::values::constant(0i64, &(b_t.clone()), rw)?
        } else {
            (if ((b_c.clone()) == ("mul")) {
                ::lowrite_core::builtins::values::constant(1i64, &(b_t.clone()), rw)?
            } else {
                (if ((((b_c.clone()) == ("and"))) || (((b_c.clone()) == ("minui")))) {
                    ::lowrite_core::builtins::values::constant(
                        (-1i64),
                        &(b_t.clone()),
                        rw,
                    )?
                } else {
                    (if ((b_c.clone()) == ("minsi")) {
                        ::lowrite_core::builtins::values::constant(
                            {
                                let b_w__152 = ::lowrite_core::builtins::types::width(
                                    &(b_t.clone()),
                                );
                                (if ((b_w__152.clone()) >= (64i64)) {
                                    9223372036854775807i64
                                } else {
                                    ((::lowrite_core::convert::located(
                                        ::lowrite_core::builtins::attrs::product_of(
                                            &({
                                                let mut __l = Vec::new();
                                                for b__i__152 in ::lowrite_core::convert::located(
                                                    ::lowrite_core::convert::bounded_range(
                                                        0i64,
                                                        ((b_w__152.clone()) - (1i64)),
                                                    ),
                                                    rw,
                                                )? {
                                                    let b__i__152: i64 = b__i__152;
                                                    __l.push(::lowrite_core::convert::Ofr::Static(2i64));
                                                }
                                                __l
                                            }),
                                        ),
                                        rw,
                                    )?) - (1i64))
                                })
                            },
                            &(b_t.clone()),
                            rw,
                        )?
                    } else {
                        (if ((b_c.clone()) == ("maxsi")) {
                            ::lowrite_core::builtins::values::constant(
                                ((((0i64)
                                    - ({
                                        let b_w__153 = ::lowrite_core::builtins::types::width(
                                            &(b_t.clone()),
                                        );
                                        (if ((b_w__153.clone()) >= (64i64)) {
                                            9223372036854775807i64
                                        } else {
                                            ((::lowrite_core::convert::located(
                                                ::lowrite_core::builtins::attrs::product_of(
                                                    &({
                                                        let mut __l = Vec::new();
                                                        for b__i__153 in ::lowrite_core::convert::located(
                                                            ::lowrite_core::convert::bounded_range(
                                                                0i64,
                                                                ((b_w__153.clone()) - (1i64)),
                                                            ),
                                                            rw,
                                                        )? {
                                                            let b__i__153: i64 = b__i__153;
                                                            __l.push(::lowrite_core::convert::Ofr::Static(2i64));
                                                        }
                                                        __l
                                                    }),
                                                ),
                                                rw,
                                            )?) - (1i64))
                                        })
                                    }))) - (1i64)),
                                &(b_t.clone()),
                                rw,
                            )?
                        } else {
                            (if ((b_c.clone()) == ("minnumf")) {
                                ::lowrite_core::convert::build_one(
                                    ::lowrite_core::ir::OpSpec::named("llvm.bitcast")
                                        .operands(
                                            vec![
                                                ::lowrite_core::builtins::values::constant((if
                                                ((::lowrite_core::builtins::types::width(& (b_t.clone())))
                                                == (32i64)) { (- 4194304i64) } else { (-
                                                2251799813685248i64) }), &
                                                (::lowrite_core::convert::located(::lowrite_core::builtins::types::int(::lowrite_core::builtins::types::width(&
                                                (b_t.clone()))), rw) ?), rw) ?
                                            ],
                                        )
                                        .results(vec![b_t.clone()]),
                                    op,
                                    None,
                                    rw,
                                )?
                            } else {
                                ::lowrite_core::convert::build_one(
                                    ::lowrite_core::ir::OpSpec::named("llvm.bitcast")
                                        .operands(
                                            vec![
                                                ::lowrite_core::builtins::values::constant((if
                                                ((::lowrite_core::builtins::types::width(& (b_t.clone())))
                                                == (32i64)) { 2143289344i64 } else { 9221120237041090560i64
                                                }), &
                                                (::lowrite_core::convert::located(::lowrite_core::builtins::types::int(::lowrite_core::builtins::types::width(&
                                                (b_t.clone()))), rw) ?), rw) ?
                                            ],
                                        )
                                        .results(vec![b_t.clone()]),
                                    op,
                                    None,
                                    rw,
                                )?
                            })
                        })
                    })
                })
            })
        })
    });
    let __yielded = vec![
        (if ((b_c.clone()) == ("add")) { (if matches!(b_t.clone(),
        ::lowrite_core::ir::Type::Float(_)) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.vp.reduce.fadd")
        .operands(vec![b_start, b_v, rw.value(b_k) ?, b_evl]).results(vec![b_t.clone()]),
        op, None, rw,) ? } else {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.vp.reduce.add")
        .operands(vec![b_start, b_v, rw.value(b_k) ?, b_evl]).results(vec![b_t.clone()]),
        op, None, rw,) ? }) } else { (if ((b_c.clone()) == ("mul")) { (if matches!(b_t
        .clone(), ::lowrite_core::ir::Type::Float(_)) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.vp.reduce.fmul")
        .operands(vec![b_start, b_v, rw.value(b_k) ?, b_evl]).results(vec![b_t.clone()]),
        op, None, rw,) ? } else {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.vp.reduce.mul")
        .operands(vec![b_start, b_v, rw.value(b_k) ?, b_evl]).results(vec![b_t.clone()]),
        op, None, rw,) ? }) } else { (if ((b_c.clone()) == ("and")) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.vp.reduce.and")
        .operands(vec![b_start, b_v, rw.value(b_k) ?, b_evl]).results(vec![b_t.clone()]),
        op, None, rw,) ? } else { (if ((b_c.clone()) == ("or")) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.vp.reduce.or")
        .operands(vec![b_start, b_v, rw.value(b_k) ?, b_evl]).results(vec![b_t.clone()]),
        op, None, rw,) ? } else { (if ((b_c.clone()) == ("xor")) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.vp.reduce.xor")
        .operands(vec![b_start, b_v, rw.value(b_k) ?, b_evl]).results(vec![b_t.clone()]),
        op, None, rw,) ? } else { (if ((b_c.clone()) == ("minsi")) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.vp.reduce.smin")
        .operands(vec![b_start, b_v, rw.value(b_k) ?, b_evl]).results(vec![b_t.clone()]),
        op, None, rw,) ? } else { (if ((b_c.clone()) == ("maxsi")) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.vp.reduce.smax")
        .operands(vec![b_start, b_v, rw.value(b_k) ?, b_evl]).results(vec![b_t.clone()]),
        op, None, rw,) ? } else { (if ((b_c.clone()) == ("minui")) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.vp.reduce.umin")
        .operands(vec![b_start, b_v, rw.value(b_k) ?, b_evl]).results(vec![b_t.clone()]),
        op, None, rw,) ? } else { (if ((b_c.clone()) == ("maxui")) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.vp.reduce.umax")
        .operands(vec![b_start, b_v, rw.value(b_k) ?, b_evl]).results(vec![b_t.clone()]),
        op, None, rw,) ? } else { (if ((b_c.clone()) == ("minnumf")) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.vp.reduce.fmin")
        .operands(vec![b_start, b_v, rw.value(b_k) ?, b_evl]).results(vec![b_t.clone()]),
        op, None, rw,) ? } else {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.vp.reduce.fmax")
        .operands(vec![b_start, b_v, rw.value(b_k) ?, b_evl]).results(vec![b_t.clone()]),
        op, None, rw,) ? }) }) }) }) }) }) }) }) }) })
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// `vector.mask` of a `vector.reduction`: the vector-predicated reduction intrinsic over the set
/// lanes, from the accumulator or the kind's start value.
///
/// Rule at rules/vector.rules:578:
///
/// ```text
/// where mask_lowered(body, rs) && fills_masked_lanes(case_of(body_attr(body, "kind"))) => {
///     let n = dim(nth(types(ops), 0), 0);
///     let filled = llvm.select(k, nth(ops, 0), from_scalars(vector(n, t), [masked_fill(c, t) for _i in 0..n])) : vector(n, t);
///     let all = reduced(c, filled, t, no_attr());
///     yield if len(ops) == 2 { combine(c, all, nth(ops, 1), t, true) } else { all };
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_mask_1(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_k, ref b__pt @ ..] = __op.operands[..] else {
        return Ok(false);
    };
    let b__pt: Vec<::lowrite_core::ir::Value> = b__pt.to_vec();
    if __op.regions.len() != 1usize {
        return Ok(false);
    }
    let b_body: ::lowrite_core::ir::RegionId = __op.regions[0usize];
    let [ref b_rs @ ..] = __op.results[..] else {
        return Ok(false);
    };
    let b_rs: Vec<::lowrite_core::ir::Value> = b_rs.to_vec();
    if !(((((((::lowrite_core::builtins::ir::body_op_name(b_body, rw)?)
        == ("vector.reduction")))
        && ((((((((!(matches!(
            ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& b_rs
            .iter().map(| __v | rw.source().value_type(* __v).clone()).collect:: < Vec <
            ::lowrite_core::ir::Type >> (), 0i64, "element"), rw) ?,
            ::lowrite_core::ir::Type::Float(_)
        ))))
            || (((::lowrite_core::builtins::types::width(
                &(::lowrite_core::convert::located(
                    ::lowrite_core::builtins::lists::nth(
                        &b_rs
                            .iter()
                            .map(|__v| rw.source().value_type(*__v).clone())
                            .collect::<Vec<::lowrite_core::ir::Type>>(),
                        0i64,
                        "element",
                    ),
                    rw,
                )?),
            )) == (32i64)))))
            || (((::lowrite_core::builtins::types::width(
                &(::lowrite_core::convert::located(
                    ::lowrite_core::builtins::lists::nth(
                        &b_rs
                            .iter()
                            .map(|__v| rw.source().value_type(*__v).clone())
                            .collect::<Vec<::lowrite_core::ir::Type>>(),
                        0i64,
                        "element",
                    ),
                    rw,
                )?),
            )) == (64i64)))))
            || ((!(((((((::lowrite_core::builtins::attrs::case_of(
                (::lowrite_core::builtins::ir::body_attr(b_body, &("kind"), rw)?)
                    .as_ref(),
            )) == ("minnumf")))
                || (((::lowrite_core::builtins::attrs::case_of(
                    (::lowrite_core::builtins::ir::body_attr(b_body, &("kind"), rw)?)
                        .as_ref(),
                )) == ("maxnumf")))))
                || ({
                    let b_c__157 = ::lowrite_core::builtins::attrs::case_of(
                        (::lowrite_core::builtins::ir::body_attr(b_body, &("kind"), rw)?)
                            .as_ref(),
                    );
                    ((((b_c__157.clone()) == ("minimumf")))
                        || (((b_c__157.clone()) == ("maximumf"))))
                })))))))))
        && ({
            let b_c__158 = ::lowrite_core::builtins::attrs::case_of(
                (::lowrite_core::builtins::ir::body_attr(b_body, &("kind"), rw)?)
                    .as_ref(),
            );
            ((((b_c__158.clone()) == ("minimumf")))
                || (((b_c__158.clone()) == ("maximumf"))))
        })))
    {
        return Ok(false);
    }
    let b_c = ::lowrite_core::builtins::attrs::case_of(
        (::lowrite_core::builtins::ir::body_attr(b_body, &("kind"), rw)?).as_ref(),
    );
    let b_ops = ::lowrite_core::builtins::ir::body_operands(b_body, rw)?;
    let b_t = {
        let __t = ::lowrite_core::convert::located(
            ::lowrite_core::builtins::lists::nth(
                &b_rs
                    .iter()
                    .map(|__v| rw.source().value_type(*__v).clone())
                    .collect::<Vec<::lowrite_core::ir::Type>>(),
                0i64,
                "element",
            ),
            rw,
        )?;
        rw.convert_type(&__t)?
    };
    let b_n = ::lowrite_core::builtins::layout::dim(
        &(::lowrite_core::convert::located(
            ::lowrite_core::builtins::lists::nth(
                &{
                    let __vs = b_ops.clone();
                    __vs.iter()
                        .map(|__v| rw.target().value_type(*__v).clone())
                        .collect::<Vec<::lowrite_core::ir::Type>>()
                },
                0i64,
                "element",
            ),
            rw,
        )?),
        0i64,
    );
    let b_filled = ::lowrite_core::convert::build_one(
        ::lowrite_core::ir::OpSpec::named("llvm.select")
            .operands(
                vec![
                    rw.value(b_k) ?,
                    ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
                    b_ops.clone(), 0i64, "value"), rw) ?,
                    ::lowrite_core::builtins::values::from_scalars(&
                    (::lowrite_core::builtins::types::vector(b_n.clone(), & (b_t
                    .clone()))), & { let mut __v : Vec < ::lowrite_core::ir::Value > =
                    Vec::new(); __v.extend({ let mut __l = Vec::new(); for b__i in
                    ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
                    b_n.clone()), rw) ? { let b__i : i64 = b__i; __l.push((if ((b_c
                    .clone()) == ("minimumf")) {
                    ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.bitcast")
                    .operands(vec![::lowrite_core::builtins::values::constant((if
                    ((::lowrite_core::builtins::types::width(& (b_t.clone()))) ==
                    (32i64)) { 2139095039i64 } else { 9218868437227405311i64 }), &
                    (::lowrite_core::convert::located(::lowrite_core::builtins::types::int(::lowrite_core::builtins::types::width(&
                    (b_t.clone()))), rw) ?), rw) ?]).results(vec![b_t.clone()]), op,
                    None, rw,) ? } else {
                    ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.bitcast")
                    .operands(vec![::lowrite_core::builtins::values::constant((if
                    ((::lowrite_core::builtins::types::width(& (b_t.clone()))) ==
                    (32i64)) { (- 2147483647i64) } else { (- 9223372036854775807i64) }),
                    &
                    (::lowrite_core::convert::located(::lowrite_core::builtins::types::int(::lowrite_core::builtins::types::width(&
                    (b_t.clone()))), rw) ?), rw) ?]).results(vec![b_t.clone()]), op,
                    None, rw,) ? })); } __l }); __v }, rw) ?
                ],
            )
            .results(
                vec![
                    ::lowrite_core::builtins::types::vector(b_n.clone(), & (b_t.clone()))
                ],
            ),
        op,
        None,
        rw,
    )?;
    let b_all = {
        let b_f__162 = ::lowrite_core::builtins::attrs::no_attr();
        {
            let b___match_15527__162 = b_c.clone();
            (if ((b___match_15527__162.clone()) == ("add")) {
                ::lowrite_core::convert::build_one(
                    ::lowrite_core::ir::OpSpec::named("llvm.intr.vector.reduce.add")
                        .operands(vec![b_filled])
                        .results(vec![b_t.clone()]),
                    op,
                    None,
                    rw,
                )?
            } else {
                (if ((b___match_15527__162.clone()) == ("mul")) {
                    ::lowrite_core::convert::build_one(
                        ::lowrite_core::ir::OpSpec::named("llvm.intr.vector.reduce.mul")
                            .operands(vec![b_filled])
                            .results(vec![b_t.clone()]),
                        op,
                        None,
                        rw,
                    )?
                } else {
                    (if ((b___match_15527__162.clone()) == ("and")) {
                        ::lowrite_core::convert::build_one(
                            ::lowrite_core::ir::OpSpec::named(
                                    "llvm.intr.vector.reduce.and",
                                )
                                .operands(vec![b_filled])
                                .results(vec![b_t.clone()]),
                            op,
                            None,
                            rw,
                        )?
                    } else {
                        (if ((b___match_15527__162.clone()) == ("or")) {
                            ::lowrite_core::convert::build_one(
                                ::lowrite_core::ir::OpSpec::named(
                                        "llvm.intr.vector.reduce.or",
                                    )
                                    .operands(vec![b_filled])
                                    .results(vec![b_t.clone()]),
                                op,
                                None,
                                rw,
                            )?
                        } else {
                            (if ((b___match_15527__162.clone()) == ("xor")) {
                                ::lowrite_core::convert::build_one(
                                    ::lowrite_core::ir::OpSpec::named(
                                            "llvm.intr.vector.reduce.xor",
                                        )
                                        .operands(vec![b_filled])
                                        .results(vec![b_t.clone()]),
                                    op,
                                    None,
                                    rw,
                                )?
                            } else {
                                (if ((b___match_15527__162.clone()) == ("maxsi")) {
                                    ::lowrite_core::convert::build_one(
                                        ::lowrite_core::ir::OpSpec::named(
                                                "llvm.intr.vector.reduce.smax",
                                            )
                                            .operands(vec![b_filled])
                                            .results(vec![b_t.clone()]),
                                        op,
                                        None,
                                        rw,
                                    )?
                                } else {
                                    (if ((b___match_15527__162.clone()) == ("minsi")) {
                                        ::lowrite_core::convert::build_one(
                                            ::lowrite_core::ir::OpSpec::named(
                                                    "llvm.intr.vector.reduce.smin",
                                                )
                                                .operands(vec![b_filled])
                                                .results(vec![b_t.clone()]),
                                            op,
                                            None,
                                            rw,
                                        )?
                                    } else {
                                        (if ((b___match_15527__162.clone()) == ("maxui")) {
                                            ::lowrite_core::convert::build_one(
                                                ::lowrite_core::ir::OpSpec::named(
                                                        "llvm.intr.vector.reduce.umax",
                                                    )
                                                    .operands(vec![b_filled])
                                                    .results(vec![b_t.clone()]),
                                                op,
                                                None,
                                                rw,
                                            )?
                                        } else {
                                            (if ((b___match_15527__162.clone()) == ("minui")) {
                                                ::lowrite_core::convert::build_one(
                                                    ::lowrite_core::ir::OpSpec::named(
                                                            "llvm.intr.vector.reduce.umin",
                                                        )
                                                        .operands(vec![b_filled])
                                                        .results(vec![b_t.clone()]),
                                                    op,
                                                    None,
                                                    rw,
                                                )?
                                            } else {
                                                (if ((b___match_15527__162.clone()) == ("maximumf")) {
                                                    ::lowrite_core::convert::build_one(
                                                        ::lowrite_core::ir::OpSpec::named(
                                                                "llvm.intr.vector.reduce.fmaximum",
                                                            )
                                                            .operands(vec![b_filled])
                                                            .results(vec![b_t.clone()])
                                                            .attr_opt(
                                                                "fastmathFlags",
                                                                enum_map_fastmath(b_f__162.clone()),
                                                            ),
                                                        op,
                                                        None,
                                                        rw,
                                                    )?
                                                } else {
                                                    (if ((b___match_15527__162.clone()) == ("minimumf")) {
                                                        ::lowrite_core::convert::build_one(
                                                            ::lowrite_core::ir::OpSpec::named(
                                                                    "llvm.intr.vector.reduce.fminimum",
                                                                )
                                                                .operands(vec![b_filled])
                                                                .results(vec![b_t.clone()])
                                                                .attr_opt(
                                                                    "fastmathFlags",
                                                                    enum_map_fastmath(b_f__162.clone()),
                                                                ),
                                                            op,
                                                            None,
                                                            rw,
                                                        )?
                                                    } else {
                                                        (if ((b___match_15527__162.clone()) == ("maxnumf")) {
                                                            ::lowrite_core::convert::build_one(
                                                                ::lowrite_core::ir::OpSpec::named(
                                                                        "llvm.intr.vector.reduce.fmax",
                                                                    )
                                                                    .operands(vec![b_filled])
                                                                    .results(vec![b_t.clone()])
                                                                    .attr_opt(
                                                                        "fastmathFlags",
                                                                        enum_map_fastmath(b_f__162.clone()),
                                                                    ),
                                                                op,
                                                                None,
                                                                rw,
                                                            )?
                                                        } else {
                                                            ::lowrite_core::convert::build_one(
                                                                ::lowrite_core::ir::OpSpec::named(
                                                                        "llvm.intr.vector.reduce.fmin",
                                                                    )
                                                                    .operands(vec![b_filled])
                                                                    .results(vec![b_t.clone()])
                                                                    .attr_opt(
                                                                        "fastmathFlags",
                                                                        enum_map_fastmath(b_f__162.clone()),
                                                                    ),
                                                                op,
                                                                None,
                                                                rw,
                                                            )?
                                                        })
                                                    })
                                                })
                                            })
                                        })
                                    })
                                })
                            })
                        })
                    })
                })
            })
        }
    };
    let __yielded = vec![
        (if ((((b_ops.clone()).len() as i64)) == (2i64)) { { let b_b__163 =
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& b_ops
        .clone(), 1i64, "value"), rw) ?; { let b___match_14789__163 = b_c.clone(); (if
        ((b___match_14789__163.clone()) == ("add")) { (if true {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.fadd")
        .operands(vec![b_all, b_b__163]).results(vec![b_t.clone()]), op, None, rw,) ? }
        else {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.add")
        .operands(vec![b_all, b_b__163]).results(vec![b_t.clone()]), op, None, rw,) ? })
        } else { (if ((b___match_14789__163.clone()) == ("mul")) { (if true {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.fmul")
        .operands(vec![b_all, b_b__163]).results(vec![b_t.clone()]), op, None, rw,) ? }
        else {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.mul")
        .operands(vec![b_all, b_b__163]).results(vec![b_t.clone()]), op, None, rw,) ? })
        } else { (if ((b___match_14789__163.clone()) == ("and")) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.and")
        .operands(vec![b_all, b_b__163]).results(vec![b_t.clone()]), op, None, rw,) ? }
        else { (if ((b___match_14789__163.clone()) == ("or")) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.or")
        .operands(vec![b_all, b_b__163]).results(vec![b_t.clone()]), op, None, rw,) ? }
        else { (if ((b___match_14789__163.clone()) == ("xor")) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.xor")
        .operands(vec![b_all, b_b__163]).results(vec![b_t.clone()]), op, None, rw,) ? }
        else { (if ((b___match_14789__163.clone()) == ("minsi")) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.smin")
        .operands(vec![b_all, b_b__163]).results(vec![b_t.clone()]), op, None, rw,) ? }
        else { (if ((b___match_14789__163.clone()) == ("maxsi")) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.smax")
        .operands(vec![b_all, b_b__163]).results(vec![b_t.clone()]), op, None, rw,) ? }
        else { (if ((b___match_14789__163.clone()) == ("minui")) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.umin")
        .operands(vec![b_all, b_b__163]).results(vec![b_t.clone()]), op, None, rw,) ? }
        else { (if ((b___match_14789__163.clone()) == ("maxui")) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.umax")
        .operands(vec![b_all, b_b__163]).results(vec![b_t.clone()]), op, None, rw,) ? }
        else { (if ((b___match_14789__163.clone()) == ("minnumf")) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.minnum")
        .operands(vec![b_all, b_b__163]).results(vec![b_t.clone()]), op, None, rw,) ? }
        else { (if ((b___match_14789__163.clone()) == ("maxnumf")) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.maxnum")
        .operands(vec![b_all, b_b__163]).results(vec![b_t.clone()]), op, None, rw,) ? }
        else { (if ((b___match_14789__163.clone()) == ("minimumf")) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.minimum")
        .operands(vec![b_all, b_b__163]).results(vec![b_t.clone()]), op, None, rw,) ? }
        else {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.maximum")
        .operands(vec![b_all, b_b__163]).results(vec![b_t.clone()]), op, None, rw,) ? })
        }) }) }) }) }) }) }) }) }) }) }) } } } else { b_all })
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// Other masked ops: their masks must be folded into them first.
///
/// Rule at rules/vector.rules:586:
///
/// ```text
/// /// Other masked ops: their masks must be folded into them first.
/// rule vector.mask(_k, .._rest) regions(body) -> (..rs) where !mask_lowered(body, rs) => fail(if body_op_name(body) == "vector.reduction" {
///         "masked float minimum and maximum reductions are lowered for f32 and f64 only"
///     } else {
///         concat(concat("'vector.mask' of '", body_op_name(body)), "' must be folded into it first: add --pass-pipeline='builtin.module(func.func(lower-vector-mask))'")
///     });
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_mask_2(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b__k, ref b__rest @ ..] = __op.operands[..] else {
        return Ok(false);
    };
    let b__rest: Vec<::lowrite_core::ir::Value> = b__rest.to_vec();
    if __op.regions.len() != 1usize {
        return Ok(false);
    }
    let b_body: ::lowrite_core::ir::RegionId = __op.regions[0usize];
    let [ref b_rs @ ..] = __op.results[..] else {
        return Ok(false);
    };
    let b_rs: Vec<::lowrite_core::ir::Value> = b_rs.to_vec();
    if !((!(((((::lowrite_core::builtins::ir::body_op_name(b_body, rw)?)
        == ("vector.reduction")))
        && ((((((((!(matches!(
            ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& b_rs
            .iter().map(| __v | rw.source().value_type(* __v).clone()).collect:: < Vec <
            ::lowrite_core::ir::Type >> (), 0i64, "element"), rw) ?,
            ::lowrite_core::ir::Type::Float(_)
        ))))
            || (((::lowrite_core::builtins::types::width(
                &(::lowrite_core::convert::located(
                    ::lowrite_core::builtins::lists::nth(
                        &b_rs
                            .iter()
                            .map(|__v| rw.source().value_type(*__v).clone())
                            .collect::<Vec<::lowrite_core::ir::Type>>(),
                        0i64,
                        "element",
                    ),
                    rw,
                )?),
            )) == (32i64)))))
            || (((::lowrite_core::builtins::types::width(
                &(::lowrite_core::convert::located(
                    ::lowrite_core::builtins::lists::nth(
                        &b_rs
                            .iter()
                            .map(|__v| rw.source().value_type(*__v).clone())
                            .collect::<Vec<::lowrite_core::ir::Type>>(),
                        0i64,
                        "element",
                    ),
                    rw,
                )?),
            )) == (64i64)))))
            || ((!(((((((::lowrite_core::builtins::attrs::case_of(
                (::lowrite_core::builtins::ir::body_attr(b_body, &("kind"), rw)?)
                    .as_ref(),
            )) == ("minnumf")))
                || (((::lowrite_core::builtins::attrs::case_of(
                    (::lowrite_core::builtins::ir::body_attr(b_body, &("kind"), rw)?)
                        .as_ref(),
                )) == ("maxnumf")))))
                || ({
                    let b_c__166 = ::lowrite_core::builtins::attrs::case_of(
                        (::lowrite_core::builtins::ir::body_attr(b_body, &("kind"), rw)?)
                            .as_ref(),
                    );
                    ((((b_c__166.clone()) == ("minimumf")))
                        || (((b_c__166.clone()) == ("maximumf"))))
                })))))))))))
    {
        return Ok(false);
    }
    let __yielded = {
        let mut __v: Vec<::lowrite_core::ir::Value> = Vec::new();
        __v.extend(
            ::lowrite_core::builtins::ir::fail(
                &((if ((::lowrite_core::builtins::ir::body_op_name(b_body, rw)?)
                    == ("vector.reduction"))
                {
                    ::std::string::String::from(
                        "masked float minimum and maximum reductions are lowered for f32 and f64 only",
                    )
                } else {
                    ::std::string::String::from(
                        ::lowrite_core::builtins::attrs::concat(
                            &(::lowrite_core::builtins::attrs::concat(
                                &("'vector.mask' of '"),
                                &(::lowrite_core::builtins::ir::body_op_name(b_body, rw)?),
                            )),
                            &("' must be folded into it first: add --pass-pipeline='builtin.module(func.func(lower-vector-mask))'"),
                        ),
                    )
                })),
                rw,
            )?,
        );
        __v
    };
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
