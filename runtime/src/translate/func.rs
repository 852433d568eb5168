//! `llvm.func`: declarations (linkage, calling convention, attributes) and bodies (blocks in
//! reverse post-order, PHIs for block arguments, terminators and edge splitting).

use super::{
    alignment_attr, flag_attr, global_value_attrs, int_attr, linkage_of, op_error, sym_name,
    Symbol, Translator,
};
use crate::error::Result;
use crate::ir::{self, Attribute, BlockId, OpId, RegionId, Type, Value};
use inkwell::attributes::{Attribute as LlvmAttribute, AttributeLoc};
use inkwell::basic_block::BasicBlock;
use inkwell::types::AnyType;
use inkwell::values::{
    BasicMetadataValueEnum, BasicValue, BasicValueEnum, FunctionValue, PhiValue,
};
use rustc_hash::{FxHashMap, FxHashSet};

/// Enum (valueless) attributes accepted on parameters and results.
const PARAM_ENUM_ATTRS: &[&str] = &[
    "allocalign",
    "allocptr",
    "dead_on_unwind",
    "immarg",
    "inreg",
    "nest",
    "noalias",
    "nofree",
    "nonnull",
    "noundef",
    "readnone",
    "readonly",
    "returned",
    "signext",
    "swiftasync",
    "swifterror",
    "swiftself",
    "writable",
    "writeonly",
    "zeroext",
];

/// Type attributes (`llvm.byval = T`).
const PARAM_TYPE_ATTRS: &[&str] =
    &["byref", "byval", "elementtype", "inalloca", "preallocated", "sret"];

/// Enum attributes accepted on functions (`passthrough`).
const FN_ENUM_ATTRS: &[&str] = &[
    "alwaysinline",
    "builtin",
    "cold",
    "convergent",
    "disable_sanitizer_instrumentation",
    "fn_ret_thunk_extern",
    "hot",
    "inlinehint",
    "jumptable",
    "minsize",
    "mustprogress",
    "naked",
    "nobuiltin",
    "nocallback",
    "nocf_check",
    "noduplicate",
    "nofree",
    "noimplicitfloat",
    "noinline",
    "nomerge",
    "nonlazybind",
    "noprofile",
    "norecurse",
    "noredzone",
    "noreturn",
    "nosanitize_bounds",
    "nosanitize_coverage",
    "nosync",
    "nounwind",
    "null_pointer_is_valid",
    "optdebug",
    "optforfuzzing",
    "optnone",
    "optsize",
    "presplitcoroutine",
    "returns_twice",
    "safestack",
    "sanitize_address",
    "sanitize_hwaddress",
    "sanitize_memory",
    "sanitize_memtag",
    "sanitize_thread",
    "shadowcallstack",
    "skipprofile",
    "speculatable",
    "speculative_load_hardening",
    "ssp",
    "sspreq",
    "sspstrong",
    "strictfp",
    "willreturn",
];

/// `llvm.func` attributes handled by [`Translator::declare_function`] or deliberately dropped
/// (pure optimization hints the C API cannot express).
const FN_KNOWN_ATTRS: &[&str] = &[
    "sym_name",
    "sym_visibility",
    "function_type",
    "linkage",
    "CConv",
    "arg_attrs",
    "res_attrs",
    "visibility_",
    "unnamed_addr",
    "dso_local",
    "passthrough",
    "section",
    "alignment",
    "garbageCollector",
    "personality",
    "memory_effects",
    "function_entry_count",
    "vscale_range",
    "target_cpu",
    "tune_cpu",
    "target_features",
    "frame_pointer",
    "uwtable_kind",
    "no_inline",
    "always_inline",
    "inline_hint",
    "no_unwind",
    "will_return",
    "optimize_none",
    "convergent",
    "no_infs_fp_math",
    "no_nans_fp_math",
    "no_signed_zeros_fp_math",
    "denormal_fp_math",
    "denormal_fp_math_f32",
    "fp_contract",
    "instrument_function_entry",
    "instrument_function_exit",
    "prefer_vector_width",
    "reciprocal_estimates",
];

/// Calling convention numbers by MLIR name.
pub(super) fn calling_convention(name: &str) -> Option<u32> {
    Some(match name {
        "ccc" => 0,
        "fastcc" => 8,
        "coldcc" => 9,
        "cc_10" => 10,
        "cc_11" => 11,
        "anyregcc" => 13,
        "preserve_mostcc" => 14,
        "preserve_allcc" => 15,
        "swiftcc" => 16,
        "cxx_fast_tlscc" => 17,
        "tailcc" => 18,
        "cfguard_checkcc" => 19,
        "swifttailcc" => 20,
        "x86_stdcallcc" => 64,
        "x86_fastcallcc" => 65,
        "arm_apcscc" => 66,
        "arm_aapcscc" => 67,
        "arm_aapcs_vfpcc" => 68,
        "msp430_intrcc" => 69,
        "x86_thiscallcc" => 70,
        "ptx_kernelcc" => 71,
        "ptx_devicecc" => 72,
        "spir_funccc" => 75,
        "spir_kernelcc" => 76,
        "intel_ocl_bicc" => 77,
        "x86_64_sysvcc" => 78,
        "win64cc" => 79,
        "x86_vectorcallcc" => 80,
        "x86_intrcc" => 83,
        "x86_regcallcc" => 92,
        _ => return None,
    })
}

/// The calling convention of an op's `CConv` attribute (C when absent).
pub(super) fn cconv_of(op: &ir::Operation) -> Result<u32> {
    match op.attr("CConv") {
        None => Ok(0),
        Some(a) => match a.enum_cases("llvm.cconv") {
            Some([c]) => calling_convention(c)
                .ok_or_else(|| op_error(op, format!("unsupported calling convention '{c}'"))),
            _ => Err(op_error(op, format!("unsupported calling convention {a}"))),
        },
    }
}

/// The text between `<` and `>` of an enum-like attribute (`#llvm.framePointerKind<all>`).
fn enum_payload(a: &Attribute) -> Option<String> {
    match a {
        Attribute::Enum { cases, .. } if cases.len() == 1 => Some(cases[0].clone()),
        Attribute::Opaque(t) => {
            let inner = t.split_once('<')?.1.strip_suffix('>')?;
            Some(inner.trim().trim_matches('"').to_string())
        }
        _ => None,
    }
}

/// A control-flow edge whose target's PHIs receive `args` from `from`.
pub(super) struct Edge<'ctx> {
    from: BasicBlock<'ctx>,
    to: BlockId,
    args: Vec<Value>,
    /// The terminator (for error locations).
    op: OpId,
}

/// State of one function body (or of one initializer region in constant mode).
pub(super) struct Body<'ctx> {
    pub(super) func: FunctionValue<'ctx>,
    pub(super) values: FxHashMap<Value, BasicValueEnum<'ctx>>,
    blocks: FxHashMap<BlockId, BasicBlock<'ctx>>,
    phis: FxHashMap<BlockId, Vec<PhiValue<'ctx>>>,
    edges: Vec<Edge<'ctx>>,
    /// Initializer regions: every result must be a constant, and `llvm.return` stores here.
    pub(super) constant: bool,
    pub(super) returned: Option<BasicValueEnum<'ctx>>,
}

impl<'ctx> Body<'ctx> {
    fn new(func: FunctionValue<'ctx>) -> Self {
        Body {
            func,
            values: FxHashMap::default(),
            blocks: FxHashMap::default(),
            phis: FxHashMap::default(),
            edges: Vec::new(),
            constant: false,
            returned: None,
        }
    }

    /// A body evaluating an initializer region inside the scratch function.
    pub(super) fn constant(scratch: FunctionValue<'ctx>) -> Self {
        Body { constant: true, ..Body::new(scratch) }
    }
}

/// Successors of a block (those of its terminator).
fn successors(m: &ir::Module, b: BlockId) -> &[BlockId] {
    m.block(b).ops.last().map_or(&[], |&t| m.op(t).successors.as_slice())
}

/// Blocks reachable from the entry, in reverse post-order (dominators before dominated).
fn reverse_post_order(m: &ir::Module, region: RegionId) -> Vec<BlockId> {
    let Some(&entry) = m.region(region).blocks.first() else { return Vec::new() };
    let mut seen = FxHashSet::default();
    let mut post = Vec::new();
    let mut stack = vec![(entry, 0usize)];
    seen.insert(entry);
    while let Some((b, i)) = stack.last_mut() {
        let succ = successors(m, *b);
        if *i < succ.len() {
            let s = succ[*i];
            *i += 1;
            if seen.insert(s) {
                stack.push((s, 0));
            }
        } else {
            post.push(*b);
            stack.pop();
        }
    }
    post.reverse();
    post
}

impl<'ctx> Translator<'_, 'ctx> {
    pub(super) fn declare_function(&mut self, id: OpId) -> Result<()> {
        let op = self.m.op(id);
        let name = sym_name(op)?;
        let fty = match op.attr("function_type").and_then(Attribute::as_type) {
            Some(t @ Type::LlvmFunc { .. }) => t,
            _ => return Err(op_error(op, "missing or invalid 'function_type'")),
        };
        let Type::LlvmFunc { params, .. } = fty else { unreachable!() };
        let nparams = params.len();
        let lty = self.function_type(fty).map_err(|e| op_error(op, e))?;
        let f = self.module.add_function(name, lty, None);
        self.add_symbol(op, name, Symbol::Function(f))?;
        f.set_linkage(linkage_of(op)?);
        f.set_call_conventions(cconv_of(op)?);
        global_value_attrs(op, f.as_global_value())?;
        if let Some(a) = alignment_attr(op, "alignment")? {
            f.as_global_value().set_alignment(a);
        }
        // Names with a dialect prefix are discardable attributes (`llvm.emit_c_interface`...).
        for (key, _) in &op.attributes {
            if !FN_KNOWN_ATTRS.contains(&key.as_str()) && !key.contains('.') {
                return Err(op_error(op, format!("unsupported function attribute '{key}'")));
            }
        }
        // Argument and result attributes.
        if let Some(attrs) = op.attr("arg_attrs") {
            let Attribute::Array(dicts) = attrs else {
                return Err(op_error(op, "'arg_attrs' must be an array"));
            };
            if dicts.len() != nparams {
                return Err(op_error(op, "'arg_attrs' does not match the parameters"));
            }
            for (i, d) in dicts.iter().enumerate() {
                for a in self.param_attributes(d).map_err(|e| op_error(op, e))? {
                    f.add_attribute(AttributeLoc::Param(i as u32), a);
                }
            }
        }
        if let Some(Attribute::Array(dicts)) = op.attr("res_attrs") {
            for d in dicts {
                for a in self.param_attributes(d).map_err(|e| op_error(op, e))? {
                    f.add_attribute(AttributeLoc::Return, a);
                }
            }
        }
        for a in self.function_attributes(op)? {
            f.add_attribute(AttributeLoc::Function, a);
        }
        if let Some(gc) = op.attr("garbageCollector") {
            f.set_gc(
                gc.as_str().ok_or_else(|| op_error(op, "'garbageCollector' must be a string"))?,
            );
        }
        Ok(())
    }

    fn enum_attribute(&self, name: &str, value: u64) -> Result<LlvmAttribute, String> {
        let kind = LlvmAttribute::get_named_enum_kind_id(name);
        if kind == 0 {
            return Err(format!("unknown LLVM attribute '{name}'"));
        }
        Ok(self.cx.create_enum_attribute(kind, value))
    }

    /// Parameter or result attributes from one `{llvm.noalias, llvm.align = 8 : i64, ...}`.
    pub(super) fn param_attributes(
        &mut self,
        dict: &Attribute,
    ) -> Result<Vec<LlvmAttribute>, String> {
        let Attribute::Dict(entries) = dict else {
            return Err(format!("expected an attribute dictionary, got {dict}"));
        };
        let mut out = Vec::new();
        for (key, value) in entries {
            let Some(name) = key.strip_prefix("llvm.") else { continue };
            let attr = match (name, value) {
                ("nocapture", Attribute::Unit) => self.enum_attribute("captures", 0)?,
                (n, Attribute::Unit) if PARAM_ENUM_ATTRS.contains(&n) => {
                    self.enum_attribute(n, 0)?
                }
                ("align" | "alignstack" | "stackalignment", v) => {
                    let a = v
                        .as_int()
                        .filter(|&a| a > 0 && (a as u64).is_power_of_two() && a <= 1 << 32);
                    let a = a.ok_or_else(|| format!("invalid alignment {v}"))?;
                    let n = if name == "align" { "align" } else { "alignstack" };
                    self.enum_attribute(n, a as u64)?
                }
                ("dereferenceable" | "dereferenceable_or_null", v) => {
                    let a = v
                        .as_int()
                        .filter(|&a| a > 0)
                        .ok_or_else(|| format!("invalid {name} {v}"))?;
                    self.enum_attribute(name, a as u64)?
                }
                (n, Attribute::Type(t)) if PARAM_TYPE_ATTRS.contains(&n) => {
                    let kind = LlvmAttribute::get_named_enum_kind_id(n);
                    let t = self.basic_type(t)?;
                    self.cx.create_type_attribute(kind, t.as_any_type_enum())
                }
                _ => return Err(format!("unsupported parameter attribute '{key}'")),
            };
            out.push(attr);
        }
        Ok(out)
    }

    /// Function attributes from the op's named attributes and `passthrough`.
    fn function_attributes(&self, op: &ir::Operation) -> Result<Vec<LlvmAttribute>> {
        let cx = self.cx;
        let mut out = Vec::new();
        let string = |k: &str, v: &str| cx.create_string_attribute(k, v);
        let fail = |e: String| op_error(op, e);
        for (key, value) in &op.attributes {
            let unit = matches!(value, Attribute::Unit);
            match key.as_str() {
                "no_inline" if unit => out.push(self.enum_attribute("noinline", 0).map_err(fail)?),
                "always_inline" if unit => {
                    out.push(self.enum_attribute("alwaysinline", 0).map_err(fail)?)
                }
                "inline_hint" if unit => {
                    out.push(self.enum_attribute("inlinehint", 0).map_err(fail)?)
                }
                "no_unwind" if unit => out.push(self.enum_attribute("nounwind", 0).map_err(fail)?),
                "will_return" if unit => {
                    out.push(self.enum_attribute("willreturn", 0).map_err(fail)?)
                }
                "optimize_none" if unit => {
                    out.push(self.enum_attribute("optnone", 0).map_err(fail)?)
                }
                "convergent" if unit => {
                    out.push(self.enum_attribute("convergent", 0).map_err(fail)?)
                }
                "target_cpu"
                | "tune_cpu"
                | "denormal_fp_math"
                | "denormal_fp_math_f32"
                | "fp_contract"
                | "instrument_function_entry"
                | "instrument_function_exit"
                | "prefer_vector_width"
                | "reciprocal_estimates" => {
                    let v = value
                        .as_str()
                        .ok_or_else(|| op_error(op, format!("'{key}' must be a string")))?;
                    let k = match key.as_str() {
                        "target_cpu" => "target-cpu",
                        "tune_cpu" => "tune-cpu",
                        "denormal_fp_math" => "denormal-fp-math",
                        "denormal_fp_math_f32" => "denormal-fp-math-f32",
                        "fp_contract" => "fp-contract",
                        "instrument_function_entry" => "instrument-function-entry",
                        "instrument_function_exit" => "instrument-function-exit",
                        "prefer_vector_width" => "prefer-vector-width",
                        _ => "reciprocal-estimates",
                    };
                    out.push(string(k, v));
                }
                "no_infs_fp_math" | "no_nans_fp_math" | "no_signed_zeros_fp_math" => {
                    let v = value
                        .as_int()
                        .ok_or_else(|| op_error(op, format!("'{key}' must be a bool")))?;
                    out.push(string(&key.replace('_', "-"), if v != 0 { "true" } else { "false" }));
                }
                "frame_pointer" => {
                    let v = enum_payload(value)
                        .ok_or_else(|| op_error(op, format!("unsupported {value}")))?;
                    out.push(string("frame-pointer", &v));
                }
                "target_features" => {
                    let text = value.to_string();
                    let mut features = Vec::new();
                    for part in text.split('"').skip(1).step_by(2) {
                        features.push(part.to_string());
                    }
                    if !features.is_empty() {
                        out.push(string("target-features", &features.join(",")));
                    }
                }
                "uwtable_kind" => {
                    let v = match enum_payload(value).as_deref() {
                        Some("none") => continue,
                        Some("sync") => 1,
                        Some("async") => 2,
                        _ => return Err(op_error(op, format!("unsupported {value}"))),
                    };
                    out.push(self.enum_attribute("uwtable", v).map_err(fail)?);
                }
                "passthrough" => {
                    let Attribute::Array(items) = value else {
                        return Err(op_error(op, "'passthrough' must be an array"));
                    };
                    for item in items {
                        out.push(self.passthrough(op, item)?);
                    }
                }
                _ => {}
            }
        }
        Ok(out)
    }

    fn passthrough(&self, op: &ir::Operation, item: &Attribute) -> Result<LlvmAttribute> {
        let (key, value) = match item {
            Attribute::String(k) => (k.as_str(), None),
            Attribute::Array(kv) => match kv.as_slice() {
                [Attribute::String(k), Attribute::String(v)] => (k.as_str(), Some(v.as_str())),
                _ => return Err(op_error(op, format!("invalid passthrough entry {item}"))),
            },
            _ => return Err(op_error(op, format!("invalid passthrough entry {item}"))),
        };
        let kind = LlvmAttribute::get_named_enum_kind_id(key);
        if kind == 0 {
            return Ok(self.cx.create_string_attribute(key, value.unwrap_or("")));
        }
        match (key, value) {
            (k, None) if FN_ENUM_ATTRS.contains(&k) => Ok(self.cx.create_enum_attribute(kind, 0)),
            ("uwtable", None) => Ok(self.cx.create_enum_attribute(kind, 2)),
            ("alignstack" | "uwtable", Some(v)) => {
                let n: u64 = v
                    .parse()
                    .ok()
                    .filter(|&n: &u64| {
                        key == "uwtable" && n <= 2 || n.is_power_of_two() && n <= 1 << 32
                    })
                    .ok_or_else(|| op_error(op, format!("invalid value '{v}' for '{key}'")))?;
                Ok(self.cx.create_enum_attribute(kind, n))
            }
            _ => Err(op_error(op, format!("unsupported passthrough attribute '{key}'"))),
        }
    }

    pub(super) fn define_function(&mut self, id: OpId) -> Result<()> {
        let m = self.m;
        let op = m.op(id);
        let Some(region) = self.nonempty_region(op) else { return Ok(()) };
        let name = sym_name(op)?;
        let Some(Symbol::Function(f)) = self.symbols.get(name).copied() else {
            return Err(op_error(op, "function was not declared"));
        };
        if let Some(p) = op.attr("personality") {
            match p.as_symbol().and_then(|s| self.symbols.get(s)) {
                Some(Symbol::Function(pf)) => f.set_personality_function(*pf),
                _ => return Err(op_error(op, format!("invalid personality {p}"))),
            }
        }
        let mut body = Body::new(f);
        // Blocks are translated in dominance order but laid out in source order (as MLIR's
        // translation does); unreachable blocks are left out.
        let order = reverse_post_order(m, region);
        for &b in &order {
            if m.block(b).parent != Some(region) {
                return Err(op_error(op, "a branch leaves the function's region"));
            }
        }
        let reachable: FxHashSet<_> = order.iter().copied().collect();
        for &b in m.region(region).blocks.iter().filter(|b| reachable.contains(b)) {
            body.blocks.insert(b, self.cx.append_basic_block(f, ""));
        }
        // Entry block arguments are the parameters.
        let entry = order[0];
        let params = f.get_params();
        let args = &m.block(entry).args;
        if args.len() != params.len() {
            return Err(op_error(op, "entry block arguments do not match the function type"));
        }
        for (&a, &p) in args.iter().zip(&params) {
            let t = self.basic_type(m.value_type(a)).map_err(|e| op_error(op, e))?;
            if t != p.get_type() {
                return Err(op_error(
                    op,
                    "entry block argument types do not match the function type",
                ));
            }
            body.values.insert(a, p);
        }
        // One PHI per argument of every other block.
        for &b in &order[1..] {
            self.builder.position_at_end(body.blocks[&b]);
            let mut phis = Vec::new();
            for &a in &m.block(b).args {
                let t = self.basic_type(m.value_type(a)).map_err(|e| op_error(op, e))?;
                let phi = self.builder.build_phi(t, "").map_err(|e| op_error(op, e))?;
                body.values.insert(a, phi.as_basic_value());
                phis.push(phi);
            }
            body.phis.insert(b, phis);
        }
        for &b in &order {
            self.builder.position_at_end(body.blocks[&b]);
            let ops = &m.block(b).ops;
            match ops.last() {
                Some(&t) if is_terminator(&m.op(t).name) => {}
                Some(&t) => {
                    return Err(op_error(m.op(t), "a block must end with a supported terminator"))
                }
                None => return Err(op_error(op, "a block has no terminator")),
            }
            for &o in ops {
                self.translate_op(&mut body, o)?;
            }
        }
        // Connect PHIs now that every value exists. Incoming values are listed as MLIR lists a
        // block's predecessors (its uses, newest first): the branches in reverse source order.
        let position: FxHashMap<BlockId, usize> =
            m.region(region).blocks.iter().enumerate().map(|(i, &b)| (b, i)).collect();
        let mut edges = std::mem::take(&mut body.edges);
        edges.sort_by_key(|e| m.op(e.op).parent.and_then(|b| position.get(&b).copied()));
        for e in edges.into_iter().rev() {
            let top = m.op(e.op);
            let phis = body
                .phis
                .get(&e.to)
                .ok_or_else(|| op_error(top, "a branch targets the entry block"))?;
            for (phi, &a) in phis.iter().zip(&e.args) {
                let v = *body
                    .values
                    .get(&a)
                    .ok_or_else(|| op_error(top, "a successor operand is not defined"))?;
                if v.get_type() != phi.as_basic_value().get_type() {
                    return Err(op_error(
                        top,
                        "successor operand type does not match the block argument",
                    ));
                }
                phi.add_incoming(&[(&v as &dyn BasicValue<'ctx>, e.from)]);
            }
        }
        Ok(())
    }

    /// The LLVM block a terminator jumps to for successor `index` with `args`, recording the
    /// PHI incoming values. Successors are distinct (see [`super::distinct_successors`]).
    fn edge(
        &mut self,
        body: &mut Body<'ctx>,
        id: OpId,
        index: usize,
        args: &[Value],
    ) -> Result<BasicBlock<'ctx>> {
        let op = self.m.op(id);
        let succ = *op.successors.get(index).ok_or_else(|| op_error(op, "missing successor"))?;
        let target =
            *body.blocks.get(&succ).ok_or_else(|| op_error(op, "unknown successor block"))?;
        if self.m.block(succ).args.len() != args.len() {
            return Err(op_error(op, "successor operands do not match the block arguments"));
        }
        if op.successors[..index].contains(&succ) && !args.is_empty() {
            return Err(op_error(op, "a successor with arguments is repeated"));
        }
        if !args.is_empty() {
            let here = self
                .builder
                .get_insert_block()
                .ok_or_else(|| op_error(op, "no insertion block"))?;
            body.edges.push(Edge { from: here, to: succ, args: args.to_vec(), op: id });
        }
        Ok(target)
    }

    /// Operand segment sizes (`operandSegmentSizes`), checked against the operand count.
    pub(super) fn segments(&self, op: &ir::Operation, n: usize) -> Result<Vec<usize>> {
        let sizes = match op.attr("operandSegmentSizes") {
            Some(Attribute::DenseArray { values: ir::DenseValues::Int(v), .. }) => v,
            _ => return Err(op_error(op, "missing 'operandSegmentSizes'")),
        };
        let sizes: Vec<usize> = sizes.iter().map(|&s| s.max(0) as usize).collect();
        if sizes.len() != n || sizes.iter().sum::<usize>() != op.operands.len() {
            return Err(op_error(op, "invalid 'operandSegmentSizes'"));
        }
        Ok(sizes)
    }

    fn branch_weights(&self, op: &ir::Operation, inst: inkwell::values::InstructionValue<'ctx>) {
        let Some(Attribute::DenseArray { values: ir::DenseValues::Int(w), .. }) =
            op.attr("branch_weights")
        else {
            return;
        };
        if w.len() != op.successors.len() {
            return;
        }
        let i32t = self.cx.i32_type();
        let mut md: Vec<BasicMetadataValueEnum<'ctx>> =
            vec![self.cx.metadata_string("branch_weights").into()];
        md.extend(
            w.iter().map(|&x| BasicMetadataValueEnum::from(i32t.const_int(x as u32 as u64, false))),
        );
        let node = self.cx.metadata_node(&md);
        let _ = inst.set_metadata(node, self.cx.get_kind_id("prof"));
    }

    /// Translates a terminator.
    pub(super) fn terminator(&mut self, body: &mut Body<'ctx>, id: OpId) -> Result<()> {
        let op = self.m.op(id);
        let b = &self.builder;
        let fail = |e: inkwell::builder::BuilderError| op_error(op, e);
        if body.constant && op.name != "llvm.return" {
            return Err(op_error(op, "not allowed in an initializer region"));
        }
        match op.name.as_str() {
            "llvm.return" => {
                let vals = self.operands(body, op)?;
                if body.constant {
                    body.returned = vals.first().copied();
                    return Ok(());
                }
                let expected = body.func.get_type().get_return_type();
                match (vals.as_slice(), expected) {
                    ([], None) => b.build_return(None).map_err(fail)?,
                    ([v], Some(t)) if v.get_type() == t => b.build_return(Some(v)).map_err(fail)?,
                    _ => {
                        return Err(op_error(op, "returned values do not match the function type"))
                    }
                };
            }
            "llvm.unreachable" => {
                b.build_unreachable().map_err(fail)?;
            }
            "llvm.br" => {
                let t = self.edge(body, id, 0, &op.operands)?;
                self.builder.build_unconditional_branch(t).map_err(fail)?;
            }
            "llvm.cond_br" => {
                let seg = self.segments(op, 3)?;
                if seg[0] != 1 {
                    return Err(op_error(op, "invalid 'operandSegmentSizes'"));
                }
                let cond = match self.operand(body, op, 0)? {
                    BasicValueEnum::IntValue(c) if c.get_type().get_bit_width() == 1 => c,
                    _ => return Err(op_error(op, "the condition must be an i1")),
                };
                let (t_args, f_args) = op.operands[1..].split_at(seg[1]);
                let t = self.edge(body, id, 0, t_args)?;
                let f = self.edge(body, id, 1, f_args)?;
                let inst = self.builder.build_conditional_branch(cond, t, f).map_err(fail)?;
                self.branch_weights(op, inst);
            }
            "llvm.switch" => {
                let seg = self.segments(op, 3)?;
                if seg[0] != 1 {
                    return Err(op_error(op, "invalid 'operandSegmentSizes'"));
                }
                let cond = match self.operand(body, op, 0)? {
                    BasicValueEnum::IntValue(c) => c,
                    _ => return Err(op_error(op, "the switch value must be an integer")),
                };
                let values: &[i64] = match op.attr("case_values") {
                    None => &[],
                    Some(Attribute::DenseElements {
                        values: ir::DenseValues::Int(v),
                        splat: false,
                        ..
                    }) => v,
                    Some(Attribute::DenseElements {
                        values: ir::DenseValues::Int(v),
                        splat: true,
                        ..
                    }) if op.successors.len() <= 2 => v,
                    Some(a) => return Err(op_error(op, format!("unsupported case values {a}"))),
                };
                let case_segs: Vec<usize> = match op.attr("case_operand_segments") {
                    Some(Attribute::DenseArray { values: ir::DenseValues::Int(v), .. }) => {
                        v.iter().map(|&s| s.max(0) as usize).collect()
                    }
                    None => vec![0; values.len()],
                    Some(a) => return Err(op_error(op, format!("invalid case segments {a}"))),
                };
                if values.len() + 1 != op.successors.len()
                    || case_segs.len() != values.len()
                    || case_segs.iter().sum::<usize>() != seg[2]
                {
                    return Err(op_error(op, "case values, operands and successors do not match"));
                }
                let (default_args, mut rest) = op.operands[1..].split_at(seg[1]);
                let default = self.edge(body, id, 0, default_args)?;
                let mut cases = Vec::with_capacity(values.len());
                for (i, (&v, &n)) in values.iter().zip(&case_segs).enumerate() {
                    let (args, tail) = rest.split_at(n);
                    rest = tail;
                    let target = self.edge(body, id, i + 1, args)?;
                    cases.push((cond.get_type().const_int(v as u64, true), target));
                }
                let inst = self.builder.build_switch(cond, default, &cases).map_err(fail)?;
                self.branch_weights(op, inst);
            }
            _ => return Err(op_error(op, "unsupported terminator")),
        }
        Ok(())
    }

    /// Operand `i` of an op, already translated.
    pub(super) fn operand(
        &self,
        body: &Body<'ctx>,
        op: &ir::Operation,
        i: usize,
    ) -> Result<BasicValueEnum<'ctx>> {
        let v = op.operands.get(i).ok_or_else(|| op_error(op, format!("missing operand #{i}")))?;
        body.values
            .get(v)
            .copied()
            .ok_or_else(|| op_error(op, format!("operand #{i} is used before it is defined")))
    }

    /// All operands of an op.
    pub(super) fn operands(
        &self,
        body: &Body<'ctx>,
        op: &ir::Operation,
    ) -> Result<Vec<BasicValueEnum<'ctx>>> {
        (0..op.operands.len()).map(|i| self.operand(body, op, i)).collect()
    }

    /// `flag_attr` re-exported for the op translators.
    pub(super) fn has_flag(op: &ir::Operation, name: &str) -> bool {
        flag_attr(op, name)
    }

    /// `int_attr` re-exported for the op translators.
    pub(super) fn int_of(op: &ir::Operation, name: &str) -> Option<i64> {
        int_attr(op, name)
    }
}

/// Terminators [`Translator::terminator`] handles.
pub(super) fn is_terminator(name: &str) -> bool {
    matches!(name, "llvm.return" | "llvm.unreachable" | "llvm.br" | "llvm.cond_br" | "llvm.switch")
}
