/// Rules compiled from `rules/func.rules` by lowrite-dsl.
pub static RULES: ::lowrite_core::convert::RuleSet = ::lowrite_core::convert::RuleSet {
    name: "rules/func.rules",
    options: &[
        ::lowrite_core::convert::OptionDecl {
            name: "emit_c_interface",
            default: ::lowrite_core::convert::OptionValue::Bool(false),
            doc: "Emit `_mlir_ciface_*` wrappers for every function (as if each had `llvm.emit_c_interface`).",
        },
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
            op: "func.func",
            priority: 0i64,
            location: "rules/func.rules:24",
            apply: &rule_func_func_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "func.func",
            priority: 0i64,
            location: "rules/func.rules:49",
            apply: &rule_func_func_1,
        },
        ::lowrite_core::convert::Pattern {
            op: "func.func",
            priority: 0i64,
            location: "rules/func.rules:53",
            apply: &rule_func_func_2,
        },
        ::lowrite_core::convert::Pattern {
            op: "func.func",
            priority: 0i64,
            location: "rules/func.rules:88",
            apply: &rule_func_func_3,
        },
        ::lowrite_core::convert::Pattern {
            op: "func.return",
            priority: 0i64,
            location: "rules/func.rules:123",
            apply: &rule_func_return_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "func.return",
            priority: 0i64,
            location: "rules/func.rules:125",
            apply: &rule_func_return_1,
        },
        ::lowrite_core::convert::Pattern {
            op: "func.return",
            priority: 0i64,
            location: "rules/func.rules:126",
            apply: &rule_func_return_2,
        },
        ::lowrite_core::convert::Pattern {
            op: "func.call",
            priority: 0i64,
            location: "rules/func.rules:129",
            apply: &rule_func_call_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "func.call",
            priority: 0i64,
            location: "rules/func.rules:131",
            apply: &rule_func_call_1,
        },
        ::lowrite_core::convert::Pattern {
            op: "func.call_indirect",
            priority: 0i64,
            location: "rules/func.rules:135",
            apply: &rule_func_call_indirect_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "func.call_indirect",
            priority: 0i64,
            location: "rules/func.rules:137",
            apply: &rule_func_call_indirect_1,
        },
        ::lowrite_core::convert::Pattern {
            op: "func.constant",
            priority: 0i64,
            location: "rules/func.rules:140",
            apply: &rule_func_constant_0,
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
/// `func.func` becomes `llvm.func`: arguments converted one by one, memrefs expanded into their
/// descriptor fields (packed again at the top of the body); no result is `void`, one result its
/// converted type, several a literal struct of the converted types. Attributes the rule does
/// not name (`passthrough`, ...) are carried over as they are.
///
/// Rule at rules/func.rules:24:
///
/// ```text
/// /// `func.func` becomes `llvm.func`: arguments converted one by one, memrefs expanded into their
/// /// descriptor fields (packed again at the top of the body); no result is `void`, one result its
/// /// converted type, several a literal struct of the converted types. Attributes the rule does
/// /// not name (`passthrough`, ...) are carried over as they are.
/// rule func.func() {sym_name = n, function_type = ft, sym_visibility = vis?, arg_attrs = aa?,
///                   res_attrs = ra?, no_inline = _ni?, llvm.emit_c_interface = ci?,
///                   llvm.linkage = l?, func.varargs = va?, ..others} regions(body)
///     let ins = inputs(attr_type(ft));
///     let rs = results(attr_type(ft));
///     let ret = packed_result(rs);
///     let out = ret is struct;
///     let lead = if out { [ptr] } else { [] };
///     let params = ciface_params(ins);
///     // Without the C interface, or with the bare-pointer convention (under which upstream makes
///     // no C interface either, and keeps the attribute as it is).
///     where (!present(ci) && !emit_c_interface) || bare_ptr_memref_call_conv => {
///     let sig = llvm_func(ret, expand_types(ins));
///     llvm.func() {
///         sym_name = n,
///         sym_visibility = vis,
///         linkage = l,
///         llvm.emit_c_interface = ci,
///         arg_attrs = boundary_arg_attrs(aa, ins),
///         res_attrs = if len(rs) == 1 { ra } else { no_attr() },
///         ..others,
///         function_type = if is_true(va) { variadic(sig) } else { sig }
///     } regions(function_body(body)) : ();
/// }
///     // The C interface of a variadic function is refused.
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_func_func_0(
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
    let b_body: ::lowrite_core::ir::RegionId = __op.regions[0usize];
    let b_n @ Some(_) = __op.attr("sym_name").cloned() else {
        return Ok(false);
    };
    let b_ft @ Some(_) = __op.attr("function_type").cloned() else {
        return Ok(false);
    };
    let b_vis = __op.attr("sym_visibility").cloned();
    let b_aa = __op.attr("arg_attrs").cloned();
    let b_ra = __op.attr("res_attrs").cloned();
    let b__ni = __op.attr("no_inline").cloned();
    let b_ci = __op.attr("llvm.emit_c_interface").cloned();
    let b_l = __op.attr("llvm.linkage").cloned();
    let b_va = __op.attr("func.varargs").cloned();
    let b_others: ::core::option::Option<::lowrite_core::ir::Attribute> = Some(
        ::lowrite_core::ir::Attribute::Dict(
            __op
                .attributes
                .iter()
                .filter(|(k, _)| {
                    ![
                        "sym_name",
                        "function_type",
                        "sym_visibility",
                        "arg_attrs",
                        "res_attrs",
                        "no_inline",
                        "llvm.emit_c_interface",
                        "llvm.linkage",
                        "func.varargs",
                    ]
                        .contains(&k.as_str())
                })
                .map(|(k, v)| (k.to_string(), v.clone()))
                .collect(),
        ),
    );
    if !((((((!(::lowrite_core::builtins::attrs::present((b_ci.clone()).as_ref()))))
        && ((!(rw.options().bool("emit_c_interface"))))))
        || (rw.options().bool("bare_ptr_memref_call_conv"))))
    {
        return Ok(false);
    }
    let b_ins = ::lowrite_core::builtins::types::inputs(
        &(::lowrite_core::builtins::types::attr_type((b_ft.clone()).as_ref())),
    );
    let b_rs = ::lowrite_core::builtins::types::results(
        &(::lowrite_core::builtins::types::attr_type((b_ft.clone()).as_ref())),
    );
    let b_ret = (if ((((b_rs.clone()).len() as i64)) == (0i64)) {
        ::lowrite_core::ir::Type::Void
    } else {
        (if ((((b_rs.clone()).len() as i64)) == (1i64)) {
            ::lowrite_core::convert::located(
                ::lowrite_core::builtins::lists::nth(
                    &::lowrite_core::builtins::ir::result_types(&(b_rs.clone()), rw)?,
                    0i64,
                    "element",
                ),
                rw,
            )?
        } else {
            ::lowrite_core::builtins::types::struct_of(
                &{
                    let mut __ts: Vec<::lowrite_core::ir::Type> = Vec::new();
                    __ts.extend(
                        ::lowrite_core::builtins::ir::result_types(&(b_rs.clone()), rw)?,
                    );
                    __ts
                },
            )
        })
    });
    let b_sig = ::lowrite_core::builtins::types::llvm_func(
        &(b_ret.clone()),
        &{
            let mut __ts: Vec<::lowrite_core::ir::Type> = Vec::new();
            __ts.extend(
                ::lowrite_core::builtins::ir::expand_types(&(b_ins.clone()), rw)?,
            );
            __ts
        },
    );
    let _ = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.func")
            .operands(Vec::<::lowrite_core::ir::Value>::new())
            .regions([::lowrite_core::builtins::ir::function_body(b_body, rw)?])
            .results(Vec::<::lowrite_core::ir::Type>::new())
            .attr_opt("sym_name", b_n.clone())
            .attr_opt("sym_visibility", b_vis.clone())
            .attr_opt("linkage", b_l.clone())
            .attr_opt("llvm.emit_c_interface", b_ci.clone())
            .attr_opt(
                "arg_attrs",
                ::lowrite_core::builtins::ir::boundary_arg_attrs(
                    (b_aa.clone()).as_ref(),
                    &(b_ins.clone()),
                    rw,
                )?,
            )
            .attr_opt(
                "res_attrs",
                (if ((((b_rs.clone()).len() as i64)) == (1i64)) {
                    b_ra.clone()
                } else {
                    ::lowrite_core::builtins::attrs::no_attr()
                }),
            )
            .attr_opt(
                "function_type",
                Some(
                    ::lowrite_core::ir::Attribute::Type(
                        ::lowrite_core::ir::Type::shared(
                            (if ::lowrite_core::builtins::attrs::is_true(
                                (b_va.clone()).as_ref(),
                            ) {
                                ::lowrite_core::builtins::types::variadic(&(b_sig.clone()))
                            } else {
                                b_sig.clone()
                            }),
                        ),
                    ),
                ),
            )
            .attrs_from(b_others.clone()),
        op,
        None,
        rw,
    )?;
    rw.replace(op, Vec::new())?;
    Ok(true)
}
/// `func.func` becomes `llvm.func`: arguments converted one by one, memrefs expanded into their
/// descriptor fields (packed again at the top of the body); no result is `void`, one result its
/// converted type, several a literal struct of the converted types. Attributes the rule does
/// not name (`passthrough`, ...) are carried over as they are.
///
/// Rule at rules/func.rules:49:
///
/// ```text
/// where is_true(va) => fail("C interface for variadic functions is not supported yet");
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_func_func_1(
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
    let b_body: ::lowrite_core::ir::RegionId = __op.regions[0usize];
    let b_n @ Some(_) = __op.attr("sym_name").cloned() else {
        return Ok(false);
    };
    let b_ft @ Some(_) = __op.attr("function_type").cloned() else {
        return Ok(false);
    };
    let b_vis = __op.attr("sym_visibility").cloned();
    let b_aa = __op.attr("arg_attrs").cloned();
    let b_ra = __op.attr("res_attrs").cloned();
    let b__ni = __op.attr("no_inline").cloned();
    let b_ci = __op.attr("llvm.emit_c_interface").cloned();
    let b_l = __op.attr("llvm.linkage").cloned();
    let b_va = __op.attr("func.varargs").cloned();
    let b_others: ::core::option::Option<::lowrite_core::ir::Attribute> = Some(
        ::lowrite_core::ir::Attribute::Dict(
            __op
                .attributes
                .iter()
                .filter(|(k, _)| {
                    ![
                        "sym_name",
                        "function_type",
                        "sym_visibility",
                        "arg_attrs",
                        "res_attrs",
                        "no_inline",
                        "llvm.emit_c_interface",
                        "llvm.linkage",
                        "func.varargs",
                    ]
                        .contains(&k.as_str())
                })
                .map(|(k, v)| (k.to_string(), v.clone()))
                .collect(),
        ),
    );
    if !(::lowrite_core::builtins::attrs::is_true((b_va.clone()).as_ref())) {
        return Ok(false);
    }
    let __yielded = {
        let mut __v: Vec<::lowrite_core::ir::Value> = Vec::new();
        __v.extend(
            ::lowrite_core::builtins::ir::fail(
                &("C interface for variadic functions is not supported yet"),
                rw,
            )?,
        );
        __v
    };
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// `func.func` becomes `llvm.func`: arguments converted one by one, memrefs expanded into their
/// descriptor fields (packed again at the top of the body); no result is `void`, one result its
/// converted type, several a literal struct of the converted types. Attributes the rule does
/// not name (`passthrough`, ...) are carried over as they are.
///
/// Rule at rules/func.rules:53:
///
/// ```text
/// where !is_empty(body) => {
///     llvm.func() {
///         sym_name = n,
///         sym_visibility = vis,
///         linkage = l,
///         arg_attrs = boundary_arg_attrs(aa, ins),
///         res_attrs = if len(rs) == 1 { ra } else { no_attr() },
///         ..others,
///         llvm.emit_c_interface = true,
///         function_type = llvm_func(ret, expand_types(ins))
///     } regions(function_body(body)) : ();
///     let w = region(lead, params);
///     let e = entry(w);
///     at ^e;
///     let wargs = drop(args(^e), len(lead));
///     let call_args = [if nth(ins, i) is memref || nth(ins, i) is unranked_memref {
///                          unpack(llvm.load(nth(wargs, i)) : convert(nth(ins, i)))
///                      } else { nth(wargs, i) } for i in 0..len(ins)];
///     let res = call(symbol(sym_name(n)), ret, call_args);
///     let _stored = if out { llvm.store(nth(res, 0), nth(args(^e), 0)) : () } else { [] };
///     llvm.return(if out { [] } else { res });
///     let top = module_body();
///     at ^top;
///     llvm.func() {
///         sym_name = concat("_mlir_ciface_", sym_name(n)),
///         sym_visibility = vis,
///         arg_attrs = shift_arg_attrs(aa, len(lead)),
///         llvm.emit_c_interface = true,
///         function_type = llvm_func(if out { void } else { ret }, lead, params)
///     } regions(w) : ();
/// }
///     // An external function with the C interface gets a body that stores each memref
///     // descriptor on the stack and calls the external `_mlir_ciface_NAME` with pointers to them
///     // (a struct result comes back through a leading pointer to a stack slot); private ones get
///     // private linkage, as upstream gives them.
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_func_func_2(
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
    let b_body: ::lowrite_core::ir::RegionId = __op.regions[0usize];
    let b_n @ Some(_) = __op.attr("sym_name").cloned() else {
        return Ok(false);
    };
    let b_ft @ Some(_) = __op.attr("function_type").cloned() else {
        return Ok(false);
    };
    let b_vis = __op.attr("sym_visibility").cloned();
    let b_aa = __op.attr("arg_attrs").cloned();
    let b_ra = __op.attr("res_attrs").cloned();
    let b__ni = __op.attr("no_inline").cloned();
    let b_ci = __op.attr("llvm.emit_c_interface").cloned();
    let b_l = __op.attr("llvm.linkage").cloned();
    let b_va = __op.attr("func.varargs").cloned();
    let b_others: ::core::option::Option<::lowrite_core::ir::Attribute> = Some(
        ::lowrite_core::ir::Attribute::Dict(
            __op
                .attributes
                .iter()
                .filter(|(k, _)| {
                    ![
                        "sym_name",
                        "function_type",
                        "sym_visibility",
                        "arg_attrs",
                        "res_attrs",
                        "no_inline",
                        "llvm.emit_c_interface",
                        "llvm.linkage",
                        "func.varargs",
                    ]
                        .contains(&k.as_str())
                })
                .map(|(k, v)| (k.to_string(), v.clone()))
                .collect(),
        ),
    );
    if !((!(::lowrite_core::builtins::ir::is_empty(b_body, rw)?))) {
        return Ok(false);
    }
    let b_ins = ::lowrite_core::builtins::types::inputs(
        &(::lowrite_core::builtins::types::attr_type((b_ft.clone()).as_ref())),
    );
    let b_rs = ::lowrite_core::builtins::types::results(
        &(::lowrite_core::builtins::types::attr_type((b_ft.clone()).as_ref())),
    );
    let b_ret = (if ((((b_rs.clone()).len() as i64)) == (0i64)) {
        ::lowrite_core::ir::Type::Void
    } else {
        (if ((((b_rs.clone()).len() as i64)) == (1i64)) {
            ::lowrite_core::convert::located(
                ::lowrite_core::builtins::lists::nth(
                    &::lowrite_core::builtins::ir::result_types(&(b_rs.clone()), rw)?,
                    0i64,
                    "element",
                ),
                rw,
            )?
        } else {
            ::lowrite_core::builtins::types::struct_of(
                &{
                    let mut __ts: Vec<::lowrite_core::ir::Type> = Vec::new();
                    __ts.extend(
                        ::lowrite_core::builtins::ir::result_types(&(b_rs.clone()), rw)?,
                    );
                    __ts
                },
            )
        })
    });
    let b_out = matches!(b_ret.clone(), ::lowrite_core::ir::Type::Struct { .. });
    let b_lead = (if b_out.clone() {
        {
            let mut __l = Vec::new();
            __l.push(::lowrite_core::ir::Type::ptr());
            __l
        }
    } else {
        {
            let mut __l = Vec::new();
            __l
        }
    });
    let b_params = {
        let mut __l = Vec::new();
        for b_i__3 in ::lowrite_core::convert::located(
            ::lowrite_core::convert::bounded_range(0i64, ((b_ins.clone()).len() as i64)),
            rw,
        )? {
            let b_i__3: i64 = b_i__3;
            __l.push(
                (if ((matches!(
                    ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
                    b_ins.clone(), b_i__3.clone(), "element"), rw) ?,
                    ::lowrite_core::ir::Type::MemRef { .. }
                ))
                    || (matches!(
                        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
                        b_ins.clone(), b_i__3.clone(), "element"), rw) ?,
                        ::lowrite_core::ir::Type::UnrankedMemRef { .. }
                    )))
                {
                    ::lowrite_core::ir::Type::ptr()
                } else {
                    {
                        let __t = ::lowrite_core::convert::located(
                            ::lowrite_core::builtins::lists::nth(
                                &b_ins.clone(),
                                b_i__3.clone(),
                                "element",
                            ),
                            rw,
                        )?;
                        rw.convert_type(&__t)?
                    }
                }),
            );
        }
        __l
    };
    let _ = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.func")
            .operands(Vec::<::lowrite_core::ir::Value>::new())
            .regions([::lowrite_core::builtins::ir::function_body(b_body, rw)?])
            .results(Vec::<::lowrite_core::ir::Type>::new())
            .attr_opt("sym_name", b_n.clone())
            .attr_opt("sym_visibility", b_vis.clone())
            .attr_opt("linkage", b_l.clone())
            .attr_opt(
                "arg_attrs",
                ::lowrite_core::builtins::ir::boundary_arg_attrs(
                    (b_aa.clone()).as_ref(),
                    &(b_ins.clone()),
                    rw,
                )?,
            )
            .attr_opt(
                "res_attrs",
                (if ((((b_rs.clone()).len() as i64)) == (1i64)) {
                    b_ra.clone()
                } else {
                    ::lowrite_core::builtins::attrs::no_attr()
                }),
            )
            .attr_opt(
                "llvm.emit_c_interface",
                if true { Some(::lowrite_core::ir::Attribute::Unit) } else { None },
            )
            .attr_opt(
                "function_type",
                Some(
                    ::lowrite_core::ir::Attribute::Type(
                        ::lowrite_core::ir::Type::shared(
                            ::lowrite_core::builtins::types::llvm_func(
                                &(b_ret.clone()),
                                &{
                                    let mut __ts: Vec<::lowrite_core::ir::Type> = Vec::new();
                                    __ts.extend(
                                        ::lowrite_core::builtins::ir::expand_types(
                                            &(b_ins.clone()),
                                            rw,
                                        )?,
                                    );
                                    __ts
                                },
                            ),
                        ),
                    ),
                ),
            )
            .attrs_from(b_others.clone()),
        op,
        None,
        rw,
    )?;
    let b_w = ::lowrite_core::builtins::ir::region(
        &{
            let mut __ts: Vec<::lowrite_core::ir::Type> = Vec::new();
            __ts.extend(b_lead.clone());
            __ts.extend(b_params.clone());
            __ts
        },
        rw,
    )?;
    let b_e = ::lowrite_core::builtins::ir::entry(b_w, rw)?;
    rw.set_insertion(b_e);
    let b_wargs = ::lowrite_core::builtins::lists::drop(
        &(::lowrite_core::builtins::ir::args(b_e, rw)?),
        ((b_lead.clone()).len() as i64),
    );
    let b_call_args = {
        let mut __l = Vec::new();
        for b_i in ::lowrite_core::convert::located(
            ::lowrite_core::convert::bounded_range(0i64, ((b_ins.clone()).len() as i64)),
            rw,
        )? {
            let b_i: i64 = b_i;
            __l.extend(
                (if ((matches!(
                    ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
                    b_ins.clone(), b_i.clone(), "element"), rw) ?,
                    ::lowrite_core::ir::Type::MemRef { .. }
                ))
                    || (matches!(
                        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
                        b_ins.clone(), b_i.clone(), "element"), rw) ?,
                        ::lowrite_core::ir::Type::UnrankedMemRef { .. }
                    )))
                {
                    ::lowrite_core::builtins::values::unpack(
                        ::lowrite_core::convert::build_one(
                            ::lowrite_core::ir::OpSpec::named("llvm.load")
                                .operands(
                                    vec![
                                        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
                                        b_wargs.clone(), b_i.clone(), "value"), rw) ?
                                    ],
                                )
                                .results(
                                    vec![
                                        { let __t =
                                        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
                                        b_ins.clone(), b_i.clone(), "element"), rw) ?; rw
                                        .convert_type(& __t) ? }
                                    ],
                                ),
                            op,
                            None,
                            rw,
                        )?,
                        rw,
                    )?
                } else {
                    vec![
                        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
                        b_wargs.clone(), b_i.clone(), "value"), rw) ?
                    ]
                }),
            );
        }
        __l
    };
    let b_res = ::lowrite_core::builtins::ir::call(
        (::lowrite_core::builtins::attrs::symbol(
            &(::lowrite_core::builtins::attrs::sym_name((b_n.clone()).as_ref())),
        ))
            .as_ref(),
        &(b_ret.clone()),
        &(b_call_args.clone()),
        rw,
    )?;
    let b__stored = (if b_out.clone() {
        ::lowrite_core::convert::build(
            ::lowrite_core::ir::OpSpec::named("llvm.store")
                .operands(
                    vec![
                        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
                        b_res.clone(), 0i64, "value"), rw) ?,
                        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
                        ::lowrite_core::builtins::ir::args(b_e, rw) ?, 0i64, "value"),
                        rw) ?
                    ],
                )
                .results(Vec::<::lowrite_core::ir::Type>::new()),
            op,
            None,
            rw,
        )?
    } else {
        {
            let mut __l = Vec::new();
            __l
        }
    });
    let _ = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.return")
            .operands({
                let mut __v: Vec<::lowrite_core::ir::Value> = Vec::new();
                __v.extend(
                    (if b_out.clone() {
                        {
                            let mut __l = Vec::new();
                            __l
                        }
                    } else {
                        b_res.clone()
                    }),
                );
                __v
            }),
        op,
        None,
        rw,
    )?;
    let b_top = ::lowrite_core::builtins::ir::module_body(rw)?;
    rw.set_insertion(b_top);
    let _ = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.func")
            .operands(Vec::<::lowrite_core::ir::Value>::new())
            .regions([b_w])
            .results(Vec::<::lowrite_core::ir::Type>::new())
            .attr_opt(
                "sym_name",
                Some(
                    ::lowrite_core::ir::Attribute::String(
                        ::std::string::String::from(
                            ::lowrite_core::builtins::attrs::concat(
                                &("_mlir_ciface_"),
                                &(::lowrite_core::builtins::attrs::sym_name(
                                    (b_n.clone()).as_ref(),
                                )),
                            ),
                        ),
                    ),
                ),
            )
            .attr_opt("sym_visibility", b_vis.clone())
            .attr_opt(
                "arg_attrs",
                ::lowrite_core::builtins::attrs::shift_arg_attrs(
                    (b_aa.clone()).as_ref(),
                    ((b_lead.clone()).len() as i64),
                ),
            )
            .attr_opt(
                "llvm.emit_c_interface",
                if true { Some(::lowrite_core::ir::Attribute::Unit) } else { None },
            )
            .attr_opt(
                "function_type",
                Some(
                    ::lowrite_core::ir::Attribute::Type(
                        ::lowrite_core::ir::Type::shared(
                            ::lowrite_core::builtins::types::llvm_func(
                                &((if b_out.clone() {
                                    ::lowrite_core::ir::Type::Void
                                } else {
                                    b_ret.clone()
                                })),
                                &{
                                    let mut __ts: Vec<::lowrite_core::ir::Type> = Vec::new();
                                    __ts.extend(b_lead.clone());
                                    __ts.extend(b_params.clone());
                                    __ts
                                },
                            ),
                        ),
                    ),
                ),
            ),
        op,
        None,
        rw,
    )?;
    rw.replace(op, Vec::new())?;
    Ok(true)
}
/// `func.func` becomes `llvm.func`: arguments converted one by one, memrefs expanded into their
/// descriptor fields (packed again at the top of the body); no result is `void`, one result its
/// converted type, several a literal struct of the converted types. Attributes the rule does
/// not name (`passthrough`, ...) are carried over as they are.
///
/// Rule at rules/func.rules:88:
///
/// ```text
/// => {
///     let b = region(expand_types(ins));
///     let e = entry(b);
///     at ^e;
///     let vals = collapse(args(^e), ins);
///     let slot = if out { [llvm.alloca(constant(1, i64)) {elem_type = ret} : ptr] } else { [] };
///     let call_args = [if nth(ins, i) is memref || nth(ins, i) is unranked_memref { spill(nth(vals, i)) }
///                      else { nth(vals, i) } for i in 0..len(ins)];
///     let res = call(symbol(concat("_mlir_ciface_", sym_name(n))), if out { void } else { ret },
///                    [slot, call_args]);
///     llvm.return(if out { [llvm.load(nth(slot, 0)) : ret] } else { res });
///     let top = module_body();
///     at ^top;
///     // The function, then the declaration of the one it calls (upstream's order).
///     llvm.func() {
///         sym_name = n,
///         sym_visibility = vis,
///         linkage = if present(l) { l } else { if sym_name(vis) == "private" { #llvm.linkage<private> } else { #llvm.linkage<external> } },
///         arg_attrs = boundary_arg_attrs(aa, ins),
///         res_attrs = if len(rs) == 1 { ra } else { no_attr() },
///         ..others,
///         llvm.emit_c_interface = true,
///         function_type = llvm_func(ret, expand_types(ins))
///     } regions(b) : ();
///     llvm.func() {
///         sym_name = concat("_mlir_ciface_", sym_name(n)),
///         sym_visibility = vis,
///         arg_attrs = shift_arg_attrs(aa, len(lead)),
///         llvm.emit_c_interface = true,
///         function_type = llvm_func(if out { void } else { ret }, lead, params)
///     } regions(empty_region()) : ();
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_func_func_3(
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
    let b_body: ::lowrite_core::ir::RegionId = __op.regions[0usize];
    let b_n @ Some(_) = __op.attr("sym_name").cloned() else {
        return Ok(false);
    };
    let b_ft @ Some(_) = __op.attr("function_type").cloned() else {
        return Ok(false);
    };
    let b_vis = __op.attr("sym_visibility").cloned();
    let b_aa = __op.attr("arg_attrs").cloned();
    let b_ra = __op.attr("res_attrs").cloned();
    let b__ni = __op.attr("no_inline").cloned();
    let b_ci = __op.attr("llvm.emit_c_interface").cloned();
    let b_l = __op.attr("llvm.linkage").cloned();
    let b_va = __op.attr("func.varargs").cloned();
    let b_others: ::core::option::Option<::lowrite_core::ir::Attribute> = Some(
        ::lowrite_core::ir::Attribute::Dict(
            __op
                .attributes
                .iter()
                .filter(|(k, _)| {
                    ![
                        "sym_name",
                        "function_type",
                        "sym_visibility",
                        "arg_attrs",
                        "res_attrs",
                        "no_inline",
                        "llvm.emit_c_interface",
                        "llvm.linkage",
                        "func.varargs",
                    ]
                        .contains(&k.as_str())
                })
                .map(|(k, v)| (k.to_string(), v.clone()))
                .collect(),
        ),
    );
    let b_ins = ::lowrite_core::builtins::types::inputs(
        &(::lowrite_core::builtins::types::attr_type((b_ft.clone()).as_ref())),
    );
    let b_rs = ::lowrite_core::builtins::types::results(
        &(::lowrite_core::builtins::types::attr_type((b_ft.clone()).as_ref())),
    );
    let b_ret = (if ((((b_rs.clone()).len() as i64)) == (0i64)) {
        ::lowrite_core::ir::Type::Void
    } else {
        (if ((((b_rs.clone()).len() as i64)) == (1i64)) {
            ::lowrite_core::convert::located(
                ::lowrite_core::builtins::lists::nth(
                    &::lowrite_core::builtins::ir::result_types(&(b_rs.clone()), rw)?,
                    0i64,
                    "element",
                ),
                rw,
            )?
        } else {
            ::lowrite_core::builtins::types::struct_of(
                &{
                    let mut __ts: Vec<::lowrite_core::ir::Type> = Vec::new();
                    __ts.extend(
                        ::lowrite_core::builtins::ir::result_types(&(b_rs.clone()), rw)?,
                    );
                    __ts
                },
            )
        })
    });
    let b_out = matches!(b_ret.clone(), ::lowrite_core::ir::Type::Struct { .. });
    let b_lead = (if b_out.clone() {
        {
            let mut __l = Vec::new();
            __l.push(::lowrite_core::ir::Type::ptr());
            __l
        }
    } else {
        {
            let mut __l = Vec::new();
            __l
        }
    });
    let b_params = {
        let mut __l = Vec::new();
        for b_i__5 in ::lowrite_core::convert::located(
            ::lowrite_core::convert::bounded_range(0i64, ((b_ins.clone()).len() as i64)),
            rw,
        )? {
            let b_i__5: i64 = b_i__5;
            __l.push(
                (if ((matches!(
                    ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
                    b_ins.clone(), b_i__5.clone(), "element"), rw) ?,
                    ::lowrite_core::ir::Type::MemRef { .. }
                ))
                    || (matches!(
                        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
                        b_ins.clone(), b_i__5.clone(), "element"), rw) ?,
                        ::lowrite_core::ir::Type::UnrankedMemRef { .. }
                    )))
                {
                    ::lowrite_core::ir::Type::ptr()
                } else {
                    {
                        let __t = ::lowrite_core::convert::located(
                            ::lowrite_core::builtins::lists::nth(
                                &b_ins.clone(),
                                b_i__5.clone(),
                                "element",
                            ),
                            rw,
                        )?;
                        rw.convert_type(&__t)?
                    }
                }),
            );
        }
        __l
    };
    let b_b = ::lowrite_core::builtins::ir::region(
        &{
            let mut __ts: Vec<::lowrite_core::ir::Type> = Vec::new();
            __ts.extend(
                ::lowrite_core::builtins::ir::expand_types(&(b_ins.clone()), rw)?,
            );
            __ts
        },
        rw,
    )?;
    let b_e = ::lowrite_core::builtins::ir::entry(b_b, rw)?;
    rw.set_insertion(b_e);
    let b_vals = ::lowrite_core::builtins::ir::collapse(
        &(::lowrite_core::builtins::ir::args(b_e, rw)?),
        &(b_ins.clone()),
        rw,
    )?;
    let b_slot = (if b_out.clone() {
        {
            let mut __l = Vec::new();
            __l.push(
                ::lowrite_core::convert::build_one(
                    ::lowrite_core::ir::OpSpec::named("llvm.alloca")
                        .operands(
                            vec![
                                ::lowrite_core::builtins::values::constant(1i64, &
                                (::lowrite_core::ir::Type::int(64u32)), rw) ?
                            ],
                        )
                        .results(vec![::lowrite_core::ir::Type::ptr()])
                        .attr_opt(
                            "elem_type",
                            Some(
                                ::lowrite_core::ir::Attribute::Type(
                                    ::lowrite_core::ir::Type::shared(b_ret.clone()),
                                ),
                            ),
                        ),
                    op,
                    None,
                    rw,
                )?,
            );
            __l
        }
    } else {
        {
            let mut __l = Vec::new();
            __l
        }
    });
    let b_call_args = {
        let mut __l = Vec::new();
        for b_i in ::lowrite_core::convert::located(
            ::lowrite_core::convert::bounded_range(0i64, ((b_ins.clone()).len() as i64)),
            rw,
        )? {
            let b_i: i64 = b_i;
            __l.push(
                (if ((matches!(
                    ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
                    b_ins.clone(), b_i.clone(), "element"), rw) ?,
                    ::lowrite_core::ir::Type::MemRef { .. }
                ))
                    || (matches!(
                        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
                        b_ins.clone(), b_i.clone(), "element"), rw) ?,
                        ::lowrite_core::ir::Type::UnrankedMemRef { .. }
                    )))
                {
                    ::lowrite_core::builtins::values::spill(
                        ::lowrite_core::convert::located(
                            ::lowrite_core::builtins::lists::nth(
                                &b_vals.clone(),
                                b_i.clone(),
                                "value",
                            ),
                            rw,
                        )?,
                        rw,
                    )?
                } else {
                    ::lowrite_core::convert::located(
                        ::lowrite_core::builtins::lists::nth(
                            &b_vals.clone(),
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
    let b_res = ::lowrite_core::builtins::ir::call(
        (::lowrite_core::builtins::attrs::symbol(
            &(::lowrite_core::builtins::attrs::concat(
                &("_mlir_ciface_"),
                &(::lowrite_core::builtins::attrs::sym_name((b_n.clone()).as_ref())),
            )),
        ))
            .as_ref(),
        &((if b_out.clone() { ::lowrite_core::ir::Type::Void } else { b_ret.clone() })),
        &({
            let mut __l = Vec::new();
            __l.extend(b_slot.clone());
            __l.extend(b_call_args.clone());
            __l
        }),
        rw,
    )?;
    let _ = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.return")
            .operands({
                let mut __v: Vec<::lowrite_core::ir::Value> = Vec::new();
                __v.extend(
                    (if b_out.clone() {
                        {
                            let mut __l = Vec::new();
                            __l.push(
                                ::lowrite_core::convert::build_one(
                                    ::lowrite_core::ir::OpSpec::named("llvm.load")
                                        .operands(
                                            vec![
                                                ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
                                                b_slot.clone(), 0i64, "value"), rw) ?
                                            ],
                                        )
                                        .results(vec![b_ret.clone()]),
                                    op,
                                    None,
                                    rw,
                                )?,
                            );
                            __l
                        }
                    } else {
                        b_res.clone()
                    }),
                );
                __v
            }),
        op,
        None,
        rw,
    )?;
    let b_top = ::lowrite_core::builtins::ir::module_body(rw)?;
    rw.set_insertion(b_top);
    let _ = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.func")
            .operands(Vec::<::lowrite_core::ir::Value>::new())
            .regions([b_b])
            .results(Vec::<::lowrite_core::ir::Type>::new())
            .attr_opt("sym_name", b_n.clone())
            .attr_opt("sym_visibility", b_vis.clone())
            .attr_opt(
                "linkage",
                (if ::lowrite_core::builtins::attrs::present((b_l.clone()).as_ref()) {
                    b_l.clone()
                } else {
                    (if ((::lowrite_core::builtins::attrs::sym_name(
                        (b_vis.clone()).as_ref(),
                    )) == ("private"))
                    {
                        Some(
                            ::lowrite_core::ir::Attribute::enum_attr(
                                "llvm.linkage",
                                &["private"],
                            ),
                        )
                    } else {
                        Some(
                            ::lowrite_core::ir::Attribute::enum_attr(
                                "llvm.linkage",
                                &["external"],
                            ),
                        )
                    })
                }),
            )
            .attr_opt(
                "arg_attrs",
                ::lowrite_core::builtins::ir::boundary_arg_attrs(
                    (b_aa.clone()).as_ref(),
                    &(b_ins.clone()),
                    rw,
                )?,
            )
            .attr_opt(
                "res_attrs",
                (if ((((b_rs.clone()).len() as i64)) == (1i64)) {
                    b_ra.clone()
                } else {
                    ::lowrite_core::builtins::attrs::no_attr()
                }),
            )
            .attr_opt(
                "llvm.emit_c_interface",
                if true { Some(::lowrite_core::ir::Attribute::Unit) } else { None },
            )
            .attr_opt(
                "function_type",
                Some(
                    ::lowrite_core::ir::Attribute::Type(
                        ::lowrite_core::ir::Type::shared(
                            ::lowrite_core::builtins::types::llvm_func(
                                &(b_ret.clone()),
                                &{
                                    let mut __ts: Vec<::lowrite_core::ir::Type> = Vec::new();
                                    __ts.extend(
                                        ::lowrite_core::builtins::ir::expand_types(
                                            &(b_ins.clone()),
                                            rw,
                                        )?,
                                    );
                                    __ts
                                },
                            ),
                        ),
                    ),
                ),
            )
            .attrs_from(b_others.clone()),
        op,
        None,
        rw,
    )?;
    let _ = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.func")
            .operands(Vec::<::lowrite_core::ir::Value>::new())
            .regions([::lowrite_core::builtins::ir::empty_region(rw)?])
            .results(Vec::<::lowrite_core::ir::Type>::new())
            .attr_opt(
                "sym_name",
                Some(
                    ::lowrite_core::ir::Attribute::String(
                        ::std::string::String::from(
                            ::lowrite_core::builtins::attrs::concat(
                                &("_mlir_ciface_"),
                                &(::lowrite_core::builtins::attrs::sym_name(
                                    (b_n.clone()).as_ref(),
                                )),
                            ),
                        ),
                    ),
                ),
            )
            .attr_opt("sym_visibility", b_vis.clone())
            .attr_opt(
                "arg_attrs",
                ::lowrite_core::builtins::attrs::shift_arg_attrs(
                    (b_aa.clone()).as_ref(),
                    ((b_lead.clone()).len() as i64),
                ),
            )
            .attr_opt(
                "llvm.emit_c_interface",
                if true { Some(::lowrite_core::ir::Attribute::Unit) } else { None },
            )
            .attr_opt(
                "function_type",
                Some(
                    ::lowrite_core::ir::Attribute::Type(
                        ::lowrite_core::ir::Type::shared(
                            ::lowrite_core::builtins::types::llvm_func(
                                &((if b_out.clone() {
                                    ::lowrite_core::ir::Type::Void
                                } else {
                                    b_ret.clone()
                                })),
                                &{
                                    let mut __ts: Vec<::lowrite_core::ir::Type> = Vec::new();
                                    __ts.extend(b_lead.clone());
                                    __ts.extend(b_params.clone());
                                    __ts
                                },
                            ),
                        ),
                    ),
                ),
            ),
        op,
        None,
        rw,
    )?;
    rw.replace(op, Vec::new())?;
    Ok(true)
}
/// Returns pack several values into the function's result struct.
///
/// Rule at rules/func.rules:123:
///
/// ```text
/// /// Returns pack several values into the function's result struct.
/// rule func.return(..vs)
///     where len(vs) == 0 => llvm.return();
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
    if !((((b_vs.len() as i64)) == (0i64))) {
        return Ok(false);
    }
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.return")
            .operands(Vec::<::lowrite_core::ir::Value>::new()),
        op,
        None,
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// Returns pack several values into the function's result struct.
///
/// Rule at rules/func.rules:125:
///
/// ```text
/// where len(vs) == 1 => llvm.return(results_out(vs));
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
    if !((((b_vs.len() as i64)) == (1i64))) {
        return Ok(false);
    }
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.return")
            .operands({
                let mut __v: Vec<::lowrite_core::ir::Value> = Vec::new();
                __v.extend(::lowrite_core::builtins::ir::results_out(&b_vs, rw)?);
                __v
            }),
        op,
        None,
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// Returns pack several values into the function's result struct.
///
/// Rule at rules/func.rules:126:
///
/// ```text
/// => llvm.return(pack_fields(struct(result_types(types(vs))), results_out(vs)));
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_func_return_2(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [ref b_vs @ ..] = __op.operands[..] else {
        return Ok(false);
    };
    let b_vs: Vec<::lowrite_core::ir::Value> = b_vs.to_vec();
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.return")
            .operands(
                vec![
                    ::lowrite_core::builtins::values::pack_fields(&
                    (::lowrite_core::builtins::types::struct_of(& { let mut __ts : Vec <
                    ::lowrite_core::ir::Type > = Vec::new(); __ts
                    .extend(::lowrite_core::builtins::ir::result_types(& (b_vs.iter()
                    .map(| __v | rw.source().value_type(* __v).clone()).collect:: < Vec <
                    ::lowrite_core::ir::Type >> ()), rw) ?); __ts })), & { let mut __v :
                    Vec < ::lowrite_core::ir::Value > = Vec::new(); __v
                    .extend(::lowrite_core::builtins::ir::results_out(& b_vs, rw) ?); __v
                    }, rw) ?
                ],
            ),
        op,
        None,
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// Calls expand memref operands into their descriptor fields and unpack a struct of results.
///
/// Rule at rules/func.rules:129:
///
/// ```text
/// /// Calls expand memref operands into their descriptor fields and unpack a struct of results.
/// rule func.call(..args) {callee = f} -> (..rs)
///     where len(rs) <= 1 => results_in(llvm.call(expand(args)) {callee = f} : result_types(types(rs)), types(rs));
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
    if !((((b_rs.len() as i64)) <= (1i64))) {
        return Ok(false);
    }
    let __yielded = {
        let mut __v: Vec<::lowrite_core::ir::Value> = Vec::new();
        __v.extend(
            ::lowrite_core::builtins::ir::results_in(
                &(::lowrite_core::convert::build(
                    ::lowrite_core::ir::OpSpec::named("llvm.call")
                        .operands({
                            let mut __v: Vec<::lowrite_core::ir::Value> = Vec::new();
                            __v.extend(
                                ::lowrite_core::builtins::ir::expand(&b_args, rw)?,
                            );
                            __v
                        })
                        .results({
                            let mut __ts: Vec<::lowrite_core::ir::Type> = Vec::new();
                            __ts.extend(
                                ::lowrite_core::builtins::ir::result_types(
                                    &(b_rs
                                        .iter()
                                        .map(|__v| rw.source().value_type(*__v).clone())
                                        .collect::<Vec<::lowrite_core::ir::Type>>()),
                                    rw,
                                )?,
                            );
                            __ts
                        })
                        .attr_opt("callee", b_f.clone()),
                    op,
                    None,
                    rw,
                )?),
                &(b_rs
                    .iter()
                    .map(|__v| rw.source().value_type(*__v).clone())
                    .collect::<Vec<::lowrite_core::ir::Type>>()),
                rw,
            )?,
        );
        __v
    };
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// Calls expand memref operands into their descriptor fields and unpack a struct of results.
///
/// Rule at rules/func.rules:131:
///
/// ```text
/// => results_in(fields_of(llvm.call(expand(args)) {callee = f} : struct(result_types(types(rs))), len(rs)),
///                   types(rs));
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
    let __yielded = {
        let mut __v: Vec<::lowrite_core::ir::Value> = Vec::new();
        __v.extend(
            ::lowrite_core::builtins::ir::results_in(
                &({
                    let b_n__6 = (b_rs.len() as i64);
                    {
                        let b_v__6 = ::lowrite_core::convert::build_one(
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
                            for b_i__6 in ::lowrite_core::convert::located(
                                ::lowrite_core::convert::bounded_range(
                                    0i64,
                                    b_n__6.clone(),
                                ),
                                rw,
                            )? {
                                let b_i__6: i64 = b_i__6;
                                __l.push({
                                    let __v = b_v__6;
                                    let mut __p: Vec<i64> = Vec::new();
                                    __p.push((b_i__6.clone()) as i64);
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
            )?,
        );
        __v
    };
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// Indirect calls go through the function pointer, with the same conventions.
///
/// Rule at rules/func.rules:135:
///
/// ```text
/// /// Indirect calls go through the function pointer, with the same conventions.
/// rule func.call_indirect(f, ..args) -> (..rs)
///     where len(rs) <= 1 => results_in(llvm.call(f, expand(args)) : result_types(types(rs)), types(rs));
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_func_call_indirect_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_f, ref b_args @ ..] = __op.operands[..] else {
        return Ok(false);
    };
    let b_args: Vec<::lowrite_core::ir::Value> = b_args.to_vec();
    let [ref b_rs @ ..] = __op.results[..] else {
        return Ok(false);
    };
    let b_rs: Vec<::lowrite_core::ir::Value> = b_rs.to_vec();
    if !((((b_rs.len() as i64)) <= (1i64))) {
        return Ok(false);
    }
    let __yielded = {
        let mut __v: Vec<::lowrite_core::ir::Value> = Vec::new();
        __v.extend(
            ::lowrite_core::builtins::ir::results_in(
                &(::lowrite_core::convert::build(
                    ::lowrite_core::ir::OpSpec::named("llvm.call")
                        .operands({
                            let mut __v: Vec<::lowrite_core::ir::Value> = Vec::new();
                            __v.push(rw.value(b_f)?);
                            __v.extend(
                                ::lowrite_core::builtins::ir::expand(&b_args, rw)?,
                            );
                            __v
                        })
                        .results({
                            let mut __ts: Vec<::lowrite_core::ir::Type> = Vec::new();
                            __ts.extend(
                                ::lowrite_core::builtins::ir::result_types(
                                    &(b_rs
                                        .iter()
                                        .map(|__v| rw.source().value_type(*__v).clone())
                                        .collect::<Vec<::lowrite_core::ir::Type>>()),
                                    rw,
                                )?,
                            );
                            __ts
                        }),
                    op,
                    None,
                    rw,
                )?),
                &(b_rs
                    .iter()
                    .map(|__v| rw.source().value_type(*__v).clone())
                    .collect::<Vec<::lowrite_core::ir::Type>>()),
                rw,
            )?,
        );
        __v
    };
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// Indirect calls go through the function pointer, with the same conventions.
///
/// Rule at rules/func.rules:137:
///
/// ```text
/// => results_in(fields_of(llvm.call(f, expand(args)) : struct(result_types(types(rs))), len(rs)), types(rs));
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_func_call_indirect_1(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_f, ref b_args @ ..] = __op.operands[..] else {
        return Ok(false);
    };
    let b_args: Vec<::lowrite_core::ir::Value> = b_args.to_vec();
    let [ref b_rs @ ..] = __op.results[..] else {
        return Ok(false);
    };
    let b_rs: Vec<::lowrite_core::ir::Value> = b_rs.to_vec();
    let __yielded = {
        let mut __v: Vec<::lowrite_core::ir::Value> = Vec::new();
        __v.extend(
            ::lowrite_core::builtins::ir::results_in(
                &({
                    let b_n__7 = (b_rs.len() as i64);
                    {
                        let b_v__7 = ::lowrite_core::convert::build_one(
                            ::lowrite_core::ir::OpSpec::named("llvm.call")
                                .operands({
                                    let mut __v: Vec<::lowrite_core::ir::Value> = Vec::new();
                                    __v.push(rw.value(b_f)?);
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
                                ),
                            op,
                            None,
                            rw,
                        )?;
                        {
                            let mut __l = Vec::new();
                            for b_i__7 in ::lowrite_core::convert::located(
                                ::lowrite_core::convert::bounded_range(
                                    0i64,
                                    b_n__7.clone(),
                                ),
                                rw,
                            )? {
                                let b_i__7: i64 = b_i__7;
                                __l.push({
                                    let __v = b_v__7;
                                    let mut __p: Vec<i64> = Vec::new();
                                    __p.push((b_i__7.clone()) as i64);
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
            )?,
        );
        __v
    };
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// A function used as a value is its address.
///
/// Rule at rules/func.rules:140:
///
/// ```text
/// /// A function used as a value is its address.
/// rule func.constant() {value = f} => llvm.mlir.addressof() {global_name = f} : ptr;
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_func_constant_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [] = __op.operands[..] else {
        return Ok(false);
    };
    let b_f @ Some(_) = __op.attr("value").cloned() else {
        return Ok(false);
    };
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.mlir.addressof")
            .operands(Vec::<::lowrite_core::ir::Value>::new())
            .results(vec![::lowrite_core::ir::Type::ptr()])
            .attr_opt("global_name", b_f.clone()),
        op,
        None,
        rw,
    )?;
    rw.replace(op, __new)?;
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
