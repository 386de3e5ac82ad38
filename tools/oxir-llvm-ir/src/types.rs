//! LLVM IR spellings of types (MLIR's `TypeToLLVM.cpp`): builtin integers, floats and 1-D
//! vectors, and the `llvm` dialect's pointers, `void`, arrays, functions and structs.
//!
//! Identified structs are named types in LLVM IR: the first use of one records its definition
//! (`%"name" = type { ... }` or `type opaque`), which the module writes before everything else.
//! Recording the name before spelling the body is what makes recursive structs terminate.

use oxir::types::{FloatKind, Signedness};
use oxir::{Context, Type, TypeData};
use oxir_llvm::{LLVMArrayType, LLVMFunctionType, LLVMPointerType, LLVMStructType, LLVMVoidType};
use std::collections::HashSet;

/// The spelling of types in one module, with the definitions of the identified structs used.
#[derive(Default)]
pub(crate) struct TypeNames {
    /// `%"name" = type ...` lines, in the order the structs were first met.
    pub(crate) definitions: Vec<String>,
    seen: HashSet<Type>,
}

/// A name as LLVM prints it after `@` or `%`: as is when it is an identifier LLVM's lexer reads
/// bare, quoted otherwise.
pub(crate) fn llvm_name(name: &[u8]) -> String {
    let bare = |b: &u8| b.is_ascii_alphanumeric() || matches!(b, b'$' | b'.' | b'_' | b'-');
    if name.first().is_some_and(|b| !b.is_ascii_digit() && bare(b)) && name.iter().all(bare) {
        return String::from_utf8_lossy(name).into_owned();
    }
    quoted(name)
}

/// `"text"` with the bytes LLVM's lexer does not take inside quotes escaped as `\XX`.
pub(crate) fn quoted(name: &[u8]) -> String {
    let mut out = String::with_capacity(name.len() + 2);
    out.push('"');
    for &byte in name {
        if byte.is_ascii_graphic() && byte != b'"' && byte != b'\\' || byte == b' ' {
            out.push(byte as char);
        } else {
            out.push_str(&format!("\\{byte:02X}"));
        }
    }
    out.push('"');
    out
}

/// A type as oxir prints it, for messages.
pub(crate) fn mlir_text(ctx: &Context, ty: Type) -> String {
    oxir::text::printer::print_type(ctx, ty)
}

/// The kind of a builtin float type LLVM has, or `None`.
pub(crate) fn llvm_float(ctx: &Context, ty: Type) -> Option<FloatKind> {
    match ctx.type_data(ty) {
        TypeData::Float(
            kind @ (FloatKind::F16
            | FloatKind::BF16
            | FloatKind::F32
            | FloatKind::F64
            | FloatKind::F80
            | FloatKind::F128),
        ) => Some(*kind),
        _ => None,
    }
}

/// Whether `ty` is a float or a vector of floats: the types LLVM takes fast-math flags on.
pub(crate) fn is_float_like(ctx: &Context, ty: Type) -> bool {
    match ctx.type_data(ty) {
        TypeData::Vector { element, .. } => llvm_float(ctx, *element).is_some(),
        _ => llvm_float(ctx, ty).is_some(),
    }
}

impl TypeNames {
    /// The LLVM IR spelling of `ty`, or why it has none.
    pub(crate) fn text(&mut self, ctx: &Context, ty: Type) -> Result<String, String> {
        if let Some(ptr) = ty.dyn_cast::<LLVMPointerType>(ctx) {
            return Ok(match ptr.address_space(ctx) {
                0 => "ptr".into(),
                space => format!("ptr addrspace({space})"),
            });
        }
        if ty.isa::<LLVMVoidType>(ctx) {
            return Ok("void".into());
        }
        if let Some(array) = ty.dyn_cast::<LLVMArrayType>(ctx) {
            let element = self.text(ctx, array.element_type(ctx))?;
            return Ok(format!("[{} x {element}]", array.num_elements(ctx)));
        }
        if let Some(function) = ty.dyn_cast::<LLVMFunctionType>(ctx) {
            let result = self.text(ctx, function.return_type(ctx))?;
            let mut params = function
                .params(ctx)
                .iter()
                .map(|&p| self.text(ctx, p))
                .collect::<Result<Vec<_>, _>>()?;
            if function.var_arg(ctx) {
                params.push("...".into());
            }
            return Ok(format!("{result} ({})", params.join(", ")));
        }
        if let Some(st) = ty.dyn_cast::<LLVMStructType>(ctx) {
            return self.struct_text(ctx, st);
        }
        match ctx.type_data(ty) {
            TypeData::Integer {
                width,
                signedness: Signedness::Signless,
            } => Ok(format!("i{width}")),
            TypeData::Float(_) => float_names(ctx, ty).map(|(name, _)| name.into()),
            TypeData::Vector {
                shape,
                scalable,
                element,
            } if shape.len() == 1 => {
                let element = self.text(ctx, *element)?;
                let vscale = if scalable.first() == Some(&true) {
                    "vscale x "
                } else {
                    ""
                };
                Ok(format!("<{vscale}{} x {element}>", shape[0]))
            }
            _ => Err(no_equivalent(ctx, ty)),
        }
    }

    fn struct_text(&mut self, ctx: &Context, st: LLVMStructType) -> Result<String, String> {
        if !st.is_identified(ctx) {
            return self.struct_body(ctx, st.body(ctx), st.is_packed(ctx));
        }
        let name = format!("%{}", llvm_name(st.name(ctx).unwrap_or("").as_bytes()));
        if self.seen.insert(st.ty()) {
            let body = if st.is_opaque(ctx) || !st.is_initialized(ctx) {
                "opaque".to_string()
            } else {
                self.struct_body(ctx, st.body(ctx), st.is_packed(ctx))?
            };
            self.definitions.push(format!("{name} = type {body}"));
        }
        Ok(name)
    }

    fn struct_body(
        &mut self,
        ctx: &Context,
        elements: &[Type],
        packed: bool,
    ) -> Result<String, String> {
        let elements = elements
            .iter()
            .map(|&e| self.text(ctx, e))
            .collect::<Result<Vec<_>, _>>()?;
        let inner = if elements.is_empty() {
            "{}".to_string()
        } else {
            format!("{{ {} }}", elements.join(", "))
        };
        Ok(if packed { format!("<{inner}>") } else { inner })
    }
}

fn no_equivalent(ctx: &Context, ty: Type) -> String {
    format!("type `{}` has no LLVM IR equivalent", mlir_text(ctx, ty))
}

/// The LLVM IR name of float type `ty` and its intrinsic suffix (`float` and `f32`).
fn float_names(ctx: &Context, ty: Type) -> Result<(&'static str, &'static str), String> {
    match llvm_float(ctx, ty) {
        Some(FloatKind::F16) => Ok(("half", "f16")),
        Some(FloatKind::BF16) => Ok(("bfloat", "bf16")),
        Some(FloatKind::F32) => Ok(("float", "f32")),
        Some(FloatKind::F64) => Ok(("double", "f64")),
        Some(FloatKind::F80) => Ok(("x86_fp80", "f80")),
        Some(FloatKind::F128) => Ok(("fp128", "f128")),
        _ => Err(no_equivalent(ctx, ty)),
    }
}

/// The suffix LLVM's overloaded intrinsics take for `ty` (`i32`, `f64`, `v4f32`, `p0`).
pub(crate) fn mangled(ctx: &Context, ty: Type) -> Result<String, String> {
    if let Some(ptr) = ty.dyn_cast::<LLVMPointerType>(ctx) {
        return Ok(format!("p{}", ptr.address_space(ctx)));
    }
    match ctx.type_data(ty) {
        TypeData::Integer { width, .. } => Ok(format!("i{width}")),
        TypeData::Vector {
            shape,
            scalable,
            element,
        } if shape.len() == 1 => {
            let prefix = if scalable.first() == Some(&true) {
                "nx"
            } else {
                ""
            };
            Ok(format!("{prefix}v{}{}", shape[0], mangled(ctx, *element)?))
        }
        _ => float_names(ctx, ty).map(|(_, suffix)| suffix.into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quoting_escapes_quotes_backslashes_and_control_bytes() {
        assert_eq!(llvm_name(b"main"), "main");
        assert_eq!(llvm_name(b"llvm.fabs.f32"), "llvm.fabs.f32");
        assert_eq!(llvm_name(b"1st"), "\"1st\"");
        assert_eq!(quoted(b"main"), "\"main\"");
        assert_eq!(quoted(b"a\"b\\c\n"), "\"a\\22b\\5Cc\\0A\"");
        assert_eq!(quoted(b"with space"), "\"with space\"");
    }
}
