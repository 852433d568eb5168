//! `lowrite verify`: each modelled op, at each type, lowered by the rules as the tool applies
//! them, and the lowering proved to refine the op by an SMT solver (`z3`), or refuted with a
//! counterexample. The semantics and the query are `lowrite_core::verify`; this module lowers
//! the cases and runs the solver.

use crate::convert::{Options, RuleSet};
use crate::error::{Error, Result};
use crate::import::ImportOptions;
use crate::pipeline;
use lowrite_core::verify;
pub use lowrite_core::verify::folds::{folded, samples as fold_samples, Folded, Operand};
pub use lowrite_core::verify::{witness, Case, Types};
use std::io::Write;
use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex};

/// What the solver says of one case.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The lowering refines the op for every operand.
    Verified,
    /// It does not: the operands, and the source's and the lowering's results.
    Refuted(Vec<(String, String)>),
    /// The lowering holds something the model does not know: why.
    NotModelled(String),
    /// The solver gave no answer in time.
    Unknown(String),
}

/// One case's answer, with the rule that lowered it (`rules/arith.rules:12`).
#[derive(Clone, Debug)]
pub struct Outcome {
    /// The op and type.
    pub case: Case,
    /// Where the rule applied is, if the lowering reported one.
    pub rule: Option<String>,
    /// The answer.
    pub verdict: Verdict,
    /// A program that shows a refutation, when it is not [`witness`]'s (the folders').
    pub witness: Option<String>,
}

/// The ops the model knows.
pub fn modelled_ops() -> impl Iterator<Item = &'static str> {
    verify::OPS.iter().map(|m| m.op)
}

/// The ops of the standard `arith`, `math`, `index` and `ub` rules the model does not know
/// (of `ops`, or all when it is empty), each with the reason.
pub fn not_modelled(ops: &[String]) -> Vec<(&'static str, &'static str)> {
    verify::NOT_MODELLED
        .iter()
        .copied()
        .filter(|(op, _)| ops.is_empty() || ops.iter().any(|o| o == op))
        .collect()
}

/// The cases of the folders' integer ops (of `ops`, or all) at integer `widths`.
pub fn fold_cases(ops: &[String], widths: &[u32]) -> Vec<Case> {
    verify::folds::cases(ops, widths)
}

/// The cases of `ops` (all modelled ops when empty) at `types`.
pub fn cases_for(ops: &[String], types: &Types) -> Vec<Case> {
    verify::cases(ops, types)
}

/// The name the case functions' text has in messages.
const NAME: &str = "<verify>";

/// Lowers every case with `rules` (and `options`; `index` cases at their own index width) and
/// has `z3` answer each (in `timeout` seconds), `jobs` at a time. Errors: no `z3` to run.
pub fn verify(
    rules: &[&'static RuleSet],
    options: &Options,
    cases: Vec<Case>,
    jobs: usize,
    timeout: u32,
) -> Result<Vec<Outcome>> {
    solver_available()?;
    // One module per index width: the cases' functions, four lines each.
    let index_default = options.index_bitwidth();
    let mut groups: Vec<(u32, Vec<Case>)> = Vec::new();
    for case in cases {
        let w = case.index_width.unwrap_or(index_default);
        match groups.iter_mut().find(|(gw, _)| *gw == w) {
            Some((_, g)) => g.push(case),
            None => groups.push((w, vec![case])),
        }
    }
    let mut work = Vec::new();
    for (index_width, group) in groups {
        let mut text = String::new();
        for (k, case) in group.iter().enumerate() {
            text.push_str(&verify::case_text(case, &format!("case{k}")));
        }
        let opts = options.clone().with("index_bitwidth", i64::from(index_width));
        let module = pipeline::load(&text, NAME, &ImportOptions::default())?;
        let lowered = pipeline::lower(module, rules, &opts, true);
        let (lowered, trace) = match lowered {
            Ok(l) => (Some(Arc::new(l.module)), l.trace),
            Err(_) => {
                // One failing case must not hide the others: each alone.
                for case in group {
                    let text = verify::case_text(&case, "case0");
                    let one = pipeline::load(&text, NAME, &ImportOptions::default())?;
                    match pipeline::lower(one, rules, &opts, true) {
                        Ok(l) => work.push((case, 0, Some(Arc::new(l.module)), l.trace)),
                        Err(e) => work.push((case, usize::MAX, None, vec![e.to_string()])),
                    }
                }
                continue;
            }
        };
        for (k, case) in group.into_iter().enumerate() {
            let line = format!("{NAME}:{}:", 4 * k + 2);
            let rule: Vec<String> =
                trace.iter().filter(|t| t.starts_with(&line)).cloned().collect();
            work.push((case, k, lowered.clone(), rule));
        }
    }
    let next = Mutex::new(work.into_iter().enumerate());
    let results = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..jobs.max(1) {
            scope.spawn(|| loop {
                let Some((i, (case, k, module, trace))) = next.lock().unwrap().next() else {
                    break;
                };
                let rule = trace.iter().find_map(|t| {
                    t.split_once("lowered by the rule at ").map(|(_, r)| r.to_string())
                });
                let verdict = match module {
                    None => Verdict::NotModelled(format!(
                        "the rules do not lower it: {}",
                        trace.first().map(String::as_str).unwrap_or_default()
                    )),
                    Some(m) => {
                        let index_width = case.index_width.unwrap_or(index_default);
                        answer(&case, &m, &format!("case{k}"), index_width, timeout)
                    }
                };
                let witness = None;
                results.lock().unwrap().push((i, Outcome { case, rule, verdict, witness }));
            });
        }
    });
    let mut results = results.into_inner().unwrap();
    results.sort_by_key(|(i, _)| *i);
    Ok(results.into_iter().map(|(_, o)| o).collect())
}

/// The solver's answer for `case`, lowered into `module` as function `name`.
fn answer(
    case: &Case,
    module: &lowrite_core::ir::Module,
    name: &str,
    index_width: u32,
    timeout: u32,
) -> Verdict {
    let Some(func) = module.lookup_symbol(name) else {
        return Verdict::NotModelled(format!("the lowering has no function '{name}'"));
    };
    // The whole query first; where the solver gives up, undefined behaviour alone: that query
    // needs no division's value, so it is answered at once even where the whole one is hard
    // (an expansion that divides eagerly on both sides of a select).
    let mut gave_up = None;
    for ub_only in [false, true] {
        let query = match verify::query(case, module, func, index_width, ub_only) {
            Ok(q) => q,
            Err(why) => return Verdict::NotModelled(why),
        };
        if let Some(dir) = std::env::var_os("LOWRITE_VERIFY_QUERIES") {
            let _ = std::fs::write(
                std::path::Path::new(&dir).join(format!("{name}_{ub_only}.smt2")),
                &query,
            );
        }
        match solve(&query, timeout) {
            Ok(out) if out.starts_with("unsat") && !ub_only => return Verdict::Verified,
            Ok(out) if out.starts_with("unsat") => {}
            Ok(out) if out.starts_with("sat") => {
                return Verdict::Refuted(verify::parse_model(&out[3..]))
            }
            Ok(out) if out.starts_with("timeout") => {
                gave_up = Some(format!("no answer from z3 in {timeout} s"));
            }
            Ok(out) if out.starts_with("unknown") => {
                gave_up =
                    Some("z3 answered unknown (its float and bit-vector solver gave up)".into());
            }
            Ok(out) => gave_up = Some(format!("z3 answered {}", out.trim())),
            Err(e) => gave_up = Some(e.to_string()),
        }
    }
    Verdict::Unknown(gave_up.unwrap_or_else(|| "no answer from z3".into()))
}

/// Checks the constant folders on `cases` (`verify::folds`): each case's samples folded as the
/// conversion folds them, and `z3` asked whether a folded value is wrong, `jobs` at a time.
pub fn verify_folds(cases: Vec<Case>, jobs: usize, timeout: u32) -> Result<Vec<Outcome>> {
    verify_folds_by(cases, jobs, timeout, folded)
}

/// [`verify_folds`] with `fold` in place of the folders (which [`folded`] runs): how a test
/// shows that a wrong folder is refuted.
pub fn verify_folds_by(
    cases: Vec<Case>,
    jobs: usize,
    timeout: u32,
    fold: impl Fn(&mut lowrite_core::ir::Module, &Case) -> Vec<(usize, Folded)>,
) -> Result<Vec<Outcome>> {
    solver_available()?;
    // MLIR reads and the folders fold on this thread, a case ahead of each solver thread; the
    // solver threads only run z3 (MLIR's contexts stay on the thread that made them).
    type Work = (usize, Case, Vec<Vec<Operand>>, Vec<(usize, Folded)>);
    let (send, receive) = std::sync::mpsc::sync_channel::<Work>(jobs.max(1));
    let receive = Mutex::new(receive);
    let results = Mutex::new(Vec::new());
    let failure = std::thread::scope(|scope| {
        for _ in 0..jobs.max(1) {
            scope.spawn(|| loop {
                let Ok((i, case, samples, folded)) = receive.lock().unwrap().recv() else {
                    break;
                };
                let mut witness = None;
                let verdict = if folded.is_empty() {
                    Verdict::NotModelled("the folders fold none of its samples".into())
                } else {
                    let wrong = verify::folds::first_wrong(&case, &samples, &folded, |q| {
                        solve(q, timeout).map_err(|e| e.to_string())
                    });
                    match wrong {
                        Ok(None) => Verdict::Verified,
                        Ok(Some(n)) => {
                            // The arguments' values, when the sample has any.
                            let model = if verify::folds::has_arguments(&samples, &folded[n]) {
                                let script =
                                    verify::folds::witness_query(&case, &samples, &folded, n);
                                solve(&script, timeout)
                                    .map(|out| verify::parse_model(&out))
                                    .unwrap_or_default()
                            } else {
                                Vec::new()
                            };
                            let shown =
                                verify::folds::counterexample(&case, &samples, &folded, n, &model);
                            let sample = &samples[folded[n].0];
                            witness = Some(verify::folds::witness(&case, sample, &shown));
                            Verdict::Refuted(shown)
                        }
                        Err(why) => Verdict::Unknown(why),
                    }
                };
                let rule = Some(format!(
                    "core/src/fold.rs, {} of {} samples folded",
                    folded.len(),
                    samples.len()
                ));
                results.lock().unwrap().push((i, Outcome { case, rule, verdict, witness }));
            });
        }
        let send = send; // dropped on every return, which ends the solver threads' loops
        for (i, case) in cases.into_iter().enumerate() {
            let samples = verify::folds::samples(&case);
            let text = verify::folds::sample_text(&case, &samples);
            let mut module = match pipeline::load(&text, NAME, &ImportOptions::default()) {
                Ok(m) => m,
                Err(e) => return Some(e),
            };
            let folded = fold(&mut module, &case);
            if send.send((i, case, samples, folded)).is_err() {
                break;
            }
        }
        None
    });
    if let Some(e) = failure {
        return Err(e);
    }
    let mut results = results.into_inner().unwrap();
    results.sort_by_key(|(i, _)| *i);
    Ok(results.into_iter().map(|(_, o)| o).collect())
}

/// Whether `z3` runs.
fn solver_available() -> Result<()> {
    match Command::new("z3").arg("-version").output() {
        Ok(o) if o.status.success() => Ok(()),
        _ => Err(Error::Other(
            "error: lowrite verify needs the SMT solver z3 on PATH (Debian: apt-get install z3)"
                .into(),
        )),
    }
}

/// Runs `z3` on an SMT-LIB script (`timeout` seconds at most); its standard output.
fn solve(script: &str, timeout: u32) -> Result<String> {
    let mut child = Command::new("z3")
        .args(["-in", "-smt2", &format!("-T:{timeout}")])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| Error::Other(format!("error: cannot run z3: {e}")))?;
    let mut stdin = child.stdin.take().expect("piped");
    // Written from a second thread: z3 answers as it reads, and a long answer fills the pipe
    // back while this one would still be writing.
    let (written, out) = std::thread::scope(|scope| {
        let writer = scope.spawn(move || stdin.write_all(script.as_bytes()));
        let out = child.wait_with_output();
        (writer.join().expect("the writer does not panic"), out)
    });
    let out = out.map_err(|e| Error::Other(format!("error: z3: {e}")))?;
    written.map_err(|e| Error::Other(format!("error: cannot write to z3: {e}")))?;
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}
