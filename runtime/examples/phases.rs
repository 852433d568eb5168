//! Times each phase of `translate` on one input (a profiling aid).
use lowrite_runtime::*;
use std::time::Instant;
fn main() {
    let path = std::env::args().nth(1).expect("usage: phases FILE");
    let t = Instant::now();
    let text = std::fs::read_to_string(&path).unwrap();
    let ctx = import::new_context(&Default::default());
    eprintln!("context   {:?}", t.elapsed());
    let t = Instant::now();
    let m = import::parse_melior(&ctx, &text, &path).unwrap();
    eprintln!("parse     {:?}", t.elapsed());
    for _ in 0..std::env::var("IMPORT_REPEAT").ok().and_then(|v| v.parse().ok()).unwrap_or(0) {
        drop(import::import_module(&m, &path));
    }
    let t = Instant::now();
    let ir = import::import_module(&m, &path);
    eprintln!("import    {:?}", t.elapsed());
    let t = Instant::now();
    drop(m);
    drop(ctx);
    eprintln!("mlir drop {:?}", t.elapsed());
    if std::env::var("PHASES_STOP").as_deref() == Ok("import") {
        std::process::exit(0);
    }
    let t = Instant::now();
    let llctx = native::LlvmContext::create();
    let llvm = translate::translate(&ir, &llctx, "x").unwrap();
    eprintln!("translate {:?}", t.elapsed());
    let t = Instant::now();
    let s = llvm.print_to_string().to_string();
    eprintln!("print     {:?} ({} bytes)", t.elapsed(), s.len());
    let t = Instant::now();
    drop(ir);
    eprintln!("ir drop   {:?}", t.elapsed());
    if std::env::var("PHASES_STOP").as_deref() == Ok("print") {
        std::process::exit(0);
    }
    let t = Instant::now();
    native::optimize(&llvm, native::OptLevel::O2).unwrap();
    eprintln!("opt O2    {:?}", t.elapsed());
    let t = Instant::now();
    let tm = native::host_target_machine(native::OptLevel::O2).unwrap();
    tm.write_to_memory_buffer(&llvm, inkwell::targets::FileType::Object).unwrap();
    eprintln!("codegen   {:?}", t.elapsed());
}
