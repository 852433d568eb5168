/// Rules compiled from `sample.rules` by lowrite-dsl.
pub static RULES: ::lowrite_core::convert::RuleSet = ::lowrite_core::convert::RuleSet {
    name: "sample.rules",
    options: &[
        ::lowrite_core::convert::OptionDecl {
            name: "index_bitwidth",
            default: ::lowrite_core::convert::OptionValue::Int(64i64),
            doc: "Bit width of `index`.",
        },
    ],
    convert_type: &convert_type,
    patterns: &[
        ::lowrite_core::convert::Pattern {
            op: "arith.addi",
            priority: 0i64,
            location: "sample.rules:17",
            apply: &rule_arith_addi_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "arith.ceildivsi",
            priority: 0i64,
            location: "sample.rules:20",
            apply: &rule_arith_ceildivsi_0,
        },
    ],
    type_rules: 2usize,
    natives: &["twice"],
    native_fns: &[
        ::lowrite_core::dynamic::NativeFn {
            name: "twice",
            call: &native_dyn_twice,
        },
    ],
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
    if let Some(r) = type_rule_0(cx, ty) {
        return Some(r);
    }
    if let Some(r) = type_rule_1(cx, ty) {
        return Some(r);
    }
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
/// Native helper `twice` with dynamic arguments.
fn native_dyn_twice(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    args: ::std::vec::Vec<::lowrite_core::dynamic::Dyn>,
) -> ::lowrite_core::Result<::lowrite_core::dynamic::Dyn> {
    let mut __args = args.into_iter();
    let __arg0: ::lowrite_core::ir::Value = ::lowrite_core::convert::located(
        ::lowrite_core::dynamic::arg(&mut __args),
        rw,
    )?;
    Ok(::lowrite_core::dynamic::Dyn::from(natives::twice(rw, __arg0)?))
}
/// `index` becomes an integer of the configured width.
///
/// Rule at sample.rules:13:
///
/// ```text
/// /// `index` becomes an integer of the configured width.
/// type index => int(index_bitwidth);
/// ```
#[allow(unused_variables, unused_mut, clippy::all)]
fn type_rule_0(
    cx: &mut ::lowrite_core::convert::TypeConverter<'_>,
    ty: &::lowrite_core::ir::Type,
) -> ::core::option::Option<
    ::core::result::Result<::lowrite_core::ir::Type, ::std::string::String>,
> {
    (|| -> ::core::result::Result<
        ::core::option::Option<::lowrite_core::ir::Type>,
        ::std::string::String,
    > {
        if !matches!(* (ty), ::lowrite_core::ir::Type::Index) {
            return Ok(None);
        }
        Ok(
            Some(
                (::lowrite_core::builtins::types::int(
                    cx.options().int("index_bitwidth"),
                )?),
            ),
        )
    })()
        .transpose()
}
/// Rule at sample.rules:14:
///
/// ```text
/// type vector(n, e) => vector(n, convert(e));
/// ```
#[allow(unused_variables, unused_mut, clippy::all)]
fn type_rule_1(
    cx: &mut ::lowrite_core::convert::TypeConverter<'_>,
    ty: &::lowrite_core::ir::Type,
) -> ::core::option::Option<
    ::core::result::Result<::lowrite_core::ir::Type, ::std::string::String>,
> {
    (|| -> ::core::result::Result<
        ::core::option::Option<::lowrite_core::ir::Type>,
        ::std::string::String,
    > {
        let ::lowrite_core::ir::Type::Vector {
            shape: __shape1,
            scalable: __scalable2,
            elem: __elem3,
        } = (ty) else {
            return Ok(None);
        };
        if __shape1.len() != 1 || __scalable2[0] {
            return Ok(None);
        }
        let b_n: i64 = (__shape1[0] as i64);
        let b_e: ::lowrite_core::ir::Type = (__elem3.as_ref()).clone();
        Ok(
            Some(
                ::lowrite_core::builtins::types::vector(
                    b_n.clone(),
                    &({
                        let __t = b_e.clone();
                        cx.convert(&__t)?
                    }),
                ),
            ),
        )
    })()
        .transpose()
}
/// Addition keeps its overflow flags.
///
/// Rule at sample.rules:17:
///
/// ```text
/// /// Addition keeps its overflow flags.
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
/// Several ops, a native helper and a guard.
///
/// Rule at sample.rules:20:
///
/// ```text
/// /// Several ops, a native helper and a guard.
/// rule arith.ceildivsi(a: int(_), b) -> (r) where index_bitwidth == 64 => {
///     let one = constant(1, convert(type(r)));
///     let s = llvm.sub(twice(a), one);
///     yield llvm.sdiv(s, b);
/// }
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
    let ::lowrite_core::ir::Type::Int { width: __w1, .. } = (rw.source().value_type(b_a))
    else {
        return Ok(false);
    };
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    if !(((rw.options().int("index_bitwidth")) == (64i64))) {
        return Ok(false);
    }
    let b_one = ::lowrite_core::builtins::values::constant(
        1i64,
        &(rw.convert_type_of(b_r)?),
        rw,
    )?;
    let b_s = ::lowrite_core::convert::build_one(
        ::lowrite_core::ir::OpSpec::named("llvm.sub")
            .operands(
                vec![
                    { let __arg0 = rw.value(b_a) ?; natives::twice(rw, __arg0) ? }, b_one
                ],
            ),
        op,
        Some((false, Some(1usize))),
        rw,
    )?;
    let __yielded = vec![
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.sdiv")
        .operands(vec![b_s, rw.value(b_b) ?]), op, Some((false, Some(1usize))), rw,) ?
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
