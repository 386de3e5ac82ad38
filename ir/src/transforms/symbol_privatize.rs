//! Making symbols private (MLIR's `-symbol-privatize`): the symbols defined directly in the
//! regions of an op, except those named in an exclusion list, become private, so that later
//! passes (`symbol-dce`) may treat their uses as all visible.

use crate::context::Context;
use crate::structure::{Body, OpId};
use crate::symbols::{Visibility, is_symbol_op, set_symbol_visibility, symbol_name};

/// Marks private every symbol op directly in the blocks of `root`'s regions whose name is not in
/// `exclude`; nested symbol tables are left as they are, as MLIR does. Returns how many symbols
/// were not private before.
pub fn symbol_privatize(ctx: &Context, body: &mut Body, root: OpId, exclude: &[String]) -> usize {
    let (scope, regions) = body.region_scope_mut(root);
    let ops = scope.ops_of_regions(&regions);
    let mut changed = 0;
    for op in ops {
        if !is_symbol_op(ctx, scope, op) {
            continue;
        }
        let excluded = symbol_name(ctx, scope, op).is_some_and(|name| {
            exclude
                .iter()
                .any(|e| e.as_bytes() == ctx.string_bytes(name))
        });
        if excluded {
            continue;
        }
        if crate::symbols::symbol_visibility(ctx, scope, op) != Visibility::Private {
            changed += 1;
        }
        set_symbol_visibility(ctx, scope, op, Visibility::Private);
    }
    changed
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::descriptor::{DialectDescriptor, OpDescriptor};
    use crate::symbols::symbol_visibility;
    use crate::text::parser::{ParseOptions, parse_source};
    use crate::traits::{Trait, TraitSet};

    #[test]
    fn top_level_symbols_become_private_except_the_excluded() {
        let ctx = Context::new();
        ctx.set_allow_unregistered_dialects(true);
        let func = OpDescriptor::new("t.sym").with_traits(TraitSet::new(&[Trait::Symbol]));
        ctx.register_dialect(DialectDescriptor::new("t"), vec![func]);
        let source = r#"
"t.sym"() {sym_name = "a"} : () -> ()
"t.sym"() {sym_name = "b", sym_visibility = "nested"} : () -> ()
"t.sym"() {sym_name = "keep"} : () -> ()
"t.sym"() {sym_name = "c", sym_visibility = "private"} : () -> ()
"#;
        let mut top = parse_source(&ctx, source, &ParseOptions::default()).unwrap();
        let changed = symbol_privatize(&ctx, &mut top.body, top.op, &["keep".to_string()]);
        assert_eq!(changed, 2);
        let (scope, regions) = top.body.region_scope(top.op);
        let block = scope.region_entry(regions[0]).unwrap();
        let visibilities: Vec<_> = scope
            .block_ops(block)
            .map(|op| symbol_visibility(&ctx, scope, op))
            .collect();
        use Visibility::*;
        assert_eq!(visibilities, [Private, Private, Public, Private]);
    }
}
