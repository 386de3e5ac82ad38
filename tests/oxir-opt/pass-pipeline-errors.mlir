// Pass pipelines that cannot be built or run: each error says where and what was expected.
// RUN: not oxir-opt %s -symbol-dc 2>&1 | FileCheck %s --check-prefix=FLAG
// RUN: not oxir-opt %s --test-op-hash=rounds=x 2>&1 | FileCheck %s --check-prefix=FLAG-OPTION
// RUN: not oxir-opt %s --pass-pipeline='builtin.module(symbol-dc)' 2>&1 | FileCheck %s --strict-whitespace --check-prefix=UNKNOWN
// RUN: not oxir-opt %s --pass-pipeline='builtin.module(builtin.module(test-op-hash{round=2}))' 2>&1 | FileCheck %s --strict-whitespace --check-prefix=OPTION
// RUN: not oxir-opt %s --pass-pipeline='builtin.module(test-function-pass)' 2>&1 | FileCheck %s --check-prefix=NEST
// RUN: not oxir-opt %s --pass-pipeline='symbol-dce' 2>&1 | FileCheck %s --check-prefix=ANCHORED
// RUN: not oxir-opt %s --pass-pipeline='builtin.module(builtin.module(symbol-dce)' 2>&1 | FileCheck %s --check-prefix=UNCLOSED
// RUN: not oxir-opt %s --pass-pipeline='builtin.module(symbol-dce)' -symbol-dce 2>&1 | FileCheck %s --check-prefix=BOTH
// RUN: not oxir-opt %s --allow-unregistered-dialect --pass-pipeline='func.func(test-function-pass)' 2>&1 | FileCheck %s --check-prefix=TOP
// RUN: not oxir-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(t.f(symbol-dce))' 2>&1 | FileCheck %s --check-prefix=UNREGISTERED
// RUN: not oxir-opt %s --allow-unregistered-dialect --mlir-print-ir-after=symbol-dc -symbol-dce 2>&1 | FileCheck %s --check-prefix=PRINT

// FLAG: oxir-opt: unknown command line argument `-symbol-dc`; did you mean `--symbol-dce`?
// FLAG-OPTION: oxir-opt: `--test-op-hash=rounds=x`: invalid options for pass `test-op-hash`: invalid value `x` for option `rounds`: expected an unsigned integer

// UNKNOWN:      oxir-opt: invalid pass pipeline: `symbol-dc` does not refer to a registered pass or pipeline; did you mean `symbol-dce`?
// UNKNOWN-NEXT:   builtin.module(symbol-dc)
// UNKNOWN-NEXT: {{^}}                 ^

// OPTION:      oxir-opt: invalid pass pipeline: invalid options for pass `test-op-hash`: unknown option `round`; did you mean `rounds`?
// OPTION-NEXT:   builtin.module(builtin.module(test-op-hash{round=2}))
// OPTION-NEXT: {{^}}                                             ^

// NEST: oxir-opt: invalid pass pipeline: can't add pass `TestFunctionPass` restricted to `func.func` on a pass manager intended to run on `builtin.module`; did you intend to nest, as in `func.func(test-function-pass)`?
// ANCHORED: oxir-opt: invalid pass pipeline: expected a pipeline wrapped in its anchor op, e.g. `builtin.module(cse)` or `any(cse)`
// UNCLOSED: oxir-opt: invalid pass pipeline: missing `)` closing the pipeline of this op
// BOTH: oxir-opt: `--pass-pipeline` can't be used with individual pass flags

// The top-level pass manager must run on the top-level op, passes on registered isolated ops.
// TOP: pass-pipeline-errors.mlir:[[@LINE+3]]:1: error: can't run 'func.func' pass manager on 'builtin.module' op
// UNREGISTERED: pass-pipeline-errors.mlir:[[@LINE+3]]:3: error: 't.f' op trying to schedule a pass on an unregistered operation
// PRINT: oxir-opt: `--mlir-print-ir-after`: `symbol-dc` is not a registered pass; did you mean `symbol-dce`?
module {
  "t.f"() ({
    "t.a"() : () -> ()
  }) : () -> ()
}
