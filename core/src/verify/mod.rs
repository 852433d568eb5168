//! Rules proved right: the semantics of the source ops and of the LLVM-dialect ops their rules
//! produce, as SMT-LIB formulas (bit vectors, and IEEE-754 floats), and the refinement query a
//! solver answers.
//!
//! A [`Case`] is one source op at one type (`arith.ceildivsi` on `i8`, `arith.addf` with
//! `fastmath<nnan>` on `vector<2xf32>`, `arith.index_cast` from `i8` to `index` at 32 bits...).
//! [`case_text`] writes it as a function of its operands; the caller lowers that with the rules
//! under test (so what is checked is the rule as the tool applies it) and hands the lowered
//! function to [`query`], which encodes
//! - the source op, as MLIR's documentation defines it ([`source`]): its value, when it is
//!   poison (overflow and fast-math flags, shifts past the width, conversions out of range),
//!   when it is undefined behaviour (division by zero, signed division overflow), and what
//!   other results it allows;
//! - the lowered ops, as LLVM's LangRef defines them ([`target`]);
//!
//! and asks for operands (never poison) for which, in some lane, the source is defined and
//! not poison but the target is undefined, poison, or a value the source does not allow.
//! `unsat` proves the rule refines the op at that type; a model is a counterexample. An op of
//! the lowered function outside the model makes the case "not modelled", with the op's name.
//! Functions neither side defines exactly (`exp`, `fmod`) are uninterpreted: the lowering is
//! right when it applies the same function to the same operands.

pub mod folds;
pub mod smt;
pub mod source;
pub mod target;

use crate::ir::{Module, OpId};
use smt::{any, decode_float, encode_float, Functions, Sort};
use std::fmt::Write;
use target::{lane_names, Target};

/// How a source op takes its operands and gives its result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// `(T, T) -> T`.
    Binary,
    /// `T -> T`.
    Unary,
    /// `(T, T, T) -> T` (`math.fma`).
    Ternary,
    /// `(T, T) -> i1` (`arith.cmpi`, `cmpf`).
    Compare,
    /// `T -> i1` (`math.isnan`...).
    Classify,
    /// `(i1, T, T) -> T` (`arith.select`).
    Select,
    /// `F -> T` (extensions, truncations, casts).
    Convert,
    /// `(T, i32) -> T` (`math.fpowi`).
    PowI,
    /// `() -> T` (`ub.poison`, `index.sizeof`).
    Nullary,
}

/// The types an op is checked at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Domain {
    /// Each integer width and `index`.
    Int,
    /// Each integer width, not `index` (`math`'s integer ops).
    IntOnly,
    /// `index` alone (the `index` dialect).
    Index,
    /// Each float type.
    Float,
    /// `f32` and `f64` (what libm has).
    FloatLibm,
    /// Integers, `index` and floats.
    Any,
    /// `iN` to `i2N`.
    IntExt,
    /// `i2N` to `iN`.
    IntTrunc,
    /// A float type to a wider one.
    FloatExt,
    /// A float type to a narrower one.
    FloatTrunc,
    /// Each integer width to each float type.
    IntToFloat,
    /// Each float type to each integer width.
    FloatToInt,
    /// Integers and floats of the same width, both ways.
    Bitcast,
    /// Integers and `index`, both ways.
    IndexCast,
}

/// A modelled op: its name, shape, types, and the attribute variants checked for each.
#[derive(Clone, Copy, Debug)]
pub struct Model {
    /// The op (`arith.addi`).
    pub op: &'static str,
    /// How it takes operands.
    pub shape: Shape,
    /// Where it is checked.
    pub domain: Domain,
    /// Overflow or fast-math flags, predicates, rounding modes (empty: none).
    pub variants: &'static [&'static str],
}

const NONE: &[&str] = &[""];
const OVERFLOW: &[&str] = &["", "overflow<nsw>", "overflow<nuw>", "overflow<nsw, nuw>"];
const FASTMATH: &[&str] = &["", "fastmath<nnan>", "fastmath<ninf>", "fastmath<nsz>"];
const NNAN: &[&str] = &["", "fastmath<nnan>"];
const ICMP: &[&str] = &["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"];
const ROUNDING: &[&str] =
    &["", "to_nearest_even", "downward", "upward", "toward_zero", "to_nearest_away"];

const fn model(
    op: &'static str,
    shape: Shape,
    domain: Domain,
    variants: &'static [&'static str],
) -> Model {
    Model { op, shape, domain, variants }
}

use Domain as D;
use Shape as S;

/// Every modelled op.
pub const OPS: &[Model] = &[
    model("arith.addi", S::Binary, D::Int, OVERFLOW),
    model("arith.subi", S::Binary, D::Int, OVERFLOW),
    model("arith.muli", S::Binary, D::Int, OVERFLOW),
    model("arith.shli", S::Binary, D::Int, &["", "overflow<nsw>", "overflow<nuw>"]),
    model("arith.divsi", S::Binary, D::Int, NONE),
    model("arith.divui", S::Binary, D::Int, NONE),
    model("arith.remsi", S::Binary, D::Int, NONE),
    model("arith.remui", S::Binary, D::Int, NONE),
    model("arith.ceildivsi", S::Binary, D::Int, NONE),
    model("arith.ceildivui", S::Binary, D::Int, NONE),
    model("arith.floordivsi", S::Binary, D::Int, NONE),
    model("arith.andi", S::Binary, D::Int, NONE),
    model("arith.ori", S::Binary, D::Int, NONE),
    model("arith.xori", S::Binary, D::Int, NONE),
    model("arith.shrsi", S::Binary, D::Int, NONE),
    model("arith.shrui", S::Binary, D::Int, NONE),
    model("arith.maxsi", S::Binary, D::Int, NONE),
    model("arith.maxui", S::Binary, D::Int, NONE),
    model("arith.minsi", S::Binary, D::Int, NONE),
    model("arith.minui", S::Binary, D::Int, NONE),
    model("arith.cmpi", S::Compare, D::Int, ICMP),
    model("arith.select", S::Select, D::Any, NONE),
    model("arith.extsi", S::Convert, D::IntExt, NONE),
    model("arith.extui", S::Convert, D::IntExt, NONE),
    model("arith.trunci", S::Convert, D::IntTrunc, &["", "overflow<nsw>", "overflow<nuw>"]),
    model("arith.index_cast", S::Convert, D::IndexCast, NONE),
    model("arith.index_castui", S::Convert, D::IndexCast, NONE),
    model("arith.bitcast", S::Convert, D::Bitcast, NONE),
    model("arith.addf", S::Binary, D::Float, FASTMATH),
    model("arith.subf", S::Binary, D::Float, FASTMATH),
    model("arith.mulf", S::Binary, D::Float, FASTMATH),
    model("arith.divf", S::Binary, D::Float, FASTMATH),
    model("arith.remf", S::Binary, D::Float, FASTMATH),
    model("arith.negf", S::Unary, D::Float, FASTMATH),
    model("arith.maximumf", S::Binary, D::Float, NNAN),
    model("arith.minimumf", S::Binary, D::Float, NNAN),
    model("arith.maxnumf", S::Binary, D::Float, NNAN),
    model("arith.minnumf", S::Binary, D::Float, NNAN),
    model("arith.cmpf", S::Compare, D::Float, &smt::FCMP),
    model("arith.extf", S::Convert, D::FloatExt, NONE),
    model("arith.truncf", S::Convert, D::FloatTrunc, ROUNDING),
    model("arith.sitofp", S::Convert, D::IntToFloat, NONE),
    model("arith.uitofp", S::Convert, D::IntToFloat, NONE),
    model("arith.fptosi", S::Convert, D::FloatToInt, NONE),
    model("arith.fptoui", S::Convert, D::FloatToInt, NONE),
    model("math.absi", S::Unary, D::IntOnly, NONE),
    model("math.ctlz", S::Unary, D::IntOnly, NONE),
    model("math.cttz", S::Unary, D::IntOnly, NONE),
    model("math.ctpop", S::Unary, D::IntOnly, NONE),
    model("math.absf", S::Unary, D::Float, NNAN),
    model("math.sqrt", S::Unary, D::Float, FASTMATH),
    model("math.fma", S::Ternary, D::Float, FASTMATH),
    model("math.ceil", S::Unary, D::Float, NNAN),
    model("math.floor", S::Unary, D::Float, NNAN),
    model("math.round", S::Unary, D::Float, NNAN),
    model("math.roundeven", S::Unary, D::Float, NNAN),
    model("math.trunc", S::Unary, D::Float, NNAN),
    model("math.copysign", S::Binary, D::Float, NNAN),
    model("math.isnan", S::Classify, D::Float, NONE),
    model("math.isinf", S::Classify, D::Float, NONE),
    model("math.isfinite", S::Classify, D::Float, NONE),
    model("math.isnormal", S::Classify, D::Float, NONE),
    model("math.exp", S::Unary, D::Float, NNAN),
    model("math.exp2", S::Unary, D::Float, NNAN),
    model("math.log", S::Unary, D::Float, NNAN),
    model("math.log2", S::Unary, D::Float, NNAN),
    model("math.log10", S::Unary, D::Float, NNAN),
    model("math.sin", S::Unary, D::Float, NNAN),
    model("math.cos", S::Unary, D::Float, NNAN),
    model("math.tan", S::Unary, D::Float, NNAN),
    model("math.sinh", S::Unary, D::Float, NNAN),
    model("math.cosh", S::Unary, D::Float, NNAN),
    model("math.tanh", S::Unary, D::Float, NNAN),
    model("math.asin", S::Unary, D::Float, NNAN),
    model("math.acos", S::Unary, D::Float, NNAN),
    model("math.atan", S::Unary, D::Float, NNAN),
    model("math.atan2", S::Binary, D::Float, NNAN),
    model("math.powf", S::Binary, D::Float, NNAN),
    model("math.fpowi", S::PowI, D::Float, NNAN),
    model("math.erf", S::Unary, D::FloatLibm, NONE),
    model("math.erfc", S::Unary, D::FloatLibm, NONE),
    model("math.cbrt", S::Unary, D::FloatLibm, NONE),
    model("math.asinh", S::Unary, D::FloatLibm, NONE),
    model("math.acosh", S::Unary, D::FloatLibm, NONE),
    model("math.atanh", S::Unary, D::FloatLibm, NONE),
    model("ub.poison", S::Nullary, D::Any, NONE),
    // The `index` dialect's ops, on `index` only, mean what their `arith` counterparts mean
    // (its documentation: division by zero and signed overflow undefined, shifts by the width
    // or more poison).
    model("index.add", S::Binary, D::Index, NONE),
    model("index.sub", S::Binary, D::Index, NONE),
    model("index.mul", S::Binary, D::Index, NONE),
    model("index.divs", S::Binary, D::Index, NONE),
    model("index.divu", S::Binary, D::Index, NONE),
    model("index.rems", S::Binary, D::Index, NONE),
    model("index.remu", S::Binary, D::Index, NONE),
    model("index.ceildivs", S::Binary, D::Index, NONE),
    model("index.ceildivu", S::Binary, D::Index, NONE),
    model("index.floordivs", S::Binary, D::Index, NONE),
    model("index.and", S::Binary, D::Index, NONE),
    model("index.or", S::Binary, D::Index, NONE),
    model("index.xor", S::Binary, D::Index, NONE),
    model("index.shl", S::Binary, D::Index, NONE),
    model("index.shrs", S::Binary, D::Index, NONE),
    model("index.shru", S::Binary, D::Index, NONE),
    model("index.maxs", S::Binary, D::Index, NONE),
    model("index.maxu", S::Binary, D::Index, NONE),
    model("index.mins", S::Binary, D::Index, NONE),
    model("index.minu", S::Binary, D::Index, NONE),
    model("index.cmp", S::Compare, D::Index, ICMP),
    model("index.casts", S::Convert, D::IndexCast, NONE),
    model("index.castu", S::Convert, D::IndexCast, NONE),
    model("index.sizeof", S::Nullary, D::Index, NONE),
];

/// The ops of the `arith`, `math`, `index` and `ub` rules that are not modelled, each with
/// the reason.
pub const NOT_MODELLED: &[(&str, &str)] = &[
    ("arith.constant", "a constant: the rule copies its value (the printer tests check it)"),
    ("index.constant", "a constant: the rule copies its value (the printer tests check it)"),
    ("index.bool.constant", "a constant: the rule copies its value"),
    ("arith.addui_extended", "two results (the model has one)"),
    ("arith.mulsi_extended", "two results (the model has one)"),
    ("arith.mului_extended", "two results (the model has one)"),
    ("math.sincos", "two results (the model has one)"),
    (
        "math.rsqrt",
        "lowered as 1 / sqrt(x), rounded twice, as upstream does; math does not fix its precision",
    ),
    (
        "math.log1p",
        "lowered as log(1 + x), rounded twice, as upstream does; math does not fix its precision",
    ),
    (
        "math.expm1",
        "lowered as exp(x) - 1, rounded twice, as upstream does; math does not fix its precision",
    ),
    ("ub.unreachable", "no value: reaching it is undefined behaviour, and so is llvm.unreachable"),
];

/// One source op at one type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Case {
    /// The op (`arith.addi`).
    pub op: &'static str,
    /// How it takes operands.
    pub shape: Shape,
    /// Its attribute variant: overflow or fast-math flags, a predicate, a rounding mode, or
    /// empty.
    pub variant: &'static str,
    /// The operand type of a conversion (else the same as `ty`).
    pub from: String,
    /// The type: of the operands (of a comparison), or of the result (`i8`,
    /// `vector<2xf32>`, `index`).
    pub ty: String,
    /// The index width it is lowered with, when `index` is one of its types.
    pub index_width: Option<u32>,
}

impl Case {
    /// `arith.addi overflow<nsw> on i8`, `arith.extsi on i8 to i16`, as text.
    pub fn describe(&self) -> String {
        let v = if self.variant.is_empty() { String::new() } else { format!(" {}", self.variant) };
        let at = self.index_width.map(|w| format!(" ({w}-bit index)")).unwrap_or_default();
        let ty = if self.shape == Shape::Convert {
            format!("{} to {}", self.from, self.ty)
        } else {
            self.ty.clone()
        };
        format!("{}{v} on {ty}{at}", self.op)
    }

    /// The vector's lane count, if its types are vectors.
    pub fn lanes(&self) -> Option<usize> {
        let inner = self.ty.strip_prefix("vector<")?;
        inner.split('x').next()?.parse().ok()
    }
}

/// The types cases are made at.
#[derive(Clone, Debug)]
pub struct Types {
    /// Integer widths.
    pub widths: Vec<u32>,
    /// Widths of `index`.
    pub index_widths: Vec<u32>,
    /// Float types (`f16`, `bf16`, `f32`, `f64`).
    pub floats: Vec<String>,
    /// Lanes of the vector form of each elementwise case (0: none).
    pub lanes: u32,
}

/// The width in bits of a float type's name.
fn float_bits(f: &str) -> u32 {
    match f {
        "f16" | "bf16" => 16,
        "f32" => 32,
        _ => 64,
    }
}

/// Whether float type `a` converts to the wider `b` exactly (`f16` and `bf16` do not to each
/// other).
fn float_wider(a: &str, b: &str) -> bool {
    float_bits(b) > float_bits(a)
}

/// The (operand, result, index width) types of a domain.
fn domain_types(domain: Domain, t: &Types) -> Vec<(String, String, Option<u32>)> {
    let ints: Vec<String> = t.widths.iter().map(|w| format!("i{w}")).collect();
    let same = |tys: &[String]| tys.iter().map(|x| (x.clone(), x.clone(), None)).collect();
    let index =
        || t.index_widths.iter().map(|&w| ("index".to_string(), "index".to_string(), Some(w)));
    match domain {
        D::Int => {
            let mut v: Vec<_> = same(&ints);
            v.extend(index());
            v
        }
        D::IntOnly => same(&ints),
        D::Index => index().collect(),
        D::Float => same(&t.floats),
        D::FloatLibm => {
            let libm: Vec<String> =
                t.floats.iter().filter(|f| matches!(f.as_str(), "f32" | "f64")).cloned().collect();
            same(&libm)
        }
        D::Any => {
            let mut v: Vec<_> = same(&ints);
            v.extend(index());
            v.extend(same(&t.floats));
            v
        }
        D::IntExt | D::IntTrunc => t
            .widths
            .iter()
            .filter(|&&w| w <= 64)
            .map(|w| {
                let (narrow, wide) = (format!("i{w}"), format!("i{}", 2 * w));
                if domain == D::IntExt {
                    (narrow, wide, None)
                } else {
                    (wide, narrow, None)
                }
            })
            .collect(),
        D::FloatExt | D::FloatTrunc => {
            let mut v = Vec::new();
            for a in &t.floats {
                for b in t.floats.iter().filter(|b| float_wider(a, b)) {
                    v.push(if domain == D::FloatExt {
                        (a.clone(), b.clone(), None)
                    } else {
                        (b.clone(), a.clone(), None)
                    });
                }
            }
            v
        }
        D::IntToFloat | D::FloatToInt => {
            let mut v = Vec::new();
            for i in &ints {
                for f in &t.floats {
                    v.push(if domain == D::IntToFloat {
                        (i.clone(), f.clone(), None)
                    } else {
                        (f.clone(), i.clone(), None)
                    });
                }
            }
            v
        }
        D::Bitcast => {
            let mut v = Vec::new();
            for &w in &t.widths {
                for f in t.floats.iter().filter(|f| float_bits(f) == w) {
                    v.push((format!("i{w}"), f.clone(), None));
                    v.push((f.clone(), format!("i{w}"), None));
                }
            }
            v
        }
        D::IndexCast => {
            let mut v = Vec::new();
            for &iw in &t.index_widths {
                for i in &ints {
                    v.push((i.clone(), "index".to_string(), Some(iw)));
                    v.push(("index".to_string(), i.clone(), Some(iw)));
                }
            }
            v
        }
    }
}

/// The cases of `ops` (names; all modelled ops when empty) at `types`: each scalar case, and
/// its vector form when `types.lanes` is not 0 (not for the `index` dialect, which has none).
pub fn cases(ops: &[String], types: &Types) -> Vec<Case> {
    let mut out = Vec::new();
    for m in OPS {
        if !ops.is_empty() && !ops.iter().any(|o| o == m.op) {
            continue;
        }
        let mut tys = domain_types(m.domain, types);
        if types.lanes > 0 && !m.op.starts_with("index.") {
            let n = types.lanes;
            let vectors: Vec<_> = tys
                .iter()
                .map(|(f, t, w)| (format!("vector<{n}x{f}>"), format!("vector<{n}x{t}>"), *w))
                .collect();
            tys.extend(vectors);
        }
        for (from, ty, index_width) in tys {
            for &variant in m.variants {
                let (from, ty) = (from.clone(), ty.clone());
                out.push(Case { op: m.op, shape: m.shape, variant, from, ty, index_width });
            }
        }
    }
    out
}

/// `ty` with `elem` for its element type (`vector<2xf32>` and `i1`: `vector<2xi1>`).
fn with_elem(ty: &str, elem: &str) -> String {
    match ty.strip_prefix("vector<").and_then(|t| t.split_once('x')) {
        Some((n, _)) => format!("vector<{n}x{elem}>"),
        None => elem.to_string(),
    }
}

/// The element type of a type's text.
fn elem(ty: &str) -> &str {
    ty.strip_prefix("vector<")
        .and_then(|t| t.split_once('x'))
        .map_or(ty, |(_, e)| e.trim_end_matches('>'))
}

/// The operand names of a case's function, in order.
pub fn params(case: &Case) -> &'static [&'static str] {
    match case.shape {
        Shape::Select => &["c", "a", "b"],
        Shape::Unary | Shape::Classify | Shape::Convert => &["a"],
        Shape::Ternary => &["a", "b", "c"],
        Shape::Nullary => &[],
        Shape::Binary | Shape::Compare | Shape::PowI => &["a", "b"],
    }
}

/// The type of a case's operand `name`.
pub fn param_type(case: &Case, name: &str) -> String {
    match (case.shape, name) {
        (Shape::Select, "c") => with_elem(&case.ty, "i1"),
        (Shape::PowI, "b") => with_elem(&case.ty, "i32"),
        (Shape::Convert, _) => case.from.clone(),
        _ => case.ty.clone(),
    }
}

/// The type of a case's result.
pub fn result_type(case: &Case) -> String {
    match case.shape {
        Shape::Compare | Shape::Classify => with_elem(&case.ty, "i1"),
        _ => case.ty.clone(),
    }
}

/// The case as a function `@name` of MLIR text, one op on line `line` of the function (the
/// line the lowering's trace names).
pub fn case_text(case: &Case, name: &str) -> String {
    let t = &case.ty;
    let suffix = if case.variant.is_empty() || case.shape == Shape::Compare {
        String::new()
    } else {
        format!(" {}", case.variant)
    };
    let op = case.op;
    let body = match (case.shape, op) {
        (Shape::Nullary, "ub.poison") => format!("%r = ub.poison : {t}"),
        (Shape::Nullary, _) => format!("%r = {op}"),
        (Shape::Compare, "index.cmp") => format!("%r = index.cmp {}(%a, %b)", case.variant),
        (Shape::Convert, _) if op.starts_with("index.") => {
            format!("%r = {op} %a : {} to {t}", case.from)
        }
        (_, _) if op.starts_with("index.") => format!("%r = {op} %a, %b"),
        (Shape::Compare, _) => format!("%r = {op} {}, %a, %b : {t}", case.variant),
        (Shape::Select, _) => {
            let c = param_type(case, "c");
            let types = if c == "i1" { t.clone() } else { format!("{c}, {t}") };
            format!("%r = arith.select %c, %a, %b : {types}")
        }
        (Shape::Convert, _) => format!("%r = {op} %a{suffix} : {} to {t}", case.from),
        (Shape::PowI, _) => format!("%r = {op} %a, %b{suffix} : {t}, {}", param_type(case, "b")),
        _ => {
            let args: Vec<String> = params(case).iter().map(|p| format!("%{p}")).collect();
            format!("%r = {op} {}{suffix} : {t}", args.join(", "))
        }
    };
    let params: Vec<String> =
        params(case).iter().map(|&p| format!("%{p}: {}", param_type(case, p))).collect();
    let result = result_type(case);
    format!(
        "func.func @{name}({}) -> {result} {{\n  {body}\n  return %r : {result}\n}}\n",
        params.join(", ")
    )
}

/// The scalar sort of a type's text (of a vector: of its elements).
fn sort_of(ty: &str, index_width: u32) -> Sort {
    Sort::of_text(elem(ty), index_width).expect("case types are scalars or vectors of them")
}

/// The refinement query for `case` lowered to `func` (with `index` of `index_width` bits):
/// `sat` with a model is a counterexample. With `ub_only`, only whether the lowering is
/// undefined where the op is defined: a query the solver answers fast (it needs no division's
/// value), asked first.
pub fn query(
    case: &Case,
    module: &Module,
    func: OpId,
    index_width: u32,
    ub_only: bool,
) -> Result<String, String> {
    let mut functions = Functions::default();
    let target = Target::encode(module, func, params(case), index_width, &mut functions)?;
    let result = target.result.clone().expect("encode checks");
    let lanes = case.lanes();
    if result.names.len() != lanes.unwrap_or(1) {
        return Err(format!("a result of {} lanes", result.names.len()));
    }
    let sorts: Vec<Sort> =
        params(case).iter().map(|p| sort_of(&param_type(case, p), index_width)).collect();
    let result_sort = sort_of(&result_type(case), index_width);
    let (mut declarations, mut defs) = (String::new(), String::new());
    let (mut src_ub, mut wrong, mut shown) = (Vec::new(), Vec::new(), Vec::new());
    for (p, s) in params(case).iter().zip(&sorts) {
        for n in lane_names(p, lanes) {
            writeln!(declarations, "(declare-const {n} {})", s.smt()).unwrap();
            shown.push(n);
        }
    }
    let (src, tgt) = (lane_names("src", lanes), lane_names("tgt", lanes));
    for i in 0..lanes.unwrap_or(1) {
        let x: Vec<String> = params(case).iter().map(|p| lane_names(p, lanes)[i].clone()).collect();
        let m = source::meaning(case, &x, &sorts, result_sort, &mut functions);
        let (s, t, r) = (&src[i], &tgt[i], &result.names[i]);
        writeln!(defs, "(define-fun {s} () {} {})", result_sort.smt(), m.value).unwrap();
        writeln!(defs, "(define-fun {t} () {} {r})", result_sort.smt()).unwrap();
        writeln!(defs, "(define-fun {t}_poison () Bool {r}_p)").unwrap();
        src_ub.push(m.ub);
        let allowed = match m.also {
            Some(also) => format!("(or (= {s} {t}) {})", also.replace("TGT", t)),
            None => format!("(= {s} {t})"),
        };
        wrong.push(format!("(and (not {}) (or {t}_poison (not {allowed})))", m.poison));
    }
    shown.extend(src.iter().cloned());
    shown.extend(tgt.iter().cloned());
    shown.extend(tgt.iter().map(|t| format!("{t}_poison")));
    shown.push("tgt_ub".into());
    let bits_only = sorts.iter().chain([&result_sort]).all(|s| !s.is_float())
        && functions.declarations().is_empty();
    let mut q = String::from(if bits_only { "(set-logic QF_BV)\n" } else { "" });
    q.push_str(&functions.declarations());
    q.push_str(&declarations);
    q.push_str(&target.defs);
    q.push_str(&defs);
    writeln!(q, "(define-fun tgt_ub () Bool {})", any(&target.ub)).unwrap();
    writeln!(q, "(assert (not {}))", any(&src_ub)).unwrap();
    if ub_only {
        q.push_str("(assert tgt_ub)\n(check-sat)\n");
    } else {
        writeln!(q, "(assert (or tgt_ub {}))\n(check-sat)", any(&wrong)).unwrap();
    }
    writeln!(q, "(get-value ({}))", shown.join(" ")).unwrap();
    Ok(q)
}

/// Whether the case's op is modelled as an uninterpreted function (`math.exp`, `arith.remf`):
/// its counterexamples hold the solver's values of the function, not the real ones.
pub fn uninterpreted(case: &Case) -> bool {
    let name = case.op.split_once('.').map_or(case.op, |(_, n)| n);
    matches!(name, "powf" | "fpowi" | "remf") || smt::TRANSCENDENTAL.contains(&name)
}

/// An MLIR constant of the model's value `value` for a scalar of type `ty`.
fn constant_text(ty: &str, value: &str) -> String {
    match Sort::of_text(ty, 64) {
        Some(Sort::Bits(1)) => if value == "0" { "false" } else { "true" }.to_string(),
        Some(Sort::Float { exp, sig }) => {
            let v: f64 = value.parse().unwrap_or(0.0);
            format!("0x{:X} : {ty}", encode_float(v, exp, sig))
        }
        _ => format!("{value} : {ty}"),
    }
}

/// A program that shows a refuted case: `@main` applies the op to the counterexample's operands
/// (loaded from memory, so that no folder sees them) and prints the result. Lowered by the
/// refuted rule and run, it prints the lowering's result; lowered by upstream MLIR, the op's.
pub fn witness(case: &Case, model: &[(String, String)]) -> String {
    let mut body = String::new();
    let lanes = case.lanes();
    for &name in params(case) {
        let ty = param_type(case, name);
        let scalar = elem(&ty).to_string();
        let mut parts = Vec::new();
        for (i, lane) in lane_names(name, lanes).iter().enumerate() {
            let value = model.iter().find(|(k, _)| k == lane).map_or("0", |(_, v)| v.as_str());
            writeln!(body, "  %{name}_c{i} = arith.constant {}", constant_text(&scalar, value))
                .unwrap();
            parts.push(format!("%{name}_c{i}"));
        }
        let value = if lanes.is_some() {
            writeln!(body, "  %{name}_v = vector.from_elements {} : {ty}", parts.join(", "))
                .unwrap();
            format!("%{name}_v")
        } else {
            parts[0].clone()
        };
        writeln!(body, "  %{name}_m = memref.alloca() : memref<{ty}>").unwrap();
        writeln!(body, "  memref.store {value}, %{name}_m[] : memref<{ty}>").unwrap();
        writeln!(body, "  %{name} = memref.load %{name}_m[] : memref<{ty}>").unwrap();
    }
    let function = case_text(case, "f");
    let call_args: Vec<String> = params(case).iter().map(|p| format!("%{p}")).collect();
    let arg_types: Vec<String> = params(case).iter().map(|&p| param_type(case, p)).collect();
    let result = result_type(case);
    // A float result is printed as its bits: exactly, where `vector.print` rounds.
    let print = match sort_of(&result, 64) {
        Sort::Float { exp, sig } => {
            let bits = with_elem(&result, &format!("i{}", exp + sig));
            format!("%bits = arith.bitcast %r : {result} to {bits}\n  vector.print %bits : {bits}")
        }
        Sort::Bits(_) => format!("vector.print %r : {result}"),
    };
    let note = if uninterpreted(case) {
        " (an uninterpreted function: the solver's values, which need not be libm's)"
    } else {
        ""
    };
    format!(
        "// {}: operands {}{note}\n{function}func.func @main() {{\n{body}  %r = func.call @f({}) : ({}) -> {result}\n  {print}\n  return\n}}\n",
        case.describe(),
        model.iter().map(|(k, v)| format!("{k} = {v}")).collect::<Vec<_>>().join(", "),
        call_args.join(", "),
        arg_types.join(", ")
    )
}

/// A counterexample read from the solver's `get-value` answer: each name with its value as a
/// signed number (bit vectors), a float (`1.5`, `-0.0`, `NaN`, `inf`), or `true`/`false`.
pub fn parse_model(answer: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let text = answer.replace(['(', ')'], " ");
    let tokens: Vec<&str> = text.split_whitespace().collect();
    let mut i = 0;
    while i + 1 < tokens.len() {
        let (name, value) = (tokens[i], tokens[i + 1]);
        let bits = |t: &str| -> Option<String> {
            if let Some(h) = t.strip_prefix("#x") {
                Some(h.chars().map(|c| format!("{:04b}", c.to_digit(16).unwrap_or(0))).collect())
            } else {
                t.strip_prefix("#b").map(String::from)
            }
        };
        if value == "true" || value == "false" {
            out.push((name.to_string(), value.to_string()));
            i += 2;
        } else if value == "fp" && i + 4 < tokens.len() {
            // (fp sign exponent significand)
            let parts: Option<Vec<String>> = tokens[i + 2..i + 5].iter().map(|t| bits(t)).collect();
            let parts = parts.unwrap_or_default();
            if parts.len() == 3 {
                let (exp, sig) = (parts[1].len() as u32, parts[2].len() as u32 + 1);
                let all = u128::from_str_radix(&parts.concat(), 2).unwrap_or(0);
                out.push((name.to_string(), float_text(decode_float(all, exp, sig))));
            }
            i += 5;
        } else if value == "_" && i + 4 < tokens.len() {
            // (_ +zero e s), (_ -oo e s), (_ NaN e s)
            let v = match tokens[i + 2] {
                "+zero" => 0.0,
                "-zero" => -0.0,
                "+oo" => f64::INFINITY,
                "-oo" => f64::NEG_INFINITY,
                _ => f64::NAN,
            };
            out.push((name.to_string(), float_text(v)));
            i += 5;
        } else if let Some(b) = bits(value) {
            let width = b.len() as u32;
            out.push((name.to_string(), signed(u128::from_str_radix(&b, 2).unwrap_or(0), width)));
            i += 2;
        } else {
            i += 1;
        }
    }
    out
}

/// A float as the model prints it: exactly, and read back by `str::parse`.
fn float_text(v: f64) -> String {
    if v.is_nan() {
        "NaN".into()
    } else {
        format!("{v:?}")
    }
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
    use smt::literal;

    fn types(widths: &[u32], index: &[u32], floats: &[&str], lanes: u32) -> Types {
        Types {
            widths: widths.to_vec(),
            index_widths: index.to_vec(),
            floats: floats.iter().map(|f| f.to_string()).collect(),
            lanes,
        }
    }

    #[test]
    fn literals_and_models_are_twos_complement_and_ieee() {
        assert_eq!(literal(-1, 8), "(_ bv255 8)");
        assert_eq!(literal(1 << 7, 8), "(_ bv128 8)");
        let m = parse_model(
            "((a #x80)\n (b #b1)\n (src #xff) (tgt_poison false) (x (fp #b1 #x7f #b10000000000000000000000)) (y (_ -zero 5 11)) (z (_ NaN 8 24)))",
        );
        let want = [
            ("a", "-128"),
            ("b", "1"),
            ("src", "-1"),
            ("tgt_poison", "false"),
            ("x", "-1.5"),
            ("y", "-0.0"),
            ("z", "NaN"),
        ];
        assert_eq!(m, want.map(|(a, b)| (a.to_string(), b.to_string())));
    }

    #[test]
    fn cases_cover_every_op_type_and_variant() {
        let all = cases(&[], &types(&[8, 32], &[64], &["f16", "f32"], 2));
        let has = |op: &str, variant: &str, from: &str, ty: &str| {
            all.iter().any(|c| c.op == op && c.variant == variant && c.from == from && c.ty == ty)
        };
        assert!(has("arith.cmpi", "uge", "index", "index"));
        assert!(has("arith.extsi", "", "i8", "i16"));
        assert!(has("arith.extf", "", "f16", "f32"));
        assert!(has("arith.truncf", "downward", "vector<2xf32>", "vector<2xf16>"));
        assert!(has("arith.index_cast", "", "index", "i8"));
        assert!(has("arith.bitcast", "", "f32", "i32"));
        assert!(!has("arith.extsi", "", "index", "index"));
        assert!(!all.iter().any(|c| c.op.starts_with("index.") && c.lanes().is_some()));
        let text = |op: &str, ty: &str, variant: &str| {
            let c = all.iter().find(|c| c.op == op && c.ty == ty && c.variant == variant);
            case_text(c.unwrap(), "f")
        };
        assert_eq!(
            text("arith.addi", "i8", "overflow<nsw>"),
            "func.func @f(%a: i8, %b: i8) -> i8 {\n  %r = arith.addi %a, %b overflow<nsw> : i8\n  return %r : i8\n}\n"
        );
        assert!(text("arith.select", "vector<2xf32>", "")
            .contains("%r = arith.select %c, %a, %b : vector<2xi1>, vector<2xf32>"));
        assert!(text("math.fpowi", "f16", "fastmath<nnan>")
            .contains("%r = math.fpowi %a, %b fastmath<nnan> : f16, i32"));
        assert!(text("arith.cmpf", "vector<2xf16>", "ueq")
            .contains("-> vector<2xi1> {\n  %r = arith.cmpf ueq, %a, %b : vector<2xf16>"));
        assert!(text("index.casts", "index", "").contains("%r = index.casts %a : i8 to index"));
        assert!(text("ub.poison", "f32", "").contains("%r = ub.poison : f32"));
    }

    #[test]
    fn witnesses_give_floats_their_bits_and_vectors_their_lanes() {
        let all = cases(&["arith.addf".into()], &types(&[], &[], &["f32"], 2));
        let case = all.iter().find(|c| c.lanes() == Some(2) && c.variant.is_empty()).unwrap();
        let model: Vec<(String, String)> =
            [("a_0", "1.5"), ("a_1", "-0.0"), ("b_0", "NaN"), ("b_1", "inf")]
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .to_vec();
        let w = witness(case, &model);
        assert!(w.contains("%a_c0 = arith.constant 0x3FC00000 : f32"), "{w}");
        assert!(w.contains("%a_c1 = arith.constant 0x80000000 : f32"), "{w}");
        assert!(w.contains("%b_c0 = arith.constant 0x7FC00000 : f32"), "{w}");
        assert!(w.contains("%b_c1 = arith.constant 0x7F800000 : f32"), "{w}");
        assert!(w.contains("%b_v = vector.from_elements %b_c0, %b_c1 : vector<2xf32>"), "{w}");
    }
}
