//! [`SignatureConversion`]: how the inputs of a signature (a function's arguments, a block's
//! arguments) change under a conversion, MLIR's `TypeConverter::SignatureConversion`: each
//! original input becomes a range of new inputs (none, one or several) or is replaced by an
//! existing value, and new inputs with no original may be added. [`apply_signature_conversion`]
//! applies one to a block through a rewriter. Which types the inputs become is the
//! [`TypeConverter`]'s business, not this module's.

use super::type_converter::{TypeConverter, unrealized_cast};
use crate::context::Context;
use crate::rewrite::PatternRewriter;
use crate::structure::{BlockId, InsertPoint, IrError, Location, Value};
use crate::types::Type;

/// What one original input becomes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum InputMapping {
    /// The new inputs `start..start + len` (`len` 0: the input is dropped).
    Inputs {
        /// The first new input.
        start: usize,
        /// How many new inputs.
        len: usize,
    },
    /// An existing value, used instead of the input.
    Value(Value),
}

/// The remapping of a signature's inputs. See the module documentation.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SignatureConversion {
    mappings: Vec<Option<InputMapping>>,
    converted: Vec<Type>,
}

impl SignatureConversion {
    /// A conversion of a signature of `num_original` inputs, none mapped yet.
    pub fn new(num_original: usize) -> Self {
        SignatureConversion {
            mappings: vec![None; num_original],
            converted: Vec::new(),
        }
    }

    /// The number of original inputs.
    pub fn num_original_inputs(&self) -> usize {
        self.mappings.len()
    }

    /// The types of the new inputs, in order.
    pub fn converted_types(&self) -> &[Type] {
        &self.converted
    }

    /// What original input `original` becomes; `None` when it is not mapped (dropped) or out
    /// of range.
    pub fn input_mapping(&self, original: usize) -> Option<&InputMapping> {
        self.mappings.get(original)?.as_ref()
    }

    /// Appends new inputs of `types` and maps original input `original` to them (MLIR's
    /// `addInputs(origInputNo, types)`). An out-of-range `original` only appends.
    pub fn add_inputs(&mut self, original: usize, types: &[Type]) {
        let start = self.converted.len();
        self.converted.extend_from_slice(types);
        self.remap_input(original, start, types.len());
    }

    /// Appends new inputs of `types` that no original input maps to (MLIR's
    /// `addInputs(types)`).
    pub fn add_new_inputs(&mut self, types: &[Type]) {
        self.converted.extend_from_slice(types);
    }

    /// Maps original input `original` to the new inputs `start..start + len` (MLIR's
    /// `remapInput(origInputNo, newInputNo, newInputCount)`).
    pub fn remap_input(&mut self, original: usize, start: usize, len: usize) {
        if let Some(slot) = self.mappings.get_mut(original) {
            *slot = Some(InputMapping::Inputs { start, len });
        }
    }

    /// Replaces original input `original` by `value`, which gets no new input (MLIR's
    /// `remapInput(origInputNo, replacement)`).
    pub fn remap_input_to_value(&mut self, original: usize, value: Value) {
        if let Some(slot) = self.mappings.get_mut(original) {
            *slot = Some(InputMapping::Value(value));
        }
    }
}

impl TypeConverter {
    /// Maps input `index` of type `ty` to the types the converter makes of it (MLIR's
    /// `convertSignatureArg`).
    pub fn convert_signature_arg(
        &self,
        ctx: &Context,
        index: usize,
        ty: Type,
        conversion: &mut SignatureConversion,
    ) {
        conversion.add_inputs(index, &self.convert_type(ctx, ty));
    }

    /// The conversion of a signature whose inputs have `types`, each mapped to its converted
    /// types (MLIR's `convertSignatureArgs`).
    pub fn convert_signature(&self, ctx: &Context, types: &[Type]) -> SignatureConversion {
        let mut conversion = SignatureConversion::new(types.len());
        for (index, &ty) in types.iter().enumerate() {
            self.convert_signature_arg(ctx, index, ty, &mut conversion);
        }
        conversion
    }
}

/// Applies `conversion` to the arguments of `block` in place (MLIR's
/// `ConversionPatternRewriter::applySignatureConversion`): the block gets the converted
/// arguments, and the uses of each original argument read what it is mapped to: the new
/// argument itself when it is one of the same type, the mapped value, else a
/// `builtin.unrealized_conversion_cast` from the new arguments built at the start of the block
/// (under a conversion driver, the casts still used at the end become the converter's source
/// materializations; a converted op reading such a cast sees the new arguments). An original
/// argument mapped to nothing whose uses remain reads a cast of no input. Fails, changing
/// nothing, when `conversion` is not for a block of this many arguments or maps an argument
/// to an argument of the block itself.
pub fn apply_signature_conversion(
    rewriter: &mut PatternRewriter<'_>,
    block: BlockId,
    conversion: &SignatureConversion,
) -> Result<(), IrError> {
    let body = rewriter.body();
    let num_old = body.num_block_args(block);
    if conversion.num_original_inputs() != num_old {
        return Err(IrError::OutOfRange {
            what: "block argument",
            index: conversion.num_original_inputs(),
            len: num_old,
        });
    }
    // A replacement value must outlive the arguments it replaces.
    if (0..num_old).any(|i| {
        matches!(conversion.input_mapping(i), Some(InputMapping::Value(v))
            if body.block_args(block).any(|a| a == *v))
    }) {
        return Err(IrError::HasUses);
    }
    let old: Vec<(Value, Type, Location)> = (0..num_old)
        .filter_map(|i| {
            let arg = body.block_arg(block, i)?;
            Some((arg, body.value_type(arg), body.block_arg_loc(block, i)?))
        })
        .collect();
    // Each new argument takes the location of the original it comes from (else the first
    // argument's, else the rewriter's).
    let default_loc = old.first().map_or(rewriter.loc(), |o| o.2);
    let mut locs = vec![default_loc; conversion.converted_types().len()];
    for (i, (_, _, loc)) in old.iter().enumerate() {
        if let Some(InputMapping::Inputs { start, len }) = conversion.input_mapping(i) {
            for slot in locs.iter_mut().skip(*start).take(*len) {
                *slot = *loc;
            }
        }
    }
    // The new arguments go after the old ones, which are then erased front to back, so the
    // final order is the converted signature's.
    let new_args: Vec<Value> = conversion
        .converted_types()
        .iter()
        .zip(locs)
        .map(|(&ty, loc)| rewriter.body_mut().add_block_arg(block, ty, loc))
        .collect();
    let saved = rewriter.insertion_point();
    for (i, (arg, ty, loc)) in old.iter().enumerate() {
        if !rewriter.body().has_uses(*arg) {
            continue;
        }
        // Each cast goes first in the block, as MLIR builds them (at the block's begin at the
        // time), so the last argument's comes first.
        rewriter.set_insertion_point(InsertPoint::BlockStart(block));
        let inputs: Vec<Value> = match conversion.input_mapping(i) {
            Some(InputMapping::Inputs { start, len }) => new_args
                .get(*start..start + len)
                .map_or(Vec::new(), <[Value]>::to_vec),
            Some(InputMapping::Value(value)) => vec![*value],
            None => Vec::new(),
        };
        let replacement = match inputs[..] {
            [one] if rewriter.body().value_type(one) == *ty => one,
            _ => match unrealized_cast(rewriter, &[*ty], &inputs, *loc)?[..] {
                [cast] => cast,
                _ => continue,
            },
        };
        rewriter.replace_all_uses_with(*arg, replacement);
    }
    for _ in 0..num_old {
        rewriter.body_mut().erase_block_arg(block, 0)?;
    }
    match saved {
        Some(point) => rewriter.set_insertion_point(point),
        None => rewriter.clear_insertion_point(),
    }
    Ok(())
}
