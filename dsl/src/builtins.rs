//! The builtin functions of the rule language, each described once: its name, parameter and
//! result kinds, how it is evaluated, and its documentation.
//!
//! The checker checks calls against this table, the code generator emits calls to the Rust
//! functions it names (in `lowrite_core::builtins`, by topic), and the builtin reference of
//! `docs/rule-language.md` is generated from it ([`markdown`]). A test compiles a reference to
//! every function with the signature its kinds imply, so the table and the runtime cannot drift
//! apart.

use crate::sema::Kind;
use Kind::*;

/// How a builtin is evaluated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Form {
    /// Written in place by the code generator: it reads the rule's binders (source or target
    /// values), evaluates an argument lazily, or takes a kind-dependent shape.
    Special,
    /// Written in place, and reads or builds IR through the rewriter (op rules only).
    SpecialIr,
    /// `lowrite_core::builtins::PATH(args...) -> T`: computes, cannot fail.
    Pure(&'static str),
    /// `PATH(args...) -> Result<T, String>`: computes; its error is reported where the rule runs.
    Partial(&'static str),
    /// `PATH(args..., rw: &mut Rewriter) -> lowrite_core::Result<T>`: reads or builds IR, so
    /// only op rules (and boundary conversions) may call it.
    Rewriter(&'static str),
}

impl Form {
    /// The runtime function's path below `lowrite_core::builtins`, if it has one.
    pub fn path(self) -> Option<&'static str> {
        match self {
            Form::Special | Form::SpecialIr => None,
            Form::Pure(p) | Form::Partial(p) | Form::Rewriter(p) => Some(p),
        }
    }
}

/// One builtin function.
#[derive(Clone, Copy, Debug)]
pub struct Builtin {
    /// The name rules call it by.
    pub name: &'static str,
    /// Parameter kinds.
    pub params: &'static [Kind],
    /// The last parameter repeats (its arguments are passed to the runtime as one slice; list
    /// arguments splice).
    pub variadic: bool,
    /// Result kind.
    pub result: Kind,
    /// Whether the result is a type that is legal in the LLVM dialect when its type arguments
    /// are (used by the type-rule legality check).
    pub llvm_ctor: bool,
    /// How it is evaluated.
    pub form: Form,
    /// Its topic, a heading of the reference (and the runtime module of its function).
    pub topic: Topic,
    /// How the reference writes a call (`dim(T, n)`).
    pub call: &'static str,
    /// What it gives, for the reference.
    pub doc: &'static str,
}

impl Builtin {
    /// Whether it reads or builds IR through the rewriter, which only op rules have.
    pub fn needs_rewriter(&self) -> bool {
        matches!(self.form, Form::Rewriter(_) | Form::SpecialIr)
    }

    /// Whether a call may add to the IR (an op, a block, a region, a symbol): a call that
    /// needs the rewriter and is not one of [`READS_ONLY`]. Calls that only compute or read
    /// give the same result wherever and however often they are evaluated.
    pub fn builds_ir(&self) -> bool {
        self.needs_rewriter() && !READS_ONLY.contains(&self.name)
    }
}

/// The builtins that need the rewriter only to read: the source op, the values' types, the
/// body of a region.
pub const READS_ONLY: &[&str] = &[
    "type",
    "types",
    "const_index",
    "group",
    "args",
    "entry",
    "current_block",
    "module_body",
    "module_start",
    "body_op_name",
    "body_operands",
    "body_attr",
    "is_empty",
    "expand_types",
    "result_types",
];

impl Builtin {}

/// The topics of the reference, in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Topic {
    /// Type constructors and queries (`types`).
    Types,
    /// Shapes and layouts (`layout`).
    Layout,
    /// Attributes, symbols and strings (`attrs`).
    Attrs,
    /// Lists (`lists`).
    Lists,
    /// Values, aggregates and addresses (`values`).
    Values,
    /// Blocks, regions, calls and function boundaries (`ir`).
    Ir,
}

impl Topic {
    /// Every topic, in the order of the reference.
    pub const ALL: [Topic; 6] =
        [Topic::Types, Topic::Layout, Topic::Attrs, Topic::Lists, Topic::Values, Topic::Ir];

    /// The runtime module holding its functions.
    pub fn module(self) -> &'static str {
        match self {
            Topic::Types => "types",
            Topic::Layout => "layout",
            Topic::Attrs => "attrs",
            Topic::Lists => "lists",
            Topic::Values => "values",
            Topic::Ir => "ir",
        }
    }

    /// Its heading in the reference.
    pub fn title(self) -> &'static str {
        match self {
            Topic::Types => "Types",
            Topic::Layout => "Shapes and memory layouts",
            Topic::Attrs => "Attributes, symbols and strings",
            Topic::Lists => "Lists",
            Topic::Values => "Values, aggregates and addresses (op rules)",
            Topic::Ir => "Blocks, regions, calls and function boundaries (op rules)",
        }
    }
}

/// Looks up a builtin by name.
pub fn lookup(name: &str) -> Option<&'static Builtin> {
    lookup_index(name).map(|(b, _)| b)
}

/// The builtin named `name` and its position in [`BUILTINS`] (what the interpreter's dispatch
/// takes).
pub fn lookup_index(name: &str) -> Option<(&'static Builtin, usize)> {
    // Interpreted rules look builtins up where each call is first evaluated: by hash, not
    // through the list.
    static BY_NAME: std::sync::OnceLock<rustc_hash::FxHashMap<&str, usize>> =
        std::sync::OnceLock::new();
    let by_name =
        BY_NAME.get_or_init(|| BUILTINS.iter().enumerate().map(|(i, b)| (b.name, i)).collect());
    by_name.get(name).map(|&i| (&BUILTINS[i], i))
}

macro_rules! builtins {
    ($($topic:ident $name:literal ($($p:ident),*) $(.. $v:ident)? -> $r:ident $(+$ctor:ident)?, $form:expr, $call:literal, $doc:literal;)*) => {
        /// Every builtin, grouped by topic.
        pub static BUILTINS: &[Builtin] = &[$(Builtin {
            name: $name,
            params: &[$($p,)* $($v)?],
            variadic: builtins!(@variadic $($v)?),
            result: $r,
            llvm_ctor: builtins!(@ctor $($ctor)?),
            form: $form,
            topic: Topic::$topic,
            call: $call,
            doc: $doc,
        }),*];
    };
    (@variadic) => { false };
    (@variadic $v:ident) => { true };
    (@ctor) => { false };
    (@ctor $c:ident) => { true };
}

use Form::{Partial, Pure, Rewriter as Rw, Special, SpecialIr};

builtins! {
    Types "int" (Int) -> Type +llvm, Partial("types::int"), "int(n)", "the signless integer type of width `n` (1 to 16,777,215; other widths are an error where the rule runs)";
    Types "ptr" (Int) -> Type +llvm, Pure("types::ptr"), "ptr(n)", "the LLVM pointer type in address space `n`";
    Types "array" (Int, Type) -> Type +llvm, Pure("types::array"), "array(n, T)", "the LLVM array type of `n` elements `T`";
    Types "vector" (Int, Type) -> Type +llvm, Pure("types::vector"), "vector(n, T)", "the 1-D vector type of `n` elements `T`";
    Types "struct" () ..Type -> Type +llvm, Pure("types::struct_of"), "struct(T or Ts, ...)", "the literal LLVM struct of these fields (list arguments splice)";
    Types "packed_struct" () ..Type -> Type +llvm, Pure("types::packed_struct"), "packed_struct(T or Ts, ...)", "the same, packed";
    Types "identified_struct" (Str, Bool) ..Type -> Type +llvm, Pure("types::identified_struct"), "identified_struct(s, c, T or Ts, ...)", "the identified struct named `s` (packed when `c`) with those fields";
    Types "llvm_func" (Type) ..Type -> Type +llvm, Pure("types::llvm_func"), "llvm_func(R, T or Ts, ...)", "the LLVM function type returning `R`";
    Types "variadic" (Type) -> Type +llvm, Pure("types::variadic"), "variadic(T)", "the LLVM function type `T`, variadic";
    Types "convert" (Type) -> Type +llvm, Special, "convert(T)", "the converted type (of a list of types: the converted types)";
    Types "shaped_array" (Type) -> Type +llvm, Special, "shaped_array(T)", "the nested LLVM array type holding a shaped type's elements, converted";
    Types "type" (Value) -> Type, SpecialIr, "type(v)", "a value's type: the source type for a pattern binder, else the target type";
    Types "types" (Values) -> Types, SpecialIr, "types(vs)", "the values' types, as `type` does";
    Types "elem" (Type) -> Type, Pure("types::elem"), "elem(T)", "the element type of a shaped, complex or array type (other types unchanged)";
    Types "subvector" (Type) -> Type, Pure("types::subvector"), "subvector(T)", "an n-D vector type without its leading dimension (`vector<3x4xf32>` of `vector<2x3x4xf32>`)";
    Types "with_elem" (Type, Type) -> Type +llvm, Pure("types::with_elem"), "with_elem(T, E)", "a vector of `T`'s shape with elements `E`, or `E` when `T` is not a vector (`with_elem(t, i1)` for a comparison's result)";
    Types "fields" (Type) -> Types, Pure("types::fields"), "fields(T)", "a struct's field types (none when opaque)";
    Types "struct_name" (Type) -> Str, Pure("types::struct_name"), "struct_name(T)", "an identified struct's name (`\"\"` for a literal struct)";
    Types "is_packed" (Type) -> Bool, Pure("types::is_packed"), "is_packed(T)", "whether a struct is packed";
    Types "width" (Type) -> Int, Pure("types::width"), "width(T)", "the bit width of an integer or float type (of the elements, for a vector)";
    Types "rank" (Type) -> Int, Pure("types::rank"), "rank(T)", "the rank of a vector, memref or ranked tensor";
    Types "inputs" (Type) -> Types, Pure("types::inputs"), "inputs(T)", "a function type's inputs";
    Types "results" (Type) -> Types, Pure("types::results"), "results(T)", "a function type's results";
    Types "attr_type" (Attr) -> Type, Pure("types::attr_type"), "attr_type(a)", "the type a type attribute holds";

    Layout "dim" (Type, Int) -> Int, Pure("layout::dim"), "dim(T, n)", "a memref's or vector's static size of dimension `n` (else the dynamic marker)";
    Layout "stride" (Type, Int) -> Int, Pure("layout::stride"), "stride(T, n)", "a memref's static stride of dimension `n` (the row-major one for the identity layout; else the dynamic marker)";
    Layout "offset" (Type) -> Int, Pure("layout::offset"), "offset(T)", "a memref's static offset (else the dynamic marker)";
    Layout "elems" (Type, Int) -> Int, Pure("layout::elems"), "elems(T, n)", "the number of elements in dimensions `n..` of a fixed-size vector (`elems(T, 0)` all of them, `elems(T, rank(T))` 1)";
    Layout "dyn_pos" (Type, Int) -> Int, Pure("layout::dyn_pos"), "dyn_pos(T, n)", "how many dynamic sizes come before dimension `n` (index into `memref.alloc` operands)";
    Layout "memory_space" (Type) -> Str, Pure("layout::memory_space"), "memory_space(T)", "a memref's memory space attribute as MLIR prints it (empty without one)";
    Layout "address_space" (Type) -> Int, Pure("layout::address_space"), "address_space(T)", "the LLVM address space of a memref's memory space: 0 without one, the integer of an integer memory space, -1 for any other";
    Layout "apfloat_semantics" (Type) -> Int, Pure("layout::apfloat_semantics"), "apfloat_semantics(T)", "for a float type LLVM has no type for (`f8E4M3FN`, `f6E2M3FN`, `f4E2M1FN`...), the number LLVM's `APFloat` gives its format (what `printApFloat` takes); -1 for any other type";
    Layout "is_static" (Int) -> Bool, Pure("layout::is_static"), "is_static(n)", "`n` is not the dynamic marker";
    Layout "strided" (Type) -> Bool, Pure("layout::strided"), "strided(T)", "a memref with a layout in strided form";
    Layout "contiguous" (Type) -> Bool, Pure("layout::contiguous"), "contiguous(T)", "a memref whose elements are one contiguous run (the identity layout, or a static, non-empty shape laid out row-major where it matters), as upstream's `memref.copy` lowering tests it";
    Layout "identity" (Type) -> Bool, Pure("layout::identity"), "identity(T)", "a memref with the identity layout";
    Layout "static_identity" (Type) -> Bool, Pure("layout::static_identity"), "static_identity(T)", "a memref with the identity layout and a static shape";
    Layout "mixed" (Attr, Values) -> Ofrs, Partial("layout::mixed"), "mixed(a, vs)", "a static-or-dynamic list kept as a dense integer array attribute `a` (`static_sizes`) whose dynamic markers stand for the values `vs` in order (the operand group `sizes`)";
    Layout "dyn_before" (Attr, Int) -> Int, Pure("layout::dyn_before"), "dyn_before(a, n)", "how many dynamic markers come before position `n` of a dense integer array attribute";
    Layout "kept_dim" (Attr, Type, Int) -> Int, Partial("layout::kept_dim"), "kept_dim(a, T, k)", "the source dimension of result dimension `k` of a rank-reducing slice with sizes `a` (a dense array) and result type `T`: sizes are matched left to right against `T`'s shape, unmatched sizes of 1 dropped";
    Layout "group_first" (Attr, Int) -> Int, Partial("layout::group_first"), "group_first(a, n)", "the first dimension of group `n` of a reassociation attribute (groups of consecutive dimensions, `[[0, 1], [2]]`)";
    Layout "group_last" (Attr, Int) -> Int, Partial("layout::group_last"), "group_last(a, n)", "the last dimension of group `n` of a reassociation attribute";
    Layout "group_of" (Attr, Int) -> Int, Partial("layout::group_of"), "group_of(a, d)", "the group of a reassociation attribute holding dimension `d`";

    Attrs "int_attr" (Int, Type) -> Attr, Pure("attrs::int_attr"), "int_attr(n, T)", "the integer attribute `n : T`";
    Attrs "type_attr" (Type) -> Attr, Pure("attrs::type_attr"), "type_attr(T)", "a type attribute";
    Attrs "bool_attr" (Bool) -> Attr, Pure("attrs::bool_attr"), "bool_attr(c)", "a `BoolAttr`";
    Attrs "i32_array" () ..Int -> Attr, Pure("attrs::i32_array"), "i32_array(n, ...)", "a dense `i32` array attribute of these integers";
    Attrs "i32_array_of" (Ofrs) -> Attr, Partial("attrs::i32_array_of"), "i32_array_of(os)", "a dense `i32` array attribute of static integers (a shuffle mask)";
    Attrs "dense_of" (Type, Ofrs) -> Attr, Partial("attrs::dense_of"), "dense_of(T, os)", "a dense elements attribute of vector type `T` holding static integers (`vector.step`, constant masks)";
    Attrs "no_attr" () -> Attr, Pure("attrs::no_attr"), "no_attr()", "no attribute (the key is left out: `res_attrs = if c { ra } else { no_attr() }`)";
    Attrs "present" (Attr) -> Bool, Pure("attrs::present"), "present(a)", "whether an optional attribute is present";
    Attrs "is_unit" (Attr) -> Bool, Pure("attrs::is_unit"), "is_unit(a)", "whether an attribute is the unit attribute (`memref.global`'s `uninitialized`)";
    Attrs "is_true" (Attr) -> Bool, Pure("attrs::is_true"), "is_true(a)", "whether an attribute is the boolean `true`";
    Attrs "int_value" (Attr) -> Int, Pure("attrs::int_value"), "int_value(a)", "an integer attribute's value";
    Attrs "attr_elem" (Attr, Int) -> Attr, Pure("attrs::attr_elem"), "attr_elem(a, n)", "element `n` of an array attribute";
    Attrs "array_elem" (Attr, Int) -> Int, Partial("attrs::array_elem"), "array_elem(a, n)", "element `n` of a dense integer array attribute";
    Attrs "scalar_attr" (Attr) -> Attr, Pure("attrs::scalar_attr"), "scalar_attr(a)", "the first element of a dense attribute as a scalar attribute";
    Attrs "case_of" (Attr) -> Str, Pure("attrs::case_of"), "case_of(a)", "the (first) case of an enum attribute (`add` of `#vector.kind<add>`)";
    Attrs "sum_of" (Ofrs) -> Int, Partial("attrs::sum_of"), "sum_of(os)", "the sum of a list of static integers (0 for an empty list)";
    Attrs "product_of" (Ofrs) -> Int, Partial("attrs::product_of"), "product_of(os)", "the product of a list of static integers (1 for an empty list)";
    Attrs "map_arity" (Attr) -> Int, Partial("attrs::map_arity"), "map_arity(a)", "the number of dimensions of an affine map whose results are dimensions (`(d0, d1, d2) -> (d2, d1)`)";
    Attrs "map_pos" (Attr, Int) -> Int, Partial("attrs::map_pos"), "map_pos(a, d)", "of such a map: the result position naming dimension `d` (-1 when none)";
    Attrs "map_dim" (Attr, Int) -> Int, Partial("attrs::map_dim"), "map_dim(a, j)", "of such a map: the dimension result `j` names";
    Attrs "minor_identity" (Attr) -> Bool, Pure("attrs::minor_identity"), "minor_identity(a)", "whether an affine map attribute selects the innermost dimensions in order, `(d0, d1) -> (d1)` (a vector transfer's `permutation_map`)";
    Attrs "shift_arg_attrs" (Attr, Int) -> Attr, Pure("attrs::shift_arg_attrs"), "shift_arg_attrs(a, n)", "argument attributes `a` after `n` arguments without attributes";
    Attrs "symbol" (Str) -> Attr, Pure("attrs::symbol"), "symbol(s)", "the symbol reference `@s`";
    Attrs "sym_name" (Attr) -> Str, Pure("attrs::sym_name"), "sym_name(a)", "the name a symbol reference or string attribute holds";
    Attrs "text" (Attr) -> Str, Pure("attrs::text"), "text(a)", "a string attribute's text";
    Attrs "string_array" (Str) -> Attr, Pure("attrs::string_array"), "string_array(s)", "an array attribute holding the string attribute `s` (an operand bundle's tags)";
    Attrs "concat" (Str, Str) -> Str, Pure("attrs::concat"), "concat(s, s)", "two strings joined";
    Attrs "cstring" (Str) -> Attr, Pure("attrs::cstring"), "cstring(s)", "a NUL-terminated `i8` array attribute of the string's bytes";
    Attrs "strlen" (Str) -> Int, Pure("attrs::strlen"), "strlen(s)", "the string's length in bytes";
    Attrs "convert_attr" (Attr) -> Attr, Rw("attrs::convert_attr"), "convert_attr(a)", "the attribute with its type converted (index to the converted integer)";

    Lists "len" (Values) -> Int, Special, "len(list)", "a list's length";
    Lists "nth" (Values, Int) -> Value, Special, "nth(list, n)", "item `n` of a list (of values, types, static-or-dynamic integers, regions or blocks); past the end is an error";
    Lists "drop" (Values, Int) -> Values, Pure("lists::drop"), "drop(vs, n)", "all but the first `n` values";
    Lists "const_index" (Value) -> Int, SpecialIr, "const_index(v)", "the value of a source value defined by a constant op, else the dynamic marker";
    Lists "group" (Int) -> Values, SpecialIr, "group(n)", "operand group `n` of the source op (by its `operandSegmentSizes`), converted";

    Values "constant" (Int, Type) -> Value, Rw("values::constant"), "constant(n, T)", "`llvm.mlir.constant` of `n` (a float constant for a float type, a splat for a vector)";
    Values "poison" (Type) -> Value, Rw("values::poison"), "poison(T)", "`llvm.mlir.poison`";
    Values "extract" (Value) ..Int -> Value, SpecialIr, "extract(v, n, ...)", "`llvm.extractvalue` at a position (integers, and lists of static integers spliced)";
    Values "insert" (Value, Value) ..Int -> Value, SpecialIr, "insert(agg, v, n, ...)", "`llvm.insertvalue` at a position";
    Values "fill" (Type, Value) -> Value, Rw("values::fill"), "fill(T, v)", "a `T` holding `v` in every place of `v`'s type (each slice of nested arrays), or `v` when `T` is its type";
    Values "unpack" (Value) -> Values, Rw("values::unpack"), "unpack(v)", "all scalar leaves of an aggregate (depth first)";
    Values "pack" (Type) ..Value -> Value, Rw("values::pack"), "pack(T, vs...)", "an aggregate from its leaves";
    Values "pack_ofrs" (Type, Ofrs) -> Value, Rw("values::pack_ofrs"), "pack_ofrs(T, os)", "an aggregate from static-or-dynamic leaves, as upstream's descriptor setters fill one: `llvm.mlir.poison`, then each leaf in order, a static one made an `index` constant just before its `llvm.insertvalue`";
    Values "view_desc" (Type, Value, Value, Ofrs, Ofrs) -> Value, Rw("values::view_desc"), "view_desc(T, v, x, os, os)", "the descriptor of type `T` of a `memref.view` of byte buffer descriptor `v`, as upstream fills it: `llvm.mlir.poison`, `v`'s allocated pointer, its aligned pointer moved by `x` bytes, offset 0, then from the innermost dimension out each size and its stride (a dynamic stride the product of the next stride and size)";
    Values "permuted_desc" (Type, Value, Ofrs) -> Value, Rw("values::permuted_desc"), "permuted_desc(T, v, os)", "the descriptor of type `T` on the buffer of descriptor `v` whose dimension `k` is `v`'s dimension `os[k]` (static), as upstream's `memref.transpose` lowering fills it: `llvm.mlir.poison`, the pointers and offset, then each dimension's size and stride, each field extracted just before it is inserted";
    Values "desc_from" (Type, Value, Ofrs, Bool) -> Value, Rw("values::desc_from"), "desc_from(T, v, os, c)", "a memref descriptor of type `T` on the buffer of descriptor `v`, filled as upstream's lowerings fill one: `llvm.mlir.poison`, then `v`'s allocated and aligned pointers (each extracted just before its insert when `c`, else both extracted first), then the leaves `os` (offset, sizes, strides) in `pack_ofrs_paired`'s order";
    Values "pack_ofrs_paired" (Type, Ofrs) -> Value, Rw("values::pack_ofrs_paired"), "pack_ofrs_paired(T, os)", "the same, a struct's two neighbouring arrays of one length filled element by element together (`[3, 0]`, `[4, 0]`, `[3, 1]`...), as `MemRefDescriptor::fromStaticShape` sets sizes and strides";
    Values "pack_fields" (Type) ..Value -> Value, Rw("values::pack_fields"), "pack_fields(T, vs...)", "a struct or array from one value per top-level field";
    Values "vector_of" (Type) ..Value -> Value, Rw("values::vector_of"), "vector_of(T, vs...)", "a 1-D vector of type `T` from its elements: `llvm.mlir.poison`, then one `llvm.insertelement` each";
    Values "from_scalars" (Type) ..Value -> Value, Rw("values::from_scalars"), "from_scalars(T, vs...)", "a value of source vector type `T` from its elements in row-major order, row by row (`vector_of` each row, then `pack`)";
    Values "element" (Value, Type, Int) -> Value, Rw("values::element"), "element(v, T, k)", "element `k` (row-major) of `v`, a value of source vector type `T`: its row, then `llvm.extractelement`";
    Values "spill" (Value) -> Value, Rw("values::spill"), "spill(v)", "`v` stored in a new stack slot; the slot's pointer";
    Values "static_or" (Int, Value) -> Ofr, SpecialIr, "static_or(n, v)", "`n` unless it is the dynamic marker, else `v` (evaluated only then)";
    Values "value_of" (Ofr, Type) -> Value, Rw("values::value_of"), "value_of(o, T)", "a static-or-dynamic integer as a value (a constant when static)";
    Values "index_value" (Ofr) -> Value, Rw("values::index_value"), "index_value(o)", "a static-or-dynamic integer as a value of the converted `index` type: `llvm.mlir.constant(n : index)` when static (the index-typed constant upstream's memref lowerings make), else the value";
    Values "row_major" (Ofrs) -> Values, Rw("values::row_major"), "row_major(os)", "the sizes `os` of a new memref with the identity layout as values, then its row-major strides, then its number of elements (`2n + 1` values), made as upstream's `getMemRefDescriptorSizes` makes them: an `index` constant per static size, then the strides from the innermost dimension out (a constant 1, a size while the product so far is 1, a running `llvm.mul` once a size is dynamic, else a constant)";
    Values "sizes_product" (Value, Int) -> Value, Rw("values::sizes_product"), "sizes_product(v, n)", "the number of elements of a memref of rank `n` with descriptor `v`, counted as upstream's copy lowering counts it: `llvm.mlir.constant(1 : index)` multiplied by each size in turn, each read just before its `llvm.mul`";
    Values "shuffle_lanes" (Value, Value, Attr, Type, Int) -> Value, Rw("values::shuffle_lanes"), "shuffle_lanes(a, b, m, T, n)", "`vector.shuffle` of `a` (leading dimension `n`) and `b` by mask `m` as a value of converted type `T`, built as upstream builds one whose operands differ in type: `llvm.mlir.poison`, then each mask entry's lane (at an `index` constant) or slice taken from `a`, or from `b` past `n`, and inserted in turn";
    Values "all_of" (Values) -> Value, Rw("values::all_of"), "all_of(vs)", "the conjunction of `i1` values (of `i1` vectors, lane by lane): `llvm.and` of each with the conjunction of those before it, the value itself when alone";
    Values "product" (Ofrs, Type) -> Ofr, Rw("values::product"), "product(os, T)", "the folded product of static-or-dynamic integers";
    Values "linearize" (Ofr, Ofrs, Ofrs, Bool) -> Ofr, Rw("values::linearize"), "linearize(o, os, os, c)", "`offset + sum(idx[i] * strides[i])`, static parts folded, unit strides not multiplied, a zero offset not added; when `c`, the arithmetic is marked `nsw, nuw` (an in-bounds address)";
    Values "strided_index" (Value, Ofrs, Ofrs, Bool) -> Ofr, Rw("values::strided_index"), "strided_index(v, os, os, c)", "`sum(idx[i] * strides[i])` for a memref with descriptor `v`, as upstream's `getStridedElementPtr` computes it: each term made and added in turn, a dynamic stride (the dynamic marker) read from the descriptor just before its multiplication, a unit stride not multiplied; `nsw, nuw` arithmetic when `c`";
    Values "gep" (Value, Type, Ofr, Bool) -> Value, Rw("values::gep"), "gep(v, T, o, c)", "`llvm.getelementptr v[o]` over `T` (`inbounds|nuw` when `c`), or `v` itself when `o` is statically 0";

    Ir "block" () ..Type -> Block, Rw("ir::block"), "block(T, Ts, v or vs, ...)", "a new block in the current region, arguments typed like the given types or values; the blocks a rule makes go in order before the block that followed the insertion block when the rule began (so a nested construct's blocks come before its parent's continuation, as upstream inlines regions)";
    Ir "last_block" () ..Type -> Block, Rw("ir::last_block"), "last_block(T, ...)", "`block`, put at the end of the current region instead (where upstream's `createBlock` puts `cf.assert`'s failure block)";
    Ir "args" (Block) -> Values, Rw("ir::args"), "args(b)", "a block's arguments";
    Ir "region" () ..Type -> Region, Rw("ir::region"), "region(...)", "a new detached region with an entry block (argument types as for `block`)";
    Ir "entry" (Region) -> Block, Rw("ir::entry"), "entry(r)", "a region's entry block";
    Ir "empty_region" () -> Region, Rw("ir::empty_region"), "empty_region()", "a region with no block";
    Ir "module_body" () -> Block, Rw("ir::module_body"), "module_body()", "the module's top-level block (`at ^top;` to add functions and globals)";
    Ir "module_start" () -> Block, Rw("ir::module_start"), "module_start()", "where ops go that belong at the module's top (`at ^top;` for a global a rule adds for its own use, such as a string): each is put ahead of the module's ops, newest first, when the top-level op being converted is done, where upstream's lowerings put them (`declare` puts declarations there too)";
    Ir "current_block" () -> Block, Rw("ir::current_block"), "current_block()", "the block ops are emitted into now (to come back to after `at`)";
    Ir "inline" (Region) ..Value -> Values, Rw("ir::inline"), "inline(r, vs...)", "converts the ops of single-block source region `r` at the insertion point, its arguments standing for `vs`; the converted operands of its terminator";
    Ir "switch" (Value, Ofrs, Block, Blocks) -> Values, Rw("ir::switch"), "switch(v, os, b, bs)", "`llvm.switch` on integer `v`: to block `bs[i]` when `v` is `os[i]` (static integers), else to block `b`; no block takes operands; no values";
    Ir "inline_blocks" (Region, Block) -> Values, Rw("ir::inline_blocks"), "inline_blocks(r, b)", "inlines the blocks of source region `r` (any number) into the current region, before block `b` (as upstream's `inlineRegionBefore`): a branch to its entry, and each terminator without successors that is not an LLVM op (its `yield`) a branch to block `b` with its operands; no values";
    Ir "inline_scope" (Region, Block, Value) -> Values, Rw("ir::inline_scope"), "inline_scope(r, b, v)", "`inline_blocks(r, b)`, with `llvm.intr.stackrestore(v)` just before each branch to `b` (a `memref.alloca_scope` leaving its scope); no values";
    Ir "function_body" (Region) -> Region, Rw("ir::function_body"), "function_body(r)", "a source region converted as a function body (entry arguments in boundary form, see `boundary`)";
    Ir "convert_region" (Region) -> Region, Rw("ir::convert_region"), "convert_region(r)", "a source region converted with the same block signatures";
    Ir "terminator_regions" (Region) -> Regions, Rw("ir::terminator_regions"), "terminator_regions(r)", "the regions of the terminator of single-block source region `r` (an `scf.reduce`'s combining regions)";
    Ir "body_op_name" (Region) -> Str, Rw("ir::body_op_name"), "body_op_name(r)", "the name of the first op of single-block source region `r` (the op a `vector.mask` masks)";
    Ir "body_operands" (Region) -> Values, Rw("ir::body_operands"), "body_operands(r)", "that op's operands, converted (they must be defined outside `r`)";
    Ir "body_attr" (Region, Str) -> Attr, Rw("ir::body_attr"), "body_attr(r, s)", "that op's attribute named `s`";
    Ir "is_empty" (Region) -> Bool, Rw("ir::is_empty"), "is_empty(r)", "a source region without blocks (an external function)";
    Ir "call" (Attr, Type, Values) -> Values, Rw("ir::call"), "call(a, T, vs)", "`llvm.call @a(vs)` returning `T` (no result for `void`)";
    Ir "declare" (Str, Type) -> Values, Rw("ir::declare"), "declare(s, T)", "makes sure a function `s` of LLVM function type `T` exists (a source function of that name, or an external declaration added once, at the module's top as `module_start()` puts ops there); no values";
    Ir "unique_symbol" (Str) -> Str, Rw("ir::unique_symbol"), "unique_symbol(s)", "a symbol name no symbol has yet (`s`, else `s_0`, `s_1`...)";
    Ir "retarget" (Str) -> Values, SpecialIr, "retarget(s)", "the source op again as op `s` (same structure, e.g. `cf.switch` as `llvm.switch`): operands and types converted, attributes kept, successors mapped";
    Ir "fail" (Str) -> Values, Rw("ir::fail"), "fail(s)", "stops with the error `s` at the op (with a note naming the rule)";
    Ir "expand" (Values) -> Values, SpecialIr, "expand(vs)", "call operands in boundary form";
    Ir "expand_types" (Types) -> Types, Rw("ir::expand_types"), "expand_types(Ts)", "argument types in boundary form";
    Ir "result_types" (Types) -> Types, Rw("ir::result_types"), "result_types(Ts)", "result types in boundary form";
    Ir "results_out" (Values) -> Values, SpecialIr, "results_out(vs)", "returned values to boundary form";
    Ir "results_in" (Values, Types) -> Values, Rw("ir::results_in"), "results_in(vs, Ts)", "call results in boundary form back to converted values";
    Ir "collapse" (Values, Types) -> Values, Rw("ir::collapse"), "collapse(vs, Ts)", "boundary-form values back to one converted value per source type";
    Ir "boundary_arg_attrs" (Attr, Types) -> Attr, Rw("ir::boundary_arg_attrs"), "boundary_arg_attrs(a, Ts)", "argument attributes `a` (one dictionary per source argument of types `Ts`) for the boundary-form arguments: kept for one that crosses as one value, empty for the values of an expanded one";
}

/// The kind as the reference names it.
fn kind_word(k: Kind) -> &'static str {
    match k {
        Value => "value",
        Values => "values",
        Type => "type",
        Types => "types",
        Attr => "attribute",
        Int => "int",
        Bool => "bool",
        Str => "string",
        Block => "block",
        Region => "region",
        Regions => "regions",
        Blocks => "blocks",
        Ofr => "static-or-dynamic",
        Ofrs => "static-or-dynamic list",
        Unknown => "",
    }
}

/// The builtin reference of `docs/rule-language.md`: one table per topic.
pub fn markdown() -> String {
    let mut out = String::new();
    for topic in Topic::ALL {
        out.push_str(&format!(
            "#### {}\n\n| function | kind | gives |\n|---|---|---|\n",
            topic.title()
        ));
        for b in BUILTINS.iter().filter(|b| b.topic == topic) {
            let doc = b.doc.replace('|', "\\|");
            out.push_str(&format!("| `{}` | {} | {} |\n", b.call, kind_word(b.result), doc));
        }
        out.push('\n');
    }
    out.pop();
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_unique_and_paths_match_topics() {
        for (i, b) in BUILTINS.iter().enumerate() {
            assert!(BUILTINS[..i].iter().all(|o| o.name != b.name), "'{}' twice", b.name);
            assert!(lookup(b.name).is_some_and(|found| std::ptr::eq(found, b)), "{}", b.name);
            assert!(b.call.starts_with(&format!("{}(", b.name)), "{}: {}", b.name, b.call);
            if let Some(p) = b.form.path() {
                assert_eq!(p.split("::").next(), Some(b.topic.module()), "{}", b.name);
            }
            assert!(
                !b.variadic || !b.params.is_empty(),
                "{}: variadic without a parameter",
                b.name
            );
        }
        assert!(lookup("no_such_builtin").is_none() && lookup("").is_none());
    }
}
