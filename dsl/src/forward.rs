//! Attribute forwarding: `forward fastmath -> fastmathFlags via fastmath for math.*, arith.*f;`
//! carries an attribute of the source op to every op a rule writes that takes the target
//! attribute, so that each rule need not say so.
//!
//! It is applied to the parsed file, before functions are inlined and before checking: a rule
//! for an op the globs name, whose source op has the attribute and whose pattern does not name
//! it, binds it (optionally, as `_fwd_NAME`), and each op the rule's own text builds that has
//! the target attribute in its signature and does not set it gets `TARGET = VIA(_fwd_NAME)`.
//! Ops built by functions the rule calls are left as the functions write them. A rule that
//! names the attribute in its pattern is left as written.

use crate::ast::*;
use crate::diag::Diagnostic;
use crate::optable::OpSig;
use rustc_hash::FxHashMap as HashMap;

/// Whether op name `name` matches glob `glob` (`*` stands for any run of characters).
pub fn glob_matches(glob: &str, name: &str) -> bool {
    let mut parts = glob.split('*');
    let first = parts.next().unwrap_or("");
    let Some(mut rest) = name.strip_prefix(first) else { return false };
    let parts: Vec<&str> = parts.collect();
    for (i, p) in parts.iter().enumerate() {
        if i + 1 == parts.len() {
            return rest.len() >= p.len() && rest.ends_with(p);
        }
        match rest.find(p) {
            Some(at) => rest = &rest[at + p.len()..],
            None => return false,
        }
    }
    rest.is_empty()
}

/// Replaces the globs of the file's `elementwise` and `float_ops` lists by the ops they match
/// among those the file has rules for (in the order of the rules), less the `except` ones. A
/// plain name stays as it is (the checker checks it). Returns the globs that match nothing and
/// the exceptions that no glob of their list matches.
pub fn expand_op_lists(file: &mut File) -> Vec<Diagnostic> {
    let mut ruled: Vec<String> = Vec::new();
    for it in &file.items {
        if let ItemKind::Rule(r) = &it.kind {
            if !ruled.contains(&r.pat.op.name) {
                ruled.push(r.pat.op.name.clone());
            }
        }
    }
    let mut diags = Vec::new();
    for it in &mut file.items {
        let (ItemKind::Elementwise(l) | ItemKind::FloatOps(l)) = &mut it.kind else { continue };
        let mut names = Vec::new();
        for g in &l.globs {
            if !g.name.contains('*') {
                names.push(g.clone());
                continue;
            }
            let matched: Vec<&String> = ruled.iter().filter(|o| glob_matches(&g.name, o)).collect();
            if matched.is_empty() {
                diags.push(Diagnostic::error(
                    format!("'{}' matches no op this file has rules for", g.name),
                    g.span,
                ));
            }
            names.extend(matched.into_iter().map(|o| Ident::new(o.clone(), g.span)));
        }
        for e in &l.except {
            if !names.iter().any(|n| n.name == e.name) {
                diags.push(Diagnostic::error(
                    format!("'{}' is not in the list it is left out of", e.name),
                    e.span,
                ));
            }
        }
        names.retain(|n| !l.except.iter().any(|e| e.name == n.name));
        *l = OpList { globs: names, except: Vec::new() };
    }
    diags
}

/// Applies the file's `forward` declarations to its rules; problems with the declarations
/// themselves are returned.
pub fn apply(file: &mut File) -> Vec<Diagnostic> {
    let decls: Vec<ForwardDecl> = file
        .items
        .iter()
        .filter_map(|it| match &it.kind {
            ItemKind::Forward(f) => Some(f.clone()),
            _ => None,
        })
        .collect();
    if decls.is_empty() {
        return Vec::new();
    }
    let mut declared: HashMap<String, OpSig> = HashMap::default();
    let mut helpers: Vec<String> = Vec::new();
    for it in &file.items {
        match &it.kind {
            ItemKind::OpDecl(d) => {
                declared.insert(d.name.name.clone(), crate::sema::sig_from_decl(d));
            }
            ItemKind::EnumMap(m) => helpers.push(m.name.name.clone()),
            ItemKind::Function(f) => helpers.push(f.name.name.clone()),
            _ => {}
        }
    }
    let mut diags = Vec::new();
    for d in &decls {
        if !helpers.contains(&d.via.name) {
            diags.push(Diagnostic::error(
                format!("'{}' is neither an enum map nor a function of this file", d.via.name),
                d.via.span,
            ));
        }
    }
    if !diags.is_empty() {
        return diags;
    }
    let sig = |name: &str| declared.get(name).or_else(|| crate::optable::upstream().get(name));
    let has_attr =
        |name: &str, attr: &str| sig(name).is_some_and(|s| s.attrs.iter().any(|g| g.name == attr));
    for it in &mut file.items {
        let ItemKind::Rule(r) = &mut it.kind else { continue };
        for d in &decls {
            let op = r.pat.op.name.clone();
            if !d.ops.iter().any(|g| glob_matches(&g.name, &op))
                || !has_attr(&op, &d.from.name)
                || r.pat.attrs.iter().any(|a| a.name.name == d.from.name)
                || r.pat.attrs_rest.is_some()
            {
                continue;
            }
            let binder = Ident::new(format!("_fwd_{}", d.from.name), d.from.span);
            r.pat.attrs.push(AttrPat { name: d.from.clone(), var: binder.clone(), optional: true });
            let value = |at: Span| {
                let arg = Expr::new(ExprKind::Var(Ident::new(binder.name.clone(), at)), at);
                Expr::new(ExprKind::Call(d.via.clone(), vec![arg]), d.via.span)
            };
            let mut add = |o: &mut OpExpr| {
                if has_attr(&o.op.name, &d.to.name)
                    && !o.attrs.iter().any(|(k, _)| k.name == d.to.name)
                {
                    o.attrs.push((d.to.clone(), value(o.span)));
                }
            };
            match &mut r.rhs {
                Rhs::Op(o) => ops_of_op(o, &mut add),
                Rhs::Block(stmts) => stmts.iter_mut().for_each(|s| ops_of_stmt(s, &mut add)),
            }
        }
    }
    Vec::new()
}

/// Calls `f` on `o` and on every op expression inside it.
fn ops_of_op(o: &mut OpExpr, f: &mut dyn FnMut(&mut OpExpr)) {
    f(o);
    for e in o.operands.iter_mut().chain(o.regions.iter_mut()).chain(o.splices.iter_mut()) {
        ops_of_expr(e, f);
    }
    for (_, e) in &mut o.attrs {
        ops_of_expr(e, f);
    }
    for s in &mut o.successors {
        s.args.iter_mut().for_each(|e| ops_of_expr(e, f));
    }
    for e in o.results.iter_mut().flatten() {
        ops_of_expr(e, f);
    }
}

fn ops_of_expr(e: &mut Expr, f: &mut dyn FnMut(&mut OpExpr)) {
    match &mut e.kind {
        ExprKind::Op(o) => ops_of_op(o, f),
        ExprKind::Call(_, args) | ExprKind::List(args) => {
            args.iter_mut().for_each(|a| ops_of_expr(a, f))
        }
        ExprKind::Binary(_, a, b) => {
            ops_of_expr(a, f);
            ops_of_expr(b, f);
        }
        ExprKind::Not(a) | ExprKind::Is(a, _) => ops_of_expr(a, f),
        ExprKind::If(c, a, b) => {
            ops_of_expr(c, f);
            ops_of_expr(a, f);
            ops_of_expr(b, f);
        }
        ExprKind::Let { value, body, .. } => {
            ops_of_expr(value, f);
            ops_of_expr(body, f);
        }
        ExprKind::For { body, lo, hi, filter, .. } => {
            ops_of_expr(lo, f);
            ops_of_expr(hi, f);
            if let Some(x) = filter {
                ops_of_expr(x, f);
            }
            ops_of_expr(body, f);
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

fn ops_of_stmt(s: &mut Stmt, f: &mut dyn FnMut(&mut OpExpr)) {
    match s {
        Stmt::Let { value, .. } | Stmt::Expr(value) => ops_of_expr(value, f),
        Stmt::Yield { values, .. } => values.iter_mut().for_each(|e| ops_of_expr(e, f)),
        Stmt::For { lo, hi, body, .. } => {
            ops_of_expr(lo, f);
            ops_of_expr(hi, f);
            body.iter_mut().for_each(|s| ops_of_stmt(s, f));
        }
        Stmt::At { .. } => {}
    }
}

#[cfg(test)]
mod tests {
    use super::{apply, expand_op_lists, glob_matches};
    use crate::ast::{ItemKind, OpRule};

    /// A rule that takes the attributes it does not name (`{..rest}`) passes them on itself: the
    /// forward leaves it alone, so the attribute stays in `rest`.
    #[test]
    fn rules_taking_the_rest_of_the_attributes_are_left_as_written() {
        let text = "forward fastmath -> fastmathFlags via fm for math.*;\n\
                    enum_map fm: arith.fastmath -> llvm.fastmath { fast = fast }\n\
                    rule math.sqrt(x) {..rest} => llvm.intr.sqrt(x) {..rest};\n\
                    rule math.exp(x) => llvm.intr.exp(x);\n";
        let mut file = crate::parse::parse(text).unwrap();
        assert!(expand_op_lists(&mut file).is_empty());
        assert!(apply(&mut file).is_empty());
        let rules: Vec<&OpRule> = (file.items.iter())
            .filter_map(|it| match &it.kind {
                ItemKind::Rule(r) => Some(r),
                _ => None,
            })
            .collect();
        assert!(rules[0].pat.attrs.is_empty());
        assert_eq!(rules[1].pat.attrs.len(), 1, "the other rule binds the forwarded attribute");
    }

    #[test]
    fn globs() {
        assert!(glob_matches("math.*", "math.sqrt"));
        assert!(glob_matches("arith.*f", "arith.addf") && !glob_matches("arith.*f", "arith.addi"));
        assert!(
            glob_matches("arith.addf", "arith.addf") && !glob_matches("arith.add", "arith.addf")
        );
        assert!(glob_matches("*.m*f", "arith.maximumf") && !glob_matches("math.*", "arith.addf"));
    }
}
