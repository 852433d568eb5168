//! Lowering a module's later top-level ops ahead, on another thread
//! (`convert::convert_module_in_pieces_ahead`, which `lowrite lower` uses on large modules),
//! gives byte for byte the text of lowering in order: checked on every corpus program, with
//! the run ahead starting at each top-level op.

use lowrite_runtime::convert::{self, Ahead, Legality};
use lowrite_runtime::export::{PieceWriter, PrintOptions, PrintedPieces};
use lowrite_runtime::ir::Module;
use lowrite_runtime::pipeline;
use lowrite_tests::{corpus_dir, mlir_files};

const PRINT: PrintOptions = PrintOptions { locations: true, generic: false };

/// The module lowered in order, printed: the text, or the error.
fn in_order(module: &Module) -> String {
    lower(module, None).0
}

/// The module lowered with the top-level ops from `from` on converted ahead: the text or the
/// error, and whether the run ahead was taken.
fn ahead(module: &Module, from: usize) -> (String, bool) {
    lower(module, Some(from))
}

fn lower(module: &Module, ahead_from: Option<usize>) -> (String, bool) {
    let rules = lowrite_patterns::standard();
    let options = convert::options_for(&rules, &Default::default());
    let mut out = Vec::new();
    let mut w = PieceWriter::begin(&mut out, PRINT, module).unwrap();
    let mut m = module.clone();
    let mut sink = |piece, top| {
        pipeline::check_legal(&piece)?;
        w.piece(piece, top);
        Ok(())
    };
    let lowered = match ahead_from {
        None => convert::convert_module_in_pieces(
            &mut m,
            &rules,
            &options,
            Legality::Full,
            false,
            &mut sink,
        )
        .map(|_| None),
        Some(from) => {
            let run = Ahead {
                from,
                sink: PrintedPieces::new(PRINT),
                piece: |printed: &mut PrintedPieces, piece, top| {
                    pipeline::check_legal(&piece)?;
                    printed.piece(&piece, top);
                    Ok(())
                },
            };
            convert::convert_module_in_pieces_ahead(&mut m, &rules, &options, &mut sink, run)
        }
    };
    match lowered {
        Ok(done) => {
            let taken = done.is_some();
            if let Some((printed, declared)) = done {
                w.append(printed, &|f| declared.contains(f));
            }
            w.end().unwrap();
            (String::from_utf8(out).unwrap(), taken)
        }
        Err(e) => (format!("error: {e}"), false),
    }
}

#[test]
fn lowering_ahead_gives_the_text_of_lowering_in_order() {
    let (mut compared, mut taken, mut redone) = (0, 0, 0);
    for path in mlir_files(&corpus_dir()) {
        let text = std::fs::read_to_string(&path).unwrap();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let Ok(module) = pipeline::load(&text, &name, &Default::default()) else { continue };
        let expected = in_order(&module);
        for from in 1..module.top_level_ops().len() {
            let (got, was_taken) = ahead(&module, from);
            assert!(
                got == expected,
                "{name}, ahead from top-level op {from}: {}",
                lowrite_tests::first_difference(("in order", &expected), ("ahead", &got))
            );
            compared += 1;
            if was_taken {
                taken += 1;
            } else {
                redone += 1;
            }
        }
    }
    // Both ways are exercised: runs taken as lowered ahead, and runs lowered again in order
    // (rules that make symbols of their own, such as `cf.assert`'s messages, or errors).
    assert!(compared > 500, "{compared} comparisons");
    assert!(taken > 300 && redone > 20, "{taken} taken, {redone} lowered again");
}

/// Functions declared on both sides of the split (`malloc`, `free`) are declared once, where
/// lowering in order declares them; a message `cf.assert` makes after the split has the name
/// lowering in order gives it.
#[test]
fn declarations_and_made_symbols_are_those_of_lowering_in_order() {
    let text = r#"
func.func @a(%n: index) {
  %m = memref.alloc(%n) : memref<?xf32>
  memref.dealloc %m : memref<?xf32>
  return
}
func.func @b(%c: i1) {
  cf.assert %c, "first"
  return
}
func.func @c(%c: i1) {
  cf.assert %c, "second"
  return
}
func.func @d(%n: index) {
  %m = memref.alloc(%n) : memref<?xf32>
  memref.dealloc %m : memref<?xf32>
  return
}
"#;
    let module = pipeline::load(text, "t.mlir", &Default::default()).unwrap();
    let expected = in_order(&module);
    assert_eq!(expected.matches("llvm.func @malloc").count(), 1, "{expected}");
    assert!(expected.contains("@assert_msg_0"), "{expected}");
    // From @d on: @d's own `malloc` and `free` are left out.
    let (got, taken) = ahead(&module, 3);
    assert!(taken, "the run from @d, without symbols of its own, is taken");
    assert_eq!(got, expected);
    // From @c on: its message must be `assert_msg_0`, after @b's `assert_msg`.
    let (got, taken) = ahead(&module, 2);
    assert!(!taken, "the run from @c makes a symbol: it is lowered again in order");
    assert_eq!(got, expected);
}
