//! The structural type model: builtin types and the LLVM dialect's types.
//!
//! Types are plain values (`Clone + Eq + Hash + Send`). Anything the model does not understand is
//! kept as [`Type::Opaque`] holding MLIR's own spelling, and printed back unchanged.

use std::fmt;
use std::sync::Arc;

/// Marker for a dynamic size, stride or offset (`?` in MLIR syntax), the same value MLIR uses.
pub const DYNAMIC: i64 = i64::MIN;

/// Signedness semantics of an integer type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Signedness {
    /// `iN`: no sign semantics (the only kind the LLVM dialect accepts).
    Signless,
    /// `siN`.
    Signed,
    /// `uiN`.
    Unsigned,
}

/// A floating-point format.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FloatKind {
    /// IEEE half precision.
    F16,
    /// bfloat16.
    BF16,
    /// IEEE single precision.
    F32,
    /// IEEE double precision.
    F64,
    /// x87 80-bit extended precision.
    F80,
    /// IEEE quad precision.
    F128,
    /// The small formats LLVM has no type for (8-, 6- and 4-bit floats). They lower to integers
    /// of their width and are computed on by software (`convert-arith-to-apfloat`).
    Small(SmallFloat),
}

/// A float format narrower than 16 bits, as MLIR's `f8E4M3FN`... types and LLVM's `APFloat`
/// semantics of the same names define them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SmallFloat {
    /// `f8E5M2`: IEEE-like, with infinities and NaNs.
    F8E5M2,
    /// `f8E4M3`: IEEE-like, with infinities and NaNs.
    F8E4M3,
    /// `f8E3M4`: IEEE-like, with infinities and NaNs.
    F8E3M4,
    /// `f8E4M3FN`: finite; the all-ones pattern is NaN.
    F8E4M3FN,
    /// `f8E5M2FNUZ`: finite, no negative zero; `0x80` is NaN.
    F8E5M2FNUZ,
    /// `f8E4M3FNUZ`: finite, no negative zero; `0x80` is NaN.
    F8E4M3FNUZ,
    /// `f8E4M3B11FNUZ`: as `f8E4M3FNUZ` with exponent bias 11.
    F8E4M3B11FNUZ,
    /// `f8E8M0FNU`: an unsigned power of two; `0xFF` is NaN.
    F8E8M0FNU,
    /// `f6E3M2FN`: finite, no NaN.
    F6E3M2FN,
    /// `f6E2M3FN`: finite, no NaN.
    F6E2M3FN,
    /// `f4E2M1FN`: finite, no NaN.
    F4E2M1FN,
}

/// How a small format spends its special bit patterns.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Specials {
    /// The all-ones exponent holds infinities (mantissa 0) and NaNs.
    Ieee,
    /// Only the all-ones pattern (either sign) is NaN; no infinities.
    NanAllOnes,
    /// The negative-zero pattern is the only NaN; no infinities, no negative zero.
    NanNegZero,
    /// No NaN, no infinities.
    Finite,
    /// No sign, no mantissa, no zero: `2^(e - bias)`; all ones is NaN.
    PowerOfTwo,
}

impl SmallFloat {
    /// Every small format.
    pub const ALL: [SmallFloat; 11] = [
        SmallFloat::F8E5M2,
        SmallFloat::F8E4M3,
        SmallFloat::F8E3M4,
        SmallFloat::F8E4M3FN,
        SmallFloat::F8E5M2FNUZ,
        SmallFloat::F8E4M3FNUZ,
        SmallFloat::F8E4M3B11FNUZ,
        SmallFloat::F8E8M0FNU,
        SmallFloat::F6E3M2FN,
        SmallFloat::F6E2M3FN,
        SmallFloat::F4E2M1FN,
    ];

    /// MLIR spelling.
    pub fn name(self) -> &'static str {
        match self {
            SmallFloat::F8E5M2 => "f8E5M2",
            SmallFloat::F8E4M3 => "f8E4M3",
            SmallFloat::F8E3M4 => "f8E3M4",
            SmallFloat::F8E4M3FN => "f8E4M3FN",
            SmallFloat::F8E5M2FNUZ => "f8E5M2FNUZ",
            SmallFloat::F8E4M3FNUZ => "f8E4M3FNUZ",
            SmallFloat::F8E4M3B11FNUZ => "f8E4M3B11FNUZ",
            SmallFloat::F8E8M0FNU => "f8E8M0FNU",
            SmallFloat::F6E3M2FN => "f6E3M2FN",
            SmallFloat::F6E2M3FN => "f6E2M3FN",
            SmallFloat::F4E2M1FN => "f4E2M1FN",
        }
    }

    /// The format named `name` in MLIR's spelling.
    pub fn from_name(name: &str) -> Option<SmallFloat> {
        SmallFloat::ALL.into_iter().find(|k| k.name() == name)
    }

    /// The number LLVM's `APFloatBase::Semantics` gives the format, which the runner utilities'
    /// `printApFloat` and MLIR's APFloat wrappers take.
    pub fn apfloat_semantics(self) -> u32 {
        match self {
            SmallFloat::F8E5M2 => 7,
            SmallFloat::F8E5M2FNUZ => 8,
            SmallFloat::F8E4M3 => 9,
            SmallFloat::F8E4M3FN => 10,
            SmallFloat::F8E4M3FNUZ => 11,
            SmallFloat::F8E4M3B11FNUZ => 12,
            SmallFloat::F8E3M4 => 13,
            SmallFloat::F8E8M0FNU => 15,
            SmallFloat::F6E3M2FN => 16,
            SmallFloat::F6E2M3FN => 17,
            SmallFloat::F4E2M1FN => 18,
        }
    }

    /// (exponent bits, mantissa bits, exponent bias, special patterns).
    fn layout(self) -> (u32, u32, i32, Specials) {
        match self {
            SmallFloat::F8E5M2 => (5, 2, 15, Specials::Ieee),
            SmallFloat::F8E4M3 => (4, 3, 7, Specials::Ieee),
            SmallFloat::F8E3M4 => (3, 4, 3, Specials::Ieee),
            SmallFloat::F8E4M3FN => (4, 3, 7, Specials::NanAllOnes),
            SmallFloat::F8E5M2FNUZ => (5, 2, 16, Specials::NanNegZero),
            SmallFloat::F8E4M3FNUZ => (4, 3, 8, Specials::NanNegZero),
            SmallFloat::F8E4M3B11FNUZ => (4, 3, 11, Specials::NanNegZero),
            SmallFloat::F8E8M0FNU => (8, 0, 127, Specials::PowerOfTwo),
            SmallFloat::F6E3M2FN => (3, 2, 3, Specials::Finite),
            SmallFloat::F6E2M3FN => (2, 3, 1, Specials::Finite),
            SmallFloat::F4E2M1FN => (2, 1, 1, Specials::Finite),
        }
    }

    /// Precision in bits (with the implicit bit) and minimum normal exponent.
    pub fn precision_and_emin(self) -> (u32, i32) {
        let (_, m, bias, _) = self.layout();
        (m + 1, 1 - bias)
    }

    /// Width in bits.
    pub fn width(self) -> u32 {
        let (e, m, _, specials) = self.layout();
        e + m + u32::from(specials != Specials::PowerOfTwo)
    }

    /// The value of bit pattern `bits` (exact: every value of these formats is a double).
    pub fn decode(self, bits: u64) -> f64 {
        let (e, m, bias, specials) = self.layout();
        let bits = bits & ((1 << self.width()) - 1);
        let exp_max = (1u64 << e) - 1;
        let (exp, mant) = ((bits >> m) & exp_max, bits & ((1 << m) - 1));
        if specials == Specials::PowerOfTwo {
            return if exp == exp_max { f64::NAN } else { 2f64.powi(exp as i32 - bias) };
        }
        let negative = bits >> (e + m) == 1;
        let nan = match specials {
            Specials::Ieee => exp == exp_max && mant != 0,
            Specials::NanAllOnes => exp == exp_max && mant == (1 << m) - 1,
            Specials::NanNegZero => bits == 1 << (e + m),
            Specials::Finite | Specials::PowerOfTwo => false,
        };
        if nan {
            return f64::NAN;
        }
        let magnitude = if specials == Specials::Ieee && exp == exp_max {
            f64::INFINITY
        } else if exp == 0 {
            mant as f64 * 2f64.powi(1 - bias - m as i32)
        } else {
            (1.0 + mant as f64 / (1u64 << m) as f64) * 2f64.powi(exp as i32 - bias)
        };
        if negative {
            -magnitude
        } else {
            magnitude
        }
    }

    /// The bit pattern of `v`, which must be a value of the format (NaN maps to the format's
    /// canonical NaN, negative zero to zero where the format has none); `None` otherwise.
    pub fn encode(self, v: f64) -> Option<u64> {
        // LLVM turns `f8E8M0FNU`'s NaN into an infinity when it converts it to double.
        if v.is_nan() || (v.is_infinite() && self == SmallFloat::F8E8M0FNU) {
            let (e, m, _, specials) = self.layout();
            let sign = u64::from(v.is_sign_negative()) << (e + m);
            return match specials {
                // The sign and the top of the payload carry over; a NaN stays a NaN.
                Specials::Ieee => {
                    let payload = (v.to_bits() >> (52 - m)) & ((1 << m) - 1);
                    let payload = if payload == 0 { 1 << (m - 1) } else { payload };
                    Some(sign | (((1 << e) - 1) << m) | payload)
                }
                Specials::NanAllOnes => Some(sign | ((1 << (e + m)) - 1)),
                Specials::PowerOfTwo => Some((1 << self.width()) - 1),
                Specials::NanNegZero => Some(1 << (e + m)),
                Specials::Finite => None,
            };
        }
        let codes = self.codes();
        let zero = || if v == 0.0 { codes.get(&0.0f64.to_bits()).copied() } else { None };
        codes.get(&v.to_bits()).copied().or_else(zero)
    }

    /// The bit pattern of each value of the format but NaN, by the value's `f64` bits (built
    /// once per format: encoding a large dense constant looks each element up).
    fn codes(self) -> &'static std::collections::HashMap<u64, u64> {
        use std::sync::OnceLock;
        static CODES: [OnceLock<std::collections::HashMap<u64, u64>>; SmallFloat::ALL.len()] =
            [const { OnceLock::new() }; SmallFloat::ALL.len()];
        CODES[self as usize].get_or_init(|| {
            let mut codes = std::collections::HashMap::new();
            for b in 0..1u64 << self.width() {
                let v = self.decode(b);
                if !v.is_nan() {
                    codes.entry(v.to_bits()).or_insert(b);
                }
            }
            codes
        })
    }
}

impl FloatKind {
    /// Width in bits.
    pub fn width(self) -> u32 {
        match self {
            FloatKind::F16 | FloatKind::BF16 => 16,
            FloatKind::F32 => 32,
            FloatKind::F64 => 64,
            FloatKind::F80 => 80,
            FloatKind::F128 => 128,
            FloatKind::Small(k) => k.width(),
        }
    }

    /// MLIR spelling (`f32`, `bf16`, ...).
    pub fn name(self) -> &'static str {
        match self {
            FloatKind::F16 => "f16",
            FloatKind::BF16 => "bf16",
            FloatKind::F32 => "f32",
            FloatKind::F64 => "f64",
            FloatKind::F80 => "f80",
            FloatKind::F128 => "f128",
            FloatKind::Small(k) => k.name(),
        }
    }

    /// Whether LLVM has the format as a type of its own (all but the small formats).
    pub fn is_llvm(self) -> bool {
        !matches!(self, FloatKind::Small(_))
    }
}

/// Layout of a ranked memref.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Layout {
    /// The identity (row-major, contiguous) layout; printed as nothing.
    Identity,
    /// `strided<[s0, s1, ...], offset: o>`; [`DYNAMIC`] marks `?`.
    Strided {
        /// One stride per dimension.
        strides: Vec<i64>,
        /// The offset in elements.
        offset: i64,
    },
    /// An affine map of strided form (`affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + s0 + d1)>`),
    /// kept as MLIR's spelling, with the strides and offset MLIR's strides analysis gives it
    /// (`getStridesAndOffset`; symbols are [`DYNAMIC`]).
    Map {
        /// MLIR's spelling of the map.
        map: String,
        /// One stride per dimension.
        strides: Vec<i64>,
        /// The offset in elements.
        offset: i64,
    },
    /// Any other layout (an affine map), kept as MLIR's spelling.
    Other(String),
}

/// A type. See the module documentation.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Type {
    /// `iN`, `siN`, `uiN`.
    Int {
        /// Bit width.
        width: u32,
        /// Sign semantics.
        signedness: Signedness,
    },
    /// `index`.
    Index,
    /// `f16`, `bf16`, `f32`, `f64`, `f80`, `f128`.
    Float(FloatKind),
    /// `none`.
    None,
    /// `vector<...>`: fixed, n-D and scalable vectors (also used for LLVM vectors of scalars).
    Vector {
        /// Dimensions (empty for a 0-D vector).
        shape: Vec<u64>,
        /// Per-dimension scalability (`[4]`); same length as `shape`.
        scalable: Vec<bool>,
        /// Element type.
        elem: Arc<Type>,
    },
    /// `complex<T>`.
    Complex(Arc<Type>),
    /// `tensor<...>` (ranked, shape uses [`DYNAMIC`]) or `tensor<*x...>` (`shape == None`).
    Tensor {
        /// Dimensions, or `None` when unranked.
        shape: Option<Vec<i64>>,
        /// Element type.
        elem: Arc<Type>,
    },
    /// A ranked `memref<...>`.
    MemRef {
        /// Dimensions; [`DYNAMIC`] marks `?`.
        shape: Vec<i64>,
        /// Element type.
        elem: Arc<Type>,
        /// Layout.
        layout: Layout,
        /// Memory space attribute as MLIR spells it (`1`, `#gpu.address_space<global>`), if any.
        memory_space: Option<String>,
    },
    /// `memref<*xT>`.
    UnrankedMemRef {
        /// Element type.
        elem: Arc<Type>,
        /// Memory space attribute as MLIR spells it, if any.
        memory_space: Option<String>,
    },
    /// A builtin function type `(inputs) -> (results)`.
    Function {
        /// Argument types.
        inputs: Vec<Type>,
        /// Result types.
        results: Vec<Type>,
    },
    /// `!llvm.ptr` / `!llvm.ptr<N>`.
    Ptr {
        /// Address space.
        addr_space: u32,
    },
    /// `!llvm.struct<...>`: literal when `name` is `None`, identified otherwise; an identified
    /// struct without a body is opaque.
    Struct {
        /// Identifier of an identified struct.
        name: Option<String>,
        /// Field types, `None` for an opaque identified struct.
        body: Option<Arc<[Type]>>,
        /// Packed layout.
        packed: bool,
    },
    /// `!llvm.array<N x T>`.
    Array {
        /// Number of elements.
        len: u64,
        /// Element type.
        elem: Arc<Type>,
    },
    /// `!llvm.vec<N x T>` / `!llvm.vec<? x N x T>`: LLVM vectors of non-builtin element types.
    LlvmVec {
        /// Minimum number of elements.
        len: u64,
        /// Scalable vector.
        scalable: bool,
        /// Element type.
        elem: Arc<Type>,
    },
    /// `!llvm.void`.
    Void,
    /// `!llvm.func<R (A, ...)>`.
    LlvmFunc {
        /// Return type (`Void` for none).
        ret: Arc<Type>,
        /// Parameter types.
        params: Vec<Type>,
        /// Variadic.
        varargs: bool,
    },
    /// Anything else, as MLIR spells it.
    Opaque(String),
}

impl Type {
    /// This type behind an [`Arc`], as attributes hold their types. The scalar types most
    /// attributes have (`i1`...`i64`, `index`, `f32`, `f64`) share one allocation each, so that
    /// the many `array<i64: ...>`, `i32` and `index` attributes of a large module cost no
    /// allocation of their own.
    pub fn shared(self) -> Arc<Type> {
        use std::sync::LazyLock;
        // In the order of the indices below.
        static COMMON: LazyLock<[Arc<Type>; 8]> = LazyLock::new(|| {
            [
                Type::int(1),
                Type::int(8),
                Type::int(16),
                Type::int(32),
                Type::int(64),
                Type::Index,
                Type::Float(FloatKind::F32),
                Type::Float(FloatKind::F64),
            ]
            .map(Arc::new)
        });
        let common = match self {
            Type::Int { width, signedness: Signedness::Signless } => match width {
                1 => 0,
                8 => 1,
                16 => 2,
                32 => 3,
                64 => 4,
                _ => return Arc::new(self),
            },
            Type::Index => 5,
            Type::Float(FloatKind::F32) => 6,
            Type::Float(FloatKind::F64) => 7,
            _ => return Arc::new(self),
        };
        Arc::clone(&COMMON[common])
    }

    /// Whether the type is one of the LLVM dialect's own (`!llvm.ptr`, `!llvm.struct<...>`...).
    pub fn is_llvm_dialect_type(&self) -> bool {
        matches!(
            self,
            Type::Ptr { .. }
                | Type::Struct { .. }
                | Type::Array { .. }
                | Type::LlvmVec { .. }
                | Type::Void
                | Type::LlvmFunc { .. }
        )
    }

    /// Signless integer of the given width.
    pub fn int(width: u32) -> Type {
        Type::Int { width, signedness: Signedness::Signless }
    }

    /// `i1`.
    pub fn i1() -> Type {
        Type::int(1)
    }

    /// `!llvm.ptr` in address space 0.
    pub fn ptr() -> Type {
        Type::Ptr { addr_space: 0 }
    }

    /// A literal (unnamed, unpacked) LLVM struct.
    pub fn literal_struct(fields: Vec<Type>) -> Type {
        Type::Struct { name: None, body: Some(fields.into()), packed: false }
    }

    /// `!llvm.array<len x elem>`.
    pub fn array(len: u64, elem: Type) -> Type {
        Type::Array { len, elem: Arc::new(elem) }
    }

    /// The address space of a (ranked or unranked) memref's memory space: 0 without one, the
    /// integer of an integer memory space (`memref<4xf32, 1>`), -1 for any other attribute
    /// (`#gpu.address_space<global>`) and for other types.
    pub fn address_space(&self) -> i64 {
        let (Type::MemRef { memory_space, .. } | Type::UnrankedMemRef { memory_space, .. }) = self
        else {
            return -1;
        };
        match memory_space {
            None => 0,
            Some(text) => {
                let number = text.split(':').next().unwrap_or("").trim();
                number.parse::<u32>().map_or(-1, i64::from)
            }
        }
    }

    /// Strides and offset of a ranked memref in strided form: the identity layout gives the
    /// row-major strides of its shape ([`DYNAMIC`] after the first dynamic size, counting from
    /// the innermost dimension) and offset 0. `None` for other types and non-strided layouts.
    pub fn strides_and_offset(&self) -> Option<(Vec<i64>, i64)> {
        let Type::MemRef { shape, layout, .. } = self else { return None };
        match layout {
            Layout::Identity => {
                let mut strides = vec![0; shape.len()];
                let mut running: i64 = 1;
                for (i, &d) in shape.iter().enumerate().rev() {
                    strides[i] = running;
                    running = if running == DYNAMIC || d == DYNAMIC {
                        DYNAMIC
                    } else {
                        running.checked_mul(d).unwrap_or(DYNAMIC)
                    };
                }
                Some((strides, 0))
            }
            Layout::Strided { strides, offset } | Layout::Map { strides, offset, .. } => {
                Some((strides.clone(), *offset))
            }
            Layout::Other(_) => None,
        }
    }

    /// Integer width for `Int`, `None` otherwise.
    pub fn int_width(&self) -> Option<u32> {
        match self {
            Type::Int { width, .. } => Some(*width),
            _ => None,
        }
    }

    /// Whether this is a float type.
    pub fn is_float(&self) -> bool {
        matches!(self, Type::Float(_))
    }

    /// The same vector or tensor shape with elements of type `elem` (other types unchanged).
    pub fn with_element(&self, elem: Type) -> Type {
        match self {
            Type::Vector { shape, scalable, .. } => Type::Vector {
                shape: shape.clone(),
                scalable: scalable.clone(),
                elem: Arc::new(elem),
            },
            Type::Tensor { shape, .. } => {
                Type::Tensor { shape: shape.clone(), elem: Arc::new(elem) }
            }
            other => other.clone(),
        }
    }

    /// The number LLVM's `APFloat` gives the format of a float type LLVM lacks (`f8E4M3FN` is
    /// 10), which MLIR's APFloat runtime functions take; -1 for any other type.
    pub fn apfloat_semantics(&self) -> i64 {
        match self {
            Type::Float(FloatKind::Small(k)) => i64::from(k.apfloat_semantics()),
            _ => -1,
        }
    }

    /// Whether the type is or holds a scalable vector.
    pub fn has_scalable_vector(&self) -> bool {
        match self {
            Type::Vector { scalable, .. } => scalable.contains(&true),
            Type::LlvmVec { scalable, .. } => *scalable,
            Type::Array { elem, .. } => elem.has_scalable_vector(),
            Type::Struct { body, .. } => {
                body.as_ref().is_some_and(|b| b.iter().any(Type::has_scalable_vector))
            }
            Type::LlvmFunc { ret, params, .. } => {
                ret.has_scalable_vector() || params.iter().any(Type::has_scalable_vector)
            }
            _ => false,
        }
    }

    /// Element type of a vector (or the type itself for a scalar).
    pub fn scalar(&self) -> &Type {
        match self {
            Type::Vector { elem, .. } | Type::LlvmVec { elem, .. } => elem,
            t => t,
        }
    }

    /// Whether the type is legal in the LLVM dialect (it and everything it contains).
    pub fn is_llvm_compatible(&self) -> bool {
        match self {
            Type::Int { signedness, .. } => *signedness == Signedness::Signless,
            Type::Float(k) => k.is_llvm(),
            Type::Ptr { .. } | Type::Void => true,
            Type::Vector { elem, shape, .. } => {
                shape.len() == 1
                    && (matches!(**elem, Type::Int { signedness: Signedness::Signless, .. })
                        || matches!(**elem, Type::Ptr { .. })
                        || matches!(**elem, Type::Float(k) if k.is_llvm()))
            }
            Type::Struct { body, .. } => {
                body.as_ref().is_none_or(|b| b.iter().all(Type::is_llvm_compatible))
            }
            Type::Array { elem, .. } | Type::LlvmVec { elem, .. } => elem.is_llvm_compatible(),
            Type::LlvmFunc { ret, params, .. } => {
                ret.is_llvm_compatible() && params.iter().all(Type::is_llvm_compatible)
            }
            // Metadata and token types print opaquely; let MLIR's verifier be the judge.
            Type::Opaque(s) => s.starts_with("!llvm."),
            _ => false,
        }
    }
}

fn write_joined<T: fmt::Display>(
    f: &mut fmt::Formatter<'_>,
    items: &[T],
    sep: &str,
) -> fmt::Result {
    for (i, t) in items.iter().enumerate() {
        if i > 0 {
            f.write_str(sep)?;
        }
        write!(f, "{t}")?;
    }
    Ok(())
}

fn write_dim(f: &mut fmt::Formatter<'_>, d: i64) -> fmt::Result {
    if d == DYNAMIC {
        f.write_str("?")
    } else {
        write!(f, "{d}")
    }
}

/// Writes an LLVM-dialect type nested inside another LLVM type. MLIR accepts the full `!llvm.`
/// spelling everywhere, so nested types are printed the same way as top-level ones.
/// A type inside an LLVM-dialect type, which MLIR prints without the `!llvm.` prefix of LLVM
/// types (`!llvm.struct<(ptr, array<2 x i64>)>`).
fn write_nested(f: &mut fmt::Formatter<'_>, t: &Type) -> fmt::Result {
    write_type(f, t, false)
}

/// Writes `"name"` with MLIR's string escapes.
pub(crate) fn write_quoted(f: &mut impl fmt::Write, s: &[u8]) -> fmt::Result {
    f.write_char('"')?;
    for &b in s {
        match b {
            b'"' | b'\\' => write!(f, "\\{:02X}", b)?,
            0x20..=0x7e => f.write_char(b as char)?,
            _ => write!(f, "\\{:02X}", b)?,
        }
    }
    f.write_char('"')
}

impl fmt::Display for Type {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_type(f, self, true)
    }
}

/// Writes `t`; an LLVM-dialect type gets its `!llvm.` prefix only when `prefixed` (MLIR leaves
/// it out inside another LLVM type).
fn write_type(f: &mut fmt::Formatter<'_>, t: &Type, prefixed: bool) -> fmt::Result {
    if prefixed && t.is_llvm_dialect_type() {
        f.write_str("!llvm.")?;
    }
    {
        match t {
            Type::Int { width, signedness } => match signedness {
                Signedness::Signless => write!(f, "i{width}"),
                Signedness::Signed => write!(f, "si{width}"),
                Signedness::Unsigned => write!(f, "ui{width}"),
            },
            Type::Index => f.write_str("index"),
            Type::Float(k) => f.write_str(k.name()),
            Type::None => f.write_str("none"),
            Type::Vector { shape, scalable, elem } => {
                f.write_str("vector<")?;
                for (d, s) in shape.iter().zip(scalable) {
                    if *s {
                        write!(f, "[{d}]x")?;
                    } else {
                        write!(f, "{d}x")?;
                    }
                }
                write!(f, "{elem}>")
            }
            Type::Complex(e) => write!(f, "complex<{e}>"),
            Type::Tensor { shape: None, elem } => write!(f, "tensor<*x{elem}>"),
            Type::Tensor { shape: Some(shape), elem } => {
                f.write_str("tensor<")?;
                for d in shape {
                    write_dim(f, *d)?;
                    f.write_str("x")?;
                }
                write!(f, "{elem}>")
            }
            Type::MemRef { shape, elem, layout, memory_space } => {
                f.write_str("memref<")?;
                for d in shape {
                    write_dim(f, *d)?;
                    f.write_str("x")?;
                }
                write!(f, "{elem}")?;
                match layout {
                    Layout::Identity => {}
                    Layout::Strided { strides, offset } => {
                        f.write_str(", strided<[")?;
                        for (i, s) in strides.iter().enumerate() {
                            if i > 0 {
                                f.write_str(", ")?;
                            }
                            write_dim(f, *s)?;
                        }
                        f.write_str("]")?;
                        if *offset != 0 {
                            f.write_str(", offset: ")?;
                            write_dim(f, *offset)?;
                        }
                        f.write_str(">")?;
                    }
                    Layout::Map { map: s, .. } | Layout::Other(s) => write!(f, ", {s}")?,
                }
                if let Some(ms) = memory_space {
                    write!(f, ", {ms}")?;
                }
                f.write_str(">")
            }
            Type::UnrankedMemRef { elem, memory_space } => {
                write!(f, "memref<*x{elem}")?;
                if let Some(ms) = memory_space {
                    write!(f, ", {ms}")?;
                }
                f.write_str(">")
            }
            Type::Function { inputs, results } => {
                f.write_str("(")?;
                write_joined(f, inputs, ", ")?;
                f.write_str(") -> ")?;
                if results.len() == 1 && !matches!(results[0], Type::Function { .. }) {
                    write!(f, "{}", results[0])
                } else {
                    f.write_str("(")?;
                    write_joined(f, results, ", ")?;
                    f.write_str(")")
                }
            }
            Type::Ptr { addr_space: 0 } => f.write_str("ptr"),
            Type::Ptr { addr_space } => write!(f, "ptr<{addr_space}>"),
            Type::Struct { name, body, packed } => {
                f.write_str("struct<")?;
                if let Some(n) = name {
                    write_quoted(f, n.as_bytes())?;
                    f.write_str(", ")?;
                }
                match body {
                    None => f.write_str("opaque")?,
                    Some(fields) => {
                        if *packed {
                            f.write_str("packed ")?;
                        }
                        f.write_str("(")?;
                        for (i, t) in fields.iter().enumerate() {
                            if i > 0 {
                                f.write_str(", ")?;
                            }
                            write_nested(f, t)?;
                        }
                        f.write_str(")")?;
                    }
                }
                f.write_str(">")
            }
            Type::Array { len, elem } => {
                write!(f, "array<{len} x ")?;
                write_nested(f, elem)?;
                f.write_str(">")
            }
            Type::LlvmVec { len, scalable, elem } => {
                f.write_str("vec<")?;
                if *scalable {
                    f.write_str("? x ")?;
                }
                write!(f, "{len} x ")?;
                write_nested(f, elem)?;
                f.write_str(">")
            }
            Type::Void => f.write_str("void"),
            Type::LlvmFunc { ret, params, varargs } => {
                f.write_str("func<")?;
                write_nested(f, ret)?;
                f.write_str(" (")?;
                for (i, t) in params.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write_nested(f, t)?;
                }
                if *varargs {
                    if !params.is_empty() {
                        f.write_str(", ")?;
                    }
                    f.write_str("...")?;
                }
                f.write_str(")>")
            }
            Type::Opaque(s) if !prefixed => f.write_str(s.strip_prefix("!llvm.").unwrap_or(s)),
            Type::Opaque(s) => f.write_str(s),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prints_mlir_spelling() {
        let m = Type::MemRef {
            shape: vec![4, DYNAMIC],
            elem: Arc::new(Type::Float(FloatKind::F32)),
            layout: Layout::Strided { strides: vec![DYNAMIC, 1], offset: DYNAMIC },
            memory_space: Some("1".into()),
        };
        assert_eq!(m.to_string(), "memref<4x?xf32, strided<[?, 1], offset: ?>, 1>");
        let s = Type::Struct {
            name: None,
            body: Some(vec![Type::ptr(), Type::array(2, Type::int(64))].into()),
            packed: true,
        };
        assert_eq!(s.to_string(), "!llvm.struct<packed (ptr, array<2 x i64>)>");
        let f =
            Type::LlvmFunc { ret: Arc::new(Type::Void), params: vec![Type::ptr()], varargs: true };
        assert_eq!(f.to_string(), "!llvm.func<void (ptr, ...)>");
        let v = Type::Vector {
            shape: vec![2, 4],
            scalable: vec![false, true],
            elem: Arc::new(Type::int(8)),
        };
        assert_eq!(v.to_string(), "vector<2x[4]xi8>");
        let ft = Type::Function { inputs: vec![Type::Index], results: vec![] };
        assert_eq!(ft.to_string(), "(index) -> ()");
    }

    #[test]
    fn address_spaces_of_memory_spaces() {
        let with = |memory_space: Option<&str>| Type::UnrankedMemRef {
            elem: Arc::new(Type::Index),
            memory_space: memory_space.map(String::from),
        };
        assert_eq!(with(None).address_space(), 0);
        assert_eq!(with(Some("3 : i64")).address_space(), 3);
        assert_eq!(with(Some("#gpu.address_space<global>")).address_space(), -1);
        assert_eq!(Type::Index.address_space(), -1);
    }

    #[test]
    fn llvm_compatibility() {
        assert!(Type::literal_struct(vec![Type::ptr(), Type::int(64)]).is_llvm_compatible());
        assert!(!Type::literal_struct(vec![Type::Index]).is_llvm_compatible());
        assert!(!Type::Index.is_llvm_compatible());
    }
}
