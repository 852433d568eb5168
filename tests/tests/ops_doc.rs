//! `docs/ops.md` says, for every op of the vector, memref, math and ub dialects, whether lowrite
//! lowers it. This test keeps it true: every op of `data/op_table.txt` in those dialects is listed
//! exactly once, each section's counts are right, and an op is listed as lowered exactly when a
//! standard rule lowers it.

use std::collections::BTreeSet;
use std::path::Path;

fn read(rel: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join(rel);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The backquoted words of `text` that name an op of `dialect`.
fn ops_in(text: &str, dialect: &str) -> Vec<String> {
    let prefix = format!("{dialect}.");
    text.split('`')
        .skip(1)
        .step_by(2)
        .filter(|w| w.starts_with(&prefix))
        .map(String::from)
        .collect()
}

/// The number in `(N` right after `label` at the start of `para`.
fn count(para: &str, label: &str) -> usize {
    let rest = para.strip_prefix(label).unwrap_or_else(|| panic!("{para:?} is not {label:?}"));
    let digits: String =
        rest.trim_start_matches(" (").chars().take_while(char::is_ascii_digit).collect();
    digits.parse().unwrap_or_else(|_| panic!("no count in {para:?}"))
}

/// One dialect's section: (ops lowered by a rule, ops lowered with their parent, ops not lowered).
struct Section {
    lowered: Vec<String>,
    with_parent: Vec<String>,
    not_lowered: Vec<String>,
}

fn section(doc: &str, dialect: &str) -> (usize, Section) {
    let heading = format!("## {dialect} (");
    let start = doc.find(&heading).unwrap_or_else(|| panic!("docs/ops.md has no {heading}"));
    let body = &doc[start..];
    let end = body[2..].find("\n## ").map_or(body.len(), |e| e + 2);
    let body = &body[..end];
    let total = count(body, &format!("## {dialect}"));
    let mut s = Section { lowered: Vec::new(), with_parent: Vec::new(), not_lowered: Vec::new() };
    for para in body.split("\n\n") {
        if para.starts_with("Lowered with their parent") {
            // Only the ops the paragraph lists (each followed by why), not the parents it names.
            let listed: Vec<String> = para
                .split('`')
                .collect::<Vec<_>>()
                .windows(2)
                .filter(|w| w[1].starts_with(" ("))
                .map(|w| w[0].to_string())
                .collect();
            assert_eq!(count(para, "Lowered with their parent"), listed.len(), "{para}");
            s.with_parent = listed;
        } else if para.starts_with("Lowered") {
            let listed = ops_in(para, dialect);
            assert_eq!(count(para, "Lowered"), listed.len(), "{para}");
            s.lowered = listed;
        } else if para.starts_with("| op") {
            for row in para.lines().skip(2) {
                let op = row.split('|').nth(1).unwrap_or_default().trim().trim_matches('`');
                s.not_lowered.push(op.to_string());
            }
        }
    }
    (total, s)
}

#[test]
fn ops_doc_lists_every_op_and_what_lowers_it() {
    let doc = read("docs/ops.md");
    let table = read("data/op_table.txt");
    let ruled: BTreeSet<String> = ["vector", "memref", "math", "ub"]
        .iter()
        .flat_map(|d| {
            read(&format!("patterns/rules/{d}.rules"))
                .lines()
                .filter_map(|l| l.strip_prefix("rule "))
                .filter_map(|l| l.split(|c: char| c == '(' || c.is_whitespace()).next())
                .map(String::from)
                .collect::<Vec<_>>()
        })
        .collect();
    for dialect in ["vector", "memref", "math", "ub"] {
        let defined: BTreeSet<String> = table
            .lines()
            .filter_map(|l| l.split_whitespace().next())
            .filter(|op| op.strip_prefix(dialect).is_some_and(|r| r.starts_with('.')))
            .map(String::from)
            .collect();
        let (total, s) = section(&doc, dialect);
        assert_eq!(total, defined.len(), "the {dialect} heading's count");
        let mut listed: Vec<&String> =
            s.lowered.iter().chain(&s.with_parent).chain(&s.not_lowered).collect();
        listed.sort();
        let unique: BTreeSet<String> = listed.iter().map(|s| s.to_string()).collect();
        assert_eq!(unique.len(), listed.len(), "an op of {dialect} is listed twice");
        assert_eq!(unique, defined, "the {dialect} ops listed are not the ops MLIR 22 defines");
        for op in &s.lowered {
            assert!(ruled.contains(op), "{op} is listed as lowered, but no rule lowers it");
        }
        for op in s.with_parent.iter().chain(&s.not_lowered) {
            assert!(
                !ruled.contains(op),
                "{op} is listed as not lowered by a rule, but a rule does"
            );
        }
    }
}
