//! `--pass-pipeline` text as `mlir-opt` users write it. Two things differ from handing the text
//! to MLIR's pass manager as it is:
//!
//! - mlir-opt's command-line spelling of pass options, `name=opts` or `name="a=1 b=2"`, is
//!   accepted next to the pipeline syntax `name{opts}`, so a pipeline can be assembled from an
//!   `mlir-opt` command line;
//! - the conversions to the LLVM dialect that lowrite does with its own rules
//!   (`convert-arith-to-llvm`, `convert-to-llvm`, `finalize-memref-to-llvm`,
//!   `reconcile-unrealized-casts`, ...) are taken out of what MLIR runs, and the options they
//!   carry (`index-bitwidth=32`, `use-bare-ptr-memref-call-conv`, ...) are applied to lowrite's
//!   lowering instead. mlir-opt's `test-cf-assert` (the `cf.assert` lowering that does not abort)
//!   is one of them. Options lowrite has no equivalent for are an error at their position.
//!
//! Errors MLIR reports in the rewritten text are located in the text as written.

use crate::convert::{OptionValue, Options};
use crate::error::{Error, Result};
use crate::ir::Location;

/// Where pipeline errors are located.
pub const PIPELINE_FILE: &str = "<pass-pipeline>";

/// The deepest nesting of op anchors (`builtin.module(func.func(...))`) accepted.
const MAX_DEPTH: usize = 64;

/// A setting of lowrite's lowering that a to-LLVM pass in the pipeline asked for: the standard
/// rule files' option that stands for the pass's option, and its value.
type Setting = (&'static str, OptionValue);

/// A parsed `--pass-pipeline`: what MLIR runs, and what lowrite's lowering takes from it.
#[derive(Clone, Debug)]
pub struct PassPipeline {
    /// As written.
    text: String,
    /// What MLIR's pass manager runs.
    mlir: String,
    /// For each byte of `mlir`, its offset in `text`.
    origin: Vec<usize>,
    /// Whether `mlir` has any pass left.
    has_passes: bool,
    settings: Vec<Setting>,
}

/// The passes lowrite does with its rules.
const LOWRITE_PASSES: [&str; 12] = [
    "convert-arith-to-llvm",
    "convert-cf-to-llvm",
    "convert-complex-to-llvm",
    "convert-func-to-llvm",
    "convert-index-to-llvm",
    "convert-math-to-llvm",
    "convert-to-llvm",
    "convert-ub-to-llvm",
    "convert-vector-to-llvm",
    "finalize-memref-to-llvm",
    "reconcile-unrealized-casts",
    "test-cf-assert",
];

/// Options of those passes that do not change what they produce.
const IGNORED_OPTIONS: [&str; 2] = ["allow-pattern-rollback", "use-opaque-pointers"];

impl PassPipeline {
    /// Parses a pipeline (`builtin.module(canonicalize, convert-to-llvm)`). Text that is not a
    /// pipeline is kept as it is, for MLIR's parser to report.
    pub fn parse(text: &str) -> Result<PassPipeline> {
        let mut parser = Parser { text, pos: 0, out: Output::default(), settings: Vec::new() };
        match parser.pipeline(0) {
            Ok(()) if parser.pos == text.len() => Ok(PassPipeline {
                text: text.to_string(),
                has_passes: parser.out.passes > 0,
                mlir: parser.out.text,
                origin: parser.out.origin,
                settings: parser.settings,
            }),
            Ok(()) | Err(Syntax::Malformed) => Ok(PassPipeline {
                text: text.to_string(),
                mlir: text.to_string(),
                origin: (0..text.len()).collect(),
                has_passes: true,
                settings: Vec::new(),
            }),
            Err(Syntax::Error(at, message)) => Err(Error::at(&location(text, at), message)),
        }
    }

    /// The pipeline MLIR's pass manager runs; `None` when every pass in it is lowrite's.
    pub fn mlir(&self) -> Option<&str> {
        self.has_passes.then_some(self.mlir.as_str())
    }

    /// Applies the options of the to-LLVM passes the pipeline named to `options` (by the names
    /// the standard rule files give them: `index_bitwidth`, `use_aligned_alloc`...).
    pub fn apply(&self, options: &mut Options) {
        for &(name, value) in &self.settings {
            options.set(name, value);
        }
    }

    /// Where `line:col` of [`PassPipeline::mlir`]'s text is in the pipeline as written.
    pub fn locate(&self, line: u32, col: u32) -> Location {
        let start: usize = self
            .mlir
            .split_inclusive('\n')
            .take(line.saturating_sub(1) as usize)
            .map(str::len)
            .sum();
        let at = start + col.saturating_sub(1) as usize;
        let origin = self.origin.get(at).copied().unwrap_or(self.text.len());
        location(&self.text, origin)
    }

    /// The pipeline as written.
    pub fn text(&self) -> &str {
        &self.text
    }
}

/// `<pass-pipeline>:line:col` of a byte offset.
fn location(text: &str, at: usize) -> Location {
    let before = &text[..at.min(text.len())];
    let line = before.matches('\n').count() + 1;
    let col = before.len() - before.rfind('\n').map_or(0, |i| i + 1) + 1;
    Location::new(PIPELINE_FILE, line as u32, col as u32)
}

enum Syntax {
    /// Not a pipeline this parser understands: MLIR's parser gets the text as it is.
    Malformed,
    /// A located error of lowrite's own.
    Error(usize, String),
}

#[derive(Default)]
struct Output {
    text: String,
    origin: Vec<usize>,
    passes: usize,
}

impl Output {
    /// Appends `s`, which comes from offset `from` of the input (each byte from the next
    /// offset when `consecutive`, else all from `from`).
    fn push(&mut self, s: &str, from: usize, consecutive: bool) {
        self.text.push_str(s);
        self.origin.extend((0..s.len()).map(|i| if consecutive { from + i } else { from }));
    }
}

struct Parser<'a> {
    text: &'a str,
    pos: usize,
    out: Output,
    settings: Vec<Setting>,
}

impl<'a> Parser<'a> {
    fn peek(&self) -> Option<u8> {
        self.text.as_bytes().get(self.pos).copied()
    }

    fn skip_space(&mut self) {
        while self.peek().is_some_and(|c| c.is_ascii_whitespace()) {
            self.pos += 1;
        }
    }

    /// `element (',' element)*`, written out comma-separated without the removed ones.
    fn pipeline(&mut self, depth: usize) -> std::result::Result<(), Syntax> {
        if depth > MAX_DEPTH {
            return Err(Syntax::Error(
                self.pos,
                format!("pass pipeline nesting deeper than {MAX_DEPTH}"),
            ));
        }
        let mut first = true;
        loop {
            self.skip_space();
            let mark = (self.out.text.len(), self.out.origin.len());
            if !first {
                self.out.push(",", self.pos, false);
            }
            let kept = self.element(depth)?;
            if kept {
                first = false;
            } else {
                self.out.text.truncate(mark.0);
                self.out.origin.truncate(mark.1);
            }
            self.skip_space();
            if self.peek() == Some(b',') {
                self.pos += 1;
            } else {
                return Ok(());
            }
        }
    }

    /// One pass or op anchor; false when it is a pass lowrite does itself.
    fn element(&mut self, depth: usize) -> std::result::Result<bool, Syntax> {
        let start = self.pos;
        while self.peek().is_some_and(|c| c.is_ascii_alphanumeric() || b"_-.".contains(&c)) {
            self.pos += 1;
        }
        if self.pos == start {
            return Err(Syntax::Malformed);
        }
        let text = self.text;
        let name = &text[start..self.pos];
        match self.peek() {
            Some(b'(') => {
                // MLIR rejects an empty anchor: one whose passes are all lowrite's goes.
                let passes = self.out.passes;
                self.out.push(name, start, true);
                self.out.push("(", self.pos, false);
                self.pos += 1;
                self.skip_space();
                if self.peek() != Some(b')') {
                    self.pipeline(depth + 1)?;
                }
                if self.peek() != Some(b')') {
                    return Err(Syntax::Malformed);
                }
                self.out.push(")", self.pos, false);
                self.pos += 1;
                Ok(self.out.passes > passes)
            }
            Some(b'{') => {
                let open = self.pos;
                let (options, options_at) = self.braced()?;
                self.pass(name, start, Some((options, options_at)), open)
            }
            Some(b'=') => {
                let open = self.pos;
                self.pos += 1;
                let (options, options_at) = self.unbraced()?;
                self.pass(name, start, Some((options, options_at)), open)
            }
            _ => self.pass(name, start, None, self.pos),
        }
    }

    /// A pass with its options (text and offset); `open` is where the options began.
    fn pass(
        &mut self,
        name: &str,
        start: usize,
        options: Option<(&str, usize)>,
        open: usize,
    ) -> std::result::Result<bool, Syntax> {
        if LOWRITE_PASSES.contains(&name) {
            if name == "test-cf-assert" {
                self.settings.push(("abort_on_failed_assert", OptionValue::Bool(false)));
            }
            if let Some((options, at)) = options {
                self.lowering_options(name, options, at)?;
            }
            return Ok(false);
        }
        self.out.passes += 1;
        self.out.push(name, start, true);
        if let Some((options, at)) = options {
            self.out.push("{", open, false);
            self.out.push(options, at, true);
            self.out.push("}", at + options.len(), false);
        }
        Ok(true)
    }

    /// `{...}` (braces nest); the text inside and its offset.
    fn braced(&mut self) -> std::result::Result<(&'a str, usize), Syntax> {
        let text = self.text;
        let open = self.pos;
        let mut depth = 0usize;
        let mut quoted = false;
        while let Some(c) = self.peek() {
            self.pos += 1;
            match c {
                b'"' => quoted = !quoted,
                b'{' if !quoted => depth += 1,
                b'}' if !quoted => {
                    depth -= 1;
                    if depth == 0 {
                        return Ok((&text[open + 1..self.pos - 1], open + 1));
                    }
                }
                _ => {}
            }
        }
        Err(Syntax::Malformed)
    }

    /// mlir-opt's `=opts`: a quoted string, or text up to a `,` or `)` outside braces.
    fn unbraced(&mut self) -> std::result::Result<(&'a str, usize), Syntax> {
        let text = self.text;
        if self.peek() == Some(b'"') || self.peek() == Some(b'\'') {
            let quote = self.text.as_bytes()[self.pos];
            let open = self.pos;
            let close = self.text[open + 1..].find(quote as char).ok_or(Syntax::Malformed)?;
            self.pos = open + 1 + close + 1;
            return Ok((&text[open + 1..open + 1 + close], open + 1));
        }
        let open = self.pos;
        let mut depth = 0usize;
        while let Some(c) = self.peek() {
            match c {
                b'{' => depth += 1,
                b'}' => depth = depth.checked_sub(1).ok_or(Syntax::Malformed)?,
                b',' | b')' if depth == 0 => break,
                _ => {}
            }
            self.pos += 1;
        }
        Ok((text[open..self.pos].trim_end(), open))
    }

    /// The options of a pass lowrite does itself, as settings of its lowering.
    fn lowering_options(
        &mut self,
        pass: &str,
        options: &str,
        at: usize,
    ) -> std::result::Result<(), Syntax> {
        let mut offset = 0;
        for word in options.split_ascii_whitespace() {
            let word_at = at + options[offset..].find(word).unwrap_or(0) + offset;
            offset = word_at - at + word.len();
            let (key, value) = word.split_once('=').unwrap_or((word, "true"));
            let flag = || match value {
                "1" | "true" => Ok(true),
                "0" | "false" => Ok(false),
                _ => Err(Syntax::Error(
                    word_at,
                    format!("option '{key}' of '{pass}' takes true or false, not '{value}'"),
                )),
            };
            let setting = match key {
                "index-bitwidth" => match value.parse::<u32>() {
                    // 0 means "from the data layout": 64 on the hosts lowrite targets.
                    Ok(0) => ("index_bitwidth", OptionValue::Int(64)),
                    Ok(w @ 1..=64) => ("index_bitwidth", OptionValue::Int(w.into())),
                    _ => {
                        return Err(Syntax::Error(
                            word_at,
                            format!("index-bitwidth must be between 0 and 64, not '{value}'"),
                        ))
                    }
                },
                "use-bare-ptr-memref-call-conv" => {
                    ("bare_ptr_memref_call_conv", OptionValue::Bool(flag()?))
                }
                "use-generic-functions" => ("use_generic_alloc", OptionValue::Bool(flag()?)),
                "use-aligned-alloc" => ("use_aligned_alloc", OptionValue::Bool(flag()?)),
                _ if IGNORED_OPTIONS.contains(&key) => continue,
                _ => {
                    return Err(Syntax::Error(
                        word_at,
                        format!(
                            "lowrite does '{pass}' with its own rules, which have no equivalent \
                             of its option '{key}'"
                        ),
                    ))
                }
            };
            self.settings.push(setting);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mlir(text: &str) -> Option<String> {
        PassPipeline::parse(text).unwrap().mlir().map(str::to_string)
    }

    #[test]
    fn lowrites_passes_are_taken_out() {
        assert_eq!(
            mlir("builtin.module(func.func(convert-scf-to-cf,convert-arith-to-llvm),finalize-memref-to-llvm,convert-func-to-llvm,reconcile-unrealized-casts)"),
            Some("builtin.module(func.func(convert-scf-to-cf))".into())
        );
        assert_eq!(mlir("builtin.module(convert-to-llvm, reconcile-unrealized-casts)"), None);
        assert_eq!(
            mlir("builtin.module(convert-to-llvm, canonicalize)"),
            Some("builtin.module(canonicalize)".into())
        );
        assert_eq!(
            mlir("builtin.module(func.func(convert-arith-to-llvm),canonicalize)"),
            Some("builtin.module(canonicalize)".into())
        );
    }

    #[test]
    fn mlir_opt_option_spellings_become_braces() {
        assert_eq!(
            mlir("builtin.module(one-shot-bufferize=bufferize-function-boundaries,canonicalize)"),
            Some(
                "builtin.module(one-shot-bufferize{bufferize-function-boundaries},canonicalize)"
                    .into()
            )
        );
        assert_eq!(
            mlir("builtin.module(one-shot-bufferize=\"bufferize-function-boundaries=1 copy-before-write\")"),
            Some("builtin.module(one-shot-bufferize{bufferize-function-boundaries=1 copy-before-write})".into())
        );
        assert_eq!(
            mlir("builtin.module(convert-math-to-funcs{convert-ctlz}, cse)"),
            Some("builtin.module(convert-math-to-funcs{convert-ctlz},cse)".into())
        );
    }

    #[test]
    fn options_of_removed_passes_set_the_lowering() {
        let p = PassPipeline::parse(
            "builtin.module(test-cf-assert,convert-func-to-llvm{use-bare-ptr-memref-call-conv=1 index-bitwidth=32},finalize-memref-to-llvm=use-aligned-alloc,convert-to-llvm=\"allow-pattern-rollback=0\")",
        )
        .unwrap();
        let mut o = Options::default();
        p.apply(&mut o);
        assert!(o.bool("bare_ptr_memref_call_conv") && o.bool("use_aligned_alloc"));
        assert_eq!(o.get("abort_on_failed_assert"), Some(OptionValue::Bool(false)));
        assert_eq!(o.int("index_bitwidth"), 32);
        assert_eq!(p.mlir(), None);
    }

    #[test]
    fn unknown_options_of_removed_passes_are_located_errors() {
        let e = PassPipeline::parse("builtin.module(convert-to-llvm{filter-dialects=arith})")
            .unwrap_err()
            .to_string();
        assert!(
            e.starts_with("<pass-pipeline>:1:32: error: lowrite does 'convert-to-llvm'"),
            "{e}"
        );
        let e = PassPipeline::parse("builtin.module(\n  convert-func-to-llvm{index-bitwidth=99})")
            .unwrap_err()
            .to_string();
        assert!(e.starts_with("<pass-pipeline>:2:24: error: index-bitwidth must be"), "{e}");
    }

    #[test]
    fn positions_map_back_to_the_text_as_written() {
        let p = PassPipeline::parse("builtin.module(convert-to-llvm, nope=x)").unwrap();
        assert_eq!(p.mlir(), Some("builtin.module(nope{x})"));
        // MLIR would report `nope` at 1:16 of its text: 1:33 of the user's.
        assert_eq!(p.locate(1, 16).to_string(), "<pass-pipeline>:1:33");
    }

    #[test]
    fn what_is_not_a_pipeline_goes_to_mlir_unchanged() {
        for text in ["builtin.module(", "((", "a{b", "", "builtin.module(a)x"] {
            assert_eq!(mlir(text).as_deref(), Some(text));
        }
        let deep = format!("{}x{}", "a(".repeat(100), ")".repeat(100));
        let e = PassPipeline::parse(&deep).unwrap_err().to_string();
        assert!(e.contains("nesting deeper than 64"), "{e}");
    }
}
