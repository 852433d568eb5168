//! MLIR's folders, run as upstream's conversion driver runs them.
//!
//! Before it tries any pattern on an op it is about to convert, MLIR's dialect conversion asks
//! the op to fold (`OperationLegalizer::legalizeWithFold`): `arith.addi %x, %c0` becomes `%x`,
//! `arith.index_cast` of a constant a new constant, `arith.extsi (arith.extsi %x)` one
//! extension of `%x`. lowrite does the same, so that its lowering is the same computation
//! upstream's is, op for op.
//!
//! [`fold_module`] visits the ops in the order the conversion does and records what each
//! folded op becomes ([`Replacement`]); the driver lowers that in the op's place. As in MLIR:
//! - a fold *in place* (the op's operands changed: an extension of an extension, constants of a
//!   commutative op moved to the right, a `cmpi` with its constant moved right) is applied at
//!   once and the op folded again, and later folders see the changed op;
//! - a fold *to a value* or *to a constant* replaces the op's results, but later folders still
//!   see the op itself (the replacement is not applied to the source), so a constant made by
//!   folding is not folded further;
//! - a constant result is materialized as the folding dialect's constant op (`arith.constant`),
//!   a new op the rules then lower (`llvm.mlir.constant`).
//!
//! The folders are those of the `arith` dialect, written after MLIR's (`ArithOps.cpp`). They
//! fold integers of up to 64 bits and `index` (64 bits, as MLIR folds it), and floats of `f32`
//! and `f64` with the default rounding mode, scalars and splat vectors (a vector constant that
//! is not a splat is not folded). Where MLIR would
//! fold something these folders do not, the op is lowered as written: the result is the same
//! computation, printed differently.

use rustc_hash::FxHashMap;

use crate::ir::{Attribute, DenseValues, FloatKind, Module, OpId, OpSpec, Type, Value};

/// What a folded op's result becomes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Replacement {
    /// An existing source value.
    Value(Value),
    /// A new constant op of the source module (not in any block), lowered in the op's place.
    Constant(OpId),
}

/// The folded ops of a module, each with the replacements of its results.
pub type Folds = FxHashMap<OpId, Vec<Replacement>>;

/// Folds the ops of `m` for which `foldable` holds (the ops the conversion will rewrite),
/// in the conversion's order: applies in-place folds to `m` and adds the constants folding
/// makes (detached), and returns what each op folded away becomes.
pub fn fold_module(m: &mut Module, foldable: impl Fn(&str) -> bool + Sync) -> Folds {
    let ops = m.ops_where(|op| {
        let name = op.name.as_str();
        // Each op's name is looked at once: its dialect prefix, then the rest.
        let folds = if let Some(op) = name.strip_prefix("arith.") {
            op != "constant"
        } else if let Some(op) = name.strip_prefix("math.") {
            MATH.contains(&op)
        } else {
            matches!(name, "vector.extract" | "vector.insert")
        };
        folds && foldable(name)
    });
    let mut folds = Folds::default();
    for op in ops {
        // An in-place fold changes the op; it is then folded again (MLIR legalizes it anew).
        // Each in-place fold makes progress (an operand moves closer to its source, or
        // constants to the right), so a handful of rounds always ends it.
        for _ in 0..8 {
            match fold_op(m, op) {
                Outcome::None => break,
                Outcome::InPlace(edit) => edit.apply(m, op),
                Outcome::Fold(f) => {
                    let r = match f {
                        Folded::Value(v) => Replacement::Value(v),
                        Folded::Attr(a) => Replacement::Constant(materialize(m, op, a)),
                    };
                    folds.insert(op, vec![r]);
                    break;
                }
            }
        }
    }
    folds
}

/// A detached `arith.constant` of value `a` of the type of `op`'s result, at `op`'s location.
fn materialize(m: &mut Module, op: OpId, a: Attribute) -> OpId {
    let o = m.op(op);
    let ty = m.value_type(o.results[0]).clone();
    let spec = OpSpec::new("arith.constant", o.loc.clone()).attr("value", a).results([ty]);
    m.create_op(spec)
}

enum Folded {
    Value(Value),
    Attr(Attribute),
}

/// A change made to an op in place.
enum Edit {
    /// New operands.
    Operands(Vec<Value>),
    /// New operands and a new value of an attribute.
    OperandsAndAttr(Vec<Value>, &'static str, Attribute),
    /// Swapped operands and a new `predicate`.
    Swap(i64),
}

impl Edit {
    fn apply(self, m: &mut Module, op: OpId) {
        let o = m.op_mut(op);
        match self {
            Edit::Operands(vs) => o.operands = vs,
            Edit::OperandsAndAttr(vs, name, a) => {
                o.operands = vs;
                o.set_attr(name, a);
            }
            Edit::Swap(p) => {
                o.operands.swap(0, 1);
                o.set_attr("predicate", Attribute::int(p, Type::int(64)));
            }
        }
    }
}

enum Outcome {
    None,
    InPlace(Edit),
    Fold(Folded),
}

/// A constant operand: integer bits (masked to the width) or a float, of a scalar or of every
/// element of a splat.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Const {
    Int(u64),
    Float(f64),
}

/// The width of an integer type (or of its elements) of any width; `index` counts as 64, as
/// MLIR folds it.
fn any_int_width(t: &Type) -> Option<u32> {
    match t.scalar() {
        Type::Index => Some(64),
        s => s.int_width(),
    }
}

/// The bit width an integer of type `t` (or of its elements) is folded at: `None` for other
/// types and integers wider than 64 bits.
fn int_width(t: &Type) -> Option<u32> {
    any_int_width(t).filter(|w| (1..=64).contains(w))
}

/// The width of a float type (or of its elements), for the formats LLVM has.
fn float_width(t: &Type) -> Option<u32> {
    match t.scalar() {
        Type::Float(FloatKind::Small(_)) => None,
        Type::Float(k) => Some(k.width()),
        _ => None,
    }
}

fn mask(w: u32) -> u64 {
    if w == 64 {
        u64::MAX
    } else {
        (1u64 << w) - 1
    }
}

/// `bits` of width `w`, sign-extended.
fn signed(bits: u64, w: u32) -> i64 {
    let shift = 64 - w;
    ((bits << shift) as i64) >> shift
}

/// The constant a value holds, if a constant-like op defines it.
fn constant(m: &Module, v: Value) -> Option<Const> {
    let def = m.defining_op(v)?;
    let o = m.op(def);
    if !matches!(
        o.name.as_str(),
        "arith.constant" | "llvm.mlir.constant" | "index.constant" | "index.bool.constant"
    ) {
        return None;
    }
    let w = int_width(m.value_type(v));
    match o.attr("value")? {
        Attribute::Int { value, .. } => Some(Const::Int(*value as u64 & mask(w?))),
        Attribute::Bool(b) => Some(Const::Int(*b as u64)),
        Attribute::Float { value, .. } => Some(Const::Float(*value)),
        Attribute::DenseElements { splat: true, values, .. } => match values {
            DenseValues::Int(xs) => Some(Const::Int(*xs.first()? as u64 & mask(w?))),
            DenseValues::Float(xs) => Some(Const::Float(*xs.first()?)),
        },
        _ => None,
    }
}

/// An integer constant attribute of type `t`: a scalar of an integer type, or a splat of a
/// vector of one (`dense<n>`, as MLIR folds vectors of splat constants).
fn int_attr(bits: u64, t: &Type) -> Option<Folded> {
    if let Type::Vector { elem, .. } = t {
        let w = int_width(elem)?;
        let bits = bits & mask(w);
        // Dense `i1` elements are held as 0 and 1, the others sign-extended.
        let v = if w == 1 { bits as i64 } else { signed(bits, w) };
        let values = DenseValues::Int(vec![v]);
        return Some(Folded::Attr(Attribute::DenseElements {
            ty: Type::shared(t.clone()),
            splat: true,
            values,
        }));
    }
    let w = int_width(t)?;
    let bits = bits & mask(w);
    Some(Folded::Attr(if w == 1 && *t == Type::int(1) {
        Attribute::Bool(bits != 0)
    } else {
        Attribute::int(signed(bits, w), t.clone())
    }))
}

/// A float constant attribute of type `t` (`f32` or `f64`, or a splat of a vector of them).
fn float_attr(x: f64, t: &Type) -> Option<Folded> {
    float_kind(t)?;
    Some(Folded::Attr(match t {
        Type::Vector { .. } => Attribute::DenseElements {
            ty: Type::shared(t.clone()),
            splat: true,
            values: DenseValues::Float(vec![x]),
        },
        _ => Attribute::Float { value: x, ty: Type::shared(t.clone()) },
    }))
}

/// `f32` or `f64` (or vectors of them): the float formats folded here.
fn float_kind(t: &Type) -> Option<FloatKind> {
    match t.scalar() {
        Type::Float(k @ (FloatKind::F32 | FloatKind::F64)) => Some(*k),
        _ => None,
    }
}

/// `x` rounded to the format `k` (exact for `f64`).
fn round_to(x: f64, k: FloatKind) -> f64 {
    if k == FloatKind::F32 {
        x as f32 as f64
    } else {
        x
    }
}

/// The commutative `arith` ops: MLIR moves their constant operands to the right when nothing
/// else folds them (`OpTrait::IsCommutative`).
fn commutative(name: &str) -> bool {
    matches!(
        name,
        "addi"
            | "muli"
            | "andi"
            | "ori"
            | "xori"
            | "maxsi"
            | "maxui"
            | "minsi"
            | "minui"
            | "addf"
            | "mulf"
            | "maximumf"
            | "minimumf"
            | "maxnumf"
            | "minnumf"
    )
}

/// Whether the op has the overflow flag `flag` (`nsw`, `nuw`).
fn has_overflow_flag(m: &Module, op: OpId, flag: &str) -> bool {
    matches!(m.op(op).attr("overflowFlags"),
        Some(Attribute::Enum { cases, .. }) if cases.iter().any(|c| c == flag))
}

/// Whether the op's fast-math flags include every flag of `flags`.
fn has_fastmath(m: &Module, op: OpId, flags: &[&str]) -> bool {
    match m.op(op).attr("fastmath") {
        Some(Attribute::Enum { cases, .. }) => {
            flags.iter().all(|f| cases.iter().any(|c| c == f || c == "fast"))
        }
        _ => false,
    }
}

/// The defining op of `v` if it is the `arith` op `name`, with its operands.
fn def<'m>(m: &'m Module, v: Value, name: &str) -> Option<(OpId, &'m [Value])> {
    let d = m.defining_op(v)?;
    let o = m.op(d);
    (o.name.strip_prefix("arith.") == Some(name)).then_some((d, o.operands.as_slice()))
}

fn fold_op(m: &Module, op: OpId) -> Outcome {
    let o = m.op(op);
    if let Some(name) = o.name.strip_prefix("vector.") {
        return vector_position(m, op, name).unwrap_or(Outcome::None);
    }
    if let Some(name) = o.name.strip_prefix("math.") {
        let (&[x], &[r]) = (o.operands.as_slice(), o.results.as_slice()) else {
            return Outcome::None;
        };
        let (xt, rt) = (m.value_type(x), m.value_type(r));
        return math(name, constant(m, x), xt, rt).unwrap_or(Outcome::None);
    }
    let name = &o.name["arith.".len()..];
    if o.results.len() != 1 {
        return Outcome::None;
    }
    let rt = m.value_type(o.results[0]);
    // A rounding mode other than the default changes what a float fold computes.
    if o.attr("roundingmode").is_some() {
        return Outcome::None;
    }
    let ops = o.operands.as_slice();
    let consts: Vec<Option<Const>> = ops.iter().map(|&v| constant(m, v)).collect();
    let folded = match ops.len() {
        1 => unary(m, name, ops[0], consts[0], rt),
        2 => binary(m, op, name, ops, &consts, rt),
        3 if name == "select" => select(m, ops, &consts, rt),
        _ => None,
    };
    if let Some(f) = folded {
        return f;
    }
    // The traits' folds: an idempotent op of a value with itself is the value; a commutative
    // op's constants move to the right, in order (a stable partition).
    if ops.len() == 2 && matches!(name, "andi" | "ori") && ops[0] == ops[1] {
        return Outcome::Fold(Folded::Value(ops[0]));
    }
    if ops.len() == 2 && commutative(name) && consts[0].is_some() && consts[1].is_none() {
        return Outcome::InPlace(Edit::Operands(vec![ops[1], ops[0]]));
    }
    Outcome::None
}

/// The `math` ops folded here: those whose result on a constant is exact (MLIR's folders
/// compute them with APFloat and APInt).
const MATH: &[&str] =
    &["absf", "ceil", "floor", "round", "roundeven", "trunc", "absi", "ctlz", "cttz", "ctpop"];

/// A `math` op of [`MATH`] on a constant.
fn math(name: &str, c: Option<Const>, xt: &Type, rt: &Type) -> Option<Outcome> {
    match c? {
        Const::Float(a) => {
            let k = float_kind(xt)?;
            let r = match name {
                "absf" => a.abs(),
                "ceil" => a.ceil(),
                "floor" => a.floor(),
                // Halfway cases away from zero, as APFloat's rmNearestTiesToAway.
                "round" => a.round(),
                "roundeven" => a.round_ties_even(),
                "trunc" => a.trunc(),
                _ => return None,
            };
            attr(float_attr(round_to(r, k), rt))
        }
        Const::Int(b) => {
            let w = int_width(xt)?;
            let r = match name {
                "absi" => signed(b, w).unsigned_abs(),
                "ctlz" => u64::from(b.leading_zeros() - (64 - w)),
                "cttz" if b == 0 => u64::from(w),
                "cttz" => u64::from(b.trailing_zeros()),
                "ctpop" => u64::from(b.count_ones()),
                _ => return None,
            };
            attr(int_attr(r, rt))
        }
    }
}

fn value(v: Value) -> Option<Outcome> {
    Some(Outcome::Fold(Folded::Value(v)))
}

fn attr(f: Option<Folded>) -> Option<Outcome> {
    f.map(Outcome::Fold)
}

/// The folders of the one-operand `arith` ops.
fn unary(m: &Module, name: &str, x: Value, c: Option<Const>, rt: &Type) -> Option<Outcome> {
    let xt = m.value_type(x);
    match name {
        "extsi" | "extui" => {
            // An extension of the same kind of extension extends the source.
            if let Some((_, inner)) = def(m, x, name) {
                return Some(Outcome::InPlace(Edit::Operands(vec![inner[0]])));
            }
            let (Some(Const::Int(b)), Some(w)) = (c, int_width(xt)) else { return None };
            let b = if name == "extsi" { signed(b, w) as u64 } else { b };
            attr(int_attr(b, rt))
        }
        "trunci" => {
            if let Some((_, inner)) = def(m, x, "extsi").or_else(|| def(m, x, "extui")) {
                let src = inner[0];
                let st = m.value_type(src);
                // trunci(ext(a)) truncates `a` when `a` is still wider, else is `a` itself.
                if any_int_width(st)? > any_int_width(rt)? {
                    return Some(Outcome::InPlace(Edit::Operands(vec![src])));
                }
                if st == rt {
                    return value(src);
                }
            }
            if let Some((_, inner)) = def(m, x, "trunci") {
                return Some(Outcome::InPlace(Edit::Operands(vec![inner[0]])));
            }
            let Some(Const::Int(b)) = c else { return None };
            attr(int_attr(b, rt))
        }
        "index_cast" | "index_castui" => {
            // (MLIR 22 folds constants only; later versions also fold a round trip.)
            let (Some(Const::Int(b)), Some(w)) = (c, int_width(xt)) else { return None };
            let b = if name == "index_cast" { signed(b, w) as u64 } else { b };
            attr(int_attr(b, rt))
        }
        "negf" => {
            if let Some((_, inner)) = def(m, x, "negf") {
                return value(inner[0]);
            }
            let Some(Const::Float(a)) = c else { return None };
            float_kind(xt)?;
            attr(float_attr(-a, rt))
        }
        "truncf" if def(m, x, "extf").is_some() => {
            // truncf(extf(a)) truncates `a` when `a` is still wider, else is `a` itself (an
            // extension never loses what the source format can represent).
            let (_, inner) = def(m, x, "extf")?;
            let src = inner[0];
            let st = m.value_type(src);
            if float_width(st)? > float_width(rt)? {
                return Some(Outcome::InPlace(Edit::Operands(vec![src])));
            }
            (st == rt).then_some(())?;
            value(src)
        }
        "extf" | "truncf" => {
            // A float constant converts when no information is lost.
            let Some(Const::Float(a)) = c else { return None };
            let k = float_kind(rt)?;
            // Constants of the 16-bit formats are held exactly too.
            matches!(
                xt,
                Type::Float(FloatKind::F16 | FloatKind::BF16 | FloatKind::F32 | FloatKind::F64)
            )
            .then_some(())?;
            (!a.is_nan() && round_to(a, k) == a).then_some(())?;
            attr(float_attr(a, rt))
        }
        "sitofp" | "uitofp" => {
            let (Some(Const::Int(b)), Some(w), Some(k)) = (c, int_width(xt), float_kind(rt)) else {
                return None;
            };
            // Rust's conversions round to nearest, ties to even, as APFloat's does here.
            let x = match (name, k) {
                ("sitofp", FloatKind::F32) => signed(b, w) as f32 as f64,
                ("sitofp", _) => signed(b, w) as f64,
                (_, FloatKind::F32) => b as f32 as f64,
                _ => b as f64,
            };
            attr(float_attr(x, rt))
        }
        "fptosi" | "fptoui" => {
            let (Some(Const::Float(a)), Some(w)) = (c, int_width(rt)) else { return None };
            float_kind(xt)?;
            let t = a.trunc();
            // Out of range (or NaN) is an invalid conversion, which MLIR does not fold.
            let fits = if name == "fptosi" {
                let lo = -(2f64.powi(w as i32 - 1));
                t >= lo && t < -lo
            } else {
                t >= 0.0 && t < 2f64.powi(w as i32)
            };
            if !fits {
                return None;
            }
            let b = if name == "fptosi" { t as i64 as u64 } else { t as u64 };
            attr(int_attr(b, rt))
        }
        "bitcast" => {
            let c = c?;
            let bits = match (c, xt) {
                (Const::Int(b), Type::Int { .. }) => b,
                (Const::Float(a), Type::Float(FloatKind::F64)) => a.to_bits(),
                (Const::Float(a), Type::Float(FloatKind::F32)) => (a as f32).to_bits() as u64,
                _ => return None,
            };
            match rt {
                Type::Float(FloatKind::F64) => attr(float_attr(f64::from_bits(bits), rt)),
                Type::Float(FloatKind::F32) => {
                    let x = f32::from_bits(bits as u32);
                    // A NaN's payload would not survive the trip through `f64`.
                    (!x.is_nan()).then_some(())?;
                    attr(float_attr(x as f64, rt))
                }
                Type::Int { .. } => attr(int_attr(bits, rt)),
                _ => None,
            }
        }
        _ => None,
    }
}

/// The folders of the two-operand `arith` ops.
fn binary(
    m: &Module,
    op: OpId,
    name: &str,
    ops: &[Value],
    consts: &[Option<Const>],
    rt: &Type,
) -> Option<Outcome> {
    let (x, y) = (ops[0], ops[1]);
    let (cx, cy) = (consts[0], consts[1]);
    let w = int_width(m.value_type(x));
    let int = |c: Option<Const>| match c {
        Some(Const::Int(b)) => Some(b),
        _ => None,
    };
    let (ix, iy) = (int(cx), int(cy));
    let is = |c: Option<u64>, k: u64| c == Some(k);
    let ones = w.map(mask);
    let smax = w.map(|w| mask(w) >> 1);
    let smin = w.map(|w| 1u64 << (w - 1));
    // `n` as `xori(of, c)` with `c` all ones (`not(of)`): `c`.
    let not_of = |n: Value, of: Value| {
        let (_, f) = def(m, n, "xori")?;
        (f[0] == of && ones.is_some() && int(constant(m, f[1])) == ones).then_some(f[1])
    };
    // Both operands constant: the scalar result, computed at the operands' width.
    let both = ix.zip(iy).zip(w);
    let fold_int = |f: &dyn Fn(u64, u64, u32) -> Option<u64>| -> Option<Outcome> {
        let ((a, b), w) = both?;
        attr(int_attr(f(a, b, w)?, rt))
    };
    match name {
        "addi" => {
            if is(iy, 0) {
                return value(x);
            }
            if let Some((_, s)) = def(m, x, "subi") {
                if s[1] == y {
                    return value(s[0]);
                }
            }
            if let Some((_, s)) = def(m, y, "subi") {
                if s[1] == x {
                    return value(s[0]);
                }
            }
            fold_int(&|a, b, _| Some(a.wrapping_add(b)))
        }
        "subi" => {
            if x == y {
                return attr(int_attr(0, rt));
            }
            if is(iy, 0) {
                return value(x);
            }
            if let Some((_, a)) = def(m, x, "addi") {
                if y == a[1] {
                    return value(a[0]);
                }
                if y == a[0] {
                    return value(a[1]);
                }
            }
            fold_int(&|a, b, _| Some(a.wrapping_sub(b)))
        }
        "muli" => {
            if is(iy, 0) {
                return value(y);
            }
            if is(iy, 1) {
                return value(x);
            }
            fold_int(&|a, b, _| Some(a.wrapping_mul(b)))
        }
        "divui" | "divsi" => {
            if is(iy, 1) {
                return value(x);
            }
            // `(a * b) / b` is `a` when the product cannot wrap in the division's sense.
            let flag = if name == "divui" { "nuw" } else { "nsw" };
            if let Some((mul, f)) = def(m, x, "muli") {
                if has_overflow_flag(m, mul, flag) {
                    if f[0] == y {
                        return value(f[1]);
                    }
                    if f[1] == y {
                        return value(f[0]);
                    }
                }
            }
            if name == "divui" {
                fold_int(&|a, b, _| (b != 0).then(|| a / b))
            } else {
                fold_int(&|a, b, w| {
                    let (a, b) = (signed(a, w) as i128, signed(b, w) as i128);
                    (b != 0).then_some(())?;
                    fits_signed(a / b, w)
                })
            }
        }
        "ceildivui" => {
            if is(iy, 1) {
                return value(x);
            }
            fold_int(&|a, b, w| {
                (b != 0).then_some(())?;
                let q = a / b + u64::from(a % b != 0);
                (q <= mask(w) && !(a % b != 0 && a / b == mask(w))).then_some(q)
            })
        }
        "ceildivsi" | "floordivsi" => {
            if is(iy, 1) {
                return value(x);
            }
            fold_int(&|a, b, w| {
                let (a, b) = (signed(a, w) as i128, signed(b, w) as i128);
                (b != 0).then_some(())?;
                // MLIR's ceiling division does not fold where negating an operand overflows.
                let min = -(1i128 << (w - 1));
                let (q, r) = (a / b, a % b);
                let q = if name == "ceildivsi" {
                    (a != min && b != min).then_some(())?;
                    if r != 0 && ((r > 0) == (b > 0)) {
                        q + 1
                    } else {
                        q
                    }
                } else if r != 0 && ((r < 0) != (b < 0)) {
                    q - 1
                } else {
                    q
                };
                fits_signed(q, w)
            })
        }
        "remui" | "remsi" => {
            if is(iy, 1) {
                return attr(int_attr(0, rt));
            }
            if name == "remui" {
                fold_int(&|a, b, _| (b != 0).then(|| a % b))
            } else {
                fold_int(&|a, b, w| {
                    let (a, b) = (signed(a, w) as i128, signed(b, w) as i128);
                    (b != 0).then(|| (a % b) as u64)
                })
            }
        }
        "andi" => {
            if is(iy, 0) {
                return value(y);
            }
            if iy.is_some() && iy == ones {
                return value(x);
            }
            // and(x, not(x)) and and(not(x), x) are 0.
            if not_of(y, x).is_some() || not_of(x, y).is_some() {
                return attr(int_attr(0, rt));
            }
            // and(a, and(a, b)) is and(a, b), either way round.
            for (prev, other) in [(x, y), (y, x)] {
                if let Some((_, f)) = def(m, prev, "andi") {
                    if other == f[0] || other == f[1] {
                        return value(prev);
                    }
                }
            }
            fold_int(&|a, b, _| Some(a & b))
        }
        "ori" => {
            if is(iy, 0) {
                return value(x);
            }
            if iy.is_some() && iy == ones {
                return attr(int_attr(iy?, rt));
            }
            // or(x, not(x)) is the not's all-ones constant, either way round.
            if let Some(c) = not_of(y, x).or_else(|| not_of(x, y)) {
                return value(c);
            }
            fold_int(&|a, b, _| Some(a | b))
        }
        "xori" => {
            if is(iy, 0) {
                return value(x);
            }
            if x == y {
                return attr(int_attr(0, rt));
            }
            if let Some((_, f)) = def(m, x, "xori") {
                if f[1] == y {
                    return value(f[0]);
                }
                if f[0] == y {
                    return value(f[1]);
                }
            }
            if let Some((_, f)) = def(m, y, "xori") {
                if f[1] == x {
                    return value(f[0]);
                }
                if f[0] == x {
                    return value(f[1]);
                }
            }
            fold_int(&|a, b, _| Some(a ^ b))
        }
        "shli" | "shrui" | "shrsi" => {
            if is(iy, 0) {
                return value(x);
            }
            fold_int(&|a, b, w| {
                (b < u64::from(w)).then_some(())?;
                Some(match name {
                    "shli" => a << b,
                    "shrui" => a >> b,
                    _ => (signed(a, w) >> b) as u64,
                })
            })
        }
        "maxsi" | "maxui" | "minsi" | "minui" => {
            if x == y {
                return value(y);
            }
            let (absorbing, neutral) = match name {
                "maxsi" => (smax, smin),
                "minsi" => (smin, smax),
                "maxui" => (ones, Some(0)),
                _ => (Some(0), ones),
            };
            if iy.is_some() && iy == absorbing {
                return value(y);
            }
            if iy.is_some() && iy == neutral {
                return value(x);
            }
            fold_int(&|a, b, w| {
                let (sa, sb) = (signed(a, w), signed(b, w));
                Some(match name {
                    "maxsi" => {
                        if sa >= sb {
                            a
                        } else {
                            b
                        }
                    }
                    "minsi" => {
                        if sa <= sb {
                            a
                        } else {
                            b
                        }
                    }
                    "maxui" => a.max(b),
                    _ => a.min(b),
                })
            })
        }
        "cmpi" => cmpi(m, op, x, y, ix, iy, rt),
        "addf" | "subf" | "mulf" | "divf" => {
            let fy = match cy {
                Some(Const::Float(b)) => Some(b),
                _ => None,
            };
            let neg_zero = fy.is_some_and(|b| b == 0.0 && b.is_sign_negative());
            let pos_zero = fy.is_some_and(|b| b == 0.0 && b.is_sign_positive());
            match name {
                "addf" if neg_zero => return value(x),
                "subf" if pos_zero => return value(x),
                "mulf" | "divf" if fy == Some(1.0) => return value(x),
                "mulf" if fy == Some(0.0) && has_fastmath(m, op, &["nnan", "nsz"]) => {
                    return value(y);
                }
                _ => {}
            }
            let (Some(Const::Float(a)), Some(b)) = (cx, fy) else { return None };
            let k = float_kind(rt)?;
            // Each operation rounds once to the result's format, as APFloat's does: in `f64`
            // an `f32` operation's exact result rounds to the same `f32`.
            let r = match name {
                "addf" => a + b,
                "subf" => a - b,
                "mulf" => a * b,
                _ => a / b,
            };
            // An invalid operation (inf - inf, 0 * inf, 0 / 0) gives APFloat's default NaN, the
            // positive quiet one (the host's may be negative); a NaN operand's payload is where
            // the two may differ, so that is not folded.
            if r.is_nan() {
                (!a.is_nan() && !b.is_nan()).then_some(())?;
                return attr(float_attr(f64::from_bits(0x7FF8_0000_0000_0000), rt));
            }
            attr(float_attr(round_to(r, k), rt))
        }
        "maximumf" | "minimumf" | "maxnumf" | "minnumf" => {
            if x == y {
                return value(y);
            }
            let identity = match (name, cy) {
                ("maximumf", Some(Const::Float(b))) => b == f64::NEG_INFINITY,
                ("minimumf", Some(Const::Float(b))) => b == f64::INFINITY,
                (_, Some(Const::Float(b))) => b.is_nan(),
                _ => false,
            };
            if identity {
                return value(x);
            }
            // Two constants: the larger or smaller, -0 ordered below +0 (as LLVM's `maximum`,
            // `minimum`, `maxnum` and `minnum` order them); a NaN operand is not folded.
            let (Some(Const::Float(a)), Some(Const::Float(b))) = (cx, cy) else { return None };
            float_kind(rt)?;
            (!a.is_nan() && !b.is_nan()).then_some(())?;
            let max = name.starts_with("max");
            let r = if a == 0.0 && b == 0.0 {
                // Of two zeros, the maximum is negative only if both are, the minimum if either.
                let negative = if max {
                    a.is_sign_negative() && b.is_sign_negative()
                } else {
                    a.is_sign_negative() || b.is_sign_negative()
                };
                if negative {
                    -0.0
                } else {
                    0.0
                }
            } else if max {
                a.max(b)
            } else {
                a.min(b)
            };
            attr(float_attr(r, rt))
        }
        "cmpf" => {
            // (MLIR folds scalar comparisons only.)
            let (Some(Const::Float(a)), Some(Const::Float(b))) = (cx, cy) else { return None };
            matches!(m.value_type(x), Type::Float(FloatKind::F32 | FloatKind::F64)).then_some(())?;
            let Some(Attribute::Int { value: p, .. }) = m.op(op).attr("predicate") else {
                return None;
            };
            let r = cmpf(*p, a, b)?;
            attr(int_attr(u64::from(r), rt))
        }
        _ => None,
    }
}

/// `v` as `w` bits, if it fits in a signed integer of that width.
fn fits_signed(v: i128, w: u32) -> Option<u64> {
    let lo = -(1i128 << (w - 1));
    (lo..-lo).contains(&v).then_some(v as u64 & mask(w))
}

/// `arith.cmpi`'s folder. Predicates: eq ne slt sle sgt sge ult ule ugt uge (0..=9).
fn cmpi(
    m: &Module,
    op: OpId,
    x: Value,
    y: Value,
    ix: Option<u64>,
    iy: Option<u64>,
    rt: &Type,
) -> Option<Outcome> {
    let Some(Attribute::Int { value: p, .. }) = m.op(op).attr("predicate") else { return None };
    let p = *p;
    if x == y {
        return attr(int_attr(u64::from(matches!(p, 0 | 3 | 5 | 7 | 9)), rt));
    }
    let xt = m.value_type(x);
    let is_i1 = *xt.scalar() == Type::int(1);
    if iy == Some(0) {
        // ext(%b : i1) != 0 is %b.
        for kind in ["extsi", "extui"] {
            if let Some((_, f)) = def(m, x, kind) {
                if p == 1 && *m.value_type(f[0]).scalar() == Type::int(1) {
                    return value(f[0]);
                }
            }
        }
        if is_i1 && p == 1 {
            return value(x);
        }
    }
    if iy == Some(1) && is_i1 && p == 0 {
        return value(x);
    }
    // A constant on the left moves to the right, the predicate mirrored.
    if ix.is_some() && iy.is_none() {
        let mirrored = [0, 1, 4, 5, 2, 3, 8, 9, 6, 7];
        return Some(Outcome::InPlace(Edit::Swap(*mirrored.get(usize::try_from(p).ok()?)?)));
    }
    let (a, b, w) = (ix?, iy?, int_width(xt)?);
    let (sa, sb) = (signed(a, w), signed(b, w));
    let r = match p {
        0 => a == b,
        1 => a != b,
        2 => sa < sb,
        3 => sa <= sb,
        4 => sa > sb,
        5 => sa >= sb,
        6 => a < b,
        7 => a <= b,
        8 => a > b,
        9 => a >= b,
        _ => return None,
    };
    attr(int_attr(u64::from(r), rt))
}

/// `arith.cmpf`'s predicates (false oeq ogt oge olt ole one ord ueq ugt uge ult ule une uno
/// true, 0..=15) on two constants.
fn cmpf(p: i64, a: f64, b: f64) -> Option<bool> {
    use std::cmp::Ordering::*;
    let ord = a.partial_cmp(&b);
    let unordered = ord.is_none();
    Some(match p {
        0 => false,
        1 => ord == Some(Equal),
        2 => ord == Some(Greater),
        3 => matches!(ord, Some(Greater | Equal)),
        4 => ord == Some(Less),
        5 => matches!(ord, Some(Less | Equal)),
        6 => matches!(ord, Some(Less | Greater)),
        7 => !unordered,
        8 => unordered || ord == Some(Equal),
        9 => unordered || ord == Some(Greater),
        10 => unordered || matches!(ord, Some(Greater | Equal)),
        11 => unordered || ord == Some(Less),
        12 => unordered || matches!(ord, Some(Less | Equal)),
        13 => ord != Some(Equal),
        14 => unordered,
        15 => true,
        _ => return None,
    })
}

/// The folds of `vector.extract` and `vector.insert` that only their positions decide: with no
/// position and one type, the source (the value inserted); dynamic positions that constants
/// give become static ones, in place (`extractInsertFoldConstantOp`).
fn vector_position(m: &Module, op: OpId, name: &str) -> Option<Outcome> {
    let o = m.op(op);
    let first_dynamic = match name {
        "extract" => 1,
        "insert" => 2,
        _ => return None,
    };
    let Some(Attribute::DenseArray { values: DenseValues::Int(position), .. }) =
        o.attr("static_position")
    else {
        return None;
    };
    let (result, operands) = (*o.results.first()?, &o.operands);
    let first = *operands.first()?;
    if position.is_empty() && m.value_type(first) == m.value_type(result) {
        return value(first);
    }
    let mut dynamic = operands.get(first_dynamic..)?.iter();
    let mut kept = operands[..first_dynamic].to_vec();
    let mut static_position = Vec::with_capacity(position.len());
    let mut changed = false;
    for &p in position {
        if p != i64::MIN {
            static_position.push(p);
            continue;
        }
        let v = *dynamic.next()?;
        match constant(m, v) {
            Some(Const::Int(b)) => {
                static_position.push(signed(b, int_width(m.value_type(v))?));
                changed = true;
            }
            _ => {
                static_position.push(p);
                kept.push(v);
            }
        }
    }
    changed.then(|| {
        let a = Attribute::DenseArray {
            elem: Type::shared(Type::int(64)),
            values: DenseValues::Int(static_position),
        };
        Outcome::InPlace(Edit::OperandsAndAttr(kept, "static_position", a))
    })
}

/// `arith.select`'s folder.
fn select(m: &Module, ops: &[Value], consts: &[Option<Const>], rt: &Type) -> Option<Outcome> {
    let (c, t, f) = (ops[0], ops[1], ops[2]);
    if t == f {
        return value(t);
    }
    match consts[0] {
        Some(Const::Int(1)) => return value(t),
        Some(Const::Int(0)) => return value(f),
        _ => {}
    }
    if *rt == Type::int(1) && consts[1] == Some(Const::Int(1)) && consts[2] == Some(Const::Int(0)) {
        return value(c);
    }
    let (cmp, f2) = def(m, c, "cmpi")?;
    let Some(Attribute::Int { value: p @ (0 | 1), .. }) = m.op(cmp).attr("predicate") else {
        return None;
    };
    if (f2[0] == t && f2[1] == f) || (f2[1] == t && f2[0] == f) {
        return value(if *p == 1 { t } else { f });
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn widths_and_signs() {
        assert_eq!(signed(0xff, 8), -1);
        assert_eq!(signed(0x7f, 8), 127);
        assert_eq!(signed(1, 1), -1);
        assert_eq!(mask(64), u64::MAX);
        assert_eq!(fits_signed(128, 8), None);
        assert_eq!(fits_signed(-128, 8), Some(0x80));
    }

    #[test]
    fn float_predicates() {
        assert_eq!(cmpf(1, 1.0, 1.0), Some(true));
        assert_eq!(cmpf(6, f64::NAN, 1.0), Some(false));
        assert_eq!(cmpf(13, f64::NAN, 1.0), Some(true));
        assert_eq!(cmpf(14, f64::NAN, 1.0), Some(true));
    }
}
