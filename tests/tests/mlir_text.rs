//! The fast reader of the higher-level dialects (`runtime::mlir_text`) against MLIR's parser and
//! verifier.
//!
//! - Every higher-level corpus program (as written and as `mlir-opt` prints it) and a generated
//!   benchmark-like program that the reader accepts gives the same module as MLIR's import:
//!   same ops, attributes, types, locations, operands, successors and block structure.
//! - Mutants of those programs (a line deleted; a type, an op, a value or a block swapped for
//!   another) that the reader accepts are accepted by MLIR too, and give the same module: the
//!   reader never takes what MLIR's verifier rejects.
//! - Random edits never make the reader panic, and the edited programs it accepts MLIR accepts
//!   and imports the same.
//! - Read in two halves at the same time, split where a top-level op starts, every program
//!   gives the module read whole.

use lowrite_runtime::asm::PrintOptions;
use lowrite_runtime::import::ImportOptions;
use lowrite_runtime::ir::{Location, Module};
use lowrite_runtime::mlir_text;
use lowrite_runtime::pipeline;
use lowrite_tests::compare::{
    big_reads_in_halves, check_halves, reader_agrees, variants_agree, Halves, MAX_VARIANT_TEXT,
};
use lowrite_tests::*;
use std::path::Path;
use std::process::Command;

fn mlir_import(text: &str, file: &str) -> lowrite_runtime::Result<Module> {
    pipeline::load_with_mlir(text, file, &ImportOptions::default())
}

/// The higher-level corpus programs, as written and as `mlir-opt` prints them, and a generated
/// program shaped like the benchmark input.
fn programs() -> Vec<(String, String)> {
    let corpus = corpus_dir();
    let mut out = Vec::new();
    for dir in ["arith", "lowered", "bare", "index32", "alloc_hooks", "exec", "abi", "partial"] {
        for path in mlir_files(&corpus.join(dir)) {
            let text = std::fs::read_to_string(&path).unwrap();
            if let Ok(printed) = mlir_opt_canonical_print(&text) {
                out.push((format!("{} (as mlir-opt prints it)", path.display()), printed));
            }
            if let Ok(printed) = mlir_opt_generic_print(&text) {
                out.push((format!("{} (in generic form)", path.display()), printed));
            }
            out.push((path.display().to_string(), text));
        }
    }
    out.push(("generated".into(), generated_program()));
    out.push(("generated, generic".into(), mlir_opt_generic_print(&generated_program()).unwrap()));
    out.push(("reader ops".into(), READER_OPS.into()));
    out.push(("reader ops, part 2".into(), READER_OPS_2.into()));
    out.push(("generic ops".into(), GENERIC_OPS.into()));
    out
}

/// Ops in MLIR's generic form (as `mlir-opt --mlir-print-op-generic` prints them) in functions
/// in the custom form: properties, segment sizes, successors, defaults left out.
const GENERIC_OPS: &str = r#"func.func private @g(i32) -> i32
func.func @f(%a: i32, %b: i32, %x: f32, %m: memref<?xf32>, %n: index, %c: i1, %i: index) -> i32 {
  %0 = "arith.addi"(%a, %b) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
  %1 = "arith.muli"(%0, %b) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
  %s = "arith.subi"(%1, %0) : (i32, i32) -> i32
  %2 = "arith.addf"(%x, %x) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
  %3 = "arith.cmpi"(%0, %1) <{predicate = 2 : i64}> : (i32, i32) -> i1
  %4 = "arith.cmpf"(%2, %x) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
  %5 = "arith.constant"() <{value = 7 : i32}> : () -> i32
  %6 = "arith.constant"() <{value = 2.500000e+00 : f32}> : () -> f32
  %7 = "arith.extsi"(%a) : (i32) -> i64
  %8 = "memref.alloc"(%n) <{alignment = 16 : i64, operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xf32>
  %9 = "arith.constant"() <{value = 0 : index}> : () -> index
  %10 = "memref.load"(%m, %9) : (memref<?xf32>, index) -> f32
  "memref.store"(%10, %8, %9) <{nontemporal = true}> : (f32, memref<?xf32>, index) -> ()
  "memref.dealloc"(%8) : (memref<?xf32>) -> ()
  %11 = "func.call"(%a) <{callee = @g}> : (i32) -> i32
  %12 = "index.cmp"(%i, %n) <{pred = #index<cmp_predicate slt>}> : (index, index) -> i1
  %13 = "index.constant"() <{value = 42 : index}> : () -> index
  %14 = "math.sqrt"(%x) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
  %15 = "memref.dim"(%m, %9) : (memref<?xf32>, index) -> index
  %16 = "math.absf"(%14) : (f32) -> f32
  "cf.cond_br"(%c, %11)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
^bb1(%y: i32):
  "cf.br"(%y)[^bb3] : (i32) -> ()
^bb2:
  "cf.br"(%5)[^bb3] : (i32) -> ()
^bb3(%r: i32):
  "func.return"(%r) : (i32) -> ()
}
"#;

/// Ops of `complex`, `index`, `memref` and `vector` the reader reads that no corpus program
/// holds together with only ops it reads.
const READER_OPS: &str = r#"memref.global "private" constant @table : memref<2x3xi32> = dense<[[1, -2, 3], [4, 5, 6]]> {alignment = 64 : i64}
memref.global @ones : memref<4xf32> = dense<1.000000e+00>
memref.global "private" @scratch : memref<2xf64> = uninitialized
func.func @globals(%i: index) -> (i32, f32, f64) {
  %t = memref.get_global @table : memref<2x3xi32>
  %o = memref.get_global @ones : memref<4xf32>
  %s = memref.get_global @scratch : memref<2xf64>
  %a = memref.load %t[%i, %i] : memref<2x3xi32>
  %b = memref.load %o[%i] : memref<4xf32>
  %c = memref.load %s[%i] : memref<2xf64>
  %u = memref.cast %o : memref<4xf32> to memref<*xf32>
  %d = memref.alloc() : memref<4xf32>
  memref.copy %u, %d : memref<*xf32> to memref<4xf32>
  %e = memref.alloc(%i) : memref<?xf32>
  memref.copy %o, %e : memref<4xf32> to memref<?xf32>
  return %a, %b, %c : i32, f32, f64
}
func.func @switch(%i: index, %a: f64, %b: f64, %m: memref<4xf64>) -> f64 {
  %r = scf.index_switch %i -> f64
  case 0 {
    %x = arith.addf %a, %b : f64
    scf.yield %x : f64
  }
  case -3 {
    scf.yield %b : f64
  }
  default {
    scf.yield %a : f64
  }
  scf.index_switch %i
  case 7 {
    memref.store %a, %m[%i] : memref<4xf64>
    scf.yield
  }
  default {
  }
  return %r : f64
}
func.func @reader_ops(%a: f64, %b: f64, %i: i64, %j: index, %m: memref<?x4xf32>, %u: memref<*xi32>, %s: f32) -> (f64, i1, index, i32, vector<4xf32>, index, index, f32) {
  %ninf = arith.constant 0xFFF0000000000000 : f64
  %z = complex.create %a, %b : complex<f64>
  %w = complex.mul %z, %z : complex<f64>
  %x = complex.add %w, %z fastmath<nnan> : complex<f64>
  %y = complex.div %x, %z : complex<f64>
  %n = complex.neg %y : complex<f64>
  %e = complex.exp %n : complex<f64>
  %c = complex.conj %e : complex<f64>
  %r = complex.re %c : complex<f64>
  %im = complex.im %c fastmath<fast> : complex<f64>
  %ab = complex.abs %c : complex<f64>
  %sum = arith.addf %r, %im : f64
  %sum1 = arith.addf %sum, %ab : f64
  %sum2 = arith.maximumf %sum1, %ninf : f64
  %eq = complex.eq %z, %c : complex<f64>
  %k = index.casts %i : i64 to index
  %k3 = index.constant -3
  %k4 = index.add %k, %k3
  %l = index.add %k4, %j
  %lt = index.cmp slt(%l, %j)
  %t = index.castu %l : index to i32
  %v = vector.broadcast %s : f32 to vector<4xf32>
  %rank = memref.rank %u : memref<*xi32>
  %p = memref.extract_aligned_pointer_as_index %m : memref<?x4xf32> -> index
  %both = arith.andi %eq, %lt : i1
  %inf = arith.constant 0x7F800000 : f32
  %q1 = memref.load %m[%j, %j] : memref<?x4xf32>
  %q0 = arith.minimumf %q1, %inf : f32
  %pw = math.fpowi %q0, %t : f32, i32
  %q = math.fpowi %pw, %t fastmath<fast> : f32, i32
  %vf = vector.fma %v, %v, %v : vector<4xf32>
  %vt = vector.broadcast %t : i32 to vector<4xi32>
  %vp = math.fpowi %vf, %vt : vector<4xf32>, vector<4xi32>
  return %sum2, %both, %rank, %t, %vp, %p, %l, %q : f64, i1, index, i32, vector<4xf32>, index, index, f32
}
func.func @vectors(%a: f32, %b: f32, %v: vector<4xi32>, %acc: i32) -> (f32, vector<2x2xf32>, i32, i32) {
  %e = vector.from_elements %a, %b, %b, %a : vector<2x2xf32>
  %flat = vector.shape_cast %e : vector<2x2xf32> to vector<4xf32>
  %x:4 = vector.to_elements %flat : vector<4xf32>
  %s = arith.addf %x#0, %x#3 : f32
  %r = vector.reduction <maxsi>, %v, %acc : vector<4xi32> into i32
  %lo, %hi = arith.mului_extended %r, %acc : i32
  %sin, %cos = math.sincos %s : f32
  %sum, %over = arith.addui_extended %lo, %hi : i32, i1
  %w = index.sizeof
  %t = index.bool.constant true
  %c1 = arith.constant 1 : index
  %row = vector.extract %e[1] : vector<2xf32> from vector<2x2xf32>
  %one = vector.extract %e[%c1, 0] : f32 from vector<2x2xf32>
  %e2 = vector.insert %one, %e[0, %c1] : f32 into vector<2x2xf32>
  %e3 = vector.insert %row, %e2[0] : vector<2xf32> into vector<2x2xf32>
  %g = "vector.extract"(%e3, %c1) <{static_position = array<i64: -9223372036854775808, 1>}> : (vector<2x2xf32>, index) -> f32
  return %sin, %e, %sum, %hi : f32, vector<2x2xf32>, i32, i32
}
func.func @vector_memory(%m: memref<4x8xf32>, %s: memref<?x?xf32, strided<[?, 1], offset: ?>>, %mv: memref<2xvector<4xi32>>, %z: memref<f32>, %i: index, %v: vector<8xf32>) -> (vector<3x8xf32>, vector<4xi32>, vector<2x4xf32>) {
  %a = vector.load %m[%i, %i] : memref<4x8xf32>, vector<8xf32>
  %b = vector.load %m[%i, %i] {alignment = 16 : i64} : memref<4x8xf32>, vector<2x8xf32>
  %c = vector.load %s[%i, %i] {nontemporal = true} : memref<?x?xf32, strided<[?, 1], offset: ?>>, vector<4xf32>
  %d = vector.load %mv[%i] : memref<2xvector<4xi32>>, vector<4xi32>
  %e = vector.load %z[] : memref<f32>, vector<f32>
  vector.store %v, %m[%i, %i] : memref<4x8xf32>, vector<8xf32>
  vector.store %c, %s[%i, %i] {alignment = 4 : i64, nontemporal = true} : memref<?x?xf32, strided<[?, 1], offset: ?>>, vector<4xf32>
  vector.store %d, %mv[%i] : memref<2xvector<4xi32>>, vector<4xi32>
  %f = vector.broadcast %a : vector<8xf32> to vector<3x8xf32>
  %g = vector.broadcast %e : vector<f32> to vector<2x4xf32>
  %h = vector.broadcast %b : vector<2x8xf32> to vector<2x8xf32>
  %s1 = vector.shuffle %a, %c [0, 9, -1, 3] : vector<8xf32>, vector<4xf32>
  %s2 = vector.shuffle %b, %b [1, 0, 3] : vector<2x8xf32>, vector<2x8xf32>
  %s3 = vector.shuffle %e, %e [1, 0, 1] : vector<f32>, vector<f32>
  %s4 = "vector.shuffle"(%s1, %a) <{mask = array<i64: 11, 2>}> : (vector<4xf32>, vector<8xf32>) -> vector<2xf32>
  %k = "vector.load"(%m, %i, %i) <{nontemporal = false}> : (memref<4x8xf32>, index, index) -> vector<8xf32>
  "vector.store"(%k, %m, %i, %i) : (vector<8xf32>, memref<4x8xf32>, index, index) -> ()
  return %f, %d, %g : vector<3x8xf32>, vector<4xi32>, vector<2x4xf32>
}
func.func @atomics(%m: memref<10xf32>, %k: memref<?x4xi32, strided<[8, 2], offset: ?>>, %i: index, %f: f32, %n: i32) -> (f32, i32) {
  %a = memref.atomic_rmw addf %f, %m[%i] : (f32, memref<10xf32>) -> f32
  %b = memref.atomic_rmw maxnumf %a, %m[%i] : (f32, memref<10xf32>) -> f32
  %c = memref.atomic_rmw assign %b, %m[%i] : (f32, memref<10xf32>) -> f32
  %d = memref.atomic_rmw ori %n, %k[%i, %i] : (i32, memref<?x4xi32, strided<[8, 2], offset: ?>>) -> i32
  %e = memref.atomic_rmw maxs %d, %k[%i, %i] : (i32, memref<?x4xi32, strided<[8, 2], offset: ?>>) -> i32
  %g = memref.atomic_rmw assign %e, %k[%i, %i] : (i32, memref<?x4xi32, strided<[8, 2], offset: ?>>) -> i32
  %h = "memref.atomic_rmw"(%f, %m, %i) <{kind = 12 : i64}> : (f32, memref<10xf32>, index) -> f32
  return %h, %g : f32, i32
}
func.func @views(%m: memref<16xf32>, %u: memref<*xi32>, %i: index) -> (f32, i32) {
  %a = memref.reinterpret_cast %m to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<16xf32> to memref<4x4xf32>
  %b = memref.reinterpret_cast %m to offset: [%i], sizes: [%i, 4], strides: [4, 1] : memref<16xf32> to memref<?x4xf32, strided<[4, 1], offset: ?>>
  %c = memref.reinterpret_cast %a to offset: [2], sizes: [2, %i], strides: [%i, 2] : memref<4x4xf32> to memref<2x?xf32, strided<[?, 2], offset: ?>>
  %d = memref.reinterpret_cast %u to offset: [1], sizes: [3], strides: [1] : memref<*xi32> to memref<3xi32, strided<[1], offset: 1>>
  %e = memref.reinterpret_cast %m to offset: [0], sizes: [], strides: [] : memref<16xf32> to memref<f32>
  %f = memref.reinterpret_cast %m to offset: [0], sizes: [2, 8], strides: [8, 1] : memref<16xf32> to memref<2x?xf32>
  %g = "memref.reinterpret_cast"(%m, %i) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (memref<16xf32>, index) -> memref<?xf32>
  %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %c : memref<2x?xf32, strided<[?, 2], offset: ?>> -> memref<f32>, index, index, index, index, index
  %b0, %o0 = memref.extract_strided_metadata %e : memref<f32> -> memref<f32>, index
  %m2:4 = "memref.extract_strided_metadata"(%m) : (memref<16xf32>) -> (memref<f32>, index, index, index)
  %back = memref.reinterpret_cast %base to offset: [%off], sizes: [%sizes#1], strides: [%strides#0] : memref<f32> to memref<?xf32, strided<[?], offset: ?>>
  %s1 = memref.subview %a[0, 1] [4, 3] [1, 1] : memref<4x4xf32> to memref<4x3xf32, strided<[4, 1], offset: 1>>
  %s2 = memref.subview %a[0, 0] [4, 4] [1, 1] : memref<4x4xf32> to memref<4x4xf32>
  %s3 = memref.subview %a[%i, 0] [2, %i] [1, 2] : memref<4x4xf32> to memref<2x?xf32, strided<[4, 2], offset: ?>>
  %s4 = memref.subview %c[0, 0] [2, 2] [1, 1] : memref<2x?xf32, strided<[?, 2], offset: ?>> to memref<2x2xf32, strided<[?, 2], offset: ?>>
  %s5 = memref.subview %s3[1, %i] [1, 1] [%i, 1] : memref<2x?xf32, strided<[4, 2], offset: ?>> to memref<1x1xf32, strided<[?, 2], offset: ?>>
  %s6 = "memref.subview"(%a, %i) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 1, 1>, static_sizes = array<i64: -9223372036854775808, 3>, static_strides = array<i64: 1, 1>}> : (memref<4x4xf32>, index) -> memref<?x3xf32, strided<[4, 1], offset: 5>>
  %c1 = memref.collapse_shape %a [[0, 1]] : memref<4x4xf32> into memref<16xf32>
  %c2 = memref.collapse_shape %f [[0, 1]] : memref<2x?xf32> into memref<?xf32>
  %c3 = memref.collapse_shape %a [[0], [1]] : memref<4x4xf32> into memref<4x4xf32>
  %c4 = "memref.collapse_shape"(%a) <{reassociation = [[0, 1]]}> : (memref<4x4xf32>) -> memref<16xf32>
  memref.copy %c1, %c4 : memref<16xf32> to memref<16xf32>
  memref.copy %c3, %a : memref<4x4xf32> to memref<4x4xf32>
  %x3 = memref.load %c2[%i] : memref<?xf32>
  memref.store %x3, %c1[%i] : memref<16xf32>
  %x1 = memref.load %s5[%i, %i] : memref<1x1xf32, strided<[?, 2], offset: ?>>
  memref.store %x1, %s6[%i, %i] : memref<?x3xf32, strided<[4, 1], offset: 5>>
  %x2 = memref.load %s1[%i, %i] : memref<4x3xf32, strided<[4, 1], offset: 1>>
  memref.store %x2, %s4[%i, %i] : memref<2x2xf32, strided<[?, 2], offset: ?>>
  memref.store %x2, %s2[%i, %i] : memref<4x4xf32>
  %x = memref.load %c[%i, %i] : memref<2x?xf32, strided<[?, 2], offset: ?>>
  %y = memref.load %d[%i] : memref<3xi32, strided<[1], offset: 1>>
  %z = memref.load %e[] : memref<f32>
  memref.store %z, %b[%i, %i] : memref<?x4xf32, strided<[4, 1], offset: ?>>
  memref.store %x, %f[%i, %i] : memref<2x?xf32>
  memref.store %x, %g[%i] : memref<?xf32>
  return %x, %y : f32, i32
}
func.func @aligned(%m: memref<4xf32>, %k: memref<?x8xi32, strided<[16, 1], offset: ?>>, %i: index) -> (f32, i32) {
  %a = memref.assume_alignment %m, 64 : memref<4xf32>
  %b = memref.assume_alignment %k, 1 : memref<?x8xi32, strided<[16, 1], offset: ?>>
  %c = "memref.assume_alignment"(%a) <{alignment = 8 : i32}> : (memref<4xf32>) -> memref<4xf32>
  %x = memref.load %c[%i] : memref<4xf32>
  %y = memref.load %b[%i, %i] : memref<?x8xi32, strided<[16, 1], offset: ?>>
  return %x, %y : f32, i32
}
func.func @expanded(%m: memref<16xf32>, %d: memref<?x6xi32>, %a: index, %b: index) -> (f32, i32) {
  %x = memref.expand_shape %m [[0, 1]] output_shape [4, 4] : memref<16xf32> into memref<4x4xf32>
  %y = memref.expand_shape %d [[0, 1], [2, 3]] output_shape [%a, %b, 2, 3] : memref<?x6xi32> into memref<?x?x2x3xi32>
  %z = memref.expand_shape %d [[0, 1], [2]] output_shape [2, %b, 6] : memref<?x6xi32> into memref<2x?x6xi32>
  %w = "memref.expand_shape"(%m) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 2, 2, 4>}> : (memref<16xf32>) -> memref<2x2x4xf32>
  %p = memref.load %x[%a, %b] : memref<4x4xf32>
  %q = memref.load %y[%a, %b, %a, %b] : memref<?x?x2x3xi32>
  %r = memref.load %z[%a, %b, %a] : memref<2x?x6xi32>
  %s = memref.load %w[%a, %b, %a] : memref<2x2x4xf32>
  %t = arith.addf %p, %s : f32
  %u = arith.addi %q, %r : i32
  return %t, %u : f32, i32
}
func.func @complex_constants() -> (complex<f32>, complex<f64>, complex<f32>) {
  %a = complex.constant [1.500000e+00 : f32, -2.000000e+00 : f32] : complex<f32>
  %b = complex.constant [0x7FF0000000000000 : f64, 2.5 : f64] : complex<f64>
  %c = "complex.constant"() <{value = [0.000000e+00 : f32, 1.000000e+00 : f32]}> : () -> complex<f32>
  %d = complex.add %a, %c : complex<f32>
  return %d, %b, %a : complex<f32>, complex<f64>, complex<f32>
}
func.func @parallel(%m: memref<?x?xf32>, %x: f32, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%n, %n) step (%c1, %c1) {
    memref.store %x, %m[%i, %j] : memref<?x?xf32>
  }
  scf.parallel (%i) = (%c1) to (%n) step (%c1) {
    memref.store %x, %m[%i, %c0] : memref<?x?xf32>
    scf.reduce
  }
  return
}
func.func @reduced(%a: memref<4x4xf32>, %b: memref<2x?x8xi32, strided<[?, 8, 1], offset: ?>>, %i: index) -> (f32, i32) {
  %r1 = memref.subview %a[1, 0] [1, 4] [1, 1] : memref<4x4xf32> to memref<4xf32, strided<[1], offset: 4>>
  %r2 = memref.subview %a[0, %i] [4, 1] [1, 1] : memref<4x4xf32> to memref<4xf32, strided<[4], offset: ?>>
  %r3 = memref.subview %a[2, 3] [1, 1] [1, 1] : memref<4x4xf32> to memref<f32, strided<[], offset: 11>>
  %r4 = memref.subview %b[0, %i, 0] [1, %i, 4] [1, 1, 2] : memref<2x?x8xi32, strided<[?, 8, 1], offset: ?>> to memref<?x4xi32, strided<[8, 2], offset: ?>>
  %r5 = memref.subview %b[0, 0, 2] [2, 1, 3] [1, 1, 1] : memref<2x?x8xi32, strided<[?, 8, 1], offset: ?>> to memref<2x3xi32, strided<[?, 1], offset: ?>>
  %r6 = "memref.subview"(%a, %i) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 3, -9223372036854775808>, static_sizes = array<i64: 1, 2>, static_strides = array<i64: 1, 1>}> : (memref<4x4xf32>, index) -> memref<2xf32, strided<[1], offset: ?>>
  %x1 = memref.load %r1[%i] : memref<4xf32, strided<[1], offset: 4>>
  %x2 = memref.load %r2[%i] : memref<4xf32, strided<[4], offset: ?>>
  %x3 = memref.load %r3[] : memref<f32, strided<[], offset: 11>>
  %x6 = memref.load %r6[%i] : memref<2xf32, strided<[1], offset: ?>>
  %y1 = arith.addf %x1, %x2 : f32
  %y2 = arith.addf %y1, %x3 : f32
  %y3 = arith.addf %y2, %x6 : f32
  %z1 = memref.load %r4[%i, %i] : memref<?x4xi32, strided<[8, 2], offset: ?>>
  %z2 = memref.load %r5[%i, %i] : memref<2x3xi32, strided<[?, 1], offset: ?>>
  %z = arith.addi %z1, %z2 : i32
  return %y3, %z : f32, i32
}
func.func @floats() -> (f16, f16, f16, f16, f16, f16, f16, bf16, bf16, bf16, f32, f32, f64, f16, f16) {
  %a = arith.constant 1.0 : f16
  %b = arith.constant 0.1 : f16
  %c = arith.constant 65519.0 : f16
  %d = arith.constant 6.0e-08 : f16
  %e = arith.constant 1.00048828125 : f16
  %f = arith.constant 1.00146484375 : f16
  %g = arith.constant -2.5e-3 : f16
  %h = arith.constant 3.14159 : bf16
  %i = arith.constant 1.0e+38 : bf16
  %j = arith.constant 0x3F80 : bf16
  %k = arith.constant 0x7FC00000 : f32
  %l = arith.constant 0xFFC00001 : f32
  %m = arith.constant 0x7FF8000000000001 : f64
  %n = arith.constant 0x7C00 : f16
  %o = arith.constant 0x8001 : f16
  %s = arith.addf %a, %b : f16
  %t = arith.mulf %h, %i : bf16
  %u = arith.maximumf %k, %l : f32
  return %s, %c, %d, %e, %f, %g, %o, %t, %h, %j, %u, %l, %m, %n, %a : f16, f16, f16, f16, f16, f16, f16, bf16, bf16, bf16, f32, f32, f64, f16, f16
}
func.func @views_and_reshapes(%m: memref<64xi8>, %d: memref<?xi8>, %f: memref<8xf32>, %s: memref<2xindex>, %t: memref<3xi32>, %o: index, %n: index) -> (f32, i32, f32) {
  %v1 = memref.view %m[%o][] : memref<64xi8> to memref<4x2xf32>
  %v2 = memref.view %d[%o][%n, %n] : memref<?xi8> to memref<?x4x?xi32>
  %v3 = memref.view %m[%o][] : memref<64xi8> to memref<f64>
  %v4 = "memref.view"(%d, %o, %n) : (memref<?xi8>, index, index) -> memref<?xvector<2xf32>>
  %r1 = memref.reshape %f(%s) : (memref<8xf32>, memref<2xindex>) -> memref<?x?xf32>
  %r2 = memref.reshape %v1(%t) : (memref<4x2xf32>, memref<3xi32>) -> memref<2x2x2xf32>
  %r3 = "memref.reshape"(%f, %s) : (memref<8xf32>, memref<2xindex>) -> memref<4x2xf32>
  %a = memref.load %v1[%o, %o] : memref<4x2xf32>
  %b = memref.load %v2[%o, %o, %o] : memref<?x4x?xi32>
  %c = memref.load %r1[%o, %o] : memref<?x?xf32>
  %e = memref.load %r2[%o, %o, %o] : memref<2x2x2xf32>
  %g = memref.load %r3[%o, %o] : memref<4x2xf32>
  %h = memref.load %v3[] : memref<f64>
  %w = memref.load %v4[%o] : memref<?xvector<2xf32>>
  %x = arith.addf %a, %c : f32
  %y = arith.addf %e, %g : f32
  %z = arith.addf %x, %y : f32
  vector.print %w : vector<2xf32>
  %q = arith.truncf %h : f64 to f32
  %u = arith.addf %z, %q : f32
  return %u, %b, %z : f32, i32, f32
}
"#;

/// More ops the reader reads, apart so that each program stays short enough to be mutated
/// (`compare::MAX_VARIANT_TEXT`).
const READER_OPS_2: &str = r#"func.func @casts(%a: memref<4x4xf32, strided<[8, 1], offset: 2>>, %b: memref<?x?xf32>, %i: index) -> (f32, f32, f32) {
  %c = memref.cast %a : memref<4x4xf32, strided<[8, 1], offset: 2>> to memref<?x4xf32, strided<[?, 1], offset: ?>>
  %d = memref.cast %c : memref<?x4xf32, strided<[?, 1], offset: ?>> to memref<4x?xf32, strided<[8, ?], offset: 2>>
  %e = memref.cast %b : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %f = memref.cast %e : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<3x5xf32>
  %g = memref.cast %f : memref<3x5xf32> to memref<3x5xf32, strided<[5, 1]>>
  %h = "memref.cast"(%g) : (memref<3x5xf32, strided<[5, 1]>>) -> memref<?x5xf32, strided<[?, 1], offset: ?>>
  %u = memref.cast %d : memref<4x?xf32, strided<[8, ?], offset: 2>> to memref<*xf32>
  %k1 = memref.cast %a : memref<4x4xf32, strided<[8, 1], offset: 2>> to memref<4x4xf32, strided<[?, 1], offset: 2>>
  %k2 = memref.cast %f : memref<3x5xf32> to memref<3x?xf32>
  %k3 = memref.cast %b : memref<?x?xf32> to memref<2x?xf32, strided<[?, 1]>>
  %k4 = "memref.cast"(%u) : (memref<*xf32>) -> memref<4x?xf32, strided<[8, ?], offset: 2>>
  %x = memref.load %d[%i, %i] : memref<4x?xf32, strided<[8, ?], offset: 2>>
  %y = memref.load %h[%i, %i] : memref<?x5xf32, strided<[?, 1], offset: ?>>
  %z = memref.load %g[%i, %i] : memref<3x5xf32, strided<[5, 1]>>
  call @print_view(%u) : (memref<*xf32>) -> ()
  return %x, %y, %z : f32, f32, f32
}
func.func private @print_view(memref<*xf32>)
func.func @masks(%a: vector<4xf32>, %b: vector<4xf32>) -> (vector<4xf32>, vector<2x2xi1>) {
  %m = arith.constant dense<[true, false, true, false]> : vector<4xi1>
  %t = arith.constant dense<true> : vector<2x2xi1>
  %f = arith.constant dense<false> : vector<4xi1>
  %n = arith.xori %m, %f : vector<4xi1>
  %s = arith.select %n, %a, %b : vector<4xi1>, vector<4xf32>
  return %s, %t : vector<4xf32>, vector<2x2xi1>
}
func.func @masked(%m: memref<4x8xf32>, %s: memref<?x?xf32, strided<[?, 1], offset: ?>>, %d: memref<4x8xf64>, %i: index, %k: vector<4xi1>, %k2: vector<2x4xi1>, %k8: vector<4xi8>, %p: vector<4xf32>, %p2: vector<2x4xf32>) -> (vector<4xf32>, vector<2x4xf32>) {
  %r = vector.maskedload %m[%i, %i], %k, %p : memref<4x8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %q = vector.maskedload %s[%i, %i], %k, %r {alignment = 16 : i64} : memref<?x?xf32, strided<[?, 1], offset: ?>>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %t = vector.maskedload %m[%i, %i], %k2, %p2 : memref<4x8xf32>, vector<2x4xi1>, vector<2x4xf32> into vector<2x4xf32>
  vector.maskedstore %m[%i, %i], %k, %q : memref<4x8xf32>, vector<4xi1>, vector<4xf32>
  "vector.maskedstore"(%s, %i, %i, %k, %r) : (memref<?x?xf32, strided<[?, 1], offset: ?>>, index, index, vector<4xi1>, vector<4xf32>) -> ()
  %e = vector.expandload %m[%i, %i], %k, %p : memref<4x8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %e2 = vector.expandload %s[%i, %i], %k2, %p2 {alignment = 8 : i64} : memref<?x?xf32, strided<[?, 1], offset: ?>>, vector<2x4xi1>, vector<2x4xf32> into vector<2x4xf32>
  vector.compressstore %m[%i, %i], %k, %e : memref<4x8xf32>, vector<4xi1>, vector<4xf32>
  "vector.compressstore"(%s, %i, %i, %k2, %e2) : (memref<?x?xf32, strided<[?, 1], offset: ?>>, index, index, vector<2x4xi1>, vector<2x4xf32>) -> ()
  return %q, %t : vector<4xf32>, vector<2x4xf32>
}
func.func @gathers(%m: memref<16xf32>, %n: memref<4x4xf32>, %d: memref<16xf64>, %i: index, %v: vector<4xi32>, %w: vector<2x3xindex>, %v8: vector<8xi32>, %k: vector<4xi1>, %k2: vector<2x3xi1>, %p: vector<4xf32>, %p2: vector<2x3xf32>) -> (vector<4xf32>, vector<2x3xf32>) {
  %g = vector.gather %m[%i][%v], %k, %p : memref<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %h = vector.gather %n[%i, %i][%w], %k2, %p2 {alignment = 8 : i64} : memref<4x4xf32>, vector<2x3xindex>, vector<2x3xi1>, vector<2x3xf32> into vector<2x3xf32>
  vector.scatter %m[%i][%v], %k, %g : memref<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
  "vector.scatter"(%n, %i, %i, %w, %k2, %h) : (memref<4x4xf32>, index, index, vector<2x3xindex>, vector<2x3xi1>, vector<2x3xf32>) -> ()
  return %g, %h : vector<4xf32>, vector<2x3xf32>
}
func.func @collapsed_views(%a: memref<4x8xf32, strided<[16, 2], offset: ?>>, %b: memref<2x3x4xi32, strided<[24, 8, 2], offset: 5>>, %i: index) -> (f32, i32, i32) {
  %c = memref.collapse_shape %a [[0, 1]] : memref<4x8xf32, strided<[16, 2], offset: ?>> into memref<32xf32, strided<[2], offset: ?>>
  %d = memref.collapse_shape %b [[0, 1], [2]] : memref<2x3x4xi32, strided<[24, 8, 2], offset: 5>> into memref<6x4xi32, strided<[8, 2], offset: 5>>
  %e = "memref.collapse_shape"(%b) <{reassociation = [[0], [1, 2]]}> : (memref<2x3x4xi32, strided<[24, 8, 2], offset: 5>>) -> memref<2x12xi32, strided<[24, 2], offset: 5>>
  %x = memref.load %c[%i] : memref<32xf32, strided<[2], offset: ?>>
  %y = memref.load %d[%i, %i] : memref<6x4xi32, strided<[8, 2], offset: 5>>
  %z = memref.load %e[%i, %i] : memref<2x12xi32, strided<[24, 2], offset: 5>>
  return %x, %y, %z : f32, i32, i32
}
func.func @classes(%x: f32, %v: vector<4xf64>, %h: f16, %k: i32) -> (i1, vector<4xi1>, i1, i1) {
  %n = math.isnan %x : f32
  %i = math.isinf %v {fastmath = #arith.fastmath<nnan>} : vector<4xf64>
  %f = "math.isfinite"(%h) <{fastmath = #arith.fastmath<none>}> : (f16) -> i1
  %o = math.isnormal %x : f32
  %u = "math.isnan"(%v) <{fastmath = #arith.fastmath<fast>}> : (vector<4xf64>) -> vector<4xi1>
  %s = arith.addf %x, %x {fastmath = #arith.fastmath<contract>} : f32
  %c = complex.constant [1.500000e+00, -2.5e-3] : complex<f64>
  %d = complex.constant [1.0, 2.0 : f64] : complex<f64>
  return %n, %i, %f, %o : i1, vector<4xi1>, i1, i1
}
func.func @scopes(%a: i64, %n: index) -> (i64, i32, i64) {
  %r = memref.alloca_scope -> (i64) {
    %buf = memref.alloca(%n) : memref<?xi64>
    memref.alloca_scope.return %a : i64
  }
  memref.alloca_scope {
    %b = memref.alloca() : memref<4xi64>
  }
  %e:2 = scf.execute_region -> (i64, i32) {
    %c = arith.constant 3 : i32
    scf.yield %r, %c : i64, i32
  }
  %f = scf.execute_region -> i64 no_inline {
    scf.yield %a : i64
  }
  %g = "scf.execute_region"() ({
    "scf.yield"(%a) : (i64) -> ()
  }) : () -> i64
  "memref.alloca_scope"() ({
    "memref.alloca_scope.return"() : () -> ()
  }) : () -> ()
  return %f, %e#1, %g : i64, i32, i64
}
func.func @poisons() -> (i32, vector<4xf32>) {
  %a = "ub.poison"() <{value = #ub.poison}> : () -> i32
  %c = "ub.poison"() : () -> vector<4xf32>
  return %a, %c : i32, vector<4xf32>
}
func.func @reshapes(%u: memref<*xf32>, %s: memref<2xindex>, %d: memref<?xi32>, %t: memref<?xf32>) -> memref<?x?xf32> {
  %a = memref.reshape %u(%s) : (memref<*xf32>, memref<2xindex>) -> memref<?x?xf32>
  %b = memref.reshape %u(%d) : (memref<*xf32>, memref<?xi32>) -> memref<*xf32>
  %c = "memref.reshape"(%a, %s) : (memref<?x?xf32>, memref<2xindex>) -> memref<*xf32>
  return %a : memref<?x?xf32>
}
func.func @vshapes(%v: vector<2x3xf32>, %w: vector<2x3x4xi8>, %sq: vector<2x2xf32>, %a: index, %b: index, %c: index) -> (vector<3x2xf32>, vector<2x3x4xi1>) {
  %t = vector.transpose %v, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  %q = vector.transpose %sq, [1, 0] : vector<2x2xf32> to vector<2x2xf32>
  %u = vector.transpose %w, [2, 0, 1] : vector<2x3x4xi8> to vector<4x2x3xi8>
  %g = "vector.transpose"(%w) <{permutation = array<i64: 0, 2, 1>}> : (vector<2x3x4xi8>) -> vector<2x4x3xi8>
  %m = vector.create_mask %a, %b, %c : vector<2x3x4xi1>
  %n = vector.create_mask %a : vector<8xi1>
  %k = "vector.create_mask"(%a, %b) : (index, index) -> vector<4x4xi1>
  return %t, %m : vector<3x2xf32>, vector<2x3x4xi1>
}
func.func @reductions(%v: vector<2x3xf32>, %w: vector<2x3x4xi32>, %a: vector<2xf32>, %s: f32, %ai: vector<3xi32>) -> (vector<2xf32>, f32) {
  %r = vector.multi_reduction <add>, %v, %a [1] : vector<2x3xf32> to vector<2xf32>
  %t = vector.multi_reduction <maximumf>, %v, %s [0, 1] : vector<2x3xf32> to f32
  %u = vector.multi_reduction <xor>, %w, %ai [0, 2] : vector<2x3x4xi32> to vector<3xi32>
  %g = "vector.multi_reduction"(%v, %a) <{kind = #vector.kind<mul>, reduction_dims = array<i64: 1>}> : (vector<2x3xf32>, vector<2xf32>) -> vector<2xf32>
  return %r, %t : vector<2xf32>, f32
}
func.func @slices(%v: vector<8xi16>, %w: vector<4x6xf32>, %p: vector<2xf32>, %q: vector<2x2xf32>, %pi: vector<2xi32>) -> (vector<3xi16>, vector<2x4xf32>) {
  %i = vector.insert_strided_slice %p, %w {offsets = [1, 2], strides = [1]} : vector<2xf32> into vector<4x6xf32>
  %j = vector.insert_strided_slice %q, %i {offsets = [2, 4], strides = [1, 1]} : vector<2x2xf32> into vector<4x6xf32>
  %k = vector.insert_strided_slice %p, %p {offsets = [0], strides = [1]} : vector<2xf32> into vector<2xf32>
  %l = "vector.insert_strided_slice"(%p, %j) <{offsets = [3, 4], strides = [1]}> : (vector<2xf32>, vector<4x6xf32>) -> vector<4x6xf32>
  %a = vector.extract_strided_slice %v {offsets = [4], sizes = [3], strides = [1]} : vector<8xi16> to vector<3xi16>
  %b = vector.extract_strided_slice %w {offsets = [1], sizes = [2], strides = [1]} : vector<4x6xf32> to vector<2x6xf32>
  %c = vector.extract_strided_slice %w {offsets = [1, 2], sizes = [2, 4], strides = [1, 1]} : vector<4x6xf32> to vector<2x4xf32>
  %d = vector.extract_strided_slice %v {strides = [], offsets = [], sizes = []} : vector<8xi16> to vector<8xi16>
  %e = "vector.extract_strided_slice"(%v) <{offsets = [5], sizes = [3], strides = [1]}> : (vector<8xi16>) -> vector<3xi16>
  return %a, %c : vector<3xi16>, vector<2x4xf32>
}
func.func @prefetches(%m: memref<8xf32>, %n: memref<4x?xi32, strided<[?, 1], offset: ?>>, %z: memref<f64>, %i: index) {
  memref.prefetch %m[%i], read, locality<3>, data : memref<8xf32>
  memref.prefetch %n[%i, %i], write, locality<0>, instr : memref<4x?xi32, strided<[?, 1], offset: ?>>
  memref.prefetch %z[], read, locality<1>, data : memref<f64>
  return
}
func.func @rank0(%a: memref<1x1xf32, strided<[3, 1], offset: 1>>, %b: memref<1x1xf32>, %c: memref<1x1xf32, strided<[?, ?], offset: ?>>, %d: memref<1xf32, strided<[4]>>) -> f32 {
  %s = memref.collapse_shape %a [] : memref<1x1xf32, strided<[3, 1], offset: 1>> into memref<f32, strided<[], offset: 1>>
  %t = memref.collapse_shape %b [] : memref<1x1xf32> into memref<f32>
  %u = memref.collapse_shape %c [] : memref<1x1xf32, strided<[?, ?], offset: ?>> into memref<f32, strided<[], offset: ?>>
  %v = memref.collapse_shape %d [] : memref<1xf32, strided<[4]>> into memref<f32, strided<[]>>
  %w = "memref.collapse_shape"(%b) <{reassociation = []}> : (memref<1x1xf32>) -> memref<f32>
  %m = memref.alloc() {alignment = 64} : memref<4xf32>
  %n = "memref.alloc"() <{alignment = 32, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2xf32>
  %x = memref.load %s[] : memref<f32, strided<[], offset: 1>>
  return %x : f32
}
func.func @transposes(%a: memref<3x4xi32>, %b: memref<?x?xf32>, %c: memref<3x4xi32, strided<[8, 2], offset: 2>>, %d: memref<2x3x4xf32, strided<[?, ?, 1], offset: ?>>) {
  %t1 = memref.transpose %a (i, j) -> (j, i) : memref<3x4xi32> to memref<4x3xi32, strided<[1, 4]>>
  %t2 = memref.transpose %a (d0, d1) -> (d0, d1) : memref<3x4xi32> to memref<3x4xi32>
  %t3 = memref.transpose %a (x, y) -> (x, y) : memref<3x4xi32> to memref<3x4xi32, strided<[4, 1]>>
  %t4 = memref.transpose %b (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
  %t5 = memref.transpose %c (i, j) -> (j, i) : memref<3x4xi32, strided<[8, 2], offset: 2>> to memref<4x3xi32, strided<[2, 8], offset: 2>>
  %t6 = memref.transpose %d (a, b, c) -> (c, a, b) : memref<2x3x4xf32, strided<[?, ?, 1], offset: ?>> to memref<4x2x3xf32, strided<[1, ?, ?], offset: ?>>
  %t7 = "memref.transpose"(%a) <{permutation = affine_map<(d0, d1) -> (d1, d0)>}> : (memref<3x4xi32>) -> memref<4x3xi32, strided<[1, 4]>>
  return
}
func.func @distinct(%a: memref<4xf32>, %b: memref<?x?xi32>, %s: memref<4xf32, strided<[2], offset: ?>>) -> memref<4xf32> {
  %x, %y = memref.distinct_objects %a, %b : memref<4xf32>, memref<?x?xi32>
  %z = memref.distinct_objects %s : memref<4xf32, strided<[2], offset: ?>>
  %w:2 = "memref.distinct_objects"(%a, %s) : (memref<4xf32>, memref<4xf32, strided<[2], offset: ?>>) -> (memref<4xf32>, memref<4xf32, strided<[2], offset: ?>>)
  return %x : memref<4xf32>
}
func.func @products(%x: vector<2xf32>, %y: vector<3xf32>, %f: f32, %acc: vector<2x3xf32>, %xi: vector<2xi32>, %ci: i32) -> vector<2x3xf32> {
  %o1 = vector.outerproduct %x, %y : vector<2xf32>, vector<3xf32>
  %o2 = vector.outerproduct %x, %y, %acc : vector<2xf32>, vector<3xf32>
  %o3 = vector.outerproduct %x, %y, %o2 {kind = #vector.kind<maxnumf>} : vector<2xf32>, vector<3xf32>
  %o4 = vector.outerproduct %xi, %xi {kind = #vector.kind<minsi>} : vector<2xi32>, vector<2xi32>
  %o5 = vector.outerproduct %x, %f, %x : vector<2xf32>, f32
  %o6 = vector.outerproduct %xi, %ci {kind = #vector.kind<xor>} : vector<2xi32>, i32
  %o7 = "vector.outerproduct"(%x, %y, %o3) <{kind = #vector.kind<mul>}> : (vector<2xf32>, vector<3xf32>, vector<2x3xf32>) -> vector<2x3xf32>
  %o8 = "vector.outerproduct"(%xi, %ci) : (vector<2xi32>, i32) -> vector<2xi32>
  return %o7 : vector<2x3xf32>
}
func.func @zips(%a: vector<3xi8>, %m: vector<2x4xf32>, %z: vector<i16>, %w: vector<2x4xi32>) -> (vector<3xi8>, vector<2x8xf32>) {
  %i = vector.interleave %a, %a : vector<3xi8> -> vector<6xi8>
  %even, %odd = vector.deinterleave %i : vector<6xi8> -> vector<3xi8>
  %j = vector.interleave %m, %m : vector<2x4xf32> -> vector<2x8xf32>
  %k = vector.interleave %z, %z : vector<i16> -> vector<2xi16>
  %p:2 = vector.deinterleave %j : vector<2x8xf32> -> vector<2x4xf32>
  %g = "vector.interleave"(%a, %a) : (vector<3xi8>, vector<3xi8>) -> vector<6xi8>
  %h:2 = "vector.deinterleave"(%j) : (vector<2x8xf32>) -> (vector<2x4xf32>, vector<2x4xf32>)
  %b1 = vector.bitcast %w : vector<2x4xi32> to vector<2x8xi16>
  %b2 = vector.bitcast %m : vector<2x4xf32> to vector<2x1xi128>
  %b3 = vector.bitcast %z : vector<i16> to vector<f16>
  %b4 = vector.bitcast %i : vector<6xi8> to vector<3xbf16>
  %b5 = "vector.bitcast"(%w) : (vector<2x4xi32>) -> vector<2x4xf32>
  return %odd, %j : vector<3xi8>, vector<2x8xf32>
}
memref.global "private" @outside : memref<2x2xf64>
memref.global @aligned : memref<3xi16> = dense<[1, 2, 3]> {alignment = 16}
func.func @spaces(%a: memref<?xi32>, %b: memref<4xf32, 1>, %u: memref<*xf32, 3>, %s: memref<4x4xf32, strided<[8, 1], offset: ?>, 2>, %z: memref<4xf32, 0>, %i: index) -> (memref<?xi32, 1>, f32) {
  %c = memref.memory_space_cast %a : memref<?xi32> to memref<?xi32, 1>
  %d = memref.memory_space_cast %c : memref<?xi32, 1> to memref<?xi32>
  %e = memref.memory_space_cast %u : memref<*xf32, 3> to memref<*xf32>
  %f = memref.memory_space_cast %s : memref<4x4xf32, strided<[8, 1], offset: ?>, 2> to memref<4x4xf32, strided<[8, 1], offset: ?>, 7>
  %g = "memref.memory_space_cast"(%b) : (memref<4xf32, 1>) -> memref<4xf32>
  %x = memref.load %b[%i] : memref<4xf32, 1>
  memref.store %x, %b[%i] : memref<4xf32, 1>
  %h = memref.alloc() : memref<8xf32, 3>
  %k = memref.alloca() : memref<2xf32, 5>
  memref.copy %b, %g : memref<4xf32, 1> to memref<4xf32>
  %n = memref.cast %b : memref<4xf32, 1> to memref<*xf32, 1>
  %base, %off, %sz, %st = memref.extract_strided_metadata %b : memref<4xf32, 1> -> memref<f32, 1>, index, index, index
  %y = memref.load %z[%i] : memref<4xf32>
  memref.dealloc %h : memref<8xf32, 3>
  return %c, %x : memref<?xi32, 1>, f32
}
func.func @reallocs(%f: memref<4xf32>, %u: memref<?xf32, 1>, %n: index, %v: memref<4xvector<2xi8>>) -> (memref<8xf32>, memref<?xf32, 1>) {
  %g = memref.realloc %f : memref<4xf32> to memref<8xf32>
  %h = memref.realloc %u(%n) {alignment = 16} : memref<?xf32, 1> to memref<?xf32, 1>
  %k = memref.realloc %v : memref<4xvector<2xi8>> to memref<2xvector<2xi8>>
  %l = "memref.realloc"(%f, %n) <{alignment = 8 : i64}> : (memref<4xf32>, index) -> memref<?xf32>
  return %g, %h : memref<8xf32>, memref<?xf32, 1>
}
func.func @atomics(%m: memref<?xi32>, %c: memref<i64>, %g: memref<4x4xf32, 1>, %i: index, %k: i64) -> (i32, f32) {
  %old = memref.generic_atomic_rmw %m[%i] : memref<?xi32> {
  ^bb0(%cur: i32):
    %three = arith.constant 3 : i32
    %m3 = arith.muli %cur, %three : i32
    memref.atomic_yield %m3 : i32
  }
  %p = memref.generic_atomic_rmw %c[] : memref<i64> {
  ^bb0(%cur: i64):
    %s = arith.addi %cur, %k : i64
    memref.atomic_yield %s : i64
  }
  %q = memref.generic_atomic_rmw %g[%i, %i] : memref<4x4xf32, 1> {
  ^bb0(%x: f32):
    %r = math.sqrt %x : f32
    %t = arith.maximumf %r, %x : f32
    memref.atomic_yield %t : f32
  }
  return %old, %q : i32, f32
}
func.func @regions(%a: i32, %b: i32, %c: i1, %n: index) -> (i32, i32) {
  %r:2 = scf.execute_region -> (i32, i32) {
    cf.cond_br %c, ^bb1(%a : i32), ^bb2
  ^bb1(%x: i32):
    %y = arith.addi %x, %b : i32
    scf.yield %y, %x : i32, i32
  ^bb2:
    %z = arith.muli %a, %b : i32
    cf.br ^bb3(%z : i32)
  ^bb3(%w: i32):
    scf.yield %w, %z : i32, i32
  }
  %s = scf.execute_region -> i32 {
    cf.switch %a : i32, [
      default: ^d(%a : i32),
      5: ^five
    ]
  ^five:
    scf.yield %b : i32
  ^d(%v: i32):
    scf.yield %v : i32
  }
  scf.execute_region {
    cf.br ^next
  ^next:
    scf.yield
  }
  return %r#0, %s : i32, i32
}
"#;

fn generated_program() -> String {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("../benches/gen_input.py");
    run_tool(Command::new("python3").arg(script).arg("6"), None).unwrap()
}

/// Whether the reader's module for `text`, if it gives one, is MLIR's.
fn agrees(name: &str, text: &str) -> Result<bool, String> {
    reader_agrees(mlir_text::try_parse, name, text)
}

/// The module lowered by the standard rules, in custom and generic form (or the error).
fn lowered_text(module: Module) -> String {
    let rules = lowrite_patterns::standard();
    match pipeline::lower(module, &rules, &Default::default(), false) {
        Ok(l) => {
            let generic = PrintOptions { generic: true, locations: true };
            let custom = lowrite_runtime::export::to_mlir_text(&l.module);
            custom + &lowrite_runtime::export::to_mlir_text_opts(&l.module, generic)
        }
        Err(e) => e.to_string(),
    }
}

#[test]
fn reader_builds_what_mlir_imports() {
    let mut accepted = Vec::new();
    for (name, text) in programs() {
        if agrees(&name, &text).unwrap_or_else(|e| panic!("{e}")) {
            let fast = mlir_text::parse(&text, &name).unwrap();
            let slow = mlir_import(&text, &name).unwrap();
            assert_eq!(lowered_text(fast), lowered_text(slow), "{name}: lowered text differs");
            accepted.push(name);
        } else if let Err(at) = mlir_text::try_parse(&text, &name) {
            let Location::FileLineCol { line, col, .. } = &at else { continue };
            let line_text = text.lines().nth(*line as usize - 1).unwrap_or("");
            eprintln!("gave up on {name} at {line}:{col}: {}", line_text.trim());
        }
    }
    eprintln!("the reader accepted {} programs: {accepted:?}", accepted.len());
    // The reader must cover the programs the benchmark resembles, and many of the corpus.
    assert!(accepted.iter().any(|n| n == "generated"), "{accepted:?}");
    assert!(accepted.iter().any(|n| n == "generated, generic"), "{accepted:?}");
    assert!(accepted.iter().any(|n| n == "reader ops"), "{accepted:?}");
    assert!(accepted.iter().any(|n| n == "reader ops, part 2"), "{accepted:?}");
    assert!(accepted.iter().any(|n| n == "generic ops"), "{accepted:?}");
    assert!(accepted.len() >= 60, "the reader accepted only {accepted:?}");
}

/// Mutants of a program: each line deleted; spellings of types, ops, values and blocks
/// replaced by others.
fn mutants(text: &str) -> Vec<String> {
    let swaps = [
        ("i64", "i32"),
        ("i32", "i64"),
        ("f32", "f64"),
        ("f64", "f32"),
        ("index", "i64"),
        ("i1", "i8"),
        ("?x", "4x"),
        ("xf32>", "xi32>"),
        ("memref<?x", "memref<"),
        ("strided<[?, ?]", "strided<[?]"),
        ("offset: ?", "offset: 3"),
        ("vector<4x", "vector<8x"),
        ("%c0", "%c1"),
        ("%0", "%1"),
        ("%1", "%2"),
        ("%arg0", "%arg1"),
        ("#0", "#1"),
        ("#1", "#2"),
        ("^bb1", "^bb2"),
        ("^bb2", "^bb0"),
        ("arith.addf", "arith.addi"),
        ("arith.addi", "arith.addf"),
        ("arith.addi", "arith.andi"),
        ("arith.extsi", "arith.trunci"),
        ("arith.extf", "arith.truncf"),
        ("arith.sitofp", "arith.fptosi"),
        ("arith.index_cast", "arith.extsi"),
        ("arith.cmpi slt", "arith.cmpi olt"),
        ("arith.cmpf olt", "arith.cmpf slt"),
        ("arith.constant 0 :", "arith.constant 0.0 :"),
        ("arith.constant 1 :", "arith.constant 300 :"),
        ("arith.constant 0 : index", "arith.constant 0"),
        ("memref.load", "memref.store"),
        ("memref.dim %", "memref.dim %c5, %"),
        ("scf.yield", "func.return"),
        ("return", "scf.yield"),
        ("cf.br", "cf.cond_br"),
        ("iter_args(", "iter_args(%q = %c0, "),
        ("-> (f32)", "-> (f64)"),
        ("-> (f32)", ""),
        ("} else {", "}"),
        ("step %c1", "step %c1 : i32"),
        ("call @", "call @no_such_"),
        ("func.func @", "func.func private @"),
        ("private @", "@"),
        ("fastmath<fast>", "fastmath<bogus>"),
        ("overflow<nsw>", "overflow<nsw, nuw>"),
        (": (", ": ("),
        ("dense<", "dense<[1, 2]"),
        ("scf.condition(", "scf.yield("),
        ("} do {", "} {"),
        ("} do {", "} do {\n^bb7:"),
        (") : (i64, i32) -> (i64, i32)", ") : (i64, i32) -> (i32, i64)"),
        ("vector.print %", "vector.print str \"x\" %"),
        ("punctuation <open>", "punctuation <bogus>"),
        ("memref<?xf32> to memref<*xf32>", "memref<?xf32> to memref<*xf64>"),
        ("memref<*xf32> to memref<?xf32>", "memref<*xf32> to memref<*xf32>"),
        ("{alignment = 64 : i64}", "{alignment = 63 : i64}"),
        ("{nontemporal = true}", "{nontemporal = 1}"),
        ("arith.bitcast %x : f32 to i32", "arith.bitcast %x : f32 to i64"),
        ("cf.switch %d : i32", "cf.switch %d : i64"),
        ("    1: ^", "    0: ^"),
        ("    2: ^", "    4294967298: ^"),
        ("default: ^", "default: ^bb0"),
        ("default: ^", "^"),
        ("strided<[?, 1]", "strided<[1, ?]"),
        ("memref<2xvector<4xi32>>, vector<4xi32>", "memref<2xvector<4xi32>>, vector<4xf32>"),
        ("vector<8xf32> to vector<3x8xf32>", "vector<8xf32> to vector<8x3xf32>"),
        ("vector<2x8xf32> to vector<2x8xf32>", "vector<2x8xf32> to vector<8xf32>"),
        ("vector<f32> to", "vector<1xf32> to"),
        ("%m[%i, %i]", "%m[%i]"),
        ("%z[]", "%z[%i]"),
        ("atomic_rmw addf", "atomic_rmw addi"),
        (
            "[[0, 1]] : memref<4x4xf32> into memref<16xf32>",
            "[[0, 1]] : memref<4x4xf32> into memref<?xf32>",
        ),
        (
            "[[0, 1]] : memref<4x4xf32> into memref<16xf32>",
            "[[1, 0]] : memref<4x4xf32> into memref<16xf32>",
        ),
        (
            "[[0, 1]] : memref<4x4xf32> into memref<16xf32>",
            "[[0]] : memref<4x4xf32> into memref<16xf32>",
        ),
        (
            "[[0, 1]] : memref<2x?xf32> into memref<?xf32>",
            "[[0, 1]] : memref<2x?xf32> into memref<8xf32>",
        ),
        ("[[0], [1]] : memref<4x4xf32>", "[[0], [1], [2]] : memref<4x4xf32>"),
        ("reassociation = [[0, 1]]", "reassociation = [[0], [1]]"),
        ("[0, 1] [4, 3] [1, 1]", "[0, 2] [4, 3] [1, 1]"),
        ("[0, 1] [4, 3] [1, 1]", "[0, 1] [4, 3] [1, 2]"),
        ("[0, 1] [4, 3] [1, 1]", "[0, 1] [4, 4] [1, 1]"),
        ("[0, 1] [4, 3] [1, 1]", "[0, 4] [4, 0] [1, 1]"),
        ("[0, 1] [4, 3] [1, 1]", "[0, 1] [4, 3]"),
        ("[%i, 0] [2, %i] [1, 2]", "[%i, 0] [2, %i] [%i, 2]"),
        ("[%i, 0] [2, %i] [1, 2]", "[5, 0] [2, %i] [1, 2]"),
        ("[1, %i] [1, 1] [%i, 1]", "[1, %i] [1, 1] [1, 1]"),
        ("static_offsets = array<i64: 1, 1>", "static_offsets = array<i64: 1, 2>"),
        ("to memref<4x4xf32>\n", "to memref<4x4xf32, strided<[4, 1]>>\n"),
        ("to memref<4x4xf32>\n", "to memref<4x4xf32, strided<[4, 1], offset: ?>>\n"),
        (
            "-> memref<f32>, index, index, index, index, index",
            "-> memref<f32>, index, index, index, index",
        ),
        (
            "-> memref<f32>, index, index, index, index, index",
            "-> memref<f32>, index, index, index, index, i64",
        ),
        ("-> memref<f32>, index\n", "-> memref<f32, 1>, index\n"),
        ("-> (memref<f32>, index, index, index)", "-> (memref<1xf32>, index, index, index)"),
        ("offset: [0], sizes: [4, 4]", "offset: [2], sizes: [4, 4]"),
        ("offset: [0], sizes: [4, 4]", "offset: [0], sizes: [4, 5]"),
        ("offset: [0], sizes: [4, 4]", "offset: [0, 0], sizes: [4, 4]"),
        (
            "strides: [4, 1] : memref<16xf32> to memref<4x4xf32>",
            "strides: [4, 2] : memref<16xf32> to memref<4x4xf32>",
        ),
        ("sizes: [2, %i]", "sizes: [%i, %i]"),
        ("strides: [%i, 2]", "strides: [%i, -2]"),
        ("offset: [1], sizes: [3]", "offset: [%i], sizes: [3]"),
        ("array<i32: 1, 0, 1, 0>", "array<i32: 1, 1, 0, 0>"),
        ("static_sizes = array<i64: -9223372036854775808>", "static_sizes = array<i64: 5>"),
        ("memref<*xi32> to memref<3xi32", "memref<*xi32> to memref<3xf32"),
        ("[0, 9, -1, 3]", "[0, 12, -1, 3]"),
        ("[0, 9, -1, 3]", "[0, 9, -2, 3]"),
        ("[0, 9, -1, 3]", "[]"),
        ("[1, 0, 3]", "[1, 0, 4]"),
        ("array<i64: 11, 2>", "array<i64: 12, 2>"),
        ("array<i64: 11, 2>", "array<i32: 11, 2>"),
        ("-> vector<2xf32>", "-> vector<3xf32>"),
        ("atomic_rmw ori", "atomic_rmw mulf"),
        ("atomic_rmw maxs", "atomic_rmw bogus"),
        ("kind = 12 : i64", "kind = 16 : i64"),
        ("kind = 12 : i64", "kind = 1 : i64"),
        ("%k[%i, %i]", "%k[%i]"),
        ("-> i32\n", "-> i64\n"),
        ("vector<2x8xf32>", "vector<2x2x8xf32>"),
        ("assume_alignment %m, 64", "assume_alignment %m, 48"),
        ("assume_alignment %m, 64", "assume_alignment %m, 0"),
        ("assume_alignment %m, 64", "assume_alignment %m, 2147483648"),
        ("alignment = 8 : i32", "alignment = 8 : i64"),
        ("alignment = 8 : i32", "alignment = -8 : i32"),
        ("%k, 1 : memref<?x8xi32", "%k, 1 : memref<?x8xf32"),
        ("(memref<4xf32>) -> memref<4xf32>", "(memref<4xf32>) -> memref<?xf32>"),
        ("-2.000000e+00 : f32] : complex<f32>", "-2.000000e+00 : f64] : complex<f32>"),
        ("[1.500000e+00 : f32, -2", "[1.500000e+00 : f32, 3 : f32, -2"),
        ("2.5 : f64] : complex<f64>", "2.5 : f64] : complex<f32>"),
        ("1.000000e+00 : f32]}> : () -> complex<f32>", "1.000000e+00 : f32]}> : () -> f32"),
        ("output_shape [4, 4]", "output_shape [4, 5]"),
        ("output_shape [4, 4]", "output_shape [%a, 4]"),
        ("[[0, 1]] output_shape [4, 4]", "[[0], [1]] output_shape [4, 4]"),
        ("output_shape [%a, %b, 2, 3]", "output_shape [%a, %b, 3, 2]"),
        ("output_shape [2, %b, 6]", "output_shape [%a, %b, 6]"),
        ("[[0, 1], [2]] output_shape", "[[0], [1, 2]] output_shape"),
        ("array<i64: 2, 2, 4>", "array<i64: 2, 4, 2>"),
        ("array<i64: 2, 2, 4>", "array<i64: 2, -9223372036854775808, 4>"),
        ("memref<?x6xi32> into memref<2x?x6xi32>", "memref<?x6xi32> into memref<2x?x6xf32>"),
        // Rank-reduced subviews: a dimension of another size dropped, the dropped dimension's
        // stride kept, an offset or a kept size moved, sizes reordered.
        ("%a[1, 0] [1, 4] [1, 1]", "%a[1, 0] [2, 4] [1, 1]"),
        ("%a[0, %i] [4, 1] [1, 1]", "%a[0, %i] [1, 4] [1, 1]"),
        ("to memref<4xf32, strided<[1], offset: 4>>", "to memref<4xf32, strided<[4], offset: 4>>"),
        ("to memref<4xf32, strided<[4], offset: ?>>", "to memref<4xf32, strided<[1], offset: ?>>"),
        ("%a[2, 3] [1, 1] [1, 1]", "%a[3, 2] [1, 1] [1, 1]"),
        ("[1, %i, 4] [1, 1, 2]", "[2, %i, 4] [1, 1, 2]"),
        ("[2, 1, 3] [1, 1, 1]", "[2, 3, 1] [1, 1, 1]"),
        ("static_sizes = array<i64: 1, 2>", "static_sizes = array<i64: 2, 2>"),
        (
            "-> memref<2xf32, strided<[1], offset: ?>>",
            "-> memref<1x2xf32, strided<[4, 1], offset: ?>>",
        ),
        // Half-precision constants and NaNs: a signalling NaN, another format, a value that
        // rounds past the largest, a NaN's bits for an infinity's.
        ("0x7FC00000 : f32", "0x7F800001 : f32"),
        ("0x7FF8000000000001 : f64", "0x7FF0000000000001 : f64"),
        ("1.00048828125 : f16", "1.00048828125 : bf16"),
        ("0x3F80 : bf16", "0x3F80 : f16"),
        ("65519.0 : f16", "65520.0 : f16"),
        ("0x7C00 : f16", "0x7C01 : f16"),
        ("0x8001 : f16", "0x18001 : f16"),
        // Views and reshapes: a size too many or too few, a source of another element type or
        // rank, a shape memref of another length, element type or length unknown.
        ("%d[%o][%n, %n] : memref<?xi8>", "%d[%o][%n] : memref<?xi8>"),
        (
            "%m[%o][] : memref<64xi8> to memref<4x2xf32>",
            "%m[%o][%n] : memref<64xi8> to memref<4x2xf32>",
        ),
        ("(%d, %o, %n) : (memref<?xi8>, index, index)", "(%d, %o) : (memref<?xi8>, index)"),
        (
            "%v3 = memref.view %m[%o][] : memref<64xi8>",
            "%v3 = memref.view %m[%o][] : memref<64xi32>",
        ),
        (
            "(memref<8xf32>, memref<2xindex>) -> memref<?x?xf32>",
            "(memref<8xf32>, memref<3xindex>) -> memref<?x?xf32>",
        ),
        ("(memref<4x2xf32>, memref<3xi32>)", "(memref<4x2xf32>, memref<3xf32>)"),
        (
            "(memref<8xf32>, memref<2xindex>) -> memref<4x2xf32>",
            "(memref<8xf32>, memref<?xindex>) -> memref<4x2xf32>",
        ),
        ("-> memref<2x2x2xf32>", "-> memref<2x2x2xi32>"),
        // Interleaves and bitcasts: a result of another width, rank or element type, a
        // deinterleave to 0-D or of an odd width, a bitcast of other bits or leading sizes.
        ("%a, %a : vector<3xi8> -> vector<6xi8>", "%a, %a : vector<3xi8> -> vector<5xi8>"),
        ("%m, %m : vector<2x4xf32> -> vector<2x8xf32>", "%m, %m : vector<2x4xf32> -> vector<4x4xf32>"),
        ("%z, %z : vector<i16> -> vector<2xi16>", "%z, %z : vector<i16> -> vector<2xi8>"),
        ("%z, %z : vector<i16> -> vector<2xi16>", "%z, %z : vector<i16> -> vector<1x2xi16>"),
        ("%i : vector<6xi8> -> vector<3xi8>", "%i : vector<6xi8> -> vector<6xi8>"),
        ("(vector<2x8xf32>) -> (vector<2x4xf32>, vector<2x4xf32>)", "(vector<2x8xf32>) -> (vector<2x4xf32>, vector<2x8xf32>)"),
        ("%w : vector<2x4xi32> to vector<2x8xi16>", "%w : vector<2x4xi32> to vector<2x4xi16>"),
        ("%w : vector<2x4xi32> to vector<2x8xi16>", "%w : vector<2x4xi32> to vector<4x4xi16>"),
        ("%w : vector<2x4xi32> to vector<2x8xi16>", "%w : vector<2x4xi32> to vector<8xi32>"),
        ("%z : vector<i16> to vector<f16>", "%z : vector<i16> to vector<f32>"),
        ("%z : vector<i16> to vector<f16>", "%z : vector<i16> to vector<1xf16>"),
        // Outer products: a kind the elements lack, a right operand of another element type,
        // an accumulator or a stated result of another type, a 2-D operand.
        ("{kind = #vector.kind<maxnumf>}", "{kind = #vector.kind<maxsi>}"),
        ("{kind = #vector.kind<minsi>}", "{kind = #vector.kind<minimumf>}"),
        ("%x, %f, %x : vector<2xf32>, f32", "%x, %ci, %x : vector<2xf32>, i32"),
        ("%x, %f, %x : vector<2xf32>, f32", "%x, %f, %acc : vector<2xf32>, f32"),
        ("%x, %y, %acc : vector<2xf32>", "%x, %y, %x : vector<2xf32>"),
        ("vector<2x3xf32>) -> vector<2x3xf32>\n  %o8", "vector<2x3xf32>) -> vector<3x2xf32>\n  %o8"),
        ("(vector<2xi32>, i32) -> vector<2xi32>", "(vector<2xi32>, i32) -> vector<2x2xi32>"),
        ("%o1 = vector.outerproduct %x, %y : vector<2xf32>", "%o1 = vector.outerproduct %acc, %y : vector<2x3xf32>"),
        // Expanding loads and compressing stores, as the masked ones: a mask of another shape,
        // a memref of another element type, an index too few, a pass-through of another type.
        ("%s[%i, %i], %k2, %p2 {alignment", "%s[%i, %i], %k, %p2 {alignment"),
        ("vector.expandload %m[%i, %i], %k, %p : memref<4x8xf32>", "vector.expandload %d[%i, %i], %k, %p : memref<4x8xf64>"),
        ("vector.compressstore %m[%i, %i], %k, %e :", "vector.compressstore %m[%i], %k, %e :"),
        ("vector<2x4xi1>, vector<2x4xf32> into vector<2x4xf32>\n  vector.compressstore", "vector<2x4xi1>, vector<4xf32> into vector<2x4xf32>\n  vector.compressstore"),
        // Collapses to 0-D: a size other than 1, an offset or a layout other than the source's;
        // alignments without a type (an `i64`), of another type, not a power of two.
        ("%b [] : memref<1x1xf32> into", "%b [] : memref<1x2xf32> into"),
        ("into memref<f32, strided<[], offset: 1>>\n", "into memref<f32, strided<[], offset: 2>>\n"),
        ("%b [] : memref<1x1xf32> into memref<f32>", "%b [] : memref<1x1xf32> into memref<f32, strided<[]>>"),
        ("into memref<f32, strided<[]>>\n", "into memref<f32>\n"),
        ("{alignment = 64} : memref<4xf32>", "{alignment = 64 : i32} : memref<4xf32>"),
        ("{alignment = 64} : memref<4xf32>", "{alignment = 48} : memref<4xf32>"),
        ("<{alignment = 32, operandSegmentSizes", "<{alignment = 32 : i16, operandSegmentSizes"),
        // Transposes: not a permutation, a name twice, strides, an offset or sizes other than
        // the source's permuted, a layout other than the transposed one.
        ("(i, j) -> (j, i) : memref<3x4xi32> to", "(i, j) -> (j, j) : memref<3x4xi32> to"),
        ("(x, y) -> (x, y) : memref<3x4xi32>", "(x, x) -> (x, x) : memref<3x4xi32>"),
        ("to memref<4x3xi32, strided<[1, 4]>>\n  %t2", "to memref<4x3xi32, strided<[4, 1]>>\n  %t2"),
        ("to memref<4x3xi32, strided<[2, 8], offset: 2>>", "to memref<4x3xi32, strided<[2, 8], offset: 3>>"),
        ("to memref<4x3xi32, strided<[2, 8], offset: 2>>", "to memref<3x4xi32, strided<[2, 8], offset: 2>>"),
        ("(d0, d1) -> (d0, d1) : memref<3x4xi32> to memref<3x4xi32>", "(d0, d1) -> (d1, d0) : memref<3x4xi32> to memref<4x3xi32>"),
        ("to memref<4x2x3xf32, strided<[1, ?, ?], offset: ?>>", "to memref<4x2x3xf32, strided<[1, ?, ?]>>"),
        ("affine_map<(d0, d1) -> (d1, d0)>}>", "affine_map<(d0, d1) -> (d0, d1)>}>"),
        // Memory spaces: a cast to another shape, layout or element type, or between a ranked
        // and an unranked memref; an access or a cast with another memory space than the
        // operand's; a metadata base in another memory space; an alignment not a power of two.
        ("offset: ?>, 2> to memref<4x4xf32", "offset: ?>, 2> to memref<?x4xf32"),
        ("%u : memref<*xf32, 3> to memref<*xf32>", "%u : memref<*xf32, 3> to memref<?xf32>"),
        ("offset: ?>, 2> to memref<4x4xf32, strided<[8, 1], offset: ?>, 7>", "offset: ?>, 2> to memref<4x4xf32, strided<[8, 1], offset: 0>, 7>"),
        ("(memref<4xf32, 1>) -> memref<4xf32>", "(memref<4xf32, 1>) -> memref<4xi32>"),
        ("%x = memref.load %b[%i] : memref<4xf32, 1>", "%x = memref.load %b[%i] : memref<4xf32, 2>"),
        ("to memref<*xf32, 1>", "to memref<*xf32, 2>"),
        ("-> memref<f32, 1>, index", "-> memref<f32>, index"),
        ("memref<4xf32, 0>, %i", "memref<4xf32, -1>, %i"),
        ("dense<[1, 2, 3]> {alignment = 16}", "dense<[1, 2, 3]> {alignment = 12}"),
        ("memref.global \"private\" @outside : memref<2x2xf64>", "memref.global \"private\" @outside : memref<?x2xf64>"),
        // Reallocations: a size operand for a static size or none for a dynamic one, another
        // element type, memory space or rank, an alignment not a power of two.
        ("%g = memref.realloc %f : memref<4xf32> to memref<8xf32>", "%g = memref.realloc %f(%n) : memref<4xf32> to memref<8xf32>"),
        ("%u(%n) {alignment = 16} : memref<?xf32, 1>", "%u {alignment = 16} : memref<?xf32, 1>"),
        ("%v : memref<4xvector<2xi8>> to memref<2xvector<2xi8>>", "%v : memref<4xvector<2xi8>> to memref<2xvector<2xi16>>"),
        ("to memref<2xvector<2xi8>>\n", "to memref<2xvector<2xi8>, 1>\n"),
        ("(memref<4xf32>, index) -> memref<?xf32>", "(memref<4xf32>, index) -> memref<2x?xf32>"),
        ("%u(%n) {alignment = 16}", "%u(%n) {alignment = 24}"),
        // Generic atomic updates: an op with memory effects in the body, an argument or a
        // yielded value of another type, an op after the yield, a yield outside of one.
        ("    %m3 = arith.muli %cur, %three : i32\n", "    %m3 = arith.muli %cur, %three : i32\n    %ld = memref.load %m[%i] : memref<?xi32>\n"),
        ("    %t = arith.maximumf %r, %x : f32\n", "    %t = arith.maximumf %r, %x : f32\n    vector.print %t : f32\n"),
        ("^bb0(%cur: i64):", "^bb0(%cur: i32):"),
        ("memref.atomic_yield %s : i64", "memref.atomic_yield %i : index"),
        ("    memref.atomic_yield %m3 : i32\n", "    memref.atomic_yield %m3 : i32\n    %z = arith.constant 0 : i32\n"),
        ("  return %old, %q : i32, f32", "  memref.atomic_yield %old : i32\n  return %old, %q : i32, f32"),
        // Regions of blocks: a yield of other types, a branch without its block's arguments,
        // a last block without a terminator, a use its definition does not dominate, a
        // function's return.
        ("    scf.yield %w, %z : i32, i32\n", "    scf.yield %w : i32\n"),
        ("    cf.br ^bb3(%z : i32)", "    cf.br ^bb3"),
        ("    scf.yield %w, %z : i32, i32\n  }", "    %q = arith.addi %w, %z : i32\n  }"),
        ("    %z = arith.muli %a, %b : i32", "    %z = arith.muli %y, %b : i32"),
        ("    scf.yield %b : i32", "    func.return %b : i32"),
        // Distinct objects: a type other than the operand's, a result too many.
        ("%a, %b : memref<4xf32>, memref<?x?xi32>\n", "%a, %b : memref<4xf32>, memref<?x?xf32>\n"),
        ("-> (memref<4xf32>, memref<4xf32, strided<[2], offset: ?>>)", "-> (memref<4xf32>, memref<4xf32>)"),
        ("%x, %y = memref.distinct_objects %a, %b", "%x, %y, %v = memref.distinct_objects %a, %b"),
        // Masked loads and stores: a mask of another shape or element type, an index too few,
        // a pass-through of another type, a memref of another element type.
        (
            "%m[%i, %i], %k, %p : memref<4x8xf32>, vector<4xi1>,",
            "%m[%i, %i], %k2, %p : memref<4x8xf32>, vector<2x4xi1>,",
        ),
        ("%m[%i, %i], %k, %p :", "%m[%i], %k, %p :"),
        (
            "%k2, %p2 : memref<4x8xf32>, vector<2x4xi1>, vector<2x4xf32> into",
            "%k2, %p : memref<4x8xf32>, vector<2x4xi1>, vector<4xf32> into",
        ),
        (
            "vector.maskedstore %m[%i, %i], %k, %q : memref<4x8xf32>,",
            "vector.maskedstore %d[%i, %i], %k, %q : memref<4x8xf64>,",
        ),
        (
            "vector.maskedstore %m[%i, %i], %k, %q : memref<4x8xf32>, vector<4xi1>,",
            "vector.maskedstore %m[%i, %i], %k8, %q : memref<4x8xf32>, vector<4xi8>,",
        ),
        ("%i, %i, %k, %r) : (memref", "%i, %k, %r) : (memref"),
        // Gathers and scatters: offsets of another shape or of floats, an index too few, a
        // mask of another shape, a pass-through of another type, a memref of another element
        // type.
        ("%m[%i][%v], %k, %p : memref<16xf32>, vector<4xi32>,", "%m[%i][%v8], %k, %p : memref<16xf32>, vector<8xi32>,"),
        ("%m[%i][%v], %k, %p : memref<16xf32>, vector<4xi32>,", "%m[%i][%p], %k, %p : memref<16xf32>, vector<4xf32>,"),
        ("%n[%i, %i][%w]", "%n[%i][%w]"),
        (
            "[%w], %k2, %p2 {alignment = 8 : i64} : memref<4x4xf32>, vector<2x3xindex>, vector<2x3xi1>, vector<2x3xf32>",
            "[%w], %k2, %p {alignment = 8 : i64} : memref<4x4xf32>, vector<2x3xindex>, vector<2x3xi1>, vector<4xf32>",
        ),
        (
            "vector.scatter %m[%i][%v], %k, %g : memref<16xf32>,",
            "vector.scatter %d[%i][%v], %k, %g : memref<16xf64>,",
        ),
        (
            "vector.scatter %m[%i][%v], %k, %g : memref<16xf32>, vector<4xi32>, vector<4xi1>,",
            "vector.scatter %m[%i][%v], %k2, %g : memref<16xf32>, vector<4xi32>, vector<2x3xi1>,",
        ),
        // Masks: an element too few, a number for a flag, a splat of another width.
        ("dense<[true, false, true, false]>", "dense<[true, false, true]>"),
        ("dense<[true, false, true, false]>", "dense<[true, false, 2, false]>"),
        ("dense<false> : vector<4xi1>", "dense<false> : vector<4xi8>"),
        // Strided collapses: another stride or offset for a group, groups in another order.
        (
            "into memref<6x4xi32, strided<[8, 2], offset: 5>>",
            "into memref<6x4xi32, strided<[24, 2], offset: 5>>",
        ),
        (
            "into memref<6x4xi32, strided<[8, 2], offset: 5>>",
            "into memref<6x4xi32, strided<[8, 2], offset: 6>>",
        ),
        (
            "-> memref<2x12xi32, strided<[24, 2], offset: 5>>",
            "-> memref<2x12xi32, strided<[24, 1], offset: 5>>",
        ),
        ("reassociation = [[0], [1, 2]]", "reassociation = [[0, 1], [2]]"),
        ("into memref<32xf32, strided<[2], offset: ?>>", "into memref<32xf32, strided<[2]>>"),
        // Casts: a static offset, stride or size of the result that differs from the source's,
        // a dimension too many, another element type.
        ("strided<[?, 1], offset: 2>>\n", "strided<[?, 1], offset: 3>>\n"),
        ("strided<[?, 1], offset: 2>>\n", "strided<[?, 2], offset: 2>>\n"),
        ("to memref<3x?xf32>", "to memref<4x?xf32>"),
        ("to memref<3x?xf32>", "to memref<3x?x1xf32>"),
        ("to memref<2x?xf32, strided<[?, 1]>>", "to memref<2x?xf32, strided<[?, 2]>>"),
        ("to memref<2x?xf32, strided<[?, 1]>>", "to memref<2x?xf32, strided<[?, 1], offset: 1>>"),
        (
            "-> memref<4x?xf32, strided<[8, ?], offset: 2>>",
            "-> memref<4x?xf64, strided<[8, ?], offset: 2>>",
        ),
        // Float classes: of an integer, to another type or shape; an unknown or a second flag.
        ("%o = math.isnormal %x : f32", "%o = math.isnormal %k : i32"),
        ("(f16) -> i1", "(f16) -> i8"),
        ("(vector<4xf64>) -> vector<4xi1>", "(vector<4xf64>) -> vector<2xi1>"),
        ("#arith.fastmath<nnan>} : vector<4xf64>", "#arith.fastmath<nope>} : vector<4xf64>"),
        (
            "{fastmath = #arith.fastmath<contract>}",
            "{fastmath = #arith.fastmath<contract>, fastmath = #arith.fastmath<fast>}",
        ),
        // Complex parts without a type are `f64`s: not of a `complex<f32>`, not integers.
        ("[1.500000e+00, -2.5e-3] : complex<f64>", "[1.500000e+00, -2.5e-3] : complex<f32>"),
        ("[1.0, 2.0 : f64]", "[1.0, 2.0 : f32]"),
        ("[1.500000e+00, -2.5e-3]", "[1.500000e+00, -2]"),
        // Scopes: another type passed on, none where one is wanted, another op's terminator.
        ("memref.alloca_scope.return %a : i64", "memref.alloca_scope.return %n : index"),
        ("scf.yield %r, %c : i64, i32", "scf.yield %c, %r : i32, i64"),
        ("  memref.alloca_scope {", "  %z = memref.alloca_scope -> (i64) {"),
        ("memref.alloca_scope.return %a : i64", "scf.yield %a : i64"),
        ("    scf.yield %a : i64\n  }\n", "    memref.alloca_scope.return %a : i64\n  }\n"),
        ("\"scf.yield\"(%a) : (i64) -> ()", "\"scf.yield\"(%n) : (index) -> ()"),
        ("\"memref.alloca_scope.return\"() : () -> ()", "\"func.return\"() : () -> ()"),
        ("-> i64 no_inline {", "no_inline -> i64 {"),
        // Reshapes of unranked memrefs: to another element type, by a shape of floats, to a
        // ranked memref by a shape of dynamic length.
        ("(memref<*xf32>, memref<?xi32>) -> memref<*xf32>", "(memref<*xf32>, memref<?xi32>) -> memref<*xf64>"),
        ("%u(%d) : (memref<*xf32>, memref<?xi32>)", "%u(%t) : (memref<*xf32>, memref<?xf32>)"),
        ("%u(%s) : (memref<*xf32>, memref<2xindex>)", "%u(%d) : (memref<*xf32>, memref<?xi32>)"),
        // Transposes: a position twice or out of range, too few, another result shape or
        // element type.
        ("[2, 0, 1] : vector<2x3x4xi8> to", "[2, 0, 0] : vector<2x3x4xi8> to"),
        ("[1, 0] : vector<2x2xf32>", "[0, 0] : vector<2x2xf32>"),
        ("array<i64: 0, 2, 1>", "array<i64: 0, 3, 1>"),
        ("array<i64: 0, 2, 1>", "array<i64: 0, 2>"),
        ("vector<2x3x4xi8> to vector<4x2x3xi8>", "vector<2x3x4xi8> to vector<4x3x2xi8>"),
        ("vector<2x3x4xi8> to vector<4x2x3xi8>", "vector<2x3x4xi8> to vector<4x2x3xi16>"),
        // Masks made: an operand too many, of another type, a mask of another element type.
        ("vector.create_mask %a : vector<8xi1>", "vector.create_mask %a, %b : vector<8xi1>"),
        ("vector.create_mask %a : vector<8xi1>", "vector.create_mask %a : vector<8xi8>"),
        ("(index, index) -> vector<4x4xi1>", "(index, i64) -> vector<4x4xi1>"),
        // Reductions over dimensions: to another shape, another element type, an accumulator
        // of another type, or one dimension fewer reduced.
        ("%ai [0, 2] : vector<2x3x4xi32> to vector<3xi32>", "%ai [0, 2] : vector<2x3x4xi32> to vector<4xi32>"),
        ("%ai [0, 2] : vector<2x3x4xi32> to vector<3xi32>", "%ai [0, 2] : vector<2x3x4xi32> to vector<3xi64>"),
        ("vector.multi_reduction <xor>, %w, %ai [0, 2]", "vector.multi_reduction <xor>, %w, %s [0, 2]"),
        ("reduction_dims = array<i64: 1>", "reduction_dims = array<i64: 0>"),
        ("%s [0, 1] : vector<2x3xf32> to f32", "%s [0] : vector<2x3xf32> to f32"),
        // Slices: beyond the dimension, a stride of 2, an offset before it, an empty one, a
        // typed or a missing list, a list twice, another result shape.
        ("{offsets = [1, 2], sizes = [2, 4]", "{offsets = [1, 3], sizes = [2, 4]"),
        ("sizes = [3], strides = [1]} : vector<8xi16>", "sizes = [3], strides = [2]} : vector<8xi16>"),
        ("{offsets = [4], sizes = [3]", "{offsets = [-1], sizes = [3]"),
        ("<{offsets = [5], sizes = [3]", "<{offsets = [5], sizes = [0]"),
        ("<{offsets = [5], sizes = [3]", "<{offsets = [5 : i32], sizes = [3]"),
        ("{offsets = [1], sizes = [2], strides = [1]}", "{offsets = [1], sizes = [2]}"),
        ("{offsets = [1], sizes = [2], strides = [1]}", "{offsets = [1], sizes = [2], strides = [1], sizes = [2]}"),
        ("vector<4x6xf32> to vector<2x6xf32>", "vector<4x6xf32> to vector<2x5xf32>"),
        // Slices put: beyond the dimension, too few offsets, a stride of 2, another result
        // type, another element type.
        ("{offsets = [2, 4], strides = [1, 1]}", "{offsets = [3, 4], strides = [1, 1]}"),
        ("{offsets = [1, 2], strides = [1]} : vector<2xf32>", "{offsets = [1, 5], strides = [1]} : vector<2xf32>"),
        ("{offsets = [2, 4], strides = [1, 1]}", "{offsets = [2], strides = [1, 1]}"),
        ("{offsets = [2, 4], strides = [1, 1]}", "{offsets = [2, 4], strides = [1, 2]}"),
        ("(vector<2xf32>, vector<4x6xf32>) -> vector<4x6xf32>", "(vector<2xf32>, vector<4x6xf32>) -> vector<4x5xf32>"),
        ("%p, %p {offsets = [0], strides = [1]} : vector<2xf32> into", "%pi, %p {offsets = [0], strides = [1]} : vector<2xi32> into"),
        // Prefetches: a locality beyond 3 or below 0, an index too many or too few, an
        // unknown cache, another type.
        ("locality<3>, data : memref<8xf32>", "locality<4>, data : memref<8xf32>"),
        ("locality<3>, data : memref<8xf32>", "locality<-1>, data : memref<8xf32>"),
        ("%m[%i], read, locality<3>", "%m[%i, %i], read, locality<3>"),
        ("memref.prefetch %z[], read", "memref.prefetch %z[%i], read"),
        ("memref.prefetch %n[%i, %i], write", "memref.prefetch %n[%i], write"),
        ("locality<0>, instr", "locality<0>, code"),
        ("locality<1>, data : memref<f64>", "locality<1>, data : memref<f32>"),
        // Poison: another value, or the default one twice.
        ("<{value = #ub.poison}>", "<{value = #ub.poisonx}>"),
        ("<{value = #ub.poison}>", "<{value = #ub.poison, value = #ub.poison}>"),
        ("<{value = #ub.poison}>", "<{value = 3 : i32}>"),
        (
            "  return %f, %e#1, %g : i64, i32, i64",
            "  memref.alloca_scope.return %f, %e#1, %g : i64, i32, i64",
        ),
        (
            "    %b = memref.alloca() : memref<4xi64>\n",
            "    %b = memref.alloca() : memref<4xi64>\n    scf.yield\n",
        ),
    ];
    line_and_swap_mutants(text, &swaps)
}

#[test]
fn reader_never_accepts_what_mlir_rejects() {
    // The programs written to be mutated are mutated.
    for (name, text) in [("reader ops", READER_OPS), ("reader ops, part 2", READER_OPS_2)] {
        assert!(text.len() <= MAX_VARIANT_TEXT, "{name} is too long to be mutated: split it");
    }
    assert!(GENERIC_OPS.len() <= MAX_VARIANT_TEXT, "the generic ops are too long to be mutated");
    let (checked, tried) = variants_agree(mlir_text::try_parse, &programs(), mutants);
    // Some mutants stay valid (a deleted unused constant, a consistent renaming); they are
    // the ones compared.
    eprintln!("{checked} of {tried} mutants accepted and compared");
    assert!(tried >= 2000, "only {tried} mutants");
    assert!(checked > 100, "only {checked} accepted mutants were compared");
}

#[test]
fn reader_survives_random_edits() {
    const PIECES: &[&str] = &[
        "%",
        "^",
        "@",
        "\"",
        "<",
        ">",
        "[",
        "]",
        "(",
        ")",
        "{",
        "}",
        ",",
        ":",
        "=",
        "-",
        "0",
        "7",
        "x",
        "#",
        "?",
        "é",
        "\\",
        "\n",
        " ",
        "//",
        "i1",
        "i64",
        "f32",
        "index",
        "memref<",
        "vector<4xf32>",
        "%c0",
        "^bb1",
        "cf.br",
        "return",
        "scf.yield",
        "-> ()",
        "\u{0}",
    ];
    let mut rng = Rng(0x5eed_4321_dcba_0017);
    let (accepted, tried) = variants_agree(mlir_text::try_parse, &programs(), |text| {
        (0..300).map(|_| random_edit(text, &mut rng, PIECES)).collect()
    });
    eprintln!("{accepted} of {tried} randomly edited programs accepted and compared");
    assert!(accepted > 0);
}

/// Programs that are wrong in one way each, as MLIR's verifier or parser sees them: MLIR rejects
/// each, and the reader declines each (so that MLIR reports the error); the same programs with
/// the mistake fixed are read by both alike.
#[test]
fn reader_declines_each_kind_of_mistake() {
    let cases: &[(&str, &str, &str)] = &[
        (
            "a use not dominated by its definition",
            "func.func @f(%c: i1) -> i32 {\n  cf.cond_br %c, ^a, ^b\n^a:\n  %x = arith.constant 1 : i32\n  cf.br ^b\n^b:\n  return %x : i32\n}\n",
            "func.func @f(%c: i1) -> i32 {\n  %x = arith.constant 1 : i32\n  cf.cond_br %c, ^a, ^b\n^a:\n  cf.br ^b\n^b:\n  return %x : i32\n}\n",
        ),
        (
            "a value of a region used after it",
            "func.func @f(%n: index) -> index {\n  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  scf.for %i = %c0 to %n step %c1 {\n    %y = arith.addi %i, %i : index\n  }\n  return %y : index\n}\n",
            "func.func @f(%n: index) -> index {\n  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  scf.for %i = %c0 to %n step %c1 {\n    %y = arith.addi %i, %i : index\n  }\n  return %n : index\n}\n",
        ),
        (
            "a yield of the wrong type",
            "func.func @f(%n: index, %z: f32) -> f32 {\n  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z) -> (f32) {\n    %j = arith.index_cast %i : index to i32\n    scf.yield %j : i32\n  }\n  return %r : f32\n}\n",
            "func.func @f(%n: index, %z: f32) -> f32 {\n  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z) -> (f32) {\n    %j = arith.index_cast %i : index to i32\n    scf.yield %a : f32\n  }\n  return %r : f32\n}\n",
        ),
        (
            "a branch argument of the wrong type",
            "func.func @f(%x: i32) -> i64 {\n  cf.br ^b(%x : i32)\n^b(%y: i64):\n  return %y : i64\n}\n",
            "func.func @f(%x: i64) -> i64 {\n  cf.br ^b(%x : i64)\n^b(%y: i64):\n  return %y : i64\n}\n",
        ),
        (
            "a call with the callee's wrong signature",
            "func.func private @g(i32) -> i32\nfunc.func @f(%x: i64) -> i32 {\n  %r = call @g(%x) : (i64) -> i32\n  return %r : i32\n}\n",
            "func.func private @g(i64) -> i32\nfunc.func @f(%x: i64) -> i32 {\n  %r = call @g(%x) : (i64) -> i32\n  return %r : i32\n}\n",
        ),
        (
            "a collapse of dimensions that are not contiguous",
            "func.func @f(%m: memref<2x3xf32, strided<[5, 1]>>) -> memref<6xf32, strided<[1]>> {\n  %c = memref.collapse_shape %m [[0, 1]] : memref<2x3xf32, strided<[5, 1]>> into memref<6xf32, strided<[1]>>\n  return %c : memref<6xf32, strided<[1]>>\n}\n",
            "func.func @f(%m: memref<2x3xf32, strided<[3, 1]>>) -> memref<6xf32, strided<[1]>> {\n  %c = memref.collapse_shape %m [[0, 1]] : memref<2x3xf32, strided<[3, 1]>> into memref<6xf32, strided<[1]>>\n  return %c : memref<6xf32, strided<[1]>>\n}\n",
        ),
        (
            "a narrowing extension",
            "func.func @f(%x: i64) -> i32 {\n  %r = arith.extsi %x : i64 to i32\n  return %r : i32\n}\n",
            "func.func @f(%x: i64) -> i32 {\n  %r = arith.trunci %x : i64 to i32\n  return %r : i32\n}\n",
        ),
        (
            "an alignment that is no power of two",
            "func.func @f(%m: memref<4xf32>) -> memref<4xf32> {\n  %a = memref.assume_alignment %m, 24 : memref<4xf32>\n  return %a : memref<4xf32>\n}\n",
            "func.func @f(%m: memref<4xf32>) -> memref<4xf32> {\n  %a = memref.assume_alignment %m, 32 : memref<4xf32>\n  return %a : memref<4xf32>\n}\n",
        ),
        (
            "an alignment beyond its i32",
            "func.func @f(%m: memref<4xf32>) -> memref<4xf32> {\n  %a = \"memref.assume_alignment\"(%m) <{alignment = 4294967296 : i32}> : (memref<4xf32>) -> memref<4xf32>\n  return %a : memref<4xf32>\n}\n",
            "func.func @f(%m: memref<4xf32>) -> memref<4xf32> {\n  %a = \"memref.assume_alignment\"(%m) <{alignment = 1073741824 : i32}> : (memref<4xf32>) -> memref<4xf32>\n  return %a : memref<4xf32>\n}\n",
        ),
        (
            "an alignment assumed of an unranked memref",
            "func.func @f(%m: memref<*xf32>) -> memref<*xf32> {\n  %a = memref.assume_alignment %m, 16 : memref<*xf32>\n  return %a : memref<*xf32>\n}\n",
            "func.func @f(%m: memref<4xf32>) -> memref<4xf32> {\n  %a = memref.assume_alignment %m, 16 : memref<4xf32>\n  return %a : memref<4xf32>\n}\n",
        ),
        (
            "an expansion whose output shape is not its result's",
            "func.func @f(%m: memref<16xf32>) -> memref<4x4xf32> {\n  %x = memref.expand_shape %m [[0, 1]] output_shape [2, 8] : memref<16xf32> into memref<4x4xf32>\n  return %x : memref<4x4xf32>\n}\n",
            "func.func @f(%m: memref<16xf32>) -> memref<4x4xf32> {\n  %x = memref.expand_shape %m [[0, 1]] output_shape [4, 4] : memref<16xf32> into memref<4x4xf32>\n  return %x : memref<4x4xf32>\n}\n",
        ),
        (
            "an expansion to more elements than its source",
            "func.func @f(%m: memref<16xf32>) -> memref<4x8xf32> {\n  %x = memref.expand_shape %m [[0, 1]] output_shape [4, 8] : memref<16xf32> into memref<4x8xf32>\n  return %x : memref<4x8xf32>\n}\n",
            "func.func @f(%m: memref<32xf32>) -> memref<4x8xf32> {\n  %x = memref.expand_shape %m [[0, 1]] output_shape [4, 8] : memref<32xf32> into memref<4x8xf32>\n  return %x : memref<4x8xf32>\n}\n",
        ),
        (
            "a result's number apart from its `#`",
            "func.func @f(%a: i32) -> i32 {\n  %r:2 = arith.addui_extended %a, %a : i32, i1\n  return %r# 0 : i32\n}\n",
            "func.func @f(%a: i32) -> i32 {\n  %r:2 = arith.addui_extended %a, %a : i32, i1\n  return %r#0 : i32\n}\n",
        ),
        (
            "a complex constant of parts of another type",
            "func.func @f() -> complex<f32> {\n  %c = complex.constant [1.0 : f64, 2.0 : f64] : complex<f32>\n  return %c : complex<f32>\n}\n",
            "func.func @f() -> complex<f64> {\n  %c = complex.constant [1.0 : f64, 2.0 : f64] : complex<f64>\n  return %c : complex<f64>\n}\n",
        ),
        (
            "a load with too few indices",
            "func.func @f(%m: memref<?x4xf32>, %i: index) -> f32 {\n  %v = memref.load %m[%i] : memref<?x4xf32>\n  return %v : f32\n}\n",
            "func.func @f(%m: memref<?x4xf32>, %i: index) -> f32 {\n  %v = memref.load %m[%i, %i] : memref<?x4xf32>\n  return %v : f32\n}\n",
        ),
        (
            "a vector load of another element type",
            "func.func @f(%m: memref<4x8xf32>, %i: index) -> vector<8xi32> {\n  %v = vector.load %m[%i, %i] : memref<4x8xf32>, vector<8xi32>\n  return %v : vector<8xi32>\n}\n",
            "func.func @f(%m: memref<4x8xi32>, %i: index) -> vector<8xi32> {\n  %v = vector.load %m[%i, %i] : memref<4x8xi32>, vector<8xi32>\n  return %v : vector<8xi32>\n}\n",
        ),
        (
            "a vector load of more dimensions than the memref has",
            "func.func @f(%m: memref<8xf32>, %i: index) -> vector<2x8xf32> {\n  %v = vector.load %m[%i] : memref<8xf32>, vector<2x8xf32>\n  return %v : vector<2x8xf32>\n}\n",
            "func.func @f(%m: memref<2x8xf32>, %i: index) -> vector<2x8xf32> {\n  %v = vector.load %m[%i, %i] : memref<2x8xf32>, vector<2x8xf32>\n  return %v : vector<2x8xf32>\n}\n",
        ),
        (
            "a vector store into a memref of other vectors",
            "func.func @f(%m: memref<4xvector<4xf32>>, %v: vector<8xf32>, %i: index) {\n  vector.store %v, %m[%i] : memref<4xvector<4xf32>>, vector<8xf32>\n  return\n}\n",
            "func.func @f(%m: memref<4xvector<8xf32>>, %v: vector<8xf32>, %i: index) {\n  vector.store %v, %m[%i] : memref<4xvector<8xf32>>, vector<8xf32>\n  return\n}\n",
        ),
        (
            "a vector store with an index short",
            "func.func @f(%m: memref<4x8xf32>, %v: vector<8xf32>, %i: index) {\n  vector.store %v, %m[%i] : memref<4x8xf32>, vector<8xf32>\n  return\n}\n",
            "func.func @f(%m: memref<4x8xf32>, %v: vector<8xf32>, %i: index) {\n  vector.store %v, %m[%i, %i] : memref<4x8xf32>, vector<8xf32>\n  return\n}\n",
        ),
        (
            "a vector load across a strided last dimension",
            "func.func @f(%m: memref<4x8xf32, strided<[16, 2]>>, %i: index) -> vector<8xf32> {\n  %v = vector.load %m[%i, %i] : memref<4x8xf32, strided<[16, 2]>>, vector<8xf32>\n  return %v : vector<8xf32>\n}\n",
            "func.func @f(%m: memref<4x8xf32, strided<[16, 1]>>, %i: index) -> vector<8xf32> {\n  %v = vector.load %m[%i, %i] : memref<4x8xf32, strided<[16, 1]>>, vector<8xf32>\n  return %v : vector<8xf32>\n}\n",
        ),
        (
            "a broadcast to a mismatched dimension",
            "func.func @f(%v: vector<4xf32>) -> vector<3x5xf32> {\n  %r = vector.broadcast %v : vector<4xf32> to vector<3x5xf32>\n  return %r : vector<3x5xf32>\n}\n",
            "func.func @f(%v: vector<5xf32>) -> vector<3x5xf32> {\n  %r = vector.broadcast %v : vector<5xf32> to vector<3x5xf32>\n  return %r : vector<3x5xf32>\n}\n",
        ),
        (
            "a broadcast to fewer dimensions",
            "func.func @f(%v: vector<1xf32>) -> vector<f32> {\n  %r = vector.broadcast %v : vector<1xf32> to vector<f32>\n  return %r : vector<f32>\n}\n",
            "func.func @f(%v: vector<f32>) -> vector<1xf32> {\n  %r = vector.broadcast %v : vector<f32> to vector<1xf32>\n  return %r : vector<1xf32>\n}\n",
        ),
        (
            "a broadcast of a vector to another element type",
            "func.func @f(%v: vector<4xf32>) -> vector<2x4xi32> {\n  %r = vector.broadcast %v : vector<4xf32> to vector<2x4xi32>\n  return %r : vector<2x4xi32>\n}\n",
            "func.func @f(%v: vector<4xi32>) -> vector<2x4xi32> {\n  %r = vector.broadcast %v : vector<4xi32> to vector<2x4xi32>\n  return %r : vector<2x4xi32>\n}\n",
        ),
        (
            "an integer atomic on floats",
            "func.func @f(%m: memref<4xf32>, %v: f32, %i: index) -> f32 {\n  %r = memref.atomic_rmw addi %v, %m[%i] : (f32, memref<4xf32>) -> f32\n  return %r : f32\n}\n",
            "func.func @f(%m: memref<4xf32>, %v: f32, %i: index) -> f32 {\n  %r = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<4xf32>) -> f32\n  return %r : f32\n}\n",
        ),
        (
            "a float atomic on integers",
            "func.func @f(%m: memref<4xi32>, %v: i32, %i: index) -> i32 {\n  %r = memref.atomic_rmw minimumf %v, %m[%i] : (i32, memref<4xi32>) -> i32\n  return %r : i32\n}\n",
            "func.func @f(%m: memref<4xi32>, %v: i32, %i: index) -> i32 {\n  %r = memref.atomic_rmw minu %v, %m[%i] : (i32, memref<4xi32>) -> i32\n  return %r : i32\n}\n",
        ),
        (
            "an atomic on an index",
            "func.func @f(%m: memref<4xindex>, %v: index, %i: index) -> index {\n  %r = memref.atomic_rmw addi %v, %m[%i] : (index, memref<4xindex>) -> index\n  return %r : index\n}\n",
            "func.func @f(%m: memref<4xi64>, %v: i64, %i: index) -> i64 {\n  %r = memref.atomic_rmw addi %v, %m[%i] : (i64, memref<4xi64>) -> i64\n  return %r : i64\n}\n",
        ),
        (
            "an atomic of a value of another type than the element",
            "func.func @f(%m: memref<4xi32>, %v: i64, %i: index) -> i64 {\n  %r = memref.atomic_rmw addi %v, %m[%i] : (i64, memref<4xi32>) -> i64\n  return %r : i64\n}\n",
            "func.func @f(%m: memref<4xi64>, %v: i64, %i: index) -> i64 {\n  %r = memref.atomic_rmw addi %v, %m[%i] : (i64, memref<4xi64>) -> i64\n  return %r : i64\n}\n",
        ),
        (
            "a shuffle mask past both vectors",
            "func.func @f(%a: vector<4xf32>, %b: vector<2xf32>) -> vector<2xf32> {\n  %r = vector.shuffle %a, %b [0, 6] : vector<4xf32>, vector<2xf32>\n  return %r : vector<2xf32>\n}\n",
            "func.func @f(%a: vector<4xf32>, %b: vector<2xf32>) -> vector<2xf32> {\n  %r = vector.shuffle %a, %b [0, 5] : vector<4xf32>, vector<2xf32>\n  return %r : vector<2xf32>\n}\n",
        ),
        (
            "a shuffle of vectors of other ranks",
            "func.func @f(%a: vector<2x3xf32>, %b: vector<3xf32>) -> vector<1x3xf32> {\n  %r = vector.shuffle %a, %b [1] : vector<2x3xf32>, vector<3xf32>\n  return %r : vector<1x3xf32>\n}\n",
            "func.func @f(%a: vector<2x3xf32>, %b: vector<1x3xf32>) -> vector<1x3xf32> {\n  %r = vector.shuffle %a, %b [1] : vector<2x3xf32>, vector<1x3xf32>\n  return %r : vector<1x3xf32>\n}\n",
        ),
        (
            "a shuffle of a vector and a 0-D one",
            "func.func @f(%a: vector<2xf32>, %z: vector<f32>) -> vector<1xf32> {\n  %r = vector.shuffle %a, %z [0] : vector<2xf32>, vector<f32>\n  return %r : vector<1xf32>\n}\n",
            "func.func @f(%a: vector<f32>, %z: vector<f32>) -> vector<1xf32> {\n  %r = vector.shuffle %a, %z [0] : vector<f32>, vector<f32>\n  return %r : vector<1xf32>\n}\n",
        ),
        (
            "an empty shuffle mask",
            "func.func @f(%a: vector<4xf32>) -> vector<4xf32> {\n  %r = vector.shuffle %a, %a [] : vector<4xf32>, vector<4xf32>\n  return %a : vector<4xf32>\n}\n",
            "func.func @f(%a: vector<4xf32>) -> vector<1xf32> {\n  %r = vector.shuffle %a, %a [7] : vector<4xf32>, vector<4xf32>\n  return %r : vector<1xf32>\n}\n",
        ),
        (
            "a shuffle of vectors of other element types",
            "func.func @f(%a: vector<4xf32>, %b: vector<4xi32>) -> vector<1xf32> {\n  %r = vector.shuffle %a, %b [0] : vector<4xf32>, vector<4xi32>\n  return %r : vector<1xf32>\n}\n",
            "func.func @f(%a: vector<4xf32>, %b: vector<4xf32>) -> vector<1xf32> {\n  %r = vector.shuffle %a, %b [0] : vector<4xf32>, vector<4xf32>\n  return %r : vector<1xf32>\n}\n",
        ),
        (
            "a reinterpreted offset the result type does not have",
            "func.func @f(%m: memref<16xf32>) -> memref<4x4xf32> {\n  %r = memref.reinterpret_cast %m to offset: [2], sizes: [4, 4], strides: [4, 1] : memref<16xf32> to memref<4x4xf32>\n  return %r : memref<4x4xf32>\n}\n",
            "func.func @f(%m: memref<16xf32>) -> memref<4x4xf32, strided<[4, 1], offset: 2>> {\n  %r = memref.reinterpret_cast %m to offset: [2], sizes: [4, 4], strides: [4, 1] : memref<16xf32> to memref<4x4xf32, strided<[4, 1], offset: 2>>\n  return %r : memref<4x4xf32, strided<[4, 1], offset: 2>>\n}\n",
        ),
        (
            "a dynamic size where the result type has a static one",
            "func.func @f(%m: memref<16xf32>, %n: index) -> memref<4x4xf32> {\n  %r = memref.reinterpret_cast %m to offset: [0], sizes: [4, %n], strides: [4, 1] : memref<16xf32> to memref<4x4xf32>\n  return %r : memref<4x4xf32>\n}\n",
            "func.func @f(%m: memref<16xf32>, %n: index) -> memref<4x?xf32, strided<[4, 1]>> {\n  %r = memref.reinterpret_cast %m to offset: [0], sizes: [4, %n], strides: [4, 1] : memref<16xf32> to memref<4x?xf32, strided<[4, 1]>>\n  return %r : memref<4x?xf32, strided<[4, 1]>>\n}\n",
        ),
        (
            "a reinterpreted stride the identity layout does not have",
            "func.func @f(%m: memref<16xf32>) -> memref<4x2xf32> {\n  %r = memref.reinterpret_cast %m to offset: [0], sizes: [4, 2], strides: [4, 2] : memref<16xf32> to memref<4x2xf32>\n  return %r : memref<4x2xf32>\n}\n",
            "func.func @f(%m: memref<16xf32>) -> memref<4x2xf32> {\n  %r = memref.reinterpret_cast %m to offset: [0], sizes: [4, 2], strides: [2, 1] : memref<16xf32> to memref<4x2xf32>\n  return %r : memref<4x2xf32>\n}\n",
        ),
        (
            "fewer sizes than strides",
            "func.func @f(%m: memref<16xf32>) -> memref<16xf32> {\n  %r = memref.reinterpret_cast %m to offset: [0], sizes: [16], strides: [1, 1] : memref<16xf32> to memref<16xf32>\n  return %r : memref<16xf32>\n}\n",
            "func.func @f(%m: memref<16xf32>) -> memref<16xf32> {\n  %r = memref.reinterpret_cast %m to offset: [0], sizes: [16], strides: [1] : memref<16xf32> to memref<16xf32>\n  return %r : memref<16xf32>\n}\n",
        ),
        (
            "a negative reinterpreted offset",
            "func.func @f(%m: memref<16xf32>) -> memref<4xf32, strided<[1], offset: ?>> {\n  %r = memref.reinterpret_cast %m to offset: [-1], sizes: [4], strides: [1] : memref<16xf32> to memref<4xf32, strided<[1], offset: ?>>\n  return %r : memref<4xf32, strided<[1], offset: ?>>\n}\n",
            "func.func @f(%m: memref<16xf32>) -> memref<4xf32, strided<[1], offset: ?>> {\n  %r = memref.reinterpret_cast %m to offset: [1], sizes: [4], strides: [1] : memref<16xf32> to memref<4xf32, strided<[1], offset: ?>>\n  return %r : memref<4xf32, strided<[1], offset: ?>>\n}\n",
        ),
        (
            "a reinterpretation to another element type",
            "func.func @f(%m: memref<16xf32>) -> memref<16xi32> {\n  %r = memref.reinterpret_cast %m to offset: [0], sizes: [16], strides: [1] : memref<16xf32> to memref<16xi32>\n  return %r : memref<16xi32>\n}\n",
            "func.func @f(%m: memref<16xi32>) -> memref<16xi32> {\n  %r = memref.reinterpret_cast %m to offset: [0], sizes: [16], strides: [1] : memref<16xi32> to memref<16xi32>\n  return %r : memref<16xi32>\n}\n",
        ),
        (
            "strided metadata of too few sizes",
            "func.func @f(%m: memref<8x4xi32>) -> index {\n  %b, %o, %s, %t = memref.extract_strided_metadata %m : memref<8x4xi32> -> memref<i32>, index, index, index\n  return %o : index\n}\n",
            "func.func @f(%m: memref<8xi32>) -> index {\n  %b, %o, %s, %t = memref.extract_strided_metadata %m : memref<8xi32> -> memref<i32>, index, index, index\n  return %o : index\n}\n",
        ),
        (
            "a strided base buffer",
            "func.func @f(%m: memref<8xi32>) -> index {\n  %b, %o, %s, %t = memref.extract_strided_metadata %m : memref<8xi32> -> memref<i32, strided<[], offset: ?>>, index, index, index\n  return %o : index\n}\n",
            "func.func @f(%m: memref<8xi32>) -> index {\n  %b, %o, %s, %t = memref.extract_strided_metadata %m : memref<8xi32> -> memref<i32>, index, index, index\n  return %o : index\n}\n",
        ),
        (
            "a subview past the end of its dimension",
            "func.func @f(%m: memref<4x6xf32>) -> memref<4x4xf32, strided<[6, 2], offset: 1>> {\n  %r = memref.subview %m[0, 1] [4, 4] [1, 2] : memref<4x6xf32> to memref<4x4xf32, strided<[6, 2], offset: 1>>\n  return %r : memref<4x4xf32, strided<[6, 2], offset: 1>>\n}\n",
            "func.func @f(%m: memref<4x6xf32>) -> memref<4x3xf32, strided<[6, 2], offset: 1>> {\n  %r = memref.subview %m[0, 1] [4, 3] [1, 2] : memref<4x6xf32> to memref<4x3xf32, strided<[6, 2], offset: 1>>\n  return %r : memref<4x3xf32, strided<[6, 2], offset: 1>>\n}\n",
        ),
        (
            "a subview offset outside its dimension",
            "func.func @f(%m: memref<4x6xf32>, %n: index) -> memref<?x6xf32, strided<[6, 1], offset: 30>> {\n  %r = memref.subview %m[5, 0] [%n, 6] [1, 1] : memref<4x6xf32> to memref<?x6xf32, strided<[6, 1], offset: 30>>\n  return %r : memref<?x6xf32, strided<[6, 1], offset: 30>>\n}\n",
            "func.func @f(%m: memref<4x6xf32>, %n: index) -> memref<?x6xf32, strided<[6, 1], offset: 18>> {\n  %r = memref.subview %m[3, 0] [%n, 6] [1, 1] : memref<4x6xf32> to memref<?x6xf32, strided<[6, 1], offset: 18>>\n  return %r : memref<?x6xf32, strided<[6, 1], offset: 18>>\n}\n",
        ),
        (
            "a subview of a dynamic offset stated static",
            "func.func @f(%m: memref<4x6xf32>) -> memref<4x3xf32, strided<[6, 2], offset: ?>> {\n  %r = memref.subview %m[0, 1] [4, 3] [1, 2] : memref<4x6xf32> to memref<4x3xf32, strided<[6, 2], offset: ?>>\n  return %r : memref<4x3xf32, strided<[6, 2], offset: ?>>\n}\n",
            "func.func @f(%m: memref<4x6xf32>) -> memref<4x3xf32, strided<[6, 2], offset: 1>> {\n  %r = memref.subview %m[0, 1] [4, 3] [1, 2] : memref<4x6xf32> to memref<4x3xf32, strided<[6, 2], offset: 1>>\n  return %r : memref<4x3xf32, strided<[6, 2], offset: 1>>\n}\n",
        ),
        (
            "an identity subview of a dynamic stride",
            "func.func @f(%m: memref<?x?xf32>) -> memref<2x2xf32> {\n  %r = memref.subview %m[0, 0] [2, 2] [1, 1] : memref<?x?xf32> to memref<2x2xf32>\n  return %r : memref<2x2xf32>\n}\n",
            "func.func @f(%m: memref<?x?xf32>) -> memref<2x2xf32, strided<[?, 1]>> {\n  %r = memref.subview %m[0, 0] [2, 2] [1, 1] : memref<?x?xf32> to memref<2x2xf32, strided<[?, 1]>>\n  return %r : memref<2x2xf32, strided<[?, 1]>>\n}\n",
        ),
        (
            "a generic subview of no result",
            "func.func @f(%m: memref<16xf32>) {\n  \"memref.subview\"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (memref<16xf32>) -> ()\n  return\n}\n",
            "func.func @f(%m: memref<16xf32>) {\n  %r = \"memref.subview\"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (memref<16xf32>) -> memref<4xf32>\n  return\n}\n",
        ),
        (
            "a generic reinterpret_cast of no result",
            "func.func @f(%m: memref<16xf32>) {\n  \"memref.reinterpret_cast\"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 16>, static_strides = array<i64: 1>}> : (memref<16xf32>) -> ()\n  return\n}\n",
            "func.func @f(%m: memref<16xf32>) {\n  %r = \"memref.reinterpret_cast\"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 16>, static_strides = array<i64: 1>}> : (memref<16xf32>) -> memref<16xf32>\n  return\n}\n",
        ),
        (
            "a generic collapse of no result",
            "func.func @f(%m: memref<4x4xf32>) {\n  \"memref.collapse_shape\"(%m) <{reassociation = [[0, 1]]}> : (memref<4x4xf32>) -> ()\n  return\n}\n",
            "func.func @f(%m: memref<4x4xf32>) {\n  %r = \"memref.collapse_shape\"(%m) <{reassociation = [[0, 1]]}> : (memref<4x4xf32>) -> memref<16xf32>\n  return\n}\n",
        ),
        (
            "a collapse of dimensions out of order",
            "func.func @f(%m: memref<3x4x5xf32>) -> memref<15x4xf32> {\n  %r = memref.collapse_shape %m [[0, 2], [1]] : memref<3x4x5xf32> into memref<15x4xf32>\n  return %r : memref<15x4xf32>\n}\n",
            "func.func @f(%m: memref<3x4x5xf32>) -> memref<12x5xf32> {\n  %r = memref.collapse_shape %m [[0, 1], [2]] : memref<3x4x5xf32> into memref<12x5xf32>\n  return %r : memref<12x5xf32>\n}\n",
        ),
        (
            "a collapse of a group out of order",
            "func.func @f(%m: memref<3x4x5xf32>) -> memref<12x5xf32> {\n  %r = memref.collapse_shape %m [[1, 0], [2]] : memref<3x4x5xf32> into memref<12x5xf32>\n  return %r : memref<12x5xf32>\n}\n",
            "func.func @f(%m: memref<3x4x5xf32>) -> memref<12x5xf32> {\n  %r = memref.collapse_shape %m [[0, 1], [2]] : memref<3x4x5xf32> into memref<12x5xf32>\n  return %r : memref<12x5xf32>\n}\n",
        ),
        (
            "a collapse to a size that is not the group's",
            "func.func @f(%m: memref<3x4x5xf32>) -> memref<12x6xf32> {\n  %r = memref.collapse_shape %m [[0, 1], [2]] : memref<3x4x5xf32> into memref<12x6xf32>\n  return %r : memref<12x6xf32>\n}\n",
            "func.func @f(%m: memref<3x4x5xf32>) -> memref<12x5xf32> {\n  %r = memref.collapse_shape %m [[0, 1], [2]] : memref<3x4x5xf32> into memref<12x5xf32>\n  return %r : memref<12x5xf32>\n}\n",
        ),
        (
            "a static collapse of a dynamic group",
            "func.func @f(%m: memref<?x4xf32>) -> memref<8xf32> {\n  %r = memref.collapse_shape %m [[0, 1]] : memref<?x4xf32> into memref<8xf32>\n  return %r : memref<8xf32>\n}\n",
            "func.func @f(%m: memref<?x4xf32>) -> memref<?xf32> {\n  %r = memref.collapse_shape %m [[0, 1]] : memref<?x4xf32> into memref<?xf32>\n  return %r : memref<?xf32>\n}\n",
        ),
        (
            "a collapse that leaves a dimension out",
            "func.func @f(%m: memref<3x4x5xf32>) -> memref<12xf32> {\n  %r = memref.collapse_shape %m [[0, 1]] : memref<3x4x5xf32> into memref<12xf32>\n  return %r : memref<12xf32>\n}\n",
            "func.func @f(%m: memref<3x4x5xf32>) -> memref<60xf32> {\n  %r = memref.collapse_shape %m [[0, 1, 2]] : memref<3x4x5xf32> into memref<60xf32>\n  return %r : memref<60xf32>\n}\n",
        ),
        (
            "the size of a rank-0 memref",
            "func.func @f(%m: memref<f32>, %i: index) -> index {\n  %d = memref.dim %m, %i : memref<f32>\n  return %d : index\n}\n",
            "func.func @f(%m: memref<4xf32>, %i: index) -> index {\n  %d = memref.dim %m, %i : memref<4xf32>\n  return %d : index\n}\n",
        ),
        (
            "a value defined twice",
            "func.func @f(%x: i32) -> i32 {\n  %y = arith.addi %x, %x : i32\n  %y = arith.muli %x, %x : i32\n  return %y : i32\n}\n",
            "func.func @f(%x: i32) -> i32 {\n  %y = arith.addi %x, %x : i32\n  %z = arith.muli %y, %x : i32\n  return %z : i32\n}\n",
        ),
        (
            "an op after the terminator",
            "func.func @f(%x: i32) -> i32 {\n  return %x : i32\n  %y = arith.addi %x, %x : i32\n}\n",
            "func.func @f(%x: i32) -> i32 {\n  %y = arith.addi %x, %x : i32\n  return %x : i32\n}\n",
        ),
        (
            "a poison value that is not one",
            "func.func @f() -> i32 {\n  %u = ub.poison <1 : i32> : i32\n  return %u : i32\n}\n",
            "func.func @f() -> i32 {\n  %u = ub.poison : i32\n  return %u : i32\n}\n",
        ),
        (
            "a public declaration",
            "func.func @g(i32) -> i32\nfunc.func @f(%x: i32) -> i32 {\n  return %x : i32\n}\n",
            "func.func private @g(i32) -> i32\nfunc.func @f(%x: i32) -> i32 {\n  return %x : i32\n}\n",
        ),
        (
            "a while loop whose condition passes the wrong types",
            "func.func @f(%x: i64) -> i64 {\n  %r = scf.while (%a = %x) : (i64) -> i64 {\n    %t = arith.constant true\n    %k = arith.trunci %a : i64 to i32\n    scf.condition(%t) %k : i32\n  } do {\n  ^bb0(%b: i64):\n    scf.yield %b : i64\n  }\n  return %r : i64\n}\n",
            "func.func @f(%x: i64) -> i64 {\n  %r = scf.while (%a = %x) : (i64) -> i64 {\n    %t = arith.constant true\n    scf.condition(%t) %a : i64\n  } do {\n  ^bb0(%b: i64):\n    scf.yield %b : i64\n  }\n  return %r : i64\n}\n",
        ),
        (
            "a complex number of two float types",
            "func.func @f(%a: f32, %b: f64) -> complex<f64> {\n  %z = complex.create %a, %b : complex<f64>\n  return %z : complex<f64>\n}\n",
            "func.func @f(%a: f64, %b: f64) -> complex<f64> {\n  %z = complex.create %a, %b : complex<f64>\n  return %z : complex<f64>\n}\n",
        ),
        (
            "the real part of a complex number as another float type",
            "func.func @f(%z: complex<f32>) -> f64 {\n  %r = complex.re %z : complex<f32>\n  return %r : f64\n}\n",
            "func.func @f(%z: complex<f32>) -> f32 {\n  %r = complex.re %z : complex<f32>\n  return %r : f32\n}\n",
        ),
        (
            "complex arithmetic on complex numbers of two types",
            "func.func @f(%a: complex<f32>, %b: complex<f64>) -> complex<f64> {\n  %z = complex.add %a, %b : complex<f64>\n  return %z : complex<f64>\n}\n",
            "func.func @f(%a: complex<f64>, %b: complex<f64>) -> complex<f64> {\n  %z = complex.add %a, %b : complex<f64>\n  return %z : complex<f64>\n}\n",
        ),
        (
            "an index cast from index to index",
            "func.func @f(%i: index) -> index {\n  %j = index.casts %i : index to index\n  return %j : index\n}\n",
            "func.func @f(%i: index) -> i32 {\n  %j = index.casts %i : index to i32\n  return %j : i32\n}\n",
        ),
        (
            "an index comparison of integers",
            "func.func @f(%a: i64, %b: i64) -> i1 {\n  %c = index.cmp ult(%a, %b)\n  return %c : i1\n}\n",
            "func.func @f(%a: index, %b: index) -> i1 {\n  %c = index.cmp ult(%a, %b)\n  return %c : i1\n}\n",
        ),
        (
            "an index comparison with no such predicate",
            "func.func @f(%a: index, %b: index) -> i1 {\n  %c = index.cmp lt(%a, %b)\n  return %c : i1\n}\n",
            "func.func @f(%a: index, %b: index) -> i1 {\n  %c = index.cmp sle(%a, %b)\n  return %c : i1\n}\n",
        ),
        (
            "a broadcast to a vector of another element type",
            "func.func @f(%s: f32) -> vector<4xf64> {\n  %v = vector.broadcast %s : f32 to vector<4xf64>\n  return %v : vector<4xf64>\n}\n",
            "func.func @f(%s: f64) -> vector<4xf64> {\n  %v = vector.broadcast %s : f64 to vector<4xf64>\n  return %v : vector<4xf64>\n}\n",
        ),
        (
            "the aligned address of a memref as an integer",
            "func.func @f(%m: memref<4xf32>) -> i64 {\n  %p = memref.extract_aligned_pointer_as_index %m : memref<4xf32> -> i64\n  return %p : i64\n}\n",
            "func.func @f(%m: memref<*xf32>) -> index {\n  %p = memref.extract_aligned_pointer_as_index %m : memref<*xf32> -> index\n  return %p : index\n}\n",
        ),
        (
            "a global read as another type",
            "memref.global @g : memref<4xf32> = dense<0.0>\nfunc.func @f() -> memref<4xf64> {\n  %m = memref.get_global @g : memref<4xf64>\n  return %m : memref<4xf64>\n}\n",
            "memref.global @g : memref<4xf64> = dense<0.0>\nfunc.func @f() -> memref<4xf64> {\n  %m = memref.get_global @g : memref<4xf64>\n  return %m : memref<4xf64>\n}\n",
        ),
        (
            "a global that is not there",
            "memref.global @g : memref<4xf32> = dense<0.0>\nfunc.func @f() -> memref<4xf32> {\n  %m = memref.get_global @h : memref<4xf32>\n  return %m : memref<4xf32>\n}\n",
            "memref.global @h : memref<4xf32> = dense<0.0>\nfunc.func @f() -> memref<4xf32> {\n  %m = memref.get_global @h : memref<4xf32>\n  return %m : memref<4xf32>\n}\n",
        ),
        (
            "a global's initial value of the wrong size",
            "memref.global \"private\" constant @g : memref<3xi32> = dense<[1, 2]>\nfunc.func @f() -> memref<3xi32> {\n  %m = memref.get_global @g : memref<3xi32>\n  return %m : memref<3xi32>\n}\n",
            "memref.global \"private\" constant @g : memref<3xi32> = dense<[1, 2, 3]>\nfunc.func @f() -> memref<3xi32> {\n  %m = memref.get_global @g : memref<3xi32>\n  return %m : memref<3xi32>\n}\n",
        ),
        (
            "a global named as a function before it",
            "memref.global @f : memref<2xi32> = uninitialized\nfunc.func @f() {\n  return\n}\n",
            "memref.global @g : memref<2xi32> = uninitialized\nfunc.func @f() {\n  return\n}\n",
        ),
        (
            "a global named as a function after it",
            "func.func @f() {\n  return\n}\nmemref.global @f : memref<2xi32> = uninitialized\n",
            "func.func @f() {\n  return\n}\nmemref.global @g : memref<2xi32> = uninitialized\n",
        ),
        (
            "a global's alignment that is not a power of two",
            "memref.global @g : memref<2xi32> = uninitialized {alignment = 48 : i64}\nfunc.func @f() {\n  return\n}\n",
            "memref.global @g : memref<2xi32> = uninitialized {alignment = 32 : i64}\nfunc.func @f() {\n  return\n}\n",
        ),
        (
            "a global of dynamic size",
            "memref.global @g : memref<?xi32> = uninitialized\nfunc.func @f() {\n  return\n}\n",
            "memref.global @g : memref<8xi32> = uninitialized\nfunc.func @f() {\n  return\n}\n",
        ),
        (
            "a copy between memrefs of two element types",
            "func.func @f(%a: memref<4xf32>, %b: memref<4xi32>) {\n  memref.copy %a, %b : memref<4xf32> to memref<4xi32>\n  return\n}\n",
            "func.func @f(%a: memref<4xf32>, %b: memref<?xf32>) {\n  memref.copy %a, %b : memref<4xf32> to memref<?xf32>\n  return\n}\n",
        ),
        (
            "a copy between memrefs of two shapes",
            "func.func @f(%a: memref<4xf32>, %b: memref<5xf32>) {\n  memref.copy %a, %b : memref<4xf32> to memref<5xf32>\n  return\n}\n",
            "func.func @f(%a: memref<4xf32>, %b: memref<*xf32>) {\n  memref.copy %a, %b : memref<4xf32> to memref<*xf32>\n  return\n}\n",
        ),
        (
            "a switch with a case twice",
            "func.func @f(%i: index, %a: f64) -> f64 {\n  %r = scf.index_switch %i -> f64\n  case 1 {\n    scf.yield %a : f64\n  }\n  case 1 {\n    scf.yield %a : f64\n  }\n  default {\n    scf.yield %a : f64\n  }\n  return %r : f64\n}\n",
            "func.func @f(%i: index, %a: f64) -> f64 {\n  %r = scf.index_switch %i -> f64\n  case 1 {\n    scf.yield %a : f64\n  }\n  case 2 {\n    scf.yield %a : f64\n  }\n  default {\n    scf.yield %a : f64\n  }\n  return %r : f64\n}\n",
        ),
        (
            "a switch case yielding the wrong type",
            "func.func @f(%i: index, %a: f64, %b: f32) -> f64 {\n  %r = scf.index_switch %i -> f64\n  case 1 {\n    scf.yield %b : f32\n  }\n  default {\n    scf.yield %a : f64\n  }\n  return %r : f64\n}\n",
            "func.func @f(%i: index, %a: f64, %b: f32) -> f64 {\n  %r = scf.index_switch %i -> f64\n  case 1 {\n    scf.yield %a : f64\n  }\n  default {\n    scf.yield %a : f64\n  }\n  return %r : f64\n}\n",
        ),
        (
            "a switch case without its yield",
            "func.func @f(%i: index, %a: f64, %m: memref<4xf64>) {\n  scf.index_switch %i\n  case 1 {\n    memref.store %a, %m[%i] : memref<4xf64>\n  }\n  default {\n  }\n  return\n}\n",
            "func.func @f(%i: index, %a: f64, %m: memref<4xf64>) {\n  scf.index_switch %i\n  case 1 {\n    memref.store %a, %m[%i] : memref<4xf64>\n    scf.yield\n  }\n  default {\n    memref.store %a, %m[%i] : memref<4xf64>\n  }\n  return\n}\n",
        ),
        (
            "a float to a power of another shape",
            "func.func @f(%x: vector<4xf32>, %n: i32) -> vector<4xf32> {\n  %r = math.fpowi %x, %n : vector<4xf32>, i32\n  return %r : vector<4xf32>\n}\n",
            "func.func @f(%x: f32, %n: i32) -> f32 {\n  %r = math.fpowi %x, %n : f32, i32\n  return %r : f32\n}\n",
        ),
        (
            "a fused multiply-add of scalars",
            "func.func @f(%x: f32) -> f32 {\n  %r = vector.fma %x, %x, %x : f32\n  return %r : f32\n}\n",
            "func.func @f(%x: vector<2xf32>) -> vector<2xf32> {\n  %r = vector.fma %x, %x, %x : vector<2xf32>\n  return %r : vector<2xf32>\n}\n",
        ),
        (
            "an index constant out of range",
            "func.func @f() -> index {\n  %k = index.constant 99999999999999999999\n  return %k : index\n}\n",
            "func.func @f() -> index {\n  %k = index.constant 9999999999999999\n  return %k : index\n}\n",
        ),
        (
            "a float's bits wider than its type",
            "func.func @f() -> f32 {\n  %x = arith.constant 0x7FF0000000000000 : f32\n  return %x : f32\n}\n",
            "func.func @f() -> f32 {\n  %x = arith.constant 0x7F800000 : f32\n  return %x : f32\n}\n",
        ),
        (
            "a switch on an integer",
            "func.func @f(%i: i64, %a: f64) -> f64 {\n  %r = scf.index_switch %i -> f64\n  default {\n    scf.yield %a : f64\n  }\n  return %r : f64\n}\n",
            "func.func @f(%i: index, %a: f64) -> f64 {\n  %r = scf.index_switch %i -> f64\n  default {\n    scf.yield %a : f64\n  }\n  return %r : f64\n}\n",
        ),
        (
            "a call of a global",
            "memref.global @g : memref<2xi32> = uninitialized\nfunc.func @f() {\n  call @g() : () -> ()\n  return\n}\n",
            "func.func private @g()\nfunc.func @f() {\n  call @g() : () -> ()\n  return\n}\n",
        ),
        (
            "a generic constant of a type not its value's",
            "func.func @f() -> i64 {\n  %c = \"arith.constant\"() <{value = 1 : i32}> : () -> i64\n  return %c : i64\n}\n",
            "func.func @f() -> i64 {\n  %c = \"arith.constant\"() <{value = 1 : i64}> : () -> i64\n  return %c : i64\n}\n",
        ),
        (
            "generic operand types that are not the operands'",
            "func.func @f(%a: i32) {\n  %s = \"arith.addi\"(%a, %a) : (i64, i64) -> i64\n  return\n}\n",
            "func.func @f(%a: i32) {\n  %s = \"arith.addi\"(%a, %a) : (i32, i32) -> i32\n  return\n}\n",
        ),
        (
            "a generic conditional branch without its segment sizes",
            "func.func @f(%c: i1) {\n  \"cf.cond_br\"(%c)[^a, ^b] : (i1) -> ()\n^a:\n  return\n^b:\n  return\n}\n",
            "func.func @f(%c: i1) {\n  \"cf.cond_br\"(%c)[^a, ^b] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()\n^a:\n  return\n^b:\n  return\n}\n",
        ),
        (
            "a generic comparison with a predicate that is no case",
            "func.func @f(%a: i32) -> i1 {\n  %c = \"arith.cmpi\"(%a, %a) <{predicate = 12 : i64}> : (i32, i32) -> i1\n  return %c : i1\n}\n",
            "func.func @f(%a: i32) -> i1 {\n  %c = \"arith.cmpi\"(%a, %a) <{predicate = 9 : i64}> : (i32, i32) -> i1\n  return %c : i1\n}\n",
        ),
        (
            "a generic function whose entry block's types are not its inputs",
            "\"func.func\"() <{function_type = (i32) -> (), sym_name = \"f\"}> ({\n^bb0(%a: i64):\n  \"func.return\"() : () -> ()\n}) : () -> ()\n",
            "\"func.func\"() <{function_type = (i32) -> (), sym_name = \"f\"}> ({\n^bb0(%a: i32):\n  \"func.return\"() : () -> ()\n}) : () -> ()\n",
        ),
        (
            "an index constant that is a boolean",
            "func.func @f() -> index {\n  %c = index.constant true\n  return %c : index\n}\n",
            "func.func @f() -> i1 {\n  %c = index.bool.constant true\n  return %c : i1\n}\n",
        ),
        (
            "a boolean constant that is an integer, in the generic form",
            "func.func @f() -> i1 {\n  %c = \"index.bool.constant\"() <{value = 1 : index}> : () -> i1\n  return %c : i1\n}\n",
            "func.func @f() -> i1 {\n  %c = \"index.bool.constant\"() <{value = false}> : () -> i1\n  return %c : i1\n}\n",
        ),
        (
            "an extended multiplication of floats",
            "func.func @f(%a: f64) -> f64 {\n  %l, %h = arith.mulsi_extended %a, %a : f64\n  return %h : f64\n}\n",
            "func.func @f(%a: index) -> index {\n  %l, %h = arith.mulsi_extended %a, %a : index\n  return %h : index\n}\n",
        ),
        (
            "an extended addition whose overflow is not an i1",
            "func.func @f(%a: i32) -> i32 {\n  %s, %o = arith.addui_extended %a, %a : i32, i32\n  return %s : i32\n}\n",
            "func.func @f(%a: i32) -> i32 {\n  %s, %o = arith.addui_extended %a, %a : i32, i1\n  return %s : i32\n}\n",
        ),
        (
            "sine and cosine of an integer",
            "func.func @f(%a: i32) -> i32 {\n  %s, %c = math.sincos %a : i32\n  return %s : i32\n}\n",
            "func.func @f(%a: f32) -> f32 {\n  %s, %c = math.sincos %a : f32\n  return %s : f32\n}\n",
        ),
        (
            "a reduction by a kind its element type lacks",
            "func.func @f(%v: vector<4xf32>) -> f32 {\n  %r = vector.reduction <xor>, %v : vector<4xf32> into f32\n  return %r : f32\n}\n",
            "func.func @f(%v: vector<4xf32>) -> f32 {\n  %r = vector.reduction <maximumf>, %v : vector<4xf32> into f32\n  return %r : f32\n}\n",
        ),
        (
            "a reduction of a 2-D vector",
            "func.func @f(%v: vector<2x4xi32>) -> i32 {\n  %r = vector.reduction <add>, %v : vector<2x4xi32> into i32\n  return %r : i32\n}\n",
            "func.func @f(%v: vector<8xi32>) -> i32 {\n  %r = vector.reduction <add>, %v : vector<8xi32> into i32\n  return %r : i32\n}\n",
        ),
        (
            "a reduction whose accumulator is not of its element type",
            "func.func @f(%v: vector<4xi32>, %a: i64) -> i32 {\n  %r = vector.reduction <xor>, %v, %a : vector<4xi32> into i32\n  return %r : i32\n}\n",
            "func.func @f(%v: vector<4xi32>, %a: i32) -> i32 {\n  %r = vector.reduction <xor>, %v, %a : vector<4xi32> into i32\n  return %r : i32\n}\n",
        ),
        (
            "a shape cast to another number of elements",
            "func.func @f(%v: vector<2x3xf32>) -> vector<5xf32> {\n  %r = vector.shape_cast %v : vector<2x3xf32> to vector<5xf32>\n  return %r : vector<5xf32>\n}\n",
            "func.func @f(%v: vector<2x3xf32>) -> vector<6xf32> {\n  %r = vector.shape_cast %v : vector<2x3xf32> to vector<6xf32>\n  return %r : vector<6xf32>\n}\n",
        ),
        (
            "a vector of fewer elements than its type holds",
            "func.func @f(%a: f32) -> vector<3xf32> {\n  %r = vector.from_elements %a, %a : vector<3xf32>\n  return %r : vector<3xf32>\n}\n",
            "func.func @f(%a: f32) -> vector<2xf32> {\n  %r = vector.from_elements %a, %a : vector<2xf32>\n  return %r : vector<2xf32>\n}\n",
        ),
        (
            "a parallel loop whose body yields",
            "func.func @f(%n: index) {\n  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  scf.parallel (%i) = (%c0) to (%n) step (%c1) {\n    scf.yield\n  }\n  return\n}\n",
            "func.func @f(%n: index) {\n  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  scf.parallel (%i) = (%c0) to (%n) step (%c1) {\n    scf.reduce\n  }\n  return\n}\n",
        ),
        (
            "a parallel loop with fewer lower bounds than variables",
            "func.func @f(%n: index) {\n  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  scf.parallel (%i, %j) = (%c0) to (%n, %n) step (%c1, %c1) {\n  }\n  return\n}\n",
            "func.func @f(%n: index) {\n  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  scf.parallel (%i, %j) = (%c0, %c0) to (%n, %n) step (%c1, %c1) {\n  }\n  return\n}\n",
        ),
        (
            "an extraction past the end of a vector",
            "func.func @f(%v: vector<4xf32>) -> f32 {\n  %r = vector.extract %v[4] : f32 from vector<4xf32>\n  return %r : f32\n}\n",
            "func.func @f(%v: vector<4xf32>) -> f32 {\n  %r = vector.extract %v[3] : f32 from vector<4xf32>\n  return %r : f32\n}\n",
        ),
        (
            "an insertion of a part of the wrong type",
            "func.func @f(%v: vector<2x3xf32>, %x: vector<3xf64>) -> vector<2x3xf32> {\n  %r = vector.insert %x, %v[1] : vector<3xf64> into vector<2x3xf32>\n  return %r : vector<2x3xf32>\n}\n",
            "func.func @f(%v: vector<2x3xf32>, %x: vector<3xf32>) -> vector<2x3xf32> {\n  %r = vector.insert %x, %v[1] : vector<3xf32> into vector<2x3xf32>\n  return %r : vector<2x3xf32>\n}\n",
        ),
        (
            "a generic insertion whose result is not its vector",
            "func.func @f(%v: vector<4xf32>, %x: f32) -> vector<2xf32> {\n  %r = \"vector.insert\"(%x, %v) <{static_position = array<i64: 1>}> : (f32, vector<4xf32>) -> vector<2xf32>\n  return %r : vector<2xf32>\n}\n",
            "func.func @f(%v: vector<4xf32>, %x: f32) -> vector<4xf32> {\n  %r = \"vector.insert\"(%x, %v) <{static_position = array<i64: 1>}> : (f32, vector<4xf32>) -> vector<4xf32>\n  return %r : vector<4xf32>\n}\n",
        ),
        (
            "a loop over i32 bounds that does not say so",
            "func.func @f(%a: i32) {\n  scf.for %i = %a to %a step %a {\n  }\n  return\n}\n",
            "func.func @f(%a: i32) {\n  scf.for %i = %a to %a step %a : i32 {\n  }\n  return\n}\n",
        ),
        (
            "a rank-reduced subview dropping a dimension of size 2",
            "func.func @f(%m: memref<4x4xf32>) -> memref<4xf32> {\n  %r = memref.subview %m[0, 0] [2, 4] [1, 1] : memref<4x4xf32> to memref<4xf32>\n  return %r : memref<4xf32>\n}\n",
            "func.func @f(%m: memref<4x4xf32>) -> memref<4xf32> {\n  %r = memref.subview %m[0, 0] [1, 4] [1, 1] : memref<4x4xf32> to memref<4xf32>\n  return %r : memref<4xf32>\n}\n",
        ),
        (
            "a rank-reduced subview keeping the dropped dimension's stride",
            "func.func @f(%m: memref<4x4xf32>) -> memref<4xf32, strided<[1], offset: 1>> {\n  %r = memref.subview %m[0, 1] [4, 1] [1, 1] : memref<4x4xf32> to memref<4xf32, strided<[1], offset: 1>>\n  return %r : memref<4xf32, strided<[1], offset: 1>>\n}\n",
            "func.func @f(%m: memref<4x4xf32>) -> memref<4xf32, strided<[4], offset: 1>> {\n  %r = memref.subview %m[0, 1] [4, 1] [1, 1] : memref<4x4xf32> to memref<4xf32, strided<[4], offset: 1>>\n  return %r : memref<4xf32, strided<[4], offset: 1>>\n}\n",
        ),
        (
            "a rank-reduced subview whose kept sizes are out of order",
            "func.func @f(%m: memref<2x3x4xf32>) -> memref<4x2xf32, strided<[1, 12]>> {\n  %r = memref.subview %m[0, 0, 0] [2, 1, 4] [1, 1, 1] : memref<2x3x4xf32> to memref<4x2xf32, strided<[1, 12]>>\n  return %r : memref<4x2xf32, strided<[1, 12]>>\n}\n",
            "func.func @f(%m: memref<2x3x4xf32>) -> memref<2x4xf32, strided<[12, 1]>> {\n  %r = memref.subview %m[0, 0, 0] [2, 1, 4] [1, 1, 1] : memref<2x3x4xf32> to memref<2x4xf32, strided<[12, 1]>>\n  return %r : memref<2x4xf32, strided<[12, 1]>>\n}\n",
        ),
        (
            "a half-precision constant's bits too wide for it",
            "func.func @f() -> f16 {\n  %c = arith.constant 0x13C00 : f16\n  return %c : f16\n}\n",
            "func.func @f() -> f16 {\n  %c = arith.constant 0x3C00 : f16\n  return %c : f16\n}\n",
        ),
        (
            "a view without a size for a dynamic dimension",
            "func.func @f(%m: memref<64xi8>, %o: index) -> memref<?x4xf32> {\n  %v = memref.view %m[%o][] : memref<64xi8> to memref<?x4xf32>\n  return %v : memref<?x4xf32>\n}\n",
            "func.func @f(%m: memref<64xi8>, %o: index) -> memref<4x4xf32> {\n  %v = memref.view %m[%o][] : memref<64xi8> to memref<4x4xf32>\n  return %v : memref<4x4xf32>\n}\n",
        ),
        (
            "a view into a strided memref",
            "func.func @f(%m: memref<64xi8, strided<[2]>>, %o: index) -> memref<4xf32> {\n  %v = memref.view %m[%o][] : memref<64xi8, strided<[2]>> to memref<4xf32>\n  return %v : memref<4xf32>\n}\n",
            "func.func @f(%m: memref<64xi8>, %o: index) -> memref<4xf32> {\n  %v = memref.view %m[%o][] : memref<64xi8> to memref<4xf32>\n  return %v : memref<4xf32>\n}\n",
        ),
        (
            "a reshape to a rank its shape does not have",
            "func.func @f(%m: memref<8xf32>, %s: memref<2xindex>) -> memref<8xf32> {\n  %r = memref.reshape %m(%s) : (memref<8xf32>, memref<2xindex>) -> memref<8xf32>\n  return %r : memref<8xf32>\n}\n",
            "func.func @f(%m: memref<8xf32>, %s: memref<1xindex>) -> memref<8xf32> {\n  %r = memref.reshape %m(%s) : (memref<8xf32>, memref<1xindex>) -> memref<8xf32>\n  return %r : memref<8xf32>\n}\n",
        ),
        (
            "a reshape to another element type",
            "func.func @f(%m: memref<8xf32>, %s: memref<1xindex>) -> memref<8xi32> {\n  %r = memref.reshape %m(%s) : (memref<8xf32>, memref<1xindex>) -> memref<8xi32>\n  return %r : memref<8xi32>\n}\n",
            "func.func @f(%m: memref<8xi32>, %s: memref<1xindex>) -> memref<8xi32> {\n  %r = memref.reshape %m(%s) : (memref<8xi32>, memref<1xindex>) -> memref<8xi32>\n  return %r : memref<8xi32>\n}\n",
        ),
        (
            "a parallel loop of step 0",
            "func.func @f(%n: index) {\n  %c0 = arith.constant 0 : index\n  scf.parallel (%i) = (%c0) to (%n) step (%c0) {\n    scf.reduce\n  }\n  return\n}\n",
            "func.func @f(%n: index) {\n  %c0 = arith.constant 0 : index\n  scf.parallel (%i) = (%c0) to (%n) step (%n) {\n    scf.reduce\n  }\n  return\n}\n",
        ),
        (
            "a parallel loop of a negative step defined outside the enclosing loop",
            "func.func @f(%n: index) {\n  %s = index.constant -2\n  %t = index.constant 2\n  scf.for %j = %n to %n step %t {\n    scf.parallel (%i, %k) = (%n, %n) to (%n, %n) step (%t, %s) {\n    }\n  }\n  return\n}\n",
            "func.func @f(%n: index) {\n  %s = index.constant -2\n  %t = index.constant 2\n  scf.for %j = %n to %n step %t {\n    scf.parallel (%i, %k) = (%n, %n) to (%n, %n) step (%t, %t) {\n    }\n  }\n  return\n}\n",
        ),
        (
            "a module attribute without a dialect's prefix",
            "module attributes {target_triple = \"x86_64-unknown-linux-gnu\"} {\n  func.func @f() {\n    return\n  }\n}\n",
            "module attributes {llvm.target_triple = \"x86_64-unknown-linux-gnu\"} {\n  func.func @f() {\n    return\n  }\n}\n",
        ),
        (
            "a module attribute given twice",
            "module @m attributes {llvm.target_triple = \"a\", llvm.target_triple = \"b\"} {\n}\n",
            "module @m attributes {llvm.target_triple = \"b\"} {\n}\n",
        ),
        (
            "a module named twice",
            "module @m @n {\n  func.func private @g()\n}\n",
            "module @m {\n  func.func private @g()\n}\n",
        ),
        (
            "a data layout LLVM cannot read",
            "module attributes {llvm.data_layout = \"garbage\"} {\n}\n",
            "module attributes {} {\n}\n",
        ),
        (
            "a public generic declaration",
            "\"builtin.module\"() ({\n  \"func.func\"() <{function_type = () -> (), sym_name = \"g\"}> ({\n  }) : () -> ()\n}) : () -> ()\n",
            "\"builtin.module\"() ({\n  \"func.func\"() <{function_type = () -> (), sym_name = \"g\", sym_visibility = \"private\"}> ({\n  }) : () -> ()\n}) : () -> ()\n",
        ),
    ];
    // `scf.parallel` with reductions: each mistake is a change of the right program.
    let right = "func.func @f(%n: index, %z: i64, %w: f32) -> (i64, f32) {\n  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %r, %q = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%z, %w) -> (i64, f32) {\n    %x = arith.index_cast %i : index to i64\n    %y = arith.sitofp %x : i64 to f32\n    scf.reduce(%x, %y : i64, f32) {\n    ^bb0(%l: i64, %m: i64):\n      %s = arith.addi %l, %m : i64\n      scf.reduce.return %s : i64\n    }, {\n    ^bb0(%l: f32, %m: f32):\n      %s = arith.maximumf %l, %m : f32\n      scf.reduce.return %s : f32\n    }\n  }\n  return %r, %q : i64, f32\n}\n";
    let reductions = [
        (
            "a reduction of another type than the result",
            "scf.reduce(%x, %y : i64, f32)",
            "scf.reduce(%y, %x : f32, i64)",
        ),
        (
            "a reduction's arguments of another type",
            "^bb0(%l: i64, %m: i64)",
            "^bb0(%l: i32, %m: i32)",
        ),
        (
            "a reduction's result of another type",
            "scf.reduce.return %s : i64",
            "%t = arith.trunci %s : i64 to i32\n      scf.reduce.return %t : i32",
        ),
        ("a reduction too few", "scf.reduce(%x, %y : i64, f32) {", "scf.reduce(%x : i64) {"),
        (
            "an initial value of another type",
            "init (%z, %w) -> (i64, f32)",
            "init (%w, %z) -> (i64, f32)",
        ),
        ("a reduction's terminator left out", "      scf.reduce.return %s : f32\n", ""),
        ("a reduction returned by scf.yield", "scf.reduce.return %s : f32", "scf.yield %s : f32"),
    ];
    let mut cases = cases.to_vec();
    let wrongs: Vec<(String, String)> = (reductions.iter())
        .map(|(what, from, to)| (what.to_string(), right.replacen(from, to, 1)))
        .collect();
    for (what, wrong) in &wrongs {
        assert_ne!(wrong, right, "{what}");
        cases.push((what, wrong, right));
    }
    for (what, wrong, right) in cases {
        assert!(mlir_import(wrong, "wrong.mlir").is_err(), "{what}: MLIR accepts it:\n{wrong}");
        assert!(mlir_text::try_parse(wrong, "wrong.mlir").is_err(), "{what}: the reader reads it");
        assert!(
            agrees("right.mlir", right).unwrap_or_else(|e| panic!("{what}, fixed: {e}")),
            "{what}, fixed: the reader declines it:\n{right}"
        );
    }
}

/// Spellings whose meaning is easy to get subtly wrong (layouts that look like the identity,
/// unranked and 0-D shapes, 0-D vectors, vectors of `index` and `i1`, constants at the edges of their
/// types, unsigned switch cases): whatever the reader accepts of them, it reads as MLIR does.
#[test]
fn reader_reads_edge_spellings_as_mlir() {
    let programs = [
        "func.func @f(%m: memref<4xf32, strided<[1]>>, %n: memref<4xf32, strided<[1], offset: 0>>) -> f32 {\n  %c0 = arith.constant 0 : index\n  %a = memref.load %m[%c0] : memref<4xf32, strided<[1]>>\n  %b = memref.load %n[%c0] : memref<4xf32, strided<[1], offset: 0>>\n  %s = arith.addf %a, %b : f32\n  return %s : f32\n}\n",
        "func.func @f(%m: memref<f32>, %u: memref<*xi8>, %v: vector<2x3xindex>, %w: vector<4xi1>) -> vector<4xi1> {\n  %x = memref.load %m[] : memref<f32>\n  %c = arith.cmpi eq, %v, %v : vector<2x3xindex>\n  %r = arith.xori %w, %w : vector<4xi1>\n  return %r : vector<4xi1>\n}\n",
        "func.func @f() -> (i8, i64, f32, f64, i16) {\n  %a = arith.constant -128 : i8\n  %b = arith.constant 9223372036854775807 : i64\n  %c = arith.constant -0.0 : f32\n  %d = arith.constant 1.0e+300 : f64\n  %e = arith.constant 32767 : i16\n  return %a, %b, %c, %d, %e : i8, i64, f32, f64, i16\n}\n",
        "func.func @f(%x: i8) -> i8 {\n  cf.switch %x : i8, [\n    default: ^a,\n    255: ^b,\n    127: ^a\n  ]\n^a:\n  return %x : i8\n^b:\n  %z = arith.constant 0 : i8\n  return %z : i8\n}\n",
        "func.func @f(%x: f32) -> complex<f32> {\n  %v = arith.constant dense<[1.5, -2.0]> : vector<2xf32>\n  %w = arith.constant dense<7> : vector<3xi32>\n  vector.print %v : vector<2xf32>\n  vector.print %w : vector<3xi32>\n  %u = ub.poison : complex<f32>\n  return %u : complex<f32>\n}\n",
        "func.func @f(%a: i32, %b: i32) -> i32 {\n  %0 = arith.addi %a, %b overflow<nsw, nuw> : i32\n  %1 = arith.subi %0, %b overflow<nuw> : i32\n  %f = arith.sitofp %1 : i32 to f64\n  %g = arith.mulf %f, %f fastmath<nnan,ninf,nsz,arcp,contract,afn,reassoc> : f64\n  %h = arith.fptosi %g : f64 to i32\n  return %h : i32\n}\n",
    ];
    let programs = [
        programs.as_slice(),
        &["func.func @f(%a: vector<f32>, %b: vector<i32>) -> vector<f32> {\n  %c = arith.addf %a, %a : vector<f32>\n  %d = arith.cmpf olt, %a, %a : vector<f32>\n  %e = arith.sitofp %b : vector<i32> to vector<f32>\n  %s = arith.select %d, %a, %c : vector<i1>, vector<f32>\n  vector.print %s : vector<f32>\n  %z = math.sqrt %s : vector<f32>\n  return %z : vector<f32>\n}\n"],
    ]
    .concat();
    // Module heads: a name, an empty dictionary, a triple with escapes, each read as MLIR
    // reads it.
    let heads = [
        "module @m attributes {llvm.target_triple = \"x86_64-unknown-linux-gnu\"} {\n  func.func @main() {\n    %c = arith.constant 1 : i32\n    vector.print %c : i32\n    return\n  }\n}\n",
        "module @kernels attributes {} {\n  memref.global \"private\" constant @g : memref<2xi32> = dense<[1, 2]>\n}\n",
        "module attributes {llvm.target_triple = \"a\\22b\\0A\\\\\"} {\n}\n",
    ];
    // `index` vectors' constants, nested, splat, and at the ends of the 64 bits MLIR holds
    // them in.
    let index_constants = "func.func @f() -> vector<2x2xindex> {\n  %a = arith.constant dense<[[9, -1], [-9223372036854775808, 9223372036854775807]]> : vector<2x2xindex>\n  %b = arith.constant dense<3> : vector<4xindex>\n  vector.print %b : vector<4xindex>\n  return %a : vector<2x2xindex>\n}\n";
    assert!(agrees("index.mlir", index_constants).unwrap_or_else(|e| panic!("{e}")), "declined");
    // Float vectors' constants with elements by their bits (infinities, a value with no short
    // decimal, quiet NaNs with and without a payload or a sign), and half-precision elements
    // rounded as MLIR rounds them.
    let float_constants = "func.func @f() -> vector<3xf32> {\n  %a = arith.constant dense<[0x7F800000, -0.0, 0x00000001]> : vector<3xf32>\n  %b = arith.constant dense<[0xFFF0000000000000, 1.0e-7]> : vector<2xf64>\n  %c = arith.constant dense<[[1.5, -2.0], [0.1, 65504.0]]> : vector<2x2xf16>\n  %d = arith.constant dense<[0x7C00, 3.14159]> : vector<2xbf16>\n  %e = arith.constant dense<0xFF800000> : vector<4xf32>\n  %f = arith.constant dense<[0x7FC00000, 1.0, 0xFFC00001, 0x7FC00000]> : vector<4xf32>\n  %g = arith.constant dense<0x7FF8000000000001> : vector<2xf64>\n  %h = arith.constant dense<[0x7FF4000000000000, 0xFFF8000000000000]> : vector<2xf64>\n  vector.print %b : vector<2xf64>\n  vector.print %c : vector<2x2xf16>\n  vector.print %d : vector<2xbf16>\n  vector.print %e : vector<4xf32>\n  vector.print %f : vector<4xf32>\n  vector.print %g : vector<2xf64>\n  vector.print %h : vector<2xf64>\n  return %a : vector<3xf32>\n}\n";
    assert!(agrees("floats.mlir", float_constants).unwrap_or_else(|e| panic!("{e}")), "declined");
    // A signalling `f32` NaN beside the quiet one of its payload (two elements to MLIR, the
    // same once widened) is left to MLIR; so are half-precision NaNs.
    for (ty, elems) in
        [("f32", "0x7F800001, 0x7FC00001"), ("f16", "0x7E00, 1.0"), ("bf16", "0x7FC0, 1.0")]
    {
        let text = format!("func.func @f() -> vector<2x{ty}> {{\n  %a = arith.constant dense<[{elems}]> : vector<2x{ty}>\n  return %a : vector<2x{ty}>\n}}\n");
        assert!(!agrees("nan.mlir", &text).unwrap_or_else(|e| panic!("{e}")), "read {text}");
    }
    for (i, text) in heads.iter().enumerate() {
        let name = format!("head{i}.mlir");
        assert!(agrees(&name, text).unwrap_or_else(|e| panic!("{e}")), "{name}: declined");
        let module = mlir_text::try_parse(text, &name).unwrap();
        assert!(i == 2 || module.name.is_some(), "{name}: {:?}", module.name);
    }
    let mut accepted = 0;
    for (i, text) in programs.iter().enumerate() {
        let name = format!("edge{i}.mlir");
        if agrees(&name, text).unwrap_or_else(|e| panic!("{e}")) {
            accepted += 1;
        } else {
            eprintln!("{name}: declined");
        }
    }
    assert!(accepted >= 4, "the reader declined most edge spellings");
}

/// Read in two halves at the same time (`parse_split`), split where a top-level op starts, every
/// program gives the module read whole (elsewhere the split is declined or gives it too); a module
/// large enough to be split (`split_point`) is read in halves by `parse` and gives it too.
#[test]
fn halves_read_as_the_whole() {
    let big = {
        let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("../benches/gen_input.py");
        run_tool(Command::new("python3").arg(script).arg("900"), None).unwrap()
    };
    let halves = Halves {
        read: mlir_text::try_parse,
        split: mlir_text::parse_split,
        split_point: mlir_text::split_point,
        parse: mlir_text::parse,
    };
    check_halves(halves, &programs(), &big);
    // The same module in the generic form splits and reads as the whole too.
    let generic = mlir_opt_generic_print(&big).unwrap();
    big_reads_in_halves(halves, &generic);
}
