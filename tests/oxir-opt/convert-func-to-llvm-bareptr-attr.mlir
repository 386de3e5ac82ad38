// convert-func-to-llvm and convert-to-llvm: a function marked `llvm.bareptr` uses the
// bare-pointer convention without the pass option: its memref arguments and results are bare
// pointers, its returns give the allocated pointer, calls to it (from any function) pass the
// aligned pointer and rebuild result descriptors from the static shape, while its own calls to
// unmarked functions keep the descriptors. An unranked memref argument keeps the function
// unconverted. Before -reconcile-unrealized-casts MLIR keeps a cast pair where oxir reads
// through it (docs/passes/to-llvm.md), so both tools' whole outputs are compared after it.
// RUN: oxir-opt %s -convert-func-to-llvm -reconcile-unrealized-casts > %t.oxir
// RUN: %mlir_opt %s -convert-func-to-llvm -reconcile-unrealized-casts > %t.mlir
// RUN: diff %t.mlir %t.oxir
// RUN: FileCheck %s < %t.oxir
// RUN: oxir-opt %s -convert-to-llvm -reconcile-unrealized-casts > %t.oxir.all
// RUN: %mlir_opt %s -convert-to-llvm -reconcile-unrealized-casts > %t.mlir.all
// RUN: diff %t.mlir.all %t.oxir.all
// RUN: oxir-opt %s -convert-func-to-llvm=use-bare-ptr-memref-call-conv=1 -reconcile-unrealized-casts > %t.oxir.bare
// RUN: %mlir_opt %s -convert-func-to-llvm=use-bare-ptr-memref-call-conv=1 -reconcile-unrealized-casts > %t.mlir.bare
// RUN: diff %t.mlir.bare %t.oxir.bare

// CHECK: llvm.func @decl_bare(!llvm.ptr) -> !llvm.ptr attributes {llvm.bareptr, sym_visibility = "private"}
// CHECK: llvm.func @decl_plain(!llvm.ptr, !llvm.ptr, i64, i64, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> attributes {sym_visibility = "private"}
// CHECK-LABEL: llvm.func @pick(%arg0: !llvm.ptr, %arg1: i64) -> !llvm.ptr attributes {llvm.bareptr} {
// CHECK: %[[D:.*]] = llvm.insertvalue %{{.*}}[4, 0]
// CHECK-NEXT: %[[P:.*]] = llvm.extractvalue %[[D]][0]
// CHECK-NEXT: llvm.return %[[P]] : !llvm.ptr
// CHECK-LABEL: llvm.func @two(%arg0: !llvm.ptr, %arg1: !llvm.ptr) -> !llvm.struct<(ptr, i32)> attributes {llvm.bareptr} {
// CHECK: llvm.return %{{.*}} : !llvm.struct<(ptr, i32)>
// CHECK-LABEL: llvm.func @through(%arg0: !llvm.ptr) -> !llvm.ptr attributes {llvm.bareptr} {
// CHECK: llvm.call @pick(%{{.*}}, %{{.*}}) : (!llvm.ptr, i64) -> !llvm.ptr
// CHECK: llvm.call @decl_plain(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: llvm.call @decl_bare(%{{.*}}) : (!llvm.ptr) -> !llvm.ptr
// CHECK: llvm.return %{{.*}} : !llvm.ptr
// CHECK-LABEL: llvm.func @plain_caller(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: i64, %arg11: i64) -> i32 {
// CHECK: llvm.call @decl_bare(%{{.*}}) : (!llvm.ptr) -> !llvm.ptr
// CHECK: %[[R:.*]] = llvm.call @two(%{{.*}}, %{{.*}}) : (!llvm.ptr, !llvm.ptr) -> !llvm.struct<(ptr, i32)>
// CHECK-NEXT: llvm.extractvalue %[[R]][0] : !llvm.struct<(ptr, i32)>
// CHECK-NEXT: llvm.extractvalue %[[R]][1] : !llvm.struct<(ptr, i32)>
// CHECK-NEXT: llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-LABEL: func.func @unranked(%arg0: memref<*xf32>) attributes {llvm.bareptr} {
// CHECK-NEXT: llvm.return

func.func private @decl_bare(memref<4xf32>) -> memref<4xf32> attributes {llvm.bareptr}
func.func private @decl_plain(memref<4xf32>) -> memref<4xf32>

func.func @pick(%m: memref<4xf32>, %i: index) -> memref<4xf32> attributes {llvm.bareptr} {
  return %m : memref<4xf32>
}

func.func @two(%a: memref<2x3xi8>, %b: memref<2x3xi8>) -> (memref<2x3xi8>, i32) attributes {llvm.bareptr} {
  %c = arith.constant 7 : i32
  return %b, %c : memref<2x3xi8>, i32
}

func.func @through(%m: memref<4xf32>) -> memref<4xf32> attributes {llvm.bareptr} {
  %c1 = arith.constant 1 : index
  %a = call @pick(%m, %c1) : (memref<4xf32>, index) -> memref<4xf32>
  %b = call @decl_plain(%a) : (memref<4xf32>) -> memref<4xf32>
  %c = call @decl_bare(%b) : (memref<4xf32>) -> memref<4xf32>
  return %c : memref<4xf32>
}

func.func @plain_caller(%m: memref<4xf32>, %n: memref<2x3xi8>) -> i32 {
  %a = call @decl_bare(%m) : (memref<4xf32>) -> memref<4xf32>
  %r:2 = call @two(%n, %n) : (memref<2x3xi8>, memref<2x3xi8>) -> (memref<2x3xi8>, i32)
  return %r#1 : i32
}

func.func @unranked(%u: memref<*xf32>) attributes {llvm.bareptr} {
  return
}
