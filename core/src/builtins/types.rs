//! Type constructors and queries.

use crate::ir::{Attribute, Type};
use std::sync::Arc;

/// `int(n)`: the signless integer type of width `n`.
pub fn int(width: i64) -> Result<Type, String> {
    Ok(Type::int(crate::convert::int_width(width)?))
}

/// `ptr(n)`: the LLVM pointer type in address space `n`.
pub fn ptr(addr_space: i64) -> Type {
    Type::Ptr { addr_space: addr_space as u32 }
}

/// `array(n, T)`: the LLVM array type of `n` elements.
pub fn array(len: i64, elem: &Type) -> Type {
    Type::array(len as u64, elem.clone())
}

/// `vector(n, T)`: the 1-D vector type of `n` elements.
pub fn vector(len: i64, elem: &Type) -> Type {
    Type::Vector { shape: vec![len as u64], scalable: vec![false], elem: Arc::new(elem.clone()) }
}

/// `struct(Ts...)`: the literal LLVM struct of these fields.
pub fn struct_of(fields: &[Type]) -> Type {
    Type::Struct { name: None, body: Some(fields.into()), packed: false }
}

/// `packed_struct(Ts...)`: the packed literal LLVM struct of these fields.
pub fn packed_struct(fields: &[Type]) -> Type {
    Type::Struct { name: None, body: Some(fields.into()), packed: true }
}

/// `identified_struct(s, c, Ts...)`: the identified struct named `name`.
pub fn identified_struct(name: &str, packed: bool, fields: &[Type]) -> Type {
    Type::Struct { name: Some(name.to_string()), body: Some(fields.into()), packed }
}

/// `llvm_func(R, Ts...)`: the LLVM function type.
pub fn llvm_func(ret: &Type, params: &[Type]) -> Type {
    Type::LlvmFunc { ret: Arc::new(ret.clone()), params: params.to_vec(), varargs: false }
}

/// `variadic(T)`: the LLVM function type `t`, variadic (any other type unchanged).
pub fn variadic(t: &Type) -> Type {
    match t {
        Type::LlvmFunc { ret, params, .. } => {
            Type::LlvmFunc { ret: ret.clone(), params: params.clone(), varargs: true }
        }
        other => other.clone(),
    }
}

/// `elem(T)`: the element type of a shaped, complex or array type; others unchanged.
pub fn elem(t: &Type) -> Type {
    match t {
        Type::Vector { elem, .. }
        | Type::Complex(elem)
        | Type::MemRef { elem, .. }
        | Type::UnrankedMemRef { elem, .. }
        | Type::Tensor { elem, .. }
        | Type::Array { elem, .. }
        | Type::LlvmVec { elem, .. } => (**elem).clone(),
        other => other.clone(),
    }
}

/// `subvector(T)`: an n-D vector type without its leading dimension (others unchanged).
pub fn subvector(t: &Type) -> Type {
    match t {
        Type::Vector { shape, scalable, elem } if shape.len() > 1 => Type::Vector {
            shape: shape[1..].to_vec(),
            scalable: scalable[1..].to_vec(),
            elem: elem.clone(),
        },
        other => other.clone(),
    }
}

/// `with_elem(T, E)`: a vector of `t`'s shape with elements `e`, or `e` when `t` is not a
/// vector.
pub fn with_elem(t: &Type, e: &Type) -> Type {
    match t {
        Type::Vector { shape, scalable, .. } => Type::Vector {
            shape: shape.clone(),
            scalable: scalable.clone(),
            elem: Arc::new(e.clone()),
        },
        _ => e.clone(),
    }
}

/// `fields(T)`: a struct's field types (none when opaque or not a struct).
pub fn fields(t: &Type) -> Vec<Type> {
    match t {
        Type::Struct { body: Some(fields), .. } => fields.to_vec(),
        _ => Vec::new(),
    }
}

/// `struct_name(T)`: an identified struct's name (`""` for any other type).
pub fn struct_name(t: &Type) -> String {
    match t {
        Type::Struct { name: Some(n), .. } => n.clone(),
        _ => String::new(),
    }
}

/// `is_packed(T)`: whether `t` is a packed struct.
pub fn is_packed(t: &Type) -> bool {
    matches!(t, Type::Struct { packed: true, .. })
}

/// `width(T)`: the bit width of an integer or float type, of a vector's elements; 0 for others.
pub fn width(t: &Type) -> i64 {
    let e = match t {
        Type::Vector { elem, .. } => elem,
        other => other,
    };
    match e {
        Type::Int { width, .. } => *width as i64,
        Type::Float(k) => k.width() as i64,
        _ => 0,
    }
}

/// `rank(T)`: the rank of a vector, memref or ranked tensor; 0 for others.
pub fn rank(t: &Type) -> i64 {
    match t {
        Type::Vector { shape, .. } => shape.len() as i64,
        Type::MemRef { shape, .. } | Type::Tensor { shape: Some(shape), .. } => shape.len() as i64,
        _ => 0,
    }
}

/// `inputs(T)`: a function type's inputs (none for other types).
pub fn inputs(t: &Type) -> Vec<Type> {
    match t {
        Type::Function { inputs, .. } => inputs.clone(),
        Type::LlvmFunc { params, .. } => params.clone(),
        _ => Vec::new(),
    }
}

/// `results(T)`: a function type's results (none for a `void` LLVM function or another type).
pub fn results(t: &Type) -> Vec<Type> {
    match t {
        Type::Function { results, .. } => results.clone(),
        Type::LlvmFunc { ret, .. } if matches!(**ret, Type::Void) => Vec::new(),
        Type::LlvmFunc { ret, .. } => vec![(**ret).clone()],
        _ => Vec::new(),
    }
}

/// `attr_type(a)`: the type a type attribute holds (`none` for any other attribute).
pub fn attr_type(a: Option<&Attribute>) -> Type {
    match a {
        Some(Attribute::Type(t)) => (**t).clone(),
        _ => Type::None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(shape: &[u64], e: Type) -> Type {
        Type::Vector {
            shape: shape.to_vec(),
            scalable: vec![false; shape.len()],
            elem: Arc::new(e),
        }
    }

    #[test]
    fn constructors_and_queries() {
        assert_eq!(int(32), Ok(Type::int(32)));
        assert!(int(0).is_err() && int(16_777_216).is_err());
        let f32 = Type::Float(crate::ir::FloatKind::F32);
        let t = v(&[2, 3], f32.clone());
        assert_eq!(subvector(&t), v(&[3], f32.clone()));
        assert_eq!(subvector(&v(&[3], f32.clone())), v(&[3], f32.clone()));
        assert_eq!(with_elem(&t, &Type::int(1)), v(&[2, 3], Type::int(1)));
        assert_eq!(with_elem(&f32, &Type::int(1)), Type::int(1));
        assert_eq!((width(&t), rank(&t), width(&Type::Index)), (32, 2, 0));
        assert_eq!(elem(&t), f32);
        let s = identified_struct("s", true, &[Type::int(8)]);
        assert_eq!(
            (struct_name(&s), is_packed(&s), fields(&s)),
            ("s".into(), true, vec![Type::int(8)])
        );
        assert!(!is_packed(&struct_of(&[])) && is_packed(&packed_struct(&[])));
        let f = llvm_func(&Type::Void, &[Type::int(32)]);
        assert_eq!((inputs(&f), results(&f)), (vec![Type::int(32)], vec![]));
        assert!(matches!(variadic(&f), Type::LlvmFunc { varargs: true, .. }));
        assert_eq!(attr_type(Some(&Attribute::Type(Type::shared(f32.clone())))), f32);
        assert_eq!(attr_type(None), Type::None);
    }
}
