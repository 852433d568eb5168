// Declarations, calls, multiple results, private functions and argument attributes.
func.func private @ext(i64, f32) -> (i64, f32)

func.func @pair(%a: i64 {llvm.noundef}, %b: f32) -> (i64, f32) {
  %r:2 = call @ext(%a, %b) : (i64, f32) -> (i64, f32)
  return %r#0, %r#1 : i64, f32
}

func.func @c_api(%x: i32) -> i32 attributes {llvm.emit_c_interface} {
  return %x : i32
}
