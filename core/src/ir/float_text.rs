//! Float literals exactly as MLIR's printer writes them (`printFloatValue` over LLVM's
//! `APFloat::toString`), so that lowrite's text of a constant is the text `mlir-opt` prints.
//!
//! MLIR first tries six significant digits in scientific notation padded with zeros
//! (`1.000000e+00`, `2.500000e-01`) and keeps them when they parse back to the same value in the
//! float's format. Otherwise it prints the value at the format's natural precision (17 digits for
//! `f64`, 9 for `f32`), trailing zeros dropped (`0.30000000000000004`, `1.0E+30`); if that form
//! has no `.` (an integral value such as `123456789`), the caller prints the bit pattern instead.
//! Digits are cut to the bits the precision needs, then rounded half up, as `APFloat` does.

use super::types::FloatKind;

/// Precision in bits (including the implicit bit) and minimum normal exponent of a format.
fn semantics(kind: Option<FloatKind>) -> (u32, i32) {
    match kind {
        Some(FloatKind::F16) => (11, -14),
        Some(FloatKind::BF16) => (8, -126),
        Some(FloatKind::F32) => (24, -126),
        Some(FloatKind::F80) => (64, -16382),
        Some(FloatKind::F128) => (113, -16382),
        Some(FloatKind::Small(k)) => {
            let (mant, emin) = k.precision_and_emin();
            (mant, emin)
        }
        Some(FloatKind::F64) | None => (53, -1022),
    }
}

/// `x` rounded to the nearest value of a binary format with `p` bits of precision and minimum
/// normal exponent `emin` (ties to even), ignoring overflow.
fn round_to_format(x: f64, p: u32, emin: i32) -> f64 {
    if p >= 53 || x == 0.0 || !x.is_finite() {
        return x;
    }
    let e = (x.abs().log2().floor() as i32).max(emin);
    let ulp = (e - (p as i32 - 1)) as f64;
    let scale = ulp.exp2();
    (x / scale).round_ties_even() * scale
}

/// `x` (finite) rounded to the half-precision format `kind` (`f16` or `bf16`) as `APFloat`
/// converts a double to it (nearest, ties to even): infinite where it rounds past the format's
/// largest finite value. `None` for other formats.
pub(crate) fn round_to_half(x: f64, kind: FloatKind) -> Option<f64> {
    if !matches!(kind, FloatKind::F16 | FloatKind::BF16) {
        return None;
    }
    let (p, emin) = semantics(Some(kind));
    let emax = 1 - emin;
    let largest = (2.0 - (1.0 - p as f64).exp2()) * (emax as f64).exp2();
    let r = round_to_format(x, p, emin);
    Some(if r.abs() > largest { f64::INFINITY.copysign(r) } else { r })
}

/// The value of the bit pattern `bits` of the half-precision format `kind` (`f16` or `bf16`),
/// if it is a number or an infinity (NaNs are left to MLIR). `None` for other formats.
pub(crate) fn half_from_bits(bits: u64, kind: FloatKind) -> Option<f64> {
    let (p, emin) = match kind {
        FloatKind::F16 | FloatKind::BF16 => semantics(Some(kind)),
        _ => return None,
    };
    let mant_bits = p - 1;
    let exp_bits = 15 - mant_bits;
    if bits >> 16 != 0 {
        return None;
    }
    let sign = if bits >> 15 == 1 { -1.0 } else { 1.0 };
    let exp = (bits >> mant_bits) & ((1 << exp_bits) - 1);
    let mant = (bits & ((1 << mant_bits) - 1)) as f64;
    // 2 to the power of `e` less the mantissa's bits: the weight of its last bit.
    let scale = |e: i32| f64::from(e - mant_bits as i32).exp2();
    let magnitude = match exp {
        0 => mant * scale(emin),
        e if e == (1 << exp_bits) - 1 => match mant == 0.0 {
            true => f64::INFINITY,
            false => return None,
        },
        e => (mant + f64::from(1u32 << mant_bits)) * scale(e as i32 + emin - 1),
    };
    Some(sign * magnitude)
}

/// A non-negative big integer, little-endian in base 2^32.
struct Big(Vec<u32>);

impl Big {
    fn mul_small(&mut self, m: u32) {
        let mut carry = 0u64;
        for limb in &mut self.0 {
            let x = u64::from(*limb) * u64::from(m) + carry;
            *limb = x as u32;
            carry = x >> 32;
        }
        if carry != 0 {
            self.0.push(carry as u32);
        }
    }

    /// Divides in place, returning the remainder.
    fn div_small(&mut self, d: u32) -> u32 {
        let mut rem = 0u64;
        for limb in self.0.iter_mut().rev() {
            let x = (rem << 32) | u64::from(*limb);
            *limb = (x / u64::from(d)) as u32;
            rem = x % u64::from(d);
        }
        while self.0.last() == Some(&0) {
            self.0.pop();
        }
        rem as u32
    }

    fn bits(&self) -> u32 {
        match self.0.last() {
            None => 0,
            Some(top) => 32 * (self.0.len() as u32 - 1) + (32 - top.leading_zeros()),
        }
    }

    fn is_zero(&self) -> bool {
        self.0.is_empty()
    }
}

/// The decimal digits of finite, non-zero `v` as `APFloat::toString` computes them for
/// `precision` digits (most significant first, trailing zeros dropped) and the decimal exponent
/// of the last digit: the exact significand `N * 5^-e` (or `N << e`), first cut to the bits the
/// precision needs by an exact division by a power of ten (a truncation, as `APFloat` does).
fn apfloat_digits(v: f64, precision: usize) -> (Vec<u8>, i32) {
    let bits = v.abs().to_bits();
    let (mut mant, mut exp2) = match (bits >> 52) as i32 {
        0 => (bits & ((1 << 52) - 1), -1074),
        e => ((bits & ((1 << 52) - 1)) | (1 << 52), e - 1075),
    };
    let tz = mant.trailing_zeros();
    mant >>= tz;
    exp2 += tz as i32;
    let mut big = Big(vec![mant as u32, (mant >> 32) as u32]);
    while big.0.last() == Some(&0) {
        big.0.pop();
    }
    let mut exp10 = 0;
    if exp2 > 0 {
        let mut left = exp2;
        while left > 0 {
            let k = left.min(31);
            big.mul_small(1 << k);
            left -= k;
        }
    } else {
        // 5^13 is the largest power of five below 2^32.
        let mut left = -exp2;
        while left > 0 {
            let k = left.min(13);
            big.mul_small(5u32.pow(k as u32));
            left -= k;
        }
        exp10 = exp2;
    }
    // AdjustToPrecision on the integer: drop the decimal digits beyond what the precision needs.
    let required = (precision as u32 * 196).div_ceil(59);
    let have = big.bits();
    if have > required {
        let removable = (have - required) * 59 / 196;
        let mut left = removable;
        while left > 0 {
            let k = left.min(9);
            big.div_small(10u32.pow(k));
            left -= k;
        }
        exp10 += removable as i32;
    }
    let mut digits = Vec::new();
    let mut in_trail = true;
    while !big.is_zero() {
        let d = big.div_small(10) as u8;
        if in_trail && d == 0 {
            exp10 += 1;
        } else {
            digits.push(d);
            in_trail = false;
        }
    }
    digits.reverse();
    (digits, exp10)
}

/// `APFloat`'s `AdjustToPrecision`: rounds `digits` (most significant first) to at most
/// `precision` digits, half up, dropping trailing zeros.
fn adjust_to_precision(digits: &mut Vec<u8>, exp: &mut i32, precision: usize) {
    let n = digits.len();
    if n <= precision {
        return;
    }
    let dropped = n - precision;
    let round_up = digits[precision] >= 5;
    digits.truncate(precision);
    *exp += dropped as i32;
    if round_up {
        let mut i = precision;
        loop {
            if i == 0 {
                digits.insert(0, 1);
                digits.truncate(precision);
                // 99.9 -> 100: one more power of ten (the inserted digit shifted the rest).
                *exp += 1;
                break;
            }
            i -= 1;
            if digits[i] == 9 {
                digits[i] = 0;
            } else {
                digits[i] += 1;
                break;
            }
        }
    }
    while digits.len() > 1 && digits.last() == Some(&0) {
        digits.pop();
        *exp += 1;
    }
}

/// `APFloat::toString(precision, max_padding, truncate_zero)` of finite `v`.
fn to_string(v: f64, precision: usize, max_padding: u32, truncate_zero: bool) -> String {
    let mut out = String::new();
    if v.is_sign_negative() {
        out.push('-');
    }
    if v == 0.0 {
        // APFloat: "0.0E+0" style for zero.
        if max_padding == 0 || !truncate_zero {
            out.push_str("0.");
            out.push_str(&"0".repeat(precision.max(1)));
            out.push_str(if truncate_zero { "E+00" } else { "e+00" });
        } else {
            out.push_str("0.0");
        }
        return out;
    }
    let (mut digits, mut exp) = apfloat_digits(v, precision);
    adjust_to_precision(&mut digits, &mut exp, precision);
    let n = digits.len() as i32;
    let scientific = if max_padding == 0 {
        true
    } else if exp >= 0 {
        exp as u32 > max_padding || (n + exp) as usize > precision
    } else {
        let msd = exp + n - 1;
        msd < 0 && (-msd) as u32 > max_padding
    };
    let digit = |d: u8| char::from(b'0' + d);
    if scientific {
        let e = exp + n - 1;
        out.push(digit(digits[0]));
        out.push('.');
        if n == 1 && truncate_zero {
            out.push('0');
        } else {
            out.extend(digits[1..].iter().map(|&d| digit(d)));
        }
        if !truncate_zero && precision + 1 > n as usize {
            out.push_str(&"0".repeat(precision + 1 - n as usize));
        }
        out.push(if truncate_zero { 'E' } else { 'e' });
        out.push(if e >= 0 { '+' } else { '-' });
        let mag = e.unsigned_abs();
        if !truncate_zero && mag < 10 {
            out.push('0');
        }
        out.push_str(&mag.to_string());
        return out;
    }
    if exp >= 0 {
        out.extend(digits.iter().map(|&d| digit(d)));
        out.push_str(&"0".repeat(exp as usize));
        return out;
    }
    let whole = exp + n;
    if whole > 0 {
        out.extend(digits[..whole as usize].iter().map(|&d| digit(d)));
        out.push('.');
        out.extend(digits[whole as usize..].iter().map(|&d| digit(d)));
    } else {
        out.push_str("0.");
        out.push_str(&"0".repeat((-whole) as usize));
        out.extend(digits.iter().map(|&d| digit(d)));
    }
    out
}

/// MLIR's decimal text of finite `v` in format `kind`, or `None` when MLIR prints the bit
/// pattern instead.
pub(crate) fn mlir_decimal(v: f64, kind: Option<FloatKind>) -> Option<String> {
    let (p, emin) = semantics(kind);
    let short = to_string(v, 6, 0, false);
    let parsed: Option<f64> = match kind {
        Some(FloatKind::F32) => short.parse::<f32>().ok().map(f64::from),
        _ => short.parse::<f64>().ok().map(|x| round_to_format(x, p, emin)),
    };
    if parsed.is_some_and(|x| x.to_bits() == v.to_bits()) {
        return Some(short);
    }
    let natural = 2 + (p as usize * 59) / 196;
    let long = to_string(v, natural, 3, true);
    long.contains('.').then_some(long)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn half_formats_round_and_decode_as_apfloat() {
        let f16 = |x| round_to_half(x, FloatKind::F16).unwrap();
        let bf16 = |x| round_to_half(x, FloatKind::BF16).unwrap();
        assert_eq!(f16(1.0), 1.0);
        assert_eq!(f16(0.1), 0.0999755859375);
        // Ties go to the even neighbour: 1 + 2^-11 to 1, 1 + 3 * 2^-11 to 1 + 2^-9.
        assert_eq!(f16(1.00048828125), 1.0);
        assert_eq!(f16(1.00146484375), 1.001953125);
        assert_eq!(f16(65504.0), 65504.0);
        assert_eq!(f16(65519.0), 65504.0);
        assert_eq!(f16(65520.0), f64::INFINITY);
        assert_eq!(f16(-1.0e6), f64::NEG_INFINITY);
        // Subnormals: the smallest is 2^-24; below half of it, zero (of the value's sign).
        assert_eq!(f16(6.0e-8), 2f64.powi(-24));
        assert_eq!(f16(2.0e-8), 0.0);
        assert!(f16(-2.0e-8).is_sign_negative());
        assert_eq!(bf16(1.7), 1.703125);
        assert_eq!(bf16(1.0e39), f64::INFINITY);
        assert_eq!(round_to_half(0.1, FloatKind::F32), None);

        let h = |b| half_from_bits(b, FloatKind::F16);
        assert_eq!(h(0x3C00), Some(1.0));
        assert_eq!(h(0xC000), Some(-2.0));
        assert_eq!(h(0x7BFF), Some(65504.0));
        assert_eq!(h(0x0001), Some(2f64.powi(-24)));
        assert_eq!(h(0x7C00), Some(f64::INFINITY));
        assert_eq!(h(0x7E00), None);
        assert_eq!(h(0x1_0000), None);
        assert_eq!(half_from_bits(0x3F80, FloatKind::BF16), Some(1.0));
        assert_eq!(half_from_bits(0xFF80, FloatKind::BF16), Some(f64::NEG_INFINITY));
        // Every finite pattern reads back to itself through the rounding.
        for bits in 0..0x1_0000u64 {
            for kind in [FloatKind::F16, FloatKind::BF16] {
                if let Some(v) = half_from_bits(bits, kind).filter(|v| v.is_finite()) {
                    assert_eq!(round_to_half(v, kind), Some(v), "{kind:?} {bits:#x}");
                }
            }
        }
    }

    fn f32t(v: f32) -> Option<String> {
        mlir_decimal(f64::from(v), Some(FloatKind::F32))
    }

    fn f64t(v: f64) -> Option<String> {
        mlir_decimal(v, Some(FloatKind::F64))
    }

    #[test]
    fn prints_as_mlir_does() {
        // Each expected text is what mlir-opt-22 prints for the constant.
        assert_eq!(f32t(1.0).as_deref(), Some("1.000000e+00"));
        assert_eq!(f32t(0.0).as_deref(), Some("0.000000e+00"));
        assert_eq!(f32t(-0.0).as_deref(), Some("-0.000000e+00"));
        assert_eq!(f32t(0.1).as_deref(), Some("1.000000e-01"));
        assert_eq!(f32t(1e30).as_deref(), Some("1.000000e+30"));
        assert_eq!(f32t(1.0 / 3.0).as_deref(), Some("0.333333343"));
        assert_eq!(f64t(0.1 + 0.2).as_deref(), Some("0.30000000000000004"));
        assert_eq!(f64t(std::f64::consts::PI).as_deref(), Some("3.1415926535897931"));
        assert_eq!(f64t(1e-300).as_deref(), Some("1.000000e-300"));
        assert_eq!(f64t(123456789.0), None);
        assert_eq!(f64t(1.5e-5).as_deref(), Some("1.500000e-05"));
        // f16 0.0999755859375: APFloat cuts the digits before rounding them.
        let h = mlir_decimal(0.0999755859375, Some(FloatKind::F16));
        assert_eq!(h.as_deref(), Some("9.997550e-02"));
    }
}
