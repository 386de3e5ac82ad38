// Constants MLIR's translation folds: integer arithmetic in a global's initializer region (LLVM
// 19 has no `mul`, `and`, `or` or `shl` constant expressions), and a float constant of an
// integer type of its width, which is the float's bit pattern.
// RUN: oxir-translate --mlir-to-llvmir %s | FileCheck %s
// REQUIRES: lli, mlir-translate, llvm-as, opt
// RUN: %differential %s %t | FileCheck %s --check-prefix=OUT
// OUT: {{^}}exit 1{{$}}

// CHECK: @g = internal global i32 -110
llvm.mlir.global internal @g() : i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.mlir.constant(2147483647 : i32) : i32
  %2 = llvm.add %1, %0 : i32
  %3 = llvm.mlir.constant(2 : i32) : i32
  %4 = llvm.mul %3, %3 : i32
  %5 = llvm.shl %4, %3 : i32
  %6 = llvm.or %2, %5 : i32
  %7 = llvm.and %6, %6 : i32
  %8 = llvm.xor %7, %3 : i32
  %9 = llvm.sub %8, %3 : i32
  %11 = llvm.mlir.constant(-128 : i32) : i32
  %12 = llvm.or %9, %11 : i32
  %13 = llvm.add %12, %3 : i32
  llvm.return %13 : i32
}

llvm.func @main() -> i32 {
  // CHECK: lshr i32 1065353216, 23
  %bits = llvm.mlir.constant(1.0 : f32) : i32
  %c23 = llvm.mlir.constant(23 : i32) : i32
  %bias = llvm.mlir.constant(127 : i32) : i32
  %exp = llvm.lshr %bits, %c23 : i32
  %zero = llvm.sub %exp, %bias : i32
  %g = llvm.mlir.addressof @g : !llvm.ptr
  %v = llvm.load %g : !llvm.ptr -> i32
  %expected = llvm.mlir.constant(-110 : i32) : i32
  %c = llvm.icmp "eq" %v, %expected : i32
  %one = llvm.zext %c : i1 to i32
  %res = llvm.add %zero, %one : i32
  llvm.return %res : i32
}
