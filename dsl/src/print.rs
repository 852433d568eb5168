//! [`ast`](crate::ast) back to rule text. Re-parsing the printed text gives the same tree.

use crate::ast::*;
use std::fmt::Write;

/// Prints a whole file.
pub fn file(f: &File) -> String {
    let mut out = String::new();
    for it in &f.items {
        out.push_str(&item(it));
        out.push('\n');
    }
    out
}

/// Prints one item, doc comments included. A later arm of a rule with several prints as that
/// arm alone, continuing the rule printed before it.
pub fn item(it: &Item) -> String {
    let mut out = String::new();
    if let ItemKind::Rule(OpRule { arm: Some((i, _)), .. }) = &it.kind {
        if *i > 0 {
            out.push_str("   ");
            let ItemKind::Rule(r) = &it.kind else { unreachable!() };
            rule_arm(&mut out, r);
            return out;
        }
    }
    for d in &it.docs {
        let _ = writeln!(out, "/// {d}");
    }
    match &it.kind {
        ItemKind::Forward(f) => {
            let ops: Vec<&str> = f.ops.iter().map(|o| o.name.as_str()).collect();
            let _ = write!(
                out,
                "forward {} -> {} via {} for {};",
                f.from.name,
                f.to.name,
                f.via.name,
                ops.join(", ")
            );
        }
        ItemKind::Use(u) => {
            let _ = write!(out, "use {};", quote(&u.path));
        }
        ItemKind::Option(o) => {
            let kind = match o.kind {
                OptionKind::Int => "int",
                OptionKind::Bool => "bool",
            };
            let _ = write!(out, "option {}: {kind} = {};", o.name.name, literal(o.default));
        }
        ItemKind::Native(n) => {
            let params: Vec<_> = n.params.iter().map(|s| s.keyword()).collect();
            let _ = write!(out, "native {}({})", n.name.name, params.join(", "));
            if let Some(r) = n.ret {
                let _ = write!(out, " -> {}", r.keyword());
            }
            out.push(';');
        }
        ItemKind::EnumMap(m) => {
            let to = match &m.to {
                EnumTarget::Kind(k) => k.name.clone(),
                EnumTarget::Int => "int".into(),
            };
            let entries: Vec<_> = m
                .entries
                .iter()
                .map(|(k, v)| match v {
                    EnumValue::Case(c) => format!("{} = {}", k.name, c.name),
                    EnumValue::Int(i) => format!("{} = {i}", k.name),
                })
                .collect();
            let _ = write!(
                out,
                "enum_map {}: {} -> {to} {{ {} }}",
                m.name.name,
                m.from.name,
                entries.join(", ")
            );
        }
        ItemKind::OpDecl(d) => {
            let groups = |gs: &[DeclGroup]| {
                gs.iter()
                    .map(|g| {
                        let mark = if g.variadic {
                            "*"
                        } else if g.optional {
                            "?"
                        } else {
                            ""
                        };
                        format!("{}{mark}", g.name.name)
                    })
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            let _ = write!(out, "op {}({})", d.name.name, groups(&d.operands));
            if !d.attrs.is_empty() {
                let _ = write!(out, " {{{}}}", groups(&d.attrs));
            }
            let _ = write!(out, " -> ({});", groups(&d.results));
        }
        ItemKind::Type(t) => {
            let _ = write!(out, "type {}", type_pat(&t.pat));
            guard_prio(&mut out, &t.guard, &t.prio);
            match &t.result {
                TypeResult::Type(e) => {
                    let _ = write!(out, " => {};", expr(e));
                }
                TypeResult::Error(msg) => {
                    let _ = write!(out, " => error {};", expr(msg));
                }
            }
        }
        ItemKind::Descriptor(d) => {
            let f: Vec<_> = d
                .fields
                .iter()
                .map(|(n, a)| if *a { format!("{}[]", n.name) } else { n.name.clone() })
                .collect();
            let _ = write!(out, "descriptor {} {{ {} }}", d.name.name, f.join(", "));
        }
        ItemKind::Function(f) => {
            let params: Vec<&str> = f.params.iter().map(|p| p.name.as_str()).collect();
            let params = params.join(", ");
            if matches!(f.body.kind, ExprKind::Let { .. }) {
                let _ = write!(out, "fn {}({params}) {}", f.name.name, expr(&f.body));
            } else {
                let _ = write!(out, "fn {}({params}) = {};", f.name.name, expr(&f.body));
            }
        }
        ItemKind::Elementwise(ops) => {
            let _ = write!(out, "elementwise {};", op_list(ops));
        }
        ItemKind::FloatOps(ops) => {
            let _ = write!(out, "float_ops {};", op_list(ops));
        }
        ItemKind::Boundary(b) => {
            let _ = write!(out, "boundary {}", type_pat(&b.pat));
            guard_prio(&mut out, &b.guard, &None);
            match &b.how {
                BoundaryHow::Expand => out.push_str(" => expand;"),
                BoundaryHow::Error(m, _) => {
                    let _ = write!(out, " => error {};", quote(m));
                }
                BoundaryHow::As { ty, out_var, out: o, in_var, inn } => {
                    let _ = write!(
                        out,
                        " => {}, out({}) = {}, in({}) = {};",
                        expr(ty),
                        out_var.name,
                        expr(o),
                        in_var.name,
                        expr(inn)
                    );
                }
            }
        }
        ItemKind::Rule(r) => {
            let _ = write!(out, "rule {}", op_pat(&r.pat));
            rule_arm(&mut out, r);
        }
    }
    out
}

/// A rule's guard, priority and replacement.
fn rule_arm(out: &mut String, r: &OpRule) {
    guard_prio(out, &r.guard, &r.prio);
    match &r.rhs {
        Rhs::Op(o) => {
            let _ = write!(out, " => {};", op_expr(o));
        }
        Rhs::Block(stmts) => {
            out.push_str(" => {\n");
            for s in stmts {
                let _ = writeln!(out, "    {}", stmt(s));
            }
            out.push('}');
            // A block is followed by `;` where another arm follows, for the reader's eye.
            if r.arm.is_some_and(|(i, n)| i + 1 < n) {
                out.push(';');
            }
        }
    }
}

fn guard_prio(out: &mut String, guard: &Option<Expr>, prio: &Option<Priority>) {
    if let Some(g) = guard {
        let _ = write!(out, " where {}", expr(g));
    }
    if let Some(p) = prio {
        let _ = write!(out, " prio {}", p.value);
    }
}

fn literal(l: Literal) -> String {
    match l {
        Literal::Int(i) => i.to_string(),
        Literal::Bool(b) => b.to_string(),
    }
}

fn quote(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// `a.*, b.c except a.d`.
fn op_list(l: &OpList) -> String {
    let names = |v: &[Ident]| v.iter().map(|o| o.name.as_str()).collect::<Vec<_>>().join(", ");
    if l.except.is_empty() {
        names(&l.globs)
    } else {
        format!("{} except {}", names(&l.globs), names(&l.except))
    }
}

/// Prints a type pattern.
pub fn type_pat(p: &TypePat) -> String {
    match &p.args {
        None => p.ctor.name.clone(),
        Some(args) => {
            let a: Vec<_> = args.iter().map(type_pat).collect();
            format!("{}({})", p.ctor.name, a.join(", "))
        }
    }
}

/// Prints an op pattern.
pub fn op_pat(p: &OpPat) -> String {
    let operands: Vec<_> = p
        .operands
        .iter()
        .map(|o| match o {
            OperandPat::One { name, ty: None } => name.name.clone(),
            OperandPat::One { name, ty: Some(t) } => format!("{}: {}", name.name, type_pat(t)),
            OperandPat::Rest(n) => format!("..{}", n.name),
        })
        .collect();
    let mut out = format!("{}({})", p.op.name, operands.join(", "));
    if !p.successors.is_empty() {
        let s: Vec<_> = p
            .successors
            .iter()
            .map(|s| match &s.args {
                Some(a) => format!("^{}(..{})", s.block.name, a.name),
                None => format!("^{}", s.block.name),
            })
            .collect();
        let _ = write!(out, "[{}]", s.join(", "));
    }
    if !p.attrs.is_empty() || p.attrs_rest.is_some() {
        let mut attrs: Vec<_> = p
            .attrs
            .iter()
            .map(|a| {
                format!("{} = {}{}", a.name.name, a.var.name, if a.optional { "?" } else { "" })
            })
            .collect();
        attrs.extend(p.attrs_rest.iter().map(|r| format!("..{}", r.name)));
        let _ = write!(out, " {{{}}}", attrs.join(", "));
    }
    if !p.regions.is_empty() {
        let n = p.regions.len();
        let r: Vec<_> = p
            .regions
            .iter()
            .enumerate()
            .map(|(i, r)| {
                if p.regions_rest && i + 1 == n {
                    format!("..{}", r.name)
                } else {
                    r.name.clone()
                }
            })
            .collect();
        let _ = write!(out, " regions({})", r.join(", "));
    }
    if let Some(results) = &p.results {
        let rs: Vec<_> = results
            .iter()
            .map(|r| match r {
                ResultPat::One(n) => n.name.clone(),
                ResultPat::Rest(n) => format!("..{}", n.name),
            })
            .collect();
        let _ = write!(out, " -> ({})", rs.join(", "));
    }
    out
}

fn stmt(s: &Stmt) -> String {
    match s {
        Stmt::Let { names, value, rest: false, .. } if names.len() == 1 => {
            format!("let {} = {};", names[0].name, expr(value))
        }
        Stmt::Let { names, value, rest, .. } => {
            let mut n: Vec<_> = names.iter().map(|n| n.name.clone()).collect();
            if *rest {
                let last = n.pop().unwrap_or_default();
                n.push(format!("..{last}"));
            }
            format!("let ({}) = {};", n.join(", "), expr(value))
        }
        Stmt::At { block, .. } => format!("at ^{};", block.name),
        Stmt::For { var, lo, hi, body, .. } => {
            let b: Vec<_> = body.iter().map(stmt).collect();
            // An expression ending in an op right before `{` would take the body for the op's
            // attributes: parenthesize anything but a name or a number.
            let hi_text = match &hi.kind {
                ExprKind::Var(_) | ExprKind::Int(_) => expr_prec(hi, 4),
                _ => format!("({})", expr(hi)),
            };
            format!("for {} in {}..{} {{ {} }}", var.name, expr_prec(lo, 4), hi_text, b.join(" "))
        }
        Stmt::Yield { values, .. } if values.is_empty() => "yield;".into(),
        Stmt::Yield { values, .. } => {
            let v: Vec<_> = values.iter().map(expr).collect();
            format!("yield {};", v.join(", "))
        }
        Stmt::Expr(e) => format!("{};", expr(e)),
    }
}

/// Prints a target op expression.
pub fn op_expr(o: &OpExpr) -> String {
    let operands: Vec<_> = o.operands.iter().map(expr).collect();
    let mut out = format!("{}({})", o.op.name, operands.join(", "));
    if !o.successors.is_empty() {
        let s: Vec<_> = o
            .successors
            .iter()
            .map(|s| {
                let a: Vec<_> = s.args.iter().map(expr).collect();
                format!("^{}({})", s.block.name, a.join(", "))
            })
            .collect();
        let _ = write!(out, "[{}]", s.join(", "));
    }
    if !o.attrs.is_empty() || !o.splices.is_empty() {
        let mut attrs: Vec<_> =
            o.attrs.iter().map(|(k, v)| format!("{} = {}", k.name, expr(v))).collect();
        attrs.extend(o.splices.iter().map(|d| format!("..{}", expr(d))));
        let _ = write!(out, " {{{}}}", attrs.join(", "));
    }
    if !o.regions.is_empty() {
        let r: Vec<_> = o.regions.iter().map(expr).collect();
        let _ = write!(out, " regions({})", r.join(", "));
    }
    if let Some(results) = &o.results {
        let r: Vec<_> = results.iter().map(expr).collect();
        // Always parenthesize: `: (a)` re-parses as one type just like `: a`.
        let _ = write!(out, " : ({})", r.join(", "));
    }
    out
}

/// Prints an expression with the parentheses its structure needs.
pub fn expr(e: &Expr) -> String {
    expr_prec(e, 0)
}

fn expr_prec(e: &Expr, min: u8) -> String {
    match &e.kind {
        // A `fn` body with local names (the only place the parser makes them).
        ExprKind::Let { .. } => {
            let mut out = String::from("{");
            let mut e = e;
            while let ExprKind::Let { var, value, body } = &e.kind {
                if var.name == crate::parse::EFFECT {
                    out.push_str(&format!(" {};", expr(value)));
                } else {
                    out.push_str(&format!(" let {} = {};", var.name, expr(value)));
                }
                e = body;
            }
            out.push_str(&format!(" {} }}", expr(e)));
            out
        }
        ExprKind::Op(o) => op_expr(o),
        ExprKind::Call(f, args) => {
            let a: Vec<_> = args.iter().map(expr).collect();
            format!("{}({})", f.name, a.join(", "))
        }
        ExprKind::EnumAttr { kind, cases } => {
            let c: Vec<_> = cases.iter().map(|c| c.name.as_str()).collect();
            format!("#{}<{}>", kind.name, c.join(", "))
        }
        ExprKind::Str(s) => quote(s),
        ExprKind::Int(i) if *i < 0 => format!("({i})"),
        ExprKind::Int(i) => i.to_string(),
        ExprKind::Bool(b) => b.to_string(),
        ExprKind::SelfType => "self".into(),
        ExprKind::Var(v) => v.name.clone(),
        ExprKind::Block(b) => format!("^{}", b.name),
        ExprKind::List(items) => {
            let i: Vec<_> = items.iter().map(expr).collect();
            format!("[{}]", i.join(", "))
        }
        ExprKind::If(c, a, b) => format!("if {} {{ {} }} else {{ {} }}", expr(c), expr(a), expr(b)),
        ExprKind::For { body, var, lo, hi, filter } => format!(
            "[{} for {} in {}..{}{}]",
            expr(body),
            var.name,
            expr_prec(lo, 4),
            expr_prec(hi, 4),
            filter.as_ref().map(|f| format!(" if {}", expr(f))).unwrap_or_default()
        ),
        ExprKind::Not(inner) => format!("!{}", expr_prec(inner, 6)),
        ExprKind::Is(inner, pat) => {
            let s = format!("{} is {}", expr_prec(inner, 4), type_pat(pat));
            if min > 3 {
                format!("({s})")
            } else {
                s
            }
        }
        ExprKind::Binary(op, l, r) => {
            let p = op.precedence();
            // Comparisons do not chain; everything else is left-associative.
            let (lp, rp) = if p == 3 { (4, 4) } else { (p, p + 1) };
            let s = format!("{} {} {}", expr_prec(l, lp), op.symbol(), expr_prec(r, rp));
            if p < min {
                format!("({s})")
            } else {
                s
            }
        }
    }
}
