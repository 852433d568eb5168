//! Module comparison for the tests of lowrite's text readers ([`lowrite_runtime::llvm_text`],
//! [`lowrite_runtime::mlir_text`]) against MLIR's import.

use lowrite_runtime::import::ImportOptions;
use lowrite_runtime::ir::{
    Attribute, BlockId, DenseValues, Location, Module, OpId, RegionId, Value, ValueDef,
};
use lowrite_runtime::pipeline;
use std::collections::HashMap;

/// Pairs two modules' values and blocks while walking them in step; operands and successors are
/// compared at the end, when every definition is paired.
#[derive(Default)]
struct Pairing {
    values: HashMap<Value, Value>,
    blocks: HashMap<BlockId, BlockId>,
    uses: Vec<(String, Value, Value)>,
    edges: Vec<(String, BlockId, BlockId)>,
}

/// Whether two modules are the same: ops, attributes (in any order), result and block argument
/// types, locations, operands, successors and block structure; the first difference otherwise.
pub fn same_modules(a: &Module, b: &Module) -> Result<(), String> {
    if a.loc != b.loc || a.attributes != b.attributes || a.name != b.name {
        return Err(format!("module headers differ: {:?} vs {:?}", a.loc, b.loc));
    }
    let mut p = Pairing::default();
    same_op_lists(a, b, a.top_level_ops(), b.top_level_ops(), &mut p)?;
    for (at, x, y) in &p.uses {
        if p.values.get(x) != Some(y) {
            return Err(format!("{at}: operands differ"));
        }
    }
    for (at, x, y) in &p.edges {
        if p.blocks.get(x) != Some(y) {
            return Err(format!("{at}: successors differ"));
        }
    }
    Ok(())
}

/// Whether two attributes are the same; floats (constants and dense elements) by their bits,
/// so that a NaN is the NaN of the same bits (and `-0.0` is not `0.0`).
fn same_attr(x: &Attribute, y: &Attribute) -> bool {
    let same_bits = |a: &[f64], b: &[f64]| {
        a.len() == b.len() && a.iter().zip(b).all(|(a, b)| a.to_bits() == b.to_bits())
    };
    match (x, y) {
        (Attribute::Float { value: a, ty: s }, Attribute::Float { value: b, ty: t }) => {
            a.to_bits() == b.to_bits() && s == t
        }
        (
            Attribute::DenseElements { ty: s, splat: p, values: DenseValues::Float(a) },
            Attribute::DenseElements { ty: t, splat: q, values: DenseValues::Float(b) },
        ) => s == t && p == q && same_bits(a, b),
        _ => x == y,
    }
}

fn same_op_lists(
    a: &Module,
    b: &Module,
    xs: &[OpId],
    ys: &[OpId],
    p: &mut Pairing,
) -> Result<(), String> {
    if xs.len() != ys.len() {
        return Err(format!("{} ops vs {}", xs.len(), ys.len()));
    }
    for (&x, &y) in xs.iter().zip(ys) {
        let (ox, oy) = (a.op(x), b.op(y));
        let at = format!("{} ({})", ox.loc, ox.name);
        let sorted = |attrs: &[(lowrite_runtime::ir::Str, lowrite_runtime::ir::Attribute)]| {
            let mut v = attrs.to_vec();
            v.sort_by(|l, r| l.0.cmp(&r.0));
            v
        };
        if ox.name != oy.name || ox.loc != oy.loc {
            return Err(format!("{at}: op differs from {} ({})", oy.loc, oy.name));
        }
        let (ax, ay) = (sorted(&ox.attributes), sorted(&oy.attributes));
        let same = ax.len() == ay.len()
            && ax.iter().zip(&ay).all(|((kx, x), (ky, y))| kx == ky && same_attr(x, y));
        if !same {
            return Err(format!("{at}: attributes {:?} vs {:?}", ox.attributes, oy.attributes));
        }
        let types = |m: &Module, vs: &[Value]| {
            vs.iter().map(|&v| m.value_type(v).clone()).collect::<Vec<_>>()
        };
        if types(a, &ox.results) != types(b, &oy.results)
            || ox.operands.len() != oy.operands.len()
            || ox.successors.len() != oy.successors.len()
            || ox.regions.len() != oy.regions.len()
        {
            return Err(format!("{at}: results, operands, successors or regions differ"));
        }
        p.values.extend(ox.results.iter().copied().zip(oy.results.iter().copied()));
        for (&u, &v) in ox.operands.iter().zip(&oy.operands) {
            p.uses.push((at.clone(), u, v));
        }
        for (&s, &t) in ox.successors.iter().zip(&oy.successors) {
            p.edges.push((at.clone(), s, t));
        }
        for (&r, &s) in ox.regions.iter().zip(&oy.regions) {
            same_regions(a, b, r, s, p).map_err(|e| format!("{at}: {e}"))?;
        }
    }
    Ok(())
}

fn same_regions(
    a: &Module,
    b: &Module,
    r: RegionId,
    s: RegionId,
    p: &mut Pairing,
) -> Result<(), String> {
    let (bs, cs) = (&a.region(r).blocks, &b.region(s).blocks);
    if bs.len() != cs.len() {
        return Err(format!("{} blocks vs {}", bs.len(), cs.len()));
    }
    for (&x, &y) in bs.iter().zip(cs) {
        p.blocks.insert(x, y);
        let (ax, ay) = (&a.block(x).args, &b.block(y).args);
        let tx: Vec<_> = ax.iter().map(|&v| a.value_type(v)).collect();
        let ty: Vec<_> = ay.iter().map(|&v| b.value_type(v)).collect();
        if tx != ty {
            return Err(format!("block arguments {tx:?} vs {ty:?}"));
        }
        p.values.extend(ax.iter().copied().zip(ay.iter().copied()));
        same_op_lists(a, b, &a.block(x).ops, &b.block(y).ops, p)?;
    }
    Ok(())
}

/// A reader of MLIR text under test (`llvm_text::try_parse`, `mlir_text::try_parse`): the
/// module, or where it gave up.
pub type Reader = fn(&str, &str) -> Result<Module, Location>;

/// A reader of a module's two halves at the same time (`llvm_text::parse_split`,
/// `mlir_text::parse_split`): the text, its name, and where the second half starts.
pub type SplitReader = fn(&str, &str, usize) -> Option<Module>;

/// A reader of whole modules and of their halves, as `llvm_text` and `mlir_text` have.
#[derive(Clone, Copy)]
pub struct Halves {
    /// `try_parse`.
    pub read: Reader,
    /// `parse_split`.
    pub split: SplitReader,
    /// `split_point`.
    pub split_point: fn(&str) -> Option<usize>,
    /// `parse`.
    pub parse: fn(&str, &str) -> Option<Module>,
}

/// [`halves_agree`] on every program (more than 100 splits must be read), and
/// [`big_reads_in_halves`] on `big`.
pub fn check_halves(r: Halves, programs: &[(String, String)], big: &str) {
    let read: usize =
        programs.iter().map(|(name, text)| halves_agree(r.read, r.split, name, text)).sum();
    assert!(read > 100, "only {read} splits were read");
    big_reads_in_halves(r, big);
}

/// `big`, a module large enough to be split (on a machine of several cores), is read by
/// `parse` in halves at its `split_point`, and gives the module read whole.
pub fn big_reads_in_halves(r: Halves, big: &str) {
    let whole = (r.read)(big, "big").unwrap();
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let at = (r.split_point)(big);
    assert_eq!(
        at.is_some(),
        cores > 1,
        "a module of {} bytes is split on {cores} cores",
        big.len()
    );
    if let Some(at) = at {
        same_modules(&whole, &(r.split)(big, "big", at).expect("read in halves")).unwrap();
    }
    same_modules(&whole, &(r.parse)(big, "big").unwrap()).unwrap();
}

/// Whether every op, block and region of `m` names the block, region and op it is in as its
/// parent, and every value its definition.
pub fn linked(m: &Module) -> Result<(), String> {
    let mut bad = None;
    m.walk(|op| {
        let o = m.op(op);
        for (i, &r) in o.results.iter().enumerate() {
            if m.value_def(r) != ValueDef::Result(op, i as u32) {
                bad.get_or_insert(format!("a result of '{}' has another definition", o.name));
            }
        }
        for &r in &o.regions {
            if m.region(r).parent != Some(op) {
                bad.get_or_insert(format!("a region of '{}' has another parent", o.name));
            }
            for &b in &m.region(r).blocks {
                let block = m.block(b);
                if block.parent != Some(r) {
                    bad.get_or_insert(format!("a block in '{}' has another parent", o.name));
                }
                for (i, &a) in block.args.iter().enumerate() {
                    if m.value_def(a) != ValueDef::BlockArg(b, i as u32) {
                        bad.get_or_insert(format!(
                            "an argument in '{}' has another definition",
                            o.name
                        ));
                    }
                }
                for &inner in &block.ops {
                    if m.op(inner).parent != Some(b) {
                        bad.get_or_insert(format!(
                            "'{}' has another parent block",
                            m.op(inner).name
                        ));
                    }
                }
            }
        }
    });
    let body = m.body_block();
    if let Some(&op) = m.top_level_ops().iter().find(|&&op| m.op(op).parent != Some(body)) {
        bad.get_or_insert(format!("top-level '{}' has another parent", m.op(op).name));
    }
    bad.map_or(Ok(()), Err)
}

/// Reads `text` whole with `read` and, for every line, in two halves split at its start, at
/// its text (after the indentation) and one byte on. A split where a top-level op starts (but
/// the first byte) must be read and give the module read whole, locations included; any other
/// split must be declined or give the same module. Panics otherwise; returns how many splits
/// were read.
pub fn halves_agree(read: Reader, split: SplitReader, name: &str, text: &str) -> usize {
    let Ok(whole) = read(text, name) else { return 0 };
    let lines: Vec<usize> = std::iter::once(0)
        .chain(text.match_indices('\n').map(|(i, _)| i + 1))
        .filter(|&l| l < text.len())
        .collect();
    let op_starts: std::collections::HashSet<usize> = whole
        .top_level_ops()
        .iter()
        .filter_map(|&op| match &whole.op(op).loc {
            Location::FileLineCol { line, col, .. } => {
                Some(lines[*line as usize - 1] + *col as usize - 1)
            }
            _ => None,
        })
        .filter(|&at| at > 0)
        .collect();
    let mut read_in_halves = 0;
    for &line in &lines {
        let indent = text[line..].bytes().take_while(|&c| c == b' ').count();
        for at in [line, line + indent, line + indent + 1] {
            match split(text, name, at) {
                Some(halves) => {
                    if let Err(e) = same_modules(&whole, &halves).and_then(|()| linked(&halves)) {
                        panic!("{name}: read in halves at byte {at}, the module differs: {e}");
                    }
                    read_in_halves += 1;
                }
                None if op_starts.contains(&at) => {
                    panic!("{name}: not read in halves at byte {at}, where a top-level op starts")
                }
                None => {}
            }
        }
    }
    assert!(read_in_halves >= op_starts.len(), "{name}: a top-level op was not split at");
    read_in_halves
}

/// Whether `read`'s module for `text`, if it gives one, is the one MLIR's import builds: an
/// error when the reader accepts what MLIR rejects or builds anything else.
pub fn reader_agrees(read: Reader, name: &str, text: &str) -> Result<bool, String> {
    let Ok(fast) = read(text, name) else { return Ok(false) };
    let slow = pipeline::load_with_mlir(text, name, &ImportOptions::default())
        .map_err(|e| format!("{name}: the reader accepted what MLIR rejects ({e}):\n{text}"))?;
    same_modules(&fast, &slow)
        .map_err(|e| format!("{name}: the reader and MLIR's import differ: {e}\n{text}"))?;
    Ok(true)
}

/// The longest program [`variants_agree`] makes variants of (longer ones, as the generated
/// benchmark-like programs, would take minutes): a program written to be mutated must be
/// shorter.
pub const MAX_VARIANT_TEXT: usize = 20_000;

/// [`reader_agrees`] on every variant (`variants(text)`: mutants, random edits) of each program
/// of up to [`MAX_VARIANT_TEXT`] bytes that `read` accepts; panics at the first disagreement.
/// Returns how many variants the reader accepted (and were compared) and how many were tried.
pub fn variants_agree(
    read: Reader,
    programs: &[(String, String)],
    mut variants: impl FnMut(&str) -> Vec<String>,
) -> (usize, usize) {
    let (mut accepted, mut tried) = (0, 0);
    for (name, text) in programs {
        if read(text, name).is_err() || text.len() > MAX_VARIANT_TEXT {
            continue;
        }
        for variant in variants(text) {
            tried += 1;
            if reader_agrees(read, name, &variant).unwrap_or_else(|e| panic!("a variant: {e}")) {
                accepted += 1;
            }
        }
    }
    (accepted, tried)
}
