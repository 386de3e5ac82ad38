//! `mlir-translate`'s SPIR-V translations: `--serialize-spirv` (the top-level `spirv.module`
//! to a binary), `--deserialize-spirv` (a binary to a `spirv.module`, printed) and
//! `--test-spirv-roundtrip` (both, printing the module read back). As in `mlir-translate-19`,
//! the input's top-level op must be the `spirv.module` (`--no-implicit-module`); otherwise
//! it is `builtin.module` and the error says so.

use oxir::text::parser::{ParseOptions, parse_source};
use oxir::text::printer::{PrintOptions, print_op};
use oxir::{Context, Diagnostic, OwnedOp};

/// Parses and verifies `text` and checks its top-level op is a `spirv.module`.
fn parse_module(
    ctx: &Context,
    text: &[u8],
    name: &str,
    implicit_module: bool,
) -> Result<OwnedOp, Diagnostic> {
    let options = ParseOptions {
        file_name: name,
        implicit_module,
        ..ParseOptions::default()
    };
    let module = parse_source(ctx, text, &options)?;
    oxir::verifier::verify(ctx, &module.body, module.op)?;
    let op_name = ctx.op_name_str(module.body.op_name(module.op));
    if op_name != oxir_spirv::ModuleOp::NAME {
        return Err(Diagnostic::error(
            module.body.op_loc(module.op),
            format!("expected a 'spirv.module' op, got '{op_name}'"),
        ));
    }
    Ok(module)
}

/// The binary of the `spirv.module` in `text`, as little-endian bytes.
pub fn serialize(
    ctx: &Context,
    text: &[u8],
    name: &str,
    implicit_module: bool,
) -> Result<Vec<u8>, Diagnostic> {
    let module = parse_module(ctx, text, name, implicit_module)?;
    let words = oxir_spirv_binary::serialize::serialize(ctx, &module.body, module.op)?;
    Ok(words.iter().flat_map(|w| w.to_le_bytes()).collect())
}

/// The printed `spirv.module` of a binary, or the reason it could not be read.
pub fn deserialize(ctx: &Context, bytes: &[u8]) -> Result<String, String> {
    let words = oxir_spirv_binary::deserialize::words(bytes).map_err(|e| e.to_string())?;
    let module =
        oxir_spirv_binary::deserialize::deserialize(ctx, &words).map_err(|e| e.to_string())?;
    oxir::verifier::verify(ctx, &module.body, module.op)
        .map_err(|d| format!("the binary reads as invalid IR: {}", d.message))?;
    Ok(print_op(
        ctx,
        &module.body,
        module.op,
        &PrintOptions::default(),
    ))
}

/// The `spirv.module` of `text` serialized and read back, printed.
pub fn roundtrip(
    ctx: &Context,
    text: &[u8],
    name: &str,
    implicit_module: bool,
) -> Result<String, Diagnostic> {
    let bytes = serialize(ctx, text, name, implicit_module)?;
    let fresh = crate::spirv_context();
    deserialize(&fresh, &bytes)
        .map_err(|message| Diagnostic::error(ctx.common().unknown_loc, message))
}
