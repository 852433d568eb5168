//! The checker: names, sorts, op signatures, LLVM-legality of type rules, overlap and shadowing.
//!
//! Every problem in a file is reported (not just the first), each with a span and, where it
//! helps, a secondary span.

use crate::ast::*;
use crate::diag::Diagnostic;
use crate::optable::{self, Group, OpSig};
use rustc_hash::FxHashMap as HashMap;

/// The most steps a `for` may take (`lowrite_core::convert::MAX_RULE_RANGE` at run time).
pub const MAX_RANGE: i64 = 1 << 24;

/// What an expression denotes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// One SSA value.
    Value,
    /// A list of SSA values.
    Values,
    /// A type.
    Type,
    /// An attribute.
    Attr,
    /// An integer.
    Int,
    /// A boolean.
    Bool,
    /// A string.
    Str,
    /// A block (a successor of the source op, or one made by `block(...)`).
    Block,
    /// A region of the source op.
    Region,
    /// A list of types.
    Types,
    /// A list of regions of the source op.
    Regions,
    /// A list of blocks.
    Blocks,
    /// An integer known statically or held in a value (MLIR's `OpFoldResult`).
    Ofr,
    /// A list of [`Kind::Ofr`].
    Ofrs,
    /// Not known (after an error; suppresses follow-up errors).
    Unknown,
}

impl Kind {
    /// Whether a value of kind `self` may stand where `want` is expected (integers and values
    /// are static-or-dynamic integers; value lists are lists of them).
    pub fn fits(self, want: Kind) -> bool {
        self == want
            || matches!(
                (self, want),
                (Kind::Int | Kind::Value, Kind::Ofr)
                    | (Kind::Values, Kind::Ofrs)
                    | (Kind::Value, Kind::Values)
                    | (Kind::Type, Kind::Types)
            )
    }

    /// The kind of a list of `self` (`[e for i in ...]`).
    pub fn list(self) -> Option<Kind> {
        Some(match self {
            Kind::Value | Kind::Values => Kind::Values,
            Kind::Type | Kind::Types => Kind::Types,
            Kind::Int | Kind::Ofr | Kind::Ofrs => Kind::Ofrs,
            Kind::Block | Kind::Blocks => Kind::Blocks,
            Kind::Unknown => Kind::Unknown,
            _ => return None,
        })
    }

    fn name(self) -> &'static str {
        match self {
            Kind::Value => "a value",
            Kind::Values => "a list of values",
            Kind::Type => "a type",
            Kind::Attr => "an attribute",
            Kind::Int => "an integer",
            Kind::Bool => "a boolean",
            Kind::Str => "a string",
            Kind::Block => "a block",
            Kind::Region => "a region",
            Kind::Types => "a list of types",
            Kind::Regions => "a list of regions",
            Kind::Blocks => "a list of blocks",
            Kind::Ofr => "a static-or-dynamic integer",
            Kind::Ofrs => "a list of static-or-dynamic integers",
            Kind::Unknown => "unknown",
        }
    }

    pub(crate) fn from_sort(s: Sort) -> Kind {
        match s {
            Sort::Value => Kind::Value,
            Sort::Values => Kind::Values,
            Sort::Type => Kind::Type,
            Sort::Attr => Kind::Attr,
            Sort::Int => Kind::Int,
        }
    }
}

/// Type constructors usable in type patterns: name, and the kinds of their arguments when
/// written with parentheses (`None`: no parenthesized form).
pub fn pattern_ctor(name: &str) -> Option<Option<&'static [Kind]>> {
    use Kind::*;
    Some(match name {
        "int" | "sint" | "uint" => Some(&[Int]),
        "vector" | "array" => Some(&[Int, Type]),
        "complex" | "memref" | "unranked_memref" => Some(&[Type]),
        "ptr" => Some(&[Int]),
        "index" | "float" | "none" | "tensor" | "function" | "struct" | "void" | "llvm" | "_" => {
            None
        }
        n if is_type_constant(n) => None,
        _ => return None,
    })
}

/// Whether `name` is a type constant (`i32`, `f64`, `index`, `ptr`, `void`, `none`...).
pub fn is_type_constant(name: &str) -> bool {
    matches!(
        name,
        "f16" | "bf16" | "f32" | "f64" | "f80" | "f128" | "index" | "ptr" | "void" | "none"
    ) || int_constant_width(name).is_some()
}

/// Width of `iN`.
pub fn int_constant_width(name: &str) -> Option<u32> {
    let digits = name.strip_prefix('i')?;
    (!digits.is_empty() && digits.chars().all(|c| c.is_ascii_digit()))
        .then(|| digits.parse().ok())
        .flatten()
        .filter(|w| (1..=65536).contains(w))
}

/// Looks up a builtin function (see [`crate::builtins`]).
pub fn builtin(name: &str) -> Option<&'static crate::builtins::Builtin> {
    crate::builtins::lookup(name)
}

/// Attributes the runtime fills in when a target op is built (so rules need not write them).
pub const AUTO_ATTRS: &[&str] = &["operandSegmentSizes", "op_bundle_sizes"];

#[derive(Clone, Debug)]
struct Binder {
    kind: Kind,
    span: Span,
    used: bool,
}

/// Global names of a file.
#[derive(Default)]
pub struct Globals {
    /// Options: kind and declaration span.
    pub options: HashMap<String, (OptionKind, Span)>,
    /// The defaults of integer options (what constant evaluation takes them to be).
    pub int_defaults: HashMap<String, i64>,
    /// Native helpers.
    pub natives: HashMap<String, NativeDecl>,
    /// Enum maps.
    pub enum_maps: HashMap<String, EnumMap>,
    /// Ops declared in the file.
    pub declared_ops: HashMap<String, OpSig>,
    /// Descriptors: fields in order, each with whether it is an array.
    pub descriptors: HashMap<String, Vec<(String, bool)>>,
    /// The kind of every checked expression, keyed by its node id ([`ExprId`]).
    pub kinds: HashMap<u32, Kind>,
}

impl Globals {
    /// The signature of an op: declared in the file, else upstream.
    pub fn op_sig(&self, name: &str) -> Option<&OpSig> {
        self.declared_ops.get(name).or_else(|| optable::upstream().get(name))
    }
}

struct Checker<'a> {
    globals: &'a Globals,
    kinds: HashMap<u32, Kind>,
    diags: Vec<Diagnostic>,
    scope: HashMap<String, Binder>,
    /// The type-rule pattern's constructor while checking a type rule.
    self_ctor: Option<String>,
    /// Where the expressions being checked are evaluated, when that place has no rewriter (a
    /// type rule): builtins that read or build IR, natives and ops are errors there.
    no_ir: Option<&'static str>,
    /// The binders of the pattern shared by the arms of the rule being checked: whether some
    /// arm used each, and where it is bound.
    arm_binders: HashMap<String, (bool, Span)>,
}

/// Checks a parsed file, returning all diagnostics (empty when the file is fine) and the
/// global names for code generation.
pub fn check(file: &File) -> (Globals, Vec<Diagnostic>) {
    let mut diags = Vec::new();
    let mut globals = collect_globals(file, &mut diags);
    let mut c = Checker {
        globals: &globals,
        kinds: HashMap::default(),
        diags,
        scope: HashMap::default(),
        self_ctor: None,
        no_ir: None,
        arm_binders: HashMap::default(),
    };
    for item in &file.items {
        match &item.kind {
            ItemKind::Type(t) => c.type_rule(t),
            ItemKind::Rule(r) => c.op_rule(r),
            ItemKind::EnumMap(m) => c.enum_map(m),
            ItemKind::Boundary(b) => c.boundary(b),
            ItemKind::Elementwise(ops) | ItemKind::FloatOps(ops) => c.op_list(&ops.globs),
            _ => {}
        }
    }
    let mut diags = c.diags;
    let kinds = c.kinds;
    globals.kinds = kinds;
    overlaps(file, &mut diags);
    diags.sort_by_key(|d| d.span.start);
    (globals, diags)
}

/// The signature an `op` declaration gives.
pub fn sig_from_decl(d: &OpDecl) -> OpSig {
    let g = |gs: &[DeclGroup]| {
        gs.iter()
            .map(|g| Group {
                name: g.name.name.clone(),
                variadic: g.variadic,
                optional: g.optional,
            })
            .collect()
    };
    OpSig {
        name: d.name.name.clone(),
        operands: g(&d.operands),
        results: g(&d.results),
        attrs: g(&d.attrs),
        ..OpSig::default()
    }
}

fn collect_globals(file: &File, diags: &mut Vec<Diagnostic>) -> Globals {
    let mut g = Globals::default();
    let mut seen: HashMap<String, Span> = HashMap::default();
    let mut declare = |name: &Ident, diags: &mut Vec<Diagnostic>| {
        if let Some(prev) = seen.get(&name.name) {
            diags.push(
                Diagnostic::error(format!("'{}' is defined twice", name.name), name.span)
                    .with_secondary(*prev, "first defined here"),
            );
            false
        } else {
            seen.insert(name.name.clone(), name.span);
            true
        }
    };
    for item in &file.items {
        match &item.kind {
            ItemKind::Option(o) if declare(&o.name, diags) => {
                let ok = matches!(
                    (o.kind, o.default),
                    (OptionKind::Int, Literal::Int(_)) | (OptionKind::Bool, Literal::Bool(_))
                );
                if !ok {
                    diags.push(Diagnostic::error(
                        format!("the default of option '{}' does not match its kind", o.name.name),
                        o.name.span,
                    ));
                }
                g.options.insert(o.name.name.clone(), (o.kind, o.name.span));
                if let Literal::Int(i) = o.default {
                    g.int_defaults.insert(o.name.name.clone(), i);
                }
            }
            ItemKind::Native(n) => {
                if builtin(&n.name.name).is_some() {
                    diags.push(Diagnostic::error(
                        format!("native helper '{}' would shadow a builtin function", n.name.name),
                        n.name.span,
                    ));
                } else if declare(&n.name, diags) {
                    g.natives.insert(n.name.name.clone(), n.clone());
                }
            }
            ItemKind::Descriptor(d) if declare(&d.name, diags) => {
                let mut seen_fields: HashMap<&str, Span> = HashMap::default();
                for (f, _) in &d.fields {
                    if let Some(prev) = seen_fields.insert(&f.name, f.span) {
                        diags.push(
                            Diagnostic::error(
                                format!("field '{}' is declared twice", f.name),
                                f.span,
                            )
                            .with_secondary(prev, "first declared here"),
                        );
                    }
                }
                g.descriptors.insert(
                    d.name.name.clone(),
                    d.fields.iter().map(|(f, a)| (f.name.clone(), *a)).collect(),
                );
            }
            ItemKind::EnumMap(m) if declare(&m.name, diags) => {
                g.enum_maps.insert(m.name.name.clone(), m.clone());
            }
            ItemKind::OpDecl(d) => {
                if optable::upstream().contains_key(&d.name.name) {
                    diags.push(Diagnostic::error(
                        format!(
                            "'{}' is an upstream operation; it cannot be redeclared",
                            d.name.name
                        ),
                        d.name.span,
                    ));
                } else if declare(&d.name, diags) {
                    g.declared_ops.insert(d.name.name.clone(), sig_from_decl(d));
                }
            }
            _ => {}
        }
    }
    g
}

impl Checker<'_> {
    /// `elementwise OP, ...;` and `float_ops OP, ...;`: every op is known, and named once.
    fn op_list(&mut self, ops: &[Ident]) {
        let mut seen: HashMap<&str, Span> = HashMap::default();
        for o in ops {
            if self.globals.op_sig(&o.name).is_none() {
                self.error(format!("unknown operation '{}'", o.name), o.span);
            } else if let Some(prev) = seen.insert(&o.name, o.span) {
                self.diags.push(
                    Diagnostic::error(format!("'{}' is listed twice", o.name), o.span)
                        .with_secondary(prev, "first listed here"),
                );
            }
        }
    }

    fn error(&mut self, message: impl Into<String>, span: Span) {
        self.diags.push(Diagnostic::error(message, span));
    }

    fn bind(&mut self, name: &Ident, kind: Kind) {
        if name.name == "_" {
            return;
        }
        if let Some(prev) = self.scope.get(&name.name) {
            let d = Diagnostic::error(format!("'{}' is bound twice", name.name), name.span)
                .with_secondary(prev.span, "first bound here");
            self.diags.push(d);
            return;
        }
        self.scope.insert(name.name.clone(), Binder { kind, span: name.span, used: false });
    }

    /// Reports binders that were never used (names starting with `_` are exempt), then clears
    /// the scope.
    fn end_scope(&mut self) {
        let mut unused: Vec<_> = self
            .scope
            .iter()
            .filter(|(n, b)| !b.used && !n.starts_with('_'))
            .map(|(n, b)| (n.clone(), b.span))
            .collect();
        unused.sort_by_key(|(_, s)| s.start);
        for (n, s) in unused {
            self.diags.push(
                Diagnostic::error(format!("'{n}' is bound but never used"), s)
                    .with_note(format!("rename it to '_{n}' if that is intended")),
            );
        }
        self.scope.clear();
    }

    /// Checks an attribute kind written `#dialect.name` (and its cases, where the table lists
    /// them) against the upstream attribute table.
    fn attr_kind(&mut self, kind: &Ident, cases: &[Ident]) {
        let Some((dialect, _)) = kind.name.split_once('.') else { return };
        if !optable::knows_attr_dialect(dialect) {
            return;
        }
        let table = optable::attr_kinds();
        let Some(known) = table.get(&kind.name) else {
            let same: Vec<&str> = table
                .keys()
                .map(String::as_str)
                .filter(|k| k.split_once('.').is_some_and(|(d, _)| d == dialect))
                .collect();
            let mut d = Diagnostic::error(format!("unknown attribute '#{}'", kind.name), kind.span);
            if let Some(near) = optable::closest(&kind.name, same.iter().copied()) {
                d = d.with_note(format!("did you mean '#{near}'?"));
            }
            self.diags.push(d);
            return;
        };
        let Some(known) = known else { return };
        for c in cases {
            if !known.contains(&c.name) {
                let mut d =
                    Diagnostic::error(format!("'#{}' has no case '{}'", kind.name, c.name), c.span);
                d = match optable::closest(&c.name, known.iter().map(String::as_str)) {
                    Some(near) => d.with_note(format!("did you mean '{near}'?")),
                    None => d.with_note(format!("its cases are: {}", known.join(", "))),
                };
                self.diags.push(d);
            }
        }
    }

    fn enum_map(&mut self, m: &EnumMap) {
        let sources: Vec<Ident> = m.entries.iter().map(|(k, _)| k.clone()).collect();
        self.attr_kind(&m.from, &sources);
        if let EnumTarget::Kind(to) = &m.to {
            let targets: Vec<Ident> = m
                .entries
                .iter()
                .filter_map(|(_, v)| match v {
                    EnumValue::Case(c) => Some(c.clone()),
                    EnumValue::Int(_) => None,
                })
                .collect();
            self.attr_kind(to, &targets);
        }
        for (k, v) in &m.entries {
            if let (EnumTarget::Int, EnumValue::Case(c))
            | (EnumTarget::Kind(_), EnumValue::Case(c)) = (&m.to, v)
            {
                if matches!(m.to, EnumTarget::Int) {
                    self.error(
                        format!(
                            "'{}' maps to an integer set: '{}' needs an integer",
                            m.name.name, c.name
                        ),
                        c.span,
                    );
                }
            }
            if let (EnumTarget::Kind(_), EnumValue::Int(_)) = (&m.to, v) {
                self.error(
                    format!("'{}' maps to enum cases: '{}' needs a case name", m.name.name, k.name),
                    k.span,
                );
            }
        }
    }

    /// Checks a type pattern, binding its binders. `kind` is what the position holds.
    fn type_pat(&mut self, p: &TypePat, kind: Kind, top: bool) {
        let name = &p.ctor.name;
        if kind == Kind::Int {
            // Integer positions take a binder or `_`.
            if p.args.is_some() || pattern_ctor(name).is_some() && name != "_" {
                self.error(
                    format!("expected an integer binder here, found type pattern '{name}'"),
                    p.span,
                );
            } else {
                self.bind(&p.ctor, Kind::Int);
            }
            return;
        }
        match pattern_ctor(name) {
            Some(arg_kinds) => match (&p.args, arg_kinds) {
                (None, _) => {}
                (Some(args), Some(kinds)) if args.len() == kinds.len() => {
                    for (a, k) in args.iter().zip(kinds) {
                        self.type_pat(a, *k, false);
                    }
                }
                (Some(args), Some(kinds)) => self.error(
                    format!(
                        "type pattern '{name}' takes {} arguments, found {}",
                        kinds.len(),
                        args.len()
                    ),
                    p.span,
                ),
                (Some(_), None) => {
                    self.error(format!("type pattern '{name}' takes no arguments"), p.span)
                }
            },
            None if top => self.error(format!("unknown type constructor '{name}'"), p.ctor.span),
            None if p.args.is_some() => {
                self.error(format!("unknown type constructor '{name}'"), p.ctor.span)
            }
            None => self.bind(&p.ctor, Kind::Type),
        }
    }

    fn type_rule(&mut self, t: &TypeRule) {
        self.no_ir = Some("a type rule");
        self.type_pat(&t.pat, Kind::Type, true);
        self.self_ctor = Some(t.pat.ctor.name.clone());
        if let Some(g) = &t.guard {
            self.expect(g, Kind::Bool);
        }
        if let TypeResult::Error(e) = &t.result {
            self.expect(e, Kind::Str);
        }
        if let TypeResult::Type(e) = &t.result {
            if self.expect(e, Kind::Type) {
                if let Some((span, why)) = self.non_llvm(e) {
                    self.diags.push(
                        Diagnostic::error(
                            "the result of this type rule may not be an LLVM type",
                            span,
                        )
                        .with_note(why),
                    );
                }
            }
        }
        self.self_ctor = None;
        self.no_ir = None;
        self.end_scope();
    }

    fn boundary(&mut self, b: &BoundaryRule) {
        self.type_pat(&b.pat, Kind::Type, true);
        self.self_ctor = Some(b.pat.ctor.name.clone());
        self.no_ir = Some("a boundary's guard or type");
        if let Some(g) = &b.guard {
            self.expect(g, Kind::Bool);
        }
        if let BoundaryHow::As { ty, out_var, out, in_var, inn } = &b.how {
            let ty_ok = self.expect(ty, Kind::Type);
            self.no_ir = None;
            if ty_ok {
                if let Some((span, why)) = self.non_llvm(ty) {
                    self.diags.push(
                        Diagnostic::error("the boundary type may not be an LLVM type", span)
                            .with_note(why),
                    );
                }
            }
            for (v, e) in [(out_var, out), (in_var, inn)] {
                let outer = self.scope.clone();
                self.bind(v, Kind::Value);
                self.expect(e, Kind::Value);
                if let Some(bd) = self.scope.get(&v.name) {
                    if !bd.used && !v.name.starts_with('_') {
                        self.error(format!("'{}' is bound but never used", v.name), v.span);
                    }
                }
                let used: Vec<String> =
                    self.scope.iter().filter(|(_, b)| b.used).map(|(n, _)| n.clone()).collect();
                self.scope = outer;
                for n in used {
                    if let Some(bd) = self.scope.get_mut(&n) {
                        bd.used = true;
                    }
                }
            }
        }
        self.self_ctor = None;
        self.no_ir = None;
        self.end_scope();
    }

    /// Finds a part of a type expression that may produce a non-LLVM type.
    fn non_llvm(&self, e: &Expr) -> Option<(Span, String)> {
        match &e.kind {
            ExprKind::Var(v) => match v.name.as_str() {
                "index" | "none" => Some((e.span, format!("'{}' is not an LLVM type", v.name))),
                n if is_type_constant(n) => None,
                n if self.globals.options.contains_key(n) => None,
                n => Some((
                    e.span,
                    format!("'{n}' is bound to a type of the input, which may not be an LLVM type; write convert({n})"),
                )),
            },
            ExprKind::SelfType => {
                let ctor = self.self_ctor.as_deref().unwrap_or("");
                let legal = matches!(ctor, "float" | "f16" | "bf16" | "f32" | "f64" | "f80" | "f128" | "ptr" | "void" | "llvm")
                    || int_constant_width(ctor).is_some();
                (!legal).then(|| (e.span, format!("'self' is the matched '{ctor}' type, which may not be an LLVM type")))
            }
            ExprKind::Call(f, args) => match builtin(&f.name) {
                Some(b) if f.name == "convert" => {
                    let _ = b;
                    None
                }
                Some(b) if b.llvm_ctor => {
                    args.iter().zip(b.params.iter().chain(std::iter::repeat(b.params.last().unwrap())))
                        .filter(|(_, k)| **k == Kind::Type)
                        .find_map(|(a, _)| self.non_llvm(a))
                }
                _ => Some((e.span, format!("'{}(...)' may give a non-LLVM type; write convert(...)", f.name))),
            },
            _ => None,
        }
    }

    fn op_rule(&mut self, r: &OpRule) {
        // The arms of one rule share its pattern: its problems are reported with the first.
        let before = self.diags.len();
        let src_sig = self.pattern(&r.pat);
        if r.arm.is_some_and(|(i, _)| i > 0) {
            self.diags.truncate(before);
        }
        if let Some(g) = &r.guard {
            self.expect(g, Kind::Bool);
        }
        match &r.rhs {
            Rhs::Op(o) => {
                self.op_expr(o);
                if let (Some(sig), None) = (src_sig.as_ref(), &o.results) {
                    self.check_implicit_results(sig, o);
                }
            }
            Rhs::Block(stmts) => {
                let mut yielded = false;
                self.stmts(stmts, src_sig.as_ref(), &r.pat.op.name, &mut yielded);
                if !yielded && src_sig.as_ref().is_some_and(|s| s.min_results() > 0) {
                    self.error(
                        format!("'{}' has results: the block must end with `yield`", r.pat.op.name),
                        r.pat.span,
                    );
                }
            }
        }
        if let Some((i, n)) = r.arm {
            // A binder of the shared pattern is unused only if no arm uses it.
            if i == 0 {
                self.arm_binders.clear();
            }
            let head = r.pat.span;
            let in_head: Vec<String> = self
                .scope
                .iter()
                .filter(|(_, b)| b.span.start >= head.start && b.span.end <= head.end)
                .map(|(n, _)| n.clone())
                .collect();
            for name in in_head {
                let b = self.scope.remove(&name).expect("listed above");
                let e = self.arm_binders.entry(name).or_insert((false, b.span));
                e.0 |= b.used;
            }
            if i + 1 == n {
                let mut unused: Vec<(String, Span)> = self
                    .arm_binders
                    .drain()
                    .filter(|(n, (used, _))| !used && !n.starts_with('_'))
                    .map(|(n, (_, s))| (n, s))
                    .collect();
                unused.sort_by_key(|(_, s)| s.start);
                for (n, s) in unused {
                    self.diags.push(
                        Diagnostic::error(format!("'{n}' is bound but used by no arm"), s)
                            .with_note(format!("rename it to '_{n}' if that is intended")),
                    );
                }
            }
        }
        self.end_scope();
    }

    /// Checks statements, binding `let` names; sets `yielded` when one yields.
    fn stmts(&mut self, stmts: &[Stmt], src_sig: Option<&OpSig>, op: &str, yielded: &mut bool) {
        for s in stmts {
            match s {
                Stmt::Let { names, value, rest, .. } => {
                    let k = self.infer(value);
                    let n = names.len();
                    let tuple = n > 1 || *rest;
                    if tuple && !matches!(k, Kind::Values | Kind::Unknown) {
                        self.error(
                            format!("cannot destructure {} into {n} names", k.name()),
                            value.span,
                        );
                    }
                    let each = if tuple { Kind::Value } else { k };
                    for (i, name) in names.iter().enumerate() {
                        let last = i + 1 == n;
                        self.bind(name, if *rest && last { Kind::Values } else { each });
                    }
                }
                Stmt::At { block, .. } => {
                    let e = Expr::new(ExprKind::Var(block.clone()), block.span);
                    self.expect(&e, Kind::Block);
                }
                Stmt::For { var, lo, hi, body, .. } => {
                    self.expect(lo, Kind::Int);
                    self.expect(hi, Kind::Int);
                    self.check_range(lo, hi);
                    // Names bound in the body are local to it: check them in a scope of their
                    // own (reporting unused ones), then restore the outer scope.
                    let outer = self.scope.clone();
                    self.bind(var, Kind::Int);
                    if let Some(b) = self.scope.get_mut(&var.name) {
                        b.used = true;
                    }
                    let mut inner_yield = false;
                    self.stmts(body, src_sig, op, &mut inner_yield);
                    if inner_yield {
                        self.error("`yield` cannot be inside a `for` statement", *s_span(s));
                    }
                    let used: Vec<String> = self
                        .scope
                        .iter()
                        .filter(|(n, b)| b.used && outer.contains_key(*n))
                        .map(|(n, _)| n.clone())
                        .collect();
                    let locals: HashMap<String, Binder> = self
                        .scope
                        .iter()
                        .filter(|(n, _)| !outer.contains_key(*n))
                        .map(|(n, b)| (n.clone(), b.clone()))
                        .collect();
                    self.scope = outer;
                    for n in used {
                        if let Some(b) = self.scope.get_mut(&n) {
                            b.used = true;
                        }
                    }
                    let mut unused: Vec<_> = locals
                        .iter()
                        .filter(|(n, b)| !b.used && !n.starts_with('_'))
                        .map(|(n, b)| (n.clone(), b.span))
                        .collect();
                    unused.sort_by_key(|(_, s)| s.start);
                    for (n, sp) in unused {
                        self.error(format!("'{n}' is bound but never used"), sp);
                    }
                }
                Stmt::Yield { values, span } => {
                    *yielded = true;
                    for v in values {
                        let k = self.infer(v);
                        if !matches!(k, Kind::Value | Kind::Values | Kind::Unknown) {
                            self.error(format!("yield takes values, found {}", k.name()), v.span);
                        }
                    }
                    if let Some(n) = src_sig.and_then(OpSig::fixed_results) {
                        let given = values.iter().all(|v| self.peek(v) == Kind::Value);
                        if given && values.len() != n {
                            self.error(
                                format!(
                                    "'{op}' has {n} result(s) but {} value(s) are yielded",
                                    values.len()
                                ),
                                *span,
                            );
                        }
                    }
                }
                Stmt::Expr(e) => {
                    let _ = self.infer(e);
                }
            }
        }
    }

    fn check_implicit_results(&mut self, src: &OpSig, o: &OpExpr) {
        let Some(tgt) = self.globals.op_sig(&o.op.name) else { return };
        if let (Some(a), Some(b)) = (src.fixed_results(), tgt.fixed_results()) {
            if a != b {
                self.error(
                    format!(
                        "'{}' has {b} result(s) but replaces '{}' with {a}: give the result types explicitly (`: (...)`)",
                        o.op.name, src.name
                    ),
                    o.span,
                );
            }
        }
    }

    /// Checks an op pattern and binds its names; returns the source op's signature.
    fn pattern(&mut self, p: &OpPat) -> Option<OpSig> {
        let Some(sig) = self.globals.op_sig(&p.op.name).cloned() else {
            self.error(format!("unknown operation '{}'", p.op.name), p.op.span);
            // Bind anyway to avoid follow-up errors.
            for o in &p.operands {
                match o {
                    OperandPat::One { name, .. } => self.bind(name, Kind::Value),
                    OperandPat::Rest(n) => self.bind(n, Kind::Values),
                }
            }
            for a in &p.attrs {
                self.bind(&a.var, Kind::Attr);
            }
            if let Some(r) = &p.attrs_rest {
                self.bind(r, Kind::Attr);
            }
            for sp in &p.successors {
                self.bind(&sp.block, Kind::Block);
                if let Some(a) = &sp.args {
                    self.bind(a, Kind::Values);
                }
            }
            for r in &p.regions {
                self.bind(r, Kind::Region);
            }
            for r in p.results.iter().flatten() {
                match r {
                    ResultPat::One(n) => self.bind(n, Kind::Value),
                    ResultPat::Rest(n) => self.bind(n, Kind::Values),
                }
            }
            return None;
        };
        // Operands forwarded to bound successors are bound with them, not by operand patterns.
        let mut sig = sig;
        if !p.successors.is_empty() && sig.operands.len() >= sig.successors.len() {
            let keep = sig.operands.len() - sig.successors.len();
            sig.operands.truncate(keep);
        }
        let has_rest = p.operands.iter().any(|o| matches!(o, OperandPat::Rest(_)));
        let singles = p.operands.iter().filter(|o| matches!(o, OperandPat::One { .. })).count();
        if p.segmented() {
            self.segments(p, &sig);
        } else {
            self.arity(p, &sig, singles, has_rest);
        }
        for o in &p.operands {
            match o {
                OperandPat::One { name, ty } => {
                    self.bind(name, Kind::Value);
                    if let Some(t) = ty {
                        self.type_pat(t, Kind::Type, true);
                    }
                }
                OperandPat::Rest(n) => self.bind(n, Kind::Values),
            }
        }
        self.pattern_rest(p, sig)
    }

    /// Checks operand patterns that bind an op's operand groups one by one: the op has
    /// `operandSegmentSizes` (or a single group that varies), and each pattern is its group, `..name` (the group's ODS name, or
    /// `_` and that name) for a variadic or optional group, a plain name for a single one.
    fn segments(&mut self, p: &OpPat, sig: &OpSig) {
        let names = || sig.operands.iter().map(|g| g.name.as_str()).collect::<Vec<_>>().join(", ");
        // Without segments, one group that varies is what the others leave (as ODS sizes it).
        let varying = sig.operands.iter().filter(|g| !g.is_single()).count();
        let rests = p.operands.iter().filter(|o| matches!(o, OperandPat::Rest(_))).count();
        if !sig.segments && (varying != 1 || rests != 1) {
            let why = match sig.operands.iter().find(|g| !g.is_single()) {
                Some(g) if varying == 1 => format!(
                    "'{}' has no operand segments: bind its one group that varies as the only `..{}`",
                    p.op.name, g.name
                ),
                _ => format!(
                    "'{}' has no operand segments: only the last operand pattern may be `..rest`",
                    p.op.name
                ),
            };
            self.error(why, p.span);
            return;
        }
        if !p.successors.is_empty() {
            self.error(
                "operand groups cannot be bound together with successors: bind the operands \
                 before the successors' as single names and one `..rest`",
                p.span,
            );
            return;
        }
        if p.operands.len() != sig.operands.len() {
            self.error(
                format!(
                    "'{}' has {} operand groups ({}), the pattern binds {}",
                    p.op.name,
                    sig.operands.len(),
                    names(),
                    p.operands.len()
                ),
                p.span,
            );
            return;
        }
        for (o, g) in p.operands.iter().zip(&sig.operands) {
            match o {
                OperandPat::One { name, .. } if !g.is_single() => self.error(
                    format!(
                        "operand group '{}' of '{}' varies: bind it as `..{}`",
                        g.name, p.op.name, g.name
                    ),
                    name.span,
                ),
                OperandPat::Rest(n) if g.is_single() => self.error(
                    format!(
                        "operand group '{}' of '{}' is one operand: bind it by a name",
                        g.name, p.op.name
                    ),
                    n.span,
                ),
                OperandPat::Rest(n)
                    if n.name != "_" && n.name.strip_prefix('_').unwrap_or(&n.name) != g.name =>
                {
                    self.error(
                        format!(
                            "this operand group of '{}' is '{}': bind it as `..{}` (or `.._{}`)",
                            p.op.name, g.name, g.name, g.name
                        ),
                        n.span,
                    )
                }
                _ => {}
            }
        }
    }

    /// Checks that the operand patterns can match the op's number of operands.
    fn arity(&mut self, p: &OpPat, sig: &OpSig, singles: usize, has_rest: bool) {
        match (sig.fixed_operands(), has_rest) {
            (Some(n), false) if n != singles => self.error(
                format!(
                    "arity mismatch: '{}' takes {n} operand(s), the pattern binds {singles}",
                    p.op.name
                ),
                p.span,
            ),
            (None, false) => self.error(
                format!(
                    "'{}' takes a variable number of operands: bind the tail with `..name`",
                    p.op.name
                ),
                p.span,
            ),
            (_, true) if singles > sig.min_operands() && sig.fixed_operands().is_some() => self
                .error(
                    format!(
                        "arity mismatch: '{}' takes {} operand(s), the pattern binds more",
                        p.op.name,
                        sig.min_operands()
                    ),
                    p.span,
                ),
            _ => {}
        }
    }

    /// Checks and binds a pattern's successors, attributes, regions and results.
    fn pattern_rest(&mut self, p: &OpPat, sig: OpSig) -> Option<OpSig> {
        let fixed_succ = sig.successors.iter().all(Group::is_single);
        if fixed_succ && p.successors.len() != sig.successors.len() {
            self.error(
                format!(
                    "'{}' has {} successor(s), the pattern binds {}",
                    p.op.name,
                    sig.successors.len(),
                    p.successors.len()
                ),
                p.span,
            );
        } else if !fixed_succ && !p.successors.is_empty() {
            self.error(
                format!(
                    "'{}' has a variable number of successors: they cannot be bound",
                    p.op.name
                ),
                p.span,
            );
        }
        for sp in &p.successors {
            self.bind(&sp.block, Kind::Block);
            if let Some(a) = &sp.args {
                self.bind(a, Kind::Values);
            }
        }
        let fixed_regions = sig.regions.iter().all(Group::is_single);
        if p.regions_rest && fixed_regions {
            self.error(
                format!("'{}' has a fixed number of regions: bind each by name", p.op.name),
                p.span,
            );
        } else if !p.regions_rest && !p.regions.is_empty() && p.regions.len() != sig.regions.len() {
            self.error(
                format!(
                    "'{}' has {} region(s), the pattern binds {}",
                    p.op.name,
                    sig.regions.len(),
                    p.regions.len()
                ),
                p.span,
            );
        }
        for (i, r) in p.regions.iter().enumerate() {
            let list = p.regions_rest && i + 1 == p.regions.len();
            self.bind(r, if list { Kind::Regions } else { Kind::Region });
        }
        for a in &p.attrs {
            match sig.attr(&a.name.name) {
                None if !a.name.name.contains('.') => self.error(
                    format!("'{}' has no attribute '{}'", p.op.name, a.name.name),
                    a.name.span,
                ),
                Some(g) if g.optional && !a.optional => {
                    self.diags.push(Diagnostic::error(
                        format!(
                            "attribute '{}' of '{}' is optional: write `{} = {}?`",
                            a.name.name, p.op.name, a.name.name, a.var.name
                        ),
                        a.name.span,
                    ));
                }
                _ => {}
            }
            self.bind(&a.var, Kind::Attr);
        }
        if let Some(r) = &p.attrs_rest {
            self.bind(r, Kind::Attr);
        }
        if let Some(results) = &p.results {
            let rest = results.iter().any(|r| matches!(r, ResultPat::Rest(_)));
            let singles = results.iter().filter(|r| matches!(r, ResultPat::One(_))).count();
            match sig.fixed_results() {
                Some(n) if !rest && n != singles => self.error(
                    format!(
                        "arity mismatch: '{}' has {n} result(s), the pattern binds {singles}",
                        p.op.name
                    ),
                    p.span,
                ),
                None if !rest && singles > 0 => self.error(
                    format!(
                        "'{}' has a variable number of results: bind them with `..name`",
                        p.op.name
                    ),
                    p.span,
                ),
                _ => {}
            }
            for r in results {
                match r {
                    ResultPat::One(n) => self.bind(n, Kind::Value),
                    ResultPat::Rest(n) => self.bind(n, Kind::Values),
                }
            }
        }
        Some(sig)
    }

    fn op_expr(&mut self, o: &OpExpr) {
        if let Some(place) = self.no_ir {
            self.error(
                format!("{place} cannot emit ops (op rules and a boundary's out and in can)"),
                o.op.span,
            );
        }
        let sig = self.globals.op_sig(&o.op.name).cloned();
        match &sig {
            None => self.error(format!("unknown operation '{}'", o.op.name), o.op.span),
            Some(_)
                if !o.op.name.starts_with("llvm.")
                    && !self.globals.declared_ops.contains_key(&o.op.name) =>
            {
                self.diags.push(
                    Diagnostic::error(
                        format!(
                            "'{}' is not in the LLVM dialect, the target of lowering",
                            o.op.name
                        ),
                        o.op.span,
                    )
                    .with_note(
                        "rules must produce LLVM-dialect operations (or ops declared with `op`)",
                    ),
                )
            }
            _ => {}
        }
        let mut splices = false;
        for a in &o.operands {
            match self.infer(a) {
                Kind::Value | Kind::Unknown => {}
                Kind::Values => splices = true,
                k => self.error(format!("operands must be values, found {}", k.name()), a.span),
            }
        }
        for (name, v) in &o.attrs {
            if let Some(sig) = &sig {
                if sig.attr(&name.name).is_none() && !name.name.contains('.') {
                    self.error(
                        format!("'{}' has no attribute '{}'", o.op.name, name.name),
                        name.span,
                    );
                }
            }
            match self.infer(v) {
                Kind::Type => {
                    let known = sig.as_ref().filter(|s| s.attr(&name.name).is_some());
                    if known.is_some_and(|s| !s.takes_type(&name.name)) {
                        self.error(
                            format!(
                                "attribute '{}' of '{}' takes no type, found a type",
                                name.name, o.op.name
                            ),
                            v.span,
                        );
                    }
                }
                Kind::Attr | Kind::Int | Kind::Bool | Kind::Str | Kind::Unknown => {}
                k => self.error(
                    format!("attribute values must be attributes, found {}", k.name()),
                    v.span,
                ),
            }
        }
        for d in &o.splices {
            self.expect(d, Kind::Attr);
        }
        for sx in &o.successors {
            let e = Expr::new(ExprKind::Var(sx.block.clone()), sx.block.span);
            self.expect(&e, Kind::Block);
            for a in &sx.args {
                match self.infer(a) {
                    Kind::Value | Kind::Values | Kind::Unknown => {}
                    k => self.error(
                        format!("successor operands must be values, found {}", k.name()),
                        a.span,
                    ),
                }
            }
        }
        for r in &o.regions {
            self.expect(r, Kind::Region);
        }
        if let Some(results) = &o.results {
            for t in results {
                // A list of types gives several results.
                self.expect(t, Kind::Types);
            }
        }
        let Some(sig) = sig else { return };
        if sig.successors.iter().all(Group::is_single) && o.successors.len() != sig.successors.len()
        {
            self.error(
                format!(
                    "'{}' has {} successor(s), {} given",
                    o.op.name,
                    sig.successors.len(),
                    o.successors.len()
                ),
                o.span,
            );
        }
        if o.regions.len() != sig.regions.len() && !o.regions.is_empty() {
            self.error(
                format!(
                    "'{}' has {} region(s), {} given",
                    o.op.name,
                    sig.regions.len(),
                    o.regions.len()
                ),
                o.span,
            );
        }
        if let Some(n) = sig.fixed_operands() {
            if !splices && o.operands.len() != n {
                self.error(
                    format!(
                        "arity mismatch: '{}' takes {n} operand(s), {} given",
                        o.op.name,
                        o.operands.len()
                    ),
                    o.span,
                );
            }
        }
        for g in &sig.attrs {
            let given = o.attrs.iter().any(|(n, _)| n.name == g.name);
            if !g.optional && !given && !AUTO_ATTRS.contains(&g.name.as_str()) {
                self.error(format!("'{}' needs attribute '{}'", o.op.name, g.name), o.span);
            }
        }
        let lists = o.results.iter().flatten().any(|t| self.peek(t) == Kind::Types);
        if let (Some(results), Some(n), false) = (&o.results, sig.fixed_results(), lists) {
            if results.len() != n {
                self.error(
                    format!("'{}' has {n} result(s), {} type(s) given", o.op.name, results.len()),
                    o.span,
                );
            }
        }
    }

    fn expect(&mut self, e: &Expr, want: Kind) -> bool {
        let got = self.infer(e);
        if got.fits(want) && got != want {
            return true;
        }
        if got != want && got != Kind::Unknown {
            self.error(format!("expected {}, found {}", want.name(), got.name()), e.span);
            return false;
        }
        got == want
    }

    /// The kind of an expression without marking names used or reporting errors.
    fn peek(&self, e: &Expr) -> Kind {
        match &e.kind {
            ExprKind::Var(v) => self.scope.get(&v.name).map_or(Kind::Unknown, |b| b.kind),
            ExprKind::Op(_) => Kind::Value,
            _ => Kind::Unknown,
        }
    }

    /// Infers (and checks) the kind of an expression, recording it for code generation.
    fn infer(&mut self, e: &Expr) -> Kind {
        let k = self.infer_inner(e);
        self.kinds.insert(e.id.0, k);
        k
    }

    fn infer_inner(&mut self, e: &Expr) -> Kind {
        match &e.kind {
            ExprKind::Op(o) if self.descriptor_access(o).is_some() => {
                let (fields, field) = self.descriptor_access(o).unwrap();
                self.descriptor_call(o, &fields, field)
            }
            ExprKind::Op(o) => {
                self.op_expr(o);
                match self.globals.op_sig(&o.op.name).and_then(OpSig::fixed_results) {
                    Some(1) => Kind::Value,
                    Some(_) | None => match &o.results {
                        Some(r)
                            if r.len() == 1 && self.kinds.get(&r[0].id.0) == Some(&Kind::Type) =>
                        {
                            Kind::Value
                        }
                        _ => Kind::Values,
                    },
                }
            }
            ExprKind::Int(_) => Kind::Int,
            ExprKind::Bool(_) => Kind::Bool,
            ExprKind::Str(_) => Kind::Str,
            ExprKind::EnumAttr { kind, cases } => {
                self.attr_kind(kind, cases);
                if optable::int_enum(&kind.name).is_some() && cases.len() != 1 {
                    self.error(
                        format!("'#{}' is an integer in MLIR: give exactly one case", kind.name),
                        kind.span,
                    );
                }
                Kind::Attr
            }
            ExprKind::SelfType => {
                if self.self_ctor.is_none() {
                    self.error("'self' is only meaningful in type rules", e.span);
                    return Kind::Unknown;
                }
                Kind::Type
            }
            ExprKind::Var(v) => {
                if v.name == crate::parse::EFFECT {
                    self.error("'_' names no value: it only drops one", v.span);
                    return Kind::Unknown;
                }
                if let Some(b) = self.scope.get_mut(&v.name) {
                    b.used = true;
                    return b.kind;
                }
                if let Some((k, _)) = self.globals.options.get(&v.name) {
                    return match k {
                        OptionKind::Int => Kind::Int,
                        OptionKind::Bool => Kind::Bool,
                    };
                }
                if is_type_constant(&v.name) {
                    return Kind::Type;
                }
                self.error(format!("unbound name '{}'", v.name), v.span);
                Kind::Unknown
            }
            ExprKind::Not(inner) => {
                self.expect(inner, Kind::Bool);
                Kind::Bool
            }
            ExprKind::Is(inner, pat) => {
                self.expect(inner, Kind::Type);
                // Binders in an `is` pattern are not usable afterwards: only `_` and constructors.
                let before: Vec<String> = self.scope.keys().cloned().collect();
                self.type_pat(pat, Kind::Type, true);
                let added: Vec<String> =
                    self.scope.keys().filter(|k| !before.contains(k)).cloned().collect();
                for k in added {
                    let b = self.scope.remove(&k).unwrap();
                    self.error(format!("'{k}' cannot be bound in an `is` test; use `_`"), b.span);
                }
                Kind::Bool
            }
            ExprKind::Binary(op, l, r) => match op {
                BinOp::And | BinOp::Or => {
                    self.expect(l, Kind::Bool);
                    self.expect(r, Kind::Bool);
                    Kind::Bool
                }
                BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Div | BinOp::Rem => {
                    self.expect(l, Kind::Int);
                    self.expect(r, Kind::Int);
                    // Report a constant mistake where it is made, not at every enclosing node.
                    let inner_ok =
                        [l, r].iter().all(|x| !matches!(self.const_int(x), Some(Err(_))));
                    if let (true, Some(Err(message))) = (inner_ok, self.const_int(e)) {
                        self.error(message, e.span);
                    }
                    Kind::Int
                }
                BinOp::Eq | BinOp::Ne => {
                    let a = self.infer(l);
                    let b = self.infer(r);
                    if a != b && a != Kind::Unknown && b != Kind::Unknown {
                        self.error(
                            format!("cannot compare {} with {}", a.name(), b.name()),
                            e.span,
                        );
                    } else if matches!(a, Kind::Value | Kind::Values | Kind::Attr) {
                        self.error(format!("cannot compare {} for equality", a.name()), e.span);
                    }
                    Kind::Bool
                }
                _ => {
                    self.expect(l, Kind::Int);
                    self.expect(r, Kind::Int);
                    Kind::Bool
                }
            },
            ExprKind::Call(f, args) => self.call(f, args, e.span),
            ExprKind::Block(b) => {
                let v = Expr::new(ExprKind::Var(b.clone()), b.span);
                self.expect(&v, Kind::Block);
                Kind::Block
            }
            ExprKind::If(c, a, b) => {
                self.expect(c, Kind::Bool);
                let ka = self.infer(a);
                let kb = self.infer(b);
                if ka == Kind::Unknown {
                    kb
                } else if kb == Kind::Unknown || kb.fits(ka) {
                    ka
                } else if ka.fits(kb) {
                    kb
                } else {
                    self.error(
                        format!("the branches of `if` differ: {} and {}", ka.name(), kb.name()),
                        e.span,
                    );
                    Kind::Unknown
                }
            }
            ExprKind::List(items) => {
                let mut kind = Kind::Unknown;
                for it in items {
                    let k = self.infer(it);
                    let l = match k.list() {
                        Some(l) => l,
                        None => {
                            self.error(format!("cannot make a list of {}", k.name()), it.span);
                            Kind::Unknown
                        }
                    };
                    if kind == Kind::Unknown {
                        kind = l;
                    } else if matches!(
                        (kind, l),
                        (Kind::Values, Kind::Ofrs) | (Kind::Ofrs, Kind::Values)
                    ) {
                        // Values among integers: a static-or-dynamic list.
                        kind = Kind::Ofrs;
                    } else if l != Kind::Unknown && l != kind {
                        self.error(
                            format!("list items differ: {} and {}", kind.name(), l.name()),
                            it.span,
                        );
                    }
                }
                kind
            }
            ExprKind::Let { var, value, body } => {
                let kv = self.infer(value);
                let shadow = self.scope.remove(&var.name);
                self.bind(var, kv);
                let k = self.infer(body);
                if let Some(b) = self.scope.remove(&var.name) {
                    if !b.used && !var.name.starts_with('_') {
                        // As the function spells it, without the suffix inlining adds.
                        let n = crate::expand::source_name(&var.name);
                        self.diags.push(
                            Diagnostic::error(format!("'{n}' is bound but never used"), var.span)
                                .with_note(format!("rename it to '_{n}' if that is intended")),
                        );
                    }
                }
                if let Some(s) = shadow {
                    self.scope.insert(var.name.clone(), s);
                }
                k
            }
            ExprKind::For { body, var, lo, hi, filter } => {
                self.expect(lo, Kind::Int);
                self.expect(hi, Kind::Int);
                self.check_range(lo, hi);
                let shadow = self.scope.remove(&var.name);
                self.bind(var, Kind::Int);
                if let Some(b) = self.scope.get_mut(&var.name) {
                    // The loop variable need not be used (`[x for _i in 0..n]` is fine too).
                    b.used = true;
                }
                if let Some(f) = filter {
                    self.expect(f, Kind::Bool);
                }
                let k = self.infer(body);
                self.scope.remove(&var.name);
                if let Some(s) = shadow {
                    self.scope.insert(var.name.clone(), s);
                }
                match k.list() {
                    Some(l) => l,
                    None => {
                        self.error(format!("cannot make a list of {}", k.name()), body.span);
                        Kind::Unknown
                    }
                }
            }
        }
    }

    /// `NAME.field(...)` where `NAME` is a descriptor: its fields and the field name.
    fn descriptor_access(&self, o: &OpExpr) -> Option<(Vec<(String, bool)>, String)> {
        let (d, f) = o.op.name.split_once('.')?;
        let fields = self.globals.descriptors.get(d)?;
        Some((fields.clone(), f.to_string()))
    }

    /// Checks a descriptor accessor: `D.f(v)` (a scalar field, or all elements of an array
    /// field), `D.f(v, i)` (one element of an array field), `D.pack(T, values...)`.
    fn descriptor_call(&mut self, o: &OpExpr, fields: &[(String, bool)], field: String) -> Kind {
        if !o.successors.is_empty()
            || !o.attrs.is_empty()
            || !o.regions.is_empty()
            || o.results.is_some()
        {
            self.error("a descriptor accessor takes only arguments", o.span);
        }
        if field == "pack" {
            if let Some((t, rest)) = o.operands.split_first() {
                self.expect(t, Kind::Type);
                for v in rest {
                    let k = self.infer(v);
                    if !matches!(k, Kind::Value | Kind::Values | Kind::Unknown) {
                        self.error(format!("'pack' takes values, found {}", k.name()), v.span);
                    }
                }
            } else {
                self.error("'pack' takes a type and the field values", o.span);
            }
            return Kind::Value;
        }
        let Some(&(_, array)) = fields.iter().find(|(n, _)| *n == field) else {
            self.error(
                format!("'{}' has no field '{field}'", o.op.name.split('.').next().unwrap_or("")),
                o.op.span,
            );
            for a in &o.operands {
                let _ = self.infer(a);
            }
            return Kind::Unknown;
        };
        match (o.operands.as_slice(), array) {
            ([v], false) => {
                self.expect(v, Kind::Value);
                Kind::Value
            }
            ([v], true) => {
                self.expect(v, Kind::Value);
                Kind::Values
            }
            ([v, i], true) => {
                self.expect(v, Kind::Value);
                self.expect(i, Kind::Int);
                Kind::Value
            }
            _ => {
                for a in &o.operands {
                    let _ = self.infer(a);
                }
                self.error(
                    format!(
                        "'{}' takes the descriptor value{}",
                        o.op.name,
                        if array { " and, optionally, an element index" } else { "" }
                    ),
                    o.span,
                );
                Kind::Unknown
            }
        }
    }

    /// The value of an integer expression made of literals, integer options (at their defaults)
    /// and arithmetic: `None` when it is not constant, an error for a division by zero or an
    /// overflow of 64-bit arithmetic.
    fn const_int(&self, e: &Expr) -> Option<Result<i64, String>> {
        Some(Ok(match &e.kind {
            ExprKind::Int(i) => *i,
            ExprKind::Var(v) if !self.scope.contains_key(&v.name) => {
                *self.globals.int_defaults.get(&v.name)?
            }
            ExprKind::Binary(op, l, r) => {
                let a = match self.const_int(l)? {
                    Ok(a) => a,
                    err => return Some(err),
                };
                let b = match self.const_int(r)? {
                    Ok(b) => b,
                    err => return Some(err),
                };
                let value = match op {
                    BinOp::Div | BinOp::Rem if b == 0 => {
                        return Some(Err("division by zero".into()));
                    }
                    BinOp::Add => a.checked_add(b),
                    BinOp::Sub => a.checked_sub(b),
                    BinOp::Mul => a.checked_mul(b),
                    BinOp::Div => a.checked_div(b),
                    BinOp::Rem => a.checked_rem(b),
                    _ => return None,
                };
                match value {
                    Some(v) => v,
                    None => {
                        return Some(Err(format!(
                            "{a} {} {b} overflows 64-bit integers",
                            op.symbol()
                        )))
                    }
                }
            }
            _ => return None,
        }))
    }

    /// A `for` over constant bounds longer than [`MAX_RANGE`] is an error (the generated code
    /// stops longer ones at run time).
    fn check_range(&mut self, lo: &Expr, hi: &Expr) {
        if let (Some(Ok(a)), Some(Ok(b))) = (self.const_int(lo), self.const_int(hi)) {
            if b.saturating_sub(a) > MAX_RANGE {
                self.error(
                    format!("a loop over {a}..{b} takes more than {MAX_RANGE} steps"),
                    lo.span.to(hi.span),
                );
            }
        }
    }

    /// Checks a constant integer argument of a type constructor against what MLIR accepts.
    fn check_type_arg(&mut self, f: &Ident, args: &[Expr]) {
        let (range, what) = match f.name.as_str() {
            "int" | "sint" | "uint" => (1..=16_777_215, "an integer width"),
            "ptr" => (0..=16_777_215, "an address space"),
            "vector" | "array" => (0..=i64::MAX, "a size"),
            _ => return,
        };
        let Some(arg) = args.first() else { return };
        if let Some(Ok(v)) = self.const_int(arg) {
            if !range.contains(&v) {
                let (lo, hi) = (range.start(), range.end());
                self.error(format!("{what} must be between {lo} and {hi}, not {v}"), arg.span);
            }
        }
    }

    fn call(&mut self, f: &Ident, args: &[Expr], span: Span) -> Kind {
        self.check_type_arg(f, args);
        // Builtins whose arguments may be single items or lists.
        let items = |k: Kind, one: Kind, many: Kind| k == one || k == many || k == Kind::Unknown;
        match f.name.as_str() {
            "struct" | "packed_struct" | "llvm_func" | "block" | "inline" | "pack"
            | "pack_fields" | "vector_of" | "from_scalars" | "convert" | "len" | "nth"
            | "region" | "identified_struct" | "extract" | "insert" => {
                let kinds: Vec<Kind> = args.iter().map(|a| self.infer(a)).collect();
                let bad = |i: usize, want: &str, this: &mut Self| {
                    this.error(
                        format!("'{}' takes {want} here, found {}", f.name, kinds[i].name()),
                        args[i].span,
                    );
                };
                let need = |n: usize, this: &mut Self| {
                    if args.len() < n {
                        this.error(
                            format!(
                                "'{}' takes at least {n} argument(s), {} given",
                                f.name,
                                args.len()
                            ),
                            span,
                        );
                        false
                    } else {
                        true
                    }
                };
                match f.name.as_str() {
                    "convert" => {
                        if args.len() != 1 {
                            self.error(
                                format!("'convert' takes 1 argument(s), {} given", args.len()),
                                span,
                            );
                            return Kind::Unknown;
                        }
                        return match kinds[0] {
                            Kind::Type | Kind::Types | Kind::Unknown => kinds[0],
                            _ => {
                                bad(0, "a type or a list of types", self);
                                Kind::Unknown
                            }
                        };
                    }
                    "nth" => {
                        if args.len() != 2 {
                            self.error(
                                format!("'nth' takes 2 argument(s), {} given", args.len()),
                                span,
                            );
                            return Kind::Unknown;
                        }
                        if !matches!(kinds[1], Kind::Int | Kind::Unknown) {
                            bad(1, "an integer", self);
                        }
                        return match kinds[0] {
                            Kind::Regions => Kind::Region,
                            Kind::Blocks => Kind::Block,
                            Kind::Values => Kind::Value,
                            Kind::Types => Kind::Type,
                            Kind::Ofrs => Kind::Ofr,
                            Kind::Unknown => Kind::Unknown,
                            _ => {
                                bad(0, "a list", self);
                                Kind::Unknown
                            }
                        };
                    }
                    "len" => {
                        if args.len() != 1 {
                            self.error(
                                format!("'len' takes 1 argument(s), {} given", args.len()),
                                span,
                            );
                        } else if !matches!(
                            kinds[0],
                            Kind::Values
                                | Kind::Types
                                | Kind::Ofrs
                                | Kind::Regions
                                | Kind::Blocks
                                | Kind::Unknown
                        ) {
                            bad(0, "a list", self);
                        }
                        return Kind::Int;
                    }
                    "extract" | "insert" => {
                        let lead = if f.name == "extract" { 1 } else { 2 };
                        if need(lead + 1, self) {
                            for (i, k) in kinds.iter().enumerate() {
                                let ok = if i < lead {
                                    matches!(k, Kind::Value | Kind::Unknown)
                                } else {
                                    matches!(k, Kind::Int | Kind::Ofrs | Kind::Unknown)
                                };
                                if !ok {
                                    bad(
                                        i,
                                        if i < lead {
                                            "a value"
                                        } else {
                                            "integers or lists of integers"
                                        },
                                        self,
                                    );
                                }
                            }
                        }
                        return Kind::Value;
                    }
                    "identified_struct" => {
                        if need(2, self) {
                            if !matches!(kinds[0], Kind::Str | Kind::Unknown) {
                                bad(0, "a string", self);
                            }
                            if !matches!(kinds[1], Kind::Bool | Kind::Unknown) {
                                bad(1, "a boolean", self);
                            }
                            for (i, k) in kinds.iter().enumerate().skip(2) {
                                if !items(*k, Kind::Type, Kind::Types) {
                                    bad(i, "types or lists of types", self);
                                }
                            }
                        }
                        return Kind::Type;
                    }
                    "struct" | "packed_struct" | "llvm_func" => {
                        for (i, k) in kinds.iter().enumerate() {
                            if !items(*k, Kind::Type, Kind::Types) {
                                bad(i, "types or lists of types", self);
                            }
                        }
                        if f.name == "llvm_func" && need(1, self) && kinds[0] == Kind::Types {
                            bad(0, "one result type", self);
                        }
                        return Kind::Type;
                    }
                    "block" | "region" => {
                        for (i, k) in kinds.iter().enumerate() {
                            let ok = matches!(
                                k,
                                Kind::Type
                                    | Kind::Types
                                    | Kind::Value
                                    | Kind::Values
                                    | Kind::Unknown
                            );
                            if !ok {
                                bad(i, "argument types (types or values)", self);
                            }
                        }
                        return if f.name == "block" { Kind::Block } else { Kind::Region };
                    }
                    "inline" => {
                        if need(1, self) && !items(kinds[0], Kind::Region, Kind::Region) {
                            bad(0, "a region", self);
                        }
                        for (i, k) in kinds.iter().enumerate().skip(1) {
                            if !items(*k, Kind::Value, Kind::Values) {
                                bad(i, "values", self);
                            }
                        }
                        return Kind::Values;
                    }
                    _ => {
                        // pack(T, values...), pack_fields(T, values...), vector_of(T, values...),
                        // from_scalars(T, values...)
                        if need(1, self) && !items(kinds[0], Kind::Type, Kind::Type) {
                            bad(0, "a type", self);
                        }
                        for (i, k) in kinds.iter().enumerate().skip(1) {
                            if !items(*k, Kind::Value, Kind::Values) {
                                bad(i, "values", self);
                            }
                        }
                        return Kind::Value;
                    }
                }
            }
            _ => {}
        }
        let needs_ir = builtin(&f.name).map_or(
            self.globals.natives.contains_key(&f.name),
            crate::builtins::Builtin::needs_rewriter,
        );
        if let (true, Some(place)) = (needs_ir, self.no_ir) {
            self.error(
                format!(
                    "'{}' reads or builds IR, so {place} cannot call it (op rules and a boundary's out and in can)",
                    f.name
                ),
                f.span,
            );
        }
        let (params, variadic, result): (Vec<Kind>, bool, Kind) = if let Some(b) = builtin(&f.name)
        {
            (b.params.to_vec(), b.variadic, b.result)
        } else if self.globals.enum_maps.contains_key(&f.name) {
            (vec![Kind::Attr], false, Kind::Attr)
        } else if let Some(n) = self.globals.natives.get(&f.name) {
            (
                n.params.iter().map(|s| Kind::from_sort(*s)).collect(),
                false,
                n.ret.map_or(Kind::Values, Kind::from_sort),
            )
        } else {
            self.error(format!("unknown function '{}'", f.name), f.span);
            for a in args {
                let _ = self.infer(a);
            }
            return Kind::Unknown;
        };
        let arity_ok =
            if variadic { args.len() + 1 >= params.len() } else { args.len() == params.len() };
        // `ptr` may be written without arguments as a type constant; `ptr()` is not allowed.
        if !arity_ok {
            self.error(
                format!(
                    "'{}' takes {}{} argument(s), {} given",
                    f.name,
                    if variadic { "at least " } else { "" },
                    params.len().saturating_sub(variadic as usize),
                    args.len()
                ),
                span,
            );
        }
        for (i, a) in args.iter().enumerate() {
            let want = params.get(i).or(if variadic { params.last() } else { None });
            match want {
                Some(k) => {
                    self.expect(a, *k);
                }
                None => {
                    let _ = self.infer(a);
                }
            }
        }
        result
    }
}

fn s_span(s: &Stmt) -> &Span {
    match s {
        Stmt::Let { span, .. } | Stmt::Yield { span, .. } | Stmt::At { span, .. } => span,
        Stmt::For { span, .. } => span,
        Stmt::Expr(e) => &e.span,
    }
}

/// Tries order of rules for one op: priority (higher first), then file order.
fn order_key(r: &OpRule, index: usize) -> (i64, usize) {
    (-r.prio.as_ref().map_or(0, |p| p.value), index)
}

fn type_constraint(p: &OperandPat) -> Option<&TypePat> {
    match p {
        OperandPat::One { ty: Some(t), .. } if t.ctor.name != "_" => Some(t),
        _ => None,
    }
}

/// Whether two operand type constraints can never both hold (different constructors).
fn disjoint(a: &TypePat, b: &TypePat) -> bool {
    fn class(n: &str) -> &str {
        if int_constant_width(n).is_some() {
            "int"
        } else if matches!(n, "f16" | "bf16" | "f32" | "f64" | "f80" | "f128") {
            "float"
        } else {
            n
        }
    }
    let (ca, cb) = (class(&a.ctor.name), class(&b.ctor.name));
    pattern_ctor(&a.ctor.name).is_some()
        && pattern_ctor(&b.ctor.name).is_some()
        && ca != cb
        && !matches!(ca, "llvm" | "_")
        && !matches!(cb, "llvm" | "_")
}

/// Whether rule `a` matches every op rule `b` matches (ignoring guards).
fn subsumes(a: &OpRule, b: &OpRule) -> bool {
    let rest = |r: &OpRule| r.pat.operands.iter().any(|o| matches!(o, OperandPat::Rest(_)));
    let singles =
        |r: &OpRule| r.pat.operands.iter().filter(|o| matches!(o, OperandPat::One { .. })).count();
    // `a` matches every operand count `b` does: with a tail, when it needs no more leading
    // operands than `b`; without one, only when neither has a tail and the counts agree.
    let arity =
        if rest(a) { singles(a) <= singles(b) } else { !rest(b) && singles(a) == singles(b) };
    let no_types = a.pat.operands.iter().all(|o| type_constraint(o).is_none());
    let no_required = a.pat.attrs.iter().all(|x| x.optional);
    let results = a.pat.results.is_none()
        || a.pat
            .results
            .as_ref()
            .is_some_and(|r| r.iter().any(|x| matches!(x, ResultPat::Rest(_))));
    arity && no_types && no_required && results
}

fn overlaps(file: &File, diags: &mut Vec<Diagnostic>) {
    let rules: Vec<(usize, &OpRule)> = file
        .items
        .iter()
        .filter_map(|i| match &i.kind {
            ItemKind::Rule(r) => Some(r),
            _ => None,
        })
        .enumerate()
        .collect();
    // Rules of one op, in file order. Each rule is reported at most once, and a rule reported
    // is not compared further, so that a file of many copies of one rule is checked in linear
    // time and gets one error per copy.
    let mut by_op: HashMap<&str, Vec<(usize, &OpRule)>> = HashMap::default();
    for &(i, r) in &rules {
        by_op.entry(r.pat.op.name.as_str()).or_default().push((i, r));
    }
    let mut groups: Vec<_> = by_op.into_values().collect();
    groups.sort_by_key(|g| g[0].0);
    for rules in groups {
        let mut reported = vec![false; rules.len()];
        overlaps_of_one_op(&rules, &mut reported, diags);
    }
}

/// Where an arm of a rule is: its guard, else its replacement op, else the rule's pattern.
fn arm_span(r: &OpRule) -> Span {
    match (&r.guard, &r.rhs) {
        (Some(g), _) => g.span,
        (None, Rhs::Op(o)) => o.span,
        (None, Rhs::Block(_)) => r.pat.span,
    }
}

fn overlaps_of_one_op(
    rules: &[(usize, &OpRule)],
    reported: &mut [bool],
    diags: &mut Vec<Diagnostic>,
) {
    for (i, (ia, a)) in rules.iter().enumerate() {
        if reported[i] {
            continue;
        }
        for (j, (ib, b)) in rules.iter().enumerate().skip(i + 1) {
            if reported[j] {
                continue;
            }
            let (first, second) =
                if order_key(a, *ia) <= order_key(b, *ib) { (a, b) } else { (b, a) };
            let arms_of_one = a.arm.is_some() && b.arm.is_some() && a.pat.span == b.pat.span;
            if arms_of_one && first.guard.is_none() {
                diags.push(
                    Diagnostic::error(
                        format!(
                            "this arm of the rule for '{}' can never apply",
                            second.pat.op.name
                        ),
                        arm_span(second),
                    )
                    .with_secondary(arm_span(first), "this arm comes first and has no guard")
                    .with_note("give the earlier arm a guard, or move this one before it"),
                );
                reported[if std::ptr::eq(second, b) { j } else { i }] = true;
                continue;
            }
            if first.guard.is_none() && subsumes(first, second) {
                diags.push(
                    Diagnostic::error(
                        format!("this rule for '{}' can never apply", second.pat.op.name),
                        second.pat.span,
                    )
                    .with_secondary(first.pat.span, "this rule is tried first, has no guard, and matches every op the other one matches")
                    .with_note("give it a higher priority (`prio N`), or the other rule a guard"),
                );
                reported[if std::ptr::eq(second, b) { j } else { i }] = true;
                if reported[i] {
                    break;
                }
                continue;
            }
            // The arms of one rule are tried in the order written: not an overlap.
            if a.arm.is_some() && b.arm.is_some() && a.pat.span == b.pat.span {
                continue;
            }
            let same_prio =
                a.prio.as_ref().map_or(0, |p| p.value) == b.prio.as_ref().map_or(0, |p| p.value);
            let both_guarded = a.guard.is_some() && b.guard.is_some();
            let types_disjoint = a
                .pat
                .operands
                .iter()
                .zip(&b.pat.operands)
                .any(|(x, y)| matches!((type_constraint(x), type_constraint(y)), (Some(p), Some(q)) if disjoint(p, q)));
            if same_prio && !both_guarded && !types_disjoint {
                diags.push(
                    Diagnostic::error(
                        format!("rules for '{}' overlap and have the same priority", b.pat.op.name),
                        b.pat.span,
                    )
                    .with_secondary(a.pat.span, "overlaps with this rule")
                    .with_note(
                        "give one of them a priority (`prio N`), or guards that tell them apart",
                    ),
                );
                reported[j] = true;
            }
        }
    }
}
