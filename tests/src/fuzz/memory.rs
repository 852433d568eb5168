//! Heap buffers and their views, copies, globals and atomics.

use super::{Gen, Pools};

impl Gen {
    /// A 4x4 heap buffer of `t` (or `f64`) filled by loops, then three of: a subview, a cast to a
    /// dynamic shape, a round trip through an unranked memref, a collapse and an expansion, a
    /// reinterpret_cast, a transpose, a copy from a subview, an atomic update, a generic atomic
    /// update (integers), a reshape, a view of a byte buffer. Each reads an element into the pools.
    pub(super) fn views(&mut self, pools: &mut Pools, t: &str) {
        let t = if self.rng.below(3) == 0 { "f64" } else { t };
        let x = self.pick(pools.of(t));
        let ty = format!("memref<4x4x{t}>");
        let m = self.fresh();
        self.line(&format!("{m} = memref.alloc() : {ty}"));
        let (c0, c1, c4) = (
            self.constant_of(0, "index"),
            self.constant_of(1, "index"),
            self.constant_of(4, "index"),
        );
        let (i, j) = (self.fresh(), self.fresh());
        self.line(&format!("scf.for {i} = {c0} to {c4} step {c1} {{"));
        self.nested(|g| {
            g.line(&format!("scf.for {j} = {c0} to {c4} step {c1} {{"));
            g.nested(|g| {
                let (r, k, val) = (g.fresh(), g.fresh(), g.fresh());
                g.line(&format!("{r} = arith.muli {i}, {c4} : index"));
                g.line(&format!("{k} = arith.addi {r}, {j} : index"));
                if t == "f64" {
                    let (ki, kf) = (g.fresh(), g.fresh());
                    g.line(&format!("{ki} = arith.index_cast {k} : index to i64"));
                    g.line(&format!("{kf} = arith.sitofp {ki} : i64 to f64"));
                    g.line(&format!("{val} = arith.addf {kf}, {x} : f64"));
                } else {
                    let kt = g.fresh();
                    g.line(&format!("{kt} = arith.index_cast {k} : index to {t}"));
                    g.line(&format!("{val} = arith.muli {kt}, {x} : {t}"));
                }
                g.line(&format!("memref.store {val}, {m}[{i}, {j}] : {ty}"));
            });
            g.line("}");
        });
        self.line("}");
        for _ in 0..3 {
            let loaded = match self.rng.below(11) {
                0 => self.subview(pools, &m, t),
                1 => {
                    let (d, n) = (self.fresh(), self.fresh());
                    let dynamic = format!("memref<?x?x{t}>");
                    self.line(&format!("{d} = memref.cast {m} : {ty} to {dynamic}"));
                    self.line(&format!("{n} = memref.dim {d}, {c1} : {dynamic}"));
                    let n64 = self.fresh();
                    self.line(&format!("{n64} = arith.index_cast {n} : index to i64"));
                    pools.i64.push(n64);
                    self.load_at(pools, &d, &dynamic, &[4, 4])
                }
                2 => {
                    let (u, rank, back) = (self.fresh(), self.fresh(), self.fresh());
                    let unranked = format!("memref<*x{t}>");
                    self.line(&format!("{u} = memref.cast {m} : {ty} to {unranked}"));
                    self.line(&format!("{rank} = memref.rank {u} : {unranked}"));
                    let r64 = self.fresh();
                    self.line(&format!("{r64} = arith.index_cast {rank} : index to i64"));
                    pools.i64.push(r64);
                    self.line(&format!("{back} = memref.cast {u} : {unranked} to {ty}"));
                    self.load_at(pools, &back, &ty, &[4, 4])
                }
                3 => {
                    let (f, e) = (self.fresh(), self.fresh());
                    let flat = format!("memref<16x{t}>");
                    self.line(&format!(
                        "{f} = memref.collapse_shape {m} [[0, 1]] : {ty} into {flat}"
                    ));
                    let a = self.load_at(pools, &f, &flat, &[16]);
                    pools.of(t).push(a);
                    let wide = format!("memref<2x8x{t}>");
                    self.line(&format!(
                        "{e} = memref.expand_shape {f} [[0, 1]] output_shape [2, 8] : {flat} into {wide}"
                    ));
                    self.load_at(pools, &e, &wide, &[2, 8])
                }
                4 => {
                    let r = self.fresh();
                    let view = format!("memref<3x2x{t}, strided<[4, 1], offset: 2>>");
                    self.line(&format!(
                        "{r} = memref.reinterpret_cast {m} to offset: [2], sizes: [3, 2], strides: [4, 1] : {ty} to {view}"
                    ));
                    self.load_at(pools, &r, &view, &[3, 2])
                }
                5 => {
                    let r = self.fresh();
                    let view = format!("memref<4x4x{t}, strided<[1, 4]>>");
                    self.line(&format!(
                        "{r} = memref.transpose {m} (i, j) -> (j, i) : {ty} to {view}"
                    ));
                    self.load_at(pools, &r, &view, &[4, 4])
                }
                6 => {
                    let (s, dst) = (self.fresh(), self.fresh());
                    let view = format!("memref<2x3x{t}, strided<[4, 1], offset: 5>>");
                    self.line(&format!(
                        "{s} = memref.subview {m}[1, 1] [2, 3] [1, 1] : {ty} to {view}"
                    ));
                    let small = format!("memref<2x3x{t}>");
                    self.line(&format!("{dst} = memref.alloca() : {small}"));
                    self.line(&format!("memref.copy {s}, {dst} : {view} to {small}"));
                    self.load_at(pools, &dst, &small, &[2, 3])
                }
                7 => {
                    let (a, b) = (self.index_below(pools, 4), self.index_below(pools, 4));
                    let v = self.pick(pools.of(t));
                    let kinds: &[&str] = if t == "f64" {
                        &["addf", "assign"]
                    } else {
                        &["addi", "assign", "maxs", "mins", "maxu", "minu", "ori", "andi"]
                    };
                    let kind = kinds[self.rng.below(kinds.len())];
                    let old = self.fresh();
                    self.line(&format!(
                        "{old} = memref.atomic_rmw {kind} {v}, {m}[{a}, {b}] : ({t}, {ty}) -> {t}"
                    ));
                    pools.of(t).push(old);
                    self.load_at(pools, &m, &ty, &[4, 4])
                }
                // Upstream's lowering is a compare-and-swap loop on integers only.
                8 if t != "f64" => {
                    let (a, b) = (self.index_below(pools, 4), self.index_below(pools, 4));
                    let v = self.pick(pools.of(t));
                    let (old, cur) = (self.fresh(), self.fresh());
                    self.line(&format!(
                        "{old} = memref.generic_atomic_rmw {m}[{a}, {b}] : {ty} {{"
                    ));
                    self.line(&format!("^bb0({cur}: {t}):"));
                    self.nested(|g| {
                        let n = g.fresh();
                        g.line(&format!("{n} = arith.xori {cur}, {v} : {t}"));
                        g.line(&format!("memref.atomic_yield {n} : {t}"));
                    });
                    self.line("}");
                    pools.of(t).push(old);
                    self.load_at(pools, &m, &ty, &[4, 4])
                }
                9 => {
                    let (shape, r) = (self.fresh(), self.fresh());
                    self.line(&format!("{shape} = memref.alloca() : memref<2xindex>"));
                    let (c8, c2) = (self.constant_of(8, "index"), self.constant_of(2, "index"));
                    self.line(&format!("memref.store {c8}, {shape}[{c0}] : memref<2xindex>"));
                    self.line(&format!("memref.store {c2}, {shape}[{c1}] : memref<2xindex>"));
                    let out = format!("memref<8x2x{t}>");
                    self.line(&format!(
                        "{r} = memref.reshape {m}({shape}) : ({ty}, memref<2xindex>) -> {out}"
                    ));
                    self.load_at(pools, &r, &out, &[8, 2])
                }
                8 | 10 => {
                    // A view of bytes: written through the typed view, then read back.
                    let (bytes, v) = (self.fresh(), self.fresh());
                    self.line(&format!(
                        "{bytes} = memref.alloca() {{alignment = 16 : i64}} : memref<96xi8>"
                    ));
                    let bytes_in = 8 * self.rng.below(3) as i64;
                    let shift = self.constant_of(bytes_in, "index");
                    let view = format!("memref<2x4x{t}>");
                    self.line(&format!(
                        "{v} = memref.view {bytes}[{shift}][] : memref<96xi8> to {view}"
                    ));
                    let (a, b) = (self.index_below(pools, 2), self.index_below(pools, 4));
                    let val = self.pick(pools.of(t));
                    self.line(&format!("memref.store {val}, {v}[{a}, {b}] : {view}"));
                    let r = self.fresh();
                    self.line(&format!("{r} = memref.load {v}[{a}, {b}] : {view}"));
                    r
                }
                _ => unreachable!("eleven kinds"),
            };
            pools.of(t).push(loaded);
        }
        self.line(&format!("memref.dealloc {m} : {ty}"));
    }

    /// A random subview of the 4x4 buffer `m`: offsets, sizes and strides that stay inside;
    /// an element stored through it and one read.
    fn subview(&mut self, pools: &mut Pools, m: &str, t: &str) -> String {
        let mut dims = Vec::new();
        for _ in 0..2 {
            let stride = 1 + self.rng.below(2);
            let size = 1 + self.rng.below(2);
            let max_offset = 4 - ((size - 1) * stride + 1);
            let offset = self.rng.below(max_offset + 1);
            dims.push((offset, size, stride));
        }
        let [(o0, s0, t0), (o1, s1, t1)] = [dims[0], dims[1]];
        let view =
            format!("memref<{s0}x{s1}x{t}, strided<[{}, {t1}], offset: {}>>", 4 * t0, 4 * o0 + o1);
        let v = self.fresh();
        self.line(&format!(
            "{v} = memref.subview {m}[{o0}, {o1}] [{s0}, {s1}] [{t0}, {t1}] : memref<4x4x{t}> to {view}"
        ));
        let (a, b) = (self.index_below(pools, s0 as i64), self.index_below(pools, s1 as i64));
        let val = self.pick(pools.of(t));
        self.line(&format!("memref.store {val}, {v}[{a}, {b}] : {view}"));
        self.load_at(pools, &v, &view, &[s0 as i64, s1 as i64])
    }

    /// A load of `m` (of type `ty`, shape `shape`) at indices in bounds.
    pub(super) fn load_at(
        &mut self,
        pools: &mut Pools,
        m: &str,
        ty: &str,
        shape: &[i64],
    ) -> String {
        let idx: Vec<String> = shape.iter().map(|&n| self.index_below(pools, n)).collect();
        let r = self.fresh();
        self.line(&format!("{r} = memref.load {m}[{}] : {ty}", idx.join(", ")));
        r
    }

    /// A constant global of four values of `t` and a mutable one: read the first, write the
    /// second, read it back.
    pub(super) fn global(&mut self, pools: &mut Pools, t: &str) {
        let k = self.globals.len();
        let (c, w) = (format!("@lut{k}"), format!("@state{k}"));
        let values: Vec<String> = (0..4)
            .map(|_| {
                if t == "i32" {
                    self.int_literal(32).to_string()
                } else {
                    self.int_literal(64).to_string()
                }
            })
            .collect();
        let ty = format!("memref<4x{t}>");
        self.globals.push(format!(
            "memref.global \"private\" constant {c} : {ty} = dense<[{}]>",
            values.join(", ")
        ));
        self.globals.push(format!("memref.global \"private\" {w} : {ty} = dense<0>"));
        let (gc, gw) = (self.fresh(), self.fresh());
        self.line(&format!("{gc} = memref.get_global {c} : {ty}"));
        self.line(&format!("{gw} = memref.get_global {w} : {ty}"));
        let a = self.load_at(pools, &gc, &ty, &[4]);
        let at = self.index_below(pools, 4);
        self.line(&format!("memref.store {a}, {gw}[{at}] : {ty}"));
        let b = self.load_at(pools, &gw, &ty, &[4]);
        pools.of(t).push(a);
        pools.of(t).push(b);
    }
}
