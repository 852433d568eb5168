//! The steps the command line (and Rust callers) chain: read MLIR, lower it to the LLVM dialect,
//! translate it to LLVM IR, and make native code of it.

use crate::convert::{self, Legality, Options, RuleSet, TRANSLATABLE_DIALECTS};
use crate::error::{Error, Result};
use crate::export::{PieceWriter, PrintedPieces};
use crate::import::ImportOptions;
use crate::ir::{self, Attribute, Module};
use crate::native::{self, OptLevel, Optimization};
use crate::passes::{LowerStep, PassPipeline, Step};
use crate::split;
use crate::timing;
use crate::translate;
use inkwell::context::Context;
use std::path::Path;

/// Parses and verifies MLIR text (`file` names it in diagnostics) and imports it.
///
/// LLVM-dialect text in the form `mlir-opt` prints it is read by [`crate::llvm_text`], and text
/// in the higher-level dialects lowrite lowers by [`crate::mlir_text`]; they build the same
/// module several times faster. Anything they do not handle (other dialects, rarer ops and
/// attributes, errors) goes through MLIR's parser and verifier.
pub fn load(text: &str, file: &str, options: &ImportOptions) -> Result<Module> {
    load_reporting(text, file, options).map(|(module, _)| module)
}

/// [`load`], and the preparation passes it ran ([`ImportOptions::prepare`]), as mlir-opt flags.
pub fn load_reporting(
    text: &str,
    file: &str,
    options: &ImportOptions,
) -> Result<(Module, Vec<&'static str>)> {
    timing::phase("nesting check", || check_nesting(text, file))?;
    let fast = !options.no_implicit_module
        && options.pass_pipeline.as_ref().is_none_or(|p| p.steps().is_empty());
    if fast {
        if let Some(module) = timing::phase("read", || crate::llvm_text::parse(text, file)) {
            return Ok((module, Vec::new()));
        }
        if let Some(module) = timing::phase("read", || crate::mlir_text::parse(text, file)) {
            // What MLIR's passes would prepare is MLIR's to read.
            if !options.prepare || crate::passes::preparation(&module).is_empty() {
                return Ok((module, Vec::new()));
            }
        }
    }
    load_with_mlir_reporting(text, file, options)
}

/// How deeply MLIR text may nest brackets (`(`, `[`, `{`, `<`) of types, attributes and regions.
/// MLIR's parser recurses per level and overflows its stack a few thousand levels down
/// (`mlir-opt-22` crashes on a 4,000-deep `!llvm.struct`), as would lowrite's importer and
/// printer; deeper text is an error instead.
pub const MAX_TEXT_NESTING: usize = 1000;

/// Fails at the first bracket of `text` that nests deeper than [`MAX_TEXT_NESTING`] (strings and
/// comments skipped; `->` is no bracket). Large text ([`lowrite_core::halves_pay`]) is scanned
/// in two halves at the same time, with the result of scanning it whole.
pub fn check_nesting(text: &str, file: &str) -> Result<()> {
    let bytes = text.as_bytes();
    let too_deep = match nesting_halves(bytes) {
        Some(mid) => {
            let (first, rest) = std::thread::scope(|s| {
                let rest = s.spawn(|| Rise::of(bytes, mid));
                (Depth::scan(bytes, 0, mid, 0), rest.join())
            });
            match (first, rest) {
                (Depth { too_deep: Some(at), .. }, _) => Some(at),
                // The first half ends at the split, not in a string or comment that runs on, and
                // the second half, from the first's depth, stays within the limit.
                (Depth { at, depth, .. }, Ok(rest))
                    if at == mid && rest.peak(depth) <= MAX_TEXT_NESTING =>
                {
                    None
                }
                (Depth { at, depth, .. }, _) => Depth::scan(bytes, at, bytes.len(), depth).too_deep,
            }
        }
        None => Depth::scan(bytes, 0, bytes.len(), 0).too_deep,
    };
    match too_deep {
        None => Ok(()),
        Some(at) => Err(too_deep_at(text, file, at)),
    }
}

/// The error of the bracket at byte `at` of `text`, one level too deep.
fn too_deep_at(text: &str, file: &str, at: usize) -> Error {
    let before = &text[..at];
    let line = before.matches('\n').count() + 1;
    let col = before.len() - before.rfind('\n').map_or(0, |n| n + 1) + 1;
    Error::at(
        &crate::ir::Location::new(file, line as u32, col as u32),
        format!("brackets nest deeper than {MAX_TEXT_NESTING} levels"),
    )
}

/// Where the second half of a large text starts (the first line past the middle), when halves
/// pay.
fn nesting_halves(bytes: &[u8]) -> Option<usize> {
    if !lowrite_core::halves_pay(bytes.len()) {
        return None;
    }
    let mid = bytes.len() / 2;
    bytes[mid..].iter().position(|&c| c == b'\n').map(|i| mid + i + 1)
}

/// Scans `bytes[start..end]` for brackets outside strings and comments, calling `open` at each
/// opening one (by its position; `true` stops the scan there) and `close` at each closing one;
/// returns where the scan stopped: `end`, or past it when a string or comment runs on.
fn scan_brackets(
    bytes: &[u8],
    start: usize,
    end: usize,
    mut open: impl FnMut(usize) -> bool,
    mut close: impl FnMut(),
) -> usize {
    /// The bytes the scan looks at: quotes, slashes and brackets.
    const SEEN: [bool; 256] = {
        let mut seen = [false; 256];
        let bytes = b"\"/([{<)]}>";
        let mut i = 0;
        while i < bytes.len() {
            seen[bytes[i] as usize] = true;
            i += 1;
        }
        seen
    };
    let mut i = start;
    while i < end {
        let c = bytes[i];
        i += 1;
        if !SEEN[c as usize] {
            continue;
        }
        match c {
            b'"' => {
                while i < bytes.len() && bytes[i] != b'"' {
                    i += if bytes[i] == b'\\' { 2 } else { 1 };
                }
                i += 1;
            }
            b'/' if bytes.get(i) == Some(&b'/') => {
                while i < bytes.len() && bytes[i] != b'\n' {
                    i += 1;
                }
            }
            b'(' | b'[' | b'{' | b'<' if open(i - 1) => return i - 1,
            b'>' if i >= 2 && bytes[i - 2] == b'-' => {}
            b')' | b']' | b'}' | b'>' => close(),
            _ => {}
        }
    }
    i
}

/// The depth of brackets where a scan stopped, and the first bracket too deep, if any.
struct Depth {
    at: usize,
    depth: usize,
    too_deep: Option<usize>,
}

impl Depth {
    /// Scans `bytes[start..end]` from depth `depth`.
    fn scan(bytes: &[u8], start: usize, end: usize, depth: usize) -> Depth {
        let mut too_deep = None;
        // Both closures change the depth.
        let depth = std::cell::Cell::new(depth);
        let at = scan_brackets(
            bytes,
            start,
            end,
            |at| {
                depth.set(depth.get() + 1);
                if depth.get() > MAX_TEXT_NESTING {
                    too_deep = Some(at);
                }
                too_deep.is_some()
            },
            || depth.set(depth.get().saturating_sub(1)),
        );
        Depth { at, depth: depth.get(), too_deep }
    }
}

/// How the depth of brackets moves over the rest of a text, whatever the depth it starts from:
/// a closing bracket at depth 0 leaves it at 0, so from depth `d` the depth after any prefix is
/// `max(d + sum, sum - lowest)`, `sum` the prefix's openings less its closings and `lowest` the
/// least such sum of its prefixes (0 at most).
struct Rise {
    /// The highest `sum` after an opening bracket.
    highest: isize,
    /// The highest `sum - lowest` after an opening bracket: the depth reached from 0.
    from_zero: isize,
}

impl Rise {
    /// Scans `bytes[start..]`.
    fn of(bytes: &[u8], start: usize) -> Rise {
        let (sum, lowest) = (std::cell::Cell::new(0isize), std::cell::Cell::new(0isize));
        let mut rise = Rise { highest: 0, from_zero: 0 };
        scan_brackets(
            bytes,
            start,
            bytes.len(),
            |_| {
                sum.set(sum.get() + 1);
                rise.highest = rise.highest.max(sum.get());
                rise.from_zero = rise.from_zero.max(sum.get() - lowest.get());
                false
            },
            || {
                sum.set(sum.get() - 1);
                lowest.set(lowest.get().min(sum.get()));
            },
        );
        rise
    }

    /// The deepest the rest goes from depth `depth`.
    fn peak(&self, depth: usize) -> usize {
        (depth as isize + self.highest).max(self.from_zero).max(0) as usize
    }
}

/// Parses and verifies MLIR text with MLIR itself and imports it (what [`load`] falls back to).
pub fn load_with_mlir(text: &str, file: &str, options: &ImportOptions) -> Result<Module> {
    load_with_mlir_reporting(text, file, options).map(|(module, _)| module)
}

fn load_with_mlir_reporting(
    text: &str,
    file: &str,
    options: &ImportOptions,
) -> Result<(Module, Vec<&'static str>)> {
    check_nesting(text, file)?;
    let context = crate::import::new_context(options);
    let managers = match &options.pass_pipeline {
        Some(pipeline) => pass_managers(&context, pipeline)?,
        None => Vec::new(),
    };
    // The to-LLVM steps a pipeline starts with lower what lowrite's reader reads, without
    // MLIR's parser and the import; MLIR parses their result for the steps after them.
    let leading = lower_leading_steps(text, file, options)?;
    let (text, start) = match &leading {
        Some((lowered, start)) => (lowered.as_str(), *start),
        None => (text, 0),
    };
    let mut module = timing::phase("parse", || {
        if options.no_implicit_module {
            crate::import::parse_melior_module_op(&context, text, file)
        } else {
            crate::import::parse_melior(&context, text, file)
        }
    })?;
    drop(leading);
    if let Some(pipeline) = &options.pass_pipeline {
        timing::phase("passes", || {
            run_steps(&context, &mut module, pipeline, &managers, start, options, file)
        })?;
    }
    let mut imported = timing::phase("import", || crate::import::import_module(&module, file));
    let mut prepared = Vec::new();
    if options.prepare {
        prepared = crate::passes::preparation(&imported);
        if !prepared.is_empty() {
            let pipeline = PassPipeline::from_flags(&prepared)?;
            let managers = pass_managers(&context, &pipeline)?;
            drop(imported);
            timing::phase("prepare", || {
                run_steps(&context, &mut module, &pipeline, &managers, 0, options, file)
            })?;
            imported = timing::phase("import", || crate::import::import_module(&module, file));
        }
    }
    drop(managers);
    drop(module);
    drop(context);
    timing::phase("release", || {
        // MLIR's memory goes back to the system rather than staying in malloc's free lists
        // (lowering allocates what it needs afresh; the peak is lower this way).
        #[cfg(all(target_os = "linux", target_env = "gnu"))]
        // SAFETY: malloc_trim only releases free memory.
        unsafe {
            libc::malloc_trim(0);
        }
    });
    Ok((imported, prepared))
}

/// When the pipeline starts with to-LLVM steps and lowrite's reader reads `text`: the result
/// of those steps as generic MLIR text, and the index of the first step after them.
fn lower_leading_steps(
    text: &str,
    file: &str,
    options: &ImportOptions,
) -> Result<Option<(String, usize)>> {
    let Some(pipeline) = &options.pass_pipeline else { return Ok(None) };
    let leading = pipeline.steps().iter().take_while(|s| matches!(s, Step::Lower(_))).count();
    if leading == 0 || options.rules.is_empty() || options.no_implicit_module {
        return Ok(None);
    }
    let Some(mut module) = timing::phase("read", || crate::mlir_text::parse(text, file)) else {
        return Ok(None);
    };
    timing::phase("first steps", || {
        for step in &pipeline.steps()[..leading] {
            if let Step::Lower(lower) = step {
                module = lower_step(module, lower, options)?;
            }
        }
        Ok(Some((crate::export::to_mlir_text_opts(&module, HANDED_TO_MLIR), leading)))
    })
}

/// How a module lowrite lowered is printed for MLIR to parse before a step of its own: in
/// generic form (whatever MLIR's custom parsers would ask of it), with the locations kept.
const HANDED_TO_MLIR: crate::export::PrintOptions =
    crate::export::PrintOptions { locations: true, generic: true };

/// A to-LLVM step of a pipeline: `module` with the ops of the step's dialects lowered by
/// `options.rules` (a partial lowering).
fn lower_step(mut module: Module, lower: &LowerStep, options: &ImportOptions) -> Result<Module> {
    let sets = convert::select_dialects(&options.rules, &lower.dialects, &lower.except);
    let sets: Vec<&RuleSet> = sets.iter().collect();
    let opts = convert::options_for(&sets, &options.lowering);
    let (lowered, _) =
        convert::convert_module(&mut module, &sets, &opts, Legality::Partial, false)?;
    Ok(lowered)
}

/// A pass manager for each MLIR step of `pipeline` (`None` for lowrite's steps), made before
/// anything runs, so that a misspelt pass is reported before any work.
fn pass_managers<'c>(
    context: &'c melior::Context,
    pipeline: &PassPipeline,
) -> Result<Vec<Option<melior::pass::PassManager<'c>>>> {
    let mut managers = Vec::new();
    for (i, step) in pipeline.steps().iter().enumerate() {
        if let Step::Mlir(_) = step {
            managers.push(Some(crate::import::pass_manager(context, pipeline, i)?));
        } else {
            managers.push(None);
        }
    }
    Ok(managers)
}

/// Runs a pipeline's steps from `start` on `module` in order: MLIR's passes by MLIR's pass
/// manager (`managers`, from [`pass_managers`]), each to-LLVM pass by lowrite's rules
/// (`options.rules`) as a partial lowering of its dialects, whose result MLIR parses again for
/// the passes after it.
fn run_steps<'c>(
    context: &'c melior::Context,
    module: &mut melior::ir::Module<'c>,
    pipeline: &PassPipeline,
    managers: &[Option<melior::pass::PassManager<'c>>],
    start: usize,
    options: &ImportOptions,
    file: &str,
) -> Result<()> {
    for (step, manager) in pipeline.steps().iter().zip(managers).skip(start) {
        match (step, manager) {
            (Step::Lower(lower), _) if options.rules.is_empty() => {
                return Err(Error::Other(format!(
                    "'{}' stands before MLIR passes in the pipeline, and no rule sets were given \
                     to do it with (ImportOptions::rules)",
                    lower.pass
                )));
            }
            (Step::Lower(lower), _) => {
                let ir = crate::import::import_module(module, file);
                // MLIR's copy is not needed while lowrite lowers: free it before the text of
                // the result is parsed, so that the two never coexist.
                *module = melior::ir::Module::new(melior::ir::Location::unknown(context));
                let lowered = lower_step(ir, lower, options)?;
                let text = crate::export::to_mlir_text_opts(&lowered, HANDED_TO_MLIR);
                drop(lowered);
                *module = crate::import::parse_melior(context, &text, file)?;
            }
            (Step::Mlir(_), Some(manager)) => {
                crate::import::run_passes(context, manager, module, file)?
            }
            (Step::Mlir(_), None) => {}
        }
    }
    Ok(())
}

/// A lowered module and, when asked for, which rule lowered each op.
#[derive(Debug)]
pub struct Lowered {
    /// The LLVM-dialect module.
    pub module: Module,
    /// `file:line:col: 'op' lowered by the rule at rules:LINE`, one line per rewritten op.
    pub trace: Vec<String>,
}

/// Lowers a module to the LLVM dialect by applying rule sets (earlier sets take precedence).
/// `options` override the defaults the rule sets declare. A module that is already entirely in
/// the LLVM dialect, with LLVM types only, is returned as it is.
pub fn lower(
    mut module: Module,
    rules: &[&RuleSet],
    options: &Options,
    trace: bool,
) -> Result<Lowered> {
    if is_llvm_dialect(&module) {
        return Ok(Lowered { module, trace: Vec::new() });
    }
    let opts = convert::options_for(rules, options);
    let (module, trace) = timing::phase("lower", || {
        convert::convert_module(&mut module, rules, &opts, Legality::Full, trace)
    })?;
    check_legal(&module)?;
    Ok(Lowered { module, trace })
}

/// Lowers a module like [`lower`], handing the result to `sink` in pieces (see
/// [`convert::convert_module_in_pieces`]): what one top-level op became at a time, each piece
/// checked to be in the LLVM dialect unless the lowering is [`Legality::Partial`], with the
/// number of its leading ops that belong at the top of the module. Memory stays
/// near the size of the source module. A module already in the LLVM dialect is handed over
/// whole (and `module` left empty). Returns the trace. The source module is folded in place
/// first, as MLIR's conversion folds ops before rewriting them ([`lowrite_core::fold`]).
pub fn lower_in_pieces(
    module: &mut Module,
    rules: &[&RuleSet],
    options: &Options,
    legality: Legality,
    trace: bool,
    sink: &mut dyn FnMut(Module, usize) -> Result<()>,
) -> Result<Vec<String>> {
    if is_llvm_dialect(module) {
        sink(std::mem::take(module), 0)?;
        return Ok(Vec::new());
    }
    lower_pieces_with(module, rules, options, legality, sink, |module, rules, opts, sink| {
        convert::convert_module_in_pieces(module, rules, opts, legality, trace, sink)
    })
}

/// Runs `convert` (a conversion in pieces) with the rule sets' options, its pieces checked to
/// be in the LLVM dialect, unless the lowering is [`Legality::Partial`], before `sink` takes
/// them.
fn lower_pieces_with<R>(
    module: &mut Module,
    rules: &[&RuleSet],
    options: &Options,
    legality: Legality,
    sink: &mut dyn FnMut(Module, usize) -> Result<()>,
    convert: impl FnOnce(&mut Module, &[&RuleSet], &Options, convert::PieceSink<'_>) -> Result<R>,
) -> Result<R> {
    let opts = convert::options_for(rules, options);
    let mut checked = |piece: Module, top: usize| -> Result<()> {
        if legality == Legality::Full {
            check_legal(&piece)?;
        }
        sink(piece, top)
    };
    timing::phase("lower+export", || convert(module, rules, &opts, &mut checked))
}

/// [`lower_in_pieces`] into `writer`, printing on a second thread: the pieces go from the
/// conversion (on this thread) to the printer in order, a few at a time, and each is dropped
/// there once printed. The text is the same as printing each piece in turn here.
///
/// A module of at least [`AHEAD_MIN_OPS`] ops, lowered fully in the custom form without
/// trace on a machine of several cores, has its second half lowered and printed at the same
/// time on a third thread (see [`convert::convert_module_in_pieces_ahead`]); the text is the
/// same.
pub fn lower_and_print(
    module: &mut Module,
    rules: &[&RuleSet],
    options: &Options,
    legality: Legality,
    trace: bool,
    writer: &mut PieceWriter<'_>,
) -> Result<Vec<String>> {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let from = (legality == Legality::Full && !trace && !writer.options().generic && cores > 1)
        .then(|| halfway(module, AHEAD_MIN_OPS))
        .flatten();
    let (send, receive) = std::sync::mpsc::sync_channel::<Printed>(8);
    std::thread::scope(|scope| {
        let opts = writer.options();
        let printer = scope.spawn(move || {
            for printed in receive {
                match printed {
                    Printed::Piece(piece, top) => writer.piece(*piece, top),
                    Printed::Ahead(pieces, declared) => {
                        writer.append(pieces, &|f| declared.contains(f))
                    }
                }
            }
        });
        let mut sink = |piece, top| -> Result<()> {
            send.send(Printed::Piece(Box::new(piece), top))
                .map_err(|_| Error::Other("the printer thread stopped".into()))
        };
        let lowered = match from {
            Some(from) if !is_llvm_dialect(module) => {
                let ahead = convert::Ahead {
                    from,
                    sink: PrintedPieces::new(opts),
                    piece: |printed: &mut PrintedPieces, piece, top| {
                        check_legal(&piece)?;
                        printed.piece(&piece, top);
                        Ok(())
                    },
                };
                lower_pieces_with(module, rules, options, legality, &mut sink, |m, r, o, s| {
                    convert::convert_module_in_pieces_ahead(m, r, o, s, ahead)
                })
                .and_then(|done| match done {
                    Some((pieces, declared)) => send
                        .send(Printed::Ahead(pieces, declared))
                        .map_err(|_| Error::Other("the printer thread stopped".into())),
                    None => Ok(()),
                })
                .map(|()| Vec::new())
            }
            _ => lower_in_pieces(module, rules, options, legality, trace, &mut sink),
        };
        drop(send); // ends the printer's loop
        if printer.join().is_err() {
            return Err(Error::Other("the printer thread failed".into()));
        }
        lowered
    })
}

/// The number of ops from which [`lower_and_print`] lowers the second half of a module on a
/// thread of its own.
pub const AHEAD_MIN_OPS: usize = 20_000;

/// What the printer thread of [`lower_and_print`] takes: a piece, or the pieces lowered and
/// printed ahead with the functions declared before them (a module is large to move about:
/// boxed, it moves as a pointer).
enum Printed {
    Piece(Box<Module>, usize),
    Ahead(PrintedPieces, rustc_hash::FxHashSet<String>),
}

/// The index of the top-level op from which the module's second half (by number of ops)
/// starts, if it has at least `min_ops` ops and two top-level ops.
fn halfway(module: &Module, min_ops: usize) -> Option<usize> {
    let top = module.top_level_ops();
    let sizes = module.nested_op_counts(top);
    let total: usize = sizes.iter().sum();
    if total < min_ops.max(1) || top.len() < 2 {
        return None;
    }
    let mut seen = 0;
    let from = sizes.iter().position(|&n| {
        seen += n;
        2 * seen >= total
    })?;
    Some((from + 1).min(top.len() - 1))
}

/// Whether every op is in the LLVM dialect (or a nested `builtin.module`) and every value has
/// an LLVM type.
fn is_llvm_dialect(module: &Module) -> bool {
    // Values share a few types: when all of them are LLVM types, no value needs looking at.
    let all_types = module.value_types().iter().all(ir::Type::is_llvm_compatible);
    let llvm_type = |v: &ir::Value| all_types || module.value_type(*v).is_llvm_compatible();
    // Stops at the first op that is not (a high-level module's first op).
    module.all_ops(|op| {
        let o = module.op(op);
        (TRANSLATABLE_DIALECTS.contains(&o.dialect()) || o.name == "builtin.module")
            && o.results.iter().all(llvm_type)
            && o.regions.iter().all(|&r| {
                module.region(r).blocks.iter().all(|&b| module.block(b).args.iter().all(llvm_type))
            })
    })
}

/// Fails at the first op (in pre-order) outside the LLVM dialect (nested `builtin.module`s
/// hold LLVM-dialect ops as the module does).
pub fn check_legal(module: &Module) -> Result<()> {
    let mut illegal = None;
    module.walk_while(|op| {
        let o = module.op(op);
        let translatable = TRANSLATABLE_DIALECTS.contains(&o.dialect());
        if !translatable && o.name != "builtin.module" {
            illegal = Some(op);
        }
        illegal.is_none()
    });
    match illegal {
        None => Ok(()),
        Some(op) => {
            let op = module.op(op);
            Err(Error::at(&op.loc, format!("failed to legalize operation '{}'", op.name)))
        }
    }
}

/// Fails at the first op that needs scalable vectors (`llvm.intr.vscale`, values or functions of
/// scalable vector types) when the host has no scalable vector registers, as on x86-64: LLVM's
/// code generator aborts the process on them instead of reporting an error.
pub fn check_native_support(module: &Module) -> Result<()> {
    if cfg!(any(target_arch = "aarch64", target_arch = "riscv64")) {
        return Ok(());
    }
    // Every value is an op's result or a block argument, and the arguments of reachable blocks
    // come from results or from a function's signature: results and signatures are enough.
    let mut first = None;
    module.walk(|id| {
        let op = module.op(id);
        let scalable = first.is_none()
            && (op.name == "llvm.intr.vscale"
                || op.results.iter().any(|&v| module.value_type(v).has_scalable_vector())
                || matches!(op.attr("function_type"), Some(Attribute::Type(t)) if t.has_scalable_vector()));
        if scalable {
            first = Some(id);
        }
    });
    match first {
        None => Ok(()),
        Some(op) => Err(Error::at(
            &module.op(op).loc,
            format!(
                "'{}' needs scalable vectors, which lowrite cannot compile for this host ({}): \
                 lower to fixed-size vectors, or translate to LLVM IR and compile it for a \
                 target that has them",
                module.op(op).name,
                std::env::consts::ARCH
            ),
        )),
    }
}

/// What [`compile`] produces.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Artifact {
    /// A relocatable object file.
    Object,
    /// A shared library linked by the system C compiler.
    SharedLibrary,
}

/// Translates an LLVM-dialect module to LLVM IR text, optionally optimized.
pub fn translate_to_string(module: &Module, name: &str, opt: Option<OptLevel>) -> Result<String> {
    if opt.is_none() {
        if let Some(text) = timing::phase("translate+print in parts", || {
            translate::text_in_parts(module, name, true)
        }) {
            return Ok(String::from_utf8(text.to_vec())
                .unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned()));
        }
    }
    let context = Context::create();
    let llvm = timing::phase("translate", || translate::translate(module, &context, name))?;
    if let Some(level) = opt {
        timing::phase("optimize", || native::optimize(&llvm, level))?;
    }
    Ok(timing::phase("print", || llvm.print_to_string().to_string()))
}

/// Translates an LLVM-dialect module to LLVM IR text written to `path` (LLVM prints straight to
/// the file), optionally optimized.
pub fn translate_to_file(
    module: &Module,
    name: &str,
    opt: Option<OptLevel>,
    path: &Path,
) -> Result<()> {
    let context = Context::create();
    translate_into_file(module, name, opt, path, &context, true)
}

/// [`translate_to_file`] for a process about to exit: LLVM's module and context are left for
/// the operating system to reclaim, which it does faster than LLVM frees them one instruction
/// at a time (as clang's `-disable-free`).
pub fn translate_to_file_unfreed(
    module: &Module,
    name: &str,
    opt: Option<OptLevel>,
    path: &Path,
) -> Result<()> {
    let context: &'static Context = Box::leak(Box::new(Context::create()));
    translate_into_file(module, name, opt, path, context, false)
}

/// Translates into `context` and prints to `path`; `free`: whether the LLVM module is freed.
fn translate_into_file(
    module: &Module,
    name: &str,
    opt: Option<OptLevel>,
    path: &Path,
    context: &Context,
    free: bool,
) -> Result<()> {
    if opt.is_none() {
        if let Some(text) = timing::phase("translate+print in parts", || {
            translate::text_in_parts(module, name, free)
        }) {
            let written = timing::phase("write", || {
                std::fs::File::create(path).and_then(|file| {
                    let mut out = std::io::BufWriter::with_capacity(1 << 20, file);
                    text.write_to(&mut out)?;
                    std::io::Write::flush(&mut out)
                })
            });
            return written
                .map_err(|e| Error::Other(format!("cannot write '{}': {e}", path.display())));
        }
    }
    let llvm = timing::phase("translate", || translate::translate(module, context, name))?;
    if let Some(level) = opt {
        timing::phase("optimize", || native::optimize(&llvm, level))?;
    }
    // LLVM's file API takes UTF-8 paths only (inkwell panics on others): for any other path
    // the text is printed to memory and written from there.
    let printed = timing::phase("print", || match path.to_str() {
        Some(_) => llvm.print_to_file(path).map_err(|e| e.to_string()),
        None => std::fs::write(path, llvm.print_to_string().to_bytes()).map_err(|e| e.to_string()),
    })
    .map_err(|e| Error::Other(format!("cannot write '{}': {e}", path.display())));
    if !free {
        std::mem::forget(llvm);
    }
    printed
}

/// Translates and compiles an LLVM-dialect module into `path`: large modules in parallel
/// parts (see [`compile_with_jobs`]).
pub fn compile(
    module: &Module,
    name: &str,
    level: impl Into<Optimization>,
    artifact: Artifact,
    path: &Path,
) -> Result<()> {
    compile_with_jobs(module, name, level.into(), artifact, path, None)
}

/// [`compile`] in `jobs` parallel parts (see [`crate::split`]): each part is translated,
/// optimized and compiled on its own thread, in its own LLVM context, and the objects are
/// combined (`ld -r`) or linked into the shared library. `None` splits modules large enough to
/// gain from it ([`split::MIN_OPS_PER_PART`] ops per part) into [`split::DEFAULT_PARTS`] parts;
/// `Some(n)` splits into up to `n` parts whatever the size (`Some(1)` compiles the module
/// whole). The parts, and so the code, depend on the module and `jobs` only, never on the
/// machine.
pub fn compile_with_jobs(
    module: &Module,
    name: &str,
    level: impl Into<Optimization>,
    artifact: Artifact,
    path: &Path,
    jobs: Option<usize>,
) -> Result<()> {
    compile_from(module, name, level.into(), artifact, path, jobs)
}

/// [`compile_with_jobs`] taking the module, which is released as soon as it is translated (the
/// LLVM modules and code generation then have the memory to themselves).
pub fn compile_owned(
    module: Module,
    name: &str,
    level: impl Into<Optimization>,
    artifact: Artifact,
    path: &Path,
    jobs: Option<usize>,
) -> Result<()> {
    compile_from(std::sync::Arc::new(module), name, level.into(), artifact, path, jobs)
}

/// Compiles a module shared by the compilation threads: borrowed (`&Module`), or owned
/// (`Arc<Module>`) and dropped with its last holder.
fn compile_from<M>(
    module: M,
    name: &str,
    level: Optimization,
    artifact: Artifact,
    path: &Path,
    jobs: Option<usize>,
) -> Result<()>
where
    M: std::ops::Deref<Target = Module> + Clone + Send + Sync,
{
    check_native_support(&module)?;
    let (jobs, min_ops) = match jobs {
        Some(n) => (n, 1),
        None => (split::DEFAULT_PARTS, split::MIN_OPS_PER_PART),
    };
    // A module MLIR's translation translates (`translate::needs_mlir`) is not split: it is
    // translated whole.
    if jobs > 1 {
        if let Some(parts) = split::split(&module, jobs, min_ops) {
            return compile_parts(module, &parts, name, level, artifact, path);
        }
    }
    let context = Context::create();
    let llvm = timing::phase("translate", || translate::translate(&module, &context, name))?;
    drop(module);
    timing::phase("codegen", || match artifact {
        Artifact::Object => native::write_object(&llvm, level, path),
        Artifact::SharedLibrary => native::write_shared_library(&llvm, level, path),
    })
}

fn compile_parts<M>(
    module: M,
    parts: &[split::Part],
    name: &str,
    level: Optimization,
    artifact: Artifact,
    path: &Path,
) -> Result<()>
where
    M: std::ops::Deref<Target = Module> + Clone + Send + Sync,
{
    native::init_native_target()?;
    let (dir, _pending) = crate::cleanup::Pending::create(tempfile::tempdir, |dir| dir.path())
        .map_err(|e| Error::Other(format!("cannot create a temporary directory: {e}")))?;
    let objects: Vec<_> =
        (0..parts.len()).map(|i| dir.path().join(format!("{name}.part{i}.o"))).collect();
    let results = timing::phase("translate+codegen", || {
        std::thread::scope(|s| {
            let (translated, all_translated) = std::sync::mpsc::channel::<()>();
            let handles: Vec<_> = parts
                .iter()
                .zip(&objects)
                .map(|(part, obj)| {
                    let (module, translated) = (module.clone(), translated.clone());
                    s.spawn(move || {
                        let context = Context::create();
                        let llvm = translate::translate_part(&module, Some(part), &context, name);
                        drop((module, translated));
                        let llvm = llvm?;
                        native::write_object(&llvm, level, obj)
                    })
                })
                .collect();
            // Once every part is translated, the module (if owned) is released here, on a
            // thread that has nothing else to do.
            drop(translated);
            for () in all_translated {}
            drop(module);
            handles
                .into_iter()
                .map(|h| h.join().unwrap_or_else(|_| Err(Error::Other("a thread panicked".into()))))
                .collect::<Vec<_>>()
        })
    });
    // The first failure in module order, as compiling the module whole would report.
    results.into_iter().collect::<Result<Vec<()>>>()?;
    let objects: Vec<&Path> = objects.iter().map(|p| p.as_path()).collect();
    timing::phase("link", || match artifact {
        Artifact::Object => native::combine_objects(&objects, path),
        Artifact::SharedLibrary => native::link_shared_library(&objects, path),
    })
}

/// Translates an LLVM-dialect module, JIT-compiles it and calls the entry function (see
/// [`native::run_jit`]). Entry errors are located at the function when the module has it.
pub fn run(
    module: &Module,
    name: &str,
    level: OptLevel,
    options: &native::RunOptions<'_>,
) -> Result<native::RunResult> {
    check_native_support(module)?;
    let context = Context::create();
    let llvm = translate::translate(module, &context, name)?;
    let keep = native::runs_worker_threads(&llvm);
    let ran = native::run_jit(&llvm, level, options);
    if keep {
        // The JIT's code stays alive for the async runtime's threads (see `run_jit`), and
        // with it the module and its context.
        std::mem::forget(llvm);
        std::mem::forget(context);
    }
    ran.map_err(|e| match e {
        Error::Entry(None, message) => {
            // At the entry function, or at the top of the file when there is none.
            let loc = match module.lookup_symbol(options.entry) {
                Some(op) => Some(module.op(op).loc.clone()),
                None => match &module.loc {
                    ir::Location::FileLineCol { file, .. } => Some(ir::Location::new(file, 1, 1)),
                    _ => None,
                },
            };
            Error::Entry(loc, message)
        }
        e => e,
    })
}

#[cfg(test)]
mod tests {
    use super::{check_nesting, too_deep_at, Depth, MAX_TEXT_NESTING};
    use crate::ir::{Module, OpSpec, Type};
    use lowrite_core::HALVES_MIN_BYTES;

    #[test]
    fn llvm_dialect_needs_llvm_ops_and_llvm_types_on_reachable_values() {
        let constant = |ty: Type| OpSpec::named("llvm.mlir.constant").results([ty]);
        let module = |types: &[Type]| {
            let mut m = Module::default();
            let body = m.body_block();
            for t in types {
                m.push_op(body, constant(t.clone()));
            }
            m
        };
        assert!(super::is_llvm_dialect(&module(&[Type::int(64), Type::int(32)])));
        // An index value is not an LLVM value, wherever it is.
        assert!(!super::is_llvm_dialect(&module(&[Type::Index])));
        assert!(!super::is_llvm_dialect(&module(&[Type::int(64), Type::Index])));
        // An op of another dialect is not either.
        let mut m = module(&[Type::int(64)]);
        let body = m.body_block();
        m.push_op(body, OpSpec::named("arith.constant").results([Type::int(64)]));
        assert!(!super::is_llvm_dialect(&m));
        // A type only a value no longer in the module has does not count.
        let mut m = module(&[Type::int(64)]);
        m.create_op(constant(Type::Index));
        assert!(super::is_llvm_dialect(&m));
    }

    #[test]
    fn nesting_in_halves_is_nesting_scanned_whole() {
        let line = "  %0 = llvm.mlir.constant(1 : i64) : !llvm.array<2 x i64> // (\n";
        let half = line.repeat(HALVES_MIN_BYTES / line.len() + 1);
        let open = |n: usize| "<".repeat(n);
        let close = |n: usize| ")".repeat(n);
        let quoted = format!("\"{}\"", "(\n".repeat(HALVES_MIN_BYTES));
        let texts = [
            format!("{half}{half}"),
            format!("{half}{half}{}", open(MAX_TEXT_NESTING + 1)),
            format!("{half}{half}{}", open(MAX_TEXT_NESTING)),
            // Depth carried from the first half into the second.
            format!("{}{half}{half}{}", open(600), open(400)),
            format!("{}{half}{half}{}", open(600), open(401)),
            // Closing brackets at depth 0 leave it there; from depth 10 they do not.
            format!("{half}{half}{}{}", close(30), open(MAX_TEXT_NESTING)),
            format!("{half}{half}{}{}", close(30), open(MAX_TEXT_NESTING + 1)),
            format!("{}{half}{half}{}{}", open(10), close(3), open(MAX_TEXT_NESTING - 7)),
            format!("{}{half}{half}{}{}", open(10), close(3), open(MAX_TEXT_NESTING - 6)),
            // A string (with raw newlines) from the first half into the second: its brackets
            // do not count, wherever the middle falls in it.
            format!("{half}{quoted}{}", open(MAX_TEXT_NESTING)),
            format!("{half}{quoted}{}", open(MAX_TEXT_NESTING + 1)),
            format!("{}{quoted}{half}", open(MAX_TEXT_NESTING + 1)),
            // Read from the middle, its closing quote would open a string hiding the brackets.
            format!("\"{}\"{}\"", "x\n".repeat(HALVES_MIN_BYTES), open(MAX_TEXT_NESTING + 1)),
        ];
        for text in &texts {
            let whole = Depth::scan(text.as_bytes(), 0, text.len(), 0).too_deep;
            let expected = whole.map(|at| too_deep_at(text, "f", at).to_string());
            let got = check_nesting(text, "f").err().map(|e| e.to_string());
            assert_eq!(got, expected, "text of {} bytes", text.len());
        }
        // Both answers occur.
        assert!(texts.iter().any(|t| check_nesting(t, "f").is_ok()));
        assert!(texts.iter().any(|t| check_nesting(t, "f").is_err()));
    }

    #[test]
    fn nesting_counts_brackets_outside_strings_and_comments() {
        let deep = |n: usize| "(".repeat(n) + &")".repeat(n);
        assert!(check_nesting(&deep(MAX_TEXT_NESTING), "f").is_ok());
        let e = check_nesting(&format!("x\n  {}", deep(MAX_TEXT_NESTING + 1)), "f").unwrap_err();
        // The first bracket past the limit: line 2, after the indentation and 1000 brackets.
        assert!(e.to_string().contains("f:2:1003:"), "{e}");
        // Brackets in strings (with escaped quotes) and comments, and arrows, do not count.
        let hidden = "(".repeat(MAX_TEXT_NESTING + 1);
        for text in [
            format!("\"{hidden}\""),
            format!("\"\\\"{hidden}\""),
            format!("// {hidden}\nx"),
            "->".repeat(MAX_TEXT_NESTING + 1),
            format!("{}{}", "<".repeat(MAX_TEXT_NESTING), "->".repeat(5)),
            format!("\"unterminated {hidden}"),
        ] {
            assert!(check_nesting(&text, "f").is_ok(), "{text:.40}");
        }
        // Closing brackets and `>` after other bytes close levels.
        let mixed = "{[<(".repeat(MAX_TEXT_NESTING / 4) + &")>]}".repeat(MAX_TEXT_NESTING / 4);
        assert!(check_nesting(&(mixed.clone() + &mixed), "f").is_ok());
        assert!(check_nesting(&format!("<{mixed}"), "f").is_err());
    }
}
