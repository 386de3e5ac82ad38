// Casts that were in the input stay as they are, also in a function body that
// -convert-func-to-llvm moves under its new llvm.func (whose op takes the id another
// function's erased op had). CHECK lines are mlir-opt-19's output on this file.
// RUN: oxir-opt %s -convert-func-to-llvm | FileCheck %s
// RUN: %mlir_opt %s -convert-func-to-llvm | FileCheck %s

func.func @a(%x: i32) -> i32 {
  %0 = builtin.unrealized_conversion_cast %x : i32 to i64
  return %x : i32
}
func.func @b(%x: i32) -> i32 {
  %0 = builtin.unrealized_conversion_cast %x : i32 to i16
  %1 = builtin.unrealized_conversion_cast %x : i32 to i8
  return %x : i32
}

// CHECK-LABEL: llvm.func @a(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : i32 to i64
// CHECK-NEXT: llvm.return %arg0 : i32
// CHECK-LABEL: llvm.func @b(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : i32 to i16
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : i32 to i8
// CHECK-NEXT: llvm.return %arg0 : i32
