//! The constant folders (`core/src/fold.rs`) checked against the source semantics: a folder is
//! a rule with constant operands. For each integer op the folders fold and each width, the op
//! is applied to sample operands, the module is folded as the conversion folds it, and the
//! solver is asked whether any folded result differs from the op's meaning where the op is
//! defined and not poison. The samples:
//! - all operands constant: every operand tuple at 8 bits and below (a proof at those widths);
//!   wider, the values at the edges (0, 1, 2, the width, the extremes and their neighbours) and
//!   pseudo-random ones;
//! - some operands the function's arguments (any value) and the others each of the edge values,
//!   and a binary op of one argument with itself: the algebraic folds (`x + 0`, `x - x`,
//!   `select(c, x, x)`), each proved for every value of the arguments, at every width.

use super::smt::{literal, Functions, Sort};
use super::{param_type, params, result_type, source, Case, Shape, Types, OPS};
use crate::fold::{fold_module, Replacement};
use crate::ir::{Attribute, Module, ValueDef};
use std::fmt::Write;
use std::ops::Range;

/// The cases of the integer ops the folders fold (`arith` and `math` on `iN`), at `types`'
/// integer widths.
pub fn cases(ops: &[String], widths: &[u32]) -> Vec<Case> {
    let types =
        Types { widths: widths.to_vec(), index_widths: Vec::new(), floats: Vec::new(), lanes: 0 };
    super::cases(ops, &types)
        .into_iter()
        .filter(|c| c.op.starts_with("arith.") || c.op.starts_with("math."))
        .filter(|c| c.op != "arith.bitcast" && !c.from.starts_with('f') && !c.ty.starts_with('f'))
        .filter(|c| !matches!(c.shape, Shape::Nullary))
        .filter(|c| OPS.iter().any(|m| m.op == c.op))
        .collect()
}

/// Sample values of `w` bits: all of them up to 8 bits, else the edges and pseudo-random ones.
fn values(w: u32) -> Vec<i128> {
    if w <= 8 {
        return (0..1i128 << w).collect();
    }
    let min = -(1i128 << (w - 1));
    let max = (1i128 << (w - 1)) - 1;
    let mut v = vec![0, 1, 2, 3, -1, -2, -3, min, min + 1, max, max - 1, w as i128, w as i128 - 1];
    v.extend([w as i128 + 1, 1i128 << (w / 2), -(1i128 << (w / 2)), 7, -7, 100, -100]);
    let mut state = 0x9E37_79B9_7F4A_7C15u64 ^ u64::from(w);
    for _ in 0..12 {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        let x = (state as i128) & ((1i128 << w) - 1);
        v.push(if x > max { x - (1i128 << w) } else { x });
    }
    v
}

/// The edge values of `w` bits (a subset of [`values`]).
fn edges(w: u32) -> Vec<i128> {
    if w == 1 {
        return vec![0, 1];
    }
    let (min, max) = (-(1i128 << (w - 1)), (1i128 << (w - 1)) - 1);
    let mut v = vec![0, 1, 2, -1, -2, min, min + 1, max, max - 1, w as i128];
    v.dedup();
    v
}

/// An operand of a sample op.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Operand {
    /// A constant.
    Const(i128),
    /// The function's argument for operand `k` of the case (any value).
    Arg(usize),
}

/// The operand tuples a case is folded on: all constant ones first, then those with arguments.
pub fn samples(case: &Case) -> Vec<Vec<Operand>> {
    let widths: Vec<u32> = params(case)
        .iter()
        .map(|p| Sort::of_text(&param_type(case, p), 64).map_or(1, Sort::width))
        .collect();
    let constants = |w: u32| values(w).into_iter().map(Operand::Const).collect();
    let mut out = product(widths.iter().map(|&w| constants(w)).collect());
    // Each nonempty subset of the operands as arguments, the others at the edges.
    for args in 1..(1u32 << widths.len()) {
        out.extend(product(
            widths
                .iter()
                .enumerate()
                .map(|(k, &w)| {
                    if args & (1 << k) != 0 {
                        vec![Operand::Arg(k)]
                    } else {
                        edges(w).into_iter().map(Operand::Const).collect()
                    }
                })
                .collect(),
        ));
    }
    // A binary op of one argument with itself (`x - x`), and `select(c, x, x)`.
    match case.shape {
        Shape::Binary | Shape::Compare => out.push(vec![Operand::Arg(0), Operand::Arg(0)]),
        Shape::Select => out.push(vec![Operand::Arg(0), Operand::Arg(1), Operand::Arg(1)]),
        _ => {}
    }
    out
}

/// Every tuple of one choice per position, the last position varying fastest.
fn product(choices: Vec<Vec<Operand>>) -> Vec<Vec<Operand>> {
    let mut out: Vec<Vec<Operand>> = vec![Vec::new()];
    for options in choices {
        out = out
            .into_iter()
            .flat_map(|t| options.iter().map(move |&o| [t.clone(), vec![o]].concat()))
            .collect();
    }
    out
}

/// The line of the case's op in [`super::case_text`], result `%r`, operands `%a`, `%b`...
fn op_line(case: &Case) -> String {
    let text = super::case_text(case, "f");
    text.lines().nth(1).expect("the op's line").trim().to_string()
}

/// A function of one argument per operand of the case that applies the case's op to each
/// sample's operands, one op a sample, in order.
pub fn sample_text(case: &Case, samples: &[Vec<Operand>]) -> String {
    let line = op_line(case);
    let mut body = String::new();
    let mut constants = std::collections::HashMap::new();
    for (i, sample) in samples.iter().enumerate() {
        let mut op = line.replacen("%r", &format!("%r{i}"), 1);
        for (k, (&p, &operand)) in params(case).iter().zip(sample).enumerate() {
            let ty = param_type(case, p);
            let v = match operand {
                Operand::Const(v) => v,
                Operand::Arg(j) => {
                    op = substitute(&op, p, &format!("%arg{j}"));
                    continue;
                }
            };
            let name = constants.entry((k, v)).or_insert_with(|| {
                let n = format!("%c{k}_{}", v.to_string().replace('-', "m"));
                writeln!(body, "  {n} = arith.constant {}", constant(v, &ty)).unwrap();
                n
            });
            op = substitute(&op, p, name);
        }
        writeln!(body, "  {op}").unwrap();
    }
    let args: Vec<String> = params(case)
        .iter()
        .enumerate()
        .map(|(j, p)| format!("%arg{j}: {}", param_type(case, p)))
        .collect();
    format!("func.func @f({}) {{\n{body}  return\n}}\n", args.join(", "))
}

/// The value of an `arith.constant` of `v` of type `ty`.
fn constant(v: i128, ty: &str) -> String {
    if ty == "i1" {
        (if v & 1 != 0 { "true" } else { "false" }).to_string()
    } else {
        format!("{v} : {ty}")
    }
}

/// A program that shows the wrong fold of `sample` (with the operands of `counterexample`, from
/// [`counterexample`]): its constant operands are constants, which the folders see, and its
/// argument operands come through memory, which they do not; `@main` prints the op's result.
pub fn witness(case: &Case, sample: &[Operand], counterexample: &[(String, String)]) -> String {
    let mut op = op_line(case);
    let mut body = String::new();
    for (&p, &operand) in params(case).iter().zip(sample) {
        let ty = param_type(case, p);
        let name = format!("%{p}_v");
        match operand {
            Operand::Const(v) => {
                writeln!(body, "  {name} = arith.constant {}", constant(v, &ty)).unwrap();
            }
            Operand::Arg(_) => {
                let v = counterexample
                    .iter()
                    .find(|(n, _)| n == p)
                    .and_then(|(_, v)| v.parse::<i128>().ok())
                    .unwrap_or(0);
                writeln!(body, "  %{p}_c = arith.constant {}", constant(v, &ty)).unwrap();
                writeln!(body, "  %{p}_m = memref.alloca() : memref<{ty}>").unwrap();
                writeln!(body, "  memref.store %{p}_c, %{p}_m[] : memref<{ty}>").unwrap();
                writeln!(body, "  {name} = memref.load %{p}_m[] : memref<{ty}>").unwrap();
            }
        }
        op = substitute(&op, p, &name);
    }
    let values: Vec<String> = counterexample.iter().map(|(k, v)| format!("{k} = {v}")).collect();
    format!(
        "// {}, folded by core/src/fold.rs: {}\nfunc.func @main() {{\n{body}  {op}\n  vector.print %r : {}\n  return\n}}\n",
        case.describe(),
        values.join(", "),
        result_type(case)
    )
}

/// `op` (an [`op_line`]) with its operand `%p` renamed `name`.
fn substitute(op: &str, p: &str, name: &str) -> String {
    let mut op = op
        .replace(&format!("%{p},"), &format!("{name},"))
        .replace(&format!("%{p} "), &format!("{name} "));
    if op.ends_with(&format!("%{p}")) {
        op = format!("{}{name}", &op[..op.len() - p.len() - 1]);
    }
    op
}

/// What the folders made of a sample op.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Folded {
    /// A constant (its bits).
    Const(i128),
    /// The function's argument `k`.
    Arg(usize),
}

/// Folds `module` (a [`sample_text`]) as the conversion does; what each sample the folders fold
/// became, by sample number (a fold to anything else, such as another op, is not listed).
pub fn folded(module: &mut Module, case: &Case) -> Vec<(usize, Folded)> {
    let folds = fold_module(module, |_| true);
    let mut ops = Vec::new();
    module.walk(|op| {
        if module.op(op).name == case.op {
            ops.push(op);
        }
    });
    let value = |a: Option<&Attribute>| match a {
        Some(Attribute::Int { value, .. }) => Some(i128::from(*value)),
        Some(Attribute::Bool(b)) => Some(i128::from(*b)),
        _ => None,
    };
    let mut out = Vec::new();
    for (i, op) in ops.into_iter().enumerate() {
        let v = match folds.get(&op).and_then(|r| r.first()) {
            Some(Replacement::Constant(c)) => value(module.op(*c).attr("value")).map(Folded::Const),
            Some(Replacement::Value(v)) => match module.value_def(*v) {
                ValueDef::BlockArg(_, k) => Some(Folded::Arg(k as usize)),
                ValueDef::Result(d, _) => {
                    let o = module.op(d);
                    (o.name == "arith.constant")
                        .then(|| value(o.attr("value")))
                        .flatten()
                        .map(Folded::Const)
                }
            },
            None => continue,
        };
        if let Some(v) = v {
            out.push((i, v));
        }
    }
    out
}

/// How many folded samples of constants one `simplify` checks together: z3 spends most of its
/// time on a command's own cost, so a conjunction of many is about three times faster than as
/// many commands.
const CHUNK: usize = 256;

/// The first folded sample that is wrong, by its place in `folded`, or `None` when every one
/// is right; `solve` runs a script and returns the solver's output, or why it could not.
/// Samples of constants are asked `CHUNK` at a time, and a group that is not `true` is asked
/// again one sample at a time, so the answer is the one a question per sample gives. `Err`
/// when an answer is neither right nor wrong.
pub fn first_wrong(
    case: &Case,
    samples: &[Vec<Operand>],
    folded: &[(usize, Folded)],
    mut solve: impl FnMut(&str) -> Result<String, String>,
) -> Result<Option<usize>, String> {
    let mut groups: Vec<Range<usize>> = Vec::new();
    for n in 0..folded.len() {
        match groups.last_mut() {
            Some(g)
                if g.len() < CHUNK
                    && !has_arguments(samples, &folded[g.start])
                    && !has_arguments(samples, &folded[n]) =>
            {
                g.end = n + 1
            }
            _ => groups.push(n..n + 1),
        }
    }
    let answer = solve(&script(case, samples, folded, &groups))?;
    for (g, line) in groups.iter().zip(answers(&answer, groups.len())?) {
        if g.len() == 1 {
            if !right(line)? {
                return Ok(Some(g.start));
            }
        } else if line != "true" {
            // Which one: each of the group's samples alone decides, as without groups.
            let singles: Vec<Range<usize>> = g.clone().map(|n| n..n + 1).collect();
            let answer = solve(&script(case, samples, folded, &singles))?;
            for (n, line) in g.clone().zip(answers(&answer, singles.len())?) {
                if !right(line)? {
                    return Ok(Some(n));
                }
            }
        }
    }
    Ok(None)
}

/// Whether the solver's answer about one sample says it is right (`true` of a `simplify`,
/// `unsat` of a `check-sat`) or wrong (`false`, `sat`); `Err` when it says neither.
fn right(line: &str) -> Result<bool, String> {
    match line {
        "true" | "unsat" => Ok(true),
        "false" | "sat" => Ok(false),
        other => Err(format!("z3 answered {other}")),
    }
}

/// The solver's answers, one a line, when there are `expected` of them.
fn answers(answer: &str, expected: usize) -> Result<Vec<&str>, String> {
    let lines: Vec<&str> = answer.lines().map(str::trim).filter(|l| !l.is_empty()).collect();
    if lines.len() != expected {
        return Err(format!("z3 answered {} of {expected} questions", lines.len()));
    }
    Ok(lines)
}

/// The check, as a script for the solver: a function `ok` of the operands and the folded value
/// (the op is undefined, or poison, or has that value), then a question per group of `folded`.
/// A group of samples of constants is a `(simplify (and (ok ...) ...))`, which z3 evaluates to
/// `true` or `false` (ground terms: no search); a sample with arguments (always alone) is a
/// `(check-sat)` of `(not (ok ...))` over the arguments, which z3 answers `unsat` when the
/// fold is right for every value.
fn script(
    case: &Case,
    samples: &[Vec<Operand>],
    folded: &[(usize, Folded)],
    groups: &[Range<usize>],
) -> String {
    let (sorts, result) = sorts(case);
    let names: Vec<String> = params(case).iter().map(|p| p.to_string()).collect();
    let mut functions = Functions::default();
    let m = source::meaning(case, &names, &sorts, result, &mut functions);
    let mut args: Vec<String> =
        names.iter().zip(&sorts).map(|(n, s)| format!("({n} {})", s.smt())).collect();
    args.push(format!("(folded {})", result.smt()));
    let mut q = String::new();
    writeln!(
        q,
        "(define-fun ok ({}) Bool (or {} {} (= folded {})))",
        args.join(" "),
        m.ub,
        m.poison,
        m.value
    )
    .unwrap();
    for (k, s) in sorts.iter().enumerate() {
        writeln!(q, "(declare-const arg{k} {})", s.smt()).unwrap();
    }
    let ok = |&(i, f): &(usize, Folded)| {
        let term = |o: Operand, w: u32| match o {
            Operand::Const(x) => literal(x, w),
            Operand::Arg(k) => format!("arg{k}"),
        };
        let mut values: Vec<String> =
            samples[i].iter().zip(&sorts).map(|(&o, s)| term(o, s.width())).collect();
        values.push(match f {
            Folded::Const(v) => literal(v, result.width()),
            Folded::Arg(k) => format!("arg{k}"),
        });
        format!("(ok {})", values.join(" "))
    };
    for g in groups {
        let first = &folded[g.start];
        if has_arguments(samples, first) {
            writeln!(q, "(push)\n(assert (not {}))\n(check-sat)\n(pop)", ok(first)).unwrap();
        } else if g.len() == 1 {
            writeln!(q, "(simplify {})", ok(first)).unwrap();
        } else {
            let all: Vec<String> = folded[g.clone()].iter().map(ok).collect();
            writeln!(q, "(simplify (and {}))", all.join(" ")).unwrap();
        }
    }
    q
}

/// Whether the folded sample `(i, f)` has an argument among its operands or as its value.
pub fn has_arguments(samples: &[Vec<Operand>], &(i, f): &(usize, Folded)) -> bool {
    matches!(f, Folded::Arg(_)) || samples[i].iter().any(|o| matches!(o, Operand::Arg(_)))
}

/// The case's operand sorts and result sort.
fn sorts(case: &Case) -> (Vec<Sort>, Sort) {
    let sorts = params(case)
        .iter()
        .map(|p| Sort::of_text(&param_type(case, p), 64).expect("an integer"))
        .collect();
    (sorts, Sort::of_text(&result_type(case), 64).expect("an integer"))
}

/// A script asking for the arguments of a wrong fold with arguments (`folded[n]`, which
/// [`first_wrong`] found): the script of that sample alone, then their values.
pub fn witness_query(
    case: &Case,
    samples: &[Vec<Operand>],
    folded: &[(usize, Folded)],
    n: usize,
) -> String {
    let one = script(case, samples, folded, std::slice::from_ref(&(n..n + 1)));
    let args: Vec<String> = (0..params(case).len()).map(|k| format!("arg{k}")).collect();
    format!("{}\n(get-value ({}))\n", one.replace("(pop)\n", ""), args.join(" "))
}

/// The counterexample of the wrong fold `folded[n]`: the operands (constants, or the values the
/// solver's `model` gives the arguments, from [`witness_query`]) and the folded value.
pub fn counterexample(
    case: &Case,
    samples: &[Vec<Operand>],
    folded: &[(usize, Folded)],
    n: usize,
    model: &[(String, String)],
) -> Vec<(String, String)> {
    let (i, f) = folded[n];
    let arg = |k: usize| {
        let name = format!("arg{k}");
        model
            .iter()
            .find(|(m, _)| *m == name)
            .map_or_else(|| format!("any ({})", params(case)[k]), |(_, v)| v.clone())
    };
    let mut out: Vec<(String, String)> = params(case)
        .iter()
        .zip(&samples[i])
        .map(|(p, &o)| {
            (
                p.to_string(),
                match o {
                    Operand::Const(x) => x.to_string(),
                    Operand::Arg(k) => arg(k),
                },
            )
        })
        .collect();
    out.push((
        "folded".into(),
        match f {
            Folded::Const(v) => v.to_string(),
            Folded::Arg(k) => format!("{} (the operand {})", arg(k), params(case)[k]),
        },
    ));
    out
}
