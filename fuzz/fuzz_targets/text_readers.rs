//! Fuzzes lowrite's own readers of MLIR text (`lowrite_core::llvm_text` for the LLVM dialect,
//! `lowrite_core::mlir_text` for the higher-level dialects): any text either gives a module or
//! `None`, and a module they give prints. Run with `cargo fuzz run text_readers` from `fuzz/`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    for module in [
        lowrite_core::llvm_text::parse(text, "fuzz.mlir"),
        lowrite_core::mlir_text::parse(text, "fuzz.mlir"),
    ]
    .into_iter()
    .flatten()
    {
        let _ = lowrite_core::export::to_mlir_text(&module);
    }
});
