# lit configuration of `oxir-cpu-runner`'s file-based tests (tools/oxir-cpu-runner).
#
# Every `.ll` and `.mlir` file under this directory is a test: its `RUN:` lines run
# `oxir-cpu-runner` and check what it prints with LLVM's `FileCheck`, or compare it with what
# `lli-19` and `mlir-cpu-runner-19` print for the same program. `cargo test -p oxir-cpu-runner`
# drives lit (tools/oxir-cpu-runner/tests/lit.rs) and passes the directory of the freshly built
# binary in `OXIR_CPU_RUNNER_BIN_DIR`. The suite is separate from the one of `tests/`, which
# excludes this directory.
#
# The reference tools and MLIR's runtime library are features (`lli`, `mlir-cpu-runner`,
# `mlir-translate`, `mlir-runner-utils`) that tests `REQUIRES:`. Outside CI a missing one makes
# those tests unsupported; under CI (`CI` set) it is a fatal error, so a machine without them
# cannot pass the suite by skipping the comparisons.
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lit_support import require, require_tools, setup_tool_suite  # noqa: E402

setup_tool_suite(
    config, os.path.dirname(__file__), "oxir-cpu-runner",
    "OXIR_CPU_RUNNER_BIN_DIR", "OXIR_CPU_RUNNER_LIT_OUT",
)
config.suffixes = [".ll", ".mlir"]
require_tools(config, lit_config, [
    ("lli-19", "lli"),
    ("mlir-cpu-runner-19", "mlir-cpu-runner"),
    ("mlir-translate-19", "mlir-translate"),
])

runner_utils = os.environ.get(
    "MLIR_C_RUNNER_UTILS", "/usr/lib/llvm-19/lib/libmlir_c_runner_utils.so.19.1"
)
require(config, lit_config, "mlir-runner-utils", f"`{runner_utils}`", os.path.exists(runner_utils))
config.substitutions.append(("%mlir_c_runner_utils", runner_utils))
# `%exit_status <command>`: the command's output, then its exit status on a line of its own, the
# way `oxir-cpu-runner --entry-point-result=i32` prints the result of an `i32 @main` after the
# program's output.
config.substitutions.append(
    ("%exit_status", "sh " + os.path.join(config.test_source_root, "inputs", "exit-status.sh"))
)
