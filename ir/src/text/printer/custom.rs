//! The API for custom forms: what an op's print hook, a dialect's type and attribute hooks,
//! and the naming and alias interfaces get to work with. It mirrors MLIR's `OpAsmPrinter`,
//! `DialectAsmPrinter`, `OpAsmOpInterface` and `OpAsmDialectInterface`.
//!
//! A hook is called twice per print: once while aliases are collected (every method then only
//! records the types and attributes it is given, and writes nothing) and once to write the
//! text. Hooks must therefore print the same things both times, and print types and
//! attributes only through these methods so that their aliases are found. The printer writes
//! an op's result names, op name and trailing location itself; the hook writes the rest,
//! starting with the space after the op name.

use super::ops::merged_attrs;
use super::push_symbol_ref;
use super::{CycleKey, Elision, OpAsmPrinter, PrintOptions, push_escaped, push_keyword_or_string};
use crate::affine::{AffineExpr, AffineMap};
use crate::attrs::{Attribute, NamedAttr};
use crate::context::Context;
use crate::storage::DynStorage;
use crate::structure::{BlockId, Body, OpId, RegionId, Value, ValueDef, dictionary_entries};
use crate::types::{FloatKind, Type};
use std::fmt;

/// Prints the custom form of an op after its name: `fn(printer, op)`, `op` being an op of
/// `printer.body()`. Set as [`crate::OpDescriptor::print`].
pub type PrintHook = fn(&mut OpAsmPrinter<'_>, OpId);

/// Prints a dialect type after `!dialect.`: its mnemonic and parameters (`ptr<1>`). The printer
/// chooses between `!dialect.ptr<1>` and `!dialect<...>` from the text.
pub type PrintTypeHook = fn(&mut DialectAsmPrinter<'_, '_>, &DynStorage);

/// Prints a dialect attribute after `#dialect.`, like [`PrintTypeHook`].
pub type PrintAttrHook = fn(&mut DialectAsmPrinter<'_, '_>, &DynStorage);

/// How an op kind names its values and blocks and which dialect its regions default to
/// (MLIR's `OpAsmOpInterface`). Register it in the op's descriptor interfaces as
/// `Box<dyn OpAsmInterface>`. Names are only used in the custom form.
pub trait OpAsmInterface: Send + Sync {
    /// The dialect whose prefix ops in this op's regions may leave out (`"func"` lets
    /// `func.return` print as `return`); empty for none.
    fn default_dialect(&self) -> &str {
        ""
    }

    /// Suggests names for results of `op` (in `body`): `set(result_number, name)`. Names are
    /// sanitized and made unique; results after a named one start a new group (`%a, %b:2`).
    fn result_names(&self, ctx: &Context, body: &Body, op: OpId, set: &mut dyn FnMut(u32, &str)) {
        let _ = (ctx, body, op, set);
    }

    /// Suggests names for the block arguments of region `region_index` of `op`: `set(value,
    /// name)` with values of the body holding the op's regions.
    fn block_arg_names(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        region_index: usize,
        set: &mut dyn FnMut(Value, &str),
    ) {
        let _ = (ctx, body, op, region_index, set);
    }

    /// Suggests labels (without `^`) for blocks of the regions of `op`: `set(block, name)`.
    fn block_names(
        &self,
        ctx: &Context,
        body: &Body,
        op: OpId,
        set: &mut dyn FnMut(BlockId, &str),
    ) {
        let _ = (ctx, body, op, set);
    }
}

/// The answer of an [`OpAsmDialectInterface`] for one type or attribute.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AliasResult {
    /// No alias from this dialect.
    NoAlias,
    /// An alias name that a later dialect may replace.
    Overridable(String),
    /// An alias name that ends the search.
    Final(String),
}

/// Alias names a dialect gives to types and attributes (its own or builtin ones), like MLIR's
/// `OpAsmDialectInterface::getAlias`. Register it in the dialect's descriptor interfaces as
/// `Box<dyn OpAsmDialectInterface>`. Names are sanitized and numbered by the printer.
pub trait OpAsmDialectInterface: Send + Sync {
    /// The alias for `ty`.
    fn type_alias(&self, ctx: &Context, ty: Type) -> AliasResult {
        let _ = (ctx, ty);
        AliasResult::NoAlias
    }

    /// The alias for `attr`.
    fn attr_alias(&self, ctx: &Context, attr: Attribute) -> AliasResult {
        let _ = (ctx, attr);
        AliasResult::NoAlias
    }
}

impl<'a> OpAsmPrinter<'a> {
    /// The context.
    pub fn ctx(&self) -> &'a Context {
        self.ctx
    }

    /// The body holding the op being printed (its operands and results are values of it).
    pub fn body(&self) -> &'a Body {
        self.body
    }

    /// The printing options.
    pub fn options(&self) -> &'a PrintOptions {
        self.options
    }

    /// Writes `text` as is.
    pub fn write_str(&mut self, text: &str) {
        self.put(text);
    }

    /// Starts a new line at the current indentation.
    pub fn newline(&mut self) {
        self.put_char('\n');
        self.put_indent();
    }

    /// Indents the following lines two more spaces.
    pub fn increase_indent(&mut self) {
        self.indent += 2;
    }

    /// Indents the following lines two fewer spaces.
    pub fn decrease_indent(&mut self) {
        self.indent = self.indent.saturating_sub(2);
    }

    /// Prints the name of a value of [`Self::body`]: `%0`, `%arg1`, `%2#1`.
    pub fn print_operand(&mut self, value: Value) {
        if !self.collecting {
            self.names
                .write_value(&mut self.out, self.table, self.body, value, true);
        }
    }

    /// Prints names of values of [`Self::body`] separated by `, `.
    pub fn print_operands(&mut self, values: impl IntoIterator<Item = Value>) {
        for (i, value) in values.into_iter().enumerate() {
            if i > 0 {
                self.put(", ");
            }
            self.print_operand(value);
        }
    }

    /// Prints the name of a value defined inside the regions of the op being printed. Differs
    /// from [`Self::print_operand`] for ops isolated from above, whose regions live in a body
    /// of their own.
    pub fn print_nested_value(&mut self, value: Value) {
        if self.collecting {
            return;
        }
        let (scope, table) = self.region_scope();
        self.names
            .write_value(&mut self.out, table, scope, value, true);
    }

    /// Prints a type (or its alias).
    pub fn print_type(&mut self, ty: Type) {
        self.print_type_or_alias(ty);
    }

    /// The printer API of dialect types and attributes, writing into this op's text: for
    /// formats that print a dialect attribute stripped of `#dialect.mnemonic` (MLIR's
    /// `printStrippedAttrOrType`).
    pub fn dialect_printer(&mut self) -> DialectAsmPrinter<'_, 'a> {
        DialectAsmPrinter { printer: self }
    }

    /// Prints types separated by `, `.
    pub fn print_types(&mut self, types: impl IntoIterator<Item = Type>) {
        self.print_type_list(types);
    }

    /// Prints `(operand types) -> result types` of `op`, a single non-function result
    /// without parentheses.
    pub fn print_functional_type(&mut self, op: OpId) {
        self.print_functional_type_of(op);
    }

    /// Prints an attribute (or its alias) with its type.
    pub fn print_attribute(&mut self, attr: Attribute) {
        self.print_attribute_or_alias(attr, Elision::Never);
    }

    /// Prints an attribute (or its alias) without its type (`1` for `1 : i32`).
    pub fn print_attribute_without_type(&mut self, attr: Attribute) {
        self.print_attribute_or_alias(attr, Elision::Must);
    }

    /// Prints ` {name = value, ...}` for the entries not named in `elided`; nothing when no
    /// entry is left.
    pub fn print_optional_attr_dict(&mut self, entries: &[NamedAttr], elided: &[&str]) {
        self.print_entries(entries, elided, false);
    }

    /// Like [`Self::print_optional_attr_dict`] with the `attributes` keyword before the braces.
    pub fn print_optional_attr_dict_with_keyword(
        &mut self,
        entries: &[NamedAttr],
        elided: &[&str],
    ) {
        self.print_entries(entries, elided, true);
    }

    fn print_entries(&mut self, entries: &[NamedAttr], elided: &[&str], keyword: bool) {
        let ctx = self.ctx;
        let kept = entries
            .iter()
            .copied()
            .filter(|e| !is_elided(ctx, e, elided));
        self.print_attr_dict(kept, keyword);
    }

    /// Prints the attribute dictionary of `op` (its properties' entries and its discardable
    /// attributes, by name, as MLIR's `getAttrs` gives them) without the `elided` names.
    pub fn print_op_attr_dict(&mut self, op: OpId, elided: &[&str]) {
        self.print_op_attrs(op, elided, false);
    }

    /// Like [`Self::print_op_attr_dict`] with the `attributes` keyword.
    pub fn print_op_attr_dict_with_keyword(&mut self, op: OpId, elided: &[&str]) {
        self.print_op_attrs(op, elided, true);
    }

    fn print_op_attrs(&mut self, op: OpId, elided: &[&str], keyword: bool) {
        let ctx = self.ctx;
        let body = self.body;
        let entries = merged_attrs(ctx, body.op_props(op), body.op_attrs(op));
        self.print_attr_dict(entries.filter(|e| !is_elided(ctx, e, elided)), keyword);
    }

    /// Prints `<{name = value, ...}>` of the properties of `op` not named in `elided` (MLIR's
    /// `prop-dict`); nothing when no entry is left.
    pub fn print_prop_dict(&mut self, op: OpId, elided: &[&str]) {
        let ctx = self.ctx;
        let entries = self
            .body
            .op_props(op)
            .map_or(&[][..], |props| dictionary_entries(ctx, props));
        let mut kept = entries
            .iter()
            .copied()
            .filter(|e| !is_elided(ctx, e, elided))
            .peekable();
        if kept.peek().is_none() {
            return;
        }
        self.put("<{");
        self.print_named_attrs(kept);
        self.put("}>");
    }

    /// Prints a region of the op being printed: `{`, its blocks, `}`. The entry block's header
    /// is printed when it has arguments and `print_entry_block_args` is set, or when it is
    /// empty and `print_empty_block` is set; the last op of each block is left out when it is
    /// a terminator and `print_block_terminators` is not set.
    pub fn print_region(
        &mut self,
        region: RegionId,
        print_entry_block_args: bool,
        print_block_terminators: bool,
        print_empty_block: bool,
    ) {
        let Some((op, op_body, _)) = self.hook_op else {
            return;
        };
        let (scope, _) = op_body.region_scope(op);
        if !scope.contains_region(region) {
            return;
        }
        let saved = self.enter(scope);
        self.print_region_in_scope(
            op_body.op_name(op),
            region,
            print_entry_block_args,
            print_block_terminators,
            print_empty_block,
        );
        self.leave(saved);
    }

    /// Prints an entry block argument of a region of the op being printed as
    /// `%name: type {attrs} loc(...)` (the type left out with `omit_type`).
    pub fn print_region_argument(&mut self, arg: Value, attrs: &[NamedAttr], omit_type: bool) {
        let (scope, table) = self.region_scope();
        let ValueDef::BlockArg { block, index } = arg.def() else {
            return;
        };
        if !scope.contains_value(arg) {
            return;
        }
        let loc = scope.block_arg_loc(block, index as usize);
        if self.collecting {
            self.visit_type(scope.value_type(arg), false);
            if self.options.debug_info
                && let Some(loc) = loc
            {
                self.visit_attr(loc, false, false);
            }
            self.print_optional_attr_dict(attrs, &[]);
            return;
        }
        self.names
            .write_value(&mut self.out, table, scope, arg, true);
        if !omit_type {
            self.out.push_str(": ");
            self.print_type_or_alias(scope.value_type(arg));
        }
        self.print_optional_attr_dict(attrs, &[]);
        if let Some(loc) = loc {
            self.print_trailing_location(loc, false);
        }
    }

    /// Prints the label of a successor block of the op being printed (`^bb1`).
    pub fn print_successor(&mut self, block: BlockId) {
        if !self.collecting {
            self.names.write_block(&mut self.out, self.table, block);
        }
    }

    /// Prints a successor with its operands: `^bb1(%0, %1 : i32, i64)`.
    pub fn print_successor_and_use_list(&mut self, block: BlockId, operands: &[Value]) {
        self.print_successor(block);
        if operands.is_empty() {
            return;
        }
        self.put_char('(');
        self.print_operands(operands.iter().copied());
        self.put(" : ");
        let body = self.body;
        self.print_type_list(operands.iter().map(|&v| body.value_type(v)));
        self.put_char(')');
    }

    /// Prints `@name`, quoted when it is not a bare identifier.
    pub fn print_symbol_name(&mut self, name: &[u8]) {
        if !self.collecting {
            push_symbol_ref(&mut self.out, name);
        }
    }

    /// Prints a keyword of the op's syntax (`to`, `step`, `attributes`) as is.
    pub fn print_keyword(&mut self, keyword: &str) {
        self.put(keyword);
    }

    /// Prints `text` bare when it is a bare identifier, else quoted and escaped.
    pub fn print_keyword_or_string(&mut self, text: &str) {
        if !self.collecting {
            push_keyword_or_string(&mut self.out, text.as_bytes());
        }
    }

    /// Prints `"text"` quoted and escaped.
    pub fn print_string(&mut self, bytes: &[u8]) {
        self.put_escaped(bytes);
    }

    /// Prints a float value of `kind` given by its bits, as MLIR prints float attributes.
    pub fn print_float(&mut self, kind: FloatKind, bits: u128) {
        if !self.collecting {
            crate::text::numbers::format_float(kind, bits, &mut self.out);
        }
    }

    /// Prints ` loc(...)` when printing debug info (for ops that print locations inside their
    /// custom form).
    pub fn print_optional_location_specifier(&mut self, loc: Attribute) {
        if self.collecting {
            self.visit_attr(loc, false, false);
            return;
        }
        self.print_trailing_location(loc, true);
    }

    /// Prints the results of `map` with `operands` in place of its dimensions and symbols
    /// (symbols as `symbol(%v)`), separated by `, `.
    pub fn print_affine_map_of_ssa_ids(&mut self, map: &AffineMap, operands: &[Value]) {
        if self.collecting {
            return;
        }
        let dims = map.num_dims() as usize;
        for (i, expr) in map.results().iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_affine_expr_with(expr, |pos, is_symbol| {
                operands
                    .get(if is_symbol { dims + pos } else { pos })
                    .copied()
            });
        }
    }

    /// Prints `expr` with `dims` and `symbols` in place of its dimensions and symbols.
    pub fn print_affine_expr_of_ssa_ids(
        &mut self,
        expr: &AffineExpr,
        dims: &[Value],
        symbols: &[Value],
    ) {
        if self.collecting {
            return;
        }
        self.print_affine_expr_with(expr, |pos, is_symbol| {
            if is_symbol {
                symbols.get(pos).copied()
            } else {
                dims.get(pos).copied()
            }
        });
    }

    fn print_affine_expr_with(
        &mut self,
        expr: &AffineExpr,
        value_of: impl Fn(usize, bool) -> Option<Value>,
    ) {
        let mut out = std::mem::take(&mut self.out);
        let mut name = String::new();
        let (names, table, body) = (&self.names, self.table, self.body);
        let _ = expr.write_with(&mut out, &mut |out, pos, is_symbol| {
            name.clear();
            match value_of(pos as usize, is_symbol) {
                Some(value) => names.write_value(&mut name, table, body, value, true),
                None => name.push_str("<<NULL VALUE>>"),
            }
            if is_symbol {
                out.write_str("symbol(")?;
                out.write_str(&name)?;
                out.write_str(")")
            } else {
                out.write_str(&name)
            }
        });
        self.out = out;
    }

    /// Prints `op` in the generic form (for hooks that fall back to it). When `op` is the op
    /// the hook is printing (one its custom form cannot show, such as an op that fails
    /// verification), what the hook wrote so far, its name included, is replaced: the op comes
    /// out whole in the generic form, as MLIR's printer falls back for such ops.
    pub fn print_generic(&mut self, op: OpId) {
        if self.collecting {
            self.collect_generic_op(op);
            return;
        }
        if self.hook_op.is_some_and(|(hooked, _, _)| hooked == op) {
            self.out.truncate(self.hook_start);
        }
        self.print_generic_op(op);
    }

    /// The body holding the regions of the op being printed, and its names table.
    fn region_scope(&self) -> (&'a Body, u32) {
        match self.hook_op {
            Some((op, op_body, _)) => {
                let (scope, _) = op_body.region_scope(op);
                (scope, self.names.table_of(scope))
            }
            None => (self.body, self.table),
        }
    }
}

impl fmt::Write for OpAsmPrinter<'_> {
    fn write_str(&mut self, text: &str) -> fmt::Result {
        self.put(text);
        Ok(())
    }
}

/// Whether `entry` is named in `elided`.
fn is_elided(ctx: &Context, entry: &NamedAttr, elided: &[&str]) -> bool {
    let name = ctx.string_bytes(entry.name);
    elided.iter().any(|e| e.as_bytes() == name)
}

/// The API of a dialect's type and attribute print hooks.
pub struct DialectAsmPrinter<'p, 'a> {
    pub(super) printer: &'p mut OpAsmPrinter<'a>,
}

impl<'a> DialectAsmPrinter<'_, 'a> {
    /// The context.
    pub fn ctx(&self) -> &'a Context {
        self.printer.ctx
    }

    /// Writes `text` as is.
    pub fn write_str(&mut self, text: &str) {
        self.printer.put(text);
    }

    /// Prints a type (or its alias).
    pub fn print_type(&mut self, ty: Type) {
        if self.printer.collecting {
            let deferred = self.printer.collector.deferred;
            self.printer.visit_type_as_child(ty, deferred);
        } else {
            self.printer.print_type_or_alias(ty);
        }
    }

    /// Prints an attribute (or its alias) with its type.
    pub fn print_attribute(&mut self, attr: Attribute) {
        if self.printer.collecting {
            let deferred = self.printer.collector.deferred;
            self.printer.visit_attr_as_child(attr, deferred, false);
        } else {
            self.printer.print_attribute_or_alias(attr, Elision::Never);
        }
    }

    /// Prints an attribute (or its alias) without its type.
    pub fn print_attribute_without_type(&mut self, attr: Attribute) {
        if self.printer.collecting {
            let deferred = self.printer.collector.deferred;
            self.printer.visit_attr_as_child(attr, deferred, true);
        } else {
            self.printer.print_attribute_or_alias(attr, Elision::Must);
        }
    }

    /// Prints `"text"` quoted and escaped.
    pub fn print_string(&mut self, bytes: &[u8]) {
        if !self.printer.collecting {
            push_escaped(&mut self.printer.out, bytes);
        }
    }

    /// Prints `text` bare when it is a bare identifier, else quoted and escaped.
    pub fn print_keyword_or_string(&mut self, text: &str) {
        self.printer.print_keyword_or_string(text);
    }

    /// Prints `@name`, quoted when needed.
    pub fn print_symbol_name(&mut self, name: &[u8]) {
        self.printer.print_symbol_name(name);
    }

    /// Prints a float value of `kind` given by its bits.
    pub fn print_float(&mut self, kind: FloatKind, bits: u128) {
        self.printer.print_float(kind, bits);
    }

    /// Prints an unsigned decimal number.
    pub fn print_u64(&mut self, value: u64) {
        self.printer.put_u64(value);
    }

    /// Whether `ty` is being printed by an enclosing hook call (MLIR's failed
    /// `tryStartCyclicPrint`): a recursive type reached again should print only what names it.
    pub fn in_cyclic_print(&self, ty: Type) -> bool {
        self.printer.cyclic.contains(&CycleKey::Type(ty))
    }

    /// Runs `print` with `ty` marked as being printed (MLIR's `tryStartCyclicPrint` and the
    /// reset it returns), so that [`Self::in_cyclic_print`] answers `true` for it inside.
    pub fn with_cyclic_print<R>(&mut self, ty: Type, print: impl FnOnce(&mut Self) -> R) -> R {
        self.with_cycle_key(CycleKey::Type(ty), print)
    }

    /// Whether `attr` is being printed by an enclosing hook call; see [`Self::in_cyclic_print`].
    pub fn in_cyclic_print_attr(&self, attr: Attribute) -> bool {
        self.printer.cyclic.contains(&CycleKey::Attr(attr))
    }

    /// Runs `print` with `attr` marked as being printed; see [`Self::with_cyclic_print`].
    pub fn with_cyclic_print_attr<R>(
        &mut self,
        attr: Attribute,
        print: impl FnOnce(&mut Self) -> R,
    ) -> R {
        self.with_cycle_key(CycleKey::Attr(attr), print)
    }

    fn with_cycle_key<R>(&mut self, key: CycleKey, print: impl FnOnce(&mut Self) -> R) -> R {
        // The stack is the printer's, not this hook call's: a hook prints nested values
        // through the printer, which calls hooks again with new `DialectAsmPrinter`s.
        self.printer.cyclic.push(key);
        let result = print(self);
        self.printer.cyclic.pop();
        result
    }
}

impl fmt::Write for DialectAsmPrinter<'_, '_> {
    fn write_str(&mut self, text: &str) -> fmt::Result {
        self.printer.put(text);
        Ok(())
    }
}
