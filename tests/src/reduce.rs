//! A test-case reducer for MLIR text: shrinks a program while a predicate (it still shows the
//! bug) holds, so that a divergence the fuzzer finds (`cli/tests/exec_fuzz.rs`) comes with a
//! small reproducer.
//!
//! It knows MLIR only as lines and braces. Each round tries, keeping every change after which
//! the predicate still holds:
//! 0. keeping one `vector.print` (the first that still shows the bug), then removing every
//!    definition no line uses, transitively, at once (one layer at a time if that fails);
//! 1. removing whole regions: an op whose line opens a region (`... {`) together with its body,
//!    up to the line that closes it;
//! 2. removing runs of lines, halving the run length down to single lines (as ddmin does);
//! 3. cutting data dependences: replacing the definition of a scalar value (`%v = op ... : T`)
//!    by a constant of its type, after which the ops that computed it can go in the next round.
//!
//! Rounds repeat until one changes nothing. A candidate that uses a value whose definition it
//! lost is not tried (the first mention of a name in SSA text is its definition); any other
//! invalid candidate (an unbalanced brace...) is one the predicate rejects: the predicate parses.
//! What the predicate cannot see is a candidate with undefined behaviour that happens to print
//! something else, so the reducer makes none: it never removes a write to a buffer (a store,
//! a transfer write, a scatter, an atomic, a copy) that a line after it still reads, and never
//! makes a constant of a value a division or remainder takes (the constant is 0, which is in
//! bounds as an index and as a shift amount).

use std::collections::HashMap;

/// The lines of `text` without the run `start..end`, joined again.
fn without(lines: &[&str], start: usize, end: usize) -> String {
    let mut out = String::new();
    for (i, l) in lines.iter().enumerate() {
        if i < start || i >= end {
            out.push_str(l);
            out.push('\n');
        }
    }
    out
}

/// The SSA name of the buffer a line writes, if it writes one: the name before the first `[`
/// (`memref.store %v, %buf[%i]`), or the target of a `memref.copy`.
fn written_buffer(line: &str) -> Option<&str> {
    let op = line.trim().split_once(" = ").map_or(line.trim(), |(_, r)| r);
    let writes = ["store", "transfer_write", "scatter", "atomic_rmw", "memref.copy"];
    if !writes.iter().any(|w| op.contains(w)) {
        return None;
    }
    if op.starts_with("memref.copy") {
        let operands = op.split(" : ").next()?;
        return operands.rsplit(", ").next().map(str::trim);
    }
    let before = &op[..op.find('[')?];
    before.rsplit([' ', ',']).find(|t| t.starts_with('%'))
}

/// Whether `line` mentions the SSA name `name` (as a whole name).
fn mentions(line: &str, name: &str) -> bool {
    mention_count(line, name) > 0
}

/// How many times `text` mentions the SSA name `name` (as a whole name).
fn mention_count(text: &str, name: &str) -> usize {
    text.match_indices(name)
        .filter(|&(i, _)| {
            let next = text[i + name.len()..].chars().next();
            !next.is_some_and(|c| c.is_ascii_alphanumeric() || c == '_')
        })
        .count()
}

/// Whether removing lines `start..end` would remove a write to a buffer that a line after them
/// reads (or writes partly: any mention but a write).
fn removes_a_read_write(lines: &[&str], start: usize, end: usize) -> bool {
    lines[start..end]
        .iter()
        .filter_map(|l| written_buffer(l))
        .any(|buf| lines[end..].iter().any(|l| mentions(l, buf) && written_buffer(l) != Some(buf)))
}

/// For each SSA name (`%v3`), the line of its first mention: in MLIR text, where it is
/// defined (an op's result, a block's or region's argument).
fn first_mentions(text: &str) -> HashMap<&str, &str> {
    let mut first = HashMap::new();
    for line in text.lines() {
        for (i, _) in line.match_indices('%') {
            let len = line[i + 1..]
                .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                .unwrap_or(line.len() - i - 1);
            first.entry(&line[i..i + 1 + len]).or_insert(line);
        }
    }
    first
}

/// Whether every name `candidate` uses is still defined before its uses: its first mention is
/// the line that first mentioned it in `program` (candidates only lose lines).
fn keeps_definitions(program: &HashMap<&str, &str>, candidate: &str) -> bool {
    first_mentions(candidate).iter().all(|(name, line)| program.get(name) == Some(line))
}

/// Whether the line prints (`vector.print`, a `print*` runtime call).
fn is_print(line: &str) -> bool {
    let l = line.trim_start();
    l.starts_with("vector.print") || l.contains("call @print")
}

/// The lines that define values no other line mentions (results of ops that open no region
/// and write no buffer).
fn dead_definitions(lines: &[&str]) -> Vec<usize> {
    let text = lines.join("\n");
    let regions = region_ends(lines);
    lines
        .iter()
        .enumerate()
        .filter(|&(i, l)| regions[i].is_none() && written_buffer(l).is_none())
        .filter_map(|(i, l)| {
            let (lhs, _) = l.trim().split_once(" = ")?;
            let name = lhs.split(':').next()?;
            (name.starts_with('%') && mention_count(&text, name) == 1).then_some(i)
        })
        .collect()
}

/// For each line that opens a region (ends with `{`, or is an `scf.index_switch`, whose cases
/// follow), the line after the one that closes the op.
fn region_ends(lines: &[&str]) -> Vec<Option<usize>> {
    let mut ends = vec![None; lines.len()];
    let mut open: Vec<usize> = Vec::new();
    for (i, l) in lines.iter().enumerate() {
        let t = l.trim();
        // `} else {` and `} do {` close one region and open the next of the same op: the op's
        // extent runs to the last closing brace.
        if t.starts_with('}') && !t.ends_with('{') {
            if let Some(start) = open.pop() {
                ends[start] = Some(i + 1);
                // An index switch ends with its default case.
                if lines[start].trim().starts_with("default") {
                    if let Some(switch) = open.pop() {
                        ends[switch] = Some(i + 1);
                    }
                }
            }
        } else if (t.ends_with('{') && !t.starts_with('}')) || t.contains("scf.index_switch") {
            open.push(i);
        }
    }
    ends
}

/// A constant of scalar type `ty` (`None` for other types).
fn constant_of(ty: &str) -> Option<&'static str> {
    match ty {
        "i1" | "i8" | "i16" | "i32" | "i64" | "index" => Some("0"),
        "f16" | "bf16" | "f32" | "f64" => Some("0.0"),
        _ => None,
    }
}

/// The line with its definition replaced by a constant, if it defines one scalar value by an
/// op other than a constant: `  %v = arith.addi %a, %b : i32` becomes
/// `  %v = arith.constant 0 : i32`.
fn as_constant(line: &str) -> Option<String> {
    let indent = &line[..line.len() - line.trim_start().len()];
    let (lhs, rhs) = line.trim().split_once(" = ")?;
    if !lhs.starts_with('%') || lhs.contains([':', ',']) || rhs.starts_with("arith.constant") {
        return None;
    }
    if rhs.ends_with('{') {
        return None;
    }
    let ty = rhs.rsplit(" : ").next()?.trim();
    // The last type of `a : T1 to T2` or `(T1, T2) -> T3` is the result's.
    let ty = ty.rsplit(" to ").next()?.rsplit("-> ").next()?.trim();
    let zero = constant_of(ty)?;
    Some(format!("{indent}{lhs} = arith.constant {zero} : {ty}"))
}

/// Shrinks `program` while `holds` holds for it (it must hold for `program` itself); returns
/// the smallest program found. `holds` is called once per candidate.
pub fn reduce(program: &str, mut holds: impl FnMut(&str) -> bool) -> String {
    let mut best = program.to_string();
    // A candidate that uses a value it no longer defines is not tried.
    let removal_holds = |best: &str, candidate: &str, holds: &mut dyn FnMut(&str) -> bool| {
        keeps_definitions(&first_mentions(best), candidate) && holds(candidate)
    };
    loop {
        let before = best.clone();
        // 0. One printed value is usually enough: keep the first print that still shows it.
        let lines: Vec<&str> = best.lines().collect();
        let prints: Vec<usize> = (0..lines.len()).filter(|&i| is_print(lines[i])).collect();
        if prints.len() > 1 {
            for &keep in &prints {
                let candidate: String = lines
                    .iter()
                    .enumerate()
                    .filter(|&(i, _)| i == keep || !prints.contains(&i))
                    .map(|(_, l)| format!("{l}\n"))
                    .collect();
                if holds(&candidate) {
                    best = candidate;
                    break;
                }
            }
        }
        // Then every definition nothing uses any more, transitively; one layer at a time if
        // all at once changes what the program shows.
        for transitive in [true, false] {
            loop {
                let mut candidate = best.clone();
                loop {
                    let lines: Vec<&str> = candidate.lines().collect();
                    let dead = dead_definitions(&lines);
                    if dead.is_empty() {
                        break;
                    }
                    candidate = lines
                        .iter()
                        .enumerate()
                        .filter(|(i, _)| !dead.contains(i))
                        .map(|(_, l)| format!("{l}\n"))
                        .collect();
                    if !transitive {
                        break;
                    }
                }
                if candidate == best || !removal_holds(&best, &candidate, &mut holds) {
                    break;
                }
                best = candidate;
            }
        }
        // 1. Whole regions, outermost first.
        let mut i = 0;
        loop {
            let lines: Vec<&str> = best.lines().collect();
            if i >= lines.len() {
                break;
            }
            if let Some(end) = region_ends(&lines)[i] {
                let candidate = without(&lines, i, end);
                if !removes_a_read_write(&lines, i, end)
                    && removal_holds(&best, &candidate, &mut holds)
                {
                    best = candidate;
                    continue;
                }
            }
            i += 1;
        }
        // 2. Runs of lines, halving.
        let mut run = best.lines().count().div_ceil(2).max(1);
        loop {
            let mut start = 0;
            loop {
                let lines: Vec<&str> = best.lines().collect();
                if start >= lines.len() {
                    break;
                }
                let end = (start + run).min(lines.len());
                let candidate = without(&lines, start, end);
                if !removes_a_read_write(&lines, start, end)
                    && removal_holds(&best, &candidate, &mut holds)
                {
                    best = candidate;
                } else {
                    start += run;
                }
            }
            if run == 1 {
                break;
            }
            run = run.div_ceil(2);
        }
        // 3. Definitions by constants.
        let count = best.lines().count();
        for i in 0..count {
            let lines: Vec<&str> = best.lines().collect();
            let Some(replaced) = lines.get(i).and_then(|l| as_constant(l)) else { continue };
            let name = lines[i].trim().split(" = ").next().unwrap_or_default();
            let divides = |l: &&str| (l.contains("div") || l.contains("rem")) && mentions(l, name);
            if lines[i + 1..].iter().any(divides) {
                continue;
            }
            let mut candidate = String::new();
            for (k, l) in lines.iter().enumerate() {
                candidate.push_str(if k == i { &replaced } else { l });
                candidate.push('\n');
            }
            if holds(&candidate) {
                best = candidate;
            }
        }
        if best == before {
            return best;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A toy validity check: every `%name` used is defined on an earlier line, and braces
    /// balance.
    fn valid(text: &str) -> bool {
        let mut defined = std::collections::HashSet::new();
        let mut depth = 0i32;
        for line in text.lines() {
            let (defs, uses) = match line.trim().split_once(" = ") {
                Some((l, r)) if l.starts_with('%') => (l, r),
                _ => ("", line),
            };
            for u in uses.split(|c: char| !(c.is_alphanumeric() || c == '%' || c == '_')) {
                if u.starts_with('%') && !defined.contains(u) {
                    return false;
                }
            }
            defined.extend(defs.split(", ").map(str::to_string));
            depth += line.matches('{').count() as i32 - line.matches('}').count() as i32;
            if depth < 0 {
                return false;
            }
        }
        depth == 0
    }

    #[test]
    fn a_program_shrinks_to_what_the_bug_needs() {
        let program = "\
func.func @main() {
  %a = arith.constant 5 : i32
  %b = arith.constant 7 : i32
  %c = arith.addi %a, %b : i32
  %d = arith.muli %c, %a : i32
  %e = scf.if %x -> (i32) {
    %f = arith.subi %d, %a : i32
    scf.yield %f : i32
  } else {
    scf.yield %d : i32
  }
  %g = arith.ori %d, %b : i32
  %h = arith.xori %g, %c : i32
  vector.print %h : i32
  vector.print %g : i32
  vector.print %d : i32
  return
}
";
        // The bug: an `arith.ori` whose result is printed.
        let bug =
            |t: &str| valid(t) && t.contains("%g = arith.ori") && t.contains("vector.print %g");
        // `%x` is undefined: the program is not valid as it is, so give it a definition.
        let program =
            program.replace("  %e = scf.if", "  %x = arith.constant 1 : i1\n  %e = scf.if");
        assert!(bug(&program));
        let mut calls = 0;
        let reduced = reduce(&program, |t| {
            calls += 1;
            bug(t)
        });
        assert!(bug(&reduced), "{reduced}");
        let lines: Vec<&str> = reduced.lines().collect();
        assert!(lines.len() <= 6, "{reduced}");
        assert!(!reduced.contains("scf.if") && !reduced.contains("arith.muli"), "{reduced}");
        assert!(calls < 200, "{calls} candidates");
    }

    #[test]
    fn definitions_become_constants_of_their_type() {
        assert_eq!(
            as_constant("    %v3 = arith.addi %a, %b : i64").as_deref(),
            Some("    %v3 = arith.constant 0 : i64")
        );
        assert_eq!(
            as_constant("%v = arith.sitofp %x : i32 to f64").as_deref(),
            Some("%v = arith.constant 0.0 : f64")
        );
        assert_eq!(
            as_constant("%r = func.call @f(%a) : (i32) -> i32").as_deref(),
            Some("%r = arith.constant 0 : i32")
        );
        assert_eq!(as_constant("%v = arith.constant 3 : i32"), None);
        assert_eq!(as_constant("%v:2 = func.call @g() : () -> (i32, i32)"), None);
        assert_eq!(as_constant("%m = memref.alloca() : memref<4xi32>"), None);
        assert_eq!(as_constant("%r = scf.if %c -> (i32) {"), None);
    }

    #[test]
    fn writes_that_are_read_later_stay() {
        assert_eq!(written_buffer("  memref.store %v, %buf[%i] : memref<4xi32>"), Some("%buf"));
        assert_eq!(
            written_buffer("vector.maskedstore %b[%i], %m, %v : memref<8xi32>, ..."),
            Some("%b")
        );
        assert_eq!(
            written_buffer("%o = memref.atomic_rmw addi %v, %m[%a, %b] : (i32, ...)"),
            Some("%m")
        );
        assert_eq!(
            written_buffer("memref.copy %s, %d : memref<2xi32> to memref<2xi32>"),
            Some("%d")
        );
        assert_eq!(written_buffer("%x = memref.load %buf[%i] : memref<4xi32>"), None);
        let lines = [
            "%b = memref.alloca() : memref<1xi32>",
            "memref.store %v, %b[%c] : memref<1xi32>",
            "memref.store %w, %b[%c] : memref<1xi32>",
            "%x = memref.load %b[%c] : memref<1xi32>",
            "%b2 = arith.constant 0 : i32",
        ];
        assert!(removes_a_read_write(&lines, 1, 2));
        assert!(!removes_a_read_write(&lines, 1, 4));
        assert!(!mentions(lines[4], "%b"));
    }

    #[test]
    fn divisors_stay_computed() {
        let program = "%a = arith.constant 9 : i32\n%d = arith.ori %a, %a : i32\n\
                       %q = arith.divui %a, %d : i32\nvector.print %q : i32\n";
        // Whatever the predicate accepts, `%d` is never made 0.
        let reduced = reduce(program, |t| valid(t) && t.contains("arith.divui"));
        assert!(reduced.contains("%d = arith.ori"), "{reduced}");
    }

    #[test]
    fn regions_end_where_their_op_ends() {
        let lines = ["a {", "b", "} else {", "c", "}", "d {", "}"];
        let ends = region_ends(&lines);
        assert_eq!(ends[0], Some(5));
        assert_eq!(ends[5], Some(7));
        assert_eq!(ends[1], None);
        let switch = ["%r = scf.index_switch %i -> i32", "case 1 {", "}", "default {", "}", "x"];
        let ends = region_ends(&switch);
        assert_eq!(ends[0], Some(5));
        assert_eq!(ends[1], Some(3));
    }
}
