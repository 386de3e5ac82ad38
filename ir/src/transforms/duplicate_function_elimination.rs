//! Merging identical functions (MLIR's `-duplicate-function-elimination`): among the `func.func`
//! ops nested in an op (usually a module, nested modules included) that are the same but for
//! their names (same attributes and properties, same body up to locations), the first one
//! stays, the calls (`func.call`) to the others call it instead, and the others are erased.
//! Works on the generic IR: the ops are recognized by name.
//!
//! As in MLIR 19, functions are compared across nested modules too, and calls are redirected
//! by callee name alone. Two functions are the same when their generic text, locations left
//! out and names made equal, is: MLIR compares the functions' properties, attributes and
//! regions op by op, which the text shows in full.

use crate::attrs::{FlatSymbolRefAttr, NamedAttr, StringAttr};
use crate::context::Context;
use crate::structure::{Body, OpId, WalkOrder, dictionary_entries};
use crate::symbols::{set_symbol_name, symbol_name};
use crate::text::printer::{PrintOptions, print_op_local};
use std::collections::{HashMap, HashSet};

const FUNC: &str = "func.func";
const CALL: &str = "func.call";

/// Erases the duplicate functions nested in `root` (an op of `body`), redirecting the calls
/// to the functions kept. Returns how many functions were erased.
pub fn duplicate_function_elimination(ctx: &Context, body: &mut Body, root: OpId) -> usize {
    // The functions in walk order, each with what it is besides its name.
    let mut funcs: Vec<(String, StringAttr)> = Vec::new();
    body.walk_mut(root, &mut |body, op| {
        if ctx.op_name_str(body.op_name(op)) != FUNC {
            return;
        }
        let Some(name) = symbol_name(ctx, body, op).and_then(|n| n.dyn_cast::<StringAttr>(ctx))
        else {
            return;
        };
        // A name that is not UTF-8 could not be put back: such a function is left alone.
        let unique = format!("\0{}", funcs.len());
        let text = anonymous_text(ctx, body, op, name).unwrap_or(unique);
        funcs.push((text, name));
    });
    // The first function of each text, and for each name the function kept (by name, the
    // last function of a name wins, as in MLIR).
    let mut kept: HashMap<&str, StringAttr> = HashMap::new();
    let mut representative: HashMap<StringAttr, StringAttr> = HashMap::new();
    let mut duplicates: HashSet<usize> = HashSet::new();
    for (index, (text, name)) in funcs.iter().enumerate() {
        match kept.get(text.as_str()) {
            Some(&first) => {
                representative.insert(*name, first);
                duplicates.insert(index);
            }
            None => {
                kept.insert(text, *name);
                representative.insert(*name, *name);
            }
        }
    }
    if duplicates.is_empty() {
        return 0;
    }
    body.walk_mut(root, &mut |body, op| {
        redirect_call(ctx, body, op, &representative)
    });
    let mut index = 0;
    erase_functions(ctx, body, &[root], &mut index, &duplicates)
}

/// `op`'s generic text without locations, printed as if it were named `""`; `None` when its
/// name is not UTF-8.
fn anonymous_text(ctx: &Context, body: &mut Body, op: OpId, name: StringAttr) -> Option<String> {
    let name = name.as_str(ctx)?;
    let options = PrintOptions {
        generic: true,
        assume_verified: true,
        ..PrintOptions::default()
    };
    set_symbol_name(ctx, body, op, "");
    let text = print_op_local(ctx, body, op, &options);
    set_symbol_name(ctx, body, op, name);
    Some(text)
}

/// Erases the functions whose walk-order numbers are in `duplicates`, among `roots` (ops of
/// `body`) and the ops nested in them, counting functions in the order of [`Body::walk_mut`].
fn erase_functions(
    ctx: &Context,
    body: &mut Body,
    roots: &[OpId],
    index: &mut usize,
    duplicates: &HashSet<usize>,
) -> usize {
    let mut erased = 0;
    let mut doomed = Vec::new();
    for &root in roots {
        for op in body.collect_ops(root, WalkOrder::PreOrder) {
            if ctx.op_name_str(body.op_name(op)) == FUNC && symbol_name(ctx, body, op).is_some() {
                if duplicates.contains(index) {
                    doomed.push(op);
                }
                *index += 1;
            }
            if body.nested_body(op).is_some() {
                let (scope, regions) = body.region_scope_mut(op);
                let children = scope.ops_of_regions(&regions);
                erased += erase_functions(ctx, scope, &children, index, duplicates);
            }
        }
    }
    for op in doomed {
        if body.contains_op(op) && body.erase_op(op).is_ok() {
            erased += 1;
        }
    }
    erased
}

/// Makes `op`, if it is a `func.call`, call the function kept for its callee.
fn redirect_call(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    representative: &HashMap<StringAttr, StringAttr>,
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
        if let Some(&kept) = representative.get(&callee.value(ctx))
            && kept != callee.value(ctx)
        {
            entry.value = FlatSymbolRefAttr::get_from(ctx, kept).attr();
            changed = true;
        }
    }
    if changed {
        body.set_op_props(op, Some(ctx.dictionary(entries)));
    }
}
