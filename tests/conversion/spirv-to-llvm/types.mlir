// RUN: oxir-opt %s -convert-spirv-to-llvm | FileCheck %s
// RUN: oxir-opt %s -convert-spirv-to-llvm='client-api=OpenCL' | FileCheck %s --check-prefix=OPENCL
// RUN: %mlir_opt %s -convert-spirv-to-llvm | FileCheck %s
// RUN: %mlir_opt %s -convert-spirv-to-llvm='client-api=OpenCL' | FileCheck %s --check-prefix=OPENCL

// The type conversion, through function signatures: pointers become !llvm.ptr (in the address
// space OpenCL gives the storage class, 0 otherwise), arrays of a natural or no stride
// !llvm.array, runtime arrays zero-length arrays, structs without offsets packed structs, and
// structs with the offsets of Vulkan's layout naturally padded ones.

spirv.func @pointers(!spirv.ptr<i8, Function>, !spirv.ptr<f32, CrossWorkgroup>, !spirv.ptr<i32, Workgroup>, !spirv.ptr<i1, UniformConstant>, !spirv.ptr<i16, Generic>, !spirv.ptr<f64, Input>, !spirv.ptr<f32, StorageBuffer>) "None"

spirv.func @arrays(!spirv.array<4 x f32>, !spirv.array<2 x vector<4xi8>, stride=4>, !spirv.array<3 x !spirv.array<2 x i64>>) "None"

spirv.func @runtime_arrays(!spirv.ptr<!spirv.rtarray<i32>, StorageBuffer>, !spirv.ptr<!spirv.rtarray<vector<2xf32>>, Function>) "None"

spirv.func @structs(!spirv.struct<(i8, i32)>, !spirv.struct<(i8 [0], i32 [4])>, !spirv.struct<(f32 [0], vector<3xf32> [16], !spirv.array<2 x f32, stride=4> [28])>, !spirv.struct<()>, !spirv.struct<(!spirv.struct<(f64)>, ui16)>) "None"

// CHECK: module {
// CHECK-NEXT: llvm.func @pointers(!llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr)
// CHECK-NEXT: llvm.func @arrays(!llvm.array<4 x f32>, !llvm.array<2 x vector<4xi8>>, !llvm.array<3 x array<2 x i64>>)
// CHECK-NEXT: llvm.func @runtime_arrays(!llvm.ptr, !llvm.ptr)
// CHECK-NEXT: llvm.func @structs(!llvm.struct<packed (i8, i32)>, !llvm.struct<(i8, i32)>, !llvm.struct<(f32, vector<3xf32>, array<2 x f32>)>, !llvm.struct<packed ()>, !llvm.struct<packed (struct<packed (f64)>, i16)>)
// CHECK-NEXT: }

// OPENCL: module {
// OPENCL-NEXT: llvm.func @pointers(!llvm.ptr, !llvm.ptr<1>, !llvm.ptr<3>, !llvm.ptr<2>, !llvm.ptr<4>, !llvm.ptr<1>, !llvm.ptr)
// OPENCL-NEXT: llvm.func @arrays(!llvm.array<4 x f32>, !llvm.array<2 x vector<4xi8>>, !llvm.array<3 x array<2 x i64>>)
// OPENCL-NEXT: llvm.func @runtime_arrays(!llvm.ptr, !llvm.ptr)
// OPENCL-NEXT: llvm.func @structs(!llvm.struct<packed (i8, i32)>, !llvm.struct<(i8, i32)>, !llvm.struct<(f32, vector<3xf32>, array<2 x f32>)>, !llvm.struct<packed ()>, !llvm.struct<packed (struct<packed (f64)>, i16)>)
// OPENCL-NEXT: }
