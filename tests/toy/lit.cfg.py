# lit configuration of the Toy compiler's file-based tests (`toyc`, examples/toy).
#
# Every `.toy` and `.mlir` file under this directory is a test whose `RUN:` lines run `toyc`
# and check its output with LLVM's `FileCheck`. `cargo test -p toyc` drives lit
# (examples/toy/tests/lit.rs) and passes the directory of the freshly built `toyc` in the
# `TOYC_BIN_DIR` environment variable. The suite is separate from the one of `tests/`, which
# runs `oxir-opt` and excludes this directory.
import os

import lit.formats

config.name = "toy"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".toy", ".mlir"]
config.excludes = ["lit.cfg.py", "inputs"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(os.environ.get("TOYC_LIT_OUT", "/tmp"), "toy-lit")

llvm_bin = os.environ.get("LLVM_BIN_DIR", "/usr/lib/llvm-19/bin")
toyc_bin = os.environ["TOYC_BIN_DIR"]
config.environment["PATH"] = os.pathsep.join([toyc_bin, llvm_bin, os.environ.get("PATH", "")])
# The directory of MLIR's runtime libraries, for the tests that run lowered programs with
# `mlir-cpu-runner` (tests/toy/ch5/run.toy).
config.substitutions.append(
    ("%llvmshlibdir", os.path.join(os.path.dirname(llvm_bin), "lib"))
)
# MLIR's own path for the chapter-6 tests that compare `-emit=jit` and `-emit=llvm` with it:
# toyc lowers the `toy` ops (up to `toy-lower-print`, whose output has only upstream dialects),
# then mlir-opt-19 lowers the rest to the `llvm` dialect, for mlir-cpu-runner-19 to run.
config.substitutions.append(
    (
        "%toy_lower_print",
        "--pass-pipeline='builtin.module(inline, toy.func(toy-shape-inference, canonicalize, cse),"
        " toy-lower-to-affine, func.func(canonicalize, cse), toy-lower-print)'",
    )
)
config.substitutions.append(
    (
        "%mlir_lower_to_llvm",
        "mlir-opt --lower-affine --convert-scf-to-cf --finalize-memref-to-llvm"
        " --convert-to-llvm --reconcile-unrealized-casts",
    )
)
