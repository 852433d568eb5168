//! A fast reader for LLVM-dialect MLIR in the form `mlir-opt` prints it.
//!
//! MLIR's own parser is general: it builds uniqued attributes, runs every op's custom parser and
//! then verifies the module, and for a large LLVM-dialect file it takes longer than the whole of
//! the translation to LLVM IR. This reader builds [`ir`](crate::ir) straight from the text for
//! a subset: a `module { ... }` (named or not, a target triple its only attribute) of
//! `llvm.func`s (definitions and
//! declarations, with a linkage keyword and private symbol visibility at most) and
//! `llvm.mlir.global`s (scalar, string and dense values, no initializer regions), variadic
//! declarations, whose bodies
//! use the common LLVM-dialect ops in their default printed form (fast-math flags and
//! alignments allowed; no other attributes, no locations). The ops are those of [`OPS`] and
//! [`INTRINSICS`].
//!
//! It answers `None` for anything else, and for anything invalid, so that the caller falls back
//! to MLIR (which then reports the error): every check MLIR's verifier makes on the accepted
//! subset is made here too (operand and result types, aggregate positions, GEP indices, cast
//! widths, terminators, successor arguments, callee signatures, symbol uniqueness, dominance).
//! For what it accepts, it builds exactly the module `lowrite_runtime::import` builds, locations
//! included; tests compare the two on every program of the test corpus.

use crate::ir::{
    Attribute, BlockId, DenseValues, FloatKind, Location, Module, OpId, OpSpec, RegionId, Type,
    Value, ValueDef,
};
use crate::lexer::{builtin_scalar, cached_type, signed_range, Lexer, Literals};
use rustc_hash::FxHashMap;
use std::ops::{Deref, DerefMut};
use std::sync::Arc;

/// The ops the reader knows (everything else makes it give up).
pub const OPS: &[&str] = &[
    "llvm.add",
    "llvm.sub",
    "llvm.mul",
    "llvm.shl",
    "llvm.and",
    "llvm.or",
    "llvm.xor",
    "llvm.lshr",
    "llvm.ashr",
    "llvm.udiv",
    "llvm.sdiv",
    "llvm.urem",
    "llvm.srem",
    "llvm.fadd",
    "llvm.fsub",
    "llvm.fmul",
    "llvm.fdiv",
    "llvm.frem",
    "llvm.fneg",
    "llvm.icmp",
    "llvm.fcmp",
    "llvm.select",
    "llvm.sext",
    "llvm.zext",
    "llvm.trunc",
    "llvm.sitofp",
    "llvm.uitofp",
    "llvm.fptosi",
    "llvm.fptoui",
    "llvm.fpext",
    "llvm.fptrunc",
    "llvm.bitcast",
    "llvm.ptrtoint",
    "llvm.inttoptr",
    "llvm.mlir.constant",
    "llvm.mlir.poison",
    "llvm.mlir.undef",
    "llvm.mlir.zero",
    "llvm.insertvalue",
    "llvm.extractvalue",
    "llvm.getelementptr",
    "llvm.load",
    "llvm.store",
    "llvm.call",
    "llvm.br",
    "llvm.cond_br",
    "llvm.switch",
    "llvm.return",
    "llvm.unreachable",
    "llvm.alloca",
    "llvm.freeze",
    "llvm.intr.memcpy",
    "llvm.intr.memmove",
    "llvm.extractelement",
    "llvm.insertelement",
    "llvm.shufflevector",
    "llvm.mlir.addressof",
    "llvm.mlir.global",
    "llvm.func",
];

/// Intrinsics the reader knows, by class: each takes operands of its result type.
pub const INTRINSICS: &[(&str, Intrinsic)] = &[
    ("llvm.intr.sqrt", Intrinsic::Float(1)),
    ("llvm.intr.fabs", Intrinsic::Float(1)),
    ("llvm.intr.floor", Intrinsic::Float(1)),
    ("llvm.intr.ceil", Intrinsic::Float(1)),
    ("llvm.intr.trunc", Intrinsic::Float(1)),
    ("llvm.intr.round", Intrinsic::Float(1)),
    ("llvm.intr.roundeven", Intrinsic::Float(1)),
    ("llvm.intr.rint", Intrinsic::Float(1)),
    ("llvm.intr.exp", Intrinsic::Float(1)),
    ("llvm.intr.exp2", Intrinsic::Float(1)),
    ("llvm.intr.log2", Intrinsic::Float(1)),
    ("llvm.intr.log10", Intrinsic::Float(1)),
    ("llvm.intr.log", Intrinsic::Float(1)),
    ("llvm.intr.sin", Intrinsic::Float(1)),
    ("llvm.intr.cos", Intrinsic::Float(1)),
    ("llvm.intr.tanh", Intrinsic::Float(1)),
    ("llvm.intr.pow", Intrinsic::Float(2)),
    ("llvm.intr.minnum", Intrinsic::Float(2)),
    ("llvm.intr.maxnum", Intrinsic::Float(2)),
    ("llvm.intr.minimum", Intrinsic::Float(2)),
    ("llvm.intr.maximum", Intrinsic::Float(2)),
    ("llvm.intr.copysign", Intrinsic::Float(2)),
    ("llvm.intr.fma", Intrinsic::Float(3)),
    ("llvm.intr.fmuladd", Intrinsic::Float(3)),
    ("llvm.intr.ctpop", Intrinsic::Int(1)),
    ("llvm.intr.bitreverse", Intrinsic::Int(1)),
    ("llvm.intr.smax", Intrinsic::Int(2)),
    ("llvm.intr.smin", Intrinsic::Int(2)),
    ("llvm.intr.umax", Intrinsic::Int(2)),
    ("llvm.intr.umin", Intrinsic::Int(2)),
];

/// An intrinsic's operand class and arity.
#[derive(Clone, Copy, Debug)]
pub enum Intrinsic {
    /// Floats (or vectors of them), with fast-math flags.
    Float(usize),
    /// Integers (or vectors of them), without attributes.
    Int(usize),
}

/// Fast-math flags in the order MLIR prints them.
const FASTMATH: &[&str] = &["nnan", "ninf", "nsz", "arcp", "contract", "afn", "reassoc"];

/// Reads LLVM-dialect MLIR text (`file` names it in locations), or answers `None` when the
/// text is outside the subset this reader handles or is not a valid module.
pub fn parse(text: &str, file: &str) -> Option<Module> {
    if let Some(m) = split_point(text).and_then(|at| parse_split(text, file, at)) {
        return Some(m);
    }
    try_parse(text, file).ok()
}

/// Where [`parse`] splits a large module's text to read its two halves at the same time (see
/// [`parse_split`]): a top-level function or global past the middle. `None` when it reads the
/// text whole (under 1 MiB, one core, no such op).
pub fn split_point(text: &str) -> Option<usize> {
    crate::lexer::split_point(text, &["llvm.func ", "llvm.mlir.global "])
}

/// Reads the module the way [`try_parse`] does, in two halves at the same time: the text
/// before byte `at` on another thread, and the top-level ops from `at` on here, joined into
/// one module. `None` unless a top-level op starts at `at`, right after the ops before it and
/// the white space after them, and both halves are read. The module is the one reading the
/// text whole makes.
pub fn parse_split(text: &str, file: &str, at: usize) -> Option<Module> {
    crate::lexer::read_in_halves::<Reader>(text, file, at)
}

impl<'t> crate::lexer::HalfReader<'t> for Reader<'t> {
    fn start(text: &'t str, file: &str) -> Self {
        Reader::new(text, file)
    }
    fn first_half(&mut self, stop: usize) -> Option<()> {
        self.module_until(Some(stop))
    }
    fn second_half(&mut self, at: usize) -> Option<()> {
        self.lx.start_at(at);
        self.top_level_ops(None)
    }
    fn join(&mut self, second: Self) -> Option<()> {
        Reader::join(self, second)?;
        self.check_symbols()
    }
    fn into_module(self) -> Module {
        self.m
    }
}

/// As [`parse`], but says where the reader gave up (for tests and diagnostics of the reader
/// itself; the position is where it stopped, not necessarily an error in the text).
pub fn try_parse(text: &str, file: &str) -> Result<Module, Location> {
    let mut r = Reader::new(text, file);
    // An op a line at most, a result each: no arena grows by copying itself (for a large
    // module, that copying and the memory it leaves behind cost more than the lines' count).
    if text.trim_start().starts_with("module") {
        let lines = text.bytes().filter(|&c| c == b'\n').count();
        r.m.reserve(lines, lines);
    }
    match r.module() {
        Some(()) => Ok(r.m),
        None => Err(r.loc()),
    }
}

const ICMP: &[&str] = &["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"];
const FCMP: &[&str] = &[
    "_false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule",
    "une", "uno", "_true",
];
/// Linkages of functions (`common` and `appending` are for globals only).
const LINKAGES: &[&str] = &[
    "private",
    "internal",
    "available_externally",
    "linkonce",
    "weak",
    "extern_weak",
    "linkonce_odr",
    "weak_odr",
    "external",
];
/// `GEPNoWrapFlags` cases as the LLVM dialect prints them.
const GEP_FLAGS: &[(&str, i64)] = &[("inbounds", 3), ("nusw", 2), ("nuw", 4)];
/// The dynamic-index marker of `rawConstantIndices`.
const DYNAMIC_INDEX: i64 = i32::MIN as i64;

/// Attributes every op of a kind carries, built once.
struct Defaults {
    fastmath_none: Attribute,
    cconv_c: Attribute,
    tail_none: Attribute,
    ordering_none: Attribute,
}

/// A use of a value: its name and the type the use states.
type Use<'t> = (&'t str, Type);

struct Reader<'t> {
    lx: Lexer<'t>,
    m: Module,
    /// Aggregate and vector types by their spelling.
    types: FxHashMap<&'t str, Type>,
    defaults: Defaults,
    /// Functions by symbol name, with their LLVM function type.
    functions: FxHashMap<&'t str, Type>,
    /// Globals by symbol name.
    globals: FxHashMap<&'t str, ()>,
    /// Address-of ops to check once every symbol is known: (op, symbol).
    addresses: Vec<(OpId, &'t str)>,
    /// Calls to check once every function is known: (call, callee).
    calls: Vec<(OpId, &'t str)>,
    // Per function.
    values: FxHashMap<&'t str, Value>,
    blocks: FxHashMap<&'t str, (BlockId, bool)>,
    /// Operands named before their definition: (op, operand index, use).
    pending: Vec<(OpId, usize, Use<'t>)>,
    /// Return type of the function being read.
    ret: Type,
}

fn is_int_like(t: &Type) -> bool {
    matches!(t.scalar(), Type::Int { .. }) && !matches!(t, Type::LlvmVec { .. })
}

fn is_float_like(t: &Type) -> bool {
    matches!(t.scalar(), Type::Float(_)) && !matches!(t, Type::LlvmVec { .. })
}

/// Number of lanes of a vector, `None` for a scalar.
fn lanes(t: &Type) -> Option<u64> {
    match t {
        Type::Vector { shape, .. } => Some(shape[0]),
        _ => None,
    }
}

/// `i1`, or a vector of `i1` with as many lanes as `like`.
fn bool_like(like: &Type) -> Type {
    match like {
        Type::Vector { shape, scalable, .. } => Type::Vector {
            shape: shape.clone(),
            scalable: scalable.clone(),
            elem: Arc::new(Type::i1()),
        },
        _ => Type::i1(),
    }
}

/// Width in bits of a scalar integer or float.
fn scalar_bits(t: &Type) -> Option<u32> {
    match t {
        Type::Int { width, .. } => Some(*width),
        Type::Float(k) => Some(k.width()),
        _ => None,
    }
}

/// The type at `position` inside an aggregate.
fn aggregate_element(t: &Type, position: &[i64]) -> Option<Type> {
    let mut t = t;
    for &i in position {
        let i = usize::try_from(i).ok()?;
        t = match t {
            Type::Struct { body: Some(body), .. } => body.get(i)?,
            Type::Array { len, elem } if (i as u64) < *len => elem,
            _ => return None,
        };
    }
    Some(t.clone())
}

impl<'t> Deref for Reader<'t> {
    type Target = Lexer<'t>;
    fn deref(&self) -> &Lexer<'t> {
        &self.lx
    }
}

impl<'t> DerefMut for Reader<'t> {
    fn deref_mut(&mut self) -> &mut Lexer<'t> {
        &mut self.lx
    }
}

impl<'t> Literals<'t> for Reader<'t> {
    fn ty(&mut self) -> Option<Type> {
        Reader::ty(self)
    }
    fn ty_uncached(&mut self) -> Option<Type> {
        Reader::ty_uncached(self)
    }
}

impl<'t> Reader<'t> {
    fn new(text: &'t str, file: &str) -> Reader<'t> {
        let parse = |s: &str| Attribute::parse_enum(s).expect("well-formed enum attribute");
        Reader {
            lx: Lexer::new(text, file),
            m: Module::default(),
            types: FxHashMap::default(),
            defaults: Defaults {
                fastmath_none: parse("#llvm.fastmath<none>"),
                cconv_c: parse("#llvm.cconv<ccc>"),
                tail_none: parse("#llvm.tailcallkind<none>"),
                ordering_none: Attribute::i64(0),
            },
            functions: FxHashMap::default(),
            globals: FxHashMap::default(),
            addresses: Vec::new(),
            calls: Vec::new(),
            values: FxHashMap::default(),
            blocks: FxHashMap::default(),
            pending: Vec::new(),
            ret: Type::Void,
        }
    }

    // ----- types -----

    /// A value's type: any type but a function type.
    fn ty(&mut self) -> Option<Type> {
        self.any_ty().filter(|t| !matches!(t, Type::LlvmFunc { .. }))
    }

    /// A type, function types (`!llvm.func<...>`) included.
    fn any_ty(&mut self) -> Option<Type> {
        self.ws();
        let rest = &self.text[self.pos..];
        if !(rest.starts_with("!llvm.struct<")
            || rest.starts_with("!llvm.array<")
            || rest.starts_with("vector<"))
        {
            return self.ty_uncached();
        }
        cached_type(self, |r| &mut r.types, Self::ty_uncached)
    }

    /// A builtin type, or an LLVM type with its `!llvm.` prefix.
    fn ty_uncached(&mut self) -> Option<Type> {
        self.ws();
        if self.eat("!llvm.") {
            // One token: `!llvm.` and the type's name are not apart.
            if !self.src.get(self.pos).is_some_and(u8::is_ascii_alphabetic) {
                return None;
            }
            return self.llvm_ty_body();
        }
        if self.eat("vector<") {
            let n = self.uint()?;
            if self.src.get(self.pos) != Some(&b'x') {
                return None;
            }
            self.pos += 1;
            if !self.src.get(self.pos).is_some_and(u8::is_ascii_alphabetic) {
                return None;
            }
            let elem = self.ty_uncached()?;
            if n == 0 || !matches!(elem, Type::Int { .. } | Type::Float(_)) {
                return None;
            }
            self.expect(">")?;
            return Some(Type::Vector {
                shape: vec![n],
                scalable: vec![false],
                elem: Arc::new(elem),
            });
        }
        builtin_scalar(self.ident()?)
    }

    /// A type inside an LLVM aggregate, where LLVM types may drop their `!llvm.` prefix.
    fn inner_ty(&mut self) -> Option<Type> {
        self.ws();
        let rest = &self.text[self.pos..];
        if ["ptr", "struct<", "array<", "void"].iter().any(|p| rest.starts_with(p)) {
            return self.llvm_ty_body();
        }
        self.ty()
    }

    /// What follows `!llvm.`.
    fn llvm_ty_body(&mut self) -> Option<Type> {
        if self.eat("func<") {
            // `void` only as a function's result.
            let ret = if self.eat_kw("void") { Type::Void } else { self.inner_ty()? };
            self.expect("(")?;
            let (params, varargs) = self.parameters(Self::inner_ty)?;
            self.expect(">")?;
            return Some(Type::LlvmFunc { ret: Arc::new(ret), params, varargs });
        }
        if self.eat_kw("ptr") {
            if self.src.get(self.pos) == Some(&b'<') {
                self.pos += 1;
                let space = u32::try_from(self.uint()?).ok()?;
                self.expect(">")?;
                return Some(Type::Ptr { addr_space: space });
            }
            return Some(Type::ptr());
        }
        if self.eat("struct<") {
            let packed = self.eat_kw("packed");
            self.expect("(")?;
            let mut fields = Vec::new();
            if !self.eat(")") {
                loop {
                    let f = self.inner_ty()?;
                    if matches!(f, Type::Void) {
                        return None;
                    }
                    fields.push(f);
                    if self.eat(")") {
                        break;
                    }
                    self.expect(",")?;
                }
            }
            self.expect(">")?;
            return Some(Type::Struct { name: None, body: Some(fields.into()), packed });
        }
        if self.eat("array<") {
            let len = self.uint()?;
            if !self.eat_kw("x") {
                return None;
            }
            let elem = self.inner_ty()?;
            if matches!(elem, Type::Void) {
                return None;
            }
            self.expect(">")?;
            return Some(Type::Array { len, elem: Arc::new(elem) });
        }
        None
    }

    /// Parameters after their `(`, through the `)`: items separated by commas, the last of
    /// which may be `...` (then `true`).
    fn parameters<T>(
        &mut self,
        mut item: impl FnMut(&mut Self) -> Option<T>,
    ) -> Option<(Vec<T>, bool)> {
        let mut items = Vec::new();
        if self.eat(")") {
            return Some((items, false));
        }
        loop {
            if self.eat("...") {
                self.expect(")")?;
                return Some((items, true));
            }
            items.push(item(self)?);
            if self.eat(")") {
                return Some((items, false));
            }
            self.expect(",")?;
        }
    }

    // ----- module and functions -----

    fn module(&mut self) -> Option<()> {
        self.module_until(None)?;
        self.check_symbols()
    }

    /// `module {` and its top-level ops, up to byte `stop` when given (where a top-level op
    /// must start), else to the module's end.
    fn module_until(&mut self, stop: Option<usize>) -> Option<()> {
        self.m.loc = self.loc();
        if !self.eat_kw("module") {
            return None;
        }
        (self.m.name, self.m.attributes) = self.module_head()?;
        self.expect("{")?;
        self.top_level_ops(stop)
    }

    /// Top-level ops up to byte `stop` when given, else up to the module's closing `}` and
    /// the end of the text.
    fn top_level_ops(&mut self, stop: Option<usize>) -> Option<()> {
        loop {
            self.ws();
            match stop {
                Some(stop) if self.pos == stop => return Some(()),
                Some(stop) if self.pos > stop => return None,
                _ => {}
            }
            if self.eat("}") {
                break;
            }
            let loc = self.loc();
            match self.ident()? {
                "llvm.func" => self.func(loc)?,
                "llvm.mlir.global" => self.global(loc)?,
                _ => return None,
            }
        }
        self.ws();
        // Text after the module, or a module that ends before `stop`: not read here.
        (stop.is_none() && self.pos == self.src.len()).then_some(())
    }

    /// Takes in the second half of a module read in two ([`parse_split`]): its ops after
    /// this reader's, its symbols (a name defined in both halves is not read here, as a name
    /// defined twice is not) and the uses to check.
    fn join(&mut self, second: Reader<'t>) -> Option<()> {
        let ops = self.m.num_ops() as u32;
        for (name, ty) in second.functions {
            if self.globals.contains_key(name) || self.functions.insert(name, ty).is_some() {
                return None;
            }
        }
        for name in second.globals.into_keys() {
            if self.functions.contains_key(name) || self.globals.insert(name, ()).is_some() {
                return None;
            }
        }
        let shifted = |(op, name): (OpId, &'t str)| (OpId(op.0 + ops), name);
        self.addresses.extend(second.addresses.into_iter().map(shifted));
        self.calls.extend(second.calls.into_iter().map(shifted));
        self.m.append_module(second.m);
        Some(())
    }

    /// Checks, once every symbol is known, that address-of ops name one and calls match
    /// their callee's signature.
    fn check_symbols(&mut self) -> Option<()> {
        for (_, name) in &self.addresses {
            if !self.functions.contains_key(name) && !self.globals.contains_key(name) {
                return None;
            }
        }
        for (call, callee) in std::mem::take(&mut self.calls) {
            let fn_type = self.functions.get(callee)?;
            let Type::LlvmFunc { ret, params, varargs } = fn_type else { return None };
            let op = self.m.op(call);
            let results: Vec<&Type> = op.results.iter().map(|&r| self.m.value_type(r)).collect();
            let ret_ok = match **ret {
                Type::Void => results.is_empty(),
                ref t => results == [t],
            };
            // A call to a variadic function names its type, and passes at least the fixed
            // parameters.
            let count_ok = if *varargs {
                params.len() <= op.operands.len()
            } else {
                params.len() == op.operands.len()
            };
            let var_type_ok = match op.attr("var_callee_type") {
                Some(Attribute::Type(t)) => *varargs && **t == *fn_type,
                None => !*varargs,
                Some(_) => false,
            };
            if !ret_ok
                || !count_ok
                || !var_type_ok
                || params.iter().zip(&op.operands).any(|(p, &a)| self.m.value_type(a) != p)
            {
                return None;
            }
        }
        Some(())
    }

    fn func(&mut self, loc: Location) -> Option<()> {
        let mut linkage = "external";
        if let Some(kw) = self.ident() {
            linkage = LINKAGES.iter().copied().find(|&l| l == kw)?;
        }
        let name = &self.sigil_name(b'@')?[1..];
        self.expect("(")?;
        let (items, varargs) = self.parameters(|r| {
            let name = if r.peek() == Some(b'%') {
                let n = r.ssa()?;
                r.expect(":")?;
                Some(n)
            } else {
                None
            };
            Some((name, r.ty()?))
        })?;
        let names: Vec<&'t str> = items.iter().filter_map(|(n, _)| *n).collect();
        let params: Vec<Type> = items.into_iter().map(|(_, t)| t).collect();
        let ret = if self.eat("->") { self.ty()? } else { Type::Void };
        let mut visibility = None;
        if self.eat_kw("attributes") {
            self.expect("{")?;
            if !self.eat_kw("sym_visibility") {
                return None;
            }
            self.expect("=")?;
            let v = self.string()?;
            if v != "private" {
                return None;
            }
            visibility = Some(v);
            self.expect("}")?;
        }
        let has_body = self.peek() == Some(b'{');
        // Variadic definitions are not for this reader (declarations are).
        if varargs && has_body {
            return None;
        }
        // MLIR's verifier: declarations are external or extern_weak, definitions are not
        // extern_weak.
        let linkage_ok = if has_body {
            linkage != "extern_weak"
        } else {
            matches!(linkage, "external" | "extern_weak")
        };
        if !linkage_ok {
            return None;
        }
        // Declarations name no arguments; definitions name all of them.
        if names.len() != if has_body { params.len() } else { 0 } {
            return None;
        }
        let fn_type =
            Type::LlvmFunc { ret: Arc::new(ret.clone()), params: params.clone(), varargs };
        if self.globals.contains_key(name) || self.functions.insert(name, fn_type.clone()).is_some()
        {
            return None;
        }
        let region = self.m.new_region();
        if has_body {
            self.expect("{")?;
            self.ret = ret;
            self.body(region, &names, &params)?;
        }
        let linkage = Attribute::Enum { kind: "llvm.linkage".into(), cases: vec![linkage.into()] };
        let mut spec =
            OpSpec::new("llvm.func", loc).attr("sym_name", Attribute::String(name.into()));
        if let Some(v) = visibility {
            spec = spec.attr("sym_visibility", Attribute::String(v.into()));
        }
        let spec = spec
            .attr("function_type", Attribute::Type(Type::shared(fn_type)))
            .attr("linkage", linkage)
            .attr("CConv", self.defaults.cconv_c.clone())
            .attr("visibility_", Attribute::i64(0))
            .attr("unnamed_addr", Attribute::i64(0))
            .regions([region]);
        let body = self.m.body_block();
        self.m.push_op(body, spec);
        Some(())
    }

    /// `llvm.mlir.global LINKAGE [thread_local] [(local_)unnamed_addr] [constant] @name(VALUE)
    /// {addr_space = 0 : i32[, alignment = N : i64]} [: T]`, without an initializer region;
    /// values are integers, floats, booleans and strings.
    fn global(&mut self, loc: Location) -> Option<()> {
        let linkage = self.ident()?;
        if !matches!(
            linkage,
            "private" | "internal" | "external" | "weak" | "weak_odr" | "linkonce" | "linkonce_odr"
        ) {
            return None;
        }
        let thread_local = self.eat_kw("thread_local");
        let unnamed_addr = if self.eat_kw("unnamed_addr") {
            2
        } else if self.eat_kw("local_unnamed_addr") {
            1
        } else {
            0
        };
        let constant = self.eat_kw("constant");
        let name = &self.sigil_name(b'@')?[1..];
        self.expect("(")?;
        let value = if self.eat(")") {
            None
        } else if self.peek() == Some(b'"') {
            let v = self.escaped_string()?;
            self.expect(")")?;
            Some(Attribute::String(v))
        } else {
            let v = self.constant_value()?;
            self.expect(")")?;
            Some(v)
        };
        self.expect("{")?;
        if !self.eat_kw("addr_space") {
            return None;
        }
        self.expect("=")?;
        if self.int()? != 0 || !self.eat(":") || !self.eat_kw("i32") {
            return None;
        }
        let alignment = if self.eat(",") {
            if !self.eat_kw("alignment") {
                return None;
            }
            self.expect("=")?;
            let n = self.int()?;
            if !self.eat(":") || !self.eat_kw("i64") || n <= 0 || n.count_ones() != 1 {
                return None;
            }
            Some(n)
        } else {
            None
        };
        self.expect("}")?;
        let ty = if self.eat(":") {
            self.ty()?
        } else if let Some(Attribute::String(v)) = &value {
            Type::array(v.len() as u64, Type::int(8))
        } else {
            return None;
        };
        // The value's type is the global's; strings fill an i8 array exactly. Declarations
        // (no value) are external.
        let ok = match &value {
            None => linkage == "external",
            Some(Attribute::String(v)) => ty == Type::array(v.len() as u64, Type::int(8)),
            Some(Attribute::Bool(_)) => ty == Type::i1(),
            Some(Attribute::Int { ty: t, .. }) if **t == Type::Index => false,
            Some(Attribute::Int { ty: t, .. } | Attribute::Float { ty: t, .. }) => **t == ty,
            Some(Attribute::DenseElements { ty: t, .. }) => match &**t {
                Type::Tensor { shape: Some(dims), elem } => {
                    let nested = dims.iter().rev().try_fold((**elem).clone(), |t, &d| {
                        Some(Type::array(u64::try_from(d).ok()?, t))
                    });
                    nested == Some(ty.clone())
                }
                _ => false,
            },
            Some(_) => false,
        };
        // An initializer region would follow on the same line.
        if !ok || self.src.get(self.pos..).is_some_and(|r| r.trim_ascii_start().starts_with(b"{")) {
            return None;
        }
        if self.functions.contains_key(name) || self.globals.insert(name, ()).is_some() {
            return None;
        }
        let mut spec = OpSpec::new("llvm.mlir.global", loc)
            .attr("global_type", Attribute::Type(Type::shared(ty)));
        if constant {
            spec = spec.attr("constant", Attribute::Unit);
        }
        spec = spec.attr("sym_name", Attribute::String(name.into())).attr(
            "linkage",
            Attribute::Enum { kind: "llvm.linkage".into(), cases: vec![linkage.into()] },
        );
        if thread_local {
            spec = spec.attr("thread_local_", Attribute::Unit);
        }
        if let Some(v) = value {
            spec = spec.attr("value", v);
        }
        if let Some(n) = alignment {
            spec = spec.attr("alignment", Attribute::i64(n));
        }
        let region = self.m.new_region();
        let spec = spec
            .attr("addr_space", Attribute::int(0, Type::int(32)))
            .attr("unnamed_addr", Attribute::i64(unnamed_addr))
            .attr("visibility_", Attribute::i64(0))
            .regions([region]);
        let body = self.m.body_block();
        self.m.push_op(body, spec);
        Some(())
    }

    /// A function body after its `{`, through its `}`.
    fn body(&mut self, region: RegionId, names: &[&'t str], params: &[Type]) -> Option<()> {
        self.values.clear();
        self.blocks.clear();
        self.pending.clear();
        let entry = self.m.new_block(params);
        self.m.append_block(region, entry);
        for (i, &name) in names.iter().enumerate() {
            let v = self.m.block(entry).args[i];
            self.define(name, v)?;
        }
        let mut block = entry;
        if self.peek() == Some(b'^') {
            // An explicit entry block label.
            return None;
        }
        loop {
            match self.peek()? {
                b'}' => {
                    self.pos += 1;
                    break;
                }
                b'^' => block = self.block_label(region)?,
                _ => self.op(block)?,
            }
        }
        self.finish_body(region)
    }

    fn define(&mut self, name: &'t str, v: Value) -> Option<()> {
        self.values.insert(name, v).is_none().then_some(())
    }

    fn block_ref(&mut self, name: &'t str) -> BlockId {
        if let Some(&(b, _)) = self.blocks.get(name) {
            return b;
        }
        let b = self.m.new_block(&[]);
        self.blocks.insert(name, (b, false));
        b
    }

    /// `^name(%a: T, ...):`, starting a new block.
    fn block_label(&mut self, region: RegionId) -> Option<BlockId> {
        let name = self.sigil_name(b'^')?;
        let block = self.block_ref(name);
        let defined = &mut self.blocks.get_mut(name)?.1;
        if std::mem::replace(defined, true) {
            return None;
        }
        self.m.append_block(region, block);
        if self.eat("(") {
            loop {
                let arg = self.ssa()?;
                self.expect(":")?;
                let t = self.ty()?;
                let v = self.m.add_block_arg(block, t);
                self.define(arg, v)?;
                if self.eat(")") {
                    break;
                }
                self.expect(",")?;
            }
        }
        self.expect(":")?;
        Some(block)
    }

    /// Checks a finished function body: every use resolved, blocks well formed and terminated,
    /// branch arguments matching their blocks, the entry block without predecessors, every
    /// use dominated by its definition.
    fn finish_body(&mut self, region: RegionId) -> Option<()> {
        if self.blocks.values().any(|&(_, defined)| !defined) {
            return None;
        }
        for (op, i, (name, ty)) in std::mem::take(&mut self.pending) {
            let v = *self.values.get(name)?;
            if self.m.value_type(v) != &ty {
                return None;
            }
            self.m.op_mut(op).operands[i] = v;
        }
        let m = &self.m;
        let blocks = &m.region(region).blocks;
        let index: FxHashMap<BlockId, usize> =
            blocks.iter().enumerate().map(|(i, &b)| (b, i)).collect();
        let mut succs = vec![Vec::new(); blocks.len()];
        for (bi, &b) in blocks.iter().enumerate() {
            let ops = &m.block(b).ops;
            let (&last, body) = ops.split_last()?;
            if body.iter().any(|&op| is_terminator(&m.op(op).name))
                || !is_terminator(&m.op(last).name)
            {
                return None;
            }
            let term = m.op(last);
            for (s, args) in successor_operands(term) {
                let expected = &m.block(s).args;
                if expected.len() != args.len()
                    || expected.iter().zip(args).any(|(&p, &a)| m.value_type(p) != m.value_type(a))
                {
                    return None;
                }
                let si = index[&s];
                if si == 0 {
                    return None;
                }
                succs[bi].push(si);
            }
        }
        let idom = dominators(&succs)?;
        let dominates = |a, b| dominates(&idom, a, b);
        for (bi, &b) in blocks.iter().enumerate() {
            for &op in &m.block(b).ops {
                for &v in &m.op(op).operands {
                    let ok = match m.value_def(v) {
                        ValueDef::BlockArg(db, _) => dominates(index[&db], bi),
                        ValueDef::Result(def, _) => {
                            let db = m.op(def).parent?;
                            // Ops of a block are created in order, so ids order them.
                            if db == b {
                                def < op
                            } else {
                                dominates(index[&db], bi)
                            }
                        }
                    };
                    if !ok {
                        return None;
                    }
                }
            }
        }
        Some(())
    }

    // ----- operations -----

    /// Operand values for uses; uses of values not yet defined are recorded as pending.
    fn push(
        &mut self,
        block: BlockId,
        result: Option<&'t str>,
        spec: OpSpec,
        uses: Vec<Use<'t>>,
    ) -> Option<OpId> {
        let mut spec = spec;
        let mut later = Vec::new();
        for (i, (name, ty)) in uses.into_iter().enumerate() {
            match self.values.get(name) {
                Some(&v) => {
                    if self.m.value_type(v) != &ty {
                        return None;
                    }
                    spec.operands.push(v);
                }
                None => {
                    spec.operands.push(Value(u32::MAX));
                    later.push((i, (name, ty)));
                }
            }
        }
        let has_result = !spec.results.is_empty();
        let op = self.m.push_op(block, spec);
        for (i, u) in later {
            self.pending.push((op, i, u));
        }
        match (result, has_result) {
            (Some(name), true) => {
                let v = self.m.result(op, 0);
                self.define(name, v)?;
            }
            (Some(_), false) => return None,
            _ => {}
        }
        Some(op)
    }

    fn op(&mut self, block: BlockId) -> Option<()> {
        let result = if self.peek() == Some(b'%') {
            let r = self.ssa()?;
            self.expect("=")?;
            Some(r)
        } else {
            None
        };
        // MLIR locates an op at its name.
        let loc = self.loc();
        if self.peek() == Some(b'"') {
            let name = self.string()?;
            let (spec, uses) = self.generic_memory_intrinsic(name, loc)?;
            self.push(block, result, spec, uses)?;
            return Some(());
        }
        let name = self.ident()?;
        let (spec, uses) = match name {
            "llvm.add" | "llvm.sub" | "llvm.mul" | "llvm.shl" | "llvm.and" | "llvm.or"
            | "llvm.xor" | "llvm.lshr" | "llvm.ashr" | "llvm.udiv" | "llvm.sdiv" | "llvm.urem"
            | "llvm.srem" => {
                let (a, b) = self.two()?;
                let flagged = matches!(name, "llvm.add" | "llvm.sub" | "llvm.mul" | "llvm.shl");
                let flags = if flagged { self.overflow_flags()? } else { 0 };
                self.expect(":")?;
                let t = self.ty()?;
                if !is_int_like(&t) {
                    return None;
                }
                let mut spec = OpSpec::new(name, loc).results([t.clone()]);
                if flagged {
                    spec = spec.attr("overflowFlags", Attribute::int(flags, Type::int(32)));
                }
                (spec, vec![(a, t.clone()), (b, t)])
            }
            "llvm.fadd" | "llvm.fsub" | "llvm.fmul" | "llvm.fdiv" | "llvm.frem" => {
                let (a, b) = self.two()?;
                let fastmath = self.fastmath()?;
                self.expect(":")?;
                let t = self.ty()?;
                if !is_float_like(&t) {
                    return None;
                }
                let spec =
                    OpSpec::new(name, loc).results([t.clone()]).attr("fastmathFlags", fastmath);
                (spec, vec![(a, t.clone()), (b, t)])
            }
            "llvm.fneg" => {
                let a = self.ssa()?;
                let fastmath = self.fastmath()?;
                self.expect(":")?;
                let t = self.ty()?;
                if !is_float_like(&t) {
                    return None;
                }
                let spec =
                    OpSpec::new(name, loc).results([t.clone()]).attr("fastmathFlags", fastmath);
                (spec, vec![(a, t)])
            }
            "llvm.icmp" | "llvm.fcmp" => {
                let float = name == "llvm.fcmp";
                let pred = self.string()?;
                let table = if float { FCMP } else { ICMP };
                let pred = table.iter().position(|&p| p == pred)? as i64;
                let (a, b) = self.two()?;
                let fastmath = if float { Some(self.fastmath()?) } else { None };
                self.expect(":")?;
                let t = self.ty()?;
                let ok = if float {
                    is_float_like(&t)
                } else {
                    is_int_like(&t) || matches!(t, Type::Ptr { .. })
                };
                if !ok {
                    return None;
                }
                let mut spec = OpSpec::new(name, loc)
                    .results([bool_like(&t)])
                    .attr("predicate", Attribute::i64(pred));
                if let Some(fastmath) = fastmath {
                    spec = spec.attr("fastmathFlags", fastmath);
                }
                (spec, vec![(a, t.clone()), (b, t)])
            }
            "llvm.select" => {
                let c = self.ssa()?;
                self.expect(",")?;
                let (a, b) = self.two()?;
                let fastmath = self.fastmath()?;
                self.expect(":")?;
                let ct = self.ty()?;
                self.expect(",")?;
                let t = self.ty()?;
                if ct != Type::i1() && (lanes(&t).is_none() || ct != bool_like(&t)) {
                    return None;
                }
                if matches!(t, Type::Void) {
                    return None;
                }
                let spec =
                    OpSpec::new(name, loc).results([t.clone()]).attr("fastmathFlags", fastmath);
                (spec, vec![(c, ct), (a, t.clone()), (b, t)])
            }
            "llvm.sext" | "llvm.zext" | "llvm.trunc" | "llvm.sitofp" | "llvm.uitofp"
            | "llvm.fptosi" | "llvm.fptoui" | "llvm.fpext" | "llvm.fptrunc" | "llvm.bitcast"
            | "llvm.ptrtoint" | "llvm.inttoptr" => {
                let a = self.ssa()?;
                self.expect(":")?;
                let from = self.ty()?;
                if !self.eat_kw("to") {
                    return None;
                }
                let to = self.ty()?;
                if !valid_cast(name, &from, &to) {
                    return None;
                }
                let mut spec = OpSpec::new(name, loc).results([to]);
                if name == "llvm.trunc" {
                    spec = spec.attr("overflowFlags", Attribute::int(0, Type::int(32)));
                }
                (spec, vec![(a, from)])
            }
            "llvm.mlir.constant" => {
                self.expect("(")?;
                let value = self.constant_value()?;
                self.expect(")")?;
                self.expect(":")?;
                let t = self.ty()?;
                let ok = match &value {
                    Attribute::Bool(_) => t == Type::i1(),
                    Attribute::Int { ty, .. } if **ty == Type::Index => t == Type::int(64),
                    Attribute::Int { ty, .. } | Attribute::Float { ty, .. } => **ty == t,
                    Attribute::DenseElements { ty, .. } if matches!(**ty, Type::Vector { .. }) => {
                        **ty == t
                    }
                    _ => false,
                };
                if !ok {
                    return None;
                }
                (OpSpec::new(name, loc).results([t]).attr("value", value), vec![])
            }
            "llvm.freeze" => {
                let a = self.ssa()?;
                self.expect(":")?;
                let t = self.ty()?;
                (OpSpec::new(name, loc).results([t.clone()]), vec![(a, t)])
            }
            "llvm.mlir.poison" | "llvm.mlir.undef" | "llvm.mlir.zero" => {
                self.expect(":")?;
                let t = self.ty()?;
                if matches!(t, Type::Void) {
                    return None;
                }
                (OpSpec::new(name, loc).results([t]), vec![])
            }
            "llvm.insertvalue" => {
                let v = self.ssa()?;
                self.expect(",")?;
                let c = self.ssa()?;
                let position = self.position()?;
                self.expect(":")?;
                let t = self.ty()?;
                let et = aggregate_element(&t, &position)?;
                let spec = OpSpec::new(name, loc)
                    .results([t.clone()])
                    .attr("position", Attribute::dense_i64(position));
                (spec, vec![(c, t), (v, et)])
            }
            "llvm.extractvalue" => {
                let c = self.ssa()?;
                let position = self.position()?;
                self.expect(":")?;
                let t = self.ty()?;
                let et = aggregate_element(&t, &position)?;
                let spec = OpSpec::new(name, loc)
                    .results([et])
                    .attr("position", Attribute::dense_i64(position));
                (spec, vec![(c, t)])
            }
            "llvm.getelementptr" => self.gep(loc)?,
            "llvm.load" => {
                let p = self.ssa()?;
                let alignment = self.alignment()?;
                self.expect(":")?;
                let pt = self.ty()?;
                self.expect("->")?;
                let t = self.ty()?;
                if !matches!(pt, Type::Ptr { .. }) || matches!(t, Type::Void) {
                    return None;
                }
                let mut spec = OpSpec::new(name, loc).results([t]);
                if let Some(a) = alignment {
                    spec = spec.attr("alignment", a);
                }
                let spec = spec.attr("ordering", self.defaults.ordering_none.clone());
                (spec, vec![(p, pt)])
            }
            "llvm.store" => {
                let (v, p) = self.two()?;
                let alignment = self.alignment()?;
                self.expect(":")?;
                let t = self.ty()?;
                self.expect(",")?;
                let pt = self.ty()?;
                if !matches!(pt, Type::Ptr { .. }) || matches!(t, Type::Void) {
                    return None;
                }
                let mut spec = OpSpec::new(name, loc);
                if let Some(a) = alignment {
                    spec = spec.attr("alignment", a);
                }
                let spec = spec.attr("ordering", self.defaults.ordering_none.clone());
                (spec, vec![(v, t), (p, pt)])
            }
            "llvm.call" => return self.call(block, loc, result),
            "llvm.extractelement" | "llvm.insertelement" => {
                let insert = name == "llvm.insertelement";
                let value = if insert {
                    let v = self.ssa()?;
                    self.expect(",")?;
                    Some(v)
                } else {
                    None
                };
                let vector = self.ssa()?;
                self.expect("[")?;
                let index = self.ssa()?;
                self.expect(":")?;
                let it = self.ty()?;
                self.expect("]")?;
                self.expect(":")?;
                let vt = self.ty()?;
                let Type::Vector { elem, .. } = &vt else { return None };
                it.int_width()?;
                let et = (**elem).clone();
                match value {
                    Some(v) => (
                        OpSpec::new(name, loc).results([vt.clone()]),
                        vec![(vector, vt), (v, et), (index, it)],
                    ),
                    None => (OpSpec::new(name, loc).results([et]), vec![(vector, vt), (index, it)]),
                }
            }
            "llvm.shufflevector" => {
                let (a, b) = self.two()?;
                let mask = self.position()?;
                self.expect(":")?;
                let vt = self.ty()?;
                let Type::Vector { shape, elem, .. } = &vt else { return None };
                let n = shape[0] as i64;
                if mask.iter().any(|&i| i < -1 || i >= 2 * n) {
                    return None;
                }
                let rt = Type::Vector {
                    shape: vec![mask.len() as u64],
                    scalable: vec![false],
                    elem: elem.clone(),
                };
                let spec =
                    OpSpec::new(name, loc).results([rt]).attr("mask", Attribute::dense_i32(mask));
                (spec, vec![(a, vt.clone()), (b, vt)])
            }
            "llvm.mlir.addressof" => {
                let symbol = &self.sigil_name(b'@')?[1..];
                self.expect(":")?;
                let t = self.ty()?;
                if t != Type::ptr() {
                    return None;
                }
                let spec = OpSpec::new(name, loc)
                    .results([t])
                    .attr("global_name", Attribute::SymbolRef(vec![symbol.to_string()]));
                let op = self.push(block, result, spec, vec![])?;
                self.addresses.push((op, symbol));
                return Some(());
            }
            "llvm.alloca" => {
                let n = self.ssa()?;
                if !self.eat_kw("x") {
                    return None;
                }
                let elem = self.ty()?;
                let alignment = self.alignment()?;
                self.expect(":")?;
                self.expect("(")?;
                let nt = self.ty()?;
                self.expect(")")?;
                self.expect("->")?;
                let pt = self.ty()?;
                if nt.int_width().is_none() || pt != Type::ptr() || matches!(elem, Type::Void) {
                    return None;
                }
                let mut spec = OpSpec::new(name, loc).results([pt]);
                if let Some(a) = alignment {
                    spec = spec.attr("alignment", a);
                }
                (spec.attr("elem_type", Attribute::Type(Type::shared(elem))), vec![(n, nt)])
            }
            "llvm.br" => {
                let (target, uses) = self.successor()?;
                let spec = OpSpec::new(name, loc).successors([target]);
                (spec, uses)
            }
            "llvm.cond_br" => {
                let c = self.ssa()?;
                self.expect(",")?;
                let (t, mut uses) = self.successor()?;
                self.expect(",")?;
                let (f, fuses) = self.successor()?;
                let sizes = vec![1, uses.len() as i64, fuses.len() as i64];
                uses.extend(fuses);
                uses.insert(0, (c, Type::i1()));
                let spec = OpSpec::new(name, loc)
                    .successors([t, f])
                    .attr("operandSegmentSizes", Attribute::dense_i32(sizes));
                (spec, uses)
            }
            "llvm.switch" => self.switch(loc)?,
            "llvm.return" => {
                let uses = if self.peek() == Some(b'%') {
                    let v = self.ssa()?;
                    self.expect(":")?;
                    vec![(v, self.ty()?)]
                } else {
                    vec![]
                };
                let ok = match &self.ret {
                    Type::Void => uses.is_empty(),
                    t => uses.len() == 1 && uses[0].1 == *t,
                };
                if !ok {
                    return None;
                }
                (OpSpec::new(name, loc), uses)
            }
            "llvm.unreachable" => (OpSpec::new(name, loc), vec![]),
            _ => {
                let &(_, class) = INTRINSICS.iter().find(|(n, _)| *n == name)?;
                self.intrinsic(name, class, loc)?
            }
        };
        self.push(block, result, spec, uses)?;
        Some(())
    }

    /// `%a, %b`.
    fn two(&mut self) -> Option<(&'t str, &'t str)> {
        let a = self.ssa()?;
        self.expect(",")?;
        Some((a, self.ssa()?))
    }

    /// `{fastmathFlags = #llvm.fastmath<...>}` or nothing (no flags).
    fn fastmath(&mut self) -> Option<Attribute> {
        if self.peek() != Some(b'{') {
            return Some(self.defaults.fastmath_none.clone());
        }
        self.expect("{")?;
        if !self.eat_kw("fastmathFlags") {
            return None;
        }
        self.expect("=")?;
        self.expect("#llvm.fastmath<")?;
        let mut cases = Vec::new();
        // Only MLIR's own spelling: flags in its order, `fast` for all of them.
        let mut next = 0;
        loop {
            let flag = self.ident()?;
            if flag == "fast" && cases.is_empty() {
                cases.push(flag);
                next = FASTMATH.len();
            } else {
                let i = FASTMATH.iter().position(|&f| f == flag)?;
                if i < next {
                    return None;
                }
                next = i + 1;
                cases.push(flag);
            }
            if self.eat(">") {
                break;
            }
            self.expect(",")?;
        }
        self.expect("}")?;
        if cases.len() == FASTMATH.len() || cases.len() > 1 && cases[0] == "fast" {
            return None;
        }
        let cases = cases.into_iter().map(String::from).collect();
        Some(Attribute::Enum { kind: "llvm.fastmath".into(), cases })
    }

    /// `{alignment = N : i64}` (a power of two) or nothing.
    fn alignment(&mut self) -> Option<Option<Attribute>> {
        if self.peek() != Some(b'{') {
            return Some(None);
        }
        self.expect("{")?;
        if !self.eat_kw("alignment") {
            return None;
        }
        self.expect("=")?;
        let n = self.int()?;
        self.expect(":")?;
        if !self.eat_kw("i64") || !self.eat("}") || n <= 0 || n.count_ones() != 1 {
            return None;
        }
        Some(Some(Attribute::i64(n)))
    }

    /// `llvm.intr.NAME(%a, ...) [{fastmathFlags = ...}] : (T, ...) -> T`.
    fn intrinsic(
        &mut self,
        name: &str,
        class: Intrinsic,
        loc: Location,
    ) -> Option<(OpSpec, Vec<Use<'t>>)> {
        let (arity, float) = match class {
            Intrinsic::Float(n) => (n, true),
            Intrinsic::Int(n) => (n, false),
        };
        self.expect("(")?;
        let mut names = Vec::new();
        for i in 0..arity {
            if i > 0 {
                self.expect(",")?;
            }
            names.push(self.ssa()?);
        }
        self.expect(")")?;
        let fastmath = if float { Some(self.fastmath()?) } else { None };
        self.expect(":")?;
        self.expect("(")?;
        let mut uses = Vec::new();
        for (i, n) in names.into_iter().enumerate() {
            if i > 0 {
                self.expect(",")?;
            }
            uses.push((n, self.ty()?));
        }
        self.expect(")")?;
        self.expect("->")?;
        let t = self.ty()?;
        let class_ok = if float { is_float_like(&t) } else { is_int_like(&t) };
        if !class_ok || uses.iter().any(|(_, u)| *u != t) {
            return None;
        }
        let mut spec = OpSpec::new(name, loc).results([t]);
        if let Some(fastmath) = fastmath {
            spec = spec.attr("fastmathFlags", fastmath);
        }
        Some((spec, uses))
    }

    /// `"llvm.intr.memcpy"(%dst, %src, %len) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, iN)
    /// -> ()` (and `memmove`), the generic form MLIR prints them in.
    fn generic_memory_intrinsic(
        &mut self,
        name: &'t str,
        loc: Location,
    ) -> Option<(OpSpec, Vec<Use<'t>>)> {
        if !matches!(name, "llvm.intr.memcpy" | "llvm.intr.memmove") {
            return None;
        }
        self.expect("(")?;
        let dst = self.ssa()?;
        self.expect(",")?;
        let (src, len) = self.two()?;
        self.expect(")")?;
        self.expect("<{")?;
        if !self.eat_kw("isVolatile") {
            return None;
        }
        self.expect("=")?;
        let volatile = if self.eat_kw("false") {
            false
        } else if self.eat_kw("true") {
            true
        } else {
            return None;
        };
        self.expect("}>")?;
        self.expect(":")?;
        self.expect("(")?;
        let (dt, st) = (self.ty()?, {
            self.expect(",")?;
            self.ty()?
        });
        self.expect(",")?;
        let lt = self.ty()?;
        self.expect(")")?;
        self.expect("->")?;
        self.expect("(")?;
        self.expect(")")?;
        if !matches!(dt, Type::Ptr { .. }) || !matches!(st, Type::Ptr { .. }) {
            return None;
        }
        lt.int_width()?;
        let spec = OpSpec::new(name, loc).attr("isVolatile", Attribute::Bool(volatile));
        Some((spec, vec![(dst, dt), (src, st), (len, lt)]))
    }

    /// `overflow<nsw, nuw>` or nothing.
    fn overflow_flags(&mut self) -> Option<i64> {
        if !self.eat_kw("overflow") {
            return Some(0);
        }
        self.expect("<")?;
        let mut flags = 0;
        loop {
            flags |= match self.ident()? {
                "nsw" => 1,
                "nuw" => 2,
                _ => return None,
            };
            if self.eat(">") {
                return Some(flags);
            }
            self.expect(",")?;
        }
    }

    /// `[i, j, ...]` of an insertvalue or extractvalue.
    fn position(&mut self) -> Option<Vec<i64>> {
        self.expect("[")?;
        let mut position = Vec::new();
        loop {
            position.push(self.int()?);
            if self.eat("]") {
                return Some(position);
            }
            self.expect(",")?;
        }
    }

    /// `^bb(%a, %b : T, U)` or `^bb`.
    fn successor(&mut self) -> Option<(BlockId, Vec<Use<'t>>)> {
        let name = self.sigil_name(b'^')?;
        let block = self.block_ref(name);
        let mut uses = Vec::new();
        if self.eat("(") {
            let mut names = Vec::new();
            loop {
                names.push(self.ssa()?);
                if self.eat(":") {
                    break;
                }
                self.expect(",")?;
            }
            for (i, n) in names.into_iter().enumerate() {
                if i > 0 {
                    self.expect(",")?;
                }
                uses.push((n, self.ty()?));
            }
            self.expect(")")?;
        }
        Some((block, uses))
    }

    /// `llvm.getelementptr [flags] %base[indices] : (base type, index types) -> ptr, elem`.
    fn gep(&mut self, loc: Location) -> Option<(OpSpec, Vec<Use<'t>>)> {
        let mut flags = 0;
        if self.peek() != Some(b'%') {
            loop {
                let word = self.ident()?;
                flags |= GEP_FLAGS.iter().find(|(w, _)| *w == word)?.1;
                if !self.eat("|") {
                    break;
                }
            }
        }
        let base = self.ssa()?;
        self.expect("[")?;
        let mut raw = Vec::new();
        let mut dynamic = Vec::new();
        loop {
            if self.peek() == Some(b'%') {
                dynamic.push(self.ssa()?);
                raw.push(DYNAMIC_INDEX);
            } else {
                let i = self.int()?;
                if i32::try_from(i).is_err() || i == DYNAMIC_INDEX {
                    return None;
                }
                raw.push(i);
            }
            if self.eat("]") {
                break;
            }
            self.expect(",")?;
        }
        self.expect(":")?;
        self.expect("(")?;
        let base_ty = self.ty()?;
        let mut uses = vec![(base, base_ty.clone())];
        for name in dynamic {
            self.expect(",")?;
            let t = self.ty()?;
            if !matches!(t, Type::Int { .. }) {
                return None;
            }
            uses.push((name, t));
        }
        self.expect(")")?;
        self.expect("->")?;
        let result = self.ty()?;
        self.expect(",")?;
        let elem = self.ty()?;
        if !matches!(base_ty, Type::Ptr { .. }) || result != base_ty {
            return None;
        }
        // Indices after the first step into the element type; structs need constant indices.
        let mut t = &elem;
        for &i in &raw[1..] {
            t = match t {
                Type::Struct { body: Some(body), .. } => {
                    body.get(usize::try_from(i).ok().filter(|_| i != DYNAMIC_INDEX)?)?
                }
                Type::Array { elem, .. } | Type::Vector { elem, .. } => elem,
                _ => return None,
            };
        }
        if matches!(elem, Type::Void) {
            return None;
        }
        let spec = OpSpec::new("llvm.getelementptr", loc)
            .results([result])
            .attr("rawConstantIndices", Attribute::dense_i32(raw))
            .attr("elem_type", Attribute::Type(Type::shared(elem)))
            .attr("noWrapFlags", Attribute::int(flags, Type::int(32)));
        Some((spec, uses))
    }

    /// `llvm.switch %v : T, ^default(...) [ N: ^bb(...), ... ]`.
    fn switch(&mut self, loc: Location) -> Option<(OpSpec, Vec<Use<'t>>)> {
        let v = self.ssa()?;
        self.expect(":")?;
        let t = self.ty()?;
        let width = t.int_width().filter(|w| (2..=64).contains(w))?;
        self.expect(",")?;
        let (default, mut uses) = self.successor()?;
        let default_len = uses.len() as i64;
        let mut successors = vec![default];
        let (mut values, mut segments) = (Vec::new(), Vec::new());
        self.expect("[")?;
        if !self.eat("]") {
            loop {
                let value = self.int()?;
                self.expect(":")?;
                let (target, case_uses) = self.successor()?;
                values.push(value);
                segments.push(case_uses.len() as i64);
                successors.push(target);
                uses.extend(case_uses);
                if self.eat("]") {
                    break;
                }
                self.expect(",")?;
            }
        }
        // Case values as MLIR prints them (signed, in range) and distinct; no branch weights.
        let (min, max) = signed_range(width);
        let mut sorted = values.clone();
        sorted.sort_unstable();
        sorted.dedup();
        if sorted.len() != values.len()
            || values.iter().any(|v| !(min..=max).contains(v))
            || self.peek() == Some(b'{')
        {
            return None;
        }
        let cases_len: i64 = segments.iter().sum();
        uses.insert(0, (v, t.clone()));
        let mut spec = OpSpec::new("llvm.switch", loc).successors(successors);
        if !values.is_empty() {
            let ty = Type::Vector {
                shape: vec![values.len() as u64],
                scalable: vec![false],
                elem: Arc::new(t),
            };
            let splat = values.len() == 1;
            let values = DenseValues::Int(values);
            spec = spec.attr(
                "case_values",
                Attribute::DenseElements { ty: Type::shared(ty), splat, values },
            );
        }
        let spec = spec
            .attr("case_operand_segments", Attribute::dense_i32(segments))
            .attr("operandSegmentSizes", Attribute::dense_i32(vec![1, default_len, cases_len]));
        Some((spec, uses))
    }

    /// `llvm.call @f(%a, ...) : (T, ...) -> R` (or `-> ()`).
    fn call(&mut self, block: BlockId, loc: Location, result: Option<&'t str>) -> Option<()> {
        // `llvm.call %f(%a, ...) : !llvm.ptr, (T, ...) -> R`: an indirect call.
        let pointer = if self.peek() == Some(b'%') { Some(self.ssa()?) } else { None };
        let callee = match pointer {
            Some(_) => "",
            None => &self.sigil_name(b'@')?[1..],
        };
        self.expect("(")?;
        let mut names = Vec::new();
        if !self.eat(")") {
            loop {
                names.push(self.ssa()?);
                if self.eat(")") {
                    break;
                }
                self.expect(",")?;
            }
        }
        let var_callee_type = if pointer.is_none() && self.eat_kw("vararg") {
            self.expect("(")?;
            let t = self.any_ty()?;
            self.expect(")")?;
            Some(t)
        } else {
            None
        };
        self.expect(":")?;
        let mut uses = Vec::new();
        if let Some(p) = pointer {
            let t = self.ty()?;
            if t != Type::ptr() {
                return None;
            }
            uses.push((p, t));
            self.expect(",")?;
        }
        self.expect("(")?;
        for (i, n) in names.into_iter().enumerate() {
            if i > 0 {
                self.expect(",")?;
            }
            let t = self.ty()?;
            uses.push((n, t));
        }
        self.expect(")")?;
        self.expect("->")?;
        let results = if self.eat("(") {
            self.expect(")")?;
            vec![]
        } else {
            let t = self.ty()?;
            if matches!(t, Type::Void) {
                return None;
            }
            vec![t]
        };
        let n = uses.len() as i64;
        let mut spec = OpSpec::new("llvm.call", loc).results(results);
        if let Some(t) = var_callee_type {
            spec = spec.attr("var_callee_type", Attribute::Type(Type::shared(t)));
        }
        if pointer.is_none() {
            spec = spec.attr("callee", Attribute::SymbolRef(vec![callee.to_string()]));
        }
        let spec = spec
            .attr("fastmathFlags", self.defaults.fastmath_none.clone())
            .attr("CConv", self.defaults.cconv_c.clone())
            .attr("TailCallKind", self.defaults.tail_none.clone())
            .attr("op_bundle_sizes", Attribute::dense_i32(vec![]))
            .attr("operandSegmentSizes", Attribute::dense_i32(vec![n, 0]));
        let op = self.push(block, result, spec, uses)?;
        if pointer.is_none() {
            self.calls.push((op, callee));
        }
        Some(())
    }
}

fn is_terminator(name: &str) -> bool {
    matches!(name, "llvm.br" | "llvm.cond_br" | "llvm.switch" | "llvm.return" | "llvm.unreachable")
}

/// Each successor of a branch with the operands passed to it.
fn successor_operands(op: &crate::ir::Operation) -> Vec<(BlockId, &[Value])> {
    match op.name.as_str() {
        "llvm.br" => vec![(op.successors[0], &op.operands[..])],
        "llvm.cond_br" => {
            let Some(Attribute::DenseArray { values: DenseValues::Int(sizes), .. }) =
                op.attr("operandSegmentSizes")
            else {
                return Vec::new();
            };
            let t = sizes[1] as usize;
            vec![
                (op.successors[0], &op.operands[1..1 + t]),
                (op.successors[1], &op.operands[1 + t..]),
            ]
        }
        "llvm.switch" => {
            let ints = |name| match op.attr(name) {
                Some(Attribute::DenseArray { values: DenseValues::Int(v), .. }) => v.clone(),
                _ => Vec::new(),
            };
            let (sizes, segments) = (ints("operandSegmentSizes"), ints("case_operand_segments"));
            let mut at = 1 + sizes.get(1).copied().unwrap_or(0) as usize;
            let mut out = vec![(op.successors[0], &op.operands[1..at])];
            for (&s, &n) in op.successors[1..].iter().zip(&segments) {
                out.push((s, &op.operands[at..at + n as usize]));
                at += n as usize;
            }
            out
        }
        _ => Vec::new(),
    }
}

/// Whether block `a` dominates block `b`, by the immediate dominators [`dominators`] gives.
pub(crate) fn dominates(idom: &[usize], a: usize, mut b: usize) -> bool {
    loop {
        if a == b {
            return true;
        }
        if b == 0 {
            return false;
        }
        b = idom[b];
    }
}

/// Immediate dominators of a CFG given as successor lists (block 0 is the entry), or `None` if
/// some block is unreachable. Cooper, Harvey and Kennedy's iterative algorithm.
pub(crate) fn dominators(succs: &[Vec<usize>]) -> Option<Vec<usize>> {
    let n = succs.len();
    // Reverse post-order by an explicit depth-first search.
    let mut order = Vec::with_capacity(n);
    let mut seen = vec![false; n];
    let mut stack = vec![(0usize, 0usize)];
    seen[0] = true;
    while let Some((b, i)) = stack.pop() {
        if let Some(&s) = succs[b].get(i) {
            stack.push((b, i + 1));
            if !seen[s] {
                seen[s] = true;
                stack.push((s, 0));
            }
        } else {
            order.push(b);
        }
    }
    if order.len() != n {
        return None;
    }
    order.reverse();
    let mut rpo = vec![0; n];
    for (i, &b) in order.iter().enumerate() {
        rpo[b] = i;
    }
    let mut preds = vec![Vec::new(); n];
    for (b, ss) in succs.iter().enumerate() {
        for &s in ss {
            preds[s].push(b);
        }
    }
    const UNDEF: usize = usize::MAX;
    let mut idom = vec![UNDEF; n];
    idom[0] = 0;
    let mut changed = true;
    while changed {
        changed = false;
        for &b in &order[1..] {
            let mut new = UNDEF;
            for &p in &preds[b] {
                if idom[p] == UNDEF {
                    continue;
                }
                new = if new == UNDEF {
                    p
                } else {
                    let (mut x, mut y) = (p, new);
                    while x != y {
                        while rpo[x] > rpo[y] {
                            x = idom[x];
                        }
                        while rpo[y] > rpo[x] {
                            y = idom[y];
                        }
                    }
                    x
                };
            }
            if idom[b] != new {
                idom[b] = new;
                changed = true;
            }
        }
    }
    Some(idom)
}

/// Width in bits of an integer or float, or of a vector of them.
fn total_bits(t: &Type) -> Option<u64> {
    let bits = scalar_bits(t.scalar())? as u64;
    Some(bits * lanes(t).unwrap_or(1))
}

/// Whether a cast from `from` to `to` is one MLIR's verifier (and LLVM) accepts.
fn valid_cast(name: &str, from: &Type, to: &Type) -> bool {
    if lanes(from) != lanes(to) && name != "llvm.bitcast" {
        return false;
    }
    let (f, t) = (from.scalar(), to.scalar());
    match name {
        "llvm.sext" | "llvm.zext" => {
            matches!((f.int_width(), t.int_width()), (Some(a), Some(b)) if a < b)
        }
        "llvm.trunc" => matches!((f.int_width(), t.int_width()), (Some(a), Some(b)) if a > b),
        "llvm.sitofp" | "llvm.uitofp" => f.int_width().is_some() && t.is_float(),
        "llvm.fptosi" | "llvm.fptoui" => f.is_float() && t.int_width().is_some(),
        "llvm.fpext" | "llvm.fptrunc" => {
            let (Type::Float(a), Type::Float(b)) = (f, t) else { return false };
            let ok_pair = !matches!(
                (a, b),
                (FloatKind::F16, FloatKind::BF16) | (FloatKind::BF16, FloatKind::F16)
            );
            ok_pair
                && if name == "llvm.fpext" { a.width() < b.width() } else { a.width() > b.width() }
        }
        "llvm.bitcast" => match (from, to) {
            (Type::Ptr { addr_space: a }, Type::Ptr { addr_space: b }) => a == b,
            _ => matches!((total_bits(from), total_bits(to)), (Some(a), Some(b)) if a == b),
        },
        "llvm.ptrtoint" => matches!(from, Type::Ptr { .. }) && to.int_width().is_some(),
        "llvm.inttoptr" => from.int_width().is_some() && matches!(to, Type::Ptr { .. }),
        _ => false,
    }
}
