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
            scope.spawn(|| {
                let mut z3 = Z3::default();
                loop {
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
                            answer(&mut z3, &case, &m, &format!("case{k}"), index_width, timeout)
                        }
                    };
                    let witness = None;
                    results.lock().unwrap().push((i, Outcome { case, rule, verdict, witness }));
                }
            });
        }
    });
    let mut results = results.into_inner().unwrap();
    results.sort_by_key(|(i, _)| *i);
    Ok(results.into_iter().map(|(_, o)| o).collect())
}

/// The solver's answer for `case`, lowered into `module` as function `name`.
fn answer(
    z3: &mut Z3,
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
        match z3.solve(&query, timeout) {
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
            scope.spawn(|| {
                let mut z3 = Z3::default();
                loop {
                    let Ok((i, case, samples, folded)) = receive.lock().unwrap().recv() else {
                        break;
                    };
                    let mut witness = None;
                    let verdict = if folded.is_empty() {
                        Verdict::NotModelled("the folders fold none of its samples".into())
                    } else {
                        let wrong = verify::folds::first_wrong(&case, &samples, &folded, |q| {
                            z3.solve(q, timeout).map_err(|e| e.to_string())
                        });
                        match wrong {
                            Ok(None) => Verdict::Verified,
                            Ok(Some(n)) => {
                                // The arguments' values, when the sample has any.
                                let model = if verify::folds::has_arguments(&samples, &folded[n]) {
                                    let script =
                                        verify::folds::witness_query(&case, &samples, &folded, n);
                                    z3.solve(&script, timeout)
                                        .map(|out| verify::parse_model(&out))
                                        .unwrap_or_default()
                                } else {
                                    Vec::new()
                                };
                                let shown = verify::folds::counterexample(
                                    &case, &samples, &folded, n, &model,
                                );
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
                }
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

/// A `z3` process kept for one solver thread's queries: starting z3 takes about 40 ms, about
/// as long as z3 takes to answer a typical case, so each thread starts one and sends it every
/// query in turn, each after a `(reset)` that forgets the last one.
///
/// A query's answer ends with an `echo` of [`Z3::END`]. A thread reads z3's output all the
/// time (so z3 never waits on a full pipe while the script is being written), and a query
/// without its answer in `timeout` seconds (0: no limit, as z3's own `-T:0`) stops the
/// process, as z3's `-T` limit did with a process a query: the answer is `timeout`, and the
/// next query starts a new process.
#[derive(Default)]
struct Z3 {
    running: Option<Running>,
}

/// The process of a [`Z3`] and the lines it has printed.
struct Running {
    child: std::process::Child,
    stdin: std::process::ChildStdin,
    lines: std::sync::mpsc::Receiver<String>,
}

impl Z3 {
    /// The line after each answer.
    const END: &'static str = "@@lowrite-end-of-answer@@";

    /// Runs an SMT-LIB script (`timeout` seconds at most, 0 for no limit); what z3 prints for
    /// it.
    fn solve(&mut self, script: &str, timeout: u32) -> Result<String> {
        let limit =
            std::time::Duration::from_secs(if timeout == 0 { u64::MAX } else { timeout.into() });
        let deadline = std::time::Instant::now().checked_add(limit);
        let running = match &mut self.running {
            Some(r) => r,
            None => self.running.insert(Running::start()?),
        };
        let sent = write!(running.stdin, "(reset)\n{script}\n(echo \"{}\")\n", Z3::END)
            .and_then(|()| running.stdin.flush());
        let mut out = String::new();
        let ended = sent.is_ok()
            && loop {
                let left = deadline
                    .map_or(limit, |d| d.saturating_duration_since(std::time::Instant::now()));
                match running.lines.recv_timeout(left) {
                    Ok(line) if line == Z3::END => break true,
                    Ok(line) => {
                        out.push_str(&line);
                        out.push('\n');
                    }
                    Err(std::sync::mpsc::RecvTimeoutError::Timeout) => {
                        out = "timeout\n".into();
                        break false;
                    }
                    // z3 ended: what it printed is the answer, as from a process a query.
                    Err(std::sync::mpsc::RecvTimeoutError::Disconnected) => break false,
                }
            };
        if !ended {
            if let Some(mut r) = self.running.take() {
                let _ = r.child.kill();
                let _ = r.child.wait();
            }
            if out.is_empty() {
                if let Err(e) = sent {
                    return Err(Error::Other(format!("error: cannot write to z3: {e}")));
                }
            }
        }
        Ok(out)
    }
}

impl Running {
    fn start() -> Result<Running> {
        let mut child = Command::new("z3")
            .args(["-in", "-smt2"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| Error::Other(format!("error: cannot run z3: {e}")))?;
        let stdin = child.stdin.take().expect("piped");
        let stdout = child.stdout.take().expect("piped");
        let (send, lines) = std::sync::mpsc::channel();
        // Ends when z3 does (its output closes).
        std::thread::spawn(move || {
            use std::io::BufRead;
            for line in std::io::BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if send.send(line).is_err() {
                    break;
                }
            }
        });
        Ok(Running { child, stdin, lines })
    }
}

impl Drop for Z3 {
    fn drop(&mut self) {
        if let Some(mut r) = self.running.take() {
            // z3 exits at the end of its input.
            drop(r.stdin);
            let _ = r.child.wait();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Z3;

    /// Fermat's last theorem for cubes: z3's nonlinear arithmetic searches it for ever.
    const ENDLESS: &str = "(declare-const x Int)\n(declare-const y Int)\n(declare-const z Int)\n\
        (assert (and (> x 0) (> y 0) (> z 0)))\n\
        (assert (= (+ (* x x x) (* y y y)) (* z z z)))\n(check-sat)\n";

    /// Each query of one process gets its own answer, as from a process of its own: names the
    /// last query declared are gone (the same name is declared again with another sort), and
    /// an error in one (a model after `unsat`) is part of its answer only.
    #[test]
    fn queries_in_turn_get_their_own_answers() {
        let mut z3 = Z3::default();
        let sat = "(declare-const a (_ BitVec 8))\n(assert (= (bvmul a #x03) #x09))\n\
                   (check-sat)\n(get-value (a))\n";
        let out = z3.solve(sat, 10).unwrap();
        assert!(out.starts_with("sat\n"), "{out}");
        assert!(out.contains("#x03"), "{out}");
        let unsat =
            "(declare-const a Bool)\n(assert (and a (not a)))\n(check-sat)\n(get-value (a))\n";
        let out = z3.solve(unsat, 10).unwrap();
        assert!(out.starts_with("unsat\n(error"), "{out}");
        assert_eq!(out.lines().count(), 2, "{out}");
        let out = z3.solve("(declare-const a Int)\n(assert (= a 7))\n(check-sat)\n", 10).unwrap();
        assert_eq!(out, "sat\n");
        // No limit, as z3's own `-T:0`.
        assert_eq!(z3.solve("(assert true)\n(check-sat)\n", 0).unwrap(), "sat\n");
    }

    /// A query with no answer in its time is stopped and answered `timeout`, and the next one
    /// is answered by a new process.
    #[test]
    fn a_query_out_of_time_is_stopped_and_the_next_answered() {
        let mut z3 = Z3::default();
        let start = std::time::Instant::now();
        assert_eq!(z3.solve(ENDLESS, 1).unwrap(), "timeout\n");
        assert!(start.elapsed().as_secs_f64() < 5.0, "{:?}", start.elapsed());
        assert!(z3.running.is_none());
        assert_eq!(z3.solve("(assert false)\n(check-sat)\n", 10).unwrap(), "unsat\n");
    }
}
