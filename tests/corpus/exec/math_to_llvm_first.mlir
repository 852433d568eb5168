// FLAGS: -convert-math-to-llvm -convert-math-to-libm -convert-to-llvm -reconcile-unrealized-casts
// convert-math-to-llvm at its place: it takes math.fpowi (which convert-math-to-libm refuses)
// and leaves erf and cbrt to libm.
func.func @f(%x: f32, %n: i32) {
  %p = math.fpowi %x, %n : f32, i32
  vector.print %p : f32
  %e = math.erf %x : f32
  vector.print %e : f32
  %c = math.cbrt %p : f32
  vector.print %c : f32
  return
}

func.func @main() {
  %x = arith.constant 0.75 : f32
  %n = arith.constant 5 : i32
  call @f(%x, %n) : (f32, i32) -> ()
  return
}
