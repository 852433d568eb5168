//! `ir` to MLIR text: MLIR's custom assembly (what `mlir-opt-22` prints) or its generic
//! operation form. The printer itself is [`crate::asm`]; `lowrite_runtime::import::to_melior`
//! parses the text back into MLIR for callers who continue in MLIR.
//!
//! Values and blocks are named as MLIR names them (`%0`, `%arg0`, `^bb1`, numbered per
//! function); locations are printed as `loc("file":line:col)` when asked for (as `mlir-opt
//! --mlir-print-debuginfo --mlir-print-local-scope` does).

pub use crate::asm::PrintOptions;
use crate::asm::{Printer, CHUNK};
use crate::ir::Module;

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

/// Writes a module as MLIR text in pieces (see `lowrite_runtime::pipeline::lower_in_pieces`):
/// [`PieceWriter::begin`] writes the `module` line, [`PieceWriter::piece`] the top-level ops of
/// each piece, [`PieceWriter::end`] the closing brace. In the custom form text goes to the sink
/// as it is printed; the generic form names values across the whole module (as MLIR's does), so
/// its pieces are kept until the end.
pub struct PieceWriter<'w> {
    sink: &'w mut dyn std::io::Write,
    opts: PrintOptions,
    /// The module op's attributes and location, printed by [`PieceWriter::end`].
    shell: Module,
    /// The print buffer, reused from piece to piece.
    buf: String,
    /// Pieces waiting for the generic form's naming.
    kept: Vec<Module>,
}

impl<'w> PieceWriter<'w> {
    /// Writes the `module` line of `module` (its name and attributes) to `sink`.
    pub fn begin(
        sink: &'w mut dyn std::io::Write,
        opts: PrintOptions,
        module: &Module,
    ) -> std::io::Result<Self> {
        let buf = String::with_capacity(CHUNK + CHUNK / 2);
        let mut shell = Module::new(module.loc.clone());
        shell.attributes = module.attributes.clone();
        shell.name = module.name.clone();
        let mut w = PieceWriter { sink, opts, shell, buf, kept: vec![] };
        w.print(module, |p| p.header())?;
        Ok(w)
    }

    /// Writes the top-level ops of `piece` (keeps it, in the generic form).
    pub fn piece(&mut self, piece: &Module) -> std::io::Result<()> {
        if self.opts.generic {
            self.kept.push(piece.clone());
            return Ok(());
        }
        self.print(piece, |p| p.body())
    }

    /// Writes what is kept and closes the module.
    pub fn end(mut self) -> std::io::Result<()> {
        let kept = std::mem::take(&mut self.kept);
        // MLIR numbers the last top-level op's regions first; names run on from piece to piece.
        let mut printers: Vec<Printer<'_>> = Vec::with_capacity(kept.len());
        let mut counters = (0, 0);
        for piece in kept.iter().rev() {
            let mut p = Printer::new(piece, String::new(), self.opts, None);
            p.prepare();
            p.number(piece.top_level_ops(), &mut counters);
            printers.push(p);
        }
        for mut p in printers.into_iter().rev() {
            p.print_top_level();
            self.sink.write_all(p.out.as_bytes())?;
        }
        let shell = std::mem::replace(&mut self.shell, Module::new(Default::default()));
        self.print(&shell, |p| p.footer())
    }

    fn print(&mut self, m: &Module, f: impl FnOnce(&mut Printer<'_>)) -> std::io::Result<()> {
        let out = std::mem::take(&mut self.buf);
        let sink = &mut *self.sink;
        let mut p = Printer::new(m, out, self.opts, Some(sink));
        f(&mut p);
        p.flush(0);
        let error = p.error.take();
        self.buf = std::mem::take(&mut p.out);
        error.map_or(Ok(()), Err)
    }
}
