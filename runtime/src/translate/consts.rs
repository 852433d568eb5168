//! Attributes to LLVM constants: `llvm.mlir.constant` values and global initializers.

use super::{raw, Translator};
use crate::ir::{Attribute, DenseValues, FloatKind, Type};
use inkwell::types::{BasicTypeEnum, FloatType, IntType};
use inkwell::values::BasicValueEnum;

/// Number of scalar leaves of an array/vector nest (what a dense attribute fills), if it is one.
fn leaf_count(t: &Type) -> Option<u64> {
    match t {
        Type::Int { .. } | Type::Float(_) => Some(1),
        Type::Vector { shape, scalable, elem }
            if shape.len() == 1 && scalable.first() != Some(&true) =>
        {
            leaf_count(elem).filter(|&n| n == 1).map(|_| shape[0])
        }
        Type::LlvmVec { len, scalable: false, elem } => {
            leaf_count(elem).filter(|&n| n == 1).map(|_| *len)
        }
        Type::Array { len, elem } => leaf_count(elem)?.checked_mul(*len),
        // A complex number: its parts.
        Type::Struct { body: Some(fields), .. }
            if fields.len() == 2
                && fields[0] == fields[1]
                && matches!(fields[0], Type::Int { .. } | Type::Float(_)) =>
        {
            Some(2)
        }
        _ => None,
    }
}

/// Splits `V : T` (MLIR's spelling of a typed scalar attribute) and returns `V`.
fn scalar_text(text: &str) -> &str {
    text.rsplit_once(" : ").map_or(text, |(v, _)| v).trim()
}

/// Parses an integer literal (decimal with optional sign, or `0x` hexadecimal) into
/// little-endian 64-bit words of two's complement, wrapping modulo `2^(64 * words)`.
pub(super) fn parse_int_words(text: &str, words: usize) -> Option<Vec<u64>> {
    let (neg, body) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text.strip_prefix('+').unwrap_or(text)),
    };
    let (radix, digits) = match body.strip_prefix("0x").or_else(|| body.strip_prefix("0X")) {
        Some(h) => (16u64, h),
        None => (10u64, body),
    };
    if digits.is_empty() {
        return None;
    }
    let mut acc = vec![0u64; words.max(1)];
    for c in digits.chars() {
        let d = c.to_digit(radix as u32)? as u64;
        let mut carry = d as u128;
        for w in acc.iter_mut() {
            let v = (*w as u128) * radix as u128 + carry;
            *w = v as u64;
            carry = v >> 64;
        }
    }
    if neg {
        let mut carry = 1u128;
        for w in acc.iter_mut() {
            let v = (!*w) as u128 + carry;
            *w = v as u64;
            carry = v >> 64;
        }
    }
    Some(acc)
}

/// Whether `text` looks like a decimal float literal `APFloat` accepts.
fn is_decimal_float(text: &str) -> bool {
    let t = text.strip_prefix(['-', '+']).unwrap_or(text);
    let mut seen_digit = false;
    let mut seen_exp = false;
    let mut prev = ' ';
    for c in t.chars() {
        match c {
            '0'..='9' => seen_digit = true,
            '.' if !seen_exp => {}
            'e' | 'E' if seen_digit && !seen_exp => seen_exp = true,
            '+' | '-' if matches!(prev, 'e' | 'E') => {}
            _ => return false,
        }
        prev = c;
    }
    seen_digit && !matches!(prev, 'e' | 'E' | '+' | '-')
}

/// Bits of a quiet NaN carrying `v`'s sign and leading payload bits, in an IEEE-like format
/// with `exp` exponent bits and `mant` stored mantissa bits (`explicit_int` for x87's f80).
fn nan_bits(v: f64, exp: u32, mant: u32, explicit_int: bool) -> u128 {
    let b = v.to_bits();
    let sign = (b >> 63) as u128;
    let m52 = (b & ((1u64 << 52) - 1)) as u128;
    let frac_bits = if explicit_int { mant - 1 } else { mant };
    let mut frac = if frac_bits >= 52 { m52 << (frac_bits - 52) } else { m52 >> (52 - frac_bits) };
    if frac == 0 {
        frac = 1 << (frac_bits - 1);
    }
    let int_bit = if explicit_int { 1u128 << (mant - 1) } else { 0 };
    (sign << (exp + mant)) | (((1u128 << exp) - 1) << mant) | int_bit | frac
}

/// Decodes one MLIR string literal (`"..."` with `\XX`, `\\`, `\"`, `\n`, `\t` escapes).
pub(super) fn parse_string_literal(text: &str) -> Option<Vec<u8>> {
    let inner = text.trim().strip_prefix('"')?.strip_suffix('"')?;
    let b = inner.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] != b'\\' {
            out.push(b[i]);
            i += 1;
            continue;
        }
        let next = *b.get(i + 1)?;
        match next {
            b'\\' | b'"' => {
                out.push(next);
                i += 2;
            }
            b'n' => {
                out.push(b'\n');
                i += 2;
            }
            b't' => {
                out.push(b'\t');
                i += 2;
            }
            _ => {
                let hex = std::str::from_utf8(b.get(i + 1..i + 3)?).ok()?;
                out.push(u8::from_str_radix(hex, 16).ok()?);
                i += 3;
            }
        }
    }
    Some(out)
}

impl<'ctx> Translator<'_, 'ctx> {
    /// An integer constant from a sign-extended 64-bit value (truncated to the type's width).
    pub(super) fn int_const(t: IntType<'ctx>, value: i64) -> BasicValueEnum<'ctx> {
        t.const_int(value as u64, true).into()
    }

    fn int_from_text(&self, t: IntType<'ctx>, text: &str) -> Result<BasicValueEnum<'ctx>, String> {
        let words = t.get_bit_width().div_ceil(64) as usize;
        let w = parse_int_words(scalar_text(text), words)
            .ok_or_else(|| format!("cannot read integer constant '{text}'"))?;
        Ok(t.const_int_arbitrary_precision(&w).into())
    }

    /// A float constant with `value`'s exact bits (NaN payloads included).
    pub(super) fn float_const(
        &self,
        t: FloatType<'ctx>,
        kind: FloatKind,
        value: f64,
    ) -> Result<BasicValueEnum<'ctx>, String> {
        if !value.is_nan() {
            // APFloat converts from double with round-to-nearest-even (exact when representable).
            return Ok(t.const_float(value).into());
        }
        let bits = match kind {
            FloatKind::F64 => value.to_bits() as u128,
            FloatKind::F32 => nan_bits(value, 8, 23, false),
            FloatKind::F16 => nan_bits(value, 5, 10, false),
            FloatKind::BF16 => nan_bits(value, 8, 7, false),
            FloatKind::F80 => nan_bits(value, 15, 64, true),
            FloatKind::F128 => nan_bits(value, 15, 112, false),
            FloatKind::Small(k) => return Err(format!("'{}' is not an LLVM type", k.name())),
        };
        self.float_from_bits(t, bits)
    }

    fn float_from_bits(
        &self,
        t: FloatType<'ctx>,
        bits: u128,
    ) -> Result<BasicValueEnum<'ctx>, String> {
        let width = raw::float_bits(t.into()).ok_or("not a float type")?;
        let int_t = self.cx.custom_width_int_type(width.try_into().map_err(|_| "zero width")?)?;
        let i = int_t.const_int_arbitrary_precision(&[bits as u64, (bits >> 64) as u64]);
        raw::const_bitcast(i.into(), t.into()).ok_or_else(|| "cannot build float constant".into())
    }

    fn float_from_text(
        &self,
        t: FloatType<'ctx>,
        text: &str,
    ) -> Result<BasicValueEnum<'ctx>, String> {
        let v = scalar_text(text);
        if let Some(hex) = v.strip_prefix("0x").or_else(|| v.strip_prefix("0X")) {
            let w = parse_int_words(&format!("0x{hex}"), 2)
                .ok_or_else(|| format!("cannot read float constant '{text}'"))?;
            return self.float_from_bits(t, (w[0] as u128) | ((w[1] as u128) << 64));
        }
        let lower = v.to_ascii_lowercase();
        let special = matches!(lower.trim_start_matches(['-', '+']), "inf" | "infinity" | "nan");
        if !special && !is_decimal_float(v) {
            return Err(format!("cannot read float constant '{text}'"));
        }
        raw::const_real_of_string(t.into(), v).ok_or_else(|| "cannot build float constant".into())
    }

    /// A scalar constant (integer or float type) from an attribute.
    fn scalar_const(
        &mut self,
        attr: &Attribute,
        ty: &Type,
        lt: BasicTypeEnum<'ctx>,
    ) -> Result<Option<BasicValueEnum<'ctx>>, String> {
        Ok(Some(match (attr, ty, lt) {
            (Attribute::Int { value, .. }, Type::Int { .. }, BasicTypeEnum::IntType(t)) => {
                Self::int_const(t, *value)
            }
            (Attribute::Bool(b), Type::Int { .. }, BasicTypeEnum::IntType(t)) => {
                Self::int_const(t, *b as i64)
            }
            (Attribute::Float { value, .. }, Type::Float(k), BasicTypeEnum::FloatType(t)) => {
                self.float_const(t, *k, *value)?
            }
            (Attribute::Opaque(text), Type::Int { .. }, BasicTypeEnum::IntType(t))
                if !text.starts_with(['#', '"', '[', 'd']) =>
            {
                self.int_from_text(t, text)?
            }
            (Attribute::Opaque(text), Type::Float(_), BasicTypeEnum::FloatType(t))
                if !text.starts_with(['#', '"', '[', 'd']) =>
            {
                self.float_from_text(t, text)?
            }
            _ => return Ok(None),
        }))
    }

    /// A constant of type `ty` from a `value` attribute (`llvm.mlir.constant`, globals).
    pub(super) fn const_attr(
        &mut self,
        attr: &Attribute,
        ty: &Type,
    ) -> Result<BasicValueEnum<'ctx>, String> {
        if let Some(bits) = attr.small_float_bits() {
            return self.const_attr(&bits?, ty);
        }
        let lt = self.basic_type(ty)?;
        if let Some(v) = self.scalar_const(attr, ty, lt)? {
            return Ok(v);
        }
        let unsupported = || format!("unsupported constant {attr} of type '{ty}'");
        match attr {
            Attribute::Opaque(text) if text == "#llvm.zero" => Ok(lt.const_zero()),
            Attribute::Opaque(text) if text == "#llvm.undef" => Ok(raw::undef(lt)),
            Attribute::Opaque(text) if text == "#llvm.poison" => Ok(raw::poison(lt)),
            Attribute::String(s) => self.string_const(s.as_bytes(), ty),
            Attribute::Opaque(text) if text.starts_with('"') => {
                let bytes = parse_string_literal(text).ok_or_else(unsupported)?;
                self.string_const(&bytes, ty)
            }
            Attribute::DenseElements { values, splat, .. } => self.dense_const(ty, values, *splat),
            Attribute::DenseArray { values, .. } => self.dense_const(ty, values, false),
            Attribute::Array(items) => match ty {
                Type::Struct { body: Some(fields), .. } if fields.len() == items.len() => {
                    let vals = items
                        .iter()
                        .zip(fields.iter())
                        .map(|(a, f)| self.const_attr(a, f))
                        .collect::<Result<Vec<_>, _>>()?;
                    Ok(lt.into_struct_type().const_named_struct(&vals).into())
                }
                Type::Array { len, elem } if *len == items.len() as u64 => {
                    let vals = items
                        .iter()
                        .map(|a| self.const_attr(a, elem))
                        .collect::<Result<Vec<_>, _>>()?;
                    let et = self.basic_type(elem)?;
                    raw::const_array(et, &vals).ok_or_else(unsupported)
                }
                _ => Err(unsupported()),
            },
            _ => Err(unsupported()),
        }
    }

    fn string_const(&mut self, bytes: &[u8], ty: &Type) -> Result<BasicValueEnum<'ctx>, String> {
        match ty {
            Type::Array { len, elem } if **elem == Type::int(8) && *len == bytes.len() as u64 => {
                Ok(self.cx.const_string(bytes, false).into())
            }
            _ => Err(format!(
                "a string of {} bytes cannot initialize type '{ty}' (expected !llvm.array<{} x i8>)",
                bytes.len(),
                bytes.len()
            )),
        }
    }

    /// A dense elements (or dense array) attribute laid out over a nest of arrays and vectors.
    fn dense_const(
        &mut self,
        ty: &Type,
        values: &DenseValues,
        splat: bool,
    ) -> Result<BasicValueEnum<'ctx>, String> {
        let scalable_splat = match ty {
            Type::Vector { shape, scalable, elem }
                if shape.len() == 1 && scalable.first() == Some(&true) =>
            {
                Some(elem)
            }
            Type::LlvmVec { scalable: true, elem, .. } => Some(elem),
            _ => None,
        };
        if let Some(elem) = scalable_splat {
            // Only the zero splat has a C API spelling for scalable vectors.
            let lt = self.basic_type(ty)?;
            let zero = match values {
                DenseValues::Int(v) => v.iter().all(|&x| x == 0),
                DenseValues::Float(v) => v.iter().all(|&x| x.to_bits() == 0),
            };
            return if splat && zero && leaf_count(elem) == Some(1) {
                Ok(lt.const_zero())
            } else {
                Err(format!("only zero splats of scalable vector type '{ty}' are supported"))
            };
        }
        let total = leaf_count(ty)
            .ok_or_else(|| format!("a dense attribute cannot initialize type '{ty}'"))?;
        if values.is_empty() || (!splat && values.len() as u64 != total) {
            return Err(format!(
                "a dense attribute of {} elements cannot initialize type '{ty}' ({total} \
                 elements)",
                values.len()
            ));
        }
        let zero = match values {
            DenseValues::Int(v) => v.iter().all(|&x| x == 0),
            DenseValues::Float(v) => v.iter().all(|&x| x.to_bits() == 0),
        };
        if splat && zero {
            return Ok(self.basic_type(ty)?.const_zero());
        }
        let mut next = 0usize;
        self.dense_nest(ty, values, splat, &mut next)
    }

    /// `n` elements of type `elem` taken from `values` in order (or one repeated for a splat).
    fn dense_elements(
        &mut self,
        n: u64,
        elem: &Type,
        values: &DenseValues,
        splat: bool,
        next: &mut usize,
    ) -> Result<Vec<BasicValueEnum<'ctx>>, String> {
        if splat {
            let one = self.dense_nest(elem, values, splat, next)?;
            return Ok(vec![one; n as usize]);
        }
        (0..n).map(|_| self.dense_nest(elem, values, splat, next)).collect()
    }

    fn dense_nest(
        &mut self,
        ty: &Type,
        values: &DenseValues,
        splat: bool,
        next: &mut usize,
    ) -> Result<BasicValueEnum<'ctx>, String> {
        let lt = self.basic_type(ty)?;
        match ty {
            Type::Int { .. } | Type::Float(_) => {
                let i = if splat { 0 } else { *next };
                *next += 1;
                let attr = match values {
                    DenseValues::Int(v) => Attribute::int(v[i], ty.clone()),
                    DenseValues::Float(v) => {
                        Attribute::Float { value: v[i], ty: Type::shared(ty.clone()) }
                    }
                };
                self.scalar_const(&attr, ty, lt)?.ok_or_else(|| {
                    format!("dense element {attr} cannot initialize an element of type '{ty}'")
                })
            }
            Type::Vector { shape, elem, .. } => {
                let elems = self.dense_elements(shape[0], elem, values, splat, next)?;
                raw::const_vector(&elems).ok_or_else(|| format!("cannot build a '{ty}' constant"))
            }
            Type::LlvmVec { len, elem, .. } => {
                let elems = self.dense_elements(*len, elem, values, splat, next)?;
                raw::const_vector(&elems).ok_or_else(|| format!("cannot build a '{ty}' constant"))
            }
            Type::Array { len, elem } => {
                let et = self.basic_type(elem)?;
                let elems = self.dense_elements(*len, elem, values, splat, next)?;
                raw::const_array(et, &elems)
                    .ok_or_else(|| format!("cannot build a '{ty}' constant"))
            }
            // A complex number (`leaf_count` checked the shape): its parts are consecutive
            // values, the only two of a splat.
            Type::Struct { body: Some(fields), .. } => {
                let mut at = if splat { 0 } else { *next };
                let parts = fields
                    .iter()
                    .map(|f| self.dense_nest(f, values, false, &mut at))
                    .collect::<Result<Vec<_>, _>>()?;
                if !splat {
                    *next = at;
                }
                Ok(lt.into_struct_type().const_named_struct(&parts).into())
            }
            _ => Err(format!("a dense attribute cannot initialize type '{ty}'")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integer_words() {
        assert_eq!(parse_int_words("5", 1), Some(vec![5]));
        assert_eq!(parse_int_words("-1", 2), Some(vec![u64::MAX, u64::MAX]));
        assert_eq!(
            parse_int_words("123456789012345678901234567890", 2),
            Some(vec![0xC373E0EE4E3F0AD2, 0x18EE90FF6])
        );
        assert_eq!(parse_int_words("0xff", 1), Some(vec![255]));
        assert_eq!(parse_int_words("12a", 1), None);
        assert_eq!(parse_int_words("-", 1), None);
    }

    #[test]
    fn float_text_and_nan_bits() {
        assert!(is_decimal_float("1.500000e+00"));
        assert!(is_decimal_float("-3"));
        assert!(!is_decimal_float("1e"));
        assert!(!is_decimal_float("0x1p3"));
        assert_eq!(nan_bits(f64::NAN, 8, 23, false), 0x7FC0_0000);
        let payload = f64::from_bits(0x7FF8_0000_2000_0000);
        assert_eq!(nan_bits(payload, 8, 23, false), 0x7FC0_0001);
        assert_eq!(nan_bits(-f64::NAN, 5, 10, false), 0xFE00);
        assert_eq!(nan_bits(f64::NAN, 15, 64, true), 0x7FFF_C000_0000_0000_0000);
    }

    #[test]
    fn string_literals() {
        assert_eq!(parse_string_literal(r#""a\00\FF\"\\""#), Some(b"a\0\xff\"\\".to_vec()));
        assert_eq!(parse_string_literal("\"x\\n\""), Some(b"x\n".to_vec()));
        assert_eq!(parse_string_literal("\"bad\\Z\""), None);
    }
}
