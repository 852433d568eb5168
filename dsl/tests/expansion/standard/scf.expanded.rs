/// Rules compiled from `rules/scf.rules` by lowrite-dsl.
pub static RULES: ::lowrite_core::convert::RuleSet = ::lowrite_core::convert::RuleSet {
    name: "rules/scf.rules",
    options: &[],
    convert_type: &convert_type,
    patterns: &[
        ::lowrite_core::convert::Pattern {
            op: "scf.for",
            priority: 0i64,
            location: "rules/scf.rules:5",
            apply: &rule_scf_for_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "scf.if",
            priority: 0i64,
            location: "rules/scf.rules:23",
            apply: &rule_scf_if_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "scf.while",
            priority: 0i64,
            location: "rules/scf.rules:48",
            apply: &rule_scf_while_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "scf.index_switch",
            priority: 0i64,
            location: "rules/scf.rules:66",
            apply: &rule_scf_index_switch_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "scf.execute_region",
            priority: 0i64,
            location: "rules/scf.rules:88",
            apply: &rule_scf_execute_region_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "scf.parallel",
            priority: 0i64,
            location: "rules/scf.rules:98",
            apply: &rule_scf_parallel_0,
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
/// `scf.for`: a condition block carrying the induction variable and the loop-carried values,
/// the body inlined after it, and the loop's results taken from the condition block.
///
/// Rule at rules/scf.rules:5:
///
/// ```text
/// /// `scf.for`: a condition block carrying the induction variable and the loop-carried values,
/// /// the body inlined after it, and the loop's results taken from the condition block.
/// rule scf.for(lb, ub, step, ..init) {unsignedCmp = u?} regions(body) => {
///     let cond = block(lb, init);
///     let loop = block();
///     let exit = block();
///     llvm.br()[^cond(lb, init)];
///     at ^cond;
///     let (iv, ..iters) = args(^cond);
///     let more = llvm.icmp(iv, ub) {predicate = if present(u) { 6 } else { 2 }} : i1;
///     llvm.cond_br(more)[^loop(), ^exit()];
///     at ^loop;
///     let next = inline(body, iv, iters);
///     llvm.br()[^cond(llvm.add(iv, step), next)];
///     at ^exit;
///     yield iters;
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_scf_for_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_lb, b_ub, b_step, ref b_init @ ..] = __op.operands[..] else {
        return Ok(false);
    };
    let b_init: Vec<::lowrite_core::ir::Value> = b_init.to_vec();
    if __op.regions.len() != 1usize {
        return Ok(false);
    }
    let b_body: ::lowrite_core::ir::RegionId = __op.regions[0usize];
    let b_u = __op.attr("unsignedCmp").cloned();
    let b_cond = ::lowrite_core::builtins::ir::block(
        &{
            let mut __ts: Vec<::lowrite_core::ir::Type> = Vec::new();
            {
                let __v = rw.value(b_lb)?;
                __ts.push(rw.target().value_type(__v).clone());
            }
            {
                let __vs = rw.values(&b_init)?;
                for __v in __vs {
                    __ts.push(rw.target().value_type(__v).clone());
                }
            }
            __ts
        },
        rw,
    )?;
    let b_loop = ::lowrite_core::builtins::ir::block(
        &Vec::<::lowrite_core::ir::Type>::new(),
        rw,
    )?;
    let b_exit = ::lowrite_core::builtins::ir::block(
        &Vec::<::lowrite_core::ir::Type>::new(),
        rw,
    )?;
    let _ = {
        let mut __operands = Vec::<::lowrite_core::ir::Value>::new();
        let mut __counts: Vec<usize> = Vec::new();
        let mut __succs: Vec<::lowrite_core::ir::BlockId> = Vec::new();
        let __b = b_cond;
        let __a = {
            let mut __v: Vec<::lowrite_core::ir::Value> = Vec::new();
            __v.push(rw.value(b_lb)?);
            __v.extend(rw.values(&b_init)?);
            __v
        };
        __counts.push(__a.len());
        __operands.extend(__a);
        __succs.push(__b);
        let __spec = ::lowrite_core::ir::OpSpec::named("llvm.br")
            .operands(__operands)
            .successors(__succs);
        let __new_op = rw.emit_branch(__spec, &__counts);
        rw.results(__new_op)
    };
    rw.set_insertion(b_cond);
    let __tuple1: Vec<::lowrite_core::ir::Value> = ::lowrite_core::builtins::ir::args(
        b_cond,
        rw,
    )?;
    if __tuple1.len() < 1usize {
        return Err(
            ::lowrite_core::Error::at(
                &rw.loc(),
                format!("expected at least {} values, got {}", 1usize, __tuple1.len()),
            ),
        );
    }
    let b_iv: ::lowrite_core::ir::Value = __tuple1[0usize];
    let b_iters: Vec<::lowrite_core::ir::Value> = __tuple1[1usize..].to_vec();
    let b_more = ::lowrite_core::convert::build_one(
        ::lowrite_core::ir::OpSpec::named("llvm.icmp")
            .operands(vec![b_iv, rw.value(b_ub) ?])
            .results(vec![::lowrite_core::ir::Type::int(1u32)])
            .attr_opt(
                "predicate",
                Some(
                    ::lowrite_core::ir::Attribute::i64(
                        (if ::lowrite_core::builtins::attrs::present(
                            (b_u.clone()).as_ref(),
                        ) {
                            6i64
                        } else {
                            2i64
                        }),
                    ),
                ),
            ),
        op,
        None,
        rw,
    )?;
    let _ = {
        let mut __operands = vec![b_more];
        let mut __counts: Vec<usize> = Vec::new();
        let mut __succs: Vec<::lowrite_core::ir::BlockId> = Vec::new();
        let __b = b_loop;
        let __a = Vec::<::lowrite_core::ir::Value>::new();
        __counts.push(__a.len());
        __operands.extend(__a);
        __succs.push(__b);
        let __b = b_exit;
        let __a = Vec::<::lowrite_core::ir::Value>::new();
        __counts.push(__a.len());
        __operands.extend(__a);
        __succs.push(__b);
        let __spec = ::lowrite_core::ir::OpSpec::named("llvm.cond_br")
            .operands(__operands)
            .successors(__succs);
        let __new_op = rw.emit_branch(__spec, &__counts);
        rw.results(__new_op)
    };
    rw.set_insertion(b_loop);
    let b_next = ::lowrite_core::builtins::ir::inline(
        b_body,
        &{
            let mut __v: Vec<::lowrite_core::ir::Value> = Vec::new();
            __v.push(b_iv);
            __v.extend(b_iters.clone());
            __v
        },
        rw,
    )?;
    let _ = {
        let mut __operands = Vec::<::lowrite_core::ir::Value>::new();
        let mut __counts: Vec<usize> = Vec::new();
        let mut __succs: Vec<::lowrite_core::ir::BlockId> = Vec::new();
        let __b = b_cond;
        let __a = {
            let mut __v: Vec<::lowrite_core::ir::Value> = Vec::new();
            __v.push(
                ::lowrite_core::convert::build_one(
                    ::lowrite_core::ir::OpSpec::named("llvm.add")
                        .operands(vec![b_iv, rw.value(b_step) ?]),
                    op,
                    Some((false, Some(1usize))),
                    rw,
                )?,
            );
            __v.extend(b_next.clone());
            __v
        };
        __counts.push(__a.len());
        __operands.extend(__a);
        __succs.push(__b);
        let __spec = ::lowrite_core::ir::OpSpec::named("llvm.br")
            .operands(__operands)
            .successors(__succs);
        let __new_op = rw.emit_branch(__spec, &__counts);
        rw.results(__new_op)
    };
    rw.set_insertion(b_exit);
    let __yielded = {
        let mut __v: Vec<::lowrite_core::ir::Value> = Vec::new();
        __v.extend(b_iters.clone());
        __v
    };
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// `scf.if`: both regions inlined into their own blocks, joined by a block whose arguments are
/// the results.
///
/// Rule at rules/scf.rules:23:
///
/// ```text
/// /// `scf.if`: both regions inlined into their own blocks, joined by a block whose arguments are
/// /// the results.
/// rule scf.if(c) regions(then_region, else_region) -> (..rs) => {
///     let t = block();
///     let e = block();
///     let join = block(convert(types(rs)));
///     llvm.cond_br(c)[^t(), ^e()];
///     at ^t;
///     let tv = inline(then_region);
///     llvm.br()[^join(tv)];
///     at ^e;
///     let ev = inline(else_region);
///     llvm.br()[^join(ev)];
///     at ^join;
///     // With results, the ops after it continue in a block of their own, as upstream's.
///     for _r in 0..if len(rs) > 0 { 1 } else { 0 } {
///         let rest = block();
///         llvm.br()[^rest()];
///         at ^rest;
///     }
///     yield args(^join);
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_scf_if_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_c] = __op.operands[..] else {
        return Ok(false);
    };
    if __op.regions.len() != 2usize {
        return Ok(false);
    }
    let b_then_region: ::lowrite_core::ir::RegionId = __op.regions[0usize];
    let b_else_region: ::lowrite_core::ir::RegionId = __op.regions[1usize];
    let [ref b_rs @ ..] = __op.results[..] else {
        return Ok(false);
    };
    let b_rs: Vec<::lowrite_core::ir::Value> = b_rs.to_vec();
    let b_t = ::lowrite_core::builtins::ir::block(
        &Vec::<::lowrite_core::ir::Type>::new(),
        rw,
    )?;
    let b_e = ::lowrite_core::builtins::ir::block(
        &Vec::<::lowrite_core::ir::Type>::new(),
        rw,
    )?;
    let b_join = ::lowrite_core::builtins::ir::block(
        &{
            let mut __ts: Vec<::lowrite_core::ir::Type> = Vec::new();
            __ts.extend({
                let mut __out: Vec<::lowrite_core::ir::Type> = Vec::new();
                for __t in b_rs
                    .iter()
                    .map(|__v| rw.source().value_type(*__v).clone())
                    .collect::<Vec<::lowrite_core::ir::Type>>()
                {
                    __out
                        .push({
                            let __t = __t;
                            rw.convert_type(&__t)?
                        });
                }
                __out
            });
            __ts
        },
        rw,
    )?;
    let _ = {
        let mut __operands = vec![rw.value(b_c) ?];
        let mut __counts: Vec<usize> = Vec::new();
        let mut __succs: Vec<::lowrite_core::ir::BlockId> = Vec::new();
        let __b = b_t;
        let __a = Vec::<::lowrite_core::ir::Value>::new();
        __counts.push(__a.len());
        __operands.extend(__a);
        __succs.push(__b);
        let __b = b_e;
        let __a = Vec::<::lowrite_core::ir::Value>::new();
        __counts.push(__a.len());
        __operands.extend(__a);
        __succs.push(__b);
        let __spec = ::lowrite_core::ir::OpSpec::named("llvm.cond_br")
            .operands(__operands)
            .successors(__succs);
        let __new_op = rw.emit_branch(__spec, &__counts);
        rw.results(__new_op)
    };
    rw.set_insertion(b_t);
    let b_tv = ::lowrite_core::builtins::ir::inline(
        b_then_region,
        &Vec::<::lowrite_core::ir::Value>::new(),
        rw,
    )?;
    let _ = {
        let mut __operands = Vec::<::lowrite_core::ir::Value>::new();
        let mut __counts: Vec<usize> = Vec::new();
        let mut __succs: Vec<::lowrite_core::ir::BlockId> = Vec::new();
        let __b = b_join;
        let __a = {
            let mut __v: Vec<::lowrite_core::ir::Value> = Vec::new();
            __v.extend(b_tv.clone());
            __v
        };
        __counts.push(__a.len());
        __operands.extend(__a);
        __succs.push(__b);
        let __spec = ::lowrite_core::ir::OpSpec::named("llvm.br")
            .operands(__operands)
            .successors(__succs);
        let __new_op = rw.emit_branch(__spec, &__counts);
        rw.results(__new_op)
    };
    rw.set_insertion(b_e);
    let b_ev = ::lowrite_core::builtins::ir::inline(
        b_else_region,
        &Vec::<::lowrite_core::ir::Value>::new(),
        rw,
    )?;
    let _ = {
        let mut __operands = Vec::<::lowrite_core::ir::Value>::new();
        let mut __counts: Vec<usize> = Vec::new();
        let mut __succs: Vec<::lowrite_core::ir::BlockId> = Vec::new();
        let __b = b_join;
        let __a = {
            let mut __v: Vec<::lowrite_core::ir::Value> = Vec::new();
            __v.extend(b_ev.clone());
            __v
        };
        __counts.push(__a.len());
        __operands.extend(__a);
        __succs.push(__b);
        let __spec = ::lowrite_core::ir::OpSpec::named("llvm.br")
            .operands(__operands)
            .successors(__succs);
        let __new_op = rw.emit_branch(__spec, &__counts);
        rw.results(__new_op)
    };
    rw.set_insertion(b_join);
    for b__r in ::lowrite_core::convert::located(
        ::lowrite_core::convert::bounded_range(
            0i64,
            (if (((b_rs.len() as i64)) > (0i64)) { 1i64 } else { 0i64 }),
        ),
        rw,
    )? {
        let b__r: i64 = b__r;
        let b_rest = ::lowrite_core::builtins::ir::block(
            &Vec::<::lowrite_core::ir::Type>::new(),
            rw,
        )?;
        let _ = {
            let mut __operands = Vec::<::lowrite_core::ir::Value>::new();
            let mut __counts: Vec<usize> = Vec::new();
            let mut __succs: Vec<::lowrite_core::ir::BlockId> = Vec::new();
            let __b = b_rest;
            let __a = Vec::<::lowrite_core::ir::Value>::new();
            __counts.push(__a.len());
            __operands.extend(__a);
            __succs.push(__b);
            let __spec = ::lowrite_core::ir::OpSpec::named("llvm.br")
                .operands(__operands)
                .successors(__succs);
            let __new_op = rw.emit_branch(__spec, &__counts);
            rw.results(__new_op)
        };
        rw.set_insertion(b_rest);
    }
    let __yielded = {
        let mut __v: Vec<::lowrite_core::ir::Value> = Vec::new();
        __v.extend(::lowrite_core::builtins::ir::args(b_join, rw)?);
        __v
    };
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// `scf.while`: the `before` region decides (its `scf.condition` forwards values to `after`
/// or out of the loop), the `after` region loops back. As upstream's lowering, the exit block
/// takes no arguments: the loop's results are the values the condition forwards, which
/// dominate it.
///
/// Rule at rules/scf.rules:48:
///
/// ```text
/// /// `scf.while`: the `before` region decides (its `scf.condition` forwards values to `after`
/// /// or out of the loop), the `after` region loops back. As upstream's lowering, the exit block
/// /// takes no arguments: the loop's results are the values the condition forwards, which
/// /// dominate it.
/// rule scf.while(..inits) regions(before, after) => {
///     let head = block(inits);
///     llvm.br()[^head(inits)];
///     at ^head;
///     let (c, ..fwd) = inline(before, args(^head));
///     let body = block(fwd);
///     let exit = block();
///     llvm.cond_br(c)[^body(fwd), ^exit()];
///     at ^body;
///     let next = inline(after, args(^body));
///     llvm.br()[^head(next)];
///     at ^exit;
///     yield fwd;
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_scf_while_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [ref b_inits @ ..] = __op.operands[..] else {
        return Ok(false);
    };
    let b_inits: Vec<::lowrite_core::ir::Value> = b_inits.to_vec();
    if __op.regions.len() != 2usize {
        return Ok(false);
    }
    let b_before: ::lowrite_core::ir::RegionId = __op.regions[0usize];
    let b_after: ::lowrite_core::ir::RegionId = __op.regions[1usize];
    let b_head = ::lowrite_core::builtins::ir::block(
        &{
            let mut __ts: Vec<::lowrite_core::ir::Type> = Vec::new();
            {
                let __vs = rw.values(&b_inits)?;
                for __v in __vs {
                    __ts.push(rw.target().value_type(__v).clone());
                }
            }
            __ts
        },
        rw,
    )?;
    let _ = {
        let mut __operands = Vec::<::lowrite_core::ir::Value>::new();
        let mut __counts: Vec<usize> = Vec::new();
        let mut __succs: Vec<::lowrite_core::ir::BlockId> = Vec::new();
        let __b = b_head;
        let __a = {
            let mut __v: Vec<::lowrite_core::ir::Value> = Vec::new();
            __v.extend(rw.values(&b_inits)?);
            __v
        };
        __counts.push(__a.len());
        __operands.extend(__a);
        __succs.push(__b);
        let __spec = ::lowrite_core::ir::OpSpec::named("llvm.br")
            .operands(__operands)
            .successors(__succs);
        let __new_op = rw.emit_branch(__spec, &__counts);
        rw.results(__new_op)
    };
    rw.set_insertion(b_head);
    let __tuple1: Vec<::lowrite_core::ir::Value> = ::lowrite_core::builtins::ir::inline(
        b_before,
        &{
            let mut __v: Vec<::lowrite_core::ir::Value> = Vec::new();
            __v.extend(::lowrite_core::builtins::ir::args(b_head, rw)?);
            __v
        },
        rw,
    )?;
    if __tuple1.len() < 1usize {
        return Err(
            ::lowrite_core::Error::at(
                &rw.loc(),
                format!("expected at least {} values, got {}", 1usize, __tuple1.len()),
            ),
        );
    }
    let b_c: ::lowrite_core::ir::Value = __tuple1[0usize];
    let b_fwd: Vec<::lowrite_core::ir::Value> = __tuple1[1usize..].to_vec();
    let b_body = ::lowrite_core::builtins::ir::block(
        &{
            let mut __ts: Vec<::lowrite_core::ir::Type> = Vec::new();
            {
                let __vs = b_fwd.clone();
                for __v in __vs {
                    __ts.push(rw.target().value_type(__v).clone());
                }
            }
            __ts
        },
        rw,
    )?;
    let b_exit = ::lowrite_core::builtins::ir::block(
        &Vec::<::lowrite_core::ir::Type>::new(),
        rw,
    )?;
    let _ = {
        let mut __operands = vec![b_c];
        let mut __counts: Vec<usize> = Vec::new();
        let mut __succs: Vec<::lowrite_core::ir::BlockId> = Vec::new();
        let __b = b_body;
        let __a = {
            let mut __v: Vec<::lowrite_core::ir::Value> = Vec::new();
            __v.extend(b_fwd.clone());
            __v
        };
        __counts.push(__a.len());
        __operands.extend(__a);
        __succs.push(__b);
        let __b = b_exit;
        let __a = Vec::<::lowrite_core::ir::Value>::new();
        __counts.push(__a.len());
        __operands.extend(__a);
        __succs.push(__b);
        let __spec = ::lowrite_core::ir::OpSpec::named("llvm.cond_br")
            .operands(__operands)
            .successors(__succs);
        let __new_op = rw.emit_branch(__spec, &__counts);
        rw.results(__new_op)
    };
    rw.set_insertion(b_body);
    let b_next = ::lowrite_core::builtins::ir::inline(
        b_after,
        &{
            let mut __v: Vec<::lowrite_core::ir::Value> = Vec::new();
            __v.extend(::lowrite_core::builtins::ir::args(b_body, rw)?);
            __v
        },
        rw,
    )?;
    let _ = {
        let mut __operands = Vec::<::lowrite_core::ir::Value>::new();
        let mut __counts: Vec<usize> = Vec::new();
        let mut __succs: Vec<::lowrite_core::ir::BlockId> = Vec::new();
        let __b = b_head;
        let __a = {
            let mut __v: Vec<::lowrite_core::ir::Value> = Vec::new();
            __v.extend(b_next.clone());
            __v
        };
        __counts.push(__a.len());
        __operands.extend(__a);
        __succs.push(__b);
        let __spec = ::lowrite_core::ir::OpSpec::named("llvm.br")
            .operands(__operands)
            .successors(__succs);
        let __new_op = rw.emit_branch(__spec, &__counts);
        rw.results(__new_op)
    };
    rw.set_insertion(b_exit);
    let __yielded = {
        let mut __v: Vec<::lowrite_core::ir::Value> = Vec::new();
        __v.extend(b_fwd.clone());
        __v
    };
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// `scf.index_switch`: an `llvm.switch` on the value as an `i32` (as upstream's `cf.switch`
/// takes it) to a block per case, in order, then the default block; each runs its region and
/// branches to a join block whose arguments are the results.
///
/// Rule at rules/scf.rules:66:
///
/// ```text
/// /// `scf.index_switch`: an `llvm.switch` on the value as an `i32` (as upstream's `cf.switch`
/// /// takes it) to a block per case, in order, then the default block; each runs its region and
/// /// branches to a join block whose arguments are the results.
/// rule scf.index_switch(x) {cases = cs} regions(default, ..cases) -> (..rs) => {
///     let hits = [block() for _i in 0..len(cases)];
///     let other = block();
///     let join = block(convert(types(rs)));
///     let w = width(convert(type(x)));
///     let v = if w > 32 { llvm.trunc(x) : i32 } else if w < 32 { llvm.sext(x) : i32 } else { x };
///     switch(v, [array_elem(cs, i) for i in 0..len(cases)], ^other, hits);
///     for i in 0..len(cases) {
///         let hit = nth(hits, i);
///         at ^hit;
///         let vs = inline(nth(cases, i));
///         llvm.br()[^join(vs)];
///     }
///     at ^other;
///     let dv = inline(default);
///     llvm.br()[^join(dv)];
///     at ^join;
///     yield args(^join);
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_scf_index_switch_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_x] = __op.operands[..] else {
        return Ok(false);
    };
    if __op.regions.len() < 1usize {
        return Ok(false);
    }
    let b_default: ::lowrite_core::ir::RegionId = __op.regions[0usize];
    let b_cases: Vec<::lowrite_core::ir::RegionId> = __op.regions[1usize..].to_vec();
    let b_cs @ Some(_) = __op.attr("cases").cloned() else {
        return Ok(false);
    };
    let [ref b_rs @ ..] = __op.results[..] else {
        return Ok(false);
    };
    let b_rs: Vec<::lowrite_core::ir::Value> = b_rs.to_vec();
    let b_hits = {
        let mut __l = Vec::new();
        for b__i in ::lowrite_core::convert::located(
            ::lowrite_core::convert::bounded_range(0i64, (b_cases.len() as i64)),
            rw,
        )? {
            let b__i: i64 = b__i;
            __l.push(
                ::lowrite_core::builtins::ir::block(
                    &Vec::<::lowrite_core::ir::Type>::new(),
                    rw,
                )?,
            );
        }
        __l
    };
    let b_other = ::lowrite_core::builtins::ir::block(
        &Vec::<::lowrite_core::ir::Type>::new(),
        rw,
    )?;
    let b_join = ::lowrite_core::builtins::ir::block(
        &{
            let mut __ts: Vec<::lowrite_core::ir::Type> = Vec::new();
            __ts.extend({
                let mut __out: Vec<::lowrite_core::ir::Type> = Vec::new();
                for __t in b_rs
                    .iter()
                    .map(|__v| rw.source().value_type(*__v).clone())
                    .collect::<Vec<::lowrite_core::ir::Type>>()
                {
                    __out
                        .push({
                            let __t = __t;
                            rw.convert_type(&__t)?
                        });
                }
                __out
            });
            __ts
        },
        rw,
    )?;
    let b_w = ::lowrite_core::builtins::types::width(&(rw.convert_type_of(b_x)?));
    let b_v = (if ((b_w.clone()) > (32i64)) {
        ::lowrite_core::convert::build_one(
            ::lowrite_core::ir::OpSpec::named("llvm.trunc")
                .operands(vec![rw.value(b_x) ?])
                .results(vec![::lowrite_core::ir::Type::int(32u32)]),
            op,
            None,
            rw,
        )?
    } else {
        (if ((b_w.clone()) < (32i64)) {
            ::lowrite_core::convert::build_one(
                ::lowrite_core::ir::OpSpec::named("llvm.sext")
                    .operands(vec![rw.value(b_x) ?])
                    .results(vec![::lowrite_core::ir::Type::int(32u32)]),
                op,
                None,
                rw,
            )?
        } else {
            rw.value(b_x)?
        })
    });
    let _ = ::lowrite_core::builtins::ir::switch(
        b_v,
        &({
            let mut __l = Vec::new();
            for b_i in ::lowrite_core::convert::located(
                ::lowrite_core::convert::bounded_range(0i64, (b_cases.len() as i64)),
                rw,
            )? {
                let b_i: i64 = b_i;
                __l.push(
                    ::lowrite_core::convert::Ofr::Static(
                        ::lowrite_core::convert::located(
                            ::lowrite_core::builtins::attrs::array_elem(
                                (b_cs.clone()).as_ref(),
                                b_i.clone(),
                            ),
                            rw,
                        )?,
                    ),
                );
            }
            __l
        }),
        b_other,
        &(b_hits.clone()),
        rw,
    )?;
    for b_i in ::lowrite_core::convert::located(
        ::lowrite_core::convert::bounded_range(0i64, (b_cases.len() as i64)),
        rw,
    )? {
        let b_i: i64 = b_i;
        let b_hit = ::lowrite_core::convert::located(
            ::lowrite_core::builtins::lists::nth(
                &b_hits.clone(),
                b_i.clone(),
                "element",
            ),
            rw,
        )?;
        rw.set_insertion(b_hit);
        let b_vs = ::lowrite_core::builtins::ir::inline(
            ::lowrite_core::convert::located(
                ::lowrite_core::builtins::lists::nth(
                    &b_cases.clone(),
                    b_i.clone(),
                    "element",
                ),
                rw,
            )?,
            &Vec::<::lowrite_core::ir::Value>::new(),
            rw,
        )?;
        let _ = {
            let mut __operands = Vec::<::lowrite_core::ir::Value>::new();
            let mut __counts: Vec<usize> = Vec::new();
            let mut __succs: Vec<::lowrite_core::ir::BlockId> = Vec::new();
            let __b = b_join;
            let __a = {
                let mut __v: Vec<::lowrite_core::ir::Value> = Vec::new();
                __v.extend(b_vs.clone());
                __v
            };
            __counts.push(__a.len());
            __operands.extend(__a);
            __succs.push(__b);
            let __spec = ::lowrite_core::ir::OpSpec::named("llvm.br")
                .operands(__operands)
                .successors(__succs);
            let __new_op = rw.emit_branch(__spec, &__counts);
            rw.results(__new_op)
        };
    }
    rw.set_insertion(b_other);
    let b_dv = ::lowrite_core::builtins::ir::inline(
        b_default,
        &Vec::<::lowrite_core::ir::Value>::new(),
        rw,
    )?;
    let _ = {
        let mut __operands = Vec::<::lowrite_core::ir::Value>::new();
        let mut __counts: Vec<usize> = Vec::new();
        let mut __succs: Vec<::lowrite_core::ir::BlockId> = Vec::new();
        let __b = b_join;
        let __a = {
            let mut __v: Vec<::lowrite_core::ir::Value> = Vec::new();
            __v.extend(b_dv.clone());
            __v
        };
        __counts.push(__a.len());
        __operands.extend(__a);
        __succs.push(__b);
        let __spec = ::lowrite_core::ir::OpSpec::named("llvm.br")
            .operands(__operands)
            .successors(__succs);
        let __new_op = rw.emit_branch(__spec, &__counts);
        rw.results(__new_op)
    };
    rw.set_insertion(b_join);
    let __yielded = {
        let mut __v: Vec<::lowrite_core::ir::Value> = Vec::new();
        __v.extend(::lowrite_core::builtins::ir::args(b_join, rw)?);
        __v
    };
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// `scf.execute_region`: its blocks inlined into the enclosing region (entered by a branch),
/// each `scf.yield` branching to a block whose arguments are the results.
///
/// Rule at rules/scf.rules:88:
///
/// ```text
/// /// `scf.execute_region`: its blocks inlined into the enclosing region (entered by a branch),
/// /// each `scf.yield` branching to a block whose arguments are the results.
/// rule scf.execute_region() {no_inline = _ni?} regions(r) -> (..rs) => {
///     let join = block(convert(types(rs)));
///     inline_blocks(r, ^join);
///     at ^join;
///     yield args(^join);
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_scf_execute_region_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [] = __op.operands[..] else {
        return Ok(false);
    };
    if __op.regions.len() != 1usize {
        return Ok(false);
    }
    let b_r: ::lowrite_core::ir::RegionId = __op.regions[0usize];
    let b__ni = __op.attr("no_inline").cloned();
    let [ref b_rs @ ..] = __op.results[..] else {
        return Ok(false);
    };
    let b_rs: Vec<::lowrite_core::ir::Value> = b_rs.to_vec();
    let b_join = ::lowrite_core::builtins::ir::block(
        &{
            let mut __ts: Vec<::lowrite_core::ir::Type> = Vec::new();
            __ts.extend({
                let mut __out: Vec<::lowrite_core::ir::Type> = Vec::new();
                for __t in b_rs
                    .iter()
                    .map(|__v| rw.source().value_type(*__v).clone())
                    .collect::<Vec<::lowrite_core::ir::Type>>()
                {
                    __out
                        .push({
                            let __t = __t;
                            rw.convert_type(&__t)?
                        });
                }
                __out
            });
            __ts
        },
        rw,
    )?;
    let _ = ::lowrite_core::builtins::ir::inline_blocks(b_r, b_join, rw)?;
    rw.set_insertion(b_join);
    let __yielded = {
        let mut __v: Vec<::lowrite_core::ir::Value> = Vec::new();
        __v.extend(::lowrite_core::builtins::ir::args(b_join, rw)?);
        __v
    };
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// `scf.parallel`: one loop per dimension, nested in order, the reductions' accumulators
/// carried through every level (as upstream's nest of `scf.for`); the innermost body runs the
/// region, and each region of its `scf.reduce` combines an accumulator with the body's value.
///
/// Rule at rules/scf.rules:98:
///
/// ```text
/// /// `scf.parallel`: one loop per dimension, nested in order, the reductions' accumulators
/// /// carried through every level (as upstream's nest of `scf.for`); the innermost body runs the
/// /// region, and each region of its `scf.reduce` combines an accumulator with the body's value.
/// rule scf.parallel(..lowerBound, ..upperBound, ..step, ..initVals) regions(body) -> (.._rs) => {
///     let n = len(lowerBound);
///     // The blocks in upstream's order (that of its nest of `scf.for` lowered): each level's
///     // condition and body, outermost first, then the exits, innermost first.
///     let heads = [if k % 2 == 0 { block(nth(lowerBound, k / 2), initVals) } else { block() }
///                  for k in 0..2 * n];
///     let exits_inner_first = [block() for _d in 0..n];
///     let conds = [nth(heads, 2 * d) for d in 0..n];
///     let bodies = [nth(heads, 2 * d + 1) for d in 0..n];
///     let exits = [nth(exits_inner_first, n - 1 - d) for d in 0..n];
///     let first = nth(conds, 0);
///     llvm.br()[^first(nth(lowerBound, 0), initVals)];
///     // Each level: while iv < ub run its body, else leave (the accumulators are the condition
///     // block's arguments).
///     for d in 0..n {
///         let cond = nth(conds, d);
///         let inner = nth(bodies, d);
///         let exit = nth(exits, d);
///         at ^cond;
///         let iv = nth(args(^cond), 0);
///         llvm.cond_br(llvm.icmp(iv, nth(upperBound, d)) {predicate = #llvm.icmp_predicate<slt>} : i1)[^inner(), ^exit()];
///     }
///     // Each body but the innermost starts the next level with its accumulators.
///     for d in 0..n - 1 {
///         let inner = nth(bodies, d);
///         let next = nth(conds, d + 1);
///         at ^inner;
///         llvm.br()[^next(nth(lowerBound, d + 1), drop(args(nth(conds, d)), 1))];
///     }
///     // The innermost body: the region, then the reductions, then the next iteration.
///     let last = nth(bodies, n - 1);
///     let latch = nth(conds, n - 1);
///     at ^last;
///     let ivs = [nth(args(nth(conds, d)), 0) for d in 0..n];
///     let vals = inline(body, ivs);
///     let acc = drop(args(^latch), 1);
///     let combined = [nth(inline(nth(terminator_regions(body), i), nth(acc, i), nth(vals, i)), 0)
///                     for i in 0..len(acc)];
///     llvm.br()[^latch(llvm.add(nth(ivs, n - 1), nth(step, n - 1)), combined)];
///     // Each exit but the outermost steps the enclosing level with its level's accumulators.
///     for d in 1..n {
///         let exit = nth(exits, d);
///         let outer = nth(conds, d - 1);
///         at ^exit;
///         llvm.br()[^outer(llvm.add(nth(args(^outer), 0), nth(step, d - 1)), drop(args(nth(conds, d)), 1))];
///     }
///     let done = nth(exits, 0);
///     at ^done;
///     yield drop(args(nth(conds, 0)), 1);
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_scf_parallel_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let Some(__segs) = ::lowrite_core::convert::segments(__op, 4usize) else {
        return Ok(false);
    };
    let b_lowerBound: Vec<::lowrite_core::ir::Value> = __segs[0usize].to_vec();
    let b_upperBound: Vec<::lowrite_core::ir::Value> = __segs[1usize].to_vec();
    let b_step: Vec<::lowrite_core::ir::Value> = __segs[2usize].to_vec();
    let b_initVals: Vec<::lowrite_core::ir::Value> = __segs[3usize].to_vec();
    if __op.regions.len() != 1usize {
        return Ok(false);
    }
    let b_body: ::lowrite_core::ir::RegionId = __op.regions[0usize];
    let [ref b__rs @ ..] = __op.results[..] else {
        return Ok(false);
    };
    let b__rs: Vec<::lowrite_core::ir::Value> = b__rs.to_vec();
    let b_n = (b_lowerBound.len() as i64);
    let b_heads = {
        let mut __l = Vec::new();
        for b_k in ::lowrite_core::convert::located(
            ::lowrite_core::convert::bounded_range(0i64, ((2i64) * (b_n.clone()))),
            rw,
        )? {
            let b_k: i64 = b_k;
            __l.push(
                (if (({
                    let __a = b_k.clone();
                    i64::checked_rem(__a, 2i64).unwrap_or(__a)
                }) == (0i64))
                {
                    ::lowrite_core::builtins::ir::block(
                        &{
                            let mut __ts: Vec<::lowrite_core::ir::Type> = Vec::new();
                            {
                                let __v = ::lowrite_core::convert::located(
                                    ::lowrite_core::builtins::lists::nth(
                                        &rw.values(&b_lowerBound)?,
                                        (i64::checked_div(b_k.clone(), 2i64).unwrap_or(0)),
                                        "value",
                                    ),
                                    rw,
                                )?;
                                __ts.push(rw.target().value_type(__v).clone());
                            }
                            {
                                let __vs = rw.values(&b_initVals)?;
                                for __v in __vs {
                                    __ts.push(rw.target().value_type(__v).clone());
                                }
                            }
                            __ts
                        },
                        rw,
                    )?
                } else {
                    ::lowrite_core::builtins::ir::block(
                        &Vec::<::lowrite_core::ir::Type>::new(),
                        rw,
                    )?
                }),
            );
        }
        __l
    };
    let b_exits_inner_first = {
        let mut __l = Vec::new();
        for b__d in ::lowrite_core::convert::located(
            ::lowrite_core::convert::bounded_range(0i64, b_n.clone()),
            rw,
        )? {
            let b__d: i64 = b__d;
            __l.push(
                ::lowrite_core::builtins::ir::block(
                    &Vec::<::lowrite_core::ir::Type>::new(),
                    rw,
                )?,
            );
        }
        __l
    };
    let b_conds = {
        let mut __l = Vec::new();
        for b_d in ::lowrite_core::convert::located(
            ::lowrite_core::convert::bounded_range(0i64, b_n.clone()),
            rw,
        )? {
            let b_d: i64 = b_d;
            __l.push(
                ::lowrite_core::convert::located(
                    ::lowrite_core::builtins::lists::nth(
                        &b_heads.clone(),
                        ((2i64) * (b_d.clone())),
                        "element",
                    ),
                    rw,
                )?,
            );
        }
        __l
    };
    let b_bodies = {
        let mut __l = Vec::new();
        for b_d in ::lowrite_core::convert::located(
            ::lowrite_core::convert::bounded_range(0i64, b_n.clone()),
            rw,
        )? {
            let b_d: i64 = b_d;
            __l.push(
                ::lowrite_core::convert::located(
                    ::lowrite_core::builtins::lists::nth(
                        &b_heads.clone(),
                        ((((2i64) * (b_d.clone()))) + (1i64)),
                        "element",
                    ),
                    rw,
                )?,
            );
        }
        __l
    };
    let b_exits = {
        let mut __l = Vec::new();
        for b_d in ::lowrite_core::convert::located(
            ::lowrite_core::convert::bounded_range(0i64, b_n.clone()),
            rw,
        )? {
            let b_d: i64 = b_d;
            __l.push(
                ::lowrite_core::convert::located(
                    ::lowrite_core::builtins::lists::nth(
                        &b_exits_inner_first.clone(),
                        ((((b_n.clone()) - (1i64))) - (b_d.clone())),
                        "element",
                    ),
                    rw,
                )?,
            );
        }
        __l
    };
    let b_first = ::lowrite_core::convert::located(
        ::lowrite_core::builtins::lists::nth(&b_conds.clone(), 0i64, "element"),
        rw,
    )?;
    let _ = {
        let mut __operands = Vec::<::lowrite_core::ir::Value>::new();
        let mut __counts: Vec<usize> = Vec::new();
        let mut __succs: Vec<::lowrite_core::ir::BlockId> = Vec::new();
        let __b = b_first;
        let __a = {
            let mut __v: Vec<::lowrite_core::ir::Value> = Vec::new();
            __v.push(
                ::lowrite_core::convert::located(
                    ::lowrite_core::builtins::lists::nth(
                        &rw.values(&b_lowerBound)?,
                        0i64,
                        "value",
                    ),
                    rw,
                )?,
            );
            __v.extend(rw.values(&b_initVals)?);
            __v
        };
        __counts.push(__a.len());
        __operands.extend(__a);
        __succs.push(__b);
        let __spec = ::lowrite_core::ir::OpSpec::named("llvm.br")
            .operands(__operands)
            .successors(__succs);
        let __new_op = rw.emit_branch(__spec, &__counts);
        rw.results(__new_op)
    };
    for b_d in ::lowrite_core::convert::located(
        ::lowrite_core::convert::bounded_range(0i64, b_n.clone()),
        rw,
    )? {
        let b_d: i64 = b_d;
        let b_cond = ::lowrite_core::convert::located(
            ::lowrite_core::builtins::lists::nth(
                &b_conds.clone(),
                b_d.clone(),
                "element",
            ),
            rw,
        )?;
        let b_inner = ::lowrite_core::convert::located(
            ::lowrite_core::builtins::lists::nth(
                &b_bodies.clone(),
                b_d.clone(),
                "element",
            ),
            rw,
        )?;
        let b_exit = ::lowrite_core::convert::located(
            ::lowrite_core::builtins::lists::nth(
                &b_exits.clone(),
                b_d.clone(),
                "element",
            ),
            rw,
        )?;
        rw.set_insertion(b_cond);
        let b_iv = ::lowrite_core::convert::located(
            ::lowrite_core::builtins::lists::nth(
                &::lowrite_core::builtins::ir::args(b_cond, rw)?,
                0i64,
                "value",
            ),
            rw,
        )?;
        let _ = {
            let mut __operands = vec![
                ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.icmp")
                .operands(vec![b_iv,
                ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
                rw.values(& b_upperBound) ?, b_d.clone(), "value"), rw) ?])
                .results(vec![::lowrite_core::ir::Type::int(1u32)]).attr_opt("predicate",
                Some(::lowrite_core::ir::Attribute::int(2i64,
                ::lowrite_core::ir::Type::int(64u32)))), op, None, rw,) ?
            ];
            let mut __counts: Vec<usize> = Vec::new();
            let mut __succs: Vec<::lowrite_core::ir::BlockId> = Vec::new();
            let __b = b_inner;
            let __a = Vec::<::lowrite_core::ir::Value>::new();
            __counts.push(__a.len());
            __operands.extend(__a);
            __succs.push(__b);
            let __b = b_exit;
            let __a = Vec::<::lowrite_core::ir::Value>::new();
            __counts.push(__a.len());
            __operands.extend(__a);
            __succs.push(__b);
            let __spec = ::lowrite_core::ir::OpSpec::named("llvm.cond_br")
                .operands(__operands)
                .successors(__succs);
            let __new_op = rw.emit_branch(__spec, &__counts);
            rw.results(__new_op)
        };
    }
    for b_d in ::lowrite_core::convert::located(
        ::lowrite_core::convert::bounded_range(0i64, ((b_n.clone()) - (1i64))),
        rw,
    )? {
        let b_d: i64 = b_d;
        let b_inner = ::lowrite_core::convert::located(
            ::lowrite_core::builtins::lists::nth(
                &b_bodies.clone(),
                b_d.clone(),
                "element",
            ),
            rw,
        )?;
        let b_next = ::lowrite_core::convert::located(
            ::lowrite_core::builtins::lists::nth(
                &b_conds.clone(),
                ((b_d.clone()) + (1i64)),
                "element",
            ),
            rw,
        )?;
        rw.set_insertion(b_inner);
        let _ = {
            let mut __operands = Vec::<::lowrite_core::ir::Value>::new();
            let mut __counts: Vec<usize> = Vec::new();
            let mut __succs: Vec<::lowrite_core::ir::BlockId> = Vec::new();
            let __b = b_next;
            let __a = {
                let mut __v: Vec<::lowrite_core::ir::Value> = Vec::new();
                __v.push(
                    ::lowrite_core::convert::located(
                        ::lowrite_core::builtins::lists::nth(
                            &rw.values(&b_lowerBound)?,
                            ((b_d.clone()) + (1i64)),
                            "value",
                        ),
                        rw,
                    )?,
                );
                __v.extend(
                    ::lowrite_core::builtins::lists::drop(
                        &(::lowrite_core::builtins::ir::args(
                            ::lowrite_core::convert::located(
                                ::lowrite_core::builtins::lists::nth(
                                    &b_conds.clone(),
                                    b_d.clone(),
                                    "element",
                                ),
                                rw,
                            )?,
                            rw,
                        )?),
                        1i64,
                    ),
                );
                __v
            };
            __counts.push(__a.len());
            __operands.extend(__a);
            __succs.push(__b);
            let __spec = ::lowrite_core::ir::OpSpec::named("llvm.br")
                .operands(__operands)
                .successors(__succs);
            let __new_op = rw.emit_branch(__spec, &__counts);
            rw.results(__new_op)
        };
    }
    let b_last = ::lowrite_core::convert::located(
        ::lowrite_core::builtins::lists::nth(
            &b_bodies.clone(),
            ((b_n.clone()) - (1i64)),
            "element",
        ),
        rw,
    )?;
    let b_latch = ::lowrite_core::convert::located(
        ::lowrite_core::builtins::lists::nth(
            &b_conds.clone(),
            ((b_n.clone()) - (1i64)),
            "element",
        ),
        rw,
    )?;
    rw.set_insertion(b_last);
    let b_ivs = {
        let mut __l = Vec::new();
        for b_d in ::lowrite_core::convert::located(
            ::lowrite_core::convert::bounded_range(0i64, b_n.clone()),
            rw,
        )? {
            let b_d: i64 = b_d;
            __l.push(
                ::lowrite_core::convert::located(
                    ::lowrite_core::builtins::lists::nth(
                        &::lowrite_core::builtins::ir::args(
                            ::lowrite_core::convert::located(
                                ::lowrite_core::builtins::lists::nth(
                                    &b_conds.clone(),
                                    b_d.clone(),
                                    "element",
                                ),
                                rw,
                            )?,
                            rw,
                        )?,
                        0i64,
                        "value",
                    ),
                    rw,
                )?,
            );
        }
        __l
    };
    let b_vals = ::lowrite_core::builtins::ir::inline(
        b_body,
        &{
            let mut __v: Vec<::lowrite_core::ir::Value> = Vec::new();
            __v.extend(b_ivs.clone());
            __v
        },
        rw,
    )?;
    let b_acc = ::lowrite_core::builtins::lists::drop(
        &(::lowrite_core::builtins::ir::args(b_latch, rw)?),
        1i64,
    );
    let b_combined = {
        let mut __l = Vec::new();
        for b_i in ::lowrite_core::convert::located(
            ::lowrite_core::convert::bounded_range(0i64, ((b_acc.clone()).len() as i64)),
            rw,
        )? {
            let b_i: i64 = b_i;
            __l.push(
                ::lowrite_core::convert::located(
                    ::lowrite_core::builtins::lists::nth(
                        &::lowrite_core::builtins::ir::inline(
                            ::lowrite_core::convert::located(
                                ::lowrite_core::builtins::lists::nth(
                                    &::lowrite_core::builtins::ir::terminator_regions(
                                        b_body,
                                        rw,
                                    )?,
                                    b_i.clone(),
                                    "element",
                                ),
                                rw,
                            )?,
                            &vec![
                                ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
                                b_acc.clone(), b_i.clone(), "value"), rw) ?,
                                ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
                                b_vals.clone(), b_i.clone(), "value"), rw) ?
                            ],
                            rw,
                        )?,
                        0i64,
                        "value",
                    ),
                    rw,
                )?,
            );
        }
        __l
    };
    let _ = {
        let mut __operands = Vec::<::lowrite_core::ir::Value>::new();
        let mut __counts: Vec<usize> = Vec::new();
        let mut __succs: Vec<::lowrite_core::ir::BlockId> = Vec::new();
        let __b = b_latch;
        let __a = {
            let mut __v: Vec<::lowrite_core::ir::Value> = Vec::new();
            __v.push(
                ::lowrite_core::convert::build_one(
                    ::lowrite_core::ir::OpSpec::named("llvm.add")
                        .operands(
                            vec![
                                ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
                                b_ivs.clone(), ((b_n.clone()) - (1i64)), "value"), rw) ?,
                                ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
                                rw.values(& b_step) ?, ((b_n.clone()) - (1i64)), "value"),
                                rw) ?
                            ],
                        ),
                    op,
                    Some((false, Some(1usize))),
                    rw,
                )?,
            );
            __v.extend(b_combined.clone());
            __v
        };
        __counts.push(__a.len());
        __operands.extend(__a);
        __succs.push(__b);
        let __spec = ::lowrite_core::ir::OpSpec::named("llvm.br")
            .operands(__operands)
            .successors(__succs);
        let __new_op = rw.emit_branch(__spec, &__counts);
        rw.results(__new_op)
    };
    for b_d in ::lowrite_core::convert::located(
        ::lowrite_core::convert::bounded_range(1i64, b_n.clone()),
        rw,
    )? {
        let b_d: i64 = b_d;
        let b_exit = ::lowrite_core::convert::located(
            ::lowrite_core::builtins::lists::nth(
                &b_exits.clone(),
                b_d.clone(),
                "element",
            ),
            rw,
        )?;
        let b_outer = ::lowrite_core::convert::located(
            ::lowrite_core::builtins::lists::nth(
                &b_conds.clone(),
                ((b_d.clone()) - (1i64)),
                "element",
            ),
            rw,
        )?;
        rw.set_insertion(b_exit);
        let _ = {
            let mut __operands = Vec::<::lowrite_core::ir::Value>::new();
            let mut __counts: Vec<usize> = Vec::new();
            let mut __succs: Vec<::lowrite_core::ir::BlockId> = Vec::new();
            let __b = b_outer;
            let __a = {
                let mut __v: Vec<::lowrite_core::ir::Value> = Vec::new();
                __v.push(
                    ::lowrite_core::convert::build_one(
                        ::lowrite_core::ir::OpSpec::named("llvm.add")
                            .operands(
                                vec![
                                    ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
                                    ::lowrite_core::builtins::ir::args(b_outer, rw) ?, 0i64,
                                    "value"), rw) ?,
                                    ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
                                    rw.values(& b_step) ?, ((b_d.clone()) - (1i64)), "value"),
                                    rw) ?
                                ],
                            ),
                        op,
                        Some((false, Some(1usize))),
                        rw,
                    )?,
                );
                __v.extend(
                    ::lowrite_core::builtins::lists::drop(
                        &(::lowrite_core::builtins::ir::args(
                            ::lowrite_core::convert::located(
                                ::lowrite_core::builtins::lists::nth(
                                    &b_conds.clone(),
                                    b_d.clone(),
                                    "element",
                                ),
                                rw,
                            )?,
                            rw,
                        )?),
                        1i64,
                    ),
                );
                __v
            };
            __counts.push(__a.len());
            __operands.extend(__a);
            __succs.push(__b);
            let __spec = ::lowrite_core::ir::OpSpec::named("llvm.br")
                .operands(__operands)
                .successors(__succs);
            let __new_op = rw.emit_branch(__spec, &__counts);
            rw.results(__new_op)
        };
    }
    let b_done = ::lowrite_core::convert::located(
        ::lowrite_core::builtins::lists::nth(&b_exits.clone(), 0i64, "element"),
        rw,
    )?;
    rw.set_insertion(b_done);
    let __yielded = {
        let mut __v: Vec<::lowrite_core::ir::Value> = Vec::new();
        __v.extend(
            ::lowrite_core::builtins::lists::drop(
                &(::lowrite_core::builtins::ir::args(
                    ::lowrite_core::convert::located(
                        ::lowrite_core::builtins::lists::nth(
                            &b_conds.clone(),
                            0i64,
                            "element",
                        ),
                        rw,
                    )?,
                    rw,
                )?),
                1i64,
            ),
        );
        __v
    };
    rw.replace(op, __yielded)?;
    Ok(true)
}
