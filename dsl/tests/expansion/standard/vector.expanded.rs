/// Rules compiled from `rules/vector.rules` by lowrite-dsl.
pub static RULES: ::lowrite_core::convert::RuleSet = ::lowrite_core::convert::RuleSet {
    name: "rules/vector.rules",
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
            op: "vector.extract",
            priority: 0i64,
            rule: "rule vector.extract(v: vector, .._dyn) {static_position = p} -> (r) where rank(type(v)) == 1 && is_static(array_elem(p, 0)) => {\n    yield llvm.extractelement(v, constant(array_elem(p, 0), i64)) : (convert(type(r)));\n}",
            location: "rules/vector.rules:7",
            apply: rule_vector_extract_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.insert",
            priority: 0i64,
            rule: "rule vector.insert(x, v: vector, .._dyn) {static_position = p} -> (r) where rank(type(v)) == 1 && is_static(array_elem(p, 0)) => {\n    yield llvm.insertelement(v, x, constant(array_elem(p, 0), i64)) : (convert(type(r)));\n}",
            location: "rules/vector.rules:12",
            apply: rule_vector_insert_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.extract",
            priority: 0i64,
            rule: "rule vector.extract(v: vector, ..i) {static_position = p} -> (r) where rank(type(v)) == 1 && !is_static(array_elem(p, 0)) => {\n    yield llvm.extractelement(v, nth(i, 0)) : (convert(type(r)));\n}",
            location: "rules/vector.rules:18",
            apply: rule_vector_extract_1,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.insert",
            priority: 0i64,
            rule: "rule vector.insert(x, v: vector, ..i) {static_position = p} -> (r) where rank(type(v)) == 1 && !is_static(array_elem(p, 0)) => {\n    yield llvm.insertelement(v, x, nth(i, 0)) : (convert(type(r)));\n}",
            location: "rules/vector.rules:23",
            apply: rule_vector_insert_1,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.extract",
            priority: 0i64,
            rule: "rule vector.extract(v: vector, ..dyn) {static_position = p} -> (r) where len(dyn) == 0 && rank(type(v)) > 1 && type(r) is vector => {\n    yield extract(v, [array_elem(p, i) for i in 0..rank(type(v)) - rank(type(r))]);\n};",
            location: "rules/vector.rules:29",
            apply: rule_vector_extract_2,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.extract",
            priority: 0i64,
            rule: "    where len(dyn) == 0 && rank(type(v)) > 1 && !(type(r) is vector) => {\n    let row = extract(v, [array_elem(p, i) for i in 0..rank(type(v)) - 1]);\n    yield llvm.extractelement(row, constant(array_elem(p, rank(type(v)) - 1), i64)) : (convert(type(r)));\n}",
            location: "rules/vector.rules:34",
            apply: rule_vector_extract_3,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.insert",
            priority: 0i64,
            rule: "rule vector.insert(x, v: vector, ..dyn) {static_position = p} where len(dyn) == 0 && rank(type(v)) > 1 && type(x) is vector => {\n    yield insert(v, x, [array_elem(p, i) for i in 0..rank(type(v)) - rank(type(x))]);\n};",
            location: "rules/vector.rules:40",
            apply: rule_vector_insert_2,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.insert",
            priority: 0i64,
            rule: "    where len(dyn) == 0 && rank(type(v)) > 1 && !(type(x) is vector) => {\n    let path = [array_elem(p, i) for i in 0..rank(type(v)) - 1];\n    let row = extract(v, path);\n    let t = type(row);\n    let new_row = llvm.insertelement(row, x, constant(array_elem(p, rank(type(v)) - 1), i64)) : (t);\n    yield insert(v, new_row, path);\n}",
            location: "rules/vector.rules:45",
            apply: rule_vector_insert_3,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.broadcast",
            priority: 0i64,
            rule: "rule vector.broadcast(s) -> (r) where !(type(s) is vector) => {\n    let n = dim(type(r), rank(type(r)) - 1);\n    let row_type = vector(n, convert(type(s)));\n    let one = llvm.insertelement(poison(row_type), s, constant(0, i32)) : (row_type);\n    let row = llvm.shufflevector(one, poison(row_type)) {mask = i32_array_of([0 for _i in 0..n])} : (row_type);\n    yield fill(convert(type(r)), row);\n}",
            location: "rules/vector.rules:55",
            apply: rule_vector_broadcast_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.broadcast",
            priority: 0i64,
            rule: "rule vector.broadcast(s: vector) -> (r) where rank(type(s)) >= 1 && rank(type(s)) < rank(type(r)) && len([d for d in 0..rank(type(s)) if dim(type(s), d) != dim(type(r), rank(type(r)) - rank(type(s)) + d)]) == 0 => {\n    yield fill(convert(type(r)), s);\n}",
            location: "rules/vector.rules:65",
            apply: rule_vector_broadcast_1,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.shuffle",
            priority: 0i64,
            rule: "rule vector.shuffle(a, b) {mask = m} -> (r) where rank(type(a)) == 1 && type(a) == type(b) => {\n    yield llvm.shufflevector(a, b) {mask = i32_array_of([array_elem(m, i) for i in 0..dim(type(r), 0)])} : (convert(type(r)));\n}",
            location: "rules/vector.rules:73",
            apply: rule_vector_shuffle_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.shuffle",
            priority: 0i64,
            rule: "rule vector.shuffle(a, b) {mask = m} -> (r) where !(rank(type(a)) == 1 && type(a) == type(b)) => {\n    let t = type(r);\n    let na = dim(type(a), 0);\n    let per = elems(t, 1);\n    yield from_scalars(t, [if array_elem(m, k / per) < 0 { poison(convert(elem(t))) } else { if array_elem(m, k / per) < na { element(a, type(a), array_elem(m, k / per) * per + k % per) } else { element(b, type(b), (array_elem(m, k / per) - na) * per + k % per) } } for k in 0..elems(t, 0)]);\n}",
            location: "rules/vector.rules:82",
            apply: rule_vector_shuffle_1,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.vscale",
            priority: 0i64,
            rule: "rule vector.vscale() => llvm.intr.vscale();",
            location: "rules/vector.rules:94",
            apply: rule_vector_vscale_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.scalable.insert",
            priority: 0i64,
            rule: "rule vector.scalable.insert(v, dest) {pos = p} -> (r) => llvm.intr.vector.insert(dest, v) {pos = p} : (convert(type(r)));",
            location: "rules/vector.rules:98",
            apply: rule_vector_scalable_insert_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.scalable.extract",
            priority: 0i64,
            rule: "rule vector.scalable.extract(src) {pos = p} -> (r) => llvm.intr.vector.extract(src) {pos = p} : (convert(type(r)));",
            location: "rules/vector.rules:102",
            apply: rule_vector_scalable_extract_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.step",
            priority: 0i64,
            rule: "rule vector.step() -> (r) => {\n    yield llvm.mlir.constant() {value = dense_of(convert(type(r)), [i for i in 0..dim(type(r), 0)])} : (convert(type(r)));\n}",
            location: "rules/vector.rules:106",
            apply: rule_vector_step_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.constant_mask",
            priority: 0i64,
            rule: "rule vector.constant_mask() {mask_dim_sizes = sizes} -> (r) where rank(type(r)) >= 1 => {\n    let t = type(r);\n    yield llvm.mlir.constant() {value = dense_of(t, [if len([d for d in 0..rank(t) if k / elems(t, d + 1) % dim(t, d) < array_elem(sizes, d)]) == rank(t) { 1 } else { 0 } for k in 0..elems(t, 0)])} : (convert(t));\n}",
            location: "rules/vector.rules:113",
            apply: rule_vector_constant_mask_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.from_elements",
            priority: 0i64,
            rule: "rule vector.from_elements(..xs) -> (r) => {\n    yield from_scalars(type(r), xs);\n}",
            location: "rules/vector.rules:132",
            apply: rule_vector_from_elements_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.to_elements",
            priority: 0i64,
            rule: "rule vector.to_elements(v) => {\n    yield [element(v, type(v), k) for k in 0..elems(type(v), 0)];\n}",
            location: "rules/vector.rules:137",
            apply: rule_vector_to_elements_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.shape_cast",
            priority: 0i64,
            rule: "rule vector.shape_cast(v) -> (r) where { let t__1 = type(v); if rank(t__1) == 0 { 1 } else { dim(t__1, rank(t__1) - 1) } } == { let t__2 = type(r); if rank(t__2) == 0 { 1 } else { dim(t__2, rank(t__2) - 1) } } => {\n    let s = type(v);\n    yield pack(convert(type(r)), [if rank(s) <= 1 { v } else { extract(v, [j * if rank(s) == 0 { 1 } else { dim(s, rank(s) - 1) } / elems(s, d__4 + 1) % dim(s, d__4) for d__4 in 0..rank(s) - 1]) } for j in 0..elems(s, 0) / if rank(s) == 0 { 1 } else { dim(s, rank(s) - 1) }]);\n};",
            location: "rules/vector.rules:142",
            apply: rule_vector_shape_cast_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.shape_cast",
            priority: 0i64,
            rule: "    where { let t__6 = type(v); if rank(t__6) == 0 { 1 } else { dim(t__6, rank(t__6) - 1) } } != { let t__7 = type(r); if rank(t__7) == 0 { 1 } else { dim(t__7, rank(t__7) - 1) } } => {\n    yield from_scalars(type(r), [element(v, type(v), k) for k in 0..elems(type(v), 0)]);\n}",
            location: "rules/vector.rules:147",
            apply: rule_vector_shape_cast_1,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.transpose",
            priority: 0i64,
            rule: "rule vector.transpose(v) {permutation = p} -> (r) where len([d for d in 0..rank(type(v)) if array_elem(p, d) != d]) > 0 => {\n    let s = type(v);\n    let t = type(r);\n    yield from_scalars(t, [element(v, s, sum_of([k / elems(t, i + 1) % dim(t, i) * elems(s, array_elem(p, i) + 1) for i in 0..rank(t)])) for k in 0..elems(t, 0)]);\n}",
            location: "rules/vector.rules:153",
            apply: rule_vector_transpose_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.transpose",
            priority: 0i64,
            rule: "rule vector.transpose(v) {permutation = p} where len([d for d in 0..rank(type(v)) if array_elem(p, d) != d]) == 0 => {\n    yield v;\n}",
            location: "rules/vector.rules:162",
            apply: rule_vector_transpose_1,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.broadcast",
            priority: 0i64,
            rule: "rule vector.broadcast(v: vector) -> (r) where rank(type(v)) <= rank(type(r)) && (rank(type(v)) == 0 || len([d for d in 0..rank(type(v)) if dim(type(v), d) != dim(type(r), rank(type(r)) - rank(type(v)) + d)]) > 0) => {\n    let s = type(v);\n    let t = type(r);\n    let lead = rank(t) - rank(s);\n    yield from_scalars(t, [element(v, s, sum_of([if dim(s, d) == 1 { 0 } else { k / elems(t, lead + d + 1) % dim(t, lead + d) } * elems(s, d + 1) for d in 0..rank(s)])) for k in 0..elems(t, 0)]);\n}",
            location: "rules/vector.rules:170",
            apply: rule_vector_broadcast_2,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.extract_strided_slice",
            priority: 0i64,
            rule: "rule vector.extract_strided_slice(v) {offsets = o, strides = st} -> (r) where rank(type(v)) == 1 => {\n    yield llvm.shufflevector(v, v) {mask = i32_array_of([if is_static(int_value(attr_elem(o, 0))) { int_value(attr_elem(o, 0)) } else { 0 } + i * if is_static(int_value(attr_elem(st, 0))) { int_value(attr_elem(st, 0)) } else { 1 } for i in 0..dim(type(r), 0)])} : (convert(type(r)));\n};",
            location: "rules/vector.rules:186",
            apply: rule_vector_extract_strided_slice_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.extract_strided_slice",
            priority: 0i64,
            rule: "    where rank(type(v)) > 1 => {\n    let s = type(v);\n    let t = type(r);\n    yield from_scalars(t, [element(v, s, sum_of([(if is_static(int_value(attr_elem(o, d))) { int_value(attr_elem(o, d)) } else { 0 } + k / elems(t, d + 1) % dim(t, d) * if is_static(int_value(attr_elem(st, d))) { int_value(attr_elem(st, d)) } else { 1 }) * elems(s, d + 1) for d in 0..rank(s)])) for k in 0..elems(t, 0)]);\n}",
            location: "rules/vector.rules:192",
            apply: rule_vector_extract_strided_slice_1,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.insert_strided_slice",
            priority: 0i64,
            rule: "rule vector.insert_strided_slice(x, dst) {offsets = o, strides = st} -> (r) => {\n    let s = type(x);\n    let t = type(r);\n    let lead = rank(t) - rank(s);\n    yield from_scalars(t, [if len([d for d in 0..rank(t) if if d < rank(t) - rank(s) { if k / elems(t, d + 1) % dim(t, d) == int_value(attr_elem(o, d)) { 0 } else { (-1) } } else { { let rel__13 = k / elems(t, d + 1) % dim(t, d) - int_value(attr_elem(o, d)); let stride__13 = int_value(attr_elem(st, d - (rank(t) - rank(s)))); let n__13 = dim(s, d - (rank(t) - rank(s))); if rel__13 >= 0 && rel__13 % stride__13 == 0 && rel__13 / stride__13 < n__13 { rel__13 / stride__13 } else { (-1) } } } >= 0]) == rank(t) { element(x, s, sum_of([{ let d__14 = lead + d; if d__14 < rank(t) - rank(s) { if k / elems(t, d__14 + 1) % dim(t, d__14) == int_value(attr_elem(o, d__14)) { 0 } else { (-1) } } else { { let rel__15 = k / elems(t, d__14 + 1) % dim(t, d__14) - int_value(attr_elem(o, d__14)); let stride__15 = int_value(attr_elem(st, d__14 - (rank(t) - rank(s)))); let n__15 = dim(s, d__14 - (rank(t) - rank(s))); if rel__15 >= 0 && rel__15 % stride__15 == 0 && rel__15 / stride__15 < n__15 { rel__15 / stride__15 } else { (-1) } } } } * elems(s, d + 1) for d in 0..rank(s)])) } else { element(dst, t, k) } for k in 0..elems(t, 0)]);\n}",
            location: "rules/vector.rules:214",
            apply: rule_vector_insert_strided_slice_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.interleave",
            priority: 0i64,
            rule: "rule vector.interleave(a, b) -> (r) => {\n    let s = type(a);\n    let n = if rank(s) == 0 { 1 } else { dim(s, rank(s) - 1) };\n    yield pack(convert(type(r)), [llvm.shufflevector(if rank(s) <= 1 { a } else { extract(a, [j * if rank(s) == 0 { 1 } else { dim(s, rank(s) - 1) } / elems(s, d__17 + 1) % dim(s, d__17) for d__17 in 0..rank(s) - 1]) }, if rank(s) <= 1 { b } else { extract(b, [j * if rank(s) == 0 { 1 } else { dim(s, rank(s) - 1) } / elems(s, d__19 + 1) % dim(s, d__19) for d__19 in 0..rank(s) - 1]) }) {mask = i32_array_of([i / 2 + i % 2 * n for i in 0..2 * n])} : (vector(2 * n, convert(elem(s)))) for j in 0..elems(s, 0) / n]);\n}",
            location: "rules/vector.rules:226",
            apply: rule_vector_interleave_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.deinterleave",
            priority: 0i64,
            rule: "rule vector.deinterleave(v) -> (even, odd) => {\n    let s = type(v);\n    let n = if rank(s) == 0 { 1 } else { dim(s, rank(s) - 1) } / 2;\n    let e = convert(elem(s));\n    yield [pack(convert(type(even)), [llvm.shufflevector(if rank(s) <= 1 { v } else { extract(v, [j * if rank(s) == 0 { 1 } else { dim(s, rank(s) - 1) } / elems(s, d__23 + 1) % dim(s, d__23) for d__23 in 0..rank(s) - 1]) }, if rank(s) <= 1 { v } else { extract(v, [j * if rank(s) == 0 { 1 } else { dim(s, rank(s) - 1) } / elems(s, d__25 + 1) % dim(s, d__25) for d__25 in 0..rank(s) - 1]) }) {mask = i32_array_of([2 * i for i in 0..n])} : (vector(n, e)) for j in 0..elems(s, 0) / if rank(s) == 0 { 1 } else { dim(s, rank(s) - 1) }]), pack(convert(type(odd)), [llvm.shufflevector(if rank(s) <= 1 { v } else { extract(v, [j * if rank(s) == 0 { 1 } else { dim(s, rank(s) - 1) } / elems(s, d__28 + 1) % dim(s, d__28) for d__28 in 0..rank(s) - 1]) }, if rank(s) <= 1 { v } else { extract(v, [j * if rank(s) == 0 { 1 } else { dim(s, rank(s) - 1) } / elems(s, d__30 + 1) % dim(s, d__30) for d__30 in 0..rank(s) - 1]) }) {mask = i32_array_of([2 * i + 1 for i in 0..n])} : (vector(n, e)) for j in 0..elems(s, 0) / if rank(s) == 0 { 1 } else { dim(s, rank(s) - 1) }])];\n}",
            location: "rules/vector.rules:235",
            apply: rule_vector_deinterleave_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.bitcast",
            priority: 0i64,
            rule: "rule vector.bitcast(v) -> (r) => {\n    let s = type(v);\n    let rt = vector({ let t__32 = type(r); if rank(t__32) == 0 { 1 } else { dim(t__32, rank(t__32) - 1) } }, convert(elem(type(r))));\n    yield pack(convert(type(r)), [llvm.bitcast(if rank(s) <= 1 { v } else { extract(v, [j * if rank(s) == 0 { 1 } else { dim(s, rank(s) - 1) } / elems(s, d__34 + 1) % dim(s, d__34) for d__34 in 0..rank(s) - 1]) }) : (rt) for j in 0..elems(s, 0) / if rank(s) == 0 { 1 } else { dim(s, rank(s) - 1) }]);\n}",
            location: "rules/vector.rules:247",
            apply: rule_vector_bitcast_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.outerproduct",
            priority: 0i64,
            rule: "rule vector.outerproduct(a, b: vector, ..acc) {kind = k?} -> (r) where len(acc) == 1 && elem(type(r)) is float && if present(k) { case_of(k) } else { \"add\" } == \"add\" => {\n    let n = dim(type(r), 1);\n    let e = convert(elem(type(r)));\n    yield pack(convert(type(r)), [llvm.intr.fmuladd(llvm.shufflevector(llvm.insertelement(poison(vector(n, e)), llvm.extractelement(a, constant(i, i64)) : (e), constant(0, i32)) : (vector(n, e)), poison(vector(n, e))) {mask = i32_array_of([0 for _i__37 in 0..n])} : (vector(n, e)), b, extract(nth(acc, 0), [i])) : (vector(n, e)) for i in 0..dim(type(r), 0)]);\n};",
            location: "rules/vector.rules:258",
            apply: rule_vector_outerproduct_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.outerproduct",
            priority: 0i64,
            rule: "    where !(len(acc) == 1 && elem(type(r)) is float && if present(k) { case_of(k) } else { \"add\" } == \"add\") => {\n    let n = dim(type(r), 1);\n    let e = convert(elem(type(r)));\n    let f = elem(type(r)) is float;\n    let products = [if f { llvm.fmul(llvm.shufflevector(llvm.insertelement(poison(vector(n, e)), llvm.extractelement(a, constant(i, i64)) : (e), constant(0, i32)) : (vector(n, e)), poison(vector(n, e))) {mask = i32_array_of([0 for _i__39 in 0..n])} : (vector(n, e)), b) : (vector(n, e)) } else { llvm.mul(llvm.shufflevector(llvm.insertelement(poison(vector(n, e)), llvm.extractelement(a, constant(i, i64)) : (e), constant(0, i32)) : (vector(n, e)), poison(vector(n, e))) {mask = i32_array_of([0 for _i__40 in 0..n])} : (vector(n, e)), b) : (vector(n, e)) } for i in 0..dim(type(r), 0)];\n    yield pack(convert(type(r)), if len(acc) == 0 { products } else { [{ let c__42 = if present(k) { case_of(k) } else { \"add\" }; let a__42 = nth(products, i); let t__42 = vector(n, e); let __match_16154__42 = c__42; if __match_16154__42 == \"add\" { if f { llvm.fadd(a__42, extract(nth(acc, 0), [i])) : (t__42) } else { llvm.add(a__42, extract(nth(acc, 0), [i])) : (t__42) } } else { if __match_16154__42 == \"mul\" { if f { llvm.fmul(a__42, extract(nth(acc, 0), [i])) : (t__42) } else { llvm.mul(a__42, extract(nth(acc, 0), [i])) : (t__42) } } else { if __match_16154__42 == \"and\" { llvm.and(a__42, extract(nth(acc, 0), [i])) : (t__42) } else { if __match_16154__42 == \"or\" { llvm.or(a__42, extract(nth(acc, 0), [i])) : (t__42) } else { if __match_16154__42 == \"xor\" { llvm.xor(a__42, extract(nth(acc, 0), [i])) : (t__42) } else { if __match_16154__42 == \"minsi\" { llvm.intr.smin(a__42, extract(nth(acc, 0), [i])) : (t__42) } else { if __match_16154__42 == \"maxsi\" { llvm.intr.smax(a__42, extract(nth(acc, 0), [i])) : (t__42) } else { if __match_16154__42 == \"minui\" { llvm.intr.umin(a__42, extract(nth(acc, 0), [i])) : (t__42) } else { if __match_16154__42 == \"maxui\" { llvm.intr.umax(a__42, extract(nth(acc, 0), [i])) : (t__42) } else { if __match_16154__42 == \"minnumf\" { llvm.intr.minnum(a__42, extract(nth(acc, 0), [i])) : (t__42) } else { if __match_16154__42 == \"maxnumf\" { llvm.intr.maxnum(a__42, extract(nth(acc, 0), [i])) : (t__42) } else { if __match_16154__42 == \"minimumf\" { llvm.intr.minimum(a__42, extract(nth(acc, 0), [i])) : (t__42) } else { llvm.intr.maximum(a__42, extract(nth(acc, 0), [i])) : (t__42) } } } } } } } } } } } } } for i in 0..dim(type(r), 0)] });\n}",
            location: "rules/vector.rules:268",
            apply: rule_vector_outerproduct_1,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.outerproduct",
            priority: 0i64,
            rule: "rule vector.outerproduct(a, b, ..acc) {kind = k?} -> (r) where !(type(b) is vector) => {\n    let n = dim(type(r), 0);\n    let e = convert(elem(type(r)));\n    let f = elem(type(r)) is float;\n    let s = llvm.shufflevector(llvm.insertelement(poison(vector(n, e)), b, constant(0, i32)) : (vector(n, e)), poison(vector(n, e))) {mask = i32_array_of([0 for _i__43 in 0..n])} : (vector(n, e));\n    yield if len(acc) == 1 && f && if present(k) { case_of(k) } else { \"add\" } == \"add\" { llvm.intr.fmuladd(a, s, nth(acc, 0)) : (vector(n, e)) } else { if len(acc) == 0 { if f { llvm.fmul(a, s) : (vector(n, e)) } else { llvm.mul(a, s) : (vector(n, e)) } } else { { let c__46 = if present(k) { case_of(k) } else { \"add\" }; let b__46 = nth(acc, 0); let t__46 = vector(n, e); let __match_16154__46 = c__46; if __match_16154__46 == \"add\" { if f { llvm.fadd(if f { llvm.fmul(a, s) : (vector(n, e)) } else { llvm.mul(a, s) : (vector(n, e)) }, b__46) : (t__46) } else { llvm.add(if f { llvm.fmul(a, s) : (vector(n, e)) } else { llvm.mul(a, s) : (vector(n, e)) }, b__46) : (t__46) } } else { if __match_16154__46 == \"mul\" { if f { llvm.fmul(if f { llvm.fmul(a, s) : (vector(n, e)) } else { llvm.mul(a, s) : (vector(n, e)) }, b__46) : (t__46) } else { llvm.mul(if f { llvm.fmul(a, s) : (vector(n, e)) } else { llvm.mul(a, s) : (vector(n, e)) }, b__46) : (t__46) } } else { if __match_16154__46 == \"and\" { llvm.and(if f { llvm.fmul(a, s) : (vector(n, e)) } else { llvm.mul(a, s) : (vector(n, e)) }, b__46) : (t__46) } else { if __match_16154__46 == \"or\" { llvm.or(if f { llvm.fmul(a, s) : (vector(n, e)) } else { llvm.mul(a, s) : (vector(n, e)) }, b__46) : (t__46) } else { if __match_16154__46 == \"xor\" { llvm.xor(if f { llvm.fmul(a, s) : (vector(n, e)) } else { llvm.mul(a, s) : (vector(n, e)) }, b__46) : (t__46) } else { if __match_16154__46 == \"minsi\" { llvm.intr.smin(if f { llvm.fmul(a, s) : (vector(n, e)) } else { llvm.mul(a, s) : (vector(n, e)) }, b__46) : (t__46) } else { if __match_16154__46 == \"maxsi\" { llvm.intr.smax(if f { llvm.fmul(a, s) : (vector(n, e)) } else { llvm.mul(a, s) : (vector(n, e)) }, b__46) : (t__46) } else { if __match_16154__46 == \"minui\" { llvm.intr.umin(if f { llvm.fmul(a, s) : (vector(n, e)) } else { llvm.mul(a, s) : (vector(n, e)) }, b__46) : (t__46) } else { if __match_16154__46 == \"maxui\" { llvm.intr.umax(if f { llvm.fmul(a, s) : (vector(n, e)) } else { llvm.mul(a, s) : (vector(n, e)) }, b__46) : (t__46) } else { if __match_16154__46 == \"minnumf\" { llvm.intr.minnum(if f { llvm.fmul(a, s) : (vector(n, e)) } else { llvm.mul(a, s) : (vector(n, e)) }, b__46) : (t__46) } else { if __match_16154__46 == \"maxnumf\" { llvm.intr.maxnum(if f { llvm.fmul(a, s) : (vector(n, e)) } else { llvm.mul(a, s) : (vector(n, e)) }, b__46) : (t__46) } else { if __match_16154__46 == \"minimumf\" { llvm.intr.minimum(if f { llvm.fmul(a, s) : (vector(n, e)) } else { llvm.mul(a, s) : (vector(n, e)) }, b__46) : (t__46) } else { llvm.intr.maximum(if f { llvm.fmul(a, s) : (vector(n, e)) } else { llvm.mul(a, s) : (vector(n, e)) }, b__46) : (t__46) } } } } } } } } } } } } } } };\n}",
            location: "rules/vector.rules:281",
            apply: rule_vector_outerproduct_2,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.fma",
            priority: 0i64,
            rule: "rule vector.fma(a, b, c) => llvm.intr.fmuladd(a, b, c);",
            location: "rules/vector.rules:297",
            apply: rule_vector_fma_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.reduction",
            priority: 0i64,
            rule: "rule vector.reduction(v, ..acc) {kind = k, fastmath = f?} -> (r) where case_of(k) == \"add\" && type(r) is float => {\n    let start = if len(acc) == 1 { nth(acc, 0) } else { constant(0, convert(type(r))) };\n    yield llvm.intr.vector.reduce.fadd(start, v) {fastmathFlags = fastmath(f)} : (convert(type(r)));\n};",
            location: "rules/vector.rules:302",
            apply: rule_vector_reduction_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.reduction",
            priority: 0i64,
            rule: "    where case_of(k) == \"mul\" && type(r) is float => {\n    let start = if len(acc) == 1 { nth(acc, 0) } else { constant(1, convert(type(r))) };\n    yield llvm.intr.vector.reduce.fmul(start, v) {fastmathFlags = fastmath(f)} : (convert(type(r)));\n};",
            location: "rules/vector.rules:307",
            apply: rule_vector_reduction_1,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.reduction",
            priority: 0i64,
            rule: "    where !((case_of(k) == \"add\" || case_of(k) == \"mul\") && type(r) is float) => {\n    let t = convert(type(r));\n    let all = { let c__47 = case_of(k); let __match_16928__47 = c__47; if __match_16928__47 == \"add\" { llvm.intr.vector.reduce.add(v) : (t) } else { if __match_16928__47 == \"mul\" { llvm.intr.vector.reduce.mul(v) : (t) } else { if __match_16928__47 == \"and\" { llvm.intr.vector.reduce.and(v) : (t) } else { if __match_16928__47 == \"or\" { llvm.intr.vector.reduce.or(v) : (t) } else { if __match_16928__47 == \"xor\" { llvm.intr.vector.reduce.xor(v) : (t) } else { if __match_16928__47 == \"maxsi\" { llvm.intr.vector.reduce.smax(v) : (t) } else { if __match_16928__47 == \"minsi\" { llvm.intr.vector.reduce.smin(v) : (t) } else { if __match_16928__47 == \"maxui\" { llvm.intr.vector.reduce.umax(v) : (t) } else { if __match_16928__47 == \"minui\" { llvm.intr.vector.reduce.umin(v) : (t) } else { if __match_16928__47 == \"maximumf\" { llvm.intr.vector.reduce.fmaximum(v) {fastmathFlags = fastmath(f)} : (t) } else { if __match_16928__47 == \"minimumf\" { llvm.intr.vector.reduce.fminimum(v) {fastmathFlags = fastmath(f)} : (t) } else { if __match_16928__47 == \"maxnumf\" { llvm.intr.vector.reduce.fmax(v) {fastmathFlags = fastmath(f)} : (t) } else { llvm.intr.vector.reduce.fmin(v) {fastmathFlags = fastmath(f)} : (t) } } } } } } } } } } } } };\n    yield if len(acc) == 0 { all } else { { let c__48 = case_of(k); let b__48 = nth(acc, 0); let f__48 = type(r) is float; let __match_16154__48 = c__48; if __match_16154__48 == \"add\" { if f__48 { llvm.fadd(all, b__48) : (t) } else { llvm.add(all, b__48) : (t) } } else { if __match_16154__48 == \"mul\" { if f__48 { llvm.fmul(all, b__48) : (t) } else { llvm.mul(all, b__48) : (t) } } else { if __match_16154__48 == \"and\" { llvm.and(all, b__48) : (t) } else { if __match_16154__48 == \"or\" { llvm.or(all, b__48) : (t) } else { if __match_16154__48 == \"xor\" { llvm.xor(all, b__48) : (t) } else { if __match_16154__48 == \"minsi\" { llvm.intr.smin(all, b__48) : (t) } else { if __match_16154__48 == \"maxsi\" { llvm.intr.smax(all, b__48) : (t) } else { if __match_16154__48 == \"minui\" { llvm.intr.umin(all, b__48) : (t) } else { if __match_16154__48 == \"maxui\" { llvm.intr.umax(all, b__48) : (t) } else { if __match_16154__48 == \"minnumf\" { llvm.intr.minnum(all, b__48) : (t) } else { if __match_16154__48 == \"maxnumf\" { llvm.intr.maxnum(all, b__48) : (t) } else { if __match_16154__48 == \"minimumf\" { llvm.intr.minimum(all, b__48) : (t) } else { llvm.intr.maximum(all, b__48) : (t) } } } } } } } } } } } } } };\n}",
            location: "rules/vector.rules:313",
            apply: rule_vector_reduction_2,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.multi_reduction",
            priority: 0i64,
            rule: "rule vector.multi_reduction(v, acc) {kind = k, reduction_dims = rd} -> (r) where elem(type(v)) is float && (case_of(k) == \"add\" || case_of(k) == \"mul\") => {\n    let e = convert(elem(type(v)));\n    let inputs = { let s__49 = type(v); let t__49 = type(r); [vector_of(vector(product_of([dim(s__49, d__53) for d__53 in 0..rank(s__49) if { let n__55 = rank(s__49) - if t__49 is vector { rank(t__49) } else { 0 }; len([j__55 for j__55 in 0..n__55 if array_elem(rd, j__55) == d__53]) > 0 }]), convert(elem(s__49))), [element(v, s__49, { let n__60 = rank(s__49) - if t__49 is vector { rank(t__49) } else { 0 }; sum_of([if len([j__61 for j__61 in 0..n__60 if array_elem(rd, j__61) == d__60]) > 0 { p__49 / product_of([dim(s__49, e__62) for e__62 in d__60 + 1..rank(s__49) if (len([j__63 for j__63 in 0..n__60 if array_elem(rd, j__63) == e__62]) > 0) == true]) } else { q__49 / product_of([dim(s__49, e__64) for e__64 in d__60 + 1..rank(s__49) if (len([j__65 for j__65 in 0..n__60 if array_elem(rd, j__65) == e__64]) > 0) == false]) } % dim(s__49, d__60) * elems(s__49, d__60 + 1) for d__60 in 0..rank(s__49)]) }) for p__49 in 0..product_of([dim(s__49, d__56) for d__56 in 0..rank(s__49) if { let n__58 = rank(s__49) - if t__49 is vector { rank(t__49) } else { 0 }; len([j__58 for j__58 in 0..n__58 if array_elem(rd, j__58) == d__56]) > 0 }])]) for q__49 in 0..elems(s__49, 0) / product_of([dim(s__49, d__50) for d__50 in 0..rank(s__49) if { let n__52 = rank(s__49) - if t__49 is vector { rank(t__49) } else { 0 }; len([j__52 for j__52 in 0..n__52 if array_elem(rd, j__52) == d__50]) > 0 }])] };\n    let accs = { let t__66 = type(r); if t__66 is vector { [element(acc, t__66, q__66) for q__66 in 0..elems(t__66, 0)] } else { [acc] } };\n    yield { let t__67 = type(r); if t__67 is vector { from_scalars(t__67, [if case_of(k) == \"add\" { llvm.intr.vector.reduce.fadd(nth(accs, q), nth(inputs, q)) : (e) } else { llvm.intr.vector.reduce.fmul(nth(accs, q), nth(inputs, q)) : (e) } for q in 0..len(inputs)]) } else { nth([if case_of(k) == \"add\" { llvm.intr.vector.reduce.fadd(nth(accs, q), nth(inputs, q)) : (e) } else { llvm.intr.vector.reduce.fmul(nth(accs, q), nth(inputs, q)) : (e) } for q in 0..len(inputs)], 0) } };\n};",
            location: "rules/vector.rules:383",
            apply: rule_vector_multi_reduction_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.multi_reduction",
            priority: 0i64,
            rule: "    where !(elem(type(v)) is float && (case_of(k) == \"add\" || case_of(k) == \"mul\")) => {\n    let e = convert(elem(type(v)));\n    let inputs = { let s__68 = type(v); let t__68 = type(r); [vector_of(vector(product_of([dim(s__68, d__72) for d__72 in 0..rank(s__68) if { let n__74 = rank(s__68) - if t__68 is vector { rank(t__68) } else { 0 }; len([j__74 for j__74 in 0..n__74 if array_elem(rd, j__74) == d__72]) > 0 }]), convert(elem(s__68))), [element(v, s__68, { let n__79 = rank(s__68) - if t__68 is vector { rank(t__68) } else { 0 }; sum_of([if len([j__80 for j__80 in 0..n__79 if array_elem(rd, j__80) == d__79]) > 0 { p__68 / product_of([dim(s__68, e__81) for e__81 in d__79 + 1..rank(s__68) if (len([j__82 for j__82 in 0..n__79 if array_elem(rd, j__82) == e__81]) > 0) == true]) } else { q__68 / product_of([dim(s__68, e__83) for e__83 in d__79 + 1..rank(s__68) if (len([j__84 for j__84 in 0..n__79 if array_elem(rd, j__84) == e__83]) > 0) == false]) } % dim(s__68, d__79) * elems(s__68, d__79 + 1) for d__79 in 0..rank(s__68)]) }) for p__68 in 0..product_of([dim(s__68, d__75) for d__75 in 0..rank(s__68) if { let n__77 = rank(s__68) - if t__68 is vector { rank(t__68) } else { 0 }; len([j__77 for j__77 in 0..n__77 if array_elem(rd, j__77) == d__75]) > 0 }])]) for q__68 in 0..elems(s__68, 0) / product_of([dim(s__68, d__69) for d__69 in 0..rank(s__68) if { let n__71 = rank(s__68) - if t__68 is vector { rank(t__68) } else { 0 }; len([j__71 for j__71 in 0..n__71 if array_elem(rd, j__71) == d__69]) > 0 }])] };\n    let accs = { let t__85 = type(r); if t__85 is vector { [element(acc, t__85, q__85) for q__85 in 0..elems(t__85, 0)] } else { [acc] } };\n    let parts = [{ let c__86 = case_of(k); let v__86 = nth(inputs, q); let f__86 = no_attr(); let __match_16928__86 = c__86; if __match_16928__86 == \"add\" { llvm.intr.vector.reduce.add(v__86) : (e) } else { if __match_16928__86 == \"mul\" { llvm.intr.vector.reduce.mul(v__86) : (e) } else { if __match_16928__86 == \"and\" { llvm.intr.vector.reduce.and(v__86) : (e) } else { if __match_16928__86 == \"or\" { llvm.intr.vector.reduce.or(v__86) : (e) } else { if __match_16928__86 == \"xor\" { llvm.intr.vector.reduce.xor(v__86) : (e) } else { if __match_16928__86 == \"maxsi\" { llvm.intr.vector.reduce.smax(v__86) : (e) } else { if __match_16928__86 == \"minsi\" { llvm.intr.vector.reduce.smin(v__86) : (e) } else { if __match_16928__86 == \"maxui\" { llvm.intr.vector.reduce.umax(v__86) : (e) } else { if __match_16928__86 == \"minui\" { llvm.intr.vector.reduce.umin(v__86) : (e) } else { if __match_16928__86 == \"maximumf\" { llvm.intr.vector.reduce.fmaximum(v__86) {fastmathFlags = fastmath(f__86)} : (e) } else { if __match_16928__86 == \"minimumf\" { llvm.intr.vector.reduce.fminimum(v__86) {fastmathFlags = fastmath(f__86)} : (e) } else { if __match_16928__86 == \"maxnumf\" { llvm.intr.vector.reduce.fmax(v__86) {fastmathFlags = fastmath(f__86)} : (e) } else { llvm.intr.vector.reduce.fmin(v__86) {fastmathFlags = fastmath(f__86)} : (e) } } } } } } } } } } } } } for q in 0..len(inputs)];\n    yield { let t__88 = type(r); if t__88 is vector { from_scalars(t__88, [{ let c__87 = case_of(k); let a__87 = nth(parts, q); let b__87 = nth(accs, q); let f__87 = elem(type(v)) is float; let __match_16154__87 = c__87; if __match_16154__87 == \"add\" { if f__87 { llvm.fadd(a__87, b__87) : (e) } else { llvm.add(a__87, b__87) : (e) } } else { if __match_16154__87 == \"mul\" { if f__87 { llvm.fmul(a__87, b__87) : (e) } else { llvm.mul(a__87, b__87) : (e) } } else { if __match_16154__87 == \"and\" { llvm.and(a__87, b__87) : (e) } else { if __match_16154__87 == \"or\" { llvm.or(a__87, b__87) : (e) } else { if __match_16154__87 == \"xor\" { llvm.xor(a__87, b__87) : (e) } else { if __match_16154__87 == \"minsi\" { llvm.intr.smin(a__87, b__87) : (e) } else { if __match_16154__87 == \"maxsi\" { llvm.intr.smax(a__87, b__87) : (e) } else { if __match_16154__87 == \"minui\" { llvm.intr.umin(a__87, b__87) : (e) } else { if __match_16154__87 == \"maxui\" { llvm.intr.umax(a__87, b__87) : (e) } else { if __match_16154__87 == \"minnumf\" { llvm.intr.minnum(a__87, b__87) : (e) } else { if __match_16154__87 == \"maxnumf\" { llvm.intr.maxnum(a__87, b__87) : (e) } else { if __match_16154__87 == \"minimumf\" { llvm.intr.minimum(a__87, b__87) : (e) } else { llvm.intr.maximum(a__87, b__87) : (e) } } } } } } } } } } } } } for q in 0..len(parts)]) } else { nth([{ let c__87 = case_of(k); let a__87 = nth(parts, q); let b__87 = nth(accs, q); let f__87 = elem(type(v)) is float; let __match_16154__87 = c__87; if __match_16154__87 == \"add\" { if f__87 { llvm.fadd(a__87, b__87) : (e) } else { llvm.add(a__87, b__87) : (e) } } else { if __match_16154__87 == \"mul\" { if f__87 { llvm.fmul(a__87, b__87) : (e) } else { llvm.mul(a__87, b__87) : (e) } } else { if __match_16154__87 == \"and\" { llvm.and(a__87, b__87) : (e) } else { if __match_16154__87 == \"or\" { llvm.or(a__87, b__87) : (e) } else { if __match_16154__87 == \"xor\" { llvm.xor(a__87, b__87) : (e) } else { if __match_16154__87 == \"minsi\" { llvm.intr.smin(a__87, b__87) : (e) } else { if __match_16154__87 == \"maxsi\" { llvm.intr.smax(a__87, b__87) : (e) } else { if __match_16154__87 == \"minui\" { llvm.intr.umin(a__87, b__87) : (e) } else { if __match_16154__87 == \"maxui\" { llvm.intr.umax(a__87, b__87) : (e) } else { if __match_16154__87 == \"minnumf\" { llvm.intr.minnum(a__87, b__87) : (e) } else { if __match_16154__87 == \"maxnumf\" { llvm.intr.maxnum(a__87, b__87) : (e) } else { if __match_16154__87 == \"minimumf\" { llvm.intr.minimum(a__87, b__87) : (e) } else { llvm.intr.maximum(a__87, b__87) : (e) } } } } } } } } } } } } } for q in 0..len(parts)], 0) } };\n}",
            location: "rules/vector.rules:392",
            apply: rule_vector_multi_reduction_1,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.contract",
            priority: 0i64,
            rule: "rule vector.contract(a, b, acc) {indexing_maps = maps, iterator_types = _it, kind = k?} -> (r) where { let ta__89 = type(a); let tb__89 = type(b); let tc__89 = type(r); elem(ta__89) == elem(tc__89) && elem(tb__89) == elem(tc__89) } && if present(k) { case_of(k) } else { \"add\" } == \"add\" => {\n    let tc = type(r);\n    let e = convert(elem(tc));\n    let products = [vector_of(vector({ let ta__92 = type(a); let tb__92 = type(b); product_of([{ let ma__93 = attr_elem(maps, 0); let mb__93 = attr_elem(maps, 1); if map_pos(ma__93, d__92) >= 0 { dim(ta__92, map_pos(ma__93, d__92)) } else { dim(tb__92, map_pos(mb__93, d__92)) } } for d__92 in 0..map_arity(attr_elem(maps, 0)) if map_pos(attr_elem(maps, 2), d__92) < 0]) }, convert(elem(tc))), [if elem(tc) is float { llvm.fmul({ let t__96 = type(a); let m__96 = attr_elem(maps, 0); let ma__96 = attr_elem(maps, 0); let mb__96 = attr_elem(maps, 1); let mc__96 = attr_elem(maps, 2); let ta__96 = type(a); let tb__96 = type(b); element(a, t__96, sum_of([{ let d__97 = map_dim(m__96, j__96); if map_pos(mc__96, d__97) >= 0 { q__91 / elems(tc, map_pos(mc__96, d__97) + 1) % dim(tc, map_pos(mc__96, d__97)) } else { p__91 / product_of([if map_pos(ma__96, e__97) >= 0 { dim(ta__96, map_pos(ma__96, e__97)) } else { dim(tb__96, map_pos(mb__96, e__97)) } for e__97 in d__97 + 1..map_arity(ma__96) if map_pos(mc__96, e__97) < 0]) % if map_pos(ma__96, d__97) >= 0 { dim(ta__96, map_pos(ma__96, d__97)) } else { dim(tb__96, map_pos(mb__96, d__97)) } } } * elems(t__96, j__96 + 1) for j__96 in 0..rank(t__96)])) }, { let t__100 = type(b); let m__100 = attr_elem(maps, 1); let ma__100 = attr_elem(maps, 0); let mb__100 = attr_elem(maps, 1); let mc__100 = attr_elem(maps, 2); let ta__100 = type(a); let tb__100 = type(b); element(b, t__100, sum_of([{ let d__101 = map_dim(m__100, j__100); if map_pos(mc__100, d__101) >= 0 { q__91 / elems(tc, map_pos(mc__100, d__101) + 1) % dim(tc, map_pos(mc__100, d__101)) } else { p__91 / product_of([if map_pos(ma__100, e__101) >= 0 { dim(ta__100, map_pos(ma__100, e__101)) } else { dim(tb__100, map_pos(mb__100, e__101)) } for e__101 in d__101 + 1..map_arity(ma__100) if map_pos(mc__100, e__101) < 0]) % if map_pos(ma__100, d__101) >= 0 { dim(ta__100, map_pos(ma__100, d__101)) } else { dim(tb__100, map_pos(mb__100, d__101)) } } } * elems(t__100, j__100 + 1) for j__100 in 0..rank(t__100)])) }) : (convert(elem(tc))) } else { llvm.mul({ let t__104 = type(a); let m__104 = attr_elem(maps, 0); let ma__104 = attr_elem(maps, 0); let mb__104 = attr_elem(maps, 1); let mc__104 = attr_elem(maps, 2); let ta__104 = type(a); let tb__104 = type(b); element(a, t__104, sum_of([{ let d__105 = map_dim(m__104, j__104); if map_pos(mc__104, d__105) >= 0 { q__91 / elems(tc, map_pos(mc__104, d__105) + 1) % dim(tc, map_pos(mc__104, d__105)) } else { p__91 / product_of([if map_pos(ma__104, e__105) >= 0 { dim(ta__104, map_pos(ma__104, e__105)) } else { dim(tb__104, map_pos(mb__104, e__105)) } for e__105 in d__105 + 1..map_arity(ma__104) if map_pos(mc__104, e__105) < 0]) % if map_pos(ma__104, d__105) >= 0 { dim(ta__104, map_pos(ma__104, d__105)) } else { dim(tb__104, map_pos(mb__104, d__105)) } } } * elems(t__104, j__104 + 1) for j__104 in 0..rank(t__104)])) }, { let t__108 = type(b); let m__108 = attr_elem(maps, 1); let ma__108 = attr_elem(maps, 0); let mb__108 = attr_elem(maps, 1); let mc__108 = attr_elem(maps, 2); let ta__108 = type(a); let tb__108 = type(b); element(b, t__108, sum_of([{ let d__109 = map_dim(m__108, j__108); if map_pos(mc__108, d__109) >= 0 { q__91 / elems(tc, map_pos(mc__108, d__109) + 1) % dim(tc, map_pos(mc__108, d__109)) } else { p__91 / product_of([if map_pos(ma__108, e__109) >= 0 { dim(ta__108, map_pos(ma__108, e__109)) } else { dim(tb__108, map_pos(mb__108, e__109)) } for e__109 in d__109 + 1..map_arity(ma__108) if map_pos(mc__108, e__109) < 0]) % if map_pos(ma__108, d__109) >= 0 { dim(ta__108, map_pos(ma__108, d__109)) } else { dim(tb__108, map_pos(mb__108, d__109)) } } } * elems(t__108, j__108 + 1) for j__108 in 0..rank(t__108)])) }) : (convert(elem(tc))) } for p__91 in 0..{ let ta__94 = type(a); let tb__94 = type(b); product_of([{ let ma__95 = attr_elem(maps, 0); let mb__95 = attr_elem(maps, 1); if map_pos(ma__95, d__94) >= 0 { dim(ta__94, map_pos(ma__95, d__94)) } else { dim(tb__94, map_pos(mb__95, d__94)) } } for d__94 in 0..map_arity(attr_elem(maps, 0)) if map_pos(attr_elem(maps, 2), d__94) < 0]) }]) for q__91 in 0..if tc is vector { elems(tc, 0) } else { 1 }];\n    let accs = if tc is vector { [element(acc, tc, q) for q in 0..elems(tc, 0)] } else { [acc] };\n    yield if tc is vector { from_scalars(tc, [if !(tc is vector) && elem(tc) is float { llvm.intr.vector.reduce.fadd(acc, nth(products, q)) : (e) } else { if elem(tc) is float { llvm.fadd(llvm.intr.vector.reduce.fadd(constant(0, e), nth(products, q)) : (e), nth(accs, q)) : (e) } else { llvm.add(llvm.intr.vector.reduce.add(nth(products, q)) : (e), nth(accs, q)) : (e) } } for q in 0..len(products)]) } else { nth([if !(tc is vector) && elem(tc) is float { llvm.intr.vector.reduce.fadd(acc, nth(products, q)) : (e) } else { if elem(tc) is float { llvm.fadd(llvm.intr.vector.reduce.fadd(constant(0, e), nth(products, q)) : (e), nth(accs, q)) : (e) } else { llvm.add(llvm.intr.vector.reduce.add(nth(products, q)) : (e), nth(accs, q)) : (e) } } for q in 0..len(products)], 0) };\n}",
            location: "rules/vector.rules:450",
            apply: rule_vector_contract_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.print",
            priority: 0i64,
            rule: "rule vector.print(..xs) {punctuation = p?} where len(xs) == 1 && !(nth(types(xs), 0) is vector) && { let t__113 = nth(types(xs), 0); t__113 is f16 || t__113 is bf16 || t__113 is f32 || t__113 is f64 || apfloat_semantics(t__113) >= 0 || (t__113 is int || t__113 is index) && width(convert(t__113)) <= 64 } => {\n    let t = nth(types(xs), 0);\n    if apfloat_semantics(t) >= 0 { declare(\"printApFloat\", llvm_func(void, i32, i64)) } else { declare(if t is f32 { \"printF32\" } else { if t is f64 { \"printF64\" } else { if t is f16 { \"printF16\" } else { if t is bf16 { \"printBF16\" } else { if t is uint(_) || t is index { \"printU64\" } else { \"printI64\" } } } } }, llvm_func(void, if t is f32 || t is f64 { convert(t) } else { if t is float { i16 } else { i64 } })) };\n    { let x__117 = nth(xs, 0); if apfloat_semantics(t) >= 0 { call(symbol(\"printApFloat\"), void, [constant(apfloat_semantics(t), i32), llvm.zext(x__117) : (i64)]) } else { call(symbol(if t is f32 { \"printF32\" } else { if t is f64 { \"printF64\" } else { if t is f16 { \"printF16\" } else { if t is bf16 { \"printBF16\" } else { if t is uint(_) || t is index { \"printU64\" } else { \"printI64\" } } } } }), void, [if t is f32 || t is f64 { x__117 } else { if t is float { llvm.bitcast(x__117) : (i16) } else { if width(convert(t)) == 64 { x__117 } else { if t is uint(_) || t is index || width(convert(t)) == 1 { llvm.zext(x__117) : (i64) } else { llvm.sext(x__117) : (i64) } } } }]) } };\n    for _i in 0..(if !present(p) { 1 } else { if case_of(p) == \"no_punctuation\" { 0 } else { 1 } }) { declare({ let __match_27018__121 = case_of(p); if __match_27018__121 == \"comma\" { \"printComma\" } else { if __match_27018__121 == \"open\" { \"printOpen\" } else { if __match_27018__121 == \"close\" { \"printClose\" } else { \"printNewline\" } } } }, llvm_func(void)); call(symbol({ let __match_27018__122 = case_of(p); if __match_27018__122 == \"comma\" { \"printComma\" } else { if __match_27018__122 == \"open\" { \"printOpen\" } else { if __match_27018__122 == \"close\" { \"printClose\" } else { \"printNewline\" } } } }), void, []); }\n}",
            location: "rules/vector.rules:507",
            apply: rule_vector_print_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.print",
            priority: 0i64,
            rule: "rule vector.print(..vs) {punctuation = p?} where len(vs) == 1 && nth(types(vs), 0) is vector && { let t__123 = elem(nth(types(vs), 0)); t__123 is f16 || t__123 is bf16 || t__123 is f32 || t__123 is f64 || apfloat_semantics(t__123) >= 0 || (t__123 is int || t__123 is index) && width(convert(t__123)) <= 64 } && elems(nth(types(vs), 0), 0) > 0 => {\n    let v = nth(vs, 0);\n    let t = nth(types(vs), 0);\n    let e = elem(t);\n    let r = if rank(t) == 0 { 1 } else { rank(t) };\n    let n = elems(t, 0);\n    declare(\"printOpen\", llvm_func(void));\n    declare(\"printClose\", llvm_func(void));\n    declare(\"printComma\", llvm_func(void));\n    if apfloat_semantics(e) >= 0 { declare(\"printApFloat\", llvm_func(void, i32, i64)) } else { declare(if e is f32 { \"printF32\" } else { if e is f64 { \"printF64\" } else { if e is f16 { \"printF16\" } else { if e is bf16 { \"printBF16\" } else { if e is uint(_) || e is index { \"printU64\" } else { \"printI64\" } } } } }, llvm_func(void, if e is f32 || e is f64 { convert(e) } else { if e is float { i16 } else { i64 } })) };\n    for k in 0..n { for _o in 0..(len([d for d in 0..r if k % elems(t, d) == 0])) { call(symbol(\"printOpen\"), void, []); } let row = if rank(t) <= 1 { v } else { extract(v, [k / elems(t, d + 1) % dim(t, d) for d in 0..rank(t) - 1]) }; let x = llvm.extractelement(row, constant(if rank(t) == 0 { 0 } else { k % dim(t, rank(t) - 1) }, i64)) : (convert(e)); if apfloat_semantics(e) >= 0 { call(symbol(\"printApFloat\"), void, [constant(apfloat_semantics(e), i32), llvm.zext(x) : (i64)]) } else { call(symbol(if e is f32 { \"printF32\" } else { if e is f64 { \"printF64\" } else { if e is f16 { \"printF16\" } else { if e is bf16 { \"printBF16\" } else { if e is uint(_) || e is index { \"printU64\" } else { \"printI64\" } } } } }), void, [if e is f32 || e is f64 { x } else { if e is float { llvm.bitcast(x) : (i16) } else { if width(convert(e)) == 64 { x } else { if e is uint(_) || e is index || width(convert(e)) == 1 { llvm.zext(x) : (i64) } else { llvm.sext(x) : (i64) } } } }]) }; for _c in 0..(len([d for d in 0..r if (k + 1) % elems(t, d) == 0])) { call(symbol(\"printClose\"), void, []); } for _m in 0..(if k + 1 < n { 1 } else { 0 }) { call(symbol(\"printComma\"), void, []); } }\n    for _i in 0..(if !present(p) { 1 } else { if case_of(p) == \"no_punctuation\" { 0 } else { 1 } }) { declare({ let __match_27018__131 = case_of(p); if __match_27018__131 == \"comma\" { \"printComma\" } else { if __match_27018__131 == \"open\" { \"printOpen\" } else { if __match_27018__131 == \"close\" { \"printClose\" } else { \"printNewline\" } } } }, llvm_func(void)); call(symbol({ let __match_27018__132 = case_of(p); if __match_27018__132 == \"comma\" { \"printComma\" } else { if __match_27018__132 == \"open\" { \"printOpen\" } else { if __match_27018__132 == \"close\" { \"printClose\" } else { \"printNewline\" } } } }), void, []); }\n}",
            location: "rules/vector.rules:522",
            apply: rule_vector_print_1,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.print",
            priority: 0i64,
            rule: "rule vector.print(..xs) {punctuation = p?, stringLiteral = s?} where len(xs) == 0 && !present(s) => {\n    for _i in 0..(if !present(p) { 1 } else { if case_of(p) == \"no_punctuation\" { 0 } else { 1 } }) { declare({ let __match_27018__134 = case_of(p); if __match_27018__134 == \"comma\" { \"printComma\" } else { if __match_27018__134 == \"open\" { \"printOpen\" } else { if __match_27018__134 == \"close\" { \"printClose\" } else { \"printNewline\" } } } }, llvm_func(void)); call(symbol({ let __match_27018__135 = case_of(p); if __match_27018__135 == \"comma\" { \"printComma\" } else { if __match_27018__135 == \"open\" { \"printOpen\" } else { if __match_27018__135 == \"close\" { \"printClose\" } else { \"printNewline\" } } } }), void, []); }\n}",
            location: "rules/vector.rules:555",
            apply: rule_vector_print_2,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.print",
            priority: 0i64,
            rule: "rule vector.print(..xs) {stringLiteral = s?} where len(xs) == 0 && present(s) => {\n    let name = unique_symbol(\"vector_print_str\");\n    declare(\"printString\", llvm_func(void, ptr));\n    call(symbol(\"printString\"), void, [llvm.mlir.addressof() {global_name = symbol(name)} : (ptr)]);\n    let here = current_block();\n    let top = module_body();\n    at ^top;\n    llvm.mlir.global() {sym_name = name, global_type = array(strlen(text(s)) + 1, i8), linkage = #llvm.linkage<private>, constant = true, value = cstring(text(s))} regions(empty_region()) : ();\n    at ^here;\n}",
            location: "rules/vector.rules:563",
            apply: rule_vector_print_3,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.mask",
            priority: 0i64,
            rule: "rule vector.mask(k, .._pt) regions(body) -> (..rs) where body_op_name(body) == \"vector.reduction\" && (!(nth(types(rs), 0) is float) || width(nth(types(rs), 0)) == 32 || width(nth(types(rs), 0)) == 64 || !(case_of(body_attr(body, \"kind\")) == \"minnumf\" || case_of(body_attr(body, \"kind\")) == \"maxnumf\" || { let c__137 = case_of(body_attr(body, \"kind\")); c__137 == \"minimumf\" || c__137 == \"maximumf\" })) && !{ let c__138 = case_of(body_attr(body, \"kind\")); c__138 == \"minimumf\" || c__138 == \"maximumf\" } => {\n    let c = case_of(body_attr(body, \"kind\"));\n    let ops = body_operands(body);\n    let v = nth(ops, 0);\n    let t = convert(nth(types(rs), 0));\n    let evl = constant(dim(nth(types(ops), 0), 0), i32);\n    let start = if len(ops) == 2 { nth(ops, 1) } else { if c == \"add\" || c == \"or\" || c == \"xor\" || c == \"maxui\" { constant(0, t) } else { if c == \"mul\" { constant(1, t) } else { if c == \"and\" || c == \"minui\" { constant((-1), t) } else { if c == \"minsi\" { constant({ let w__140 = width(t); if w__140 >= 64 { 9223372036854775807 } else { product_of([2 for _i__140 in 0..w__140 - 1]) - 1 } }, t) } else { if c == \"maxsi\" { constant(0 - { let w__141 = width(t); if w__141 >= 64 { 9223372036854775807 } else { product_of([2 for _i__141 in 0..w__141 - 1]) - 1 } } - 1, t) } else { if c == \"minnumf\" { llvm.bitcast(constant(if width(t) == 32 { (-4194304) } else { (-2251799813685248) }, int(width(t)))) : (t) } else { llvm.bitcast(constant(if width(t) == 32 { 2143289344 } else { 9221120237041090560 }, int(width(t)))) : (t) } } } } } } };\n    yield if c == \"add\" { if t is float { llvm.intr.vp.reduce.fadd(start, v, k, evl) : (t) } else { llvm.intr.vp.reduce.add(start, v, k, evl) : (t) } } else { if c == \"mul\" { if t is float { llvm.intr.vp.reduce.fmul(start, v, k, evl) : (t) } else { llvm.intr.vp.reduce.mul(start, v, k, evl) : (t) } } else { if c == \"and\" { llvm.intr.vp.reduce.and(start, v, k, evl) : (t) } else { if c == \"or\" { llvm.intr.vp.reduce.or(start, v, k, evl) : (t) } else { if c == \"xor\" { llvm.intr.vp.reduce.xor(start, v, k, evl) : (t) } else { if c == \"minsi\" { llvm.intr.vp.reduce.smin(start, v, k, evl) : (t) } else { if c == \"maxsi\" { llvm.intr.vp.reduce.smax(start, v, k, evl) : (t) } else { if c == \"minui\" { llvm.intr.vp.reduce.umin(start, v, k, evl) : (t) } else { if c == \"maxui\" { llvm.intr.vp.reduce.umax(start, v, k, evl) : (t) } else { if c == \"minnumf\" { llvm.intr.vp.reduce.fmin(start, v, k, evl) : (t) } else { llvm.intr.vp.reduce.fmax(start, v, k, evl) : (t) } } } } } } } } } };\n};",
            location: "rules/vector.rules:620",
            apply: rule_vector_mask_0,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.mask",
            priority: 0i64,
            rule: "    where body_op_name(body) == \"vector.reduction\" && (!(nth(types(rs), 0) is float) || width(nth(types(rs), 0)) == 32 || width(nth(types(rs), 0)) == 64 || !(case_of(body_attr(body, \"kind\")) == \"minnumf\" || case_of(body_attr(body, \"kind\")) == \"maxnumf\" || { let c__145 = case_of(body_attr(body, \"kind\")); c__145 == \"minimumf\" || c__145 == \"maximumf\" })) && { let c__146 = case_of(body_attr(body, \"kind\")); c__146 == \"minimumf\" || c__146 == \"maximumf\" } => {\n    let c = case_of(body_attr(body, \"kind\"));\n    let ops = body_operands(body);\n    let t = convert(nth(types(rs), 0));\n    let n = dim(nth(types(ops), 0), 0);\n    let filled = llvm.select(k, nth(ops, 0), from_scalars(vector(n, t), [if c == \"minimumf\" { llvm.bitcast(constant(if width(t) == 32 { 2139095039 } else { 9218868437227405311 }, int(width(t)))) : (t) } else { llvm.bitcast(constant(if width(t) == 32 { (-2147483647) } else { (-9223372036854775807) }, int(width(t)))) : (t) } for _i in 0..n])) : (vector(n, t));\n    let all = { let f__150 = no_attr(); let __match_16928__150 = c; if __match_16928__150 == \"add\" { llvm.intr.vector.reduce.add(filled) : (t) } else { if __match_16928__150 == \"mul\" { llvm.intr.vector.reduce.mul(filled) : (t) } else { if __match_16928__150 == \"and\" { llvm.intr.vector.reduce.and(filled) : (t) } else { if __match_16928__150 == \"or\" { llvm.intr.vector.reduce.or(filled) : (t) } else { if __match_16928__150 == \"xor\" { llvm.intr.vector.reduce.xor(filled) : (t) } else { if __match_16928__150 == \"maxsi\" { llvm.intr.vector.reduce.smax(filled) : (t) } else { if __match_16928__150 == \"minsi\" { llvm.intr.vector.reduce.smin(filled) : (t) } else { if __match_16928__150 == \"maxui\" { llvm.intr.vector.reduce.umax(filled) : (t) } else { if __match_16928__150 == \"minui\" { llvm.intr.vector.reduce.umin(filled) : (t) } else { if __match_16928__150 == \"maximumf\" { llvm.intr.vector.reduce.fmaximum(filled) {fastmathFlags = fastmath(f__150)} : (t) } else { if __match_16928__150 == \"minimumf\" { llvm.intr.vector.reduce.fminimum(filled) {fastmathFlags = fastmath(f__150)} : (t) } else { if __match_16928__150 == \"maxnumf\" { llvm.intr.vector.reduce.fmax(filled) {fastmathFlags = fastmath(f__150)} : (t) } else { llvm.intr.vector.reduce.fmin(filled) {fastmathFlags = fastmath(f__150)} : (t) } } } } } } } } } } } } };\n    yield if len(ops) == 2 { { let b__151 = nth(ops, 1); let __match_16154__151 = c; if __match_16154__151 == \"add\" { if true { llvm.fadd(all, b__151) : (t) } else { llvm.add(all, b__151) : (t) } } else { if __match_16154__151 == \"mul\" { if true { llvm.fmul(all, b__151) : (t) } else { llvm.mul(all, b__151) : (t) } } else { if __match_16154__151 == \"and\" { llvm.and(all, b__151) : (t) } else { if __match_16154__151 == \"or\" { llvm.or(all, b__151) : (t) } else { if __match_16154__151 == \"xor\" { llvm.xor(all, b__151) : (t) } else { if __match_16154__151 == \"minsi\" { llvm.intr.smin(all, b__151) : (t) } else { if __match_16154__151 == \"maxsi\" { llvm.intr.smax(all, b__151) : (t) } else { if __match_16154__151 == \"minui\" { llvm.intr.umin(all, b__151) : (t) } else { if __match_16154__151 == \"maxui\" { llvm.intr.umax(all, b__151) : (t) } else { if __match_16154__151 == \"minnumf\" { llvm.intr.minnum(all, b__151) : (t) } else { if __match_16154__151 == \"maxnumf\" { llvm.intr.maxnum(all, b__151) : (t) } else { if __match_16154__151 == \"minimumf\" { llvm.intr.minimum(all, b__151) : (t) } else { llvm.intr.maximum(all, b__151) : (t) } } } } } } } } } } } } } } else { all };\n}",
            location: "rules/vector.rules:642",
            apply: rule_vector_mask_1,
        },
        ::lowrite_core::convert::Pattern {
            op: "vector.mask",
            priority: 0i64,
            rule: "rule vector.mask(_k, .._rest) regions(body) -> (..rs) where !(body_op_name(body) == \"vector.reduction\" && (!(nth(types(rs), 0) is float) || width(nth(types(rs), 0)) == 32 || width(nth(types(rs), 0)) == 64 || !(case_of(body_attr(body, \"kind\")) == \"minnumf\" || case_of(body_attr(body, \"kind\")) == \"maxnumf\" || { let c__153 = case_of(body_attr(body, \"kind\")); c__153 == \"minimumf\" || c__153 == \"maximumf\" }))) => {\n    fail(if body_op_name(body) == \"vector.reduction\" { \"masked float minimum and maximum reductions are lowered for f32 and f64 only\" } else { concat(concat(\"'vector.mask' of '\", body_op_name(body)), \"' must be folded into it first: add --pass-pipeline='builtin.module(func.func(lower-vector-mask))'\") });\n}",
            location: "rules/vector.rules:653",
            apply: rule_vector_mask_2,
        },
    ],
    type_rules: 0usize,
    natives: &[],
    boundary: boundary,
    boundary_rules: 0usize,
    elementwise: &["vector.fma"],
    float_ops: &[],
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
/// An element at a static position.
///
/// Rule at rules/vector.rules:7:
///
/// ```text
/// /// An element at a static position.
/// rule vector.extract(v: vector, .._dyn) {static_position = p} -> (r)
///     where rank(type(v)) == 1 && is_static(array_elem(p, 0)) => {
///     yield llvm.extractelement(v, constant(array_elem(p, 0), i64)) : convert(type(r));
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_extract_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() < 1usize {
        return Ok(false);
    }
    let b_v: ::lowrite_core::ir::Value = __main[0usize];
    if !matches!(* (__src.value_type(b_v)), ::lowrite_core::ir::Type::Vector { .. }) {
        return Ok(false);
    }
    let b__dyn: Vec<::lowrite_core::ir::Value> = __main[1usize..].to_vec();
    let b_p: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("static_position")
        .cloned();
    if b_p.is_none() {
        return Ok(false);
    }
    if __op.results.len() != 1usize {
        return Ok(false);
    }
    let b_r: ::lowrite_core::ir::Value = __op.results[0usize];
    if !(((((::lowrite_core::builtins::types::rank(
        &(rw.source().value_type(b_v).clone()),
    )) == ((1i64 as i64))))
        && (::lowrite_core::builtins::layout::is_static(
            ::lowrite_core::convert::located(
                ::lowrite_core::builtins::attrs::array_elem(
                    (b_p.clone()).as_ref(),
                    (0i64 as i64),
                ),
                rw,
            )?,
        ))))
    {
        return Ok(false);
    }
    let __yielded = vec![
        { let __spec = ::lowrite_core::ir::OpSpec::new("llvm.extractelement",
        ::lowrite_core::ir::Location::Unknown).operands(vec![rw.value(b_v) ?,
        ::lowrite_core::builtins::values::constant(::lowrite_core::convert::located(::lowrite_core::builtins::attrs::array_elem((b_p
        .clone()).as_ref(), (0i64 as i64)), rw) ?, &
        (::lowrite_core::ir::Type::int(64u32)), rw) ?]).results(vec![{ let __t = rw
        .source().value_type(b_r).clone(); rw.convert_type(& __t) ? }]); rw.build_one(op,
        __spec, None) ? }
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// Rule at rules/vector.rules:12:
///
/// ```text
/// rule vector.insert(x, v: vector, .._dyn) {static_position = p} -> (r)
///     where rank(type(v)) == 1 && is_static(array_elem(p, 0)) => {
///     yield llvm.insertelement(v, x, constant(array_elem(p, 0), i64)) : convert(type(r));
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_insert_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() < 2usize {
        return Ok(false);
    }
    let b_x: ::lowrite_core::ir::Value = __main[0usize];
    let b_v: ::lowrite_core::ir::Value = __main[1usize];
    if !matches!(* (__src.value_type(b_v)), ::lowrite_core::ir::Type::Vector { .. }) {
        return Ok(false);
    }
    let b__dyn: Vec<::lowrite_core::ir::Value> = __main[2usize..].to_vec();
    let b_p: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("static_position")
        .cloned();
    if b_p.is_none() {
        return Ok(false);
    }
    if __op.results.len() != 1usize {
        return Ok(false);
    }
    let b_r: ::lowrite_core::ir::Value = __op.results[0usize];
    if !(((((::lowrite_core::builtins::types::rank(
        &(rw.source().value_type(b_v).clone()),
    )) == ((1i64 as i64))))
        && (::lowrite_core::builtins::layout::is_static(
            ::lowrite_core::convert::located(
                ::lowrite_core::builtins::attrs::array_elem(
                    (b_p.clone()).as_ref(),
                    (0i64 as i64),
                ),
                rw,
            )?,
        ))))
    {
        return Ok(false);
    }
    let __yielded = vec![
        { let __spec = ::lowrite_core::ir::OpSpec::new("llvm.insertelement",
        ::lowrite_core::ir::Location::Unknown).operands(vec![rw.value(b_v) ?, rw
        .value(b_x) ?,
        ::lowrite_core::builtins::values::constant(::lowrite_core::convert::located(::lowrite_core::builtins::attrs::array_elem((b_p
        .clone()).as_ref(), (0i64 as i64)), rw) ?, &
        (::lowrite_core::ir::Type::int(64u32)), rw) ?]).results(vec![{ let __t = rw
        .source().value_type(b_r).clone(); rw.convert_type(& __t) ? }]); rw.build_one(op,
        __spec, None) ? }
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// An element of a 1-D vector at a dynamic position.
///
/// Rule at rules/vector.rules:18:
///
/// ```text
/// /// An element of a 1-D vector at a dynamic position.
/// rule vector.extract(v: vector, ..i) {static_position = p} -> (r)
///     where rank(type(v)) == 1 && !is_static(array_elem(p, 0)) => {
///     yield llvm.extractelement(v, nth(i, 0)) : convert(type(r));
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_extract_1(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() < 1usize {
        return Ok(false);
    }
    let b_v: ::lowrite_core::ir::Value = __main[0usize];
    if !matches!(* (__src.value_type(b_v)), ::lowrite_core::ir::Type::Vector { .. }) {
        return Ok(false);
    }
    let b_i: Vec<::lowrite_core::ir::Value> = __main[1usize..].to_vec();
    let b_p: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("static_position")
        .cloned();
    if b_p.is_none() {
        return Ok(false);
    }
    if __op.results.len() != 1usize {
        return Ok(false);
    }
    let b_r: ::lowrite_core::ir::Value = __op.results[0usize];
    if !(((((::lowrite_core::builtins::types::rank(
        &(rw.source().value_type(b_v).clone()),
    )) == ((1i64 as i64))))
        && ((!(::lowrite_core::builtins::layout::is_static(
            ::lowrite_core::convert::located(
                ::lowrite_core::builtins::attrs::array_elem(
                    (b_p.clone()).as_ref(),
                    (0i64 as i64),
                ),
                rw,
            )?,
        ))))))
    {
        return Ok(false);
    }
    let __yielded = vec![
        { let __spec = ::lowrite_core::ir::OpSpec::new("llvm.extractelement",
        ::lowrite_core::ir::Location::Unknown).operands(vec![rw.value(b_v) ?,
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& rw
        .values(& b_i) ?, (0i64 as i64), "value"), rw) ?]).results(vec![{ let __t = rw
        .source().value_type(b_r).clone(); rw.convert_type(& __t) ? }]); rw.build_one(op,
        __spec, None) ? }
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// Rule at rules/vector.rules:23:
///
/// ```text
/// rule vector.insert(x, v: vector, ..i) {static_position = p} -> (r)
///     where rank(type(v)) == 1 && !is_static(array_elem(p, 0)) => {
///     yield llvm.insertelement(v, x, nth(i, 0)) : convert(type(r));
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_insert_1(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() < 2usize {
        return Ok(false);
    }
    let b_x: ::lowrite_core::ir::Value = __main[0usize];
    let b_v: ::lowrite_core::ir::Value = __main[1usize];
    if !matches!(* (__src.value_type(b_v)), ::lowrite_core::ir::Type::Vector { .. }) {
        return Ok(false);
    }
    let b_i: Vec<::lowrite_core::ir::Value> = __main[2usize..].to_vec();
    let b_p: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("static_position")
        .cloned();
    if b_p.is_none() {
        return Ok(false);
    }
    if __op.results.len() != 1usize {
        return Ok(false);
    }
    let b_r: ::lowrite_core::ir::Value = __op.results[0usize];
    if !(((((::lowrite_core::builtins::types::rank(
        &(rw.source().value_type(b_v).clone()),
    )) == ((1i64 as i64))))
        && ((!(::lowrite_core::builtins::layout::is_static(
            ::lowrite_core::convert::located(
                ::lowrite_core::builtins::attrs::array_elem(
                    (b_p.clone()).as_ref(),
                    (0i64 as i64),
                ),
                rw,
            )?,
        ))))))
    {
        return Ok(false);
    }
    let __yielded = vec![
        { let __spec = ::lowrite_core::ir::OpSpec::new("llvm.insertelement",
        ::lowrite_core::ir::Location::Unknown).operands(vec![rw.value(b_v) ?, rw
        .value(b_x) ?,
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& rw
        .values(& b_i) ?, (0i64 as i64), "value"), rw) ?]).results(vec![{ let __t = rw
        .source().value_type(b_r).clone(); rw.convert_type(& __t) ? }]); rw.build_one(op,
        __spec, None) ? }
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// A slice of an n-D vector at a static position is an element of the nested arrays.
///
/// Rule at rules/vector.rules:29:
///
/// ```text
/// /// A slice of an n-D vector at a static position is an element of the nested arrays.
/// rule vector.extract(v: vector, ..dyn) {static_position = p} -> (r)
///     where len(dyn) == 0 && rank(type(v)) > 1 && type(r) is vector => {
///     yield extract(v, [array_elem(p, i) for i in 0..rank(type(v)) - rank(type(r))]);
/// }
///     // A scalar of an n-D vector: its innermost 1-D vector, then the element.
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_extract_2(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() < 1usize {
        return Ok(false);
    }
    let b_v: ::lowrite_core::ir::Value = __main[0usize];
    if !matches!(* (__src.value_type(b_v)), ::lowrite_core::ir::Type::Vector { .. }) {
        return Ok(false);
    }
    let b_dyn: Vec<::lowrite_core::ir::Value> = __main[1usize..].to_vec();
    let b_p: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("static_position")
        .cloned();
    if b_p.is_none() {
        return Ok(false);
    }
    if __op.results.len() != 1usize {
        return Ok(false);
    }
    let b_r: ::lowrite_core::ir::Value = __op.results[0usize];
    if !((((((((b_dyn.len() as i64)) == ((0i64 as i64))))
        && (((::lowrite_core::builtins::types::rank(
            &(rw.source().value_type(b_v).clone()),
        )) > ((1i64 as i64))))))
        && (matches!(
            rw.source().value_type(b_r).clone(), ::lowrite_core::ir::Type::Vector { .. }
        ))))
    {
        return Ok(false);
    }
    let __yielded = vec![
        { let __v = rw.value(b_v) ?; let mut __p : Vec < i64 > = Vec::new(); for __o in {
        let mut __l = Vec::new(); for b_i in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range((0i64 as
        i64), ((::lowrite_core::builtins::types::rank(& (rw.source().value_type(b_v)
        .clone()))) - (::lowrite_core::builtins::types::rank(& (rw.source()
        .value_type(b_r).clone()))))), rw) ? { let b_i : i64 = b_i; __l
        .push(::lowrite_core::convert::Ofr::Static(::lowrite_core::convert::located(::lowrite_core::builtins::attrs::array_elem((b_p
        .clone()).as_ref(), b_i.clone()), rw) ?)); } __l } { __p
        .push(::lowrite_core::builtins::values::static_of(__o, rw) ?); }
        ::lowrite_core::builtins::values::extract(__v, & __p, rw) ? }
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// A slice of an n-D vector at a static position is an element of the nested arrays.
///
/// Rule at rules/vector.rules:34:
///
/// ```text
/// where len(dyn) == 0 && rank(type(v)) > 1 && !(type(r) is vector) => {
///     let row = extract(v, [array_elem(p, i) for i in 0..rank(type(v)) - 1]);
///     yield llvm.extractelement(row, constant(array_elem(p, rank(type(v)) - 1), i64)) : convert(type(r));
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_extract_3(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() < 1usize {
        return Ok(false);
    }
    let b_v: ::lowrite_core::ir::Value = __main[0usize];
    if !matches!(* (__src.value_type(b_v)), ::lowrite_core::ir::Type::Vector { .. }) {
        return Ok(false);
    }
    let b_dyn: Vec<::lowrite_core::ir::Value> = __main[1usize..].to_vec();
    let b_p: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("static_position")
        .cloned();
    if b_p.is_none() {
        return Ok(false);
    }
    if __op.results.len() != 1usize {
        return Ok(false);
    }
    let b_r: ::lowrite_core::ir::Value = __op.results[0usize];
    if !((((((((b_dyn.len() as i64)) == ((0i64 as i64))))
        && (((::lowrite_core::builtins::types::rank(
            &(rw.source().value_type(b_v).clone()),
        )) > ((1i64 as i64))))))
        && ((!(matches!(
            rw.source().value_type(b_r).clone(), ::lowrite_core::ir::Type::Vector { .. }
        ))))))
    {
        return Ok(false);
    }
    let b_row = {
        let __v = rw.value(b_v)?;
        let mut __p: Vec<i64> = Vec::new();
        for __o in {
            let mut __l = Vec::new();
            for b_i in ::lowrite_core::convert::located(
                ::lowrite_core::convert::bounded_range(
                    (0i64 as i64),
                    ((::lowrite_core::builtins::types::rank(
                        &(rw.source().value_type(b_v).clone()),
                    )) - ((1i64 as i64))),
                ),
                rw,
            )? {
                let b_i: i64 = b_i;
                __l.push(
                    ::lowrite_core::convert::Ofr::Static(
                        ::lowrite_core::convert::located(
                            ::lowrite_core::builtins::attrs::array_elem(
                                (b_p.clone()).as_ref(),
                                b_i.clone(),
                            ),
                            rw,
                        )?,
                    ),
                );
            }
            __l
        } {
            __p.push(::lowrite_core::builtins::values::static_of(__o, rw)?);
        }
        ::lowrite_core::builtins::values::extract(__v, &__p, rw)?
    };
    let __yielded = vec![
        { let __spec = ::lowrite_core::ir::OpSpec::new("llvm.extractelement",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_row,
        ::lowrite_core::builtins::values::constant(::lowrite_core::convert::located(::lowrite_core::builtins::attrs::array_elem((b_p
        .clone()).as_ref(), ((::lowrite_core::builtins::types::rank(& (rw.source()
        .value_type(b_v).clone()))) - ((1i64 as i64)))), rw) ?, &
        (::lowrite_core::ir::Type::int(64u32)), rw) ?]).results(vec![{ let __t = rw
        .source().value_type(b_r).clone(); rw.convert_type(& __t) ? }]); rw.build_one(op,
        __spec, None) ? }
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// Inserting a slice into an n-D vector replaces an element of the nested arrays.
///
/// Rule at rules/vector.rules:40:
///
/// ```text
/// /// Inserting a slice into an n-D vector replaces an element of the nested arrays.
/// rule vector.insert(x, v: vector, ..dyn) {static_position = p}
///     where len(dyn) == 0 && rank(type(v)) > 1 && type(x) is vector => {
///     yield insert(v, x, [array_elem(p, i) for i in 0..rank(type(v)) - rank(type(x))]);
/// }
///     // Inserting a scalar into an n-D vector rebuilds its innermost 1-D vector.
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_insert_2(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() < 2usize {
        return Ok(false);
    }
    let b_x: ::lowrite_core::ir::Value = __main[0usize];
    let b_v: ::lowrite_core::ir::Value = __main[1usize];
    if !matches!(* (__src.value_type(b_v)), ::lowrite_core::ir::Type::Vector { .. }) {
        return Ok(false);
    }
    let b_dyn: Vec<::lowrite_core::ir::Value> = __main[2usize..].to_vec();
    let b_p: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("static_position")
        .cloned();
    if b_p.is_none() {
        return Ok(false);
    }
    if !((((((((b_dyn.len() as i64)) == ((0i64 as i64))))
        && (((::lowrite_core::builtins::types::rank(
            &(rw.source().value_type(b_v).clone()),
        )) > ((1i64 as i64))))))
        && (matches!(
            rw.source().value_type(b_x).clone(), ::lowrite_core::ir::Type::Vector { .. }
        ))))
    {
        return Ok(false);
    }
    let __yielded = vec![
        { let __agg = rw.value(b_v) ?; let __v = rw.value(b_x) ?; let mut __p : Vec < i64
        > = Vec::new(); for __o in { let mut __l = Vec::new(); for b_i in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range((0i64 as
        i64), ((::lowrite_core::builtins::types::rank(& (rw.source().value_type(b_v)
        .clone()))) - (::lowrite_core::builtins::types::rank(& (rw.source()
        .value_type(b_x).clone()))))), rw) ? { let b_i : i64 = b_i; __l
        .push(::lowrite_core::convert::Ofr::Static(::lowrite_core::convert::located(::lowrite_core::builtins::attrs::array_elem((b_p
        .clone()).as_ref(), b_i.clone()), rw) ?)); } __l } { __p
        .push(::lowrite_core::builtins::values::static_of(__o, rw) ?); }
        ::lowrite_core::builtins::values::insert(__agg, __v, & __p, rw) ? }
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// Inserting a slice into an n-D vector replaces an element of the nested arrays.
///
/// Rule at rules/vector.rules:45:
///
/// ```text
/// where len(dyn) == 0 && rank(type(v)) > 1 && !(type(x) is vector) => {
///     let path = [array_elem(p, i) for i in 0..rank(type(v)) - 1];
///     let row = extract(v, path);
///     let t = type(row);
///     let new_row = llvm.insertelement(row, x, constant(array_elem(p, rank(type(v)) - 1), i64)) : t;
///     yield insert(v, new_row, path);
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_insert_3(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() < 2usize {
        return Ok(false);
    }
    let b_x: ::lowrite_core::ir::Value = __main[0usize];
    let b_v: ::lowrite_core::ir::Value = __main[1usize];
    if !matches!(* (__src.value_type(b_v)), ::lowrite_core::ir::Type::Vector { .. }) {
        return Ok(false);
    }
    let b_dyn: Vec<::lowrite_core::ir::Value> = __main[2usize..].to_vec();
    let b_p: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("static_position")
        .cloned();
    if b_p.is_none() {
        return Ok(false);
    }
    if !((((((((b_dyn.len() as i64)) == ((0i64 as i64))))
        && (((::lowrite_core::builtins::types::rank(
            &(rw.source().value_type(b_v).clone()),
        )) > ((1i64 as i64))))))
        && ((!(matches!(
            rw.source().value_type(b_x).clone(), ::lowrite_core::ir::Type::Vector { .. }
        ))))))
    {
        return Ok(false);
    }
    let b_path = {
        let mut __l = Vec::new();
        for b_i in ::lowrite_core::convert::located(
            ::lowrite_core::convert::bounded_range(
                (0i64 as i64),
                ((::lowrite_core::builtins::types::rank(
                    &(rw.source().value_type(b_v).clone()),
                )) - ((1i64 as i64))),
            ),
            rw,
        )? {
            let b_i: i64 = b_i;
            __l.push(
                ::lowrite_core::convert::Ofr::Static(
                    ::lowrite_core::convert::located(
                        ::lowrite_core::builtins::attrs::array_elem(
                            (b_p.clone()).as_ref(),
                            b_i.clone(),
                        ),
                        rw,
                    )?,
                ),
            );
        }
        __l
    };
    let b_row = {
        let __v = rw.value(b_v)?;
        let mut __p: Vec<i64> = Vec::new();
        for __o in b_path.clone() {
            __p.push(::lowrite_core::builtins::values::static_of(__o, rw)?);
        }
        ::lowrite_core::builtins::values::extract(__v, &__p, rw)?
    };
    let b_t = rw.target().value_type(b_row).clone();
    let b_new_row = {
        let __spec = ::lowrite_core::ir::OpSpec::new(
                "llvm.insertelement",
                ::lowrite_core::ir::Location::Unknown,
            )
            .operands(
                vec![
                    b_row, rw.value(b_x) ?,
                    ::lowrite_core::builtins::values::constant(::lowrite_core::convert::located(::lowrite_core::builtins::attrs::array_elem((b_p
                    .clone()).as_ref(), ((::lowrite_core::builtins::types::rank(& (rw
                    .source().value_type(b_v).clone()))) - ((1i64 as i64)))), rw) ?, &
                    (::lowrite_core::ir::Type::int(64u32)), rw) ?
                ],
            )
            .results(vec![b_t.clone()]);
        rw.build_one(op, __spec, None)?
    };
    let __yielded = vec![
        { let __agg = rw.value(b_v) ?; let __v = b_new_row; let mut __p : Vec < i64 > =
        Vec::new(); for __o in b_path.clone() { __p
        .push(::lowrite_core::builtins::values::static_of(__o, rw) ?); }
        ::lowrite_core::builtins::values::insert(__agg, __v, & __p, rw) ? }
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// A scalar broadcast: inserted at 0 of a 1-D vector of the innermost dimension, shuffled to
/// every lane, and that vector stored in every slice of an n-D result.
///
/// Rule at rules/vector.rules:55:
///
/// ```text
/// /// A scalar broadcast: inserted at 0 of a 1-D vector of the innermost dimension, shuffled to
/// /// every lane, and that vector stored in every slice of an n-D result.
/// rule vector.broadcast(s) -> (r) where !(type(s) is vector) => {
///     let n = dim(type(r), rank(type(r)) - 1);
///     let row_type = vector(n, convert(type(s)));
///     let one = llvm.insertelement(poison(row_type), s, constant(0, i32)) : row_type;
///     let row = llvm.shufflevector(one, poison(row_type)) {mask = i32_array_of([0 for _i in 0..n])} : row_type;
///     yield fill(convert(type(r)), row);
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_broadcast_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 1usize {
        return Ok(false);
    }
    let b_s: ::lowrite_core::ir::Value = __main[0usize];
    if __op.results.len() != 1usize {
        return Ok(false);
    }
    let b_r: ::lowrite_core::ir::Value = __op.results[0usize];
    if !((!(matches!(
        rw.source().value_type(b_s).clone(), ::lowrite_core::ir::Type::Vector { .. }
    )))) {
        return Ok(false);
    }
    let b_n = ::lowrite_core::builtins::layout::dim(
        &(rw.source().value_type(b_r).clone()),
        ((::lowrite_core::builtins::types::rank(&(rw.source().value_type(b_r).clone())))
            - ((1i64 as i64))),
    );
    let b_row_type = ::lowrite_core::builtins::types::vector(
        b_n.clone(),
        &({
            let __t = rw.source().value_type(b_s).clone();
            rw.convert_type(&__t)?
        }),
    );
    let b_one = {
        let __spec = ::lowrite_core::ir::OpSpec::new(
                "llvm.insertelement",
                ::lowrite_core::ir::Location::Unknown,
            )
            .operands(
                vec![
                    ::lowrite_core::builtins::values::poison(& (b_row_type.clone()), rw)
                    ?, rw.value(b_s) ?, ::lowrite_core::builtins::values::constant((0i64
                    as i64), & (::lowrite_core::ir::Type::int(32u32)), rw) ?
                ],
            )
            .results(vec![b_row_type.clone()]);
        rw.build_one(op, __spec, None)?
    };
    let b_row = {
        let __spec = ::lowrite_core::ir::OpSpec::new(
                "llvm.shufflevector",
                ::lowrite_core::ir::Location::Unknown,
            )
            .operands(
                vec![
                    b_one, ::lowrite_core::builtins::values::poison(& (b_row_type
                    .clone()), rw) ?
                ],
            )
            .results(vec![b_row_type.clone()])
            .attr_opt(
                "mask",
                ::lowrite_core::convert::located(
                    ::lowrite_core::builtins::attrs::i32_array_of(
                        &({
                            let mut __l = Vec::new();
                            for b__i in ::lowrite_core::convert::located(
                                ::lowrite_core::convert::bounded_range(
                                    (0i64 as i64),
                                    b_n.clone(),
                                ),
                                rw,
                            )? {
                                let b__i: i64 = b__i;
                                __l.push(
                                    ::lowrite_core::convert::Ofr::Static((0i64 as i64)),
                                );
                            }
                            __l
                        }),
                    ),
                    rw,
                )?,
            );
        rw.build_one(op, __spec, None)?
    };
    let __yielded = vec![
        ::lowrite_core::builtins::values::fill(& ({ let __t = rw.source().value_type(b_r)
        .clone(); rw.convert_type(& __t) ? }), b_row, rw) ?
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// A vector broadcast to more leading dimensions (its own dimensions kept): the source stored in
/// every slice of the result.
///
/// Rule at rules/vector.rules:65:
///
/// ```text
/// /// A vector broadcast to more leading dimensions (its own dimensions kept): the source stored in
/// /// every slice of the result.
/// rule vector.broadcast(s: vector) -> (r)
///     where rank(type(s)) >= 1 && rank(type(s)) < rank(type(r))
///        && len([d for d in 0..rank(type(s))
///                if dim(type(s), d) != dim(type(r), rank(type(r)) - rank(type(s)) + d)]) == 0 => {
///     yield fill(convert(type(r)), s);
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_broadcast_1(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 1usize {
        return Ok(false);
    }
    let b_s: ::lowrite_core::ir::Value = __main[0usize];
    if !matches!(* (__src.value_type(b_s)), ::lowrite_core::ir::Type::Vector { .. }) {
        return Ok(false);
    }
    if __op.results.len() != 1usize {
        return Ok(false);
    }
    let b_r: ::lowrite_core::ir::Value = __op.results[0usize];
    if !(((((((::lowrite_core::builtins::types::rank(
        &(rw.source().value_type(b_s).clone()),
    )) >= ((1i64 as i64))))
        && (((::lowrite_core::builtins::types::rank(
            &(rw.source().value_type(b_s).clone()),
        ))
            < (::lowrite_core::builtins::types::rank(
                &(rw.source().value_type(b_r).clone()),
            ))))))
        && ((((({
            let mut __l = Vec::new();
            for b_d in ::lowrite_core::convert::located(
                ::lowrite_core::convert::bounded_range(
                    (0i64 as i64),
                    ::lowrite_core::builtins::types::rank(
                        &(rw.source().value_type(b_s).clone()),
                    ),
                ),
                rw,
            )? {
                let b_d: i64 = b_d;
                if !(((::lowrite_core::builtins::layout::dim(
                    &(rw.source().value_type(b_s).clone()),
                    b_d.clone(),
                ))
                    != (::lowrite_core::builtins::layout::dim(
                        &(rw.source().value_type(b_r).clone()),
                        ((((::lowrite_core::builtins::types::rank(
                            &(rw.source().value_type(b_r).clone()),
                        ))
                            - (::lowrite_core::builtins::types::rank(
                                &(rw.source().value_type(b_s).clone()),
                            )))) + (b_d.clone())),
                    ))))
                {
                    continue;
                }
                __l.push(::lowrite_core::convert::Ofr::Static(b_d.clone()));
            }
            __l
        })
            .len() as i64)) == ((0i64 as i64))))))
    {
        return Ok(false);
    }
    let __yielded = vec![
        ::lowrite_core::builtins::values::fill(& ({ let __t = rw.source().value_type(b_r)
        .clone(); rw.convert_type(& __t) ? }), rw.value(b_s) ?, rw) ?
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// A shuffle of two 1-D vectors of the same type is LLVM's `shufflevector` (the mask as `i32`s).
///
/// Rule at rules/vector.rules:73:
///
/// ```text
/// /// A shuffle of two 1-D vectors of the same type is LLVM's `shufflevector` (the mask as `i32`s).
/// rule vector.shuffle(a, b) {mask = m} -> (r)
///     where rank(type(a)) == 1 && type(a) == type(b) => {
///     yield llvm.shufflevector(a, b) {mask = i32_array_of([array_elem(m, i) for i in 0..dim(type(r), 0)])}
///         : convert(type(r));
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_shuffle_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 2usize {
        return Ok(false);
    }
    let b_a: ::lowrite_core::ir::Value = __main[0usize];
    let b_b: ::lowrite_core::ir::Value = __main[1usize];
    let b_m: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("mask")
        .cloned();
    if b_m.is_none() {
        return Ok(false);
    }
    if __op.results.len() != 1usize {
        return Ok(false);
    }
    let b_r: ::lowrite_core::ir::Value = __op.results[0usize];
    if !(((((::lowrite_core::builtins::types::rank(
        &(rw.source().value_type(b_a).clone()),
    )) == ((1i64 as i64))))
        && (((rw.source().value_type(b_a).clone())
            == (rw.source().value_type(b_b).clone())))))
    {
        return Ok(false);
    }
    let __yielded = vec![
        { let __spec = ::lowrite_core::ir::OpSpec::new("llvm.shufflevector",
        ::lowrite_core::ir::Location::Unknown).operands(vec![rw.value(b_a) ?, rw
        .value(b_b) ?]).results(vec![{ let __t = rw.source().value_type(b_r).clone(); rw
        .convert_type(& __t) ? }]).attr_opt("mask",
        ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::i32_array_of(&
        ({ let mut __l = Vec::new(); for b_i in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range((0i64 as
        i64), ::lowrite_core::builtins::layout::dim(& (rw.source().value_type(b_r)
        .clone()), (0i64 as i64))), rw) ? { let b_i : i64 = b_i; __l
        .push(::lowrite_core::convert::Ofr::Static(::lowrite_core::convert::located(::lowrite_core::builtins::attrs::array_elem((b_m
        .clone()).as_ref(), b_i.clone()), rw) ?)); } __l })), rw) ?); rw.build_one(op,
        __spec, None) ? }
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// Any other shuffle (1-D vectors of different lengths, or n-D vectors, whose mask picks leading
/// slices): element by element, each taken from the operand its mask entry names; a mask entry
/// of -1 gives a poison slice.
///
/// Rule at rules/vector.rules:82:
///
/// ```text
/// /// Any other shuffle (1-D vectors of different lengths, or n-D vectors, whose mask picks leading
/// /// slices): element by element, each taken from the operand its mask entry names; a mask entry
/// /// of -1 gives a poison slice.
/// rule vector.shuffle(a, b) {mask = m} -> (r) where !(rank(type(a)) == 1 && type(a) == type(b)) => {
///     let t = type(r);
///     let na = dim(type(a), 0);
///     let per = elems(t, 1);
///     yield from_scalars(t, [
///         if array_elem(m, k / per) < 0 { poison(convert(elem(t))) }
///         else { if array_elem(m, k / per) < na { element(a, type(a), array_elem(m, k / per) * per + k % per) }
///         else { element(b, type(b), (array_elem(m, k / per) - na) * per + k % per) } }
///         for k in 0..elems(t, 0)]);
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_shuffle_1(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 2usize {
        return Ok(false);
    }
    let b_a: ::lowrite_core::ir::Value = __main[0usize];
    let b_b: ::lowrite_core::ir::Value = __main[1usize];
    let b_m: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("mask")
        .cloned();
    if b_m.is_none() {
        return Ok(false);
    }
    if __op.results.len() != 1usize {
        return Ok(false);
    }
    let b_r: ::lowrite_core::ir::Value = __op.results[0usize];
    if !((!(((((::lowrite_core::builtins::types::rank(
        &(rw.source().value_type(b_a).clone()),
    )) == ((1i64 as i64))))
        && (((rw.source().value_type(b_a).clone())
            == (rw.source().value_type(b_b).clone())))))))
    {
        return Ok(false);
    }
    let b_t = rw.source().value_type(b_r).clone();
    let b_na = ::lowrite_core::builtins::layout::dim(
        &(rw.source().value_type(b_a).clone()),
        (0i64 as i64),
    );
    let b_per = ::lowrite_core::builtins::layout::elems(&(b_t.clone()), (1i64 as i64));
    let __yielded = vec![
        ::lowrite_core::builtins::values::from_scalars(& (b_t.clone()), & { let mut __v :
        Vec < ::lowrite_core::ir::Value > = Vec::new(); __v.extend({ let mut __l =
        Vec::new(); for b_k in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range((0i64 as
        i64), ::lowrite_core::builtins::layout::elems(& (b_t.clone()), (0i64 as i64))),
        rw) ? { let b_k : i64 = b_k; __l.push((if
        ((::lowrite_core::convert::located(::lowrite_core::builtins::attrs::array_elem((b_m
        .clone()).as_ref(), (i64::checked_div(b_k.clone(), b_per.clone()).unwrap_or(0))),
        rw) ?) < ((0i64 as i64))) { ::lowrite_core::builtins::values::poison(& ({ let __t
        = ::lowrite_core::builtins::types::elem(& (b_t.clone())); rw.convert_type(& __t)
        ? }), rw) ? } else { (if
        ((::lowrite_core::convert::located(::lowrite_core::builtins::attrs::array_elem((b_m
        .clone()).as_ref(), (i64::checked_div(b_k.clone(), b_per.clone()).unwrap_or(0))),
        rw) ?) < (b_na.clone())) { ::lowrite_core::builtins::values::element(rw
        .value(b_a) ?, & (rw.source().value_type(b_a).clone()),
        ((((::lowrite_core::convert::located(::lowrite_core::builtins::attrs::array_elem((b_m
        .clone()).as_ref(), (i64::checked_div(b_k.clone(), b_per.clone()).unwrap_or(0))),
        rw) ?) * (b_per.clone()))) + ({ let __a = b_k.clone(); i64::checked_rem(__a,
        b_per.clone()).unwrap_or(__a) })), rw) ? } else {
        ::lowrite_core::builtins::values::element(rw.value(b_b) ?, & (rw.source()
        .value_type(b_b).clone()),
        ((((((::lowrite_core::convert::located(::lowrite_core::builtins::attrs::array_elem((b_m
        .clone()).as_ref(), (i64::checked_div(b_k.clone(), b_per.clone()).unwrap_or(0))),
        rw) ?) - (b_na.clone()))) * (b_per.clone()))) + ({ let __a = b_k.clone();
        i64::checked_rem(__a, b_per.clone()).unwrap_or(__a) })), rw) ? }) })); } __l });
        __v }, rw) ?
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// The number of scalable blocks in a scalable vector (1 on targets without them).
///
/// Rule at rules/vector.rules:94:
///
/// ```text
/// /// The number of scalable blocks in a scalable vector (1 on targets without them).
/// rule vector.vscale() => llvm.intr.vscale();
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_vscale_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 0usize {
        return Ok(false);
    }
    let __new: Vec<::lowrite_core::ir::Value> = {
        let __spec = ::lowrite_core::ir::OpSpec::new(
                "llvm.intr.vscale",
                ::lowrite_core::ir::Location::Unknown,
            )
            .operands(Vec::<::lowrite_core::ir::Value>::new());
        rw.build(op, __spec, Some((true, Some(1usize))))?
    };
    rw.replace(op, __new)?;
    Ok(true)
}
/// A fixed-size vector put into a scalable one at a position (a multiple of its length): LLVM's
/// `vector.insert` intrinsic.
///
/// Rule at rules/vector.rules:98:
///
/// ```text
/// /// A fixed-size vector put into a scalable one at a position (a multiple of its length): LLVM's
/// /// `vector.insert` intrinsic.
/// rule vector.scalable.insert(v, dest) {pos = p} -> (r)
///     => llvm.intr.vector.insert(dest, v) {pos = p} : convert(type(r));
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_scalable_insert_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 2usize {
        return Ok(false);
    }
    let b_v: ::lowrite_core::ir::Value = __main[0usize];
    let b_dest: ::lowrite_core::ir::Value = __main[1usize];
    let b_p: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("pos")
        .cloned();
    if b_p.is_none() {
        return Ok(false);
    }
    if __op.results.len() != 1usize {
        return Ok(false);
    }
    let b_r: ::lowrite_core::ir::Value = __op.results[0usize];
    let __new: Vec<::lowrite_core::ir::Value> = {
        let __spec = ::lowrite_core::ir::OpSpec::new(
                "llvm.intr.vector.insert",
                ::lowrite_core::ir::Location::Unknown,
            )
            .operands(vec![rw.value(b_dest) ?, rw.value(b_v) ?])
            .results(
                vec![
                    { let __t = rw.source().value_type(b_r).clone(); rw.convert_type(&
                    __t) ? }
                ],
            )
            .attr_opt("pos", b_p.clone());
        rw.build(op, __spec, None)?
    };
    rw.replace(op, __new)?;
    Ok(true)
}
/// A fixed-size vector taken out of a scalable one at a position: LLVM's `vector.extract`.
///
/// Rule at rules/vector.rules:102:
///
/// ```text
/// /// A fixed-size vector taken out of a scalable one at a position: LLVM's `vector.extract`.
/// rule vector.scalable.extract(src) {pos = p} -> (r)
///     => llvm.intr.vector.extract(src) {pos = p} : convert(type(r));
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_scalable_extract_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 1usize {
        return Ok(false);
    }
    let b_src: ::lowrite_core::ir::Value = __main[0usize];
    let b_p: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("pos")
        .cloned();
    if b_p.is_none() {
        return Ok(false);
    }
    if __op.results.len() != 1usize {
        return Ok(false);
    }
    let b_r: ::lowrite_core::ir::Value = __op.results[0usize];
    let __new: Vec<::lowrite_core::ir::Value> = {
        let __spec = ::lowrite_core::ir::OpSpec::new(
                "llvm.intr.vector.extract",
                ::lowrite_core::ir::Location::Unknown,
            )
            .operands(vec![rw.value(b_src) ?])
            .results(
                vec![
                    { let __t = rw.source().value_type(b_r).clone(); rw.convert_type(&
                    __t) ? }
                ],
            )
            .attr_opt("pos", b_p.clone());
        rw.build(op, __spec, None)?
    };
    rw.replace(op, __new)?;
    Ok(true)
}
/// `vector.step`: the constant `[0, 1, ..., n-1]`.
///
/// Rule at rules/vector.rules:106:
///
/// ```text
/// /// `vector.step`: the constant `[0, 1, ..., n-1]`.
/// rule vector.step() -> (r) => {
///     yield llvm.mlir.constant() {value = dense_of(convert(type(r)), [i for i in 0..dim(type(r), 0)])}
///         : convert(type(r));
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_step_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 0usize {
        return Ok(false);
    }
    if __op.results.len() != 1usize {
        return Ok(false);
    }
    let b_r: ::lowrite_core::ir::Value = __op.results[0usize];
    let __yielded = vec![
        { let __spec = ::lowrite_core::ir::OpSpec::new("llvm.mlir.constant",
        ::lowrite_core::ir::Location::Unknown).operands(Vec:: < ::lowrite_core::ir::Value
        > ::new()).results(vec![{ let __t = rw.source().value_type(b_r).clone(); rw
        .convert_type(& __t) ? }]).attr_opt("value",
        ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::dense_of(& ({
        let __t = rw.source().value_type(b_r).clone(); rw.convert_type(& __t) ? }), & ({
        let mut __l = Vec::new(); for b_i in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range((0i64 as
        i64), ::lowrite_core::builtins::layout::dim(& (rw.source().value_type(b_r)
        .clone()), (0i64 as i64))), rw) ? { let b_i : i64 = b_i; __l
        .push(::lowrite_core::convert::Ofr::Static(b_i.clone())); } __l })), rw) ?); rw
        .build_one(op, __spec, None) ? }
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// `vector.constant_mask`: a constant whose element is set when each of its indices is below
/// the mask's size in that dimension (an n-D one, nested arrays of rows, as one constant).
///
/// Rule at rules/vector.rules:113:
///
/// ```text
/// /// `vector.constant_mask`: a constant whose element is set when each of its indices is below
/// /// the mask's size in that dimension (an n-D one, nested arrays of rows, as one constant).
/// rule vector.constant_mask() {mask_dim_sizes = sizes} -> (r) where rank(type(r)) >= 1 => {
///     let t = type(r);
///     yield llvm.mlir.constant() {value = dense_of(t, [
///         if len([d for d in 0..rank(t) if k / elems(t, d + 1) % dim(t, d) < array_elem(sizes, d)]) == rank(t) { 1 } else { 0 }
///         for k in 0..elems(t, 0)])} : convert(t);
/// }
///
/// // ---------------------------------------------------------------- reshaping
/// // Element `k` of a vector counts in row-major order (builtins `element` and `from_scalars`);
/// // its rows (innermost 1-D vectors) are the leaves of the nested arrays.
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_constant_mask_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 0usize {
        return Ok(false);
    }
    let b_sizes: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("mask_dim_sizes")
        .cloned();
    if b_sizes.is_none() {
        return Ok(false);
    }
    if __op.results.len() != 1usize {
        return Ok(false);
    }
    let b_r: ::lowrite_core::ir::Value = __op.results[0usize];
    if !(((::lowrite_core::builtins::types::rank(&(rw.source().value_type(b_r).clone())))
        >= ((1i64 as i64))))
    {
        return Ok(false);
    }
    let b_t = rw.source().value_type(b_r).clone();
    let __yielded = vec![
        { let __spec = ::lowrite_core::ir::OpSpec::new("llvm.mlir.constant",
        ::lowrite_core::ir::Location::Unknown).operands(Vec:: < ::lowrite_core::ir::Value
        > ::new()).results(vec![{ let __t = b_t.clone(); rw.convert_type(& __t) ? }])
        .attr_opt("value",
        ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::dense_of(& (b_t
        .clone()), & ({ let mut __l = Vec::new(); for b_k in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range((0i64 as
        i64), ::lowrite_core::builtins::layout::elems(& (b_t.clone()), (0i64 as i64))),
        rw) ? { let b_k : i64 = b_k; __l.push(::lowrite_core::convert::Ofr::Static((if
        (((({ let mut __l = Vec::new(); for b_d in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range((0i64 as
        i64), ::lowrite_core::builtins::types::rank(& (b_t.clone()))), rw) ? { let b_d :
        i64 = b_d; if ! ((({ let __a = (i64::checked_div(b_k.clone(),
        ::lowrite_core::builtins::layout::elems(& (b_t.clone()), ((b_d.clone()) + ((1i64
        as i64))))).unwrap_or(0)); i64::checked_rem(__a,
        ::lowrite_core::builtins::layout::dim(& (b_t.clone()), b_d.clone()))
        .unwrap_or(__a) }) <
        (::lowrite_core::convert::located(::lowrite_core::builtins::attrs::array_elem((b_sizes
        .clone()).as_ref(), b_d.clone()), rw) ?))) { continue; } __l
        .push(::lowrite_core::convert::Ofr::Static(b_d.clone())); } __l }).len() as i64))
        == (::lowrite_core::builtins::types::rank(& (b_t.clone())))) { (1i64 as i64) }
        else { (0i64 as i64) }))); } __l })), rw) ?); rw.build_one(op, __spec, None) ? }
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// `vector.from_elements`: one `insertelement` per element, row by row.
///
/// Rule at rules/vector.rules:132:
///
/// ```text
/// /// `vector.from_elements`: one `insertelement` per element, row by row.
/// rule vector.from_elements(..xs) -> (r) => {
///     yield from_scalars(type(r), xs);
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_from_elements_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() < 0usize {
        return Ok(false);
    }
    let b_xs: Vec<::lowrite_core::ir::Value> = __main[0usize..].to_vec();
    if __op.results.len() != 1usize {
        return Ok(false);
    }
    let b_r: ::lowrite_core::ir::Value = __op.results[0usize];
    let __yielded = vec![
        ::lowrite_core::builtins::values::from_scalars(& (rw.source().value_type(b_r)
        .clone()), & { let mut __v : Vec < ::lowrite_core::ir::Value > = Vec::new(); __v
        .extend(rw.values(& b_xs) ?); __v }, rw) ?
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// `vector.to_elements`: every element, in row-major order.
///
/// Rule at rules/vector.rules:137:
///
/// ```text
/// /// `vector.to_elements`: every element, in row-major order.
/// rule vector.to_elements(v) => {
///     yield [element(v, type(v), k) for k in 0..elems(type(v), 0)];
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_to_elements_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 1usize {
        return Ok(false);
    }
    let b_v: ::lowrite_core::ir::Value = __main[0usize];
    let __yielded = {
        let mut __v: Vec<::lowrite_core::ir::Value> = Vec::new();
        __v.extend({
            let mut __l = Vec::new();
            for b_k in ::lowrite_core::convert::located(
                ::lowrite_core::convert::bounded_range(
                    (0i64 as i64),
                    ::lowrite_core::builtins::layout::elems(
                        &(rw.source().value_type(b_v).clone()),
                        (0i64 as i64),
                    ),
                ),
                rw,
            )? {
                let b_k: i64 = b_k;
                __l.push(
                    ::lowrite_core::builtins::values::element(
                        rw.value(b_v)?,
                        &(rw.source().value_type(b_v).clone()),
                        b_k.clone(),
                        rw,
                    )?,
                );
            }
            __l
        });
        __v
    };
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// `vector.shape_cast` keeping the rows: the same rows in new nested arrays.
///
/// Rule at rules/vector.rules:142:
///
/// ```text
/// /// `vector.shape_cast` keeping the rows: the same rows in new nested arrays.
/// rule vector.shape_cast(v) -> (r) where row_len(type(v)) == row_len(type(r)) => {
///     let s = type(v);
///     yield pack(convert(type(r)), [row_of(v, s, j) for j in 0..elems(s, 0) / row_len(s)]);
/// }
///     // Any other `vector.shape_cast`: the elements in row-major order, in the result's rows.
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_shape_cast_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 1usize {
        return Ok(false);
    }
    let b_v: ::lowrite_core::ir::Value = __main[0usize];
    if __op.results.len() != 1usize {
        return Ok(false);
    }
    let b_r: ::lowrite_core::ir::Value = __op.results[0usize];
    if !((({
        let b_t__1 = rw.source().value_type(b_v).clone();
        (if ((::lowrite_core::builtins::types::rank(&(b_t__1.clone())))
            == ((0i64 as i64)))
        {
            (1i64 as i64)
        } else {
            ::lowrite_core::builtins::layout::dim(
                &(b_t__1.clone()),
                ((::lowrite_core::builtins::types::rank(&(b_t__1.clone())))
                    - ((1i64 as i64))),
            )
        })
    })
        == ({
            let b_t__2 = rw.source().value_type(b_r).clone();
            (if ((::lowrite_core::builtins::types::rank(&(b_t__2.clone())))
                == ((0i64 as i64)))
            {
                (1i64 as i64)
            } else {
                ::lowrite_core::builtins::layout::dim(
                    &(b_t__2.clone()),
                    ((::lowrite_core::builtins::types::rank(&(b_t__2.clone())))
                        - ((1i64 as i64))),
                )
            })
        })))
    {
        return Ok(false);
    }
    let b_s = rw.source().value_type(b_v).clone();
    let __yielded = vec![
        ::lowrite_core::builtins::values::pack(& ({ let __t = rw.source().value_type(b_r)
        .clone(); rw.convert_type(& __t) ? }), & { let mut __v : Vec <
        ::lowrite_core::ir::Value > = Vec::new(); __v.extend({ let mut __l = Vec::new();
        for b_j in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range((0i64 as
        i64), (i64::checked_div(::lowrite_core::builtins::layout::elems(& (b_s.clone()),
        (0i64 as i64)), (if ((::lowrite_core::builtins::types::rank(& (b_s.clone()))) ==
        ((0i64 as i64))) { (1i64 as i64) } else { ::lowrite_core::builtins::layout::dim(&
        (b_s.clone()), ((::lowrite_core::builtins::types::rank(& (b_s.clone()))) - ((1i64
        as i64)))) })).unwrap_or(0))), rw) ? { let b_j : i64 = b_j; __l.push((if
        ((::lowrite_core::builtins::types::rank(& (b_s.clone()))) <= ((1i64 as i64))) {
        rw.value(b_v) ? } else { { let __v = rw.value(b_v) ?; let mut __p : Vec < i64 > =
        Vec::new(); for __o in { let mut __l = Vec::new(); for b_d__4 in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range((0i64 as
        i64), ((::lowrite_core::builtins::types::rank(& (b_s.clone()))) - ((1i64 as
        i64)))), rw) ? { let b_d__4 : i64 = b_d__4; __l
        .push(::lowrite_core::convert::Ofr::Static({ let __a = (i64::checked_div(((b_j
        .clone()) * ((if ((::lowrite_core::builtins::types::rank(& (b_s.clone()))) ==
        ((0i64 as i64))) { (1i64 as i64) } else { ::lowrite_core::builtins::layout::dim(&
        (b_s.clone()), ((::lowrite_core::builtins::types::rank(& (b_s.clone()))) - ((1i64
        as i64)))) }))), ::lowrite_core::builtins::layout::elems(& (b_s.clone()),
        ((b_d__4.clone()) + ((1i64 as i64))))).unwrap_or(0)); i64::checked_rem(__a,
        ::lowrite_core::builtins::layout::dim(& (b_s.clone()), b_d__4.clone()))
        .unwrap_or(__a) })); } __l } { __p
        .push(::lowrite_core::builtins::values::static_of(__o, rw) ?); }
        ::lowrite_core::builtins::values::extract(__v, & __p, rw) ? } })); } __l }); __v
        }, rw) ?
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// `vector.shape_cast` keeping the rows: the same rows in new nested arrays.
///
/// Rule at rules/vector.rules:147:
///
/// ```text
/// where row_len(type(v)) != row_len(type(r)) => {
///     yield from_scalars(type(r), [element(v, type(v), k) for k in 0..elems(type(v), 0)]);
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_shape_cast_1(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 1usize {
        return Ok(false);
    }
    let b_v: ::lowrite_core::ir::Value = __main[0usize];
    if __op.results.len() != 1usize {
        return Ok(false);
    }
    let b_r: ::lowrite_core::ir::Value = __op.results[0usize];
    if !((({
        let b_t__6 = rw.source().value_type(b_v).clone();
        (if ((::lowrite_core::builtins::types::rank(&(b_t__6.clone())))
            == ((0i64 as i64)))
        {
            (1i64 as i64)
        } else {
            ::lowrite_core::builtins::layout::dim(
                &(b_t__6.clone()),
                ((::lowrite_core::builtins::types::rank(&(b_t__6.clone())))
                    - ((1i64 as i64))),
            )
        })
    })
        != ({
            let b_t__7 = rw.source().value_type(b_r).clone();
            (if ((::lowrite_core::builtins::types::rank(&(b_t__7.clone())))
                == ((0i64 as i64)))
            {
                (1i64 as i64)
            } else {
                ::lowrite_core::builtins::layout::dim(
                    &(b_t__7.clone()),
                    ((::lowrite_core::builtins::types::rank(&(b_t__7.clone())))
                        - ((1i64 as i64))),
                )
            })
        })))
    {
        return Ok(false);
    }
    let __yielded = vec![
        ::lowrite_core::builtins::values::from_scalars(& (rw.source().value_type(b_r)
        .clone()), & { let mut __v : Vec < ::lowrite_core::ir::Value > = Vec::new(); __v
        .extend({ let mut __l = Vec::new(); for b_k in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range((0i64 as
        i64), ::lowrite_core::builtins::layout::elems(& (rw.source().value_type(b_v)
        .clone()), (0i64 as i64))), rw) ? { let b_k : i64 = b_k; __l
        .push(::lowrite_core::builtins::values::element(rw.value(b_v) ?, & (rw.source()
        .value_type(b_v).clone()), b_k.clone(), rw) ?); } __l }); __v }, rw) ?
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// `vector.transpose`: result element `k` is the source element whose index in dimension
/// `p[i]` is the result's index in dimension `i`.
///
/// Rule at rules/vector.rules:153:
///
/// ```text
/// /// `vector.transpose`: result element `k` is the source element whose index in dimension
/// /// `p[i]` is the result's index in dimension `i`.
/// rule vector.transpose(v) {permutation = p} -> (r)
///     where len([d for d in 0..rank(type(v)) if array_elem(p, d) != d]) > 0 => {
///     let s = type(v);
///     let t = type(r);
///     yield from_scalars(t, [element(v, s, sum_of([k / elems(t, i + 1) % dim(t, i) * elems(s, array_elem(p, i) + 1)
///         for i in 0..rank(t)])) for k in 0..elems(t, 0)]);
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_transpose_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 1usize {
        return Ok(false);
    }
    let b_v: ::lowrite_core::ir::Value = __main[0usize];
    let b_p: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("permutation")
        .cloned();
    if b_p.is_none() {
        return Ok(false);
    }
    if __op.results.len() != 1usize {
        return Ok(false);
    }
    let b_r: ::lowrite_core::ir::Value = __op.results[0usize];
    if !((((({
        let mut __l = Vec::new();
        for b_d in ::lowrite_core::convert::located(
            ::lowrite_core::convert::bounded_range(
                (0i64 as i64),
                ::lowrite_core::builtins::types::rank(
                    &(rw.source().value_type(b_v).clone()),
                ),
            ),
            rw,
        )? {
            let b_d: i64 = b_d;
            if !(((::lowrite_core::convert::located(
                ::lowrite_core::builtins::attrs::array_elem(
                    (b_p.clone()).as_ref(),
                    b_d.clone(),
                ),
                rw,
            )?) != (b_d.clone())))
            {
                continue;
            }
            __l.push(::lowrite_core::convert::Ofr::Static(b_d.clone()));
        }
        __l
    })
        .len() as i64)) > ((0i64 as i64))))
    {
        return Ok(false);
    }
    let b_s = rw.source().value_type(b_v).clone();
    let b_t = rw.source().value_type(b_r).clone();
    let __yielded = vec![
        ::lowrite_core::builtins::values::from_scalars(& (b_t.clone()), & { let mut __v :
        Vec < ::lowrite_core::ir::Value > = Vec::new(); __v.extend({ let mut __l =
        Vec::new(); for b_k in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range((0i64 as
        i64), ::lowrite_core::builtins::layout::elems(& (b_t.clone()), (0i64 as i64))),
        rw) ? { let b_k : i64 = b_k; __l
        .push(::lowrite_core::builtins::values::element(rw.value(b_v) ?, & (b_s.clone()),
        ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::sum_of(& ({ let
        mut __l = Vec::new(); for b_i in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range((0i64 as
        i64), ::lowrite_core::builtins::types::rank(& (b_t.clone()))), rw) ? { let b_i :
        i64 = b_i; __l.push(::lowrite_core::convert::Ofr::Static((({ let __a =
        (i64::checked_div(b_k.clone(), ::lowrite_core::builtins::layout::elems(& (b_t
        .clone()), ((b_i.clone()) + ((1i64 as i64))))).unwrap_or(0));
        i64::checked_rem(__a, ::lowrite_core::builtins::layout::dim(& (b_t.clone()), b_i
        .clone())).unwrap_or(__a) }) * (::lowrite_core::builtins::layout::elems(& (b_s
        .clone()),
        ((::lowrite_core::convert::located(::lowrite_core::builtins::attrs::array_elem((b_p
        .clone()).as_ref(), b_i.clone()), rw) ?) + ((1i64 as i64)))))))); } __l })), rw)
        ?, rw) ?); } __l }); __v }, rw) ?
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// An identity `vector.transpose` is its operand.
///
/// Rule at rules/vector.rules:162:
///
/// ```text
/// /// An identity `vector.transpose` is its operand.
/// rule vector.transpose(v) {permutation = p}
///     where len([d for d in 0..rank(type(v)) if array_elem(p, d) != d]) == 0 => {
///     yield v;
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_transpose_1(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 1usize {
        return Ok(false);
    }
    let b_v: ::lowrite_core::ir::Value = __main[0usize];
    let b_p: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("permutation")
        .cloned();
    if b_p.is_none() {
        return Ok(false);
    }
    if !((((({
        let mut __l = Vec::new();
        for b_d in ::lowrite_core::convert::located(
            ::lowrite_core::convert::bounded_range(
                (0i64 as i64),
                ::lowrite_core::builtins::types::rank(
                    &(rw.source().value_type(b_v).clone()),
                ),
            ),
            rw,
        )? {
            let b_d: i64 = b_d;
            if !(((::lowrite_core::convert::located(
                ::lowrite_core::builtins::attrs::array_elem(
                    (b_p.clone()).as_ref(),
                    b_d.clone(),
                ),
                rw,
            )?) != (b_d.clone())))
            {
                continue;
            }
            __l.push(::lowrite_core::convert::Ofr::Static(b_d.clone()));
        }
        __l
    })
        .len() as i64)) == ((0i64 as i64))))
    {
        return Ok(false);
    }
    let __yielded = vec![rw.value(b_v) ?];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// A `vector.broadcast` that stretches unit dimensions (or of a 0-D vector): result element
/// `k` is the source element at its index in the source's dimensions (the result's innermost),
/// 0 in those of size 1.
///
/// Rule at rules/vector.rules:170:
///
/// ```text
/// /// A `vector.broadcast` that stretches unit dimensions (or of a 0-D vector): result element
/// /// `k` is the source element at its index in the source's dimensions (the result's innermost),
/// /// 0 in those of size 1.
/// rule vector.broadcast(v: vector) -> (r)
///     where rank(type(v)) <= rank(type(r)) && (rank(type(v)) == 0 || len([d for d in 0..rank(type(v))
///         if dim(type(v), d) != dim(type(r), rank(type(r)) - rank(type(v)) + d)]) > 0) => {
///     let s = type(v);
///     let t = type(r);
///     let lead = rank(t) - rank(s);
///     yield from_scalars(t, [element(v, s, sum_of([
///             (if dim(s, d) == 1 { 0 } else { k / elems(t, lead + d + 1) % dim(t, lead + d) }) * elems(s, d + 1)
///             for d in 0..rank(s)]))
///         for k in 0..elems(t, 0)]);
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_broadcast_2(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 1usize {
        return Ok(false);
    }
    let b_v: ::lowrite_core::ir::Value = __main[0usize];
    if !matches!(* (__src.value_type(b_v)), ::lowrite_core::ir::Type::Vector { .. }) {
        return Ok(false);
    }
    if __op.results.len() != 1usize {
        return Ok(false);
    }
    let b_r: ::lowrite_core::ir::Value = __op.results[0usize];
    if !(((((::lowrite_core::builtins::types::rank(
        &(rw.source().value_type(b_v).clone()),
    ))
        <= (::lowrite_core::builtins::types::rank(
            &(rw.source().value_type(b_r).clone()),
        ))))
        && (((((::lowrite_core::builtins::types::rank(
            &(rw.source().value_type(b_v).clone()),
        )) == ((0i64 as i64))))
            || ((((({
                let mut __l = Vec::new();
                for b_d in ::lowrite_core::convert::located(
                    ::lowrite_core::convert::bounded_range(
                        (0i64 as i64),
                        ::lowrite_core::builtins::types::rank(
                            &(rw.source().value_type(b_v).clone()),
                        ),
                    ),
                    rw,
                )? {
                    let b_d: i64 = b_d;
                    if !(((::lowrite_core::builtins::layout::dim(
                        &(rw.source().value_type(b_v).clone()),
                        b_d.clone(),
                    ))
                        != (::lowrite_core::builtins::layout::dim(
                            &(rw.source().value_type(b_r).clone()),
                            ((((::lowrite_core::builtins::types::rank(
                                &(rw.source().value_type(b_r).clone()),
                            ))
                                - (::lowrite_core::builtins::types::rank(
                                    &(rw.source().value_type(b_v).clone()),
                                )))) + (b_d.clone())),
                        ))))
                    {
                        continue;
                    }
                    __l.push(::lowrite_core::convert::Ofr::Static(b_d.clone()));
                }
                __l
            })
                .len() as i64)) > ((0i64 as i64))))))))
    {
        return Ok(false);
    }
    let b_s = rw.source().value_type(b_v).clone();
    let b_t = rw.source().value_type(b_r).clone();
    let b_lead = ((::lowrite_core::builtins::types::rank(&(b_t.clone())))
        - (::lowrite_core::builtins::types::rank(&(b_s.clone()))));
    let __yielded = vec![
        ::lowrite_core::builtins::values::from_scalars(& (b_t.clone()), & { let mut __v :
        Vec < ::lowrite_core::ir::Value > = Vec::new(); __v.extend({ let mut __l =
        Vec::new(); for b_k in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range((0i64 as
        i64), ::lowrite_core::builtins::layout::elems(& (b_t.clone()), (0i64 as i64))),
        rw) ? { let b_k : i64 = b_k; __l
        .push(::lowrite_core::builtins::values::element(rw.value(b_v) ?, & (b_s.clone()),
        ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::sum_of(& ({ let
        mut __l = Vec::new(); for b_d in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range((0i64 as
        i64), ::lowrite_core::builtins::types::rank(& (b_s.clone()))), rw) ? { let b_d :
        i64 = b_d; __l.push(::lowrite_core::convert::Ofr::Static((((if
        ((::lowrite_core::builtins::layout::dim(& (b_s.clone()), b_d.clone())) == ((1i64
        as i64))) { (0i64 as i64) } else { { let __a = (i64::checked_div(b_k.clone(),
        ::lowrite_core::builtins::layout::elems(& (b_t.clone()), ((((b_lead.clone()) +
        (b_d.clone()))) + ((1i64 as i64))))).unwrap_or(0)); i64::checked_rem(__a,
        ::lowrite_core::builtins::layout::dim(& (b_t.clone()), ((b_lead.clone()) + (b_d
        .clone())))).unwrap_or(__a) } })) * (::lowrite_core::builtins::layout::elems(&
        (b_s.clone()), ((b_d.clone()) + ((1i64 as i64)))))))); } __l })), rw) ?, rw) ?);
        } __l }); __v }, rw) ?
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// `vector.extract_strided_slice` of a 1-D vector: a shuffle.
///
/// Rule at rules/vector.rules:186:
///
/// ```text
/// /// `vector.extract_strided_slice` of a 1-D vector: a shuffle.
/// rule vector.extract_strided_slice(v) {offsets = o, strides = st} -> (r) where rank(type(v)) == 1 => {
///     yield llvm.shufflevector(v, v) {mask = i32_array_of([entry_or(o, 0, 0) + i * entry_or(st, 0, 1)
///         for i in 0..dim(type(r), 0)])} : convert(type(r));
/// }
///     // Of an n-D vector: result element `k` is the source element at `offset + index * stride` in
///     // each dimension (offset 0 and stride 1 in dimensions the attributes leave out).
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_extract_strided_slice_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 1usize {
        return Ok(false);
    }
    let b_v: ::lowrite_core::ir::Value = __main[0usize];
    let b_o: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("offsets")
        .cloned();
    if b_o.is_none() {
        return Ok(false);
    }
    let b_st: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("strides")
        .cloned();
    if b_st.is_none() {
        return Ok(false);
    }
    if __op.results.len() != 1usize {
        return Ok(false);
    }
    let b_r: ::lowrite_core::ir::Value = __op.results[0usize];
    if !(((::lowrite_core::builtins::types::rank(&(rw.source().value_type(b_v).clone())))
        == ((1i64 as i64))))
    {
        return Ok(false);
    }
    let __yielded = vec![
        { let __spec = ::lowrite_core::ir::OpSpec::new("llvm.shufflevector",
        ::lowrite_core::ir::Location::Unknown).operands(vec![rw.value(b_v) ?, rw
        .value(b_v) ?]).results(vec![{ let __t = rw.source().value_type(b_r).clone(); rw
        .convert_type(& __t) ? }]).attr_opt("mask",
        ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::i32_array_of(&
        ({ let mut __l = Vec::new(); for b_i in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range((0i64 as
        i64), ::lowrite_core::builtins::layout::dim(& (rw.source().value_type(b_r)
        .clone()), (0i64 as i64))), rw) ? { let b_i : i64 = b_i; __l
        .push(::lowrite_core::convert::Ofr::Static((((if
        ::lowrite_core::builtins::layout::is_static(::lowrite_core::builtins::attrs::int_value((::lowrite_core::builtins::attrs::attr_elem((b_o
        .clone()).as_ref(), (0i64 as i64))).as_ref())) {
        ::lowrite_core::builtins::attrs::int_value((::lowrite_core::builtins::attrs::attr_elem((b_o
        .clone()).as_ref(), (0i64 as i64))).as_ref()) } else { (0i64 as i64) })) + (((b_i
        .clone()) * ((if
        ::lowrite_core::builtins::layout::is_static(::lowrite_core::builtins::attrs::int_value((::lowrite_core::builtins::attrs::attr_elem((b_st
        .clone()).as_ref(), (0i64 as i64))).as_ref())) {
        ::lowrite_core::builtins::attrs::int_value((::lowrite_core::builtins::attrs::attr_elem((b_st
        .clone()).as_ref(), (0i64 as i64))).as_ref()) } else { (1i64 as i64) }))))))); }
        __l })), rw) ?); rw.build_one(op, __spec, None) ? }
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// `vector.extract_strided_slice` of a 1-D vector: a shuffle.
///
/// Rule at rules/vector.rules:192:
///
/// ```text
/// where rank(type(v)) > 1 => {
///     let s = type(v);
///     let t = type(r);
///     yield from_scalars(t, [element(v, s, sum_of([
///             (entry_or(o, d, 0) + k / elems(t, d + 1) % dim(t, d) * entry_or(st, d, 1)) * elems(s, d + 1)
///             for d in 0..rank(s)]))
///         for k in 0..elems(t, 0)]);
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_extract_strided_slice_1(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 1usize {
        return Ok(false);
    }
    let b_v: ::lowrite_core::ir::Value = __main[0usize];
    let b_o: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("offsets")
        .cloned();
    if b_o.is_none() {
        return Ok(false);
    }
    let b_st: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("strides")
        .cloned();
    if b_st.is_none() {
        return Ok(false);
    }
    if __op.results.len() != 1usize {
        return Ok(false);
    }
    let b_r: ::lowrite_core::ir::Value = __op.results[0usize];
    if !(((::lowrite_core::builtins::types::rank(&(rw.source().value_type(b_v).clone())))
        > ((1i64 as i64))))
    {
        return Ok(false);
    }
    let b_s = rw.source().value_type(b_v).clone();
    let b_t = rw.source().value_type(b_r).clone();
    let __yielded = vec![
        ::lowrite_core::builtins::values::from_scalars(& (b_t.clone()), & { let mut __v :
        Vec < ::lowrite_core::ir::Value > = Vec::new(); __v.extend({ let mut __l =
        Vec::new(); for b_k in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range((0i64 as
        i64), ::lowrite_core::builtins::layout::elems(& (b_t.clone()), (0i64 as i64))),
        rw) ? { let b_k : i64 = b_k; __l
        .push(::lowrite_core::builtins::values::element(rw.value(b_v) ?, & (b_s.clone()),
        ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::sum_of(& ({ let
        mut __l = Vec::new(); for b_d in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range((0i64 as
        i64), ::lowrite_core::builtins::types::rank(& (b_s.clone()))), rw) ? { let b_d :
        i64 = b_d; __l.push(::lowrite_core::convert::Ofr::Static((((((if
        ::lowrite_core::builtins::layout::is_static(::lowrite_core::builtins::attrs::int_value((::lowrite_core::builtins::attrs::attr_elem((b_o
        .clone()).as_ref(), b_d.clone())).as_ref())) {
        ::lowrite_core::builtins::attrs::int_value((::lowrite_core::builtins::attrs::attr_elem((b_o
        .clone()).as_ref(), b_d.clone())).as_ref()) } else { (0i64 as i64) })) + ((({ let
        __a = (i64::checked_div(b_k.clone(), ::lowrite_core::builtins::layout::elems(&
        (b_t.clone()), ((b_d.clone()) + ((1i64 as i64))))).unwrap_or(0));
        i64::checked_rem(__a, ::lowrite_core::builtins::layout::dim(& (b_t.clone()), b_d
        .clone())).unwrap_or(__a) }) * ((if
        ::lowrite_core::builtins::layout::is_static(::lowrite_core::builtins::attrs::int_value((::lowrite_core::builtins::attrs::attr_elem((b_st
        .clone()).as_ref(), b_d.clone())).as_ref())) {
        ::lowrite_core::builtins::attrs::int_value((::lowrite_core::builtins::attrs::attr_elem((b_st
        .clone()).as_ref(), b_d.clone())).as_ref()) } else { (1i64 as i64) })))))) *
        (::lowrite_core::builtins::layout::elems(& (b_s.clone()), ((b_d.clone()) + ((1i64
        as i64)))))))); } __l })), rw) ?, rw) ?); } __l }); __v }, rw) ?
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// `vector.insert_strided_slice`: each result element from the slice where the slice covers it,
/// else from the destination.
///
/// Rule at rules/vector.rules:214:
///
/// ```text
/// /// `vector.insert_strided_slice`: each result element from the slice where the slice covers it,
/// /// else from the destination.
/// rule vector.insert_strided_slice(x, dst) {offsets = o, strides = st} -> (r) => {
///     let s = type(x);
///     let t = type(r);
///     let lead = rank(t) - rank(s);
///     yield from_scalars(t, [
///         if len([d for d in 0..rank(t) if slice_pos(t, s, o, st, k, d) >= 0]) == rank(t) {
///             element(x, s, sum_of([slice_pos(t, s, o, st, k, lead + d) * elems(s, d + 1) for d in 0..rank(s)]))
///         } else { element(dst, t, k) }
///         for k in 0..elems(t, 0)]);
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_insert_strided_slice_0(
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
    let b_dst: ::lowrite_core::ir::Value = __main[1usize];
    let b_o: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("offsets")
        .cloned();
    if b_o.is_none() {
        return Ok(false);
    }
    let b_st: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("strides")
        .cloned();
    if b_st.is_none() {
        return Ok(false);
    }
    if __op.results.len() != 1usize {
        return Ok(false);
    }
    let b_r: ::lowrite_core::ir::Value = __op.results[0usize];
    let b_s = rw.source().value_type(b_x).clone();
    let b_t = rw.source().value_type(b_r).clone();
    let b_lead = ((::lowrite_core::builtins::types::rank(&(b_t.clone())))
        - (::lowrite_core::builtins::types::rank(&(b_s.clone()))));
    let __yielded = vec![
        ::lowrite_core::builtins::values::from_scalars(& (b_t.clone()), & { let mut __v :
        Vec < ::lowrite_core::ir::Value > = Vec::new(); __v.extend({ let mut __l =
        Vec::new(); for b_k in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range((0i64 as
        i64), ::lowrite_core::builtins::layout::elems(& (b_t.clone()), (0i64 as i64))),
        rw) ? { let b_k : i64 = b_k; __l.push((if (((({ let mut __l = Vec::new(); for b_d
        in ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range((0i64
        as i64), ::lowrite_core::builtins::types::rank(& (b_t.clone()))), rw) ? { let b_d
        : i64 = b_d; if ! ((((if ((b_d.clone()) <
        (((::lowrite_core::builtins::types::rank(& (b_t.clone()))) -
        (::lowrite_core::builtins::types::rank(& (b_s.clone())))))) { (if (({ let __a =
        (i64::checked_div(b_k.clone(), ::lowrite_core::builtins::layout::elems(& (b_t
        .clone()), ((b_d.clone()) + ((1i64 as i64))))).unwrap_or(0));
        i64::checked_rem(__a, ::lowrite_core::builtins::layout::dim(& (b_t.clone()), b_d
        .clone())).unwrap_or(__a) }) ==
        (::lowrite_core::builtins::attrs::int_value((::lowrite_core::builtins::attrs::attr_elem((b_o
        .clone()).as_ref(), b_d.clone())).as_ref()))) { (0i64 as i64) } else { (- 1i64 as
        i64) }) } else { { let b_rel__13 = (({ let __a = (i64::checked_div(b_k.clone(),
        ::lowrite_core::builtins::layout::elems(& (b_t.clone()), ((b_d.clone()) + ((1i64
        as i64))))).unwrap_or(0)); i64::checked_rem(__a,
        ::lowrite_core::builtins::layout::dim(& (b_t.clone()), b_d.clone()))
        .unwrap_or(__a) }) -
        (::lowrite_core::builtins::attrs::int_value((::lowrite_core::builtins::attrs::attr_elem((b_o
        .clone()).as_ref(), b_d.clone())).as_ref()))); { let b_stride__13 =
        ::lowrite_core::builtins::attrs::int_value((::lowrite_core::builtins::attrs::attr_elem((b_st
        .clone()).as_ref(), ((b_d.clone()) - (((::lowrite_core::builtins::types::rank(&
        (b_t.clone()))) - (::lowrite_core::builtins::types::rank(& (b_s.clone()))))))))
        .as_ref()); { let b_n__13 = ::lowrite_core::builtins::layout::dim(& (b_s
        .clone()), ((b_d.clone()) - (((::lowrite_core::builtins::types::rank(& (b_t
        .clone()))) - (::lowrite_core::builtins::types::rank(& (b_s.clone()))))))); (if
        ((((((b_rel__13.clone()) >= ((0i64 as i64)))) && ((({ let __a = b_rel__13
        .clone(); i64::checked_rem(__a, b_stride__13.clone()).unwrap_or(__a) }) == ((0i64
        as i64)))))) && ((((i64::checked_div(b_rel__13.clone(), b_stride__13.clone())
        .unwrap_or(0))) < (b_n__13.clone())))) { (i64::checked_div(b_rel__13.clone(),
        b_stride__13.clone()).unwrap_or(0)) } else { (- 1i64 as i64) }) } } } })) >=
        ((0i64 as i64)))) { continue; } __l.push(::lowrite_core::convert::Ofr::Static(b_d
        .clone())); } __l }).len() as i64)) == (::lowrite_core::builtins::types::rank(&
        (b_t.clone())))) { ::lowrite_core::builtins::values::element(rw.value(b_x) ?, &
        (b_s.clone()),
        ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::sum_of(& ({ let
        mut __l = Vec::new(); for b_d in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range((0i64 as
        i64), ::lowrite_core::builtins::types::rank(& (b_s.clone()))), rw) ? { let b_d :
        i64 = b_d; __l.push(::lowrite_core::convert::Ofr::Static((({ let b_d__14 =
        ((b_lead.clone()) + (b_d.clone())); (if ((b_d__14.clone()) <
        (((::lowrite_core::builtins::types::rank(& (b_t.clone()))) -
        (::lowrite_core::builtins::types::rank(& (b_s.clone())))))) { (if (({ let __a =
        (i64::checked_div(b_k.clone(), ::lowrite_core::builtins::layout::elems(& (b_t
        .clone()), ((b_d__14.clone()) + ((1i64 as i64))))).unwrap_or(0));
        i64::checked_rem(__a, ::lowrite_core::builtins::layout::dim(& (b_t.clone()),
        b_d__14.clone())).unwrap_or(__a) }) ==
        (::lowrite_core::builtins::attrs::int_value((::lowrite_core::builtins::attrs::attr_elem((b_o
        .clone()).as_ref(), b_d__14.clone())).as_ref()))) { (0i64 as i64) } else { (-
        1i64 as i64) }) } else { { let b_rel__15 = (({ let __a = (i64::checked_div(b_k
        .clone(), ::lowrite_core::builtins::layout::elems(& (b_t.clone()), ((b_d__14
        .clone()) + ((1i64 as i64))))).unwrap_or(0)); i64::checked_rem(__a,
        ::lowrite_core::builtins::layout::dim(& (b_t.clone()), b_d__14.clone()))
        .unwrap_or(__a) }) -
        (::lowrite_core::builtins::attrs::int_value((::lowrite_core::builtins::attrs::attr_elem((b_o
        .clone()).as_ref(), b_d__14.clone())).as_ref()))); { let b_stride__15 =
        ::lowrite_core::builtins::attrs::int_value((::lowrite_core::builtins::attrs::attr_elem((b_st
        .clone()).as_ref(), ((b_d__14.clone()) -
        (((::lowrite_core::builtins::types::rank(& (b_t.clone()))) -
        (::lowrite_core::builtins::types::rank(& (b_s.clone())))))))).as_ref()); { let
        b_n__15 = ::lowrite_core::builtins::layout::dim(& (b_s.clone()), ((b_d__14
        .clone()) - (((::lowrite_core::builtins::types::rank(& (b_t.clone()))) -
        (::lowrite_core::builtins::types::rank(& (b_s.clone()))))))); (if ((((((b_rel__15
        .clone()) >= ((0i64 as i64)))) && ((({ let __a = b_rel__15.clone();
        i64::checked_rem(__a, b_stride__15.clone()).unwrap_or(__a) }) == ((0i64 as
        i64)))))) && ((((i64::checked_div(b_rel__15.clone(), b_stride__15.clone())
        .unwrap_or(0))) < (b_n__15.clone())))) { (i64::checked_div(b_rel__15.clone(),
        b_stride__15.clone()).unwrap_or(0)) } else { (- 1i64 as i64) }) } } } }) }) *
        (::lowrite_core::builtins::layout::elems(& (b_s.clone()), ((b_d.clone()) + ((1i64
        as i64)))))))); } __l })), rw) ?, rw) ? } else {
        ::lowrite_core::builtins::values::element(rw.value(b_dst) ?, & (b_t.clone()), b_k
        .clone(), rw) ? })); } __l }); __v }, rw) ?
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// `vector.interleave`: row by row, a shuffle taking lanes of the two operands in turn.
///
/// Rule at rules/vector.rules:226:
///
/// ```text
/// /// `vector.interleave`: row by row, a shuffle taking lanes of the two operands in turn.
/// rule vector.interleave(a, b) -> (r) => {
///     let s = type(a);
///     let n = row_len(s);
///     yield pack(convert(type(r)), [llvm.shufflevector(row_of(a, s, j), row_of(b, s, j))
///             {mask = i32_array_of([i / 2 + i % 2 * n for i in 0..2 * n])} : vector(2 * n, convert(elem(s)))
///         for j in 0..elems(s, 0) / n]);
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_interleave_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 2usize {
        return Ok(false);
    }
    let b_a: ::lowrite_core::ir::Value = __main[0usize];
    let b_b: ::lowrite_core::ir::Value = __main[1usize];
    if __op.results.len() != 1usize {
        return Ok(false);
    }
    let b_r: ::lowrite_core::ir::Value = __op.results[0usize];
    let b_s = rw.source().value_type(b_a).clone();
    let b_n = (if ((::lowrite_core::builtins::types::rank(&(b_s.clone())))
        == ((0i64 as i64)))
    {
        (1i64 as i64)
    } else {
        ::lowrite_core::builtins::layout::dim(
            &(b_s.clone()),
            ((::lowrite_core::builtins::types::rank(&(b_s.clone()))) - ((1i64 as i64))),
        )
    });
    let __yielded = vec![
        ::lowrite_core::builtins::values::pack(& ({ let __t = rw.source().value_type(b_r)
        .clone(); rw.convert_type(& __t) ? }), & { let mut __v : Vec <
        ::lowrite_core::ir::Value > = Vec::new(); __v.extend({ let mut __l = Vec::new();
        for b_j in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range((0i64 as
        i64), (i64::checked_div(::lowrite_core::builtins::layout::elems(& (b_s.clone()),
        (0i64 as i64)), b_n.clone()).unwrap_or(0))), rw) ? { let b_j : i64 = b_j; __l
        .push({ let __spec = ::lowrite_core::ir::OpSpec::new("llvm.shufflevector",
        ::lowrite_core::ir::Location::Unknown).operands(vec![(if
        ((::lowrite_core::builtins::types::rank(& (b_s.clone()))) <= ((1i64 as i64))) {
        rw.value(b_a) ? } else { { let __v = rw.value(b_a) ?; let mut __p : Vec < i64 > =
        Vec::new(); for __o in { let mut __l = Vec::new(); for b_d__17 in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range((0i64 as
        i64), ((::lowrite_core::builtins::types::rank(& (b_s.clone()))) - ((1i64 as
        i64)))), rw) ? { let b_d__17 : i64 = b_d__17; __l
        .push(::lowrite_core::convert::Ofr::Static({ let __a = (i64::checked_div(((b_j
        .clone()) * ((if ((::lowrite_core::builtins::types::rank(& (b_s.clone()))) ==
        ((0i64 as i64))) { (1i64 as i64) } else { ::lowrite_core::builtins::layout::dim(&
        (b_s.clone()), ((::lowrite_core::builtins::types::rank(& (b_s.clone()))) - ((1i64
        as i64)))) }))), ::lowrite_core::builtins::layout::elems(& (b_s.clone()),
        ((b_d__17.clone()) + ((1i64 as i64))))).unwrap_or(0)); i64::checked_rem(__a,
        ::lowrite_core::builtins::layout::dim(& (b_s.clone()), b_d__17.clone()))
        .unwrap_or(__a) })); } __l } { __p
        .push(::lowrite_core::builtins::values::static_of(__o, rw) ?); }
        ::lowrite_core::builtins::values::extract(__v, & __p, rw) ? } }), (if
        ((::lowrite_core::builtins::types::rank(& (b_s.clone()))) <= ((1i64 as i64))) {
        rw.value(b_b) ? } else { { let __v = rw.value(b_b) ?; let mut __p : Vec < i64 > =
        Vec::new(); for __o in { let mut __l = Vec::new(); for b_d__19 in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range((0i64 as
        i64), ((::lowrite_core::builtins::types::rank(& (b_s.clone()))) - ((1i64 as
        i64)))), rw) ? { let b_d__19 : i64 = b_d__19; __l
        .push(::lowrite_core::convert::Ofr::Static({ let __a = (i64::checked_div(((b_j
        .clone()) * ((if ((::lowrite_core::builtins::types::rank(& (b_s.clone()))) ==
        ((0i64 as i64))) { (1i64 as i64) } else { ::lowrite_core::builtins::layout::dim(&
        (b_s.clone()), ((::lowrite_core::builtins::types::rank(& (b_s.clone()))) - ((1i64
        as i64)))) }))), ::lowrite_core::builtins::layout::elems(& (b_s.clone()),
        ((b_d__19.clone()) + ((1i64 as i64))))).unwrap_or(0)); i64::checked_rem(__a,
        ::lowrite_core::builtins::layout::dim(& (b_s.clone()), b_d__19.clone()))
        .unwrap_or(__a) })); } __l } { __p
        .push(::lowrite_core::builtins::values::static_of(__o, rw) ?); }
        ::lowrite_core::builtins::values::extract(__v, & __p, rw) ? } })])
        .results(vec![::lowrite_core::builtins::types::vector((((2i64 as i64)) * (b_n
        .clone())), & ({ let __t = ::lowrite_core::builtins::types::elem(& (b_s
        .clone())); rw.convert_type(& __t) ? }))]).attr_opt("mask",
        ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::i32_array_of(&
        ({ let mut __l = Vec::new(); for b_i in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range((0i64 as
        i64), (((2i64 as i64)) * (b_n.clone()))), rw) ? { let b_i : i64 = b_i; __l
        .push(::lowrite_core::convert::Ofr::Static((((i64::checked_div(b_i.clone(), (2i64
        as i64)).unwrap_or(0))) + ((({ let __a = b_i.clone(); i64::checked_rem(__a, (2i64
        as i64)).unwrap_or(__a) }) * (b_n.clone())))))); } __l })), rw) ?); rw
        .build_one(op, __spec, None) ? }); } __l }); __v }, rw) ?
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// `vector.deinterleave`: row by row, the even lanes and the odd lanes.
///
/// Rule at rules/vector.rules:235:
///
/// ```text
/// /// `vector.deinterleave`: row by row, the even lanes and the odd lanes.
/// rule vector.deinterleave(v) -> (even, odd) => {
///     let s = type(v);
///     let n = row_len(s) / 2;
///     let e = convert(elem(s));
///     yield [pack(convert(type(even)), [llvm.shufflevector(row_of(v, s, j), row_of(v, s, j))
///                {mask = i32_array_of([2 * i for i in 0..n])} : vector(n, e) for j in 0..elems(s, 0) / row_len(s)]),
///            pack(convert(type(odd)), [llvm.shufflevector(row_of(v, s, j), row_of(v, s, j))
///                {mask = i32_array_of([2 * i + 1 for i in 0..n])} : vector(n, e) for j in 0..elems(s, 0) / row_len(s)])];
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_deinterleave_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 1usize {
        return Ok(false);
    }
    let b_v: ::lowrite_core::ir::Value = __main[0usize];
    if __op.results.len() != 2usize {
        return Ok(false);
    }
    let b_even: ::lowrite_core::ir::Value = __op.results[0usize];
    let b_odd: ::lowrite_core::ir::Value = __op.results[1usize];
    let b_s = rw.source().value_type(b_v).clone();
    let b_n = (i64::checked_div(
            (if ((::lowrite_core::builtins::types::rank(&(b_s.clone())))
                == ((0i64 as i64)))
            {
                (1i64 as i64)
            } else {
                ::lowrite_core::builtins::layout::dim(
                    &(b_s.clone()),
                    ((::lowrite_core::builtins::types::rank(&(b_s.clone())))
                        - ((1i64 as i64))),
                )
            }),
            (2i64 as i64),
        )
        .unwrap_or(0));
    let b_e = {
        let __t = ::lowrite_core::builtins::types::elem(&(b_s.clone()));
        rw.convert_type(&__t)?
    };
    let __yielded = {
        let mut __v: Vec<::lowrite_core::ir::Value> = Vec::new();
        __v.extend({
            let mut __l = Vec::new();
            __l.push(
                ::lowrite_core::builtins::values::pack(
                    &({
                        let __t = rw.source().value_type(b_even).clone();
                        rw.convert_type(&__t)?
                    }),
                    &{
                        let mut __v: Vec<::lowrite_core::ir::Value> = Vec::new();
                        __v.extend({
                            let mut __l = Vec::new();
                            for b_j in ::lowrite_core::convert::located(
                                ::lowrite_core::convert::bounded_range(
                                    (0i64 as i64),
                                    (i64::checked_div(
                                            ::lowrite_core::builtins::layout::elems(
                                                &(b_s.clone()),
                                                (0i64 as i64),
                                            ),
                                            (if ((::lowrite_core::builtins::types::rank(&(b_s.clone())))
                                                == ((0i64 as i64)))
                                            {
                                                (1i64 as i64)
                                            } else {
                                                ::lowrite_core::builtins::layout::dim(
                                                    &(b_s.clone()),
                                                    ((::lowrite_core::builtins::types::rank(&(b_s.clone())))
                                                        - ((1i64 as i64))),
                                                )
                                            }),
                                        )
                                        .unwrap_or(0)),
                                ),
                                rw,
                            )? {
                                let b_j: i64 = b_j;
                                __l.push({
                                    let __spec = ::lowrite_core::ir::OpSpec::new(
                                            "llvm.shufflevector",
                                            ::lowrite_core::ir::Location::Unknown,
                                        )
                                        .operands(
                                            vec![
                                                (if ((::lowrite_core::builtins::types::rank(& (b_s
                                                .clone()))) <= ((1i64 as i64))) { rw.value(b_v) ? } else { {
                                                let __v = rw.value(b_v) ?; let mut __p : Vec < i64 > =
                                                Vec::new(); for __o in { let mut __l = Vec::new(); for
                                                b_d__23 in
                                                ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range((0i64
                                                as i64), ((::lowrite_core::builtins::types::rank(& (b_s
                                                .clone()))) - ((1i64 as i64)))), rw) ? { let b_d__23 : i64 =
                                                b_d__23; __l.push(::lowrite_core::convert::Ofr::Static({ let
                                                __a = (i64::checked_div(((b_j.clone()) * ((if
                                                ((::lowrite_core::builtins::types::rank(& (b_s.clone()))) ==
                                                ((0i64 as i64))) { (1i64 as i64) } else {
                                                ::lowrite_core::builtins::layout::dim(& (b_s.clone()),
                                                ((::lowrite_core::builtins::types::rank(& (b_s.clone()))) -
                                                ((1i64 as i64)))) }))),
                                                ::lowrite_core::builtins::layout::elems(& (b_s.clone()),
                                                ((b_d__23.clone()) + ((1i64 as i64))))).unwrap_or(0));
                                                i64::checked_rem(__a,
                                                ::lowrite_core::builtins::layout::dim(& (b_s.clone()),
                                                b_d__23.clone())).unwrap_or(__a) })); } __l } { __p
                                                .push(::lowrite_core::builtins::values::static_of(__o, rw)
                                                ?); } ::lowrite_core::builtins::values::extract(__v, & __p,
                                                rw) ? } }), (if ((::lowrite_core::builtins::types::rank(&
                                                (b_s.clone()))) <= ((1i64 as i64))) { rw.value(b_v) ? } else
                                                { { let __v = rw.value(b_v) ?; let mut __p : Vec < i64 > =
                                                Vec::new(); for __o in { let mut __l = Vec::new(); for
                                                b_d__25 in
                                                ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range((0i64
                                                as i64), ((::lowrite_core::builtins::types::rank(& (b_s
                                                .clone()))) - ((1i64 as i64)))), rw) ? { let b_d__25 : i64 =
                                                b_d__25; __l.push(::lowrite_core::convert::Ofr::Static({ let
                                                __a = (i64::checked_div(((b_j.clone()) * ((if
                                                ((::lowrite_core::builtins::types::rank(& (b_s.clone()))) ==
                                                ((0i64 as i64))) { (1i64 as i64) } else {
                                                ::lowrite_core::builtins::layout::dim(& (b_s.clone()),
                                                ((::lowrite_core::builtins::types::rank(& (b_s.clone()))) -
                                                ((1i64 as i64)))) }))),
                                                ::lowrite_core::builtins::layout::elems(& (b_s.clone()),
                                                ((b_d__25.clone()) + ((1i64 as i64))))).unwrap_or(0));
                                                i64::checked_rem(__a,
                                                ::lowrite_core::builtins::layout::dim(& (b_s.clone()),
                                                b_d__25.clone())).unwrap_or(__a) })); } __l } { __p
                                                .push(::lowrite_core::builtins::values::static_of(__o, rw)
                                                ?); } ::lowrite_core::builtins::values::extract(__v, & __p,
                                                rw) ? } })
                                            ],
                                        )
                                        .results(
                                            vec![
                                                ::lowrite_core::builtins::types::vector(b_n.clone(), & (b_e
                                                .clone()))
                                            ],
                                        )
                                        .attr_opt(
                                            "mask",
                                            ::lowrite_core::convert::located(
                                                ::lowrite_core::builtins::attrs::i32_array_of(
                                                    &({
                                                        let mut __l = Vec::new();
                                                        for b_i in ::lowrite_core::convert::located(
                                                            ::lowrite_core::convert::bounded_range(
                                                                (0i64 as i64),
                                                                b_n.clone(),
                                                            ),
                                                            rw,
                                                        )? {
                                                            let b_i: i64 = b_i;
                                                            __l.push(
                                                                ::lowrite_core::convert::Ofr::Static(
                                                                    (((2i64 as i64)) * (b_i.clone())),
                                                                ),
                                                            );
                                                        }
                                                        __l
                                                    }),
                                                ),
                                                rw,
                                            )?,
                                        );
                                    rw.build_one(op, __spec, None)?
                                });
                            }
                            __l
                        });
                        __v
                    },
                    rw,
                )?,
            );
            __l.push(
                ::lowrite_core::builtins::values::pack(
                    &({
                        let __t = rw.source().value_type(b_odd).clone();
                        rw.convert_type(&__t)?
                    }),
                    &{
                        let mut __v: Vec<::lowrite_core::ir::Value> = Vec::new();
                        __v.extend({
                            let mut __l = Vec::new();
                            for b_j in ::lowrite_core::convert::located(
                                ::lowrite_core::convert::bounded_range(
                                    (0i64 as i64),
                                    (i64::checked_div(
                                            ::lowrite_core::builtins::layout::elems(
                                                &(b_s.clone()),
                                                (0i64 as i64),
                                            ),
                                            (if ((::lowrite_core::builtins::types::rank(&(b_s.clone())))
                                                == ((0i64 as i64)))
                                            {
                                                (1i64 as i64)
                                            } else {
                                                ::lowrite_core::builtins::layout::dim(
                                                    &(b_s.clone()),
                                                    ((::lowrite_core::builtins::types::rank(&(b_s.clone())))
                                                        - ((1i64 as i64))),
                                                )
                                            }),
                                        )
                                        .unwrap_or(0)),
                                ),
                                rw,
                            )? {
                                let b_j: i64 = b_j;
                                __l.push({
                                    let __spec = ::lowrite_core::ir::OpSpec::new(
                                            "llvm.shufflevector",
                                            ::lowrite_core::ir::Location::Unknown,
                                        )
                                        .operands(
                                            vec![
                                                (if ((::lowrite_core::builtins::types::rank(& (b_s
                                                .clone()))) <= ((1i64 as i64))) { rw.value(b_v) ? } else { {
                                                let __v = rw.value(b_v) ?; let mut __p : Vec < i64 > =
                                                Vec::new(); for __o in { let mut __l = Vec::new(); for
                                                b_d__28 in
                                                ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range((0i64
                                                as i64), ((::lowrite_core::builtins::types::rank(& (b_s
                                                .clone()))) - ((1i64 as i64)))), rw) ? { let b_d__28 : i64 =
                                                b_d__28; __l.push(::lowrite_core::convert::Ofr::Static({ let
                                                __a = (i64::checked_div(((b_j.clone()) * ((if
                                                ((::lowrite_core::builtins::types::rank(& (b_s.clone()))) ==
                                                ((0i64 as i64))) { (1i64 as i64) } else {
                                                ::lowrite_core::builtins::layout::dim(& (b_s.clone()),
                                                ((::lowrite_core::builtins::types::rank(& (b_s.clone()))) -
                                                ((1i64 as i64)))) }))),
                                                ::lowrite_core::builtins::layout::elems(& (b_s.clone()),
                                                ((b_d__28.clone()) + ((1i64 as i64))))).unwrap_or(0));
                                                i64::checked_rem(__a,
                                                ::lowrite_core::builtins::layout::dim(& (b_s.clone()),
                                                b_d__28.clone())).unwrap_or(__a) })); } __l } { __p
                                                .push(::lowrite_core::builtins::values::static_of(__o, rw)
                                                ?); } ::lowrite_core::builtins::values::extract(__v, & __p,
                                                rw) ? } }), (if ((::lowrite_core::builtins::types::rank(&
                                                (b_s.clone()))) <= ((1i64 as i64))) { rw.value(b_v) ? } else
                                                { { let __v = rw.value(b_v) ?; let mut __p : Vec < i64 > =
                                                Vec::new(); for __o in { let mut __l = Vec::new(); for
                                                b_d__30 in
                                                ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range((0i64
                                                as i64), ((::lowrite_core::builtins::types::rank(& (b_s
                                                .clone()))) - ((1i64 as i64)))), rw) ? { let b_d__30 : i64 =
                                                b_d__30; __l.push(::lowrite_core::convert::Ofr::Static({ let
                                                __a = (i64::checked_div(((b_j.clone()) * ((if
                                                ((::lowrite_core::builtins::types::rank(& (b_s.clone()))) ==
                                                ((0i64 as i64))) { (1i64 as i64) } else {
                                                ::lowrite_core::builtins::layout::dim(& (b_s.clone()),
                                                ((::lowrite_core::builtins::types::rank(& (b_s.clone()))) -
                                                ((1i64 as i64)))) }))),
                                                ::lowrite_core::builtins::layout::elems(& (b_s.clone()),
                                                ((b_d__30.clone()) + ((1i64 as i64))))).unwrap_or(0));
                                                i64::checked_rem(__a,
                                                ::lowrite_core::builtins::layout::dim(& (b_s.clone()),
                                                b_d__30.clone())).unwrap_or(__a) })); } __l } { __p
                                                .push(::lowrite_core::builtins::values::static_of(__o, rw)
                                                ?); } ::lowrite_core::builtins::values::extract(__v, & __p,
                                                rw) ? } })
                                            ],
                                        )
                                        .results(
                                            vec![
                                                ::lowrite_core::builtins::types::vector(b_n.clone(), & (b_e
                                                .clone()))
                                            ],
                                        )
                                        .attr_opt(
                                            "mask",
                                            ::lowrite_core::convert::located(
                                                ::lowrite_core::builtins::attrs::i32_array_of(
                                                    &({
                                                        let mut __l = Vec::new();
                                                        for b_i in ::lowrite_core::convert::located(
                                                            ::lowrite_core::convert::bounded_range(
                                                                (0i64 as i64),
                                                                b_n.clone(),
                                                            ),
                                                            rw,
                                                        )? {
                                                            let b_i: i64 = b_i;
                                                            __l.push(
                                                                ::lowrite_core::convert::Ofr::Static(
                                                                    (((((2i64 as i64)) * (b_i.clone()))) + ((1i64 as i64))),
                                                                ),
                                                            );
                                                        }
                                                        __l
                                                    }),
                                                ),
                                                rw,
                                            )?,
                                        );
                                    rw.build_one(op, __spec, None)?
                                });
                            }
                            __l
                        });
                        __v
                    },
                    rw,
                )?,
            );
            __l
        });
        __v
    };
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// `vector.bitcast`: each row reinterpreted (the innermost dimension changes with the element
/// width).
///
/// Rule at rules/vector.rules:247:
///
/// ```text
/// /// `vector.bitcast`: each row reinterpreted (the innermost dimension changes with the element
/// /// width).
/// rule vector.bitcast(v) -> (r) => {
///     let s = type(v);
///     let rt = vector(row_len(type(r)), convert(elem(type(r))));
///     yield pack(convert(type(r)), [llvm.bitcast(row_of(v, s, j)) : rt for j in 0..elems(s, 0) / row_len(s)]);
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_bitcast_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 1usize {
        return Ok(false);
    }
    let b_v: ::lowrite_core::ir::Value = __main[0usize];
    if __op.results.len() != 1usize {
        return Ok(false);
    }
    let b_r: ::lowrite_core::ir::Value = __op.results[0usize];
    let b_s = rw.source().value_type(b_v).clone();
    let b_rt = ::lowrite_core::builtins::types::vector(
        {
            let b_t__32 = rw.source().value_type(b_r).clone();
            (if ((::lowrite_core::builtins::types::rank(&(b_t__32.clone())))
                == ((0i64 as i64)))
            {
                (1i64 as i64)
            } else {
                ::lowrite_core::builtins::layout::dim(
                    &(b_t__32.clone()),
                    ((::lowrite_core::builtins::types::rank(&(b_t__32.clone())))
                        - ((1i64 as i64))),
                )
            })
        },
        &({
            let __t = ::lowrite_core::builtins::types::elem(
                &(rw.source().value_type(b_r).clone()),
            );
            rw.convert_type(&__t)?
        }),
    );
    let __yielded = vec![
        ::lowrite_core::builtins::values::pack(& ({ let __t = rw.source().value_type(b_r)
        .clone(); rw.convert_type(& __t) ? }), & { let mut __v : Vec <
        ::lowrite_core::ir::Value > = Vec::new(); __v.extend({ let mut __l = Vec::new();
        for b_j in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range((0i64 as
        i64), (i64::checked_div(::lowrite_core::builtins::layout::elems(& (b_s.clone()),
        (0i64 as i64)), (if ((::lowrite_core::builtins::types::rank(& (b_s.clone()))) ==
        ((0i64 as i64))) { (1i64 as i64) } else { ::lowrite_core::builtins::layout::dim(&
        (b_s.clone()), ((::lowrite_core::builtins::types::rank(& (b_s.clone()))) - ((1i64
        as i64)))) })).unwrap_or(0))), rw) ? { let b_j : i64 = b_j; __l.push({ let __spec
        = ::lowrite_core::ir::OpSpec::new("llvm.bitcast",
        ::lowrite_core::ir::Location::Unknown).operands(vec![(if
        ((::lowrite_core::builtins::types::rank(& (b_s.clone()))) <= ((1i64 as i64))) {
        rw.value(b_v) ? } else { { let __v = rw.value(b_v) ?; let mut __p : Vec < i64 > =
        Vec::new(); for __o in { let mut __l = Vec::new(); for b_d__34 in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range((0i64 as
        i64), ((::lowrite_core::builtins::types::rank(& (b_s.clone()))) - ((1i64 as
        i64)))), rw) ? { let b_d__34 : i64 = b_d__34; __l
        .push(::lowrite_core::convert::Ofr::Static({ let __a = (i64::checked_div(((b_j
        .clone()) * ((if ((::lowrite_core::builtins::types::rank(& (b_s.clone()))) ==
        ((0i64 as i64))) { (1i64 as i64) } else { ::lowrite_core::builtins::layout::dim(&
        (b_s.clone()), ((::lowrite_core::builtins::types::rank(& (b_s.clone()))) - ((1i64
        as i64)))) }))), ::lowrite_core::builtins::layout::elems(& (b_s.clone()),
        ((b_d__34.clone()) + ((1i64 as i64))))).unwrap_or(0)); i64::checked_rem(__a,
        ::lowrite_core::builtins::layout::dim(& (b_s.clone()), b_d__34.clone()))
        .unwrap_or(__a) })); } __l } { __p
        .push(::lowrite_core::builtins::values::static_of(__o, rw) ?); }
        ::lowrite_core::builtins::values::extract(__v, & __p, rw) ? } })])
        .results(vec![b_rt.clone()]); rw.build_one(op, __spec, None) ? }); } __l }); __v
        }, rw) ?
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// `vector.outerproduct` of two 1-D vectors, float `add` into an accumulator: row `i` is
/// `fma(lhs[i], rhs, acc[i])`, as upstream's lowering through `vector.fma`.
///
/// Rule at rules/vector.rules:258:
///
/// ```text
/// /// `vector.outerproduct` of two 1-D vectors, float `add` into an accumulator: row `i` is
/// /// `fma(lhs[i], rhs, acc[i])`, as upstream's lowering through `vector.fma`.
/// rule vector.outerproduct(a, b: vector, ..acc) {kind = k?} -> (r)
///     where len(acc) == 1 && elem(type(r)) is float && outer_kind(k) == "add" => {
///     let n = dim(type(r), 1);
///     let e = convert(elem(type(r)));
///     yield pack(convert(type(r)), [llvm.intr.fmuladd(splat(llvm.extractelement(a, constant(i, i64)) : e, n, e), b,
///             extract(nth(acc, 0), [i])) : vector(n, e)
///         for i in 0..dim(type(r), 0)]);
/// }
///     // Otherwise: row `i` is `lhs[i] * rhs`, combined with row `i` of the accumulator (if any) by
///     // the kind.
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_outerproduct_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() < 2usize {
        return Ok(false);
    }
    let b_a: ::lowrite_core::ir::Value = __main[0usize];
    let b_b: ::lowrite_core::ir::Value = __main[1usize];
    if !matches!(* (__src.value_type(b_b)), ::lowrite_core::ir::Type::Vector { .. }) {
        return Ok(false);
    }
    let b_acc: Vec<::lowrite_core::ir::Value> = __main[2usize..].to_vec();
    let b_k: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("kind")
        .cloned();
    if __op.results.len() != 1usize {
        return Ok(false);
    }
    let b_r: ::lowrite_core::ir::Value = __op.results[0usize];
    if !((((((((b_acc.len() as i64)) == ((1i64 as i64))))
        && (matches!(
            ::lowrite_core::builtins::types::elem(& (rw.source().value_type(b_r)
            .clone())), ::lowrite_core::ir::Type::Float(_)
        ))))
        && ((((if ::lowrite_core::builtins::attrs::present((b_k.clone()).as_ref()) {
            ::std::string::String::from(
                ::lowrite_core::builtins::attrs::case_of((b_k.clone()).as_ref()),
            )
        } else {
            ::std::string::String::from("add")
        })) == ("add")))))
    {
        return Ok(false);
    }
    let b_n = ::lowrite_core::builtins::layout::dim(
        &(rw.source().value_type(b_r).clone()),
        (1i64 as i64),
    );
    let b_e = {
        let __t = ::lowrite_core::builtins::types::elem(
            &(rw.source().value_type(b_r).clone()),
        );
        rw.convert_type(&__t)?
    };
    let __yielded = vec![
        ::lowrite_core::builtins::values::pack(& ({ let __t = rw.source().value_type(b_r)
        .clone(); rw.convert_type(& __t) ? }), & { let mut __v : Vec <
        ::lowrite_core::ir::Value > = Vec::new(); __v.extend({ let mut __l = Vec::new();
        for b_i in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range((0i64 as
        i64), ::lowrite_core::builtins::layout::dim(& (rw.source().value_type(b_r)
        .clone()), (0i64 as i64))), rw) ? { let b_i : i64 = b_i; __l.push({ let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.intr.fmuladd",
        ::lowrite_core::ir::Location::Unknown).operands(vec![{ let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.shufflevector",
        ::lowrite_core::ir::Location::Unknown).operands(vec![{ let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.insertelement",
        ::lowrite_core::ir::Location::Unknown)
        .operands(vec![::lowrite_core::builtins::values::poison(&
        (::lowrite_core::builtins::types::vector(b_n.clone(), & (b_e.clone()))), rw) ?, {
        let __spec = ::lowrite_core::ir::OpSpec::new("llvm.extractelement",
        ::lowrite_core::ir::Location::Unknown).operands(vec![rw.value(b_a) ?,
        ::lowrite_core::builtins::values::constant(b_i.clone(), &
        (::lowrite_core::ir::Type::int(64u32)), rw) ?]).results(vec![b_e.clone()]); rw
        .build_one(op, __spec, None) ? },
        ::lowrite_core::builtins::values::constant((0i64 as i64), &
        (::lowrite_core::ir::Type::int(32u32)), rw) ?])
        .results(vec![::lowrite_core::builtins::types::vector(b_n.clone(), & (b_e
        .clone()))]); rw.build_one(op, __spec, None) ? },
        ::lowrite_core::builtins::values::poison(&
        (::lowrite_core::builtins::types::vector(b_n.clone(), & (b_e.clone()))), rw) ?])
        .results(vec![::lowrite_core::builtins::types::vector(b_n.clone(), & (b_e
        .clone()))]).attr_opt("mask",
        ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::i32_array_of(&
        ({ let mut __l = Vec::new(); for b__i__37 in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range((0i64 as
        i64), b_n.clone()), rw) ? { let b__i__37 : i64 = b__i__37; __l
        .push(::lowrite_core::convert::Ofr::Static((0i64 as i64))); } __l })), rw) ?); rw
        .build_one(op, __spec, None) ? }, rw.value(b_b) ?, { let __v =
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& rw
        .values(& b_acc) ?, (0i64 as i64), "value"), rw) ?; let mut __p : Vec < i64 > =
        Vec::new(); for __o in { let mut __l = Vec::new(); __l
        .push(::lowrite_core::convert::Ofr::Static(b_i.clone())); __l } { __p
        .push(::lowrite_core::builtins::values::static_of(__o, rw) ?); }
        ::lowrite_core::builtins::values::extract(__v, & __p, rw) ? }])
        .results(vec![::lowrite_core::builtins::types::vector(b_n.clone(), & (b_e
        .clone()))]); rw.build_one(op, __spec, None) ? }); } __l }); __v }, rw) ?
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// `vector.outerproduct` of two 1-D vectors, float `add` into an accumulator: row `i` is
/// `fma(lhs[i], rhs, acc[i])`, as upstream's lowering through `vector.fma`.
///
/// Rule at rules/vector.rules:268:
///
/// ```text
/// where !(len(acc) == 1 && elem(type(r)) is float && outer_kind(k) == "add") => {
///     let n = dim(type(r), 1);
///     let e = convert(elem(type(r)));
///     let f = elem(type(r)) is float;
///     let products = [if f { llvm.fmul(splat(llvm.extractelement(a, constant(i, i64)) : e, n, e), b) : vector(n, e) }
///             else { llvm.mul(splat(llvm.extractelement(a, constant(i, i64)) : e, n, e), b) : vector(n, e) }
///         for i in 0..dim(type(r), 0)];
///     yield pack(convert(type(r)), if len(acc) == 0 { products } else {
///         [combine(outer_kind(k), nth(products, i), extract(nth(acc, 0), [i]), vector(n, e), f) for i in 0..dim(type(r), 0)] });
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_outerproduct_1(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() < 2usize {
        return Ok(false);
    }
    let b_a: ::lowrite_core::ir::Value = __main[0usize];
    let b_b: ::lowrite_core::ir::Value = __main[1usize];
    if !matches!(* (__src.value_type(b_b)), ::lowrite_core::ir::Type::Vector { .. }) {
        return Ok(false);
    }
    let b_acc: Vec<::lowrite_core::ir::Value> = __main[2usize..].to_vec();
    let b_k: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("kind")
        .cloned();
    if __op.results.len() != 1usize {
        return Ok(false);
    }
    let b_r: ::lowrite_core::ir::Value = __op.results[0usize];
    if !((!((((((((b_acc.len() as i64)) == ((1i64 as i64))))
        && (matches!(
            ::lowrite_core::builtins::types::elem(& (rw.source().value_type(b_r)
            .clone())), ::lowrite_core::ir::Type::Float(_)
        ))))
        && ((((if ::lowrite_core::builtins::attrs::present((b_k.clone()).as_ref()) {
            ::std::string::String::from(
                ::lowrite_core::builtins::attrs::case_of((b_k.clone()).as_ref()),
            )
        } else {
            ::std::string::String::from("add")
        })) == ("add")))))))
    {
        return Ok(false);
    }
    let b_n = ::lowrite_core::builtins::layout::dim(
        &(rw.source().value_type(b_r).clone()),
        (1i64 as i64),
    );
    let b_e = {
        let __t = ::lowrite_core::builtins::types::elem(
            &(rw.source().value_type(b_r).clone()),
        );
        rw.convert_type(&__t)?
    };
    let b_f = matches!(
        ::lowrite_core::builtins::types::elem(& (rw.source().value_type(b_r).clone())),
        ::lowrite_core::ir::Type::Float(_)
    );
    let b_products = {
        let mut __l = Vec::new();
        for b_i in ::lowrite_core::convert::located(
            ::lowrite_core::convert::bounded_range(
                (0i64 as i64),
                ::lowrite_core::builtins::layout::dim(
                    &(rw.source().value_type(b_r).clone()),
                    (0i64 as i64),
                ),
            ),
            rw,
        )? {
            let b_i: i64 = b_i;
            __l.push(
                (if b_f.clone() {
                    {
                        let __spec = ::lowrite_core::ir::OpSpec::new(
                                "llvm.fmul",
                                ::lowrite_core::ir::Location::Unknown,
                            )
                            .operands(
                                vec![
                                    { let __spec =
                                    ::lowrite_core::ir::OpSpec::new("llvm.shufflevector",
                                    ::lowrite_core::ir::Location::Unknown).operands(vec![{ let
                                    __spec =
                                    ::lowrite_core::ir::OpSpec::new("llvm.insertelement",
                                    ::lowrite_core::ir::Location::Unknown)
                                    .operands(vec![::lowrite_core::builtins::values::poison(&
                                    (::lowrite_core::builtins::types::vector(b_n.clone(), & (b_e
                                    .clone()))), rw) ?, { let __spec =
                                    ::lowrite_core::ir::OpSpec::new("llvm.extractelement",
                                    ::lowrite_core::ir::Location::Unknown).operands(vec![rw
                                    .value(b_a) ?,
                                    ::lowrite_core::builtins::values::constant(b_i.clone(), &
                                    (::lowrite_core::ir::Type::int(64u32)), rw) ?])
                                    .results(vec![b_e.clone()]); rw.build_one(op, __spec, None)
                                    ? }, ::lowrite_core::builtins::values::constant((0i64 as
                                    i64), & (::lowrite_core::ir::Type::int(32u32)), rw) ?])
                                    .results(vec![::lowrite_core::builtins::types::vector(b_n
                                    .clone(), & (b_e.clone()))]); rw.build_one(op, __spec, None)
                                    ? }, ::lowrite_core::builtins::values::poison(&
                                    (::lowrite_core::builtins::types::vector(b_n.clone(), & (b_e
                                    .clone()))), rw) ?])
                                    .results(vec![::lowrite_core::builtins::types::vector(b_n
                                    .clone(), & (b_e.clone()))]).attr_opt("mask",
                                    ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::i32_array_of(&
                                    ({ let mut __l = Vec::new(); for b__i__39 in
                                    ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range((0i64
                                    as i64), b_n.clone()), rw) ? { let b__i__39 : i64 =
                                    b__i__39; __l
                                    .push(::lowrite_core::convert::Ofr::Static((0i64 as i64)));
                                    } __l })), rw) ?); rw.build_one(op, __spec, None) ? }, rw
                                    .value(b_b) ?
                                ],
                            )
                            .results(
                                vec![
                                    ::lowrite_core::builtins::types::vector(b_n.clone(), & (b_e
                                    .clone()))
                                ],
                            );
                        rw.build_one(op, __spec, None)?
                    }
                } else {
                    {
                        let __spec = ::lowrite_core::ir::OpSpec::new(
                                "llvm.mul",
                                ::lowrite_core::ir::Location::Unknown,
                            )
                            .operands(
                                vec![
                                    { let __spec =
                                    ::lowrite_core::ir::OpSpec::new("llvm.shufflevector",
                                    ::lowrite_core::ir::Location::Unknown).operands(vec![{ let
                                    __spec =
                                    ::lowrite_core::ir::OpSpec::new("llvm.insertelement",
                                    ::lowrite_core::ir::Location::Unknown)
                                    .operands(vec![::lowrite_core::builtins::values::poison(&
                                    (::lowrite_core::builtins::types::vector(b_n.clone(), & (b_e
                                    .clone()))), rw) ?, { let __spec =
                                    ::lowrite_core::ir::OpSpec::new("llvm.extractelement",
                                    ::lowrite_core::ir::Location::Unknown).operands(vec![rw
                                    .value(b_a) ?,
                                    ::lowrite_core::builtins::values::constant(b_i.clone(), &
                                    (::lowrite_core::ir::Type::int(64u32)), rw) ?])
                                    .results(vec![b_e.clone()]); rw.build_one(op, __spec, None)
                                    ? }, ::lowrite_core::builtins::values::constant((0i64 as
                                    i64), & (::lowrite_core::ir::Type::int(32u32)), rw) ?])
                                    .results(vec![::lowrite_core::builtins::types::vector(b_n
                                    .clone(), & (b_e.clone()))]); rw.build_one(op, __spec, None)
                                    ? }, ::lowrite_core::builtins::values::poison(&
                                    (::lowrite_core::builtins::types::vector(b_n.clone(), & (b_e
                                    .clone()))), rw) ?])
                                    .results(vec![::lowrite_core::builtins::types::vector(b_n
                                    .clone(), & (b_e.clone()))]).attr_opt("mask",
                                    ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::i32_array_of(&
                                    ({ let mut __l = Vec::new(); for b__i__40 in
                                    ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range((0i64
                                    as i64), b_n.clone()), rw) ? { let b__i__40 : i64 =
                                    b__i__40; __l
                                    .push(::lowrite_core::convert::Ofr::Static((0i64 as i64)));
                                    } __l })), rw) ?); rw.build_one(op, __spec, None) ? }, rw
                                    .value(b_b) ?
                                ],
                            )
                            .results(
                                vec![
                                    ::lowrite_core::builtins::types::vector(b_n.clone(), & (b_e
                                    .clone()))
                                ],
                            );
                        rw.build_one(op, __spec, None)?
                    }
                }),
            );
        }
        __l
    };
    let __yielded = vec![
        ::lowrite_core::builtins::values::pack(& ({ let __t = rw.source().value_type(b_r)
        .clone(); rw.convert_type(& __t) ? }), & { let mut __v : Vec <
        ::lowrite_core::ir::Value > = Vec::new(); __v.extend((if (((b_acc.len() as i64))
        == ((0i64 as i64))) { b_products.clone() } else { { let mut __l = Vec::new(); for
        b_i in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range((0i64 as
        i64), ::lowrite_core::builtins::layout::dim(& (rw.source().value_type(b_r)
        .clone()), (0i64 as i64))), rw) ? { let b_i : i64 = b_i; __l.push({ let b_c__42 =
        (if ::lowrite_core::builtins::attrs::present((b_k.clone()).as_ref()) {
        ::std::string::String::from(::lowrite_core::builtins::attrs::case_of((b_k
        .clone()).as_ref())) } else { ::std::string::String::from("add") }); { let
        b_a__42 = ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
        b_products.clone(), b_i.clone(), "value"), rw) ?; { let b_t__42 =
        ::lowrite_core::builtins::types::vector(b_n.clone(), & (b_e.clone())); { let
        b___match_16154__42 = b_c__42.clone(); (if ((b___match_16154__42.clone()) ==
        ("add")) { (if b_f.clone() { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.fadd",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_a__42, { let __v =
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& rw
        .values(& b_acc) ?, (0i64 as i64), "value"), rw) ?; let mut __p : Vec < i64 > =
        Vec::new(); for __o in { let mut __l = Vec::new(); __l
        .push(::lowrite_core::convert::Ofr::Static(b_i.clone())); __l } { __p
        .push(::lowrite_core::builtins::values::static_of(__o, rw) ?); }
        ::lowrite_core::builtins::values::extract(__v, & __p, rw) ? }])
        .results(vec![b_t__42.clone()]); rw.build_one(op, __spec, None) ? } } else { {
        let __spec = ::lowrite_core::ir::OpSpec::new("llvm.add",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_a__42, { let __v =
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& rw
        .values(& b_acc) ?, (0i64 as i64), "value"), rw) ?; let mut __p : Vec < i64 > =
        Vec::new(); for __o in { let mut __l = Vec::new(); __l
        .push(::lowrite_core::convert::Ofr::Static(b_i.clone())); __l } { __p
        .push(::lowrite_core::builtins::values::static_of(__o, rw) ?); }
        ::lowrite_core::builtins::values::extract(__v, & __p, rw) ? }])
        .results(vec![b_t__42.clone()]); rw.build_one(op, __spec, None) ? } }) } else {
        (if ((b___match_16154__42.clone()) == ("mul")) { (if b_f.clone() { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.fmul",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_a__42, { let __v =
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& rw
        .values(& b_acc) ?, (0i64 as i64), "value"), rw) ?; let mut __p : Vec < i64 > =
        Vec::new(); for __o in { let mut __l = Vec::new(); __l
        .push(::lowrite_core::convert::Ofr::Static(b_i.clone())); __l } { __p
        .push(::lowrite_core::builtins::values::static_of(__o, rw) ?); }
        ::lowrite_core::builtins::values::extract(__v, & __p, rw) ? }])
        .results(vec![b_t__42.clone()]); rw.build_one(op, __spec, None) ? } } else { {
        let __spec = ::lowrite_core::ir::OpSpec::new("llvm.mul",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_a__42, { let __v =
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& rw
        .values(& b_acc) ?, (0i64 as i64), "value"), rw) ?; let mut __p : Vec < i64 > =
        Vec::new(); for __o in { let mut __l = Vec::new(); __l
        .push(::lowrite_core::convert::Ofr::Static(b_i.clone())); __l } { __p
        .push(::lowrite_core::builtins::values::static_of(__o, rw) ?); }
        ::lowrite_core::builtins::values::extract(__v, & __p, rw) ? }])
        .results(vec![b_t__42.clone()]); rw.build_one(op, __spec, None) ? } }) } else {
        (if ((b___match_16154__42.clone()) == ("and")) { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.and",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_a__42, { let __v =
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& rw
        .values(& b_acc) ?, (0i64 as i64), "value"), rw) ?; let mut __p : Vec < i64 > =
        Vec::new(); for __o in { let mut __l = Vec::new(); __l
        .push(::lowrite_core::convert::Ofr::Static(b_i.clone())); __l } { __p
        .push(::lowrite_core::builtins::values::static_of(__o, rw) ?); }
        ::lowrite_core::builtins::values::extract(__v, & __p, rw) ? }])
        .results(vec![b_t__42.clone()]); rw.build_one(op, __spec, None) ? } } else { (if
        ((b___match_16154__42.clone()) == ("or")) { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.or", ::lowrite_core::ir::Location::Unknown)
        .operands(vec![b_a__42, { let __v =
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& rw
        .values(& b_acc) ?, (0i64 as i64), "value"), rw) ?; let mut __p : Vec < i64 > =
        Vec::new(); for __o in { let mut __l = Vec::new(); __l
        .push(::lowrite_core::convert::Ofr::Static(b_i.clone())); __l } { __p
        .push(::lowrite_core::builtins::values::static_of(__o, rw) ?); }
        ::lowrite_core::builtins::values::extract(__v, & __p, rw) ? }])
        .results(vec![b_t__42.clone()]); rw.build_one(op, __spec, None) ? } } else { (if
        ((b___match_16154__42.clone()) == ("xor")) { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.xor",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_a__42, { let __v =
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& rw
        .values(& b_acc) ?, (0i64 as i64), "value"), rw) ?; let mut __p : Vec < i64 > =
        Vec::new(); for __o in { let mut __l = Vec::new(); __l
        .push(::lowrite_core::convert::Ofr::Static(b_i.clone())); __l } { __p
        .push(::lowrite_core::builtins::values::static_of(__o, rw) ?); }
        ::lowrite_core::builtins::values::extract(__v, & __p, rw) ? }])
        .results(vec![b_t__42.clone()]); rw.build_one(op, __spec, None) ? } } else { (if
        ((b___match_16154__42.clone()) == ("minsi")) { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.intr.smin",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_a__42, { let __v =
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& rw
        .values(& b_acc) ?, (0i64 as i64), "value"), rw) ?; let mut __p : Vec < i64 > =
        Vec::new(); for __o in { let mut __l = Vec::new(); __l
        .push(::lowrite_core::convert::Ofr::Static(b_i.clone())); __l } { __p
        .push(::lowrite_core::builtins::values::static_of(__o, rw) ?); }
        ::lowrite_core::builtins::values::extract(__v, & __p, rw) ? }])
        .results(vec![b_t__42.clone()]); rw.build_one(op, __spec, None) ? } } else { (if
        ((b___match_16154__42.clone()) == ("maxsi")) { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.intr.smax",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_a__42, { let __v =
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& rw
        .values(& b_acc) ?, (0i64 as i64), "value"), rw) ?; let mut __p : Vec < i64 > =
        Vec::new(); for __o in { let mut __l = Vec::new(); __l
        .push(::lowrite_core::convert::Ofr::Static(b_i.clone())); __l } { __p
        .push(::lowrite_core::builtins::values::static_of(__o, rw) ?); }
        ::lowrite_core::builtins::values::extract(__v, & __p, rw) ? }])
        .results(vec![b_t__42.clone()]); rw.build_one(op, __spec, None) ? } } else { (if
        ((b___match_16154__42.clone()) == ("minui")) { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.intr.umin",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_a__42, { let __v =
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& rw
        .values(& b_acc) ?, (0i64 as i64), "value"), rw) ?; let mut __p : Vec < i64 > =
        Vec::new(); for __o in { let mut __l = Vec::new(); __l
        .push(::lowrite_core::convert::Ofr::Static(b_i.clone())); __l } { __p
        .push(::lowrite_core::builtins::values::static_of(__o, rw) ?); }
        ::lowrite_core::builtins::values::extract(__v, & __p, rw) ? }])
        .results(vec![b_t__42.clone()]); rw.build_one(op, __spec, None) ? } } else { (if
        ((b___match_16154__42.clone()) == ("maxui")) { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.intr.umax",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_a__42, { let __v =
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& rw
        .values(& b_acc) ?, (0i64 as i64), "value"), rw) ?; let mut __p : Vec < i64 > =
        Vec::new(); for __o in { let mut __l = Vec::new(); __l
        .push(::lowrite_core::convert::Ofr::Static(b_i.clone())); __l } { __p
        .push(::lowrite_core::builtins::values::static_of(__o, rw) ?); }
        ::lowrite_core::builtins::values::extract(__v, & __p, rw) ? }])
        .results(vec![b_t__42.clone()]); rw.build_one(op, __spec, None) ? } } else { (if
        ((b___match_16154__42.clone()) == ("minnumf")) { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.intr.minnum",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_a__42, { let __v =
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& rw
        .values(& b_acc) ?, (0i64 as i64), "value"), rw) ?; let mut __p : Vec < i64 > =
        Vec::new(); for __o in { let mut __l = Vec::new(); __l
        .push(::lowrite_core::convert::Ofr::Static(b_i.clone())); __l } { __p
        .push(::lowrite_core::builtins::values::static_of(__o, rw) ?); }
        ::lowrite_core::builtins::values::extract(__v, & __p, rw) ? }])
        .results(vec![b_t__42.clone()]); rw.build_one(op, __spec, None) ? } } else { (if
        ((b___match_16154__42.clone()) == ("maxnumf")) { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.intr.maxnum",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_a__42, { let __v =
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& rw
        .values(& b_acc) ?, (0i64 as i64), "value"), rw) ?; let mut __p : Vec < i64 > =
        Vec::new(); for __o in { let mut __l = Vec::new(); __l
        .push(::lowrite_core::convert::Ofr::Static(b_i.clone())); __l } { __p
        .push(::lowrite_core::builtins::values::static_of(__o, rw) ?); }
        ::lowrite_core::builtins::values::extract(__v, & __p, rw) ? }])
        .results(vec![b_t__42.clone()]); rw.build_one(op, __spec, None) ? } } else { (if
        ((b___match_16154__42.clone()) == ("minimumf")) { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.intr.minimum",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_a__42, { let __v =
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& rw
        .values(& b_acc) ?, (0i64 as i64), "value"), rw) ?; let mut __p : Vec < i64 > =
        Vec::new(); for __o in { let mut __l = Vec::new(); __l
        .push(::lowrite_core::convert::Ofr::Static(b_i.clone())); __l } { __p
        .push(::lowrite_core::builtins::values::static_of(__o, rw) ?); }
        ::lowrite_core::builtins::values::extract(__v, & __p, rw) ? }])
        .results(vec![b_t__42.clone()]); rw.build_one(op, __spec, None) ? } } else { {
        let __spec = ::lowrite_core::ir::OpSpec::new("llvm.intr.maximum",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_a__42, { let __v =
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& rw
        .values(& b_acc) ?, (0i64 as i64), "value"), rw) ?; let mut __p : Vec < i64 > =
        Vec::new(); for __o in { let mut __l = Vec::new(); __l
        .push(::lowrite_core::convert::Ofr::Static(b_i.clone())); __l } { __p
        .push(::lowrite_core::builtins::values::static_of(__o, rw) ?); }
        ::lowrite_core::builtins::values::extract(__v, & __p, rw) ? }])
        .results(vec![b_t__42.clone()]); rw.build_one(op, __spec, None) ? } }) }) }) })
        }) }) }) }) }) }) }) }) } } } }); } __l } })); __v }, rw) ?
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// `vector.outerproduct` of a vector and a scalar (an AXPY): `lhs * splat(rhs)`, with the
/// accumulator as above.
///
/// Rule at rules/vector.rules:281:
///
/// ```text
/// /// `vector.outerproduct` of a vector and a scalar (an AXPY): `lhs * splat(rhs)`, with the
/// /// accumulator as above.
/// rule vector.outerproduct(a, b, ..acc) {kind = k?} -> (r) where !(type(b) is vector) => {
///     let n = dim(type(r), 0);
///     let e = convert(elem(type(r)));
///     let f = elem(type(r)) is float;
///     let s = splat(b, n, e);
///     yield if len(acc) == 1 && f && outer_kind(k) == "add" { llvm.intr.fmuladd(a, s, nth(acc, 0)) : vector(n, e) }
///         else if len(acc) == 0 { if f { llvm.fmul(a, s) : vector(n, e) } else { llvm.mul(a, s) : vector(n, e) } }
///         else {
///             combine(outer_kind(k), if f { llvm.fmul(a, s) : vector(n, e) } else { llvm.mul(a, s) : vector(n, e) },
///                 nth(acc, 0), vector(n, e), f)
///         };
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_outerproduct_2(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() < 2usize {
        return Ok(false);
    }
    let b_a: ::lowrite_core::ir::Value = __main[0usize];
    let b_b: ::lowrite_core::ir::Value = __main[1usize];
    let b_acc: Vec<::lowrite_core::ir::Value> = __main[2usize..].to_vec();
    let b_k: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("kind")
        .cloned();
    if __op.results.len() != 1usize {
        return Ok(false);
    }
    let b_r: ::lowrite_core::ir::Value = __op.results[0usize];
    if !((!(matches!(
        rw.source().value_type(b_b).clone(), ::lowrite_core::ir::Type::Vector { .. }
    )))) {
        return Ok(false);
    }
    let b_n = ::lowrite_core::builtins::layout::dim(
        &(rw.source().value_type(b_r).clone()),
        (0i64 as i64),
    );
    let b_e = {
        let __t = ::lowrite_core::builtins::types::elem(
            &(rw.source().value_type(b_r).clone()),
        );
        rw.convert_type(&__t)?
    };
    let b_f = matches!(
        ::lowrite_core::builtins::types::elem(& (rw.source().value_type(b_r).clone())),
        ::lowrite_core::ir::Type::Float(_)
    );
    let b_s = {
        let __spec = ::lowrite_core::ir::OpSpec::new(
                "llvm.shufflevector",
                ::lowrite_core::ir::Location::Unknown,
            )
            .operands(
                vec![
                    { let __spec = ::lowrite_core::ir::OpSpec::new("llvm.insertelement",
                    ::lowrite_core::ir::Location::Unknown)
                    .operands(vec![::lowrite_core::builtins::values::poison(&
                    (::lowrite_core::builtins::types::vector(b_n.clone(), & (b_e
                    .clone()))), rw) ?, rw.value(b_b) ?,
                    ::lowrite_core::builtins::values::constant((0i64 as i64), &
                    (::lowrite_core::ir::Type::int(32u32)), rw) ?])
                    .results(vec![::lowrite_core::builtins::types::vector(b_n.clone(), &
                    (b_e.clone()))]); rw.build_one(op, __spec, None) ? },
                    ::lowrite_core::builtins::values::poison(&
                    (::lowrite_core::builtins::types::vector(b_n.clone(), & (b_e
                    .clone()))), rw) ?
                ],
            )
            .results(
                vec![
                    ::lowrite_core::builtins::types::vector(b_n.clone(), & (b_e.clone()))
                ],
            )
            .attr_opt(
                "mask",
                ::lowrite_core::convert::located(
                    ::lowrite_core::builtins::attrs::i32_array_of(
                        &({
                            let mut __l = Vec::new();
                            for b__i__43 in ::lowrite_core::convert::located(
                                ::lowrite_core::convert::bounded_range(
                                    (0i64 as i64),
                                    b_n.clone(),
                                ),
                                rw,
                            )? {
                                let b__i__43: i64 = b__i__43;
                                __l.push(
                                    ::lowrite_core::convert::Ofr::Static((0i64 as i64)),
                                );
                            }
                            __l
                        }),
                    ),
                    rw,
                )?,
            );
        rw.build_one(op, __spec, None)?
    };
    let __yielded = vec![
        (if (((((((b_acc.len() as i64)) == ((1i64 as i64)))) && (b_f.clone()))) && ((((if
        ::lowrite_core::builtins::attrs::present((b_k.clone()).as_ref()) {
        ::std::string::String::from(::lowrite_core::builtins::attrs::case_of((b_k
        .clone()).as_ref())) } else { ::std::string::String::from("add") })) ==
        ("add")))) { { let __spec = ::lowrite_core::ir::OpSpec::new("llvm.intr.fmuladd",
        ::lowrite_core::ir::Location::Unknown).operands(vec![rw.value(b_a) ?, b_s,
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& rw
        .values(& b_acc) ?, (0i64 as i64), "value"), rw) ?])
        .results(vec![::lowrite_core::builtins::types::vector(b_n.clone(), & (b_e
        .clone()))]); rw.build_one(op, __spec, None) ? } } else { (if (((b_acc.len() as
        i64)) == ((0i64 as i64))) { (if b_f.clone() { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.fmul",
        ::lowrite_core::ir::Location::Unknown).operands(vec![rw.value(b_a) ?, b_s])
        .results(vec![::lowrite_core::builtins::types::vector(b_n.clone(), & (b_e
        .clone()))]); rw.build_one(op, __spec, None) ? } } else { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.mul",
        ::lowrite_core::ir::Location::Unknown).operands(vec![rw.value(b_a) ?, b_s])
        .results(vec![::lowrite_core::builtins::types::vector(b_n.clone(), & (b_e
        .clone()))]); rw.build_one(op, __spec, None) ? } }) } else { { let b_c__46 = (if
        ::lowrite_core::builtins::attrs::present((b_k.clone()).as_ref()) {
        ::std::string::String::from(::lowrite_core::builtins::attrs::case_of((b_k
        .clone()).as_ref())) } else { ::std::string::String::from("add") }); { let
        b_b__46 = ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
        rw.values(& b_acc) ?, (0i64 as i64), "value"), rw) ?; { let b_t__46 =
        ::lowrite_core::builtins::types::vector(b_n.clone(), & (b_e.clone())); { let
        b___match_16154__46 = b_c__46.clone(); (if ((b___match_16154__46.clone()) ==
        ("add")) { (if b_f.clone() { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.fadd",
        ::lowrite_core::ir::Location::Unknown).operands(vec![(if b_f.clone() { { let
        __spec = ::lowrite_core::ir::OpSpec::new("llvm.fmul",
        ::lowrite_core::ir::Location::Unknown).operands(vec![rw.value(b_a) ?, b_s])
        .results(vec![::lowrite_core::builtins::types::vector(b_n.clone(), & (b_e
        .clone()))]); rw.build_one(op, __spec, None) ? } } else { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.mul",
        ::lowrite_core::ir::Location::Unknown).operands(vec![rw.value(b_a) ?, b_s])
        .results(vec![::lowrite_core::builtins::types::vector(b_n.clone(), & (b_e
        .clone()))]); rw.build_one(op, __spec, None) ? } }), b_b__46])
        .results(vec![b_t__46.clone()]); rw.build_one(op, __spec, None) ? } } else { {
        let __spec = ::lowrite_core::ir::OpSpec::new("llvm.add",
        ::lowrite_core::ir::Location::Unknown).operands(vec![(if b_f.clone() { { let
        __spec = ::lowrite_core::ir::OpSpec::new("llvm.fmul",
        ::lowrite_core::ir::Location::Unknown).operands(vec![rw.value(b_a) ?, b_s])
        .results(vec![::lowrite_core::builtins::types::vector(b_n.clone(), & (b_e
        .clone()))]); rw.build_one(op, __spec, None) ? } } else { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.mul",
        ::lowrite_core::ir::Location::Unknown).operands(vec![rw.value(b_a) ?, b_s])
        .results(vec![::lowrite_core::builtins::types::vector(b_n.clone(), & (b_e
        .clone()))]); rw.build_one(op, __spec, None) ? } }), b_b__46])
        .results(vec![b_t__46.clone()]); rw.build_one(op, __spec, None) ? } }) } else {
        (if ((b___match_16154__46.clone()) == ("mul")) { (if b_f.clone() { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.fmul",
        ::lowrite_core::ir::Location::Unknown).operands(vec![(if b_f.clone() { { let
        __spec = ::lowrite_core::ir::OpSpec::new("llvm.fmul",
        ::lowrite_core::ir::Location::Unknown).operands(vec![rw.value(b_a) ?, b_s])
        .results(vec![::lowrite_core::builtins::types::vector(b_n.clone(), & (b_e
        .clone()))]); rw.build_one(op, __spec, None) ? } } else { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.mul",
        ::lowrite_core::ir::Location::Unknown).operands(vec![rw.value(b_a) ?, b_s])
        .results(vec![::lowrite_core::builtins::types::vector(b_n.clone(), & (b_e
        .clone()))]); rw.build_one(op, __spec, None) ? } }), b_b__46])
        .results(vec![b_t__46.clone()]); rw.build_one(op, __spec, None) ? } } else { {
        let __spec = ::lowrite_core::ir::OpSpec::new("llvm.mul",
        ::lowrite_core::ir::Location::Unknown).operands(vec![(if b_f.clone() { { let
        __spec = ::lowrite_core::ir::OpSpec::new("llvm.fmul",
        ::lowrite_core::ir::Location::Unknown).operands(vec![rw.value(b_a) ?, b_s])
        .results(vec![::lowrite_core::builtins::types::vector(b_n.clone(), & (b_e
        .clone()))]); rw.build_one(op, __spec, None) ? } } else { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.mul",
        ::lowrite_core::ir::Location::Unknown).operands(vec![rw.value(b_a) ?, b_s])
        .results(vec![::lowrite_core::builtins::types::vector(b_n.clone(), & (b_e
        .clone()))]); rw.build_one(op, __spec, None) ? } }), b_b__46])
        .results(vec![b_t__46.clone()]); rw.build_one(op, __spec, None) ? } }) } else {
        (if ((b___match_16154__46.clone()) == ("and")) { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.and",
        ::lowrite_core::ir::Location::Unknown).operands(vec![(if b_f.clone() { { let
        __spec = ::lowrite_core::ir::OpSpec::new("llvm.fmul",
        ::lowrite_core::ir::Location::Unknown).operands(vec![rw.value(b_a) ?, b_s])
        .results(vec![::lowrite_core::builtins::types::vector(b_n.clone(), & (b_e
        .clone()))]); rw.build_one(op, __spec, None) ? } } else { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.mul",
        ::lowrite_core::ir::Location::Unknown).operands(vec![rw.value(b_a) ?, b_s])
        .results(vec![::lowrite_core::builtins::types::vector(b_n.clone(), & (b_e
        .clone()))]); rw.build_one(op, __spec, None) ? } }), b_b__46])
        .results(vec![b_t__46.clone()]); rw.build_one(op, __spec, None) ? } } else { (if
        ((b___match_16154__46.clone()) == ("or")) { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.or", ::lowrite_core::ir::Location::Unknown)
        .operands(vec![(if b_f.clone() { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.fmul",
        ::lowrite_core::ir::Location::Unknown).operands(vec![rw.value(b_a) ?, b_s])
        .results(vec![::lowrite_core::builtins::types::vector(b_n.clone(), & (b_e
        .clone()))]); rw.build_one(op, __spec, None) ? } } else { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.mul",
        ::lowrite_core::ir::Location::Unknown).operands(vec![rw.value(b_a) ?, b_s])
        .results(vec![::lowrite_core::builtins::types::vector(b_n.clone(), & (b_e
        .clone()))]); rw.build_one(op, __spec, None) ? } }), b_b__46])
        .results(vec![b_t__46.clone()]); rw.build_one(op, __spec, None) ? } } else { (if
        ((b___match_16154__46.clone()) == ("xor")) { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.xor",
        ::lowrite_core::ir::Location::Unknown).operands(vec![(if b_f.clone() { { let
        __spec = ::lowrite_core::ir::OpSpec::new("llvm.fmul",
        ::lowrite_core::ir::Location::Unknown).operands(vec![rw.value(b_a) ?, b_s])
        .results(vec![::lowrite_core::builtins::types::vector(b_n.clone(), & (b_e
        .clone()))]); rw.build_one(op, __spec, None) ? } } else { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.mul",
        ::lowrite_core::ir::Location::Unknown).operands(vec![rw.value(b_a) ?, b_s])
        .results(vec![::lowrite_core::builtins::types::vector(b_n.clone(), & (b_e
        .clone()))]); rw.build_one(op, __spec, None) ? } }), b_b__46])
        .results(vec![b_t__46.clone()]); rw.build_one(op, __spec, None) ? } } else { (if
        ((b___match_16154__46.clone()) == ("minsi")) { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.intr.smin",
        ::lowrite_core::ir::Location::Unknown).operands(vec![(if b_f.clone() { { let
        __spec = ::lowrite_core::ir::OpSpec::new("llvm.fmul",
        ::lowrite_core::ir::Location::Unknown).operands(vec![rw.value(b_a) ?, b_s])
        .results(vec![::lowrite_core::builtins::types::vector(b_n.clone(), & (b_e
        .clone()))]); rw.build_one(op, __spec, None) ? } } else { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.mul",
        ::lowrite_core::ir::Location::Unknown).operands(vec![rw.value(b_a) ?, b_s])
        .results(vec![::lowrite_core::builtins::types::vector(b_n.clone(), & (b_e
        .clone()))]); rw.build_one(op, __spec, None) ? } }), b_b__46])
        .results(vec![b_t__46.clone()]); rw.build_one(op, __spec, None) ? } } else { (if
        ((b___match_16154__46.clone()) == ("maxsi")) { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.intr.smax",
        ::lowrite_core::ir::Location::Unknown).operands(vec![(if b_f.clone() { { let
        __spec = ::lowrite_core::ir::OpSpec::new("llvm.fmul",
        ::lowrite_core::ir::Location::Unknown).operands(vec![rw.value(b_a) ?, b_s])
        .results(vec![::lowrite_core::builtins::types::vector(b_n.clone(), & (b_e
        .clone()))]); rw.build_one(op, __spec, None) ? } } else { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.mul",
        ::lowrite_core::ir::Location::Unknown).operands(vec![rw.value(b_a) ?, b_s])
        .results(vec![::lowrite_core::builtins::types::vector(b_n.clone(), & (b_e
        .clone()))]); rw.build_one(op, __spec, None) ? } }), b_b__46])
        .results(vec![b_t__46.clone()]); rw.build_one(op, __spec, None) ? } } else { (if
        ((b___match_16154__46.clone()) == ("minui")) { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.intr.umin",
        ::lowrite_core::ir::Location::Unknown).operands(vec![(if b_f.clone() { { let
        __spec = ::lowrite_core::ir::OpSpec::new("llvm.fmul",
        ::lowrite_core::ir::Location::Unknown).operands(vec![rw.value(b_a) ?, b_s])
        .results(vec![::lowrite_core::builtins::types::vector(b_n.clone(), & (b_e
        .clone()))]); rw.build_one(op, __spec, None) ? } } else { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.mul",
        ::lowrite_core::ir::Location::Unknown).operands(vec![rw.value(b_a) ?, b_s])
        .results(vec![::lowrite_core::builtins::types::vector(b_n.clone(), & (b_e
        .clone()))]); rw.build_one(op, __spec, None) ? } }), b_b__46])
        .results(vec![b_t__46.clone()]); rw.build_one(op, __spec, None) ? } } else { (if
        ((b___match_16154__46.clone()) == ("maxui")) { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.intr.umax",
        ::lowrite_core::ir::Location::Unknown).operands(vec![(if b_f.clone() { { let
        __spec = ::lowrite_core::ir::OpSpec::new("llvm.fmul",
        ::lowrite_core::ir::Location::Unknown).operands(vec![rw.value(b_a) ?, b_s])
        .results(vec![::lowrite_core::builtins::types::vector(b_n.clone(), & (b_e
        .clone()))]); rw.build_one(op, __spec, None) ? } } else { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.mul",
        ::lowrite_core::ir::Location::Unknown).operands(vec![rw.value(b_a) ?, b_s])
        .results(vec![::lowrite_core::builtins::types::vector(b_n.clone(), & (b_e
        .clone()))]); rw.build_one(op, __spec, None) ? } }), b_b__46])
        .results(vec![b_t__46.clone()]); rw.build_one(op, __spec, None) ? } } else { (if
        ((b___match_16154__46.clone()) == ("minnumf")) { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.intr.minnum",
        ::lowrite_core::ir::Location::Unknown).operands(vec![(if b_f.clone() { { let
        __spec = ::lowrite_core::ir::OpSpec::new("llvm.fmul",
        ::lowrite_core::ir::Location::Unknown).operands(vec![rw.value(b_a) ?, b_s])
        .results(vec![::lowrite_core::builtins::types::vector(b_n.clone(), & (b_e
        .clone()))]); rw.build_one(op, __spec, None) ? } } else { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.mul",
        ::lowrite_core::ir::Location::Unknown).operands(vec![rw.value(b_a) ?, b_s])
        .results(vec![::lowrite_core::builtins::types::vector(b_n.clone(), & (b_e
        .clone()))]); rw.build_one(op, __spec, None) ? } }), b_b__46])
        .results(vec![b_t__46.clone()]); rw.build_one(op, __spec, None) ? } } else { (if
        ((b___match_16154__46.clone()) == ("maxnumf")) { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.intr.maxnum",
        ::lowrite_core::ir::Location::Unknown).operands(vec![(if b_f.clone() { { let
        __spec = ::lowrite_core::ir::OpSpec::new("llvm.fmul",
        ::lowrite_core::ir::Location::Unknown).operands(vec![rw.value(b_a) ?, b_s])
        .results(vec![::lowrite_core::builtins::types::vector(b_n.clone(), & (b_e
        .clone()))]); rw.build_one(op, __spec, None) ? } } else { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.mul",
        ::lowrite_core::ir::Location::Unknown).operands(vec![rw.value(b_a) ?, b_s])
        .results(vec![::lowrite_core::builtins::types::vector(b_n.clone(), & (b_e
        .clone()))]); rw.build_one(op, __spec, None) ? } }), b_b__46])
        .results(vec![b_t__46.clone()]); rw.build_one(op, __spec, None) ? } } else { (if
        ((b___match_16154__46.clone()) == ("minimumf")) { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.intr.minimum",
        ::lowrite_core::ir::Location::Unknown).operands(vec![(if b_f.clone() { { let
        __spec = ::lowrite_core::ir::OpSpec::new("llvm.fmul",
        ::lowrite_core::ir::Location::Unknown).operands(vec![rw.value(b_a) ?, b_s])
        .results(vec![::lowrite_core::builtins::types::vector(b_n.clone(), & (b_e
        .clone()))]); rw.build_one(op, __spec, None) ? } } else { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.mul",
        ::lowrite_core::ir::Location::Unknown).operands(vec![rw.value(b_a) ?, b_s])
        .results(vec![::lowrite_core::builtins::types::vector(b_n.clone(), & (b_e
        .clone()))]); rw.build_one(op, __spec, None) ? } }), b_b__46])
        .results(vec![b_t__46.clone()]); rw.build_one(op, __spec, None) ? } } else { {
        let __spec = ::lowrite_core::ir::OpSpec::new("llvm.intr.maximum",
        ::lowrite_core::ir::Location::Unknown).operands(vec![(if b_f.clone() { { let
        __spec = ::lowrite_core::ir::OpSpec::new("llvm.fmul",
        ::lowrite_core::ir::Location::Unknown).operands(vec![rw.value(b_a) ?, b_s])
        .results(vec![::lowrite_core::builtins::types::vector(b_n.clone(), & (b_e
        .clone()))]); rw.build_one(op, __spec, None) ? } } else { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.mul",
        ::lowrite_core::ir::Location::Unknown).operands(vec![rw.value(b_a) ?, b_s])
        .results(vec![::lowrite_core::builtins::types::vector(b_n.clone(), & (b_e
        .clone()))]); rw.build_one(op, __spec, None) ? } }), b_b__46])
        .results(vec![b_t__46.clone()]); rw.build_one(op, __spec, None) ? } }) }) }) })
        }) }) }) }) }) }) }) }) } } } } }) })
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// Rule at rules/vector.rules:297:
///
/// ```text
/// rule vector.fma(a, b, c) => llvm.intr.fmuladd(a, b, c);
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_fma_0(
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
    let __new: Vec<::lowrite_core::ir::Value> = {
        let __spec = ::lowrite_core::ir::OpSpec::new(
                "llvm.intr.fmuladd",
                ::lowrite_core::ir::Location::Unknown,
            )
            .operands(vec![rw.value(b_a) ?, rw.value(b_b) ?, rw.value(b_c) ?]);
        rw.build(op, __spec, Some((true, Some(1usize))))?
    };
    rw.replace(op, __new)?;
    Ok(true)
}
/// Float additions and multiplications start from the accumulator (0 and 1 without one).
///
/// Rule at rules/vector.rules:302:
///
/// ```text
/// /// Float additions and multiplications start from the accumulator (0 and 1 without one).
/// rule vector.reduction(v, ..acc) {kind = k, fastmath = f?} -> (r)
///     where case_of(k) == "add" && type(r) is float => {
///     let start = if len(acc) == 1 { nth(acc, 0) } else { constant(0, convert(type(r))) };
///     yield llvm.intr.vector.reduce.fadd(start, v) {fastmathFlags = fastmath(f)} : convert(type(r));
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_reduction_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() < 1usize {
        return Ok(false);
    }
    let b_v: ::lowrite_core::ir::Value = __main[0usize];
    let b_acc: Vec<::lowrite_core::ir::Value> = __main[1usize..].to_vec();
    let b_k: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("kind")
        .cloned();
    if b_k.is_none() {
        return Ok(false);
    }
    let b_f: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("fastmath")
        .cloned();
    if __op.results.len() != 1usize {
        return Ok(false);
    }
    let b_r: ::lowrite_core::ir::Value = __op.results[0usize];
    if !(((((::lowrite_core::builtins::attrs::case_of((b_k.clone()).as_ref()))
        == ("add")))
        && (matches!(
            rw.source().value_type(b_r).clone(), ::lowrite_core::ir::Type::Float(_)
        ))))
    {
        return Ok(false);
    }
    let b_start = (if (((b_acc.len() as i64)) == ((1i64 as i64))) {
        ::lowrite_core::convert::located(
            ::lowrite_core::builtins::lists::nth(
                &rw.values(&b_acc)?,
                (0i64 as i64),
                "value",
            ),
            rw,
        )?
    } else {
        ::lowrite_core::builtins::values::constant(
            (0i64 as i64),
            &({
                let __t = rw.source().value_type(b_r).clone();
                rw.convert_type(&__t)?
            }),
            rw,
        )?
    });
    let __yielded = vec![
        { let __spec = ::lowrite_core::ir::OpSpec::new("llvm.intr.vector.reduce.fadd",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_start, rw.value(b_v) ?])
        .results(vec![{ let __t = rw.source().value_type(b_r).clone(); rw.convert_type(&
        __t) ? }]).attr_opt("fastmathFlags", enum_map_fastmath(b_f.clone())); rw
        .build_one(op, __spec, None) ? }
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// Float additions and multiplications start from the accumulator (0 and 1 without one).
///
/// Rule at rules/vector.rules:307:
///
/// ```text
/// where case_of(k) == "mul" && type(r) is float => {
///     let start = if len(acc) == 1 { nth(acc, 0) } else { constant(1, convert(type(r))) };
///     yield llvm.intr.vector.reduce.fmul(start, v) {fastmathFlags = fastmath(f)} : convert(type(r));
/// }
///     // Every other kind: the reduction intrinsic, then the accumulator (if any) combined with its
///     // result.
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_reduction_1(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() < 1usize {
        return Ok(false);
    }
    let b_v: ::lowrite_core::ir::Value = __main[0usize];
    let b_acc: Vec<::lowrite_core::ir::Value> = __main[1usize..].to_vec();
    let b_k: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("kind")
        .cloned();
    if b_k.is_none() {
        return Ok(false);
    }
    let b_f: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("fastmath")
        .cloned();
    if __op.results.len() != 1usize {
        return Ok(false);
    }
    let b_r: ::lowrite_core::ir::Value = __op.results[0usize];
    if !(((((::lowrite_core::builtins::attrs::case_of((b_k.clone()).as_ref()))
        == ("mul")))
        && (matches!(
            rw.source().value_type(b_r).clone(), ::lowrite_core::ir::Type::Float(_)
        ))))
    {
        return Ok(false);
    }
    let b_start = (if (((b_acc.len() as i64)) == ((1i64 as i64))) {
        ::lowrite_core::convert::located(
            ::lowrite_core::builtins::lists::nth(
                &rw.values(&b_acc)?,
                (0i64 as i64),
                "value",
            ),
            rw,
        )?
    } else {
        ::lowrite_core::builtins::values::constant(
            (1i64 as i64),
            &({
                let __t = rw.source().value_type(b_r).clone();
                rw.convert_type(&__t)?
            }),
            rw,
        )?
    });
    let __yielded = vec![
        { let __spec = ::lowrite_core::ir::OpSpec::new("llvm.intr.vector.reduce.fmul",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_start, rw.value(b_v) ?])
        .results(vec![{ let __t = rw.source().value_type(b_r).clone(); rw.convert_type(&
        __t) ? }]).attr_opt("fastmathFlags", enum_map_fastmath(b_f.clone())); rw
        .build_one(op, __spec, None) ? }
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// Float additions and multiplications start from the accumulator (0 and 1 without one).
///
/// Rule at rules/vector.rules:313:
///
/// ```text
/// where !((case_of(k) == "add" || case_of(k) == "mul") && type(r) is float) => {
///     let t = convert(type(r));
///     let all = reduced(case_of(k), v, t, f);
///     yield if len(acc) == 0 { all } else { combine(case_of(k), all, nth(acc, 0), t, type(r) is float) };
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_reduction_2(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() < 1usize {
        return Ok(false);
    }
    let b_v: ::lowrite_core::ir::Value = __main[0usize];
    let b_acc: Vec<::lowrite_core::ir::Value> = __main[1usize..].to_vec();
    let b_k: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("kind")
        .cloned();
    if b_k.is_none() {
        return Ok(false);
    }
    let b_f: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("fastmath")
        .cloned();
    if __op.results.len() != 1usize {
        return Ok(false);
    }
    let b_r: ::lowrite_core::ir::Value = __op.results[0usize];
    if !((!(((((((::lowrite_core::builtins::attrs::case_of((b_k.clone()).as_ref()))
        == ("add")))
        || (((::lowrite_core::builtins::attrs::case_of((b_k.clone()).as_ref()))
            == ("mul")))))
        && (matches!(
            rw.source().value_type(b_r).clone(), ::lowrite_core::ir::Type::Float(_)
        ))))))
    {
        return Ok(false);
    }
    let b_t = {
        let __t = rw.source().value_type(b_r).clone();
        rw.convert_type(&__t)?
    };
    let b_all = {
        let b_c__47 = ::lowrite_core::builtins::attrs::case_of((b_k.clone()).as_ref());
        {
            let b___match_16928__47 = b_c__47.clone();
            (if ((b___match_16928__47.clone()) == ("add")) {
                {
                    let __spec = ::lowrite_core::ir::OpSpec::new(
                            "llvm.intr.vector.reduce.add",
                            ::lowrite_core::ir::Location::Unknown,
                        )
                        .operands(vec![rw.value(b_v) ?])
                        .results(vec![b_t.clone()]);
                    rw.build_one(op, __spec, None)?
                }
            } else {
                (if ((b___match_16928__47.clone()) == ("mul")) {
                    {
                        let __spec = ::lowrite_core::ir::OpSpec::new(
                                "llvm.intr.vector.reduce.mul",
                                ::lowrite_core::ir::Location::Unknown,
                            )
                            .operands(vec![rw.value(b_v) ?])
                            .results(vec![b_t.clone()]);
                        rw.build_one(op, __spec, None)?
                    }
                } else {
                    (if ((b___match_16928__47.clone()) == ("and")) {
                        {
                            let __spec = ::lowrite_core::ir::OpSpec::new(
                                    "llvm.intr.vector.reduce.and",
                                    ::lowrite_core::ir::Location::Unknown,
                                )
                                .operands(vec![rw.value(b_v) ?])
                                .results(vec![b_t.clone()]);
                            rw.build_one(op, __spec, None)?
                        }
                    } else {
                        (if ((b___match_16928__47.clone()) == ("or")) {
                            {
                                let __spec = ::lowrite_core::ir::OpSpec::new(
                                        "llvm.intr.vector.reduce.or",
                                        ::lowrite_core::ir::Location::Unknown,
                                    )
                                    .operands(vec![rw.value(b_v) ?])
                                    .results(vec![b_t.clone()]);
                                rw.build_one(op, __spec, None)?
                            }
                        } else {
                            (if ((b___match_16928__47.clone()) == ("xor")) {
                                {
                                    let __spec = ::lowrite_core::ir::OpSpec::new(
                                            "llvm.intr.vector.reduce.xor",
                                            ::lowrite_core::ir::Location::Unknown,
                                        )
                                        .operands(vec![rw.value(b_v) ?])
                                        .results(vec![b_t.clone()]);
                                    rw.build_one(op, __spec, None)?
                                }
                            } else {
                                (if ((b___match_16928__47.clone()) == ("maxsi")) {
                                    {
                                        let __spec = ::lowrite_core::ir::OpSpec::new(
                                                "llvm.intr.vector.reduce.smax",
                                                ::lowrite_core::ir::Location::Unknown,
                                            )
                                            .operands(vec![rw.value(b_v) ?])
                                            .results(vec![b_t.clone()]);
                                        rw.build_one(op, __spec, None)?
                                    }
                                } else {
                                    (if ((b___match_16928__47.clone()) == ("minsi")) {
                                        {
                                            let __spec = ::lowrite_core::ir::OpSpec::new(
                                                    "llvm.intr.vector.reduce.smin",
                                                    ::lowrite_core::ir::Location::Unknown,
                                                )
                                                .operands(vec![rw.value(b_v) ?])
                                                .results(vec![b_t.clone()]);
                                            rw.build_one(op, __spec, None)?
                                        }
                                    } else {
                                        (if ((b___match_16928__47.clone()) == ("maxui")) {
                                            {
                                                let __spec = ::lowrite_core::ir::OpSpec::new(
                                                        "llvm.intr.vector.reduce.umax",
                                                        ::lowrite_core::ir::Location::Unknown,
                                                    )
                                                    .operands(vec![rw.value(b_v) ?])
                                                    .results(vec![b_t.clone()]);
                                                rw.build_one(op, __spec, None)?
                                            }
                                        } else {
                                            (if ((b___match_16928__47.clone()) == ("minui")) {
                                                {
                                                    let __spec = ::lowrite_core::ir::OpSpec::new(
                                                            "llvm.intr.vector.reduce.umin",
                                                            ::lowrite_core::ir::Location::Unknown,
                                                        )
                                                        .operands(vec![rw.value(b_v) ?])
                                                        .results(vec![b_t.clone()]);
                                                    rw.build_one(op, __spec, None)?
                                                }
                                            } else {
                                                (if ((b___match_16928__47.clone()) == ("maximumf")) {
                                                    {
                                                        let __spec = ::lowrite_core::ir::OpSpec::new(
                                                                "llvm.intr.vector.reduce.fmaximum",
                                                                ::lowrite_core::ir::Location::Unknown,
                                                            )
                                                            .operands(vec![rw.value(b_v) ?])
                                                            .results(vec![b_t.clone()])
                                                            .attr_opt("fastmathFlags", enum_map_fastmath(b_f.clone()));
                                                        rw.build_one(op, __spec, None)?
                                                    }
                                                } else {
                                                    (if ((b___match_16928__47.clone()) == ("minimumf")) {
                                                        {
                                                            let __spec = ::lowrite_core::ir::OpSpec::new(
                                                                    "llvm.intr.vector.reduce.fminimum",
                                                                    ::lowrite_core::ir::Location::Unknown,
                                                                )
                                                                .operands(vec![rw.value(b_v) ?])
                                                                .results(vec![b_t.clone()])
                                                                .attr_opt("fastmathFlags", enum_map_fastmath(b_f.clone()));
                                                            rw.build_one(op, __spec, None)?
                                                        }
                                                    } else {
                                                        (if ((b___match_16928__47.clone()) == ("maxnumf")) {
                                                            {
                                                                let __spec = ::lowrite_core::ir::OpSpec::new(
                                                                        "llvm.intr.vector.reduce.fmax",
                                                                        ::lowrite_core::ir::Location::Unknown,
                                                                    )
                                                                    .operands(vec![rw.value(b_v) ?])
                                                                    .results(vec![b_t.clone()])
                                                                    .attr_opt("fastmathFlags", enum_map_fastmath(b_f.clone()));
                                                                rw.build_one(op, __spec, None)?
                                                            }
                                                        } else {
                                                            {
                                                                let __spec = ::lowrite_core::ir::OpSpec::new(
                                                                        "llvm.intr.vector.reduce.fmin",
                                                                        ::lowrite_core::ir::Location::Unknown,
                                                                    )
                                                                    .operands(vec![rw.value(b_v) ?])
                                                                    .results(vec![b_t.clone()])
                                                                    .attr_opt("fastmathFlags", enum_map_fastmath(b_f.clone()));
                                                                rw.build_one(op, __spec, None)?
                                                            }
                                                        })
                                                    })
                                                })
                                            })
                                        })
                                    })
                                })
                            })
                        })
                    })
                })
            })
        }
    };
    let __yielded = vec![
        (if (((b_acc.len() as i64)) == ((0i64 as i64))) { b_all } else { { let b_c__48 =
        ::lowrite_core::builtins::attrs::case_of((b_k.clone()).as_ref()); { let b_b__48 =
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& rw
        .values(& b_acc) ?, (0i64 as i64), "value"), rw) ?; { let b_f__48 = matches!(rw
        .source().value_type(b_r).clone(), ::lowrite_core::ir::Type::Float(_)); { let
        b___match_16154__48 = b_c__48.clone(); (if ((b___match_16154__48.clone()) ==
        ("add")) { (if b_f__48.clone() { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.fadd",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_all, b_b__48])
        .results(vec![b_t.clone()]); rw.build_one(op, __spec, None) ? } } else { { let
        __spec = ::lowrite_core::ir::OpSpec::new("llvm.add",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_all, b_b__48])
        .results(vec![b_t.clone()]); rw.build_one(op, __spec, None) ? } }) } else { (if
        ((b___match_16154__48.clone()) == ("mul")) { (if b_f__48.clone() { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.fmul",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_all, b_b__48])
        .results(vec![b_t.clone()]); rw.build_one(op, __spec, None) ? } } else { { let
        __spec = ::lowrite_core::ir::OpSpec::new("llvm.mul",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_all, b_b__48])
        .results(vec![b_t.clone()]); rw.build_one(op, __spec, None) ? } }) } else { (if
        ((b___match_16154__48.clone()) == ("and")) { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.and",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_all, b_b__48])
        .results(vec![b_t.clone()]); rw.build_one(op, __spec, None) ? } } else { (if
        ((b___match_16154__48.clone()) == ("or")) { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.or", ::lowrite_core::ir::Location::Unknown)
        .operands(vec![b_all, b_b__48]).results(vec![b_t.clone()]); rw.build_one(op,
        __spec, None) ? } } else { (if ((b___match_16154__48.clone()) == ("xor")) { { let
        __spec = ::lowrite_core::ir::OpSpec::new("llvm.xor",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_all, b_b__48])
        .results(vec![b_t.clone()]); rw.build_one(op, __spec, None) ? } } else { (if
        ((b___match_16154__48.clone()) == ("minsi")) { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.intr.smin",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_all, b_b__48])
        .results(vec![b_t.clone()]); rw.build_one(op, __spec, None) ? } } else { (if
        ((b___match_16154__48.clone()) == ("maxsi")) { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.intr.smax",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_all, b_b__48])
        .results(vec![b_t.clone()]); rw.build_one(op, __spec, None) ? } } else { (if
        ((b___match_16154__48.clone()) == ("minui")) { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.intr.umin",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_all, b_b__48])
        .results(vec![b_t.clone()]); rw.build_one(op, __spec, None) ? } } else { (if
        ((b___match_16154__48.clone()) == ("maxui")) { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.intr.umax",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_all, b_b__48])
        .results(vec![b_t.clone()]); rw.build_one(op, __spec, None) ? } } else { (if
        ((b___match_16154__48.clone()) == ("minnumf")) { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.intr.minnum",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_all, b_b__48])
        .results(vec![b_t.clone()]); rw.build_one(op, __spec, None) ? } } else { (if
        ((b___match_16154__48.clone()) == ("maxnumf")) { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.intr.maxnum",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_all, b_b__48])
        .results(vec![b_t.clone()]); rw.build_one(op, __spec, None) ? } } else { (if
        ((b___match_16154__48.clone()) == ("minimumf")) { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.intr.minimum",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_all, b_b__48])
        .results(vec![b_t.clone()]); rw.build_one(op, __spec, None) ? } } else { { let
        __spec = ::lowrite_core::ir::OpSpec::new("llvm.intr.maximum",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_all, b_b__48])
        .results(vec![b_t.clone()]); rw.build_one(op, __spec, None) ? } }) }) }) }) }) })
        }) }) }) }) }) }) } } } } })
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// Float sums and products: ordered, from the accumulator.
///
/// Rule at rules/vector.rules:383:
///
/// ```text
/// /// Float sums and products: ordered, from the accumulator.
/// rule vector.multi_reduction(v, acc) {kind = k, reduction_dims = rd} -> (r)
///     where elem(type(v)) is float && (case_of(k) == "add" || case_of(k) == "mul") => {
///     let e = convert(elem(type(v)));
///     let inputs = reduction_inputs(v, type(v), type(r), rd);
///     let accs = reduction_accs(acc, type(r));
///     yield reduction_result(type(r), [if case_of(k) == "add" { llvm.intr.vector.reduce.fadd(nth(accs, q), nth(inputs, q)) : e }
///         else { llvm.intr.vector.reduce.fmul(nth(accs, q), nth(inputs, q)) : e } for q in 0..len(inputs)]);
/// }
///     // Any other kind: each vector reduced, then combined with its accumulator element.
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_multi_reduction_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 2usize {
        return Ok(false);
    }
    let b_v: ::lowrite_core::ir::Value = __main[0usize];
    let b_acc: ::lowrite_core::ir::Value = __main[1usize];
    let b_k: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("kind")
        .cloned();
    if b_k.is_none() {
        return Ok(false);
    }
    let b_rd: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("reduction_dims")
        .cloned();
    if b_rd.is_none() {
        return Ok(false);
    }
    if __op.results.len() != 1usize {
        return Ok(false);
    }
    let b_r: ::lowrite_core::ir::Value = __op.results[0usize];
    if !(((matches!(
        ::lowrite_core::builtins::types::elem(& (rw.source().value_type(b_v).clone())),
        ::lowrite_core::ir::Type::Float(_)
    ))
        && (((((::lowrite_core::builtins::attrs::case_of((b_k.clone()).as_ref()))
            == ("add")))
            || (((::lowrite_core::builtins::attrs::case_of((b_k.clone()).as_ref()))
                == ("mul")))))))
    {
        return Ok(false);
    }
    let b_e = {
        let __t = ::lowrite_core::builtins::types::elem(
            &(rw.source().value_type(b_v).clone()),
        );
        rw.convert_type(&__t)?
    };
    let b_inputs = {
        let b_s__49 = rw.source().value_type(b_v).clone();
        {
            let b_t__49 = rw.source().value_type(b_r).clone();
            {
                let mut __l = Vec::new();
                for b_q__49 in ::lowrite_core::convert::located(
                    ::lowrite_core::convert::bounded_range(
                        (0i64 as i64),
                        (i64::checked_div(
                                ::lowrite_core::builtins::layout::elems(
                                    &(b_s__49.clone()),
                                    (0i64 as i64),
                                ),
                                ::lowrite_core::convert::located(
                                    ::lowrite_core::builtins::attrs::product_of(
                                        &({
                                            let mut __l = Vec::new();
                                            for b_d__50 in ::lowrite_core::convert::located(
                                                ::lowrite_core::convert::bounded_range(
                                                    (0i64 as i64),
                                                    ::lowrite_core::builtins::types::rank(&(b_s__49.clone())),
                                                ),
                                                rw,
                                            )? {
                                                let b_d__50: i64 = b_d__50;
                                                if !({
                                                    let b_n__52 = ((::lowrite_core::builtins::types::rank(
                                                        &(b_s__49.clone()),
                                                    ))
                                                        - ((if matches!(
                                                            b_t__49.clone(), ::lowrite_core::ir::Type::Vector { .. }
                                                        ) {
                                                            ::lowrite_core::builtins::types::rank(&(b_t__49.clone()))
                                                        } else {
                                                            (0i64 as i64)
                                                        })));
                                                    (((({
                                                        let mut __l = Vec::new();
                                                        for b_j__52 in ::lowrite_core::convert::located(
                                                            ::lowrite_core::convert::bounded_range(
                                                                (0i64 as i64),
                                                                b_n__52.clone(),
                                                            ),
                                                            rw,
                                                        )? {
                                                            let b_j__52: i64 = b_j__52;
                                                            if !(((::lowrite_core::convert::located(
                                                                ::lowrite_core::builtins::attrs::array_elem(
                                                                    (b_rd.clone()).as_ref(),
                                                                    b_j__52.clone(),
                                                                ),
                                                                rw,
                                                            )?) == (b_d__50.clone())))
                                                            {
                                                                continue;
                                                            }
                                                            __l.push(
                                                                ::lowrite_core::convert::Ofr::Static(b_j__52.clone()),
                                                            );
                                                        }
                                                        __l
                                                    })
                                                        .len() as i64)) > ((0i64 as i64)))
                                                }) {
                                                    continue;
                                                }
                                                __l.push(
                                                    ::lowrite_core::convert::Ofr::Static(
                                                        ::lowrite_core::builtins::layout::dim(
                                                            &(b_s__49.clone()),
                                                            b_d__50.clone(),
                                                        ),
                                                    ),
                                                );
                                            }
                                            __l
                                        }),
                                    ),
                                    rw,
                                )?,
                            )
                            .unwrap_or(0)),
                    ),
                    rw,
                )? {
                    let b_q__49: i64 = b_q__49;
                    __l.push(
                        ::lowrite_core::builtins::values::vector_of(
                            &(::lowrite_core::builtins::types::vector(
                                ::lowrite_core::convert::located(
                                    ::lowrite_core::builtins::attrs::product_of(
                                        &({
                                            let mut __l = Vec::new();
                                            for b_d__53 in ::lowrite_core::convert::located(
                                                ::lowrite_core::convert::bounded_range(
                                                    (0i64 as i64),
                                                    ::lowrite_core::builtins::types::rank(&(b_s__49.clone())),
                                                ),
                                                rw,
                                            )? {
                                                let b_d__53: i64 = b_d__53;
                                                if !({
                                                    let b_n__55 = ((::lowrite_core::builtins::types::rank(
                                                        &(b_s__49.clone()),
                                                    ))
                                                        - ((if matches!(
                                                            b_t__49.clone(), ::lowrite_core::ir::Type::Vector { .. }
                                                        ) {
                                                            ::lowrite_core::builtins::types::rank(&(b_t__49.clone()))
                                                        } else {
                                                            (0i64 as i64)
                                                        })));
                                                    (((({
                                                        let mut __l = Vec::new();
                                                        for b_j__55 in ::lowrite_core::convert::located(
                                                            ::lowrite_core::convert::bounded_range(
                                                                (0i64 as i64),
                                                                b_n__55.clone(),
                                                            ),
                                                            rw,
                                                        )? {
                                                            let b_j__55: i64 = b_j__55;
                                                            if !(((::lowrite_core::convert::located(
                                                                ::lowrite_core::builtins::attrs::array_elem(
                                                                    (b_rd.clone()).as_ref(),
                                                                    b_j__55.clone(),
                                                                ),
                                                                rw,
                                                            )?) == (b_d__53.clone())))
                                                            {
                                                                continue;
                                                            }
                                                            __l.push(
                                                                ::lowrite_core::convert::Ofr::Static(b_j__55.clone()),
                                                            );
                                                        }
                                                        __l
                                                    })
                                                        .len() as i64)) > ((0i64 as i64)))
                                                }) {
                                                    continue;
                                                }
                                                __l.push(
                                                    ::lowrite_core::convert::Ofr::Static(
                                                        ::lowrite_core::builtins::layout::dim(
                                                            &(b_s__49.clone()),
                                                            b_d__53.clone(),
                                                        ),
                                                    ),
                                                );
                                            }
                                            __l
                                        }),
                                    ),
                                    rw,
                                )?,
                                &({
                                    let __t = ::lowrite_core::builtins::types::elem(
                                        &(b_s__49.clone()),
                                    );
                                    rw.convert_type(&__t)?
                                }),
                            )),
                            &{
                                let mut __v: Vec<::lowrite_core::ir::Value> = Vec::new();
                                __v.extend({
                                    let mut __l = Vec::new();
                                    for b_p__49 in ::lowrite_core::convert::located(
                                        ::lowrite_core::convert::bounded_range(
                                            (0i64 as i64),
                                            ::lowrite_core::convert::located(
                                                ::lowrite_core::builtins::attrs::product_of(
                                                    &({
                                                        let mut __l = Vec::new();
                                                        for b_d__56 in ::lowrite_core::convert::located(
                                                            ::lowrite_core::convert::bounded_range(
                                                                (0i64 as i64),
                                                                ::lowrite_core::builtins::types::rank(&(b_s__49.clone())),
                                                            ),
                                                            rw,
                                                        )? {
                                                            let b_d__56: i64 = b_d__56;
                                                            if !({
                                                                let b_n__58 = ((::lowrite_core::builtins::types::rank(
                                                                    &(b_s__49.clone()),
                                                                ))
                                                                    - ((if matches!(
                                                                        b_t__49.clone(), ::lowrite_core::ir::Type::Vector { .. }
                                                                    ) {
                                                                        ::lowrite_core::builtins::types::rank(&(b_t__49.clone()))
                                                                    } else {
                                                                        (0i64 as i64)
                                                                    })));
                                                                (((({
                                                                    let mut __l = Vec::new();
                                                                    for b_j__58 in ::lowrite_core::convert::located(
                                                                        ::lowrite_core::convert::bounded_range(
                                                                            (0i64 as i64),
                                                                            b_n__58.clone(),
                                                                        ),
                                                                        rw,
                                                                    )? {
                                                                        let b_j__58: i64 = b_j__58;
                                                                        if !(((::lowrite_core::convert::located(
                                                                            ::lowrite_core::builtins::attrs::array_elem(
                                                                                (b_rd.clone()).as_ref(),
                                                                                b_j__58.clone(),
                                                                            ),
                                                                            rw,
                                                                        )?) == (b_d__56.clone())))
                                                                        {
                                                                            continue;
                                                                        }
                                                                        __l.push(
                                                                            ::lowrite_core::convert::Ofr::Static(b_j__58.clone()),
                                                                        );
                                                                    }
                                                                    __l
                                                                })
                                                                    .len() as i64)) > ((0i64 as i64)))
                                                            }) {
                                                                continue;
                                                            }
                                                            __l.push(
                                                                ::lowrite_core::convert::Ofr::Static(
                                                                    ::lowrite_core::builtins::layout::dim(
                                                                        &(b_s__49.clone()),
                                                                        b_d__56.clone(),
                                                                    ),
                                                                ),
                                                            );
                                                        }
                                                        __l
                                                    }),
                                                ),
                                                rw,
                                            )?,
                                        ),
                                        rw,
                                    )? {
                                        let b_p__49: i64 = b_p__49;
                                        __l.push(
                                            ::lowrite_core::builtins::values::element(
                                                rw.value(b_v)?,
                                                &(b_s__49.clone()),
                                                {
                                                    let b_n__60 = ((::lowrite_core::builtins::types::rank(
                                                        &(b_s__49.clone()),
                                                    ))
                                                        - ((if matches!(
                                                            b_t__49.clone(), ::lowrite_core::ir::Type::Vector { .. }
                                                        ) {
                                                            ::lowrite_core::builtins::types::rank(&(b_t__49.clone()))
                                                        } else {
                                                            (0i64 as i64)
                                                        })));
                                                    ::lowrite_core::convert::located(
                                                        ::lowrite_core::builtins::attrs::sum_of(
                                                            &({
                                                                let mut __l = Vec::new();
                                                                for b_d__60 in ::lowrite_core::convert::located(
                                                                    ::lowrite_core::convert::bounded_range(
                                                                        (0i64 as i64),
                                                                        ::lowrite_core::builtins::types::rank(&(b_s__49.clone())),
                                                                    ),
                                                                    rw,
                                                                )? {
                                                                    let b_d__60: i64 = b_d__60;
                                                                    __l.push(
                                                                        ::lowrite_core::convert::Ofr::Static(
                                                                            (({
                                                                                let __a = (if (((({
                                                                                    let mut __l = Vec::new();
                                                                                    for b_j__61 in ::lowrite_core::convert::located(
                                                                                        ::lowrite_core::convert::bounded_range(
                                                                                            (0i64 as i64),
                                                                                            b_n__60.clone(),
                                                                                        ),
                                                                                        rw,
                                                                                    )? {
                                                                                        let b_j__61: i64 = b_j__61;
                                                                                        if !(((::lowrite_core::convert::located(
                                                                                            ::lowrite_core::builtins::attrs::array_elem(
                                                                                                (b_rd.clone()).as_ref(),
                                                                                                b_j__61.clone(),
                                                                                            ),
                                                                                            rw,
                                                                                        )?) == (b_d__60.clone())))
                                                                                        {
                                                                                            continue;
                                                                                        }
                                                                                        __l.push(
                                                                                            ::lowrite_core::convert::Ofr::Static(b_j__61.clone()),
                                                                                        );
                                                                                    }
                                                                                    __l
                                                                                })
                                                                                    .len() as i64)) > ((0i64 as i64)))
                                                                                {
                                                                                    (i64::checked_div(
                                                                                            b_p__49.clone(),
                                                                                            ::lowrite_core::convert::located(
                                                                                                ::lowrite_core::builtins::attrs::product_of(
                                                                                                    &({
                                                                                                        let mut __l = Vec::new();
                                                                                                        for b_e__62 in ::lowrite_core::convert::located(
                                                                                                            ::lowrite_core::convert::bounded_range(
                                                                                                                ((b_d__60.clone()) + ((1i64 as i64))),
                                                                                                                ::lowrite_core::builtins::types::rank(&(b_s__49.clone())),
                                                                                                            ),
                                                                                                            rw,
                                                                                                        )? {
                                                                                                            let b_e__62: i64 = b_e__62;
                                                                                                            if !((((((({
                                                                                                                let mut __l = Vec::new();
                                                                                                                for b_j__63 in ::lowrite_core::convert::located(
                                                                                                                    ::lowrite_core::convert::bounded_range(
                                                                                                                        (0i64 as i64),
                                                                                                                        b_n__60.clone(),
                                                                                                                    ),
                                                                                                                    rw,
                                                                                                                )? {
                                                                                                                    let b_j__63: i64 = b_j__63;
                                                                                                                    if !(((::lowrite_core::convert::located(
                                                                                                                        ::lowrite_core::builtins::attrs::array_elem(
                                                                                                                            (b_rd.clone()).as_ref(),
                                                                                                                            b_j__63.clone(),
                                                                                                                        ),
                                                                                                                        rw,
                                                                                                                    )?) == (b_e__62.clone())))
                                                                                                                    {
                                                                                                                        continue;
                                                                                                                    }
                                                                                                                    __l.push(
                                                                                                                        ::lowrite_core::convert::Ofr::Static(b_j__63.clone()),
                                                                                                                    );
                                                                                                                }
                                                                                                                __l
                                                                                                            })
                                                                                                                .len() as i64)) > ((0i64 as i64)))) == (true)))
                                                                                                            {
                                                                                                                continue;
                                                                                                            }
                                                                                                            __l.push(
                                                                                                                ::lowrite_core::convert::Ofr::Static(
                                                                                                                    ::lowrite_core::builtins::layout::dim(
                                                                                                                        &(b_s__49.clone()),
                                                                                                                        b_e__62.clone(),
                                                                                                                    ),
                                                                                                                ),
                                                                                                            );
                                                                                                        }
                                                                                                        __l
                                                                                                    }),
                                                                                                ),
                                                                                                rw,
                                                                                            )?,
                                                                                        )
                                                                                        .unwrap_or(0))
                                                                                } else {
                                                                                    (i64::checked_div(
                                                                                            b_q__49.clone(),
                                                                                            ::lowrite_core::convert::located(
                                                                                                ::lowrite_core::builtins::attrs::product_of(
                                                                                                    &({
                                                                                                        let mut __l = Vec::new();
                                                                                                        for b_e__64 in ::lowrite_core::convert::located(
                                                                                                            ::lowrite_core::convert::bounded_range(
                                                                                                                ((b_d__60.clone()) + ((1i64 as i64))),
                                                                                                                ::lowrite_core::builtins::types::rank(&(b_s__49.clone())),
                                                                                                            ),
                                                                                                            rw,
                                                                                                        )? {
                                                                                                            let b_e__64: i64 = b_e__64;
                                                                                                            if !((((((({
                                                                                                                let mut __l = Vec::new();
                                                                                                                for b_j__65 in ::lowrite_core::convert::located(
                                                                                                                    ::lowrite_core::convert::bounded_range(
                                                                                                                        (0i64 as i64),
                                                                                                                        b_n__60.clone(),
                                                                                                                    ),
                                                                                                                    rw,
                                                                                                                )? {
                                                                                                                    let b_j__65: i64 = b_j__65;
                                                                                                                    if !(((::lowrite_core::convert::located(
                                                                                                                        ::lowrite_core::builtins::attrs::array_elem(
                                                                                                                            (b_rd.clone()).as_ref(),
                                                                                                                            b_j__65.clone(),
                                                                                                                        ),
                                                                                                                        rw,
                                                                                                                    )?) == (b_e__64.clone())))
                                                                                                                    {
                                                                                                                        continue;
                                                                                                                    }
                                                                                                                    __l.push(
                                                                                                                        ::lowrite_core::convert::Ofr::Static(b_j__65.clone()),
                                                                                                                    );
                                                                                                                }
                                                                                                                __l
                                                                                                            })
                                                                                                                .len() as i64)) > ((0i64 as i64)))) == (false)))
                                                                                                            {
                                                                                                                continue;
                                                                                                            }
                                                                                                            __l.push(
                                                                                                                ::lowrite_core::convert::Ofr::Static(
                                                                                                                    ::lowrite_core::builtins::layout::dim(
                                                                                                                        &(b_s__49.clone()),
                                                                                                                        b_e__64.clone(),
                                                                                                                    ),
                                                                                                                ),
                                                                                                            );
                                                                                                        }
                                                                                                        __l
                                                                                                    }),
                                                                                                ),
                                                                                                rw,
                                                                                            )?,
                                                                                        )
                                                                                        .unwrap_or(0))
                                                                                });
                                                                                i64::checked_rem(
                                                                                        __a,
                                                                                        ::lowrite_core::builtins::layout::dim(
                                                                                            &(b_s__49.clone()),
                                                                                            b_d__60.clone(),
                                                                                        ),
                                                                                    )
                                                                                    .unwrap_or(__a)
                                                                            })
                                                                                * (::lowrite_core::builtins::layout::elems(
                                                                                    &(b_s__49.clone()),
                                                                                    ((b_d__60.clone()) + ((1i64 as i64))),
                                                                                ))),
                                                                        ),
                                                                    );
                                                                }
                                                                __l
                                                            }),
                                                        ),
                                                        rw,
                                                    )?
                                                },
                                                rw,
                                            )?,
                                        );
                                    }
                                    __l
                                });
                                __v
                            },
                            rw,
                        )?,
                    );
                }
                __l
            }
        }
    };
    let b_accs = {
        let b_t__66 = rw.source().value_type(b_r).clone();
        (if matches!(b_t__66.clone(), ::lowrite_core::ir::Type::Vector { .. }) {
            {
                let mut __l = Vec::new();
                for b_q__66 in ::lowrite_core::convert::located(
                    ::lowrite_core::convert::bounded_range(
                        (0i64 as i64),
                        ::lowrite_core::builtins::layout::elems(
                            &(b_t__66.clone()),
                            (0i64 as i64),
                        ),
                    ),
                    rw,
                )? {
                    let b_q__66: i64 = b_q__66;
                    __l.push(
                        ::lowrite_core::builtins::values::element(
                            rw.value(b_acc)?,
                            &(b_t__66.clone()),
                            b_q__66.clone(),
                            rw,
                        )?,
                    );
                }
                __l
            }
        } else {
            {
                let mut __l = Vec::new();
                __l.push(rw.value(b_acc)?);
                __l
            }
        })
    };
    let __yielded = vec![
        { let b_t__67 = rw.source().value_type(b_r).clone(); (if matches!(b_t__67
        .clone(), ::lowrite_core::ir::Type::Vector { .. }) {
        ::lowrite_core::builtins::values::from_scalars(& (b_t__67.clone()), & { let mut
        __v : Vec < ::lowrite_core::ir::Value > = Vec::new(); __v.extend({ let mut __l =
        Vec::new(); for b_q in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range((0i64 as
        i64), ((b_inputs.clone()).len() as i64)), rw) ? { let b_q : i64 = b_q; __l
        .push((if ((::lowrite_core::builtins::attrs::case_of((b_k.clone()).as_ref())) ==
        ("add")) { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.intr.vector.reduce.fadd",
        ::lowrite_core::ir::Location::Unknown)
        .operands(vec![::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
        b_accs.clone(), b_q.clone(), "value"), rw) ?,
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& b_inputs
        .clone(), b_q.clone(), "value"), rw) ?]).results(vec![b_e.clone()]); rw
        .build_one(op, __spec, None) ? } } else { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.intr.vector.reduce.fmul",
        ::lowrite_core::ir::Location::Unknown)
        .operands(vec![::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
        b_accs.clone(), b_q.clone(), "value"), rw) ?,
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& b_inputs
        .clone(), b_q.clone(), "value"), rw) ?]).results(vec![b_e.clone()]); rw
        .build_one(op, __spec, None) ? } })); } __l }); __v }, rw) ? } else {
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& { let mut
        __l = Vec::new(); for b_q in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range((0i64 as
        i64), ((b_inputs.clone()).len() as i64)), rw) ? { let b_q : i64 = b_q; __l
        .push((if ((::lowrite_core::builtins::attrs::case_of((b_k.clone()).as_ref())) ==
        ("add")) { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.intr.vector.reduce.fadd",
        ::lowrite_core::ir::Location::Unknown)
        .operands(vec![::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
        b_accs.clone(), b_q.clone(), "value"), rw) ?,
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& b_inputs
        .clone(), b_q.clone(), "value"), rw) ?]).results(vec![b_e.clone()]); rw
        .build_one(op, __spec, None) ? } } else { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.intr.vector.reduce.fmul",
        ::lowrite_core::ir::Location::Unknown)
        .operands(vec![::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
        b_accs.clone(), b_q.clone(), "value"), rw) ?,
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& b_inputs
        .clone(), b_q.clone(), "value"), rw) ?]).results(vec![b_e.clone()]); rw
        .build_one(op, __spec, None) ? } })); } __l }, (0i64 as i64), "value"), rw) ? })
        }
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// Float sums and products: ordered, from the accumulator.
///
/// Rule at rules/vector.rules:392:
///
/// ```text
/// where !(elem(type(v)) is float && (case_of(k) == "add" || case_of(k) == "mul")) => {
///     let e = convert(elem(type(v)));
///     let inputs = reduction_inputs(v, type(v), type(r), rd);
///     let accs = reduction_accs(acc, type(r));
///     let parts = [reduced(case_of(k), nth(inputs, q), e, no_attr()) for q in 0..len(inputs)];
///     yield reduction_result(type(r),
///         [combine(case_of(k), nth(parts, q), nth(accs, q), e, elem(type(v)) is float) for q in 0..len(parts)]);
/// }
///
/// // ---------------------------------------------------------------- contractions
/// // `vector.contract`: with `A`, `B`, `C` the maps of lhs, rhs and acc over dimensions
/// // d0..dn-1, result element `q` (row-major over acc's dimensions) is acc[q] combined (by the
/// // kind, `add`, the only one upstream lowers) with the products lhs[A(i)] * rhs[B(i)] over every
/// // point `i` whose parallel dimensions are `q`'s, reduction points `r` counted in row-major order
/// // over the reduction dimensions (those `C` leaves out).
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_multi_reduction_1(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() != 2usize {
        return Ok(false);
    }
    let b_v: ::lowrite_core::ir::Value = __main[0usize];
    let b_acc: ::lowrite_core::ir::Value = __main[1usize];
    let b_k: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("kind")
        .cloned();
    if b_k.is_none() {
        return Ok(false);
    }
    let b_rd: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("reduction_dims")
        .cloned();
    if b_rd.is_none() {
        return Ok(false);
    }
    if __op.results.len() != 1usize {
        return Ok(false);
    }
    let b_r: ::lowrite_core::ir::Value = __op.results[0usize];
    if !((!(((matches!(
        ::lowrite_core::builtins::types::elem(& (rw.source().value_type(b_v).clone())),
        ::lowrite_core::ir::Type::Float(_)
    ))
        && (((((::lowrite_core::builtins::attrs::case_of((b_k.clone()).as_ref()))
            == ("add")))
            || (((::lowrite_core::builtins::attrs::case_of((b_k.clone()).as_ref()))
                == ("mul")))))))))
    {
        return Ok(false);
    }
    let b_e = {
        let __t = ::lowrite_core::builtins::types::elem(
            &(rw.source().value_type(b_v).clone()),
        );
        rw.convert_type(&__t)?
    };
    let b_inputs = {
        let b_s__68 = rw.source().value_type(b_v).clone();
        {
            let b_t__68 = rw.source().value_type(b_r).clone();
            {
                let mut __l = Vec::new();
                for b_q__68 in ::lowrite_core::convert::located(
                    ::lowrite_core::convert::bounded_range(
                        (0i64 as i64),
                        (i64::checked_div(
                                ::lowrite_core::builtins::layout::elems(
                                    &(b_s__68.clone()),
                                    (0i64 as i64),
                                ),
                                ::lowrite_core::convert::located(
                                    ::lowrite_core::builtins::attrs::product_of(
                                        &({
                                            let mut __l = Vec::new();
                                            for b_d__69 in ::lowrite_core::convert::located(
                                                ::lowrite_core::convert::bounded_range(
                                                    (0i64 as i64),
                                                    ::lowrite_core::builtins::types::rank(&(b_s__68.clone())),
                                                ),
                                                rw,
                                            )? {
                                                let b_d__69: i64 = b_d__69;
                                                if !({
                                                    let b_n__71 = ((::lowrite_core::builtins::types::rank(
                                                        &(b_s__68.clone()),
                                                    ))
                                                        - ((if matches!(
                                                            b_t__68.clone(), ::lowrite_core::ir::Type::Vector { .. }
                                                        ) {
                                                            ::lowrite_core::builtins::types::rank(&(b_t__68.clone()))
                                                        } else {
                                                            (0i64 as i64)
                                                        })));
                                                    (((({
                                                        let mut __l = Vec::new();
                                                        for b_j__71 in ::lowrite_core::convert::located(
                                                            ::lowrite_core::convert::bounded_range(
                                                                (0i64 as i64),
                                                                b_n__71.clone(),
                                                            ),
                                                            rw,
                                                        )? {
                                                            let b_j__71: i64 = b_j__71;
                                                            if !(((::lowrite_core::convert::located(
                                                                ::lowrite_core::builtins::attrs::array_elem(
                                                                    (b_rd.clone()).as_ref(),
                                                                    b_j__71.clone(),
                                                                ),
                                                                rw,
                                                            )?) == (b_d__69.clone())))
                                                            {
                                                                continue;
                                                            }
                                                            __l.push(
                                                                ::lowrite_core::convert::Ofr::Static(b_j__71.clone()),
                                                            );
                                                        }
                                                        __l
                                                    })
                                                        .len() as i64)) > ((0i64 as i64)))
                                                }) {
                                                    continue;
                                                }
                                                __l.push(
                                                    ::lowrite_core::convert::Ofr::Static(
                                                        ::lowrite_core::builtins::layout::dim(
                                                            &(b_s__68.clone()),
                                                            b_d__69.clone(),
                                                        ),
                                                    ),
                                                );
                                            }
                                            __l
                                        }),
                                    ),
                                    rw,
                                )?,
                            )
                            .unwrap_or(0)),
                    ),
                    rw,
                )? {
                    let b_q__68: i64 = b_q__68;
                    __l.push(
                        ::lowrite_core::builtins::values::vector_of(
                            &(::lowrite_core::builtins::types::vector(
                                ::lowrite_core::convert::located(
                                    ::lowrite_core::builtins::attrs::product_of(
                                        &({
                                            let mut __l = Vec::new();
                                            for b_d__72 in ::lowrite_core::convert::located(
                                                ::lowrite_core::convert::bounded_range(
                                                    (0i64 as i64),
                                                    ::lowrite_core::builtins::types::rank(&(b_s__68.clone())),
                                                ),
                                                rw,
                                            )? {
                                                let b_d__72: i64 = b_d__72;
                                                if !({
                                                    let b_n__74 = ((::lowrite_core::builtins::types::rank(
                                                        &(b_s__68.clone()),
                                                    ))
                                                        - ((if matches!(
                                                            b_t__68.clone(), ::lowrite_core::ir::Type::Vector { .. }
                                                        ) {
                                                            ::lowrite_core::builtins::types::rank(&(b_t__68.clone()))
                                                        } else {
                                                            (0i64 as i64)
                                                        })));
                                                    (((({
                                                        let mut __l = Vec::new();
                                                        for b_j__74 in ::lowrite_core::convert::located(
                                                            ::lowrite_core::convert::bounded_range(
                                                                (0i64 as i64),
                                                                b_n__74.clone(),
                                                            ),
                                                            rw,
                                                        )? {
                                                            let b_j__74: i64 = b_j__74;
                                                            if !(((::lowrite_core::convert::located(
                                                                ::lowrite_core::builtins::attrs::array_elem(
                                                                    (b_rd.clone()).as_ref(),
                                                                    b_j__74.clone(),
                                                                ),
                                                                rw,
                                                            )?) == (b_d__72.clone())))
                                                            {
                                                                continue;
                                                            }
                                                            __l.push(
                                                                ::lowrite_core::convert::Ofr::Static(b_j__74.clone()),
                                                            );
                                                        }
                                                        __l
                                                    })
                                                        .len() as i64)) > ((0i64 as i64)))
                                                }) {
                                                    continue;
                                                }
                                                __l.push(
                                                    ::lowrite_core::convert::Ofr::Static(
                                                        ::lowrite_core::builtins::layout::dim(
                                                            &(b_s__68.clone()),
                                                            b_d__72.clone(),
                                                        ),
                                                    ),
                                                );
                                            }
                                            __l
                                        }),
                                    ),
                                    rw,
                                )?,
                                &({
                                    let __t = ::lowrite_core::builtins::types::elem(
                                        &(b_s__68.clone()),
                                    );
                                    rw.convert_type(&__t)?
                                }),
                            )),
                            &{
                                let mut __v: Vec<::lowrite_core::ir::Value> = Vec::new();
                                __v.extend({
                                    let mut __l = Vec::new();
                                    for b_p__68 in ::lowrite_core::convert::located(
                                        ::lowrite_core::convert::bounded_range(
                                            (0i64 as i64),
                                            ::lowrite_core::convert::located(
                                                ::lowrite_core::builtins::attrs::product_of(
                                                    &({
                                                        let mut __l = Vec::new();
                                                        for b_d__75 in ::lowrite_core::convert::located(
                                                            ::lowrite_core::convert::bounded_range(
                                                                (0i64 as i64),
                                                                ::lowrite_core::builtins::types::rank(&(b_s__68.clone())),
                                                            ),
                                                            rw,
                                                        )? {
                                                            let b_d__75: i64 = b_d__75;
                                                            if !({
                                                                let b_n__77 = ((::lowrite_core::builtins::types::rank(
                                                                    &(b_s__68.clone()),
                                                                ))
                                                                    - ((if matches!(
                                                                        b_t__68.clone(), ::lowrite_core::ir::Type::Vector { .. }
                                                                    ) {
                                                                        ::lowrite_core::builtins::types::rank(&(b_t__68.clone()))
                                                                    } else {
                                                                        (0i64 as i64)
                                                                    })));
                                                                (((({
                                                                    let mut __l = Vec::new();
                                                                    for b_j__77 in ::lowrite_core::convert::located(
                                                                        ::lowrite_core::convert::bounded_range(
                                                                            (0i64 as i64),
                                                                            b_n__77.clone(),
                                                                        ),
                                                                        rw,
                                                                    )? {
                                                                        let b_j__77: i64 = b_j__77;
                                                                        if !(((::lowrite_core::convert::located(
                                                                            ::lowrite_core::builtins::attrs::array_elem(
                                                                                (b_rd.clone()).as_ref(),
                                                                                b_j__77.clone(),
                                                                            ),
                                                                            rw,
                                                                        )?) == (b_d__75.clone())))
                                                                        {
                                                                            continue;
                                                                        }
                                                                        __l.push(
                                                                            ::lowrite_core::convert::Ofr::Static(b_j__77.clone()),
                                                                        );
                                                                    }
                                                                    __l
                                                                })
                                                                    .len() as i64)) > ((0i64 as i64)))
                                                            }) {
                                                                continue;
                                                            }
                                                            __l.push(
                                                                ::lowrite_core::convert::Ofr::Static(
                                                                    ::lowrite_core::builtins::layout::dim(
                                                                        &(b_s__68.clone()),
                                                                        b_d__75.clone(),
                                                                    ),
                                                                ),
                                                            );
                                                        }
                                                        __l
                                                    }),
                                                ),
                                                rw,
                                            )?,
                                        ),
                                        rw,
                                    )? {
                                        let b_p__68: i64 = b_p__68;
                                        __l.push(
                                            ::lowrite_core::builtins::values::element(
                                                rw.value(b_v)?,
                                                &(b_s__68.clone()),
                                                {
                                                    let b_n__79 = ((::lowrite_core::builtins::types::rank(
                                                        &(b_s__68.clone()),
                                                    ))
                                                        - ((if matches!(
                                                            b_t__68.clone(), ::lowrite_core::ir::Type::Vector { .. }
                                                        ) {
                                                            ::lowrite_core::builtins::types::rank(&(b_t__68.clone()))
                                                        } else {
                                                            (0i64 as i64)
                                                        })));
                                                    ::lowrite_core::convert::located(
                                                        ::lowrite_core::builtins::attrs::sum_of(
                                                            &({
                                                                let mut __l = Vec::new();
                                                                for b_d__79 in ::lowrite_core::convert::located(
                                                                    ::lowrite_core::convert::bounded_range(
                                                                        (0i64 as i64),
                                                                        ::lowrite_core::builtins::types::rank(&(b_s__68.clone())),
                                                                    ),
                                                                    rw,
                                                                )? {
                                                                    let b_d__79: i64 = b_d__79;
                                                                    __l.push(
                                                                        ::lowrite_core::convert::Ofr::Static(
                                                                            (({
                                                                                let __a = (if (((({
                                                                                    let mut __l = Vec::new();
                                                                                    for b_j__80 in ::lowrite_core::convert::located(
                                                                                        ::lowrite_core::convert::bounded_range(
                                                                                            (0i64 as i64),
                                                                                            b_n__79.clone(),
                                                                                        ),
                                                                                        rw,
                                                                                    )? {
                                                                                        let b_j__80: i64 = b_j__80;
                                                                                        if !(((::lowrite_core::convert::located(
                                                                                            ::lowrite_core::builtins::attrs::array_elem(
                                                                                                (b_rd.clone()).as_ref(),
                                                                                                b_j__80.clone(),
                                                                                            ),
                                                                                            rw,
                                                                                        )?) == (b_d__79.clone())))
                                                                                        {
                                                                                            continue;
                                                                                        }
                                                                                        __l.push(
                                                                                            ::lowrite_core::convert::Ofr::Static(b_j__80.clone()),
                                                                                        );
                                                                                    }
                                                                                    __l
                                                                                })
                                                                                    .len() as i64)) > ((0i64 as i64)))
                                                                                {
                                                                                    (i64::checked_div(
                                                                                            b_p__68.clone(),
                                                                                            ::lowrite_core::convert::located(
                                                                                                ::lowrite_core::builtins::attrs::product_of(
                                                                                                    &({
                                                                                                        let mut __l = Vec::new();
                                                                                                        for b_e__81 in ::lowrite_core::convert::located(
                                                                                                            ::lowrite_core::convert::bounded_range(
                                                                                                                ((b_d__79.clone()) + ((1i64 as i64))),
                                                                                                                ::lowrite_core::builtins::types::rank(&(b_s__68.clone())),
                                                                                                            ),
                                                                                                            rw,
                                                                                                        )? {
                                                                                                            let b_e__81: i64 = b_e__81;
                                                                                                            if !((((((({
                                                                                                                let mut __l = Vec::new();
                                                                                                                for b_j__82 in ::lowrite_core::convert::located(
                                                                                                                    ::lowrite_core::convert::bounded_range(
                                                                                                                        (0i64 as i64),
                                                                                                                        b_n__79.clone(),
                                                                                                                    ),
                                                                                                                    rw,
                                                                                                                )? {
                                                                                                                    let b_j__82: i64 = b_j__82;
                                                                                                                    if !(((::lowrite_core::convert::located(
                                                                                                                        ::lowrite_core::builtins::attrs::array_elem(
                                                                                                                            (b_rd.clone()).as_ref(),
                                                                                                                            b_j__82.clone(),
                                                                                                                        ),
                                                                                                                        rw,
                                                                                                                    )?) == (b_e__81.clone())))
                                                                                                                    {
                                                                                                                        continue;
                                                                                                                    }
                                                                                                                    __l.push(
                                                                                                                        ::lowrite_core::convert::Ofr::Static(b_j__82.clone()),
                                                                                                                    );
                                                                                                                }
                                                                                                                __l
                                                                                                            })
                                                                                                                .len() as i64)) > ((0i64 as i64)))) == (true)))
                                                                                                            {
                                                                                                                continue;
                                                                                                            }
                                                                                                            __l.push(
                                                                                                                ::lowrite_core::convert::Ofr::Static(
                                                                                                                    ::lowrite_core::builtins::layout::dim(
                                                                                                                        &(b_s__68.clone()),
                                                                                                                        b_e__81.clone(),
                                                                                                                    ),
                                                                                                                ),
                                                                                                            );
                                                                                                        }
                                                                                                        __l
                                                                                                    }),
                                                                                                ),
                                                                                                rw,
                                                                                            )?,
                                                                                        )
                                                                                        .unwrap_or(0))
                                                                                } else {
                                                                                    (i64::checked_div(
                                                                                            b_q__68.clone(),
                                                                                            ::lowrite_core::convert::located(
                                                                                                ::lowrite_core::builtins::attrs::product_of(
                                                                                                    &({
                                                                                                        let mut __l = Vec::new();
                                                                                                        for b_e__83 in ::lowrite_core::convert::located(
                                                                                                            ::lowrite_core::convert::bounded_range(
                                                                                                                ((b_d__79.clone()) + ((1i64 as i64))),
                                                                                                                ::lowrite_core::builtins::types::rank(&(b_s__68.clone())),
                                                                                                            ),
                                                                                                            rw,
                                                                                                        )? {
                                                                                                            let b_e__83: i64 = b_e__83;
                                                                                                            if !((((((({
                                                                                                                let mut __l = Vec::new();
                                                                                                                for b_j__84 in ::lowrite_core::convert::located(
                                                                                                                    ::lowrite_core::convert::bounded_range(
                                                                                                                        (0i64 as i64),
                                                                                                                        b_n__79.clone(),
                                                                                                                    ),
                                                                                                                    rw,
                                                                                                                )? {
                                                                                                                    let b_j__84: i64 = b_j__84;
                                                                                                                    if !(((::lowrite_core::convert::located(
                                                                                                                        ::lowrite_core::builtins::attrs::array_elem(
                                                                                                                            (b_rd.clone()).as_ref(),
                                                                                                                            b_j__84.clone(),
                                                                                                                        ),
                                                                                                                        rw,
                                                                                                                    )?) == (b_e__83.clone())))
                                                                                                                    {
                                                                                                                        continue;
                                                                                                                    }
                                                                                                                    __l.push(
                                                                                                                        ::lowrite_core::convert::Ofr::Static(b_j__84.clone()),
                                                                                                                    );
                                                                                                                }
                                                                                                                __l
                                                                                                            })
                                                                                                                .len() as i64)) > ((0i64 as i64)))) == (false)))
                                                                                                            {
                                                                                                                continue;
                                                                                                            }
                                                                                                            __l.push(
                                                                                                                ::lowrite_core::convert::Ofr::Static(
                                                                                                                    ::lowrite_core::builtins::layout::dim(
                                                                                                                        &(b_s__68.clone()),
                                                                                                                        b_e__83.clone(),
                                                                                                                    ),
                                                                                                                ),
                                                                                                            );
                                                                                                        }
                                                                                                        __l
                                                                                                    }),
                                                                                                ),
                                                                                                rw,
                                                                                            )?,
                                                                                        )
                                                                                        .unwrap_or(0))
                                                                                });
                                                                                i64::checked_rem(
                                                                                        __a,
                                                                                        ::lowrite_core::builtins::layout::dim(
                                                                                            &(b_s__68.clone()),
                                                                                            b_d__79.clone(),
                                                                                        ),
                                                                                    )
                                                                                    .unwrap_or(__a)
                                                                            })
                                                                                * (::lowrite_core::builtins::layout::elems(
                                                                                    &(b_s__68.clone()),
                                                                                    ((b_d__79.clone()) + ((1i64 as i64))),
                                                                                ))),
                                                                        ),
                                                                    );
                                                                }
                                                                __l
                                                            }),
                                                        ),
                                                        rw,
                                                    )?
                                                },
                                                rw,
                                            )?,
                                        );
                                    }
                                    __l
                                });
                                __v
                            },
                            rw,
                        )?,
                    );
                }
                __l
            }
        }
    };
    let b_accs = {
        let b_t__85 = rw.source().value_type(b_r).clone();
        (if matches!(b_t__85.clone(), ::lowrite_core::ir::Type::Vector { .. }) {
            {
                let mut __l = Vec::new();
                for b_q__85 in ::lowrite_core::convert::located(
                    ::lowrite_core::convert::bounded_range(
                        (0i64 as i64),
                        ::lowrite_core::builtins::layout::elems(
                            &(b_t__85.clone()),
                            (0i64 as i64),
                        ),
                    ),
                    rw,
                )? {
                    let b_q__85: i64 = b_q__85;
                    __l.push(
                        ::lowrite_core::builtins::values::element(
                            rw.value(b_acc)?,
                            &(b_t__85.clone()),
                            b_q__85.clone(),
                            rw,
                        )?,
                    );
                }
                __l
            }
        } else {
            {
                let mut __l = Vec::new();
                __l.push(rw.value(b_acc)?);
                __l
            }
        })
    };
    let b_parts = {
        let mut __l = Vec::new();
        for b_q in ::lowrite_core::convert::located(
            ::lowrite_core::convert::bounded_range(
                (0i64 as i64),
                ((b_inputs.clone()).len() as i64),
            ),
            rw,
        )? {
            let b_q: i64 = b_q;
            __l.push({
                let b_c__86 = ::lowrite_core::builtins::attrs::case_of(
                    (b_k.clone()).as_ref(),
                );
                {
                    let b_v__86 = ::lowrite_core::convert::located(
                        ::lowrite_core::builtins::lists::nth(
                            &b_inputs.clone(),
                            b_q.clone(),
                            "value",
                        ),
                        rw,
                    )?;
                    {
                        let b_f__86 = ::lowrite_core::builtins::attrs::no_attr();
                        {
                            let b___match_16928__86 = b_c__86.clone();
                            (if ((b___match_16928__86.clone()) == ("add")) {
                                {
                                    let __spec = ::lowrite_core::ir::OpSpec::new(
                                            "llvm.intr.vector.reduce.add",
                                            ::lowrite_core::ir::Location::Unknown,
                                        )
                                        .operands(vec![b_v__86])
                                        .results(vec![b_e.clone()]);
                                    rw.build_one(op, __spec, None)?
                                }
                            } else {
                                (if ((b___match_16928__86.clone()) == ("mul")) {
                                    {
                                        let __spec = ::lowrite_core::ir::OpSpec::new(
                                                "llvm.intr.vector.reduce.mul",
                                                ::lowrite_core::ir::Location::Unknown,
                                            )
                                            .operands(vec![b_v__86])
                                            .results(vec![b_e.clone()]);
                                        rw.build_one(op, __spec, None)?
                                    }
                                } else {
                                    (if ((b___match_16928__86.clone()) == ("and")) {
                                        {
                                            let __spec = ::lowrite_core::ir::OpSpec::new(
                                                    "llvm.intr.vector.reduce.and",
                                                    ::lowrite_core::ir::Location::Unknown,
                                                )
                                                .operands(vec![b_v__86])
                                                .results(vec![b_e.clone()]);
                                            rw.build_one(op, __spec, None)?
                                        }
                                    } else {
                                        (if ((b___match_16928__86.clone()) == ("or")) {
                                            {
                                                let __spec = ::lowrite_core::ir::OpSpec::new(
                                                        "llvm.intr.vector.reduce.or",
                                                        ::lowrite_core::ir::Location::Unknown,
                                                    )
                                                    .operands(vec![b_v__86])
                                                    .results(vec![b_e.clone()]);
                                                rw.build_one(op, __spec, None)?
                                            }
                                        } else {
                                            (if ((b___match_16928__86.clone()) == ("xor")) {
                                                {
                                                    let __spec = ::lowrite_core::ir::OpSpec::new(
                                                            "llvm.intr.vector.reduce.xor",
                                                            ::lowrite_core::ir::Location::Unknown,
                                                        )
                                                        .operands(vec![b_v__86])
                                                        .results(vec![b_e.clone()]);
                                                    rw.build_one(op, __spec, None)?
                                                }
                                            } else {
                                                (if ((b___match_16928__86.clone()) == ("maxsi")) {
                                                    {
                                                        let __spec = ::lowrite_core::ir::OpSpec::new(
                                                                "llvm.intr.vector.reduce.smax",
                                                                ::lowrite_core::ir::Location::Unknown,
                                                            )
                                                            .operands(vec![b_v__86])
                                                            .results(vec![b_e.clone()]);
                                                        rw.build_one(op, __spec, None)?
                                                    }
                                                } else {
                                                    (if ((b___match_16928__86.clone()) == ("minsi")) {
                                                        {
                                                            let __spec = ::lowrite_core::ir::OpSpec::new(
                                                                    "llvm.intr.vector.reduce.smin",
                                                                    ::lowrite_core::ir::Location::Unknown,
                                                                )
                                                                .operands(vec![b_v__86])
                                                                .results(vec![b_e.clone()]);
                                                            rw.build_one(op, __spec, None)?
                                                        }
                                                    } else {
                                                        (if ((b___match_16928__86.clone()) == ("maxui")) {
                                                            {
                                                                let __spec = ::lowrite_core::ir::OpSpec::new(
                                                                        "llvm.intr.vector.reduce.umax",
                                                                        ::lowrite_core::ir::Location::Unknown,
                                                                    )
                                                                    .operands(vec![b_v__86])
                                                                    .results(vec![b_e.clone()]);
                                                                rw.build_one(op, __spec, None)?
                                                            }
                                                        } else {
                                                            (if ((b___match_16928__86.clone()) == ("minui")) {
                                                                {
                                                                    let __spec = ::lowrite_core::ir::OpSpec::new(
                                                                            "llvm.intr.vector.reduce.umin",
                                                                            ::lowrite_core::ir::Location::Unknown,
                                                                        )
                                                                        .operands(vec![b_v__86])
                                                                        .results(vec![b_e.clone()]);
                                                                    rw.build_one(op, __spec, None)?
                                                                }
                                                            } else {
                                                                (if ((b___match_16928__86.clone()) == ("maximumf")) {
                                                                    {
                                                                        let __spec = ::lowrite_core::ir::OpSpec::new(
                                                                                "llvm.intr.vector.reduce.fmaximum",
                                                                                ::lowrite_core::ir::Location::Unknown,
                                                                            )
                                                                            .operands(vec![b_v__86])
                                                                            .results(vec![b_e.clone()])
                                                                            .attr_opt(
                                                                                "fastmathFlags",
                                                                                enum_map_fastmath(b_f__86.clone()),
                                                                            );
                                                                        rw.build_one(op, __spec, None)?
                                                                    }
                                                                } else {
                                                                    (if ((b___match_16928__86.clone()) == ("minimumf")) {
                                                                        {
                                                                            let __spec = ::lowrite_core::ir::OpSpec::new(
                                                                                    "llvm.intr.vector.reduce.fminimum",
                                                                                    ::lowrite_core::ir::Location::Unknown,
                                                                                )
                                                                                .operands(vec![b_v__86])
                                                                                .results(vec![b_e.clone()])
                                                                                .attr_opt(
                                                                                    "fastmathFlags",
                                                                                    enum_map_fastmath(b_f__86.clone()),
                                                                                );
                                                                            rw.build_one(op, __spec, None)?
                                                                        }
                                                                    } else {
                                                                        (if ((b___match_16928__86.clone()) == ("maxnumf")) {
                                                                            {
                                                                                let __spec = ::lowrite_core::ir::OpSpec::new(
                                                                                        "llvm.intr.vector.reduce.fmax",
                                                                                        ::lowrite_core::ir::Location::Unknown,
                                                                                    )
                                                                                    .operands(vec![b_v__86])
                                                                                    .results(vec![b_e.clone()])
                                                                                    .attr_opt(
                                                                                        "fastmathFlags",
                                                                                        enum_map_fastmath(b_f__86.clone()),
                                                                                    );
                                                                                rw.build_one(op, __spec, None)?
                                                                            }
                                                                        } else {
                                                                            {
                                                                                let __spec = ::lowrite_core::ir::OpSpec::new(
                                                                                        "llvm.intr.vector.reduce.fmin",
                                                                                        ::lowrite_core::ir::Location::Unknown,
                                                                                    )
                                                                                    .operands(vec![b_v__86])
                                                                                    .results(vec![b_e.clone()])
                                                                                    .attr_opt(
                                                                                        "fastmathFlags",
                                                                                        enum_map_fastmath(b_f__86.clone()),
                                                                                    );
                                                                                rw.build_one(op, __spec, None)?
                                                                            }
                                                                        })
                                                                    })
                                                                })
                                                            })
                                                        })
                                                    })
                                                })
                                            })
                                        })
                                    })
                                })
                            })
                        }
                    }
                }
            });
        }
        __l
    };
    let __yielded = vec![
        { let b_t__88 = rw.source().value_type(b_r).clone(); (if matches!(b_t__88
        .clone(), ::lowrite_core::ir::Type::Vector { .. }) {
        ::lowrite_core::builtins::values::from_scalars(& (b_t__88.clone()), & { let mut
        __v : Vec < ::lowrite_core::ir::Value > = Vec::new(); __v.extend({ let mut __l =
        Vec::new(); for b_q in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range((0i64 as
        i64), ((b_parts.clone()).len() as i64)), rw) ? { let b_q : i64 = b_q; __l.push({
        let b_c__87 = ::lowrite_core::builtins::attrs::case_of((b_k.clone()).as_ref()); {
        let b_a__87 =
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& b_parts
        .clone(), b_q.clone(), "value"), rw) ?; { let b_b__87 =
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& b_accs
        .clone(), b_q.clone(), "value"), rw) ?; { let b_f__87 =
        matches!(::lowrite_core::builtins::types::elem(& (rw.source().value_type(b_v)
        .clone())), ::lowrite_core::ir::Type::Float(_)); { let b___match_16154__87 =
        b_c__87.clone(); (if ((b___match_16154__87.clone()) == ("add")) { (if b_f__87
        .clone() { { let __spec = ::lowrite_core::ir::OpSpec::new("llvm.fadd",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_a__87, b_b__87])
        .results(vec![b_e.clone()]); rw.build_one(op, __spec, None) ? } } else { { let
        __spec = ::lowrite_core::ir::OpSpec::new("llvm.add",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_a__87, b_b__87])
        .results(vec![b_e.clone()]); rw.build_one(op, __spec, None) ? } }) } else { (if
        ((b___match_16154__87.clone()) == ("mul")) { (if b_f__87.clone() { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.fmul",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_a__87, b_b__87])
        .results(vec![b_e.clone()]); rw.build_one(op, __spec, None) ? } } else { { let
        __spec = ::lowrite_core::ir::OpSpec::new("llvm.mul",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_a__87, b_b__87])
        .results(vec![b_e.clone()]); rw.build_one(op, __spec, None) ? } }) } else { (if
        ((b___match_16154__87.clone()) == ("and")) { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.and",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_a__87, b_b__87])
        .results(vec![b_e.clone()]); rw.build_one(op, __spec, None) ? } } else { (if
        ((b___match_16154__87.clone()) == ("or")) { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.or", ::lowrite_core::ir::Location::Unknown)
        .operands(vec![b_a__87, b_b__87]).results(vec![b_e.clone()]); rw.build_one(op,
        __spec, None) ? } } else { (if ((b___match_16154__87.clone()) == ("xor")) { { let
        __spec = ::lowrite_core::ir::OpSpec::new("llvm.xor",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_a__87, b_b__87])
        .results(vec![b_e.clone()]); rw.build_one(op, __spec, None) ? } } else { (if
        ((b___match_16154__87.clone()) == ("minsi")) { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.intr.smin",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_a__87, b_b__87])
        .results(vec![b_e.clone()]); rw.build_one(op, __spec, None) ? } } else { (if
        ((b___match_16154__87.clone()) == ("maxsi")) { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.intr.smax",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_a__87, b_b__87])
        .results(vec![b_e.clone()]); rw.build_one(op, __spec, None) ? } } else { (if
        ((b___match_16154__87.clone()) == ("minui")) { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.intr.umin",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_a__87, b_b__87])
        .results(vec![b_e.clone()]); rw.build_one(op, __spec, None) ? } } else { (if
        ((b___match_16154__87.clone()) == ("maxui")) { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.intr.umax",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_a__87, b_b__87])
        .results(vec![b_e.clone()]); rw.build_one(op, __spec, None) ? } } else { (if
        ((b___match_16154__87.clone()) == ("minnumf")) { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.intr.minnum",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_a__87, b_b__87])
        .results(vec![b_e.clone()]); rw.build_one(op, __spec, None) ? } } else { (if
        ((b___match_16154__87.clone()) == ("maxnumf")) { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.intr.maxnum",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_a__87, b_b__87])
        .results(vec![b_e.clone()]); rw.build_one(op, __spec, None) ? } } else { (if
        ((b___match_16154__87.clone()) == ("minimumf")) { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.intr.minimum",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_a__87, b_b__87])
        .results(vec![b_e.clone()]); rw.build_one(op, __spec, None) ? } } else { { let
        __spec = ::lowrite_core::ir::OpSpec::new("llvm.intr.maximum",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_a__87, b_b__87])
        .results(vec![b_e.clone()]); rw.build_one(op, __spec, None) ? } }) }) }) }) }) })
        }) }) }) }) }) }) } } } } }); } __l }); __v }, rw) ? } else {
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& { let mut
        __l = Vec::new(); for b_q in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range((0i64 as
        i64), ((b_parts.clone()).len() as i64)), rw) ? { let b_q : i64 = b_q; __l.push({
        let b_c__87 = ::lowrite_core::builtins::attrs::case_of((b_k.clone()).as_ref()); {
        let b_a__87 =
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& b_parts
        .clone(), b_q.clone(), "value"), rw) ?; { let b_b__87 =
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& b_accs
        .clone(), b_q.clone(), "value"), rw) ?; { let b_f__87 =
        matches!(::lowrite_core::builtins::types::elem(& (rw.source().value_type(b_v)
        .clone())), ::lowrite_core::ir::Type::Float(_)); { let b___match_16154__87 =
        b_c__87.clone(); (if ((b___match_16154__87.clone()) == ("add")) { (if b_f__87
        .clone() { { let __spec = ::lowrite_core::ir::OpSpec::new("llvm.fadd",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_a__87, b_b__87])
        .results(vec![b_e.clone()]); rw.build_one(op, __spec, None) ? } } else { { let
        __spec = ::lowrite_core::ir::OpSpec::new("llvm.add",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_a__87, b_b__87])
        .results(vec![b_e.clone()]); rw.build_one(op, __spec, None) ? } }) } else { (if
        ((b___match_16154__87.clone()) == ("mul")) { (if b_f__87.clone() { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.fmul",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_a__87, b_b__87])
        .results(vec![b_e.clone()]); rw.build_one(op, __spec, None) ? } } else { { let
        __spec = ::lowrite_core::ir::OpSpec::new("llvm.mul",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_a__87, b_b__87])
        .results(vec![b_e.clone()]); rw.build_one(op, __spec, None) ? } }) } else { (if
        ((b___match_16154__87.clone()) == ("and")) { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.and",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_a__87, b_b__87])
        .results(vec![b_e.clone()]); rw.build_one(op, __spec, None) ? } } else { (if
        ((b___match_16154__87.clone()) == ("or")) { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.or", ::lowrite_core::ir::Location::Unknown)
        .operands(vec![b_a__87, b_b__87]).results(vec![b_e.clone()]); rw.build_one(op,
        __spec, None) ? } } else { (if ((b___match_16154__87.clone()) == ("xor")) { { let
        __spec = ::lowrite_core::ir::OpSpec::new("llvm.xor",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_a__87, b_b__87])
        .results(vec![b_e.clone()]); rw.build_one(op, __spec, None) ? } } else { (if
        ((b___match_16154__87.clone()) == ("minsi")) { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.intr.smin",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_a__87, b_b__87])
        .results(vec![b_e.clone()]); rw.build_one(op, __spec, None) ? } } else { (if
        ((b___match_16154__87.clone()) == ("maxsi")) { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.intr.smax",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_a__87, b_b__87])
        .results(vec![b_e.clone()]); rw.build_one(op, __spec, None) ? } } else { (if
        ((b___match_16154__87.clone()) == ("minui")) { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.intr.umin",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_a__87, b_b__87])
        .results(vec![b_e.clone()]); rw.build_one(op, __spec, None) ? } } else { (if
        ((b___match_16154__87.clone()) == ("maxui")) { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.intr.umax",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_a__87, b_b__87])
        .results(vec![b_e.clone()]); rw.build_one(op, __spec, None) ? } } else { (if
        ((b___match_16154__87.clone()) == ("minnumf")) { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.intr.minnum",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_a__87, b_b__87])
        .results(vec![b_e.clone()]); rw.build_one(op, __spec, None) ? } } else { (if
        ((b___match_16154__87.clone()) == ("maxnumf")) { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.intr.maxnum",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_a__87, b_b__87])
        .results(vec![b_e.clone()]); rw.build_one(op, __spec, None) ? } } else { (if
        ((b___match_16154__87.clone()) == ("minimumf")) { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.intr.minimum",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_a__87, b_b__87])
        .results(vec![b_e.clone()]); rw.build_one(op, __spec, None) ? } } else { { let
        __spec = ::lowrite_core::ir::OpSpec::new("llvm.intr.maximum",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_a__87, b_b__87])
        .results(vec![b_e.clone()]); rw.build_one(op, __spec, None) ? } }) }) }) }) }) })
        }) }) }) }) }) }) } } } } }); } __l }, (0i64 as i64), "value"), rw) ? }) }
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// The `add` kind (the only one upstream lowers), rounded as upstream's default lowering
/// rounds it: into a scalar, the products summed in order from the accumulator; into a vector,
/// each element's products summed in order from 0, then added to the accumulator.
///
/// Rule at rules/vector.rules:450:
///
/// ```text
/// /// The `add` kind (the only one upstream lowers), rounded as upstream's default lowering
/// /// rounds it: into a scalar, the products summed in order from the accumulator; into a vector,
/// /// each element's products summed in order from 0, then added to the accumulator.
/// rule vector.contract(a, b, acc) {indexing_maps = maps, iterator_types = _it, kind = k?} -> (r)
///     where contractible(type(a), type(b), type(r)) && ckind(k) == "add" => {
///     let tc = type(r);
///     let e = convert(elem(tc));
///     let products = cproducts(a, b, maps, tc);
///     let accs = if tc is vector { [element(acc, tc, q) for q in 0..elems(tc, 0)] } else { [acc] };
///     yield reduction_result(tc, [if !(tc is vector) && (elem(tc) is float) {
///             llvm.intr.vector.reduce.fadd(acc, nth(products, q)) : e
///         } else if elem(tc) is float {
///             llvm.fadd(llvm.intr.vector.reduce.fadd(constant(0, e), nth(products, q)) : e, nth(accs, q)) : e
///         } else { llvm.add(llvm.intr.vector.reduce.add(nth(products, q)) : e, nth(accs, q)) : e } for q in 0..len(products)]);
/// }
///
/// // ---------------------------------------------------------------- printing
/// // `vector.print` calls the runner utilities (`libmlir_c_runner_utils`) as upstream's lowering
/// // does: one call per scalar, `printOpen`/`printComma`/`printClose` around the elements of a
/// // vector, then the op's punctuation (a newline unless it says otherwise).
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_contract_0(
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
    let b_acc: ::lowrite_core::ir::Value = __main[2usize];
    let b_maps: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("indexing_maps")
        .cloned();
    if b_maps.is_none() {
        return Ok(false);
    }
    let b__it: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("iterator_types")
        .cloned();
    if b__it.is_none() {
        return Ok(false);
    }
    let b_k: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("kind")
        .cloned();
    if __op.results.len() != 1usize {
        return Ok(false);
    }
    let b_r: ::lowrite_core::ir::Value = __op.results[0usize];
    if !((({
        let b_ta__89 = rw.source().value_type(b_a).clone();
        {
            let b_tb__89 = rw.source().value_type(b_b).clone();
            {
                let b_tc__89 = rw.source().value_type(b_r).clone();
                ((((::lowrite_core::builtins::types::elem(&(b_ta__89.clone())))
                    == (::lowrite_core::builtins::types::elem(&(b_tc__89.clone())))))
                    && (((::lowrite_core::builtins::types::elem(&(b_tb__89.clone())))
                        == (::lowrite_core::builtins::types::elem(
                            &(b_tc__89.clone()),
                        )))))
            }
        }
    })
        && ((((if ::lowrite_core::builtins::attrs::present((b_k.clone()).as_ref()) {
            ::std::string::String::from(
                ::lowrite_core::builtins::attrs::case_of((b_k.clone()).as_ref()),
            )
        } else {
            ::std::string::String::from("add")
        })) == ("add")))))
    {
        return Ok(false);
    }
    let b_tc = rw.source().value_type(b_r).clone();
    let b_e = {
        let __t = ::lowrite_core::builtins::types::elem(&(b_tc.clone()));
        rw.convert_type(&__t)?
    };
    let b_products = {
        let mut __l = Vec::new();
        for b_q__91 in ::lowrite_core::convert::located(
            ::lowrite_core::convert::bounded_range(
                (0i64 as i64),
                (if matches!(b_tc.clone(), ::lowrite_core::ir::Type::Vector { .. }) {
                    ::lowrite_core::builtins::layout::elems(
                        &(b_tc.clone()),
                        (0i64 as i64),
                    )
                } else {
                    (1i64 as i64)
                }),
            ),
            rw,
        )? {
            let b_q__91: i64 = b_q__91;
            __l.push(
                ::lowrite_core::builtins::values::vector_of(
                    &(::lowrite_core::builtins::types::vector(
                        {
                            let b_ta__92 = rw.source().value_type(b_a).clone();
                            {
                                let b_tb__92 = rw.source().value_type(b_b).clone();
                                ::lowrite_core::convert::located(
                                    ::lowrite_core::builtins::attrs::product_of(
                                        &({
                                            let mut __l = Vec::new();
                                            for b_d__92 in ::lowrite_core::convert::located(
                                                ::lowrite_core::convert::bounded_range(
                                                    (0i64 as i64),
                                                    ::lowrite_core::convert::located(
                                                        ::lowrite_core::builtins::attrs::map_arity(
                                                            (::lowrite_core::builtins::attrs::attr_elem(
                                                                (b_maps.clone()).as_ref(),
                                                                (0i64 as i64),
                                                            ))
                                                                .as_ref(),
                                                        ),
                                                        rw,
                                                    )?,
                                                ),
                                                rw,
                                            )? {
                                                let b_d__92: i64 = b_d__92;
                                                if !(((::lowrite_core::convert::located(
                                                    ::lowrite_core::builtins::attrs::map_pos(
                                                        (::lowrite_core::builtins::attrs::attr_elem(
                                                            (b_maps.clone()).as_ref(),
                                                            (2i64 as i64),
                                                        ))
                                                            .as_ref(),
                                                        b_d__92.clone(),
                                                    ),
                                                    rw,
                                                )?) < ((0i64 as i64))))
                                                {
                                                    continue;
                                                }
                                                __l.push(
                                                    ::lowrite_core::convert::Ofr::Static({
                                                        let b_ma__93 = ::lowrite_core::builtins::attrs::attr_elem(
                                                            (b_maps.clone()).as_ref(),
                                                            (0i64 as i64),
                                                        );
                                                        {
                                                            let b_mb__93 = ::lowrite_core::builtins::attrs::attr_elem(
                                                                (b_maps.clone()).as_ref(),
                                                                (1i64 as i64),
                                                            );
                                                            (if ((::lowrite_core::convert::located(
                                                                ::lowrite_core::builtins::attrs::map_pos(
                                                                    (b_ma__93.clone()).as_ref(),
                                                                    b_d__92.clone(),
                                                                ),
                                                                rw,
                                                            )?) >= ((0i64 as i64)))
                                                            {
                                                                ::lowrite_core::builtins::layout::dim(
                                                                    &(b_ta__92.clone()),
                                                                    ::lowrite_core::convert::located(
                                                                        ::lowrite_core::builtins::attrs::map_pos(
                                                                            (b_ma__93.clone()).as_ref(),
                                                                            b_d__92.clone(),
                                                                        ),
                                                                        rw,
                                                                    )?,
                                                                )
                                                            } else {
                                                                ::lowrite_core::builtins::layout::dim(
                                                                    &(b_tb__92.clone()),
                                                                    ::lowrite_core::convert::located(
                                                                        ::lowrite_core::builtins::attrs::map_pos(
                                                                            (b_mb__93.clone()).as_ref(),
                                                                            b_d__92.clone(),
                                                                        ),
                                                                        rw,
                                                                    )?,
                                                                )
                                                            })
                                                        }
                                                    }),
                                                );
                                            }
                                            __l
                                        }),
                                    ),
                                    rw,
                                )?
                            }
                        },
                        &({
                            let __t = ::lowrite_core::builtins::types::elem(
                                &(b_tc.clone()),
                            );
                            rw.convert_type(&__t)?
                        }),
                    )),
                    &{
                        let mut __v: Vec<::lowrite_core::ir::Value> = Vec::new();
                        __v.extend({
                            let mut __l = Vec::new();
                            for b_p__91 in ::lowrite_core::convert::located(
                                ::lowrite_core::convert::bounded_range(
                                    (0i64 as i64),
                                    {
                                        let b_ta__94 = rw.source().value_type(b_a).clone();
                                        {
                                            let b_tb__94 = rw.source().value_type(b_b).clone();
                                            ::lowrite_core::convert::located(
                                                ::lowrite_core::builtins::attrs::product_of(
                                                    &({
                                                        let mut __l = Vec::new();
                                                        for b_d__94 in ::lowrite_core::convert::located(
                                                            ::lowrite_core::convert::bounded_range(
                                                                (0i64 as i64),
                                                                ::lowrite_core::convert::located(
                                                                    ::lowrite_core::builtins::attrs::map_arity(
                                                                        (::lowrite_core::builtins::attrs::attr_elem(
                                                                            (b_maps.clone()).as_ref(),
                                                                            (0i64 as i64),
                                                                        ))
                                                                            .as_ref(),
                                                                    ),
                                                                    rw,
                                                                )?,
                                                            ),
                                                            rw,
                                                        )? {
                                                            let b_d__94: i64 = b_d__94;
                                                            if !(((::lowrite_core::convert::located(
                                                                ::lowrite_core::builtins::attrs::map_pos(
                                                                    (::lowrite_core::builtins::attrs::attr_elem(
                                                                        (b_maps.clone()).as_ref(),
                                                                        (2i64 as i64),
                                                                    ))
                                                                        .as_ref(),
                                                                    b_d__94.clone(),
                                                                ),
                                                                rw,
                                                            )?) < ((0i64 as i64))))
                                                            {
                                                                continue;
                                                            }
                                                            __l.push(
                                                                ::lowrite_core::convert::Ofr::Static({
                                                                    let b_ma__95 = ::lowrite_core::builtins::attrs::attr_elem(
                                                                        (b_maps.clone()).as_ref(),
                                                                        (0i64 as i64),
                                                                    );
                                                                    {
                                                                        let b_mb__95 = ::lowrite_core::builtins::attrs::attr_elem(
                                                                            (b_maps.clone()).as_ref(),
                                                                            (1i64 as i64),
                                                                        );
                                                                        (if ((::lowrite_core::convert::located(
                                                                            ::lowrite_core::builtins::attrs::map_pos(
                                                                                (b_ma__95.clone()).as_ref(),
                                                                                b_d__94.clone(),
                                                                            ),
                                                                            rw,
                                                                        )?) >= ((0i64 as i64)))
                                                                        {
                                                                            ::lowrite_core::builtins::layout::dim(
                                                                                &(b_ta__94.clone()),
                                                                                ::lowrite_core::convert::located(
                                                                                    ::lowrite_core::builtins::attrs::map_pos(
                                                                                        (b_ma__95.clone()).as_ref(),
                                                                                        b_d__94.clone(),
                                                                                    ),
                                                                                    rw,
                                                                                )?,
                                                                            )
                                                                        } else {
                                                                            ::lowrite_core::builtins::layout::dim(
                                                                                &(b_tb__94.clone()),
                                                                                ::lowrite_core::convert::located(
                                                                                    ::lowrite_core::builtins::attrs::map_pos(
                                                                                        (b_mb__95.clone()).as_ref(),
                                                                                        b_d__94.clone(),
                                                                                    ),
                                                                                    rw,
                                                                                )?,
                                                                            )
                                                                        })
                                                                    }
                                                                }),
                                                            );
                                                        }
                                                        __l
                                                    }),
                                                ),
                                                rw,
                                            )?
                                        }
                                    },
                                ),
                                rw,
                            )? {
                                let b_p__91: i64 = b_p__91;
                                __l.push(
                                    (if matches!(
                                        ::lowrite_core::builtins::types::elem(& (b_tc.clone())),
                                        ::lowrite_core::ir::Type::Float(_)
                                    ) {
                                        {
                                            let __spec = ::lowrite_core::ir::OpSpec::new(
                                                    "llvm.fmul",
                                                    ::lowrite_core::ir::Location::Unknown,
                                                )
                                                .operands(
                                                    vec![
                                                        { let b_t__96 = rw.source().value_type(b_a).clone(); { let
                                                        b_m__96 = ::lowrite_core::builtins::attrs::attr_elem((b_maps
                                                        .clone()).as_ref(), (0i64 as i64)); { let b_ma__96 =
                                                        ::lowrite_core::builtins::attrs::attr_elem((b_maps.clone())
                                                        .as_ref(), (0i64 as i64)); { let b_mb__96 =
                                                        ::lowrite_core::builtins::attrs::attr_elem((b_maps.clone())
                                                        .as_ref(), (1i64 as i64)); { let b_mc__96 =
                                                        ::lowrite_core::builtins::attrs::attr_elem((b_maps.clone())
                                                        .as_ref(), (2i64 as i64)); { let b_ta__96 = rw.source()
                                                        .value_type(b_a).clone(); { let b_tb__96 = rw.source()
                                                        .value_type(b_b).clone();
                                                        ::lowrite_core::builtins::values::element(rw.value(b_a) ?, &
                                                        (b_t__96.clone()),
                                                        ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::sum_of(&
                                                        ({ let mut __l = Vec::new(); for b_j__96 in
                                                        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range((0i64
                                                        as i64), ::lowrite_core::builtins::types::rank(& (b_t__96
                                                        .clone()))), rw) ? { let b_j__96 : i64 = b_j__96; __l
                                                        .push(::lowrite_core::convert::Ofr::Static((({ let b_d__97 =
                                                        ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_dim((b_m__96
                                                        .clone()).as_ref(), b_j__96.clone()), rw) ?; (if
                                                        ((::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_pos((b_mc__96
                                                        .clone()).as_ref(), b_d__97.clone()), rw) ?) >= ((0i64 as
                                                        i64))) { { let __a = (i64::checked_div(b_q__91.clone(),
                                                        ::lowrite_core::builtins::layout::elems(& (b_tc.clone()),
                                                        ((::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_pos((b_mc__96
                                                        .clone()).as_ref(), b_d__97.clone()), rw) ?) + ((1i64 as
                                                        i64))))).unwrap_or(0)); i64::checked_rem(__a,
                                                        ::lowrite_core::builtins::layout::dim(& (b_tc.clone()),
                                                        ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_pos((b_mc__96
                                                        .clone()).as_ref(), b_d__97.clone()), rw) ?)).unwrap_or(__a)
                                                        } } else { { let __a = (i64::checked_div(b_p__91.clone(),
                                                        ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::product_of(&
                                                        ({ let mut __l = Vec::new(); for b_e__97 in
                                                        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(((b_d__97
                                                        .clone()) + ((1i64 as i64))),
                                                        ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_arity((b_ma__96
                                                        .clone()).as_ref()), rw) ?), rw) ? { let b_e__97 : i64 =
                                                        b_e__97; if !
                                                        (((::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_pos((b_mc__96
                                                        .clone()).as_ref(), b_e__97.clone()), rw) ?) < ((0i64 as
                                                        i64)))) { continue; } __l
                                                        .push(::lowrite_core::convert::Ofr::Static((if
                                                        ((::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_pos((b_ma__96
                                                        .clone()).as_ref(), b_e__97.clone()), rw) ?) >= ((0i64 as
                                                        i64))) { ::lowrite_core::builtins::layout::dim(& (b_ta__96
                                                        .clone()),
                                                        ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_pos((b_ma__96
                                                        .clone()).as_ref(), b_e__97.clone()), rw) ?) } else {
                                                        ::lowrite_core::builtins::layout::dim(& (b_tb__96.clone()),
                                                        ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_pos((b_mb__96
                                                        .clone()).as_ref(), b_e__97.clone()), rw) ?) }))); } __l
                                                        })), rw) ?).unwrap_or(0)); i64::checked_rem(__a, (if
                                                        ((::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_pos((b_ma__96
                                                        .clone()).as_ref(), b_d__97.clone()), rw) ?) >= ((0i64 as
                                                        i64))) { ::lowrite_core::builtins::layout::dim(& (b_ta__96
                                                        .clone()),
                                                        ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_pos((b_ma__96
                                                        .clone()).as_ref(), b_d__97.clone()), rw) ?) } else {
                                                        ::lowrite_core::builtins::layout::dim(& (b_tb__96.clone()),
                                                        ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_pos((b_mb__96
                                                        .clone()).as_ref(), b_d__97.clone()), rw) ?) }))
                                                        .unwrap_or(__a) } }) }) *
                                                        (::lowrite_core::builtins::layout::elems(& (b_t__96
                                                        .clone()), ((b_j__96.clone()) + ((1i64 as i64)))))))); } __l
                                                        })), rw) ?, rw) ? } } } } } } }, { let b_t__100 = rw
                                                        .source().value_type(b_b).clone(); { let b_m__100 =
                                                        ::lowrite_core::builtins::attrs::attr_elem((b_maps.clone())
                                                        .as_ref(), (1i64 as i64)); { let b_ma__100 =
                                                        ::lowrite_core::builtins::attrs::attr_elem((b_maps.clone())
                                                        .as_ref(), (0i64 as i64)); { let b_mb__100 =
                                                        ::lowrite_core::builtins::attrs::attr_elem((b_maps.clone())
                                                        .as_ref(), (1i64 as i64)); { let b_mc__100 =
                                                        ::lowrite_core::builtins::attrs::attr_elem((b_maps.clone())
                                                        .as_ref(), (2i64 as i64)); { let b_ta__100 = rw.source()
                                                        .value_type(b_a).clone(); { let b_tb__100 = rw.source()
                                                        .value_type(b_b).clone();
                                                        ::lowrite_core::builtins::values::element(rw.value(b_b) ?, &
                                                        (b_t__100.clone()),
                                                        ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::sum_of(&
                                                        ({ let mut __l = Vec::new(); for b_j__100 in
                                                        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range((0i64
                                                        as i64), ::lowrite_core::builtins::types::rank(& (b_t__100
                                                        .clone()))), rw) ? { let b_j__100 : i64 = b_j__100; __l
                                                        .push(::lowrite_core::convert::Ofr::Static((({ let b_d__101
                                                        =
                                                        ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_dim((b_m__100
                                                        .clone()).as_ref(), b_j__100.clone()), rw) ?; (if
                                                        ((::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_pos((b_mc__100
                                                        .clone()).as_ref(), b_d__101.clone()), rw) ?) >= ((0i64 as
                                                        i64))) { { let __a = (i64::checked_div(b_q__91.clone(),
                                                        ::lowrite_core::builtins::layout::elems(& (b_tc.clone()),
                                                        ((::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_pos((b_mc__100
                                                        .clone()).as_ref(), b_d__101.clone()), rw) ?) + ((1i64 as
                                                        i64))))).unwrap_or(0)); i64::checked_rem(__a,
                                                        ::lowrite_core::builtins::layout::dim(& (b_tc.clone()),
                                                        ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_pos((b_mc__100
                                                        .clone()).as_ref(), b_d__101.clone()), rw) ?))
                                                        .unwrap_or(__a) } } else { { let __a =
                                                        (i64::checked_div(b_p__91.clone(),
                                                        ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::product_of(&
                                                        ({ let mut __l = Vec::new(); for b_e__101 in
                                                        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(((b_d__101
                                                        .clone()) + ((1i64 as i64))),
                                                        ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_arity((b_ma__100
                                                        .clone()).as_ref()), rw) ?), rw) ? { let b_e__101 : i64 =
                                                        b_e__101; if !
                                                        (((::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_pos((b_mc__100
                                                        .clone()).as_ref(), b_e__101.clone()), rw) ?) < ((0i64 as
                                                        i64)))) { continue; } __l
                                                        .push(::lowrite_core::convert::Ofr::Static((if
                                                        ((::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_pos((b_ma__100
                                                        .clone()).as_ref(), b_e__101.clone()), rw) ?) >= ((0i64 as
                                                        i64))) { ::lowrite_core::builtins::layout::dim(& (b_ta__100
                                                        .clone()),
                                                        ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_pos((b_ma__100
                                                        .clone()).as_ref(), b_e__101.clone()), rw) ?) } else {
                                                        ::lowrite_core::builtins::layout::dim(& (b_tb__100.clone()),
                                                        ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_pos((b_mb__100
                                                        .clone()).as_ref(), b_e__101.clone()), rw) ?) }))); } __l
                                                        })), rw) ?).unwrap_or(0)); i64::checked_rem(__a, (if
                                                        ((::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_pos((b_ma__100
                                                        .clone()).as_ref(), b_d__101.clone()), rw) ?) >= ((0i64 as
                                                        i64))) { ::lowrite_core::builtins::layout::dim(& (b_ta__100
                                                        .clone()),
                                                        ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_pos((b_ma__100
                                                        .clone()).as_ref(), b_d__101.clone()), rw) ?) } else {
                                                        ::lowrite_core::builtins::layout::dim(& (b_tb__100.clone()),
                                                        ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_pos((b_mb__100
                                                        .clone()).as_ref(), b_d__101.clone()), rw) ?) }))
                                                        .unwrap_or(__a) } }) }) *
                                                        (::lowrite_core::builtins::layout::elems(& (b_t__100
                                                        .clone()), ((b_j__100.clone()) + ((1i64 as i64)))))))); }
                                                        __l })), rw) ?, rw) ? } } } } } } }
                                                    ],
                                                )
                                                .results(
                                                    vec![
                                                        { let __t = ::lowrite_core::builtins::types::elem(& (b_tc
                                                        .clone())); rw.convert_type(& __t) ? }
                                                    ],
                                                );
                                            rw.build_one(op, __spec, None)?
                                        }
                                    } else {
                                        {
                                            let __spec = ::lowrite_core::ir::OpSpec::new(
                                                    "llvm.mul",
                                                    ::lowrite_core::ir::Location::Unknown,
                                                )
                                                .operands(
                                                    vec![
                                                        { let b_t__104 = rw.source().value_type(b_a).clone(); { let
                                                        b_m__104 =
                                                        ::lowrite_core::builtins::attrs::attr_elem((b_maps.clone())
                                                        .as_ref(), (0i64 as i64)); { let b_ma__104 =
                                                        ::lowrite_core::builtins::attrs::attr_elem((b_maps.clone())
                                                        .as_ref(), (0i64 as i64)); { let b_mb__104 =
                                                        ::lowrite_core::builtins::attrs::attr_elem((b_maps.clone())
                                                        .as_ref(), (1i64 as i64)); { let b_mc__104 =
                                                        ::lowrite_core::builtins::attrs::attr_elem((b_maps.clone())
                                                        .as_ref(), (2i64 as i64)); { let b_ta__104 = rw.source()
                                                        .value_type(b_a).clone(); { let b_tb__104 = rw.source()
                                                        .value_type(b_b).clone();
                                                        ::lowrite_core::builtins::values::element(rw.value(b_a) ?, &
                                                        (b_t__104.clone()),
                                                        ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::sum_of(&
                                                        ({ let mut __l = Vec::new(); for b_j__104 in
                                                        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range((0i64
                                                        as i64), ::lowrite_core::builtins::types::rank(& (b_t__104
                                                        .clone()))), rw) ? { let b_j__104 : i64 = b_j__104; __l
                                                        .push(::lowrite_core::convert::Ofr::Static((({ let b_d__105
                                                        =
                                                        ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_dim((b_m__104
                                                        .clone()).as_ref(), b_j__104.clone()), rw) ?; (if
                                                        ((::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_pos((b_mc__104
                                                        .clone()).as_ref(), b_d__105.clone()), rw) ?) >= ((0i64 as
                                                        i64))) { { let __a = (i64::checked_div(b_q__91.clone(),
                                                        ::lowrite_core::builtins::layout::elems(& (b_tc.clone()),
                                                        ((::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_pos((b_mc__104
                                                        .clone()).as_ref(), b_d__105.clone()), rw) ?) + ((1i64 as
                                                        i64))))).unwrap_or(0)); i64::checked_rem(__a,
                                                        ::lowrite_core::builtins::layout::dim(& (b_tc.clone()),
                                                        ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_pos((b_mc__104
                                                        .clone()).as_ref(), b_d__105.clone()), rw) ?))
                                                        .unwrap_or(__a) } } else { { let __a =
                                                        (i64::checked_div(b_p__91.clone(),
                                                        ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::product_of(&
                                                        ({ let mut __l = Vec::new(); for b_e__105 in
                                                        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(((b_d__105
                                                        .clone()) + ((1i64 as i64))),
                                                        ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_arity((b_ma__104
                                                        .clone()).as_ref()), rw) ?), rw) ? { let b_e__105 : i64 =
                                                        b_e__105; if !
                                                        (((::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_pos((b_mc__104
                                                        .clone()).as_ref(), b_e__105.clone()), rw) ?) < ((0i64 as
                                                        i64)))) { continue; } __l
                                                        .push(::lowrite_core::convert::Ofr::Static((if
                                                        ((::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_pos((b_ma__104
                                                        .clone()).as_ref(), b_e__105.clone()), rw) ?) >= ((0i64 as
                                                        i64))) { ::lowrite_core::builtins::layout::dim(& (b_ta__104
                                                        .clone()),
                                                        ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_pos((b_ma__104
                                                        .clone()).as_ref(), b_e__105.clone()), rw) ?) } else {
                                                        ::lowrite_core::builtins::layout::dim(& (b_tb__104.clone()),
                                                        ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_pos((b_mb__104
                                                        .clone()).as_ref(), b_e__105.clone()), rw) ?) }))); } __l
                                                        })), rw) ?).unwrap_or(0)); i64::checked_rem(__a, (if
                                                        ((::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_pos((b_ma__104
                                                        .clone()).as_ref(), b_d__105.clone()), rw) ?) >= ((0i64 as
                                                        i64))) { ::lowrite_core::builtins::layout::dim(& (b_ta__104
                                                        .clone()),
                                                        ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_pos((b_ma__104
                                                        .clone()).as_ref(), b_d__105.clone()), rw) ?) } else {
                                                        ::lowrite_core::builtins::layout::dim(& (b_tb__104.clone()),
                                                        ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_pos((b_mb__104
                                                        .clone()).as_ref(), b_d__105.clone()), rw) ?) }))
                                                        .unwrap_or(__a) } }) }) *
                                                        (::lowrite_core::builtins::layout::elems(& (b_t__104
                                                        .clone()), ((b_j__104.clone()) + ((1i64 as i64)))))))); }
                                                        __l })), rw) ?, rw) ? } } } } } } }, { let b_t__108 = rw
                                                        .source().value_type(b_b).clone(); { let b_m__108 =
                                                        ::lowrite_core::builtins::attrs::attr_elem((b_maps.clone())
                                                        .as_ref(), (1i64 as i64)); { let b_ma__108 =
                                                        ::lowrite_core::builtins::attrs::attr_elem((b_maps.clone())
                                                        .as_ref(), (0i64 as i64)); { let b_mb__108 =
                                                        ::lowrite_core::builtins::attrs::attr_elem((b_maps.clone())
                                                        .as_ref(), (1i64 as i64)); { let b_mc__108 =
                                                        ::lowrite_core::builtins::attrs::attr_elem((b_maps.clone())
                                                        .as_ref(), (2i64 as i64)); { let b_ta__108 = rw.source()
                                                        .value_type(b_a).clone(); { let b_tb__108 = rw.source()
                                                        .value_type(b_b).clone();
                                                        ::lowrite_core::builtins::values::element(rw.value(b_b) ?, &
                                                        (b_t__108.clone()),
                                                        ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::sum_of(&
                                                        ({ let mut __l = Vec::new(); for b_j__108 in
                                                        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range((0i64
                                                        as i64), ::lowrite_core::builtins::types::rank(& (b_t__108
                                                        .clone()))), rw) ? { let b_j__108 : i64 = b_j__108; __l
                                                        .push(::lowrite_core::convert::Ofr::Static((({ let b_d__109
                                                        =
                                                        ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_dim((b_m__108
                                                        .clone()).as_ref(), b_j__108.clone()), rw) ?; (if
                                                        ((::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_pos((b_mc__108
                                                        .clone()).as_ref(), b_d__109.clone()), rw) ?) >= ((0i64 as
                                                        i64))) { { let __a = (i64::checked_div(b_q__91.clone(),
                                                        ::lowrite_core::builtins::layout::elems(& (b_tc.clone()),
                                                        ((::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_pos((b_mc__108
                                                        .clone()).as_ref(), b_d__109.clone()), rw) ?) + ((1i64 as
                                                        i64))))).unwrap_or(0)); i64::checked_rem(__a,
                                                        ::lowrite_core::builtins::layout::dim(& (b_tc.clone()),
                                                        ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_pos((b_mc__108
                                                        .clone()).as_ref(), b_d__109.clone()), rw) ?))
                                                        .unwrap_or(__a) } } else { { let __a =
                                                        (i64::checked_div(b_p__91.clone(),
                                                        ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::product_of(&
                                                        ({ let mut __l = Vec::new(); for b_e__109 in
                                                        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range(((b_d__109
                                                        .clone()) + ((1i64 as i64))),
                                                        ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_arity((b_ma__108
                                                        .clone()).as_ref()), rw) ?), rw) ? { let b_e__109 : i64 =
                                                        b_e__109; if !
                                                        (((::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_pos((b_mc__108
                                                        .clone()).as_ref(), b_e__109.clone()), rw) ?) < ((0i64 as
                                                        i64)))) { continue; } __l
                                                        .push(::lowrite_core::convert::Ofr::Static((if
                                                        ((::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_pos((b_ma__108
                                                        .clone()).as_ref(), b_e__109.clone()), rw) ?) >= ((0i64 as
                                                        i64))) { ::lowrite_core::builtins::layout::dim(& (b_ta__108
                                                        .clone()),
                                                        ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_pos((b_ma__108
                                                        .clone()).as_ref(), b_e__109.clone()), rw) ?) } else {
                                                        ::lowrite_core::builtins::layout::dim(& (b_tb__108.clone()),
                                                        ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_pos((b_mb__108
                                                        .clone()).as_ref(), b_e__109.clone()), rw) ?) }))); } __l
                                                        })), rw) ?).unwrap_or(0)); i64::checked_rem(__a, (if
                                                        ((::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_pos((b_ma__108
                                                        .clone()).as_ref(), b_d__109.clone()), rw) ?) >= ((0i64 as
                                                        i64))) { ::lowrite_core::builtins::layout::dim(& (b_ta__108
                                                        .clone()),
                                                        ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_pos((b_ma__108
                                                        .clone()).as_ref(), b_d__109.clone()), rw) ?) } else {
                                                        ::lowrite_core::builtins::layout::dim(& (b_tb__108.clone()),
                                                        ::lowrite_core::convert::located(::lowrite_core::builtins::attrs::map_pos((b_mb__108
                                                        .clone()).as_ref(), b_d__109.clone()), rw) ?) }))
                                                        .unwrap_or(__a) } }) }) *
                                                        (::lowrite_core::builtins::layout::elems(& (b_t__108
                                                        .clone()), ((b_j__108.clone()) + ((1i64 as i64)))))))); }
                                                        __l })), rw) ?, rw) ? } } } } } } }
                                                    ],
                                                )
                                                .results(
                                                    vec![
                                                        { let __t = ::lowrite_core::builtins::types::elem(& (b_tc
                                                        .clone())); rw.convert_type(& __t) ? }
                                                    ],
                                                );
                                            rw.build_one(op, __spec, None)?
                                        }
                                    }),
                                );
                            }
                            __l
                        });
                        __v
                    },
                    rw,
                )?,
            );
        }
        __l
    };
    let b_accs = (if matches!(b_tc.clone(), ::lowrite_core::ir::Type::Vector { .. }) {
        {
            let mut __l = Vec::new();
            for b_q in ::lowrite_core::convert::located(
                ::lowrite_core::convert::bounded_range(
                    (0i64 as i64),
                    ::lowrite_core::builtins::layout::elems(
                        &(b_tc.clone()),
                        (0i64 as i64),
                    ),
                ),
                rw,
            )? {
                let b_q: i64 = b_q;
                __l.push(
                    ::lowrite_core::builtins::values::element(
                        rw.value(b_acc)?,
                        &(b_tc.clone()),
                        b_q.clone(),
                        rw,
                    )?,
                );
            }
            __l
        }
    } else {
        {
            let mut __l = Vec::new();
            __l.push(rw.value(b_acc)?);
            __l
        }
    });
    let __yielded = vec![
        (if matches!(b_tc.clone(), ::lowrite_core::ir::Type::Vector { .. }) {
        ::lowrite_core::builtins::values::from_scalars(& (b_tc.clone()), & { let mut __v
        : Vec < ::lowrite_core::ir::Value > = Vec::new(); __v.extend({ let mut __l =
        Vec::new(); for b_q in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range((0i64 as
        i64), ((b_products.clone()).len() as i64)), rw) ? { let b_q : i64 = b_q; __l
        .push((if (((! (matches!(b_tc.clone(), ::lowrite_core::ir::Type::Vector { ..
        })))) && (matches!(::lowrite_core::builtins::types::elem(& (b_tc.clone())),
        ::lowrite_core::ir::Type::Float(_)))) { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.intr.vector.reduce.fadd",
        ::lowrite_core::ir::Location::Unknown).operands(vec![rw.value(b_acc) ?,
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
        b_products.clone(), b_q.clone(), "value"), rw) ?]).results(vec![b_e.clone()]); rw
        .build_one(op, __spec, None) ? } } else { (if
        matches!(::lowrite_core::builtins::types::elem(& (b_tc.clone())),
        ::lowrite_core::ir::Type::Float(_)) { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.fadd",
        ::lowrite_core::ir::Location::Unknown).operands(vec![{ let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.intr.vector.reduce.fadd",
        ::lowrite_core::ir::Location::Unknown)
        .operands(vec![::lowrite_core::builtins::values::constant((0i64 as i64), & (b_e
        .clone()), rw) ?,
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
        b_products.clone(), b_q.clone(), "value"), rw) ?]).results(vec![b_e.clone()]); rw
        .build_one(op, __spec, None) ? },
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& b_accs
        .clone(), b_q.clone(), "value"), rw) ?]).results(vec![b_e.clone()]); rw
        .build_one(op, __spec, None) ? } } else { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.add",
        ::lowrite_core::ir::Location::Unknown).operands(vec![{ let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.intr.vector.reduce.add",
        ::lowrite_core::ir::Location::Unknown)
        .operands(vec![::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
        b_products.clone(), b_q.clone(), "value"), rw) ?]).results(vec![b_e.clone()]); rw
        .build_one(op, __spec, None) ? },
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& b_accs
        .clone(), b_q.clone(), "value"), rw) ?]).results(vec![b_e.clone()]); rw
        .build_one(op, __spec, None) ? } }) })); } __l }); __v }, rw) ? } else {
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& { let mut
        __l = Vec::new(); for b_q in
        ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range((0i64 as
        i64), ((b_products.clone()).len() as i64)), rw) ? { let b_q : i64 = b_q; __l
        .push((if (((! (matches!(b_tc.clone(), ::lowrite_core::ir::Type::Vector { ..
        })))) && (matches!(::lowrite_core::builtins::types::elem(& (b_tc.clone())),
        ::lowrite_core::ir::Type::Float(_)))) { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.intr.vector.reduce.fadd",
        ::lowrite_core::ir::Location::Unknown).operands(vec![rw.value(b_acc) ?,
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
        b_products.clone(), b_q.clone(), "value"), rw) ?]).results(vec![b_e.clone()]); rw
        .build_one(op, __spec, None) ? } } else { (if
        matches!(::lowrite_core::builtins::types::elem(& (b_tc.clone())),
        ::lowrite_core::ir::Type::Float(_)) { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.fadd",
        ::lowrite_core::ir::Location::Unknown).operands(vec![{ let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.intr.vector.reduce.fadd",
        ::lowrite_core::ir::Location::Unknown)
        .operands(vec![::lowrite_core::builtins::values::constant((0i64 as i64), & (b_e
        .clone()), rw) ?,
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
        b_products.clone(), b_q.clone(), "value"), rw) ?]).results(vec![b_e.clone()]); rw
        .build_one(op, __spec, None) ? },
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& b_accs
        .clone(), b_q.clone(), "value"), rw) ?]).results(vec![b_e.clone()]); rw
        .build_one(op, __spec, None) ? } } else { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.add",
        ::lowrite_core::ir::Location::Unknown).operands(vec![{ let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.intr.vector.reduce.add",
        ::lowrite_core::ir::Location::Unknown)
        .operands(vec![::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
        b_products.clone(), b_q.clone(), "value"), rw) ?]).results(vec![b_e.clone()]); rw
        .build_one(op, __spec, None) ? },
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& b_accs
        .clone(), b_q.clone(), "value"), rw) ?]).results(vec![b_e.clone()]); rw
        .build_one(op, __spec, None) ? } }) })); } __l }, (0i64 as i64), "value"), rw) ?
        })
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// A scalar, then the punctuation.
///
/// Rule at rules/vector.rules:507:
///
/// ```text
/// /// A scalar, then the punctuation.
/// rule vector.print(..xs) {punctuation = p?}
///     where len(xs) == 1 && !(nth(types(xs), 0) is vector) && printable(nth(types(xs), 0)) => {
///     let t = nth(types(xs), 0);
///     declare_print(t);
///     print_scalar(nth(xs, 0), t);
///     for _i in 0..punct_count(p) {
///         declare(punct_fn(p), llvm_func(void));
///         call(symbol(punct_fn(p)), void, []);
///     }
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_print_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() < 0usize {
        return Ok(false);
    }
    let b_xs: Vec<::lowrite_core::ir::Value> = __main[0usize..].to_vec();
    let b_p: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("punctuation")
        .cloned();
    if !((((((((b_xs.len() as i64)) == ((1i64 as i64))))
        && ((!(matches!(
            ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& b_xs
            .iter().map(| __v | rw.source().value_type(* __v).clone()).collect:: < Vec <
            ::lowrite_core::ir::Type >> (), (0i64 as i64), "element"), rw) ?,
            ::lowrite_core::ir::Type::Vector { .. }
        ))))))
        && ({
            let b_t__113 = ::lowrite_core::convert::located(
                ::lowrite_core::builtins::lists::nth(
                    &b_xs
                        .iter()
                        .map(|__v| rw.source().value_type(*__v).clone())
                        .collect::<Vec<::lowrite_core::ir::Type>>(),
                    (0i64 as i64),
                    "element",
                ),
                rw,
            )?;
            ((((((((((matches!(
                b_t__113.clone(),
                ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F16)
            ))
                || (matches!(
                    b_t__113.clone(),
                    ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::BF16)
                ))))
                || (matches!(
                    b_t__113.clone(),
                    ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F32)
                ))))
                || (matches!(
                    b_t__113.clone(),
                    ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F64)
                ))))
                || (((::lowrite_core::builtins::layout::apfloat_semantics(
                    &(b_t__113.clone()),
                )) >= ((0i64 as i64))))))
                || (((((matches!(b_t__113.clone(), ::lowrite_core::ir::Type::Int { .. }))
                    || (matches!(b_t__113.clone(), ::lowrite_core::ir::Type::Index))))
                    && (((::lowrite_core::builtins::types::width(
                        &({
                            let __t = b_t__113.clone();
                            rw.convert_type(&__t)?
                        }),
                    )) <= ((64i64 as i64)))))))
        })))
    {
        return Ok(false);
    }
    let b_t = ::lowrite_core::convert::located(
        ::lowrite_core::builtins::lists::nth(
            &b_xs
                .iter()
                .map(|__v| rw.source().value_type(*__v).clone())
                .collect::<Vec<::lowrite_core::ir::Type>>(),
            (0i64 as i64),
            "element",
        ),
        rw,
    )?;
    let _ = (if ((::lowrite_core::builtins::layout::apfloat_semantics(&(b_t.clone())))
        >= ((0i64 as i64)))
    {
        ::lowrite_core::builtins::ir::declare(
            &("printApFloat"),
            &(::lowrite_core::builtins::types::llvm_func(
                &(::lowrite_core::ir::Type::Void),
                &vec![
                    ::lowrite_core::ir::Type::int(32u32),
                    ::lowrite_core::ir::Type::int(64u32)
                ],
            )),
            rw,
        )?
    } else {
        ::lowrite_core::builtins::ir::declare(
            &((if matches!(
                b_t.clone(),
                ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F32)
            ) {
                ::std::string::String::from("printF32")
            } else {
                ::std::string::String::from(
                    (if matches!(
                        b_t.clone(),
                        ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F64)
                    ) {
                        ::std::string::String::from("printF64")
                    } else {
                        ::std::string::String::from(
                            (if matches!(
                                b_t.clone(),
                                ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F16)
                            ) {
                                ::std::string::String::from("printF16")
                            } else {
                                ::std::string::String::from(
                                    (if matches!(
                                        b_t.clone(),
                                        ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::BF16)
                                    ) {
                                        ::std::string::String::from("printBF16")
                                    } else {
                                        ::std::string::String::from(
                                            (if (({
                                                let __t: ::lowrite_core::ir::Type = b_t.clone();
                                                (|| -> ::core::option::Option<()> {
                                                    let ::lowrite_core::ir::Type::Int {
                                                        width: __w1,
                                                        signedness: ::lowrite_core::ir::Signedness::Unsigned,
                                                        ..
                                                    } = (&__t) else {
                                                        return None;
                                                    };
                                                    Some(())
                                                })()
                                                    .is_some()
                                            })
                                                || (matches!(b_t.clone(), ::lowrite_core::ir::Type::Index)))
                                            {
                                                ::std::string::String::from("printU64")
                                            } else {
                                                ::std::string::String::from("printI64")
                                            }),
                                        )
                                    }),
                                )
                            }),
                        )
                    }),
                )
            })),
            &(::lowrite_core::builtins::types::llvm_func(
                &(::lowrite_core::ir::Type::Void),
                &vec![
                    (if ((matches!(b_t.clone(),
                    ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F32)))
                    || (matches!(b_t.clone(),
                    ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F64))))
                    { { let __t = b_t.clone(); rw.convert_type(& __t) ? } } else { (if
                    matches!(b_t.clone(), ::lowrite_core::ir::Type::Float(_)) {
                    ::lowrite_core::ir::Type::int(16u32) } else {
                    ::lowrite_core::ir::Type::int(64u32) }) })
                ],
            )),
            rw,
        )?
    });
    let _ = {
        let b_x__117 = ::lowrite_core::convert::located(
            ::lowrite_core::builtins::lists::nth(
                &rw.values(&b_xs)?,
                (0i64 as i64),
                "value",
            ),
            rw,
        )?;
        (if ((::lowrite_core::builtins::layout::apfloat_semantics(&(b_t.clone())))
            >= ((0i64 as i64)))
        {
            ::lowrite_core::builtins::ir::call(
                (::lowrite_core::builtins::attrs::symbol(&("printApFloat"))).as_ref(),
                &(::lowrite_core::ir::Type::Void),
                &({
                    let mut __l = Vec::new();
                    __l.push(
                        ::lowrite_core::builtins::values::constant(
                            ::lowrite_core::builtins::layout::apfloat_semantics(
                                &(b_t.clone()),
                            ),
                            &(::lowrite_core::ir::Type::int(32u32)),
                            rw,
                        )?,
                    );
                    __l.push({
                        let __spec = ::lowrite_core::ir::OpSpec::new(
                                "llvm.zext",
                                ::lowrite_core::ir::Location::Unknown,
                            )
                            .operands(vec![b_x__117])
                            .results(vec![::lowrite_core::ir::Type::int(64u32)]);
                        rw.build_one(op, __spec, None)?
                    });
                    __l
                }),
                rw,
            )?
        } else {
            ::lowrite_core::builtins::ir::call(
                (::lowrite_core::builtins::attrs::symbol(
                    &((if matches!(
                        b_t.clone(),
                        ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F32)
                    ) {
                        ::std::string::String::from("printF32")
                    } else {
                        ::std::string::String::from(
                            (if matches!(
                                b_t.clone(),
                                ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F64)
                            ) {
                                ::std::string::String::from("printF64")
                            } else {
                                ::std::string::String::from(
                                    (if matches!(
                                        b_t.clone(),
                                        ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F16)
                                    ) {
                                        ::std::string::String::from("printF16")
                                    } else {
                                        ::std::string::String::from(
                                            (if matches!(
                                                b_t.clone(),
                                                ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::BF16)
                                            ) {
                                                ::std::string::String::from("printBF16")
                                            } else {
                                                ::std::string::String::from(
                                                    (if (({
                                                        let __t: ::lowrite_core::ir::Type = b_t.clone();
                                                        (|| -> ::core::option::Option<()> {
                                                            let ::lowrite_core::ir::Type::Int {
                                                                width: __w2,
                                                                signedness: ::lowrite_core::ir::Signedness::Unsigned,
                                                                ..
                                                            } = (&__t) else {
                                                                return None;
                                                            };
                                                            Some(())
                                                        })()
                                                            .is_some()
                                                    })
                                                        || (matches!(b_t.clone(), ::lowrite_core::ir::Type::Index)))
                                                    {
                                                        ::std::string::String::from("printU64")
                                                    } else {
                                                        ::std::string::String::from("printI64")
                                                    }),
                                                )
                                            }),
                                        )
                                    }),
                                )
                            }),
                        )
                    })),
                ))
                    .as_ref(),
                &(::lowrite_core::ir::Type::Void),
                &({
                    let mut __l = Vec::new();
                    __l.push(
                        (if ((matches!(
                            b_t.clone(),
                            ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F32)
                        ))
                            || (matches!(
                                b_t.clone(),
                                ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F64)
                            )))
                        {
                            b_x__117
                        } else {
                            (if matches!(
                                b_t.clone(), ::lowrite_core::ir::Type::Float(_)
                            ) {
                                {
                                    let __spec = ::lowrite_core::ir::OpSpec::new(
                                            "llvm.bitcast",
                                            ::lowrite_core::ir::Location::Unknown,
                                        )
                                        .operands(vec![b_x__117])
                                        .results(vec![::lowrite_core::ir::Type::int(16u32)]);
                                    rw.build_one(op, __spec, None)?
                                }
                            } else {
                                (if ((::lowrite_core::builtins::types::width(
                                    &({
                                        let __t = b_t.clone();
                                        rw.convert_type(&__t)?
                                    }),
                                )) == ((64i64 as i64)))
                                {
                                    b_x__117
                                } else {
                                    (if (((({
                                        let __t: ::lowrite_core::ir::Type = b_t.clone();
                                        (|| -> ::core::option::Option<()> {
                                            let ::lowrite_core::ir::Type::Int {
                                                width: __w3,
                                                signedness: ::lowrite_core::ir::Signedness::Unsigned,
                                                ..
                                            } = (&__t) else {
                                                return None;
                                            };
                                            Some(())
                                        })()
                                            .is_some()
                                    })
                                        || (matches!(
                                            b_t.clone(), ::lowrite_core::ir::Type::Index
                                        ))))
                                        || (((::lowrite_core::builtins::types::width(
                                            &({
                                                let __t = b_t.clone();
                                                rw.convert_type(&__t)?
                                            }),
                                        )) == ((1i64 as i64)))))
                                    {
                                        {
                                            let __spec = ::lowrite_core::ir::OpSpec::new(
                                                    "llvm.zext",
                                                    ::lowrite_core::ir::Location::Unknown,
                                                )
                                                .operands(vec![b_x__117])
                                                .results(vec![::lowrite_core::ir::Type::int(64u32)]);
                                            rw.build_one(op, __spec, None)?
                                        }
                                    } else {
                                        {
                                            let __spec = ::lowrite_core::ir::OpSpec::new(
                                                    "llvm.sext",
                                                    ::lowrite_core::ir::Location::Unknown,
                                                )
                                                .operands(vec![b_x__117])
                                                .results(vec![::lowrite_core::ir::Type::int(64u32)]);
                                            rw.build_one(op, __spec, None)?
                                        }
                                    })
                                })
                            })
                        }),
                    );
                    __l
                }),
                rw,
            )?
        })
    };
    for b__i in ::lowrite_core::convert::located(
        ::lowrite_core::convert::bounded_range(
            (0i64 as i64),
            (if (!(::lowrite_core::builtins::attrs::present((b_p.clone()).as_ref()))) {
                (1i64 as i64)
            } else {
                (if ((::lowrite_core::builtins::attrs::case_of((b_p.clone()).as_ref()))
                    == ("no_punctuation"))
                {
                    (0i64 as i64)
                } else {
                    (1i64 as i64)
                })
            }),
        ),
        rw,
    )? {
        let b__i: i64 = b__i;
        let _ = ::lowrite_core::builtins::ir::declare(
            &({
                let b___match_27018__121 = ::lowrite_core::builtins::attrs::case_of(
                    (b_p.clone()).as_ref(),
                );
                (if ((b___match_27018__121.clone()) == ("comma")) {
                    ::std::string::String::from("printComma")
                } else {
                    ::std::string::String::from(
                        (if ((b___match_27018__121.clone()) == ("open")) {
                            ::std::string::String::from("printOpen")
                        } else {
                            ::std::string::String::from(
                                (if ((b___match_27018__121.clone()) == ("close")) {
                                    ::std::string::String::from("printClose")
                                } else {
                                    ::std::string::String::from("printNewline")
                                }),
                            )
                        }),
                    )
                })
            }),
            &(::lowrite_core::builtins::types::llvm_func(
                &(::lowrite_core::ir::Type::Void),
                &Vec::<::lowrite_core::ir::Type>::new(),
            )),
            rw,
        )?;
        let _ = ::lowrite_core::builtins::ir::call(
            (::lowrite_core::builtins::attrs::symbol(
                &({
                    let b___match_27018__122 = ::lowrite_core::builtins::attrs::case_of(
                        (b_p.clone()).as_ref(),
                    );
                    (if ((b___match_27018__122.clone()) == ("comma")) {
                        ::std::string::String::from("printComma")
                    } else {
                        ::std::string::String::from(
                            (if ((b___match_27018__122.clone()) == ("open")) {
                                ::std::string::String::from("printOpen")
                            } else {
                                ::std::string::String::from(
                                    (if ((b___match_27018__122.clone()) == ("close")) {
                                        ::std::string::String::from("printClose")
                                    } else {
                                        ::std::string::String::from("printNewline")
                                    }),
                                )
                            }),
                        )
                    })
                }),
            ))
                .as_ref(),
            &(::lowrite_core::ir::Type::Void),
            &({
                let mut __l = Vec::new();
                __l
            }),
            rw,
        )?;
    }
    rw.replace(op, Vec::new())?;
    Ok(true)
}
/// A fixed-size vector of any rank, element by element in row-major order, as upstream's
/// decomposition into loops prints it: `( ( 1, 2 ), ( 3, 4 ) )`. A 0-D vector prints as `( x )`.
/// Element `k` opens (and then closes) one parenthesis per dimension whose block of elements
/// it starts (ends); a comma follows every element but the last.
///
/// Rule at rules/vector.rules:522:
///
/// ```text
/// /// A fixed-size vector of any rank, element by element in row-major order, as upstream's
/// /// decomposition into loops prints it: `( ( 1, 2 ), ( 3, 4 ) )`. A 0-D vector prints as `( x )`.
/// /// Element `k` opens (and then closes) one parenthesis per dimension whose block of elements
/// /// it starts (ends); a comma follows every element but the last.
/// rule vector.print(..vs) {punctuation = p?}
///     where len(vs) == 1 && nth(types(vs), 0) is vector && printable(elem(nth(types(vs), 0)))
///         && elems(nth(types(vs), 0), 0) > 0 => {
///     let v = nth(vs, 0);
///     let t = nth(types(vs), 0);
///     let e = elem(t);
///     let r = if rank(t) == 0 { 1 } else { rank(t) };
///     let n = elems(t, 0);
///     declare("printOpen", llvm_func(void));
///     declare("printClose", llvm_func(void));
///     declare("printComma", llvm_func(void));
///     declare_print(e);
///     for k in 0..n {
///         for _o in 0..len([d for d in 0..r if k % elems(t, d) == 0]) {
///             call(symbol("printOpen"), void, []);
///         }
///         let row = if rank(t) <= 1 { v } else { extract(v, [k / elems(t, d + 1) % dim(t, d) for d in 0..rank(t) - 1]) };
///         let x = llvm.extractelement(row, constant(if rank(t) == 0 { 0 } else { k % dim(t, rank(t) - 1) }, i64)) : convert(e);
///         print_scalar(x, e);
///         for _c in 0..len([d for d in 0..r if (k + 1) % elems(t, d) == 0]) {
///             call(symbol("printClose"), void, []);
///         }
///         for _m in 0..if k + 1 < n { 1 } else { 0 } {
///             call(symbol("printComma"), void, []);
///         }
///     }
///     for _i in 0..punct_count(p) {
///         declare(punct_fn(p), llvm_func(void));
///         call(symbol(punct_fn(p)), void, []);
///     }
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_print_1(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() < 0usize {
        return Ok(false);
    }
    let b_vs: Vec<::lowrite_core::ir::Value> = __main[0usize..].to_vec();
    let b_p: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("punctuation")
        .cloned();
    if !((((((((((b_vs.len() as i64)) == ((1i64 as i64))))
        && (matches!(
            ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& b_vs
            .iter().map(| __v | rw.source().value_type(* __v).clone()).collect:: < Vec <
            ::lowrite_core::ir::Type >> (), (0i64 as i64), "element"), rw) ?,
            ::lowrite_core::ir::Type::Vector { .. }
        ))))
        && ({
            let b_t__123 = ::lowrite_core::builtins::types::elem(
                &(::lowrite_core::convert::located(
                    ::lowrite_core::builtins::lists::nth(
                        &b_vs
                            .iter()
                            .map(|__v| rw.source().value_type(*__v).clone())
                            .collect::<Vec<::lowrite_core::ir::Type>>(),
                        (0i64 as i64),
                        "element",
                    ),
                    rw,
                )?),
            );
            ((((((((((matches!(
                b_t__123.clone(),
                ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F16)
            ))
                || (matches!(
                    b_t__123.clone(),
                    ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::BF16)
                ))))
                || (matches!(
                    b_t__123.clone(),
                    ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F32)
                ))))
                || (matches!(
                    b_t__123.clone(),
                    ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F64)
                ))))
                || (((::lowrite_core::builtins::layout::apfloat_semantics(
                    &(b_t__123.clone()),
                )) >= ((0i64 as i64))))))
                || (((((matches!(b_t__123.clone(), ::lowrite_core::ir::Type::Int { .. }))
                    || (matches!(b_t__123.clone(), ::lowrite_core::ir::Type::Index))))
                    && (((::lowrite_core::builtins::types::width(
                        &({
                            let __t = b_t__123.clone();
                            rw.convert_type(&__t)?
                        }),
                    )) <= ((64i64 as i64)))))))
        })))
        && (((::lowrite_core::builtins::layout::elems(
            &(::lowrite_core::convert::located(
                ::lowrite_core::builtins::lists::nth(
                    &b_vs
                        .iter()
                        .map(|__v| rw.source().value_type(*__v).clone())
                        .collect::<Vec<::lowrite_core::ir::Type>>(),
                    (0i64 as i64),
                    "element",
                ),
                rw,
            )?),
            (0i64 as i64),
        )) > ((0i64 as i64))))))
    {
        return Ok(false);
    }
    let b_v = ::lowrite_core::convert::located(
        ::lowrite_core::builtins::lists::nth(&rw.values(&b_vs)?, (0i64 as i64), "value"),
        rw,
    )?;
    let b_t = ::lowrite_core::convert::located(
        ::lowrite_core::builtins::lists::nth(
            &b_vs
                .iter()
                .map(|__v| rw.source().value_type(*__v).clone())
                .collect::<Vec<::lowrite_core::ir::Type>>(),
            (0i64 as i64),
            "element",
        ),
        rw,
    )?;
    let b_e = ::lowrite_core::builtins::types::elem(&(b_t.clone()));
    let b_r = (if ((::lowrite_core::builtins::types::rank(&(b_t.clone())))
        == ((0i64 as i64)))
    {
        (1i64 as i64)
    } else {
        ::lowrite_core::builtins::types::rank(&(b_t.clone()))
    });
    let b_n = ::lowrite_core::builtins::layout::elems(&(b_t.clone()), (0i64 as i64));
    let _ = ::lowrite_core::builtins::ir::declare(
        &("printOpen"),
        &(::lowrite_core::builtins::types::llvm_func(
            &(::lowrite_core::ir::Type::Void),
            &Vec::<::lowrite_core::ir::Type>::new(),
        )),
        rw,
    )?;
    let _ = ::lowrite_core::builtins::ir::declare(
        &("printClose"),
        &(::lowrite_core::builtins::types::llvm_func(
            &(::lowrite_core::ir::Type::Void),
            &Vec::<::lowrite_core::ir::Type>::new(),
        )),
        rw,
    )?;
    let _ = ::lowrite_core::builtins::ir::declare(
        &("printComma"),
        &(::lowrite_core::builtins::types::llvm_func(
            &(::lowrite_core::ir::Type::Void),
            &Vec::<::lowrite_core::ir::Type>::new(),
        )),
        rw,
    )?;
    let _ = (if ((::lowrite_core::builtins::layout::apfloat_semantics(&(b_e.clone())))
        >= ((0i64 as i64)))
    {
        ::lowrite_core::builtins::ir::declare(
            &("printApFloat"),
            &(::lowrite_core::builtins::types::llvm_func(
                &(::lowrite_core::ir::Type::Void),
                &vec![
                    ::lowrite_core::ir::Type::int(32u32),
                    ::lowrite_core::ir::Type::int(64u32)
                ],
            )),
            rw,
        )?
    } else {
        ::lowrite_core::builtins::ir::declare(
            &((if matches!(
                b_e.clone(),
                ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F32)
            ) {
                ::std::string::String::from("printF32")
            } else {
                ::std::string::String::from(
                    (if matches!(
                        b_e.clone(),
                        ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F64)
                    ) {
                        ::std::string::String::from("printF64")
                    } else {
                        ::std::string::String::from(
                            (if matches!(
                                b_e.clone(),
                                ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F16)
                            ) {
                                ::std::string::String::from("printF16")
                            } else {
                                ::std::string::String::from(
                                    (if matches!(
                                        b_e.clone(),
                                        ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::BF16)
                                    ) {
                                        ::std::string::String::from("printBF16")
                                    } else {
                                        ::std::string::String::from(
                                            (if (({
                                                let __t: ::lowrite_core::ir::Type = b_e.clone();
                                                (|| -> ::core::option::Option<()> {
                                                    let ::lowrite_core::ir::Type::Int {
                                                        width: __w1,
                                                        signedness: ::lowrite_core::ir::Signedness::Unsigned,
                                                        ..
                                                    } = (&__t) else {
                                                        return None;
                                                    };
                                                    Some(())
                                                })()
                                                    .is_some()
                                            })
                                                || (matches!(b_e.clone(), ::lowrite_core::ir::Type::Index)))
                                            {
                                                ::std::string::String::from("printU64")
                                            } else {
                                                ::std::string::String::from("printI64")
                                            }),
                                        )
                                    }),
                                )
                            }),
                        )
                    }),
                )
            })),
            &(::lowrite_core::builtins::types::llvm_func(
                &(::lowrite_core::ir::Type::Void),
                &vec![
                    (if ((matches!(b_e.clone(),
                    ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F32)))
                    || (matches!(b_e.clone(),
                    ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F64))))
                    { { let __t = b_e.clone(); rw.convert_type(& __t) ? } } else { (if
                    matches!(b_e.clone(), ::lowrite_core::ir::Type::Float(_)) {
                    ::lowrite_core::ir::Type::int(16u32) } else {
                    ::lowrite_core::ir::Type::int(64u32) }) })
                ],
            )),
            rw,
        )?
    });
    for b_k in ::lowrite_core::convert::located(
        ::lowrite_core::convert::bounded_range((0i64 as i64), b_n.clone()),
        rw,
    )? {
        let b_k: i64 = b_k;
        for b__o in ::lowrite_core::convert::located(
            ::lowrite_core::convert::bounded_range(
                (0i64 as i64),
                (({
                    let mut __l = Vec::new();
                    for b_d in ::lowrite_core::convert::located(
                        ::lowrite_core::convert::bounded_range(
                            (0i64 as i64),
                            b_r.clone(),
                        ),
                        rw,
                    )? {
                        let b_d: i64 = b_d;
                        if !((({
                            let __a = b_k.clone();
                            i64::checked_rem(
                                    __a,
                                    ::lowrite_core::builtins::layout::elems(
                                        &(b_t.clone()),
                                        b_d.clone(),
                                    ),
                                )
                                .unwrap_or(__a)
                        }) == ((0i64 as i64))))
                        {
                            continue;
                        }
                        __l.push(::lowrite_core::convert::Ofr::Static(b_d.clone()));
                    }
                    __l
                })
                    .len() as i64),
            ),
            rw,
        )? {
            let b__o: i64 = b__o;
            let _ = ::lowrite_core::builtins::ir::call(
                (::lowrite_core::builtins::attrs::symbol(&("printOpen"))).as_ref(),
                &(::lowrite_core::ir::Type::Void),
                &({
                    let mut __l = Vec::new();
                    __l
                }),
                rw,
            )?;
        }
        let b_row = (if ((::lowrite_core::builtins::types::rank(&(b_t.clone())))
            <= ((1i64 as i64)))
        {
            b_v
        } else {
            {
                let __v = b_v;
                let mut __p: Vec<i64> = Vec::new();
                for __o in {
                    let mut __l = Vec::new();
                    for b_d in ::lowrite_core::convert::located(
                        ::lowrite_core::convert::bounded_range(
                            (0i64 as i64),
                            ((::lowrite_core::builtins::types::rank(&(b_t.clone())))
                                - ((1i64 as i64))),
                        ),
                        rw,
                    )? {
                        let b_d: i64 = b_d;
                        __l.push(
                            ::lowrite_core::convert::Ofr::Static({
                                let __a = (i64::checked_div(
                                        b_k.clone(),
                                        ::lowrite_core::builtins::layout::elems(
                                            &(b_t.clone()),
                                            ((b_d.clone()) + ((1i64 as i64))),
                                        ),
                                    )
                                    .unwrap_or(0));
                                i64::checked_rem(
                                        __a,
                                        ::lowrite_core::builtins::layout::dim(
                                            &(b_t.clone()),
                                            b_d.clone(),
                                        ),
                                    )
                                    .unwrap_or(__a)
                            }),
                        );
                    }
                    __l
                } {
                    __p.push(::lowrite_core::builtins::values::static_of(__o, rw)?);
                }
                ::lowrite_core::builtins::values::extract(__v, &__p, rw)?
            }
        });
        let b_x = {
            let __spec = ::lowrite_core::ir::OpSpec::new(
                    "llvm.extractelement",
                    ::lowrite_core::ir::Location::Unknown,
                )
                .operands(
                    vec![
                        b_row, ::lowrite_core::builtins::values::constant((if
                        ((::lowrite_core::builtins::types::rank(& (b_t.clone()))) ==
                        ((0i64 as i64))) { (0i64 as i64) } else { { let __a = b_k
                        .clone(); i64::checked_rem(__a,
                        ::lowrite_core::builtins::layout::dim(& (b_t.clone()),
                        ((::lowrite_core::builtins::types::rank(& (b_t.clone()))) -
                        ((1i64 as i64))))).unwrap_or(__a) } }), &
                        (::lowrite_core::ir::Type::int(64u32)), rw) ?
                    ],
                )
                .results(vec![{ let __t = b_e.clone(); rw.convert_type(& __t) ? }]);
            rw.build_one(op, __spec, None)?
        };
        let _ = (if ((::lowrite_core::builtins::layout::apfloat_semantics(
            &(b_e.clone()),
        )) >= ((0i64 as i64)))
        {
            ::lowrite_core::builtins::ir::call(
                (::lowrite_core::builtins::attrs::symbol(&("printApFloat"))).as_ref(),
                &(::lowrite_core::ir::Type::Void),
                &({
                    let mut __l = Vec::new();
                    __l.push(
                        ::lowrite_core::builtins::values::constant(
                            ::lowrite_core::builtins::layout::apfloat_semantics(
                                &(b_e.clone()),
                            ),
                            &(::lowrite_core::ir::Type::int(32u32)),
                            rw,
                        )?,
                    );
                    __l.push({
                        let __spec = ::lowrite_core::ir::OpSpec::new(
                                "llvm.zext",
                                ::lowrite_core::ir::Location::Unknown,
                            )
                            .operands(vec![b_x])
                            .results(vec![::lowrite_core::ir::Type::int(64u32)]);
                        rw.build_one(op, __spec, None)?
                    });
                    __l
                }),
                rw,
            )?
        } else {
            ::lowrite_core::builtins::ir::call(
                (::lowrite_core::builtins::attrs::symbol(
                    &((if matches!(
                        b_e.clone(),
                        ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F32)
                    ) {
                        ::std::string::String::from("printF32")
                    } else {
                        ::std::string::String::from(
                            (if matches!(
                                b_e.clone(),
                                ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F64)
                            ) {
                                ::std::string::String::from("printF64")
                            } else {
                                ::std::string::String::from(
                                    (if matches!(
                                        b_e.clone(),
                                        ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F16)
                                    ) {
                                        ::std::string::String::from("printF16")
                                    } else {
                                        ::std::string::String::from(
                                            (if matches!(
                                                b_e.clone(),
                                                ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::BF16)
                                            ) {
                                                ::std::string::String::from("printBF16")
                                            } else {
                                                ::std::string::String::from(
                                                    (if (({
                                                        let __t: ::lowrite_core::ir::Type = b_e.clone();
                                                        (|| -> ::core::option::Option<()> {
                                                            let ::lowrite_core::ir::Type::Int {
                                                                width: __w2,
                                                                signedness: ::lowrite_core::ir::Signedness::Unsigned,
                                                                ..
                                                            } = (&__t) else {
                                                                return None;
                                                            };
                                                            Some(())
                                                        })()
                                                            .is_some()
                                                    })
                                                        || (matches!(b_e.clone(), ::lowrite_core::ir::Type::Index)))
                                                    {
                                                        ::std::string::String::from("printU64")
                                                    } else {
                                                        ::std::string::String::from("printI64")
                                                    }),
                                                )
                                            }),
                                        )
                                    }),
                                )
                            }),
                        )
                    })),
                ))
                    .as_ref(),
                &(::lowrite_core::ir::Type::Void),
                &({
                    let mut __l = Vec::new();
                    __l.push(
                        (if ((matches!(
                            b_e.clone(),
                            ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F32)
                        ))
                            || (matches!(
                                b_e.clone(),
                                ::lowrite_core::ir::Type::Float(::lowrite_core::ir::FloatKind::F64)
                            )))
                        {
                            b_x
                        } else {
                            (if matches!(
                                b_e.clone(), ::lowrite_core::ir::Type::Float(_)
                            ) {
                                {
                                    let __spec = ::lowrite_core::ir::OpSpec::new(
                                            "llvm.bitcast",
                                            ::lowrite_core::ir::Location::Unknown,
                                        )
                                        .operands(vec![b_x])
                                        .results(vec![::lowrite_core::ir::Type::int(16u32)]);
                                    rw.build_one(op, __spec, None)?
                                }
                            } else {
                                (if ((::lowrite_core::builtins::types::width(
                                    &({
                                        let __t = b_e.clone();
                                        rw.convert_type(&__t)?
                                    }),
                                )) == ((64i64 as i64)))
                                {
                                    b_x
                                } else {
                                    (if (((({
                                        let __t: ::lowrite_core::ir::Type = b_e.clone();
                                        (|| -> ::core::option::Option<()> {
                                            let ::lowrite_core::ir::Type::Int {
                                                width: __w3,
                                                signedness: ::lowrite_core::ir::Signedness::Unsigned,
                                                ..
                                            } = (&__t) else {
                                                return None;
                                            };
                                            Some(())
                                        })()
                                            .is_some()
                                    })
                                        || (matches!(
                                            b_e.clone(), ::lowrite_core::ir::Type::Index
                                        ))))
                                        || (((::lowrite_core::builtins::types::width(
                                            &({
                                                let __t = b_e.clone();
                                                rw.convert_type(&__t)?
                                            }),
                                        )) == ((1i64 as i64)))))
                                    {
                                        {
                                            let __spec = ::lowrite_core::ir::OpSpec::new(
                                                    "llvm.zext",
                                                    ::lowrite_core::ir::Location::Unknown,
                                                )
                                                .operands(vec![b_x])
                                                .results(vec![::lowrite_core::ir::Type::int(64u32)]);
                                            rw.build_one(op, __spec, None)?
                                        }
                                    } else {
                                        {
                                            let __spec = ::lowrite_core::ir::OpSpec::new(
                                                    "llvm.sext",
                                                    ::lowrite_core::ir::Location::Unknown,
                                                )
                                                .operands(vec![b_x])
                                                .results(vec![::lowrite_core::ir::Type::int(64u32)]);
                                            rw.build_one(op, __spec, None)?
                                        }
                                    })
                                })
                            })
                        }),
                    );
                    __l
                }),
                rw,
            )?
        });
        for b__c in ::lowrite_core::convert::located(
            ::lowrite_core::convert::bounded_range(
                (0i64 as i64),
                (({
                    let mut __l = Vec::new();
                    for b_d in ::lowrite_core::convert::located(
                        ::lowrite_core::convert::bounded_range(
                            (0i64 as i64),
                            b_r.clone(),
                        ),
                        rw,
                    )? {
                        let b_d: i64 = b_d;
                        if !((({
                            let __a = ((b_k.clone()) + ((1i64 as i64)));
                            i64::checked_rem(
                                    __a,
                                    ::lowrite_core::builtins::layout::elems(
                                        &(b_t.clone()),
                                        b_d.clone(),
                                    ),
                                )
                                .unwrap_or(__a)
                        }) == ((0i64 as i64))))
                        {
                            continue;
                        }
                        __l.push(::lowrite_core::convert::Ofr::Static(b_d.clone()));
                    }
                    __l
                })
                    .len() as i64),
            ),
            rw,
        )? {
            let b__c: i64 = b__c;
            let _ = ::lowrite_core::builtins::ir::call(
                (::lowrite_core::builtins::attrs::symbol(&("printClose"))).as_ref(),
                &(::lowrite_core::ir::Type::Void),
                &({
                    let mut __l = Vec::new();
                    __l
                }),
                rw,
            )?;
        }
        for b__m in ::lowrite_core::convert::located(
            ::lowrite_core::convert::bounded_range(
                (0i64 as i64),
                (if ((((b_k.clone()) + ((1i64 as i64)))) < (b_n.clone())) {
                    (1i64 as i64)
                } else {
                    (0i64 as i64)
                }),
            ),
            rw,
        )? {
            let b__m: i64 = b__m;
            let _ = ::lowrite_core::builtins::ir::call(
                (::lowrite_core::builtins::attrs::symbol(&("printComma"))).as_ref(),
                &(::lowrite_core::ir::Type::Void),
                &({
                    let mut __l = Vec::new();
                    __l
                }),
                rw,
            )?;
        }
    }
    for b__i in ::lowrite_core::convert::located(
        ::lowrite_core::convert::bounded_range(
            (0i64 as i64),
            (if (!(::lowrite_core::builtins::attrs::present((b_p.clone()).as_ref()))) {
                (1i64 as i64)
            } else {
                (if ((::lowrite_core::builtins::attrs::case_of((b_p.clone()).as_ref()))
                    == ("no_punctuation"))
                {
                    (0i64 as i64)
                } else {
                    (1i64 as i64)
                })
            }),
        ),
        rw,
    )? {
        let b__i: i64 = b__i;
        let _ = ::lowrite_core::builtins::ir::declare(
            &({
                let b___match_27018__131 = ::lowrite_core::builtins::attrs::case_of(
                    (b_p.clone()).as_ref(),
                );
                (if ((b___match_27018__131.clone()) == ("comma")) {
                    ::std::string::String::from("printComma")
                } else {
                    ::std::string::String::from(
                        (if ((b___match_27018__131.clone()) == ("open")) {
                            ::std::string::String::from("printOpen")
                        } else {
                            ::std::string::String::from(
                                (if ((b___match_27018__131.clone()) == ("close")) {
                                    ::std::string::String::from("printClose")
                                } else {
                                    ::std::string::String::from("printNewline")
                                }),
                            )
                        }),
                    )
                })
            }),
            &(::lowrite_core::builtins::types::llvm_func(
                &(::lowrite_core::ir::Type::Void),
                &Vec::<::lowrite_core::ir::Type>::new(),
            )),
            rw,
        )?;
        let _ = ::lowrite_core::builtins::ir::call(
            (::lowrite_core::builtins::attrs::symbol(
                &({
                    let b___match_27018__132 = ::lowrite_core::builtins::attrs::case_of(
                        (b_p.clone()).as_ref(),
                    );
                    (if ((b___match_27018__132.clone()) == ("comma")) {
                        ::std::string::String::from("printComma")
                    } else {
                        ::std::string::String::from(
                            (if ((b___match_27018__132.clone()) == ("open")) {
                                ::std::string::String::from("printOpen")
                            } else {
                                ::std::string::String::from(
                                    (if ((b___match_27018__132.clone()) == ("close")) {
                                        ::std::string::String::from("printClose")
                                    } else {
                                        ::std::string::String::from("printNewline")
                                    }),
                                )
                            }),
                        )
                    })
                }),
            ))
                .as_ref(),
            &(::lowrite_core::ir::Type::Void),
            &({
                let mut __l = Vec::new();
                __l
            }),
            rw,
        )?;
    }
    rw.replace(op, Vec::new())?;
    Ok(true)
}
/// Punctuation alone.
///
/// Rule at rules/vector.rules:555:
///
/// ```text
/// /// Punctuation alone.
/// rule vector.print(..xs) {punctuation = p?, stringLiteral = s?} where len(xs) == 0 && !present(s) => {
///     for _i in 0..punct_count(p) {
///         declare(punct_fn(p), llvm_func(void));
///         call(symbol(punct_fn(p)), void, []);
///     }
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_print_2(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() < 0usize {
        return Ok(false);
    }
    let b_xs: Vec<::lowrite_core::ir::Value> = __main[0usize..].to_vec();
    let b_p: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("punctuation")
        .cloned();
    let b_s: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("stringLiteral")
        .cloned();
    if !((((((b_xs.len() as i64)) == ((0i64 as i64))))
        && ((!(::lowrite_core::builtins::attrs::present((b_s.clone()).as_ref()))))))
    {
        return Ok(false);
    }
    for b__i in ::lowrite_core::convert::located(
        ::lowrite_core::convert::bounded_range(
            (0i64 as i64),
            (if (!(::lowrite_core::builtins::attrs::present((b_p.clone()).as_ref()))) {
                (1i64 as i64)
            } else {
                (if ((::lowrite_core::builtins::attrs::case_of((b_p.clone()).as_ref()))
                    == ("no_punctuation"))
                {
                    (0i64 as i64)
                } else {
                    (1i64 as i64)
                })
            }),
        ),
        rw,
    )? {
        let b__i: i64 = b__i;
        let _ = ::lowrite_core::builtins::ir::declare(
            &({
                let b___match_27018__134 = ::lowrite_core::builtins::attrs::case_of(
                    (b_p.clone()).as_ref(),
                );
                (if ((b___match_27018__134.clone()) == ("comma")) {
                    ::std::string::String::from("printComma")
                } else {
                    ::std::string::String::from(
                        (if ((b___match_27018__134.clone()) == ("open")) {
                            ::std::string::String::from("printOpen")
                        } else {
                            ::std::string::String::from(
                                (if ((b___match_27018__134.clone()) == ("close")) {
                                    ::std::string::String::from("printClose")
                                } else {
                                    ::std::string::String::from("printNewline")
                                }),
                            )
                        }),
                    )
                })
            }),
            &(::lowrite_core::builtins::types::llvm_func(
                &(::lowrite_core::ir::Type::Void),
                &Vec::<::lowrite_core::ir::Type>::new(),
            )),
            rw,
        )?;
        let _ = ::lowrite_core::builtins::ir::call(
            (::lowrite_core::builtins::attrs::symbol(
                &({
                    let b___match_27018__135 = ::lowrite_core::builtins::attrs::case_of(
                        (b_p.clone()).as_ref(),
                    );
                    (if ((b___match_27018__135.clone()) == ("comma")) {
                        ::std::string::String::from("printComma")
                    } else {
                        ::std::string::String::from(
                            (if ((b___match_27018__135.clone()) == ("open")) {
                                ::std::string::String::from("printOpen")
                            } else {
                                ::std::string::String::from(
                                    (if ((b___match_27018__135.clone()) == ("close")) {
                                        ::std::string::String::from("printClose")
                                    } else {
                                        ::std::string::String::from("printNewline")
                                    }),
                                )
                            }),
                        )
                    })
                }),
            ))
                .as_ref(),
            &(::lowrite_core::ir::Type::Void),
            &({
                let mut __l = Vec::new();
                __l
            }),
            rw,
        )?;
    }
    rw.replace(op, Vec::new())?;
    Ok(true)
}
/// A string: a private constant global holding it (NUL-terminated), passed to `printString`.
///
/// Rule at rules/vector.rules:563:
///
/// ```text
/// /// A string: a private constant global holding it (NUL-terminated), passed to `printString`.
/// rule vector.print(..xs) {stringLiteral = s?} where len(xs) == 0 && present(s) => {
///     let name = unique_symbol("vector_print_str");
///     declare("printString", llvm_func(void, ptr));
///     call(symbol("printString"), void, [llvm.mlir.addressof() {global_name = symbol(name)} : ptr]);
///     let here = current_block();
///     let top = module_body();
///     at ^top;
///     llvm.mlir.global() {
///         sym_name = name,
///         global_type = array(strlen(text(s)) + 1, i8),
///         linkage = #llvm.linkage<private>,
///         constant = true,
///         value = cstring(text(s))
///     } regions(empty_region()) : ();
///     at ^here;
/// }
///
/// // ---------------------------------------------------------------- masks
/// // `vector.mask` around a reduction is lowered here, as upstream's convert-vector-to-llvm does;
/// // masks around transfers, loads and other ops with a mask operand of their own are folded into
/// // them by MLIR's `lower-vector-mask` pass (`--pass-pipeline='builtin.module(func.func(
/// // lower-vector-mask))'`, as upstream's pipelines run it first).
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_print_3(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() < 0usize {
        return Ok(false);
    }
    let b_xs: Vec<::lowrite_core::ir::Value> = __main[0usize..].to_vec();
    let b_s: ::core::option::Option<::lowrite_core::ir::Attribute> = __op
        .attr("stringLiteral")
        .cloned();
    if !((((((b_xs.len() as i64)) == ((0i64 as i64))))
        && (::lowrite_core::builtins::attrs::present((b_s.clone()).as_ref()))))
    {
        return Ok(false);
    }
    let b_name = ::lowrite_core::builtins::ir::unique_symbol(&("vector_print_str"), rw)?;
    let _ = ::lowrite_core::builtins::ir::declare(
        &("printString"),
        &(::lowrite_core::builtins::types::llvm_func(
            &(::lowrite_core::ir::Type::Void),
            &vec![::lowrite_core::ir::Type::ptr()],
        )),
        rw,
    )?;
    let _ = ::lowrite_core::builtins::ir::call(
        (::lowrite_core::builtins::attrs::symbol(&("printString"))).as_ref(),
        &(::lowrite_core::ir::Type::Void),
        &({
            let mut __l = Vec::new();
            __l.push({
                let __spec = ::lowrite_core::ir::OpSpec::new(
                        "llvm.mlir.addressof",
                        ::lowrite_core::ir::Location::Unknown,
                    )
                    .operands(Vec::<::lowrite_core::ir::Value>::new())
                    .results(vec![::lowrite_core::ir::Type::ptr()])
                    .attr_opt(
                        "global_name",
                        ::lowrite_core::builtins::attrs::symbol(&(b_name.clone())),
                    );
                rw.build_one(op, __spec, None)?
            });
            __l
        }),
        rw,
    )?;
    let b_here = ::lowrite_core::builtins::ir::current_block(rw)?;
    let b_top = ::lowrite_core::builtins::ir::module_body(rw)?;
    rw.set_insertion(b_top);
    let _ = {
        let __spec = ::lowrite_core::ir::OpSpec::new(
                "llvm.mlir.global",
                ::lowrite_core::ir::Location::Unknown,
            )
            .operands(Vec::<::lowrite_core::ir::Value>::new())
            .regions([::lowrite_core::builtins::ir::empty_region(rw)?])
            .results(Vec::<::lowrite_core::ir::Type>::new())
            .attr_opt(
                "sym_name",
                Some(
                    ::lowrite_core::ir::Attribute::String(
                        ::std::string::String::from(b_name.clone()),
                    ),
                ),
            )
            .attr_opt(
                "global_type",
                Some(
                    ::lowrite_core::ir::Attribute::Type(
                        ::lowrite_core::builtins::types::array(
                            ((::lowrite_core::builtins::attrs::strlen(
                                &(::lowrite_core::builtins::attrs::text(
                                    (b_s.clone()).as_ref(),
                                )),
                            )) + ((1i64 as i64))),
                            &(::lowrite_core::ir::Type::int(8u32)),
                        ),
                    ),
                ),
            )
            .attr_opt(
                "linkage",
                Some(
                    ::lowrite_core::ir::Attribute::enum_attr(
                        "llvm.linkage",
                        &["private"],
                    ),
                ),
            )
            .attr_opt(
                "constant",
                if true { Some(::lowrite_core::ir::Attribute::Unit) } else { None },
            )
            .attr_opt(
                "value",
                ::lowrite_core::builtins::attrs::cstring(
                    &(::lowrite_core::builtins::attrs::text((b_s.clone()).as_ref())),
                ),
            );
        rw.build(op, __spec, None)?
    };
    rw.set_insertion(b_here);
    rw.replace(op, Vec::new())?;
    Ok(true)
}
/// `vector.mask` of a `vector.reduction`: the vector-predicated reduction intrinsic over the set
/// lanes, from the accumulator or the kind's start value.
///
/// Rule at rules/vector.rules:620:
///
/// ```text
/// /// `vector.mask` of a `vector.reduction`: the vector-predicated reduction intrinsic over the set
/// /// lanes, from the accumulator or the kind's start value.
/// rule vector.mask(k, .._pt) regions(body) -> (..rs)
///     where mask_lowered(body, rs) && !fills_masked_lanes(case_of(body_attr(body, "kind"))) => {
///     let c = case_of(body_attr(body, "kind"));
///     let ops = body_operands(body);
///     let v = nth(ops, 0);
///     let t = convert(nth(types(rs), 0));
///     let evl = constant(dim(nth(types(ops), 0), 0), i32);
///     let start = if len(ops) == 2 { nth(ops, 1) } else { masked_start(c, t) };
///     yield if c == "add" { if t is float { llvm.intr.vp.reduce.fadd(start, v, k, evl) : t } else { llvm.intr.vp.reduce.add(start, v, k, evl) : t } }
///         else if c == "mul" { if t is float { llvm.intr.vp.reduce.fmul(start, v, k, evl) : t } else { llvm.intr.vp.reduce.mul(start, v, k, evl) : t } }
///         else if c == "and" { llvm.intr.vp.reduce.and(start, v, k, evl) : t }
///         else if c == "or" { llvm.intr.vp.reduce.or(start, v, k, evl) : t }
///         else if c == "xor" { llvm.intr.vp.reduce.xor(start, v, k, evl) : t }
///         else if c == "minsi" { llvm.intr.vp.reduce.smin(start, v, k, evl) : t }
///         else if c == "maxsi" { llvm.intr.vp.reduce.smax(start, v, k, evl) : t }
///         else if c == "minui" { llvm.intr.vp.reduce.umin(start, v, k, evl) : t }
///         else if c == "maxui" { llvm.intr.vp.reduce.umax(start, v, k, evl) : t }
///         else if c == "minnumf" { llvm.intr.vp.reduce.fmin(start, v, k, evl) : t }
///         else { llvm.intr.vp.reduce.fmax(start, v, k, evl) : t };
/// }
///     // `minimumf`/`maximumf` under a mask: all lanes reduced with the masked-off ones replaced, then
///     // the accumulator (if any) combined with the result.
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_mask_0(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() < 1usize {
        return Ok(false);
    }
    if __op.regions.len() != 1usize {
        return Ok(false);
    }
    let b_body: ::lowrite_core::ir::RegionId = __op.regions[0usize];
    let b_k: ::lowrite_core::ir::Value = __main[0usize];
    let b__pt: Vec<::lowrite_core::ir::Value> = __main[1usize..].to_vec();
    if __op.results.len() < 0usize {
        return Ok(false);
    }
    let b_rs: Vec<::lowrite_core::ir::Value> = __op.results[0usize..].to_vec();
    if !(((((((::lowrite_core::builtins::ir::body_op_name(b_body, rw)?)
        == ("vector.reduction")))
        && ((((((((!(matches!(
            ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& b_rs
            .iter().map(| __v | rw.source().value_type(* __v).clone()).collect:: < Vec <
            ::lowrite_core::ir::Type >> (), (0i64 as i64), "element"), rw) ?,
            ::lowrite_core::ir::Type::Float(_)
        ))))
            || (((::lowrite_core::builtins::types::width(
                &(::lowrite_core::convert::located(
                    ::lowrite_core::builtins::lists::nth(
                        &b_rs
                            .iter()
                            .map(|__v| rw.source().value_type(*__v).clone())
                            .collect::<Vec<::lowrite_core::ir::Type>>(),
                        (0i64 as i64),
                        "element",
                    ),
                    rw,
                )?),
            )) == ((32i64 as i64))))))
            || (((::lowrite_core::builtins::types::width(
                &(::lowrite_core::convert::located(
                    ::lowrite_core::builtins::lists::nth(
                        &b_rs
                            .iter()
                            .map(|__v| rw.source().value_type(*__v).clone())
                            .collect::<Vec<::lowrite_core::ir::Type>>(),
                        (0i64 as i64),
                        "element",
                    ),
                    rw,
                )?),
            )) == ((64i64 as i64))))))
            || ((!(((((((::lowrite_core::builtins::attrs::case_of(
                (::lowrite_core::builtins::ir::body_attr(b_body, &("kind"), rw)?)
                    .as_ref(),
            )) == ("minnumf")))
                || (((::lowrite_core::builtins::attrs::case_of(
                    (::lowrite_core::builtins::ir::body_attr(b_body, &("kind"), rw)?)
                        .as_ref(),
                )) == ("maxnumf")))))
                || ({
                    let b_c__137 = ::lowrite_core::builtins::attrs::case_of(
                        (::lowrite_core::builtins::ir::body_attr(b_body, &("kind"), rw)?)
                            .as_ref(),
                    );
                    ((((b_c__137.clone()) == ("minimumf")))
                        || (((b_c__137.clone()) == ("maximumf"))))
                })))))))))
        && ((!({
            let b_c__138 = ::lowrite_core::builtins::attrs::case_of(
                (::lowrite_core::builtins::ir::body_attr(b_body, &("kind"), rw)?)
                    .as_ref(),
            );
            ((((b_c__138.clone()) == ("minimumf")))
                || (((b_c__138.clone()) == ("maximumf"))))
        })))))
    {
        return Ok(false);
    }
    let b_c = ::lowrite_core::builtins::attrs::case_of(
        (::lowrite_core::builtins::ir::body_attr(b_body, &("kind"), rw)?).as_ref(),
    );
    let b_ops = ::lowrite_core::builtins::ir::body_operands(b_body, rw)?;
    let b_v = ::lowrite_core::convert::located(
        ::lowrite_core::builtins::lists::nth(&b_ops.clone(), (0i64 as i64), "value"),
        rw,
    )?;
    let b_t = {
        let __t = ::lowrite_core::convert::located(
            ::lowrite_core::builtins::lists::nth(
                &b_rs
                    .iter()
                    .map(|__v| rw.source().value_type(*__v).clone())
                    .collect::<Vec<::lowrite_core::ir::Type>>(),
                (0i64 as i64),
                "element",
            ),
            rw,
        )?;
        rw.convert_type(&__t)?
    };
    let b_evl = ::lowrite_core::builtins::values::constant(
        ::lowrite_core::builtins::layout::dim(
            &(::lowrite_core::convert::located(
                ::lowrite_core::builtins::lists::nth(
                    &{
                        let __vs = b_ops.clone();
                        __vs.iter()
                            .map(|__v| rw.target().value_type(*__v).clone())
                            .collect::<Vec<::lowrite_core::ir::Type>>()
                    },
                    (0i64 as i64),
                    "element",
                ),
                rw,
            )?),
            (0i64 as i64),
        ),
        &(::lowrite_core::ir::Type::int(32u32)),
        rw,
    )?;
    let b_start = (if ((((b_ops.clone()).len() as i64)) == ((2i64 as i64))) {
        ::lowrite_core::convert::located(
            ::lowrite_core::builtins::lists::nth(&b_ops.clone(), (1i64 as i64), "value"),
            rw,
        )?
    } else {
        (if ((((((((b_c.clone()) == ("add"))) || (((b_c.clone()) == ("or")))))
            || (((b_c.clone()) == ("xor"))))) || (((b_c.clone()) == ("maxui"))))
        {
            ::lowrite_core::builtins::values::constant(
                (0i64 as i64),
                &(b_t.clone()),
                rw,
            )?
        } else {
            (if ((b_c.clone()) == ("mul")) {
                ::lowrite_core::builtins::values::constant(
                    (1i64 as i64),
                    &(b_t.clone()),
                    rw,
                )?
            } else {
                (if ((((b_c.clone()) == ("and"))) || (((b_c.clone()) == ("minui")))) {
                    ::lowrite_core::builtins::values::constant(
                        (-1i64 as i64),
                        &(b_t.clone()),
                        rw,
                    )?
                } else {
                    (if ((b_c.clone()) == ("minsi")) {
                        ::lowrite_core::builtins::values::constant(
                            {
                                let b_w__140 = ::lowrite_core::builtins::types::width(
                                    &(b_t.clone()),
                                );
                                (if ((b_w__140.clone()) >= ((64i64 as i64))) {
                                    (9223372036854775807i64 as i64)
                                } else {
                                    ((::lowrite_core::convert::located(
                                        ::lowrite_core::builtins::attrs::product_of(
                                            &({
                                                let mut __l = Vec::new();
                                                for b__i__140 in ::lowrite_core::convert::located(
                                                    ::lowrite_core::convert::bounded_range(
                                                        (0i64 as i64),
                                                        ((b_w__140.clone()) - ((1i64 as i64))),
                                                    ),
                                                    rw,
                                                )? {
                                                    let b__i__140: i64 = b__i__140;
                                                    __l.push(
                                                        ::lowrite_core::convert::Ofr::Static((2i64 as i64)),
                                                    );
                                                }
                                                __l
                                            }),
                                        ),
                                        rw,
                                    )?) - ((1i64 as i64)))
                                })
                            },
                            &(b_t.clone()),
                            rw,
                        )?
                    } else {
                        (if ((b_c.clone()) == ("maxsi")) {
                            ::lowrite_core::builtins::values::constant(
                                (((((0i64 as i64))
                                    - ({
                                        let b_w__141 = ::lowrite_core::builtins::types::width(
                                            &(b_t.clone()),
                                        );
                                        (if ((b_w__141.clone()) >= ((64i64 as i64))) {
                                            (9223372036854775807i64 as i64)
                                        } else {
                                            ((::lowrite_core::convert::located(
                                                ::lowrite_core::builtins::attrs::product_of(
                                                    &({
                                                        let mut __l = Vec::new();
                                                        for b__i__141 in ::lowrite_core::convert::located(
                                                            ::lowrite_core::convert::bounded_range(
                                                                (0i64 as i64),
                                                                ((b_w__141.clone()) - ((1i64 as i64))),
                                                            ),
                                                            rw,
                                                        )? {
                                                            let b__i__141: i64 = b__i__141;
                                                            __l.push(
                                                                ::lowrite_core::convert::Ofr::Static((2i64 as i64)),
                                                            );
                                                        }
                                                        __l
                                                    }),
                                                ),
                                                rw,
                                            )?) - ((1i64 as i64)))
                                        })
                                    }))) - ((1i64 as i64))),
                                &(b_t.clone()),
                                rw,
                            )?
                        } else {
                            (if ((b_c.clone()) == ("minnumf")) {
                                {
                                    let __spec = ::lowrite_core::ir::OpSpec::new(
                                            "llvm.bitcast",
                                            ::lowrite_core::ir::Location::Unknown,
                                        )
                                        .operands(
                                            vec![
                                                ::lowrite_core::builtins::values::constant((if
                                                ((::lowrite_core::builtins::types::width(& (b_t.clone())))
                                                == ((32i64 as i64))) { (- 4194304i64 as i64) } else { (-
                                                2251799813685248i64 as i64) }), &
                                                (::lowrite_core::convert::located(::lowrite_core::builtins::types::int(::lowrite_core::builtins::types::width(&
                                                (b_t.clone()))), rw) ?), rw) ?
                                            ],
                                        )
                                        .results(vec![b_t.clone()]);
                                    rw.build_one(op, __spec, None)?
                                }
                            } else {
                                {
                                    let __spec = ::lowrite_core::ir::OpSpec::new(
                                            "llvm.bitcast",
                                            ::lowrite_core::ir::Location::Unknown,
                                        )
                                        .operands(
                                            vec![
                                                ::lowrite_core::builtins::values::constant((if
                                                ((::lowrite_core::builtins::types::width(& (b_t.clone())))
                                                == ((32i64 as i64))) { (2143289344i64 as i64) } else {
                                                (9221120237041090560i64 as i64) }), &
                                                (::lowrite_core::convert::located(::lowrite_core::builtins::types::int(::lowrite_core::builtins::types::width(&
                                                (b_t.clone()))), rw) ?), rw) ?
                                            ],
                                        )
                                        .results(vec![b_t.clone()]);
                                    rw.build_one(op, __spec, None)?
                                }
                            })
                        })
                    })
                })
            })
        })
    });
    let __yielded = vec![
        (if ((b_c.clone()) == ("add")) { (if matches!(b_t.clone(),
        ::lowrite_core::ir::Type::Float(_)) { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.intr.vp.reduce.fadd",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_start, b_v, rw.value(b_k)
        ?, b_evl]).results(vec![b_t.clone()]); rw.build_one(op, __spec, None) ? } } else
        { { let __spec = ::lowrite_core::ir::OpSpec::new("llvm.intr.vp.reduce.add",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_start, b_v, rw.value(b_k)
        ?, b_evl]).results(vec![b_t.clone()]); rw.build_one(op, __spec, None) ? } }) }
        else { (if ((b_c.clone()) == ("mul")) { (if matches!(b_t.clone(),
        ::lowrite_core::ir::Type::Float(_)) { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.intr.vp.reduce.fmul",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_start, b_v, rw.value(b_k)
        ?, b_evl]).results(vec![b_t.clone()]); rw.build_one(op, __spec, None) ? } } else
        { { let __spec = ::lowrite_core::ir::OpSpec::new("llvm.intr.vp.reduce.mul",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_start, b_v, rw.value(b_k)
        ?, b_evl]).results(vec![b_t.clone()]); rw.build_one(op, __spec, None) ? } }) }
        else { (if ((b_c.clone()) == ("and")) { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.intr.vp.reduce.and",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_start, b_v, rw.value(b_k)
        ?, b_evl]).results(vec![b_t.clone()]); rw.build_one(op, __spec, None) ? } } else
        { (if ((b_c.clone()) == ("or")) { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.intr.vp.reduce.or",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_start, b_v, rw.value(b_k)
        ?, b_evl]).results(vec![b_t.clone()]); rw.build_one(op, __spec, None) ? } } else
        { (if ((b_c.clone()) == ("xor")) { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.intr.vp.reduce.xor",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_start, b_v, rw.value(b_k)
        ?, b_evl]).results(vec![b_t.clone()]); rw.build_one(op, __spec, None) ? } } else
        { (if ((b_c.clone()) == ("minsi")) { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.intr.vp.reduce.smin",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_start, b_v, rw.value(b_k)
        ?, b_evl]).results(vec![b_t.clone()]); rw.build_one(op, __spec, None) ? } } else
        { (if ((b_c.clone()) == ("maxsi")) { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.intr.vp.reduce.smax",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_start, b_v, rw.value(b_k)
        ?, b_evl]).results(vec![b_t.clone()]); rw.build_one(op, __spec, None) ? } } else
        { (if ((b_c.clone()) == ("minui")) { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.intr.vp.reduce.umin",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_start, b_v, rw.value(b_k)
        ?, b_evl]).results(vec![b_t.clone()]); rw.build_one(op, __spec, None) ? } } else
        { (if ((b_c.clone()) == ("maxui")) { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.intr.vp.reduce.umax",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_start, b_v, rw.value(b_k)
        ?, b_evl]).results(vec![b_t.clone()]); rw.build_one(op, __spec, None) ? } } else
        { (if ((b_c.clone()) == ("minnumf")) { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.intr.vp.reduce.fmin",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_start, b_v, rw.value(b_k)
        ?, b_evl]).results(vec![b_t.clone()]); rw.build_one(op, __spec, None) ? } } else
        { { let __spec = ::lowrite_core::ir::OpSpec::new("llvm.intr.vp.reduce.fmax",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_start, b_v, rw.value(b_k)
        ?, b_evl]).results(vec![b_t.clone()]); rw.build_one(op, __spec, None) ? } }) })
        }) }) }) }) }) }) }) })
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// `vector.mask` of a `vector.reduction`: the vector-predicated reduction intrinsic over the set
/// lanes, from the accumulator or the kind's start value.
///
/// Rule at rules/vector.rules:642:
///
/// ```text
/// where mask_lowered(body, rs) && fills_masked_lanes(case_of(body_attr(body, "kind"))) => {
///     let c = case_of(body_attr(body, "kind"));
///     let ops = body_operands(body);
///     let t = convert(nth(types(rs), 0));
///     let n = dim(nth(types(ops), 0), 0);
///     let filled = llvm.select(k, nth(ops, 0), from_scalars(vector(n, t), [masked_fill(c, t) for _i in 0..n])) : vector(n, t);
///     let all = reduced(c, filled, t, no_attr());
///     yield if len(ops) == 2 { combine(c, all, nth(ops, 1), t, true) } else { all };
/// }
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_mask_1(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() < 1usize {
        return Ok(false);
    }
    if __op.regions.len() != 1usize {
        return Ok(false);
    }
    let b_body: ::lowrite_core::ir::RegionId = __op.regions[0usize];
    let b_k: ::lowrite_core::ir::Value = __main[0usize];
    let b__pt: Vec<::lowrite_core::ir::Value> = __main[1usize..].to_vec();
    if __op.results.len() < 0usize {
        return Ok(false);
    }
    let b_rs: Vec<::lowrite_core::ir::Value> = __op.results[0usize..].to_vec();
    if !(((((((::lowrite_core::builtins::ir::body_op_name(b_body, rw)?)
        == ("vector.reduction")))
        && ((((((((!(matches!(
            ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& b_rs
            .iter().map(| __v | rw.source().value_type(* __v).clone()).collect:: < Vec <
            ::lowrite_core::ir::Type >> (), (0i64 as i64), "element"), rw) ?,
            ::lowrite_core::ir::Type::Float(_)
        ))))
            || (((::lowrite_core::builtins::types::width(
                &(::lowrite_core::convert::located(
                    ::lowrite_core::builtins::lists::nth(
                        &b_rs
                            .iter()
                            .map(|__v| rw.source().value_type(*__v).clone())
                            .collect::<Vec<::lowrite_core::ir::Type>>(),
                        (0i64 as i64),
                        "element",
                    ),
                    rw,
                )?),
            )) == ((32i64 as i64))))))
            || (((::lowrite_core::builtins::types::width(
                &(::lowrite_core::convert::located(
                    ::lowrite_core::builtins::lists::nth(
                        &b_rs
                            .iter()
                            .map(|__v| rw.source().value_type(*__v).clone())
                            .collect::<Vec<::lowrite_core::ir::Type>>(),
                        (0i64 as i64),
                        "element",
                    ),
                    rw,
                )?),
            )) == ((64i64 as i64))))))
            || ((!(((((((::lowrite_core::builtins::attrs::case_of(
                (::lowrite_core::builtins::ir::body_attr(b_body, &("kind"), rw)?)
                    .as_ref(),
            )) == ("minnumf")))
                || (((::lowrite_core::builtins::attrs::case_of(
                    (::lowrite_core::builtins::ir::body_attr(b_body, &("kind"), rw)?)
                        .as_ref(),
                )) == ("maxnumf")))))
                || ({
                    let b_c__145 = ::lowrite_core::builtins::attrs::case_of(
                        (::lowrite_core::builtins::ir::body_attr(b_body, &("kind"), rw)?)
                            .as_ref(),
                    );
                    ((((b_c__145.clone()) == ("minimumf")))
                        || (((b_c__145.clone()) == ("maximumf"))))
                })))))))))
        && ({
            let b_c__146 = ::lowrite_core::builtins::attrs::case_of(
                (::lowrite_core::builtins::ir::body_attr(b_body, &("kind"), rw)?)
                    .as_ref(),
            );
            ((((b_c__146.clone()) == ("minimumf")))
                || (((b_c__146.clone()) == ("maximumf"))))
        })))
    {
        return Ok(false);
    }
    let b_c = ::lowrite_core::builtins::attrs::case_of(
        (::lowrite_core::builtins::ir::body_attr(b_body, &("kind"), rw)?).as_ref(),
    );
    let b_ops = ::lowrite_core::builtins::ir::body_operands(b_body, rw)?;
    let b_t = {
        let __t = ::lowrite_core::convert::located(
            ::lowrite_core::builtins::lists::nth(
                &b_rs
                    .iter()
                    .map(|__v| rw.source().value_type(*__v).clone())
                    .collect::<Vec<::lowrite_core::ir::Type>>(),
                (0i64 as i64),
                "element",
            ),
            rw,
        )?;
        rw.convert_type(&__t)?
    };
    let b_n = ::lowrite_core::builtins::layout::dim(
        &(::lowrite_core::convert::located(
            ::lowrite_core::builtins::lists::nth(
                &{
                    let __vs = b_ops.clone();
                    __vs.iter()
                        .map(|__v| rw.target().value_type(*__v).clone())
                        .collect::<Vec<::lowrite_core::ir::Type>>()
                },
                (0i64 as i64),
                "element",
            ),
            rw,
        )?),
        (0i64 as i64),
    );
    let b_filled = {
        let __spec = ::lowrite_core::ir::OpSpec::new(
                "llvm.select",
                ::lowrite_core::ir::Location::Unknown,
            )
            .operands(
                vec![
                    rw.value(b_k) ?,
                    ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(&
                    b_ops.clone(), (0i64 as i64), "value"), rw) ?,
                    ::lowrite_core::builtins::values::from_scalars(&
                    (::lowrite_core::builtins::types::vector(b_n.clone(), & (b_t
                    .clone()))), & { let mut __v : Vec < ::lowrite_core::ir::Value > =
                    Vec::new(); __v.extend({ let mut __l = Vec::new(); for b__i in
                    ::lowrite_core::convert::located(::lowrite_core::convert::bounded_range((0i64
                    as i64), b_n.clone()), rw) ? { let b__i : i64 = b__i; __l.push((if
                    ((b_c.clone()) == ("minimumf")) { { let __spec =
                    ::lowrite_core::ir::OpSpec::new("llvm.bitcast",
                    ::lowrite_core::ir::Location::Unknown)
                    .operands(vec![::lowrite_core::builtins::values::constant((if
                    ((::lowrite_core::builtins::types::width(& (b_t.clone()))) == ((32i64
                    as i64))) { (2139095039i64 as i64) } else { (9218868437227405311i64
                    as i64) }), &
                    (::lowrite_core::convert::located(::lowrite_core::builtins::types::int(::lowrite_core::builtins::types::width(&
                    (b_t.clone()))), rw) ?), rw) ?]).results(vec![b_t.clone()]); rw
                    .build_one(op, __spec, None) ? } } else { { let __spec =
                    ::lowrite_core::ir::OpSpec::new("llvm.bitcast",
                    ::lowrite_core::ir::Location::Unknown)
                    .operands(vec![::lowrite_core::builtins::values::constant((if
                    ((::lowrite_core::builtins::types::width(& (b_t.clone()))) == ((32i64
                    as i64))) { (- 2147483647i64 as i64) } else { (-
                    9223372036854775807i64 as i64) }), &
                    (::lowrite_core::convert::located(::lowrite_core::builtins::types::int(::lowrite_core::builtins::types::width(&
                    (b_t.clone()))), rw) ?), rw) ?]).results(vec![b_t.clone()]); rw
                    .build_one(op, __spec, None) ? } })); } __l }); __v }, rw) ?
                ],
            )
            .results(
                vec![
                    ::lowrite_core::builtins::types::vector(b_n.clone(), & (b_t.clone()))
                ],
            );
        rw.build_one(op, __spec, None)?
    };
    let b_all = {
        let b_f__150 = ::lowrite_core::builtins::attrs::no_attr();
        {
            let b___match_16928__150 = b_c.clone();
            (if ((b___match_16928__150.clone()) == ("add")) {
                {
                    let __spec = ::lowrite_core::ir::OpSpec::new(
                            "llvm.intr.vector.reduce.add",
                            ::lowrite_core::ir::Location::Unknown,
                        )
                        .operands(vec![b_filled])
                        .results(vec![b_t.clone()]);
                    rw.build_one(op, __spec, None)?
                }
            } else {
                (if ((b___match_16928__150.clone()) == ("mul")) {
                    {
                        let __spec = ::lowrite_core::ir::OpSpec::new(
                                "llvm.intr.vector.reduce.mul",
                                ::lowrite_core::ir::Location::Unknown,
                            )
                            .operands(vec![b_filled])
                            .results(vec![b_t.clone()]);
                        rw.build_one(op, __spec, None)?
                    }
                } else {
                    (if ((b___match_16928__150.clone()) == ("and")) {
                        {
                            let __spec = ::lowrite_core::ir::OpSpec::new(
                                    "llvm.intr.vector.reduce.and",
                                    ::lowrite_core::ir::Location::Unknown,
                                )
                                .operands(vec![b_filled])
                                .results(vec![b_t.clone()]);
                            rw.build_one(op, __spec, None)?
                        }
                    } else {
                        (if ((b___match_16928__150.clone()) == ("or")) {
                            {
                                let __spec = ::lowrite_core::ir::OpSpec::new(
                                        "llvm.intr.vector.reduce.or",
                                        ::lowrite_core::ir::Location::Unknown,
                                    )
                                    .operands(vec![b_filled])
                                    .results(vec![b_t.clone()]);
                                rw.build_one(op, __spec, None)?
                            }
                        } else {
                            (if ((b___match_16928__150.clone()) == ("xor")) {
                                {
                                    let __spec = ::lowrite_core::ir::OpSpec::new(
                                            "llvm.intr.vector.reduce.xor",
                                            ::lowrite_core::ir::Location::Unknown,
                                        )
                                        .operands(vec![b_filled])
                                        .results(vec![b_t.clone()]);
                                    rw.build_one(op, __spec, None)?
                                }
                            } else {
                                (if ((b___match_16928__150.clone()) == ("maxsi")) {
                                    {
                                        let __spec = ::lowrite_core::ir::OpSpec::new(
                                                "llvm.intr.vector.reduce.smax",
                                                ::lowrite_core::ir::Location::Unknown,
                                            )
                                            .operands(vec![b_filled])
                                            .results(vec![b_t.clone()]);
                                        rw.build_one(op, __spec, None)?
                                    }
                                } else {
                                    (if ((b___match_16928__150.clone()) == ("minsi")) {
                                        {
                                            let __spec = ::lowrite_core::ir::OpSpec::new(
                                                    "llvm.intr.vector.reduce.smin",
                                                    ::lowrite_core::ir::Location::Unknown,
                                                )
                                                .operands(vec![b_filled])
                                                .results(vec![b_t.clone()]);
                                            rw.build_one(op, __spec, None)?
                                        }
                                    } else {
                                        (if ((b___match_16928__150.clone()) == ("maxui")) {
                                            {
                                                let __spec = ::lowrite_core::ir::OpSpec::new(
                                                        "llvm.intr.vector.reduce.umax",
                                                        ::lowrite_core::ir::Location::Unknown,
                                                    )
                                                    .operands(vec![b_filled])
                                                    .results(vec![b_t.clone()]);
                                                rw.build_one(op, __spec, None)?
                                            }
                                        } else {
                                            (if ((b___match_16928__150.clone()) == ("minui")) {
                                                {
                                                    let __spec = ::lowrite_core::ir::OpSpec::new(
                                                            "llvm.intr.vector.reduce.umin",
                                                            ::lowrite_core::ir::Location::Unknown,
                                                        )
                                                        .operands(vec![b_filled])
                                                        .results(vec![b_t.clone()]);
                                                    rw.build_one(op, __spec, None)?
                                                }
                                            } else {
                                                (if ((b___match_16928__150.clone()) == ("maximumf")) {
                                                    {
                                                        let __spec = ::lowrite_core::ir::OpSpec::new(
                                                                "llvm.intr.vector.reduce.fmaximum",
                                                                ::lowrite_core::ir::Location::Unknown,
                                                            )
                                                            .operands(vec![b_filled])
                                                            .results(vec![b_t.clone()])
                                                            .attr_opt(
                                                                "fastmathFlags",
                                                                enum_map_fastmath(b_f__150.clone()),
                                                            );
                                                        rw.build_one(op, __spec, None)?
                                                    }
                                                } else {
                                                    (if ((b___match_16928__150.clone()) == ("minimumf")) {
                                                        {
                                                            let __spec = ::lowrite_core::ir::OpSpec::new(
                                                                    "llvm.intr.vector.reduce.fminimum",
                                                                    ::lowrite_core::ir::Location::Unknown,
                                                                )
                                                                .operands(vec![b_filled])
                                                                .results(vec![b_t.clone()])
                                                                .attr_opt(
                                                                    "fastmathFlags",
                                                                    enum_map_fastmath(b_f__150.clone()),
                                                                );
                                                            rw.build_one(op, __spec, None)?
                                                        }
                                                    } else {
                                                        (if ((b___match_16928__150.clone()) == ("maxnumf")) {
                                                            {
                                                                let __spec = ::lowrite_core::ir::OpSpec::new(
                                                                        "llvm.intr.vector.reduce.fmax",
                                                                        ::lowrite_core::ir::Location::Unknown,
                                                                    )
                                                                    .operands(vec![b_filled])
                                                                    .results(vec![b_t.clone()])
                                                                    .attr_opt(
                                                                        "fastmathFlags",
                                                                        enum_map_fastmath(b_f__150.clone()),
                                                                    );
                                                                rw.build_one(op, __spec, None)?
                                                            }
                                                        } else {
                                                            {
                                                                let __spec = ::lowrite_core::ir::OpSpec::new(
                                                                        "llvm.intr.vector.reduce.fmin",
                                                                        ::lowrite_core::ir::Location::Unknown,
                                                                    )
                                                                    .operands(vec![b_filled])
                                                                    .results(vec![b_t.clone()])
                                                                    .attr_opt(
                                                                        "fastmathFlags",
                                                                        enum_map_fastmath(b_f__150.clone()),
                                                                    );
                                                                rw.build_one(op, __spec, None)?
                                                            }
                                                        })
                                                    })
                                                })
                                            })
                                        })
                                    })
                                })
                            })
                        })
                    })
                })
            })
        }
    };
    let __yielded = vec![
        (if ((((b_ops.clone()).len() as i64)) == ((2i64 as i64))) { { let b_b__151 =
        ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& b_ops
        .clone(), (1i64 as i64), "value"), rw) ?; { let b___match_16154__151 = b_c
        .clone(); (if ((b___match_16154__151.clone()) == ("add")) { (if true { { let
        __spec = ::lowrite_core::ir::OpSpec::new("llvm.fadd",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_all, b_b__151])
        .results(vec![b_t.clone()]); rw.build_one(op, __spec, None) ? } } else { { let
        __spec = ::lowrite_core::ir::OpSpec::new("llvm.add",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_all, b_b__151])
        .results(vec![b_t.clone()]); rw.build_one(op, __spec, None) ? } }) } else { (if
        ((b___match_16154__151.clone()) == ("mul")) { (if true { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.fmul",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_all, b_b__151])
        .results(vec![b_t.clone()]); rw.build_one(op, __spec, None) ? } } else { { let
        __spec = ::lowrite_core::ir::OpSpec::new("llvm.mul",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_all, b_b__151])
        .results(vec![b_t.clone()]); rw.build_one(op, __spec, None) ? } }) } else { (if
        ((b___match_16154__151.clone()) == ("and")) { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.and",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_all, b_b__151])
        .results(vec![b_t.clone()]); rw.build_one(op, __spec, None) ? } } else { (if
        ((b___match_16154__151.clone()) == ("or")) { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.or", ::lowrite_core::ir::Location::Unknown)
        .operands(vec![b_all, b_b__151]).results(vec![b_t.clone()]); rw.build_one(op,
        __spec, None) ? } } else { (if ((b___match_16154__151.clone()) == ("xor")) { {
        let __spec = ::lowrite_core::ir::OpSpec::new("llvm.xor",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_all, b_b__151])
        .results(vec![b_t.clone()]); rw.build_one(op, __spec, None) ? } } else { (if
        ((b___match_16154__151.clone()) == ("minsi")) { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.intr.smin",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_all, b_b__151])
        .results(vec![b_t.clone()]); rw.build_one(op, __spec, None) ? } } else { (if
        ((b___match_16154__151.clone()) == ("maxsi")) { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.intr.smax",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_all, b_b__151])
        .results(vec![b_t.clone()]); rw.build_one(op, __spec, None) ? } } else { (if
        ((b___match_16154__151.clone()) == ("minui")) { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.intr.umin",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_all, b_b__151])
        .results(vec![b_t.clone()]); rw.build_one(op, __spec, None) ? } } else { (if
        ((b___match_16154__151.clone()) == ("maxui")) { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.intr.umax",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_all, b_b__151])
        .results(vec![b_t.clone()]); rw.build_one(op, __spec, None) ? } } else { (if
        ((b___match_16154__151.clone()) == ("minnumf")) { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.intr.minnum",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_all, b_b__151])
        .results(vec![b_t.clone()]); rw.build_one(op, __spec, None) ? } } else { (if
        ((b___match_16154__151.clone()) == ("maxnumf")) { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.intr.maxnum",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_all, b_b__151])
        .results(vec![b_t.clone()]); rw.build_one(op, __spec, None) ? } } else { (if
        ((b___match_16154__151.clone()) == ("minimumf")) { { let __spec =
        ::lowrite_core::ir::OpSpec::new("llvm.intr.minimum",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_all, b_b__151])
        .results(vec![b_t.clone()]); rw.build_one(op, __spec, None) ? } } else { { let
        __spec = ::lowrite_core::ir::OpSpec::new("llvm.intr.maximum",
        ::lowrite_core::ir::Location::Unknown).operands(vec![b_all, b_b__151])
        .results(vec![b_t.clone()]); rw.build_one(op, __spec, None) ? } }) }) }) }) }) })
        }) }) }) }) }) }) } } } else { b_all })
    ];
    rw.replace(op, __yielded)?;
    Ok(true)
}
/// Other masked ops: their masks must be folded into them first.
///
/// Rule at rules/vector.rules:653:
///
/// ```text
/// /// Other masked ops: their masks must be folded into them first.
/// rule vector.mask(_k, .._rest) regions(body) -> (..rs) where !mask_lowered(body, rs) => {
///     fail(if body_op_name(body) == "vector.reduction" {
///         "masked float minimum and maximum reductions are lowered for f32 and f64 only"
///     } else {
///         concat(concat("'vector.mask' of '", body_op_name(body)), "' must be folded into it first: add --pass-pipeline='builtin.module(func.func(lower-vector-mask))'")
///     });
/// }
///
/// // Definitions the standard rule files share, each written once: `use "common.rules";` brings
/// // them into a file.
/// ```
#[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
fn rule_vector_mask_2(
    rw: &mut ::lowrite_core::convert::Rewriter<'_>,
    op: ::lowrite_core::ir::OpId,
) -> ::lowrite_core::Result<bool> {
    let __src: &::lowrite_core::ir::Module = rw.source();
    let __op: &::lowrite_core::ir::Operation = __src.op(op);
    let __main: &[::lowrite_core::ir::Value] = &__op.operands;
    if __main.len() < 1usize {
        return Ok(false);
    }
    if __op.regions.len() != 1usize {
        return Ok(false);
    }
    let b_body: ::lowrite_core::ir::RegionId = __op.regions[0usize];
    let b__k: ::lowrite_core::ir::Value = __main[0usize];
    let b__rest: Vec<::lowrite_core::ir::Value> = __main[1usize..].to_vec();
    if __op.results.len() < 0usize {
        return Ok(false);
    }
    let b_rs: Vec<::lowrite_core::ir::Value> = __op.results[0usize..].to_vec();
    if !((!(((((::lowrite_core::builtins::ir::body_op_name(b_body, rw)?)
        == ("vector.reduction")))
        && ((((((((!(matches!(
            ::lowrite_core::convert::located(::lowrite_core::builtins::lists::nth(& b_rs
            .iter().map(| __v | rw.source().value_type(* __v).clone()).collect:: < Vec <
            ::lowrite_core::ir::Type >> (), (0i64 as i64), "element"), rw) ?,
            ::lowrite_core::ir::Type::Float(_)
        ))))
            || (((::lowrite_core::builtins::types::width(
                &(::lowrite_core::convert::located(
                    ::lowrite_core::builtins::lists::nth(
                        &b_rs
                            .iter()
                            .map(|__v| rw.source().value_type(*__v).clone())
                            .collect::<Vec<::lowrite_core::ir::Type>>(),
                        (0i64 as i64),
                        "element",
                    ),
                    rw,
                )?),
            )) == ((32i64 as i64))))))
            || (((::lowrite_core::builtins::types::width(
                &(::lowrite_core::convert::located(
                    ::lowrite_core::builtins::lists::nth(
                        &b_rs
                            .iter()
                            .map(|__v| rw.source().value_type(*__v).clone())
                            .collect::<Vec<::lowrite_core::ir::Type>>(),
                        (0i64 as i64),
                        "element",
                    ),
                    rw,
                )?),
            )) == ((64i64 as i64))))))
            || ((!(((((((::lowrite_core::builtins::attrs::case_of(
                (::lowrite_core::builtins::ir::body_attr(b_body, &("kind"), rw)?)
                    .as_ref(),
            )) == ("minnumf")))
                || (((::lowrite_core::builtins::attrs::case_of(
                    (::lowrite_core::builtins::ir::body_attr(b_body, &("kind"), rw)?)
                        .as_ref(),
                )) == ("maxnumf")))))
                || ({
                    let b_c__153 = ::lowrite_core::builtins::attrs::case_of(
                        (::lowrite_core::builtins::ir::body_attr(b_body, &("kind"), rw)?)
                            .as_ref(),
                    );
                    ((((b_c__153.clone()) == ("minimumf")))
                        || (((b_c__153.clone()) == ("maximumf"))))
                })))))))))))
    {
        return Ok(false);
    }
    let _ = ::lowrite_core::builtins::ir::fail(
        &((if ((::lowrite_core::builtins::ir::body_op_name(b_body, rw)?)
            == ("vector.reduction"))
        {
            ::std::string::String::from(
                "masked float minimum and maximum reductions are lowered for f32 and f64 only",
            )
        } else {
            ::std::string::String::from(
                ::lowrite_core::builtins::attrs::concat(
                    &(::lowrite_core::builtins::attrs::concat(
                        &("'vector.mask' of '"),
                        &(::lowrite_core::builtins::ir::body_op_name(b_body, rw)?),
                    )),
                    &("' must be folded into it first: add --pass-pipeline='builtin.module(func.func(lower-vector-mask))'"),
                ),
            )
        })),
        rw,
    )?;
    rw.replace(op, Vec::new())?;
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
