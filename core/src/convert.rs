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
//! A partial conversion ([`Legality::Partial`]) keeps such ops instead, with their result and
//! block-argument types as they were. Where a converted value meets a kept op, or a kept value
//! a rule or an LLVM op, a `builtin.unrealized_conversion_cast` connects the two types, as in
//! MLIR's partial conversion; a cast of a cast back to the original type is not emitted.
//!
//! Types are converted by the rule sets' type rules (first rule set that has a matching rule
//! wins), cached per type. Values map 1:1 from source to target;
//! `builtin.unrealized_conversion_cast` ops whose operand already has the converted result type
//! cancel out and disappear.

use crate::builtins::values;
use crate::error::{Error, Result};
use crate::fold::Replacement;
use crate::ir::{
    Attribute, BlockId, Location, Module, OpId, OpSpec, Operation, RegionId, Type, Value,
};
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

/// What a conversion does with an op that no rule matches and that is not of the LLVM dialect.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Legality {
    /// It is an error (`failed to legalize operation`): the result is all LLVM dialect.
    #[default]
    Full,
    /// It is kept as it is, connected to converted values by unrealized conversion casts.
    Partial,
}

impl From<bool> for OptionValue {
    fn from(b: bool) -> Self {
        OptionValue::Bool(b)
    }
}

impl From<i64> for OptionValue {
    fn from(i: i64) -> Self {
        OptionValue::Int(i)
    }
}

/// So that an integer literal is an option value as it is (`.option("index_bitwidth", 32)`).
impl From<i32> for OptionValue {
    fn from(i: i32) -> Self {
        OptionValue::Int(i64::from(i))
    }
}

/// An option a rule set declares, with its default.
#[derive(Clone, Copy, Debug)]
pub struct OptionDecl {
    /// Name (`index_bitwidth`).
    pub name: &'static str,
    /// Default.
    pub default: OptionValue,
    /// The option's `///` documentation in its rule file (one line per doc line).
    pub doc: &'static str,
}

/// The declaration of option `name` in `sets` (the first one), or an error listing the
/// options there are.
pub fn option_declaration(sets: &[&RuleSet], name: &str) -> Result<OptionDecl, String> {
    let decls = sets.iter().flat_map(|s| s.options.iter());
    decls.clone().find(|d| d.name == name).copied().ok_or_else(|| {
        let mut names: Vec<_> = decls.map(|d| d.name).collect();
        names.dedup();
        format!("unknown option '{name}' (the options are {})", names.join(", "))
    })
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

    /// Sets an option (builder form): `Options::default().with("index_bitwidth", 32)`.
    pub fn with(mut self, name: &str, value: impl Into<OptionValue>) -> Self {
        self.set(name, value.into());
        self
    }

    /// An option's value, if set.
    pub fn get(&self, name: &str) -> Option<OptionValue> {
        self.values.get(name).copied()
    }

    /// The options set, by name.
    pub fn iter(&self) -> impl Iterator<Item = (&str, OptionValue)> {
        self.values.iter().map(|(k, v)| (k.as_str(), *v))
    }

    /// The width of `index` these options lower it to: `index_bitwidth`, 64 unless set to a
    /// positive width.
    pub fn index_bitwidth(&self) -> u32 {
        match self.int("index_bitwidth") {
            n if n > 0 => n as u32,
            _ => 64,
        }
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

/// A type rule set's conversion function: `None` when no rule matches. (Functions are
/// `&'static dyn Fn` rather than `fn` pointers, so that rules interpreted at run time, closures
/// over their rule file, stand where compiled rules do.)
pub type TypeRulesFn =
    &'static (dyn Fn(&mut TypeConverter<'_>, &Type) -> Option<Result<Type, String>> + Sync);

/// A rule set's boundary rules: how values of a (source) type cross function boundaries, if
/// some rule of the set says.
pub type BoundaryFn = &'static (dyn Fn(&mut TypeConverter<'_>, &Type) -> Option<Boundary> + Sync);

/// A conversion between a converted value and its form at a function boundary, written as a
/// rule (`out(v) = ...` / `in(v) = ...`): the rewriter, the source type, the value.
pub type BoundaryConvFn =
    &'static (dyn Fn(&mut Rewriter<'_>, &Type, Value) -> Result<Value> + Sync);

/// How values of a source type cross function boundaries (arguments of `llvm.func`, operands
/// of calls, results).
#[derive(Clone)]
pub enum Boundary {
    /// As the scalar leaves of the converted type, one argument each (arguments only; as a
    /// result the converted value itself).
    Expand,
    /// As one value of type `ty`, made by `out` and turned back by `inn`.
    As {
        /// The boundary type.
        ty: Type,
        /// Converted value to boundary value.
        out: BoundaryConvFn,
        /// Boundary value to converted value.
        inn: BoundaryConvFn,
    },
    /// Such values cannot cross a boundary.
    Error(String),
}

/// The integers of `os`, all static, or `None`.
pub fn static_ints(os: impl IntoIterator<Item = Ofr>) -> Option<Vec<i64>> {
    os.into_iter()
        .map(|o| match o {
            Ofr::Static(n) => Some(n),
            Ofr::Dynamic(_) => None,
        })
        .collect()
}

/// An integer known statically or held in a value (MLIR's `OpFoldResult`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ofr {
    /// Known at conversion time.
    Static(i64),
    /// Computed at run time.
    Dynamic(Value),
}

/// A pattern's body: `Ok(false)` when the op does not match (nothing was emitted).
pub type ApplyFn = &'static (dyn Fn(&mut Rewriter<'_>, OpId) -> Result<bool> + Sync);

/// Receives the pieces of a target module (see [`convert_module_in_pieces`]): a piece, and the
/// number of its leading top-level ops that belong at the top of the whole module.
pub type PieceSink<'s> = &'s mut dyn FnMut(Module, usize) -> Result<()>;

/// The dialects whose ops MLIR translates to LLVM IR as they are: the LLVM dialect, and the
/// OpenMP dialect (`omp.parallel`, `omp.wsloop`..., translated through MLIR's OpenMP IR
/// builder). The driver copies their ops with operand, result and region types converted.
pub const TRANSLATABLE_DIALECTS: [&str; 2] = ["llvm", "omp"];

/// One compiled op rule.
#[derive(Clone, Copy)]
pub struct Pattern {
    /// Source op name.
    pub op: &'static str,
    /// Priority: higher is tried first.
    pub priority: i64,
    /// `file.rules:LINE`.
    pub location: &'static str,
    /// The rewrite.
    pub apply: ApplyFn,
}

impl Pattern {
    /// Where the rule is, as a location for notes (`file.rules:LINE:1`).
    pub fn source_location(&self) -> Location {
        let (file, line) = self.location.rsplit_once(':').unwrap_or((self.location, "0"));
        Location::new(file, line.parse().unwrap_or(0), 1)
    }
}

impl std::fmt::Debug for Boundary {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Boundary::Expand => write!(f, "Expand"),
            Boundary::As { ty, .. } => write!(f, "As({ty})"),
            Boundary::Error(m) => write!(f, "Error({m:?})"),
        }
    }
}

impl std::fmt::Debug for Pattern {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Pattern({} at {})", self.op, self.location)
    }
}

/// Emits `spec` while rewriting `op` and gives its results: how generated code builds an op.
/// With `infer`, `(from_source, fixed)`, its result types are first inferred as
/// [`Rewriter::infer_results`] does. (A function, not a method, so that the spec, which uses the
/// rewriter, is built before the rewriter is taken.)
pub fn build(
    spec: OpSpec,
    op: OpId,
    infer: Option<(bool, Option<usize>)>,
    rw: &mut Rewriter<'_>,
) -> Result<Vec<Value>> {
    let mut spec = spec;
    if let Some((from_source, fixed)) = infer {
        spec.results = rw.infer_results(op, &spec.name, &spec.operands, from_source, fixed)?;
    }
    let new = rw.emit(spec);
    Ok(rw.results(new))
}

/// [`build`] for an op whose one result is used: that result.
pub fn build_one(
    spec: OpSpec,
    op: OpId,
    infer: Option<(bool, Option<usize>)>,
    rw: &mut Rewriter<'_>,
) -> Result<Value> {
    let name = spec.name.clone();
    let results = build(spec, op, infer, rw)?;
    results
        .first()
        .copied()
        .ok_or_else(|| rw.located(format!("'{name}' was built without a result")))
}

/// The operands of `op` split into its `n` operand groups by its `operandSegmentSizes`; `None`
/// when it has no such attribute or the attribute does not describe `n` groups of its
/// operands.
pub fn segments(op: &Operation, n: usize) -> Option<Vec<&[Value]>> {
    let Some(Attribute::DenseArray { values: crate::ir::DenseValues::Int(sizes), .. }) =
        op.attr("operandSegmentSizes")
    else {
        return None;
    };
    if sizes.len() != n || sizes.iter().any(|&s| s < 0) {
        return None;
    }
    let mut rest = op.operands.as_slice();
    let mut groups = Vec::with_capacity(n);
    for &size in sizes {
        let (group, tail) = rest.split_at_checked(size as usize)?;
        groups.push(group);
        rest = tail;
    }
    rest.is_empty().then_some(groups)
}

/// `static_or(n, v)`: `n` unless it is the dynamic marker ([`crate::ir::DYNAMIC`]), else the
/// value `v` builds, which is built only then.
pub fn static_or(
    n: i64,
    rw: &mut Rewriter<'_>,
    v: impl FnOnce(&mut Rewriter<'_>) -> Result<Value>,
) -> Result<Ofr> {
    if n != crate::ir::DYNAMIC {
        Ok(Ofr::Static(n))
    } else {
        v(rw).map(Ofr::Dynamic)
    }
}

/// A rule's computed result, or its error located at the op `rw` is rewriting (what generated
/// code does with the `Result<_, String>` of a partial builtin). The rewriter comes last so that
/// `r` may be computed with it.
pub fn located<T>(r: std::result::Result<T, String>, rw: &Rewriter<'_>) -> Result<T> {
    r.map_err(|m| Error::at(&rw.loc(), m))
}

/// The most iterations a rule's `for` (statement or list comprehension) may make.
pub const MAX_RULE_RANGE: i64 = 1 << 24;

/// The range `lo..hi` of a rule's `for`, or an error when it has more than [`MAX_RULE_RANGE`]
/// elements (a rule computing its bounds from a huge shape would otherwise run for ever).
pub fn bounded_range(lo: i64, hi: i64) -> std::result::Result<std::ops::Range<i64>, String> {
    if hi.saturating_sub(lo) > MAX_RULE_RANGE {
        return Err(format!(
            "a rule's loop over {lo}..{hi} would take more than {MAX_RULE_RANGE} steps"
        ));
    }
    Ok(lo..hi)
}

/// A width computed by a rule for `int(w)`, or an error when MLIR has no such integer type
/// (widths run from 1 to 16,777,215).
pub fn int_width(w: i64) -> std::result::Result<u32, String> {
    match u32::try_from(w) {
        Ok(w @ 1..=16_777_215) => Ok(w),
        _ => {
            Err(format!("a rule asked for an integer type of width {w} (MLIR's are 1 to 16777215)"))
        }
    }
}

/// A rule file, compiled (`lowrite_macros::rules!`) or interpreted (`lowrite-interp`).
#[derive(Clone, Copy)]
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
    /// Those helpers, callable with dynamic arguments (what interpreted rule files that
    /// declare them call).
    pub native_fns: &'static [crate::dynamic::NativeFn],
    /// Boundary rules (`boundary PATTERN => expand;`).
    pub boundary: BoundaryFn,
    /// Number of boundary rules.
    pub boundary_rules: usize,
    /// Ops declared `elementwise`: on n-D vectors, their rules are applied to each 1-D slice.
    pub elementwise: &'static [&'static str],
    /// Ops declared `float_ops`: refused on float formats LLVM has no type for.
    pub float_ops: &'static [&'static str],
}

impl std::fmt::Debug for RuleSet {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RuleSet")
            .field("name", &self.name)
            .field("patterns", &self.patterns)
            .field("type_rules", &self.type_rules)
            .field("boundary_rules", &self.boundary_rules)
            .finish_non_exhaustive()
    }
}

impl RuleSet {
    /// Number of rules (type and op rules) written in the rule language.
    pub fn declarative_rules(&self) -> usize {
        self.type_rules + self.patterns.len() + self.boundary_rules
    }

    /// The name a partial lowering chooses the set by: its file's stem (`arith` for
    /// `rules/arith.rules`).
    pub fn stem(&self) -> &'static str {
        let file = self.name.rsplit(['/', '\\']).next().unwrap_or(self.name);
        file.strip_suffix(".rules").unwrap_or(file)
    }

    /// The set with its type and boundary rules only (its op rules left out).
    fn types_only(&self) -> RuleSet {
        RuleSet { patterns: &[], elementwise: &[], float_ops: &[], ..*self }
    }
}

/// The rule sets of a partial lowering that applies the op rules of the sets named `names`
/// (by [`RuleSet::stem`]) only, but not those for the ops in `except` (the ops the upstream pass
/// of a set leaves for later passes). The type and boundary rules of every set still apply: they
/// are the type converter, which every conversion shares, as upstream's conversion passes share
/// the LLVM type converter. An unknown name is an error listing the known ones.
pub fn select<S: AsRef<str>>(
    sets: &[&RuleSet],
    names: &[String],
    except: &[S],
) -> std::result::Result<Vec<RuleSet>, String> {
    if let Some(unknown) = names.iter().find(|n| !sets.iter().any(|s| s.stem() == n.as_str())) {
        let known: Vec<&str> = sets.iter().map(|s| s.stem()).collect();
        return Err(format!(
            "no rule set is named '{unknown}' (the rule sets are: {})",
            known.join(", ")
        ));
    }
    let kept = |op: &str| !except.iter().any(|e| e.as_ref() == op);
    let choice: Vec<&str> = ["!"].into_iter().chain(except.iter().map(AsRef::as_ref)).collect();
    Ok(sets
        .iter()
        .map(|s| {
            if !names.iter().any(|n| n == s.stem()) {
                s.types_only()
            } else if except.is_empty() {
                **s
            } else {
                RuleSet {
                    patterns: cached_subset(s.patterns, &choice, |p| kept(p.op)),
                    elementwise: cached_subset(s.elementwise, &choice, |op| kept(op)),
                    float_ops: cached_subset(s.float_ops, &choice, |op| kept(op)),
                    ..**s
                }
            }
        })
        .collect())
}

/// The rule sets of a partial lowering that applies the op rules for ops of `dialects` only,
/// but not for the ops in `except` (`memref` takes `memref.load`'s rule, not `vector.load`'s,
/// whichever file holds them), as an upstream conversion pass (`finalize-memref-to-llvm`)
/// converts one dialect's ops. Type and boundary rules all apply, as in [`select`].
pub fn select_dialects<S: AsRef<str>>(
    sets: &[&RuleSet],
    dialects: &[S],
    except: &[S],
) -> Vec<RuleSet> {
    let of = |op: &str| {
        let dialect = op.split('.').next().unwrap_or(op);
        dialects.iter().any(|d| d.as_ref() == dialect) && !except.iter().any(|e| e.as_ref() == op)
    };
    let choice: Vec<&str> = dialects
        .iter()
        .map(AsRef::as_ref)
        .chain(["-"])
        .chain(except.iter().map(AsRef::as_ref))
        .collect();
    sets.iter()
        .map(|s| RuleSet {
            patterns: cached_subset(s.patterns, &choice, |p| of(p.op)),
            elementwise: cached_subset(s.elementwise, &choice, |op| of(op)),
            float_ops: cached_subset(s.float_ops, &choice, |op| of(op)),
            ..**s
        })
        .collect()
}

/// The items of `all` that `keep` keeps, as a static slice made once per list and choice of
/// dialects (a process selects a handful: the passes of its pipelines).
fn cached_subset<T: Clone + Send + Sync + 'static, S: AsRef<str>>(
    all: &'static [T],
    dialects: &[S],
    keep: impl Fn(&T) -> bool,
) -> &'static [T] {
    use std::any::Any;
    use std::sync::{Mutex, OnceLock};
    type Key = (usize, Vec<String>);
    static CACHE: OnceLock<Mutex<FxHashMap<Key, &'static (dyn Any + Send + Sync)>>> =
        OnceLock::new();
    if all.iter().all(&keep) {
        return all;
    }
    let key = (all.as_ptr() as usize, dialects.iter().map(|d| d.as_ref().to_string()).collect());
    let mut cache = CACHE.get_or_init(Default::default).lock().unwrap_or_else(|e| e.into_inner());
    let made = *cache.entry(key).or_insert_with(|| {
        let subset: &'static [T] = Vec::leak(all.iter().filter(|t| keep(t)).cloned().collect());
        Box::leak(Box::new(subset))
    });
    // Two lists at one address are one list of one type: the slices are `'static`.
    made.downcast_ref::<&'static [T]>()
        .copied()
        .unwrap_or_else(|| Vec::leak(all.iter().filter(|t| keep(t)).cloned().collect()))
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

/// Converts types with the rule sets' type rules, caching results (and the boundary rules'
/// answers).
pub struct TypeConverter<'a> {
    sets: &'a [&'a RuleSet],
    options: &'a Options,
    cache: FxHashMap<Type, Result<Type, String>>,
    boundaries: FxHashMap<Type, Option<Boundary>>,
}

impl<'a> TypeConverter<'a> {
    /// A converter over rule sets (earlier sets take precedence).
    pub fn new(sets: &'a [&'a RuleSet], options: &'a Options) -> Self {
        TypeConverter {
            sets,
            options,
            cache: FxHashMap::default(),
            boundaries: FxHashMap::default(),
        }
    }

    /// Option values.
    pub fn options(&self) -> &Options {
        self.options
    }

    /// How values of source type `t` cross function boundaries: the first rule set with a
    /// matching `boundary` rule decides; `None` when no rule matches (as the converted value).
    pub fn boundary(&mut self, t: &Type) -> Option<Boundary> {
        // Asked for every argument and operand that crosses a boundary; a rule's answer
        // depends on the type and the options only.
        if let Some(b) = self.boundaries.get(t) {
            return b.clone();
        }
        let sets = self.sets;
        let b = sets.iter().find_map(|s| (s.boundary)(self, t));
        self.boundaries.insert(t.clone(), b.clone());
        b
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
    /// A function argument that expands at the boundary: packed from its leaves where it is
    /// first used (see [`Rewriter::pack_argument`]).
    Unpacked(Box<Unpacked>),
}

/// A function argument's leaves, waiting to be packed into its converted value.
#[derive(Clone, Debug)]
struct Unpacked {
    leaves: Vec<Value>,
    converted: Type,
    /// The target entry block, at whose top the packing goes.
    entry: BlockId,
    /// The op whose conversion made the function (the packing ops take its location).
    at: Option<OpId>,
}

/// The state a pattern works with: the source module (read-only), the target module being
/// built, value and block mappings, the type converter and the insertion point.
pub struct Rewriter<'a> {
    src: &'a Module,
    pub(crate) dst: Module,
    types: TypeConverter<'a>,
    patterns: FxHashMap<&'static str, Vec<&'a Pattern>>,
    values: Vec<Option<Mapped>>,
    blocks: Vec<Option<BlockId>>,
    insert: BlockId,
    /// The insertion block and the number of target blocks when the current op's conversion
    /// began, which place the blocks its rule makes (see [`Rewriter::blocks_before`]).
    blocks_anchor: Option<(BlockId, usize)>,
    current: Option<OpId>,
    trace: Option<Vec<String>>,
    /// Warnings of a partial lowering (ops kept because a type or a rule failed), as lines.
    warnings: Vec<String>,
    /// The messages of type conversion failures already warned about (each is said once).
    warned_types: rustc_hash::FxHashSet<String>,
    declared: rustc_hash::FxHashSet<String>,
    /// For a conversion ahead of order ([`convert_module_in_pieces_ahead`]): `Some(true)` once
    /// a rule made a symbol of its own (whose name depends on the symbols made before).
    speculative: Option<bool>,
    /// The number of ops the last top-level op put at the top of the module.
    hoisted: usize,
    /// The arguments packed where first used: each with the number of target ops before its
    /// packing, and what it was before (a failed rule's rollback unpacks them again).
    packed: Vec<(Value, usize, Unpacked)>,
    /// A detached block collecting the ops that belong at the top of the module (declarations,
    /// and the globals rules add through `module_start()`), moved there, newest first, once the
    /// top-level op being converted is done: where upstream's `setInsertionPointToStart` on the
    /// module puts them.
    hoist: BlockId,
    /// The nested `builtin.module` whose symbol table the op being converted is in (`None`:
    /// the module's own), where symbols are looked up and declarations go.
    scope: Option<OpId>,
    elementwise: rustc_hash::FxHashSet<&'static str>,
    float_ops: rustc_hash::FxHashSet<&'static str>,
    slice: Option<Slice>,
    legality: Legality,
    /// Casts emitted by a partial conversion: (operands, type, block) to the cast's result.
    casts: FxHashMap<(Vec<Value>, Type, BlockId), Value>,
    /// The operand of each one-operand cast emitted by a partial conversion.
    cast_sources: FxHashMap<Value, Value>,
    /// The source ops MLIR's folders fold away, with what their results become
    /// ([`crate::fold`]).
    folds: &'a crate::fold::Folds,
}

/// How the blocks of a region get their argument types.
#[derive(Clone, Copy, PartialEq, Eq)]
enum BlockTypes {
    /// Converted.
    Convert,
    /// Converted, the entry block's in boundary form (a function body).
    Signature,
    /// As they are (the region of an op a partial conversion keeps).
    Keep,
}

/// The state [`Rewriter::rollback`] returns to.
struct Mark {
    ops: usize,
    blocks: usize,
    insert: BlockId,
}

/// The 1-D slice of n-D vectors an `elementwise` op's rule is being applied to: operands that
/// are n-D vectors read as their slice at `pos`, n-D vector types convert to the slice's 1-D
/// vector type, and the rule's replacement values are collected in `out`.
struct Slice {
    pos: Vec<i64>,
    extracted: FxHashMap<Value, Value>,
    out: Option<Vec<Value>>,
}

/// `e` (one located error) with a note at each rule for `name` that was tried and did not
/// match, so that a rule author sees which rules to look at.
fn with_rules_tried(e: Error, name: &str, tried: &[&Pattern]) -> Error {
    let Error::Diagnostics(mut ds) = e else { return e };
    if let Some(d) = ds.first_mut() {
        for p in tried {
            d.notes
                .push((p.source_location(), format!("this rule for '{name}' does not match it")));
        }
    }
    Error::Diagnostics(ds)
}

/// For ops of dialects that upstream MLIR's own passes take apart before lowering to the LLVM
/// dialect, which pass to run first (`--prep` runs those a program needs; or `--pass-pipeline`).
fn preparation_hint(dialect: &str) -> Option<&'static str> {
    Some(match dialect {
        "tensor" | "bufferization" => {
            "tensors must be bufferized: add --prep, or --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries})'"
        }
        "linalg" => "linalg ops must become loops first: add --prep, or --pass-pipeline='builtin.module(convert-linalg-to-loops)' (after bufferization)",
        "affine" => "affine ops must be lowered first: add --prep, or --pass-pipeline='builtin.module(lower-affine)'",
        _ => return None,
    })
}

/// Whether `t` is a vector of rank 2 or more (converted to nested arrays of 1-D vectors).
fn is_nd_vector(t: &Type) -> bool {
    matches!(t, Type::Vector { shape, .. } if shape.len() > 1)
}

/// The 1-D vector type of the innermost dimension of an n-D vector type.
fn innermost_vector(t: &Type) -> Option<Type> {
    match t {
        Type::Vector { shape, scalable, elem } if shape.len() > 1 => Some(Type::Vector {
            shape: vec![shape[shape.len() - 1]],
            scalable: vec![scalable[scalable.len() - 1]],
            elem: elem.clone(),
        }),
        _ => None,
    }
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

    /// The source op being rewritten, if any.
    pub fn current_op(&self) -> Option<OpId> {
        self.current
    }

    /// Location of the op being rewritten.
    pub fn loc(&self) -> Location {
        self.current.map(|op| self.src.op(op).loc.clone()).unwrap_or_default()
    }

    pub(crate) fn located(&self, message: impl Into<String>) -> Error {
        Error::at(&self.loc(), message)
    }

    /// Converts a type; failures are located at the op being rewritten. While an
    /// `elementwise` rule is applied to a 1-D slice, an n-D vector type converts to the slice's
    /// type.
    pub fn convert_type(&mut self, t: &Type) -> Result<Type> {
        if self.slice.is_some() {
            if let Some(inner) = innermost_vector(t) {
                return self.types.convert(&inner).map_err(|m| self.located(m));
            }
        }
        self.types.convert(t).map_err(|m| self.located(m))
    }

    /// The converted type of source value `v` (`convert(type(v))` of a pattern binder).
    pub fn convert_type_of(&mut self, v: Value) -> Result<Type> {
        let t = self.src.value_type(v).clone();
        self.convert_type(&t)
    }

    /// The type converter (for generated type rules that recurse).
    pub fn type_converter(&mut self) -> &mut TypeConverter<'a> {
        &mut self.types
    }

    /// The converted value standing for source value `v` (while an `elementwise` rule is
    /// applied to a 1-D slice, an n-D vector's slice, extracted once).
    pub fn value(&mut self, v: Value) -> Result<Value> {
        if self.slice.is_some() && is_nd_vector(self.src.value_type(v)) {
            return self.slice_of(v);
        }
        self.mapped_value(v)
    }

    fn slice_of(&mut self, v: Value) -> Result<Value> {
        let slice = self.slice.as_ref().expect("in slice mode");
        if let Some(&e) = slice.extracted.get(&v) {
            return Ok(e);
        }
        let pos = slice.pos.clone();
        let whole = self.mapped_value(v)?;
        let e = values::extract(whole, &pos, self)?;
        if let Some(s) = self.slice.as_mut() {
            s.extracted.insert(v, e);
        }
        Ok(e)
    }

    fn mapped_value(&mut self, v: Value) -> Result<Value> {
        self.pack_argument(v)?;
        match self.values.get(v.index()).and_then(Option::as_ref) {
            Some(&Mapped::One(t)) if self.legality == Legality::Partial => self.converted_value(v, t),
            Some(Mapped::One(t)) => Ok(*t),
            Some(Mapped::Unpacked(_)) => Err(self.located("an argument was not packed")),
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

    /// In a partial conversion, `t` (what source value `v` maps to) as a value of `v`'s converted
    /// type: a kept value, still of its source type, is cast.
    fn converted_value(&mut self, v: Value, t: Value) -> Result<Value> {
        let ty = self.src.value_type(v);
        if self.dst.value_type(t) != ty {
            return Ok(t);
        }
        // The whole value's type, also while a rule is applied to a slice of it.
        let want = self.types.convert(ty).map_err(|m| self.located(m))?;
        if want == *ty {
            return Ok(t);
        }
        Ok(self.cast_after_def(t, want))
    }

    /// What source value `v` maps to, as a value of `v`'s own (source) type, for an op a partial
    /// conversion keeps: a converted value (or the values a 1:N conversion made of it) is cast
    /// back.
    fn kept_value(&mut self, v: Value) -> Result<Value> {
        let ty = self.src.value_type(v).clone();
        self.pack_argument(v)?;
        let from = match self.values.get(v.index()).and_then(Option::as_ref) {
            Some(&Mapped::One(t)) if *self.dst.value_type(t) == ty => return Ok(t),
            Some(&Mapped::One(t)) => return Ok(self.cast_after_def(t, ty)),
            Some(Mapped::Many(ts)) => ts.clone(),
            None | Some(Mapped::Unpacked(_)) => return self.mapped_value(v),
        };
        Ok(self.cast(from, ty))
    }

    /// `builtin.unrealized_conversion_cast` of `from` to `ty` where upstream's conversion
    /// driver materializes it, once: at the start of the block when `from` is a block argument
    /// (so casts made later come first), else right after the op defining it.
    fn cast_after_def(&mut self, from: Value, ty: Type) -> Value {
        let at = match self.dst.value_def(from) {
            crate::ir::ValueDef::BlockArg(b, _) => Some((b, 0)),
            crate::ir::ValueDef::Result(op, _) => self.dst.op(op).parent.and_then(|b| {
                let i = self.dst.block(b).ops.iter().position(|&o| o == op)?;
                Some((b, i + 1))
            }),
        };
        self.cast_at(vec![from], ty, at)
    }

    /// `builtin.unrealized_conversion_cast` of `from` to `ty` at the insertion point, once per
    /// block; the operand of a cast when that has type `ty` already.
    fn cast(&mut self, from: Vec<Value>, ty: Type) -> Value {
        self.cast_at(from, ty, None)
    }

    /// The cast of `from` to `ty` at position `at` (block, index) or, without one, at the end
    /// of the insertion block; once per block, and the operand of a cast back to its type.
    fn cast_at(&mut self, from: Vec<Value>, ty: Type, at: Option<(BlockId, usize)>) -> Value {
        if let [one] = from[..] {
            if let Some(&back) = self.cast_sources.get(&one) {
                if *self.dst.value_type(back) == ty {
                    return back;
                }
            }
        }
        let block = at.map_or(self.insert, |(b, _)| b);
        let key = (from, ty, block);
        if let Some(&v) = self.casts.get(&key) {
            return v;
        }
        let spec = OpSpec {
            name: "builtin.unrealized_conversion_cast".into(),
            operands: key.0.clone(),
            results: vec![key.1.clone()],
            attributes: Vec::new(),
            successors: Vec::new(),
            regions: Vec::new(),
            loc: self.loc(),
        };
        let op = match at {
            Some((block, index)) => {
                let op = self.dst.create_op(spec);
                self.dst.insert_op(block, index, op);
                op
            }
            None => self.dst.push_op(block, spec),
        };
        let result = self.dst.result(op, 0);
        if let [one] = key.0[..] {
            self.cast_sources.insert(result, one);
        }
        self.casts.insert(key, result);
        result
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
                        elem: Type::shared(Type::int(32)),
                        values: crate::ir::DenseValues::Int(vec![n, 0]),
                    },
                ));
            }
            if !has(&spec, "op_bundle_sizes") {
                spec.attributes.push((
                    "op_bundle_sizes".into(),
                    Attribute::DenseArray {
                        elem: Type::shared(Type::int(32)),
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

    /// Emits `llvm.mlir.constant` of an integer (or index-converted) or float type.
    pub fn constant_int(&mut self, value: i64, ty: Type) -> Value {
        // The same number as a float constant when the type is a float type; a splat of it
        // when the type is a vector.
        let attr = if let Type::Vector { elem, .. } = &ty {
            let values = if elem.is_float() {
                crate::ir::DenseValues::Float(vec![value as f64])
            } else {
                crate::ir::DenseValues::Int(vec![value])
            };
            Attribute::DenseElements { ty: Type::shared(ty.clone()), splat: true, values }
        } else if ty.is_float() {
            Attribute::Float { value: value as f64, ty: Type::shared(ty.clone()) }
        } else {
            Attribute::int(value, ty.clone())
        };
        let op = self.emit(
            OpSpec::new("llvm.mlir.constant", Location::Unknown).attr("value", attr).results([ty]),
        );
        self.dst.result(op, 0)
    }

    /// Records that `values` replace the results of source op `op` (while an `elementwise`
    /// rule is applied to a 1-D slice: the slice's results).
    pub fn replace(&mut self, op: OpId, values: Vec<Value>) -> Result<()> {
        if let Some(s) = self.slice.as_mut() {
            s.out = Some(values);
            return Ok(());
        }
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
            Attribute::Int { value, ty } => Attribute::int(*value, self.convert_type(ty)?),
            // Values of float formats LLVM lacks keep their float type, scalars and vectors, as
            // upstream's constants of them do (`llvm.mlir.constant(1.5 : f8E4M3FN) : i8`).
            Attribute::Float { ty, .. } if matches!(**ty, Type::Float(k) if !k.is_llvm()) => {
                a.clone()
            }
            Attribute::Float { value, ty } => {
                Attribute::Float { value: *value, ty: Type::shared(self.convert_type(ty)?) }
            }
            Attribute::DenseElements { ty, splat, values } => match &**ty {
                Type::Vector { elem, .. } if !matches!(**elem, Type::Float(k) if !k.is_llvm()) => {
                    Attribute::DenseElements {
                        ty: Type::shared(ty.with_element(self.convert_type(elem)?)),
                        splat: *splat,
                        values: values.clone(),
                    }
                }
                _ => a.clone(),
            },
            Attribute::Type(t) => Attribute::Type(Type::shared(self.convert_type(t)?)),
            other => other.clone(),
        })
    }

    /// Successor operands of source op `op`, one list per successor (source values). Ops with
    /// an `operandSegmentSizes` attribute forward their last segments, one per successor; other
    /// ops forward all operands after the first `leading` to their single successor.
    pub fn successor_operands(&self, op: OpId, leading: usize) -> Vec<Vec<Value>> {
        let o = self.src.op(op);
        let n = o.successors.len();
        if let Some(Attribute::DenseArray { values: crate::ir::DenseValues::Int(sizes), .. }) =
            o.attr("operandSegmentSizes")
        {
            if sizes.len() >= n {
                let mut start: usize = sizes.iter().map(|&s| s as usize).sum();
                let mut out = Vec::with_capacity(n);
                for &s in sizes[sizes.len() - n..].iter().rev() {
                    out.push(o.operands[start - s as usize..start].to_vec());
                    start -= s as usize;
                }
                out.reverse();
                return out;
            }
        }
        match n {
            0 => Vec::new(),
            1 => vec![o.operands.get(leading..).unwrap_or_default().to_vec()],
            _ => vec![Vec::new(); n],
        }
    }

    /// The integer value of a source value defined by a constant op (`arith.constant`,
    /// `llvm.mlir.constant`), if it is one.
    pub fn source_constant(&self, v: Value) -> Option<i64> {
        let def = self.src.defining_op(v)?;
        let o = self.src.op(def);
        if !matches!(o.name.as_str(), "arith.constant" | "llvm.mlir.constant") {
            return None;
        }
        match o.attr("value")? {
            Attribute::Int { value, .. } => Some(*value),
            _ => None,
        }
    }

    /// The result types of a target op `name` whose rule gives none, emitted while rewriting
    /// `op`. With `from_source`, the source op's results, converted; an op with exactly one
    /// result (`fixed` is `Some(1)`) takes, where that is not one type, or (without
    /// `from_source`) where it has operands, the type of its first operand (`llvm.add(iv, step)`
    /// inside an `scf.for` rule); an op of no results, or without `from_source` of several,
    /// has none.
    pub fn infer_results(
        &mut self,
        op: OpId,
        name: &str,
        operands: &[Value],
        from_source: bool,
        fixed: Option<usize>,
    ) -> Result<Vec<Type>> {
        let source = |rw: &mut Self| -> Result<Vec<Type>> {
            let src = rw.src;
            src.op(op).results.iter().map(|&r| rw.convert_type(src.value_type(r))).collect()
        };
        if fixed != Some(1) {
            return if from_source && fixed != Some(0) { source(self) } else { Ok(Vec::new()) };
        }
        if from_source || operands.is_empty() {
            let ts = source(self)?;
            if ts.len() == 1 {
                return Ok(ts);
            }
        }
        match operands.first() {
            Some(&v) => Ok(vec![self.dst.value_type(v).clone()]),
            None => {
                Err(Error::at(&self.loc(), format!("the result type of '{name}' must be given")))
            }
        }
    }

    /// Makes sure the module has a function `name` of LLVM function type `ty`: a source
    /// function of that name is used as is (it is converted where it stands); otherwise an
    /// external `llvm.func` declaration is added once, before the function being converted.
    /// A source `llvm.func` of that name and another type is an error at it, as upstream
    /// prohibits redefining the functions its lowerings call (`malloc`, `free`, ...).
    pub fn declare_function(&mut self, name: &str, ty: Type) -> Result<()> {
        if self.declared.contains(name) {
            return Ok(());
        }
        if let Some(existing) = self.lookup_symbol(name) {
            let o = self.src.op(existing);
            if o.name == "llvm.func" {
                if let Some(Attribute::Type(have)) = o.attr("function_type") {
                    if **have != ty {
                        return Err(Error::at(
                            &o.loc,
                            format!(
                                "redefinition of reserved function '{name}' of different type \
                                 '{have}' is prohibited"
                            ),
                        ));
                    }
                }
            }
            return Ok(());
        }
        self.declared.insert(name.to_string());
        let region = self.dst.new_region();
        self.dst.push_op(
            self.hoist,
            OpSpec::new("llvm.func", self.loc())
                .attr("sym_name", Attribute::String(name.to_string()))
                .attr("function_type", Attribute::Type(Type::shared(ty)))
                .regions([region]),
        );
        Ok(())
    }

    /// The source op that defines symbol `name` in the symbol table of the op being converted:
    /// the module's, or that of the nested `builtin.module` it is in.
    pub fn lookup_symbol(&self, name: &str) -> Option<OpId> {
        let Some(module) = self.scope else { return self.src.lookup_symbol(name) };
        let region = *self.src.op(module).regions.first()?;
        let block = *self.src.region(region).blocks.first()?;
        self.src.lookup_symbol_in(&self.src.block(block).ops, name)
    }

    /// A `builtin.module` nested in the module (transform scripts, a module per kernel),
    /// converted as upstream's conversion converts it: kept, with its attributes, and its ops
    /// converted as top-level ops are, the declarations and globals its rules add going to the
    /// top of its own body (its own symbol table).
    fn convert_nested_module(&mut self, op: OpId) -> Result<()> {
        let src = self.src;
        let o = src.op(op);
        let body = self.new_region(&[]);
        let block = self.entry_block(body)?;
        self.dst.push_op(
            self.insert,
            OpSpec {
                name: o.name.clone(),
                operands: Vec::new(),
                results: Vec::new(),
                attributes: o.attributes.clone(),
                successors: Vec::new(),
                regions: vec![body],
                loc: o.loc.clone(),
            },
        );
        let outer_insert = self.insert;
        let outer_hoist = std::mem::replace(&mut self.hoist, self.dst.new_block(&[]));
        let outer_declared = std::mem::take(&mut self.declared);
        let outer_scope = self.scope.replace(op);
        let ops: Vec<OpId> = o
            .regions
            .iter()
            .flat_map(|&r| src.region(r).blocks.clone())
            .flat_map(|b| src.block(b).ops.clone())
            .collect();
        let mut result = Ok(());
        for inner in ops {
            self.insert = block;
            result = self.convert_op(inner);
            if result.is_err() {
                break;
            }
            self.hoist_into(block);
        }
        self.insert = outer_insert;
        self.hoist = outer_hoist;
        self.declared = outer_declared;
        self.scope = outer_scope;
        result
    }

    /// The block whose ops go to the top of the module, newest first (see `module_start()`).
    pub fn module_start(&self) -> BlockId {
        self.hoist
    }

    /// Moves the ops collected for the top of the module (or of the nested module being
    /// converted) to the top of `body`, newest first, ahead of what is there already; gives
    /// their number.
    fn hoist_into(&mut self, body: BlockId) -> usize {
        let ops = self.dst.take_ops(self.hoist);
        for &op in &ops {
            self.dst.insert_op(body, 0, op);
        }
        ops.len()
    }

    /// Emits source op `op` again as op `name` (an op of the same structure in the target
    /// dialect, such as `cf.switch` and `llvm.switch`; see `clone_op`); gives its results.
    pub fn retarget(&mut self, op: OpId, name: &str) -> Result<Vec<Value>> {
        let new = self.clone_op(op, name, BlockTypes::Convert)?;
        Ok(self.results(new))
    }

    /// The source op `op` again as op `name`, at the insertion point: operands, result types
    /// and regions converted (with [`BlockTypes::Keep`], operands as values of their source
    /// types and results and region blocks of the types they had), attributes and location
    /// kept, successors mapped. Rules reach it as `retarget`; the driver copies the ops no rule
    /// matched with it.
    fn clone_op(&mut self, op: OpId, name: &str, how: BlockTypes) -> Result<OpId> {
        let o = self.src.op(op);
        let keep = how == BlockTypes::Keep;
        let mut operands = Vec::with_capacity(o.operands.len());
        for &v in &o.operands {
            operands.push(if keep { self.kept_value(v)? } else { self.value(v)? });
        }
        let mut results = Vec::with_capacity(o.results.len());
        for &r in &o.results {
            let ty = self.src.value_type(r);
            results.push(if keep { ty.clone() } else { self.convert_type(ty)? });
        }
        let mut regions = Vec::with_capacity(o.regions.len());
        for &r in &o.regions {
            regions.push(self.convert_region_with(r, how)?);
        }
        let mut successors = Vec::with_capacity(o.successors.len());
        for &s in &o.successors {
            successors.push(self.successor(s)?);
        }
        Ok(self.dst.push_op(
            self.insert,
            OpSpec {
                name: name.into(),
                operands,
                results,
                attributes: o.attributes.clone(),
                successors,
                regions,
                loc: o.loc.clone(),
            },
        ))
    }

    /// A symbol name based on `base` that no source symbol and no symbol made by a rule has
    /// (`base`, then `base_0`, `base_1`, ...).
    pub fn unique_symbol(&mut self, base: &str) -> String {
        if let Some(made) = self.speculative.as_mut() {
            *made = true;
        }
        let mut name = base.to_string();
        let mut i = 0;
        while self.lookup_symbol(&name).is_some() || self.declared.contains(&name) {
            name = format!("{base}_{i}");
            i += 1;
        }
        self.declared.insert(name.clone());
        name
    }

    /// A new empty target region (for ops such as `llvm.mlir.global` whose region may be
    /// empty).
    pub fn empty_region(&mut self) -> RegionId {
        self.dst.new_region()
    }

    /// A new target region (not yet attached to an op) with an entry block taking `types`.
    pub fn new_region(&mut self, types: &[Type]) -> RegionId {
        let r = self.dst.new_region();
        let b = self.dst.new_block(types);
        self.dst.append_block(r, b);
        r
    }

    /// The entry block of a target region.
    pub fn entry_block(&self, r: RegionId) -> Result<BlockId> {
        self.dst
            .region(r)
            .blocks
            .first()
            .copied()
            .ok_or_else(|| self.located("the region has no block"))
    }

    /// Maps a function's source entry arguments to its boundary-form arguments `vs`, as
    /// upstream's signature conversion does: an argument that crosses as one value is converted
    /// back at once (the last argument's ops first, as each is put at the top of the block);
    /// one that expands is packed from its leaves at the top of the block where it is first
    /// used ([`Rewriter::pack_argument`]), and not at all when it is unused.
    fn map_entry_arguments(&mut self, from: &[Value], vs: &[Value], types: &[Type]) -> Result<()> {
        use crate::builtins::ir::Collapsed;
        let entry = self.insert;
        let parts = crate::builtins::ir::collapse_parts(vs, types, true, self)?;
        for ((&v, part), t) in from.iter().zip(parts).zip(types) {
            match part {
                Collapsed::Value(to) => self.map_value(v, to),
                Collapsed::Leaves(leaves) => {
                    let converted = self.convert_type(t)?;
                    let at = self.current;
                    let u = Unpacked { leaves, converted, entry, at };
                    self.set_mapping(v, Mapped::Unpacked(Box::new(u)));
                }
            }
        }
        Ok(())
    }

    /// Packs function argument `v` from its leaves, if it is still unpacked: the ops go to the
    /// top of the function's entry block, ahead of the arguments packed before (upstream
    /// materializes an argument where it is first used, at the top of the block).
    fn pack_argument(&mut self, v: Value) -> Result<()> {
        let Some(Some(Mapped::Unpacked(u))) = self.values.get(v.index()) else { return Ok(()) };
        let u = (**u).clone();
        let first = self.dst.num_ops();
        let here = self.dst.new_block(&[]);
        let saved = (self.insert, self.current);
        (self.insert, self.current) = (here, u.at);
        let packed = crate::builtins::values::pack_paired(&u.converted, &u.leaves, self);
        (self.insert, self.current) = saved;
        let packed = packed?;
        for (i, op) in self.dst.take_ops(here).into_iter().enumerate() {
            self.dst.insert_op(u.entry, i, op);
        }
        self.packed.push((v, first, u));
        self.set_mapping(v, Mapped::One(packed));
        Ok(())
    }

    /// Operand group `n` of source op `op` as its `operandSegmentSizes` attribute divides its
    /// operands (source values).
    pub fn operand_group(&self, op: OpId, n: usize) -> Result<Vec<Value>> {
        let o = self.src.op(op);
        let Some(Attribute::DenseArray { values: crate::ir::DenseValues::Int(sizes), .. }) =
            o.attr("operandSegmentSizes")
        else {
            return Err(self.located(format!("'{}' has no operand segments", o.name)));
        };
        // A group past the last is empty.
        let groups = segments(o, sizes.len())
            .ok_or_else(|| self.located(format!("'{}' has no operand group {n}", o.name)))?;
        Ok(groups.get(n).map_or_else(Vec::new, |g| g.to_vec()))
    }

    /// [`Rewriter::new_block`], at the end of the region holding the insertion point.
    pub fn new_last_block(&mut self, types: &[Type]) -> BlockId {
        let b = self.dst.new_block(types);
        if let Some(region) = self.dst.block(self.insert).parent {
            self.dst.append_block(region, b);
        }
        b
    }

    /// Creates a block with arguments of the given types in the region holding the insertion
    /// point: before the block that followed the insertion block when the current op's
    /// conversion began, or at the end (see `Rewriter::blocks_before`).
    pub fn new_block(&mut self, types: &[Type]) -> BlockId {
        let b = self.dst.new_block(types);
        if let Some(region) = self.dst.block(self.insert).parent {
            match self.blocks_before(region) {
                Some(next) => self.dst.insert_block_before(region, b, next),
                None => self.dst.append_block(region, b),
            }
        }
        b
    }

    /// Moves the insertion point to the end of block `b`: ops emitted next go there, and so
    /// do the target ops of the source ops after the one being rewritten.
    pub fn set_insertion(&mut self, b: BlockId) {
        self.insert = b;
    }

    /// The block ops are emitted into now.
    pub fn insertion_block(&self) -> BlockId {
        self.insert
    }

    /// Arguments of a target block.
    pub fn block_args(&self, b: BlockId) -> Vec<Value> {
        self.dst.block(b).args.clone()
    }

    /// The target block standing for source block `b`, or an error located at the current op.
    pub fn successor(&self, b: BlockId) -> Result<BlockId> {
        self.block(b).ok_or_else(|| self.located("successor block outside the converted region"))
    }

    /// Converts the ops of the single block of source region `r` at the insertion point, its
    /// arguments standing for `args`; returns the converted operands of its terminator, which
    /// is not itself converted. An empty region gives no values.
    pub fn inline_region(&mut self, r: RegionId, args: Vec<Value>) -> Result<Vec<Value>> {
        let src = self.src;
        let blocks = &src.region(r).blocks;
        let Some(&b) = blocks.first() else { return Ok(Vec::new()) };
        if blocks.len() != 1 {
            return Err(self.located("only single-block regions can be inlined by a rule"));
        }
        let block = src.block(b);
        if block.args.len() != args.len() {
            return Err(self.located(format!(
                "the region's block takes {} argument(s), {} given",
                block.args.len(),
                args.len()
            )));
        }
        for (&from, to) in block.args.iter().zip(args) {
            self.map_value(from, to);
        }
        let Some((&term, body)) = block.ops.split_last() else { return Ok(Vec::new()) };
        let saved = self.current;
        for &op in body {
            self.convert_op(op)?;
        }
        self.current = saved;
        self.values(&src.op(term).operands)
    }

    /// Inlines the blocks of source region `r` into the region being built: a branch from the
    /// insertion point to its entry block (which takes no arguments), its blocks converted as
    /// new blocks, and each terminator without successors that is not an LLVM op (the
    /// region's `yield`) replaced by a branch to `cont` with its converted operands.
    pub fn inline_blocks(&mut self, r: RegionId, cont: BlockId) -> Result<()> {
        self.inline_blocks_restoring(r, cont, None)
    }

    /// [`Rewriter::inline_blocks`], with `llvm.intr.stackrestore` of `restore` (when given)
    /// just before each branch to `cont`, where upstream's `memref.alloca_scope` lowering puts
    /// it.
    pub fn inline_blocks_restoring(
        &mut self,
        r: RegionId,
        cont: BlockId,
        restore: Option<Value>,
    ) -> Result<()> {
        let src = self.src;
        let src_blocks = src.region(r).blocks.clone();
        let Some(&entry) = src_blocks.first() else {
            return Err(self.located("a region without blocks cannot be inlined"));
        };
        if !src.block(entry).args.is_empty() {
            return Err(self.located(
                "only a region whose entry block takes no arguments can be inlined here",
            ));
        }
        for &b in &src_blocks {
            let mut types = Vec::with_capacity(src.block(b).args.len());
            for &a in &src.block(b).args {
                types.push(self.convert_type(src.value_type(a))?);
            }
            // Before the continuation, as upstream's `inlineRegionBefore` puts them.
            let nb = self.dst.new_block(&types);
            match self.dst.block(cont).parent {
                Some(region) => self.dst.insert_block_before(region, nb, cont),
                None => return Err(self.located("the continuation block is in no region")),
            }
            if self.blocks.len() <= b.index() {
                self.blocks.resize(b.index() + 1, None);
            }
            self.blocks[b.index()] = Some(nb);
            let args = self.dst.block(nb).args.clone();
            for (&from, to) in src.block(b).args.iter().zip(args) {
                self.map_value(from, to);
            }
        }
        let first = self.blocks[entry.index()].expect("created above");
        self.emit(OpSpec::new("llvm.br", Location::Unknown).successors([first]));
        let saved = self.current;
        for b in reverse_post_order(src, &src_blocks) {
            self.insert = self.blocks[b.index()].expect("created above");
            for &op in &src.block(b).ops {
                let o = src.op(op);
                let exit = o.successors.is_empty()
                    && o.dialect() != "llvm"
                    && src.block(b).ops.last() == Some(&op);
                if exit {
                    self.current = Some(op);
                    let vals = self.values(&o.operands)?;
                    if let Some(saved) = restore {
                        self.emit(
                            OpSpec::new("llvm.intr.stackrestore", Location::Unknown)
                                .operands([saved]),
                        );
                    }
                    self.emit(
                        OpSpec::new("llvm.br", Location::Unknown).operands(vals).successors([cont]),
                    );
                } else {
                    self.convert_op(op)?;
                }
            }
        }
        self.current = saved;
        Ok(())
    }

    /// Converts a function body: like [`Rewriter::convert_region`], but entry-block arguments
    /// whose types expand at function boundaries become one argument per leaf of their
    /// converted type, packed back into the converted value at the top of the entry block
    /// where first used.
    pub fn function_body(&mut self, region: RegionId) -> Result<RegionId> {
        self.convert_region_with(region, BlockTypes::Signature)
    }

    /// Emits a branch-like op whose successors take the given numbers of operands (the last
    /// `counts.iter().sum()` operands of `spec`): sets the segment attributes
    /// `llvm.cond_br` and `llvm.switch` need.
    pub fn emit_branch(&mut self, mut spec: OpSpec, counts: &[usize]) -> OpId {
        let fwd: usize = counts.iter().sum();
        let main = spec.operands.len() - fwd;
        let seg = |v: Vec<i64>| Attribute::DenseArray {
            elem: Type::shared(Type::int(32)),
            values: crate::ir::DenseValues::Int(v),
        };
        match spec.name.as_str() {
            "llvm.cond_br" if counts.len() == 2 => {
                spec.attributes.push((
                    "operandSegmentSizes".into(),
                    seg(vec![main as i64, counts[0] as i64, counts[1] as i64]),
                ));
            }
            "llvm.switch" if !counts.is_empty() => {
                let cases: Vec<i64> = counts[1..].iter().map(|&c| c as i64).collect();
                let total: i64 = cases.iter().sum();
                spec.attributes.push((
                    "operandSegmentSizes".into(),
                    seg(vec![main as i64, counts[0] as i64, total]),
                ));
                spec.attributes.push(("case_operand_segments".into(), seg(cases)));
            }
            _ => {}
        }
        self.emit(spec)
    }

    /// Converts a region of the source module into a new target region with the same blocks
    /// (argument types converted), converting each op.
    pub fn convert_region(&mut self, region: RegionId) -> Result<RegionId> {
        self.convert_region_with(region, BlockTypes::Convert)
    }

    fn convert_region_with(&mut self, region: RegionId, how: BlockTypes) -> Result<RegionId> {
        let src = self.src;
        let dst_region = self.dst.new_region();
        let src_blocks = src.region(region).blocks.clone();
        let saved = (self.insert, self.current);
        for (bi, &b) in src_blocks.iter().enumerate() {
            let src_types: Vec<Type> =
                src.block(b).args.iter().map(|&a| src.value_type(a).clone()).collect();
            // The entry block of a function body takes its arguments in boundary form.
            let boundary = how == BlockTypes::Signature && bi == 0;
            let types = if boundary {
                crate::builtins::ir::expand_types(&src_types, self)?
            } else if how == BlockTypes::Keep && !(bi > 0 && self.branched_to_by_rules(region, b)) {
                src_types.clone()
            } else {
                src_types.iter().map(|t| self.convert_type(t)).collect::<Result<Vec<_>>>()?
            };
            let nb = self.dst.new_block(&types);
            self.dst.append_block(dst_region, nb);
            if self.blocks.len() <= b.index() {
                self.blocks.resize(b.index() + 1, None);
            }
            self.blocks[b.index()] = Some(nb);
            let args = self.dst.block(nb).args.clone();
            self.insert = nb;
            if boundary {
                self.map_entry_arguments(&src.block(b).args, &args, &src_types)?;
            } else {
                for (&from, to) in src.block(b).args.iter().zip(args) {
                    self.map_value(from, to);
                }
            }
        }
        for b in reverse_post_order(src, &src_blocks) {
            self.insert = self.blocks[b.index()].expect("created above");
            for &op in &src.block(b).ops {
                self.convert_op(op)?;
            }
        }
        (self.insert, self.current) = saved;
        Ok(dst_region)
    }

    /// Whether every branch to block `b` of `region` is an op the rules lower (and there is
    /// one): in a partial lowering its arguments then take converted types, as upstream's
    /// control-flow patterns convert the signatures of the blocks they branch to; the kept ops
    /// that use them get casts back.
    fn branched_to_by_rules(&self, region: RegionId, b: BlockId) -> bool {
        let src = self.src;
        let mut any = false;
        for &blk in &src.region(region).blocks {
            for &o in &src.block(blk).ops {
                let op = src.op(o);
                if op.successors.contains(&b) {
                    if !self.patterns.contains_key(op.name.as_str()) {
                        return false;
                    }
                    any = true;
                }
            }
        }
        any
    }

    /// The target block for a source block (after its region was converted or entered).
    pub fn block(&self, b: BlockId) -> Option<BlockId> {
        self.blocks.get(b.index()).copied().flatten()
    }

    /// Converts source op `op` at the insertion point. The blocks its rule makes go before the
    /// block that follows the insertion block now, so that a construct's blocks end up in
    /// order, each nested one's before the block where its parent goes on (as upstream's
    /// lowerings inline regions before their continuation blocks).
    fn convert_op(&mut self, op: OpId) -> Result<()> {
        let anchor = (self.insert, self.dst.num_blocks());
        let outer = self.blocks_anchor.replace(anchor);
        let done = self.convert_op_here(op);
        self.blocks_anchor = outer;
        done
    }

    /// The block the current op's new blocks go before: the one that followed the insertion
    /// block when its conversion began, which is the first block after that one that is older
    /// than the conversion (found when a block is made, so that converting an op costs nothing
    /// here).
    fn blocks_before(&self, region: RegionId) -> Option<BlockId> {
        let (start, made) = self.blocks_anchor?;
        let blocks = &self.dst.region(region).blocks;
        let at = blocks.iter().position(|&b| b == start)?;
        blocks[at + 1..].iter().copied().find(|b| b.index() < made)
    }

    fn convert_op_here(&mut self, op: OpId) -> Result<()> {
        let src = self.src;
        let saved = self.current.replace(op);
        let name = src.op(op).name.as_str();
        if let Some(replacements) = self.folds.get(&op).cloned() {
            self.replace_folded(op, &replacements)?;
            self.current = saved;
            return Ok(());
        }
        if name == "builtin.module" {
            let done = self.convert_nested_module(op);
            self.current = saved;
            return done;
        }
        if self.float_ops.contains(name) {
            self.refuse_soft_floats(op)?;
        }
        if self.elementwise.contains(name) && self.unroll(op)? {
            self.current = saved;
            return Ok(());
        }
        if self.legality == Legality::Partial
            && src.op(op).dialect() != "llvm"
            && self.patterns.contains_key(name)
        {
            if let Some(why) = self.unconvertible_type(op) {
                // As upstream's partial conversion, whose patterns do not match such an op; the
                // reason is said once, as upstream's type converter says it.
                if self.warned_types.insert(why.clone()) {
                    self.warnings.push(format!("{}: warning: {why}", src.op(op).loc));
                }
                if let Some(t) = &mut self.trace {
                    t.push(format!("{}: '{name}' kept: {why}", src.op(op).loc));
                }
                self.copy(op, BlockTypes::Keep)?;
                self.current = saved;
                return Ok(());
            }
        }
        let patterns = self.patterns.get(name).cloned().unwrap_or_default();
        if !patterns.is_empty() {
            for &p in &patterns {
                let mark = (self.legality == Legality::Partial).then(|| self.mark());
                let matched = match ((p.apply)(self, op), mark) {
                    (Ok(m), _) => m,
                    (Err(e), Some(mark)) => {
                        // As upstream's partial conversion: the op is kept as it is, what the
                        // rule built is undone, and its error becomes a warning.
                        self.rollback(mark);
                        self.warn_kept(self.in_rule(e, p, op), op);
                        self.copy(op, BlockTypes::Keep)?;
                        self.current = saved;
                        return Ok(());
                    }
                    (Err(e), None) => {
                        if let Some(t) = &mut self.trace {
                            let at = &src.op(op).loc;
                            t.push(format!("{at}: '{name}' failed in the rule at {}", p.location));
                        }
                        return Err(self.in_rule(e, p, op));
                    }
                };
                if !matched {
                    if let Some(t) = &mut self.trace {
                        t.push(format!(
                            "{}: '{}' not matched by the rule at {}",
                            src.op(op).loc,
                            name,
                            p.location
                        ));
                    }
                }
                if matched {
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
        let translatable = TRANSLATABLE_DIALECTS.contains(&src.op(op).dialect());
        if !translatable && self.legality == Legality::Partial {
            self.copy(op, BlockTypes::Keep)?;
            self.current = saved;
            return Ok(());
        }
        if !translatable {
            let hint = preparation_hint(src.op(op).dialect())
                .map(|h| format!(": {h}"))
                .unwrap_or_default();
            let e = self.located(format!("failed to legalize operation '{name}'{hint}"));
            return Err(with_rules_tried(e, name, &patterns));
        }
        self.copy(op, BlockTypes::Convert)?;
        self.current = saved;
        Ok(())
    }

    /// Lowers an op MLIR's folders fold away: its results take what their replacements map
    /// to, a new constant being lowered here first.
    fn replace_folded(&mut self, op: OpId, replacements: &[Replacement]) -> Result<()> {
        let src = self.src;
        for (&r, &rep) in src.op(op).results.iter().zip(replacements) {
            let v = match rep {
                Replacement::Value(v) => v,
                Replacement::Constant(c) => {
                    self.convert_op_here(c)?;
                    src.op(c).results[0]
                }
            };
            self.pack_argument(v)?;
            let mapped = self.values.get(v.index()).cloned().flatten();
            let mapped = mapped.ok_or_else(|| self.located("a folded value was not converted"))?;
            self.set_mapping(r, mapped);
        }
        if let Some(t) = &mut self.trace {
            t.push(format!("{}: '{}' folded", src.op(op).loc, src.op(op).name));
        }
        Ok(())
    }

    /// What a rule about to be tried may change in the target module (see
    /// [`Rewriter::rollback`]).
    fn mark(&self) -> Mark {
        Mark { ops: self.dst.num_ops(), blocks: self.dst.num_blocks(), insert: self.insert }
    }

    /// Undoes what a failed rule built since `mark`: its ops and blocks leave the blocks and
    /// regions they were put in, the functions it declared are forgotten, and cached casts to
    /// its values dropped. (The arenas keep them, unreachable.)
    fn rollback(&mut self, mark: Mark) {
        let (ops, blocks) = (mark.ops, mark.blocks);
        // The functions it declared are the `llvm.func`s it put at the top level.
        let dst = &self.dst;
        let top = dst.top_level_ops().iter().chain(&dst.block(self.hoist).ops);
        for &o in top.filter(|o| o.index() >= ops) {
            if let Some(Attribute::String(name)) = dst.op(o).attr("sym_name") {
                self.declared.remove(name);
            }
        }
        self.dst.retain_ops(|o| o.index() < ops, |b| b.index() < blocks);
        // Arguments it packed are unpacked again (their packing ops are gone).
        while self.packed.last().is_some_and(|(_, first, _)| *first >= ops) {
            if let Some((v, _, u)) = self.packed.pop() {
                self.set_mapping(v, Mapped::Unpacked(Box::new(u)));
            }
        }
        self.insert = mark.insert;
        let dst = &self.dst;
        let before = |v: &Value| dst.defining_op(*v).is_none_or(|o| o.index() < ops);
        self.casts.retain(|_, v| before(v));
        self.cast_sources.retain(|v, w| before(v) && before(w));
    }

    /// Reports a failed rule's error as a warning: the op is kept (a partial lowering).
    fn warn_kept(&mut self, e: Error, op: OpId) {
        let o = self.src.op(op);
        let kept = format!("'{}' is kept as it is", o.name);
        match e {
            Error::Diagnostics(ds) => {
                for d in ds {
                    let mut line = format!("{}: warning: {}", d.loc, d.message);
                    for (loc, note) in d.notes {
                        line.push_str(&format!("\n{loc}: note: {note}"));
                    }
                    line.push_str(&format!("\n{}: note: {kept}", o.loc));
                    self.warnings.push(line);
                }
            }
            e => self.warnings.push(format!("{}: warning: {e}\n{}: note: {kept}", o.loc, o.loc)),
        }
    }

    /// Why one of `op`'s types has no conversion (the type rule's message), if one has none:
    /// the types of its operands, results and entry block arguments, and those of a function
    /// type it carries (`func.func`'s signature).
    fn unconvertible_type(&mut self, op: OpId) -> Option<String> {
        let src = self.src;
        let o = src.op(op);
        let entry_args = o.regions.iter().filter_map(|&r| src.region(r).blocks.first());
        let entry_args = entry_args.flat_map(|&b| src.block(b).args.iter());
        let values = o.operands.iter().chain(&o.results).chain(entry_args);
        let signature = match o.attr("function_type").and_then(Attribute::as_type) {
            Some(Type::Function { inputs, results }) => inputs.iter().chain(results).collect(),
            _ => Vec::new(),
        };
        let types = values.map(|&v| src.value_type(v)).chain(signature);
        types.into_iter().find_map(|t| match self.convert_type(t) {
            Ok(_) => None,
            Err(Error::Diagnostics(ds)) => ds.into_iter().next().map(|d| d.message),
            Err(e) => Some(e.to_string()),
        })
    }

    /// An error a rule raised about the op it rewrites, with a note naming the rule (errors of
    /// ops inside the op's regions name their own rules).
    fn in_rule(&self, e: Error, p: &Pattern, op: OpId) -> Error {
        let Error::Diagnostics(mut ds) = e else { return e };
        let o = self.src.op(op);
        if let Some(d) = ds.first_mut().filter(|d| d.loc == o.loc && d.notes.is_empty()) {
            d.notes
                .push((p.source_location(), format!("in the rule for '{}' that failed", o.name)));
        }
        Error::Diagnostics(ds)
    }

    /// A `float_ops` op on a float format LLVM has no type for is an error naming the pass that
    /// computes on such formats in software (upstream's patterns leave these ops unconverted).
    fn refuse_soft_floats(&self, op: OpId) -> Result<()> {
        let o = self.src.op(op);
        let types = o.operands.iter().map(|&v| self.src.value_type(v));
        let types = types.chain(o.results.iter().map(|&v| self.src.value_type(v)));
        let Some(soft) = types.map(Type::scalar).find(|t| t.apfloat_semantics() >= 0) else {
            return Ok(());
        };
        // MLIR's passes that compute on these formats in software, for the dialects they cover.
        let hint = match o.dialect() {
            "arith" => " with --pass-pipeline='builtin.module(convert-arith-to-apfloat)'",
            "math" => " with --pass-pipeline='builtin.module(convert-math-to-apfloat)'",
            _ => " first",
        };
        Err(self.located(format!(
            "'{}' on {soft}: LLVM has no arithmetic for this float format; compute it in \
             software{hint}",
            o.name
        )))
    }

    /// An `elementwise` op on n-D vectors: its rules applied to every 1-D slice (the innermost
    /// dimension), the slices' results inserted into nested arrays. `Ok(false)` when no operand
    /// or result is an n-D vector.
    fn unroll(&mut self, op: OpId) -> Result<bool> {
        let src = self.src;
        let o = src.op(op);
        let types = o.results.iter().chain(&o.operands).map(|&v| src.value_type(v));
        let Some(Type::Vector { shape, .. }) = types.into_iter().find(|t| is_nd_vector(t)) else {
            return Ok(false);
        };
        let outer = &shape[..shape.len() - 1];
        let patterns = self.patterns.get(o.name.as_str()).cloned().unwrap_or_default();
        let mut wholes = Vec::with_capacity(o.results.len());
        for &r in &o.results {
            let t = self.types.convert(src.value_type(r)).map_err(|m| self.located(m))?;
            wholes.push(values::poison(&t, self)?);
        }
        let count: u64 = outer.iter().product();
        let mut pos = vec![0i64; outer.len()];
        for n in 0..count {
            // Row-major position of the n-th slice.
            let mut rest = n;
            for (d, &size) in outer.iter().enumerate().rev() {
                pos[d] = (rest % size) as i64;
                rest /= size;
            }
            self.slice =
                Some(Slice { pos: pos.clone(), extracted: FxHashMap::default(), out: None });
            // The operands' slices first, in order, as upstream's lowering of n-D vector ops
            // takes them before it lowers the 1-D op.
            for &v in &o.operands {
                if is_nd_vector(self.src.value_type(v)) {
                    self.slice_of(v)?;
                }
            }
            let mut applied = Ok(None);
            for p in &patterns {
                match (p.apply)(self, op).map_err(|e| self.in_rule(e, p, op)) {
                    Ok(true) => {
                        applied = Ok(Some(p));
                        break;
                    }
                    Ok(false) => {}
                    Err(e) => {
                        applied = Err(e);
                        break;
                    }
                }
            }
            let slice = self.slice.take().expect("in slice mode");
            let Some(p) = applied? else {
                return Err(self.located(format!("failed to legalize operation '{}'", o.name)));
            };
            if n == 0 {
                if let Some(t) = &mut self.trace {
                    t.push(format!(
                        "{}: '{}' lowered slice by slice by the rule at {}",
                        o.loc, o.name, p.location
                    ));
                }
            }
            let out = slice.out.unwrap_or_default();
            if out.len() != wholes.len() {
                return Err(self.located(format!(
                    "a rule replaced a slice of '{}' ({} result(s)) with {} value(s)",
                    o.name,
                    wholes.len(),
                    out.len()
                )));
            }
            for (w, v) in wholes.iter_mut().zip(out) {
                *w = values::insert(*w, v, &pos, self)?;
            }
        }
        self.replace(op, wholes)?;
        Ok(true)
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

    /// Copies an op no rule matched: an LLVM-dialect op with its operands, result types and
    /// regions converted (`how` is [`BlockTypes::Convert`]); an op a partial conversion keeps
    /// (`how` is [`BlockTypes::Keep`]) with operands as values of their source types, and its
    /// results and the blocks of its regions of the types they had.
    fn copy(&mut self, op: OpId, how: BlockTypes) -> Result<()> {
        let o = self.src.op(op);
        let new = self.clone_op(op, &o.name, how)?;
        let new_results = self.dst.op(new).results.clone();
        for (&r, v) in o.results.iter().zip(new_results) {
            self.map_value(r, v);
        }
        Ok(())
    }
}

/// Calls `f` with the path and type of every scalar leaf of `t` (structs and arrays are
/// aggregates), depth first; a scalar type is its own leaf at the empty path.
pub(crate) fn leaves(t: &Type, path: &mut Vec<i64>, f: &mut impl FnMut(&[i64], &Type)) {
    match t {
        Type::Struct { body: Some(fields), .. } => {
            for (i, ft) in fields.iter().enumerate() {
                path.push(i as i64);
                leaves(ft, path, f);
                path.pop();
            }
        }
        Type::Array { len, elem } => {
            for i in 0..*len {
                path.push(i as i64);
                leaves(elem, path, f);
                path.pop();
            }
        }
        _ => f(path, t),
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
        m.block(b).ops.last().map(|&t| m.op(t).successors.to_vec()).unwrap_or_default()
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
/// With `trace`, also returns one line per op lowered by a rule. The ops the conversion will
/// rewrite are folded first, as MLIR's conversion folds them ([`crate::fold`]): in-place folds
/// edit `src`, and the constants folding makes are added to it, in no block.
pub fn convert_module(
    src: &mut Module,
    sets: &[&RuleSet],
    options: &Options,
    legality: Legality,
    trace: bool,
) -> Result<(Module, Vec<String>)> {
    convert(src, sets, options, legality, trace, None)
}

/// Converts a module like [`convert_module`], handing the target to `sink` in pieces: each
/// piece is a module holding what one top-level source op became (a function, with any
/// declarations and globals its rules added), handed over as soon as it is finished, so the
/// whole target need never exist at once. Values and blocks are numbered per piece, which is
/// sound because top-level ops are isolated from above.
pub fn convert_module_in_pieces(
    src: &mut Module,
    sets: &[&RuleSet],
    options: &Options,
    legality: Legality,
    trace: bool,
    sink: PieceSink<'_>,
) -> Result<Vec<String>> {
    convert(src, sets, options, legality, trace, Some(sink)).map(|(_, t)| t)
}

/// A run of top-level ops converted ahead, on another thread, while the ops before it are
/// converted here (see [`convert_module_in_pieces_ahead`]); `T` receives its pieces.
pub struct Ahead<T> {
    /// The index (among the top-level ops) of the run's first op; the run goes to the end.
    pub from: usize,
    /// What the run's pieces go to.
    pub sink: T,
    /// Takes a piece of the run, and the number of its leading ops for the top of the module.
    pub piece: fn(&mut T, Module, usize) -> Result<()>,
}

/// Converts a module like [`convert_module_in_pieces`], the top-level ops from `ahead.from`
/// on converted at the same time on another thread, into `ahead.sink`. Gives the sink back
/// (with the functions the ops before `ahead.from` declared) when that run is what converting
/// in order would have made, apart from declarations of functions the ops before it declared
/// already: the caller then takes its pieces after the others, leaving those declarations out.
/// Otherwise (its rules made a symbol of their own, or failed) `None`: the run is converted
/// again in order, its pieces handed to `sink` as [`convert_module_in_pieces`] does. Only a
/// full conversion without trace is converted ahead (a partial one's warnings and a trace are
/// kept in order).
pub fn convert_module_in_pieces_ahead<T: Send>(
    src: &mut Module,
    sets: &[&RuleSet],
    options: &Options,
    sink: PieceSink<'_>,
    ahead: Ahead<T>,
) -> Result<Option<(T, rustc_hash::FxHashSet<String>)>> {
    let (patterns, folds) = prepare(src, sets, Legality::Full);
    let src: &Module = src;
    let new = || Rewriter::new(src, sets, options, Legality::Full, false, patterns.clone(), &folds);
    // Set when the conversion here fails: the run ahead is of no use any more.
    let failed = std::sync::atomic::AtomicBool::new(false);
    std::thread::scope(|s| {
        let Ahead { from, sink: mut ahead_sink, piece } = ahead;
        let run = src.top_level_ops().get(from..).unwrap_or_default();
        let failed = &failed;
        let speculation = s.spawn(move || {
            let mut rw = new();
            rw.speculative = Some(false);
            for &op in run {
                if failed.load(std::sync::atomic::Ordering::Relaxed) {
                    return None;
                }
                let (dst, hoisted) = rw.convert_top_level_op(op).ok()?;
                if rw.speculative != Some(false) || piece(&mut ahead_sink, dst, hoisted).is_err() {
                    return None;
                }
            }
            Some(ahead_sink)
        });
        let mut rw = new();
        let mut speculation = Some(speculation);
        for (i, &op) in src.top_level_ops().iter().enumerate() {
            if i == from {
                match speculation.take().map(|h| h.join()) {
                    Some(Ok(Some(ahead_sink))) => {
                        return Ok(Some((ahead_sink, std::mem::take(&mut rw.declared))));
                    }
                    Some(Err(panic)) => std::panic::resume_unwind(panic),
                    _ => {}
                }
            }
            let converted = rw.convert_top_level_op(op).and_then(|(dst, top)| sink(dst, top));
            if let Err(e) = converted {
                failed.store(true, std::sync::atomic::Ordering::Relaxed);
                return Err(e);
            }
        }
        Ok(None)
    })
}

/// The patterns of `sets` by op name, by priority; and the folds of the ops a conversion of
/// `legality` rewrites (made in `src`).
fn prepare<'a>(
    src: &mut Module,
    sets: &[&'a RuleSet],
    legality: Legality,
) -> (FxHashMap<&'static str, Vec<&'a Pattern>>, crate::fold::Folds) {
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
    // As upstream's driver, fold each op it will rewrite before trying its rules: in a partial
    // lowering, the ops of the chosen rule sets.
    let folds = crate::fold::fold_module(src, |name| {
        legality == Legality::Full || patterns.contains_key(name)
    });
    (patterns, folds)
}

impl<'a> Rewriter<'a> {
    fn new(
        src: &'a Module,
        sets: &'a [&'a RuleSet],
        options: &'a Options,
        legality: Legality,
        trace: bool,
        patterns: FxHashMap<&'static str, Vec<&'a Pattern>>,
        folds: &'a crate::fold::Folds,
    ) -> Rewriter<'a> {
        let mut dst = Self::empty_target(src);
        let insert = dst.body_block();
        let hoist = dst.new_block(&[]);
        Rewriter {
            src,
            dst,
            types: TypeConverter::new(sets, options),
            patterns,
            values: vec![None; src.num_values()],
            blocks: vec![None; src.num_blocks()],
            insert,
            blocks_anchor: None,
            current: None,
            trace: trace.then(Vec::new),
            warnings: Vec::new(),
            warned_types: Default::default(),
            declared: Default::default(),
            speculative: None,
            hoisted: 0,
            packed: Vec::new(),
            hoist,
            scope: None,
            elementwise: sets.iter().flat_map(|s| s.elementwise.iter().copied()).collect(),
            float_ops: sets.iter().flat_map(|s| s.float_ops.iter().copied()).collect(),
            slice: None,
            legality,
            casts: FxHashMap::default(),
            cast_sources: FxHashMap::default(),
            folds,
        }
    }

    /// An empty module with the attributes of `src`.
    fn empty_target(src: &Module) -> Module {
        let mut dst = Module::new(src.loc.clone());
        dst.attributes = src.attributes.clone();
        dst.name = src.name.clone();
        dst
    }

    /// Converts top-level op `op` into a piece of its own: gives the piece, and the number of
    /// its leading ops that belong at the top of the module.
    fn convert_top_level_op(&mut self, op: OpId) -> Result<(Module, usize)> {
        self.convert_here(op)?;
        let (ops, values) = (self.dst.num_ops(), self.dst.num_values());
        let piece = std::mem::replace(&mut self.dst, Self::empty_target(self.src));
        // The next piece is likely about as large: its arenas start at that size.
        self.dst.reserve(ops, values);
        self.hoist = self.dst.new_block(&[]);
        // Target values are numbered per piece.
        self.casts.clear();
        self.cast_sources.clear();
        Ok((piece, self.hoisted))
    }

    /// Converts top-level op `op` into the target module; its declarations go to the top.
    fn convert_here(&mut self, op: OpId) -> Result<()> {
        // A rule may leave the insertion point elsewhere (in a function it built).
        self.insert = self.dst.body_block();
        if let Err(e) = self.convert_op(op) {
            return Err(match self.trace.take() {
                Some(trace) if !trace.is_empty() => Error::Traced(trace, Box::new(e)),
                _ => e,
            });
        }
        self.hoisted = self.hoist_into(self.dst.body_block());
        // No rule of this op can be rolled back any more.
        self.packed.clear();
        Ok(())
    }
}

fn convert(
    src: &mut Module,
    sets: &[&RuleSet],
    options: &Options,
    legality: Legality,
    trace: bool,
    mut sink: Option<PieceSink<'_>>,
) -> Result<(Module, Vec<String>)> {
    let (patterns, folds) = prepare(src, sets, legality);
    let src: &Module = src;
    let mut rw = Rewriter::new(src, sets, options, legality, trace, patterns, &folds);
    for &op in src.top_level_ops() {
        match sink.as_mut() {
            Some(sink) => {
                let (piece, hoisted) = rw.convert_top_level_op(op)?;
                sink(piece, hoisted)?;
            }
            None => rw.convert_here(op)?,
        }
    }
    let mut lines = rw.warnings;
    lines.extend(rw.trace.unwrap_or_default());
    Ok((rw.dst, lines))
}

#[cfg(test)]
mod tests {
    use crate::ir::{Attribute, DenseValues, Location, Operation, Type, Value};

    #[test]
    fn operands_split_into_their_segments() {
        let op = |sizes: Vec<i64>| Operation {
            name: "t.op".into(),
            operands: (0..4).map(Value).collect(),
            results: vec![],
            attributes: vec![(
                "operandSegmentSizes".into(),
                Attribute::DenseArray {
                    elem: Type::shared(Type::int(32)),
                    values: DenseValues::Int(sizes),
                },
            )],
            successors: Default::default(),
            regions: Default::default(),
            loc: Location::Unknown,
            parent: None,
        };
        let (a, b, c, d) = (Value(0), Value(1), Value(2), Value(3));
        let o = op(vec![1, 0, 3]);
        assert_eq!(super::segments(&o, 3), Some(vec![&[a][..], &[], &[b, c, d]]));
        // The wrong number of groups, sizes that do not add up, a negative size: no match.
        assert_eq!(super::segments(&o, 2), None);
        assert_eq!(super::segments(&op(vec![1, 2]), 2), None);
        assert_eq!(super::segments(&op(vec![5, -1]), 2), None);
        assert_eq!(super::segments(&Operation { attributes: vec![], ..o.clone() }, 3), None);
    }

    #[test]
    fn boundary_rules_are_asked_once_per_type() {
        use super::{Boundary, Options, RuleSet, TypeConverter};
        use std::sync::atomic::{AtomicUsize, Ordering};
        static ASKED: AtomicUsize = AtomicUsize::new(0);
        let set = RuleSet {
            name: "t",
            options: &[],
            convert_type: &|_, _| None,
            patterns: &[],
            type_rules: 0,
            natives: &[],
            native_fns: &[],
            boundary: &|_, t| {
                ASKED.fetch_add(1, Ordering::Relaxed);
                (*t == Type::Index).then_some(Boundary::Expand)
            },
            boundary_rules: 1,
            elementwise: &[],
            float_ops: &[],
        };
        let (sets, options) = ([&set], Options::default());
        let mut cx = TypeConverter::new(&sets, &options);
        for _ in 0..3 {
            assert!(matches!(cx.boundary(&Type::Index), Some(Boundary::Expand)));
            assert!(cx.boundary(&Type::int(8)).is_none());
        }
        assert_eq!(ASKED.load(Ordering::Relaxed), 2);
    }

    #[test]
    fn rule_loops_are_bounded() {
        assert_eq!(super::bounded_range(2, 5), Ok(2..5));
        assert_eq!(super::bounded_range(5, 2).map(|r| r.count()), Ok(0));
        assert!(super::bounded_range(i64::MIN, i64::MAX).is_err());
        assert_eq!(super::int_width(32), Ok(32));
        assert!(super::int_width(0).is_err() && super::int_width(-5).is_err());
        assert!(super::int_width(1 << 24).is_err());
        let e = super::bounded_range(0, 1 << 40).unwrap_err();
        assert!(e.contains("more than 16777216 steps"), "{e}");
    }
}
