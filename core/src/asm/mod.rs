//! The printer of MLIR text: MLIR's custom assembly (what `mlir-opt` prints) or the generic
//! operation form (`--mlir-print-op-generic`), with MLIR's names (`%0`, `%arg0`, `^bb1`,
//! numbered per isolated region as MLIR's `AsmPrinter` numbers them) and predecessor comments.
//!
//! Custom forms come from the ops' declarative assembly formats (`data/asm_table.txt`,
//! generated from ODS), interpreted as ODS's generated printers run, including their spacing
//! rules; the LLVM ops whose printers MLIR writes by hand (`llvm.func`, `llvm.mlir.global`,
//! `llvm.call`, `llvm.icmp`, `llvm.fcmp`, `llvm.alloca`) and the custom directives of the LLVM
//! dialect's formats are written out here. Any other op prints in the generic form, as MLIR
//! prints an op without a custom printer.

mod custom;
pub(crate) mod table;

use crate::ir::attr::{write_key, write_symbol};
use crate::ir::types::write_quoted;
use crate::ir::{
    plain_properties, Attribute, BlockId, Location, Module, OpId, RegionId, Signedness, Type, Value,
};
use std::fmt::Write;

/// How to print.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PrintOptions {
    /// Print each op's location (`loc("file":line:col)`), as `--mlir-print-debuginfo` does.
    pub locations: bool,
    /// Print every op in the generic form, as `--mlir-print-op-generic` does.
    pub generic: bool,
}

/// How much printed text is collected before it is written out.
pub(crate) const CHUNK: usize = 1 << 20;

/// A value's printed name.
#[derive(Clone, Copy, Default)]
struct Name {
    /// The number (`%N`, `%argN`).
    id: u32,
    /// 0: not named yet; 1: `%N`; 2: `%argN`; 3: the name `id` of `Printer::named`.
    kind: u8,
    /// For a result of a group of several under one name: its index in the group, printed
    /// `%N#i` (`%sizes#1`).
    sub: Option<u32>,
}

/// Prints a module, or pieces of one, to a string that is flushed to a sink in chunks.
pub(crate) struct Printer<'a> {
    pub m: &'a Module,
    pub out: String,
    indent: usize,
    opts: PrintOptions,
    /// Where text goes once `out` holds more than a chunk (kept in `out` when `None`).
    sink: Option<&'a mut dyn std::io::Write>,
    /// The first write error.
    pub error: Option<std::io::Error>,
    names: Vec<Name>,
    /// The names ops give their results (`%c0`, `%alloc`), made unique.
    named: Vec<String>,
    /// Each block's number within its region.
    block_ids: Vec<u32>,
    /// Predecessor edges of the blocks of the regions being printed: (block, predecessor).
    preds: Vec<(BlockId, BlockId)>,
    /// The dialect whose ops print without their prefix in the regions being printed
    /// (`func` inside `func.func`, as `OpAsmOpInterface::getDefaultDialect` says).
    default_dialect: &'static str,
    /// The text of struct types by their (shared) field list, printed once.
    struct_text: rustc_hash::FxHashMap<(usize, bool), String>,
    /// The next region printed shows an empty entry block's header (`^bb0:`), as MLIR's
    /// generic form does (`printEmptyBlock`), so that it reads back as a block, not as none.
    empty_block_header: bool,
}

impl<'a> Printer<'a> {
    pub fn new(
        m: &'a Module,
        out: String,
        opts: PrintOptions,
        sink: Option<&'a mut dyn std::io::Write>,
    ) -> Self {
        Printer {
            m,
            out,
            indent: 0,
            opts,
            sink,
            error: None,
            names: Vec::new(),
            named: Vec::new(),
            block_ids: Vec::new(),
            preds: Vec::new(),
            // MLIR's printer starts with the builtin dialect as the default, and a module's
            // body keeps it (`module @nested {`).
            default_dialect: "builtin",
            struct_text: Default::default(),
            empty_block_header: false,
        }
    }

    /// Writes the collected text to the sink once it is longer than `at`.
    pub fn flush(&mut self, at: usize) {
        if self.out.len() <= at {
            return;
        }
        if let Some(sink) = self.sink.as_mut() {
            if self.error.is_none() {
                if let Err(e) = sink.write_all(self.out.as_bytes()) {
                    self.error = Some(e);
                }
            }
            self.out.clear();
        }
    }

    fn newline(&mut self) {
        self.flush(CHUNK);
        self.out.push('\n');
        for _ in 0..self.indent {
            self.out.push_str("  ");
        }
    }

    /// The whole module.
    pub fn module(&mut self) {
        self.header();
        self.body();
        self.footer();
    }

    /// `module @name attributes {...} {` (or its generic form).
    pub fn header(&mut self) {
        if self.opts.generic {
            self.out.push_str("\"builtin.module\"()");
            let props: Vec<_> =
                self.m.name.iter().map(|n| ("sym_name", Attribute::String(n.clone()))).collect();
            if !props.is_empty() {
                self.out.push_str(" <");
                self.dict(props.iter().map(|(k, v)| (*k, v)));
                self.out.push('>');
            }
            self.out.push_str(" ({");
            return;
        }
        self.out.push_str("module");
        if let Some(n) = &self.m.name {
            self.out.push(' ');
            write_symbol(&mut self.out, n).unwrap();
        }
        if !self.m.attributes.is_empty() {
            self.out.push_str(" attributes");
            let attrs = sorted(self.m.attributes.iter().map(|(k, v)| (k.as_str(), v)));
            self.out.push(' ');
            self.dict(attrs.into_iter());
        }
        self.out.push_str(" {");
    }

    /// The closing brace of the module and its location.
    pub fn footer(&mut self) {
        if self.opts.generic {
            self.out.push_str("\n})");
            if !self.m.attributes.is_empty() {
                let attrs = sorted(self.m.attributes.iter().map(|(k, v)| (k.as_str(), v)));
                self.out.push(' ');
                self.dict(attrs.into_iter());
            }
            self.out.push_str(" : () -> ()");
        } else {
            self.out.push_str("\n}");
        }
        let loc = self.m.loc.clone();
        self.loc(&loc);
        // mlir-opt ends its output with an empty line, or, where the module's location ends it
        // (locations printed in place, `-mlir-print-local-scope`), with the line's end.
        self.out.push_str(if self.opts.locations { "\n" } else { "\n\n" });
    }

    /// The top-level ops, one per line.
    pub fn body(&mut self) {
        let m = self.m;
        self.prepare();
        if self.opts.generic {
            let mut counters = (0, 0);
            self.number(m.top_level_ops(), &mut counters);
        }
        self.print_top_level();
    }

    /// Sizes the name tables for the module.
    pub fn prepare(&mut self) {
        self.names.resize(self.m.num_values(), Name::default());
        self.block_ids.resize(self.m.num_blocks(), 0);
    }

    /// Prints the top-level ops; in the custom form each is numbered first, on its own.
    pub fn print_top_level(&mut self) {
        let m = self.m;
        self.print_ops(m.top_level_ops());
    }

    /// Prints some top-level ops, as [`Printer::print_top_level`] prints them all.
    pub fn print_ops(&mut self, ops: &[OpId]) {
        self.indent += 1;
        for &op in ops {
            if !self.opts.generic {
                self.number(&[op], &mut (0, 0));
            }
            self.newline();
            self.op(op);
        }
        self.indent -= 1;
    }

    /// Names the values and blocks of the regions of `roots` as MLIR's `SSANameState` does:
    /// each region numbers its blocks from `^bb0`, its entry block arguments `%argN` and the
    /// other block arguments and op results `%N` in order, and nested regions continue from the
    /// counts at the end of their parent region (siblings from the same counts). Regions are
    /// taken from a stack, the last pushed first. In the generic form MLIR prints unique names:
    /// the counts run on through every region, in that order (`counters`, carried from call to
    /// call).
    pub fn number(&mut self, roots: &[OpId], counters: &mut (u32, u32)) {
        let m = self.m;
        let unique = self.opts.generic;
        if !unique {
            self.preds.clear();
            self.named.clear();
        }
        // The names ops give their results are unique within a region and the regions it
        // nests in (MLIR's `usedNames` scopes); a name taken gets `_N`, `N` counting conflicts
        // on from the parent region's count.
        let mut scopes: Vec<(Option<usize>, rustc_hash::FxHashSet<String>)> = Vec::new();
        let mut stack: Vec<(RegionId, u32, u32, u32, Option<usize>)> = Vec::new();
        for &op in roots {
            for &r in &m.op(op).regions {
                stack.push((r, counters.0, counters.1, 0, None));
            }
        }
        while let Some((r, nv, na, nc, parent)) = stack.pop() {
            let (mut next_value, mut next_arg) = if unique { *counters } else { (nv, na) };
            let mut next_conflict = nc;
            scopes.push((parent, Default::default()));
            let scope = scopes.len() - 1;
            let blocks = &m.region(r).blocks;
            for (i, &b) in blocks.iter().enumerate() {
                self.block_ids[b.index()] = i as u32;
                for &a in &m.block(b).args {
                    self.names[a.0 as usize] = if i == 0 {
                        next_arg += 1;
                        Name { id: next_arg - 1, kind: 2, sub: None }
                    } else {
                        next_value += 1;
                        Name { id: next_value - 1, kind: 1, sub: None }
                    };
                }
                for &o in &m.block(b).ops {
                    let results = &m.op(o).results;
                    let groups = if unique { None } else { result_names(m, o) };
                    if let Some(groups) = groups {
                        let mut at = 0;
                        for (hint, len) in groups {
                            let name = unique_name(&mut scopes, scope, hint, &mut next_conflict);
                            self.named.push(name);
                            let id = self.named.len() as u32 - 1;
                            for (k, v) in results[at..at + len].iter().enumerate() {
                                let sub = (len > 1).then_some(k as u32);
                                self.names[v.0 as usize] = Name { id, kind: 3, sub };
                            }
                            at += len;
                        }
                    } else {
                        let many = results.len() > 1;
                        for (k, &v) in results.iter().enumerate() {
                            let sub = many.then_some(k as u32);
                            self.names[v.0 as usize] = Name { id: next_value, kind: 1, sub };
                        }
                        if !results.is_empty() {
                            next_value += 1;
                        }
                    }
                    for &s in &m.op(o).successors {
                        self.preds.push((s, b));
                    }
                }
            }
            if unique {
                *counters = (next_value, next_arg);
            }
            for &b in blocks {
                for &o in &m.block(b).ops {
                    for &nested in &m.op(o).regions {
                        stack.push((nested, next_value, next_arg, next_conflict, Some(scope)));
                    }
                }
            }
        }
        let ids = &self.block_ids;
        self.preds.sort_by_key(|&(s, p)| (s, ids[p.index()]));
    }

    /// `%N`, `%argN` or `%N#k`.
    fn value(&mut self, v: Value) {
        let sub = self.value_base(v);
        if let Some(k) = sub {
            self.out.push('#');
            push_number(&mut self.out, k);
        }
    }

    /// The name of `v` without its result index (`%N` for all the results of an op); gives the
    /// index.
    fn value_base(&mut self, v: Value) -> Option<u32> {
        let n = self.names.get(v.0 as usize).copied().unwrap_or_default();
        // Names are most of what a lowered module prints: numbers are written directly, not
        // through `fmt`.
        let (prefix, id) = match n.kind {
            2 => ("%arg", n.id),
            1 => ("%", n.id),
            3 => {
                self.out.push('%');
                self.out.push_str(&self.named[n.id as usize]);
                return n.sub;
            }
            // A value outside the printed regions (not expected in a verified module).
            _ => ("%v", v.0),
        };
        self.out.push_str(prefix);
        push_number(&mut self.out, id);
        n.sub
    }

    fn values(&mut self, vs: &[Value]) {
        for (i, &v) in vs.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.value(v);
        }
    }

    fn block_name(&mut self, b: BlockId) {
        self.out.push_str("^bb");
        push_number(&mut self.out, self.block_ids[b.index()]);
    }

    /// `^bb1, ^bb2`.
    fn block_names(&mut self, bs: &[BlockId]) {
        for (i, &b) in bs.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.block_name(b);
        }
    }

    fn ty(&mut self, t: &Type) {
        // Memref descriptors print on most lines of a lowered function: their text is kept.
        if let Type::Struct { body: Some(fields), name: None, packed } = t {
            let key = (fields.as_ptr() as usize, *packed);
            if let Some(text) = self.struct_text.get(&key) {
                self.out.push_str(text);
            } else {
                let text = t.to_string();
                self.out.push_str(&text);
                self.struct_text.insert(key, text);
            }
            return;
        }
        // The scalar types of most values, as `Display` spells them, without `fmt`.
        match t {
            Type::Int { width, signedness: Signedness::Signless } => {
                self.out.push('i');
                push_number(&mut self.out, *width);
            }
            Type::Index => self.out.push_str("index"),
            Type::Float(k) => self.out.push_str(k.name()),
            Type::Ptr { addr_space: 0 } => self.out.push_str("!llvm.ptr"),
            _ => write!(self.out, "{t}").unwrap(),
        }
    }

    fn types<'t>(&mut self, ts: impl IntoIterator<Item = &'t Type>) {
        for (i, t) in ts.into_iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.ty(t);
        }
    }

    fn value_types(&mut self, vs: &[Value]) {
        let m = self.m;
        self.types(vs.iter().map(|&v| m.value_type(v)));
    }

    fn loc(&mut self, loc: &Location) {
        if !self.opts.locations {
            return;
        }
        match loc {
            Location::FileLineCol { file, line, col } => {
                self.out.push_str(" loc(");
                write_quoted(&mut self.out, file.as_bytes()).unwrap();
                write!(self.out, ":{line}:{col})").unwrap();
            }
            Location::Unknown => self.out.push_str(" loc(unknown)"),
        }
    }

    /// `{a = 1 : i64, b}` of entries in the given order.
    fn dict<'v>(&mut self, entries: impl Iterator<Item = (&'v str, &'v Attribute)>) {
        self.out.push('{');
        for (i, (k, v)) in entries.enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            write_key(&mut self.out, k).unwrap();
            if *v != Attribute::Unit {
                self.out.push_str(" = ");
                write!(self.out, "{v}").unwrap();
            }
        }
        self.out.push('}');
    }

    /// ` {...}` of the entries, sorted by name, when there are any (MLIR's
    /// `printOptionalAttrDict`); ` attributes {...}` with `keyword`.
    fn optional_dict<'v>(
        &mut self,
        entries: impl Iterator<Item = (&'v str, &'v Attribute)>,
        keyword: bool,
    ) {
        let mut entries = entries.peekable();
        if entries.peek().is_none() {
            return;
        }
        let entries = sorted(entries);
        self.out.push_str(if keyword { " attributes " } else { " " });
        self.dict(entries.into_iter());
    }

    fn op(&mut self, id: OpId) {
        let m = self.m;
        let op = m.op(id);
        if !op.results.is_empty() {
            // Result groups: runs of results under one name (`%0:2`, `%low, %high`,
            // `%offset, %sizes:2`).
            let mut i = 0;
            while i < op.results.len() {
                let first = self.names.get(op.results[i].0 as usize).copied().unwrap_or_default();
                let same = |n: Name| n.kind == first.kind && n.id == first.id;
                let len = op.results[i..]
                    .iter()
                    .take_while(|v| same(self.names.get(v.0 as usize).copied().unwrap_or_default()))
                    .count()
                    .max(1);
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.value_base(op.results[i]);
                if len > 1 {
                    write!(self.out, ":{len}").unwrap();
                }
                i += len;
            }
            self.out.push_str(" = ");
        }
        if !self.opts.generic {
            let start = self.out.len();
            if self.custom_op(id) {
                self.loc(&op.loc);
                return;
            }
            self.out.truncate(start);
        }
        self.generic_op(id);
        self.loc(&op.loc);
    }

    /// `"name"(operands)[successors] <{properties}> (regions) {attributes} : type`.
    fn generic_op(&mut self, id: OpId) {
        let m = self.m;
        let op = m.op(id);
        self.out.push('"');
        self.out.push_str(&op.name);
        self.out.push_str("\"(");
        self.values(&op.operands);
        self.out.push(')');
        if !op.successors.is_empty() {
            self.out.push('[');
            self.block_names(&op.successors);
            self.out.push(']');
        }
        let inherent = crate::ir::inherent_attribute_names().get(op.name.as_str());
        let plain = plain_properties(&op.name).unwrap_or(&[]);
        let is_prop = |k: &str| plain.contains(&k) || inherent.is_some_and(|a| a.contains(&k));
        // MLIR gives a default-valued property its default when the text leaves it out.
        let defaults = table::table().defaults.get(op.name.as_str());
        let missing = defaults
            .into_iter()
            .flatten()
            .filter(|(k, _)| op.attr(k).is_none())
            .map(|(k, v)| (k.as_str(), v));
        let given = op.attributes.iter().filter(|(k, _)| is_prop(k)).map(|(k, v)| (k.as_str(), v));
        let props = sorted(given.chain(missing));
        if !props.is_empty() {
            self.out.push_str(" <");
            self.dict(props.into_iter());
            self.out.push('>');
        }
        if !op.regions.is_empty() {
            self.out.push_str(" (");
            for (i, &r) in op.regions.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.empty_block_header = true;
                self.region(r, true);
            }
            self.out.push(')');
        }
        let attrs = op.attributes.iter().filter(|(k, _)| !is_prop(k));
        self.optional_dict(attrs.map(|(k, v)| (k.as_str(), v)), false);
        self.out.push_str(" : ");
        let ft = Type::Function {
            inputs: op.operands.iter().map(|&v| m.value_type(v).clone()).collect(),
            results: op.results.iter().map(|&v| m.value_type(v).clone()).collect(),
        };
        self.ty(&ft);
    }

    /// `{ blocks }`: the entry block's header only when `entry_args` is set and it has
    /// arguments; the other blocks with theirs and a comment naming their predecessors.
    fn region(&mut self, r: RegionId, entry_args: bool) {
        self.region_with(r, entry_args, true);
    }

    /// A region, its blocks' terminators left out unless `terminators` (MLIR's
    /// `printBlockTerminators`, false for an `scf.for` without loop-carried values).
    fn region_with(&mut self, r: RegionId, entry_args: bool, terminators: bool) {
        let m = self.m;
        let parent = m.region(r).parent.map(|op| m.op(op).name.as_str());
        let outer = std::mem::replace(
            &mut self.default_dialect,
            match parent {
                Some("func.func") => "func",
                Some("builtin.module") => "builtin",
                _ => "",
            },
        );
        self.region_blocks(r, entry_args, terminators);
        self.default_dialect = outer;
    }

    fn region_blocks(&mut self, r: RegionId, entry_args: bool, terminators: bool) {
        let m = self.m;
        let empty_header = std::mem::take(&mut self.empty_block_header);
        self.out.push('{');
        let blocks = &m.region(r).blocks;
        for (i, &b) in blocks.iter().enumerate() {
            let block = m.block(b);
            if i > 0
                || (entry_args && !block.args.is_empty())
                || (empty_header && block.ops.is_empty())
            {
                self.newline();
                self.block_header(b);
            }
            self.indent += 1;
            let shown = if terminators {
                &block.ops[..]
            } else {
                block.ops.split_last().map_or(&[][..], |(_, rest)| rest)
            };
            for &op in shown {
                self.newline();
                self.op(op);
            }
            self.indent -= 1;
        }
        self.newline();
        self.out.push('}');
    }

    fn block_header(&mut self, b: BlockId) {
        let m = self.m;
        self.block_name(b);
        let args = &m.block(b).args;
        if !args.is_empty() {
            self.out.push('(');
            for (i, &a) in args.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.value(a);
                self.out.push_str(": ");
                self.ty(m.value_type(a));
            }
            self.out.push(')');
        }
        self.out.push(':');
        let start = self.preds.partition_point(|&(s, _)| s < b);
        let end = self.preds.partition_point(|&(s, _)| s <= b);
        let count = end - start;
        let is_entry = m.block(b).parent.is_some_and(|r| m.region(r).blocks.first() == Some(&b));
        match count {
            0 if !is_entry => self.out.push_str("  // no predecessors"),
            0 => {}
            1 => {
                self.out.push_str("  // pred: ");
                let p = self.preds[start].1;
                self.block_name(p);
            }
            n => {
                write!(self.out, "  // {n} preds: ").unwrap();
                for k in start..end {
                    if k > start {
                        self.out.push_str(", ");
                    }
                    let p = self.preds[k].1;
                    self.block_name(p);
                }
            }
        }
    }

    /// The value of a defining op's result or block argument, for custom printers that need
    /// the entry block's arguments.
    fn entry_args(&self, r: RegionId) -> &'a [Value] {
        let m = self.m;
        match m.region(r).blocks.first() {
            Some(&b) => &m.block(b).args,
            None => &[],
        }
    }
}

/// Entries sorted by name, as MLIR's dictionaries are.
fn sorted<'v>(
    entries: impl Iterator<Item = (&'v str, &'v Attribute)>,
) -> Vec<(&'v str, &'v Attribute)> {
    let mut v: Vec<_> = entries.collect();
    v.sort_by(|a, b| a.0.as_bytes().cmp(b.0.as_bytes()));
    v
}

/// `hint` made unique in scope `scope` and the scopes it nests in (MLIR's
/// `SSANameState::uniqueValueName`): as it is when free, else `hint_N` for the first free `N`
/// the conflict count gives.
fn unique_name(
    scopes: &mut [(Option<usize>, rustc_hash::FxHashSet<String>)],
    scope: usize,
    hint: String,
    next_conflict: &mut u32,
) -> String {
    let taken = |scopes: &[(Option<usize>, rustc_hash::FxHashSet<String>)], name: &str| {
        let mut at = Some(scope);
        while let Some(s) = at {
            if scopes[s].1.contains(name) {
                return true;
            }
            at = scopes[s].0;
        }
        false
    };
    let mut name = hint.clone();
    while taken(scopes, &name) {
        name = format!("{hint}_{next_conflict}");
        *next_conflict += 1;
    }
    scopes[scope].1.insert(name.clone());
    name
}

/// The names MLIR's `OpAsmOpInterface::getAsmResultNames` gives the results of op `o`, as
/// groups of consecutive results (name, count) covering them all, for the ops a partial
/// lowering keeps that name theirs.
fn result_names(m: &Module, o: OpId) -> Option<Vec<(String, usize)>> {
    let op = m.op(o);
    let named = |names: &[&str]| Some(names.iter().map(|n| (n.to_string(), 1)).collect());
    match (op.name.as_str(), op.results.len()) {
        ("arith.addui_extended", 2) => return named(&["sum", "overflow"]),
        ("math.sincos", 2) => return named(&["sin", "cos"]),
        ("arith.mulsi_extended" | "arith.mului_extended", 2) => return named(&["low", "high"]),
        ("memref.extract_strided_metadata", n) if n >= 2 && n % 2 == 0 => {
            let rank = (n - 2) / 2;
            let mut groups: Vec<(String, usize)> = named(&["base_buffer", "offset"])?;
            if rank > 0 {
                groups.push(("sizes".to_string(), rank));
                groups.push(("strides".to_string(), rank));
            }
            return Some(groups);
        }
        _ => {}
    }
    result_name(m, o).map(|n| vec![(n, 1)])
}

/// The name MLIR's `OpAsmOpInterface::getAsmResultNames` gives the one result of op `o`, for
/// the ops a partial lowering keeps that name theirs: `%c0`, `%c1_i32`, `%true`, `%cst` for
/// `arith.constant`, `%idx3` for `index.constant`, `%alloc`, `%subview`... for memref ops.
fn result_name(m: &Module, o: OpId) -> Option<String> {
    let op = m.op(o);
    if op.results.len() != 1 {
        return None;
    }
    let fixed = match op.name.as_str() {
        "memref.alloc" => "alloc",
        "memref.alloca" => "alloca",
        "memref.dim" => "dim",
        "memref.cast" => "cast",
        "memref.assume_alignment" => "assume_align",
        "memref.reshape" => "reshape",
        "memref.subview" => "subview",
        "memref.reinterpret_cast" => "reinterpret_cast",
        "memref.expand_shape" => "expand_shape",
        "memref.collapse_shape" => "collapse_shape",
        "memref.transpose" => "transpose",
        "memref.extract_aligned_pointer_as_index" => "intptr",
        "memref.memory_space_cast" => "memspacecast",
        "memref.view" => "view",
        "complex.constant" => "cst",
        "func.constant" => "f",
        "index.bool.constant" => match op.attr("value") {
            Some(Attribute::Bool(true)) => "true",
            Some(Attribute::Bool(false)) => "false",
            _ => return None,
        },
        "index.constant" => {
            return match op.attr("value") {
                Some(Attribute::Int { value, .. }) => Some(format!("idx{value}")),
                _ => None,
            };
        }
        "arith.constant" => {
            let ty = m.value_type(op.results[0]);
            return Some(match (op.attr("value"), ty) {
                (Some(Attribute::Bool(b)), _) => b.to_string(),
                (Some(Attribute::Int { value, .. }), Type::Int { width: 1, .. }) => {
                    (if *value != 0 { "true" } else { "false" }).to_string()
                }
                (Some(Attribute::Int { value, .. }), Type::Int { .. }) => format!("c{value}_{ty}"),
                (Some(Attribute::Int { value, .. }), _) => format!("c{value}"),
                _ => "cst".to_string(),
            });
        }
        _ => return None,
    };
    Some(fixed.to_string())
}

/// Appends the decimal digits of `n`.
fn push_number(out: &mut String, n: u32) {
    out.push_str(itoa::Buffer::new().format(n));
}
