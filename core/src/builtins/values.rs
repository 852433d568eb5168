//! Values: constants, aggregates and vectors built and taken apart, and address arithmetic.
//! The conversion driver uses the same functions (descriptors, function boundaries).

use crate::convert::{leaves, Ofr, Rewriter};
use crate::error::Result;
use crate::ir::{Attribute, Location, OpSpec, Type, Value};

/// `constant(n, T)`: `llvm.mlir.constant` of `n` (a float or a splat where `t` says so).
pub fn constant(n: i64, t: &Type, rw: &mut Rewriter<'_>) -> Result<Value> {
    Ok(rw.constant_int(n, t.clone()))
}

/// `spill(v)`: `v` stored in a new stack slot (`llvm.alloca` of one element, `llvm.store`);
/// the slot's pointer.
pub fn spill(v: Value, rw: &mut Rewriter<'_>) -> Result<Value> {
    let t = rw.target().value_type(v).clone();
    // One element: an `index` attribute on an `i64` constant whatever the index width, as
    // upstream's `promoteOneMemRefDescriptor` counts it.
    let spec = OpSpec::new("llvm.mlir.constant", Location::Unknown)
        .attr("value", Attribute::int(1, Type::Index))
        .results([Type::int(64)]);
    let op = rw.emit(spec);
    let one = rw.results(op)[0];
    let op = rw.emit(
        OpSpec::new("llvm.alloca", Location::Unknown)
            .operands([one])
            .attr("elem_type", Attribute::Type(Type::shared(t)))
            .results([Type::ptr()]),
    );
    let p = rw.target().result(op, 0);
    rw.emit(OpSpec::new("llvm.store", Location::Unknown).operands([v, p]));
    Ok(p)
}

/// The value of a statically known integer (positions of aggregates must be static).
pub fn static_of(x: Ofr, rw: &Rewriter<'_>) -> Result<i64> {
    match x {
        Ofr::Static(i) => Ok(i),
        Ofr::Dynamic(_) => Err(rw.located("a position in an aggregate must be static")),
    }
}

/// Emits `llvm.extractvalue` of `agg` at `path`.
pub fn extract(agg: Value, path: &[i64], rw: &mut Rewriter<'_>) -> Result<Value> {
    let ty = rw.dst.value_type(agg).clone();
    let Some(elem) = path_type(&ty, path) else {
        return Err(rw.located(format!("no element at {path:?} in '{ty}'")));
    };
    let op = rw.emit(
        OpSpec::new("llvm.extractvalue", Location::Unknown)
            .operands([agg])
            .attr("position", Attribute::dense_i64(path.to_vec()))
            .results([elem]),
    );
    Ok(rw.dst.result(op, 0))
}

/// Emits `llvm.insertvalue` of `v` into `agg` at `path`.
pub fn insert(agg: Value, v: Value, path: &[i64], rw: &mut Rewriter<'_>) -> Result<Value> {
    let ty = rw.dst.value_type(agg).clone();
    if path_type(&ty, path).as_ref() != Some(rw.dst.value_type(v)) {
        return Err(rw.located(format!(
            "cannot insert a '{}' at {path:?} into '{ty}'",
            rw.dst.value_type(v)
        )));
    }
    let op = rw.emit(
        OpSpec::new("llvm.insertvalue", Location::Unknown)
            .operands([agg, v])
            .attr("position", Attribute::dense_i64(path.to_vec()))
            .results([ty]),
    );
    Ok(rw.dst.result(op, 0))
}

/// A value of type `t` holding `v` in every place of `v`'s type (nested arrays and structs,
/// depth first); `v` itself when `t` is its type.
pub fn fill(t: &Type, v: Value, rw: &mut Rewriter<'_>) -> Result<Value> {
    let vt = rw.dst.value_type(v).clone();
    if *t == vt {
        return Ok(v);
    }
    let mut paths = Vec::new();
    places(t, &vt, &mut Vec::new(), &mut paths);
    if paths.is_empty() {
        return Err(rw.located(format!("a '{t}' has no place for a '{vt}'")));
    }
    let mut agg = poison(t, rw)?;
    for p in paths {
        agg = insert(agg, v, &p, rw)?;
    }
    Ok(agg)
}

/// Emits `llvm.mlir.poison` of type `t`.
pub fn poison(t: &Type, rw: &mut Rewriter<'_>) -> Result<Value> {
    let op = rw.emit(OpSpec::new("llvm.mlir.poison", Location::Unknown).results([t.clone()]));
    Ok(rw.dst.result(op, 0))
}

/// The scalar leaves of an aggregate value (structs and arrays, depth first), extracted
/// one by one; a non-aggregate value is its own leaf.
pub fn unpack(v: Value, rw: &mut Rewriter<'_>) -> Result<Vec<Value>> {
    let ty = rw.dst.value_type(v).clone();
    let mut paths = Vec::new();
    leaves(&ty, &mut Vec::new(), &mut |p, _| paths.push(p.to_vec()));
    if paths.len() == 1 && paths[0].is_empty() {
        return Ok(vec![v]);
    }
    paths.iter().map(|p| extract(v, p, rw)).collect()
}

/// Builds a value of aggregate type `t` from its leaves: `llvm.mlir.poison` then one
/// `llvm.insertvalue` per leaf. A non-aggregate type takes one value, returned as is.
pub fn pack(t: &Type, vs: &[Value], rw: &mut Rewriter<'_>) -> Result<Value> {
    pack_in_order(t, vs, false, rw)
}

/// [`pack`] in the order upstream's `MemRefDescriptor::pack` fills a descriptor from a
/// function's arguments: two neighbouring array fields of one length (sizes and strides) are
/// filled element by element together (`[3, 0]`, `[4, 0]`, `[3, 1]`, `[4, 1]`); every other
/// leaf in order. The values are given in leaf order all the same.
pub fn pack_paired(t: &Type, vs: &[Value], rw: &mut Rewriter<'_>) -> Result<Value> {
    pack_in_order(t, vs, true, rw)
}

/// `pack_ofrs(T, os)`: [`pack`] from static-or-dynamic leaves, as upstream's descriptor
/// setters fill an aggregate: `llvm.mlir.poison`, then each leaf in order, a static one made an
/// `index` constant ([`index_value`]) just before it is inserted.
pub fn pack_ofrs(t: &Type, os: &[Ofr], rw: &mut Rewriter<'_>) -> Result<Value> {
    pack_ofrs_in_order(t, os, false, rw)
}

/// `pack_ofrs_paired(T, os)`: [`pack_ofrs`] in [`pack_paired`]'s order (sizes and strides
/// element by element together, as `MemRefDescriptor::fromStaticShape` sets them).
pub fn pack_ofrs_paired(t: &Type, os: &[Ofr], rw: &mut Rewriter<'_>) -> Result<Value> {
    pack_ofrs_in_order(t, os, true, rw)
}

/// `desc_from(T, src, os, c)`: a memref descriptor of type `t` on the buffer of descriptor
/// `src`, as upstream's lowerings fill one: `llvm.mlir.poison`, then `src`'s allocated and
/// aligned pointers (each extracted just before its insert when `interleaved`, else both
/// extracted, then both inserted), then the leaves `os` (offset, sizes, strides) in
/// [`pack_ofrs_paired`]'s order.
pub fn desc_from(
    t: &Type,
    src: Value,
    os: &[Ofr],
    interleaved: bool,
    rw: &mut Rewriter<'_>,
) -> Result<Value> {
    let mut aligned = None;
    fill_leaves(t, 2 + os.len(), true, false, rw, |k, rw| match k {
        0 | 1 if interleaved => extract(src, &[k as i64], rw),
        0 => {
            // The poison is made by now: both pointers are read before either is inserted.
            let allocated = extract(src, &[0], rw)?;
            aligned = Some(extract(src, &[1], rw)?);
            Ok(allocated)
        }
        1 => {
            aligned.ok_or_else(|| rw.located("the aligned pointer is read with the allocated one"))
        }
        k => index_value(os[k - 2], rw),
    })
}

/// `view_desc(T, src, shift, sizes, strides)`: the descriptor of type `t` of a `memref.view`
/// of byte buffer `src`, filled as upstream's lowering fills it: `llvm.mlir.poison`, `src`'s
/// allocated pointer, its aligned pointer moved by `shift` bytes, offset 0, then from the
/// innermost dimension out each size and its stride, a static stride as a constant and a
/// dynamic one ([`DYNAMIC`](crate::ir::DYNAMIC)) the product of the next stride and size.
pub fn view_desc(
    t: &Type,
    src: Value,
    shift: Value,
    sizes: &[Ofr],
    strides: &[Ofr],
    rw: &mut Rewriter<'_>,
) -> Result<Value> {
    if sizes.len() != strides.len() {
        return Err(rw.located("a view needs one stride per size"));
    }
    let mut desc = poison(t, rw)?;
    let allocated = extract(src, &[0], rw)?;
    desc = insert(desc, allocated, &[0], rw)?;
    let aligned = extract(src, &[1], rw)?;
    let moved = gep(aligned, &Type::int(8), Ofr::Dynamic(shift), false, rw)?;
    desc = insert(desc, moved, &[1], rw)?;
    let offset = index_value(Ofr::Static(0), rw)?;
    desc = insert(desc, offset, &[2], rw)?;
    let mut inner: Option<(Value, Value)> = None;
    for d in (0..sizes.len()).rev() {
        let size = index_value(sizes[d], rw)?;
        desc = insert(desc, size, &[3, d as i64], rw)?;
        let stride = match (strides[d], inner) {
            (Ofr::Static(n), Some((stride, size))) if n == crate::ir::DYNAMIC => {
                arith("llvm.mul", stride, size, false, rw)
            }
            (Ofr::Static(n), None) if n == crate::ir::DYNAMIC => index_value(Ofr::Static(1), rw)?,
            (s, _) => index_value(s, rw)?,
        };
        desc = insert(desc, stride, &[4, d as i64], rw)?;
        inner = Some((stride, size));
    }
    Ok(desc)
}

/// `permuted_desc(T, src, dims)`: the descriptor of type `t` on the buffer of descriptor `src`
/// whose dimension `k` is `src`'s dimension `dims[k]`, filled as upstream's `memref.transpose`
/// lowering fills it: `llvm.mlir.poison`, `src`'s pointers and offset, then each dimension's
/// size and stride, every field extracted just before it is inserted.
pub fn permuted_desc(t: &Type, src: Value, dims: &[Ofr], rw: &mut Rewriter<'_>) -> Result<Value> {
    let mut desc = poison(t, rw)?;
    let copy = |desc: Value, from: &[i64], to: &[i64], rw: &mut Rewriter<'_>| {
        let v = extract(src, from, rw)?;
        insert(desc, v, to, rw)
    };
    for field in 0..3 {
        desc = copy(desc, &[field], &[field], rw)?;
    }
    for (k, &d) in dims.iter().enumerate() {
        let d = static_of(d, rw)?;
        desc = copy(desc, &[3, d], &[3, k as i64], rw)?;
        desc = copy(desc, &[4, d], &[4, k as i64], rw)?;
    }
    Ok(desc)
}

fn pack_ofrs_in_order(t: &Type, os: &[Ofr], paired: bool, rw: &mut Rewriter<'_>) -> Result<Value> {
    fill_leaves(t, os.len(), paired, false, rw, |k, rw| index_value(os[k], rw))
}

/// [`pack`], the leaves filled in leaf order or, when `paired`, in [`paired_order`].
fn pack_in_order(t: &Type, vs: &[Value], paired: bool, rw: &mut Rewriter<'_>) -> Result<Value> {
    fill_leaves(t, vs.len(), paired, true, rw, |k, _| Ok(vs[k]))
}

/// A value of aggregate type `t` from its `given` leaves, leaf `k` made by `leaf` just before it
/// is inserted: `llvm.mlir.poison`, then one `llvm.insertvalue` per leaf, in leaf order or, when
/// `paired`, in [`paired_order`]. With `scalar`, a type that is no aggregate takes its one leaf
/// as it is (else it is an error, as a wrong number of leaves is).
fn fill_leaves(
    t: &Type,
    given: usize,
    paired: bool,
    scalar: bool,
    rw: &mut Rewriter<'_>,
    mut leaf: impl FnMut(usize, &mut Rewriter<'_>) -> Result<Value>,
) -> Result<Value> {
    let mut paths = Vec::new();
    leaves(t, &mut Vec::new(), &mut |p, _| paths.push(p.to_vec()));
    let whole = paths.len() == 1 && paths[0].is_empty();
    if paths.len() != given || (whole && !scalar) {
        return Err(
            rw.located(format!("'{t}' has {} field(s), {given} value(s) given", paths.len()))
        );
    }
    if whole {
        return leaf(0, rw);
    }
    let order = if paired { paired_order(t, &paths) } else { (0..paths.len()).collect() };
    let mut agg = poison(t, rw)?;
    for k in order {
        let v = leaf(k, rw)?;
        agg = insert(agg, v, &paths[k], rw)?;
    }
    Ok(agg)
}

/// The order in which [`pack_paired`] fills the leaves at `paths` of `t`.
fn paired_order(t: &Type, paths: &[Vec<i64>]) -> Vec<usize> {
    // Leaves are grouped by the top-level field they are in.
    let field = |p: &[i64]| p.first().copied().unwrap_or(0);
    let array_len = |f: i64| match t {
        Type::Struct { body: Some(fields), .. } => match fields.get(f as usize) {
            Some(Type::Array { len, .. }) => Some(*len),
            _ => None,
        },
        _ => None,
    };
    let mut order: Vec<usize> = Vec::with_capacity(paths.len());
    let mut i = 0;
    while i < paths.len() {
        let f = field(&paths[i]);
        let n = paths[i..].iter().take_while(|p| field(p) == f).count();
        let next = i + n;
        let pair =
            array_len(f).filter(|&len| len as usize == n && n > 0 && array_len(f + 1) == Some(len));
        if pair.is_some() && paths[next..].iter().take_while(|p| field(p) == f + 1).count() == n {
            for k in 0..n {
                order.push(i + k);
                order.push(next + k);
            }
            i = next + n;
        } else {
            order.extend(i..next);
            i = next;
        }
    }
    order
}

/// Element `k` (counted in row-major order) of `v`, a value of source vector type `source`
/// (an n-D vector is nested arrays of rows): its row by `llvm.extractvalue`, then
/// `llvm.extractelement` at an `i64` constant position.
pub fn element(v: Value, source: &Type, k: i64, rw: &mut Rewriter<'_>) -> Result<Value> {
    let Type::Vector { shape, elem, .. } = source else {
        return Err(rw.located(format!("'{source}' is not a vector type")));
    };
    let row_len = shape.last().copied().unwrap_or(1).max(1);
    let count: u64 = shape.iter().product();
    let k = u64::try_from(k)
        .ok()
        .filter(|&k| k < count.max(1))
        .ok_or_else(|| rw.located(format!("no element {k} in '{source}'")))?;
    let row = if shape.len() > 1 {
        let mut path = Vec::with_capacity(shape.len() - 1);
        let mut rest = k / row_len;
        for &d in shape[..shape.len() - 1].iter().rev() {
            path.push((rest % d) as i64);
            rest /= d;
        }
        path.reverse();
        extract(v, &path, rw)?
    } else {
        v
    };
    let e = rw.convert_type(elem)?;
    let pos = rw.constant_int((k % row_len) as i64, Type::int(64));
    Ok(extract_element(row, pos, e, rw))
}

/// `llvm.extractelement` of the element of type `e` at position `pos` of vector `v`.
fn extract_element(v: Value, pos: Value, e: Type, rw: &mut Rewriter<'_>) -> Value {
    let op = rw.emit(
        OpSpec::new("llvm.extractelement", Location::Unknown).operands([v, pos]).results([e]),
    );
    rw.dst.result(op, 0)
}

/// `llvm.insertelement` of `x` at position `pos` of vector `v`, of type `t`.
fn insert_element(v: Value, x: Value, pos: Value, t: &Type, rw: &mut Rewriter<'_>) -> Value {
    let op = rw.emit(
        OpSpec::new("llvm.insertelement", Location::Unknown)
            .operands([v, x, pos])
            .results([t.clone()]),
    );
    rw.dst.result(op, 0)
}

/// A value of source vector type `t` from its elements `xs` in row-major order: each row by
/// [`vector_of`], the rows packed into the nested arrays of an n-D vector.
pub fn from_scalars(t: &Type, xs: &[Value], rw: &mut Rewriter<'_>) -> Result<Value> {
    let Type::Vector { shape, elem, .. } = t else {
        return Err(rw.located(format!("'{t}' is not a vector type")));
    };
    let row_len = shape.last().copied().unwrap_or(1).max(1) as usize;
    let count = shape.iter().product::<u64>().max(1) as usize;
    if xs.len() != count {
        return Err(rw.located(format!("'{t}' has {count} element(s), {} given", xs.len())));
    }
    let row_type = Type::Vector {
        shape: vec![row_len as u64],
        scalable: vec![false],
        elem: std::sync::Arc::new(rw.convert_type(elem)?),
    };
    let mut rows = Vec::with_capacity(count / row_len);
    for chunk in xs.chunks(row_len) {
        rows.push(vector_of(&row_type, chunk, rw)?);
    }
    let converted = rw.convert_type(t)?;
    pack(&converted, &rows, rw)
}

/// Builds a 1-D vector of type `t` from its elements: `llvm.mlir.poison`, then one
/// `llvm.insertelement` per element at an `i64` constant position.
pub fn vector_of(t: &Type, vs: &[Value], rw: &mut Rewriter<'_>) -> Result<Value> {
    let n = match t {
        Type::Vector { shape, scalable, elem }
            if shape.len() == 1 && !scalable[0] && !matches!(**elem, Type::Vector { .. }) =>
        {
            shape[0]
        }
        _ => return Err(rw.located(format!("'{t}' is not a fixed-size 1-D vector type"))),
    };
    if n != vs.len() as u64 {
        return Err(rw.located(format!("'{t}' has {n} element(s), {} value(s) given", vs.len())));
    }
    let mut v = poison(t, rw)?;
    for (i, &x) in vs.iter().enumerate() {
        let pos = rw.constant_int(i as i64, Type::int(64));
        v = insert_element(v, x, pos, t, rw);
    }
    Ok(v)
}

/// Builds a value of aggregate type `t` from one value per top-level field (struct field or
/// array element): `llvm.mlir.poison` then one `llvm.insertvalue` per field.
pub fn pack_fields(t: &Type, vs: &[Value], rw: &mut Rewriter<'_>) -> Result<Value> {
    let n = match t {
        Type::Struct { body: Some(fields), .. } => fields.len(),
        Type::Array { len, .. } => *len as usize,
        _ => return Err(rw.located(format!("'{t}' is not a struct or an array"))),
    };
    if n != vs.len() {
        return Err(rw.located(format!("'{t}' has {n} field(s), {} value(s) given", vs.len())));
    }
    let mut agg = poison(t, rw)?;
    for (i, &v) in vs.iter().enumerate() {
        agg = insert(agg, v, &[i as i64], rw)?;
    }
    Ok(agg)
}

/// `value_of(o, T)`: a static-or-dynamic integer as a value of type `t` (a constant when
/// static).
pub fn value_of(x: Ofr, t: &Type, rw: &mut Rewriter<'_>) -> Result<Value> {
    Ok(as_value(x, t, rw))
}

/// `index_value(o)`: a static-or-dynamic integer as a value of the converted `index` type; a
/// static one is `llvm.mlir.constant(n : index)`, as upstream's `createIndexAttrConstant` makes
/// it.
pub fn index_value(x: Ofr, rw: &mut Rewriter<'_>) -> Result<Value> {
    match x {
        Ofr::Static(n) => {
            let ty = rw.convert_type(&Type::Index)?;
            let spec = OpSpec::new("llvm.mlir.constant", Location::Unknown)
                .attr("value", Attribute::int(n, Type::Index))
                .results([ty]);
            let op = rw.emit(spec);
            Ok(rw.results(op)[0])
        }
        Ofr::Dynamic(v) => Ok(v),
    }
}

/// [`value_of`], which cannot fail.
pub(crate) fn as_value(x: Ofr, t: &Type, rw: &mut Rewriter<'_>) -> Value {
    match x {
        Ofr::Static(n) => rw.constant_int(n, t.clone()),
        Ofr::Dynamic(v) => v,
    }
}

fn int_type_of(xs: &[Ofr], fallback: &Type, rw: &Rewriter<'_>) -> Type {
    xs.iter()
        .find_map(|x| match x {
            Ofr::Dynamic(v) => Some(rw.dst.value_type(*v).clone()),
            Ofr::Static(_) => None,
        })
        .unwrap_or_else(|| fallback.clone())
}

/// `a name b`; with `nowrap`, marked as never wrapping (`nsw | nuw`, bits 1 | 2), as upstream
/// marks in-bounds address arithmetic.
fn arith(name: &str, a: Value, b: Value, nowrap: bool, rw: &mut Rewriter<'_>) -> Value {
    let t = rw.dst.value_type(a).clone();
    let mut spec = OpSpec::new(name, Location::Unknown).operands([a, b]);
    if nowrap {
        spec = spec.attr("overflowFlags", Attribute::int(3, Type::int(32)));
    }
    let op = rw.emit(spec.results([t]));
    rw.dst.result(op, 0)
}

/// `a * b`, folded: static operands multiply statically, a static 1 is not multiplied.
///
/// With `nowrap` the arithmetic is marked as never wrapping (see `arith`).
pub fn fold_mul(a: Ofr, b: Ofr, t: &Type, nowrap: bool, rw: &mut Rewriter<'_>) -> Ofr {
    match (a, b) {
        (Ofr::Static(x), Ofr::Static(y)) => Ofr::Static(x.wrapping_mul(y)),
        (Ofr::Static(1), d) | (d, Ofr::Static(1)) => d,
        _ => {
            let t = int_type_of(&[a, b], t, rw);
            let (x, y) = (folded_operand(a, &t, rw), folded_operand(b, &t, rw));
            Ofr::Dynamic(arith("llvm.mul", x, y, nowrap, rw))
        }
    }
}

/// `a + b`, folded: static operands add statically, a static 0 is not added.
///
/// With `nowrap` the arithmetic is marked as never wrapping (see `arith`).
pub fn fold_add(a: Ofr, b: Ofr, t: &Type, nowrap: bool, rw: &mut Rewriter<'_>) -> Ofr {
    match (a, b) {
        (Ofr::Static(x), Ofr::Static(y)) => Ofr::Static(x.wrapping_add(y)),
        (Ofr::Static(0), d) | (d, Ofr::Static(0)) => d,
        _ => {
            let t = int_type_of(&[a, b], t, rw);
            let (x, y) = (folded_operand(a, &t, rw), folded_operand(b, &t, rw));
            Ofr::Dynamic(arith("llvm.add", x, y, nowrap, rw))
        }
    }
}

/// An operand of folded address arithmetic as a value: a static one is a constant, of `index`
/// value when `t` is the converted `index` type (as upstream's `createIndexAttrConstant`).
fn folded_operand(x: Ofr, t: &Type, rw: &mut Rewriter<'_>) -> Value {
    match x {
        Ofr::Static(n) if rw.convert_type(&Type::Index).is_ok_and(|i| i == *t) => {
            index_value(x, rw).unwrap_or_else(|_| rw.constant_int(n, t.clone()))
        }
        x => as_value(x, t, rw),
    }
}

/// `sizes_product(v, n)`: the number of elements of a memref of rank `n` whose descriptor is
/// `v`, counted as upstream's copy lowering counts it: `llvm.mlir.constant(1 : index)`
/// multiplied by each size in turn, each read from the descriptor just before its `llvm.mul`.
pub fn sizes_product(d: Value, n: i64, rw: &mut Rewriter<'_>) -> Result<Value> {
    let mut acc = index_value(Ofr::Static(1), rw)?;
    for i in 0..n {
        let size = extract(d, &[3, i], rw)?;
        acc = arith("llvm.mul", acc, size, false, rw);
    }
    Ok(acc)
}

/// `shuffle_lanes(a, b, m, T, n)`: `vector.shuffle` of `a` (whose leading dimension is `n`)
/// and `b` by mask `m`, a value of converted type `T`, built as upstream builds one whose
/// operands differ in type: `llvm.mlir.poison`, then for each mask entry its lane (a 1-D
/// vector's element, at an `index` constant position) or slice (an array's element) taken from
/// `a`, or from `b` past `n`, and inserted in turn. A negative entry of a 1-D shuffle reads out
/// of bounds, which gives poison, as upstream reads it.
pub fn shuffle_lanes(
    a: Value,
    b: Value,
    mask: Option<&Attribute>,
    t: &Type,
    n: i64,
    rw: &mut Rewriter<'_>,
) -> Result<Value> {
    let Some(Attribute::DenseArray { values: crate::ir::DenseValues::Int(mask), .. }) = mask else {
        return Err(rw.located("a shuffle's mask must be a dense integer array"));
    };
    let mut acc = poison(t, rw)?;
    for (at, &m) in mask.iter().enumerate() {
        let (from, pos) = if m >= n { (b, m - n) } else { (a, m) };
        if let Type::Vector { elem, .. } = t {
            let p = index_value(Ofr::Static(pos), rw)?;
            let lane = extract_element(from, p, (**elem).clone(), rw);
            let q = index_value(Ofr::Static(at as i64), rw)?;
            acc = insert_element(acc, lane, q, t, rw);
        } else {
            // (A negative entry of an n-D shuffle is a poison slice here, where upstream would
            // build an invalid `llvm.extractvalue`.)
            let slice = match t {
                Type::Array { elem, .. } if pos < 0 => poison(elem, rw)?,
                _ => extract(from, &[pos], rw)?,
            };
            acc = insert(acc, slice, &[at as i64], rw)?;
        }
    }
    Ok(acc)
}

/// The product of static-or-dynamic integers, folded.
pub fn product(xs: &[Ofr], t: &Type, rw: &mut Rewriter<'_>) -> Result<Ofr> {
    Ok(xs.iter().fold(Ofr::Static(1), |acc, &x| fold_mul(acc, x, t, false, rw)))
}

/// `all_of(vs)`: the conjunction of `i1` values, `llvm.and` of each with the conjunction of
/// those before it, left to right (the value itself when alone).
pub fn all_of(vs: &[Value], rw: &mut Rewriter<'_>) -> Result<Value> {
    let (&first, rest) = vs.split_first().ok_or_else(|| rw.located("all_of() of no value"))?;
    Ok(rest.iter().fold(first, |acc, &v| arith("llvm.and", acc, v, false, rw)))
}

/// `row_major(os)`: the sizes `os` of a new memref with the identity layout as values, then
/// its row-major strides, then its number of elements (`2n + 1` values), made as upstream's
/// `getMemRefDescriptorSizes` makes them: an `index` constant for each static size in order,
/// then the strides from the innermost dimension out (a constant 1; a dimension's size while
/// the product so far is 1; an `llvm.mul` of the running product once a size is dynamic; else
/// a constant of the static product).
pub fn row_major(os: &[Ofr], rw: &mut Rewriter<'_>) -> Result<Vec<Value>> {
    let mut sizes = Vec::with_capacity(os.len());
    for &o in os {
        sizes.push(index_value(o, rw)?);
    }
    let mut strides = vec![None; os.len()];
    let mut running = index_value(Ofr::Static(1), rw)?;
    // The static product of the sizes so far, `None` once one is dynamic.
    let mut product = Some(1i64);
    for i in (0..os.len()).rev() {
        strides[i] = Some(running);
        let size_as_stride = product == Some(1);
        product = match (product, os[i]) {
            (Some(p), Ofr::Static(n)) => Some(p.wrapping_mul(n)),
            _ => None,
        };
        running = match product {
            _ if size_as_stride => sizes[i],
            None => arith("llvm.mul", running, sizes[i], false, rw),
            Some(p) => index_value(Ofr::Static(p), rw)?,
        };
    }
    let mut out = sizes;
    out.extend(strides.into_iter().flatten());
    out.push(running);
    Ok(out)
}

/// An error unless there are as many strides as indices.
fn one_stride_per_index(idx: &[Ofr], strides: &[Ofr], rw: &Rewriter<'_>) -> Result<()> {
    if idx.len() != strides.len() {
        return Err(rw.located(format!("{} indices for {} strides", idx.len(), strides.len())));
    }
    Ok(())
}

/// The linearized index `offset + sum(idx[i] * strides[i])` with MLIR's folding: static
/// offsets and strides are constants, a unit stride is not multiplied and a zero offset is
/// not added. Indices are converted target values. With `nowrap` the arithmetic is marked
/// `nsw, nuw`, as upstream's in-bounds element addresses (`memref.load`, `memref.store`) are.
pub fn linearize(
    offset: Ofr,
    idx: &[Ofr],
    strides: &[Ofr],
    nowrap: bool,
    rw: &mut Rewriter<'_>,
) -> Result<Ofr> {
    one_stride_per_index(idx, strides, rw)?;
    let fallback = Type::int(rw.options().int("index_bitwidth").max(1) as u32);
    let mut all = vec![offset];
    all.extend_from_slice(idx);
    all.extend_from_slice(strides);
    let t = int_type_of(&all, &fallback, rw);
    let mut acc = offset;
    for (&i, &s) in idx.iter().zip(strides) {
        let term = fold_mul(i, s, &t, nowrap, rw);
        acc = fold_add(acc, term, &t, nowrap, rw);
    }
    Ok(acc)
}

/// `strided_index(v, idx, strides, c)`: `sum(idx[i] * strides[i])` for a memref whose
/// descriptor is `v`, computed as upstream's `getStridedElementPtr` computes it: each term made
/// and added to the sum so far in turn, a dynamic stride (the dynamic marker in `strides`) read
/// from the descriptor just before its multiplication, a unit stride not multiplied; with
/// `nowrap` (in-bounds addresses) the arithmetic is marked `nsw, nuw`.
pub fn strided_index(
    d: Value,
    idx: &[Ofr],
    strides: &[Ofr],
    nowrap: bool,
    rw: &mut Rewriter<'_>,
) -> Result<Ofr> {
    one_stride_per_index(idx, strides, rw)?;
    let t = rw.convert_type(&Type::Index)?;
    let mut sum: Option<Ofr> = None;
    for (k, (&i, &s)) in idx.iter().zip(strides).enumerate() {
        let stride = match s {
            Ofr::Static(crate::ir::DYNAMIC) => Ofr::Dynamic(extract(d, &[4, k as i64], rw)?),
            s => s,
        };
        let term = fold_mul(i, stride, &t, nowrap, rw);
        sum = Some(match sum {
            None => term,
            Some(acc) => fold_add(acc, term, &t, nowrap, rw),
        });
    }
    Ok(sum.unwrap_or(Ofr::Static(0)))
}

/// Offsets pointer `base` by `n` elements of type `elem` (`llvm.getelementptr`, marked
/// `inbounds|nuw` when `inbounds`), or gives `base` itself when `n` is statically 0.
pub fn gep(
    base: Value,
    elem: &Type,
    n: Ofr,
    inbounds: bool,
    rw: &mut Rewriter<'_>,
) -> Result<Value> {
    let (operands, raw) = match n {
        Ofr::Static(0) => return Ok(base),
        Ofr::Static(k) => (vec![base], k as i32),
        Ofr::Dynamic(v) => (vec![base, v], i32::MIN),
    };
    let pt = rw.dst.value_type(base).clone();
    let mut spec = OpSpec::new("llvm.getelementptr", Location::Unknown)
        .operands(operands)
        .attr(
            "rawConstantIndices",
            Attribute::DenseArray {
                elem: Type::shared(Type::int(32)),
                values: crate::ir::DenseValues::Int(vec![raw as i64]),
            },
        )
        .attr("elem_type", Attribute::Type(Type::shared(elem.clone())));
    if inbounds {
        // inbounds | nuw, as MLIR's `GEPNoWrapFlags` bits.
        spec = spec.attr("noWrapFlags", Attribute::int(7, Type::int(32)));
    }
    let op = rw.emit(spec.results([pt]));
    Ok(rw.dst.result(op, 0))
}

/// The type at `path` inside an aggregate type.
fn path_type(t: &Type, path: &[i64]) -> Option<Type> {
    let mut t = t.clone();
    for &i in path {
        t = match &t {
            Type::Struct { body: Some(fields), .. } => {
                fields.get(usize::try_from(i).ok()?)?.clone()
            }
            Type::Array { len, elem } if (0..*len as i64).contains(&i) => (**elem).clone(),
            _ => return None,
        };
    }
    Some(t)
}

/// The paths of every place of type `want` inside `t` (outermost first, not descending into
/// a match).
fn places(t: &Type, want: &Type, path: &mut Vec<i64>, out: &mut Vec<Vec<i64>>) {
    if t == want {
        out.push(path.clone());
        return;
    }
    match t {
        Type::Struct { body: Some(fields), .. } => {
            for (i, ft) in fields.iter().enumerate() {
                path.push(i as i64);
                places(ft, want, path, out);
                path.pop();
            }
        }
        Type::Array { len, elem } => {
            for i in 0..*len {
                path.push(i as i64);
                places(elem, want, path, out);
                path.pop();
            }
        }
        _ => {}
    }
}
