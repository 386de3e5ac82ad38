//! Locations from printed IR (MLIR's `-snapshot-op-locations` and its
//! `generateLocationsFromIR`): the op is printed to a file, and every op nested in it that the
//! text shows gets the file, line and column where it starts there as its location, or, with a
//! tag, that position fused with its old location under the tag's name. Debugging a later
//! pipeline then points into the IR as it was at this step instead of the original source.
//! Block arguments and ops the text leaves out (elided terminators) keep their locations.

use crate::attrs::{FileLineColLoc, FusedLoc, NameLoc};
use crate::context::Context;
use crate::structure::{Body, OpId};
use crate::text::printer::{PrintOptions, print_op_with_positions};
use std::io::Write;
use std::path::PathBuf;

/// Prints `root` with `options` to `file` (standard output for `-`, a new temporary file
/// `mlir_snapshot-*.tmp.mlir` when empty) and gives the ops nested in it, `root` included, the
/// locations of their text there, fused with their old ones under `tag` when it is not empty.
/// Returns the name of the file written, or why it could not be written (nothing changed then).
pub fn snapshot_op_locations(
    ctx: &Context,
    body: &mut Body,
    root: OpId,
    file: &str,
    tag: &str,
    options: &PrintOptions,
) -> Result<String, String> {
    let (text, positions) = print_op_with_positions(ctx, body, root, options);
    let file = write_snapshot(file, &text)?;
    body.walk_mut(root, &mut |body, op| {
        let Some((line, column)) = positions.get(body, op) else {
            return;
        };
        let mut loc = FileLineColLoc::get(ctx, &file, line, column).attr();
        if !tag.is_empty() {
            let named = NameLoc::get_with_child(ctx, tag, loc).attr();
            loc = FusedLoc::get(ctx, &[body.op_loc(op), named], None).attr();
        }
        body.set_op_loc(op, loc);
    });
    Ok(file)
}

/// Writes `text` where `file` says, returning the name of the file written.
fn write_snapshot(file: &str, text: &str) -> Result<String, String> {
    let cannot = |name: &str, error: std::io::Error| {
        // `No such file or directory`, without Rust's ` (os error 2)`.
        let reason = error.to_string();
        let reason = reason
            .split(" (os error")
            .next()
            .unwrap_or_default()
            .to_string();
        format!("cannot open output file '{name}': {reason}")
    };
    if file == "-" {
        let mut out = std::io::stdout().lock();
        out.write_all(text.as_bytes())
            .and_then(|()| out.flush())
            .map_err(|e| cannot(file, e))?;
        return Ok(file.to_string());
    }
    if !file.is_empty() {
        std::fs::write(file, text).map_err(|e| cannot(file, e))?;
        return Ok(file.to_string());
    }
    // A name no other file has, as LLVM's `createTemporaryFile("mlir_snapshot", "tmp.mlir")`.
    let seed = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.subsec_nanos())
        ^ std::process::id();
    for attempt in 0..100u32 {
        let suffix = seed.wrapping_add(attempt.wrapping_mul(0x9E37)) & 0xFF_FFFF;
        let path: PathBuf =
            std::env::temp_dir().join(format!("mlir_snapshot-{suffix:06x}.tmp.mlir"));
        let name = path.to_string_lossy().into_owned();
        match std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&path)
        {
            Ok(mut out) => {
                out.write_all(text.as_bytes())
                    .map_err(|e| cannot(&name, e))?;
                return Ok(name);
            }
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
            Err(e) => return Err(cannot(&name, e)),
        }
    }
    Err("cannot create a temporary file for the snapshot".to_string())
}
