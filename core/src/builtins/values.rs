//! Values: constants, aggregates and vectors built and taken apart, and address arithmetic.

use crate::convert::{Ofr, Rewriter};
use crate::error::Result;
use crate::ir::{Type, Value};

/// `constant(n, T)`: `llvm.mlir.constant` of `n` (a float or a splat where `t` says so).
pub fn constant(n: i64, t: &Type, rw: &mut Rewriter<'_>) -> Result<Value> {
    Ok(rw.constant_int(n, t.clone()))
}

/// `poison(T)`: `llvm.mlir.poison`.
pub fn poison(t: &Type, rw: &mut Rewriter<'_>) -> Result<Value> {
    Ok(rw.poison(t.clone()))
}

/// `fill(T, v)`: a `t` holding `v` in every place of `v`'s type.
pub fn fill(t: &Type, v: Value, rw: &mut Rewriter<'_>) -> Result<Value> {
    rw.fill(t.clone(), v)
}

/// `unpack(v)`: all scalar leaves of an aggregate, depth first.
pub fn unpack(v: Value, rw: &mut Rewriter<'_>) -> Result<Vec<Value>> {
    Ok(rw.unpack(v))
}

/// `pack(T, vs...)`: an aggregate of type `t` from its leaves.
pub fn pack(t: &Type, vs: &[Value], rw: &mut Rewriter<'_>) -> Result<Value> {
    rw.pack(t.clone(), vs)
}

/// `pack_fields(T, vs...)`: a struct or array from one value per top-level field.
pub fn pack_fields(t: &Type, vs: &[Value], rw: &mut Rewriter<'_>) -> Result<Value> {
    rw.pack_fields(t.clone(), vs)
}

/// `vector_of(T, vs...)`: a 1-D vector from its elements.
pub fn vector_of(t: &Type, vs: &[Value], rw: &mut Rewriter<'_>) -> Result<Value> {
    rw.vector_of(t.clone(), vs)
}

/// `from_scalars(T, vs...)`: a value of source vector type `t` from its elements, row-major.
pub fn from_scalars(t: &Type, vs: &[Value], rw: &mut Rewriter<'_>) -> Result<Value> {
    rw.from_scalars(t.clone(), vs)
}

/// `element(v, T, k)`: element `k` (row-major) of `v`, of source vector type `t`.
pub fn element(v: Value, t: &Type, k: i64, rw: &mut Rewriter<'_>) -> Result<Value> {
    rw.element(v, t, k)
}

/// `spill(v)`: `v` stored in a new stack slot; the slot's pointer.
pub fn spill(v: Value, rw: &mut Rewriter<'_>) -> Result<Value> {
    Ok(rw.spill(v))
}

/// `value_of(o, T)`: `o` as a value of type `t` (a constant when static).
pub fn value_of(o: Ofr, t: &Type, rw: &mut Rewriter<'_>) -> Result<Value> {
    Ok(rw.value_of(o, t.clone()))
}

/// `product(os, T)`: the product of `os`, folded where static.
pub fn product(os: &[Ofr], t: &Type, rw: &mut Rewriter<'_>) -> Result<Ofr> {
    Ok(rw.product(os, t))
}

/// `linearize(o, os, os)`: `offset + sum(idx[i] * strides[i])`, static parts folded.
pub fn linearize(offset: Ofr, idx: &[Ofr], strides: &[Ofr], rw: &mut Rewriter<'_>) -> Result<Ofr> {
    rw.linearize(offset, idx, strides)
}

/// `gep(v, T, o)`: `llvm.getelementptr inbounds|nuw v[o]` over `t`, or `v` when `o` is 0.
pub fn gep(base: Value, t: &Type, o: Ofr, rw: &mut Rewriter<'_>) -> Result<Value> {
    Ok(rw.gep(base, t.clone(), o))
}
