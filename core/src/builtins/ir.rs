//! Blocks, regions, calls and symbols of the target module, and the function-boundary
//! conventions: the builtins that read the source op's regions or build target structure.

use crate::builtins::values;
use crate::convert::{leaves, Boundary, Rewriter};
use crate::error::{Error, Result};
use crate::ir::{Attribute, BlockId, OpId, OpSpec, RegionId, Type, Value};

/// `args(b)`: a target block's arguments.
pub fn args(b: BlockId, rw: &mut Rewriter<'_>) -> Result<Vec<Value>> {
    Ok(rw.block_args(b))
}

/// `block(Ts...)`: a new block at the end of the current region.
pub fn block(types: &[Type], rw: &mut Rewriter<'_>) -> Result<BlockId> {
    Ok(rw.new_block(types))
}

/// `last_block(Ts...)`: [`block`], at the end of the current region.
pub fn last_block(types: &[Type], rw: &mut Rewriter<'_>) -> Result<BlockId> {
    Ok(rw.new_last_block(types))
}

/// `switch(v, cases, default, blocks)`: `llvm.switch` on integer `v`, to `blocks[i]` when `v`
/// is `cases[i]` (static integers) and to `default` otherwise; no block takes operands. No
/// values.
pub fn switch(
    v: Value,
    cases: &[crate::convert::Ofr],
    default: BlockId,
    blocks: &[BlockId],
    rw: &mut Rewriter<'_>,
) -> Result<Vec<Value>> {
    if cases.len() != blocks.len() {
        return Err(rw.located(format!("{} case values for {} blocks", cases.len(), blocks.len())));
    }
    let values = crate::convert::static_ints(cases.iter().copied())
        .ok_or_else(|| rw.located("a switch's case values must be static"))?;
    let t = rw.target().value_type(v).clone();
    let ty = Type::Tensor { shape: Some(vec![values.len() as i64]), elem: t.into() };
    // Equal elements make a splat, as MLIR's dense attributes detect it.
    let splat = values.windows(2).all(|w| w[0] == w[1]) && !values.is_empty();
    let values = if splat { values[..1].to_vec() } else { values };
    let case_values = Attribute::DenseElements {
        ty: Type::shared(ty),
        splat,
        values: crate::ir::DenseValues::Int(values),
    };
    let spec = OpSpec::new("llvm.switch", crate::ir::Location::Unknown)
        .operands([v])
        .attr("case_values", case_values)
        .successors(std::iter::once(default).chain(blocks.iter().copied()));
    rw.emit_branch(spec, &vec![0; blocks.len() + 1]);
    Ok(Vec::new())
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

/// `module_start()`: where ops go that belong at the top of the module (globals a rule adds
/// for its own use), as `at ^b` makes them: each put ahead of the module's ops, newest first,
/// once the top-level op being converted is done.
pub fn module_start(rw: &mut Rewriter<'_>) -> Result<BlockId> {
    Ok(rw.module_start())
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

/// `inline_scope(r, b, v)`: [`inline_blocks`], restoring the stack to `v` before each branch
/// to `b`.
pub fn inline_scope(
    r: RegionId,
    b: BlockId,
    saved: Value,
    rw: &mut Rewriter<'_>,
) -> Result<Vec<Value>> {
    rw.inline_blocks_restoring(r, b, Some(saved))?;
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

/// The regions of the terminator of single-block source region `r` (the combining regions
/// of an `scf.reduce`).
pub fn terminator_regions(r: RegionId, rw: &mut Rewriter<'_>) -> Result<Vec<RegionId>> {
    let src = rw.source();
    match src.region(r).blocks.as_slice() {
        [b] => {
            Ok(src.block(*b).ops.last().map(|&t| src.op(t).regions.to_vec()).unwrap_or_default())
        }
        _ => Err(rw.located("only the terminator of a single-block region can be read")),
    }
}

/// `body_op_name(r)`: the name of the first op of single-block source region `r`.
pub fn body_op_name(r: RegionId, rw: &mut Rewriter<'_>) -> Result<String> {
    let op = body_op(r, rw)?;
    Ok(rw.source().op(op).name.to_string())
}

/// The converted operands of the first op of single-block source region `r`; they must be
/// defined outside it.
pub fn body_operands(r: RegionId, rw: &mut Rewriter<'_>) -> Result<Vec<Value>> {
    let op = body_op(r, rw)?;
    let operands = rw.source().op(op).operands.clone();
    rw.values(&operands)
}

/// `body_attr(r, s)`: attribute `s` of the first op of single-block source region `r`.
pub fn body_attr(r: RegionId, name: &str, rw: &mut Rewriter<'_>) -> Result<Option<Attribute>> {
    let op = body_op(r, rw)?;
    Ok(rw.source().op(op).attr(name).cloned())
}

/// `is_empty(r)`: whether source region `r` has no blocks.
pub fn is_empty(r: RegionId, rw: &mut Rewriter<'_>) -> Result<bool> {
    Ok(rw.source().region(r).blocks.is_empty())
}

/// `call(a, T, vs)`: `llvm.call @a(vs)` returning `T` (no result for `!llvm.void`).
pub fn call(
    callee: Option<&Attribute>,
    ret: &Type,
    args: &[Value],
    rw: &mut Rewriter<'_>,
) -> Result<Vec<Value>> {
    let Some(callee) = callee else {
        return Err(rw.located("a call needs a callee symbol"));
    };
    let results = if *ret == Type::Void { vec![] } else { vec![ret.clone()] };
    let op = rw.emit(
        OpSpec::named("llvm.call")
            .operands(args.iter().copied())
            .attr("callee", callee.clone())
            .results(results),
    );
    Ok(rw.results(op))
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

/// Argument attributes (`a`: an array of dictionaries, one per source argument of types
/// `ts`) for the boundary-form arguments: an argument that crosses as one value keeps its
/// dictionary, the values of an expanded one get empty dictionaries. `None` when `a` is
/// absent or every dictionary is empty.
pub fn boundary_arg_attrs(
    a: Option<&Attribute>,
    ts: &[Type],
    rw: &mut Rewriter<'_>,
) -> Result<Option<Attribute>> {
    let Some(Attribute::Array(dicts)) = a.cloned() else { return Ok(None) };
    if dicts.len() != ts.len() {
        return Err(rw.located(format!(
            "{} argument attribute dictionaries for {} arguments",
            dicts.len(),
            ts.len()
        )));
    }
    let mut out = Vec::with_capacity(ts.len());
    for (t, d) in ts.iter().zip(dicts) {
        let n = expand_types(std::slice::from_ref(t), rw)?.len();
        if n == 1 {
            out.push(d);
        } else {
            out.extend((0..n).map(|_| Attribute::Dict(Vec::new())));
        }
    }
    let empty = out.iter().all(|d| matches!(d, Attribute::Dict(e) if e.is_empty()));
    Ok((!empty).then_some(Attribute::Array(out)))
}

/// Argument types at a function boundary for source types `ts` (leaves of expanded types,
/// the boundary type of `as` rules, the converted type otherwise).
pub fn expand_types(ts: &[Type], rw: &mut Rewriter<'_>) -> Result<Vec<Type>> {
    let mut out = Vec::with_capacity(ts.len());
    for t in ts {
        let c = rw.convert_type(t)?;
        match boundary_of(t, rw)? {
            Some(Boundary::Expand) => {
                leaves(&c, &mut Vec::new(), &mut |_, lt| out.push(lt.clone()))
            }
            Some(Boundary::As { ty, .. }) => out.push(ty),
            _ => out.push(c),
        }
    }
    Ok(out)
}

/// Result types at a function boundary for source types `ts`: the boundary type of `as`
/// rules, the converted type otherwise (results are never expanded).
pub fn result_types(ts: &[Type], rw: &mut Rewriter<'_>) -> Result<Vec<Type>> {
    let mut out = Vec::with_capacity(ts.len());
    for t in ts {
        match boundary_of(t, rw)? {
            Some(Boundary::As { ty, .. }) => out.push(ty),
            _ => out.push(rw.convert_type(t)?),
        }
    }
    Ok(out)
}

/// Results of a call, back from their boundary form to converted values of source types
/// `ts`.
pub fn results_in(vs: &[Value], ts: &[Type], rw: &mut Rewriter<'_>) -> Result<Vec<Value>> {
    let mut out = Vec::with_capacity(vs.len());
    for (&v, t) in vs.iter().zip(ts) {
        match boundary_of(t, rw)? {
            Some(Boundary::As { inn, .. }) => out.push(inn(rw, t, v)?),
            _ => out.push(v),
        }
    }
    Ok(out)
}

/// The inverse of [`expand`]: target values laid out as at a function boundary for
/// source types `types`, packed back into one value per type.
pub fn collapse(vs: &[Value], types: &[Type], rw: &mut Rewriter<'_>) -> Result<Vec<Value>> {
    let parts = collapse_parts(vs, types, false, rw)?;
    let mut out = Vec::with_capacity(parts.len());
    for (i, part) in parts.into_iter().enumerate() {
        out.push(match part {
            Collapsed::Value(v) => v,
            Collapsed::Leaves(leaves) => {
                let c = rw.convert_type(&types[i])?;
                values::pack_paired(&c, &leaves, rw)?
            }
        });
    }
    Ok(out)
}

/// A source value at a function boundary, collapsed from its boundary form (see
/// [`collapse_parts`]).
pub(crate) enum Collapsed {
    /// The converted value.
    Value(Value),
    /// The leaves of a value that expands, not packed yet.
    Leaves(Vec<Value>),
}

/// The values of boundary-form values `vs` for source types `types`: those that cross as one
/// value converted back (`in(...)`, in reverse order with `last_first`), those that expand as
/// their leaves, left to the caller to pack.
pub(crate) fn collapse_parts(
    vs: &[Value],
    types: &[Type],
    last_first: bool,
    rw: &mut Rewriter<'_>,
) -> Result<Vec<Collapsed>> {
    // How each type crosses the boundary, and where its values start.
    let mut how = Vec::with_capacity(types.len());
    let mut starts = Vec::with_capacity(types.len() + 1);
    let mut next = 0;
    for t in types {
        let b = boundary_of(t, rw)?;
        starts.push(next);
        next += match b {
            Some(Boundary::Expand) => {
                let mut n = 0;
                leaves(&rw.convert_type(t)?, &mut Vec::new(), &mut |_, _| n += 1);
                n
            }
            _ => 1,
        };
        how.push(b);
    }
    starts.push(next);
    if next > vs.len() {
        let msg = format!("{} value(s) cannot stand for {} type(s)", vs.len(), types.len());
        return Err(rw.located(msg));
    }
    let mut out: Vec<Option<Collapsed>> = (0..types.len()).map(|_| None).collect();
    let mut order: Vec<usize> = (0..types.len()).collect();
    if last_first {
        order.reverse();
    }
    for i in order {
        let (t, group) = (&types[i], &vs[starts[i]..starts[i + 1]]);
        out[i] = Some(match &how[i] {
            Some(Boundary::Expand) => Collapsed::Leaves(group.to_vec()),
            Some(Boundary::As { inn, .. }) => Collapsed::Value(inn(rw, t, group[0])?),
            _ => Collapsed::Value(group[0]),
        });
    }
    Ok(out.into_iter().flatten().collect())
}

/// The first op of single-block source region `r` (the op a `vector.mask` masks).
pub fn body_op(r: RegionId, rw: &mut Rewriter<'_>) -> Result<OpId> {
    let src = rw.source();
    match src.region(r).blocks.as_slice() {
        [b] => src
            .block(*b)
            .ops
            .first()
            .copied()
            .ok_or_else(|| rw.located("the region holds no operation")),
        _ => Err(rw.located("only the operations of a single-block region can be read")),
    }
}

/// How values of source type `t` cross function boundaries; a `boundary ... => error`
/// rule is an error located at the current op.
fn boundary_of(t: &Type, rw: &mut Rewriter<'_>) -> Result<Option<Boundary>> {
    match rw.type_converter().boundary(t) {
        Some(Boundary::Error(m)) => Err(rw.located(format!("type '{t}': {m}"))),
        b => Ok(b),
    }
}

/// Call operands: converted source values as they cross a function boundary (expanded
/// into their leaves, or converted by the boundary rule's `out`).
pub fn expand(vs: &[Value], rw: &mut Rewriter<'_>) -> Result<Vec<Value>> {
    let mut out = Vec::with_capacity(vs.len());
    for &v in vs {
        let t = rw.source().value_type(v).clone();
        let c = rw.value(v)?;
        match boundary_of(&t, rw)? {
            Some(Boundary::Expand) => out.extend(values::unpack(c, rw)?),
            Some(Boundary::As { out: f, .. }) => out.push(f(rw, &t, c)?),
            _ => out.push(c),
        }
    }
    Ok(out)
}

/// Returned values: converted source values as results cross a function boundary.
pub fn results_out(vs: &[Value], rw: &mut Rewriter<'_>) -> Result<Vec<Value>> {
    let mut out = Vec::with_capacity(vs.len());
    for &v in vs {
        let t = rw.source().value_type(v).clone();
        let c = rw.value(v)?;
        match boundary_of(&t, rw)? {
            Some(Boundary::As { out: f, .. }) => out.push(f(rw, &t, c)?),
            _ => out.push(c),
        }
    }
    Ok(out)
}
