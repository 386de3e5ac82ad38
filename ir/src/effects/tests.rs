//! Effects of a small test dialect: one op per way of declaring (or not declaring) effects.

use super::*;
use crate::descriptor::{DialectDescriptor, OpDescriptor};
use crate::structure::{OwnedOp, WalkOrder};
use crate::text::parser::{ParseOptions, parse_source};
use crate::traits::TraitSet;

/// Reads its first operand.
struct Load;
impl MemoryEffectsInterface for Load {
    fn effects(&self, _: &Context, body: &Body, op: OpId, effects: &mut Vec<MemoryEffect>) {
        if let Some(value) = body.operand(op, 0) {
            effects.push(MemoryEffect::on_value(EffectKind::Read, value));
        }
    }
}

/// Writes the default resource.
struct Store;
impl MemoryEffectsInterface for Store {
    fn effects(&self, _: &Context, _: &Body, _: OpId, effects: &mut Vec<MemoryEffect>) {
        effects.push(MemoryEffect::new(EffectKind::Write));
    }
}

/// Allocates its result.
struct Alloc;
impl MemoryEffectsInterface for Alloc {
    fn effects(&self, _: &Context, body: &Body, op: OpId, effects: &mut Vec<MemoryEffect>) {
        for result in body.results(op) {
            effects.push(MemoryEffect::on_value(EffectKind::Allocate, result));
        }
    }
}

fn with_interface<I: ?Sized + 'static>(name: &str, model: Box<I>) -> OpDescriptor
where
    Box<I>: Send + Sync,
{
    let descriptor = OpDescriptor::new(name);
    descriptor.interfaces.insert::<I>(model);
    descriptor
}

fn context() -> Context {
    let ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    let pure = TraitSet::new(&[Trait::NoMemoryEffect, Trait::AlwaysSpeculatable]);
    let ops = vec![
        OpDescriptor::new("t.pure").with_traits(pure.clone()),
        OpDescriptor::new("t.term")
            .with_traits(TraitSet::new(&[Trait::IsTerminator, Trait::NoMemoryEffect])),
        with_interface::<dyn MemoryEffectsInterface>("t.load", Box::new(Load)),
        with_interface::<dyn MemoryEffectsInterface>("t.store", Box::new(Store)),
        with_interface::<dyn MemoryEffectsInterface>("t.alloc", Box::new(Alloc)),
        OpDescriptor::new("t.region").with_traits(TraitSet::new(&[Trait::RecursiveMemoryEffects])),
        OpDescriptor::new("t.isolated").with_traits(TraitSet::new(&[
            Trait::RecursiveMemoryEffects,
            Trait::IsolatedFromAbove,
        ])),
    ];
    ctx.register_dialect(DialectDescriptor::new("t"), ops);
    ctx
}

fn parse(ctx: &Context, text: &str) -> OwnedOp {
    parse_source(ctx, text, &ParseOptions::default()).expect("test IR parses")
}

/// The first op named `name` anywhere in the IR, with the body that holds it.
fn find<'a>(owned: &'a OwnedOp, ctx: &Context, name: &str) -> (&'a Body, OpId) {
    let mut found = None;
    owned.body.walk(owned.op, WalkOrder::PreOrder, |body, op| {
        if found.is_none() && ctx.op_name_str(body.op_name(op)) == name {
            found = Some((body, op));
        }
    });
    found.unwrap_or_else(|| panic!("no `{name}` in the test IR"))
}

const IR: &str = r#"
%m = "t.alloc"() : () -> i32
%v = "t.load"(%m) : (i32) -> i32
%p = "t.pure"() : () -> i32
"t.store"(%p) : (i32) -> ()
%u = "u.unknown"() : () -> i32
"t.region"() ({
  %a = "t.pure"() : () -> i32
  %b = "t.load"(%a) : (i32) -> i32
  "t.term"() : () -> ()
}) : () -> ()
"t.isolated"() ({
  %c = "t.pure"() : () -> i32
  "t.store"(%c) : (i32) -> ()
  "t.term"() : () -> ()
}) : () -> ()
"#;

#[test]
fn declared_effects_are_reported() {
    let ctx = context();
    let ir = parse(&ctx, IR);
    let (body, load) = find(&ir, &ctx, "t.load");
    let effects = memory_effects(&ctx, body, load).expect("load declares its effects");
    assert_eq!(effects.len(), 1);
    assert_eq!(effects[0].kind, EffectKind::Read);
    assert_eq!(effects[0].value, body.operand(load, 0));
    let (body, pure) = find(&ir, &ctx, "t.pure");
    assert_eq!(memory_effects(&ctx, body, pure), Some(Vec::new()));
    assert!(is_memory_effect_free(&ctx, body, pure));
    assert!(is_pure(&ctx, body, pure));
    let (body, unknown) = find(&ir, &ctx, "u.unknown");
    assert_eq!(memory_effects(&ctx, body, unknown), None);
    assert!(!is_memory_effect_free(&ctx, body, unknown));
    assert!(!is_speculatable(&ctx, body, unknown));
}

#[test]
fn recursive_effects_include_nested_ops_across_bodies() {
    let ctx = context();
    let ir = parse(&ctx, IR);
    let (body, region) = find(&ir, &ctx, "t.region");
    let effects = memory_effects(&ctx, body, region).expect("all nested effects are known");
    assert_eq!(
        effects.iter().map(|e| e.kind).collect::<Vec<_>>(),
        [EffectKind::Read]
    );
    assert!(only_reads_memory(&ctx, body, region));
    assert!(!is_memory_effect_free(&ctx, body, region));
    // The isolated op keeps its regions in a nested body; its store is still found.
    let (body, isolated) = find(&ir, &ctx, "t.isolated");
    let effects = memory_effects(&ctx, body, isolated).expect("known");
    assert_eq!(
        effects.iter().map(|e| e.kind).collect::<Vec<_>>(),
        [EffectKind::Write]
    );
    assert!(!only_reads_memory(&ctx, body, isolated));
}

#[test]
fn trivially_dead_ops_read_or_allocate_only() {
    let ctx = context();
    let ir = parse(&ctx, IR);
    let cases = [
        ("t.alloc", true),
        ("t.load", true),
        ("t.pure", true),
        ("t.store", false),
        ("u.unknown", false),
        ("t.term", false),
        ("t.region", true),
        ("t.isolated", false),
    ];
    for (name, expected) in cases {
        let (body, op) = find(&ir, &ctx, name);
        assert_eq!(
            would_be_trivially_dead(&ctx, body, op),
            expected,
            "would `{name}` be trivially dead"
        );
    }
    // Used results keep an op alive; unused ones do not.
    let (body, alloc) = find(&ir, &ctx, "t.alloc");
    assert!(!is_trivially_dead(&ctx, body, alloc));
    let (body, pure) = find(&ir, &ctx, "t.pure");
    assert!(!is_trivially_dead(&ctx, body, pure), "%p is stored");
    let (body, unknown) = find(&ir, &ctx, "u.unknown");
    assert!(!is_trivially_dead(&ctx, body, unknown), "unknown effects");
    let (body, region) = find(&ir, &ctx, "t.region");
    assert!(is_trivially_dead(&ctx, body, region));
}

#[test]
fn an_allocation_of_another_value_is_an_effect() {
    struct AllocOperand;
    impl MemoryEffectsInterface for AllocOperand {
        fn effects(&self, _: &Context, body: &Body, op: OpId, effects: &mut Vec<MemoryEffect>) {
            if let Some(value) = body.operand(op, 0) {
                effects.push(MemoryEffect::on_value(EffectKind::Allocate, value));
            }
        }
    }
    let ctx = context();
    ctx.register_dialect(
        DialectDescriptor::new("v"),
        vec![with_interface::<dyn MemoryEffectsInterface>(
            "v.init",
            Box::new(AllocOperand),
        )],
    );
    let ir = parse(
        &ctx,
        "%a = \"t.pure\"() : () -> i32\n\"v.init\"(%a) : (i32) -> ()\n",
    );
    let (body, init) = find(&ir, &ctx, "v.init");
    assert!(!would_be_trivially_dead(&ctx, body, init));
}
