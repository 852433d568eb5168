//! Complex numbers, narrow integers, `f32`, and the rest of `math`.

use super::{Gen, Pools, INT_BINARY};

impl Gen {
    /// Complex numbers made of pool floats: arithmetic (division by a number at least 1 in
    /// magnitude), absolute value, parts back into the pools.
    pub(super) fn complex(&mut self, pools: &mut Pools) {
        let c = "complex<f64>";
        let parts: Vec<String> = (0..4).map(|_| self.pick(&pools.f64)).collect();
        let (z, w) = (self.fresh(), self.fresh());
        self.line(&format!("{z} = complex.create {}, {} : {c}", parts[0], parts[1]));
        if self.rng.below(3) == 0 {
            let k = ["[1.5, -2.0]", "[0.0, 1.0]", "[-3.25, 0.5]"][self.rng.below(3)];
            self.line(&format!("{w} = complex.constant {k} : {c}"));
        } else {
            self.line(&format!("{w} = complex.create {}, {} : {c}", parts[2], parts[3]));
        }
        let r = self.fresh();
        // No complex.neg or conj: upstream's to-LLVM passes leave them to complex-to-standard,
        // which computes abs and div differently.
        match self.rng.below(4) {
            0 => self.line(&format!("{r} = complex.add {z}, {w} : {c}")),
            1 => self.line(&format!("{r} = complex.sub {z}, {w} : {c}")),
            2 => self.line(&format!("{r} = complex.mul {z}, {w} : {c}")),
            _ => {
                // z / (|re w| + 1 + i im w): never zero.
                let (re, abs, one, d, im, den) = (
                    self.fresh(),
                    self.fresh(),
                    self.fresh(),
                    self.fresh(),
                    self.fresh(),
                    self.fresh(),
                );
                self.line(&format!("{re} = complex.re {w} : {c}"));
                self.line(&format!("{abs} = math.absf {re} : f64"));
                self.line(&format!("{one} = arith.constant 1.0 : f64"));
                self.line(&format!("{d} = arith.addf {abs}, {one} : f64"));
                self.line(&format!("{im} = complex.im {w} : {c}"));
                self.line(&format!("{den} = complex.create {d}, {im} : {c}"));
                self.line(&format!("{r} = complex.div {z}, {den} : {c}"));
            }
        }
        let (re, im, abs) = (self.fresh(), self.fresh(), self.fresh());
        self.line(&format!("{re} = complex.re {r} : {c}"));
        self.line(&format!("{im} = complex.im {r} : {c}"));
        self.line(&format!("{abs} = complex.abs {z} : {c}"));
        for x in [re, im, abs] {
            let x = self.clamp(&x);
            pools.f64.push(x);
        }
    }

    /// An operation on `i8` or `i16` values truncated from `t`, extended back.
    pub(super) fn narrow(&mut self, pools: &mut Pools, t: &str) {
        let n = ["i8", "i16"][self.rng.below(2)];
        let (a, b) = (self.pick(pools.of(t)), self.pick(pools.of(t)));
        let (x, y, r, back) = (self.fresh(), self.fresh(), self.fresh(), self.fresh());
        self.line(&format!("{x} = arith.trunci {a} : {t} to {n}"));
        self.line(&format!("{y} = arith.trunci {b} : {t} to {n}"));
        match self.rng.below(3) {
            0 => {
                let op = INT_BINARY[self.rng.below(INT_BINARY.len())];
                self.line(&format!("{r} = arith.{op} {x}, {y} : {n}"));
            }
            1 => {
                let d = self.divisor(&y, n);
                let op = ["divsi", "divui", "remsi", "remui", "floordivsi"][self.rng.below(5)];
                self.line(&format!("{r} = arith.{op} {x}, {d} : {n}"));
            }
            _ => {
                let width = if n == "i8" { 7 } else { 15 };
                let (m, s) = (self.constant_of(width, n), self.fresh());
                self.line(&format!("{s} = arith.andi {y}, {m} : {n}"));
                let op = ["shli", "shrsi", "shrui"][self.rng.below(3)];
                self.line(&format!("{r} = arith.{op} {x}, {s} : {n}"));
            }
        }
        let ext = ["extsi", "extui"][self.rng.below(2)];
        self.line(&format!("{back} = arith.{ext} {r} : {n} to {t}"));
        pools.of(t).push(back);
    }

    /// An `f32` operation, `math` functions on `f64` (defined everywhere they are called), a
    /// comparison, or a conversion of a clamped float to an integer.
    pub(super) fn float_more(&mut self, pools: &mut Pools) {
        let (a, b) = (self.pick(&pools.f64), self.pick(&pools.f64));
        let r = self.fresh();
        match self.rng.below(4) {
            0 => {
                let (x, y, s) = (self.fresh(), self.fresh(), self.fresh());
                self.line(&format!("{x} = arith.truncf {a} : f64 to f32"));
                self.line(&format!("{y} = arith.truncf {b} : f64 to f32"));
                // Not minnum/maxnum: their result on -0 and +0 is either zero.
                let op = ["addf", "subf", "mulf", "maximumf", "minimumf"][self.rng.below(5)];
                self.line(&format!("{s} = arith.{op} {x}, {y} : f32"));
                self.line(&format!("{r} = arith.extf {s} : f32 to f64"));
            }
            1 => {
                // Functions of |a| + 1 (at least 1) or of a itself where all of it is their
                // domain; a result too large is clamped below.
                let (abs, one, p) = (self.fresh(), self.fresh(), self.fresh());
                self.line(&format!("{abs} = math.absf {a} : f64"));
                self.line(&format!("{one} = arith.constant 1.0 : f64"));
                self.line(&format!("{p} = arith.addf {abs}, {one} : f64"));
                let positive = ["math.sqrt", "math.log", "math.log2", "math.log10", "math.rsqrt"];
                let anywhere =
                    ["math.sin", "math.cos", "math.trunc", "math.roundeven", "math.log1p"];
                if self.rng.below(2) == 0 {
                    let f = positive[self.rng.below(positive.len())];
                    self.line(&format!("{r} = {f} {p} : f64"));
                } else {
                    let f = anywhere[self.rng.below(anywhere.len())];
                    let arg = if f == "math.log1p" { &p } else { &a };
                    self.line(&format!("{r} = {f} {arg} : f64"));
                }
            }
            2 => {
                let op = ["math.copysign", "arith.remf"][self.rng.below(2)];
                if op == "arith.remf" {
                    // a rem (|b| + 1): never by zero.
                    let (abs, one, d) = (self.fresh(), self.fresh(), self.fresh());
                    self.line(&format!("{abs} = math.absf {b} : f64"));
                    self.line(&format!("{one} = arith.constant 1.0 : f64"));
                    self.line(&format!("{d} = arith.addf {abs}, {one} : f64"));
                    self.line(&format!("{r} = arith.remf {a}, {d} : f64"));
                } else {
                    self.line(&format!("{r} = math.copysign {a}, {b} : f64"));
                }
            }
            _ => {
                // |a| <= 1e6 fits every integer type here: the conversion is defined.
                let t = ["i32", "i64"][self.rng.below(2)];
                let conv = ["fptosi", "fptoui"][self.rng.below(2)];
                let (abs, c, sel, v) = (self.fresh(), self.fresh(), self.fresh(), self.fresh());
                let x = if conv == "fptoui" {
                    self.line(&format!("{abs} = math.absf {a} : f64"));
                    abs
                } else {
                    a.clone()
                };
                self.line(&format!("{v} = arith.{conv} {x} : f64 to {t}"));
                pools.of(t).push(v);
                let p = ["oeq", "one", "olt", "ole", "ogt", "oge", "ueq", "une", "ord", "uno"]
                    [self.rng.below(10)];
                self.line(&format!("{c} = arith.cmpf {p}, {a}, {b} : f64"));
                self.line(&format!("{sel} = arith.select {c}, {a}, {b} : f64"));
                pools.f64.push(sel);
                return;
            }
        }
        let r = self.clamp(&r);
        pools.f64.push(r);
    }

    /// `math`'s integer functions.
    pub(super) fn int_math(&mut self, pools: &mut Pools, t: &str) {
        let a = self.pick(pools.of(t));
        let f = ["math.ctlz", "math.cttz", "math.ctpop", "math.absi"][self.rng.below(4)];
        let r = self.fresh();
        self.line(&format!("{r} = {f} {a} : {t}"));
        pools.of(t).push(r);
    }
}
