/// Rules compiled from `rules/cf.rules` by lowrite-dsl.
pub static RULES: ::lowrite_core::convert::RuleSet = ::lowrite_core::convert::RuleSet {
    name: "rules/cf.rules",
    options: &[
        ::lowrite_core::convert::OptionDecl {
            name: "abort_on_failed_assert",
            default: ::lowrite_core::convert::OptionValue::Bool(true),
            doc: "Whether a failed `cf.assert` aborts the program (upstream's `abortOnFailedAssert`); when it\ndoes not, the program goes on after printing the message, as with mlir-opt's\n`test-cf-assert`.",
        },
    ],
    convert_type: &convert_type,
    patterns: &[
        ::lowrite_core::convert::Pattern {
            op: "cf.br",
            priority: 0i64,
            location: "rules/cf.rules:3",
            apply: &rule_cf_br_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "cf.cond_br",
            priority: 0i64,
            location: "rules/cf.rules:5",
            apply: &rule_cf_cond_br_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "cf.switch",
            priority: 0i64,
            location: "rules/cf.rules:9",
            apply: &rule_cf_switch_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "cf.assert",
            priority: 0i64,
            location: "rules/cf.rules:18",
            apply: &rule_cf_assert_0,
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
/// Rule at rules/cf.rules:3:
///
/// ```text
/// rule cf.br()[^dest(..args)] => llvm.br()[^dest(args)];
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_cf_br_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    if __op.successors.len() != 1usize {
        return Ok(false);
    }
    let __succ_operands = rw.successor_operands(op, 0usize);
    let __forwarded: usize = __succ_operands.iter().map(Vec::len).sum();
    let b_dest: ::lowrite_core::ir::BlockId = __op.successors[0usize];
    let b_args: Vec<::lowrite_core::ir::Value> = __succ_operands[0usize].clone();
    let [] = __op.operands[..__op.operands.len() - __forwarded] else {
        return Ok(false);
    };
    let __new: Vec<::lowrite_core::ir::Value> = {
        let mut __operands = Vec::<::lowrite_core::ir::Value>::new();
        let mut __counts: Vec<usize> = Vec::new();
        let mut __succs: Vec<::lowrite_core::ir::BlockId> = Vec::new();
        let __b = rw.successor(b_dest)?;
        let __a = {
            let mut __v: Vec<::lowrite_core::ir::Value> = Vec::new();
            __v.extend(rw.values(&b_args)?);
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
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/cf.rules:5:
///
/// ```text
/// rule cf.cond_br(c)[^t(..targs), ^f(..fargs)] {branch_weights = w?}
///     => llvm.cond_br(c)[^t(targs), ^f(fargs)] {branch_weights = w};
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_cf_cond_br_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    if __op.successors.len() != 2usize {
        return Ok(false);
    }
    let __succ_operands = rw.successor_operands(op, 1usize);
    let __forwarded: usize = __succ_operands.iter().map(Vec::len).sum();
    let b_t: ::lowrite_core::ir::BlockId = __op.successors[0usize];
    let b_targs: Vec<::lowrite_core::ir::Value> = __succ_operands[0usize].clone();
    let b_f: ::lowrite_core::ir::BlockId = __op.successors[1usize];
    let b_fargs: Vec<::lowrite_core::ir::Value> = __succ_operands[1usize].clone();
    let [b_c] = __op.operands[..__op.operands.len() - __forwarded] else {
        return Ok(false);
    };
    let b_w = __op.attr("branch_weights").cloned();
    let __new: Vec<::lowrite_core::ir::Value> = {
        let mut __operands = vec![rw.value(b_c) ?];
        let mut __counts: Vec<usize> = Vec::new();
        let mut __succs: Vec<::lowrite_core::ir::BlockId> = Vec::new();
        let __b = rw.successor(b_t)?;
        let __a = {
            let mut __v: Vec<::lowrite_core::ir::Value> = Vec::new();
            __v.extend(rw.values(&b_targs)?);
            __v
        };
        __counts.push(__a.len());
        __operands.extend(__a);
        __succs.push(__b);
        let __b = rw.successor(b_f)?;
        let __a = {
            let mut __v: Vec<::lowrite_core::ir::Value> = Vec::new();
            __v.extend(rw.values(&b_fargs)?);
            __v
        };
        __counts.push(__a.len());
        __operands.extend(__a);
        __succs.push(__b);
        let __spec = ::lowrite_core::ir::OpSpec::named("llvm.cond_br")
            .operands(__operands)
            .successors(__succs)
            .attr_opt("branch_weights", b_w.clone());
        let __new_op = rw.emit_branch(__spec, &__counts);
        rw.results(__new_op)
    };
    rw.replace(op, __new)?;
    Ok(true)
}
/// `cf.switch` and `llvm.switch` have the same operands, attributes and successors.
///
/// Rule at rules/cf.rules:9:
///
/// ```text
/// /// `cf.switch` and `llvm.switch` have the same operands, attributes and successors.
/// rule cf.switch(_flag, .._rest) => retarget("llvm.switch");
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_cf_switch_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b__flag, ref b__rest @ ..] = __op.operands[..] else {
        return Ok(false);
    };
    let b__rest: Vec<::lowrite_core::ir::Value> = b__rest.to_vec();
    let __yielded = {
        let mut __v: Vec<::lowrite_core::ir::Value> = Vec::new();
        __v.extend({
            let __n = ::std::string::String::from("llvm.switch");
            rw.retarget(op, &__n)?
        });
        __v
    };
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// `cf.assert`: the block continues after a check; on failure the message is printed with
/// `puts` (a private constant global holds it) and the program aborts (or continues).
///
/// Rule at rules/cf.rules:18:
///
/// ```text
/// /// `cf.assert`: the block continues after a check; on failure the message is printed with
/// /// `puts` (a private constant global holds it) and the program aborts (or continues).
/// rule cf.assert(c) {msg = m} => {
///     let ok = block();
///     let fail = last_block();
///     llvm.cond_br(c)[^ok(), ^fail()];
///     // The message's global, then `puts`, then `abort`: the order upstream makes them in, each
///     // put at the module's top.
///     let name = unique_symbol("assert_msg");
///     let top = module_start();
///     at ^top;
///     llvm.mlir.global() {
///         sym_name = name,
///         global_type = array(strlen(text(m)) + 1, i8),
///         linkage = #llvm.linkage<private>,
///         constant = true,
///         value = cstring(text(m))
///     } regions(empty_region()) : ();
///     at ^fail;
///     declare("puts", llvm_func(void, ptr));
///     let global = llvm.mlir.addressof() {global_name = symbol(name)} : ptr;
///     // The message's first character, addressed as upstream addresses it.
///     let msg = llvm.getelementptr(global)
///         {rawConstantIndices = i32_array(0), elem_type = array(strlen(text(m)) + 1, i8)} : ptr;
///     llvm.call(msg) {callee = symbol("puts")} : ();
///     for _abort in 0..if abort_on_failed_assert { 1 } else { 0 } {
///         declare("abort", llvm_func(void));
///         llvm.call() {callee = symbol("abort")} : ();
///         llvm.unreachable();
///     }
///     for _go_on in 0..if abort_on_failed_assert { 0 } else { 1 } {
///         llvm.br()[^ok()];
///     }
///     at ^ok;
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_cf_assert_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_c] = __op.operands[..] else {
        return Ok(false);
    };
    let b_m @ Some(_) = __op.attr("msg").cloned() else {
        return Ok(false);
    };
    let b_ok = ::lowrite_core::builtins::ir::block(
        &Vec::<::lowrite_core::ir::Type>::new(),
        rw,
    )?;
    let b_fail = ::lowrite_core::builtins::ir::last_block(
        &Vec::<::lowrite_core::ir::Type>::new(),
        rw,
    )?;
    let _ = {
        let mut __operands = vec![rw.value(b_c) ?];
        let mut __counts: Vec<usize> = Vec::new();
        let mut __succs: Vec<::lowrite_core::ir::BlockId> = Vec::new();
        let __b = b_ok;
        let __a = Vec::<::lowrite_core::ir::Value>::new();
        __counts.push(__a.len());
        __operands.extend(__a);
        __succs.push(__b);
        let __b = b_fail;
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
    let b_name = ::lowrite_core::builtins::ir::unique_symbol(&("assert_msg"), rw)?;
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
                                        (b_m.clone()).as_ref(),
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
                    &(::lowrite_core::builtins::attrs::text((b_m.clone()).as_ref())),
                ),
            ),
        op,
        None,
        rw,
    )?;
    rw.set_insertion(b_fail);
    let _ = ::lowrite_core::builtins::ir::declare(
        &("puts"),
        &(::lowrite_core::builtins::types::llvm_func(
            &(::lowrite_core::ir::Type::Void),
            &vec![::lowrite_core::ir::Type::ptr()],
        )),
        rw,
    )?;
    let b_global = ::lowrite_core::convert::build_one(
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
    )?;
    let b_msg = ::lowrite_core::convert::build_one(
        ::lowrite_core::ir::OpSpec::named("llvm.getelementptr")
            .operands(vec![b_global])
            .results(vec![::lowrite_core::ir::Type::ptr()])
            .attr_opt(
                "rawConstantIndices",
                ::lowrite_core::builtins::attrs::i32_array(&[0i64]),
            )
            .attr_opt(
                "elem_type",
                Some(
                    ::lowrite_core::ir::Attribute::Type(
                        ::lowrite_core::ir::Type::shared(
                            ::lowrite_core::builtins::types::array(
                                ((::lowrite_core::builtins::attrs::strlen(
                                    &(::lowrite_core::builtins::attrs::text(
                                        (b_m.clone()).as_ref(),
                                    )),
                                )) + (1i64)),
                                &(::lowrite_core::ir::Type::int(8u32)),
                            ),
                        ),
                    ),
                ),
            ),
        op,
        None,
        rw,
    )?;
    let _ = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.call")
            .operands(vec![b_msg])
            .results(Vec::<::lowrite_core::ir::Type>::new())
            .attr_opt("callee", ::lowrite_core::builtins::attrs::symbol(&("puts"))),
        op,
        None,
        rw,
    )?;
    for b__abort in ::lowrite_core::convert::located(
        ::lowrite_core::convert::bounded_range(
            0i64,
            (if rw.options().bool("abort_on_failed_assert") { 1i64 } else { 0i64 }),
        ),
        rw,
    )? {
        let b__abort: i64 = b__abort;
        let _ = ::lowrite_core::builtins::ir::declare(
            &("abort"),
            &(::lowrite_core::builtins::types::llvm_func(
                &(::lowrite_core::ir::Type::Void),
                &Vec::<::lowrite_core::ir::Type>::new(),
            )),
            rw,
        )?;
        let _ = ::lowrite_core::convert::build(
            ::lowrite_core::ir::OpSpec::named("llvm.call")
                .operands(Vec::<::lowrite_core::ir::Value>::new())
                .results(Vec::<::lowrite_core::ir::Type>::new())
                .attr_opt("callee", ::lowrite_core::builtins::attrs::symbol(&("abort"))),
            op,
            None,
            rw,
        )?;
        let _ = ::lowrite_core::convert::build(
            ::lowrite_core::ir::OpSpec::named("llvm.unreachable")
                .operands(Vec::<::lowrite_core::ir::Value>::new()),
            op,
            None,
            rw,
        )?;
    }
    for b__go_on in ::lowrite_core::convert::located(
        ::lowrite_core::convert::bounded_range(
            0i64,
            (if rw.options().bool("abort_on_failed_assert") { 0i64 } else { 1i64 }),
        ),
        rw,
    )? {
        let b__go_on: i64 = b__go_on;
        let _ = {
            let mut __operands = Vec::<::lowrite_core::ir::Value>::new();
            let mut __counts: Vec<usize> = Vec::new();
            let mut __succs: Vec<::lowrite_core::ir::BlockId> = Vec::new();
            let __b = b_ok;
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
    }
    rw.set_insertion(b_ok);
    rw.replace(op, Vec::new())?;
    Ok(true)
}
