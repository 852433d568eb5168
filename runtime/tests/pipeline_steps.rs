//! A pipeline's to-LLVM pass before an MLIR pass is lowrite's to do, with the rule sets the
//! caller gives; without any, loading says so instead of lowering nothing.

use lowrite_runtime::import::ImportOptions;
use lowrite_runtime::passes::PassPipeline;
use lowrite_runtime::pipeline;

#[test]
fn a_to_llvm_step_without_rule_sets_is_an_error() {
    let text =
        "func.func @f(%a: i32) -> i32 {\n  %b = arith.addi %a, %a : i32\n  return %b : i32\n}\n";
    let options = ImportOptions {
        pass_pipeline: Some(
            PassPipeline::from_flags(&["-convert-arith-to-llvm", "-canonicalize"]).unwrap(),
        ),
        ..ImportOptions::default()
    };
    let e = pipeline::load(text, "f.mlir", &options).unwrap_err().to_string();
    assert!(e.contains("'convert-arith-to-llvm' stands before MLIR passes"), "{e}");
    // MLIR passes alone need no rule sets.
    let options = ImportOptions {
        pass_pipeline: Some(PassPipeline::from_flags(&["-canonicalize"]).unwrap()),
        ..ImportOptions::default()
    };
    assert!(pipeline::load(text, "f.mlir", &options).is_ok());
}
