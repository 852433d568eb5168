//! MLIR pass pipelines as `mlir-opt` users write them: `--pass-pipeline` text, or a list of
//! pass flags (`-convert-scf-to-cf -finalize-memref-to-llvm ...`). Three things differ from
//! handing them to MLIR's pass manager as they are:
//!
//! - mlir-opt's command-line spelling of pass options, `name=opts` or `name="a=1 b=2"`, is
//!   accepted next to the pipeline syntax `name{opts}`, so a pipeline can be assembled from an
//!   `mlir-opt` command line;
//! - the conversions to the LLVM dialect (`convert-arith-to-llvm`, `convert-to-llvm`,
//!   `finalize-memref-to-llvm`, ...) are lowrite's: each becomes a [`Step::Lower`] at its place,
//!   a partial lowering of the dialects the pass converts, and the MLIR passes after it see its
//!   result. The options they carry (`index-bitwidth=32`, `use-bare-ptr-memref-call-conv`, ...)
//!   set lowrite's lowering options of the same meaning; options lowrite has no equivalent for
//!   are an error at their position. mlir-opt's `test-cf-assert` (the `cf.assert` lowering that
//!   does not abort) is one of them. What comes after the last MLIR pass is lowrite's final
//!   lowering ([`PassPipeline::final_dialects`]), not a step;
//! - a to-LLVM pass nested in an op anchor (`func.func(convert-arith-to-llvm)`) splits the
//!   anchor: MLIR runs the passes before it on every function, then lowrite lowers, then MLIR
//!   runs the passes after it, which for passes that run on each function alone is the same.
//!
//! Errors MLIR reports in a step's text are located in the text as written.

use crate::convert::{OptionValue, Options};
use crate::error::{Error, Result};
use crate::ir::Location;

/// Where `--pass-pipeline` errors are located.
pub const PIPELINE_FILE: &str = "<pass-pipeline>";

/// Where errors in pass flags are located (the flags joined by spaces, as a shell shows them).
pub const FLAGS_FILE: &str = "<command line>";

/// The deepest nesting of op anchors (`builtin.module(func.func(...))`) accepted.
const MAX_DEPTH: usize = 64;

/// A setting of lowrite's lowering that a to-LLVM pass in the pipeline asked for: the standard
/// rule files' option that stands for the pass's option, and its value.
type Setting = (&'static str, OptionValue);

/// The dialects whose ops `convert-to-llvm` converts, of those lowrite lowers: every dialect
/// with a to-LLVM interface upstream (`scf` has none: `convert-scf-to-cf` comes first).
pub const CONVERT_TO_LLVM_DIALECTS: [&str; 9] =
    ["arith", "cf", "complex", "func", "index", "math", "memref", "ub", "vector"];

/// The passes lowrite does with its rules, and the dialects whose ops each converts (`None`:
/// those of `convert-to-llvm`).
const LOWRITE_PASSES: [(&str, Option<&str>); 11] = [
    ("convert-arith-to-llvm", Some("arith")),
    ("convert-cf-to-llvm", Some("cf")),
    ("convert-complex-to-llvm", Some("complex")),
    ("convert-func-to-llvm", Some("func")),
    ("convert-index-to-llvm", Some("index")),
    ("convert-math-to-llvm", Some("math")),
    ("convert-to-llvm", None),
    ("convert-ub-to-llvm", Some("ub")),
    ("convert-vector-to-llvm", Some("vector")),
    ("finalize-memref-to-llvm", Some("memref")),
    ("test-cf-assert", Some("cf")),
];

/// Ops lowrite's rules lower that upstream's to-LLVM passes leave for the passes after them
/// (`-convert-math-to-llvm -convert-math-to-libm` gives `math.erf` to libm;
/// `-finalize-memref-to-llvm` leaves views to `-expand-strided-metadata`). A step before an
/// MLIR pass leaves them too; lowrite's final lowering lowers them (`docs/printing.md`).
const LEFT_BY_UPSTREAM: [&str; 13] = [
    "math.acosh",
    "math.asinh",
    "math.atanh",
    "math.cbrt",
    "math.erf",
    "math.erfc",
    "math.isinf",
    "math.isnormal",
    "memref.subview",
    "memref.expand_shape",
    "memref.collapse_shape",
    "complex.neg",
    "complex.conj",
];

/// The ops of `dialects` that upstream's to-LLVM passes for them leave for later passes
/// (`math.erf` for `convert-math-to-libm`, `memref.subview` for `expand-strided-metadata`): what
/// a partial lowering of those dialects leaves too.
pub fn left_by_upstream<S: AsRef<str>>(dialects: &[S]) -> Vec<String> {
    LEFT_BY_UPSTREAM
        .iter()
        .filter(|op| dialects.iter().any(|d| op.split('.').next() == Some(d.as_ref())))
        .map(|op| op.to_string())
        .collect()
}

/// MLIR's pass that folds away the casts partial conversions leave; lowrite's final lowering
/// leaves none, so after the last MLIR pass it has nothing to do.
const RECONCILE: &str = "reconcile-unrealized-casts";

/// Options of those passes that do not change what they produce.
const IGNORED_OPTIONS: [&str; 2] = ["allow-pattern-rollback", "use-opaque-pointers"];

/// A parsed pipeline: the steps to run in order, and what lowrite's lowering takes from it.
#[derive(Clone, Debug)]
pub struct PassPipeline {
    /// As written (flags joined by spaces).
    text: String,
    /// Where errors in `text` are located: [`PIPELINE_FILE`] or [`FLAGS_FILE`].
    file: &'static str,
    steps: Vec<Step>,
    /// The dialects of the to-LLVM passes after the last MLIR pass; `None` when the pipeline
    /// names no to-LLVM pass at all.
    final_dialects: Option<Vec<String>>,
    settings: Vec<Setting>,
}

/// One step of a pipeline.
#[derive(Clone, Debug)]
pub enum Step {
    /// Passes MLIR's pass manager runs.
    Mlir(MlirStep),
    /// A to-LLVM pass lowrite does with its rules, as a partial lowering.
    Lower(LowerStep),
}

/// MLIR passes, run by one pass manager.
#[derive(Clone, Debug)]
pub struct MlirStep {
    text: String,
    /// For each byte of `text`, its offset in the pipeline as written.
    origin: Vec<usize>,
    implicit_nesting: bool,
    /// Each pass: its name, its options' text and its offset in the pipeline as written.
    passes: Vec<(String, String, usize)>,
}

impl MlirStep {
    /// The pipeline text MLIR parses: with its op anchor (`builtin.module(...)`), or, when
    /// [`MlirStep::implicit_nesting`], the bare list of passes (`canonicalize,cse`).
    pub fn text(&self) -> &str {
        &self.text
    }

    /// Whether the passes are added to a `builtin.module` pass manager that nests each pass
    /// under the op it is anchored on, as mlir-opt's pass flags are (`-affine-parallelize` runs
    /// on each `func.func`).
    pub fn implicit_nesting(&self) -> bool {
        self.implicit_nesting
    }

    /// The passes one by one: name and options (empty when none are given), as mlir-opt adds
    /// its pass flags.
    pub fn passes(&self) -> impl Iterator<Item = (&str, &str)> {
        self.passes.iter().map(|(name, options, _)| (name.as_str(), options.as_str()))
    }
}

/// A to-LLVM pass lowrite does at its place in the pipeline.
#[derive(Clone, Debug)]
pub struct LowerStep {
    /// The pass's name (`convert-arith-to-llvm`).
    pub pass: String,
    /// The dialects whose ops it lowers (`arith`).
    pub dialects: Vec<String>,
    /// Ops of those dialects it leaves for the passes after it, as upstream's pass does.
    pub except: Vec<String>,
}

impl PassPipeline {
    /// Parses a pipeline (`builtin.module(canonicalize, convert-to-llvm)`). Text that is not a
    /// pipeline is kept as it is, for MLIR's parser to report.
    pub fn parse(text: &str) -> Result<PassPipeline> {
        let mut parser = Parser::new(text, PIPELINE_FILE);
        match parser.pipeline(&mut Vec::new(), 0) {
            Ok(()) if parser.pos == text.len() => Ok(parser.finish(false)),
            Ok(()) | Err(Syntax::Malformed) => Ok(PassPipeline {
                text: text.to_string(),
                file: PIPELINE_FILE,
                steps: vec![Step::Mlir(MlirStep {
                    text: text.to_string(),
                    origin: (0..text.len()).collect(),
                    implicit_nesting: false,
                    passes: Vec::new(),
                })],
                final_dialects: None,
                settings: Vec::new(),
            }),
            Err(Syntax::Error(at, message)) => {
                Err(Error::at(&location(text, PIPELINE_FILE, at), message))
            }
        }
    }

    /// A pipeline of mlir-opt's pass flags as written, in order: `-canonicalize`,
    /// `--convert-func-to-llvm=use-bare-ptr-memref-call-conv=1`, `-one-shot-bufferize{...}`
    /// (one or two dashes, or none). MLIR nests each pass under the op it is anchored on, as
    /// mlir-opt does.
    pub fn from_flags<S: AsRef<str>>(flags: &[S]) -> Result<PassPipeline> {
        let text: String = flags.iter().map(|f| f.as_ref()).collect::<Vec<_>>().join(" ");
        let mut parser = Parser::new(&text, FLAGS_FILE);
        let mut start = 0;
        for flag in flags {
            let flag = flag.as_ref();
            let dashes = flag.len() - flag.trim_start_matches('-').len();
            parser.pos = start + dashes.min(2);
            parser.flag(flag.len() - dashes.min(2))?;
            start += flag.len() + 1;
        }
        Ok(parser.finish(true))
    }

    /// The steps to run in order, up to the last MLIR pass (what follows it is the final
    /// lowering's, [`PassPipeline::final_dialects`]).
    pub fn steps(&self) -> &[Step] {
        &self.steps
    }

    /// The dialects the to-LLVM passes after the last MLIR pass lower, for a lowering that does
    /// what the pipeline says and no more (`lowrite lower`); `None` when the pipeline names no
    /// to-LLVM pass, and lowrite's whole lowering follows.
    pub fn final_dialects(&self) -> Option<&[String]> {
        self.final_dialects.as_deref()
    }

    /// Applies the options of the to-LLVM passes the pipeline named to `options` (by the names
    /// the standard rule files give them: `index_bitwidth`, `use_aligned_alloc`...).
    pub fn apply(&self, options: &mut Options) {
        for &(name, value) in &self.settings {
            options.set(name, value);
        }
    }

    /// Where `line:col` of step `step`'s text (an MLIR step) is in the pipeline as written.
    pub fn locate(&self, step: usize, line: u32, col: u32) -> Location {
        let Some(Step::Mlir(s)) = self.steps.get(step) else {
            return location(&self.text, self.file, 0);
        };
        let start: usize =
            s.text.split_inclusive('\n').take(line.saturating_sub(1) as usize).map(str::len).sum();
        let at = start + col.saturating_sub(1) as usize;
        let origin = s.origin.get(at).copied().unwrap_or(self.text.len());
        location(&self.text, self.file, origin)
    }

    /// Where pass `pass` of step `step` (an MLIR step) is in the pipeline as written.
    pub fn locate_pass(&self, step: usize, pass: usize) -> Location {
        let at = match self.steps.get(step) {
            Some(Step::Mlir(s)) => s.passes.get(pass).map_or(0, |p| p.2),
            _ => 0,
        };
        location(&self.text, self.file, at)
    }

    /// Pass `pass` of step `step` as written, with its dashes and without its options
    /// (`-lower-affine`).
    pub fn written(&self, step: usize, pass: usize) -> &str {
        let Some(Step::Mlir(s)) = self.steps.get(step) else { return "" };
        let Some((name, _, at)) = s.passes.get(pass) else { return "" };
        let start = self.text[..*at].trim_end_matches('-').len();
        &self.text[start..at + name.len()]
    }

    /// The pipeline as written (pass flags joined by spaces).
    pub fn text(&self) -> &str {
        &self.text
    }

    /// Whether the pipeline came from pass flags.
    pub fn is_flags(&self) -> bool {
        self.file == FLAGS_FILE
    }
}

/// `file:line:col` of a byte offset of `text`.
fn location(text: &str, file: &str, at: usize) -> Location {
    let before = &text[..at.min(text.len())];
    let line = before.matches('\n').count() + 1;
    let col = before.len() - before.rfind('\n').map_or(0, |i| i + 1) + 1;
    Location::new(file, line as u32, col as u32)
}

enum Syntax {
    /// Not a pipeline this parser understands: MLIR's parser gets the text as it is.
    Malformed,
    /// A located error of lowrite's own.
    Error(usize, String),
}

/// What a pass is to lowrite.
#[derive(Clone, Debug, PartialEq)]
enum Kind {
    /// One of MLIR's.
    Mlir,
    /// `reconcile-unrealized-casts`: MLIR's between MLIR passes, nothing after the last.
    Reconcile,
    /// A to-LLVM pass lowrite does, lowering these dialects.
    Lower(Vec<String>),
}

/// A pass as written, with the op anchors it is nested in (name and offset).
struct Leaf<'a> {
    anchors: Vec<(&'a str, usize)>,
    kind: Kind,
    name: &'a str,
    at: usize,
    /// The options' text, its offset, and where the options began (`{` or `=`).
    options: Option<(&'a str, usize, usize)>,
}

/// Text with the offset each of its bytes comes from.
#[derive(Default)]
struct Output {
    text: String,
    origin: Vec<usize>,
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
    file: &'static str,
    pos: usize,
    leaves: Vec<Leaf<'a>>,
    settings: Vec<Setting>,
}

impl<'a> Parser<'a> {
    fn new(text: &'a str, file: &'static str) -> Parser<'a> {
        Parser { text, file, pos: 0, leaves: Vec::new(), settings: Vec::new() }
    }

    fn peek(&self) -> Option<u8> {
        self.text.as_bytes().get(self.pos).copied()
    }

    fn skip_space(&mut self) {
        while self.peek().is_some_and(|c| c.is_ascii_whitespace()) {
            self.pos += 1;
        }
    }

    /// `element (',' element)*`.
    fn pipeline(
        &mut self,
        anchors: &mut Vec<(&'a str, usize)>,
        depth: usize,
    ) -> std::result::Result<(), Syntax> {
        if depth > MAX_DEPTH {
            return Err(Syntax::Error(
                self.pos,
                format!("pass pipeline nesting deeper than {MAX_DEPTH}"),
            ));
        }
        loop {
            self.skip_space();
            self.element(anchors, depth)?;
            self.skip_space();
            if self.peek() == Some(b',') {
                self.pos += 1;
            } else {
                return Ok(());
            }
        }
    }

    fn name(&mut self) -> std::result::Result<(&'a str, usize), Syntax> {
        let start = self.pos;
        while self.peek().is_some_and(|c| c.is_ascii_alphanumeric() || b"_-.".contains(&c)) {
            self.pos += 1;
        }
        if self.pos == start {
            return Err(Syntax::Malformed);
        }
        Ok((&self.text[start..self.pos], start))
    }

    /// One pass or op anchor with what it nests.
    fn element(
        &mut self,
        anchors: &mut Vec<(&'a str, usize)>,
        depth: usize,
    ) -> std::result::Result<(), Syntax> {
        let (name, start) = self.name()?;
        match self.peek() {
            Some(b'(') => {
                anchors.push((name, start));
                self.pos += 1;
                self.skip_space();
                if self.peek() != Some(b')') {
                    self.pipeline(anchors, depth + 1)?;
                }
                anchors.pop();
                if self.peek() != Some(b')') {
                    return Err(Syntax::Malformed);
                }
                self.pos += 1;
                Ok(())
            }
            Some(b'{') => {
                let open = self.pos;
                let (options, at) = self.braced()?;
                self.pass(anchors, name, start, Some((options, at, open)))
            }
            Some(b'=') => {
                let open = self.pos;
                self.pos += 1;
                let (options, at) = self.unbraced()?;
                self.pass(anchors, name, start, Some((options, at, open)))
            }
            _ => self.pass(anchors, name, start, None),
        }
    }

    /// One pass flag of `len` bytes at `pos`: `name`, `name=options` (the rest of the flag)
    /// or `name{options}`.
    fn flag(&mut self, len: usize) -> Result<()> {
        let end = self.pos + len;
        let flag_at = self.pos;
        let located =
            |at: usize, message: String| Error::at(&location(self.text, self.file, at), message);
        let Ok((name, start)) = self.name() else {
            return Err(located(
                flag_at,
                format!("'{}' is not a pass flag", &self.text[flag_at..end]),
            ));
        };
        let options = match self.peek() {
            _ if self.pos == end => None,
            Some(b'=') => {
                let mut at = self.pos + 1;
                let mut options = &self.text[at..end];
                // A shell-quoted value keeps its quotes when written `-p='a=1 b=2'` in a
                // makefile variable that is not re-split; they are not part of it.
                for q in ['"', '\''] {
                    if let Some(inner) = options.strip_prefix(q).and_then(|o| o.strip_suffix(q)) {
                        options = inner;
                        at += 1;
                    }
                }
                Some((options, at, start + name.len()))
            }
            Some(b'{') => {
                let open = self.pos;
                match self.braced() {
                    Ok((options, at)) if self.pos == end => Some((options, at, open)),
                    _ => {
                        return Err(located(
                            open,
                            format!("unbalanced braces in the options of '{name}'"),
                        ))
                    }
                }
            }
            _ => {
                return Err(located(
                    flag_at,
                    format!("'{}' is not a pass flag", &self.text[flag_at..end]),
                ))
            }
        };
        self.pass(&[], name, start, options).map_err(|e| match e {
            Syntax::Error(at, message) => located(at, message),
            Syntax::Malformed => located(flag_at, "malformed pass flag".into()),
        })
    }

    /// Records a pass; a to-LLVM pass's options become settings of the lowering.
    fn pass(
        &mut self,
        anchors: &[(&'a str, usize)],
        name: &'a str,
        at: usize,
        options: Option<(&'a str, usize, usize)>,
    ) -> std::result::Result<(), Syntax> {
        let kind = match LOWRITE_PASSES.iter().find(|(p, _)| *p == name) {
            Some(&(_, dialect)) => {
                if name == "test-cf-assert" {
                    self.settings.push(("abort_on_failed_assert", OptionValue::Bool(false)));
                }
                let mut dialects = match dialect {
                    Some(d) => vec![d.to_string()],
                    None => CONVERT_TO_LLVM_DIALECTS.iter().map(|d| d.to_string()).collect(),
                };
                if let Some((options, at, _)) = options {
                    if let Some(filter) = self.lowering_options(name, options, at)? {
                        dialects.retain(|d| filter.contains(d));
                    }
                }
                Kind::Lower(dialects)
            }
            None if name == RECONCILE => Kind::Reconcile,
            None => Kind::Mlir,
        };
        self.leaves.push(Leaf { anchors: anchors.to_vec(), kind, name, at, options });
        Ok(())
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

    /// mlir-opt's `=opts` in a pipeline: a quoted string, or text up to a `,` or `)` outside
    /// braces.
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

    /// The options of a pass lowrite does itself, as settings of its lowering; the dialects of
    /// `convert-to-llvm`'s `filter-dialects`, when given.
    fn lowering_options(
        &mut self,
        pass: &str,
        options: &str,
        at: usize,
    ) -> std::result::Result<Option<Vec<String>>, Syntax> {
        let mut filter = None;
        for (word_at, word) in option_words(options) {
            let word_at = at + word_at;
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
                "filter-dialects" if pass == "convert-to-llvm" => {
                    let list = value.trim_start_matches('{').trim_end_matches('}');
                    filter = Some(
                        list.split(',')
                            .map(|d| d.trim().to_string())
                            .filter(|d| !d.is_empty())
                            .collect(),
                    );
                    continue;
                }
                _ if IGNORED_OPTIONS.contains(&key) => continue,
                // lowrite's lowering always takes the index width from the data layout of the
                // module being lowered, as `dynamic=true` asks.
                "dynamic" if pass == "convert-to-llvm" => continue,
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
        Ok(filter)
    }

    /// The steps the leaves make (see [`PassPipeline`]).
    fn finish(self, implicit_nesting: bool) -> PassPipeline {
        let last_mlir = self.leaves.iter().rposition(|l| l.kind == Kind::Mlir);
        let (steps_part, tail) = match last_mlir {
            Some(i) => self.leaves.split_at(i + 1),
            None => self.leaves.split_at(0),
        };
        let mut steps = Vec::new();
        let mut run: Vec<&Leaf> = Vec::new();
        for leaf in steps_part {
            match &leaf.kind {
                Kind::Lower(dialects) => {
                    if !run.is_empty() {
                        steps.push(Step::Mlir(render(&run, implicit_nesting)));
                        run.clear();
                    }
                    let except = left_by_upstream(dialects);
                    steps.push(Step::Lower(LowerStep {
                        pass: leaf.name.to_string(),
                        dialects: dialects.clone(),
                        except,
                    }));
                }
                Kind::Mlir | Kind::Reconcile => run.push(leaf),
            }
        }
        if !run.is_empty() {
            steps.push(Step::Mlir(render(&run, implicit_nesting)));
        }
        let names_lowering = self.leaves.iter().any(|l| matches!(l.kind, Kind::Lower(_)));
        let final_dialects = names_lowering.then(|| {
            let mut dialects: Vec<String> = Vec::new();
            for leaf in tail {
                if let Kind::Lower(ds) = &leaf.kind {
                    for d in ds {
                        if !dialects.contains(d) {
                            dialects.push(d.clone());
                        }
                    }
                }
            }
            dialects
        });
        PassPipeline {
            text: self.text.to_string(),
            file: self.file,
            steps,
            final_dialects,
            settings: self.settings,
        }
    }
}

/// The whitespace-separated words of an options string (quoted values kept whole), with their
/// offsets.
fn option_words(options: &str) -> Vec<(usize, &str)> {
    let bytes = options.as_bytes();
    let mut words = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i].is_ascii_whitespace() {
            i += 1;
            continue;
        }
        let start = i;
        let mut quote = None;
        let mut depth = 0usize;
        while i < bytes.len() {
            let c = bytes[i];
            match (quote, c) {
                (Some(q), c) if c == q => quote = None,
                (Some(_), _) => {}
                (None, b'"' | b'\'') => quote = Some(c),
                (None, b'{') => depth += 1,
                (None, b'}') => depth = depth.saturating_sub(1),
                (None, c) if c.is_ascii_whitespace() && depth == 0 => break,
                _ => {}
            }
            i += 1;
        }
        words.push((start, &options[start..i]));
    }
    words
}

/// MLIR pipeline text for a run of passes: nested in their op anchors as written (adjacent
/// passes under the same anchors share them), or a bare list for implicit nesting.
fn render(run: &[&Leaf], implicit_nesting: bool) -> MlirStep {
    let mut out = Output::default();
    let passes = run
        .iter()
        .map(|l| (l.name.to_string(), l.options.map_or("", |o| o.0).to_string(), l.at))
        .collect();
    // The anchors open now, and whether each level has an element yet (one more level than
    // anchors: the outermost list).
    let mut open: Vec<&str> = Vec::new();
    let mut has_element = vec![false];
    for leaf in run {
        let common = open.iter().zip(&leaf.anchors).take_while(|(a, (b, _))| **a == *b).count();
        while open.len() > common {
            open.pop();
            has_element.pop();
            let at = out.origin.last().copied().unwrap_or(0);
            out.push(")", at, false);
        }
        for &(name, at) in &leaf.anchors[common..] {
            if std::mem::replace(has_element.last_mut().expect("a level"), true) {
                out.push(",", at, false);
            }
            out.push(name, at, true);
            out.push("(", at + name.len(), false);
            open.push(name);
            has_element.push(false);
        }
        if std::mem::replace(has_element.last_mut().expect("a level"), true) {
            out.push(",", leaf.at, false);
        }
        out.push(leaf.name, leaf.at, true);
        if let Some((options, at, open_at)) = leaf.options {
            out.push("{", open_at, false);
            out.push(options, at, true);
            out.push("}", at + options.len(), false);
        }
    }
    while open.pop().is_some() {
        let at = out.origin.last().copied().unwrap_or(0);
        out.push(")", at, false);
    }
    MlirStep { text: out.text, origin: out.origin, implicit_nesting, passes }
}

/// MLIR's passes that make a module of tensors, `linalg`, `affine` and n-D vector transfers
/// into one lowrite's rules lower, as upstream's own tests chain them (mlir-opt flags, in
/// order), those `module` needs: `convert-elementwise-to-linalg` for `arith` and `math` ops on
/// tensors (one-shot bufferization takes none); `one-shot-bufferize` across function boundaries
/// when a value is a tensor or an op is of `tensor` or `bufferization`; `convert-linalg-to-loops`
/// for `linalg` ops and for what bufferizes to them (`tensor.splat`, `generate`, `pad`); `convert-vector-to-scf` for transfers of vectors of rank 2 or more (lowrite's
/// rules do the 1-D ones); `lower-affine` for `affine` ops and after the two before it, which
/// make `affine.apply`s. Empty when the module needs none.
pub fn preparation(module: &crate::ir::Module) -> Vec<&'static str> {
    use crate::ir::Type;
    let is_tensor = |t: &Type| matches!(t, Type::Tensor { .. });
    let (mut tensors, mut linalg, mut affine, mut transfers) = (false, false, false, false);
    let mut elementwise = false;
    module.walk(|id| {
        let op = module.op(id);
        match op.dialect() {
            "tensor" | "bufferization" => tensors = true,
            "linalg" => linalg = true,
            "affine" => affine = true,
            _ => {}
        }
        // These bufferize to `linalg.map` or `linalg.fill`.
        linalg |= matches!(op.name.as_str(), "tensor.splat" | "tensor.generate" | "tensor.pad");
        // One-shot bufferization takes no arith or math op of tensors but constants: they
        // become linalg.generic first.
        if matches!(op.dialect(), "arith" | "math") && op.name != "arith.constant" {
            let types = op.operands.iter().chain(&op.results).map(|&v| module.value_type(v));
            elementwise |= types.clone().any(is_tensor);
        }
        if let Some(Type::Function { inputs, results }) =
            op.attr("function_type").and_then(crate::ir::Attribute::as_type)
        {
            tensors |= inputs.iter().chain(results).any(is_tensor);
        }
        let types = op.operands.iter().chain(&op.results).map(|&v| module.value_type(v));
        tensors |= types.clone().any(is_tensor);
        if matches!(op.name.as_str(), "vector.transfer_read" | "vector.transfer_write") {
            transfers |= types
                .filter_map(|t| match t {
                    Type::Vector { shape, .. } => Some(shape.len()),
                    _ => None,
                })
                .any(|rank| rank > 1);
        }
    });
    let mut flags = Vec::new();
    if elementwise {
        flags.push("-convert-elementwise-to-linalg");
    }
    if tensors || elementwise {
        flags.push("-one-shot-bufferize=bufferize-function-boundaries");
    }
    if linalg || elementwise {
        flags.push("-convert-linalg-to-loops");
    }
    if transfers {
        flags.push("-convert-vector-to-scf");
    }
    if affine || linalg || elementwise || transfers {
        flags.push("-lower-affine");
    }
    flags
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each step as text: MLIR's pipeline, or `lower(pass: dialects)`.
    fn steps(p: &PassPipeline) -> Vec<String> {
        p.steps()
            .iter()
            .map(|s| match s {
                Step::Mlir(m) => m.text().to_string(),
                Step::Lower(l) => format!("lower({}: {})", l.pass, l.dialects.join(",")),
            })
            .collect()
    }

    fn parsed(text: &str) -> Vec<String> {
        steps(&PassPipeline::parse(text).unwrap())
    }

    #[test]
    fn trailing_to_llvm_passes_are_the_final_lowering() {
        let p = PassPipeline::parse("builtin.module(func.func(convert-scf-to-cf,convert-arith-to-llvm),finalize-memref-to-llvm,convert-func-to-llvm,reconcile-unrealized-casts)").unwrap();
        assert_eq!(steps(&p), ["builtin.module(func.func(convert-scf-to-cf))"]);
        assert_eq!(
            p.final_dialects(),
            Some(&["arith".to_string(), "memref".into(), "func".into()][..])
        );
        let p = PassPipeline::parse("builtin.module(convert-to-llvm, reconcile-unrealized-casts)")
            .unwrap();
        assert!(p.steps().is_empty());
        assert_eq!(p.final_dialects().unwrap().len(), CONVERT_TO_LLVM_DIALECTS.len());
        let p = PassPipeline::parse("builtin.module(canonicalize)").unwrap();
        assert_eq!(p.final_dialects(), None);
    }

    #[test]
    fn to_llvm_passes_before_mlir_passes_are_steps_at_their_place() {
        assert_eq!(
            parsed("builtin.module(convert-math-to-llvm, convert-math-to-libm, convert-to-llvm)"),
            ["lower(convert-math-to-llvm: math)", "builtin.module(convert-math-to-libm)"]
        );
        // A to-LLVM pass in an anchor splits it; reconcile before an MLIR pass is MLIR's.
        assert_eq!(
            parsed("builtin.module(func.func(canonicalize, convert-arith-to-llvm, cse), reconcile-unrealized-casts, symbol-dce, convert-func-to-llvm)"),
            [
                "builtin.module(func.func(canonicalize))",
                "lower(convert-arith-to-llvm: arith)",
                "builtin.module(func.func(cse),reconcile-unrealized-casts,symbol-dce)"
            ]
        );
        assert_eq!(
            parsed("builtin.module(convert-to-llvm{filter-dialects=arith,func}, canonicalize)"),
            ["lower(convert-to-llvm: arith,func)", "builtin.module(canonicalize)"]
        );
    }

    #[test]
    fn mlir_opt_option_spellings_become_braces() {
        assert_eq!(
            parsed("builtin.module(one-shot-bufferize=bufferize-function-boundaries,canonicalize)"),
            ["builtin.module(one-shot-bufferize{bufferize-function-boundaries},canonicalize)"]
        );
        assert_eq!(
            parsed("builtin.module(one-shot-bufferize=\"bufferize-function-boundaries=1 copy-before-write\")"),
            ["builtin.module(one-shot-bufferize{bufferize-function-boundaries=1 copy-before-write})"]
        );
        assert_eq!(
            parsed("builtin.module(convert-math-to-funcs{convert-ctlz}, cse)"),
            ["builtin.module(convert-math-to-funcs{convert-ctlz},cse)"]
        );
    }

    #[test]
    fn flags_are_a_pipeline_with_implicit_nesting() {
        let p = PassPipeline::from_flags(&[
            "-convert-linalg-to-affine-loops",
            "-affine-parallelize",
            "--finalize-memref-to-llvm=use-aligned-alloc",
            "-convert-scf-to-cf",
            "-convert-to-llvm",
            "-reconcile-unrealized-casts",
        ])
        .unwrap();
        assert_eq!(
            steps(&p),
            [
                "convert-linalg-to-affine-loops,affine-parallelize",
                "lower(finalize-memref-to-llvm: memref)",
                "convert-scf-to-cf"
            ]
        );
        assert!(p.steps().iter().all(|s| match s {
            Step::Mlir(m) => m.implicit_nesting(),
            Step::Lower(_) => true,
        }));
        let mut o = Options::default();
        p.apply(&mut o);
        assert!(o.bool("use_aligned_alloc"));
        assert_eq!(
            steps(&PassPipeline::from_flags(&["-one-shot-bufferize{bufferize-function-boundaries}", "-canonicalize=max-iterations=3 test-convergence"]).unwrap()),
            ["one-shot-bufferize{bufferize-function-boundaries},canonicalize{max-iterations=3 test-convergence}"]
        );
    }

    #[test]
    fn flag_errors_are_located_on_the_command_line() {
        let e =
            PassPipeline::from_flags(&["-canonicalize", "-convert-func-to-llvm=index-bitwidth=99"])
                .unwrap_err()
                .to_string();
        assert!(e.starts_with("<command line>:1:37: error: index-bitwidth must be"), "{e}");
        let e = PassPipeline::from_flags(&["-cse{a"]).unwrap_err().to_string();
        assert!(e.starts_with("<command line>:1:5: error: unbalanced braces"), "{e}");
        let p = PassPipeline::from_flags(&["-cse", "--nope=x"]).unwrap();
        // MLIR would report `nope` at 1:5 of `cse,nope{x}`: 1:8 of `-cse --nope=x`.
        assert_eq!(p.locate(0, 1, 5).to_string(), "<command line>:1:8");
        assert_eq!(p.locate_pass(0, 1).to_string(), "<command line>:1:8");
        assert_eq!(p.written(0, 1), "--nope");
    }

    #[test]
    fn preparation_names_the_passes_a_module_needs() {
        use crate::ir::{Module, OpSpec, Type};
        use std::sync::Arc;
        let mut m = Module::default();
        let body = m.body_block();
        assert!(preparation(&m).is_empty());
        let tensor = Type::Tensor { shape: Some(vec![4]), elem: Arc::new(Type::int(32)) };
        m.push_op(body, OpSpec::named("arith.constant").results([tensor.clone()]));
        assert_eq!(preparation(&m), ["-one-shot-bufferize=bufferize-function-boundaries"]);
        let elementwise = m.push_op(body, OpSpec::named("math.absi").results([tensor]));
        assert_eq!(
            preparation(&m),
            [
                "-convert-elementwise-to-linalg",
                "-one-shot-bufferize=bufferize-function-boundaries",
                "-convert-linalg-to-loops",
                "-lower-affine"
            ]
        );
        m.block_mut(body).ops.retain(|&o| o != elementwise);
        m.push_op(body, OpSpec::named("linalg.fill"));
        assert_eq!(
            preparation(&m),
            [
                "-one-shot-bufferize=bufferize-function-boundaries",
                "-convert-linalg-to-loops",
                "-lower-affine"
            ]
        );
        let mut m = Module::default();
        let body = m.body_block();
        let v2 = Type::Vector {
            shape: vec![2, 4],
            scalable: vec![false; 2],
            elem: Arc::new(Type::int(8)),
        };
        m.push_op(body, OpSpec::named("vector.transfer_read").results([v2]));
        assert_eq!(preparation(&m), ["-convert-vector-to-scf", "-lower-affine"]);
    }

    #[test]
    fn options_of_lowrites_passes_set_the_lowering() {
        let p = PassPipeline::parse(
            "builtin.module(test-cf-assert,convert-func-to-llvm{use-bare-ptr-memref-call-conv=1 index-bitwidth=32},finalize-memref-to-llvm=use-aligned-alloc,convert-to-llvm=\"allow-pattern-rollback=0\")",
        )
        .unwrap();
        let mut o = Options::default();
        p.apply(&mut o);
        assert!(o.bool("bare_ptr_memref_call_conv") && o.bool("use_aligned_alloc"));
        assert_eq!(o.get("abort_on_failed_assert"), Some(OptionValue::Bool(false)));
        assert_eq!(o.int("index_bitwidth"), 32);
        assert!(p.steps().is_empty());
    }

    #[test]
    fn unknown_options_of_lowrites_passes_are_located_errors() {
        let e = PassPipeline::parse("builtin.module(convert-to-llvm{fancy=true})")
            .unwrap_err()
            .to_string();
        assert!(
            e.starts_with("<pass-pipeline>:1:32: error: lowrite does 'convert-to-llvm'"),
            "{e}"
        );
        // What `dynamic=true` asks (the data layout of the module lowered) lowrite always does.
        assert!(PassPipeline::parse("builtin.module(convert-to-llvm{dynamic=true})").is_ok());
        let e = PassPipeline::parse("builtin.module(\n  convert-func-to-llvm{index-bitwidth=99})")
            .unwrap_err()
            .to_string();
        assert!(e.starts_with("<pass-pipeline>:2:24: error: index-bitwidth must be"), "{e}");
    }

    #[test]
    fn positions_map_back_to_the_text_as_written() {
        let p = PassPipeline::parse("builtin.module(convert-to-llvm, nope=x)").unwrap();
        assert_eq!(
            steps(&p),
            [
                "lower(convert-to-llvm: arith,cf,complex,func,index,math,memref,ub,vector)",
                "builtin.module(nope{x})"
            ]
        );
        // MLIR would report `nope` at 1:16 of its text: 1:33 of the user's.
        assert_eq!(p.locate(1, 1, 16).to_string(), "<pass-pipeline>:1:33");
    }

    #[test]
    fn what_is_not_a_pipeline_goes_to_mlir_unchanged() {
        for text in ["builtin.module(", "((", "a{b", "", "builtin.module(a)x"] {
            assert_eq!(parsed(text), [text]);
        }
        let deep = format!("{}x{}", "a(".repeat(100), ")".repeat(100));
        let e = PassPipeline::parse(&deep).unwrap_err().to_string();
        assert!(e.contains("nesting deeper than 64"), "{e}");
    }
}
