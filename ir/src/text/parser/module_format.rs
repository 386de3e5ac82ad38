//! The custom forms of the builtin ops the IR core registers. `builtin.module`, as MLIR 19's
//! assembly format
//! `($sym_name^)? attr-dict-with-keyword $bodyRegion` reads it: `module`, `module @name`,
//! `module attributes {...}`, then the body region (given an empty block when written `{}`).
//!
//! It is the first user of the [`ParseHook`](super::ParseHook) interface and shows that a hook
//! needs nothing beyond it. The name is stored as the `sym_name` property, where MLIR's generic
//! form puts it (`"builtin.module"() <{sym_name = "name"}> ...`).

use super::custom::{Delimiter, OpAsmParser, ParseResult};
use crate::attrs::NamedAttr;
use crate::structure::OperationState;

/// The [`ParseHook`](super::ParseHook) of `builtin.module`.
pub(crate) fn parse_module(
    p: &mut OpAsmParser<'_, '_>,
    state: &mut OperationState,
) -> ParseResult<()> {
    p.set_default_dialect("builtin");
    if let Some(name) = p.parse_optional_symbol_name()? {
        let ctx = p.context();
        let entry = NamedAttr {
            name: ctx.string_attr("sym_name"),
            value: name,
        };
        state.props = Some(ctx.dictionary(vec![entry]));
    }
    p.parse_optional_attr_dict_with_keyword(&mut state.attrs)?;
    let region = p.parse_region(&[], false)?;
    p.ensure_entry_block(region);
    Ok(())
}

/// The [`ParseHook`](super::ParseHook) of `builtin.unrealized_conversion_cast`, MLIR 19's format
/// `($inputs^ `:` type($inputs))? `to` type($outputs) attr-dict`.
pub(crate) fn parse_unrealized_conversion_cast(
    p: &mut OpAsmParser<'_, '_>,
    state: &mut OperationState,
) -> ParseResult<()> {
    p.set_default_dialect("builtin");
    let operands = p.parse_operand_list(Delimiter::None, None)?;
    let mut types = Vec::new();
    if !operands.is_empty() {
        p.parse_colon()?;
        types = p.parse_type_list()?;
    }
    p.parse_keyword("to")?;
    state.result_types = p.parse_type_list()?;
    p.parse_optional_attr_dict(&mut state.attrs)?;
    state.operands = p.resolve_operands(&operands, &types)?;
    Ok(())
}
