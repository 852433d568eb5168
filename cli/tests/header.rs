//! `lowrite compile --emit-header` and `lowrite header`: a C header for the exported functions
//! of `tests/header/kernels.mlir`, against which a C driver (`tests/header/driver.c`) compiles
//! without a warning as C11 and as C++17, links with the shared library and gets the right
//! results; the two commands write the same header.

use std::path::Path;
use std::process::Command;

fn ok(c: &mut Command) -> String {
    let o = c.output().unwrap_or_else(|e| panic!("{c:?}: {e}"));
    assert!(o.status.success(), "{c:?} failed:\n{}", String::from_utf8_lossy(&o.stderr));
    String::from_utf8_lossy(&o.stdout).into_owned()
}

const EXPECTED: &str = "scale: 2 4 6 9 (4)
min_max: -3 12
rank_of: 2
conj_first: 1.5 -2
sum2d: 21
add_u8: 1256
";

#[test]
fn a_c_and_a_cpp_driver_call_the_library_through_its_header() {
    let here = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/header");
    let dir = tempfile::tempdir().unwrap();
    let (lib, header) = (dir.path().join("libkernels.so"), dir.path().join("kernels.h"));
    ok(Command::new(env!("CARGO_BIN_EXE_lowrite"))
        .arg("compile")
        .arg(here.join("kernels.mlir"))
        .arg("-o")
        .arg(&lib)
        .arg("--emit-header")
        .arg(&header));
    let text = std::fs::read_to_string(&header).unwrap();
    // Functions C cannot call are explained, not declared; private ones are left out.
    assert!(text.contains("'pair' cannot be called from C: it returns"), "{text}");
    assert!(text.contains("'lanes' cannot be called from C"), "{text}");
    assert!(!text.contains("hidden"), "{text}");
    // `lowrite header` writes the same text.
    let printed = ok(Command::new(env!("CARGO_BIN_EXE_lowrite"))
        .arg("header")
        .arg(here.join("kernels.mlir")));
    assert_eq!(printed, text);
    let driver = here.join("driver.c");
    for (compiler, flags) in
        [("cc", &["-std=c11", "-pedantic"][..]), ("c++", &["-std=c++17", "-x", "c++"][..])]
    {
        let exe = dir.path().join(format!("driver-{compiler}"));
        ok(Command::new(compiler)
            .args(flags)
            .args(["-Wall", "-Wextra", "-Werror"])
            .arg("-I")
            .arg(dir.path())
            .arg(&driver)
            .arg("-x")
            .arg("none")
            .arg(&lib)
            .arg(format!("-Wl,-rpath,{}", dir.path().display()))
            .arg("-o")
            .arg(&exe));
        assert_eq!(ok(&mut Command::new(&exe)), EXPECTED, "{compiler}");
    }
}

/// With the C interface for every function (`--emit-c-interface`), 32-bit indices and the
/// bare-pointer convention, the declarations follow.
#[test]
fn the_header_follows_the_lowering_options() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("f.mlir");
    std::fs::write(
        &input,
        "func.func @f(%m: memref<4xf32>, %n: index) -> index {\n  return %n : index\n}\n",
    )
    .unwrap();
    let header = |flags: &[&str]| {
        ok(Command::new(env!("CARGO_BIN_EXE_lowrite")).arg("header").arg(&input).args(flags))
    };
    assert!(header(&[]).contains(
        "int64_t f(float *arg0_allocated, float *arg0_aligned, int64_t arg0_offset, \
         int64_t arg0_size0, int64_t arg0_stride0, int64_t arg1);"
    ));
    assert!(header(&["--emit-c-interface", "--index-bitwidth=32"])
        .contains("int32_t _mlir_ciface_f(memref_1d_f32 *arg0, int32_t arg1);"));
    assert!(
        header(&["--bare-ptr-memref-call-conv"]).contains("int64_t f(float *arg0, int64_t arg1);")
    );
    // The bare-pointer convention makes no C interface, whatever asks for one.
    let bare = header(&["--bare-ptr-memref-call-conv", "--emit-c-interface"]);
    assert!(bare.contains("int64_t f(float *arg0, int64_t arg1);") && !bare.contains("ciface"));
}
