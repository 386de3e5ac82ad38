//! The cost of relative symbol references (`@.super::`) against ordinary nested ones, on a module
//! of 100k symbols in 1k nested tables (docs/symbols.md reports the figures). Not a test: it
//! prints wall times. Run with
//! `cargo run -p oxir --example symbol_lookups [tables] [symbols] [runs]`.
//!
//! Two modules of the same size: in the first, 100k users at the top refer to every symbol as
//! `@t<j>::@s<k>`; in the second, the users sit in the tables (transparent ones) and refer to the
//! next table's symbols as `@.super::@t<j+1>::@s<k>`. Each is measured on: resolving every
//! reference through one `SymbolTableCollection`, in the user's nearest table (the cost of the
//! reference itself) and from the user (which adds finding that table: a user at the top of a
//! nested body pays a step across bodies there); symbol DCE's walk over every use (each
//! resolved); and the uses of 10 symbols (`symbol_uses_of`, a rename's query).

use oxir::structure::WalkControl;
use oxir::symbols::{
    OpPath, SymbolKey, SymbolRef, SymbolTableCollection, dead_symbols, nearest_symbol_table,
    symbol_uses_of, verify_escaping_references, walk_paths,
};
use oxir::text::parser::{ParseOptions, parse_source};
use oxir::{Context, OwnedOp};
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

/// One of the two modules, with its users and 10 symbols to query.
struct Fixture {
    ctx: Context,
    ir: OwnedOp,
    users: Vec<(OpPath, SymbolRef)>,
    /// The nearest symbol table of each user.
    tables: Vec<OpPath>,
    targets: Vec<OpPath>,
}

fn fixture(tables: usize, symbols: usize, relative: bool) -> Fixture {
    let ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    let text = module_text(tables, symbols, relative);
    let ir = parse_source(&ctx, &text, &ParseOptions::default()).expect("valid IR");
    let root = OpPath::from(ir.op);
    let mut users = Vec::new();
    walk_paths(&ir.body, &root, |body, path| {
        if let Some(r) = body.attr(&ctx, path.op(), "r") {
            users.push((
                path.clone(),
                SymbolRef::from_attr(&ctx, r).expect("a reference"),
            ));
        }
        WalkControl::Advance
    });
    assert_eq!(users.len(), tables * symbols);
    // The symbol `@s<k>` of table `@t<k>`, for 10 values of k (each query walks the module).
    let targets = (0..10.min(tables))
        .map(|k| {
            let reference = SymbolRef::new(&ctx, &[&format!("t{k}"), &format!("s{}", k % symbols)])
                .expect("names");
            SymbolTableCollection::new()
                .lookup_symbol_in(&ctx, &ir.body, root.clone(), &reference)
                .expect("a symbol")
                .path
        })
        .collect();
    let user_tables = users
        .iter()
        .map(|(user, _)| nearest_symbol_table(&ctx, &ir.body, user).expect("a table"))
        .collect();
    Fixture {
        ctx,
        ir,
        users,
        tables: user_tables,
        targets,
    }
}

/// Runs workload `index` on `f` once, in milliseconds.
fn run(f: &Fixture, index: usize) -> f64 {
    let (ctx, top, root) = (&f.ctx, &f.ir.body, OpPath::from(f.ir.op));
    let start = Instant::now();
    match index {
        0 => {
            let mut cache = SymbolTableCollection::new();
            for ((_, reference), table) in f.users.iter().zip(&f.tables) {
                cache
                    .lookup_symbol_in(ctx, top, table, reference)
                    .expect("resolves");
            }
        }
        1 => {
            let mut cache = SymbolTableCollection::new();
            for (user, reference) in &f.users {
                cache
                    .lookup_nearest_symbol_from(ctx, top, user, reference)
                    .expect("resolves");
            }
        }
        2 => {
            dead_symbols(ctx, top, root).expect("no error");
        }
        3 => {
            for target in &f.targets {
                let key = SymbolKey::Op(target.clone());
                let found = symbol_uses_of(ctx, top, &key, root.clone()).expect("uses");
                assert_eq!(found.len(), 1);
            }
        }
        4 => oxir::verifier::verify(ctx, top, f.ir.op).expect("valid IR"),
        _ => assert!(verify_escaping_references(ctx, top, f.ir.op, false).is_empty()),
    }
    start.elapsed().as_secs_f64() * 1e3
}

fn main() {
    let mut args = std::env::args().skip(1);
    let tables = args.next().and_then(|a| a.parse().ok()).unwrap_or(1000);
    let symbols = args.next().and_then(|a| a.parse().ok()).unwrap_or(100);
    let runs: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(5);
    let nested = fixture(tables, symbols, false);
    let relative = fixture(tables, symbols, true);
    println!("{tables} tables x {symbols} symbols, best of {runs} interleaved runs, ms");
    println!(
        "{:<34} {:>10} {:>10} {:>7}",
        "workload", "nested", "relative", "ratio"
    );
    let names = [
        "resolve in the user's table",
        "resolve from the user",
        "symbol-dce use walk",
        "uses of 10 symbols",
        "verify (all of it)",
        "of which escaping-reference check",
    ];
    for (index, name) in names.iter().enumerate() {
        // Alternate the two modules so that a busy machine slows both alike.
        let (mut a, mut b) = (f64::INFINITY, f64::INFINITY);
        for _ in 0..runs {
            a = a.min(run(&nested, index));
            b = b.min(run(&relative, index));
        }
        let ratio = if a > 0.05 {
            format!("{:.2}", b / a)
        } else {
            "-".into()
        };
        println!("{name:<34} {a:>10.1} {b:>10.1} {ratio:>7}");
    }
}
