//! Make the shared `libLLVM-22.so` the first provider of LLVM symbols, so that the static MLIR
//! archives melior links resolve their LLVM references against it and the process holds exactly
//! one copy of LLVM (see docs/toolchain notes in ARCHITECTURE.md).
fn main() {
    let prefix = std::env::var("LLVM_SYS_221_PREFIX").unwrap_or_else(|_| "/usr/lib/llvm-22".into());
    println!("cargo:rustc-link-search=native={prefix}/lib");
    println!("cargo:rustc-link-lib=dylib=LLVM-22");
    println!("cargo:rerun-if-env-changed=LLVM_SYS_221_PREFIX");
}
