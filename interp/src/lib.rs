//! Rule files applied at run time.
//!
//! [`load`] parses and checks a rule file (with the files it `use`s) exactly as the rule
//! compiler does, and gives a [`RuleSet`] that the conversion driver applies like a compiled
//! one: each type, op and boundary rule is a closure that evaluates the rule's syntax tree over
//! the same [`Rewriter`] primitives and builtin functions the
//! generated code calls, in the same order. A rule file therefore lowers the same way
//! interpreted or compiled; `lowrite lower --interpret-standard-rules` proves it on the corpus.
//!
//! Natives a file declares resolve to the native helpers of compiled rule sets
//! ([`RuleSet::native_fns`]), or are an error at the declaration.
//!
//! The rule set and the checked file behind it live as long as the process (they are leaked):
//! a tool loads its rule files once, at start.

mod eval;

use lowrite_core::convert::{OptionDecl, OptionValue, Pattern, Rewriter, RuleSet, TypeConverter};
use lowrite_core::dynamic::NativeFn;
use lowrite_core::ir::Type;
use lowrite_dsl::ast::{ItemKind, Literal};
use lowrite_dsl::{Diagnostic, Sources};

/// Parses, checks and loads a rule file gathered with the files it uses. `natives` are the
/// native helpers its `native` declarations may name. Every problem is a diagnostic located in
/// `sources`, as `lowrite check` reports it.
pub fn load(sources: &Sources, natives: &[NativeFn]) -> Result<&'static RuleSet, Vec<Diagnostic>> {
    let (file, globals) = lowrite_dsl::check_sources(sources)?;
    let missing: Vec<Diagnostic> = file
        .items
        .iter()
        .filter_map(|item| match &item.kind {
            ItemKind::Native(n) if !natives.iter().any(|f| f.name == n.name.name) => {
                Some(Diagnostic::error(
                    format!(
                        "native helper '{}' is not compiled into this tool, so a rule file loaded \
                         at run time cannot call it",
                        n.name.name
                    ),
                    n.name.span,
                ))
            }
            _ => None,
        })
        .collect();
    if !missing.is_empty() {
        return Err(missing);
    }
    let name = leak_str(sources.main_name());
    let program: &'static eval::Program =
        Box::leak(Box::new(eval::Program::new(file, globals, natives)));
    program.link();
    Ok(Box::leak(Box::new(rule_set(program, &sources.text, name))))
}

/// The rule set of a loaded program: its declarations, and closures over its rules.
fn rule_set(p: &'static eval::Program, text: &str, name: &'static str) -> RuleSet {
    let mut options = Vec::new();
    let mut natives = Vec::new();
    let mut patterns = Vec::new();
    let mut elementwise = Vec::new();
    let mut float_ops = Vec::new();
    let mut lines = lowrite_dsl::codegen::LineCounter::default();
    for (index, item) in p.file.items.iter().enumerate() {
        match &item.kind {
            ItemKind::Option(o) => options.push(OptionDecl {
                name: leak_str(&o.name.name),
                default: match o.default {
                    Literal::Int(i) => OptionValue::Int(i),
                    Literal::Bool(b) => OptionValue::Bool(b),
                },
                doc: leak_str(&item.docs.iter().map(|l| l.trim()).collect::<Vec<_>>().join("\n")),
            }),
            ItemKind::Native(n) => natives.push(leak_str(&n.name.name)),
            ItemKind::Elementwise(ops) => {
                elementwise.extend(ops.globs.iter().map(|o| leak_str(&o.name)))
            }
            ItemKind::FloatOps(ops) => {
                float_ops.extend(ops.globs.iter().map(|o| leak_str(&o.name)))
            }
            ItemKind::Rule(r) => patterns.push(Pattern {
                op: leak_str(&r.pat.op.name),
                priority: r.prio.as_ref().map_or(0, |p| p.value),
                location: leak_str(&lowrite_dsl::codegen::item_location_with(
                    text, item, name, &mut lines,
                )),
                apply: Box::leak(Box::new(move |rw: &mut Rewriter<'_>, op| {
                    p.apply_rule(index, rw, op)
                })),
            }),
            _ => {}
        }
    }
    RuleSet {
        name,
        options: Box::leak(options.into_boxed_slice()),
        convert_type: Box::leak(Box::new(move |cx: &mut TypeConverter<'_>, ty: &Type| {
            p.convert_type(cx, ty)
        })),
        patterns: Box::leak(patterns.into_boxed_slice()),
        type_rules: p.type_rules.len(),
        natives: Box::leak(natives.into_boxed_slice()),
        native_fns: &[],
        boundary: Box::leak(Box::new(move |cx: &mut TypeConverter<'_>, ty: &Type| {
            p.boundary(cx, ty)
        })),
        boundary_rules: p.boundary_rules.len(),
        elementwise: Box::leak(elementwise.into_boxed_slice()),
        float_ops: Box::leak(float_ops.into_boxed_slice()),
    }
}

fn leak_str(s: &str) -> &'static str {
    Box::leak(s.to_string().into_boxed_str())
}

/// The native helpers of compiled rule sets, for [`load`].
pub fn natives_of(sets: &[&RuleSet]) -> Vec<NativeFn> {
    sets.iter().flat_map(|s| s.native_fns.iter().copied()).collect()
}

/// The stack of a thread that loads rule files: room for the rule compiler's stack
/// ([`lowrite_dsl::STACK_SIZE`]) on top of the thread's own, so that each stage of loading runs
/// on it rather than on a fresh stack of its own (whose pages would be new to the process at
/// every stage of every file). Only the pages used are ever touched.
pub const LOADER_STACK: usize = 2 * lowrite_dsl::STACK_SIZE;

/// Loads rule files whose text is at hand (`(name, text)`, such as the standard rule files
/// built into a tool): each of `mains`, with the files it uses found among `files` by name.
/// The files load on up to as many threads as the machine has cores (each is parsed and
/// checked on its own); the sets and the first error are those of loading them in order.
pub fn load_texts(
    files: &[(&str, &str)],
    mains: &[&str],
    natives: &[NativeFn],
) -> Result<Vec<&'static RuleSet>, String> {
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get()).min(mains.len());
    if threads <= 1 {
        return mains.iter().map(|main| load_text(files, main, natives)).collect();
    }
    // The largest files first, each to the next free thread.
    let mut order: Vec<usize> = (0..mains.len()).collect();
    order.sort_by_key(|&i| std::cmp::Reverse(find(files, mains[i]).map_or(0, str::len)));
    let next = std::sync::atomic::AtomicUsize::new(0);
    let mut results: Vec<Option<Result<&'static RuleSet, String>>> = vec![None; mains.len()];
    let done: Vec<Vec<(usize, Result<&'static RuleSet, String>)>> = std::thread::scope(|s| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                std::thread::Builder::new().stack_size(LOADER_STACK).spawn_scoped(s, || {
                    let mut done = Vec::new();
                    loop {
                        let k = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        let Some(&i) = order.get(k) else { return done };
                        done.push((i, load_text(files, mains[i], natives)));
                    }
                })
            })
            .collect();
        workers
            .into_iter()
            .map(|w| w.ok().and_then(|w| w.join().ok()).unwrap_or_default())
            .collect()
    });
    for (i, result) in done.into_iter().flatten() {
        results[i] = Some(result);
    }
    results
        .into_iter()
        .map(|r| r.unwrap_or_else(|| Err("a thread loading the rule files failed".into())))
        .collect()
}

/// Loads one rule file of [`load_texts`].
fn load_text(
    files: &[(&str, &str)],
    main: &str,
    natives: &[NativeFn],
) -> Result<&'static RuleSet, String> {
    let text = find(files, main)?;
    let mut loader = |used: &str, from: &str| -> Result<(String, String), String> {
        let name = lowrite_dsl::sources::resolve(from, used);
        Ok((name.clone(), find(files, &name)?.to_string()))
    };
    let (sources, diags) = Sources::gather(main, text, &mut loader);
    let loaded = if diags.is_empty() { load(&sources, natives) } else { Err(diags) };
    loaded.map_err(|d| lowrite_dsl::render_sources(&sources, &d))
}

fn find<'t>(files: &[(&str, &'t str)], name: &str) -> Result<&'t str, String> {
    files
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(_, t)| *t)
        .ok_or_else(|| format!("no rule file named '{name}' is built in"))
}
