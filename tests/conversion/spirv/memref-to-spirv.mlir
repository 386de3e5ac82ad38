// RUN: oxir-opt %s -convert-func-to-spirv -convert-memref-to-spirv -reconcile-unrealized-casts | FileCheck %s
// RUN: %mlir_opt %s -convert-func-to-spirv -convert-memref-to-spirv -reconcile-unrealized-casts | FileCheck %s

// Memrefs in SPIR-V storage classes to pointers to structs of arrays (strided, with the
// member offset, in StorageBuffer; neither in Workgroup and Function; a runtime array for a
// dynamic size); loads and stores through access chains of the linearized indices (folded as
// MLIR's createOrFold folds them, constants included); workgroup allocations to global
// variables, function ones to variables; booleans stored as bytes.

module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Int8], [SPV_KHR_storage_buffer_storage_class, SPV_KHR_8bit_storage]>, #spirv.resource_limits<>>} {
func.func @copy(%in: memref<4x8xf32, #spirv.storage_class<StorageBuffer>>, %out: memref<?xf32, #spirv.storage_class<StorageBuffer>>, %i: index, %j: index) {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %x = memref.load %in[%i, %j] : memref<4x8xf32, #spirv.storage_class<StorageBuffer>>
  %y = memref.load %in[%c2, %c3] : memref<4x8xf32, #spirv.storage_class<StorageBuffer>>
  %s = arith.addf %x, %y : f32
  memref.store %s, %out[%i] : memref<?xf32, #spirv.storage_class<StorageBuffer>>
  return
}
func.func @scratch(%i: index, %v: f32, %b: i1) -> i1 {
  %w = memref.alloc() : memref<16xf32, #spirv.storage_class<Workgroup>>
  %u = memref.alloc() : memref<4xi32, #spirv.storage_class<Workgroup>>
  memref.store %v, %w[%i] : memref<16xf32, #spirv.storage_class<Workgroup>>
  %x = memref.load %w[%i] : memref<16xf32, #spirv.storage_class<Workgroup>>
  memref.dealloc %w : memref<16xf32, #spirv.storage_class<Workgroup>>
  %f = memref.alloca() : memref<2x3xf32, #spirv.storage_class<Function>>
  memref.store %x, %f[%i, %i] : memref<2x3xf32, #spirv.storage_class<Function>>
  %s = memref.alloca() : memref<f32, #spirv.storage_class<Function>>
  memref.store %x, %s[] : memref<f32, #spirv.storage_class<Function>>
  %flags = memref.alloca() : memref<4xi1, #spirv.storage_class<Function>>
  memref.store %b, %flags[%i] : memref<4xi1, #spirv.storage_class<Function>>
  %r = memref.load %flags[%i] : memref<4xi1, #spirv.storage_class<Function>>
  return %r : i1
}
}

// CHECK: module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader, Int8], [SPV_KHR_storage_buffer_storage_class, SPV_KHR_8bit_storage]>, #spirv.resource_limits<>>} {
// CHECK-NEXT: spirv.GlobalVariable @__workgroup_mem__1 : !spirv.ptr<!spirv.struct<(!spirv.array<4 x i32>)>, Workgroup>
// CHECK-NEXT: spirv.GlobalVariable @__workgroup_mem__0 : !spirv.ptr<!spirv.struct<(!spirv.array<16 x f32>)>, Workgroup>
// CHECK-LABEL: spirv.func @copy(%arg0: !spirv.ptr<!spirv.struct<(!spirv.array<32 x f32, stride=4> [0])>, StorageBuffer>, %arg1: !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>, %arg2: i32, %arg3: i32) "None" {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %c2 : index to i32
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %c3 : index to i32
// CHECK-NEXT: %cst0_i32 = spirv.Constant 0 : i32
// CHECK-NEXT: %cst0_i32_0 = spirv.Constant 0 : i32
// CHECK-NEXT: %cst8_i32 = spirv.Constant 8 : i32
// CHECK-NEXT: %2 = spirv.IMul %arg2, %cst8_i32 : i32
// CHECK-NEXT: %cst1_i32 = spirv.Constant 1 : i32
// CHECK-NEXT: %3 = spirv.IAdd %arg3, %2 : i32
// CHECK-NEXT: %4 = spirv.AccessChain %arg0[%cst0_i32, %3] : !spirv.ptr<!spirv.struct<(!spirv.array<32 x f32, stride=4> [0])>, StorageBuffer>, i32, i32
// CHECK-NEXT: %5 = spirv.Load "StorageBuffer" %4 : f32
// CHECK-NEXT: %cst0_i32_1 = spirv.Constant 0 : i32
// CHECK-NEXT: %cst0_i32_2 = spirv.Constant 0 : i32
// CHECK-NEXT: %cst8_i32_3 = spirv.Constant 8 : i32
// CHECK-NEXT: %6 = spirv.IMul %0, %cst8_i32_3 : i32
// CHECK-NEXT: %cst1_i32_4 = spirv.Constant 1 : i32
// CHECK-NEXT: %7 = spirv.IAdd %1, %6 : i32
// CHECK-NEXT: %8 = spirv.AccessChain %arg0[%cst0_i32_1, %7] : !spirv.ptr<!spirv.struct<(!spirv.array<32 x f32, stride=4> [0])>, StorageBuffer>, i32, i32
// CHECK-NEXT: %9 = spirv.Load "StorageBuffer" %8 : f32
// CHECK-NEXT: %10 = arith.addf %5, %9 : f32
// CHECK-NEXT: %cst0_i32_5 = spirv.Constant 0 : i32
// CHECK-NEXT: %cst0_i32_6 = spirv.Constant 0 : i32
// CHECK-NEXT: %cst1_i32_7 = spirv.Constant 1 : i32
// CHECK-NEXT: %11 = spirv.AccessChain %arg1[%cst0_i32_5, %arg2] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>, i32, i32
// CHECK-NEXT: spirv.Store "StorageBuffer" %11, %10 : f32
// CHECK-NEXT: spirv.Return
// CHECK-NEXT: }
// CHECK-LABEL: spirv.func @scratch(%arg0: i32, %arg1: f32, %arg2: i1) -> i1 "None" {
// CHECK-NEXT: %__workgroup_mem__0_addr = spirv.mlir.addressof @__workgroup_mem__0 : !spirv.ptr<!spirv.struct<(!spirv.array<16 x f32>)>, Workgroup>
// CHECK-NEXT: %__workgroup_mem__1_addr = spirv.mlir.addressof @__workgroup_mem__1 : !spirv.ptr<!spirv.struct<(!spirv.array<4 x i32>)>, Workgroup>
// CHECK-NEXT: %cst0_i32 = spirv.Constant 0 : i32
// CHECK-NEXT: %cst0_i32_0 = spirv.Constant 0 : i32
// CHECK-NEXT: %cst1_i32 = spirv.Constant 1 : i32
// CHECK-NEXT: %0 = spirv.AccessChain %__workgroup_mem__0_addr[%cst0_i32, %arg0] : !spirv.ptr<!spirv.struct<(!spirv.array<16 x f32>)>, Workgroup>, i32, i32
// CHECK-NEXT: spirv.Store "Workgroup" %0, %arg1 : f32
// CHECK-NEXT: %cst0_i32_1 = spirv.Constant 0 : i32
// CHECK-NEXT: %cst0_i32_2 = spirv.Constant 0 : i32
// CHECK-NEXT: %cst1_i32_3 = spirv.Constant 1 : i32
// CHECK-NEXT: %1 = spirv.AccessChain %__workgroup_mem__0_addr[%cst0_i32_1, %arg0] : !spirv.ptr<!spirv.struct<(!spirv.array<16 x f32>)>, Workgroup>, i32, i32
// CHECK-NEXT: %2 = spirv.Load "Workgroup" %1 : f32
// CHECK-NEXT: %3 = spirv.Variable : !spirv.ptr<!spirv.struct<(!spirv.array<6 x f32>)>, Function>
// CHECK-NEXT: %cst0_i32_4 = spirv.Constant 0 : i32
// CHECK-NEXT: %cst0_i32_5 = spirv.Constant 0 : i32
// CHECK-NEXT: %cst3_i32 = spirv.Constant 3 : i32
// CHECK-NEXT: %4 = spirv.IMul %arg0, %cst3_i32 : i32
// CHECK-NEXT: %cst1_i32_6 = spirv.Constant 1 : i32
// CHECK-NEXT: %5 = spirv.IAdd %arg0, %4 : i32
// CHECK-NEXT: %6 = spirv.AccessChain %3[%cst0_i32_4, %5] : !spirv.ptr<!spirv.struct<(!spirv.array<6 x f32>)>, Function>, i32, i32
// CHECK-NEXT: spirv.Store "Function" %6, %2 : f32
// CHECK-NEXT: %7 = spirv.Variable : !spirv.ptr<!spirv.struct<(!spirv.array<1 x f32>)>, Function>
// CHECK-NEXT: %cst0_i32_7 = spirv.Constant 0 : i32
// CHECK-NEXT: %8 = spirv.AccessChain %7[%cst0_i32_7, %cst0_i32_7] : !spirv.ptr<!spirv.struct<(!spirv.array<1 x f32>)>, Function>, i32, i32
// CHECK-NEXT: spirv.Store "Function" %8, %2 : f32
// CHECK-NEXT: %9 = spirv.Variable : !spirv.ptr<!spirv.struct<(!spirv.array<4 x i8>)>, Function>
// CHECK-NEXT: %cst0_i32_8 = spirv.Constant 0 : i32
// CHECK-NEXT: %cst0_i32_9 = spirv.Constant 0 : i32
// CHECK-NEXT: %cst1_i32_10 = spirv.Constant 1 : i32
// CHECK-NEXT: %10 = spirv.AccessChain %9[%cst0_i32_8, %arg0] : !spirv.ptr<!spirv.struct<(!spirv.array<4 x i8>)>, Function>, i32, i32
// CHECK-NEXT: %cst0_i8 = spirv.Constant 0 : i8
// CHECK-NEXT: %cst1_i8 = spirv.Constant 1 : i8
// CHECK-NEXT: %11 = spirv.Select %arg2, %cst1_i8, %cst0_i8 : i1, i8
// CHECK-NEXT: spirv.Store "Function" %10, %11 : i8
// CHECK-NEXT: %cst0_i32_11 = spirv.Constant 0 : i32
// CHECK-NEXT: %cst0_i32_12 = spirv.Constant 0 : i32
// CHECK-NEXT: %cst1_i32_13 = spirv.Constant 1 : i32
// CHECK-NEXT: %12 = spirv.AccessChain %9[%cst0_i32_11, %arg0] : !spirv.ptr<!spirv.struct<(!spirv.array<4 x i8>)>, Function>, i32, i32
// CHECK-NEXT: %13 = spirv.Load "Function" %12 : i8
// CHECK-NEXT: %cst1_i8_14 = spirv.Constant 1 : i8
// CHECK-NEXT: %14 = spirv.IEqual %13, %cst1_i8_14 : i8
// CHECK-NEXT: spirv.ReturnValue %14 : i1
// CHECK-NEXT: }
// CHECK-NEXT: }
