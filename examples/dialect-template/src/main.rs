//! `calc-opt FILE`: parses FILE, verifies it, canonicalizes it (folds and rules) and prints it;
//! an error is printed with its source line and a caret, and the exit status is 1.

use oxir::diag_handlers::{SourceMgr, render};
use oxir::rewrite::{GreedyRewriteConfig, apply_patterns_and_fold_greedily_on_op as greedy};
use oxir::text::{parser::ParseOptions, parser::parse_source, printer::PrintOptions};
use oxir::{Context, Diagnostic, verifier::verify};

fn main() {
    let file = std::env::args().nth(1).unwrap_or_else(|| "-".into());
    let text = std::fs::read_to_string(&file).unwrap_or_else(|e| {
        eprintln!("calc-opt: cannot read `{file}`: {e}");
        std::process::exit(1)
    });
    let ctx = Context::new();
    oxir_dialect_template::register(&ctx);
    match run(&ctx, &file, &text) {
        Ok(printed) => print!("{printed}"),
        Err(diagnostic) => {
            let mut sources = SourceMgr::new();
            sources.add_buffer(file.as_str(), text.as_bytes());
            eprint!("{}", render(&ctx, &sources, &diagnostic));
            std::process::exit(1)
        }
    }
}

/// Parses, verifies, canonicalizes and prints `text`, the contents of `file`.
fn run(ctx: &Context, file: &str, text: &str) -> Result<String, Diagnostic> {
    let mut module = parse_source(
        ctx,
        text,
        &ParseOptions {
            file_name: file,
            ..Default::default()
        },
    )?;
    verify(ctx, &module.body, module.op)?;
    let patterns = oxir::rewrite::canonicalization_patterns(ctx).freeze(ctx);
    greedy(
        ctx,
        &mut module.body,
        module.op,
        &patterns,
        &GreedyRewriteConfig::default(),
    );
    verify(ctx, &module.body, module.op)?;
    Ok(oxir::text::printer::print_op(
        ctx,
        &module.body,
        module.op,
        &PrintOptions::default(),
    ))
}
