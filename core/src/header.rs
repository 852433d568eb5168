//! A C header for the functions a module exports, as lowrite's lowering makes them callable:
//! one descriptor struct per element type and rank of the memrefs they take or return
//! (`memref_2d_f32`), the unranked descriptors, the `_mlir_ciface_` prototypes of the functions
//! with the C interface (`llvm.emit_c_interface`, or `--emit-c-interface`), and plain prototypes
//! for the others (memrefs expanded into their fields, or one pointer each with the bare-pointer
//! convention). A function whose signature C cannot call with its own ABI (a vector, a complex
//! or `f16` value passed by value, several results or a memref returned without the C
//! interface) gets a comment that says why instead of a prototype.
//!
//! The header is made from the module before lowering (its `func.func` signatures); the
//! declarations follow "LLVM IR Target"'s calling conventions, which `rules/func.rules`
//! implements.

use crate::ir::{Attribute, FloatKind, Module, Signedness, Type};
use std::fmt::Write;

/// What the header depends on besides the module: the lowering's options and names.
#[derive(Clone, Debug)]
pub struct HeaderOptions {
    /// Every exported function gets the C interface (`--emit-c-interface`).
    pub emit_c_interface: bool,
    /// Memrefs cross plain functions as bare pointers (`--bare-ptr-memref-call-conv`).
    pub bare_ptr: bool,
    /// The width of `index` (`--index-bitwidth`; 64 by default).
    pub index_bitwidth: u32,
    /// The module's name, for the include guard and the header's first comment.
    pub name: String,
}

/// The C header of `module`'s exported functions (see the module documentation).
pub fn c_header(module: &Module, opts: &HeaderOptions) -> String {
    let mut h = Header { opts, typedefs: Vec::new(), names: Vec::new(), uses_bool: false };
    let mut decls = String::new();
    for &id in module.top_level_ops() {
        let op = module.op(id);
        if op.name != "func.func" {
            continue;
        }
        let Some(name) = op.attr("sym_name").and_then(Attribute::as_str) else { continue };
        let exported = op.regions.first().is_some_and(|&r| !module.region(r).blocks.is_empty())
            && op.attr("sym_visibility").and_then(Attribute::as_str) != Some("private");
        let Some(Type::Function { inputs, results }) =
            op.attr("function_type").and_then(Attribute::as_type)
        else {
            continue;
        };
        if !exported {
            continue;
        }
        // The bare-pointer convention makes no C interface (as upstream's lowering).
        let ciface =
            (opts.emit_c_interface || op.attr("llvm.emit_c_interface").is_some()) && !opts.bare_ptr;
        writeln!(decls, "/* {}. */", signature_text(name, inputs, results)).unwrap();
        let decl = if ciface {
            h.ciface_prototype(name, inputs, results)
        } else {
            h.plain_prototype(name, inputs, results)
        };
        match decl {
            Ok(d) => writeln!(decls, "{d};\n").unwrap(),
            Err(why) => {
                writeln!(decls, "/* '{name}' cannot be called from C: {why}. */\n").unwrap()
            }
        }
    }
    let guard = guard_name(&opts.name);
    let mut out = String::new();
    writeln!(
        out,
        "/* The C interface of {}'s exported functions, written by lowrite. */",
        opts.name
    )
    .unwrap();
    writeln!(out, "#ifndef {guard}\n#define {guard}\n").unwrap();
    if h.uses_bool {
        out.push_str("#include <stdbool.h>\n");
    }
    out.push_str("#include <stdint.h>\n\n#ifdef __cplusplus\nextern \"C\" {\n#endif\n\n");
    for t in &h.typedefs {
        out.push_str(t);
        out.push('\n');
    }
    out.push_str(&decls);
    writeln!(out, "#ifdef __cplusplus\n}}\n#endif\n\n#endif /* {guard} */").unwrap();
    out
}

/// The function's MLIR signature, for the comment above its prototype.
fn signature_text(name: &str, inputs: &[Type], results: &[Type]) -> String {
    let list = |ts: &[Type]| ts.iter().map(|t| t.to_string()).collect::<Vec<_>>().join(", ");
    match results {
        [] => format!("@{name}({})", list(inputs)),
        [r] if !matches!(r, Type::Function { .. }) => format!("@{name}({}) -> {r}", list(inputs)),
        _ => format!("@{name}({}) -> ({})", list(inputs), list(results)),
    }
}

/// `LOWRITE_NAME_H` for module `name`, letters and digits only.
fn guard_name(name: &str) -> String {
    let stem: String = name
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c.to_ascii_uppercase() } else { '_' })
        .collect();
    format!("LOWRITE_{stem}_H")
}

/// The typedefs the prototypes use, in order of first use.
struct Header<'a> {
    opts: &'a HeaderOptions,
    typedefs: Vec<String>,
    names: Vec<String>,
    uses_bool: bool,
}

impl Header<'_> {
    /// Adds a typedef once, by name.
    fn typedef(&mut self, name: &str, text: impl FnOnce() -> String) {
        if !self.names.iter().any(|n| n == name) {
            self.names.push(name.to_string());
            self.typedefs.push(text());
        }
    }

    /// The C type of `index`.
    fn index(&self) -> &'static str {
        if self.opts.index_bitwidth == 32 {
            "int32_t"
        } else {
            "int64_t"
        }
    }

    /// The C type of a value passed or returned by value: integers, `index`, `f32`, `f64` and
    /// LLVM pointers, which C passes as LLVM does.
    fn scalar(&mut self, t: &Type) -> Result<String, String> {
        Ok(match t {
            Type::Int { width: 1, .. } => {
                self.uses_bool = true;
                "bool".into()
            }
            Type::Int { width: w @ (8 | 16 | 32 | 64), signedness } => {
                let u = if *signedness == Signedness::Unsigned { "u" } else { "" };
                format!("{u}int{w}_t")
            }
            Type::Index => self.index().into(),
            Type::Float(FloatKind::F32) => "float".into(),
            Type::Float(FloatKind::F64) => "double".into(),
            Type::Ptr { addr_space: 0 } => "void *".into(),
            Type::Int { width, .. } => {
                return Err(format!("C has no {width}-bit integer type for a value of type {t}"))
            }
            Type::MemRef { .. } | Type::UnrankedMemRef { .. } => unreachable!("memrefs first"),
            _ => return Err(format!("C passes a value of type {t} differently from LLVM")),
        })
    }

    /// The C type of a memref's elements in memory and a name for it (`float`, `f32`). `f16`
    /// and `bf16` elements are their bits (`uint16_t`); complex ones a struct of two parts.
    fn element(&mut self, t: &Type) -> Result<(String, String), String> {
        let complex = |h: &mut Self, part: &str, tag: &str| {
            let name = format!("lowrite_complex_{tag}");
            h.typedef(&name, || {
                format!("typedef struct {name} {{\n  {part} re;\n  {part} im;\n}} {name};\n")
            });
            (name, tag.to_string())
        };
        Ok(match t {
            Type::Float(FloatKind::F16) => ("uint16_t".into(), "f16".into()),
            Type::Float(FloatKind::BF16) => ("uint16_t".into(), "bf16".into()),
            Type::Complex(e) if **e == Type::Float(FloatKind::F32) => complex(self, "float", "c32"),
            Type::Complex(e) if **e == Type::Float(FloatKind::F64) => {
                complex(self, "double", "c64")
            }
            Type::Index => (self.index().into(), "index".into()),
            Type::Int { width, signedness } => {
                let c = self.scalar(t)?;
                let u = if *signedness == Signedness::Unsigned { "u" } else { "" };
                (c, format!("{u}i{width}"))
            }
            Type::Float(FloatKind::F32) => ("float".into(), "f32".into()),
            Type::Float(FloatKind::F64) => ("double".into(), "f64".into()),
            _ => return Err(format!("C has no type for memref elements of type {t}")),
        })
    }

    /// The descriptor struct of a ranked memref of type `t` (`memref_2d_f32`), declared once.
    fn ranked(&mut self, elem: &Type, rank: usize) -> Result<String, String> {
        let (c, tag) = self.element(elem)?;
        let name = format!("memref_{rank}d_{tag}");
        let index = self.index();
        self.typedef(&name, || {
            let mut s = format!(
                "typedef struct {name} {{\n  {c} *allocated;\n  {c} *aligned;\n  {index} offset;\n"
            );
            if rank > 0 {
                writeln!(s, "  {index} sizes[{rank}];\n  {index} strides[{rank}];").unwrap();
            }
            writeln!(s, "}} {name};").unwrap();
            s
        });
        Ok(name)
    }

    /// The descriptor struct of an unranked memref (`unranked_memref_f32`): its rank and a
    /// pointer to a ranked descriptor.
    fn unranked(&mut self, elem: &Type) -> Result<String, String> {
        let (_, tag) = self.element(elem)?;
        let name = format!("unranked_memref_{tag}");
        let index = self.index();
        self.typedef(&name, || {
            format!("typedef struct {name} {{\n  {index} rank;\n  void *descriptor;\n}} {name};\n")
        });
        Ok(name)
    }

    /// The struct of a memref type (ranked or unranked), or `None` for other types.
    fn descriptor(&mut self, t: &Type) -> Result<Option<String>, String> {
        match t {
            Type::MemRef { elem, shape, memory_space, .. } => {
                no_space(memory_space.as_deref(), t)?;
                self.ranked(elem, shape.len()).map(Some)
            }
            Type::UnrankedMemRef { elem, memory_space } => {
                no_space(memory_space.as_deref(), t)?;
                self.unranked(elem).map(Some)
            }
            _ => Ok(None),
        }
    }

    /// `_mlir_ciface_NAME(...)`: memrefs by pointer to their descriptor; a memref result, a
    /// complex one or several results through a pointer to them, first.
    fn ciface_prototype(
        &mut self,
        name: &str,
        inputs: &[Type],
        results: &[Type],
    ) -> Result<String, String> {
        let mut params = Vec::new();
        let ret = match results {
            [] => "void".to_string(),
            [r] => match self.descriptor(r)? {
                Some(d) => {
                    params.push(format!("{d} *result"));
                    "void".into()
                }
                // A complex result is a struct: it is returned through a pointer too.
                None if matches!(r, Type::Complex(_)) => {
                    let c = self.element(r)?.0;
                    params.push(format!("{c} *result"));
                    "void".into()
                }
                None => self.scalar(r)?,
            },
            _ => {
                let s = self.results_struct(name, results)?;
                params.push(format!("{s} *result"));
                "void".into()
            }
        };
        for (i, t) in inputs.iter().enumerate() {
            params.push(match self.descriptor(t)? {
                Some(d) => format!("{d} *arg{i}"),
                None => format!("{}arg{i}", spaced(&self.scalar(t)?)),
            });
        }
        Ok(format!("{} _mlir_ciface_{name}({})", ret, param_list(&params)))
    }

    /// `NAME_results`: a struct of several results, as the C interface returns them.
    fn results_struct(&mut self, name: &str, results: &[Type]) -> Result<String, String> {
        let mut fields = Vec::new();
        for (i, t) in results.iter().enumerate() {
            let c = match self.descriptor(t)? {
                Some(d) => d,
                None => self.scalar(t)?,
            };
            fields.push(format!("  {}r{i};", spaced(&c)));
        }
        let s = format!("{name}_results");
        self.typedef(&s, || format!("typedef struct {s} {{\n{}\n}} {s};\n", fields.join("\n")));
        Ok(s)
    }

    /// `NAME(...)`: memrefs as their descriptor's fields (or one pointer each with the bare
    /// pointer convention), an unranked memref as its rank and descriptor pointer; one scalar
    /// result at most.
    fn plain_prototype(
        &mut self,
        name: &str,
        inputs: &[Type],
        results: &[Type],
    ) -> Result<String, String> {
        let ret = match results {
            [] => "void".to_string(),
            [Type::MemRef { elem, .. }] if self.opts.bare_ptr => {
                format!("{} *", self.element(elem)?.0)
            }
            [r] if self.descriptor(r)?.is_none() => self.scalar(r)?,
            _ => {
                return Err("it returns a memref or several results as an LLVM struct, which \
                            C does not return the same way: give it `llvm.emit_c_interface`"
                    .into())
            }
        };
        let index = self.index();
        let mut params = Vec::new();
        for (i, t) in inputs.iter().enumerate() {
            match t {
                Type::MemRef { elem, shape, memory_space, .. } => {
                    no_space(memory_space.as_deref(), t)?;
                    let c = self.element(elem)?.0;
                    if self.opts.bare_ptr {
                        params.push(format!("{c} *arg{i}"));
                        continue;
                    }
                    params.push(format!("{c} *arg{i}_allocated"));
                    params.push(format!("{c} *arg{i}_aligned"));
                    params.push(format!("{index} arg{i}_offset"));
                    for d in 0..shape.len() {
                        params.push(format!("{index} arg{i}_size{d}"));
                    }
                    for d in 0..shape.len() {
                        params.push(format!("{index} arg{i}_stride{d}"));
                    }
                }
                Type::UnrankedMemRef { memory_space, .. } => {
                    no_space(memory_space.as_deref(), t)?;
                    params.push(format!("{index} arg{i}_rank"));
                    params.push(format!("void *arg{i}_descriptor"));
                }
                _ => params.push(format!("{}arg{i}", spaced(&self.scalar(t)?))),
            }
        }
        Ok(format!("{}{name}({})", spaced(&ret), param_list(&params)))
    }
}

/// A memref in a memory space other than the default one has pointers C cannot name.
fn no_space(space: Option<&str>, t: &Type) -> Result<(), String> {
    match space {
        None | Some("0") => Ok(()),
        Some(_) => Err(format!("the pointers of {t} are in another address space")),
    }
}

/// `T ` for a type, `T *` as it is (so that `T *name` reads as C is written).
fn spaced(c: &str) -> String {
    if c.ends_with('*') {
        c.to_string()
    } else {
        format!("{c} ")
    }
}

/// A parameter list; `void` when there is none, as C wants it.
fn param_list(params: &[String]) -> String {
    if params.is_empty() {
        "void".into()
    } else {
        params.join(", ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::Layout;
    use std::sync::Arc;

    fn opts() -> HeaderOptions {
        HeaderOptions {
            emit_c_interface: false,
            bare_ptr: false,
            index_bitwidth: 64,
            name: "k.mlir".into(),
        }
    }

    fn memref(shape: &[i64], elem: Type) -> Type {
        Type::MemRef {
            shape: shape.to_vec(),
            elem: Arc::new(elem),
            layout: Layout::Identity,
            memory_space: None,
        }
    }

    #[test]
    fn descriptors_are_declared_once_per_element_type_and_rank() {
        let o = opts();
        let mut h = Header { opts: &o, typedefs: Vec::new(), names: Vec::new(), uses_bool: false };
        let f32 = Type::Float(FloatKind::F32);
        let m = memref(&[-1, 4], f32.clone());
        let p = h.ciface_prototype("f", &[m.clone(), m.clone(), Type::Index], &[m]).unwrap();
        assert_eq!(
            p,
            "void _mlir_ciface_f(memref_2d_f32 *result, memref_2d_f32 *arg0, memref_2d_f32 *arg1, \
             int64_t arg2)"
        );
        assert_eq!(h.names, ["memref_2d_f32"]);
        let p = h.plain_prototype("g", &[memref(&[], f32.clone())], &[f32]).unwrap();
        assert_eq!(p, "float g(float *arg0_allocated, float *arg0_aligned, int64_t arg0_offset)");
        let e = h.plain_prototype("h", &[], &[Type::Index, Type::Index]).unwrap_err();
        assert!(e.contains("llvm.emit_c_interface"), "{e}");
        let v = Type::Vector {
            shape: vec![4],
            scalable: vec![false],
            elem: Arc::new(Type::Float(FloatKind::F32)),
        };
        assert!(h.plain_prototype("v", &[v], &[]).is_err());
        assert_eq!(guard_name("dir/k-1.mlir"), "LOWRITE_DIR_K_1_MLIR_H");
    }
}
