//! `ir` to MLIR: text in MLIR's generic operation form (which `mlir-opt-22` parses and verifies)
//! and, through MLIR's own parser, a melior module for callers who continue in MLIR.
//!
//! Values print as `%vN` and blocks as `^bbN` after their arena indices, so names are unique in
//! the whole module; locations are printed as `loc("file":line:col)` when asked for (as
//! `mlir-opt --mlir-print-debuginfo` does).

use crate::ir::attr::write_dict;
use crate::ir::{plain_properties, Location, Module, OpId, RegionId};
use std::fmt::Write;

/// Prints a module as MLIR text, with locations.
pub fn to_mlir_text(m: &Module) -> String {
    to_mlir_text_with(m, true)
}

/// Prints a module as MLIR text, with locations when `locations` is set.
pub fn to_mlir_text_with(m: &Module, locations: bool) -> String {
    let per_op = if locations { 96 } else { 64 };
    let out = String::with_capacity(m.num_ops() * per_op);
    let mut p = Printer { m, out, indent: 0, locations, sink: None, error: None };
    p.module();
    p.out
}

/// Writes a module as MLIR text to `sink` as it is printed (the whole text is never held in
/// memory), with locations when `locations` is set.
pub fn write_mlir_text(
    m: &Module,
    locations: bool,
    sink: &mut dyn std::io::Write,
) -> std::io::Result<()> {
    let out = String::with_capacity(2 * CHUNK);
    let mut p = Printer { m, out, indent: 0, locations, sink: Some(sink), error: None };
    p.module();
    p.flush(0);
    match p.error {
        Some(e) => Err(e),
        None => Ok(()),
    }
}

/// Writes a module as MLIR text in pieces (see [`crate::pipeline::lower_in_pieces`]):
/// [`PieceWriter::begin`] writes the `module` line, [`PieceWriter::piece`] the top-level ops of
/// each piece, [`PieceWriter::end`] the closing brace. Text goes to the sink as it is printed.
pub struct PieceWriter<'w> {
    sink: &'w mut dyn std::io::Write,
    locations: bool,
    /// Location of the module op, printed after the closing brace.
    loc: Location,
    /// The print buffer, reused from piece to piece.
    buf: String,
}

impl<'w> PieceWriter<'w> {
    /// Writes the `module` line of `module` (its name and attributes) to `sink`; locations are
    /// printed when `locations` is set.
    pub fn begin(
        sink: &'w mut dyn std::io::Write,
        locations: bool,
        module: &Module,
    ) -> std::io::Result<Self> {
        let buf = String::with_capacity(CHUNK + CHUNK / 2);
        let mut w = PieceWriter { sink, locations, loc: module.loc.clone(), buf };
        w.print(module, |p| p.header())?;
        Ok(w)
    }

    /// Writes the top-level ops of `piece`.
    pub fn piece(&mut self, piece: &Module) -> std::io::Result<()> {
        self.print(piece, |p| p.body())
    }

    /// Closes the module.
    pub fn end(mut self) -> std::io::Result<()> {
        let loc = Module::new(self.loc.clone());
        self.print(&loc, |p| {
            p.out.push_str("\n}");
            p.loc(&p.m.loc.clone());
            p.out.push('\n');
        })
    }

    fn print(&mut self, m: &Module, f: impl FnOnce(&mut Printer<'_>)) -> std::io::Result<()> {
        let out = std::mem::take(&mut self.buf);
        let sink = &mut *self.sink;
        let mut p =
            Printer { m, out, indent: 0, locations: self.locations, sink: Some(sink), error: None };
        f(&mut p);
        p.flush(0);
        let Printer { out, error, .. } = p;
        self.buf = out;
        error.map_or(Ok(()), Err)
    }
}

/// How much printed text [`write_mlir_text`] collects before writing it out.
const CHUNK: usize = 1 << 20;

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
    locations: bool,
    /// Where text goes once `out` holds more than a chunk (kept in `out` when `None`).
    sink: Option<&'a mut dyn std::io::Write>,
    /// The first write error.
    error: Option<std::io::Error>,
}

impl Printer<'_> {
    /// Writes the collected text to the sink once it is longer than `at`.
    fn flush(&mut self, at: usize) {
        if self.out.len() <= at {
            return;
        }
        if let Some(sink) = self.sink.as_mut() {
            if self.error.is_none() {
                if let Err(e) = sink.write_all(self.out.as_bytes()) {
                    self.error = Some(e);
                }
            }
            self.out.clear();
        }
    }

    fn newline(&mut self) {
        self.flush(CHUNK);
        self.out.push('\n');
        for _ in 0..self.indent {
            self.out.push_str("  ");
        }
    }

    fn module(&mut self) {
        self.header();
        self.body();
        self.out.push_str("\n}");
        self.loc(&self.m.loc.clone());
        self.out.push('\n');
    }

    /// `module @name attributes {...} {`
    fn header(&mut self) {
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
    }

    /// The top-level ops, one per line.
    fn body(&mut self) {
        self.indent += 1;
        for &op in self.m.top_level_ops() {
            self.newline();
            self.op(op);
        }
        self.indent -= 1;
    }

    fn loc(&mut self, loc: &Location) {
        if !self.locations {
            return;
        }
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
