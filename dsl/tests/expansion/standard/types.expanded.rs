/// Rules compiled from `rules/types.rules` by lowrite-dsl.
pub static RULES: ::lowrite_core::convert::RuleSet = ::lowrite_core::convert::RuleSet {
    name: "rules/types.rules",
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
    patterns: &[],
    type_rules: 18usize,
    natives: &[],
    native_fns: &[],
    boundary: &boundary,
    boundary_rules: 5usize,
    elementwise: &[],
    float_ops: &[],
};
/// The boundary rules of this file: how values of a type cross function boundaries.
#[allow(unused_variables)]
fn boundary(
    cx: &mut ::lowrite_core::convert::TypeConverter<'_>,
    ty: &::lowrite_core::ir::Type,
) -> ::core::option::Option<::lowrite_core::convert::Boundary> {
    if let Some(b) = boundary_rule_0(cx, ty) {
        return Some(b);
    }
    if let Some(b) = boundary_rule_1(cx, ty) {
        return Some(b);
    }
    if let Some(b) = boundary_rule_2(cx, ty) {
        return Some(b);
    }
    if let Some(b) = boundary_rule_3(cx, ty) {
        return Some(b);
    }
    if let Some(b) = boundary_rule_4(cx, ty) {
        return Some(b);
    }
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
    if let Some(r) = type_rule_3(cx, ty) {
        return Some(r);
    }
    if let Some(r) = type_rule_7(cx, ty) {
        return Some(r);
    }
    if let Some(r) = type_rule_8(cx, ty) {
        return Some(r);
    }
    if let Some(r) = type_rule_0(cx, ty) {
        return Some(r);
    }
    if let Some(r) = type_rule_1(cx, ty) {
        return Some(r);
    }
    if let Some(r) = type_rule_2(cx, ty) {
        return Some(r);
    }
    if let Some(r) = type_rule_4(cx, ty) {
        return Some(r);
    }
    if let Some(r) = type_rule_5(cx, ty) {
        return Some(r);
    }
    if let Some(r) = type_rule_6(cx, ty) {
        return Some(r);
    }
    if let Some(r) = type_rule_9(cx, ty) {
        return Some(r);
    }
    if let Some(r) = type_rule_10(cx, ty) {
        return Some(r);
    }
    if let Some(r) = type_rule_11(cx, ty) {
        return Some(r);
    }
    if let Some(r) = type_rule_12(cx, ty) {
        return Some(r);
    }
    if let Some(r) = type_rule_13(cx, ty) {
        return Some(r);
    }
    if let Some(r) = type_rule_14(cx, ty) {
        return Some(r);
    }
    if let Some(r) = type_rule_15(cx, ty) {
        return Some(r);
    }
    if let Some(r) = type_rule_16(cx, ty) {
        return Some(r);
    }
    if let Some(r) = type_rule_17(cx, ty) {
        return Some(r);
    }
    None
}
/// Integers of any signedness become signless integers of the same width.
///
/// Rule at rules/types.rules:6:
///
/// ```text
/// /// Integers of any signedness become signless integers of the same width.
/// type int(w) => int(w);
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
        let ::lowrite_core::ir::Type::Int { width: __w1, .. } = (ty) else {
            return Ok(None);
        };
        let b_w: i64 = (*__w1 as i64);
        Ok(Some((::lowrite_core::builtins::types::int(b_w.clone())?)))
    })()
        .transpose()
}
/// `index` becomes an integer of the configured width.
///
/// Rule at rules/types.rules:9:
///
/// ```text
/// /// `index` becomes an integer of the configured width.
/// type index => int(index_bitwidth);
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
/// Floating-point types are LLVM types already.
///
/// Rule at rules/types.rules:12:
///
/// ```text
/// /// Floating-point types are LLVM types already.
/// type float => self;
/// ```
#[allow(unused_variables, unused_mut, clippy::all)]
fn type_rule_2(
    cx: &mut ::lowrite_core::convert::TypeConverter<'_>,
    ty: &::lowrite_core::ir::Type,
) -> ::core::option::Option<
    ::core::result::Result<::lowrite_core::ir::Type, ::std::string::String>,
> {
    (|| -> ::core::result::Result<
        ::core::option::Option<::lowrite_core::ir::Type>,
        ::std::string::String,
    > {
        if !matches!(* (ty), ::lowrite_core::ir::Type::Float(_)) {
            return Ok(None);
        }
        Ok(Some(ty.clone()))
    })()
        .transpose()
}
/// Float formats LLVM has no type for (`f8E4M3FN`, `f6E2M3FN`, `f4E2M1FN`...) become integers
/// of their width holding the bit pattern; computing on them takes software
/// (`convert-arith-to-apfloat`, `convert-math-to-apfloat`). Its priority puts it before the
/// rule above.
///
/// Rule at rules/types.rules:18:
///
/// ```text
/// /// Float formats LLVM has no type for (`f8E4M3FN`, `f6E2M3FN`, `f4E2M1FN`...) become integers
/// /// of their width holding the bit pattern; computing on them takes software
/// /// (`convert-arith-to-apfloat`, `convert-math-to-apfloat`). Its priority puts it before the
/// /// rule above.
/// type float where apfloat_semantics(self) >= 0 prio 1 => int(width(self));
/// ```
#[allow(unused_variables, unused_mut, clippy::all)]
fn type_rule_3(
    cx: &mut ::lowrite_core::convert::TypeConverter<'_>,
    ty: &::lowrite_core::ir::Type,
) -> ::core::option::Option<
    ::core::result::Result<::lowrite_core::ir::Type, ::std::string::String>,
> {
    (|| -> ::core::result::Result<
        ::core::option::Option<::lowrite_core::ir::Type>,
        ::std::string::String,
    > {
        if !matches!(* (ty), ::lowrite_core::ir::Type::Float(_)) {
            return Ok(None);
        }
        if !(((::lowrite_core::builtins::layout::apfloat_semantics(&(ty.clone())))
            >= (0i64)))
        {
            return Ok(None);
        }
        Ok(
            Some(
                (::lowrite_core::builtins::types::int(
                    ::lowrite_core::builtins::types::width(&(ty.clone())),
                )?),
            ),
        )
    })()
        .transpose()
}
/// 1-D fixed vectors keep their shape, with converted elements.
///
/// Rule at rules/types.rules:21:
///
/// ```text
/// /// 1-D fixed vectors keep their shape, with converted elements.
/// type vector(n, e) => vector(n, convert(e));
/// ```
#[allow(unused_variables, unused_mut, clippy::all)]
fn type_rule_4(
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
/// An n-D vector becomes nested arrays of 1-D vectors of its innermost dimension:
/// `vector<2x3x4xf32>` is `!llvm.array<2 x array<3 x vector<4xf32>>>`.
///
/// Rule at rules/types.rules:25:
///
/// ```text
/// /// An n-D vector becomes nested arrays of 1-D vectors of its innermost dimension:
/// /// `vector<2x3x4xf32>` is `!llvm.array<2 x array<3 x vector<4xf32>>>`.
/// type vector where rank(self) > 1 => array(dim(self, 0), convert(subvector(self)));
/// ```
#[allow(unused_variables, unused_mut, clippy::all)]
fn type_rule_5(
    cx: &mut ::lowrite_core::convert::TypeConverter<'_>,
    ty: &::lowrite_core::ir::Type,
) -> ::core::option::Option<
    ::core::result::Result<::lowrite_core::ir::Type, ::std::string::String>,
> {
    (|| -> ::core::result::Result<
        ::core::option::Option<::lowrite_core::ir::Type>,
        ::std::string::String,
    > {
        if !matches!(* (ty), ::lowrite_core::ir::Type::Vector { .. }) {
            return Ok(None);
        }
        if !(((::lowrite_core::builtins::types::rank(&(ty.clone()))) > (1i64))) {
            return Ok(None);
        }
        Ok(
            Some(
                ::lowrite_core::builtins::types::array(
                    ::lowrite_core::builtins::layout::dim(&(ty.clone()), 0i64),
                    &({
                        let __t = ::lowrite_core::builtins::types::subvector(
                            &(ty.clone()),
                        );
                        cx.convert(&__t)?
                    }),
                ),
            ),
        )
    })()
        .transpose()
}
/// Tensors have no LLVM representation.
///
/// Rule at rules/types.rules:28:
///
/// ```text
/// /// Tensors have no LLVM representation.
/// type tensor => error "tensors must be bufferized before lowering to the LLVM dialect: add --prep (which runs the passes the program needs) or --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries})'";
/// ```
#[allow(unused_variables, unused_mut, clippy::all)]
fn type_rule_6(
    cx: &mut ::lowrite_core::convert::TypeConverter<'_>,
    ty: &::lowrite_core::ir::Type,
) -> ::core::option::Option<
    ::core::result::Result<::lowrite_core::ir::Type, ::std::string::String>,
> {
    (|| -> ::core::result::Result<
        ::core::option::Option<::lowrite_core::ir::Type>,
        ::std::string::String,
    > {
        if !matches!(* (ty), ::lowrite_core::ir::Type::Tensor { .. }) {
            return Ok(None);
        }
        Err(
            format!(
                "cannot convert type '{}': {}", ty,
                "tensors must be bufferized before lowering to the LLVM dialect: add --prep (which runs the passes the program needs) or --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries})'"
            ),
        )
    })()
        .transpose()
}
/// Memrefs whose layout is not strided have no descriptor.
///
/// Rule at rules/types.rules:31:
///
/// ```text
/// /// Memrefs whose layout is not strided have no descriptor.
/// type memref where !strided(self) prio 1
///     => error "only memrefs with a strided layout can be lowered to the LLVM dialect";
/// ```
#[allow(unused_variables, unused_mut, clippy::all)]
fn type_rule_7(
    cx: &mut ::lowrite_core::convert::TypeConverter<'_>,
    ty: &::lowrite_core::ir::Type,
) -> ::core::option::Option<
    ::core::result::Result<::lowrite_core::ir::Type, ::std::string::String>,
> {
    (|| -> ::core::result::Result<
        ::core::option::Option<::lowrite_core::ir::Type>,
        ::std::string::String,
    > {
        let ::lowrite_core::ir::Type::MemRef { elem: __elem1, .. } = (ty) else {
            return Ok(None);
        };
        if !((!(::lowrite_core::builtins::layout::strided(&(ty.clone()))))) {
            return Ok(None);
        }
        Err(
            format!(
                "cannot convert type '{}': {}", ty,
                "only memrefs with a strided layout can be lowered to the LLVM dialect"
            ),
        )
    })()
        .transpose()
}
/// Memory spaces other than integers have no LLVM address space.
///
/// Rule at rules/types.rules:35:
///
/// ```text
/// /// Memory spaces other than integers have no LLVM address space.
/// type memref where address_space(self) < 0 prio 1
///     => error concat(concat("conversion of memref memory space ", memory_space(self)),
///                     " to integer address space failed. Consider adding memory space conversions.");
/// ```
#[allow(unused_variables, unused_mut, clippy::all)]
fn type_rule_8(
    cx: &mut ::lowrite_core::convert::TypeConverter<'_>,
    ty: &::lowrite_core::ir::Type,
) -> ::core::option::Option<
    ::core::result::Result<::lowrite_core::ir::Type, ::std::string::String>,
> {
    (|| -> ::core::result::Result<
        ::core::option::Option<::lowrite_core::ir::Type>,
        ::std::string::String,
    > {
        let ::lowrite_core::ir::Type::MemRef { elem: __elem1, .. } = (ty) else {
            return Ok(None);
        };
        if !(((::lowrite_core::builtins::layout::address_space(&(ty.clone()))) < (0i64)))
        {
            return Ok(None);
        }
        Err(
            format!(
                "cannot convert type '{}': {}", ty,
                ::lowrite_core::builtins::attrs::concat(&
                (::lowrite_core::builtins::attrs::concat(&
                ("conversion of memref memory space "), &
                (::lowrite_core::builtins::layout::memory_space(& (ty.clone()))))), &
                (" to integer address space failed. Consider adding memory space conversions."))
            ),
        )
    })()
        .transpose()
}
/// A rank-0 memref: the descriptor {allocated pointer, aligned pointer, offset}, the pointers in
/// the address space numbered by the memory space.
///
/// Rule at rules/types.rules:41:
///
/// ```text
/// /// A rank-0 memref: the descriptor {allocated pointer, aligned pointer, offset}, the pointers in
/// /// the address space numbered by the memory space.
/// type memref where rank(self) == 0
///     => struct(ptr(address_space(self)), ptr(address_space(self)), it());
/// ```
#[allow(unused_variables, unused_mut, clippy::all)]
fn type_rule_9(
    cx: &mut ::lowrite_core::convert::TypeConverter<'_>,
    ty: &::lowrite_core::ir::Type,
) -> ::core::option::Option<
    ::core::result::Result<::lowrite_core::ir::Type, ::std::string::String>,
> {
    (|| -> ::core::result::Result<
        ::core::option::Option<::lowrite_core::ir::Type>,
        ::std::string::String,
    > {
        let ::lowrite_core::ir::Type::MemRef { elem: __elem1, .. } = (ty) else {
            return Ok(None);
        };
        if !(((::lowrite_core::builtins::types::rank(&(ty.clone()))) == (0i64))) {
            return Ok(None);
        }
        Ok(
            Some(
                ::lowrite_core::builtins::types::struct_of(
                    &vec![
                        ::lowrite_core::builtins::types::ptr(::lowrite_core::builtins::layout::address_space(&
                        (ty.clone()))),
                        ::lowrite_core::builtins::types::ptr(::lowrite_core::builtins::layout::address_space(&
                        (ty.clone()))), (::lowrite_core::builtins::types::int(cx
                        .options().int("index_bitwidth")) ?)
                    ],
                ),
            ),
        )
    })()
        .transpose()
}
/// A ranked memref: the descriptor {allocated pointer, aligned pointer, offset, sizes[rank],
/// strides[rank]}.
///
/// Rule at rules/types.rules:46:
///
/// ```text
/// /// A ranked memref: the descriptor {allocated pointer, aligned pointer, offset, sizes[rank],
/// /// strides[rank]}.
/// type memref where rank(self) > 0 => struct(
///     ptr(address_space(self)), ptr(address_space(self)), it(),
///     array(rank(self), it()), array(rank(self), it())
/// );
/// ```
#[allow(unused_variables, unused_mut, clippy::all)]
fn type_rule_10(
    cx: &mut ::lowrite_core::convert::TypeConverter<'_>,
    ty: &::lowrite_core::ir::Type,
) -> ::core::option::Option<
    ::core::result::Result<::lowrite_core::ir::Type, ::std::string::String>,
> {
    (|| -> ::core::result::Result<
        ::core::option::Option<::lowrite_core::ir::Type>,
        ::std::string::String,
    > {
        let ::lowrite_core::ir::Type::MemRef { elem: __elem1, .. } = (ty) else {
            return Ok(None);
        };
        if !(((::lowrite_core::builtins::types::rank(&(ty.clone()))) > (0i64))) {
            return Ok(None);
        }
        Ok(
            Some(
                ::lowrite_core::builtins::types::struct_of(
                    &vec![
                        ::lowrite_core::builtins::types::ptr(::lowrite_core::builtins::layout::address_space(&
                        (ty.clone()))),
                        ::lowrite_core::builtins::types::ptr(::lowrite_core::builtins::layout::address_space(&
                        (ty.clone()))), (::lowrite_core::builtins::types::int(cx
                        .options().int("index_bitwidth")) ?),
                        ::lowrite_core::builtins::types::array(::lowrite_core::builtins::types::rank(&
                        (ty.clone())), & ((::lowrite_core::builtins::types::int(cx
                        .options().int("index_bitwidth")) ?))),
                        ::lowrite_core::builtins::types::array(::lowrite_core::builtins::types::rank(&
                        (ty.clone())), & ((::lowrite_core::builtins::types::int(cx
                        .options().int("index_bitwidth")) ?)))
                    ],
                ),
            ),
        )
    })()
        .transpose()
}
/// An unranked memref: {rank, pointer to a ranked descriptor}.
///
/// Rule at rules/types.rules:52:
///
/// ```text
/// /// An unranked memref: {rank, pointer to a ranked descriptor}.
/// type unranked_memref => struct(it(), ptr);
/// ```
#[allow(unused_variables, unused_mut, clippy::all)]
fn type_rule_11(
    cx: &mut ::lowrite_core::convert::TypeConverter<'_>,
    ty: &::lowrite_core::ir::Type,
) -> ::core::option::Option<
    ::core::result::Result<::lowrite_core::ir::Type, ::std::string::String>,
> {
    (|| -> ::core::result::Result<
        ::core::option::Option<::lowrite_core::ir::Type>,
        ::std::string::String,
    > {
        let ::lowrite_core::ir::Type::UnrankedMemRef { elem: __elem1, .. } = (ty) else {
            return Ok(None);
        };
        Ok(
            Some(
                ::lowrite_core::builtins::types::struct_of(
                    &vec![
                        (::lowrite_core::builtins::types::int(cx.options()
                        .int("index_bitwidth")) ?), ::lowrite_core::ir::Type::ptr()
                    ],
                ),
            ),
        )
    })()
        .transpose()
}
/// A complex number: {real, imaginary}.
///
/// Rule at rules/types.rules:55:
///
/// ```text
/// /// A complex number: {real, imaginary}.
/// type complex(e) => struct(convert(e), convert(e));
/// ```
#[allow(unused_variables, unused_mut, clippy::all)]
fn type_rule_12(
    cx: &mut ::lowrite_core::convert::TypeConverter<'_>,
    ty: &::lowrite_core::ir::Type,
) -> ::core::option::Option<
    ::core::result::Result<::lowrite_core::ir::Type, ::std::string::String>,
> {
    (|| -> ::core::result::Result<
        ::core::option::Option<::lowrite_core::ir::Type>,
        ::std::string::String,
    > {
        let ::lowrite_core::ir::Type::Complex(__elem1) = (ty) else {
            return Ok(None);
        };
        let b_e: ::lowrite_core::ir::Type = (__elem1.as_ref()).clone();
        Ok(
            Some(
                ::lowrite_core::builtins::types::struct_of(
                    &vec![
                        { let __t = b_e.clone(); cx.convert(& __t) ? }, { let __t = b_e
                        .clone(); cx.convert(& __t) ? }
                    ],
                ),
            ),
        )
    })()
        .transpose()
}
/// LLVM arrays and structs holding non-LLVM types get converted elements; an identified
/// struct becomes the identified struct `_Converted.NAME` (its packing kept). Those holding
/// LLVM types only are kept as they are.
///
/// Rule at rules/types.rules:60:
///
/// ```text
/// /// LLVM arrays and structs holding non-LLVM types get converted elements; an identified
/// /// struct becomes the identified struct `_Converted.NAME` (its packing kept). Those holding
/// /// LLVM types only are kept as they are.
/// type array(n, e) where !(e is llvm) => array(n, convert(e));
/// ```
#[allow(unused_variables, unused_mut, clippy::all)]
fn type_rule_13(
    cx: &mut ::lowrite_core::convert::TypeConverter<'_>,
    ty: &::lowrite_core::ir::Type,
) -> ::core::option::Option<
    ::core::result::Result<::lowrite_core::ir::Type, ::std::string::String>,
> {
    (|| -> ::core::result::Result<
        ::core::option::Option<::lowrite_core::ir::Type>,
        ::std::string::String,
    > {
        let ::lowrite_core::ir::Type::Array { len: __len1, elem: __elem2 } = (ty) else {
            return Ok(None);
        };
        let b_n: i64 = (*__len1 as i64);
        let b_e: ::lowrite_core::ir::Type = (__elem2.as_ref()).clone();
        if !((!((b_e.clone()).is_llvm_compatible()))) {
            return Ok(None);
        }
        Ok(
            Some(
                ::lowrite_core::builtins::types::array(
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
/// Rule at rules/types.rules:61:
///
/// ```text
/// type struct where !(self is llvm) && struct_name(self) == ""
///     => if is_packed(self) { packed_struct(convert(fields(self))) } else { struct(convert(fields(self))) };
/// ```
#[allow(unused_variables, unused_mut, clippy::all)]
fn type_rule_14(
    cx: &mut ::lowrite_core::convert::TypeConverter<'_>,
    ty: &::lowrite_core::ir::Type,
) -> ::core::option::Option<
    ::core::result::Result<::lowrite_core::ir::Type, ::std::string::String>,
> {
    (|| -> ::core::result::Result<
        ::core::option::Option<::lowrite_core::ir::Type>,
        ::std::string::String,
    > {
        if !matches!(* (ty), ::lowrite_core::ir::Type::Struct { .. }) {
            return Ok(None);
        }
        if !((((!((ty.clone()).is_llvm_compatible())))
            && (((::lowrite_core::builtins::types::struct_name(&(ty.clone())))
                == ("")))))
        {
            return Ok(None);
        }
        Ok(
            Some(
                (if ::lowrite_core::builtins::types::is_packed(&(ty.clone())) {
                    ::lowrite_core::builtins::types::packed_struct(
                        &{
                            let mut __ts: Vec<::lowrite_core::ir::Type> = Vec::new();
                            __ts.extend({
                                let mut __out: Vec<::lowrite_core::ir::Type> = Vec::new();
                                for __t in ::lowrite_core::builtins::types::fields(
                                    &(ty.clone()),
                                ) {
                                    __out
                                        .push({
                                            let __t = __t;
                                            cx.convert(&__t)?
                                        });
                                }
                                __out
                            });
                            __ts
                        },
                    )
                } else {
                    ::lowrite_core::builtins::types::struct_of(
                        &{
                            let mut __ts: Vec<::lowrite_core::ir::Type> = Vec::new();
                            __ts.extend({
                                let mut __out: Vec<::lowrite_core::ir::Type> = Vec::new();
                                for __t in ::lowrite_core::builtins::types::fields(
                                    &(ty.clone()),
                                ) {
                                    __out
                                        .push({
                                            let __t = __t;
                                            cx.convert(&__t)?
                                        });
                                }
                                __out
                            });
                            __ts
                        },
                    )
                }),
            ),
        )
    })()
        .transpose()
}
/// Rule at rules/types.rules:63:
///
/// ```text
/// type struct where !(self is llvm)
///     => identified_struct(concat("_Converted.", struct_name(self)), is_packed(self), convert(fields(self)));
/// ```
#[allow(unused_variables, unused_mut, clippy::all)]
fn type_rule_15(
    cx: &mut ::lowrite_core::convert::TypeConverter<'_>,
    ty: &::lowrite_core::ir::Type,
) -> ::core::option::Option<
    ::core::result::Result<::lowrite_core::ir::Type, ::std::string::String>,
> {
    (|| -> ::core::result::Result<
        ::core::option::Option<::lowrite_core::ir::Type>,
        ::std::string::String,
    > {
        if !matches!(* (ty), ::lowrite_core::ir::Type::Struct { .. }) {
            return Ok(None);
        }
        if !((!((ty.clone()).is_llvm_compatible()))) {
            return Ok(None);
        }
        Ok(
            Some(
                ::lowrite_core::builtins::types::identified_struct(
                    &(::lowrite_core::builtins::attrs::concat(
                        &("_Converted."),
                        &(::lowrite_core::builtins::types::struct_name(&(ty.clone()))),
                    )),
                    ::lowrite_core::builtins::types::is_packed(&(ty.clone())),
                    &{
                        let mut __ts: Vec<::lowrite_core::ir::Type> = Vec::new();
                        __ts.extend({
                            let mut __out: Vec<::lowrite_core::ir::Type> = Vec::new();
                            for __t in ::lowrite_core::builtins::types::fields(
                                &(ty.clone()),
                            ) {
                                __out
                                    .push({
                                        let __t = __t;
                                        cx.convert(&__t)?
                                    });
                            }
                            __out
                        });
                        __ts
                    },
                ),
            ),
        )
    })()
        .transpose()
}
/// Function-typed values are function pointers.
///
/// Rule at rules/types.rules:67:
///
/// ```text
/// /// Function-typed values are function pointers.
/// type function => ptr;
/// ```
#[allow(unused_variables, unused_mut, clippy::all)]
fn type_rule_16(
    cx: &mut ::lowrite_core::convert::TypeConverter<'_>,
    ty: &::lowrite_core::ir::Type,
) -> ::core::option::Option<
    ::core::result::Result<::lowrite_core::ir::Type, ::std::string::String>,
> {
    (|| -> ::core::result::Result<
        ::core::option::Option<::lowrite_core::ir::Type>,
        ::std::string::String,
    > {
        if !matches!(* (ty), ::lowrite_core::ir::Type::Function { .. }) {
            return Ok(None);
        }
        Ok(Some(::lowrite_core::ir::Type::ptr()))
    })()
        .transpose()
}
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn boundary_rule_0_out(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    ty: &::lowrite_core::ir::Type,
    b_d: ::lowrite_core::ir::Value,
) -> ::lowrite_core::Result<::lowrite_core::ir::Value> {
    let op = match rw.current_op() {
        Some(op) => op,
        None => {
            return Err(
                ::lowrite_core::Error::at(
                    &rw.loc(),
                    "a boundary conversion outside of a rule",
                ),
            );
        }
    };
    Ok({
        let __v = b_d;
        let mut __p: Vec<i64> = Vec::new();
        __p.push((1i64) as i64);
        ::lowrite_core::builtins::values::extract(__v, &__p, rw)?
    })
}
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn boundary_rule_0_in(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    ty: &::lowrite_core::ir::Type,
    b_p: ::lowrite_core::ir::Value,
) -> ::lowrite_core::Result<::lowrite_core::ir::Value> {
    let op = match rw.current_op() {
        Some(op) => op,
        None => {
            return Err(
                ::lowrite_core::Error::at(
                    &rw.loc(),
                    "a boundary conversion outside of a rule",
                ),
            );
        }
    };
    Ok(
        ::lowrite_core::builtins::values::pack_ofrs_paired(
            &({
                let __t = ty.clone();
                rw.convert_type(&__t)?
            }),
            &({
                let mut __l = Vec::new();
                __l.push(::lowrite_core::convert::Ofr::Dynamic(b_p));
                __l.push(::lowrite_core::convert::Ofr::Dynamic(b_p));
                __l.push(::lowrite_core::convert::Ofr::Static(0i64));
                __l.extend({
                    let mut __l = Vec::new();
                    for b_i__6 in ::lowrite_core::convert::located(
                        ::lowrite_core::convert::bounded_range(
                            0i64,
                            ::lowrite_core::builtins::types::rank(&(ty.clone())),
                        ),
                        rw,
                    )? {
                        let b_i__6: i64 = b_i__6;
                        __l.push(
                            ::lowrite_core::convert::Ofr::Static(
                                ::lowrite_core::builtins::layout::dim(
                                    &(ty.clone()),
                                    b_i__6.clone(),
                                ),
                            ),
                        );
                    }
                    __l
                });
                __l.extend({
                    let mut __l = Vec::new();
                    for b_i__6 in ::lowrite_core::convert::located(
                        ::lowrite_core::convert::bounded_range(
                            0i64,
                            ::lowrite_core::builtins::types::rank(&(ty.clone())),
                        ),
                        rw,
                    )? {
                        let b_i__6: i64 = b_i__6;
                        __l.push(
                            ::lowrite_core::convert::Ofr::Static(
                                ::lowrite_core::builtins::layout::stride(
                                    &(ty.clone()),
                                    b_i__6.clone(),
                                ),
                            ),
                        );
                    }
                    __l
                });
                __l
            }),
            rw,
        )?,
    )
}
/// The bare-pointer convention: a statically shaped memref with the identity layout crosses as
/// its aligned pointer; the callee rebuilds the descriptor from it (both pointers the same,
/// offset 0, static sizes and strides).
///
/// Rule at rules/types.rules:72:
///
/// ```text
/// /// The bare-pointer convention: a statically shaped memref with the identity layout crosses as
/// /// its aligned pointer; the callee rebuilds the descriptor from it (both pointers the same,
/// /// offset 0, static sizes and strides).
/// boundary memref where bare_ptr_memref_call_conv && static_identity(self)
///     => ptr,
///        out(d) = extract(d, 1),
///        in(p) = static_desc(self, p, p);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn boundary_rule_0(
    cx: &mut ::lowrite_core::convert::TypeConverter<'_>,
    ty: &::lowrite_core::ir::Type,
) -> ::core::option::Option<::lowrite_core::convert::Boundary> {
    (|| -> ::core::result::Result<
        ::core::option::Option<::lowrite_core::convert::Boundary>,
        ::std::string::String,
    > {
        let ::lowrite_core::ir::Type::MemRef { elem: __elem1, .. } = (ty) else {
            return Ok(None);
        };
        if !(((cx.options().bool("bare_ptr_memref_call_conv"))
            && (::lowrite_core::builtins::layout::static_identity(&(ty.clone())))))
        {
            return Ok(None);
        }
        Ok(
            Some(::lowrite_core::convert::Boundary::As {
                ty: ::lowrite_core::ir::Type::ptr(),
                out: &boundary_rule_0_out,
                inn: &boundary_rule_0_in,
            }),
        )
    })()
        .ok()
        .flatten()
}
/// Under the bare-pointer convention other memrefs cannot cross a function boundary.
///
/// Rule at rules/types.rules:78:
///
/// ```text
/// /// Under the bare-pointer convention other memrefs cannot cross a function boundary.
/// boundary memref where bare_ptr_memref_call_conv
///     => error "only statically shaped memrefs with the identity layout can be passed with the bare-pointer calling convention";
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn boundary_rule_1(
    cx: &mut ::lowrite_core::convert::TypeConverter<'_>,
    ty: &::lowrite_core::ir::Type,
) -> ::core::option::Option<::lowrite_core::convert::Boundary> {
    (|| -> ::core::result::Result<
        ::core::option::Option<::lowrite_core::convert::Boundary>,
        ::std::string::String,
    > {
        let ::lowrite_core::ir::Type::MemRef { elem: __elem1, .. } = (ty) else {
            return Ok(None);
        };
        if !(cx.options().bool("bare_ptr_memref_call_conv")) {
            return Ok(None);
        }
        Ok(
            Some(
                ::lowrite_core::convert::Boundary::Error(
                    ::std::string::String::from(
                        "only statically shaped memrefs with the identity layout can be passed with the bare-pointer calling convention",
                    ),
                ),
            ),
        )
    })()
        .ok()
        .flatten()
}
/// Rule at rules/types.rules:80:
///
/// ```text
/// boundary unranked_memref where bare_ptr_memref_call_conv
///     => error "unranked memrefs cannot be passed with the bare-pointer calling convention";
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn boundary_rule_2(
    cx: &mut ::lowrite_core::convert::TypeConverter<'_>,
    ty: &::lowrite_core::ir::Type,
) -> ::core::option::Option<::lowrite_core::convert::Boundary> {
    (|| -> ::core::result::Result<
        ::core::option::Option<::lowrite_core::convert::Boundary>,
        ::std::string::String,
    > {
        let ::lowrite_core::ir::Type::UnrankedMemRef { elem: __elem1, .. } = (ty) else {
            return Ok(None);
        };
        if !(cx.options().bool("bare_ptr_memref_call_conv")) {
            return Ok(None);
        }
        Ok(
            Some(
                ::lowrite_core::convert::Boundary::Error(
                    ::std::string::String::from(
                        "unranked memrefs cannot be passed with the bare-pointer calling convention",
                    ),
                ),
            ),
        )
    })()
        .ok()
        .flatten()
}
/// Memref descriptors cross function boundaries as their fields, one argument each
/// (3 + 2 * rank for a ranked memref, 2 for an unranked one).
///
/// Rule at rules/types.rules:85:
///
/// ```text
/// /// Memref descriptors cross function boundaries as their fields, one argument each
/// /// (3 + 2 * rank for a ranked memref, 2 for an unranked one).
/// boundary memref => expand;
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn boundary_rule_3(
    cx: &mut ::lowrite_core::convert::TypeConverter<'_>,
    ty: &::lowrite_core::ir::Type,
) -> ::core::option::Option<::lowrite_core::convert::Boundary> {
    (|| -> ::core::result::Result<
        ::core::option::Option<::lowrite_core::convert::Boundary>,
        ::std::string::String,
    > {
        let ::lowrite_core::ir::Type::MemRef { elem: __elem1, .. } = (ty) else {
            return Ok(None);
        };
        Ok(Some(::lowrite_core::convert::Boundary::Expand))
    })()
        .ok()
        .flatten()
}
/// Rule at rules/types.rules:86:
///
/// ```text
/// boundary unranked_memref => expand;
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn boundary_rule_4(
    cx: &mut ::lowrite_core::convert::TypeConverter<'_>,
    ty: &::lowrite_core::ir::Type,
) -> ::core::option::Option<::lowrite_core::convert::Boundary> {
    (|| -> ::core::result::Result<
        ::core::option::Option<::lowrite_core::convert::Boundary>,
        ::std::string::String,
    > {
        let ::lowrite_core::ir::Type::UnrankedMemRef { elem: __elem1, .. } = (ty) else {
            return Ok(None);
        };
        Ok(Some(::lowrite_core::convert::Boundary::Expand))
    })()
        .ok()
        .flatten()
}
/// A 0-D vector is a 1-D vector of one element (`vector<f32>` is `vector<1xf32>`).
///
/// Rule at rules/types.rules:89:
///
/// ```text
/// /// A 0-D vector is a 1-D vector of one element (`vector<f32>` is `vector<1xf32>`).
/// type vector where rank(self) == 0 => vector(1, convert(elem(self)));
/// ```
#[allow(unused_variables, unused_mut, clippy::all)]
fn type_rule_17(
    cx: &mut ::lowrite_core::convert::TypeConverter<'_>,
    ty: &::lowrite_core::ir::Type,
) -> ::core::option::Option<
    ::core::result::Result<::lowrite_core::ir::Type, ::std::string::String>,
> {
    (|| -> ::core::result::Result<
        ::core::option::Option<::lowrite_core::ir::Type>,
        ::std::string::String,
    > {
        if !matches!(* (ty), ::lowrite_core::ir::Type::Vector { .. }) {
            return Ok(None);
        }
        if !(((::lowrite_core::builtins::types::rank(&(ty.clone()))) == (0i64))) {
            return Ok(None);
        }
        Ok(
            Some(
                ::lowrite_core::builtins::types::vector(
                    1i64,
                    &({
                        let __t = ::lowrite_core::builtins::types::elem(&(ty.clone()));
                        cx.convert(&__t)?
                    }),
                ),
            ),
        )
    })()
        .transpose()
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
