//! The ops the other groups leave out: extended arithmetic, bit casts, `index` casts and
//! comparisons, libm's functions, `cf.switch` and `cf.assert`, `scf.execute_region`, memref
//! metadata, scopes, reallocation, distinct objects and address spaces, `ub.poison`,
//! compressing and expanding vector memory ops, `vector.type_cast`.

use super::{Gen, Pools};

impl Gen {
    /// One of the ops above, its results into the pools.
    pub(super) fn rest(&mut self, pools: &mut Pools, t: &str) {
        let (a, b) = (self.pick(pools.of(t)), self.pick(pools.of(t)));
        match self.rng.below(13) {
            0 => {
                let op = ["addui_extended", "mulsi_extended", "mului_extended"][self.rng.below(3)];
                let r = self.fresh();
                let types = if op == "addui_extended" { format!("{t}, i1") } else { t.into() };
                self.line(&format!("{r}:2 = arith.{op} {a}, {b} : {types}"));
                pools.of(t).push(format!("{r}#0"));
                if op != "addui_extended" {
                    pools.of(t).push(format!("{r}#1"));
                } else {
                    let e = self.fresh();
                    self.line(&format!("{e} = arith.extui {r}#1 : i1 to {t}"));
                    pools.of(t).push(e);
                }
            }
            1 => {
                // The bits of a float as an integer (never the other way: NaN payloads).
                let (x, r, i, u) =
                    (self.pick(&pools.f64), self.fresh(), self.fresh(), self.fresh());
                self.line(&format!("{r} = arith.bitcast {x} : f64 to i64"));
                pools.i64.push(r);
                self.line(&format!("{i} = arith.index_castui {a} : {t} to index"));
                self.line(&format!("{u} = arith.index_castui {i} : index to i64"));
                pools.i64.push(u);
                // maxnum and minnum may give either zero of -0 and +0: both operands have
                // +0 added, which makes a -0 +0 (found by the 20,000-program run).
                let (y, m, zero, x0, y0) =
                    (self.pick(&pools.f64), self.fresh(), self.fresh(), self.fresh(), self.fresh());
                let op = ["maxnumf", "minnumf"][self.rng.below(2)];
                self.line(&format!("{zero} = arith.constant 0.0 : f64"));
                self.line(&format!("{x0} = arith.addf {x}, {zero} : f64"));
                self.line(&format!("{y0} = arith.addf {y}, {zero} : f64"));
                self.line(&format!("{m} = arith.{op} {x0}, {y0} : f64"));
                pools.f64.push(m);
            }
            2 => {
                let (x, y) = (self.fresh(), self.fresh());
                self.line(&format!("{x} = index.casts {a} : {t} to index"));
                self.line(&format!("{y} = index.castu {b} : {t} to index"));
                let p = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"]
                    [self.rng.below(10)];
                let (c, bc, s, sz, r) =
                    (self.fresh(), self.fresh(), self.fresh(), self.fresh(), self.fresh());
                self.line(&format!("{c} = index.cmp {p}({x}, {y})"));
                self.line(&format!("{bc} = index.bool.constant true"));
                self.line(&format!("{s} = arith.andi {c}, {bc} : i1"));
                self.line(&format!("{sz} = index.sizeof"));
                self.line(&format!("{r} = arith.select {s}, {x}, {sz} : index"));
                let back = self.fresh();
                self.line(&format!("{back} = index.casts {r} : index to {t}"));
                pools.of(t).push(back);
            }
            3 => self.libm(pools),
            4 => self.switch_branches(pools, t),
            5 => {
                let (c, r) = (self.fresh(), self.fresh());
                self.line(&format!("{c} = arith.cmpi eq, {a}, {a} : {t}"));
                self.line(&format!("cf.assert {c}, \"always true\""));
                self.line(&format!("{r} = scf.execute_region -> {t} {{"));
                self.nested(|g| {
                    let steps = 1 + g.rng.below(2);
                    let mut inner = g.region_ops(pools, steps);
                    let y = g.pick(inner.of(t));
                    g.line(&format!("scf.yield {y} : {t}"));
                });
                self.line("}");
                pools.of(t).push(r);
            }
            6 => {
                // Strided metadata of a subview: static numbers, and an aligned pointer that
                // only its difference with another of the same buffer is observed of.
                let (m, v) = (self.fresh(), self.fresh());
                self.line(&format!("{m} = memref.alloca() : memref<4x4x{t}>"));
                let view = format!("memref<2x2x{t}, strided<[8, 1], offset: 5>>");
                self.line(&format!(
                    "{v} = memref.subview {m}[1, 1] [2, 2] [2, 1] : memref<4x4x{t}> to {view}"
                ));
                let md = self.fresh();
                self.line(&format!(
                    "{md}:6 = memref.extract_strided_metadata {v} : {view} -> memref<{t}>, index, index, index, index, index"
                ));
                let (p1, p2, d, s) = (self.fresh(), self.fresh(), self.fresh(), self.fresh());
                self.line(&format!(
                    "{p1} = memref.extract_aligned_pointer_as_index {m} : memref<4x4x{t}> -> index"
                ));
                self.line(&format!(
                    "{p2} = memref.extract_aligned_pointer_as_index {v} : {view} -> index"
                ));
                self.line(&format!("{d} = arith.subi {p1}, {p2} : index"));
                let field = 1 + self.rng.below(5);
                self.line(&format!("{s} = arith.addi {d}, {md}#{field} : index"));
                let back = self.fresh();
                self.line(&format!("{back} = arith.index_cast {s} : index to i64"));
                pools.i64.push(back);
            }
            7 => {
                let (r, m) = (self.fresh(), self.fresh());
                self.line(&format!("{r} = memref.alloca_scope -> ({t}) {{"));
                self.nested(|g| {
                    g.line(&format!("{m} = memref.alloca() : memref<2x{t}>"));
                    let aligned = g.fresh();
                    g.line(&format!("{aligned} = memref.assume_alignment {m}, 4 : memref<2x{t}>"));
                    let c = g.constant_of(1, "index");
                    g.line(&format!("memref.store {a}, {aligned}[{c}] : memref<2x{t}>"));
                    g.line(&format!(
                        "memref.prefetch {m}[{c}], read, locality<3>, data : memref<2x{t}>"
                    ));
                    let l = g.fresh();
                    g.line(&format!("{l} = memref.load {m}[{c}] : memref<2x{t}>"));
                    g.line(&format!("memref.alloca_scope.return {l} : {t}"));
                });
                self.line("}");
                pools.of(t).push(r);
            }
            8 => {
                let (m, r) = (self.fresh(), self.fresh());
                self.line(&format!("{m} = memref.alloc() : memref<2x{t}>"));
                let (c0, c1) = (self.constant_of(0, "index"), self.constant_of(1, "index"));
                self.line(&format!("memref.store {a}, {m}[{c0}] : memref<2x{t}>"));
                self.line(&format!("memref.store {b}, {m}[{c1}] : memref<2x{t}>"));
                self.line(&format!("{r} = memref.realloc {m} : memref<2x{t}> to memref<6x{t}>"));
                let l = self.load_at(pools, &r, &format!("memref<6x{t}>"), &[2]);
                pools.of(t).push(l);
                self.line(&format!("memref.dealloc {r} : memref<6x{t}>"));
            }
            9 => {
                // A poison value that a select never picks.
                let (p, c, r) = (self.fresh(), self.fresh(), self.fresh());
                self.line(&format!("{p} = ub.poison : {t}"));
                self.line(&format!("{c} = arith.cmpi eq, {b}, {b} : {t}"));
                self.line(&format!("{r} = arith.select {c}, {a}, {p} : {t}"));
                pools.of(t).push(r);
            }
            10 => {
                let buf = self.buffer8(pools, t);
                let (mask, c0) = (self.mask(pools, 4), self.constant_of(0, "index"));
                let (pass, v) = (self.vector_of(pools, t, 4), self.vector_of(pools, t, 4));
                let (e, el) = (self.fresh(), self.fresh());
                self.line(&format!(
                    "{e} = vector.expandload {buf}[{c0}], {mask}, {pass} : memref<8x{t}>, vector<4xi1>, vector<4x{t}> into vector<4x{t}>"
                ));
                let at = self.index_below(pools, 5);
                self.line(&format!(
                    "vector.compressstore {buf}[{at}], {mask}, {v} : memref<8x{t}>, vector<4xi1>, vector<4x{t}>"
                ));
                self.line(&format!("{el}:4 = vector.to_elements {e} : vector<4x{t}>"));
                let lane = self.rng.below(4);
                pools.of(t).push(format!("{el}#{lane}"));
                let l = self.load_at(pools, &buf, &format!("memref<8x{t}>"), &[8]);
                pools.of(t).push(l);
            }
            11 => {
                // Two buffers declared distinct, one seen through address space 1; a sine
                // and cosine at once.
                let (m, n, d, sp) = (self.fresh(), self.fresh(), self.fresh(), self.fresh());
                let ty = format!("memref<2x{t}>");
                self.line(&format!("{m} = memref.alloca() : {ty}"));
                self.line(&format!("{n} = memref.alloca() : {ty}"));
                self.line(&format!("{d}:2 = memref.distinct_objects {m}, {n} : {ty}, {ty}"));
                let (c0, c1) = (self.constant_of(0, "index"), self.constant_of(1, "index"));
                self.line(&format!("memref.store {a}, {d}#0[{c0}] : {ty}"));
                self.line(&format!("memref.store {b}, {d}#1[{c1}] : {ty}"));
                let far = format!("memref<2x{t}, 1>");
                self.line(&format!("{sp} = memref.memory_space_cast {n} : {ty} to {far}"));
                let l = self.fresh();
                self.line(&format!("{l} = memref.load {sp}[{c1}] : {far}"));
                self.line(&format!("memref.store {l}, {m}[{c1}] : {ty}"));
                let r = self.load_at(pools, &m, &ty, &[2]);
                pools.of(t).push(r);
                let (x, sc) = (self.pick(&pools.f64), self.fresh());
                self.line(&format!("{sc}:2 = math.sincos {x} : f64"));
                pools.f64.push(format!("{sc}#0"));
                pools.f64.push(format!("{sc}#1"));
            }
            _ => {
                // The vector is loaded with its own alignment: the buffer must have it.
                let (buf, aligned) = (self.buffer8(pools, t), self.fresh());
                self.line(&format!(
                    "{aligned} = memref.alloca() {{alignment = 64 : i64}} : memref<8x{t}>"
                ));
                self.line(&format!(
                    "memref.copy {buf}, {aligned} : memref<8x{t}> to memref<8x{t}>"
                ));
                let (vm, l) = (self.fresh(), self.fresh());
                self.line(&format!(
                    "{vm} = vector.type_cast {aligned} : memref<8x{t}> to memref<vector<8x{t}>>"
                ));
                self.line(&format!("{l} = memref.load {vm}[] : memref<vector<8x{t}>>"));
                self.reduce_into(pools, &l, t, 8);
            }
        }
    }

    /// libm's functions and `math`'s other float ops, each on arguments in its domain.
    fn libm(&mut self, pools: &mut Pools) {
        let (a, b) = (self.pick(&pools.f64), self.pick(&pools.f64));
        let (abs, one, p, s, half, u) =
            (self.fresh(), self.fresh(), self.fresh(), self.fresh(), self.fresh(), self.fresh());
        self.line(&format!("{abs} = math.absf {a} : f64"));
        self.line(&format!("{one} = arith.constant 1.0 : f64"));
        // p >= 1; u in [-0.5, 0.5].
        self.line(&format!("{p} = arith.addf {abs}, {one} : f64"));
        self.line(&format!("{s} = math.sin {b} : f64"));
        self.line(&format!("{half} = arith.constant 0.5 : f64"));
        self.line(&format!("{u} = arith.mulf {s}, {half} : f64"));
        let r = self.fresh();
        let (f, x) = match self.rng.below(17) {
            0 => ("math.acos", &u),
            1 => ("math.asin", &u),
            2 => ("math.atanh", &u),
            3 => ("math.acosh", &p),
            4 => ("math.asinh", &a),
            5 => ("math.atan", &a),
            6 => ("math.cbrt", &a),
            7 => ("math.tan", &u),
            8 => ("math.tanh", &a),
            9 => ("math.sinh", &u),
            10 => ("math.cosh", &u),
            11 => ("math.erf", &a),
            12 => ("math.erfc", &u),
            13 => ("math.exp", &u),
            14 => ("math.expm1", &u),
            15 => ("math.exp2", &u),
            _ => {
                let (q, k) = (self.fresh(), self.fresh());
                match self.rng.below(4) {
                    0 => self.line(&format!("{r} = math.powf {p}, {u} : f64")),
                    1 => {
                        self.line(&format!("{k} = arith.constant 3 : i32"));
                        self.line(&format!("{r} = math.fpowi {u}, {k} : f64, i32"));
                    }
                    2 => self.line(&format!("{r} = math.fma {a}, {u}, {b} : f64")),
                    _ => {
                        // Not isinf or isnormal: upstream's to-LLVM passes leave them.
                        let f = ["math.isnan", "math.isfinite"][self.rng.below(2)];
                        self.line(&format!("{q} = {f} {a} : f64"));
                        self.line(&format!("{r} = arith.select {q}, {a}, {b} : f64"));
                    }
                }
                let r = self.clamp(&r);
                pools.f64.push(r);
                return;
            }
        };
        self.line(&format!("{r} = {f} {x} : f64"));
        let r = self.clamp(&r);
        pools.f64.push(r);
    }

    /// `cf.switch` at a function's top level over a value of type `t` masked to 0..4: two
    /// cases and a default, each block computing a value that its branch passes to the join.
    fn switch_branches(&mut self, pools: &mut Pools, t: &str) {
        if self.depth > 0 {
            return self.int_math(pools, t);
        }
        let (x, m, k) = (self.pick(pools.of(t)), self.constant_of(3, t), self.fresh());
        self.line(&format!("{k} = arith.andi {x}, {m} : {t}"));
        self.next += 1;
        let n = self.next;
        let labels = [format!("^d{n}"), format!("^c{n}a"), format!("^c{n}b")];
        let join = format!("^s{n}");
        self.line(&format!(
            "cf.switch {k} : {t}, [default: {}, 1: {}, 3: {}]",
            labels[0], labels[1], labels[2]
        ));
        self.join_blocks(pools, t, &labels, &join, 2);
    }
}
