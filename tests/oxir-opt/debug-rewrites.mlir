// --debug-rewrites: the canonicalizer reports, per pattern tried and per rule of a rules file,
// how often it was tried, matched and applied, and every reason a rule failed with the op it
// was tried on (each op once, with a count when it was tried more than once). Patterns never
// tried are only counted, so the report stays the same when unrelated patterns are registered.
// RUN: oxir-opt %s -canonicalize --debug-rewrites -o /dev/null 2>&1 | FileCheck %s

func.func @f(%a: i32, %b: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  // `addi_addi_constant` folds the two additions into one, which is tried again.
  %0 = arith.addi %a, %c1 : i32
  %1 = arith.addi %0, %c2 : i32
  // No rule matches: every rule of the addi pattern says why, on this op.
  %2 = arith.addi %a, %b : i32
  return %1, %2 : i32, i32
}

// CHECK: remark: rewrite statistics:
// CHECK-NEXT: pattern `arith.addi rules of {{.*}}arith.rules.toml` on arith.addi: tried 6, matched 1, applied 1
// CHECK-NEXT:   rule `addi_addi_constant`: tried 6, matched 1, applied 1
// CHECK-NEXT:     failed 5 x: operand `lhs` of `arith.addi` is not defined by `arith.addi`
// CHECK-NEXT:       on `arith.addi` at loc("{{.*}}debug-rewrites.mlir":11:8)
// CHECK-NEXT:       on `arith.addi` at loc(fused["{{.*}}debug-rewrites.mlir":12:8, {{.*}}]) (2 x)
// CHECK-NEXT:       on `arith.addi` at loc("{{.*}}debug-rewrites.mlir":14:8) (2 x)
// CHECK-NEXT:   rule `addi_subi_constant_rhs`: tried 5, matched 0, applied 0
// CHECK-NEXT:     failed 5 x: operand `lhs` of `arith.addi` is not defined by `arith.subi`
// CHECK:        rule `addi_subi_constant_lhs`: tried 5, matched 0, applied 0
// CHECK:        rule `addi_muli_negative_one_rhs`: tried 5, matched 0, applied 0
// CHECK-NEXT:     failed 5 x: operand `rhs` of `arith.addi` is not defined by `arith.muli`
// CHECK:        rule `addi_muli_negative_one_lhs`: tried 5, matched 0, applied 0
// CHECK-NEXT:     failed 5 x: operand `lhs` of `arith.addi` is not defined by `arith.muli`
// CHECK-NEXT:       on `arith.addi` at loc("{{.*}}debug-rewrites.mlir":11:8)
// CHECK-NOT:  pattern
// CHECK:      patterns never tried: {{[0-9]+}}
// CHECK-NEXT: folded: 0, folded in place: 0, dead ops erased: 3
