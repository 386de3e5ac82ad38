//! The passes `oxir-opt` knows, and everything the command line says about running them: the
//! registry (the core passes, the lowerings to LLVM and the test passes), the `--help` listing,
//! the checks of pass flags, and the pass manager a run uses.

use crate::cli::Options;
use crate::test_passes;
use oxir::pass::{
    CrashReproducer, IrPrinting, PassFilter, PassManager, PassRegistry, did_you_mean,
};
use oxir::text::printer::PrintOptions;

/// Every registered pass and pipeline.
pub fn registry() -> Result<PassRegistry, String> {
    let mut registry = PassRegistry::new();
    oxir::pass::passes::register_core_passes(&mut registry)?;
    registry.register_pass(|| Box::new(oxir_llvm::conversion::ConvertToLLVM::default()))?;
    registry.register_pass(|| Box::new(oxir_llvm::di_scope::EnsureDebugInfoScope::default()))?;
    oxir_to_llvm::register_passes(&mut registry)?;
    oxir_to_spirv::register_passes(&mut registry)?;
    oxir_spirv_to_llvm::register_passes(&mut registry)?;
    registry.register_pass(|| Box::new(oxir_conversions::ConvertScfToCf))?;
    registry.register_pass(|| Box::new(oxir_conversions::LowerAffine))?;
    registry.register_pass(|| Box::new(oxir_conversions::ExpandStridedMetadata))?;
    registry.register_pass(|| Box::new(oxir_conversions::ExpandRealloc::default()))?;
    registry.register_pass(|| Box::new(oxir_scf::forall_to_for::ForallToFor))?;
    registry.register_pass(|| Box::new(oxir_arith::expand::ArithExpand::default()))?;
    registry.register_pass(|| Box::new(oxir_arith::int_range_opts::IntRangeOptimizations))?;
    registry
        .register_pass(|| Box::new(oxir_arith::unsigned_when_equivalent::UnsignedWhenEquivalent))?;
    registry.register_pass(|| Box::new(oxir_affine::expand_index::ExpandIndexOps))?;
    registry.register_pass(|| Box::new(oxir_affine::scalrep::AffineScalarReplacement))?;
    registry.register_pass(|| Box::new(oxir_affine::loop_fusion::AffineLoopFusion::default()))?;
    test_passes::register(&mut registry)?;
    Ok(registry)
}

/// The `--help` section listing passes and pipelines, with their options.
pub fn help(registry: &PassRegistry) -> String {
    let mut out = String::from(
        "\nPASSES (-<name>[=<options>], or in --pass-pipeline as <name>{<options>}):\n",
    );
    for pass in registry.passes() {
        out += &format!("  -{:<31} {}\n", pass.argument(), pass.description());
        for (name, placeholder, description) in pass.options() {
            out += &format!(
                "      {:<28} {description}\n",
                format!("{name}={placeholder}")
            );
        }
    }
    out += "\nPIPELINES:\n";
    for pipeline in registry.pipelines() {
        out += &format!("  -{:<31} {}\n", pipeline.name, pipeline.description);
    }
    out
}

/// Checks what can be checked before reading the input: pass flags name registered passes
/// with valid options, the pipeline text reads, printing filters name registered passes.
pub fn check_pass_flags(options: &Options, registry: &PassRegistry) -> Result<(), String> {
    if options.pass_pipeline.is_some() && !options.passes.is_empty() {
        return Err("`--pass-pipeline` can't be used with individual pass flags".into());
    }
    for flag in &options.passes {
        if !registry.contains(&flag.name) {
            let mut message = format!("unknown command line argument `{}`", flag.spelled);
            match registry.suggest(&flag.name) {
                Some(close) => message += &format!("; did you mean `--{close}`?"),
                None => message += "; try `--help`",
            }
            return Err(message);
        }
        if flag.options_not_utf8 {
            return Err(format!(
                "`{}`: the options of pass `{}` are not valid UTF-8",
                flag.spelled, flag.name
            ));
        }
        registry
            .pipeline_from_flags(
                "builtin.module",
                [(flag.name.as_str(), flag.options.as_deref())],
            )
            .map_err(|message| format!("`{}`: {message}", flag.spelled))?;
    }
    if let Some(text) = &options.pass_pipeline {
        registry.parse_pipeline(text).map_err(|e| e.render(text))?;
    }
    for (flag, arguments) in [
        ("--mlir-print-ir-before", &options.print_ir_before),
        ("--mlir-print-ir-after", &options.print_ir_after),
    ] {
        for argument in arguments {
            if registry.pass(argument).is_none() {
                let mut message = format!("`{flag}`: `{argument}` is not a registered pass");
                let names = registry.passes().map(|p| p.argument());
                if let Some(close) = did_you_mean(argument, names) {
                    message += &format!("; did you mean `{close}`?");
                }
                return Err(message);
            }
        }
    }
    Ok(())
}

/// Checks the settings that need threading off.
pub fn check_threading(options: &Options) -> Result<(), String> {
    if options.disable_threading {
        return Ok(());
    }
    if options.print_ir_module_scope && ir_printing(options).is_active() {
        return Err("`--mlir-print-ir-module-scope` needs `--mlir-disable-threading`".into());
    }
    if options.local_reproducer && options.crash_reproducer.is_some() {
        return Err(
            "`--mlir-pass-pipeline-local-reproducer` needs `--mlir-disable-threading`".into(),
        );
    }
    Ok(())
}

/// How IR printed by `oxir-opt` looks: the output, IR dumps and reproducers alike.
pub fn print_options(options: &Options) -> PrintOptions {
    PrintOptions {
        generic: options.print_generic,
        debug_info: options.print_debuginfo,
        pretty_debug_info: options.pretty_debuginfo,
        elide_large_elements: options.elide_elements_if_larger,
        elide_resource_strings_if_larger: options.elide_resource_strings_if_larger,
        // Only the output proper holds the external resources read (see `driver`).
        external_resources: false,
        hex_elements_if_larger: options.hex_elements_if_larger,
        local_scope: options.print_local_scope,
        unique_ssa_ids: options.print_unique_ssa_ids,
        skip_regions: options.print_skip_regions,
        value_users: options.print_value_users,
        assume_verified: options.print_assume_verified,
    }
}

/// The IR printing the `--mlir-print-ir-*` flags ask for.
pub fn ir_printing(options: &Options) -> IrPrinting {
    let filter = |all: bool, arguments: &[String]| {
        if all {
            PassFilter::All
        } else if arguments.is_empty() {
            PassFilter::Nothing
        } else {
            PassFilter::Arguments(arguments.to_vec())
        }
    };
    IrPrinting {
        before: filter(options.print_ir_before_all, &options.print_ir_before),
        after: filter(
            options.print_ir_after_all || options.print_ir_after_failure,
            &options.print_ir_after,
        ),
        module_scope: options.print_ir_module_scope,
        after_change: options.print_ir_after_change,
        after_failure: options.print_ir_after_failure,
        options: print_options(options),
        tree_dir: options.print_ir_tree_dir.clone(),
    }
}

/// The pass manager for a top-level op named `anchor`: the `--pass-pipeline` text or the pass
/// flags (nested implicitly, as `mlir-opt` does), with the run settings of the command line.
pub fn pass_manager(
    options: &Options,
    registry: &PassRegistry,
    anchor: &str,
) -> Result<PassManager, String> {
    let pipeline = match &options.pass_pipeline {
        Some(text) => registry.parse_pipeline(text).map_err(|e| e.render(text))?,
        None => registry.pipeline_from_flags(
            anchor,
            options
                .passes
                .iter()
                .map(|flag| (flag.name.as_str(), flag.options.as_deref())),
        )?,
    };
    let mut manager = PassManager::from_pipeline(pipeline);
    manager.enable_threading(!options.disable_threading);
    manager.enable_verifier(options.verify_each);
    manager.set_print_options(print_options(options));
    let printing = ir_printing(options);
    if printing.is_active() {
        manager.enable_ir_printing(printing);
    }
    if let Some(path) = &options.crash_reproducer {
        manager.enable_crash_reproducer(CrashReproducer {
            path: path.clone(),
            local: options.local_reproducer,
        });
    }
    Ok(manager)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::parse_args;

    fn options(args: &[&str]) -> Options {
        parse_args(args.iter().map(std::ffi::OsString::from)).unwrap()
    }

    #[test]
    fn pass_flags_are_checked_against_the_registry() {
        let registry = registry().unwrap();
        assert_eq!(
            check_pass_flags(&options(&["-symbol-dce", "-test-pass-failure"]), &registry),
            Ok(())
        );
        assert_eq!(
            check_pass_flags(&options(&["-symbol-dc"]), &registry),
            Err("unknown command line argument `-symbol-dc`; did you mean `--symbol-dce`?".into())
        );
        assert_eq!(
            check_pass_flags(&options(&["--no-such-flag=1"]), &registry),
            Err("unknown command line argument `--no-such-flag=1`; try `--help`".into())
        );
        assert_eq!(
            check_pass_flags(&options(&["--test-op-hash=round=2"]), &registry),
            Err("`--test-op-hash=round=2`: invalid options for pass `test-op-hash`: unknown option `round`; did you mean `rounds`?".into())
        );
        assert_eq!(
            check_pass_flags(
                &options(&["--pass-pipeline=builtin.module(symbol-dce)", "-symbol-dce"]),
                &registry
            ),
            Err("`--pass-pipeline` can't be used with individual pass flags".into())
        );
        assert_eq!(
            check_pass_flags(&options(&["--mlir-print-ir-after=symbol-dc"]), &registry),
            Err("`--mlir-print-ir-after`: `symbol-dc` is not a registered pass; did you mean `symbol-dce`?".into())
        );
        assert!(
            check_pass_flags(&options(&["--pass-pipeline=builtin.module(symbol-dc)"]), &registry)
                .unwrap_err()
                .starts_with("invalid pass pipeline: `symbol-dc` does not refer to a registered pass or pipeline; did you mean `symbol-dce`?\n")
        );
    }

    #[test]
    fn flags_build_pipelines_like_mlir_opt() {
        let registry = registry().unwrap();
        let manager = pass_manager(
            &options(&[
                "-test-options-pass",
                "-symbol-dce",
                "-test-pm-nested-pipeline",
            ]),
            &registry,
            "builtin.module",
        )
        .unwrap();
        assert_eq!(
            manager.pipeline().pipeline_text(),
            "builtin.module(func.func(test-options-pass{enum=zero  string= }),symbol-dce,builtin.module(test-module-pass,func.func(test-function-pass)),func.func(test-function-pass))"
        );
        assert_eq!(
            check_threading(&options(&[
                "--mlir-print-ir-module-scope",
                "--mlir-print-ir-after-all"
            ])),
            Err("`--mlir-print-ir-module-scope` needs `--mlir-disable-threading`".into())
        );
        assert!(
            help(&registry).contains("  -symbol-dce                      Eliminate dead symbols\n")
        );
        assert!(
            help(&registry)
                .contains("      rounds=<uint>                How many times to walk the ops\n")
        );
    }
}
