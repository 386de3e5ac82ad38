// RUN: oxir-opt %s -convert-spirv-to-llvm | FileCheck %s
// RUN: %mlir_opt %s -convert-spirv-to-llvm | FileCheck %s

// A spirv.module becomes a builtin.module of the same name holding its body. Global variables
// become llvm.mlir.global: private linkage for Private, external otherwise, constant for Input
// and UniformConstant; one with a descriptor set and binding is renamed after them (and the
// module's name), every mlir.addressof following. EntryPoint is erased and ExecutionMode
// becomes a constant global holding the mode and its values.

spirv.module @kernels Logical GLSL450 {
  spirv.GlobalVariable @data bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.array<16 x f32, stride=4> [0])>, StorageBuffer>
  spirv.GlobalVariable @id built_in("GlobalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
  spirv.GlobalVariable @out : !spirv.ptr<f32, Output>
  spirv.GlobalVariable @scratch : !spirv.ptr<!spirv.struct<(i8, i32)>, Private>
  spirv.GlobalVariable @table : !spirv.ptr<!spirv.array<4 x i32>, UniformConstant>
  spirv.GlobalVariable @located {location = 3 : i32} : !spirv.ptr<f32, Output>
  spirv.func @main() "None" {
    %zero = spirv.Constant 0 : i32
    %data = spirv.mlir.addressof @data : !spirv.ptr<!spirv.struct<(!spirv.array<16 x f32, stride=4> [0])>, StorageBuffer>
    %id = spirv.mlir.addressof @id : !spirv.ptr<vector<3xi32>, Input>
    %ids = spirv.Load "Input" %id : vector<3xi32>
    %x = spirv.CompositeExtract %ids[0 : i32] : vector<3xi32>
    %p = spirv.AccessChain %data[%zero, %x] : !spirv.ptr<!spirv.struct<(!spirv.array<16 x f32, stride=4> [0])>, StorageBuffer>, i32, i32
    %v = spirv.Load "StorageBuffer" %p : f32
    %out = spirv.mlir.addressof @out : !spirv.ptr<f32, Output>
    spirv.Store "Output" %out, %v : f32
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main, @id
  spirv.ExecutionMode @main "LocalSize", 8, 2, 1
  spirv.ExecutionMode @main "ContractionOff"
}

// CHECK: module {
// CHECK-NEXT: module @kernels {
// CHECK-NEXT: llvm.mlir.global external constant @__spv__kernels_main_execution_mode_info_31() {addr_space = 0 : i32} : !llvm.struct<(i32)> {
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(i32)>
// CHECK-NEXT: %1 = llvm.mlir.constant(31 : i32) : i32
// CHECK-NEXT: %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<(i32)>
// CHECK-NEXT: llvm.return %2 : !llvm.struct<(i32)>
// CHECK-NEXT: }
// CHECK-NEXT: llvm.mlir.global external constant @__spv__kernels_main_execution_mode_info_17() {addr_space = 0 : i32} : !llvm.struct<(i32, array<3 x i32>)> {
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(i32, array<3 x i32>)>
// CHECK-NEXT: %1 = llvm.mlir.constant(17 : i32) : i32
// CHECK-NEXT: %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<(i32, array<3 x i32>)>
// CHECK-NEXT: %3 = llvm.mlir.constant(8 : i32) : i32
// CHECK-NEXT: %4 = llvm.insertvalue %3, %2[1, 0] : !llvm.struct<(i32, array<3 x i32>)>
// CHECK-NEXT: %5 = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %6 = llvm.insertvalue %5, %4[1, 1] : !llvm.struct<(i32, array<3 x i32>)>
// CHECK-NEXT: %7 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %8 = llvm.insertvalue %7, %6[1, 2] : !llvm.struct<(i32, array<3 x i32>)>
// CHECK-NEXT: llvm.return %8 : !llvm.struct<(i32, array<3 x i32>)>
// CHECK-NEXT: }
// CHECK-NEXT: llvm.mlir.global external @kernels_data_descriptor_set0_binding1() {addr_space = 0 : i32} : !llvm.struct<(array<16 x f32>)>
// CHECK-NEXT: llvm.mlir.global external constant @id() {addr_space = 0 : i32} : vector<3xi32>
// CHECK-NEXT: llvm.mlir.global external @out() {addr_space = 0 : i32} : f32
// CHECK-NEXT: llvm.mlir.global private @scratch() {addr_space = 0 : i32} : !llvm.struct<packed (i8, i32)>
// CHECK-NEXT: llvm.mlir.global external constant @table() {addr_space = 0 : i32} : !llvm.array<4 x i32>
// CHECK-NEXT: llvm.mlir.global external @located() {addr_space = 0 : i32, location = 3 : i32} : f32
// CHECK-NEXT: llvm.func @main() {
// CHECK-NEXT: %0 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %1 = llvm.mlir.addressof @kernels_data_descriptor_set0_binding1 : !llvm.ptr
// CHECK-NEXT: %2 = llvm.mlir.addressof @id : !llvm.ptr
// CHECK-NEXT: %3 = llvm.load %2 : !llvm.ptr -> vector<3xi32>
// CHECK-NEXT: %4 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %5 = llvm.extractelement %3[%4 : i32] : vector<3xi32>
// CHECK-NEXT: %6 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %7 = llvm.getelementptr %1[%6, 0, %5] : (!llvm.ptr, i32, i32) -> !llvm.ptr, !llvm.struct<(array<16 x f32>)>
// CHECK-NEXT: %8 = llvm.load %7 : !llvm.ptr -> f32
// CHECK-NEXT: %9 = llvm.mlir.addressof @out : !llvm.ptr
// CHECK-NEXT: llvm.store %8, %9 : f32, !llvm.ptr
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
