//! Signatures of the MLIR operations rules may match or emit, generated from MLIR 22's ODS
//! definitions by `scripts/gen-op-table.py` into `data/op_table.txt`, plus ops a rule file declares.

use rustc_hash::FxHashMap as HashMap;
use std::sync::OnceLock;

/// One named group of operands, results, successors or regions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Group {
    /// ODS name.
    pub name: String,
    /// Any number (`*`).
    pub variadic: bool,
    /// Zero or one (`?`).
    pub optional: bool,
}

impl Group {
    /// Whether the group is exactly one element.
    pub fn is_single(&self) -> bool {
        !self.variadic && !self.optional
    }
}

/// An op's signature.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct OpSig {
    /// Full name.
    pub name: String,
    /// Operand groups.
    pub operands: Vec<Group>,
    /// Result groups.
    pub results: Vec<Group>,
    /// Attributes and properties (`optional` when they may be absent).
    pub attrs: Vec<Group>,
    /// Successor groups.
    pub successors: Vec<Group>,
    /// Region groups.
    pub regions: Vec<Group>,
    /// Operand groups are sized by an `operandSegmentSizes` attribute.
    pub segments: bool,
    /// The attributes that take a type as their value (a `TypeAttr`, or any attribute); `None`
    /// when not known (ops a rule file declares).
    pub type_attrs: Option<Vec<String>>,
}

impl OpSig {
    /// Number of operands when every group is single, `None` when some group varies.
    pub fn fixed_operands(&self) -> Option<usize> {
        self.operands.iter().all(Group::is_single).then_some(self.operands.len())
    }

    /// Smallest number of operands.
    pub fn min_operands(&self) -> usize {
        self.operands.iter().filter(|g| g.is_single()).count()
    }

    /// Number of results when every group is single.
    pub fn fixed_results(&self) -> Option<usize> {
        self.results.iter().all(Group::is_single).then_some(self.results.len())
    }

    /// Smallest number of results.
    pub fn min_results(&self) -> usize {
        self.results.iter().filter(|g| g.is_single()).count()
    }

    /// Whether attribute `name` can hold a type (unknown: yes).
    pub fn takes_type(&self, name: &str) -> bool {
        self.type_attrs.as_ref().is_none_or(|t| t.iter().any(|a| a == name))
    }

    /// The attribute group named `name`.
    pub fn attr(&self, name: &str) -> Option<&Group> {
        self.attrs.iter().find(|a| a.name == name)
    }
}

fn groups(list: &str) -> Vec<Group> {
    list.split(',')
        .filter(|s| !s.is_empty())
        .map(|s| {
            let (name, variadic, optional) = if let Some(n) = s.strip_suffix('*') {
                (n, true, false)
            } else if let Some(n) = s.strip_suffix('?') {
                (n, false, true)
            } else {
                (s, false, false)
            };
            Group { name: name.to_string(), variadic, optional }
        })
        .collect()
}

/// Parses one signature line: `NAME [operands=..] [results=..] [attrs=..] [successors=..]
/// [regions=..] [typeattrs=..] [segments]`.
pub fn parse_line(line: &str) -> Option<OpSig> {
    let mut parts = line.split_whitespace();
    let mut sig =
        OpSig { name: parts.next()?.to_string(), type_attrs: Some(vec![]), ..OpSig::default() };
    for p in parts {
        match p.split_once('=') {
            Some(("operands", v)) => sig.operands = groups(v),
            Some(("results", v)) => sig.results = groups(v),
            Some(("attrs", v)) => sig.attrs = groups(v),
            Some(("successors", v)) => sig.successors = groups(v),
            Some(("regions", v)) => sig.regions = groups(v),
            Some(("typeattrs", v)) => {
                sig.type_attrs = Some(v.split(',').map(str::to_string).collect());
            }
            None if p == "segments" => sig.segments = true,
            _ => return None,
        }
    }
    Some(sig)
}

/// The table of upstream ops, parsed once.
pub fn upstream() -> &'static HashMap<String, OpSig> {
    static TABLE: OnceLock<HashMap<String, OpSig>> = OnceLock::new();
    TABLE.get_or_init(|| {
        include_str!("../../data/op_table.txt")
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty() && !l.starts_with('#'))
            .filter_map(parse_line)
            .map(|s| (s.name.clone(), s))
            .collect()
    })
}

/// The lines of `data/attr_table.txt`: each kind with its `name=value` fields.
fn attr_table_lines() -> impl Iterator<Item = (&'static str, Vec<&'static str>)> {
    include_str!("../../data/attr_table.txt")
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| {
            let mut fields = l.split(' ');
            (fields.next().unwrap_or_default(), fields.collect())
        })
}

/// Field `name=` of an attribute-table line.
fn field<'a>(fields: &[&'a str], name: &str) -> Option<&'a str> {
    fields.iter().find_map(|f| f.strip_prefix(name))
}

/// The attributes of upstream dialects that print as `#dialect.mnemonic<...>`
/// (`data/attr_table.txt`, generated from ODS with the op table): each kind with its cases when
/// it is an enum attribute.
pub fn attr_kinds() -> &'static HashMap<String, Option<Vec<String>>> {
    static TABLE: OnceLock<HashMap<String, Option<Vec<String>>>> = OnceLock::new();
    TABLE.get_or_init(|| {
        attr_table_lines()
            .map(|(kind, fields)| {
                let cases =
                    field(&fields, "cases=").map(|c| c.split(',').map(String::from).collect());
                (kind.to_string(), cases)
            })
            .collect()
    })
}

/// An enum MLIR stores as a plain integer attribute (`#llvm.icmp_predicate<slt>` in a rule
/// file): each case's integer value, and the attribute's width in bits.
pub fn int_enum(kind: &str) -> Option<&'static (Vec<(String, i64)>, u32)> {
    type IntEnums = HashMap<String, (Vec<(String, i64)>, u32)>;
    static TABLE: OnceLock<IntEnums> = OnceLock::new();
    let table = TABLE.get_or_init(|| {
        attr_table_lines()
            .filter_map(|(kind, fields)| {
                let cases = field(&fields, "cases=")?.split(',');
                let values = field(&fields, "values=")?.split(',').map(|v| v.parse().ok());
                let pairs = cases
                    .zip(values)
                    .map(|(c, v)| Some((c.to_string(), v?)))
                    .collect::<Option<_>>()?;
                Some((kind.to_string(), (pairs, field(&fields, "width=")?.parse().ok()?)))
            })
            .collect()
    });
    table.get(kind)
}

/// Whether the attribute table covers `dialect` (attributes of other dialects, a custom
/// dialect's say, cannot be checked).
pub fn knows_attr_dialect(dialect: &str) -> bool {
    static DIALECTS: OnceLock<rustc_hash::FxHashSet<String>> = OnceLock::new();
    DIALECTS
        .get_or_init(|| {
            attr_kinds().keys().filter_map(|k| k.split_once('.')).map(|(d, _)| d.into()).collect()
        })
        .contains(dialect)
}

/// The name in `names` closest to `name` (by edit distance), if it is close enough to be a
/// likely misspelling.
pub fn closest<'a>(name: &str, names: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    let distance = |a: &str, b: &str| {
        let b: Vec<char> = b.chars().collect();
        let mut row: Vec<usize> = (0..=b.len()).collect();
        for (i, ca) in a.chars().enumerate() {
            let mut prev = row[0];
            row[0] = i + 1;
            for (j, &cb) in b.iter().enumerate() {
                let next = (prev + usize::from(ca != cb)).min(row[j] + 1).min(row[j + 1] + 1);
                prev = row[j + 1];
                row[j + 1] = next;
            }
        }
        row[b.len()]
    };
    names
        .into_iter()
        .map(|n| (distance(name, n), n))
        .filter(|&(d, n)| d <= (name.len().max(n.len()) / 3).max(1))
        .min()
        .map(|(_, n)| n)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn attribute_kinds_and_cases() {
        let t = attr_kinds();
        let fm = t["llvm.fastmath"].as_ref().unwrap();
        assert!(fm.iter().any(|c| c == "nnan") && fm.iter().any(|c| c == "fast"));
        assert_eq!(t["llvm.linkage"], None);
        assert!(knows_attr_dialect("arith") && !knows_attr_dialect("toy"));
        assert_eq!(closest("fastmth", ["fastmath", "linkage"]), Some("fastmath"));
        assert_eq!(closest("zz", ["fastmath", "linkage"]), None);
    }

    #[test]
    fn parses_signature_lines() {
        let s = parse_line("cf.cond_br operands=condition,t*,f* successors=a,b segments").unwrap();
        assert_eq!(s.fixed_operands(), None);
        assert_eq!(s.min_operands(), 1);
        assert!(s.segments);
        assert_eq!(s.successors.len(), 2);
    }

    #[test]
    fn table_knows_core_ops() {
        let t = upstream();
        let addi = &t["arith.addi"];
        assert_eq!(addi.fixed_operands(), Some(2));
        assert_eq!(addi.fixed_results(), Some(1));
        assert!(t["llvm.icmp"].attr("predicate").is_some_and(|g| !g.optional));
        assert!(t["scf.for"].operands.iter().any(|g| g.variadic));
    }
}
