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
        }
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
            Layout::Strided { strides, offset } => Some((strides.clone(), *offset)),
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
            Type::Float(_) | Type::Ptr { .. } | Type::Void => true,
            Type::Vector { elem, shape, .. } => {
                shape.len() == 1
                    && (matches!(**elem, Type::Int { signedness: Signedness::Signless, .. })
                        || matches!(**elem, Type::Float(_) | Type::Ptr { .. }))
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
fn write_nested(f: &mut fmt::Formatter<'_>, t: &Type) -> fmt::Result {
    write!(f, "{t}")
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
        match self {
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
                    Layout::Other(s) => write!(f, ", {s}")?,
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
            Type::Ptr { addr_space: 0 } => f.write_str("!llvm.ptr"),
            Type::Ptr { addr_space } => write!(f, "!llvm.ptr<{addr_space}>"),
            Type::Struct { name, body, packed } => {
                f.write_str("!llvm.struct<")?;
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
                write!(f, "!llvm.array<{len} x ")?;
                write_nested(f, elem)?;
                f.write_str(">")
            }
            Type::LlvmVec { len, scalable, elem } => {
                f.write_str("!llvm.vec<")?;
                if *scalable {
                    f.write_str("? x ")?;
                }
                write!(f, "{len} x ")?;
                write_nested(f, elem)?;
                f.write_str(">")
            }
            Type::Void => f.write_str("!llvm.void"),
            Type::LlvmFunc { ret, params, varargs } => {
                f.write_str("!llvm.func<")?;
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
        assert_eq!(s.to_string(), "!llvm.struct<packed (!llvm.ptr, !llvm.array<2 x i64>)>");
        let f =
            Type::LlvmFunc { ret: Arc::new(Type::Void), params: vec![Type::ptr()], varargs: true };
        assert_eq!(f.to_string(), "!llvm.func<!llvm.void (!llvm.ptr, ...)>");
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
