//! The memory effects a spec states with `MemoryEffects<[...]>`: the generated model reports
//! them, so CSE merges two reads with no write between them (and not across a write, MLIR's
//! rule), and an unused read is dead while a write is not.

mod common;

use common::{context, parse, print, top_level_ops};
use oxir::effects::{EffectKind, MemoryEffect, is_trivially_dead, own_effects};
use oxir::transforms::cse_op;

/// The module of `text` after CSE, printed.
fn after_cse(text: &str) -> String {
    let ctx = context();
    let mut module = parse(&ctx, text).expect("the text parses");
    cse_op(&ctx, &mut module.body, module.op);
    print(&ctx, &module, false)
}

#[test]
fn reads_with_no_write_between_are_merged() {
    let text = "%0 = demo.load_cell\n%1 = demo.load_cell\ndemo.store_cell %0\ndemo.store_cell %1\n";
    assert_eq!(
        after_cse(text),
        "module {\n  %0 = demo.load_cell\n  demo.store_cell %0\n  demo.store_cell %0\n}\n"
    );
}

#[test]
fn reads_across_a_write_are_kept() {
    let text = "%0 = demo.load_cell\ndemo.store_cell %0\n%1 = demo.load_cell\ndemo.store_cell %1\n";
    assert_eq!(
        after_cse(text),
        "module {\n  %0 = demo.load_cell\n  demo.store_cell %0\n  %1 = demo.load_cell\n  demo.store_cell %1\n}\n"
    );
}

#[test]
fn the_model_reports_the_effects_on_their_resources() {
    let ctx = context();
    let module = parse(&ctx, "%0 = demo.load_cell\ndemo.store_cell %0\n").expect("the text parses");
    let (body, ops) = top_level_ops(&module);
    let [load, store] = ops[..] else {
        panic!("two ops expected, found {}", ops.len())
    };
    let effect = |kind, resource| MemoryEffect {
        kind,
        value: None,
        resource,
    };
    assert_eq!(
        own_effects(&ctx, body, load),
        Some(vec![effect(EffectKind::Read, "DefaultResource")])
    );
    assert_eq!(
        own_effects(&ctx, body, store),
        Some(vec![
            effect(EffectKind::Write, "DefaultResource"),
            effect(EffectKind::Write, "Cache"),
        ])
    );
    // An unused read can go; a write stays.
    let unused = parse(&ctx, "%0 = demo.load_cell\n").expect("the text parses");
    let (unused_body, unused_ops) = top_level_ops(&unused);
    assert!(is_trivially_dead(&ctx, unused_body, unused_ops[0]));
    assert!(!is_trivially_dead(&ctx, body, store));
}
