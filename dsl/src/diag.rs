//! Diagnostics with a primary span and optional secondary spans, rendered with
//! codespan-reporting into a string (the DSL does no IO).

use crate::ast::Span;
use codespan_reporting::diagnostic::{Diagnostic as Report, Label};
use codespan_reporting::files::SimpleFile;
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

/// Renders diagnostics as rustc-style snippets, each headed `error: message` and located as
/// `--> file:line:col`.
pub fn render(file_name: &str, source: &str, diags: &[Diagnostic]) -> String {
    let file = SimpleFile::new(file_name, source);
    let mut out = NoColor::new(Vec::new());
    let config = Config::default();
    let clamp =
        |s: Span| s.start.min(source.len())..s.end.min(source.len()).max(s.start.min(source.len()));
    for d in diags {
        let mut labels = vec![Label::primary((), clamp(d.span))];
        labels.extend(
            d.secondary.iter().map(|(s, l)| Label::secondary((), clamp(*s)).with_message(l)),
        );
        let report = Report::error()
            .with_message(&d.message)
            .with_labels(labels)
            .with_notes(d.notes.clone());
        // Rendering into memory only fails on invalid spans, which `clamp` prevents.
        let _ = term::emit(&mut out, &config, &file, &report);
    }
    String::from_utf8_lossy(&out.into_inner()).into_owned()
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
        assert!(text.contains("error: bad"), "{text}");
        assert!(text.contains("a.rules:2:1"), "{text}");
        assert!(text.contains("here"), "{text}");
    }
}
