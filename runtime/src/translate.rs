//! LLVM-dialect [`ir`] to LLVM IR through inkwell.
//!
//! The translation follows MLIR's documented scheme:
//!
//! 1. module attributes (`llvm.target_triple`, `llvm.data_layout`, `llvm.module_asm`);
//! 2. every function, global and alias is declared first, so that calls and `addressof` may refer
//!    to symbols defined later in the module;
//! 3. global and alias initializers are evaluated: a `value` attribute becomes a constant, and an
//!    initializer region is translated op by op with constant operands (LLVM's constant folder
//!    turns each op into a constant; an op that does not fold is reported);
//! 4. function bodies are translated block by block in reverse post-order (every operand is
//!    defined before its use; blocks unreachable from the entry are dropped), with one PHI per
//!    block argument. PHI incoming values are connected once the whole function is translated.
//!    An edge that reaches a block a second time from the same terminator with *different*
//!    arguments is split through a new block, so that each PHI has one value per predecessor
//!    (identical repeated edges keep one identical PHI entry each, as LLVM requires);
//! 5. the module is checked by LLVM's verifier; a rejection is reported at the op that created
//!    the instruction the verifier prints (found by translating once more, recording origins).
//!
//! Anything that cannot be translated faithfully is reported as a located error
//! (`file:line:col: error: cannot translate 'op' to LLVM IR: ...`), and so are malformed inputs
//! (mismatched types, bad indices...): types are checked before LLVM builds an instruction.
//!
//! Not supported (reported): `invoke`, `landingpad`, `resume`, `indirectbr`, `blockaddress`,
//! `blocktag`, `dso_local_equivalent`, ifuncs, comdats, module flags, linker options, token values
//! (`llvm.mlir.none`), operand bundles and intrinsics that carry attributes lowrite does not
//! know. Dropped on purpose, which is always semantically safe: optimization hints the C API
//! cannot express (`dso_local`, `memory_effects`, `vscale_range`, alias-analysis, access-group
//! and TBAA metadata), lifetime markers, debug intrinsics, `experimental.noalias.scope.decl`,
//! and `llvm.intr.assume` with operand bundles. Blocks unreachable from the entry are dropped
//! too. The data layout comes from `llvm.data_layout` only (`dlti.dl_spec` is not read).

mod consts;
mod func;
mod intrinsics;
mod joined;
pub use joined::Joined;
mod ops;
mod raw;
mod types;

use crate::error::{Error, Result};
use crate::ir::{self, Attribute, OpId, Type};
use inkwell::builder::Builder;
use inkwell::context::Context;
use inkwell::memory_buffer::MemoryBuffer;
use inkwell::module::{Linkage, Module};
use inkwell::targets::TargetTriple;
use inkwell::types::StructType;
use inkwell::values::{AnyValue, BasicValueEnum, FunctionValue, GlobalValue, PointerValue};
use inkwell::{GlobalVisibility, ThreadLocalMode};
use rustc_hash::FxHashMap;
use std::fmt::Display;

/// Translates an LLVM-dialect module into a new LLVM module in `context`, verified by LLVM.
/// A module that [`needs_mlir`] goes through MLIR's own translation instead (tried when
/// lowrite's fails, so that the common case pays nothing for the check).
pub fn translate<'ctx>(m: &ir::Module, context: &'ctx Context, name: &str) -> Result<Module<'ctx>> {
    match translate_part(m, None, context, name) {
        Err(_) if needs_mlir(m) => {
            let llvm = crate::upstream::translate_with_mlir(m, context)?;
            llvm.set_name(name);
            llvm.set_source_file_name(name);
            Ok(llvm)
        }
        translated => translated,
    }
}

/// The LLVM IR text of a large module (of [`crate::split::DEFAULT_PARTS`] parts of at least
/// [`crate::split::MIN_OPS_PER_PART`] ops), translated in parts on parallel threads and joined
/// into the text of the whole; `None` when the module is to be translated whole (too small,
/// not split, or holding what a part's text cannot show as the whole's: see `joined.rs`).
/// `free`: whether the parts' LLVM modules are freed.
pub fn text_in_parts(m: &ir::Module, name: &str, free: bool) -> Option<Joined> {
    text_in_parts_of(m, name, crate::split::DEFAULT_PARTS, crate::split::MIN_OPS_PER_PART, free)
}

/// [`text_in_parts`] into up to `parts` parts of at least `min_ops` ops.
pub fn text_in_parts_of(
    m: &ir::Module,
    name: &str,
    parts: usize,
    min_ops: usize,
    free: bool,
) -> Option<Joined> {
    // (A module that needs MLIR's translation is not split.)
    let parts = crate::split::split(m, parts, min_ops)?;
    joined::joined_text(m, &parts, name, free)
}

/// Whether the module holds what only MLIR's translation translates: OpenMP ops (MLIR builds
/// their runtime calls and outlined functions with LLVM's OpenMP IR builder) and values of
/// `!llvm.token` type (the coroutines `convert-async-to-llvm` makes), which inkwell cannot
/// represent.
pub fn needs_mlir(m: &ir::Module) -> bool {
    use crate::split::{only_mlir_translates, only_mlir_translates_type};
    // Values share a few types: without a token among them, no value needs looking at.
    let tokens = m.value_types().iter().any(only_mlir_translates_type);
    !m.all_ops(|op| !only_mlir_translates(m, op, tokens))
}

/// Translates the part `part` of a module split by [`crate::split`] (everything when `None`):
/// the functions and globals of the part are defined; those of other parts are declared where
/// this part may use them.
pub fn translate_part<'ctx>(
    m: &ir::Module,
    part: Option<&crate::split::Part>,
    context: &'ctx Context,
    name: &str,
) -> Result<Module<'ctx>> {
    let legalized;
    let m = if has_repeated_successors(m, part) {
        let mut copy = m.clone();
        distinct_successors(&mut copy);
        legalized = copy;
        &legalized
    } else {
        m
    };
    let (module, _) = translate_with(m, part, context, name, false)?;
    if let Err(msg) = module.verify() {
        let msg = msg.to_string();
        return Err(verifier_error(m, part, context, name, msg.trim_end()));
    }
    Ok(module)
}

/// An instruction and the op whose translation created it.
type Origin<'ctx> = (inkwell::values::InstructionValue<'ctx>, OpId);

/// Runs the translator; with `record`, also lists which op created each instruction.
fn translate_with<'ctx>(
    m: &ir::Module,
    part: Option<&crate::split::Part>,
    context: &'ctx Context,
    name: &str,
    record: bool,
) -> Result<(Module<'ctx>, Vec<Origin<'ctx>>)> {
    let mut t = Translator {
        m,
        part,
        cx: context,
        module: context.create_module(name),
        builder: context.create_builder(),
        structs: FxHashMap::default(),
        literal_structs: FxHashMap::default(),
        symbols: FxHashMap::default(),
        scratch: None,
        intrinsic_names: FxHashMap::default(),
        last_before: None,
        origins: record.then(Vec::new),
    };
    let result = t.run();
    t.delete_scratch();
    result?;
    Ok((t.module, t.origins.unwrap_or_default()))
}

/// The error for a module LLVM's verifier rejects with message `msg`. It is located at the op
/// that created an instruction the message prints, else at the `llvm.intr.*` op whose
/// intrinsic it names, else at the first function the verifier rejects. Instructions are traced
/// to ops by translating the module once more, recording which op created each: only the error
/// path pays for that.
fn verifier_error(
    m: &ir::Module,
    part: Option<&crate::split::Part>,
    context: &Context,
    name: &str,
    msg: &str,
) -> Error {
    let Ok((module, origins)) = translate_with(m, part, context, name, true) else {
        return Error::Other(format!("LLVM rejected the translated module: {msg}"));
    };
    let lines: Vec<&str> = msg.lines().map(str::trim).filter(|l| !l.is_empty()).collect();
    let printed = origins
        .iter()
        .find(|(inst, _)| lines.contains(&inst.print_to_string().to_str().unwrap_or("").trim()));
    if let Some(&(inst, op)) = printed {
        let func = inst.get_parent().and_then(|b| b.get_parent());
        let func = func.map(|f| f.get_name().to_string_lossy().into_owned()).unwrap_or_default();
        let op = m.op(op);
        return Error::at(
            &op.loc,
            format!("LLVM rejected the translation of '{}' in function '@{func}': {msg}", op.name),
        );
    }
    // Located at the first function LLVM's verifier rejects, where there is one.
    let bad = module.get_functions().find(|f| !f.verify(false));
    let name = bad.as_ref().map(|f| f.get_name().to_string_lossy().into_owned());
    let op = name.as_deref().and_then(|n| m.lookup_symbol(n));
    match (name, op) {
        (Some(name), Some(op)) => Error::at(
            &intrinsic_named_in(m, op, msg).unwrap_or(&m.op(op).loc).clone(),
            format!("LLVM rejected the translation of function '@{name}': {msg}"),
        ),
        _ => Error::Other(format!("LLVM rejected the translated module: {msg}")),
    }
}

/// The location of the first `llvm.intr.*` op of function `func` whose LLVM intrinsic the
/// verifier's message names (`@llvm.vector.reduce.fmaximum.v4f32` for
/// `llvm.intr.vector.reduce.fmaximum`), so the error points at the op, not only its function.
fn intrinsic_named_in<'m>(
    m: &'m ir::Module,
    func: ir::OpId,
    msg: &str,
) -> Option<&'m ir::Location> {
    let named: Vec<&str> = msg
        .split(|c: char| c.is_whitespace() || c == '(' || c == ',')
        .filter_map(|w| w.strip_prefix("@llvm."))
        .collect();
    if named.is_empty() {
        return None;
    }
    let mut stack: Vec<ir::RegionId> = m.op(func).regions.to_vec();
    while let Some(r) = stack.pop() {
        for &b in &m.region(r).blocks {
            for &o in &m.block(b).ops {
                let op = m.op(o);
                stack.extend(op.regions.iter().copied());
                let Some(short) = op.name.strip_prefix("llvm.intr.") else { continue };
                let matches = |w: &&str| {
                    w.strip_prefix(short)
                        .is_some_and(|rest| rest.is_empty() || rest.starts_with('.'))
                };
                if named.iter().any(matches) {
                    return Some(&op.loc);
                }
            }
        }
    }
    None
}

/// Whether a terminator names block `s[i]`, which has arguments, for the second time or more.
fn repeats(m: &ir::Module, s: &[ir::BlockId], i: usize) -> bool {
    s[..i].contains(&s[i]) && !m.block(s[i]).args.is_empty()
}

/// Whether some terminator (of the part `part` defines, if given) names the same block with
/// arguments twice.
fn has_repeated_successors(m: &ir::Module, part: Option<&crate::split::Part>) -> bool {
    let distinct = |op| {
        let s = &m.op(op).successors;
        !(0..s.len()).any(|i| repeats(m, s, i))
    };
    match part {
        Some(part) => !m.walk_from_while(&part.iter().copied().collect::<Vec<_>>(), distinct),
        None => !m.all_ops(distinct),
    }
}

/// Repeated successor removal, as MLIR's legalization for export does it: LLVM IR lists one PHI
/// incoming value per predecessor block, so a terminator that names a block with arguments
/// more than once (with the same or other arguments) reaches it, from the second occurrence
/// on, through a new block appended to the region. The new block takes the target's arguments
/// and branches to the target with them. (Blocks without arguments need no PHI and may be
/// named any number of times.)
pub fn distinct_successors(m: &mut ir::Module) {
    let mut terminators = Vec::new();
    m.walk(|op| {
        let s = &m.op(op).successors;
        if (0..s.len()).any(|i| repeats(m, s, i)) {
            terminators.push(op);
        }
    });
    for op in terminators {
        let successors = m.op(op).successors.clone();
        let loc = m.op(op).loc.clone();
        for (i, &target) in successors.iter().enumerate() {
            if !repeats(m, &successors, i) {
                continue;
            }
            // A detached target is reported by the translation itself.
            let Some(region) = m.block(target).parent else { continue };
            let types: Vec<Type> =
                m.block(target).args.iter().map(|&a| m.value_type(a).clone()).collect();
            let dummy = m.new_block(&types);
            m.append_block(region, dummy);
            let args = m.block(dummy).args.clone();
            m.push_op(
                dummy,
                ir::OpSpec::new("llvm.br", loc.clone()).operands(args).successors([target]),
            );
            m.op_mut(op).successors[i] = dummy;
        }
    }
}

/// The located error every translation failure uses.
pub(super) fn op_error(op: &ir::Operation, msg: impl Display) -> Error {
    Error::at(&op.loc, format!("cannot translate '{}' to LLVM IR: {msg}", op.name))
}

/// A module-level symbol.
#[derive(Clone, Copy)]
enum Symbol<'ctx> {
    Function(FunctionValue<'ctx>),
    Global(GlobalValue<'ctx>),
    Alias(GlobalValue<'ctx>),
}

impl<'ctx> Symbol<'ctx> {
    fn pointer(self) -> PointerValue<'ctx> {
        match self {
            Symbol::Function(f) => f.as_global_value().as_pointer_value(),
            Symbol::Global(g) | Symbol::Alias(g) => g.as_pointer_value(),
        }
    }
}

/// Translation state for one module.
struct Translator<'a, 'ctx> {
    m: &'a ir::Module,
    /// The top-level ops to define (all when `None`).
    part: Option<&'a crate::split::Part>,
    cx: &'ctx Context,
    module: Module<'ctx>,
    builder: Builder<'ctx>,
    /// Identified structs by name.
    structs: FxHashMap<String, StructType<'ctx>>,
    /// Literal structs converted (the memref descriptors of most values of a lowered module).
    literal_structs: FxHashMap<Type, StructType<'ctx>>,
    symbols: FxHashMap<String, Symbol<'ctx>>,
    /// A throwaway function whose block hosts constant evaluation of initializer regions.
    scratch: Option<FunctionValue<'ctx>>,
    /// Mangled intrinsic names found for generic `llvm.intr.*` ops, by name and signature.
    intrinsic_names: FxHashMap<String, Option<String>>,
    /// The last instruction of the insertion block before the op being translated (to tell
    /// instructions the op created from values the builder folded or reused).
    last_before: Option<inkwell::values::InstructionValue<'ctx>>,
    /// Which op created each instruction, when recorded (see [`verifier_error`]).
    origins: Option<Vec<Origin<'ctx>>>,
}

/// The `sym_name` of a symbol op.
fn sym_name(op: &ir::Operation) -> Result<&str> {
    op.attr("sym_name")
        .and_then(Attribute::as_str)
        .ok_or_else(|| op_error(op, "missing 'sym_name'"))
}

/// An integer attribute, if present.
fn int_attr(op: &ir::Operation, name: &str) -> Option<i64> {
    op.attr(name).and_then(Attribute::as_int)
}

/// Whether a unit (or `true`) attribute is present.
fn flag_attr(op: &ir::Operation, name: &str) -> bool {
    match op.attr(name) {
        Some(Attribute::Unit) => true,
        Some(a) => a.as_int().is_some_and(|v| v != 0),
        None => false,
    }
}

fn linkage_of(op: &ir::Operation) -> Result<Linkage> {
    let case = match op.attr("linkage") {
        None => return Ok(Linkage::External),
        Some(a) => match a.enum_cases("llvm.linkage") {
            Some([c]) => c.as_str(),
            _ => return Err(op_error(op, format!("unsupported linkage {a}"))),
        },
    };
    Ok(match case {
        "private" => Linkage::Private,
        "internal" => Linkage::Internal,
        "available_externally" => Linkage::AvailableExternally,
        "linkonce" => Linkage::LinkOnceAny,
        "weak" => Linkage::WeakAny,
        "common" => Linkage::Common,
        "appending" => Linkage::Appending,
        "extern_weak" => Linkage::ExternalWeak,
        "linkonce_odr" => Linkage::LinkOnceODR,
        "weak_odr" => Linkage::WeakODR,
        "external" => Linkage::External,
        other => return Err(op_error(op, format!("unsupported linkage '{other}'"))),
    })
}

/// Applies `visibility_`, `unnamed_addr` and `section` to any global value.
fn global_value_attrs(op: &ir::Operation, g: GlobalValue<'_>) -> Result<()> {
    match int_attr(op, "visibility_").unwrap_or(0) {
        0 => {}
        1 => g.set_visibility(GlobalVisibility::Hidden),
        2 => g.set_visibility(GlobalVisibility::Protected),
        v => return Err(op_error(op, format!("unsupported visibility {v}"))),
    }
    match int_attr(op, "unnamed_addr").unwrap_or(0) {
        0 => {}
        1 => g.set_unnamed_address(inkwell::values::UnnamedAddress::Local),
        2 => g.set_unnamed_address(inkwell::values::UnnamedAddress::Global),
        v => return Err(op_error(op, format!("unsupported unnamed_addr {v}"))),
    }
    if let Some(a) = op.attr("section") {
        let s = a.as_str().ok_or_else(|| op_error(op, "'section' must be a string"))?;
        g.set_section(Some(s));
    }
    if op.attr("comdat").is_some() {
        return Err(op_error(op, "comdats are not supported"));
    }
    Ok(())
}

/// A power-of-two alignment attribute that fits LLVM's limits.
fn alignment_attr(op: &ir::Operation, name: &str) -> Result<Option<u32>> {
    match int_attr(op, name) {
        None | Some(0) => Ok(None),
        Some(a) if a > 0 && (a as u64).is_power_of_two() && a <= 1 << 31 => Ok(Some(a as u32)),
        Some(a) => Err(op_error(op, format!("invalid alignment {a}"))),
    }
}

/// Escapes a string for an LLVM IR string literal.
fn ir_string_literal(s: &str) -> String {
    let mut out = String::from("\"");
    for b in s.bytes() {
        if b.is_ascii_graphic() && b != b'"' && b != b'\\' || b == b' ' {
            out.push(b as char);
        } else {
            out.push_str(&format!("\\{b:02X}"));
        }
    }
    out.push('"');
    out
}

impl<'a, 'ctx> Translator<'a, 'ctx> {
    fn run(&mut self) -> Result<()> {
        self.module_attributes()?;
        // As MLIR's translation does, whether or not there is debug information.
        let version = self.cx.i32_type().const_int(3, false);
        self.module.add_basic_value_flag(
            "Debug Info Version",
            inkwell::module::FlagBehavior::Warning,
            version,
        );
        let top: Vec<OpId> = self.m.top_level_ops().to_vec();
        let (m, part) = (self.m, self.part);
        let here = move |id: OpId| part.is_none_or(|p| p.contains(&id));
        for &id in &top {
            let op = m.op(id);
            // Symbols of other parts: those that stay with their users are not used here; the
            // others are declared (external) rather than defined.
            let declare_only = !here(id);
            if declare_only && crate::split::stays_with_users(m, id) {
                continue;
            }
            match op.name.as_str() {
                "llvm.func" => {
                    self.declare_function(id)?;
                    if declare_only && self.nonempty_region(op).is_some() {
                        if let Some(Symbol::Function(f)) = self.symbols.get(sym_name(op)?) {
                            f.set_linkage(Linkage::External);
                        }
                    }
                }
                "llvm.mlir.global" => {
                    self.declare_global(id)?;
                    if declare_only {
                        if let Some(Symbol::Global(g)) = self.symbols.get(sym_name(op)?) {
                            g.set_linkage(Linkage::External);
                        }
                    }
                }
                "llvm.mlir.alias" => self.declare_alias(id)?,
                "llvm.mlir.global_ctors" | "llvm.mlir.global_dtors" => {}
                // As MLIR's translation: a nested module is not part of the LLVM module.
                "builtin.module" => {}
                name if !name.starts_with("llvm.") => {
                    return Err(op_error(
                        op,
                        "not an LLVM dialect operation; lower the module first",
                    ))
                }
                _ => return Err(op_error(op, "unsupported module-level operation")),
            }
        }
        for &id in top.iter().filter(|&&id| here(id)) {
            match self.m.op(id).name.as_str() {
                "llvm.mlir.global" => self.init_global(id)?,
                "llvm.mlir.alias" => self.init_alias(id)?,
                "llvm.mlir.global_ctors" => self.structors(id, "ctors", "llvm.global_ctors")?,
                "llvm.mlir.global_dtors" => self.structors(id, "dtors", "llvm.global_dtors")?,
                _ => {}
            }
        }
        for &id in top.iter().filter(|&&id| here(id)) {
            if self.m.op(id).name == "llvm.func" {
                self.define_function(id)?;
            }
        }
        Ok(())
    }

    fn module_error(&self, msg: impl Display) -> Error {
        Error::at(&self.m.loc, format!("cannot translate 'builtin.module' to LLVM IR: {msg}"))
    }

    fn module_attributes(&mut self) -> Result<()> {
        for (key, value) in &self.m.attributes {
            match key.as_str() {
                "llvm.target_triple" => {
                    let s = value.as_str().ok_or_else(|| {
                        self.module_error("'llvm.target_triple' must be a string")
                    })?;
                    self.module.set_triple(&TargetTriple::create(s));
                }
                "llvm.data_layout" => {
                    let s = value
                        .as_str()
                        .ok_or_else(|| self.module_error("'llvm.data_layout' must be a string"))?;
                    // LLVM aborts on a malformed layout string given to `setDataLayout`; its IR
                    // parser reports one as an error instead, so let it vet the string first.
                    let text = format!("target datalayout = {}\n", ir_string_literal(s));
                    let buffer =
                        MemoryBuffer::create_from_memory_range_copy(text.as_bytes(), "datalayout");
                    let probe = self.cx.create_module_from_ir(buffer).map_err(|e| {
                        self.module_error(format!(
                            "invalid data layout \"{s}\": {}",
                            e.to_string().trim_end()
                        ))
                    })?;
                    self.module.set_data_layout(&probe.get_data_layout());
                }
                "llvm.module_asm" => {
                    let Attribute::Array(lines) = value else {
                        return Err(self.module_error("'llvm.module_asm' must be an array"));
                    };
                    let lines: Option<Vec<&str>> = lines.iter().map(Attribute::as_str).collect();
                    let lines = lines
                        .ok_or_else(|| self.module_error("'llvm.module_asm' must hold strings"))?;
                    self.module.set_inline_assembly(&lines.join("\n"));
                }
                _ => {}
            }
        }
        Ok(())
    }

    fn add_symbol(&mut self, op: &ir::Operation, name: &str, sym: Symbol<'ctx>) -> Result<()> {
        let actual = match sym {
            Symbol::Function(f) => f.get_name().to_bytes().to_vec(),
            Symbol::Global(g) | Symbol::Alias(g) => g.get_name().to_bytes().to_vec(),
        };
        if actual != name.as_bytes() || self.symbols.contains_key(name) {
            return Err(op_error(op, format!("symbol name '{name}' clashes with another symbol")));
        }
        self.symbols.insert(name.to_string(), sym);
        Ok(())
    }

    fn declare_global(&mut self, id: OpId) -> Result<()> {
        let op = self.m.op(id);
        let name = sym_name(op)?;
        let ty = match op.attr("global_type") {
            Some(Attribute::Type(t)) => t,
            _ => return Err(op_error(op, "missing 'global_type'")),
        };
        let lt = self.basic_type(ty).map_err(|e| op_error(op, e))?;
        let space = u32::try_from(int_attr(op, "addr_space").unwrap_or(0))
            .map_err(|_| op_error(op, "invalid address space"))?;
        let space = types::address_space(space).map_err(|e| op_error(op, e))?;
        let g = self.module.add_global(lt, Some(space), name);
        self.add_symbol(op, name, Symbol::Global(g))?;
        g.set_linkage(linkage_of(op)?);
        global_value_attrs(op, g)?;
        g.set_constant(flag_attr(op, "constant"));
        if flag_attr(op, "thread_local_") {
            g.set_thread_local_mode(Some(ThreadLocalMode::GeneralDynamicTLSModel));
        }
        if flag_attr(op, "externally_initialized") {
            g.set_externally_initialized(true);
        }
        if let Some(a) = alignment_attr(op, "alignment")? {
            g.set_alignment(a);
        }
        Ok(())
    }

    fn declare_alias(&mut self, id: OpId) -> Result<()> {
        let op = self.m.op(id);
        let name = sym_name(op)?;
        let ty = match op.attr("alias_type") {
            Some(Attribute::Type(t)) => t,
            _ => return Err(op_error(op, "missing 'alias_type'")),
        };
        // The aliasee's address space is only known from the initializer's result type.
        let space = self.alias_address_space(op)?;
        let ptr_t =
            self.basic_type(&Type::Ptr { addr_space: space }).map_err(|e| op_error(op, e))?;
        let placeholder = raw::poison(ptr_t);
        let a = match &**ty {
            Type::LlvmFunc { .. } => {
                let ft = self.function_type(ty).map_err(|e| op_error(op, e))?;
                raw::add_alias(&self.module, &ft, space, placeholder, name)
            }
            _ => {
                let lt = self.basic_type(ty).map_err(|e| op_error(op, e))?;
                raw::add_alias(&self.module, &lt, space, placeholder, name)
            }
        };
        self.add_symbol(op, name, Symbol::Alias(a))?;
        a.set_linkage(linkage_of(op)?);
        global_value_attrs(op, a)?;
        if flag_attr(op, "thread_local_") {
            a.set_thread_local_mode(Some(ThreadLocalMode::GeneralDynamicTLSModel));
        }
        Ok(())
    }

    fn alias_address_space(&self, op: &ir::Operation) -> Result<u32> {
        let ret = op
            .regions
            .first()
            .and_then(|&r| self.m.region(r).blocks.first())
            .and_then(|&b| self.m.block(b).ops.last())
            .map(|&r| self.m.op(r))
            .filter(|r| r.name == "llvm.return" && r.operands.len() == 1)
            .ok_or_else(|| op_error(op, "an alias needs an initializer returning its aliasee"))?;
        match self.m.value_type(ret.operands[0]) {
            Type::Ptr { addr_space } => Ok(*addr_space),
            t => Err(op_error(op, format!("an aliasee must be a pointer, not '{t}'"))),
        }
    }

    /// The region of an op when it has at least one block.
    fn nonempty_region(&self, op: &ir::Operation) -> Option<ir::RegionId> {
        op.regions.first().copied().filter(|&r| !self.m.region(r).blocks.is_empty())
    }

    fn init_global(&mut self, id: OpId) -> Result<()> {
        let op = self.m.op(id);
        let name = sym_name(op)?;
        let Some(Symbol::Global(g)) = self.symbols.get(name).copied() else {
            return Err(op_error(op, "global was not declared"));
        };
        let Some(Attribute::Type(ty)) = op.attr("global_type") else {
            return Err(op_error(op, "missing 'global_type'"));
        };
        let init = match (op.attr("value"), self.nonempty_region(op)) {
            (Some(_), Some(_)) => {
                return Err(op_error(op, "a global has either a value or an initializer region"))
            }
            (Some(v), None) => Some(self.const_attr(v, ty).map_err(|e| op_error(op, e))?),
            (None, Some(r)) => Some(self.evaluate_region(op, r)?),
            (None, None) => match linkage_of(op)? {
                Linkage::External | Linkage::ExternalWeak => None,
                // MLIR's convention: a definition without an initial value starts undefined.
                _ => {
                    let lt = self.basic_type(ty).map_err(|e| op_error(op, e))?;
                    Some(raw::undef(lt))
                }
            },
        };
        if let Some(v) = init {
            let expected = self.basic_type(ty).map_err(|e| op_error(op, e))?;
            if v.get_type() != expected {
                return Err(op_error(
                    op,
                    format!("initializer of type {} for a global of type '{ty}'", v.get_type()),
                ));
            }
            g.set_initializer(&v);
        }
        Ok(())
    }

    fn init_alias(&mut self, id: OpId) -> Result<()> {
        let op = self.m.op(id);
        let name = sym_name(op)?;
        let Some(Symbol::Alias(a)) = self.symbols.get(name).copied() else {
            return Err(op_error(op, "alias was not declared"));
        };
        let region = self
            .nonempty_region(op)
            .ok_or_else(|| op_error(op, "an alias needs an initializer region"))?;
        let v = self.evaluate_region(op, region)?;
        if !raw::set_aliasee(a, v) {
            return Err(op_error(op, "the aliasee must be a constant pointer"));
        }
        Ok(())
    }

    /// `llvm.mlir.global_ctors` / `global_dtors`: the appending `{i32, ptr, ptr}` array.
    fn structors(&mut self, id: OpId, key: &str, global: &str) -> Result<()> {
        let op = self.m.op(id);
        let list = |name: &str| match op.attr(name) {
            Some(Attribute::Array(items)) => Ok(items.as_slice()),
            None => Ok(&[][..]),
            Some(_) => Err(op_error(op, format!("'{name}' must be an array"))),
        };
        let (fns, prios, data) = (list(key)?, list("priorities")?, list("data")?);
        if fns.len() != prios.len() || (!data.is_empty() && data.len() != fns.len()) {
            return Err(op_error(op, "mismatched list lengths"));
        }
        let i32t = self.cx.i32_type();
        let ptr = self.cx.ptr_type(Default::default());
        let entry_t = self.cx.struct_type(&[i32t.into(), ptr.into(), ptr.into()], false);
        let mut entries = Vec::with_capacity(fns.len());
        for (i, f) in fns.iter().enumerate() {
            let f = self.symbol_pointer(op, f)?;
            let prio =
                prios[i].as_int().ok_or_else(|| op_error(op, "priorities must be integers"))?;
            let d = match data.get(i) {
                None => ptr.const_null(),
                Some(Attribute::Opaque(z)) if z == "#llvm.zero" => ptr.const_null(),
                Some(sym) => self.symbol_pointer(op, sym)?,
            };
            entries.push(entry_t.const_named_struct(&[
                Self::int_const(i32t, prio),
                f.into(),
                d.into(),
            ]));
        }
        let array_t = entry_t.array_type(entries.len() as u32);
        let g = self.module.add_global(array_t, None, global);
        if g.get_name().to_bytes() != global.as_bytes() {
            return Err(op_error(op, format!("'{global}' is defined twice")));
        }
        g.set_linkage(Linkage::Appending);
        g.set_initializer(&entry_t.const_array(&entries));
        Ok(())
    }

    fn symbol_pointer(&self, op: &ir::Operation, sym: &Attribute) -> Result<PointerValue<'ctx>> {
        let name =
            sym.as_symbol().ok_or_else(|| op_error(op, format!("expected a symbol, got {sym}")))?;
        self.symbols
            .get(name)
            .map(|s| s.pointer())
            .ok_or_else(|| op_error(op, format!("unknown symbol '@{name}'")))
    }

    /// Translates an initializer region (a single block ending in `llvm.return`) into a
    /// constant, using the scratch function's block as the builder's position.
    fn evaluate_region(
        &mut self,
        owner: &ir::Operation,
        region: ir::RegionId,
    ) -> Result<BasicValueEnum<'ctx>> {
        let blocks = &self.m.region(region).blocks;
        if blocks.len() != 1 {
            return Err(op_error(owner, "an initializer region must have exactly one block"));
        }
        let scratch = match self.scratch {
            Some(f) => f,
            None => {
                let f = self.module.add_function(
                    "__lowrite.translate.scratch",
                    self.cx.void_type().fn_type(&[], false),
                    Some(Linkage::Private),
                );
                self.cx.append_basic_block(f, "");
                self.scratch = Some(f);
                f
            }
        };
        let bb = scratch.get_first_basic_block().expect("the scratch function has a block");
        self.builder.position_at_end(bb);
        let mut body = func::Body::constant(scratch);
        for &op in &self.m.block(blocks[0]).ops {
            self.translate_op(&mut body, op)?;
        }
        body.returned
            .ok_or_else(|| op_error(owner, "the initializer region does not return a value"))
    }

    fn delete_scratch(&mut self) {
        if let Some(f) = self.scratch.take() {
            // SAFETY: the scratch function is private, never referenced (its address is never
            // taken) and its instructions only use constants, so deleting it leaves no dangling
            // use; the handle is dropped right here.
            unsafe { f.delete() };
        }
    }
}
