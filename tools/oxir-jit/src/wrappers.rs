//! The packed wrappers MLIR's `ExecutionEngine` adds to every module it runs: for each function
//! `f` with a body, `void @_mlir_f(ptr %args)` where `%args` points to one pointer per parameter
//! (each to storage holding that argument) followed, when `f` returns a value, by a pointer to
//! storage for the result. The wrapper loads the arguments, calls `f` and stores the result, so
//! that one Rust signature, `extern "C" fn(*mut *mut c_void)`, calls any function.
//!
//! Wrappers are built with inkwell's builder before the optimization pipeline runs, as MLIR does,
//! so that `-O2` inlines the callee into its wrapper. The pointer array is addressed as a struct
//! of pointers (the same layout as an array of them), which inkwell lets us index without a raw
//! `getelementptr`.

use std::collections::HashMap;

use inkwell::AddressSpace;
use inkwell::module::Module;
use inkwell::targets::TargetData;
use inkwell::types::{BasicType, BasicTypeEnum};
use inkwell::values::{FunctionValue, ValueKind};

use crate::{JitError, Signature, TypeKind};

/// The prefix MLIR gives packed wrappers.
pub const PACKED_PREFIX: &str = "_mlir_";

/// Adds `_mlir_<name>` to `module` for each function with a body whose parameters are all
/// first-class types, and returns the signature of each function wrapped, by name. A function
/// whose wrapper name is already taken keeps whatever has that name and gets no entry.
pub(crate) fn add_packed_wrappers(
    module: &Module<'_>,
    target_data: &TargetData,
) -> Result<HashMap<String, Signature>, JitError> {
    let context = module.get_context();
    let ptr = context.ptr_type(AddressSpace::default());
    let wrapper_type = context.void_type().fn_type(&[ptr.into()], false);
    let builder = context.create_builder();
    // Collected first: the loop adds functions to the list it would otherwise walk.
    let defined: Vec<FunctionValue<'_>> = module
        .get_functions()
        .filter(|f| f.count_basic_blocks() > 0)
        .collect();
    let mut signatures = HashMap::new();
    for function in defined {
        let Ok(name) = function.get_name().to_str() else {
            continue;
        };
        let wrapper_name = format!("{PACKED_PREFIX}{name}");
        if module.get_function(&wrapper_name).is_some()
            || module.get_global(&wrapper_name).is_some()
        {
            continue;
        }
        let fn_type = function.get_type();
        let Some(params) = fn_type
            .get_param_types()
            .into_iter()
            .map(|t| BasicTypeEnum::try_from(t).ok())
            .collect::<Option<Vec<_>>>()
        else {
            continue;
        };
        let result = fn_type.get_return_type();
        let kinds = |t: &BasicTypeEnum<'_>| kind_of(*t, target_data, module);
        let signature = Signature {
            params: params.iter().map(kinds).collect(),
            result: result.as_ref().map(kinds),
        };

        let wrapper = module.add_function(&wrapper_name, wrapper_type, None);
        builder.position_at_end(context.append_basic_block(wrapper, "entry"));
        let slot_count = params.len() + usize::from(result.is_some());
        let slots = context.struct_type(&vec![ptr.into(); slot_count], false);
        let packed = wrapper
            .get_nth_param(0)
            .ok_or_else(|| JitError::new("a packed wrapper has no parameter"))?
            .into_pointer_value();
        let mut args = Vec::with_capacity(params.len());
        for (index, param) in params.iter().enumerate() {
            let slot = builder.build_struct_gep(slots, packed, index as u32, "")?;
            let storage = builder.build_load(ptr, slot, "")?.into_pointer_value();
            args.push(builder.build_load(*param, storage, "")?.into());
        }
        let call = builder.build_call(function, &args, "")?;
        call.set_call_convention(function.get_call_conventions());
        if let ValueKind::Basic(value) = call.try_as_basic_value() {
            let slot = builder.build_struct_gep(slots, packed, params.len() as u32, "")?;
            let storage = builder.build_load(ptr, slot, "")?.into_pointer_value();
            builder.build_store(storage, value)?;
        }
        builder.build_return(None)?;
        signatures.insert(name.to_string(), signature);
    }
    Ok(signatures)
}

/// What the packed convention needs to know of `ty`.
fn kind_of(ty: BasicTypeEnum<'_>, target_data: &TargetData, module: &Module<'_>) -> TypeKind {
    let context = module.get_context();
    match ty {
        BasicTypeEnum::IntType(int) => TypeKind::Int(int.get_bit_width()),
        BasicTypeEnum::FloatType(float) if float == context.f32_type() => TypeKind::F32,
        BasicTypeEnum::FloatType(float) if float == context.f64_type() => TypeKind::F64,
        BasicTypeEnum::PointerType(_) => TypeKind::Ptr,
        other => TypeKind::Other {
            text: other.print_to_string().to_string(),
            size: target_data.get_abi_size(&other.as_basic_type_enum()),
        },
    }
}
