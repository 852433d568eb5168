#!/usr/bin/env python3
"""Side-by-side benchmarks of lowrite against the upstream MLIR 22 tools, in one run.

    benches/compare.py [--functions N] [--repeat R] [--generator PATH]

Builds lowrite (release), generates a large input (../shared/bench/gen_big.py if present, else
benches/gen_input.py), lowers it to the LLVM dialect with upstream MLIR 22, then measures, each
R times, the two sides of a row in turn (best wall time, peak resident memory per process):

  lower:      lowrite lower SRC -o OUT.mlir       vs  mlir-opt-22 SRC --convert-scf-to-cf --convert-to-llvm
                                                      --reconcile-unrealized-casts -o OUT.mlir
  translate:  lowrite translate IN -o OUT.ll      vs  mlir-translate-22 --mlir-to-llvmir IN -o OUT.ll
              (and whether the two .ll files hold the same LLVM IR)
              and whether lowrite's lowered text is byte-identical to mlir-opt-22's print of it
  compile:    lowrite compile -O2 --codegen-only IN -o OUT.o
                                                  vs  mlir-translate-22 --mlir-to-llvmir IN | llc-22 -O2
              (both run only -O2 code generation, no middle end)
  compile+opt: lowrite compile -O2 IN -o OUT.o    vs  mlir-translate-22 | opt-22 -O2 | llc-22 -O2
              (both run LLVM's default<O2> middle end, then -O2 code generation)
  compile-O0: lowrite compile -O0 SRC -o OUT.o    vs  mlir-opt-22 SRC <to-LLVM passes> | mlir-translate-22
              (from the high-level input)             --mlir-to-llvmir | llc-22 -O0
  lower-generic: lower, as above, on the input as mlir-opt --mlir-print-op-generic prints it
  lower-8000: lower, as above, on the input with 8000 functions
  run:        lowrite run PROG.mlir -e sum        vs  mlir-opt-22 PROG.mlir <to-LLVM passes> | mlir-runner-22
              (a small program, JIT-compiled)         -e sum (tests/corpus/exec/result_i64.mlir)

and, lowrite against itself, the standard rules interpreted at run time against compiled:

  interpreted: lowrite lower SRC --interpret-standard-rules  vs  lowrite lower SRC
              (at least 7 rounds; and whether the two outputs are byte-identical)
"""
import argparse, os, subprocess, sys, tempfile, time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BIN = Path(os.environ.get("LLVM_22_BIN", "/usr/lib/llvm-22/bin"))
LOWRITE = ROOT / "target" / "release" / "lowrite"

UPSTREAM_LOWER = ["--convert-scf-to-cf", "--convert-complex-to-llvm", "--convert-vector-to-llvm",
                  "--expand-strided-metadata", "--lower-affine", "--finalize-memref-to-llvm",
                  "--convert-math-to-llvm", "--convert-arith-to-llvm", "--convert-index-to-llvm",
                  "--convert-cf-to-llvm", "--convert-func-to-llvm", "--reconcile-unrealized-casts"]


def run_pipeline(stages):
    """Runs commands connected by pipes; returns (wall seconds, [peak RSS MiB per stage])."""
    start = time.perf_counter()
    procs, prev = [], None
    for i, cmd in enumerate(stages):
        last = i == len(stages) - 1
        p = subprocess.Popen(cmd, stdin=prev.stdout if prev else subprocess.DEVNULL,
                             stdout=subprocess.DEVNULL if last else subprocess.PIPE, stderr=subprocess.PIPE)
        if prev:
            prev.stdout.close()
        procs.append(p)
        prev = p
    rss = []
    for p in procs:
        _, status, usage = os.wait4(p.pid, 0)
        p.returncode = os.waitstatus_to_exitcode(status)
        err = p.stderr.read().decode()
        if p.returncode != 0:
            sys.exit(f"command failed: {' '.join(map(str, p.args))}\n{err}")
        rss.append(usage.ru_maxrss / 1024)
    wall = time.perf_counter() - start
    return wall, rss


def best_pair(ours, theirs, repeat):
    """The best wall time and the peak memory of each of two pipelines, run in turn, one of
    each per round, so that a shared machine's load, which drifts over seconds, weighs on both
    sides alike."""
    runs = [(run_pipeline(ours), run_pipeline(theirs)) for _ in range(repeat)]
    pick = lambda side: (min(r[side][0] for r in runs), max(max(r[side][1]) for r in runs))
    return pick(0), pick(1)


# Rounds of the interpreted-against-compiled row at least.
INTERPRETED_ROUNDS = 7

PIPELINE_FLAGS = ["-convert-arith-to-llvm", "-canonicalize", "-convert-scf-to-cf",
                  "-convert-to-llvm", "-reconcile-unrealized-casts"]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--functions", type=int, default=2000)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--generator", type=Path)
    args = ap.parse_args()

    subprocess.run(["cargo", "build", "--release", "-q", "-p", "lowrite-cli"], cwd=ROOT, check=True)
    gen = args.generator
    if gen is None:
        shared = ROOT.parent / "shared" / "bench" / "gen_big.py"
        gen = shared if shared.exists() else ROOT / "benches" / "gen_input.py"
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        src = tmp / "big.mlir"
        src.write_text(subprocess.run([sys.executable, gen, str(args.functions)], check=True,
                                      capture_output=True, text=True).stdout)
        llvm = tmp / "big.llvm.mlir"
        subprocess.run([BIN / "mlir-opt", src, *UPSTREAM_LOWER, "-o", llvm], check=True)
        ops = sum(1 for line in llvm.read_text().splitlines() if " = llvm." in line or line.strip().startswith("llvm."))
        print(f"input: {gen.name} {args.functions} functions; LLVM dialect: ~{ops} ops, "
              f"{llvm.stat().st_size / 1e6:.1f} MB; best of {args.repeat}")
        print(f"{'task':<12} {'lowrite s':>10} {'upstream s':>11} {'speedup':>8} {'lowrite MiB':>12} {'upstream MiB':>13}")

        rows = [
            ("lower",
             [[LOWRITE, "lower", src, "-o", tmp / "a.mlir"]],
             [[BIN / "mlir-opt", src, "--convert-scf-to-cf", "--convert-to-llvm",
               "--reconcile-unrealized-casts", "-o", tmp / "b.mlir"]]),
            # mlir-opt's flags as a makefile has them, a to-LLVM pass before an MLIR pass: lowrite
            # lowers `arith` at its place and hands the module back to MLIR for the rest.
            ("lower-flags",
             [[LOWRITE, "lower", src, *PIPELINE_FLAGS, "-o", tmp / "p.mlir"]],
             [[BIN / "mlir-opt", src, *PIPELINE_FLAGS, "-o", tmp / "q.mlir"]]),
            ("translate",
             [[LOWRITE, "translate", llvm, "-o", tmp / "a.ll"]],
             [[BIN / "mlir-translate", "--mlir-to-llvmir", llvm, "-o", tmp / "b.ll"]]),
            # Code generation only on both sides: translation, then llc -O2's work.
            ("compile",
             [[LOWRITE, "compile", "-O2", "--codegen-only", llvm, "-o", tmp / "a.o"]],
             [[BIN / "mlir-translate", "--mlir-to-llvmir", llvm],
              [BIN / "llc", "-O2", "-relocation-model=pic", "-filetype=obj", "-o", tmp / "b.o"]]),
            # lowrite's -O2 runs LLVM's default<O2> pipeline before codegen, as clang -O2 does;
            # upstream does the same work with opt -O2.
            ("compile+opt",
             [[LOWRITE, "compile", "-O2", llvm, "-o", tmp / "a.o"]],
             [[BIN / "mlir-translate", "--mlir-to-llvmir", llvm],
              [BIN / "opt", "-O2"],
              [BIN / "llc", "-O2", "-relocation-model=pic", "-filetype=obj", "-o", tmp / "c.o"]]),
        ]
        # The same input as `mlir-opt --mlir-print-op-generic` prints it.
        generic = tmp / "big.generic.mlir"
        subprocess.run([BIN / "mlir-opt", src, "--mlir-print-op-generic", "-o", generic], check=True)
        rows.insert(1, ("lower-generic",
                        [[LOWRITE, "lower", generic, "-o", tmp / "g.mlir"]],
                        [[BIN / "mlir-opt", generic, "--convert-scf-to-cf", "--convert-to-llvm",
                          "--reconcile-unrealized-casts", "-o", tmp / "g2.mlir"]]))
        # The same lowering on a four times larger input.
        src8 = tmp / "big8000.mlir"
        src8.write_text(subprocess.run([sys.executable, gen, str(4 * args.functions)], check=True,
                                       capture_output=True, text=True).stdout)
        rows.append(("lower-8000" if args.functions == 2000 else f"lower-{4 * args.functions}",
                     [[LOWRITE, "lower", src8, "-o", tmp / "a8.mlir"]],
                     [[BIN / "mlir-opt", src8, "--convert-scf-to-cf", "--convert-to-llvm",
                       "--reconcile-unrealized-casts", "-o", tmp / "b8.mlir"]]))
        rows.append(("compile-O0",
                     [[LOWRITE, "compile", "-O0", src, "-o", tmp / "h.o"]],
                     [[BIN / "mlir-opt", src, *UPSTREAM_LOWER],
                      [BIN / "mlir-translate", "--mlir-to-llvmir"],
                      [BIN / "llc", "-O0", "-relocation-model=pic", "-filetype=obj",
                       "-o", tmp / "h2.o"]]))
        prog = ROOT / "tests" / "corpus" / "exec" / "result_i64.mlir"
        lib = BIN.parent / "lib"
        rows.append(("run",
                     [[LOWRITE, "run", prog, "-e", "sum", "--entry-point-result=i64"]],
                     [[BIN / "mlir-opt", prog, *UPSTREAM_LOWER],
                      [BIN / "mlir-runner", "-e", "sum", "-entry-point-result=i64",
                       f"-shared-libs={lib}/libmlir_runner_utils.so,{lib}/libmlir_c_runner_utils.so"]]))
        for name, ours, theirs in rows:
            (ow, orss), (tw, trss) = best_pair(ours, theirs, args.repeat)
            print(f"{name:<12} {ow:>10.3f} {tw:>11.3f} {tw / ow:>7.2f}x {orss:>12.0f} {trss:>13.0f}")

        # Both sides take a fraction of a second: more rounds, for a ratio of two close times.
        (iw, irss), (cw, crss) = best_pair(
            [[LOWRITE, "lower", src, "-o", tmp / "i.mlir", "--interpret-standard-rules"]],
            [[LOWRITE, "lower", src, "-o", tmp / "a.mlir"]], max(args.repeat, INTERPRETED_ROUNDS))
        print(f"interpreted lower: {iw:.3f} s against compiled {cw:.3f} s ({iw / cw:.2f}x as long), "
              f"{irss:.0f} MiB against {crss:.0f} MiB; output "
              f"{'identical' if (tmp / 'i.mlir').read_bytes() == (tmp / 'a.mlir').read_bytes() else 'DIFFERENT'}")

        # The two translations should be the same LLVM IR, apart from the module's name.
        def body(path):
            return [l for l in path.read_text().splitlines()
                    if not l.startswith(("; ModuleID", "source_filename"))]
        same = body(tmp / "a.ll") == body(tmp / "b.ll")
        print(f"translate: lowrite's LLVM IR {'is' if same else 'is NOT'} mlir-translate's")
        # lowrite's lowered text is what mlir-opt prints for the same IR, byte for byte.
        reprint = tmp / "a.reprint.mlir"
        subprocess.run([BIN / "mlir-opt", tmp / "a.mlir", "-o", reprint], check=True)
        same = (tmp / "a.mlir").read_bytes() == reprint.read_bytes()
        print(f"lower: lowrite's text {'is' if same else 'is NOT'} mlir-opt-22's print of it")
        same = (tmp / "g.mlir").read_bytes() == (tmp / "a.mlir").read_bytes()
        print(f"lower-generic: lowrite's text {'is' if same else 'is NOT'} that of the custom form")


if __name__ == "__main__":
    main()
