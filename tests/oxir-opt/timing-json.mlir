// --mlir-output-format=json writes the timing report as mlir-opt-19 does: a JSON list of
// entries, each tree entry with its nested passes in a `passes` list closed by `{}]}`, then
// `Rest` and `Total`; with the list display, one entry per name. Times vary, so only the shape
// is checked (with one thread: no user times, as mlir-opt-19 prints them only when they differ
// from wall times).
// RUN: oxir-opt %s --pass-pipeline='builtin.module(func.func(cse))' -mlir-timing --mlir-output-format=json --mlir-disable-threading -o /dev/null 2>&1 | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s --pass-pipeline='builtin.module(func.func(cse))' -mlir-timing -mlir-timing-display=list --mlir-output-format=json --mlir-disable-threading -o /dev/null 2>&1 | FileCheck %s --match-full-lines --strict-whitespace --check-prefix=LIST
// RUN: %mlir_opt %s --pass-pipeline='builtin.module(func.func(cse))' -mlir-timing --mlir-output-format=json -o /dev/null 2>&1 | FileCheck %s --check-prefix=MLIR
// RUN: not oxir-opt %s -mlir-timing --mlir-output-format=yaml 2>&1 | FileCheck %s --check-prefix=BAD

// CHECK:[
// CHECK-NEXT:{"wall": {"duration": {{ *[0-9]+\.[0-9][0-9][0-9][0-9]}}, "percentage": {{ *[0-9]+\.[0-9]}}}, "name": "Parser", "passes": [
// CHECK-NEXT:{}]},
// CHECK:{"wall": {{.*}}, "name": "'func.func' Pipeline", "passes": [
// CHECK-NEXT:  {"wall": {{.*}}, "name": "CSE", "passes": [
// CHECK:  {}]},
// CHECK-NEXT:{}]},
// CHECK:{"wall": {{.*}}, "name": "Output", "passes": [
// CHECK-NEXT:{}]},
// CHECK-NEXT:{"wall": {{.*}}, "name": "Rest"},
// CHECK-NEXT:{"wall": {"duration": {{ *[0-9]+\.[0-9][0-9][0-9][0-9]}}, "percentage": 100.0}, "name": "Total"}
// CHECK-NEXT:]

// LIST:[
// LIST-NEXT:{"wall": {{.*}}, "name": "root"},
// LIST:{"wall": {{.*}}, "name": "CSE"},
// LIST:{"wall": {{.*}}, "name": "Rest"},
// LIST-NEXT:{"wall": {{.*}}, "name": "Total"}
// LIST-NEXT:]

// MLIR:[
// MLIR:{{.*}}"name": "'func.func' Pipeline", "passes": [
// MLIR-NEXT:  {{.*}}"name": "CSE", "passes": [
// MLIR:{{.*}}"name": "Total"}
// MLIR-NEXT:]

// BAD:oxir-opt: invalid value `yaml` for `--mlir-output-format`: expected `text` or `json`

func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
}
