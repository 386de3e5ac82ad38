//! [`LLVMTypeConverter`]: MLIR's `LLVMTypeConverter`, the type conversion every lowering to
//! the `llvm` dialect shares, under the options of MLIR's `LowerToLLVMOptions`
//! ([`LowerToLLVMOptions`]: index bitwidth, from the data layout when there is one, and the
//! bare-pointer calling convention for memrefs). Builtin types become LLVM-compatible ones as
//! the seed's "Conversion to the LLVM Dialect" lays out: `index` an integer of the index
//! bitwidth, integers signless, floats LLVM lacks integers of their width, `complex<T>` a
//! struct of two, vectors 1-D vectors (n-D: arrays of them), function types `!llvm.ptr`,
//! ranked memrefs the descriptor struct `(ptr, ptr, index, array<N x index>, array<N x index>)`
//! and unranked memrefs `(index, ptr)`; function signatures (`!llvm.func`, results packed in a
//! struct, memref arguments expanded to their descriptor's fields or bare pointers). It builds
//! no op but the source materialization that packs expanded memref arguments back into a
//! descriptor (see [`super::memref_descriptor`]). Besides the options, it carries the names of
//! the functions that ask for the bare-pointer convention themselves ([`BARE_PTR_ATTR`], see
//! [`LLVMTypeConverter::set_bare_ptr_functions`]), for the call lowering to follow.

use super::memref_descriptor::{MemRefDescriptor, UnrankedMemRefDescriptor};
use super::module_functions::MessageGlobals;
use crate::{LLVMArrayType, LLVMFunctionType, LLVMPointerType, LLVMStructType, LLVMVoidType};
use oxir::attrs::{AttrData, Attribute};
use oxir::builtin::UNREALIZED_CONVERSION_CAST;
use oxir::conversion::{SignatureConversion, TypeConverter};
use oxir::structure::{Body, OpId};
use oxir::types::{DYNAMIC, FloatType, MemRefType, Signedness};
use oxir::{Context, Type, TypeData};
use std::collections::HashSet;
use std::ops::{Deref, DerefMut};
use std::sync::Arc;

/// The unit attribute by which a function asks for the bare-pointer calling convention for its
/// own signature, its returns and the calls to it (MLIR's `LLVMDialect::getBarePtrAttrName`),
/// whatever the lowering's options say.
pub const BARE_PTR_ATTR: &str = "llvm.bareptr";

/// The names (as bytes) of the symbols directly in the symbol table `op` holds (its first
/// region's entry block, as a module holds them) that carry [`BARE_PTR_ATTR`]: the callees
/// whose calls use the bare-pointer convention. MLIR's `-convert-func-to-llvm` looks callees up
/// the same way, by name in the symbol table of the module it runs on, before any is converted.
pub fn bare_ptr_functions(ctx: &Context, body: &Body, op: OpId) -> HashSet<Vec<u8>> {
    let (scope, regions) = body.region_scope(op);
    let Some(entry) = regions.first().and_then(|&r| scope.region_entry(r)) else {
        return HashSet::new();
    };
    scope
        .block_ops(entry)
        .filter(|&f| scope.attr(ctx, f, BARE_PTR_ATTR).is_some())
        .filter_map(|f| oxir::symbols::symbol_name(ctx, scope, f))
        .map(|name| ctx.string_bytes(name).to_vec())
        .collect()
}

/// The options of a lowering to the `llvm` dialect (MLIR's `LowerToLLVMOptions`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct LowerToLLVMOptions {
    /// The width of the integers `index` becomes.
    pub index_bitwidth: u32,
    /// Whether memrefs of static shape, strides and offset cross function boundaries as one
    /// bare pointer instead of their descriptor (MLIR's `useBarePtrCallConv`,
    /// `use-bare-ptr-memref-call-conv`).
    pub use_bare_ptr_call_conv: bool,
}

impl Default for LowerToLLVMOptions {
    fn default() -> Self {
        LowerToLLVMOptions {
            index_bitwidth: 64,
            use_bare_ptr_call_conv: false,
        }
    }
}

impl LowerToLLVMOptions {
    /// The defaults, with the index bitwidth of the data layout in effect at `op` when there
    /// is one (see [`data_layout_index_bitwidth`]).
    pub fn from_data_layout(ctx: &Context, body: &Body, op: OpId) -> Self {
        LowerToLLVMOptions {
            index_bitwidth: data_layout_index_bitwidth(ctx, body, op).unwrap_or(64),
            ..Self::default()
        }
    }
}

/// The index bitwidth the data layout at `op` sets: the `index` entry of the `dlti.dl_spec`
/// attribute of `op` or of its nearest ancestor in `body` that has one,
/// `#dlti.dl_spec<#dlti.dl_entry<index, 32 : i32>>`; `None` when there is none.
pub fn data_layout_index_bitwidth(ctx: &Context, body: &Body, op: OpId) -> Option<u32> {
    let mut current = Some(op);
    while let Some(at) = current {
        if let Some(spec) = oxir::op_support::attr(ctx, body, at, "dlti.dl_spec") {
            return index_entry(ctx, spec);
        }
        current = body.op_parent_op(at);
    }
    None
}

/// The width of the `index` entry of a `#dlti.dl_spec` (kept as text: the `dlti` dialect is
/// not registered).
fn index_entry(ctx: &Context, spec: Attribute) -> Option<u32> {
    let AttrData::Opaque { data, .. } = ctx.attr_data(spec) else {
        return None;
    };
    let (_, rest) = data.split_once("dl_entry<index,")?;
    let digits: String = rest
        .trim_start()
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    digits.parse().ok()
}

/// The type conversion to the `llvm` dialect. It derefs to the [`TypeConverter`] it extends,
/// so more conversions and materializations can be added to it and it can be given to the
/// conversion driver as it is.
#[derive(Clone)]
pub struct LLVMTypeConverter {
    converter: TypeConverter,
    options: LowerToLLVMOptions,
    messages: MessageGlobals,
    /// See [`LLVMTypeConverter::set_bare_ptr_functions`].
    bare_ptr_functions: Arc<HashSet<Vec<u8>>>,
}

/// What an [`LLVMTypeConverter`] attaches to the [`TypeConverter`] it extends, for patterns
/// (which are given the plain converter) to read back.
#[derive(Clone, Debug)]
struct Attached {
    options: LowerToLLVMOptions,
    messages: MessageGlobals,
    bare_ptr_functions: Arc<HashSet<Vec<u8>>>,
}

impl Deref for LLVMTypeConverter {
    type Target = TypeConverter;

    fn deref(&self) -> &TypeConverter {
        &self.converter
    }
}

impl DerefMut for LLVMTypeConverter {
    fn deref_mut(&mut self) -> &mut TypeConverter {
        &mut self.converter
    }
}

impl LLVMTypeConverter {
    /// The converter under `options`.
    pub fn new(options: LowerToLLVMOptions) -> Self {
        let mut converter = TypeConverter::new();
        converter.add_conversion(move |ctx, ty| convert_builtin(ctx, ty, &options));
        // Expanded memref arguments (a function's, through a signature conversion) read by
        // ops not converted yet: pack them into a descriptor, then cast it to the memref.
        converter.add_source_materialization(move |rewriter, ty, inputs, loc| {
            let ctx = rewriter.ctx();
            if inputs.len() < 2 {
                return None;
            }
            // An unranked memref's two fields (rank, pointer) pack the same way.
            let desc = if ty.isa::<MemRefType>(ctx) {
                let fields = memref_fields(ctx, ty, options.index_bitwidth, false)?;
                let desc_ty = LLVMStructType::get_literal(ctx, &fields, false).ty();
                MemRefDescriptor::pack(rewriter, loc, desc_ty, inputs).ok()?
            } else {
                let fields = unranked_fields(ctx, ty, options.index_bitwidth)?;
                let desc_ty = LLVMStructType::get_literal(ctx, &fields, false).ty();
                UnrankedMemRefDescriptor::pack(rewriter, loc, desc_ty, inputs).ok()?
            };
            let mut state = rewriter.state(UNREALIZED_CONVERSION_CAST);
            state.loc = loc;
            let cast = rewriter
                .create(state.operands(&[desc]).results(&[ty]))
                .ok()?;
            rewriter.body().results(cast).next()
        });
        let messages = MessageGlobals::default();
        let bare_ptr_functions = Arc::new(HashSet::new());
        converter.set_attachment(Attached {
            options,
            messages: messages.clone(),
            bare_ptr_functions: Arc::clone(&bare_ptr_functions),
        });
        LLVMTypeConverter {
            converter,
            options,
            messages,
            bare_ptr_functions,
        }
    }

    /// Records the functions that use the bare-pointer convention by themselves (see
    /// [`bare_ptr_functions`]), before the conversion: a pattern on a call cannot look at its
    /// callee, which lives in the module's body while the call is in a function's. Also for
    /// the converters patterns get back with [`LLVMTypeConverter::from_type_converter`].
    pub fn set_bare_ptr_functions(&mut self, names: HashSet<Vec<u8>>) {
        self.bare_ptr_functions = Arc::new(names);
        self.converter.set_attachment(Attached {
            options: self.options,
            messages: self.messages.clone(),
            bare_ptr_functions: Arc::clone(&self.bare_ptr_functions),
        });
    }

    /// Whether calls to the function named `name` use the bare-pointer convention: under the
    /// option, or when it is one of [`LLVMTypeConverter::set_bare_ptr_functions`]'s.
    pub fn calls_with_bare_ptr(&self, name: &[u8]) -> bool {
        self.options.use_bare_ptr_call_conv || self.bare_ptr_functions.contains(name)
    }

    /// The LLVM converter `converter` is, when it is one (its options are attached), with
    /// every conversion and materialization added to it since: what a conversion pattern,
    /// which the driver gives the plain [`TypeConverter`], uses to reach the LLVM-specific
    /// methods. It copies the converter's lists of hooks (shared pointers), not the hooks.
    pub fn from_type_converter(converter: &TypeConverter) -> Option<Self> {
        let attached = converter.attachment::<Attached>()?;
        Some(LLVMTypeConverter {
            converter: converter.clone(),
            options: attached.options,
            messages: attached.messages.clone(),
            bare_ptr_functions: Arc::clone(&attached.bare_ptr_functions),
        })
    }

    /// The options of the LLVM converter `converter` is, when it is one.
    pub fn options_of(converter: &TypeConverter) -> Option<LowerToLLVMOptions> {
        Some(converter.attachment::<Attached>()?.options)
    }

    /// The names of the message globals declared for the conversion it serves (see
    /// [`super::declare_symbols`]).
    pub fn message_globals(&self) -> &MessageGlobals {
        &self.messages
    }

    /// The options it converts under.
    pub fn options(&self) -> &LowerToLLVMOptions {
        &self.options
    }

    /// The plain [`TypeConverter`] it extends.
    pub fn type_converter(&self) -> &TypeConverter {
        &self.converter
    }

    /// The width of the integers `index` becomes.
    pub fn index_bitwidth(&self) -> u32 {
        self.options.index_bitwidth
    }

    /// The integer type `index` becomes (MLIR's `getIndexType`).
    pub fn index_type(&self, ctx: &Context) -> Type {
        integer(ctx, self.options.index_bitwidth)
    }

    /// The single type `ty` becomes, `None` when it becomes none or several.
    pub fn convert(&self, ctx: &Context, ty: Type) -> Option<Type> {
        self.converter.convert_type_1to1(ctx, ty)
    }

    /// The fields of the descriptor of ranked memref `ty` (MLIR's
    /// `getMemRefDescriptorFields`): allocated and aligned pointers, offset, then the sizes and
    /// the strides, as two arrays or (`unpack`) one index each. `None` when `ty` is not a
    /// ranked memref, its layout is not strided or its memory space is not a number.
    pub fn memref_descriptor_fields(
        &self,
        ctx: &Context,
        ty: Type,
        unpack: bool,
    ) -> Option<Vec<Type>> {
        memref_fields(ctx, ty, self.options.index_bitwidth, unpack)
    }

    /// The fields of the descriptor of unranked memref `ty`: the rank and a pointer to a ranked
    /// descriptor (MLIR's `getUnrankedMemRefDescriptorFields`).
    pub fn unranked_memref_descriptor_fields(&self, ctx: &Context, ty: Type) -> Option<Vec<Type>> {
        unranked_fields(ctx, ty, self.options.index_bitwidth)
    }

    /// The bare pointer memref `ty` crosses a bare-pointer call boundary as (MLIR's
    /// `convertMemRefToBarePtr`): only for ranked memrefs of static shape, strides and offset.
    pub fn convert_memref_to_bare_ptr(&self, ctx: &Context, ty: Type) -> Option<Type> {
        let memref = ty.dyn_cast::<MemRefType>(ctx)?;
        if memref.shape(ctx).contains(&DYNAMIC) {
            return None;
        }
        let (strides, offset) = memref.strides_and_offset(ctx)?;
        if offset == DYNAMIC || strides.contains(&DYNAMIC) {
            return None;
        }
        Some(LLVMPointerType::get(ctx, address_space(ctx, memref.memory_space(ctx))?).ty())
    }

    /// The types `ty` becomes as a function argument (MLIR's `structFuncArgTypeConverter` and
    /// `barePtrFuncArgTypeConverter`): a memref its descriptor's fields, unpacked, or its bare
    /// pointer; anything else what the converter makes of it.
    pub fn convert_function_argument(
        &self,
        ctx: &Context,
        ty: Type,
        bare_ptr: bool,
    ) -> Option<Vec<Type>> {
        let bare_ptr = bare_ptr || self.options.use_bare_ptr_call_conv;
        match ctx.type_data(ty) {
            TypeData::MemRef { .. } if bare_ptr => {
                Some(vec![self.convert_memref_to_bare_ptr(ctx, ty)?])
            }
            TypeData::MemRef { .. } => self.memref_descriptor_fields(ctx, ty, true),
            TypeData::UnrankedMemRef { .. } if bare_ptr => None,
            TypeData::UnrankedMemRef { .. } => self.unranked_memref_descriptor_fields(ctx, ty),
            _ => Some(self.converter.convert_type(ctx, ty)),
        }
    }

    /// The single type `ty` becomes across a call boundary (MLIR's
    /// `convertCallingConventionType`): a memref its bare pointer under the bare-pointer
    /// convention, anything else what the converter makes of it.
    pub fn convert_calling_convention_type(
        &self,
        ctx: &Context,
        ty: Type,
        bare_ptr: bool,
    ) -> Option<Type> {
        if (bare_ptr || self.options.use_bare_ptr_call_conv)
            && matches!(
                ctx.type_data(ty),
                TypeData::MemRef { .. } | TypeData::UnrankedMemRef { .. }
            )
        {
            return self.convert_memref_to_bare_ptr(ctx, ty);
        }
        self.convert(ctx, ty)
    }

    /// The one type the results `types` of a function are returned as (MLIR's
    /// `packFunctionResults`): `!llvm.void` for none, the converted type for one, a literal
    /// struct of the converted types for several. `None` when a result does not convert to one
    /// LLVM-compatible type.
    pub fn pack_function_results(
        &self,
        ctx: &Context,
        types: &[Type],
        bare_ptr: bool,
    ) -> Option<Type> {
        match types {
            [] => Some(LLVMVoidType::get(ctx).ty()),
            [one] => self.convert_calling_convention_type(ctx, *one, bare_ptr),
            _ => {
                let fields = types
                    .iter()
                    .map(|&t| {
                        self.convert_calling_convention_type(ctx, t, bare_ptr)
                            .filter(|&c| crate::types::is_compatible_type(ctx, c))
                    })
                    .collect::<Option<Vec<_>>>()?;
                Some(LLVMStructType::get_literal(ctx, &fields, false).ty())
            }
        }
    }

    /// The `!llvm.func` type of a function of builtin function type `ty`, and how its
    /// arguments map to the new ones (MLIR's `convertFunctionSignature`): each argument as
    /// [`LLVMTypeConverter::convert_function_argument`] says, the results packed as
    /// [`LLVMTypeConverter::pack_function_results`] says. `None` when an argument or result
    /// does not convert.
    pub fn convert_function_signature(
        &self,
        ctx: &Context,
        ty: Type,
        is_variadic: bool,
        bare_ptr: bool,
    ) -> Option<(Type, SignatureConversion)> {
        let TypeData::Function { inputs, results } = ctx.type_data(ty) else {
            return None;
        };
        let mut conversion = SignatureConversion::new(inputs.len());
        for (index, &input) in inputs.iter().enumerate() {
            let converted = self.convert_function_argument(ctx, input, bare_ptr)?;
            conversion.add_inputs(index, &converted);
        }
        let result = self.pack_function_results(ctx, results, bare_ptr)?;
        let func = LLVMFunctionType::get(ctx, result, conversion.converted_types(), is_variadic);
        Some((func.ty(), conversion))
    }
}

impl LLVMTypeConverter {
    /// The operands of a call as the calling convention passes them (MLIR's
    /// `promoteOperands`): for each original operand of type `original_types[i]` and its
    /// converted value `converted[i]`, a ranked memref's descriptor unpacked to its fields (or,
    /// under the bare-pointer convention, its aligned pointer), an unranked memref's descriptor
    /// unpacked to its rank and pointer, anything else as it is. Fails on an unranked memref
    /// under the bare-pointer convention, or a value that is not the descriptor its type says.
    pub fn promote_operands(
        &self,
        rewriter: &mut oxir::rewrite::PatternRewriter<'_>,
        loc: oxir::Location,
        original_types: &[Type],
        converted: &[oxir::Value],
        bare_ptr: bool,
    ) -> Result<Vec<oxir::Value>, oxir::structure::IrError> {
        use super::memref_descriptor::UnrankedMemRefDescriptor;
        let bare_ptr = bare_ptr || self.options.use_bare_ptr_call_conv;
        let ctx = rewriter.ctx();
        let not_descriptor = || oxir::structure::IrError::OutOfRange {
            what: "memref descriptor operand",
            index: 0,
            len: 0,
        };
        let mut promoted = Vec::with_capacity(converted.len());
        for (&ty, &value) in original_types.iter().zip(converted) {
            match (ctx.type_data(ty), bare_ptr) {
                (TypeData::MemRef { .. }, true) => {
                    let desc = MemRefDescriptor::new(ctx, rewriter.body(), value)
                        .ok_or_else(not_descriptor)?;
                    promoted.push(desc.aligned_ptr(rewriter, loc)?);
                }
                (TypeData::UnrankedMemRef { .. }, true) => return Err(not_descriptor()),
                (TypeData::MemRef { .. }, false) => {
                    promoted.extend(MemRefDescriptor::unpack(rewriter, loc, value)?);
                }
                (TypeData::UnrankedMemRef { .. }, false) => {
                    promoted.extend(UnrankedMemRefDescriptor::unpack(rewriter, loc, value)?);
                }
                _ => promoted.push(value),
            }
        }
        Ok(promoted)
    }
}

/// The signless integer of `width` bits.
fn integer(ctx: &Context, width: u32) -> Type {
    ctx.intern_type(TypeData::Integer {
        width,
        signedness: Signedness::Signless,
    })
}

/// The address space of a memory space attribute: none is 0, an integer its value.
fn address_space(ctx: &Context, space: Option<Attribute>) -> Option<u32> {
    match space.map(|s| ctx.attr_data(s)) {
        None => Some(0),
        Some(AttrData::Integer { value, .. }) => u32::try_from(value.as_i64()?).ok(),
        Some(_) => None,
    }
}

fn memref_fields(ctx: &Context, ty: Type, index_bitwidth: u32, unpack: bool) -> Option<Vec<Type>> {
    let memref = ty.dyn_cast::<MemRefType>(ctx)?;
    memref.strides_and_offset(ctx)?;
    let ptr = LLVMPointerType::get(ctx, address_space(ctx, memref.memory_space(ctx))?).ty();
    let index = integer(ctx, index_bitwidth);
    let rank = memref.rank(ctx);
    let mut fields = vec![ptr, ptr, index];
    if rank == 0 {
        return Some(fields);
    }
    if unpack {
        fields.extend(std::iter::repeat_n(index, 2 * rank));
    } else {
        let array = LLVMArrayType::get(ctx, rank as u64, index).ty();
        fields.extend([array, array]);
    }
    Some(fields)
}

fn unranked_fields(ctx: &Context, ty: Type, index_bitwidth: u32) -> Option<Vec<Type>> {
    let TypeData::UnrankedMemRef { memory_space, .. } = ctx.type_data(ty) else {
        return None;
    };
    // The memory space must be one, but the pointer is in the default space, as in MLIR.
    address_space(ctx, *memory_space)?;
    let ptr = LLVMPointerType::get(ctx, 0).ty();
    Some(vec![integer(ctx, index_bitwidth), ptr])
}

/// The conversion of builtin types; `None` for types it leaves alone (the `llvm` dialect's,
/// unknown ones) or cannot convert (it then keeps them, and the target rejects the ops that
/// still use them).
fn convert_builtin(ctx: &Context, ty: Type, options: &LowerToLLVMOptions) -> Option<Vec<Type>> {
    let one = |t: Type| Some(vec![t]);
    match ctx.type_data(ty) {
        TypeData::Index => one(integer(ctx, options.index_bitwidth)),
        TypeData::Integer { width, .. } => one(integer(ctx, *width)),
        TypeData::Float(_) if crate::types::is_compatible_float(ctx, ty) => None,
        TypeData::Float(_) => one(integer(ctx, ty.dyn_cast::<FloatType>(ctx)?.width(ctx))),
        TypeData::Complex(element) => {
            let element = convert_element(ctx, *element, options)?;
            one(LLVMStructType::get_literal(ctx, &[element, element], false).ty())
        }
        TypeData::Function { .. } => one(LLVMPointerType::get(ctx, 0).ty()),
        TypeData::Vector {
            shape,
            scalable,
            element,
        } => {
            let element = convert_element(ctx, *element, options)?;
            // Only the innermost dimension may be scalable.
            if scalable.iter().rev().skip(1).any(|&s| s) {
                return None;
            }
            let (inner, outer) = match shape.split_last() {
                Some((&last, outer)) => (last, outer),
                None => (1, &[][..]),
            };
            let inner_scalable = scalable.last().copied().unwrap_or(false);
            let mut converted = ctx.intern_type(TypeData::Vector {
                shape: Box::new([inner]),
                scalable: Box::new([inner_scalable]),
                element,
            });
            for &dim in outer.iter().rev() {
                converted = LLVMArrayType::get(ctx, u64::try_from(dim).ok()?, converted).ty();
            }
            one(converted)
        }
        TypeData::MemRef { .. } => {
            let fields = memref_fields(ctx, ty, options.index_bitwidth, false)?;
            one(LLVMStructType::get_literal(ctx, &fields, false).ty())
        }
        TypeData::UnrankedMemRef { .. } => {
            let fields = unranked_fields(ctx, ty, options.index_bitwidth)?;
            one(LLVMStructType::get_literal(ctx, &fields, false).ty())
        }
        _ => None,
    }
}

/// An element type converted (integers, index, floats; others kept when LLVM-compatible).
fn convert_element(ctx: &Context, element: Type, options: &LowerToLLVMOptions) -> Option<Type> {
    match convert_builtin(ctx, element, options) {
        Some(types) => match types[..] {
            [one] => Some(one),
            _ => None,
        },
        None => crate::types::is_compatible_type(ctx, element)
            .then_some(element)
            .or_else(|| (element.isa::<LLVMPointerType>(ctx)).then_some(element)),
    }
}
