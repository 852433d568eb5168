//! Property tests: printing a syntax tree and parsing it back gives the same tree; the parser,
//! checker and code generator never panic, whatever the input (the body of the fuzz target).

use lowrite_dsl::ast::*;
use proptest::prelude::*;

const KEYWORDS: &[&str] = &[
    "option",
    "native",
    "enum_map",
    "op",
    "type",
    "rule",
    "where",
    "prio",
    "let",
    "yield",
    "error",
    "true",
    "false",
    "self",
    "is",
    "int",
    "bool",
    "at",
    "if",
    "else",
    "for",
    "in",
    "boundary",
    "regions",
    "descriptor",
    "elementwise",
    "float_ops",
    "fn",
];

fn sp() -> Span {
    Span::default()
}

fn name() -> impl Strategy<Value = String> {
    "[a-z_][a-z0-9_]{0,5}".prop_filter("not a keyword", |s| !KEYWORDS.contains(&s.as_str()))
}

fn ident() -> impl Strategy<Value = Ident> {
    name().prop_map(|n| Ident::new(n, sp()))
}

/// An op name, or a glob over op names.
fn op_glob() -> impl Strategy<Value = Ident> {
    prop_oneof![
        op_name(),
        ("[a-z]{1,5}", "[a-z]{0,3}").prop_map(|(d, s)| Ident::new(format!("{d}.*{s}"), sp())),
    ]
}

fn op_name() -> impl Strategy<Value = Ident> {
    ("[a-z]{1,5}", "[a-z]{1,5}", proptest::option::of("[a-z]{1,4}")).prop_map(|(d, o, x)| {
        let n = match x {
            Some(x) => format!("{d}.{o}.{x}"),
            None => format!("{d}.{o}"),
        };
        Ident::new(n, sp())
    })
}

fn type_pat() -> impl Strategy<Value = TypePat> {
    let leaf = ident().prop_map(|ctor| TypePat { ctor, args: None, span: sp() });
    leaf.prop_recursive(3, 12, 3, |inner| {
        (ident(), proptest::collection::vec(inner, 0..3)).prop_map(|(ctor, args)| TypePat {
            ctor,
            args: Some(args),
            span: sp(),
        })
    })
}

fn e(kind: ExprKind) -> Expr {
    Expr::new(kind, sp())
}

fn binop() -> impl Strategy<Value = BinOp> {
    prop_oneof![
        Just(BinOp::Or),
        Just(BinOp::And),
        Just(BinOp::Eq),
        Just(BinOp::Ne),
        Just(BinOp::Lt),
        Just(BinOp::Le),
        Just(BinOp::Gt),
        Just(BinOp::Ge),
        Just(BinOp::Add),
        Just(BinOp::Sub),
        Just(BinOp::Mul),
        Just(BinOp::Div),
        Just(BinOp::Rem),
    ]
}

fn expr() -> BoxedStrategy<Expr> {
    let leaf = prop_oneof![
        ident().prop_map(|v| e(ExprKind::Var(v))),
        any::<i32>().prop_map(|i| e(ExprKind::Int(i as i64))),
        any::<bool>().prop_map(|b| e(ExprKind::Bool(b))),
        "[a-zA-Z0-9 _.\"\\\\]{0,8}".prop_map(|s| e(ExprKind::Str(s))),
        Just(e(ExprKind::SelfType)),
        (op_name(), proptest::collection::vec(ident(), 0..3))
            .prop_map(|(kind, cases)| e(ExprKind::EnumAttr { kind, cases })),
    ];
    leaf.prop_recursive(4, 24, 3, |inner| {
        prop_oneof![
            (ident(), proptest::collection::vec(inner.clone(), 0..3))
                .prop_map(|(f, args)| e(ExprKind::Call(f, args))),
            (binop(), inner.clone(), inner.clone()).prop_map(|(op, l, r)| {
                // Comparisons do not chain: the grammar has at most one per level.
                e(ExprKind::Binary(op, Box::new(l), Box::new(r)))
            }),
            inner.clone().prop_map(|x| e(ExprKind::Not(Box::new(x)))),
            (inner.clone(), type_pat()).prop_map(|(x, p)| e(ExprKind::Is(Box::new(x), p))),
            op_expr_with(inner.clone()).prop_map(|o| e(ExprKind::Op(Box::new(o)))),
            ident().prop_map(|b| e(ExprKind::Block(b))),
            proptest::collection::vec(inner.clone(), 0..3).prop_map(|i| e(ExprKind::List(i))),
            (inner.clone(), inner.clone(), inner.clone()).prop_map(|(c, a, b)| e(ExprKind::If(
                Box::new(c),
                Box::new(a),
                Box::new(b)
            ))),
            (inner.clone(), ident(), inner.clone(), inner.clone(), proptest::option::of(inner))
                .prop_map(|(body, var, lo, hi, filter)| e(ExprKind::For {
                    body: Box::new(body),
                    var,
                    lo: Box::new(lo),
                    hi: Box::new(hi),
                    filter: filter.map(Box::new)
                })),
        ]
    })
    .boxed()
}

fn op_expr_with(inner: impl Strategy<Value = Expr> + Clone) -> impl Strategy<Value = OpExpr> {
    (
        op_name(),
        proptest::collection::vec(inner.clone(), 0..3),
        proptest::collection::vec((ident(), inner.clone()), 0..2),
        proptest::option::of(proptest::collection::vec(inner.clone(), 0..2)),
        proptest::collection::vec((ident(), proptest::collection::vec(inner.clone(), 0..2)), 0..3),
        proptest::collection::vec(inner.clone(), 0..2),
        proptest::collection::vec(inner, 0..2),
    )
        .prop_map(|(op, operands, attrs, results, succs, regions, splices)| OpExpr {
            op,
            operands,
            successors: succs.into_iter().map(|(block, args)| SuccExpr { block, args }).collect(),
            attrs,
            splices,
            regions,
            results,
            span: sp(),
        })
}

fn op_pat() -> impl Strategy<Value = OpPat> {
    let operand = prop_oneof![(ident(), proptest::option::of(type_pat()))
        .prop_map(|(name, ty)| OperandPat::One { name, ty }),];
    (
        op_name(),
        proptest::collection::vec(operand, 0..3),
        proptest::option::of(ident()),
        proptest::collection::vec((ident(), ident(), any::<bool>()), 0..2),
        proptest::option::of(proptest::collection::vec(ident(), 0..3)),
        proptest::collection::vec((ident(), proptest::option::of(ident())), 0..3),
        proptest::collection::vec(ident(), 0..3),
        proptest::option::of(ident()),
    )
        .prop_map(|(op, mut operands, rest, attrs, results, succs, regions, attrs_rest)| {
            if let Some(r) = rest {
                operands.push(OperandPat::Rest(r));
            }
            OpPat {
                op,
                operands,
                regions_rest: false,
                successors: succs
                    .into_iter()
                    .map(|(block, args)| SuccPat { block, args })
                    .collect(),
                regions,
                attrs: attrs
                    .into_iter()
                    .map(|(name, var, optional)| AttrPat { name, var, optional })
                    .collect(),
                attrs_rest,
                results: results.map(|rs| rs.into_iter().map(ResultPat::One).collect()),
                span: sp(),
            }
        })
}

fn stmt() -> impl Strategy<Value = Stmt> {
    prop_oneof![
        (proptest::collection::vec(ident(), 1..3), expr(), any::<bool>())
            .prop_map(|(names, value, rest)| Stmt::Let { names, value, rest, span: sp() }),
        ident().prop_map(|block| Stmt::At { block, span: sp() }),
        (
            ident(),
            expr(),
            expr(),
            proptest::collection::vec(
                (ident(), expr()).prop_map(|(n, value)| Stmt::Let {
                    names: vec![n],
                    value,
                    rest: false,
                    span: sp()
                }),
                0..2
            )
        )
            .prop_map(|(var, lo, hi, body)| Stmt::For {
                var,
                lo: Box::new(lo),
                hi: Box::new(hi),
                body,
                span: sp()
            }),
        proptest::collection::vec(expr(), 0..3)
            .prop_map(|values| Stmt::Yield { values, span: sp() }),
        expr().prop_map(Stmt::Expr),
    ]
}

fn prio() -> impl Strategy<Value = Option<Priority>> {
    proptest::option::of((-5i64..5).prop_map(|value| Priority { value, span: sp() }))
}

fn item_kind() -> impl Strategy<Value = ItemKind> {
    prop_oneof![
        (ident(), any::<bool>(), any::<i32>()).prop_map(|(name, is_int, v)| {
            let (kind, default) = if is_int {
                (OptionKind::Int, Literal::Int(v as i64))
            } else {
                (OptionKind::Bool, Literal::Bool(v % 2 == 0))
            };
            ItemKind::Option(OptionDecl { name, kind, default })
        }),
        (
            ident(),
            proptest::collection::vec(
                prop_oneof![
                    Just(Sort::Value),
                    Just(Sort::Values),
                    Just(Sort::Type),
                    Just(Sort::Attr),
                    Just(Sort::Int)
                ],
                0..3
            ),
            proptest::option::of(prop_oneof![Just(Sort::Value), Just(Sort::Type)]),
        )
            .prop_map(|(name, params, ret)| ItemKind::Native(NativeDecl {
                name,
                params,
                ret
            })),
        (
            ident(),
            op_name(),
            proptest::option::of(op_name()),
            proptest::collection::vec((ident(), any::<bool>(), ident()), 0..3)
        )
            .prop_map(|(name, from, to, entries)| {
                let int = to.is_none();
                ItemKind::EnumMap(EnumMap {
                    name,
                    from,
                    to: to.map_or(EnumTarget::Int, EnumTarget::Kind),
                    entries: entries
                        .into_iter()
                        .map(|(k, b, v)| {
                            (k, if int || b { EnumValue::Int(3) } else { EnumValue::Case(v) })
                        })
                        .collect(),
                })
            }),
        (type_pat(), proptest::option::of(expr()), prio(), expr(), proptest::bool::ANY).prop_map(
            |(pat, guard, prio, result, err)| {
                // The same expression as the message of an `error`, or as the type.
                let result = if err { TypeResult::Error(result) } else { TypeResult::Type(result) };
                ItemKind::Type(TypeRule { pat, guard, prio, result })
            }
        ),
        (
            op_pat(),
            proptest::option::of(expr()),
            prio(),
            op_expr_with(expr()),
            proptest::collection::vec(stmt(), 0..3),
            any::<bool>()
        )
            .prop_map(|(pat, guard, prio, o, stmts, single)| {
                let rhs = if single { Rhs::Op(Box::new(o)) } else { Rhs::Block(stmts) };
                ItemKind::Rule(OpRule { pat, guard, prio, rhs, arm: None })
            }),
        (
            type_pat(),
            proptest::option::of(expr()),
            0..3u8,
            expr(),
            ident(),
            expr(),
            ident(),
            expr()
        )
            .prop_map(|(pat, guard, k, ty, out_var, out, in_var, inn)| {
                let how = match k {
                    0 => BoundaryHow::Expand,
                    1 => BoundaryHow::Error("no".into(), sp()),
                    _ => BoundaryHow::As { ty, out_var, out, in_var, inn },
                };
                ItemKind::Boundary(Box::new(BoundaryRule { pat, guard, how }))
            }),
        (ident(), proptest::collection::vec(ident(), 0..3), expr())
            .prop_map(|(name, params, body)| ItemKind::Function(FnDecl { name, params, body })),
        (
            proptest::collection::vec(op_glob(), 1..3),
            proptest::collection::vec(op_name(), 0..2),
            proptest::bool::ANY
        )
            .prop_map(|(globs, except, float)| {
                let l = OpList { globs, except };
                if float {
                    ItemKind::FloatOps(l)
                } else {
                    ItemKind::Elementwise(l)
                }
            }),
    ]
}

fn file() -> impl Strategy<Value = File> {
    proptest::collection::vec(
        (proptest::collection::vec("[a-zA-Z0-9 .,]{0,12}", 0..2), item_kind()),
        0..4,
    )
    .prop_map(|items| File {
        items: items.into_iter().map(|(docs, kind)| Item { docs, kind, span: sp() }).collect(),
    })
}

/// The whole front end on arbitrary text: parse, expand, check and compile, which must not
/// panic.
fn front_end(text: &str) {
    if let Ok(mut file) = lowrite_dsl::parse::parse(text) {
        let _ = lowrite_dsl::expand::expand(&mut file);
        let (globals, diags) = lowrite_dsl::sema::check(&file);
        let _ = lowrite_dsl::render("fuzz.rules", text, &diags);
        if diags.is_empty() {
            let _ = lowrite_dsl::codegen::generate(&file, &globals, text, "fuzz.rules");
        }
    } else if let Err(d) = lowrite_dsl::parse::parse(text) {
        let _ = lowrite_dsl::render("fuzz.rules", text, &[d]);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

    #[test]
    fn print_then_parse_is_identity(f in file()) {
        let text = lowrite_dsl::print::file(&f);
        let parsed = lowrite_dsl::parse::parse(&text)
            .map_err(|d| TestCaseError::fail(format!("{}\n{text}", d.message)))?;
        prop_assert_eq!(parsed, f, "{}", text);
    }

    #[test]
    fn front_end_never_panics_on_printed_trees(f in file()) {
        front_end(&lowrite_dsl::print::file(&f));
    }

    #[test]
    fn front_end_never_panics_on_arbitrary_text(s in "\\PC{0,200}") {
        front_end(&s);
    }

    #[test]
    fn front_end_never_panics_on_mutated_rules(cut in 0usize..4000, insert in "\\PC{0,6}") {
        let base = include_str!("../../patterns/rules/arith.rules");
        let cut = cut.min(base.len());
        let cut = (0..=cut).rev().find(|&i| base.is_char_boundary(i)).unwrap_or(0);
        let text = format!("{}{}{}", &base[..cut], insert, &base[cut..]);
        front_end(&text);
    }
}

/// The file the standard rule files `use`.
const COMMON: &str = include_str!("../../patterns/rules/common.rules");

/// The standard rule files, which mutants are made of.
const STANDARD: [&str; 13] = [
    COMMON,
    include_str!("../../patterns/rules/types.rules"),
    include_str!("../../patterns/rules/arith.rules"),
    include_str!("../../patterns/rules/func.rules"),
    include_str!("../../patterns/rules/cf.rules"),
    include_str!("../../patterns/rules/scf.rules"),
    include_str!("../../patterns/rules/unranked.rules"),
    include_str!("../../patterns/rules/memref.rules"),
    include_str!("../../patterns/rules/math.rules"),
    include_str!("../../patterns/rules/index.rules"),
    include_str!("../../patterns/rules/complex.rules"),
    include_str!("../../patterns/rules/vector.rules"),
    include_str!("../../patterns/rules/ub.rules"),
];

/// How many rule-file mutants to check: `LOWRITE_RULE_MUTANTS`, 1000 by default.
fn rule_mutants() -> u32 {
    std::env::var("LOWRITE_RULE_MUTANTS").ok().and_then(|v| v.parse().ok()).unwrap_or(1000)
}

/// The char boundary at or before `i` in `s`.
fn boundary(s: &str, i: usize) -> usize {
    (0..=i.min(s.len())).rev().find(|&i| s.is_char_boundary(i)).unwrap_or(0)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: rule_mutants(), ..ProptestConfig::default() })]

    /// A standard rule file with a span deleted, duplicated elsewhere, or replaced by rule-language
    /// punctuation: the front end reports located errors (or compiles it), never panics, never
    /// overflows its stack, and renders a bounded report.
    #[test]
    fn front_end_handles_mutated_standard_rules(
        which in 0..STANDARD.len(),
        at in 0usize..200_000,
        len in 0usize..60,
        to in 0usize..200_000,
        insert in "[(){}\\[\\],;:=<>!+*/%\"a-z0-9 .#\\\\]{0,8}",
        how in 0u8..3,
    ) {
        let base = STANDARD[which];
        let a = boundary(base, at % (base.len() + 1));
        let b = boundary(base, a + len);
        let c = boundary(base, to % (base.len() + 1));
        let text = match how {
            0 => format!("{}{}{}", &base[..a], insert, &base[b..]),
            1 => format!("{}{}{}", &base[..c], &base[a..b], &base[c..]),
            _ => format!("{}{}", &base[..a], &base[b..]),
        };
        // The mutant may `use` the (unmutated) common definitions, as the standard files do.
        let mut load = |p: &str, _: &str| match p {
            "common.rules" => Ok(("common.rules".to_string(), COMMON.to_string())),
            _ => Err("no such file".to_string()),
        };
        let (sources, diags) = lowrite_dsl::Sources::gather("mutant.rules", &text, &mut load);
        let checked = if diags.is_empty() {
            // What checks also compiles to Rust without a panic (what the macro does next).
            lowrite_dsl::check_sources(&sources).map(|(file, globals)| {
                let _ = lowrite_dsl::codegen::generate(&file, &globals, &sources.text, "mutant.rules");
            })
        } else {
            Err(diags)
        };
        if let Err(diags) = checked {
            let report = lowrite_dsl::render_sources(&sources, &diags);
            prop_assert!(
                report.starts_with("mutant.rules:") || report.starts_with("common.rules:"),
                "{}",
                report
            );
            prop_assert!(report.lines().count() < 60 * 40, "{} lines", report.lines().count());
        }
    }
}

/// Names that begin with a keyword are names: `ifa.a()` is an op, `trueish` and `selfie`
/// variables (found by `print_then_parse_is_identity`).
#[test]
fn names_beginning_with_keywords() {
    for text in [
        "rule a.a() => a.a() regions(if ifa.a() { _ } else { _ });",
        "rule a.a(trueish) => a.a(trueish, falsey, selfie);",
        "rule a.a(x) => a.a(if x == 1 { iffy } else { x });",
    ] {
        let file =
            lowrite_dsl::parse::parse(text).unwrap_or_else(|d| panic!("{}: {text}", d.message));
        let printed = lowrite_dsl::print::file(&file);
        assert_eq!(lowrite_dsl::parse::parse(&printed).unwrap(), file, "{printed}");
    }
}
