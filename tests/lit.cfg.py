# lit configuration of oxir's file-based tests.
#
# Every `.mlir` file under this directory is a test: its `// RUN:` lines run `oxir-opt` and check
# the output with LLVM's `FileCheck`, or check `expected-*` annotations with
# `--verify-diagnostics`. `cargo test` drives lit (tools/oxir-opt/tests/lit.rs) and passes the
# directory of the freshly built `oxir-opt` in the `OXIR_BIN_DIR` environment variable.
import os

import lit.formats

config.name = "oxir"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir"]
# `toy/`, `oxir-cpu-runner/` and `oxir-translate/` are suites of their own, run by `cargo test -p toyc`,
# `cargo test -p oxir-cpu-runner` and `cargo test -p oxir-translate`.
config.excludes = ["README.md", "lit.cfg.py", "inputs", "toy", "oxir-cpu-runner", "oxir-translate"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(os.environ.get("OXIR_LIT_OUT", "/tmp"), "oxir-lit")

llvm_bin = os.environ.get("LLVM_BIN_DIR", "/usr/lib/llvm-19/bin")
oxir_bin = os.environ["OXIR_BIN_DIR"]
config.environment["PATH"] = os.pathsep.join([oxir_bin, llvm_bin, os.environ.get("PATH", "")])
# `mlir-opt` is the reference some tests compare with.
config.substitutions.append(("%mlir_opt", "mlir-opt-19"))

# Tests that run lowered programs declare `REQUIRES: mlir-cpu-runner, mlir-runner-utils`; under
# CI a missing tool is an error, not an unsupported test.
import sys  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lit_support import require, require_tools  # noqa: E402

require_tools(config, lit_config, [("mlir-cpu-runner-19", "mlir-cpu-runner")])
# The SPIR-V lowering's end-to-end tests (`conversion/spirv/`) serialize what oxir-opt lowers
# with `oxir-translate`, built beside it by the workspace's tests (`cargo test --workspace`;
# `cargo build -p oxir-translate` for `cargo test -p oxir-opt`), and check it with `spirv-val`.
require_tools(config, lit_config, [("spirv-val", "spirv-val"), ("oxir-translate", "oxir-translate")])
runner_utils = os.environ.get(
    "MLIR_C_RUNNER_UTILS", "/usr/lib/llvm-19/lib/libmlir_c_runner_utils.so.19.1"
)
require(config, lit_config, "mlir-runner-utils", f"`{runner_utils}`", os.path.exists(runner_utils))
config.substitutions.append(("%mlir_c_runner_utils", runner_utils))
