//! Differential tests: every corpus program is compiled by upstream MLIR 22 and by lowrite,
//! linked with the same C driver, and must print the same thing.
//!
//! - `corpus/llvm/*.mlir` are LLVM-dialect programs written by hand;
//! - `corpus/lowered/*.mlir` are higher-level programs that upstream lowers to the LLVM dialect
//!   first (lowrite translates that upstream-lowered module).
//!
//! - the `corpus/lowered` programs (`RULES_LOWERED`: all of them) are also lowered by lowrite's
//!   rules and checked against upstream's lowering of the same source;
//! - `corpus/arith/*.mlir` are programs in higher-level dialects that lowrite's rules lower:
//!   upstream and lowrite each lower the same source (at index widths 64 and 32).
//!
//! For each program: upstream `mlir-translate | llc -O0` is the reference; lowrite at -O0 and -O2
//! (whole, and at -O2 split into as many parallel parts as linkage allows) and MLIR's in-process
//! translator (`mlirTranslateModuleToLLVMIR`, compiled by lowrite's
//! backend) must all print the same output. Importing and exporting the LLVM-dialect module must
//! give text that `mlir-opt-22` verifies and prints identically to the original.

use lowrite_runtime::native::OptLevel;
use lowrite_runtime::pipeline;
use lowrite_tests::*;
use std::path::Path;

fn check(path: &Path, llvm_dialect: &str) -> Result<()> {
    let name = path.file_stem().unwrap().to_string_lossy().into_owned();
    let driver = path.with_extension("c");
    let dir = tempfile::tempdir()?;

    // Round trip through lowrite's IR.
    let module = pipeline::load(llvm_dialect, &path.display().to_string(), &Default::default())?;
    let exported = lowrite_runtime::export::to_mlir_text(&module);
    let want = mlir_opt_canonical_print(llvm_dialect)?;
    let got = mlir_opt_canonical_print(&exported)
        .map_err(|e| format!("exported text does not verify: {e}\n{exported}"))?;
    if want != got {
        return Err(
            format!("round trip changed the module:\n--- want\n{want}\n--- got\n{got}").into()
        );
    }

    let reference = dir.path().join("upstream.o");
    upstream_object(llvm_dialect, 0, &reference)?;
    let expected = link_and_run(&[&reference], &driver, dir.path(), "upstream")?;
    if expected.trim().is_empty() {
        return Err("the reference program printed nothing".into());
    }

    for level in [OptLevel::O0, OptLevel::O2] {
        let obj = dir.path().join(format!("lowrite-{level:?}.o"));
        lowrite_object(llvm_dialect, &name, level, &obj)?;
        let got = link_and_run(&[&obj], &driver, dir.path(), &format!("lowrite-{level:?}"))?;
        if got != expected {
            return Err(format!(
                "lowrite at {level:?} differs from upstream:\n--- upstream\n{expected}\n--- lowrite\n{got}"
            )
            .into());
        }
    }

    // Compiled in parallel parts (each function on its own where linkage allows).
    let obj = dir.path().join("lowrite-parts.o");
    lowrite_object_in_parts(llvm_dialect, &name, OptLevel::O2, &obj, 64)?;
    let got = link_and_run(&[&obj], &driver, dir.path(), "lowrite-parts")?;
    if got != expected {
        return Err(format!(
            "lowrite in parts differs from upstream:\n--- upstream\n{expected}\n--- lowrite\n{got}"
        )
        .into());
    }

    // MLIR's in-process translator on the module lowrite imported and exported.
    let context = inkwell_context();
    let llvm = lowrite_runtime::upstream::translate_with_mlir(&module, &context)?;
    let obj = dir.path().join("inprocess.o");
    lowrite_runtime::native::write_object(&llvm, OptLevel::O0, &obj)?;
    let got = link_and_run(&[&obj], &driver, dir.path(), "inprocess")?;
    if got != expected {
        return Err(format!(
            "in-process MLIR translation differs:\n--- upstream\n{expected}\n--- in-process\n{got}"
        )
        .into());
    }
    Ok(())
}

fn inkwell_context() -> lowrite_runtime::native::LlvmContext {
    lowrite_runtime::native::LlvmContext::create()
}

fn llvm_program(path: &Path) -> datatest_stable::Result<()> {
    let text = std::fs::read_to_string(path)?;
    check(path, &text)
}

fn lowered_program(path: &Path) -> datatest_stable::Result<()> {
    let lowered = upstream_lower(path, &LowerOptions::default())?;
    check(path, &lowered)
}

/// Lowered by lowrite's rules and by upstream from the same source, with the same options;
/// lowrite's output must verify with `mlir-opt-22`, and both programs must print the same.
fn check_rules(path: &Path, options: &LowerOptions) -> Result<()> {
    check_rules_after(path, options, &[])
}

/// [`check_rules`] with upstream running passes `first` before its usual pipeline.
fn check_rules_after(path: &Path, options: &LowerOptions, first: &[&str]) -> Result<()> {
    let name = path.file_stem().unwrap().to_string_lossy().into_owned();
    let driver = path.with_extension("c");
    let dir = tempfile::tempdir()?;
    let source = std::fs::read_to_string(path)?;

    let ours = lowrite_lower(&source, &path.display().to_string(), options)?;
    mlir_opt_canonical_print(&ours)
        .map_err(|e| format!("lowrite's output does not verify: {e}\n{ours}"))?;

    let reference = dir.path().join("upstream.o");
    upstream_object(&upstream_lower_after(path, options, first)?, 0, &reference)?;
    let expected = link_and_run(&[&reference], &driver, dir.path(), "upstream")?;
    if expected.trim().is_empty() {
        return Err("the reference program printed nothing".into());
    }
    for level in [OptLevel::O0, OptLevel::O2] {
        let obj = dir.path().join(format!("lowrite-{level:?}.o"));
        lowrite_object_with(&source, &name, options, level, &obj)?;
        let got = link_and_run(&[&obj], &driver, dir.path(), &format!("lowrite-{level:?}"))?;
        if got != expected {
            return Err(format!(
                "lowrite at {level:?} (index width {}) differs from upstream:\n--- upstream\n{expected}\n--- lowrite\n{got}",
                options.index_bitwidth
            )
            .into());
        }
    }
    Ok(())
}

fn rules_program(path: &Path) -> datatest_stable::Result<()> {
    check_rules(path, &LowerOptions::default())
}

/// `corpus/complex_std`: complex ops convert-complex-to-llvm has no pattern for; upstream runs
/// convert-complex-to-standard first.
fn complex_std_program(path: &Path) -> datatest_stable::Result<()> {
    check_rules_after(path, &LowerOptions::default(), &["--convert-complex-to-standard"])
}

fn rules_program_index32(path: &Path) -> datatest_stable::Result<()> {
    check_rules(path, &LowerOptions { index_bitwidth: 32, ..LowerOptions::default() })
}

/// `corpus/lowered` programs that lowrite's rules lower: all of them.
const RULES_LOWERED: &str = r"\.mlir$";

fn rules_lowered_program(path: &Path) -> datatest_stable::Result<()> {
    check_rules(path, &LowerOptions::default())
}

/// ABI cross-linking: `corpus/abi/NAME.caller.mlir` and `NAME.callee.mlir` are each compiled by
/// upstream and by lowrite; every mix of the two (upstream caller with lowrite callee and the
/// reverse) must print what the all-upstream program prints.
fn abi_program(path: &Path) -> datatest_stable::Result<()> {
    let caller = path.to_path_buf();
    let callee = path.with_file_name(
        path.file_name().unwrap().to_string_lossy().replace(".caller.mlir", ".callee.mlir"),
    );
    let stem = path.file_name().unwrap().to_string_lossy().replace(".caller.mlir", "");
    let driver = path.with_file_name(format!("{stem}.c"));
    let dir = tempfile::tempdir()?;
    let options = LowerOptions::default();
    let mut objects = Vec::new();
    for (half, src) in [("caller", &caller), ("callee", &callee)] {
        let up = dir.path().join(format!("{half}-upstream.o"));
        upstream_object(&upstream_lower(src, &options)?, 0, &up)?;
        let ours = dir.path().join(format!("{half}-lowrite.o"));
        let text = std::fs::read_to_string(src)?;
        lowrite_object_with(&text, half, &options, OptLevel::O0, &ours)?;
        objects.push((up, ours));
    }
    let (caller_objs, callee_objs) = (&objects[0], &objects[1]);
    let expected =
        link_and_run(&[&caller_objs.0, &callee_objs.0], &driver, dir.path(), "upstream")?;
    if expected.trim().is_empty() {
        return Err("the reference program printed nothing".into());
    }
    let mixes = [
        ("upstream caller, lowrite callee", &caller_objs.0, &callee_objs.1),
        ("lowrite caller, upstream callee", &caller_objs.1, &callee_objs.0),
        ("lowrite caller, lowrite callee", &caller_objs.1, &callee_objs.1),
    ];
    for (i, (what, a, b)) in mixes.into_iter().enumerate() {
        let got = link_and_run(&[a, b], &driver, dir.path(), &format!("mix{i}"))?;
        if got != expected {
            return Err(format!("{what} differs:\n--- upstream\n{expected}\n--- mix\n{got}").into());
        }
    }
    Ok(())
}

/// `corpus/bare`: programs lowered with `--bare-ptr-memref-call-conv` by both.
fn bare_ptr_program(path: &Path) -> datatest_stable::Result<()> {
    check_rules(path, &LowerOptions { bare_ptr_memref_call_conv: true, ..LowerOptions::default() })
}

/// `corpus/alloc_hooks`: lowered by both with `--use-generic-alloc`, and with it and
/// `--use-aligned-alloc`; the C drivers count calls to the hooks.
fn alloc_hooks_program(path: &Path) -> datatest_stable::Result<()> {
    let generic = LowerOptions { use_generic_alloc: true, ..LowerOptions::default() };
    check_rules(path, &generic)?;
    check_rules(path, &LowerOptions { use_aligned_alloc: true, ..generic })?;
    Ok(())
}

/// `corpus/index32`: lowered by both with `--index-bitwidth=32`; descriptors hold 32-bit
/// offsets, sizes and strides.
fn index32_program(path: &Path) -> datatest_stable::Result<()> {
    check_rules(path, &LowerOptions { index_bitwidth: 32, ..LowerOptions::default() })
}

datatest_stable::harness! {
    { test = index32_program, root = "corpus/index32", pattern = r"\.mlir$" },
    { test = alloc_hooks_program, root = "corpus/alloc_hooks", pattern = r"\.mlir$" },
    { test = bare_ptr_program, root = "corpus/bare", pattern = r"\.mlir$" },
    { test = abi_program, root = "corpus/abi", pattern = r"\.caller\.mlir$" },
    { test = rules_lowered_program, root = "corpus/lowered", pattern = RULES_LOWERED },
    { test = complex_std_program, root = "corpus/complex_std", pattern = r"\.mlir$" },
    { test = rules_program, root = "corpus/arith", pattern = r"\.mlir$" },
    { test = rules_program_index32, root = "corpus/arith", pattern = r"\.mlir$" },
    { test = llvm_program, root = "corpus/llvm", pattern = r"\.mlir$" },
    { test = lowered_program, root = "corpus/lowered", pattern = r"\.mlir$" },
}
