//! Constants, as MLIR 19's `ModuleImport` converts them: a constant and everything it depends
//! on (aggregate elements, expression operands, the initializer of a referenced global) are
//! converted in MLIR's post-order, each once per region, at the start of the region's entry
//! block. Integers, floats, strings and arrays or vectors of numbers become
//! `llvm.mlir.constant`s, aggregates an `llvm.mlir.undef` and a chain of `llvm.insertvalue`s
//! (`llvm.insertelement`s for vectors), globals `llvm.mlir.addressof`, constant expressions
//! the ops of their instructions.

use super::Importer;
use super::text::{LlConst, LlType};
use super::types::mlir_string;
use std::collections::HashMap;

type Result<T> = std::result::Result<T, String>;

/// The constants of one region: their lines and SSA names.
#[derive(Default)]
pub(crate) struct Constants {
    /// `%cN = ...` lines, in conversion order.
    pub(crate) lines: Vec<String>,
    names: HashMap<String, String>,
    next: usize,
}

impl Constants {
    fn fresh(&mut self) -> String {
        self.next += 1;
        format!("%c{}", self.next - 1)
    }

    fn push(&mut self, line: String) {
        self.lines.push(line);
    }
}

fn key(c: &LlConst) -> String {
    format!("{c:?}")
}

/// A symbol reference in MLIR's syntax (`@name`, quoted when not an identifier).
pub(crate) fn mlir_symbol(name: &str) -> String {
    let bare = |c: char| c.is_ascii_alphanumeric() || matches!(c, '_' | '$' | '.');
    let first_ok = name
        .chars()
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_');
    if first_ok && name.chars().all(bare) {
        format!("@{name}")
    } else {
        format!("@{}", mlir_string(name.as_bytes()))
    }
}

/// Whether LLVM keeps elements of `ty` as plain data (`ConstantDataSequential`).
fn data_element(ty: &LlType) -> bool {
    matches!(ty, LlType::Int(8 | 16 | 32 | 64))
        || matches!(ty, LlType::Float("half" | "bfloat" | "float" | "double"))
}

/// The hexadecimal spelling of float bits of type `ty`, as MLIR reads them.
fn float_hex(ty: &LlType, bits: u128) -> String {
    let digits = match ty {
        LlType::Float("half" | "bfloat") => 4,
        LlType::Float("float") => 8,
        LlType::Float("double") => 16,
        LlType::Float("x86_fp80") => 20,
        _ => 32,
    };
    format!("0x{bits:0digits$X}")
}

/// The zero value of `ty`.
fn zero_of(ty: &LlType) -> LlConst {
    match ty {
        LlType::Int(_) => LlConst::Int(ty.clone(), 0),
        LlType::Float(_) => LlConst::Float(ty.clone(), 0),
        LlType::Ptr(_) => LlConst::Null(ty.clone()),
        _ => LlConst::Zero(ty.clone()),
    }
}

/// An element of a dense attribute.
#[derive(Clone, PartialEq)]
enum Elem {
    Int(i128),
    Float(u128),
}

impl Importer<'_, '_> {
    /// The SSA value of constant `c` in the region of `consts`, converting it and what it
    /// depends on first (MLIR's `getConstantsToConvert` order).
    pub(crate) fn constant(&mut self, consts: &mut Constants, c: &LlConst) -> Result<String> {
        if let Some(name) = consts.names.get(&key(c)) {
            return Ok(name.clone());
        }
        let mut ordered: Vec<LlConst> = Vec::new();
        let mut ordered_keys = std::collections::HashSet::new();
        let mut work: Vec<(LlConst, String, Vec<LlConst>)> = Vec::new();
        let deps = self.deps(c)?;
        work.push((c.clone(), key(c), deps));
        while let Some((_, _, deps)) = work.last_mut() {
            let Some(dep) = deps.pop() else {
                let (done, done_key, _) = work.pop().expect("the loop saw an entry");
                if ordered_keys.insert(done_key) {
                    ordered.push(done);
                }
                continue;
            };
            let dep_key = key(&dep);
            if consts.names.contains_key(&dep_key)
                || ordered_keys.contains(&dep_key)
                || work.iter().any(|(_, k, _)| *k == dep_key)
            {
                continue;
            }
            let deps = self.deps(&dep)?;
            work.push((dep, dep_key, deps));
        }
        for c in &ordered {
            let name = self.emit_constant(consts, c)?;
            consts.names.insert(key(c), name);
        }
        consts
            .names
            .get(&key(c))
            .cloned()
            .ok_or_else(|| "constant not converted".to_string())
    }

    /// The constants `c` depends on, in LLVM's operand order.
    fn deps(&mut self, c: &LlConst) -> Result<Vec<LlConst>> {
        Ok(match c {
            LlConst::Aggregate(ty, elems) => {
                let data = match ty {
                    LlType::Array(_, e) | LlType::Vector { elem: e, .. } => {
                        data_element(e)
                            && elems
                                .iter()
                                .all(|e| matches!(e, LlConst::Int(..) | LlConst::Float(..)))
                    }
                    _ => false,
                };
                if data { Vec::new() } else { elems.clone() }
            }
            LlConst::Zero(ty) => match ty {
                LlType::Array(0, _) => Vec::new(),
                // Equal elements: converting one converts them all.
                LlType::Array(_, e) | LlType::Vector { elem: e, .. } => vec![zero_of(e)],
                _ => self.zero_elements(ty)?,
            },
            LlConst::Expr { operands, .. } => operands.clone(),
            LlConst::Global(_, name) => self.global_initializer(name)?.into_iter().collect(),
            _ => Vec::new(),
        })
    }

    /// `c` as an attribute, when MLIR's `getConstantAsAttr` gives it one (numbers, strings,
    /// function references, arrays and vectors of numbers).
    pub(crate) fn constant_attr(&mut self, c: &LlConst) -> Result<Option<String>> {
        Ok(match c {
            LlConst::Int(LlType::Int(1), v) => Some(if *v != 0 { "true" } else { "false" }.into()),
            LlConst::Int(LlType::Int(w), v) => Some(format!("{v} : i{w}")),
            LlConst::Float(ty, bits) => Some(format!(
                "{} : {}",
                float_hex(ty, *bits),
                self.types.spell(ty)?
            )),
            LlConst::Bytes(_, bytes) => Some(mlir_string(bytes)),
            LlConst::Global(_, name) if !self.global_inits.contains_key(name) => {
                Some(mlir_symbol(name))
            }
            LlConst::Aggregate(..) | LlConst::Zero(_) => self.dense_attr(c)?,
            _ => None,
        })
    }

    /// A `dense<...>` attribute of an array (nested arrays) or vector of numbers.
    fn dense_attr(&mut self, c: &LlConst) -> Result<Option<String>> {
        let mut dims = Vec::new();
        let mut ty = c.ty();
        let mut vector = false;
        while let LlType::Array(n, e) = ty {
            dims.push(*n);
            ty = e;
        }
        if let LlType::Vector {
            len,
            scalable: false,
            elem,
        } = ty
        {
            if !dims.is_empty() {
                return Ok(None);
            }
            dims.push(*len);
            vector = true;
            ty = elem;
        }
        if dims.is_empty() || !ty.is_scalar() {
            return Ok(None);
        }
        let elem_ty = ty.clone();
        let mut elems = Vec::new();
        if !flatten(c, &mut elems) {
            return Ok(None);
        }
        let shape: Vec<String> = dims.iter().map(u64::to_string).collect();
        let spelled = self.types.spell(&elem_ty)?;
        let container = if vector {
            format!("vector<{}x{spelled}>", shape.join("x"))
        } else {
            format!("tensor<{}x{spelled}>", shape.join("x"))
        };
        let text = |e: &Elem| match e {
            Elem::Int(v) if elem_ty == LlType::Int(1) => {
                (if *v != 0 { "true" } else { "false" }).to_string()
            }
            Elem::Int(v) => v.to_string(),
            Elem::Float(bits) => float_hex(&elem_ty, *bits),
        };
        let total: u64 = dims.iter().product();
        let body = match elems.first() {
            _ if total == 0 => "dense<>".to_string(),
            Some(first) if elems.iter().all(|e| e == first) => format!("dense<{}>", text(first)),
            _ => {
                let texts: Vec<String> = elems.iter().map(text).collect();
                format!("dense<{}>", nest(&texts, &dims))
            }
        };
        Ok(Some(format!("{body} : {container}")))
    }

    /// Converts one constant whose dependencies are converted already.
    fn emit_constant(&mut self, consts: &mut Constants, c: &LlConst) -> Result<String> {
        let ty = self.types.spell(c.ty())?;
        let name = consts.fresh();
        if let LlConst::Global(_, global) = c {
            consts.push(format!(
                "{name} = llvm.mlir.addressof {} : {ty}",
                mlir_symbol(global)
            ));
            return Ok(name);
        }
        if let Some(attr) = self.constant_attr(c)? {
            consts.push(format!("{name} = llvm.mlir.constant({attr}) : {ty}"));
            return Ok(name);
        }
        match c {
            LlConst::Null(_) => consts.push(format!("{name} = llvm.mlir.zero : {ty}")),
            LlConst::Undef(_) => consts.push(format!("{name} = llvm.mlir.undef : {ty}")),
            LlConst::Poison(_) => consts.push(format!("{name} = llvm.mlir.poison : {ty}")),
            LlConst::Aggregate(lty, _) | LlConst::Zero(lty) => {
                let elems = match c {
                    LlConst::Aggregate(_, elems) => elems.clone(),
                    _ => self.zero_elements(lty)?,
                };
                consts.push(format!("{name} = llvm.mlir.undef : {ty}"));
                let mut root = name;
                let vector = matches!(lty, LlType::Vector { .. });
                for (i, elem) in elems.iter().enumerate() {
                    let value = consts
                        .names
                        .get(&key(elem))
                        .cloned()
                        .ok_or("aggregate element not converted")?;
                    let next = consts.fresh();
                    if vector {
                        let index = consts.fresh();
                        consts.push(format!("{index} = llvm.mlir.constant({i} : i32) : i32"));
                        consts.push(format!(
                            "{next} = llvm.insertelement {value}, {root}[{index} : i32] : {ty}"
                        ));
                    } else {
                        consts.push(format!(
                            "{next} = llvm.insertvalue {value}, {root}[{i}] : {ty}"
                        ));
                    }
                    root = next;
                }
                return Ok(root);
            }
            LlConst::Expr {
                opcode,
                flags,
                source,
                operands,
                ..
            } => {
                let values = operands
                    .iter()
                    .map(|o| {
                        consts
                            .names
                            .get(&key(o))
                            .cloned()
                            .ok_or_else(|| "expression operand not converted".to_string())
                    })
                    .collect::<Result<Vec<_>>>()?;
                let line = match opcode.as_str() {
                    "getelementptr" => {
                        let source = source.as_ref().ok_or("a GEP without its element type")?;
                        let mut indices = Vec::new();
                        for (value, operand) in values.iter().zip(operands).skip(1) {
                            let constant = match operand {
                                LlConst::Int(_, v) => Some(*v),
                                _ => None,
                            };
                            indices.push((
                                value.clone(),
                                self.types.spell(operand.ty())?,
                                constant,
                            ));
                        }
                        let base_ty = self.types.spell(operands[0].ty())?;
                        self.gep(
                            &name,
                            flags.iter().any(|f| f == "inbounds"),
                            &values[0],
                            &base_ty,
                            &ty,
                            source,
                            &indices,
                        )?
                    }
                    "add" | "sub" | "mul" | "xor" | "shl" => {
                        let overflow = overflow_flags(
                            flags.iter().any(|f| f == "nsw"),
                            flags.iter().any(|f| f == "nuw"),
                        );
                        format!(
                            "{name} = llvm.{opcode} {}, {}{overflow} : {ty}",
                            values[0],
                            values
                                .get(1)
                                .ok_or("a binary expression needs two operands")?
                        )
                    }
                    _ => {
                        let from = self.types.spell(operands[0].ty())?;
                        format!("{name} = llvm.{opcode} {} : {from} to {ty}", values[0])
                    }
                };
                consts.push(line);
            }
            _ => return Err(format!("unhandled constant: {c:?}")),
        }
        Ok(name)
    }

    /// The elements of the zero value of an aggregate.
    fn zero_elements(&mut self, ty: &LlType) -> Result<Vec<LlConst>> {
        Ok(match ty {
            LlType::Array(n, e)
            | LlType::Vector {
                len: n, elem: e, ..
            } => {
                let n = usize::try_from(*n).map_err(|_| "aggregate too large")?;
                vec![zero_of(e); n]
            }
            _ => self
                .types
                .struct_fields(ty)?
                .unwrap_or_default()
                .iter()
                .map(zero_of)
                .collect(),
        })
    }

    /// An `llvm.getelementptr` line: constant indices into structs written inline, the others
    /// as operands (`indices` holds each index's value, type and constant value if any).
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn gep(
        &mut self,
        result: &str,
        inbounds: bool,
        base: &str,
        base_ty: &str,
        result_ty: &str,
        source: &LlType,
        indices: &[(String, String, Option<i128>)],
    ) -> Result<String> {
        let mut current = source.clone();
        let mut written = Vec::new();
        let mut dynamic_types = vec![base_ty.to_string()];
        for (position, (value, ty, constant)) in indices.iter().enumerate() {
            let fields = if position == 0 {
                None
            } else {
                self.types.struct_fields(&current)?
            };
            match fields {
                Some(fields) => {
                    let index = constant.ok_or("a struct index must be a constant")?;
                    written.push(index.to_string());
                    current = usize::try_from(index)
                        .ok()
                        .and_then(|i| fields.get(i).cloned())
                        .ok_or("struct index out of range")?;
                }
                None => {
                    written.push(value.clone());
                    dynamic_types.push(ty.clone());
                    if position > 0 {
                        current = match current {
                            LlType::Array(_, e) | LlType::Vector { elem: e, .. } => *e,
                            other => other,
                        };
                    }
                }
            }
        }
        let source = self.types.spell(source)?;
        Ok(format!(
            "{result} = llvm.getelementptr {}{base}[{}] : ({}) -> {result_ty}, {source}",
            if inbounds { "inbounds " } else { "" },
            written.join(", "),
            dynamic_types.join(", ")
        ))
    }
}

/// ` overflow<nsw, nuw>` for the flags set, or nothing.
pub(crate) fn overflow_flags(nsw: bool, nuw: bool) -> String {
    let flags: Vec<&str> = [(nsw, "nsw"), (nuw, "nuw")]
        .iter()
        .filter(|(set, _)| *set)
        .map(|(_, name)| *name)
        .collect();
    if flags.is_empty() {
        String::new()
    } else {
        format!(" overflow<{}>", flags.join(", "))
    }
}

/// The numbers of a constant array or vector in row-major order; false when an element is not
/// a number.
fn flatten(c: &LlConst, out: &mut Vec<Elem>) -> bool {
    match c {
        LlConst::Int(_, v) => out.push(Elem::Int(*v)),
        LlConst::Float(_, bits) => out.push(Elem::Float(*bits)),
        LlConst::Bytes(_, bytes) => {
            out.extend(bytes.iter().map(|b| Elem::Int(i128::from(*b as i8))))
        }
        LlConst::Aggregate(_, elems) => return elems.iter().all(|e| flatten(e, out)),
        LlConst::Zero(ty) => {
            let mut count: u64 = 1;
            let mut t = ty;
            while let LlType::Array(n, e)
            | LlType::Vector {
                len: n, elem: e, ..
            } = t
            {
                count = count.saturating_mul(*n);
                t = e;
            }
            let zero = match t {
                LlType::Int(_) => Elem::Int(0),
                LlType::Float(_) => Elem::Float(0),
                _ => return false,
            };
            let Ok(count) = usize::try_from(count) else {
                return false;
            };
            out.extend(std::iter::repeat_n(zero, count));
        }
        _ => return false,
    }
    true
}

/// `texts` in nested brackets, one level per dimension.
fn nest(texts: &[String], dims: &[u64]) -> String {
    match dims {
        [] | [_] => format!("[{}]", texts.join(", ")),
        [_, rest @ ..] => {
            let inner: usize = rest.iter().product::<u64>() as usize;
            let parts: Vec<String> = texts
                .chunks(inner.max(1))
                .map(|chunk| nest(chunk, rest))
                .collect();
            format!("[{}]", parts.join(", "))
        }
    }
}
