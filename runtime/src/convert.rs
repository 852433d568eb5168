//! The conversion driver: applies compiled rule sets to a module, producing an LLVM-dialect
//! module.
//!
//! Conversion builds a new module rather than rewriting in place. Each source op is offered to
//! the patterns registered for its name (higher priority first, then rule order); the first that
//! matches emits target ops through the [`Rewriter`] and says which values replace the op's
//! results. Ops of the LLVM dialect (the legal target) without a pattern are copied with their
//! operands remapped, result and block-argument types converted and regions converted. Anything
//! else fails with `failed to legalize operation 'NAME'` at the op's location.
//!
//! Types are converted by the rule sets' type rules (first rule set that has a matching rule
//! wins), cached per type. Values map 1:1 from source to target;
//! `builtin.unrealized_conversion_cast` ops whose operand already has the converted result type
//! cancel out and disappear.

use crate::error::{Error, Result};
use crate::ir::{Attribute, BlockId, Location, Module, OpId, OpSpec, RegionId, Type, Value};
use rustc_hash::FxHashMap;
use std::collections::BTreeMap;

/// The value of a rule-set option.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionValue {
    /// An integer option.
    Int(i64),
    /// A boolean option.
    Bool(bool),
}

/// An option a rule set declares, with its default.
#[derive(Clone, Copy, Debug)]
pub struct OptionDecl {
    /// Name (`index_bitwidth`).
    pub name: &'static str,
    /// Default.
    pub default: OptionValue,
}

/// Option values for a conversion: rule-set defaults overridden by the caller.
#[derive(Clone, Debug, Default)]
pub struct Options {
    values: BTreeMap<String, OptionValue>,
}

impl Options {
    /// Sets an option.
    pub fn set(&mut self, name: &str, value: OptionValue) -> &mut Self {
        self.values.insert(name.to_string(), value);
        self
    }

    /// An integer option (0 when unset).
    pub fn int(&self, name: &str) -> i64 {
        match self.values.get(name) {
            Some(OptionValue::Int(i)) => *i,
            Some(OptionValue::Bool(b)) => *b as i64,
            None => 0,
        }
    }

    /// A boolean option (false when unset).
    pub fn bool(&self, name: &str) -> bool {
        match self.values.get(name) {
            Some(OptionValue::Bool(b)) => *b,
            Some(OptionValue::Int(i)) => *i != 0,
            None => false,
        }
    }
}

/// A type rule set's conversion function: `None` when no rule matches.
pub type TypeRulesFn = fn(&mut TypeConverter<'_>, &Type) -> Option<Result<Type, String>>;

/// A pattern's body: `Ok(false)` when the op does not match (nothing was emitted).
pub type ApplyFn = fn(&mut Rewriter<'_>, OpId) -> Result<bool>;

/// One compiled op rule.
#[derive(Clone, Copy)]
pub struct Pattern {
    /// Source op name.
    pub op: &'static str,
    /// Priority: higher is tried first.
    pub priority: i64,
    /// The rule's source text.
    pub rule: &'static str,
    /// `file.rules:LINE`.
    pub location: &'static str,
    /// The rewrite.
    pub apply: ApplyFn,
}

impl std::fmt::Debug for Pattern {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Pattern({} at {})", self.op, self.location)
    }
}

/// A compiled rule file.
#[derive(Clone, Copy, Debug)]
pub struct RuleSet {
    /// Rule file name.
    pub name: &'static str,
    /// Declared options.
    pub options: &'static [OptionDecl],
    /// Type rules.
    pub convert_type: TypeRulesFn,
    /// Op rules in file order.
    pub patterns: &'static [Pattern],
    /// Number of type rules.
    pub type_rules: usize,
    /// Names of the native (Rust) helpers the rules call.
    pub natives: &'static [&'static str],
}

impl RuleSet {
    /// Number of rules (type and op rules) written in the rule language.
    pub fn declarative_rules(&self) -> usize {
        self.type_rules + self.patterns.len()
    }
}

/// Options with every declared default, overridden by `overrides`.
pub fn options_for(sets: &[&RuleSet], overrides: &Options) -> Options {
    let mut o = Options::default();
    for s in sets {
        for d in s.options {
            o.values.entry(d.name.to_string()).or_insert(d.default);
        }
    }
    for (k, v) in &overrides.values {
        o.values.insert(k.clone(), *v);
    }
    o
}

/// Converts types with the rule sets' type rules, caching results.
pub struct TypeConverter<'a> {
    sets: &'a [&'a RuleSet],
    options: &'a Options,
    cache: FxHashMap<Type, Result<Type, String>>,
}

impl<'a> TypeConverter<'a> {
    /// A converter over rule sets (earlier sets take precedence).
    pub fn new(sets: &'a [&'a RuleSet], options: &'a Options) -> Self {
        TypeConverter { sets, options, cache: FxHashMap::default() }
    }

    /// Option values.
    pub fn options(&self) -> &Options {
        self.options
    }

    /// Converts a type: the first rule set with a matching rule decides; a type legal in the
    /// LLVM dialect that no rule mentions converts to itself.
    pub fn convert(&mut self, t: &Type) -> Result<Type, String> {
        if let Some(r) = self.cache.get(t) {
            return r.clone();
        }
        let mut result = None;
        for set in self.sets {
            if let Some(r) = (set.convert_type)(self, t) {
                result = Some(r);
                break;
            }
        }
        let result = result.unwrap_or_else(|| {
            if t.is_llvm_compatible() {
                Ok(t.clone())
            } else {
                Err(format!("cannot convert type '{t}': no type rule applies"))
            }
        });
        let result = result.and_then(|c| {
            if c.is_llvm_compatible() {
                Ok(c)
            } else {
                Err(format!("type '{t}' converts to '{c}', which is not an LLVM type"))
            }
        });
        self.cache.insert(t.clone(), result.clone());
        result
    }
}

/// What a source value maps to.
#[derive(Clone, Debug)]
enum Mapped {
    One(Value),
    Many(Vec<Value>),
}

/// The state a pattern works with: the source module (read-only), the target module being
/// built, value and block mappings, the type converter and the insertion point.
pub struct Rewriter<'a> {
    src: &'a Module,
    dst: Module,
    types: TypeConverter<'a>,
    patterns: FxHashMap<&'static str, Vec<&'a Pattern>>,
    values: Vec<Option<Mapped>>,
    blocks: Vec<Option<BlockId>>,
    insert: BlockId,
    current: Option<OpId>,
    trace: Option<Vec<String>>,
}

impl<'a> Rewriter<'a> {
    /// The module being converted.
    pub fn source(&self) -> &'a Module {
        self.src
    }

    /// The module being built.
    pub fn target(&self) -> &Module {
        &self.dst
    }

    /// Option values.
    pub fn options(&self) -> &Options {
        self.types.options
    }

    /// Location of the op being rewritten.
    pub fn loc(&self) -> Location {
        self.current.map(|op| self.src.op(op).loc.clone()).unwrap_or_default()
    }

    fn located(&self, message: impl Into<String>) -> Error {
        Error::at(&self.loc(), message)
    }

    /// Converts a type; failures are located at the op being rewritten.
    pub fn convert_type(&mut self, t: &Type) -> Result<Type> {
        self.types.convert(t).map_err(|m| self.located(m))
    }

    /// The type converter (for generated type rules that recurse).
    pub fn type_converter(&mut self) -> &mut TypeConverter<'a> {
        &mut self.types
    }

    /// The converted value standing for source value `v`.
    pub fn value(&mut self, v: Value) -> Result<Value> {
        match self.values.get(v.index()).and_then(Option::as_ref) {
            Some(Mapped::One(t)) => Ok(*t),
            Some(Mapped::Many(vs)) => Err(self.located(format!(
                "a value of type '{}' was expanded into {} values; this use needs exactly one",
                self.src.value_type(v),
                vs.len()
            ))),
            None => Err(self.located(format!(
                "operand of type '{}' has not been converted (its definition does not dominate this use)",
                self.src.value_type(v)
            ))),
        }
    }

    /// Converted values for source values.
    pub fn values(&mut self, vs: &[Value]) -> Result<Vec<Value>> {
        vs.iter().map(|v| self.value(*v)).collect()
    }

    /// Maps a source value to a target value.
    pub fn map_value(&mut self, from: Value, to: Value) {
        self.set_mapping(from, Mapped::One(to));
    }

    /// Maps a source value to several target values (1:N conversions).
    pub fn map_values(&mut self, from: Value, to: Vec<Value>) {
        self.set_mapping(from, Mapped::Many(to));
    }

    fn set_mapping(&mut self, from: Value, to: Mapped) {
        if self.values.len() <= from.index() {
            self.values.resize(from.index() + 1, None);
        }
        self.values[from.index()] = Some(to);
    }

    /// Emits an op at the insertion point. An unknown location becomes the rewritten op's;
    /// `llvm.call`'s structural attributes are filled in when missing.
    pub fn emit(&mut self, mut spec: OpSpec) -> OpId {
        if spec.loc == Location::Unknown {
            spec.loc = self.loc();
        }
        if spec.name == "llvm.call" {
            let has = |s: &OpSpec, n: &str| s.attributes.iter().any(|(k, _)| k == n);
            if !has(&spec, "operandSegmentSizes") {
                let n = spec.operands.len() as i64;
                spec.attributes.push((
                    "operandSegmentSizes".into(),
                    Attribute::DenseArray {
                        elem: Type::int(32),
                        values: crate::ir::DenseValues::Int(vec![n, 0]),
                    },
                ));
            }
            if !has(&spec, "op_bundle_sizes") {
                spec.attributes.push((
                    "op_bundle_sizes".into(),
                    Attribute::DenseArray {
                        elem: Type::int(32),
                        values: crate::ir::DenseValues::Int(vec![]),
                    },
                ));
            }
        }
        self.dst.push_op(self.insert, spec)
    }

    /// Results of an emitted op.
    pub fn results(&self, op: OpId) -> Vec<Value> {
        self.dst.op(op).results.clone()
    }

    /// Emits `llvm.mlir.constant` of an integer (or index-converted) type.
    pub fn constant_int(&mut self, value: i64, ty: Type) -> Value {
        let op = self.emit(
            OpSpec::new("llvm.mlir.constant", Location::Unknown)
                .attr("value", Attribute::int(value, ty.clone()))
                .results([ty]),
        );
        self.dst.result(op, 0)
    }

    /// Records that `values` replace the results of source op `op`.
    pub fn replace(&mut self, op: OpId, values: Vec<Value>) -> Result<()> {
        let results = self.src.op(op).results.clone();
        if results.len() != values.len() {
            return Err(self.located(format!(
                "a rule replaced '{}' ({} result(s)) with {} value(s)",
                self.src.op(op).name,
                results.len(),
                values.len()
            )));
        }
        for (r, v) in results.into_iter().zip(values) {
            self.map_value(r, v);
        }
        Ok(())
    }

    /// Converts an attribute for the target: integer attributes of `index` type get the
    /// converted integer type; dense elements get their converted shaped type.
    pub fn convert_attr(&mut self, a: &Attribute) -> Result<Attribute> {
        Ok(match a {
            Attribute::Int { value, ty } => {
                Attribute::Int { value: *value, ty: self.convert_type(ty)? }
            }
            Attribute::Float { value, ty } => {
                Attribute::Float { value: *value, ty: self.convert_type(ty)? }
            }
            Attribute::DenseElements { ty, splat, values } => {
                let ty = match ty {
                    Type::Vector { shape, scalable, elem } => Type::Vector {
                        shape: shape.clone(),
                        scalable: scalable.clone(),
                        elem: std::sync::Arc::new(self.convert_type(elem)?),
                    },
                    other => other.clone(),
                };
                Attribute::DenseElements { ty, splat: *splat, values: values.clone() }
            }
            Attribute::Type(t) => Attribute::Type(self.convert_type(t)?),
            other => other.clone(),
        })
    }

    /// Converts a region of the source module into a new target region with the same blocks
    /// (argument types converted), converting each op.
    pub fn convert_region(&mut self, region: RegionId) -> Result<RegionId> {
        let src = self.src;
        let dst_region = self.dst.new_region();
        let src_blocks = src.region(region).blocks.clone();
        for &b in &src_blocks {
            let mut types = Vec::new();
            for &a in &src.block(b).args {
                types.push(self.convert_type(src.value_type(a))?);
            }
            let nb = self.dst.new_block(&types);
            self.dst.append_block(dst_region, nb);
            if self.blocks.len() <= b.index() {
                self.blocks.resize(b.index() + 1, None);
            }
            self.blocks[b.index()] = Some(nb);
            let args = self.dst.block(nb).args.clone();
            for (&from, to) in src.block(b).args.iter().zip(args) {
                self.map_value(from, to);
            }
        }
        let saved = (self.insert, self.current);
        for b in reverse_post_order(src, &src_blocks) {
            self.insert = self.blocks[b.index()].expect("created above");
            for &op in &src.block(b).ops {
                self.convert_op(op)?;
            }
        }
        (self.insert, self.current) = saved;
        Ok(dst_region)
    }

    /// The target block for a source block (after its region was converted or entered).
    pub fn block(&self, b: BlockId) -> Option<BlockId> {
        self.blocks.get(b.index()).copied().flatten()
    }

    fn convert_op(&mut self, op: OpId) -> Result<()> {
        let src = self.src;
        let saved = self.current.replace(op);
        let name = src.op(op).name.as_str();
        if let Some(patterns) = self.patterns.get(name).cloned() {
            for p in patterns {
                if (p.apply)(self, op)? {
                    if let Some(t) = &mut self.trace {
                        t.push(format!(
                            "{}: '{}' lowered by the rule at {}",
                            src.op(op).loc,
                            name,
                            p.location
                        ));
                    }
                    self.current = saved;
                    return Ok(());
                }
            }
        }
        if name == "builtin.unrealized_conversion_cast" && self.cancel_cast(op)? {
            self.current = saved;
            return Ok(());
        }
        if src.op(op).dialect() != "llvm" {
            return Err(self.located(format!("failed to legalize operation '{name}'")));
        }
        self.copy_legal(op)?;
        self.current = saved;
        Ok(())
    }

    /// A cast from a value whose converted type is already the converted result type maps the
    /// result to that value.
    fn cancel_cast(&mut self, op: OpId) -> Result<bool> {
        let o = self.src.op(op);
        if o.operands.len() != 1 || o.results.len() != 1 {
            return Ok(false);
        }
        let (from, to) = (o.operands[0], o.results[0]);
        let want = self.convert_type(self.src.value_type(to))?;
        let v = self.value(from)?;
        if *self.dst.value_type(v) == want {
            self.map_value(to, v);
            return Ok(true);
        }
        Ok(false)
    }

    fn copy_legal(&mut self, op: OpId) -> Result<()> {
        let o = self.src.op(op);
        let operands = self.values(&o.operands)?;
        let mut results = Vec::with_capacity(o.results.len());
        for &r in &o.results {
            results.push(self.convert_type(self.src.value_type(r))?);
        }
        let mut regions = Vec::with_capacity(o.regions.len());
        for &r in &o.regions {
            regions.push(self.convert_region(r)?);
        }
        let mut successors = Vec::with_capacity(o.successors.len());
        for &s in &o.successors {
            successors.push(
                self.block(s)
                    .ok_or_else(|| self.located("successor block outside the converted region"))?,
            );
        }
        let spec = OpSpec {
            name: o.name.clone(),
            operands,
            results,
            attributes: o.attributes.clone(),
            successors,
            regions,
            loc: o.loc.clone(),
        };
        let new = self.dst.push_op(self.insert, spec);
        let new_results = self.dst.op(new).results.clone();
        for (&r, v) in o.results.iter().zip(new_results) {
            self.map_value(r, v);
        }
        Ok(())
    }
}

/// Blocks of a region in reverse post-order from the entry (so definitions come before uses
/// in dominance order), followed by unreachable blocks in their original order.
fn reverse_post_order(m: &Module, blocks: &[BlockId]) -> Vec<BlockId> {
    let Some(&entry) = blocks.first() else { return Vec::new() };
    let mut seen: FxHashMap<BlockId, ()> = FxHashMap::default();
    let mut post = Vec::with_capacity(blocks.len());
    // Iterative DFS: (block, next successor index).
    let succs = |b: BlockId| -> Vec<BlockId> {
        m.block(b).ops.last().map(|&t| m.op(t).successors.clone()).unwrap_or_default()
    };
    let mut stack = vec![(entry, succs(entry), 0usize)];
    seen.insert(entry, ());
    while let Some((b, s, i)) = stack.last_mut() {
        if *i < s.len() {
            let next = s[*i];
            *i += 1;
            if seen.insert(next, ()).is_none() {
                let ns = succs(next);
                stack.push((next, ns, 0));
            }
        } else {
            post.push(*b);
            stack.pop();
        }
    }
    post.reverse();
    post.extend(blocks.iter().filter(|b| !seen.contains_key(b)));
    post
}

/// Converts a module with the given rule sets (earlier sets take precedence) and options.
/// With `trace`, also returns one line per op lowered by a rule.
pub fn convert_module(
    src: &Module,
    sets: &[&RuleSet],
    options: &Options,
    trace: bool,
) -> Result<(Module, Vec<String>)> {
    let mut patterns: FxHashMap<&'static str, Vec<&Pattern>> = FxHashMap::default();
    for set in sets {
        for p in set.patterns {
            patterns.entry(p.op).or_default().push(p);
        }
    }
    // Stable: equal priorities keep rule-set and file order.
    for list in patterns.values_mut() {
        list.sort_by_key(|p| -p.priority);
    }
    let mut dst = Module::new(src.loc.clone());
    dst.attributes = src.attributes.clone();
    dst.name = src.name.clone();
    let insert = dst.body_block();
    let mut rw = Rewriter {
        src,
        dst,
        types: TypeConverter::new(sets, options),
        patterns,
        values: vec![None; src.num_values()],
        blocks: vec![None; src.num_blocks()],
        insert,
        current: None,
        trace: trace.then(Vec::new),
    };
    for &op in src.top_level_ops() {
        rw.convert_op(op)?;
    }
    Ok((rw.dst, rw.trace.unwrap_or_default()))
}
