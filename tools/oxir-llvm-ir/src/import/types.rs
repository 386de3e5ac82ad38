//! LLVM types spelled as the `llvm` dialect's types (MLIR's `TypeFromLLVM.cpp`): builtin
//! integers, floats and vectors, `!llvm.ptr`, `!llvm.void`, `!llvm.array` and literal and
//! identified `!llvm.struct`s.

use super::text::{LlType, Reader};
use inkwell::module::Module;
use inkwell::types::BasicType;
use std::collections::HashMap;

/// The body of an identified struct.
#[derive(Clone)]
enum StructBody {
    Opaque,
    Fields { packed: bool, fields: Vec<LlType> },
}

/// Spells types, reading the bodies of identified structs from the module once.
pub(crate) struct TypeSpeller<'m, 'ctx> {
    module: &'m Module<'ctx>,
    bodies: HashMap<String, StructBody>,
    /// Spellings of types by their LLVM text, the importer asks for the same few many times.
    cache: HashMap<String, String>,
}

/// A string in MLIR's syntax: printable ASCII as is, the rest and `"` `\` as `\XX`.
pub(crate) fn mlir_string(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len() + 2);
    out.push('"');
    for &b in bytes {
        if (0x20..0x7F).contains(&b) && b != b'"' && b != b'\\' {
            out.push(b as char);
        } else {
            out.push_str(&format!("\\{b:02X}"));
        }
    }
    out.push('"');
    out
}

impl<'m, 'ctx> TypeSpeller<'m, 'ctx> {
    /// A speller for the types of `module`.
    pub(crate) fn new(module: &'m Module<'ctx>) -> Self {
        TypeSpeller {
            module,
            bodies: HashMap::new(),
            cache: HashMap::new(),
        }
    }

    /// The spelling of a type LLVM printed as `text`.
    pub(crate) fn of_text(&mut self, text: &str) -> Result<String, String> {
        if let Some(spelled) = self.cache.get(text) {
            return Ok(spelled.clone());
        }
        let ty = Self::parse(text)?;
        let spelled = self.spell(&ty)?;
        self.cache.insert(text.to_string(), spelled.clone());
        Ok(spelled)
    }

    /// The parsed form of a type LLVM printed as `text`.
    pub(crate) fn parse(text: &str) -> Result<LlType, String> {
        let text = named_only(text);
        let mut reader = Reader::new(text);
        let ty = reader.ty()?;
        if !reader.at_end() {
            return Err(format!("unsupported type `{text}`"));
        }
        Ok(ty)
    }

    /// The spelling of `ty`.
    pub(crate) fn spell(&mut self, ty: &LlType) -> Result<String, String> {
        self.spell_in(ty, &mut Vec::new())
    }

    /// The fields of `ty` when it is a struct (literal or identified).
    pub(crate) fn struct_fields(&mut self, ty: &LlType) -> Result<Option<Vec<LlType>>, String> {
        match ty {
            LlType::Struct { fields, .. } => Ok(Some(fields.clone())),
            LlType::Named(name) => match self.body(name)? {
                StructBody::Fields { fields, .. } => Ok(Some(fields)),
                StructBody::Opaque => Ok(Some(Vec::new())),
            },
            _ => Ok(None),
        }
    }

    fn body(&mut self, name: &str) -> Result<StructBody, String> {
        if let Some(body) = self.bodies.get(name) {
            return Ok(body.clone());
        }
        let st = self
            .module
            .get_struct_type(name)
            .ok_or_else(|| format!("unknown struct type `%{name}`"))?;
        let body = if st.is_opaque() {
            StructBody::Opaque
        } else {
            let fields = st
                .get_field_types()
                .iter()
                .map(|f| Self::parse(&f.print_to_string().to_string()))
                .collect::<Result<Vec<_>, _>>()?;
            StructBody::Fields {
                packed: st.is_packed(),
                fields,
            }
        };
        self.bodies.insert(name.to_string(), body.clone());
        Ok(body)
    }

    fn list(&mut self, fields: &[LlType], stack: &mut Vec<String>) -> Result<String, String> {
        let spelled = fields
            .iter()
            .map(|f| self.spell_in(f, stack))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(spelled.join(", "))
    }

    fn spell_in(&mut self, ty: &LlType, stack: &mut Vec<String>) -> Result<String, String> {
        Ok(match ty {
            LlType::Void => "!llvm.void".into(),
            LlType::Int(width) => format!("i{width}"),
            LlType::Float(kind) => match *kind {
                "half" => "f16",
                "bfloat" => "bf16",
                "float" => "f32",
                "double" => "f64",
                "fp128" => "f128",
                "x86_fp80" => "f80",
                _ => "!llvm.ppc_fp128",
            }
            .into(),
            LlType::Ptr(0) => "!llvm.ptr".into(),
            LlType::Ptr(space) => format!("!llvm.ptr<{space}>"),
            LlType::Array(len, elem) => {
                format!("!llvm.array<{len} x {}>", self.spell_in(elem, stack)?)
            }
            LlType::Vector {
                len,
                scalable,
                elem,
            } => {
                let elem = self.spell_in(elem, stack)?;
                if *scalable {
                    format!("vector<[{len}]x{elem}>")
                } else {
                    format!("vector<{len}x{elem}>")
                }
            }
            LlType::Struct { packed, fields } => {
                let packed = if *packed { "packed " } else { "" };
                format!("!llvm.struct<{packed}({})>", self.list(fields, stack)?)
            }
            LlType::Named(name) => {
                let quoted = mlir_string(name.as_bytes());
                if stack.contains(name) {
                    return Ok(format!("!llvm.struct<{quoted}>"));
                }
                match self.body(name)? {
                    StructBody::Opaque => format!("!llvm.struct<{quoted}, opaque>"),
                    StructBody::Fields { packed, fields } => {
                        stack.push(name.clone());
                        let list = self.list(&fields, stack);
                        stack.pop();
                        let packed = if packed { "packed " } else { "" };
                        format!("!llvm.struct<{quoted}, {packed}({})>", list?)
                    }
                }
            }
        })
    }
}

/// An identified struct prints as its definition (`%name = type {...}`): the name alone.
fn named_only(text: &str) -> &str {
    match text.split_once(" = type ") {
        Some((name, _)) if text.starts_with('%') => name,
        _ => text,
    }
}

/// The LLVM text of a type of the inkwell API.
pub(crate) fn type_text<'ctx>(ty: impl BasicType<'ctx>) -> String {
    ty.as_basic_type_enum().print_to_string().to_string()
}
