//! The evaluator: a checked rule file's rules run over the rewriter.
//!
//! Every construct is evaluated as `lowrite_dsl::codegen` compiles it, in the same order and
//! with the same laziness (a pattern binder is converted where it is read, `static_or`'s value
//! only when the integer is dynamic, `type(x)` of a pattern binder reads the source type without
//! converting `x`), so that the ops a rule emits, and their order, are those of the compiled
//! rule. The comments name the code generator's function each part follows.

use lowrite_core::convert::{self, Boundary, BoundaryConvFn, Ofr, Rewriter, TypeConverter};
use lowrite_core::dynamic::{Dyn, Failure, NativeFn};
use lowrite_core::ir::{
    Attribute, BlockId, FloatKind, OpId, OpSpec, RegionId, Signedness, Type, Value, DYNAMIC,
};
use lowrite_core::{builtins as rt, Error};
use lowrite_dsl::ast::*;
use lowrite_dsl::optable;
use lowrite_dsl::sema::{int_constant_width, Globals, Kind};
use rustc_hash::FxHashMap as HashMap;
use std::sync::{Arc, OnceLock};

mod dispatch {
    lowrite_macros::builtin_dispatch!();
}

/// A checked rule file, ready to run.
pub(crate) struct Program {
    /// The checked (expanded) file.
    pub file: File,
    globals: Globals,
    /// The items of the type rules, by priority (higher first), then in file order.
    pub type_rules: Vec<usize>,
    /// The items of the boundary rules, in file order.
    pub boundary_rules: Vec<usize>,
    /// The conversions of the boundary rules that give them (`out` and `in`), by item.
    convs: OnceLock<HashMap<usize, (BoundaryConvFn, BoundaryConvFn)>>,
    natives: HashMap<String, NativeFn>,
    /// The checker's kind of each expression, by id.
    kinds: Vec<Kind>,
    /// What each call or op expression resolves to, by id: worked out where it is first
    /// evaluated, then read (a rule runs on many ops, on several threads).
    sites: Vec<OnceLock<Site>>,
}

/// What a call or op expression stands for, which depends only on the rule file.
#[derive(Clone, Copy)]
enum Site {
    /// Not a call or an op.
    Other,
    /// A call the evaluator writes in place.
    Special(Special),
    /// A call of a builtin with a runtime function: its position in the builtin table.
    Builtin(&'static lowrite_dsl::builtins::Builtin, usize),
    /// `D.f(...)` of a descriptor `D` (see [`Program::descriptor_field`]).
    Field(usize, bool, bool),
    /// An op, with its number of results when the op table fixes it.
    Op(Option<usize>),
}

/// The calls `Eval::call` writes in place, found once per call site rather than by comparing
/// names at every evaluation.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Special {
    Expand,
    ResultsOut,
    Types,
    ConstIndex,
    Len,
    StaticOr,
    /// `convert(x)` of anything but `type(...)`.
    Convert,
    /// `convert(type(x))`.
    ConvertType,
    Extract,
    Insert,
    ShapedArray,
    Retarget,
    Group,
    Nth,
    Type,
    EnumMap,
    /// A native helper (or an unknown name, an error where it is called).
    Native,
}

impl Program {
    pub fn new(file: File, globals: Globals, natives: &[NativeFn]) -> Program {
        let mut type_rules: Vec<(i64, usize)> = Vec::new();
        let mut boundary_rules = Vec::new();
        for (i, item) in file.items.iter().enumerate() {
            match &item.kind {
                ItemKind::Type(t) => type_rules.push((t.prio.as_ref().map_or(0, |p| p.value), i)),
                ItemKind::Boundary(_) => boundary_rules.push(i),
                _ => {}
            }
        }
        // Stable: file order within a priority.
        type_rules.sort_by_key(|(prio, _)| std::cmp::Reverse(*prio));
        let ids = globals.kinds.keys().max().map_or(0, |&m| m as usize + 1);
        let mut kinds = vec![Kind::Unknown; ids];
        for (&id, &k) in &globals.kinds {
            kinds[id as usize] = k;
        }
        Program {
            file,
            kinds,
            sites: (0..ids).map(|_| OnceLock::new()).collect(),
            globals,
            type_rules: type_rules.into_iter().map(|(_, i)| i).collect(),
            boundary_rules,
            convs: OnceLock::new(),
            natives: natives.iter().map(|n| (n.name.to_string(), *n)).collect(),
        }
    }

    /// Makes the boundary conversions of the program (once it lives for ever, so that they can
    /// refer to it).
    pub fn link(&'static self) {
        let mut convs = HashMap::default();
        for &i in &self.boundary_rules {
            let ItemKind::Boundary(b) = &self.file.items[i].kind else { continue };
            if let BoundaryHow::As { .. } = b.how {
                let out: BoundaryConvFn =
                    Box::leak(Box::new(move |rw: &mut Rewriter<'_>, ty: &Type, v: Value| {
                        self.boundary_conv(i, true, rw, ty, v)
                    }));
                let inn: BoundaryConvFn =
                    Box::leak(Box::new(move |rw: &mut Rewriter<'_>, ty: &Type, v: Value| {
                        self.boundary_conv(i, false, rw, ty, v)
                    }));
                convs.insert(i, (out, inn));
            }
        }
        let _ = self.convs.set(convs);
    }

    /// What the call or op expression `e` stands for (see [`Site`]).
    fn site(&self, e: &Expr) -> Site {
        let resolve = || match &e.kind {
            ExprKind::Call(f, args) => self.callee(&f.name, args),
            ExprKind::Op(o) => match self.descriptor_field(&o.op.name) {
                Some((pos, array, pack)) => Site::Field(pos, array, pack),
                None => Site::Op(self.globals.op_sig(&o.op.name).and_then(|s| s.fixed_results())),
            },
            _ => Site::Other,
        };
        match self.sites.get(e.id.0 as usize) {
            Some(site) => *site.get_or_init(resolve),
            None => resolve(),
        }
    }

    /// What a call of `name` with `args` resolves to: the forms written in place first, then
    /// the builtins, then the rest.
    fn callee(&self, name: &str, args: &[Expr]) -> Site {
        let special = match name {
            "expand" => Special::Expand,
            "results_out" => Special::ResultsOut,
            "types" => Special::Types,
            "const_index" => Special::ConstIndex,
            "len" => Special::Len,
            "static_or" => Special::StaticOr,
            "convert" => match args.first().map(|a| &a.kind) {
                Some(ExprKind::Call(g, _)) if g.name == "type" => Special::ConvertType,
                _ => Special::Convert,
            },
            _ => match lowrite_dsl::builtins::lookup_index(name) {
                Some((b, index)) if b.form.path().is_some() => return Site::Builtin(b, index),
                _ => match name {
                    "extract" => Special::Extract,
                    "insert" => Special::Insert,
                    "shaped_array" => Special::ShapedArray,
                    "retarget" => Special::Retarget,
                    "group" => Special::Group,
                    "nth" => Special::Nth,
                    "type" => Special::Type,
                    name if self.globals.enum_maps.contains_key(name) => Special::EnumMap,
                    _ => Special::Native,
                },
            },
        };
        Site::Special(special)
    }

    /// For `D.f(...)` with `D` a descriptor: the field's position, whether it is an array, and
    /// whether this is `D.pack(...)`.
    fn descriptor_field(&self, op: &str) -> Option<(usize, bool, bool)> {
        let (d, f) = op.split_once('.')?;
        let fields = self.globals.descriptors.get(d)?;
        if f == "pack" {
            return Some((0, false, true));
        }
        let pos = fields.iter().position(|(n, _)| n == f)?;
        Some((pos, fields[pos].1, false))
    }

    /// The type rules applied to `ty` (the compiled `convert_type`).
    pub fn convert_type(
        &self,
        cx: &mut TypeConverter<'_>,
        ty: &Type,
    ) -> Option<Result<Type, String>> {
        for &i in &self.type_rules {
            let ItemKind::Type(t) = &self.file.items[i].kind else { continue };
            let mut ev = Eval::new(self, Host::Types(cx), Some(ty));
            let r = ev.type_rule(t, ty);
            match r {
                Ok(t) => return Some(Ok(t)),
                Err(Stop::NoMatch) => {}
                Err(Stop::Message(m)) => return Some(Err(m)),
                Err(Stop::Error(e)) => return Some(Err(e.to_string())),
            }
        }
        None
    }

    /// The boundary rules applied to `ty` (the compiled `boundary`): a rule that fails to
    /// evaluate does not match.
    pub fn boundary(&self, cx: &mut TypeConverter<'_>, ty: &Type) -> Option<Boundary> {
        for &i in &self.boundary_rules {
            let ItemKind::Boundary(b) = &self.file.items[i].kind else { continue };
            let mut ev = Eval::new(self, Host::Types(&mut *cx), Some(ty));
            if let Ok(how) = ev.boundary_rule(b, ty, i) {
                return Some(how);
            }
        }
        None
    }

    fn boundary_conv(
        &self,
        item: usize,
        out: bool,
        rw: &mut Rewriter<'_>,
        ty: &Type,
        v: Value,
    ) -> lowrite_core::Result<Value> {
        let ItemKind::Boundary(b) = &self.file.items[item].kind else {
            return Err(Error::at(&rw.loc(), "not a boundary rule"));
        };
        let BoundaryHow::As { out_var, out: out_e, in_var, inn, .. } = &b.how else {
            return Err(Error::at(&rw.loc(), "not a boundary conversion"));
        };
        let Some(op) = rw.current_op() else {
            return Err(Error::at(&rw.loc(), "a boundary conversion outside of a rule"));
        };
        let (var, body) = if out { (out_var, out_e) } else { (in_var, inn) };
        let mut ev = Eval::new(self, Host::Rewriter(rw, op), Some(ty));
        ev.bind(&var.name, Dyn::Value(v), Origin::Target);
        let r = ev.expr(body).and_then(|d| ev.take::<Value>(d));
        ev.finish(r)
    }

    /// Applies the op rule at `item` to `op` (a compiled rule's function).
    pub fn apply_rule(
        &self,
        item: usize,
        rw: &mut Rewriter<'_>,
        op: OpId,
    ) -> lowrite_core::Result<bool> {
        let ItemKind::Rule(r) = &self.file.items[item].kind else { return Ok(false) };
        // A panic would be a bug of the evaluator: an error at the op, not a crash.
        let applied = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            let mut ev = Eval::new(self, Host::Rewriter(&mut *rw, op), None);
            match ev.op_rule(r) {
                Err(Stop::NoMatch) => Ok(false),
                r => ev.finish(r).map(|()| true),
            }
        }));
        applied.unwrap_or_else(|_| {
            Err(Error::at(&rw.loc(), "internal error in lowrite's rule interpreter"))
        })
    }
}

/// Where a binder's value lives (as in the code generator).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Origin {
    /// A value, block or region of the source module: converted where it is read.
    Source,
    /// Anything else.
    Target,
}

/// Why evaluation stopped.
enum Stop {
    /// The rule does not match.
    NoMatch,
    /// An error not located yet (in a type rule, its message).
    Message(String),
    /// A located error (boxed: every step of evaluation returns a `R<Dyn>`, which an unboxed
    /// error would make almost twice as large).
    Error(Box<Error>),
}

impl From<Error> for Stop {
    fn from(e: Error) -> Stop {
        Stop::Error(Box::new(e))
    }
}

type R<T> = Result<T, Stop>;

/// What rules run with: the type converter (type and boundary rules) or the rewriter at the op
/// being rewritten (op rules and boundary conversions).
enum Host<'c, 'r> {
    Types(&'c mut TypeConverter<'r>),
    Rewriter(&'c mut Rewriter<'r>, OpId),
}

struct Eval<'p, 'c, 'r> {
    p: &'p Program,
    host: Host<'c, 'r>,
    /// `self`: the type a type or boundary rule matched.
    ty: Option<&'c Type>,
    /// Binders, innermost last.
    scope: Vec<(&'p str, Dyn, Origin)>,
    /// The arguments of the builtin calls being evaluated, innermost last.
    args: Vec<Dyn>,
    /// The types of source values read with `type(x)`, shared by each read: the expanded
    /// functions a rule calls read the type of the same operand many times.
    source_types: Vec<(Value, Arc<Type>)>,
}

/// The innermost binder named `name` in `scope`.
fn lookup_in<'s, 'p>(
    scope: &'s [(&'p str, Dyn, Origin)],
    name: &str,
) -> Option<&'s (&'p str, Dyn, Origin)> {
    // Names are short: comparing their first bytes inline rejects most binders without a call
    // to `memcmp`.
    let (len, first) = (name.len(), name.as_bytes().first());
    (scope.iter().rev())
        .find(|(n, _, _)| n.len() == len && n.as_bytes().first() == first && *n == name)
}

/// The kind of a dynamic value.
fn kind_of(d: &Dyn) -> Kind {
    match d {
        Dyn::Value(_) => Kind::Value,
        Dyn::Values(_) => Kind::Values,
        Dyn::Type(_) => Kind::Type,
        Dyn::Types(_) => Kind::Types,
        Dyn::Attr(_) => Kind::Attr,
        Dyn::Int(_) => Kind::Int,
        Dyn::Ints(_) => Kind::Ofrs,
        Dyn::Bool(_) => Kind::Bool,
        Dyn::Str(_) => Kind::Str,
        Dyn::Block(_) => Kind::Block,
        Dyn::Blocks(_) => Kind::Blocks,
        Dyn::Region(_) => Kind::Region,
        Dyn::Regions(_) => Kind::Regions,
        Dyn::Ofr(_) => Kind::Ofr,
        Dyn::Ofrs(_) => Kind::Ofrs,
    }
}

/// `d` as a value of kind `want` (the code generator's `coerce`).
fn coerce(d: Dyn, want: Kind) -> Dyn {
    match (d, want) {
        (Dyn::Int(n), Kind::Ofr) => Dyn::Ofr(Ofr::Static(n)),
        (Dyn::Value(v), Kind::Ofr) => Dyn::Ofr(Ofr::Dynamic(v)),
        (Dyn::Values(vs), Kind::Ofrs) => Dyn::Ofrs(vs.into_iter().map(Ofr::Dynamic).collect()),
        (Dyn::Value(v), Kind::Values) => Dyn::Values(vec![v]),
        (Dyn::Type(t), Kind::Types) => Dyn::Types(vec![Arc::unwrap_or_clone(t)]),
        (d, _) => d,
    }
}

/// The items of one list kind: each `$one` pushed, each `$many` spliced, anything else an error.
macro_rules! gather {
    ($items:expr, $bad:expr, $one:ident, $many:ident) => {{
        let mut l = Vec::new();
        for d in $items {
            match d {
                Dyn::$one(x) => l.push(Unbox::unbox(x)),
                Dyn::$many(xs) => l.extend(xs),
                d => return Err($bad(&d)),
            }
        }
        l
    }};
}

/// A list item as a `Dyn` holds it, taken out of its box if it has one.
trait Unbox<T> {
    fn unbox(self) -> T;
}

impl<T> Unbox<T> for T {
    fn unbox(self) -> T {
        self
    }
}

impl Unbox<Type> for Arc<Type> {
    fn unbox(self) -> Type {
        Arc::unwrap_or_clone(self)
    }
}

/// A list of kind `want` from items, lists spliced (the code generator's list and `for`
/// expressions).
fn list_of(want: Kind, items: Vec<Dyn>) -> Result<Dyn, String> {
    let bad = |d: &Dyn| format!("{} in a list of kind {want:?}", d.kind_name());
    let items = items.into_iter().filter(|d| !d.is_empty_list());
    Ok(match want {
        Kind::Values => Dyn::Values(gather!(items, bad, Value, Values)),
        Kind::Types => Dyn::Types(gather!(items, bad, Type, Types)),
        Kind::Blocks => Dyn::Blocks(gather!(items, bad, Block, Blocks)),
        Kind::Regions => Dyn::Regions(gather!(items, bad, Region, Regions)),
        _ => {
            let mut l = Vec::new();
            for d in items {
                match d {
                    Dyn::Int(n) => l.push(Ofr::Static(n)),
                    Dyn::Value(v) => l.push(Ofr::Dynamic(v)),
                    Dyn::Ofr(o) => l.push(o),
                    Dyn::Ofrs(os) => l.extend(os),
                    Dyn::Values(vs) => l.extend(vs.into_iter().map(Ofr::Dynamic)),
                    d => return Err(bad(&d)),
                }
            }
            Dyn::Ofrs(l)
        }
    })
}

/// The length of a list (or string).
fn len_of(d: &Dyn) -> Result<i64, String> {
    Ok(match d {
        Dyn::Values(l) => l.len(),
        Dyn::Types(l) => l.len(),
        Dyn::Ints(l) => l.len(),
        Dyn::Blocks(l) => l.len(),
        Dyn::Regions(l) => l.len(),
        Dyn::Ofrs(l) => l.len(),
        Dyn::Str(s) => s.len(),
        d => return Err(format!("the length of {}", d.kind_name())),
    } as i64)
}

/// The named type (the code generator's `type_constant`).
fn type_constant(name: &str) -> Type {
    match name {
        "index" => Type::Index,
        "ptr" => Type::ptr(),
        "void" => Type::Void,
        "none" => Type::None,
        "f16" => Type::Float(FloatKind::F16),
        "bf16" => Type::Float(FloatKind::BF16),
        "f32" => Type::Float(FloatKind::F32),
        "f64" => Type::Float(FloatKind::F64),
        "f80" => Type::Float(FloatKind::F80),
        "f128" => Type::Float(FloatKind::F128),
        n => Type::int(int_constant_width(n).unwrap_or(0)),
    }
}

/// Whether a statement list yields anywhere (the code generator decides this statically: a
/// rule without `yield` replaces the op by nothing).
fn yields(stmts: &[Stmt]) -> bool {
    stmts.iter().any(|s| match s {
        Stmt::Yield { .. } => true,
        Stmt::For { body, .. } => yields(body),
        _ => false,
    })
}

/// An enum map applied to an attribute (the code generator's `enum_map`).
fn enum_map(m: &EnumMap, a: Option<Attribute>) -> Option<Attribute> {
    let cases = a?.enum_cases_any(&m.from.name)?;
    let int_target = match &m.to {
        EnumTarget::Kind(to) => optable::int_enum(&to.name),
        EnumTarget::Int => None,
    };
    match (&m.to, int_target) {
        (EnumTarget::Int, _) => {
            let mut bits = 0i64;
            for c in &cases {
                bits |= m.entries.iter().find(|(k, _)| k.name == *c).map_or(0, |(_, v)| match v {
                    EnumValue::Int(i) => *i,
                    EnumValue::Case(_) => 0,
                });
            }
            Some(Attribute::int(bits, Type::int(32)))
        }
        (EnumTarget::Kind(_), Some((known, width))) => {
            let [case] = cases.as_slice() else { return None };
            let (_, v) = m.entries.iter().find(|(k, _)| k.name == *case)?;
            let value = match v {
                EnumValue::Case(c) => known.iter().find(|(n, _)| *n == c.name).map_or(0, |x| x.1),
                EnumValue::Int(i) => *i,
            };
            Some(Attribute::int(value, Type::int(*width)))
        }
        (EnumTarget::Kind(to), None) => {
            let mapped: Vec<String> = cases
                .iter()
                .filter_map(|c| {
                    m.entries.iter().find(|(k, _)| k.name == *c).map(|(_, v)| match v {
                        EnumValue::Case(c) => c.name.clone(),
                        EnumValue::Int(i) => i.to_string(),
                    })
                })
                .collect();
            Some(Attribute::Enum { kind: to.name.clone(), cases: mapped })
        }
    }
}

impl<'p, 'c, 'r> Eval<'p, 'c, 'r> {
    fn new(p: &'p Program, host: Host<'c, 'r>, ty: Option<&'c Type>) -> Self {
        // Room for a rule's binders: the scope is not grown binder by binder.
        Eval {
            p,
            host,
            ty,
            scope: Vec::with_capacity(16),
            args: Vec::new(),
            source_types: Vec::new(),
        }
    }

    /// The result of an op rule or boundary conversion: errors located at the op.
    fn finish<T>(&self, r: R<T>) -> lowrite_core::Result<T> {
        match r {
            Ok(x) => Ok(x),
            Err(Stop::Error(e)) => Err(*e),
            Err(Stop::Message(m)) => Err(self.error(m)),
            Err(Stop::NoMatch) => Err(self.error("the rule stopped matching while it ran")),
        }
    }

    fn error(&self, m: impl Into<String>) -> Error {
        match &self.host {
            Host::Rewriter(rw, _) => Error::at(&rw.loc(), m),
            Host::Types(_) => Error::Other(m.into()),
        }
    }

    /// A computed result whose error is located where the rule runs (the code generator's
    /// `checked`).
    fn checked<T>(&self, r: Result<T, String>) -> R<T> {
        r.map_err(|m| match &self.host {
            Host::Rewriter(rw, _) => Stop::from(Error::at(&rw.loc(), m)),
            Host::Types(_) => Stop::Message(m),
        })
    }

    fn take<T: lowrite_core::dynamic::FromDyn>(&self, d: Dyn) -> R<T> {
        self.checked(T::from_dyn(d))
    }

    fn rw(&mut self) -> R<(&mut Rewriter<'r>, OpId)> {
        match &mut self.host {
            Host::Rewriter(rw, op) => Ok((rw, *op)),
            Host::Types(_) => Err(Stop::Message("only op rules read or build IR".into())),
        }
    }

    fn options(&self) -> &convert::Options {
        match &self.host {
            Host::Rewriter(rw, _) => rw.options(),
            Host::Types(cx) => cx.options(),
        }
    }

    /// The converted type (the code generator's `convert`).
    fn convert(&mut self, t: &Type) -> R<Type> {
        match &mut self.host {
            Host::Rewriter(rw, _) => Ok(rw.convert_type(t)?),
            Host::Types(cx) => cx.convert(t).map_err(Stop::Message),
        }
    }

    fn bind(&mut self, name: &'p str, d: Dyn, origin: Origin) {
        self.scope.push((name, d, origin));
    }

    fn lookup(&self, name: &str) -> Option<&(&'p str, Dyn, Origin)> {
        lookup_in(&self.scope, name)
    }

    /// The kind of an expression: a binder's, else what the checker found.
    fn kind(&self, e: &Expr) -> Kind {
        if let ExprKind::Var(v) = &e.kind {
            if let Some((_, d, _)) = self.lookup(&v.name) {
                return kind_of(d);
            }
        }
        self.p.kinds.get(e.id.0 as usize).copied().unwrap_or(Kind::Unknown)
    }

    /// A pattern binder's value as bound (source values unconverted), if `e` is one.
    fn source_binder(&self, e: &Expr) -> Option<Dyn> {
        match &e.kind {
            ExprKind::Var(v) => match self.lookup(&v.name) {
                Some((_, d, Origin::Source)) => Some(d.clone()),
                _ => None,
            },
            _ => None,
        }
    }

    // ---- Patterns ----

    /// Whether `t` matches `p`, binding its binders (the code generator's `type_pat`).
    fn type_pat(&mut self, p: &'p TypePat, t: &Type) -> bool {
        let args = p.args.as_deref().unwrap_or(&[]);
        match p.ctor.name.as_str() {
            "_" => true,
            name @ ("int" | "sint" | "uint") => {
                let Type::Int { width, signedness } = t else { return false };
                let sign_ok = match name {
                    "sint" => *signedness == Signedness::Signed,
                    "uint" => *signedness == Signedness::Unsigned,
                    _ => true,
                };
                if !sign_ok {
                    return false;
                }
                if let Some(a) = args.first() {
                    self.int_binder(a, *width as i64);
                }
                true
            }
            "index" => matches!(t, Type::Index),
            "float" => matches!(t, Type::Float(_)),
            name @ ("f16" | "bf16" | "f32" | "f64" | "f80" | "f128") => *t == type_constant(name),
            "none" => matches!(t, Type::None),
            "tensor" => matches!(t, Type::Tensor { .. }),
            "function" => matches!(t, Type::Function { .. }),
            "struct" => matches!(t, Type::Struct { .. }),
            "void" => matches!(t, Type::Void),
            "llvm" => t.is_llvm_compatible(),
            "ptr" => {
                let Type::Ptr { addr_space } = t else { return false };
                if let Some(a) = args.first() {
                    self.int_binder(a, *addr_space as i64);
                }
                true
            }
            "vector" => {
                let Type::Vector { shape, scalable, elem } = t else { return false };
                if args.is_empty() {
                    return true;
                }
                if shape.len() != 1 || scalable[0] {
                    return false;
                }
                self.int_binder(&args[0], shape[0] as i64);
                self.type_pat(&args[1], elem)
            }
            "array" => {
                let Type::Array { len, elem } = t else { return false };
                if args.is_empty() {
                    return true;
                }
                self.int_binder(&args[0], *len as i64);
                self.type_pat(&args[1], elem)
            }
            "complex" => {
                let Type::Complex(elem) = t else { return false };
                args.first().is_none_or(|a| self.type_pat(a, elem))
            }
            "memref" => {
                let Type::MemRef { elem, .. } = t else { return false };
                args.first().is_none_or(|a| self.type_pat(a, elem))
            }
            "unranked_memref" => {
                let Type::UnrankedMemRef { elem, .. } = t else { return false };
                args.first().is_none_or(|a| self.type_pat(a, elem))
            }
            n => match int_constant_width(n) {
                Some(w) => *t == Type::int(w),
                None => {
                    self.bind(&p.ctor.name, Dyn::from(t.clone()), Origin::Target);
                    true
                }
            },
        }
    }

    fn int_binder(&mut self, p: &'p TypePat, value: i64) {
        if p.ctor.name != "_" {
            self.bind(&p.ctor.name, Dyn::Int(value), Origin::Target);
        }
    }

    fn guard(&mut self, g: &'p Option<Expr>) -> R<()> {
        if let Some(g) = g {
            let d = self.expr(g)?;
            if !self.take::<bool>(d)? {
                return Err(Stop::NoMatch);
            }
        }
        Ok(())
    }

    /// A type rule (the code generator's `type_rule`).
    fn type_rule(&mut self, t: &'p TypeRule, ty: &Type) -> R<Type> {
        if !self.type_pat(&t.pat, ty) {
            return Err(Stop::NoMatch);
        }
        self.guard(&t.guard)?;
        match &t.result {
            TypeResult::Error(msg) => {
                let d = self.expr(msg)?;
                let msg: String = self.take(d)?;
                Err(Stop::Message(format!("cannot convert type '{ty}': {msg}")))
            }
            TypeResult::Type(e) => {
                let d = self.expr(e)?;
                self.take(d)
            }
        }
    }

    fn boundary_rule(&mut self, b: &'p BoundaryRule, ty: &Type, item: usize) -> R<Boundary> {
        if !self.type_pat(&b.pat, ty) {
            return Err(Stop::NoMatch);
        }
        self.guard(&b.guard)?;
        Ok(match &b.how {
            BoundaryHow::Expand => Boundary::Expand,
            BoundaryHow::Error(m, _) => Boundary::Error(m.clone()),
            BoundaryHow::As { ty, .. } => {
                let d = self.expr(ty)?;
                let ty = self.take(d)?;
                let Some(&(out, inn)) = self.p.convs.get().and_then(|c| c.get(&item)) else {
                    return Err(Stop::Message("the rule file was not linked".into()));
                };
                Boundary::As { ty, out, inn }
            }
        })
    }

    /// An op rule (the code generator's `op_rule`): match, then emit.
    fn op_rule(&mut self, r: &'p OpRule) -> R<()> {
        let p = &r.pat;
        let (rw, op) = self.rw()?;
        // The source module outlives the rewriter's borrow: its operands are read in place.
        let source = rw.source();
        let src = source.op(op);
        let mut operands: &[Value] = &src.operands;
        if !p.successors.is_empty() {
            if src.successors.len() != p.successors.len() {
                return Err(Stop::NoMatch);
            }
            let singles = p.operands.iter().filter(|o| matches!(o, OperandPat::One { .. })).count();
            let succ_operands = rw.successor_operands(op, singles);
            let forwarded: usize = succ_operands.iter().map(Vec::len).sum();
            for ((sp, &block), args) in p.successors.iter().zip(&src.successors).zip(succ_operands)
            {
                self.bind(&sp.block.name, Dyn::Block(block), Origin::Source);
                if let Some(a) = &sp.args {
                    self.bind(&a.name, Dyn::Values(args), Origin::Source);
                }
            }
            operands = &operands[..operands.len().saturating_sub(forwarded)];
        }
        let rests = p.operands.iter().filter(|o| matches!(o, OperandPat::Rest(_))).count();
        let mut checks: Vec<(&'p TypePat, Value)> = Vec::new();
        if p.segmented() && rests > 1 {
            let Some(segs) = convert::segments(src, p.operands.len()) else {
                return Err(Stop::NoMatch);
            };
            for (o, seg) in p.operands.iter().zip(&segs) {
                match o {
                    OperandPat::One { name, ty } => {
                        let [v] = **seg else { return Err(Stop::NoMatch) };
                        if name.name != "_" {
                            self.bind(&name.name, Dyn::Value(v), Origin::Source);
                        }
                        if let Some(t) = ty {
                            checks.push((t, v));
                        }
                    }
                    OperandPat::Rest(name) if name.name != "_" => {
                        self.bind(&name.name, Dyn::Values(seg.to_vec()), Origin::Source)
                    }
                    OperandPat::Rest(_) => {}
                }
            }
        } else {
            let rest = p.operands.iter().position(|o| matches!(o, OperandPat::Rest(_)));
            let n = operands.len();
            match rest {
                None if n != p.operands.len() => return Err(Stop::NoMatch),
                Some(_) if n < p.operands.len() - 1 => return Err(Stop::NoMatch),
                _ => {}
            }
            let back = rest.map_or(0, |r| p.operands.len() - r - 1);
            for (i, o) in p.operands.iter().enumerate() {
                match o {
                    OperandPat::One { name, ty } => {
                        let v = match rest {
                            Some(r) if i > r => operands[n - (p.operands.len() - i)],
                            _ => operands[i],
                        };
                        if name.name != "_" {
                            self.bind(&name.name, Dyn::Value(v), Origin::Source);
                        }
                        if let Some(t) = ty {
                            checks.push((t, v));
                        }
                    }
                    OperandPat::Rest(name) if name.name != "_" => self.bind(
                        &name.name,
                        Dyn::Values(operands[i..n - back].to_vec()),
                        Origin::Source,
                    ),
                    OperandPat::Rest(_) => {}
                }
            }
        }
        for (t, v) in checks {
            if !self.type_pat(t, source.value_type(v)) {
                return Err(Stop::NoMatch);
            }
        }
        if !p.regions.is_empty() {
            let n = p.regions.len();
            let fits = match p.regions_rest {
                true => src.regions.len() >= n - 1,
                false => src.regions.len() == n,
            };
            if !fits {
                return Err(Stop::NoMatch);
            }
            for (i, r) in p.regions.iter().enumerate() {
                let d = match p.regions_rest && i + 1 == n {
                    true => Dyn::Regions(src.regions[i..].to_vec()),
                    false => Dyn::Region(src.regions[i]),
                };
                self.bind(&r.name, d, Origin::Source);
            }
        }
        for a in &p.attrs {
            let value = src.attr(&a.name.name).cloned();
            if !a.optional && value.is_none() {
                return Err(Stop::NoMatch);
            }
            self.bind(&a.var.name, Dyn::from(value), Origin::Target);
        }
        if let Some(rest) = &p.attrs_rest {
            let dict = (src.attributes.iter())
                .filter(|(k, _)| !p.attrs.iter().any(|a| a.name.name == *k))
                .map(|(k, v)| (k.to_string(), v.clone()))
                .collect();
            self.bind(&rest.name, Dyn::from(Some(Attribute::Dict(dict))), Origin::Target);
        }
        if let Some(results) = &p.results {
            let rs = &src.results;
            let rest = results.iter().position(|r| matches!(r, ResultPat::Rest(_)));
            let n = rs.len();
            match rest {
                None if n != results.len() => return Err(Stop::NoMatch),
                Some(_) if n < results.len() - 1 => return Err(Stop::NoMatch),
                _ => {}
            }
            let back = rest.map_or(0, |r| results.len() - r - 1);
            for (i, r) in results.iter().enumerate() {
                match r {
                    ResultPat::One(name) if name.name != "_" => {
                        let v = match rest {
                            Some(k) if i > k => rs[n - (results.len() - i)],
                            _ => rs[i],
                        };
                        self.bind(&name.name, Dyn::Value(v), Origin::Source);
                    }
                    ResultPat::Rest(name) if name.name != "_" => {
                        self.bind(&name.name, Dyn::Values(rs[i..n - back].to_vec()), Origin::Source)
                    }
                    _ => {}
                }
            }
        }
        self.guard(&r.guard)?;
        match &r.rhs {
            Rhs::Op(o) => {
                let fixed = self.p.globals.op_sig(&o.op.name).and_then(|s| s.fixed_results());
                let d = self.op_expr(o, fixed, true, false)?;
                let values = self.take(d)?;
                let (rw, op) = self.rw()?;
                rw.replace(op, values)?;
            }
            Rhs::Block(stmts) => {
                self.stmts(stmts)?;
                if !yields(stmts) {
                    let (rw, op) = self.rw()?;
                    rw.replace(op, Vec::new())?;
                }
            }
        }
        Ok(())
    }

    // ---- Statements ----

    /// The range of a `for` (the code generator's `range`).
    fn range(&mut self, lo: &'p Expr, hi: &'p Expr) -> R<std::ops::Range<i64>> {
        let lo = self.expr(lo)?;
        let lo = self.take(lo)?;
        let hi = self.expr(hi)?;
        let hi = self.take(hi)?;
        self.checked(convert::bounded_range(lo, hi))
    }

    fn stmts(&mut self, stmts: &'p [Stmt]) -> R<()> {
        for s in stmts {
            match s {
                Stmt::At { block, .. } => {
                    let b = self.block_ref(block)?;
                    self.rw()?.0.set_insertion(b);
                }
                Stmt::For { var, lo, hi, body, .. } => {
                    let range = self.range(lo, hi)?;
                    let mark = self.scope.len();
                    for i in range {
                        self.scope.truncate(mark);
                        self.bind(&var.name, Dyn::Int(i), Origin::Target);
                        self.stmts(body)?;
                    }
                    self.scope.truncate(mark);
                }
                Stmt::Let { names, value, rest, .. } => {
                    let d = self.expr(value)?;
                    if names.len() == 1 && !*rest {
                        self.bind(&names[0].name, d, Origin::Target);
                        continue;
                    }
                    let values: Vec<Value> = self.take(d)?;
                    let n = if *rest { names.len() - 1 } else { names.len() };
                    if *rest && values.len() < n {
                        let m = format!("expected at least {} values, got {}", n, values.len());
                        return Err(Stop::from(self.error(m)));
                    }
                    if !*rest && values.len() != n {
                        let m = format!("expected {} values, got {}", n, values.len());
                        return Err(Stop::from(self.error(m)));
                    }
                    for (i, name) in names.iter().enumerate() {
                        let d = match *rest && i == n {
                            true => Dyn::Values(values[n..].to_vec()),
                            false => Dyn::Value(values[i]),
                        };
                        self.bind(&name.name, d, Origin::Target);
                    }
                }
                Stmt::Yield { values, .. } => {
                    let vs = self.value_list(values)?;
                    let (rw, op) = self.rw()?;
                    rw.replace(op, vs)?;
                }
                Stmt::Expr(e) => {
                    self.expr(e)?;
                }
            }
        }
        Ok(())
    }

    // ---- Expressions ----

    /// Target values from value and value-list expressions (the code generator's
    /// `value_list`).
    fn value_list(&mut self, exprs: &'p [Expr]) -> R<Vec<Value>> {
        let mut out = Vec::new();
        for e in exprs {
            match self.expr(e)? {
                Dyn::Values(vs) => out.extend(vs),
                d if d.is_empty_list() => {}
                d => out.push(self.take(d)?),
            }
        }
        Ok(out)
    }

    /// Types from type, type-list, value and value-list expressions (the code generator's
    /// `type_list`).
    fn type_list(&mut self, exprs: &'p [Expr]) -> R<Vec<Type>> {
        let mut out = Vec::new();
        for e in exprs {
            match self.expr(e)? {
                Dyn::Types(ts) => out.extend(ts),
                d if d.is_empty_list() => {}
                Dyn::Value(v) => out.push(self.rw()?.0.target().value_type(v).clone()),
                Dyn::Values(vs) => {
                    let target = self.rw()?.0.target();
                    out.extend(vs.iter().map(|v| target.value_type(*v).clone()));
                }
                d => out.push(self.take(d)?),
            }
        }
        Ok(out)
    }

    /// A block: a successor of the source op mapped to its converted block (the code
    /// generator's `block_ref`).
    fn block_ref(&mut self, b: &Ident) -> R<BlockId> {
        match self.lookup(&b.name) {
            Some((_, Dyn::Block(id), Origin::Source)) => {
                let id = *id;
                Ok(self.rw()?.0.successor(id)?)
            }
            Some((_, d, _)) => {
                let d = d.clone();
                self.take(d)
            }
            None => Err(Stop::Message(format!("no block '{}'", b.name))),
        }
    }

    /// A target region: a source region binder is converted (the code generator's `region`).
    fn region(&mut self, e: &'p Expr) -> R<RegionId> {
        if let Some(Dyn::Region(r)) = self.source_binder(e) {
            return Ok(self.rw()?.0.convert_region(r)?);
        }
        let d = self.expr(e)?;
        self.take(d)
    }

    /// An attribute from an expression of any kind (the code generator's `attr_expr`).
    fn attr_expr(&mut self, e: &'p Expr) -> R<Option<Attribute>> {
        Ok(match self.expr(e)? {
            Dyn::Attr(a) => a.map(|a| *a),
            Dyn::Int(n) => Some(Attribute::i64(n)),
            Dyn::Bool(b) => b.then_some(Attribute::Unit),
            Dyn::Str(s) => Some(Attribute::String(s)),
            Dyn::Type(t) => Some(Attribute::Type(t)),
            _ => None,
        })
    }

    /// Emits op `o` (the code generator's `op_expr`): its results, or with `one` its one
    /// result. Operands, successors, regions, result types and attributes are evaluated in
    /// that order.
    /// `fixed` is the op's number of results when the op table fixes it.
    fn op_expr(
        &mut self,
        o: &'p OpExpr,
        fixed: Option<usize>,
        source_results: bool,
        one: bool,
    ) -> R<Dyn> {
        let name = &o.op.name;
        let mut operands = self.value_list(&o.operands)?;
        let mut counts = Vec::new();
        let mut succs = Vec::new();
        for sx in &o.successors {
            let b = self.block_ref(&sx.block)?;
            let args = self.value_list(&sx.args)?;
            counts.push(args.len());
            operands.extend(args);
            succs.push(b);
        }
        let mut regions = Vec::new();
        for r in &o.regions {
            regions.push(self.region(r)?);
        }
        // Filled in place: the builder methods would move the spec at every step.
        let mut spec = OpSpec::named(name);
        spec.operands = operands;
        spec.successors.clone_from(&succs);
        spec.regions = regions;
        let infer = match &o.results {
            Some(types) => {
                spec.results = self.type_list(types)?;
                None
            }
            None => match (source_results, fixed) {
                (_, Some(0)) | (false, None) => None,
                (false, Some(n)) if n > 1 => None,
                (from_source, fixed) => Some((from_source, fixed)),
            },
        };
        for (k, v) in &o.attrs {
            if let Some(a) = self.attr_expr(v)? {
                spec.attributes.push((k.name.as_str().into(), a));
            }
        }
        for d in &o.splices {
            let d = self.expr(d)?;
            let dict = self.take(d)?;
            spec = spec.attrs_from(dict);
        }
        let (rw, op) = self.rw()?;
        if !succs.is_empty() {
            let new = rw.emit_branch(spec, &counts);
            return Ok(Dyn::Values(rw.results(new)));
        }
        Ok(match one {
            true => Dyn::Value(convert::build_one(spec, op, infer, rw)?),
            false => Dyn::Values(convert::build(spec, op, infer, rw)?),
        })
    }

    fn descriptor_op(&mut self, o: &'p OpExpr, (pos, array, pack): (usize, bool, bool)) -> R<Dyn> {
        if pack {
            let t = self.expr(&o.operands[0])?;
            let t: Arc<Type> = self.take(t)?;
            let vs = self.value_list(&o.operands[1..])?;
            return Ok(Dyn::Value(rt::values::pack(&t, &vs, self.rw()?.0)?));
        }
        let v = self.expr(&o.operands[0])?;
        let v: Value = self.take(v)?;
        let pos = pos as i64;
        Ok(match (array, o.operands.get(1)) {
            (true, Some(i)) => {
                let i = self.expr(i)?;
                let i: i64 = self.take(i)?;
                Dyn::Value(rt::values::extract(v, &[pos, i], self.rw()?.0)?)
            }
            (true, None) => {
                let rw = self.rw()?.0;
                let a = rt::values::extract(v, &[pos], rw)?;
                Dyn::Values(rt::values::unpack(a, rw)?)
            }
            _ => Dyn::Value(rt::values::extract(v, &[pos], self.rw()?.0)?),
        })
    }

    /// Evaluates an expression (the code generator's `expr`).
    fn expr(&mut self, e: &'p Expr) -> R<Dyn> {
        Ok(match &e.kind {
            ExprKind::Op(o) => match self.p.site(e) {
                Site::Field(pos, array, pack) => self.descriptor_op(o, (pos, array, pack))?,
                site => {
                    let one = self.kind(e) == Kind::Value;
                    let fixed = match site {
                        Site::Op(fixed) => fixed,
                        _ => self.p.globals.op_sig(&o.op.name).and_then(|s| s.fixed_results()),
                    };
                    self.op_expr(o, fixed, false, one)?
                }
            },
            ExprKind::Int(i) => Dyn::Int(*i),
            ExprKind::Bool(b) => Dyn::Bool(*b),
            ExprKind::Str(s) => Dyn::Str(s.clone()),
            ExprKind::SelfType => match self.ty {
                Some(t) => Dyn::from(t.clone()),
                None => return Err(Stop::Message("'self' outside of a type rule".into())),
            },
            ExprKind::EnumAttr { kind, cases } => {
                if let Some((known, width)) = optable::int_enum(&kind.name) {
                    let value = cases
                        .first()
                        .and_then(|c| known.iter().find(|(k, _)| *k == c.name))
                        .map_or(0, |(_, v)| *v);
                    return Ok(Dyn::from(Some(Attribute::int(value, Type::int(*width)))));
                }
                let cs: Vec<&str> = cases.iter().map(|c| c.name.as_str()).collect();
                Dyn::from(Some(Attribute::enum_attr(&kind.name, &cs)))
            }
            ExprKind::Var(v) => self.var(&v.name)?,
            ExprKind::Not(inner) => {
                let d = self.expr(inner)?;
                Dyn::Bool(!self.take::<bool>(d)?)
            }
            ExprKind::Is(inner, pat) => {
                let d = self.expr(inner)?;
                let t: Arc<Type> = self.take(d)?;
                let mark = self.scope.len();
                let matched = self.type_pat(pat, &t);
                self.scope.truncate(mark);
                Dyn::Bool(matched)
            }
            ExprKind::Binary(op, l, r) => self.binary(*op, l, r)?,
            ExprKind::Call(f, args) => self.call(e, f, args)?,
            ExprKind::Block(b) => Dyn::Block(self.block_ref(b)?),
            ExprKind::If(c, a, b) => {
                let want = self.kind(e);
                let c = self.expr(c)?;
                let branch = if self.take::<bool>(c)? { a } else { b };
                let d = self.expr(branch)?;
                coerce(d, want)
            }
            ExprKind::List(items) => {
                let want = match self.kind(e) {
                    k @ (Kind::Values | Kind::Types | Kind::Blocks | Kind::Regions) => k,
                    _ => Kind::Ofrs,
                };
                let mut parts = Vec::with_capacity(items.len());
                for it in items {
                    parts.push(self.expr(it)?);
                }
                self.checked(list_of(want, parts))?
            }
            ExprKind::Let { var, value, body } => {
                let d = self.expr(value)?;
                let mark = self.scope.len();
                self.bind(&var.name, d, Origin::Target);
                let r = self.expr(body);
                self.scope.truncate(mark);
                r?
            }
            ExprKind::For { body, var, lo, hi, filter } => {
                let want = self.kind(e);
                let range = self.range(lo, hi)?;
                let mark = self.scope.len();
                let mut parts = Vec::new();
                for i in range {
                    self.scope.truncate(mark);
                    self.bind(&var.name, Dyn::Int(i), Origin::Target);
                    if let Some(f) = filter {
                        let keep = self.expr(f)?;
                        if !self.take::<bool>(keep)? {
                            continue;
                        }
                    }
                    parts.push(self.expr(body)?);
                }
                self.scope.truncate(mark);
                self.checked(list_of(want, parts))?
            }
        })
    }

    /// A name: a binder (a source one converted), an option, or a type constant.
    fn var(&mut self, name: &str) -> R<Dyn> {
        // The binder is read in place (the scope and the rewriter are apart): a source one is
        // converted from it without a copy of its own first.
        if let Some((_, d, origin)) = lookup_in(&self.scope, name) {
            let converted = matches!(d, Dyn::Value(_) | Dyn::Block(_) | Dyn::Values(_));
            if *origin == Origin::Target || !converted {
                return Ok(d.clone());
            }
            let Host::Rewriter(rw, _) = &mut self.host else {
                return Err(Stop::Message("only op rules read or build IR".into()));
            };
            return Ok(match d {
                Dyn::Value(v) => Dyn::Value(rw.value(*v)?),
                Dyn::Block(b) => Dyn::Block(rw.successor(*b)?),
                Dyn::Values(vs) => Dyn::Values(rw.values(vs)?),
                d => d.clone(),
            });
        }
        if let Some((kind, _)) = self.p.globals.options.get(name) {
            return Ok(match kind {
                OptionKind::Int => Dyn::Int(self.options().int(name)),
                OptionKind::Bool => Dyn::Bool(self.options().bool(name)),
            });
        }
        Ok(Dyn::from(type_constant(name)))
    }

    fn binary(&mut self, op: BinOp, l: &'p Expr, r: &'p Expr) -> R<Dyn> {
        let a = self.expr(l)?;
        if let BinOp::Or | BinOp::And = op {
            let a: bool = self.take(a)?;
            if a == (op == BinOp::Or) {
                return Ok(Dyn::Bool(a));
            }
            let b = self.expr(r)?;
            return Ok(Dyn::Bool(self.take(b)?));
        }
        let b = self.expr(r)?;
        if let BinOp::Eq | BinOp::Ne = op {
            return Ok(Dyn::Bool((a == b) == (op == BinOp::Eq)));
        }
        let (a, b): (i64, i64) = (self.take(a)?, self.take(b)?);
        Ok(match op {
            BinOp::Lt => Dyn::Bool(a < b),
            BinOp::Le => Dyn::Bool(a <= b),
            BinOp::Gt => Dyn::Bool(a > b),
            BinOp::Ge => Dyn::Bool(a >= b),
            BinOp::Add => Dyn::Int(a.wrapping_add(b)),
            BinOp::Sub => Dyn::Int(a.wrapping_sub(b)),
            BinOp::Mul => Dyn::Int(a.wrapping_mul(b)),
            BinOp::Div => Dyn::Int(a.checked_div(b).unwrap_or(0)),
            BinOp::Rem => Dyn::Int(a.checked_rem(b).unwrap_or(a)),
            BinOp::Or | BinOp::And | BinOp::Eq | BinOp::Ne => unreachable!("handled above"),
        })
    }

    /// An argument of a builtin, as the builtin's parameter kind wants it.
    fn arg(&mut self, e: &'p Expr, want: Kind) -> R<Dyn> {
        let d = self.expr(e)?;
        Ok(coerce(d, want))
    }

    /// A call (the code generator's `call` and `builtin_call`).
    fn call(&mut self, e: &'p Expr, f: &'p Ident, args: &'p [Expr]) -> R<Dyn> {
        let name = f.name.as_str();
        let special = match self.p.site(e) {
            Site::Builtin(b, index) => return self.builtin_call(b, index, args),
            Site::Special(s) => s,
            _ => Special::Native,
        };
        match special {
            Special::Expand | Special::ResultsOut => match self.source_binder(&args[0]) {
                Some(d) => {
                    let vs: Vec<Value> = self.take(d)?;
                    let rw = self.rw()?.0;
                    Ok(Dyn::Values(match special {
                        Special::Expand => rt::ir::expand(&vs, rw)?,
                        _ => rt::ir::results_out(&vs, rw)?,
                    }))
                }
                None => self.expr(&args[0]),
            },
            Special::Types => match self.source_binder(&args[0]) {
                Some(d) => {
                    let vs: Vec<Value> = self.take(d)?;
                    let source = self.rw()?.0.source();
                    Ok(Dyn::Types(vs.iter().map(|v| source.value_type(*v).clone()).collect()))
                }
                None => {
                    let d = self.expr(&args[0])?;
                    let vs: Vec<Value> = self.take(d)?;
                    let target = self.rw()?.0.target();
                    Ok(Dyn::Types(vs.iter().map(|v| target.value_type(*v).clone()).collect()))
                }
            },
            Special::ConstIndex => Ok(Dyn::Int(match self.source_binder(&args[0]) {
                Some(d) => {
                    let v: Value = self.take(d)?;
                    self.rw()?.0.source_constant(v).unwrap_or(DYNAMIC)
                }
                None => DYNAMIC,
            })),
            Special::Len => {
                let d = match self.source_binder(&args[0]) {
                    Some(d) => d,
                    None => self.expr(&args[0])?,
                };
                Ok(Dyn::Int(self.checked(len_of(&d))?))
            }
            Special::StaticOr => {
                let n = self.expr(&args[0])?;
                let n: i64 = self.take(n)?;
                if n != DYNAMIC {
                    return Ok(Dyn::Ofr(Ofr::Static(n)));
                }
                let v = self.expr(&args[1])?;
                Ok(Dyn::Ofr(Ofr::Dynamic(self.take(v)?)))
            }
            Special::Convert => match self.expr(&args[0])? {
                Dyn::Types(ts) => {
                    let mut out = Vec::with_capacity(ts.len());
                    for t in &ts {
                        out.push(self.convert(t)?);
                    }
                    Ok(Dyn::Types(out))
                }
                d => {
                    let t: Arc<Type> = self.take(d)?;
                    Ok(Dyn::from(self.convert(&t)?))
                }
            },
            Special::Extract | Special::Insert => {
                let lead = if special == Special::Extract { 1 } else { 2 };
                let agg = self.arg(&args[0], Kind::Value)?;
                let agg: Value = self.take(agg)?;
                let value = match lead {
                    2 => {
                        let v = self.arg(&args[1], Kind::Value)?;
                        Some(self.take::<Value>(v)?)
                    }
                    _ => None,
                };
                let mut path = Vec::new();
                for e in &args[lead..] {
                    match self.arg(e, Kind::Int)? {
                        Dyn::Ofrs(os) => {
                            for o in os {
                                path.push(rt::values::static_of(o, self.rw()?.0)?);
                            }
                        }
                        d => path.push(self.take(d)?),
                    }
                }
                let rw = self.rw()?.0;
                Ok(Dyn::Value(match value {
                    Some(v) => rt::values::insert(agg, v, &path, rw)?,
                    None => rt::values::extract(agg, &path, rw)?,
                }))
            }
            Special::ShapedArray => {
                let t = self.arg(&args[0], Kind::Type)?;
                let t: Arc<Type> = self.take(t)?;
                let (shape, elem): (Vec<i64>, Type) = match &*t {
                    Type::MemRef { shape, elem, .. }
                    | Type::Tensor { shape: Some(shape), elem } => {
                        (shape.clone(), (**elem).clone())
                    }
                    Type::Vector { shape, elem, .. } => {
                        (shape.iter().map(|&d| d as i64).collect(), (**elem).clone())
                    }
                    other => (Vec::new(), other.clone()),
                };
                let mut a = self.convert(&elem)?;
                for &d in shape.iter().rev() {
                    a = Type::array(d.max(0) as u64, a);
                }
                Ok(Dyn::from(a))
            }
            Special::Retarget => {
                let n = self.arg(&args[0], Kind::Str)?;
                let n: String = self.take(n)?;
                let (rw, op) = self.rw()?;
                Ok(Dyn::Values(rw.retarget(op, &n)?))
            }
            Special::Group => {
                let n = self.arg(&args[0], Kind::Int)?;
                let n: i64 = self.take(n)?;
                let (rw, op) = self.rw()?;
                let g = rw.operand_group(op, n as usize)?;
                Ok(Dyn::Values(rw.values(&g)?))
            }
            Special::Nth => {
                let list = self.expr(&args[0])?;
                let what = if kind_of(&list) == Kind::Values { "value" } else { "element" };
                let list = coerce(list, Kind::Values);
                let i = self.arg(&args[1], Kind::Int)?;
                let i: i64 = self.take(i)?;
                let item = match &list {
                    Dyn::Values(l) => rt::lists::nth(l, i, what).map(Dyn::Value),
                    Dyn::Types(l) => rt::lists::nth(l, i, what).map(Dyn::from),
                    Dyn::Ofrs(l) => rt::lists::nth(l, i, what).map(Dyn::Ofr),
                    Dyn::Blocks(l) => rt::lists::nth(l, i, what).map(Dyn::Block),
                    Dyn::Regions(l) => rt::lists::nth(l, i, what).map(Dyn::Region),
                    d => Err(format!("item {i} of {}", d.kind_name())),
                };
                self.checked(item)
            }
            Special::ConvertType => {
                // `convert(type(x))`: the converted type of a pattern binder is one call.
                let ExprKind::Call(_, inner) = &args[0].kind else {
                    return Err(Stop::Message("convert(type(...)) expected".into()));
                };
                if let (Host::Rewriter(..), Some(d)) = (&self.host, self.source_binder(&inner[0])) {
                    let v: Value = self.take(d)?;
                    return Ok(Dyn::from(self.rw()?.0.convert_type_of(v)?));
                }
                let t = self.arg(&args[0], Kind::Type)?;
                let t: Arc<Type> = self.take(t)?;
                Ok(Dyn::from(self.convert(&t)?))
            }
            Special::Type => match self.source_binder(&args[0]) {
                Some(d) => {
                    let v: Value = self.take(d)?;
                    if let Some((_, t)) = self.source_types.iter().find(|(w, _)| *w == v) {
                        return Ok(Dyn::Type(t.clone()));
                    }
                    let t = Arc::new(self.rw()?.0.source().value_type(v).clone());
                    self.source_types.push((v, t.clone()));
                    Ok(Dyn::Type(t))
                }
                None => {
                    let v = self.arg(&args[0], Kind::Value)?;
                    let v: Value = self.take(v)?;
                    Ok(Dyn::from(self.rw()?.0.target().value_type(v).clone()))
                }
            },
            Special::EnumMap => {
                let a = self.expr(&args[0])?;
                let a: Option<Attribute> = self.take(a)?;
                Ok(Dyn::from(enum_map(&self.p.globals.enum_maps[name], a)))
            }
            _ => {
                let Some(native) = self.p.natives.get(name).copied() else {
                    return Err(Stop::Message(format!("unknown function '{name}'")));
                };
                let mut values = Vec::with_capacity(args.len());
                for a in args {
                    values.push(self.expr(a)?);
                }
                Ok((native.call)(self.rw()?.0, values)?)
            }
        }
    }

    /// Pushes the arguments of builtin `b` onto `self.args`: each coerced to its parameter's
    /// kind, a variadic tail as one list.
    fn builtin_args(&mut self, b: &lowrite_dsl::builtins::Builtin, args: &'p [Expr]) -> R<()> {
        let fixed = if b.variadic { b.params.len() - 1 } else { b.params.len() };
        let split = fixed.min(args.len());
        for (a, &k) in args[..split].iter().zip(b.params) {
            let d = self.arg(a, k)?;
            self.args.push(d);
        }
        if b.variadic {
            let tail = &args[split..];
            let d = match b.params[fixed] {
                Kind::Type => Dyn::Types(self.type_list(tail)?),
                Kind::Value => Dyn::Values(self.value_list(tail)?),
                k => {
                    let mut ints = Vec::with_capacity(tail.len());
                    for a in tail {
                        let d = self.arg(a, k)?;
                        ints.push(self.take(d)?);
                    }
                    Dyn::Ints(ints)
                }
            };
            self.args.push(d);
        }
        Ok(())
    }

    /// A builtin with a runtime function: arguments coerced to its parameter kinds, a variadic
    /// tail as one list, then the function (the code generator's `builtin_call`).
    fn builtin_call(
        &mut self,
        b: &lowrite_dsl::builtins::Builtin,
        index: usize,
        args: &'p [Expr],
    ) -> R<Dyn> {
        // The arguments go on `self.args` above what enclosing calls put there, and are taken
        // off by the call (or by a failure): no list of their own at each call.
        let mark = self.args.len();
        let passed = self.builtin_args(b, args);
        if let Err(stop) = passed {
            self.args.truncate(mark);
            return Err(stop);
        }
        let rw = match &mut self.host {
            Host::Rewriter(rw, _) => Some(&mut **rw),
            Host::Types(_) => None,
        };
        match dispatch::dispatch(index, self.args.drain(mark..), rw) {
            Some(Ok(d)) => Ok(d),
            Some(Err(Failure::Message(m))) => self.checked(Err(m)),
            Some(Err(Failure::Error(e))) => Err(Stop::from(e)),
            None => Err(Stop::Message(format!("'{}' has no runtime function", b.name))),
        }
    }
}
