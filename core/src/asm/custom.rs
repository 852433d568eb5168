//! Custom forms: the interpreter of declarative assembly formats and the hand-written printers
//! of the LLVM ops MLIR prints by C++ code.

use super::table::{table, Arg, Arity, AttrMode, Default, Elem, OpFormat, VarKind};
use super::Printer;
use crate::ir::attr::{write_dense_elem, write_symbol};
use crate::ir::{Attribute, DenseValues, OpId, Operation, Type, Value};
use std::fmt::Write;
use std::ops::Range;

/// ODS's spacing state while a format prints.
struct Spacing {
    should_emit_space: bool,
    last_was_punctuation: bool,
}

/// The operands, results and successors of an op split into the groups of its format.
struct Groups {
    operands: Vec<Range<usize>>,
    results: Vec<Range<usize>>,
    successors: Vec<Range<usize>>,
}

/// The ranges of the `n` groups whose arities `arity` gives among `total` items (the operands,
/// results or successors of an op), split by the segment sizes `sizes` where several groups
/// vary. Printed for every op: nothing but the ranges is allocated.
fn split(
    n: usize,
    arity: impl Fn(usize) -> Arity,
    total: usize,
    sizes: Option<&Attribute>,
) -> Option<Vec<Range<usize>>> {
    let variadic = (0..n).filter(|&i| arity(i) != Arity::One).count();
    let fixed = n - variadic;
    let segments = match sizes {
        _ if variadic <= 1 => None,
        Some(Attribute::DenseArray { values: DenseValues::Int(v), .. }) if v.len() == n => Some(v),
        // Without segment sizes, ODS requires the groups that vary to be the same size
        // (`SameVariadicOperandSize`/`SameVariadicResultSize`: the sizes and strides of
        // `memref.extract_strided_metadata`).
        None => None,
        _ => return None,
    };
    let rest = total.checked_sub(fixed);
    let varying = match segments {
        Some(_) => 0,
        None if variadic > 1 => {
            let rest = rest?;
            if rest % variadic != 0 {
                return None;
            }
            rest / variadic
        }
        None => rest?,
    };
    let mut out = Vec::with_capacity(n);
    let mut at = 0;
    for i in 0..n {
        let a = arity(i);
        let c = match segments {
            Some(v) => usize::try_from(v[i]).ok()?,
            None if a == Arity::One => 1,
            None => varying,
        };
        if a == Arity::Optional && c > 1 {
            return None;
        }
        out.push(at..at + c);
        at += c;
    }
    (at == total).then_some(out)
}

fn is_keyword(s: &str) -> bool {
    let mut chars = s.chars();
    matches!(chars.next(), Some(c) if c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '$' | '.'))
}

impl Printer<'_> {
    /// Prints the op's custom form after its results; false when it has none this printer
    /// knows (the caller then prints the generic form).
    pub(super) fn custom_op(&mut self, id: OpId) -> bool {
        let op = self.m.op(id);
        match op.name.as_str() {
            "llvm.func" => return self.llvm_func(op),
            "llvm.mlir.global" => return self.llvm_global(op),
            "llvm.call" => return self.llvm_call(op),
            "llvm.icmp" => return self.llvm_cmp(op, "ICmpPredicate"),
            "llvm.fcmp" => return self.llvm_cmp(op, "FCmpPredicate"),
            "llvm.alloca" => return self.llvm_alloca(op),
            "func.func" => return self.func_func(op),
            "arith.select" => return self.arith_select(op),
            "scf.for" => return self.scf_for(op),
            "scf.if" => return self.scf_if(op),
            "scf.while" => return self.scf_while(op),
            "scf.index_switch" => return self.scf_index_switch(op),
            "scf.execute_region" => return self.scf_execute_region(op),
            "scf.parallel" => return self.scf_parallel(op),
            "vector.print" => return self.vector_print(op),
            "ub.poison" => return self.ub_poison(op),
            "memref.transpose" => return self.memref_transpose(op),
            "memref.alloca_scope" => return self.memref_alloca_scope(op),
            "memref.generic_atomic_rmw" => return self.memref_generic_atomic_rmw(op),
            _ => {}
        }
        let Some(format) = table().ops.get(op.name.as_str()) else { return false };
        let seg = |name: &str| op.attr(name);
        let (operand_groups, result_groups) = (&format.operand_groups, &format.result_groups);
        let Some(operands) = split(
            operand_groups.len(),
            |i| operand_groups[i],
            op.operands.len(),
            seg("operandSegmentSizes"),
        ) else {
            return false;
        };
        let Some(results) = split(
            result_groups.len(),
            |i| result_groups[i],
            op.results.len(),
            seg("resultSegmentSizes"),
        ) else {
            return false;
        };
        let successor_groups = &format.successor_groups;
        let successor_arity =
            |i: usize| if successor_groups[i] { Arity::Variadic } else { Arity::One };
        let Some(successors) =
            split(successor_groups.len(), successor_arity, op.successors.len(), None)
        else {
            return false;
        };
        let groups = Groups { operands, results, successors };
        self.op_name(&op.name);
        let mut sp = Spacing { should_emit_space: true, last_was_punctuation: false };
        self.elems(op, format, &groups, &format.elems, &mut sp)
    }

    fn elems(
        &mut self,
        op: &Operation,
        f: &OpFormat,
        g: &Groups,
        elems: &[Elem],
        sp: &mut Spacing,
    ) -> bool {
        elems.iter().all(|e| self.elem(op, f, g, e, sp))
    }

    fn literal(&mut self, value: &str, sp: &mut Spacing) {
        let first = value.chars().next().unwrap_or(' ');
        let space_before = if value.len() != 1 && value != "->" {
            true
        } else if sp.last_was_punctuation {
            !matches!(first, '>' | ')' | '}' | ']' | ',')
        } else {
            !matches!(first, '<' | '>' | '(' | ')' | '{' | '}' | '[' | ']' | ',')
        };
        if sp.should_emit_space && space_before {
            self.out.push(' ');
        }
        self.out.push_str(value);
        sp.should_emit_space = value.len() != 1 || !matches!(first, '<' | '(' | '{' | '[');
        sp.last_was_punctuation = first != '_' && !first.is_ascii_alphabetic();
    }

    fn space_before_element(&mut self, sp: &mut Spacing) {
        if sp.should_emit_space || !sp.last_was_punctuation {
            self.out.push(' ');
        }
        sp.last_was_punctuation = false;
        sp.should_emit_space = true;
    }

    fn elem(
        &mut self,
        op: &Operation,
        f: &OpFormat,
        g: &Groups,
        e: &Elem,
        sp: &mut Spacing,
    ) -> bool {
        match e {
            Elem::Literal(v) => self.literal(v, sp),
            Elem::Space(true) => {
                self.out.push(' ');
                sp.last_was_punctuation = false;
                sp.should_emit_space = false;
            }
            Elem::Space(false) => {
                sp.last_was_punctuation = true;
                sp.should_emit_space = false;
            }
            Elem::Newline => self.newline(),
            Elem::AttrDict { keyword } => {
                self.attr_dict(op, f, *keyword);
                sp.last_was_punctuation = false;
            }
            Elem::Optional { then, otherwise, anchor } => {
                let present = match anchor {
                    Some(a) => self.present(op, f, g, a),
                    None => return false,
                };
                if present {
                    // A unit attribute anchor prints nothing of its own.
                    let skip = |e: &&Elem| match (e, anchor) {
                        (Elem::Var(n), Some(Arg::Var(a))) => {
                            n == a
                                && matches!(
                                    f.vars.get(n),
                                    Some(VarKind::Attr { mode: AttrMode::Unit, .. })
                                )
                        }
                        _ => false,
                    };
                    let then: Vec<&Elem> = then.iter().filter(|e| !skip(e)).collect();
                    return then.into_iter().all(|e| self.elem(op, f, g, e, sp));
                }
                return self.elems(op, f, g, otherwise, sp);
            }
            Elem::PropDict => return false,
            _ => {
                self.space_before_element(sp);
                return self.directive(op, f, g, e);
            }
        }
        true
    }

    /// Whether an optional group's anchor is present.
    fn present(&self, op: &Operation, f: &OpFormat, g: &Groups, a: &Arg) -> bool {
        match a {
            Arg::Var(n) | Arg::TypeOf(n) => match f.vars.get(n) {
                Some(VarKind::Operand { group, .. }) => !g.operands[*group].is_empty(),
                Some(VarKind::Result { group, .. }) => !g.results[*group].is_empty(),
                Some(VarKind::Successor { group, .. }) => !g.successors[*group].is_empty(),
                Some(VarKind::Region { index, .. }) => {
                    op.regions.get(*index).is_some_and(|&r| !self.m.region(r).blocks.is_empty())
                }
                Some(VarKind::Attr { default, .. }) => match op.attr(n) {
                    None => false,
                    Some(v) => !is_default(v, default.as_ref()),
                },
                None => false,
            },
            Arg::Operands => !op.operands.is_empty(),
            Arg::Results => !op.results.is_empty(),
            _ => false,
        }
    }

    fn directive(&mut self, op: &Operation, f: &OpFormat, g: &Groups, e: &Elem) -> bool {
        match e {
            Elem::Var(n) => self.var(op, f, g, n, false),
            Elem::QualifiedAttr(n) => self.var(op, f, g, n, true),
            Elem::Operands => {
                self.values(&op.operands);
                true
            }
            Elem::Successors => {
                self.block_names(&op.successors);
                true
            }
            Elem::Type { arg, qualified } => self.type_arg(op, f, g, arg, *qualified),
            Elem::FunctionalType(a, b) => {
                let ins = self.arg_types(op, f, g, a);
                let outs = self.arg_types(op, f, g, b);
                match (ins, outs) {
                    (Some(inputs), Some(results)) => {
                        self.ty(&Type::Function { inputs, results });
                        true
                    }
                    _ => false,
                }
            }
            Elem::Custom(name, args) => self.custom_directive(op, f, g, name, args),
            _ => false,
        }
    }

    fn var(&mut self, op: &Operation, f: &OpFormat, g: &Groups, n: &str, qualified: bool) -> bool {
        match f.vars.get(n) {
            Some(VarKind::Operand { group, .. }) => {
                self.values(&op.operands[g.operands[*group].clone()]);
                true
            }
            Some(VarKind::Successor { group, .. }) => {
                self.block_names(&op.successors[g.successors[*group].clone()]);
                true
            }
            // A format's region prints with its entry block's arguments (ODS's printRegion
            // defaults); a variadic group prints every region, comma-separated.
            Some(VarKind::Region { index, variadic }) => {
                let end = if *variadic { op.regions.len() } else { index + 1 };
                let Some(regions) = op.regions.get(*index..end) else { return false };
                for (i, &r) in regions.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.region(r, true);
                }
                true
            }
            Some(VarKind::Attr { mode, enumeration, .. }) => match op.attr(n) {
                None => true,
                Some(v) => {
                    let mode = if qualified { &AttrMode::Full } else { mode };
                    self.attr_value(v, mode, enumeration.as_deref())
                }
            },
            Some(VarKind::Result { .. }) | None => false,
        }
    }

    /// An attribute as a format prints it.
    fn attr_value(&mut self, v: &Attribute, mode: &AttrMode, enumeration: Option<&str>) -> bool {
        match mode {
            AttrMode::Unit | AttrMode::Elided => true,
            AttrMode::Symbol => match v {
                Attribute::String(s) => {
                    write_symbol(&mut self.out, s).unwrap();
                    true
                }
                _ => false,
            },
            AttrMode::Full => {
                write!(self.out, "{v}").unwrap();
                true
            }
            AttrMode::NoType => {
                self.attr_without_type(v);
                true
            }
            AttrMode::Stripped => {
                match v {
                    // A dialect attribute prints its parameters alone (`<contract>`).
                    Attribute::Enum { .. } | Attribute::Opaque(_) => {
                        self.out.push_str(stripped_dialect_attr(&v.to_string()))
                    }
                    // `[1, 2]`: the elements of `array<i64: 1, 2>` (the `position` of most
                    // `llvm.extractvalue`s and `llvm.insertvalue`s).
                    Attribute::DenseArray { elem, values } => {
                        self.out.push('[');
                        for i in 0..values.len() {
                            if i > 0 {
                                self.out.push_str(", ");
                            }
                            write_dense_elem(&mut self.out, values, i, elem).unwrap();
                        }
                        self.out.push(']');
                    }
                    _ => write!(self.out, "{v}").unwrap(),
                }
                true
            }
            AttrMode::Enum | AttrMode::PropEnum { .. } => {
                let Some(info) = enumeration.and_then(|e| table().enums.get(e)) else {
                    return false;
                };
                let text = match v {
                    Attribute::Int { value, .. } => info.stringify(*value),
                    Attribute::Enum { cases, .. } => Some(if cases.is_empty() {
                        "none".to_string()
                    } else {
                        cases.join(&info.separator)
                    }),
                    _ => None,
                };
                let Some(text) = text else { return false };
                match mode {
                    AttrMode::PropEnum { mnemonic: Some(m) } => {
                        write!(self.out, "{m}<{text}>").unwrap()
                    }
                    AttrMode::PropEnum { mnemonic: None } => self.out.push_str(&text),
                    _ if is_keyword(&text) => self.out.push_str(&text),
                    _ => crate::ir::types::write_quoted(&mut self.out, text.as_bytes()).unwrap(),
                }
                true
            }
        }
    }

    /// The operands or results a directive argument names.
    fn arg_values<'o>(op: &'o Operation, f: &OpFormat, g: &Groups, a: &Arg) -> Option<&'o [Value]> {
        match a {
            Arg::Operands => Some(&op.operands),
            Arg::Results => Some(&op.results),
            Arg::Var(n) | Arg::TypeOf(n) => match f.vars.get(n.as_str())? {
                VarKind::Operand { group, .. } => Some(&op.operands[g.operands[*group].clone()]),
                VarKind::Result { group, .. } => Some(&op.results[g.results[*group].clone()]),
                _ => None,
            },
            _ => None,
        }
    }

    fn arg_types(&self, op: &Operation, f: &OpFormat, g: &Groups, a: &Arg) -> Option<Vec<Type>> {
        let values = Self::arg_values(op, f, g, a)?;
        Some(values.iter().map(|&v| self.m.value_type(v).clone()).collect())
    }

    fn type_arg(
        &mut self,
        op: &Operation,
        f: &OpFormat,
        g: &Groups,
        a: &Arg,
        qualified: bool,
    ) -> bool {
        let strip = !qualified
            && match a {
                Arg::Var(n) => matches!(
                    f.vars.get(n.as_str()),
                    Some(
                        VarKind::Operand { qualified: false, .. }
                            | VarKind::Result { qualified: false, .. }
                    )
                ),
                _ => false,
            };
        let m = self.m;
        let Some(values) = Self::arg_values(op, f, g, a) else { return false };
        for (i, &v) in values.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            let start = self.out.len();
            self.ty(m.value_type(v));
            if strip && self.out[start..].starts_with("!llvm.") {
                self.out.replace_range(start..start + 6, "");
            }
        }
        true
    }

    fn custom_directive(
        &mut self,
        op: &Operation,
        f: &OpFormat,
        g: &Groups,
        name: &str,
        args: &[Arg],
    ) -> bool {
        match name {
            // Printers that print nothing (the types they stand for are implied).
            "InsertExtractValueElementType" | "ShuffleType" => true,
            // Indices: constants, and the dynamic ones where the constant is `i32::MIN`.
            "GEPIndices" => self.mixed_entries(op, f, g, args, i64::from(i32::MIN)).is_some(),
            // `[0, %i, 2]`: static entries, the dynamic values where the static list has the
            // dynamic marker (`printDynamicIndexList`, without scalable flags or value types).
            "DynamicIndexList" if args.len() == 2 => {
                self.out.push('[');
                let left = self.mixed_entries(op, f, g, args, crate::ir::DYNAMIC);
                self.out.push(']');
                left == Some(0)
            }
            // `["tag"(%a, %b : T, U), ...]`: operand bundles, cut by `op_bundle_sizes`.
            "OpBundles" => self.op_bundles(op, f, g, args),
            // The LLVM dialect's and cf's directives of this name print differently.
            "SwitchOpCases" if op.name == "llvm.switch" => self.switch_cases(op, g),
            "SwitchOpCases" if op.name == "cf.switch" => self.cf_switch_cases(op, g),
            // `memref<4xi32> = dense<[1, 2, 3, 4]>`, `= uninitialized`, or the type alone for
            // an external global.
            "GlobalMemrefOpTypeAndInitialValue" if op.name == "memref.global" => {
                let Some(Attribute::Type(t)) = op.attr("type") else { return false };
                self.ty(t);
                match op.attr("initial_value") {
                    None => {}
                    Some(Attribute::Unit) => self.out.push_str(" = uninitialized"),
                    Some(v) => {
                        self.out.push_str(" = ");
                        self.attr_without_type(v);
                    }
                }
                true
            }
            _ => false,
        }
    }

    /// An attribute as `printAttributeWithoutType` prints it: numbers and dense elements
    /// without their `: type`.
    fn attr_without_type(&mut self, v: &Attribute) {
        match v {
            Attribute::Int { value, ty } if **ty != Type::i1() => {
                write!(self.out, "{value}").unwrap()
            }
            Attribute::Float { .. } => {
                let text = v.to_string();
                let cut = text.rfind(" : ").unwrap_or(text.len());
                self.out.push_str(&text[..cut]);
            }
            Attribute::DenseElements { ty, .. } => {
                let text = v.to_string();
                let suffix = format!(" : {ty}");
                self.out.push_str(text.strip_suffix(&suffix).unwrap_or(&text));
            }
            _ => write!(self.out, "{v}").unwrap(),
        }
    }

    /// `vector.print [%x : T] [str "..."] [punctuation <p>] [{attrs}]`: the format's `oilist`,
    /// the default punctuation (`newline`) left out.
    fn vector_print(&mut self, op: &Operation) -> bool {
        let m = self.m;
        if op.operands.len() > 1 {
            return false;
        }
        self.out.push_str("vector.print");
        if let [x] = op.operands.as_slice() {
            self.out.push(' ');
            self.value(*x);
            self.out.push_str(" : ");
            self.ty(m.value_type(*x));
        }
        if let Some(text) = op.attr("stringLiteral") {
            write!(self.out, " str {text}").unwrap();
        }
        if let Some(p) = op.attr("punctuation") {
            let text = p.to_string();
            if text != "#vector.punctuation<newline>" {
                write!(self.out, " punctuation {}", stripped_dialect_attr(&text)).unwrap();
            }
        }
        let attrs =
            op.attributes.iter().filter(|(k, _)| k != "stringLiteral" && k != "punctuation");
        self.optional_dict(attrs.map(|(k, v)| (k.as_str(), v)), false);
        true
    }

    /// `ub.poison [{attrs}] [<value>] : T`, the value left out when it is the default
    /// `#ub.poison` (`PoisonOp::print`).
    fn ub_poison(&mut self, op: &Operation) -> bool {
        let m = self.m;
        let [r] = op.results.as_slice() else { return false };
        self.out.push_str("ub.poison");
        let attrs = op.attributes.iter().filter(|(k, _)| k != "value");
        self.optional_dict(attrs.map(|(k, v)| (k.as_str(), v)), false);
        if let Some(v) = op.attr("value") {
            let text = v.to_string();
            if text != "#ub.poison" {
                write!(self.out, " <{}>", stripped_dialect_attr(&text)).unwrap();
            }
        }
        self.out.push_str(" : ");
        self.ty(m.value_type(*r));
        true
    }

    /// `2, %v, 4`: the entries of the dense integer array attribute named by `args[1]`, each
    /// equal to `marker` printed as the next value of the operand group `args[0]`. Gives how
    /// many of those values are left over; `None` when the arguments are not an operand group
    /// and such an attribute, or the values run out.
    fn mixed_entries(
        &mut self,
        op: &Operation,
        f: &OpFormat,
        g: &Groups,
        args: &[Arg],
        marker: i64,
    ) -> Option<usize> {
        let (Some(Arg::Var(dynamic)), Some(Arg::Var(statics))) = (args.first(), args.get(1)) else {
            return None;
        };
        let Some(VarKind::Operand { group, .. }) = f.vars.get(dynamic.as_str()) else {
            return None;
        };
        let dynamic = &op.operands[g.operands[*group].clone()];
        let Some(Attribute::DenseArray { values: DenseValues::Int(statics), .. }) =
            op.attr(statics)
        else {
            return None;
        };
        let mut next = dynamic.iter();
        for (i, &c) in statics.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            if c == marker {
                self.value(*next.next()?);
            } else {
                write!(self.out, "{c}").unwrap();
            }
        }
        Some(next.len())
    }

    /// `[` newline `  value: ^bb(args : types),` ... newline `]`.
    /// `cf.switch`'s cases (`printSwitchOpCases`): `  default: ^bb(args)`, then one line
    /// `  N: ^bb(args)` per case, each value printed as its unsigned bits of the flag's width
    /// (`getLimitedValue`: -1 of `i32` is 4294967295), then a newline when there were cases.
    fn cf_switch_cases(&mut self, op: &Operation, g: &Groups) -> bool {
        let (Some(default_ops), Some(case_ops), Some(&default)) =
            (g.operands.get(1), g.operands.get(2), op.successors.first())
        else {
            return false;
        };
        let width = match op.operands.first().map(|&v| self.m.value_type(v)) {
            Some(Type::Int { width, .. }) => *width,
            _ => return false,
        };
        self.out.push_str("  default: ");
        self.successor_and_args(default, &op.operands[default_ops.clone()]);
        if op.attr("case_values").is_none() {
            return true;
        }
        let Some(cases) = switch_cases(op, &op.successors[1..], case_ops.start) else {
            return false;
        };
        let mask = if width >= 64 { u64::MAX } else { (1u64 << width) - 1 };
        for (v, d, args) in cases {
            self.out.push(',');
            self.newline();
            write!(self.out, "  {}: ", (v as u64) & mask).unwrap();
            self.successor_and_args(d, args);
        }
        self.newline();
        true
    }

    /// `llvm.switch`'s cases: `[`, one line `  N: ^bb(args)` per case, `]`.
    fn switch_cases(&mut self, op: &Operation, g: &Groups) -> bool {
        let (Some(dests), Some(operands)) = (g.successors.get(1), g.operands.get(2)) else {
            return false;
        };
        let Some(cases) = switch_cases(op, &op.successors[dests.clone()], operands.start) else {
            return false;
        };
        self.out.push('[');
        self.newline();
        for (i, (v, d, args)) in cases.into_iter().enumerate() {
            if i > 0 {
                self.out.push(',');
                self.newline();
            }
            write!(self.out, "  {v}: ").unwrap();
            self.successor_and_args(d, args);
        }
        if op.attr("case_values").is_some() {
            self.newline();
        }
        self.out.push(']');
        true
    }

    /// `printOpBundles`: each bundle's tag, then its operands and their types in parentheses;
    /// nothing without bundles.
    fn op_bundles(&mut self, op: &Operation, f: &OpFormat, g: &Groups, args: &[Arg]) -> bool {
        let (Some(Arg::Var(operands)), Some(Arg::Var(tags))) = (args.first(), args.get(2)) else {
            return false;
        };
        let Some(VarKind::Operand { group, .. }) = f.vars.get(operands.as_str()) else {
            return false;
        };
        let mut rest = &op.operands[g.operands[*group].clone()];
        let sizes = match op.attr("op_bundle_sizes") {
            Some(Attribute::DenseArray { values: DenseValues::Int(v), .. }) => v.as_slice(),
            _ => &[],
        };
        let tags: Vec<&str> = match op.attr(tags) {
            Some(Attribute::Array(items)) => items.iter().filter_map(Attribute::as_str).collect(),
            _ => Vec::new(),
        };
        if sizes.is_empty() {
            return true;
        }
        if tags.len() != sizes.len() {
            return false;
        }
        self.out.push('[');
        for (i, (tag, &n)) in tags.iter().zip(sizes).enumerate() {
            let Some(n) = usize::try_from(n).ok().filter(|&n| n <= rest.len()) else {
                return false;
            };
            let (these, more) = rest.split_at(n);
            rest = more;
            if i > 0 {
                self.out.push_str(", ");
            }
            crate::ir::types::write_quoted(&mut self.out, tag.as_bytes()).unwrap();
            self.out.push('(');
            if !these.is_empty() {
                self.values(these);
                self.out.push_str(" : ");
                self.value_types(these);
            }
            self.out.push(')');
        }
        self.out.push(']');
        rest.is_empty()
    }

    /// `^bb1` or `^bb1(%a, %b : T, U)`.
    fn successor_and_args(&mut self, b: crate::ir::BlockId, args: &[Value]) {
        self.block_name(b);
        if !args.is_empty() {
            self.out.push('(');
            self.values(args);
            self.out.push_str(" : ");
            self.value_types(args);
            self.out.push(')');
        }
    }

    /// `attr-dict`: every attribute the format does not print, but segment sizes and
    /// attributes at their default value.
    fn attr_dict(&mut self, op: &Operation, f: &OpFormat, keyword: bool) {
        let shown = op.attributes.iter().filter(|(k, v)| {
            if f.used_attrs.iter().any(|u| u == k)
                || k == "operandSegmentSizes"
                || k == "resultSegmentSizes"
            {
                return false;
            }
            match f.vars.get(k.as_str()) {
                Some(VarKind::Attr { default: Some(d), .. }) => !is_default(v, Some(d)),
                _ => true,
            }
        });
        self.optional_dict(shown.map(|(k, v)| (k.as_str(), v)), keyword);
    }

    /// The op's name, without the default dialect's prefix where MLIR drops it.
    fn op_name(&mut self, name: &str) {
        let short = match name.split_once('.') {
            Some((d, rest)) if d == self.default_dialect && !rest.contains('.') => rest,
            _ => name,
        };
        self.out.push_str(short);
    }

    /// `func.func [visibility] @name(args) -> results [attributes {...}] [{ body }]`.
    fn func_func(&mut self, op: &Operation) -> bool {
        let Some(Attribute::String(name)) = op.attr("sym_name") else { return false };
        let Some(Type::Function { inputs, results }) =
            op.attr("function_type").and_then(Attribute::as_type)
        else {
            return false;
        };
        self.op_name("func.func");
        self.out.push(' ');
        if let Some(Attribute::String(v)) = op.attr("sym_visibility") {
            write!(self.out, "{v} ").unwrap();
        }
        write_symbol(&mut self.out, name).unwrap();
        let results: Vec<&Type> = results.iter().collect();
        const ELIDED: [&str; 5] =
            ["sym_name", "sym_visibility", "function_type", "arg_attrs", "res_attrs"];
        self.function_rest(op, inputs, false, &results, &ELIDED)
    }

    /// What MLIR's function printing (`function_interface_impl`) writes after a function's
    /// name: `(%arg0: T {attrs}, ...)` (types alone for a declaration), `-> results`,
    /// `attributes {...}` of the attributes not `elided`, and the body.
    fn function_rest(
        &mut self,
        op: &Operation,
        params: &[Type],
        varargs: bool,
        results: &[&Type],
        elided: &[&str],
    ) -> bool {
        let m = self.m;
        let body = op.regions.first().copied().filter(|&r| !m.region(r).blocks.is_empty());
        let entry = body.map_or(&[][..], |r| self.entry_args(r));
        if body.is_some() && entry.len() != params.len() {
            return false;
        }
        let arg_attrs = dict_list(op.attr("arg_attrs"));
        let res_attrs = dict_list(op.attr("res_attrs"));
        self.out.push('(');
        for (i, t) in params.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            match entry.get(i) {
                Some(&a) => {
                    self.value(a);
                    self.out.push_str(": ");
                    self.ty(m.value_type(a));
                }
                None => self.ty(t),
            }
            self.attr_list_entry(&arg_attrs, i);
        }
        if varargs {
            if !params.is_empty() {
                self.out.push_str(", ");
            }
            self.out.push_str("...");
        }
        self.out.push(')');
        if !results.is_empty() {
            self.out.push_str(" -> ");
            self.result_list(results, &res_attrs, false);
        }
        let attrs = op.attributes.iter().filter(|(k, _)| !elided.contains(&k.as_str()));
        self.optional_dict(attrs.map(|(k, v)| (k.as_str(), v)), true);
        if let Some(r) = body {
            self.out.push(' ');
            self.region(r, false);
        }
        true
    }

    fn llvm_cmp(&mut self, op: &Operation, predicates: &str) -> bool {
        let (Some(Attribute::Int { value, .. }), [lhs, rhs]) =
            (op.attr("predicate"), op.operands.as_slice())
        else {
            return false;
        };
        let Some(p) = table().enums.get(predicates).and_then(|e| e.stringify(*value)) else {
            return false;
        };
        write!(self.out, "{} \"{p}\" ", op.name).unwrap();
        self.value(*lhs);
        self.out.push_str(", ");
        self.value(*rhs);
        let attrs = op.attributes.iter().filter(|(k, v)| k != "predicate" && !is_no_fastmath(k, v));
        self.optional_dict(attrs.map(|(k, v)| (k.as_str(), v)), false);
        self.out.push_str(" : ");
        let t = self.m.value_type(*lhs);
        self.ty(t);
        true
    }

    /// `arith.select %c, %a, %b : T`, the condition's type first when it is a vector or a
    /// tensor (`SelectOp::print`).
    fn arith_select(&mut self, op: &Operation) -> bool {
        let ([c, _, _], [res]) = (op.operands.as_slice(), op.results.as_slice()) else {
            return false;
        };
        self.out.push_str("arith.select ");
        self.values(&op.operands);
        self.optional_dict(op.attributes.iter().map(|(k, v)| (k.as_str(), v)), false);
        self.out.push_str(" : ");
        let m = self.m;
        let cond = m.value_type(*c);
        if matches!(cond, Type::Vector { .. } | Type::Tensor { .. }) {
            self.ty(cond);
            self.out.push_str(", ");
        }
        self.ty(m.value_type(*res));
        true
    }

    /// `memref.transpose %in (d0, d1) -> (d1, d0) [attributes] : T to U`
    /// (`TransposeOp::print`: the permutation map without its `affine_map<...>`).
    fn memref_transpose(&mut self, op: &Operation) -> bool {
        let ([input], [r]) = (op.operands.as_slice(), op.results.as_slice()) else {
            return false;
        };
        let Some(Attribute::Opaque(map)) = op.attr("permutation") else { return false };
        let Some(map) = map.strip_prefix("affine_map<").and_then(|m| m.strip_suffix('>')) else {
            return false;
        };
        self.out.push_str("memref.transpose ");
        self.values(&[*input]);
        write!(self.out, " {map}").unwrap();
        let attrs = op.attributes.iter().filter(|(k, _)| k != "permutation");
        self.optional_dict(attrs.map(|(k, v)| (k.as_str(), v)), false);
        self.out.push_str(" : ");
        let m = self.m;
        self.ty(m.value_type(*input));
        self.out.push_str(" to ");
        self.ty(m.value_type(*r));
        true
    }

    /// `scf.for [unsigned] %iv = %lb to %ub step %step [iter_args(%a = %init, ...) -> (T, ...)]
    /// [: T] { body } [attributes]`, the body's `scf.yield` left out without loop-carried
    /// values (`ForOp::print`).
    fn scf_for(&mut self, op: &Operation) -> bool {
        let m = self.m;
        let ([lb, ub, step, inits @ ..], [r]) = (op.operands.as_slice(), op.regions.as_slice())
        else {
            return false;
        };
        let Some(&entry) = m.region(*r).blocks.first() else { return false };
        let ([iv, carried @ ..], 1) = (m.block(entry).args.as_slice(), m.region(*r).blocks.len())
        else {
            return false;
        };
        if carried.len() != inits.len() {
            return false;
        }
        self.out.push_str("scf.for");
        if matches!(op.attr("unsignedCmp"), Some(Attribute::Unit)) {
            self.out.push_str(" unsigned");
        }
        self.out.push(' ');
        self.value(*iv);
        self.out.push_str(" = ");
        self.value(*lb);
        self.out.push_str(" to ");
        self.value(*ub);
        self.out.push_str(" step ");
        self.value(*step);
        if !inits.is_empty() {
            self.out.push_str(" iter_args(");
            for (i, (a, v)) in carried.iter().zip(inits).enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.value(*a);
                self.out.push_str(" = ");
                self.value(*v);
            }
            self.out.push_str(") -> (");
            self.types(inits.iter().map(|v| m.value_type(*v)));
            self.out.push(')');
        }
        self.out.push(' ');
        let iv_type = m.value_type(*iv);
        if *iv_type != Type::Index {
            self.out.push_str(" : ");
            self.ty(iv_type);
            self.out.push(' ');
        }
        self.region_with(*r, false, !inits.is_empty());
        let attrs = op.attributes.iter().filter(|(k, _)| k != "unsignedCmp");
        self.optional_dict(attrs.map(|(k, v)| (k.as_str(), v)), false);
        true
    }

    /// `scf.if %c [-> (T, ...)] { then } [else { else }] [attributes]`, the `yield`s left out
    /// when the op has no results (`IfOp::print`).
    fn scf_if(&mut self, op: &Operation) -> bool {
        let m = self.m;
        let ([c], [then, otherwise]) = (op.operands.as_slice(), op.regions.as_slice()) else {
            return false;
        };
        if m.region(*then).blocks.len() != 1 || m.region(*otherwise).blocks.len() > 1 {
            return false;
        }
        self.out.push_str("scf.if ");
        self.value(*c);
        let results = !op.results.is_empty();
        if results {
            self.out.push_str(" -> (");
            self.types(op.results.iter().map(|v| m.value_type(*v)));
            self.out.push(')');
        }
        self.out.push(' ');
        self.region_with(*then, false, results);
        if !m.region(*otherwise).blocks.is_empty() {
            self.out.push_str(" else ");
            self.region_with(*otherwise, false, results);
        }
        self.optional_dict(op.attributes.iter().map(|(k, v)| (k.as_str(), v)), false);
        true
    }

    /// `scf.while [(%a = %init, ...)] : (T, ...) -> R { before } do { after }
    /// [attributes {...}]` (`WhileOp::print`): the before region's arguments named in the list,
    /// the after region's in its block header.
    fn scf_while(&mut self, op: &Operation) -> bool {
        let m = self.m;
        let [before, after] = op.regions.as_slice() else { return false };
        let Some(&entry) = m.region(*before).blocks.first() else { return false };
        let args = &m.block(entry).args;
        if args.len() != op.operands.len() || m.region(*after).blocks.is_empty() {
            return false;
        }
        self.out.push_str("scf.while");
        if !args.is_empty() {
            self.out.push_str(" (");
            for (i, (a, v)) in args.iter().zip(&op.operands).enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.value(*a);
                self.out.push_str(" = ");
                self.value(*v);
            }
            self.out.push(')');
        }
        self.out.push_str(" : ");
        let ft = Type::Function {
            inputs: op.operands.iter().map(|&v| m.value_type(v).clone()).collect(),
            results: op.results.iter().map(|&v| m.value_type(v).clone()).collect(),
        };
        self.ty(&ft);
        self.out.push(' ');
        self.region_with(*before, false, true);
        self.out.push_str(" do ");
        self.region_with(*after, true, true);
        self.optional_dict(op.attributes.iter().map(|(k, v)| (k.as_str(), v)), true);
        true
    }

    /// `scf.index_switch %x [{attrs}] [-> T, ...]`, then `case N { ... }` per case and
    /// `default { ... }` on lines of their own (the format's `custom<SwitchCases>` and `\n`).
    /// The default region's `scf.yield` is left out when it carries nothing, as ODS's printer
    /// leaves out an implicit terminator; the cases print theirs.
    fn scf_index_switch(&mut self, op: &Operation) -> bool {
        let m = self.m;
        let (Some(Attribute::DenseArray { values: DenseValues::Int(cases), .. }), [x]) =
            (op.attr("cases"), op.operands.as_slice())
        else {
            return false;
        };
        let [default, case_regions @ ..] = op.regions.as_slice() else { return false };
        let single = |r: &crate::ir::RegionId| m.region(*r).blocks.len() == 1;
        if cases.len() != case_regions.len() || !single(default) || !case_regions.iter().all(single)
        {
            return false;
        }
        self.out.push_str("scf.index_switch ");
        self.value(*x);
        let attrs = op.attributes.iter().filter(|(k, _)| k != "cases");
        self.optional_dict(attrs.map(|(k, v)| (k.as_str(), v)), false);
        if !op.results.is_empty() {
            self.out.push_str(" -> ");
            self.types(op.results.iter().map(|v| m.value_type(*v)));
        }
        self.out.push(' ');
        for (value, r) in cases.iter().zip(case_regions) {
            self.newline();
            write!(self.out, "case {value} ").unwrap();
            self.region_with(*r, false, true);
        }
        self.newline();
        self.out.push_str("default ");
        let block = m.block(m.region(*default).blocks[0]);
        let bare_yield = block.ops.last().is_some_and(|&t| {
            let t = m.op(t);
            t.name == "scf.yield" && t.operands.is_empty() && t.attributes.is_empty()
        });
        self.region_with(*default, true, !bare_yield);
        true
    }

    /// `scf.parallel (%i, ...) = (%lb, ...) to (%ub, ...) step (%s, ...) [init (%v, ...)]
    /// [-> T | -> (T, ...)] { body } [{attrs}]` (`ParallelOp::print`).
    fn scf_parallel(&mut self, op: &Operation) -> bool {
        let Some(Attribute::DenseArray { values: DenseValues::Int(seg), .. }) =
            op.attr("operandSegmentSizes")
        else {
            return false;
        };
        let [r] = op.regions.as_slice() else { return false };
        let ivs = self.entry_args(*r);
        let n = ivs.len();
        if seg.len() != 4 || seg[..3].iter().any(|&k| k != n as i64) || seg[3] < 0 {
            return false;
        }
        if op.operands.len() != 3 * n + seg[3] as usize {
            return false;
        }
        let groups: Vec<&[Value]> = [0..n, n..2 * n, 2 * n..3 * n, 3 * n..op.operands.len()]
            .map(|g| &op.operands[g])
            .into();
        self.out.push_str("scf.parallel (");
        self.values(ivs);
        for (word, vs) in [(") = (", groups[0]), (") to (", groups[1]), (") step (", groups[2])] {
            self.out.push_str(word);
            self.values(vs);
        }
        self.out.push(')');
        if !groups[3].is_empty() {
            self.out.push_str(" init (");
            self.values(groups[3]);
            self.out.push(')');
        }
        self.arrow_types(op);
        self.out.push(' ');
        self.region_with(*r, false, true);
        let attrs = op.attributes.iter().filter(|(k, _)| k != "operandSegmentSizes");
        self.optional_dict(attrs.map(|(k, v)| (k.as_str(), v)), false);
        true
    }

    /// ` -> T` or ` -> (T, ...)` for the op's results, nothing without
    /// (`printOptionalArrowTypeList`).
    fn arrow_types(&mut self, op: &Operation) {
        let m = self.m;
        let types: Vec<&Type> = op.results.iter().map(|v| m.value_type(*v)).collect();
        match types.as_slice() {
            [] => {}
            [t] if !matches!(t, Type::Function { .. }) => {
                self.out.push_str(" -> ");
                self.ty(t);
            }
            _ => {
                self.out.push_str(" -> (");
                self.types(types.iter().copied());
                self.out.push(')');
            }
        }
    }

    /// `scf.execute_region [-> T | -> (T, ...)] { ... } [{attrs}]` (`ExecuteRegionOp::print`).
    fn scf_execute_region(&mut self, op: &Operation) -> bool {
        let [r] = op.regions.as_slice() else { return false };
        if op.attr("no_inline").is_some() {
            return false;
        }
        self.out.push_str("scf.execute_region");
        self.arrow_types(op);
        self.out.push(' ');
        self.region_with(*r, false, true);
        self.optional_dict(op.attributes.iter().map(|(k, v)| (k.as_str(), v)), false);
        true
    }

    /// `memref.alloca_scope  [-> (T, ...)] { body } [attributes]`, the body's terminator left
    /// out without results (`AllocaScopeOp::print`, which always puts the result types in
    /// parentheses).
    fn memref_alloca_scope(&mut self, op: &Operation) -> bool {
        let [r] = op.regions.as_slice() else { return false };
        let m = self.m;
        self.out.push_str("memref.alloca_scope ");
        if !op.results.is_empty() {
            self.out.push_str(" -> (");
            self.types(op.results.iter().map(|v| m.value_type(*v)));
            self.out.push(')');
        }
        self.out.push(' ');
        self.region_with(*r, false, !op.results.is_empty());
        self.optional_dict(op.attributes.iter().map(|(k, v)| (k.as_str(), v)), false);
        true
    }

    /// `memref.generic_atomic_rmw %m[%i, ...] : T { ^bb0(%old: E): ... } [attributes]`
    /// (`GenericAtomicRMWOp::print`).
    fn memref_generic_atomic_rmw(&mut self, op: &Operation) -> bool {
        let ([memref, indices @ ..], [r]) = (op.operands.as_slice(), op.regions.as_slice()) else {
            return false;
        };
        self.out.push_str("memref.generic_atomic_rmw ");
        self.value(*memref);
        self.out.push('[');
        self.values(indices);
        self.out.push_str("] : ");
        let m = self.m;
        self.ty(m.value_type(*memref));
        self.out.push(' ');
        self.region_with(*r, true, true);
        self.optional_dict(op.attributes.iter().map(|(k, v)| (k.as_str(), v)), false);
        true
    }

    fn llvm_alloca(&mut self, op: &Operation) -> bool {
        let (Some(Attribute::Type(elem)), [size], [res]) =
            (op.attr("elem_type"), op.operands.as_slice(), op.results.as_slice())
        else {
            return false;
        };
        self.out.push_str("llvm.alloca");
        if op.attr("inalloca").is_some() {
            self.out.push_str(" inalloca");
        }
        self.out.push(' ');
        self.value(*size);
        self.out.push_str(" x ");
        self.ty(elem);
        let aligned =
            matches!(op.attr("alignment"), Some(Attribute::Int { value, .. }) if *value != 0);
        let attrs = op
            .attributes
            .iter()
            .filter(|(k, _)| k != "elem_type" && k != "inalloca" && (aligned || k != "alignment"));
        self.optional_dict(attrs.map(|(k, v)| (k.as_str(), v)), false);
        self.out.push_str(" : ");
        let m = self.m;
        let ft = Type::Function {
            inputs: vec![m.value_type(*size).clone()],
            results: vec![m.value_type(*res).clone()],
        };
        self.ty(&ft);
        true
    }

    fn llvm_call(&mut self, op: &Operation) -> bool {
        let callee = op.attr("callee");
        let seg = op.attr("operandSegmentSizes");
        let n_args = match seg {
            Some(Attribute::DenseArray { values: DenseValues::Int(v), .. }) if !v.is_empty() => {
                if v.iter().skip(1).any(|&n| n != 0) {
                    return false; // operand bundles
                }
                v[0] as usize
            }
            _ => op.operands.len(),
        };
        let Some(all) = op.operands.get(..n_args) else { return false };
        self.out.push_str("llvm.call ");
        self.enum_keyword_unless(op, "CConv", "ccc");
        self.enum_keyword_unless(op, "TailCallKind", "none");
        let args = match callee {
            Some(c @ Attribute::SymbolRef(_)) => {
                write!(self.out, "{c}").unwrap();
                all
            }
            _ => {
                let Some((first, rest)) = all.split_first() else { return false };
                self.value(*first);
                rest
            }
        };
        self.out.push('(');
        self.values(args);
        self.out.push(')');
        if let Some(t) = op.attr("var_callee_type") {
            let Attribute::Type(t) = t else { return false };
            write!(self.out, " vararg({t})").unwrap();
        }
        const ELIDED: [&str; 9] = [
            "callee",
            "TailCallKind",
            "var_callee_type",
            "CConv",
            "operandSegmentSizes",
            "op_bundle_sizes",
            "op_bundle_tags",
            "arg_attrs",
            "res_attrs",
        ];
        let attrs = op
            .attributes
            .iter()
            .filter(|(k, v)| !ELIDED.contains(&k.as_str()) && !is_no_fastmath(k, v));
        self.optional_dict(attrs.map(|(k, v)| (k.as_str(), v)), false);
        self.out.push_str(" : ");
        if callee.is_none() {
            let t = self.m.value_type(all[0]);
            self.ty(t);
            self.out.push_str(", ");
        }
        let m = self.m;
        let arg_attrs = dict_list(op.attr("arg_attrs"));
        let res_attrs = dict_list(op.attr("res_attrs"));
        self.out.push('(');
        for (i, &a) in args.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.ty(m.value_type(a));
            self.attr_list_entry(&arg_attrs, i);
        }
        self.out.push_str(") -> ");
        let results: Vec<&Type> = op.results.iter().map(|&v| m.value_type(v)).collect();
        self.result_list(&results, &res_attrs, true);
        true
    }

    /// ` {attrs}` of entry `i` of an `arg_attrs`/`res_attrs` list, when not empty.
    fn attr_list_entry(&mut self, list: &[&[(String, Attribute)]], i: usize) {
        if let Some(entries) = list.get(i) {
            self.optional_dict(entries.iter().map(|(k, v)| (k.as_str(), v)), false);
        }
    }

    /// A function's result list: `T`, `(T, U)`, `(T {attrs})`; `()` when empty and `empty_parens`.
    fn result_list(
        &mut self,
        results: &[&Type],
        attrs: &[&[(String, Attribute)]],
        empty_parens: bool,
    ) {
        if results.is_empty() {
            if empty_parens {
                self.out.push_str("()");
            }
            return;
        }
        let parens = results.len() > 1
            || matches!(results[0], Type::Function { .. })
            || attrs.first().is_some_and(|a| !a.is_empty());
        if parens {
            self.out.push('(');
        }
        for (i, t) in results.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.ty(t);
            self.attr_list_entry(attrs, i);
        }
        if parens {
            self.out.push(')');
        }
    }

    fn llvm_func(&mut self, op: &Operation) -> bool {
        let Some(Attribute::String(name)) = op.attr("sym_name") else { return false };
        let Some(Type::LlvmFunc { ret, params, varargs }) =
            op.attr("function_type").and_then(Attribute::as_type)
        else {
            return false;
        };
        if op.attr("vscale_range").is_some() {
            return false;
        }
        self.out.push_str("llvm.func ");
        self.enum_keyword_unless(op, "linkage", "external");
        if !self.int_enum_keyword(op, "visibility_", "Visibility")
            || !self.int_enum_keyword(op, "unnamed_addr", "UnnamedAddr")
        {
            return false;
        }
        self.enum_keyword_unless(op, "CConv", "ccc");
        write_symbol(&mut self.out, name).unwrap();
        let results: Vec<&Type> = if **ret == Type::Void { vec![] } else { vec![&**ret] };
        const ELIDED: [&str; 10] = [
            "sym_name",
            "function_type",
            "arg_attrs",
            "res_attrs",
            "linkage",
            "CConv",
            "visibility_",
            "comdat",
            "unnamed_addr",
            "vscale_range",
        ];
        self.function_rest(op, params, *varargs, &results, &ELIDED)
    }

    /// Prints the case of enum attribute `attr` and a space, unless it is `default`.
    fn enum_keyword_unless(&mut self, op: &Operation, attr: &str, default: &str) {
        if let Some(Attribute::Enum { cases, .. }) = op.attr(attr) {
            if let Some(c) = cases.first().filter(|c| *c != default) {
                write!(self.out, "{c} ").unwrap();
            }
        }
    }

    /// Prints an integer-stored enum attribute's case and a space when it is not empty.
    fn int_enum_keyword(&mut self, op: &Operation, attr: &str, e: &str) -> bool {
        match op.attr(attr) {
            None => true,
            Some(Attribute::Int { value, .. }) => {
                match table().enums.get(e).and_then(|i| i.stringify(*value)) {
                    Some(s) => {
                        if !s.is_empty() {
                            write!(self.out, "{s} ").unwrap();
                        }
                        true
                    }
                    None => false,
                }
            }
            Some(_) => false,
        }
    }

    fn llvm_global(&mut self, op: &Operation) -> bool {
        let Some(Attribute::String(name)) = op.attr("sym_name") else { return false };
        let Some(Attribute::Type(ty)) = op.attr("global_type") else { return false };
        let Some(Attribute::Enum { cases, .. }) = op.attr("linkage") else { return false };
        let linkage = cases.first().map_or("external", String::as_str);
        write!(self.out, "llvm.mlir.global {linkage} ").unwrap();
        if !self.int_enum_keyword(op, "visibility_", "Visibility") {
            return false;
        }
        if op.attr("thread_local_").is_some() {
            self.out.push_str("thread_local ");
        }
        if !self.int_enum_keyword(op, "unnamed_addr", "UnnamedAddr") {
            return false;
        }
        if op.attr("constant").is_some() {
            self.out.push_str("constant ");
        }
        write_symbol(&mut self.out, name).unwrap();
        self.out.push('(');
        let value = op.attr("value");
        if let Some(v) = value {
            write!(self.out, "{v}").unwrap();
        }
        self.out.push(')');
        if let Some(c) = op.attr("comdat") {
            write!(self.out, " comdat({c})").unwrap();
        }
        const ELIDED: [&str; 9] = [
            "sym_name",
            "global_type",
            "constant",
            "value",
            "linkage",
            "unnamed_addr",
            "thread_local_",
            "visibility_",
            "comdat",
        ];
        // MLIR's parser gives every global an address space; print the default one too.
        let zero = Attribute::int(0, Type::int(32));
        let default_space = op.attr("addr_space").is_none().then_some(("addr_space", &zero));
        let attrs = op.attributes.iter().filter(|(k, _)| !ELIDED.contains(&k.as_str()));
        self.optional_dict(attrs.map(|(k, v)| (k.as_str(), v)).chain(default_space), false);
        if matches!(value, Some(Attribute::String(_))) {
            return true;
        }
        self.out.push_str(" : ");
        self.ty(ty);
        if let Some(&r) = op.regions.first() {
            if !self.m.region(r).blocks.is_empty() {
                self.out.push(' ');
                self.region(r, false);
            }
        }
        true
    }
}

/// A dialect attribute as `printStrippedAttrOrType` prints it: its parameters alone. The
/// pretty form `#dialect.mnemonic<params>` leaves `<params>`; the dialect form
/// `#dialect<mnemonic params>` what the attribute prints after its mnemonic (` eq` of
/// `#index<cmp_predicate eq>`). Other text is printed as it is.
fn stripped_dialect_attr(text: &str) -> &str {
    let Some(rest) = text.strip_prefix('#') else { return text };
    let Some(open) = rest.find('<') else { return text };
    let head = &rest[..open];
    if !text.ends_with('>')
        || head.is_empty()
        || !head.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'.')
    {
        return text;
    }
    if head.contains('.') {
        return &rest[open..];
    }
    let inner = &rest[open + 1..rest.len() - 1];
    match inner.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_')) {
        Some(end) if end > 0 => &inner[end..],
        _ => text,
    }
}

/// The cases of a switch (`cf.switch`, `llvm.switch`): each case value (a splat's repeated),
/// its destination among `dests` and its operands, which start at operand `first`; `None`
/// when `case_values` and `case_operand_segments` do not fit the destinations. No cases
/// without `case_values`.
fn switch_cases<'o>(
    op: &'o Operation,
    dests: &[crate::ir::BlockId],
    first: usize,
) -> Option<Vec<(i64, crate::ir::BlockId, &'o [Value])>> {
    let values: Vec<i64> = match op.attr("case_values") {
        None => Vec::new(),
        Some(Attribute::DenseElements { values: DenseValues::Int(v), ty, splat }) => {
            let n = match &**ty {
                Type::Vector { shape, .. } => shape.iter().product::<u64>() as usize,
                Type::Tensor { shape: Some(s), .. } => s.iter().product::<i64>().max(0) as usize,
                _ => v.len(),
            };
            if *splat {
                vec![v.first().copied().unwrap_or(0); n]
            } else {
                v.clone()
            }
        }
        _ => return None,
    };
    let segments: Vec<usize> = match op.attr("case_operand_segments") {
        Some(Attribute::DenseArray { values: DenseValues::Int(v), .. }) => {
            v.iter().map(|&n| n.max(0) as usize).collect()
        }
        _ => vec![0; values.len()],
    };
    if dests.len() != values.len() || segments.len() != values.len() {
        return None;
    }
    let mut at = first;
    let mut cases = Vec::with_capacity(values.len());
    for ((v, &d), n) in values.into_iter().zip(dests).zip(segments) {
        cases.push((v, d, op.operands.get(at..at + n)?));
        at += n;
    }
    Some(cases)
}

/// Whether `k = v` is a `fastmathFlags` of no flags, which the LLVM ops' printers drop.
fn is_no_fastmath(k: &str, v: &Attribute) -> bool {
    k == "fastmathFlags"
        && matches!(v, Attribute::Enum { cases, .. } if cases.is_empty() || cases == &["none"])
}

/// The dictionaries of an `arg_attrs`/`res_attrs` array.
fn dict_list(a: Option<&Attribute>) -> Vec<&[(String, Attribute)]> {
    match a {
        Some(Attribute::Array(items)) => items
            .iter()
            .map(|i| match i {
                Attribute::Dict(d) => d.as_slice(),
                _ => &[],
            })
            .collect(),
        _ => Vec::new(),
    }
}

/// Whether `v` is the attribute's default value.
fn is_default(v: &Attribute, d: Option<&Default>) -> bool {
    match (d, v) {
        (Some(Default::Int(d)), Attribute::Int { value, .. }) => value == d,
        (Some(Default::Int(0)), Attribute::Enum { cases, .. }) => {
            cases.is_empty() || cases == &["none"]
        }
        (Some(Default::Bool(d)), Attribute::Bool(b)) => b == d,
        _ => false,
    }
}
