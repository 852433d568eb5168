//! A module compiled in process whose functions are called through packed arguments: the route
//! the Python package takes to call MLIR functions on NumPy arrays.
//!
//! Every function the source module defines and exports (a public `func.func` with a body, or an
//! external `llvm.func` definition) gets a wrapper `__lowrite_call_NAME(ptr args)` in LLVM IR.
//! `args` holds one pointer per *leaf* of the lowered function's parameters, then one per leaf
//! of its result: a leaf is a scalar (an integer, a float or a pointer) reached by taking
//! structs and arrays apart, so a memref descriptor `{ptr, ptr, i64, [2 x i64], [2 x i64]}` is
//! seven leaves. The wrapper loads each parameter leaf from where its pointer points, calls the
//! function (so LLVM, not the caller, applies the platform's calling convention), and stores
//! each leaf of the result where its pointer points. A caller only has to put scalars in memory.

use crate::convert::{Options, RuleSet};
use crate::error::{Error, Result};
use crate::import::ImportOptions;
use crate::ir::{Attribute, BlockId, Module, OpId, Type, Value};
use crate::native::{self, OptLevel};
use crate::passes::PassPipeline;
use inkwell::builder::Builder;
use inkwell::context::Context;
use inkwell::execution_engine::ExecutionEngine;
use inkwell::module::Linkage;
use inkwell::types::{AsTypeRef, BasicType, BasicTypeEnum};
use inkwell::values::{
    BasicMetadataValueEnum, BasicValue, BasicValueEnum, FunctionValue, PointerValue,
};
use inkwell::AddressSpace;
use llvm_sys::core::LLVMGetTypeKind;
use llvm_sys::LLVMTypeKind;
use rustc_hash::FxHashSet;
use std::ffi::c_void;
use std::mem::ManuallyDrop;
use std::path::PathBuf;

/// One scalar a parameter or result is made of, as it lies in memory.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Leaf {
    /// An integer of this many bits (stored in the smallest whole number of bytes).
    Int(u32),
    /// IEEE half precision.
    F16,
    /// bfloat16.
    BF16,
    /// IEEE single precision.
    F32,
    /// IEEE double precision.
    F64,
    /// A pointer.
    Ptr,
}

/// A function of the module as its source declares it.
#[derive(Clone, Debug)]
pub struct Signature {
    /// Symbol name.
    pub name: String,
    /// Argument types (builtin types of a `func.func`, LLVM types of an `llvm.func`).
    pub inputs: Vec<Type>,
    /// Result types.
    pub results: Vec<Type>,
    /// For each argument, whether the function may write through it (a memref it stores to,
    /// directly or through a view, or hands to an op this analysis does not know).
    pub writes: Vec<bool>,
}

/// A callable function of a [`JitModule`].
#[derive(Clone, Debug)]
pub struct Function {
    /// The function as the source declares it.
    pub signature: Signature,
    /// The leaves of the lowered function's parameters, in order.
    pub params: Vec<Leaf>,
    /// The leaves of its result (none for no result).
    pub results: Vec<Leaf>,
    /// Why the function cannot be called through leaves (a vector or other unsupported type in
    /// its lowered signature), if it cannot.
    pub unsupported: Option<String>,
    address: usize,
}

/// The signature as MLIR writes it: `name(i32, memref<?xf32>) -> (f32)`.
impl std::fmt::Display for Function {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let list = |ts: &[Type]| ts.iter().map(|t| t.to_string()).collect::<Vec<_>>().join(", ");
        let s = &self.signature;
        write!(f, "{}({}) -> ({})", s.name, list(&s.inputs), list(&s.results))
    }
}

/// A module compiled by LLVM's JIT, with the functions it exports.
pub struct JitModule {
    /// Owns the compiled code; dropped before `context`, which it borrows.
    engine: ManuallyDrop<ExecutionEngine<'static>>,
    /// The context the engine's module lives in, freed in `drop` once the engine is gone.
    context: *mut Context,
    functions: Vec<Function>,
}

// SAFETY: after construction the engine and context are never used again but to be dropped,
// which does not race with anything (no other reference to them exists); calls go through plain
// code addresses, which any thread may call concurrently (the code keeps no state of its own
// beyond the program's globals).
unsafe impl Send for JitModule {}
// SAFETY: as for `Send`: shared references only read `functions`.
unsafe impl Sync for JitModule {}

impl Drop for JitModule {
    fn drop(&mut self) {
        self.engine.run_static_destructors();
        // SAFETY: the engine is dropped exactly once, here, before the context it borrows; the
        // context was leaked from a box in `compile` and nothing else refers to it.
        unsafe {
            ManuallyDrop::drop(&mut self.engine);
            drop(Box::from_raw(self.context));
        }
    }
}

/// How [`JitModule::compile`] builds and loads the module.
#[derive(Clone, Debug, Default)]
pub struct JitOptions {
    /// LLVM optimization level.
    pub level: OptLevel,
    /// Shared libraries to load before the module's external functions are resolved.
    pub shared_libs: Vec<PathBuf>,
    /// Load MLIR's runner utilities when the module calls a function nothing else defines.
    pub runner_utils: bool,
}

impl JitModule {
    /// Compiles `lowered` (the LLVM-dialect lowering of `source`) in process, with a wrapper for
    /// each function `source` exports.
    pub fn compile(
        source: &Module,
        lowered: &Module,
        name: &str,
        options: &JitOptions,
    ) -> Result<JitModule> {
        crate::pipeline::check_native_support(lowered)?;
        native::init_native_target()?;
        let signatures = exported_functions(source);
        let context: &'static Context = Box::leak(Box::new(Context::create()));
        let context_ptr = context as *const Context as *mut Context;
        // SAFETY (for every early return below): nothing borrows the leaked context yet but
        // values dropped before the box is reclaimed.
        let reclaim = || unsafe { drop(Box::from_raw(context_ptr)) };
        let built = (|| {
            let llvm = crate::translate::translate(lowered, context, name)?;
            let mut wrapped = Vec::new();
            for sig in signatures {
                let Some(f) = llvm.get_function(&sig.name).filter(|f| f.count_basic_blocks() > 0)
                else {
                    continue;
                };
                let wrapper = wrap(context, &llvm, f);
                wrapped.push((sig, wrapper));
            }
            native::load_externals(&llvm, &options.shared_libs, options.runner_utils)?;
            native::optimize(&llvm, options.level)?;
            let engine = llvm
                .create_jit_execution_engine(options.level.codegen())
                .map_err(|e| Error::Other(format!("cannot create the JIT: {e}")))?;
            engine.run_static_constructors();
            let mut functions = Vec::new();
            for (signature, wrapper) in wrapped {
                functions.push(match wrapper {
                    Ok((params, results, wrapper)) => {
                        let address = engine.get_function_address(&wrapper).map_err(|e| {
                            Error::Other(format!("cannot find '{wrapper}' in the JIT: {e}"))
                        })?;
                        Function { signature, params, results, unsupported: None, address }
                    }
                    Err(why) => Function {
                        signature,
                        params: Vec::new(),
                        results: Vec::new(),
                        unsupported: Some(why),
                        address: 0,
                    },
                });
            }
            Ok((engine, functions))
        })();
        match built {
            Ok((engine, functions)) => {
                Ok(JitModule { engine: ManuallyDrop::new(engine), context: context_ptr, functions })
            }
            Err(e) => {
                reclaim();
                Err(e)
            }
        }
    }

    /// Parses `text` (named `name` in messages), runs `pass_pipeline` and the preparation passes
    /// the module needs, lowers it with `rules` and `lowering` options, and compiles it.
    pub fn from_text(
        text: &str,
        name: &str,
        pass_pipeline: Option<PassPipeline>,
        rules: Vec<&'static RuleSet>,
        lowering: &Options,
        options: &JitOptions,
    ) -> Result<JitModule> {
        let import = ImportOptions {
            pass_pipeline,
            rules,
            lowering: lowering.clone(),
            prepare: true,
            ..ImportOptions::default()
        };
        let module = crate::pipeline::load(text, name, &import)?;
        let lowered = crate::pipeline::lower(module.clone(), &import.rules, lowering, false)?;
        JitModule::compile(&module, &lowered.module, name, options)
    }

    /// The functions the module exports, in source order.
    pub fn functions(&self) -> &[Function] {
        &self.functions
    }

    /// The exported function called `name`.
    pub fn function(&self, name: &str) -> Option<&Function> {
        self.functions.iter().find(|f| f.signature.name == name)
    }

    /// Calls `f`, which must be one of this module's functions and callable
    /// ([`Function::unsupported`] is `None`).
    ///
    /// # Safety
    /// `args` holds `f.params.len() + f.results.len()` pointers: each parameter pointer points
    /// to a readable value of its leaf's type, each result pointer to writable memory of its
    /// leaf's size; the values must be what the function expects (pointers into live memory of
    /// the right extent, sizes and strides that match it), as for any call into compiled code.
    pub unsafe fn call(&self, f: &Function, args: &mut [*mut c_void]) {
        assert!(
            f.unsupported.is_none() && f.address != 0,
            "'{}' is not callable",
            f.signature.name
        );
        assert_eq!(args.len(), f.params.len() + f.results.len());
        // SAFETY: the address is the wrapper's, whose signature is `void (ptr)`; the caller
        // vouches for the arguments.
        unsafe {
            let wrapper: extern "C" fn(*mut *mut c_void) = std::mem::transmute(f.address);
            wrapper(args.as_mut_ptr());
        }
    }
}

/// The functions `module` defines and exports, with their source signatures.
pub fn exported_functions(module: &Module) -> Vec<Signature> {
    let mut out = Vec::new();
    for &id in module.top_level_ops() {
        let op = module.op(id);
        let Some(name) = op.attr("sym_name").and_then(Attribute::as_str) else { continue };
        let has_body = op.regions.first().is_some_and(|&r| !module.region(r).blocks.is_empty());
        if !has_body {
            continue;
        }
        let (inputs, results) =
            match (op.name.as_str(), op.attr("function_type").and_then(Attribute::as_type)) {
                ("func.func", Some(Type::Function { inputs, results })) => {
                    if op.attr("sym_visibility").and_then(Attribute::as_str) == Some("private") {
                        continue;
                    }
                    (inputs.clone(), results.clone())
                }
                ("llvm.func", Some(Type::LlvmFunc { ret, params, varargs: false })) => {
                    let linkage = op.attr("linkage").map(|l| l.to_string()).unwrap_or_default();
                    if linkage.contains("private") || linkage.contains("internal") {
                        continue;
                    }
                    let results =
                        if **ret == Type::Void { Vec::new() } else { vec![(**ret).clone()] };
                    (params.clone(), results)
                }
                _ => continue,
            };
        let writes = written_arguments(module, id);
        out.push(Signature { name: name.to_string(), inputs, results, writes });
    }
    out
}

/// Ops that give a view of their first operand (the same memory): a write through the view is
/// a write through the operand.
const VIEWS: &[&str] = &[
    "memref.assume_alignment",
    "memref.cast",
    "memref.collapse_shape",
    "memref.expand_shape",
    "memref.memory_space_cast",
    "memref.reinterpret_cast",
    "memref.reshape",
    "memref.subview",
    "memref.transpose",
    "memref.view",
    "vector.type_cast",
];

/// Ops that use a memref operand without writing through it or letting it escape.
const READS: &[&str] = &[
    "memref.dim",
    "memref.extract_aligned_pointer_as_index",
    "memref.extract_strided_metadata",
    "memref.load",
    "memref.prefetch",
    "memref.rank",
    "vector.expandload",
    "vector.gather",
    "vector.load",
    "vector.maskedload",
    "vector.transfer_read",
];

/// For each argument of function `func`, whether the function may write through it: some op
/// reached from it through views writes (or is unknown here, or the value escapes through a
/// call, a branch or a return). `memref.copy` writes its second operand only.
fn written_arguments(module: &Module, func: OpId) -> Vec<bool> {
    let op = module.op(func);
    let Some(&region) = op.regions.first() else { return Vec::new() };
    let Some(&entry) = module.region(region).blocks.first() else { return Vec::new() };
    let args = module.block(entry).args.clone();
    let mut ops = Vec::new();
    collect_ops(module, region, &mut ops);
    args.iter()
        .map(|&arg| {
            let mut derived: FxHashSet<Value> = FxHashSet::default();
            derived.insert(arg);
            // Views come after what they view, so one pass in order reaches every view.
            for &o in &ops {
                let o = module.op(o);
                let uses: Vec<usize> = o
                    .operands
                    .iter()
                    .enumerate()
                    .filter(|(_, v)| derived.contains(v))
                    .map(|(i, _)| i)
                    .collect();
                if uses.is_empty() {
                    continue;
                }
                let name = o.name.as_str();
                if VIEWS.contains(&name) && uses == [0] {
                    derived.extend(o.results.iter().copied());
                } else if READS.contains(&name) || (name == "memref.copy" && uses == [0]) {
                    continue;
                } else if !is_memref_free(module, o.operands.iter().copied(), &derived) {
                    return true;
                }
            }
            false
        })
        .collect()
}

/// Whether the operands of an op that use `derived` values are all non-memref values (indices
/// and scalars the analysis does not follow).
fn is_memref_free(
    module: &Module,
    operands: impl Iterator<Item = Value>,
    derived: &FxHashSet<Value>,
) -> bool {
    operands
        .filter(|v| derived.contains(v))
        .all(|v| !matches!(module.value_type(v), Type::MemRef { .. } | Type::UnrankedMemRef { .. }))
}

/// Every op nested in `region`, in pre-order.
fn collect_ops(module: &Module, region: crate::ir::RegionId, out: &mut Vec<OpId>) {
    let blocks: Vec<BlockId> = module.region(region).blocks.clone();
    for b in blocks {
        for &o in &module.block(b).ops {
            out.push(o);
            for &r in &module.op(o).regions {
                collect_ops(module, r, out);
            }
        }
    }
}

/// The leaves of `ty`, or why it has none this module supports.
fn leaves(ty: BasicTypeEnum<'_>, out: &mut Vec<Leaf>) -> std::result::Result<(), String> {
    match ty {
        BasicTypeEnum::IntType(t) => out.push(Leaf::Int(t.get_bit_width())),
        BasicTypeEnum::PointerType(_) => out.push(Leaf::Ptr),
        BasicTypeEnum::FloatType(t) => {
            // SAFETY: a type reference of a live context.
            let kind = unsafe { LLVMGetTypeKind(t.as_type_ref()) };
            out.push(match kind {
                LLVMTypeKind::LLVMHalfTypeKind => Leaf::F16,
                LLVMTypeKind::LLVMBFloatTypeKind => Leaf::BF16,
                LLVMTypeKind::LLVMFloatTypeKind => Leaf::F32,
                LLVMTypeKind::LLVMDoubleTypeKind => Leaf::F64,
                _ => return Err(format!("the float type {t} has no NumPy counterpart")),
            });
        }
        BasicTypeEnum::StructType(t) => {
            for field in t.get_field_types() {
                leaves(field, out)?;
            }
        }
        BasicTypeEnum::ArrayType(t) => {
            for _ in 0..t.len() {
                leaves(t.get_element_type(), out)?;
            }
        }
        other => return Err(format!("its lowered signature has a {other} value")),
    }
    Ok(())
}

/// Adds `__lowrite_call_NAME` for function `f`: the leaves of its parameters and result, and
/// the wrapper's name; or why it cannot be wrapped.
fn wrap<'ctx>(
    context: &'ctx Context,
    module: &inkwell::module::Module<'ctx>,
    f: FunctionValue<'ctx>,
) -> std::result::Result<(Vec<Leaf>, Vec<Leaf>, String), String> {
    let fty = f.get_type();
    if fty.is_var_arg() {
        return Err("it takes variadic arguments".into());
    }
    let param_types: Vec<BasicTypeEnum<'ctx>> = f.get_param_iter().map(|p| p.get_type()).collect();
    let mut params = Vec::new();
    for &t in &param_types {
        leaves(t, &mut params)?;
    }
    let mut results = Vec::new();
    if let Some(r) = fty.get_return_type() {
        leaves(r, &mut results)?;
    }
    let name = format!("__lowrite_call_{}", f.get_name().to_string_lossy());
    let ptr = context.ptr_type(AddressSpace::default());
    let wrapper = module.add_function(
        &name,
        context.void_type().fn_type(&[ptr.into()], false),
        Some(Linkage::External),
    );
    let builder = context.create_builder();
    builder.position_at_end(context.append_basic_block(wrapper, "entry"));
    let args = wrapper.get_nth_param(0).expect("one parameter").into_pointer_value();
    let mut w = Wrapper { context, builder, args, slot: 0 };
    let values = param_types
        .iter()
        .map(|&t| w.load(t).map(BasicMetadataValueEnum::from))
        .collect::<std::result::Result<Vec<_>, _>>()
        .map_err(|e| e.to_string())?;
    let call = w.builder.build_call(f, &values, "").map_err(|e| e.to_string())?;
    if let Some(r) = call.try_as_basic_value().basic() {
        w.store(r).map_err(|e| e.to_string())?;
    }
    w.builder.build_return(None).map_err(|e| e.to_string())?;
    Ok((params, results, name))
}

/// Builds a wrapper's body: loads and stores leaves through the packed argument array.
struct Wrapper<'ctx> {
    context: &'ctx Context,
    builder: Builder<'ctx>,
    args: PointerValue<'ctx>,
    slot: u64,
}

impl<'ctx> Wrapper<'ctx> {
    /// The pointer in the next slot of the packed argument array.
    fn next_pointer(
        &mut self,
    ) -> std::result::Result<PointerValue<'ctx>, inkwell::builder::BuilderError> {
        let ptr = self.context.ptr_type(AddressSpace::default());
        let index = self.context.i64_type().const_int(self.slot, false);
        self.slot += 1;
        // SAFETY: an in-bounds index into the caller's array of `params + results` pointers.
        let at = unsafe { self.builder.build_in_bounds_gep(ptr, self.args, &[index], "")? };
        Ok(self.builder.build_load(ptr, at, "")?.into_pointer_value())
    }

    /// A value of type `t` assembled from the next leaves.
    fn load(
        &mut self,
        t: BasicTypeEnum<'ctx>,
    ) -> std::result::Result<BasicValueEnum<'ctx>, inkwell::builder::BuilderError> {
        match t {
            BasicTypeEnum::StructType(s) => {
                let mut agg = s.get_undef().into();
                for (i, field) in s.get_field_types().into_iter().enumerate() {
                    let v = self.load(field)?;
                    agg = self.builder.build_insert_value(agg, v, i as u32, "")?;
                }
                Ok(agg.as_basic_value_enum())
            }
            BasicTypeEnum::ArrayType(a) => {
                let mut agg = a.get_undef().into();
                for i in 0..a.len() {
                    let v = self.load(a.get_element_type())?;
                    agg = self.builder.build_insert_value(agg, v, i, "")?;
                }
                Ok(agg.as_basic_value_enum())
            }
            scalar => {
                let at = self.next_pointer()?;
                self.builder.build_load(scalar.as_basic_type_enum(), at, "")
            }
        }
    }

    /// Stores the leaves of `v` through the next slots.
    fn store(
        &mut self,
        v: BasicValueEnum<'ctx>,
    ) -> std::result::Result<(), inkwell::builder::BuilderError> {
        match v {
            BasicValueEnum::StructValue(s) => {
                for i in 0..s.get_type().count_fields() {
                    let field = self.builder.build_extract_value(s, i, "")?;
                    self.store(field)?;
                }
            }
            BasicValueEnum::ArrayValue(a) => {
                for i in 0..a.get_type().len() {
                    let e = self.builder.build_extract_value(a, i, "")?;
                    self.store(e)?;
                }
            }
            scalar => {
                let at = self.next_pointer()?;
                self.builder.build_store(at, scalar)?;
            }
        }
        Ok(())
    }
}
