//! Printing locations: `loc("file":1:2)`, `loc(unknown)`, `loc("name"(child))`,
//! `loc(callsite(callee at caller))`, `loc(fused<meta>[a, b])`, with nested locations replaced
//! by their `#loc` aliases, and MLIR's pretty form (`file:1:2`, `[unknown]`, callsites broken
//! over lines) for `pretty_debug_info`. Whether a location is printed at all is decided by the
//! callers (`ops`).

use super::{Elision, OpAsmPrinter, push_escaped, push_u64};
use crate::attrs::{AttrData, Attribute, LocationData};

impl OpAsmPrinter<'_> {
    /// Prints ` loc(...)` after an op or block argument when printing debug info. Ops may use
    /// the alias of their location; block arguments never do (as in MLIR).
    pub(super) fn print_trailing_location(&mut self, loc: Attribute, allow_alias: bool) {
        if !self.options.debug_info || self.collecting {
            return;
        }
        self.out.push(' ');
        self.print_location(loc, allow_alias);
    }

    /// Prints `loc(...)` (or the pretty form), using the alias of `loc` itself only when
    /// `allow_alias`.
    pub(super) fn print_location(&mut self, loc: Attribute, allow_alias: bool) {
        if self.options.pretty_debug_info {
            self.print_location_inner(loc, true, true);
            return;
        }
        self.out.push_str("loc(");
        match self.aliases.attr_alias(loc) {
            Some(alias) if allow_alias => self.out.push_str(alias),
            _ => self.print_location_inner(loc, false, true),
        }
        self.out.push(')');
    }

    /// Prints the inside of `loc(...)`; nested locations use their aliases.
    fn print_location_inner(&mut self, loc: Attribute, pretty: bool, top_level: bool) {
        if !top_level && let Some(alias) = self.aliases.attr_alias(loc) {
            self.out.push_str(alias);
            return;
        }
        let ctx = self.ctx;
        if let Some((file, line, column)) = ctx.file_line_col(loc) {
            // The common case, read without building the location's storage.
            self.print_file_line_col(file, line, column, pretty);
            return;
        }
        let AttrData::Location(data) = ctx.attr_data(loc) else {
            // Not a location: print it as an attribute rather than lose it.
            self.print_attribute_or_alias(loc, Elision::Never);
            return;
        };
        match data {
            LocationData::Unknown => {
                self.out
                    .push_str(if pretty { "[unknown]" } else { "unknown" })
            }
            LocationData::FileLineCol { file, line, column } => {
                self.print_file_line_col(*file, *line, *column, pretty)
            }
            LocationData::Name { name, child } => {
                push_escaped(&mut self.out, ctx.string_bytes(*name));
                if *child != ctx.common().unknown_loc {
                    self.out.push('(');
                    self.print_location_inner(*child, pretty, false);
                    self.out.push(')');
                }
            }
            LocationData::CallSite { callee, caller } => {
                if !pretty {
                    self.out.push_str("callsite(");
                }
                self.print_location_inner(*callee, pretty, false);
                if pretty {
                    let callee_is_name = matches!(
                        ctx.attr_data(*callee),
                        AttrData::Location(LocationData::Name { .. })
                    );
                    let caller_is_file = ctx.file_line_col(*caller).is_some();
                    self.out.push_str(if callee_is_name && caller_is_file {
                        " at "
                    } else {
                        "\n at "
                    });
                } else {
                    self.out.push_str(" at ");
                }
                self.print_location_inner(*caller, pretty, false);
                if !pretty {
                    self.out.push(')');
                }
            }
            LocationData::Fused {
                locations,
                metadata,
            } => {
                if !pretty {
                    self.out.push_str("fused");
                }
                if let Some(metadata) = metadata {
                    self.out.push('<');
                    self.print_attribute_or_alias(*metadata, Elision::Never);
                    self.out.push('>');
                }
                self.out.push('[');
                for (i, &location) in locations.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.print_location_inner(location, pretty, false);
                }
                self.out.push(']');
            }
        }
    }

    /// Prints `"file":line:col` (`file:line:col` when pretty).
    fn print_file_line_col(&mut self, file: Attribute, line: u32, column: u32, pretty: bool) {
        let name = self.ctx.string_bytes(file);
        if pretty {
            self.out.push_str(&String::from_utf8_lossy(name));
        } else {
            push_escaped(&mut self.out, name);
        }
        self.out.push(':');
        push_u64(&mut self.out, line.into());
        self.out.push(':');
        push_u64(&mut self.out, column.into());
    }
}
