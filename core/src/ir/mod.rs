//! A small, `Send` SSA IR in MLIR's shape: operations (name, operands, results, attributes,
//! successors, regions, location), blocks with typed arguments, and regions.
//!
//! Everything lives in the arenas of a [`Module`] and is addressed by index newtypes
//! ([`OpId`], [`BlockId`], [`RegionId`], [`Value`]). Handles are plain indices: they are never
//! invalidated, and an op removed from its block simply stops being reachable from the module's
//! body. Printing follows MLIR's generic operation syntax (see [`crate::export`]).

mod arena;
pub mod attr;
mod float_text;
pub(crate) use float_text::{half_from_bits, round_to_half};
pub mod types;

pub use attr::{Attribute, DenseValues};
pub use types::{FloatKind, Layout, Signedness, SmallFloat, Type, DYNAMIC};

/// The strings of op and attribute names: short ones (all of MLIR's, up to 24 bytes) are held
/// inline, without an allocation each.
pub type Str = compact_str::CompactString;

use arena::Arena;
use std::fmt;
use std::sync::Arc;
pub use thin_vec::ThinVec;

/// A source location. Only the first file/line/column of MLIR's richer locations is kept.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub enum Location {
    /// `loc(unknown)`.
    #[default]
    Unknown,
    /// `loc("file":line:col)`.
    FileLineCol {
        /// File name as MLIR recorded it.
        file: Arc<str>,
        /// 1-based line.
        line: u32,
        /// 1-based column.
        col: u32,
    },
}

impl Location {
    /// A file/line/column location.
    pub fn new(file: &str, line: u32, col: u32) -> Location {
        Location::FileLineCol { file: file.into(), line, col }
    }
}

impl fmt::Display for Location {
    /// `file:line:col`, or `<unknown>`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Location::Unknown => f.write_str("<unknown>"),
            Location::FileLineCol { file, line, col } => write!(f, "{file}:{line}:{col}"),
        }
    }
}

/// Inherent properties that MLIR stores as plain C++ enums rather than attributes, by op name.
///
/// MLIR's C API cannot read them except through the generic printer, and its parser only takes
/// them from the `<{...}>` properties dictionary, so import and export treat them specially. In
/// `ir` they are ordinary `i32` integer attributes.
pub fn plain_properties(op_name: &str) -> Option<&'static [&'static str]> {
    match op_name {
        "llvm.add" | "llvm.sub" | "llvm.mul" | "llvm.shl" | "llvm.trunc" => {
            Some(&["overflowFlags"])
        }
        "llvm.getelementptr" => Some(&["noWrapFlags"]),
        _ => None,
    }
}

macro_rules! id_type {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(pub u32);
        impl $name {
            /// The arena index.
            pub fn index(self) -> usize {
                self.0 as usize
            }
        }
    };
}

id_type!(
    /// An operation in a module's arena.
    OpId
);
id_type!(
    /// A block in a module's arena.
    BlockId
);
id_type!(
    /// A region in a module's arena.
    RegionId
);
id_type!(
    /// An SSA value (an op result or a block argument).
    Value
);

/// Where a value comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ValueDef {
    /// Result `index` of an op.
    Result(OpId, u32),
    /// Argument `index` of a block.
    BlockArg(BlockId, u32),
}

/// A value's data.
#[derive(Clone, Copy, Debug)]
pub struct ValueData {
    /// Its type, by its index in the module's table of types (each distinct type is held
    /// once: a large module has many values and few types).
    pub ty: u32,
    /// Its definition.
    pub def: ValueDef,
}

/// An operation's data.
#[derive(Clone, Debug)]
pub struct Operation {
    /// Full name, `dialect.op`.
    pub name: Str,
    /// Operands.
    pub operands: Vec<Value>,
    /// Results.
    pub results: Vec<Value>,
    /// Attributes, inherent and discardable alike, in a stable order.
    pub attributes: Vec<(Str, Attribute)>,
    /// Successor blocks (terminators only): a thin vector, one pointer wide and empty without
    /// an allocation, as on most ops.
    pub successors: ThinVec<BlockId>,
    /// Nested regions (a thin vector, as `successors`).
    pub regions: ThinVec<RegionId>,
    /// Source location.
    pub loc: Location,
    /// The block holding this op, if any.
    pub parent: Option<BlockId>,
}

impl Operation {
    /// Looks up an attribute by name.
    pub fn attr(&self, name: &str) -> Option<&Attribute> {
        self.attributes.iter().find(|(k, _)| k == name).map(|(_, v)| v)
    }

    /// Sets (or replaces) an attribute.
    pub fn set_attr(&mut self, name: &str, value: Attribute) {
        match self.attributes.iter_mut().find(|(k, _)| k == name) {
            Some(slot) => slot.1 = value,
            None => self.attributes.push((name.into(), value)),
        }
    }

    /// Removes an attribute, returning it.
    pub fn remove_attr(&mut self, name: &str) -> Option<Attribute> {
        let i = self.attributes.iter().position(|(k, _)| k == name)?;
        Some(self.attributes.remove(i).1)
    }

    /// Dialect prefix of the name (`llvm` for `llvm.add`).
    pub fn dialect(&self) -> &str {
        let name = self.name.as_str();
        name.as_bytes().iter().position(|&c| c == b'.').map_or("", |i| &name[..i])
    }
}

/// A block's data.
#[derive(Clone, Debug, Default)]
pub struct Block {
    /// Arguments.
    pub args: Vec<Value>,
    /// Operations in order.
    pub ops: Vec<OpId>,
    /// The region holding this block.
    pub parent: Option<RegionId>,
}

/// A region's data.
#[derive(Clone, Debug, Default)]
pub struct Region {
    /// Blocks in order; the first is the entry block.
    pub blocks: Vec<BlockId>,
    /// The op holding this region.
    pub parent: Option<OpId>,
}

/// Everything needed to create an op (MLIR's `OperationState`).
#[derive(Clone, Debug, Default)]
pub struct OpSpec {
    /// Full op name.
    pub name: Str,
    /// Operands.
    pub operands: Vec<Value>,
    /// Result types.
    pub results: Vec<Type>,
    /// Attributes.
    pub attributes: Vec<(Str, Attribute)>,
    /// Successors.
    pub successors: Vec<BlockId>,
    /// Regions (created beforehand with [`Module::new_region`]).
    pub regions: Vec<RegionId>,
    /// Location.
    pub loc: Location,
}

impl OpSpec {
    /// An op spec with just a name and location.
    pub fn new(name: impl Into<Str>, loc: Location) -> OpSpec {
        OpSpec { name: name.into(), loc, ..OpSpec::default() }
    }

    /// An op spec with just a name (the rewriter gives it the source op's location).
    pub fn named(name: &str) -> OpSpec {
        OpSpec::new(name, Location::Unknown)
    }

    /// Adds operands.
    pub fn operands(mut self, vs: impl IntoIterator<Item = Value>) -> Self {
        self.operands.extend(vs);
        self
    }

    /// Adds result types.
    pub fn results(mut self, ts: impl IntoIterator<Item = Type>) -> Self {
        self.results.extend(ts);
        self
    }

    /// Adds an attribute.
    pub fn attr(mut self, name: &str, value: Attribute) -> Self {
        self.attributes.push((name.into(), value));
        self
    }

    /// Adds an attribute when there is one (`None` leaves the key out).
    pub fn attr_opt(self, name: &str, value: Option<Attribute>) -> Self {
        match value {
            Some(v) => self.attr(name, v),
            None => self,
        }
    }

    /// Adds the entries of a dictionary attribute whose names are not set yet (anything else
    /// adds nothing).
    pub fn attrs_from(mut self, dict: Option<Attribute>) -> Self {
        if let Some(Attribute::Dict(entries)) = dict {
            for (k, v) in entries {
                if !self.attributes.iter().any(|(n, _)| *n == k) {
                    self.attributes.push((k.into(), v));
                }
            }
        }
        self
    }

    /// Adds successors.
    pub fn successors(mut self, bs: impl IntoIterator<Item = BlockId>) -> Self {
        self.successors.extend(bs);
        self
    }

    /// Adds regions.
    pub fn regions(mut self, rs: impl IntoIterator<Item = RegionId>) -> Self {
        self.regions.extend(rs);
        self
    }
}

/// A module: arenas plus the top-level body (one region with one block).
#[derive(Clone, Debug)]
pub struct Module {
    ops: Arena<Operation>,
    blocks: Arena<Block>,
    regions: Arena<Region>,
    values: Arena<ValueData>,
    /// The distinct types of values, and their indices.
    types: Vec<Type>,
    type_ids: rustc_hash::FxHashMap<Type, u32>,
    /// The module's body region.
    pub body: RegionId,
    /// Attributes of the `builtin.module` op (`llvm.data_layout`, `dlti.dl_spec`, ...).
    pub attributes: Vec<(Str, Attribute)>,
    /// Symbol name of the module, if any.
    pub name: Option<String>,
    /// Location of the module op.
    pub loc: Location,
}

impl Default for Module {
    fn default() -> Self {
        Module::new(Location::Unknown)
    }
}

impl Module {
    /// An empty module with one empty body block.
    pub fn new(loc: Location) -> Module {
        let mut m = Module {
            ops: Arena::default(),
            blocks: Arena::default(),
            regions: Arena::default(),
            values: Arena::default(),
            types: Vec::new(),
            type_ids: Default::default(),
            body: RegionId(0),
            attributes: Vec::new(),
            name: None,
            loc,
        };
        m.body = m.new_region();
        let b = m.new_block(&[]);
        m.append_block(m.body, b);
        m
    }

    /// Makes room for `ops` more ops and `values` more values (a hint from a reader that knows
    /// about how many it will make: a large module's arenas grow without copying anyway).
    pub fn reserve(&mut self, ops: usize, values: usize) {
        self.ops.reserve(ops);
        self.values.reserve(values);
    }

    /// The single block of the module body.
    pub fn body_block(&self) -> BlockId {
        self.regions[self.body.index()].blocks[0]
    }

    /// Top-level ops in order.
    pub fn top_level_ops(&self) -> &[OpId] {
        &self.blocks[self.body_block().index()].ops
    }

    /// An op.
    pub fn op(&self, id: OpId) -> &Operation {
        &self.ops[id.index()]
    }

    /// An op, mutably.
    pub fn op_mut(&mut self, id: OpId) -> &mut Operation {
        &mut self.ops[id.index()]
    }

    /// A block.
    pub fn block(&self, id: BlockId) -> &Block {
        &self.blocks[id.index()]
    }

    /// A block, mutably.
    pub fn block_mut(&mut self, id: BlockId) -> &mut Block {
        &mut self.blocks[id.index()]
    }

    /// A region.
    pub fn region(&self, id: RegionId) -> &Region {
        &self.regions[id.index()]
    }

    /// Every type a value of the module has, each once (with those of values no longer
    /// reachable from the body, if any).
    pub fn value_types(&self) -> &[Type] {
        &self.types
    }

    /// A value's type.
    pub fn value_type(&self, v: Value) -> &Type {
        &self.types[self.values[v.index()].ty as usize]
    }

    /// A value's definition.
    pub fn value_def(&self, v: Value) -> ValueDef {
        self.values[v.index()].def
    }

    /// Changes a value's type (used when converting block signatures in place).
    pub fn set_value_type(&mut self, v: Value, ty: Type) {
        self.values[v.index()].ty = self.intern(&ty);
    }

    /// The index of a type in the table of value types, added if new.
    fn intern(&mut self, ty: &Type) -> u32 {
        // Values made one after another often share a type.
        if let Some(last) = self.values.last() {
            if self.types[last.ty as usize] == *ty {
                return last.ty;
            }
        }
        if let Some(&id) = self.type_ids.get(ty) {
            return id;
        }
        let id = self.types.len() as u32;
        self.types.push(ty.clone());
        self.type_ids.insert(ty.clone(), id);
        id
    }

    /// Number of values ever created (the bound of [`Value::index`]).
    pub fn num_values(&self) -> usize {
        self.values.len()
    }

    /// Number of ops ever created (the bound of [`OpId::index`]).
    pub fn num_ops(&self) -> usize {
        self.ops.len()
    }

    /// Number of blocks ever created (the bound of [`BlockId::index`]).
    pub fn num_blocks(&self) -> usize {
        self.blocks.len()
    }

    /// The op defining `v`, if it is an op result.
    pub fn defining_op(&self, v: Value) -> Option<OpId> {
        match self.value_def(v) {
            ValueDef::Result(op, _) => Some(op),
            ValueDef::BlockArg(..) => None,
        }
    }

    /// Creates an empty region (attach it to an op through [`OpSpec::regions`]).
    pub fn new_region(&mut self) -> RegionId {
        RegionId(self.regions.push(Region::default()) as u32)
    }

    /// Creates a detached block with the given argument types.
    pub fn new_block(&mut self, arg_types: &[Type]) -> BlockId {
        let id = BlockId(self.blocks.len() as u32);
        let args = arg_types
            .iter()
            .enumerate()
            .map(|(i, t)| self.new_value(t, ValueDef::BlockArg(id, i as u32)))
            .collect();
        self.blocks.push(Block { args, ops: Vec::new(), parent: None });
        id
    }

    /// Adds an argument to a block.
    pub fn add_block_arg(&mut self, block: BlockId, ty: Type) -> Value {
        let i = self.blocks[block.index()].args.len() as u32;
        let v = self.new_value(&ty, ValueDef::BlockArg(block, i));
        self.blocks[block.index()].args.push(v);
        v
    }

    /// Appends a block to a region.
    pub fn append_block(&mut self, region: RegionId, block: BlockId) {
        self.blocks[block.index()].parent = Some(region);
        self.regions[region.index()].blocks.push(block);
    }

    /// Puts a detached block into a region before block `next` of it (at the end when `next`
    /// is not in it).
    pub fn insert_block_before(&mut self, region: RegionId, block: BlockId, next: BlockId) {
        self.blocks[block.index()].parent = Some(region);
        let blocks = &mut self.regions[region.index()].blocks;
        let at = blocks.iter().position(|&b| b == next).unwrap_or(blocks.len());
        blocks.insert(at, block);
    }

    fn new_value(&mut self, ty: &Type, def: ValueDef) -> Value {
        let ty = self.intern(ty);
        Value(self.values.push(ValueData { ty, def }) as u32)
    }

    /// Creates a detached op from a spec.
    pub fn create_op(&mut self, spec: OpSpec) -> OpId {
        let id = OpId(self.ops.len() as u32);
        let results = spec
            .results
            .into_iter()
            .enumerate()
            .map(|(i, t)| self.new_value(&t, ValueDef::Result(id, i as u32)))
            .collect();
        for r in &spec.regions {
            self.regions[r.index()].parent = Some(id);
        }
        // Attributes are large (an `Attribute` is over 100 bytes) and built by pushing, which
        // leaves room for four: most ops have one or two.
        let mut attributes = spec.attributes;
        attributes.shrink_to_fit();
        self.ops.push(Operation {
            name: spec.name,
            operands: spec.operands,
            results,
            attributes,
            successors: ThinVec::from(spec.successors),
            regions: ThinVec::from(spec.regions),
            loc: spec.loc,
            parent: None,
        });
        id
    }

    /// Appends a detached op to the end of a block.
    pub fn append_op(&mut self, block: BlockId, op: OpId) {
        self.ops[op.index()].parent = Some(block);
        self.blocks[block.index()].ops.push(op);
    }

    /// Puts a detached op at position `index` of a block.
    pub fn insert_op(&mut self, block: BlockId, index: usize, op: OpId) {
        self.ops[op.index()].parent = Some(block);
        self.blocks[block.index()].ops.insert(index, op);
    }

    /// Detaches every op of a block, in order.
    pub fn take_ops(&mut self, block: BlockId) -> Vec<OpId> {
        let ops = std::mem::take(&mut self.blocks[block.index()].ops);
        for &op in &ops {
            self.ops[op.index()].parent = None;
        }
        ops
    }

    /// Creates an op from a spec and appends it to a block.
    pub fn push_op(&mut self, block: BlockId, spec: OpSpec) -> OpId {
        let op = self.create_op(spec);
        self.append_op(block, op);
        op
    }

    /// Moves the top-level ops of `other`, with everything in them, to the end of this
    /// module's body, in order; `other`'s module attributes, name and location are dropped.
    /// (A reader that reads the two halves of a module at the same time joins them so.)
    pub fn append_module(&mut self, other: Module) {
        let top = other.top_level_ops().to_vec();
        let other_body = other.body_block();
        let shift = |base: usize| move |i: u32| i + base as u32;
        let (op, block) = (shift(self.ops.len()), shift(self.blocks.len()));
        let (region, value) = (shift(self.regions.len()), shift(self.values.len()));
        let types: Vec<u32> = other.types.iter().map(|t| self.intern(t)).collect();
        for mut o in other.ops.into_items() {
            o.operands.iter_mut().chain(&mut o.results).for_each(|v| v.0 = value(v.0));
            o.successors.iter_mut().for_each(|b| b.0 = block(b.0));
            o.regions.iter_mut().for_each(|r| r.0 = region(r.0));
            o.parent = o.parent.map(|b| BlockId(block(b.0)));
            self.ops.push(o);
        }
        for mut b in other.blocks.into_items() {
            b.args.iter_mut().for_each(|v| v.0 = value(v.0));
            b.ops.iter_mut().for_each(|o| o.0 = op(o.0));
            b.parent = b.parent.map(|r| RegionId(region(r.0)));
            self.blocks.push(b);
        }
        for mut r in other.regions.into_items() {
            r.blocks.iter_mut().for_each(|b| b.0 = block(b.0));
            r.parent = r.parent.map(|o| OpId(op(o.0)));
            self.regions.push(r);
        }
        for v in other.values.into_items() {
            let def = match v.def {
                ValueDef::Result(o, i) => ValueDef::Result(OpId(op(o.0)), i),
                ValueDef::BlockArg(b, i) => ValueDef::BlockArg(BlockId(block(b.0)), i),
            };
            self.values.push(ValueData { ty: types[v.ty as usize], def });
        }
        // `other`'s body block stays in the arena, empty and unreachable.
        self.blocks[block(other_body.0) as usize].ops.clear();
        let body = self.body_block();
        for o in top {
            self.append_op(body, OpId(op(o.0)));
        }
    }

    /// Result `i` of an op.
    pub fn result(&self, op: OpId, i: usize) -> Value {
        self.ops[op.index()].results[i]
    }

    /// Keeps, in every block and region, only the ops and blocks the predicates accept (the
    /// arenas keep the others, unreachable).
    pub fn retain_ops(
        &mut self,
        mut op: impl FnMut(OpId) -> bool,
        mut block: impl FnMut(BlockId) -> bool,
    ) {
        for b in self.blocks.iter_mut() {
            b.ops.retain(|&o| op(o));
        }
        for r in self.regions.iter_mut() {
            r.blocks.retain(|&b| block(b));
        }
    }

    /// Looks up a top-level op by its `sym_name`.
    pub fn lookup_symbol(&self, name: &str) -> Option<OpId> {
        self.lookup_symbol_in(self.top_level_ops(), name)
    }

    /// The op among `ops` (a symbol table's body) whose `sym_name` is `name`.
    pub fn lookup_symbol_in(&self, ops: &[OpId], name: &str) -> Option<OpId> {
        ops.iter()
            .copied()
            .find(|&op| self.op(op).attr("sym_name").and_then(Attribute::as_str) == Some(name))
    }

    /// The number of ops `op` is made of: itself and the ops nested in its regions.
    pub fn nested_op_count(&self, op: OpId) -> usize {
        let mut count = 0;
        let mut stack = vec![op];
        while let Some(op) = stack.pop() {
            count += 1;
            for &r in &self.op(op).regions {
                for &b in &self.region(r).blocks {
                    stack.extend_from_slice(&self.block(b).ops);
                }
            }
        }
        count
    }

    /// Visits every op reachable from the module body in pre-order (an op before its regions).
    pub fn walk(&self, mut f: impl FnMut(OpId)) {
        self.walk_while(|op| {
            f(op);
            true
        });
    }

    /// Visits the ops reachable from the module body in pre-order, as [`Module::walk`], until
    /// `f` returns false; whether it never did.
    pub fn walk_while(&self, f: impl FnMut(OpId) -> bool) -> bool {
        self.walk_from_while(self.top_level_ops(), f)
    }

    /// Visits `roots` and the ops nested in them in pre-order, as [`Module::walk_while`] does
    /// the module's top-level ops, until `f` returns false; whether it never did.
    pub fn walk_from_while(&self, roots: &[OpId], mut f: impl FnMut(OpId) -> bool) -> bool {
        let mut stack: Vec<OpId> = roots.iter().rev().copied().collect();
        while let Some(op) = stack.pop() {
            if !f(op) {
                return false;
            }
            for &r in self.op(op).regions.iter().rev() {
                for &b in self.region(r).blocks.iter().rev() {
                    stack.extend(self.block(b).ops.iter().rev().copied());
                }
            }
        }
        true
    }
}

/// From this many ops, [`Module::all_ops`] looks at a module in two halves at the same time:
/// a walk takes about 50 ns an op, starting a thread about 50 µs.
pub const ALL_OPS_HALVES_MIN: usize = 20_000;

impl Module {
    /// Whether `pred` holds for every op reachable from the module body (in no particular
    /// order; it stops early once it does not). A module of [`ALL_OPS_HALVES_MIN`] ops or
    /// more, on a machine of several cores, is looked at in two halves of its top-level ops at
    /// the same time: the module-wide checks before translating a large module are walks over
    /// all of it, on a path where nothing else runs.
    pub fn all_ops(&self, pred: impl Fn(OpId) -> bool + Sync) -> bool {
        let top = self.top_level_ops();
        if !op_halves_pay(self.ops.len()) || top.len() < 2 {
            return self.walk_while(pred);
        }
        let failed = std::sync::atomic::AtomicBool::new(false);
        in_halves(top, |roots| {
            let relaxed = std::sync::atomic::Ordering::Relaxed;
            let all = self.walk_from_while(roots, |op| !failed.load(relaxed) && pred(op));
            if !all {
                failed.store(true, relaxed);
            }
        });
        !failed.into_inner()
    }

    /// The ops reachable from the module body for which `pred` holds, in pre-order (as
    /// [`Module::walk`] visits them). A large module is walked in two halves of its top-level
    /// ops at the same time, as [`Module::all_ops`] walks it.
    pub fn ops_where(&self, pred: impl Fn(&Operation) -> bool + Sync) -> Vec<OpId> {
        let collect = |roots: &[OpId]| {
            let mut found = Vec::new();
            self.walk_from_while(roots, |op| {
                if pred(self.op(op)) {
                    found.push(op);
                }
                true
            });
            found
        };
        joined_halves(self.ops.len(), self.top_level_ops(), collect)
    }

    /// [`Module::nested_op_count`] of each of `ops`, in two halves at the same time when the
    /// module is large.
    pub fn nested_op_counts(&self, ops: &[OpId]) -> Vec<usize> {
        let count = |ops: &[OpId]| ops.iter().map(|&op| self.nested_op_count(op)).collect();
        joined_halves(self.ops.len(), ops, count)
    }
}

/// Whether work over a module of `ops` ops pays for being done in two halves at the same
/// time: [`ALL_OPS_HALVES_MIN`] ops or more, on a machine of several cores.
pub(crate) fn op_halves_pay(ops: usize) -> bool {
    ops >= ALL_OPS_HALVES_MIN && crate::lexer::several_cores()
}

/// `f` of `items` (top-level ops of a module of `ops` ops), as `f` of its first half followed
/// by `f` of its second, the two at the same time when [`op_halves_pay`].
pub(crate) fn joined_halves<T: Sync, R: Send>(
    ops: usize,
    items: &[T],
    f: impl Fn(&[T]) -> Vec<R> + Sync,
) -> Vec<R> {
    if !op_halves_pay(ops) || items.len() < 2 {
        return f(items);
    }
    let (mut first, second) = in_halves(items, f);
    first.extend(second);
    first
}

/// `f` of the first and of the second half of `items`: the first on a thread of its own (on
/// this one, after the second, when no thread can be started), the second on this one. A
/// panic in either reaches the caller.
pub(crate) fn in_halves<T: Sync, R: Send>(items: &[T], f: impl Fn(&[T]) -> R + Sync) -> (R, R) {
    let (first, second) = items.split_at(items.len() / 2);
    std::thread::scope(|s| {
        let other = std::thread::Builder::new().spawn_scoped(s, || f(first));
        let second = f(second);
        let first = match other {
            Ok(thread) => thread.join().unwrap_or_else(|panic| std::panic::resume_unwind(panic)),
            Err(_) => f(first),
        };
        (first, second)
    })
}

/// Inherent attribute (and property) names of the upstream ops lowrite knows, from the table
/// generated from MLIR's ODS definitions (`data/op_table.txt`); ops with sized operand groups
/// also carry `operandSegmentSizes`.
pub fn inherent_attribute_names() -> &'static rustc_hash::FxHashMap<&'static str, Vec<&'static str>>
{
    static TABLE: std::sync::OnceLock<rustc_hash::FxHashMap<&'static str, Vec<&'static str>>> =
        std::sync::OnceLock::new();
    TABLE.get_or_init(|| {
        let mut table = rustc_hash::FxHashMap::default();
        for line in include_str!("../../../data/op_table.txt").lines() {
            let mut parts = line.split_whitespace();
            let Some(name) = parts.next().filter(|n| !n.starts_with('#')) else { continue };
            let mut names = Vec::new();
            for p in parts {
                if let Some(list) = p.strip_prefix("attrs=") {
                    names.extend(list.split(',').map(|a| a.trim_end_matches(['?', '*'])));
                } else if p == "segments" {
                    names.push("operandSegmentSizes");
                }
            }
            table.insert(name, names);
        }
        table
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn assert_send<T: Send + Sync>() {}

    #[test]
    fn module_is_send_and_builds() {
        assert_send::<Module>();
        let mut m = Module::default();
        let region = m.new_region();
        let entry = m.new_block(&[Type::int(32), Type::int(32)]);
        m.append_block(region, entry);
        let (a, b) = (m.block(entry).args[0], m.block(entry).args[1]);
        let add = m.push_op(
            entry,
            OpSpec::new("llvm.add", Location::new("x.mlir", 3, 5))
                .operands([a, b])
                .results([Type::int(32)]),
        );
        let sum = m.result(add, 0);
        m.push_op(entry, OpSpec::new("llvm.return", Location::Unknown).operands([sum]));
        let body = m.body_block();
        let func = m.push_op(
            body,
            OpSpec::new("llvm.func", Location::Unknown)
                .attr("sym_name", Attribute::String("f".into()))
                .regions([region]),
        );
        assert_eq!(m.lookup_symbol("f"), Some(func));
        assert_eq!(m.value_def(sum), ValueDef::Result(add, 0));
        assert_eq!(m.defining_op(a), None);
        let mut names = vec![];
        m.walk(|op| names.push(m.op(op).name.clone()));
        assert_eq!(names, ["llvm.func", "llvm.add", "llvm.return"]);
        assert_eq!(m.op(add).loc.to_string(), "x.mlir:3:5");
        // `walk_while` visits in the same order and stops where asked.
        let mut seen = vec![];
        let all = m.walk_while(|op| {
            seen.push(m.op(op).name.clone());
            m.op(op).name != "llvm.add"
        });
        assert!(!all);
        assert_eq!(seen, ["llvm.func", "llvm.add"]);
        assert!(m.walk_while(|_| true));
        // `walk_from_while` starts where asked.
        let mut seen = vec![];
        assert!(m.walk_from_while(&[add], |op| {
            seen.push(m.op(op).name.clone());
            true
        }));
        assert_eq!(seen, ["llvm.add"]);
    }

    /// A module of `funcs` functions of `ops` ops each (`llvm.return`s), and the last op.
    fn functions(funcs: usize, ops: usize) -> (Module, OpId) {
        let mut m = Module::default();
        let mut last = None;
        for _ in 0..funcs {
            let region = m.new_region();
            let entry = m.new_block(&[]);
            m.append_block(region, entry);
            for _ in 0..ops {
                last = Some(m.push_op(entry, OpSpec::new("llvm.return", Location::Unknown)));
            }
            let body = m.body_block();
            m.push_op(body, OpSpec::new("llvm.func", Location::Unknown).regions([region]));
        }
        (m, last.unwrap())
    }

    #[test]
    fn all_ops_looks_at_every_op_of_a_large_module_in_halves_as_of_a_small_one() {
        use std::sync::atomic::{AtomicUsize, Ordering::Relaxed};
        for (funcs, ops) in [(3, 2), (40, super::ALL_OPS_HALVES_MIN / 20)] {
            let (m, last) = functions(funcs, ops);
            let seen = AtomicUsize::new(0);
            assert!(m.all_ops(|_| {
                seen.fetch_add(1, Relaxed);
                true
            }));
            assert_eq!(seen.into_inner(), funcs * (ops + 1));
            // An op deep in the second half, or the first top-level op, makes it false.
            assert!(!m.all_ops(|op| op != last));
            let first = m.top_level_ops()[0];
            assert!(!m.all_ops(|op| op != first));
        }
    }

    /// A module of `funcs` functions of different sizes, each an op with a region holding
    /// `llvm.add`s and `llvm.return`s, some of them with a region of their own.
    fn uneven_functions(funcs: usize) -> Module {
        let mut m = Module::default();
        for f in 0..funcs {
            let region = m.new_region();
            let entry = m.new_block(&[]);
            m.append_block(region, entry);
            for i in 0..(f % 7) * 200 + 50 {
                let name = if (i + f) % 3 == 0 { "llvm.add" } else { "llvm.return" };
                let mut spec = OpSpec::new(name, Location::Unknown);
                if i % 50 == 0 {
                    let inner = m.new_region();
                    let block = m.new_block(&[]);
                    m.append_block(inner, block);
                    m.push_op(block, OpSpec::new("llvm.add", Location::Unknown));
                    spec = spec.regions([inner]);
                }
                m.push_op(entry, spec);
            }
            let body = m.body_block();
            m.push_op(body, OpSpec::new("llvm.func", Location::Unknown).regions([region]));
        }
        m
    }

    #[test]
    fn ops_where_and_op_counts_of_a_large_module_in_halves_are_those_of_one_walk() {
        for funcs in [3, 60] {
            let m = uneven_functions(funcs);
            assert_eq!(m.num_ops() >= super::ALL_OPS_HALVES_MIN, funcs == 60);
            let mut adds = Vec::new();
            m.walk(|op| {
                if m.op(op).name == "llvm.add" {
                    adds.push(op);
                }
            });
            assert_eq!(m.ops_where(|op| op.name == "llvm.add"), adds);
            let top = m.top_level_ops();
            let counts: Vec<usize> = top.iter().map(|&op| m.nested_op_count(op)).collect();
            assert_eq!(m.nested_op_counts(top), counts);
            assert_eq!(counts.iter().sum::<usize>(), m.num_ops());
        }
    }

    #[test]
    #[should_panic(expected = "planted")]
    fn a_panic_in_the_other_half_reaches_the_caller() {
        let (m, _) = functions(40, super::ALL_OPS_HALVES_MIN / 20);
        let first = m.top_level_ops()[0];
        m.all_ops(|op| if op == first { panic!("planted") } else { true });
    }
}
