//! The LLVM IR text of a large module, translated in parallel parts and joined.
//!
//! Each part of [`crate::split::split`] is translated, verified and printed on its own thread,
//! in its own LLVM context ([`super::translate_part`]): it defines its own functions and
//! globals and declares the others. Every part declares every symbol in the module's order,
//! as a whole translation does, so each printed function and global is the text the whole
//! module would print for it, and the whole text is the parts' common header, each global's
//! line and each function's text from the part that defines it, in the module's order, and the
//! common trailer.
//!
//! That holds only when nothing in the text is numbered across the module. The parts' texts
//! are checked for it, and when any check fails the module is translated whole instead
//! ([`joined_text`] returns `None`):
//! - no attribute groups (`#0`, and `; Function Attrs:`), which LLVM numbers in the order the
//!   printer meets them;
//! - no metadata but the module flag every translation adds (one numbered node, `!0`);
//! - no named struct types (`%T = type ...`), which the printer lists in the order it finds
//!   them;
//! - each part's functions and globals are exactly the module's symbols it declares, in the
//!   module's order (no intrinsic declared on first use, which would be numbered by use);
//! - the parts' headers and trailers are the same text.
//!
//! A part that fails to translate or verify also means the module is translated whole, so
//! that errors are reported as they always are.

use crate::ir::{self, OpId};
use crate::split::Part;
use inkwell::context::Context;
use inkwell::module::Module;
use std::ops::Range;

/// One part's printed text, cut into its pieces.
struct Printed {
    text: Vec<u8>,
    header: Range<usize>,
    /// Each global's line (with its newline), by name, in the part's order.
    globals: Vec<(Vec<u8>, Range<usize>)>,
    /// Each function's text (from the blank line before it), by name, in the part's order.
    functions: Vec<(Vec<u8>, Range<usize>)>,
    trailer: Range<usize>,
}

/// The text of a module joined from its parts' texts: pieces of them, in order.
pub struct Joined {
    printed: Vec<Printed>,
    /// (part, range of its text)
    pieces: Vec<(usize, Range<usize>)>,
}

impl Joined {
    /// The pieces' bytes, in order.
    fn slices(&self) -> impl Iterator<Item = &[u8]> {
        self.pieces.iter().map(|(k, r)| &self.printed[*k].text[r.clone()])
    }

    /// The whole text.
    pub fn to_vec(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(self.slices().map(<[u8]>::len).sum());
        self.slices().for_each(|s| out.extend_from_slice(s));
        out
    }

    /// Writes the whole text to `w`.
    pub fn write_to(&self, w: &mut impl std::io::Write) -> std::io::Result<()> {
        self.slices().try_for_each(|s| w.write_all(s))
    }
}

/// The text of `m` translated to LLVM IR in `parts` on parallel threads and joined, or `None`
/// when the whole module must be translated instead (see the module's documentation). `free`:
/// whether the parts' LLVM modules are freed (a process about to exit may leave them).
pub fn joined_text(m: &ir::Module, parts: &[Part], name: &str, free: bool) -> Option<Joined> {
    let printed: Vec<Option<Printed>> = std::thread::scope(|s| {
        let handles: Vec<_> = parts
            .iter()
            .map(|part| {
                s.spawn(move || {
                    let context = Context::create();
                    let llvm = super::translate_part(m, Some(part), &context, name).ok()?;
                    let printed = cut(&llvm);
                    if !free {
                        std::mem::forget(llvm);
                        std::mem::forget(context);
                    }
                    printed
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().ok().flatten()).collect()
    });
    let printed: Vec<Printed> = printed.into_iter().collect::<Option<_>>()?;
    join(m, parts, printed)
}

/// Prints an LLVM module and cuts the text into header, globals, functions and trailer, or
/// `None` when it holds anything else.
fn cut(llvm: &Module<'_>) -> Option<Printed> {
    let globals: Vec<Vec<u8>> =
        llvm.get_globals().map(|g| g.get_name().to_bytes().to_vec()).collect();
    let functions: Vec<(Vec<u8>, bool)> = llvm
        .get_functions()
        .map(|f| (f.get_name().to_bytes().to_vec(), f.count_basic_blocks() == 0))
        .collect();
    cut_text(print_buffered(llvm)?, &globals, &functions)
}

/// The module's text, printed as LLVM prints to a file: through a buffer. (LLVM prints to a
/// string unbuffered, column tracking included, at three times the cost.) It goes to an
/// anonymous in-memory file, named by its descriptor's path, and is read back.
fn print_buffered(llvm: &Module<'_>) -> Option<Vec<u8>> {
    use std::io::Read;
    use std::os::fd::FromRawFd;
    // SAFETY: creates a file descriptor owned by the `File` made of it just below.
    let fd = unsafe { libc::memfd_create(c"lowrite-part".as_ptr(), libc::MFD_CLOEXEC) };
    if fd < 0 {
        return None;
    }
    // SAFETY: `fd` is a new descriptor that nothing else owns.
    let mut file = unsafe { std::fs::File::from_raw_fd(fd) };
    llvm.print_to_file(format!("/proc/self/fd/{fd}")).ok()?;
    let mut text = Vec::with_capacity(file.metadata().ok()?.len() as usize);
    file.read_to_end(&mut text).ok()?;
    Some(text)
}

/// [`cut`] on the text, given the module's globals and its functions (whether each is a
/// declaration) in order.
fn cut_text(text: Vec<u8>, globals: &[Vec<u8>], functions: &[(Vec<u8>, bool)]) -> Option<Printed> {
    let find =
        |from: usize, what: &[u8]| memchr::memmem::find(&text[from..], what).map(|i| from + i);
    let line_end = |from: usize| memchr::memchr(b'\n', &text[from..]).map(|i| from + i + 1);
    let header = 0..find(0, b"\n\n")? + 1;
    let mut at = header.end;
    let mut cut_globals = Vec::with_capacity(globals.len());
    if !globals.is_empty() {
        at = skip_newline(&text, at)?;
        for name in globals {
            let end = line_end(at)?;
            names_symbol(&text[at..end], name).then_some(())?;
            cut_globals.push((name.clone(), at..end));
            at = end;
        }
    }
    let mut cut_functions = Vec::with_capacity(functions.len());
    for (name, declaration) in functions {
        let start = at;
        at = skip_newline(&text, at)?;
        let end = if *declaration {
            text[at..].starts_with(b"declare ").then_some(())?;
            line_end(at)?
        } else {
            text[at..].starts_with(b"define ").then_some(())?;
            find(at, b"\n}\n")? + 3
        };
        names_symbol(&text[at..line_end(at)?], name).then_some(())?;
        cut_functions.push((name.clone(), start..end));
        at = end;
    }
    let trailer = at..text.len();
    // Only the module flag every translation adds: one numbered metadata node, no attribute
    // group.
    let lines = || text[trailer.clone()].split(|&b| b == b'\n');
    let numbered = lines().filter(|l| l.len() > 1 && l[0] == b'!' && l[1].is_ascii_digit());
    let only_flag = numbered.count() == 1 && lines().all(|l| l.is_empty() || l[0] == b'!');
    only_flag.then_some(Printed {
        text,
        header,
        globals: cut_globals,
        functions: cut_functions,
        trailer,
    })
}

/// The position after the blank line's newline at `at`.
fn skip_newline(text: &[u8], at: usize) -> Option<usize> {
    (text.get(at) == Some(&b'\n')).then_some(at + 1)
}

/// Whether a global's or function's first line is that of the symbol `name`: `@name =` for a
/// global, `@name(` for a function, with the name printed bare (names LLVM quotes are not
/// joined).
fn names_symbol(line: &[u8], name: &[u8]) -> bool {
    let bare = !name.is_empty()
        && name
            .iter()
            .all(|&c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'.' | b'$' | b'-'))
        && !name[0].is_ascii_digit();
    let mut at = Vec::with_capacity(name.len() + 2);
    at.push(b'@');
    at.extend_from_slice(name);
    bare && line
        .windows(at.len() + 1)
        .any(|w| w[..at.len()] == at[..] && matches!(w[at.len()], b'(' | b' '))
}

/// Joins the parts' texts into the whole module's, or `None` when they do not join.
fn join(m: &ir::Module, parts: &[Part], printed: Vec<Printed>) -> Option<Joined> {
    let first = printed.first()?;
    let same = |r: fn(&Printed) -> &Range<usize>| {
        printed.iter().all(|p| p.text[r(p).clone()] == first.text[r(first).clone()])
    };
    if !same(|p| &p.header) || !same(|p| &p.trailer) {
        return None;
    }
    let owner = |id: OpId| parts.iter().position(|p| p.contains(&id));
    // What each part must hold, in order: every symbol but those of other parts that stay
    // with their users (which a part neither defines nor declares).
    let mut next_global = vec![0usize; parts.len()];
    let mut next_function = vec![0usize; parts.len()];
    let mut globals = Vec::new();
    let mut functions = Vec::new();
    for &id in m.top_level_ops() {
        let op = m.op(id);
        let is_function = match op.name.as_str() {
            "llvm.func" => true,
            "llvm.mlir.global" => false,
            _ => return None,
        };
        let name = op.attr("sym_name")?.as_str()?.as_bytes();
        let own = owner(id)?;
        let stays = crate::split::stays_with_users(m, id);
        for (k, p) in printed.iter().enumerate() {
            if k != own && stays {
                continue;
            }
            let (list, next) = if is_function {
                (&p.functions, &mut next_function[k])
            } else {
                (&p.globals, &mut next_global[k])
            };
            let (held, range) = list.get(*next)?;
            if held.as_slice() != name {
                return None;
            }
            *next += 1;
            if k == own {
                let piece = (k, range.clone());
                if is_function {
                    functions.push(piece);
                } else {
                    globals.push(piece);
                }
            }
        }
    }
    let complete = printed
        .iter()
        .enumerate()
        .all(|(k, p)| next_global[k] == p.globals.len() && next_function[k] == p.functions.len());
    if !complete {
        return None;
    }
    let mut pieces = vec![(0, first.header.clone())];
    if !globals.is_empty() {
        // The blank line before the globals: the one after the header.
        let blank = first.header.end..first.header.end + 1;
        pieces.push((0, blank));
        pieces.extend(globals);
    }
    pieces.extend(functions);
    pieces.push((0, first.trailer.clone()));
    Some(Joined { printed, pieces })
}
