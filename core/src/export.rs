//! `ir` to MLIR text: MLIR's custom assembly (what `mlir-opt-22` prints) or its generic
//! operation form. The printer itself is [`crate::asm`]; `lowrite_runtime::import::to_melior`
//! parses the text back into MLIR for callers who continue in MLIR.
//!
//! Values and blocks are named as MLIR names them (`%0`, `%arg0`, `^bb1`, numbered per
//! function); locations are printed as `loc("file":line:col)` when asked for (as `mlir-opt
//! --mlir-print-debuginfo --mlir-print-local-scope` does).

pub use crate::asm::PrintOptions;
use crate::asm::{Printer, CHUNK};
use crate::ir::{Attribute, Module};

/// Prints a module as MLIR's custom assembly, with locations.
pub fn to_mlir_text(m: &Module) -> String {
    to_mlir_text_opts(m, PrintOptions { locations: true, generic: false })
}

/// Prints a module as MLIR's custom assembly, with locations when `locations` is set.
pub fn to_mlir_text_with(m: &Module, locations: bool) -> String {
    to_mlir_text_opts(m, PrintOptions { locations, generic: false })
}

/// Prints a module as MLIR text as `opts` say.
pub fn to_mlir_text_opts(m: &Module, opts: PrintOptions) -> String {
    let per_op = if opts.locations { 96 } else { 64 };
    let out = String::with_capacity(m.num_ops() * per_op);
    let mut p = Printer::new(m, out, opts, None);
    p.module();
    p.out
}

/// Writes a module as MLIR text to `sink` as it is printed (the whole text is never held in
/// memory).
pub fn write_mlir_text(
    m: &Module,
    opts: PrintOptions,
    sink: &mut dyn std::io::Write,
) -> std::io::Result<()> {
    let out = String::with_capacity(2 * CHUNK);
    let mut p = Printer::new(m, out, opts, Some(sink));
    p.module();
    p.flush(0);
    match p.error {
        Some(e) => Err(e),
        None => Ok(()),
    }
}

/// Prints `ops` onto the last of the `body` chunks, starting a new chunk once it holds
/// [`CHUNK`] bytes.
fn print_body(p: &mut Printer<'_>, ops: &[crate::ir::OpId], body: &mut Vec<String>) {
    let last = body.len() - 1;
    p.out = std::mem::take(&mut body[last]);
    p.print_ops(ops);
    body[last] = std::mem::take(&mut p.out);
    if body[last].len() >= CHUNK {
        body.push(String::with_capacity(CHUNK + CHUNK / 2));
    }
}

/// The text of pieces printed apart from a [`PieceWriter`] (on another thread), in its custom
/// form, for [`PieceWriter::append`].
pub struct PrintedPieces {
    opts: PrintOptions,
    /// Each piece's ops for the top of the module: each op's text, with the name of the
    /// function it declares if it is a function declaration.
    top: Vec<Vec<(Option<String>, String)>>,
    /// The text of the other ops, in chunks of about [`CHUNK`] bytes.
    body: Vec<String>,
}

impl PrintedPieces {
    /// No pieces yet, to be printed as `opts` say (in the custom form: the generic form names
    /// values across pieces).
    pub fn new(opts: PrintOptions) -> PrintedPieces {
        let opts = PrintOptions { generic: false, ..opts };
        PrintedPieces { opts, top: Vec::new(), body: vec![String::new()] }
    }

    /// Prints `piece`, of whose top-level ops the first `top` belong at the top of the module.
    pub fn piece(&mut self, piece: &Module, top: usize) {
        let mut p = Printer::new(piece, String::new(), self.opts, None);
        p.prepare();
        let ops = piece.top_level_ops();
        let top = top.min(ops.len());
        let mut tops = Vec::with_capacity(top);
        for &op in &ops[..top] {
            p.print_ops(&[op]);
            let o = piece.op(op);
            let declares = match o.attr("sym_name") {
                Some(Attribute::String(name))
                    if o.name == "llvm.func"
                        && o.regions.iter().all(|&r| piece.region(r).blocks.is_empty()) =>
                {
                    Some(name.clone())
                }
                _ => None,
            };
            tops.push((declares, std::mem::take(&mut p.out)));
        }
        self.top.push(tops);
        print_body(&mut p, &ops[top..], &mut self.body);
    }
}

/// Writes a module as MLIR text in pieces (see `lowrite_runtime::pipeline::lower_in_pieces`):
/// [`PieceWriter::begin`] writes the `module` line, [`PieceWriter::piece`] takes the top-level
/// ops of each piece, [`PieceWriter::end`] writes them and the closing brace.
///
/// The ops a piece puts at the top of the module (declarations, globals rules add) are written
/// first, the newest piece's first, as MLIR's lowerings leave them; so the rest waits, as text,
/// until the last piece is known. (The lowered module itself never exists whole.) The generic
/// form names values across the whole module, as MLIR's does, so its pieces are kept as
/// modules and printed at the end.
pub struct PieceWriter<'w> {
    sink: &'w mut (dyn std::io::Write + Send),
    opts: PrintOptions,
    /// The module op's attributes and location, printed by [`PieceWriter::end`].
    shell: Module,
    /// The text of each piece's ops for the top of the module, in piece order.
    top: Vec<String>,
    /// The text of the other ops, in order, in chunks of about [`CHUNK`] bytes (one string
    /// the size of the whole text would reallocate, and for a moment hold it twice).
    body: Vec<String>,
    /// Pieces waiting for the generic form's naming, with their number of ops for the top.
    kept: Vec<(Module, usize)>,
}

impl<'w> PieceWriter<'w> {
    /// Writes the `module` line of `module` (its name and attributes) to `sink`.
    pub fn begin(
        sink: &'w mut (dyn std::io::Write + Send),
        opts: PrintOptions,
        module: &Module,
    ) -> std::io::Result<Self> {
        let mut shell = Module::new(module.loc.clone());
        shell.attributes = module.attributes.clone();
        shell.name = module.name.clone();
        let body = vec![String::with_capacity(CHUNK + CHUNK / 2)];
        let w = PieceWriter { sink, opts, shell, top: Vec::new(), body, kept: vec![] };
        let mut p = Printer::new(module, String::new(), opts, None);
        p.header();
        w.sink.write_all(p.out.as_bytes())?;
        Ok(w)
    }

    /// How the pieces are printed.
    pub fn options(&self) -> PrintOptions {
        self.opts
    }

    /// Takes the top-level ops of `piece`, of which the first `top` belong at the top of the
    /// module (keeps the piece, in the generic form).
    pub fn piece(&mut self, piece: Module, top: usize) {
        if self.opts.generic {
            self.kept.push((piece, top));
            return;
        }
        let mut p = Printer::new(&piece, String::new(), self.opts, None);
        p.prepare();
        self.print_piece(&mut p, top);
    }

    /// Prints the top-level ops of `p`'s piece: the first `top` as one more text for the top of
    /// the module, the others onto the body.
    fn print_piece(&mut self, p: &mut Printer<'_>, top: usize) {
        let ops = p.m.top_level_ops();
        let top = top.min(ops.len());
        if top > 0 {
            p.print_ops(&ops[..top]);
            self.top.push(std::mem::take(&mut p.out));
        }
        print_body(p, &ops[top..], &mut self.body);
    }

    /// Takes the pieces printed into `printed`, after those taken so far, leaving out each
    /// declaration at the top of a piece of a function for which `declared` holds (see
    /// `lowrite_core::convert::convert_module_in_pieces_ahead`).
    pub fn append(&mut self, printed: PrintedPieces, declared: &dyn Fn(&str) -> bool) {
        for ops in printed.top {
            let kept = ops.into_iter().filter(|(f, _)| !f.as_deref().is_some_and(declared));
            let text: String = kept.map(|(_, text)| text).collect();
            if !text.is_empty() {
                self.top.push(text);
            }
        }
        self.body.extend(printed.body.into_iter().filter(|t| !t.is_empty()));
        self.body.push(String::with_capacity(CHUNK + CHUNK / 2));
    }

    /// Writes the ops and closes the module.
    pub fn end(mut self) -> std::io::Result<()> {
        let kept = std::mem::take(&mut self.kept);
        // MLIR numbers the last top-level op's regions first; names run on from piece to piece.
        let mut printers: Vec<Printer<'_>> = Vec::with_capacity(kept.len());
        let mut counters = (0, 0);
        for (piece, _) in kept.iter().rev() {
            let mut p = Printer::new(piece, String::new(), self.opts, None);
            p.prepare();
            p.number(piece.top_level_ops(), &mut counters);
            printers.push(p);
        }
        printers.reverse();
        for (p, (_, top)) in printers.iter_mut().zip(&kept) {
            self.print_piece(p, *top);
        }
        for text in self.top.iter().rev().chain(&self.body) {
            self.sink.write_all(text.as_bytes())?;
        }
        let mut p = Printer::new(&self.shell, String::new(), self.opts, None);
        p.footer();
        self.sink.write_all(p.out.as_bytes())
    }
}
