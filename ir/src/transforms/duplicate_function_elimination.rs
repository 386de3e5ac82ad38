//! Merging identical functions (MLIR's `-duplicate-function-elimination`): among the `func.func`
//! ops of a module that are the same but for their names (same attributes and properties, same
//! body up to locations), the first one stays, the calls (`func.call`) to the others call it
//! instead, and the others are erased. Works on the generic IR: the ops are recognized by name.
//!
//! Each module is its own symbol table here: functions of a nested module are compared with
//! each other, not with those of the outer module (MLIR 19 compares all the functions under the
//! module it runs on and redirects calls by name alone).

use crate::attrs::{Attribute, FlatSymbolRefAttr, NamedAttr, StringAttr};
use crate::context::Context;
use crate::structure::{Body, OpId, dictionary_entries};
use crate::symbols::{is_symbol_table, set_symbol_name, symbol_name};
use crate::transforms::equivalence::ops_equivalent;
use std::collections::HashMap;

const FUNC: &str = "func.func";
const CALL: &str = "func.call";

/// Erases the duplicate functions of the symbol table `root` (an op of `body`, usually a
/// module) and of the symbol tables nested in it, redirecting calls to the functions kept.
/// Returns how many functions were erased.
pub fn duplicate_function_elimination(ctx: &Context, body: &mut Body, root: OpId) -> usize {
    if body.nested_body(root).is_none() {
        // A top-level op that owns no nested body holds its ops here: handle them in place.
        return eliminate_in(ctx, body, root);
    }
    let (scope, regions) = body.region_scope_mut(root);
    let ops = scope.ops_of_regions(&regions);
    eliminate_among(ctx, scope, &ops)
}

fn eliminate_in(ctx: &Context, body: &mut Body, root: OpId) -> usize {
    let regions = body.op_regions(root).to_vec();
    let ops = body.ops_of_regions(&regions);
    eliminate_among(ctx, body, &ops)
}

/// The work on `ops`, the ops of one symbol table's body.
fn eliminate_among(ctx: &Context, body: &mut Body, ops: &[OpId]) -> usize {
    let mut erased = 0;
    // Nested symbol tables first, each on its own.
    for &op in ops {
        if is_symbol_table(ctx, body, op) {
            erased += duplicate_function_elimination(ctx, body, op);
        }
    }
    // Functions by what they have besides their names, then by equivalence.
    let mut buckets: HashMap<BucketKey, Vec<OpId>> = HashMap::new();
    let mut replacement: HashMap<Attribute, Attribute> = HashMap::new();
    let mut duplicates = Vec::new();
    let funcs: Vec<OpId> = ops
        .iter()
        .copied()
        .filter(|&op| ctx.op_name_str(body.op_name(op)) == FUNC)
        .collect();
    for op in funcs {
        let Some(name) = symbol_name(ctx, body, op) else {
            continue;
        };
        let key = bucket_key(ctx, body, op);
        let kept = buckets.entry(key).or_default();
        let found = kept
            .clone()
            .into_iter()
            .find(|&other| same_but_names(ctx, body, other, op));
        match found.and_then(|other| symbol_name(ctx, body, other)) {
            Some(other_name) => {
                replacement.insert(name, other_name);
                duplicates.push(op);
            }
            None => kept.push(op),
        }
    }
    if duplicates.is_empty() {
        return erased;
    }
    for &op in ops {
        if body.contains_op(op) && !is_symbol_table(ctx, body, op) {
            body.walk_mut(op, &mut |body, op| {
                redirect_call(ctx, body, op, &replacement)
            });
        }
    }
    for op in duplicates {
        if body.erase_op(op).is_ok() {
            erased += 1;
        }
    }
    erased
}

/// What a function has besides its name, cheap to compare: its properties but `sym_name`, its
/// attributes, and how many ops it holds.
#[derive(PartialEq, Eq, Hash)]
struct BucketKey {
    props: Vec<(Attribute, Attribute)>,
    attrs: Attribute,
    size: usize,
}

fn bucket_key(ctx: &Context, body: &Body, op: OpId) -> BucketKey {
    let props = body
        .op_props(op)
        .map(|props| dictionary_entries(ctx, props))
        .unwrap_or_default()
        .iter()
        .filter(|e| ctx.string_bytes(e.name) != b"sym_name")
        .map(|e| (e.name, e.value))
        .collect();
    BucketKey {
        props,
        attrs: body.op_attrs(op),
        size: body.count_ops(op),
    }
}

/// Whether functions `a` and `b` are equivalent once `b` has `a`'s name.
fn same_but_names(ctx: &Context, body: &mut Body, a: OpId, b: OpId) -> bool {
    let (Some(name_a), Some(name_b)) = (symbol_name(ctx, body, a), symbol_name(ctx, body, b))
    else {
        return false;
    };
    let text = |name| String::from_utf8_lossy(ctx.string_bytes(name)).into_owned();
    set_symbol_name(ctx, body, b, &text(name_a));
    let same = ops_equivalent(ctx, body, a, b);
    set_symbol_name(ctx, body, b, &text(name_b));
    same
}

/// Makes `op`, if it is a `func.call` to a duplicate, call the function kept instead.
fn redirect_call(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    replacement: &HashMap<Attribute, Attribute>,
) {
    if ctx.op_name_str(body.op_name(op)) != CALL {
        return;
    }
    let Some(props) = body.op_props(op) else {
        return;
    };
    let mut entries: Vec<NamedAttr> = dictionary_entries(ctx, props).to_vec();
    let mut changed = false;
    for entry in &mut entries {
        if ctx.string_bytes(entry.name) != b"callee" {
            continue;
        }
        let Some(callee) = entry.value.dyn_cast::<FlatSymbolRefAttr>(ctx) else {
            continue;
        };
        let kept = replacement
            .get(&callee.value(ctx).attr())
            .and_then(|kept| kept.dyn_cast::<StringAttr>(ctx));
        if let Some(kept) = kept {
            entry.value = FlatSymbolRefAttr::get_from(ctx, kept).attr();
            changed = true;
        }
    }
    if changed {
        body.set_op_props(op, Some(ctx.dictionary(entries)));
    }
}
