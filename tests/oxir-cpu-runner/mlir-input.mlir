// llvm-dialect input run directly, as mlir-cpu-runner-19 runs it: globals, GEPs, loads,
// varargs printf and the runtime library, with the same stdout and exit status.
// REQUIRES: mlir-cpu-runner, mlir-runner-utils
// RUN: %exit_status mlir-cpu-runner-19 -e report --entry-point-result=void --shared-libs=%mlir_c_runner_utils %s > %t.mlir.void
// RUN: %exit_status oxir-cpu-runner -e report --entry-point-result=void --shared-libs=%mlir_c_runner_utils %s > %t.oxir.void
// RUN: diff %t.mlir.void %t.oxir.void
// RUN: %exit_status mlir-cpu-runner-19 -e answer --entry-point-result=i32 --shared-libs=%mlir_c_runner_utils %s > %t.mlir.i32
// RUN: %exit_status oxir-cpu-runner -e answer --entry-point-result=i32 --shared-libs=%mlir_c_runner_utils %s > %t.oxir.i32
// RUN: diff %t.mlir.i32 %t.oxir.i32
// RUN: cat %t.oxir.void %t.oxir.i32 | FileCheck %s
// CHECK:      table[2] = 30
// CHECK-NEXT: ( 1.5 )
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}42{{$}}
// CHECK-NEXT: {{^}}0{{$}}

module {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.func @printF64(f64)
  llvm.func @printOpen()
  llvm.func @printClose()
  llvm.func @printNewline()
  llvm.mlir.global private constant @fmt("table[%d] = %d\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @table(dense<[10, 20, 30, 40]> : tensor<4xi32>) : !llvm.array<4 x i32>

  llvm.func @report() {
    %two = llvm.mlir.constant(2 : i32) : i32
    %t = llvm.mlir.addressof @table : !llvm.ptr
    %p = llvm.getelementptr %t[0, %two] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<4 x i32>
    %v = llvm.load %p : !llvm.ptr -> i32
    %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
    %0 = llvm.call @printf(%fmt, %two, %v) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32) -> i32
    %x = llvm.mlir.constant(1.5 : f64) : f64
    llvm.call @printOpen() : () -> ()
    llvm.call @printF64(%x) : (f64) -> ()
    llvm.call @printClose() : () -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }

  llvm.func @answer() -> i32 {
    %t = llvm.mlir.addressof @table : !llvm.ptr
    %p = llvm.getelementptr %t[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i32>
    %v = llvm.load %p : !llvm.ptr -> i32
    %two = llvm.mlir.constant(2 : i32) : i32
    %r = llvm.add %v, %two : i32
    llvm.return %r : i32
  }
}
