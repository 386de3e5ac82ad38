//! The function attributes of an LLVM function as `llvm.func` properties (MLIR 19's
//! `ModuleImport::processFunctionAttributes` and `processPassthroughAttrs`): the attributes
//! the op has a property for become it (`noinline` → `no_inline`, `memory(...)` →
//! `#llvm.memory_effects`, `"target-cpu"` → `target_cpu`, ...), every other one goes to
//! `passthrough`, by name, with its value when it has one.

use crate::fn_attrs::{BOOLS, INT_KINDS, STRINGS, UNIT_KEYWORDS, UNIT_STRINGS};
use inkwell::attributes::{Attribute, AttributeLoc};
use inkwell::values::FunctionValue;
use std::collections::HashMap;
use std::sync::OnceLock;

/// The attributes MLIR 19 keeps out of `passthrough` (its `kExplicitAttributes`; `target-cpu`
/// is not among them, so it is both a property and a passthrough entry, as in MLIR).
const EXPLICIT: [&str; 26] = [
    "aarch64_in_za",
    "aarch64_inout_za",
    "aarch64_new_za",
    "aarch64_out_za",
    "aarch64_preserves_za",
    "aarch64_pstate_sm_body",
    "aarch64_pstate_sm_compatible",
    "aarch64_pstate_sm_enabled",
    "alwaysinline",
    "approx-func-fp-math",
    "convergent",
    "denormal-fp-math",
    "denormal-fp-math-f32",
    "fp-contract",
    "frame-pointer",
    "no-infs-fp-math",
    "no-nans-fp-math",
    "no-signed-zeros-fp-math",
    "noinline",
    "nounwind",
    "optnone",
    "target-features",
    "tune-cpu",
    "unsafe-fp-math",
    "vscale_range",
    "willreturn",
];

/// LLVM 19's function attributes of enum kind, by name (LLVM's C API names enum kinds only
/// from names to ids).
const ENUM_NAMES: [&str; 62] = [
    "alignstack",
    "allockind",
    "allocsize",
    "alwaysinline",
    "builtin",
    "cold",
    "convergent",
    "disable_sanitizer_instrumentation",
    "fn_ret_thunk_extern",
    "hot",
    "hybrid_patchable",
    "inlinehint",
    "jumptable",
    "memory",
    "minsize",
    "mustprogress",
    "naked",
    "nobuiltin",
    "nocallback",
    "nocf_check",
    "noduplicate",
    "nofree",
    "noimplicitfloat",
    "noinline",
    "nomerge",
    "nonlazybind",
    "noprofile",
    "norecurse",
    "noredzone",
    "noreturn",
    "nosanitize_bounds",
    "nosanitize_coverage",
    "nosync",
    "nounwind",
    "null_pointer_is_valid",
    "optforfuzzing",
    "optnone",
    "optsize",
    "presplitcoroutine",
    "returns_twice",
    "safestack",
    "sanitize_address",
    "sanitize_hwaddress",
    "sanitize_memory",
    "sanitize_memtag",
    "sanitize_numerical_stability",
    "sanitize_thread",
    "shadowcallstack",
    "skipprofile",
    "speculatable",
    "speculative_load_hardening",
    "ssp",
    "sspreq",
    "sspstrong",
    "strictfp",
    "uwtable",
    "vscale_range",
    "willreturn",
    "writable",
    "noundef",
    "nocapture",
    "readnone",
];

/// The name of enum attribute kind `id`. LLVM's ids of [`ENUM_NAMES`] are asked once per
/// process, not once per attribute read.
fn enum_name(id: u32) -> Option<&'static str> {
    static BY_ID: OnceLock<HashMap<u32, &'static str>> = OnceLock::new();
    BY_ID
        .get_or_init(|| {
            ENUM_NAMES
                .iter()
                .map(|&name| (Attribute::get_named_enum_kind_id(name), name))
                // 0 is LLVM's answer for a name it does not know.
                .filter(|&(id, _)| id != 0)
                .collect()
        })
        .get(&id)
        .copied()
}

/// A string attribute's key and value.
fn string_parts(attr: Attribute) -> (String, String) {
    (
        attr.get_string_kind_id().to_string_lossy().into_owned(),
        attr.get_string_value().to_string_lossy().into_owned(),
    )
}

/// MLIR's spelling of a memory access kind in `#llvm.memory_effects`.
fn mod_ref(bits: u64) -> &'static str {
    match bits & 3 {
        0 => "none",
        1 => "read",
        2 => "write",
        _ => "readwrite",
    }
}

/// A string literal of MLIR's syntax.
fn quoted(text: &str) -> String {
    crate::types::quoted(text.as_bytes())
}

/// The `llvm.func` dictionary entries of `f`'s function attributes, or the message of one the
/// importer cannot name.
pub(crate) fn function_attribute_entries(f: FunctionValue<'_>) -> Result<Vec<String>, String> {
    let mut entries = Vec::new();
    let mut passthrough = Vec::new();
    for attr in f.attributes(AttributeLoc::Function) {
        if attr.is_type() {
            continue;
        }
        if attr.is_string() {
            let (key, value) = string_parts(attr);
            if let Some((prop, _)) = UNIT_STRINGS.iter().find(|(_, k)| *k == key) {
                entries.push(prop.to_string());
            } else if key == "frame-pointer" {
                entries.push(format!(
                    "frame_pointer = #llvm.framePointerKind<{}>",
                    quoted(&value)
                ));
            } else if let Some((prop, _)) = STRINGS.iter().find(|(_, k)| *k == key) {
                entries.push(format!("{prop} = {}", quoted(&value)));
            } else if let Some((prop, _)) = BOOLS.iter().find(|(_, k)| *k == key) {
                entries.push(format!("{prop} = {}", value == "true"));
            } else if key == "target-features" {
                let features: Vec<String> = value
                    .split(',')
                    .filter(|f| !f.is_empty())
                    .map(quoted)
                    .collect();
                entries.push(format!(
                    "target_features = #llvm.target_features<[{}]>",
                    features.join(", ")
                ));
            }
            if !EXPLICIT.contains(&key.as_str()) {
                passthrough.push(match value.is_empty() {
                    true => quoted(&key),
                    false => format!("[{}, {}]", quoted(&key), quoted(&value)),
                });
            }
            continue;
        }
        let id = attr.get_enum_kind_id();
        let name =
            enum_name(id).ok_or_else(|| format!("unhandled function attribute of kind {id}"))?;
        let value = attr.get_enum_value();
        match name {
            "memory" => {
                // Two bits per location: argument memory, inaccessible memory, other memory.
                entries.push(format!(
                    "memory = #llvm.memory_effects<other = {}, argMem = {}, inaccessibleMem = {}>",
                    mod_ref(value >> 4),
                    mod_ref(value),
                    mod_ref(value >> 2)
                ));
                continue;
            }
            "vscale_range" => entries.push(format!(
                "vscale_range = #llvm.vscale_range<minRange = {} : i32, maxRange = {} : i32>",
                value >> 32,
                value & 0xffff_ffff
            )),
            _ => {
                if let Some((prop, _)) = UNIT_KEYWORDS.iter().find(|(_, k)| *k == name) {
                    entries.push(prop.to_string());
                }
            }
        }
        if EXPLICIT.contains(&name) {
            continue;
        }
        passthrough.push(if INT_KINDS.contains(&name) {
            format!("[{}, \"{value}\"]", quoted(name))
        } else {
            quoted(name)
        });
    }
    if !passthrough.is_empty() {
        entries.push(format!("passthrough = [{}]", passthrough.join(", ")));
    }
    Ok(entries)
}
