//! SIGINT and SIGTERM during a command: it exits with status 130 or 143, as a shell reports a
//! command the signal ended, and leaves nothing behind (no temporary `.lowrite-*` file beside
//! its output, no part files, no linker still writing).

use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// A module large enough that compiling it at -O2 takes a while: `n` functions of arithmetic.
fn big_module(n: usize) -> String {
    let mut s = String::new();
    for i in 0..n {
        s.push_str(&format!("func.func @f{i}(%a: i64, %b: i64) -> i64 {{\n"));
        s.push_str("  %x0 = arith.addi %a, %b : i64\n");
        for k in 1..40 {
            let op = ["arith.muli", "arith.xori", "arith.addi", "arith.subi"][k % 4];
            s.push_str(&format!("  %x{k} = {op} %x{}, %a : i64\n", k - 1));
        }
        s.push_str("  return %x39 : i64\n}\n");
    }
    s
}

fn lowrite(args: &[&str]) -> Child {
    Command::new(env!("CARGO_BIN_EXE_lowrite"))
        .args(args)
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap()
}

/// Waits until `dir` holds a file whose name starts with `prefix` (the command is writing its
/// output), up to a minute; false if the command ended first.
fn wait_for_temporary(dir: &Path, prefix: &str, child: &mut Child) -> bool {
    let start = Instant::now();
    while start.elapsed() < Duration::from_secs(60) {
        let writing = std::fs::read_dir(dir)
            .unwrap()
            .any(|e| e.unwrap().file_name().to_string_lossy().starts_with(prefix));
        if writing {
            return true;
        }
        if child.try_wait().unwrap().is_some() {
            return false;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    false
}

fn signal(child: &Child, sig: libc::c_int) {
    // SAFETY: `kill` has no memory effects; the pid is our child's.
    assert_eq!(unsafe { libc::kill(child.id() as libc::pid_t, sig) }, 0);
}

#[test]
fn an_interrupted_compile_leaves_nothing_and_exits_as_the_signal_says() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("big.mlir");
    std::fs::write(&input, big_module(1500)).unwrap();
    let out = tempfile::tempdir().unwrap();
    for (sig, status) in [(libc::SIGTERM, 143), (libc::SIGINT, 130)] {
        for target in ["lib.so", "obj.o"] {
            let path = out.path().join(target);
            let mut child =
                lowrite(&["compile", input.to_str().unwrap(), "-o", path.to_str().unwrap()]);
            assert!(
                wait_for_temporary(out.path(), ".lowrite-", &mut child),
                "compile ended before it was interrupted"
            );
            signal(&child, sig);
            let o = child.wait_with_output().unwrap();
            assert_eq!(o.status.code(), Some(status), "{}", String::from_utf8_lossy(&o.stderr));
            let left: Vec<_> =
                std::fs::read_dir(out.path()).unwrap().map(|e| e.unwrap().path()).collect();
            assert!(left.is_empty(), "left behind: {left:?}");
        }
    }
}

#[test]
fn an_interrupted_run_exits_as_the_signal_says() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("forever.mlir");
    std::fs::write(
        &input,
        "func.func @main() {\n  scf.while : () -> () {\n    %t = arith.constant true\n    \
         scf.condition(%t)\n  } do {\n    scf.yield\n  }\n  return\n}\n",
    )
    .unwrap();
    for (sig, status) in [(libc::SIGINT, 130), (libc::SIGTERM, 143)] {
        let child = lowrite(&["run", input.to_str().unwrap(), "-entry-point-result=void"]);
        std::thread::sleep(Duration::from_millis(500));
        signal(&child, sig);
        let o = child.wait_with_output().unwrap();
        assert_eq!(o.status.code(), Some(status), "{}", String::from_utf8_lossy(&o.stderr));
    }
}
