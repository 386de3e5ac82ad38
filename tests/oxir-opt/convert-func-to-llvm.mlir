// -convert-func-to-llvm: func.func becomes llvm.func (results packed in a struct, argument and
// result attributes passed on, private declarations, llvm.linkage, func.varargs), with
// _mlir_ciface_ wrappers for llvm.emit_c_interface; calls, indirect calls, returns and
// func.constant become llvm ops; as in MLIR 19 the pass lowers arith and cf too. A function
// whose types LLVM does not know stays. CHECK lines are mlir-opt-19's output on this file.
// RUN: oxir-opt %s -convert-func-to-llvm | FileCheck %s
// RUN: oxir-opt %s -convert-func-to-llvm=index-bitwidth=32 | FileCheck %s --check-prefix=IDX32
// RUN: oxir-opt %s -convert-func-to-llvm=use-bare-ptr-memref-call-conv=1 | FileCheck %s --check-prefix=BARE

func.func private @ext(i32, f32) -> i64
func.func private @multi(i32) -> (i32, f64)
func.func @callee(%a: i32 {llvm.noundef}, %b: f32) -> (i32 {llvm.zeroext}) {
  %r = func.call @ext(%a, %b) : (i32, f32) -> i64
  %m:2 = func.call @multi(%a) : (i32) -> (i32, f64)
  return %m#0 : i32
}
func.func @pair(%a: i32, %b: index) -> (i32, index) {
  return %a, %b : i32, index
}
func.func @use_pair(%a: i32) -> index {
  %c = arith.constant 1 : index
  %r:2 = call @pair(%a, %c) : (i32, index) -> (i32, index)
  return %r#1 : index
}
func.func @indirect(%a: i32) -> i32 {
  %f = func.constant @callee : (i32, f32) -> i32
  %x = arith.constant 1.0 : f32
  %r = func.call_indirect %f(%a, %x) : (i32, f32) -> i32
  return %r : i32
}
func.func @noresult() {
  return
}
func.func @iface(%a: i32, %b: i64) -> i32 attributes {llvm.emit_c_interface} {
  return %a : i32
}
func.func @iface_multi(%a: i32) -> (i32, i32) attributes {llvm.emit_c_interface} {
  return %a, %a : i32, i32
}
func.func private @iface_decl(i32) -> i32 attributes {llvm.emit_c_interface}
func.func @blocks(%a: i32, %c: i1) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  return %x : i32
^bb2:
  return %a : i32
}
func.func @argattrs(%a: i32 {llvm.noundef}, %m: memref<?xf32>) -> (i32 {llvm.zeroext}) attributes {llvm.emit_c_interface} {
  return %a : i32
}
func.func private @ext_res(i32 {llvm.noundef}) -> (i32, i64) attributes {llvm.emit_c_interface}
func.func @multi_attrs(%a: i32) -> (i32 {llvm.zeroext}, i32) {
  return %a, %a : i32, i32
}
func.func @linked(%a: i32) -> i32 attributes {llvm.linkage = #llvm.linkage<internal>} {
  return %a : i32
}
func.func private @pb(%a: i32) -> i32 {
  return %a : i32
}
func.func @va(%a: i32) attributes {func.varargs = true} {
  return
}
func.func @t(%a: tensor<4xf32>) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}
func.func @ok(%a: i32) -> i32 {
  return %a : i32
}
func.func @static_memref(%a: memref<4xf32>, %i: index) -> index {
  return %i : index
}
func.func @u(%a: memref<*xf32>, %b: memref<2x?xi32>) -> memref<2x?xi32> attributes {llvm.emit_c_interface} {
  return %b : memref<2x?xi32>
}
func.func private @ext_m(memref<4xf32>) -> memref<4xf32> attributes {llvm.emit_c_interface}

// CHECK-LABEL: llvm.func @ext(i32, f32) -> i64 attributes {sym_visibility = "private"}
// CHECK-LABEL: llvm.func @multi(i32) -> !llvm.struct<(i32, f64)> attributes {sym_visibility = "private"}
// CHECK-LABEL: llvm.func @callee(%arg0: i32 {llvm.noundef}, %arg1: f32) -> (i32 {llvm.zeroext}) {
// CHECK-NEXT: %0 = llvm.call @ext(%arg0, %arg1) : (i32, f32) -> i64
// CHECK-NEXT: %1 = llvm.call @multi(%arg0) : (i32) -> !llvm.struct<(i32, f64)>
// CHECK-NEXT: %2 = llvm.extractvalue %1[0] : !llvm.struct<(i32, f64)>
// CHECK-NEXT: %3 = llvm.extractvalue %1[1] : !llvm.struct<(i32, f64)>
// CHECK-NEXT: llvm.return %2 : i32
// CHECK-LABEL: llvm.func @pair(%arg0: i32, %arg1: i64) -> !llvm.struct<(i32, i64)> {
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(i32, i64)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i32, i64)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i32, i64)>
// CHECK-NEXT: llvm.return %2 : !llvm.struct<(i32, i64)>
// CHECK-LABEL: llvm.func @use_pair(%arg0: i32) -> i64 {
// CHECK-NEXT: %0 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %1 = llvm.call @pair(%arg0, %0) : (i32, i64) -> !llvm.struct<(i32, i64)>
// CHECK-NEXT: %2 = llvm.extractvalue %1[0] : !llvm.struct<(i32, i64)>
// CHECK-NEXT: %3 = llvm.extractvalue %1[1] : !llvm.struct<(i32, i64)>
// CHECK-NEXT: llvm.return %3 : i64
// CHECK-LABEL: llvm.func @indirect(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = llvm.mlir.addressof @callee : !llvm.ptr
// CHECK-NEXT: %1 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT: %2 = llvm.call %0(%arg0, %1) : !llvm.ptr, (i32, f32) -> i32
// CHECK-NEXT: llvm.return %2 : i32
// CHECK-LABEL: llvm.func @noresult() {
// CHECK-NEXT: llvm.return
// CHECK-LABEL: llvm.func @iface(%arg0: i32, %arg1: i64) -> i32 attributes {llvm.emit_c_interface} {
// CHECK-NEXT: llvm.return %arg0 : i32
// CHECK-LABEL: llvm.func @_mlir_ciface_iface(%arg0: i32, %arg1: i64) -> i32 attributes {llvm.emit_c_interface} {
// CHECK-NEXT: %0 = llvm.call @iface(%arg0, %arg1) : (i32, i64) -> i32
// CHECK-NEXT: llvm.return %0 : i32
// CHECK-LABEL: llvm.func @iface_multi(%arg0: i32) -> !llvm.struct<(i32, i32)> attributes {llvm.emit_c_interface} {
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg0, %1[1] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: llvm.return %2 : !llvm.struct<(i32, i32)>
// CHECK-LABEL: llvm.func @_mlir_ciface_iface_multi(%arg0: !llvm.ptr, %arg1: i32) attributes {llvm.emit_c_interface} {
// CHECK-NEXT: %0 = llvm.call @iface_multi(%arg1) : (i32) -> !llvm.struct<(i32, i32)>
// CHECK-NEXT: llvm.store %0, %arg0 : !llvm.struct<(i32, i32)>, !llvm.ptr
// CHECK-NEXT: llvm.return
// CHECK-LABEL: llvm.func private @iface_decl(%arg0: i32) -> i32 attributes {llvm.emit_c_interface, sym_visibility = "private"} {
// CHECK-NEXT: %0 = llvm.call @_mlir_ciface_iface_decl(%arg0) : (i32) -> i32
// CHECK-NEXT: llvm.return %0 : i32
// CHECK-LABEL: llvm.func @_mlir_ciface_iface_decl(i32) -> i32 attributes {llvm.emit_c_interface, sym_visibility = "private"}
// CHECK-LABEL: llvm.func @blocks(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT: llvm.cond_br %arg1, ^bb1(%arg0 : i32), ^bb2
// CHECK-NEXT: ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT: llvm.return %0 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: llvm.return %arg0 : i32
// CHECK-LABEL: llvm.func @argattrs(%arg0: i32 {llvm.noundef}, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i64, %arg4: i64, %arg5: i64) -> (i32 {llvm.zeroext}) attributes {llvm.emit_c_interface} {
// CHECK-NEXT: llvm.return %arg0 : i32
// CHECK-LABEL: llvm.func @_mlir_ciface_argattrs(%arg0: i32 {llvm.noundef}, %arg1: !llvm.ptr) -> (i32 {llvm.zeroext}) attributes {llvm.emit_c_interface} {
// CHECK-NEXT: %0 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.call @argattrs(%arg0, %1, %2, %3, %4, %5) : (i32, !llvm.ptr, !llvm.ptr, i64, i64, i64) -> i32
// CHECK-NEXT: llvm.return %6 : i32
// CHECK-LABEL: llvm.func private @ext_res(%arg0: i32 {llvm.noundef}) -> !llvm.struct<(i32, i64)> attributes {llvm.emit_c_interface, sym_visibility = "private"} {
// CHECK-NEXT: %0 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %1 = llvm.alloca %0 x !llvm.struct<(i32, i64)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.call @_mlir_ciface_ext_res(%1, %arg0) : (!llvm.ptr, i32) -> ()
// CHECK-NEXT: %2 = llvm.load %1 : !llvm.ptr -> !llvm.struct<(i32, i64)>
// CHECK-NEXT: llvm.return %2 : !llvm.struct<(i32, i64)>
// CHECK-LABEL: llvm.func @_mlir_ciface_ext_res(!llvm.ptr, i32 {llvm.noundef}) attributes {llvm.emit_c_interface, sym_visibility = "private"}
// CHECK-LABEL: llvm.func @multi_attrs(%arg0: i32) -> !llvm.struct<(i32, i32)> {
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg0, %1[1] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: llvm.return %2 : !llvm.struct<(i32, i32)>
// CHECK-LABEL: llvm.func internal @linked(%arg0: i32) -> i32 {
// CHECK-NEXT: llvm.return %arg0 : i32
// CHECK-LABEL: llvm.func @pb(%arg0: i32) -> i32 attributes {sym_visibility = "private"} {
// CHECK-NEXT: llvm.return %arg0 : i32
// CHECK-LABEL: llvm.func @va(%arg0: i32, ...) {
// CHECK-NEXT: llvm.return
// CHECK-LABEL: func.func @t(%arg0: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT: return %arg0 : tensor<4xf32>
// CHECK-LABEL: llvm.func @ok(%arg0: i32) -> i32 {
// CHECK-NEXT: llvm.return %arg0 : i32
// CHECK-LABEL: llvm.func @static_memref(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64) -> i64 {
// CHECK-NEXT: llvm.return %arg5 : i64
// CHECK-LABEL: llvm.func @u(%arg0: i64, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> attributes {llvm.emit_c_interface} {
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg2, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg3, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg4, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg5, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg7, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.insertvalue %arg6, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %arg8, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %8 = builtin.unrealized_conversion_cast %7 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<2x?xi32>
// CHECK-NEXT: %9 = builtin.unrealized_conversion_cast %8 : memref<2x?xi32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: llvm.return %9 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-LABEL: llvm.func @_mlir_ciface_u(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr) attributes {llvm.emit_c_interface} {
// CHECK-NEXT: %0 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %3 = llvm.load %arg2 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.extractvalue %3[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.extractvalue %3[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.extractvalue %3[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %7 = llvm.extractvalue %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %8 = llvm.extractvalue %3[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %9 = llvm.extractvalue %3[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %10 = llvm.extractvalue %3[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %11 = llvm.call @u(%1, %2, %4, %5, %6, %7, %8, %9, %10) : (i64, !llvm.ptr, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: llvm.store %11, %arg0 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
// CHECK-NEXT: llvm.return
// CHECK-LABEL: llvm.func private @ext_m(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> attributes {llvm.emit_c_interface, sym_visibility = "private"} {
// CHECK-NEXT: %0 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %1 = llvm.alloca %0 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT: %2 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg0, %2[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg1, %3[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg2, %4[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.insertvalue %arg3, %5[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %arg4, %6[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %8 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %9 = llvm.alloca %8 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %7, %9 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
// CHECK-NEXT: llvm.call @_mlir_ciface_ext_m(%1, %9) : (!llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT: %10 = llvm.load %1 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: llvm.return %10 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-LABEL: llvm.func @_mlir_ciface_ext_m(!llvm.ptr, !llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"}

// IDX32: llvm.func @ext(i32, f32) -> i64 attributes {sym_visibility = "private"}
// IDX32: llvm.func @multi(i32) -> !llvm.struct<(i32, f64)> attributes {sym_visibility = "private"}
// IDX32: llvm.func @callee(%arg0: i32 {llvm.noundef}, %arg1: f32) -> (i32 {llvm.zeroext}) {
// IDX32: llvm.func @pair(%arg0: i32, %arg1: i32) -> !llvm.struct<(i32, i32)> {
// IDX32: llvm.func @use_pair(%arg0: i32) -> i32 {
// IDX32: llvm.func @indirect(%arg0: i32) -> i32 {
// IDX32: llvm.func @noresult() {
// IDX32: llvm.func @iface(%arg0: i32, %arg1: i64) -> i32 attributes {llvm.emit_c_interface} {
// IDX32: llvm.func @_mlir_ciface_iface(%arg0: i32, %arg1: i64) -> i32 attributes {llvm.emit_c_interface} {
// IDX32: llvm.func @iface_multi(%arg0: i32) -> !llvm.struct<(i32, i32)> attributes {llvm.emit_c_interface} {
// IDX32: llvm.func @_mlir_ciface_iface_multi(%arg0: !llvm.ptr, %arg1: i32) attributes {llvm.emit_c_interface} {
// IDX32: llvm.func private @iface_decl(%arg0: i32) -> i32 attributes {llvm.emit_c_interface, sym_visibility = "private"} {
// IDX32: llvm.func @_mlir_ciface_iface_decl(i32) -> i32 attributes {llvm.emit_c_interface, sym_visibility = "private"}
// IDX32: llvm.func @blocks(%arg0: i32, %arg1: i1) -> i32 {
// IDX32: llvm.func @argattrs(%arg0: i32 {llvm.noundef}, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i32, %arg4: i32, %arg5: i32) -> (i32 {llvm.zeroext}) attributes {llvm.emit_c_interface} {
// IDX32: llvm.func @_mlir_ciface_argattrs(%arg0: i32 {llvm.noundef}, %arg1: !llvm.ptr) -> (i32 {llvm.zeroext}) attributes {llvm.emit_c_interface} {
// IDX32: llvm.func private @ext_res(%arg0: i32 {llvm.noundef}) -> !llvm.struct<(i32, i64)> attributes {llvm.emit_c_interface, sym_visibility = "private"} {
// IDX32: llvm.func @_mlir_ciface_ext_res(!llvm.ptr, i32 {llvm.noundef}) attributes {llvm.emit_c_interface, sym_visibility = "private"}
// IDX32: llvm.func @multi_attrs(%arg0: i32) -> !llvm.struct<(i32, i32)> {
// IDX32: llvm.func internal @linked(%arg0: i32) -> i32 {
// IDX32: llvm.func @pb(%arg0: i32) -> i32 attributes {sym_visibility = "private"} {
// IDX32: llvm.func @va(%arg0: i32, ...) {
// IDX32: func.func @t(%arg0: tensor<4xf32>) -> tensor<4xf32> {
// IDX32: llvm.func @ok(%arg0: i32) -> i32 {
// IDX32: llvm.func @static_memref(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i32, %arg3: i32, %arg4: i32, %arg5: i32) -> i32 {
// IDX32: llvm.func @u(%arg0: i32, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: i32, %arg5: i32, %arg6: i32, %arg7: i32, %arg8: i32) -> !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)> attributes {llvm.emit_c_interface} {
// IDX32: llvm.func @_mlir_ciface_u(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr) attributes {llvm.emit_c_interface} {
// IDX32: llvm.func private @ext_m(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i32, %arg3: i32, %arg4: i32) -> !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> attributes {llvm.emit_c_interface, sym_visibility = "private"} {
// IDX32: llvm.func @_mlir_ciface_ext_m(!llvm.ptr, !llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"}

// BARE-LABEL: llvm.func @static_memref(%arg0: !llvm.ptr, %arg1: i64) -> i64 {
// BARE-NEXT: llvm.return %arg1 : i64
// BARE-LABEL: func.func @u(%arg0: memref<*xf32>, %arg1: memref<2x?xi32>) -> memref<2x?xi32> attributes {llvm.emit_c_interface} {
// BARE-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : memref<2x?xi32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// BARE-LABEL: llvm.func @ext_m(!llvm.ptr) -> !llvm.ptr attributes {llvm.emit_c_interface, sym_visibility = "private"}
