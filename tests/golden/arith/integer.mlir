// Integer arithmetic, comparisons, casts and overflow flags.
func.func @integer(%a: i32, %b: i32, %i: index) -> (i32, i1, i64, index) {
  %add = arith.addi %a, %b overflow<nsw> : i32
  %sub = arith.subi %add, %b : i32
  %mul = arith.muli %sub, %a overflow<nsw, nuw> : i32
  %div = arith.divsi %mul, %b : i32
  %rem = arith.remui %div, %b : i32
  %ceil = arith.ceildivsi %rem, %b : i32
  %max = arith.maxsi %ceil, %a : i32
  %cmp = arith.cmpi slt, %max, %b : i32
  %ext = arith.extsi %max : i32 to i64
  %idx = arith.index_cast %ext : i64 to index
  %sum = arith.addi %idx, %i : index
  return %max, %cmp, %ext, %sum : i32, i1, i64, index
}
