//! The tokens of MLIR's text that lowrite's readers ([`crate::llvm_text`], [`crate::mlir_text`])
//! share: white space and comments, punctuation, keywords, names with sigils, integers and
//! strings, with the line and column of each position.

use crate::ir::{Attribute, DenseValues, FloatKind, Location, Module, Str, Type};
use rustc_hash::FxHashMap;
use std::ops::DerefMut;
use std::sync::Arc;

/// Whether `c` may continue a bare identifier or a value name.
pub(crate) fn is_ident_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.' | b'-')
}

/// A decimal integer literal's value (`-0` is not one MLIR prints).
pub(crate) fn decimal(literal: &str) -> Option<i64> {
    let value: i64 = literal.parse().ok()?;
    (value != 0 || !literal.starts_with('-')).then_some(value)
}

/// The builtin integer or float type a bare word names (`i32`, `f64`), if any.
pub(crate) fn builtin_scalar(word: &str) -> Option<Type> {
    let t = match word {
        "f16" => Type::Float(FloatKind::F16),
        "bf16" => Type::Float(FloatKind::BF16),
        "f32" => Type::Float(FloatKind::F32),
        "f64" => Type::Float(FloatKind::F64),
        "f80" => Type::Float(FloatKind::F80),
        "f128" => Type::Float(FloatKind::F128),
        _ => {
            let digits = word.strip_prefix('i')?;
            if digits.starts_with('0') || !digits.bytes().all(|c| c.is_ascii_digit()) {
                return None;
            }
            let width: u32 = digits.parse().ok()?;
            if width == 0 || width > 1 << 24 {
                return None;
            }
            Type::int(width)
        }
    };
    Some(t)
}

/// Length of the type spelled at the start of `s` up to its matching `>`.
pub(crate) fn angle_extent(s: &str) -> Option<usize> {
    let mut depth = 0usize;
    for (i, c) in s.bytes().enumerate() {
        match c {
            b'<' => depth += 1,
            b'>' => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return Some(i + 1);
                }
            }
            b'"' | b'\n' | b'{' => return None,
            _ => {}
        }
    }
    None
}

/// A type whose spelling starts at the reader's position and runs to its matching `>`, from
/// `cache` by that spelling, or read by `parse` (which must end where the spelling does) and
/// remembered: large modules spell the same aggregate and vector types over and over.
pub(crate) fn cached_type<'t, R: DerefMut<Target = Lexer<'t>>>(
    r: &mut R,
    cache: fn(&mut R) -> &mut FxHashMap<&'t str, Type>,
    parse: impl FnOnce(&mut R) -> Option<Type>,
) -> Option<Type> {
    r.ws();
    let text: &'t str = r.text;
    let rest = &text[r.pos..];
    let len = angle_extent(rest)?;
    let key = &rest[..len];
    if let Some(t) = cache(r).get(key).cloned() {
        r.pos += len;
        return Some(t);
    }
    let end = r.pos + len;
    let t = parse(r)?;
    if r.pos != end {
        return None;
    }
    cache(r).insert(key, t.clone());
    Some(t)
}

/// A position in a text being read.
pub(crate) struct Lexer<'t> {
    pub text: &'t str,
    pub src: &'t [u8],
    pub pos: usize,
    pub line: u32,
    pub line_start: usize,
    pub file: Arc<str>,
}

/// The size of text from which the readers ([`crate::llvm_text::parse`],
/// [`crate::mlir_text::parse`]) read a module's two halves at the same time, and the runtime's
/// `check_nesting` scans it so.
pub const HALVES_MIN_BYTES: usize = 1 << 20;

/// Whether text of `len` bytes is worth handling in two halves at the same time:
/// [`HALVES_MIN_BYTES`] or more, on a machine of several cores.
pub fn halves_pay(len: usize) -> bool {
    len >= HALVES_MIN_BYTES && several_cores()
}

/// Whether this machine has more than one core to run two halves of some work on.
pub(crate) fn several_cores() -> bool {
    std::thread::available_parallelism().is_ok_and(|n| n.get() > 1)
}

/// Where the second half of a large module's text may start: the first line past the middle
/// whose text (after the indentation MLIR prints, none or two spaces) starts with one of
/// `heads`, at that text. `None` for text under [`HALVES_MIN_BYTES`], on a machine of one core,
/// or when there is no such line. The reader of the first half checks that a top-level op
/// starts there (the line may be inside a string or a nested module): see [`read_in_halves`].
pub(crate) fn split_point(text: &str, heads: &[&str]) -> Option<usize> {
    if !halves_pay(text.len()) {
        return None;
    }
    // Bytes, not chars: the middle may fall inside a character; a line starts after a `\n`.
    let mut from = text.len() / 2;
    while let Some(i) = text.as_bytes()[from..].iter().position(|&c| c == b'\n') {
        let line = from + i + 1;
        let at = line + text[line..].bytes().take(2).take_while(|&c| c == b' ').count();
        if heads.iter().any(|h| text[at..].starts_with(h)) {
            return Some(at);
        }
        from = line;
    }
    None
}

/// A reader that reads a module's text in two halves ([`read_in_halves`]).
pub(crate) trait HalfReader<'t>: Sized + Send {
    /// A reader at the start of `text`.
    fn start(text: &'t str, file: &str) -> Self;
    /// Reads the module's start and its top-level ops up to byte `stop`, where the next one
    /// must start.
    fn first_half(&mut self, stop: usize) -> Option<()>;
    /// Reads the top-level ops from byte `at` to the end of the module and of the text.
    fn second_half(&mut self, at: usize) -> Option<()>;
    /// Takes in the second half's ops and symbols, then checks what needs every symbol known.
    fn join(&mut self, second: Self) -> Option<()>;
    /// The module read.
    fn into_module(self) -> Module;
}

/// Reads a module the way reading its text whole does, in two halves at the same time: the
/// text before byte `at` on another thread (with the stack room of a main thread, as it may
/// recurse as deeply), and the top-level ops from `at` on here, joined into one module. `None`
/// unless a top-level op starts at `at`, right after the ops before it and the white space
/// after them, and both halves are read. The second half's module is the one moved into the
/// first's, so that what it leaves behind is freed on this thread, which goes on to use that
/// memory.
pub(crate) fn read_in_halves<'t, R: HalfReader<'t>>(
    text: &'t str,
    file: &str,
    at: usize,
) -> Option<Module> {
    if !text.is_char_boundary(at) || at == 0 {
        return None;
    }
    let (mut first, second) = std::thread::scope(|s| {
        let first = std::thread::Builder::new().stack_size(64 << 20).spawn_scoped(s, || {
            let mut r = R::start(text, file);
            r.first_half(at).map(|()| r)
        });
        let mut second = R::start(text, file);
        let second = second.second_half(at).map(|()| second);
        Some((first.ok()?.join().ok().flatten()?, second?))
    })?;
    first.join(second)?;
    Some(first.into_module())
}

/// A module's symbol name and attributes, as [`Lexer::module_head`] reads them.
pub(crate) type ModuleHead = (Option<String>, Vec<(Str, Attribute)>);

impl<'t> Lexer<'t> {
    /// Moves to byte `at` of the text (where the second half of a module starts), on the line
    /// it is on.
    pub(crate) fn start_at(&mut self, at: usize) {
        let before = &self.src[..at];
        self.pos = at;
        self.line = 1 + before.iter().filter(|&&c| c == b'\n').count() as u32;
        self.line_start = before.iter().rposition(|&c| c == b'\n').map_or(0, |n| n + 1);
    }

    /// What may stand between `module` and its `{`: a symbol name (`@name`) and `attributes
    /// {...}` of those whose value MLIR accepts without looking further (the target triple, a
    /// string). The name, and the attributes in the order of MLIR's dictionary (by name);
    /// `None` for anything else, which MLIR reads (and verifies: a data layout, `dlti`'s).
    pub(crate) fn module_head(&mut self) -> Option<ModuleHead> {
        let name = match self.peek() {
            Some(b'@') => Some(self.name_with_sigil(b'@')?[1..].to_string()),
            _ => None,
        };
        let mut attributes: Vec<(Str, Attribute)> = Vec::new();
        if self.eat_kw("attributes") {
            self.expect("{")?;
            while !self.eat("}") {
                if !attributes.is_empty() {
                    self.expect(",")?;
                }
                let key = self.ident()?;
                if key != "llvm.target_triple" || attributes.iter().any(|(k, _)| k == key) {
                    return None;
                }
                self.expect("=")?;
                attributes.push((key.into(), Attribute::String(self.escaped_string()?)));
            }
            attributes.sort_by(|a, b| a.0.cmp(&b.0));
        }
        Some((name, attributes))
    }

    /// The start of `text`, which `file` names in locations.
    pub(crate) fn new(text: &'t str, file: &str) -> Lexer<'t> {
        Lexer { text, src: text.as_bytes(), pos: 0, line: 1, line_start: 0, file: file.into() }
    }

    /// Skips white space and `//` comments.
    pub(crate) fn ws(&mut self) {
        while let Some(&c) = self.src.get(self.pos) {
            match c {
                b' ' | b'\t' | b'\r' => self.pos += 1,
                b'\n' => {
                    self.pos += 1;
                    self.line += 1;
                    self.line_start = self.pos;
                }
                b'/' if self.src.get(self.pos + 1) == Some(&b'/') => {
                    while self.src.get(self.pos).is_some_and(|&c| c != b'\n') {
                        self.pos += 1;
                    }
                }
                _ => break,
            }
        }
    }

    pub(crate) fn peek(&mut self) -> Option<u8> {
        self.ws();
        self.src.get(self.pos).copied()
    }

    pub(crate) fn loc(&mut self) -> Location {
        self.ws();
        Location::FileLineCol {
            file: self.file.clone(),
            line: self.line,
            col: (self.pos - self.line_start + 1) as u32,
        }
    }

    /// Consumes punctuation `s` if it comes next.
    pub(crate) fn eat(&mut self, s: &str) -> bool {
        self.ws();
        if self.text[self.pos..].starts_with(s) {
            self.pos += s.len();
            true
        } else {
            false
        }
    }

    pub(crate) fn expect(&mut self, s: &str) -> Option<()> {
        self.eat(s).then_some(())
    }

    /// Consumes keyword `kw` if it comes next as a whole word.
    pub(crate) fn eat_kw(&mut self, kw: &str) -> bool {
        self.ws();
        let end = self.pos + kw.len();
        if self.text[self.pos..].starts_with(kw)
            && !self.src.get(end).is_some_and(|&c| is_ident_char(c))
        {
            self.pos = end;
            true
        } else {
            false
        }
    }

    /// Extends a name from `start` over identifier characters (`-` only in value and block
    /// names: MLIR's bare identifiers do not have it).
    pub(crate) fn ident_tail(&mut self, start: usize, dash: bool) -> &'t str {
        while self.src.get(self.pos).is_some_and(|&c| is_ident_char(c) && (dash || c != b'-')) {
            self.pos += 1;
        }
        &self.text[start..self.pos]
    }

    /// A bare identifier (`llvm.add`, `internal`).
    pub(crate) fn ident(&mut self) -> Option<&'t str> {
        self.ws();
        let start = self.pos;
        if !self.src.get(start).is_some_and(|c| c.is_ascii_alphabetic() || *c == b'_') {
            return None;
        }
        Some(self.ident_tail(start, false))
    }

    /// A name with a sigil (`%x`, `^bb1`, `@f`), sigil included, not followed by `#` (a
    /// result of a multi-result op) or a quote.
    pub(crate) fn sigil_name(&mut self, sigil: u8) -> Option<&'t str> {
        let name = self.name_with_sigil(sigil)?;
        (!matches!(self.src.get(self.pos), Some(b'#' | b'"'))).then_some(name)
    }

    /// A name with a sigil, sigil included, whatever follows it.
    pub(crate) fn name_with_sigil(&mut self, sigil: u8) -> Option<&'t str> {
        self.ws();
        let start = self.pos;
        if self.src.get(start) != Some(&sigil) {
            return None;
        }
        self.pos += 1;
        let numbered = self.src.get(self.pos).is_some_and(u8::is_ascii_digit);
        let name = if numbered && sigil != b'@' {
            // A suffix id is all digits (`%12`) or starts with a letter or punctuation.
            while self.src.get(self.pos).is_some_and(u8::is_ascii_digit) {
                self.pos += 1;
            }
            &self.text[start..self.pos]
        } else {
            self.ident_tail(start, sigil != b'@')
        };
        // A symbol is a bare identifier.
        if sigil == b'@' && (numbered || name.len() == 1) {
            return None;
        }
        (name.len() > 1).then_some(name)
    }

    pub(crate) fn ssa(&mut self) -> Option<&'t str> {
        self.sigil_name(b'%')
    }

    /// A decimal integer, optionally negative.
    pub(crate) fn int(&mut self) -> Option<i64> {
        self.ws();
        let start = self.pos;
        if self.src.get(self.pos) == Some(&b'-') {
            self.pos += 1;
        }
        let digits = self.pos;
        while self.src.get(self.pos).is_some_and(u8::is_ascii_digit) {
            self.pos += 1;
        }
        if self.pos == digits || self.src.get(self.pos).is_some_and(|&c| is_ident_char(c)) {
            return None;
        }
        decimal(&self.text[start..self.pos])
    }

    pub(crate) fn uint(&mut self) -> Option<u64> {
        self.ws();
        let start = self.pos;
        while self.src.get(self.pos).is_some_and(u8::is_ascii_digit) {
            self.pos += 1;
        }
        if self.pos == start {
            return None;
        }
        self.text[start..self.pos].parse().ok()
    }

    /// A quoted string without escapes.
    pub(crate) fn string(&mut self) -> Option<&'t str> {
        self.expect("\"")?;
        let start = self.pos;
        while let Some(&c) = self.src.get(self.pos) {
            match c {
                b'"' => {
                    self.pos += 1;
                    return Some(&self.text[start..self.pos - 1]);
                }
                b'\\' | b'\n' => return None,
                _ => self.pos += 1,
            }
        }
        None
    }

    /// A string with MLIR's escapes (`\\`, `\"`, `\n`, `\t`, `\XX`), ASCII only.
    pub(crate) fn escaped_string(&mut self) -> Option<String> {
        self.expect("\"")?;
        let mut out = String::new();
        loop {
            let c = *self.src.get(self.pos)?;
            self.pos += 1;
            match c {
                b'"' => return Some(out),
                b'\n' => return None,
                b'\\' => {
                    let e = *self.src.get(self.pos)?;
                    self.pos += 1;
                    let byte = match e {
                        b'\\' | b'"' => e,
                        b'n' => b'\n',
                        b't' => b'\t',
                        _ => {
                            let hex = self.text.get(self.pos - 1..self.pos + 1)?;
                            if !hex.bytes().all(|h| h.is_ascii_hexdigit()) {
                                return None;
                            }
                            self.pos += 1;
                            u8::from_str_radix(hex, 16).ok()?
                        }
                    };
                    if !byte.is_ascii() {
                        return None;
                    }
                    out.push(byte as char);
                }
                c if c.is_ascii() => out.push(c as char),
                _ => return None,
            }
        }
    }
}

/// Constants (`42 : i32`, `1.5 : f32`, `true`, `dense<...> : vector<...>`) as both readers
/// accept them: what MLIR prints, in the ranges where MLIR's value is certain.
pub(crate) trait Literals<'t>: DerefMut<Target = Lexer<'t>> {
    /// A value's type.
    fn ty(&mut self) -> Option<Type>;
    /// A scalar element type (of a tensor literal's type).
    fn ty_uncached(&mut self) -> Option<Type>;

    /// The value of a constant: `true`, `false`, `N : T` or `F : T`.
    fn constant_value(&mut self) -> Option<Attribute> {
        if self.eat("dense<") {
            return self.dense();
        }
        if self.eat_kw("true") {
            return Some(Attribute::Bool(true));
        }
        if self.eat_kw("false") {
            return Some(Attribute::Bool(false));
        }
        if self.at_hex() {
            return self.float_bits();
        }
        let start = self.pos;
        let end = start + number_len(&self.src[start..]);
        let literal = &self.text[start..end];
        self.pos = end;
        self.expect(":")?;
        let is_float = literal.contains(['.', 'e', 'E']);
        if !is_float {
            let value = decimal(literal)?;
            if self.eat_kw("index") {
                return Some(Attribute::int(value, Type::Index));
            }
            let ty = self.ty()?;
            let width = ty.int_width()?;
            // `i1` constants print as booleans; wider than 64 bits is MLIR's business.
            if !(2..=64).contains(&width) {
                return None;
            }
            let (min, max) = signed_range(width);
            return (min..=max).contains(&value).then_some(Attribute::int(value, ty));
        }
        let value = float_value(literal)?;
        let ty = self.ty()?;
        // MLIR reads the literal as a double, then rounds it to the type (as these do).
        let value = match ty {
            Type::Float(FloatKind::F64) => value,
            Type::Float(FloatKind::F32) => value as f32 as f64,
            Type::Float(k) => crate::ir::round_to_half(value, k)?,
            _ => return None,
        };
        value.is_finite().then_some(Attribute::Float { value, ty: Type::shared(ty) })
    }

    /// A float constant by its bits, `0x7F800000 : f32`: how MLIR spells infinities, NaNs and
    /// values whose decimal would not read back (decoded by [`float_of_bits`]).
    fn float_bits(&mut self) -> Option<Attribute> {
        let bits = self.hex_bits()?;
        self.expect(":")?;
        let ty = self.ty()?;
        let value = float_of_bits(bits, &ty)?;
        Some(Attribute::Float { value, ty: Type::shared(ty) })
    }

    /// Whether a hexadecimal literal (`0x...`) comes next, after white space.
    fn at_hex(&mut self) -> bool {
        self.ws();
        self.src[self.pos..].starts_with(b"0x")
    }

    /// The digits of a hexadecimal literal after `0x` (the position at the `0x`).
    fn hex_bits(&mut self) -> Option<u64> {
        let start = self.pos + 2;
        let mut end = start;
        while self.src.get(end).is_some_and(u8::is_ascii_hexdigit) {
            end += 1;
        }
        let bits = u64::from_str_radix(&self.text[start..end], 16).ok()?;
        self.pos = end;
        Some(bits)
    }

    /// What follows `dense<`: a splat element or nested lists, then `> : tensor<...>` or
    /// `> : vector<...>` of integers or floats. Equal elements make a splat, as in MLIR.
    fn dense(&mut self) -> Option<Attribute> {
        let start = self.pos;
        // Find the shape first: the elements' meaning depends on it.
        let body_end = self.dense_body_end()?;
        self.expect(":")?;
        let (shape, elem, ty) = if self.eat("tensor<") {
            let mut shape = Vec::new();
            while self.src.get(self.pos).is_some_and(u8::is_ascii_digit) {
                shape.push(self.uint()?);
                if self.src.get(self.pos) != Some(&b'x') {
                    return None;
                }
                self.pos += 1;
            }
            if !self.src.get(self.pos).is_some_and(u8::is_ascii_alphabetic) {
                return None;
            }
            let elem = self.ty_uncached()?;
            self.expect(">")?;
            let dims = shape.iter().map(|&d| i64::try_from(d).ok()).collect::<Option<_>>()?;
            let ty = Type::Tensor { shape: Some(dims), elem: Arc::new(elem.clone()) };
            (shape, elem, ty)
        } else {
            let ty = self.ty()?;
            let Type::Vector { shape, elem, .. } = &ty else { return None };
            (shape.clone(), (**elem).clone(), ty.clone())
        };
        self.dense_elements(start, body_end, &shape, &elem, ty)
    }

    /// What follows `dense<` when the literal's type is known (`memref.global`'s initial value,
    /// typed by the global's): a splat element or nested lists, and `>`. `ty` is a statically
    /// shaped tensor type.
    fn dense_of(&mut self, ty: Type) -> Option<Attribute> {
        let start = self.pos;
        let body_end = self.dense_body_end()?;
        let Type::Tensor { shape: Some(dims), elem } = &ty else { return None };
        let shape = dims.iter().map(|&d| u64::try_from(d).ok()).collect::<Option<Vec<u64>>>()?;
        let elem = (**elem).clone();
        self.dense_elements(start, body_end, &shape, &elem, ty)
    }

    /// Where the body of a `dense<...>` starting at the current position ends (at its `>`,
    /// nested brackets counted); the position is left after the `>`.
    fn dense_body_end(&mut self) -> Option<usize> {
        let mut depth = 1;
        while depth > 0 {
            match *self.src.get(self.pos)? {
                b'<' => depth += 1,
                b'>' => depth -= 1,
                b'"' | b'\n' => return None,
                _ => {}
            }
            self.pos += 1;
        }
        Some(self.pos - 1)
    }

    /// The elements of a dense literal whose body runs from `start` to `body_end`, of type `ty`
    /// (of `shape` and `elem`); the position is restored to where it was.
    fn dense_elements(
        &mut self,
        start: usize,
        body_end: usize,
        shape: &[u64],
        elem: &Type,
        ty: Type,
    ) -> Option<Attribute> {
        let end = self.pos;
        // The elements, read from the body.
        self.pos = start;
        let mut elems = Vec::new();
        let splat = self.peek() != Some(b'[');
        if splat {
            elems.push(self.dense_element(elem)?);
        } else {
            self.dense_list(shape, elem, &mut elems)?;
        }
        self.ws();
        if self.pos != body_end {
            return None;
        }
        self.pos = end;
        let count: u64 = shape.iter().product();
        if count == 0 || !splat && elems.len() as u64 != count {
            return None;
        }
        let splat = elems.windows(2).all(|w| w[0] == w[1]);
        if splat {
            elems.truncate(1);
        }
        let values = if elem.is_float() {
            DenseValues::Float(elems.into_iter().map(f64::from_bits).collect())
        } else {
            DenseValues::Int(elems.into_iter().map(|e| e as i64).collect())
        };
        Some(Attribute::DenseElements { ty: Type::shared(ty), splat, values })
    }

    /// `[a, b, ...]` nested as deep as `shape` (elements as raw bits).
    fn dense_list(&mut self, shape: &[u64], elem: &Type, out: &mut Vec<u64>) -> Option<()> {
        let (&n, inner) = shape.split_first()?;
        self.expect("[")?;
        for i in 0..n {
            if i > 0 {
                self.expect(",")?;
            }
            if inner.is_empty() {
                out.push(self.dense_element(elem)?);
            } else {
                self.dense_list(inner, elem, out)?;
            }
        }
        self.expect("]")
    }

    /// One element of a dense literal: an integer in range (of its width, or 64 bits for
    /// `index`), `true`/`false` for `i1`, or a float (f64, f32, f16, bf16: a finite decimal,
    /// rounded to the type, or the hexadecimal bits of a number, an infinity or a NaN); as bits
    /// (floats as their f64 bits).
    fn dense_element(&mut self, elem: &Type) -> Option<u64> {
        match elem {
            Type::Int { width: 1, .. } => {
                if self.eat_kw("true") {
                    Some(1)
                } else if self.eat_kw("false") {
                    Some(0)
                } else {
                    None
                }
            }
            Type::Int { width, .. } if (2..=64).contains(width) => {
                let v = self.int()?;
                let (min, max) = signed_range(*width);
                (min..=max).contains(&v).then_some(v as u64)
            }
            // MLIR holds `index` elements at 64 bits.
            Type::Index => self.int().map(|v| v as u64),
            // A value whose decimal would not read back, an infinity or a NaN, by its bits. A
            // signalling `f32` NaN is left to MLIR: widened, it would be the quiet NaN of the
            // same payload, and two elements MLIR holds apart would look equal (a splat).
            Type::Float(FloatKind::F32) if self.at_hex() => {
                let bits = self.hex_bits()?;
                let signalling = bits & 0x7FC0_0000 == 0x7F80_0000 && bits & 0x003F_FFFF != 0;
                if signalling {
                    return None;
                }
                float_of_bits(bits, elem).map(f64::to_bits)
            }
            Type::Float(_) if self.at_hex() => {
                float_of_bits(self.hex_bits()?, elem).map(f64::to_bits)
            }
            Type::Float(k) => {
                let v = self.float_literal()?;
                let v = match k {
                    FloatKind::F64 => v,
                    FloatKind::F32 => v as f32 as f64,
                    k => crate::ir::round_to_half(v, *k)?,
                };
                v.is_finite().then_some(v.to_bits())
            }
            _ => None,
        }
    }

    /// A decimal float as MLIR prints it (digits on both sides of the point, optional
    /// exponent), optionally negative.
    fn float_literal(&mut self) -> Option<f64> {
        self.ws();
        let start = self.pos;
        while self
            .src
            .get(self.pos)
            .is_some_and(|&c| c.is_ascii_digit() || matches!(c, b'-' | b'+' | b'.' | b'e' | b'E'))
        {
            self.pos += 1;
        }
        float_value(&self.text[start..self.pos])
    }
}

/// The value of the float of type `ty` whose bits are `bits` (f64, f32, f16 and bf16), as
/// MLIR's import holds it: an `f32` NaN as a quiet double, as `APFloat` widens it (the
/// mantissa's first bit set, the rest of the payload kept). Half-precision NaNs, which MLIR
/// writes back without their payload, are left to MLIR (`None`), as are other types.
fn float_of_bits(bits: u64, ty: &Type) -> Option<f64> {
    Some(match ty {
        Type::Float(FloatKind::F64) => f64::from_bits(bits),
        Type::Float(FloatKind::F32) => {
            let mut narrow = f32::from_bits(u32::try_from(bits).ok()?);
            if narrow.is_nan() {
                narrow = f32::from_bits(narrow.to_bits() | 1 << 22);
            }
            f64::from(narrow)
        }
        Type::Float(k) => crate::ir::half_from_bits(bits, *k)?,
        _ => return None,
    })
}

/// The length of the decimal number (integer or float, signed, with an exponent) that `src`
/// starts with: its digits, signs, point and exponent marks, checked when it is read.
pub(crate) fn number_len(src: &[u8]) -> usize {
    src.iter()
        .take_while(|&&c| c.is_ascii_digit() || matches!(c, b'-' | b'+' | b'.' | b'e' | b'E'))
        .count()
}

/// The value of a decimal float literal as MLIR prints them: an optional minus, digits, a
/// point, digits, and an optional exponent (`-1.250000e+01`).
pub(crate) fn float_value(literal: &str) -> Option<f64> {
    let unsigned = literal.strip_prefix('-').unwrap_or(literal);
    let (mantissa, exponent) = match unsigned.split_once(['e', 'E']) {
        Some((m, e)) => (m, Some(e)),
        None => (unsigned, None),
    };
    let (int, frac) = mantissa.split_once('.')?;
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|c| c.is_ascii_digit());
    let exponent_ok = exponent.is_none_or(|e| digits(e.strip_prefix(['+', '-']).unwrap_or(e)));
    if !digits(int) || !digits(frac) || !exponent_ok {
        return None;
    }
    literal.parse().ok()
}

/// The values a signed integer of `width` bits (2 to 64) holds.
pub(crate) fn signed_range(width: u32) -> (i64, i64) {
    if width == 64 {
        (i64::MIN, i64::MAX)
    } else {
        (-(1i64 << (width - 1)), (1i64 << (width - 1)) - 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_split_point_is_found_whatever_byte_the_middle_is() {
        let several_cores = several_cores();
        // Two-byte characters around the middle, which falls inside one or between two as
        // the text's length is odd or even.
        let half = HALVES_MIN_BYTES / 2;
        let mut inside = false;
        for pad in [0, 1] {
            let (x, y) = ("x".repeat(half - 8), "y".repeat(half - 23 + pad));
            let text = format!("{x}{}\n  func.func @f\n{y}", "é".repeat(8));
            inside |= !text.is_char_boundary(text.len() / 2);
            let at = split_point(&text, &["func.func "]);
            let expected = several_cores.then(|| text.find("func.func").unwrap());
            assert_eq!(at, expected, "middle at byte {}", text.len() / 2);
        }
        assert!(inside, "the middle fell inside a character once");
        let small = "func.func @f()\nfunc.func @g()\n";
        assert_eq!(split_point(small, &["func.func "]), None);
    }
}
