//! Blocks, regions, calls and symbols of the target module, and the function-boundary
//! conventions: the builtins that read the source op's regions or build target structure.

use crate::convert::Rewriter;
use crate::error::{Error, Result};
use crate::ir::{Attribute, BlockId, RegionId, Type, Value};

/// `args(b)`: a target block's arguments.
pub fn args(b: BlockId, rw: &mut Rewriter<'_>) -> Result<Vec<Value>> {
    Ok(rw.block_args(b))
}

/// `block(Ts...)`: a new block at the end of the current region.
pub fn block(types: &[Type], rw: &mut Rewriter<'_>) -> Result<BlockId> {
    Ok(rw.new_block(types))
}

/// `region(Ts...)`: a new detached region with an entry block taking `types`.
pub fn region(types: &[Type], rw: &mut Rewriter<'_>) -> Result<RegionId> {
    Ok(rw.new_region(types))
}

/// `empty_region()`: a region without blocks.
pub fn empty_region(rw: &mut Rewriter<'_>) -> Result<RegionId> {
    Ok(rw.empty_region())
}

/// `entry(r)`: the entry block of a target region.
pub fn entry(r: RegionId, rw: &mut Rewriter<'_>) -> Result<BlockId> {
    rw.entry_block(r)
}

/// `module_body()`: the target module's top-level block.
pub fn module_body(rw: &mut Rewriter<'_>) -> Result<BlockId> {
    Ok(rw.target().body_block())
}

/// `current_block()`: the block ops are emitted into now.
pub fn current_block(rw: &mut Rewriter<'_>) -> Result<BlockId> {
    Ok(rw.insertion_block())
}

/// `inline(r, vs...)`: converts the ops of single-block source region `r` at the insertion
/// point, its arguments standing for `vs`; the converted operands of its terminator.
pub fn inline(r: RegionId, vs: &[Value], rw: &mut Rewriter<'_>) -> Result<Vec<Value>> {
    rw.inline_region(r, vs.to_vec())
}

/// `inline_blocks(r, b)`: inlines the blocks of source region `r` into the current region,
/// its yields branching to `b`.
pub fn inline_blocks(r: RegionId, b: BlockId, rw: &mut Rewriter<'_>) -> Result<Vec<Value>> {
    rw.inline_blocks(r, b)?;
    Ok(Vec::new())
}

/// `function_body(r)`: source region `r` converted as a function body.
pub fn function_body(r: RegionId, rw: &mut Rewriter<'_>) -> Result<RegionId> {
    rw.function_body(r)
}

/// `convert_region(r)`: source region `r` converted with the same block signatures.
pub fn convert_region(r: RegionId, rw: &mut Rewriter<'_>) -> Result<RegionId> {
    rw.convert_region(r)
}

/// `terminator_regions(r)`: the regions of the terminator of single-block source region `r`.
pub fn terminator_regions(r: RegionId, rw: &mut Rewriter<'_>) -> Result<Vec<RegionId>> {
    rw.terminator_regions(r)
}

/// `body_op_name(r)`: the name of the first op of single-block source region `r`.
pub fn body_op_name(r: RegionId, rw: &mut Rewriter<'_>) -> Result<String> {
    let op = rw.body_op(r)?;
    Ok(rw.source().op(op).name.clone())
}

/// `body_operands(r)`: the converted operands of the first op of source region `r`.
pub fn body_operands(r: RegionId, rw: &mut Rewriter<'_>) -> Result<Vec<Value>> {
    rw.body_operands(r)
}

/// `body_attr(r, s)`: attribute `s` of the first op of single-block source region `r`.
pub fn body_attr(r: RegionId, name: &str, rw: &mut Rewriter<'_>) -> Result<Option<Attribute>> {
    let op = rw.body_op(r)?;
    Ok(rw.source().op(op).attr(name).cloned())
}

/// `is_empty(r)`: whether source region `r` has no blocks.
pub fn is_empty(r: RegionId, rw: &mut Rewriter<'_>) -> Result<bool> {
    Ok(rw.source().region(r).blocks.is_empty())
}

/// `call(a, T, vs)`: `llvm.call @a(vs)` returning `t` (no result for `void`).
pub fn call(
    callee: Option<&Attribute>,
    ret: &Type,
    args: &[Value],
    rw: &mut Rewriter<'_>,
) -> Result<Vec<Value>> {
    rw.call(callee.cloned(), ret.clone(), args.to_vec())
}

/// `declare(s, T)`: makes sure a function `s` of LLVM function type `t` exists.
pub fn declare(name: &str, t: &Type, rw: &mut Rewriter<'_>) -> Result<Vec<Value>> {
    rw.declare_function(name, t.clone())?;
    Ok(Vec::new())
}

/// `unique_symbol(s)`: a name no symbol has yet, `s` or `s_N`.
pub fn unique_symbol(base: &str, rw: &mut Rewriter<'_>) -> Result<String> {
    Ok(rw.unique_symbol(base))
}

/// `fail(s)`: stops the rewrite with error `s` at the op.
pub fn fail(message: &str, rw: &mut Rewriter<'_>) -> Result<Vec<Value>> {
    Err(Error::at(&rw.loc(), message))
}

/// `boundary_arg_attrs(a, Ts)`: argument attributes for the boundary-form arguments.
pub fn boundary_arg_attrs(
    a: Option<&Attribute>,
    ts: &[Type],
    rw: &mut Rewriter<'_>,
) -> Result<Option<Attribute>> {
    rw.boundary_arg_attrs(a.cloned(), ts)
}

/// `expand_types(Ts)`: argument types in boundary form.
pub fn expand_types(ts: &[Type], rw: &mut Rewriter<'_>) -> Result<Vec<Type>> {
    rw.expand_types(ts)
}

/// `result_types(Ts)`: result types in boundary form.
pub fn result_types(ts: &[Type], rw: &mut Rewriter<'_>) -> Result<Vec<Type>> {
    rw.result_types(ts)
}

/// `results_in(vs, Ts)`: boundary-form call results back to converted values.
pub fn results_in(vs: &[Value], ts: &[Type], rw: &mut Rewriter<'_>) -> Result<Vec<Value>> {
    rw.results_in(vs, ts)
}

/// `collapse(vs, Ts)`: boundary-form values back to one converted value per source type.
pub fn collapse(vs: &[Value], ts: &[Type], rw: &mut Rewriter<'_>) -> Result<Vec<Value>> {
    rw.collapse(vs, ts)
}
