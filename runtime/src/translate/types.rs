//! LLVM-dialect types to LLVM types.

use super::Translator;
use crate::ir::{FloatKind, Signedness, Type};
use inkwell::types::{BasicMetadataTypeEnum, BasicType, BasicTypeEnum, FunctionType};
use inkwell::AddressSpace;
use std::num::NonZeroU32;

/// LLVM's largest integer width (`IntegerType::MAX_INT_BITS`).
const MAX_INT_BITS: u32 = 1 << 23;

/// The message for a type outside the LLVM dialect.
pub(super) fn not_llvm(t: &Type) -> String {
    format!("type '{t}' is not an LLVM type; lower the module first")
}

/// An address space as inkwell wants it (LLVM's address spaces are 24-bit).
pub(super) fn address_space(n: u32) -> Result<AddressSpace, String> {
    AddressSpace::try_from(n).map_err(|()| format!("address space {n} is out of range"))
}

impl<'ctx> Translator<'_, 'ctx> {
    /// Converts a first-class (value) type.
    pub(super) fn basic_type(&mut self, t: &Type) -> Result<BasicTypeEnum<'ctx>, String> {
        let cx = self.cx;
        Ok(match t {
            Type::Int { width, signedness: Signedness::Signless } => {
                let bits = NonZeroU32::new(*width)
                    .filter(|w| w.get() <= MAX_INT_BITS)
                    .ok_or_else(|| format!("integer type '{t}' has no LLVM equivalent"))?;
                cx.custom_width_int_type(bits).map_err(str::to_string)?.into()
            }
            Type::Float(kind) => match kind {
                FloatKind::F16 => cx.f16_type(),
                FloatKind::BF16 => cx.bf16_type(),
                FloatKind::F32 => cx.f32_type(),
                FloatKind::F64 => cx.f64_type(),
                FloatKind::F80 => cx.x86_f80_type(),
                FloatKind::F128 => cx.f128_type(),
                FloatKind::Small(k) => {
                    return Err(format!(
                        "type '{}' has no LLVM equivalent (it lowers to an integer of {} bits)",
                        k.name(),
                        k.width()
                    ))
                }
            }
            .into(),
            Type::Ptr { addr_space } => cx.ptr_type(address_space(*addr_space)?).into(),
            Type::Vector { shape, scalable, elem } => {
                if shape.len() != 1 {
                    return Err(format!(
                        "type '{t}' is not an LLVM type (only 1-D vectors are); lower the module \
                         first"
                    ));
                }
                self.vector_type(t, shape[0], scalable.first() == Some(&true), elem)?
            }
            Type::LlvmVec { len, scalable, elem } => self.vector_type(t, *len, *scalable, elem)?,
            Type::Array { len, elem } => {
                let e = self.basic_type(elem)?;
                if e.is_scalable_vector_type() {
                    return Err(format!("type '{t}': arrays of scalable vectors are not allowed"));
                }
                let n = u32::try_from(*len).map_err(|_| format!("type '{t}' is too large"))?;
                e.array_type(n).into()
            }
            Type::Struct { name: None, body: Some(fields), packed } => {
                if let Some(s) = self.literal_structs.get(t) {
                    return Ok((*s).into());
                }
                let fields = self.field_types(fields)?;
                let s = cx.struct_type(&fields, *packed);
                self.literal_structs.insert(t.clone(), s);
                s.into()
            }
            Type::Struct { name: None, body: None, .. } => {
                return Err(format!("type '{t}': a literal struct needs a body"));
            }
            Type::Struct { name: Some(name), .. } if name.is_empty() || name.contains('\0') => {
                return Err(format!("type '{t}': invalid struct name"));
            }
            Type::Struct { name: Some(name), body, packed } => {
                if let Some(s) = self.structs.get(name) {
                    return Ok((*s).into());
                }
                let s = cx.opaque_struct_type(name);
                self.structs.insert(name.clone(), s);
                if let Some(fields) = body {
                    let fields = self.field_types(fields)?;
                    s.set_body(&fields, *packed);
                }
                s.into()
            }
            Type::Void => return Err("'!llvm.void' is not a value type".into()),
            Type::LlvmFunc { .. } => {
                return Err(format!("function type '{t}' is not a value type"))
            }
            Type::Opaque(s) if s.starts_with("!llvm.") => {
                return Err(format!("type '{t}' is not supported"));
            }
            _ => return Err(not_llvm(t)),
        })
    }

    fn field_types(&mut self, fields: &[Type]) -> Result<Vec<BasicTypeEnum<'ctx>>, String> {
        fields.iter().map(|f| self.basic_type(f)).collect()
    }

    fn vector_type(
        &mut self,
        t: &Type,
        len: u64,
        scalable: bool,
        elem: &Type,
    ) -> Result<BasicTypeEnum<'ctx>, String> {
        let n = u32::try_from(len)
            .ok()
            .filter(|&n| n > 0)
            .ok_or_else(|| format!("type '{t}' has an invalid length"))?;
        Ok(match (self.basic_type(elem)?, scalable) {
            (BasicTypeEnum::IntType(e), false) => e.vec_type(n).into(),
            (BasicTypeEnum::IntType(e), true) => e.scalable_vec_type(n).into(),
            (BasicTypeEnum::FloatType(e), false) => e.vec_type(n).into(),
            (BasicTypeEnum::FloatType(e), true) => e.scalable_vec_type(n).into(),
            (BasicTypeEnum::PointerType(e), false) => e.vec_type(n).into(),
            (BasicTypeEnum::PointerType(e), true) => e.scalable_vec_type(n).into(),
            _ => return Err(format!("type '{t}': invalid vector element type")),
        })
    }

    /// Converts an `!llvm.func` type.
    pub(super) fn function_type(&mut self, t: &Type) -> Result<FunctionType<'ctx>, String> {
        let Type::LlvmFunc { ret, params, varargs } = t else {
            return Err(format!("expected an LLVM function type, got '{t}'"));
        };
        let params: Vec<BasicMetadataTypeEnum<'ctx>> =
            params.iter().map(|p| self.basic_type(p).map(Into::into)).collect::<Result<_, _>>()?;
        Ok(match &**ret {
            Type::Void => self.cx.void_type().fn_type(&params, *varargs),
            r => self.basic_type(r)?.fn_type(&params, *varargs),
        })
    }

    /// A function type from result and parameter types (an empty result list means `void`).
    pub(super) fn function_type_of(
        &mut self,
        results: &[Type],
        params: &[Type],
        varargs: bool,
    ) -> Result<FunctionType<'ctx>, String> {
        let ret = match results {
            [] => Type::Void,
            [r] => r.clone(),
            _ => return Err("a call has at most one result".into()),
        };
        self.function_type(&Type::LlvmFunc {
            ret: std::sync::Arc::new(ret),
            params: params.to_vec(),
            varargs,
        })
    }
}
