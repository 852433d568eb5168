//! Attributes, modelled as far as lowering and translation need them; everything else is kept
//! as [`Attribute::Opaque`] text and printed back unchanged.

use super::types::{write_quoted, FloatKind, SmallFloat, Type};
use std::fmt::{self, Write};
use std::sync::Arc;

/// Elements of a dense elements attribute, flattened in row-major order (a complex element is
/// two consecutive values, its real and imaginary parts).
#[derive(Clone, Debug, PartialEq)]
pub enum DenseValues {
    /// Integer elements (sign-extended to 64 bits), also used for `i1` (0 or 1).
    Int(Vec<i64>),
    /// Float elements.
    Float(Vec<f64>),
}

impl DenseValues {
    /// Number of stored elements (1 for a splat).
    pub fn len(&self) -> usize {
        match self {
            DenseValues::Int(v) => v.len(),
            DenseValues::Float(v) => v.len(),
        }
    }

    /// Whether no element is stored.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// An attribute value.
#[derive(Clone, Debug, PartialEq)]
pub enum Attribute {
    /// `unit`.
    Unit,
    /// `true` / `false`.
    Bool(bool),
    /// `V : T` for an integer or index type `T`.
    Int {
        /// The value, sign-extended.
        value: i64,
        /// Its type, shared as in every variant ([`Type::shared`]): a type is large, and a
        /// module's attributes are many and of few types.
        ty: Arc<Type>,
    },
    /// `V : T` for a float type `T`.
    Float {
        /// The value (exact for every format up to f64).
        value: f64,
        /// Its type.
        ty: Arc<Type>,
    },
    /// A string attribute.
    String(String),
    /// `@root::@nested...`.
    SymbolRef(Vec<String>),
    /// `[a, b, ...]`.
    Array(Vec<Attribute>),
    /// `{name = value, ...}`.
    Dict(Vec<(String, Attribute)>),
    /// A type used as an attribute.
    Type(Arc<Type>),
    /// `array<T: ...>`: a dense array of integers (incl. `i1`) or floats.
    DenseArray {
        /// Element type.
        elem: Arc<Type>,
        /// The elements.
        values: DenseValues,
    },
    /// `dense<...> : T` for a vector or tensor type `T`; a splat holds a single element.
    DenseElements {
        /// The shaped type.
        ty: Arc<Type>,
        /// Whether one element stands for all.
        splat: bool,
        /// The elements.
        values: DenseValues,
    },
    /// A dialect enum or flag attribute `#dialect.name<case, case>` (`#llvm.linkage<internal>`,
    /// `#arith.overflow<nsw, nuw>`, `#llvm.fastmath<fast>`...).
    Enum {
        /// `dialect.name`, e.g. `llvm.linkage`.
        kind: String,
        /// The listed cases (empty prints as `none`).
        cases: Vec<String>,
    },
    /// Anything else, as MLIR spells it.
    Opaque(String),
}

impl Attribute {
    /// A float attribute of a format LLVM lacks (`1.5 : f8E4M3FN`, or dense elements of one)
    /// as the integer attribute of its bit patterns, which is what an LLVM-dialect constant of
    /// such a value holds. `None` for other attributes; an error for a value the format cannot
    /// hold.
    pub fn small_float_bits(&self) -> Option<Result<Attribute, String>> {
        let bits = |k: SmallFloat, v: f64| {
            k.encode(v).map(|b| b as i64).ok_or_else(|| format!("{v} is not a {} value", k.name()))
        };
        match self {
            Attribute::Float { value, ty } => match **ty {
                Type::Float(FloatKind::Small(k)) => {
                    Some(bits(k, *value).map(|b| Attribute::int(b, Type::int(k.width()))))
                }
                _ => None,
            },
            Attribute::DenseElements { ty, splat, values: DenseValues::Float(vs) } => {
                let (Type::Vector { elem, .. } | Type::Tensor { elem, .. }) = &**ty else {
                    return None;
                };
                let Type::Float(FloatKind::Small(k)) = **elem else { return None };
                let ints = vs.iter().map(|&v| bits(k, v)).collect::<Result<Vec<_>, _>>();
                Some(ints.map(|ints| Attribute::DenseElements {
                    ty: Type::shared(ty.with_element(Type::int(k.width()))),
                    splat: *splat,
                    values: DenseValues::Int(ints),
                }))
            }
            _ => None,
        }
    }

    /// `value : ty` integer attribute.
    pub fn int(value: i64, ty: Type) -> Attribute {
        Attribute::Int { value, ty: Type::shared(ty) }
    }

    /// `value : i64`.
    pub fn i64(value: i64) -> Attribute {
        Attribute::int(value, Type::int(64))
    }

    /// `array<i64: values>`, a dense array of `i64`s.
    pub fn dense_i64(values: Vec<i64>) -> Attribute {
        Attribute::DenseArray {
            elem: Type::shared(Type::int(64)),
            values: DenseValues::Int(values),
        }
    }

    /// `array<i32: values>`, a dense array of `i32`s (operand segment sizes, GEP indices).
    pub fn dense_i32(values: Vec<i64>) -> Attribute {
        Attribute::DenseArray {
            elem: Type::shared(Type::int(32)),
            values: DenseValues::Int(values),
        }
    }

    /// A flat symbol reference `@name`.
    pub fn symbol(name: impl Into<String>) -> Attribute {
        Attribute::SymbolRef(vec![name.into()])
    }

    /// A dialect enum attribute.
    pub fn enum_attr(kind: &str, cases: &[&str]) -> Attribute {
        Attribute::Enum { kind: kind.into(), cases: cases.iter().map(|s| s.to_string()).collect() }
    }

    /// Integer value of an `Int` or `Bool` attribute.
    pub fn as_int(&self) -> Option<i64> {
        match self {
            Attribute::Int { value, .. } => Some(*value),
            Attribute::Bool(b) => Some(*b as i64),
            _ => None,
        }
    }

    /// String value of a `String` attribute.
    pub fn as_str(&self) -> Option<&str> {
        match self {
            Attribute::String(s) => Some(s),
            _ => None,
        }
    }

    /// Leaf name of a symbol reference.
    pub fn as_symbol(&self) -> Option<&str> {
        match self {
            Attribute::SymbolRef(path) => path.last().map(String::as_str),
            _ => None,
        }
    }

    /// The type of a `Type` attribute.
    pub fn as_type(&self) -> Option<&Type> {
        match self {
            Attribute::Type(t) => Some(t),
            _ => None,
        }
    }

    /// Cases of an enum attribute of the given kind (`llvm.linkage`).
    pub fn enum_cases(&self, kind: &str) -> Option<&[String]> {
        match self {
            Attribute::Enum { kind: k, cases } if k == kind => Some(cases),
            _ => None,
        }
    }

    /// The cases of an enum attribute of kind `dialect.name`, in either shape MLIR prints them:
    /// `#dialect.name<a, b>` ([`Attribute::Enum`]) or `#dialect<name a>` (kept as text, as the
    /// index dialect's `#index<cmp_predicate slt>`).
    pub fn enum_cases_any(&self, kind: &str) -> Option<Vec<String>> {
        if let Some(c) = self.enum_cases(kind) {
            return Some(c.to_vec());
        }
        // An enum MLIR stores as an integer (`kind = 1 : i64` of `arith.atomic_rmw`).
        if let Attribute::Int { value, .. } = self {
            return int_enum_case(kind, *value).map(|c| vec![c.to_string()]);
        }
        let Attribute::Opaque(text) = self else { return None };
        let (dialect, name) = kind.split_once('.')?;
        let inner = text.strip_prefix('#')?.strip_prefix(dialect)?.strip_prefix('<')?;
        let inner = inner.strip_suffix('>')?.trim().strip_prefix(name)?;
        if !inner.starts_with(char::is_whitespace) {
            return None;
        }
        Some(inner.split(',').map(|c| c.trim().to_string()).filter(|c| !c.is_empty()).collect())
    }

    /// Parses `#dialect.name<a, b>` (the shape MLIR prints enum and flag attributes in).
    pub fn parse_enum(text: &str) -> Option<Attribute> {
        let rest = text.strip_prefix('#')?;
        let open = rest.find('<')?;
        let kind = &rest[..open];
        let inner = rest[open + 1..].strip_suffix('>')?;
        let ident = |s: &str| {
            !s.is_empty() && s.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.')
        };
        if !ident(kind) || !kind.contains('.') {
            return None;
        }
        let mut cases = Vec::new();
        for c in inner.split(',').map(str::trim) {
            if !ident(c) || c.starts_with(|ch: char| ch.is_ascii_digit()) {
                return None;
            }
            if c != "none" {
                cases.push(c.to_string());
            }
        }
        Some(Attribute::Enum { kind: kind.to_string(), cases })
    }
}

fn is_bare_identifier(s: &str) -> bool {
    let mut chars = s.chars();
    matches!(chars.next(), Some(c) if c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '$' | '.' | '-'))
}

/// Writes a symbol name (`@foo` or `@"needs quotes"`).
pub(crate) fn write_symbol(f: &mut impl Write, name: &str) -> fmt::Result {
    f.write_char('@')?;
    if is_bare_identifier(name) {
        f.write_str(name)
    } else {
        write_quoted(f, name.as_bytes())
    }
}

/// Writes an attribute-dictionary key (bare identifier or quoted string).
pub(crate) fn write_key(f: &mut impl Write, name: &str) -> fmt::Result {
    if is_bare_identifier(name) {
        f.write_str(name)
    } else {
        write_quoted(f, name.as_bytes())
    }
}

/// Writes a float literal that MLIR parses back to exactly `v` in format `kind`.
pub(crate) fn write_float(f: &mut impl Write, v: f64, kind: Option<FloatKind>) -> fmt::Result {
    if let Some(text) = v.is_finite().then(|| super::float_text::mlir_decimal(v, kind)).flatten() {
        f.write_str(&text)
    } else {
        // Non-finite values, and values whose decimal form MLIR finds ambiguous, are written
        // as their bit pattern in the target format.
        match kind {
            Some(FloatKind::F32) => write!(f, "0x{:08X}", (v as f32).to_bits()),
            Some(FloatKind::F16) => write!(f, "0x{:04X}", ieee_bits(v, 5, 10)),
            Some(FloatKind::BF16) => write!(f, "0x{:04X}", ieee_bits(v, 8, 7)),
            Some(FloatKind::Small(k)) => match k.encode(v) {
                Some(bits) => write!(f, "0x{bits:02X}"),
                None => write!(f, "0x{:016X}", v.to_bits()),
            },
            _ => write!(f, "0x{:016X}", v.to_bits()),
        }
    }
}

/// Bit pattern of `v` (a value of the format, or non-finite) in a small IEEE format.
fn ieee_bits(v: f64, exp_bits: u32, mant_bits: u32) -> u64 {
    let sign = (v.is_sign_negative() as u64) << (exp_bits + mant_bits);
    let exp_max = (1u64 << exp_bits) - 1;
    if !v.is_finite() {
        let mant = if v.is_nan() { 1u64 << (mant_bits - 1) } else { 0 };
        return sign | (exp_max << mant_bits) | mant;
    }
    let a = v.abs();
    if a == 0.0 {
        return sign;
    }
    let bias = (exp_max >> 1) as i32;
    let e = (a.log2().floor() as i32).max(1 - bias);
    let frac = a / 2f64.powi(e - mant_bits as i32);
    let frac = frac as u64;
    if e == 1 - bias && frac < 1 << mant_bits {
        return sign | frac;
    }
    sign | (((e + bias) as u64) << mant_bits) | (frac & ((1 << mant_bits) - 1))
}

fn float_kind(t: &Type) -> Option<FloatKind> {
    match t.scalar() {
        Type::Float(k) => Some(*k),
        Type::Tensor { elem, .. } => float_kind(elem),
        _ => None,
    }
}

fn shape_of(t: &Type) -> Vec<u64> {
    match t {
        Type::Vector { shape, .. } => shape.clone(),
        Type::Tensor { shape: Some(s), .. } => s.iter().map(|&d| d.max(0) as u64).collect(),
        _ => vec![],
    }
}

fn elem_of(t: &Type) -> &Type {
    match t {
        Type::Vector { elem, .. } | Type::Tensor { elem, .. } => elem,
        t => t,
    }
}

/// Element `i` of dense `values` whose elements are of type `elem`, as MLIR prints it.
pub(crate) fn write_dense_elem(
    f: &mut impl Write,
    values: &DenseValues,
    i: usize,
    elem: &Type,
) -> fmt::Result {
    if let Type::Complex(part) = elem {
        // The real and imaginary parts are consecutive values.
        f.write_char('(')?;
        write_dense_elem(f, values, 2 * i, part)?;
        f.write_char(',')?;
        write_dense_elem(f, values, 2 * i + 1, part)?;
        return f.write_char(')');
    }
    match values {
        DenseValues::Int(v) if elem == &Type::i1() => {
            f.write_str(if v[i] != 0 { "true" } else { "false" })
        }
        DenseValues::Int(v) => f.write_str(itoa::Buffer::new().format(v[i])),
        DenseValues::Float(v) => write_float(f, v[i], float_kind(elem)),
    }
}

fn write_nested_dense(
    f: &mut impl Write,
    values: &DenseValues,
    shape: &[u64],
    start: usize,
    elem: &Type,
) -> fmt::Result {
    match shape.split_first() {
        None => write_dense_elem(f, values, start, elem),
        Some((&n, rest)) => {
            let stride: u64 = rest.iter().product();
            f.write_char('[')?;
            for k in 0..n {
                if k > 0 {
                    f.write_str(", ")?;
                }
                write_nested_dense(f, values, rest, start + (k * stride) as usize, elem)?;
            }
            f.write_char(']')
        }
    }
}

impl fmt::Display for Attribute {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Attribute::Unit => f.write_str("unit"),
            Attribute::Bool(b) => write!(f, "{b}"),
            Attribute::Int { value, ty } if **ty == Type::i1() => {
                f.write_str(if *value != 0 { "true" } else { "false" })
            }
            Attribute::Int { value, ty } => write!(f, "{value} : {ty}"),
            Attribute::Float { value, ty } => {
                write_float(f, *value, float_kind(ty))?;
                write!(f, " : {ty}")
            }
            Attribute::String(s) => write_quoted(f, s.as_bytes()),
            Attribute::SymbolRef(path) => {
                for (i, p) in path.iter().enumerate() {
                    if i > 0 {
                        f.write_str("::")?;
                    }
                    write_symbol(f, p)?;
                }
                Ok(())
            }
            Attribute::Array(items) => {
                f.write_char('[')?;
                for (i, a) in items.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    // Elements print as MLIR prints them with `AttrTypeElision::May`: an `i64`
                    // integer without its type (`[[0, 1]]`), and an `f64` float written in
                    // decimal (`[1.500000e+00]`; one written as its bits keeps its type).
                    match a {
                        Attribute::Int { value, ty } if **ty == Type::int(64) => {
                            write!(f, "{value}")?
                        }
                        Attribute::Float { value, ty } if **ty == Type::Float(FloatKind::F64) => {
                            let mut text = String::new();
                            write_float(&mut text, *value, Some(FloatKind::F64))?;
                            f.write_str(&text)?;
                            if text.starts_with("0x") {
                                f.write_str(" : f64")?;
                            }
                        }
                        a => write!(f, "{a}")?,
                    }
                }
                f.write_char(']')
            }
            Attribute::Dict(entries) => write_dict(f, entries),
            Attribute::Type(t) => write!(f, "{t}"),
            Attribute::DenseArray { elem, values } => {
                write!(f, "array<{elem}")?;
                for i in 0..values.len() {
                    f.write_str(if i == 0 { ": " } else { ", " })?;
                    write_dense_elem(f, values, i, elem)?;
                }
                f.write_char('>')
            }
            Attribute::DenseElements { ty, splat, values } => {
                f.write_str("dense<")?;
                if *splat {
                    write_dense_elem(f, values, 0, elem_of(ty))?;
                } else {
                    write_nested_dense(f, values, &shape_of(ty), 0, elem_of(ty))?;
                }
                write!(f, "> : {ty}")
            }
            Attribute::Enum { kind, cases } => {
                write!(f, "#{kind}<")?;
                if cases.is_empty() {
                    f.write_str("none")?;
                }
                // `arith.fastmath` (which math and complex ops use too) separates its flags
                // with a bare comma; MLIR's other enums with `, `.
                let sep = if kind == "arith.fastmath" { "," } else { ", " };
                for (i, c) in canonical_cases(kind, cases).iter().enumerate() {
                    if i > 0 {
                        f.write_str(sep)?;
                    }
                    f.write_str(c)?;
                }
                f.write_char('>')
            }
            Attribute::Opaque(s) => f.write_str(s),
        }
    }
}

/// An enum of MLIR's dialects from `data/attr_table.txt`: its cases in ODS order, and their
/// integer values when MLIR stores the enum as an integer.
struct EnumKind {
    cases: Vec<&'static str>,
    values: Option<Vec<i64>>,
}

/// The enums of `data/attr_table.txt` by kind (`llvm.fastmath`), parsed once.
fn enum_kinds() -> &'static std::collections::HashMap<&'static str, EnumKind> {
    use std::sync::OnceLock;
    static TABLE: OnceLock<std::collections::HashMap<&'static str, EnumKind>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut table = std::collections::HashMap::new();
        for line in include_str!("../../../data/attr_table.txt").lines() {
            let mut fields = line.split(' ');
            let kind = fields.next().unwrap_or_default();
            let rest: Vec<&str> = fields.collect();
            let field = |name: &str| rest.iter().find_map(|f| f.strip_prefix(name));
            if let Some(cases) = field("cases=") {
                let values = field("values=")
                    .map(|v| v.split(',').map(|v| v.parse().unwrap_or(i64::MIN)).collect());
                table.insert(kind, EnumKind { cases: cases.split(',').collect(), values });
            }
        }
        table
    })
}

/// The cases of an enum attribute of MLIR's dialects in the order MLIR prints them (the order
/// of its ODS definition), with every flag of a fastmath set written as `fast`.
fn canonical_cases<'c>(kind: &str, cases: &'c [String]) -> Vec<&'c str> {
    let mut out: Vec<&str> = cases.iter().map(String::as_str).collect();
    let Some(known) = enum_kinds().get(kind).map(|k| &k.cases) else { return out };
    if out.len() > 1 {
        out.sort_by_key(|c| known.iter().position(|k| k == c).unwrap_or(usize::MAX));
        out.dedup();
    }
    // A fastmath set of every flag prints as `fast` (the cases between `none` and `fast`).
    if kind.ends_with(".fastmath") && known.last() == Some(&"fast") {
        let flags = &known[1..known.len() - 1];
        if flags.iter().all(|f| out.contains(f)) {
            out.retain(|c| !flags.contains(c));
        }
    }
    out
}

/// The case of value `value` of an enum MLIR stores as an integer.
fn int_enum_case(kind: &str, value: i64) -> Option<&'static str> {
    let k = enum_kinds().get(kind)?;
    let at = k.values.as_ref()?.iter().position(|v| *v == value)?;
    k.cases.get(at).copied()
}

/// Writes `{a = 1 : i32, unit_attr}`.
pub(crate) fn write_dict<'a>(
    f: &mut impl Write,
    entries: impl IntoIterator<Item = &'a (String, Attribute)>,
) -> fmt::Result {
    f.write_char('{')?;
    for (i, (k, v)) in entries.into_iter().enumerate() {
        if i > 0 {
            f.write_str(", ")?;
        }
        write_key(f, k)?;
        if *v != Attribute::Unit {
            write!(f, " = {v}")?;
        }
    }
    f.write_char('}')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prints_attributes() {
        let f32t = Type::Float(FloatKind::F32);
        assert_eq!(
            Attribute::Float { value: f64::from(1e30f32), ty: Type::shared(f32t.clone()) }
                .to_string(),
            "1.000000e+30 : f32"
        );
        assert_eq!(
            Attribute::Float { value: f64::NAN, ty: Type::shared(f32t.clone()) }.to_string(),
            "0x7FC00000 : f32"
        );
        assert_eq!(
            Attribute::Float {
                value: f64::NEG_INFINITY,
                ty: Type::shared(Type::Float(FloatKind::F16))
            }
            .to_string(),
            "0xFC00 : f16"
        );
        let d = Attribute::DenseElements {
            ty: Type::shared(Type::Tensor {
                shape: Some(vec![2, 2]),
                elem: std::sync::Arc::new(Type::int(32)),
            }),
            splat: false,
            values: DenseValues::Int(vec![1, 2, 3, 4]),
        };
        assert_eq!(d.to_string(), "dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>");
        let a = Attribute::DenseArray {
            elem: Type::shared(Type::i1()),
            values: DenseValues::Int(vec![1, 0]),
        };
        assert_eq!(a.to_string(), "array<i1: true, false>");
        let dict = Attribute::Dict(vec![
            ("sym_name".into(), Attribute::String("a\"b".into())),
            ("llvm.emit_c_interface".into(), Attribute::Unit),
        ]);
        assert_eq!(dict.to_string(), r#"{sym_name = "a\22b", llvm.emit_c_interface}"#);
        assert_eq!(Attribute::symbol("x y").to_string(), r#"@"x y""#);
        // In arrays, `f64` floats written in decimal elide their type, as `i64` integers do.
        let f64t = Type::Float(FloatKind::F64);
        let floats = Attribute::Array(vec![
            Attribute::Float { value: 1.5, ty: Type::shared(f64t.clone()) },
            Attribute::Float { value: f64::INFINITY, ty: Type::shared(f64t) },
            Attribute::Float { value: 2.0, ty: Type::shared(f32t) },
        ]);
        assert_eq!(
            floats.to_string(),
            "[1.500000e+00, 0x7FF0000000000000 : f64, 2.000000e+00 : f32]"
        );
    }

    #[test]
    fn parses_enum_attributes() {
        assert_eq!(
            Attribute::parse_enum("#llvm.overflow<nsw, nuw>"),
            Some(Attribute::enum_attr("llvm.overflow", &["nsw", "nuw"]))
        );
        assert_eq!(
            Attribute::parse_enum("#arith.fastmath<none>"),
            Some(Attribute::enum_attr("arith.fastmath", &[]))
        );
        assert_eq!(
            Attribute::parse_enum("#llvm.linkage<internal>").unwrap().to_string(),
            "#llvm.linkage<internal>"
        );
        // Flags of `arith.fastmath` are separated by a bare comma, as MLIR prints them.
        let fm = Attribute::enum_attr("arith.fastmath", &["ninf", "nnan"]);
        assert_eq!(fm.to_string(), "#arith.fastmath<nnan,ninf>");
        let of = Attribute::enum_attr("arith.overflow", &["nuw", "nsw"]);
        assert_eq!(of.to_string(), "#arith.overflow<nsw, nuw>");
        assert_eq!(Attribute::parse_enum("#map<(d0) -> (d0)>"), None);
        assert_eq!(Attribute::parse_enum("#llvm.di_file<\"a\" in \"b\">"), None);
    }
}
