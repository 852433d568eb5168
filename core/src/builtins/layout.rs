//! Shapes and memory layouts of memref and vector types, and the attributes that describe
//! slices of them. The dynamic marker ([`DYNAMIC`]) stands for what is not known statically.

use crate::convert::Ofr;
use crate::ir::{Attribute, DenseValues, Type, Value, DYNAMIC};

/// `dim(T, n)`: the static size of dimension `n` of a memref or vector.
pub fn dim(t: &Type, n: i64) -> i64 {
    let i = n as usize;
    match t {
        Type::MemRef { shape, .. } => shape.get(i).copied().unwrap_or(DYNAMIC),
        Type::Vector { shape, .. } => shape.get(i).map_or(DYNAMIC, |&d| d as i64),
        _ => DYNAMIC,
    }
}

/// `elems(T, n)`: the number of elements in dimensions `n..` of a fixed-size vector.
pub fn elems(t: &Type, n: i64) -> i64 {
    match t {
        Type::Vector { shape, .. } => shape
            .iter()
            .skip(n.max(0) as usize)
            .try_fold(1i64, |acc, &d| acc.checked_mul(d as i64))
            .unwrap_or(DYNAMIC),
        _ => DYNAMIC,
    }
}

/// `stride(T, n)`: the static stride of dimension `n` of a strided memref.
pub fn stride(t: &Type, n: i64) -> i64 {
    let i = n as usize;
    t.strides_and_offset().and_then(|(s, _)| s.get(i).copied()).unwrap_or(DYNAMIC)
}

/// `offset(T)`: the static offset of a strided memref.
pub fn offset(t: &Type) -> i64 {
    t.strides_and_offset().map_or(DYNAMIC, |(_, o)| o)
}

/// `strided(T)`: whether a memref's layout is in strided form.
pub fn strided(t: &Type) -> bool {
    t.strides_and_offset().is_some()
}

/// `identity(T)`: whether `t` is a memref with the identity layout.
pub fn identity(t: &Type) -> bool {
    matches!(t, Type::MemRef { layout: crate::ir::Layout::Identity, .. })
}

/// `contiguous(T)`: whether a memref's elements are one contiguous run of memory that a
/// `memcpy` may copy, as upstream's `memref.copy` lowering decides it: the identity layout, or a
/// static shape with elements whose layout is row-major where it matters (unit innermost
/// strides, then outer dimensions of size 1 with any stride), at any offset.
pub fn contiguous(t: &Type) -> bool {
    let Type::MemRef { shape, .. } = t else { return false };
    if identity(t) {
        return true;
    }
    if shape.contains(&DYNAMIC) || shape.contains(&0) {
        return false;
    }
    let Some((strides, _)) = t.strides_and_offset() else { return false };
    let mut running = 1i64;
    let mut dim = strides.len();
    while dim > 0 && strides[dim - 1] == running {
        running = running.saturating_mul(shape[dim - 1]);
        dim -= 1;
    }
    shape[..dim].iter().all(|&d| d == 1)
}

/// `static_identity(T)`: a memref with the identity layout and a static shape.
pub fn static_identity(t: &Type) -> bool {
    matches!(t, Type::MemRef { shape, layout: crate::ir::Layout::Identity, .. }
        if !shape.contains(&DYNAMIC))
}

/// `is_static(n)`: whether `n` is not the dynamic marker.
pub fn is_static(n: i64) -> bool {
    n != DYNAMIC
}

/// `dyn_pos(T, n)`: how many dynamic sizes of memref `t` come before dimension `n`.
pub fn dyn_pos(t: &Type, n: i64) -> i64 {
    match t {
        Type::MemRef { shape, .. } => {
            shape.iter().take(n as usize).filter(|&&d| d == DYNAMIC).count() as i64
        }
        _ => 0,
    }
}

/// `dyn_before(a, n)`: how many dynamic markers come before position `n` of a dense integer
/// array attribute.
pub fn dyn_before(a: Option<&Attribute>, n: i64) -> i64 {
    match a {
        Some(Attribute::DenseArray { values: DenseValues::Int(v), .. }) => {
            v.iter().take(n as usize).filter(|&&d| d == DYNAMIC).count() as i64
        }
        _ => 0,
    }
}

/// `memory_space(T)`: a memref's memory space attribute as MLIR prints it (`1`,
/// `#gpu.address_space<workgroup>`), empty without one.
pub fn memory_space(t: &Type) -> String {
    match t {
        Type::MemRef { memory_space, .. } | Type::UnrankedMemRef { memory_space, .. } => {
            memory_space.clone().unwrap_or_default()
        }
        _ => String::new(),
    }
}

/// `address_space(T)`: the LLVM address space of a memref's memory space.
pub fn address_space(t: &Type) -> i64 {
    t.address_space()
}

/// `apfloat_semantics(T)`: the number LLVM's `APFloat` gives a small float format.
pub fn apfloat_semantics(t: &Type) -> i64 {
    t.apfloat_semantics()
}

/// `kept_dim(a, T, k)`: the source dimension of result dimension `k` of a rank-reducing slice
/// with sizes `a` and result type `t`.
pub fn kept_dim(a: Option<&Attribute>, t: &Type, k: i64) -> Result<i64, String> {
    let sizes: &[i64] = match a {
        Some(Attribute::DenseArray { values: DenseValues::Int(v), .. }) => v,
        _ => &[],
    };
    let shape: &[i64] = match t {
        Type::MemRef { shape, .. } => shape,
        _ => &[],
    };
    kept_dims(sizes, shape)
        .and_then(|kept| kept.get(k as usize).copied())
        .map(|d| d as i64)
        .ok_or_else(|| {
            "the result shape does not follow from the sizes by dropping unit dimensions".into()
        })
}

/// The groups of a reassociation attribute (`[[0, 1], [2]]`).
fn groups(a: Option<&Attribute>) -> Vec<Vec<i64>> {
    let Some(Attribute::Array(gs)) = a else { return Vec::new() };
    gs.iter()
        .map(|g| match g {
            Attribute::Array(ds) => ds
                .iter()
                .filter_map(|d| match d {
                    Attribute::Int { value, .. } => Some(*value),
                    _ => None,
                })
                .collect(),
            _ => Vec::new(),
        })
        .collect()
}

/// The answer of a reassociation query, or its error.
fn group_answer(v: Option<i64>) -> Result<i64, String> {
    v.ok_or_else(|| "malformed reassociation attribute".to_string())
}

/// `group_first(a, n)`: the first dimension of group `n` of a reassociation attribute.
pub fn group_first(a: Option<&Attribute>, n: i64) -> Result<i64, String> {
    group_answer(groups(a).get(n as usize).and_then(|g| g.first().copied()))
}

/// `group_last(a, n)`: the last dimension of group `n` of a reassociation attribute.
pub fn group_last(a: Option<&Attribute>, n: i64) -> Result<i64, String> {
    group_answer(groups(a).get(n as usize).and_then(|g| g.last().copied()))
}

/// `group_of(a, d)`: the group of a reassociation attribute holding dimension `d`.
pub fn group_of(a: Option<&Attribute>, d: i64) -> Result<i64, String> {
    group_answer(groups(a).iter().position(|g| g.contains(&d)).map(|g| g as i64))
}

/// `mixed(a, vs)`: the static-or-dynamic list an op keeps as a dense integer array attribute
/// (`static_sizes`) whose dynamic markers stand for its operands `vs` in order (`sizes`).
pub fn mixed(a: Option<&Attribute>, vs: &[Value]) -> Result<Vec<Ofr>, String> {
    let Some(Attribute::DenseArray { values: DenseValues::Int(statics), .. }) = a else {
        return Err("mixed: the first argument is not a dense integer array attribute".into());
    };
    let mut dynamic = vs.iter();
    let out: Option<Vec<Ofr>> = (statics.iter())
        .map(|&n| {
            if n == DYNAMIC {
                dynamic.next().map(|&v| Ofr::Dynamic(v))
            } else {
                Some(Ofr::Static(n))
            }
        })
        .collect();
    match out {
        Some(out) if dynamic.next().is_none() => Ok(out),
        _ => Err(format!(
            "mixed: {} dynamic entries in the attribute, {} values",
            statics.iter().filter(|&&n| n == DYNAMIC).count(),
            vs.len()
        )),
    }
}

/// The dimensions of a rank-reducing slice that remain: `sizes` (the slice's sizes, dynamic ones
/// marked) are matched left to right against `shape` (the result's), and a size of 1 that does
/// not match is dropped. `None` when the shape does not follow from the sizes that way.
pub fn kept_dims(sizes: &[i64], shape: &[i64]) -> Option<Vec<usize>> {
    let mut kept = Vec::with_capacity(shape.len());
    let mut next = 0;
    for (i, &s) in sizes.iter().enumerate() {
        let remaining_dims = sizes.len() - i;
        let remaining_shape = shape.len() - next;
        if next < shape.len() && (s == shape[next] || remaining_dims == remaining_shape) {
            kept.push(i);
            next += 1;
        } else if s != 1 {
            return None;
        }
    }
    (next == shape.len()).then_some(kept)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::Layout;
    use std::sync::Arc;

    fn memref(shape: &[i64]) -> Type {
        Type::MemRef {
            shape: shape.to_vec(),
            elem: Arc::new(Type::int(8)),
            layout: Layout::Identity,
            memory_space: None,
        }
    }

    #[test]
    fn shapes_and_layouts() {
        let m = memref(&[2, DYNAMIC, 4]);
        assert_eq!((dim(&m, 0), dim(&m, 1), dim(&m, 9)), (2, DYNAMIC, DYNAMIC));
        assert_eq!((dyn_pos(&m, 1), dyn_pos(&m, 3)), (0, 1));
        assert!(identity(&m) && !static_identity(&m) && static_identity(&memref(&[2, 4])));
        assert_eq!((stride(&memref(&[2, 4]), 0), offset(&memref(&[2, 4]))), (4, 0));
        assert!(is_static(0) && !is_static(DYNAMIC));
        let v = Type::Vector {
            shape: vec![2, 3],
            scalable: vec![false; 2],
            elem: Arc::new(Type::int(1)),
        };
        assert_eq!((elems(&v, 0), elems(&v, 1), elems(&v, 2)), (6, 3, 1));
    }

    #[test]
    fn contiguous_memrefs_are_those_upstream_copies_with_memcpy() {
        let strided = |shape: &[i64], strides: &[i64], offset: i64| Type::MemRef {
            shape: shape.to_vec(),
            elem: Arc::new(Type::int(32)),
            layout: Layout::Strided { strides: strides.to_vec(), offset },
            memory_space: None,
        };
        // The identity layout, whatever the shape; a static row-major one at any offset.
        assert!(contiguous(&memref(&[DYNAMIC, 4])) && contiguous(&memref(&[0])));
        assert!(contiguous(&strided(&[2, 3], &[3, 1], DYNAMIC)));
        // Outer dimensions of size 1 may have any stride; a rank-0 memref is one element.
        assert!(contiguous(&strided(&[1, 2], &[4, 1], DYNAMIC)));
        assert!(contiguous(&strided(&[], &[], 1)));
        // A gap between rows, a dynamic size, no elements: a copy loop instead.
        assert!(!contiguous(&strided(&[2, 1], &[2, 1], DYNAMIC)));
        assert!(!contiguous(&strided(&[DYNAMIC, 1], &[1, 1], 0)));
        assert!(!contiguous(&strided(&[0, 2], &[2, 1], 0)));
        assert!(!contiguous(&Type::int(32)));
    }

    #[test]
    fn slices_and_reassociations() {
        let sizes = Attribute::DenseArray {
            elem: Type::shared(Type::int(64)),
            values: DenseValues::Int(vec![1, DYNAMIC, 4]),
        };
        assert_eq!(dyn_before(Some(&sizes), 2), 1);
        assert_eq!(kept_dim(Some(&sizes), &memref(&[DYNAMIC, 4]), 1), Ok(2));
        assert!(kept_dim(Some(&sizes), &memref(&[7]), 0).is_err());
        let g = |ds: &[i64]| Attribute::Array(ds.iter().map(|&d| Attribute::i64(d)).collect());
        let re = Attribute::Array(vec![g(&[0, 1]), g(&[2])]);
        assert_eq!(group_first(Some(&re), 0), Ok(0));
        assert_eq!(group_last(Some(&re), 0), Ok(1));
        assert_eq!(group_of(Some(&re), 2), Ok(1));
        assert!(group_of(Some(&re), 5).is_err() && group_first(None, 0).is_err());
    }

    #[test]
    fn mixed_lists_take_the_values_for_the_markers_in_order() {
        let (a, b) = (Value(7), Value(9));
        assert_eq!(
            mixed(Some(&sizes()), &[a]),
            Ok(vec![Ofr::Static(1), Ofr::Dynamic(a), Ofr::Static(4)])
        );
        assert!(mixed(Some(&sizes()), &[]).is_err());
        assert!(mixed(Some(&sizes()), &[a, b]).is_err());
        assert!(mixed(None, &[a]).is_err());
    }

    fn sizes() -> Attribute {
        Attribute::DenseArray {
            elem: Type::shared(Type::int(64)),
            values: DenseValues::Int(vec![1, DYNAMIC, 4]),
        }
    }

    #[test]
    fn rank_reduction_drops_unmatched_unit_sizes() {
        assert_eq!(kept_dims(&[4, 1], &[4]), Some(vec![0]));
        assert_eq!(kept_dims(&[1, 1, 4], &[1, 4]), Some(vec![0, 2]));
        assert_eq!(kept_dims(&[1, DYNAMIC, 1], &[DYNAMIC]), Some(vec![1]));
        assert_eq!(kept_dims(&[2, 3], &[2, 3]), Some(vec![0, 1]));
        assert_eq!(kept_dims(&[2, 3], &[3]), None);
        assert_eq!(kept_dims(&[1, 1], &[]), Some(vec![]));
    }
}
