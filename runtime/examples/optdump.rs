//! Translates and optimizes at -O2, writing bitcode (a profiling aid).
use lowrite_runtime::*;
fn main() {
    let path = std::env::args().nth(1).unwrap();
    let out = std::env::args().nth(2).unwrap();
    let text = std::fs::read_to_string(&path).unwrap();
    let ir = import::parse(&text, &path, &Default::default()).unwrap();
    let llctx = native::LlvmContext::create();
    let llvm = translate::translate(&ir, &llctx, "x").unwrap();
    native::optimize(&llvm, native::OptLevel::O2).unwrap();
    llvm.write_bitcode_to_path(std::path::Path::new(&out));
}
