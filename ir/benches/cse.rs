//! Benchmark of common-subexpression elimination over one function body of 1M ops, on two
//! workloads: one full of duplicates (three ops in four are replaced), one with none (every op
//! enters the table). Prints the time and ops per second of one run of each before the timings.

use criterion::{BatchSize, Criterion, Throughput, criterion_group, criterion_main};
use oxir::descriptor::{DialectDescriptor, OpDescriptor};
use oxir::transforms::cse::{CseStats, cse};
use oxir::{Body, Context, OperationState, RegionId, Trait, TraitSet, Value};
use std::hint::black_box;
use std::time::{Duration, Instant};

const OPS: usize = 1_000_000;

/// How many different groups of ops the duplicated workload repeats.
const PATTERNS: usize = 64;

/// `bench.const`, `bench.add` (commutative) and `bench.mul` are pure; `bench.sink` is not
/// registered, so its effects are unknown and it keeps its operands alive.
fn context() -> Context {
    let ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    let pure = |name: &str, more: &[Trait]| {
        let traits = [&[Trait::NoMemoryEffect, Trait::AlwaysSpeculatable], more].concat();
        OpDescriptor::new(name).with_traits(TraitSet::new(&traits))
    };
    let ops = vec![
        pure("bench.const", &[Trait::ConstantLike]),
        pure("bench.add", &[Trait::Commutative]),
        pure("bench.mul", &[]),
    ];
    ctx.register_dialect(DialectDescriptor::new("bench"), ops);
    ctx
}

/// A body with one region of one block with four `i32` arguments; `fill` appends its ops
/// through the given function (name, operands, constant value) and gets the arguments.
fn build(
    ctx: &Context,
    fill: impl FnOnce(&mut dyn FnMut(&str, &[Value], Option<usize>) -> Value, [Value; 4]),
) -> (Body, RegionId) {
    let mut body = Body::new();
    let region = body.create_region();
    let i32 = ctx.common().i32;
    let loc = ctx.common().unknown_loc;
    let block = body.create_block(&[(i32, loc); 4]);
    body.append_block(region, block).expect("fresh block");
    let args: Vec<Value> = body.block_args(block).collect();
    let values: Vec<_> = (0..PATTERNS)
        .map(|k| ctx.string_attr(&k.to_string()))
        .collect();
    let value_name = ctx.string_attr("value");
    let mut append = |name: &str, operands: &[Value], constant: Option<usize>| {
        let mut state = OperationState::new(ctx.op_name(name), loc).operands(operands);
        if name != "bench.sink" {
            state = state.results(&[i32]);
        }
        if let Some(k) = constant {
            state = state.attr(value_name, values[k % PATTERNS]);
        }
        let op = body.create_op(ctx, state);
        body.append_op(block, op).expect("detached op");
        // A sink has no result: hand back its operand.
        body.result(op, 0).unwrap_or_else(|| operands[0])
    };
    fill(&mut append, [args[0], args[1], args[2], args[3]]);
    (body, region)
}

/// Groups of four ops, `k = const j; x = add(arg, k); y = mul(x, k); sink(y)` for `j` cycling
/// through `PATTERNS` values: after the first round every group but its sink is a duplicate.
fn duplicated(ctx: &Context) -> (Body, RegionId) {
    build(ctx, |append, args| {
        for group in 0..OPS / 4 {
            let j = group % PATTERNS;
            let k = append("bench.const", &[], Some(j));
            let x = append("bench.add", &[args[j % 4], k], None);
            let y = append("bench.mul", &[x, k], None);
            append("bench.sink", &[y], None);
        }
    })
}

/// A chain in which op `i` uses the result of op `i - 1`: no two ops are equivalent.
fn distinct(ctx: &Context) -> (Body, RegionId) {
    build(ctx, |append, args| {
        let mut previous = args[0];
        for i in 0..OPS - 1 {
            let name = if i % 2 == 0 { "bench.add" } else { "bench.mul" };
            previous = append(name, &[previous, args[1 + i % 3]], None);
        }
        append("bench.sink", &[previous], None);
    })
}

/// Nanoseconds this thread has run on a CPU (Linux; `None` elsewhere): on a loaded machine it
/// says what wall time cannot.
fn thread_cpu_ns() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    text.split_whitespace().next()?.parse().ok()
}

fn report(ctx: &Context, label: &str, make: fn(&Context) -> (Body, RegionId)) {
    let (mut body, region) = make(ctx);
    let cpu_before = thread_cpu_ns();
    let start = Instant::now();
    let stats: CseStats = cse(ctx, &mut body, &[region]);
    let elapsed = start.elapsed();
    let cpu = cpu_before
        .zip(thread_cpu_ns())
        .map_or(elapsed.as_secs_f64(), |(before, after)| {
            after.saturating_sub(before) as f64 / 1e9
        });
    println!(
        "cse {label}: {:.1} ms wall, {:.1} ms cpu for {OPS} ops, {:.2} M ops/s of cpu \
         ({} replaced, {} dead, {} left)",
        elapsed.as_secs_f64() * 1e3,
        cpu * 1e3,
        OPS as f64 / cpu / 1e6,
        stats.num_cse,
        stats.num_dce,
        body.num_ops()
    );
}

fn benches(c: &mut Criterion) {
    let ctx = context();
    report(&ctx, "duplicates", duplicated);
    report(&ctx, "distinct", distinct);
    let mut group = c.benchmark_group("cse-1M");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(10))
        .throughput(Throughput::Elements(OPS as u64));
    for (label, make) in [
        ("duplicates", duplicated as fn(&Context) -> (Body, RegionId)),
        ("distinct", distinct),
    ] {
        group.bench_function(label, |b| {
            b.iter_batched(
                || make(&ctx),
                |(mut body, region)| {
                    black_box(cse(&ctx, &mut body, &[region]));
                    body
                },
                BatchSize::LargeInput,
            )
        });
    }
    group.finish();
}

criterion_group!(cse_benches, benches);
criterion_main!(cse_benches);
