//! Splitting an LLVM-dialect module into parts that are translated, optimized and compiled in
//! parallel, one LLVM context per thread (`lowrite compile`).
//!
//! Every part declares what it uses and defines its share of the functions and globals. A
//! symbol that must be defined where it is used stays with every top-level op that refers to
//! it: local symbols (`private`, `internal`), those the optimizer may drop when unused in its
//! own part (`linkonce`, `linkonce_odr`, `available_externally`, `common`), and functions with
//! ABI parameter attributes (`byval`, `sret`...), whose call sites may lack them. Parts are contiguous
//! runs of top-level ops of about equal size (neighbouring functions, which often call each
//! other, stay together for the inliner). Modules with aliases, constructors, destructors,
//! comdats or appending globals are not split, nor are those only MLIR's translation
//! translates ([`only_mlir_translates`]), which it translates whole.

use crate::ir::{Attribute, Module, OpId, Type, Value};
use rustc_hash::{FxHashMap, FxHashSet};

/// The top-level ops a part defines.
pub type Part = FxHashSet<OpId>;

/// Below this many ops per part, splitting costs more (threads, a second context, linking the
/// objects) than it saves.
pub const MIN_OPS_PER_PART: usize = 20_000;

/// Parts of a large module when the caller does not say: a constant rather than the number of
/// cores, so that the object code does not depend on the machine that compiled it.
pub const DEFAULT_PARTS: usize = 2;

/// Linkages whose symbols stay in the part of their users.
const STAY_WITH_USERS: &[&str] =
    &["private", "internal", "linkonce", "linkonce_odr", "available_externally", "common"];

/// The linkage case of a symbol op (`external` when absent).
fn linkage(m: &Module, op: OpId) -> &str {
    match m.op(op).attr("linkage").and_then(|a| a.enum_cases("llvm.linkage")) {
        Some([case]) => case,
        _ => "external",
    }
}

/// Parameter attributes that change how a call passes an argument: the optimizer treats a call
/// site as the callee's attributes say, and a call site without them (as MLIR's calls usually
/// are) is only safe where the callee's definition is in view, as it is in a whole module.
const ABI_PARAM_ATTRS: &[&str] =
    &["llvm.byval", "llvm.byref", "llvm.sret", "llvm.inalloca", "llvm.preallocated"];

/// Whether a top-level op's definition must be in the part of every op that refers to it.
pub fn stays_with_users(m: &Module, op: OpId) -> bool {
    let abi = match m.op(op).attr("arg_attrs") {
        Some(Attribute::Array(dicts)) => dicts.iter().any(|d| match d {
            Attribute::Dict(entries) => {
                entries.iter().any(|(k, _)| ABI_PARAM_ATTRS.contains(&k.as_str()))
            }
            _ => false,
        }),
        _ => false,
    };
    abi || STAY_WITH_USERS.contains(&linkage(m, op))
}

/// Whether values of type `t` are ones only MLIR's translation translates: `!llvm.token` (the
/// coroutines `convert-async-to-llvm` makes), which inkwell cannot represent.
pub fn only_mlir_translates_type(t: &Type) -> bool {
    matches!(t, Type::Opaque(s) if s == "!llvm.token")
}

/// Whether op `op` is one only MLIR's translation translates: an OpenMP op (MLIR builds their
/// runtime calls and outlined functions with LLVM's OpenMP IR builder), or one with a result
/// or block argument of a type [`only_mlir_translates_type`]. `tokens`: whether the module has
/// values of such a type at all (when it has none, no value needs looking at).
pub fn only_mlir_translates(m: &Module, op: OpId, tokens: bool) -> bool {
    let o = m.op(op);
    let token_value = |v: &Value| tokens && only_mlir_translates_type(m.value_type(*v));
    o.dialect() == "omp"
        || o.results.iter().any(token_value)
        || o.regions
            .iter()
            .any(|&r| m.region(r).blocks.iter().any(|&b| m.block(b).args.iter().any(token_value)))
}

/// Splits a module into at most `parts` parts of at least `min_ops` ops each, or `None` when
/// it should be compiled whole (as a module holding what [`only_mlir_translates`] is).
pub fn split(m: &Module, parts: usize, min_ops: usize) -> Option<Vec<Part>> {
    let top = m.top_level_ops();
    let mut index: FxHashMap<&str, usize> = FxHashMap::default();
    for (i, &op) in top.iter().enumerate() {
        let o = m.op(op);
        if !matches!(o.name.as_str(), "llvm.func" | "llvm.mlir.global")
            || o.attr("comdat").is_some()
            || linkage(m, op) == "appending"
        {
            return None;
        }
        index.insert(o.attr("sym_name")?.as_str()?, i);
    }
    // Sizes, and the symbols each top-level op refers to: a walk over the whole module, in
    // two halves at the same time when it is large.
    let tokens = m.value_types().iter().any(only_mlir_translates_type);
    let scanned = crate::ir::joined_halves(m.num_ops(), top, |half| scan(m, half, tokens));
    let mut parent: Vec<usize> = (0..top.len()).collect();
    let mut sizes = Vec::with_capacity(top.len());
    for (i, scanned) in scanned.into_iter().enumerate() {
        let (size, refs) = scanned?;
        sizes.push(size);
        for name in refs {
            if let Some(&j) = index.get(name) {
                if stays_with_users(m, top[j]) {
                    union(&mut parent, i, j);
                }
            }
        }
    }
    let total: usize = sizes.iter().sum();
    let parts = parts.min(total / min_ops.max(1)).min(top.len());
    if parts < 2 {
        return None;
    }
    // Components in order of their first op, dealt out in contiguous runs of about equal size.
    let mut component_part: FxHashMap<usize, usize> = FxHashMap::default();
    let mut component_size: FxHashMap<usize, usize> = FxHashMap::default();
    for (i, &size) in sizes.iter().enumerate() {
        let root = find(&mut parent, i);
        *component_size.entry(root).or_default() += size;
    }
    let mut out = vec![Part::default(); parts];
    let mut done = 0usize;
    for (i, &op) in top.iter().enumerate() {
        let root = find(&mut parent, i);
        let part = *component_part.entry(root).or_insert_with(|| {
            let p = (done * parts / total.max(1)).min(parts - 1);
            done += component_size[&root];
            p
        });
        out[part].insert(op);
    }
    out.retain(|p| !p.is_empty());
    (out.len() >= 2).then_some(out)
}

/// For each of the top-level ops `top`, the number of ops it is made of (itself and the ops
/// nested in it) and the root names of the symbols they refer to (but by `sym_name`); `None`
/// for one holding an op [`only_mlir_translates`] (`tokens` as there).
fn scan<'m>(m: &'m Module, top: &[OpId], tokens: bool) -> Vec<Option<(usize, Vec<&'m str>)>> {
    let mut stack = Vec::new();
    top.iter()
        .map(|&op| {
            let (mut size, mut refs) = (0, Vec::new());
            stack.push(op);
            while let Some(o) = stack.pop() {
                if only_mlir_translates(m, o, tokens) {
                    stack.clear();
                    return None;
                }
                size += 1;
                let data = m.op(o);
                for (key, a) in &data.attributes {
                    if key != "sym_name" {
                        symbol_refs(a, &mut refs);
                    }
                }
                for &r in &data.regions {
                    for &b in &m.region(r).blocks {
                        stack.extend(m.block(b).ops.iter().copied());
                    }
                }
            }
            Some((size, refs))
        })
        .collect()
}

/// Collects the root names of the symbol references in an attribute.
fn symbol_refs<'a>(a: &'a Attribute, out: &mut Vec<&'a str>) {
    match a {
        Attribute::SymbolRef(path) => out.extend(path.first().map(String::as_str)),
        Attribute::Array(items) => items.iter().for_each(|i| symbol_refs(i, out)),
        Attribute::Dict(entries) => entries.iter().for_each(|(_, v)| symbol_refs(v, out)),
        _ => {}
    }
}

fn find(parent: &mut [usize], mut i: usize) -> usize {
    while parent[i] != i {
        parent[i] = parent[parent[i]];
        i = parent[i];
    }
    i
}

fn union(parent: &mut [usize], a: usize, b: usize) {
    let (ra, rb) = (find(parent, a), find(parent, b));
    // The earlier op is the root, so a component is dealt out where it first appears.
    parent[ra.max(rb)] = ra.min(rb);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::llvm_text;

    fn module(text: &str) -> Module {
        llvm_text::parse(text, "t.mlir").expect("the test module reads")
    }

    fn names(m: &Module, parts: &[Part]) -> Vec<Vec<String>> {
        parts
            .iter()
            .map(|p| {
                let mut v: Vec<String> = m
                    .top_level_ops()
                    .iter()
                    .filter(|op| p.contains(op))
                    .map(|&op| m.op(op).attr("sym_name").unwrap().as_str().unwrap().to_string())
                    .collect();
                v.sort();
                v
            })
            .collect()
    }

    const TEXT: &str = "module {
  llvm.func internal @helper(%arg0: i64) -> i64 {
    llvm.return %arg0 : i64
  }
  llvm.func @a(%arg0: i64) -> i64 {
    %0 = llvm.call @ext(%arg0) : (i64) -> i64
    llvm.return %0 : i64
  }
  llvm.func @b(%arg0: i64) -> i64 {
    %0 = llvm.call @a(%arg0) : (i64) -> i64
    llvm.return %0 : i64
  }
  llvm.func @c(%arg0: i64) -> i64 {
    %0 = llvm.call @helper(%arg0) : (i64) -> i64
    llvm.return %0 : i64
  }
  llvm.func linkonce_odr @d(%arg0: i64) -> i64 {
    llvm.return %arg0 : i64
  }
  llvm.func @e(%arg0: i64) -> i64 {
    %0 = llvm.call @d(%arg0) : (i64) -> i64
    llvm.return %0 : i64
  }
  llvm.func @ext(i64) -> i64
}";

    #[test]
    fn local_and_discardable_symbols_stay_with_their_users() {
        let m = module(TEXT);
        let parts = split(&m, 2, 1).unwrap();
        let names = names(&m, &parts);
        let together = |x: &str, y: &str| {
            names.iter().any(|p| p.iter().any(|n| n == x) && p.iter().any(|n| n == y))
        };
        assert!(together("helper", "c"), "{names:?}");
        assert!(together("d", "e"), "{names:?}");
        assert_eq!(names.iter().map(Vec::len).sum::<usize>(), 7, "{names:?}");
    }

    /// A large module's scan, in two halves at the same time, is its scan in one piece.
    #[test]
    fn a_large_module_is_scanned_in_halves_as_whole() {
        let mut text = String::from("module {\n");
        for f in 0..400 {
            text += &format!("  llvm.func @f{f}(%arg0: i64) -> i64 {{\n");
            for i in 0..60 {
                text += &format!("    %{i} = llvm.add %arg0, %arg0 : i64\n");
            }
            let callee = if f % 3 == 0 { "ext".to_string() } else { format!("f{}", f / 2) };
            text += &format!("    %c = llvm.call @{callee}(%arg0) : (i64) -> i64\n");
            text += "    llvm.return %c : i64\n  }\n";
        }
        text += "  llvm.func @ext(i64) -> i64\n}\n";
        let m = module(&text);
        assert!(m.num_ops() >= crate::ir::ALL_OPS_HALVES_MIN);
        let top = m.top_level_ops();
        let (mut first, mut second) = crate::ir::in_halves(top, |half| scan(&m, half, false));
        first.append(&mut second);
        let whole = scan(&m, top, false);
        assert_eq!(first, whole);
        assert_eq!(whole[1], Some((63, vec!["f0"])));
        assert!(split(&m, 2, 1).is_some());
    }

    #[test]
    fn small_modules_and_single_components_stay_whole() {
        let m = module(TEXT);
        assert!(split(&m, 2, 1_000).is_none());
        assert!(split(&m, 1, 1).is_none());
        let one = module(
            "module {
  llvm.func private @p() {
    llvm.return
  }
  llvm.func @q() {
    llvm.call @p() : () -> ()
    llvm.return
  }
}",
        );
        assert!(split(&one, 4, 1).is_none());
    }
}
