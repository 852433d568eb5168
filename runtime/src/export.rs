//! `ir` to MLIR: text in MLIR's generic operation form (which `mlir-opt-22` parses and verifies)
//! and, through MLIR's own parser, a melior module for callers who continue in MLIR.
//!
//! Values print as `%vN` and blocks as `^bbN` after their arena indices, so names are unique in
//! the whole module; locations are kept as `loc("file":line:col)`.

use crate::ir::attr::write_dict;
use crate::ir::{plain_properties, Location, Module, OpId, RegionId};
use std::fmt::Write;

/// Prints a module as MLIR text.
pub fn to_mlir_text(m: &Module) -> String {
    let mut p = Printer { m, out: String::with_capacity(m.num_ops() * 96), indent: 0 };
    p.module();
    p.out
}

/// Parses the module's text with MLIR into a melior module in `context`, verifying it.
pub fn to_melior<'c>(
    m: &Module,
    context: &'c melior::Context,
) -> Result<melior::ir::Module<'c>, crate::Error> {
    let text = to_mlir_text(m);
    crate::import::parse_melior(context, &text, "<lowrite>")
}

struct Printer<'a> {
    m: &'a Module,
    out: String,
    indent: usize,
}

impl Printer<'_> {
    fn newline(&mut self) {
        self.out.push('\n');
        for _ in 0..self.indent {
            self.out.push_str("  ");
        }
    }

    fn module(&mut self) {
        self.out.push_str("module");
        if let Some(n) = &self.m.name {
            self.out.push(' ');
            crate::ir::attr::write_symbol(&mut self.out, n).unwrap();
        }
        if !self.m.attributes.is_empty() {
            self.out.push_str(" attributes ");
            write_dict(&mut self.out, &self.m.attributes).unwrap();
        }
        self.out.push_str(" {");
        self.indent += 1;
        for &op in self.m.top_level_ops() {
            self.newline();
            self.op(op);
        }
        self.indent -= 1;
        self.out.push_str("\n}");
        self.loc(&self.m.loc.clone());
        self.out.push('\n');
    }

    fn loc(&mut self, loc: &Location) {
        if let Location::FileLineCol { file, line, col } = loc {
            self.out.push_str(" loc(");
            crate::ir::types::write_quoted(&mut self.out, file.as_bytes()).unwrap();
            write!(self.out, ":{line}:{col})").unwrap();
        }
    }

    fn op(&mut self, id: OpId) {
        let m = self.m;
        let op = m.op(id);
        for (i, r) in op.results.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            write!(self.out, "%v{}", r.0).unwrap();
        }
        if !op.results.is_empty() {
            self.out.push_str(" = ");
        }
        self.out.push('"');
        self.out.push_str(&op.name);
        self.out.push_str("\"(");
        for (i, v) in op.operands.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            write!(self.out, "%v{}", v.0).unwrap();
        }
        self.out.push(')');
        if !op.successors.is_empty() {
            self.out.push('[');
            for (i, b) in op.successors.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                write!(self.out, "^bb{}", b.0).unwrap();
            }
            self.out.push(']');
        }
        // Generic syntax: properties, then regions, then the attribute dictionary.
        let names = plain_properties(&op.name).unwrap_or(&[]);
        let is_prop = |(k, _): &&(String, _)| names.contains(&k.as_str());
        let props = op.attributes.iter().filter(is_prop);
        let mut attrs = op.attributes.iter().filter(|a| !is_prop(a)).peekable();
        if op.attributes.iter().any(|a| is_prop(&a)) {
            self.out.push_str(" <");
            write_dict(&mut self.out, props).unwrap();
            self.out.push('>');
        }
        if !op.regions.is_empty() {
            self.out.push_str(" (");
            for (i, &r) in op.regions.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.region(r);
            }
            self.out.push(')');
        }
        if attrs.peek().is_some() {
            self.out.push(' ');
            write_dict(&mut self.out, attrs).unwrap();
        }
        self.out.push_str(" : (");
        for (i, v) in op.operands.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            write!(self.out, "{}", m.value_type(*v)).unwrap();
        }
        self.out.push_str(") -> (");
        for (i, v) in op.results.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            write!(self.out, "{}", m.value_type(*v)).unwrap();
        }
        self.out.push(')');
        self.loc(&op.loc);
    }

    fn region(&mut self, r: RegionId) {
        let m = self.m;
        self.out.push('{');
        for &b in &m.region(r).blocks {
            self.newline();
            write!(self.out, "^bb{}", b.0).unwrap();
            let args = &m.block(b).args;
            if !args.is_empty() {
                self.out.push('(');
                for (i, a) in args.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    write!(self.out, "%v{}: {}", a.0, m.value_type(*a)).unwrap();
                }
                self.out.push(')');
            }
            self.out.push(':');
            self.indent += 1;
            for &op in &m.block(b).ops {
                self.newline();
                self.op(op);
            }
            self.indent -= 1;
        }
        self.newline();
        self.out.push('}');
    }
}
