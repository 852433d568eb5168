//! The declarative assembly formats of MLIR's ops (`data/asm_table.txt`, generated from ODS by
//! `scripts/gen-op-table.py`), parsed once into [`OpFormat`]s that the printer interprets the way
//! ODS's generated printers run.

use rustc_hash::FxHashMap as HashMap;
use std::sync::OnceLock;

/// One element of an assembly format.
#[derive(Debug, Clone)]
pub(crate) enum Elem {
    /// `` `keyword` `` or punctuation.
    Literal(String),
    /// `` ` ` `` (true) or ``` `` ``` (false): an explicit space, or none.
    Space(bool),
    /// `` `\n` ``.
    Newline,
    /// `$name`: an operand, result, successor, region or attribute.
    Var(String),
    /// `attr-dict` / `attr-dict-with-keyword`.
    AttrDict { keyword: bool },
    /// `prop-dict`.
    PropDict,
    /// `type(...)`, possibly `qualified(...)`.
    Type { arg: Arg, qualified: bool },
    /// `functional-type(a, b)`.
    FunctionalType(Arg, Arg),
    /// `operands`.
    Operands,
    /// `successors`.
    Successors,
    /// `regions`.
    Regions,
    /// `qualified($attr)`.
    QualifiedAttr(String),
    /// `custom<Name>(args)`: the printer knows some by name.
    Custom(String, Vec<Arg>),
    /// `(then)?` or `(then) : (else)?`, printed when `anchor` is present.
    Optional { then: Vec<Elem>, otherwise: Vec<Elem>, anchor: Option<Arg> },
}

/// An argument of a directive.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Arg {
    /// `$name`.
    Var(String),
    /// `operands`.
    Operands,
    /// `results`.
    Results,
    /// `type($name)` inside a custom directive.
    TypeOf(String),
    /// `ref(...)`: used by the parser only.
    Ref,
    /// Anything else.
    Other,
}

/// How an attribute prints where a format names it.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum AttrMode {
    /// A unit attribute: its presence is the keyword before it.
    Unit,
    /// A symbol name: `@name`.
    Symbol,
    /// Without its type (`4` for `4 : i64`).
    NoType,
    /// In full.
    Full,
    /// Without its dialect prefix (`fastmath<fast>`, `[0, 1]` for a dense array).
    Stripped,
    /// An integer-stored enum printed as its case.
    Enum,
    /// An enum property: its case text, in `mnemonic<...>` when it has a mnemonic.
    PropEnum { mnemonic: Option<String> },
    /// The segment sizes of a variadic-of-variadic operand: never printed.
    Elided,
}

/// What a named variable of a format is.
#[derive(Debug, Clone)]
pub(crate) enum VarKind {
    /// An operand group (index among the op's operand groups).
    Operand { group: usize, qualified: bool },
    /// A result group.
    Result { group: usize, qualified: bool },
    /// A successor group.
    Successor { group: usize },
    /// A region (all regions from `index` on when `variadic`).
    Region { index: usize, variadic: bool },
    /// An attribute or property.
    Attr {
        mode: AttrMode,
        enumeration: Option<String>,
        default: Option<Default>,
        /// The enum attribute's kind (`arith.fastmath`), for `stripped` enum attributes.
        kind: Option<String>,
        /// The type of a `notype` attribute's value (`i32` for an `I32Attr`), when it is a
        /// signless integer, `index` or a float: what reading its bare text makes of it.
        value: Option<String>,
    },
}

/// How many values a group holds.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) enum Arity {
    One,
    Optional,
    Variadic,
}

/// An attribute's default value, which `attr-dict` elides and optional groups treat as absent.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Default {
    /// An enum case by its integer value.
    Int(i64),
    /// A bool attribute.
    Bool(bool),
}

/// One op's format.
#[derive(Debug)]
pub(crate) struct OpFormat {
    pub elems: Vec<Elem>,
    pub vars: HashMap<String, VarKind>,
    /// Operand groups in order, with their arity (to split the flat operand list).
    pub operand_groups: Vec<Arity>,
    pub result_groups: Vec<Arity>,
    pub successor_groups: Vec<bool>,
    /// Attribute names the format prints itself (elided from `attr-dict`).
    pub used_attrs: Vec<String>,
    /// The attributes and properties in the order ODS declares them (the order MLIR's
    /// import lists them in).
    pub attr_order: Vec<String>,
}

/// An enum: its cases by value.
#[derive(Debug)]
pub(crate) struct EnumInfo {
    pub bit: bool,
    pub separator: String,
    pub groups: bool,
    pub cases: Vec<(String, i64)>,
}

impl EnumInfo {
    /// The text of `value` as MLIR's generated `stringify` function writes it.
    pub fn stringify(&self, value: i64) -> Option<String> {
        if !self.bit {
            return self.cases.iter().find(|(_, v)| *v == value).map(|(s, _)| s.clone());
        }
        if value == 0 {
            return self.cases.iter().find(|(_, v)| *v == 0).map(|(s, _)| s.clone());
        }
        let mut rest = value;
        let mut parts = Vec::new();
        if self.groups {
            for (s, v) in self.cases.iter().rev() {
                if *v != 0 && v.count_ones() > 1 && rest & v == *v {
                    parts.push(s.as_str());
                    rest &= !v;
                }
            }
        }
        for (s, v) in &self.cases {
            if *v != 0 && v.count_ones() == 1 && rest & v == *v {
                parts.push(s.as_str());
                rest &= !v;
            }
        }
        if rest != 0 {
            return None;
        }
        Some(parts.join(&self.separator))
    }
}

/// The parsed table.
pub(crate) struct Table {
    pub ops: HashMap<String, OpFormat>,
    pub enums: HashMap<String, EnumInfo>,
    /// Default-valued attributes by op: name and the default's MLIR text.
    pub defaults: HashMap<String, Vec<(String, crate::ir::Attribute)>>,
}

/// The table, parsed on first use.
pub(crate) fn table() -> &'static Table {
    static TABLE: OnceLock<Table> = OnceLock::new();
    TABLE.get_or_init(|| parse_table(include_str!("../../../data/asm_table.txt")))
}

fn parse_table(text: &str) -> Table {
    let mut ops = HashMap::default();
    let mut enums = HashMap::default();
    let mut defaults = HashMap::default();
    let mut current: Option<(String, String, Vec<String>)> = None;
    let finish = |cur: Option<(String, String, Vec<String>)>, ops: &mut HashMap<_, _>| {
        if let Some((name, format, vars)) = cur {
            if let Some(f) = build(&format, &vars) {
                ops.insert(name, f);
            }
        }
    };
    for line in text.lines() {
        if line.starts_with('#') || line.is_empty() {
            continue;
        }
        let (head, rest) = line.split_once(' ').unwrap_or((line, ""));
        match head {
            "enum" => {
                let mut it = rest.split(' ');
                let name = it.next().unwrap_or_default().to_string();
                let bit = it.next() == Some("bit");
                let separator = it.next().unwrap_or("|").replace('_', " ");
                let groups = it.next() == Some("1");
                let cases = it
                    .filter_map(|c| {
                        let (s, v) = c.rsplit_once('=')?;
                        Some((s.to_string(), v.parse().ok()?))
                    })
                    .collect();
                enums.insert(name, EnumInfo { bit, separator, groups, cases });
            }
            "defaults" => {
                let mut it = rest.split(' ');
                let op = it.next().unwrap_or_default().to_string();
                let entries = it
                    .filter_map(|e| {
                        let (k, v) = e.split_once('=')?;
                        let text = v.replace('_', " ");
                        Some((k.to_string(), parse_default(&text)?))
                    })
                    .collect();
                defaults.insert(op, entries);
            }
            "op" => {
                finish(current.take(), &mut ops);
                current = Some((rest.to_string(), String::new(), Vec::new()));
            }
            "format" => {
                if let Some(c) = current.as_mut() {
                    c.1 = rest.to_string();
                }
            }
            "var" => {
                if let Some(c) = current.as_mut() {
                    c.2.push(rest.to_string());
                }
            }
            _ => {}
        }
    }
    finish(current.take(), &mut ops);
    Table { ops, enums, defaults }
}

/// A default's text (`0 : i32`, `false`, `#llvm.fastmath<none>`) as an attribute.
fn parse_default(text: &str) -> Option<crate::ir::Attribute> {
    use crate::ir::{Attribute, Type};
    match text {
        "true" => return Some(Attribute::Bool(true)),
        "false" => return Some(Attribute::Bool(false)),
        _ => {}
    }
    if let Some((v, t)) = text.split_once(" : i") {
        return Some(Attribute::int(v.parse().ok()?, Type::int(t.parse().ok()?)));
    }
    Attribute::parse_enum(text)
}

/// Builds one op's format; `None` when the format uses something the printer does not know
/// (the op then prints in the generic form).
fn build(format: &str, var_lines: &[String]) -> Option<OpFormat> {
    let mut vars = HashMap::default();
    let mut attr_order = Vec::new();
    let (mut operand_groups, mut result_groups, mut successor_groups) = (vec![], vec![], vec![]);
    let mut regions = 0;
    for line in var_lines {
        let mut it = line.split(' ');
        let name = it.next()?.to_string();
        let kind = it.next()?;
        let arity = |k: &str| match k.chars().last() {
            Some('*') => Arity::Variadic,
            Some('?') => Arity::Optional,
            _ => Arity::One,
        };
        let v = match kind.trim_end_matches(['*', '?']) {
            "operand" => {
                operand_groups.push(arity(kind));
                VarKind::Operand {
                    group: operand_groups.len() - 1,
                    qualified: it.next() == Some("Q"),
                }
            }
            "result" => {
                result_groups.push(arity(kind));
                VarKind::Result {
                    group: result_groups.len() - 1,
                    qualified: it.next() == Some("Q"),
                }
            }
            "successor" => {
                successor_groups.push(kind.ends_with('*'));
                VarKind::Successor { group: successor_groups.len() - 1 }
            }
            "region" => {
                regions += 1;
                VarKind::Region { index: regions - 1, variadic: kind.ends_with('*') }
            }
            "attr" => {
                let mut mode = match it.next()? {
                    "unit" => AttrMode::Unit,
                    "sym" => AttrMode::Symbol,
                    "notype" => AttrMode::NoType,
                    "full" => AttrMode::Full,
                    "stripped" => AttrMode::Stripped,
                    "enum" => AttrMode::Enum,
                    "prop-enum" => AttrMode::PropEnum { mnemonic: None },
                    "elided" => AttrMode::Elided,
                    _ => return None,
                };
                let (mut enumeration, mut default, mut enum_kind, mut value) =
                    (None, None, None, None);
                for field in it {
                    let (k, v) = field.split_once('=')?;
                    match k {
                        "enum" => enumeration = Some(v.to_string()),
                        "default" => default = Some(Default::Int(v.parse().ok()?)),
                        "attrdefault" => default = Some(Default::Bool(v == "true")),
                        "mnemonic" => mode = AttrMode::PropEnum { mnemonic: Some(v.to_string()) },
                        "kind" => enum_kind = Some(v.to_string()),
                        "value" => value = Some(v.to_string()),
                        _ => {}
                    }
                }
                VarKind::Attr { mode, enumeration, default, kind: enum_kind, value }
            }
            _ => return None,
        };
        if matches!(v, VarKind::Attr { .. }) {
            attr_order.push(name.clone());
        }
        vars.insert(name, v);
    }
    let elems = Parser { s: format.as_bytes(), pos: 0, anchors: vec![] }.elements(false)?;
    let mut used_attrs: Vec<String> = vars
        .iter()
        .filter(|(_, v)| matches!(v, VarKind::Attr { mode: AttrMode::Elided, .. }))
        .map(|(k, _)| k.clone())
        .collect();
    collect_attrs(&elems, &vars, &mut used_attrs);
    Some(OpFormat {
        elems,
        vars,
        operand_groups,
        result_groups,
        successor_groups,
        used_attrs,
        attr_order,
    })
}

fn collect_attrs(elems: &[Elem], vars: &HashMap<String, VarKind>, out: &mut Vec<String>) {
    fn add(n: &str, vars: &HashMap<String, VarKind>, out: &mut Vec<String>) {
        if matches!(vars.get(n), Some(VarKind::Attr { .. })) && !out.iter().any(|o| o == n) {
            out.push(n.to_string());
        }
    }
    for e in elems {
        match e {
            Elem::Var(n) | Elem::QualifiedAttr(n) => add(n, vars, out),
            Elem::Custom(_, args) => {
                for a in args {
                    if let Arg::Var(n) = a {
                        add(n, vars, out);
                    }
                }
            }
            Elem::Optional { then, otherwise, .. } => {
                collect_attrs(then, vars, out);
                collect_attrs(otherwise, vars, out);
            }
            _ => {}
        }
    }
}

/// A parser of the format language (the subset ODS formats of the table use).
struct Parser<'a> {
    s: &'a [u8],
    pos: usize,
    /// The anchor (`^`) found so far in each open optional group, innermost last.
    anchors: Vec<Option<Arg>>,
}

impl Parser<'_> {
    fn skip_ws(&mut self) {
        while self.pos < self.s.len() && self.s[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
    }

    fn peek(&mut self) -> Option<u8> {
        self.skip_ws();
        self.s.get(self.pos).copied()
    }

    fn eat(&mut self, c: u8) -> bool {
        if self.peek() == Some(c) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    fn ident(&mut self) -> String {
        self.skip_ws();
        let start = self.pos;
        while self.pos < self.s.len()
            && (self.s[self.pos].is_ascii_alphanumeric() || matches!(self.s[self.pos], b'_' | b'-'))
        {
            self.pos += 1;
        }
        String::from_utf8_lossy(&self.s[start..self.pos]).into_owned()
    }

    /// Elements up to the end, or up to a `)` closing a group when `in_group`.
    fn elements(&mut self, in_group: bool) -> Option<Vec<Elem>> {
        let mut out = Vec::new();
        loop {
            match self.peek() {
                None => return if in_group { None } else { Some(out) },
                Some(b')') if in_group => return Some(out),
                _ => out.push(self.element()?),
            }
        }
    }

    fn element(&mut self) -> Option<Elem> {
        match self.peek()? {
            b'`' => {
                self.pos += 1;
                let start = self.pos;
                while self.pos < self.s.len() && self.s[self.pos] != b'`' {
                    self.pos += 1;
                }
                let text = String::from_utf8_lossy(&self.s[start..self.pos]).into_owned();
                self.pos += 1;
                Some(match text.as_str() {
                    "" => Elem::Space(false),
                    " " => Elem::Space(true),
                    "\\n" => Elem::Newline,
                    _ => Elem::Literal(text),
                })
            }
            b'$' => {
                self.pos += 1;
                let name = self.ident();
                if self.eat(b'^') {
                    self.set_anchor(Arg::Var(name.clone()));
                }
                Some(Elem::Var(name))
            }
            b'(' => {
                self.pos += 1;
                self.anchors.push(None);
                let then = self.elements(true)?;
                let anchor = self.anchors.pop().flatten();
                self.eat(b')');
                let mut otherwise = Vec::new();
                if self.eat(b':') {
                    self.eat(b'(');
                    otherwise = self.elements(true)?;
                    self.eat(b')');
                }
                if !self.eat(b'?') {
                    return None;
                }
                Some(Elem::Optional { then, otherwise, anchor })
            }
            _ => {
                let word = self.ident();
                let elem = match word.as_str() {
                    "attr-dict" => Elem::AttrDict { keyword: false },
                    "attr-dict-with-keyword" => Elem::AttrDict { keyword: true },
                    "prop-dict" => Elem::PropDict,
                    "operands" => Elem::Operands,
                    "successors" => Elem::Successors,
                    "regions" => Elem::Regions,
                    "type" => {
                        let arg = self.paren_args()?.into_iter().next()?;
                        Elem::Type { arg, qualified: false }
                    }
                    "qualified" => {
                        self.eat(b'(');
                        let inner = self.element()?;
                        self.eat(b')');
                        match inner {
                            Elem::Type { arg, .. } => Elem::Type { arg, qualified: true },
                            Elem::Var(n) => Elem::QualifiedAttr(n),
                            _ => return None,
                        }
                    }
                    "functional-type" => {
                        let mut args = self.paren_args()?.into_iter();
                        Elem::FunctionalType(args.next()?, args.next()?)
                    }
                    "custom" => {
                        self.eat(b'<');
                        let name = self.ident();
                        self.eat(b'>');
                        Elem::Custom(name, self.paren_args()?)
                    }
                    _ => return None,
                };
                if self.eat(b'^') {
                    let arg = match &elem {
                        Elem::Type { arg, .. } => arg.clone(),
                        Elem::Operands => Arg::Operands,
                        Elem::Custom(_, args) => {
                            args.iter().find(|a| matches!(a, Arg::Var(_))).cloned()?
                        }
                        Elem::QualifiedAttr(n) => Arg::Var(n.clone()),
                        _ => Arg::Other,
                    };
                    self.set_anchor(arg);
                }
                Some(elem)
            }
        }
    }

    fn set_anchor(&mut self, arg: Arg) {
        if let Some(top) = self.anchors.last_mut() {
            *top = Some(arg);
        }
    }

    /// `( arg, arg, ... )` of a directive.
    fn paren_args(&mut self) -> Option<Vec<Arg>> {
        if !self.eat(b'(') {
            return None;
        }
        let mut args = Vec::new();
        while !self.eat(b')') {
            self.eat(b',');
            if self.eat(b')') {
                break;
            }
            args.push(self.arg()?);
        }
        Some(args)
    }

    fn arg(&mut self) -> Option<Arg> {
        if self.eat(b'$') {
            return Some(Arg::Var(self.ident()));
        }
        let word = self.ident();
        Some(match word.as_str() {
            "operands" => Arg::Operands,
            "results" => Arg::Results,
            "type" | "qualified" => {
                let inner = self.paren_args()?;
                match inner.into_iter().next()? {
                    Arg::Var(n) => Arg::TypeOf(n),
                    Arg::TypeOf(n) => Arg::TypeOf(n),
                    _ => Arg::Other,
                }
            }
            "ref" => {
                self.paren_args()?;
                Arg::Ref
            }
            "" => return None,
            _ => {
                if self.peek() == Some(b'(') {
                    self.paren_args()?;
                }
                Arg::Other
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_format_of_the_table_parses_or_is_known_to_be_generic() {
        let t = table();
        assert!(t.ops.len() > 300, "{}", t.ops.len());
        let load = &t.ops["llvm.load"];
        assert!(load.used_attrs.contains(&"ordering".to_string()));
        match &load.elems[0] {
            Elem::Optional { anchor, .. } => {
                assert_eq!(anchor, &Some(Arg::Var("volatile_".into())))
            }
            e => panic!("{e:?}"),
        }
    }

    #[test]
    fn stringifies_enums_as_mlir() {
        let t = table();
        let gep = &t.enums["GEPNoWrapFlags"];
        assert_eq!(gep.stringify(3).as_deref(), Some("inbounds"));
        assert_eq!(gep.stringify(7).as_deref(), Some("inbounds|nuw"));
        assert_eq!(gep.stringify(0).as_deref(), Some("none"));
        let ovf = &t.enums["IntegerOverflowFlags"];
        assert_eq!(ovf.stringify(3).as_deref(), Some("nsw, nuw"));
        assert_eq!(t.enums["AtomicOrdering"].stringify(6).as_deref(), Some("acq_rel"));
    }
}
