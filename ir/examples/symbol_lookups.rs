//! The cost of relative symbol references (`@.super::`) against ordinary nested ones, on a module
//! of 100k symbols in 1k nested tables (docs/symbols.md reports the figures). Not a test: it
//! prints wall times. Run with `cargo run -p oxir --example symbol_lookups [tables] [symbols]`.
//!
//! Two modules of the same size: in the first, 100k users at the top refer to every symbol as
//! `@t<j>::@s<k>`; in the second, the users sit in the tables (transparent ones) and refer to the
//! next table's symbols as `@.super::@t<j+1>::@s<k>`. Each is measured on: resolving every
//! reference through one `SymbolTableCollection`; symbol DCE's walk over every use (each
//! resolved); and the uses of 10 symbols (`symbol_uses_of`, a rename's query).

use oxir::Context;
use oxir::structure::WalkControl;
use oxir::symbols::{
    OpPath, SymbolKey, SymbolRef, SymbolTableCollection, dead_symbols, symbol_uses_of, walk_paths,
};
use oxir::text::parser::{ParseOptions, parse_source};
use std::time::Instant;

fn module_text(tables: usize, symbols: usize, relative: bool) -> String {
    let mut text = String::from("module {\n");
    for t in 0..tables {
        text += &format!("  module @t{t} attributes {{oxir.transparent_symbols}} {{\n");
        for s in 0..symbols {
            text += &format!("    \"t.sym\"() {{sym_name = \"s{s}\"}} : () -> ()\n");
        }
        if relative {
            let next = (t + 1) % tables;
            for s in 0..symbols {
                text += &format!("    \"t.user\"() {{r = @.super::@t{next}::@s{s}}} : () -> ()\n");
            }
        }
        text += "  }\n";
    }
    if !relative {
        for t in 0..tables {
            let next = (t + 1) % tables;
            for s in 0..symbols {
                text += &format!("  \"t.user\"() {{r = @t{next}::@s{s}}} : () -> ()\n");
            }
        }
    }
    text += "}\n";
    text
}

/// The best of three runs of `f`, in milliseconds.
fn best_ms(mut f: impl FnMut()) -> f64 {
    (0..3)
        .map(|_| {
            let start = Instant::now();
            f();
            start.elapsed().as_secs_f64() * 1e3
        })
        .fold(f64::INFINITY, f64::min)
}

fn measure(tables: usize, symbols: usize, relative: bool) -> [f64; 3] {
    let ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    let text = module_text(tables, symbols, relative);
    let ir = parse_source(&ctx, &text, &ParseOptions::default()).expect("valid IR");
    let (top, root) = (&ir.body, OpPath::from(ir.op));
    let mut users = Vec::new();
    walk_paths(top, &root, |body, path| {
        if let Some(r) = body.attr(&ctx, path.op(), "r") {
            users.push((
                path.clone(),
                SymbolRef::from_attr(&ctx, r).expect("a reference"),
            ));
        }
        WalkControl::Advance
    });
    assert_eq!(users.len(), tables * symbols);
    let lookups = best_ms(|| {
        let mut cache = SymbolTableCollection::new();
        for (user, reference) in &users {
            cache
                .lookup_nearest_symbol_from(&ctx, top, user, reference)
                .expect("resolves");
        }
    });
    let dce = best_ms(|| {
        dead_symbols(&ctx, top, root.clone()).expect("no error");
    });
    // The symbol `@s<k>` of table `@t<k>`, for 10 values of k (each query walks the module).
    let targets: Vec<OpPath> = (0..10.min(tables))
        .map(|k| {
            let reference = SymbolRef::new(&ctx, &[&format!("t{k}"), &format!("s{}", k % symbols)])
                .expect("names");
            SymbolTableCollection::new()
                .lookup_symbol_in(&ctx, top, root.clone(), &reference)
                .expect("a symbol")
                .path
        })
        .collect();
    let start = Instant::now();
    {
        for target in &targets {
            let found = symbol_uses_of(&ctx, top, &SymbolKey::Op(target.clone()), root.clone())
                .expect("uses");
            assert_eq!(found.len(), 1);
        }
    }
    let uses = start.elapsed().as_secs_f64() * 1e3;
    [lookups, dce, uses]
}

fn main() {
    let mut args = std::env::args().skip(1);
    let tables = args.next().and_then(|a| a.parse().ok()).unwrap_or(1000);
    let symbols = args.next().and_then(|a| a.parse().ok()).unwrap_or(100);
    let nested = measure(tables, symbols, false);
    let relative = measure(tables, symbols, true);
    println!("{tables} tables x {symbols} symbols, best of 3, ms");
    println!(
        "{:<34} {:>10} {:>10} {:>7}",
        "workload", "nested", "relative", "ratio"
    );
    for (index, name) in [
        "resolve every reference (cached)",
        "symbol-dce use walk",
        "uses of 10 symbols (one run)",
    ]
    .iter()
    .enumerate()
    {
        println!(
            "{name:<34} {:>10.1} {:>10.1} {:>7.2}",
            nested[index],
            relative[index],
            relative[index] / nested[index]
        );
    }
}
