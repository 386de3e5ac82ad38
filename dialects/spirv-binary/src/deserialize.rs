//! A SPIR-V binary to a `spirv.module` (MLIR's `spirv::deserialize`): rspirv reads the words
//! into its data representation, and this module writes the module's IR in the generic form,
//! which the caller parses and verifies. As MLIR's deserializer does, each use of a constant
//! or a global variable in a function gets its own `spirv.Constant` or
//! `spirv.mlir.addressof` right before the op using it.
//!
//! A malformed binary is an error naming the word offset (rspirv's byte offset / 4); an
//! instruction it reads but this module does not know is an error naming its opcode. Merge
//! instructions become `spirv.mlir.selection` / `spirv.mlir.loop` again for the layout the
//! serializer writes (the region's blocks between the header and the merge block).

use std::collections::HashMap;
use std::fmt::Write as _;

use rspirv::dr::{self, Instruction, Operand};
use rspirv::spirv::{Decoration, Op, Word};

/// Why a binary could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeserializeError {
    /// The word the problem is at, when known.
    pub word: Option<usize>,
    /// What is wrong.
    pub message: String,
}

impl std::fmt::Display for DeserializeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.word {
            Some(word) => write!(f, "at word {word}: {}", self.message),
            None => f.write_str(&self.message),
        }
    }
}

fn error(message: impl Into<String>) -> DeserializeError {
    DeserializeError {
        word: None,
        message: message.into(),
    }
}

/// The words of a binary given as bytes (little-endian, as SPIR-V files are written).
pub fn words(bytes: &[u8]) -> Result<Vec<u32>, DeserializeError> {
    if !bytes.len().is_multiple_of(4) {
        return Err(DeserializeError {
            word: Some(bytes.len() / 4),
            message: format!(
                "SPIR-V binary size {} is not a multiple of 4 bytes",
                bytes.len()
            ),
        });
    }
    Ok(bytes
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect())
}

/// The generic-form IR of the `spirv.module` the binary `words` encode.
pub fn deserialize(words: &[u32]) -> Result<String, DeserializeError> {
    if words.len() < 5 {
        return Err(DeserializeError {
            word: Some(words.len()),
            message: "SPIR-V binary module must have a 5-word header".into(),
        });
    }
    if words[0] != rspirv::spirv::MAGIC_NUMBER {
        return Err(DeserializeError {
            word: Some(0),
            message: "incorrect magic number".into(),
        });
    }
    check_framing(words)?;
    let module = rspirv::dr::load_words(words).map_err(parse_error)?;
    if module.memory_model.is_none() {
        return Err(DeserializeError {
            word: Some(words.len()),
            message: "missing OpMemoryModel".into(),
        });
    }
    Reader::new(&module)?.module()
}

/// Checks that every instruction's word count is at least 1 and ends within the binary
/// (rspirv reads an instruction's operands up to its word count without checking that).
fn check_framing(words: &[u32]) -> Result<(), DeserializeError> {
    let mut at = 5;
    while at < words.len() {
        let count = (words[at] >> 16) as usize;
        let opcode = words[at] & 0xffff;
        if count == 0 {
            return Err(DeserializeError {
                word: Some(at),
                message: format!("instruction (opcode {opcode}) has a word count of 0"),
            });
        }
        // rspirv panics on some operands nested in OpSpecConstantOp, which the reader does
        // not support anyway: refuse it before rspirv sees it.
        if opcode == rspirv::spirv::Op::SpecConstantOp as u32 {
            return Err(DeserializeError {
                word: Some(at),
                message: "OpSpecConstantOp is not supported".into(),
            });
        }
        if at + count > words.len() {
            return Err(DeserializeError {
                word: Some(at),
                message: format!(
                    "instruction (opcode {opcode}) has {count} words, past the end of the binary ({} words)",
                    words.len()
                ),
            });
        }
        at += count;
    }
    Ok(())
}

/// rspirv's error, its byte offset made a word offset.
fn parse_error(state: rspirv::binary::ParseState) -> DeserializeError {
    use rspirv::binary::ParseState as S;
    let word = match &state {
        S::WordCountZero(at, _)
        | S::OpcodeUnknown(at, _, _)
        | S::OperandExpected(at, _)
        | S::OperandExceeded(at, _)
        | S::TypeUnsupported(at, _)
        | S::SpecConstantOpIntegerIncorrect(at, _) => Some(at / 4),
        S::OperandError(e) | S::HeaderIncomplete(e) => decode_offset(e),
        S::HeaderIncorrect | S::EndiannessUnsupported => Some(0),
        _ => None,
    };
    DeserializeError {
        word,
        message: state.to_string(),
    }
}

/// The word offset of a decoding error.
fn decode_offset(e: &rspirv::binary::DecodeError) -> Option<usize> {
    use rspirv::binary::DecodeError as D;
    match e {
        D::StreamExpected(at) | D::LimitReached(at) => Some(at / 4),
        _ => None,
    }
}

/// What an id names.
#[derive(Clone)]
enum Def {
    /// A type, as IR text.
    Type(String),
    /// A constant: its attribute text and type text.
    Constant(String, String),
    /// A global variable or specialization constant: its symbol and, for variables, the
    /// pointer type.
    Global(String, Option<String>),
    /// A function: its symbol.
    Function(String),
    /// The GLSL.std.450 instruction set.
    Glsl,
}

struct Reader<'m> {
    module: &'m dr::Module,
    defs: HashMap<Word, Def>,
    names: HashMap<Word, String>,
    decorations: HashMap<Word, Vec<(Decoration, Vec<Operand>)>>,
    members: HashMap<Word, Vec<(u32, Decoration, Vec<Operand>)>>,
    constant_values: HashMap<Word, u64>,
}

/// The id of operand `i`.
fn id_at(i: &Instruction, index: usize) -> Result<Word, DeserializeError> {
    match i.operands.get(index) {
        Some(Operand::IdRef(id))
        | Some(Operand::IdScope(id))
        | Some(Operand::IdMemorySemantics(id)) => Ok(*id),
        _ => Err(error(format!(
            "{:?}: expected an id operand #{index}",
            i.class.opcode
        ))),
    }
}

/// The 32-bit literal of operand `i`.
fn literal_at(i: &Instruction, index: usize) -> Result<u32, DeserializeError> {
    match i.operands.get(index) {
        Some(Operand::LiteralBit32(v)) | Some(Operand::LiteralExtInstInteger(v)) => Ok(*v),
        _ => Err(error(format!(
            "{:?}: expected a literal operand #{index}",
            i.class.opcode
        ))),
    }
}

fn result_id(i: &Instruction) -> Result<Word, DeserializeError> {
    i.result_id
        .ok_or_else(|| error(format!("{:?}: expected a result id", i.class.opcode)))
}

fn result_type(i: &Instruction) -> Result<Word, DeserializeError> {
    i.result_type
        .ok_or_else(|| error(format!("{:?}: expected a result type", i.class.opcode)))
}

impl<'m> Reader<'m> {
    fn new(module: &'m dr::Module) -> Result<Self, DeserializeError> {
        let mut r = Reader {
            module,
            defs: HashMap::new(),
            names: HashMap::new(),
            decorations: HashMap::new(),
            members: HashMap::new(),
            constant_values: HashMap::new(),
        };
        for i in &module.debug_names {
            if let (Some(Operand::IdRef(id)), Some(Operand::LiteralString(name))) =
                (i.operands.first(), i.operands.get(1))
                && i.class.opcode == Op::Name
            {
                r.names.insert(*id, name.clone());
            }
        }
        for i in &module.annotations {
            match (i.class.opcode, &i.operands[..]) {
                (Op::Decorate, [Operand::IdRef(id), Operand::Decoration(d), rest @ ..]) => {
                    r.decorations
                        .entry(*id)
                        .or_default()
                        .push((*d, rest.to_vec()));
                }
                (
                    Op::MemberDecorate,
                    [
                        Operand::IdRef(id),
                        Operand::LiteralBit32(m),
                        Operand::Decoration(d),
                        rest @ ..,
                    ],
                ) => {
                    r.members
                        .entry(*id)
                        .or_default()
                        .push((*m, *d, rest.to_vec()));
                }
                _ => {}
            }
        }
        for i in &module.ext_inst_imports {
            if let Some(Operand::LiteralString(set)) = i.operands.first()
                && set == "GLSL.std.450"
            {
                r.defs.insert(result_id(i)?, Def::Glsl);
            }
        }
        for f in &module.functions {
            let def = f
                .def
                .as_ref()
                .ok_or_else(|| error("function without OpFunction"))?;
            let id = result_id(def)?;
            let name = r
                .names
                .get(&id)
                .cloned()
                .unwrap_or_else(|| format!("spirv_fn_{id}"));
            r.defs.insert(id, Def::Function(name));
        }
        Ok(r)
    }

    fn type_text(&self, id: Word) -> Result<String, DeserializeError> {
        match self.defs.get(&id) {
            Some(Def::Type(t)) => Ok(t.clone()),
            _ => Err(error(format!("id {id} is not a type"))),
        }
    }

    fn decoration(&self, id: Word, d: Decoration) -> Option<&[Operand]> {
        self.decorations
            .get(&id)?
            .iter()
            .find(|(x, _)| *x == d)
            .map(|(_, rest)| rest.as_slice())
    }

    fn literal_decoration(&self, id: Word, d: Decoration) -> Option<u32> {
        match self.decoration(id, d)?.first() {
            Some(Operand::LiteralBit32(v)) => Some(*v),
            _ => None,
        }
    }

    /// The text of a type instruction.
    fn type_of(&self, i: &Instruction) -> Result<Option<String>, DeserializeError> {
        let id = result_id(i)?;
        let stride = |s: &Self| {
            s.literal_decoration(id, Decoration::ArrayStride)
                .map_or(String::new(), |k| format!(", stride={k}"))
        };
        Ok(Some(match i.class.opcode {
            Op::TypeVoid => "()".into(),
            Op::TypeBool => "i1".into(),
            Op::TypeInt => {
                let (w, s) = (literal_at(i, 0)?, literal_at(i, 1)?);
                if s == 1 {
                    format!("si{w}")
                } else {
                    format!("i{w}")
                }
            }
            Op::TypeFloat => format!("f{}", literal_at(i, 0)?),
            Op::TypeVector => format!(
                "vector<{}x{}>",
                literal_at(i, 1)?,
                self.type_text(id_at(i, 0)?)?
            ),
            Op::TypePointer => {
                let class = match i.operands.first() {
                    Some(Operand::StorageClass(c)) => *c,
                    _ => return Err(error("OpTypePointer: expected a storage class")),
                };
                let class = oxir_spirv::StorageClass::from_value(class as u32)
                    .ok_or_else(|| error("OpTypePointer: unknown storage class"))?;
                format!("!spirv.ptr<{}, {class}>", self.type_text(id_at(i, 1)?)?)
            }
            Op::TypeArray => {
                let length = id_at(i, 1)?;
                let n = self
                    .constant_values
                    .get(&length)
                    .ok_or_else(|| error("OpTypeArray: length is not a constant"))?;
                format!(
                    "!spirv.array<{n} x {}{}>",
                    self.type_text(id_at(i, 0)?)?,
                    stride(self)
                )
            }
            Op::TypeRuntimeArray => format!(
                "!spirv.rtarray<{}{}>",
                self.type_text(id_at(i, 0)?)?,
                stride(self)
            ),
            Op::TypeMatrix => format!(
                "!spirv.matrix<{} x {}>",
                literal_at(i, 1)?,
                self.type_text(id_at(i, 0)?)?
            ),
            Op::TypeStruct => self.struct_text(i)?,
            Op::TypeFunction => {
                let result = self.type_text(id_at(i, 0)?)?;
                let params: Vec<String> = (1..i.operands.len())
                    .map(|k| self.type_text(id_at(i, k)?))
                    .collect::<Result<_, _>>()?;
                format!("({}) -> {result}", params.join(", "))
            }
            _ => return Ok(None),
        }))
    }

    /// `!spirv.struct<...>` with its member offsets and decorations.
    fn struct_text(&self, i: &Instruction) -> Result<String, DeserializeError> {
        let id = result_id(i)?;
        let decorations = self.members.get(&id).cloned().unwrap_or_default();
        let mut members = Vec::new();
        for k in 0..i.operands.len() {
            let mut text = self.type_text(id_at(i, k)?)?;
            let mut parts = Vec::new();
            let mine: Vec<_> = decorations
                .iter()
                .filter(|(m, _, _)| *m as usize == k)
                .collect();
            if let Some((_, _, rest)) = mine.iter().find(|(_, d, _)| *d == Decoration::Offset)
                && let Some(Operand::LiteralBit32(offset)) = rest.first()
            {
                parts.push(offset.to_string());
            }
            let mut others: Vec<(u32, String)> = Vec::new();
            for (_, d, rest) in mine.iter().filter(|(_, d, _)| *d != Decoration::Offset) {
                let name = oxir_spirv::Decoration::from_value(*d as u32)
                    .map_or_else(|| format!("{d:?}"), |d| d.to_string());
                let text = match rest.first() {
                    Some(Operand::LiteralBit32(v)) => format!("{name}={v}"),
                    _ => name,
                };
                others.push((*d as u32, text));
            }
            others.sort();
            parts.extend(others.into_iter().map(|(_, t)| t));
            if !parts.is_empty() {
                write!(text, " [{}]", parts.join(", ")).ok();
            }
            members.push(text);
        }
        let body = format!("({})", members.join(", "));
        Ok(match self.names.get(&id) {
            Some(name) => format!("!spirv.struct<{name}, {body}>"),
            None => format!("!spirv.struct<{body}>"),
        })
    }

    /// The attribute text of a scalar constant.
    fn constant_text(
        &mut self,
        i: &Instruction,
    ) -> Result<Option<(String, String)>, DeserializeError> {
        let ty_id = result_type(i)?;
        let ty = self.type_text(ty_id)?;
        let value = match i.class.opcode {
            Op::ConstantTrue | Op::SpecConstantTrue => "true".to_string(),
            Op::ConstantFalse | Op::SpecConstantFalse => "false".to_string(),
            Op::Constant | Op::SpecConstant => {
                let raw = match i.operands.first() {
                    Some(Operand::LiteralBit32(v)) => u64::from(*v),
                    Some(Operand::LiteralBit64(v)) => *v,
                    _ => return Err(error("OpConstant: expected a literal")),
                };
                self.constant_values.insert(result_id(i)?, raw);
                if let Some(width) = ty.strip_prefix('f') {
                    let digits = width.parse::<usize>().unwrap_or(32) / 4;
                    format!("0x{raw:0digits$X} : {ty}")
                } else {
                    let width = ty
                        .trim_start_matches(|c: char| !c.is_ascii_digit())
                        .parse::<u32>()
                        .unwrap_or(32);
                    // Signless and signed integers read as signed values, as MLIR prints them.
                    let value = if ty.starts_with('i') || ty.starts_with("si") {
                        let shift = 64 - width.min(64);
                        (((raw << shift) as i64) >> shift).to_string()
                    } else {
                        raw.to_string()
                    };
                    format!("{value} : {ty}")
                }
            }
            _ => return Ok(None),
        };
        Ok(Some((value, ty)))
    }

    /// The whole module.
    fn module(mut self) -> Result<String, DeserializeError> {
        let mut out = String::new();
        let memory = self
            .module
            .memory_model
            .as_ref()
            .ok_or_else(|| error("missing OpMemoryModel"))?;
        let (addressing, model) = match &memory.operands[..] {
            [Operand::AddressingModel(a), Operand::MemoryModel(m)] => (*a as u32, *m as u32),
            _ => {
                return Err(error(
                    "OpMemoryModel: expected the addressing and memory models",
                ));
            }
        };
        let addressing = oxir_spirv::AddressingModel::from_value(addressing)
            .ok_or_else(|| error("unknown addressing model"))?;
        let model = oxir_spirv::MemoryModel::from_value(model)
            .ok_or_else(|| error("unknown memory model"))?;
        let version = self.module.header.as_ref().map_or((1, 0), |h| h.version());
        let mut caps = Vec::new();
        for i in &self.module.capabilities {
            if let Some(Operand::Capability(c)) = i.operands.first() {
                let c = oxir_spirv::Capability::from_value(*c as u32)
                    .ok_or_else(|| error("unknown capability"))?;
                caps.push(c.to_string());
            }
        }
        let mut exts = Vec::new();
        for i in &self.module.extensions {
            if let Some(Operand::LiteralString(e)) = i.operands.first() {
                exts.push(e.clone());
            }
        }
        writeln!(
            out,
            "\"spirv.module\"() <{{addressing_model = #spirv.addressing_model<{addressing}>, memory_model = #spirv.memory_model<{model}>, vce_triple = #spirv.vce<v{}.{}, [{}], [{}]>}}> ({{",
            version.0,
            version.1,
            caps.join(", "),
            exts.join(", ")
        )
        .ok();
        for i in &self.module.types_global_values {
            let id = result_id(i)?;
            if let Some(ty) = self.type_of(i)? {
                self.defs.insert(id, Def::Type(ty));
                continue;
            }
            if matches!(
                i.class.opcode,
                Op::SpecConstant | Op::SpecConstantTrue | Op::SpecConstantFalse
            ) {
                let (value, _) = self
                    .constant_text(i)?
                    .ok_or_else(|| error("bad specialization constant"))?;
                let name = self
                    .names
                    .get(&id)
                    .cloned()
                    .unwrap_or_else(|| format!("spirv_spec_const_{id}"));
                let spec = self
                    .literal_decoration(id, Decoration::SpecId)
                    .map_or(String::new(), |s| format!(" {{spec_id = {s} : i64}}"));
                writeln!(out, "\"spirv.SpecConstant\"() <{{default_value = {value}, sym_name = \"{name}\"}}>{spec} : () -> ()").ok();
                self.defs.insert(id, Def::Global(name, None));
                continue;
            }
            if let Some((value, ty)) = self.constant_text(i)? {
                self.defs.insert(id, Def::Constant(value, ty));
                continue;
            }
            if i.class.opcode == Op::Variable {
                let ty = self.type_text(result_type(i)?)?;
                let name = self
                    .names
                    .get(&id)
                    .cloned()
                    .unwrap_or_else(|| format!("spirv_var_{id}"));
                let mut props = Vec::new();
                if let Some(b) = self.literal_decoration(id, Decoration::Binding) {
                    props.push(format!("binding = {b} : i32"));
                }
                if let Some(s) = self.literal_decoration(id, Decoration::DescriptorSet) {
                    props.push(format!("descriptor_set = {s} : i32"));
                }
                if let Some(Operand::IdRef(init)) = i.operands.get(1) {
                    match self.defs.get(init) {
                        Some(Def::Global(n, _)) => props.push(format!("initializer = @{n}")),
                        _ => return Err(error("OpVariable: unsupported initializer")),
                    }
                }
                if let Some(l) = self.literal_decoration(id, Decoration::Location) {
                    props.push(format!("location = {l} : i32"));
                }
                props.push(format!("sym_name = \"{name}\""));
                props.push(format!("type = {ty}"));
                let builtin = match self
                    .decoration(id, Decoration::BuiltIn)
                    .and_then(|r| r.first())
                {
                    Some(Operand::BuiltIn(b)) => {
                        let b = oxir_spirv::BuiltIn::from_value(*b as u32)
                            .ok_or_else(|| error("unknown built-in"))?;
                        format!(" {{built_in = \"{b}\"}}")
                    }
                    _ => String::new(),
                };
                writeln!(
                    out,
                    "\"spirv.GlobalVariable\"() <{{{}}}>{builtin} : () -> ()",
                    props.join(", ")
                )
                .ok();
                self.defs.insert(id, Def::Global(name, Some(ty)));
                continue;
            }
            return Err(error(format!(
                "unsupported instruction {:?} in the module",
                i.class.opcode
            )));
        }
        for f in &self.module.functions {
            self.function(f, &mut out)?;
        }
        for i in &self.module.entry_points {
            let model = match i.operands.first() {
                Some(Operand::ExecutionModel(m)) => {
                    oxir_spirv::ExecutionModel::from_value(*m as u32)
                }
                _ => None,
            }
            .ok_or_else(|| error("OpEntryPoint: expected an execution model"))?;
            let function = self.function_name(id_at(i, 1)?)?;
            let mut interface = Vec::new();
            for k in 3..i.operands.len() {
                match self.defs.get(&id_at(i, k)?) {
                    Some(Def::Global(n, _)) => interface.push(format!("@{n}")),
                    _ => return Err(error("OpEntryPoint: interface is not a variable")),
                }
            }
            writeln!(out, "\"spirv.EntryPoint\"() <{{execution_model = #spirv.execution_model<{model}>, fn = @{function}, interface = [{}]}}> : () -> ()", interface.join(", ")).ok();
        }
        for i in &self.module.execution_modes {
            let function = self.function_name(id_at(i, 0)?)?;
            let mode = match i.operands.get(1) {
                Some(Operand::ExecutionMode(m)) => oxir_spirv::ExecutionMode::from_value(*m as u32),
                _ => None,
            }
            .ok_or_else(|| error("OpExecutionMode: expected an execution mode"))?;
            let values: Vec<String> = (2..i.operands.len())
                .map(|k| literal_at(i, k).map(|v| format!("{} : i32", v as i32)))
                .collect::<Result<_, _>>()?;
            writeln!(out, "\"spirv.ExecutionMode\"() <{{execution_mode = #spirv.execution_mode<{mode}>, fn = @{function}, values = [{}]}}> : () -> ()", values.join(", ")).ok();
        }
        out.push_str("}) : () -> ()\n");
        Ok(out)
    }

    fn function_name(&self, id: Word) -> Result<String, DeserializeError> {
        match self.defs.get(&id) {
            Some(Def::Function(n)) => Ok(n.clone()),
            _ => Err(error(format!("id {id} is not a function"))),
        }
    }
}

/// The text of one function's ops being written.
struct Body<'r, 'm> {
    reader: &'r Reader<'m>,
    out: String,
    /// The type of each value id.
    values: HashMap<Word, String>,
    /// Materialized constants and addresses so far (for fresh names).
    fresh: usize,
}

impl Body<'_, '_> {
    /// The SSA name and type of operand id `id`, materializing a constant or an address.
    fn operand(&mut self, id: Word) -> Result<(String, String), DeserializeError> {
        if let Some(ty) = self.values.get(&id) {
            return Ok((format!("%v{id}"), ty.clone()));
        }
        let name = format!("%m{}", self.fresh);
        self.fresh += 1;
        match self.reader.defs.get(&id) {
            Some(Def::Constant(value, ty)) => {
                writeln!(
                    self.out,
                    "{name} = \"spirv.Constant\"() <{{value = {value}}}> : () -> {ty}"
                )
                .ok();
                Ok((name, ty.clone()))
            }
            Some(Def::Global(var, Some(ty))) => {
                writeln!(
                    self.out,
                    "{name} = \"spirv.mlir.addressof\"() <{{variable = @{var}}}> : () -> {ty}"
                )
                .ok();
                Ok((name, ty.clone()))
            }
            _ => Err(error(format!("id {id} is not a value"))),
        }
    }

    /// Writes `%vID = "name"(operands)[successors] <{props}> : (types) -> result`.
    fn op(
        &mut self,
        i: &Instruction,
        name: &str,
        operand_ids: &[Word],
        successors: &[Word],
        props: &[String],
    ) -> Result<(), DeserializeError> {
        let mut names = Vec::new();
        let mut types = Vec::new();
        for &id in operand_ids {
            let (n, t) = self.operand(id)?;
            names.push(n);
            types.push(t);
        }
        let result = match (i.result_id, i.result_type) {
            (Some(id), Some(ty)) => {
                let ty = self.reader.type_text(ty)?;
                if ty == "()" {
                    None
                } else {
                    self.values.insert(id, ty.clone());
                    Some((id, ty))
                }
            }
            _ => None,
        };
        if let Some((id, _)) = &result {
            write!(self.out, "%v{id} = ").ok();
        }
        write!(self.out, "\"{name}\"({})", names.join(", ")).ok();
        if !successors.is_empty() {
            let labels: Vec<String> = successors.iter().map(|s| format!("^bb{s}")).collect();
            write!(self.out, "[{}]", labels.join(", ")).ok();
        }
        if !props.is_empty() {
            write!(self.out, " <{{{}}}>", props.join(", ")).ok();
        }
        let result_text = result.map_or("()".to_string(), |(_, t)| t);
        writeln!(self.out, " : ({}) -> {result_text}", types.join(", ")).ok();
        Ok(())
    }

    /// The enum attribute text of a scope constant.
    fn scope(&self, id: Word) -> Result<String, DeserializeError> {
        let v = self
            .reader
            .constant_values
            .get(&id)
            .ok_or_else(|| error("scope is not a constant"))?;
        let scope =
            oxir_spirv::Scope::from_value(*v as u32).ok_or_else(|| error("unknown scope"))?;
        Ok(format!("#spirv.scope<{scope}>"))
    }

    /// The enum attribute text of a memory semantics constant.
    fn semantics(&self, id: Word) -> Result<String, DeserializeError> {
        let v = self
            .reader
            .constant_values
            .get(&id)
            .ok_or_else(|| error("memory semantics is not a constant"))?;
        let semantics = oxir_spirv::MemorySemantics::from_value(*v as u32)
            .ok_or_else(|| error("unknown memory semantics"))?;
        Ok(format!("#spirv.memory_semantics<{semantics}>"))
    }
}

/// The ids of the operands of `i` from `from` on.
fn ids_from(i: &Instruction, from: usize) -> Result<Vec<Word>, DeserializeError> {
    (from..i.operands.len()).map(|k| id_at(i, k)).collect()
}

/// `[a : i32, b : i32]` of the literal operands from `from` on.
fn literals_from(i: &Instruction, from: usize) -> Result<String, DeserializeError> {
    let values: Vec<String> = (from..i.operands.len())
        .map(|k| literal_at(i, k).map(|v| format!("{} : i32", v as i32)))
        .collect::<Result<_, _>>()?;
    Ok(format!("[{}]", values.join(", ")))
}

/// The memory access properties of a load or store from operand `from`.
fn memory_access(i: &Instruction, from: usize) -> Result<Vec<String>, DeserializeError> {
    let mut props = Vec::new();
    if let Some(Operand::MemoryAccess(access)) = i.operands.get(from) {
        if let Some(Operand::LiteralBit32(a)) = i.operands.get(from + 1) {
            props.push(format!("alignment = {a} : i32"));
        }
        let access = oxir_spirv::MemoryAccess::from_value(access.bits())
            .ok_or_else(|| error("unknown memory access"))?;
        props.push(format!("memory_access = #spirv.memory_access<{access}>"));
    }
    Ok(props)
}

impl Reader<'_> {
    /// One function, in the generic form.
    fn function(&self, f: &dr::Function, out: &mut String) -> Result<(), DeserializeError> {
        let def = f
            .def
            .as_ref()
            .ok_or_else(|| error("function without OpFunction"))?;
        let name = self.function_name(result_id(def)?)?;
        let control = match def.operands.first() {
            Some(Operand::FunctionControl(c)) => oxir_spirv::FunctionControl::from_value(c.bits()),
            _ => None,
        }
        .ok_or_else(|| error("OpFunction: expected a function control"))?;
        let fn_type = self.type_text(id_at(def, 1)?)?;
        // `(a, b) -> ()` is written `(a, b) -> ()`, as the builtin function type reads.
        writeln!(out, "\"spirv.func\"() <{{function_control = #spirv.function_control<{control}>, function_type = {fn_type}, sym_name = \"{name}\"}}> ({{").ok();
        let mut body = Body {
            reader: self,
            out: String::new(),
            values: HashMap::new(),
            fresh: 0,
        };
        let mut params = Vec::new();
        for p in &f.parameters {
            let (id, ty) = (result_id(p)?, self.type_text(result_type(p)?)?);
            params.push(format!("%v{id}: {ty}"));
            body.values.insert(id, ty);
        }
        // Results may be used before their definition in text: know every result type first.
        for block in &f.blocks {
            for i in &block.instructions {
                if let (Some(id), Some(ty)) = (i.result_id, i.result_type)
                    && let Ok(ty) = self.type_text(ty)
                    && ty != "()"
                {
                    body.values.insert(id, ty);
                }
            }
        }
        let labels: Vec<Word> = f
            .blocks
            .iter()
            .map(|b| b.label.as_ref().and_then(|l| l.result_id))
            .collect::<Option<_>>()
            .ok_or_else(|| error("block without OpLabel"))?;
        let Some(&entry) = labels.first() else {
            return Err(error("function without blocks"));
        };
        writeln!(body.out, "^bb{entry}({}):", params.join(", ")).ok();
        let mut at = 0;
        while at < f.blocks.len() {
            if at > 0 {
                writeln!(body.out, "^bb{}:", labels[at]).ok();
            }
            at = self.blocks_from(&mut body, f, &labels, at)?;
        }
        out.push_str(&body.out);
        out.push_str("}) : () -> ()\n");
        Ok(())
    }

    /// The instructions of block `at` into the current IR block, a merge instruction opening a
    /// structured op whose region takes the blocks up to its merge block (the layout the
    /// serializer writes); the merge block's instructions then continue the current IR block.
    /// The index of the next block to start.
    fn blocks_from(
        &self,
        b: &mut Body<'_, '_>,
        f: &dr::Function,
        labels: &[Word],
        mut at: usize,
    ) -> Result<usize, DeserializeError> {
        let index_of = |label: Word| {
            labels
                .iter()
                .position(|&l| l == label)
                .ok_or_else(|| error(format!("unknown block {label}")))
        };
        loop {
            let instructions = &f.blocks[at].instructions;
            let Some((terminator, leading)) = instructions.split_last() else {
                return Err(error("block without a terminator"));
            };
            let (merge_at, leading) = match leading.split_last() {
                Some((m, rest)) if m.class.opcode == Op::SelectionMerge => (Some(m), rest),
                _ => (None, leading),
            };
            for i in leading {
                self.instruction(b, i)?;
            }
            // A branch to a loop header is the loop's entry block.
            if terminator.class.opcode == Op::Branch {
                let target = index_of(id_at(terminator, 0)?)?;
                let header = &f.blocks[target].instructions;
                if let Some(merge) = header
                    .len()
                    .checked_sub(2)
                    .map(|k| &header[k])
                    .filter(|m| m.class.opcode == Op::LoopMerge)
                    && target > at
                {
                    let merge_index = index_of(id_at(merge, 0)?)?;
                    let control = match merge.operands.get(2) {
                        Some(Operand::LoopControl(c)) => {
                            oxir_spirv::LoopControl::from_value(c.bits())
                        }
                        _ => None,
                    }
                    .ok_or_else(|| error("OpLoopMerge: expected a loop control"))?;
                    writeln!(b.out, "\"spirv.mlir.loop\"() <{{loop_control = #spirv.loop_control<{control}>}}> ({{").ok();
                    writeln!(b.out, "^bb{}_entry:", labels[target]).ok();
                    writeln!(
                        b.out,
                        "\"spirv.Branch\"()[^bb{}] : () -> ()",
                        labels[target]
                    )
                    .ok();
                    let mut k = target;
                    while k < merge_index {
                        writeln!(b.out, "^bb{}:", labels[k]).ok();
                        k = self.region_block(b, f, labels, k, k == target)?;
                    }
                    writeln!(
                        b.out,
                        "^bb{}:\n\"spirv.mlir.merge\"() : () -> ()\n}}) : () -> ()",
                        labels[merge_index]
                    )
                    .ok();
                    at = merge_index;
                    continue;
                }
            }
            let Some(merge) = merge_at else {
                self.instruction(b, terminator)?;
                return Ok(at + 1);
            };
            let merge_index = index_of(id_at(merge, 0)?)?;
            let control = match merge.operands.get(1) {
                Some(Operand::SelectionControl(c)) => {
                    oxir_spirv::SelectionControl::from_value(c.bits())
                }
                _ => None,
            }
            .ok_or_else(|| error("OpSelectionMerge: expected a selection control"))?;
            writeln!(b.out, "\"spirv.mlir.selection\"() <{{selection_control = #spirv.selection_control<{control}>}}> ({{").ok();
            writeln!(b.out, "^bb{}_header:", labels[at]).ok();
            self.instruction(b, terminator)?;
            let mut k = at + 1;
            while k < merge_index {
                writeln!(b.out, "^bb{}:", labels[k]).ok();
                k = self.region_block(b, f, labels, k, false)?;
            }
            writeln!(
                b.out,
                "^bb{}:\n\"spirv.mlir.merge\"() : () -> ()\n}}) : () -> ()",
                labels[merge_index]
            )
            .ok();
            if merge_index <= at {
                return Err(error("merge block before its header"));
            }
            at = merge_index;
        }
    }

    /// One block inside a structured region (a loop header drops its `OpLoopMerge`).
    fn region_block(
        &self,
        b: &mut Body<'_, '_>,
        f: &dr::Function,
        labels: &[Word],
        at: usize,
        is_header: bool,
    ) -> Result<usize, DeserializeError> {
        if !is_header {
            return self.blocks_from(b, f, labels, at);
        }
        let instructions = &f.blocks[at].instructions;
        for i in instructions
            .iter()
            .filter(|i| i.class.opcode != Op::LoopMerge)
        {
            self.instruction(b, i)?;
        }
        Ok(at + 1)
    }

    /// One instruction of a function.
    fn instruction(&self, b: &mut Body<'_, '_>, i: &Instruction) -> Result<(), DeserializeError> {
        let opcode = i.class.opcode;
        if let Some(&(name, _)) = crate::ops::PLAIN.iter().find(|(_, op)| *op == opcode) {
            return b.op(i, name, &ids_from(i, 0)?, &[], &[]);
        }
        if let Some(&(name, _)) = crate::ops::ATOMICS.iter().find(|(_, op)| *op == opcode) {
            let props = vec![
                format!("memory_scope = {}", b.scope(id_at(i, 1)?)?),
                format!("semantics = {}", b.semantics(id_at(i, 2)?)?),
            ];
            return b.op(i, name, &[id_at(i, 0)?, id_at(i, 3)?], &[], &props);
        }
        match opcode {
            Op::ExtInst => {
                if !matches!(self.defs.get(&id_at(i, 0)?), Some(Def::Glsl)) {
                    return Err(error("OpExtInst: unsupported instruction set"));
                }
                let number = literal_at(i, 1)?;
                let name = crate::ops::GLSL
                    .iter()
                    .find(|(_, n)| *n == number)
                    .map(|(name, _)| *name)
                    .ok_or_else(|| {
                        error(format!("unsupported GLSL.std.450 instruction {number}"))
                    })?;
                b.op(i, name, &ids_from(i, 2)?, &[], &[])
            }
            Op::Variable => {
                let ty = self.type_text(result_type(i)?)?;
                let class = ty
                    .rsplit_once(", ")
                    .map(|(_, c)| c.trim_end_matches('>').to_string())
                    .unwrap_or_default();
                let props = vec![format!("storage_class = #spirv.storage_class<{class}>")];
                b.op(i, "spirv.Variable", &ids_from(i, 1)?, &[], &props)
            }
            Op::Load => b.op(i, "spirv.Load", &[id_at(i, 0)?], &[], &memory_access(i, 1)?),
            Op::Store => b.op(
                i,
                "spirv.Store",
                &[id_at(i, 0)?, id_at(i, 1)?],
                &[],
                &memory_access(i, 2)?,
            ),
            Op::AccessChain => b.op(i, "spirv.AccessChain", &ids_from(i, 0)?, &[], &[]),
            Op::PtrAccessChain => b.op(i, "spirv.PtrAccessChain", &ids_from(i, 0)?, &[], &[]),
            Op::CompositeExtract => {
                let props = vec![format!("indices = {}", literals_from(i, 1)?)];
                b.op(i, "spirv.CompositeExtract", &[id_at(i, 0)?], &[], &props)
            }
            Op::CompositeInsert => {
                let props = vec![format!("indices = {}", literals_from(i, 2)?)];
                b.op(
                    i,
                    "spirv.CompositeInsert",
                    &[id_at(i, 0)?, id_at(i, 1)?],
                    &[],
                    &props,
                )
            }
            Op::VectorShuffle => {
                let props = vec![format!("components = {}", literals_from(i, 2)?)];
                b.op(
                    i,
                    "spirv.VectorShuffle",
                    &[id_at(i, 0)?, id_at(i, 1)?],
                    &[],
                    &props,
                )
            }
            Op::FunctionCall => {
                let callee = self.function_name(id_at(i, 0)?)?;
                b.op(
                    i,
                    "spirv.FunctionCall",
                    &ids_from(i, 1)?,
                    &[],
                    &[format!("callee = @{callee}")],
                )
            }
            Op::Return => b.op(i, "spirv.Return", &[], &[], &[]),
            Op::ReturnValue => b.op(i, "spirv.ReturnValue", &[id_at(i, 0)?], &[], &[]),
            Op::Unreachable => b.op(i, "spirv.Unreachable", &[], &[], &[]),
            Op::Branch => b.op(i, "spirv.Branch", &[], &[id_at(i, 0)?], &[]),
            Op::BranchConditional => {
                let mut props = Vec::new();
                if i.operands.len() == 5 {
                    props.push(format!("branch_weights = {}", literals_from(i, 3)?));
                }
                props.push("operandSegmentSizes = array<i32: 1, 0, 0>".into());
                b.op(
                    i,
                    "spirv.BranchConditional",
                    &[id_at(i, 0)?],
                    &[id_at(i, 1)?, id_at(i, 2)?],
                    &props,
                )
            }
            Op::ControlBarrier => {
                let props = vec![
                    format!("execution_scope = {}", b.scope(id_at(i, 0)?)?),
                    format!("memory_scope = {}", b.scope(id_at(i, 1)?)?),
                    format!("memory_semantics = {}", b.semantics(id_at(i, 2)?)?),
                ];
                b.op(i, "spirv.ControlBarrier", &[], &[], &props)
            }
            Op::MemoryBarrier => {
                let props = vec![
                    format!("memory_scope = {}", b.scope(id_at(i, 0)?)?),
                    format!("memory_semantics = {}", b.semantics(id_at(i, 1)?)?),
                ];
                b.op(i, "spirv.MemoryBarrier", &[], &[], &props)
            }
            Op::AtomicCompareExchange => {
                let props = vec![
                    format!("equal_semantics = {}", b.semantics(id_at(i, 2)?)?),
                    format!("memory_scope = {}", b.scope(id_at(i, 1)?)?),
                    format!("unequal_semantics = {}", b.semantics(id_at(i, 3)?)?),
                ];
                b.op(
                    i,
                    "spirv.AtomicCompareExchange",
                    &[id_at(i, 0)?, id_at(i, 4)?, id_at(i, 5)?],
                    &[],
                    &props,
                )
            }
            _ => Err(error(format!(
                "unsupported instruction {opcode:?} in a function"
            ))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A small valid module: header, capability, memory model, a void function.
    fn module() -> Vec<u32> {
        vec![
            0x0723_0203,
            0x0001_0000,
            0,
            6,
            0,
            0x0002_0011,
            1, // OpCapability Shader
            0x0003_000e,
            0,
            1, // OpMemoryModel Logical GLSL450
            0x0002_0013,
            1, // %1 = OpTypeVoid
            0x0003_0021,
            2,
            1, // %2 = OpTypeFunction %1
            0x0005_0036,
            1,
            3,
            0,
            2, // %3 = OpFunction %1 None %2
            0x0002_00f8,
            4,           // %4 = OpLabel
            0x0001_00fd, // OpReturn
            0x0001_0038, // OpFunctionEnd
        ]
    }

    #[test]
    fn a_valid_module_reads_back() {
        let text = deserialize(&module()).expect("valid module");
        assert!(text.contains("\"spirv.func\""), "{text}");
        assert!(
            text.contains("vce_triple = #spirv.vce<v1.0, [Shader], []>"),
            "{text}"
        );
    }

    #[test]
    fn truncated_and_corrupted_binaries_are_errors_with_word_offsets() {
        let words = module();
        // Cut anywhere: a module of the instructions before the cut, or an error at a word.
        for len in 0..words.len() {
            if let Err(err) = deserialize(&words[..len]) {
                assert!(err.word.is_some() || len >= 10, "{len}: {err}");
            }
        }
        let err = deserialize(&words[..7]).expect_err("cut in OpMemoryModel");
        assert_eq!(err.word, Some(7), "{err}");
        // Every single-bit flip either reads or is an error; none panics.
        let mut flipped = 0;
        for word in 0..words.len() {
            for bit in 0..32 {
                let mut corrupt = words.clone();
                corrupt[word] ^= 1 << bit;
                if deserialize(&corrupt).is_err() {
                    flipped += 1;
                }
            }
        }
        assert!(flipped > 0);
        let mut oversized = words.clone();
        oversized[5] = 0x00ff_0011;
        let err = deserialize(&oversized).expect_err("word count past the end");
        assert_eq!(err.word, Some(5), "{err}");
    }

    #[test]
    fn spec_constant_op_is_refused_before_rspirv_reads_it() {
        // An OpSpecConstantOp whose inner opcode is OpSpecConstantOp again made rspirv panic.
        let mut words = module()[..5].to_vec();
        words.extend([(4 << 16) | 52, 1, 2, 52]);
        let err = deserialize(&words).expect_err("OpSpecConstantOp");
        assert_eq!(err.word, Some(5), "{err}");
        assert!(err.to_string().contains("OpSpecConstantOp"), "{err}");
    }

    #[test]
    fn byte_lengths_not_multiple_of_four_are_errors() {
        let err = words(&[1, 2, 3, 4, 5]).expect_err("odd length");
        assert_eq!(err.word, Some(1));
    }
}
