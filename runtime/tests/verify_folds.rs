//! The folders' check (`lowrite verify --folds`) refutes a wrong folder: one that folds a
//! constant operation to a wrong constant, and one that folds `x + 1` to `x`, each with
//! operands that show it and a witness program that upstream MLIR 22 runs to another value
//! than the wrong fold. (`cli/tests/verify.rs` checks that the real folders are verified.)

use std::io::Write;
use std::process::{Command, Stdio};

use lowrite_runtime::ir::Module;
use lowrite_runtime::verify::{self, folded, Case, Folded, Verdict};

fn addi(width: u32) -> Vec<Case> {
    let cases = verify::fold_cases(&["arith.addi".to_string()], &[width]);
    assert_eq!(cases.len(), 4, "addi and its three flag variants");
    cases
}

fn refuted(outcome: &verify::Outcome) -> &[(String, String)] {
    match &outcome.verdict {
        Verdict::Refuted(model) => model,
        other => panic!("{} not refuted: {other:?}", outcome.case.describe()),
    }
}

/// What upstream MLIR 22 prints for a witness (lowered by `mlir-opt-22`, run by
/// `mlir-runner-22`).
fn upstream_prints(witness: &str) -> String {
    let run = |program: &str, args: &[&str], input: &[u8]| {
        let mut child = Command::new(format!("/usr/lib/llvm-22/bin/{program}"))
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        child.stdin.take().unwrap().write_all(input).unwrap();
        let o = child.wait_with_output().unwrap();
        assert!(o.status.success(), "{witness}{}", String::from_utf8_lossy(&o.stderr));
        o.stdout
    };
    let lowered =
        run("mlir-opt", &["-convert-to-llvm", "-reconcile-unrealized-casts"], witness.as_bytes());
    let libs = "-shared-libs=/usr/lib/llvm-22/lib/libmlir_c_runner_utils.so";
    let out = run("mlir-runner", &["-e", "main", "-entry-point-result=void", libs], &lowered);
    String::from_utf8(out).unwrap().trim().to_string()
}

fn operand(model: &[(String, String)], name: &str) -> i128 {
    let (_, v) = model.iter().find(|(n, _)| n == name).unwrap_or_else(|| panic!("{model:?}"));
    v.split(' ').next().unwrap().parse().unwrap_or_else(|_| panic!("{model:?}"))
}

/// The real folders, but `3 + 4` at 8 bits folds to 8.
#[test]
fn a_wrong_constant_is_refuted() {
    let wrong = |m: &mut Module, case: &Case| {
        let samples = verify::fold_samples(case);
        let mut out = folded(m, case);
        for (i, f) in &mut out {
            if samples[*i] == [verify::Operand::Const(3), verify::Operand::Const(4)] {
                *f = Folded::Const(8);
            }
        }
        out
    };
    let outcomes = verify::verify_folds_by(addi(8), 2, 20, wrong).unwrap();
    for o in &outcomes {
        let model = refuted(o);
        assert_eq!((operand(model, "a"), operand(model, "b")), (3, 4), "{model:?}");
        assert_eq!(operand(model, "folded"), 8, "{model:?}");
        assert_eq!(upstream_prints(o.witness.as_ref().unwrap()), "7");
    }
}

/// The real folders, but `x + 1` folds to `x`: refuted at every width, with a value of `x`
/// from the solver (any value shows it; the flags make some poison, none all).
#[test]
fn a_wrong_identity_is_refuted_with_an_operand() {
    for width in [8, 64] {
        let wrong = |m: &mut Module, case: &Case| {
            let samples = verify::fold_samples(case);
            // The real folders leave `x + 1`: this one folds it.
            let plus_one = [verify::Operand::Arg(0), verify::Operand::Const(1)];
            let mut out = folded(m, case);
            let i = samples.iter().position(|s| *s == plus_one).expect("a sample x + 1");
            assert!(out.iter().all(|(j, _)| *j != i), "x + 1 is not folded");
            out.push((i, Folded::Arg(0)));
            out
        };
        let outcomes = verify::verify_folds_by(addi(width), 2, 20, wrong).unwrap();
        for o in &outcomes {
            let model = refuted(o);
            assert_eq!(operand(model, "b"), 1, "{model:?}");
            let a = operand(model, "a");
            assert_eq!(operand(model, "folded"), a, "{model:?}");
            let (min, max) = (-(1i128 << (width - 1)), (1i128 << (width - 1)) - 1);
            assert!((min..=max).contains(&a), "{model:?}");
            if o.case.variant.contains("nsw") {
                assert_ne!(a, max, "a + 1 is poison at the largest value: {model:?}");
            }
            if o.case.variant.contains("nuw") {
                assert_ne!(a, -1, "a + 1 is poison at the largest unsigned value: {model:?}");
            }
            let witness = o.witness.as_ref().unwrap();
            assert!(witness.contains("memref.load %a_m"), "{witness}");
            let sum = if a == max { min } else { a + 1 };
            assert_eq!(upstream_prints(witness), sum.to_string(), "{witness}");
        }
    }
}

/// The real folders are verified on the same cases (so the two tests above fail for the
/// planted reason).
#[test]
fn the_real_addi_folder_is_verified() {
    let outcomes = verify::verify_folds(addi(8), 2, 20).unwrap();
    for o in outcomes {
        assert!(matches!(o.verdict, Verdict::Verified), "{o:?}");
    }
}
