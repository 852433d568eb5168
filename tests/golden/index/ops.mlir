// The index dialect: arithmetic, ceil/floor division, comparisons and casts.
func.func @index_ops(%a: index, %b: index, %i: i32) -> (index, i1, index) {
  %s = index.add %a, %b
  %m = index.mul %s, %a
  %c = index.ceildivs %m, %b
  %f = index.floordivs %c, %b
  %max = index.maxu %f, %a
  %cmp = index.cmp slt(%max, %b)
  %cast = index.casts %i : i32 to index
  %k = index.constant 42
  %r = index.sub %cast, %k
  return %max, %cmp, %r : index, i1, index
}
