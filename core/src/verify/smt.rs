//! SMT-LIB vocabulary shared by both semantics: sorts, literals, comparisons, and the
//! uninterpreted functions that stand for functions neither side defines exactly.

use crate::ir::{FloatKind, Type};
use std::collections::BTreeSet;
use std::fmt::Write;

/// The sort of one scalar (or one vector lane) in the solver.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Sort {
    /// A bit vector of this many bits (integers, `index`, `i1`).
    Bits(u32),
    /// An IEEE-754 binary format: exponent and significand bits (the hidden bit included).
    Float {
        /// Exponent bits.
        exp: u32,
        /// Significand bits, the hidden one included (24 for `f32`).
        sig: u32,
    },
}

impl Sort {
    /// The sort of a scalar type (`index` at `index_width` bits); `Err` names the type.
    pub fn of(ty: &Type, index_width: u32) -> Result<Sort, String> {
        match ty {
            Type::Int { width, .. } => Ok(Sort::Bits(*width)),
            Type::Index => Ok(Sort::Bits(index_width)),
            Type::Float(k) => match k {
                FloatKind::F16 => Ok(Sort::Float { exp: 5, sig: 11 }),
                FloatKind::BF16 => Ok(Sort::Float { exp: 8, sig: 8 }),
                FloatKind::F32 => Ok(Sort::Float { exp: 8, sig: 24 }),
                FloatKind::F64 => Ok(Sort::Float { exp: 11, sig: 53 }),
                _ => Err(format!("a value of type {ty}")),
            },
            _ => Err(format!("a value of type {ty}")),
        }
    }

    /// The sort of a scalar type written as text (`i8`, `index`, `f32`, `bf16`).
    pub fn of_text(ty: &str, index_width: u32) -> Option<Sort> {
        match ty {
            "index" => Some(Sort::Bits(index_width)),
            "f16" => Some(Sort::Float { exp: 5, sig: 11 }),
            "bf16" => Some(Sort::Float { exp: 8, sig: 8 }),
            "f32" => Some(Sort::Float { exp: 8, sig: 24 }),
            "f64" => Some(Sort::Float { exp: 11, sig: 53 }),
            _ => ty.strip_prefix('i').and_then(|w| w.parse().ok()).map(Sort::Bits),
        }
    }

    /// The SMT-LIB sort.
    pub fn smt(self) -> String {
        match self {
            Sort::Bits(w) => format!("(_ BitVec {w})"),
            Sort::Float { exp, sig } => format!("(_ FloatingPoint {exp} {sig})"),
        }
    }

    /// Its size in bits.
    pub fn width(self) -> u32 {
        match self {
            Sort::Bits(w) => w,
            Sort::Float { exp, sig } => exp + sig,
        }
    }

    /// A name for it in an identifier (`i8`, `f32`, `bf16`).
    pub fn name(self) -> String {
        match self {
            Sort::Bits(w) => format!("i{w}"),
            Sort::Float { exp: 5, sig: 11 } => "f16".into(),
            Sort::Float { exp: 8, sig: 8 } => "bf16".into(),
            Sort::Float { exp: 8, sig: 24 } => "f32".into(),
            Sort::Float { exp: 11, sig: 53 } => "f64".into(),
            Sort::Float { exp, sig } => format!("fp{exp}_{sig}"),
        }
    }

    /// Whether it is a float format.
    pub fn is_float(self) -> bool {
        matches!(self, Sort::Float { .. })
    }

    /// A value of the sort no computation depends on (what a poison value holds).
    pub fn some_value(self) -> String {
        match self {
            Sort::Bits(w) => literal(0, w),
            Sort::Float { exp, sig } => format!("(_ +zero {exp} {sig})"),
        }
    }

    /// Its NaN (the theory has one: no payload, no quiet or signalling kind).
    pub fn nan(self) -> String {
        match self {
            Sort::Float { exp, sig } => format!("(_ NaN {exp} {sig})"),
            Sort::Bits(w) => literal(0, w),
        }
    }
}

/// An SMT-LIB bit-vector literal of `width` bits.
pub fn literal(value: i128, width: u32) -> String {
    let mask: u128 = if width >= 128 { u128::MAX } else { (1u128 << width) - 1 };
    format!("(_ bv{} {width})", (value as u128) & mask)
}

/// The float `value` (exact in the format) as a term of `sort`.
pub fn float_literal(value: f64, sort: Sort) -> String {
    let Sort::Float { exp, sig } = sort else { unreachable!("a float sort") };
    let bits = encode_float(value, exp, sig);
    format!("((_ to_fp {exp} {sig}) {})", literal(bits as i128, exp + sig))
}

/// The number of zero bits of the `w`-bit `a` before its first one, from the top (`ctlz`) or
/// from the bottom (`cttz`); `w` when it has no one.
pub fn zeros_before_one(a: &str, w: u32, from_top: bool) -> String {
    let mut r = literal(i128::from(w), w);
    for i in (0..w).rev() {
        let b = if from_top { w - 1 - i } else { i };
        r = format!("(ite (= ((_ extract {b} {b}) {a}) #b1) {} {r})", literal(i128::from(i), w));
    }
    r
}

/// The number of one bits of the `w`-bit `a` (`ctpop`).
pub fn count_ones(a: &str, w: u32) -> String {
    if w == 1 {
        return a.into();
    }
    let bits: Vec<String> =
        (0..w).map(|i| format!("((_ zero_extend {}) ((_ extract {i} {i}) {a}))", w - 1)).collect();
    format!("(bvadd {})", bits.join(" "))
}

/// Whether the float `a` (of `sort`), truncated toward zero, is a value of a `w`-bit integer,
/// signed or not: not NaN, not infinite, and within range.
pub fn fits_integer(a: &str, w: u32, signed: bool, sort: Sort) -> String {
    let t = format!("(fp.roundToIntegral RTZ {a})");
    let (lo, hi) = if signed {
        (power_of_two(w - 1, true, sort), power_of_two(w - 1, false, sort))
    } else {
        (float_literal(0.0, sort), power_of_two(w, false, sort))
    };
    format!(
        "(and (not (fp.isNaN {a})) (not (fp.isInfinite {a})) (fp.leq {lo} {t}) (fp.lt {t} {hi}))"
    )
}

/// The poison fast-math `flags` add to a float op of float operands `operands` and result
/// `value`: `nnan` and `ninf` make a NaN or infinite operand or result poison.
pub fn fastmath_poison(flags: &[&str], operands: &[&str], value: &str) -> Vec<String> {
    let mut poison = Vec::new();
    for (flag, test) in [("nnan", "fp.isNaN"), ("ninf", "fp.isInfinite")] {
        if flags.contains(&flag) {
            for x in operands.iter().copied().chain([value]) {
                poison.push(format!("({test} {x})"));
            }
        }
    }
    poison
}

/// The power of two `±2^k` as a term of float `sort`: infinite where the format's exponents
/// end (2^31 in `f16`), which compares with every finite value as 2^k does.
pub fn power_of_two(k: u32, negative: bool, sort: Sort) -> String {
    let Sort::Float { exp, sig } = sort else { unreachable!("a float sort") };
    let max_exp = (1u32 << (exp - 1)) - 1;
    match (k > max_exp, negative) {
        (true, false) => format!("(_ +oo {exp} {sig})"),
        (true, true) => format!("(_ -oo {exp} {sig})"),
        (false, n) => {
            float_literal(if n { -(2f64.powi(k as i32)) } else { 2f64.powi(k as i32) }, sort)
        }
    }
}

/// The bit pattern of `value` in the binary format of `exp` exponent and `sig` significand
/// bits; `value` is representable there (a value read from the format). NaN is the quiet NaN.
pub fn encode_float(value: f64, exp: u32, sig: u32) -> u128 {
    let frac_bits = sig - 1;
    let sign = if value.is_sign_negative() { 1u128 << (exp + frac_bits) } else { 0 };
    let all_ones = (1u128 << exp) - 1;
    if value.is_nan() {
        return (all_ones << frac_bits) | (1u128 << (frac_bits - 1));
    }
    if (exp, sig) == (11, 53) {
        return u128::from(value.to_bits());
    }
    let a = value.abs();
    if a.is_infinite() {
        return sign | (all_ones << frac_bits);
    }
    if a == 0.0 {
        return sign;
    }
    let bias = (1i32 << (exp - 1)) - 1;
    let f = a.to_bits();
    let e = ((f >> 52) & 0x7ff) as i32 - 1023;
    let mantissa = u128::from(f & ((1u64 << 52) - 1));
    if e >= 1 - bias {
        sign | (((e + bias) as u128) << frac_bits) | (mantissa >> (52 - frac_bits))
    } else {
        // Subnormal: a multiple of the smallest one.
        let scale = (2f64).powi(1 - bias - frac_bits as i32);
        sign | (a / scale) as u128
    }
}

/// The value of bit pattern `bits` of the binary format (`exp`, `sig`), exactly, as an `f64`.
pub fn decode_float(bits: u128, exp: u32, sig: u32) -> f64 {
    let frac_bits = sig - 1;
    let negative = bits >> (exp + frac_bits) & 1 == 1;
    let e = ((bits >> frac_bits) & ((1u128 << exp) - 1)) as i32;
    let m = (bits & ((1u128 << frac_bits) - 1)) as f64;
    let bias = (1i32 << (exp - 1)) - 1;
    let all_ones = (1i32 << exp) - 1;
    let magnitude = if e == all_ones {
        if m == 0.0 {
            f64::INFINITY
        } else {
            return f64::NAN;
        }
    } else if e == 0 {
        m * (2f64).powi(1 - bias - frac_bits as i32)
    } else {
        (1.0 + m / (2f64).powi(frac_bits as i32)) * (2f64).powi(e - bias)
    };
    if negative {
        -magnitude
    } else {
        magnitude
    }
}

/// Whether `op` (`bvadd`...) on `a` and `b` overflows as signed (`signed`) or unsigned numbers
/// of `w` bits: the operation done one bit wider (twice as wide for a product) differs from the
/// extension of the narrow result.
pub fn overflows(op: &str, a: &str, b: &str, w: u32, signed: bool) -> String {
    let extra = if op == "bvmul" { w } else { 1 };
    let ext = if signed { "sign_extend" } else { "zero_extend" };
    let e = |x: &str| format!("((_ {ext} {extra}) {x})");
    format!("(not (= {} ({op} {} {})))", e(&format!("({op} {a} {b})")), e(a), e(b))
}

/// An integer comparison by predicate name (`slt`...), as a Boolean.
pub fn icmp(predicate: &str, a: &str, b: &str) -> String {
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

/// LLVM's `icmp` predicates in the LLVM dialect's numbering (arith's `cmpi` numbers the same).
pub const ICMP: [&str; 10] = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"];

/// The float predicates in `arith.cmpf`'s numbering, which is LLVM's `fcmp`'s.
pub const FCMP: [&str; 16] = [
    "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule",
    "une", "uno", "true",
];

/// A float comparison by predicate name: ordered ones are false when either operand is NaN,
/// unordered ones true (IEEE-754's comparison relations).
pub fn fcmp(predicate: &str, a: &str, b: &str) -> String {
    let unordered = format!("(or (fp.isNaN {a}) (fp.isNaN {b}))");
    let relation = match &predicate[1.min(predicate.len())..] {
        "eq" => format!("(fp.eq {a} {b})"),
        "gt" => format!("(fp.gt {a} {b})"),
        "ge" => format!("(fp.geq {a} {b})"),
        "lt" => format!("(fp.lt {a} {b})"),
        "le" => format!("(fp.leq {a} {b})"),
        "ne" => format!("(or (fp.lt {a} {b}) (fp.gt {a} {b}))"),
        _ => "false".into(),
    };
    match predicate {
        "false" => "false".into(),
        "true" => "true".into(),
        "ord" => format!("(not {unordered})"),
        "uno" => unordered,
        p if p.starts_with('o') => format!("(and (not {unordered}) {relation})"),
        _ => format!("(or {unordered} {relation})"),
    }
}

/// A Boolean as a one-bit vector.
pub fn bit(b: &str) -> String {
    format!("(ite {b} {} {})", literal(1, 1), literal(0, 1))
}

/// The disjunction of `terms` (`false` when there are none).
pub fn any(terms: &[String]) -> String {
    match terms {
        [] => "false".into(),
        [one] => one.clone(),
        _ => format!("(or {})", terms.join(" ")),
    }
}

/// The rounding mode of a rounding mode's name, in `arith`'s spelling or LLVM's number.
pub fn rounding(name: &str) -> Option<&'static str> {
    Some(match name {
        "" | "to_nearest_even" => "RNE",
        "downward" => "RTN",
        "upward" => "RTP",
        "toward_zero" => "RTZ",
        "to_nearest_away" => "RNA",
        _ => return None,
    })
}

/// The functions neither semantics defines exactly (`exp`, `fmod`...), declared once each per
/// signature and shared by both sides, so that an op and its lowering agree exactly when they
/// apply the same function to the same operands.
#[derive(Default)]
pub struct Functions(BTreeSet<String>);

impl Functions {
    /// `name` applied to `args` (with their sorts), giving a `result`.
    pub fn apply(&mut self, name: &str, args: &[(&str, Sort)], result: Sort) -> String {
        let mut id = name.to_string();
        for (_, s) in args {
            write!(id, "_{}", s.name()).unwrap();
        }
        let sorts: Vec<String> = args.iter().map(|(_, s)| s.smt()).collect();
        self.0.insert(format!("(declare-fun {id} ({}) {})", sorts.join(" "), result.smt()));
        let values: Vec<&str> = args.iter().map(|(v, _)| *v).collect();
        format!("({id} {})", values.join(" "))
    }

    /// The declarations, a line each.
    pub fn declarations(&self) -> String {
        self.0.iter().map(|d| format!("{d}\n")).collect()
    }
}

/// The functions of `math` and libm that are modelled as uninterpreted: each op of these names
/// (`math.exp`, `llvm.intr.exp`, a call of `expf` or `exp`) applies the same function.
pub const TRANSCENDENTAL: &[&str] = &[
    "exp", "exp2", "log", "log2", "log10", "sin", "cos", "tan", "sinh", "cosh", "tanh", "asin",
    "acos", "atan", "atan2", "pow", "erf", "erfc", "cbrt", "asinh", "acosh", "atanh", "fmod",
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn floats_encode_and_decode_exactly() {
        for (v, exp, sig, bits) in [
            (1.0, 8, 24, 0x3f80_0000u128),
            (-0.0, 8, 24, 0x8000_0000),
            (1.5, 5, 11, 0x3e00),
            (65504.0, 5, 11, 0x7bff),
            (2f64.powi(-24), 5, 11, 1),
            (1.0, 8, 8, 0x3f80),
            (f64::NEG_INFINITY, 5, 11, 0xfc00),
            (0.1, 11, 53, 0.1f64.to_bits() as u128),
        ] {
            assert_eq!(encode_float(v, exp, sig), bits, "{v}");
            assert_eq!(decode_float(bits, exp, sig).to_bits(), v.to_bits(), "{v}");
        }
        assert!(decode_float(encode_float(f64::NAN, 5, 11), 5, 11).is_nan());
    }

    #[test]
    fn float_predicates_follow_ieee() {
        assert_eq!(fcmp("olt", "a", "b"), "(and (not (or (fp.isNaN a) (fp.isNaN b))) (fp.lt a b))");
        assert_eq!(
            fcmp("une", "a", "b"),
            "(or (or (fp.isNaN a) (fp.isNaN b)) (or (fp.lt a b) (fp.gt a b)))"
        );
        assert_eq!(fcmp("uno", "a", "b"), "(or (fp.isNaN a) (fp.isNaN b))");
    }
}
