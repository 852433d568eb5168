// Float casts: fptrunc, fpext, fptosi, fptoui, sitofp, uitofp (plain and nneg),
// and bitcast between floats and integers of the same width.
// The C driver only passes values for which fptosi/fptoui are defined.
module {
  llvm.func @f64_to_f32_to_f64(%a: f64) -> f64 {
    %0 = llvm.fptrunc %a : f64 to f32
    %1 = llvm.fpext %0 : f32 to f64
    llvm.return %1 : f64
  }

  llvm.func @f64_to_half_to_f64(%a: f64) -> f64 {
    %0 = llvm.fptrunc %a : f64 to f16
    %1 = llvm.fpext %0 : f16 to f64
    llvm.return %1 : f64
  }

  llvm.func @fptosi_i32(%a: f64) -> i32 {
    %0 = llvm.fptosi %a : f64 to i32
    llvm.return %0 : i32
  }

  llvm.func @fptosi_i8_from_f32(%a: f32) -> i32 {
    %0 = llvm.fptosi %a : f32 to i8
    %1 = llvm.sext %0 : i8 to i32
    llvm.return %1 : i32
  }

  llvm.func @fptoui_i64(%a: f64) -> i64 {
    %0 = llvm.fptoui %a : f64 to i64
    llvm.return %0 : i64
  }

  llvm.func @fptoui_i32_from_f32(%a: f32) -> i32 {
    %0 = llvm.fptoui %a : f32 to i32
    llvm.return %0 : i32
  }

  llvm.func @sitofp_i64(%a: i64) -> f64 {
    %0 = llvm.sitofp %a : i64 to f64
    llvm.return %0 : f64
  }

  llvm.func @sitofp_i32_f32(%a: i32) -> f32 {
    %0 = llvm.sitofp %a : i32 to f32
    llvm.return %0 : f32
  }

  llvm.func @uitofp_i64(%a: i64) -> f64 {
    %0 = llvm.uitofp %a : i64 to f64
    llvm.return %0 : f64
  }

  llvm.func @uitofp_i32_f32(%a: i32) -> f32 {
    %0 = llvm.uitofp %a : i32 to f32
    llvm.return %0 : f32
  }

  // nneg: caller guarantees a >= 0.
  llvm.func @uitofp_nneg(%a: i32) -> f64 {
    %0 = llvm.uitofp nneg %a : i32 to f64
    llvm.return %0 : f64
  }

  llvm.func @f64_bits(%a: f64) -> i64 {
    %0 = llvm.bitcast %a : f64 to i64
    llvm.return %0 : i64
  }

  llvm.func @bits_f32(%a: i32) -> f32 {
    %0 = llvm.bitcast %a : i32 to f32
    llvm.return %0 : f32
  }

  // Flip the sign bit through an integer view.
  llvm.func @flip_sign(%a: f64) -> f64 {
    %0 = llvm.bitcast %a : f64 to i64
    %m = llvm.mlir.constant(-9223372036854775808 : i64) : i64
    %1 = llvm.xor %0, %m : i64
    %2 = llvm.bitcast %1 : i64 to f64
    llvm.return %2 : f64
  }
}
