/// Rules compiled from `rules/complex.rules` by lowrite-dsl.
pub static RULES: ::lowrite_core::convert::RuleSet = ::lowrite_core::convert::RuleSet {
    name: "rules/complex.rules",
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
            op: "complex.create",
            priority: 0i64,
            location: "rules/complex.rules:9",
            apply: &rule_complex_create_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "complex.re",
            priority: 0i64,
            location: "rules/complex.rules:10",
            apply: &rule_complex_re_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "complex.im",
            priority: 0i64,
            location: "rules/complex.rules:11",
            apply: &rule_complex_im_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "complex.constant",
            priority: 0i64,
            location: "rules/complex.rules:14",
            apply: &rule_complex_constant_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "complex.add",
            priority: 0i64,
            location: "rules/complex.rules:20",
            apply: &rule_complex_add_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "complex.sub",
            priority: 0i64,
            location: "rules/complex.rules:28",
            apply: &rule_complex_sub_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "complex.mul",
            priority: 0i64,
            location: "rules/complex.rules:37",
            apply: &rule_complex_mul_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "complex.div",
            priority: 0i64,
            location: "rules/complex.rules:48",
            apply: &rule_complex_div_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "complex.abs",
            priority: 0i64,
            location: "rules/complex.rules:61",
            apply: &rule_complex_abs_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "complex.neg",
            priority: 0i64,
            location: "rules/complex.rules:70",
            apply: &rule_complex_neg_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "complex.conj",
            priority: 0i64,
            location: "rules/complex.rules:73",
            apply: &rule_complex_conj_0,
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
/// Rule at rules/complex.rules:9:
///
/// ```text
/// rule complex.create(re, im) -> (r) => pack_fields(convert(type(r)), re, im);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_complex_create_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_re, b_im] = __op.operands[..] else {
        return Ok(false);
    };
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    let __yielded = vec![
        ::lowrite_core::builtins::values::pack_fields(& (rw.convert_type_of(b_r) ?), &
        vec![rw.value(b_re) ?, rw.value(b_im) ?], rw) ?
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// Rule at rules/complex.rules:10:
///
/// ```text
/// rule complex.re(z) {fastmath = _f?} => extract(z, 0);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_complex_re_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_z] = __op.operands[..] else {
        return Ok(false);
    };
    let b__f = __op.attr("fastmath").cloned();
    let __yielded = vec![
        { let __v = rw.value(b_z) ?; let mut __p : Vec < i64 > = Vec::new(); __p
        .push((0i64) as i64); ::lowrite_core::builtins::values::extract(__v, & __p, rw) ?
        }
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// Rule at rules/complex.rules:11:
///
/// ```text
/// rule complex.im(z) {fastmath = _f?} => extract(z, 1);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_complex_im_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_z] = __op.operands[..] else {
        return Ok(false);
    };
    let b__f = __op.attr("fastmath").cloned();
    let __yielded = vec![
        { let __v = rw.value(b_z) ?; let mut __p : Vec < i64 > = Vec::new(); __p
        .push((1i64) as i64); ::lowrite_core::builtins::values::extract(__v, & __p, rw) ?
        }
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// `complex.constant [re, im]`: one struct constant of the two parts, as upstream makes it.
///
/// Rule at rules/complex.rules:14:
///
/// ```text
/// /// `complex.constant [re, im]`: one struct constant of the two parts, as upstream makes it.
/// rule complex.constant() {value = v} -> (r) => llvm.mlir.constant() {value = v} : convert(type(r));
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_complex_constant_0(
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
/// Rule at rules/complex.rules:20:
///
/// ```text
/// rule complex.add(x, y) -> (r) => {
///     let (a, b, c, d) = [extract(x, 0), extract(x, 1), extract(y, 0), extract(y, 1)];
///     let p = poison(convert(type(r)));
///     let re = llvm.fadd(a, c);
///     let im = llvm.fadd(b, d);
///     yield with_parts(p, re, im);
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_complex_add_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_x, b_y] = __op.operands[..] else {
        return Ok(false);
    };
    let b__fwd_fastmath = __op.attr("fastmath").cloned();
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    let __tuple1: Vec<::lowrite_core::ir::Value> = {
        let mut __l = Vec::new();
        __l.push({
            let __v = rw.value(b_x)?;
            let mut __p: Vec<i64> = Vec::new();
            __p.push((0i64) as i64);
            ::lowrite_core::builtins::values::extract(__v, &__p, rw)?
        });
        __l.push({
            let __v = rw.value(b_x)?;
            let mut __p: Vec<i64> = Vec::new();
            __p.push((1i64) as i64);
            ::lowrite_core::builtins::values::extract(__v, &__p, rw)?
        });
        __l.push({
            let __v = rw.value(b_y)?;
            let mut __p: Vec<i64> = Vec::new();
            __p.push((0i64) as i64);
            ::lowrite_core::builtins::values::extract(__v, &__p, rw)?
        });
        __l.push({
            let __v = rw.value(b_y)?;
            let mut __p: Vec<i64> = Vec::new();
            __p.push((1i64) as i64);
            ::lowrite_core::builtins::values::extract(__v, &__p, rw)?
        });
        __l
    };
    if __tuple1.len() != 4usize {
        return Err(
            ::lowrite_core::Error::at(
                &rw.loc(),
                format!("expected {} values, got {}", 4usize, __tuple1.len()),
            ),
        );
    }
    let b_a: ::lowrite_core::ir::Value = __tuple1[0usize];
    let b_b: ::lowrite_core::ir::Value = __tuple1[1usize];
    let b_c: ::lowrite_core::ir::Value = __tuple1[2usize];
    let b_d: ::lowrite_core::ir::Value = __tuple1[3usize];
    let b_p = ::lowrite_core::builtins::values::poison(&(rw.convert_type_of(b_r)?), rw)?;
    let b_re = ::lowrite_core::convert::build_one(
        ::lowrite_core::ir::OpSpec::named("llvm.fadd")
            .operands(vec![b_a, b_c])
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone())),
        op,
        Some((false, Some(1usize))),
        rw,
    )?;
    let b_im = ::lowrite_core::convert::build_one(
        ::lowrite_core::ir::OpSpec::named("llvm.fadd")
            .operands(vec![b_b, b_d])
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone())),
        op,
        Some((false, Some(1usize))),
        rw,
    )?;
    let __yielded = vec![
        { let __agg = { let __agg = b_p; let __v = b_re; let mut __p : Vec < i64 > =
        Vec::new(); __p.push((0i64) as i64);
        ::lowrite_core::builtins::values::insert(__agg, __v, & __p, rw) ? }; let __v =
        b_im; let mut __p : Vec < i64 > = Vec::new(); __p.push((1i64) as i64);
        ::lowrite_core::builtins::values::insert(__agg, __v, & __p, rw) ? }
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// Rule at rules/complex.rules:28:
///
/// ```text
/// rule complex.sub(x, y) -> (r) => {
///     let (a, b, c, d) = [extract(x, 0), extract(x, 1), extract(y, 0), extract(y, 1)];
///     let p = poison(convert(type(r)));
///     let re = llvm.fsub(a, c);
///     let im = llvm.fsub(b, d);
///     yield with_parts(p, re, im);
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_complex_sub_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_x, b_y] = __op.operands[..] else {
        return Ok(false);
    };
    let b__fwd_fastmath = __op.attr("fastmath").cloned();
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    let __tuple1: Vec<::lowrite_core::ir::Value> = {
        let mut __l = Vec::new();
        __l.push({
            let __v = rw.value(b_x)?;
            let mut __p: Vec<i64> = Vec::new();
            __p.push((0i64) as i64);
            ::lowrite_core::builtins::values::extract(__v, &__p, rw)?
        });
        __l.push({
            let __v = rw.value(b_x)?;
            let mut __p: Vec<i64> = Vec::new();
            __p.push((1i64) as i64);
            ::lowrite_core::builtins::values::extract(__v, &__p, rw)?
        });
        __l.push({
            let __v = rw.value(b_y)?;
            let mut __p: Vec<i64> = Vec::new();
            __p.push((0i64) as i64);
            ::lowrite_core::builtins::values::extract(__v, &__p, rw)?
        });
        __l.push({
            let __v = rw.value(b_y)?;
            let mut __p: Vec<i64> = Vec::new();
            __p.push((1i64) as i64);
            ::lowrite_core::builtins::values::extract(__v, &__p, rw)?
        });
        __l
    };
    if __tuple1.len() != 4usize {
        return Err(
            ::lowrite_core::Error::at(
                &rw.loc(),
                format!("expected {} values, got {}", 4usize, __tuple1.len()),
            ),
        );
    }
    let b_a: ::lowrite_core::ir::Value = __tuple1[0usize];
    let b_b: ::lowrite_core::ir::Value = __tuple1[1usize];
    let b_c: ::lowrite_core::ir::Value = __tuple1[2usize];
    let b_d: ::lowrite_core::ir::Value = __tuple1[3usize];
    let b_p = ::lowrite_core::builtins::values::poison(&(rw.convert_type_of(b_r)?), rw)?;
    let b_re = ::lowrite_core::convert::build_one(
        ::lowrite_core::ir::OpSpec::named("llvm.fsub")
            .operands(vec![b_a, b_c])
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone())),
        op,
        Some((false, Some(1usize))),
        rw,
    )?;
    let b_im = ::lowrite_core::convert::build_one(
        ::lowrite_core::ir::OpSpec::named("llvm.fsub")
            .operands(vec![b_b, b_d])
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone())),
        op,
        Some((false, Some(1usize))),
        rw,
    )?;
    let __yielded = vec![
        { let __agg = { let __agg = b_p; let __v = b_re; let mut __p : Vec < i64 > =
        Vec::new(); __p.push((0i64) as i64);
        ::lowrite_core::builtins::values::insert(__agg, __v, & __p, rw) ? }; let __v =
        b_im; let mut __p : Vec < i64 > = Vec::new(); __p.push((1i64) as i64);
        ::lowrite_core::builtins::values::insert(__agg, __v, & __p, rw) ? }
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// (a + bi)(c + di) = (ac - bd) + (ad + bc)i.
///
/// Rule at rules/complex.rules:37:
///
/// ```text
/// /// (a + bi)(c + di) = (ac - bd) + (ad + bc)i.
/// rule complex.mul(x, y) -> (r) => {
///     let t = convert(elem(type(r)));
///     let (a, b, c, d) = [extract(x, 0), extract(x, 1), extract(y, 0), extract(y, 1)];
///     let p = poison(convert(type(r)));
///     let re = llvm.fsub(llvm.fmul(c, a) : t, llvm.fmul(d, b) : t) : t;
///     let im = llvm.fadd(llvm.fmul(b, c) : t, llvm.fmul(a, d) : t) : t;
///     yield with_parts(p, re, im);
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_complex_mul_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_x, b_y] = __op.operands[..] else {
        return Ok(false);
    };
    let b__fwd_fastmath = __op.attr("fastmath").cloned();
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    let b_t = {
        let __t = ::lowrite_core::builtins::types::elem(
            &(rw.source().value_type(b_r).clone()),
        );
        rw.convert_type(&__t)?
    };
    let __tuple1: Vec<::lowrite_core::ir::Value> = {
        let mut __l = Vec::new();
        __l.push({
            let __v = rw.value(b_x)?;
            let mut __p: Vec<i64> = Vec::new();
            __p.push((0i64) as i64);
            ::lowrite_core::builtins::values::extract(__v, &__p, rw)?
        });
        __l.push({
            let __v = rw.value(b_x)?;
            let mut __p: Vec<i64> = Vec::new();
            __p.push((1i64) as i64);
            ::lowrite_core::builtins::values::extract(__v, &__p, rw)?
        });
        __l.push({
            let __v = rw.value(b_y)?;
            let mut __p: Vec<i64> = Vec::new();
            __p.push((0i64) as i64);
            ::lowrite_core::builtins::values::extract(__v, &__p, rw)?
        });
        __l.push({
            let __v = rw.value(b_y)?;
            let mut __p: Vec<i64> = Vec::new();
            __p.push((1i64) as i64);
            ::lowrite_core::builtins::values::extract(__v, &__p, rw)?
        });
        __l
    };
    if __tuple1.len() != 4usize {
        return Err(
            ::lowrite_core::Error::at(
                &rw.loc(),
                format!("expected {} values, got {}", 4usize, __tuple1.len()),
            ),
        );
    }
    let b_a: ::lowrite_core::ir::Value = __tuple1[0usize];
    let b_b: ::lowrite_core::ir::Value = __tuple1[1usize];
    let b_c: ::lowrite_core::ir::Value = __tuple1[2usize];
    let b_d: ::lowrite_core::ir::Value = __tuple1[3usize];
    let b_p = ::lowrite_core::builtins::values::poison(&(rw.convert_type_of(b_r)?), rw)?;
    let b_re = ::lowrite_core::convert::build_one(
        ::lowrite_core::ir::OpSpec::named("llvm.fsub")
            .operands(
                vec![
                    ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.fmul")
                    .operands(vec![b_c, b_a]).results(vec![b_t.clone()])
                    .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath
                    .clone())), op, None, rw,) ?,
                    ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.fmul")
                    .operands(vec![b_d, b_b]).results(vec![b_t.clone()])
                    .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath
                    .clone())), op, None, rw,) ?
                ],
            )
            .results(vec![b_t.clone()])
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone())),
        op,
        None,
        rw,
    )?;
    let b_im = ::lowrite_core::convert::build_one(
        ::lowrite_core::ir::OpSpec::named("llvm.fadd")
            .operands(
                vec![
                    ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.fmul")
                    .operands(vec![b_b, b_c]).results(vec![b_t.clone()])
                    .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath
                    .clone())), op, None, rw,) ?,
                    ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.fmul")
                    .operands(vec![b_a, b_d]).results(vec![b_t.clone()])
                    .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath
                    .clone())), op, None, rw,) ?
                ],
            )
            .results(vec![b_t.clone()])
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone())),
        op,
        None,
        rw,
    )?;
    let __yielded = vec![
        { let __agg = { let __agg = b_p; let __v = b_re; let mut __p : Vec < i64 > =
        Vec::new(); __p.push((0i64) as i64);
        ::lowrite_core::builtins::values::insert(__agg, __v, & __p, rw) ? }; let __v =
        b_im; let mut __p : Vec < i64 > = Vec::new(); __p.push((1i64) as i64);
        ::lowrite_core::builtins::values::insert(__agg, __v, & __p, rw) ? }
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// (a + bi) / (c + di) = ((ac + bd) + (bc - ad)i) / (c² + d²), the straightforward formula
/// upstream's convert-complex-to-llvm uses.
///
/// Rule at rules/complex.rules:48:
///
/// ```text
/// /// (a + bi) / (c + di) = ((ac + bd) + (bc - ad)i) / (c² + d²), the straightforward formula
/// /// upstream's convert-complex-to-llvm uses.
/// rule complex.div(x, y) -> (r) => {
///     let t = convert(elem(type(r)));
///     let (a, b, c, d) = [extract(x, 0), extract(x, 1), extract(y, 0), extract(y, 1)];
///     let p = poison(convert(type(r)));
///     let den = llvm.fadd(llvm.fmul(c, c) : t, llvm.fmul(d, d) : t) : t;
///     let re = llvm.fadd(llvm.fmul(a, c) : t, llvm.fmul(b, d) : t) : t;
///     let im = llvm.fsub(llvm.fmul(b, c) : t, llvm.fmul(a, d) : t) : t;
///     let re_q = llvm.fdiv(re, den) : t;
///     let im_q = llvm.fdiv(im, den) : t;
///     yield with_parts(p, re_q, im_q);
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_complex_div_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_x, b_y] = __op.operands[..] else {
        return Ok(false);
    };
    let b__fwd_fastmath = __op.attr("fastmath").cloned();
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    let b_t = {
        let __t = ::lowrite_core::builtins::types::elem(
            &(rw.source().value_type(b_r).clone()),
        );
        rw.convert_type(&__t)?
    };
    let __tuple1: Vec<::lowrite_core::ir::Value> = {
        let mut __l = Vec::new();
        __l.push({
            let __v = rw.value(b_x)?;
            let mut __p: Vec<i64> = Vec::new();
            __p.push((0i64) as i64);
            ::lowrite_core::builtins::values::extract(__v, &__p, rw)?
        });
        __l.push({
            let __v = rw.value(b_x)?;
            let mut __p: Vec<i64> = Vec::new();
            __p.push((1i64) as i64);
            ::lowrite_core::builtins::values::extract(__v, &__p, rw)?
        });
        __l.push({
            let __v = rw.value(b_y)?;
            let mut __p: Vec<i64> = Vec::new();
            __p.push((0i64) as i64);
            ::lowrite_core::builtins::values::extract(__v, &__p, rw)?
        });
        __l.push({
            let __v = rw.value(b_y)?;
            let mut __p: Vec<i64> = Vec::new();
            __p.push((1i64) as i64);
            ::lowrite_core::builtins::values::extract(__v, &__p, rw)?
        });
        __l
    };
    if __tuple1.len() != 4usize {
        return Err(
            ::lowrite_core::Error::at(
                &rw.loc(),
                format!("expected {} values, got {}", 4usize, __tuple1.len()),
            ),
        );
    }
    let b_a: ::lowrite_core::ir::Value = __tuple1[0usize];
    let b_b: ::lowrite_core::ir::Value = __tuple1[1usize];
    let b_c: ::lowrite_core::ir::Value = __tuple1[2usize];
    let b_d: ::lowrite_core::ir::Value = __tuple1[3usize];
    let b_p = ::lowrite_core::builtins::values::poison(&(rw.convert_type_of(b_r)?), rw)?;
    let b_den = ::lowrite_core::convert::build_one(
        ::lowrite_core::ir::OpSpec::named("llvm.fadd")
            .operands(
                vec![
                    ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.fmul")
                    .operands(vec![b_c, b_c]).results(vec![b_t.clone()])
                    .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath
                    .clone())), op, None, rw,) ?,
                    ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.fmul")
                    .operands(vec![b_d, b_d]).results(vec![b_t.clone()])
                    .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath
                    .clone())), op, None, rw,) ?
                ],
            )
            .results(vec![b_t.clone()])
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone())),
        op,
        None,
        rw,
    )?;
    let b_re = ::lowrite_core::convert::build_one(
        ::lowrite_core::ir::OpSpec::named("llvm.fadd")
            .operands(
                vec![
                    ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.fmul")
                    .operands(vec![b_a, b_c]).results(vec![b_t.clone()])
                    .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath
                    .clone())), op, None, rw,) ?,
                    ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.fmul")
                    .operands(vec![b_b, b_d]).results(vec![b_t.clone()])
                    .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath
                    .clone())), op, None, rw,) ?
                ],
            )
            .results(vec![b_t.clone()])
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone())),
        op,
        None,
        rw,
    )?;
    let b_im = ::lowrite_core::convert::build_one(
        ::lowrite_core::ir::OpSpec::named("llvm.fsub")
            .operands(
                vec![
                    ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.fmul")
                    .operands(vec![b_b, b_c]).results(vec![b_t.clone()])
                    .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath
                    .clone())), op, None, rw,) ?,
                    ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.fmul")
                    .operands(vec![b_a, b_d]).results(vec![b_t.clone()])
                    .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath
                    .clone())), op, None, rw,) ?
                ],
            )
            .results(vec![b_t.clone()])
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone())),
        op,
        None,
        rw,
    )?;
    let b_re_q = ::lowrite_core::convert::build_one(
        ::lowrite_core::ir::OpSpec::named("llvm.fdiv")
            .operands(vec![b_re, b_den])
            .results(vec![b_t.clone()])
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone())),
        op,
        None,
        rw,
    )?;
    let b_im_q = ::lowrite_core::convert::build_one(
        ::lowrite_core::ir::OpSpec::named("llvm.fdiv")
            .operands(vec![b_im, b_den])
            .results(vec![b_t.clone()])
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone())),
        op,
        None,
        rw,
    )?;
    let __yielded = vec![
        { let __agg = { let __agg = b_p; let __v = b_re_q; let mut __p : Vec < i64 > =
        Vec::new(); __p.push((0i64) as i64);
        ::lowrite_core::builtins::values::insert(__agg, __v, & __p, rw) ? }; let __v =
        b_im_q; let mut __p : Vec < i64 > = Vec::new(); __p.push((1i64) as i64);
        ::lowrite_core::builtins::values::insert(__agg, __v, & __p, rw) ? }
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// |a + bi| = sqrt(a² + b²).
///
/// Rule at rules/complex.rules:61:
///
/// ```text
/// /// |a + bi| = sqrt(a² + b²).
/// rule complex.abs(z) -> (r) => {
///     let t = convert(type(r));
///     let (a, b) = [extract(z, 0), extract(z, 1)];
///     let s = llvm.fadd(llvm.fmul(a, a) : t, llvm.fmul(b, b) : t) : t;
///     yield llvm.intr.sqrt(s) : t;
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_complex_abs_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_z] = __op.operands[..] else {
        return Ok(false);
    };
    let b__fwd_fastmath = __op.attr("fastmath").cloned();
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    let b_t = rw.convert_type_of(b_r)?;
    let __tuple1: Vec<::lowrite_core::ir::Value> = {
        let mut __l = Vec::new();
        __l.push({
            let __v = rw.value(b_z)?;
            let mut __p: Vec<i64> = Vec::new();
            __p.push((0i64) as i64);
            ::lowrite_core::builtins::values::extract(__v, &__p, rw)?
        });
        __l.push({
            let __v = rw.value(b_z)?;
            let mut __p: Vec<i64> = Vec::new();
            __p.push((1i64) as i64);
            ::lowrite_core::builtins::values::extract(__v, &__p, rw)?
        });
        __l
    };
    if __tuple1.len() != 2usize {
        return Err(
            ::lowrite_core::Error::at(
                &rw.loc(),
                format!("expected {} values, got {}", 2usize, __tuple1.len()),
            ),
        );
    }
    let b_a: ::lowrite_core::ir::Value = __tuple1[0usize];
    let b_b: ::lowrite_core::ir::Value = __tuple1[1usize];
    let b_s = ::lowrite_core::convert::build_one(
        ::lowrite_core::ir::OpSpec::named("llvm.fadd")
            .operands(
                vec![
                    ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.fmul")
                    .operands(vec![b_a, b_a]).results(vec![b_t.clone()])
                    .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath
                    .clone())), op, None, rw,) ?,
                    ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.fmul")
                    .operands(vec![b_b, b_b]).results(vec![b_t.clone()])
                    .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath
                    .clone())), op, None, rw,) ?
                ],
            )
            .results(vec![b_t.clone()])
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone())),
        op,
        None,
        rw,
    )?;
    let __yielded = vec![
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.sqrt")
        .operands(vec![b_s]).results(vec![b_t.clone()]).attr_opt("fastmathFlags",
        enum_map_fastmath(b__fwd_fastmath.clone())), op, None, rw,) ?
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// `complex.neg`: both parts negated (upstream's convert-complex-to-llvm has no pattern for it;
/// this is what convert-complex-to-standard computes).
///
/// Rule at rules/complex.rules:70:
///
/// ```text
/// /// `complex.neg`: both parts negated (upstream's convert-complex-to-llvm has no pattern for it;
/// /// this is what convert-complex-to-standard computes).
/// rule complex.neg(z) -> (r) => pack_fields(convert(type(r)), llvm.fneg(extract(z, 0)), llvm.fneg(extract(z, 1)));
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_complex_neg_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_z] = __op.operands[..] else {
        return Ok(false);
    };
    let b__fwd_fastmath = __op.attr("fastmath").cloned();
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    let __yielded = vec![
        ::lowrite_core::builtins::values::pack_fields(& (rw.convert_type_of(b_r) ?), &
        vec![::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.fneg")
        .operands(vec![{ let __v = rw.value(b_z) ?; let mut __p : Vec < i64 > =
        Vec::new(); __p.push((0i64) as i64);
        ::lowrite_core::builtins::values::extract(__v, & __p, rw) ? }])
        .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone())), op,
        Some((false, Some(1usize))), rw,) ?,
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.fneg")
        .operands(vec![{ let __v = rw.value(b_z) ?; let mut __p : Vec < i64 > =
        Vec::new(); __p.push((1i64) as i64);
        ::lowrite_core::builtins::values::extract(__v, & __p, rw) ? }])
        .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone())), op,
        Some((false, Some(1usize))), rw,) ?], rw) ?
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// `complex.conj`: the imaginary part negated (as convert-complex-to-standard computes it).
///
/// Rule at rules/complex.rules:73:
///
/// ```text
/// /// `complex.conj`: the imaginary part negated (as convert-complex-to-standard computes it).
/// rule complex.conj(z) -> (r) => {
///     let im = llvm.fneg(extract(z, 1));
///     yield pack_fields(convert(type(r)), extract(z, 0), im);
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_complex_conj_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_z] = __op.operands[..] else {
        return Ok(false);
    };
    let b__fwd_fastmath = __op.attr("fastmath").cloned();
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    let b_im = ::lowrite_core::convert::build_one(
        ::lowrite_core::ir::OpSpec::named("llvm.fneg")
            .operands(
                vec![
                    { let __v = rw.value(b_z) ?; let mut __p : Vec < i64 > = Vec::new();
                    __p.push((1i64) as i64);
                    ::lowrite_core::builtins::values::extract(__v, & __p, rw) ? }
                ],
            )
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone())),
        op,
        Some((false, Some(1usize))),
        rw,
    )?;
    let __yielded = vec![
        ::lowrite_core::builtins::values::pack_fields(& (rw.convert_type_of(b_r) ?), &
        vec![{ let __v = rw.value(b_z) ?; let mut __p : Vec < i64 > = Vec::new(); __p
        .push((0i64) as i64); ::lowrite_core::builtins::values::extract(__v, & __p, rw) ?
        }, b_im], rw) ?
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
