//! `lowrite_runtime::split` on modules only MLIR's parser reads (argument attributes), which is
//! why these tests live with the runtime rather than in `lowrite-core`.

use lowrite_runtime::{ir::Module, pipeline, split};

fn names(m: &Module, parts: &[split::Part]) -> Vec<Vec<String>> {
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

#[test]
fn callees_with_abi_parameter_attributes_stay_with_their_callers() {
    let m = pipeline::load_with_mlir(
        "module {
  llvm.func @sum(%s: !llvm.ptr {llvm.byval = !llvm.struct<(i32, i32)>}) -> i32 {
    %0 = llvm.load %s : !llvm.ptr -> i32
    llvm.return %0 : i32
  }
  llvm.func @other() {
    llvm.return
  }
  llvm.func @caller(%p: !llvm.ptr) -> i32 {
    %0 = llvm.call @sum(%p) : (!llvm.ptr) -> i32
    llvm.return %0 : i32
  }
}",
        "t.mlir",
        &Default::default(),
    )
    .unwrap();
    let parts = split::split(&m, 3, 1).unwrap();
    let names = names(&m, &parts);
    assert!(names.iter().any(|p| p == &["caller", "sum"]), "{names:?}");
}

/// A module holding what only MLIR's translation translates is not split (MLIR translates it
/// whole), however deep in a function that is; the same module without it is.
#[test]
fn modules_only_mlir_translates_are_not_split() {
    let with = |inner: &str| {
        format!(
            "module {{
  llvm.func @a() {{
    %0 = llvm.mlir.zero : !llvm.ptr
    %1 = llvm.mlir.zero : !llvm.ptr
    %2 = llvm.mlir.zero : !llvm.ptr
    %3 = llvm.mlir.zero : !llvm.ptr
    %4 = llvm.mlir.zero : !llvm.ptr
    %5 = llvm.mlir.zero : !llvm.ptr
    llvm.return
  }}
  llvm.func @b(%p: !llvm.ptr, %c: i1) {{
    llvm.cond_br %c, ^t, ^f
  ^t:
    {inner}
    llvm.br ^f
  ^f:
    llvm.return
  }}
}}"
        )
    };
    let split_of = |text: &str| {
        let m = pipeline::load_with_mlir(text, "t.mlir", &Default::default()).unwrap();
        (split::split(&m, 2, 1).is_some(), lowrite_runtime::translate::needs_mlir(&m))
    };
    let plain = "%z = llvm.mlir.zero : !llvm.ptr";
    let omp = "omp.barrier";
    let token = "%i = llvm.mlir.constant(8 : i32) : i32\n    \
                 %t = llvm.intr.coro.id %i, %p, %p, %p : (i32, !llvm.ptr, !llvm.ptr, !llvm.ptr) -> !llvm.token";
    assert_eq!(split_of(&with(plain)), (true, false));
    assert_eq!(split_of(&with(omp)), (false, true));
    assert_eq!(split_of(&with(token)), (false, true));
}
