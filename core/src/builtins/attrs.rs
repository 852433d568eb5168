//! Attribute builders and queries, symbols and strings.

use crate::convert::{Ofr, Rewriter};
use crate::ir::{Attribute, DenseValues, Type, DYNAMIC};
use std::sync::Arc;

/// `int_attr(n, T)`: the integer attribute `n : T`.
pub fn int_attr(n: i64, t: &Type) -> Option<Attribute> {
    Some(Attribute::int(n, t.clone()))
}

/// `type_attr(T)`: a type attribute.
pub fn type_attr(t: &Type) -> Option<Attribute> {
    Some(Attribute::Type(Type::shared(t.clone())))
}

/// `bool_attr(c)`: a `BoolAttr`.
pub fn bool_attr(c: bool) -> Option<Attribute> {
    Some(Attribute::Bool(c))
}

/// `no_attr()`: no attribute (the key is left out).
pub fn no_attr() -> Option<Attribute> {
    None
}

/// `present(a)`: whether an optional attribute is present.
pub fn present(a: Option<&Attribute>) -> bool {
    a.is_some()
}

/// `is_unit(a)`: whether `a` is the unit attribute.
pub fn is_unit(a: Option<&Attribute>) -> bool {
    matches!(a, Some(Attribute::Unit))
}

/// `is_true(a)`: whether `a` is the boolean `true`.
pub fn is_true(a: Option<&Attribute>) -> bool {
    matches!(a, Some(Attribute::Bool(true)))
}

/// `attr_elem(a, n)`: element `n` of an array attribute.
pub fn attr_elem(a: Option<&Attribute>, n: i64) -> Option<Attribute> {
    match a {
        Some(Attribute::Array(v)) => v.get(n as usize).cloned(),
        _ => None,
    }
}

/// `int_value(a)`: an integer attribute's value (the dynamic marker for anything else).
pub fn int_value(a: Option<&Attribute>) -> i64 {
    match a {
        Some(Attribute::Int { value, .. }) => *value,
        _ => DYNAMIC,
    }
}

/// `array_elem(a, n)`: element `n` of a dense integer array or elements attribute.
pub fn array_elem(a: Option<&Attribute>, n: i64) -> Result<i64, String> {
    let i = n as usize;
    let e = match a {
        Some(Attribute::DenseArray { values: DenseValues::Int(v), .. })
        | Some(Attribute::DenseElements { values: DenseValues::Int(v), .. }) => v.get(i).copied(),
        _ => None,
    };
    e.ok_or_else(|| format!("no integer at position {i} of the attribute"))
}

/// `case_of(a)`: the (first) case of an enum attribute (`add` of `#vector.kind<add>`).
pub fn case_of(a: Option<&Attribute>) -> String {
    match a {
        Some(Attribute::Enum { cases, .. }) => cases.first().cloned().unwrap_or_default(),
        Some(Attribute::Opaque(t)) => t
            .trim_end_matches('>')
            .rsplit(|c: char| c == '<' || c.is_whitespace())
            .next()
            .unwrap_or_default()
            .to_string(),
        _ => String::new(),
    }
}

/// `scalar_attr(a)`: the first element of a dense attribute as a scalar attribute (any other
/// attribute unchanged).
pub fn scalar_attr(a: Option<&Attribute>) -> Option<Attribute> {
    match a {
        Some(Attribute::DenseElements { ty, values, .. }) => {
            let e = match &**ty {
                Type::Tensor { elem, .. } | Type::Vector { elem, .. } => (**elem).clone(),
                other => other.clone(),
            };
            match values {
                DenseValues::Int(v) => v.first().map(|&value| Attribute::int(value, e)),
                DenseValues::Float(v) => {
                    v.first().map(|&value| Attribute::Float { value, ty: Type::shared(e) })
                }
            }
        }
        other => other.cloned(),
    }
}

/// The integers of `os`, or an error naming `what` when one is not static.
fn static_ints(os: &[Ofr], what: &str) -> Result<Vec<i64>, String> {
    crate::convert::static_ints(os.iter().copied())
        .ok_or_else(|| format!("{what} needs static integers"))
}

/// A dense `i32` array attribute.
fn i32_dense_array(values: Vec<i64>) -> Option<Attribute> {
    Some(Attribute::DenseArray {
        elem: Type::shared(Type::int(32)),
        values: DenseValues::Int(values),
    })
}

/// `i32_array_of(os)`: a dense `i32` array attribute of static integers.
pub fn i32_array_of(os: &[Ofr]) -> Result<Option<Attribute>, String> {
    Ok(i32_dense_array(static_ints(os, "i32_array_of")?))
}

/// `i32_array(n, ...)`: a dense `i32` array attribute of these integers.
pub fn i32_array(ns: &[i64]) -> Option<Attribute> {
    i32_dense_array(ns.to_vec())
}

/// `dense_of(T, os)`: a dense elements attribute of vector type `T` holding static integers.
pub fn dense_of(t: &Type, os: &[Ofr]) -> Result<Option<Attribute>, String> {
    Ok(Some(dense_ints(t.clone(), static_ints(os, "dense_of")?)))
}

/// `sum_of(os)`: the sum of static integers (0 for none).
pub fn sum_of(os: &[Ofr]) -> Result<i64, String> {
    let v = static_ints(os, "sum_of")?;
    v.iter().try_fold(0i64, |a, &n| a.checked_add(n)).ok_or_else(|| "sum_of overflows".into())
}

/// `product_of(os)`: the product of static integers (1 for none).
pub fn product_of(os: &[Ofr]) -> Result<i64, String> {
    let v = static_ints(os, "product_of")?;
    v.iter().try_fold(1i64, |a, &n| a.checked_mul(n)).ok_or_else(|| "product_of overflows".into())
}

/// One affine map query, or its error.
fn map_query(a: Option<&Attribute>, what: &str, n: i64) -> Result<i64, String> {
    affine_map_query(a, what, n).ok_or_else(|| format!("{what} needs an affine map of dimensions"))
}

/// `map_arity(a)`: the number of dimensions of an affine map of dimensions.
pub fn map_arity(a: Option<&Attribute>) -> Result<i64, String> {
    map_query(a, "map_arity", 0)
}

/// `map_pos(a, d)`: the result position naming dimension `d` (-1 when none does).
pub fn map_pos(a: Option<&Attribute>, d: i64) -> Result<i64, String> {
    map_query(a, "map_pos", d)
}

/// `map_dim(a, j)`: the dimension result `j` names (-1 past the end).
pub fn map_dim(a: Option<&Attribute>, j: i64) -> Result<i64, String> {
    map_query(a, "map_dim", j)
}

/// `minor_identity(a)`: whether an affine map selects the innermost dimensions in order.
pub fn minor_identity(a: Option<&Attribute>) -> bool {
    is_minor_identity(a)
}

/// `shift_arg_attrs(a, n)`: argument attributes `a` after `n` arguments without attributes.
pub fn shift_arg_attrs(a: Option<&Attribute>, n: i64) -> Option<Attribute> {
    match a {
        Some(Attribute::Array(ds)) => {
            let mut out: Vec<Attribute> = (0..n).map(|_| Attribute::Dict(Vec::new())).collect();
            out.extend(ds.iter().cloned());
            Some(Attribute::Array(out))
        }
        other => other.cloned(),
    }
}

/// `convert_attr(a)`: `a` with its index type converted.
pub fn convert_attr(
    a: Option<&Attribute>,
    rw: &mut Rewriter<'_>,
) -> crate::Result<Option<Attribute>> {
    a.map(|a| rw.convert_attr(a)).transpose()
}

/// `symbol(s)`: the flat symbol reference `@s`.
pub fn symbol(s: &str) -> Option<Attribute> {
    Some(Attribute::SymbolRef(vec![s.to_string()]))
}

/// `sym_name(a)`: the name a string or symbol reference attribute holds (`""` otherwise).
pub fn sym_name(a: Option<&Attribute>) -> String {
    match a {
        Some(Attribute::String(s)) => s.clone(),
        Some(Attribute::SymbolRef(p)) => p.join("::"),
        _ => String::new(),
    }
}

/// `text(a)`: the same as [`sym_name`], for string attributes.
pub fn text(a: Option<&Attribute>) -> String {
    sym_name(a)
}

/// `string_array(s)`: an array attribute holding the one string attribute `s` (an operand
/// bundle's tags, `["separate_storage"]`).
pub fn string_array(s: &str) -> Option<Attribute> {
    Some(Attribute::Array(vec![Attribute::String(s.to_string())]))
}

/// `concat(s, t)`: two strings joined.
pub fn concat(s: &str, t: &str) -> String {
    format!("{s}{t}")
}

/// `cstring(s)`: a NUL-terminated `i8` array attribute holding `s`'s bytes.
pub fn cstring(s: &str) -> Option<Attribute> {
    let mut bytes: Vec<i64> = s.bytes().map(i64::from).collect();
    bytes.push(0);
    Some(Attribute::DenseElements {
        ty: Type::shared(Type::Tensor {
            shape: Some(vec![bytes.len() as i64]),
            elem: Arc::new(Type::int(8)),
        }),
        splat: false,
        values: DenseValues::Int(bytes),
    })
}

/// `strlen(s)`: the length of `s` in bytes.
pub fn strlen(s: &str) -> i64 {
    s.len() as i64
}

/// An affine map attribute whose results are dimensions (`(d0, d1, d2) -> (d0, d2)`, as vector
/// transfers and contractions write them): its number of dimensions and, per result, the
/// dimension it names. `None` for anything else (constants, expressions, symbols).
pub fn affine_map_dims(a: Option<&Attribute>) -> Option<(usize, Vec<usize>)> {
    let Some(Attribute::Opaque(text)) = a else { return None };
    let body = text.strip_prefix("affine_map<")?.strip_suffix('>')?;
    let (dims, results) = body.split_once("->")?;
    let list = |s: &str| -> Option<Vec<String>> {
        let inner = s.trim().strip_prefix('(')?.strip_suffix(')')?;
        Some(inner.split(',').map(|x| x.trim().to_string()).filter(|x| !x.is_empty()).collect())
    };
    let (dims, results) = (list(dims)?, list(results)?);
    let results =
        results.iter().map(|r| dims.iter().position(|d| d == r)).collect::<Option<Vec<usize>>>()?;
    Some((dims.len(), results))
}

/// Whether `a` is an affine map `(d0, ..., dn-1) -> (dn-k, ..., dn-1)` with `k >= 1` results
/// (a minor identity: the innermost `k` dimensions, in order), as vector transfers write it.
pub fn is_minor_identity(a: Option<&Attribute>) -> bool {
    affine_map_dims(a).is_some_and(|(n, results)| {
        !results.is_empty()
            && results.len() <= n
            && results.iter().enumerate().all(|(i, &d)| d == n - results.len() + i)
    })
}

/// `map_arity(a)`, `map_pos(a, d)`, `map_dim(a, j)` of the rule language: the number of
/// dimensions of affine map `a`; the result position naming dimension `d` (-1 when none
/// does); the dimension result `j` names (-1 past the end). `None` when `a` is not such a map.
pub fn affine_map_query(a: Option<&Attribute>, what: &str, n: i64) -> Option<i64> {
    let (arity, results) = affine_map_dims(a)?;
    Some(match what {
        "map_arity" => arity as i64,
        "map_pos" => results.iter().position(|&d| d as i64 == n).map_or(-1, |p| p as i64),
        _ => usize::try_from(n).ok().and_then(|j| results.get(j)).map_or(-1, |&d| d as i64),
    })
}

/// A dense elements attribute of (vector) type `t` holding the integers `values` (`i1` ones as
/// 0 and 1).
pub fn dense_ints(t: Type, mut values: Vec<i64>) -> Attribute {
    // As MLIR's `DenseElementsAttr::get` stores one: equal elements as a splat.
    let splat = values.len() > 1 && values.windows(2).all(|w| w[0] == w[1]);
    if splat {
        values.truncate(1);
    }
    Attribute::DenseElements {
        ty: Type::shared(t),
        splat,
        values: crate::ir::DenseValues::Int(values),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn builders_and_queries() {
        let i = Attribute::i64(7);
        assert_eq!((int_value(Some(&i)), int_value(None)), (7, DYNAMIC));
        assert!(present(Some(&i)) && !present(no_attr().as_ref()));
        assert!(is_true(bool_attr(true).as_ref()) && !is_true(Some(&i)));
        let e = Attribute::enum_attr("vector.kind", &["add"]);
        assert_eq!(case_of(Some(&e)), "add");
        assert_eq!(case_of(Some(&Attribute::Opaque("#vector.kind<maxsi>".into()))), "maxsi");
        let arr = Attribute::Array(vec![i.clone()]);
        assert_eq!(attr_elem(Some(&arr), 0), Some(i.clone()));
        assert_eq!(attr_elem(Some(&arr), 1), None);
        assert_eq!(
            shift_arg_attrs(Some(&arr), 1),
            Some(Attribute::Array(vec![Attribute::Dict(vec![]), i]))
        );
        assert_eq!(sym_name(symbol("f").as_ref()), "f");
        assert_eq!((concat("a", "b"), strlen("abc")), ("ab".to_string(), 3));
        assert!(
            matches!(cstring("hi"), Some(Attribute::DenseElements { values: DenseValues::Int(v), .. }) if v == [104, 105, 0])
        );
    }

    #[test]
    fn static_integer_lists() {
        let os = [Ofr::Static(2), Ofr::Static(3)];
        assert_eq!(
            (sum_of(&os), product_of(&os), sum_of(&[]), product_of(&[])),
            (Ok(5), Ok(6), Ok(0), Ok(1))
        );
        assert!(product_of(&[Ofr::Static(i64::MAX), Ofr::Static(2)]).is_err());
        let dynamic = [Ofr::Dynamic(crate::ir::Value(0))];
        assert_eq!(sum_of(&dynamic), Err("sum_of needs static integers".into()));
        assert_eq!(i32_array_of(&os), Ok(i32_array(&[2, 3])));
        assert!(i32_array_of(&dynamic).is_err());
        assert_eq!(array_elem(i32_array(&[4, 5]).as_ref(), 1), Ok(5));
        assert!(array_elem(i32_array(&[4]).as_ref(), 1).is_err());
        assert!(map_arity(None).is_err());
        let m = Attribute::Opaque("affine_map<(d0, d1) -> (d1)>".into());
        assert_eq!(
            (map_arity(Some(&m)), map_pos(Some(&m), 1), map_dim(Some(&m), 0)),
            (Ok(2), Ok(0), Ok(1))
        );
        assert!(minor_identity(Some(&m)));
    }

    #[test]
    fn minor_identity_maps() {
        let map = |t: &str| is_minor_identity(Some(&crate::ir::Attribute::Opaque(t.to_string())));
        assert!(map("affine_map<(d0) -> (d0)>"));
        assert!(map("affine_map<(d0, d1, d2) -> (d1, d2)>"));
        assert!(!map("affine_map<(d0, d1) -> (d0)>"));
        assert!(!map("affine_map<(d0, d1) -> (d1, d0)>"));
        assert!(!map("affine_map<(d0, d1) -> (0)>"));
        assert!(!map("affine_map<(d0) -> ()>"));
        assert!(!is_minor_identity(None));
        let q = |t: &str, what: &str, n: i64| {
            affine_map_query(Some(&crate::ir::Attribute::Opaque(t.to_string())), what, n)
        };
        let matmul_b = "affine_map<(d0, d1, d2) -> (d2, d1)>";
        assert_eq!(q(matmul_b, "map_arity", 0), Some(3));
        assert_eq!(q(matmul_b, "map_pos", 1), Some(1));
        assert_eq!(q(matmul_b, "map_pos", 0), Some(-1));
        assert_eq!(q(matmul_b, "map_dim", 0), Some(2));
        assert_eq!(q(matmul_b, "map_dim", 5), Some(-1));
        assert_eq!(q("affine_map<(d0) -> (d0 + 1)>", "map_arity", 0), None);
    }
}
