//! Native code from an LLVM module: the new pass manager's `default<On>` pipelines, object files,
//! shared libraries (linked by the system C compiler) and JIT execution of an entry function.

use crate::error::{Error, Result};
use inkwell::execution_engine::ExecutionEngine;
use inkwell::module::Module;
use inkwell::passes::PassBuilderOptions;
use inkwell::targets::{
    CodeModel, FileType, InitializationConfig, RelocMode, Target, TargetMachine, TargetTriple,
};
use inkwell::values::BasicValue;
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

    fn codegen(self) -> OptimizationLevel {
        match self {
            OptLevel::O0 => OptimizationLevel::None,
            OptLevel::O1 => OptimizationLevel::Less,
            OptLevel::O2 => OptimizationLevel::Default,
            OptLevel::O3 => OptimizationLevel::Aggressive,
        }
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
    machine_for(&triple, level)
}

fn machine_for(triple: &TargetTriple, level: OptLevel) -> Result<TargetMachine> {
    let target = Target::from_triple(triple)
        .map_err(|e| Error::Other(format!("unknown target '{triple}': {e}")))?;
    target
        .create_target_machine(triple, "", "", level.codegen(), RelocMode::PIC, CodeModel::Default)
        .ok_or_else(|| Error::Other(format!("cannot create a target machine for '{triple}'")))
}

/// Sets the module's triple and data layout to the host's (unless it has a triple already) and
/// runs the `default<On>` pipeline.
pub fn optimize(module: &Module<'_>, level: OptLevel) -> Result<()> {
    let machine = host_target_machine(level)?;
    prepare_module(module, &machine);
    module
        .run_passes(level.pipeline(), &machine, PassBuilderOptions::create())
        .map_err(|e| Error::Other(format!("LLVM optimization failed: {e}")))
}

fn prepare_module(module: &Module<'_>, machine: &TargetMachine) {
    if module.get_triple().as_str().to_bytes().is_empty() {
        module.set_triple(&machine.get_triple());
    }
    module.set_data_layout(&machine.get_target_data().get_data_layout());
}

/// Optimizes and writes an object file.
pub fn write_object(module: &Module<'_>, level: OptLevel, path: &Path) -> Result<()> {
    optimize(module, level)?;
    let machine = host_target_machine(level)?;
    machine
        .write_to_file(module, FileType::Object, path)
        .map_err(|e| Error::Other(format!("cannot write object file '{}': {e}", path.display())))
}

/// Optimizes, writes an object file next to `path` and links it into a shared library with the
/// system C compiler (`$CC`, else `cc`).
pub fn write_shared_library(module: &Module<'_>, level: OptLevel, path: &Path) -> Result<()> {
    let dir = path.parent().filter(|p| !p.as_os_str().is_empty()).unwrap_or(Path::new("."));
    let obj = tempfile::Builder::new()
        .suffix(".o")
        .tempfile_in(dir)
        .map_err(|e| Error::Other(format!("cannot create a temporary file: {e}")))?;
    write_object(module, level, obj.path())?;
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
    let out =
        cmd.output().map_err(|e| Error::Other(format!("cannot run the linker '{tool}': {e}")))?;
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

/// JIT-compiles the module and calls `entry`, returning its integer result (0 for `void`).
/// The shared libraries `shared_libs` are loaded first, so the program may call their
/// functions (as `mlir-runner --shared-libs` does: `libmlir_c_runner_utils.so` provides
/// `memrefCopy`).
///
/// The entry takes no arguments and returns nothing or an integer, or has C `main`'s signature
/// `(i32, !llvm.ptr) -> i32`, in which case `args` are passed as `argv` (after the entry's name).
pub fn run_jit(
    module: &Module<'_>,
    level: OptLevel,
    entry: &str,
    args: &[String],
    shared_libs: &[std::path::PathBuf],
) -> Result<i64> {
    for lib in shared_libs {
        let loaded = lib.is_file() && inkwell::support::load_library_permanently(lib).is_ok();
        if !loaded {
            return Err(Error::Other(format!("cannot load shared library '{}'", lib.display())));
        }
    }
    // An external function the program uses and the JIT cannot resolve would be called through
    // a null address.
    inkwell::support::load_visible_symbols();
    let mut next = module.get_first_function();
    while let Some(f) = next {
        next = f.get_next_function();
        let name = f.get_name().to_string_lossy();
        let external = f.count_basic_blocks() == 0
            && !name.starts_with("llvm.")
            && f.as_global_value().as_pointer_value().get_first_use().is_some();
        if external && inkwell::support::search_for_address_of_symbol(&name).is_none() {
            return Err(Error::Other(format!(
                "function '{name}' is neither defined by the program nor found in the process or \
                 a shared library (load one with --shared-libs)"
            )));
        }
    }
    optimize(module, level)?;
    let function = module
        .get_function(entry)
        .filter(|f| f.count_basic_blocks() > 0)
        .ok_or_else(|| Error::Other(format!("entry function '{entry}' is not defined")))?;
    let ty = function.get_type();
    let params = ty.get_param_types();
    let ret = ty.get_return_type();
    let kind = match (params.len(), ret) {
        (0, None) => EntryKind::NoArgs,
        (0, Some(r)) if r.is_int_type() && r.into_int_type().get_bit_width() <= 64 => {
            EntryKind::NoArgs
        }
        (2, Some(r))
            if params[0].is_int_type()
                && params[0].into_int_type().get_bit_width() == 32
                && params[1].is_pointer_type()
                && r.is_int_type()
                && r.into_int_type().get_bit_width() == 32 =>
        {
            EntryKind::Main
        }
        _ => {
            return Err(Error::Other(format!(
                "entry function '{entry}' must have type '() -> ()', '() -> iN' or \
                 '(i32, !llvm.ptr) -> i32', found '{}'",
                ty.print_to_string().to_string_lossy()
            )))
        }
    };
    let engine: ExecutionEngine<'_> = module
        .create_jit_execution_engine(level.codegen())
        .map_err(|e| Error::Other(format!("cannot create the JIT: {e}")))?;
    engine.run_static_constructors();
    let result = match kind {
        EntryKind::Main => {
            let mut argv: Vec<&str> = vec![entry];
            argv.extend(args.iter().map(String::as_str));
            // SAFETY: the signature was checked to be C main's.
            unsafe { engine.run_function_as_main(function, &argv) as i64 }
        }
        EntryKind::NoArgs => {
            // SAFETY: the function takes no arguments; its integer result (if any) is read from
            // the generic value, which the engine builds for the checked return type.
            let value = unsafe { engine.run_function(function, &[]) };
            match ret {
                Some(r) => {
                    let width = r.into_int_type().get_bit_width();
                    let raw = value.as_int(false) as i64;
                    // Sign-extend from the result's width.
                    if width < 64 {
                        (raw << (64 - width)) >> (64 - width)
                    } else {
                        raw
                    }
                }
                None => 0,
            }
        }
    };
    engine.run_static_destructors();
    flush_c_stdout();
    Ok(result)
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
