/// Rules compiled from `rules/math.rules` by lowrite-dsl.
pub static RULES: ::lowrite_core::convert::RuleSet = ::lowrite_core::convert::RuleSet {
    name: "rules/math.rules",
    options: &[
        ::lowrite_core::convert::OptionDecl {
            name: "index_bitwidth",
            default: ::lowrite_core::convert::OptionValue::Int(64i64),
            doc: "Bit width of the integer type `index` converts to.",
        },
    ],
    convert_type: convert_type,
    patterns: &[
        ::lowrite_core::convert::Pattern {
            op: "math.sqrt",
            priority: 0i64,
            rule: "rule math.sqrt(x) {fastmath = _fwd_fastmath?} => llvm.intr.sqrt(x) {fastmathFlags = fastmath(_fwd_fastmath)};",
            location: "rules/math.rules:30",
            apply: rule_math_sqrt_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.exp",
            priority: 0i64,
            rule: "rule math.exp(x) {fastmath = _fwd_fastmath?} => llvm.intr.exp(x) {fastmathFlags = fastmath(_fwd_fastmath)};",
            location: "rules/math.rules:31",
            apply: rule_math_exp_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.exp2",
            priority: 0i64,
            rule: "rule math.exp2(x) {fastmath = _fwd_fastmath?} => llvm.intr.exp2(x) {fastmathFlags = fastmath(_fwd_fastmath)};",
            location: "rules/math.rules:32",
            apply: rule_math_exp2_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.log",
            priority: 0i64,
            rule: "rule math.log(x) {fastmath = _fwd_fastmath?} => llvm.intr.log(x) {fastmathFlags = fastmath(_fwd_fastmath)};",
            location: "rules/math.rules:33",
            apply: rule_math_log_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.log2",
            priority: 0i64,
            rule: "rule math.log2(x) {fastmath = _fwd_fastmath?} => llvm.intr.log2(x) {fastmathFlags = fastmath(_fwd_fastmath)};",
            location: "rules/math.rules:34",
            apply: rule_math_log2_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.log10",
            priority: 0i64,
            rule: "rule math.log10(x) {fastmath = _fwd_fastmath?} => llvm.intr.log10(x) {fastmathFlags = fastmath(_fwd_fastmath)};",
            location: "rules/math.rules:35",
            apply: rule_math_log10_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.sin",
            priority: 0i64,
            rule: "rule math.sin(x) {fastmath = _fwd_fastmath?} => llvm.intr.sin(x) {fastmathFlags = fastmath(_fwd_fastmath)};",
            location: "rules/math.rules:36",
            apply: rule_math_sin_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.cos",
            priority: 0i64,
            rule: "rule math.cos(x) {fastmath = _fwd_fastmath?} => llvm.intr.cos(x) {fastmathFlags = fastmath(_fwd_fastmath)};",
            location: "rules/math.rules:37",
            apply: rule_math_cos_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.tan",
            priority: 0i64,
            rule: "rule math.tan(x) {fastmath = _fwd_fastmath?} => llvm.intr.tan(x) {fastmathFlags = fastmath(_fwd_fastmath)};",
            location: "rules/math.rules:38",
            apply: rule_math_tan_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.sinh",
            priority: 0i64,
            rule: "rule math.sinh(x) {fastmath = _fwd_fastmath?} => llvm.intr.sinh(x) {fastmathFlags = fastmath(_fwd_fastmath)};",
            location: "rules/math.rules:39",
            apply: rule_math_sinh_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.cosh",
            priority: 0i64,
            rule: "rule math.cosh(x) {fastmath = _fwd_fastmath?} => llvm.intr.cosh(x) {fastmathFlags = fastmath(_fwd_fastmath)};",
            location: "rules/math.rules:40",
            apply: rule_math_cosh_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.tanh",
            priority: 0i64,
            rule: "rule math.tanh(x) {fastmath = _fwd_fastmath?} => llvm.intr.tanh(x) {fastmathFlags = fastmath(_fwd_fastmath)};",
            location: "rules/math.rules:41",
            apply: rule_math_tanh_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.asin",
            priority: 0i64,
            rule: "rule math.asin(x) {fastmath = _fwd_fastmath?} => llvm.intr.asin(x) {fastmathFlags = fastmath(_fwd_fastmath)};",
            location: "rules/math.rules:42",
            apply: rule_math_asin_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.acos",
            priority: 0i64,
            rule: "rule math.acos(x) {fastmath = _fwd_fastmath?} => llvm.intr.acos(x) {fastmathFlags = fastmath(_fwd_fastmath)};",
            location: "rules/math.rules:43",
            apply: rule_math_acos_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.atan",
            priority: 0i64,
            rule: "rule math.atan(x) {fastmath = _fwd_fastmath?} => llvm.intr.atan(x) {fastmathFlags = fastmath(_fwd_fastmath)};",
            location: "rules/math.rules:44",
            apply: rule_math_atan_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.atan2",
            priority: 0i64,
            rule: "rule math.atan2(y, x) {fastmath = _fwd_fastmath?} => llvm.intr.atan2(y, x) {fastmathFlags = fastmath(_fwd_fastmath)};",
            location: "rules/math.rules:45",
            apply: rule_math_atan2_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.absf",
            priority: 0i64,
            rule: "rule math.absf(x) {fastmath = _fwd_fastmath?} => llvm.intr.fabs(x) {fastmathFlags = fastmath(_fwd_fastmath)};",
            location: "rules/math.rules:46",
            apply: rule_math_absf_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.ceil",
            priority: 0i64,
            rule: "rule math.ceil(x) {fastmath = _fwd_fastmath?} => llvm.intr.ceil(x) {fastmathFlags = fastmath(_fwd_fastmath)};",
            location: "rules/math.rules:47",
            apply: rule_math_ceil_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.floor",
            priority: 0i64,
            rule: "rule math.floor(x) {fastmath = _fwd_fastmath?} => llvm.intr.floor(x) {fastmathFlags = fastmath(_fwd_fastmath)};",
            location: "rules/math.rules:48",
            apply: rule_math_floor_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.round",
            priority: 0i64,
            rule: "rule math.round(x) {fastmath = _fwd_fastmath?} => llvm.intr.round(x) {fastmathFlags = fastmath(_fwd_fastmath)};",
            location: "rules/math.rules:49",
            apply: rule_math_round_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.roundeven",
            priority: 0i64,
            rule: "rule math.roundeven(x) {fastmath = _fwd_fastmath?} => llvm.intr.roundeven(x) {fastmathFlags = fastmath(_fwd_fastmath)};",
            location: "rules/math.rules:50",
            apply: rule_math_roundeven_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.trunc",
            priority: 0i64,
            rule: "rule math.trunc(x) {fastmath = _fwd_fastmath?} => llvm.intr.trunc(x) {fastmathFlags = fastmath(_fwd_fastmath)};",
            location: "rules/math.rules:51",
            apply: rule_math_trunc_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.copysign",
            priority: 0i64,
            rule: "rule math.copysign(x, y) {fastmath = _fwd_fastmath?} => llvm.intr.copysign(x, y) {fastmathFlags = fastmath(_fwd_fastmath)};",
            location: "rules/math.rules:52",
            apply: rule_math_copysign_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.powf",
            priority: 0i64,
            rule: "rule math.powf(x, y) {fastmath = _fwd_fastmath?} => llvm.intr.pow(x, y) {fastmathFlags = fastmath(_fwd_fastmath)};",
            location: "rules/math.rules:53",
            apply: rule_math_powf_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.fpowi",
            priority: 0i64,
            rule: "rule math.fpowi(x, n) {fastmath = _fwd_fastmath?} => llvm.intr.powi(x, n) {fastmathFlags = fastmath(_fwd_fastmath)};",
            location: "rules/math.rules:54",
            apply: rule_math_fpowi_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.fma",
            priority: 0i64,
            rule: "rule math.fma(a, b, c) {fastmath = _fwd_fastmath?} => llvm.intr.fma(a, b, c) {fastmathFlags = fastmath(_fwd_fastmath)};",
            location: "rules/math.rules:55",
            apply: rule_math_fma_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.sincos",
            priority: 0i64,
            rule: "rule math.sincos(x) {fastmath = _fwd_fastmath?} -> (s, c) => {\n    let both = llvm.intr.sincos(x) {fastmathFlags = fastmath(_fwd_fastmath)} : (struct(convert(type(s)), convert(type(c))));\n    yield extract(both, 0), extract(both, 1);\n}",
            location: "rules/math.rules:58",
            apply: rule_math_sincos_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.ctlz",
            priority: 0i64,
            rule: "rule math.ctlz(x) => llvm.intr.ctlz(x) {is_zero_poison = bool_attr(false)};",
            location: "rules/math.rules:65",
            apply: rule_math_ctlz_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.cttz",
            priority: 0i64,
            rule: "rule math.cttz(x) => llvm.intr.cttz(x) {is_zero_poison = bool_attr(false)};",
            location: "rules/math.rules:66",
            apply: rule_math_cttz_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.ctpop",
            priority: 0i64,
            rule: "rule math.ctpop(x) => llvm.intr.ctpop(x);",
            location: "rules/math.rules:67",
            apply: rule_math_ctpop_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.absi",
            priority: 0i64,
            rule: "rule math.absi(x) => llvm.intr.abs(x) {is_int_min_poison = bool_attr(false)};",
            location: "rules/math.rules:68",
            apply: rule_math_absi_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.rsqrt",
            priority: 0i64,
            rule: "rule math.rsqrt(x) {fastmath = _fwd_fastmath?} => {\n    let t = convert(type(x));\n    let s = llvm.intr.sqrt(x) {fastmathFlags = fastmath(_fwd_fastmath)};\n    yield llvm.fdiv(constant(1, t), s) {fastmathFlags = fastmath(_fwd_fastmath)} : (t);\n}",
            location: "rules/math.rules:73",
            apply: rule_math_rsqrt_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.log1p",
            priority: 0i64,
            rule: "rule math.log1p(x) {fastmath = _fwd_fastmath?} => {\n    let t = convert(type(x));\n    yield llvm.intr.log(llvm.fadd(constant(1, t), x) {fastmathFlags = fastmath(_fwd_fastmath)} : (t)) {fastmathFlags = fastmath(_fwd_fastmath)};\n}",
            location: "rules/math.rules:80",
            apply: rule_math_log1p_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.expm1",
            priority: 0i64,
            rule: "rule math.expm1(x) {fastmath = _fwd_fastmath?} => {\n    let t = convert(type(x));\n    yield llvm.fsub(llvm.intr.exp(x) {fastmathFlags = fastmath(_fwd_fastmath)}, constant(1, t)) {fastmathFlags = fastmath(_fwd_fastmath)} : (t);\n}",
            location: "rules/math.rules:86",
            apply: rule_math_expm1_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.isnan",
            priority: 0i64,
            rule: "rule math.isnan(x) {fastmath = _fwd_fastmath?} -> (r) => llvm.intr.is.fpclass(x) {bit = int_attr(3, i32)} : (convert(type(r)));",
            location: "rules/math.rules:96",
            apply: rule_math_isnan_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.isinf",
            priority: 0i64,
            rule: "rule math.isinf(x) {fastmath = _fwd_fastmath?} -> (r) => llvm.intr.is.fpclass(x) {bit = int_attr(516, i32)} : (convert(type(r)));",
            location: "rules/math.rules:97",
            apply: rule_math_isinf_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.isfinite",
            priority: 0i64,
            rule: "rule math.isfinite(x) {fastmath = _fwd_fastmath?} -> (r) => llvm.intr.is.fpclass(x) {bit = int_attr(504, i32)} : (convert(type(r)));",
            location: "rules/math.rules:98",
            apply: rule_math_isfinite_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.isnormal",
            priority: 0i64,
            rule: "rule math.isnormal(x) {fastmath = _fwd_fastmath?} -> (r) => llvm.intr.is.fpclass(x) {bit = int_attr(264, i32)} : (convert(type(r)));",
            location: "rules/math.rules:99",
            apply: rule_math_isnormal_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.erf",
            priority: 0i64,
            rule: "rule math.erf(x) {fastmath = _fwd_fastmath?} where { let t__1 = convert(type(x)); if t__1 is vector { elem(t__1) is f32 || elem(t__1) is f64 } else { t__1 is f32 || t__1 is f64 } } => {\n    declare({ let t__3 = { let t__2 = convert(type(x)); if t__2 is vector { elem(t__2) } else { t__2 } }; if t__3 is f32 { concat(\"erf\", \"f\") } else { \"erf\" } }, llvm_func({ let t__4 = convert(type(x)); if t__4 is vector { elem(t__4) } else { t__4 } }, { let t__5 = convert(type(x)); if t__5 is vector { elem(t__5) } else { t__5 } }));\n    yield { let t__6 = convert(type(x)); if t__6 is vector { vector_of(t__6, [nth(call(symbol({ let t__7 = elem(t__6); if t__7 is f32 { concat(\"erf\", \"f\") } else { \"erf\" } }), elem(t__6), [llvm.extractelement(x, constant(i__6, i64)) : (elem(t__6))]), 0) for i__6 in 0..dim(t__6, 0)]) } else { nth(call(symbol(if t__6 is f32 { concat(\"erf\", \"f\") } else { \"erf\" }), t__6, [x]), 0) } };\n}",
            location: "rules/math.rules:121",
            apply: rule_math_erf_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.erfc",
            priority: 0i64,
            rule: "rule math.erfc(x) {fastmath = _fwd_fastmath?} where { let t__9 = convert(type(x)); if t__9 is vector { elem(t__9) is f32 || elem(t__9) is f64 } else { t__9 is f32 || t__9 is f64 } } => {\n    declare({ let t__11 = { let t__10 = convert(type(x)); if t__10 is vector { elem(t__10) } else { t__10 } }; if t__11 is f32 { concat(\"erfc\", \"f\") } else { \"erfc\" } }, llvm_func({ let t__12 = convert(type(x)); if t__12 is vector { elem(t__12) } else { t__12 } }, { let t__13 = convert(type(x)); if t__13 is vector { elem(t__13) } else { t__13 } }));\n    yield { let t__14 = convert(type(x)); if t__14 is vector { vector_of(t__14, [nth(call(symbol({ let t__15 = elem(t__14); if t__15 is f32 { concat(\"erfc\", \"f\") } else { \"erfc\" } }), elem(t__14), [llvm.extractelement(x, constant(i__14, i64)) : (elem(t__14))]), 0) for i__14 in 0..dim(t__14, 0)]) } else { nth(call(symbol(if t__14 is f32 { concat(\"erfc\", \"f\") } else { \"erfc\" }), t__14, [x]), 0) } };\n}",
            location: "rules/math.rules:125",
            apply: rule_math_erfc_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.cbrt",
            priority: 0i64,
            rule: "rule math.cbrt(x) {fastmath = _fwd_fastmath?} where { let t__17 = convert(type(x)); if t__17 is vector { elem(t__17) is f32 || elem(t__17) is f64 } else { t__17 is f32 || t__17 is f64 } } => {\n    declare({ let t__19 = { let t__18 = convert(type(x)); if t__18 is vector { elem(t__18) } else { t__18 } }; if t__19 is f32 { concat(\"cbrt\", \"f\") } else { \"cbrt\" } }, llvm_func({ let t__20 = convert(type(x)); if t__20 is vector { elem(t__20) } else { t__20 } }, { let t__21 = convert(type(x)); if t__21 is vector { elem(t__21) } else { t__21 } }));\n    yield { let t__22 = convert(type(x)); if t__22 is vector { vector_of(t__22, [nth(call(symbol({ let t__23 = elem(t__22); if t__23 is f32 { concat(\"cbrt\", \"f\") } else { \"cbrt\" } }), elem(t__22), [llvm.extractelement(x, constant(i__22, i64)) : (elem(t__22))]), 0) for i__22 in 0..dim(t__22, 0)]) } else { nth(call(symbol(if t__22 is f32 { concat(\"cbrt\", \"f\") } else { \"cbrt\" }), t__22, [x]), 0) } };\n}",
            location: "rules/math.rules:129",
            apply: rule_math_cbrt_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.asinh",
            priority: 0i64,
            rule: "rule math.asinh(x) {fastmath = _fwd_fastmath?} where { let t__25 = convert(type(x)); if t__25 is vector { elem(t__25) is f32 || elem(t__25) is f64 } else { t__25 is f32 || t__25 is f64 } } => {\n    declare({ let t__27 = { let t__26 = convert(type(x)); if t__26 is vector { elem(t__26) } else { t__26 } }; if t__27 is f32 { concat(\"asinh\", \"f\") } else { \"asinh\" } }, llvm_func({ let t__28 = convert(type(x)); if t__28 is vector { elem(t__28) } else { t__28 } }, { let t__29 = convert(type(x)); if t__29 is vector { elem(t__29) } else { t__29 } }));\n    yield { let t__30 = convert(type(x)); if t__30 is vector { vector_of(t__30, [nth(call(symbol({ let t__31 = elem(t__30); if t__31 is f32 { concat(\"asinh\", \"f\") } else { \"asinh\" } }), elem(t__30), [llvm.extractelement(x, constant(i__30, i64)) : (elem(t__30))]), 0) for i__30 in 0..dim(t__30, 0)]) } else { nth(call(symbol(if t__30 is f32 { concat(\"asinh\", \"f\") } else { \"asinh\" }), t__30, [x]), 0) } };\n}",
            location: "rules/math.rules:133",
            apply: rule_math_asinh_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.acosh",
            priority: 0i64,
            rule: "rule math.acosh(x) {fastmath = _fwd_fastmath?} where { let t__33 = convert(type(x)); if t__33 is vector { elem(t__33) is f32 || elem(t__33) is f64 } else { t__33 is f32 || t__33 is f64 } } => {\n    declare({ let t__35 = { let t__34 = convert(type(x)); if t__34 is vector { elem(t__34) } else { t__34 } }; if t__35 is f32 { concat(\"acosh\", \"f\") } else { \"acosh\" } }, llvm_func({ let t__36 = convert(type(x)); if t__36 is vector { elem(t__36) } else { t__36 } }, { let t__37 = convert(type(x)); if t__37 is vector { elem(t__37) } else { t__37 } }));\n    yield { let t__38 = convert(type(x)); if t__38 is vector { vector_of(t__38, [nth(call(symbol({ let t__39 = elem(t__38); if t__39 is f32 { concat(\"acosh\", \"f\") } else { \"acosh\" } }), elem(t__38), [llvm.extractelement(x, constant(i__38, i64)) : (elem(t__38))]), 0) for i__38 in 0..dim(t__38, 0)]) } else { nth(call(symbol(if t__38 is f32 { concat(\"acosh\", \"f\") } else { \"acosh\" }), t__38, [x]), 0) } };\n}",
            location: "rules/math.rules:137",
            apply: rule_math_acosh_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "math.atanh",
            priority: 0i64,
            rule: "rule math.atanh(x) {fastmath = _fwd_fastmath?} where { let t__41 = convert(type(x)); if t__41 is vector { elem(t__41) is f32 || elem(t__41) is f64 } else { t__41 is f32 || t__41 is f64 } } => {\n    declare({ let t__43 = { let t__42 = convert(type(x)); if t__42 is vector { elem(t__42) } else { t__42 } }; if t__43 is f32 { concat(\"atanh\", \"f\") } else { \"atanh\" } }, llvm_func({ let t__44 = convert(type(x)); if t__44 is vector { elem(t__44) } else { t__44 } }, { let t__45 = convert(type(x)); if t__45 is vector { elem(t__45) } else { t__45 } }));\n    yield { let t__46 = convert(type(x)); if t__46 is vector { vector_of(t__46, [nth(call(symbol({ let t__47 = elem(t__46); if t__47 is f32 { concat(\"atanh\", \"f\") } else { \"atanh\" } }), elem(t__46), [llvm.extractelement(x, constant(i__46, i64)) : (elem(t__46))]), 0) for i__46 in 0..dim(t__46, 0)]) } else { nth(call(symbol(if t__46 is f32 { concat(\"atanh\", \"f\") } else { \"atanh\" }), t__46, [x]), 0) } };\n}",
            location: "rules/math.rules:141",
            apply: rule_math_atanh_0,
        },
    ],
    type_rules: 0usize,
    natives: &[],
    boundary: boundary,
    boundary_rules: 0usize,
    elementwise: &[
        "math.absf",
        "math.absi",
        "math.acos",
        "math.asin",
        "math.atan",
        "math.atan2",
        "math.ceil",
        "math.copysign",
        "math.cos",
        "math.cosh",
        "math.ctlz",
        "math.ctpop",
        "math.cttz",
        "math.exp",
        "math.exp2",
        "math.expm1",
        "math.floor",
        "math.fma",
        "math.fpowi",
        "math.log",
        "math.log10",
        "math.log1p",
        "math.log2",
        "math.powf",
        "math.round",
        "math.roundeven",
        "math.rsqrt",
        "math.sin",
        "math.sinh",
        "math.sqrt",
        "math.tan",
        "math.tanh",
        "math.trunc",
        "math.isnan",
        "math.isinf",
        "math.isfinite",
        "math.isnormal",
        "math.erf",
        "math.erfc",
        "math.cbrt",
        "math.asinh",
        "math.acosh",
        "math.atanh",
        "math.sincos",
    ],
    float_ops: &[
        "math.absf",
        "math.acos",
        "math.asin",
        "math.atan",
        "math.atan2",
        "math.ceil",
        "math.copysign",
        "math.cos",
        "math.cosh",
        "math.exp",
        "math.exp2",
        "math.expm1",
        "math.floor",
        "math.fma",
        "math.fpowi",
        "math.log",
        "math.log10",
        "math.log1p",
        "math.log2",
        "math.powf",
        "math.round",
        "math.roundeven",
        "math.rsqrt",
        "math.sin",
        "math.sinh",
        "math.sqrt",
        "math.tan",
        "math.tanh",
        "math.trunc",
        "math.isnan",
        "math.isinf",
        "math.isfinite",
        "math.isnormal",
        "math.erf",
        "math.erfc",
        "math.cbrt",
        "math.asinh",
        "math.acosh",
        "math.atanh",
        "math.sincos",
    ],
};
/// The boundary rules of this file: how values of a type cross function boundaries.
#[allow(unused_variables)]
fn boundary(
    cx: &mut ::lowrite_core::convert::TypeConverter<'_>,
    ty: &::lowrite_core::ir::Type,
) -> ::core::option::Option<::lowrite_core::convert::Boundary> {
    None
}
/// The type rules of this file, by priority (higher first), then in file order.
#[allow(unused_variables)]
fn convert_type(
    cx: &mut ::lowrite_core::convert::TypeConverter<'_>,
    ty: &::lowrite_core::ir::Type,
) -> ::core::option::Option<
    ::core::result::Result<::lowrite_core::ir::Type, ::std::string::String>,
> {
    None
}
/// Rule at rules/math.rules:30:
///
/// ```text
/// rule math.sqrt(x) => llvm.intr.sqrt(x);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_sqrt_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 1usize {
        return Ok(false);
    }
    let b_x: ::lowrite_core::ir::Value = __main[0usize];
    let b__fwd_fastmath: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("fastmath")
        .cloned();
    let __new: Vec<::lowrite_core::ir::Value> = {
        let __spec = ::lowrite_core::ir::OpSpec::new(
                "llvm.intr.sqrt",
                ::lowrite_core::ir::Location::Unknown,
            )
            .operands(vec![rw.value(b_x) ?])
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone()));
        rw.build(op, __spec, Some((true, Some(1usize))))?
    };
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/math.rules:31:
///
/// ```text
/// rule math.exp(x) => llvm.intr.exp(x);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_exp_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 1usize {
        return Ok(false);
    }
    let b_x: ::lowrite_core::ir::Value = __main[0usize];
    let b__fwd_fastmath: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("fastmath")
        .cloned();
    let __new: Vec<::lowrite_core::ir::Value> = {
        let __spec = ::lowrite_core::ir::OpSpec::new(
                "llvm.intr.exp",
                ::lowrite_core::ir::Location::Unknown,
            )
            .operands(vec![rw.value(b_x) ?])
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone()));
        rw.build(op, __spec, Some((true, Some(1usize))))?
    };
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/math.rules:32:
///
/// ```text
/// rule math.exp2(x) => llvm.intr.exp2(x);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_exp2_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 1usize {
        return Ok(false);
    }
    let b_x: ::lowrite_core::ir::Value = __main[0usize];
    let b__fwd_fastmath: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("fastmath")
        .cloned();
    let __new: Vec<::lowrite_core::ir::Value> = {
        let __spec = ::lowrite_core::ir::OpSpec::new(
                "llvm.intr.exp2",
                ::lowrite_core::ir::Location::Unknown,
            )
            .operands(vec![rw.value(b_x) ?])
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone()));
        rw.build(op, __spec, Some((true, Some(1usize))))?
    };
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/math.rules:33:
///
/// ```text
/// rule math.log(x) => llvm.intr.log(x);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_log_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 1usize {
        return Ok(false);
    }
    let b_x: ::lowrite_core::ir::Value = __main[0usize];
    let b__fwd_fastmath: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("fastmath")
        .cloned();
    let __new: Vec<::lowrite_core::ir::Value> = {
        let __spec = ::lowrite_core::ir::OpSpec::new(
                "llvm.intr.log",
                ::lowrite_core::ir::Location::Unknown,
            )
            .operands(vec![rw.value(b_x) ?])
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone()));
        rw.build(op, __spec, Some((true, Some(1usize))))?
    };
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/math.rules:34:
///
/// ```text
/// rule math.log2(x) => llvm.intr.log2(x);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_log2_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 1usize {
        return Ok(false);
    }
    let b_x: ::lowrite_core::ir::Value = __main[0usize];
    let b__fwd_fastmath: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("fastmath")
        .cloned();
    let __new: Vec<::lowrite_core::ir::Value> = {
        let __spec = ::lowrite_core::ir::OpSpec::new(
                "llvm.intr.log2",
                ::lowrite_core::ir::Location::Unknown,
            )
            .operands(vec![rw.value(b_x) ?])
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone()));
        rw.build(op, __spec, Some((true, Some(1usize))))?
    };
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/math.rules:35:
///
/// ```text
/// rule math.log10(x) => llvm.intr.log10(x);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_log10_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 1usize {
        return Ok(false);
    }
    let b_x: ::lowrite_core::ir::Value = __main[0usize];
    let b__fwd_fastmath: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("fastmath")
        .cloned();
    let __new: Vec<::lowrite_core::ir::Value> = {
        let __spec = ::lowrite_core::ir::OpSpec::new(
                "llvm.intr.log10",
                ::lowrite_core::ir::Location::Unknown,
            )
            .operands(vec![rw.value(b_x) ?])
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone()));
        rw.build(op, __spec, Some((true, Some(1usize))))?
    };
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/math.rules:36:
///
/// ```text
/// rule math.sin(x) => llvm.intr.sin(x);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_sin_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 1usize {
        return Ok(false);
    }
    let b_x: ::lowrite_core::ir::Value = __main[0usize];
    let b__fwd_fastmath: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("fastmath")
        .cloned();
    let __new: Vec<::lowrite_core::ir::Value> = {
        let __spec = ::lowrite_core::ir::OpSpec::new(
                "llvm.intr.sin",
                ::lowrite_core::ir::Location::Unknown,
            )
            .operands(vec![rw.value(b_x) ?])
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone()));
        rw.build(op, __spec, Some((true, Some(1usize))))?
    };
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/math.rules:37:
///
/// ```text
/// rule math.cos(x) => llvm.intr.cos(x);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_cos_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 1usize {
        return Ok(false);
    }
    let b_x: ::lowrite_core::ir::Value = __main[0usize];
    let b__fwd_fastmath: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("fastmath")
        .cloned();
    let __new: Vec<::lowrite_core::ir::Value> = {
        let __spec = ::lowrite_core::ir::OpSpec::new(
                "llvm.intr.cos",
                ::lowrite_core::ir::Location::Unknown,
            )
            .operands(vec![rw.value(b_x) ?])
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone()));
        rw.build(op, __spec, Some((true, Some(1usize))))?
    };
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/math.rules:38:
///
/// ```text
/// rule math.tan(x) => llvm.intr.tan(x);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_tan_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 1usize {
        return Ok(false);
    }
    let b_x: ::lowrite_core::ir::Value = __main[0usize];
    let b__fwd_fastmath: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("fastmath")
        .cloned();
    let __new: Vec<::lowrite_core::ir::Value> = {
        let __spec = ::lowrite_core::ir::OpSpec::new(
                "llvm.intr.tan",
                ::lowrite_core::ir::Location::Unknown,
            )
            .operands(vec![rw.value(b_x) ?])
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone()));
        rw.build(op, __spec, Some((true, Some(1usize))))?
    };
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/math.rules:39:
///
/// ```text
/// rule math.sinh(x) => llvm.intr.sinh(x);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_sinh_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 1usize {
        return Ok(false);
    }
    let b_x: ::lowrite_core::ir::Value = __main[0usize];
    let b__fwd_fastmath: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("fastmath")
        .cloned();
    let __new: Vec<::lowrite_core::ir::Value> = {
        let __spec = ::lowrite_core::ir::OpSpec::new(
                "llvm.intr.sinh",
                ::lowrite_core::ir::Location::Unknown,
            )
            .operands(vec![rw.value(b_x) ?])
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone()));
        rw.build(op, __spec, Some((true, Some(1usize))))?
    };
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/math.rules:40:
///
/// ```text
/// rule math.cosh(x) => llvm.intr.cosh(x);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_cosh_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 1usize {
        return Ok(false);
    }
    let b_x: ::lowrite_core::ir::Value = __main[0usize];
    let b__fwd_fastmath: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("fastmath")
        .cloned();
    let __new: Vec<::lowrite_core::ir::Value> = {
        let __spec = ::lowrite_core::ir::OpSpec::new(
                "llvm.intr.cosh",
                ::lowrite_core::ir::Location::Unknown,
            )
            .operands(vec![rw.value(b_x) ?])
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone()));
        rw.build(op, __spec, Some((true, Some(1usize))))?
    };
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/math.rules:41:
///
/// ```text
/// rule math.tanh(x) => llvm.intr.tanh(x);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_tanh_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 1usize {
        return Ok(false);
    }
    let b_x: ::lowrite_core::ir::Value = __main[0usize];
    let b__fwd_fastmath: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("fastmath")
        .cloned();
    let __new: Vec<::lowrite_core::ir::Value> = {
        let __spec = ::lowrite_core::ir::OpSpec::new(
                "llvm.intr.tanh",
                ::lowrite_core::ir::Location::Unknown,
            )
            .operands(vec![rw.value(b_x) ?])
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone()));
        rw.build(op, __spec, Some((true, Some(1usize))))?
    };
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/math.rules:42:
///
/// ```text
/// rule math.asin(x) => llvm.intr.asin(x);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_asin_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 1usize {
        return Ok(false);
    }
    let b_x: ::lowrite_core::ir::Value = __main[0usize];
    let b__fwd_fastmath: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("fastmath")
        .cloned();
    let __new: Vec<::lowrite_core::ir::Value> = {
        let __spec = ::lowrite_core::ir::OpSpec::new(
                "llvm.intr.asin",
                ::lowrite_core::ir::Location::Unknown,
            )
            .operands(vec![rw.value(b_x) ?])
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone()));
        rw.build(op, __spec, Some((true, Some(1usize))))?
    };
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/math.rules:43:
///
/// ```text
/// rule math.acos(x) => llvm.intr.acos(x);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_acos_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 1usize {
        return Ok(false);
    }
    let b_x: ::lowrite_core::ir::Value = __main[0usize];
    let b__fwd_fastmath: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("fastmath")
        .cloned();
    let __new: Vec<::lowrite_core::ir::Value> = {
        let __spec = ::lowrite_core::ir::OpSpec::new(
                "llvm.intr.acos",
                ::lowrite_core::ir::Location::Unknown,
            )
            .operands(vec![rw.value(b_x) ?])
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone()));
        rw.build(op, __spec, Some((true, Some(1usize))))?
    };
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/math.rules:44:
///
/// ```text
/// rule math.atan(x) => llvm.intr.atan(x);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_atan_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 1usize {
        return Ok(false);
    }
    let b_x: ::lowrite_core::ir::Value = __main[0usize];
    let b__fwd_fastmath: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("fastmath")
        .cloned();
    let __new: Vec<::lowrite_core::ir::Value> = {
        let __spec = ::lowrite_core::ir::OpSpec::new(
                "llvm.intr.atan",
                ::lowrite_core::ir::Location::Unknown,
            )
            .operands(vec![rw.value(b_x) ?])
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone()));
        rw.build(op, __spec, Some((true, Some(1usize))))?
    };
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/math.rules:45:
///
/// ```text
/// rule math.atan2(y, x) => llvm.intr.atan2(y, x);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_atan2_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 2usize {
        return Ok(false);
    }
    let b_y: ::lowrite_core::ir::Value = __main[0usize];
    let b_x: ::lowrite_core::ir::Value = __main[1usize];
    let b__fwd_fastmath: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("fastmath")
        .cloned();
    let __new: Vec<::lowrite_core::ir::Value> = {
        let __spec = ::lowrite_core::ir::OpSpec::new(
                "llvm.intr.atan2",
                ::lowrite_core::ir::Location::Unknown,
            )
            .operands(vec![rw.value(b_y) ?, rw.value(b_x) ?])
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone()));
        rw.build(op, __spec, Some((true, Some(1usize))))?
    };
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/math.rules:46:
///
/// ```text
/// rule math.absf(x) => llvm.intr.fabs(x);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_absf_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 1usize {
        return Ok(false);
    }
    let b_x: ::lowrite_core::ir::Value = __main[0usize];
    let b__fwd_fastmath: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("fastmath")
        .cloned();
    let __new: Vec<::lowrite_core::ir::Value> = {
        let __spec = ::lowrite_core::ir::OpSpec::new(
                "llvm.intr.fabs",
                ::lowrite_core::ir::Location::Unknown,
            )
            .operands(vec![rw.value(b_x) ?])
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone()));
        rw.build(op, __spec, Some((true, Some(1usize))))?
    };
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/math.rules:47:
///
/// ```text
/// rule math.ceil(x) => llvm.intr.ceil(x);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_ceil_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 1usize {
        return Ok(false);
    }
    let b_x: ::lowrite_core::ir::Value = __main[0usize];
    let b__fwd_fastmath: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("fastmath")
        .cloned();
    let __new: Vec<::lowrite_core::ir::Value> = {
        let __spec = ::lowrite_core::ir::OpSpec::new(
                "llvm.intr.ceil",
                ::lowrite_core::ir::Location::Unknown,
            )
            .operands(vec![rw.value(b_x) ?])
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone()));
        rw.build(op, __spec, Some((true, Some(1usize))))?
    };
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/math.rules:48:
///
/// ```text
/// rule math.floor(x) => llvm.intr.floor(x);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_floor_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 1usize {
        return Ok(false);
    }
    let b_x: ::lowrite_core::ir::Value = __main[0usize];
    let b__fwd_fastmath: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("fastmath")
        .cloned();
    let __new: Vec<::lowrite_core::ir::Value> = {
        let __spec = ::lowrite_core::ir::OpSpec::new(
                "llvm.intr.floor",
                ::lowrite_core::ir::Location::Unknown,
            )
            .operands(vec![rw.value(b_x) ?])
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone()));
        rw.build(op, __spec, Some((true, Some(1usize))))?
    };
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/math.rules:49:
///
/// ```text
/// rule math.round(x) => llvm.intr.round(x);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_round_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 1usize {
        return Ok(false);
    }
    let b_x: ::lowrite_core::ir::Value = __main[0usize];
    let b__fwd_fastmath: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("fastmath")
        .cloned();
    let __new: Vec<::lowrite_core::ir::Value> = {
        let __spec = ::lowrite_core::ir::OpSpec::new(
                "llvm.intr.round",
                ::lowrite_core::ir::Location::Unknown,
            )
            .operands(vec![rw.value(b_x) ?])
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone()));
        rw.build(op, __spec, Some((true, Some(1usize))))?
    };
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/math.rules:50:
///
/// ```text
/// rule math.roundeven(x) => llvm.intr.roundeven(x);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_roundeven_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 1usize {
        return Ok(false);
    }
    let b_x: ::lowrite_core::ir::Value = __main[0usize];
    let b__fwd_fastmath: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("fastmath")
        .cloned();
    let __new: Vec<::lowrite_core::ir::Value> = {
        let __spec = ::lowrite_core::ir::OpSpec::new(
                "llvm.intr.roundeven",
                ::lowrite_core::ir::Location::Unknown,
            )
            .operands(vec![rw.value(b_x) ?])
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone()));
        rw.build(op, __spec, Some((true, Some(1usize))))?
    };
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/math.rules:51:
///
/// ```text
/// rule math.trunc(x) => llvm.intr.trunc(x);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_trunc_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 1usize {
        return Ok(false);
    }
    let b_x: ::lowrite_core::ir::Value = __main[0usize];
    let b__fwd_fastmath: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("fastmath")
        .cloned();
    let __new: Vec<::lowrite_core::ir::Value> = {
        let __spec = ::lowrite_core::ir::OpSpec::new(
                "llvm.intr.trunc",
                ::lowrite_core::ir::Location::Unknown,
            )
            .operands(vec![rw.value(b_x) ?])
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone()));
        rw.build(op, __spec, Some((true, Some(1usize))))?
    };
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/math.rules:52:
///
/// ```text
/// rule math.copysign(x, y) => llvm.intr.copysign(x, y);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_copysign_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 2usize {
        return Ok(false);
    }
    let b_x: ::lowrite_core::ir::Value = __main[0usize];
    let b_y: ::lowrite_core::ir::Value = __main[1usize];
    let b__fwd_fastmath: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("fastmath")
        .cloned();
    let __new: Vec<::lowrite_core::ir::Value> = {
        let __spec = ::lowrite_core::ir::OpSpec::new(
                "llvm.intr.copysign",
                ::lowrite_core::ir::Location::Unknown,
            )
            .operands(vec![rw.value(b_x) ?, rw.value(b_y) ?])
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone()));
        rw.build(op, __spec, Some((true, Some(1usize))))?
    };
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/math.rules:53:
///
/// ```text
/// rule math.powf(x, y) => llvm.intr.pow(x, y);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_powf_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 2usize {
        return Ok(false);
    }
    let b_x: ::lowrite_core::ir::Value = __main[0usize];
    let b_y: ::lowrite_core::ir::Value = __main[1usize];
    let b__fwd_fastmath: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("fastmath")
        .cloned();
    let __new: Vec<::lowrite_core::ir::Value> = {
        let __spec = ::lowrite_core::ir::OpSpec::new(
                "llvm.intr.pow",
                ::lowrite_core::ir::Location::Unknown,
            )
            .operands(vec![rw.value(b_x) ?, rw.value(b_y) ?])
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone()));
        rw.build(op, __spec, Some((true, Some(1usize))))?
    };
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/math.rules:54:
///
/// ```text
/// rule math.fpowi(x, n) => llvm.intr.powi(x, n);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_fpowi_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 2usize {
        return Ok(false);
    }
    let b_x: ::lowrite_core::ir::Value = __main[0usize];
    let b_n: ::lowrite_core::ir::Value = __main[1usize];
    let b__fwd_fastmath: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("fastmath")
        .cloned();
    let __new: Vec<::lowrite_core::ir::Value> = {
        let __spec = ::lowrite_core::ir::OpSpec::new(
                "llvm.intr.powi",
                ::lowrite_core::ir::Location::Unknown,
            )
            .operands(vec![rw.value(b_x) ?, rw.value(b_n) ?])
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone()));
        rw.build(op, __spec, Some((true, Some(1usize))))?
    };
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/math.rules:55:
///
/// ```text
/// rule math.fma(a, b, c) => llvm.intr.fma(a, b, c);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_fma_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 3usize {
        return Ok(false);
    }
    let b_a: ::lowrite_core::ir::Value = __main[0usize];
    let b_b: ::lowrite_core::ir::Value = __main[1usize];
    let b_c: ::lowrite_core::ir::Value = __main[2usize];
    let b__fwd_fastmath: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("fastmath")
        .cloned();
    let __new: Vec<::lowrite_core::ir::Value> = {
        let __spec = ::lowrite_core::ir::OpSpec::new(
                "llvm.intr.fma",
                ::lowrite_core::ir::Location::Unknown,
            )
            .operands(vec![rw.value(b_a) ?, rw.value(b_b) ?, rw.value(b_c) ?])
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone()));
        rw.build(op, __spec, Some((true, Some(1usize))))?
    };
    rw.replace(op, __new)?;
    Ok(true)
}
/// Sine and cosine at once: one intrinsic that returns both as a struct.
///
/// Rule at rules/math.rules:58:
///
/// ```text
/// /// Sine and cosine at once: one intrinsic that returns both as a struct.
/// rule math.sincos(x) -> (s, c) => {
///     let both = llvm.intr.sincos(x) : struct(convert(type(s)), convert(type(c)));
///     yield extract(both, 0), extract(both, 1);
/// }
///
/// // ---------------------------------------------------------------- integer bit counts
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_sincos_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 1usize {
        return Ok(false);
    }
    let b_x: ::lowrite_core::ir::Value = __main[0usize];
    let b__fwd_fastmath: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("fastmath")
        .cloned();
    if __op.results.len() != 2usize {
        return Ok(false);
    }
    let b_s: ::lowrite_core::ir::Value = __op.results[0usize];
    let b_c: ::lowrite_core::ir::Value = __op.results[1usize];
    let b_both = {
        let __spec = ::lowrite_core::ir::OpSpec::new(
                "llvm.intr.sincos",
                ::lowrite_core::ir::Location::Unknown,
            )
            .operands(vec![rw.value(b_x) ?])
            .results(
                vec![
                    ::lowrite_core::builtins::types::struct_of(& vec![{ let __t = rw
                    .source().value_type(b_s).clone(); rw.convert_type(& __t) ? }, { let
                    __t = rw.source().value_type(b_c).clone(); rw.convert_type(& __t) ?
                    }])
                ],
            )
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone()));
        rw.build_one(op, __spec, None)?
    };
    let __yielded = vec![
        { let __v = b_both; let mut __p : Vec < i64 > = Vec::new(); __p.push(((0i64 as
        i64)) as i64); ::lowrite_core::builtins::values::extract(__v, & __p, rw) ? }, {
        let __v = b_both; let mut __p : Vec < i64 > = Vec::new(); __p.push(((1i64 as
        i64)) as i64); ::lowrite_core::builtins::values::extract(__v, & __p, rw) ? }
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// Rule at rules/math.rules:65:
///
/// ```text
/// rule math.ctlz(x) => llvm.intr.ctlz(x) {is_zero_poison = bool_attr(false)};
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_ctlz_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 1usize {
        return Ok(false);
    }
    let b_x: ::lowrite_core::ir::Value = __main[0usize];
    let __new: Vec<::lowrite_core::ir::Value> = {
        let __spec = ::lowrite_core::ir::OpSpec::new(
                "llvm.intr.ctlz",
                ::lowrite_core::ir::Location::Unknown,
            )
            .operands(vec![rw.value(b_x) ?])
            .attr_opt(
                "is_zero_poison",
                ::lowrite_core::builtins::attrs::bool_attr(false),
            );
        rw.build(op, __spec, Some((true, Some(1usize))))?
    };
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/math.rules:66:
///
/// ```text
/// rule math.cttz(x) => llvm.intr.cttz(x) {is_zero_poison = bool_attr(false)};
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_cttz_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 1usize {
        return Ok(false);
    }
    let b_x: ::lowrite_core::ir::Value = __main[0usize];
    let __new: Vec<::lowrite_core::ir::Value> = {
        let __spec = ::lowrite_core::ir::OpSpec::new(
                "llvm.intr.cttz",
                ::lowrite_core::ir::Location::Unknown,
            )
            .operands(vec![rw.value(b_x) ?])
            .attr_opt(
                "is_zero_poison",
                ::lowrite_core::builtins::attrs::bool_attr(false),
            );
        rw.build(op, __spec, Some((true, Some(1usize))))?
    };
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/math.rules:67:
///
/// ```text
/// rule math.ctpop(x) => llvm.intr.ctpop(x);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_ctpop_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 1usize {
        return Ok(false);
    }
    let b_x: ::lowrite_core::ir::Value = __main[0usize];
    let __new: Vec<::lowrite_core::ir::Value> = {
        let __spec = ::lowrite_core::ir::OpSpec::new(
                "llvm.intr.ctpop",
                ::lowrite_core::ir::Location::Unknown,
            )
            .operands(vec![rw.value(b_x) ?]);
        rw.build(op, __spec, Some((true, Some(1usize))))?
    };
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/math.rules:68:
///
/// ```text
/// rule math.absi(x) => llvm.intr.abs(x) {is_int_min_poison = bool_attr(false)};
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_absi_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 1usize {
        return Ok(false);
    }
    let b_x: ::lowrite_core::ir::Value = __main[0usize];
    let __new: Vec<::lowrite_core::ir::Value> = {
        let __spec = ::lowrite_core::ir::OpSpec::new(
                "llvm.intr.abs",
                ::lowrite_core::ir::Location::Unknown,
            )
            .operands(vec![rw.value(b_x) ?])
            .attr_opt(
                "is_int_min_poison",
                ::lowrite_core::builtins::attrs::bool_attr(false),
            );
        rw.build(op, __spec, Some((true, Some(1usize))))?
    };
    rw.replace(op, __new)?;
    Ok(true)
}
/// `rsqrt(x)` = 1 / sqrt(x).
///
/// Rule at rules/math.rules:73:
///
/// ```text
/// /// `rsqrt(x)` = 1 / sqrt(x).
/// rule math.rsqrt(x) => {
///     let t = convert(type(x));
///     let s = llvm.intr.sqrt(x);
///     yield llvm.fdiv(constant(1, t), s) : t;
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_rsqrt_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 1usize {
        return Ok(false);
    }
    let b_x: ::lowrite_core::ir::Value = __main[0usize];
    let b__fwd_fastmath: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("fastmath")
        .cloned();
    let b_t = {
        let __t = rw.source().value_type(b_x).clone();
        rw.convert_type(&__t)?
    };
    let b_s = {
        let __spec = ::lowrite_core::ir::OpSpec::new(
                "llvm.intr.sqrt",
                ::lowrite_core::ir::Location::Unknown,
            )
            .operands(vec![rw.value(b_x) ?])
            .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone()));
        rw.build_one(op, __spec, Some((false, Some(1usize))))?
    };
    let __yielded = vec![
        { let __spec = ::lowrite_core::ir::OpSpec::new("llvm.fdiv",
        ::lowrite_core::ir::Location::Unknown)
        .operands(vec![::lowrite_core::builtins::values::constant((1i64 as i64), & (b_t
        .clone()), rw) ?, b_s]).results(vec![b_t.clone()]).attr_opt("fastmathFlags",
        enum_map_fastmath(b__fwd_fastmath.clone())); rw.build_one(op, __spec, None) ? }
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// `log1p(x)` = log(1 + x).
///
/// Rule at rules/math.rules:80:
///
/// ```text
/// /// `log1p(x)` = log(1 + x).
/// rule math.log1p(x) => {
///     let t = convert(type(x));
///     yield llvm.intr.log(llvm.fadd(constant(1, t), x) : t);
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_log1p_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 1usize {
        return Ok(false);
    }
    let b_x: ::lowrite_core::ir::Value = __main[0usize];
    let b__fwd_fastmath: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("fastmath")
        .cloned();
    let b_t = {
        let __t = rw.source().value_type(b_x).clone();
        rw.convert_type(&__t)?
    };
    let __yielded = vec![
        { let __spec = ::lowrite_core::ir::OpSpec::new("llvm.intr.log",
        ::lowrite_core::ir::Location::Unknown).operands(vec![{ let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.fadd",
        ::lowrite_core::ir::Location::Unknown)
        .operands(vec![::lowrite_core::builtins::values::constant((1i64 as i64), & (b_t
        .clone()), rw) ?, rw.value(b_x) ?]).results(vec![b_t.clone()])
        .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone())); rw
        .build_one(op, __spec, None) ? }]).attr_opt("fastmathFlags",
        enum_map_fastmath(b__fwd_fastmath.clone())); rw.build_one(op, __spec,
        Some((false, Some(1usize)))) ? }
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// `expm1(x)` = exp(x) - 1.
///
/// Rule at rules/math.rules:86:
///
/// ```text
/// /// `expm1(x)` = exp(x) - 1.
/// rule math.expm1(x) => {
///     let t = convert(type(x));
///     yield llvm.fsub(llvm.intr.exp(x), constant(1, t)) : t;
/// }
///
/// // ---------------------------------------------------------------- classification
/// // `llvm.intr.is.fpclass` with the classes' bits: signaling and quiet NaN (1, 2), negative
/// // infinity, normal, subnormal and zero (4, 8, 16, 32), positive zero, subnormal, normal and
/// // infinity (64, 128, 256, 512).
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_expm1_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 1usize {
        return Ok(false);
    }
    let b_x: ::lowrite_core::ir::Value = __main[0usize];
    let b__fwd_fastmath: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("fastmath")
        .cloned();
    let b_t = {
        let __t = rw.source().value_type(b_x).clone();
        rw.convert_type(&__t)?
    };
    let __yielded = vec![
        { let __spec = ::lowrite_core::ir::OpSpec::new("llvm.fsub",
        ::lowrite_core::ir::Location::Unknown).operands(vec![{ let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.intr.exp",
        ::lowrite_core::ir::Location::Unknown).operands(vec![rw.value(b_x) ?])
        .attr_opt("fastmathFlags", enum_map_fastmath(b__fwd_fastmath.clone())); rw
        .build_one(op, __spec, Some((false, Some(1usize)))) ? },
        ::lowrite_core::builtins::values::constant((1i64 as i64), & (b_t.clone()), rw)
        ?]).results(vec![b_t.clone()]).attr_opt("fastmathFlags",
        enum_map_fastmath(b__fwd_fastmath.clone())); rw.build_one(op, __spec, None) ? }
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// Rule at rules/math.rules:96:
///
/// ```text
/// rule math.isnan(x) -> (r) => llvm.intr.is.fpclass(x) {bit = int_attr(3, i32)} : convert(type(r));
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_isnan_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 1usize {
        return Ok(false);
    }
    let b_x: ::lowrite_core::ir::Value = __main[0usize];
    let b__fwd_fastmath: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("fastmath")
        .cloned();
    if __op.results.len() != 1usize {
        return Ok(false);
    }
    let b_r: ::lowrite_core::ir::Value = __op.results[0usize];
    let __new: Vec<::lowrite_core::ir::Value> = {
        let __spec = ::lowrite_core::ir::OpSpec::new(
                "llvm.intr.is.fpclass",
                ::lowrite_core::ir::Location::Unknown,
            )
            .operands(vec![rw.value(b_x) ?])
            .results(
                vec![
                    { let __t = rw.source().value_type(b_r).clone(); rw.convert_type(&
                    __t) ? }
                ],
            )
            .attr_opt(
                "bit",
                ::lowrite_core::builtins::attrs::int_attr(
                    (3i64 as i64),
                    &(::lowrite_core::ir::Type::int(32u32)),
                ),
            );
        rw.build(op, __spec, None)?
    };
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/math.rules:97:
///
/// ```text
/// rule math.isinf(x) -> (r) => llvm.intr.is.fpclass(x) {bit = int_attr(516, i32)} : convert(type(r));
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_isinf_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 1usize {
        return Ok(false);
    }
    let b_x: ::lowrite_core::ir::Value = __main[0usize];
    let b__fwd_fastmath: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("fastmath")
        .cloned();
    if __op.results.len() != 1usize {
        return Ok(false);
    }
    let b_r: ::lowrite_core::ir::Value = __op.results[0usize];
    let __new: Vec<::lowrite_core::ir::Value> = {
        let __spec = ::lowrite_core::ir::OpSpec::new(
                "llvm.intr.is.fpclass",
                ::lowrite_core::ir::Location::Unknown,
            )
            .operands(vec![rw.value(b_x) ?])
            .results(
                vec![
                    { let __t = rw.source().value_type(b_r).clone(); rw.convert_type(&
                    __t) ? }
                ],
            )
            .attr_opt(
                "bit",
                ::lowrite_core::builtins::attrs::int_attr(
                    (516i64 as i64),
                    &(::lowrite_core::ir::Type::int(32u32)),
                ),
            );
        rw.build(op, __spec, None)?
    };
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/math.rules:98:
///
/// ```text
/// rule math.isfinite(x) -> (r) => llvm.intr.is.fpclass(x) {bit = int_attr(504, i32)} : convert(type(r));
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_isfinite_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 1usize {
        return Ok(false);
    }
    let b_x: ::lowrite_core::ir::Value = __main[0usize];
    let b__fwd_fastmath: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("fastmath")
        .cloned();
    if __op.results.len() != 1usize {
        return Ok(false);
    }
    let b_r: ::lowrite_core::ir::Value = __op.results[0usize];
    let __new: Vec<::lowrite_core::ir::Value> = {
        let __spec = ::lowrite_core::ir::OpSpec::new(
                "llvm.intr.is.fpclass",
                ::lowrite_core::ir::Location::Unknown,
            )
            .operands(vec![rw.value(b_x) ?])
            .results(
                vec![
                    { let __t = rw.source().value_type(b_r).clone(); rw.convert_type(&
                    __t) ? }
                ],
            )
            .attr_opt(
                "bit",
                ::lowrite_core::builtins::attrs::int_attr(
                    (504i64 as i64),
                    &(::lowrite_core::ir::Type::int(32u32)),
                ),
            );
        rw.build(op, __spec, None)?
    };
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/math.rules:99:
///
/// ```text
/// rule math.isnormal(x) -> (r) => llvm.intr.is.fpclass(x) {bit = int_attr(264, i32)} : convert(type(r));
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_isnormal_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 1usize {
        return Ok(false);
    }
    let b_x: ::lowrite_core::ir::Value = __main[0usize];
    let b__fwd_fastmath: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("fastmath")
        .cloned();
    if __op.results.len() != 1usize {
        return Ok(false);
    }
    let b_r: ::lowrite_core::ir::Value = __op.results[0usize];
    let __new: Vec<::lowrite_core::ir::Value> = {
        let __spec = ::lowrite_core::ir::OpSpec::new(
                "llvm.intr.is.fpclass",
                ::lowrite_core::ir::Location::Unknown,
            )
            .operands(vec![rw.value(b_x) ?])
            .results(
                vec![
                    { let __t = rw.source().value_type(b_r).clone(); rw.convert_type(&
                    __t) ? }
                ],
            )
            .attr_opt(
                "bit",
                ::lowrite_core::builtins::attrs::int_attr(
                    (264i64 as i64),
                    &(::lowrite_core::ir::Type::int(32u32)),
                ),
            );
        rw.build(op, __spec, None)?
    };
    rw.replace(op, __new)?;
    Ok(true)
}
/// Rule at rules/math.rules:121:
///
/// ```text
/// rule math.erf(x) where has_libm(convert(type(x))) => {
///     declare(libm("erf", scalar_of(convert(type(x)))), llvm_func(scalar_of(convert(type(x))), scalar_of(convert(type(x)))));
///     yield libm_call("erf", x, convert(type(x)));
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_erf_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 1usize {
        return Ok(false);
    }
    let b_x: ::lowrite_core::ir::Value = __main[0usize];
    let b__fwd_fastmath: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("fastmath")
        .cloned();
    if !({
        let b_t__1 = {
            let __t = rw.source().value_type(b_x).clone();
            rw.convert_type(&__t)?
        };
        (if matches!(b_t__1.clone(), ::lowrite_core::ir::Type::Vector { .. }) {
            ((matches!(
                ::lowrite_core::builtins::types::elem(& (b_t__1.clone())),
                ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F32)
            ))
                || (matches!(
                    ::lowrite_core::builtins::types::elem(& (b_t__1.clone())),
                    ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F64)
                )))
        } else {
            ((matches!(
                b_t__1.clone(),
                ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F32)
            ))
                || (matches!(
                    b_t__1.clone(),
                    ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F64)
                )))
        })
    }) {
        return Ok(false);
    }
    let _ = ::lowrite_core::builtins::ir::declare(
        &({
            let b_t__3 = {
                let b_t__2 = {
                    let __t = rw.source().value_type(b_x).clone();
                    rw.convert_type(&__t)?
                };
                (if matches!(b_t__2.clone(), ::lowrite_core::ir::Type::Vector { .. }) {
                    ::lowrite_core::builtins::types::elem(&(b_t__2.clone()))
                } else {
                    b_t__2.clone()
                })
            };
            (if matches!(
                b_t__3.clone(),
                ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F32)
            ) {
                ::std::string::String::from(
                    ::lowrite_core::builtins::attrs::concat(&("erf"), &("f")),
                )
            } else {
                ::std::string::String::from("erf")
            })
        }),
        &(::lowrite_core::builtins::types::llvm_func(
            &({
                let b_t__4 = {
                    let __t = rw.source().value_type(b_x).clone();
                    rw.convert_type(&__t)?
                };
                (if matches!(b_t__4.clone(), ::lowrite_core::ir::Type::Vector { .. }) {
                    ::lowrite_core::builtins::types::elem(&(b_t__4.clone()))
                } else {
                    b_t__4.clone()
                })
            }),
            &vec![
                { let b_t__5 = { let __t = rw.source().value_type(b_x).clone(); rw
                .convert_type(& __t) ? }; (if matches!(b_t__5.clone(),
                ::lowrite_core::ir::Type::Vector { .. }) {
                ::lowrite_core::builtins::types::elem(& (b_t__5.clone())) } else { b_t__5
                .clone() }) }
            ],
        )),
        rw,
    )?;
    let __yielded = vec![
        { let b_t__6 = { let __t = rw.source().value_type(b_x).clone(); rw.convert_type(&
        __t) ? }; (if matches!(b_t__6.clone(), ::lowrite_core::ir::Type::Vector { .. }) {
        ::lowrite_core::builtins::values::vector_of(& (b_t__6.clone()), & { let mut __v :
        Vec < ::lowrite_core::ir::Value > = Vec::new(); __v.extend({ let mut __l =
        Vec::new(); for b_i__6 in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range((0i64 as
        i64), ::lowrite_core::builtins::layout::dim(& (b_t__6.clone()), (0i64 as i64))),
        rw) ? { let b_i__6 : i64 = b_i__6; __l
        .push(::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
        ::lowrite_core::builtins::ir::call((::lowrite_core::builtins::attrs::symbol(& ({
        let b_t__7 = ::lowrite_core::builtins::types::elem(& (b_t__6.clone())); (if
        matches!(b_t__7.clone(),
        ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F32)) {
        ::std::string::String::from(::lowrite_core::builtins::attrs::concat(& ("erf"), &
        ("f"))) } else { ::std::string::String::from("erf") }) }))).as_ref(), &
        (::lowrite_core::builtins::types::elem(& (b_t__6.clone()))), & ({ let mut __l =
        Vec::new(); __l.push({ let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.extractelement",
        ::lowrite_core::ir::Location::Unknown).operands(vec![rw.value(b_x) ?,
        ::lowrite_core::builtins::values::constant(b_i__6.clone(), &
        (::lowrite_core::ir::Type::int(64u32)), rw) ?])
        .results(vec![::lowrite_core::builtins::types::elem(& (b_t__6.clone()))]); rw
        .build_one(op, __spec, None) ? }); __l }), rw) ?, (0i64 as i64), "value"), rw)
        ?); } __l }); __v }, rw) ? } else {
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
        ::lowrite_core::builtins::ir::call((::lowrite_core::builtins::attrs::symbol(&
        ((if matches!(b_t__6.clone(),
        ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F32)) {
        ::std::string::String::from(::lowrite_core::builtins::attrs::concat(& ("erf"), &
        ("f"))) } else { ::std::string::String::from("erf") })))).as_ref(), & (b_t__6
        .clone()), & ({ let mut __l = Vec::new(); __l.push(rw.value(b_x) ?); __l }), rw)
        ?, (0i64 as i64), "value"), rw) ? }) }
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// Rule at rules/math.rules:125:
///
/// ```text
/// rule math.erfc(x) where has_libm(convert(type(x))) => {
///     declare(libm("erfc", scalar_of(convert(type(x)))), llvm_func(scalar_of(convert(type(x))), scalar_of(convert(type(x)))));
///     yield libm_call("erfc", x, convert(type(x)));
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_erfc_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 1usize {
        return Ok(false);
    }
    let b_x: ::lowrite_core::ir::Value = __main[0usize];
    let b__fwd_fastmath: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("fastmath")
        .cloned();
    if !({
        let b_t__9 = {
            let __t = rw.source().value_type(b_x).clone();
            rw.convert_type(&__t)?
        };
        (if matches!(b_t__9.clone(), ::lowrite_core::ir::Type::Vector { .. }) {
            ((matches!(
                ::lowrite_core::builtins::types::elem(& (b_t__9.clone())),
                ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F32)
            ))
                || (matches!(
                    ::lowrite_core::builtins::types::elem(& (b_t__9.clone())),
                    ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F64)
                )))
        } else {
            ((matches!(
                b_t__9.clone(),
                ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F32)
            ))
                || (matches!(
                    b_t__9.clone(),
                    ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F64)
                )))
        })
    }) {
        return Ok(false);
    }
    let _ = ::lowrite_core::builtins::ir::declare(
        &({
            let b_t__11 = {
                let b_t__10 = {
                    let __t = rw.source().value_type(b_x).clone();
                    rw.convert_type(&__t)?
                };
                (if matches!(b_t__10.clone(), ::lowrite_core::ir::Type::Vector { .. }) {
                    ::lowrite_core::builtins::types::elem(&(b_t__10.clone()))
                } else {
                    b_t__10.clone()
                })
            };
            (if matches!(
                b_t__11.clone(),
                ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F32)
            ) {
                ::std::string::String::from(
                    ::lowrite_core::builtins::attrs::concat(&("erfc"), &("f")),
                )
            } else {
                ::std::string::String::from("erfc")
            })
        }),
        &(::lowrite_core::builtins::types::llvm_func(
            &({
                let b_t__12 = {
                    let __t = rw.source().value_type(b_x).clone();
                    rw.convert_type(&__t)?
                };
                (if matches!(b_t__12.clone(), ::lowrite_core::ir::Type::Vector { .. }) {
                    ::lowrite_core::builtins::types::elem(&(b_t__12.clone()))
                } else {
                    b_t__12.clone()
                })
            }),
            &vec![
                { let b_t__13 = { let __t = rw.source().value_type(b_x).clone(); rw
                .convert_type(& __t) ? }; (if matches!(b_t__13.clone(),
                ::lowrite_core::ir::Type::Vector { .. }) {
                ::lowrite_core::builtins::types::elem(& (b_t__13.clone())) } else {
                b_t__13.clone() }) }
            ],
        )),
        rw,
    )?;
    let __yielded = vec![
        { let b_t__14 = { let __t = rw.source().value_type(b_x).clone(); rw
        .convert_type(& __t) ? }; (if matches!(b_t__14.clone(),
        ::lowrite_core::ir::Type::Vector { .. }) {
        ::lowrite_core::builtins::values::vector_of(& (b_t__14.clone()), & { let mut __v
        : Vec < ::lowrite_core::ir::Value > = Vec::new(); __v.extend({ let mut __l =
        Vec::new(); for b_i__14 in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range((0i64 as
        i64), ::lowrite_core::builtins::layout::dim(& (b_t__14.clone()), (0i64 as i64))),
        rw) ? { let b_i__14 : i64 = b_i__14; __l
        .push(::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
        ::lowrite_core::builtins::ir::call((::lowrite_core::builtins::attrs::symbol(& ({
        let b_t__15 = ::lowrite_core::builtins::types::elem(& (b_t__14.clone())); (if
        matches!(b_t__15.clone(),
        ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F32)) {
        ::std::string::String::from(::lowrite_core::builtins::attrs::concat(& ("erfc"), &
        ("f"))) } else { ::std::string::String::from("erfc") }) }))).as_ref(), &
        (::lowrite_core::builtins::types::elem(& (b_t__14.clone()))), & ({ let mut __l =
        Vec::new(); __l.push({ let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.extractelement",
        ::lowrite_core::ir::Location::Unknown).operands(vec![rw.value(b_x) ?,
        ::lowrite_core::builtins::values::constant(b_i__14.clone(), &
        (::lowrite_core::ir::Type::int(64u32)), rw) ?])
        .results(vec![::lowrite_core::builtins::types::elem(& (b_t__14.clone()))]); rw
        .build_one(op, __spec, None) ? }); __l }), rw) ?, (0i64 as i64), "value"), rw)
        ?); } __l }); __v }, rw) ? } else {
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
        ::lowrite_core::builtins::ir::call((::lowrite_core::builtins::attrs::symbol(&
        ((if matches!(b_t__14.clone(),
        ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F32)) {
        ::std::string::String::from(::lowrite_core::builtins::attrs::concat(& ("erfc"), &
        ("f"))) } else { ::std::string::String::from("erfc") })))).as_ref(), & (b_t__14
        .clone()), & ({ let mut __l = Vec::new(); __l.push(rw.value(b_x) ?); __l }), rw)
        ?, (0i64 as i64), "value"), rw) ? }) }
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// Rule at rules/math.rules:129:
///
/// ```text
/// rule math.cbrt(x) where has_libm(convert(type(x))) => {
///     declare(libm("cbrt", scalar_of(convert(type(x)))), llvm_func(scalar_of(convert(type(x))), scalar_of(convert(type(x)))));
///     yield libm_call("cbrt", x, convert(type(x)));
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_cbrt_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 1usize {
        return Ok(false);
    }
    let b_x: ::lowrite_core::ir::Value = __main[0usize];
    let b__fwd_fastmath: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("fastmath")
        .cloned();
    if !({
        let b_t__17 = {
            let __t = rw.source().value_type(b_x).clone();
            rw.convert_type(&__t)?
        };
        (if matches!(b_t__17.clone(), ::lowrite_core::ir::Type::Vector { .. }) {
            ((matches!(
                ::lowrite_core::builtins::types::elem(& (b_t__17.clone())),
                ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F32)
            ))
                || (matches!(
                    ::lowrite_core::builtins::types::elem(& (b_t__17.clone())),
                    ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F64)
                )))
        } else {
            ((matches!(
                b_t__17.clone(),
                ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F32)
            ))
                || (matches!(
                    b_t__17.clone(),
                    ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F64)
                )))
        })
    }) {
        return Ok(false);
    }
    let _ = ::lowrite_core::builtins::ir::declare(
        &({
            let b_t__19 = {
                let b_t__18 = {
                    let __t = rw.source().value_type(b_x).clone();
                    rw.convert_type(&__t)?
                };
                (if matches!(b_t__18.clone(), ::lowrite_core::ir::Type::Vector { .. }) {
                    ::lowrite_core::builtins::types::elem(&(b_t__18.clone()))
                } else {
                    b_t__18.clone()
                })
            };
            (if matches!(
                b_t__19.clone(),
                ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F32)
            ) {
                ::std::string::String::from(
                    ::lowrite_core::builtins::attrs::concat(&("cbrt"), &("f")),
                )
            } else {
                ::std::string::String::from("cbrt")
            })
        }),
        &(::lowrite_core::builtins::types::llvm_func(
            &({
                let b_t__20 = {
                    let __t = rw.source().value_type(b_x).clone();
                    rw.convert_type(&__t)?
                };
                (if matches!(b_t__20.clone(), ::lowrite_core::ir::Type::Vector { .. }) {
                    ::lowrite_core::builtins::types::elem(&(b_t__20.clone()))
                } else {
                    b_t__20.clone()
                })
            }),
            &vec![
                { let b_t__21 = { let __t = rw.source().value_type(b_x).clone(); rw
                .convert_type(& __t) ? }; (if matches!(b_t__21.clone(),
                ::lowrite_core::ir::Type::Vector { .. }) {
                ::lowrite_core::builtins::types::elem(& (b_t__21.clone())) } else {
                b_t__21.clone() }) }
            ],
        )),
        rw,
    )?;
    let __yielded = vec![
        { let b_t__22 = { let __t = rw.source().value_type(b_x).clone(); rw
        .convert_type(& __t) ? }; (if matches!(b_t__22.clone(),
        ::lowrite_core::ir::Type::Vector { .. }) {
        ::lowrite_core::builtins::values::vector_of(& (b_t__22.clone()), & { let mut __v
        : Vec < ::lowrite_core::ir::Value > = Vec::new(); __v.extend({ let mut __l =
        Vec::new(); for b_i__22 in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range((0i64 as
        i64), ::lowrite_core::builtins::layout::dim(& (b_t__22.clone()), (0i64 as i64))),
        rw) ? { let b_i__22 : i64 = b_i__22; __l
        .push(::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
        ::lowrite_core::builtins::ir::call((::lowrite_core::builtins::attrs::symbol(& ({
        let b_t__23 = ::lowrite_core::builtins::types::elem(& (b_t__22.clone())); (if
        matches!(b_t__23.clone(),
        ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F32)) {
        ::std::string::String::from(::lowrite_core::builtins::attrs::concat(& ("cbrt"), &
        ("f"))) } else { ::std::string::String::from("cbrt") }) }))).as_ref(), &
        (::lowrite_core::builtins::types::elem(& (b_t__22.clone()))), & ({ let mut __l =
        Vec::new(); __l.push({ let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.extractelement",
        ::lowrite_core::ir::Location::Unknown).operands(vec![rw.value(b_x) ?,
        ::lowrite_core::builtins::values::constant(b_i__22.clone(), &
        (::lowrite_core::ir::Type::int(64u32)), rw) ?])
        .results(vec![::lowrite_core::builtins::types::elem(& (b_t__22.clone()))]); rw
        .build_one(op, __spec, None) ? }); __l }), rw) ?, (0i64 as i64), "value"), rw)
        ?); } __l }); __v }, rw) ? } else {
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
        ::lowrite_core::builtins::ir::call((::lowrite_core::builtins::attrs::symbol(&
        ((if matches!(b_t__22.clone(),
        ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F32)) {
        ::std::string::String::from(::lowrite_core::builtins::attrs::concat(& ("cbrt"), &
        ("f"))) } else { ::std::string::String::from("cbrt") })))).as_ref(), & (b_t__22
        .clone()), & ({ let mut __l = Vec::new(); __l.push(rw.value(b_x) ?); __l }), rw)
        ?, (0i64 as i64), "value"), rw) ? }) }
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// Rule at rules/math.rules:133:
///
/// ```text
/// rule math.asinh(x) where has_libm(convert(type(x))) => {
///     declare(libm("asinh", scalar_of(convert(type(x)))), llvm_func(scalar_of(convert(type(x))), scalar_of(convert(type(x)))));
///     yield libm_call("asinh", x, convert(type(x)));
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_asinh_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 1usize {
        return Ok(false);
    }
    let b_x: ::lowrite_core::ir::Value = __main[0usize];
    let b__fwd_fastmath: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("fastmath")
        .cloned();
    if !({
        let b_t__25 = {
            let __t = rw.source().value_type(b_x).clone();
            rw.convert_type(&__t)?
        };
        (if matches!(b_t__25.clone(), ::lowrite_core::ir::Type::Vector { .. }) {
            ((matches!(
                ::lowrite_core::builtins::types::elem(& (b_t__25.clone())),
                ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F32)
            ))
                || (matches!(
                    ::lowrite_core::builtins::types::elem(& (b_t__25.clone())),
                    ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F64)
                )))
        } else {
            ((matches!(
                b_t__25.clone(),
                ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F32)
            ))
                || (matches!(
                    b_t__25.clone(),
                    ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F64)
                )))
        })
    }) {
        return Ok(false);
    }
    let _ = ::lowrite_core::builtins::ir::declare(
        &({
            let b_t__27 = {
                let b_t__26 = {
                    let __t = rw.source().value_type(b_x).clone();
                    rw.convert_type(&__t)?
                };
                (if matches!(b_t__26.clone(), ::lowrite_core::ir::Type::Vector { .. }) {
                    ::lowrite_core::builtins::types::elem(&(b_t__26.clone()))
                } else {
                    b_t__26.clone()
                })
            };
            (if matches!(
                b_t__27.clone(),
                ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F32)
            ) {
                ::std::string::String::from(
                    ::lowrite_core::builtins::attrs::concat(&("asinh"), &("f")),
                )
            } else {
                ::std::string::String::from("asinh")
            })
        }),
        &(::lowrite_core::builtins::types::llvm_func(
            &({
                let b_t__28 = {
                    let __t = rw.source().value_type(b_x).clone();
                    rw.convert_type(&__t)?
                };
                (if matches!(b_t__28.clone(), ::lowrite_core::ir::Type::Vector { .. }) {
                    ::lowrite_core::builtins::types::elem(&(b_t__28.clone()))
                } else {
                    b_t__28.clone()
                })
            }),
            &vec![
                { let b_t__29 = { let __t = rw.source().value_type(b_x).clone(); rw
                .convert_type(& __t) ? }; (if matches!(b_t__29.clone(),
                ::lowrite_core::ir::Type::Vector { .. }) {
                ::lowrite_core::builtins::types::elem(& (b_t__29.clone())) } else {
                b_t__29.clone() }) }
            ],
        )),
        rw,
    )?;
    let __yielded = vec![
        { let b_t__30 = { let __t = rw.source().value_type(b_x).clone(); rw
        .convert_type(& __t) ? }; (if matches!(b_t__30.clone(),
        ::lowrite_core::ir::Type::Vector { .. }) {
        ::lowrite_core::builtins::values::vector_of(& (b_t__30.clone()), & { let mut __v
        : Vec < ::lowrite_core::ir::Value > = Vec::new(); __v.extend({ let mut __l =
        Vec::new(); for b_i__30 in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range((0i64 as
        i64), ::lowrite_core::builtins::layout::dim(& (b_t__30.clone()), (0i64 as i64))),
        rw) ? { let b_i__30 : i64 = b_i__30; __l
        .push(::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
        ::lowrite_core::builtins::ir::call((::lowrite_core::builtins::attrs::symbol(& ({
        let b_t__31 = ::lowrite_core::builtins::types::elem(& (b_t__30.clone())); (if
        matches!(b_t__31.clone(),
        ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F32)) {
        ::std::string::String::from(::lowrite_core::builtins::attrs::concat(& ("asinh"),
        & ("f"))) } else { ::std::string::String::from("asinh") }) }))).as_ref(), &
        (::lowrite_core::builtins::types::elem(& (b_t__30.clone()))), & ({ let mut __l =
        Vec::new(); __l.push({ let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.extractelement",
        ::lowrite_core::ir::Location::Unknown).operands(vec![rw.value(b_x) ?,
        ::lowrite_core::builtins::values::constant(b_i__30.clone(), &
        (::lowrite_core::ir::Type::int(64u32)), rw) ?])
        .results(vec![::lowrite_core::builtins::types::elem(& (b_t__30.clone()))]); rw
        .build_one(op, __spec, None) ? }); __l }), rw) ?, (0i64 as i64), "value"), rw)
        ?); } __l }); __v }, rw) ? } else {
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
        ::lowrite_core::builtins::ir::call((::lowrite_core::builtins::attrs::symbol(&
        ((if matches!(b_t__30.clone(),
        ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F32)) {
        ::std::string::String::from(::lowrite_core::builtins::attrs::concat(& ("asinh"),
        & ("f"))) } else { ::std::string::String::from("asinh") })))).as_ref(), &
        (b_t__30.clone()), & ({ let mut __l = Vec::new(); __l.push(rw.value(b_x) ?); __l
        }), rw) ?, (0i64 as i64), "value"), rw) ? }) }
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// Rule at rules/math.rules:137:
///
/// ```text
/// rule math.acosh(x) where has_libm(convert(type(x))) => {
///     declare(libm("acosh", scalar_of(convert(type(x)))), llvm_func(scalar_of(convert(type(x))), scalar_of(convert(type(x)))));
///     yield libm_call("acosh", x, convert(type(x)));
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_acosh_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 1usize {
        return Ok(false);
    }
    let b_x: ::lowrite_core::ir::Value = __main[0usize];
    let b__fwd_fastmath: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("fastmath")
        .cloned();
    if !({
        let b_t__33 = {
            let __t = rw.source().value_type(b_x).clone();
            rw.convert_type(&__t)?
        };
        (if matches!(b_t__33.clone(), ::lowrite_core::ir::Type::Vector { .. }) {
            ((matches!(
                ::lowrite_core::builtins::types::elem(& (b_t__33.clone())),
                ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F32)
            ))
                || (matches!(
                    ::lowrite_core::builtins::types::elem(& (b_t__33.clone())),
                    ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F64)
                )))
        } else {
            ((matches!(
                b_t__33.clone(),
                ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F32)
            ))
                || (matches!(
                    b_t__33.clone(),
                    ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F64)
                )))
        })
    }) {
        return Ok(false);
    }
    let _ = ::lowrite_core::builtins::ir::declare(
        &({
            let b_t__35 = {
                let b_t__34 = {
                    let __t = rw.source().value_type(b_x).clone();
                    rw.convert_type(&__t)?
                };
                (if matches!(b_t__34.clone(), ::lowrite_core::ir::Type::Vector { .. }) {
                    ::lowrite_core::builtins::types::elem(&(b_t__34.clone()))
                } else {
                    b_t__34.clone()
                })
            };
            (if matches!(
                b_t__35.clone(),
                ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F32)
            ) {
                ::std::string::String::from(
                    ::lowrite_core::builtins::attrs::concat(&("acosh"), &("f")),
                )
            } else {
                ::std::string::String::from("acosh")
            })
        }),
        &(::lowrite_core::builtins::types::llvm_func(
            &({
                let b_t__36 = {
                    let __t = rw.source().value_type(b_x).clone();
                    rw.convert_type(&__t)?
                };
                (if matches!(b_t__36.clone(), ::lowrite_core::ir::Type::Vector { .. }) {
                    ::lowrite_core::builtins::types::elem(&(b_t__36.clone()))
                } else {
                    b_t__36.clone()
                })
            }),
            &vec![
                { let b_t__37 = { let __t = rw.source().value_type(b_x).clone(); rw
                .convert_type(& __t) ? }; (if matches!(b_t__37.clone(),
                ::lowrite_core::ir::Type::Vector { .. }) {
                ::lowrite_core::builtins::types::elem(& (b_t__37.clone())) } else {
                b_t__37.clone() }) }
            ],
        )),
        rw,
    )?;
    let __yielded = vec![
        { let b_t__38 = { let __t = rw.source().value_type(b_x).clone(); rw
        .convert_type(& __t) ? }; (if matches!(b_t__38.clone(),
        ::lowrite_core::ir::Type::Vector { .. }) {
        ::lowrite_core::builtins::values::vector_of(& (b_t__38.clone()), & { let mut __v
        : Vec < ::lowrite_core::ir::Value > = Vec::new(); __v.extend({ let mut __l =
        Vec::new(); for b_i__38 in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range((0i64 as
        i64), ::lowrite_core::builtins::layout::dim(& (b_t__38.clone()), (0i64 as i64))),
        rw) ? { let b_i__38 : i64 = b_i__38; __l
        .push(::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
        ::lowrite_core::builtins::ir::call((::lowrite_core::builtins::attrs::symbol(& ({
        let b_t__39 = ::lowrite_core::builtins::types::elem(& (b_t__38.clone())); (if
        matches!(b_t__39.clone(),
        ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F32)) {
        ::std::string::String::from(::lowrite_core::builtins::attrs::concat(& ("acosh"),
        & ("f"))) } else { ::std::string::String::from("acosh") }) }))).as_ref(), &
        (::lowrite_core::builtins::types::elem(& (b_t__38.clone()))), & ({ let mut __l =
        Vec::new(); __l.push({ let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.extractelement",
        ::lowrite_core::ir::Location::Unknown).operands(vec![rw.value(b_x) ?,
        ::lowrite_core::builtins::values::constant(b_i__38.clone(), &
        (::lowrite_core::ir::Type::int(64u32)), rw) ?])
        .results(vec![::lowrite_core::builtins::types::elem(& (b_t__38.clone()))]); rw
        .build_one(op, __spec, None) ? }); __l }), rw) ?, (0i64 as i64), "value"), rw)
        ?); } __l }); __v }, rw) ? } else {
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
        ::lowrite_core::builtins::ir::call((::lowrite_core::builtins::attrs::symbol(&
        ((if matches!(b_t__38.clone(),
        ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F32)) {
        ::std::string::String::from(::lowrite_core::builtins::attrs::concat(& ("acosh"),
        & ("f"))) } else { ::std::string::String::from("acosh") })))).as_ref(), &
        (b_t__38.clone()), & ({ let mut __l = Vec::new(); __l.push(rw.value(b_x) ?); __l
        }), rw) ?, (0i64 as i64), "value"), rw) ? }) }
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// Rule at rules/math.rules:141:
///
/// ```text
/// rule math.atanh(x) where has_libm(convert(type(x))) => {
///     declare(libm("atanh", scalar_of(convert(type(x)))), llvm_func(scalar_of(convert(type(x))), scalar_of(convert(type(x)))));
///     yield libm_call("atanh", x, convert(type(x)));
/// }
///
/// // Definitions the standard rule files share, each written once: `use "common.rules";` brings
/// // them into a file.
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_math_atanh_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 1usize {
        return Ok(false);
    }
    let b_x: ::lowrite_core::ir::Value = __main[0usize];
    let b__fwd_fastmath: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("fastmath")
        .cloned();
    if !({
        let b_t__41 = {
            let __t = rw.source().value_type(b_x).clone();
            rw.convert_type(&__t)?
        };
        (if matches!(b_t__41.clone(), ::lowrite_core::ir::Type::Vector { .. }) {
            ((matches!(
                ::lowrite_core::builtins::types::elem(& (b_t__41.clone())),
                ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F32)
            ))
                || (matches!(
                    ::lowrite_core::builtins::types::elem(& (b_t__41.clone())),
                    ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F64)
                )))
        } else {
            ((matches!(
                b_t__41.clone(),
                ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F32)
            ))
                || (matches!(
                    b_t__41.clone(),
                    ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F64)
                )))
        })
    }) {
        return Ok(false);
    }
    let _ = ::lowrite_core::builtins::ir::declare(
        &({
            let b_t__43 = {
                let b_t__42 = {
                    let __t = rw.source().value_type(b_x).clone();
                    rw.convert_type(&__t)?
                };
                (if matches!(b_t__42.clone(), ::lowrite_core::ir::Type::Vector { .. }) {
                    ::lowrite_core::builtins::types::elem(&(b_t__42.clone()))
                } else {
                    b_t__42.clone()
                })
            };
            (if matches!(
                b_t__43.clone(),
                ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F32)
            ) {
                ::std::string::String::from(
                    ::lowrite_core::builtins::attrs::concat(&("atanh"), &("f")),
                )
            } else {
                ::std::string::String::from("atanh")
            })
        }),
        &(::lowrite_core::builtins::types::llvm_func(
            &({
                let b_t__44 = {
                    let __t = rw.source().value_type(b_x).clone();
                    rw.convert_type(&__t)?
                };
                (if matches!(b_t__44.clone(), ::lowrite_core::ir::Type::Vector { .. }) {
                    ::lowrite_core::builtins::types::elem(&(b_t__44.clone()))
                } else {
                    b_t__44.clone()
                })
            }),
            &vec![
                { let b_t__45 = { let __t = rw.source().value_type(b_x).clone(); rw
                .convert_type(& __t) ? }; (if matches!(b_t__45.clone(),
                ::lowrite_core::ir::Type::Vector { .. }) {
                ::lowrite_core::builtins::types::elem(& (b_t__45.clone())) } else {
                b_t__45.clone() }) }
            ],
        )),
        rw,
    )?;
    let __yielded = vec![
        { let b_t__46 = { let __t = rw.source().value_type(b_x).clone(); rw
        .convert_type(& __t) ? }; (if matches!(b_t__46.clone(),
        ::lowrite_core::ir::Type::Vector { .. }) {
        ::lowrite_core::builtins::values::vector_of(& (b_t__46.clone()), & { let mut __v
        : Vec < ::lowrite_core::ir::Value > = Vec::new(); __v.extend({ let mut __l =
        Vec::new(); for b_i__46 in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range((0i64 as
        i64), ::lowrite_core::builtins::layout::dim(& (b_t__46.clone()), (0i64 as i64))),
        rw) ? { let b_i__46 : i64 = b_i__46; __l
        .push(::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
        ::lowrite_core::builtins::ir::call((::lowrite_core::builtins::attrs::symbol(& ({
        let b_t__47 = ::lowrite_core::builtins::types::elem(& (b_t__46.clone())); (if
        matches!(b_t__47.clone(),
        ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F32)) {
        ::std::string::String::from(::lowrite_core::builtins::attrs::concat(& ("atanh"),
        & ("f"))) } else { ::std::string::String::from("atanh") }) }))).as_ref(), &
        (::lowrite_core::builtins::types::elem(& (b_t__46.clone()))), & ({ let mut __l =
        Vec::new(); __l.push({ let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.extractelement",
        ::lowrite_core::ir::Location::Unknown).operands(vec![rw.value(b_x) ?,
        ::lowrite_core::builtins::values::constant(b_i__46.clone(), &
        (::lowrite_core::ir::Type::int(64u32)), rw) ?])
        .results(vec![::lowrite_core::builtins::types::elem(& (b_t__46.clone()))]); rw
        .build_one(op, __spec, None) ? }); __l }), rw) ?, (0i64 as i64), "value"), rw)
        ?); } __l }); __v }, rw) ? } else {
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
        ::lowrite_core::builtins::ir::call((::lowrite_core::builtins::attrs::symbol(&
        ((if matches!(b_t__46.clone(),
        ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F32)) {
        ::std::string::String::from(::lowrite_core::builtins::attrs::concat(& ("atanh"),
        & ("f"))) } else { ::std::string::String::from("atanh") })))).as_ref(), &
        (b_t__46.clone()), & ({ let mut __l = Vec::new(); __l.push(rw.value(b_x) ?); __l
        }), rw) ?, (0i64 as i64), "value"), rw) ? }) }
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// Enum map `fastmath`: `arith.fastmath` to `llvm.fastmath`.
fn enum_map_fastmath(
    a: ::core::option::Option<::lowrite_core::ir::Attribute>,
) -> ::core::option::Option<::lowrite_core::ir::Attribute> {
    let a = a?;
    let cases = a.enum_cases_any("arith.fastmath")?;
    let mapped: Vec<String> = cases
        .iter()
        .filter_map(|c| match c.as_str() {
            "nnan" => Some("nnan"),
            "ninf" => Some("ninf"),
            "nsz" => Some("nsz"),
            "arcp" => Some("arcp"),
            "contract" => Some("contract"),
            "afn" => Some("afn"),
            "reassoc" => Some("reassoc"),
            "fast" => Some("fast"),
            _ => None,
        })
        .map(str::to_string)
        .collect();
    Some(::lowrite_core::ir::Attribute::Enum {
        kind: "llvm.fastmath".to_string(),
        cases: mapped,
    })
}
