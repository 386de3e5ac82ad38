//! Benchmark of the greedy rewrite driver: folding a 1M-op function of a small benchmark dialect
//! (constants, foldable adds, adds that fold in place, side-effecting sinks), and rescanning the
//! result once it is canonical. Prints ops per second once before the timings.

use criterion::{BatchSize, Criterion, criterion_group, criterion_main};
use oxir::attrs::{AttrData, IntValue};
use oxir::descriptor::{DialectDescriptor, OpDescriptor};
use oxir::rewrite::{
    FoldOutcome, FrozenRewritePatternSet, GreedyRewriteConfig, InPlaceUpdate, RewritePatternSet,
    apply_patterns_and_fold_greedily,
};
use oxir::{
    Attribute, Body, Builder, Context, Location, OpId, OperationState, RegionId, Trait, TraitSet,
    Type, Value,
};
use std::hint::black_box;
use std::time::{Duration, Instant};

/// Ops per group: two constants, an add of them (folds to a constant), an add of the block
/// argument and that (folds in place: the constant moves right), and a sink.
const GROUP: usize = 5;
const OPS: usize = 1_000_000;

fn int_of(ctx: &Context, attr: Attribute) -> Option<(i64, Type)> {
    match ctx.attr_data(attr) {
        AttrData::Integer {
            ty,
            value: IntValue::Small(v),
        } => Some((*v, *ty)),
        _ => None,
    }
}

fn fold_constant(ctx: &Context, body: &Body, op: OpId, _: &[Option<Attribute>]) -> FoldOutcome {
    body.attr(ctx, op, "value")
        .map_or(FoldOutcome::NoFold, FoldOutcome::attr)
}

fn fold_add(ctx: &Context, body: &Body, op: OpId, operands: &[Option<Attribute>]) -> FoldOutcome {
    let ints: Vec<Option<(i64, Type)>> = operands
        .iter()
        .map(|c| c.and_then(|a| int_of(ctx, a)))
        .collect();
    match ints[..] {
        [Some((a, ty)), Some((b, _))] => FoldOutcome::attr(ctx.intern_attr(AttrData::Integer {
            ty,
            value: IntValue::Small(a.wrapping_add(b)),
        })),
        [Some(_), None] => {
            let mut swapped: Vec<Value> = body.operands(op).collect();
            swapped.swap(0, 1);
            FoldOutcome::InPlace(InPlaceUpdate::operands(swapped))
        }
        _ => FoldOutcome::NoFold,
    }
}

fn materialize(
    ctx: &Context,
    body: &mut Body,
    builder: &mut Builder,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<OpId> {
    let state = OperationState::new(ctx.op_name("b.constant"), loc)
        .results(&[ty])
        .attr(ctx.string_attr("value"), value);
    builder.create(ctx, body, state).ok()
}

fn context() -> Context {
    let ctx = Context::new();
    let pure = TraitSet::new(&[Trait::NoMemoryEffect, Trait::AlwaysSpeculatable]);
    let mut constant = pure.clone();
    constant.insert(Trait::ConstantLike);
    ctx.register_dialect(
        DialectDescriptor::new("b").with_materialize_constant(materialize),
        vec![
            OpDescriptor::new("b.constant")
                .with_traits(constant)
                .with_fold(fold_constant),
            OpDescriptor::new("b.add")
                .with_traits(pure)
                .with_fold(fold_add),
            OpDescriptor::new("b.sink"),
        ],
    );
    ctx
}

/// A top-level region with one block of `OPS` ops in groups of [`GROUP`].
fn build(ctx: &Context) -> (Body, RegionId) {
    let mut body = Body::new();
    let region = body.create_region();
    let i32 = ctx.common().i32;
    let loc = ctx.common().unknown_loc;
    let block = body.create_block(&[(i32, loc)]);
    body.append_block(region, block).expect("fresh block");
    let arg = body.block_arg(block, 0).expect("one argument");
    let (constant, add, sink) = (
        ctx.op_name("b.constant"),
        ctx.op_name("b.add"),
        ctx.op_name("b.sink"),
    );
    let value = ctx.string_attr("value");
    let append = |body: &mut Body, state: OperationState| {
        let op = body.create_op(ctx, state);
        body.append_op(block, op).expect("detached op");
        Value::result(op, 0)
    };
    for group in 0..OPS / GROUP {
        let int = |v: i64| {
            ctx.intern_attr(AttrData::Integer {
                ty: i32,
                value: IntValue::Small(v),
            })
        };
        let a = append(
            &mut body,
            OperationState::new(constant, loc)
                .results(&[i32])
                .attr(value, int(group as i64)),
        );
        let b = append(
            &mut body,
            OperationState::new(constant, loc)
                .results(&[i32])
                .attr(value, int(1)),
        );
        let sum = append(
            &mut body,
            OperationState::new(add, loc)
                .operands(&[a, b])
                .results(&[i32]),
        );
        let total = append(
            &mut body,
            OperationState::new(add, loc)
                .operands(&[sum, arg])
                .results(&[i32]),
        );
        let op = body.create_op(ctx, OperationState::new(sink, loc).operands(&[total]));
        body.append_op(block, op).expect("detached op");
    }
    (body, region)
}

fn patterns(ctx: &Context) -> FrozenRewritePatternSet {
    RewritePatternSet::new().freeze(ctx)
}

/// CPU seconds this thread has used (user and system), from `/proc/thread-self/stat`: on a
/// loaded machine wall time overstates the cost.
fn cpu_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/thread-self/stat").ok()?;
    let fields: Vec<&str> = stat.rsplit_once(')')?.1.split_whitespace().collect();
    let ticks: u64 = fields.get(11)?.parse::<u64>().ok()? + fields.get(12)?.parse::<u64>().ok()?;
    Some(ticks as f64 / 100.0)
}

/// Runs the driver once, returning the wall and CPU seconds it took.
fn timed(
    ctx: &Context,
    body: &mut Body,
    region: RegionId,
    frozen: &FrozenRewritePatternSet,
) -> (oxir::rewrite::GreedyRewriteResult, f64, f64) {
    let config = GreedyRewriteConfig::default();
    let (start, cpu_start) = (Instant::now(), cpu_seconds().unwrap_or(0.0));
    let result = apply_patterns_and_fold_greedily(ctx, body, &[region], frozen, &config);
    let wall = start.elapsed().as_secs_f64();
    let cpu = cpu_seconds().unwrap_or(0.0) - cpu_start;
    (result, wall, cpu)
}

fn report_throughput() {
    let ctx = context();
    let frozen = patterns(&ctx);
    let (mut body, region) = build(&ctx);
    let (result, wall, cpu) = timed(&ctx, &mut body, region, &frozen);
    assert!(result.changed && result.converged());
    let after = body.num_ops();
    println!(
        "rewrite: folded {OPS} ops to {after} in {} iterations: {wall:.2} s wall, {cpu:.2} s CPU, \
         {:.0} ops/s (CPU)",
        result.iterations,
        OPS as f64 / cpu.max(0.01),
    );
    let (again, wall, cpu) = timed(&ctx, &mut body, region, &frozen);
    assert!(!again.changed);
    println!(
        "rewrite: rescan of the {after} canonical ops: {wall:.2} s wall, {cpu:.2} s CPU, \
         {:.0} ops/s (CPU)",
        after as f64 / cpu.max(0.01),
    );
}

fn benches(c: &mut Criterion) {
    report_throughput();
    let ctx = context();
    let frozen = patterns(&ctx);
    let config = GreedyRewriteConfig::default();
    let mut group = c.benchmark_group("rewrite-1M");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(20));
    group.bench_function("fold", |b| {
        b.iter_batched(
            || build(&ctx),
            |(mut body, region)| {
                black_box(apply_patterns_and_fold_greedily(
                    &ctx,
                    &mut body,
                    &[region],
                    &frozen,
                    &config,
                ));
                body
            },
            BatchSize::LargeInput,
        )
    });
    let (mut canonical, region) = build(&ctx);
    apply_patterns_and_fold_greedily(&ctx, &mut canonical, &[region], &frozen, &config);
    group.bench_function("rescan-canonical", |b| {
        b.iter(|| {
            black_box(apply_patterns_and_fold_greedily(
                &ctx,
                &mut canonical,
                &[region],
                &frozen,
                &config,
            ))
        })
    });
    group.finish();
}

criterion_group!(rewrite, benches);
criterion_main!(rewrite);
