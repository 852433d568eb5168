//! What the LLVM-dialect ops a rule produces mean, as LLVM's LangRef defines them, one vector
//! lane at a time: values, poison (flags, shifts past the width, poison operands) and
//! undefined behaviour (division by zero or by poison, signed overflow of `sdiv`/`srem`).
//! Where LangRef lets an instruction pick among results (the sign of a zero under `nsz`,
//! either operand of `maxnum` when they compare equal), the choice is a fresh variable, so
//! the solver may pick what refutes the rule.

use super::smt::{
    any, bit, count_ones, fastmath_poison, fcmp, fits_integer, float_literal, icmp, literal,
    overflows, zeros_before_one, Functions, Sort, FCMP, ICMP, TRANSCENDENTAL,
};
use crate::ir::{Attribute, DenseValues, Module, OpId, Operation, Type, Value};
use std::collections::HashMap;
use std::fmt::Write;

/// A value of the lowered function: one name per lane (a scalar has one), each with a
/// `NAME_p` poison flag.
#[derive(Clone, Debug)]
pub struct Lanes {
    /// The lanes' names.
    pub names: Vec<String>,
    /// Their sort.
    pub sort: Sort,
}

/// The lowered function as SMT-LIB definitions.
pub struct Target {
    /// `define-fun`s and `declare-const`s of every value.
    pub defs: String,
    values: HashMap<Value, Lanes>,
    /// Integer constants, for the lane numbers of `insertelement` and `extractelement`.
    constants: HashMap<Value, i64>,
    /// Conditions under which an op is undefined behaviour.
    pub ub: Vec<String>,
    /// The returned value.
    pub result: Option<Lanes>,
    index_width: u32,
    fresh: usize,
}

/// The sort of a scalar or 1-D vector type, and its lane count (`None` for a scalar).
pub fn sort_and_lanes(ty: &Type, index_width: u32) -> Result<(Sort, Option<usize>), String> {
    match ty {
        Type::Vector { shape, scalable, elem } if shape.len() == 1 && !scalable[0] => {
            Ok((Sort::of(elem, index_width)?, Some(shape[0] as usize)))
        }
        _ => Ok((Sort::of(ty, index_width)?, None)),
    }
}

/// The lane names of a value called `name`: itself for a scalar, `name_0`... for a vector.
pub fn lane_names(name: &str, lanes: Option<usize>) -> Vec<String> {
    match lanes {
        None => vec![name.to_string()],
        Some(n) => (0..n).map(|i| format!("{name}_{i}")).collect(),
    }
}

impl Target {
    /// Encodes the body of `func` (an `llvm.func` whose entry block's arguments are the case's
    /// operands, named by `params`); `Err` names what is not modelled.
    pub fn encode(
        module: &Module,
        func: OpId,
        params: &[&str],
        index_width: u32,
        functions: &mut Functions,
    ) -> Result<Target, String> {
        let mut t = Target {
            defs: String::new(),
            values: HashMap::new(),
            constants: HashMap::new(),
            ub: Vec::new(),
            result: None,
            index_width,
            fresh: 0,
        };
        let op = module.op(func);
        let region = *op.regions.first().ok_or("a function without a body")?;
        let blocks = &module.region(region).blocks;
        if blocks.len() != 1 {
            return Err("control flow (more than one block)".into());
        }
        let block = module.block(blocks[0]);
        for (&arg, &name) in block.args.iter().zip(params) {
            let (sort, lanes) = sort_and_lanes(module.value_type(arg), index_width)?;
            let names = lane_names(name, lanes);
            for n in &names {
                writeln!(t.defs, "(define-fun {n}_p () Bool false)").unwrap();
            }
            t.values.insert(arg, Lanes { names, sort });
        }
        for &id in &block.ops {
            t.op(module, id, functions)?;
        }
        if t.result.is_none() {
            return Err("no llvm.return of a value".into());
        }
        Ok(t)
    }

    fn fresh(&mut self, sort: &str) -> String {
        self.fresh += 1;
        let name = format!("choice{}", self.fresh);
        writeln!(self.defs, "(declare-const {name} {sort})").unwrap();
        name
    }

    fn define(&mut self, v: Value, sort: Sort, lanes: Vec<(String, String)>) {
        let base = format!("t{}", self.values.len());
        let mut names = Vec::new();
        for (i, (value, poison)) in lanes.into_iter().enumerate() {
            let name = format!("{base}_{i}");
            writeln!(self.defs, "(define-fun {name} () {} {value})", sort.smt()).unwrap();
            writeln!(self.defs, "(define-fun {name}_p () Bool {poison})").unwrap();
            names.push(name);
        }
        self.values.insert(v, Lanes { names, sort });
    }

    fn op(&mut self, module: &Module, id: OpId, functions: &mut Functions) -> Result<(), String> {
        let op = module.op(id);
        let name = op.name.as_str();
        let operands: Vec<Lanes> = op
            .operands
            .iter()
            .map(|v| self.values.get(v).cloned().ok_or("a value defined outside the model"))
            .collect::<Result<_, _>>()?;
        if name == "llvm.return" {
            self.result = operands.first().cloned();
            return Ok(());
        }
        let [r] = op.results[..] else {
            return Err(format!("'{name}' with {} results", op.results.len()));
        };
        let (sort, lanes) = sort_and_lanes(module.value_type(r), self.index_width)?;
        let count = lanes.unwrap_or(1);
        match name {
            "llvm.mlir.constant" => {
                let values = self.constant(op.attr("value"), sort, count)?;
                if let (Some(Attribute::Int { value, .. }), None) = (op.attr("value"), lanes) {
                    self.constants.insert(r, *value);
                }
                let lanes = values.into_iter().map(|v| (v, "false".into())).collect();
                self.define(r, sort, lanes);
            }
            "llvm.mlir.poison" => {
                let lanes = (0..count).map(|_| (sort.some_value(), "true".into())).collect();
                self.define(r, sort, lanes);
            }
            // Any value, not poison: the solver picks.
            "llvm.mlir.undef" => {
                let lanes = (0..count).map(|_| (self.fresh(&sort.smt()), "false".into())).collect();
                self.define(r, sort, lanes);
            }
            "llvm.extractelement" | "llvm.insertelement" => {
                let index = op.operands.last().and_then(|v| self.constants.get(v)).copied();
                let Some(index) = index.map(|i| i as usize) else {
                    return Err(format!("'{name}' at a lane that is not a constant"));
                };
                let vector = &operands[0].names;
                if index >= vector.len().max(count) {
                    return Err(format!("'{name}' past the vector's end"));
                }
                let lanes = if name == "llvm.extractelement" {
                    let n = &vector[index];
                    vec![(n.clone(), format!("{n}_p"))]
                } else {
                    let element = &operands[1].names[0];
                    (0..count)
                        .map(|i| {
                            let n = if i == index { element } else { &vector[i] };
                            (n.clone(), format!("{n}_p"))
                        })
                        .collect()
                };
                self.define(r, sort, lanes);
            }
            _ => {
                let mut lanes = Vec::new();
                for i in 0..count {
                    let x: Vec<&str> = operands
                        .iter()
                        .map(|o| o.names[if o.names.len() == 1 { 0 } else { i }].as_str())
                        .collect();
                    let sorts: Vec<Sort> = operands.iter().map(|o| o.sort).collect();
                    lanes.push(self.lane(op, &x, &sorts, sort, functions)?);
                }
                self.define(r, sort, lanes);
            }
        }
        Ok(())
    }

    /// The lanes of a constant attribute of sort `sort`.
    fn constant(
        &self,
        attr: Option<&Attribute>,
        sort: Sort,
        count: usize,
    ) -> Result<Vec<String>, String> {
        let scalar = |a: &Attribute| -> Result<String, String> {
            match (a, sort) {
                (Attribute::Int { value, .. }, Sort::Bits(w)) => Ok(literal(*value as i128, w)),
                (Attribute::Bool(b), Sort::Bits(w)) => Ok(literal(*b as i128, w)),
                (Attribute::Float { value, .. }, Sort::Float { .. }) => {
                    Ok(float_literal(*value, sort))
                }
                _ => Err(format!("the constant {a}")),
            }
        };
        match attr {
            Some(Attribute::DenseElements { splat, values, .. }) => (0..count)
                .map(|i| {
                    let k = if *splat { 0 } else { i };
                    match (values, sort) {
                        (DenseValues::Int(v), Sort::Bits(w)) => {
                            v.get(k).map(|x| literal(*x as i128, w)).ok_or("a short constant")
                        }
                        (DenseValues::Float(v), Sort::Float { .. }) => {
                            v.get(k).map(|x| float_literal(*x, sort)).ok_or("a short constant")
                        }
                        _ => Err("a dense constant of another type"),
                    }
                    .map_err(String::from)
                })
                .collect(),
            Some(a) if count == 1 => Ok(vec![scalar(a)?]),
            Some(a) => Ok(vec![scalar(a)?; count]),
            None => Err("a constant without a value".into()),
        }
    }

    /// One lane of an elementwise op: its value and when it is poison (undefined behaviour
    /// is added to `self.ub`).
    fn lane(
        &mut self,
        op: &Operation,
        x: &[&str],
        sorts: &[Sort],
        sort: Sort,
        functions: &mut Functions,
    ) -> Result<(String, String), String> {
        let name = op.name.as_str();
        let p = |i: usize| format!("{}_p", x[i]);
        let poison_any = any(&(0..x.len()).map(p).collect::<Vec<_>>());
        let mut poison = vec![poison_any.clone()];
        let w = sort.width();
        let (nsw, nuw) = overflow_flags(op.attr("overflowFlags"))?;
        let exact = op.attr("isExact").is_some();
        let value = match name {
            "llvm.add" | "llvm.sub" | "llvm.mul" => {
                let bv = match name {
                    "llvm.add" => "bvadd",
                    "llvm.sub" => "bvsub",
                    _ => "bvmul",
                };
                if nsw {
                    poison.push(overflows(bv, x[0], x[1], w, true));
                }
                if nuw {
                    poison.push(overflows(bv, x[0], x[1], w, false));
                }
                format!("({bv} {} {})", x[0], x[1])
            }
            "llvm.and" | "llvm.or" | "llvm.xor" => {
                if op.attr("isDisjoint").is_some() {
                    poison.push(format!("(not (= (bvand {} {}) {}))", x[0], x[1], literal(0, w)));
                }
                format!("(bv{} {} {})", &name[5..], x[0], x[1])
            }
            "llvm.sdiv" | "llvm.udiv" | "llvm.srem" | "llvm.urem" => {
                let bv = format!("bv{}", &name[5..]);
                let mut ub = vec![format!("(= {} {})", x[1], literal(0, w)), p(1)];
                if name.starts_with("llvm.s") {
                    let (min, ones) = (literal(1i128 << (w - 1), w), literal(-1, w));
                    ub.push(format!("(and (= {} {min}) (= {} {ones}))", x[0], x[1]));
                    // Overflow of a poison dividend is possible too.
                    ub.push(format!("(and {} (= {} {ones}))", p(0), x[1]));
                }
                self.ub.push(any(&ub));
                poison = vec![p(0)];
                if exact {
                    let rem = if name == "llvm.sdiv" { "bvsrem" } else { "bvurem" };
                    poison.push(format!("(not (= ({rem} {} {}) {}))", x[0], x[1], literal(0, w)));
                }
                format!("({bv} {} {})", x[0], x[1])
            }
            "llvm.shl" | "llvm.lshr" | "llvm.ashr" => {
                let bv = match name {
                    "llvm.shl" => "bvshl",
                    "llvm.lshr" => "bvlshr",
                    _ => "bvashr",
                };
                let r = format!("({bv} {} {})", x[0], x[1]);
                poison.push(format!("(bvuge {} {})", x[1], literal(i128::from(w), w)));
                if name == "llvm.shl" {
                    if nsw {
                        poison.push(format!("(not (= (bvashr {r} {}) {}))", x[1], x[0]));
                    }
                    if nuw {
                        poison.push(format!("(not (= (bvlshr {r} {}) {}))", x[1], x[0]));
                    }
                } else if exact {
                    poison.push(format!("(not (= (bvshl {r} {}) {}))", x[1], x[0]));
                }
                r
            }
            "llvm.icmp" => {
                let k = op.attr("predicate").and_then(Attribute::as_int).unwrap_or(-1);
                let pred = ICMP.get(k as usize).ok_or("an unknown icmp predicate")?;
                if op.attr("samesign").is_some() {
                    let z = literal(0, sorts[0].width());
                    poison.push(format!("(not (= (bvslt {} {z}) (bvslt {} {z})))", x[0], x[1]));
                }
                bit(&icmp(pred, x[0], x[1]))
            }
            "llvm.select" => {
                let c = format!("(= {} {})", x[0], literal(1, 1));
                poison = vec![format!("(or {} (ite {c} {} {}))", p(0), p(1), p(2))];
                format!("(ite {c} {} {})", x[1], x[2])
            }
            "llvm.sext" | "llvm.zext" => {
                let ext = if name == "llvm.sext" { "sign_extend" } else { "zero_extend" };
                if op.attr("nonNeg").is_some() {
                    poison.push(format!("(bvslt {} {})", x[0], literal(0, sorts[0].width())));
                }
                format!("((_ {ext} {}) {})", w - sorts[0].width(), x[0])
            }
            "llvm.trunc" => {
                let v = format!("((_ extract {} 0) {})", w - 1, x[0]);
                let extra = sorts[0].width() - w;
                if nsw {
                    poison.push(format!("(not (= ((_ sign_extend {extra}) {v}) {}))", x[0]));
                }
                if nuw {
                    poison.push(format!("(not (= ((_ zero_extend {extra}) {v}) {}))", x[0]));
                }
                v
            }
            "llvm.intr.smax" | "llvm.intr.smin" | "llvm.intr.umax" | "llvm.intr.umin" => {
                let cmp = match name {
                    "llvm.intr.smax" => "bvsgt",
                    "llvm.intr.smin" => "bvslt",
                    "llvm.intr.umax" => "bvugt",
                    _ => "bvult",
                };
                format!("(ite ({cmp} {a} {b}) {a} {b})", a = x[0], b = x[1])
            }
            "llvm.intr.abs" => {
                let min = literal(1i128 << (w - 1), w);
                if flag(op, "is_int_min_poison")? {
                    poison.push(format!("(= {} {min})", x[0]));
                }
                let a = x[0];
                format!("(ite (bvslt {a} {}) (bvneg {a}) {a})", literal(0, w))
            }
            "llvm.intr.ctlz" | "llvm.intr.cttz" => {
                if flag(op, "is_zero_poison")? {
                    poison.push(format!("(= {} {})", x[0], literal(0, w)));
                }
                zeros_before_one(x[0], w, name == "llvm.intr.ctlz")
            }
            "llvm.intr.ctpop" => count_ones(x[0], w),
            "llvm.bitcast" => match (sorts[0], sort) {
                (Sort::Bits(_), Sort::Float { exp, sig }) => {
                    format!("((_ to_fp {exp} {sig}) {})", x[0])
                }
                (Sort::Float { .. }, Sort::Bits(_)) => format!("(fp.to_ieee_bv {})", x[0]),
                (a, b) if a == b => x[0].to_string(),
                _ => return Err("a bitcast between floats".into()),
            },
            _ => self.float_lane(op, x, sorts, sort, functions, &mut poison)?,
        };
        Ok((value, any(&poison)))
    }

    /// One lane of a float op (or a conversion to or from floats).
    fn float_lane(
        &mut self,
        op: &Operation,
        x: &[&str],
        sorts: &[Sort],
        sort: Sort,
        functions: &mut Functions,
        poison: &mut Vec<String>,
    ) -> Result<String, String> {
        let name = op.name.as_str();
        let short = name.trim_start_matches("llvm.").trim_start_matches("intr.");
        let flags = fastmath_flags(op.attr("fastmathFlags"))?;
        let nan = |s: &str| format!("(fp.isNaN {s})");
        let mut value = match short {
            "fadd" | "fsub" | "fmul" | "fdiv" => {
                format!("(fp.{} RNE {} {})", &short[1..], x[0], x[1])
            }
            "frem" => functions.apply("fmod", &[(x[0], sorts[0]), (x[1], sorts[1])], sort),
            "fneg" => format!("(fp.neg {})", x[0]),
            "fabs" => format!("(fp.abs {})", x[0]),
            "sqrt" => format!("(fp.sqrt RNE {})", x[0]),
            "fma" => {
                format!("(fp.fma RNE {} {} {})", x[0], x[1], x[2])
            }
            "floor" => format!("(fp.roundToIntegral RTN {})", x[0]),
            "ceil" => format!("(fp.roundToIntegral RTP {})", x[0]),
            "trunc" => format!("(fp.roundToIntegral RTZ {})", x[0]),
            "round" => format!("(fp.roundToIntegral RNA {})", x[0]),
            "roundeven" => format!("(fp.roundToIntegral RNE {})", x[0]),
            "copysign" => {
                // The sign bit of a NaN is not in the theory: either sign.
                let (a, b) = (x[0], x[1]);
                let pos = format!("(fp.abs {a})");
                let sign = format!("(ite {} {} (fp.isNegative {b}))", nan(b), self.fresh("Bool"));
                format!("(ite {sign} (fp.neg {pos}) {pos})")
            }
            "maximum" | "minimum" => {
                let (a, b) = (x[0], x[1]);
                let (zero, cmp) = if short == "maximum" {
                    (format!("(ite (fp.isNegative {a}) {b} {a})"), "fp.gt")
                } else {
                    (format!("(ite (fp.isNegative {a}) {a} {b})"), "fp.lt")
                };
                format!(
                    "(ite (or {} {}) {} (ite (and (fp.isZero {a}) (fp.isZero {b})) {zero} (ite ({cmp} {a} {b}) {a} {b})))",
                    nan(a),
                    nan(b),
                    sort.nan()
                )
            }
            "maxnum" | "minnum" => {
                // Operands that compare equal (-0 and +0 among them): either.
                let (a, b) = (x[0], x[1]);
                let (more, less) =
                    if short == "maxnum" { ("fp.gt", "fp.lt") } else { ("fp.lt", "fp.gt") };
                let either = format!("(ite {} {a} {b})", self.fresh("Bool"));
                format!(
                    "(ite {} {b} (ite {} {a} (ite ({more} {a} {b}) {a} (ite ({less} {a} {b}) {b} {either}))))",
                    nan(a),
                    nan(b)
                )
            }
            "fcmp" => {
                let k = op.attr("predicate").and_then(Attribute::as_int).unwrap_or(-1);
                let pred = FCMP.get(k as usize).ok_or("an unknown fcmp predicate")?;
                if flags.contains(&"nnan") {
                    poison.push(format!("(or {} {})", nan(x[0]), nan(x[1])));
                }
                if flags.contains(&"ninf") {
                    poison.push(format!("(or (fp.isInfinite {}) (fp.isInfinite {}))", x[0], x[1]));
                }
                return Ok(bit(&fcmp(pred, x[0], x[1])));
            }
            "is.fpclass" => {
                let mask = op
                    .attr("bit")
                    .and_then(Attribute::as_int)
                    .ok_or("is.fpclass without a mask")?;
                if (mask & 1) != ((mask >> 1) & 1) {
                    return Err("a test of signalling or quiet NaNs alone".into());
                }
                let a = x[0];
                let classes = [
                    (1, nan(a)),
                    (4, format!("(and (fp.isInfinite {a}) (fp.isNegative {a}))")),
                    (8, format!("(and (fp.isNormal {a}) (fp.isNegative {a}))")),
                    (16, format!("(and (fp.isSubnormal {a}) (fp.isNegative {a}))")),
                    (32, format!("(and (fp.isZero {a}) (fp.isNegative {a}))")),
                    (64, format!("(and (fp.isZero {a}) (fp.isPositive {a}))")),
                    (128, format!("(and (fp.isSubnormal {a}) (fp.isPositive {a}))")),
                    (256, format!("(and (fp.isNormal {a}) (fp.isPositive {a}))")),
                    (512, format!("(and (fp.isInfinite {a}) (fp.isPositive {a}))")),
                ];
                let tests: Vec<String> =
                    classes.into_iter().filter(|(m, _)| mask & m != 0).map(|(_, t)| t).collect();
                return Ok(bit(&any(&tests)));
            }
            "fpext" | "fptrunc" => {
                let Sort::Float { exp, sig } = sort else {
                    return Err("fpext to an integer".into());
                };
                format!("((_ to_fp {exp} {sig}) RNE {})", x[0])
            }
            "experimental.constrained.fptrunc" => {
                let Sort::Float { exp, sig } = sort else {
                    return Err("fptrunc to an integer".into());
                };
                // LangRef: a static rounding mode is what the optimizer may assume the
                // floating-point environment's is; the instruction rounds by the environment's
                // mode, and where that is another, the behaviour is undefined. The model's
                // environment is the default one, rounding to nearest, ties to even.
                match op.attr("roundingmode").and_then(Attribute::as_int) {
                    Some(1) => {}
                    Some(0 | 2..=4) => self.ub.push("true".into()),
                    _ => return Err("a dynamic or unknown rounding mode".into()),
                }
                format!("((_ to_fp {exp} {sig}) RNE {})", x[0])
            }
            "sitofp" | "uitofp" => {
                let Sort::Float { exp, sig } = sort else {
                    return Err(format!("{name} to an integer"));
                };
                if op.attr("nonNeg").is_some() {
                    poison.push(format!("(bvslt {} {})", x[0], literal(0, sorts[0].width())));
                }
                let to = if short == "sitofp" { "to_fp" } else { "to_fp_unsigned" };
                format!("((_ {to} {exp} {sig}) RNE {})", x[0])
            }
            "fptosi" | "fptoui" => {
                // Poison where the truncated value does not fit.
                let (Sort::Bits(w), Sort::Float { .. }) = (sort, sorts[0]) else {
                    return Err(format!("{name} of an integer"));
                };
                let signed = short == "fptosi";
                poison.push(format!("(not {})", fits_integer(x[0], w, signed, sorts[0])));
                let conv = if signed { "fp.to_sbv" } else { "fp.to_ubv" };
                return Ok(format!("((_ {conv} {w}) RTZ {})", x[0]));
            }
            "pow" | "powi" => functions.apply(short, &[(x[0], sorts[0]), (x[1], sorts[1])], sort),
            f if TRANSCENDENTAL.contains(&f) => {
                let args: Vec<(&str, Sort)> =
                    x.iter().copied().zip(sorts.iter().copied()).collect();
                functions.apply(f, &args, sort)
            }
            "call" => {
                let callee = match op.attr("callee") {
                    Some(Attribute::SymbolRef(path)) if path.len() == 1 => path[0].clone(),
                    _ => return Err("an indirect call".into()),
                };
                let f =
                    libm_function(&callee, sort).ok_or_else(|| format!("a call of '{callee}'"))?;
                let args: Vec<(&str, Sort)> =
                    x.iter().copied().zip(sorts.iter().copied()).collect();
                functions.apply(f, &args, sort)
            }
            _ => return Err(format!("'{name}' is not in the LLVM model")),
        };
        if !sort.is_float() {
            return Ok(value);
        }
        let floats: Vec<&str> =
            x.iter().zip(sorts).filter(|(_, s)| s.is_float()).map(|(v, _)| *v).collect();
        poison.extend(fastmath_poison(&flags, &floats, &value));
        if flags.contains(&"nsz") {
            let flip = self.fresh("Bool");
            value = format!("(ite (and {flip} (fp.isZero {value})) (fp.neg {value}) {value})");
        }
        Ok(value)
    }
}

/// The function of `math` a libm function of this name computes on `sort` (`expf` on `f32`
/// is `exp`), if it is one the model knows.
fn libm_function(callee: &str, sort: Sort) -> Option<&'static str> {
    let base = match sort.name().as_str() {
        "f32" => callee.strip_suffix('f')?,
        "f64" => callee,
        _ => return None,
    };
    TRANSCENDENTAL.iter().copied().find(|f| *f == base)
}

/// A Boolean attribute of an intrinsic (`is_zero_poison`); absent is false.
fn flag(op: &Operation, name: &str) -> Result<bool, String> {
    match op.attr(name) {
        None => Ok(false),
        Some(Attribute::Bool(b)) => Ok(*b),
        Some(Attribute::Int { value, .. }) => Ok(*value != 0),
        Some(other) => Err(format!("{name} = {other}")),
    }
}

/// The flags of a `fastmathFlags` attribute the model knows (`nnan`, `ninf`, `nsz`); the
/// others change what a sequence of ops may compute, not one op, and are not modelled.
fn fastmath_flags(attr: Option<&Attribute>) -> Result<Vec<&'static str>, String> {
    let Some(attr) = attr else { return Ok(Vec::new()) };
    let text = attr.to_string();
    let list = text
        .strip_prefix("#llvm.fastmath<")
        .and_then(|t| t.strip_suffix('>'))
        .ok_or_else(|| format!("the fast-math flags {text}"))?;
    let mut flags = Vec::new();
    for f in list.split(',').map(str::trim) {
        match f {
            "none" => {}
            "nnan" => flags.push("nnan"),
            "ninf" => flags.push("ninf"),
            "nsz" => flags.push("nsz"),
            other => return Err(format!("the fast-math flag '{other}'")),
        }
    }
    Ok(flags)
}

/// `nsw` and `nuw` of an `overflowFlags` attribute, as a number (`1` nsw, `2` nuw) or as
/// `#llvm.overflow<...>`; anything else is not modelled (never taken for no flags).
fn overflow_flags(attr: Option<&Attribute>) -> Result<(bool, bool), String> {
    let Some(attr) = attr else { return Ok((false, false)) };
    if let Some(bits) = attr.as_int() {
        return Ok((bits & 1 != 0, bits & 2 != 0));
    }
    let text = attr.to_string();
    match text.strip_prefix("#llvm.overflow<").and_then(|t| t.strip_suffix('>')) {
        Some(list) => {
            let flags: Vec<&str> = list.split(',').map(str::trim).collect();
            if let Some(f) = flags.iter().find(|f| !matches!(**f, "nsw" | "nuw" | "none")) {
                return Err(format!("the overflow flag '{f}'"));
            }
            Ok((flags.contains(&"nsw"), flags.contains(&"nuw")))
        }
        None => Err(format!("the overflow flags {text}")),
    }
}
