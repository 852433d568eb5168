//! Native code from an LLVM module: the new pass manager's `default<On>` pipelines, object files,
//! shared libraries (linked by the system C compiler) and JIT execution of an entry function.

use crate::error::{Error, Result};
use inkwell::execution_engine::ExecutionEngine;
use inkwell::module::Module;
use inkwell::passes::PassBuilderOptions;
use inkwell::targets::{
    CodeModel, FileType, InitializationConfig, RelocMode, Target, TargetMachine, TargetTriple,
};
use inkwell::values::{BasicValue, FunctionValue};
use inkwell::OptimizationLevel;
use std::path::Path;
use std::process::Command;
use std::sync::OnceLock;

/// inkwell's LLVM context, re-exported so callers need not depend on inkwell themselves.
pub use inkwell::context::Context as LlvmContext;

/// Optimization level `-O0` to `-O3`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum OptLevel {
    /// No optimization.
    O0,
    /// `-O1`.
    O1,
    /// `-O2` (the default, as for `llc`).
    #[default]
    O2,
    /// `-O3`.
    O3,
}

impl OptLevel {
    /// From a number 0..=3.
    pub fn from_level(n: u8) -> Option<OptLevel> {
        Some(match n {
            0 => OptLevel::O0,
            1 => OptLevel::O1,
            2 => OptLevel::O2,
            3 => OptLevel::O3,
            _ => return None,
        })
    }

    fn pipeline(self) -> &'static str {
        match self {
            OptLevel::O0 => "default<O0>",
            OptLevel::O1 => "default<O1>",
            OptLevel::O2 => "default<O2>",
            OptLevel::O3 => "default<O3>",
        }
    }

    pub(crate) fn codegen(self) -> OptimizationLevel {
        match self {
            OptLevel::O0 => OptimizationLevel::None,
            OptLevel::O1 => OptimizationLevel::Less,
            OptLevel::O2 => OptimizationLevel::Default,
            OptLevel::O3 => OptimizationLevel::Aggressive,
        }
    }
}

/// What compiling runs: LLVM's `default<On>` optimization pipeline (the middle end, as `opt
/// -On`), unless `middle_end` is off, and the code generator at `level` (as `llc -On`).
/// An [`OptLevel`] alone means both, as `clang -On` does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Optimization {
    /// The level of both the middle end and code generation.
    pub level: OptLevel,
    /// Whether the middle end runs; without it only what code generation needs runs
    /// (lowering matrix intrinsics, splitting coroutines), as `llc` alone.
    pub middle_end: bool,
}

impl From<OptLevel> for Optimization {
    fn from(level: OptLevel) -> Optimization {
        Optimization { level, middle_end: true }
    }
}

/// Initializes the native target once per process.
pub fn init_native_target() -> Result<()> {
    static INIT: OnceLock<Result<(), String>> = OnceLock::new();
    INIT.get_or_init(|| Target::initialize_native(&InitializationConfig::default()))
        .clone()
        .map_err(|e| Error::Other(format!("cannot initialize the native target: {e}")))
}

/// A target machine for the host triple with the generic CPU of that triple (as `llc` and
/// `clang` use by default), position-independent code.
pub fn host_target_machine(level: OptLevel) -> Result<TargetMachine> {
    init_native_target()?;
    let triple = TargetMachine::get_default_triple();
    machine_for(&triple, level, "", "")
}

/// A position-independent target machine for `triple`, CPU `cpu` with `features` (empty: the
/// triple's generic CPU).
fn machine_for(
    triple: &TargetTriple,
    level: OptLevel,
    cpu: &str,
    features: &str,
) -> Result<TargetMachine> {
    let target = Target::from_triple(triple)
        .map_err(|e| Error::Other(format!("unknown target '{triple}': {e}")))?;
    target
        .create_target_machine(
            triple,
            cpu,
            features,
            level.codegen(),
            RelocMode::PIC,
            CodeModel::Default,
        )
        .ok_or_else(|| Error::Other(format!("cannot create a target machine for '{triple}'")))
}

/// Sets the module's triple and data layout to the host's (unless it has a triple already) and
/// runs the `default<On>` pipeline.
pub fn optimize(module: &Module<'_>, level: OptLevel) -> Result<()> {
    optimize_with(module, Some(level), &host_target_machine(level)?)
}

/// A target machine for the host triple and, unless `target` chooses others, the host's own CPU
/// and features, as mlir-runner's JIT makes it (`JITTargetMachineBuilder::detectHost`, then
/// its `-mcpu` and `-mattr`).
fn host_cpu_machine(level: OptLevel, target: &JitTarget<'_>) -> Result<TargetMachine> {
    init_native_target()?;
    let triple = TargetMachine::get_default_triple();
    if let Some(arch) = target.arch {
        let host = Target::from_triple(&triple)
            .map_err(|e| Error::Other(format!("unknown target '{triple}': {e}")))?;
        let host_name = host.get_name().to_string_lossy().into_owned();
        // mlir-runner takes the triple's architecture (`x86_64`); LLVM's tools, the target's
        // name (`x86-64`).
        let triple_arch = triple.as_str().to_string_lossy().split('-').next().map(str::to_string);
        let same_target = Target::from_name(arch).is_some_and(|t| t.get_name() == host.get_name());
        if !same_target && triple_arch.as_deref() != Some(arch) {
            return Err(Error::Other(format!(
                "-march={arch}: the JIT runs code on this host, whose architecture is \
                 '{host_name}'"
            )));
        }
    }
    let (cpu, mut features) = match target.cpu {
        Some(cpu) => (cpu.to_string(), String::new()),
        None => (
            TargetMachine::get_host_cpu_name().to_string_lossy().into_owned(),
            TargetMachine::get_host_cpu_features().to_string_lossy().into_owned(),
        ),
    };
    if let Some(more) = target.features.filter(|f| !f.is_empty()) {
        if !features.is_empty() {
            features.push(',');
        }
        features.push_str(more);
    }
    machine_for(&triple, level, &cpu, &features)
}

/// Makes every function the module defines compile for the host's CPU and features (what the
/// JIT's code generator reads: MCJIT itself targets the generic CPU), unless it names a CPU.
/// At `-O0` on the generic x86-64 CPU, `llvm.floor` becomes a call of `floorf`, which a program
/// defining its own `floorf` would answer; on the host's CPU it is an instruction, as under
/// mlir-runner.
fn target_host_cpu(module: &Module<'_>, machine: &TargetMachine) {
    let context = module.get_context();
    let cpu = machine.get_cpu();
    let features = machine.get_feature_string();
    let mut next = module.get_first_function();
    while let Some(f) = next {
        next = f.get_next_function();
        if f.count_basic_blocks() == 0 {
            continue;
        }
        let loc = inkwell::attributes::AttributeLoc::Function;
        if f.get_string_attribute(loc, "target-cpu").is_none() {
            f.add_attribute(
                loc,
                context.create_string_attribute("target-cpu", &cpu.to_string_lossy()),
            );
            let features = features.to_string_lossy();
            if f.get_string_attribute(loc, "target-features").is_none() && !features.is_empty() {
                f.add_attribute(loc, context.create_string_attribute("target-features", &features));
            }
        }
    }
}

/// [`optimize`] with a given target machine; `None` runs only what code generation needs
/// (mlir-runner without `-O`: no optimization pipeline).
fn optimize_with(
    module: &Module<'_>,
    level: Option<OptLevel>,
    machine: &TargetMachine,
) -> Result<()> {
    prepare_module(module, machine);
    // LLVM's code generators cannot select the matrix intrinsics: `opt` lowers them only under
    // `-enable-matrix`, which lowrite does whenever the module uses one.
    let uses_matrix =
        module.get_functions().any(|f| f.get_name().to_bytes().starts_with(b"llvm.matrix."));
    // Coroutines (`convert-async-to-llvm`'s) must be split before code generation, which
    // LLVM's O0 pipeline does: it runs even when no optimization is asked for.
    let uses_coroutines =
        module.get_functions().any(|f| f.get_name().to_bytes().starts_with(b"llvm.coro."));
    let level = level.or(uses_coroutines.then_some(OptLevel::O0));
    let pipeline = match (uses_matrix, level) {
        (false, None) => return Ok(()),
        (true, None) => "function(lower-matrix-intrinsics<minimal>)".to_string(),
        (false, Some(level)) => level.pipeline().to_string(),
        (true, Some(OptLevel::O0)) => {
            format!("function(lower-matrix-intrinsics<minimal>),{}", OptLevel::O0.pipeline())
        }
        (true, Some(level)) => format!("function(lower-matrix-intrinsics),{}", level.pipeline()),
    };
    module
        .run_passes(&pipeline, machine, PassBuilderOptions::create())
        .map_err(|e| Error::Other(format!("LLVM optimization failed: {e}")))
}

fn prepare_module(module: &Module<'_>, machine: &TargetMachine) {
    if module.get_triple().as_str().to_bytes().is_empty() {
        module.set_triple(&machine.get_triple());
    }
    module.set_data_layout(&machine.get_target_data().get_data_layout());
}

/// Optimizes (unless `opt` leaves out the middle end) and writes an object file.
pub fn write_object(module: &Module<'_>, opt: impl Into<Optimization>, path: &Path) -> Result<()> {
    let opt = opt.into();
    let machine = host_target_machine(opt.level)?;
    optimize_with(module, opt.middle_end.then_some(opt.level), &machine)?;
    write_object_file(&machine, module, path)
}

/// Writes `module`'s object code to `path`. LLVM's file API takes UTF-8 paths only (inkwell
/// panics on others): for any other path the object is made in memory and written from there.
fn write_object_file(machine: &TargetMachine, module: &Module<'_>, path: &Path) -> Result<()> {
    let written = match path.to_str() {
        Some(_) => machine.write_to_file(module, FileType::Object, path).map_err(|e| e.to_string()),
        None => machine
            .write_to_memory_buffer(module, FileType::Object)
            .map_err(|e| e.to_string())
            .and_then(|object| std::fs::write(path, object.as_slice()).map_err(|e| e.to_string())),
    };
    written.map_err(|e| Error::Other(format!("cannot write object file '{}': {e}", path.display())))
}

/// Optimizes, writes an object file next to `path` and links it into a shared library with the
/// system C compiler (`$CC`, else `cc`).
pub fn write_shared_library(
    module: &Module<'_>,
    opt: impl Into<Optimization>,
    path: &Path,
) -> Result<()> {
    let dir = path.parent().filter(|p| !p.as_os_str().is_empty()).unwrap_or(Path::new("."));
    let (obj, _pending) = crate::cleanup::Pending::create(
        || tempfile::Builder::new().suffix(".o").tempfile_in(dir),
        |obj| obj.path(),
    )
    .map_err(|e| Error::Other(format!("cannot create a temporary file: {e}")))?;
    write_object(module, opt, obj.path())?;
    link_shared_library(&[obj.path()], path)
}

/// Links object files into a shared library with the system C compiler (`$CC`, else `cc`).
pub fn link_shared_library(objects: &[&Path], path: &Path) -> Result<()> {
    let cc = std::env::var("CC").unwrap_or_else(|_| "cc".into());
    let mut cmd = Command::new(&cc);
    cmd.args(["-shared", "-o"]).arg(path).args(objects).arg("-lm");
    run_linker(cmd, &cc, path)
}

/// Combines relocatable object files into one (`ld -r`; `$LD` names another linker).
pub fn combine_objects(objects: &[&Path], path: &Path) -> Result<()> {
    let ld = std::env::var("LD").unwrap_or_else(|_| "ld".into());
    let mut cmd = Command::new(&ld);
    cmd.args(["-r", "-o"]).arg(path).args(objects);
    run_linker(cmd, &ld, path)
}

fn run_linker(mut cmd: Command, tool: &str, path: &Path) -> Result<()> {
    let cannot = |e: std::io::Error| Error::Other(format!("cannot run the linker '{tool}': {e}"));
    let child = cmd
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .map_err(cannot)?;
    // An interrupted command kills the linker before it removes what the linker writes.
    let _running = crate::cleanup::ChildGuard::new(child.id());
    let out = child.wait_with_output().map_err(cannot)?;
    if !out.status.success() {
        return Err(Error::Other(format!(
            "linking '{}' failed:\n{}",
            path.display(),
            String::from_utf8_lossy(&out.stderr)
        )));
    }
    Ok(())
}

/// How an entry function is called by [`run_jit`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum EntryKind {
    /// `() -> ()`, `() -> iN`.
    NoArgs,
    /// `(i32, ptr) -> i32`, like C's `main`.
    Main,
}

/// The result type `run` expects of the entry function, as `mlir-runner --entry-point-result`
/// names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EntryResult {
    /// `() -> ()`.
    Void,
    /// `() -> i32`.
    I32,
    /// `() -> i64`.
    I64,
    /// `() -> f32`.
    F32,
}

impl EntryResult {
    /// Parses `void`, `i32`, `i64` or `f32`.
    pub fn parse(s: &str) -> Option<EntryResult> {
        Some(match s {
            "void" => EntryResult::Void,
            "i32" => EntryResult::I32,
            "i64" => EntryResult::I64,
            "f32" => EntryResult::F32,
            _ => return None,
        })
    }
}

/// How `run` calls the program.
#[derive(Clone, Debug)]
pub struct RunOptions<'a> {
    /// The function to call.
    pub entry: &'a str,
    /// The entry's result type as `mlir-runner` checks it; `None` accepts `() -> ()`,
    /// `() -> iN`, `() -> f32`, `() -> f64` and C `main`'s `(i32, ptr) -> i32`.
    pub result: Option<EntryResult>,
    /// `argv` after the entry's name, for a `main`-like entry.
    pub args: &'a [String],
    /// Shared libraries loaded before the program runs.
    pub shared_libs: &'a [std::path::PathBuf],
    /// Load MLIR's runner utilities ([`runner_utils`]) when the program calls a function
    /// nothing else defines.
    pub runner_utils: bool,
    /// Also write the optimized program as an object file here (`mlir-runner
    /// -dump-object-file`).
    pub object_file: Option<&'a Path>,
    /// Run the optimization pipeline of the level before code generation; without it, as
    /// mlir-runner without `-O`, the level is the code generator's only.
    pub optimize: bool,
    /// The CPU and features to compile for (mlir-runner's `-march`, `-mcpu`, `-mattr`); by
    /// default the host's own.
    pub target: JitTarget<'a>,
}

/// What the JIT compiles for, as mlir-runner's `-march`, `-mcpu` and `-mattr` choose it. The
/// code runs here, so an architecture other than the host's is an error.
#[derive(Clone, Copy, Debug, Default)]
pub struct JitTarget<'a> {
    /// The architecture, as a triple names it (`x86_64`, as mlir-runner takes it) or as LLVM
    /// names its targets (`x86-64`); it must be the host's.
    pub arch: Option<&'a str>,
    /// The CPU (`skylake`, `x86-64`); without it, the host's CPU and its features.
    pub cpu: Option<&'a str>,
    /// Features added to (or, with a `-`, taken from) the CPU's: `+avx2,-fma`.
    pub features: Option<&'a str>,
}

/// What the entry function returned.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum RunResult {
    /// Nothing (`void`).
    Void,
    /// An integer, sign-extended from its width.
    Int(i64),
    /// An `f32`.
    F32(f32),
    /// An `f64`.
    F64(f64),
}

/// MLIR's runner utilities, in the LLVM installation lowrite was built against: the C and C++
/// printing and memref utilities, and the APFloat wrappers that print and compute on float
/// formats LLVM lacks (`printApFloat`, `_mlir_apfloat_add`...).
pub fn runner_utils() -> [std::path::PathBuf; 3] {
    let dir = std::path::Path::new(env!("LOWRITE_LLVM_LIB_DIR"));
    ["libmlir_c_runner_utils.so", "libmlir_runner_utils.so", "libmlir_apfloat_wrappers.so"]
        .map(|lib| dir.join(lib))
}

/// The OpenMP runtime and MLIR's async runtime in the LLVM installation lowrite was built
/// against (`libomp` comes with Debian's `libomp-22-dev`).
pub fn runtime_libraries() -> [std::path::PathBuf; 2] {
    let dir = std::path::Path::new(env!("LOWRITE_LLVM_LIB_DIR"));
    ["libomp.so", "libmlir_async_runtime.so"].map(|lib| dir.join(lib))
}

fn load_library(lib: &std::path::Path) -> Result<()> {
    let loaded = lib.is_file() && inkwell::support::load_library_permanently(lib).is_ok();
    if !loaded {
        return Err(Error::Other(format!("cannot load shared library '{}'", lib.display())));
    }
    Ok(())
}

/// Loads `shared_libs`, then (with `runner_utils`) MLIR's runner utilities if the module calls a
/// function nothing loaded so far defines; an external function still unresolved is an error,
/// as the JIT would call it through a null address.
pub(crate) fn load_externals(
    module: &Module<'_>,
    shared_libs: &[std::path::PathBuf],
    runner_utils: bool,
) -> Result<()> {
    // The helpers code generation calls for what the target has no instruction for live in
    // libgcc_s (`f16` conversions, `i128` division, `powi`) and, for `bf16` (which GCC 12's
    // libgcc lacks), in MLIR's libmlir_float16_utils. An executable has libgcc_s in its global
    // scope; a library loaded privately (a Python extension) does not, and a helper the JIT
    // cannot find would be called at address 0. Where one is missing, code that needs no helper
    // still runs.
    let _ = inkwell::support::load_library_permanently(std::path::Path::new("libgcc_s.so.1"));
    let float16 =
        std::path::Path::new(env!("LOWRITE_LLVM_LIB_DIR")).join("libmlir_float16_utils.so");
    let _ = inkwell::support::load_library_permanently(&float16);
    // As mlir-runner, a library that cannot be loaded is reported and the program still runs
    // (a function only it would define is then an error below).
    for lib in shared_libs {
        if load_library(lib).is_err() {
            eprintln!("warning: cannot load shared library '{}'", lib.display());
        }
    }
    if runner_utils && unresolved(module).is_some() {
        // lowrite's own printing functions first: a program that calls nothing else then runs
        // without loading MLIR's libraries (see `print_utils`).
        crate::print_utils::define_missing();
    }
    if runner_utils && unresolved(module).is_some() {
        for lib in self::runner_utils() {
            if !shared_libs.contains(&lib) {
                load_library(&lib)?;
            }
        }
        // The runtimes of OpenMP (`__kmpc_*`) and of MLIR's async dialect (`mlirAsyncRuntime*`),
        // which mlir-runner users load with `-shared-libs`, loaded only when still needed.
        for lib in runtime_libraries() {
            if unresolved(module).is_some() && lib.is_file() && !shared_libs.contains(&lib) {
                load_library(&lib)?;
            }
        }
    }
    if let Some(name) = unresolved(module) {
        return Err(Error::Other(format!(
            "function '{name}' is neither defined by the program nor found in the process or \
             a shared library (load one with --shared-libs)"
        )));
    }
    Ok(())
}

/// The first external function the program uses that neither it nor the process defines.
fn unresolved(module: &Module<'_>) -> Option<String> {
    inkwell::support::load_visible_symbols();
    let mut next = module.get_first_function();
    while let Some(f) = next {
        next = f.get_next_function();
        let name = f.get_name().to_string_lossy();
        let external = f.count_basic_blocks() == 0
            && !name.starts_with("llvm.")
            && f.as_global_value().as_pointer_value().get_first_use().is_some();
        if external && inkwell::support::search_for_address_of_symbol(&name).is_none() {
            return Some(name.into_owned());
        }
    }
    None
}

/// The calling convention of an entry function.
fn entry_kind(
    function: FunctionValue<'_>,
    entry: &str,
    want: Option<EntryResult>,
) -> Result<EntryKind> {
    let ty = function.get_type();
    let params = ty.get_param_types();
    let ret = ty.get_return_type();
    let entry_error = |m: &str| Err(Error::Entry(None, m.to_string()));
    if let Some(want) = want {
        // mlir-runner's checks, in its order and words.
        if !params.is_empty() {
            return entry_error("JIT can't invoke a main function expecting arguments");
        }
        let int =
            |w: u32| ret.is_some_and(|r| r.is_int_type() && r.into_int_type().get_bit_width() == w);
        return match want {
            EntryResult::Void if ret.is_some() => entry_error("expected void function"),
            EntryResult::I32 if !int(32) => {
                entry_error("only single i32 function result supported")
            }
            EntryResult::I64 if !int(64) => {
                entry_error("only single i64 function result supported")
            }
            EntryResult::F32 if ret.is_none_or(|r| float_width(r) != Some(32)) => {
                entry_error("only single f32 function result supported")
            }
            _ => Ok(EntryKind::NoArgs),
        };
    }
    match (params.len(), ret) {
        (0, None) => Ok(EntryKind::NoArgs),
        (0, Some(r)) if r.is_int_type() && r.into_int_type().get_bit_width() <= 64 => {
            Ok(EntryKind::NoArgs)
        }
        (0, Some(r)) if float_width(r).is_some() => Ok(EntryKind::NoArgs),
        (2, Some(r))
            if params[0].is_int_type()
                && params[0].into_int_type().get_bit_width() == 32
                && params[1].is_pointer_type()
                && r.is_int_type()
                && r.into_int_type().get_bit_width() == 32 =>
        {
            Ok(EntryKind::Main)
        }
        _ => Err(Error::Entry(
            None,
            format!(
                "entry function '{entry}' must have type '() -> ()', '() -> iN', '() -> f32', \
                 '() -> f64' or '(i32, !llvm.ptr) -> i32', found '{}'",
                ty.print_to_string().to_string_lossy()
            ),
        )),
    }
}

/// 32 for `float`, 64 for `double`; `None` for any other type.
fn float_width(ty: inkwell::types::BasicTypeEnum<'_>) -> Option<u32> {
    if !ty.is_float_type() {
        return None;
    }
    let f = ty.into_float_type();
    let context = f.get_context();
    if f == context.f32_type() {
        Some(32)
    } else if f == context.f64_type() {
        Some(64)
    } else {
        None
    }
}

/// JIT-compiles the module and calls the entry function, returning its result.
/// The shared libraries of `options` are loaded first, so the program may call their
/// functions (as `mlir-runner --shared-libs` does), and then, if the program still calls a
/// function nothing defines, MLIR's runner utilities (when `options.runner_utils`).
///
/// Without `options.result`, the entry takes no arguments and returns nothing or an integer,
/// or has C `main`'s signature `(i32, !llvm.ptr) -> i32`, in which case `options.args` are
/// passed as `argv` (after the entry's name). With it, the entry is checked as `mlir-runner`
/// checks it.
pub fn run_jit(
    module: &Module<'_>,
    level: OptLevel,
    options: &RunOptions<'_>,
) -> Result<RunResult> {
    let entry = options.entry;
    load_externals(module, options.shared_libs, options.runner_utils)?;
    let machine = host_cpu_machine(level, &options.target)?;
    optimize_with(module, options.optimize.then_some(level), &machine)?;
    target_host_cpu(module, &machine);
    if let Some(path) = options.object_file {
        write_object_file(&machine, module, path)?;
    }
    let function =
        module.get_function(entry).filter(|f| f.count_basic_blocks() > 0).ok_or_else(|| {
            Error::Entry(
                None,
                if options.result.is_some() {
                    "entry point not found".to_string()
                } else {
                    format!("entry function '{entry}' is not defined")
                },
            )
        })?;
    let kind = entry_kind(function, entry, options.result)?;
    let ret = function.get_type().get_return_type();
    let engine: ExecutionEngine<'_> = module
        .create_jit_execution_engine(level.codegen())
        .map_err(|e| Error::Other(format!("cannot create the JIT: {e}")))?;
    engine.run_static_constructors();
    let guard = FaultGuard::install();
    let result = match kind {
        EntryKind::Main => {
            let mut argv: Vec<&str> = vec![entry];
            argv.extend(options.args.iter().map(String::as_str));
            // SAFETY: the signature was checked to be C main's.
            RunResult::Int(unsafe { engine.run_function_as_main(function, &argv) as i64 })
        }
        EntryKind::NoArgs => {
            // SAFETY: the function takes no arguments; its result (if any) is read from the
            // generic value, which the engine builds for the checked return type.
            let value = unsafe { engine.run_function(function, &[]) };
            match ret {
                Some(r) if float_width(r) == Some(64) => {
                    RunResult::F64(value.as_float(&r.into_float_type()))
                }
                Some(r) if r.is_float_type() => {
                    RunResult::F32(value.as_float(&r.into_float_type()) as f32)
                }
                Some(r) => {
                    let width = r.into_int_type().get_bit_width();
                    let raw = value.as_int(false) as i64;
                    // Sign-extend from the result's width.
                    RunResult::Int(if width < 64 {
                        (raw << (64 - width)) >> (64 - width)
                    } else {
                        raw
                    })
                }
                None => RunResult::Void,
            }
        }
    };
    engine.run_static_destructors();
    drop(guard);
    flush_c_stdout();
    if runs_worker_threads(module) {
        // The async runtime's worker threads may still be finishing a coroutine of the
        // program (dropping its last references) after the entry has returned: its code must
        // stay mapped until the process ends, as mlir-runner keeps it.
        std::mem::forget(engine);
    }
    Ok(result)
}

/// While the JIT-compiled program runs, a fault in it (an endless recursion overflowing the
/// stack, an invalid access) ends the process with an error message and exit status 1 instead
/// of a crash. The handler runs on the thread's alternate signal stack (which Rust's runtime
/// sets up), so a stack overflow reaches it; the previous handlers come back when the guard is
/// dropped.
struct FaultGuard {
    previous: Vec<(libc::c_int, libc::sigaction)>,
}

impl FaultGuard {
    const SIGNALS: [libc::c_int; 4] = [libc::SIGSEGV, libc::SIGBUS, libc::SIGILL, libc::SIGFPE];

    fn install() -> FaultGuard {
        let mut previous = Vec::new();
        for sig in Self::SIGNALS {
            // SAFETY: a zeroed `sigaction` is a valid value to fill; the handler only calls
            // async-signal-safe functions (and `fflush`, as a crashing C program's would).
            unsafe {
                let mut action: libc::sigaction = std::mem::zeroed();
                action.sa_sigaction = on_fault as *const () as usize;
                action.sa_flags = libc::SA_ONSTACK | libc::SA_SIGINFO;
                libc::sigemptyset(&mut action.sa_mask);
                let mut old: libc::sigaction = std::mem::zeroed();
                if libc::sigaction(sig, &action, &mut old) == 0 {
                    previous.push((sig, old));
                }
            }
        }
        FaultGuard { previous }
    }
}

impl Drop for FaultGuard {
    fn drop(&mut self) {
        for (sig, old) in &self.previous {
            // SAFETY: restores the handler `install` replaced.
            unsafe {
                libc::sigaction(*sig, old, std::ptr::null_mut());
            }
        }
    }
}

extern "C" fn on_fault(sig: libc::c_int, _info: *mut libc::siginfo_t, _context: *mut libc::c_void) {
    let message: &[u8] = match sig {
        libc::SIGSEGV => b"error: the program stopped on SIGSEGV (a stack overflow, as from an endless recursion, or an invalid memory access)\n",
        libc::SIGBUS => b"error: the program stopped on SIGBUS (an invalid memory access)\n",
        libc::SIGILL => b"error: the program stopped on SIGILL (an illegal instruction)\n",
        _ => b"error: the program stopped on SIGFPE (an arithmetic fault, such as an integer division by zero)\n",
    };
    // SAFETY: writing a static buffer to stderr and ending the process are async-signal-safe.
    unsafe {
        flush_c_stdout();
        libc::write(2, message.as_ptr().cast(), message.len());
        libc::_exit(1);
    }
}

/// Whether the program hands work to MLIR's async runtime, whose worker threads run the
/// program's code and outlive the entry's return.
pub fn runs_worker_threads(module: &Module<'_>) -> bool {
    module.get_functions().any(|f| f.get_name().to_bytes().starts_with(b"mlirAsyncRuntime"))
}

/// Flushes C's stdio buffers so that output printed by JIT-compiled code appears before ours.
fn flush_c_stdout() {
    extern "C" {
        fn fflush(stream: *mut std::ffi::c_void) -> i32;
    }
    // SAFETY: `fflush(NULL)` flushes every open output stream; always valid.
    unsafe {
        fflush(std::ptr::null_mut());
    }
}
