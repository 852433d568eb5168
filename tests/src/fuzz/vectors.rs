//! Vector shapes, masks, memory access through vectors, contractions.

use super::{Gen, Pools, REDUCTIONS};

impl Gen {
    /// A vector of `n` values of `t` from the pools.
    pub(super) fn vector_of(&mut self, pools: &mut Pools, t: &str, n: usize) -> String {
        let elems: Vec<String> = (0..n).map(|_| self.pick(pools.of(t))).collect();
        let v = self.fresh();
        self.line(&format!("{v} = vector.from_elements {} : vector<{n}x{t}>", elems.join(", ")));
        v
    }

    /// An element of `v` (of shape `shape`) at a static position, into the pools (clamped if a
    /// float).
    fn take_element(&mut self, pools: &mut Pools, v: &str, t: &str, shape: &[usize]) {
        let pos: Vec<String> = shape.iter().map(|&n| self.rng.below(n).to_string()).collect();
        let dims: Vec<String> = shape.iter().map(|n| n.to_string()).collect();
        let e = self.fresh();
        self.line(&format!(
            "{e} = vector.extract {v}[{}] : {t} from vector<{}x{t}>",
            pos.join(", "),
            dims.join("x")
        ));
        let e = if t == "f64" { self.clamp(&e) } else { e };
        pools.of(t).push(e);
    }

    /// A reduction of the 1-D vector `v` of `n` integers into the pools.
    pub(super) fn reduce_into(&mut self, pools: &mut Pools, v: &str, t: &str, n: usize) {
        let kind = REDUCTIONS[self.rng.below(REDUCTIONS.len())];
        let r = self.fresh();
        self.line(&format!("{r} = vector.reduction <{kind}>, {v} : vector<{n}x{t}> into {t}"));
        pools.of(t).push(r);
    }

    /// Two of: a shuffle, dynamic insert and extract, strided slices, 2-D broadcast, transpose,
    /// shape cast and multi-reduction, a masked load and store, a gather and a scatter, a 1-D
    /// transfer read and write past the end, a vector load and store, an fma, `vector.step`,
    /// interleave and deinterleave, a bitcast, a contraction, an outer product.
    pub(super) fn vector_more(&mut self, pools: &mut Pools, t: &str) {
        let t = if self.rng.below(4) == 0 { "f64" } else { t };
        for _ in 0..2 {
            match self.rng.below(15) {
                0 => {
                    let (a, b) = (self.vector_of(pools, t, 4), self.vector_of(pools, t, 4));
                    let n = 2 + self.rng.below(5);
                    let mask: Vec<String> = (0..n).map(|_| self.rng.below(8).to_string()).collect();
                    let s = self.fresh();
                    self.line(&format!(
                        "{s} = vector.shuffle {a}, {b} [{}] : vector<4x{t}>, vector<4x{t}>",
                        mask.join(", ")
                    ));
                    self.take_element(pools, &s, t, &[n]);
                }
                1 => {
                    let a = self.vector_of(pools, t, 4);
                    let x = self.pick(pools.of(t));
                    let (at, ins, e) = (self.index_below(pools, 4), self.fresh(), self.fresh());
                    let k = self.rng.below(4);
                    self.line(&format!(
                        "{ins} = vector.insert {x}, {a} [{k}] : {t} into vector<4x{t}>"
                    ));
                    self.line(&format!(
                        "{e} = vector.extract {ins}[{at}] : {t} from vector<4x{t}>"
                    ));
                    pools.of(t).push(e);
                }
                2 => {
                    let (a, b) = (self.vector_of(pools, t, 4), self.vector_of(pools, t, 4));
                    let (es, is) = (self.fresh(), self.fresh());
                    let (off, dst) = (self.rng.below(3), self.rng.below(3));
                    self.line(&format!(
                        "{es} = vector.extract_strided_slice {a} {{offsets = [{off}], sizes = [2], strides = [1]}} : vector<4x{t}> to vector<2x{t}>"
                    ));
                    self.line(&format!(
                        "{is} = vector.insert_strided_slice {es}, {b} {{offsets = [{dst}], strides = [1]}} : vector<2x{t}> into vector<4x{t}>"
                    ));
                    self.take_element(pools, &is, t, &[4]);
                }
                3 => {
                    let a = self.vector_of(pools, t, 4);
                    let (b2, tr, sc) = (self.fresh(), self.fresh(), self.fresh());
                    self.line(&format!(
                        "{b2} = vector.broadcast {a} : vector<4x{t}> to vector<2x4x{t}>"
                    ));
                    self.line(&format!(
                        "{tr} = vector.transpose {b2}, [1, 0] : vector<2x4x{t}> to vector<4x2x{t}>"
                    ));
                    self.line(&format!(
                        "{sc} = vector.shape_cast {tr} : vector<4x2x{t}> to vector<8x{t}>"
                    ));
                    self.take_element(pools, &sc, t, &[8]);
                    self.take_element(pools, &tr, t, &[4, 2]);
                    if t != "f64" {
                        let (acc, mr) = (self.vector_of(pools, t, 2), self.fresh());
                        let kind = ["add", "mul", "maxsi", "minui", "xor"][self.rng.below(5)];
                        self.line(&format!(
                            "{mr} = vector.multi_reduction <{kind}>, {b2}, {acc} [1] : vector<2x4x{t}> to vector<2x{t}>"
                        ));
                        self.take_element(pools, &mr, t, &[2]);
                    }
                }
                4 => self.masked(pools, t),
                5 => self.gather_scatter(pools, t),
                6 => self.transfers(pools, t),
                7 => {
                    let buf = self.buffer8(pools, t);
                    let (at, l) = (self.index_below(pools, 5), self.fresh());
                    self.line(&format!(
                        "{l} = vector.load {buf}[{at}] : memref<8x{t}>, vector<4x{t}>"
                    ));
                    let at2 = self.index_below(pools, 5);
                    self.line(&format!(
                        "vector.store {l}, {buf}[{at2}] : memref<8x{t}>, vector<4x{t}>"
                    ));
                    self.take_element(pools, &l, t, &[4]);
                    let r = self.load_at(pools, &buf, &format!("memref<8x{t}>"), &[8]);
                    pools.of(t).push(r);
                }
                8 if t == "f64" => {
                    let (a, b, c) = (
                        self.vector_of(pools, t, 4),
                        self.vector_of(pools, t, 4),
                        self.vector_of(pools, t, 4),
                    );
                    let f = self.fresh();
                    self.line(&format!("{f} = vector.fma {a}, {b}, {c} : vector<4xf64>"));
                    self.take_element(pools, &f, t, &[4]);
                }
                9 => {
                    let (st, c) = (self.fresh(), self.fresh());
                    self.line(&format!("{st} = vector.step : vector<4xindex>"));
                    self.line(&format!(
                        "{c} = arith.index_cast {st} : vector<4xindex> to vector<4xi64>"
                    ));
                    self.reduce_into(pools, &c, "i64", 4);
                }
                10 => {
                    let (a, b) = (self.vector_of(pools, t, 4), self.vector_of(pools, t, 4));
                    let (il, d) = (self.fresh(), self.fresh());
                    self.line(&format!(
                        "{il} = vector.interleave {a}, {b} : vector<4x{t}> -> vector<8x{t}>"
                    ));
                    self.line(&format!(
                        "{d}:2 = vector.deinterleave {il} : vector<8x{t}> -> vector<4x{t}>"
                    ));
                    self.take_element(pools, &il, t, &[8]);
                    self.take_element(pools, &format!("{d}#1"), t, &[4]);
                }
                11 if t != "f64" => {
                    let (other, n_other) = if t == "i32" { ("i64", 2) } else { ("i32", 8) };
                    let a = self.vector_of(pools, t, 4);
                    let b = self.fresh();
                    self.line(&format!(
                        "{b} = vector.bitcast {a} : vector<4x{t}> to vector<{n_other}x{other}>"
                    ));
                    self.reduce_into(pools, &b, other, n_other);
                }
                12 => {
                    let (a, b) = (self.vector_of(pools, t, 4), self.vector_of(pools, t, 4));
                    let acc = self.vector_of(pools, t, 4);
                    let (a2, b2, acc2, c) =
                        (self.fresh(), self.fresh(), self.fresh(), self.fresh());
                    for (from, to) in [(&a, &a2), (&b, &b2), (&acc, &acc2)] {
                        self.line(&format!(
                            "{to} = vector.shape_cast {from} : vector<4x{t}> to vector<2x2x{t}>"
                        ));
                    }
                    self.line(&format!(
                        "{c} = vector.contract {{indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = [\"parallel\", \"parallel\", \"reduction\"], kind = #vector.kind<add>}} {a2}, {b2}, {acc2} : vector<2x2x{t}>, vector<2x2x{t}> into vector<2x2x{t}>"
                    ));
                    self.take_element(pools, &c, t, &[2, 2]);
                }
                13 => {
                    let (a, b) = (self.vector_of(pools, t, 4), self.vector_of(pools, t, 2));
                    let o = self.fresh();
                    self.line(&format!(
                        "{o} = vector.outerproduct {a}, {b} : vector<4x{t}>, vector<2x{t}>"
                    ));
                    self.take_element(pools, &o, t, &[4, 2]);
                }
                _ => {
                    let a = self.vector_of(pools, t, 4);
                    let k = self.rng.below(4);
                    let e = self.fresh();
                    self.line(&format!("{e} = vector.extract {a}[{k}] : {t} from vector<4x{t}>"));
                    pools.of(t).push(e);
                }
            }
        }
    }

    /// An 8-element stack buffer of `t` holding values of the pools.
    pub(super) fn buffer8(&mut self, pools: &mut Pools, t: &str) -> String {
        let buf = self.fresh();
        self.line(&format!("{buf} = memref.alloca() : memref<8x{t}>"));
        for k in 0..8 {
            let c = self.constant_of(k, "index");
            let v = self.pick(pools.of(t));
            self.line(&format!("memref.store {v}, {buf}[{c}] : memref<8x{t}>"));
        }
        buf
    }

    /// A mask of `n` lanes, the first `k` set (`k` from the program, or a constant mask).
    pub(super) fn mask(&mut self, pools: &mut Pools, n: usize) -> String {
        let m = self.fresh();
        if self.rng.below(2) == 0 {
            let k = self.index_below(pools, n as i64 + 1);
            self.line(&format!("{m} = vector.create_mask {k} : vector<{n}xi1>"));
        } else {
            let k = self.rng.below(n + 1);
            self.line(&format!("{m} = vector.constant_mask [{k}] : vector<{n}xi1>"));
        }
        m
    }

    /// A masked load from a buffer with a pass-through, a masked store into it, a read back.
    fn masked(&mut self, pools: &mut Pools, t: &str) {
        let buf = self.buffer8(pools, t);
        let (mask, c0) = (self.mask(pools, 8), self.constant_of(0, "index"));
        let pass = self.vector_of(pools, t, 8);
        let l = self.fresh();
        self.line(&format!(
            "{l} = vector.maskedload {buf}[{c0}], {mask}, {pass} : memref<8x{t}>, vector<8xi1>, vector<8x{t}> into vector<8x{t}>"
        ));
        self.take_element(pools, &l, t, &[8]);
        let (mask2, v) = (self.mask(pools, 4), self.vector_of(pools, t, 4));
        let at = self.index_below(pools, 5);
        self.line(&format!(
            "vector.maskedstore {buf}[{at}], {mask2}, {v} : memref<8x{t}>, vector<4xi1>, vector<4x{t}>"
        ));
        let r = self.load_at(pools, &buf, &format!("memref<8x{t}>"), &[8]);
        pools.of(t).push(r);
    }

    /// A gather of four lanes at indices in bounds, a scatter, a read back.
    fn gather_scatter(&mut self, pools: &mut Pools, t: &str) {
        let buf = self.buffer8(pools, t);
        let idx: Vec<String> = (0..4).map(|_| self.index_below(pools, 8)).collect();
        let (iv, c0, g) = (self.fresh(), self.constant_of(0, "index"), self.fresh());
        self.line(&format!("{iv} = vector.from_elements {} : vector<4xindex>", idx.join(", ")));
        let (mask, pass) = (self.mask(pools, 4), self.vector_of(pools, t, 4));
        self.line(&format!(
            "{g} = vector.gather {buf}[{c0}] [{iv}], {mask}, {pass} : memref<8x{t}>, vector<4xindex>, vector<4xi1>, vector<4x{t}> into vector<4x{t}>"
        ));
        self.take_element(pools, &g, t, &[4]);
        // Distinct lanes for the scatter: the order of lanes writing one address is the
        // target's business.
        let (mask2, v) = (self.mask(pools, 4), self.vector_of(pools, t, 4));
        let start = self.rng.below(5);
        let lanes: Vec<String> = (0..4).map(|k| (start + k).to_string()).collect();
        let sv = self.fresh();
        self.line(&format!(
            "{sv} = arith.constant dense<[{}]> : vector<4xindex>",
            lanes.join(", ")
        ));
        self.line(&format!(
            "vector.scatter {buf}[{c0}] [{sv}], {mask2}, {v} : memref<8x{t}>, vector<4xindex>, vector<4xi1>, vector<4x{t}>"
        ));
        let r = self.load_at(pools, &buf, &format!("memref<8x{t}>"), &[8]);
        pools.of(t).push(r);
    }

    /// A 1-D transfer read that may run past the end (padding), a transfer write that may
    /// too (masked off), a read back.
    fn transfers(&mut self, pools: &mut Pools, t: &str) {
        let buf = self.buffer8(pools, t);
        let (at, pad, r) = (self.index_below(pools, 8), self.pick(pools.of(t)), self.fresh());
        self.line(&format!(
            "{r} = vector.transfer_read {buf}[{at}], {pad} : memref<8x{t}>, vector<4x{t}>"
        ));
        self.take_element(pools, &r, t, &[4]);
        let (at2, v) = (self.index_below(pools, 8), self.vector_of(pools, t, 4));
        self.line(&format!(
            "vector.transfer_write {v}, {buf}[{at2}] : vector<4x{t}>, memref<8x{t}>"
        ));
        let back = self.load_at(pools, &buf, &format!("memref<8x{t}>"), &[8]);
        pools.of(t).push(back);
    }
}
