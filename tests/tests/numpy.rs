//! The NumPy route: kernels compiled by lowrite into a shared library, called from Python with
//! ctypes on NumPy arrays (views with offsets and non-unit strides) through their
//! `_mlir_ciface_*` functions, results checked with `numpy.testing`.

use lowrite_runtime::convert::Options;
use lowrite_runtime::import::ImportOptions;
use lowrite_runtime::native::OptLevel;
use lowrite_runtime::pipeline::{self, Artifact};
use std::process::Command;

#[test]
fn numpy_calls_the_c_interface_of_a_lowrite_shared_library() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/numpy");
    let text = std::fs::read_to_string(dir.join("kernels.mlir")).unwrap();
    let module = pipeline::load(&text, "kernels.mlir", &ImportOptions::default()).unwrap();
    let lowered =
        pipeline::lower(module, &lowrite_patterns::standard(), &Options::default(), false).unwrap();
    let tmp = tempfile::tempdir().unwrap();
    let lib = tmp.path().join("libkernels.so");
    pipeline::compile(&lowered.module, "kernels", OptLevel::O2, Artifact::SharedLibrary, &lib)
        .unwrap();
    let out = Command::new("python3").arg(dir.join("check.py")).arg(&lib).output().unwrap();
    assert!(
        out.status.success(),
        "python failed:\n{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(String::from_utf8_lossy(&out.stdout).starts_with("ok (5, 4)"));
}
