// The same llvm-dialect program through mlir-cpu-runner-19, through oxir-cpu-runner (which
// translates it with oxir-llvm-ir), and through mlir-translate-19 --mlir-to-llvmir then
// oxir-cpu-runner on the LLVM IR: the same output for every entry point and result type.
// (mlir-cpu-runner-19 resolves every symbol of the module, so each run loads the library.)
// REQUIRES: mlir-cpu-runner, mlir-translate, mlir-runner-utils
// RUN: mlir-translate-19 --mlir-to-llvmir %s -o %t.ll
// RUN: mlir-cpu-runner-19 -e sum_to --entry-point-result=i64 --shared-libs=%mlir_c_runner_utils %s > %t.mlir.i64
// RUN: oxir-cpu-runner -e sum_to --entry-point-result=i64 --shared-libs=%mlir_c_runner_utils %t.ll > %t.oxir.i64
// RUN: oxir-cpu-runner -e sum_to --entry-point-result=i64 --shared-libs=%mlir_c_runner_utils %s > %t.direct.i64
// RUN: diff %t.mlir.i64 %t.direct.i64
// RUN: diff %t.mlir.i64 %t.oxir.i64
// RUN: mlir-cpu-runner-19 -e collatz --entry-point-result=i32 -O2 --shared-libs=%mlir_c_runner_utils %s > %t.mlir.i32
// RUN: oxir-cpu-runner -e collatz --entry-point-result=i32 -O2 --shared-libs=%mlir_c_runner_utils %t.ll > %t.oxir.i32
// RUN: oxir-cpu-runner -e collatz --entry-point-result=i32 -O2 --shared-libs=%mlir_c_runner_utils %s > %t.direct.i32
// RUN: diff %t.mlir.i32 %t.direct.i32
// RUN: diff %t.mlir.i32 %t.oxir.i32
// RUN: mlir-cpu-runner-19 -e mean --shared-libs=%mlir_c_runner_utils %s > %t.mlir.f32
// RUN: oxir-cpu-runner -e mean --shared-libs=%mlir_c_runner_utils %t.ll > %t.oxir.f32
// RUN: oxir-cpu-runner -e mean --shared-libs=%mlir_c_runner_utils %s > %t.direct.f32
// RUN: diff %t.mlir.f32 %t.direct.f32
// RUN: diff %t.mlir.f32 %t.oxir.f32
// RUN: mlir-cpu-runner-19 -e print_all --entry-point-result=void --shared-libs=%mlir_c_runner_utils %s > %t.mlir.void
// RUN: oxir-cpu-runner -e print_all --entry-point-result=void --shared-libs=%mlir_c_runner_utils %t.ll > %t.oxir.void
// RUN: oxir-cpu-runner -e print_all --entry-point-result=void --shared-libs=%mlir_c_runner_utils %s > %t.direct.void
// RUN: diff %t.mlir.void %t.direct.void
// RUN: diff %t.mlir.void %t.oxir.void
// RUN: cat %t.oxir.i64 %t.oxir.i32 %t.oxir.f32 %t.oxir.void | FileCheck %s
// CHECK:      {{^}}5050{{$}}
// CHECK-NEXT: {{^}}111{{$}}
// CHECK-NEXT: {{^}}2.750000e+00{{$}}
// CHECK-NEXT: {{^}}3.5{{$}}
// CHECK-NEXT: {{^}}-9{{$}}

module {
  llvm.func @printF32(f32)
  llvm.func @printI64(i64)
  llvm.func @printNewline()

  // 1 + 2 + ... + 100.
  llvm.func @sum_to() -> i64 {
    %zero = llvm.mlir.constant(0 : i64) : i64
    %one = llvm.mlir.constant(1 : i64) : i64
    %limit = llvm.mlir.constant(100 : i64) : i64
    llvm.br ^loop(%one, %zero : i64, i64)
  ^loop(%i: i64, %acc: i64):
    %next_acc = llvm.add %acc, %i : i64
    %next = llvm.add %i, %one : i64
    %done = llvm.icmp "sgt" %next, %limit : i64
    llvm.cond_br %done, ^exit(%next_acc : i64), ^loop(%next, %next_acc : i64, i64)
  ^exit(%r: i64):
    llvm.return %r : i64
  }

  // The number of Collatz steps from 27.
  llvm.func @collatz() -> i32 {
    %start = llvm.mlir.constant(27 : i32) : i32
    %zero = llvm.mlir.constant(0 : i32) : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %two = llvm.mlir.constant(2 : i32) : i32
    %three = llvm.mlir.constant(3 : i32) : i32
    llvm.br ^loop(%start, %zero : i32, i32)
  ^loop(%n: i32, %steps: i32):
    %at_one = llvm.icmp "eq" %n, %one : i32
    llvm.cond_br %at_one, ^exit(%steps : i32), ^step
  ^step:
    %rem = llvm.srem %n, %two : i32
    %odd = llvm.icmp "ne" %rem, %zero : i32
    %half = llvm.sdiv %n, %two : i32
    %triple = llvm.mul %n, %three : i32
    %up = llvm.add %triple, %one : i32
    %m = llvm.select %odd, %up, %half : i1, i32
    %s = llvm.add %steps, %one : i32
    llvm.br ^loop(%m, %s : i32, i32)
  ^exit(%r: i32):
    llvm.return %r : i32
  }

  llvm.func @mean() -> f32 {
    %a = llvm.mlir.constant(1.5 : f32) : f32
    %b = llvm.mlir.constant(4.0 : f32) : f32
    %two = llvm.mlir.constant(2.0 : f32) : f32
    %s = llvm.fadd %a, %b : f32
    %m = llvm.fdiv %s, %two : f32
    llvm.return %m : f32
  }

  llvm.func @print_all() {
    %x = llvm.mlir.constant(3.5 : f32) : f32
    %y = llvm.mlir.constant(-9 : i64) : i64
    llvm.call @printF32(%x) : (f32) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.call @printI64(%y) : (i64) -> ()
    llvm.call @printNewline() : () -> ()
    llvm.return
  }
}
