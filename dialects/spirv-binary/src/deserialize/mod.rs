//! A SPIR-V binary to a `spirv.module` (MLIR's `spirv::deserialize`): rspirv reads the words
//! into its data representation, and this module builds the module's IR from it through the
//! core's API (types, attributes, ops, blocks and regions), which the caller verifies. As
//! MLIR's deserializer does, each use of a constant or a global variable in a function gets
//! its own `spirv.Constant` or `spirv.mlir.addressof` right before the op using it.
//!
//! A malformed binary is an error naming the word offset (rspirv's byte offset / 4); an
//! instruction it reads but this module does not know is an error naming its opcode. The
//! module-level instructions (types, constants, globals, entry points) are read here, the
//! functions in [`function`].

mod function;

use std::collections::HashMap;

use oxir::attrs::{
    ArrayAttr, BoolAttr, DenseElementsAttr, FlatSymbolRefAttr, FloatAttr, IntegerAttr, StringAttr,
    TypeAttr,
};
use oxir::types::{FloatKind, Signedness, VectorType};
use oxir::{Attribute, Body, Context, NamedAttr, OpId, OperationState, OwnedOp, Type, TypeData};
use oxir_spirv::types::{
    ArrayType, MatrixType, MemberDecoration, PointerType, RuntimeArrayType, StructBody, StructType,
};
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

/// The `spirv.module` the binary `words` encode, built in `ctx` (which gets the `spirv`
/// dialect registered if it lacks it). The module is not verified: the caller does that.
pub fn deserialize(ctx: &Context, words: &[u32]) -> Result<OwnedOp, DeserializeError> {
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
    oxir_spirv::register(ctx);
    Reader::new(ctx, &module)?.module()
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

/// A module-level symbol: its name as the `sym_name` string and as a reference to it.
#[derive(Clone, Copy)]
struct Symbol {
    name: Attribute,
    reference: Attribute,
}

/// What an id names.
#[derive(Clone, Copy)]
enum Def {
    /// `OpTypeVoid`: no value has it.
    Void,
    /// Any other type.
    Type(Type),
    /// A constant: its value, the properties of its `spirv.Constant` and its type.
    Constant(Attribute, Attribute, Type),
    /// A global variable (with its pointer type and the properties of its
    /// `spirv.mlir.addressof`) or a specialization constant (with neither).
    Global(Symbol, Option<(Type, Attribute)>),
    /// A function.
    Function(Symbol),
    /// The GLSL.std.450 instruction set.
    Glsl,
}

/// An `OpMemberDecorate`: the member, the decoration and its operands.
type MemberDecorate<'m> = (u32, Decoration, &'m [Operand]);

/// The state of one deserialization: what each id names, and the debug names and
/// decorations, read before the instructions that use them.
struct Reader<'c, 'm> {
    ctx: &'c Context,
    module: &'m dr::Module,
    defs: HashMap<Word, Def>,
    names: HashMap<Word, &'m str>,
    decorations: HashMap<Word, Vec<(Decoration, &'m [Operand])>>,
    members: HashMap<Word, Vec<MemberDecorate<'m>>>,
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

/// Whether `name` can be written as a bare identifier (an identified struct's name is one).
fn is_bare_identifier(name: &str) -> bool {
    let mut chars = name.chars();
    chars
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '$' | '.'))
}

impl<'c, 'm> Reader<'c, 'm> {
    fn new(ctx: &'c Context, module: &'m dr::Module) -> Result<Self, DeserializeError> {
        let mut r = Reader {
            ctx,
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
                r.names.insert(*id, name.as_str());
            }
        }
        for i in &module.annotations {
            match (i.class.opcode, &i.operands[..]) {
                (Op::Decorate, [Operand::IdRef(id), Operand::Decoration(d), rest @ ..]) => {
                    r.decorations.entry(*id).or_default().push((*d, rest));
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
                    r.members.entry(*id).or_default().push((*m, *d, rest));
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
            let symbol = r.symbol(id, "spirv_fn");
            r.defs.insert(id, Def::Function(symbol));
        }
        Ok(r)
    }

    /// The symbol of `id`: its debug name, else `{fallback}_{id}`.
    fn symbol(&self, id: Word, fallback: &str) -> Symbol {
        let name = match self.names.get(&id) {
            Some(name) => (*name).to_string(),
            None => format!("{fallback}_{id}"),
        };
        Symbol {
            name: StringAttr::get(self.ctx, &name).attr(),
            reference: FlatSymbolRefAttr::get(self.ctx, &name).attr(),
        }
    }

    /// A dictionary of `entries` (properties or attributes).
    fn dict(&self, entries: &[(&str, Attribute)]) -> Attribute {
        let ctx = self.ctx;
        ctx.dictionary(
            entries
                .iter()
                .map(|&(name, value)| NamedAttr {
                    name: ctx.string_attr(name),
                    value,
                })
                .collect(),
        )
    }

    /// The op `name` with `props` (none when empty), the discardable `attrs` and `regions`
    /// already built in `nested` (an isolated op's own body), created detached in `body`.
    fn create_isolated(
        &self,
        body: &mut Body,
        name: &str,
        props: &[(&str, Attribute)],
        nested: (Body, oxir::RegionId),
    ) -> OpId {
        let ctx = self.ctx;
        let (inner, region) = nested;
        body.create_op_raw(
            ctx.op_name(name),
            ctx.common().unknown_loc,
            &[],
            &[],
            ctx.common().empty_dict,
            Some(self.dict(props)),
            &[],
            Box::new([region]),
            Some(Box::new(inner)),
        )
    }

    /// A module-level op without operands or results, appended to `block` of `body`.
    fn global_op(
        &self,
        body: &mut Body,
        block: oxir::BlockId,
        name: &str,
        props: &[(&str, Attribute)],
        attrs: &[(&str, Attribute)],
    ) -> Result<(), DeserializeError> {
        let ctx = self.ctx;
        let mut state = OperationState::new(ctx.op_name(name), ctx.common().unknown_loc)
            .props(self.dict(props));
        for &(attr, value) in attrs {
            state = state.attr(ctx.string_attr(attr), value);
        }
        let op = body.create_op(ctx, state);
        body.append_op(block, op)
            .map_err(|e| error(format!("{name}: {e}")))
    }

    /// The type `id` names (not void).
    fn type_of(&self, id: Word) -> Result<Type, DeserializeError> {
        match self.defs.get(&id) {
            Some(Def::Type(t)) => Ok(*t),
            Some(Def::Void) => Err(error(format!("id {id} is the void type, not a value type"))),
            _ => Err(error(format!("id {id} is not a type"))),
        }
    }

    /// The result type of an instruction typed `id`: none for void.
    fn result_type_of(&self, id: Word) -> Result<Option<Type>, DeserializeError> {
        match self.defs.get(&id) {
            Some(Def::Void) => Ok(None),
            _ => self.type_of(id).map(Some),
        }
    }

    fn decoration(&self, id: Word, d: Decoration) -> Option<&'m [Operand]> {
        self.decorations
            .get(&id)?
            .iter()
            .find(|(x, _)| *x == d)
            .map(|(_, rest)| *rest)
    }

    fn literal_decoration(&self, id: Word, d: Decoration) -> Option<u32> {
        match self.decoration(id, d)?.first() {
            Some(Operand::LiteralBit32(v)) => Some(*v),
            _ => None,
        }
    }

    /// The stride decoration of an array type (0 when none; a zero stride is refused, as the
    /// type's syntax refuses it).
    fn stride(&self, id: Word) -> Result<u32, DeserializeError> {
        match self.literal_decoration(id, Decoration::ArrayStride) {
            Some(0) => Err(error("ArrayStride must be greater than zero")),
            Some(k) => Ok(k),
            None => Ok(0),
        }
    }

    /// What a type instruction defines; `None` when `i` is not a type instruction.
    fn type_def(&self, i: &Instruction) -> Result<Option<Def>, DeserializeError> {
        let ctx = self.ctx;
        let id = result_id(i)?;
        let ty = match i.class.opcode {
            Op::TypeVoid => return Ok(Some(Def::Void)),
            Op::TypeBool => ctx.common().i1,
            Op::TypeInt => {
                let (width, signed) = (literal_at(i, 0)?, literal_at(i, 1)?);
                if !(1..=64).contains(&width) {
                    return Err(error(format!("unsupported integer width {width}")));
                }
                let signedness = if signed == 1 {
                    Signedness::Signed
                } else {
                    Signedness::Signless
                };
                ctx.intern_type(TypeData::Integer { width, signedness })
            }
            Op::TypeFloat => {
                let kind = match literal_at(i, 0)? {
                    16 => FloatKind::F16,
                    32 => FloatKind::F32,
                    64 => FloatKind::F64,
                    width => return Err(error(format!("unsupported float width {width}"))),
                };
                ctx.intern_type(TypeData::Float(kind))
            }
            Op::TypeVector => {
                let element = self.type_of(id_at(i, 0)?)?;
                let count = literal_at(i, 1)?;
                VectorType::get_checked(ctx, &[i64::from(count)], &[], element)
                    .map_err(|e| error(format!("OpTypeVector: {e}")))?
                    .ty()
            }
            Op::TypePointer => {
                let class = match i.operands.first() {
                    Some(Operand::StorageClass(c)) => *c,
                    _ => return Err(error("OpTypePointer: expected a storage class")),
                };
                let class = oxir_spirv::StorageClass::from_value(class as u32)
                    .ok_or_else(|| error("OpTypePointer: unknown storage class"))?;
                PointerType::get(ctx, self.type_of(id_at(i, 1)?)?, class).ty()
            }
            Op::TypeArray => {
                let length = id_at(i, 1)?;
                let n = self
                    .constant_values
                    .get(&length)
                    .ok_or_else(|| error("OpTypeArray: length is not a constant"))?;
                let n = u32::try_from(*n)
                    .ok()
                    .filter(|&n| n > 0)
                    .ok_or_else(|| error(format!("OpTypeArray: invalid array size {n}")))?;
                ArrayType::get(ctx, self.type_of(id_at(i, 0)?)?, n, self.stride(id)?).ty()
            }
            Op::TypeRuntimeArray => {
                RuntimeArrayType::get(ctx, self.type_of(id_at(i, 0)?)?, self.stride(id)?).ty()
            }
            Op::TypeMatrix => self.matrix(i)?,
            Op::TypeStruct => self.struct_type(i)?,
            Op::TypeFunction => {
                let results: Vec<Type> = self.result_type_of(id_at(i, 0)?)?.into_iter().collect();
                let params: Vec<Type> = (1..i.operands.len())
                    .map(|k| self.type_of(id_at(i, k)?))
                    .collect::<Result<_, _>>()?;
                ctx.function_type(&params, &results)
            }
            _ => return Ok(None),
        };
        Ok(Some(Def::Type(ty)))
    }

    /// `!spirv.matrix<N x vector<MxT>>`, with the checks of the type's syntax.
    fn matrix(&self, i: &Instruction) -> Result<Type, DeserializeError> {
        let ctx = self.ctx;
        let column = self.type_of(id_at(i, 0)?)?;
        let columns = literal_at(i, 1)?;
        if !(2..=4).contains(&columns) {
            return Err(error("matrix is expected to have 2, 3, or 4 columns"));
        }
        match ctx.type_data(column) {
            TypeData::Vector { shape, element, .. }
                if shape.len() == 1
                    && (2..=4).contains(&shape[0])
                    && matches!(ctx.type_data(*element), TypeData::Float(_)) => {}
            _ => {
                return Err(error(
                    "matrix columns must be vectors of floats of 2, 3 or 4 elements",
                ));
            }
        }
        Ok(MatrixType::get(ctx, column, columns).ty())
    }

    /// `!spirv.struct<...>` with its member offsets and decorations; identified when the
    /// struct has a debug name.
    fn struct_type(&self, i: &Instruction) -> Result<Type, DeserializeError> {
        let ctx = self.ctx;
        let id = result_id(i)?;
        let decorations = self.members.get(&id).map_or(&[][..], Vec::as_slice);
        let mut body = StructBody::default();
        let mut missing_offset = false;
        for k in 0..i.operands.len() {
            body.members.push(self.type_of(id_at(i, k)?)?);
            let member = k as u32;
            let mut has_offset = false;
            for &(_, d, rest) in decorations.iter().filter(|(m, _, _)| *m == member) {
                let value = match rest.first() {
                    Some(Operand::LiteralBit32(v)) => Some(*v),
                    _ => None,
                };
                if d == Decoration::Offset {
                    if !has_offset && let Some(offset) = value {
                        body.offsets.push(offset);
                        has_offset = true;
                    }
                    continue;
                }
                let decoration = oxir_spirv::Decoration::from_value(d as u32)
                    .ok_or_else(|| error(format!("unknown decoration: {d:?}")))?;
                body.decorations.push(MemberDecoration {
                    member,
                    decoration,
                    value,
                });
            }
            missing_offset |= !has_offset;
        }
        if !body.offsets.is_empty() && missing_offset {
            return Err(error("offset specification must be given for all members"));
        }
        let Some(name) = self.names.get(&id) else {
            return Ok(StructType::get(ctx, body).ty());
        };
        if !is_bare_identifier(name) {
            return Err(error(format!("invalid struct name '{name}'")));
        }
        let ty = StructType::get_identified(ctx, name);
        ty.set_body(ctx, body)
            .map_err(|_| error("identified type already used with a different body"))?;
        Ok(ty.ty())
    }

    /// The value attribute of a scalar constant instruction and its type; `None` when `i` is
    /// not one.
    fn constant_value(
        &mut self,
        i: &Instruction,
    ) -> Result<Option<(Attribute, Type)>, DeserializeError> {
        let ctx = self.ctx;
        let value = match i.class.opcode {
            Op::ConstantTrue | Op::SpecConstantTrue => BoolAttr::get(ctx, true).attr(),
            Op::ConstantFalse | Op::SpecConstantFalse => BoolAttr::get(ctx, false).attr(),
            Op::Constant | Op::SpecConstant => {
                let raw = match i.operands.first() {
                    Some(Operand::LiteralBit32(v)) => u64::from(*v),
                    Some(Operand::LiteralBit64(v)) => *v,
                    _ => return Err(error("OpConstant: expected a literal")),
                };
                self.constant_values.insert(result_id(i)?, raw);
                let ty = self.type_of(result_type(i)?)?;
                return match ctx.type_data(ty) {
                    TypeData::Float(_) => Ok(Some((
                        FloatAttr::get_from_bits(ctx, ty, u128::from(raw)).attr(),
                        ty,
                    ))),
                    // Signless and signed integers read as signed values, as MLIR reads them.
                    TypeData::Integer { .. } => {
                        Ok(Some((IntegerAttr::get(ctx, ty, raw as i64).attr(), ty)))
                    }
                    _ => Err(error("OpConstant: expected a scalar integer or float type")),
                };
            }
            Op::ConstantComposite => return self.composite(i).map(Some),
            _ => return Ok(None),
        };
        let ty = self.type_of(result_type(i)?)?;
        if ty != ctx.common().i1 {
            return Err(error("boolean constant of a non-boolean type"));
        }
        Ok(Some((value, ty)))
    }

    /// The value of an `OpConstantComposite` and its type, as MLIR reads it: a dense
    /// elements attribute for a vector, an array of the elements' values for an array.
    fn composite(&self, i: &Instruction) -> Result<(Attribute, Type), DeserializeError> {
        let ctx = self.ctx;
        let ty = self.type_of(result_type(i)?)?;
        let mut elements = Vec::with_capacity(i.operands.len());
        for k in 0..i.operands.len() {
            match self.defs.get(&id_at(i, k)?) {
                Some(&Def::Constant(value, _, _)) => elements.push(value),
                _ => {
                    return Err(error("OpConstantComposite: an element is not a constant"));
                }
            }
        }
        let value = if let TypeData::Vector { .. } = ctx.type_data(ty) {
            DenseElementsAttr::get_from_attrs(ctx, ty, &elements)
                .map_err(|e| error(format!("OpConstantComposite: {e}")))?
                .attr()
        } else if let Some(array) = ty.dyn_cast::<ArrayType>(ctx) {
            if array.count(ctx) as usize != elements.len() {
                return Err(error(
                    "OpConstantComposite: the element count differs from the array's",
                ));
            }
            ArrayAttr::get(ctx, &elements).attr()
        } else {
            return Err(error("unsupported OpConstantComposite type"));
        };
        Ok((value, ty))
    }

    /// `#spirv.vce<...>` of the header, capabilities and extensions.
    fn vce(&self) -> Result<Attribute, DeserializeError> {
        let (major, minor) = self.module.header.as_ref().map_or((1, 0), |h| h.version());
        let version = (major == 1)
            .then(|| oxir_spirv::Version::from_value(u32::from(minor)))
            .flatten()
            .ok_or_else(|| error(format!("unsupported SPIR-V version {major}.{minor}")))?;
        let mut caps = Vec::new();
        for i in &self.module.capabilities {
            if let Some(Operand::Capability(c)) = i.operands.first() {
                let c = oxir_spirv::Capability::from_value(*c as u32)
                    .ok_or_else(|| error("unknown capability"))?;
                caps.push(c);
            }
        }
        let mut exts = Vec::new();
        for i in &self.module.extensions {
            if let Some(Operand::LiteralString(e)) = i.operands.first() {
                let ext = e
                    .parse::<oxir_spirv::Extension>()
                    .map_err(|_| error(format!("unknown extension {e}")))?;
                exts.push(ext);
            }
        }
        Ok(oxir_spirv::VerCapExtAttr::get(self.ctx, version, &caps, &exts).attr())
    }

    /// The whole module.
    fn module(mut self) -> Result<OwnedOp, DeserializeError> {
        let ctx = self.ctx;
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
        let props = [
            (
                "addressing_model",
                oxir_spirv::AddressingModelAttr::get(ctx, addressing).attr(),
            ),
            (
                "memory_model",
                oxir_spirv::MemoryModelAttr::get(ctx, model).attr(),
            ),
            ("vce_triple", self.vce()?),
        ];
        let mut inner = Body::new();
        let region = inner.create_region();
        let block = inner.create_block(&[]);
        inner
            .append_block(region, block)
            .map_err(|e| error(e.to_string()))?;
        for i in &self.module.types_global_values {
            self.global(&mut inner, block, i)?;
        }
        for f in &self.module.functions {
            let op = self.function(&mut inner, f)?;
            inner
                .append_op(block, op)
                .map_err(|e| error(e.to_string()))?;
        }
        for i in &self.module.entry_points {
            self.entry_point(&mut inner, block, i)?;
        }
        for i in &self.module.execution_modes {
            self.execution_mode(&mut inner, block, i)?;
        }
        let mut body = Body::new();
        let op = self.create_isolated(&mut body, "spirv.module", &props, (inner, region));
        Ok(OwnedOp { body, op })
    }

    /// One instruction of the types, constants and global variables section.
    fn global(
        &mut self,
        body: &mut Body,
        block: oxir::BlockId,
        i: &Instruction,
    ) -> Result<(), DeserializeError> {
        let ctx = self.ctx;
        let id = result_id(i)?;
        if let Some(def) = self.type_def(i)? {
            self.defs.insert(id, def);
            return Ok(());
        }
        if matches!(
            i.class.opcode,
            Op::SpecConstant | Op::SpecConstantTrue | Op::SpecConstantFalse
        ) {
            let (value, _) = self
                .constant_value(i)?
                .ok_or_else(|| error("bad specialization constant"))?;
            let symbol = self.symbol(id, "spirv_spec_const");
            let spec = self.literal_decoration(id, Decoration::SpecId).map(|s| {
                (
                    "spec_id",
                    IntegerAttr::get(ctx, ctx.common().i64, i64::from(s)).attr(),
                )
            });
            self.global_op(
                body,
                block,
                "spirv.SpecConstant",
                &[("default_value", value), ("sym_name", symbol.name)],
                spec.as_slice(),
            )?;
            self.defs.insert(id, Def::Global(symbol, None));
            return Ok(());
        }
        if let Some((value, ty)) = self.constant_value(i)? {
            let props = self.dict(&[("value", value)]);
            self.defs.insert(id, Def::Constant(value, props, ty));
            return Ok(());
        }
        if i.class.opcode == Op::Variable {
            return self.global_variable(body, block, i);
        }
        Err(error(format!(
            "unsupported instruction {:?} in the module",
            i.class.opcode
        )))
    }

    /// A module-level `OpVariable`: a `spirv.GlobalVariable` with its decorations.
    fn global_variable(
        &mut self,
        body: &mut Body,
        block: oxir::BlockId,
        i: &Instruction,
    ) -> Result<(), DeserializeError> {
        let ctx = self.ctx;
        let id = result_id(i)?;
        let ty = self.type_of(result_type(i)?)?;
        let symbol = self.symbol(id, "spirv_var");
        let i32_attr = |v: u32| IntegerAttr::get(ctx, ctx.common().i32, i64::from(v)).attr();
        let mut props = Vec::new();
        if let Some(b) = self.literal_decoration(id, Decoration::Binding) {
            props.push(("binding", i32_attr(b)));
        }
        if let Some(s) = self.literal_decoration(id, Decoration::DescriptorSet) {
            props.push(("descriptor_set", i32_attr(s)));
        }
        if let Some(Operand::IdRef(init)) = i.operands.get(1) {
            match self.defs.get(init) {
                Some(Def::Global(s, _)) => props.push(("initializer", s.reference)),
                _ => return Err(error("OpVariable: unsupported initializer")),
            }
        }
        if let Some(l) = self.literal_decoration(id, Decoration::Location) {
            props.push(("location", i32_attr(l)));
        }
        props.push(("sym_name", symbol.name));
        props.push(("type", TypeAttr::get(ctx, ty).attr()));
        let mut attrs = Vec::new();
        if let Some(Operand::BuiltIn(b)) = self
            .decoration(id, Decoration::BuiltIn)
            .and_then(|r| r.first())
        {
            let b = oxir_spirv::BuiltIn::from_value(*b as u32)
                .ok_or_else(|| error("unknown built-in"))?;
            attrs.push(("built_in", StringAttr::get(ctx, &b.to_string()).attr()));
        }
        self.global_op(body, block, "spirv.GlobalVariable", &props, &attrs)?;
        let address = self.dict(&[("variable", symbol.reference)]);
        self.defs
            .insert(id, Def::Global(symbol, Some((ty, address))));
        Ok(())
    }

    /// `OpEntryPoint`: a `spirv.EntryPoint`.
    fn entry_point(
        &self,
        body: &mut Body,
        block: oxir::BlockId,
        i: &Instruction,
    ) -> Result<(), DeserializeError> {
        let ctx = self.ctx;
        let model = match i.operands.first() {
            Some(Operand::ExecutionModel(m)) => oxir_spirv::ExecutionModel::from_value(*m as u32),
            _ => None,
        }
        .ok_or_else(|| error("OpEntryPoint: expected an execution model"))?;
        let function = self.function_symbol(id_at(i, 1)?)?;
        let mut interface = Vec::new();
        for k in 3..i.operands.len() {
            match self.defs.get(&id_at(i, k)?) {
                Some(Def::Global(s, _)) => interface.push(s.reference),
                _ => return Err(error("OpEntryPoint: interface is not a variable")),
            }
        }
        self.global_op(
            body,
            block,
            "spirv.EntryPoint",
            &[
                (
                    "execution_model",
                    oxir_spirv::ExecutionModelAttr::get(ctx, model).attr(),
                ),
                ("fn", function.reference),
                ("interface", ArrayAttr::get(ctx, &interface).attr()),
            ],
            &[],
        )
    }

    /// `OpExecutionMode`: a `spirv.ExecutionMode`.
    fn execution_mode(
        &self,
        body: &mut Body,
        block: oxir::BlockId,
        i: &Instruction,
    ) -> Result<(), DeserializeError> {
        let ctx = self.ctx;
        let function = self.function_symbol(id_at(i, 0)?)?;
        let mode = match i.operands.get(1) {
            Some(Operand::ExecutionMode(m)) => oxir_spirv::ExecutionMode::from_value(*m as u32),
            _ => None,
        }
        .ok_or_else(|| error("OpExecutionMode: expected an execution mode"))?;
        let values = i32_literals_from(ctx, i, 2)?;
        self.global_op(
            body,
            block,
            "spirv.ExecutionMode",
            &[
                (
                    "execution_mode",
                    oxir_spirv::ExecutionModeAttr::get(ctx, mode).attr(),
                ),
                ("fn", function.reference),
                ("values", values),
            ],
            &[],
        )
    }

    fn function_symbol(&self, id: Word) -> Result<Symbol, DeserializeError> {
        match self.defs.get(&id) {
            Some(Def::Function(s)) => Ok(*s),
            _ => Err(error(format!("id {id} is not a function"))),
        }
    }
}

/// `[a : i32, b : i32]` of the literal operands of `i` from `from` on.
fn i32_literals_from(
    ctx: &Context,
    i: &Instruction,
    from: usize,
) -> Result<Attribute, DeserializeError> {
    let values: Vec<Attribute> = (from..i.operands.len())
        .map(|k| {
            literal_at(i, k)
                .map(|v| IntegerAttr::get(ctx, ctx.common().i32, i64::from(v as i32)).attr())
        })
        .collect::<Result<_, _>>()?;
    Ok(ArrayAttr::get(ctx, &values).attr())
}

#[cfg(test)]
mod tests {
    use super::*;
    use oxir::text::printer::{PrintOptions, print_op};

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

    /// The binary read in a fresh context, verified and printed.
    fn read(words: &[u32]) -> Result<String, DeserializeError> {
        let ctx = Context::new();
        let module = deserialize(&ctx, words)?;
        oxir::verifier::verify(&ctx, &module.body, module.op)
            .map_err(|d| error(format!("invalid IR: {}", d.message)))?;
        Ok(print_op(
            &ctx,
            &module.body,
            module.op,
            &PrintOptions::default(),
        ))
    }

    #[test]
    fn a_valid_module_reads_back() {
        let text = read(&module()).expect("valid module");
        assert_eq!(
            text,
            "spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], []> {\n  \
             spirv.func @spirv_fn_3() \"None\" {\n    spirv.Return\n  }\n}\n"
        );
    }

    #[test]
    fn truncated_and_corrupted_binaries_are_errors_with_word_offsets() {
        let words = module();
        // Cut anywhere: a module of the instructions before the cut, or an error at a word.
        for len in 0..words.len() {
            if let Err(err) = read(&words[..len]) {
                assert!(err.word.is_some() || len >= 10, "{len}: {err}");
            }
        }
        let err = read(&words[..7]).expect_err("cut in OpMemoryModel");
        assert_eq!(err.word, Some(7), "{err}");
        // Every single-bit flip either reads or is an error; none panics.
        let mut flipped = 0;
        for word in 0..words.len() {
            for bit in 0..32 {
                let mut corrupt = words.clone();
                corrupt[word] ^= 1 << bit;
                if read(&corrupt).is_err() {
                    flipped += 1;
                }
            }
        }
        assert!(flipped > 0);
        let mut oversized = words.clone();
        oversized[5] = 0x00ff_0011;
        let err = read(&oversized).expect_err("word count past the end");
        assert_eq!(err.word, Some(5), "{err}");
    }

    #[test]
    fn spec_constant_op_is_refused_before_rspirv_reads_it() {
        // An OpSpecConstantOp whose inner opcode is OpSpecConstantOp again made rspirv panic.
        let mut words = module()[..5].to_vec();
        words.extend([(4 << 16) | 52, 1, 2, 52]);
        let err = read(&words).expect_err("OpSpecConstantOp");
        assert_eq!(err.word, Some(5), "{err}");
        assert!(err.to_string().contains("OpSpecConstantOp"), "{err}");
    }

    /// The binary of a loop whose header has an `OpPhi` (a block argument in the IR).
    fn loop_with_phi() -> Vec<u32> {
        let text = r#"spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], []> {
  spirv.func @count() -> i32 "None" {
    %zero = spirv.Constant 0 : i32
    %one = spirv.Constant 1 : i32
    %v = spirv.Variable : !spirv.ptr<i32, Function>
    spirv.mlir.loop {
      spirv.Branch ^header(%zero : i32)
    ^header(%i: i32):
      %c = spirv.SLessThan %i, %one : i32
      spirv.BranchConditional %c, ^body, ^merge
    ^body:
      spirv.Store "Function" %v, %i : i32
      %next = spirv.IAdd %i, %one : i32
      spirv.Branch ^header(%next : i32)
    ^merge:
      spirv.mlir.merge
    }
    %r = spirv.Load "Function" %v : i32
    spirv.ReturnValue %r : i32
  }
}"#;
        let ctx = Context::new();
        oxir_spirv::register(&ctx);
        let options = oxir::text::parser::ParseOptions {
            implicit_module: false,
            ..Default::default()
        };
        let module = oxir::text::parser::parse_source(&ctx, text.as_bytes(), &options)
            .expect("the module parses");
        crate::serialize::serialize(&ctx, &module.body, module.op).expect("it serializes")
    }

    #[test]
    fn phis_read_back_as_block_arguments() {
        let text = read(&loop_with_phi()).expect("the binary reads");
        assert!(text.contains("^bb1(%1: i32):  // pred: ^bb0"), "{text}");
        assert!(text.contains("spirv.Branch ^bb1(%1 : i32)"), "{text}");
        assert!(text.contains("spirv.Branch ^bb1(%5 : i32)"), "{text}");
        assert!(
            text.contains("spirv.Branch ^bb1(%cst0_i32 : i32)"),
            "{text}"
        );
    }

    #[test]
    fn a_phi_without_a_value_for_a_predecessor_is_an_error() {
        use rspirv::binary::Assemble;
        let mut module = rspirv::dr::load_words(loop_with_phi()).expect("rspirv reads it");
        let phi = module
            .functions
            .iter_mut()
            .flat_map(|f| f.blocks.iter_mut())
            .flat_map(|b| b.instructions.iter_mut())
            .find(|i| i.class.opcode == Op::Phi)
            .expect("a phi");
        phi.operands[1] = Operand::IdRef(999);
        let err = read(&module.assemble()).expect_err("no incoming value for the entry");
        assert!(
            err.to_string().contains("has no value for the branch"),
            "{err}"
        );
    }

    #[test]
    fn byte_lengths_not_multiple_of_four_are_errors() {
        let err = words(&[1, 2, 3, 4, 5]).expect_err("odd length");
        assert_eq!(err.word, Some(1));
    }
}
