//! The `lowrite` command line as a library: lower MLIR to the LLVM dialect, translate it to LLVM
//! IR, compile and run it, with any rule sets.
//!
//! The `lowrite` binary is [`run_with_rules`] with the standard rule sets; a rule author's tool
//! is the same call with their own rule sets first:
//!
//! ```no_run
//! use std::process::ExitCode;
//!
//! fn main() -> ExitCode {
//!     let mut rules = Vec::new(); // your dialect's rule sets (`my_rules::RULES`) go first
//!     rules.extend(lowrite_patterns::standard());
//!     lowrite_cli::run_with_rules("toy-opt", rules)
//! }
//! ```
//!
//! Every `option` the rule sets declare is a flag of `lower`, `translate`, `compile` and `run`
//! (`option use_aligned_alloc: bool` is `--use-aligned-alloc`, `option index_bitwidth: int` is
//! `--index-bitwidth=N`), documented in `--help` by the option's `///` comment.
//!
//! This crate parses arguments and handles files; everything else lives in `lowrite-runtime`.

mod args;

use clap::{Arg, ArgAction, ArgMatches, Args, CommandFactory, FromArgMatches, Parser, Subcommand};
use lowrite_runtime::cleanup;
use lowrite_runtime::convert::{self, Legality, OptionValue, Options, RuleSet};
use lowrite_runtime::export::{PieceWriter, PrintOptions};
use lowrite_runtime::header::{c_header, HeaderOptions};
use lowrite_runtime::import::ImportOptions;
use lowrite_runtime::ir;
use lowrite_runtime::native::{
    EntryResult, JitTarget, OptLevel, Optimization, RunOptions, RunResult,
};
use lowrite_runtime::passes::{self, PassPipeline, Step};
use lowrite_runtime::pipeline::{self, Artifact};
use lowrite_runtime::verify::Verdict;
use std::ffi::{OsStr, OsString};
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Runs the command line (`std::env::args`) of a tool called `name` that lowers with `rules`
/// (earlier sets take precedence), and returns its exit status.
pub fn run_with_rules(name: &str, rules: Vec<&'static RuleSet>) -> ExitCode {
    Tool::new(name, rules).run()
}

/// A lowering tool: its name, description and rule sets. [`Tool::run`] runs its command line.
#[derive(Clone, Debug)]
pub struct Tool {
    name: String,
    about: Option<String>,
    rules: Vec<&'static RuleSet>,
}

impl Tool {
    /// A tool called `name` that lowers with `rules` (earlier sets take precedence).
    pub fn new(name: &str, rules: Vec<&'static RuleSet>) -> Tool {
        Tool { name: name.to_string(), about: None, rules }
    }

    /// The one-line description `--help` shows.
    pub fn about(mut self, about: &str) -> Tool {
        self.about = Some(about.to_string());
        self
    }

    /// Runs the process's command line and returns the exit status; errors are printed to
    /// stderr. SIGINT and SIGTERM end it with status 130 and 143, leaving no temporary file.
    pub fn run(&self) -> ExitCode {
        clean_up_on_signals();
        self.run_from(std::env::args_os())
    }

    /// Runs a command line (`args[0]` is the program) and returns the exit status.
    pub fn run_from(&self, args: impl IntoIterator<Item = OsString>) -> ExitCode {
        let args: Vec<OsString> = args.into_iter().collect();
        // Rule files loaded at run time come first, and declare flags too: they are loaded
        // before the command line is parsed.
        let rules = match self.rules_for(&args) {
            Ok(rules) => rules,
            Err(message) => {
                eprintln!("{message}");
                return ExitCode::FAILURE;
            }
        };
        let flags = match OptionFlag::collect(&rules.known) {
            Ok(flags) => flags,
            Err(message) => {
                eprintln!("error: {message}");
                return ExitCode::FAILURE;
            }
        };
        let mut command = Cli::command().name(self.name.clone()).bin_name(self.name.clone());
        if let Some(about) = &self.about {
            command = command.about(about.clone());
        }
        for sub in ["lower", "translate", "compile", "run", "header"] {
            let taken: Vec<String> = command
                .find_subcommand(sub)
                .map(|c| c.get_arguments().filter_map(|a| a.get_long()).map(String::from).collect())
                .unwrap_or_default();
            if let Some(clash) = flags.iter().find(|f| taken.contains(&f.long)) {
                eprintln!(
                    "error: rule option '{}' would be the flag --{}, which '{} {sub}' has already",
                    clash.decl.name, clash.long, self.name
                );
                return ExitCode::FAILURE;
            }
            command = command.mut_subcommand(sub, |c| {
                c.args(flags.iter().map(OptionFlag::arg)).args_override_self(true)
            });
        }
        let command = command.args_override_self(true);
        let args = args::llvm_style(args, &command);
        let matches = match command.try_get_matches_from(args) {
            Ok(m) => m,
            Err(e) => e.exit(),
        };
        let cli = match Cli::from_arg_matches(&matches) {
            Ok(cli) => cli,
            Err(e) => e.exit(),
        };
        let given = matches.subcommand().map(|(_, m)| OptionFlag::values(&flags, m));
        match run(cli, &rules, given.unwrap_or_default()) {
            Ok(code) => code,
            Err(message) => {
                eprintln!("{message}");
                ExitCode::FAILURE
            }
        }
    }

    /// The rule sets a command line lowers with: the `--rules` files, interpreted, then the
    /// tool's sets, whose standard ones are interpreted from their text with
    /// `--interpret-standard-rules` (loaded on other threads while the input is read).
    fn rules_for(&self, args: &[OsString]) -> Result<Rules, String> {
        let (files, interpret) = rule_arguments(args);
        let natives = lowrite_interp::natives_of(&self.rules);
        let mut known = Vec::new();
        for path in files {
            let (sources, diags) = gather_rule_file(&path)?;
            let loaded = if diags.is_empty() {
                lowrite_interp::load(&sources, &natives)
            } else {
                Err(diags)
            };
            let set = loaded.map_err(|diags| {
                lowrite_dsl::render_sources(&sources, &diags).trim_end().to_string()
            })?;
            known.push(set);
        }
        let given = known.len();
        known.extend(self.rules.iter().copied());
        // The interpreted sets declare the options their compiled twins do: the flags are
        // known before they are loaded.
        let load = move || -> Interpreted {
            let standard = lowrite_patterns::standard();
            let names: Vec<&str> = standard.iter().map(|s| s.name).collect();
            let interpreted =
                lowrite_interp::load_texts(lowrite_patterns::SOURCES, &names, &natives)
                    .map_err(|e| format!("error: the standard rules: {e}"))?;
            Ok(names.into_iter().zip(interpreted).collect())
        };
        let loader = std::thread::Builder::new().stack_size(lowrite_interp::LOADER_STACK);
        let loading = match interpret.then(|| loader.spawn(load)) {
            None => None,
            Some(Ok(thread)) => Some(thread),
            Some(Err(e)) => return Err(format!("error: cannot start a thread: {e}")),
        };
        Ok(Rules {
            known,
            given,
            loading: std::sync::Mutex::new(loading),
            sets: Default::default(),
        })
    }
}

/// The rule sets of a command line: the `--rules` files' and the tool's, whose standard sets,
/// with `--interpret-standard-rules`, are still being interpreted from their text on other
/// threads until [`Rules::get`] waits for them.
struct Rules {
    /// The sets with the tool's compiled: what the flags are made from.
    known: Vec<&'static RuleSet>,
    /// How many of `known` are `--rules` files (the rest are the tool's).
    given: usize,
    /// The standard sets being interpreted, by name.
    loading: std::sync::Mutex<Option<std::thread::JoinHandle<Interpreted>>>,
    sets: std::sync::OnceLock<Result<Vec<&'static RuleSet>, String>>,
}

/// The standard sets interpreted from their text, by name.
type Interpreted = Result<Vec<(&'static str, &'static RuleSet)>, String>;

impl Rules {
    /// The sets to lower with, in order (the interpreted standard sets in place of their
    /// compiled twins).
    fn get(&self) -> Result<&[&'static RuleSet], String> {
        let sets = self.sets.get_or_init(|| {
            let loading =
                self.loading.lock().map_err(|_| "the rule loader failed".to_string())?.take();
            let Some(loading) = loading else { return Ok(self.known.clone()) };
            let interpreted = loading
                .join()
                .map_err(|_| "a thread loading the rule files failed".to_string())??;
            Ok(self
                .known
                .iter()
                .enumerate()
                .map(|(i, set)| {
                    let twin = interpreted.iter().find(|(name, _)| *name == set.name);
                    match twin {
                        Some((_, interpreted)) if i >= self.given => *interpreted,
                        _ => *set,
                    }
                })
                .collect())
        });
        sets.as_deref().map_err(Clone::clone)
    }
}

/// The `--rules` files and whether `--interpret-standard-rules` is given, read from the command
/// line before it is parsed (the rules loaded decide which flags there are). Clap parses both
/// again, so a misplaced one is still an error.
fn rule_arguments(args: &[OsString]) -> (Vec<PathBuf>, bool) {
    let mut files = Vec::new();
    let mut interpret = false;
    // Paths are kept as given, UTF-8 or not.
    let mut it = args.iter().skip(1);
    while let Some(a) = it.next() {
        match a.to_string_lossy().as_ref() {
            "--" => break,
            "--interpret-standard-rules" | "-interpret-standard-rules" => interpret = true,
            "--rules" | "-rules" => files.extend(it.next().map(PathBuf::from)),
            _ => {
                let bytes = a.as_encoded_bytes();
                let value = bytes.strip_prefix(b"--rules=").or(bytes.strip_prefix(b"-rules="));
                if let Some(f) = value {
                    // SAFETY: `f` is the text after an ASCII `=` of an `OsStr`'s encoded bytes,
                    // which `OsStr::from_encoded_bytes_unchecked` takes.
                    files.push(PathBuf::from(unsafe { OsStr::from_encoded_bytes_unchecked(f) }));
                }
            }
        }
    }
    (files, interpret)
}

/// A rule file read from disk with the files it uses, relative to the file naming them.
fn gather_rule_file(
    path: &Path,
) -> Result<(lowrite_dsl::Sources, Vec<lowrite_dsl::Diagnostic>), String> {
    // One name per file, so that a file used by another is read once.
    let name = lowrite_dsl::sources::resolve("", &path.display().to_string());
    let text = read_source(path, &name)?;
    // Each file's path, by its name (which is the path only when the path is UTF-8).
    let mut paths = std::collections::HashMap::from([(name.clone(), path.to_path_buf())]);
    let mut load = |used: &str, from: &str| -> Result<(String, String), String> {
        let name = lowrite_dsl::sources::resolve(from, used);
        let file = match paths.get(from) {
            Some(from) => lowrite_dsl::sources::resolve_path(from, used),
            None => PathBuf::from(&name),
        };
        let bytes = std::fs::read(&file).map_err(|e| e.to_string())?;
        paths.insert(name.clone(), file);
        Ok((name.clone(), utf8(bytes, &name)?))
    };
    Ok(lowrite_dsl::Sources::gather(&name, &text, &mut load))
}

/// A rule-set option as a command-line flag.
struct OptionFlag {
    decl: convert::OptionDecl,
    long: String,
}

impl OptionFlag {
    /// One flag per option name the rule sets declare (the first declaration's default and
    /// documentation); an option declared as a flag in one set and an integer in another is an
    /// error.
    fn collect(rules: &[&RuleSet]) -> Result<Vec<OptionFlag>, String> {
        let mut flags: Vec<OptionFlag> = Vec::new();
        for set in rules {
            for d in set.options {
                match flags.iter().find(|f| f.decl.name == d.name) {
                    Some(f)
                        if std::mem::discriminant(&f.decl.default)
                            != std::mem::discriminant(&d.default) =>
                    {
                        return Err(format!(
                            "rule option '{}' is declared with two kinds (in {} and in {})",
                            d.name,
                            rules
                                .iter()
                                .find(|s| s.options.iter().any(|o| o.name == d.name))
                                .map_or("?", |s| s.name),
                            set.name
                        ));
                    }
                    Some(_) => {}
                    None => flags.push(OptionFlag { decl: *d, long: d.name.replace('_', "-") }),
                }
            }
        }
        Ok(flags)
    }

    fn arg(&self) -> Arg {
        let doc = self.decl.doc.split_whitespace().collect::<Vec<_>>().join(" ");
        let arg = Arg::new(self.decl.name).long(self.long.clone()).help_heading("Rule options");
        match self.decl.default {
            OptionValue::Bool(default) => arg
                .help(format!("{doc} [default: {default}]"))
                .action(ArgAction::Set)
                .num_args(0..=1)
                .require_equals(true)
                .default_missing_value("true")
                .value_name("BOOL")
                .value_parser(clap::builder::BoolishValueParser::new()),
            OptionValue::Int(default) => arg
                .help(format!("{doc} [default: {default}]"))
                .action(ArgAction::Set)
                .value_name("N")
                .value_parser(clap::value_parser!(i64)),
        }
    }

    /// The options given on the command line.
    fn values(flags: &[OptionFlag], m: &ArgMatches) -> Options {
        let mut options = Options::default();
        for f in flags {
            let value = match f.decl.default {
                OptionValue::Bool(_) => {
                    m.try_get_one::<bool>(f.decl.name).ok().flatten().map(|&b| OptionValue::Bool(b))
                }
                OptionValue::Int(_) => {
                    m.try_get_one::<i64>(f.decl.name).ok().flatten().map(|&i| OptionValue::Int(i))
                }
            };
            if let Some(value) = value {
                options.set(f.decl.name, value);
            }
        }
        options
    }
}

#[derive(Parser)]
#[command(name = "lowrite", version, about = "Declarative MLIR-to-LLVM lowering and translation")]
struct Cli {
    /// Print how long each phase takes (to stderr).
    #[arg(long, global = true)]
    time_phases: bool,
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Lower to LLVM-dialect MLIR (printed, or written to -o).
    Lower {
        #[command(flatten)]
        input: Input,
        /// Output file (default: stdout).
        #[arg(short)]
        o: Option<PathBuf>,
        /// Print each op's source location (`loc(...)`), as `mlir-opt --mlir-print-debuginfo`.
        #[arg(long = "mlir-print-debuginfo")]
        print_debuginfo: bool,
        /// Print every op in MLIR's generic form, as `mlir-opt --mlir-print-op-generic`.
        #[arg(long = "mlir-print-op-generic")]
        print_generic: bool,
        /// Accepted as mlir-opt takes it: lowrite always prints locations in place
        /// (`loc("f.mlir":3:5)`), never as `#loc` aliases.
        #[arg(long = "mlir-print-local-scope")]
        _print_local_scope: bool,
        /// Apply only the op rules of this rule set (repeatable; a rule file's stem: `arith`,
        /// `memref`...). Ops no chosen rule matches stay as they are, connected to converted
        /// values by `builtin.unrealized_conversion_cast`, as in MLIR's partial conversion.
        #[arg(long = "rule-set", value_name = "NAME")]
        rule_sets: Vec<String>,
        /// Lower each chunk of the input between `// -----` lines on its own, and join their
        /// outputs with `// -----`, as `mlir-opt -split-input-file` does.
        #[arg(long = "split-input-file")]
        split_input_file: bool,
    },
    /// Lower if needed and translate to LLVM IR (printed, or written to -o).
    Translate {
        #[command(flatten)]
        input: Input,
        /// Output file (default: stdout).
        #[arg(short)]
        o: Option<PathBuf>,
        /// Optimize the LLVM IR at this level before printing (default: no optimization).
        #[arg(short = 'O', value_parser = clap::value_parser!(u8).range(0..=3))]
        opt: Option<u8>,
        /// Translate each chunk of the input between `// -----` lines on its own, as
        /// `mlir-translate -split-input-file` does (outputs one after the other).
        #[arg(long = "split-input-file")]
        split_input_file: bool,
    },
    /// Compile to an object file (`-o x.o`) or a shared library (`-o x.so`).
    Compile {
        #[command(flatten)]
        input: Input,
        /// Output file; `.so` makes a shared library, anything else an object file.
        #[arg(short)]
        o: PathBuf,
        /// Optimization level.
        #[arg(short = 'O', default_value_t = 2, value_parser = clap::value_parser!(u8).range(0..=3))]
        opt: u8,
        /// Run only LLVM's code generator at -O<n>, as `llc -O<n>` does, without the middle end
        /// (`opt -O<n>`'s `default<On>` pipeline), which `compile` runs by default as `clang -O<n>`.
        #[arg(long = "codegen-only")]
        codegen_only: bool,
        /// Compile in up to N parts in parallel (default: 2 for large modules; 1 compiles the
        /// module whole). The code depends on N, not on the machine.
        #[arg(short = 'j', long, value_parser = clap::value_parser!(u32).range(1..=256))]
        jobs: Option<u32>,
        /// Also write a C header declaring the exported functions (as `lowrite header`).
        #[arg(long = "emit-header", value_name = "OUT.h")]
        emit_header: Option<PathBuf>,
    },
    /// Write a C header for the module's exported functions: a descriptor struct per memref
    /// element type and rank, `_mlir_ciface_` prototypes for functions with the C interface,
    /// plain prototypes for the others.
    Header {
        #[command(flatten)]
        input: Input,
        /// Output file (default: stdout).
        #[arg(short)]
        o: Option<PathBuf>,
    },
    /// Prove with an SMT solver (z3) that the rules lowering each modelled integer op refine
    /// it at each width (the value where it is defined, no new poison or undefined behaviour),
    /// or show operands where they do not. The exit status is 1 when a rule is refuted.
    Verify {
        /// Only these ops (`arith.addi`; repeatable). All modelled ops by default.
        #[arg(long = "op", value_name = "OP")]
        ops: Vec<String>,
        /// Leave these ops out (`arith.ceildivui`; repeatable): for ops the solver does not
        /// settle at the widths given, checked at narrower ones in another run.
        #[arg(long = "skip", value_name = "OP")]
        skip: Vec<String>,
        /// Integer widths to check.
        #[arg(long, value_delimiter = ',', default_value = "1,8,16,32,64")]
        widths: Vec<u32>,
        /// Widths of `index` to check (as `--index-bitwidth` lowers it); none when given no
        /// value.
        #[arg(long, value_delimiter = ',', default_value = "32,64", num_args = 0..)]
        index_widths: Vec<u32>,
        /// Float types to check; none when given no value.
        #[arg(long, value_delimiter = ',', default_value = "f16,bf16,f32,f64", num_args = 0..,
              value_parser = ["f16", "bf16", "f32", "f64"])]
        floats: Vec<String>,
        /// Lanes of the vector form checked beside each scalar case (0: no vectors).
        #[arg(long, default_value_t = 2)]
        lanes: u32,
        /// Print every case, not only the refuted and unmodelled ones.
        #[arg(long, short = 'v')]
        verbose: bool,
        /// Seconds the solver may take on one case before it counts as unknown (0: no limit).
        #[arg(long, default_value_t = 20)]
        timeout: u32,
        /// Write a program for each refuted case to this directory: `@main` applies the op to
        /// the counterexample and prints the result (`lowrite run` it with the rules, and run it
        /// through upstream MLIR, to see both results).
        #[arg(long, value_name = "DIR")]
        emit_witness: Option<PathBuf>,
        /// Load this rule file at run time and verify its rules ahead of the tool's
        /// (repeatable).
        #[arg(long = "rules", value_name = "FILE")]
        rules: Vec<PathBuf>,
        /// Check the constant folders instead of the rules: each integer op folded on every
        /// operand pair at 8 bits and below, on edge and pseudo-random values wider.
        #[arg(long)]
        folds: bool,
        /// Verify the standard rules' interpreted text.
        #[arg(long = "interpret-standard-rules")]
        interpret_standard_rules: bool,
    },
    /// Check a rule file and print its diagnostics.
    Check {
        /// The `.rules` file.
        rules: PathBuf,
    },
    /// JIT-compile and run an entry function; its integer result is the exit status. With
    /// `--entry-point-result` it behaves as `mlir-runner`: the result is printed and the exit
    /// status is 0. mlir-runner's single-dash spellings (`-entry-point-result=void`,
    /// `-shared-libs=...`) are accepted too.
    Run {
        #[command(flatten)]
        input: Input,
        /// The function to call: `() -> ()`, `() -> iN` or C main's `(i32, ptr) -> i32`.
        #[arg(long, short = 'e', default_value = "main")]
        entry: String,
        /// The entry's result type, checked and printed as `mlir-runner` does.
        #[arg(long = "entry-point-result", value_parser = ["void", "i32", "i64", "f32"])]
        entry_point_result: Option<String>,
        /// Do not load MLIR's runner utilities when the program calls a function that neither
        /// it nor a `--shared-libs` library defines.
        #[arg(long = "no-runner-utils")]
        no_runner_utils: bool,
        /// Optimization level. Without it, as mlir-runner, the program is not optimized before
        /// code generation, which runs at its default level (2).
        #[arg(short = 'O', value_parser = clap::value_parser!(u8).range(0..=3))]
        opt: Option<u8>,
        /// Shared libraries to load before running (e.g. `libmlir_c_runner_utils.so`, which
        /// provides `memrefCopy`); may be repeated or comma-separated.
        #[arg(long = "shared-libs", value_delimiter = ',')]
        shared_libs: Vec<PathBuf>,
        /// Also write the compiled program as an object file, `INPUT.o` unless
        /// `--object-filename` names it.
        #[arg(long = "dump-object-file")]
        dump_object_file: bool,
        /// The object file `--dump-object-file` writes.
        #[arg(long = "object-filename", requires = "dump_object_file")]
        object_filename: Option<PathBuf>,
        /// The architecture to compile for, as mlir-runner's `-march`: it must be the host's
        /// (`x86-64` here), since the code runs here.
        #[arg(long = "march", value_name = "ARCH")]
        march: Option<String>,
        /// The CPU to compile for (mlir-runner's `-mcpu`, e.g. `x86-64`, `skylake`); by default
        /// the host's, with its features.
        #[arg(long = "mcpu", value_name = "CPU")]
        mcpu: Option<String>,
        /// Features to add or remove (mlir-runner's `-mattr`, e.g. `+avx2,-fma`).
        #[arg(long = "mattr", value_name = "FEATURES")]
        mattr: Option<String>,
        /// Arguments passed as argv to a main-like entry.
        #[arg(last = true)]
        args: Vec<String>,
    },
}

#[derive(Args)]
struct Input {
    /// Input .mlir file, or `-` for stdin.
    input: PathBuf,
    /// Accept ops of dialects MLIR does not know.
    #[arg(long)]
    allow_unregistered_dialect: bool,
    /// Run this MLIR pass pipeline after parsing, as `mlir-opt --pass-pipeline` does (e.g.
    /// `builtin.module(one-shot-bufferize{bufferize-function-boundaries},
    /// convert-linalg-to-loops)`). mlir-opt's `pass=options` spelling is accepted; the to-LLVM
    /// passes in it (`convert-to-llvm`, `finalize-memref-to-llvm`, ...) are done by lowrite's
    /// rules at their place, with their options (`index-bitwidth=32`, ...). MLIR pass flags
    /// (`-convert-scf-to-cf -lower-affine`) may be given instead, as mlir-opt takes them.
    #[arg(long = "pass-pipeline", value_name = "PIPELINE")]
    pass_pipeline: Option<String>,
    /// One MLIR pass flag (`-lower-affine` on the command line becomes this), in order.
    #[arg(long = args::PASS_FLAG, value_name = "PASS", hide = true, action = ArgAction::Append)]
    passes: Vec<String>,
    /// The input's top level must be one `builtin.module` (no module is added around it), as
    /// mlir-opt's and mlir-runner's `-no-implicit-module`.
    #[arg(long = "no-implicit-module")]
    no_implicit_module: bool,
    /// Print which rule lowered each op (to stderr).
    #[arg(long)]
    trace: bool,
    /// Load this rule file at run time and apply its rules ahead of the tool's (repeatable).
    /// It is checked as `check` checks it; its options become flags too.
    #[arg(long = "rules", value_name = "FILE")]
    rules: Vec<PathBuf>,
    /// Apply the standard rules by interpreting their text (built into the tool) instead of
    /// running their compiled code. The lowering is the same, only slower.
    #[arg(long = "interpret-standard-rules")]
    interpret_standard_rules: bool,
    /// Run the MLIR passes a program of tensors, linalg, affine or n-D vector transfers needs
    /// before lowrite lowers it (one-shot bufferization across functions, linalg to loops,
    /// vector transfers to loops, affine lowering; only those it needs, after any given
    /// passes). `run`, `compile`, `translate` and `header` do by default; `lower` only with
    /// this, as mlir-opt.
    #[arg(long)]
    prep: bool,
    /// Do not run them: a program that needs them is an error that names them.
    #[arg(long = "no-prep", conflicts_with = "prep")]
    no_prep: bool,
}

/// What a lowering runs with: the tool's rule sets and the rule options the command line set.
struct Lowering<'a> {
    rules: &'a Rules,
    given: Options,
}

impl Lowering<'_> {
    /// The rule sets (waiting for those still being loaded).
    fn rules(&self) -> Result<&[&'static RuleSet], String> {
        self.rules.get()
    }
}

impl Input {
    /// The lowering's options: what the to-LLVM passes of the pass pipeline ask for, then the
    /// rule options given as flags (the rule sets' defaults fill in the rest).
    fn lower_options(pipeline: Option<&PassPipeline>, lowering: &Lowering) -> Options {
        let mut options = Options::default();
        if let Some(pipeline) = pipeline {
            pipeline.apply(&mut options);
        }
        for (name, value) in lowering.given.iter() {
            options.set(name, value);
        }
        options
    }

    /// `--pass-pipeline`, or the MLIR pass flags, as a pipeline (mlir-opt takes one or the
    /// other, not both).
    fn pass_pipeline(&self) -> Result<Option<PassPipeline>, String> {
        let parsed = match (&self.pass_pipeline, self.passes.is_empty()) {
            (Some(_), false) => {
                return Err(format!(
                    "error: '--pass-pipeline' cannot be used with individual pass flags ('{}')",
                    self.passes[0]
                ))
            }
            (Some(text), true) => Some(PassPipeline::parse(text)),
            (None, false) => Some(PassPipeline::from_flags(&self.passes)),
            (None, true) => None,
        };
        parsed.transpose().map_err(|e| e.to_string())
    }

    /// Reads, parses, verifies and lowers the input.
    fn load_lowered(&self, lowering: &Lowering) -> Result<ir::Module, String> {
        self.lower_source(&self.read()?, lowering)
    }

    /// Parses, verifies and lowers `source` (the input or a chunk of it).
    fn lower_source(&self, source: &Source, lowering: &Lowering) -> Result<ir::Module, String> {
        let (module, options) = self.load_unlowered(source, lowering)?;
        self.lower_loaded(module, &options, lowering)
    }

    /// Parses and verifies `source` and runs the MLIR passes of its pipeline: the module to
    /// lower, and the options to lower it with.
    fn load_unlowered(
        &self,
        source: &Source,
        lowering: &Lowering,
    ) -> Result<(ir::Module, Options), String> {
        let pipeline = self.pass_pipeline()?;
        let options = Self::lower_options(pipeline.as_ref(), lowering);
        let module = self.load(source, lowering, pipeline, &options, !self.no_prep)?;
        Ok((module, options))
    }

    /// The C header of a module [`Input::load_unlowered`] gave.
    fn header(&self, module: &ir::Module, options: &Options) -> String {
        let opts = HeaderOptions {
            emit_c_interface: options.bool("emit_c_interface"),
            bare_ptr: options.bool("bare_ptr_memref_call_conv"),
            index_bitwidth: options.index_bitwidth(),
            name: self.input.file_name().map_or("stdin".into(), |n| n.to_string_lossy().into()),
        };
        c_header(module, &opts)
    }

    /// Lowers a module [`Input::load_unlowered`] gave.
    fn lower_loaded(
        &self,
        module: ir::Module,
        options: &Options,
        lowering: &Lowering,
    ) -> Result<ir::Module, String> {
        let lowered = pipeline::lower(module, lowering.rules()?, options, self.trace)
            .map_err(|e| e.to_string())?;
        for line in &lowered.trace {
            eprintln!("{line}");
        }
        Ok(lowered.module)
    }

    /// Lowers `source` and writes it as MLIR text to `sink` piece by piece (the lowered module
    /// never exists whole). With `rule_sets`, only those sets' op rules apply (a partial
    /// lowering); so, with a pass pipeline that names to-LLVM passes, do only the rules for
    /// the dialects of those after its last MLIR pass, as mlir-opt would run them.
    fn lower_to(
        &self,
        lowering: &Lowering,
        rule_sets: &[String],
        source: &Source,
        sink: &mut (dyn Write + Send),
        print: PrintOptions,
    ) -> Result<(), String> {
        let pipeline = self.pass_pipeline()?;
        let final_dialects = pipeline.as_ref().and_then(|p| p.final_dialects());
        let (selected, legality) = match (rule_sets.is_empty(), final_dialects) {
            (true, None) => (Vec::new(), Legality::Full),
            (false, None) => {
                let left = passes::left_by_upstream(rule_sets);
                let sets = convert::select(lowering.rules()?, rule_sets, &left)
                    .map_err(|e| format!("error: {e}"))?;
                (sets, Legality::Partial)
            }
            (true, Some(dialects)) => {
                let left = passes::left_by_upstream(dialects);
                (convert::select_dialects(lowering.rules()?, dialects, &left), Legality::Partial)
            }
            (false, Some(_)) => {
                return Err("error: '--rule-set' and the to-LLVM passes of the pass pipeline \
                            both choose what is lowered: give one of them"
                    .into())
            }
        };
        let selected: Vec<&RuleSet> = selected.iter().collect();
        let options = Self::lower_options(pipeline.as_ref(), lowering);
        let mut module = self.load(source, lowering, pipeline, &options, self.prep)?;
        let rules = if legality == Legality::Full { lowering.rules()? } else { &selected[..] };
        let io = |e: std::io::Error| lowrite_runtime::Error::Other(format!("cannot write: {e}"));
        let mut w = PieceWriter::begin(sink, print, &module).map_err(|e| io(e).to_string())?;
        let trace =
            pipeline::lower_and_print(&mut module, rules, &options, legality, self.trace, &mut w)
                .map_err(|e| e.to_string())?;
        w.end().map_err(|e| io(e).to_string())?;
        for line in &trace {
            eprintln!("{line}");
        }
        // The process ends soon: the operating system reclaims the module faster than dropping
        // it would.
        std::mem::forget(module);
        Ok(())
    }

    /// Reads the input (`-` is stdin).
    fn read(&self) -> Result<Source, String> {
        if self.input.as_os_str() == "-" {
            let mut bytes = Vec::new();
            std::io::stdin().read_to_end(&mut bytes).map_err(|e| format!("error: <stdin>: {e}"))?;
            Ok(Source { text: utf8(bytes, "<stdin>")?, name: "<stdin>".to_string() })
        } else {
            let name = self.input.display().to_string();
            let text =
                lowrite_runtime::timing::phase("read file", || read_source(&self.input, &name))?;
            Ok(Source { text, name })
        }
    }

    /// Parses and verifies `source`, runs `pipeline` on it (its to-LLVM passes with the
    /// lowering's rules and `options`) and, when `prepare`, the passes it still needs before
    /// lowrite lowers it (`--trace` names them), and imports it.
    fn load(
        &self,
        source: &Source,
        lowering: &Lowering,
        pipeline: Option<PassPipeline>,
        options: &Options,
        prepare: bool,
    ) -> Result<ir::Module, String> {
        // Only a pipeline's to-LLVM passes use the rules here: without them, the input is
        // read while rules still being loaded load.
        let lowers = pipeline.iter().flat_map(|p| p.steps()).any(|s| matches!(s, Step::Lower(_)));
        let options = ImportOptions {
            allow_unregistered_dialects: self.allow_unregistered_dialect,
            pass_pipeline: pipeline,
            rules: if lowers { lowering.rules()?.to_vec() } else { Vec::new() },
            lowering: options.clone(),
            no_implicit_module: self.no_implicit_module,
            prepare,
        };
        let (module, prepared) = pipeline::load_reporting(&source.text, &source.name, &options)
            .map_err(|e| e.to_string())?;
        if self.trace {
            for pass in prepared {
                eprintln!("{}: prepared by MLIR's {pass} (--no-prep leaves it out)", source.name);
            }
        }
        Ok(module)
    }
}

/// An input's text and the name diagnostics give it.
struct Source {
    text: String,
    name: String,
}

impl Source {
    /// The chunks of `-split-input-file`: the text between lines that start with `// -----`,
    /// each preceded by as many empty lines as come before it, so that locations in a chunk
    /// are those of the whole file.
    fn split(&self) -> Vec<Source> {
        let mut chunks = Vec::new();
        let mut current = String::new();
        for (i, line) in self.text.split_inclusive('\n').enumerate() {
            if line.trim_start().starts_with("// -----") {
                chunks.push(Source { text: std::mem::take(&mut current), name: self.name.clone() });
                current = "\n".repeat(i + 1);
            } else {
                current.push_str(line);
            }
        }
        chunks.push(Source { text: current, name: self.name.clone() });
        chunks
    }
}

/// Runs `f` on every chunk of `-split-input-file` (its index and text), as mlir-opt does: a
/// chunk's errors do not stop the others, and all are reported together.
fn each_chunk(
    chunks: &[Source],
    mut f: impl FnMut(usize, &Source) -> Result<(), String>,
) -> Result<(), String> {
    let errors: Vec<String> =
        chunks.iter().enumerate().filter_map(|(i, chunk)| f(i, chunk).err()).collect();
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors.join("\n"))
    }
}

/// Reads a source file (`name` in messages); text that is not UTF-8 is an error at its first bad
/// byte.
fn read_source(path: &Path, name: &str) -> Result<String, String> {
    let cannot = |e: std::io::Error| format!("error: cannot read '{name}': {e}");
    let mut file = std::fs::File::open(path).map_err(cannot)?;
    let len =
        file.metadata().ok().filter(|m| m.is_file()).and_then(|m| usize::try_from(m.len()).ok());
    if let Some(text) =
        len.filter(|&n| lowrite_runtime::halves_pay(n)).and_then(|n| read_halves(&file, n))
    {
        return Ok(text);
    }
    // Whole, from the file already open (`read_halves` reads at offsets: the file's own
    // position is still its start).
    let mut bytes = Vec::with_capacity(len.unwrap_or(0));
    file.read_to_end(&mut bytes).map_err(cannot)?;
    utf8(bytes, name)
}

/// The `len` bytes of a large regular file as text, read and checked to be UTF-8 in two halves
/// at the same time (two threads take the page faults of the fresh buffer and copy the text
/// into it). `None` when the file is not `len` bytes long by the end (it changed while read) or
/// is not UTF-8: [`read_source`] then reads it whole, as before, and reports the error.
fn read_halves(file: &std::fs::File, len: usize) -> Option<String> {
    use std::os::fd::AsRawFd;
    /// Reads `len` bytes at `offset` into `buf`, a part of the buffer no other thread writes.
    fn read_at(fd: i32, buf: usize, len: usize, offset: usize) -> Option<()> {
        let mut done = 0;
        while done < len {
            // SAFETY: `buf + done .. buf + len` lies within the buffer's capacity, and no other
            // thread reads or writes that part while this one runs.
            let n = unsafe {
                libc::pread(
                    fd,
                    (buf + done) as *mut libc::c_void,
                    len - done,
                    (offset + done) as libc::off_t,
                )
            };
            match n {
                n if n > 0 => done += n as usize,
                -1 if std::io::Error::last_os_error().kind() == std::io::ErrorKind::Interrupted => {
                }
                _ => return None,
            }
        }
        Some(())
    }
    let is_continuation = |c: u8| c & 0xC0 == 0x80;
    let fd = file.as_raw_fd();
    let mut bytes: Vec<u8> = Vec::with_capacity(len);
    // An address (which is `Send`) rather than a pointer: each thread writes its own half.
    let base = bytes.as_mut_ptr() as usize;
    let mid = len / 2;
    let (first, second) = std::thread::scope(|s| {
        let second = s.spawn(|| {
            read_at(fd, base + mid, len - mid, mid)?;
            // SAFETY: the bytes from `mid` to `len` were all written just above.
            let half = unsafe { std::slice::from_raw_parts((base + mid) as *const u8, len - mid) };
            // The text of the second half from its first character on.
            let start = half.iter().position(|&c| !is_continuation(c))?;
            std::str::from_utf8(&half[start..]).ok()?;
            Some(mid + start)
        });
        let first = read_at(fd, base, mid, 0).and_then(|()| {
            // SAFETY: the first `mid` bytes were all written just above.
            let half = unsafe { std::slice::from_raw_parts(base as *const u8, mid) };
            match std::str::from_utf8(half) {
                Ok(_) => Some(mid),
                // A character cut at the middle: checked below, with the bytes after it.
                Err(e) if e.error_len().is_none() => Some(e.valid_up_to()),
                Err(_) => None,
            }
        });
        (first, second.join().ok().flatten())
    });
    let (first_end, second_start) = (first?, second?);
    // Nothing past `len`: the file did not grow while it was read.
    let mut past = [0u8; 1];
    if read_at(fd, past.as_mut_ptr() as usize, 1, len).is_some() {
        return None;
    }
    // SAFETY: both halves were written whole above.
    unsafe { bytes.set_len(len) };
    // The first half's text up to `first_end` and the second's from `second_start` are UTF-8;
    // so are the few bytes between them, and so the whole.
    std::str::from_utf8(&bytes[first_end..second_start]).ok()?;
    // SAFETY: every byte was checked to be part of UTF-8 text, just above.
    Some(unsafe { String::from_utf8_unchecked(bytes) })
}

/// `bytes` as text, or an error at `name:line:col` of the first byte that is not UTF-8.
fn utf8(bytes: Vec<u8>, name: &str) -> Result<String, String> {
    String::from_utf8(bytes).map_err(|e| {
        let good = e.utf8_error().valid_up_to();
        let bytes = e.as_bytes();
        let before = std::str::from_utf8(&bytes[..good]).unwrap_or_default();
        let (line, col) = lowrite_dsl::diag::line_col(before, good);
        format!("{name}:{line}:{col}: error: invalid UTF-8 (byte 0x{:02X})", bytes[good])
    })
}

/// On SIGINT or SIGTERM, removes what the command is writing (its temporary files and
/// directories, after killing a linker it runs: `lowrite_runtime::cleanup`) and exits with
/// status 128 + the signal (130, 143), as a shell reports a command the signal ended. A thread
/// waits for the signals, so the cleanup runs outside a signal handler.
fn clean_up_on_signals() {
    use signal_hook::consts::{SIGINT, SIGTERM};
    let Ok(mut signals) = signal_hook::iterator::Signals::new([SIGINT, SIGTERM]) else { return };
    std::thread::spawn(move || {
        if let Some(signal) = signals.forever().next() {
            lowrite_runtime::cleanup::remove_all();
            std::process::exit(128 + signal);
        }
    });
}

/// Writes `text` to `path` as [`write_output`] writes files (atomically).
fn write_text(path: &Path, text: &str) -> Result<(), String> {
    write_output(path, |tmp| {
        std::fs::write(tmp, text)
            .map_err(|e| format!("error: cannot write '{}': {e}", path.display()))
    })
}

/// Writes what `produce` writes to the file it is given to `path`, all or nothing.
///
/// A regular file, new or existing, is replaced atomically: `produce` writes a temporary file in
/// the same directory, renamed into place once complete (with the permissions the file had, or
/// those a new file gets), so a failure never leaves a partial file behind. Symbolic links are
/// followed, so a link keeps pointing at the file. Anything else (`-` for standard output,
/// `/dev/null`, a pipe, a terminal) is never replaced or removed: the complete output is copied
/// into it, as `mlir-opt -o` writes to it.
fn write_output(
    path: &Path,
    produce: impl FnOnce(&Path) -> Result<(), String>,
) -> Result<(), String> {
    use std::os::unix::fs::PermissionsExt;
    let cannot = |e: std::io::Error| format!("error: cannot write '{}': {e}", path.display());
    let stdout = path.as_os_str() == "-";
    let dest = if stdout { None } else { Some(follow_links(path)) };
    let existing = dest.as_deref().and_then(|p| std::fs::metadata(p).ok());
    match dest {
        Some(dest) if existing.as_ref().is_none_or(|m| m.is_file()) => {
            let dir = dest.parent().filter(|p| !p.as_os_str().is_empty()).unwrap_or(Path::new("."));
            let permissions = existing
                .map(|m| m.permissions())
                .unwrap_or_else(|| std::fs::Permissions::from_mode(0o666));
            // Made and registered in one step: an interruption in between leaves nothing.
            let (tmp, _pending) = cleanup::Pending::create(
                || {
                    tempfile::Builder::new()
                        .prefix(".lowrite-")
                        .permissions(permissions)
                        .tempfile_in(dir)
                },
                |tmp| tmp.path(),
            )
            .map_err(|e| format!("error: cannot write to '{}': {e}", dir.display()))?;
            produce(tmp.path())?;
            tmp.persist(&dest).map_err(|e| cannot(e.error))?;
        }
        _ => {
            let (tmp, _pending) =
                cleanup::Pending::create(tempfile::NamedTempFile::new, |tmp| tmp.path())
                    .map_err(cannot)?;
            produce(tmp.path())?;
            let mut from = std::fs::File::open(tmp.path()).map_err(cannot)?;
            if stdout {
                std::io::copy(&mut from, &mut std::io::stdout().lock()).map_err(cannot)?;
            } else {
                let mut to = std::fs::OpenOptions::new().write(true).open(path).map_err(cannot)?;
                std::io::copy(&mut from, &mut to).map_err(cannot)?;
            }
        }
    }
    Ok(())
}

/// `path` with its symbolic links resolved, as far as they lead to something that exists (a
/// dangling link is resolved to the file it names, which writing creates).
fn follow_links(path: &Path) -> PathBuf {
    if let Ok(real) = std::fs::canonicalize(path) {
        return real;
    }
    let mut path = path.to_path_buf();
    // A chain of dangling links, bounded as the kernel bounds it.
    for _ in 0..40 {
        match std::fs::read_link(&path) {
            Ok(target) => {
                path = path.parent().map_or(target.clone(), |dir| dir.join(&target));
            }
            Err(_) => break,
        }
    }
    path
}

fn run(cli: Cli, rules: &Rules, given: Options) -> Result<ExitCode, String> {
    lowrite_runtime::timing::enable(cli.time_phases);
    let lowering = Lowering { rules, given };
    match cli.command {
        Command::Lower {
            input,
            o,
            print_debuginfo,
            print_generic,
            rule_sets,
            split_input_file,
            ..
        } => {
            let print = PrintOptions { locations: print_debuginfo, generic: print_generic };
            let source = input.read()?;
            let chunks = if split_input_file { source.split() } else { vec![source] };
            // mlir-opt joins the chunks' outputs with `// -----`.
            let lower_all = |sink: &mut (dyn Write + Send)| {
                each_chunk(&chunks, |i, chunk| {
                    if i > 0 {
                        sink.write_all(b"// -----\n").map_err(|e| format!("error: {e}"))?;
                    }
                    input.lower_to(&lowering, &rule_sets, chunk, sink, print)
                })
            };
            match o.as_deref() {
                // Standard output gets nothing unless lowering succeeds.
                None => {
                    let mut text = Vec::new();
                    lower_all(&mut text)?;
                    std::io::stdout()
                        .write_all(&text)
                        .map_err(|e| format!("error: stdout: {e}"))?;
                }
                Some(path) => write_output(path, |tmp| {
                    let cannot = |e: std::io::Error| {
                        format!("error: cannot write '{}': {e}", path.display())
                    };
                    let mut w =
                        std::io::BufWriter::new(std::fs::File::create(tmp).map_err(cannot)?);
                    lower_all(&mut w)?;
                    w.flush().map_err(cannot)
                })?,
            }
        }
        Command::Translate { input, o, opt, split_input_file: true } => {
            let level = opt.and_then(OptLevel::from_level);
            let name = module_name(&input.input);
            // mlir-translate separates the chunks' outputs by a newline.
            let mut texts = Vec::new();
            each_chunk(&input.read()?.split(), |_, chunk| {
                let module = input.lower_source(chunk, &lowering)?;
                let text = pipeline::translate_to_string(&module, &name, level)
                    .map_err(|e| e.to_string())?;
                texts.push(text);
                Ok(())
            })?;
            let text = texts.join("\n");
            match o.as_deref() {
                None => std::io::stdout()
                    .write_all(text.as_bytes())
                    .map_err(|e| format!("error: stdout: {e}"))?,
                Some(path) => write_output(path, |tmp| {
                    std::fs::write(tmp, &text)
                        .map_err(|e| format!("error: cannot write '{}': {e}", path.display()))
                })?,
            }
        }
        Command::Translate { input, o, opt, split_input_file: false } => {
            let module = input.load_lowered(&lowering)?;
            let level = opt.and_then(OptLevel::from_level);
            let name = module_name(&input.input);
            match o.as_deref() {
                None => {
                    let text = pipeline::translate_to_string(&module, &name, level)
                        .map_err(|e| e.to_string())?;
                    std::io::stdout()
                        .write_all(text.as_bytes())
                        .map_err(|e| format!("error: stdout: {e}"))?;
                }
                // The process ends soon: LLVM's module is not freed either.
                Some(path) => write_output(path, |tmp| {
                    pipeline::translate_to_file_unfreed(&module, &name, level, tmp)
                        .map_err(|e| e.to_string())
                })?,
            }
            std::mem::forget(module);
        }
        Command::Compile { input, o, opt, codegen_only, jobs, emit_header } => {
            let level = OptLevel::from_level(opt).unwrap_or_default();
            let level = Optimization { level, middle_end: !codegen_only };
            let (module, options) = input.load_unlowered(&input.read()?, &lowering)?;
            let header = emit_header.as_ref().map(|_| input.header(&module, &options));
            let module = input.lower_loaded(module, &options, &lowering)?;
            let artifact = if o.extension().is_some_and(|e| e == "so") {
                Artifact::SharedLibrary
            } else {
                Artifact::Object
            };
            let name = module_name(&input.input);
            write_output(&o, |tmp| {
                let jobs = jobs.map(|n| n as usize);
                pipeline::compile_owned(module, &name, level, artifact, tmp, jobs)
                    .map_err(|e| e.to_string())
            })?;
            if let (Some(path), Some(text)) = (emit_header, header) {
                write_text(&path, &text)?;
            }
        }
        Command::Header { input, o } => {
            let (module, options) = input.load_unlowered(&input.read()?, &lowering)?;
            let text = input.header(&module, &options);
            match o {
                Some(path) => write_text(&path, &text)?,
                None => std::io::stdout()
                    .write_all(text.as_bytes())
                    .map_err(|e| format!("error: stdout: {e}"))?,
            }
        }
        Command::Verify {
            ops,
            skip,
            widths,
            index_widths,
            floats,
            lanes,
            verbose,
            timeout,
            emit_witness,
            folds,
            ..
        } => {
            if let Some(w) = widths.iter().chain(&index_widths).find(|&&w| w == 0 || w > 64) {
                return Err(format!("error: widths are 1 to 64 bits, not {w}"));
            }
            let known: Vec<&str> = lowrite_runtime::verify::modelled_ops().collect();
            let mut unmodelled =
                if folds { Vec::new() } else { lowrite_runtime::verify::not_modelled(&ops) };
            let listed =
                |o: &String| known.contains(&o.as_str()) || unmodelled.iter().any(|(u, _)| u == o);
            if let Some(op) = ops.iter().chain(&skip).find(|o| !listed(o)) {
                return Err(format!(
                    "error: '{op}' is not an op lowrite verify knows (the modelled ops are {})",
                    known.join(", ")
                ));
            }
            if let Some(op) = skip.iter().find(|o| ops.contains(o)) {
                return Err(format!("error: '{op}' is given both to --op and to --skip"));
            }
            if lanes > 64 {
                return Err(format!("error: --lanes is at most 64, not {lanes}"));
            }
            let skipped = |op: &str| skip.iter().any(|s| s == op);
            unmodelled.retain(|(op, _)| !skipped(op));
            let kept = |cases: Vec<lowrite_runtime::verify::Case>| -> Vec<_> {
                cases.into_iter().filter(|c| !skipped(c.op)).collect()
            };
            let jobs = std::thread::available_parallelism().map_or(1, |n| n.get());
            let outcomes = if folds {
                let cases = kept(lowrite_runtime::verify::fold_cases(&ops, &widths));
                if cases.is_empty() {
                    return Err("error: --folds checks the folders of integer ops (arith, math), \
                         and none of the ops given is one"
                        .into());
                }
                lowrite_runtime::verify::verify_folds(cases, jobs, timeout)
            } else {
                let types = lowrite_runtime::verify::Types { widths, index_widths, floats, lanes };
                let cases = kept(lowrite_runtime::verify::cases_for(&ops, &types));
                lowrite_runtime::verify::verify(
                    lowering.rules()?,
                    &lowering.given,
                    cases,
                    jobs,
                    timeout,
                )
            }
            .map_err(|e| e.to_string())?;
            let (mut verified, mut refuted, mut unknown) = (0, 0, 0);
            for (op, why) in &unmodelled {
                println!("not modelled  {op}: {why}");
            }
            let mut unmodelled = unmodelled.len();
            for o in &outcomes {
                let rule = o.rule.as_deref().map(|r| format!(" ({r})")).unwrap_or_default();
                let case = o.case.describe();
                match &o.verdict {
                    Verdict::Verified => {
                        verified += 1;
                        if verbose {
                            println!("verified      {case}{rule}");
                        }
                    }
                    Verdict::Refuted(model) => {
                        refuted += 1;
                        let values: Vec<String> =
                            model.iter().map(|(k, v)| format!("{k} = {v}")).collect();
                        println!("refuted       {case}{rule}: {}", values.join(", "));
                        if let Some(dir) = &emit_witness {
                            std::fs::create_dir_all(dir)
                                .map_err(|e| format!("error: {}: {e}", dir.display()))?;
                            let name = format!("{}.mlir", witness_name(&o.case));
                            let text = o.witness.clone().unwrap_or_else(|| {
                                lowrite_runtime::verify::witness(&o.case, model)
                            });
                            write_text(&dir.join(name), &text)?;
                        }
                    }
                    Verdict::NotModelled(why) => {
                        unmodelled += 1;
                        println!("not modelled  {case}{rule}: {why}");
                    }
                    Verdict::Unknown(why) => {
                        unknown += 1;
                        println!("unknown       {case}{rule}: {why}");
                    }
                }
            }
            println!(
                "{verified} verified, {refuted} refuted, {unmodelled} not modelled, {unknown} unknown"
            );
            if refuted > 0 {
                return Ok(ExitCode::FAILURE);
            }
        }
        Command::Check { rules } => {
            let (sources, diags) = gather_rule_file(&rules)?;
            let checked =
                if diags.is_empty() { lowrite_dsl::check_sources(&sources) } else { Err(diags) };
            match checked {
                Ok((file, _)) => {
                    println!("{}: ok ({} items)", sources.main_name(), file.items.len())
                }
                Err(diags) => {
                    let report = lowrite_dsl::render_sources(&sources, &diags);
                    return Err(report.trim_end().to_string());
                }
            }
        }
        Command::Run {
            input,
            entry,
            entry_point_result,
            no_runner_utils,
            opt,
            shared_libs,
            dump_object_file,
            object_filename,
            march,
            mcpu,
            mattr,
            args,
        } => {
            let level = opt.and_then(OptLevel::from_level).unwrap_or_default();
            let module = input.load_lowered(&lowering)?;
            let name = module_name(&input.input);
            let result = entry_point_result.as_deref().and_then(EntryResult::parse);
            // As mlir-runner names it: the input's name with `.o` appended.
            let object_file = object_filename.unwrap_or_else(|| {
                let mut path = input.input.clone().into_os_string();
                path.push(".o");
                PathBuf::from(path)
            });
            let options = RunOptions {
                entry: &entry,
                result,
                args: &args,
                shared_libs: &shared_libs,
                runner_utils: !no_runner_utils,
                object_file: dump_object_file.then_some(object_file.as_path()),
                optimize: opt.is_some(),
                target: JitTarget {
                    arch: march.as_deref(),
                    cpu: mcpu.as_deref(),
                    features: mattr.as_deref(),
                },
            };
            let outcome = pipeline::run(&module, &name, level, &options).map_err(|e| match e {
                // As mlir-runner words it, with the entry's location as a note.
                lowrite_runtime::Error::Entry(loc, message) if result.is_some() => match loc {
                    Some(loc) => format!("Error: {message}\n{loc}: note: entry point '{entry}'"),
                    None => format!("Error: {message}"),
                },
                e => e.to_string(),
            })?;
            return Ok(match (result, outcome) {
                (None, RunResult::Int(status)) => ExitCode::from(status as u8),
                (_, RunResult::Void) => ExitCode::SUCCESS,
                (Some(_), RunResult::Int(n)) => {
                    println!("{n}");
                    ExitCode::SUCCESS
                }
                // As mlir-runner, whose default entry result is f32, prints it.
                (_, RunResult::F32(x)) => {
                    println!("{}", c_exponent(x as f64));
                    ExitCode::SUCCESS
                }
                (_, RunResult::F64(x)) => {
                    println!("{}", c_exponent(x));
                    ExitCode::SUCCESS
                }
            });
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// `x` as C's `printf("%e")` (and LLVM's `raw_ostream`, which mlir-runner prints results with)
/// writes it: `1.500000e+00`.
fn c_exponent(x: f64) -> String {
    if !x.is_finite() {
        return if x.is_nan() {
            "nan".into()
        } else if x > 0.0 {
            "inf".into()
        } else {
            "-inf".into()
        };
    }
    let s = format!("{x:.6e}");
    let (mantissa, exp) = s.split_once('e').unwrap_or((&s, "0"));
    let exp: i32 = exp.parse().unwrap_or(0);
    format!("{mantissa}e{}{:02}", if exp < 0 { '-' } else { '+' }, exp.abs())
}

/// The file name of a case's witness: `arith.addi overflow<nsw> on i8` is
/// `arith.addi_overflow_nsw_i8`.
fn witness_name(case: &lowrite_runtime::verify::Case) -> String {
    let mut name = format!("{}_{}_{}", case.op, case.variant, case.from);
    if case.from != case.ty {
        name = format!("{name}_to_{}", case.ty);
    }
    if let Some(w) = case.index_width {
        name.push_str(&w.to_string());
    }
    name.chars()
        .map(|c| if c.is_ascii_alphanumeric() || c == '.' { c } else { '_' })
        .collect::<String>()
        .split('_')
        .filter(|s| !s.is_empty())
        .collect::<Vec<_>>()
        .join("_")
}

fn module_name(input: &Path) -> String {
    input.file_stem().map_or_else(|| "module".into(), |s| s.to_string_lossy().into_owned())
}

#[cfg(test)]
mod tests {
    use super::{read_halves, read_source};

    /// A large file is read in two halves at the same time: whichever byte of a character the
    /// middle falls on, the text is the file's; a byte that is not UTF-8, in either half, is
    /// the error it always was, at its line and column.
    #[test]
    fn large_files_read_in_halves_are_the_files_text() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("big.mlir");
        // Characters of 1, 2, 3 and 4 bytes on every line.
        let line = "// é€😀 x\n";
        let mut text = line.repeat((2 << 20) / line.len());
        for _ in 0..line.len() {
            // The middle moves by one byte each time, across a whole line.
            text.insert(0, 'a');
            std::fs::write(&path, &text).unwrap();
            assert!(read_source(&path, "big.mlir").unwrap() == text);
            // Read in halves, not whole after a failed try.
            let file = std::fs::File::open(&path).unwrap();
            assert!(read_halves(&file, text.len()).is_some_and(|t| t == text));
            // A file shorter or longer than it was when it was looked at is read again whole.
            assert!(read_halves(&file, text.len() - 1).is_none());
            assert!(read_halves(&file, text.len() + 1).is_none());
        }
        let lines = text.len() / line.len();
        for k in [3, lines / 2 - 1, lines / 2 + 1, lines - 2] {
            let mut bytes = text.clone().into_bytes();
            // The first byte of line k + 1 (after the first line, longer by its `a`s).
            bytes[line.len() + line.len() * k] = 0xFF;
            std::fs::write(&path, &bytes).unwrap();
            let e = read_source(&path, "big.mlir").unwrap_err();
            let want = format!("big.mlir:{}:1: error: invalid UTF-8 (byte 0xFF)", k + 1);
            assert_eq!(e, want);
        }
    }
}
