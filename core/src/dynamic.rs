//! Rule-language values held dynamically: what the run-time interpreter of rule files
//! (`lowrite-interp`) computes with, and how it calls the builtins and the native helpers that
//! compiled code calls directly.
//!
//! Each [`Dyn`] case is one kind of the rule language (`lowrite_dsl::sema::Kind`) with the Rust
//! type the code generator gives that kind. [`FromDyn`] takes a Rust value back out, for the
//! calls the generated dispatchers make (`lowrite_macros::builtin_dispatch!`, and the native
//! table of each compiled rule set).

use crate::convert::{Ofr, Rewriter};
use crate::ir::{Attribute, BlockId, RegionId, Type, Value};
use std::sync::Arc;

/// A rule-language value of any kind.
#[derive(Clone, Debug, PartialEq)]
pub enum Dyn {
    /// One SSA value.
    Value(Value),
    /// A list of SSA values.
    Values(Vec<Value>),
    /// A type (behind an `Arc`: a `Dyn` is moved about at every step of an interpreted rule, a
    /// type is large, and the type of a source value a rule reads several times is shared by
    /// each read rather than copied).
    Type(Arc<Type>),
    /// A list of types.
    Types(Vec<Type>),
    /// An attribute, or none (boxed: a `Dyn` stays as small as a list).
    Attr(Option<Box<Attribute>>),
    /// An integer.
    Int(i64),
    /// A list of integers (the variadic tail of a builtin taking integers).
    Ints(Vec<i64>),
    /// A boolean.
    Bool(bool),
    /// A string.
    Str(String),
    /// A block.
    Block(BlockId),
    /// A list of blocks.
    Blocks(Vec<BlockId>),
    /// A region.
    Region(RegionId),
    /// A list of regions.
    Regions(Vec<RegionId>),
    /// An integer known statically or held in a value.
    Ofr(Ofr),
    /// A list of them.
    Ofrs(Vec<Ofr>),
}

impl Dyn {
    /// The name of its kind, for messages.
    pub fn kind_name(&self) -> &'static str {
        match self {
            Dyn::Value(_) => "a value",
            Dyn::Values(_) => "a list of values",
            Dyn::Type(_) => "a type",
            Dyn::Types(_) => "a list of types",
            Dyn::Attr(_) => "an attribute",
            Dyn::Int(_) => "an integer",
            Dyn::Ints(_) => "a list of integers",
            Dyn::Bool(_) => "a boolean",
            Dyn::Str(_) => "a string",
            Dyn::Block(_) => "a block",
            Dyn::Blocks(_) => "a list of blocks",
            Dyn::Region(_) => "a region",
            Dyn::Regions(_) => "a list of regions",
            Dyn::Ofr(_) => "a static-or-dynamic integer",
            Dyn::Ofrs(_) => "a list of static-or-dynamic integers",
        }
    }
}

/// A Rust value taken out of a [`Dyn`] of its kind. The error names the kinds when the case
/// is another (which the checker rules out for checked rule files).
pub trait FromDyn: Sized {
    /// The value, or what was found instead.
    fn from_dyn(d: Dyn) -> Result<Self, String>;
}

impl Dyn {
    /// Whether it is a list without items. `[]` is a list of any kind (compiled rules leave
    /// its item type to Rust's inference), so an empty list of one kind stands for an empty list
    /// of any other.
    pub fn is_empty_list(&self) -> bool {
        match self {
            Dyn::Values(l) => l.is_empty(),
            Dyn::Types(l) => l.is_empty(),
            Dyn::Ints(l) => l.is_empty(),
            Dyn::Blocks(l) => l.is_empty(),
            Dyn::Regions(l) => l.is_empty(),
            Dyn::Ofrs(l) => l.is_empty(),
            _ => false,
        }
    }
}

macro_rules! dyn_cases {
    ($($case:ident($t:ty), $what:literal, $($empty:expr)?;)*) => {$(
        impl From<$t> for Dyn {
            fn from(x: $t) -> Dyn {
                Dyn::$case(x)
            }
        }
        impl FromDyn for $t {
            fn from_dyn(d: Dyn) -> Result<Self, String> {
                match d {
                    Dyn::$case(x) => Ok(x),
                    $(d if d.is_empty_list() => Ok($empty),)?
                    other => Err(format!("expected {}, got {}", $what, other.kind_name())),
                }
            }
        }
    )*};
}

dyn_cases! {
    Value(Value), "a value",;
    Values(Vec<Value>), "a list of values", Vec::new();
    Types(Vec<Type>), "a list of types", Vec::new();
    Int(i64), "an integer",;
    Ints(Vec<i64>), "a list of integers", Vec::new();
    Bool(bool), "a boolean",;
    Str(String), "a string",;
    Block(BlockId), "a block",;
    Blocks(Vec<BlockId>), "a list of blocks", Vec::new();
    Region(RegionId), "a region",;
    Regions(Vec<RegionId>), "a list of regions", Vec::new();
    Ofr(Ofr), "a static-or-dynamic integer",;
    Ofrs(Vec<Ofr>), "a list of static-or-dynamic integers", Vec::new();
}

// An interpreted rule moves a `Dyn` at every step: it stays as small as a list.
const _: () = assert!(size_of::<Dyn>() <= 32);

impl From<Type> for Dyn {
    fn from(t: Type) -> Dyn {
        Dyn::Type(Arc::new(t))
    }
}

impl From<Arc<Type>> for Dyn {
    fn from(t: Arc<Type>) -> Dyn {
        Dyn::Type(t)
    }
}

impl FromDyn for Arc<Type> {
    fn from_dyn(d: Dyn) -> Result<Self, String> {
        match d {
            Dyn::Type(t) => Ok(t),
            other => Err(format!("expected a type, got {}", other.kind_name())),
        }
    }
}

impl FromDyn for Type {
    /// The type, copied only when it is shared.
    fn from_dyn(d: Dyn) -> Result<Self, String> {
        Arc::<Type>::from_dyn(d).map(Arc::unwrap_or_clone)
    }
}

impl From<Option<Attribute>> for Dyn {
    fn from(a: Option<Attribute>) -> Dyn {
        Dyn::Attr(a.map(Box::new))
    }
}

impl FromDyn for Option<Attribute> {
    fn from_dyn(d: Dyn) -> Result<Self, String> {
        match d {
            Dyn::Attr(a) => Ok(a.map(|a| *a)),
            other => Err(format!("expected an attribute, got {}", other.kind_name())),
        }
    }
}

/// Why a dynamic call failed: a message to be located where the rule runs (as the code
/// generator locates the errors of builtins that only compute), or an error already located.
#[derive(Debug)]
pub enum Failure {
    /// Not located yet.
    Message(String),
    /// Located.
    Error(crate::Error),
}

impl From<String> for Failure {
    fn from(m: String) -> Failure {
        Failure::Message(m)
    }
}

impl From<crate::Error> for Failure {
    fn from(e: crate::Error) -> Failure {
        Failure::Error(e)
    }
}

/// The next argument of a dynamic call as a `T`.
pub fn arg<T: FromDyn>(args: &mut impl Iterator<Item = Dyn>) -> Result<T, String> {
    T::from_dyn(args.next().ok_or("too few arguments")?)
}

/// A native helper of a compiled rule set, callable with dynamic arguments: what an
/// interpreted rule file's `native` declaration resolves to.
#[derive(Clone, Copy)]
pub struct NativeFn {
    /// The name rule files declare it by.
    pub name: &'static str,
    /// The call: the arguments in order, of the kinds the declaration gives.
    pub call: &'static (dyn Fn(&mut Rewriter<'_>, Vec<Dyn>) -> crate::Result<Dyn> + Sync),
}

impl std::fmt::Debug for NativeFn {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "NativeFn({})", self.name)
    }
}
