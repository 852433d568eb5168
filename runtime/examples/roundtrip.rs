//! Reads MLIR, imports it into `ir` and prints it back (a debugging aid).
fn main() {
    let path = std::env::args().nth(1).expect("usage: roundtrip FILE");
    let text = std::fs::read_to_string(&path).expect("read");
    match lowrite_runtime::import::parse(&text, &path, &Default::default()) {
        Ok(m) => print!("{}", lowrite_runtime::export::to_mlir_text(&m)),
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(1)
        }
    }
}
