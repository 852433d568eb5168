//! Make the shared `libLLVM-22.so` the first provider of LLVM symbols, so that the static MLIR
//! archives melior links resolve their LLVM references against it and the process holds exactly
//! one copy of LLVM (see docs/toolchain notes in ARCHITECTURE.md); and compile the small C++
//! shim for what MLIR's C API lacks.
fn main() {
    let prefix = std::env::var("LLVM_SYS_221_PREFIX").unwrap_or_else(|_| "/usr/lib/llvm-22".into());
    println!("cargo:rustc-link-search=native={prefix}/lib");
    println!("cargo:rustc-link-lib=dylib=LLVM-22");
    println!("cargo:rerun-if-env-changed=LLVM_SYS_221_PREFIX");
    // Where `run` finds MLIR's runner utilities when the program needs them.
    println!("cargo:rustc-env=LOWRITE_LLVM_LIB_DIR={prefix}/lib");

    // The C++ shim for what the MLIR and LLVM C APIs lack (runtime/cpp/), compiled with
    // the flags `llvm-config --cxxflags` gives for this LLVM.
    println!("cargo:rerun-if-changed=cpp/properties.cpp");
    println!("cargo:rerun-if-changed=cpp/llvm_ir.cpp");
    println!("cargo:rerun-if-changed=cpp/passes.cpp");
    cc::Build::new()
        .cpp(true)
        .file("cpp/properties.cpp")
        .file("cpp/llvm_ir.cpp")
        .file("cpp/passes.cpp")
        .include(format!("{prefix}/include"))
        .std("c++17")
        .define("_GNU_SOURCE", None)
        .define("_GLIBCXX_USE_CXX11_ABI", "1")
        .define("__STDC_CONSTANT_MACROS", None)
        .define("__STDC_FORMAT_MACROS", None)
        .define("__STDC_LIMIT_MACROS", None)
        .flag("-fno-exceptions")
        .warnings(false)
        .compile("lowrite_mlir_shim");
}
