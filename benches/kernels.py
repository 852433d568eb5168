#!/usr/bin/env python3
"""Kernel benchmark: the kernels of benches/kernels/kernels.mlir compiled at -O3 three ways,
linked with the same timing harness, run in one go, reported side by side as ratios.

    benches/kernels.py [--runs N]

  lowrite:   lowrite compile -O3 kernels.mlir
  upstream:  mlir-opt-22 (the reference lowering) | mlir-translate-22 | opt-22 -O3 | llc-22 -O3
  clang:     the same kernels in C (kernels_ref.c), clang-22 -O3

Each program prints, per kernel, its best time over several calls and a checksum; checksums
must agree. Times are the best of --runs program runs.
"""
import argparse, os, subprocess, sys, tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
HERE = ROOT / "benches" / "kernels"
BIN = Path(os.environ.get("LLVM_22_BIN", "/usr/lib/llvm-22/bin"))
LOWRITE = ROOT / "target" / "release" / "lowrite"
LOWER = ["--convert-scf-to-cf", "--expand-strided-metadata", "--finalize-memref-to-llvm",
         "--convert-math-to-llvm", "--convert-arith-to-llvm", "--convert-index-to-llvm",
         "--convert-cf-to-llvm", "--convert-func-to-llvm", "--reconcile-unrealized-casts"]


def sh(cmd, **kw):
    return subprocess.run([str(c) for c in cmd], check=True, **kw)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=3)
    args = ap.parse_args()
    sh(["cargo", "build", "--release", "-q", "-p", "lowrite-cli"], cwd=ROOT)
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        src = HERE / "kernels.mlir"
        objs = {}
        objs["lowrite"] = tmp / "lowrite.o"
        sh([LOWRITE, "compile", "-O3", src, "-o", objs["lowrite"]])
        llvm = tmp / "up.mlir"
        sh([BIN / "mlir-opt", src, *LOWER, "-o", llvm])
        ll = tmp / "up.ll"
        sh([BIN / "mlir-translate", "--mlir-to-llvmir", llvm, "-o", ll])
        # The host triple for opt and llc too, as lowrite and clang use: without it opt's cost
        # model knows no vector widths, which would make upstream look worse than it is.
        triple = sh([BIN / "llvm-config", "--host-target"], capture_output=True, text=True).stdout.strip()
        sh([BIN / "opt", "-O3", f"-mtriple={triple}", ll, "-o", tmp / "up.bc"])
        objs["upstream"] = tmp / "up.o"
        sh([BIN / "llc", "-O3", f"-mtriple={triple}", "-relocation-model=pic", "-filetype=obj",
            tmp / "up.bc", "-o", objs["upstream"]])
        objs["clang"] = tmp / "c.o"
        sh([BIN / "clang", "-O3", "-fPIC", "-c", HERE / "kernels_ref.c", "-o", objs["clang"]])
        results = {}
        for name, obj in objs.items():
            exe = tmp / f"{name}.exe"
            sh([BIN / "clang", "-O2", HERE / "harness.c", obj, "-o", exe])
            best = {}
            for _ in range(args.runs):
                out = sh([exe], capture_output=True, text=True).stdout
                for line in out.splitlines():
                    k, t, s = line.split()
                    best[k] = (min(float(t), best.get(k, (1e9, s))[0]), s)
            results[name] = best
        kernels = list(results["lowrite"].keys())
        print(f"{'kernel':<10} {'lowrite ms':>11} {'upstream ms':>12} {'clang ms':>9} {'up/lowrite':>11} {'clang/lowrite':>14}")
        ok = True
        for k in kernels:
            lw, ls = results["lowrite"][k]
            uw, us = results["upstream"][k]
            cw, cs = results["clang"][k]
            if not (ls == us):
                ok = False
                print(f"checksum mismatch for {k}: lowrite {ls}, upstream {us}", file=sys.stderr)
            print(f"{k:<10} {lw * 1e3:>11.2f} {uw * 1e3:>12.2f} {cw * 1e3:>9.2f} {uw / lw:>10.2f}x {cw / lw:>13.2f}x")
        if not ok:
            sys.exit(1)


if __name__ == "__main__":
    main()
