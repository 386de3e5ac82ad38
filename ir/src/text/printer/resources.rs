//! The file metadata dictionary printed after a top-level op: the builtin blobs its
//! `dense_resource` attributes referenced, in the order they were first printed, then (when
//! asked) the context's external resources, laid out and elided as MLIR 19's
//! `printResourceFileMetadata` does. A referenced blob that was never given data is left out;
//! so is everything no attribute printed references (a blob whose last use a pass removed).

use super::{OpAsmPrinter, push_escaped};
use crate::resources::{ExternalValue, ResourceHandle};

/// The entries of one group of a section: `(key, value text)`.
type Entries = Vec<(String, String)>;

impl OpAsmPrinter<'_> {
    /// Prints the key `handle` prints as and records it for the file metadata.
    pub(super) fn print_resource_handle(&mut self, handle: ResourceHandle) {
        self.out.push_str(&self.ctx.resource_key(handle));
        if self.resources_seen.insert(handle) {
            self.resources.push(handle);
        }
    }

    /// `{-# dialect_resources: {...}, external_resources: {...} #-}` after the op, or nothing
    /// when there is no resource.
    pub(super) fn print_file_metadata(&mut self) {
        let ctx = self.ctx;
        let blobs: Entries = self
            .resources
            .iter()
            .filter_map(|&h| {
                let blob = ctx.resource_blob(h)?;
                Some((ctx.resource_key(h).to_string(), blob.hex_string()))
            })
            .collect();
        let external: Vec<(String, Entries)> = if self.options.external_resources {
            let groups = ctx.external_resources().groups;
            groups
                .into_iter()
                .map(|(name, entries)| {
                    let entries = entries
                        .into_iter()
                        .map(|(key, value)| (key.into(), external_text(&value)))
                        .collect();
                    (name.into(), entries)
                })
                .collect()
        } else {
            Vec::new()
        };
        let sections = [
            ("dialect", vec![("builtin".to_string(), blobs)]),
            ("external", external),
        ];
        let limit = self.options.elide_resource_strings_if_larger;
        let out = &mut self.out;
        // MLIR opens the dictionary at the first entry, before deciding to elide it: with every
        // entry elided, `{-#` and `#-}` are printed around nothing.
        let mut opened = false;
        let mut previous_section = false;
        for (dict, groups) in sections {
            let mut had_section = false;
            let mut previous_group = false;
            for (name, entries) in groups {
                let mut had_group = false;
                for (key, text) in entries {
                    if !std::mem::replace(&mut opened, true) {
                        out.push_str("\n{-#\n");
                    }
                    if limit.is_some_and(|limit| text.len() > limit) {
                        continue;
                    }
                    if !std::mem::replace(&mut had_section, true) {
                        if previous_section {
                            out.push_str(",\n");
                        }
                        out.push_str("  ");
                        out.push_str(dict);
                        out.push_str("_resources: {\n");
                    }
                    if !std::mem::replace(&mut had_group, true) {
                        if previous_group {
                            out.push_str(",\n");
                        }
                        out.push_str("    ");
                        out.push_str(&name);
                        out.push_str(": {\n");
                    } else {
                        out.push_str(",\n");
                    }
                    out.push_str("      ");
                    out.push_str(&key);
                    out.push_str(": ");
                    out.push_str(&text);
                }
                previous_group |= had_group;
                if had_group {
                    out.push_str("\n    }");
                }
            }
            if had_section {
                out.push_str("\n  }");
            }
            previous_section = had_section;
        }
        if opened {
            out.push_str("\n#-}\n");
        }
    }
}

/// How an external resource value prints: `true`/`false`, a hex blob, an escaped string.
fn external_text(value: &ExternalValue) -> String {
    match value {
        ExternalValue::Bool(b) => b.to_string(),
        ExternalValue::Blob(blob) => blob.hex_string(),
        ExternalValue::String(bytes) => {
            let mut text = String::new();
            push_escaped(&mut text, bytes);
            text
        }
    }
}
