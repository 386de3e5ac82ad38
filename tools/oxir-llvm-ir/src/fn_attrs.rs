//! The function attributes of an `llvm.func` as LLVM IR writes them after the parameter list
//! (MLIR's `ModuleTranslation::convertFunctionAttributes` and the `passthrough` list): unit
//! properties as keywords (`noinline`, `nounwind`), `memory(...)`, `vscale_range(a,b)`, the
//! target and floating-point settings as string attributes (`"target-cpu"="x86-64"`), the
//! `passthrough` entries as LLVM's attributes when LLVM knows their name and as string
//! attributes otherwise, then `section`, `comdat`, `align`, `gc` and `personality`.

use crate::types::{llvm_name, quoted};
use inkwell::attributes::Attribute as LlvmAttribute;
use oxir::attrs::{ArrayAttr, AttrData, IntegerAttr, StringAttr};
use oxir::op_support::attr;
use oxir::{Attribute, Body, Context, OpId};
use oxir_llvm::{
    FramePointerKind, MemoryEffectsAttr, ModRefInfo, TargetFeaturesAttr, VScaleRangeAttr,
};

/// The unit properties and the keywords they become (and come from, on import).
pub(crate) const UNIT_KEYWORDS: [(&str, &str); 6] = [
    ("convergent", "convergent"),
    ("no_inline", "noinline"),
    ("always_inline", "alwaysinline"),
    ("no_unwind", "nounwind"),
    ("will_return", "willreturn"),
    ("optimize_none", "optnone"),
];

/// The unit properties that become string attributes (AArch64's streaming and ZA modes).
pub(crate) const UNIT_STRINGS: [(&str, &str); 8] = [
    ("arm_streaming", "aarch64_pstate_sm_enabled"),
    ("arm_locally_streaming", "aarch64_pstate_sm_body"),
    ("arm_streaming_compatible", "aarch64_pstate_sm_compatible"),
    ("arm_new_za", "aarch64_new_za"),
    ("arm_in_za", "aarch64_in_za"),
    ("arm_out_za", "aarch64_out_za"),
    ("arm_inout_za", "aarch64_inout_za"),
    ("arm_preserves_za", "aarch64_preserves_za"),
];

/// The string-valued properties and the string attributes they become.
pub(crate) const STRINGS: [(&str, &str); 6] = [
    ("target_cpu", "target-cpu"),
    ("tune_cpu", "tune-cpu"),
    ("denormal_fp_math", "denormal-fp-math"),
    ("denormal_fp_math_f32", "denormal-fp-math-f32"),
    ("fp_contract", "fp-contract"),
    ("frame_pointer", "frame-pointer"),
];

/// The boolean properties and the string attributes (`"true"` / `"false"`) they become.
pub(crate) const BOOLS: [(&str, &str); 5] = [
    ("unsafe_fp_math", "unsafe-fp-math"),
    ("no_infs_fp_math", "no-infs-fp-math"),
    ("no_nans_fp_math", "no-nans-fp-math"),
    ("approx_func_fp_math", "approx-func-fp-math"),
    ("no_signed_zeros_fp_math", "no-signed-zeros-fp-math"),
];

/// The text after a function's parameter list (and `unnamed_addr`): its attributes, each with
/// a leading space, or the message of a `passthrough` entry LLVM cannot take. A declaration
/// (`definition` false) gets only what MLIR gives every function (the unit keywords, `memory`,
/// `passthrough`, `align`, `gc`); the target, floating-point, AArch64, `vscale_range`,
/// `section` and `personality` settings are MLIR's for definitions.
pub(crate) fn function_attributes(
    ctx: &Context,
    body: &Body,
    op: OpId,
    definition: bool,
) -> Result<String, String> {
    let get = |name| attr(ctx, body, op, name);
    let mut out = String::new();
    for (name, keyword) in UNIT_KEYWORDS {
        if get(name).is_some() {
            out.push(' ');
            out.push_str(keyword);
        }
    }
    if let Some(memory) = get("memory").and_then(|a| a.dyn_cast::<MemoryEffectsAttr>(ctx)) {
        out.push_str(&format!(
            " memory({}, argmem: {}, inaccessiblemem: {})",
            mod_ref(memory.other(ctx)),
            mod_ref(memory.arg_mem(ctx)),
            mod_ref(memory.inaccessible_mem(ctx))
        ));
    }
    if let Some(range) = get("vscale_range")
        .filter(|_| definition)
        .and_then(|a| a.dyn_cast::<VScaleRangeAttr>(ctx))
    {
        let (min, max) = oxir_llvm::func::vscale_bounds(ctx, range);
        out.push_str(&format!(" vscale_range({min},{max})"));
    }
    if let Some(passthrough) = get("passthrough").and_then(|a| a.dyn_cast::<ArrayAttr>(ctx)) {
        for &entry in passthrough.elements(ctx) {
            out.push(' ');
            out.push_str(&passthrough_entry(ctx, entry)?);
        }
    }
    for (name, key) in UNIT_STRINGS {
        if definition && get(name).is_some() {
            out.push_str(&format!(" {}", quoted(key.as_bytes())));
        }
    }
    for (name, key) in STRINGS {
        let value = match get(name).filter(|_| definition) {
            Some(a) if name == "frame_pointer" => {
                FramePointerKind::from_attr(ctx, a).map(|k| k.as_str().to_string())
            }
            Some(a) => string(ctx, a),
            None => None,
        };
        if let Some(value) = value {
            out.push_str(&format!(
                " {}={}",
                quoted(key.as_bytes()),
                quoted(value.as_bytes())
            ));
        }
    }
    if let Some(features) = get("target_features")
        .filter(|_| definition)
        .and_then(|a| a.dyn_cast::<TargetFeaturesAttr>(ctx))
    {
        let joined = features.features(ctx).join(",");
        out.push_str(&format!(
            " \"target-features\"={}",
            quoted(joined.as_bytes())
        ));
    }
    for (name, key) in BOOLS {
        if let Some(AttrData::Bool(value)) =
            get(name).filter(|_| definition).map(|a| ctx.attr_data(a))
        {
            out.push_str(&format!(" {}=\"{value}\"", quoted(key.as_bytes())));
        }
    }
    if let Some(section) = get("section")
        .filter(|_| definition)
        .and_then(|a| string(ctx, a))
    {
        out.push_str(&format!(" section {}", quoted(section.as_bytes())));
    }
    out.push_str(&crate::module::comdat_suffix(ctx, body, op));
    if let Some(align) = get("alignment")
        .and_then(|a| a.dyn_cast::<IntegerAttr>(ctx))
        .and_then(|a| a.value_i64(ctx))
    {
        out.push_str(&format!(" align {align}"));
    }
    if let Some(gc) = get("garbageCollector").and_then(|a| string(ctx, a)) {
        out.push_str(&format!(" gc {}", quoted(gc.as_bytes())));
    }
    if let Some(AttrData::SymbolRef { root, .. }) = get("personality")
        .filter(|_| definition)
        .map(|a| ctx.attr_data(a))
    {
        out.push_str(&format!(
            " personality ptr @{}",
            llvm_name(ctx.string_bytes(*root))
        ));
    }
    Ok(out)
}

/// The metadata attachments of a function definition, each with a leading space: `!prof` with
/// its `function_entry_count`, as MLIR 19 writes it (written inline, LLVM numbers the node).
pub(crate) fn function_metadata(ctx: &Context, body: &Body, op: OpId) -> String {
    attr(ctx, body, op, "function_entry_count")
        .and_then(|a| a.dyn_cast::<IntegerAttr>(ctx))
        .and_then(|a| a.value_i64(ctx))
        .map_or_else(String::new, |count| {
            format!(" !prof !{{!\"function_entry_count\", i64 {count}}}")
        })
}

/// LLVM's spelling of a memory access kind in `memory(...)`.
fn mod_ref(kind: ModRefInfo) -> &'static str {
    match kind {
        ModRefInfo::NoModRef => "none",
        ModRefInfo::Ref => "read",
        ModRefInfo::Mod => "write",
        ModRefInfo::ModRef => "readwrite",
    }
}

/// The text of string attribute `attr`.
fn string(ctx: &Context, attr: Attribute) -> Option<String> {
    attr.dyn_cast::<StringAttr>(ctx)
        .map(|s| String::from_utf8_lossy(s.bytes(ctx)).into_owned())
}

/// LLVM 19's attribute kinds that take an integer (`Attribute::isIntAttrKind`).
pub(crate) const INT_KINDS: [&str; 10] = [
    "align",
    "allockind",
    "allocsize",
    "dereferenceable",
    "dereferenceable_or_null",
    "memory",
    "nofpclass",
    "alignstack",
    "uwtable",
    "vscale_range",
];

/// One `passthrough` entry, a name or a `[name, value]` pair: LLVM's attribute of that name
/// (`nounwind`, `alignstack(16)`) when LLVM knows it, else a string attribute
/// (`"name"`, `"name"="value"`), with MLIR's messages for entries LLVM would refuse.
fn passthrough_entry(ctx: &Context, entry: Attribute) -> Result<String, String> {
    let (key, value) = match ctx.attr_data(entry) {
        AttrData::String { .. } => (string(ctx, entry), None),
        AttrData::Array(items) => match items[..] {
            [key, value] => match (string(ctx, key), string(ctx, value)) {
                (Some(key), Some(value)) => (Some(key), Some(value)),
                _ => {
                    return Err(
                        "expected arrays within 'passthrough' to contain two strings".into(),
                    );
                }
            },
            _ => (None, None),
        },
        _ => (None, None),
    };
    let Some(key) = key else {
        return Err("expected 'passthrough' to contain string or array attributes".into());
    };
    if LlvmAttribute::get_named_enum_kind_id(&key) == 0 {
        return Ok(match value {
            Some(value) => format!("{}={}", quoted(key.as_bytes()), quoted(value.as_bytes())),
            None => quoted(key.as_bytes()),
        });
    }
    match (INT_KINDS.contains(&key.as_str()), value) {
        (true, None) => Err(format!("LLVM attribute '{key}' expects a value")),
        (true, Some(value)) => match value.parse::<u64>() {
            Ok(n) => Ok(format!("{key}({n})")),
            Err(_) => Err(format!("LLVM attribute '{key}' expects an integer value")),
        },
        (false, Some(value)) => Err(format!(
            "LLVM attribute '{key}' does not expect a value, found '{value}'"
        )),
        (false, None) => Ok(key),
    }
}
