fn main() {
    for f in std::env::args().skip(1) {
        let text = std::fs::read_to_string(&f).unwrap();
        if let Err(loc) = lowrite_core::mlir_text::try_parse(&text, &f) {
            let line = format!("{loc:?}");
            println!("{f}: {line}");
        }
    }
}
