# What the lit configurations of the tool suites (oxir-cpu-runner/, oxir-translate/) share: the
# suite's layout, the PATH that puts the freshly built tool before LLVM's, and reference tools
# as features. Outside CI a missing reference makes the tests that need it unsupported; under CI
# (`CI` set) it is a fatal error, so a machine without them cannot pass by skipping comparisons.
import os
import shutil

import lit.formats


def setup_tool_suite(config, suite_dir, name, bin_dir_var, out_dir_var):
    """Every `config.suffixes` file of `suite_dir` is a shell test run with the tool first on PATH."""
    config.name = name
    config.test_format = lit.formats.ShTest(execute_external=False)
    config.excludes = ["lit.cfg.py", "inputs"]
    config.test_source_root = suite_dir
    config.test_exec_root = os.path.join(os.environ.get(out_dir_var, "/tmp"), f"{name}-lit")
    llvm_bin = os.environ.get("LLVM_BIN_DIR", "/usr/lib/llvm-19/bin")
    config.environment["PATH"] = os.pathsep.join(
        [os.environ[bin_dir_var], llvm_bin, os.environ.get("PATH", "")]
    )


def require(config, lit_config, feature, what, present):
    """Adds `feature` when `present`; otherwise fatal under CI, a warning elsewhere."""
    if present:
        config.available_features.add(feature)
    elif os.environ.get("CI"):
        lit_config.fatal(f"{what} not found; CI must compare with it (scripts/setup.sh installs it)")
    else:
        lit_config.warning(f"{what} not found: the tests that need it are unsupported")


def require_tools(config, lit_config, tools):
    """`require` for each `(tool, feature)` found on the suite's PATH."""
    for tool, feature in tools:
        found = shutil.which(tool, path=config.environment["PATH"])
        require(config, lit_config, feature, f"`{tool}`", found)
