//! `scf.parallel` with reductions, `scf.index_switch`, indirect and recursive calls.

use super::{Gen, Pools};

/// `@rec(n, acc)`: `acc` plus `n + (n - 1) + ... + 1`, by recursion (`n` is at most 15).
pub(super) const RECURSIVE: &str = "func.func private @rec(%n: i64, %acc: i64) -> i64 {
  %zero = arith.constant 0 : i64
  %done = arith.cmpi sle, %n, %zero : i64
  %r = scf.if %done -> (i64) {
    scf.yield %acc : i64
  } else {
    %one = arith.constant 1 : i64
    %m = arith.subi %n, %one : i64
    %three = arith.constant 3 : i64
    %scaled = arith.muli %acc, %three : i64
    %next = arith.addi %scaled, %n : i64
    %x = func.call @rec(%m, %next) : (i64, i64) -> i64
    scf.yield %x : i64
  }
  return %r : i64
}
";

impl Gen {
    /// `scf.parallel` over 1 to 5 iterations reducing a value of type `t` computed from the
    /// induction variable (integer reductions: their order does not matter).
    pub(super) fn parallel(&mut self, pools: &mut Pools, t: &str) {
        let (init, z) = (self.pick(pools.of(t)), self.pick(pools.of(t)));
        let (c0, c1) = (self.constant_of(0, "index"), self.constant_of(1, "index"));
        let trips = 1 + self.rng.below(5) as i64;
        let n = self.constant_of(trips, "index");
        let (r, i) = (self.fresh(), self.fresh());
        self.line(&format!(
            "{r} = scf.parallel ({i}) = ({c0}) to ({n}) step ({c1}) init ({init}) -> {t} {{"
        ));
        let op = ["addi", "muli", "xori", "ori", "andi"][self.rng.below(5)];
        let red = ["addi", "muli", "maxsi", "minui", "xori"][self.rng.below(5)];
        self.nested(|g| {
            let (it, y) = (g.fresh(), g.fresh());
            g.line(&format!("{it} = arith.index_cast {i} : index to {t}"));
            g.line(&format!("{y} = arith.{op} {it}, {z} : {t}"));
            g.line(&format!("scf.reduce({y} : {t}) {{"));
            let (l, rr, s) = (g.fresh(), g.fresh(), g.fresh());
            g.line(&format!("^bb0({l}: {t}, {rr}: {t}):"));
            g.nested(|g| {
                g.line(&format!("{s} = arith.{red} {l}, {rr} : {t}"));
                g.line(&format!("scf.reduce.return {s} : {t}"));
            });
            g.line("}");
        });
        self.line("}");
        pools.of(t).push(r);
    }

    /// `scf.index_switch` on an index in 0..4 with two cases and a default, each computing a
    /// value of type `t`.
    pub(super) fn switch(&mut self, pools: &mut Pools, t: &str) {
        let at = self.index_below(pools, 4);
        let r = self.fresh();
        self.line(&format!("{r} = scf.index_switch {at} -> {t}"));
        let first = self.rng.below(2);
        for label in [format!("case {first}"), format!("case {}", first + 2), "default".into()] {
            self.line(&format!("{label} {{"));
            self.nested(|g| {
                let steps = 1 + g.rng.below(3);
                let mut inner = g.region_ops(pools, steps);
                let y = g.pick(inner.of(t));
                g.line(&format!("scf.yield {y} : {t}"));
            });
            self.line("}");
        }
        pools.of(t).push(r);
    }

    /// A helper called through `func.constant` and `func.call_indirect`.
    pub(super) fn indirect(&mut self, pools: &mut Pools) {
        let (name, args, results) = self.helpers[self.rng.below(self.helpers.len())].clone();
        for t in &args {
            if pools.of(t).is_empty() {
                self.constant(pools, t);
            }
        }
        let operands: Vec<String> = args.iter().map(|t| self.pick(pools.of(t))).collect();
        let fty = format!("({}) -> ({})", args.join(", "), results.join(", "));
        let (f, r) = (self.fresh(), self.fresh());
        self.line(&format!("{f} = func.constant @{name} : {fty}"));
        self.line(&format!(
            "{r}:{} = func.call_indirect {f}({}) : {fty}",
            results.len(),
            operands.join(", ")
        ));
        for (k, t) in results.iter().enumerate() {
            pools.of(t).push(format!("{r}#{k}"));
        }
    }

    /// A call of the recursive `@rec` with a depth in 0..16.
    pub(super) fn recursion(&mut self, pools: &mut Pools) {
        if pools.i64.is_empty() {
            return self.constant(pools, "i64");
        }
        let (x, acc) = (self.pick(&pools.i64), self.pick(&pools.i64));
        let (m, n, r) = (self.constant_of(15, "i64"), self.fresh(), self.fresh());
        self.line(&format!("{n} = arith.andi {x}, {m} : i64"));
        self.line(&format!("{r} = func.call @rec({n}, {acc}) : (i64, i64) -> i64"));
        pools.i64.push(r);
        self.recursive = true;
    }
}
