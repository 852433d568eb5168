//! The text of a rule file and of the files it `use`s, as one text.
//!
//! `use "common.rules";` brings in another file's definitions. The checker and the code
//! generator work on one text: the using file first, then each file it uses (and they use),
//! once each however many files name it, separated by a newline. Spans are offsets into that
//! text; [`Sources`] maps them back to a file, line and column. Reading files is the caller's
//! job (this crate does no IO): [`Sources::gather`] asks a loader for each file named.

use crate::ast::{Item, ItemKind};
use crate::diag::{line_col, Diagnostic};

/// The most files one rule file may bring in, directly or not.
pub const MAX_FILES: usize = 256;

/// One file within [`Sources::text`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SourceFile {
    /// Its name as the loader gave it (used in locations).
    pub name: String,
    /// Where it starts in the combined text.
    pub start: usize,
    /// Where it ends.
    pub end: usize,
}

/// A rule file and the files it uses, as one text.
#[derive(Clone, Debug)]
pub struct Sources {
    /// The combined text.
    pub text: String,
    /// The files, the using file first.
    pub files: Vec<SourceFile>,
    /// The items of the files in order, as [`Sources::gather`] parsed them (spans into
    /// `text`), when every file parsed: what parsing `text` gives, without parsing it again
    /// (but that no item's span reaches over white space into the next file).
    items: Option<Vec<Item>>,
}

/// Reads the file `path` named by a `use` in file `from`: its name (for locations and to tell
/// two spellings of one file apart) and its text, or why it cannot be read.
pub type Loader<'a> = dyn FnMut(&str, &str) -> Result<(String, String), String> + 'a;

impl Sources {
    /// A single file.
    pub fn single(name: &str, text: &str) -> Sources {
        Sources {
            text: text.to_string(),
            files: vec![SourceFile { name: name.to_string(), start: 0, end: text.len() }],
            items: None,
        }
    }

    /// The file `name` with text `text` and every file it uses, read with `load`. A file that
    /// cannot be read is an error at the `use` naming it; a file whose syntax is wrong is
    /// included as it is (checking the result reports the error in it).
    pub fn gather(name: &str, text: &str, load: &mut Loader<'_>) -> (Sources, Vec<Diagnostic>) {
        let mut sources = Sources::single(name, text);
        let mut diags = Vec::new();
        let mut items = Some(Vec::new());
        let mut next = 0;
        while next < sources.files.len() {
            let file = sources.files[next].clone();
            next += 1;
            // A file that does not parse names no file we could follow, and the whole text is
            // parsed again to report it.
            let text = &sources.text[file.start..file.end];
            let Ok(parsed) = crate::parse::parse_at(text, file.start) else {
                items = None;
                continue;
            };
            for item in &parsed.items {
                let ItemKind::Use(u) = &item.kind else { continue };
                let at = u.span;
                match load(&u.path, &file.name) {
                    Err(why) => diags
                        .push(Diagnostic::error(format!("cannot read '{}': {why}", u.path), at)),
                    Ok((used, _)) if sources.files.iter().any(|f| f.name == used) => {}
                    Ok(_) if sources.files.len() >= MAX_FILES => {
                        diags.push(Diagnostic::error(
                            format!("more than {MAX_FILES} files are used"),
                            at,
                        ));
                        return (sources, diags);
                    }
                    Ok((used, body)) => {
                        sources.text.push('\n');
                        let start = sources.text.len();
                        sources.text.push_str(&body);
                        let end = sources.text.len();
                        sources.files.push(SourceFile { name: used, start, end });
                    }
                }
            }
            if let Some(items) = &mut items {
                items.extend(parsed.items);
            }
        }
        sources.items = items;
        (sources, diags)
    }

    /// The items of every file, in order, when [`Sources::gather`] parsed them all.
    pub fn items(&self) -> Option<&[Item]> {
        self.items.as_deref()
    }

    /// The name of the using file.
    pub fn main_name(&self) -> &str {
        &self.files[0].name
    }

    /// Whether `offset` lies in the using file (not in a used one).
    pub fn in_main(&self, offset: usize) -> bool {
        offset <= self.files[0].end
    }

    /// The index of the file holding `offset` (the last one for offsets past the end).
    pub fn file_index(&self, offset: usize) -> usize {
        self.files.iter().position(|f| offset <= f.end).unwrap_or(self.files.len() - 1)
    }

    /// The file, 1-based line and column of `offset`.
    pub fn locate(&self, offset: usize) -> (&str, usize, usize) {
        let f = &self.files[self.file_index(offset)];
        let local = offset.clamp(f.start, f.end) - f.start;
        let (line, col) = line_col(&self.text[f.start..f.end], local);
        (&f.name, line, col)
    }
}

/// The path `used` names in the rule file `from`: relative to `from`'s directory, with `.` and
/// `..` resolved, so that two spellings of one file give one name. (Only the strings are
/// looked at; nothing is read.)
pub fn resolve(from: &str, used: &str) -> String {
    resolve_path(std::path::Path::new(from), used).display().to_string()
}

/// [`resolve`] on a path that need not be UTF-8 (the file to read, where [`resolve`] gives its
/// name).
pub fn resolve_path(from: &std::path::Path, used: &str) -> std::path::PathBuf {
    use std::path::{Component, Path, PathBuf};
    let joined = from.parent().unwrap_or(Path::new("")).join(used);
    let mut parts: Vec<Component<'_>> = Vec::new();
    for c in joined.components() {
        match c {
            Component::CurDir => {}
            Component::ParentDir if matches!(parts.last(), Some(Component::Normal(_))) => {
                parts.pop();
            }
            other => parts.push(other),
        }
    }
    parts.iter().collect::<PathBuf>()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ast::Span;

    #[test]
    fn paths_resolve_relative_to_the_using_file() {
        assert_eq!(resolve("rules/a.rules", "b.rules"), "rules/b.rules");
        assert_eq!(resolve("rules/a.rules", "./x/../b.rules"), "rules/b.rules");
        assert_eq!(resolve("a.rules", "../b.rules"), "../b.rules");
        assert_eq!(resolve("/r/a.rules", "/s/b.rules"), "/s/b.rules");
    }

    #[test]
    fn files_are_read_once_and_located() {
        let files = [
            ("a.rules", "use \"b.rules\";\nuse \"c.rules\";\n"),
            ("b.rules", "use \"c.rules\";\noption w: int = 8;\n"),
            ("c.rules", "use \"b.rules\";\noption v: bool = true;\n"),
        ];
        let mut asked = Vec::new();
        let mut load = |p: &str, from: &str| {
            asked.push((p.to_string(), from.to_string()));
            let (n, t) = files.iter().find(|(n, _)| *n == p).ok_or("no such file")?;
            Ok((n.to_string(), t.to_string()))
        };
        let (s, diags) = Sources::gather("a.rules", files[0].1, &mut load);
        assert!(diags.is_empty(), "{diags:?}");
        let names: Vec<&str> = s.files.iter().map(|f| f.name.as_str()).collect();
        assert_eq!(names, ["a.rules", "b.rules", "c.rules"]);
        let w = s.text.find("option w").unwrap();
        assert_eq!(s.locate(w), ("b.rules", 2, 1));
        assert!(s.in_main(0) && !s.in_main(w));
        assert_eq!(asked.len(), 4);
        let (_, diags) =
            Sources::gather("x.rules", "use \"nope.rules\";", &mut |_: &str, _: &str| {
                Err("gone".into())
            });
        assert_eq!(diags[0].message, "cannot read 'nope.rules': gone");
        // (Spans compare equal whatever they hold: compare the offsets.)
        let Span { start, end } = diags[0].span;
        assert_eq!((start, end), (4, 16));
    }

    #[test]
    fn files_parsed_on_their_own_are_the_whole_text_parsed() {
        let files = [
            ("a.rules", "use \"b.rules\";\n/// A.\noption w: int = 8;\n"),
            ("b.rules", "// b\noption v: bool = true;\nfn f(x) = x + \"\\t\";\n"),
        ];
        let mut load = |p: &str, _: &str| {
            let (n, t) = files.iter().find(|(n, _)| *n == p).ok_or("no such file")?;
            Ok((n.to_string(), t.to_string()))
        };
        let (s, _) = Sources::gather("a.rules", files[0].1, &mut load);
        let whole = crate::parse::parse(&s.text).unwrap();
        assert_eq!(format!("{:?}", s.items()), format!("{:?}", Some(&whole.items[..])));
        let v = s.text.find("option v").unwrap();
        assert_eq!(s.items().unwrap()[2].span.start, v);
        // A used file that does not parse: the whole text is parsed again, and its error is
        // located in that file (a syntax error, a bad escape, too deep a nesting).
        for bad in
            ["option v: bool = ;", "fn f() = \"\\q\";", &format!("fn f() = {};", "(".repeat(300))]
        {
            let mut load = |_: &str, _: &str| Ok(("b.rules".to_string(), format!("\n{bad}")));
            let (s, _) = Sources::gather("a.rules", "use \"b.rules\";\n", &mut load);
            assert!(s.items().is_none());
            let e = crate::parse::parse(&s.text).unwrap_err();
            let alone = crate::parse::parse_at(&s.text[s.files[1].start..], s.files[1].start);
            assert_eq!(format!("{:?}", alone.unwrap_err().span), format!("{:?}", e.span), "{bad}");
            assert_eq!(s.locate(e.span.start).0, "b.rules");
        }
    }
}
