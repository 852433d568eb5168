/// Rules compiled from `rules/memref.rules` by lowrite-dsl.
pub static RULES: ::lowrite_core::convert::RuleSet = ::lowrite_core::convert::RuleSet {
    name: "rules/memref.rules",
    options: &[
        ::lowrite_core::convert::OptionDecl {
            name: "use_aligned_alloc",
            default: ::lowrite_core::convert::OptionValue::Bool(false),
            doc: "Allocate with `aligned_alloc` instead of over-allocating with `malloc`.",
        },
        ::lowrite_core::convert::OptionDecl {
            name: "use_generic_alloc",
            default: ::lowrite_core::convert::OptionValue::Bool(false),
            doc: "Allocate and free through `_mlir_memref_to_llvm_alloc` and friends.",
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
            op: "memref.load",
            priority: 0i64,
            location: "rules/memref.rules:33",
            apply: &rule_memref_load_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "memref.store",
            priority: 0i64,
            location: "rules/memref.rules:36",
            apply: &rule_memref_store_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.load",
            priority: 0i64,
            location: "rules/memref.rules:50",
            apply: &rule_vector_load_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.store",
            priority: 0i64,
            location: "rules/memref.rules:54",
            apply: &rule_vector_store_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.maskedload",
            priority: 0i64,
            location: "rules/memref.rules:58",
            apply: &rule_vector_maskedload_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.maskedstore",
            priority: 0i64,
            location: "rules/memref.rules:62",
            apply: &rule_vector_maskedstore_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.gather",
            priority: 0i64,
            location: "rules/memref.rules:77",
            apply: &rule_vector_gather_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.scatter",
            priority: 0i64,
            location: "rules/memref.rules:85",
            apply: &rule_vector_scatter_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.expandload",
            priority: 0i64,
            location: "rules/memref.rules:90",
            apply: &rule_vector_expandload_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.compressstore",
            priority: 0i64,
            location: "rules/memref.rules:94",
            apply: &rule_vector_compressstore_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.transfer_read",
            priority: 0i64,
            location: "rules/memref.rules:123",
            apply: &rule_vector_transfer_read_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.transfer_read",
            priority: 0i64,
            location: "rules/memref.rules:126",
            apply: &rule_vector_transfer_read_1,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.transfer_write",
            priority: 0i64,
            location: "rules/memref.rules:133",
            apply: &rule_vector_transfer_write_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.transfer_write",
            priority: 0i64,
            location: "rules/memref.rules:136",
            apply: &rule_vector_transfer_write_1,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.create_mask",
            priority: 0i64,
            location: "rules/memref.rules:144",
            apply: &rule_vector_create_mask_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.create_mask",
            priority: 0i64,
            location: "rules/memref.rules:148",
            apply: &rule_vector_create_mask_1,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.create_mask",
            priority: 0i64,
            location: "rules/memref.rules:161",
            apply: &rule_vector_create_mask_2,
        },
        ::lowrite_core::convert::Pattern {
            op: "memref.alloca_scope",
            priority: 0i64,
            location: "rules/memref.rules:178",
            apply: &rule_memref_alloca_scope_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "memref.alloca_scope",
            priority: 0i64,
            location: "rules/memref.rules:186",
            apply: &rule_memref_alloca_scope_1,
        },
        ::lowrite_core::convert::Pattern {
            op: "memref.assume_alignment",
            priority: 0i64,
            location: "rules/memref.rules:200",
            apply: &rule_memref_assume_alignment_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "memref.distinct_objects",
            priority: 0i64,
            location: "rules/memref.rules:211",
            apply: &rule_memref_distinct_objects_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "memref.distinct_objects",
            priority: 0i64,
            location: "rules/memref.rules:222",
            apply: &rule_memref_distinct_objects_1,
        },
        ::lowrite_core::convert::Pattern {
            op: "memref.prefetch",
            priority: 0i64,
            location: "rules/memref.rules:225",
            apply: &rule_memref_prefetch_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "memref.atomic_rmw",
            priority: 0i64,
            location: "rules/memref.rules:241",
            apply: &rule_memref_atomic_rmw_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "memref.atomic_rmw",
            priority: 0i64,
            location: "rules/memref.rules:260",
            apply: &rule_memref_atomic_rmw_1,
        },
        ::lowrite_core::convert::Pattern {
            op: "memref.generic_atomic_rmw",
            priority: 0i64,
            location: "rules/memref.rules:281",
            apply: &rule_memref_generic_atomic_rmw_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "memref.dim",
            priority: 0i64,
            location: "rules/memref.rules:299",
            apply: &rule_memref_dim_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "memref.dim",
            priority: 0i64,
            location: "rules/memref.rules:310",
            apply: &rule_memref_dim_1,
        },
        ::lowrite_core::convert::Pattern {
            op: "memref.dim",
            priority: 0i64,
            location: "rules/memref.rules:315",
            apply: &rule_memref_dim_2,
        },
        ::lowrite_core::convert::Pattern {
            op: "memref.alloc",
            priority: 0i64,
            location: "rules/memref.rules:363",
            apply: &rule_memref_alloc_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "memref.alloc",
            priority: 0i64,
            location: "rules/memref.rules:376",
            apply: &rule_memref_alloc_1,
        },
        ::lowrite_core::convert::Pattern {
            op: "memref.alloc",
            priority: 0i64,
            location: "rules/memref.rules:386",
            apply: &rule_memref_alloc_2,
        },
        ::lowrite_core::convert::Pattern {
            op: "memref.alloca",
            priority: 0i64,
            location: "rules/memref.rules:396",
            apply: &rule_memref_alloca_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "memref.dealloc",
            priority: 0i64,
            location: "rules/memref.rules:408",
            apply: &rule_memref_dealloc_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "memref.global",
            priority: 0i64,
            location: "rules/memref.rules:420",
            apply: &rule_memref_global_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "memref.global",
            priority: 0i64,
            location: "rules/memref.rules:430",
            apply: &rule_memref_global_1,
        },
        ::lowrite_core::convert::Pattern {
            op: "memref.get_global",
            priority: 0i64,
            location: "rules/memref.rules:453",
            apply: &rule_memref_get_global_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "memref.copy",
            priority: 0i64,
            location: "rules/memref.rules:470",
            apply: &rule_memref_copy_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "memref.copy",
            priority: 0i64,
            location: "rules/memref.rules:481",
            apply: &rule_memref_copy_1,
        },
        ::lowrite_core::convert::Pattern {
            op: "memref.cast",
            priority: 0i64,
            location: "rules/memref.rules:496",
            apply: &rule_memref_cast_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "memref.cast",
            priority: 0i64,
            location: "rules/memref.rules:500",
            apply: &rule_memref_cast_1,
        },
        ::lowrite_core::convert::Pattern {
            op: "memref.cast",
            priority: 0i64,
            location: "rules/memref.rules:503",
            apply: &rule_memref_cast_2,
        },
        ::lowrite_core::convert::Pattern {
            op: "memref.extract_aligned_pointer_as_index",
            priority: 0i64,
            location: "rules/memref.rules:521",
            apply: &rule_memref_extract_aligned_pointer_as_index_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "memref.rank",
            priority: 0i64,
            location: "rules/memref.rules:524",
            apply: &rule_memref_rank_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "memref.rank",
            priority: 0i64,
            location: "rules/memref.rules:525",
            apply: &rule_memref_rank_1,
        },
        ::lowrite_core::convert::Pattern {
            op: "memref.subview",
            priority: 0i64,
            location: "rules/memref.rules:531",
            apply: &rule_memref_subview_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "memref.reinterpret_cast",
            priority: 0i64,
            location: "rules/memref.rules:547",
            apply: &rule_memref_reinterpret_cast_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "memref.reinterpret_cast",
            priority: 0i64,
            location: "rules/memref.rules:554",
            apply: &rule_memref_reinterpret_cast_1,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.type_cast",
            priority: 0i64,
            location: "rules/memref.rules:560",
            apply: &rule_vector_type_cast_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "memref.collapse_shape",
            priority: 0i64,
            location: "rules/memref.rules:568",
            apply: &rule_memref_collapse_shape_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "memref.expand_shape",
            priority: 0i64,
            location: "rules/memref.rules:585",
            apply: &rule_memref_expand_shape_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "memref.transpose",
            priority: 0i64,
            location: "rules/memref.rules:600",
            apply: &rule_memref_transpose_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "memref.memory_space_cast",
            priority: 0i64,
            location: "rules/memref.rules:609",
            apply: &rule_memref_memory_space_cast_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "memref.reshape",
            priority: 0i64,
            location: "rules/memref.rules:636",
            apply: &rule_memref_reshape_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "memref.reshape",
            priority: 0i64,
            location: "rules/memref.rules:646",
            apply: &rule_memref_reshape_1,
        },
        ::lowrite_core::convert::Pattern {
            op: "memref.realloc",
            priority: 0i64,
            location: "rules/memref.rules:674",
            apply: &rule_memref_realloc_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "memref.view",
            priority: 0i64,
            location: "rules/memref.rules:709",
            apply: &rule_memref_view_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "memref.extract_strided_metadata",
            priority: 0i64,
            location: "rules/memref.rules:718",
            apply: &rule_memref_extract_strided_metadata_0,
        },
    ],
    type_rules: 0usize,
    natives: &[],
    native_fns: &[],
    boundary: &boundary,
    boundary_rules: 0usize,
    elementwise: &["vector.gather", "vector.scatter"],
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
/// `nontemporal` and `alignment` are carried to the LLVM op.
///
/// Rule at rules/memref.rules:33:
///
/// ```text
/// /// `nontemporal` and `alignment` are carried to the LLVM op.
/// rule memref.load(m, ..idx) {nontemporal = nt?, alignment = al?} -> (r)
///     => llvm.load(in_bounds_ptr(m, idx)) {nontemporal = is_true(nt), alignment = al} : convert(type(r));
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_memref_load_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_m, ref b_idx @ ..] = __op.operands[..] else {
        return Ok(false);
    };
    let b_idx: Vec<::lowrite_core::ir::Value> = b_idx.to_vec();
    let b_nt = __op.attr("nontemporal").cloned();
    let b_al = __op.attr("alignment").cloned();
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.load")
            .operands(
                vec![
                    ::lowrite_core::builtins::values::gep({ let b_t__4 = rw.source()
                    .value_type(b_m).clone(); (if
                    ((::lowrite_core::builtins::layout::is_static(::lowrite_core::builtins::layout::offset(&
                    (b_t__4.clone())))) && (((::lowrite_core::builtins::layout::offset(&
                    (b_t__4.clone()))) == (0i64)))) { { let __v = rw.value(b_m) ?;
                    ::lowrite_core::builtins::values::extract(__v, & [1i64], rw) ? } }
                    else {
                    ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.getelementptr")
                    .operands(vec![{ let __v = rw.value(b_m) ?;
                    ::lowrite_core::builtins::values::extract(__v, & [1i64], rw) ? },
                    ::lowrite_core::builtins::values::index_value(::lowrite_core::convert::static_or(::lowrite_core::builtins::layout::offset(&
                    (b_t__4.clone())), rw, | rw | Ok({ let __v = rw.value(b_m) ?;
                    ::lowrite_core::builtins::values::extract(__v, & [2i64], rw) ? })) ?,
                    rw) ?]).results(vec![::lowrite_core::ir::Type::ptr()])
                    .attr_opt("elem_type",
                    Some(::lowrite_core::ir::Attribute::Type(::lowrite_core::ir::Type::shared({
                    let __t = ::lowrite_core::builtins::types::elem(& (b_t__4.clone()));
                    rw.convert_type(& __t) ? })))).attr_opt("rawConstantIndices",
                    ::lowrite_core::builtins::attrs::i32_array(& [(- 2147483648i64)])),
                    op, None, rw,) ? }) }, & ({ let __t =
                    ::lowrite_core::builtins::types::elem(& (rw.source().value_type(b_m)
                    .clone())); rw.convert_type(& __t) ? }),
                    ::lowrite_core::builtins::values::strided_index(rw.value(b_m) ?, &
                    ((rw.values(& b_idx) ?).into_iter()
                    .map(::lowrite_core::convert::Ofr::Dynamic).collect:: < Vec < _ >>
                    ()), & ({ let mut __l = Vec::new(); for b_i__2 in
                    ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
                    ::lowrite_core::builtins::types::rank(& (rw.source().value_type(b_m)
                    .clone()))), rw) ? { let b_i__2 : i64 = b_i__2; __l
                    .push(::lowrite_core::convert::Ofr::Static(::lowrite_core::builtins::layout::stride(&
                    (rw.source().value_type(b_m).clone()), b_i__2.clone()))); } __l }),
                    true, rw) ?, true, rw) ?
                ],
            )
            .results(vec![rw.convert_type_of(b_r) ?])
            .attr_opt(
                "nontemporal",
                if ::lowrite_core::builtins::attrs::is_true((b_nt.clone()).as_ref()) {
                    Some(::lowrite_core::ir::Attribute::Unit)
                } else {
                    None
                },
            )
            .attr_opt("alignment", b_al.clone()),
        op,
        None,
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/memref.rules:36:
///
/// ```text
/// rule memref.store(v, m, ..idx) {nontemporal = nt?, alignment = al?}
///     => llvm.store(v, in_bounds_ptr(m, idx)) {nontemporal = is_true(nt), alignment = al};
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_memref_store_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_v, b_m, ref b_idx @ ..] = __op.operands[..] else {
        return Ok(false);
    };
    let b_idx: Vec<::lowrite_core::ir::Value> = b_idx.to_vec();
    let b_nt = __op.attr("nontemporal").cloned();
    let b_al = __op.attr("alignment").cloned();
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.store")
            .operands(
                vec![
                    rw.value(b_v) ?, ::lowrite_core::builtins::values::gep({ let b_t__8 =
                    rw.source().value_type(b_m).clone(); (if
                    ((::lowrite_core::builtins::layout::is_static(::lowrite_core::builtins::layout::offset(&
                    (b_t__8.clone())))) && (((::lowrite_core::builtins::layout::offset(&
                    (b_t__8.clone()))) == (0i64)))) { { let __v = rw.value(b_m) ?;
                    ::lowrite_core::builtins::values::extract(__v, & [1i64], rw) ? } }
                    else {
                    ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.getelementptr")
                    .operands(vec![{ let __v = rw.value(b_m) ?;
                    ::lowrite_core::builtins::values::extract(__v, & [1i64], rw) ? },
                    ::lowrite_core::builtins::values::index_value(::lowrite_core::convert::static_or(::lowrite_core::builtins::layout::offset(&
                    (b_t__8.clone())), rw, | rw | Ok({ let __v = rw.value(b_m) ?;
                    ::lowrite_core::builtins::values::extract(__v, & [2i64], rw) ? })) ?,
                    rw) ?]).results(vec![::lowrite_core::ir::Type::ptr()])
                    .attr_opt("elem_type",
                    Some(::lowrite_core::ir::Attribute::Type(::lowrite_core::ir::Type::shared({
                    let __t = ::lowrite_core::builtins::types::elem(& (b_t__8.clone()));
                    rw.convert_type(& __t) ? })))).attr_opt("rawConstantIndices",
                    ::lowrite_core::builtins::attrs::i32_array(& [(- 2147483648i64)])),
                    op, None, rw,) ? }) }, & ({ let __t =
                    ::lowrite_core::builtins::types::elem(& (rw.source().value_type(b_m)
                    .clone())); rw.convert_type(& __t) ? }),
                    ::lowrite_core::builtins::values::strided_index(rw.value(b_m) ?, &
                    ((rw.values(& b_idx) ?).into_iter()
                    .map(::lowrite_core::convert::Ofr::Dynamic).collect:: < Vec < _ >>
                    ()), & ({ let mut __l = Vec::new(); for b_i__6 in
                    ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
                    ::lowrite_core::builtins::types::rank(& (rw.source().value_type(b_m)
                    .clone()))), rw) ? { let b_i__6 : i64 = b_i__6; __l
                    .push(::lowrite_core::convert::Ofr::Static(::lowrite_core::builtins::layout::stride(&
                    (rw.source().value_type(b_m).clone()), b_i__6.clone()))); } __l }),
                    true, rw) ?, true, rw) ?
                ],
            )
            .attr_opt(
                "nontemporal",
                if ::lowrite_core::builtins::attrs::is_true((b_nt.clone()).as_ref()) {
                    Some(::lowrite_core::ir::Attribute::Unit)
                } else {
                    None
                },
            )
            .attr_opt("alignment", b_al.clone()),
        op,
        None,
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// A 1-D vector loaded from consecutive elements.
///
/// Rule at rules/memref.rules:50:
///
/// ```text
/// /// A 1-D vector loaded from consecutive elements.
/// rule vector.load(m, ..idx) {nontemporal = nt?, alignment = al?} -> (r) where rank(type(r)) == 1
///     => llvm.load(element_ptr(m, idx)) {nontemporal = is_true(nt), alignment = vector_align(al, m)}
///         : convert(type(r));
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_load_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_m, ref b_idx @ ..] = __op.operands[..] else {
        return Ok(false);
    };
    let b_idx: Vec<::lowrite_core::ir::Value> = b_idx.to_vec();
    let b_nt = __op.attr("nontemporal").cloned();
    let b_al = __op.attr("alignment").cloned();
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    if !(((::lowrite_core::builtins::types::rank(&(rw.source().value_type(b_r).clone())))
        == (1i64)))
    {
        return Ok(false);
    }
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.load")
            .operands(
                vec![
                    ::lowrite_core::builtins::values::gep({ let b_t__12 = rw.source()
                    .value_type(b_m).clone(); (if
                    ((::lowrite_core::builtins::layout::is_static(::lowrite_core::builtins::layout::offset(&
                    (b_t__12.clone())))) && (((::lowrite_core::builtins::layout::offset(&
                    (b_t__12.clone()))) == (0i64)))) { { let __v = rw.value(b_m) ?;
                    ::lowrite_core::builtins::values::extract(__v, & [1i64], rw) ? } }
                    else {
                    ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.getelementptr")
                    .operands(vec![{ let __v = rw.value(b_m) ?;
                    ::lowrite_core::builtins::values::extract(__v, & [1i64], rw) ? },
                    ::lowrite_core::builtins::values::index_value(::lowrite_core::convert::static_or(::lowrite_core::builtins::layout::offset(&
                    (b_t__12.clone())), rw, | rw | Ok({ let __v = rw.value(b_m) ?;
                    ::lowrite_core::builtins::values::extract(__v, & [2i64], rw) ? })) ?,
                    rw) ?]).results(vec![::lowrite_core::ir::Type::ptr()])
                    .attr_opt("elem_type",
                    Some(::lowrite_core::ir::Attribute::Type(::lowrite_core::ir::Type::shared({
                    let __t = ::lowrite_core::builtins::types::elem(& (b_t__12.clone()));
                    rw.convert_type(& __t) ? })))).attr_opt("rawConstantIndices",
                    ::lowrite_core::builtins::attrs::i32_array(& [(- 2147483648i64)])),
                    op, None, rw,) ? }) }, & ({ let __t =
                    ::lowrite_core::builtins::types::elem(& (rw.source().value_type(b_m)
                    .clone())); rw.convert_type(& __t) ? }),
                    ::lowrite_core::builtins::values::strided_index(rw.value(b_m) ?, &
                    ((rw.values(& b_idx) ?).into_iter()
                    .map(::lowrite_core::convert::Ofr::Dynamic).collect:: < Vec < _ >>
                    ()), & ({ let mut __l = Vec::new(); for b_i__10 in
                    ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
                    ::lowrite_core::builtins::types::rank(& (rw.source().value_type(b_m)
                    .clone()))), rw) ? { let b_i__10 : i64 = b_i__10; __l
                    .push(::lowrite_core::convert::Ofr::Static(::lowrite_core::builtins::layout::stride(&
                    (rw.source().value_type(b_m).clone()), b_i__10.clone()))); } __l }),
                    false, rw) ?, false, rw) ?
                ],
            )
            .results(vec![rw.convert_type_of(b_r) ?])
            .attr_opt(
                "nontemporal",
                if ::lowrite_core::builtins::attrs::is_true((b_nt.clone()).as_ref()) {
                    Some(::lowrite_core::ir::Attribute::Unit)
                } else {
                    None
                },
            )
            .attr_opt(
                "alignment",
                Some(
                    ::lowrite_core::ir::Attribute::i64(
                        (if ::lowrite_core::builtins::attrs::present(
                            (b_al.clone()).as_ref(),
                        ) {
                            ::lowrite_core::builtins::attrs::int_value(
                                (b_al.clone()).as_ref(),
                            )
                        } else {
                            (if ((::lowrite_core::builtins::types::width(
                                &({
                                    let __t = ::lowrite_core::builtins::types::elem(
                                        &(rw.source().value_type(b_m).clone()),
                                    );
                                    rw.convert_type(&__t)?
                                }),
                            )) >= (8i64))
                            {
                                (i64::checked_div(
                                        ::lowrite_core::builtins::types::width(
                                            &({
                                                let __t = ::lowrite_core::builtins::types::elem(
                                                    &(rw.source().value_type(b_m).clone()),
                                                );
                                                rw.convert_type(&__t)?
                                            }),
                                        ),
                                        8i64,
                                    )
                                    .unwrap_or(0))
                            } else {
                                1i64
                            })
                        }),
                    ),
                ),
            ),
        op,
        None,
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/memref.rules:54:
///
/// ```text
/// rule vector.store(v, m, ..idx) {nontemporal = nt?, alignment = al?} where rank(type(v)) == 1
///     => llvm.store(v, element_ptr(m, idx)) {nontemporal = is_true(nt), alignment = vector_align(al, m)};
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_store_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_v, b_m, ref b_idx @ ..] = __op.operands[..] else {
        return Ok(false);
    };
    let b_idx: Vec<::lowrite_core::ir::Value> = b_idx.to_vec();
    let b_nt = __op.attr("nontemporal").cloned();
    let b_al = __op.attr("alignment").cloned();
    if !(((::lowrite_core::builtins::types::rank(&(rw.source().value_type(b_v).clone())))
        == (1i64)))
    {
        return Ok(false);
    }
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.store")
            .operands(
                vec![
                    rw.value(b_v) ?, ::lowrite_core::builtins::values::gep({ let b_t__17
                    = rw.source().value_type(b_m).clone(); (if
                    ((::lowrite_core::builtins::layout::is_static(::lowrite_core::builtins::layout::offset(&
                    (b_t__17.clone())))) && (((::lowrite_core::builtins::layout::offset(&
                    (b_t__17.clone()))) == (0i64)))) { { let __v = rw.value(b_m) ?;
                    ::lowrite_core::builtins::values::extract(__v, & [1i64], rw) ? } }
                    else {
                    ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.getelementptr")
                    .operands(vec![{ let __v = rw.value(b_m) ?;
                    ::lowrite_core::builtins::values::extract(__v, & [1i64], rw) ? },
                    ::lowrite_core::builtins::values::index_value(::lowrite_core::convert::static_or(::lowrite_core::builtins::layout::offset(&
                    (b_t__17.clone())), rw, | rw | Ok({ let __v = rw.value(b_m) ?;
                    ::lowrite_core::builtins::values::extract(__v, & [2i64], rw) ? })) ?,
                    rw) ?]).results(vec![::lowrite_core::ir::Type::ptr()])
                    .attr_opt("elem_type",
                    Some(::lowrite_core::ir::Attribute::Type(::lowrite_core::ir::Type::shared({
                    let __t = ::lowrite_core::builtins::types::elem(& (b_t__17.clone()));
                    rw.convert_type(& __t) ? })))).attr_opt("rawConstantIndices",
                    ::lowrite_core::builtins::attrs::i32_array(& [(- 2147483648i64)])),
                    op, None, rw,) ? }) }, & ({ let __t =
                    ::lowrite_core::builtins::types::elem(& (rw.source().value_type(b_m)
                    .clone())); rw.convert_type(& __t) ? }),
                    ::lowrite_core::builtins::values::strided_index(rw.value(b_m) ?, &
                    ((rw.values(& b_idx) ?).into_iter()
                    .map(::lowrite_core::convert::Ofr::Dynamic).collect:: < Vec < _ >>
                    ()), & ({ let mut __l = Vec::new(); for b_i__15 in
                    ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
                    ::lowrite_core::builtins::types::rank(& (rw.source().value_type(b_m)
                    .clone()))), rw) ? { let b_i__15 : i64 = b_i__15; __l
                    .push(::lowrite_core::convert::Ofr::Static(::lowrite_core::builtins::layout::stride(&
                    (rw.source().value_type(b_m).clone()), b_i__15.clone()))); } __l }),
                    false, rw) ?, false, rw) ?
                ],
            )
            .attr_opt(
                "nontemporal",
                if ::lowrite_core::builtins::attrs::is_true((b_nt.clone()).as_ref()) {
                    Some(::lowrite_core::ir::Attribute::Unit)
                } else {
                    None
                },
            )
            .attr_opt(
                "alignment",
                Some(
                    ::lowrite_core::ir::Attribute::i64(
                        (if ::lowrite_core::builtins::attrs::present(
                            (b_al.clone()).as_ref(),
                        ) {
                            ::lowrite_core::builtins::attrs::int_value(
                                (b_al.clone()).as_ref(),
                            )
                        } else {
                            (if ((::lowrite_core::builtins::types::width(
                                &({
                                    let __t = ::lowrite_core::builtins::types::elem(
                                        &(rw.source().value_type(b_m).clone()),
                                    );
                                    rw.convert_type(&__t)?
                                }),
                            )) >= (8i64))
                            {
                                (i64::checked_div(
                                        ::lowrite_core::builtins::types::width(
                                            &({
                                                let __t = ::lowrite_core::builtins::types::elem(
                                                    &(rw.source().value_type(b_m).clone()),
                                                );
                                                rw.convert_type(&__t)?
                                            }),
                                        ),
                                        8i64,
                                    )
                                    .unwrap_or(0))
                            } else {
                                1i64
                            })
                        }),
                    ),
                ),
            ),
        op,
        None,
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// Masked-off lanes are not read (they come from `pass_thru`) or written.
///
/// Rule at rules/memref.rules:58:
///
/// ```text
/// /// Masked-off lanes are not read (they come from `pass_thru`) or written.
/// rule vector.maskedload(m, ..indices, mask, pass_thru) {alignment = al?} -> (r) where rank(type(r)) == 1
///     => llvm.intr.masked.load(element_ptr(m, indices), mask, pass_thru)
///         {alignment = int_attr(vector_align(al, m), i32)} : convert(type(r));
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_maskedload_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_m, ref b_indices @ .., b_mask, b_pass_thru] = __op.operands[..] else {
        return Ok(false);
    };
    let b_indices: Vec<::lowrite_core::ir::Value> = b_indices.to_vec();
    let b_al = __op.attr("alignment").cloned();
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    if !(((::lowrite_core::builtins::types::rank(&(rw.source().value_type(b_r).clone())))
        == (1i64)))
    {
        return Ok(false);
    }
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.intr.masked.load")
            .operands(
                vec![
                    ::lowrite_core::builtins::values::gep({ let b_t__22 = rw.source()
                    .value_type(b_m).clone(); (if
                    ((::lowrite_core::builtins::layout::is_static(::lowrite_core::builtins::layout::offset(&
                    (b_t__22.clone())))) && (((::lowrite_core::builtins::layout::offset(&
                    (b_t__22.clone()))) == (0i64)))) { { let __v = rw.value(b_m) ?;
                    ::lowrite_core::builtins::values::extract(__v, & [1i64], rw) ? } }
                    else {
                    ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.getelementptr")
                    .operands(vec![{ let __v = rw.value(b_m) ?;
                    ::lowrite_core::builtins::values::extract(__v, & [1i64], rw) ? },
                    ::lowrite_core::builtins::values::index_value(::lowrite_core::convert::static_or(::lowrite_core::builtins::layout::offset(&
                    (b_t__22.clone())), rw, | rw | Ok({ let __v = rw.value(b_m) ?;
                    ::lowrite_core::builtins::values::extract(__v, & [2i64], rw) ? })) ?,
                    rw) ?]).results(vec![::lowrite_core::ir::Type::ptr()])
                    .attr_opt("elem_type",
                    Some(::lowrite_core::ir::Attribute::Type(::lowrite_core::ir::Type::shared({
                    let __t = ::lowrite_core::builtins::types::elem(& (b_t__22.clone()));
                    rw.convert_type(& __t) ? })))).attr_opt("rawConstantIndices",
                    ::lowrite_core::builtins::attrs::i32_array(& [(- 2147483648i64)])),
                    op, None, rw,) ? }) }, & ({ let __t =
                    ::lowrite_core::builtins::types::elem(& (rw.source().value_type(b_m)
                    .clone())); rw.convert_type(& __t) ? }),
                    ::lowrite_core::builtins::values::strided_index(rw.value(b_m) ?, &
                    ((rw.values(& b_indices) ?).into_iter()
                    .map(::lowrite_core::convert::Ofr::Dynamic).collect:: < Vec < _ >>
                    ()), & ({ let mut __l = Vec::new(); for b_i__20 in
                    ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
                    ::lowrite_core::builtins::types::rank(& (rw.source().value_type(b_m)
                    .clone()))), rw) ? { let b_i__20 : i64 = b_i__20; __l
                    .push(::lowrite_core::convert::Ofr::Static(::lowrite_core::builtins::layout::stride(&
                    (rw.source().value_type(b_m).clone()), b_i__20.clone()))); } __l }),
                    false, rw) ?, false, rw) ?, rw.value(b_mask) ?, rw.value(b_pass_thru)
                    ?
                ],
            )
            .results(vec![rw.convert_type_of(b_r) ?])
            .attr_opt(
                "alignment",
                ::lowrite_core::builtins::attrs::int_attr(
                    (if ::lowrite_core::builtins::attrs::present(
                        (b_al.clone()).as_ref(),
                    ) {
                        ::lowrite_core::builtins::attrs::int_value(
                            (b_al.clone()).as_ref(),
                        )
                    } else {
                        (if ((::lowrite_core::builtins::types::width(
                            &({
                                let __t = ::lowrite_core::builtins::types::elem(
                                    &(rw.source().value_type(b_m).clone()),
                                );
                                rw.convert_type(&__t)?
                            }),
                        )) >= (8i64))
                        {
                            (i64::checked_div(
                                    ::lowrite_core::builtins::types::width(
                                        &({
                                            let __t = ::lowrite_core::builtins::types::elem(
                                                &(rw.source().value_type(b_m).clone()),
                                            );
                                            rw.convert_type(&__t)?
                                        }),
                                    ),
                                    8i64,
                                )
                                .unwrap_or(0))
                        } else {
                            1i64
                        })
                    }),
                    &(::lowrite_core::ir::Type::int(32u32)),
                ),
            ),
        op,
        None,
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/memref.rules:62:
///
/// ```text
/// rule vector.maskedstore(m, ..indices, mask, v) {alignment = al?} where rank(type(v)) == 1
///     => llvm.intr.masked.store(v, element_ptr(m, indices), mask) {alignment = int_attr(vector_align(al, m), i32)};
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_maskedstore_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_m, ref b_indices @ .., b_mask, b_v] = __op.operands[..] else {
        return Ok(false);
    };
    let b_indices: Vec<::lowrite_core::ir::Value> = b_indices.to_vec();
    let b_al = __op.attr("alignment").cloned();
    if !(((::lowrite_core::builtins::types::rank(&(rw.source().value_type(b_v).clone())))
        == (1i64)))
    {
        return Ok(false);
    }
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.intr.masked.store")
            .operands(
                vec![
                    rw.value(b_v) ?, ::lowrite_core::builtins::values::gep({ let b_t__27
                    = rw.source().value_type(b_m).clone(); (if
                    ((::lowrite_core::builtins::layout::is_static(::lowrite_core::builtins::layout::offset(&
                    (b_t__27.clone())))) && (((::lowrite_core::builtins::layout::offset(&
                    (b_t__27.clone()))) == (0i64)))) { { let __v = rw.value(b_m) ?;
                    ::lowrite_core::builtins::values::extract(__v, & [1i64], rw) ? } }
                    else {
                    ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.getelementptr")
                    .operands(vec![{ let __v = rw.value(b_m) ?;
                    ::lowrite_core::builtins::values::extract(__v, & [1i64], rw) ? },
                    ::lowrite_core::builtins::values::index_value(::lowrite_core::convert::static_or(::lowrite_core::builtins::layout::offset(&
                    (b_t__27.clone())), rw, | rw | Ok({ let __v = rw.value(b_m) ?;
                    ::lowrite_core::builtins::values::extract(__v, & [2i64], rw) ? })) ?,
                    rw) ?]).results(vec![::lowrite_core::ir::Type::ptr()])
                    .attr_opt("elem_type",
                    Some(::lowrite_core::ir::Attribute::Type(::lowrite_core::ir::Type::shared({
                    let __t = ::lowrite_core::builtins::types::elem(& (b_t__27.clone()));
                    rw.convert_type(& __t) ? })))).attr_opt("rawConstantIndices",
                    ::lowrite_core::builtins::attrs::i32_array(& [(- 2147483648i64)])),
                    op, None, rw,) ? }) }, & ({ let __t =
                    ::lowrite_core::builtins::types::elem(& (rw.source().value_type(b_m)
                    .clone())); rw.convert_type(& __t) ? }),
                    ::lowrite_core::builtins::values::strided_index(rw.value(b_m) ?, &
                    ((rw.values(& b_indices) ?).into_iter()
                    .map(::lowrite_core::convert::Ofr::Dynamic).collect:: < Vec < _ >>
                    ()), & ({ let mut __l = Vec::new(); for b_i__25 in
                    ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
                    ::lowrite_core::builtins::types::rank(& (rw.source().value_type(b_m)
                    .clone()))), rw) ? { let b_i__25 : i64 = b_i__25; __l
                    .push(::lowrite_core::convert::Ofr::Static(::lowrite_core::builtins::layout::stride(&
                    (rw.source().value_type(b_m).clone()), b_i__25.clone()))); } __l }),
                    false, rw) ?, false, rw) ?, rw.value(b_mask) ?
                ],
            )
            .attr_opt(
                "alignment",
                ::lowrite_core::builtins::attrs::int_attr(
                    (if ::lowrite_core::builtins::attrs::present(
                        (b_al.clone()).as_ref(),
                    ) {
                        ::lowrite_core::builtins::attrs::int_value(
                            (b_al.clone()).as_ref(),
                        )
                    } else {
                        (if ((::lowrite_core::builtins::types::width(
                            &({
                                let __t = ::lowrite_core::builtins::types::elem(
                                    &(rw.source().value_type(b_m).clone()),
                                );
                                rw.convert_type(&__t)?
                            }),
                        )) >= (8i64))
                        {
                            (i64::checked_div(
                                    ::lowrite_core::builtins::types::width(
                                        &({
                                            let __t = ::lowrite_core::builtins::types::elem(
                                                &(rw.source().value_type(b_m).clone()),
                                            );
                                            rw.convert_type(&__t)?
                                        }),
                                    ),
                                    8i64,
                                )
                                .unwrap_or(0))
                        } else {
                            1i64
                        })
                    }),
                    &(::lowrite_core::ir::Type::int(32u32)),
                ),
            ),
        op,
        None,
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// `vector.gather` of a 1-D vector (of each row of an n-D one): `llvm.intr.masked.gather` of
/// per-lane addresses.
///
/// Rule at rules/memref.rules:77:
///
/// ```text
/// /// `vector.gather` of a 1-D vector (of each row of an n-D one): `llvm.intr.masked.gather` of
/// /// per-lane addresses.
/// rule vector.gather(m, ..offsets, lanes, mask, pass_thru) {alignment = al?} -> (r)
///     where unit_inner(m)
///     => llvm.intr.masked.gather(lane_ptrs(m, offsets, lanes, dim(type(r), rank(type(r)) - 1)),
///                                mask, pass_thru)
///         {alignment = int_attr(vector_align(al, m), i32)} : convert(type(r));
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_gather_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_m, ref b_offsets @ .., b_lanes, b_mask, b_pass_thru] = __op.operands[..] else {
        return Ok(false);
    };
    let b_offsets: Vec<::lowrite_core::ir::Value> = b_offsets.to_vec();
    let b_al = __op.attr("alignment").cloned();
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    if !(((((matches!(
        rw.source().value_type(b_m).clone(), ::lowrite_core::ir::Type::MemRef { .. }
    ))
        && (((::lowrite_core::builtins::types::rank(
            &(rw.source().value_type(b_m).clone()),
        )) >= (1i64)))))
        && (((::lowrite_core::builtins::layout::stride(
            &(rw.source().value_type(b_m).clone()),
            ((::lowrite_core::builtins::types::rank(
                &(rw.source().value_type(b_m).clone()),
            )) - (1i64)),
        )) == (1i64)))))
    {
        return Ok(false);
    }
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.intr.masked.gather")
            .operands(
                vec![
                    { let b_n__30 = ::lowrite_core::builtins::layout::dim(& (rw.source()
                    .value_type(b_r).clone()), ((::lowrite_core::builtins::types::rank(&
                    (rw.source().value_type(b_r).clone()))) - (1i64)));
                    ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.getelementptr")
                    .operands(vec![::lowrite_core::builtins::values::gep({ let b_t__34 =
                    rw.source().value_type(b_m).clone(); (if
                    ((::lowrite_core::builtins::layout::is_static(::lowrite_core::builtins::layout::offset(&
                    (b_t__34.clone())))) && (((::lowrite_core::builtins::layout::offset(&
                    (b_t__34.clone()))) == (0i64)))) { { let __v = rw.value(b_m) ?;
                    ::lowrite_core::builtins::values::extract(__v, & [1i64], rw) ? } }
                    else {
                    ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.getelementptr")
                    .operands(vec![{ let __v = rw.value(b_m) ?;
                    ::lowrite_core::builtins::values::extract(__v, & [1i64], rw) ? },
                    ::lowrite_core::builtins::values::index_value(::lowrite_core::convert::static_or(::lowrite_core::builtins::layout::offset(&
                    (b_t__34.clone())), rw, | rw | Ok({ let __v = rw.value(b_m) ?;
                    ::lowrite_core::builtins::values::extract(__v, & [2i64], rw) ? })) ?,
                    rw) ?]).results(vec![::lowrite_core::ir::Type::ptr()])
                    .attr_opt("elem_type",
                    Some(::lowrite_core::ir::Attribute::Type(::lowrite_core::ir::Type::shared({
                    let __t = ::lowrite_core::builtins::types::elem(& (b_t__34.clone()));
                    rw.convert_type(& __t) ? })))).attr_opt("rawConstantIndices",
                    ::lowrite_core::builtins::attrs::i32_array(& [(- 2147483648i64)])),
                    op, None, rw,) ? }) }, & ({ let __t =
                    ::lowrite_core::builtins::types::elem(& (rw.source().value_type(b_m)
                    .clone())); rw.convert_type(& __t) ? }),
                    ::lowrite_core::builtins::values::strided_index(rw.value(b_m) ?, &
                    ((rw.values(& b_offsets) ?).into_iter()
                    .map(::lowrite_core::convert::Ofr::Dynamic).collect:: < Vec < _ >>
                    ()), & ({ let mut __l = Vec::new(); for b_i__32 in
                    ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
                    ::lowrite_core::builtins::types::rank(& (rw.source().value_type(b_m)
                    .clone()))), rw) ? { let b_i__32 : i64 = b_i__32; __l
                    .push(::lowrite_core::convert::Ofr::Static(::lowrite_core::builtins::layout::stride(&
                    (rw.source().value_type(b_m).clone()), b_i__32.clone()))); } __l }),
                    false, rw) ?, false, rw) ?, rw.value(b_lanes) ?])
                    .results(vec![::lowrite_core::builtins::types::vector(b_n__30
                    .clone(), & (::lowrite_core::ir::Type::ptr()))])
                    .attr_opt("elem_type", ::lowrite_core::builtins::attrs::type_attr(&
                    ({ let __t = ::lowrite_core::builtins::types::elem(& (rw.source()
                    .value_type(b_m).clone())); rw.convert_type(& __t) ? })))
                    .attr_opt("rawConstantIndices",
                    ::lowrite_core::builtins::attrs::i32_array(& [(- 2147483648i64)])),
                    op, None, rw,) ? }, rw.value(b_mask) ?, rw.value(b_pass_thru) ?
                ],
            )
            .results(vec![rw.convert_type_of(b_r) ?])
            .attr_opt(
                "alignment",
                ::lowrite_core::builtins::attrs::int_attr(
                    (if ::lowrite_core::builtins::attrs::present(
                        (b_al.clone()).as_ref(),
                    ) {
                        ::lowrite_core::builtins::attrs::int_value(
                            (b_al.clone()).as_ref(),
                        )
                    } else {
                        (if ((::lowrite_core::builtins::types::width(
                            &({
                                let __t = ::lowrite_core::builtins::types::elem(
                                    &(rw.source().value_type(b_m).clone()),
                                );
                                rw.convert_type(&__t)?
                            }),
                        )) >= (8i64))
                        {
                            (i64::checked_div(
                                    ::lowrite_core::builtins::types::width(
                                        &({
                                            let __t = ::lowrite_core::builtins::types::elem(
                                                &(rw.source().value_type(b_m).clone()),
                                            );
                                            rw.convert_type(&__t)?
                                        }),
                                    ),
                                    8i64,
                                )
                                .unwrap_or(0))
                        } else {
                            1i64
                        })
                    }),
                    &(::lowrite_core::ir::Type::int(32u32)),
                ),
            ),
        op,
        None,
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// `vector.scatter` of a 1-D vector (of each row of an n-D one): `llvm.intr.masked.scatter` to
/// per-lane addresses.
///
/// Rule at rules/memref.rules:85:
///
/// ```text
/// /// `vector.scatter` of a 1-D vector (of each row of an n-D one): `llvm.intr.masked.scatter` to
/// /// per-lane addresses.
/// rule vector.scatter(m, ..offsets, lanes, mask, v) {alignment = al?} where unit_inner(m)
///     => llvm.intr.masked.scatter(v, lane_ptrs(m, offsets, lanes, dim(type(v), rank(type(v)) - 1)), mask)
///         {alignment = int_attr(vector_align(al, m), i32)};
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_scatter_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_m, ref b_offsets @ .., b_lanes, b_mask, b_v] = __op.operands[..] else {
        return Ok(false);
    };
    let b_offsets: Vec<::lowrite_core::ir::Value> = b_offsets.to_vec();
    let b_al = __op.attr("alignment").cloned();
    if !(((((matches!(
        rw.source().value_type(b_m).clone(), ::lowrite_core::ir::Type::MemRef { .. }
    ))
        && (((::lowrite_core::builtins::types::rank(
            &(rw.source().value_type(b_m).clone()),
        )) >= (1i64)))))
        && (((::lowrite_core::builtins::layout::stride(
            &(rw.source().value_type(b_m).clone()),
            ((::lowrite_core::builtins::types::rank(
                &(rw.source().value_type(b_m).clone()),
            )) - (1i64)),
        )) == (1i64)))))
    {
        return Ok(false);
    }
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.intr.masked.scatter")
            .operands(
                vec![
                    rw.value(b_v) ?, { let b_n__37 =
                    ::lowrite_core::builtins::layout::dim(& (rw.source().value_type(b_v)
                    .clone()), ((::lowrite_core::builtins::types::rank(& (rw.source()
                    .value_type(b_v).clone()))) - (1i64)));
                    ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.getelementptr")
                    .operands(vec![::lowrite_core::builtins::values::gep({ let b_t__41 =
                    rw.source().value_type(b_m).clone(); (if
                    ((::lowrite_core::builtins::layout::is_static(::lowrite_core::builtins::layout::offset(&
                    (b_t__41.clone())))) && (((::lowrite_core::builtins::layout::offset(&
                    (b_t__41.clone()))) == (0i64)))) { { let __v = rw.value(b_m) ?;
                    ::lowrite_core::builtins::values::extract(__v, & [1i64], rw) ? } }
                    else {
                    ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.getelementptr")
                    .operands(vec![{ let __v = rw.value(b_m) ?;
                    ::lowrite_core::builtins::values::extract(__v, & [1i64], rw) ? },
                    ::lowrite_core::builtins::values::index_value(::lowrite_core::convert::static_or(::lowrite_core::builtins::layout::offset(&
                    (b_t__41.clone())), rw, | rw | Ok({ let __v = rw.value(b_m) ?;
                    ::lowrite_core::builtins::values::extract(__v, & [2i64], rw) ? })) ?,
                    rw) ?]).results(vec![::lowrite_core::ir::Type::ptr()])
                    .attr_opt("elem_type",
                    Some(::lowrite_core::ir::Attribute::Type(::lowrite_core::ir::Type::shared({
                    let __t = ::lowrite_core::builtins::types::elem(& (b_t__41.clone()));
                    rw.convert_type(& __t) ? })))).attr_opt("rawConstantIndices",
                    ::lowrite_core::builtins::attrs::i32_array(& [(- 2147483648i64)])),
                    op, None, rw,) ? }) }, & ({ let __t =
                    ::lowrite_core::builtins::types::elem(& (rw.source().value_type(b_m)
                    .clone())); rw.convert_type(& __t) ? }),
                    ::lowrite_core::builtins::values::strided_index(rw.value(b_m) ?, &
                    ((rw.values(& b_offsets) ?).into_iter()
                    .map(::lowrite_core::convert::Ofr::Dynamic).collect:: < Vec < _ >>
                    ()), & ({ let mut __l = Vec::new(); for b_i__39 in
                    ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
                    ::lowrite_core::builtins::types::rank(& (rw.source().value_type(b_m)
                    .clone()))), rw) ? { let b_i__39 : i64 = b_i__39; __l
                    .push(::lowrite_core::convert::Ofr::Static(::lowrite_core::builtins::layout::stride(&
                    (rw.source().value_type(b_m).clone()), b_i__39.clone()))); } __l }),
                    false, rw) ?, false, rw) ?, rw.value(b_lanes) ?])
                    .results(vec![::lowrite_core::builtins::types::vector(b_n__37
                    .clone(), & (::lowrite_core::ir::Type::ptr()))])
                    .attr_opt("elem_type", ::lowrite_core::builtins::attrs::type_attr(&
                    ({ let __t = ::lowrite_core::builtins::types::elem(& (rw.source()
                    .value_type(b_m).clone())); rw.convert_type(& __t) ? })))
                    .attr_opt("rawConstantIndices",
                    ::lowrite_core::builtins::attrs::i32_array(& [(- 2147483648i64)])),
                    op, None, rw,) ? }, rw.value(b_mask) ?
                ],
            )
            .attr_opt(
                "alignment",
                ::lowrite_core::builtins::attrs::int_attr(
                    (if ::lowrite_core::builtins::attrs::present(
                        (b_al.clone()).as_ref(),
                    ) {
                        ::lowrite_core::builtins::attrs::int_value(
                            (b_al.clone()).as_ref(),
                        )
                    } else {
                        (if ((::lowrite_core::builtins::types::width(
                            &({
                                let __t = ::lowrite_core::builtins::types::elem(
                                    &(rw.source().value_type(b_m).clone()),
                                );
                                rw.convert_type(&__t)?
                            }),
                        )) >= (8i64))
                        {
                            (i64::checked_div(
                                    ::lowrite_core::builtins::types::width(
                                        &({
                                            let __t = ::lowrite_core::builtins::types::elem(
                                                &(rw.source().value_type(b_m).clone()),
                                            );
                                            rw.convert_type(&__t)?
                                        }),
                                    ),
                                    8i64,
                                )
                                .unwrap_or(0))
                        } else {
                            1i64
                        })
                    }),
                    &(::lowrite_core::ir::Type::int(32u32)),
                ),
            ),
        op,
        None,
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// `vector.expandload`: consecutive elements into the set lanes.
///
/// Rule at rules/memref.rules:90:
///
/// ```text
/// /// `vector.expandload`: consecutive elements into the set lanes.
/// rule vector.expandload(m, ..indices, mask, pass_thru) {alignment = _al?} -> (r) where rank(type(r)) == 1 && unit_inner(m)
///     => llvm.intr.masked.expandload(element_ptr(m, indices), mask, pass_thru) : convert(type(r));
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_expandload_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_m, ref b_indices @ .., b_mask, b_pass_thru] = __op.operands[..] else {
        return Ok(false);
    };
    let b_indices: Vec<::lowrite_core::ir::Value> = b_indices.to_vec();
    let b__al = __op.attr("alignment").cloned();
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    if !(((((::lowrite_core::builtins::types::rank(
        &(rw.source().value_type(b_r).clone()),
    )) == (1i64)))
        && (((((matches!(
            rw.source().value_type(b_m).clone(), ::lowrite_core::ir::Type::MemRef { .. }
        ))
            && (((::lowrite_core::builtins::types::rank(
                &(rw.source().value_type(b_m).clone()),
            )) >= (1i64)))))
            && (((::lowrite_core::builtins::layout::stride(
                &(rw.source().value_type(b_m).clone()),
                ((::lowrite_core::builtins::types::rank(
                    &(rw.source().value_type(b_m).clone()),
                )) - (1i64)),
            )) == (1i64)))))))
    {
        return Ok(false);
    }
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.intr.masked.expandload")
            .operands(
                vec![
                    ::lowrite_core::builtins::values::gep({ let b_t__47 = rw.source()
                    .value_type(b_m).clone(); (if
                    ((::lowrite_core::builtins::layout::is_static(::lowrite_core::builtins::layout::offset(&
                    (b_t__47.clone())))) && (((::lowrite_core::builtins::layout::offset(&
                    (b_t__47.clone()))) == (0i64)))) { { let __v = rw.value(b_m) ?;
                    ::lowrite_core::builtins::values::extract(__v, & [1i64], rw) ? } }
                    else {
                    ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.getelementptr")
                    .operands(vec![{ let __v = rw.value(b_m) ?;
                    ::lowrite_core::builtins::values::extract(__v, & [1i64], rw) ? },
                    ::lowrite_core::builtins::values::index_value(::lowrite_core::convert::static_or(::lowrite_core::builtins::layout::offset(&
                    (b_t__47.clone())), rw, | rw | Ok({ let __v = rw.value(b_m) ?;
                    ::lowrite_core::builtins::values::extract(__v, & [2i64], rw) ? })) ?,
                    rw) ?]).results(vec![::lowrite_core::ir::Type::ptr()])
                    .attr_opt("elem_type",
                    Some(::lowrite_core::ir::Attribute::Type(::lowrite_core::ir::Type::shared({
                    let __t = ::lowrite_core::builtins::types::elem(& (b_t__47.clone()));
                    rw.convert_type(& __t) ? })))).attr_opt("rawConstantIndices",
                    ::lowrite_core::builtins::attrs::i32_array(& [(- 2147483648i64)])),
                    op, None, rw,) ? }) }, & ({ let __t =
                    ::lowrite_core::builtins::types::elem(& (rw.source().value_type(b_m)
                    .clone())); rw.convert_type(& __t) ? }),
                    ::lowrite_core::builtins::values::strided_index(rw.value(b_m) ?, &
                    ((rw.values(& b_indices) ?).into_iter()
                    .map(::lowrite_core::convert::Ofr::Dynamic).collect:: < Vec < _ >>
                    ()), & ({ let mut __l = Vec::new(); for b_i__45 in
                    ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
                    ::lowrite_core::builtins::types::rank(& (rw.source().value_type(b_m)
                    .clone()))), rw) ? { let b_i__45 : i64 = b_i__45; __l
                    .push(::lowrite_core::convert::Ofr::Static(::lowrite_core::builtins::layout::stride(&
                    (rw.source().value_type(b_m).clone()), b_i__45.clone()))); } __l }),
                    false, rw) ?, false, rw) ?, rw.value(b_mask) ?, rw.value(b_pass_thru)
                    ?
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
/// `vector.compressstore`: the set lanes to consecutive elements.
///
/// Rule at rules/memref.rules:94:
///
/// ```text
/// /// `vector.compressstore`: the set lanes to consecutive elements.
/// rule vector.compressstore(m, ..indices, mask, v) {alignment = _al?} where rank(type(v)) == 1 && unit_inner(m)
///     => llvm.intr.masked.compressstore(v, element_ptr(m, indices), mask);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_compressstore_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_m, ref b_indices @ .., b_mask, b_v] = __op.operands[..] else {
        return Ok(false);
    };
    let b_indices: Vec<::lowrite_core::ir::Value> = b_indices.to_vec();
    let b__al = __op.attr("alignment").cloned();
    if !(((((::lowrite_core::builtins::types::rank(
        &(rw.source().value_type(b_v).clone()),
    )) == (1i64)))
        && (((((matches!(
            rw.source().value_type(b_m).clone(), ::lowrite_core::ir::Type::MemRef { .. }
        ))
            && (((::lowrite_core::builtins::types::rank(
                &(rw.source().value_type(b_m).clone()),
            )) >= (1i64)))))
            && (((::lowrite_core::builtins::layout::stride(
                &(rw.source().value_type(b_m).clone()),
                ((::lowrite_core::builtins::types::rank(
                    &(rw.source().value_type(b_m).clone()),
                )) - (1i64)),
            )) == (1i64)))))))
    {
        return Ok(false);
    }
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.intr.masked.compressstore")
            .operands(
                vec![
                    rw.value(b_v) ?, ::lowrite_core::builtins::values::gep({ let b_t__52
                    = rw.source().value_type(b_m).clone(); (if
                    ((::lowrite_core::builtins::layout::is_static(::lowrite_core::builtins::layout::offset(&
                    (b_t__52.clone())))) && (((::lowrite_core::builtins::layout::offset(&
                    (b_t__52.clone()))) == (0i64)))) { { let __v = rw.value(b_m) ?;
                    ::lowrite_core::builtins::values::extract(__v, & [1i64], rw) ? } }
                    else {
                    ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.getelementptr")
                    .operands(vec![{ let __v = rw.value(b_m) ?;
                    ::lowrite_core::builtins::values::extract(__v, & [1i64], rw) ? },
                    ::lowrite_core::builtins::values::index_value(::lowrite_core::convert::static_or(::lowrite_core::builtins::layout::offset(&
                    (b_t__52.clone())), rw, | rw | Ok({ let __v = rw.value(b_m) ?;
                    ::lowrite_core::builtins::values::extract(__v, & [2i64], rw) ? })) ?,
                    rw) ?]).results(vec![::lowrite_core::ir::Type::ptr()])
                    .attr_opt("elem_type",
                    Some(::lowrite_core::ir::Attribute::Type(::lowrite_core::ir::Type::shared({
                    let __t = ::lowrite_core::builtins::types::elem(& (b_t__52.clone()));
                    rw.convert_type(& __t) ? })))).attr_opt("rawConstantIndices",
                    ::lowrite_core::builtins::attrs::i32_array(& [(- 2147483648i64)])),
                    op, None, rw,) ? }) }, & ({ let __t =
                    ::lowrite_core::builtins::types::elem(& (rw.source().value_type(b_m)
                    .clone())); rw.convert_type(& __t) ? }),
                    ::lowrite_core::builtins::values::strided_index(rw.value(b_m) ?, &
                    ((rw.values(& b_indices) ?).into_iter()
                    .map(::lowrite_core::convert::Ofr::Dynamic).collect:: < Vec < _ >>
                    ()), & ({ let mut __l = Vec::new(); for b_i__50 in
                    ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
                    ::lowrite_core::builtins::types::rank(& (rw.source().value_type(b_m)
                    .clone()))), rw) ? { let b_i__50 : i64 = b_i__50; __l
                    .push(::lowrite_core::convert::Ofr::Static(::lowrite_core::builtins::layout::stride(&
                    (rw.source().value_type(b_m).clone()), b_i__50.clone()))); } __l }),
                    false, rw) ?, false, rw) ?, rw.value(b_mask) ?
                ],
            ),
        op,
        None,
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/memref.rules:123:
///
/// ```text
/// rule vector.transfer_read(m, ..indices, padding, ..mask) {permutation_map = pm, in_bounds = ib} -> (r)
///     where transferable(type(r), type(m), pm) && is_true(attr_elem(ib, 0)) && len(mask) == 0
///     => llvm.load(element_ptr(m, indices)) {alignment = vector_align(no_attr(), m)} : convert(type(r));
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_transfer_read_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let Some(__segs) = ::lowrite_core::convert::segments(__op, 4usize) else {
        return Ok(false);
    };
    let [b_m] = *__segs[0usize] else {
        return Ok(false);
    };
    let b_indices: Vec<::lowrite_core::ir::Value> = __segs[1usize].to_vec();
    let [b_padding] = *__segs[2usize] else {
        return Ok(false);
    };
    let b_mask: Vec<::lowrite_core::ir::Value> = __segs[3usize].to_vec();
    let b_pm @ Some(_) = __op.attr("permutation_map").cloned() else {
        return Ok(false);
    };
    let b_ib @ Some(_) = __op.attr("in_bounds").cloned() else {
        return Ok(false);
    };
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    if !((((({
        let b_t__53 = rw.source().value_type(b_r).clone();
        {
            let b_mt__53 = rw.source().value_type(b_m).clone();
            ((((((((matches!(b_mt__53.clone(), ::lowrite_core::ir::Type::MemRef { .. }))
                && (((::lowrite_core::builtins::types::rank(&(b_t__53.clone())))
                    == (1i64)))))
                && (((::lowrite_core::builtins::types::rank(&(b_mt__53.clone())))
                    >= (1i64)))))
                && (::lowrite_core::builtins::attrs::minor_identity(
                    (b_pm.clone()).as_ref(),
                ))))
                && (((::lowrite_core::builtins::layout::stride(
                    &(b_mt__53.clone()),
                    ((::lowrite_core::builtins::types::rank(&(b_mt__53.clone())))
                        - (1i64)),
                )) == (1i64))))
        }
    })
        && (::lowrite_core::builtins::attrs::is_true(
            (::lowrite_core::builtins::attrs::attr_elem((b_ib.clone()).as_ref(), 0i64))
                .as_ref(),
        )))) && ((((b_mask.len() as i64)) == (0i64)))))
    {
        return Ok(false);
    }
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.load")
            .operands(
                vec![
                    ::lowrite_core::builtins::values::gep({ let b_t__57 = rw.source()
                    .value_type(b_m).clone(); (if
                    ((::lowrite_core::builtins::layout::is_static(::lowrite_core::builtins::layout::offset(&
                    (b_t__57.clone())))) && (((::lowrite_core::builtins::layout::offset(&
                    (b_t__57.clone()))) == (0i64)))) { { let __v = rw.value(b_m) ?;
                    ::lowrite_core::builtins::values::extract(__v, & [1i64], rw) ? } }
                    else {
                    ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.getelementptr")
                    .operands(vec![{ let __v = rw.value(b_m) ?;
                    ::lowrite_core::builtins::values::extract(__v, & [1i64], rw) ? },
                    ::lowrite_core::builtins::values::index_value(::lowrite_core::convert::static_or(::lowrite_core::builtins::layout::offset(&
                    (b_t__57.clone())), rw, | rw | Ok({ let __v = rw.value(b_m) ?;
                    ::lowrite_core::builtins::values::extract(__v, & [2i64], rw) ? })) ?,
                    rw) ?]).results(vec![::lowrite_core::ir::Type::ptr()])
                    .attr_opt("elem_type",
                    Some(::lowrite_core::ir::Attribute::Type(::lowrite_core::ir::Type::shared({
                    let __t = ::lowrite_core::builtins::types::elem(& (b_t__57.clone()));
                    rw.convert_type(& __t) ? })))).attr_opt("rawConstantIndices",
                    ::lowrite_core::builtins::attrs::i32_array(& [(- 2147483648i64)])),
                    op, None, rw,) ? }) }, & ({ let __t =
                    ::lowrite_core::builtins::types::elem(& (rw.source().value_type(b_m)
                    .clone())); rw.convert_type(& __t) ? }),
                    ::lowrite_core::builtins::values::strided_index(rw.value(b_m) ?, &
                    ((rw.values(& b_indices) ?).into_iter()
                    .map(::lowrite_core::convert::Ofr::Dynamic).collect:: < Vec < _ >>
                    ()), & ({ let mut __l = Vec::new(); for b_i__55 in
                    ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
                    ::lowrite_core::builtins::types::rank(& (rw.source().value_type(b_m)
                    .clone()))), rw) ? { let b_i__55 : i64 = b_i__55; __l
                    .push(::lowrite_core::convert::Ofr::Static(::lowrite_core::builtins::layout::stride(&
                    (rw.source().value_type(b_m).clone()), b_i__55.clone()))); } __l }),
                    false, rw) ?, false, rw) ?
                ],
            )
            .results(vec![rw.convert_type_of(b_r) ?])
            .attr_opt(
                "alignment",
                Some(
                    ::lowrite_core::ir::Attribute::i64({
                        let b_al__58 = ::lowrite_core::builtins::attrs::no_attr();
                        (if ::lowrite_core::builtins::attrs::present(
                            (b_al__58.clone()).as_ref(),
                        ) {
                            ::lowrite_core::builtins::attrs::int_value(
                                (b_al__58.clone()).as_ref(),
                            )
                        } else {
                            (if ((::lowrite_core::builtins::types::width(
                                &({
                                    let __t = ::lowrite_core::builtins::types::elem(
                                        &(rw.source().value_type(b_m).clone()),
                                    );
                                    rw.convert_type(&__t)?
                                }),
                            )) >= (8i64))
                            {
                                (i64::checked_div(
                                        ::lowrite_core::builtins::types::width(
                                            &({
                                                let __t = ::lowrite_core::builtins::types::elem(
                                                    &(rw.source().value_type(b_m).clone()),
                                                );
                                                rw.convert_type(&__t)?
                                            }),
                                        ),
                                        8i64,
                                    )
                                    .unwrap_or(0))
                            } else {
                                1i64
                            })
                        })
                    }),
                ),
            ),
        op,
        None,
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/memref.rules:126:
///
/// ```text
/// where transferable(type(r), type(m), pm) => {
///     let n = dim(type(r), 0);
///     let lanes = transfer_mask(m, indices, n, mask, is_true(attr_elem(ib, 0)));
///     yield llvm.intr.masked.load(element_ptr(m, indices), lanes, splat(padding, n, convert(elem(type(r)))))
///         {alignment = int_attr(vector_align(no_attr(), m), i32)} : convert(type(r));
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_transfer_read_1(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let Some(__segs) = ::lowrite_core::convert::segments(__op, 4usize) else {
        return Ok(false);
    };
    let [b_m] = *__segs[0usize] else {
        return Ok(false);
    };
    let b_indices: Vec<::lowrite_core::ir::Value> = __segs[1usize].to_vec();
    let [b_padding] = *__segs[2usize] else {
        return Ok(false);
    };
    let b_mask: Vec<::lowrite_core::ir::Value> = __segs[3usize].to_vec();
    let b_pm @ Some(_) = __op.attr("permutation_map").cloned() else {
        return Ok(false);
    };
    let b_ib @ Some(_) = __op.attr("in_bounds").cloned() else {
        return Ok(false);
    };
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    if !({
        let b_t__59 = rw.source().value_type(b_r).clone();
        {
            let b_mt__59 = rw.source().value_type(b_m).clone();
            ((((((((matches!(b_mt__59.clone(), ::lowrite_core::ir::Type::MemRef { .. }))
                && (((::lowrite_core::builtins::types::rank(&(b_t__59.clone())))
                    == (1i64)))))
                && (((::lowrite_core::builtins::types::rank(&(b_mt__59.clone())))
                    >= (1i64)))))
                && (::lowrite_core::builtins::attrs::minor_identity(
                    (b_pm.clone()).as_ref(),
                ))))
                && (((::lowrite_core::builtins::layout::stride(
                    &(b_mt__59.clone()),
                    ((::lowrite_core::builtins::types::rank(&(b_mt__59.clone())))
                        - (1i64)),
                )) == (1i64))))
        }
    }) {
        return Ok(false);
    }
    let b_n = ::lowrite_core::builtins::layout::dim(
        &(rw.source().value_type(b_r).clone()),
        0i64,
    );
    let b_lanes = {
        let b_in_bounds__60 = ::lowrite_core::builtins::attrs::is_true(
            (::lowrite_core::builtins::attrs::attr_elem((b_ib.clone()).as_ref(), 0i64))
                .as_ref(),
        );
        (if b_in_bounds__60.clone() {
            ::lowrite_core::convert::located(
                ::lowrite_core::builtins::lists::nth(
                    &rw.values(&b_mask)?,
                    0i64,
                    "value",
                ),
                rw,
            )?
        } else {
            (if (((b_mask.len() as i64)) == (1i64)) {
                ::lowrite_core::convert::build_one(
                    ::lowrite_core::ir::OpSpec::named("llvm.and")
                        .operands(
                            vec![
                                ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.icmp")
                                .operands(vec![{ let b_p__63 =
                                ::lowrite_core::builtins::values::poison(&
                                (::lowrite_core::builtins::types::vector(b_n.clone(), &
                                (::lowrite_core::ir::Type::int(32u32)))), rw) ?;
                                ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.shufflevector")
                                .operands(vec![::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.insertelement")
                                .operands(vec![b_p__63, (if
                                ((::lowrite_core::builtins::types::width(& ({ let __t =
                                ::lowrite_core::ir::Type::Index; rw.convert_type(& __t) ?
                                }))) > (32i64)) {
                                ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.trunc")
                                .operands(vec![::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.sub")
                                .operands(vec![::lowrite_core::builtins::values::value_of(::lowrite_core::convert::static_or(::lowrite_core::builtins::layout::dim(&
                                (rw.source().value_type(b_m).clone()),
                                ((::lowrite_core::builtins::types::rank(& (rw.source()
                                .value_type(b_m).clone()))) - (1i64))), rw, | rw | Ok({ let
                                __v = rw.value(b_m) ?; let __i =
                                (((::lowrite_core::builtins::types::rank(& (rw.source()
                                .value_type(b_m).clone()))) - (1i64))) as i64;
                                ::lowrite_core::builtins::values::extract(__v, & [3i64,
                                __i], rw) ? })) ?, & ({ let __t =
                                ::lowrite_core::ir::Type::Index; rw.convert_type(& __t) ?
                                }), rw) ?,
                                ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
                                rw.values(& b_indices) ?,
                                ((::lowrite_core::builtins::types::rank(& (rw.source()
                                .value_type(b_m).clone()))) - (1i64)), "value"), rw) ?])
                                .results(vec![{ let __t = ::lowrite_core::ir::Type::Index;
                                rw.convert_type(& __t) ? }]), op, None, rw,) ?])
                                .results(vec![::lowrite_core::ir::Type::int(32u32)]), op,
                                None, rw,) ? } else {
                                ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.sub")
                                .operands(vec![::lowrite_core::builtins::values::value_of(::lowrite_core::convert::static_or(::lowrite_core::builtins::layout::dim(&
                                (rw.source().value_type(b_m).clone()),
                                ((::lowrite_core::builtins::types::rank(& (rw.source()
                                .value_type(b_m).clone()))) - (1i64))), rw, | rw | Ok({ let
                                __v = rw.value(b_m) ?; let __i =
                                (((::lowrite_core::builtins::types::rank(& (rw.source()
                                .value_type(b_m).clone()))) - (1i64))) as i64;
                                ::lowrite_core::builtins::values::extract(__v, & [3i64,
                                __i], rw) ? })) ?, & ({ let __t =
                                ::lowrite_core::ir::Type::Index; rw.convert_type(& __t) ?
                                }), rw) ?,
                                ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
                                rw.values(& b_indices) ?,
                                ((::lowrite_core::builtins::types::rank(& (rw.source()
                                .value_type(b_m).clone()))) - (1i64)), "value"), rw) ?])
                                .results(vec![{ let __t = ::lowrite_core::ir::Type::Index;
                                rw.convert_type(& __t) ? }]), op, None, rw,) ? }),
                                ::lowrite_core::builtins::values::constant(0i64, &
                                (::lowrite_core::ir::Type::int(32u32)), rw) ?])
                                .results(vec![::lowrite_core::builtins::types::vector(b_n
                                .clone(), & (::lowrite_core::ir::Type::int(32u32)))]), op,
                                None, rw,) ?, b_p__63])
                                .results(vec![::lowrite_core::builtins::types::vector(b_n
                                .clone(), & (::lowrite_core::ir::Type::int(32u32)))])
                                .attr_opt("mask",
                                ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::i32_array_of(&
                                ({ let mut __l = Vec::new(); for b__i__63 in
                                ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
                                b_n.clone()), rw) ? { let b__i__63 : i64 = b__i__63; __l
                                .push(::lowrite_core::convert::Ofr::Static(0i64)); } __l
                                })), rw) ?), op, None, rw,) ? },
                                ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.mlir.constant")
                                .operands(Vec:: < ::lowrite_core::ir::Value > ::new())
                                .results(vec![::lowrite_core::builtins::types::vector(b_n
                                .clone(), & (::lowrite_core::ir::Type::int(32u32)))])
                                .attr_opt("value",
                                ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::dense_of(&
                                (::lowrite_core::builtins::types::vector(b_n.clone(), &
                                (::lowrite_core::ir::Type::int(32u32)))), & ({ let mut __l =
                                Vec::new(); for b_i__62 in
                                ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
                                b_n.clone()), rw) ? { let b_i__62 : i64 = b_i__62; __l
                                .push(::lowrite_core::convert::Ofr::Static(b_i__62
                                .clone())); } __l })), rw) ?), op, None, rw,) ?])
                                .results(vec![::lowrite_core::builtins::types::vector(b_n
                                .clone(), & (::lowrite_core::ir::Type::int(1u32)))])
                                .attr_opt("predicate",
                                Some(::lowrite_core::ir::Attribute::int(4i64,
                                ::lowrite_core::ir::Type::int(64u32)))), op, None, rw,) ?,
                                ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
                                rw.values(& b_mask) ?, 0i64, "value"), rw) ?
                            ],
                        )
                        .results(
                            vec![
                                ::lowrite_core::builtins::types::vector(b_n.clone(), &
                                (::lowrite_core::ir::Type::int(1u32)))
                            ],
                        ),
                    op,
                    None,
                    rw,
                )?
            } else {
                ::lowrite_core::convert::build_one(
                    ::lowrite_core::ir::OpSpec::named("llvm.icmp")
                        .operands(
                            vec![
                                { let b_p__66 = ::lowrite_core::builtins::values::poison(&
                                (::lowrite_core::builtins::types::vector(b_n.clone(), &
                                (::lowrite_core::ir::Type::int(32u32)))), rw) ?;
                                ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.shufflevector")
                                .operands(vec![::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.insertelement")
                                .operands(vec![b_p__66, (if
                                ((::lowrite_core::builtins::types::width(& ({ let __t =
                                ::lowrite_core::ir::Type::Index; rw.convert_type(& __t) ?
                                }))) > (32i64)) {
                                ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.trunc")
                                .operands(vec![::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.sub")
                                .operands(vec![::lowrite_core::builtins::values::value_of(::lowrite_core::convert::static_or(::lowrite_core::builtins::layout::dim(&
                                (rw.source().value_type(b_m).clone()),
                                ((::lowrite_core::builtins::types::rank(& (rw.source()
                                .value_type(b_m).clone()))) - (1i64))), rw, | rw | Ok({ let
                                __v = rw.value(b_m) ?; let __i =
                                (((::lowrite_core::builtins::types::rank(& (rw.source()
                                .value_type(b_m).clone()))) - (1i64))) as i64;
                                ::lowrite_core::builtins::values::extract(__v, & [3i64,
                                __i], rw) ? })) ?, & ({ let __t =
                                ::lowrite_core::ir::Type::Index; rw.convert_type(& __t) ?
                                }), rw) ?,
                                ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
                                rw.values(& b_indices) ?,
                                ((::lowrite_core::builtins::types::rank(& (rw.source()
                                .value_type(b_m).clone()))) - (1i64)), "value"), rw) ?])
                                .results(vec![{ let __t = ::lowrite_core::ir::Type::Index;
                                rw.convert_type(& __t) ? }]), op, None, rw,) ?])
                                .results(vec![::lowrite_core::ir::Type::int(32u32)]), op,
                                None, rw,) ? } else {
                                ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.sub")
                                .operands(vec![::lowrite_core::builtins::values::value_of(::lowrite_core::convert::static_or(::lowrite_core::builtins::layout::dim(&
                                (rw.source().value_type(b_m).clone()),
                                ((::lowrite_core::builtins::types::rank(& (rw.source()
                                .value_type(b_m).clone()))) - (1i64))), rw, | rw | Ok({ let
                                __v = rw.value(b_m) ?; let __i =
                                (((::lowrite_core::builtins::types::rank(& (rw.source()
                                .value_type(b_m).clone()))) - (1i64))) as i64;
                                ::lowrite_core::builtins::values::extract(__v, & [3i64,
                                __i], rw) ? })) ?, & ({ let __t =
                                ::lowrite_core::ir::Type::Index; rw.convert_type(& __t) ?
                                }), rw) ?,
                                ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
                                rw.values(& b_indices) ?,
                                ((::lowrite_core::builtins::types::rank(& (rw.source()
                                .value_type(b_m).clone()))) - (1i64)), "value"), rw) ?])
                                .results(vec![{ let __t = ::lowrite_core::ir::Type::Index;
                                rw.convert_type(& __t) ? }]), op, None, rw,) ? }),
                                ::lowrite_core::builtins::values::constant(0i64, &
                                (::lowrite_core::ir::Type::int(32u32)), rw) ?])
                                .results(vec![::lowrite_core::builtins::types::vector(b_n
                                .clone(), & (::lowrite_core::ir::Type::int(32u32)))]), op,
                                None, rw,) ?, b_p__66])
                                .results(vec![::lowrite_core::builtins::types::vector(b_n
                                .clone(), & (::lowrite_core::ir::Type::int(32u32)))])
                                .attr_opt("mask",
                                ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::i32_array_of(&
                                ({ let mut __l = Vec::new(); for b__i__66 in
                                ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
                                b_n.clone()), rw) ? { let b__i__66 : i64 = b__i__66; __l
                                .push(::lowrite_core::convert::Ofr::Static(0i64)); } __l
                                })), rw) ?), op, None, rw,) ? },
                                ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.mlir.constant")
                                .operands(Vec:: < ::lowrite_core::ir::Value > ::new())
                                .results(vec![::lowrite_core::builtins::types::vector(b_n
                                .clone(), & (::lowrite_core::ir::Type::int(32u32)))])
                                .attr_opt("value",
                                ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::dense_of(&
                                (::lowrite_core::builtins::types::vector(b_n.clone(), &
                                (::lowrite_core::ir::Type::int(32u32)))), & ({ let mut __l =
                                Vec::new(); for b_i__65 in
                                ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
                                b_n.clone()), rw) ? { let b_i__65 : i64 = b_i__65; __l
                                .push(::lowrite_core::convert::Ofr::Static(b_i__65
                                .clone())); } __l })), rw) ?), op, None, rw,) ?
                            ],
                        )
                        .results(
                            vec![
                                ::lowrite_core::builtins::types::vector(b_n.clone(), &
                                (::lowrite_core::ir::Type::int(1u32)))
                            ],
                        )
                        .attr_opt(
                            "predicate",
                            Some(
                                ::lowrite_core::ir::Attribute::int(
                                    4i64,
                                    ::lowrite_core::ir::Type::int(64u32),
                                ),
                            ),
                        ),
                    op,
                    None,
                    rw,
                )?
            })
        })
    };
    let __yielded = vec![
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.intr.masked.load")
        .operands(vec![::lowrite_core::builtins::values::gep({ let b_t__70 = rw.source()
        .value_type(b_m).clone(); (if
        ((::lowrite_core::builtins::layout::is_static(::lowrite_core::builtins::layout::offset(&
        (b_t__70.clone())))) && (((::lowrite_core::builtins::layout::offset(& (b_t__70
        .clone()))) == (0i64)))) { { let __v = rw.value(b_m) ?;
        ::lowrite_core::builtins::values::extract(__v, & [1i64], rw) ? } } else {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.getelementptr")
        .operands(vec![{ let __v = rw.value(b_m) ?;
        ::lowrite_core::builtins::values::extract(__v, & [1i64], rw) ? },
        ::lowrite_core::builtins::values::index_value(::lowrite_core::convert::static_or(::lowrite_core::builtins::layout::offset(&
        (b_t__70.clone())), rw, | rw | Ok({ let __v = rw.value(b_m) ?;
        ::lowrite_core::builtins::values::extract(__v, & [2i64], rw) ? })) ?, rw) ?])
        .results(vec![::lowrite_core::ir::Type::ptr()]).attr_opt("elem_type",
        Some(::lowrite_core::ir::Attribute::Type(::lowrite_core::ir::Type::shared({ let
        __t = ::lowrite_core::builtins::types::elem(& (b_t__70.clone())); rw
        .convert_type(& __t) ? })))).attr_opt("rawConstantIndices",
        ::lowrite_core::builtins::attrs::i32_array(& [(- 2147483648i64)])), op, None,
        rw,) ? }) }, & ({ let __t = ::lowrite_core::builtins::types::elem(& (rw.source()
        .value_type(b_m).clone())); rw.convert_type(& __t) ? }),
        ::lowrite_core::builtins::values::strided_index(rw.value(b_m) ?, & ((rw.values(&
        b_indices) ?).into_iter().map(::lowrite_core::convert::Ofr::Dynamic).collect:: <
        Vec < _ >> ()), & ({ let mut __l = Vec::new(); for b_i__68 in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
        ::lowrite_core::builtins::types::rank(& (rw.source().value_type(b_m).clone()))),
        rw) ? { let b_i__68 : i64 = b_i__68; __l
        .push(::lowrite_core::convert::Ofr::Static(::lowrite_core::builtins::layout::stride(&
        (rw.source().value_type(b_m).clone()), b_i__68.clone()))); } __l }), false, rw)
        ?, false, rw) ?, b_lanes, { let b_t__71 = { let __t =
        ::lowrite_core::builtins::types::elem(& (rw.source().value_type(b_r).clone()));
        rw.convert_type(& __t) ? }; { let b_p__71 =
        ::lowrite_core::builtins::values::poison(&
        (::lowrite_core::builtins::types::vector(b_n.clone(), & (b_t__71.clone()))), rw)
        ?;
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.shufflevector")
        .operands(vec![::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.insertelement")
        .operands(vec![b_p__71, rw.value(b_padding) ?,
        ::lowrite_core::builtins::values::constant(0i64, &
        (::lowrite_core::ir::Type::int(32u32)), rw) ?])
        .results(vec![::lowrite_core::builtins::types::vector(b_n.clone(), & (b_t__71
        .clone()))]), op, None, rw,) ?, b_p__71])
        .results(vec![::lowrite_core::builtins::types::vector(b_n.clone(), & (b_t__71
        .clone()))]).attr_opt("mask",
        ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::i32_array_of(&
        ({ let mut __l = Vec::new(); for b__i__71 in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64, b_n
        .clone()), rw) ? { let b__i__71 : i64 = b__i__71; __l
        .push(::lowrite_core::convert::Ofr::Static(0i64)); } __l })), rw) ?), op, None,
        rw,) ? } }]).results(vec![rw.convert_type_of(b_r) ?]).attr_opt("alignment",
        ::lowrite_core::builtins::attrs::int_attr({ let b_al__72 =
        ::lowrite_core::builtins::attrs::no_attr(); (if
        ::lowrite_core::builtins::attrs::present((b_al__72.clone()).as_ref()) {
        ::lowrite_core::builtins::attrs::int_value((b_al__72.clone()).as_ref()) } else {
        (if ((::lowrite_core::builtins::types::width(& ({ let __t =
        ::lowrite_core::builtins::types::elem(& (rw.source().value_type(b_m).clone()));
        rw.convert_type(& __t) ? }))) >= (8i64)) {
        (i64::checked_div(::lowrite_core::builtins::types::width(& ({ let __t =
        ::lowrite_core::builtins::types::elem(& (rw.source().value_type(b_m).clone()));
        rw.convert_type(& __t) ? })), 8i64).unwrap_or(0)) } else { 1i64 }) }) }, &
        (::lowrite_core::ir::Type::int(32u32)))), op, None, rw,) ?
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// Rule at rules/memref.rules:133:
///
/// ```text
/// rule vector.transfer_write(v, m, ..indices, ..mask) {permutation_map = pm, in_bounds = ib}
///     where transferable(type(v), type(m), pm) && is_true(attr_elem(ib, 0)) && len(mask) == 0
///     => llvm.store(v, element_ptr(m, indices)) {alignment = vector_align(no_attr(), m)};
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_transfer_write_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let Some(__segs) = ::lowrite_core::convert::segments(__op, 4usize) else {
        return Ok(false);
    };
    let [b_v] = *__segs[0usize] else {
        return Ok(false);
    };
    let [b_m] = *__segs[1usize] else {
        return Ok(false);
    };
    let b_indices: Vec<::lowrite_core::ir::Value> = __segs[2usize].to_vec();
    let b_mask: Vec<::lowrite_core::ir::Value> = __segs[3usize].to_vec();
    let b_pm @ Some(_) = __op.attr("permutation_map").cloned() else {
        return Ok(false);
    };
    let b_ib @ Some(_) = __op.attr("in_bounds").cloned() else {
        return Ok(false);
    };
    if !((((({
        let b_t__73 = rw.source().value_type(b_v).clone();
        {
            let b_mt__73 = rw.source().value_type(b_m).clone();
            ((((((((matches!(b_mt__73.clone(), ::lowrite_core::ir::Type::MemRef { .. }))
                && (((::lowrite_core::builtins::types::rank(&(b_t__73.clone())))
                    == (1i64)))))
                && (((::lowrite_core::builtins::types::rank(&(b_mt__73.clone())))
                    >= (1i64)))))
                && (::lowrite_core::builtins::attrs::minor_identity(
                    (b_pm.clone()).as_ref(),
                ))))
                && (((::lowrite_core::builtins::layout::stride(
                    &(b_mt__73.clone()),
                    ((::lowrite_core::builtins::types::rank(&(b_mt__73.clone())))
                        - (1i64)),
                )) == (1i64))))
        }
    })
        && (::lowrite_core::builtins::attrs::is_true(
            (::lowrite_core::builtins::attrs::attr_elem((b_ib.clone()).as_ref(), 0i64))
                .as_ref(),
        )))) && ((((b_mask.len() as i64)) == (0i64)))))
    {
        return Ok(false);
    }
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.store")
            .operands(
                vec![
                    rw.value(b_v) ?, ::lowrite_core::builtins::values::gep({ let b_t__77
                    = rw.source().value_type(b_m).clone(); (if
                    ((::lowrite_core::builtins::layout::is_static(::lowrite_core::builtins::layout::offset(&
                    (b_t__77.clone())))) && (((::lowrite_core::builtins::layout::offset(&
                    (b_t__77.clone()))) == (0i64)))) { { let __v = rw.value(b_m) ?;
                    ::lowrite_core::builtins::values::extract(__v, & [1i64], rw) ? } }
                    else {
                    ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.getelementptr")
                    .operands(vec![{ let __v = rw.value(b_m) ?;
                    ::lowrite_core::builtins::values::extract(__v, & [1i64], rw) ? },
                    ::lowrite_core::builtins::values::index_value(::lowrite_core::convert::static_or(::lowrite_core::builtins::layout::offset(&
                    (b_t__77.clone())), rw, | rw | Ok({ let __v = rw.value(b_m) ?;
                    ::lowrite_core::builtins::values::extract(__v, & [2i64], rw) ? })) ?,
                    rw) ?]).results(vec![::lowrite_core::ir::Type::ptr()])
                    .attr_opt("elem_type",
                    Some(::lowrite_core::ir::Attribute::Type(::lowrite_core::ir::Type::shared({
                    let __t = ::lowrite_core::builtins::types::elem(& (b_t__77.clone()));
                    rw.convert_type(& __t) ? })))).attr_opt("rawConstantIndices",
                    ::lowrite_core::builtins::attrs::i32_array(& [(- 2147483648i64)])),
                    op, None, rw,) ? }) }, & ({ let __t =
                    ::lowrite_core::builtins::types::elem(& (rw.source().value_type(b_m)
                    .clone())); rw.convert_type(& __t) ? }),
                    ::lowrite_core::builtins::values::strided_index(rw.value(b_m) ?, &
                    ((rw.values(& b_indices) ?).into_iter()
                    .map(::lowrite_core::convert::Ofr::Dynamic).collect:: < Vec < _ >>
                    ()), & ({ let mut __l = Vec::new(); for b_i__75 in
                    ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
                    ::lowrite_core::builtins::types::rank(& (rw.source().value_type(b_m)
                    .clone()))), rw) ? { let b_i__75 : i64 = b_i__75; __l
                    .push(::lowrite_core::convert::Ofr::Static(::lowrite_core::builtins::layout::stride(&
                    (rw.source().value_type(b_m).clone()), b_i__75.clone()))); } __l }),
                    false, rw) ?, false, rw) ?
                ],
            )
            .attr_opt(
                "alignment",
                Some(
                    ::lowrite_core::ir::Attribute::i64({
                        let b_al__78 = ::lowrite_core::builtins::attrs::no_attr();
                        (if ::lowrite_core::builtins::attrs::present(
                            (b_al__78.clone()).as_ref(),
                        ) {
                            ::lowrite_core::builtins::attrs::int_value(
                                (b_al__78.clone()).as_ref(),
                            )
                        } else {
                            (if ((::lowrite_core::builtins::types::width(
                                &({
                                    let __t = ::lowrite_core::builtins::types::elem(
                                        &(rw.source().value_type(b_m).clone()),
                                    );
                                    rw.convert_type(&__t)?
                                }),
                            )) >= (8i64))
                            {
                                (i64::checked_div(
                                        ::lowrite_core::builtins::types::width(
                                            &({
                                                let __t = ::lowrite_core::builtins::types::elem(
                                                    &(rw.source().value_type(b_m).clone()),
                                                );
                                                rw.convert_type(&__t)?
                                            }),
                                        ),
                                        8i64,
                                    )
                                    .unwrap_or(0))
                            } else {
                                1i64
                            })
                        })
                    }),
                ),
            ),
        op,
        None,
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/memref.rules:136:
///
/// ```text
/// where transferable(type(v), type(m), pm) => {
///     let lanes = transfer_mask(m, indices, dim(type(v), 0), mask, is_true(attr_elem(ib, 0)));
///     llvm.intr.masked.store(v, element_ptr(m, indices), lanes)
///         {alignment = int_attr(vector_align(no_attr(), m), i32)};
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_transfer_write_1(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let Some(__segs) = ::lowrite_core::convert::segments(__op, 4usize) else {
        return Ok(false);
    };
    let [b_v] = *__segs[0usize] else {
        return Ok(false);
    };
    let [b_m] = *__segs[1usize] else {
        return Ok(false);
    };
    let b_indices: Vec<::lowrite_core::ir::Value> = __segs[2usize].to_vec();
    let b_mask: Vec<::lowrite_core::ir::Value> = __segs[3usize].to_vec();
    let b_pm @ Some(_) = __op.attr("permutation_map").cloned() else {
        return Ok(false);
    };
    let b_ib @ Some(_) = __op.attr("in_bounds").cloned() else {
        return Ok(false);
    };
    if !({
        let b_t__79 = rw.source().value_type(b_v).clone();
        {
            let b_mt__79 = rw.source().value_type(b_m).clone();
            ((((((((matches!(b_mt__79.clone(), ::lowrite_core::ir::Type::MemRef { .. }))
                && (((::lowrite_core::builtins::types::rank(&(b_t__79.clone())))
                    == (1i64)))))
                && (((::lowrite_core::builtins::types::rank(&(b_mt__79.clone())))
                    >= (1i64)))))
                && (::lowrite_core::builtins::attrs::minor_identity(
                    (b_pm.clone()).as_ref(),
                ))))
                && (((::lowrite_core::builtins::layout::stride(
                    &(b_mt__79.clone()),
                    ((::lowrite_core::builtins::types::rank(&(b_mt__79.clone())))
                        - (1i64)),
                )) == (1i64))))
        }
    }) {
        return Ok(false);
    }
    let b_lanes = {
        let b_n__80 = ::lowrite_core::builtins::layout::dim(
            &(rw.source().value_type(b_v).clone()),
            0i64,
        );
        {
            let b_in_bounds__80 = ::lowrite_core::builtins::attrs::is_true(
                (::lowrite_core::builtins::attrs::attr_elem(
                    (b_ib.clone()).as_ref(),
                    0i64,
                ))
                    .as_ref(),
            );
            (if b_in_bounds__80.clone() {
                ::lowrite_core::convert::located(
                    ::lowrite_core::builtins::lists::nth(
                        &rw.values(&b_mask)?,
                        0i64,
                        "value",
                    ),
                    rw,
                )?
            } else {
                (if (((b_mask.len() as i64)) == (1i64)) {
                    ::lowrite_core::convert::build_one(
                        ::lowrite_core::ir::OpSpec::named("llvm.and")
                            .operands(
                                vec![
                                    ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.icmp")
                                    .operands(vec![{ let b_p__83 =
                                    ::lowrite_core::builtins::values::poison(&
                                    (::lowrite_core::builtins::types::vector(b_n__80.clone(), &
                                    (::lowrite_core::ir::Type::int(32u32)))), rw) ?;
                                    ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.shufflevector")
                                    .operands(vec![::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.insertelement")
                                    .operands(vec![b_p__83, (if
                                    ((::lowrite_core::builtins::types::width(& ({ let __t =
                                    ::lowrite_core::ir::Type::Index; rw.convert_type(& __t) ?
                                    }))) > (32i64)) {
                                    ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.trunc")
                                    .operands(vec![::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.sub")
                                    .operands(vec![::lowrite_core::builtins::values::value_of(::lowrite_core::convert::static_or(::lowrite_core::builtins::layout::dim(&
                                    (rw.source().value_type(b_m).clone()),
                                    ((::lowrite_core::builtins::types::rank(& (rw.source()
                                    .value_type(b_m).clone()))) - (1i64))), rw, | rw | Ok({ let
                                    __v = rw.value(b_m) ?; let __i =
                                    (((::lowrite_core::builtins::types::rank(& (rw.source()
                                    .value_type(b_m).clone()))) - (1i64))) as i64;
                                    ::lowrite_core::builtins::values::extract(__v, & [3i64,
                                    __i], rw) ? })) ?, & ({ let __t =
                                    ::lowrite_core::ir::Type::Index; rw.convert_type(& __t) ?
                                    }), rw) ?,
                                    ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
                                    rw.values(& b_indices) ?,
                                    ((::lowrite_core::builtins::types::rank(& (rw.source()
                                    .value_type(b_m).clone()))) - (1i64)), "value"), rw) ?])
                                    .results(vec![{ let __t = ::lowrite_core::ir::Type::Index;
                                    rw.convert_type(& __t) ? }]), op, None, rw,) ?])
                                    .results(vec![::lowrite_core::ir::Type::int(32u32)]), op,
                                    None, rw,) ? } else {
                                    ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.sub")
                                    .operands(vec![::lowrite_core::builtins::values::value_of(::lowrite_core::convert::static_or(::lowrite_core::builtins::layout::dim(&
                                    (rw.source().value_type(b_m).clone()),
                                    ((::lowrite_core::builtins::types::rank(& (rw.source()
                                    .value_type(b_m).clone()))) - (1i64))), rw, | rw | Ok({ let
                                    __v = rw.value(b_m) ?; let __i =
                                    (((::lowrite_core::builtins::types::rank(& (rw.source()
                                    .value_type(b_m).clone()))) - (1i64))) as i64;
                                    ::lowrite_core::builtins::values::extract(__v, & [3i64,
                                    __i], rw) ? })) ?, & ({ let __t =
                                    ::lowrite_core::ir::Type::Index; rw.convert_type(& __t) ?
                                    }), rw) ?,
                                    ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
                                    rw.values(& b_indices) ?,
                                    ((::lowrite_core::builtins::types::rank(& (rw.source()
                                    .value_type(b_m).clone()))) - (1i64)), "value"), rw) ?])
                                    .results(vec![{ let __t = ::lowrite_core::ir::Type::Index;
                                    rw.convert_type(& __t) ? }]), op, None, rw,) ? }),
                                    ::lowrite_core::builtins::values::constant(0i64, &
                                    (::lowrite_core::ir::Type::int(32u32)), rw) ?])
                                    .results(vec![::lowrite_core::builtins::types::vector(b_n__80
                                    .clone(), & (::lowrite_core::ir::Type::int(32u32)))]), op,
                                    None, rw,) ?, b_p__83])
                                    .results(vec![::lowrite_core::builtins::types::vector(b_n__80
                                    .clone(), & (::lowrite_core::ir::Type::int(32u32)))])
                                    .attr_opt("mask",
                                    ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::i32_array_of(&
                                    ({ let mut __l = Vec::new(); for b__i__83 in
                                    ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
                                    b_n__80.clone()), rw) ? { let b__i__83 : i64 = b__i__83; __l
                                    .push(::lowrite_core::convert::Ofr::Static(0i64)); } __l
                                    })), rw) ?), op, None, rw,) ? },
                                    ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.mlir.constant")
                                    .operands(Vec:: < ::lowrite_core::ir::Value > ::new())
                                    .results(vec![::lowrite_core::builtins::types::vector(b_n__80
                                    .clone(), & (::lowrite_core::ir::Type::int(32u32)))])
                                    .attr_opt("value",
                                    ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::dense_of(&
                                    (::lowrite_core::builtins::types::vector(b_n__80.clone(), &
                                    (::lowrite_core::ir::Type::int(32u32)))), & ({ let mut __l =
                                    Vec::new(); for b_i__82 in
                                    ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
                                    b_n__80.clone()), rw) ? { let b_i__82 : i64 = b_i__82; __l
                                    .push(::lowrite_core::convert::Ofr::Static(b_i__82
                                    .clone())); } __l })), rw) ?), op, None, rw,) ?])
                                    .results(vec![::lowrite_core::builtins::types::vector(b_n__80
                                    .clone(), & (::lowrite_core::ir::Type::int(1u32)))])
                                    .attr_opt("predicate",
                                    Some(::lowrite_core::ir::Attribute::int(4i64,
                                    ::lowrite_core::ir::Type::int(64u32)))), op, None, rw,) ?,
                                    ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
                                    rw.values(& b_mask) ?, 0i64, "value"), rw) ?
                                ],
                            )
                            .results(
                                vec![
                                    ::lowrite_core::builtins::types::vector(b_n__80.clone(), &
                                    (::lowrite_core::ir::Type::int(1u32)))
                                ],
                            ),
                        op,
                        None,
                        rw,
                    )?
                } else {
                    ::lowrite_core::convert::build_one(
                        ::lowrite_core::ir::OpSpec::named("llvm.icmp")
                            .operands(
                                vec![
                                    { let b_p__86 = ::lowrite_core::builtins::values::poison(&
                                    (::lowrite_core::builtins::types::vector(b_n__80.clone(), &
                                    (::lowrite_core::ir::Type::int(32u32)))), rw) ?;
                                    ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.shufflevector")
                                    .operands(vec![::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.insertelement")
                                    .operands(vec![b_p__86, (if
                                    ((::lowrite_core::builtins::types::width(& ({ let __t =
                                    ::lowrite_core::ir::Type::Index; rw.convert_type(& __t) ?
                                    }))) > (32i64)) {
                                    ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.trunc")
                                    .operands(vec![::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.sub")
                                    .operands(vec![::lowrite_core::builtins::values::value_of(::lowrite_core::convert::static_or(::lowrite_core::builtins::layout::dim(&
                                    (rw.source().value_type(b_m).clone()),
                                    ((::lowrite_core::builtins::types::rank(& (rw.source()
                                    .value_type(b_m).clone()))) - (1i64))), rw, | rw | Ok({ let
                                    __v = rw.value(b_m) ?; let __i =
                                    (((::lowrite_core::builtins::types::rank(& (rw.source()
                                    .value_type(b_m).clone()))) - (1i64))) as i64;
                                    ::lowrite_core::builtins::values::extract(__v, & [3i64,
                                    __i], rw) ? })) ?, & ({ let __t =
                                    ::lowrite_core::ir::Type::Index; rw.convert_type(& __t) ?
                                    }), rw) ?,
                                    ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
                                    rw.values(& b_indices) ?,
                                    ((::lowrite_core::builtins::types::rank(& (rw.source()
                                    .value_type(b_m).clone()))) - (1i64)), "value"), rw) ?])
                                    .results(vec![{ let __t = ::lowrite_core::ir::Type::Index;
                                    rw.convert_type(& __t) ? }]), op, None, rw,) ?])
                                    .results(vec![::lowrite_core::ir::Type::int(32u32)]), op,
                                    None, rw,) ? } else {
                                    ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.sub")
                                    .operands(vec![::lowrite_core::builtins::values::value_of(::lowrite_core::convert::static_or(::lowrite_core::builtins::layout::dim(&
                                    (rw.source().value_type(b_m).clone()),
                                    ((::lowrite_core::builtins::types::rank(& (rw.source()
                                    .value_type(b_m).clone()))) - (1i64))), rw, | rw | Ok({ let
                                    __v = rw.value(b_m) ?; let __i =
                                    (((::lowrite_core::builtins::types::rank(& (rw.source()
                                    .value_type(b_m).clone()))) - (1i64))) as i64;
                                    ::lowrite_core::builtins::values::extract(__v, & [3i64,
                                    __i], rw) ? })) ?, & ({ let __t =
                                    ::lowrite_core::ir::Type::Index; rw.convert_type(& __t) ?
                                    }), rw) ?,
                                    ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
                                    rw.values(& b_indices) ?,
                                    ((::lowrite_core::builtins::types::rank(& (rw.source()
                                    .value_type(b_m).clone()))) - (1i64)), "value"), rw) ?])
                                    .results(vec![{ let __t = ::lowrite_core::ir::Type::Index;
                                    rw.convert_type(& __t) ? }]), op, None, rw,) ? }),
                                    ::lowrite_core::builtins::values::constant(0i64, &
                                    (::lowrite_core::ir::Type::int(32u32)), rw) ?])
                                    .results(vec![::lowrite_core::builtins::types::vector(b_n__80
                                    .clone(), & (::lowrite_core::ir::Type::int(32u32)))]), op,
                                    None, rw,) ?, b_p__86])
                                    .results(vec![::lowrite_core::builtins::types::vector(b_n__80
                                    .clone(), & (::lowrite_core::ir::Type::int(32u32)))])
                                    .attr_opt("mask",
                                    ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::i32_array_of(&
                                    ({ let mut __l = Vec::new(); for b__i__86 in
                                    ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
                                    b_n__80.clone()), rw) ? { let b__i__86 : i64 = b__i__86; __l
                                    .push(::lowrite_core::convert::Ofr::Static(0i64)); } __l
                                    })), rw) ?), op, None, rw,) ? },
                                    ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.mlir.constant")
                                    .operands(Vec:: < ::lowrite_core::ir::Value > ::new())
                                    .results(vec![::lowrite_core::builtins::types::vector(b_n__80
                                    .clone(), & (::lowrite_core::ir::Type::int(32u32)))])
                                    .attr_opt("value",
                                    ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::dense_of(&
                                    (::lowrite_core::builtins::types::vector(b_n__80.clone(), &
                                    (::lowrite_core::ir::Type::int(32u32)))), & ({ let mut __l =
                                    Vec::new(); for b_i__85 in
                                    ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
                                    b_n__80.clone()), rw) ? { let b_i__85 : i64 = b_i__85; __l
                                    .push(::lowrite_core::convert::Ofr::Static(b_i__85
                                    .clone())); } __l })), rw) ?), op, None, rw,) ?
                                ],
                            )
                            .results(
                                vec![
                                    ::lowrite_core::builtins::types::vector(b_n__80.clone(), &
                                    (::lowrite_core::ir::Type::int(1u32)))
                                ],
                            )
                            .attr_opt(
                                "predicate",
                                Some(
                                    ::lowrite_core::ir::Attribute::int(
                                        4i64,
                                        ::lowrite_core::ir::Type::int(64u32),
                                    ),
                                ),
                            ),
                        op,
                        None,
                        rw,
                    )?
                })
            })
        }
    };
    let _ = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.intr.masked.store")
            .operands(
                vec![
                    rw.value(b_v) ?, ::lowrite_core::builtins::values::gep({ let b_t__90
                    = rw.source().value_type(b_m).clone(); (if
                    ((::lowrite_core::builtins::layout::is_static(::lowrite_core::builtins::layout::offset(&
                    (b_t__90.clone())))) && (((::lowrite_core::builtins::layout::offset(&
                    (b_t__90.clone()))) == (0i64)))) { { let __v = rw.value(b_m) ?;
                    ::lowrite_core::builtins::values::extract(__v, & [1i64], rw) ? } }
                    else {
                    ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.getelementptr")
                    .operands(vec![{ let __v = rw.value(b_m) ?;
                    ::lowrite_core::builtins::values::extract(__v, & [1i64], rw) ? },
                    ::lowrite_core::builtins::values::index_value(::lowrite_core::convert::static_or(::lowrite_core::builtins::layout::offset(&
                    (b_t__90.clone())), rw, | rw | Ok({ let __v = rw.value(b_m) ?;
                    ::lowrite_core::builtins::values::extract(__v, & [2i64], rw) ? })) ?,
                    rw) ?]).results(vec![::lowrite_core::ir::Type::ptr()])
                    .attr_opt("elem_type",
                    Some(::lowrite_core::ir::Attribute::Type(::lowrite_core::ir::Type::shared({
                    let __t = ::lowrite_core::builtins::types::elem(& (b_t__90.clone()));
                    rw.convert_type(& __t) ? })))).attr_opt("rawConstantIndices",
                    ::lowrite_core::builtins::attrs::i32_array(& [(- 2147483648i64)])),
                    op, None, rw,) ? }) }, & ({ let __t =
                    ::lowrite_core::builtins::types::elem(& (rw.source().value_type(b_m)
                    .clone())); rw.convert_type(& __t) ? }),
                    ::lowrite_core::builtins::values::strided_index(rw.value(b_m) ?, &
                    ((rw.values(& b_indices) ?).into_iter()
                    .map(::lowrite_core::convert::Ofr::Dynamic).collect:: < Vec < _ >>
                    ()), & ({ let mut __l = Vec::new(); for b_i__88 in
                    ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
                    ::lowrite_core::builtins::types::rank(& (rw.source().value_type(b_m)
                    .clone()))), rw) ? { let b_i__88 : i64 = b_i__88; __l
                    .push(::lowrite_core::convert::Ofr::Static(::lowrite_core::builtins::layout::stride(&
                    (rw.source().value_type(b_m).clone()), b_i__88.clone()))); } __l }),
                    false, rw) ?, false, rw) ?, b_lanes
                ],
            )
            .attr_opt(
                "alignment",
                ::lowrite_core::builtins::attrs::int_attr(
                    {
                        let b_al__91 = ::lowrite_core::builtins::attrs::no_attr();
                        (if ::lowrite_core::builtins::attrs::present(
                            (b_al__91.clone()).as_ref(),
                        ) {
                            ::lowrite_core::builtins::attrs::int_value(
                                (b_al__91.clone()).as_ref(),
                            )
                        } else {
                            (if ((::lowrite_core::builtins::types::width(
                                &({
                                    let __t = ::lowrite_core::builtins::types::elem(
                                        &(rw.source().value_type(b_m).clone()),
                                    );
                                    rw.convert_type(&__t)?
                                }),
                            )) >= (8i64))
                            {
                                (i64::checked_div(
                                        ::lowrite_core::builtins::types::width(
                                            &({
                                                let __t = ::lowrite_core::builtins::types::elem(
                                                    &(rw.source().value_type(b_m).clone()),
                                                );
                                                rw.convert_type(&__t)?
                                            }),
                                        ),
                                        8i64,
                                    )
                                    .unwrap_or(0))
                            } else {
                                1i64
                            })
                        })
                    },
                    &(::lowrite_core::ir::Type::int(32u32)),
                ),
            ),
        op,
        None,
        rw,
    )?;
    rw.replace(op, Vec::new())?;
    Ok(true)
}
/// `vector.create_mask` of a 1-D vector, the mask transfers compute (so it lives here): lane
/// `i` is set when `i < bound`.
///
/// Rule at rules/memref.rules:144:
///
/// ```text
/// /// `vector.create_mask` of a 1-D vector, the mask transfers compute (so it lives here): lane
/// /// `i` is set when `i < bound`.
/// rule vector.create_mask(..bounds) -> (r) where rank(type(r)) == 1
///     => lanes_below(nth(bounds, 0), dim(type(r), 0));
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_create_mask_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [ref b_bounds @ ..] = __op.operands[..] else {
        return Ok(false);
    };
    let b_bounds: Vec<::lowrite_core::ir::Value> = b_bounds.to_vec();
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    if !(((::lowrite_core::builtins::types::rank(&(rw.source().value_type(b_r).clone())))
        == (1i64)))
    {
        return Ok(false);
    }
    let __yielded = vec![
        { let b_bound__92 =
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& rw
        .values(& b_bounds) ?, 0i64, "value"), rw) ?; { let b_n__92 =
        ::lowrite_core::builtins::layout::dim(& (rw.source().value_type(b_r).clone()),
        0i64);
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.icmp")
        .operands(vec![{ let b_p__93 = ::lowrite_core::builtins::values::poison(&
        (::lowrite_core::builtins::types::vector(b_n__92.clone(), &
        (::lowrite_core::ir::Type::int(32u32)))), rw) ?;
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.shufflevector")
        .operands(vec![::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.insertelement")
        .operands(vec![b_p__93, (if ((::lowrite_core::builtins::types::width(& ({ let __t
        = ::lowrite_core::ir::Type::Index; rw.convert_type(& __t) ? }))) > (32i64)) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.trunc")
        .operands(vec![b_bound__92]).results(vec![::lowrite_core::ir::Type::int(32u32)]),
        op, None, rw,) ? } else { b_bound__92 }),
        ::lowrite_core::builtins::values::constant(0i64, &
        (::lowrite_core::ir::Type::int(32u32)), rw) ?])
        .results(vec![::lowrite_core::builtins::types::vector(b_n__92.clone(), &
        (::lowrite_core::ir::Type::int(32u32)))]), op, None, rw,) ?, b_p__93])
        .results(vec![::lowrite_core::builtins::types::vector(b_n__92.clone(), &
        (::lowrite_core::ir::Type::int(32u32)))]).attr_opt("mask",
        ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::i32_array_of(&
        ({ let mut __l = Vec::new(); for b__i__93 in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
        b_n__92.clone()), rw) ? { let b__i__93 : i64 = b__i__93; __l
        .push(::lowrite_core::convert::Ofr::Static(0i64)); } __l })), rw) ?), op, None,
        rw,) ? },
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.mlir.constant")
        .operands(Vec:: < ::lowrite_core::ir::Value > ::new())
        .results(vec![::lowrite_core::builtins::types::vector(b_n__92.clone(), &
        (::lowrite_core::ir::Type::int(32u32)))]).attr_opt("value",
        ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::dense_of(&
        (::lowrite_core::builtins::types::vector(b_n__92.clone(), &
        (::lowrite_core::ir::Type::int(32u32)))), & ({ let mut __l = Vec::new(); for
        b_i__92 in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
        b_n__92.clone()), rw) ? { let b_i__92 : i64 = b_i__92; __l
        .push(::lowrite_core::convert::Ofr::Static(b_i__92.clone())); } __l })), rw) ?),
        op, None, rw,) ?]).results(vec![::lowrite_core::builtins::types::vector(b_n__92
        .clone(), & (::lowrite_core::ir::Type::int(1u32)))]).attr_opt("predicate",
        Some(::lowrite_core::ir::Attribute::int(4i64,
        ::lowrite_core::ir::Type::int(64u32)))), op, None, rw,) ? } }
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// `vector.create_mask` of a 1-D vector, the mask transfers compute (so it lives here): lane
/// `i` is set when `i < bound`.
///
/// Rule at rules/memref.rules:148:
///
/// ```text
/// where rank(type(r)) == 2 => {
///     let t = type(r);
///     let n = dim(t, 1);
///     let row = lanes_below(nth(bounds, 1), n);
///     let none = llvm.mlir.constant() {value = dense_of(vector(n, i1), [0 for _i in 0..n])} : vector(n, i1);
///     yield pack(convert(t), [
///         llvm.select(llvm.icmp(constant(k, convert(index)), nth(bounds, 0)) {predicate = #llvm.icmp_predicate<slt>} : i1, row, none)
///             : vector(n, i1)
///         for k in 0..dim(t, 0)]);
/// }
///     // Of more dimensions: each innermost row (`k` of them in row-major order) is the 1-D mask of
///     // the last bound when its position in every outer dimension is below that dimension's
///     // bound, else all clear, as upstream's mask lowering computes it dimension by dimension.
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_create_mask_1(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [ref b_bounds @ ..] = __op.operands[..] else {
        return Ok(false);
    };
    let b_bounds: Vec<::lowrite_core::ir::Value> = b_bounds.to_vec();
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    if !(((::lowrite_core::builtins::types::rank(&(rw.source().value_type(b_r).clone())))
        == (2i64)))
    {
        return Ok(false);
    }
    let b_t = rw.source().value_type(b_r).clone();
    let b_n = ::lowrite_core::builtins::layout::dim(&(b_t.clone()), 1i64);
    let b_row = {
        let b_bound__94 = ::lowrite_core::convert::located(
            ::lowrite_core::builtins::lists::nth(&rw.values(&b_bounds)?, 1i64, "value"),
            rw,
        )?;
        ::lowrite_core::convert::build_one(
            ::lowrite_core::ir::OpSpec::named("llvm.icmp")
                .operands(
                    vec![
                        { let b_p__95 = ::lowrite_core::builtins::values::poison(&
                        (::lowrite_core::builtins::types::vector(b_n.clone(), &
                        (::lowrite_core::ir::Type::int(32u32)))), rw) ?;
                        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.shufflevector")
                        .operands(vec![::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.insertelement")
                        .operands(vec![b_p__95, (if
                        ((::lowrite_core::builtins::types::width(& ({ let __t =
                        ::lowrite_core::ir::Type::Index; rw.convert_type(& __t) ? }))) >
                        (32i64)) {
                        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.trunc")
                        .operands(vec![b_bound__94])
                        .results(vec![::lowrite_core::ir::Type::int(32u32)]), op, None,
                        rw,) ? } else { b_bound__94 }),
                        ::lowrite_core::builtins::values::constant(0i64, &
                        (::lowrite_core::ir::Type::int(32u32)), rw) ?])
                        .results(vec![::lowrite_core::builtins::types::vector(b_n
                        .clone(), & (::lowrite_core::ir::Type::int(32u32)))]), op, None,
                        rw,) ?, b_p__95])
                        .results(vec![::lowrite_core::builtins::types::vector(b_n
                        .clone(), & (::lowrite_core::ir::Type::int(32u32)))])
                        .attr_opt("mask",
                        ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::i32_array_of(&
                        ({ let mut __l = Vec::new(); for b__i__95 in
                        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
                        b_n.clone()), rw) ? { let b__i__95 : i64 = b__i__95; __l
                        .push(::lowrite_core::convert::Ofr::Static(0i64)); } __l })), rw)
                        ?), op, None, rw,) ? },
                        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.mlir.constant")
                        .operands(Vec:: < ::lowrite_core::ir::Value > ::new())
                        .results(vec![::lowrite_core::builtins::types::vector(b_n
                        .clone(), & (::lowrite_core::ir::Type::int(32u32)))])
                        .attr_opt("value",
                        ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::dense_of(&
                        (::lowrite_core::builtins::types::vector(b_n.clone(), &
                        (::lowrite_core::ir::Type::int(32u32)))), & ({ let mut __l =
                        Vec::new(); for b_i__94 in
                        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
                        b_n.clone()), rw) ? { let b_i__94 : i64 = b_i__94; __l
                        .push(::lowrite_core::convert::Ofr::Static(b_i__94.clone())); }
                        __l })), rw) ?), op, None, rw,) ?
                    ],
                )
                .results(
                    vec![
                        ::lowrite_core::builtins::types::vector(b_n.clone(), &
                        (::lowrite_core::ir::Type::int(1u32)))
                    ],
                )
                .attr_opt(
                    "predicate",
                    Some(
                        ::lowrite_core::ir::Attribute::int(
                            4i64,
                            ::lowrite_core::ir::Type::int(64u32),
                        ),
                    ),
                ),
            op,
            None,
            rw,
        )?
    };
    let b_none = ::lowrite_core::convert::build_one(
        ::lowrite_core::ir::OpSpec::named("llvm.mlir.constant")
            .operands(Vec::<::lowrite_core::ir::Value>::new())
            .results(
                vec![
                    ::lowrite_core::builtins::types::vector(b_n.clone(), &
                    (::lowrite_core::ir::Type::int(1u32)))
                ],
            )
            .attr_opt(
                "value",
                ::lowrite_core::convert::located(
                    ::lowrite_core::builtins::attrs::dense_of(
                        &(::lowrite_core::builtins::types::vector(
                            b_n.clone(),
                            &(::lowrite_core::ir::Type::int(1u32)),
                        )),
                        &({
                            let mut __l = Vec::new();
                            for b__i in ::lowrite_core::convert::located(
                                ::lowrite_core::convert::bounded_range(0i64, b_n.clone()),
                                rw,
                            )? {
                                let b__i: i64 = b__i;
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
    )?;
    let __yielded = vec![
        ::lowrite_core::builtins::values::pack(& ({ let __t = b_t.clone(); rw
        .convert_type(& __t) ? }), & { let mut __v : Vec < ::lowrite_core::ir::Value > =
        Vec::new(); __v.extend({ let mut __l = Vec::new(); for b_k in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
        ::lowrite_core::builtins::layout::dim(& (b_t.clone()), 0i64)), rw) ? { let b_k :
        i64 = b_k; __l
        .push(::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.select")
        .operands(vec![::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.icmp")
        .operands(vec![::lowrite_core::builtins::values::constant(b_k.clone(), & ({ let
        __t = ::lowrite_core::ir::Type::Index; rw.convert_type(& __t) ? }), rw) ?,
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& rw
        .values(& b_bounds) ?, 0i64, "value"), rw) ?])
        .results(vec![::lowrite_core::ir::Type::int(1u32)]).attr_opt("predicate",
        Some(::lowrite_core::ir::Attribute::int(2i64,
        ::lowrite_core::ir::Type::int(64u32)))), op, None, rw,) ?, b_row, b_none])
        .results(vec![::lowrite_core::builtins::types::vector(b_n.clone(), &
        (::lowrite_core::ir::Type::int(1u32)))]), op, None, rw,) ?); } __l }); __v }, rw)
        ?
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// `vector.create_mask` of a 1-D vector, the mask transfers compute (so it lives here): lane
/// `i` is set when `i < bound`.
///
/// Rule at rules/memref.rules:161:
///
/// ```text
/// where rank(type(r)) > 2 => {
///     let t = type(r);
///     let last = rank(t) - 1;
///     let n = dim(t, last);
///     let row = lanes_below(nth(bounds, last), n);
///     let none = llvm.mlir.constant() {value = dense_of(vector(n, i1), [0 for _i in 0..n])} : vector(n, i1);
///     yield pack(convert(t), [
///         llvm.select(all_of([llvm.icmp(constant((k * n / elems(t, d + 1)) % dim(t, d), convert(index)),
///                                       nth(bounds, d)) {predicate = #llvm.icmp_predicate<slt>} : i1
///                             for d in 0..last]), row, none) : vector(n, i1)
///         for k in 0..elems(t, 0) / n]);
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_create_mask_2(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [ref b_bounds @ ..] = __op.operands[..] else {
        return Ok(false);
    };
    let b_bounds: Vec<::lowrite_core::ir::Value> = b_bounds.to_vec();
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    if !(((::lowrite_core::builtins::types::rank(&(rw.source().value_type(b_r).clone())))
        > (2i64)))
    {
        return Ok(false);
    }
    let b_t = rw.source().value_type(b_r).clone();
    let b_last = ((::lowrite_core::builtins::types::rank(&(b_t.clone()))) - (1i64));
    let b_n = ::lowrite_core::builtins::layout::dim(&(b_t.clone()), b_last.clone());
    let b_row = {
        let b_bound__96 = ::lowrite_core::convert::located(
            ::lowrite_core::builtins::lists::nth(
                &rw.values(&b_bounds)?,
                b_last.clone(),
                "value",
            ),
            rw,
        )?;
        ::lowrite_core::convert::build_one(
            ::lowrite_core::ir::OpSpec::named("llvm.icmp")
                .operands(
                    vec![
                        { let b_p__97 = ::lowrite_core::builtins::values::poison(&
                        (::lowrite_core::builtins::types::vector(b_n.clone(), &
                        (::lowrite_core::ir::Type::int(32u32)))), rw) ?;
                        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.shufflevector")
                        .operands(vec![::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.insertelement")
                        .operands(vec![b_p__97, (if
                        ((::lowrite_core::builtins::types::width(& ({ let __t =
                        ::lowrite_core::ir::Type::Index; rw.convert_type(& __t) ? }))) >
                        (32i64)) {
                        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.trunc")
                        .operands(vec![b_bound__96])
                        .results(vec![::lowrite_core::ir::Type::int(32u32)]), op, None,
                        rw,) ? } else { b_bound__96 }),
                        ::lowrite_core::builtins::values::constant(0i64, &
                        (::lowrite_core::ir::Type::int(32u32)), rw) ?])
                        .results(vec![::lowrite_core::builtins::types::vector(b_n
                        .clone(), & (::lowrite_core::ir::Type::int(32u32)))]), op, None,
                        rw,) ?, b_p__97])
                        .results(vec![::lowrite_core::builtins::types::vector(b_n
                        .clone(), & (::lowrite_core::ir::Type::int(32u32)))])
                        .attr_opt("mask",
                        ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::i32_array_of(&
                        ({ let mut __l = Vec::new(); for b__i__97 in
                        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
                        b_n.clone()), rw) ? { let b__i__97 : i64 = b__i__97; __l
                        .push(::lowrite_core::convert::Ofr::Static(0i64)); } __l })), rw)
                        ?), op, None, rw,) ? },
                        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.mlir.constant")
                        .operands(Vec:: < ::lowrite_core::ir::Value > ::new())
                        .results(vec![::lowrite_core::builtins::types::vector(b_n
                        .clone(), & (::lowrite_core::ir::Type::int(32u32)))])
                        .attr_opt("value",
                        ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::dense_of(&
                        (::lowrite_core::builtins::types::vector(b_n.clone(), &
                        (::lowrite_core::ir::Type::int(32u32)))), & ({ let mut __l =
                        Vec::new(); for b_i__96 in
                        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
                        b_n.clone()), rw) ? { let b_i__96 : i64 = b_i__96; __l
                        .push(::lowrite_core::convert::Ofr::Static(b_i__96.clone())); }
                        __l })), rw) ?), op, None, rw,) ?
                    ],
                )
                .results(
                    vec![
                        ::lowrite_core::builtins::types::vector(b_n.clone(), &
                        (::lowrite_core::ir::Type::int(1u32)))
                    ],
                )
                .attr_opt(
                    "predicate",
                    Some(
                        ::lowrite_core::ir::Attribute::int(
                            4i64,
                            ::lowrite_core::ir::Type::int(64u32),
                        ),
                    ),
                ),
            op,
            None,
            rw,
        )?
    };
    let b_none = ::lowrite_core::convert::build_one(
        ::lowrite_core::ir::OpSpec::named("llvm.mlir.constant")
            .operands(Vec::<::lowrite_core::ir::Value>::new())
            .results(
                vec![
                    ::lowrite_core::builtins::types::vector(b_n.clone(), &
                    (::lowrite_core::ir::Type::int(1u32)))
                ],
            )
            .attr_opt(
                "value",
                ::lowrite_core::convert::located(
                    ::lowrite_core::builtins::attrs::dense_of(
                        &(::lowrite_core::builtins::types::vector(
                            b_n.clone(),
                            &(::lowrite_core::ir::Type::int(1u32)),
                        )),
                        &({
                            let mut __l = Vec::new();
                            for b__i in ::lowrite_core::convert::located(
                                ::lowrite_core::convert::bounded_range(0i64, b_n.clone()),
                                rw,
                            )? {
                                let b__i: i64 = b__i;
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
    )?;
    let __yielded = vec![
        ::lowrite_core::builtins::values::pack(& ({ let __t = b_t.clone(); rw
        .convert_type(& __t) ? }), & { let mut __v : Vec < ::lowrite_core::ir::Value > =
        Vec::new(); __v.extend({ let mut __l = Vec::new(); for b_k in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
        (i64::checked_div(::lowrite_core::builtins::layout::elems(& (b_t.clone()), 0i64),
        b_n.clone()).unwrap_or(0))), rw) ? { let b_k : i64 = b_k; __l
        .push(::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.select")
        .operands(vec![::lowrite_core::builtins::values::all_of(& ({ let mut __l =
        Vec::new(); for b_d in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
        b_last.clone()), rw) ? { let b_d : i64 = b_d; __l
        .push(::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.icmp")
        .operands(vec![::lowrite_core::builtins::values::constant({ let __a =
        (i64::checked_div(((b_k.clone()) * (b_n.clone())),
        ::lowrite_core::builtins::layout::elems(& (b_t.clone()), ((b_d.clone()) +
        (1i64)))).unwrap_or(0)); i64::checked_rem(__a,
        ::lowrite_core::builtins::layout::dim(& (b_t.clone()), b_d.clone()))
        .unwrap_or(__a) }, & ({ let __t = ::lowrite_core::ir::Type::Index; rw
        .convert_type(& __t) ? }), rw) ?,
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& rw
        .values(& b_bounds) ?, b_d.clone(), "value"), rw) ?])
        .results(vec![::lowrite_core::ir::Type::int(1u32)]).attr_opt("predicate",
        Some(::lowrite_core::ir::Attribute::int(2i64,
        ::lowrite_core::ir::Type::int(64u32)))), op, None, rw,) ?); } __l }), rw) ?,
        b_row, b_none]).results(vec![::lowrite_core::builtins::types::vector(b_n.clone(),
        & (::lowrite_core::ir::Type::int(1u32)))]), op, None, rw,) ?); } __l }); __v },
        rw) ?
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// `memref.alloca_scope`: the body between `llvm.intr.stacksave` and `llvm.intr.stackrestore`
/// (before each branch out of it, as upstream),
/// so its `memref.alloca`s are freed when it ends; its results are what its
/// `memref.alloca_scope.return` returns.
///
/// Rule at rules/memref.rules:178:
///
/// ```text
/// /// `memref.alloca_scope`: the body between `llvm.intr.stacksave` and `llvm.intr.stackrestore`
/// /// (before each branch out of it, as upstream),
/// /// so its `memref.alloca`s are freed when it ends; its results are what its
/// /// `memref.alloca_scope.return` returns.
/// rule memref.alloca_scope() regions(body) -> (..rs) where len(rs) == 0 => {
///     let saved = llvm.intr.stacksave() : ptr;
///     let join = block();
///     inline_scope(body, ^join, saved);
///     at ^join;
/// }
///     // With results, the block taking them branches on to the rest, as upstream's lowering
///     // splits it.
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_memref_alloca_scope_0(
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
    let [ref b_rs @ ..] = __op.results[..] else {
        return Ok(false);
    };
    let b_rs: Vec<::lowrite_core::ir::Value> = b_rs.to_vec();
    if !((((b_rs.len() as i64)) == (0i64))) {
        return Ok(false);
    }
    let b_saved = ::lowrite_core::convert::build_one(
        ::lowrite_core::ir::OpSpec::named("llvm.intr.stacksave")
            .operands(Vec::<::lowrite_core::ir::Value>::new())
            .results(vec![::lowrite_core::ir::Type::ptr()]),
        op,
        None,
        rw,
    )?;
    let b_join = ::lowrite_core::builtins::ir::block(
        &Vec::<::lowrite_core::ir::Type>::new(),
        rw,
    )?;
    let _ = ::lowrite_core::builtins::ir::inline_scope(b_body, b_join, b_saved, rw)?;
    rw.set_insertion(b_join);
    rw.replace(op, Vec::new())?;
    Ok(true)
}
/// `memref.alloca_scope`: the body between `llvm.intr.stacksave` and `llvm.intr.stackrestore`
/// (before each branch out of it, as upstream),
/// so its `memref.alloca`s are freed when it ends; its results are what its
/// `memref.alloca_scope.return` returns.
///
/// Rule at rules/memref.rules:186:
///
/// ```text
/// where len(rs) > 0 => {
///     let saved = llvm.intr.stacksave() : ptr;
///     let join = block(convert(types(rs)));
///     let rest = block();
///     inline_scope(body, ^join, saved);
///     at ^join;
///     llvm.br()[^rest];
///     at ^rest;
///     yield args(^join);
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_memref_alloca_scope_1(
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
    let [ref b_rs @ ..] = __op.results[..] else {
        return Ok(false);
    };
    let b_rs: Vec<::lowrite_core::ir::Value> = b_rs.to_vec();
    if !((((b_rs.len() as i64)) > (0i64))) {
        return Ok(false);
    }
    let b_saved = ::lowrite_core::convert::build_one(
        ::lowrite_core::ir::OpSpec::named("llvm.intr.stacksave")
            .operands(Vec::<::lowrite_core::ir::Value>::new())
            .results(vec![::lowrite_core::ir::Type::ptr()]),
        op,
        None,
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
    let b_rest = ::lowrite_core::builtins::ir::block(
        &Vec::<::lowrite_core::ir::Type>::new(),
        rw,
    )?;
    let _ = ::lowrite_core::builtins::ir::inline_scope(b_body, b_join, b_saved, rw)?;
    rw.set_insertion(b_join);
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
    let __yielded = {
        let mut __v: Vec<::lowrite_core::ir::Value> = Vec::new();
        __v.extend(::lowrite_core::builtins::ir::args(b_join, rw)?);
        __v
    };
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// `memref.assume_alignment`: the same memref, and the promise upstream makes of it: an
/// `llvm.intr.assume` of `true` with an `align` bundle of the buffer pointer (`buffer_ptr`) and
/// the alignment.
///
/// Rule at rules/memref.rules:200:
///
/// ```text
/// /// `memref.assume_alignment`: the same memref, and the promise upstream makes of it: an
/// /// `llvm.intr.assume` of `true` with an `align` bundle of the buffer pointer (`buffer_ptr`) and
/// /// the alignment.
/// rule memref.assume_alignment(m) {alignment = a} => {
///     let p = buffer_ptr(m);
///     let yes = llvm.mlir.constant() {value = bool_attr(true)} : i1;
///     llvm.intr.assume(yes, p, index_value(int_value(a)))
///         {op_bundle_sizes = i32_array(2), op_bundle_tags = string_array("align")};
///     yield m;
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_memref_assume_alignment_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_m] = __op.operands[..] else {
        return Ok(false);
    };
    let b_a @ Some(_) = __op.attr("alignment").cloned() else {
        return Ok(false);
    };
    let b_p = {
        let b_t__99 = rw.source().value_type(b_m).clone();
        (if ((::lowrite_core::builtins::layout::is_static(
            ::lowrite_core::builtins::layout::offset(&(b_t__99.clone())),
        ))
            && (((::lowrite_core::builtins::layout::offset(&(b_t__99.clone())))
                == (0i64))))
        {
            {
                let __v = rw.value(b_m)?;
                ::lowrite_core::builtins::values::extract(__v, &[1i64], rw)?
            }
        } else {
            ::lowrite_core::convert::build_one(
                ::lowrite_core::ir::OpSpec::named("llvm.getelementptr")
                    .operands(
                        vec![
                            { let __v = rw.value(b_m) ?;
                            ::lowrite_core::builtins::values::extract(__v, & [1i64], rw)
                            ? },
                            ::lowrite_core::builtins::values::index_value(::lowrite_core::convert::static_or(::lowrite_core::builtins::layout::offset(&
                            (b_t__99.clone())), rw, | rw | Ok({ let __v = rw.value(b_m)
                            ?; ::lowrite_core::builtins::values::extract(__v, & [2i64],
                            rw) ? })) ?, rw) ?
                        ],
                    )
                    .results(vec![::lowrite_core::ir::Type::ptr()])
                    .attr_opt(
                        "elem_type",
                        Some(
                            ::lowrite_core::ir::Attribute::Type(
                                ::lowrite_core::ir::Type::shared({
                                    let __t = ::lowrite_core::builtins::types::elem(
                                        &(b_t__99.clone()),
                                    );
                                    rw.convert_type(&__t)?
                                }),
                            ),
                        ),
                    )
                    .attr_opt(
                        "rawConstantIndices",
                        ::lowrite_core::builtins::attrs::i32_array(&[(-2147483648i64)]),
                    ),
                op,
                None,
                rw,
            )?
        })
    };
    let b_yes = ::lowrite_core::convert::build_one(
        ::lowrite_core::ir::OpSpec::named("llvm.mlir.constant")
            .operands(Vec::<::lowrite_core::ir::Value>::new())
            .results(vec![::lowrite_core::ir::Type::int(1u32)])
            .attr_opt("value", ::lowrite_core::builtins::attrs::bool_attr(true)),
        op,
        None,
        rw,
    )?;
    let _ = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.intr.assume")
            .operands(
                vec![
                    b_yes, b_p,
                    ::lowrite_core::builtins::values::index_value(::lowrite_core::convert::Ofr::Static(::lowrite_core::builtins::attrs::int_value((b_a
                    .clone()).as_ref())), rw) ?
                ],
            )
            .attr_opt(
                "op_bundle_sizes",
                ::lowrite_core::builtins::attrs::i32_array(&[2i64]),
            )
            .attr_opt(
                "op_bundle_tags",
                ::lowrite_core::builtins::attrs::string_array(&("align")),
            ),
        op,
        None,
        rw,
    )?;
    let __yielded = vec![rw.value(b_m) ?];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// `memref.distinct_objects`: the same memrefs, and the promise that their buffers do not
/// overlap as upstream makes it: an `llvm.intr.assume` of `true` with a `separate_storage`
/// bundle of the buffer pointers (`buffer_ptr`) of each pair.
///
/// Rule at rules/memref.rules:211:
///
/// ```text
/// /// `memref.distinct_objects`: the same memrefs, and the promise that their buffers do not
/// /// overlap as upstream makes it: an `llvm.intr.assume` of `true` with a `separate_storage`
/// /// bundle of the buffer pointers (`buffer_ptr`) of each pair.
/// rule memref.distinct_objects(..ms) where len(ms) > 1 => {
///     let ptrs = [buffer_ptr_of(nth(ms, i), nth(types(ms), i)) for i in 0..len(ms)];
///     let yes = llvm.mlir.constant() {value = bool_attr(true)} : i1;
///     for i in 0..len(ms) - 1 {
///         for j in i + 1..len(ms) {
///             llvm.intr.assume(yes, nth(ptrs, i), nth(ptrs, j))
///                 {op_bundle_sizes = i32_array(2), op_bundle_tags = string_array("separate_storage")};
///         }
///     }
///     yield ms;
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_memref_distinct_objects_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [ref b_ms @ ..] = __op.operands[..] else {
        return Ok(false);
    };
    let b_ms: Vec<::lowrite_core::ir::Value> = b_ms.to_vec();
    if !((((b_ms.len() as i64)) > (1i64))) {
        return Ok(false);
    }
    let b_ptrs = {
        let mut __l = Vec::new();
        for b_i in ::lowrite_core::convert::located(
            ::lowrite_core::convert::bounded_range(0i64, (b_ms.len() as i64)),
            rw,
        )? {
            let b_i: i64 = b_i;
            __l.push({
                let b_m__100 = ::lowrite_core::convert::located(
                    ::lowrite_core::builtins::lists::nth(
                        &rw.values(&b_ms)?,
                        b_i.clone(),
                        "value",
                    ),
                    rw,
                )?;
                {
                    let b_t__100 = ::lowrite_core::convert::located(
                        ::lowrite_core::builtins::lists::nth(
                            &b_ms
                                .iter()
                                .map(|__v| rw.source().value_type(*__v).clone())
                                .collect::<Vec<::lowrite_core::ir::Type>>(),
                            b_i.clone(),
                            "element",
                        ),
                        rw,
                    )?;
                    (if ((::lowrite_core::builtins::layout::is_static(
                        ::lowrite_core::builtins::layout::offset(&(b_t__100.clone())),
                    ))
                        && (((::lowrite_core::builtins::layout::offset(
                            &(b_t__100.clone()),
                        )) == (0i64))))
                    {
                        {
                            let __v = b_m__100;
                            ::lowrite_core::builtins::values::extract(__v, &[1i64], rw)?
                        }
                    } else {
                        ::lowrite_core::convert::build_one(
                            ::lowrite_core::ir::OpSpec::named("llvm.getelementptr")
                                .operands(
                                    vec![
                                        { let __v = b_m__100;
                                        ::lowrite_core::builtins::values::extract(__v, & [1i64], rw)
                                        ? },
                                        ::lowrite_core::builtins::values::index_value(::lowrite_core::convert::static_or(::lowrite_core::builtins::layout::offset(&
                                        (b_t__100.clone())), rw, | rw | Ok({ let __v = b_m__100;
                                        ::lowrite_core::builtins::values::extract(__v, & [2i64], rw)
                                        ? })) ?, rw) ?
                                    ],
                                )
                                .results(vec![::lowrite_core::ir::Type::ptr()])
                                .attr_opt(
                                    "elem_type",
                                    Some(
                                        ::lowrite_core::ir::Attribute::Type(
                                            ::lowrite_core::ir::Type::shared({
                                                let __t = ::lowrite_core::builtins::types::elem(
                                                    &(b_t__100.clone()),
                                                );
                                                rw.convert_type(&__t)?
                                            }),
                                        ),
                                    ),
                                )
                                .attr_opt(
                                    "rawConstantIndices",
                                    ::lowrite_core::builtins::attrs::i32_array(
                                        &[(-2147483648i64)],
                                    ),
                                ),
                            op,
                            None,
                            rw,
                        )?
                    })
                }
            });
        }
        __l
    };
    let b_yes = ::lowrite_core::convert::build_one(
        ::lowrite_core::ir::OpSpec::named("llvm.mlir.constant")
            .operands(Vec::<::lowrite_core::ir::Value>::new())
            .results(vec![::lowrite_core::ir::Type::int(1u32)])
            .attr_opt("value", ::lowrite_core::builtins::attrs::bool_attr(true)),
        op,
        None,
        rw,
    )?;
    for b_i in ::lowrite_core::convert::located(
        ::lowrite_core::convert::bounded_range(0i64, (((b_ms.len() as i64)) - (1i64))),
        rw,
    )? {
        let b_i: i64 = b_i;
        for b_j in ::lowrite_core::convert::located(
            ::lowrite_core::convert::bounded_range(
                ((b_i.clone()) + (1i64)),
                (b_ms.len() as i64),
            ),
            rw,
        )? {
            let b_j: i64 = b_j;
            let _ = ::lowrite_core::convert::build(
                ::lowrite_core::ir::OpSpec::named("llvm.intr.assume")
                    .operands(
                        vec![
                            b_yes,
                            ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
                            b_ptrs.clone(), b_i.clone(), "value"), rw) ?,
                            ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
                            b_ptrs.clone(), b_j.clone(), "value"), rw) ?
                        ],
                    )
                    .attr_opt(
                        "op_bundle_sizes",
                        ::lowrite_core::builtins::attrs::i32_array(&[2i64]),
                    )
                    .attr_opt(
                        "op_bundle_tags",
                        ::lowrite_core::builtins::attrs::string_array(
                            &("separate_storage"),
                        ),
                    ),
                op,
                None,
                rw,
            )?;
        }
    }
    let __yielded = {
        let mut __v: Vec<::lowrite_core::ir::Value> = Vec::new();
        __v.extend(rw.values(&b_ms)?);
        __v
    };
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// Rule at rules/memref.rules:222:
///
/// ```text
/// rule memref.distinct_objects(..ms) where len(ms) <= 1 => ms;
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_memref_distinct_objects_1(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [ref b_ms @ ..] = __op.operands[..] else {
        return Ok(false);
    };
    let b_ms: Vec<::lowrite_core::ir::Value> = b_ms.to_vec();
    if !((((b_ms.len() as i64)) <= (1i64))) {
        return Ok(false);
    }
    let __yielded = {
        let mut __v: Vec<::lowrite_core::ir::Value> = Vec::new();
        __v.extend(rw.values(&b_ms)?);
        __v
    };
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// `memref.prefetch`: `llvm.intr.prefetch` of the element's address.
///
/// Rule at rules/memref.rules:225:
///
/// ```text
/// /// `memref.prefetch`: `llvm.intr.prefetch` of the element's address.
/// rule memref.prefetch(m, ..idx) {isWrite = w, localityHint = h, isDataCache = d}
///     => llvm.intr.prefetch(element_ptr(m, idx)) {
///         rw = int_attr(if is_true(w) { 1 } else { 0 }, i32),
///         hint = int_attr(int_value(h), i32),
///         cache = int_attr(if is_true(d) { 1 } else { 0 }, i32)
///     };
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_memref_prefetch_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_m, ref b_idx @ ..] = __op.operands[..] else {
        return Ok(false);
    };
    let b_idx: Vec<::lowrite_core::ir::Value> = b_idx.to_vec();
    let b_w @ Some(_) = __op.attr("isWrite").cloned() else {
        return Ok(false);
    };
    let b_h @ Some(_) = __op.attr("localityHint").cloned() else {
        return Ok(false);
    };
    let b_d @ Some(_) = __op.attr("isDataCache").cloned() else {
        return Ok(false);
    };
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.intr.prefetch")
            .operands(
                vec![
                    ::lowrite_core::builtins::values::gep({ let b_t__104 = rw.source()
                    .value_type(b_m).clone(); (if
                    ((::lowrite_core::builtins::layout::is_static(::lowrite_core::builtins::layout::offset(&
                    (b_t__104.clone())))) &&
                    (((::lowrite_core::builtins::layout::offset(& (b_t__104.clone()))) ==
                    (0i64)))) { { let __v = rw.value(b_m) ?;
                    ::lowrite_core::builtins::values::extract(__v, & [1i64], rw) ? } }
                    else {
                    ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.getelementptr")
                    .operands(vec![{ let __v = rw.value(b_m) ?;
                    ::lowrite_core::builtins::values::extract(__v, & [1i64], rw) ? },
                    ::lowrite_core::builtins::values::index_value(::lowrite_core::convert::static_or(::lowrite_core::builtins::layout::offset(&
                    (b_t__104.clone())), rw, | rw | Ok({ let __v = rw.value(b_m) ?;
                    ::lowrite_core::builtins::values::extract(__v, & [2i64], rw) ? })) ?,
                    rw) ?]).results(vec![::lowrite_core::ir::Type::ptr()])
                    .attr_opt("elem_type",
                    Some(::lowrite_core::ir::Attribute::Type(::lowrite_core::ir::Type::shared({
                    let __t = ::lowrite_core::builtins::types::elem(& (b_t__104
                    .clone())); rw.convert_type(& __t) ? }))))
                    .attr_opt("rawConstantIndices",
                    ::lowrite_core::builtins::attrs::i32_array(& [(- 2147483648i64)])),
                    op, None, rw,) ? }) }, & ({ let __t =
                    ::lowrite_core::builtins::types::elem(& (rw.source().value_type(b_m)
                    .clone())); rw.convert_type(& __t) ? }),
                    ::lowrite_core::builtins::values::strided_index(rw.value(b_m) ?, &
                    ((rw.values(& b_idx) ?).into_iter()
                    .map(::lowrite_core::convert::Ofr::Dynamic).collect:: < Vec < _ >>
                    ()), & ({ let mut __l = Vec::new(); for b_i__102 in
                    ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
                    ::lowrite_core::builtins::types::rank(& (rw.source().value_type(b_m)
                    .clone()))), rw) ? { let b_i__102 : i64 = b_i__102; __l
                    .push(::lowrite_core::convert::Ofr::Static(::lowrite_core::builtins::layout::stride(&
                    (rw.source().value_type(b_m).clone()), b_i__102.clone()))); } __l }),
                    false, rw) ?, false, rw) ?
                ],
            )
            .attr_opt(
                "rw",
                ::lowrite_core::builtins::attrs::int_attr(
                    (if ::lowrite_core::builtins::attrs::is_true(
                        (b_w.clone()).as_ref(),
                    ) {
                        1i64
                    } else {
                        0i64
                    }),
                    &(::lowrite_core::ir::Type::int(32u32)),
                ),
            )
            .attr_opt(
                "hint",
                ::lowrite_core::builtins::attrs::int_attr(
                    ::lowrite_core::builtins::attrs::int_value((b_h.clone()).as_ref()),
                    &(::lowrite_core::ir::Type::int(32u32)),
                ),
            )
            .attr_opt(
                "cache",
                ::lowrite_core::builtins::attrs::int_attr(
                    (if ::lowrite_core::builtins::attrs::is_true(
                        (b_d.clone()).as_ref(),
                    ) {
                        1i64
                    } else {
                        0i64
                    }),
                    &(::lowrite_core::ir::Type::int(32u32)),
                ),
            ),
        op,
        None,
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// Enum map `atomic_bin_op`: `arith.atomic_rmw_kind` to `llvm.atomic_bin_op`.
fn enum_map_atomic_bin_op(
    a: ::core::option::Option<::lowrite_core::ir::Attribute>,
) -> ::core::option::Option<::lowrite_core::ir::Attribute> {
    let a = a?;
    let cases = a.enum_cases_any("arith.atomic_rmw_kind")?;
    let [case] = cases.as_slice() else { return None };
    let value = match case.as_str() {
        "addf" => 11i64,
        "addi" => 1i64,
        "andi" => 3i64,
        "assign" => 0i64,
        "maximumf" => 19i64,
        "maxnumf" => 13i64,
        "maxs" => 7i64,
        "maxu" => 9i64,
        "minimumf" => 20i64,
        "minnumf" => 14i64,
        "mins" => 8i64,
        "minu" => 10i64,
        "ori" => 5i64,
        "xori" => 6i64,
        _ => return None,
    };
    Some(::lowrite_core::ir::Attribute::int(value, ::lowrite_core::ir::Type::int(64u32)))
}
/// `memref.atomic_rmw`: `llvm.atomicrmw` (acq_rel) at the element's address.
///
/// Rule at rules/memref.rules:241:
///
/// ```text
/// /// `memref.atomic_rmw`: `llvm.atomicrmw` (acq_rel) at the element's address.
/// rule memref.atomic_rmw(v, m, ..idx) {kind = k} -> (r) where present(atomic_bin_op(k)) => {
///     yield llvm.atomicrmw(element_ptr(m, idx), v)
///         {bin_op = atomic_bin_op(k), ordering = #llvm.atomic_ordering<acq_rel>}
///         : convert(type(r));
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_memref_atomic_rmw_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_v, b_m, ref b_idx @ ..] = __op.operands[..] else {
        return Ok(false);
    };
    let b_idx: Vec<::lowrite_core::ir::Value> = b_idx.to_vec();
    let b_k @ Some(_) = __op.attr("kind").cloned() else {
        return Ok(false);
    };
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    if !(::lowrite_core::builtins::attrs::present(
        (enum_map_atomic_bin_op(b_k.clone())).as_ref(),
    )) {
        return Ok(false);
    }
    let __yielded = vec![
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.atomicrmw")
        .operands(vec![::lowrite_core::builtins::values::gep({ let b_t__108 = rw.source()
        .value_type(b_m).clone(); (if
        ((::lowrite_core::builtins::layout::is_static(::lowrite_core::builtins::layout::offset(&
        (b_t__108.clone())))) && (((::lowrite_core::builtins::layout::offset(& (b_t__108
        .clone()))) == (0i64)))) { { let __v = rw.value(b_m) ?;
        ::lowrite_core::builtins::values::extract(__v, & [1i64], rw) ? } } else {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.getelementptr")
        .operands(vec![{ let __v = rw.value(b_m) ?;
        ::lowrite_core::builtins::values::extract(__v, & [1i64], rw) ? },
        ::lowrite_core::builtins::values::index_value(::lowrite_core::convert::static_or(::lowrite_core::builtins::layout::offset(&
        (b_t__108.clone())), rw, | rw | Ok({ let __v = rw.value(b_m) ?;
        ::lowrite_core::builtins::values::extract(__v, & [2i64], rw) ? })) ?, rw) ?])
        .results(vec![::lowrite_core::ir::Type::ptr()]).attr_opt("elem_type",
        Some(::lowrite_core::ir::Attribute::Type(::lowrite_core::ir::Type::shared({ let
        __t = ::lowrite_core::builtins::types::elem(& (b_t__108.clone())); rw
        .convert_type(& __t) ? })))).attr_opt("rawConstantIndices",
        ::lowrite_core::builtins::attrs::i32_array(& [(- 2147483648i64)])), op, None,
        rw,) ? }) }, & ({ let __t = ::lowrite_core::builtins::types::elem(& (rw.source()
        .value_type(b_m).clone())); rw.convert_type(& __t) ? }),
        ::lowrite_core::builtins::values::strided_index(rw.value(b_m) ?, & ((rw.values(&
        b_idx) ?).into_iter().map(::lowrite_core::convert::Ofr::Dynamic).collect:: < Vec
        < _ >> ()), & ({ let mut __l = Vec::new(); for b_i__106 in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
        ::lowrite_core::builtins::types::rank(& (rw.source().value_type(b_m).clone()))),
        rw) ? { let b_i__106 : i64 = b_i__106; __l
        .push(::lowrite_core::convert::Ofr::Static(::lowrite_core::builtins::layout::stride(&
        (rw.source().value_type(b_m).clone()), b_i__106.clone()))); } __l }), false, rw)
        ?, false, rw) ?, rw.value(b_v) ?]).results(vec![rw.convert_type_of(b_r) ?])
        .attr_opt("bin_op", enum_map_atomic_bin_op(b_k.clone())).attr_opt("ordering",
        Some(::lowrite_core::ir::Attribute::int(6i64,
        ::lowrite_core::ir::Type::int(64u32)))), op, None, rw,) ?
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// Multiplications have no atomic LLVM operation: a compare-exchange loop, as upstream's
/// `memref.generic_atomic_rmw` of the product (which its expansion pass rewrites them into).
///
/// Rule at rules/memref.rules:260:
///
/// ```text
/// /// Multiplications have no atomic LLVM operation: a compare-exchange loop, as upstream's
/// /// `memref.generic_atomic_rmw` of the product (which its expansion pass rewrites them into).
/// rule memref.atomic_rmw(v, m, ..idx) {kind = k} -> (r) where !present(atomic_bin_op(k)) => {
///     let t = convert(type(r));
///     let p = element_ptr(m, idx);
///     let init = llvm.load(p) : t;
///     let retry = block(t);
///     let done = block();
///     llvm.br()[^retry(init)];
///     at ^retry;
///     let old = nth(args(^retry), 0);
///     let pair = cmpxchg(p, old, multiply(old, v, t, t is float), t);
///     let seen = found(pair, t);
///     llvm.cond_br(extract(pair, 1))[^done(), ^retry(seen)];
///     at ^done;
///     yield seen;
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_memref_atomic_rmw_1(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_v, b_m, ref b_idx @ ..] = __op.operands[..] else {
        return Ok(false);
    };
    let b_idx: Vec<::lowrite_core::ir::Value> = b_idx.to_vec();
    let b_k @ Some(_) = __op.attr("kind").cloned() else {
        return Ok(false);
    };
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    if !((!(::lowrite_core::builtins::attrs::present(
        (enum_map_atomic_bin_op(b_k.clone())).as_ref(),
    )))) {
        return Ok(false);
    }
    let b_t = rw.convert_type_of(b_r)?;
    let b_p = ::lowrite_core::builtins::values::gep(
        {
            let b_t__112 = rw.source().value_type(b_m).clone();
            (if ((::lowrite_core::builtins::layout::is_static(
                ::lowrite_core::builtins::layout::offset(&(b_t__112.clone())),
            ))
                && (((::lowrite_core::builtins::layout::offset(&(b_t__112.clone())))
                    == (0i64))))
            {
                {
                    let __v = rw.value(b_m)?;
                    ::lowrite_core::builtins::values::extract(__v, &[1i64], rw)?
                }
            } else {
                ::lowrite_core::convert::build_one(
                    ::lowrite_core::ir::OpSpec::named("llvm.getelementptr")
                        .operands(
                            vec![
                                { let __v = rw.value(b_m) ?;
                                ::lowrite_core::builtins::values::extract(__v, & [1i64], rw)
                                ? },
                                ::lowrite_core::builtins::values::index_value(::lowrite_core::convert::static_or(::lowrite_core::builtins::layout::offset(&
                                (b_t__112.clone())), rw, | rw | Ok({ let __v = rw.value(b_m)
                                ?; ::lowrite_core::builtins::values::extract(__v, & [2i64],
                                rw) ? })) ?, rw) ?
                            ],
                        )
                        .results(vec![::lowrite_core::ir::Type::ptr()])
                        .attr_opt(
                            "elem_type",
                            Some(
                                ::lowrite_core::ir::Attribute::Type(
                                    ::lowrite_core::ir::Type::shared({
                                        let __t = ::lowrite_core::builtins::types::elem(
                                            &(b_t__112.clone()),
                                        );
                                        rw.convert_type(&__t)?
                                    }),
                                ),
                            ),
                        )
                        .attr_opt(
                            "rawConstantIndices",
                            ::lowrite_core::builtins::attrs::i32_array(
                                &[(-2147483648i64)],
                            ),
                        ),
                    op,
                    None,
                    rw,
                )?
            })
        },
        &({
            let __t = ::lowrite_core::builtins::types::elem(
                &(rw.source().value_type(b_m).clone()),
            );
            rw.convert_type(&__t)?
        }),
        ::lowrite_core::builtins::values::strided_index(
            rw.value(b_m)?,
            &((rw.values(&b_idx)?)
                .into_iter()
                .map(::lowrite_core::convert::Ofr::Dynamic)
                .collect::<Vec<_>>()),
            &({
                let mut __l = Vec::new();
                for b_i__110 in ::lowrite_core::convert::located(
                    ::lowrite_core::convert::bounded_range(
                        0i64,
                        ::lowrite_core::builtins::types::rank(
                            &(rw.source().value_type(b_m).clone()),
                        ),
                    ),
                    rw,
                )? {
                    let b_i__110: i64 = b_i__110;
                    __l.push(
                        ::lowrite_core::convert::Ofr::Static(
                            ::lowrite_core::builtins::layout::stride(
                                &(rw.source().value_type(b_m).clone()),
                                b_i__110.clone(),
                            ),
                        ),
                    );
                }
                __l
            }),
            false,
            rw,
        )?,
        false,
        rw,
    )?;
    let b_init = ::lowrite_core::convert::build_one(
        ::lowrite_core::ir::OpSpec::named("llvm.load")
            .operands(vec![b_p])
            .results(vec![b_t.clone()]),
        op,
        None,
        rw,
    )?;
    let b_retry = ::lowrite_core::builtins::ir::block(&vec![b_t.clone()], rw)?;
    let b_done = ::lowrite_core::builtins::ir::block(
        &Vec::<::lowrite_core::ir::Type>::new(),
        rw,
    )?;
    let _ = {
        let mut __operands = Vec::<::lowrite_core::ir::Value>::new();
        let mut __counts: Vec<usize> = Vec::new();
        let mut __succs: Vec<::lowrite_core::ir::BlockId> = Vec::new();
        let __b = b_retry;
        let __a = vec![b_init];
        __counts.push(__a.len());
        __operands.extend(__a);
        __succs.push(__b);
        let __spec = ::lowrite_core::ir::OpSpec::named("llvm.br")
            .operands(__operands)
            .successors(__succs);
        let __new_op = rw.emit_branch(__spec, &__counts);
        rw.results(__new_op)
    };
    rw.set_insertion(b_retry);
    let b_old = ::lowrite_core::convert::located(
        ::lowrite_core::builtins::lists::nth(
            &::lowrite_core::builtins::ir::args(b_retry, rw)?,
            0i64,
            "value",
        ),
        rw,
    )?;
    let b_pair = ::lowrite_core::convert::build_one(
        ::lowrite_core::ir::OpSpec::named("llvm.cmpxchg")
            .operands(
                vec![
                    b_p, (if matches!(b_t.clone(), ::lowrite_core::ir::Type::Float(_)) {
                    ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.bitcast")
                    .operands(vec![b_old])
                    .results(vec![::lowrite_core::convert::located(::lowrite_core::builtins::types::int(::lowrite_core::builtins::types::width(&
                    (b_t.clone()))), rw) ?]), op, None, rw,) ? } else { b_old }), (if
                    matches!(b_t.clone(), ::lowrite_core::ir::Type::Float(_)) {
                    ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.bitcast")
                    .operands(vec![{ let b_f__113 = matches!(b_t.clone(),
                    ::lowrite_core::ir::Type::Float(_)); (if b_f__113.clone() {
                    ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.fmul")
                    .operands(vec![b_old, rw.value(b_v) ?]).results(vec![b_t.clone()]),
                    op, None, rw,) ? } else {
                    ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.mul")
                    .operands(vec![b_old, rw.value(b_v) ?]).results(vec![b_t.clone()]),
                    op, None, rw,) ? }) }])
                    .results(vec![::lowrite_core::convert::located(::lowrite_core::builtins::types::int(::lowrite_core::builtins::types::width(&
                    (b_t.clone()))), rw) ?]), op, None, rw,) ? } else { { let b_f__113 =
                    matches!(b_t.clone(), ::lowrite_core::ir::Type::Float(_)); (if
                    b_f__113.clone() {
                    ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.fmul")
                    .operands(vec![b_old, rw.value(b_v) ?]).results(vec![b_t.clone()]),
                    op, None, rw,) ? } else {
                    ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.mul")
                    .operands(vec![b_old, rw.value(b_v) ?]).results(vec![b_t.clone()]),
                    op, None, rw,) ? }) } })
                ],
            )
            .results(
                vec![
                    ::lowrite_core::builtins::types::struct_of(& vec![(if matches!(b_t
                    .clone(), ::lowrite_core::ir::Type::Float(_)) {
                    ::lowrite_core::convert::located(::lowrite_core::builtins::types::int(::lowrite_core::builtins::types::width(&
                    (b_t.clone()))), rw) ? } else { b_t.clone() }),
                    ::lowrite_core::ir::Type::int(1u32)])
                ],
            )
            .attr_opt(
                "success_ordering",
                Some(
                    ::lowrite_core::ir::Attribute::int(
                        6i64,
                        ::lowrite_core::ir::Type::int(64u32),
                    ),
                ),
            )
            .attr_opt(
                "failure_ordering",
                Some(
                    ::lowrite_core::ir::Attribute::int(
                        2i64,
                        ::lowrite_core::ir::Type::int(64u32),
                    ),
                ),
            ),
        op,
        None,
        rw,
    )?;
    let b_seen = (if matches!(b_t.clone(), ::lowrite_core::ir::Type::Float(_)) {
        ::lowrite_core::convert::build_one(
            ::lowrite_core::ir::OpSpec::named("llvm.bitcast")
                .operands(
                    vec![
                        { let __v = b_pair; let mut __p : Vec < i64 > = Vec::new(); __p
                        .push((0i64) as i64);
                        ::lowrite_core::builtins::values::extract(__v, & __p, rw) ? }
                    ],
                )
                .results(vec![b_t.clone()]),
            op,
            None,
            rw,
        )?
    } else {
        {
            let __v = b_pair;
            let mut __p: Vec<i64> = Vec::new();
            __p.push((0i64) as i64);
            ::lowrite_core::builtins::values::extract(__v, &__p, rw)?
        }
    });
    let _ = {
        let mut __operands = vec![
            { let __v = b_pair; let mut __p : Vec < i64 > = Vec::new(); __p.push((1i64)
            as i64); ::lowrite_core::builtins::values::extract(__v, & __p, rw) ? }
        ];
        let mut __counts: Vec<usize> = Vec::new();
        let mut __succs: Vec<::lowrite_core::ir::BlockId> = Vec::new();
        let __b = b_done;
        let __a = Vec::<::lowrite_core::ir::Value>::new();
        __counts.push(__a.len());
        __operands.extend(__a);
        __succs.push(__b);
        let __b = b_retry;
        let __a = vec![b_seen];
        __counts.push(__a.len());
        __operands.extend(__a);
        __succs.push(__b);
        let __spec = ::lowrite_core::ir::OpSpec::named("llvm.cond_br")
            .operands(__operands)
            .successors(__succs);
        let __new_op = rw.emit_branch(__spec, &__counts);
        rw.results(__new_op)
    };
    rw.set_insertion(b_done);
    let __yielded = vec![b_seen];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// `memref.generic_atomic_rmw`: a compare-exchange loop. The body computes the new value from
/// the one last seen in memory; `llvm.cmpxchg` stores it if memory still holds that value, and
/// the loop retries with what it found otherwise. The result is the value replaced. Floats are
/// exchanged as integers of their width (upstream's lowering emits an `llvm.cmpxchg` of floats,
/// which the LLVM dialect rejects).
///
/// Rule at rules/memref.rules:281:
///
/// ```text
/// /// `memref.generic_atomic_rmw`: a compare-exchange loop. The body computes the new value from
/// /// the one last seen in memory; `llvm.cmpxchg` stores it if memory still holds that value, and
/// /// the loop retries with what it found otherwise. The result is the value replaced. Floats are
/// /// exchanged as integers of their width (upstream's lowering emits an `llvm.cmpxchg` of floats,
/// /// which the LLVM dialect rejects).
/// rule memref.generic_atomic_rmw(m, ..idx) regions(body) -> (r) => {
///     let t = convert(type(r));
///     let p = element_ptr(m, idx);
///     let init = llvm.load(p) : t;
///     let retry = block(t);
///     let done = block();
///     llvm.br()[^retry(init)];
///     at ^retry;
///     let old = nth(args(^retry), 0);
///     let pair = cmpxchg(p, old, nth(inline(body, old), 0), t);
///     let seen = found(pair, t);
///     llvm.cond_br(extract(pair, 1))[^done(), ^retry(seen)];
///     at ^done;
///     yield seen;
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_memref_generic_atomic_rmw_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_m, ref b_idx @ ..] = __op.operands[..] else {
        return Ok(false);
    };
    let b_idx: Vec<::lowrite_core::ir::Value> = b_idx.to_vec();
    if __op.regions.len() != 1usize {
        return Ok(false);
    }
    let b_body: ::lowrite_core::ir::RegionId = __op.regions[0usize];
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    let b_t = rw.convert_type_of(b_r)?;
    let b_p = ::lowrite_core::builtins::values::gep(
        {
            let b_t__121 = rw.source().value_type(b_m).clone();
            (if ((::lowrite_core::builtins::layout::is_static(
                ::lowrite_core::builtins::layout::offset(&(b_t__121.clone())),
            ))
                && (((::lowrite_core::builtins::layout::offset(&(b_t__121.clone())))
                    == (0i64))))
            {
                {
                    let __v = rw.value(b_m)?;
                    ::lowrite_core::builtins::values::extract(__v, &[1i64], rw)?
                }
            } else {
                ::lowrite_core::convert::build_one(
                    ::lowrite_core::ir::OpSpec::named("llvm.getelementptr")
                        .operands(
                            vec![
                                { let __v = rw.value(b_m) ?;
                                ::lowrite_core::builtins::values::extract(__v, & [1i64], rw)
                                ? },
                                ::lowrite_core::builtins::values::index_value(::lowrite_core::convert::static_or(::lowrite_core::builtins::layout::offset(&
                                (b_t__121.clone())), rw, | rw | Ok({ let __v = rw.value(b_m)
                                ?; ::lowrite_core::builtins::values::extract(__v, & [2i64],
                                rw) ? })) ?, rw) ?
                            ],
                        )
                        .results(vec![::lowrite_core::ir::Type::ptr()])
                        .attr_opt(
                            "elem_type",
                            Some(
                                ::lowrite_core::ir::Attribute::Type(
                                    ::lowrite_core::ir::Type::shared({
                                        let __t = ::lowrite_core::builtins::types::elem(
                                            &(b_t__121.clone()),
                                        );
                                        rw.convert_type(&__t)?
                                    }),
                                ),
                            ),
                        )
                        .attr_opt(
                            "rawConstantIndices",
                            ::lowrite_core::builtins::attrs::i32_array(
                                &[(-2147483648i64)],
                            ),
                        ),
                    op,
                    None,
                    rw,
                )?
            })
        },
        &({
            let __t = ::lowrite_core::builtins::types::elem(
                &(rw.source().value_type(b_m).clone()),
            );
            rw.convert_type(&__t)?
        }),
        ::lowrite_core::builtins::values::strided_index(
            rw.value(b_m)?,
            &((rw.values(&b_idx)?)
                .into_iter()
                .map(::lowrite_core::convert::Ofr::Dynamic)
                .collect::<Vec<_>>()),
            &({
                let mut __l = Vec::new();
                for b_i__119 in ::lowrite_core::convert::located(
                    ::lowrite_core::convert::bounded_range(
                        0i64,
                        ::lowrite_core::builtins::types::rank(
                            &(rw.source().value_type(b_m).clone()),
                        ),
                    ),
                    rw,
                )? {
                    let b_i__119: i64 = b_i__119;
                    __l.push(
                        ::lowrite_core::convert::Ofr::Static(
                            ::lowrite_core::builtins::layout::stride(
                                &(rw.source().value_type(b_m).clone()),
                                b_i__119.clone(),
                            ),
                        ),
                    );
                }
                __l
            }),
            false,
            rw,
        )?,
        false,
        rw,
    )?;
    let b_init = ::lowrite_core::convert::build_one(
        ::lowrite_core::ir::OpSpec::named("llvm.load")
            .operands(vec![b_p])
            .results(vec![b_t.clone()]),
        op,
        None,
        rw,
    )?;
    let b_retry = ::lowrite_core::builtins::ir::block(&vec![b_t.clone()], rw)?;
    let b_done = ::lowrite_core::builtins::ir::block(
        &Vec::<::lowrite_core::ir::Type>::new(),
        rw,
    )?;
    let _ = {
        let mut __operands = Vec::<::lowrite_core::ir::Value>::new();
        let mut __counts: Vec<usize> = Vec::new();
        let mut __succs: Vec<::lowrite_core::ir::BlockId> = Vec::new();
        let __b = b_retry;
        let __a = vec![b_init];
        __counts.push(__a.len());
        __operands.extend(__a);
        __succs.push(__b);
        let __spec = ::lowrite_core::ir::OpSpec::named("llvm.br")
            .operands(__operands)
            .successors(__succs);
        let __new_op = rw.emit_branch(__spec, &__counts);
        rw.results(__new_op)
    };
    rw.set_insertion(b_retry);
    let b_old = ::lowrite_core::convert::located(
        ::lowrite_core::builtins::lists::nth(
            &::lowrite_core::builtins::ir::args(b_retry, rw)?,
            0i64,
            "value",
        ),
        rw,
    )?;
    let b_pair = ::lowrite_core::convert::build_one(
        ::lowrite_core::ir::OpSpec::named("llvm.cmpxchg")
            .operands(
                vec![
                    b_p, (if matches!(b_t.clone(), ::lowrite_core::ir::Type::Float(_)) {
                    ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.bitcast")
                    .operands(vec![b_old])
                    .results(vec![::lowrite_core::convert::located(::lowrite_core::builtins::types::int(::lowrite_core::builtins::types::width(&
                    (b_t.clone()))), rw) ?]), op, None, rw,) ? } else { b_old }), (if
                    matches!(b_t.clone(), ::lowrite_core::ir::Type::Float(_)) {
                    ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.bitcast")
                    .operands(vec![::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
                    ::lowrite_core::builtins::ir::inline(b_body, & vec![b_old], rw) ?,
                    0i64, "value"), rw) ?])
                    .results(vec![::lowrite_core::convert::located(::lowrite_core::builtins::types::int(::lowrite_core::builtins::types::width(&
                    (b_t.clone()))), rw) ?]), op, None, rw,) ? } else {
                    ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
                    ::lowrite_core::builtins::ir::inline(b_body, & vec![b_old], rw) ?,
                    0i64, "value"), rw) ? })
                ],
            )
            .results(
                vec![
                    ::lowrite_core::builtins::types::struct_of(& vec![(if matches!(b_t
                    .clone(), ::lowrite_core::ir::Type::Float(_)) {
                    ::lowrite_core::convert::located(::lowrite_core::builtins::types::int(::lowrite_core::builtins::types::width(&
                    (b_t.clone()))), rw) ? } else { b_t.clone() }),
                    ::lowrite_core::ir::Type::int(1u32)])
                ],
            )
            .attr_opt(
                "success_ordering",
                Some(
                    ::lowrite_core::ir::Attribute::int(
                        6i64,
                        ::lowrite_core::ir::Type::int(64u32),
                    ),
                ),
            )
            .attr_opt(
                "failure_ordering",
                Some(
                    ::lowrite_core::ir::Attribute::int(
                        2i64,
                        ::lowrite_core::ir::Type::int(64u32),
                    ),
                ),
            ),
        op,
        None,
        rw,
    )?;
    let b_seen = (if matches!(b_t.clone(), ::lowrite_core::ir::Type::Float(_)) {
        ::lowrite_core::convert::build_one(
            ::lowrite_core::ir::OpSpec::named("llvm.bitcast")
                .operands(
                    vec![
                        { let __v = b_pair; let mut __p : Vec < i64 > = Vec::new(); __p
                        .push((0i64) as i64);
                        ::lowrite_core::builtins::values::extract(__v, & __p, rw) ? }
                    ],
                )
                .results(vec![b_t.clone()]),
            op,
            None,
            rw,
        )?
    } else {
        {
            let __v = b_pair;
            let mut __p: Vec<i64> = Vec::new();
            __p.push((0i64) as i64);
            ::lowrite_core::builtins::values::extract(__v, &__p, rw)?
        }
    });
    let _ = {
        let mut __operands = vec![
            { let __v = b_pair; let mut __p : Vec < i64 > = Vec::new(); __p.push((1i64)
            as i64); ::lowrite_core::builtins::values::extract(__v, & __p, rw) ? }
        ];
        let mut __counts: Vec<usize> = Vec::new();
        let mut __succs: Vec<::lowrite_core::ir::BlockId> = Vec::new();
        let __b = b_done;
        let __a = Vec::<::lowrite_core::ir::Value>::new();
        __counts.push(__a.len());
        __operands.extend(__a);
        __succs.push(__b);
        let __b = b_retry;
        let __a = vec![b_seen];
        __counts.push(__a.len());
        __operands.extend(__a);
        __succs.push(__b);
        let __spec = ::lowrite_core::ir::OpSpec::named("llvm.cond_br")
            .operands(__operands)
            .successors(__succs);
        let __new_op = rw.emit_branch(__spec, &__counts);
        rw.results(__new_op)
    };
    rw.set_insertion(b_done);
    let __yielded = vec![b_seen];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// A dimension of an unranked memref: loaded from the sizes of the ranked descriptor it points
/// to (after two pointers and the offset), as upstream does.
///
/// Rule at rules/memref.rules:299:
///
/// ```text
/// /// A dimension of an unranked memref: loaded from the sizes of the ranked descriptor it points
/// /// to (after two pointers and the offset), as upstream does.
/// rule memref.dim(m: unranked_memref, i) -> (r) => {
///     let base = llvm.getelementptr(extract(m, 1))
///         {elem_type = struct(ptr, ptr, it()), rawConstantIndices = i32_array(0, 2)} : ptr;
///     let p = llvm.getelementptr(base, llvm.add(index_value(1), i))
///         {elem_type = it(), rawConstantIndices = i32_array(-2147483648)} : ptr;
///     yield llvm.load(p) : convert(type(r));
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_memref_dim_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_m, b_i] = __op.operands[..] else {
        return Ok(false);
    };
    let ::lowrite_core::ir::Type::UnrankedMemRef { elem: __elem1, .. } = (rw
        .source()
        .value_type(b_m)) else {
        return Ok(false);
    };
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    let b_base = ::lowrite_core::convert::build_one(
        ::lowrite_core::ir::OpSpec::named("llvm.getelementptr")
            .operands(
                vec![
                    { let __v = rw.value(b_m) ?; let mut __p : Vec < i64 > = Vec::new();
                    __p.push((1i64) as i64);
                    ::lowrite_core::builtins::values::extract(__v, & __p, rw) ? }
                ],
            )
            .results(vec![::lowrite_core::ir::Type::ptr()])
            .attr_opt(
                "elem_type",
                Some(
                    ::lowrite_core::ir::Attribute::Type(
                        ::lowrite_core::ir::Type::shared(
                            ::lowrite_core::builtins::types::struct_of(
                                &vec![
                                    ::lowrite_core::ir::Type::ptr(),
                                    ::lowrite_core::ir::Type::ptr(),
                                    ::lowrite_core::convert::located(::lowrite_core::builtins::types::int(rw
                                    .options().int("index_bitwidth")), rw) ?
                                ],
                            ),
                        ),
                    ),
                ),
            )
            .attr_opt(
                "rawConstantIndices",
                ::lowrite_core::builtins::attrs::i32_array(&[0i64, 2i64]),
            ),
        op,
        None,
        rw,
    )?;
    let b_p = ::lowrite_core::convert::build_one(
        ::lowrite_core::ir::OpSpec::named("llvm.getelementptr")
            .operands(
                vec![
                    b_base,
                    ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.add")
                    .operands(vec![::lowrite_core::builtins::values::index_value(::lowrite_core::convert::Ofr::Static(1i64),
                    rw) ?, rw.value(b_i) ?]), op, Some((false, Some(1usize))), rw,) ?
                ],
            )
            .results(vec![::lowrite_core::ir::Type::ptr()])
            .attr_opt(
                "elem_type",
                Some(
                    ::lowrite_core::ir::Attribute::Type(
                        ::lowrite_core::ir::Type::shared(
                            ::lowrite_core::convert::located(
                                ::lowrite_core::builtins::types::int(
                                    rw.options().int("index_bitwidth"),
                                ),
                                rw,
                            )?,
                        ),
                    ),
                ),
            )
            .attr_opt(
                "rawConstantIndices",
                ::lowrite_core::builtins::attrs::i32_array(&[(-2147483648i64)]),
            ),
        op,
        None,
        rw,
    )?;
    let __yielded = vec![
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.load")
        .operands(vec![b_p]).results(vec![rw.convert_type_of(b_r) ?]), op, None, rw,) ?
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// A dimension's size: a constant when static, the descriptor's `sizes` field otherwise. A
/// constant position past the rank is valid IR (its size is undefined, as MLIR's folder says):
/// it is read at run time, as a dynamic one.
///
/// Rule at rules/memref.rules:310:
///
/// ```text
/// /// A dimension's size: a constant when static, the descriptor's `sizes` field otherwise. A
/// /// constant position past the rank is valid IR (its size is undefined, as MLIR's folder says):
/// /// it is read at run time, as a dynamic one.
/// rule memref.dim(m: memref, i) -> (r)
///     where is_static(const_index(i)) && const_index(i) >= 0 && const_index(i) < rank(type(m))
///     => index_value(static_or(dim(type(m), const_index(i)), desc.sizes(m, const_index(i))));
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_memref_dim_1(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_m, b_i] = __op.operands[..] else {
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
    if !(((((::lowrite_core::builtins::layout::is_static(
        rw.source_constant(b_i).unwrap_or(::lowrite_core::ir::DYNAMIC),
    ))
        && (((rw.source_constant(b_i).unwrap_or(::lowrite_core::ir::DYNAMIC))
            >= (0i64)))))
        && (((rw.source_constant(b_i).unwrap_or(::lowrite_core::ir::DYNAMIC))
            < (::lowrite_core::builtins::types::rank(
                &(rw.source().value_type(b_m).clone()),
            ))))))
    {
        return Ok(false);
    }
    let __yielded = vec![
        ::lowrite_core::builtins::values::index_value(::lowrite_core::convert::static_or(::lowrite_core::builtins::layout::dim(&
        (rw.source().value_type(b_m).clone()), rw.source_constant(b_i)
        .unwrap_or(::lowrite_core::ir::DYNAMIC)), rw, | rw | Ok({ let __v = rw.value(b_m)
        ?; let __i = (rw.source_constant(b_i).unwrap_or(::lowrite_core::ir::DYNAMIC)) as
        i64; ::lowrite_core::builtins::values::extract(__v, & [3i64, __i], rw) ? })) ?,
        rw) ?
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// A dimension's size: a constant when static, the descriptor's `sizes` field otherwise. A
/// constant position past the rank is valid IR (its size is undefined, as MLIR's folder says):
/// it is read at run time, as a dynamic one.
///
/// Rule at rules/memref.rules:315:
///
/// ```text
/// where type(m) is memref => {
///     let sizes = array(rank(type(m)), it());
///     let one = index_value(1);
///     let field = extract(m, 3);
///     let slot = llvm.alloca(one) {elem_type = sizes} : ptr;
///     llvm.store(field, slot);
///     let p = llvm.getelementptr(slot, i)
///         {elem_type = sizes, rawConstantIndices = i32_array(0, -2147483648)} : ptr;
///     yield llvm.load(p) : convert(type(r));
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_memref_dim_2(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_m, b_i] = __op.operands[..] else {
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
        rw.source().value_type(b_m).clone(), ::lowrite_core::ir::Type::MemRef { .. }
    )) {
        return Ok(false);
    }
    let b_sizes = ::lowrite_core::builtins::types::array(
        ::lowrite_core::builtins::types::rank(&(rw.source().value_type(b_m).clone())),
        &(::lowrite_core::convert::located(
            ::lowrite_core::builtins::types::int(rw.options().int("index_bitwidth")),
            rw,
        )?),
    );
    let b_one = ::lowrite_core::builtins::values::index_value(
        ::lowrite_core::convert::Ofr::Static(1i64),
        rw,
    )?;
    let b_field = {
        let __v = rw.value(b_m)?;
        let mut __p: Vec<i64> = Vec::new();
        __p.push((3i64) as i64);
        ::lowrite_core::builtins::values::extract(__v, &__p, rw)?
    };
    let b_slot = ::lowrite_core::convert::build_one(
        ::lowrite_core::ir::OpSpec::named("llvm.alloca")
            .operands(vec![b_one])
            .results(vec![::lowrite_core::ir::Type::ptr()])
            .attr_opt(
                "elem_type",
                Some(
                    ::lowrite_core::ir::Attribute::Type(
                        ::lowrite_core::ir::Type::shared(b_sizes.clone()),
                    ),
                ),
            ),
        op,
        None,
        rw,
    )?;
    let _ = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.store").operands(vec![b_field, b_slot]),
        op,
        None,
        rw,
    )?;
    let b_p = ::lowrite_core::convert::build_one(
        ::lowrite_core::ir::OpSpec::named("llvm.getelementptr")
            .operands(vec![b_slot, rw.value(b_i) ?])
            .results(vec![::lowrite_core::ir::Type::ptr()])
            .attr_opt(
                "elem_type",
                Some(
                    ::lowrite_core::ir::Attribute::Type(
                        ::lowrite_core::ir::Type::shared(b_sizes.clone()),
                    ),
                ),
            )
            .attr_opt(
                "rawConstantIndices",
                ::lowrite_core::builtins::attrs::i32_array(&[0i64, (-2147483648i64)]),
            ),
        op,
        None,
        rw,
    )?;
    let __yielded = vec![
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.load")
        .operands(vec![b_p]).results(vec![rw.convert_type_of(b_r) ?]), op, None, rw,) ?
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// `memref.alloc` (identity layout, no alignment): `malloc` of the size in bytes (the element
/// size is `sizeof` by `getelementptr null[1]`), the descriptor {p, p, 0, sizes, strides} with
/// row-major strides.
///
/// Rule at rules/memref.rules:363:
///
/// ```text
/// /// `memref.alloc` (identity layout, no alignment): `malloc` of the size in bytes (the element
/// /// size is `sizeof` by `getelementptr null[1]`), the descriptor {p, p, 0, sizes, strides} with
/// /// row-major strides.
/// rule memref.alloc(..dyn) {alignment = al?} -> (r)
///     let t = type(r);
///     let rm = row_major(alloc_sizes(t, dyn));
///     let sizes = [nth(rm, i) for i in 0..rank(t)];
///     let strides = [nth(rm, rank(t) + i) for i in 0..rank(t)];
///     let bytes = bytes_of(t, nth(rm, 2 * rank(t)));
///     where !present(al) && !use_aligned_alloc && offset(type(r)) == 0 => {
///     declare(malloc_fn(), llvm_func(ptr, it()));
///     let p = in_space(llvm.call(bytes) {callee = symbol(malloc_fn())} : ptr, t);
///     yield fresh_desc(t, p, p, sizes, strides);
/// }
///     // With an `alignment`: `malloc` of the size plus the alignment, the aligned pointer rounded up
///     // to the next multiple of the alignment.
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_memref_alloc_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [ref b_dyn @ ..] = __op.operands[..] else {
        return Ok(false);
    };
    let b_dyn: Vec<::lowrite_core::ir::Value> = b_dyn.to_vec();
    let b_al = __op.attr("alignment").cloned();
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    if !((((((!(::lowrite_core::builtins::attrs::present((b_al.clone()).as_ref()))))
        && ((!(rw.options().bool("use_aligned_alloc"))))))
        && (((::lowrite_core::builtins::layout::offset(
            &(rw.source().value_type(b_r).clone()),
        )) == (0i64)))))
    {
        return Ok(false);
    }
    let b_t = rw.source().value_type(b_r).clone();
    let b_rm = ::lowrite_core::builtins::values::row_major(
        &({
            let mut __l = Vec::new();
            for b_i__129 in ::lowrite_core::convert::located(
                ::lowrite_core::convert::bounded_range(
                    0i64,
                    ::lowrite_core::builtins::types::rank(&(b_t.clone())),
                ),
                rw,
            )? {
                let b_i__129: i64 = b_i__129;
                __l.push(
                    ::lowrite_core::convert::static_or(
                        ::lowrite_core::builtins::layout::dim(
                            &(b_t.clone()),
                            b_i__129.clone(),
                        ),
                        rw,
                        |rw| Ok(
                            ::lowrite_core::convert::located(
                                ::lowrite_core::builtins::lists::nth(
                                    &rw.values(&b_dyn)?,
                                    ::lowrite_core::builtins::layout::dyn_pos(
                                        &(b_t.clone()),
                                        b_i__129.clone(),
                                    ),
                                    "value",
                                ),
                                rw,
                            )?,
                        ),
                    )?,
                );
            }
            __l
        }),
        rw,
    )?;
    let b_sizes = {
        let mut __l = Vec::new();
        for b_i in ::lowrite_core::convert::located(
            ::lowrite_core::convert::bounded_range(
                0i64,
                ::lowrite_core::builtins::types::rank(&(b_t.clone())),
            ),
            rw,
        )? {
            let b_i: i64 = b_i;
            __l.push(
                ::lowrite_core::convert::located(
                    ::lowrite_core::builtins::lists::nth(
                        &b_rm.clone(),
                        b_i.clone(),
                        "value",
                    ),
                    rw,
                )?,
            );
        }
        __l
    };
    let b_strides = {
        let mut __l = Vec::new();
        for b_i in ::lowrite_core::convert::located(
            ::lowrite_core::convert::bounded_range(
                0i64,
                ::lowrite_core::builtins::types::rank(&(b_t.clone())),
            ),
            rw,
        )? {
            let b_i: i64 = b_i;
            __l.push(
                ::lowrite_core::convert::located(
                    ::lowrite_core::builtins::lists::nth(
                        &b_rm.clone(),
                        ((::lowrite_core::builtins::types::rank(&(b_t.clone())))
                            + (b_i.clone())),
                        "value",
                    ),
                    rw,
                )?,
            );
        }
        __l
    };
    let b_bytes = {
        let b_count__130 = ::lowrite_core::convert::located(
            ::lowrite_core::builtins::lists::nth(
                &b_rm.clone(),
                ((2i64) * (::lowrite_core::builtins::types::rank(&(b_t.clone())))),
                "value",
            ),
            rw,
        )?;
        ::lowrite_core::convert::build_one(
            ::lowrite_core::ir::OpSpec::named("llvm.ptrtoint")
                .operands(
                    vec![
                        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.getelementptr")
                        .operands(vec![::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.mlir.zero")
                        .operands(Vec:: < ::lowrite_core::ir::Value > ::new())
                        .results(vec![::lowrite_core::ir::Type::ptr()]), op, None, rw,)
                        ?, b_count__130]).results(vec![::lowrite_core::ir::Type::ptr()])
                        .attr_opt("rawConstantIndices",
                        ::lowrite_core::builtins::attrs::i32_array(& [(-
                        2147483648i64)])).attr_opt("elem_type",
                        Some(::lowrite_core::ir::Attribute::Type(::lowrite_core::ir::Type::shared({
                        let __t = ::lowrite_core::builtins::types::elem(& (b_t.clone()));
                        rw.convert_type(& __t) ? })))), op, None, rw,) ?
                    ],
                )
                .results(
                    vec![
                        ::lowrite_core::convert::located(::lowrite_core::builtins::types::int(rw
                        .options().int("index_bitwidth")), rw) ?
                    ],
                ),
            op,
            None,
            rw,
        )?
    };
    let _ = ::lowrite_core::builtins::ir::declare(
        &((if rw.options().bool("use_generic_alloc") {
            ::std::string::String::from("_mlir_memref_to_llvm_alloc")
        } else {
            ::std::string::String::from("malloc")
        })),
        &(::lowrite_core::builtins::types::llvm_func(
            &(::lowrite_core::ir::Type::ptr()),
            &vec![
                ::lowrite_core::convert::located(::lowrite_core::builtins::types::int(rw
                .options().int("index_bitwidth")), rw) ?
            ],
        )),
        rw,
    )?;
    let b_p = (if ((::lowrite_core::builtins::layout::address_space(&(b_t.clone())))
        == (0i64))
    {
        ::lowrite_core::convert::build_one(
            ::lowrite_core::ir::OpSpec::named("llvm.call")
                .operands(vec![b_bytes])
                .results(vec![::lowrite_core::ir::Type::ptr()])
                .attr_opt(
                    "callee",
                    ::lowrite_core::builtins::attrs::symbol(
                        &((if rw.options().bool("use_generic_alloc") {
                            ::std::string::String::from("_mlir_memref_to_llvm_alloc")
                        } else {
                            ::std::string::String::from("malloc")
                        })),
                    ),
                ),
            op,
            None,
            rw,
        )?
    } else {
        ::lowrite_core::convert::build_one(
            ::lowrite_core::ir::OpSpec::named("llvm.addrspacecast")
                .operands(
                    vec![
                        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.call")
                        .operands(vec![b_bytes])
                        .results(vec![::lowrite_core::ir::Type::ptr()])
                        .attr_opt("callee", ::lowrite_core::builtins::attrs::symbol(&
                        ((if rw.options().bool("use_generic_alloc") {
                        ::std::string::String::from("_mlir_memref_to_llvm_alloc") } else
                        { ::std::string::String::from("malloc") })))), op, None, rw,) ?
                    ],
                )
                .results(
                    vec![
                        ::lowrite_core::builtins::types::ptr(::lowrite_core::builtins::layout::address_space(&
                        (b_t.clone())))
                    ],
                ),
            op,
            None,
            rw,
        )?
    });
    let __yielded = vec![
        ::lowrite_core::builtins::values::pack_ofrs(& ({ let __t = b_t.clone(); rw
        .convert_type(& __t) ? }), & ({ let mut __l = Vec::new(); __l
        .push(::lowrite_core::convert::Ofr::Dynamic(b_p)); __l
        .push(::lowrite_core::convert::Ofr::Dynamic(b_p)); __l
        .push(::lowrite_core::convert::Ofr::Static(0i64)); __l.extend(({ let mut __l =
        Vec::new(); for b_i__136 in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
        ::lowrite_core::builtins::types::rank(& (b_t.clone()))), rw) ? { let b_i__136 :
        i64 = b_i__136; __l
        .push(::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
        b_sizes.clone(), b_i__136.clone(), "value"), rw) ?); } __l }).into_iter()
        .map(::lowrite_core::convert::Ofr::Dynamic).collect:: < Vec < _ >> ()); __l
        .extend(({ let mut __l = Vec::new(); for b_i__136 in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
        ::lowrite_core::builtins::types::rank(& (b_t.clone()))), rw) ? { let b_i__136 :
        i64 = b_i__136; __l
        .push(::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
        b_strides.clone(), b_i__136.clone(), "value"), rw) ?); } __l }).into_iter()
        .map(::lowrite_core::convert::Ofr::Dynamic).collect:: < Vec < _ >> ()); __l }),
        rw) ?
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// `memref.alloc` (identity layout, no alignment): `malloc` of the size in bytes (the element
/// size is `sizeof` by `getelementptr null[1]`), the descriptor {p, p, 0, sizes, strides} with
/// row-major strides.
///
/// Rule at rules/memref.rules:376:
///
/// ```text
/// where present(al) && !use_aligned_alloc && offset(type(r)) == 0 => {
///     let align = index_value(int_value(al));
///     declare(malloc_fn(), llvm_func(ptr, it()));
///     let p = in_space(llvm.call(llvm.add(bytes, align)) {callee = symbol(malloc_fn())} : ptr, t);
///     let bumped = llvm.add(llvm.ptrtoint(p) : it(), llvm.sub(align, index_value(1)));
///     let aligned = llvm.inttoptr(llvm.sub(bumped, llvm.urem(bumped, align))) : ptr(address_space(t));
///     yield fresh_desc(t, p, aligned, sizes, strides);
/// }
///     // `--use-aligned-alloc`: `aligned_alloc(alignment, size rounded up to the alignment)` (16
///     // bytes unless the op says), both pointers the same.
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_memref_alloc_1(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [ref b_dyn @ ..] = __op.operands[..] else {
        return Ok(false);
    };
    let b_dyn: Vec<::lowrite_core::ir::Value> = b_dyn.to_vec();
    let b_al = __op.attr("alignment").cloned();
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    if !(((((::lowrite_core::builtins::attrs::present((b_al.clone()).as_ref()))
        && ((!(rw.options().bool("use_aligned_alloc"))))))
        && (((::lowrite_core::builtins::layout::offset(
            &(rw.source().value_type(b_r).clone()),
        )) == (0i64)))))
    {
        return Ok(false);
    }
    let b_t = rw.source().value_type(b_r).clone();
    let b_rm = ::lowrite_core::builtins::values::row_major(
        &({
            let mut __l = Vec::new();
            for b_i__137 in ::lowrite_core::convert::located(
                ::lowrite_core::convert::bounded_range(
                    0i64,
                    ::lowrite_core::builtins::types::rank(&(b_t.clone())),
                ),
                rw,
            )? {
                let b_i__137: i64 = b_i__137;
                __l.push(
                    ::lowrite_core::convert::static_or(
                        ::lowrite_core::builtins::layout::dim(
                            &(b_t.clone()),
                            b_i__137.clone(),
                        ),
                        rw,
                        |rw| Ok(
                            ::lowrite_core::convert::located(
                                ::lowrite_core::builtins::lists::nth(
                                    &rw.values(&b_dyn)?,
                                    ::lowrite_core::builtins::layout::dyn_pos(
                                        &(b_t.clone()),
                                        b_i__137.clone(),
                                    ),
                                    "value",
                                ),
                                rw,
                            )?,
                        ),
                    )?,
                );
            }
            __l
        }),
        rw,
    )?;
    let b_sizes = {
        let mut __l = Vec::new();
        for b_i in ::lowrite_core::convert::located(
            ::lowrite_core::convert::bounded_range(
                0i64,
                ::lowrite_core::builtins::types::rank(&(b_t.clone())),
            ),
            rw,
        )? {
            let b_i: i64 = b_i;
            __l.push(
                ::lowrite_core::convert::located(
                    ::lowrite_core::builtins::lists::nth(
                        &b_rm.clone(),
                        b_i.clone(),
                        "value",
                    ),
                    rw,
                )?,
            );
        }
        __l
    };
    let b_strides = {
        let mut __l = Vec::new();
        for b_i in ::lowrite_core::convert::located(
            ::lowrite_core::convert::bounded_range(
                0i64,
                ::lowrite_core::builtins::types::rank(&(b_t.clone())),
            ),
            rw,
        )? {
            let b_i: i64 = b_i;
            __l.push(
                ::lowrite_core::convert::located(
                    ::lowrite_core::builtins::lists::nth(
                        &b_rm.clone(),
                        ((::lowrite_core::builtins::types::rank(&(b_t.clone())))
                            + (b_i.clone())),
                        "value",
                    ),
                    rw,
                )?,
            );
        }
        __l
    };
    let b_bytes = {
        let b_count__138 = ::lowrite_core::convert::located(
            ::lowrite_core::builtins::lists::nth(
                &b_rm.clone(),
                ((2i64) * (::lowrite_core::builtins::types::rank(&(b_t.clone())))),
                "value",
            ),
            rw,
        )?;
        ::lowrite_core::convert::build_one(
            ::lowrite_core::ir::OpSpec::named("llvm.ptrtoint")
                .operands(
                    vec![
                        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.getelementptr")
                        .operands(vec![::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.mlir.zero")
                        .operands(Vec:: < ::lowrite_core::ir::Value > ::new())
                        .results(vec![::lowrite_core::ir::Type::ptr()]), op, None, rw,)
                        ?, b_count__138]).results(vec![::lowrite_core::ir::Type::ptr()])
                        .attr_opt("rawConstantIndices",
                        ::lowrite_core::builtins::attrs::i32_array(& [(-
                        2147483648i64)])).attr_opt("elem_type",
                        Some(::lowrite_core::ir::Attribute::Type(::lowrite_core::ir::Type::shared({
                        let __t = ::lowrite_core::builtins::types::elem(& (b_t.clone()));
                        rw.convert_type(& __t) ? })))), op, None, rw,) ?
                    ],
                )
                .results(
                    vec![
                        ::lowrite_core::convert::located(::lowrite_core::builtins::types::int(rw
                        .options().int("index_bitwidth")), rw) ?
                    ],
                ),
            op,
            None,
            rw,
        )?
    };
    let b_align = ::lowrite_core::builtins::values::index_value(
        ::lowrite_core::convert::Ofr::Static(
            ::lowrite_core::builtins::attrs::int_value((b_al.clone()).as_ref()),
        ),
        rw,
    )?;
    let _ = ::lowrite_core::builtins::ir::declare(
        &((if rw.options().bool("use_generic_alloc") {
            ::std::string::String::from("_mlir_memref_to_llvm_alloc")
        } else {
            ::std::string::String::from("malloc")
        })),
        &(::lowrite_core::builtins::types::llvm_func(
            &(::lowrite_core::ir::Type::ptr()),
            &vec![
                ::lowrite_core::convert::located(::lowrite_core::builtins::types::int(rw
                .options().int("index_bitwidth")), rw) ?
            ],
        )),
        rw,
    )?;
    let b_p = (if ((::lowrite_core::builtins::layout::address_space(&(b_t.clone())))
        == (0i64))
    {
        ::lowrite_core::convert::build_one(
            ::lowrite_core::ir::OpSpec::named("llvm.call")
                .operands(
                    vec![
                        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.add")
                        .operands(vec![b_bytes, b_align]), op, Some((false,
                        Some(1usize))), rw,) ?
                    ],
                )
                .results(vec![::lowrite_core::ir::Type::ptr()])
                .attr_opt(
                    "callee",
                    ::lowrite_core::builtins::attrs::symbol(
                        &((if rw.options().bool("use_generic_alloc") {
                            ::std::string::String::from("_mlir_memref_to_llvm_alloc")
                        } else {
                            ::std::string::String::from("malloc")
                        })),
                    ),
                ),
            op,
            None,
            rw,
        )?
    } else {
        ::lowrite_core::convert::build_one(
            ::lowrite_core::ir::OpSpec::named("llvm.addrspacecast")
                .operands(
                    vec![
                        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.call")
                        .operands(vec![::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.add")
                        .operands(vec![b_bytes, b_align]), op, Some((false,
                        Some(1usize))), rw,) ?])
                        .results(vec![::lowrite_core::ir::Type::ptr()])
                        .attr_opt("callee", ::lowrite_core::builtins::attrs::symbol(&
                        ((if rw.options().bool("use_generic_alloc") {
                        ::std::string::String::from("_mlir_memref_to_llvm_alloc") } else
                        { ::std::string::String::from("malloc") })))), op, None, rw,) ?
                    ],
                )
                .results(
                    vec![
                        ::lowrite_core::builtins::types::ptr(::lowrite_core::builtins::layout::address_space(&
                        (b_t.clone())))
                    ],
                ),
            op,
            None,
            rw,
        )?
    });
    let b_bumped = ::lowrite_core::convert::build_one(
        ::lowrite_core::ir::OpSpec::named("llvm.add")
            .operands(
                vec![
                    ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.ptrtoint")
                    .operands(vec![b_p])
                    .results(vec![::lowrite_core::convert::located(::lowrite_core::builtins::types::int(rw
                    .options().int("index_bitwidth")), rw) ?]), op, None, rw,) ?,
                    ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.sub")
                    .operands(vec![b_align,
                    ::lowrite_core::builtins::values::index_value(::lowrite_core::convert::Ofr::Static(1i64),
                    rw) ?]), op, Some((false, Some(1usize))), rw,) ?
                ],
            ),
        op,
        Some((false, Some(1usize))),
        rw,
    )?;
    let b_aligned = ::lowrite_core::convert::build_one(
        ::lowrite_core::ir::OpSpec::named("llvm.inttoptr")
            .operands(
                vec![
                    ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.sub")
                    .operands(vec![b_bumped,
                    ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.urem")
                    .operands(vec![b_bumped, b_align]), op, Some((false, Some(1usize))),
                    rw,) ?]), op, Some((false, Some(1usize))), rw,) ?
                ],
            )
            .results(
                vec![
                    ::lowrite_core::builtins::types::ptr(::lowrite_core::builtins::layout::address_space(&
                    (b_t.clone())))
                ],
            ),
        op,
        None,
        rw,
    )?;
    let __yielded = vec![
        ::lowrite_core::builtins::values::pack_ofrs(& ({ let __t = b_t.clone(); rw
        .convert_type(& __t) ? }), & ({ let mut __l = Vec::new(); __l
        .push(::lowrite_core::convert::Ofr::Dynamic(b_p)); __l
        .push(::lowrite_core::convert::Ofr::Dynamic(b_aligned)); __l
        .push(::lowrite_core::convert::Ofr::Static(0i64)); __l.extend(({ let mut __l =
        Vec::new(); for b_i__145 in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
        ::lowrite_core::builtins::types::rank(& (b_t.clone()))), rw) ? { let b_i__145 :
        i64 = b_i__145; __l
        .push(::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
        b_sizes.clone(), b_i__145.clone(), "value"), rw) ?); } __l }).into_iter()
        .map(::lowrite_core::convert::Ofr::Dynamic).collect:: < Vec < _ >> ()); __l
        .extend(({ let mut __l = Vec::new(); for b_i__145 in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
        ::lowrite_core::builtins::types::rank(& (b_t.clone()))), rw) ? { let b_i__145 :
        i64 = b_i__145; __l
        .push(::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
        b_strides.clone(), b_i__145.clone(), "value"), rw) ?); } __l }).into_iter()
        .map(::lowrite_core::convert::Ofr::Dynamic).collect:: < Vec < _ >> ()); __l }),
        rw) ?
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// `memref.alloc` (identity layout, no alignment): `malloc` of the size in bytes (the element
/// size is `sizeof` by `getelementptr null[1]`), the descriptor {p, p, 0, sizes, strides} with
/// row-major strides.
///
/// Rule at rules/memref.rules:386:
///
/// ```text
/// where use_aligned_alloc && offset(type(r)) == 0 => {
///     let align = index_value(if present(al) { int_value(al) } else { 16 });
///     let bumped = llvm.add(bytes, llvm.sub(align, index_value(1)));
///     let rounded = llvm.sub(bumped, llvm.urem(bumped, align));
///     declare(aligned_alloc_fn(), llvm_func(ptr, it(), it()));
///     let p = in_space(llvm.call(align, rounded) {callee = symbol(aligned_alloc_fn())} : ptr, t);
///     yield fresh_desc(t, p, p, sizes, strides);
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_memref_alloc_2(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [ref b_dyn @ ..] = __op.operands[..] else {
        return Ok(false);
    };
    let b_dyn: Vec<::lowrite_core::ir::Value> = b_dyn.to_vec();
    let b_al = __op.attr("alignment").cloned();
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    if !(((rw.options().bool("use_aligned_alloc"))
        && (((::lowrite_core::builtins::layout::offset(
            &(rw.source().value_type(b_r).clone()),
        )) == (0i64)))))
    {
        return Ok(false);
    }
    let b_t = rw.source().value_type(b_r).clone();
    let b_rm = ::lowrite_core::builtins::values::row_major(
        &({
            let mut __l = Vec::new();
            for b_i__146 in ::lowrite_core::convert::located(
                ::lowrite_core::convert::bounded_range(
                    0i64,
                    ::lowrite_core::builtins::types::rank(&(b_t.clone())),
                ),
                rw,
            )? {
                let b_i__146: i64 = b_i__146;
                __l.push(
                    ::lowrite_core::convert::static_or(
                        ::lowrite_core::builtins::layout::dim(
                            &(b_t.clone()),
                            b_i__146.clone(),
                        ),
                        rw,
                        |rw| Ok(
                            ::lowrite_core::convert::located(
                                ::lowrite_core::builtins::lists::nth(
                                    &rw.values(&b_dyn)?,
                                    ::lowrite_core::builtins::layout::dyn_pos(
                                        &(b_t.clone()),
                                        b_i__146.clone(),
                                    ),
                                    "value",
                                ),
                                rw,
                            )?,
                        ),
                    )?,
                );
            }
            __l
        }),
        rw,
    )?;
    let b_sizes = {
        let mut __l = Vec::new();
        for b_i in ::lowrite_core::convert::located(
            ::lowrite_core::convert::bounded_range(
                0i64,
                ::lowrite_core::builtins::types::rank(&(b_t.clone())),
            ),
            rw,
        )? {
            let b_i: i64 = b_i;
            __l.push(
                ::lowrite_core::convert::located(
                    ::lowrite_core::builtins::lists::nth(
                        &b_rm.clone(),
                        b_i.clone(),
                        "value",
                    ),
                    rw,
                )?,
            );
        }
        __l
    };
    let b_strides = {
        let mut __l = Vec::new();
        for b_i in ::lowrite_core::convert::located(
            ::lowrite_core::convert::bounded_range(
                0i64,
                ::lowrite_core::builtins::types::rank(&(b_t.clone())),
            ),
            rw,
        )? {
            let b_i: i64 = b_i;
            __l.push(
                ::lowrite_core::convert::located(
                    ::lowrite_core::builtins::lists::nth(
                        &b_rm.clone(),
                        ((::lowrite_core::builtins::types::rank(&(b_t.clone())))
                            + (b_i.clone())),
                        "value",
                    ),
                    rw,
                )?,
            );
        }
        __l
    };
    let b_bytes = {
        let b_count__147 = ::lowrite_core::convert::located(
            ::lowrite_core::builtins::lists::nth(
                &b_rm.clone(),
                ((2i64) * (::lowrite_core::builtins::types::rank(&(b_t.clone())))),
                "value",
            ),
            rw,
        )?;
        ::lowrite_core::convert::build_one(
            ::lowrite_core::ir::OpSpec::named("llvm.ptrtoint")
                .operands(
                    vec![
                        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.getelementptr")
                        .operands(vec![::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.mlir.zero")
                        .operands(Vec:: < ::lowrite_core::ir::Value > ::new())
                        .results(vec![::lowrite_core::ir::Type::ptr()]), op, None, rw,)
                        ?, b_count__147]).results(vec![::lowrite_core::ir::Type::ptr()])
                        .attr_opt("rawConstantIndices",
                        ::lowrite_core::builtins::attrs::i32_array(& [(-
                        2147483648i64)])).attr_opt("elem_type",
                        Some(::lowrite_core::ir::Attribute::Type(::lowrite_core::ir::Type::shared({
                        let __t = ::lowrite_core::builtins::types::elem(& (b_t.clone()));
                        rw.convert_type(& __t) ? })))), op, None, rw,) ?
                    ],
                )
                .results(
                    vec![
                        ::lowrite_core::convert::located(::lowrite_core::builtins::types::int(rw
                        .options().int("index_bitwidth")), rw) ?
                    ],
                ),
            op,
            None,
            rw,
        )?
    };
    let b_align = ::lowrite_core::builtins::values::index_value(
        ::lowrite_core::convert::Ofr::Static(
            (if ::lowrite_core::builtins::attrs::present((b_al.clone()).as_ref()) {
                ::lowrite_core::builtins::attrs::int_value((b_al.clone()).as_ref())
            } else {
                16i64
            }),
        ),
        rw,
    )?;
    let b_bumped = ::lowrite_core::convert::build_one(
        ::lowrite_core::ir::OpSpec::named("llvm.add")
            .operands(
                vec![
                    b_bytes,
                    ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.sub")
                    .operands(vec![b_align,
                    ::lowrite_core::builtins::values::index_value(::lowrite_core::convert::Ofr::Static(1i64),
                    rw) ?]), op, Some((false, Some(1usize))), rw,) ?
                ],
            ),
        op,
        Some((false, Some(1usize))),
        rw,
    )?;
    let b_rounded = ::lowrite_core::convert::build_one(
        ::lowrite_core::ir::OpSpec::named("llvm.sub")
            .operands(
                vec![
                    b_bumped,
                    ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.urem")
                    .operands(vec![b_bumped, b_align]), op, Some((false, Some(1usize))),
                    rw,) ?
                ],
            ),
        op,
        Some((false, Some(1usize))),
        rw,
    )?;
    let _ = ::lowrite_core::builtins::ir::declare(
        &((if rw.options().bool("use_generic_alloc") {
            ::std::string::String::from("_mlir_memref_to_llvm_aligned_alloc")
        } else {
            ::std::string::String::from("aligned_alloc")
        })),
        &(::lowrite_core::builtins::types::llvm_func(
            &(::lowrite_core::ir::Type::ptr()),
            &vec![
                ::lowrite_core::convert::located(::lowrite_core::builtins::types::int(rw
                .options().int("index_bitwidth")), rw) ?,
                ::lowrite_core::convert::located(::lowrite_core::builtins::types::int(rw
                .options().int("index_bitwidth")), rw) ?
            ],
        )),
        rw,
    )?;
    let b_p = (if ((::lowrite_core::builtins::layout::address_space(&(b_t.clone())))
        == (0i64))
    {
        ::lowrite_core::convert::build_one(
            ::lowrite_core::ir::OpSpec::named("llvm.call")
                .operands(vec![b_align, b_rounded])
                .results(vec![::lowrite_core::ir::Type::ptr()])
                .attr_opt(
                    "callee",
                    ::lowrite_core::builtins::attrs::symbol(
                        &((if rw.options().bool("use_generic_alloc") {
                            ::std::string::String::from(
                                "_mlir_memref_to_llvm_aligned_alloc",
                            )
                        } else {
                            ::std::string::String::from("aligned_alloc")
                        })),
                    ),
                ),
            op,
            None,
            rw,
        )?
    } else {
        ::lowrite_core::convert::build_one(
            ::lowrite_core::ir::OpSpec::named("llvm.addrspacecast")
                .operands(
                    vec![
                        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.call")
                        .operands(vec![b_align, b_rounded])
                        .results(vec![::lowrite_core::ir::Type::ptr()])
                        .attr_opt("callee", ::lowrite_core::builtins::attrs::symbol(&
                        ((if rw.options().bool("use_generic_alloc") {
                        ::std::string::String::from("_mlir_memref_to_llvm_aligned_alloc")
                        } else { ::std::string::String::from("aligned_alloc") })))), op,
                        None, rw,) ?
                    ],
                )
                .results(
                    vec![
                        ::lowrite_core::builtins::types::ptr(::lowrite_core::builtins::layout::address_space(&
                        (b_t.clone())))
                    ],
                ),
            op,
            None,
            rw,
        )?
    });
    let __yielded = vec![
        ::lowrite_core::builtins::values::pack_ofrs(& ({ let __t = b_t.clone(); rw
        .convert_type(& __t) ? }), & ({ let mut __l = Vec::new(); __l
        .push(::lowrite_core::convert::Ofr::Dynamic(b_p)); __l
        .push(::lowrite_core::convert::Ofr::Dynamic(b_p)); __l
        .push(::lowrite_core::convert::Ofr::Static(0i64)); __l.extend(({ let mut __l =
        Vec::new(); for b_i__154 in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
        ::lowrite_core::builtins::types::rank(& (b_t.clone()))), rw) ? { let b_i__154 :
        i64 = b_i__154; __l
        .push(::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
        b_sizes.clone(), b_i__154.clone(), "value"), rw) ?); } __l }).into_iter()
        .map(::lowrite_core::convert::Ofr::Dynamic).collect:: < Vec < _ >> ()); __l
        .extend(({ let mut __l = Vec::new(); for b_i__154 in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
        ::lowrite_core::builtins::types::rank(& (b_t.clone()))), rw) ? { let b_i__154 :
        i64 = b_i__154; __l
        .push(::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
        b_strides.clone(), b_i__154.clone(), "value"), rw) ?); } __l }).into_iter()
        .map(::lowrite_core::convert::Ofr::Dynamic).collect:: < Vec < _ >> ()); __l }),
        rw) ?
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// `memref.alloca`: `llvm.alloca` of the number of elements, the same descriptor.
///
/// Rule at rules/memref.rules:396:
///
/// ```text
/// /// `memref.alloca`: `llvm.alloca` of the number of elements, the same descriptor.
/// rule memref.alloca(..dyn) {alignment = al?} -> (r) where offset(type(r)) == 0 => {
///     let t = type(r);
///     let rm = row_major(alloc_sizes(t, dyn));
///     let p = llvm.alloca(nth(rm, 2 * rank(t))) {elem_type = convert(elem(t)), alignment = al} : ptr(address_space(t));
///     yield fresh_desc(t, p, p, [nth(rm, i) for i in 0..rank(t)], [nth(rm, rank(t) + i) for i in 0..rank(t)]);
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_memref_alloca_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [ref b_dyn @ ..] = __op.operands[..] else {
        return Ok(false);
    };
    let b_dyn: Vec<::lowrite_core::ir::Value> = b_dyn.to_vec();
    let b_al = __op.attr("alignment").cloned();
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    if !(((::lowrite_core::builtins::layout::offset(
        &(rw.source().value_type(b_r).clone()),
    )) == (0i64)))
    {
        return Ok(false);
    }
    let b_t = rw.source().value_type(b_r).clone();
    let b_rm = ::lowrite_core::builtins::values::row_major(
        &({
            let mut __l = Vec::new();
            for b_i__155 in ::lowrite_core::convert::located(
                ::lowrite_core::convert::bounded_range(
                    0i64,
                    ::lowrite_core::builtins::types::rank(&(b_t.clone())),
                ),
                rw,
            )? {
                let b_i__155: i64 = b_i__155;
                __l.push(
                    ::lowrite_core::convert::static_or(
                        ::lowrite_core::builtins::layout::dim(
                            &(b_t.clone()),
                            b_i__155.clone(),
                        ),
                        rw,
                        |rw| Ok(
                            ::lowrite_core::convert::located(
                                ::lowrite_core::builtins::lists::nth(
                                    &rw.values(&b_dyn)?,
                                    ::lowrite_core::builtins::layout::dyn_pos(
                                        &(b_t.clone()),
                                        b_i__155.clone(),
                                    ),
                                    "value",
                                ),
                                rw,
                            )?,
                        ),
                    )?,
                );
            }
            __l
        }),
        rw,
    )?;
    let b_p = ::lowrite_core::convert::build_one(
        ::lowrite_core::ir::OpSpec::named("llvm.alloca")
            .operands(
                vec![
                    ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
                    b_rm.clone(), ((2i64) * (::lowrite_core::builtins::types::rank(& (b_t
                    .clone())))), "value"), rw) ?
                ],
            )
            .results(
                vec![
                    ::lowrite_core::builtins::types::ptr(::lowrite_core::builtins::layout::address_space(&
                    (b_t.clone())))
                ],
            )
            .attr_opt(
                "elem_type",
                Some(
                    ::lowrite_core::ir::Attribute::Type(
                        ::lowrite_core::ir::Type::shared({
                            let __t = ::lowrite_core::builtins::types::elem(
                                &(b_t.clone()),
                            );
                            rw.convert_type(&__t)?
                        }),
                    ),
                ),
            )
            .attr_opt("alignment", b_al.clone()),
        op,
        None,
        rw,
    )?;
    let __yielded = vec![
        { let b_sizes__156 = { let mut __l = Vec::new(); for b_i in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
        ::lowrite_core::builtins::types::rank(& (b_t.clone()))), rw) ? { let b_i : i64 =
        b_i; __l
        .push(::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
        b_rm.clone(), b_i.clone(), "value"), rw) ?); } __l }; { let b_strides__156 = {
        let mut __l = Vec::new(); for b_i in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
        ::lowrite_core::builtins::types::rank(& (b_t.clone()))), rw) ? { let b_i : i64 =
        b_i; __l
        .push(::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
        b_rm.clone(), ((::lowrite_core::builtins::types::rank(& (b_t.clone()))) + (b_i
        .clone())), "value"), rw) ?); } __l };
        ::lowrite_core::builtins::values::pack_ofrs(& ({ let __t = b_t.clone(); rw
        .convert_type(& __t) ? }), & ({ let mut __l = Vec::new(); __l
        .push(::lowrite_core::convert::Ofr::Dynamic(b_p)); __l
        .push(::lowrite_core::convert::Ofr::Dynamic(b_p)); __l
        .push(::lowrite_core::convert::Ofr::Static(0i64)); __l.extend(({ let mut __l =
        Vec::new(); for b_i__156 in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
        ::lowrite_core::builtins::types::rank(& (b_t.clone()))), rw) ? { let b_i__156 :
        i64 = b_i__156; __l
        .push(::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
        b_sizes__156.clone(), b_i__156.clone(), "value"), rw) ?); } __l }).into_iter()
        .map(::lowrite_core::convert::Ofr::Dynamic).collect:: < Vec < _ >> ()); __l
        .extend(({ let mut __l = Vec::new(); for b_i__156 in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
        ::lowrite_core::builtins::types::rank(& (b_t.clone()))), rw) ? { let b_i__156 :
        i64 = b_i__156; __l
        .push(::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
        b_strides__156.clone(), b_i__156.clone(), "value"), rw) ?); } __l }).into_iter()
        .map(::lowrite_core::convert::Ofr::Dynamic).collect:: < Vec < _ >> ()); __l }),
        rw) ? } }
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// `memref.dealloc`: `free` (or `_mlir_memref_to_llvm_free`) of the allocated pointer (cast to
/// the default address space).
///
/// Rule at rules/memref.rules:408:
///
/// ```text
/// /// `memref.dealloc`: `free` (or `_mlir_memref_to_llvm_free`) of the allocated pointer (cast to
/// /// the default address space).
/// rule memref.dealloc(m) => {
///     declare(free_fn(), llvm_func(void, ptr));
///     let p = if address_space(type(m)) == 0 { desc.allocated(m) } else { llvm.addrspacecast(desc.allocated(m)) : ptr };
///     llvm.call(p) {callee = symbol(free_fn())} : ();
/// }
///
/// // ---------------------------------------------------------------- globals
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_memref_dealloc_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_m] = __op.operands[..] else {
        return Ok(false);
    };
    let _ = ::lowrite_core::builtins::ir::declare(
        &((if rw.options().bool("use_generic_alloc") {
            ::std::string::String::from("_mlir_memref_to_llvm_free")
        } else {
            ::std::string::String::from("free")
        })),
        &(::lowrite_core::builtins::types::llvm_func(
            &(::lowrite_core::ir::Type::Void),
            &vec![::lowrite_core::ir::Type::ptr()],
        )),
        rw,
    )?;
    let b_p = (if ((::lowrite_core::builtins::layout::address_space(
        &(rw.source().value_type(b_m).clone()),
    )) == (0i64))
    {
        {
            let __v = rw.value(b_m)?;
            ::lowrite_core::builtins::values::extract(__v, &[0i64], rw)?
        }
    } else {
        ::lowrite_core::convert::build_one(
            ::lowrite_core::ir::OpSpec::named("llvm.addrspacecast")
                .operands(
                    vec![
                        { let __v = rw.value(b_m) ?;
                        ::lowrite_core::builtins::values::extract(__v, & [0i64], rw) ? }
                    ],
                )
                .results(vec![::lowrite_core::ir::Type::ptr()]),
            op,
            None,
            rw,
        )?
    });
    let _ = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.call")
            .operands(vec![b_p])
            .results(Vec::<::lowrite_core::ir::Type>::new())
            .attr_opt(
                "callee",
                ::lowrite_core::builtins::attrs::symbol(
                    &((if rw.options().bool("use_generic_alloc") {
                        ::std::string::String::from("_mlir_memref_to_llvm_free")
                    } else {
                        ::std::string::String::from("free")
                    })),
                ),
            ),
        op,
        None,
        rw,
    )?;
    rw.replace(op, Vec::new())?;
    Ok(true)
}
/// `memref.global` becomes `llvm.mlir.global` of the nested-array type of its shape (the
/// element type itself for rank 0): with the initial value; an `uninitialized` one (a unit
/// initial value) with an `undef` initializer; one without an initial value is a declaration.
/// Private ones get private linkage.
///
/// Rule at rules/memref.rules:420:
///
/// ```text
/// /// `memref.global` becomes `llvm.mlir.global` of the nested-array type of its shape (the
/// /// element type itself for rank 0): with the initial value; an `uninitialized` one (a unit
/// /// initial value) with an `undef` initializer; one without an initial value is a declaration.
/// /// Private ones get private linkage.
/// rule memref.global() {sym_name = n, sym_visibility = vis?, type = t, initial_value = v?,
///                       constant = c?, alignment = al?} where !is_unit(v) => llvm.mlir.global() {
///     sym_name = n,
///     global_type = shaped_array(attr_type(t)),
///     linkage = global_linkage(vis),
///     constant = c,
///     alignment = al,
///     // No initial value (a declaration): no `value` either.
///     value = if rank(attr_type(t)) == 0 { scalar_attr(v) } else { v }
/// } regions(empty_region()) : ();
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_memref_global_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [] = __op.operands[..] else {
        return Ok(false);
    };
    let b_n @ Some(_) = __op.attr("sym_name").cloned() else {
        return Ok(false);
    };
    let b_vis = __op.attr("sym_visibility").cloned();
    let b_t @ Some(_) = __op.attr("type").cloned() else {
        return Ok(false);
    };
    let b_v = __op.attr("initial_value").cloned();
    let b_c = __op.attr("constant").cloned();
    let b_al = __op.attr("alignment").cloned();
    if !((!(::lowrite_core::builtins::attrs::is_unit((b_v.clone()).as_ref())))) {
        return Ok(false);
    }
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.mlir.global")
            .operands(Vec::<::lowrite_core::ir::Value>::new())
            .regions([::lowrite_core::builtins::ir::empty_region(rw)?])
            .results(Vec::<::lowrite_core::ir::Type>::new())
            .attr_opt("sym_name", b_n.clone())
            .attr_opt(
                "global_type",
                Some(
                    ::lowrite_core::ir::Attribute::Type(
                        ::lowrite_core::ir::Type::shared({
                            let __t: ::lowrite_core::ir::Type = ::lowrite_core::builtins::types::attr_type(
                                (b_t.clone()).as_ref(),
                            );
                            let (__shape, __e): (Vec<i64>, ::lowrite_core::ir::Type) = match &__t {
                                ::lowrite_core::ir::Type::MemRef { shape, elem, .. }
                                | ::lowrite_core::ir::Type::Tensor {
                                    shape: Some(shape),
                                    elem,
                                } => (shape.clone(), (**elem).clone()),
                                ::lowrite_core::ir::Type::Vector { shape, elem, .. } => {
                                    (
                                        shape.iter().map(|&d| d as i64).collect(),
                                        (**elem).clone(),
                                    )
                                }
                                other => (Vec::new(), other.clone()),
                            };
                            let mut __a = {
                                let __t = __e;
                                rw.convert_type(&__t)?
                            };
                            for &__d in __shape.iter().rev() {
                                __a = ::lowrite_core::ir::Type::array(
                                    __d.max(0) as u64,
                                    __a,
                                );
                            }
                            __a
                        }),
                    ),
                ),
            )
            .attr_opt(
                "linkage",
                (if ((::lowrite_core::builtins::attrs::text((b_vis.clone()).as_ref()))
                    == ("private"))
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
                }),
            )
            .attr_opt("constant", b_c.clone())
            .attr_opt("alignment", b_al.clone())
            .attr_opt(
                "value",
                (if ((::lowrite_core::builtins::types::rank(
                    &(::lowrite_core::builtins::types::attr_type((b_t.clone()).as_ref())),
                )) == (0i64))
                {
                    ::lowrite_core::builtins::attrs::scalar_attr((b_v.clone()).as_ref())
                } else {
                    b_v.clone()
                }),
            ),
        op,
        None,
        rw,
    )?;
    rw.replace(op, __new)?;
    Ok(true)
}
/// `memref.global` becomes `llvm.mlir.global` of the nested-array type of its shape (the
/// element type itself for rank 0): with the initial value; an `uninitialized` one (a unit
/// initial value) with an `undef` initializer; one without an initial value is a declaration.
/// Private ones get private linkage.
///
/// Rule at rules/memref.rules:430:
///
/// ```text
/// where is_unit(v) => {
///     let init = region();
///     let e = entry(init);
///     at ^e;
///     llvm.return(llvm.mlir.undef() : shaped_array(attr_type(t)));
///     let top = module_body();
///     at ^top;
///     llvm.mlir.global() {
///         sym_name = n,
///         global_type = shaped_array(attr_type(t)),
///         linkage = global_linkage(vis),
///         constant = c,
///         alignment = al
///     } regions(init) : ();
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_memref_global_1(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [] = __op.operands[..] else {
        return Ok(false);
    };
    let b_n @ Some(_) = __op.attr("sym_name").cloned() else {
        return Ok(false);
    };
    let b_vis = __op.attr("sym_visibility").cloned();
    let b_t @ Some(_) = __op.attr("type").cloned() else {
        return Ok(false);
    };
    let b_v = __op.attr("initial_value").cloned();
    let b_c = __op.attr("constant").cloned();
    let b_al = __op.attr("alignment").cloned();
    if !(::lowrite_core::builtins::attrs::is_unit((b_v.clone()).as_ref())) {
        return Ok(false);
    }
    let b_init = ::lowrite_core::builtins::ir::region(
        &Vec::<::lowrite_core::ir::Type>::new(),
        rw,
    )?;
    let b_e = ::lowrite_core::builtins::ir::entry(b_init, rw)?;
    rw.set_insertion(b_e);
    let _ = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.return")
            .operands(
                vec![
                    ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.mlir.undef")
                    .operands(Vec:: < ::lowrite_core::ir::Value > ::new()).results(vec![{
                    let __t : ::lowrite_core::ir::Type =
                    ::lowrite_core::builtins::types::attr_type((b_t.clone()).as_ref());
                    let (__shape, __e) : (Vec < i64 >, ::lowrite_core::ir::Type) = match
                    & __t { ::lowrite_core::ir::Type::MemRef { shape, elem, .. } |
                    ::lowrite_core::ir::Type::Tensor { shape : Some(shape), elem } =>
                    (shape.clone(), (* * elem).clone()), ::lowrite_core::ir::Type::Vector
                    { shape, elem, .. } => (shape.iter().map(| & d | d as i64).collect(),
                    (* * elem).clone()), other => (Vec::new(), other.clone()), }; let mut
                    __a = { let __t = __e; rw.convert_type(& __t) ? }; for & __d in
                    __shape.iter().rev() { __a = ::lowrite_core::ir::Type::array(__d
                    .max(0) as u64, __a); } __a }]), op, None, rw,) ?
                ],
            ),
        op,
        None,
        rw,
    )?;
    let b_top = ::lowrite_core::builtins::ir::module_body(rw)?;
    rw.set_insertion(b_top);
    let _ = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.mlir.global")
            .operands(Vec::<::lowrite_core::ir::Value>::new())
            .regions([b_init])
            .results(Vec::<::lowrite_core::ir::Type>::new())
            .attr_opt("sym_name", b_n.clone())
            .attr_opt(
                "global_type",
                Some(
                    ::lowrite_core::ir::Attribute::Type(
                        ::lowrite_core::ir::Type::shared({
                            let __t: ::lowrite_core::ir::Type = ::lowrite_core::builtins::types::attr_type(
                                (b_t.clone()).as_ref(),
                            );
                            let (__shape, __e): (Vec<i64>, ::lowrite_core::ir::Type) = match &__t {
                                ::lowrite_core::ir::Type::MemRef { shape, elem, .. }
                                | ::lowrite_core::ir::Type::Tensor {
                                    shape: Some(shape),
                                    elem,
                                } => (shape.clone(), (**elem).clone()),
                                ::lowrite_core::ir::Type::Vector { shape, elem, .. } => {
                                    (
                                        shape.iter().map(|&d| d as i64).collect(),
                                        (**elem).clone(),
                                    )
                                }
                                other => (Vec::new(), other.clone()),
                            };
                            let mut __a = {
                                let __t = __e;
                                rw.convert_type(&__t)?
                            };
                            for &__d in __shape.iter().rev() {
                                __a = ::lowrite_core::ir::Type::array(
                                    __d.max(0) as u64,
                                    __a,
                                );
                            }
                            __a
                        }),
                    ),
                ),
            )
            .attr_opt(
                "linkage",
                (if ((::lowrite_core::builtins::attrs::text((b_vis.clone()).as_ref()))
                    == ("private"))
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
                }),
            )
            .attr_opt("constant", b_c.clone())
            .attr_opt("alignment", b_al.clone()),
        op,
        None,
        rw,
    )?;
    rw.replace(op, Vec::new())?;
    Ok(true)
}
/// `memref.get_global`: the address of the global's first element as the aligned pointer (the
/// allocated pointer is the 0xdeadbeef marker upstream uses: globals are never freed), static
/// sizes and strides. As upstream's lowering (an allocation-like one), it first computes the
/// sizes, strides and size in bytes an allocation would, which the descriptor then takes.
///
/// Rule at rules/memref.rules:453:
///
/// ```text
/// /// `memref.get_global`: the address of the global's first element as the aligned pointer (the
/// /// allocated pointer is the 0xdeadbeef marker upstream uses: globals are never freed), static
/// /// sizes and strides. As upstream's lowering (an allocation-like one), it first computes the
/// /// sizes, strides and size in bytes an allocation would, which the descriptor then takes.
/// rule memref.get_global() {name = n} -> (r) => {
///     let t = type(r);
///     let rm = row_major(alloc_sizes(t, []));
///     bytes_of(t, nth(rm, 2 * rank(t)));
///     let g = llvm.mlir.addressof() {global_name = n} : ptr;
///     let p = llvm.getelementptr(g) {rawConstantIndices = i32_array_of([0 for _i in 0..rank(t) + 1]),
///                                    elem_type = shaped_array(t)} : ptr;
///     // The marker is an integer of the pointer's width (an `index` attribute), whatever the
///     // index width.
///     let dead = llvm.inttoptr(llvm.mlir.constant() {value = int_attr(0xdeadbeef, index)} : i64) : ptr;
///     yield fresh_desc(t, in_space(dead, t), in_space(p, t), [nth(rm, i) for i in 0..rank(t)], [nth(rm, rank(t) + i) for i in 0..rank(t)]);
/// }
///
/// // ---------------------------------------------------------------- copies and views
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_memref_get_global_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [] = __op.operands[..] else {
        return Ok(false);
    };
    let b_n @ Some(_) = __op.attr("name").cloned() else {
        return Ok(false);
    };
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    let b_t = rw.source().value_type(b_r).clone();
    let b_rm = ::lowrite_core::builtins::values::row_major(
        &({
            let b_dyn__161 = {
                let mut __l = Vec::new();
                __l
            };
            {
                let mut __l = Vec::new();
                for b_i__161 in ::lowrite_core::convert::located(
                    ::lowrite_core::convert::bounded_range(
                        0i64,
                        ::lowrite_core::builtins::types::rank(&(b_t.clone())),
                    ),
                    rw,
                )? {
                    let b_i__161: i64 = b_i__161;
                    __l.push(
                        ::lowrite_core::convert::static_or(
                            ::lowrite_core::builtins::layout::dim(
                                &(b_t.clone()),
                                b_i__161.clone(),
                            ),
                            rw,
                            |rw| Ok(
                                ::lowrite_core::convert::located(
                                    ::lowrite_core::builtins::lists::nth(
                                        &b_dyn__161.clone(),
                                        ::lowrite_core::builtins::layout::dyn_pos(
                                            &(b_t.clone()),
                                            b_i__161.clone(),
                                        ),
                                        "element",
                                    ),
                                    rw,
                                )?,
                            ),
                        )?,
                    );
                }
                __l
            }
        }),
        rw,
    )?;
    let _ = {
        let b_count__162 = ::lowrite_core::convert::located(
            ::lowrite_core::builtins::lists::nth(
                &b_rm.clone(),
                ((2i64) * (::lowrite_core::builtins::types::rank(&(b_t.clone())))),
                "value",
            ),
            rw,
        )?;
        ::lowrite_core::convert::build_one(
            ::lowrite_core::ir::OpSpec::named("llvm.ptrtoint")
                .operands(
                    vec![
                        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.getelementptr")
                        .operands(vec![::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.mlir.zero")
                        .operands(Vec:: < ::lowrite_core::ir::Value > ::new())
                        .results(vec![::lowrite_core::ir::Type::ptr()]), op, None, rw,)
                        ?, b_count__162]).results(vec![::lowrite_core::ir::Type::ptr()])
                        .attr_opt("rawConstantIndices",
                        ::lowrite_core::builtins::attrs::i32_array(& [(-
                        2147483648i64)])).attr_opt("elem_type",
                        Some(::lowrite_core::ir::Attribute::Type(::lowrite_core::ir::Type::shared({
                        let __t = ::lowrite_core::builtins::types::elem(& (b_t.clone()));
                        rw.convert_type(& __t) ? })))), op, None, rw,) ?
                    ],
                )
                .results(
                    vec![
                        ::lowrite_core::convert::located(::lowrite_core::builtins::types::int(rw
                        .options().int("index_bitwidth")), rw) ?
                    ],
                ),
            op,
            None,
            rw,
        )?
    };
    let b_g = ::lowrite_core::convert::build_one(
        ::lowrite_core::ir::OpSpec::named("llvm.mlir.addressof")
            .operands(Vec::<::lowrite_core::ir::Value>::new())
            .results(vec![::lowrite_core::ir::Type::ptr()])
            .attr_opt("global_name", b_n.clone()),
        op,
        None,
        rw,
    )?;
    let b_p = ::lowrite_core::convert::build_one(
        ::lowrite_core::ir::OpSpec::named("llvm.getelementptr")
            .operands(vec![b_g])
            .results(vec![::lowrite_core::ir::Type::ptr()])
            .attr_opt(
                "rawConstantIndices",
                ::lowrite_core::convert::located(
                    ::lowrite_core::builtins::attrs::i32_array_of(
                        &({
                            let mut __l = Vec::new();
                            for b__i in ::lowrite_core::convert::located(
                                ::lowrite_core::convert::bounded_range(
                                    0i64,
                                    ((::lowrite_core::builtins::types::rank(&(b_t.clone())))
                                        + (1i64)),
                                ),
                                rw,
                            )? {
                                let b__i: i64 = b__i;
                                __l.push(::lowrite_core::convert::Ofr::Static(0i64));
                            }
                            __l
                        }),
                    ),
                    rw,
                )?,
            )
            .attr_opt(
                "elem_type",
                Some(
                    ::lowrite_core::ir::Attribute::Type(
                        ::lowrite_core::ir::Type::shared({
                            let __t: ::lowrite_core::ir::Type = b_t.clone();
                            let (__shape, __e): (Vec<i64>, ::lowrite_core::ir::Type) = match &__t {
                                ::lowrite_core::ir::Type::MemRef { shape, elem, .. }
                                | ::lowrite_core::ir::Type::Tensor {
                                    shape: Some(shape),
                                    elem,
                                } => (shape.clone(), (**elem).clone()),
                                ::lowrite_core::ir::Type::Vector { shape, elem, .. } => {
                                    (
                                        shape.iter().map(|&d| d as i64).collect(),
                                        (**elem).clone(),
                                    )
                                }
                                other => (Vec::new(), other.clone()),
                            };
                            let mut __a = {
                                let __t = __e;
                                rw.convert_type(&__t)?
                            };
                            for &__d in __shape.iter().rev() {
                                __a = ::lowrite_core::ir::Type::array(
                                    __d.max(0) as u64,
                                    __a,
                                );
                            }
                            __a
                        }),
                    ),
                ),
            ),
        op,
        None,
        rw,
    )?;
    let b_dead = ::lowrite_core::convert::build_one(
        ::lowrite_core::ir::OpSpec::named("llvm.inttoptr")
            .operands(
                vec![
                    ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.mlir.constant")
                    .operands(Vec:: < ::lowrite_core::ir::Value > ::new())
                    .results(vec![::lowrite_core::ir::Type::int(64u32)])
                    .attr_opt("value",
                    ::lowrite_core::builtins::attrs::int_attr(3735928559i64, &
                    (::lowrite_core::ir::Type::Index))), op, None, rw,) ?
                ],
            )
            .results(vec![::lowrite_core::ir::Type::ptr()]),
        op,
        None,
        rw,
    )?;
    let __yielded = vec![
        { let b_sizes__166 = { let mut __l = Vec::new(); for b_i in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
        ::lowrite_core::builtins::types::rank(& (b_t.clone()))), rw) ? { let b_i : i64 =
        b_i; __l
        .push(::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
        b_rm.clone(), b_i.clone(), "value"), rw) ?); } __l }; { let b_strides__166 = {
        let mut __l = Vec::new(); for b_i in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
        ::lowrite_core::builtins::types::rank(& (b_t.clone()))), rw) ? { let b_i : i64 =
        b_i; __l
        .push(::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
        b_rm.clone(), ((::lowrite_core::builtins::types::rank(& (b_t.clone()))) + (b_i
        .clone())), "value"), rw) ?); } __l };
        ::lowrite_core::builtins::values::pack_ofrs(& ({ let __t = b_t.clone(); rw
        .convert_type(& __t) ? }), & ({ let mut __l = Vec::new(); __l
        .push(::lowrite_core::convert::Ofr::Dynamic((if
        ((::lowrite_core::builtins::layout::address_space(& (b_t.clone()))) == (0i64)) {
        b_dead } else {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.addrspacecast")
        .operands(vec![b_dead])
        .results(vec![::lowrite_core::builtins::types::ptr(::lowrite_core::builtins::layout::address_space(&
        (b_t.clone())))]), op, None, rw,) ? }))); __l
        .push(::lowrite_core::convert::Ofr::Dynamic((if
        ((::lowrite_core::builtins::layout::address_space(& (b_t.clone()))) == (0i64)) {
        b_p } else {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.addrspacecast")
        .operands(vec![b_p])
        .results(vec![::lowrite_core::builtins::types::ptr(::lowrite_core::builtins::layout::address_space(&
        (b_t.clone())))]), op, None, rw,) ? }))); __l
        .push(::lowrite_core::convert::Ofr::Static(0i64)); __l.extend(({ let mut __l =
        Vec::new(); for b_i__166 in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
        ::lowrite_core::builtins::types::rank(& (b_t.clone()))), rw) ? { let b_i__166 :
        i64 = b_i__166; __l
        .push(::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
        b_sizes__166.clone(), b_i__166.clone(), "value"), rw) ?); } __l }).into_iter()
        .map(::lowrite_core::convert::Ofr::Dynamic).collect:: < Vec < _ >> ()); __l
        .extend(({ let mut __l = Vec::new(); for b_i__166 in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
        ::lowrite_core::builtins::types::rank(& (b_t.clone()))), rw) ? { let b_i__166 :
        i64 = b_i__166; __l
        .push(::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
        b_strides__166.clone(), b_i__166.clone(), "value"), rw) ?); } __l }).into_iter()
        .map(::lowrite_core::convert::Ofr::Dynamic).collect:: < Vec < _ >> ()); __l }),
        rw) ? } }
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// `memref.copy` between contiguous memrefs: one `memcpy` of the elements, from the aligned
/// pointers moved by their offsets.
///
/// Rule at rules/memref.rules:470:
///
/// ```text
/// /// `memref.copy` between contiguous memrefs: one `memcpy` of the elements, from the aligned
/// /// pointers moved by their offsets.
/// rule memref.copy(from, to) where contiguous(type(from)) && contiguous(type(to)) => {
///     let t = type(from);
///     let bytes = llvm.mul(sizes_product(from, rank(t)), elem_size(t));
///     let src = gep(desc.aligned(from), convert(elem(t)), desc.offset(from), false);
///     let dst = gep(desc.aligned(to), convert(elem(type(to))), desc.offset(to), false);
///     llvm.intr.memcpy(dst, src, bytes) {isVolatile = bool_attr(false)};
/// }
///     // Other copies call `memrefCopy(element size, source, target)` of MLIR's C runner utilities
///     // (`libmlir_c_runner_utils`), each memref passed as a pointer to an unranked descriptor on the
///     // stack (released afterwards), made in upstream's order: both unranked descriptors, then
///     // their stack slots.
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_memref_copy_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_from, b_to] = __op.operands[..] else {
        return Ok(false);
    };
    if !(((::lowrite_core::builtins::layout::contiguous(
        &(rw.source().value_type(b_from).clone()),
    ))
        && (::lowrite_core::builtins::layout::contiguous(
            &(rw.source().value_type(b_to).clone()),
        ))))
    {
        return Ok(false);
    }
    let b_t = rw.source().value_type(b_from).clone();
    let b_bytes = ::lowrite_core::convert::build_one(
        ::lowrite_core::ir::OpSpec::named("llvm.mul")
            .operands(
                vec![
                    ::lowrite_core::builtins::values::sizes_product(rw.value(b_from) ?,
                    ::lowrite_core::builtins::types::rank(& (b_t.clone())), rw) ?,
                    ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.ptrtoint")
                    .operands(vec![::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.getelementptr")
                    .operands(vec![::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.mlir.zero")
                    .operands(Vec:: < ::lowrite_core::ir::Value > ::new())
                    .results(vec![::lowrite_core::ir::Type::ptr()]), op, None, rw,) ?])
                    .results(vec![::lowrite_core::ir::Type::ptr()])
                    .attr_opt("rawConstantIndices",
                    ::lowrite_core::builtins::attrs::i32_array(& [1i64]))
                    .attr_opt("elem_type",
                    Some(::lowrite_core::ir::Attribute::Type(::lowrite_core::ir::Type::shared({
                    let __t = ::lowrite_core::builtins::types::elem(& (b_t.clone())); rw
                    .convert_type(& __t) ? })))), op, None, rw,) ?])
                    .results(vec![::lowrite_core::convert::located(::lowrite_core::builtins::types::int(rw
                    .options().int("index_bitwidth")), rw) ?]), op, None, rw,) ?
                ],
            ),
        op,
        Some((false, Some(1usize))),
        rw,
    )?;
    let b_src = ::lowrite_core::builtins::values::gep(
        {
            let __v = rw.value(b_from)?;
            ::lowrite_core::builtins::values::extract(__v, &[1i64], rw)?
        },
        &({
            let __t = ::lowrite_core::builtins::types::elem(&(b_t.clone()));
            rw.convert_type(&__t)?
        }),
        ::lowrite_core::convert::Ofr::Dynamic({
            let __v = rw.value(b_from)?;
            ::lowrite_core::builtins::values::extract(__v, &[2i64], rw)?
        }),
        false,
        rw,
    )?;
    let b_dst = ::lowrite_core::builtins::values::gep(
        {
            let __v = rw.value(b_to)?;
            ::lowrite_core::builtins::values::extract(__v, &[1i64], rw)?
        },
        &({
            let __t = ::lowrite_core::builtins::types::elem(
                &(rw.source().value_type(b_to).clone()),
            );
            rw.convert_type(&__t)?
        }),
        ::lowrite_core::convert::Ofr::Dynamic({
            let __v = rw.value(b_to)?;
            ::lowrite_core::builtins::values::extract(__v, &[2i64], rw)?
        }),
        false,
        rw,
    )?;
    let _ = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.intr.memcpy")
            .operands(vec![b_dst, b_src, b_bytes])
            .attr_opt("isVolatile", ::lowrite_core::builtins::attrs::bool_attr(false)),
        op,
        None,
        rw,
    )?;
    rw.replace(op, Vec::new())?;
    Ok(true)
}
/// `memref.copy` between contiguous memrefs: one `memcpy` of the elements, from the aligned
/// pointers moved by their offsets.
///
/// Rule at rules/memref.rules:481:
///
/// ```text
/// where !(contiguous(type(from)) && contiguous(type(to))) => {
///     let saved = llvm.intr.stacksave() : ptr;
///     let src = copy_operand(from);
///     let dst = copy_operand(to);
///     let one = index_value(1);
///     let src_slot = llvm.alloca(one) {elem_type = struct(it(), ptr)} : ptr;
///     llvm.store(src, src_slot);
///     let dst_slot = llvm.alloca(one) {elem_type = struct(it(), ptr)} : ptr;
///     llvm.store(dst, dst_slot);
///     declare("memrefCopy", llvm_func(void, it(), ptr, ptr));
///     call(symbol("memrefCopy"), void, [elem_size(type(from)), src_slot, dst_slot]);
///     llvm.intr.stackrestore(saved);
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_memref_copy_1(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_from, b_to] = __op.operands[..] else {
        return Ok(false);
    };
    if !((!(((::lowrite_core::builtins::layout::contiguous(
        &(rw.source().value_type(b_from).clone()),
    ))
        && (::lowrite_core::builtins::layout::contiguous(
            &(rw.source().value_type(b_to).clone()),
        ))))))
    {
        return Ok(false);
    }
    let b_saved = ::lowrite_core::convert::build_one(
        ::lowrite_core::ir::OpSpec::named("llvm.intr.stacksave")
            .operands(Vec::<::lowrite_core::ir::Value>::new())
            .results(vec![::lowrite_core::ir::Type::ptr()]),
        op,
        None,
        rw,
    )?;
    let b_src = (if matches!(
        rw.source().value_type(b_from).clone(), ::lowrite_core::ir::Type::UnrankedMemRef
        { .. }
    ) {
        rw.value(b_from)?
    } else {
        {
            let b_rk__170 = ::lowrite_core::convert::build_one(
                ::lowrite_core::ir::OpSpec::named("llvm.mlir.constant")
                    .operands(Vec::<::lowrite_core::ir::Value>::new())
                    .results(
                        vec![
                            ::lowrite_core::convert::located(::lowrite_core::builtins::types::int(rw
                            .options().int("index_bitwidth")), rw) ?
                        ],
                    )
                    .attr_opt(
                        "value",
                        ::lowrite_core::builtins::attrs::int_attr(
                            ::lowrite_core::builtins::types::rank(
                                &(rw.source().value_type(b_from).clone()),
                            ),
                            &(::lowrite_core::convert::located(
                                ::lowrite_core::builtins::types::int(
                                    rw.options().int("index_bitwidth"),
                                ),
                                rw,
                            )?),
                        ),
                    ),
                op,
                None,
                rw,
            )?;
            ::lowrite_core::builtins::values::pack(
                &(::lowrite_core::builtins::types::struct_of(
                    &vec![
                        ::lowrite_core::convert::located(::lowrite_core::builtins::types::int(rw
                        .options().int("index_bitwidth")), rw) ?,
                        ::lowrite_core::ir::Type::ptr()
                    ],
                )),
                &vec![
                    b_rk__170, ::lowrite_core::builtins::values::spill(rw.value(b_from)
                    ?, rw) ?
                ],
                rw,
            )?
        }
    });
    let b_dst = (if matches!(
        rw.source().value_type(b_to).clone(), ::lowrite_core::ir::Type::UnrankedMemRef {
        .. }
    ) {
        rw.value(b_to)?
    } else {
        {
            let b_rk__175 = ::lowrite_core::convert::build_one(
                ::lowrite_core::ir::OpSpec::named("llvm.mlir.constant")
                    .operands(Vec::<::lowrite_core::ir::Value>::new())
                    .results(
                        vec![
                            ::lowrite_core::convert::located(::lowrite_core::builtins::types::int(rw
                            .options().int("index_bitwidth")), rw) ?
                        ],
                    )
                    .attr_opt(
                        "value",
                        ::lowrite_core::builtins::attrs::int_attr(
                            ::lowrite_core::builtins::types::rank(
                                &(rw.source().value_type(b_to).clone()),
                            ),
                            &(::lowrite_core::convert::located(
                                ::lowrite_core::builtins::types::int(
                                    rw.options().int("index_bitwidth"),
                                ),
                                rw,
                            )?),
                        ),
                    ),
                op,
                None,
                rw,
            )?;
            ::lowrite_core::builtins::values::pack(
                &(::lowrite_core::builtins::types::struct_of(
                    &vec![
                        ::lowrite_core::convert::located(::lowrite_core::builtins::types::int(rw
                        .options().int("index_bitwidth")), rw) ?,
                        ::lowrite_core::ir::Type::ptr()
                    ],
                )),
                &vec![
                    b_rk__175, ::lowrite_core::builtins::values::spill(rw.value(b_to) ?,
                    rw) ?
                ],
                rw,
            )?
        }
    });
    let b_one = ::lowrite_core::builtins::values::index_value(
        ::lowrite_core::convert::Ofr::Static(1i64),
        rw,
    )?;
    let b_src_slot = ::lowrite_core::convert::build_one(
        ::lowrite_core::ir::OpSpec::named("llvm.alloca")
            .operands(vec![b_one])
            .results(vec![::lowrite_core::ir::Type::ptr()])
            .attr_opt(
                "elem_type",
                Some(
                    ::lowrite_core::ir::Attribute::Type(
                        ::lowrite_core::ir::Type::shared(
                            ::lowrite_core::builtins::types::struct_of(
                                &vec![
                                    ::lowrite_core::convert::located(::lowrite_core::builtins::types::int(rw
                                    .options().int("index_bitwidth")), rw) ?,
                                    ::lowrite_core::ir::Type::ptr()
                                ],
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
        ::lowrite_core::ir::OpSpec::named("llvm.store")
            .operands(vec![b_src, b_src_slot]),
        op,
        None,
        rw,
    )?;
    let b_dst_slot = ::lowrite_core::convert::build_one(
        ::lowrite_core::ir::OpSpec::named("llvm.alloca")
            .operands(vec![b_one])
            .results(vec![::lowrite_core::ir::Type::ptr()])
            .attr_opt(
                "elem_type",
                Some(
                    ::lowrite_core::ir::Attribute::Type(
                        ::lowrite_core::ir::Type::shared(
                            ::lowrite_core::builtins::types::struct_of(
                                &vec![
                                    ::lowrite_core::convert::located(::lowrite_core::builtins::types::int(rw
                                    .options().int("index_bitwidth")), rw) ?,
                                    ::lowrite_core::ir::Type::ptr()
                                ],
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
        ::lowrite_core::ir::OpSpec::named("llvm.store")
            .operands(vec![b_dst, b_dst_slot]),
        op,
        None,
        rw,
    )?;
    let _ = ::lowrite_core::builtins::ir::declare(
        &("memrefCopy"),
        &(::lowrite_core::builtins::types::llvm_func(
            &(::lowrite_core::ir::Type::Void),
            &vec![
                ::lowrite_core::convert::located(::lowrite_core::builtins::types::int(rw
                .options().int("index_bitwidth")), rw) ?,
                ::lowrite_core::ir::Type::ptr(), ::lowrite_core::ir::Type::ptr()
            ],
        )),
        rw,
    )?;
    let _ = ::lowrite_core::builtins::ir::call(
        (::lowrite_core::builtins::attrs::symbol(&("memrefCopy"))).as_ref(),
        &(::lowrite_core::ir::Type::Void),
        &({
            let mut __l = Vec::new();
            __l.push({
                let b_t__182 = rw.source().value_type(b_from).clone();
                ::lowrite_core::convert::build_one(
                    ::lowrite_core::ir::OpSpec::named("llvm.ptrtoint")
                        .operands(
                            vec![
                                ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.getelementptr")
                                .operands(vec![::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.mlir.zero")
                                .operands(Vec:: < ::lowrite_core::ir::Value > ::new())
                                .results(vec![::lowrite_core::ir::Type::ptr()]), op, None,
                                rw,) ?]).results(vec![::lowrite_core::ir::Type::ptr()])
                                .attr_opt("rawConstantIndices",
                                ::lowrite_core::builtins::attrs::i32_array(& [1i64]))
                                .attr_opt("elem_type",
                                Some(::lowrite_core::ir::Attribute::Type(::lowrite_core::ir::Type::shared({
                                let __t = ::lowrite_core::builtins::types::elem(& (b_t__182
                                .clone())); rw.convert_type(& __t) ? })))), op, None, rw,) ?
                            ],
                        )
                        .results(
                            vec![
                                ::lowrite_core::convert::located(::lowrite_core::builtins::types::int(rw
                                .options().int("index_bitwidth")), rw) ?
                            ],
                        ),
                    op,
                    None,
                    rw,
                )?
            });
            __l.push(b_src_slot);
            __l.push(b_dst_slot);
            __l
        }),
        rw,
    )?;
    let _ = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.intr.stackrestore")
            .operands(vec![b_saved]),
        op,
        None,
        rw,
    )?;
    rw.replace(op, Vec::new())?;
    Ok(true)
}
/// A cast between ranked memref types keeps the descriptor.
///
/// Rule at rules/memref.rules:496:
///
/// ```text
/// /// A cast between ranked memref types keeps the descriptor.
/// rule memref.cast(m: memref) -> (r) where type(r) is memref => m;
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
        rw.source().value_type(b_r).clone(), ::lowrite_core::ir::Type::MemRef { .. }
    )) {
        return Ok(false);
    }
    let __yielded = vec![rw.value(b_m) ?];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// A ranked memref cast to an unranked one: the ranked descriptor goes to a stack slot, and the
/// unranked value is {rank, pointer to the slot}.
///
/// Rule at rules/memref.rules:500:
///
/// ```text
/// /// A ranked memref cast to an unranked one: the ranked descriptor goes to a stack slot, and the
/// /// unranked value is {rank, pointer to the slot}.
/// rule memref.cast(m: memref) -> (r) where type(r) is unranked_memref => spilled(m);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_memref_cast_1(
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
    let __yielded = vec![
        { let b_p__184 = ::lowrite_core::builtins::values::spill(rw.value(b_m) ?, rw) ?;
        ::lowrite_core::builtins::values::pack(&
        (::lowrite_core::builtins::types::struct_of(&
        vec![::lowrite_core::convert::located(::lowrite_core::builtins::types::int(rw
        .options().int("index_bitwidth")), rw) ?, ::lowrite_core::ir::Type::ptr()])), &
        vec![::lowrite_core::builtins::values::index_value(::lowrite_core::convert::Ofr::Static(::lowrite_core::builtins::types::rank(&
        (rw.source().value_type(b_m).clone()))), rw) ?, b_p__184], rw) ? }
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// An unranked memref cast to a ranked one: the ranked descriptor is loaded through its pointer.
///
/// Rule at rules/memref.rules:503:
///
/// ```text
/// /// An unranked memref cast to a ranked one: the ranked descriptor is loaded through its pointer.
/// rule memref.cast(u: unranked_memref) -> (r) => llvm.load(extract(u, 1)) : convert(type(r));
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_memref_cast_2(
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
                    { let __v = rw.value(b_u) ?; let mut __p : Vec < i64 > = Vec::new();
                    __p.push((1i64) as i64);
                    ::lowrite_core::builtins::values::extract(__v, & __p, rw) ? }
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
/// The aligned pointer as an index (of an unranked memref, read through its descriptor pointer).
///
/// Rule at rules/memref.rules:521:
///
/// ```text
/// /// The aligned pointer as an index (of an unranked memref, read through its descriptor pointer).
/// rule memref.extract_aligned_pointer_as_index(m) -> (r) => llvm.ptrtoint(aligned_ptr(m)) : convert(type(r));
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_memref_extract_aligned_pointer_as_index_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_m] = __op.operands[..] else {
        return Ok(false);
    };
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    let __new: Vec<::lowrite_core::ir::Value> = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.ptrtoint")
            .operands(
                vec![
                    (if matches!(rw.source().value_type(b_m).clone(),
                    ::lowrite_core::ir::Type::UnrankedMemRef { .. }) {
                    ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.load")
                    .operands(vec![::lowrite_core::builtins::values::gep({ let __v = rw
                    .value(b_m) ?; let mut __p : Vec < i64 > = Vec::new(); __p
                    .push((1i64) as i64); ::lowrite_core::builtins::values::extract(__v,
                    & __p, rw) ? }, & (::lowrite_core::ir::Type::ptr()),
                    ::lowrite_core::convert::Ofr::Static(1i64), false, rw) ?])
                    .results(vec![::lowrite_core::builtins::types::ptr(::lowrite_core::builtins::layout::address_space(&
                    (rw.source().value_type(b_m).clone())))]), op, None, rw,) ? } else {
                    { let __v = rw.value(b_m) ?;
                    ::lowrite_core::builtins::values::extract(__v, & [1i64], rw) ? } })
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
/// The rank of a ranked memref is a constant; an unranked one carries it.
///
/// Rule at rules/memref.rules:524:
///
/// ```text
/// /// The rank of a ranked memref is a constant; an unranked one carries it.
/// rule memref.rank(m: memref) -> (_r) => index_value(rank(type(m)));
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_memref_rank_0(
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
    let [b__r] = __op.results[..] else {
        return Ok(false);
    };
    let __yielded = vec![
        ::lowrite_core::builtins::values::index_value(::lowrite_core::convert::Ofr::Static(::lowrite_core::builtins::types::rank(&
        (rw.source().value_type(b_m).clone()))), rw) ?
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// Rule at rules/memref.rules:525:
///
/// ```text
/// rule memref.rank(m: unranked_memref) => desc.allocated(m);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_memref_rank_1(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_m] = __op.operands[..] else {
        return Ok(false);
    };
    let ::lowrite_core::ir::Type::UnrankedMemRef { elem: __elem1, .. } = (rw
        .source()
        .value_type(b_m)) else {
        return Ok(false);
    };
    let __yielded = vec![
        { let __v = rw.value(b_m) ?; ::lowrite_core::builtins::values::extract(__v, &
        [0i64], rw) ? }
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// `memref.subview`: offset = source offset + sum(offset_i * stride_i), the given sizes,
/// strides = source stride_i * subview stride_i; static values come from the `static_*`
/// attributes, dynamic ones from the operand groups. A rank-reducing subview keeps the
/// dimensions `kept_dim` finds (unit dimensions dropped).
///
/// Rule at rules/memref.rules:531:
///
/// ```text
/// /// `memref.subview`: offset = source offset + sum(offset_i * stride_i), the given sizes,
/// /// strides = source stride_i * subview stride_i; static values come from the `static_*`
/// /// attributes, dynamic ones from the operand groups. A rank-reducing subview keeps the
/// /// dimensions `kept_dim` finds (unit dimensions dropped).
/// rule memref.subview(src, ..offsets, ..sizes, ..strides)
///     {static_offsets = so, static_sizes = ss, static_strides = st} -> (r) => {
///     let t = type(src);
///     let size = mixed(ss, sizes);
///     let step = mixed(st, strides);
///     let stride_of = [static_or(stride(t, i), desc.strides(src, i)) for i in 0..rank(t)];
///     let off = linearize(static_or(offset(t), desc.offset(src)), mixed(so, offsets), stride_of, false);
///     yield desc.pack(convert(type(r)), desc.allocated(src), desc.aligned(src), index_value(off),
///                [index_value(nth(size, kept_dim(ss, type(r), k))) for k in 0..rank(type(r))],
///                [index_value(product([nth(stride_of, kept_dim(ss, type(r), k)), nth(step, kept_dim(ss, type(r), k))], it()))
///                 for k in 0..rank(type(r))]);
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_memref_subview_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let Some(__segs) = ::lowrite_core::convert::segments(__op, 4usize) else {
        return Ok(false);
    };
    let [b_src] = *__segs[0usize] else {
        return Ok(false);
    };
    let b_offsets: Vec<::lowrite_core::ir::Value> = __segs[1usize].to_vec();
    let b_sizes: Vec<::lowrite_core::ir::Value> = __segs[2usize].to_vec();
    let b_strides: Vec<::lowrite_core::ir::Value> = __segs[3usize].to_vec();
    let b_so @ Some(_) = __op.attr("static_offsets").cloned() else {
        return Ok(false);
    };
    let b_ss @ Some(_) = __op.attr("static_sizes").cloned() else {
        return Ok(false);
    };
    let b_st @ Some(_) = __op.attr("static_strides").cloned() else {
        return Ok(false);
    };
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    let b_t = rw.source().value_type(b_src).clone();
    let b_size = ::lowrite_core::convert::located(
        ::lowrite_core::builtins::layout::mixed(
            (b_ss.clone()).as_ref(),
            &(rw.values(&b_sizes)?),
        ),
        rw,
    )?;
    let b_step = ::lowrite_core::convert::located(
        ::lowrite_core::builtins::layout::mixed(
            (b_st.clone()).as_ref(),
            &(rw.values(&b_strides)?),
        ),
        rw,
    )?;
    let b_stride_of = {
        let mut __l = Vec::new();
        for b_i in ::lowrite_core::convert::located(
            ::lowrite_core::convert::bounded_range(
                0i64,
                ::lowrite_core::builtins::types::rank(&(b_t.clone())),
            ),
            rw,
        )? {
            let b_i: i64 = b_i;
            __l.push(
                ::lowrite_core::convert::static_or(
                    ::lowrite_core::builtins::layout::stride(
                        &(b_t.clone()),
                        b_i.clone(),
                    ),
                    rw,
                    |rw| Ok({
                        let __v = rw.value(b_src)?;
                        let __i = (b_i.clone()) as i64;
                        ::lowrite_core::builtins::values::extract(__v, &[4i64, __i], rw)?
                    }),
                )?,
            );
        }
        __l
    };
    let b_off = ::lowrite_core::builtins::values::linearize(
        ::lowrite_core::convert::static_or(
            ::lowrite_core::builtins::layout::offset(&(b_t.clone())),
            rw,
            |rw| Ok({
                let __v = rw.value(b_src)?;
                ::lowrite_core::builtins::values::extract(__v, &[2i64], rw)?
            }),
        )?,
        &(::lowrite_core::convert::located(
            ::lowrite_core::builtins::layout::mixed(
                (b_so.clone()).as_ref(),
                &(rw.values(&b_offsets)?),
            ),
            rw,
        )?),
        &(b_stride_of.clone()),
        false,
        rw,
    )?;
    let __yielded = vec![
        { let __t = rw.convert_type_of(b_r) ?; let __vs = { let mut __v : Vec <
        ::lowrite_core::ir::Value > = Vec::new(); __v.push({ let __v = rw.value(b_src) ?;
        ::lowrite_core::builtins::values::extract(__v, & [0i64], rw) ? }); __v.push({ let
        __v = rw.value(b_src) ?; ::lowrite_core::builtins::values::extract(__v, & [1i64],
        rw) ? }); __v.push(::lowrite_core::builtins::values::index_value(b_off.clone(),
        rw) ?); __v.extend({ let mut __l = Vec::new(); for b_k in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
        ::lowrite_core::builtins::types::rank(& (rw.source().value_type(b_r).clone()))),
        rw) ? { let b_k : i64 = b_k; __l
        .push(::lowrite_core::builtins::values::index_value(::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
        b_size.clone(),
        ::lowrite_core::convert::located(::lowrite_core::builtins::layout::kept_dim((b_ss
        .clone()).as_ref(), & (rw.source().value_type(b_r).clone()), b_k.clone()), rw) ?,
        "element"), rw) ?, rw) ?); } __l }); __v.extend({ let mut __l = Vec::new(); for
        b_k in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
        ::lowrite_core::builtins::types::rank(& (rw.source().value_type(b_r).clone()))),
        rw) ? { let b_k : i64 = b_k; __l
        .push(::lowrite_core::builtins::values::index_value(::lowrite_core::builtins::values::product(&
        ({ let mut __l = Vec::new(); __l
        .push(::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
        b_stride_of.clone(),
        ::lowrite_core::convert::located(::lowrite_core::builtins::layout::kept_dim((b_ss
        .clone()).as_ref(), & (rw.source().value_type(b_r).clone()), b_k.clone()), rw) ?,
        "element"), rw) ?); __l
        .push(::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
        b_step.clone(),
        ::lowrite_core::convert::located(::lowrite_core::builtins::layout::kept_dim((b_ss
        .clone()).as_ref(), & (rw.source().value_type(b_r).clone()), b_k.clone()), rw) ?,
        "element"), rw) ?); __l }), &
        (::lowrite_core::convert::located(::lowrite_core::builtins::types::int(rw
        .options().int("index_bitwidth")), rw) ?), rw) ?, rw) ?); } __l }); __v };
        ::lowrite_core::builtins::values::pack(& __t, & __vs, rw) ? }
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// `memref.reinterpret_cast`: the source's pointers with the given offset, sizes and strides
/// (static ones from the `static_*` attributes, dynamic ones from the operand groups).
/// An unranked source's pointers are read through its descriptor pointer.
///
/// Rule at rules/memref.rules:547:
///
/// ```text
/// /// `memref.reinterpret_cast`: the source's pointers with the given offset, sizes and strides
/// /// (static ones from the `static_*` attributes, dynamic ones from the operand groups).
/// /// An unranked source's pointers are read through its descriptor pointer.
/// rule memref.reinterpret_cast(src, ..offsets, ..sizes, ..strides)
///     {static_offsets = so, static_sizes = ss, static_strides = st} -> (r)
///     let size = mixed(ss, sizes);
///     let step = mixed(st, strides);
///     where type(src) is unranked_memref => pack_ofrs_paired(convert(type(r)),
///                [allocated_ptr(src), aligned_ptr(src), nth(mixed(so, offsets), 0),
///                 [nth(size, i) for i in 0..rank(type(r))], [nth(step, i) for i in 0..rank(type(r))]]);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_memref_reinterpret_cast_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let Some(__segs) = ::lowrite_core::convert::segments(__op, 4usize) else {
        return Ok(false);
    };
    let [b_src] = *__segs[0usize] else {
        return Ok(false);
    };
    let b_offsets: Vec<::lowrite_core::ir::Value> = __segs[1usize].to_vec();
    let b_sizes: Vec<::lowrite_core::ir::Value> = __segs[2usize].to_vec();
    let b_strides: Vec<::lowrite_core::ir::Value> = __segs[3usize].to_vec();
    let b_so @ Some(_) = __op.attr("static_offsets").cloned() else {
        return Ok(false);
    };
    let b_ss @ Some(_) = __op.attr("static_sizes").cloned() else {
        return Ok(false);
    };
    let b_st @ Some(_) = __op.attr("static_strides").cloned() else {
        return Ok(false);
    };
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    if !(matches!(
        rw.source().value_type(b_src).clone(), ::lowrite_core::ir::Type::UnrankedMemRef {
        .. }
    )) {
        return Ok(false);
    }
    let b_size = ::lowrite_core::convert::located(
        ::lowrite_core::builtins::layout::mixed(
            (b_ss.clone()).as_ref(),
            &(rw.values(&b_sizes)?),
        ),
        rw,
    )?;
    let b_step = ::lowrite_core::convert::located(
        ::lowrite_core::builtins::layout::mixed(
            (b_st.clone()).as_ref(),
            &(rw.values(&b_strides)?),
        ),
        rw,
    )?;
    let __yielded = vec![
        ::lowrite_core::builtins::values::pack_ofrs_paired(& (rw.convert_type_of(b_r) ?),
        & ({ let mut __l = Vec::new(); __l.push(::lowrite_core::convert::Ofr::Dynamic((if
        matches!(rw.source().value_type(b_src).clone(),
        ::lowrite_core::ir::Type::UnrankedMemRef { .. }) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.load")
        .operands(vec![{ let __v = rw.value(b_src) ?; let mut __p : Vec < i64 > =
        Vec::new(); __p.push((1i64) as i64);
        ::lowrite_core::builtins::values::extract(__v, & __p, rw) ? }])
        .results(vec![::lowrite_core::builtins::types::ptr(::lowrite_core::builtins::layout::address_space(&
        (rw.source().value_type(b_src).clone())))]), op, None, rw,) ? } else { { let __v
        = rw.value(b_src) ?; ::lowrite_core::builtins::values::extract(__v, & [0i64], rw)
        ? } }))); __l.push(::lowrite_core::convert::Ofr::Dynamic((if matches!(rw.source()
        .value_type(b_src).clone(), ::lowrite_core::ir::Type::UnrankedMemRef { .. }) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.load")
        .operands(vec![::lowrite_core::builtins::values::gep({ let __v = rw.value(b_src)
        ?; let mut __p : Vec < i64 > = Vec::new(); __p.push((1i64) as i64);
        ::lowrite_core::builtins::values::extract(__v, & __p, rw) ? }, &
        (::lowrite_core::ir::Type::ptr()), ::lowrite_core::convert::Ofr::Static(1i64),
        false, rw) ?])
        .results(vec![::lowrite_core::builtins::types::ptr(::lowrite_core::builtins::layout::address_space(&
        (rw.source().value_type(b_src).clone())))]), op, None, rw,) ? } else { { let __v
        = rw.value(b_src) ?; ::lowrite_core::builtins::values::extract(__v, & [1i64], rw)
        ? } }))); __l
        .push(::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
        ::lowrite_core::convert::located(::lowrite_core::builtins::layout::mixed((b_so
        .clone()).as_ref(), & (rw.values(& b_offsets) ?)), rw) ?, 0i64, "element"), rw)
        ?); __l.extend({ let mut __l = Vec::new(); for b_i in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
        ::lowrite_core::builtins::types::rank(& (rw.source().value_type(b_r).clone()))),
        rw) ? { let b_i : i64 = b_i; __l
        .push(::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
        b_size.clone(), b_i.clone(), "element"), rw) ?); } __l }); __l.extend({ let mut
        __l = Vec::new(); for b_i in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
        ::lowrite_core::builtins::types::rank(& (rw.source().value_type(b_r).clone()))),
        rw) ? { let b_i : i64 = b_i; __l
        .push(::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
        b_step.clone(), b_i.clone(), "element"), rw) ?); } __l }); __l }), rw) ?
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// `memref.reinterpret_cast`: the source's pointers with the given offset, sizes and strides
/// (static ones from the `static_*` attributes, dynamic ones from the operand groups).
/// An unranked source's pointers are read through its descriptor pointer.
///
/// Rule at rules/memref.rules:554:
///
/// ```text
/// where type(src) is memref => desc_from(convert(type(r)), src, [nth(mixed(so, offsets), 0),
///                [nth(size, i) for i in 0..rank(type(r))], [nth(step, i) for i in 0..rank(type(r))]], false);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_memref_reinterpret_cast_1(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let Some(__segs) = ::lowrite_core::convert::segments(__op, 4usize) else {
        return Ok(false);
    };
    let [b_src] = *__segs[0usize] else {
        return Ok(false);
    };
    let b_offsets: Vec<::lowrite_core::ir::Value> = __segs[1usize].to_vec();
    let b_sizes: Vec<::lowrite_core::ir::Value> = __segs[2usize].to_vec();
    let b_strides: Vec<::lowrite_core::ir::Value> = __segs[3usize].to_vec();
    let b_so @ Some(_) = __op.attr("static_offsets").cloned() else {
        return Ok(false);
    };
    let b_ss @ Some(_) = __op.attr("static_sizes").cloned() else {
        return Ok(false);
    };
    let b_st @ Some(_) = __op.attr("static_strides").cloned() else {
        return Ok(false);
    };
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    if !(matches!(
        rw.source().value_type(b_src).clone(), ::lowrite_core::ir::Type::MemRef { .. }
    )) {
        return Ok(false);
    }
    let b_size = ::lowrite_core::convert::located(
        ::lowrite_core::builtins::layout::mixed(
            (b_ss.clone()).as_ref(),
            &(rw.values(&b_sizes)?),
        ),
        rw,
    )?;
    let b_step = ::lowrite_core::convert::located(
        ::lowrite_core::builtins::layout::mixed(
            (b_st.clone()).as_ref(),
            &(rw.values(&b_strides)?),
        ),
        rw,
    )?;
    let __yielded = vec![
        ::lowrite_core::builtins::values::desc_from(& (rw.convert_type_of(b_r) ?), rw
        .value(b_src) ?, & ({ let mut __l = Vec::new(); __l
        .push(::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
        ::lowrite_core::convert::located(::lowrite_core::builtins::layout::mixed((b_so
        .clone()).as_ref(), & (rw.values(& b_offsets) ?)), rw) ?, 0i64, "element"), rw)
        ?); __l.extend({ let mut __l = Vec::new(); for b_i in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
        ::lowrite_core::builtins::types::rank(& (rw.source().value_type(b_r).clone()))),
        rw) ? { let b_i : i64 = b_i; __l
        .push(::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
        b_size.clone(), b_i.clone(), "element"), rw) ?); } __l }); __l.extend({ let mut
        __l = Vec::new(); for b_i in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
        ::lowrite_core::builtins::types::rank(& (rw.source().value_type(b_r).clone()))),
        rw) ? { let b_i : i64 = b_i; __l
        .push(::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
        b_step.clone(), b_i.clone(), "element"), rw) ?); } __l }); __l }), false, rw) ?
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// `vector.type_cast` of a statically shaped, contiguous memref to a memref of vectors (what
/// convert-vector-to-scf uses to unroll n-D transfers): the same buffer at offset 0, with the
/// result type's static sizes and strides.
///
/// Rule at rules/memref.rules:560:
///
/// ```text
/// /// `vector.type_cast` of a statically shaped, contiguous memref to a memref of vectors (what
/// /// convert-vector-to-scf uses to unroll n-D transfers): the same buffer at offset 0, with the
/// /// result type's static sizes and strides.
/// rule vector.type_cast(src) -> (r) where static_identity(type(src)) && static_identity(type(r))
///     => desc_from(convert(type(r)), src, [0, [dim(type(r), i) for i in 0..rank(type(r))],
///                                          [stride(type(r), i) for i in 0..rank(type(r))]], true);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_type_cast_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_src] = __op.operands[..] else {
        return Ok(false);
    };
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    if !(((::lowrite_core::builtins::layout::static_identity(
        &(rw.source().value_type(b_src).clone()),
    ))
        && (::lowrite_core::builtins::layout::static_identity(
            &(rw.source().value_type(b_r).clone()),
        ))))
    {
        return Ok(false);
    }
    let __yielded = vec![
        ::lowrite_core::builtins::values::desc_from(& (rw.convert_type_of(b_r) ?), rw
        .value(b_src) ?, & ({ let mut __l = Vec::new(); __l
        .push(::lowrite_core::convert::Ofr::Static(0i64)); __l.extend({ let mut __l =
        Vec::new(); for b_i in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
        ::lowrite_core::builtins::types::rank(& (rw.source().value_type(b_r).clone()))),
        rw) ? { let b_i : i64 = b_i; __l
        .push(::lowrite_core::convert::Ofr::Static(::lowrite_core::builtins::layout::dim(&
        (rw.source().value_type(b_r).clone()), b_i.clone()))); } __l }); __l.extend({ let
        mut __l = Vec::new(); for b_i in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
        ::lowrite_core::builtins::types::rank(& (rw.source().value_type(b_r).clone()))),
        rw) ? { let b_i : i64 = b_i; __l
        .push(::lowrite_core::convert::Ofr::Static(::lowrite_core::builtins::layout::stride(&
        (rw.source().value_type(b_r).clone()), b_i.clone()))); } __l }); __l }), true,
        rw) ?
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// `memref.collapse_shape`: the same buffer and offset; each group of consecutive source
/// dimensions becomes one dimension whose size is the product of theirs and whose stride is
/// that of the group's innermost dimension. Static sizes, strides and offset of the result type
/// are used as they are.
///
/// Rule at rules/memref.rules:568:
///
/// ```text
/// /// `memref.collapse_shape`: the same buffer and offset; each group of consecutive source
/// /// dimensions becomes one dimension whose size is the product of theirs and whose stride is
/// /// that of the group's innermost dimension. Static sizes, strides and offset of the result type
/// /// are used as they are.
/// rule memref.collapse_shape(src) {reassociation = re} -> (r) => {
///     let s = type(src);
///     let t = type(r);
///     yield desc.pack(convert(t), desc.allocated(src), desc.aligned(src),
///         index_value(static_or(offset(t), desc.offset(src))),
///         [index_value(static_or(dim(t, g), index_value(product([static_or(dim(s, d), desc.sizes(src, d))
///                   for d in group_first(re, g)..group_last(re, g) + 1], it()))))
///          for g in 0..rank(t)],
///         [index_value(static_or(stride(t, g), index_value(static_or(stride(s, group_last(re, g)),
///                   desc.strides(src, group_last(re, g))))))
///          for g in 0..rank(t)]);
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_memref_collapse_shape_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_src] = __op.operands[..] else {
        return Ok(false);
    };
    let b_re @ Some(_) = __op.attr("reassociation").cloned() else {
        return Ok(false);
    };
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    let b_s = rw.source().value_type(b_src).clone();
    let b_t = rw.source().value_type(b_r).clone();
    let __yielded = vec![
        { let __t = { let __t = b_t.clone(); rw.convert_type(& __t) ? }; let __vs = { let
        mut __v : Vec < ::lowrite_core::ir::Value > = Vec::new(); __v.push({ let __v = rw
        .value(b_src) ?; ::lowrite_core::builtins::values::extract(__v, & [0i64], rw) ?
        }); __v.push({ let __v = rw.value(b_src) ?;
        ::lowrite_core::builtins::values::extract(__v, & [1i64], rw) ? }); __v
        .push(::lowrite_core::builtins::values::index_value(::lowrite_core::convert::static_or(::lowrite_core::builtins::layout::offset(&
        (b_t.clone())), rw, | rw | Ok({ let __v = rw.value(b_src) ?;
        ::lowrite_core::builtins::values::extract(__v, & [2i64], rw) ? })) ?, rw) ?); __v
        .extend({ let mut __l = Vec::new(); for b_g in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
        ::lowrite_core::builtins::types::rank(& (b_t.clone()))), rw) ? { let b_g : i64 =
        b_g; __l
        .push(::lowrite_core::builtins::values::index_value(::lowrite_core::convert::static_or(::lowrite_core::builtins::layout::dim(&
        (b_t.clone()), b_g.clone()), rw, | rw |
        Ok(::lowrite_core::builtins::values::index_value(::lowrite_core::builtins::values::product(&
        ({ let mut __l = Vec::new(); for b_d in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(::lowrite_core::convert::located(::lowrite_core::builtins::layout::group_first((b_re
        .clone()).as_ref(), b_g.clone()), rw) ?,
        ((::lowrite_core::convert::located(::lowrite_core::builtins::layout::group_last((b_re
        .clone()).as_ref(), b_g.clone()), rw) ?) + (1i64))), rw) ? { let b_d : i64 = b_d;
        __l
        .push(::lowrite_core::convert::static_or(::lowrite_core::builtins::layout::dim(&
        (b_s.clone()), b_d.clone()), rw, | rw | Ok({ let __v = rw.value(b_src) ?; let __i
        = (b_d.clone()) as i64; ::lowrite_core::builtins::values::extract(__v, & [3i64,
        __i], rw) ? })) ?); } __l }), &
        (::lowrite_core::convert::located(::lowrite_core::builtins::types::int(rw
        .options().int("index_bitwidth")), rw) ?), rw) ?, rw) ?)) ?, rw) ?); } __l });
        __v.extend({ let mut __l = Vec::new(); for b_g in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
        ::lowrite_core::builtins::types::rank(& (b_t.clone()))), rw) ? { let b_g : i64 =
        b_g; __l
        .push(::lowrite_core::builtins::values::index_value(::lowrite_core::convert::static_or(::lowrite_core::builtins::layout::stride(&
        (b_t.clone()), b_g.clone()), rw, | rw |
        Ok(::lowrite_core::builtins::values::index_value(::lowrite_core::convert::static_or(::lowrite_core::builtins::layout::stride(&
        (b_s.clone()),
        ::lowrite_core::convert::located(::lowrite_core::builtins::layout::group_last((b_re
        .clone()).as_ref(), b_g.clone()), rw) ?), rw, | rw | Ok({ let __v = rw
        .value(b_src) ?; let __i =
        (::lowrite_core::convert::located(::lowrite_core::builtins::layout::group_last((b_re
        .clone()).as_ref(), b_g.clone()), rw) ?) as i64;
        ::lowrite_core::builtins::values::extract(__v, & [4i64, __i], rw) ? })) ?, rw)
        ?)) ?, rw) ?); } __l }); __v }; ::lowrite_core::builtins::values::pack(& __t, &
        __vs, rw) ? }
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// `memref.expand_shape`: the same buffer and offset; each source dimension becomes a group of
/// result dimensions (sizes from `static_output_shape` and the `output_shape` operands), the
/// innermost keeping the source stride and each outer one the stride of the next times its
/// size.
///
/// Rule at rules/memref.rules:585:
///
/// ```text
/// /// `memref.expand_shape`: the same buffer and offset; each source dimension becomes a group of
/// /// result dimensions (sizes from `static_output_shape` and the `output_shape` operands), the
/// /// innermost keeping the source stride and each outer one the stride of the next times its
/// /// size.
/// rule memref.expand_shape(src, ..shape) {reassociation = re, static_output_shape = sos} -> (r) => {
///     let s = type(src);
///     let t = type(r);
///     let sizes = [static_or(array_elem(sos, d), nth(shape, dyn_before(sos, d))) for d in 0..rank(t)];
///     yield desc.pack(convert(t), desc.allocated(src), desc.aligned(src),
///         index_value(static_or(offset(t), desc.offset(src))),
///         [index_value(nth(sizes, d)) for d in 0..rank(t)],
///         [index_value(static_or(stride(t, d), index_value(product(
///                   [static_or(stride(s, group_of(re, d)), desc.strides(src, group_of(re, d))),
///                    [nth(sizes, e) for e in d + 1..group_last(re, group_of(re, d)) + 1]], it()))))
///          for d in 0..rank(t)]);
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_memref_expand_shape_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_src, ref b_shape @ ..] = __op.operands[..] else {
        return Ok(false);
    };
    let b_shape: Vec<::lowrite_core::ir::Value> = b_shape.to_vec();
    let b_re @ Some(_) = __op.attr("reassociation").cloned() else {
        return Ok(false);
    };
    let b_sos @ Some(_) = __op.attr("static_output_shape").cloned() else {
        return Ok(false);
    };
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    let b_s = rw.source().value_type(b_src).clone();
    let b_t = rw.source().value_type(b_r).clone();
    let b_sizes = {
        let mut __l = Vec::new();
        for b_d in ::lowrite_core::convert::located(
            ::lowrite_core::convert::bounded_range(
                0i64,
                ::lowrite_core::builtins::types::rank(&(b_t.clone())),
            ),
            rw,
        )? {
            let b_d: i64 = b_d;
            __l.push(
                ::lowrite_core::convert::static_or(
                    ::lowrite_core::convert::located(
                        ::lowrite_core::builtins::attrs::array_elem(
                            (b_sos.clone()).as_ref(),
                            b_d.clone(),
                        ),
                        rw,
                    )?,
                    rw,
                    |rw| Ok(
                        ::lowrite_core::convert::located(
                            ::lowrite_core::builtins::lists::nth(
                                &rw.values(&b_shape)?,
                                ::lowrite_core::builtins::layout::dyn_before(
                                    (b_sos.clone()).as_ref(),
                                    b_d.clone(),
                                ),
                                "value",
                            ),
                            rw,
                        )?,
                    ),
                )?,
            );
        }
        __l
    };
    let __yielded = vec![
        { let __t = { let __t = b_t.clone(); rw.convert_type(& __t) ? }; let __vs = { let
        mut __v : Vec < ::lowrite_core::ir::Value > = Vec::new(); __v.push({ let __v = rw
        .value(b_src) ?; ::lowrite_core::builtins::values::extract(__v, & [0i64], rw) ?
        }); __v.push({ let __v = rw.value(b_src) ?;
        ::lowrite_core::builtins::values::extract(__v, & [1i64], rw) ? }); __v
        .push(::lowrite_core::builtins::values::index_value(::lowrite_core::convert::static_or(::lowrite_core::builtins::layout::offset(&
        (b_t.clone())), rw, | rw | Ok({ let __v = rw.value(b_src) ?;
        ::lowrite_core::builtins::values::extract(__v, & [2i64], rw) ? })) ?, rw) ?); __v
        .extend({ let mut __l = Vec::new(); for b_d in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
        ::lowrite_core::builtins::types::rank(& (b_t.clone()))), rw) ? { let b_d : i64 =
        b_d; __l
        .push(::lowrite_core::builtins::values::index_value(::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
        b_sizes.clone(), b_d.clone(), "element"), rw) ?, rw) ?); } __l }); __v.extend({
        let mut __l = Vec::new(); for b_d in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
        ::lowrite_core::builtins::types::rank(& (b_t.clone()))), rw) ? { let b_d : i64 =
        b_d; __l
        .push(::lowrite_core::builtins::values::index_value(::lowrite_core::convert::static_or(::lowrite_core::builtins::layout::stride(&
        (b_t.clone()), b_d.clone()), rw, | rw |
        Ok(::lowrite_core::builtins::values::index_value(::lowrite_core::builtins::values::product(&
        ({ let mut __l = Vec::new(); __l
        .push(::lowrite_core::convert::static_or(::lowrite_core::builtins::layout::stride(&
        (b_s.clone()),
        ::lowrite_core::convert::located(::lowrite_core::builtins::layout::group_of((b_re
        .clone()).as_ref(), b_d.clone()), rw) ?), rw, | rw | Ok({ let __v = rw
        .value(b_src) ?; let __i =
        (::lowrite_core::convert::located(::lowrite_core::builtins::layout::group_of((b_re
        .clone()).as_ref(), b_d.clone()), rw) ?) as i64;
        ::lowrite_core::builtins::values::extract(__v, & [4i64, __i], rw) ? })) ?); __l
        .extend({ let mut __l = Vec::new(); for b_e in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(((b_d
        .clone()) + (1i64)),
        ((::lowrite_core::convert::located(::lowrite_core::builtins::layout::group_last((b_re
        .clone()).as_ref(),
        ::lowrite_core::convert::located(::lowrite_core::builtins::layout::group_of((b_re
        .clone()).as_ref(), b_d.clone()), rw) ?), rw) ?) + (1i64))), rw) ? { let b_e :
        i64 = b_e; __l
        .push(::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
        b_sizes.clone(), b_e.clone(), "element"), rw) ?); } __l }); __l }), &
        (::lowrite_core::convert::located(::lowrite_core::builtins::types::int(rw
        .options().int("index_bitwidth")), rw) ?), rw) ?, rw) ?)) ?, rw) ?); } __l });
        __v }; ::lowrite_core::builtins::values::pack(& __t, & __vs, rw) ? }
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// `memref.transpose`: the same buffer and offset, result dimension `k` taking the size and
/// stride of the source dimension the permutation's result `k` names.
///
/// Rule at rules/memref.rules:600:
///
/// ```text
/// /// `memref.transpose`: the same buffer and offset, result dimension `k` taking the size and
/// /// stride of the source dimension the permutation's result `k` names.
/// rule memref.transpose(m) {permutation = p} -> (r)
///     => permuted_desc(convert(type(r)), m, [map_dim(p, k) for k in 0..rank(type(r))]);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_memref_transpose_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_m] = __op.operands[..] else {
        return Ok(false);
    };
    let b_p @ Some(_) = __op.attr("permutation").cloned() else {
        return Ok(false);
    };
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    let __yielded = vec![
        ::lowrite_core::builtins::values::permuted_desc(& (rw.convert_type_of(b_r) ?), rw
        .value(b_m) ?, & ({ let mut __l = Vec::new(); for b_k in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
        ::lowrite_core::builtins::types::rank(& (rw.source().value_type(b_r).clone()))),
        rw) ? { let b_k : i64 = b_k; __l
        .push(::lowrite_core::convert::Ofr::Static(::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_dim((b_p
        .clone()).as_ref(), b_k.clone()), rw) ?)); } __l }), rw) ?
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// `memref.memory_space_cast` between ranked memrefs: the descriptor with both pointers cast to
/// the result's address space.
///
/// Rule at rules/memref.rules:609:
///
/// ```text
/// /// `memref.memory_space_cast` between ranked memrefs: the descriptor with both pointers cast to
/// /// the result's address space.
/// rule memref.memory_space_cast(m: memref) -> (r) => {
///     let s = type(m);
///     let t = type(r);
///     yield desc.pack(convert(t), to_space(desc.allocated(m), s, t), to_space(desc.aligned(m), s, t),
///         desc.offset(m), [desc.sizes(m, i) for i in 0..rank(t)], [desc.strides(m, i) for i in 0..rank(t)]);
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_memref_memory_space_cast_0(
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
    let b_s = rw.source().value_type(b_m).clone();
    let b_t = rw.source().value_type(b_r).clone();
    let __yielded = vec![
        { let __t = { let __t = b_t.clone(); rw.convert_type(& __t) ? }; let __vs = { let
        mut __v : Vec < ::lowrite_core::ir::Value > = Vec::new(); __v.push((if
        ((::lowrite_core::builtins::layout::address_space(& (b_s.clone()))) ==
        (::lowrite_core::builtins::layout::address_space(& (b_t.clone())))) { { let __v =
        rw.value(b_m) ?; ::lowrite_core::builtins::values::extract(__v, & [0i64], rw) ? }
        } else {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.addrspacecast")
        .operands(vec![{ let __v = rw.value(b_m) ?;
        ::lowrite_core::builtins::values::extract(__v, & [0i64], rw) ? }])
        .results(vec![::lowrite_core::builtins::types::ptr(::lowrite_core::builtins::layout::address_space(&
        (b_t.clone())))]), op, None, rw,) ? })); __v.push((if
        ((::lowrite_core::builtins::layout::address_space(& (b_s.clone()))) ==
        (::lowrite_core::builtins::layout::address_space(& (b_t.clone())))) { { let __v =
        rw.value(b_m) ?; ::lowrite_core::builtins::values::extract(__v, & [1i64], rw) ? }
        } else {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.addrspacecast")
        .operands(vec![{ let __v = rw.value(b_m) ?;
        ::lowrite_core::builtins::values::extract(__v, & [1i64], rw) ? }])
        .results(vec![::lowrite_core::builtins::types::ptr(::lowrite_core::builtins::layout::address_space(&
        (b_t.clone())))]), op, None, rw,) ? })); __v.push({ let __v = rw.value(b_m) ?;
        ::lowrite_core::builtins::values::extract(__v, & [2i64], rw) ? }); __v.extend({
        let mut __l = Vec::new(); for b_i in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
        ::lowrite_core::builtins::types::rank(& (b_t.clone()))), rw) ? { let b_i : i64 =
        b_i; __l.push({ let __v = rw.value(b_m) ?; let __i = (b_i.clone()) as i64;
        ::lowrite_core::builtins::values::extract(__v, & [3i64, __i], rw) ? }); } __l });
        __v.extend({ let mut __l = Vec::new(); for b_i in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
        ::lowrite_core::builtins::types::rank(& (b_t.clone()))), rw) ? { let b_i : i64 =
        b_i; __l.push({ let __v = rw.value(b_m) ?; let __i = (b_i.clone()) as i64;
        ::lowrite_core::builtins::values::extract(__v, & [4i64, __i], rw) ? }); } __l });
        __v }; ::lowrite_core::builtins::values::pack(& __t, & __vs, rw) ? }
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// `memref.reshape` to a ranked memref: the source's buffer (whose layout is the identity) at
/// offset 0 with row-major strides; static sizes from the result type, the others loaded from
/// the shape operand.
///
/// Rule at rules/memref.rules:636:
///
/// ```text
/// /// `memref.reshape` to a ranked memref: the source's buffer (whose layout is the identity) at
/// /// offset 0 with row-major strides; static sizes from the result type, the others loaded from
/// /// the shape operand.
/// rule memref.reshape(src, shape) -> (r) where type(r) is memref => {
///     let t = type(r);
///     let sizes = [static_or(dim(t, d), shape_size(shape, index_value(d))) for d in 0..rank(t)];
///     let strides = row_major_strides(sizes, rank(t));
///     yield pack_ofrs(convert(t), [allocated_ptr(src), aligned_ptr(src), 0,
///         [nth(sizes, d) for d in 0..rank(t)], [nth(strides, d) for d in 0..rank(t)]]);
/// }
///     // `memref.reshape` to an unranked memref: a ranked descriptor of the shape's length built on
///     // the stack (two 8-byte pointers, then the offset, the sizes and the strides as indices), its
///     // sizes loaded and its row-major strides computed from the innermost dimension out, in a loop.
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_memref_reshape_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_src, b_shape] = __op.operands[..] else {
        return Ok(false);
    };
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    if !(matches!(
        rw.source().value_type(b_r).clone(), ::lowrite_core::ir::Type::MemRef { .. }
    )) {
        return Ok(false);
    }
    let b_t = rw.source().value_type(b_r).clone();
    let b_sizes = {
        let mut __l = Vec::new();
        for b_d in ::lowrite_core::convert::located(
            ::lowrite_core::convert::bounded_range(
                0i64,
                ::lowrite_core::builtins::types::rank(&(b_t.clone())),
            ),
            rw,
        )? {
            let b_d: i64 = b_d;
            __l.push(
                ::lowrite_core::convert::static_or(
                    ::lowrite_core::builtins::layout::dim(&(b_t.clone()), b_d.clone()),
                    rw,
                    |rw| Ok({
                        let b_t__199 = {
                            let __t = ::lowrite_core::builtins::types::elem(
                                &(rw.source().value_type(b_shape).clone()),
                            );
                            rw.convert_type(&__t)?
                        };
                        (if ((::lowrite_core::builtins::types::width(
                            &(b_t__199.clone()),
                        )) < (rw.options().int("index_bitwidth")))
                        {
                            ::lowrite_core::convert::build_one(
                                ::lowrite_core::ir::OpSpec::named("llvm.sext")
                                    .operands(
                                        vec![
                                            ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.load")
                                            .operands(vec![::lowrite_core::builtins::values::gep({ let
                                            b_t__198 = rw.source().value_type(b_shape).clone(); (if
                                            ((::lowrite_core::builtins::layout::is_static(::lowrite_core::builtins::layout::offset(&
                                            (b_t__198.clone())))) &&
                                            (((::lowrite_core::builtins::layout::offset(& (b_t__198
                                            .clone()))) == (0i64)))) { { let __v = rw.value(b_shape) ?;
                                            ::lowrite_core::builtins::values::extract(__v, & [1i64], rw)
                                            ? } } else {
                                            ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.getelementptr")
                                            .operands(vec![{ let __v = rw.value(b_shape) ?;
                                            ::lowrite_core::builtins::values::extract(__v, & [1i64], rw)
                                            ? },
                                            ::lowrite_core::builtins::values::index_value(::lowrite_core::convert::static_or(::lowrite_core::builtins::layout::offset(&
                                            (b_t__198.clone())), rw, | rw | Ok({ let __v = rw
                                            .value(b_shape) ?;
                                            ::lowrite_core::builtins::values::extract(__v, & [2i64], rw)
                                            ? })) ?, rw) ?])
                                            .results(vec![::lowrite_core::ir::Type::ptr()])
                                            .attr_opt("elem_type",
                                            Some(::lowrite_core::ir::Attribute::Type(::lowrite_core::ir::Type::shared({
                                            let __t = ::lowrite_core::builtins::types::elem(& (b_t__198
                                            .clone())); rw.convert_type(& __t) ? }))))
                                            .attr_opt("rawConstantIndices",
                                            ::lowrite_core::builtins::attrs::i32_array(& [(-
                                            2147483648i64)])), op, None, rw,) ? }) }, & ({ let __t =
                                            ::lowrite_core::builtins::types::elem(& (rw.source()
                                            .value_type(b_shape).clone())); rw.convert_type(& __t) ? }),
                                            ::lowrite_core::builtins::values::strided_index(rw
                                            .value(b_shape) ?, & (({ let mut __l = Vec::new(); __l
                                            .push(::lowrite_core::builtins::values::index_value(::lowrite_core::convert::Ofr::Static(b_d
                                            .clone()), rw) ?); __l }).into_iter()
                                            .map(::lowrite_core::convert::Ofr::Dynamic).collect:: < Vec
                                            < _ >> ()), & ({ let mut __l = Vec::new(); for b_i__196 in
                                            ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
                                            ::lowrite_core::builtins::types::rank(& (rw.source()
                                            .value_type(b_shape).clone()))), rw) ? { let b_i__196 : i64
                                            = b_i__196; __l
                                            .push(::lowrite_core::convert::Ofr::Static(::lowrite_core::builtins::layout::stride(&
                                            (rw.source().value_type(b_shape).clone()), b_i__196
                                            .clone()))); } __l }), false, rw) ?, false, rw) ?])
                                            .results(vec![{ let __t =
                                            ::lowrite_core::builtins::types::elem(& (rw.source()
                                            .value_type(b_shape).clone())); rw.convert_type(& __t) ?
                                            }]), op, None, rw,) ?
                                        ],
                                    )
                                    .results(
                                        vec![
                                            ::lowrite_core::convert::located(::lowrite_core::builtins::types::int(rw
                                            .options().int("index_bitwidth")), rw) ?
                                        ],
                                    ),
                                op,
                                None,
                                rw,
                            )?
                        } else {
                            (if ((::lowrite_core::builtins::types::width(
                                &(b_t__199.clone()),
                            )) > (rw.options().int("index_bitwidth")))
                            {
                                ::lowrite_core::convert::build_one(
                                    ::lowrite_core::ir::OpSpec::named("llvm.trunc")
                                        .operands(
                                            vec![
                                                ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.load")
                                                .operands(vec![::lowrite_core::builtins::values::gep({ let
                                                b_t__198 = rw.source().value_type(b_shape).clone(); (if
                                                ((::lowrite_core::builtins::layout::is_static(::lowrite_core::builtins::layout::offset(&
                                                (b_t__198.clone())))) &&
                                                (((::lowrite_core::builtins::layout::offset(& (b_t__198
                                                .clone()))) == (0i64)))) { { let __v = rw.value(b_shape) ?;
                                                ::lowrite_core::builtins::values::extract(__v, & [1i64], rw)
                                                ? } } else {
                                                ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.getelementptr")
                                                .operands(vec![{ let __v = rw.value(b_shape) ?;
                                                ::lowrite_core::builtins::values::extract(__v, & [1i64], rw)
                                                ? },
                                                ::lowrite_core::builtins::values::index_value(::lowrite_core::convert::static_or(::lowrite_core::builtins::layout::offset(&
                                                (b_t__198.clone())), rw, | rw | Ok({ let __v = rw
                                                .value(b_shape) ?;
                                                ::lowrite_core::builtins::values::extract(__v, & [2i64], rw)
                                                ? })) ?, rw) ?])
                                                .results(vec![::lowrite_core::ir::Type::ptr()])
                                                .attr_opt("elem_type",
                                                Some(::lowrite_core::ir::Attribute::Type(::lowrite_core::ir::Type::shared({
                                                let __t = ::lowrite_core::builtins::types::elem(& (b_t__198
                                                .clone())); rw.convert_type(& __t) ? }))))
                                                .attr_opt("rawConstantIndices",
                                                ::lowrite_core::builtins::attrs::i32_array(& [(-
                                                2147483648i64)])), op, None, rw,) ? }) }, & ({ let __t =
                                                ::lowrite_core::builtins::types::elem(& (rw.source()
                                                .value_type(b_shape).clone())); rw.convert_type(& __t) ? }),
                                                ::lowrite_core::builtins::values::strided_index(rw
                                                .value(b_shape) ?, & (({ let mut __l = Vec::new(); __l
                                                .push(::lowrite_core::builtins::values::index_value(::lowrite_core::convert::Ofr::Static(b_d
                                                .clone()), rw) ?); __l }).into_iter()
                                                .map(::lowrite_core::convert::Ofr::Dynamic).collect:: < Vec
                                                < _ >> ()), & ({ let mut __l = Vec::new(); for b_i__196 in
                                                ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
                                                ::lowrite_core::builtins::types::rank(& (rw.source()
                                                .value_type(b_shape).clone()))), rw) ? { let b_i__196 : i64
                                                = b_i__196; __l
                                                .push(::lowrite_core::convert::Ofr::Static(::lowrite_core::builtins::layout::stride(&
                                                (rw.source().value_type(b_shape).clone()), b_i__196
                                                .clone()))); } __l }), false, rw) ?, false, rw) ?])
                                                .results(vec![{ let __t =
                                                ::lowrite_core::builtins::types::elem(& (rw.source()
                                                .value_type(b_shape).clone())); rw.convert_type(& __t) ?
                                                }]), op, None, rw,) ?
                                            ],
                                        )
                                        .results(
                                            vec![
                                                ::lowrite_core::convert::located(::lowrite_core::builtins::types::int(rw
                                                .options().int("index_bitwidth")), rw) ?
                                            ],
                                        ),
                                    op,
                                    None,
                                    rw,
                                )?
                            } else {
                                ::lowrite_core::convert::build_one(
                                    ::lowrite_core::ir::OpSpec::named("llvm.load")
                                        .operands(
                                            vec![
                                                ::lowrite_core::builtins::values::gep({ let b_t__198 = rw
                                                .source().value_type(b_shape).clone(); (if
                                                ((::lowrite_core::builtins::layout::is_static(::lowrite_core::builtins::layout::offset(&
                                                (b_t__198.clone())))) &&
                                                (((::lowrite_core::builtins::layout::offset(& (b_t__198
                                                .clone()))) == (0i64)))) { { let __v = rw.value(b_shape) ?;
                                                ::lowrite_core::builtins::values::extract(__v, & [1i64], rw)
                                                ? } } else {
                                                ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.getelementptr")
                                                .operands(vec![{ let __v = rw.value(b_shape) ?;
                                                ::lowrite_core::builtins::values::extract(__v, & [1i64], rw)
                                                ? },
                                                ::lowrite_core::builtins::values::index_value(::lowrite_core::convert::static_or(::lowrite_core::builtins::layout::offset(&
                                                (b_t__198.clone())), rw, | rw | Ok({ let __v = rw
                                                .value(b_shape) ?;
                                                ::lowrite_core::builtins::values::extract(__v, & [2i64], rw)
                                                ? })) ?, rw) ?])
                                                .results(vec![::lowrite_core::ir::Type::ptr()])
                                                .attr_opt("elem_type",
                                                Some(::lowrite_core::ir::Attribute::Type(::lowrite_core::ir::Type::shared({
                                                let __t = ::lowrite_core::builtins::types::elem(& (b_t__198
                                                .clone())); rw.convert_type(& __t) ? }))))
                                                .attr_opt("rawConstantIndices",
                                                ::lowrite_core::builtins::attrs::i32_array(& [(-
                                                2147483648i64)])), op, None, rw,) ? }) }, & ({ let __t =
                                                ::lowrite_core::builtins::types::elem(& (rw.source()
                                                .value_type(b_shape).clone())); rw.convert_type(& __t) ? }),
                                                ::lowrite_core::builtins::values::strided_index(rw
                                                .value(b_shape) ?, & (({ let mut __l = Vec::new(); __l
                                                .push(::lowrite_core::builtins::values::index_value(::lowrite_core::convert::Ofr::Static(b_d
                                                .clone()), rw) ?); __l }).into_iter()
                                                .map(::lowrite_core::convert::Ofr::Dynamic).collect:: < Vec
                                                < _ >> ()), & ({ let mut __l = Vec::new(); for b_i__196 in
                                                ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
                                                ::lowrite_core::builtins::types::rank(& (rw.source()
                                                .value_type(b_shape).clone()))), rw) ? { let b_i__196 : i64
                                                = b_i__196; __l
                                                .push(::lowrite_core::convert::Ofr::Static(::lowrite_core::builtins::layout::stride(&
                                                (rw.source().value_type(b_shape).clone()), b_i__196
                                                .clone()))); } __l }), false, rw) ?, false, rw) ?
                                            ],
                                        )
                                        .results(
                                            vec![
                                                { let __t = ::lowrite_core::builtins::types::elem(& (rw
                                                .source().value_type(b_shape).clone())); rw.convert_type(&
                                                __t) ? }
                                            ],
                                        ),
                                    op,
                                    None,
                                    rw,
                                )?
                            })
                        })
                    }),
                )?,
            );
        }
        __l
    };
    let b_strides = {
        let b_n__202 = ::lowrite_core::builtins::types::rank(&(b_t.clone()));
        {
            let mut __l = Vec::new();
            for b_i__202 in ::lowrite_core::convert::located(
                ::lowrite_core::convert::bounded_range(0i64, b_n__202.clone()),
                rw,
            )? {
                let b_i__202: i64 = b_i__202;
                __l.push(
                    ::lowrite_core::builtins::values::product(
                        &({
                            let mut __l = Vec::new();
                            for b_j__202 in ::lowrite_core::convert::located(
                                ::lowrite_core::convert::bounded_range(
                                    ((b_i__202.clone()) + (1i64)),
                                    b_n__202.clone(),
                                ),
                                rw,
                            )? {
                                let b_j__202: i64 = b_j__202;
                                __l.push(
                                    ::lowrite_core::convert::located(
                                        ::lowrite_core::builtins::lists::nth(
                                            &b_sizes.clone(),
                                            b_j__202.clone(),
                                            "element",
                                        ),
                                        rw,
                                    )?,
                                );
                            }
                            __l
                        }),
                        &(::lowrite_core::convert::located(
                            ::lowrite_core::builtins::types::int(
                                rw.options().int("index_bitwidth"),
                            ),
                            rw,
                        )?),
                        rw,
                    )?,
                );
            }
            __l
        }
    };
    let __yielded = vec![
        ::lowrite_core::builtins::values::pack_ofrs(& ({ let __t = b_t.clone(); rw
        .convert_type(& __t) ? }), & ({ let mut __l = Vec::new(); __l
        .push(::lowrite_core::convert::Ofr::Dynamic((if matches!(rw.source()
        .value_type(b_src).clone(), ::lowrite_core::ir::Type::UnrankedMemRef { .. }) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.load")
        .operands(vec![{ let __v = rw.value(b_src) ?; let mut __p : Vec < i64 > =
        Vec::new(); __p.push((1i64) as i64);
        ::lowrite_core::builtins::values::extract(__v, & __p, rw) ? }])
        .results(vec![::lowrite_core::builtins::types::ptr(::lowrite_core::builtins::layout::address_space(&
        (rw.source().value_type(b_src).clone())))]), op, None, rw,) ? } else { { let __v
        = rw.value(b_src) ?; ::lowrite_core::builtins::values::extract(__v, & [0i64], rw)
        ? } }))); __l.push(::lowrite_core::convert::Ofr::Dynamic((if matches!(rw.source()
        .value_type(b_src).clone(), ::lowrite_core::ir::Type::UnrankedMemRef { .. }) {
        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.load")
        .operands(vec![::lowrite_core::builtins::values::gep({ let __v = rw.value(b_src)
        ?; let mut __p : Vec < i64 > = Vec::new(); __p.push((1i64) as i64);
        ::lowrite_core::builtins::values::extract(__v, & __p, rw) ? }, &
        (::lowrite_core::ir::Type::ptr()), ::lowrite_core::convert::Ofr::Static(1i64),
        false, rw) ?])
        .results(vec![::lowrite_core::builtins::types::ptr(::lowrite_core::builtins::layout::address_space(&
        (rw.source().value_type(b_src).clone())))]), op, None, rw,) ? } else { { let __v
        = rw.value(b_src) ?; ::lowrite_core::builtins::values::extract(__v, & [1i64], rw)
        ? } }))); __l.push(::lowrite_core::convert::Ofr::Static(0i64)); __l.extend({ let
        mut __l = Vec::new(); for b_d in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
        ::lowrite_core::builtins::types::rank(& (b_t.clone()))), rw) ? { let b_d : i64 =
        b_d; __l
        .push(::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
        b_sizes.clone(), b_d.clone(), "element"), rw) ?); } __l }); __l.extend({ let mut
        __l = Vec::new(); for b_d in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
        ::lowrite_core::builtins::types::rank(& (b_t.clone()))), rw) ? { let b_d : i64 =
        b_d; __l
        .push(::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
        b_strides.clone(), b_d.clone(), "element"), rw) ?); } __l }); __l }), rw) ?
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// `memref.reshape` to a ranked memref: the source's buffer (whose layout is the identity) at
/// offset 0 with row-major strides; static sizes from the result type, the others loaded from
/// the shape operand.
///
/// Rule at rules/memref.rules:646:
///
/// ```text
/// where type(r) is unranked_memref => {
///     let n = index_value(static_or(dim(type(shape), 0), desc.sizes(shape, 0)));
///     let d = llvm.alloca(descriptor_bytes(n)) {elem_type = i8} : ptr;
///     llvm.store(allocated_ptr(src), d);
///     llvm.store(aligned_ptr(src), gep(d, ptr, 1, false));
///     let ints = gep(d, ptr, 2, false);
///     llvm.store(index_value(0), ints);
///     let check = block(it(), it());
///     let body = block();
///     let done = block();
///     llvm.br()[^check(llvm.sub(n, index_value(1)), index_value(1))];
///     at ^check;
///     let i = nth(args(^check), 0);
///     let stride = nth(args(^check), 1);
///     llvm.cond_br(llvm.icmp(i, index_value(0)) {predicate = #llvm.icmp_predicate<sge>} : i1)[^body(), ^done()];
///     at ^body;
///     let size = shape_size(shape, i);
///     let at_size = llvm.add(i, index_value(1));
///     llvm.store(size, gep(ints, it(), at_size, false));
///     llvm.store(stride, gep(ints, it(), llvm.add(at_size, n), false));
///     llvm.br()[^check(llvm.sub(i, index_value(1)), llvm.mul(stride, size))];
///     at ^done;
///     yield pack_fields(convert(type(r)), n, d);
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_memref_reshape_1(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_src, b_shape] = __op.operands[..] else {
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
    let b_n = ::lowrite_core::builtins::values::index_value(
        ::lowrite_core::convert::static_or(
            ::lowrite_core::builtins::layout::dim(
                &(rw.source().value_type(b_shape).clone()),
                0i64,
            ),
            rw,
            |rw| Ok({
                let __v = rw.value(b_shape)?;
                let __i = (0i64) as i64;
                ::lowrite_core::builtins::values::extract(__v, &[3i64, __i], rw)?
            }),
        )?,
        rw,
    )?;
    let b_d = ::lowrite_core::convert::build_one(
        ::lowrite_core::ir::OpSpec::named("llvm.alloca")
            .operands(
                vec![
                    { let b_one__206 =
                    ::lowrite_core::builtins::values::index_value(::lowrite_core::convert::Ofr::Static(1i64),
                    rw) ?; { let b_two__206 =
                    ::lowrite_core::builtins::values::index_value(::lowrite_core::convert::Ofr::Static(2i64),
                    rw) ?; { let b_index_size__206 =
                    ::lowrite_core::builtins::values::index_value(::lowrite_core::convert::Ofr::Static((i64::checked_div(rw
                    .options().int("index_bitwidth"), 8i64).unwrap_or(0))), rw) ?; { let
                    b_pointers__206 =
                    ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.mul")
                    .operands(vec![b_two__206,
                    ::lowrite_core::builtins::values::index_value(::lowrite_core::convert::Ofr::Static(8i64),
                    rw) ?]), op, Some((false, Some(1usize))), rw,) ?;
                    ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.add")
                    .operands(vec![b_pointers__206,
                    ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.mul")
                    .operands(vec![::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.add")
                    .operands(vec![::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.mul")
                    .operands(vec![b_two__206, b_n]), op, Some((false, Some(1usize))),
                    rw,) ?, b_one__206]), op, Some((false, Some(1usize))), rw,) ?,
                    b_index_size__206]), op, Some((false, Some(1usize))), rw,) ?]), op,
                    Some((false, Some(1usize))), rw,) ? } } } }
                ],
            )
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
    let _ = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.store")
            .operands(
                vec![
                    (if matches!(rw.source().value_type(b_src).clone(),
                    ::lowrite_core::ir::Type::UnrankedMemRef { .. }) {
                    ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.load")
                    .operands(vec![{ let __v = rw.value(b_src) ?; let mut __p : Vec < i64
                    > = Vec::new(); __p.push((1i64) as i64);
                    ::lowrite_core::builtins::values::extract(__v, & __p, rw) ? }])
                    .results(vec![::lowrite_core::builtins::types::ptr(::lowrite_core::builtins::layout::address_space(&
                    (rw.source().value_type(b_src).clone())))]), op, None, rw,) ? } else
                    { { let __v = rw.value(b_src) ?;
                    ::lowrite_core::builtins::values::extract(__v, & [0i64], rw) ? } }),
                    b_d
                ],
            ),
        op,
        None,
        rw,
    )?;
    let _ = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.store")
            .operands(
                vec![
                    (if matches!(rw.source().value_type(b_src).clone(),
                    ::lowrite_core::ir::Type::UnrankedMemRef { .. }) {
                    ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.load")
                    .operands(vec![::lowrite_core::builtins::values::gep({ let __v = rw
                    .value(b_src) ?; let mut __p : Vec < i64 > = Vec::new(); __p
                    .push((1i64) as i64); ::lowrite_core::builtins::values::extract(__v,
                    & __p, rw) ? }, & (::lowrite_core::ir::Type::ptr()),
                    ::lowrite_core::convert::Ofr::Static(1i64), false, rw) ?])
                    .results(vec![::lowrite_core::builtins::types::ptr(::lowrite_core::builtins::layout::address_space(&
                    (rw.source().value_type(b_src).clone())))]), op, None, rw,) ? } else
                    { { let __v = rw.value(b_src) ?;
                    ::lowrite_core::builtins::values::extract(__v, & [1i64], rw) ? } }),
                    ::lowrite_core::builtins::values::gep(b_d, &
                    (::lowrite_core::ir::Type::ptr()),
                    ::lowrite_core::convert::Ofr::Static(1i64), false, rw) ?
                ],
            ),
        op,
        None,
        rw,
    )?;
    let b_ints = ::lowrite_core::builtins::values::gep(
        b_d,
        &(::lowrite_core::ir::Type::ptr()),
        ::lowrite_core::convert::Ofr::Static(2i64),
        false,
        rw,
    )?;
    let _ = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.store")
            .operands(
                vec![
                    ::lowrite_core::builtins::values::index_value(::lowrite_core::convert::Ofr::Static(0i64),
                    rw) ?, b_ints
                ],
            ),
        op,
        None,
        rw,
    )?;
    let b_check = ::lowrite_core::builtins::ir::block(
        &vec![
            ::lowrite_core::convert::located(::lowrite_core::builtins::types::int(rw
            .options().int("index_bitwidth")), rw) ?,
            ::lowrite_core::convert::located(::lowrite_core::builtins::types::int(rw
            .options().int("index_bitwidth")), rw) ?
        ],
        rw,
    )?;
    let b_body = ::lowrite_core::builtins::ir::block(
        &Vec::<::lowrite_core::ir::Type>::new(),
        rw,
    )?;
    let b_done = ::lowrite_core::builtins::ir::block(
        &Vec::<::lowrite_core::ir::Type>::new(),
        rw,
    )?;
    let _ = {
        let mut __operands = Vec::<::lowrite_core::ir::Value>::new();
        let mut __counts: Vec<usize> = Vec::new();
        let mut __succs: Vec<::lowrite_core::ir::BlockId> = Vec::new();
        let __b = b_check;
        let __a = vec![
            ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.sub")
            .operands(vec![b_n,
            ::lowrite_core::builtins::values::index_value(::lowrite_core::convert::Ofr::Static(1i64),
            rw) ?]), op, Some((false, Some(1usize))), rw,) ?,
            ::lowrite_core::builtins::values::index_value(::lowrite_core::convert::Ofr::Static(1i64),
            rw) ?
        ];
        __counts.push(__a.len());
        __operands.extend(__a);
        __succs.push(__b);
        let __spec = ::lowrite_core::ir::OpSpec::named("llvm.br")
            .operands(__operands)
            .successors(__succs);
        let __new_op = rw.emit_branch(__spec, &__counts);
        rw.results(__new_op)
    };
    rw.set_insertion(b_check);
    let b_i = ::lowrite_core::convert::located(
        ::lowrite_core::builtins::lists::nth(
            &::lowrite_core::builtins::ir::args(b_check, rw)?,
            0i64,
            "value",
        ),
        rw,
    )?;
    let b_stride = ::lowrite_core::convert::located(
        ::lowrite_core::builtins::lists::nth(
            &::lowrite_core::builtins::ir::args(b_check, rw)?,
            1i64,
            "value",
        ),
        rw,
    )?;
    let _ = {
        let mut __operands = vec![
            ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.icmp")
            .operands(vec![b_i,
            ::lowrite_core::builtins::values::index_value(::lowrite_core::convert::Ofr::Static(0i64),
            rw) ?]).results(vec![::lowrite_core::ir::Type::int(1u32)])
            .attr_opt("predicate", Some(::lowrite_core::ir::Attribute::int(5i64,
            ::lowrite_core::ir::Type::int(64u32)))), op, None, rw,) ?
        ];
        let mut __counts: Vec<usize> = Vec::new();
        let mut __succs: Vec<::lowrite_core::ir::BlockId> = Vec::new();
        let __b = b_body;
        let __a = Vec::<::lowrite_core::ir::Value>::new();
        __counts.push(__a.len());
        __operands.extend(__a);
        __succs.push(__b);
        let __b = b_done;
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
    let b_size = {
        let b_t__216 = {
            let __t = ::lowrite_core::builtins::types::elem(
                &(rw.source().value_type(b_shape).clone()),
            );
            rw.convert_type(&__t)?
        };
        (if ((::lowrite_core::builtins::types::width(&(b_t__216.clone())))
            < (rw.options().int("index_bitwidth")))
        {
            ::lowrite_core::convert::build_one(
                ::lowrite_core::ir::OpSpec::named("llvm.sext")
                    .operands(
                        vec![
                            ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.load")
                            .operands(vec![{ let b_idx__212 = { let mut __l = Vec::new();
                            __l.push(b_i); __l }; ::lowrite_core::builtins::values::gep({
                            let b_t__215 = rw.source().value_type(b_shape).clone(); (if
                            ((::lowrite_core::builtins::layout::is_static(::lowrite_core::builtins::layout::offset(&
                            (b_t__215.clone())))) &&
                            (((::lowrite_core::builtins::layout::offset(& (b_t__215
                            .clone()))) == (0i64)))) { { let __v = rw.value(b_shape) ?;
                            ::lowrite_core::builtins::values::extract(__v, & [1i64], rw)
                            ? } } else {
                            ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.getelementptr")
                            .operands(vec![{ let __v = rw.value(b_shape) ?;
                            ::lowrite_core::builtins::values::extract(__v, & [1i64], rw)
                            ? },
                            ::lowrite_core::builtins::values::index_value(::lowrite_core::convert::static_or(::lowrite_core::builtins::layout::offset(&
                            (b_t__215.clone())), rw, | rw | Ok({ let __v = rw
                            .value(b_shape) ?;
                            ::lowrite_core::builtins::values::extract(__v, & [2i64], rw)
                            ? })) ?, rw) ?])
                            .results(vec![::lowrite_core::ir::Type::ptr()])
                            .attr_opt("elem_type",
                            Some(::lowrite_core::ir::Attribute::Type(::lowrite_core::ir::Type::shared({
                            let __t = ::lowrite_core::builtins::types::elem(& (b_t__215
                            .clone())); rw.convert_type(& __t) ? }))))
                            .attr_opt("rawConstantIndices",
                            ::lowrite_core::builtins::attrs::i32_array(& [(-
                            2147483648i64)])), op, None, rw,) ? }) }, & ({ let __t =
                            ::lowrite_core::builtins::types::elem(& (rw.source()
                            .value_type(b_shape).clone())); rw.convert_type(& __t) ? }),
                            ::lowrite_core::builtins::values::strided_index(rw
                            .value(b_shape) ?, & ((b_idx__212.clone()).into_iter()
                            .map(::lowrite_core::convert::Ofr::Dynamic).collect:: < Vec <
                            _ >> ()), & ({ let mut __l = Vec::new(); for b_i__213 in
                            ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
                            ::lowrite_core::builtins::types::rank(& (rw.source()
                            .value_type(b_shape).clone()))), rw) ? { let b_i__213 : i64 =
                            b_i__213; __l
                            .push(::lowrite_core::convert::Ofr::Static(::lowrite_core::builtins::layout::stride(&
                            (rw.source().value_type(b_shape).clone()), b_i__213
                            .clone()))); } __l }), false, rw) ?, false, rw) ? }])
                            .results(vec![{ let __t =
                            ::lowrite_core::builtins::types::elem(& (rw.source()
                            .value_type(b_shape).clone())); rw.convert_type(& __t) ? }]),
                            op, None, rw,) ?
                        ],
                    )
                    .results(
                        vec![
                            ::lowrite_core::convert::located(::lowrite_core::builtins::types::int(rw
                            .options().int("index_bitwidth")), rw) ?
                        ],
                    ),
                op,
                None,
                rw,
            )?
        } else {
            (if ((::lowrite_core::builtins::types::width(&(b_t__216.clone())))
                > (rw.options().int("index_bitwidth")))
            {
                ::lowrite_core::convert::build_one(
                    ::lowrite_core::ir::OpSpec::named("llvm.trunc")
                        .operands(
                            vec![
                                ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.load")
                                .operands(vec![{ let b_idx__212 = { let mut __l =
                                Vec::new(); __l.push(b_i); __l };
                                ::lowrite_core::builtins::values::gep({ let b_t__215 = rw
                                .source().value_type(b_shape).clone(); (if
                                ((::lowrite_core::builtins::layout::is_static(::lowrite_core::builtins::layout::offset(&
                                (b_t__215.clone())))) &&
                                (((::lowrite_core::builtins::layout::offset(& (b_t__215
                                .clone()))) == (0i64)))) { { let __v = rw.value(b_shape) ?;
                                ::lowrite_core::builtins::values::extract(__v, & [1i64], rw)
                                ? } } else {
                                ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.getelementptr")
                                .operands(vec![{ let __v = rw.value(b_shape) ?;
                                ::lowrite_core::builtins::values::extract(__v, & [1i64], rw)
                                ? },
                                ::lowrite_core::builtins::values::index_value(::lowrite_core::convert::static_or(::lowrite_core::builtins::layout::offset(&
                                (b_t__215.clone())), rw, | rw | Ok({ let __v = rw
                                .value(b_shape) ?;
                                ::lowrite_core::builtins::values::extract(__v, & [2i64], rw)
                                ? })) ?, rw) ?])
                                .results(vec![::lowrite_core::ir::Type::ptr()])
                                .attr_opt("elem_type",
                                Some(::lowrite_core::ir::Attribute::Type(::lowrite_core::ir::Type::shared({
                                let __t = ::lowrite_core::builtins::types::elem(& (b_t__215
                                .clone())); rw.convert_type(& __t) ? }))))
                                .attr_opt("rawConstantIndices",
                                ::lowrite_core::builtins::attrs::i32_array(& [(-
                                2147483648i64)])), op, None, rw,) ? }) }, & ({ let __t =
                                ::lowrite_core::builtins::types::elem(& (rw.source()
                                .value_type(b_shape).clone())); rw.convert_type(& __t) ? }),
                                ::lowrite_core::builtins::values::strided_index(rw
                                .value(b_shape) ?, & ((b_idx__212.clone()).into_iter()
                                .map(::lowrite_core::convert::Ofr::Dynamic).collect:: < Vec
                                < _ >> ()), & ({ let mut __l = Vec::new(); for b_i__213 in
                                ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
                                ::lowrite_core::builtins::types::rank(& (rw.source()
                                .value_type(b_shape).clone()))), rw) ? { let b_i__213 : i64
                                = b_i__213; __l
                                .push(::lowrite_core::convert::Ofr::Static(::lowrite_core::builtins::layout::stride(&
                                (rw.source().value_type(b_shape).clone()), b_i__213
                                .clone()))); } __l }), false, rw) ?, false, rw) ? }])
                                .results(vec![{ let __t =
                                ::lowrite_core::builtins::types::elem(& (rw.source()
                                .value_type(b_shape).clone())); rw.convert_type(& __t) ?
                                }]), op, None, rw,) ?
                            ],
                        )
                        .results(
                            vec![
                                ::lowrite_core::convert::located(::lowrite_core::builtins::types::int(rw
                                .options().int("index_bitwidth")), rw) ?
                            ],
                        ),
                    op,
                    None,
                    rw,
                )?
            } else {
                ::lowrite_core::convert::build_one(
                    ::lowrite_core::ir::OpSpec::named("llvm.load")
                        .operands(
                            vec![
                                { let b_idx__212 = { let mut __l = Vec::new(); __l
                                .push(b_i); __l }; ::lowrite_core::builtins::values::gep({
                                let b_t__215 = rw.source().value_type(b_shape).clone(); (if
                                ((::lowrite_core::builtins::layout::is_static(::lowrite_core::builtins::layout::offset(&
                                (b_t__215.clone())))) &&
                                (((::lowrite_core::builtins::layout::offset(& (b_t__215
                                .clone()))) == (0i64)))) { { let __v = rw.value(b_shape) ?;
                                ::lowrite_core::builtins::values::extract(__v, & [1i64], rw)
                                ? } } else {
                                ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.getelementptr")
                                .operands(vec![{ let __v = rw.value(b_shape) ?;
                                ::lowrite_core::builtins::values::extract(__v, & [1i64], rw)
                                ? },
                                ::lowrite_core::builtins::values::index_value(::lowrite_core::convert::static_or(::lowrite_core::builtins::layout::offset(&
                                (b_t__215.clone())), rw, | rw | Ok({ let __v = rw
                                .value(b_shape) ?;
                                ::lowrite_core::builtins::values::extract(__v, & [2i64], rw)
                                ? })) ?, rw) ?])
                                .results(vec![::lowrite_core::ir::Type::ptr()])
                                .attr_opt("elem_type",
                                Some(::lowrite_core::ir::Attribute::Type(::lowrite_core::ir::Type::shared({
                                let __t = ::lowrite_core::builtins::types::elem(& (b_t__215
                                .clone())); rw.convert_type(& __t) ? }))))
                                .attr_opt("rawConstantIndices",
                                ::lowrite_core::builtins::attrs::i32_array(& [(-
                                2147483648i64)])), op, None, rw,) ? }) }, & ({ let __t =
                                ::lowrite_core::builtins::types::elem(& (rw.source()
                                .value_type(b_shape).clone())); rw.convert_type(& __t) ? }),
                                ::lowrite_core::builtins::values::strided_index(rw
                                .value(b_shape) ?, & ((b_idx__212.clone()).into_iter()
                                .map(::lowrite_core::convert::Ofr::Dynamic).collect:: < Vec
                                < _ >> ()), & ({ let mut __l = Vec::new(); for b_i__213 in
                                ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
                                ::lowrite_core::builtins::types::rank(& (rw.source()
                                .value_type(b_shape).clone()))), rw) ? { let b_i__213 : i64
                                = b_i__213; __l
                                .push(::lowrite_core::convert::Ofr::Static(::lowrite_core::builtins::layout::stride(&
                                (rw.source().value_type(b_shape).clone()), b_i__213
                                .clone()))); } __l }), false, rw) ?, false, rw) ? }
                            ],
                        )
                        .results(
                            vec![
                                { let __t = ::lowrite_core::builtins::types::elem(& (rw
                                .source().value_type(b_shape).clone())); rw.convert_type(&
                                __t) ? }
                            ],
                        ),
                    op,
                    None,
                    rw,
                )?
            })
        })
    };
    let b_at_size = ::lowrite_core::convert::build_one(
        ::lowrite_core::ir::OpSpec::named("llvm.add")
            .operands(
                vec![
                    b_i,
                    ::lowrite_core::builtins::values::index_value(::lowrite_core::convert::Ofr::Static(1i64),
                    rw) ?
                ],
            ),
        op,
        Some((false, Some(1usize))),
        rw,
    )?;
    let _ = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.store")
            .operands(
                vec![
                    b_size, ::lowrite_core::builtins::values::gep(b_ints, &
                    (::lowrite_core::convert::located(::lowrite_core::builtins::types::int(rw
                    .options().int("index_bitwidth")), rw) ?),
                    ::lowrite_core::convert::Ofr::Dynamic(b_at_size), false, rw) ?
                ],
            ),
        op,
        None,
        rw,
    )?;
    let _ = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.store")
            .operands(
                vec![
                    b_stride, ::lowrite_core::builtins::values::gep(b_ints, &
                    (::lowrite_core::convert::located(::lowrite_core::builtins::types::int(rw
                    .options().int("index_bitwidth")), rw) ?),
                    ::lowrite_core::convert::Ofr::Dynamic(::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.add")
                    .operands(vec![b_at_size, b_n]), op, Some((false, Some(1usize))),
                    rw,) ?), false, rw) ?
                ],
            ),
        op,
        None,
        rw,
    )?;
    let _ = {
        let mut __operands = Vec::<::lowrite_core::ir::Value>::new();
        let mut __counts: Vec<usize> = Vec::new();
        let mut __succs: Vec<::lowrite_core::ir::BlockId> = Vec::new();
        let __b = b_check;
        let __a = vec![
            ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.sub")
            .operands(vec![b_i,
            ::lowrite_core::builtins::values::index_value(::lowrite_core::convert::Ofr::Static(1i64),
            rw) ?]), op, Some((false, Some(1usize))), rw,) ?,
            ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.mul")
            .operands(vec![b_stride, b_size]), op, Some((false, Some(1usize))), rw,) ?
        ];
        __counts.push(__a.len());
        __operands.extend(__a);
        __succs.push(__b);
        let __spec = ::lowrite_core::ir::OpSpec::named("llvm.br")
            .operands(__operands)
            .successors(__succs);
        let __new_op = rw.emit_branch(__spec, &__counts);
        rw.results(__new_op)
    };
    rw.set_insertion(b_done);
    let __yielded = vec![
        ::lowrite_core::builtins::values::pack_fields(& (rw.convert_type_of(b_r) ?), &
        vec![b_n, b_d], rw) ?
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// `memref.realloc` of a 1-D identity-layout memref, as upstream's `expand-realloc` does it:
/// growing allocates a new buffer as `memref.alloc` would, copies the old elements and frees
/// the old buffer; otherwise the same buffer gets the new size.
///
/// Rule at rules/memref.rules:674:
///
/// ```text
/// /// `memref.realloc` of a 1-D identity-layout memref, as upstream's `expand-realloc` does it:
/// /// growing allocates a new buffer as `memref.alloc` would, copies the old elements and frees
/// /// the old buffer; otherwise the same buffer gets the new size.
/// rule memref.realloc(m, ..dyn) {alignment = al?} -> (r) where identity(type(m)) => {
///     let t = type(r);
///     let old_n = index_value(static_or(dim(type(m), 0), desc.sizes(m, 0)));
///     let new_n = index_value(static_or(dim(t, 0), nth(dyn, 0)));
///     let grow = block();
///     let keep = block();
///     let join = block(convert(t));
///     llvm.cond_br(llvm.icmp(old_n, new_n) {predicate = #llvm.icmp_predicate<ult>} : i1)[^grow(), ^keep()];
///     at ^grow;
///     let size = elem_size(t);
///     let bytes = llvm.mul(new_n, size);
///     let align = index_value(if present(al) { int_value(al) } else { 16 });
///     if use_aligned_alloc { declare(aligned_alloc_fn(), llvm_func(ptr, it(), it())) } else { declare(malloc_fn(), llvm_func(ptr, it())) };
///     let p = if use_aligned_alloc {
///         llvm.call(align, llvm.mul(llvm.udiv(llvm.add(bytes, llvm.sub(align, index_value(1))), align), align))
///             {callee = symbol(aligned_alloc_fn())} : ptr
///     } else {
///         llvm.call(if present(al) { llvm.add(bytes, align) } else { bytes }) {callee = symbol(malloc_fn())} : ptr
///     };
///     let aligned = if present(al) && !use_aligned_alloc {
///         llvm.inttoptr(llvm.mul(llvm.udiv(llvm.add(llvm.ptrtoint(p) : it(), llvm.sub(align, index_value(1))), align), align)) : ptr
///     } else { p };
///     llvm.intr.memcpy(aligned, desc.aligned(m), llvm.mul(old_n, size)) {isVolatile = bool_attr(false)};
///     declare(free_fn(), llvm_func(void, ptr));
///     llvm.call(desc.allocated(m)) {callee = symbol(free_fn())} : ();
///     llvm.br()[^join(fresh_desc(t, p, aligned, [new_n], [index_value(1)]))];
///     at ^keep;
///     llvm.br()[^join(fresh_desc(t, desc.allocated(m), desc.aligned(m), [new_n], [index_value(1)]))];
///     at ^join;
///     yield args(^join);
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_memref_realloc_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_m, ref b_dyn @ ..] = __op.operands[..] else {
        return Ok(false);
    };
    let b_dyn: Vec<::lowrite_core::ir::Value> = b_dyn.to_vec();
    let b_al = __op.attr("alignment").cloned();
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    if !(::lowrite_core::builtins::layout::identity(
        &(rw.source().value_type(b_m).clone()),
    )) {
        return Ok(false);
    }
    let b_t = rw.source().value_type(b_r).clone();
    let b_old_n = ::lowrite_core::builtins::values::index_value(
        ::lowrite_core::convert::static_or(
            ::lowrite_core::builtins::layout::dim(
                &(rw.source().value_type(b_m).clone()),
                0i64,
            ),
            rw,
            |rw| Ok({
                let __v = rw.value(b_m)?;
                let __i = (0i64) as i64;
                ::lowrite_core::builtins::values::extract(__v, &[3i64, __i], rw)?
            }),
        )?,
        rw,
    )?;
    let b_new_n = ::lowrite_core::builtins::values::index_value(
        ::lowrite_core::convert::static_or(
            ::lowrite_core::builtins::layout::dim(&(b_t.clone()), 0i64),
            rw,
            |rw| Ok(
                ::lowrite_core::convert::located(
                    ::lowrite_core::builtins::lists::nth(
                        &rw.values(&b_dyn)?,
                        0i64,
                        "value",
                    ),
                    rw,
                )?,
            ),
        )?,
        rw,
    )?;
    let b_grow = ::lowrite_core::builtins::ir::block(
        &Vec::<::lowrite_core::ir::Type>::new(),
        rw,
    )?;
    let b_keep = ::lowrite_core::builtins::ir::block(
        &Vec::<::lowrite_core::ir::Type>::new(),
        rw,
    )?;
    let b_join = ::lowrite_core::builtins::ir::block(
        &vec![{ let __t = b_t.clone(); rw.convert_type(& __t) ? }],
        rw,
    )?;
    let _ = {
        let mut __operands = vec![
            ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.icmp")
            .operands(vec![b_old_n, b_new_n])
            .results(vec![::lowrite_core::ir::Type::int(1u32)]).attr_opt("predicate",
            Some(::lowrite_core::ir::Attribute::int(6i64,
            ::lowrite_core::ir::Type::int(64u32)))), op, None, rw,) ?
        ];
        let mut __counts: Vec<usize> = Vec::new();
        let mut __succs: Vec<::lowrite_core::ir::BlockId> = Vec::new();
        let __b = b_grow;
        let __a = Vec::<::lowrite_core::ir::Value>::new();
        __counts.push(__a.len());
        __operands.extend(__a);
        __succs.push(__b);
        let __b = b_keep;
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
    rw.set_insertion(b_grow);
    let b_size = ::lowrite_core::convert::build_one(
        ::lowrite_core::ir::OpSpec::named("llvm.ptrtoint")
            .operands(
                vec![
                    ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.getelementptr")
                    .operands(vec![::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.mlir.zero")
                    .operands(Vec:: < ::lowrite_core::ir::Value > ::new())
                    .results(vec![::lowrite_core::ir::Type::ptr()]), op, None, rw,) ?])
                    .results(vec![::lowrite_core::ir::Type::ptr()])
                    .attr_opt("rawConstantIndices",
                    ::lowrite_core::builtins::attrs::i32_array(& [1i64]))
                    .attr_opt("elem_type",
                    Some(::lowrite_core::ir::Attribute::Type(::lowrite_core::ir::Type::shared({
                    let __t = ::lowrite_core::builtins::types::elem(& (b_t.clone())); rw
                    .convert_type(& __t) ? })))), op, None, rw,) ?
                ],
            )
            .results(
                vec![
                    ::lowrite_core::convert::located(::lowrite_core::builtins::types::int(rw
                    .options().int("index_bitwidth")), rw) ?
                ],
            ),
        op,
        None,
        rw,
    )?;
    let b_bytes = ::lowrite_core::convert::build_one(
        ::lowrite_core::ir::OpSpec::named("llvm.mul").operands(vec![b_new_n, b_size]),
        op,
        Some((false, Some(1usize))),
        rw,
    )?;
    let b_align = ::lowrite_core::builtins::values::index_value(
        ::lowrite_core::convert::Ofr::Static(
            (if ::lowrite_core::builtins::attrs::present((b_al.clone()).as_ref()) {
                ::lowrite_core::builtins::attrs::int_value((b_al.clone()).as_ref())
            } else {
                16i64
            }),
        ),
        rw,
    )?;
    let _ = (if rw.options().bool("use_aligned_alloc") {
        ::lowrite_core::builtins::ir::declare(
            &((if rw.options().bool("use_generic_alloc") {
                ::std::string::String::from("_mlir_memref_to_llvm_aligned_alloc")
            } else {
                ::std::string::String::from("aligned_alloc")
            })),
            &(::lowrite_core::builtins::types::llvm_func(
                &(::lowrite_core::ir::Type::ptr()),
                &vec![
                    ::lowrite_core::convert::located(::lowrite_core::builtins::types::int(rw
                    .options().int("index_bitwidth")), rw) ?,
                    ::lowrite_core::convert::located(::lowrite_core::builtins::types::int(rw
                    .options().int("index_bitwidth")), rw) ?
                ],
            )),
            rw,
        )?
    } else {
        ::lowrite_core::builtins::ir::declare(
            &((if rw.options().bool("use_generic_alloc") {
                ::std::string::String::from("_mlir_memref_to_llvm_alloc")
            } else {
                ::std::string::String::from("malloc")
            })),
            &(::lowrite_core::builtins::types::llvm_func(
                &(::lowrite_core::ir::Type::ptr()),
                &vec![
                    ::lowrite_core::convert::located(::lowrite_core::builtins::types::int(rw
                    .options().int("index_bitwidth")), rw) ?
                ],
            )),
            rw,
        )?
    });
    let b_p = (if rw.options().bool("use_aligned_alloc") {
        ::lowrite_core::convert::build_one(
            ::lowrite_core::ir::OpSpec::named("llvm.call")
                .operands(
                    vec![
                        b_align,
                        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.mul")
                        .operands(vec![::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.udiv")
                        .operands(vec![::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.add")
                        .operands(vec![b_bytes,
                        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.sub")
                        .operands(vec![b_align,
                        ::lowrite_core::builtins::values::index_value(::lowrite_core::convert::Ofr::Static(1i64),
                        rw) ?]), op, Some((false, Some(1usize))), rw,) ?]), op,
                        Some((false, Some(1usize))), rw,) ?, b_align]), op, Some((false,
                        Some(1usize))), rw,) ?, b_align]), op, Some((false,
                        Some(1usize))), rw,) ?
                    ],
                )
                .results(vec![::lowrite_core::ir::Type::ptr()])
                .attr_opt(
                    "callee",
                    ::lowrite_core::builtins::attrs::symbol(
                        &((if rw.options().bool("use_generic_alloc") {
                            ::std::string::String::from(
                                "_mlir_memref_to_llvm_aligned_alloc",
                            )
                        } else {
                            ::std::string::String::from("aligned_alloc")
                        })),
                    ),
                ),
            op,
            None,
            rw,
        )?
    } else {
        ::lowrite_core::convert::build_one(
            ::lowrite_core::ir::OpSpec::named("llvm.call")
                .operands(
                    vec![
                        (if ::lowrite_core::builtins::attrs::present((b_al.clone())
                        .as_ref()) {
                        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.add")
                        .operands(vec![b_bytes, b_align]), op, Some((false,
                        Some(1usize))), rw,) ? } else { b_bytes })
                    ],
                )
                .results(vec![::lowrite_core::ir::Type::ptr()])
                .attr_opt(
                    "callee",
                    ::lowrite_core::builtins::attrs::symbol(
                        &((if rw.options().bool("use_generic_alloc") {
                            ::std::string::String::from("_mlir_memref_to_llvm_alloc")
                        } else {
                            ::std::string::String::from("malloc")
                        })),
                    ),
                ),
            op,
            None,
            rw,
        )?
    });
    let b_aligned = (if ((::lowrite_core::builtins::attrs::present(
        (b_al.clone()).as_ref(),
    )) && ((!(rw.options().bool("use_aligned_alloc")))))
    {
        ::lowrite_core::convert::build_one(
            ::lowrite_core::ir::OpSpec::named("llvm.inttoptr")
                .operands(
                    vec![
                        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.mul")
                        .operands(vec![::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.udiv")
                        .operands(vec![::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.add")
                        .operands(vec![::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.ptrtoint")
                        .operands(vec![b_p])
                        .results(vec![::lowrite_core::convert::located(::lowrite_core::builtins::types::int(rw
                        .options().int("index_bitwidth")), rw) ?]), op, None, rw,) ?,
                        ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.sub")
                        .operands(vec![b_align,
                        ::lowrite_core::builtins::values::index_value(::lowrite_core::convert::Ofr::Static(1i64),
                        rw) ?]), op, Some((false, Some(1usize))), rw,) ?]), op,
                        Some((false, Some(1usize))), rw,) ?, b_align]), op, Some((false,
                        Some(1usize))), rw,) ?, b_align]), op, Some((false,
                        Some(1usize))), rw,) ?
                    ],
                )
                .results(vec![::lowrite_core::ir::Type::ptr()]),
            op,
            None,
            rw,
        )?
    } else {
        b_p
    });
    let _ = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.intr.memcpy")
            .operands(
                vec![
                    b_aligned, { let __v = rw.value(b_m) ?;
                    ::lowrite_core::builtins::values::extract(__v, & [1i64], rw) ? },
                    ::lowrite_core::convert::build_one(::lowrite_core::ir::OpSpec::named("llvm.mul")
                    .operands(vec![b_old_n, b_size]), op, Some((false, Some(1usize))),
                    rw,) ?
                ],
            )
            .attr_opt("isVolatile", ::lowrite_core::builtins::attrs::bool_attr(false)),
        op,
        None,
        rw,
    )?;
    let _ = ::lowrite_core::builtins::ir::declare(
        &((if rw.options().bool("use_generic_alloc") {
            ::std::string::String::from("_mlir_memref_to_llvm_free")
        } else {
            ::std::string::String::from("free")
        })),
        &(::lowrite_core::builtins::types::llvm_func(
            &(::lowrite_core::ir::Type::Void),
            &vec![::lowrite_core::ir::Type::ptr()],
        )),
        rw,
    )?;
    let _ = ::lowrite_core::convert::build(
        ::lowrite_core::ir::OpSpec::named("llvm.call")
            .operands(
                vec![
                    { let __v = rw.value(b_m) ?;
                    ::lowrite_core::builtins::values::extract(__v, & [0i64], rw) ? }
                ],
            )
            .results(Vec::<::lowrite_core::ir::Type>::new())
            .attr_opt(
                "callee",
                ::lowrite_core::builtins::attrs::symbol(
                    &((if rw.options().bool("use_generic_alloc") {
                        ::std::string::String::from("_mlir_memref_to_llvm_free")
                    } else {
                        ::std::string::String::from("free")
                    })),
                ),
            ),
        op,
        None,
        rw,
    )?;
    let _ = {
        let mut __operands = Vec::<::lowrite_core::ir::Value>::new();
        let mut __counts: Vec<usize> = Vec::new();
        let mut __succs: Vec<::lowrite_core::ir::BlockId> = Vec::new();
        let __b = b_join;
        let __a = vec![
            { let b_sizes__233 = { let mut __l = Vec::new(); __l.push(b_new_n); __l };
            ::lowrite_core::builtins::values::pack_ofrs(& ({ let __t = b_t.clone(); rw
            .convert_type(& __t) ? }), & ({ let mut __l = Vec::new(); __l
            .push(::lowrite_core::convert::Ofr::Dynamic(b_p)); __l
            .push(::lowrite_core::convert::Ofr::Dynamic(b_aligned)); __l
            .push(::lowrite_core::convert::Ofr::Static(0i64)); __l.extend(({ let mut __l
            = Vec::new(); for b_i__233 in
            ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
            ::lowrite_core::builtins::types::rank(& (b_t.clone()))), rw) ? { let b_i__233
            : i64 = b_i__233; __l
            .push(::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
            b_sizes__233.clone(), b_i__233.clone(), "value"), rw) ?); } __l })
            .into_iter().map(::lowrite_core::convert::Ofr::Dynamic).collect:: < Vec < _
            >> ()); __l.extend(({ let mut __l = Vec::new(); for b_i__233 in
            ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
            ::lowrite_core::builtins::types::rank(& (b_t.clone()))), rw) ? { let b_i__233
            : i64 = b_i__233; __l
            .push(::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
            { let mut __l = Vec::new(); __l
            .push(::lowrite_core::builtins::values::index_value(::lowrite_core::convert::Ofr::Static(1i64),
            rw) ?); __l }, b_i__233.clone(), "value"), rw) ?); } __l }).into_iter()
            .map(::lowrite_core::convert::Ofr::Dynamic).collect:: < Vec < _ >> ()); __l
            }), rw) ? }
        ];
        __counts.push(__a.len());
        __operands.extend(__a);
        __succs.push(__b);
        let __spec = ::lowrite_core::ir::OpSpec::named("llvm.br")
            .operands(__operands)
            .successors(__succs);
        let __new_op = rw.emit_branch(__spec, &__counts);
        rw.results(__new_op)
    };
    rw.set_insertion(b_keep);
    let _ = {
        let mut __operands = Vec::<::lowrite_core::ir::Value>::new();
        let mut __counts: Vec<usize> = Vec::new();
        let mut __succs: Vec<::lowrite_core::ir::BlockId> = Vec::new();
        let __b = b_join;
        let __a = vec![
            { let b_sizes__234 = { let mut __l = Vec::new(); __l.push(b_new_n); __l };
            ::lowrite_core::builtins::values::pack_ofrs(& ({ let __t = b_t.clone(); rw
            .convert_type(& __t) ? }), & ({ let mut __l = Vec::new(); __l
            .push(::lowrite_core::convert::Ofr::Dynamic({ let __v = rw.value(b_m) ?;
            ::lowrite_core::builtins::values::extract(__v, & [0i64], rw) ? })); __l
            .push(::lowrite_core::convert::Ofr::Dynamic({ let __v = rw.value(b_m) ?;
            ::lowrite_core::builtins::values::extract(__v, & [1i64], rw) ? })); __l
            .push(::lowrite_core::convert::Ofr::Static(0i64)); __l.extend(({ let mut __l
            = Vec::new(); for b_i__234 in
            ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
            ::lowrite_core::builtins::types::rank(& (b_t.clone()))), rw) ? { let b_i__234
            : i64 = b_i__234; __l
            .push(::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
            b_sizes__234.clone(), b_i__234.clone(), "value"), rw) ?); } __l })
            .into_iter().map(::lowrite_core::convert::Ofr::Dynamic).collect:: < Vec < _
            >> ()); __l.extend(({ let mut __l = Vec::new(); for b_i__234 in
            ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
            ::lowrite_core::builtins::types::rank(& (b_t.clone()))), rw) ? { let b_i__234
            : i64 = b_i__234; __l
            .push(::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
            { let mut __l = Vec::new(); __l
            .push(::lowrite_core::builtins::values::index_value(::lowrite_core::convert::Ofr::Static(1i64),
            rw) ?); __l }, b_i__234.clone(), "value"), rw) ?); } __l }).into_iter()
            .map(::lowrite_core::convert::Ofr::Dynamic).collect:: < Vec < _ >> ()); __l
            }), rw) ? }
        ];
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
/// `memref.view`: a contiguous row-major memref over a byte buffer: the allocated pointer kept,
/// the aligned one advanced by the byte shift, offset 0, sizes from the type and the operands,
/// the strides of the type (a dynamic one the product of the sizes inside it).
///
/// Rule at rules/memref.rules:709:
///
/// ```text
/// /// `memref.view`: a contiguous row-major memref over a byte buffer: the allocated pointer kept,
/// /// the aligned one advanced by the byte shift, offset 0, sizes from the type and the operands,
/// /// the strides of the type (a dynamic one the product of the sizes inside it).
/// rule memref.view(src, shift, ..dyn_sizes) -> (r) => {
///     let t = type(r);
///     yield view_desc(convert(t), src, shift,
///         [static_or(dim(t, d), nth(dyn_sizes, dyn_pos(t, d))) for d in 0..rank(t)],
///         [stride(t, d) for d in 0..rank(t)]);
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_memref_view_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_src, b_shift, ref b_dyn_sizes @ ..] = __op.operands[..] else {
        return Ok(false);
    };
    let b_dyn_sizes: Vec<::lowrite_core::ir::Value> = b_dyn_sizes.to_vec();
    let [b_r] = __op.results[..] else {
        return Ok(false);
    };
    let b_t = rw.source().value_type(b_r).clone();
    let __yielded = vec![
        ::lowrite_core::builtins::values::view_desc(& ({ let __t = b_t.clone(); rw
        .convert_type(& __t) ? }), rw.value(b_src) ?, rw.value(b_shift) ?, & ({ let mut
        __l = Vec::new(); for b_d in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
        ::lowrite_core::builtins::types::rank(& (b_t.clone()))), rw) ? { let b_d : i64 =
        b_d; __l
        .push(::lowrite_core::convert::static_or(::lowrite_core::builtins::layout::dim(&
        (b_t.clone()), b_d.clone()), rw, | rw |
        Ok(::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& rw
        .values(& b_dyn_sizes) ?, ::lowrite_core::builtins::layout::dyn_pos(& (b_t
        .clone()), b_d.clone()), "value"), rw) ?)) ?); } __l }), & ({ let mut __l =
        Vec::new(); for b_d in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(0i64,
        ::lowrite_core::builtins::types::rank(& (b_t.clone()))), rw) ? { let b_d : i64 =
        b_d; __l
        .push(::lowrite_core::convert::Ofr::Static(::lowrite_core::builtins::layout::stride(&
        (b_t.clone()), b_d.clone()))); } __l }), rw) ?
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// `memref.extract_strided_metadata`: a rank-0 memref on the same buffer, then the offset, the
/// sizes and the strides.
///
/// Rule at rules/memref.rules:718:
///
/// ```text
/// /// `memref.extract_strided_metadata`: a rank-0 memref on the same buffer, then the offset, the
/// /// sizes and the strides.
/// rule memref.extract_strided_metadata(src) -> (base, .._rest) => {
///     let t = type(src);
///     yield pack_ofrs(convert(type(base)), [desc.allocated(src), desc.aligned(src), 0]),
///           desc.offset(src), [desc.sizes(src, i) for i in 0..rank(t)],
///           [desc.strides(src, i) for i in 0..rank(t)];
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_memref_extract_strided_metadata_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __op: &::lowrite_core::ir::Operation = rw.source().op(op);
    let [b_src] = __op.operands[..] else {
        return Ok(false);
    };
    let [b_base, ref b__rest @ ..] = __op.results[..] else {
        return Ok(false);
    };
    let b__rest: Vec<::lowrite_core::ir::Value> = b__rest.to_vec();
    let b_t = rw.source().value_type(b_src).clone();
    let __yielded = {
        let mut __v: Vec<::lowrite_core::ir::Value> = Vec::new();
        __v.push(
            ::lowrite_core::builtins::values::pack_ofrs(
                &(rw.convert_type_of(b_base)?),
                &({
                    let mut __l = Vec::new();
                    __l.push(
                        ::lowrite_core::convert::Ofr::Dynamic({
                            let __v = rw.value(b_src)?;
                            ::lowrite_core::builtins::values::extract(__v, &[0i64], rw)?
                        }),
                    );
                    __l.push(
                        ::lowrite_core::convert::Ofr::Dynamic({
                            let __v = rw.value(b_src)?;
                            ::lowrite_core::builtins::values::extract(__v, &[1i64], rw)?
                        }),
                    );
                    __l.push(::lowrite_core::convert::Ofr::Static(0i64));
                    __l
                }),
                rw,
            )?,
        );
        __v.push({
            let __v = rw.value(b_src)?;
            ::lowrite_core::builtins::values::extract(__v, &[2i64], rw)?
        });
        __v.extend({
            let mut __l = Vec::new();
            for b_i in ::lowrite_core::convert::located(
                ::lowrite_core::convert::bounded_range(
                    0i64,
                    ::lowrite_core::builtins::types::rank(&(b_t.clone())),
                ),
                rw,
            )? {
                let b_i: i64 = b_i;
                __l.push({
                    let __v = rw.value(b_src)?;
                    let __i = (b_i.clone()) as i64;
                    ::lowrite_core::builtins::values::extract(__v, &[3i64, __i], rw)?
                });
            }
            __l
        });
        __v.extend({
            let mut __l = Vec::new();
            for b_i in ::lowrite_core::convert::located(
                ::lowrite_core::convert::bounded_range(
                    0i64,
                    ::lowrite_core::builtins::types::rank(&(b_t.clone())),
                ),
                rw,
            )? {
                let b_i: i64 = b_i;
                __l.push({
                    let __v = rw.value(b_src)?;
                    let __i = (b_i.clone()) as i64;
                    ::lowrite_core::builtins::values::extract(__v, &[4i64, __i], rw)?
                });
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
