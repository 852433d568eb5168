//! A generator of valid, well-defined MLIR programs for differential runs against upstream
//! (`cli/tests/exec_fuzz.rs`): each is a `func.func @main()` that computes, then prints every
//! value it made with `vector.print`. It computes with `arith` (integers of 8, 16, 32 and 64
//! bits, `f32`, `f64`), `index`, `math` (integer and float), `complex`; `scf.for` with
//! loop-carried values, `scf.while`, `scf.if`, `scf.parallel` with reductions,
//! `scf.index_switch`, `cf` branches; calls of helper functions with several results, direct,
//! indirect (`func.constant`) and recursive; `memref` stack and heap buffers and their views
//! (`subview`, `reinterpret_cast`, casts to and from unranked and dynamic shapes, `reshape`,
//! `expand_shape`/`collapse_shape`, `transpose`, `view`), `copy`, globals, atomics; `vector`
//! elementwise ops, reductions, shuffles, strided slices, 2-D shapes, masks, gathers and
//! scatters, transfers, loads and stores, contractions and outer products. (`memory.rs`,
//! `vectors.rs`, `control.rs`, `numbers.rs` hold the larger groups.)
//!
//! Undefined behaviour is avoided by construction: divisors are forced into 1..=127, shift
//! amounts are masked below the width, no overflow flags are set, floats are clamped to +-1e6
//! after each operation (so no infinity, no NaN; square roots and logarithms take `|x| + 1`),
//! float-to-integer conversions take clamped values, memref indices are reduced into bounds,
//! buffers are written before they are read, recursion is bounded. Half the constants are
//! stored to and loaded from a stack buffer, so that the arithmetic on them is not folded away
//! and runs.

use crate::Rng;
use std::collections::BTreeSet;
use std::fmt::Write;

mod control;
mod memory;
mod numbers;
mod rest;
mod vectors;

/// The integer types generated, with their widths.
const INTS: [(&str, u32); 2] = [("i32", 32), ("i64", 64)];

const INT_BINARY: [&str; 10] =
    ["addi", "subi", "muli", "andi", "ori", "xori", "maxsi", "minsi", "maxui", "minui"];
const SHIFTS: [&str; 3] = ["shli", "shrsi", "shrui"];
const DIVISIONS: [&str; 7] =
    ["divsi", "divui", "remsi", "remui", "ceildivsi", "floordivsi", "ceildivui"];
const CMPI: [&str; 10] = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"];
const FLOAT_BINARY: [&str; 5] = ["addf", "subf", "mulf", "maximumf", "minimumf"];
const FLOAT_UNARY: [&str; 5] = ["arith.negf", "math.absf", "math.floor", "math.ceil", "math.round"];
const REDUCTIONS: [&str; 6] = ["add", "mul", "minsi", "maxui", "xor", "or"];

/// The values in scope, by type (`i32`, `i64`, `f64`).
#[derive(Clone, Default)]
struct Pools {
    i32: Vec<String>,
    i64: Vec<String>,
    f64: Vec<String>,
}

impl Pools {
    fn of(&mut self, t: &str) -> &mut Vec<String> {
        match t {
            "i32" => &mut self.i32,
            "i64" => &mut self.i64,
            _ => &mut self.f64,
        }
    }
}

/// Builds one program; `size` bounds the number of operations at the top level.
struct Gen {
    rng: Rng,
    out: String,
    next: usize,
    depth: usize,
    /// The helper functions made so far, with their argument and result types.
    helpers: Vec<(String, Vec<&'static str>, Vec<&'static str>)>,
    /// Module-level ops (globals) and functions made on demand (the recursive one).
    globals: Vec<String>,
    /// Whether `@rec` (bounded recursion) has been called.
    recursive: bool,
    /// Scalar programs only ([`scalar_program`]).
    scalar: bool,
}

impl Gen {
    fn fresh(&mut self) -> String {
        self.next += 1;
        format!("%v{}", self.next)
    }

    fn pick(&mut self, pool: &[String]) -> String {
        pool[self.rng.below(pool.len())].clone()
    }

    fn line(&mut self, text: &str) {
        for _ in 0..self.depth + 1 {
            self.out.push_str("  ");
        }
        self.out.push_str(text);
        self.out.push('\n');
    }

    /// A constant `n` of type `t` (`index` included).
    fn constant_of(&mut self, n: i64, t: &str) -> String {
        let v = self.fresh();
        self.line(&format!("{v} = arith.constant {n} : {t}"));
        v
    }

    /// An integer type whose pool has values (a constant made if neither has).
    fn some_int(&mut self, pools: &mut Pools) -> &'static str {
        match (pools.i32.is_empty(), pools.i64.is_empty()) {
            (false, true) => "i32",
            (true, false) => "i64",
            (false, false) => INTS[self.rng.below(2)].0,
            (true, true) => {
                self.constant(pools, "i64");
                "i64"
            }
        }
    }

    /// An `index` in `0..n` made of a value of the program (its unsigned remainder by `n`).
    fn index_below(&mut self, pools: &mut Pools, n: i64) -> String {
        let t = self.some_int(pools);
        let x = self.pick(pools.of(t));
        let (m, r, i) = (self.constant_of(n, t), self.fresh(), self.fresh());
        self.line(&format!("{r} = arith.remui {x}, {m} : {t}"));
        self.line(&format!("{i} = arith.index_cast {r} : {t} to index"));
        i
    }

    /// Runs `body` one nesting level deeper (for the lines of a region).
    fn nested<R>(&mut self, body: impl FnOnce(&mut Self) -> R) -> R {
        self.depth += 1;
        let r = body(self);
        self.depth -= 1;
        r
    }

    /// A few operations on a copy of `pools` (the values of a region); returns the copy.
    fn region_ops(&mut self, pools: &Pools, steps: usize) -> Pools {
        let mut inner = pools.clone();
        let mut steps = steps;
        while steps > 0 {
            self.op(&mut inner, &mut steps);
        }
        inner
    }

    /// An integer constant of width `w`: edge values as often as small ones.
    fn int_literal(&mut self, w: u32) -> i64 {
        let edges = [0, 1, -1, 2, 7, -128, 255, 1 << 20];
        match self.rng.below(4) {
            0 => edges[self.rng.below(edges.len())],
            1 if w == 32 => [i32::MIN as i64, i32::MAX as i64][self.rng.below(2)],
            1 => [i64::MIN, i64::MAX][self.rng.below(2)],
            2 => self.rng.below(1000) as i64 - 500,
            _ if w == 32 => self.rng.next_u64() as i32 as i64,
            _ => self.rng.next_u64() as i64,
        }
    }

    fn constant(&mut self, pools: &mut Pools, t: &str) {
        let v = self.fresh();
        let text = match t {
            "f64" => {
                let values = ["0.5", "-2.25", "3.0", "1.0e5", "-7.75", "0.0", "123.125"];
                format!("{v} = arith.constant {} : f64", values[self.rng.below(values.len())])
            }
            _ => {
                let w = if t == "i32" { 32 } else { 64 };
                let n = self.int_literal(w);
                format!("{v} = arith.constant {n} : {t}")
            }
        };
        self.line(&text);
        // Half the constants (all in scalar programs) reach the program through memory, so
        // that neither MLIR's folders nor LLVM's see their value: the arithmetic on them runs.
        if self.scalar || self.rng.below(2) == 0 {
            let (buf, zero, opaque) = (self.fresh(), self.fresh(), self.fresh());
            self.line(&format!("{buf} = memref.alloca() : memref<1x{t}>"));
            self.line(&format!("{zero} = arith.constant 0 : index"));
            self.line(&format!("memref.store {v}, {buf}[{zero}] : memref<1x{t}>"));
            self.line(&format!("{opaque} = memref.load {buf}[{zero}] : memref<1x{t}>"));
            pools.of(t).push(opaque);
        } else {
            pools.of(t).push(v);
        }
    }

    /// `x` clamped to +-1e6.
    fn clamp(&mut self, x: &str) -> String {
        let (hi, lo, a, b) = (self.fresh(), self.fresh(), self.fresh(), self.fresh());
        self.line(&format!("{hi} = arith.constant 1.0e6 : f64"));
        self.line(&format!("{lo} = arith.constant -1.0e6 : f64"));
        self.line(&format!("{a} = arith.minimumf {x}, {hi} : f64"));
        self.line(&format!("{b} = arith.maximumf {a}, {lo} : f64"));
        b
    }

    /// A divisor in 1..=127 made of `x` of type `t`.
    fn divisor(&mut self, x: &str, t: &str) -> String {
        let (m, one, a, d) = (self.fresh(), self.fresh(), self.fresh(), self.fresh());
        self.line(&format!("{m} = arith.constant 127 : {t}"));
        self.line(&format!("{one} = arith.constant 1 : {t}"));
        self.line(&format!("{a} = arith.andi {x}, {m} : {t}"));
        self.line(&format!("{d} = arith.ori {a}, {one} : {t}"));
        d
    }

    /// One operation (or a small group) on values of `pools`, its results added to them.
    fn op(&mut self, pools: &mut Pools, budget: &mut usize) {
        *budget = budget.saturating_sub(1);
        let (t, w) = INTS[self.rng.below(2)];
        if pools.of(t).is_empty() {
            return self.constant(pools, t);
        }
        if pools.f64.is_empty() {
            return self.constant(pools, "f64");
        }
        let kinds = if self.scalar { 18 } else { 33 };
        match self.rng.below(kinds) {
            31 | 32 => self.rest(pools, t),
            18 | 19 if self.depth < 2 => self.views(pools, t),
            20 => self.global(pools, t),
            21 | 22 => self.vector_more(pools, t),
            23 if self.depth < 2 => self.parallel(pools, t),
            24 if self.depth < 2 => self.switch(pools, t),
            25 if !self.helpers.is_empty() => self.indirect(pools),
            26 => self.recursion(pools),
            27 => self.complex(pools),
            28 => self.narrow(pools, t),
            29 => self.float_more(pools),
            30 => self.int_math(pools, t),
            17 if self.depth == 0 => self.diamond(pools, t),
            14 if !self.helpers.is_empty() => self.call(pools),
            15 => self.index_ops(pools),
            16 if self.depth < 2 => self.while_loop(pools, t),
            0 => {
                let t = ["i32", "i64", "f64"][self.rng.below(3)];
                self.constant(pools, t)
            }
            1..=3 => {
                let (a, b) = (self.pick(pools.of(t)), self.pick(pools.of(t)));
                let op = INT_BINARY[self.rng.below(INT_BINARY.len())];
                let v = self.fresh();
                self.line(&format!("{v} = arith.{op} {a}, {b} : {t}"));
                pools.of(t).push(v);
            }
            4 => {
                let (a, b) = (self.pick(pools.of(t)), self.pick(pools.of(t)));
                let (m, s, v) = (self.fresh(), self.fresh(), self.fresh());
                let op = SHIFTS[self.rng.below(SHIFTS.len())];
                self.line(&format!("{m} = arith.constant {} : {t}", w - 1));
                self.line(&format!("{s} = arith.andi {b}, {m} : {t}"));
                self.line(&format!("{v} = arith.{op} {a}, {s} : {t}"));
                pools.of(t).push(v);
            }
            5 => {
                let (a, b) = (self.pick(pools.of(t)), self.pick(pools.of(t)));
                let d = self.divisor(&b, t);
                let op = DIVISIONS[self.rng.below(DIVISIONS.len())];
                let v = self.fresh();
                self.line(&format!("{v} = arith.{op} {a}, {d} : {t}"));
                pools.of(t).push(v);
            }
            6 => {
                let (a, b) = (self.pick(pools.of(t)), self.pick(pools.of(t)));
                let (x, y) = (self.pick(pools.of(t)), self.pick(pools.of(t)));
                let (c, v) = (self.fresh(), self.fresh());
                let p = CMPI[self.rng.below(CMPI.len())];
                self.line(&format!("{c} = arith.cmpi {p}, {a}, {b} : {t}"));
                self.line(&format!("{v} = arith.select {c}, {x}, {y} : {t}"));
                pools.of(t).push(v);
            }
            7 => {
                let v = self.fresh();
                if t == "i32" {
                    let a = self.pick(&pools.i32);
                    let ext = ["extsi", "extui"][self.rng.below(2)];
                    self.line(&format!("{v} = arith.{ext} {a} : i32 to i64"));
                    pools.i64.push(v);
                } else {
                    let a = self.pick(&pools.i64);
                    self.line(&format!("{v} = arith.trunci {a} : i64 to i32"));
                    pools.i32.push(v);
                }
            }
            8 => {
                let a = self.pick(pools.of(t));
                let conv = ["sitofp", "uitofp"][self.rng.below(2)];
                let v = self.fresh();
                self.line(&format!("{v} = arith.{conv} {a} : {t} to f64"));
                let c = self.clamp(&v);
                pools.f64.push(c);
            }
            9 => {
                let (a, b) = (self.pick(&pools.f64), self.pick(&pools.f64));
                let v = self.fresh();
                let r = if self.rng.below(5) == 0 {
                    // a / (|b| + 1): never a division by zero.
                    let (abs, one, d) = (self.fresh(), self.fresh(), self.fresh());
                    self.line(&format!("{abs} = math.absf {b} : f64"));
                    self.line(&format!("{one} = arith.constant 1.0 : f64"));
                    self.line(&format!("{d} = arith.addf {abs}, {one} : f64"));
                    self.line(&format!("{v} = arith.divf {a}, {d} : f64"));
                    v
                } else {
                    let op = FLOAT_BINARY[self.rng.below(FLOAT_BINARY.len())];
                    self.line(&format!("{v} = arith.{op} {a}, {b} : f64"));
                    v
                };
                let c = self.clamp(&r);
                pools.f64.push(c);
            }
            10 => {
                let a = self.pick(&pools.f64);
                let op = FLOAT_UNARY[self.rng.below(FLOAT_UNARY.len())];
                let v = self.fresh();
                self.line(&format!("{v} = {op} {a} : f64"));
                pools.f64.push(v);
            }
            11 if self.depth < 2 => self.for_loop(pools, t, budget),
            12 if self.depth < 2 => self.if_else(pools, t, budget),
            13 => self.memory(pools, t),
            _ if self.scalar => self.constant(pools, t),
            _ => self.vector(pools, t),
        }
    }

    /// `index` dialect arithmetic on two `i64` values cast to `index`, cast back.
    fn index_ops(&mut self, pools: &mut Pools) {
        if pools.i64.is_empty() {
            return self.constant(pools, "i64");
        }
        let (a, b) = (self.pick(&pools.i64), self.pick(&pools.i64));
        let (x, y, r, back) = (self.fresh(), self.fresh(), self.fresh(), self.fresh());
        self.line(&format!("{x} = arith.index_cast {a} : i64 to index"));
        self.line(&format!("{y} = arith.index_cast {b} : i64 to index"));
        match self.rng.below(3) {
            0 => {
                let ops = ["add", "sub", "mul", "and", "or", "xor", "maxs", "mins", "maxu", "minu"];
                let op = ops[self.rng.below(ops.len())];
                self.line(&format!("{r} = index.{op} {x}, {y}"));
            }
            1 => {
                // A divisor in 1..=127.
                let (m, one, a2, d) = (self.fresh(), self.fresh(), self.fresh(), self.fresh());
                self.line(&format!("{m} = index.constant 127"));
                self.line(&format!("{one} = index.constant 1"));
                self.line(&format!("{a2} = index.and {y}, {m}"));
                self.line(&format!("{d} = index.or {a2}, {one}"));
                let ops = ["divs", "divu", "rems", "remu", "ceildivs", "floordivs", "ceildivu"];
                // Scalar programs compare lowered text with upstream's: not the two divisions
                // lowrite lowers otherwise, because upstream's lowering of them is wrong.
                let ops = if self.scalar { &ops[..4] } else { &ops[..] };
                let op = ops[self.rng.below(ops.len())];
                self.line(&format!("{r} = index.{op} {x}, {d}"));
            }
            _ => {
                let (m, s) = (self.fresh(), self.fresh());
                self.line(&format!("{m} = index.constant 63"));
                self.line(&format!("{s} = index.and {y}, {m}"));
                let ops = ["shl", "shrs", "shru"];
                let op = ops[self.rng.below(ops.len())];
                self.line(&format!("{r} = index.{op} {x}, {s}"));
            }
        }
        self.line(&format!("{back} = arith.index_cast {r} : index to i64"));
        pools.i64.push(back);
    }

    /// `scf.while` counting a value of type `t` from 0..=7 up to a bound at most 12, and the
    /// number of steps it took.
    fn while_loop(&mut self, pools: &mut Pools, t: &str) {
        let x = self.pick(pools.of(t));
        let (seven, start, bound, r) = (self.fresh(), self.fresh(), self.fresh(), self.fresh());
        let (v, c, w, one, n) =
            (self.fresh(), self.fresh(), self.fresh(), self.fresh(), self.fresh());
        self.line(&format!("{seven} = arith.constant 7 : {t}"));
        self.line(&format!("{start} = arith.andi {x}, {seven} : {t}"));
        let limit = 8 + self.rng.below(5);
        self.line(&format!("{bound} = arith.constant {limit} : {t}"));
        self.line(&format!("{r} = scf.while ({v} = {start}) : ({t}) -> {t} {{"));
        self.line(&format!("  {c} = arith.cmpi slt, {v}, {bound} : {t}"));
        self.line(&format!("  scf.condition({c}) {v} : {t}"));
        self.line("} do {");
        self.line(&format!("^bb0({w}: {t}):"));
        self.line(&format!("  {one} = arith.constant 1 : {t}"));
        self.line(&format!("  {n} = arith.addi {w}, {one} : {t}"));
        self.line(&format!("  scf.yield {n} : {t}"));
        self.line("}");
        pools.of(t).push(r);
    }

    /// Unstructured control flow at a function's top level: `cf.cond_br` to two blocks that
    /// each compute a value of type `t` and branch with it to a join block, where the function
    /// goes on (values made in the two blocks do not reach it, their join argument does).
    fn diamond(&mut self, pools: &mut Pools, t: &str) {
        let (a, b) = (self.pick(pools.of(t)), self.pick(pools.of(t)));
        let c = self.fresh();
        let p = CMPI[self.rng.below(CMPI.len())];
        self.line(&format!("{c} = arith.cmpi {p}, {a}, {b} : {t}"));
        self.next += 1;
        let k = self.next;
        let (then, other, join) = (format!("^t{k}"), format!("^e{k}"), format!("^j{k}"));
        self.line(&format!("cf.cond_br {c}, {then}, {other}"));
        self.join_blocks(pools, t, &[then, other], &join, 3);
    }

    /// Blocks `labels`, each of 1 to `most` ops on a copy of `pools` (one level deeper, so no
    /// further unstructured control flow) ending in a branch with a value of type `t` to block
    /// `join`, which follows them and takes the value as its argument, added to `pools`.
    fn join_blocks(
        &mut self,
        pools: &mut Pools,
        t: &str,
        labels: &[String],
        join: &str,
        most: usize,
    ) {
        for label in labels {
            self.out.push_str(&format!("{label}:\n"));
            let steps = 1 + self.rng.below(most);
            let mut inner = self.nested(|g| g.region_ops(pools, steps));
            let y = self.pick(inner.of(t));
            self.line(&format!("cf.br {join}({y} : {t})"));
        }
        let r = self.fresh();
        self.out.push_str(&format!("{join}({r}: {t}):\n"));
        pools.of(t).push(r);
    }

    /// A call of a helper function, its results added to the pools.
    fn call(&mut self, pools: &mut Pools) {
        let (name, args, results) = self.helpers[self.rng.below(self.helpers.len())].clone();
        for t in &args {
            if pools.of(t).is_empty() {
                self.constant(pools, t);
            }
        }
        let operands: Vec<String> = args.iter().map(|t| self.pick(pools.of(t))).collect();
        let r = self.fresh();
        self.line(&format!(
            "{r}:{} = func.call @{name}({}) : ({}) -> ({})",
            results.len(),
            operands.join(", "),
            args.join(", "),
            results.join(", ")
        ));
        for (k, t) in results.iter().enumerate() {
            pools.of(t).push(format!("{r}#{k}"));
        }
    }

    /// A helper function of two to three arguments returning two or three values, its body
    /// generated as `main`'s is; called from `main` afterwards.
    fn helper(&mut self, k: usize, size: usize) {
        let types = ["i32", "i64", "f64"];
        let args: Vec<&'static str> =
            (0..2 + self.rng.below(2)).map(|_| types[self.rng.below(3)]).collect();
        let results: Vec<&'static str> =
            (0..2 + self.rng.below(2)).map(|_| types[self.rng.below(3)]).collect();
        let name = format!("helper{k}");
        let mut pools = Pools::default();
        let params: Vec<String> = args
            .iter()
            .enumerate()
            .map(|(i, t)| {
                let a = format!("%a{k}_{i}");
                pools.of(t).push(a.clone());
                format!("{a}: {t}")
            })
            .collect();
        writeln!(
            self.out,
            "func.func @{name}({}) -> ({}) {{",
            params.join(", "),
            results.join(", ")
        )
        .unwrap();
        let mut budget = size;
        while budget > 0 {
            self.op(&mut pools, &mut budget);
        }
        for t in &results {
            if pools.of(t).is_empty() {
                self.constant(&mut pools, t);
            }
        }
        let values: Vec<String> = results.iter().map(|t| self.pick(pools.of(t))).collect();
        self.line(&format!("return {} : {}", values.join(", "), results.join(", ")));
        self.out.push_str("}\n");
        self.helpers.push((name, args, results));
    }

    /// `scf.for` of 1 to 4 steps carrying a value of type `t` (and using the index).
    fn for_loop(&mut self, pools: &mut Pools, t: &str, budget: &mut usize) {
        let init = self.pick(pools.of(t));
        let (lo, hi, step, r) = (self.fresh(), self.fresh(), self.fresh(), self.fresh());
        let (iv, acc) = (self.fresh(), self.fresh());
        self.line(&format!("{lo} = arith.constant 0 : index"));
        let trips = 1 + self.rng.below(4);
        self.line(&format!("{hi} = arith.constant {trips} : index"));
        self.line(&format!("{step} = arith.constant 1 : index"));
        self.line(&format!(
            "{r} = scf.for {iv} = {lo} to {hi} step {step} iter_args({acc} = {init}) -> ({t}) {{"
        ));
        self.depth += 1;
        let mut inner = pools.clone();
        inner.of(t).push(acc.clone());
        let i = self.fresh();
        self.line(&format!("{i} = arith.index_cast {iv} : index to {t}"));
        inner.of(t).push(i.clone());
        let mut steps = 2 + self.rng.below(4);
        let before = inner.of(t).len();
        while steps > 0 {
            self.op(&mut inner, &mut steps);
        }
        // Yield something computed from the carried value.
        let last = if inner.of(t).len() > before { inner.of(t).last().cloned() } else { None };
        let y = self.fresh();
        let other = last.unwrap_or(i);
        self.line(&format!("{y} = arith.addi {acc}, {other} : {t}"));
        self.line(&format!("scf.yield {y} : {t}"));
        self.depth -= 1;
        self.line("}");
        pools.of(t).push(r);
        *budget = budget.saturating_sub(2);
    }

    /// `scf.if` on a comparison, each branch computing a value of type `t`.
    fn if_else(&mut self, pools: &mut Pools, t: &str, budget: &mut usize) {
        let (a, b) = (self.pick(pools.of(t)), self.pick(pools.of(t)));
        let (c, r) = (self.fresh(), self.fresh());
        let p = CMPI[self.rng.below(CMPI.len())];
        self.line(&format!("{c} = arith.cmpi {p}, {a}, {b} : {t}"));
        self.line(&format!("{r} = scf.if {c} -> ({t}) {{"));
        for branch in 0..2 {
            if branch == 1 {
                self.line("} else {");
            }
            self.depth += 1;
            let mut inner = pools.clone();
            let mut steps = 1 + self.rng.below(3);
            while steps > 0 {
                self.op(&mut inner, &mut steps);
            }
            let y = self.pick(inner.of(t));
            self.line(&format!("scf.yield {y} : {t}"));
            self.depth -= 1;
        }
        self.line("}");
        pools.of(t).push(r);
        *budget = budget.saturating_sub(2);
    }

    /// A 4-element stack buffer: stores at indices masked into bounds, loads back.
    fn memory(&mut self, pools: &mut Pools, t: &str) {
        let buf = self.fresh();
        self.line(&format!("{buf} = memref.alloca() : memref<4x{t}>"));
        let zero = self.fresh();
        self.line(&format!("{zero} = arith.constant 0 : {t}"));
        for k in 0..4 {
            let c = self.fresh();
            self.line(&format!("{c} = arith.constant {k} : index"));
            self.line(&format!("memref.store {zero}, {buf}[{c}] : memref<4x{t}>"));
        }
        for _ in 0..2 {
            let at = self.pick(pools.of(t));
            let idx = self.index_in_bounds(&at, t);
            let v = self.pick(pools.of(t));
            self.line(&format!("memref.store {v}, {buf}[{idx}] : memref<4x{t}>"));
        }
        let at = self.pick(pools.of(t));
        let idx = self.index_in_bounds(&at, t);
        let r = self.fresh();
        self.line(&format!("{r} = memref.load {buf}[{idx}] : memref<4x{t}>"));
        pools.of(t).push(r);
    }

    /// An index in 0..4 made of `x` of type `t`.
    fn index_in_bounds(&mut self, x: &str, t: &str) -> String {
        let (m, a, i) = (self.fresh(), self.fresh(), self.fresh());
        self.line(&format!("{m} = arith.constant 3 : {t}"));
        self.line(&format!("{a} = arith.andi {x}, {m} : {t}"));
        self.line(&format!("{i} = arith.index_cast {a} : {t} to index"));
        i
    }

    /// A `vector<4xT>` from values, an elementwise op with a broadcast, a reduction.
    fn vector(&mut self, pools: &mut Pools, t: &str) {
        let elems: Vec<String> = (0..4).map(|_| self.pick(pools.of(t))).collect();
        let (v, s, b, e, r) =
            (self.fresh(), self.fresh(), self.fresh(), self.fresh(), self.fresh());
        self.line(&format!("{v} = vector.from_elements {} : vector<4x{t}>", elems.join(", ")));
        let x = self.pick(pools.of(t));
        self.line(&format!("{s} = vector.broadcast {x} : {t} to vector<4x{t}>"));
        let op = INT_BINARY[self.rng.below(INT_BINARY.len())];
        self.line(&format!("{b} = arith.{op} {v}, {s} : vector<4x{t}>"));
        let k = self.rng.below(4);
        self.line(&format!("{e} = vector.extract {b}[{k}] : {t} from vector<4x{t}>"));
        let kind = REDUCTIONS[self.rng.below(REDUCTIONS.len())];
        self.line(&format!("{r} = vector.reduction <{kind}>, {b} : vector<4x{t}> into {t}"));
        pools.of(t).push(e);
        pools.of(t).push(r);
    }
}

/// The program of `seed`: about `size` operations, then every value printed.
pub fn program(seed: u64, size: usize) -> String {
    generate(seed, size, false)
}

/// A program of scalar ops only (integer and float arithmetic, `index`, `scf` loops and
/// branches, `cf`, calls, stack buffers) whose constants all reach it through memory: nothing
/// in it folds, so its lowering can be compared with upstream's text.
pub fn scalar_program(seed: u64, size: usize) -> String {
    generate(seed, size, true)
}

fn generate(seed: u64, size: usize, scalar: bool) -> String {
    let mut g = Gen {
        rng: Rng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1),
        out: String::new(),
        next: 0,
        depth: 0,
        helpers: Vec::new(),
        globals: Vec::new(),
        recursive: false,
        scalar,
    };
    writeln!(g.out, "// lowrite exec_fuzz program, seed {seed}").unwrap();
    for k in 0..g.rng.below(3) {
        g.helper(k, size / 3);
    }
    g.out.push_str("func.func @main() {\n");
    let mut pools = Pools::default();
    let mut budget = size;
    while budget > 0 {
        g.op(&mut pools, &mut budget);
    }
    for (t, pool) in [("i32", &pools.i32), ("i64", &pools.i64), ("f64", &pools.f64)] {
        for v in pool {
            if g.scalar && t == "i32" {
                // vector.print extends an i32 constant (a value folded to one) with an op
                // upstream folds and lowrite's rule does not: the extension is the program's.
                let e = g.fresh();
                g.line(&format!("{e} = arith.extsi {v} : i32 to i64"));
                g.line(&format!("vector.print {e} : i64"));
            } else {
                g.line(&format!("vector.print {v} : {t}"));
            }
        }
    }
    g.out.push_str("  return\n}\n");
    if g.recursive {
        g.out.push_str(control::RECURSIVE);
    }
    let mut text = String::new();
    let (header, functions) = g.out.split_once('\n').expect("a header line");
    writeln!(text, "{header}").unwrap();
    for global in &g.globals {
        writeln!(text, "{global}").unwrap();
    }
    text.push_str(functions);
    text
}

/// The ops a program contains (each name once), for the generator's coverage table.
pub fn ops_in(text: &str) -> BTreeSet<String> {
    let mut ops = BTreeSet::new();
    for line in text.lines() {
        let line = line.trim_start();
        // `%r = dialect.op ...`, `%r:2 = ...`, or an op without results (`memref.store ...`).
        let rest = match line.split_once(" = ") {
            Some((lhs, rhs)) if lhs.starts_with('%') => rhs,
            _ => line,
        };
        let name: String = rest
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '.' || *c == '_')
            .collect();
        if name.contains('.') && name.chars().next().is_some_and(|c| c.is_ascii_lowercase()) {
            ops.insert(name);
        }
    }
    ops
}
