//! `rules!`: compiles a lowrite rule file (or inline rule text) into Rust rewrite patterns.
//!
//! ```text
//! mod arith {
//!     lowrite_macros::rules!("rules/arith.rules");   // relative to the crate's Cargo.toml
//! }
//! mod inline {
//!     lowrite_macros::rules!(inline r#"type index => int(64);"#);
//! }
//! ```
//!
//! Each invocation defines `pub static RULES: lowrite_core::convert::RuleSet` and one private
//! function per rule. `rules!(crate = PATH; "file.rules")` makes the generated code find
//! `lowrite-core`'s items at `PATH` (the façade crate `lowrite` passes its re-export, so that its
//! users depend on it alone). Rule-language errors become `compile_error!` with the rule file's
//! `file:line:col` and a rendered snippet; the macro never panics. Native helpers named by the
//! rules are looked up in a module `natives` next to the invocation. With `LOWRITE_DUMP_DIR`
//! set, the formatted expansion is written to `$LOWRITE_DUMP_DIR/<file stem>.rs`.
//!
//! This crate only reads files and forwards to `lowrite-dsl`, which does the work.

use proc_macro::TokenStream;
use proc_macro2::{Span, TokenStream as TokenStream2};
use quote::quote;
use std::path::PathBuf;
use syn::parse::{Parse, ParseStream};
use syn::LitStr;

/// Where the rules come from.
enum Input {
    File(LitStr),
    Inline(LitStr),
}

/// The macro's input: an optional `crate = PATH;` (where the generated code finds what
/// `lowrite-core` provides: `lowrite::rules!` passes its re-export, so that an author depends on
/// the façade alone), then the rules.
struct Invocation {
    root: Option<TokenStream2>,
    input: Input,
}

impl Parse for Invocation {
    fn parse(input: ParseStream<'_>) -> syn::Result<Self> {
        let mut root = None;
        if input.peek(syn::Token![crate]) && input.peek2(syn::Token![=]) {
            input.parse::<syn::Token![crate]>()?;
            input.parse::<syn::Token![=]>()?;
            let mut path = TokenStream2::new();
            while !input.is_empty() && !input.peek(syn::Token![;]) {
                path.extend([input.parse::<proc_macro2::TokenTree>()?]);
            }
            input.parse::<syn::Token![;]>()?;
            root = Some(path);
        }
        Ok(Invocation { root, input: input.parse()? })
    }
}

/// `tokens` with each path that starts at `::lowrite_core` starting at `root` instead.
fn reroot(tokens: TokenStream2, root: &TokenStream2) -> TokenStream2 {
    use proc_macro2::{Group, Spacing, TokenTree};
    let tokens: Vec<TokenTree> = tokens.into_iter().collect();
    let mut out = TokenStream2::new();
    let mut i = 0;
    while i < tokens.len() {
        match (&tokens[i], tokens.get(i + 1), tokens.get(i + 2)) {
            (TokenTree::Punct(a), Some(TokenTree::Punct(b)), Some(TokenTree::Ident(id)))
                if a.as_char() == ':'
                    && a.spacing() == Spacing::Joint
                    && b.as_char() == ':'
                    && id == "lowrite_core" =>
            {
                out.extend(root.clone());
                i += 3;
            }
            (TokenTree::Group(g), ..) => {
                let mut group = Group::new(g.delimiter(), reroot(g.stream(), root));
                group.set_span(g.span());
                out.extend([TokenTree::Group(group)]);
                i += 1;
            }
            (t, ..) => {
                out.extend([t.clone()]);
                i += 1;
            }
        }
    }
    out
}

impl Parse for Input {
    fn parse(input: ParseStream<'_>) -> syn::Result<Self> {
        if input.peek(syn::Ident) {
            let kw: syn::Ident = input.parse()?;
            if kw != "inline" {
                return Err(syn::Error::new(
                    kw.span(),
                    "expected a rule file path or `inline \"...\"`",
                ));
            }
            return Ok(Input::Inline(input.parse()?));
        }
        Ok(Input::File(input.parse()?))
    }
}

/// Compiles rules into Rust items; see the crate documentation.
#[proc_macro]
pub fn rules(input: TokenStream) -> TokenStream {
    let Invocation { root, input } = match syn::parse::<Invocation>(input) {
        Ok(i) => i,
        Err(e) => return e.to_compile_error().into(),
    };
    // The DSL is written not to panic; should it ever, report it as an error, not a crash.
    match std::panic::catch_unwind(|| expand(&input)) {
        Ok(Ok(tokens)) => match &root {
            Some(root) => reroot(tokens, root).into(),
            None => tokens.into(),
        },
        Ok(Err(e)) => e.to_compile_error().into(),
        Err(_) => syn::Error::new(
            Span::call_site(),
            "internal error in lowrite-dsl while compiling these rules",
        )
        .to_compile_error()
        .into(),
    }
}

/// Checks that every runtime function of the rule language's builtin table
/// (`lowrite_dsl::builtins`) exists with the signature the table implies: expands to a function,
/// never called, that names each one at that signature. `lowrite-patterns` invokes it, so the
/// dependency of generated code on `lowrite_core::builtins` is checked whenever it builds.
#[proc_macro]
pub fn builtin_signatures(_input: TokenStream) -> TokenStream {
    lowrite_dsl::codegen::builtin_signatures().into()
}

/// Expands to `pub fn dispatch(name, args, rw)`, which calls the runtime function of the
/// rule-language builtin `name` with dynamic arguments (`lowrite_core::dynamic::Dyn`): how the
/// run-time interpreter (`lowrite-interp`) calls the functions compiled rules call.
#[proc_macro]
pub fn builtin_dispatch(_input: TokenStream) -> TokenStream {
    lowrite_dsl::codegen::builtin_dispatch().into()
}

fn expand(input: &Input) -> syn::Result<TokenStream2> {
    let dir = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").unwrap_or_else(|_| ".".into()));
    let (text, name, lit, from_file) = match input {
        Input::File(lit) => {
            let path = dir.join(lit.value());
            let text = std::fs::read_to_string(&path).map_err(|e| {
                syn::Error::new(
                    lit.span(),
                    format!("cannot read rule file '{}': {e}", path.display()),
                )
            })?;
            (text, lit.value(), lit, true)
        }
        Input::Inline(lit) => (lit.value(), "inline.rules".to_string(), lit, false),
    };
    // Files named by `use`, relative to the file naming them (inline rules may name none).
    let mut read: Vec<String> = Vec::new();
    let mut load = |used: &str, from: &str| -> Result<(String, String), String> {
        if !from_file {
            return Err("inline rules cannot use other files".into());
        }
        let name = lowrite_dsl::sources::resolve(from, used);
        let path = dir.join(&name);
        let text = std::fs::read_to_string(&path).map_err(|e| e.to_string())?;
        read.push(path.display().to_string());
        Ok((name, text))
    };
    let (sources, diags) = lowrite_dsl::Sources::gather(&name, &text, &mut load);
    let generated =
        if diags.is_empty() { lowrite_dsl::compile_sources(&sources) } else { Err(diags) };
    let generated = generated.map_err(|diags| {
        let mut first = diags.first().map(|d| {
            let (file, l, c) = sources.locate(d.span.start);
            format!("{file}:{l}:{c}: {}", d.message)
        });
        let rendered = lowrite_dsl::render_sources(&sources, &diags);
        // The head line names the first problem; drop the snippet's own copy of it.
        let rendered =
            rendered.split_once('\n').map_or(rendered.as_str(), |(_, rest)| rest).to_string();
        let message = match first.take() {
            Some(head) if diags.len() == 1 => format!("{head}\n{rendered}"),
            Some(head) => format!("{head} (and {} more)\n{rendered}", diags.len() - 1),
            None => rendered,
        };
        syn::Error::new(lit.span(), message)
    })?;
    if let Ok(dir) = std::env::var("LOWRITE_DUMP_DIR") {
        dump(&dir, &name, &generated);
    }
    // Rebuild when the rule file, or a file it uses, changes.
    let mut tracked: Vec<String> = Vec::new();
    if from_file {
        tracked.push(dir.join(&name).display().to_string());
    }
    tracked.extend(read);
    let track = tracked.iter().map(|p| {
        quote!(
            const _: &str = include_str!(#p);
        )
    });
    Ok(quote! {
        #(#track)*
        #generated
    })
}

/// Writes the formatted expansion; failures only lose the dump, never the build.
fn dump(dir: &str, name: &str, tokens: &TokenStream2) {
    let stem = std::path::Path::new(name)
        .file_stem()
        .map_or("rules".into(), |s| s.to_string_lossy().into_owned());
    let text = match syn::parse2::<syn::File>(tokens.clone()) {
        Ok(file) => prettyplease::unparse(&file),
        Err(_) => tokens.to_string(),
    };
    let _ = std::fs::create_dir_all(dir);
    let _ = std::fs::write(std::path::Path::new(dir).join(format!("{stem}.rs")), text);
}
