// llvm.func (declarations, variadic, linkage, calling convention, argument and result
// attributes) and llvm.call (direct, indirect, variadic, with flags), printed back as
// mlir-opt-19 prints them.

// RUN: oxir-opt %s | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s | oxir-opt | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s --mlir-print-op-generic | oxir-opt | FileCheck %s --match-full-lines --strict-whitespace

llvm.func @ext(i32, ...) -> i32
llvm.func internal @priv(%a: i32 {llvm.noundef}) -> (i32 {llvm.zeroext}) attributes {llvm.emit_c_interface} {
  llvm.return %a : i32
}
llvm.func fastcc @cc() {
  llvm.return
}
llvm.func extern_weak @p()
llvm.func weak @w() -> !llvm.ptr {
  %0 = llvm.mlir.zero : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.func @calls(%f: !llvm.ptr, %x: i32) -> i32 {
  %0 = llvm.call @priv(%x) : (i32) -> i32
  %1 = llvm.call %f(%x) : !llvm.ptr, (i32) -> i32
  %2 = llvm.call @ext(%x, %x) vararg(!llvm.func<i32 (i32, ...)>) : (i32, i32) -> i32
  llvm.call @cc() : () -> ()
  %3 = llvm.call fastcc @priv(%x) {fastmathFlags = #llvm.fastmath<fast>} : (i32) -> i32
  llvm.return %0 : i32
}

// CHECK:module {
// CHECK-NEXT:  llvm.func @ext(i32, ...) -> i32
// CHECK-NEXT:  llvm.func internal @priv(%arg0: i32 {llvm.noundef}) -> (i32 {llvm.zeroext}) attributes {llvm.emit_c_interface} {
// CHECK-NEXT:    llvm.return %arg0 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  llvm.func fastcc @cc() {
// CHECK-NEXT:    llvm.return
// CHECK-NEXT:  }
// CHECK-NEXT:  llvm.func extern_weak @p()
// CHECK-NEXT:  llvm.func weak @w() -> !llvm.ptr {
// CHECK-NEXT:    %0 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:    llvm.return %0 : !llvm.ptr
// CHECK-NEXT:  }
// CHECK-NEXT:  llvm.func @calls(%arg0: !llvm.ptr, %arg1: i32) -> i32 {
// CHECK-NEXT:    %0 = llvm.call @priv(%arg1) : (i32) -> i32
// CHECK-NEXT:    %1 = llvm.call %arg0(%arg1) : !llvm.ptr, (i32) -> i32
// CHECK-NEXT:    %2 = llvm.call @ext(%arg1, %arg1) vararg(!llvm.func<i32 (i32, ...)>) : (i32, i32) -> i32
// CHECK-NEXT:    llvm.call @cc() : () -> ()
// CHECK-NEXT:    %3 = llvm.call fastcc @priv(%arg1) {fastmathFlags = #llvm.fastmath<fast>} : (i32) -> i32
// CHECK-NEXT:    llvm.return %0 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:}
