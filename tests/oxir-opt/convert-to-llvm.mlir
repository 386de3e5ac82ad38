// -convert-to-llvm gathers the lowerings of the dialects that implement
// ConvertToLLVMPatternInterface; with none registered yet for these ops, it leaves the IR as it
// is and succeeds (update the CHECK lines when a lowering of these dialects lands). Its
// option parses as mlir-opt-19's.
// RUN: oxir-opt %s -convert-to-llvm | FileCheck %s
// RUN: oxir-opt %s '-convert-to-llvm=filter-dialects=arith,func' | FileCheck %s

// CHECK-LABEL: func.func @f(%arg0: i32) -> i32 {
// CHECK-NEXT:    %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    return %0 : i32
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
