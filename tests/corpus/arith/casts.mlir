// Casts from the arith dialect inside llvm.func: extsi/extui/trunci between
// i1, i8, i16, i32 and i64; extf/truncf between f16, f32 and f64 (rounding,
// overflow to infinity, subnormals); sitofp/uitofp from i8/i16/i32/i64 to
// f16/f32/f64; fptosi/fptoui to i8/i16/i32/i64 (the C driver passes only
// values whose truncation fits the destination); bitcast i16<->f16,
// i32<->f32 and i64<->f64.
module {
  // ------------------------------------------------------------ integers
  // Truncate x to i32/i16/i8/i1 and extend back to i64, sign- (which 0..3)
  // or zero-extending (which 4..7).
  llvm.func @trunc_ext_i64(%x: i64, %which: i32) -> i64 {
    %t32 = arith.trunci %x : i64 to i32
    %t16 = arith.trunci %x : i64 to i16
    %t8 = arith.trunci %x : i64 to i8
    %t1 = arith.trunci %x : i64 to i1
    %s32 = arith.extsi %t32 : i32 to i64
    %s16 = arith.extsi %t16 : i16 to i64
    %s8 = arith.extsi %t8 : i8 to i64
    %s1 = arith.extsi %t1 : i1 to i64
    %z32 = arith.extui %t32 : i32 to i64
    %z16 = arith.extui %t16 : i16 to i64
    %z8 = arith.extui %t8 : i8 to i64
    %z1 = arith.extui %t1 : i1 to i64
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c3 = arith.constant 3 : i32
    %c4 = arith.constant 4 : i32
    %c5 = arith.constant 5 : i32
    %c6 = arith.constant 6 : i32
    %c7 = arith.constant 7 : i32
    %is1 = arith.cmpi eq, %which, %c1 : i32
    %is2 = arith.cmpi eq, %which, %c2 : i32
    %is3 = arith.cmpi eq, %which, %c3 : i32
    %is4 = arith.cmpi eq, %which, %c4 : i32
    %is5 = arith.cmpi eq, %which, %c5 : i32
    %is6 = arith.cmpi eq, %which, %c6 : i32
    %is7 = arith.cmpi eq, %which, %c7 : i32
    %r7 = arith.select %is7, %z1, %s32 : i64
    %r6 = arith.select %is6, %z8, %r7 : i64
    %r5 = arith.select %is5, %z16, %r6 : i64
    %r4 = arith.select %is4, %z32, %r5 : i64
    %r3 = arith.select %is3, %s1, %r4 : i64
    %r2 = arith.select %is2, %s8, %r3 : i64
    %r1 = arith.select %is1, %s16, %r2 : i64
    llvm.return %r1 : i64
  }
  // Extension chains through intermediate widths: i8 -> i16 -> i32 and
  // i8 -> i16 -> i64 (signed and unsigned), i1 -> i8 -> i32, packed:
  // low 32 bits = sext chain, high 32 bits = zext chain (as i32 pieces).
  llvm.func @ext_chains(%x: i32) -> i64 {
    %a8 = arith.trunci %x : i32 to i8
    %s16 = arith.extsi %a8 : i8 to i16
    %s32 = arith.extsi %s16 : i16 to i32
    %u16 = arith.extui %a8 : i8 to i16
    %u32 = arith.extui %u16 : i16 to i32
    %lo = arith.extui %s32 : i32 to i64
    %hi = arith.extui %u32 : i32 to i64
    %c32 = arith.constant 32 : i64
    %hs = arith.shli %hi, %c32 : i64
    %r = arith.ori %lo, %hs : i64
    llvm.return %r : i64
  }
  llvm.func @bool_ext(%x: i32) -> i32 {
    // i1 -> i8 signed (0 or -1), then i8 -> i32 unsigned (0 or 255); plus
    // i1 -> i16 unsigned -> i32 signed (0 or 1). Result: 255 + 1 or 0.
    %b = arith.trunci %x : i32 to i1
    %s8 = arith.extsi %b : i1 to i8
    %z32 = arith.extui %s8 : i8 to i32
    %u16 = arith.extui %b : i1 to i16
    %s32 = arith.extsi %u16 : i16 to i32
    %r = arith.addi %z32, %s32 : i32
    llvm.return %r : i32
  }
  // Narrowing chain i64 -> i32 -> i16 -> i8, sign-extended back to i32.
  llvm.func @trunc_chain(%x: i64) -> i32 {
    %a = arith.trunci %x : i64 to i32
    %b = arith.trunci %a : i32 to i16
    %c = arith.trunci %b : i16 to i8
    %r = arith.extsi %c : i8 to i32
    llvm.return %r : i32
  }

  // ------------------------------------------------------------ floats
  llvm.func @truncf_f64_f32(%x: f64) -> f32 {
    %r = arith.truncf %x : f64 to f32
    llvm.return %r : f32
  }
  llvm.func @extf_f32_f64(%x: f32) -> f64 {
    %r = arith.extf %x : f32 to f64
    llvm.return %r : f64
  }
  // f64 -> f16 directly and f32 -> f16, returned as the f16 bit pattern.
  llvm.func @f64_to_f16_bits(%x: f64) -> i32 {
    %h = arith.truncf %x : f64 to f16
    %b = arith.bitcast %h : f16 to i16
    %r = arith.extui %b : i16 to i32
    llvm.return %r : i32
  }
  llvm.func @f32_to_f16_bits(%x: f32) -> i32 {
    %h = arith.truncf %x : f32 to f16
    %b = arith.bitcast %h : f16 to i16
    %r = arith.extui %b : i16 to i32
    llvm.return %r : i32
  }
  // An f16 bit pattern widened to f64 and to f32 (then f64): the two agree.
  llvm.func @f16_bits_to_f64(%x: i32) -> f64 {
    %b = arith.trunci %x : i32 to i16
    %h = arith.bitcast %b : i16 to f16
    %r = arith.extf %h : f16 to f64
    llvm.return %r : f64
  }
  llvm.func @f16_bits_to_f32(%x: i32) -> f32 {
    %b = arith.trunci %x : i32 to i16
    %h = arith.bitcast %b : i16 to f16
    %r = arith.extf %h : f16 to f32
    llvm.return %r : f32
  }

  // ------------------------------------------------------------ int <-> float
  llvm.func @sitofp_i64_f64(%x: i64) -> f64 {
    %r = arith.sitofp %x : i64 to f64
    llvm.return %r : f64
  }
  llvm.func @uitofp_i64_f64(%x: i64) -> f64 {
    %r = arith.uitofp %x : i64 to f64
    llvm.return %r : f64
  }
  llvm.func @sitofp_i64_f32(%x: i64) -> f32 {
    %r = arith.sitofp %x : i64 to f32
    llvm.return %r : f32
  }
  llvm.func @uitofp_i64_f32(%x: i64) -> f32 {
    %r = arith.uitofp %x : i64 to f32
    llvm.return %r : f32
  }
  llvm.func @sitofp_i32_f32(%x: i32) -> f32 {
    %r = arith.sitofp %x : i32 to f32
    llvm.return %r : f32
  }
  llvm.func @uitofp_i32_f32(%x: i32) -> f32 {
    %r = arith.uitofp %x : i32 to f32
    llvm.return %r : f32
  }
  llvm.func @uitofp_i32_f64(%x: i32) -> f64 {
    %r = arith.uitofp %x : i32 to f64
    llvm.return %r : f64
  }
  // Narrow sources: sitofp/uitofp from i8 and i16 to f64 and f32, combined
  // exactly as s8 + u8 * 2^9 + s16 * 2^18 + u16 * 2^35 (an integer below 2^52).
  llvm.func @narrow_to_float(%x: i32) -> f64 {
    %a8 = arith.trunci %x : i32 to i8
    %a16 = arith.trunci %x : i32 to i16
    %s8 = arith.sitofp %a8 : i8 to f64
    %u8 = arith.uitofp %a8 : i8 to f32
    %s16 = arith.sitofp %a16 : i16 to f32
    %u16 = arith.uitofp %a16 : i16 to f64
    %u8d = arith.extf %u8 : f32 to f64
    %s16d = arith.extf %s16 : f32 to f64
    %k9 = arith.constant 512.0 : f64
    %k18 = arith.constant 262144.0 : f64
    %k35 = arith.constant 0x4220000000000000 : f64
    %t1 = arith.mulf %u8d, %k9 : f64
    %t2 = arith.mulf %s16d, %k18 : f64
    %t3 = arith.mulf %u16, %k35 : f64
    %a1 = arith.addf %s8, %t1 : f64
    %a2 = arith.addf %a1, %t2 : f64
    %a3 = arith.addf %a2, %t3 : f64
    llvm.return %a3 : f64
  }
  // i8 -> f16 (signed and unsigned, both exact): s8 + u8 * 2^9 in f32.
  llvm.func @i8_to_f16(%x: i32) -> f32 {
    %a8 = arith.trunci %x : i32 to i8
    %h8 = arith.sitofp %a8 : i8 to f16
    %hu8 = arith.uitofp %a8 : i8 to f16
    %s = arith.extf %h8 : f16 to f32
    %u = arith.extf %hu8 : f16 to f32
    %k9 = arith.constant 5.120000e+02 : f32
    %t = arith.mulf %u, %k9 : f32
    %r = arith.addf %s, %t : f32
    llvm.return %r : f32
  }
  // i16 -> f16 rounds above 2048; the result is returned as f32 (exact).
  llvm.func @sitofp_i16_f16(%x: i32) -> f32 {
    %a = arith.trunci %x : i32 to i16
    %h = arith.sitofp %a : i16 to f16
    %r = arith.extf %h : f16 to f32
    llvm.return %r : f32
  }
  llvm.func @uitofp_i16_f16(%x: i32) -> f32 {
    %a = arith.trunci %x : i32 to i16
    %h = arith.uitofp %a : i16 to f16
    %r = arith.extf %h : f16 to f32
    llvm.return %r : f32
  }

  llvm.func @fptosi_f64_i64(%x: f64) -> i64 {
    %r = arith.fptosi %x : f64 to i64
    llvm.return %r : i64
  }
  llvm.func @fptoui_f64_i64(%x: f64) -> i64 {
    %r = arith.fptoui %x : f64 to i64
    llvm.return %r : i64
  }
  llvm.func @fptosi_f32_i32(%x: f32) -> i32 {
    %r = arith.fptosi %x : f32 to i32
    llvm.return %r : i32
  }
  llvm.func @fptoui_f32_i32(%x: f32) -> i32 {
    %r = arith.fptoui %x : f32 to i32
    llvm.return %r : i32
  }
  llvm.func @fptosi_f64_i32(%x: f64) -> i32 {
    %r = arith.fptosi %x : f64 to i32
    llvm.return %r : i32
  }
  llvm.func @fptoui_f32_i64(%x: f32) -> i64 {
    %r = arith.fptoui %x : f32 to i64
    llvm.return %r : i64
  }
  llvm.func @fptosi_f64_i8(%x: f64) -> i32 {
    %b = arith.fptosi %x : f64 to i8
    %r = arith.extsi %b : i8 to i32
    llvm.return %r : i32
  }
  llvm.func @fptoui_f64_i8(%x: f64) -> i32 {
    %b = arith.fptoui %x : f64 to i8
    %r = arith.extui %b : i8 to i32
    llvm.return %r : i32
  }
  llvm.func @fptosi_f32_i16(%x: f32) -> i32 {
    %b = arith.fptosi %x : f32 to i16
    %r = arith.extsi %b : i16 to i32
    llvm.return %r : i32
  }
  llvm.func @fptoui_f32_i16(%x: f32) -> i32 {
    %b = arith.fptoui %x : f32 to i16
    %r = arith.extui %b : i16 to i32
    llvm.return %r : i32
  }
  // f16 sources: x is first rounded to f16 (C passes values that stay in
  // range after rounding).
  llvm.func @fptosi_f16_i32(%x: f32) -> i32 {
    %h = arith.truncf %x : f32 to f16
    %r = arith.fptosi %h : f16 to i32
    llvm.return %r : i32
  }
  llvm.func @fptoui_f16_i16(%x: f32) -> i32 {
    %h = arith.truncf %x : f32 to f16
    %b = arith.fptoui %h : f16 to i16
    %r = arith.extui %b : i16 to i32
    llvm.return %r : i32
  }

  // ------------------------------------------------------------ bitcast
  llvm.func @bits_f64(%x: f64) -> i64 {
    %r = arith.bitcast %x : f64 to i64
    llvm.return %r : i64
  }
  llvm.func @from_bits_f64(%x: i64) -> f64 {
    %r = arith.bitcast %x : i64 to f64
    llvm.return %r : f64
  }
  llvm.func @bits_f32(%x: f32) -> i32 {
    %r = arith.bitcast %x : f32 to i32
    llvm.return %r : i32
  }
  llvm.func @from_bits_f32(%x: i32) -> f32 {
    %r = arith.bitcast %x : i32 to f32
    llvm.return %r : f32
  }
  // |x| by clearing the sign bit through bitcasts; and the next float up for
  // positive x (bits + 1).
  llvm.func @abs_via_bits_f32(%x: f32) -> f32 {
    %b = arith.bitcast %x : f32 to i32
    %m = arith.constant 2147483647 : i32
    %c = arith.andi %b, %m : i32
    %r = arith.bitcast %c : i32 to f32
    llvm.return %r : f32
  }
  llvm.func @next_up_f64(%x: f64) -> f64 {
    %b = arith.bitcast %x : f64 to i64
    %one = arith.constant 1 : i64
    %n = arith.addi %b, %one : i64
    %r = arith.bitcast %n : i64 to f64
    llvm.return %r : f64
  }
  // Same-width integer/integer "bitcast" (a no-op) on i32.
  llvm.func @bitcast_i32(%x: i32) -> i32 {
    %r = arith.bitcast %x : i32 to i32
    llvm.return %r : i32
  }
}
