//! Rule-language functions: `fn name(a, b) = EXPR;` names an expression shared by several rules.
//! Before checking, every call `name(x, y)` is replaced by the body (a function is a macro over
//! expressions, so the checker and the code generator see ordinary expressions). An argument
//! that computes is bound once to a fresh local ahead of the body (`let x__N = ...;`); names,
//! literals and arguments that build IR are put in place of their parameters. Loop variables bound inside a body are renamed at each
//! call, so they never capture a name used by an argument. Every expression node of the rules
//! gets its own id on the way ([`Expr::id`]): the copies of one body at two calls are different
//! nodes, whose kinds the checker records apart.

use crate::ast::*;
use crate::diag::Diagnostic;
use rustc_hash::FxHashMap as HashMap;

/// How deep calls of functions may nest.
const MAX_DEPTH: usize = 32;

/// The most expression nodes one item may have once its calls are inlined: functions that call
/// functions twice grow exponentially, and would otherwise expand for ever.
pub const MAX_EXPANDED_NODES: u32 = 100_000;

/// How deeply an item's expressions may nest once calls are inlined (each inlined body nests
/// inside its call), so that the checker and code generator, which recurse, stay within the
/// stack.
pub const MAX_EXPANDED_DEPTH: usize = 512;

/// Replaces every call of a function declared in `file` by its body. Returns the problems:
/// functions declared twice or shadowing a builtin, calls with the wrong number of arguments,
/// recursion, unused parameters.
pub fn expand(file: &mut File) -> Vec<Diagnostic> {
    let mut diags = Vec::new();
    let mut fns: HashMap<String, FnDecl> = HashMap::default();
    let options: Vec<&str> = file
        .items
        .iter()
        .filter_map(|i| match &i.kind {
            ItemKind::Option(o) => Some(o.name.name.as_str()),
            _ => None,
        })
        .collect();
    for item in &file.items {
        let ItemKind::Function(f) = &item.kind else { continue };
        if crate::sema::builtin(&f.name.name).is_some() {
            diags.push(Diagnostic::error(
                format!("function '{}' would shadow a builtin function", f.name.name),
                f.name.span,
            ));
        } else if let Some(prev) = fns.get(&f.name.name) {
            diags.push(
                Diagnostic::error(
                    format!("function '{}' is declared twice", f.name.name),
                    f.name.span,
                )
                .with_secondary(prev.name.span, "first declared here"),
            );
        } else {
            fns.insert(f.name.name.clone(), f.clone());
        }
        // A body sees its parameters, its own loop variables, options and type constants.
        let mut free = Vec::new();
        free_names(&f.body, &mut Vec::new(), &mut free);
        for v in &free {
            let known = f.params.iter().any(|p| p.name == v.name)
                || options.contains(&v.name.as_str())
                || crate::sema::is_type_constant(&v.name);
            if !known {
                diags.push(Diagnostic::error(
                    format!("'{}' is not a parameter of '{}'", v.name, f.name.name),
                    v.span,
                ));
            }
        }
        // A local name may not hide a parameter (it would silently stop using it).
        visit(&f.body, &mut |e| {
            if let ExprKind::Let { var, .. } = &e.kind {
                if let Some(p) = f.params.iter().find(|p| p.name == var.name) {
                    diags.push(
                        Diagnostic::error(
                            format!("'{}' hides the parameter of that name", var.name),
                            var.span,
                        )
                        .with_secondary(p.span, "the parameter"),
                    );
                }
            }
        });
        for p in &f.params {
            let used = free.iter().any(|v| v.name == p.name);
            if !used && !p.name.starts_with('_') {
                diags.push(
                    Diagnostic::error(format!("parameter '{}' is never used", p.name), p.span)
                        .with_note(format!("rename it to '_{}' if that is intended", p.name)),
                );
            }
        }
    }
    yield_descriptor_fields(file);
    let mut x = Expander {
        fns: &fns,
        diags: &mut diags,
        fresh: 0,
        last_id: 0,
        item_start: 0,
        too_large: false,
        calls: Vec::new(),
    };
    for item in &mut file.items {
        x.item_start = x.last_id;
        x.too_large = false;
        x.item(&mut item.kind);
        if x.too_large {
            x.diags.push(
                Diagnostic::error(
                    format!(
                        "inlining its functions makes this item larger than {MAX_EXPANDED_NODES} \
                         expression nodes"
                    ),
                    item.span,
                )
                .with_note("a function whose body calls another function twice doubles in size"),
            );
        } else if let Some(span) = too_deep(&item.kind) {
            x.diags.push(Diagnostic::error(
                format!(
                    "with its functions inlined, this expression nests deeper than \
                     {MAX_EXPANDED_DEPTH} levels"
                ),
                span,
            ));
        }
    }
    diags
}

/// A right side `=> D.f(v)` with `D` a descriptor reads a field (or packs one, `D.pack`): it is
/// an expression whose value the rule yields, not an op to build.
fn yield_descriptor_fields(file: &mut File) {
    let descriptors: Vec<String> = (file.items.iter())
        .filter_map(|i| match &i.kind {
            ItemKind::Descriptor(d) => Some(d.name.name.clone()),
            _ => None,
        })
        .collect();
    for item in &mut file.items {
        let ItemKind::Rule(r) = &mut item.kind else { continue };
        let Rhs::Op(o) = &r.rhs else { continue };
        if o.op.name.split_once('.').is_some_and(|(d, _)| descriptors.iter().any(|n| n == d)) {
            let span = o.span;
            let e = Expr::new(ExprKind::Op(o.clone()), span);
            r.rhs = Rhs::Block(vec![Stmt::Yield { values: vec![e], span }]);
        }
    }
}

/// The span of an expression of an item that nests deeper than [`MAX_EXPANDED_DEPTH`], if any
/// (measured without recursion).
fn too_deep(kind: &ItemKind) -> Option<Span> {
    let mut roots: Vec<&Expr> = Vec::new();
    match kind {
        ItemKind::Type(t) => {
            roots.extend(t.guard.iter());
            let (TypeResult::Type(e) | TypeResult::Error(e)) = &t.result;
            roots.push(e);
        }
        ItemKind::Rule(r) => {
            roots.extend(r.guard.iter());
            match &r.rhs {
                Rhs::Op(o) => roots.extend(op_children(o)),
                Rhs::Block(stmts) => stmt_roots(stmts, &mut roots),
            }
        }
        ItemKind::Boundary(b) => {
            roots.extend(b.guard.iter());
            if let BoundaryHow::As { ty, out, inn, .. } = &b.how {
                roots.extend([ty, out, inn]);
            }
        }
        _ => {}
    }
    let mut todo: Vec<(&Expr, usize)> = roots.into_iter().map(|e| (e, 1)).collect();
    while let Some((e, depth)) = todo.pop() {
        if depth > MAX_EXPANDED_DEPTH {
            return Some(e.span);
        }
        for_each_child(e, &mut |c| todo.push((c, depth + 1)));
    }
    None
}

/// Every name statements read: values, blocks (`^b`, `at ^b`, successors), in `for` bodies
/// too (a superset of their free names: names they bind themselves are included).
pub(crate) fn names_in_stmts(stmts: &[Stmt]) -> rustc_hash::FxHashSet<String> {
    let mut names = rustc_hash::FxHashSet::default();
    let mut roots = Vec::new();
    stmt_roots(stmts, &mut roots);
    for r in roots {
        names_in_expr(r, &mut names);
    }
    let mut todo: Vec<&Stmt> = stmts.iter().collect();
    while let Some(s) = todo.pop() {
        match s {
            Stmt::At { block, .. } => {
                names.insert(block.name.clone());
            }
            Stmt::For { body, .. } => todo.extend(body.iter()),
            _ => {}
        }
    }
    names
}

/// Adds every name `e` reads (values and blocks, bound inside it or not) to `names`.
pub(crate) fn names_in_expr(e: &Expr, names: &mut rustc_hash::FxHashSet<String>) {
    visit(e, &mut |e| match &e.kind {
        ExprKind::Var(v) | ExprKind::Block(v) => {
            names.insert(v.name.clone());
        }
        ExprKind::Op(o) => names.extend(o.successors.iter().map(|s| s.block.name.clone())),
        _ => {}
    });
}

/// The expressions of statements, `for` bodies included.
fn stmt_roots<'e>(stmts: &'e [Stmt], roots: &mut Vec<&'e Expr>) {
    let mut todo: Vec<&Stmt> = stmts.iter().collect();
    while let Some(s) = todo.pop() {
        match s {
            Stmt::Let { value, .. } => roots.push(value),
            Stmt::Yield { values, .. } => roots.extend(values.iter()),
            Stmt::Expr(e) => roots.push(e),
            Stmt::For { lo, hi, body, .. } => {
                roots.push(lo);
                roots.push(hi);
                todo.extend(body.iter());
            }
            Stmt::At { .. } => {}
        }
    }
}

/// The expressions of a target op (see [`op_children_mut`]).
pub(crate) fn op_children(o: &OpExpr) -> impl Iterator<Item = &Expr> {
    o.operands
        .iter()
        .chain(o.successors.iter().flat_map(|s| s.args.iter()))
        .chain(o.attrs.iter().map(|(_, e)| e))
        .chain(o.splices.iter())
        .chain(o.regions.iter())
        .chain(o.results.iter().flatten())
}

/// The names `e` uses that it does not bind itself (`bound`: the loop variables in scope).
fn free_names(e: &Expr, bound: &mut Vec<String>, out: &mut Vec<Ident>) {
    match &e.kind {
        ExprKind::Var(v) if !bound.contains(&v.name) => out.push(v.clone()),
        ExprKind::For { body, var, lo, hi, filter } => {
            free_names(lo, bound, out);
            free_names(hi, bound, out);
            bound.push(var.name.clone());
            free_names(body, bound, out);
            if let Some(c) = filter {
                free_names(c, bound, out);
            }
            bound.pop();
        }
        ExprKind::Let { var, value, body } => {
            free_names(value, bound, out);
            bound.push(var.name.clone());
            free_names(body, bound, out);
            bound.pop();
        }
        // Every other form binds nothing: look at its direct subexpressions.
        _ => for_each_child(e, &mut |x| free_names(x, bound, out)),
    }
}

/// Calls `f` on the direct subexpressions of `e`.
fn for_each_child<'e>(e: &'e Expr, f: &mut impl FnMut(&'e Expr)) {
    match &e.kind {
        ExprKind::Op(o) => {
            o.operands.iter().for_each(&mut *f);
            o.successors.iter().flat_map(|s| &s.args).for_each(&mut *f);
            o.attrs.iter().for_each(|(_, x)| f(x));
            o.splices.iter().for_each(&mut *f);
            o.regions.iter().for_each(&mut *f);
            o.results.iter().flatten().for_each(&mut *f);
        }
        ExprKind::Call(_, args) | ExprKind::List(args) => args.iter().for_each(&mut *f),
        ExprKind::Binary(_, a, b) => {
            f(a);
            f(b);
        }
        ExprKind::Not(a) | ExprKind::Is(a, _) => f(a),
        ExprKind::If(c, a, b) => {
            f(c);
            f(a);
            f(b);
        }
        ExprKind::For { body, lo, hi, filter, .. } => {
            f(lo);
            f(hi);
            f(body);
            if let Some(c) = filter {
                f(c);
            }
        }
        ExprKind::Let { value, body, .. } => {
            f(value);
            f(body);
        }
        ExprKind::EnumAttr { .. }
        | ExprKind::Str(_)
        | ExprKind::Int(_)
        | ExprKind::Bool(_)
        | ExprKind::SelfType
        | ExprKind::Var(_)
        | ExprKind::Block(_) => {}
    }
}

/// The expressions of a target op: operands, successor operands, attributes, splices, regions
/// and result types.
fn op_children_mut(o: &mut OpExpr) -> impl Iterator<Item = &mut Expr> {
    o.operands
        .iter_mut()
        .chain(o.successors.iter_mut().flat_map(|s| s.args.iter_mut()))
        .chain(o.attrs.iter_mut().map(|(_, e)| e))
        .chain(o.splices.iter_mut())
        .chain(o.regions.iter_mut())
        .chain(o.results.iter_mut().flatten())
}

/// Calls `f` on `e` and every expression inside it.
fn visit(e: &Expr, f: &mut dyn FnMut(&Expr)) {
    f(e);
    for_each_child(e, &mut |x| visit(x, f));
}

struct Expander<'a> {
    fns: &'a HashMap<String, FnDecl>,
    diags: &'a mut Vec<Diagnostic>,
    /// Counter for renamed loop variables.
    fresh: usize,
    /// The last node id given out.
    last_id: u32,
    /// `last_id` when the current item began.
    item_start: u32,
    /// Whether the current item grew past [`MAX_EXPANDED_NODES`] (its calls are no longer
    /// inlined).
    too_large: bool,
    /// The functions whose bodies are being expanded, outermost first.
    calls: Vec<String>,
}

impl Expander<'_> {
    fn item(&mut self, kind: &mut ItemKind) {
        match kind {
            ItemKind::Type(t) => {
                self.opt(&mut t.guard);
                let (TypeResult::Type(e) | TypeResult::Error(e)) = &mut t.result;
                self.expr(e, 0);
            }
            ItemKind::Rule(r) => {
                self.opt(&mut r.guard);
                match &mut r.rhs {
                    Rhs::Op(o) => self.op(o, 0),
                    Rhs::Block(stmts) => self.stmts(stmts),
                }
            }
            ItemKind::Boundary(b) => {
                self.opt(&mut b.guard);
                if let BoundaryHow::As { ty, out, inn, .. } = &mut b.how {
                    self.expr(ty, 0);
                    self.expr(out, 0);
                    self.expr(inn, 0);
                }
            }
            ItemKind::Use(_)
            | ItemKind::Forward(_)
            | ItemKind::Function(_)
            | ItemKind::Option(_)
            | ItemKind::Native(_)
            | ItemKind::EnumMap(_)
            | ItemKind::OpDecl(_)
            | ItemKind::Descriptor(_)
            | ItemKind::Elementwise(_)
            | ItemKind::FloatOps(_) => {}
        }
    }

    fn opt(&mut self, e: &mut Option<Expr>) {
        if let Some(e) = e {
            self.expr(e, 0);
        }
    }

    fn stmts(&mut self, stmts: &mut [Stmt]) {
        for s in stmts {
            match s {
                Stmt::Let { value, .. } => self.expr(value, 0),
                Stmt::Yield { values, .. } => values.iter_mut().for_each(|v| self.expr(v, 0)),
                Stmt::Expr(e) => self.expr(e, 0),
                Stmt::For { lo, hi, body, .. } => {
                    self.expr(lo, 0);
                    self.expr(hi, 0);
                    self.stmts(body);
                }
                Stmt::At { .. } => {}
            }
        }
    }

    fn op(&mut self, o: &mut OpExpr, depth: usize) {
        for e in op_children_mut(o) {
            self.expr(e, depth);
        }
    }

    /// Expands the calls in `e` and numbers its nodes, children first. A node visited again (an
    /// argument inside the body it was put into) gets a new id, so ids stay unique.
    fn expr(&mut self, e: &mut Expr, depth: usize) {
        self.expand_expr(e, depth);
        self.last_id += 1;
        e.id = ExprId(self.last_id);
    }

    fn expand_expr(&mut self, e: &mut Expr, depth: usize) {
        match &mut e.kind {
            ExprKind::Call(f, args) => {
                args.iter_mut().for_each(|a| self.expr(a, depth));
                let Some(decl) = self.fns.get(&f.name) else { return };
                if self.too_large || self.last_id - self.item_start > MAX_EXPANDED_NODES {
                    self.too_large = true;
                    return;
                }
                if self.calls.contains(&f.name) {
                    self.diags.push(Diagnostic::error(
                        format!("function '{}' calls itself (directly or not)", f.name),
                        f.span,
                    ));
                    return;
                }
                if depth >= MAX_DEPTH {
                    self.diags.push(Diagnostic::error(
                        format!("functions call each other more than {MAX_DEPTH} deep here"),
                        f.span,
                    ));
                    return;
                }
                if args.len() != decl.params.len() {
                    self.diags.push(
                        Diagnostic::error(
                            format!(
                                "'{}' takes {} argument(s), {} given",
                                f.name,
                                decl.params.len(),
                                args.len()
                            ),
                            e.span,
                        )
                        .with_secondary(decl.name.span, "declared here"),
                    );
                    return;
                }
                self.fresh += 1;
                let suffix = format!("__{}", self.fresh);
                // Call by value: an argument that computes something is bound once to a fresh
                // local (`let p__N = arg;`), so it is evaluated once however often the body
                // uses it; names and literals are put in place as they are (a pattern binder
                // must stay itself: `type(x)` of a binder is its source type).
                let mut lets = Vec::new();
                let mut named = Vec::new();
                for (p, a) in decl.params.iter().zip(args.iter_mut()) {
                    if trivial(a) || builds_ir(a) {
                        named.push((p.name.as_str(), a.clone()));
                    } else {
                        let fresh = Ident::new(format!("{}{suffix}", p.name), p.span);
                        let placeholder = Expr::new(ExprKind::Bool(false), a.span);
                        let value = std::mem::replace(a, placeholder);
                        named.push((
                            p.name.as_str(),
                            Expr::new(ExprKind::Var(fresh.clone()), p.span),
                        ));
                        lets.push((fresh, value));
                    }
                }
                let bound: HashMap<&str, &Expr> = named.iter().map(|(p, a)| (*p, a)).collect();
                let mut body = decl.body.clone();
                substitute(&mut body, &bound, &suffix, &mut Vec::new());
                for (var, value) in lets.into_iter().rev() {
                    let span = e.span;
                    body = Expr::new(
                        ExprKind::Let { var, value: Box::new(value), body: Box::new(body) },
                        span,
                    );
                }
                self.calls.push(f.name.clone());
                self.expr(&mut body, depth + 1);
                self.calls.pop();
                *e = body;
            }
            ExprKind::Op(o) => self.op(o, depth),
            ExprKind::List(xs) => xs.iter_mut().for_each(|x| self.expr(x, depth)),
            ExprKind::Binary(_, a, b) => {
                self.expr(a, depth);
                self.expr(b, depth);
            }
            ExprKind::Not(a) | ExprKind::Is(a, _) => self.expr(a, depth),
            ExprKind::If(c, a, b) => {
                self.expr(c, depth);
                self.expr(a, depth);
                self.expr(b, depth);
            }
            ExprKind::For { body, lo, hi, filter, .. } => {
                self.expr(lo, depth);
                self.expr(hi, depth);
                self.expr(body, depth);
                if let Some(c) = filter {
                    self.expr(c, depth);
                }
            }
            ExprKind::Let { value, body, .. } => {
                self.expr(value, depth);
                self.expr(body, depth);
            }
            ExprKind::EnumAttr { .. }
            | ExprKind::Str(_)
            | ExprKind::Int(_)
            | ExprKind::Bool(_)
            | ExprKind::SelfType
            | ExprKind::Var(_)
            | ExprKind::Block(_) => {}
        }
    }
}

/// Whether an argument may add to the IR: an op, a call of a builtin that builds, or of a
/// native. Such an argument is put in place of its parameter, so that what it builds is built
/// where (and as often as) the body uses it.
fn builds_ir(e: &Expr) -> bool {
    let mut builds = false;
    visit(e, &mut |x| match &x.kind {
        ExprKind::Op(_) => builds = true,
        ExprKind::Call(f, _) => {
            builds |= crate::builtins::lookup(&f.name).is_none_or(|b| b.builds_ir())
        }
        _ => {}
    });
    builds
}

/// Whether an argument is put in place of its parameter as it is rather than bound to a local:
/// names (a pattern binder stays a binder) and literals.
fn trivial(e: &Expr) -> bool {
    matches!(
        e.kind,
        ExprKind::Var(_)
            | ExprKind::Str(_)
            | ExprKind::Int(_)
            | ExprKind::Bool(_)
            | ExprKind::SelfType
            | ExprKind::EnumAttr { .. }
            | ExprKind::Block(_)
    )
}

/// A name as its function spells it: `name` without the `__N` suffix that inlining gives the
/// names a body binds.
pub fn source_name(name: &str) -> &str {
    match name.rsplit_once("__") {
        Some((base, n))
            if !base.is_empty() && !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()) =>
        {
            base
        }
        _ => name,
    }
}

/// Puts the arguments in place of the parameters in a copy of a body, renaming the loop
/// variables the body binds (`inner` holds those in scope) with `suffix`.
fn substitute(e: &mut Expr, args: &HashMap<&str, &Expr>, suffix: &str, inner: &mut Vec<String>) {
    match &mut e.kind {
        ExprKind::Var(v) => {
            if inner.contains(&v.name) {
                v.name.push_str(suffix);
            } else if let Some(a) = args.get(v.name.as_str()) {
                *e = (*a).clone();
            }
        }
        ExprKind::For { body, var, lo, hi, filter } => {
            substitute(lo, args, suffix, inner);
            substitute(hi, args, suffix, inner);
            inner.push(var.name.clone());
            substitute(body, args, suffix, inner);
            if let Some(c) = filter {
                substitute(c, args, suffix, inner);
            }
            inner.pop();
            var.name.push_str(suffix);
        }
        ExprKind::Let { var, value, body } => {
            substitute(value, args, suffix, inner);
            inner.push(var.name.clone());
            substitute(body, args, suffix, inner);
            inner.pop();
            // An effect statement's `_` names nothing, so it is never captured or renamed.
            if var.name != crate::parse::EFFECT {
                var.name.push_str(suffix);
            }
        }
        ExprKind::Op(o) => {
            for x in op_children_mut(o) {
                substitute(x, args, suffix, inner);
            }
        }
        ExprKind::Call(_, xs) | ExprKind::List(xs) => {
            xs.iter_mut().for_each(|x| substitute(x, args, suffix, inner))
        }
        ExprKind::Binary(_, a, b) => {
            substitute(a, args, suffix, inner);
            substitute(b, args, suffix, inner);
        }
        ExprKind::Not(a) | ExprKind::Is(a, _) => substitute(a, args, suffix, inner),
        ExprKind::If(c, a, b) => {
            substitute(c, args, suffix, inner);
            substitute(a, args, suffix, inner);
            substitute(b, args, suffix, inner);
        }
        ExprKind::EnumAttr { .. }
        | ExprKind::Str(_)
        | ExprKind::Int(_)
        | ExprKind::Bool(_)
        | ExprKind::SelfType
        | ExprKind::Block(_) => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The rules of `text` once its functions are inlined, as the printer writes them.
    fn expanded(text: &str) -> Vec<String> {
        let mut file = crate::parse::parse(text).expect("parses");
        assert!(expand(&mut file).is_empty());
        let rules = file.items.iter().filter(|i| matches!(i.kind, ItemKind::Rule(_)));
        rules.map(crate::print::item).collect()
    }

    #[test]
    fn computing_arguments_are_bound_once_and_the_rest_put_in_place() {
        let rules = expanded(
            "fn small(t) = t is f16 || t is bf16;\n\
             fn twice(v) = llvm.add(v, v);\n\
             rule a.f(..xs) where small(nth(types(xs), 0)) => a.g(xs);\n\
             rule a.h(x) => twice(x);\n\
             rule a.k(x) => twice(llvm.mul(x, x));\n",
        );
        // A computed argument: once, in a local, before the body.
        assert!(
            rules[0].contains("{ let t__1 = nth(types(xs), 0); t__1 is f16 || t__1 is bf16 }"),
            "{}",
            rules[0]
        );
        // A binder stays itself.
        assert!(rules[1].contains("llvm.add(x, x)"), "{}", rules[1]);
        // An op is built where the body uses it.
        assert!(rules[2].contains("llvm.add(llvm.mul(x, x), llvm.mul(x, x))"), "{}", rules[2]);
    }

    #[test]
    fn effect_statements_stay_in_order_and_print_as_written() {
        let rules = expanded(
            "fn noted(x) { declare(\"f\", llvm_func(void)); let y = llvm.add(x, x); f(y); y }\n\
             rule a.f(x, z) => llvm.mul(noted(x), noted(z));\n",
        );
        // Each copy of the body keeps its statements, in order, around its own locals.
        assert_eq!(
            rules[0],
            "rule a.f(x, z) => llvm.mul({ declare(\"f\", llvm_func(void)); let y__1 = \
             llvm.add(x, x); f(y__1); y__1 }, { declare(\"f\", llvm_func(void)); let y__2 = \
             llvm.add(z, z); f(y__2); y__2 });",
        );
    }
}
