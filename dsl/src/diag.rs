//! Diagnostics with a primary span and optional secondary spans, rendered with
//! codespan-reporting into a string (the DSL does no IO).

use crate::ast::Span;
use crate::sources::Sources;
use codespan_reporting::diagnostic::{Diagnostic as Report, Label};
use codespan_reporting::files::SimpleFiles;
use codespan_reporting::term::{self, termcolor::NoColor, Config};

/// One problem in a rule file.
#[derive(Clone, Debug, PartialEq)]
pub struct Diagnostic {
    /// What is wrong.
    pub message: String,
    /// Where.
    pub span: Span,
    /// Related places (`span`, `label`), e.g. the earlier rule a rule overlaps with.
    pub secondary: Vec<(Span, String)>,
    /// Extra explanation printed after the snippet.
    pub notes: Vec<String>,
}

impl Diagnostic {
    /// An error at `span`.
    pub fn error(message: impl Into<String>, span: Span) -> Diagnostic {
        Diagnostic { message: message.into(), span, secondary: Vec::new(), notes: Vec::new() }
    }

    /// Adds a secondary span.
    pub fn with_secondary(mut self, span: Span, label: impl Into<String>) -> Diagnostic {
        self.secondary.push((span, label.into()));
        self
    }

    /// Adds a note.
    pub fn with_note(mut self, note: impl Into<String>) -> Diagnostic {
        self.notes.push(note.into());
        self
    }

    /// 1-based line and column of the primary span in `source`.
    pub fn line_col(&self, source: &str) -> (usize, usize) {
        line_col(source, self.span.start)
    }
}

/// 1-based line and column of a byte offset.
pub fn line_col(source: &str, offset: usize) -> (usize, usize) {
    let offset = offset.min(source.len());
    let before = &source[..offset];
    let line = before.matches('\n').count() + 1;
    let col = before.rfind('\n').map_or(offset, |nl| offset - nl - 1) + 1;
    (line, col)
}

/// How many diagnostics [`render`] shows; the rest are counted.
pub const MAX_RENDERED: usize = 50;

/// Renders diagnostics as rustc-style snippets, each headed `file:line:col: error: message`, at
/// most [`MAX_RENDERED`] of them (then `... and N more errors`).
pub fn render(file_name: &str, source: &str, diags: &[Diagnostic]) -> String {
    render_sources(&Sources::single(file_name, source), diags)
}

/// [`render`] for a rule file and the files it uses: each span is shown in its own file.
pub fn render_sources(sources: &Sources, diags: &[Diagnostic]) -> String {
    let mut files = SimpleFiles::new();
    for f in &sources.files {
        files.add(f.name.as_str(), &sources.text[f.start..f.end]);
    }
    let config = Config::default();
    let mut text = String::new();
    // A span as (file, range within it), clamped to the file.
    let place = |s: Span| {
        let i = sources.file_index(s.start);
        let f = &sources.files[i];
        let start = s.start.clamp(f.start, f.end) - f.start;
        let end = s.end.clamp(f.start, f.end) - f.start;
        (i, start..end.max(start))
    };
    for d in diags.iter().take(MAX_RENDERED) {
        let mut out = NoColor::new(Vec::new());
        let (file, range) = place(d.span);
        let mut labels = vec![Label::primary(file, range)];
        labels.extend(d.secondary.iter().map(|(s, l)| {
            let (file, range) = place(*s);
            Label::secondary(file, range).with_message(l)
        }));
        let report = Report::error()
            .with_message(&d.message)
            .with_labels(labels)
            .with_notes(d.notes.clone());
        // Rendering into memory only fails on invalid spans, which `place` prevents.
        let _ = term::emit(&mut out, &config, &files, &report);
        let (name, line, col) = sources.locate(d.span.start);
        text.push_str(&format!("{name}:{line}:{col}: "));
        text.push_str(&String::from_utf8_lossy(&out.into_inner()));
    }
    if diags.len() > MAX_RENDERED {
        text.push_str(&format!("... and {} more errors\n", diags.len() - MAX_RENDERED));
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_located_snippets() {
        let src = "type index => index;\nrule x.y() => z;\n";
        let d = Diagnostic::error("bad", Span::new(21, 25)).with_secondary(Span::new(0, 4), "here");
        assert_eq!(d.line_col(src), (2, 1));
        let text = render("a.rules", src, &[d]);
        assert!(text.starts_with("a.rules:2:1: error: bad\n"), "{text}");
        assert!(text.contains("here"), "{text}");
        let many = vec![Diagnostic::error("bad", Span::new(0, 4)); MAX_RENDERED + 7];
        let text = render("a.rules", src, &many);
        assert_eq!(text.matches("error: bad").count(), MAX_RENDERED);
        assert!(text.ends_with("... and 7 more errors\n"), "{text}");
    }
}
