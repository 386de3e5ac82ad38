//! Benchmarks of the structural IR core: build 1M ops, walk them, replace all uses, erase them.
//! Also prints the memory held per op (arena bytes as built and after `shrink_to_fit`, and peak
//! RSS) once before the timings.

use criterion::{Criterion, criterion_group, criterion_main};
use oxir::{BlockId, Body, Context, OpId, OperationState, Value};
use std::hint::black_box;
use std::time::Duration;

const OPS: usize = 1_000_000;

/// A body with one block holding `OPS` ops; op `i` uses the result of op `i - 1` and the block
/// argument, the shape of a long chain of binary arithmetic.
fn build(ctx: &Context) -> (Body, BlockId, Vec<OpId>) {
    let mut body = Body::new();
    let region = body.create_region();
    let i32 = ctx.common().i32;
    let loc = ctx.common().unknown_loc;
    let block = body.create_block(&[(i32, loc)]);
    body.append_block(region, block).expect("fresh block");
    let name = ctx.op_name("bench.add");
    let mut previous: Value = body.block_arg(block, 0).expect("one argument");
    let arg = previous;
    let mut ops = Vec::with_capacity(OPS);
    for _ in 0..OPS {
        let state = OperationState::new(name, loc)
            .operands(&[previous, arg])
            .results(&[i32]);
        let op = body.create_op(ctx, state);
        body.append_op(block, op).expect("detached op");
        previous = body.result(op, 0).expect("one result");
        ops.push(op);
    }
    (body, block, ops)
}

fn peak_rss_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

fn report_memory() {
    let ctx = Context::new();
    let before = peak_rss_kib().unwrap_or(0);
    let (mut body, _, _) = build(&ctx);
    let after = peak_rss_kib().unwrap_or(0);
    let built = body.heap_bytes();
    // What a parser leaves: it shrinks each body it finishes.
    body.shrink_to_fit();
    println!(
        "memory: {:.1} arena bytes/op as built, {:.1} after shrink_to_fit, {:.1} peak-RSS \
         bytes/op ({} ops)",
        built as f64 / OPS as f64,
        body.heap_bytes() as f64 / OPS as f64,
        (after.saturating_sub(before) * 1024) as f64 / OPS as f64,
        OPS
    );
}

fn benches(c: &mut Criterion) {
    report_memory();
    let ctx = Context::new();
    let mut group = c.benchmark_group("core-1M");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(10));
    group.bench_function("build", |b| b.iter(|| black_box(build(&ctx))));
    let (body, block, ops) = build(&ctx);
    group.bench_function("walk-block", |b| {
        b.iter(|| black_box(body.block_ops(block).count()))
    });
    group.bench_function("walk-uses", |b| {
        b.iter(|| {
            ops.iter()
                .map(|&op| body.uses(Value::result(op, 0)).count())
                .sum::<usize>()
        })
    });
    group.bench_function("replace-all-uses", |b| {
        b.iter_batched(
            || build(&ctx),
            |(mut body, block, ops)| {
                let arg = body.block_arg(block, 0).expect("one argument");
                for &op in &ops {
                    body.replace_all_uses(Value::result(op, 0), arg);
                }
                body
            },
            criterion::BatchSize::LargeInput,
        )
    });
    group.bench_function("erase-all", |b| {
        b.iter_batched(
            || build(&ctx),
            |(mut body, _, ops)| {
                for &op in ops.iter().rev() {
                    body.erase_op(op).expect("uses were erased first");
                }
                body
            },
            criterion::BatchSize::LargeInput,
        )
    });
    group.finish();
}

criterion_group!(core, benches);
criterion_main!(core);
