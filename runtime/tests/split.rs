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
