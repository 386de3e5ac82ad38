# lit configuration of `oxir-translate`'s file-based tests (tools/oxir-translate).
#
# Every `.mlir` and `.ll` file under this directory is a test: its `RUN:` lines translate it with
# `oxir-translate --mlir-to-llvmir` (or `--import-llvm`) and check the output with `FileCheck`, and
# `%differential` runs the program both ways: ours through `llvm-as-19`, `opt-19 -passes=verify`
# and `lli-19`, `mlir-translate-19`'s through `lli-19`, requiring the same output and exit status.
# `cargo test -p oxir-translate` drives lit (tools/oxir-translate/tests/lit.rs) and passes the
# directory of the freshly built binary in `OXIR_TRANSLATE_BIN_DIR`. The suite is separate from
# the one of `tests/`, which excludes this directory.
#
# The reference tools are features (`lli`, `mlir-translate`, `llvm-as`, `opt`, `spirv-val`) that tests
# `REQUIRES:`. Outside CI a missing one makes those tests unsupported; under CI (`CI` set) it is
# a fatal error, so a machine without them cannot pass the suite by skipping the comparisons.
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lit_support import require_tools, setup_tool_suite  # noqa: E402

setup_tool_suite(
    config, os.path.dirname(__file__), "oxir-translate",
    "OXIR_TRANSLATE_BIN_DIR", "OXIR_TRANSLATE_LIT_OUT",
)
config.suffixes = [".mlir", ".ll"]
require_tools(config, lit_config, [
    ("lli-19", "lli"),
    ("mlir-translate-19", "mlir-translate"),
    ("llvm-as-19", "llvm-as"),
    ("opt-19", "opt"),
    ("spirv-val", "spirv-val"),
])

# `%differential` runs the program both ways: ours through `llvm-as-19`, `opt-19 -passes=verify`
# and `lli-19`, `mlir-translate-19`'s through `lli-19`, requiring the same output and exit status.
# `cargo test -p oxir-translate` drives lit (tools/oxir-translate/tests/lit.rs) and passes the
# directory of the freshly built binary in `OXIR_TRANSLATE_BIN_DIR`. The suite is separate from
# the one of `tests/`, which excludes this directory.
#
# The reference tools are features (`lli`, `mlir-translate`, `llvm-as`, `opt`, `spirv-val`) that tests
# `REQUIRES:`. Outside CI a missing one makes those tests unsupported; under CI (`CI` set) it is
# a fatal error, so a machine without them cannot pass the suite by skipping the comparisons.
import os
import shutil

import lit.formats

config.name = "oxir-translate"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir", ".ll"]
config.excludes = ["lit.cfg.py", "inputs"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(
    os.environ.get("OXIR_TRANSLATE_LIT_OUT", "/tmp"), "oxir-translate-lit"
)

llvm_bin = os.environ.get("LLVM_BIN_DIR", "/usr/lib/llvm-19/bin")
translate_bin = os.environ["OXIR_TRANSLATE_BIN_DIR"]
config.environment["PATH"] = os.pathsep.join(
    [translate_bin, llvm_bin, os.environ.get("PATH", "")]
)
in_ci = bool(os.environ.get("CI"))


def require(feature, what, present):
    if present:
        config.available_features.add(feature)
    elif in_ci:
        lit_config.fatal(f"{what} not found; CI must compare with it (scripts/setup.sh installs it)")
    else:
        lit_config.warning(f"{what} not found: the tests that need it are unsupported")


for tool, feature in [
    ("lli-19", "lli"),
    ("mlir-translate-19", "mlir-translate"),
    ("llvm-as-19", "llvm-as"),
    ("opt-19", "opt"),
    ("spirv-val", "spirv-val"),
]:
    require(feature, f"`{tool}`", shutil.which(tool, path=config.environment["PATH"]))

# `%differential %s %t`: the program through both translations and `lli-19` (see
# inputs/differential.sh); prints what ours printed and `exit <status>`.
config.substitutions.append(
    ("%differential", "sh " + os.path.join(config.test_source_root, "inputs", "differential.sh"))
)
