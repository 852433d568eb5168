/// Rules compiled from `rules/unranked.rules` by lowrite-dsl.
pub static RULES: ::lowrite_core::convert::RuleSet = ::lowrite_core::convert::RuleSet {
    name: "rules/unranked.rules",
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
            op: "func.return",
            priority: 1i64,
            location: "rules/unranked.rules:38",
            apply: &rule_func_return_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "func.return",
            priority: 1i64,
            location: "rules/unranked.rules:43",
            apply: &rule_func_return_1,
        },
        ::lowrite_core::convert::Pattern {
            op: "func.call",
            priority: 1i64,
            location: "rules/unranked.rules:54",
            apply: &rule_func_call_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "func.call",
            priority: 1i64,
            location: "rules/unranked.rules:59",
            apply: &rule_func_call_1,
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
/// A function returning an unranked memref copies its descriptor to the heap just before
/// returning.
///
/// Rule at rules/unranked.rules:38:
///
/// ```text
/// /// A function returning an unranked memref copies its descriptor to the heap just before
/// /// returning.
/// rule func.return(..vs) where len(vs) == 1 && nth(types(vs), 0) is unranked_memref prio 1
///     => llvm.return(to_heap(nth(vs, 0)));
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_func_return_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [ref b_vs @ ..] = __op.operands[..] else {
        return Ok(false);
    };
    let b_vs: Vec<::lowrite_core::ir::Value> = b_vs.to_vec();
    if !((((((b_vs.len() as i64)) == (1i64)))
        && (matches!(
            ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& b_vs
            .iter().map(| __v | rw.source().value_type(* __v).clone()).collect:: < Vec <
            ::lowrite_core::ir::Type >> (), 0i64, "element"), rw) ?,
            ::lowrite_core::ir::Type::UnrankedMemRef { .. }
        ))))
    {
        return Ok(false);
    }
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.return")
            .operands(
                vec![
                    { let b_v__1 =
                    ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
                    rw.values(& b_vs) ?, 0i64, "value"), rw) ?; { let b_size__1 = { let
                    b_one__2 =
                    ::lowrite_core::builtins::values::index_value(::lowrite_core::convert::Ofr::Static(1i64),
                    rw) ?; { let b_two__2 =
                    ::lowrite_core::builtins::values::index_value(::lowrite_core::convert::Ofr::Static(2i64),
                    rw) ?; { let b_index_size__2 =
                    ::lowrite_core::builtins::values::index_value(::lowrite_core::convert::Ofr::Static((i64::checked_div(rw
                    .options().int("index_bitwidth"), 8i64).unwrap_or(0))), rw) ?; { let
                    b_pointers__2 =
                    ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.mul")
                    .operands(vec![b_two__2,
                    ::lowrite_core::builtins::values::index_value(::lowrite_core::convert::Ofr::Static(8i64),
                    rw) ?]), op, Some((false, Some(1usize))), rw,) ?;
                    ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.add")
                    .operands(vec![b_pointers__2,
                    ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.mul")
                    .operands(vec![::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.add")
                    .operands(vec![::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.mul")
                    .operands(vec![b_two__2, { let __v = b_v__1;
                    ::lowrite_core::builtins::values::extract(__v, & [0i64], rw) ? }]),
                    op, Some((false, Some(1usize))), rw,) ?, b_one__2]), op, Some((false,
                    Some(1usize))), rw,) ?, b_index_size__2]), op, Some((false,
                    Some(1usize))), rw,) ?]), op, Some((false, Some(1usize))), rw,) ? } }
                    } }; { let b__ = ::lowrite_core::builtins::ir::declare(& ("malloc"),
                    & (::lowrite_core::builtins::types::llvm_func(&
                    (::lowrite_core::ir::Type::ptr()), &
                    vec![::lowrite_core::convert::located(::lowrite_core::builtins::types::int(rw
                    .options().int("index_bitwidth")), rw) ?])), rw) ?; { let b_heap__1 =
                    ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.call")
                    .operands(vec![b_size__1])
                    .results(vec![::lowrite_core::ir::Type::ptr()]).attr_opt("callee",
                    ::lowrite_core::builtins::attrs::symbol(& ("malloc"))), op, None,
                    rw,) ?; { let b__ =
                    ::lowrite_core::convert::build(::lowrite_core::ir::OpSpec::named("llvm.intr.memcpy")
                    .operands(vec![b_heap__1, { let __v = b_v__1;
                    ::lowrite_core::builtins::values::extract(__v, & [1i64], rw) ? },
                    b_size__1]).attr_opt("isVolatile",
                    ::lowrite_core::builtins::attrs::bool_attr(false)), op, None, rw,) ?;
                    { let __agg = { let __agg =
                    ::lowrite_core::builtins::values::poison(& ({ let __t = { let __v =
                    b_v__1; rw.target().value_type(__v).clone() }; rw.convert_type(& __t)
                    ? }), rw) ?; let __v = { let __v = b_v__1;
                    ::lowrite_core::builtins::values::extract(__v, & [0i64], rw) ? }; let
                    mut __p : Vec < i64 > = Vec::new(); __p.push((0i64) as i64);
                    ::lowrite_core::builtins::values::insert(__agg, __v, & __p, rw) ? };
                    let __v = b_heap__1; let mut __p : Vec < i64 > = Vec::new(); __p
                    .push((1i64) as i64); ::lowrite_core::builtins::values::insert(__agg,
                    __v, & __p, rw) ? } } } } } }
                ],
            ),
        op,
        None,
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// Among several results, each unranked memref is copied to the heap first (in order, as
/// upstream's `copyUnrankedDescriptors`), then the results are packed.
///
/// Rule at rules/unranked.rules:43:
///
/// ```text
/// /// Among several results, each unranked memref is copied to the heap first (in order, as
/// /// upstream's `copyUnrankedDescriptors`), then the results are packed.
/// rule func.return(..vs) where len(vs) > 1 && has_unranked(types(vs)) prio 1 => {
///     let heaped = [if nth(types(vs), i) is unranked_memref { to_heap(nth(vs, i)) } else { nth(vs, i) }
///                   for i in 0..len(vs)];
///     let outs = results_out(vs);
///     llvm.return(pack_fields(struct(result_types(types(vs))),
///         [if nth(types(vs), i) is unranked_memref { nth(heaped, i) } else { nth(outs, i) }
///          for i in 0..len(vs)]));
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_func_return_1(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [ref b_vs @ ..] = __op.operands[..] else {
        return Ok(false);
    };
    let b_vs: Vec<::lowrite_core::ir::Value> = b_vs.to_vec();
    if !((((((b_vs.len() as i64)) > (1i64)))
        && ({
            let b_ts__4 = b_vs
                .iter()
                .map(|__v| rw.source().value_type(*__v).clone())
                .collect::<Vec<::lowrite_core::ir::Type>>();
            (((({
                let mut __l = Vec::new();
                for b_i__4 in ::lowrite_core::convert::located(
                    ::lowrite_core::convert::bounded_range(
                        0i64,
                        ((b_ts__4.clone()).len() as i64),
                    ),
                    rw,
                )? {
                    let b_i__4: i64 = b_i__4;
                    if !(matches!(
                        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
                        b_ts__4.clone(), b_i__4.clone(), "element"), rw) ?,
                        ::lowrite_core::ir::Type::UnrankedMemRef { .. }
                    )) {
                        continue;
                    }
                    __l.push(::lowrite_core::convert::Ofr::Static(b_i__4.clone()));
                }
                __l
            })
                .len() as i64)) > (0i64))
        })))
    {
        return Ok(false);
    }
    let b_heaped = {
        let mut __l = Vec::new();
        for b_i in ::lowrite_core::convert::located(
            ::lowrite_core::convert::bounded_range(0i64, (b_vs.len() as i64)),
            rw,
        )? {
            let b_i: i64 = b_i;
            __l.push(
                (if matches!(
                    ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
                    b_vs.iter().map(| __v | rw.source().value_type(* __v).clone())
                    .collect:: < Vec < ::lowrite_core::ir::Type >> (), b_i.clone(),
                    "element"), rw) ?, ::lowrite_core::ir::Type::UnrankedMemRef { .. }
                ) {
                    {
                        let b_v__5 = ::lowrite_core::convert::located(
                            ::lowrite_core::builtins::lists::nth(
                                &rw.values(&b_vs)?,
                                b_i.clone(),
                                "value",
                            ),
                            rw,
                        )?;
                        {
                            let b_size__5 = {
                                let b_one__6 = ::lowrite_core::builtins::values::index_value(
                                    ::lowrite_core::convert::Ofr::Static(1i64),
                                    rw,
                                )?;
                                {
                                    let b_two__6 = ::lowrite_core::builtins::values::index_value(
                                        ::lowrite_core::convert::Ofr::Static(2i64),
                                        rw,
                                    )?;
                                    {
                                        let b_index_size__6 = ::lowrite_core::builtins::values::index_value(
                                            ::lowrite_core::convert::Ofr::Static(
                                                (i64::checked_div(rw.options().int("index_bitwidth"), 8i64)
                                                    .unwrap_or(0)),
                                            ),
                                            rw,
                                        )?;
                                        {
                                            let b_pointers__6 = ::lowrite_core::convert::build_one(
                                                ::lowrite_core::ir::OpSpec::named("llvm.mul")
                                                    .operands(
                                                        vec![
                                                            b_two__6,
                                                            ::lowrite_core::builtins::values::index_value(::lowrite_core::convert::Ofr::Static(8i64),
                                                            rw) ?
                                                        ],
                                                    ),
                                                op,
                                                Some((false, Some(1usize))),
                                                rw,
                                            )?;
                                            ::lowrite_core::convert::build_one(
                                                ::lowrite_core::ir::OpSpec::named("llvm.add")
                                                    .operands(
                                                        vec![
                                                            b_pointers__6,
                                                            ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.mul")
                                                            .operands(vec![::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.add")
                                                            .operands(vec![::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.mul")
                                                            .operands(vec![b_two__6, { let __v = b_v__5;
                                                            ::lowrite_core::builtins::values::extract(__v, & [0i64], rw)
                                                            ? }]), op, Some((false, Some(1usize))), rw,) ?, b_one__6]),
                                                            op, Some((false, Some(1usize))), rw,) ?, b_index_size__6]),
                                                            op, Some((false, Some(1usize))), rw,) ?
                                                        ],
                                                    ),
                                                op,
                                                Some((false, Some(1usize))),
                                                rw,
                                            )?
                                        }
                                    }
                                }
                            };
                            {
                                let b__ = ::lowrite_core::builtins::ir::declare(
                                    &("malloc"),
                                    &(::lowrite_core::builtins::types::llvm_func(
                                        &(::lowrite_core::ir::Type::ptr()),
                                        &vec![
                                            ::lowrite_core::convert::located(::lowrite_core::builtins::types::int(rw
                                            .options().int("index_bitwidth")), rw) ?
                                        ],
                                    )),
                                    rw,
                                )?;
                                {
                                    let b_heap__5 = ::lowrite_core::convert::build_one(
                                        ::lowrite_core::ir::OpSpec::named("llvm.call")
                                            .operands(vec![b_size__5])
                                            .results(vec![::lowrite_core::ir::Type::ptr()])
                                            .attr_opt(
                                                "callee",
                                                ::lowrite_core::builtins::attrs::symbol(&("malloc")),
                                            ),
                                        op,
                                        None,
                                        rw,
                                    )?;
                                    {
                                        let b__ = ::lowrite_core::convert::build(
                                            ::lowrite_core::ir::OpSpec::named("llvm.intr.memcpy")
                                                .operands(
                                                    vec![
                                                        b_heap__5, { let __v = b_v__5;
                                                        ::lowrite_core::builtins::values::extract(__v, & [1i64], rw)
                                                        ? }, b_size__5
                                                    ],
                                                )
                                                .attr_opt(
                                                    "isVolatile",
                                                    ::lowrite_core::builtins::attrs::bool_attr(false),
                                                ),
                                            op,
                                            None,
                                            rw,
                                        )?;
                                        {
                                            let __agg = {
                                                let __agg = ::lowrite_core::builtins::values::poison(
                                                    &({
                                                        let __t = {
                                                            let __v = b_v__5;
                                                            rw.target().value_type(__v).clone()
                                                        };
                                                        rw.convert_type(&__t)?
                                                    }),
                                                    rw,
                                                )?;
                                                let __v = {
                                                    let __v = b_v__5;
                                                    ::lowrite_core::builtins::values::extract(__v, &[0i64], rw)?
                                                };
                                                let mut __p: Vec<i64> = Vec::new();
                                                __p.push((0i64) as i64);
                                                ::lowrite_core::builtins::values::insert(
                                                    __agg,
                                                    __v,
                                                    &__p,
                                                    rw,
                                                )?
                                            };
                                            let __v = b_heap__5;
                                            let mut __p: Vec<i64> = Vec::new();
                                            __p.push((1i64) as i64);
                                            ::lowrite_core::builtins::values::insert(
                                                __agg,
                                                __v,
                                                &__p,
                                                rw,
                                            )?
                                        }
                                    }
                                }
                            }
                        }
                    }
                } else {
                    ::lowrite_core::convert::located(
                        ::lowrite_core::builtins::lists::nth(
                            &rw.values(&b_vs)?,
                            b_i.clone(),
                            "value",
                        ),
                        rw,
                    )?
                }),
            );
        }
        __l
    };
    let b_outs = ::lowrite_core::builtins::ir::results_out(&b_vs, rw)?;
    let _ = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.return")
            .operands(
                vec![
                    ::lowrite_core::builtins::values::pack_fields(&
                    (::lowrite_core::builtins::types::struct_of(& { let mut __ts : Vec <
                    ::lowrite_core::ir::Type > = Vec::new(); __ts
                    .extend(::lowrite_core::builtins::ir::result_types(& (b_vs.iter()
                    .map(| __v | rw.source().value_type(* __v).clone()).collect:: < Vec <
                    ::lowrite_core::ir::Type >> ()), rw) ?); __ts })), & { let mut __v :
                    Vec < ::lowrite_core::ir::Value > = Vec::new(); __v.extend({ let mut
                    __l = Vec::new(); for b_i in
                    ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
                    (b_vs.len() as i64)), rw) ? { let b_i : i64 = b_i; __l.push((if
                    matches!(::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
                    b_vs.iter().map(| __v | rw.source().value_type(* __v).clone())
                    .collect:: < Vec < ::lowrite_core::ir::Type >> (), b_i.clone(),
                    "element"), rw) ?, ::lowrite_core::ir::Type::UnrankedMemRef { .. }) {
                    ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
                    b_heaped.clone(), b_i.clone(), "value"), rw) ? } else {
                    ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
                    b_outs.clone(), b_i.clone(), "value"), rw) ? })); } __l }); __v },
                    rw) ?
                ],
            ),
        op,
        None,
        rw,
    )?;
    rw.replace(op, Vec::new())?;
    Ok(true)
}
/// The caller copies a returned unranked descriptor back to its own stack and frees the heap
/// copy.
///
/// Rule at rules/unranked.rules:54:
///
/// ```text
/// /// The caller copies a returned unranked descriptor back to its own stack and frees the heap
/// /// copy.
/// rule func.call(..args) {callee = f} -> (..rs)
///     where len(rs) == 1 && nth(types(rs), 0) is unranked_memref prio 1
///     => to_stack(llvm.call(expand(args)) {callee = f} : convert(nth(types(rs), 0)));
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_func_call_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [ref b_args @ ..] = __op.operands[..] else {
        return Ok(false);
    };
    let b_args: Vec<::lowrite_core::ir::Value> = b_args.to_vec();
    let b_f @ Some(_) = __op.attr("callee").cloned() else {
        return Ok(false);
    };
    let [ref b_rs @ ..] = __op.results[..] else {
        return Ok(false);
    };
    let b_rs: Vec<::lowrite_core::ir::Value> = b_rs.to_vec();
    if !((((((b_rs.len() as i64)) == (1i64)))
        && (matches!(
            ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& b_rs
            .iter().map(| __v | rw.source().value_type(* __v).clone()).collect:: < Vec <
            ::lowrite_core::ir::Type >> (), 0i64, "element"), rw) ?,
            ::lowrite_core::ir::Type::UnrankedMemRef { .. }
        ))))
    {
        return Ok(false);
    }
    let __yielded = vec![
        { let b_u__8 =
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.call")
        .operands({ let mut __v : Vec < ::lowrite_core::ir::Value > = Vec::new(); __v
        .extend(::lowrite_core::builtins::ir::expand(& b_args, rw) ?); __v })
        .results(vec![{ let __t =
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& b_rs
        .iter().map(| __v | rw.source().value_type(* __v).clone()).collect:: < Vec <
        ::lowrite_core::ir::Type >> (), 0i64, "element"), rw) ?; rw.convert_type(& __t) ?
        }]).attr_opt("callee", b_f.clone()), op, None, rw,) ?; { let b_size__8 = { let
        b_one__9 =
        ::lowrite_core::builtins::values::index_value(::lowrite_core::convert::Ofr::Static(1i64),
        rw) ?; { let b_two__9 =
        ::lowrite_core::builtins::values::index_value(::lowrite_core::convert::Ofr::Static(2i64),
        rw) ?; { let b_index_size__9 =
        ::lowrite_core::builtins::values::index_value(::lowrite_core::convert::Ofr::Static((i64::checked_div(rw
        .options().int("index_bitwidth"), 8i64).unwrap_or(0))), rw) ?; { let
        b_pointers__9 =
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.mul")
        .operands(vec![b_two__9,
        ::lowrite_core::builtins::values::index_value(::lowrite_core::convert::Ofr::Static(8i64),
        rw) ?]), op, Some((false, Some(1usize))), rw,) ?;
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.add")
        .operands(vec![b_pointers__9,
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.mul")
        .operands(vec![::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.add")
        .operands(vec![::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.mul")
        .operands(vec![b_two__9, { let __v = b_u__8;
        ::lowrite_core::builtins::values::extract(__v, & [0i64], rw) ? }]), op,
        Some((false, Some(1usize))), rw,) ?, b_one__9]), op, Some((false, Some(1usize))),
        rw,) ?, b_index_size__9]), op, Some((false, Some(1usize))), rw,) ?]), op,
        Some((false, Some(1usize))), rw,) ? } } } }; { let b_stack__8 =
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.alloca")
        .operands(vec![b_size__8]).results(vec![::lowrite_core::ir::Type::ptr()])
        .attr_opt("elem_type",
        Some(::lowrite_core::ir::Attribute::Type(::lowrite_core::ir::Type::shared(::lowrite_core::ir::Type::int(8u32))))),
        op, None, rw,) ?; { let b_heap__8 = { let __v = b_u__8;
        ::lowrite_core::builtins::values::extract(__v, & [1i64], rw) ? }; { let b__ =
        ::lowrite_core::convert::build(::lowrite_core::ir::OpSpec::named("llvm.intr.memcpy")
        .operands(vec![b_stack__8, b_heap__8, b_size__8]).attr_opt("isVolatile",
        ::lowrite_core::builtins::attrs::bool_attr(false)), op, None, rw,) ?; { let b__ =
        ::lowrite_core::builtins::ir::declare(& ("free"), &
        (::lowrite_core::builtins::types::llvm_func(& (::lowrite_core::ir::Type::Void), &
        vec![::lowrite_core::ir::Type::ptr()])), rw) ?; { let b__ =
        ::lowrite_core::convert::build(::lowrite_core::ir::OpSpec::named("llvm.call")
        .operands(vec![b_heap__8]).results(Vec:: < ::lowrite_core::ir::Type > ::new())
        .attr_opt("callee", ::lowrite_core::builtins::attrs::symbol(& ("free"))), op,
        None, rw,) ?; { let __agg = { let __agg =
        ::lowrite_core::builtins::values::poison(& ({ let __t = { let __v = b_u__8; rw
        .target().value_type(__v).clone() }; rw.convert_type(& __t) ? }), rw) ?; let __v
        = { let __v = b_u__8; ::lowrite_core::builtins::values::extract(__v, & [0i64],
        rw) ? }; let mut __p : Vec < i64 > = Vec::new(); __p.push((0i64) as i64);
        ::lowrite_core::builtins::values::insert(__agg, __v, & __p, rw) ? }; let __v =
        b_stack__8; let mut __p : Vec < i64 > = Vec::new(); __p.push((1i64) as i64);
        ::lowrite_core::builtins::values::insert(__agg, __v, & __p, rw) ? } } } } } } } }
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// Among several results, each unranked memref is copied back after the results are unpacked.
///
/// Rule at rules/unranked.rules:59:
///
/// ```text
/// /// Among several results, each unranked memref is copied back after the results are unpacked.
/// rule func.call(..args) {callee = f} -> (..rs) where len(rs) > 1 && has_unranked(types(rs)) prio 1 => {
///     let ins = results_in(fields_of(llvm.call(expand(args)) {callee = f} : struct(result_types(types(rs))),
///                                    len(rs)), types(rs));
///     yield [if nth(types(rs), i) is unranked_memref { to_stack(nth(ins, i)) } else { nth(ins, i) }
///            for i in 0..len(rs)];
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_func_call_1(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [ref b_args @ ..] = __op.operands[..] else {
        return Ok(false);
    };
    let b_args: Vec<::lowrite_core::ir::Value> = b_args.to_vec();
    let b_f @ Some(_) = __op.attr("callee").cloned() else {
        return Ok(false);
    };
    let [ref b_rs @ ..] = __op.results[..] else {
        return Ok(false);
    };
    let b_rs: Vec<::lowrite_core::ir::Value> = b_rs.to_vec();
    if !((((((b_rs.len() as i64)) > (1i64)))
        && ({
            let b_ts__10 = b_rs
                .iter()
                .map(|__v| rw.source().value_type(*__v).clone())
                .collect::<Vec<::lowrite_core::ir::Type>>();
            (((({
                let mut __l = Vec::new();
                for b_i__10 in ::lowrite_core::convert::located(
                    ::lowrite_core::convert::bounded_range(
                        0i64,
                        ((b_ts__10.clone()).len() as i64),
                    ),
                    rw,
                )? {
                    let b_i__10: i64 = b_i__10;
                    if !(matches!(
                        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
                        b_ts__10.clone(), b_i__10.clone(), "element"), rw) ?,
                        ::lowrite_core::ir::Type::UnrankedMemRef { .. }
                    )) {
                        continue;
                    }
                    __l.push(::lowrite_core::convert::Ofr::Static(b_i__10.clone()));
                }
                __l
            })
                .len() as i64)) > (0i64))
        })))
    {
        return Ok(false);
    }
    let b_ins = ::lowrite_core::builtins::ir::results_in(
        &({
            let b_n__11 = (b_rs.len() as i64);
            {
                let b_v__11 = ::lowrite_core::convert::build_one(
                    ::lowrite_core::ir::OpSpec::named("llvm.call")
                        .operands({
                            let mut __v: Vec<::lowrite_core::ir::Value> = Vec::new();
                            __v.extend(
                                ::lowrite_core::builtins::ir::expand(&b_args, rw)?,
                            );
                            __v
                        })
                        .results(
                            vec![
                                ::lowrite_core::builtins::types::struct_of(& { let mut __ts
                                : Vec < ::lowrite_core::ir::Type > = Vec::new(); __ts
                                .extend(::lowrite_core::builtins::ir::result_types(& (b_rs
                                .iter().map(| __v | rw.source().value_type(* __v).clone())
                                .collect:: < Vec < ::lowrite_core::ir::Type >> ()), rw) ?);
                                __ts })
                            ],
                        )
                        .attr_opt("callee", b_f.clone()),
                    op,
                    None,
                    rw,
                )?;
                {
                    let mut __l = Vec::new();
                    for b_i__11 in ::lowrite_core::convert::located(
                        ::lowrite_core::convert::bounded_range(0i64, b_n__11.clone()),
                        rw,
                    )? {
                        let b_i__11: i64 = b_i__11;
                        __l.push({
                            let __v = b_v__11;
                            let mut __p: Vec<i64> = Vec::new();
                            __p.push((b_i__11.clone()) as i64);
                            ::lowrite_core::builtins::values::extract(__v, &__p, rw)?
                        });
                    }
                    __l
                }
            }
        }),
        &(b_rs
            .iter()
            .map(|__v| rw.source().value_type(*__v).clone())
            .collect::<Vec<::lowrite_core::ir::Type>>()),
        rw,
    )?;
    let __yielded = {
        let mut __v: Vec<::lowrite_core::ir::Value> = Vec::new();
        __v.extend({
            let mut __l = Vec::new();
            for b_i in ::lowrite_core::convert::located(
                ::lowrite_core::convert::bounded_range(0i64, (b_rs.len() as i64)),
                rw,
            )? {
                let b_i: i64 = b_i;
                __l.push(
                    (if matches!(
                        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
                        b_rs.iter().map(| __v | rw.source().value_type(* __v).clone())
                        .collect:: < Vec < ::lowrite_core::ir::Type >> (), b_i.clone(),
                        "element"), rw) ?, ::lowrite_core::ir::Type::UnrankedMemRef { ..
                        }
                    ) {
                        {
                            let b_returned__12 = ::lowrite_core::convert::located(
                                ::lowrite_core::builtins::lists::nth(
                                    &b_ins.clone(),
                                    b_i.clone(),
                                    "value",
                                ),
                                rw,
                            )?;
                            {
                                let b_u__12 = b_returned__12;
                                {
                                    let b_size__12 = {
                                        let b_one__13 = ::lowrite_core::builtins::values::index_value(
                                            ::lowrite_core::convert::Ofr::Static(1i64),
                                            rw,
                                        )?;
                                        {
                                            let b_two__13 = ::lowrite_core::builtins::values::index_value(
                                                ::lowrite_core::convert::Ofr::Static(2i64),
                                                rw,
                                            )?;
                                            {
                                                let b_index_size__13 = ::lowrite_core::builtins::values::index_value(
                                                    ::lowrite_core::convert::Ofr::Static(
                                                        (i64::checked_div(rw.options().int("index_bitwidth"), 8i64)
                                                            .unwrap_or(0)),
                                                    ),
                                                    rw,
                                                )?;
                                                {
                                                    let b_pointers__13 = ::lowrite_core::convert::build_one(
                                                        ::lowrite_core::ir::OpSpec::named("llvm.mul")
                                                            .operands(
                                                                vec![
                                                                    b_two__13,
                                                                    ::lowrite_core::builtins::values::index_value(::lowrite_core::convert::Ofr::Static(8i64),
                                                                    rw) ?
                                                                ],
                                                            ),
                                                        op,
                                                        Some((false, Some(1usize))),
                                                        rw,
                                                    )?;
                                                    ::lowrite_core::convert::build_one(
                                                        ::lowrite_core::ir::OpSpec::named("llvm.add")
                                                            .operands(
                                                                vec![
                                                                    b_pointers__13,
                                                                    ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.mul")
                                                                    .operands(vec![::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.add")
                                                                    .operands(vec![::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.mul")
                                                                    .operands(vec![b_two__13, { let __v = b_u__12;
                                                                    ::lowrite_core::builtins::values::extract(__v, & [0i64], rw)
                                                                    ? }]), op, Some((false, Some(1usize))), rw,) ?, b_one__13]),
                                                                    op, Some((false, Some(1usize))), rw,) ?, b_index_size__13]),
                                                                    op, Some((false, Some(1usize))), rw,) ?
                                                                ],
                                                            ),
                                                        op,
                                                        Some((false, Some(1usize))),
                                                        rw,
                                                    )?
                                                }
                                            }
                                        }
                                    };
                                    {
                                        let b_stack__12 = ::lowrite_core::convert::build_one(
                                            ::lowrite_core::ir::OpSpec::named("llvm.alloca")
                                                .operands(vec![b_size__12])
                                                .results(vec![::lowrite_core::ir::Type::ptr()])
                                                .attr_opt(
                                                    "elem_type",
                                                    Some(
                                                        ::lowrite_core::ir::Attribute::Type(
                                                            ::lowrite_core::ir::Type::shared(
                                                                ::lowrite_core::ir::Type::int(8u32),
                                                            ),
                                                        ),
                                                    ),
                                                ),
                                            op,
                                            None,
                                            rw,
                                        )?;
                                        {
                                            let b_heap__12 = {
                                                let __v = b_u__12;
                                                ::lowrite_core::builtins::values::extract(__v, &[1i64], rw)?
                                            };
                                            {
                                                let b__ = ::lowrite_core::convert::build(
                                                    ::lowrite_core::ir::OpSpec::named("llvm.intr.memcpy")
                                                        .operands(vec![b_stack__12, b_heap__12, b_size__12])
                                                        .attr_opt(
                                                            "isVolatile",
                                                            ::lowrite_core::builtins::attrs::bool_attr(false),
                                                        ),
                                                    op,
                                                    None,
                                                    rw,
                                                )?;
                                                {
                                                    let b__ = ::lowrite_core::builtins::ir::declare(
                                                        &("free"),
                                                        &(::lowrite_core::builtins::types::llvm_func(
                                                            &(::lowrite_core::ir::Type::Void),
                                                            &vec![::lowrite_core::ir::Type::ptr()],
                                                        )),
                                                        rw,
                                                    )?;
                                                    {
                                                        let b__ = ::lowrite_core::convert::build(
                                                            ::lowrite_core::ir::OpSpec::named("llvm.call")
                                                                .operands(vec![b_heap__12])
                                                                .results(Vec::<::lowrite_core::ir::Type>::new())
                                                                .attr_opt(
                                                                    "callee",
                                                                    ::lowrite_core::builtins::attrs::symbol(&("free")),
                                                                ),
                                                            op,
                                                            None,
                                                            rw,
                                                        )?;
                                                        {
                                                            let __agg = {
                                                                let __agg = ::lowrite_core::builtins::values::poison(
                                                                    &({
                                                                        let __t = {
                                                                            let __v = b_u__12;
                                                                            rw.target().value_type(__v).clone()
                                                                        };
                                                                        rw.convert_type(&__t)?
                                                                    }),
                                                                    rw,
                                                                )?;
                                                                let __v = {
                                                                    let __v = b_u__12;
                                                                    ::lowrite_core::builtins::values::extract(__v, &[0i64], rw)?
                                                                };
                                                                let mut __p: Vec<i64> = Vec::new();
                                                                __p.push((0i64) as i64);
                                                                ::lowrite_core::builtins::values::insert(
                                                                    __agg,
                                                                    __v,
                                                                    &__p,
                                                                    rw,
                                                                )?
                                                            };
                                                            let __v = b_stack__12;
                                                            let mut __p: Vec<i64> = Vec::new();
                                                            __p.push((1i64) as i64);
                                                            ::lowrite_core::builtins::values::insert(
                                                                __agg,
                                                                __v,
                                                                &__p,
                                                                rw,
                                                            )?
                                                        }
                                                    }
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    } else {
                        ::lowrite_core::convert::located(
                            ::lowrite_core::builtins::lists::nth(
                                &b_ins.clone(),
                                b_i.clone(),
                                "value",
                            ),
                            rw,
                        )?
                    }),
                );
            }
            __l
        });
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
