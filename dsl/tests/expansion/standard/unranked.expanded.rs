/// Rules compiled from `rules/unranked.rules` by lowrite-dsl.
pub static RULES: ::lowrite_core::convert::RuleSet = ::lowrite_core::convert::RuleSet {
    name: "rules/unranked.rules",
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
            op: "memref.cast",
            priority: 0i64,
            location: "rules/unranked.rules:11",
            apply: &rule_memref_cast_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "memref.cast",
            priority: 0i64,
            location: "rules/unranked.rules:17",
            apply: &rule_memref_cast_1,
        },
        ::lowrite_core::convert::Pattern {
            op: "func.return",
            priority: 1i64,
            location: "rules/unranked.rules:23",
            apply: &rule_func_return_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "func.call",
            priority: 1i64,
            location: "rules/unranked.rules:34",
            apply: &rule_func_call_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "func.return",
            priority: 1i64,
            location: "rules/unranked.rules:48",
            apply: &rule_func_return_1,
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
/// A ranked memref cast to an unranked one: the ranked descriptor goes to a stack slot, and the
/// unranked value is {rank, pointer to the slot}.
///
/// Rule at rules/unranked.rules:11:
///
/// ```text
/// /// A ranked memref cast to an unranked one: the ranked descriptor goes to a stack slot, and the
/// /// unranked value is {rank, pointer to the slot}.
/// rule memref.cast(m: memref) -> (r) where type(r) is unranked_memref => {
///     let p = spill(m);
///     yield pack_fields(convert(type(r)), index_value(rank(type(m))), p);
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_memref_cast_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_m] = __op.operands[..] else {
        return Ok(false);
    };
    let ::lowrite_core::ir::Type::MemRef { elem: __elem1, .. } = (rw
        .source()
        .value_type(b_m)) else {
        return Ok(false);
    };
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    if !(matches!(
        rw.source().value_type(b_r).clone(), ::lowrite_core::ir::Type::UnrankedMemRef {
        .. }
    )) {
        return Ok(false);
    }
    let b_p = ::lowrite_core::builtins::values::spill(rw.value(b_m)?, rw)?;
    let __yielded = vec![
        ::lowrite_core::builtins::values::pack_fields(& (rw.convert_type_of(b_r) ?), &
        vec![::lowrite_core::builtins::values::index_value(::lowrite_core::convert::Ofr::Static(::lowrite_core::builtins::types::rank(&
        (rw.source().value_type(b_m).clone()))), rw) ?, b_p], rw) ?
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// An unranked memref cast to a ranked one: the ranked descriptor is loaded through its pointer.
///
/// Rule at rules/unranked.rules:17:
///
/// ```text
/// /// An unranked memref cast to a ranked one: the ranked descriptor is loaded through its pointer.
/// rule memref.cast(u: unranked_memref) -> (r)
///     => llvm.load(unranked.descriptor_ptr(u)) : convert(type(r));
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_memref_cast_1(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_u] = __op.operands[..] else {
        return Ok(false);
    };
    let ::lowrite_core::ir::Type::UnrankedMemRef { elem: __elem1, .. } = (rw
        .source()
        .value_type(b_u)) else {
        return Ok(false);
    };
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.load")
            .operands(
                vec![
                    { let __v = rw.value(b_u) ?;
                    ::lowrite_core::builtins::values::extract(__v, & [1i64], rw) ? }
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
/// A function returning an unranked memref copies the ranked descriptor (2 pointers and
/// 1 + 2 * rank indices, 8-byte pointers) to the heap just before returning, since its stack
/// slot dies with the function.
///
/// Rule at rules/unranked.rules:23:
///
/// ```text
/// /// A function returning an unranked memref copies the ranked descriptor (2 pointers and
/// /// 1 + 2 * rank indices, 8-byte pointers) to the heap just before returning, since its stack
/// /// slot dies with the function.
/// rule func.return(..vs) where len(vs) == 1 && nth(types(vs), 0) is unranked_memref prio 1 => {
///     let v = nth(vs, 0);
///     let size = descriptor_bytes(unranked.rank(v));
///     declare("malloc", llvm_func(ptr, it()));
///     let heap = llvm.call(size) {callee = symbol("malloc")} : ptr;
///     llvm.intr.memcpy(heap, unranked.descriptor_ptr(v), size) {isVolatile = bool_attr(false)};
///     llvm.return(insert(insert(poison(convert(nth(types(vs), 0))), unranked.rank(v), 0), heap, 1));
/// }
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
    let b_v = ::lowrite_core::convert::located(
        ::lowrite_core::builtins::lists::nth(&rw.values(&b_vs)?, 0i64, "value"),
        rw,
    )?;
    let b_size = {
        let b_one__1 = ::lowrite_core::builtins::values::index_value(
            ::lowrite_core::convert::Ofr::Static(1i64),
            rw,
        )?;
        {
            let b_two__1 = ::lowrite_core::builtins::values::index_value(
                ::lowrite_core::convert::Ofr::Static(2i64),
                rw,
            )?;
            {
                let b_index_size__1 = ::lowrite_core::builtins::values::index_value(
                    ::lowrite_core::convert::Ofr::Static(
                        (i64::checked_div(rw.options().int("index_bitwidth"), 8i64)
                            .unwrap_or(0)),
                    ),
                    rw,
                )?;
                {
                    let b_pointers__1 = ::lowrite_core::convert::build_one(
                        ::lowrite_core::ir::OpSpec::named("llvm.mul")
                            .operands(
                                vec![
                                    b_two__1,
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
                                    b_pointers__1,
                                    ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.mul")
                                    .operands(vec![::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.add")
                                    .operands(vec![::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.mul")
                                    .operands(vec![b_two__1, { let __v = b_v;
                                    ::lowrite_core::builtins::values::extract(__v, & [0i64], rw)
                                    ? }]), op, Some((false, Some(1usize))), rw,) ?, b_one__1]),
                                    op, Some((false, Some(1usize))), rw,) ?, b_index_size__1]),
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
    let _ = ::lowrite_core::builtins::ir::declare(
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
    let b_heap = ::lowrite_core::convert::build_one(
        ::lowrite_core::ir::OpSpec::named("llvm.call")
            .operands(vec![b_size])
            .results(vec![::lowrite_core::ir::Type::ptr()])
            .attr_opt("callee", ::lowrite_core::builtins::attrs::symbol(&("malloc"))),
        op,
        None,
        rw,
    )?;
    let _ = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.intr.memcpy")
            .operands(
                vec![
                    b_heap, { let __v = b_v;
                    ::lowrite_core::builtins::values::extract(__v, & [1i64], rw) ? },
                    b_size
                ],
            )
            .attr_opt("isVolatile", ::lowrite_core::builtins::attrs::bool_attr(false)),
        op,
        None,
        rw,
    )?;
    let _ = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.return")
            .operands(
                vec![
                    { let __agg = { let __agg =
                    ::lowrite_core::builtins::values::poison(& ({ let __t =
                    ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
                    b_vs.iter().map(| __v | rw.source().value_type(* __v).clone())
                    .collect:: < Vec < ::lowrite_core::ir::Type >> (), 0i64, "element"),
                    rw) ?; rw.convert_type(& __t) ? }), rw) ?; let __v = { let __v = b_v;
                    ::lowrite_core::builtins::values::extract(__v, & [0i64], rw) ? }; let
                    mut __p : Vec < i64 > = Vec::new(); __p.push((0i64) as i64);
                    ::lowrite_core::builtins::values::insert(__agg, __v, & __p, rw) ? };
                    let __v = b_heap; let mut __p : Vec < i64 > = Vec::new(); __p
                    .push((1i64) as i64); ::lowrite_core::builtins::values::insert(__agg,
                    __v, & __p, rw) ? }
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
/// Rule at rules/unranked.rules:34:
///
/// ```text
/// /// The caller copies a returned unranked descriptor back to its own stack and frees the heap
/// /// copy.
/// rule func.call(..args) {callee = f} -> (..rs)
///     where len(rs) == 1 && nth(types(rs), 0) is unranked_memref prio 1 => {
///     let u = llvm.call(expand(args)) {callee = f} : convert(nth(types(rs), 0));
///     let size = descriptor_bytes(unranked.rank(u));
///     let stack = llvm.alloca(size) {elem_type = i8} : ptr;
///     let heap = unranked.descriptor_ptr(u);
///     llvm.intr.memcpy(stack, heap, size) {isVolatile = bool_attr(false)};
///     declare("free", llvm_func(void, ptr));
///     llvm.call(heap) {callee = symbol("free")} : ();
///     yield insert(insert(poison(convert(nth(types(rs), 0))), unranked.rank(u), 0), stack, 1);
/// }
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
    let b_u = ::lowrite_core::convert::build_one(
        ::lowrite_core::ir::OpSpec::named("llvm.call")
            .operands({
                let mut __v: Vec<::lowrite_core::ir::Value> = Vec::new();
                __v.extend(::lowrite_core::builtins::ir::expand(&b_args, rw)?);
                __v
            })
            .results(
                vec![
                    { let __t =
                    ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
                    b_rs.iter().map(| __v | rw.source().value_type(* __v).clone())
                    .collect:: < Vec < ::lowrite_core::ir::Type >> (), 0i64, "element"),
                    rw) ?; rw.convert_type(& __t) ? }
                ],
            )
            .attr_opt("callee", b_f.clone()),
        op,
        None,
        rw,
    )?;
    let b_size = {
        let b_one__3 = ::lowrite_core::builtins::values::index_value(
            ::lowrite_core::convert::Ofr::Static(1i64),
            rw,
        )?;
        {
            let b_two__3 = ::lowrite_core::builtins::values::index_value(
                ::lowrite_core::convert::Ofr::Static(2i64),
                rw,
            )?;
            {
                let b_index_size__3 = ::lowrite_core::builtins::values::index_value(
                    ::lowrite_core::convert::Ofr::Static(
                        (i64::checked_div(rw.options().int("index_bitwidth"), 8i64)
                            .unwrap_or(0)),
                    ),
                    rw,
                )?;
                {
                    let b_pointers__3 = ::lowrite_core::convert::build_one(
                        ::lowrite_core::ir::OpSpec::named("llvm.mul")
                            .operands(
                                vec![
                                    b_two__3,
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
                                    b_pointers__3,
                                    ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.mul")
                                    .operands(vec![::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.add")
                                    .operands(vec![::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.mul")
                                    .operands(vec![b_two__3, { let __v = b_u;
                                    ::lowrite_core::builtins::values::extract(__v, & [0i64], rw)
                                    ? }]), op, Some((false, Some(1usize))), rw,) ?, b_one__3]),
                                    op, Some((false, Some(1usize))), rw,) ?, b_index_size__3]),
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
    let b_stack = ::lowrite_core::convert::build_one(
        ::lowrite_core::ir::OpSpec::named("llvm.alloca")
            .operands(vec![b_size])
            .results(vec![::lowrite_core::ir::Type::ptr()])
            .attr_opt(
                "elem_type",
                Some(
                    ::lowrite_core::ir::Attribute::Type(
                        ::lowrite_core::ir::Type::int(8u32),
                    ),
                ),
            ),
        op,
        None,
        rw,
    )?;
    let b_heap = {
        let __v = b_u;
        ::lowrite_core::builtins::values::extract(__v, &[1i64], rw)?
    };
    let _ = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.intr.memcpy")
            .operands(vec![b_stack, b_heap, b_size])
            .attr_opt("isVolatile", ::lowrite_core::builtins::attrs::bool_attr(false)),
        op,
        None,
        rw,
    )?;
    let _ = ::lowrite_core::builtins::ir::declare(
        &("free"),
        &(::lowrite_core::builtins::types::llvm_func(
            &(::lowrite_core::ir::Type::Void),
            &vec![::lowrite_core::ir::Type::ptr()],
        )),
        rw,
    )?;
    let _ = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.call")
            .operands(vec![b_heap])
            .results(Vec::<::lowrite_core::ir::Type>::new())
            .attr_opt("callee", ::lowrite_core::builtins::attrs::symbol(&("free"))),
        op,
        None,
        rw,
    )?;
    let __yielded = vec![
        { let __agg = { let __agg = ::lowrite_core::builtins::values::poison(& ({ let __t
        = ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& b_rs
        .iter().map(| __v | rw.source().value_type(* __v).clone()).collect:: < Vec <
        ::lowrite_core::ir::Type >> (), 0i64, "element"), rw) ?; rw.convert_type(& __t) ?
        }), rw) ?; let __v = { let __v = b_u;
        ::lowrite_core::builtins::values::extract(__v, & [0i64], rw) ? }; let mut __p :
        Vec < i64 > = Vec::new(); __p.push((0i64) as i64);
        ::lowrite_core::builtins::values::insert(__agg, __v, & __p, rw) ? }; let __v =
        b_stack; let mut __p : Vec < i64 > = Vec::new(); __p.push((1i64) as i64);
        ::lowrite_core::builtins::values::insert(__agg, __v, & __p, rw) ? }
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// Several results with an unranked memref among them are not supported yet: refuse rather
/// than return a dangling stack pointer.
///
/// Rule at rules/unranked.rules:48:
///
/// ```text
/// /// Several results with an unranked memref among them are not supported yet: refuse rather
/// /// than return a dangling stack pointer.
/// rule func.return(..vs)
///     where len([i for i in 0..len(vs) if nth(types(vs), i) is unranked_memref]) > 0 && len(vs) > 1
///     prio 1 => fail("returning an unranked memref among several results is not supported yet");
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
    if !((((((({
        let mut __l = Vec::new();
        for b_i in ::lowrite_core::convert::located(
            ::lowrite_core::convert::bounded_range(0i64, (b_vs.len() as i64)),
            rw,
        )? {
            let b_i: i64 = b_i;
            if !(matches!(
                ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
                b_vs.iter().map(| __v | rw.source().value_type(* __v).clone()).collect::
                < Vec < ::lowrite_core::ir::Type >> (), b_i.clone(), "element"), rw) ?,
                ::lowrite_core::ir::Type::UnrankedMemRef { .. }
            )) {
                continue;
            }
            __l.push(::lowrite_core::convert::Ofr::Static(b_i.clone()));
        }
        __l
    })
        .len() as i64)) > (0i64))) && ((((b_vs.len() as i64)) > (1i64)))))
    {
        return Ok(false);
    }
    let __yielded = {
        let mut __v: Vec<::lowrite_core::ir::Value> = Vec::new();
        __v.extend(
            ::lowrite_core::builtins::ir::fail(
                &("returning an unranked memref among several results is not supported yet"),
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
