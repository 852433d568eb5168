//! Signatures of the MLIR operations rules may match or emit, generated from MLIR 22's ODS
//! definitions by `scripts/gen-op-table.py` into `data/op_table.txt`, plus ops a rule file declares.

use std::collections::HashMap;
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
/// [regions=..] [segments]`.
pub fn parse_line(line: &str) -> Option<OpSig> {
    let mut parts = line.split_whitespace();
    let mut sig = OpSig { name: parts.next()?.to_string(), ..OpSig::default() };
    for p in parts {
        match p.split_once('=') {
            Some(("operands", v)) => sig.operands = groups(v),
            Some(("results", v)) => sig.results = groups(v),
            Some(("attrs", v)) => sig.attrs = groups(v),
            Some(("successors", v)) => sig.successors = groups(v),
            Some(("regions", v)) => sig.regions = groups(v),
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

#[cfg(test)]
mod tests {
    use super::*;

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
