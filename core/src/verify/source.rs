//! What the source ops mean, one vector lane (or one scalar) at a time, as MLIR's dialect
//! documentation defines them (and, where it is silent, the `arith` folders and the lowering
//! upstream gives them): the value, when it is poison, when it is undefined behaviour, and the
//! other results it allows (the sign of a zero under `nsz`, either zero of `maxnumf(-0, +0)`).
//! Floats are the solver's IEEE-754 theory, which has one NaN; rounding is to nearest, ties
//! to even, unless the op names a mode.

use super::smt::{
    any, bit, count_ones, fastmath_poison, fcmp, fits_integer, icmp, literal, overflows, rounding,
    zeros_before_one, Functions, Sort, TRANSCENDENTAL,
};
use super::Case;

/// An op's meaning on one lane.
pub struct Meaning {
    /// Its value.
    pub value: String,
    /// When it is poison.
    pub poison: String,
    /// When it is undefined behaviour.
    pub ub: String,
    /// Other results it allows, as a condition on `TGT` (the lowering's value), if any.
    pub also: Option<String>,
}

impl Meaning {
    fn new(value: String) -> Meaning {
        Meaning { value, poison: "false".into(), ub: "false".into(), also: None }
    }

    fn poison_if(mut self, p: String) -> Meaning {
        self.poison = p;
        self
    }

    fn ub_if(mut self, ub: String) -> Meaning {
        self.ub = ub;
        self
    }
}

/// The `arith` op an `index` dialect op means (its documentation defines each so).
pub fn arith_meaning(op: &str) -> &str {
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
        "index.casts" => "arith.index_cast",
        "index.castu" => "arith.index_castui",
        other => other,
    }
}

/// The fast-math flags of a case's variant (`fastmath<nnan, nsz>`).
fn fastmath(variant: &str) -> Vec<&str> {
    variant
        .strip_prefix("fastmath<")
        .and_then(|v| v.strip_suffix('>'))
        .map(|v| v.split(',').map(str::trim).collect())
        .unwrap_or_default()
}

/// The meaning of `case`'s op on lane operands `x` (in the order of the case's parameters),
/// whose sorts are `sorts`; the result has sort `result`.
pub fn meaning(
    case: &Case,
    x: &[String],
    sorts: &[Sort],
    result: Sort,
    functions: &mut Functions,
) -> Meaning {
    let name = arith_meaning(case.op);
    if let Sort::Bits(w) = sorts.first().copied().unwrap_or(result) {
        if let Some(m) = integer(case, name, x, w, result) {
            return m;
        }
    }
    let flags = fastmath(case.variant);
    let is_float_op = !matches!(
        name,
        "arith.cmpf" | "math.isnan" | "math.isinf" | "math.isfinite" | "math.isnormal"
    ) && result.is_float();
    let mut m = float(case, name, x, sorts, result, functions);
    if is_float_op && !flags.is_empty() {
        let floats: Vec<&str> =
            x.iter().zip(sorts).filter(|(_, s)| s.is_float()).map(|(v, _)| v.as_str()).collect();
        let mut p = vec![m.poison.clone()];
        p.extend(fastmath_poison(&flags, &floats, &m.value));
        m.poison = any(&p);
        // `nsz`: a zero result of either sign.
        if flags.contains(&"nsz") {
            let zero = format!("(and (fp.isZero {}) (fp.isZero TGT))", m.value);
            m.also = Some(match m.also {
                Some(other) => format!("(or {other} {zero})"),
                None => zero,
            });
        }
    }
    if name == "arith.cmpf" && flags.contains(&"nnan") {
        m.poison = format!("(or (fp.isNaN {}) (fp.isNaN {}))", x[0], x[1]);
    }
    m
}

/// Integer ops on `w`-bit operands; `None` for ops that are not integer ops.
fn integer(case: &Case, name: &str, x: &[String], w: u32, result: Sort) -> Option<Meaning> {
    let a = x.first().map(String::as_str).unwrap_or_default();
    let b = x.get(1).map(String::as_str).unwrap_or_default();
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
    let signed_ub = format!("(or {div_zero} (and (= {a} {min}) (= {b} {ones})))");
    let ite = |c: String, x: String, y: String| format!("(ite {c} {x} {y})");
    let past_width = format!("(bvuge {b} {})", literal(i128::from(w), w));
    let m = Meaning::new;
    Some(match name.split_once('.').map_or(name, |(_, n)| n) {
        "addi" => m(format!("(bvadd {a} {b})")).poison_if(flags("bvadd")),
        "subi" => m(format!("(bvsub {a} {b})")).poison_if(flags("bvsub")),
        "muli" => m(format!("(bvmul {a} {b})")).poison_if(flags("bvmul")),
        "shli" => {
            let r = format!("(bvshl {a} {b})");
            let mut p = vec![past_width];
            if nsw {
                p.push(format!("(not (= (bvashr {r} {b}) {a}))"));
            }
            if nuw {
                p.push(format!("(not (= (bvlshr {r} {b}) {a}))"));
            }
            m(r).poison_if(any(&p))
        }
        "shrsi" => m(format!("(bvashr {a} {b})")).poison_if(past_width),
        "shrui" => m(format!("(bvlshr {a} {b})")).poison_if(past_width),
        "divsi" => m(format!("(bvsdiv {a} {b})")).ub_if(signed_ub),
        "remsi" => m(format!("(bvsrem {a} {b})")).ub_if(signed_ub),
        "divui" => m(format!("(bvudiv {a} {b})")).ub_if(div_zero),
        "remui" => m(format!("(bvurem {a} {b})")).ub_if(div_zero),
        n @ ("ceildivsi" | "floordivsi") => {
            // Truncating division, then one step towards +inf (ceil) when the exact quotient
            // is positive, or -inf (floor) when it is negative, if there is a remainder. The
            // remainder is written `a - q * b` (which it is, exactly, when the division is
            // defined): solvers reason about that far faster than about `bvsrem`.
            let q = format!("(bvsdiv {a} {b})");
            let inexact = format!("(not (= (bvsub {a} (bvmul {q} {b})) {zero}))");
            let same_sign = format!("(= (bvslt {a} {zero}) (bvslt {b} {zero}))");
            let r = if n == "ceildivsi" {
                let up = format!("(bvadd {q} {})", literal(1, w));
                ite(format!("(and {inexact} {same_sign})"), up, q)
            } else {
                let down = format!("(bvsub {q} {})", literal(1, w));
                ite(format!("(and {inexact} (not {same_sign}))"), down, q)
            };
            m(r).ub_if(signed_ub)
        }
        "ceildivui" => {
            let q = format!("(bvudiv {a} {b})");
            let inexact = format!("(not (= (bvsub {a} (bvmul {q} {b})) {zero}))");
            m(ite(inexact, format!("(bvadd {q} {})", literal(1, w)), q)).ub_if(div_zero)
        }
        "andi" => m(format!("(bvand {a} {b})")),
        "ori" => m(format!("(bvor {a} {b})")),
        "xori" => m(format!("(bvxor {a} {b})")),
        "maxsi" => m(ite(format!("(bvsgt {a} {b})"), a.into(), b.into())),
        "maxui" => m(ite(format!("(bvugt {a} {b})"), a.into(), b.into())),
        "minsi" => m(ite(format!("(bvslt {a} {b})"), a.into(), b.into())),
        "minui" => m(ite(format!("(bvult {a} {b})"), a.into(), b.into())),
        "cmpi" => m(bit(&icmp(case.variant, a, b))),
        // The condition is the first operand: `select(c, a, b)`.
        "select" => m(ite(format!("(= {a} {})", literal(1, 1)), b.into(), x[2].clone())),
        "extsi" | "extui" | "trunci" | "index_cast" | "index_castui" => {
            let Sort::Bits(to) = result else { return None };
            let signed = matches!(name, "arith.extsi" | "arith.index_cast");
            let r = resize(a, w, to, signed);
            let mut p = Vec::new();
            if name == "arith.trunci" {
                if nsw {
                    p.push(format!("(not (= {} {a}))", resize(&r, to, w, true)));
                }
                if nuw {
                    p.push(format!("(not (= {} {a}))", resize(&r, to, w, false)));
                }
            }
            m(r).poison_if(any(&p))
        }
        // math's integer ops (its documentation; `absi` of the minimum is the minimum, as
        // its folder computes it, and `ctlz`/`cttz` of zero is the width).
        "absi" => m(ite(format!("(bvslt {a} {zero})"), format!("(bvneg {a})"), a.into())),
        "ctlz" => m(zeros_before_one(a, w, true)),
        "cttz" => m(zeros_before_one(a, w, false)),
        "ctpop" => m(count_ones(a, w)),
        "bitcast" if !result.is_float() => m(a.into()),
        "bitcast" => {
            let Sort::Float { exp, sig } = result else { return None };
            m(format!("((_ to_fp {exp} {sig}) {a})"))
        }
        "sitofp" | "uitofp" => {
            let Sort::Float { exp, sig } = result else { return None };
            let to = if name == "arith.sitofp" { "to_fp" } else { "to_fp_unsigned" };
            m(format!("((_ {to} {exp} {sig}) RNE {a})"))
        }
        "poison" => m(result.some_value()).poison_if("true".into()),
        // The size of `index` in bits.
        "sizeof" => m(literal(i128::from(w), w)),
        _ => return None,
    })
}

/// `a` (of `from` bits) extended (signed or not) or truncated to `to` bits.
fn resize(a: &str, from: u32, to: u32, signed: bool) -> String {
    let ext = if signed { "sign_extend" } else { "zero_extend" };
    match to.cmp(&from) {
        std::cmp::Ordering::Greater => format!("((_ {ext} {}) {a})", to - from),
        std::cmp::Ordering::Less => format!("((_ extract {} 0) {a})", to - 1),
        std::cmp::Ordering::Equal => a.into(),
    }
}

/// Float ops (and the conversions from floats).
fn float(
    case: &Case,
    name: &str,
    x: &[String],
    sorts: &[Sort],
    result: Sort,
    functions: &mut Functions,
) -> Meaning {
    let a = x.first().map(String::as_str).unwrap_or_default();
    let b = x.get(1).map(String::as_str).unwrap_or_default();
    let m = Meaning::new;
    let nan = |s: &str| format!("(fp.isNaN {s})");
    let short = name.split_once('.').map_or(name, |(_, n)| n);
    match short {
        "addf" | "subf" | "mulf" | "divf" => {
            let op = &short[..3];
            m(format!("(fp.{op} RNE {a} {b})"))
        }
        "negf" => m(format!("(fp.neg {a})")),
        "absf" => m(format!("(fp.abs {a})")),
        "sqrt" => m(format!("(fp.sqrt RNE {a})")),
        "fma" => m(format!("(fp.fma RNE {a} {b} {})", x[2])),
        "floor" | "ceil" | "trunc" | "round" | "roundeven" => {
            let mode = match short {
                "floor" => "RTN",
                "ceil" => "RTP",
                "trunc" => "RTZ",
                "round" => "RNA",
                _ => "RNE",
            };
            m(format!("(fp.roundToIntegral {mode} {a})"))
        }
        // IEEE-754 2019 maximum and minimum: NaN when either is, and -0 below +0.
        "maximumf" | "minimumf" => {
            let max = short == "maximumf";
            let (pick_zero, cmp) =
                if max { (format!("{b} {a}"), "fp.gt") } else { (format!("{a} {b}"), "fp.lt") };
            m(format!(
                "(ite (or {} {}) {} (ite (and (fp.isZero {a}) (fp.isZero {b})) (ite (fp.isNegative {a}) {pick_zero}) (ite ({cmp} {a} {b}) {a} {b})))",
                nan(a),
                nan(b),
                result.nan()
            ))
        }
        // maxNum and minNum: the other operand when one is NaN; of -0 and +0, either.
        "maxnumf" | "minnumf" => {
            let cmp = if short == "maxnumf" { "fp.gt" } else { "fp.lt" };
            let mut r = m(format!(
                "(ite {} {b} (ite {} {a} (ite ({cmp} {a} {b}) {a} {b})))",
                nan(a),
                nan(b)
            ));
            r.also =
                Some(format!("(and (fp.isZero {a}) (fp.isZero {b}) (or (= TGT {a}) (= TGT {b})))"));
            r
        }
        // The sign of `b`; a NaN's sign is not known, so then either.
        "copysign" => {
            let pos = format!("(fp.abs {a})");
            let mut r = m(format!("(ite (fp.isNegative {b}) (fp.neg {pos}) {pos})"));
            r.also = Some(format!("(and {} (or (= TGT {pos}) (= TGT (fp.neg {pos}))))", nan(b)));
            r
        }
        "cmpf" => m(bit(&fcmp(case.variant, a, b))),
        "isnan" => m(bit(&nan(a))),
        "isinf" => m(bit(&format!("(fp.isInfinite {a})"))),
        "isfinite" => m(bit(&format!("(not (or {} (fp.isInfinite {a})))", nan(a)))),
        "isnormal" => m(bit(&format!("(fp.isNormal {a})"))),
        "extf" | "truncf" => {
            let Sort::Float { exp, sig } = result else { unreachable!("a float result") };
            let mode = rounding(case.variant).unwrap_or("RNE");
            m(format!("((_ to_fp {exp} {sig}) {mode} {a})"))
        }
        // The truncated value where it fits the integer type; poison where it does not
        // (NaN, infinite, out of range), as LLVM's conversions, to which upstream lowers them.
        "fptosi" | "fptoui" => {
            let Sort::Bits(w) = result else { unreachable!("an integer result") };
            if !sorts[0].is_float() {
                unreachable!("a float operand")
            }
            let signed = short == "fptosi";
            let in_range = fits_integer(a, w, signed, sorts[0]);
            let conv = if signed { "fp.to_sbv" } else { "fp.to_ubv" };
            m(format!("((_ {conv} {w}) RTZ {a})")).poison_if(format!("(not {in_range})"))
        }
        "bitcast" => m(format!("(fp.to_ieee_bv {a})")),
        "powf" => m(functions.apply("pow", &[(a, sorts[0]), (b, sorts[1])], result)),
        "fpowi" => m(functions.apply("powi", &[(a, sorts[0]), (b, sorts[1])], result)),
        "remf" => m(functions.apply("fmod", &[(a, sorts[0]), (b, sorts[1])], result)),
        "poison" => m(result.some_value()).poison_if("true".into()),
        f if TRANSCENDENTAL.contains(&f) => {
            let args: Vec<(&str, Sort)> =
                x.iter().map(String::as_str).zip(sorts.iter().copied()).collect();
            m(functions.apply(f, &args, result))
        }
        other => unreachable!("'{other}' is in OPS, or means an op of it"),
    }
}
