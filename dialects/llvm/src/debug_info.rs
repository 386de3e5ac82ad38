//! The hand-written parts of the debug info attributes (`#llvm.di_*`), as MLIR writes them by
//! hand too: DWARF constants read and written by their `DW_*` names (MLIR's `LLVM_DIParameter`,
//! which calls `llvm::dwarf::getTag` and friends), the kind checks of attribute-valued
//! parameters (MLIR's typed parameters `DIScopeAttr`, `DITypeAttr`, ...), the quoted form of the
//! subprogram flags, and the alias names the printer gives to these attributes (MLIR's
//! `LLVMOpAsmDialectInterface`).

use oxir::attrs::DistinctAttr;
use oxir::text::parser::{AsmParser, ParseResult};
use oxir::text::printer::{AliasResult, DialectAsmPrinter, OpAsmDialectInterface};
use oxir::{Attribute, Context};

use crate::{
    DIBasicTypeAttr, DICompileUnitAttr, DIFileAttr, DILexicalBlockAttr, DILocalVariableAttr,
    DINullTypeAttr, DISubprogramAttr, DISubprogramFlags, DISubroutineTypeAttr,
};

/// DWARF tags (`DW_TAG_*`), the subset of DWARF 5 that debug info types use.
const TAGS: &[(u32, &str)] = &[
    (0x01, "DW_TAG_array_type"),
    (0x02, "DW_TAG_class_type"),
    (0x03, "DW_TAG_entry_point"),
    (0x04, "DW_TAG_enumeration_type"),
    (0x05, "DW_TAG_formal_parameter"),
    (0x08, "DW_TAG_imported_declaration"),
    (0x0a, "DW_TAG_label"),
    (0x0b, "DW_TAG_lexical_block"),
    (0x0d, "DW_TAG_member"),
    (0x0f, "DW_TAG_pointer_type"),
    (0x10, "DW_TAG_reference_type"),
    (0x11, "DW_TAG_compile_unit"),
    (0x12, "DW_TAG_string_type"),
    (0x13, "DW_TAG_structure_type"),
    (0x15, "DW_TAG_subroutine_type"),
    (0x16, "DW_TAG_typedef"),
    (0x17, "DW_TAG_union_type"),
    (0x18, "DW_TAG_unspecified_parameters"),
    (0x19, "DW_TAG_variant"),
    (0x1a, "DW_TAG_common_block"),
    (0x1b, "DW_TAG_common_inclusion"),
    (0x1c, "DW_TAG_inheritance"),
    (0x1d, "DW_TAG_inlined_subroutine"),
    (0x1e, "DW_TAG_module"),
    (0x1f, "DW_TAG_ptr_to_member_type"),
    (0x20, "DW_TAG_set_type"),
    (0x21, "DW_TAG_subrange_type"),
    (0x22, "DW_TAG_with_stmt"),
    (0x23, "DW_TAG_access_declaration"),
    (0x24, "DW_TAG_base_type"),
    (0x25, "DW_TAG_catch_block"),
    (0x26, "DW_TAG_const_type"),
    (0x27, "DW_TAG_constant"),
    (0x28, "DW_TAG_enumerator"),
    (0x29, "DW_TAG_file_type"),
    (0x2a, "DW_TAG_friend"),
    (0x2b, "DW_TAG_namelist"),
    (0x2c, "DW_TAG_namelist_item"),
    (0x2d, "DW_TAG_packed_type"),
    (0x2e, "DW_TAG_subprogram"),
    (0x2f, "DW_TAG_template_type_parameter"),
    (0x30, "DW_TAG_template_value_parameter"),
    (0x31, "DW_TAG_thrown_type"),
    (0x32, "DW_TAG_try_block"),
    (0x33, "DW_TAG_variant_part"),
    (0x34, "DW_TAG_variable"),
    (0x35, "DW_TAG_volatile_type"),
    (0x36, "DW_TAG_dwarf_procedure"),
    (0x37, "DW_TAG_restrict_type"),
    (0x38, "DW_TAG_interface_type"),
    (0x39, "DW_TAG_namespace"),
    (0x3a, "DW_TAG_imported_module"),
    (0x3b, "DW_TAG_unspecified_type"),
    (0x3c, "DW_TAG_partial_unit"),
    (0x3d, "DW_TAG_imported_unit"),
    (0x3f, "DW_TAG_condition"),
    (0x40, "DW_TAG_shared_type"),
    (0x41, "DW_TAG_type_unit"),
    (0x42, "DW_TAG_rvalue_reference_type"),
    (0x43, "DW_TAG_template_alias"),
    (0x44, "DW_TAG_coarray_type"),
    (0x45, "DW_TAG_generic_subrange"),
    (0x46, "DW_TAG_dynamic_type"),
    (0x47, "DW_TAG_atomic_type"),
    (0x48, "DW_TAG_call_site"),
    (0x49, "DW_TAG_call_site_parameter"),
    (0x4a, "DW_TAG_skeleton_unit"),
    (0x4b, "DW_TAG_immutable_type"),
];

/// DWARF base type encodings (`DW_ATE_*`).
const ENCODINGS: &[(u32, &str)] = &[
    (0x01, "DW_ATE_address"),
    (0x02, "DW_ATE_boolean"),
    (0x03, "DW_ATE_complex_float"),
    (0x04, "DW_ATE_float"),
    (0x05, "DW_ATE_signed"),
    (0x06, "DW_ATE_signed_char"),
    (0x07, "DW_ATE_unsigned"),
    (0x08, "DW_ATE_unsigned_char"),
    (0x09, "DW_ATE_imaginary_float"),
    (0x0a, "DW_ATE_packed_decimal"),
    (0x0b, "DW_ATE_numeric_string"),
    (0x0c, "DW_ATE_edited"),
    (0x0d, "DW_ATE_signed_fixed"),
    (0x0e, "DW_ATE_unsigned_fixed"),
    (0x0f, "DW_ATE_decimal_float"),
    (0x10, "DW_ATE_UTF"),
    (0x11, "DW_ATE_UCS"),
    (0x12, "DW_ATE_ASCII"),
];

/// DWARF source languages (`DW_LANG_*`), DWARF 5's and LLVM's.
const LANGUAGES: &[(u32, &str)] = &[
    (0x01, "DW_LANG_C89"),
    (0x02, "DW_LANG_C"),
    (0x03, "DW_LANG_Ada83"),
    (0x04, "DW_LANG_C_plus_plus"),
    (0x05, "DW_LANG_Cobol74"),
    (0x06, "DW_LANG_Cobol85"),
    (0x07, "DW_LANG_Fortran77"),
    (0x08, "DW_LANG_Fortran90"),
    (0x09, "DW_LANG_Pascal83"),
    (0x0a, "DW_LANG_Modula2"),
    (0x0b, "DW_LANG_Java"),
    (0x0c, "DW_LANG_C99"),
    (0x0d, "DW_LANG_Ada95"),
    (0x0e, "DW_LANG_Fortran95"),
    (0x0f, "DW_LANG_PLI"),
    (0x10, "DW_LANG_ObjC"),
    (0x11, "DW_LANG_ObjC_plus_plus"),
    (0x12, "DW_LANG_UPC"),
    (0x13, "DW_LANG_D"),
    (0x14, "DW_LANG_Python"),
    (0x15, "DW_LANG_OpenCL"),
    (0x16, "DW_LANG_Go"),
    (0x17, "DW_LANG_Modula3"),
    (0x18, "DW_LANG_Haskell"),
    (0x19, "DW_LANG_C_plus_plus_03"),
    (0x1a, "DW_LANG_C_plus_plus_11"),
    (0x1b, "DW_LANG_OCaml"),
    (0x1c, "DW_LANG_Rust"),
    (0x1d, "DW_LANG_C11"),
    (0x1e, "DW_LANG_Swift"),
    (0x1f, "DW_LANG_Julia"),
    (0x20, "DW_LANG_Dylan"),
    (0x21, "DW_LANG_C_plus_plus_14"),
    (0x22, "DW_LANG_Fortran03"),
    (0x23, "DW_LANG_Fortran08"),
    (0x24, "DW_LANG_RenderScript"),
    (0x25, "DW_LANG_BLISS"),
    (0x26, "DW_LANG_Kotlin"),
    (0x27, "DW_LANG_Zig"),
    (0x28, "DW_LANG_Crystal"),
    (0x2a, "DW_LANG_C_plus_plus_17"),
    (0x2b, "DW_LANG_C_plus_plus_20"),
    (0x2c, "DW_LANG_C17"),
    (0x2d, "DW_LANG_Fortran18"),
    (0x2e, "DW_LANG_Ada2005"),
    (0x2f, "DW_LANG_Ada2012"),
    (0x30, "DW_LANG_HIP"),
    (0x31, "DW_LANG_Assembly"),
    (0x32, "DW_LANG_C_sharp"),
    (0x33, "DW_LANG_Mojo"),
    (0x8001, "DW_LANG_Mips_Assembler"),
    (0x8e57, "DW_LANG_GOOGLE_RenderScript"),
    (0xb000, "DW_LANG_BORLAND_Delphi"),
];

/// DWARF calling conventions (`DW_CC_*`), DWARF 5's and LLVM's.
const CALLING_CONVENTIONS: &[(u32, &str)] = &[
    (0x01, "DW_CC_normal"),
    (0x02, "DW_CC_program"),
    (0x03, "DW_CC_nocall"),
    (0x04, "DW_CC_pass_by_reference"),
    (0x05, "DW_CC_pass_by_value"),
    (0x40, "DW_CC_GNU_renesas_sh"),
    (0x41, "DW_CC_GNU_borland_fastcall_i386"),
    (0xb0, "DW_CC_BORLAND_safecall"),
    (0xb1, "DW_CC_BORLAND_stdcall"),
    (0xb2, "DW_CC_BORLAND_pascal"),
    (0xb3, "DW_CC_BORLAND_msfastcall"),
    (0xb4, "DW_CC_BORLAND_msreturn"),
    (0xb5, "DW_CC_BORLAND_thiscall"),
    (0xb6, "DW_CC_BORLAND_fastcall"),
    (0xc0, "DW_CC_LLVM_vectorcall"),
    (0xc1, "DW_CC_LLVM_Win64"),
    (0xc2, "DW_CC_LLVM_X86_64SysV"),
    (0xc3, "DW_CC_LLVM_AAPCS"),
    (0xc4, "DW_CC_LLVM_AAPCS_VFP"),
    (0xc5, "DW_CC_LLVM_IntelOclBicc"),
    (0xc6, "DW_CC_LLVM_SpirFunction"),
    (0xc7, "DW_CC_LLVM_OpenCLKernel"),
    (0xc8, "DW_CC_LLVM_Swift"),
    (0xc9, "DW_CC_LLVM_PreserveMost"),
    (0xca, "DW_CC_LLVM_PreserveAll"),
    (0xcb, "DW_CC_LLVM_X86RegCall"),
    (0xcc, "DW_CC_LLVM_M68kRTD"),
    (0xcd, "DW_CC_LLVM_PreserveNone"),
    (0xce, "DW_CC_LLVM_RISCVVectorCall"),
    (0xff, "DW_CC_GDB_IBM_OpenCL"),
];

/// The name of a DWARF constant, or `""` for a value without one (as LLVM's `TagString`).
fn name_of(table: &[(u32, &'static str)], value: u32) -> &'static str {
    table
        .iter()
        .find(|(v, _)| *v == value)
        .map_or("", |(_, name)| name)
}

/// Reads a DWARF constant by its name; `what` names the constant in MLIR's message.
fn parse_dwarf(p: &mut AsmParser<'_, '_>, table: &[(u32, &str)], what: &str) -> ParseResult<u32> {
    let at = p.current_offset();
    let name = p.parse_keyword_any()?;
    match table.iter().find(|(_, n)| *n == name) {
        Some((value, _)) => Ok(*value),
        None => Err(p.error_at(
            at,
            format!("invalid debug info debug info {what} name: {name}"),
        )),
    }
}

/// Reads a `DW_TAG_*` name.
pub fn parse_tag(p: &mut AsmParser<'_, '_>) -> ParseResult<u32> {
    parse_dwarf(p, TAGS, "tag")
}

/// Writes a `DW_TAG_*` name.
pub fn print_tag(p: &mut DialectAsmPrinter<'_, '_>, value: &u32) {
    p.write_str(name_of(TAGS, *value));
}

/// Reads a `DW_ATE_*` name.
pub fn parse_encoding(p: &mut AsmParser<'_, '_>) -> ParseResult<u32> {
    parse_dwarf(p, ENCODINGS, "encoding")
}

/// Writes a `DW_ATE_*` name.
pub fn print_encoding(p: &mut DialectAsmPrinter<'_, '_>, value: &u32) {
    p.write_str(name_of(ENCODINGS, *value));
}

/// Reads a `DW_LANG_*` name.
pub fn parse_language(p: &mut AsmParser<'_, '_>) -> ParseResult<u32> {
    parse_dwarf(p, LANGUAGES, "language")
}

/// Writes a `DW_LANG_*` name.
pub fn print_language(p: &mut DialectAsmPrinter<'_, '_>, value: &u32) {
    p.write_str(name_of(LANGUAGES, *value));
}

/// Reads a `DW_CC_*` name.
pub fn parse_calling_convention(p: &mut AsmParser<'_, '_>) -> ParseResult<u32> {
    parse_dwarf(p, CALLING_CONVENTIONS, "calling convention")
}

/// Writes a `DW_CC_*` name.
pub fn print_calling_convention(p: &mut DialectAsmPrinter<'_, '_>, value: &u32) {
    p.write_str(name_of(CALLING_CONVENTIONS, *value));
}

/// Reads subprogram flags: a keyword, or a string of flags joined by `|` (MLIR's bit enum
/// parameter, which reads a keyword or a string).
pub fn parse_subprogram_flags(p: &mut AsmParser<'_, '_>) -> ParseResult<u32> {
    let at = p.current_offset();
    let text = match p.parse_optional_string()? {
        Some(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
        None => p.parse_keyword_any()?.to_owned(),
    };
    let flags = text
        .parse::<DISubprogramFlags>()
        .ok()
        .filter(|flags| !flags.is_empty());
    match flags {
        Some(flags) => Ok(flags.value()),
        None => Err(p.error_at(
            at,
            format!("invalid LLVM DISubprogram flags specification: {text}"),
        )),
    }
}

/// Writes subprogram flags joined by `|`, quoted when there are several (MLIR prints a
/// keyword or a string).
pub fn print_subprogram_flags(p: &mut DialectAsmPrinter<'_, '_>, value: &u32) {
    let text = DISubprogramFlags::from_value(*value).map_or_else(String::new, |f| f.to_string());
    p.print_keyword_or_string(&text);
}

/// Writes an attribute-valued parameter in full: its alias when it has one. (MLIR prints a
/// parameter of a concrete class, such as `file`, stripped of `#llvm.di_file` when it has no
/// alias, which only `-mlir-print-local-scope` shows.)
pub fn print_attr(p: &mut DialectAsmPrinter<'_, '_>, attr: &Attribute) {
    p.print_attribute(*attr);
}

/// Reads an attribute and checks it with `is_kind`, with MLIR's message for a parameter of
/// another kind.
fn parse_kind(
    p: &mut AsmParser<'_, '_>,
    is_kind: fn(&Context, Attribute) -> bool,
) -> ParseResult<Attribute> {
    let at = p.current_offset();
    let attr = p.parse_attribute()?;
    if is_kind(p.context(), attr) {
        Ok(attr)
    } else {
        Err(p.error_at(at, "invalid kind of attribute specified"))
    }
}

/// Whether `attr` is a debug info scope (MLIR's `DIScopeAttr`).
pub fn is_scope(ctx: &Context, attr: Attribute) -> bool {
    attr.isa::<DIFileAttr>(ctx)
        || attr.isa::<DICompileUnitAttr>(ctx)
        || attr.isa::<DISubprogramAttr>(ctx)
        || attr.isa::<DILexicalBlockAttr>(ctx)
}

/// Whether `attr` is a debug info type (MLIR's `DITypeAttr`).
pub fn is_type(ctx: &Context, attr: Attribute) -> bool {
    attr.isa::<DINullTypeAttr>(ctx)
        || attr.isa::<DIBasicTypeAttr>(ctx)
        || attr.isa::<DISubroutineTypeAttr>(ctx)
}

/// Reads a `distinct[..]<..>` attribute.
pub fn parse_distinct(p: &mut AsmParser<'_, '_>) -> ParseResult<Attribute> {
    parse_kind(p, |ctx, attr| attr.isa::<DistinctAttr>(ctx))
}

/// Reads a `#llvm.di_file`.
pub fn parse_file(p: &mut AsmParser<'_, '_>) -> ParseResult<Attribute> {
    parse_kind(p, |ctx, attr| attr.isa::<DIFileAttr>(ctx))
}

/// Reads a `#llvm.di_compile_unit`.
pub fn parse_compile_unit(p: &mut AsmParser<'_, '_>) -> ParseResult<Attribute> {
    parse_kind(p, |ctx, attr| attr.isa::<DICompileUnitAttr>(ctx))
}

/// Reads a `#llvm.di_subroutine_type`.
pub fn parse_subroutine_type(p: &mut AsmParser<'_, '_>) -> ParseResult<Attribute> {
    parse_kind(p, |ctx, attr| attr.isa::<DISubroutineTypeAttr>(ctx))
}

/// Reads a debug info scope.
pub fn parse_scope(p: &mut AsmParser<'_, '_>) -> ParseResult<Attribute> {
    parse_kind(p, is_scope)
}

/// Reads a debug info type.
pub fn parse_type(p: &mut AsmParser<'_, '_>) -> ParseResult<Attribute> {
    parse_kind(p, is_type)
}

/// Reads the types of a `#llvm.di_subroutine_type`: debug info types separated by commas.
pub fn parse_types(p: &mut AsmParser<'_, '_>) -> ParseResult<Vec<Attribute>> {
    let mut types = vec![parse_type(p)?];
    while p.parse_optional_comma() {
        types.push(parse_type(p)?);
    }
    Ok(types)
}

/// Writes the types of a `#llvm.di_subroutine_type`, separated by commas.
pub fn print_types(p: &mut DialectAsmPrinter<'_, '_>, types: &[Attribute]) {
    for (i, &ty) in types.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_attribute(ty);
    }
}

/// The `OpAsmDialectInterface` of the dialect: debug info attributes are printed through
/// aliases named after their mnemonic (`#di_file`, `#di_subprogram1`), as MLIR's.
pub struct LlvmAsmAliases;

impl OpAsmDialectInterface for LlvmAsmAliases {
    fn attr_alias(&self, ctx: &Context, attr: Attribute) -> AliasResult {
        let mnemonic = if attr.isa::<DINullTypeAttr>(ctx) {
            "di_null_type"
        } else if attr.isa::<DIFileAttr>(ctx) {
            "di_file"
        } else if attr.isa::<DIBasicTypeAttr>(ctx) {
            "di_basic_type"
        } else if attr.isa::<DICompileUnitAttr>(ctx) {
            "di_compile_unit"
        } else if attr.isa::<DISubroutineTypeAttr>(ctx) {
            "di_subroutine_type"
        } else if attr.isa::<DISubprogramAttr>(ctx) {
            "di_subprogram"
        } else if attr.isa::<DILexicalBlockAttr>(ctx) {
            "di_lexical_block"
        } else if attr.isa::<DILocalVariableAttr>(ctx) {
            "di_local_variable"
        } else {
            return AliasResult::NoAlias;
        };
        AliasResult::Overridable(mnemonic.to_owned())
    }
}
