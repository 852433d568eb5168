//! Rules proved right: the semantics of the source ops and of the LLVM-dialect ops their rules
//! produce, as SMT-LIB bit-vector formulas, and the refinement query a solver answers.
//!
//! A [`Case`] is one source op at one type (`arith.ceildivsi` on `i8`, `arith.addi` with `nsw`
//! on `index` at 32 bits...). [`case_text`] writes it as a function of its operands; the caller
//! lowers that with the rules under test (so what is checked is the rule as the tool applies
//! it) and hands the lowered function to [`query`], which encodes
//! - the source op, as MLIR's `arith` documentation defines it ([`source`]): its value, when it
//!   is poison (overflow flags, shifts past the width) and when it is undefined behaviour
//!   (division by zero, signed division overflow);
//! - the lowered ops, as LLVM's LangRef defines them ([`Target`]): values, poison (flags,
//!   shifts, `exact`, `disjoint`, `nneg`, poison operands) and undefined behaviour (division by
//!   zero or by poison, signed overflow of `sdiv`/`srem`);
//!
//! and asks for operands (never poison) for which the source is defined and not poison but the
//! target is undefined, poison, or another value. `unsat` proves the rule refines the op at
//! that type; a model is a counterexample. An op of the lowered function outside the model
//! makes the case "not modelled", with the op's name.

use crate::ir::{Attribute, Module, OpId, Type, Value};
use std::collections::HashMap;
use std::fmt::Write;

/// How a source op takes its operands and gives its result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// `(T, T) -> T`.
    Binary,
    /// `(T, T) -> i1` (`arith.cmpi`).
    Compare,
    /// `(i1, T, T) -> T` (`arith.select`).
    Select,
    /// `T -> wider T` (`arith.extsi`, `extui`).
    Extend,
    /// `wider T -> T` (`arith.trunci`).
    Truncate,
}

/// The integer ops modelled, with their shapes and the attribute variants checked for each.
pub const OPS: &[(&str, Shape, &[&str])] = &[
    ("arith.addi", Shape::Binary, &["", "overflow<nsw>", "overflow<nuw>", "overflow<nsw, nuw>"]),
    ("arith.subi", Shape::Binary, &["", "overflow<nsw>", "overflow<nuw>", "overflow<nsw, nuw>"]),
    ("arith.muli", Shape::Binary, &["", "overflow<nsw>", "overflow<nuw>", "overflow<nsw, nuw>"]),
    ("arith.shli", Shape::Binary, &["", "overflow<nsw>", "overflow<nuw>"]),
    ("arith.divsi", Shape::Binary, &[""]),
    ("arith.divui", Shape::Binary, &[""]),
    ("arith.remsi", Shape::Binary, &[""]),
    ("arith.remui", Shape::Binary, &[""]),
    ("arith.ceildivsi", Shape::Binary, &[""]),
    ("arith.ceildivui", Shape::Binary, &[""]),
    ("arith.floordivsi", Shape::Binary, &[""]),
    ("arith.andi", Shape::Binary, &[""]),
    ("arith.ori", Shape::Binary, &[""]),
    ("arith.xori", Shape::Binary, &[""]),
    ("arith.shrsi", Shape::Binary, &[""]),
    ("arith.shrui", Shape::Binary, &[""]),
    ("arith.maxsi", Shape::Binary, &[""]),
    ("arith.maxui", Shape::Binary, &[""]),
    ("arith.minsi", Shape::Binary, &[""]),
    ("arith.minui", Shape::Binary, &[""]),
    (
        "arith.cmpi",
        Shape::Compare,
        &["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"],
    ),
    ("arith.select", Shape::Select, &[""]),
    ("arith.extsi", Shape::Extend, &[""]),
    ("arith.extui", Shape::Extend, &[""]),
    ("arith.trunci", Shape::Truncate, &["", "overflow<nsw>", "overflow<nuw>"]),
    // The `index` dialect's ops, on `index` only, mean what their `arith` counterparts mean
    // (its documentation: division by zero and signed overflow undefined, shifts by the width
    // or more poison).
    ("index.add", Shape::Binary, &[""]),
    ("index.sub", Shape::Binary, &[""]),
    ("index.mul", Shape::Binary, &[""]),
    ("index.divs", Shape::Binary, &[""]),
    ("index.divu", Shape::Binary, &[""]),
    ("index.rems", Shape::Binary, &[""]),
    ("index.remu", Shape::Binary, &[""]),
    ("index.ceildivs", Shape::Binary, &[""]),
    ("index.ceildivu", Shape::Binary, &[""]),
    ("index.floordivs", Shape::Binary, &[""]),
    ("index.and", Shape::Binary, &[""]),
    ("index.or", Shape::Binary, &[""]),
    ("index.xor", Shape::Binary, &[""]),
    ("index.shl", Shape::Binary, &[""]),
    ("index.shrs", Shape::Binary, &[""]),
    ("index.shru", Shape::Binary, &[""]),
    ("index.maxs", Shape::Binary, &[""]),
    ("index.maxu", Shape::Binary, &[""]),
    ("index.mins", Shape::Binary, &[""]),
    ("index.minu", Shape::Binary, &[""]),
    (
        "index.cmp",
        Shape::Compare,
        &["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"],
    ),
];

/// The `arith` op an `index` dialect op means.
fn arith_meaning(op: &str) -> &str {
    match op {
        "index.add" => "arith.addi",
        "index.sub" => "arith.subi",
        "index.mul" => "arith.muli",
        "index.divs" => "arith.divsi",
        "index.divu" => "arith.divui",
        "index.rems" => "arith.remsi",
        "index.remu" => "arith.remui",
        "index.ceildivs" => "arith.ceildivsi",
        "index.ceildivu" => "arith.ceildivui",
        "index.floordivs" => "arith.floordivsi",
        "index.and" => "arith.andi",
        "index.or" => "arith.ori",
        "index.xor" => "arith.xori",
        "index.shl" => "arith.shli",
        "index.shrs" => "arith.shrsi",
        "index.shru" => "arith.shrui",
        "index.maxs" => "arith.maxsi",
        "index.maxu" => "arith.maxui",
        "index.mins" => "arith.minsi",
        "index.minu" => "arith.minui",
        "index.cmp" => "arith.cmpi",
        other => other,
    }
}

/// One source op at one type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Case {
    /// The op (`arith.addi`).
    pub op: &'static str,
    /// How it takes operands.
    pub shape: Shape,
    /// Its attribute variant: overflow flags (`overflow<nsw>`), a `cmpi` predicate, or empty.
    pub variant: &'static str,
    /// The operand type: `iN`, or `index`.
    pub ty: String,
    /// The width in bits (of `index`: the index bit width it is lowered with).
    pub width: u32,
}

impl Case {
    /// The wider type of an extension's result or a truncation's operand.
    fn wide(&self) -> (String, u32) {
        let w = (self.width * 2).min(128);
        (format!("i{w}"), w)
    }

    /// `arith.addi` on `i8` with `overflow<nsw>`, as text.
    pub fn describe(&self) -> String {
        let v = if self.variant.is_empty() { String::new() } else { format!(" {}", self.variant) };
        let at = if self.ty == "index" { format!(" ({} bits)", self.width) } else { String::new() };
        format!("{}{v} on {}{at}", self.op, self.ty)
    }
}

/// The cases for `ops` (names; all modelled ops when empty) at integer `widths`, and on `index`
/// at `index_width` when that is given.
pub fn cases(ops: &[String], widths: &[u32], index_width: Option<u32>) -> Vec<Case> {
    let mut out = Vec::new();
    for &(op, shape, variants) in OPS {
        if !ops.is_empty() && !ops.iter().any(|o| o == op) {
            continue;
        }
        let index_only = op.starts_with("index.");
        let mut types: Vec<(String, u32)> = if index_only {
            Vec::new()
        } else {
            widths.iter().map(|&w| (format!("i{w}"), w)).collect()
        };
        // Extensions and truncations have no `index` form (that is `index_cast`).
        if let (Some(w), false) = (index_width, matches!(shape, Shape::Extend | Shape::Truncate)) {
            types.push(("index".into(), w));
        }
        for (ty, width) in types {
            // A shift's or a flagged op's 1-bit form is legal but the extension of `i64` is
            // `i128`; keep to what is meaningful.
            if matches!(shape, Shape::Extend | Shape::Truncate) && width > 64 {
                continue;
            }
            for &variant in variants {
                out.push(Case { op, shape, variant, ty: ty.clone(), width });
            }
        }
    }
    out
}

/// The case as a function `@name` of MLIR text, one op on line `line` of the function (the
/// line the lowering's trace names).
pub fn case_text(case: &Case, name: &str) -> String {
    let t = &case.ty;
    let (wide, _) = case.wide();
    let flags = if case.variant.is_empty() { String::new() } else { format!(" {}", case.variant) };
    let index = case.op.starts_with("index.");
    let op = match case.shape {
        Shape::Binary if index => format!("%r = {} %a, %b", case.op),
        Shape::Compare if index => format!("%r = index.cmp {}(%a, %b)", case.variant),
        Shape::Binary => format!("%r = {} %a, %b{flags} : {t}", case.op),
        Shape::Compare => format!("%r = arith.cmpi {}, %a, %b : {t}", case.variant),
        Shape::Select => format!("%r = arith.select %c, %a, %b : {t}"),
        Shape::Extend => format!("%r = {} %a : {t} to {wide}", case.op),
        Shape::Truncate => format!("%r = {} %a{flags} : {wide} to {t}", case.op),
    };
    let params: Vec<String> =
        params(case).iter().map(|&p| format!("%{p}: {}", param_type(case, p).0)).collect();
    let result = result_type(case);
    format!(
        "func.func @{name}({}) -> {result} {{\n  {op}\n  return %r : {result}\n}}\n",
        params.join(", ")
    )
}

/// The type of a case's operand `name` and its width in bits (of `index`: the index width).
fn param_type(case: &Case, name: &str) -> (String, u32) {
    match (case.shape, name) {
        (Shape::Select, "c") => ("i1".into(), 1),
        (Shape::Truncate, _) => case.wide(),
        _ => (case.ty.clone(), case.width),
    }
}

/// The type of a case's result.
fn result_type(case: &Case) -> String {
    match case.shape {
        Shape::Compare => "i1".into(),
        Shape::Extend => case.wide().0,
        _ => case.ty.clone(),
    }
}

/// An SMT-LIB bit-vector literal of `width` bits.
fn literal(value: i128, width: u32) -> String {
    let mask: u128 = if width >= 128 { u128::MAX } else { (1u128 << width) - 1 };
    format!("(_ bv{} {width})", (value as u128) & mask)
}

/// Whether `op` (`bvadd`...) on `a` and `b` overflows as signed (`signed`) or unsigned numbers
/// of `w` bits: the operation done one bit wider (twice as wide for a product) differs from the
/// extension of the narrow result.
fn overflows(op: &str, a: &str, b: &str, w: u32, signed: bool) -> String {
    let extra = if op == "bvmul" { w } else { 1 };
    let ext = if signed { "sign_extend" } else { "zero_extend" };
    let e = |x: &str| format!("((_ {ext} {extra}) {x})");
    format!("(not (= {} ({op} {} {})))", e(&format!("({op} {a} {b})")), e(a), e(b))
}

/// The source op's meaning on operands `a`, `b` (and `c`, the `select` condition): its value,
/// when it is poison, when it is undefined behaviour.
pub fn source(case: &Case) -> (String, String, String) {
    let w = case.width;
    let (a, b) = ("a", "b");
    let zero = literal(0, w);
    let min = literal(1i128 << (w - 1), w);
    let ones = literal(-1, w);
    let nsw = case.variant.contains("nsw");
    let nuw = case.variant.contains("nuw");
    let flags = |op: &str| {
        let mut p = Vec::new();
        if nsw {
            p.push(overflows(op, a, b, w, true));
        }
        if nuw {
            p.push(overflows(op, a, b, w, false));
        }
        any(&p)
    };
    let div_zero = format!("(= {b} {zero})");
    let signed_overflow = format!("(and (= {a} {min}) (= {b} {ones}))");
    let signed_ub = format!("(or {div_zero} {signed_overflow})");
    let name = arith_meaning(case.op).trim_start_matches("arith.");
    let ite = |c: String, x: String, y: String| format!("(ite {c} {x} {y})");
    match name {
        "addi" => (format!("(bvadd {a} {b})"), flags("bvadd"), "false".into()),
        "subi" => (format!("(bvsub {a} {b})"), flags("bvsub"), "false".into()),
        "muli" => (format!("(bvmul {a} {b})"), flags("bvmul"), "false".into()),
        "shli" => {
            let r = format!("(bvshl {a} {b})");
            let mut p = vec![format!("(bvuge {b} {})", literal(w as i128, w))];
            if nsw {
                p.push(format!("(not (= (bvashr {r} {b}) {a}))"));
            }
            if nuw {
                p.push(format!("(not (= (bvlshr {r} {b}) {a}))"));
            }
            (r, any(&p), "false".into())
        }
        "shrsi" | "shrui" => {
            let op = if name == "shrsi" { "bvashr" } else { "bvlshr" };
            (
                format!("({op} {a} {b})"),
                format!("(bvuge {b} {})", literal(w as i128, w)),
                "false".into(),
            )
        }
        "divsi" => (format!("(bvsdiv {a} {b})"), "false".into(), signed_ub),
        "remsi" => (format!("(bvsrem {a} {b})"), "false".into(), signed_ub),
        "divui" => (format!("(bvudiv {a} {b})"), "false".into(), div_zero),
        "remui" => (format!("(bvurem {a} {b})"), "false".into(), div_zero),
        "ceildivsi" | "floordivsi" => {
            // Truncating division, then one step towards +inf (ceil) when the exact quotient
            // is positive, or -inf (floor) when it is negative, if there is a remainder. The
            // remainder is written `a - q * b` (which it is, exactly, when the division is
            // defined): solvers reason about that far faster than about `bvsrem`.
            let q = format!("(bvsdiv {a} {b})");
            let inexact = format!("(not (= (bvsub {a} (bvmul {q} {b})) {zero}))");
            let same_sign = format!("(= (bvslt {a} {zero}) (bvslt {b} {zero}))");
            let r = if name == "ceildivsi" {
                ite(
                    format!("(and {inexact} {same_sign})"),
                    format!("(bvadd {q} {})", literal(1, w)),
                    q,
                )
            } else {
                ite(
                    format!("(and {inexact} (not {same_sign}))"),
                    format!("(bvsub {q} {})", literal(1, w)),
                    q,
                )
            };
            (r, "false".into(), signed_ub)
        }
        "ceildivui" => {
            let q = format!("(bvudiv {a} {b})");
            let r = ite(
                format!("(not (= (bvsub {a} (bvmul {q} {b})) {zero}))"),
                format!("(bvadd {q} {})", literal(1, w)),
                q,
            );
            (r, "false".into(), div_zero)
        }
        "andi" => (format!("(bvand {a} {b})"), "false".into(), "false".into()),
        "ori" => (format!("(bvor {a} {b})"), "false".into(), "false".into()),
        "xori" => (format!("(bvxor {a} {b})"), "false".into(), "false".into()),
        "maxsi" => {
            (ite(format!("(bvsgt {a} {b})"), a.into(), b.into()), "false".into(), "false".into())
        }
        "maxui" => {
            (ite(format!("(bvugt {a} {b})"), a.into(), b.into()), "false".into(), "false".into())
        }
        "minsi" => {
            (ite(format!("(bvslt {a} {b})"), a.into(), b.into()), "false".into(), "false".into())
        }
        "minui" => {
            (ite(format!("(bvult {a} {b})"), a.into(), b.into()), "false".into(), "false".into())
        }
        "cmpi" => (
            ite(compare(case.variant, a, b), literal(1, 1), literal(0, 1)),
            "false".into(),
            "false".into(),
        ),
        "select" => (
            ite(format!("(= c {})", literal(1, 1)), a.into(), b.into()),
            "false".into(),
            "false".into(),
        ),
        "extsi" | "extui" => {
            let ext = if name == "extsi" { "sign_extend" } else { "zero_extend" };
            (format!("((_ {ext} {w}) {a})", w = case.wide().1 - w), "false".into(), "false".into())
        }
        "trunci" => {
            let r = format!("((_ extract {} 0) {a})", w - 1);
            let wide = case.wide().1 - w;
            let mut p = Vec::new();
            if nsw {
                p.push(format!("(not (= ((_ sign_extend {wide}) {r}) {a}))"));
            }
            if nuw {
                p.push(format!("(not (= ((_ zero_extend {wide}) {r}) {a}))"));
            }
            (r, any(&p), "false".into())
        }
        other => unreachable!("{other} is in OPS, or means an op of it"),
    }
}

/// A comparison by predicate name (`slt`...), as a Boolean.
fn compare(predicate: &str, a: &str, b: &str) -> String {
    match predicate {
        "eq" => format!("(= {a} {b})"),
        "ne" => format!("(not (= {a} {b}))"),
        "slt" => format!("(bvslt {a} {b})"),
        "sle" => format!("(bvsle {a} {b})"),
        "sgt" => format!("(bvsgt {a} {b})"),
        "sge" => format!("(bvsge {a} {b})"),
        "ult" => format!("(bvult {a} {b})"),
        "ule" => format!("(bvule {a} {b})"),
        "ugt" => format!("(bvugt {a} {b})"),
        _ => format!("(bvuge {a} {b})"),
    }
}

/// The disjunction of `terms` (`false` when there are none).
fn any(terms: &[String]) -> String {
    match terms {
        [] => "false".into(),
        [one] => one.clone(),
        _ => format!("(or {})", terms.join(" ")),
    }
}

/// LLVM's `icmp` predicates in the LLVM dialect's numbering.
const ICMP: [&str; 10] = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"];

/// The lowered function as SMT-LIB definitions: one bit-vector and one poison flag per value,
/// and the conditions under which an op is undefined behaviour.
pub struct Target {
    defs: String,
    names: HashMap<Value, (String, u32)>,
    ub: Vec<String>,
    result: Option<(String, u32)>,
}

impl Target {
    fn value(&self, v: Value) -> Result<&(String, u32), String> {
        self.names.get(&v).ok_or_else(|| "a value defined outside the model".to_string())
    }

    fn define(&mut self, v: Value, width: u32, value: &str, poison: &str) {
        let name = format!("t{}", self.names.len());
        writeln!(self.defs, "(define-fun {name} () (_ BitVec {width}) {value})").unwrap();
        writeln!(self.defs, "(define-fun {name}_p () Bool {poison})").unwrap();
        self.names.insert(v, (name, width));
    }

    /// Encodes the body of `func` (an `llvm.func` whose entry block's arguments are the case's
    /// operands, named by `params`); `Err` names what is not modelled.
    pub fn encode(module: &Module, func: OpId, params: &[&str]) -> Result<Target, String> {
        let mut t =
            Target { defs: String::new(), names: HashMap::new(), ub: Vec::new(), result: None };
        let op = module.op(func);
        let region = *op.regions.first().ok_or("a function without a body")?;
        let blocks = &module.region(region).blocks;
        if blocks.len() != 1 {
            return Err("control flow (more than one block)".into());
        }
        let block = module.block(blocks[0]);
        for (&arg, &name) in block.args.iter().zip(params) {
            let width = int_width(module.value_type(arg))?;
            t.names.insert(arg, (name.to_string(), width));
            writeln!(t.defs, "(define-fun {name}_p () Bool false)").unwrap();
        }
        for &id in &block.ops {
            t.op(module, id)?;
        }
        if t.result.is_none() {
            return Err("no llvm.return of a value".into());
        }
        Ok(t)
    }

    fn op(&mut self, module: &Module, id: OpId) -> Result<(), String> {
        let op = module.op(id);
        let name = op.name.as_str();
        let operands: Vec<(String, u32)> =
            op.operands.iter().map(|&v| self.value(v).cloned()).collect::<Result<_, _>>()?;
        let p = |i: usize| format!("{}_p", operands[i].0);
        let x = |i: usize| operands[i].0.clone();
        let poison_any = any(&(0..operands.len()).map(p).collect::<Vec<_>>());
        let (nsw, nuw) = overflow_flags(op.attr("overflowFlags"))?;
        let exact = op.attr("isExact").is_some();
        let result = op.results.first().copied();
        let width = match result {
            Some(r) => Some(int_width(module.value_type(r))?),
            None => None,
        };
        let w = width.unwrap_or(0);
        match name {
            "llvm.return" => {
                self.result = operands.first().cloned();
                return Ok(());
            }
            "llvm.mlir.constant" => {
                let v = match op.attr("value") {
                    Some(Attribute::Int { value, .. }) => *value as i128,
                    Some(Attribute::Bool(b)) => *b as i128,
                    _ => return Err("a non-integer llvm.mlir.constant".into()),
                };
                self.define(result.expect("a result"), w, &literal(v, w), "false");
            }
            "llvm.add" | "llvm.sub" | "llvm.mul" => {
                let bv = match name {
                    "llvm.add" => "bvadd",
                    "llvm.sub" => "bvsub",
                    _ => "bvmul",
                };
                let mut poison = vec![poison_any];
                if nsw {
                    poison.push(overflows(bv, &x(0), &x(1), w, true));
                }
                if nuw {
                    poison.push(overflows(bv, &x(0), &x(1), w, false));
                }
                self.define(
                    result.expect("a result"),
                    w,
                    &format!("({bv} {} {})", x(0), x(1)),
                    &any(&poison),
                );
            }
            "llvm.and" | "llvm.or" | "llvm.xor" => {
                let bv = &name["llvm.".len()..];
                let mut poison = vec![poison_any];
                if op.attr("isDisjoint").is_some() {
                    poison.push(format!("(not (= (bvand {} {}) {}))", x(0), x(1), literal(0, w)));
                }
                self.define(
                    result.expect("a result"),
                    w,
                    &format!("(bv{bv} {} {})", x(0), x(1)),
                    &any(&poison),
                );
            }
            "llvm.sdiv" | "llvm.udiv" | "llvm.srem" | "llvm.urem" => {
                let bv = match name {
                    "llvm.sdiv" => "bvsdiv",
                    "llvm.udiv" => "bvudiv",
                    "llvm.srem" => "bvsrem",
                    _ => "bvurem",
                };
                let mut ub = vec![format!("(= {} {})", x(1), literal(0, w)), p(1)];
                if name.starts_with("llvm.s") {
                    ub.push(format!(
                        "(and (= {} {}) (= {} {}))",
                        x(0),
                        literal(1i128 << (w - 1), w),
                        x(1),
                        literal(-1, w)
                    ));
                    // Overflow of a poison dividend is possible too.
                    ub.push(format!("(and {} (= {} {}))", p(0), x(1), literal(-1, w)));
                }
                self.ub.push(any(&ub));
                let mut poison = vec![p(0)];
                if exact {
                    let rem = if name == "llvm.sdiv" { "bvsrem" } else { "bvurem" };
                    poison.push(format!("(not (= ({rem} {} {}) {}))", x(0), x(1), literal(0, w)));
                }
                self.define(
                    result.expect("a result"),
                    w,
                    &format!("({bv} {} {})", x(0), x(1)),
                    &any(&poison),
                );
            }
            "llvm.shl" | "llvm.lshr" | "llvm.ashr" => {
                let bv = match name {
                    "llvm.shl" => "bvshl",
                    "llvm.lshr" => "bvlshr",
                    _ => "bvashr",
                };
                let r = format!("({bv} {} {})", x(0), x(1));
                let mut poison =
                    vec![poison_any, format!("(bvuge {} {})", x(1), literal(w as i128, w))];
                if name == "llvm.shl" {
                    if nsw {
                        poison.push(format!("(not (= (bvashr {r} {}) {}))", x(1), x(0)));
                    }
                    if nuw {
                        poison.push(format!("(not (= (bvlshr {r} {}) {}))", x(1), x(0)));
                    }
                } else if exact {
                    poison.push(format!("(not (= (bvshl {r} {}) {}))", x(1), x(0)));
                }
                self.define(result.expect("a result"), w, &r, &any(&poison));
            }
            "llvm.icmp" => {
                let k = op.attr("predicate").and_then(Attribute::as_int).unwrap_or(-1);
                let pred = ICMP.get(k as usize).ok_or("an unknown icmp predicate")?;
                let v = format!(
                    "(ite {} {} {})",
                    compare(pred, &x(0), &x(1)),
                    literal(1, 1),
                    literal(0, 1)
                );
                let mut poison = vec![poison_any];
                if op.attr("samesign").is_some() {
                    poison.push(format!(
                        "(not (= (bvslt {} {z}) (bvslt {} {z})))",
                        x(0),
                        x(1),
                        z = literal(0, operands[0].1)
                    ));
                }
                self.define(result.expect("a result"), 1, &v, &any(&poison));
            }
            "llvm.select" => {
                let c = format!("(= {} {})", x(0), literal(1, 1));
                let v = format!("(ite {c} {} {})", x(1), x(2));
                let poison = format!("(or {} (ite {c} {} {}))", p(0), p(1), p(2));
                self.define(result.expect("a result"), w, &v, &poison);
            }
            "llvm.sext" | "llvm.zext" => {
                let ext = if name == "llvm.sext" { "sign_extend" } else { "zero_extend" };
                let mut poison = vec![p(0)];
                if op.attr("nonNeg").is_some() {
                    poison.push(format!("(bvslt {} {})", x(0), literal(0, operands[0].1)));
                }
                let v = format!("((_ {ext} {}) {})", w - operands[0].1, x(0));
                self.define(result.expect("a result"), w, &v, &any(&poison));
            }
            "llvm.trunc" => {
                let v = format!("((_ extract {} 0) {})", w - 1, x(0));
                let extra = operands[0].1 - w;
                let mut poison = vec![p(0)];
                if nsw {
                    poison.push(format!("(not (= ((_ sign_extend {extra}) {v}) {}))", x(0)));
                }
                if nuw {
                    poison.push(format!("(not (= ((_ zero_extend {extra}) {v}) {}))", x(0)));
                }
                self.define(result.expect("a result"), w, &v, &any(&poison));
            }
            "llvm.intr.smax" | "llvm.intr.smin" | "llvm.intr.umax" | "llvm.intr.umin" => {
                let cmp = match name {
                    "llvm.intr.smax" => "bvsgt",
                    "llvm.intr.smin" => "bvslt",
                    "llvm.intr.umax" => "bvugt",
                    _ => "bvult",
                };
                let v = format!("(ite ({cmp} {a} {b}) {a} {b})", a = x(0), b = x(1));
                self.define(result.expect("a result"), w, &v, &poison_any);
            }
            other => return Err(format!("'{other}' is not in the LLVM model")),
        }
        Ok(())
    }
}

/// `nsw` and `nuw` of an `overflowFlags` attribute, as a number (`1` nsw, `2` nuw) or as
/// `#llvm.overflow<...>`; anything else is not modelled (never taken for no flags).
fn overflow_flags(attr: Option<&Attribute>) -> Result<(bool, bool), String> {
    let Some(attr) = attr else { return Ok((false, false)) };
    if let Some(bits) = attr.as_int() {
        return Ok((bits & 1 != 0, bits & 2 != 0));
    }
    let text = attr.to_string();
    match text.strip_prefix("#llvm.overflow<").and_then(|t| t.strip_suffix('>')) {
        Some(list) => {
            let flags: Vec<&str> = list.split(',').map(str::trim).collect();
            if let Some(f) = flags.iter().find(|f| !matches!(**f, "nsw" | "nuw" | "none")) {
                return Err(format!("the overflow flag '{f}'"));
            }
            Ok((flags.contains(&"nsw"), flags.contains(&"nuw")))
        }
        None => Err(format!("the overflow flags {text}")),
    }
}

/// The width of an integer type (`Err` for others).
fn int_width(ty: &Type) -> Result<u32, String> {
    ty.int_width().ok_or_else(|| format!("a value of type {ty}"))
}

/// The operand names of a case's function, in order.
pub fn params(case: &Case) -> &'static [&'static str] {
    match case.shape {
        Shape::Select => &["c", "a", "b"],
        Shape::Extend | Shape::Truncate => &["a"],
        _ => &["a", "b"],
    }
}

/// The refinement query for `case` lowered to `func`: `sat` with a model is a counterexample.
/// With `ub_only`, only whether the lowering is undefined where the op is defined: a query the
/// solver answers fast (it needs no division's value), asked first.
pub fn query(case: &Case, module: &Module, func: OpId, ub_only: bool) -> Result<String, String> {
    let target = Target::encode(module, func, params(case))?;
    let (tv, tw) = target.result.clone().expect("encode checks");
    let (sv, sp, sub) = source(case);
    let mut q = String::from("(set-logic QF_BV)\n");
    for &name in params(case) {
        writeln!(q, "(declare-const {name} (_ BitVec {}))", param_type(case, name).1).unwrap();
    }
    q.push_str(&target.defs);
    writeln!(q, "(define-fun src () (_ BitVec {tw}) {sv})").unwrap();
    writeln!(q, "(define-fun src_poison () Bool {sp})").unwrap();
    writeln!(q, "(define-fun src_ub () Bool {sub})").unwrap();
    writeln!(q, "(define-fun tgt () (_ BitVec {tw}) {tv})").unwrap();
    writeln!(q, "(define-fun tgt_poison () Bool {tv}_p)").unwrap();
    writeln!(q, "(define-fun tgt_ub () Bool {})", any(&target.ub)).unwrap();
    q.push_str("(assert (not src_ub))\n(assert (not src_poison))\n");
    if ub_only {
        q.push_str("(assert tgt_ub)\n(check-sat)\n");
    } else {
        q.push_str("(assert (or tgt_ub tgt_poison (not (= src tgt))))\n(check-sat)\n");
    }
    let names: Vec<&str> = params(case).to_vec();
    writeln!(q, "(get-value ({} src tgt tgt_poison tgt_ub))", names.join(" ")).unwrap();
    Ok(q)
}

/// A program that shows a refuted case: `@main` applies the op to the counterexample's operands
/// (loaded from memory, so that no folder sees them) and prints the result. Lowered by the
/// refuted rule and run, it prints the lowering's result; lowered by upstream MLIR, the op's.
pub fn witness(case: &Case, model: &[(String, String)]) -> String {
    let mut body = String::new();
    for &name in params(case) {
        let (ty, _) = param_type(case, name);
        let value = model.iter().find(|(k, _)| k == name).map_or("0", |(_, v)| v.as_str());
        let constant = match (ty.as_str(), value) {
            ("i1", "0") => "false".to_string(),
            ("i1", _) => "true".to_string(),
            (_, v) => format!("{v} : {ty}"),
        };
        writeln!(body, "  %{name}_c = arith.constant {constant}").unwrap();
        writeln!(body, "  %{name}_m = memref.alloca() : memref<{ty}>").unwrap();
        writeln!(body, "  memref.store %{name}_c, %{name}_m[] : memref<{ty}>").unwrap();
        writeln!(body, "  %{name} = memref.load %{name}_m[] : memref<{ty}>").unwrap();
    }
    let function = case_text(case, "f");
    let call_args: Vec<String> = params(case).iter().map(|p| format!("%{p}")).collect();
    let arg_types: Vec<String> = params(case).iter().map(|&p| param_type(case, p).0).collect();
    let result = result_type(case);
    format!(
        "// {}: operands {}\n{function}func.func @main() {{\n{body}  %r = func.call @f({}) : ({}) -> {result}\n  vector.print %r : {result}\n  return\n}}\n",
        case.describe(),
        model.iter().map(|(k, v)| format!("{k} = {v}")).collect::<Vec<_>>().join(", "),
        call_args.join(", "),
        arg_types.join(", ")
    )
}

/// A counterexample read from the solver's `get-value` answer: each name with its value as a
/// signed number (bit vectors) or `true`/`false`.
pub fn parse_model(answer: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let text = answer.replace(['(', ')'], " ");
    let mut tokens = text.split_whitespace().peekable();
    while let Some(name) = tokens.next() {
        let Some(&value) = tokens.peek() else { break };
        if value == "true" || value == "false" {
            out.push((name.to_string(), value.to_string()));
            tokens.next();
        } else if let Some(hex) = value.strip_prefix("#x") {
            let width = hex.len() as u32 * 4;
            out.push((name.to_string(), signed(u128::from_str_radix(hex, 16).unwrap_or(0), width)));
            tokens.next();
        } else if let Some(bin) = value.strip_prefix("#b") {
            let width = bin.len() as u32;
            out.push((name.to_string(), signed(u128::from_str_radix(bin, 2).unwrap_or(0), width)));
            tokens.next();
        }
    }
    out
}

/// `bits` of `width` as a signed decimal number.
fn signed(bits: u128, width: u32) -> String {
    // One bit is a Boolean: 0 or 1.
    if width <= 1 || width >= 128 {
        return (bits as i128).to_string();
    }
    let v =
        if bits >> (width - 1) & 1 == 1 { bits as i128 - (1i128 << width) } else { bits as i128 };
    v.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn literals_and_models_are_twos_complement() {
        assert_eq!(literal(-1, 8), "(_ bv255 8)");
        assert_eq!(literal(1 << 7, 8), "(_ bv128 8)");
        let m = parse_model("((a #x80)\n (b #b1)\n (src #xff) (tgt_poison false))");
        let want = [("a", "-128"), ("b", "1"), ("src", "-1"), ("tgt_poison", "false")];
        assert_eq!(m, want.map(|(a, b)| (a.to_string(), b.to_string())));
    }

    #[test]
    fn cases_cover_every_op_width_and_variant() {
        let all = cases(&[], &[8, 32], Some(64));
        assert!(all.iter().any(|c| c.op == "arith.cmpi" && c.variant == "uge" && c.ty == "index"));
        assert!(!all.iter().any(|c| c.op == "arith.extsi" && c.ty == "index"));
        let text =
            case_text(&all.iter().find(|c| c.variant == "overflow<nsw>").unwrap().clone(), "f");
        assert_eq!(
            text,
            "func.func @f(%a: i8, %b: i8) -> i8 {\n  %r = arith.addi %a, %b overflow<nsw> : i8\n  return %r : i8\n}\n"
        );
    }
}
