/// Rules compiled from `rules/common.rules` by lowrite-dsl.
pub static RULES: ::lowrite_core::convert::RuleSet = ::lowrite_core::convert::RuleSet {
    name: "rules/common.rules",
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
