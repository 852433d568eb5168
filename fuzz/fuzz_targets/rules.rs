//! Fuzzes the rule language's front end: parsing, checking, rendering diagnostics and code
//! generation must never panic. Run with `cargo fuzz run rules` from `fuzz/`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    match lowrite_dsl::parse::parse(text) {
        Ok(file) => {
            let (globals, diags) = lowrite_dsl::sema::check(&file);
            let _ = lowrite_dsl::render("fuzz.rules", text, &diags);
            if diags.is_empty() {
                let _ = lowrite_dsl::codegen::generate(&file, &globals, text, "fuzz.rules");
            }
        }
        Err(d) => {
            let _ = lowrite_dsl::render("fuzz.rules", text, &[d]);
        }
    }
});
