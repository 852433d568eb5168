//! Rule text to [`ast`](crate::ast), with the pest grammar in `grammar.pest`.

use crate::ast::*;
use crate::diag::Diagnostic;
use pest::iterators::Pair;
use pest::Parser as _;

mod grammar {
    #![allow(missing_docs)]
    #[derive(pest_derive::Parser)]
    #[grammar = "grammar.pest"]
    pub(super) struct RuleParser;
}
use grammar::{Rule, RuleParser};

type P<'a> = Pair<'a, Rule>;

thread_local! {
    /// Where the text being parsed starts in the text its spans point into ([`parse_at`]).
    static BASE: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

fn span(p: &P<'_>) -> Span {
    let s = p.as_span();
    let base = BASE.get();
    Span::new(base + s.start(), base + s.end())
}

/// Children of a pair, without the `;` terminators.
fn children(p: P<'_>) -> impl Iterator<Item = P<'_>> {
    p.into_inner().filter(|c| c.as_rule() != Rule::semi)
}

fn ident(p: P<'_>) -> Ident {
    Ident::new(p.as_str(), span(&p))
}

/// The `op_list` of an `elementwise` or `float_ops` declaration.
fn op_list(decl: P<'_>) -> OpList {
    let list = children(decl).find(|c| c.as_rule() == Rule::op_list).unwrap();
    let mut l = OpList { globs: Vec::new(), except: Vec::new() };
    for c in list.into_inner() {
        match c.as_rule() {
            Rule::op_glob => l.globs.push(ident(c)),
            _ => l.except.push(ident(c)),
        }
    }
    l
}

/// How deeply expressions may nest: brackets, and operators, since a chain of `n` operators is
/// a tree `n` deep. Deeper text is an error before the parser (which recurses) sees it.
pub const MAX_NESTING: usize = 256;

/// Parses a rule file. A syntax error is reported as one diagnostic at the failing position.
pub fn parse(text: &str) -> Result<File, Diagnostic> {
    parse_at(text, 0)
}

/// Parses a rule file that starts at byte `base` of a longer text (a used file within
/// [`crate::Sources::text`]): spans, those of a syntax error too, are offsets into that text.
pub fn parse_at(text: &str, base: usize) -> Result<File, Diagnostic> {
    check_nesting(text).map_err(|mut d| {
        d.span = Span::new(d.span.start + base, d.span.end + base);
        d
    })?;
    /// Puts the outer base back however the parse ends.
    struct Restore(usize);
    impl Drop for Restore {
        fn drop(&mut self) {
            BASE.set(self.0);
        }
    }
    let _restore = Restore(BASE.replace(base));
    crate::with_stack(|| parse_here(text))
}

fn parse_here(text: &str) -> Result<File, Diagnostic> {
    let mut pairs = RuleParser::parse(Rule::file, text).map_err(|e| syntax_error(text, e))?;
    let file = pairs.next().expect("the file rule always produces one pair");
    let mut items = Vec::new();
    for p in file.into_inner().filter(|p| p.as_rule() == Rule::item) {
        items.extend(item(p)?);
    }
    Ok(File { items })
}

/// Fails at the first place where expressions nest deeper than [`MAX_NESTING`], counting open
/// brackets and, within each bracket, the operators and `if`/`for`/`is` keywords since the last
/// `,` or `;` (an upper bound of the syntax tree's depth). Iterative, so that no input can
/// overflow the stack here.
fn check_nesting(text: &str) -> Result<(), Diagnostic> {
    let bytes = text.as_bytes();
    // Per open bracket: the depth reached where it opened, and the operators counted before it
    // at the level around it. `level`: operators at the current level.
    let mut open: Vec<(usize, usize)> = Vec::new();
    let mut level = 0usize;
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        let start = i;
        i += 1;
        match c {
            b'/' if bytes.get(i) == Some(&b'/') => {
                while i < bytes.len() && bytes[i] != b'\n' {
                    i += 1;
                }
                continue;
            }
            b'"' => {
                while i < bytes.len() && bytes[i] != b'"' {
                    i += if bytes[i] == b'\\' { 2 } else { 1 };
                }
                i += 1;
                continue;
            }
            b'(' | b'[' | b'{' => {
                let base = open.last().map_or(0, |o| o.0);
                open.push((base + level + 1, level));
                level = 0;
            }
            b')' | b']' | b'}' => {
                level = open.pop().map_or(0, |o| o.1);
            }
            b',' | b';' => level = 0,
            b'+' | b'-' | b'*' | b'/' | b'%' | b'!' | b'<' | b'>' | b'=' | b'|' | b'&' => {
                // `==`, `&&`, `->`... count once.
                while i < bytes.len() && b"+-*/%!<>=|&".contains(&bytes[i]) && bytes[i] != b'!' {
                    i += 1;
                }
                level += 1;
            }
            c if c.is_ascii_alphabetic() || c == b'_' => {
                while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
                    i += 1;
                }
                if matches!(&bytes[start..i], b"if" | b"for" | b"is") {
                    level += 1;
                }
                continue;
            }
            _ => continue,
        }
        let depth = open.last().map_or(0, |o| o.0) + level;
        if depth > MAX_NESTING {
            return Err(Diagnostic::error(
                format!("expression nested deeper than {MAX_NESTING} levels"),
                Span::new(start, start + 1),
            )
            .with_note(
                "brackets and operators count (a chain of n operators is n levels deep); \
                 split the expression with `let` or a `fn`",
            ));
        }
    }
    Ok(())
}

fn describe(rule: &Rule) -> String {
    match rule {
        Rule::ident | Rule::any_word => "a name".into(),
        Rule::op_name => "an op name (`dialect.op`)".into(),
        Rule::integer => "an integer".into(),
        Rule::string => "a string".into(),
        Rule::item | Rule::docs | Rule::doc_line => {
            "an item (`option`, `native`, `enum_map`, `type` or `rule`)".into()
        }
        Rule::EOI => "end of file".into(),
        Rule::semi => "`;`".into(),
        Rule::match_arm | Rule::match_lit => "a match arm (`\"case\" => value,`)".into(),
        Rule::match_default => "the match's last arm, `_ => value`".into(),
        Rule::match_sep => "`,` (a match ends with the arm `_ => value`)".into(),
        Rule::attr_list => "an attribute list `{...}`".into(),
        Rule::result_types => "result types `: T`".into(),
        Rule::succ_list => "successors `[^b(...)]`".into(),
        Rule::region_list => "regions `regions(...)`".into(),
        Rule::expr | Rule::cmp_expr | Rule::sum_expr | Rule::primary | Rule::unary => {
            "an expression".into()
        }
        Rule::cmp_op | Rule::is_op | Rule::logic_op | Rule::arith_op | Rule::not_op => {
            "an operator".into()
        }
        Rule::type_pat | Rule::type_ctor => "a type pattern".into(),
        other => format!("{other:?}").replace('_', " "),
    }
}

/// Whether `rule` is one of those that start an operand of an expression (the alternatives of
/// `primary` and `unary`, and what they start with).
fn starts_operand(rule: &Rule) -> bool {
    matches!(
        rule,
        Rule::kw_if
            | Rule::if_expr
            | Rule::kw_match
            | Rule::match_expr
            | Rule::op_expr
            | Rule::op_name
            | Rule::call
            | Rule::any_word
            | Rule::boolean
            | Rule::self_kw
            | Rule::var
            | Rule::integer
            | Rule::for_expr
            | Rule::list_expr
            | Rule::let_block
            | Rule::string
            | Rule::enum_attr
            | Rule::block_ref
            | Rule::not_expr
            | Rule::not_op
    )
}

fn syntax_error(text: &str, e: pest::error::Error<Rule>) -> Diagnostic {
    let (mut start, mut end) = match e.location {
        pest::error::InputLocation::Pos(p) => (p, p),
        pest::error::InputLocation::Span((s, e)) => (s, e),
    };
    let message = match &e.variant {
        pest::error::ErrorVariant::ParsingError { positives, negatives } => {
            // A missing `;` is best shown right after the previous token, not at the next line.
            if positives.contains(&Rule::semi) {
                start = text[..start].trim_end().len();
                end = start;
            }
            // `primary` and `unary` are silent (they cost pest a node per operand), so where an
            // operand is missing pest lists the rules that start one: `kw_if`, the first, is
            // tried only there. They are one thing to the reader, an expression.
            let operand = positives.contains(&Rule::kw_if);
            let mut want: Vec<String> = (positives.iter())
                .filter(|r| !(operand && starts_operand(r)))
                .map(describe)
                .chain(operand.then(|| "an expression".to_string()))
                .collect();
            want.sort();
            want.dedup();
            if want.is_empty() {
                format!(
                    "unexpected {}",
                    negatives.iter().map(describe).collect::<Vec<_>>().join(", ")
                )
            } else {
                format!("syntax error: expected {}", want.join(" or "))
            }
        }
        pest::error::ErrorVariant::CustomError { message } => message.clone(),
    };
    let base = BASE.get();
    Diagnostic::error(message, Span::new(base + start, base + end.max(start)))
}

fn int_value(p: &P<'_>) -> Result<i64, Diagnostic> {
    let text = p.as_str();
    let (negative, digits) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    let value = match digits.strip_prefix("0x").or_else(|| digits.strip_prefix("0X")) {
        // Hexadecimal: the digits as a magnitude, then the sign (so `-0x8000000000000000` is
        // i64::MIN, as `-9223372036854775808` is).
        Some(hex) => i128::from_str_radix(hex, 16).ok().map(|m| if negative { -m } else { m }),
        None => text.parse::<i128>().ok(),
    };
    value
        .and_then(|v| i64::try_from(v).ok())
        .ok_or_else(|| Diagnostic::error("integer literal out of range", span(p)))
}

/// The items of an `item`: one, or one per arm of a rule with several.
fn item(p: P<'_>) -> Result<Vec<Item>, Diagnostic> {
    let sp = span(&p);
    let mut inner = p.into_inner();
    let docs: Vec<String> = inner
        .next()
        .unwrap()
        .into_inner()
        .map(|d| {
            d.as_str()
                .trim_start_matches("///")
                .strip_prefix(' ')
                .unwrap_or(&d.as_str()[3..])
                .to_string()
        })
        .collect();
    let body = inner.next().unwrap();
    let kind = match body.as_rule() {
        Rule::forward_decl => {
            let mut it = body
                .into_inner()
                .filter(|q| q.as_rule() != Rule::semi)
                .map(|q| Ident::new(q.as_str(), span(&q)));
            let (from, to, via) = (it.next().unwrap(), it.next().unwrap(), it.next().unwrap());
            ItemKind::Forward(ForwardDecl { from, to, via, ops: it.collect() })
        }
        Rule::use_decl => {
            let lit = body.into_inner().next().unwrap();
            ItemKind::Use(UseDecl { span: span(&lit), path: unquote(&lit)? })
        }
        Rule::option_decl => ItemKind::Option(option_decl(body)?),
        Rule::native_decl => ItemKind::Native(native_decl(body)),
        Rule::enum_map => ItemKind::EnumMap(enum_map(body)?),
        Rule::op_decl => ItemKind::OpDecl(op_decl(body)),
        Rule::type_rule => ItemKind::Type(type_rule(body)?),
        Rule::op_rule => {
            // The first arm's item spans the rule's head; each later one its own arm.
            let arms = op_rule(body)?;
            return Ok(arms
                .into_iter()
                .enumerate()
                .map(|(i, (rule, arm_span))| {
                    let span = if i == 0 { Span::new(sp.start, arm_span.end) } else { arm_span };
                    Item { docs: docs.clone(), kind: ItemKind::Rule(rule), span }
                })
                .collect());
        }
        Rule::descriptor_decl => {
            let mut it = body.into_inner();
            let name = ident(it.next().unwrap());
            let fields = it
                .map(|f| {
                    let mut p = f.into_inner();
                    let n = ident(p.next().unwrap());
                    (n, p.next().is_some())
                })
                .collect();
            ItemKind::Descriptor(DescriptorDecl { name, fields })
        }
        Rule::fn_decl => {
            let mut it = body.into_inner();
            let name = ident(it.next().unwrap());
            let mut params = Vec::new();
            let mut body_expr = None;
            for p in it {
                match p.as_rule() {
                    Rule::ident => params.push(ident(p)),
                    Rule::expr => body_expr = Some(expr(p)?),
                    Rule::fn_block => body_expr = Some(fn_block(p)?),
                    _ => {}
                }
            }
            ItemKind::Function(FnDecl { name, params, body: body_expr.unwrap() })
        }
        Rule::elementwise_decl => ItemKind::Elementwise(op_list(body)),
        Rule::float_ops_decl => ItemKind::FloatOps(op_list(body)),
        Rule::boundary_rule => {
            let mut pat = None;
            let mut guard = None;
            let mut how = BoundaryHow::Expand;
            for c in children(body) {
                match c.as_rule() {
                    Rule::type_pat => pat = Some(type_pat(c)),
                    Rule::guard => guard = Some(expr(c.into_inner().next().unwrap())?),
                    Rule::boundary_error => {
                        let st = c.into_inner().next().unwrap();
                        how = BoundaryHow::Error(unquote(&st)?, span(&st));
                    }
                    Rule::boundary_as => {
                        let mut it = c.into_inner();
                        let ty = expr(it.next().unwrap())?;
                        let out_var = ident(it.next().unwrap());
                        let out = expr(it.next().unwrap())?;
                        let in_var = ident(it.next().unwrap());
                        let inn = expr(it.next().unwrap())?;
                        how = BoundaryHow::As { ty, out_var, out, in_var, inn };
                    }
                    _ => {}
                }
            }
            ItemKind::Boundary(Box::new(BoundaryRule { pat: pat.unwrap(), guard, how }))
        }
        r => unreachable!("item body {r:?}"),
    };
    Ok(vec![Item { docs, kind, span: sp }])
}

fn literal(p: P<'_>) -> Result<Literal, Diagnostic> {
    let inner = p.into_inner().next().unwrap();
    Ok(match inner.as_rule() {
        Rule::integer => Literal::Int(int_value(&inner)?),
        _ => Literal::Bool(inner.as_str() == "true"),
    })
}

fn option_decl(p: P<'_>) -> Result<OptionDecl, Diagnostic> {
    let mut it = p.into_inner();
    let name = ident(it.next().unwrap());
    let kind = match it.next().unwrap().as_str() {
        "int" => OptionKind::Int,
        _ => OptionKind::Bool,
    };
    let default = literal(it.next().unwrap())?;
    Ok(OptionDecl { name, kind, default })
}

fn sort(p: P<'_>) -> Sort {
    match p.as_str() {
        "values" => Sort::Values,
        "value" => Sort::Value,
        "type" => Sort::Type,
        "attr" => Sort::Attr,
        _ => Sort::Int,
    }
}

fn native_decl(p: P<'_>) -> NativeDecl {
    let text = p.as_str().to_string();
    let mut it = children(p);
    let name = ident(it.next().unwrap());
    let sorts: Vec<Sort> = it.map(sort).collect();
    // The last sort is the result exactly when the declaration has an arrow.
    let (params, ret) = if text.contains("->") {
        let (last, rest) = sorts.split_last().unwrap();
        (rest.to_vec(), Some(*last))
    } else {
        (sorts, None)
    };
    NativeDecl { name, params, ret }
}

fn enum_map(p: P<'_>) -> Result<EnumMap, Diagnostic> {
    let mut it = p.into_inner();
    let name = ident(it.next().unwrap());
    let from = ident(it.next().unwrap());
    let target = it.next().unwrap();
    let to = match target.into_inner().next() {
        Some(kind) => EnumTarget::Kind(ident(kind)),
        None => EnumTarget::Int,
    };
    let mut entries = Vec::new();
    for e in it.next().unwrap().into_inner() {
        let mut kv = e.into_inner();
        let key = ident(kv.next().unwrap());
        let v = kv.next().unwrap();
        let value = match v.as_rule() {
            Rule::integer => EnumValue::Int(int_value(&v)?),
            _ => EnumValue::Case(ident(v)),
        };
        entries.push((key, value));
    }
    Ok(EnumMap { name, from, to, entries })
}

fn decl_groups(p: P<'_>) -> Vec<DeclGroup> {
    p.into_inner()
        .map(|g| {
            let mut it = g.into_inner();
            let name = ident(it.next().unwrap());
            let mark = it.next().map(|m| m.as_str().to_string());
            DeclGroup {
                name,
                variadic: mark.as_deref() == Some("*"),
                optional: mark.as_deref() == Some("?"),
            }
        })
        .collect()
}

fn op_decl(p: P<'_>) -> OpDecl {
    let mut it = children(p);
    let name = ident(it.next().unwrap());
    let mut d = OpDecl { name, operands: vec![], attrs: vec![], results: vec![] };
    for c in it {
        match c.as_rule() {
            Rule::decl_groups => d.operands = decl_groups(c),
            Rule::decl_attrs => {
                d.attrs = c.into_inner().next().map(decl_groups).unwrap_or_default()
            }
            Rule::decl_results => {
                d.results = c.into_inner().next().map(decl_groups).unwrap_or_default()
            }
            r => unreachable!("op declaration part {r:?}"),
        }
    }
    d
}

fn type_pat(p: P<'_>) -> TypePat {
    let sp = span(&p);
    let text = p.as_str();
    let mut it = p.into_inner();
    let ctor = ident(it.next().unwrap());
    let args: Vec<TypePat> = it.map(type_pat).collect();
    // `int()` and `int` differ only in whether the parentheses were written.
    let has_parens = text[ctor.span.end - sp.start..].trim_start().starts_with('(');
    TypePat { ctor, args: has_parens.then_some(args), span: sp }
}

fn priority(p: P<'_>) -> Result<Priority, Diagnostic> {
    let sp = span(&p);
    let n = p.into_inner().next().unwrap();
    Ok(Priority { value: int_value(&n)?, span: sp })
}

fn type_rule(p: P<'_>) -> Result<TypeRule, Diagnostic> {
    let mut pat = None;
    let mut guard = None;
    let mut prio = None;
    let mut result = None;
    for c in children(p) {
        match c.as_rule() {
            Rule::type_pat => pat = Some(type_pat(c)),
            Rule::guard => guard = Some(expr(c.into_inner().next().unwrap())?),
            Rule::priority => prio = Some(priority(c)?),
            Rule::type_error => {
                result = Some(TypeResult::Error(expr(c.into_inner().next().unwrap())?))
            }
            Rule::type_expr => {
                result = Some(TypeResult::Type(expr(c.into_inner().next().unwrap())?))
            }
            r => unreachable!("type rule part {r:?}"),
        }
    }
    Ok(TypeRule { pat: pat.unwrap(), guard, prio, result: result.unwrap() })
}

/// The text of a string literal, its escapes (`\"`, `\\`, `\n`, `\t`) replaced; any other
/// escape is an error at its position.
fn unquote(p: &P<'_>) -> Result<String, Diagnostic> {
    let s = p.as_str();
    let body = &s[1..s.len() - 1];
    let mut out = String::new();
    let mut chars = body.char_indices();
    while let Some((i, c)) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some((_, 'n')) => out.push('\n'),
            Some((_, 't')) => out.push('\t'),
            Some((_, c @ ('"' | '\\'))) => out.push(c),
            other => {
                // The backslash and the character after it.
                let at = BASE.get() + p.as_span().start() + 1 + i;
                let len = 1 + other.map_or(0, |(_, c)| c.len_utf8());
                return Err(Diagnostic::error(
                    format!("unknown escape '{}' in a string", &body[i..i + len]),
                    Span::new(at, at + len),
                )
                .with_note("strings take the escapes \\\", \\\\, \\n and \\t"));
            }
        }
    }
    Ok(out)
}

/// A rule's arms, each with its span: one [`OpRule`] per arm, sharing the pattern.
fn op_rule(p: P<'_>) -> Result<Vec<(OpRule, Span)>, Diagnostic> {
    let mut it = p.into_inner();
    let pat = op_pat(it.next().unwrap());
    let mut lets = Vec::new();
    let mut arms: Vec<P<'_>> = Vec::new();
    for c in it {
        match c.as_rule() {
            Rule::head_let => lets.push(stmt(c)?),
            _ => arms.push(c),
        }
    }
    let mut lets_used = vec![false; lets.len()];
    let n = arms.len();
    let mut out = Vec::with_capacity(n);
    for (i, arm) in arms.into_iter().enumerate() {
        let arm_span = span(&arm);
        let (mut guard, mut prio, mut rhs) = (None, None, None);
        for c in arm.into_inner() {
            match c.as_rule() {
                Rule::guard => guard = Some(expr(c.into_inner().next().unwrap())?),
                Rule::priority => prio = Some(priority(c)?),
                Rule::rhs => {
                    let r = c.into_inner().next().unwrap();
                    rhs = Some(match r.as_rule() {
                        Rule::block => {
                            Rhs::Block(r.into_inner().map(stmt).collect::<Result<_, _>>()?)
                        }
                        Rule::op_expr => Rhs::Op(Box::new(op_expr(r)?)),
                        _ => {
                            let e = expr(r)?;
                            let span = e.span;
                            Rhs::Block(vec![Stmt::Yield { values: vec![e], span }])
                        }
                    });
                }
                r => unreachable!("rule part {r:?}"),
            }
        }
        if let Some(g) = &guard {
            let mut read = rustc_hash::FxHashSet::default();
            crate::expand::names_in_expr(g, &mut read);
            let bound = lets.iter().flat_map(|l| match l {
                Stmt::Let { names, .. } => names.as_slice(),
                _ => &[],
            });
            if let Some(name) = bound.into_iter().find(|n| read.contains(&n.name)) {
                return Err(Diagnostic::error(
                    format!("a guard cannot read '{}', which the rule's head binds", name.name),
                    g.span,
                )
                .with_secondary(name.span, "bound here")
                .with_note("the head's lets are evaluated once a guard holds, in the arm"));
            }
        }
        let rhs = with_head_lets(&lets, &mut lets_used, rhs.unwrap(), arm_span)?;
        let arm_of = (n > 1).then_some((i, n));
        let rule = OpRule { pat: pat.clone(), guard, prio, rhs, arm: arm_of };
        out.push((rule, arm_span));
    }
    if let Some(i) = lets_used.iter().position(|used| !used) {
        let Stmt::Let { names, span, .. } = &lets[i] else { unreachable!("head lets are lets") };
        let shown: Vec<&str> = names.iter().map(|n| n.name.as_str()).collect();
        return Err(Diagnostic::error(
            format!("no arm uses '{}', which the rule's head binds", shown.join(", ")),
            *span,
        )
        .with_note("remove it, or bind it in the arm that needs it"));
    }
    Ok(out)
}

/// An arm's replacement with the head's `let`s it uses (directly, or through a later `let` it
/// uses) in front, in order; `used` marks them.
fn with_head_lets(
    lets: &[Stmt],
    used: &mut [bool],
    rhs: Rhs,
    arm_span: Span,
) -> Result<Rhs, Diagnostic> {
    let mut names = match &rhs {
        Rhs::Block(stmts) => crate::expand::names_in_stmts(stmts),
        Rhs::Op(o) => {
            let mut names: rustc_hash::FxHashSet<String> =
                o.successors.iter().map(|s| s.block.name.clone()).collect();
            for e in crate::expand::op_children(o) {
                crate::expand::names_in_expr(e, &mut names);
            }
            names
        }
    };
    let mut take = vec![false; lets.len()];
    for (i, l) in lets.iter().enumerate().rev() {
        let Stmt::Let { names: bound, .. } = l else { continue };
        if bound.iter().any(|b| names.contains(&b.name)) {
            take[i] = true;
            names.extend(crate::expand::names_in_stmts(std::slice::from_ref(l)));
        }
    }
    if !take.contains(&true) {
        return Ok(rhs);
    }
    let mut stmts: Vec<Stmt> =
        (lets.iter().zip(&take)).filter(|(_, t)| **t).map(|(l, _)| l.clone()).collect();
    for (u, t) in used.iter_mut().zip(&take) {
        *u |= *t;
    }
    match rhs {
        Rhs::Block(body) => stmts.extend(body),
        // `=> op(...)` types its results as the source op's; in a block it would be typed as
        // a nested op, so it says its types itself.
        Rhs::Op(o) if o.results.is_none() => {
            return Err(Diagnostic::error(
                "this arm uses the head's lets, so its op needs its result types (`: T`)",
                arm_span,
            )
            .with_note("or write it as a block: `=> { yield op(...) : T; }`"));
        }
        Rhs::Op(o) => {
            let span = o.span;
            stmts.push(Stmt::Yield { values: vec![Expr::new(ExprKind::Op(o), span)], span });
        }
    }
    Ok(Rhs::Block(stmts))
}

fn op_pat(p: P<'_>) -> OpPat {
    let sp = span(&p);
    let mut it = p.into_inner();
    let op = ident(it.next().unwrap());
    let mut pat = OpPat {
        op,
        operands: vec![],
        successors: vec![],
        attrs: vec![],
        attrs_rest: None,
        regions: vec![],
        regions_rest: false,
        results: None,
        span: sp,
    };
    for c in it {
        match c.as_rule() {
            Rule::operand_pats => {
                for o in c.into_inner() {
                    let mut parts = o.into_inner();
                    let first = parts.next().unwrap();
                    pat.operands.push(match first.as_rule() {
                        Rule::rest_pat => {
                            OperandPat::Rest(ident(first.into_inner().next().unwrap()))
                        }
                        _ => OperandPat::One { name: ident(first), ty: parts.next().map(type_pat) },
                    });
                }
            }
            Rule::succ_pats => {
                for s in c.into_inner() {
                    let mut it = s.into_inner();
                    let block = ident(it.next().unwrap());
                    let args = it.next().map(|r| ident(r.into_inner().next().unwrap()));
                    pat.successors.push(SuccPat { block, args });
                }
            }
            Rule::region_pats => {
                for r in c.into_inner() {
                    let x = r.into_inner().next().unwrap();
                    if x.as_rule() == Rule::rest_pat {
                        pat.regions_rest = true;
                        pat.regions.push(ident(x.into_inner().next().unwrap()));
                    } else {
                        pat.regions.push(ident(x));
                    }
                }
            }
            Rule::attr_pats => {
                for a in c.into_inner() {
                    if a.as_rule() == Rule::attr_rest {
                        pat.attrs_rest = Some(ident(a.into_inner().next().unwrap()));
                        continue;
                    }
                    let mut kv = a.into_inner();
                    let name = ident(kv.next().unwrap());
                    let var = ident(kv.next().unwrap());
                    pat.attrs.push(AttrPat { name, var, optional: kv.next().is_some() });
                }
            }
            Rule::result_pats => {
                let r = c.into_inner().next().unwrap();
                pat.results = Some(match r.as_rule() {
                    Rule::result_list => r
                        .into_inner()
                        .map(|i| {
                            let x = i.into_inner().next().unwrap();
                            match x.as_rule() {
                                Rule::rest_pat => {
                                    ResultPat::Rest(ident(x.into_inner().next().unwrap()))
                                }
                                _ => ResultPat::One(ident(x)),
                            }
                        })
                        .collect(),
                    Rule::rest_pat => vec![ResultPat::Rest(ident(r.into_inner().next().unwrap()))],
                    _ => vec![ResultPat::One(ident(r))],
                });
            }
            r => unreachable!("op pattern part {r:?}"),
        }
    }
    pat
}

fn stmt(p: P<'_>) -> Result<Stmt, Diagnostic> {
    let s = p.into_inner().next().unwrap();
    let sp = span(&s);
    Ok(match s.as_rule() {
        Rule::let_stmt => {
            let mut it = s.into_inner();
            let target = it.next().unwrap();
            let mut rest = false;
            let names = match target.as_rule() {
                Rule::let_tuple => target
                    .into_inner()
                    .map(|i| {
                        let x = i.into_inner().next().unwrap();
                        if x.as_rule() == Rule::rest_pat {
                            rest = true;
                            ident(x.into_inner().next().unwrap())
                        } else {
                            ident(x)
                        }
                    })
                    .collect(),
                _ => vec![ident(target)],
            };
            Stmt::Let { names, rest, value: expr(it.next().unwrap())?, span: sp }
        }
        Rule::for_stmt => {
            let mut it = s.into_inner();
            let var = ident(it.next().unwrap());
            let lo = Box::new(expr(it.next().unwrap())?);
            let hi = Box::new(expr(it.next().unwrap())?);
            let body = it.map(stmt).collect::<Result<_, _>>()?;
            Stmt::For { var, lo, hi, body, span: sp }
        }
        Rule::at_stmt => {
            let b = children(s).next().unwrap();
            Stmt::At { block: ident(b.into_inner().next().unwrap()), span: sp }
        }
        Rule::yield_stmt => {
            Stmt::Yield { values: children(s).map(expr).collect::<Result<_, _>>()?, span: sp }
        }
        _ => Stmt::Expr(expr(s.into_inner().next().unwrap())?),
    })
}

fn op_expr(p: P<'_>) -> Result<OpExpr, Diagnostic> {
    let sp = span(&p);
    let mut it = p.into_inner();
    let op = ident(it.next().unwrap());
    let mut e = OpExpr {
        op,
        operands: vec![],
        successors: vec![],
        attrs: vec![],
        splices: vec![],
        regions: vec![],
        results: None,
        span: sp,
    };
    for c in it {
        match c.as_rule() {
            Rule::expr => e.operands.push(expr(c)?),
            Rule::succ_list => {
                for s in c.into_inner() {
                    let mut it = s.into_inner();
                    let block = ident(it.next().unwrap().into_inner().next().unwrap());
                    let args = it.map(expr).collect::<Result<_, _>>()?;
                    e.successors.push(SuccExpr { block, args });
                }
            }
            Rule::region_list => {
                e.regions = c.into_inner().map(expr).collect::<Result<_, _>>()?;
            }
            Rule::attr_list => {
                for a in c.into_inner() {
                    if a.as_rule() == Rule::attr_splice {
                        e.splices.push(expr(a.into_inner().next().unwrap())?);
                        continue;
                    }
                    let mut kv = a.into_inner();
                    let name = ident(kv.next().unwrap());
                    e.attrs.push((name, expr(kv.next().unwrap())?));
                }
            }
            Rule::result_types => {
                let r = c.into_inner().next().unwrap();
                e.results = Some(match r.as_rule() {
                    Rule::type_tuple => r
                        .into_inner()
                        .map(|t| expr(t.into_inner().next().unwrap()))
                        .collect::<Result<_, _>>()?,
                    _ => vec![expr(r.into_inner().next().unwrap())?],
                });
            }
            r => unreachable!("op expression part {r:?}"),
        }
    }
    Ok(e)
}

fn binop(s: &str) -> BinOp {
    match s {
        "||" => BinOp::Or,
        "&&" => BinOp::And,
        "==" => BinOp::Eq,
        "!=" => BinOp::Ne,
        "<" => BinOp::Lt,
        "<=" => BinOp::Le,
        ">" => BinOp::Gt,
        ">=" => BinOp::Ge,
        "+" => BinOp::Add,
        "-" => BinOp::Sub,
        "/" => BinOp::Div,
        "%" => BinOp::Rem,
        _ => BinOp::Mul,
    }
}

/// `{ let x = e; ...; body }`: nested [`ExprKind::Let`]s around the final expression.
/// `match e { l1 | l2 => x, ..., _ => z }` as the `{ let m = e; if m == l1 || m == l2 { x }
/// else ... else { z } }` it stands for (`m` named after the match's offset, so that matches
/// never share it).
fn match_expr(p: P<'_>, sp: Span) -> Result<Expr, Diagnostic> {
    let mut it =
        p.into_inner().filter(|q| !matches!(q.as_rule(), Rule::kw_match | Rule::match_sep));
    let scrutinee = expr(it.next().unwrap())?;
    let var = Ident::new(format!("__match_{}", sp.start), scrutinee.span);
    let mut arms = Vec::new();
    let mut default = None;
    for a in it {
        let rule = a.as_rule();
        let mut parts: Vec<P<'_>> = a.into_inner().collect();
        let body = expr(parts.pop().unwrap())?;
        match rule {
            Rule::match_default => default = Some(body),
            _ => {
                let mut cond: Option<Expr> = None;
                for lit in parts {
                    let lit = expr(lit.into_inner().next().unwrap())?;
                    let at = lit.span;
                    let m = Expr::new(ExprKind::Var(var.clone()), at);
                    let eq = Expr::new(ExprKind::Binary(BinOp::Eq, Box::new(m), Box::new(lit)), at);
                    cond = Some(match cond {
                        None => eq,
                        Some(c) => {
                            let s = Span::new(c.span.start, at.end);
                            Expr::new(ExprKind::Binary(BinOp::Or, Box::new(c), Box::new(eq)), s)
                        }
                    });
                }
                arms.push((cond.expect("an arm has a literal"), body));
            }
        }
    }
    let mut e = default.expect("the grammar requires a `_` arm");
    for (cond, body) in arms.into_iter().rev() {
        let s = Span::new(cond.span.start, e.span.end);
        e = Expr::new(ExprKind::If(Box::new(cond), Box::new(body), Box::new(e)), s);
    }
    Ok(Expr::new(ExprKind::Let { var, value: Box::new(scrutinee), body: Box::new(e) }, sp))
}

/// The name of the local an effect statement `e;` of a block expression binds: `let _ = e;`, a
/// name no rule can use (the printer writes it back as `e;`).
pub const EFFECT: &str = "_";

fn fn_block(p: Pair<'_, Rule>) -> Result<Expr, Diagnostic> {
    let mut lets = Vec::new();
    let mut body = None;
    for q in p.into_inner() {
        match q.as_rule() {
            Rule::fn_let => {
                let sp = span(&q);
                let mut it = q.into_inner();
                let var = ident(it.next().unwrap());
                let value = expr(it.next().unwrap())?;
                lets.push((var, value, sp));
            }
            // `e;`: a local nothing names (see `EFFECT`).
            Rule::fn_effect => {
                let sp = span(&q);
                let value = expr(q.into_inner().next().unwrap())?;
                lets.push((Ident::new(EFFECT.to_string(), value.span), value, sp));
            }
            Rule::expr => body = Some(expr(q)?),
            _ => {}
        }
    }
    let mut e = body.expect("the grammar requires a final expression");
    for (var, value, sp) in lets.into_iter().rev() {
        let sp = Span { start: sp.start, end: e.span.end };
        e = Expr::new(ExprKind::Let { var, value: Box::new(value), body: Box::new(e) }, sp);
    }
    Ok(e)
}

/// Operands and operators of two precedence levels (`tighter` tells the operators of the
/// tighter one), both left-associative: `a - b * c + d` is `(a - (b * c)) + d`.
fn two_levels(p: P<'_>, tighter: fn(BinOp) -> bool) -> Result<Expr, Diagnostic> {
    let binary = |op, lhs: Expr, rhs: Expr| {
        let span = lhs.span.to(rhs.span);
        Expr::new(ExprKind::Binary(op, Box::new(lhs), Box::new(rhs)), span)
    };
    let mut it = p.into_inner();
    let mut term = expr(it.next().unwrap())?;
    // The looser level's operand so far and the operator after it.
    let mut looser: Option<(Expr, BinOp)> = None;
    while let Some(op) = it.next() {
        let op = binop(op.as_str());
        let rhs = expr(it.next().unwrap())?;
        if tighter(op) {
            term = binary(op, term, rhs);
        } else {
            let lhs = match looser.take() {
                Some((lhs, prev)) => binary(prev, lhs, term),
                None => term,
            };
            looser = Some((lhs, op));
            term = rhs;
        }
    }
    Ok(match looser {
        Some((lhs, op)) => binary(op, lhs, term),
        None => term,
    })
}

fn expr(p: P<'_>) -> Result<Expr, Diagnostic> {
    let sp = span(&p);
    match p.as_rule() {
        Rule::type_expr => expr(p.into_inner().next().unwrap()),
        // `&&` binds tighter than `||`, `* / %` than `+ -`.
        Rule::expr => two_levels(p, |op| op == BinOp::And),
        Rule::sum_expr => two_levels(p, |op| matches!(op, BinOp::Mul | BinOp::Div | BinOp::Rem)),
        Rule::cmp_expr => {
            let mut it = p.into_inner();
            let lhs = expr(it.next().unwrap())?;
            match it.next() {
                None => Ok(lhs),
                Some(op) if op.as_rule() == Rule::is_op => {
                    let pat = type_pat(it.next().unwrap());
                    Ok(Expr::new(ExprKind::Is(Box::new(lhs), pat), sp))
                }
                Some(op) => {
                    let rhs = expr(it.next().unwrap())?;
                    Ok(Expr::new(
                        ExprKind::Binary(binop(op.as_str()), Box::new(lhs), Box::new(rhs)),
                        sp,
                    ))
                }
            }
        }
        Rule::not_expr => {
            let parts: Vec<_> = p.into_inner().collect();
            let (nots, last) = parts.split_at(parts.len() - 1);
            let mut e = expr(last[0].clone())?;
            for n in nots.iter().rev() {
                let s = span(n).to(e.span);
                e = Expr::new(ExprKind::Not(Box::new(e)), s);
            }
            Ok(e)
        }
        Rule::op_expr => Ok(Expr::new(ExprKind::Op(Box::new(op_expr(p)?)), sp)),
        Rule::call => {
            let mut it = p.into_inner();
            let f = ident(it.next().unwrap());
            let args = it.map(expr).collect::<Result<_, _>>()?;
            Ok(Expr::new(ExprKind::Call(f, args), sp))
        }
        Rule::enum_attr => {
            let mut it = p.into_inner();
            let kind = ident(it.next().unwrap());
            Ok(Expr::new(ExprKind::EnumAttr { kind, cases: it.map(ident).collect() }, sp))
        }
        Rule::string => Ok(Expr::new(ExprKind::Str(unquote(&p)?), sp)),
        Rule::integer => Ok(Expr::new(ExprKind::Int(int_value(&p)?), sp)),
        Rule::boolean => Ok(Expr::new(ExprKind::Bool(p.as_str() == "true"), sp)),
        Rule::block_ref => {
            let b = ident(p.into_inner().next().unwrap());
            Ok(Expr::new(ExprKind::Block(b), sp))
        }
        Rule::let_block => fn_block(p),
        Rule::if_expr => {
            let mut it = p.into_inner().filter(|q| q.as_rule() != Rule::kw_if).map(expr);
            let (c, a, b) = (it.next().unwrap()?, it.next().unwrap()?, it.next().unwrap()?);
            Ok(Expr::new(ExprKind::If(Box::new(c), Box::new(a), Box::new(b)), sp))
        }
        Rule::match_expr => match_expr(p, sp),
        Rule::list_expr => {
            let items = p.into_inner().map(expr).collect::<Result<_, _>>()?;
            Ok(Expr::new(ExprKind::List(items), sp))
        }
        Rule::for_expr => {
            let mut it = p.into_inner();
            let body = Box::new(expr(it.next().unwrap())?);
            let var = ident(it.next().unwrap());
            let lo = Box::new(expr(it.next().unwrap())?);
            let hi = Box::new(expr(it.next().unwrap())?);
            let filter = match it.next() {
                Some(f) => Some(Box::new(expr(f.into_inner().next().unwrap())?)),
                None => None,
            };
            Ok(Expr::new(ExprKind::For { body, var, lo, hi, filter }, sp))
        }
        Rule::self_kw => Ok(Expr::new(ExprKind::SelfType, sp)),
        Rule::var => Ok(Expr::new(ExprKind::Var(Ident::new(p.as_str(), sp)), sp)),
        r => unreachable!("expression {r:?}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An expression as an S-expression, with each binary node's span.
    fn sexp(e: &Expr, text: &str) -> String {
        match &e.kind {
            ExprKind::Binary(op, a, b) => format!(
                "({op:?} {} {} @{})",
                sexp(a, text),
                sexp(b, text),
                &text[e.span.start..e.span.end]
            ),
            ExprKind::Not(a) => format!("(Not {})", sexp(a, text)),
            ExprKind::Var(v) => v.name.to_string(),
            ExprKind::Int(i) => i.to_string(),
            other => format!("{other:?}"),
        }
    }

    fn body(expr: &str) -> String {
        let text = format!("fn f(a, b, c, d) = {expr};");
        let file = parse(&text).unwrap();
        let ItemKind::Function(f) = &file.items[0].kind else { panic!("{:?}", file.items) };
        sexp(&f.body, &text)
    }

    /// The message of the syntax error in `text`.
    fn syntax(text: &str) -> String {
        parse(text).expect_err(text).message
    }

    #[test]
    fn a_missing_operand_is_an_expression() {
        // `primary` and `unary` are silent rules: pest lists what starts an operand instead.
        for text in [
            "fn f(a) = ;",
            "fn f(a) = a + ;",
            "fn f(a) = g(a, );",
            "fn f(a) = !;",
            "fn f(a) = [a for i in 0..];",
            "fn f(a) = if a { } else { b };",
            "rule x.y(a) => llvm.z(a, );",
            "rule a.b(x) => { let y = ; }",
        ] {
            assert_eq!(syntax(text), "syntax error: expected an expression", "{text}");
        }
        assert_eq!(syntax("fn f(a) = (a;"), "syntax error: expected an operator");
        assert_eq!(syntax("fn f(a) = a is ;"), "syntax error: expected a type pattern");
        assert_eq!(syntax("fn f(a) = #arith.x<;"), "syntax error: expected a name");
    }

    #[test]
    fn operators_bind_by_precedence_and_associate_left() {
        assert_eq!(
            body("a - b * c + d"),
            "(Add (Sub a (Mul b c @b * c) @a - b * c) d @a - b * c + d)"
        );
        assert_eq!(
            body("a / b % c * d"),
            "(Mul (Rem (Div a b @a / b) c @a / b % c) d @a / b % c * d)"
        );
        assert_eq!(body("a + b - c"), "(Sub (Add a b @a + b) c @a + b - c)");
        assert_eq!(
            body("a || b && c || d"),
            "(Or (Or a (And b c @b && c) @a || b && c) d @a || b && c || d)"
        );
        assert_eq!(
            body("a + 1 < b * 2 && !c"),
            "(And (Lt (Add a 1 @a + 1) (Mul b 2 @b * 2) @a + 1 < b * 2) (Not c) @a + 1 < b * 2 && !c)"
        );
        assert_eq!(body("a*-1"), "(Mul a -1 @a*-1)");
        assert!(parse("fn f(a, b, c) = a < b < c;").is_err(), "comparisons do not chain");
    }
}
