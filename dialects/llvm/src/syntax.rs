//! The textual form of the LLVM types (MLIR's `LLVMTypeSyntax.cpp`), installed as the dialect's
//! type hooks by the spec's `type_syntax`: `!llvm.` then a keyword (`void`, `ptr`, `array`,
//! `func`, `struct`), with the LLVM types nested inside printed without their `!llvm.` prefix
//! (`!llvm.array<2 x ptr>`) and read in either form. Also the format directives of the type
//! definitions (`PrettyLLVMType`, `FunctionTypes`).
//!
//! Identified structs may refer to themselves: the printer's and parser's cyclic stacks stop
//! the recursion at `struct<"name">`, as MLIR does.

use crate::structs::{IdentifiedStructStorage, LLVMStructType, LiteralStructStorage};
use crate::types::is_llvm_dialect_type;
use crate::{LLVMArrayType, LLVMFunctionType, LLVMPointerType, LLVMVoidType};
use oxir::storage::DynStorage;
use oxir::text::parser::{AsmParser, ParseResult};
use oxir::text::printer::DialectAsmPrinter;
use oxir::{Type, TypeData};

/// The dialect's type parser, after `!llvm.` (MLIR's `detail::parseType`): a keyword form; a
/// builtin type there is MLIR's "unexpected type, expected keyword".
pub fn parse_type(p: &mut AsmParser<'_, '_>) -> ParseResult<Type> {
    parse_nested(p, false)
}

/// The dialect's type printer, after `!llvm.`.
pub fn print_type(p: &mut DialectAsmPrinter<'_, '_>, storage: &DynStorage) {
    let ctx = p.ctx();
    if let Some(s) = storage.downcast::<IdentifiedStructStorage>() {
        // The hook gets the storage; interning its name again finds the type's handle, which
        // the cyclic stack is keyed by.
        let ty = LLVMStructType::get_identified(ctx, s.key());
        return print_struct(p, ty);
    }
    if let Some(s) = storage.downcast::<LiteralStructStorage>() {
        let ty = LLVMStructType::get_literal(ctx, &s.elements, s.packed);
        return print_struct(p, ty);
    }
    if let Some(s) = storage.downcast::<crate::LLVMPointerTypeStorage>() {
        return LLVMPointerType::print(s, p);
    }
    if let Some(s) = storage.downcast::<crate::LLVMArrayTypeStorage>() {
        return LLVMArrayType::print(s, p);
    }
    if let Some(s) = storage.downcast::<crate::LLVMFunctionTypeStorage>() {
        return LLVMFunctionType::print(s, p);
    }
    if let Some(s) = storage.downcast::<crate::LLVMVoidTypeStorage>() {
        return LLVMVoidType::print(s, p);
    }
    if let Some(s) = storage.downcast::<crate::LLVMTokenTypeStorage>() {
        return crate::LLVMTokenType::print(s, p);
    }
    if let Some(s) = storage.downcast::<crate::LLVMLabelTypeStorage>() {
        return crate::LLVMLabelType::print(s, p);
    }
    if let Some(s) = storage.downcast::<crate::LLVMMetadataTypeStorage>() {
        return crate::LLVMMetadataType::print(s, p);
    }
    oxir::def_support::print_without_form(p, storage);
}

/// Prints a type nested in an LLVM type (MLIR's `dispatchPrint`): the dialect's own types
/// without `!llvm.`, any other type in full.
fn print_nested(p: &mut DialectAsmPrinter<'_, '_>, ty: Type) {
    let ctx = p.ctx();
    match ctx.type_data(ty) {
        TypeData::Dialect(storage) if is_llvm_dialect_type(ctx, ty) => print_type(p, storage),
        _ => p.print_type(ty),
    }
}

/// `struct<("name", )? (opaque | packed? (elements))>`, stopping at `struct<"name">` inside
/// the struct of that name.
fn print_struct(p: &mut DialectAsmPrinter<'_, '_>, ty: LLVMStructType) {
    let ctx = p.ctx();
    p.write_str("struct<");
    if let Some(name) = ty.name(ctx) {
        p.print_string(name.as_bytes());
        if p.in_cyclic_print(ty.ty()) {
            p.write_str(">");
            return;
        }
        p.write_str(", ");
        if ty.is_opaque(ctx) {
            p.write_str("opaque>");
            return;
        }
    }
    if ty.is_packed(ctx) {
        p.write_str("packed ");
    }
    p.write_str("(");
    p.with_cyclic_print(ty.ty(), |p| {
        for (i, &element) in ty.body(ctx).iter().enumerate() {
            if i > 0 {
                p.write_str(", ");
            }
            print_nested(p, element);
        }
    });
    p.write_str(")>");
}

/// Reads a type nested in an LLVM type (MLIR's `dispatchParse`): any type in full, else an
/// LLVM type's keyword form. With `allow_any` false (right after `!llvm.`), only the keyword
/// form.
fn parse_nested(p: &mut AsmParser<'_, '_>, allow_any: bool) -> ParseResult<Type> {
    let at = p.current_offset();
    if let Some(ty) = p.parse_optional_type()? {
        if !allow_any {
            return Err(p.error_at(at, "unexpected type, expected keyword"));
        }
        return Ok(ty);
    }
    let keyword = p.parse_keyword_any()?;
    match keyword {
        "void" => LLVMVoidType::parse(p).map(|t| t.ty()),
        "token" => crate::LLVMTokenType::parse(p).map(|t| t.ty()),
        "label" => crate::LLVMLabelType::parse(p).map(|t| t.ty()),
        "metadata" => crate::LLVMMetadataType::parse(p).map(|t| t.ty()),
        "ptr" => LLVMPointerType::parse(p).map(|t| t.ty()),
        "array" => LLVMArrayType::parse(p).map(|t| t.ty()),
        "func" => LLVMFunctionType::parse(p).map(|t| t.ty()),
        "struct" => parse_struct(p).map(|t| t.ty()),
        _ => Err(p.error_at(at, format!("unknown LLVM type: {keyword}"))),
    }
}

/// The error of an element list an identified struct already has a different one of.
const DIFFERENT_BODY: &str = "identified type already used with a different body";

/// `struct<...>` after the keyword (MLIR's `parseStructType`).
fn parse_struct(p: &mut AsmParser<'_, '_>) -> ParseResult<LLVMStructType> {
    let ctx = p.context();
    let struct_at = p.current_offset();
    p.parse_less()?;
    let name = match p.parse_optional_string()? {
        Some(bytes) => {
            Some(String::from_utf8(bytes).map_err(|_| p.error("expected a UTF-8 struct name"))?)
        }
        None => None,
    };
    let identified = name
        .as_deref()
        .map(|n| LLVMStructType::get_identified(ctx, n));
    if let Some(ty) = identified {
        let at = p.current_offset();
        if p.parse_optional_greater() {
            if p.in_cyclic_parse(ty.ty()) {
                return Ok(ty);
            }
            return Err(p.error_at(
                at,
                "struct without a body only allowed in a recursive struct",
            ));
        }
        p.parse_comma()?;
    }
    let keyword_at = p.current_offset();
    if p.parse_optional_keyword("opaque") {
        let Some(name) = name.as_deref() else {
            return Err(p.error_at(keyword_at, "only identified structs can be opaque"));
        };
        p.parse_greater()?;
        let ty = LLVMStructType::get_opaque(ctx, name);
        if !ty.is_opaque(ctx) {
            return Err(p.error_at(keyword_at, "redeclaring defined struct as opaque"));
        }
        return Ok(ty);
    }
    let packed = p.parse_optional_keyword("packed");
    p.parse_lparen()?;
    let elements_at = p.current_offset();
    let mut elements = Vec::new();
    if !p.parse_optional_rparen() {
        let mut parse_elements = |p: &mut AsmParser<'_, '_>| -> ParseResult<()> {
            loop {
                elements.push(parse_nested(p, true)?);
                if !p.parse_optional_comma() {
                    return p.parse_rparen();
                }
            }
        };
        match identified {
            Some(ty) => p.with_cyclic_parse(ty.ty(), parse_elements)?,
            None => parse_elements(p)?,
        }
    }
    p.parse_greater()?;
    // MLIR reports an empty struct's errors at the keyword, others at the first element.
    let at = if elements.is_empty() {
        keyword_at
    } else {
        elements_at
    };
    let Some(ty) = identified else {
        // MLIR checks a literal struct where it starts.
        return LLVMStructType::get_literal_checked(ctx, &elements, packed)
            .map_err(|message| p.error_at(struct_at, message));
    };
    crate::structs::check_elements(ctx, &elements).map_err(|message| p.error_at(at, message))?;
    match ty.set_body(ctx, &elements, packed) {
        Ok(()) => Ok(ty),
        Err(_) => Err(p.error_at(at, DIFFERENT_BODY)),
    }
}

/// Reads a type of a definition's parameter: either form (`custom<PrettyLLVMType>`, MLIR's
/// `parsePrettyLLVMType`).
pub fn parse_pretty_llvm_type(p: &mut AsmParser<'_, '_>, ty: &mut Option<Type>) -> ParseResult<()> {
    *ty = Some(parse_nested(p, true)?);
    Ok(())
}

/// Writes a type of a definition's parameter, LLVM types stripped (MLIR's
/// `printPrettyLLVMType`).
pub fn print_pretty_llvm_type(p: &mut DialectAsmPrinter<'_, '_>, ty: &Type) {
    print_nested(p, *ty);
}

/// Reads the parameters of a function type after its `(`, through the `)`: types and a final
/// `...` for variadic functions (MLIR's `parseFunctionTypes`).
pub fn parse_function_types(
    p: &mut AsmParser<'_, '_>,
    params: &mut Option<Vec<Type>>,
    var_arg: &mut Option<bool>,
) -> ParseResult<()> {
    let mut types = Vec::new();
    let mut variadic = false;
    if !p.parse_optional_rparen() {
        loop {
            if p.parse_optional_ellipsis() {
                variadic = true;
                p.parse_rparen()?;
                break;
            }
            types.push(parse_nested(p, true)?);
            if !p.parse_optional_comma() {
                p.parse_rparen()?;
                break;
            }
        }
    }
    *params = Some(types);
    *var_arg = Some(variadic);
    Ok(())
}

/// Writes the parameters of a function type and its `)` (MLIR's `printFunctionTypes`).
pub fn print_function_types(p: &mut DialectAsmPrinter<'_, '_>, params: &[Type], var_arg: &bool) {
    for (i, &param) in params.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        print_nested(p, param);
    }
    if *var_arg {
        p.write_str(if params.is_empty() { "..." } else { ", ..." });
    }
    p.write_str(")");
}
