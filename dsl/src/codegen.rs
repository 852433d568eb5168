//! Checked rule files to Rust: one function per rule, documented with the rule's text and
//! `file:line`, and a `RULES` static (`lowrite_core::convert::RuleSet`) listing them.
//!
//! Generated op rules first test everything that decides whether the rule matches (operand and
//! result counts, operand type patterns, required attributes, the guard) and only then emit
//! target ops, so a rule that does not match leaves no trace.

use crate::ast::*;
use crate::builtins::{Builtin, Form};
use crate::optable;
use crate::sema::{int_constant_width, Globals, Kind};
use proc_macro2::{Ident as RIdent, Span as RSpan, TokenStream};
use quote::{format_ident, quote, ToTokens};
use rustc_hash::FxHashMap as HashMap;

/// Where a binder's value lives.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Origin {
    /// A value of the source module (pattern binders): converted on use.
    Source,
    /// A value of the target module (`let` binders), or a non-value.
    Target,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    /// Inside a type rule: `cx` is the type converter, errors are strings.
    Type,
    /// Inside an op rule: `rw` is the rewriter, `op` the source op.
    Op,
    /// Inside an `is` test: a closure answering `Option<()>`.
    Test,
}

struct Gen<'a> {
    /// Set while generating the single target op of a `=> op(...)` rule: only that op takes
    /// the source op's result types when none are given.
    source_results: bool,
    globals: &'a Globals,
    scope: HashMap<String, (Kind, Origin)>,
    mode: Mode,
    counter: usize,
}

fn rt() -> TokenStream {
    quote!(::lowrite_core)
}

/// A Rust identifier for a rule-language name (raw when it is a Rust keyword).
/// The Rust variable holding rule binder `name` (prefixed, so that binders never clash with the
/// generated code's own variables such as `op` and `rw`, nor with Rust keywords).
fn var(name: &str) -> RIdent {
    format_ident!("b_{}", name)
}

/// The Rust identifier of native helper `name`.
fn native_ident(name: &str) -> RIdent {
    match syn_keyword(name) {
        true => RIdent::new_raw(name, RSpan::call_site()),
        false => RIdent::new(name, RSpan::call_site()),
    }
}

fn syn_keyword(name: &str) -> bool {
    matches!(
        name,
        "as" | "break"
            | "const"
            | "continue"
            | "crate"
            | "else"
            | "enum"
            | "extern"
            | "false"
            | "fn"
            | "for"
            | "if"
            | "impl"
            | "in"
            | "let"
            | "loop"
            | "match"
            | "mod"
            | "move"
            | "mut"
            | "pub"
            | "ref"
            | "return"
            | "static"
            | "struct"
            | "trait"
            | "true"
            | "type"
            | "unsafe"
            | "use"
            | "where"
            | "while"
            | "async"
            | "await"
            | "dyn"
            | "abstract"
            | "become"
            | "box"
            | "do"
            | "final"
            | "macro"
            | "override"
            | "priv"
            | "typeof"
            | "unsized"
            | "virtual"
            | "yield"
            | "try"
            | "gen"
    )
}

/// Where an item is, as notes and traces name it: `file_name:LINE` of its own first line, after
/// its `///` docs.
pub fn item_location(text: &str, item: &Item, file_name: &str) -> String {
    item_location_with(text, item, file_name, &mut LineCounter::default())
}

/// [`item_location`] of items taken in the order of the text, with a counter that carries the
/// lines counted so far from one item to the next (counting from the start of the text for
/// each item would take time quadratic in its length).
pub fn item_location_with(
    text: &str,
    item: &Item,
    file_name: &str,
    lines: &mut LineCounter,
) -> String {
    let head = text[item.span.start..item.span.end]
        .split_inclusive('\n')
        .take_while(|l| l.trim_start().starts_with("///") || l.trim().is_empty())
        .map(str::len)
        .sum::<usize>();
    format!("{file_name}:{}", lines.line(text, item.span.start + head))
}

/// The 1-based lines of offsets into one text, counted on from the last offset asked about
/// when the next is not before it.
#[derive(Clone, Copy, Debug, Default)]
pub struct LineCounter {
    offset: usize,
    newlines: usize,
}

impl LineCounter {
    /// The line of byte `offset` of `text` (the text of every earlier call).
    pub fn line(&mut self, text: &str, offset: usize) -> usize {
        let offset = offset.min(text.len());
        if offset < self.offset {
            *self = LineCounter::default();
        }
        self.newlines +=
            text.as_bytes()[self.offset..offset].iter().filter(|&&b| b == b'\n').count();
        self.offset = offset;
        self.newlines + 1
    }
}

/// Generates the Rust items for a checked file.
pub fn generate(file: &File, globals: &Globals, text: &str, file_name: &str) -> TokenStream {
    let rt = rt();
    let mut items = Vec::new();
    let mut type_calls = Vec::new();
    let mut patterns = Vec::new();
    let mut options = Vec::new();
    let mut natives = Vec::new();
    let mut native_fns = Vec::new();
    let mut type_rules = 0usize;
    let mut boundary_calls = Vec::new();
    let mut elementwise: Vec<String> = Vec::new();
    let mut float_ops: Vec<String> = Vec::new();
    // Generated functions are numbered within their kind (op rules within their op), so that
    // adding a rule renames no function of another op.
    let mut per_op: HashMap<&str, usize> = HashMap::default();
    let mut boundary_index = 0usize;
    let mut lines = LineCounter::default();
    for item in &file.items {
        let location = item_location_with(text, item, file_name, &mut lines);
        let source = text[item.span.start..item.span.end].trim().to_string();
        let mut doc = item.docs.iter().map(|d| format!(" {d}")).collect::<Vec<_>>();
        if !doc.is_empty() {
            doc.push(String::new());
        }
        doc.push(format!(" Rule at {location}:"));
        doc.push(String::new());
        doc.push(" ```text".into());
        doc.extend(source.lines().map(|l| format!(" {l}")));
        doc.push(" ```".into());
        match &item.kind {
            ItemKind::Option(o) => {
                let name = &o.name.name;
                let default = match o.default {
                    Literal::Int(i) => quote!(#rt::convert::OptionValue::Int(#i)),
                    Literal::Bool(b) => quote!(#rt::convert::OptionValue::Bool(#b)),
                };
                let text = item.docs.iter().map(|l| l.trim()).collect::<Vec<_>>().join("\n");
                options.push(quote!(#rt::convert::OptionDecl {
                    name: #name,
                    default: #default,
                    doc: #text,
                }));
            }
            ItemKind::Native(n) => {
                natives.push(n.name.name.clone());
                let (call, f) = native_adaptor(n);
                items.push(f);
                let name = &n.name.name;
                native_fns.push(quote!(#rt::dynamic::NativeFn { name: #name, call: &#call }));
            }
            ItemKind::EnumMap(m) => items.push(enum_map(m)),
            ItemKind::Use(_)
            | ItemKind::Forward(_)
            | ItemKind::OpDecl(_)
            | ItemKind::Descriptor(_)
            | ItemKind::Function(_) => {}
            ItemKind::Elementwise(ops) => {
                elementwise.extend(ops.globs.iter().map(|o| o.name.clone()))
            }
            ItemKind::FloatOps(ops) => float_ops.extend(ops.globs.iter().map(|o| o.name.clone())),
            ItemKind::Boundary(b) => {
                let f = format_ident!("boundary_rule_{}", boundary_index);
                boundary_index += 1;
                let mut g = Gen {
                    source_results: false,
                    globals,
                    scope: HashMap::default(),
                    mode: Mode::Type,
                    counter: 0,
                };
                let matcher = g.type_pat(&b.pat, quote!(ty));
                let guard = b.guard.as_ref().map(|e| {
                    let e = g.expr(e);
                    quote!(if !(#e) { return Ok(None); })
                });
                let how = match &b.how {
                    BoundaryHow::Expand => quote!(#rt::convert::Boundary::Expand),
                    BoundaryHow::Error(m, _) => {
                        quote!(#rt::convert::Boundary::Error(::std::string::String::from(#m)))
                    }
                    BoundaryHow::As { ty, out_var, out, in_var, inn } => {
                        let t = g.expr(ty);
                        let (fo, fi) = (format_ident!("{}_out", f), format_ident!("{}_in", f));
                        for (fname, v, e) in [(&fo, out_var, out), (&fi, in_var, inn)] {
                            let mut h = Gen {
                                source_results: false,
                                globals,
                                scope: HashMap::default(),
                                mode: Mode::Op,
                                counter: 0,
                            };
                            h.scope.insert(v.name.clone(), (Kind::Value, Origin::Target));
                            let id = var(&v.name);
                            let body = h.expr(e);
                            items.push(quote! {
                                #[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
                                fn #fname(rw: &mut #rt::convert::Rewriter<'_>, ty: &#rt::ir::Type, #id: #rt::ir::Value)
                                    -> #rt::Result<#rt::ir::Value> {
                                    let op = match rw.current_op() {
                                        Some(op) => op,
                                        None => return Err(#rt::Error::at(&rw.loc(), "a boundary conversion outside of a rule")),
                                    };
                                    Ok(#body)
                                }
                            });
                        }
                        quote!(#rt::convert::Boundary::As { ty: #t, out: &#fo, inn: &#fi })
                    }
                };
                items.push(quote! {
                    #(#[doc = #doc])*
                    #[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
                    fn #f(cx: &mut #rt::convert::TypeConverter<'_>, ty: &#rt::ir::Type)
                        -> ::core::option::Option<#rt::convert::Boundary> {
                        (|| -> ::core::result::Result<::core::option::Option<#rt::convert::Boundary>, ::std::string::String> {
                            #matcher
                            #guard
                            Ok(Some(#how))
                        })()
                        .ok()
                        .flatten()
                    }
                });
                boundary_calls.push(quote!(if let Some(b) = #f(cx, ty) { return Some(b); }));
            }
            ItemKind::Type(t) => {
                let f = format_ident!("type_rule_{}", type_rules);
                type_rules += 1;
                let mut g = Gen {
                    source_results: false,
                    globals,
                    scope: HashMap::default(),
                    mode: Mode::Type,
                    counter: 0,
                };
                let body = g.type_rule(t);
                items.push(quote! {
                    #(#[doc = #doc])*
                    #[allow(unused_variables, unused_mut, clippy::all)]
                    fn #f(cx: &mut #rt::convert::TypeConverter<'_>, ty: &#rt::ir::Type)
                        -> ::core::option::Option<::core::result::Result<#rt::ir::Type, ::std::string::String>> {
                        #body
                    }
                });
                let prio = t.prio.as_ref().map_or(0, |p| p.value);
                type_calls.push((prio, quote!(if let Some(r) = #f(cx, ty) { return Some(r); })));
            }
            ItemKind::Rule(r) => {
                let ordinal = per_op.entry(r.pat.op.name.as_str()).or_insert(0);
                let f = format_ident!("rule_{}_{}", r.pat.op.name.replace('.', "_"), ordinal);
                *ordinal += 1;
                let mut g = Gen {
                    source_results: false,
                    globals,
                    scope: HashMap::default(),
                    mode: Mode::Op,
                    counter: 0,
                };
                let body = g.op_rule(r);
                let op_name = &r.pat.op.name;
                let prio = r.prio.as_ref().map_or(0, |p| p.value);
                items.push(quote! {
                    #(#[doc = #doc])*
                    #[allow(unused_variables, unused_mut, unused_parens, clippy::all)]
                    fn #f(rw: &mut #rt::convert::Rewriter<'_>, op: #rt::ir::OpId)
                        -> #rt::Result<bool> {
                        #body
                    }
                });
                patterns.push(quote! {
                    #rt::convert::Pattern {
                        op: #op_name,
                        priority: #prio,
                        location: #location,
                        apply: &#f,
                    }
                });
            }
        }
    }
    let header = format!(" Rules compiled from `{file_name}` by lowrite-dsl.");
    let boundary_rules = boundary_calls.len();
    // Higher priorities first; the sort is stable, so file order within a priority.
    type_calls.sort_by_key(|(prio, _)| std::cmp::Reverse(*prio));
    let type_calls = type_calls.into_iter().map(|(_, call)| call);
    quote! {
        #[doc = #header]
        pub static RULES: #rt::convert::RuleSet = #rt::convert::RuleSet {
            name: #file_name,
            options: &[#(#options),*],
            convert_type: &convert_type,
            patterns: &[#(#patterns),*],
            type_rules: #type_rules,
            natives: &[#(#natives),*],
            native_fns: &[#(#native_fns),*],
            boundary: &boundary,
            boundary_rules: #boundary_rules,
            elementwise: &[#(#elementwise),*],
            float_ops: &[#(#float_ops),*],
        };

        /// The boundary rules of this file: how values of a type cross function boundaries.
        #[allow(unused_variables)]
        fn boundary(cx: &mut #rt::convert::TypeConverter<'_>, ty: &#rt::ir::Type)
            -> ::core::option::Option<#rt::convert::Boundary> {
            #(#boundary_calls)*
            None
        }

        /// The type rules of this file, by priority (higher first), then in file order.
        #[allow(unused_variables)]
        fn convert_type(cx: &mut #rt::convert::TypeConverter<'_>, ty: &#rt::ir::Type)
            -> ::core::option::Option<::core::result::Result<#rt::ir::Type, ::std::string::String>> {
            #(#type_calls)*
            None
        }

        #(#items)*
    }
}

/// A native helper called with dynamic arguments (see `lowrite_core::dynamic::NativeFn`): the
/// adaptor's name and definition.
fn native_adaptor(n: &NativeDecl) -> (RIdent, TokenStream) {
    let rt = rt();
    let f = format_ident!("native_dyn_{}", n.name.name);
    let target = native_ident(&n.name.name);
    let temps: Vec<RIdent> = (0..n.params.len()).map(|i| format_ident!("__arg{}", i)).collect();
    let types = n.params.iter().map(|&s| owned_type(Kind::from_sort(s)));
    let call = quote!(natives::#target(rw, #(#temps),*)?);
    let result = match n.ret {
        Some(_) => quote!(Ok(#rt::dynamic::Dyn::from(#call))),
        None => quote!({ let _ = #call; Ok(#rt::dynamic::Dyn::Values(::std::vec::Vec::new())) }),
    };
    let doc = format!(" Native helper `{}` with dynamic arguments.", n.name.name);
    let def = quote! {
        #[doc = #doc]
        fn #f(rw: &mut #rt::convert::Rewriter<'_>, args: ::std::vec::Vec<#rt::dynamic::Dyn>)
            -> #rt::Result<#rt::dynamic::Dyn> {
            let mut __args = args.into_iter();
            #(let #temps: #types = #rt::convert::located(#rt::dynamic::arg(&mut __args), rw)?;)*
            #result
        }
    };
    (f, def)
}

fn enum_map(m: &EnumMap) -> TokenStream {
    let rt = rt();
    let f = format_ident!("enum_map_{}", m.name.name);
    let from = &m.from.name;
    let doc = format!(
        " Enum map `{}`: `{}` to {}.",
        m.name.name,
        from,
        match &m.to {
            EnumTarget::Int => "an integer bit set".to_string(),
            EnumTarget::Kind(k) => format!("`{}`", k.name),
        }
    );
    // An enum MLIR stores as an integer, as the target: its cases' values and width.
    let int_target = match &m.to {
        EnumTarget::Kind(to) => optable::int_enum(&to.name),
        EnumTarget::Int => None,
    };
    let body = match (&m.to, int_target) {
        (EnumTarget::Int, _) => {
            let arms = m.entries.iter().map(|(k, v)| {
                let k = &k.name;
                let v = match v {
                    EnumValue::Int(i) => *i,
                    EnumValue::Case(_) => 0,
                };
                quote!(#k => #v,)
            });
            quote! {
                let mut bits = 0i64;
                for c in cases {
                    bits |= match c.as_str() { #(#arms)* _ => 0 };
                }
                Some(#rt::ir::Attribute::int(bits, #rt::ir::Type::int(32)))
            }
        }
        // An LLVM enum MLIR stores as an integer: the value of the (one) mapped case.
        (EnumTarget::Kind(_), Some((known, width))) => {
            let arms = m.entries.iter().map(|(k, v)| {
                let k = &k.name;
                let v = match v {
                    EnumValue::Case(c) => {
                        known.iter().find(|(n, _)| *n == c.name).map_or(0, |x| x.1)
                    }
                    EnumValue::Int(i) => *i,
                };
                quote!(#k => #v,)
            });
            quote! {
                let [case] = cases.as_slice() else { return None };
                let value = match case.as_str() { #(#arms)* _ => return None };
                Some(#rt::ir::Attribute::int(value, #rt::ir::Type::int(#width)))
            }
        }
        (EnumTarget::Kind(to), None) => {
            let to = &to.name;
            let arms = m.entries.iter().map(|(k, v)| {
                let k = &k.name;
                let v = match v {
                    EnumValue::Case(c) => c.name.clone(),
                    EnumValue::Int(i) => i.to_string(),
                };
                quote!(#k => Some(#v),)
            });
            quote! {
                let mapped: Vec<String> = cases
                    .iter()
                    .filter_map(|c| match c.as_str() { #(#arms)* _ => None })
                    .map(str::to_string)
                    .collect();
                Some(#rt::ir::Attribute::Enum { kind: #to.to_string(), cases: mapped })
            }
        }
    };
    quote! {
        #[doc = #doc]
        fn #f(a: ::core::option::Option<#rt::ir::Attribute>) -> ::core::option::Option<#rt::ir::Attribute> {
            let a = a?;
            let cases = a.enum_cases_any(#from)?;
            #body
        }
    }
}

impl Gen<'_> {
    fn fresh(&mut self, base: &str) -> RIdent {
        self.counter += 1;
        format_ident!("__{}{}", base, self.counter)
    }

    fn fail(&self) -> TokenStream {
        match self.mode {
            Mode::Type => quote!(return Ok(None)),
            Mode::Op => quote!(return Ok(false)),
            Mode::Test => quote!(return None),
        }
    }

    fn kind(&self, e: &Expr) -> Kind {
        if let ExprKind::Var(v) = &e.kind {
            if let Some((k, _)) = self.scope.get(&v.name) {
                return *k;
            }
        }
        self.globals.kinds.get(&e.id.0).copied().unwrap_or(Kind::Unknown)
    }

    /// Code that checks `subject` (an expression of type `&Type`) against a pattern, binding
    /// its binders, and fails otherwise.
    fn type_pat(&mut self, p: &TypePat, subject: TokenStream) -> TokenStream {
        let rt = rt();
        let fail = self.fail();
        let name = p.ctor.name.as_str();
        let args = p.args.as_deref().unwrap_or(&[]);
        let ty = quote!(#rt::ir::Type);
        let float = |k: &str| {
            let k = format_ident!("{}", k.to_uppercase());
            quote!(if *(#subject) != #ty::Float(#rt::ir::FloatKind::#k) { #fail; })
        };
        match name {
            "_" => quote!(),
            "int" | "sint" | "uint" => {
                let w = self.fresh("w");
                let sign = match name {
                    "sint" => quote!(signedness: #rt::ir::Signedness::Signed),
                    "uint" => quote!(signedness: #rt::ir::Signedness::Unsigned),
                    _ => quote!(..),
                };
                let bind = args.first().map(|a| self.int_binder(a, quote!((*#w as i64))));
                let rest = if name == "int" { quote!() } else { quote!(, ..) };
                quote! {
                    let #ty::Int { width: #w, #sign #rest } = (#subject) else { #fail; };
                    #bind
                }
            }
            "index" => quote!(if !matches!(*(#subject), #ty::Index) { #fail; }),
            "float" => quote!(if !matches!(*(#subject), #ty::Float(_)) { #fail; }),
            "f16" | "bf16" | "f32" | "f64" | "f80" | "f128" => float(name),
            "none" => quote!(if !matches!(*(#subject), #ty::None) { #fail; }),
            "tensor" => quote!(if !matches!(*(#subject), #ty::Tensor { .. }) { #fail; }),
            "function" => quote!(if !matches!(*(#subject), #ty::Function { .. }) { #fail; }),
            "struct" => quote!(if !matches!(*(#subject), #ty::Struct { .. }) { #fail; }),
            "void" => quote!(if !matches!(*(#subject), #ty::Void) { #fail; }),
            "llvm" => quote!(if !(#subject).is_llvm_compatible() { #fail; }),
            "ptr" => {
                let a = self.fresh("as");
                let bind = args.first().map(|x| self.int_binder(x, quote!((*#a as i64))));
                quote! {
                    let #ty::Ptr { addr_space: #a } = (#subject) else { #fail; };
                    #bind
                }
            }
            "vector" => {
                if args.is_empty() {
                    return quote!(if !matches!(*(#subject), #ty::Vector { .. }) { #fail; });
                }
                let (shape, scalable, elem) =
                    (self.fresh("shape"), self.fresh("scalable"), self.fresh("elem"));
                let n = self.int_binder(&args[0], quote!((#shape[0] as i64)));
                let e = self.type_pat(&args[1], quote!(#elem.as_ref()));
                quote! {
                    let #ty::Vector { shape: #shape, scalable: #scalable, elem: #elem } = (#subject) else { #fail; };
                    if #shape.len() != 1 || #scalable[0] { #fail; }
                    #n
                    #e
                }
            }
            "array" => {
                if args.is_empty() {
                    return quote!(if !matches!(*(#subject), #ty::Array { .. }) { #fail; });
                }
                let (len, elem) = (self.fresh("len"), self.fresh("elem"));
                let n = self.int_binder(&args[0], quote!((*#len as i64)));
                let e = self.type_pat(&args[1], quote!(#elem.as_ref()));
                quote! {
                    let #ty::Array { len: #len, elem: #elem } = (#subject) else { #fail; };
                    #n
                    #e
                }
            }
            "complex" => {
                let elem = self.fresh("elem");
                let e = args.first().map(|a| self.type_pat(a, quote!(#elem.as_ref())));
                quote! {
                    let #ty::Complex(#elem) = (#subject) else { #fail; };
                    #e
                }
            }
            "memref" => {
                let elem = self.fresh("elem");
                let e = args.first().map(|a| self.type_pat(a, quote!(#elem.as_ref())));
                quote! {
                    let #ty::MemRef { elem: #elem, .. } = (#subject) else { #fail; };
                    #e
                }
            }
            "unranked_memref" => {
                let elem = self.fresh("elem");
                let e = args.first().map(|a| self.type_pat(a, quote!(#elem.as_ref())));
                quote! {
                    let #ty::UnrankedMemRef { elem: #elem, .. } = (#subject) else { #fail; };
                    #e
                }
            }
            n if int_constant_width(n).is_some() => {
                let w = int_constant_width(n).unwrap();
                quote!(if *(#subject) != #ty::int(#w) { #fail; })
            }
            binder => {
                // A type binder.
                let v = var(binder);
                self.scope.insert(binder.to_string(), (Kind::Type, Origin::Target));
                quote!(let #v: #ty = (#subject).clone();)
            }
        }
    }

    fn int_binder(&mut self, p: &TypePat, value: TokenStream) -> TokenStream {
        if p.ctor.name == "_" {
            return quote!();
        }
        let v = var(&p.ctor.name);
        self.scope.insert(p.ctor.name.clone(), (Kind::Int, Origin::Target));
        quote!(let #v: i64 = #value;)
    }

    fn type_rule(&mut self, t: &TypeRule) -> TokenStream {
        let rt = rt();
        let matcher = self.type_pat(&t.pat, quote!(ty));
        let guard = t.guard.as_ref().map(|g| {
            let g = self.expr(g);
            quote!(if !(#g) { return Ok(None); })
        });
        let result = match &t.result {
            TypeResult::Error(msg) => {
                let msg = self.expr(msg);
                quote!(Err(format!("cannot convert type '{}': {}", ty, #msg)))
            }
            TypeResult::Type(e) => {
                let e = self.expr(e);
                quote!(Ok(Some(#e)))
            }
        };
        // A failing `convert` inside the rule is an error, not a mismatch.
        quote! {
            (|| -> ::core::result::Result<::core::option::Option<#rt::ir::Type>, ::std::string::String> {
                #matcher
                #guard
                #result
            })()
            .transpose()
        }
    }

    fn op_rule(&mut self, r: &OpRule) -> TokenStream {
        let rt = rt();
        let fail = self.fail();
        let p = &r.pat;
        let mut out = Vec::new();
        out.push(quote!(let __op: &#rt::ir::Operation = rw.source().op(op);));
        // Operands (those forwarded to successors are bound with the successors).
        let singles = p.operands.iter().filter(|o| matches!(o, OperandPat::One { .. })).count();
        let operands = if p.successors.is_empty() {
            quote!(__op.operands[..])
        } else {
            let n = p.successors.len();
            out.push(quote! {
                if __op.successors.len() != #n { #fail; }
                let __succ_operands = rw.successor_operands(op, #singles);
                let __forwarded: usize = __succ_operands.iter().map(Vec::len).sum();
            });
            for (i, sp) in p.successors.iter().enumerate() {
                let b = var(&sp.block.name);
                self.scope.insert(sp.block.name.clone(), (Kind::Block, Origin::Source));
                out.push(quote!(let #b: #rt::ir::BlockId = __op.successors[#i];));
                if let Some(a) = &sp.args {
                    let v = var(&a.name);
                    self.scope.insert(a.name.clone(), (Kind::Values, Origin::Source));
                    out.push(quote!(let #v: Vec<#rt::ir::Value> = __succ_operands[#i].clone();));
                }
            }
            quote!(__op.operands[..__op.operands.len() - __forwarded])
        };
        let rests = p.operands.iter().filter(|o| matches!(o, OperandPat::Rest(_))).count();
        if p.segmented() && rests > 1 {
            // Group by group, as `operandSegmentSizes` splits them.
            let n = p.operands.len();
            out.push(quote!(let Some(__segs) = #rt::convert::segments(__op, #n) else { #fail; };));
            for (i, o) in p.operands.iter().enumerate() {
                let (binds, checks) = self.operand_binders(std::slice::from_ref(o));
                match o {
                    OperandPat::One { .. } => {
                        out.push(quote!(let [#(#binds),*] = *__segs[#i] else { #fail; };))
                    }
                    OperandPat::Rest(name) => {
                        if name.name != "_" {
                            let v = var(&name.name);
                            out.push(quote!(let #v: Vec<#rt::ir::Value> = __segs[#i].to_vec();));
                        }
                        continue;
                    }
                }
                out.extend(checks);
            }
        } else {
            // One slice pattern binds them all: `[a, b, ref rest @ ..]`, or `[a, ref rest @ ..,
            // b]` for the one group that varies (the others are single, so it is what they leave).
            let (binds, checks) = self.operand_binders(&p.operands);
            out.push(quote!(let [#(#binds),*] = #operands else { #fail; };));
            out.extend(checks);
        }
        if !p.regions.is_empty() {
            let n = p.regions.len();
            if p.regions_rest {
                let singles = n - 1;
                out.push(quote!(if __op.regions.len() < #singles { #fail; }));
            } else {
                out.push(quote!(if __op.regions.len() != #n { #fail; }));
            }
            for (i, r) in p.regions.iter().enumerate() {
                let v = var(&r.name);
                if p.regions_rest && i + 1 == n {
                    self.scope.insert(r.name.clone(), (Kind::Regions, Origin::Source));
                    out.push(quote!(let #v: Vec<#rt::ir::RegionId> = __op.regions[#i..].to_vec();));
                } else {
                    self.scope.insert(r.name.clone(), (Kind::Region, Origin::Source));
                    out.push(quote!(let #v: #rt::ir::RegionId = __op.regions[#i];));
                }
            }
        }
        // Attributes.
        for a in &p.attrs {
            let v = var(&a.var.name);
            let n = &a.name.name;
            self.scope.insert(a.var.name.clone(), (Kind::Attr, Origin::Target));
            if a.optional {
                out.push(quote!(let #v = __op.attr(#n).cloned();));
            } else {
                out.push(quote!(let #v @ Some(_) = __op.attr(#n).cloned() else { #fail; };));
            }
        }
        if let Some(r) = &p.attrs_rest {
            let v = var(&r.name);
            let named: Vec<&str> = p.attrs.iter().map(|a| a.name.name.as_str()).collect();
            self.scope.insert(r.name.clone(), (Kind::Attr, Origin::Target));
            out.push(quote! {
                let #v: ::core::option::Option<#rt::ir::Attribute> = Some(#rt::ir::Attribute::Dict(
                    __op.attributes
                        .iter()
                        .filter(|(k, _)| ![#(#named),*].contains(&k.as_str()))
                        .map(|(k, v)| (k.to_string(), v.clone()))
                        .collect(),
                ));
            });
        }
        // Results.
        if let Some(results) = &p.results {
            let mut binds = Vec::new();
            let mut rests = Vec::new();
            for r in results {
                match r {
                    ResultPat::One(n) if n.name == "_" => binds.push(quote!(_)),
                    ResultPat::One(n) => {
                        self.scope.insert(n.name.clone(), (Kind::Value, Origin::Source));
                        binds.push(var(&n.name).into_token_stream());
                    }
                    ResultPat::Rest(n) if n.name == "_" => binds.push(quote!(..)),
                    ResultPat::Rest(n) => {
                        self.scope.insert(n.name.clone(), (Kind::Values, Origin::Source));
                        let v = var(&n.name);
                        binds.push(quote!(ref #v @ ..));
                        rests.push(quote!(let #v: Vec<#rt::ir::Value> = #v.to_vec();));
                    }
                }
            }
            out.push(quote!(let [#(#binds),*] = __op.results[..] else { #fail; };));
            out.extend(rests);
        }
        if let Some(g) = &r.guard {
            let g = self.expr(g);
            out.push(quote!(if !(#g) { #fail; }));
        }
        // Emission.
        match &r.rhs {
            Rhs::Op(o) => {
                self.source_results = true;
                let e = self.op_expr(o, false);
                out.push(quote! {
                    let __new: Vec<#rt::ir::Value> = #e;
                    rw.replace(op, __new)?;
                });
            }
            Rhs::Block(stmts) => {
                let mut yielded = false;
                self.stmts(stmts, &mut out, &mut yielded);
                if !yielded {
                    out.push(quote!(rw.replace(op, Vec::new())?;));
                }
            }
        }
        quote! {
            #(#out)*
            Ok(true)
        }
    }

    /// The parts of the slice pattern binding a rule's operands (a name per operand, `ref rest
    /// @ ..` for the rest), and what follows it: the rest made a list, the operands' type
    /// patterns.
    fn operand_binders(&mut self, operands: &[OperandPat]) -> (Vec<TokenStream>, Vec<TokenStream>) {
        let rt = rt();
        let (mut binds, mut after) = (Vec::new(), Vec::new());
        for o in operands {
            match o {
                OperandPat::One { name, ty } => {
                    // `_` may be written several times: each its own Rust variable.
                    let v = if name.name == "_" { self.fresh("any") } else { var(&name.name) };
                    self.scope.insert(name.name.clone(), (Kind::Value, Origin::Source));
                    binds.push(v.to_token_stream());
                    if let Some(t) = ty {
                        after.push(self.type_pat(t, quote!(rw.source().value_type(#v))));
                    }
                }
                OperandPat::Rest(name) if name.name == "_" => binds.push(quote!(..)),
                OperandPat::Rest(name) => {
                    let v = var(&name.name);
                    self.scope.insert(name.name.clone(), (Kind::Values, Origin::Source));
                    binds.push(quote!(ref #v @ ..));
                    after.insert(0, quote!(let #v: Vec<#rt::ir::Value> = #v.to_vec();));
                }
            }
        }
        (binds, after)
    }

    /// Code for statements, appended to `out`; sets `yielded` when one yields.
    /// The range `lo..hi` of a `for`, bounded at run time
    /// ([`lowrite_core::convert::bounded_range`]): a longer one is an error at the op.
    fn range(&mut self, lo: &Expr, hi: &Expr) -> TokenStream {
        let rt = rt();
        let (lo, hi) = (self.expr(lo), self.expr(hi));
        self.checked(quote!(#rt::convert::bounded_range(#lo, #hi)))
    }

    /// The value of `e`, a `Result<_, String>`, or the error returned the way the current mode
    /// returns errors (at the op in an op rule, as the type rule's error in a type rule).
    fn checked(&self, e: TokenStream) -> TokenStream {
        let rt = rt();
        match self.mode {
            Mode::Op => quote!(#rt::convert::located(#e, rw)?),
            Mode::Type => quote!((#e?)),
            Mode::Test => quote!((#e.ok()?)),
        }
    }

    fn stmts(&mut self, stmts: &[Stmt], out: &mut Vec<TokenStream>, yielded: &mut bool) {
        let rt = rt();
        for s in stmts {
            match s {
                Stmt::At { block, .. } => {
                    let b = self.block_ref(block);
                    out.push(quote!(rw.set_insertion(#b);));
                }
                Stmt::For { var: v, lo, hi, body, .. } => {
                    let range = self.range(lo, hi);
                    let id = var(&v.name);
                    let outer = self.scope.clone();
                    self.scope.insert(v.name.clone(), (Kind::Int, Origin::Target));
                    let mut inner = Vec::new();
                    self.stmts(body, &mut inner, yielded);
                    self.scope = outer;
                    out.push(quote! {
                        for #id in #range {
                            let #id: i64 = #id;
                            #(#inner)*
                        }
                    });
                }
                Stmt::Let { names, value, rest, .. } => {
                    let k = self.kind(value);
                    let e = self.expr(value);
                    if *rest {
                        let t = self.fresh("tuple");
                        let n = names.len() - 1;
                        out.push(quote! {
                            let #t: Vec<#rt::ir::Value> = #e;
                            if #t.len() < #n {
                                return Err(#rt::Error::at(&rw.loc(), format!("expected at least {} values, got {}", #n, #t.len())));
                            }
                        });
                        for (i, name) in names.iter().enumerate() {
                            let v = var(&name.name);
                            if i == n {
                                self.scope
                                    .insert(name.name.clone(), (Kind::Values, Origin::Target));
                                out.push(quote!(let #v: Vec<#rt::ir::Value> = #t[#n..].to_vec();));
                            } else {
                                self.scope.insert(name.name.clone(), (Kind::Value, Origin::Target));
                                out.push(quote!(let #v: #rt::ir::Value = #t[#i];));
                            }
                        }
                    } else if names.len() == 1 {
                        let v = var(&names[0].name);
                        self.scope.insert(names[0].name.clone(), (k, Origin::Target));
                        out.push(quote!(let #v = #e;));
                    } else {
                        let t = self.fresh("tuple");
                        let n = names.len();
                        out.push(quote! {
                            let #t: Vec<#rt::ir::Value> = #e;
                            if #t.len() != #n {
                                return Err(#rt::Error::at(&rw.loc(), format!("expected {} values, got {}", #n, #t.len())));
                            }
                        });
                        for (i, name) in names.iter().enumerate() {
                            let v = var(&name.name);
                            self.scope.insert(name.name.clone(), (Kind::Value, Origin::Target));
                            out.push(quote!(let #v: #rt::ir::Value = #t[#i];));
                        }
                    }
                }
                Stmt::Yield { values, .. } => {
                    *yielded = true;
                    let vs = self.value_list(values);
                    out.push(quote!(let __yielded = #vs; rw.replace(op, __yielded)?;));
                }
                Stmt::Expr(e) => {
                    let e = self.expr(e);
                    out.push(quote!(let _ = #e;));
                }
            }
        }
    }

    /// A `Vec<Value>` of target values from value and value-list expressions.
    fn value_list(&mut self, exprs: &[Expr]) -> TokenStream {
        let rt = rt();
        let parts: Vec<(bool, TokenStream)> =
            exprs.iter().map(|e| (self.kind(e) == Kind::Values, self.expr(e))).collect();
        if parts.is_empty() {
            return quote!(Vec::<#rt::ir::Value>::new());
        }
        // Single values only: a literal vector.
        if parts.iter().all(|(list, _)| !list) {
            let values = parts.iter().map(|(_, code)| code);
            return quote!(vec![#(#values),*]);
        }
        let pushes = parts.iter().map(|(list, code)| {
            if *list {
                quote!(__v.extend(#code);)
            } else {
                quote!(__v.push(#code);)
            }
        });
        quote!({
            let mut __v: Vec<#rt::ir::Value> = Vec::new();
            #(#pushes)*
            __v
        })
    }

    /// Code evaluating to `Vec<Value>`: the results of the emitted op.
    /// Code emitting op `o`: its results (`Vec<Value>`), or with `one` its one result.
    /// Operands, successors, regions, result types and attributes are evaluated in that order.
    fn op_expr(&mut self, o: &OpExpr, one: bool) -> TokenStream {
        let rt = rt();
        let source_results = std::mem::take(&mut self.source_results);
        let name = &o.op.name;
        let operands = self.value_list(&o.operands);
        let mut succ = Vec::new();
        for sx in &o.successors {
            let b = self.block_ref(&sx.block);
            let args = self.value_list(&sx.args);
            succ.push(quote! {
                let __b = #b;
                let __a = #args;
                __counts.push(__a.len());
                __operands.extend(__a);
                __succs.push(__b);
            });
        }
        let regions: Vec<TokenStream> = o.regions.iter().map(|r| self.region(r)).collect();
        let with_regions = (!regions.is_empty()).then(|| quote!(.regions([#(#regions),*])));
        // Without types given: the source op's results, converted; a one-result target op under
        // a source op with another number of results (`llvm.add(iv, step)` inside an `scf.for`
        // rule) takes the type of its first operand (`Rewriter::infer_results`).
        let (with_results, infer) = match &o.results {
            Some(types) => {
                let ts = self.type_list(types);
                (Some(quote!(.results(#ts))), quote!(None))
            }
            None => {
                let fixed = self.globals.op_sig(name).and_then(|s| s.fixed_results());
                match (source_results, fixed) {
                    (_, Some(0)) | (false, None) => (None, quote!(None)),
                    (false, Some(n)) if n > 1 => (None, quote!(None)),
                    (from_source, fixed) => {
                        let fixed = match fixed {
                            Some(n) => quote!(Some(#n)),
                            None => quote!(None),
                        };
                        (None, quote!(Some((#from_source, #fixed))))
                    }
                }
            }
        };
        let mut attrs: Vec<TokenStream> = o
            .attrs
            .iter()
            .map(|(k, v)| {
                let key = &k.name;
                let a = self.attr_expr(v);
                quote!(.attr_opt(#key, #a))
            })
            .collect();
        // Splices add the entries whose names are not set explicitly.
        for d in &o.splices {
            let d = self.expr(d);
            attrs.push(quote!(.attrs_from(#d)));
        }
        if succ.is_empty() {
            let build = if one { quote!(build_one) } else { quote!(build) };
            return quote!(#rt::convert::#build(
                #rt::ir::OpSpec::named(#name)
                    .operands(#operands)
                    #with_regions
                    #with_results
                    #(#attrs)*,
                op,
                #infer,
                rw,
            )?);
        }
        // Branches: successor operands follow the op's own, counted per successor. (Branch
        // ops have no results.)
        quote!({
            let mut __operands = #operands;
            let mut __counts: Vec<usize> = Vec::new();
            let mut __succs: Vec<#rt::ir::BlockId> = Vec::new();
            #(#succ)*
            let __spec = #rt::ir::OpSpec::named(#name)
                .operands(__operands)
                .successors(__succs)
                #with_regions
                #with_results
                #(#attrs)*;
            let __new_op = rw.emit_branch(__spec, &__counts);
            rw.results(__new_op)
        })
    }

    /// For `D.f(...)` with `D` a descriptor: the field's position, whether it is an array, and
    /// whether this is `D.pack(...)`.
    fn descriptor_field(&self, o: &OpExpr) -> Option<(usize, bool, bool)> {
        let (d, f) = o.op.name.split_once('.')?;
        let fields = self.globals.descriptors.get(d)?;
        if f == "pack" {
            return Some((0, false, true));
        }
        let pos = fields.iter().position(|(n, _)| n == f)?;
        Some((pos, fields[pos].1, false))
    }

    /// Code for a block name: a target `BlockId`.
    fn block_ref(&self, b: &Ident) -> TokenStream {
        let id = var(&b.name);
        match self.scope.get(&b.name) {
            Some((_, Origin::Source)) => quote!(rw.successor(#id)?),
            _ => quote!(#id),
        }
    }

    /// Code for a region expression: a target `RegionId` (a source region is converted).
    fn region(&mut self, e: &Expr) -> TokenStream {
        if let ExprKind::Var(v) = &e.kind {
            if let Some((Kind::Region, Origin::Source)) = self.scope.get(&v.name) {
                let id = var(&v.name);
                return quote!(rw.convert_region(#id)?);
            }
        }
        self.expr(e)
    }

    /// Code for `e` as a value of kind `want` (static-or-dynamic integers from integers and
    /// values).
    fn coerce(&mut self, e: &Expr, want: Kind) -> TokenStream {
        let rt = rt();
        let k = self.kind(e);
        let code = self.expr(e);
        match (k, want) {
            (Kind::Int, Kind::Ofr) => quote!(#rt::convert::Ofr::Static(#code)),
            (Kind::Value, Kind::Ofr) => quote!(#rt::convert::Ofr::Dynamic(#code)),
            (Kind::Values, Kind::Ofrs) => {
                quote!((#code).into_iter().map(#rt::convert::Ofr::Dynamic).collect::<Vec<_>>())
            }
            (Kind::Value, Kind::Values) => quote!(vec![#code]),
            (Kind::Type, Kind::Types) => quote!(vec![#code]),
            _ => code,
        }
    }

    /// Code evaluating to `Option<Attribute>`.
    fn attr_expr(&mut self, e: &Expr) -> TokenStream {
        let rt = rt();
        let code = self.expr(e);
        match self.kind(e) {
            Kind::Attr => code,
            Kind::Int => quote!(Some(#rt::ir::Attribute::i64(#code))),
            Kind::Bool => quote!(if #code { Some(#rt::ir::Attribute::Unit) } else { None }),
            Kind::Str => {
                quote!(Some(#rt::ir::Attribute::String(::std::string::String::from(#code))))
            }
            Kind::Type => quote!(Some(#rt::ir::Attribute::Type(#rt::ir::Type::shared(#code)))),
            _ => quote!(None),
        }
    }

    fn options_access(&self) -> TokenStream {
        match self.mode {
            Mode::Type | Mode::Test => quote!(cx.options()),
            Mode::Op => quote!(rw.options()),
        }
    }

    fn convert(&self, t: TokenStream) -> TokenStream {
        // Arguments are evaluated first: they may use the converter themselves.
        match self.mode {
            Mode::Type | Mode::Test => quote!({ let __t = #t; cx.convert(&__t)? }),
            Mode::Op => quote!({ let __t = #t; rw.convert_type(&__t)? }),
        }
    }

    /// Code for an expression, of the Rust type its kind implies: `Value`, `Vec<Value>`, `Type`,
    /// `Option<Attribute>`, `i64`, `bool` or `&str`.
    fn expr(&mut self, e: &Expr) -> TokenStream {
        let rt = rt();
        let ty = quote!(#rt::ir::Type);
        match &e.kind {
            ExprKind::Op(o) if self.descriptor_field(o).is_some() => {
                let (pos, array, pack) = self.descriptor_field(o).unwrap();
                if pack {
                    let t = self.expr(&o.operands[0]);
                    let vs = self.value_list(&o.operands[1..]);
                    return quote!({ let __t = #t; let __vs = #vs; #rt::builtins::values::pack(&__t, &__vs, rw)? });
                }
                let v = self.expr(&o.operands[0]);
                let pos = pos as i64;
                match (array, o.operands.get(1)) {
                    (true, Some(i)) => {
                        let i = self.expr(i);
                        quote!({ let __v = #v; let __i = (#i) as i64; #rt::builtins::values::extract(__v, &[#pos, __i], rw)? })
                    }
                    (true, None) => quote!({
                        let __v = #v;
                        let __a = #rt::builtins::values::extract(__v, &[#pos], rw)?;
                        #rt::builtins::values::unpack(__a, rw)?
                    }),
                    _ => {
                        quote!({ let __v = #v; #rt::builtins::values::extract(__v, &[#pos], rw)? })
                    }
                }
            }
            ExprKind::Op(o) => {
                let one = self.kind(e) == Kind::Value;
                self.op_expr(o, one)
            }
            ExprKind::Int(i) if *i < 0 => quote!((#i)),
            ExprKind::Int(i) => quote!(#i),
            ExprKind::Bool(b) => quote!(#b),
            ExprKind::Str(s) => quote!(#s),
            ExprKind::SelfType => quote!(ty.clone()),
            ExprKind::EnumAttr { kind, cases } => {
                // An LLVM enum MLIR stores as an integer: its case's value (sema checked that
                // there is exactly one known case).
                if let Some((known, width)) = optable::int_enum(&kind.name) {
                    let value = cases
                        .first()
                        .and_then(|c| known.iter().find(|(k, _)| *k == c.name))
                        .map_or(0, |(_, v)| *v);
                    return quote!(Some(#rt::ir::Attribute::int(
                        #value,
                        #rt::ir::Type::int(#width)
                    )));
                }
                let k = &kind.name;
                let cs = cases.iter().map(|c| &c.name);
                quote!(Some(#rt::ir::Attribute::enum_attr(#k, &[#(#cs),*])))
            }
            ExprKind::Var(v) => {
                let name = v.name.as_str();
                if let Some((k, origin)) = self.scope.get(name).copied() {
                    let id = var(name);
                    return match (k, origin) {
                        (Kind::Value, Origin::Source) => quote!(rw.value(#id)?),
                        (Kind::Block, Origin::Source) => quote!(rw.successor(#id)?),
                        (Kind::Block | Kind::Region, _) => quote!(#id),
                        (Kind::Values, Origin::Source) => quote!(rw.values(&#id)?),
                        (Kind::Value, Origin::Target) => quote!(#id),
                        _ => quote!(#id.clone()),
                    };
                }
                if let Some((kind, _)) = self.globals.options.get(name) {
                    let o = self.options_access();
                    return match kind {
                        OptionKind::Int => quote!(#o.int(#name)),
                        OptionKind::Bool => quote!(#o.bool(#name)),
                    };
                }
                type_constant(name)
            }
            ExprKind::Not(inner) => {
                let i = self.expr(inner);
                quote!((!(#i)))
            }
            ExprKind::Is(inner, pat) => {
                let i = self.expr(inner);
                if let Some(test) = shape_test(pat, &i) {
                    return test;
                }
                let saved = (self.mode, self.scope.clone());
                // Evaluate the pattern in a closure that answers whether it matched.
                self.mode = Mode::Test;
                let check = self.type_pat(pat, quote!(&__t));
                (self.mode, self.scope) = saved;
                quote!({
                    let __t: #ty = #i;
                    (|| -> ::core::option::Option<()> { #check Some(()) })().is_some()
                })
            }
            ExprKind::Binary(op, l, r) => {
                let (a, b) = (self.expr(l), self.expr(r));
                let o: TokenStream = match op {
                    BinOp::Or => quote!(||),
                    BinOp::And => quote!(&&),
                    BinOp::Eq => quote!(==),
                    BinOp::Ne => quote!(!=),
                    BinOp::Lt => quote!(<),
                    BinOp::Le => quote!(<=),
                    BinOp::Gt => quote!(>),
                    BinOp::Ge => quote!(>=),
                    BinOp::Add => quote!(+),
                    BinOp::Sub => quote!(-),
                    BinOp::Mul => quote!(*),
                    BinOp::Div => {
                        // No panic on a zero divisor: the quotient is 0.
                        return quote!((i64::checked_div(#a, #b).unwrap_or(0)));
                    }
                    BinOp::Rem => {
                        // A zero divisor leaves the dividend (as `a - (a / 0) * 0` would).
                        return quote!({ let __a = #a; i64::checked_rem(__a, #b).unwrap_or(__a) });
                    }
                };
                quote!(((#a) #o (#b)))
            }
            ExprKind::Call(f, args) => self.call(f, args),
            ExprKind::Block(b) => self.block_ref(b),
            ExprKind::If(c, a, b) => {
                let want = self.kind(e);
                let c = self.expr(c);
                let (a, b) = (self.coerce(a, want), self.coerce(b, want));
                if want == Kind::Str {
                    // A literal is a `&str`, a computed string a `String`: both become `String`.
                    return quote!((if #c {
                        ::std::string::String::from(#a)
                    } else {
                        ::std::string::String::from(#b)
                    }));
                }
                quote!((if #c { #a } else { #b }))
            }
            ExprKind::List(items) => {
                let want = self.kind(e);
                let each = match want {
                    Kind::Values => Kind::Values,
                    Kind::Types => Kind::Types,
                    _ => Kind::Ofrs,
                };
                let parts: Vec<TokenStream> = items
                    .iter()
                    .map(|it| {
                        let k = self.kind(it);
                        // A value list among static-or-dynamic integers becomes one.
                        let to = if k == Kind::Values && each == Kind::Ofrs { each } else { k };
                        let code = self.coerce(it, to);
                        match (k, each) {
                            (Kind::Values | Kind::Types | Kind::Ofrs, _) => {
                                quote!(__l.extend(#code);)
                            }
                            (Kind::Int, Kind::Ofrs) => {
                                quote!(__l.push(#rt::convert::Ofr::Static(#code));)
                            }
                            (Kind::Value, Kind::Ofrs) => {
                                quote!(__l.push(#rt::convert::Ofr::Dynamic(#code));)
                            }
                            _ => quote!(__l.push(#code);),
                        }
                    })
                    .collect();
                quote!({
                    let mut __l = Vec::new();
                    #(#parts)*
                    __l
                })
            }
            ExprKind::Let { var: v, value, body } => {
                let id = var(&v.name);
                let kv = self.kind(value);
                let value = self.expr(value);
                let saved = self.scope.insert(v.name.clone(), (kv, Origin::Target));
                let body = self.expr(body);
                match saved {
                    Some(s) => self.scope.insert(v.name.clone(), s),
                    None => self.scope.remove(&v.name),
                };
                quote!({ let #id = #value; #body })
            }
            ExprKind::For { body, var: v, lo, hi, filter } => {
                let range = self.range(lo, hi);
                let id = var(&v.name);
                let saved = self.scope.insert(v.name.clone(), (Kind::Int, Origin::Target));
                let skip = filter.as_ref().map(|f| {
                    let f = self.expr(f);
                    quote!(if !(#f) { continue; })
                });
                let k = self.kind(body);
                let code = self.expr(body);
                match saved {
                    Some(s) => self.scope.insert(v.name.clone(), s),
                    None => self.scope.remove(&v.name),
                };
                let add = match k {
                    Kind::Values | Kind::Types | Kind::Ofrs => quote!(__l.extend(#code)),
                    Kind::Int => quote!(__l.push(#rt::convert::Ofr::Static(#code))),
                    _ => quote!(__l.push(#code)),
                };
                quote!({
                    let mut __l = Vec::new();
                    for #id in #range {
                        let #id: i64 = #id;
                        #skip
                        #add;
                    }
                    __l
                })
            }
        }
    }

    /// Code for a list of types from type and type-list expressions.
    fn type_list(&mut self, exprs: &[Expr]) -> TokenStream {
        let rt = rt();
        let parts: Vec<(Kind, TokenStream)> =
            exprs.iter().map(|e| (self.kind(e), self.expr(e))).collect();
        if parts.is_empty() {
            return quote!(Vec::<#rt::ir::Type>::new());
        }
        // Single types and values only: a literal vector.
        if parts.iter().all(|(k, _)| !matches!(k, Kind::Types | Kind::Values)) {
            let types = parts.iter().map(|(k, code)| match k {
                Kind::Value => quote!({ let __v = #code; rw.target().value_type(__v).clone() }),
                _ => code.clone(),
            });
            return quote!(vec![#(#types),*]);
        }
        let pushes = parts.iter().map(|(k, code)| match k {
            Kind::Types => quote!(__ts.extend(#code);),
            Kind::Value => quote!({ let __v = #code; __ts.push(rw.target().value_type(__v).clone()); }),
            Kind::Values => quote!({ let __vs = #code; for __v in __vs { __ts.push(rw.target().value_type(__v).clone()); } }),
            _ => quote!(__ts.push(#code);),
        });
        quote!({
            let mut __ts: Vec<#rt::ir::Type> = Vec::new();
            #(#pushes)*
            __ts
        })
    }

    /// Whether `e` is a pattern binder (a source value or list of source values).
    fn source_binder(&self, e: &Expr) -> Option<RIdent> {
        match &e.kind {
            ExprKind::Var(v)
                if self.scope.get(&v.name).is_some_and(|(_, o)| *o == Origin::Source) =>
            {
                Some(var(&v.name))
            }
            _ => None,
        }
    }

    /// A call of the runtime function at `path` (below `lowrite_core::builtins`) that
    /// implements builtin `b`: each argument coerced to its parameter's kind and passed as the
    /// table's calling convention says (see `lowrite_core::builtins`), a variadic tail as
    /// one slice, and the rewriter last for the builtins that need it.
    fn builtin_call(&mut self, b: &Builtin, path: &str, args: &[Expr]) -> TokenStream {
        let rt = rt();
        let fixed = if b.variadic { b.params.len() - 1 } else { b.params.len() };
        let mut passed: Vec<TokenStream> = args[..fixed.min(args.len())]
            .iter()
            .zip(b.params)
            .map(|(a, &k)| {
                let code = self.coerce(a, k);
                pass(k, code)
            })
            .collect();
        if b.variadic {
            let tail = &args[fixed.min(args.len())..];
            let list = match b.params[fixed] {
                Kind::Type => self.type_list(tail),
                Kind::Value => self.value_list(tail),
                k => {
                    let items = tail.iter().map(|a| self.coerce(a, k));
                    quote!([#(#items),*])
                }
            };
            passed.push(quote!(&#list));
        }
        let f = path.split("::").map(|p| format_ident!("{}", p));
        let f = quote!(#rt::builtins::#(#f)::*);
        match b.form {
            Form::Rewriter(_) => quote!(#f(#(#passed,)* rw)?),
            Form::Partial(_) => self.checked(quote!(#f(#(#passed),*))),
            _ => quote!(#f(#(#passed),*)),
        }
    }

    fn call(&mut self, f: &Ident, args: &[Expr]) -> TokenStream {
        let rt = rt();
        let ty = quote!(#rt::ir::Type);
        // Builtins that evaluate their arguments specially.
        match f.name.as_str() {
            "convert" if self.kind(&args[0]) == Kind::Types => {
                let ts = self.expr(&args[0]);
                let conv = self.convert(quote!(__t));
                return quote!({
                    let mut __out: Vec<#ty> = Vec::new();
                    for __t in #ts { __out.push(#conv); }
                    __out
                });
            }
            "expand" | "results_out" => {
                let m = format_ident!("{}", f.name);
                return match self.source_binder(&args[0]) {
                    Some(id) => quote!(#rt::builtins::ir::#m(&#id, rw)?),
                    None => self.expr(&args[0]),
                };
            }
            "types" => {
                return match self.source_binder(&args[0]) {
                    Some(id) => {
                        quote!(#id.iter().map(|__v| rw.source().value_type(*__v).clone()).collect::<Vec<#ty>>())
                    }
                    None => {
                        let vs = self.expr(&args[0]);
                        quote!({ let __vs = #vs; __vs.iter().map(|__v| rw.target().value_type(*__v).clone()).collect::<Vec<#ty>>() })
                    }
                };
            }
            "const_index" => {
                return match self.source_binder(&args[0]) {
                    Some(id) => quote!(rw.source_constant(#id).unwrap_or(#rt::ir::DYNAMIC)),
                    None => quote!(#rt::ir::DYNAMIC),
                };
            }
            "len" => {
                // The length of a pattern's operand or result list needs no conversion.
                return match self.source_binder(&args[0]) {
                    Some(id) => quote!((#id.len() as i64)),
                    None => {
                        let v = self.expr(&args[0]);
                        quote!(((#v).len() as i64))
                    }
                };
            }
            "static_or" => {
                let n = self.expr(&args[0]);
                let v = self.expr(&args[1]);
                return quote!(#rt::convert::static_or(#n, rw, |rw| Ok(#v))?);
            }
            _ => {}
        }
        if let Some(b) = crate::builtins::lookup(&f.name) {
            if let Some(path) = b.form.path() {
                return self.builtin_call(b, path, args);
            }
        }
        // Arguments, coerced to the builtin's parameter kinds (a value where a list is
        // expected, an integer where a static-or-dynamic integer is).
        let params = crate::sema::builtin(&f.name).map(|b| (b.params, b.variadic));
        let a: Vec<TokenStream> = args
            .iter()
            .enumerate()
            .map(|(i, x)| {
                let want = params.and_then(|(ps, variadic)| {
                    ps.get(i).or(if variadic { ps.last() } else { None }).copied()
                });
                match want {
                    Some(k) => self.coerce(x, k),
                    None => self.expr(x),
                }
            })
            .collect();
        match f.name.as_str() {
            "extract" | "insert" => {
                // Path items are integers or lists of static integers (spliced).
                let lead = if f.name == "extract" { 1 } else { 2 };
                let path: Vec<TokenStream> = a[lead..]
                    .iter()
                    .zip(&args[lead..])
                    .map(|(x, e)| {
                        if self.kind(e) == Kind::Ofrs {
                            quote!(for __o in #x { __p.push(#rt::builtins::values::static_of(__o, rw)?); })
                        } else {
                            quote!(__p.push((#x) as i64);)
                        }
                    })
                    .collect();
                let v = &a[0];
                if lead == 1 {
                    quote!({ let __v = #v; let mut __p: Vec<i64> = Vec::new(); #(#path)* #rt::builtins::values::extract(__v, &__p, rw)? })
                } else {
                    let x = &a[1];
                    quote!({ let __agg = #v; let __v = #x; let mut __p: Vec<i64> = Vec::new(); #(#path)* #rt::builtins::values::insert(__agg, __v, &__p, rw)? })
                }
            }
            "shaped_array" => {
                let t = &a[0];
                let conv = self.convert(quote!(__e));
                quote!({
                    let __t: #ty = #t;
                    let (__shape, __e): (Vec<i64>, #ty) = match &__t {
                        #ty::MemRef { shape, elem, .. } | #ty::Tensor { shape: Some(shape), elem } => (shape.clone(), (**elem).clone()),
                        #ty::Vector { shape, elem, .. } => (shape.iter().map(|&d| d as i64).collect(), (**elem).clone()),
                        other => (Vec::new(), other.clone()),
                    };
                    let mut __a = #conv;
                    for &__d in __shape.iter().rev() {
                        __a = #ty::array(__d.max(0) as u64, __a);
                    }
                    __a
                })
            }
            "retarget" => {
                let n = &a[0];
                quote!({ let __n = ::std::string::String::from(#n); rw.retarget(op, &__n)? })
            }
            "group" => {
                let n = &a[0];
                quote!({ let __g = rw.operand_group(op, (#n) as usize)?; rw.values(&__g)? })
            }
            "nth" => {
                // Item `i` of a list of any kind (`lists::nth` is generic over the item).
                let (list, i) = (&a[0], &a[1]);
                let what = if self.kind(&args[0]) == Kind::Values { "value" } else { "element" };
                self.checked(quote!(#rt::builtins::lists::nth(&#list, #i, #what)))
            }
            "convert" => match &args[0].kind {
                // The converted type of a pattern binder: one call.
                ExprKind::Call(f, inner) if f.name == "type" && self.mode == Mode::Op => {
                    match self.source_binder(&inner[0]) {
                        Some(id) => quote!(rw.convert_type_of(#id)?),
                        None => self.convert(a[0].clone()),
                    }
                }
                _ => self.convert(a[0].clone()),
            },
            "type" => {
                let arg = &args[0];
                match &arg.kind {
                    ExprKind::Var(v)
                        if self.scope.get(&v.name).is_some_and(|(_, o)| *o == Origin::Source) =>
                    {
                        let id = var(&v.name);
                        quote!(rw.source().value_type(#id).clone())
                    }
                    _ => {
                        // The value first: building it borrows the rewriter mutably.
                        let v = &a[0];
                        quote!({ let __v = #v; rw.target().value_type(__v).clone() })
                    }
                }
            }
            name if self.globals.enum_maps.contains_key(name) => {
                let m = format_ident!("enum_map_{}", name);
                let x = &a[0];
                quote!(#m(#x))
            }
            name => {
                // A native helper, found in a `natives` module next to the rules. Arguments are
                // evaluated before the call borrows the rewriter.
                let n = native_ident(name);
                let temps: Vec<RIdent> =
                    (0..a.len()).map(|i| format_ident!("__arg{}", i)).collect();
                quote!({ #(let #temps = #a;)* natives::#n(rw, #(#temps),*)? })
            }
        }
    }
}

/// An argument of kind `k` as the builtins' calling convention passes it: integers, booleans,
/// values, blocks, regions and static-or-dynamic integers by value, attributes as
/// `Option<&Attribute>`, everything else by reference (a list as a slice, a string as `&str`).
fn pass(k: Kind, code: TokenStream) -> TokenStream {
    match k {
        Kind::Int | Kind::Bool | Kind::Value | Kind::Block | Kind::Region | Kind::Ofr => code,
        Kind::Attr => quote!((#code).as_ref()),
        _ => quote!(&(#code)),
    }
}

/// `value is P` as one boolean expression, for a pattern without arguments that binds nothing
/// (`index`, `f32`, `i1`, `vector`, `llvm`, ...); `None` for the others, which are matched
/// statement by statement.
fn shape_test(p: &TypePat, value: &TokenStream) -> Option<TokenStream> {
    if p.args.is_some() {
        return None;
    }
    let rt = rt();
    let ty = quote!(#rt::ir::Type);
    let shape = match p.ctor.name.as_str() {
        "_" => return Some(quote!(true)),
        "llvm" => return Some(quote!((#value).is_llvm_compatible())),
        "int" => quote!(#ty::Int { .. }),
        "sint" => quote!(#ty::Int { signedness: #rt::ir::Signedness::Signed, .. }),
        "uint" => quote!(#ty::Int { signedness: #rt::ir::Signedness::Unsigned, .. }),
        "index" => quote!(#ty::Index),
        "float" => quote!(#ty::Float(_)),
        k @ ("f16" | "bf16" | "f32" | "f64" | "f80" | "f128") => {
            let k = format_ident!("{}", k.to_uppercase());
            quote!(#ty::Float(#rt::ir::FloatKind::#k))
        }
        "none" => quote!(#ty::None),
        "tensor" => quote!(#ty::Tensor { .. }),
        "function" => quote!(#ty::Function { .. }),
        "struct" => quote!(#ty::Struct { .. }),
        "void" => quote!(#ty::Void),
        "ptr" => quote!(#ty::Ptr { .. }),
        "vector" => quote!(#ty::Vector { .. }),
        "array" => quote!(#ty::Array { .. }),
        "complex" => quote!(#ty::Complex(_)),
        "memref" => quote!(#ty::MemRef { .. }),
        "unranked_memref" => quote!(#ty::UnrankedMemRef { .. }),
        n => {
            let w = int_constant_width(n)?;
            quote!(#ty::Int { width: #w, signedness: #rt::ir::Signedness::Signless })
        }
    };
    Some(quote!(matches!(#value, #shape)))
}

fn type_constant(name: &str) -> TokenStream {
    let rt = rt();
    let ty = quote!(#rt::ir::Type);
    let float = |k: &str| {
        let k = format_ident!("{}", k.to_uppercase());
        quote!(#ty::Float(#rt::ir::FloatKind::#k))
    };
    match name {
        "index" => quote!(#ty::Index),
        "ptr" => quote!(#ty::ptr()),
        "void" => quote!(#ty::Void),
        "none" => quote!(#ty::None),
        "f16" | "bf16" | "f32" | "f64" | "f80" | "f128" => float(name),
        n => {
            let w = int_constant_width(n).unwrap_or(0);
            quote!(#ty::int(#w))
        }
    }
}

/// The Rust type of a builtin's parameter of kind `k` (see [`pass`]).
fn param_type(k: Kind) -> TokenStream {
    let rt = rt();
    match k {
        Kind::Int => quote!(i64),
        Kind::Bool => quote!(bool),
        Kind::Value => quote!(#rt::ir::Value),
        Kind::Block => quote!(#rt::ir::BlockId),
        Kind::Region => quote!(#rt::ir::RegionId),
        Kind::Ofr => quote!(#rt::convert::Ofr),
        Kind::Attr => quote!(::core::option::Option<&#rt::ir::Attribute>),
        Kind::Str => quote!(&str),
        Kind::Type => quote!(&#rt::ir::Type),
        Kind::Types => quote!(&[#rt::ir::Type]),
        Kind::Values => quote!(&[#rt::ir::Value]),
        Kind::Ofrs => quote!(&[#rt::convert::Ofr]),
        Kind::Regions => quote!(&[#rt::ir::RegionId]),
        Kind::Blocks => quote!(&[#rt::ir::BlockId]),
        Kind::Unknown => quote!(()),
    }
}

/// The Rust type of a builtin's result of kind `k`.
fn result_type(k: Kind) -> TokenStream {
    let rt = rt();
    match k {
        Kind::Attr => quote!(::core::option::Option<#rt::ir::Attribute>),
        Kind::Str => quote!(::std::string::String),
        Kind::Type => quote!(#rt::ir::Type),
        Kind::Types => quote!(::std::vec::Vec<#rt::ir::Type>),
        Kind::Values => quote!(::std::vec::Vec<#rt::ir::Value>),
        Kind::Ofrs => quote!(::std::vec::Vec<#rt::convert::Ofr>),
        Kind::Regions => quote!(::std::vec::Vec<#rt::ir::RegionId>),
        Kind::Blocks => quote!(::std::vec::Vec<#rt::ir::BlockId>),
        other => param_type(other),
    }
}

/// A function that names every runtime function of the builtin table with the signature its
/// kinds and form imply (as fn-pointer coercions), so that a crate compiling it fails to build
/// when the table and `lowrite_core::builtins` disagree. It is never called.
pub fn builtin_signatures() -> TokenStream {
    let rt = rt();
    let checks = crate::builtins::BUILTINS.iter().filter_map(|b| {
        let path = b.form.path()?;
        let mut params: Vec<TokenStream> = b.params.iter().map(|&k| param_type(k)).collect();
        if b.variadic {
            let last = params.len() - 1;
            params[last] = match b.params[last] {
                Kind::Int => quote!(&[i64]),
                k => param_type(k.list().unwrap_or(k)),
            };
        }
        let r = result_type(b.result);
        let f = path.split("::").map(|p| format_ident!("{}", p));
        let ty = match b.form {
            Form::Rewriter(_) => {
                quote!(fn(#(#params,)* &mut #rt::convert::Rewriter<'_>) -> #rt::Result<#r>)
            }
            Form::Partial(_) => {
                quote!(fn(#(#params),*) -> ::core::result::Result<#r, ::std::string::String>)
            }
            _ => quote!(fn(#(#params),*) -> #r),
        };
        Some(quote!(let _: #ty = #rt::builtins::#(#f)::*;))
    });
    quote! {
        /// Names every builtin's runtime function at the signature the builtin table implies.
        #[allow(dead_code)]
        fn __lowrite_builtin_signatures() {
            #(#checks)*
        }
    }
}

/// A function `dispatch(index, args, rw)` that calls the runtime function of every builtin of
/// the table that has one, by its position in the table, with dynamic arguments
/// (`lowrite_core::dynamic::Dyn`, one per parameter, a variadic tail as one list) and its
/// result made dynamic; `None` for a builtin without a runtime function. The run-time
/// interpreter calls builtins through it, so it calls exactly the functions compiled rules
/// call.
pub fn builtin_dispatch() -> TokenStream {
    let rt = rt();
    let arms = crate::builtins::BUILTINS.iter().enumerate().filter_map(|(index, b)| {
        let path = b.form.path()?;
        let temps: Vec<RIdent> = (0..b.params.len()).map(|i| format_ident!("__a{}", i)).collect();
        let fetch = b.params.iter().enumerate().map(|(i, &k)| {
            let t = &temps[i];
            let ty = if b.variadic && i + 1 == b.params.len() {
                match k {
                    Kind::Int => quote!(::std::vec::Vec<i64>),
                    k => owned_type(k.list().unwrap_or(k)),
                }
            } else if k == Kind::Type {
                // Borrowed by the builtin: taken as shared, never copied.
                quote!(::std::sync::Arc<#rt::ir::Type>)
            } else {
                owned_type(k)
            };
            quote!(let #t: #ty = #rt::dynamic::arg(&mut __args)?;)
        });
        let passed = b.params.iter().enumerate().map(|(i, &k)| {
            let t = &temps[i];
            if b.variadic && i + 1 == b.params.len() {
                return quote!(&#t);
            }
            match k {
                Kind::Int | Kind::Bool | Kind::Value | Kind::Block | Kind::Region | Kind::Ofr => {
                    quote!(#t)
                }
                Kind::Attr => quote!(#t.as_ref()),
                _ => quote!(&#t),
            }
        });
        let f = path.split("::").map(|p| format_ident!("{}", p));
        let f = quote!(#rt::builtins::#(#f)::*);
        let call = match b.form {
            Form::Rewriter(_) => quote! {
                let rw = rw.ok_or_else(|| ::std::string::String::from("this builtin needs the rewriter"))?;
                #f(#(#passed,)* rw)?
            },
            Form::Partial(_) => quote!(#f(#(#passed),*)?),
            _ => quote!(#f(#(#passed),*)),
        };
        Some(quote! {
            #index => (|| -> ::core::result::Result<#rt::dynamic::Dyn, #rt::dynamic::Failure> {
                #(#fetch)*
                Ok(#rt::dynamic::Dyn::from({ #call }))
            })(),
        })
    });
    quote! {
        /// Calls the runtime function of the builtin at `index` in the builtin table with
        /// dynamic arguments, in order; `None` when it has none (a special form).
        pub fn dispatch(
            index: usize,
            mut __args: impl ::core::iter::Iterator<Item = #rt::dynamic::Dyn>,
            rw: ::core::option::Option<&mut #rt::convert::Rewriter<'_>>,
        ) -> ::core::option::Option<::core::result::Result<#rt::dynamic::Dyn, #rt::dynamic::Failure>> {
            Some(match index {
                #(#arms)*
                _ => return None,
            })
        }
    }
}

/// The owned Rust type holding a value of kind `k` (what `lowrite_core::dynamic::Dyn` holds).
fn owned_type(k: Kind) -> TokenStream {
    let rt = rt();
    match k {
        Kind::Str => quote!(::std::string::String),
        Kind::Type => quote!(#rt::ir::Type),
        Kind::Attr => quote!(::core::option::Option<#rt::ir::Attribute>),
        other => result_type(other),
    }
}

#[cfg(test)]
mod tests {
    use super::LineCounter;
    use crate::diag::line_col;

    #[test]
    fn counted_lines_are_those_of_line_col_in_any_order() {
        let text = "a\nbb\n\nccc\nd";
        let mut lines = LineCounter::default();
        // Forwards, repeated, backwards and past the end.
        for offset in [0, 1, 2, 2, 5, 6, 10, 3, 0, 11, 40, 4] {
            assert_eq!(lines.line(text, offset), line_col(text, offset).0, "offset {offset}");
        }
    }
}
