// RUN: oxir-opt %s -map-memref-spirv-storage-class | FileCheck %s
// RUN: %mlir_opt %s -map-memref-spirv-storage-class | FileCheck %s
// RUN: oxir-opt %s -map-memref-spirv-storage-class=client-api=opencl | FileCheck %s --check-prefix=CL
// RUN: %mlir_opt %s -map-memref-spirv-storage-class=client-api=opencl | FileCheck %s --check-prefix=CL

// Numeric memory spaces (and none) to storage classes by the client API's table, in function
// types, block arguments, results and nested function types; storage classes stay.

func.func @spaces(%a: memref<4xf32>, %b: memref<4xf32, 1>, %c: memref<4xf32, 3>, %d: memref<4xf32, 6>, %e: memref<?xi32, 4>, %f: memref<4xf32, #spirv.storage_class<Input>>) -> memref<4xf32, 3> {
  %i = arith.constant 0 : index
  %x = memref.load %a[%i] : memref<4xf32>
  %w = memref.alloc() : memref<8xi32, 5>
  return %c : memref<4xf32, 3>
}

// CHECK: module {
// CHECK-LABEL: func.func @spaces(%arg0: memref<4xf32, #spirv.storage_class<StorageBuffer>>, %arg1: memref<4xf32, #spirv.storage_class<Generic>>, %arg2: memref<4xf32, #spirv.storage_class<Workgroup>>, %arg3: memref<4xf32, #spirv.storage_class<Function>>, %arg4: memref<?xi32, #spirv.storage_class<Uniform>>, %arg5: memref<4xf32, #spirv.storage_class<Input>>) -> memref<4xf32, #spirv.storage_class<Workgroup>> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = memref.load %arg0[%c0] : memref<4xf32, #spirv.storage_class<StorageBuffer>>
// CHECK-NEXT: %alloc = memref.alloc() : memref<8xi32, #spirv.storage_class<Private>>
// CHECK-NEXT: return %arg2 : memref<4xf32, #spirv.storage_class<Workgroup>>
// CHECK-NEXT: }
// CHECK-NEXT: }

// CL: module {
// CL-LABEL: func.func @spaces(%arg0: memref<4xf32, #spirv.storage_class<CrossWorkgroup>>, %arg1: memref<4xf32, #spirv.storage_class<Generic>>, %arg2: memref<4xf32, #spirv.storage_class<Workgroup>>, %arg3: memref<4xf32, #spirv.storage_class<Function>>, %arg4: memref<?xi32, #spirv.storage_class<UniformConstant>>, %arg5: memref<4xf32, #spirv.storage_class<Input>>) -> memref<4xf32, #spirv.storage_class<Workgroup>> {
// CL-NEXT: %c0 = arith.constant 0 : index
// CL-NEXT: %0 = memref.load %arg0[%c0] : memref<4xf32, #spirv.storage_class<CrossWorkgroup>>
// CL-NEXT: %alloc = memref.alloc() : memref<8xi32, #spirv.storage_class<Private>>
// CL-NEXT: return %arg2 : memref<4xf32, #spirv.storage_class<Workgroup>>
// CL-NEXT: }
// CL-NEXT: }
