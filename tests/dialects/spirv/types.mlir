// The SPIR-V types, printed back as mlir-opt-19 prints them: pointers in storage classes,
// arrays and runtime arrays with and without a stride, matrices of column vectors, literal
// structs with member offsets and decorations (with and without a value), and identified
// structs (empty, repeated, recursive through pointers, mutually recursive). Types nested in
// SPIR-V types keep their `!spirv.` prefix.

// RUN: oxir-opt %s | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s | oxir-opt | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s --mlir-print-op-generic | oxir-opt | FileCheck %s --match-full-lines --strict-whitespace

func.func private @pointers(!spirv.ptr<i32, Function>, !spirv.ptr<f32, StorageBuffer>, !spirv.ptr<vector<4xf32>, Uniform>, !spirv.ptr<!spirv.ptr<i8, CrossWorkgroup>, Generic>, !spirv.ptr<i64, PhysicalStorageBuffer>)
func.func private @arrays(!spirv.array<4 x i32>, !spirv.array<16xf32>, !spirv.array<2 x vector<3xf16>, stride=8>, !spirv.array<3 x !spirv.array<2 x i8>>, !spirv.rtarray<f32>, !spirv.rtarray<i32, stride=4>, !spirv.rtarray<!spirv.array<4 x f32, stride=4>>)
func.func private @matrices(!spirv.matrix<2 x vector<2xf32>>, !spirv.matrix<4 x vector<3xf16>>)
func.func private @structs(!spirv.struct<()>, !spirv.struct<(i32)>, !spirv.struct<(f32 [0], vector<4xf32> [16])>, !spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, !spirv.struct<(i32 [0, NonWritable], f32 [4, NonWritable, NonReadable])>, !spirv.struct<(f32 [NonWritable], i32)>, !spirv.struct<(!spirv.matrix<3 x vector<3xf32>> [0, ColMajor, MatrixStride=16])>)
func.func private @identified(!spirv.struct<empty, ()>, !spirv.struct<pair, (i32, f32)>, !spirv.struct<laid_out, (i32 [0], i32 [4])>, !spirv.struct<pair, (i32, f32)>)
func.func private @recursive(!spirv.struct<node, (i32, !spirv.ptr<!spirv.struct<node>, StorageBuffer>)>) -> !spirv.struct<a, (!spirv.ptr<!spirv.struct<b, (!spirv.ptr<!spirv.struct<a>, Uniform>)>, Uniform>)>

// CHECK:module {
// CHECK-NEXT:  func.func private @pointers(!spirv.ptr<i32, Function>, !spirv.ptr<f32, StorageBuffer>, !spirv.ptr<vector<4xf32>, Uniform>, !spirv.ptr<!spirv.ptr<i8, CrossWorkgroup>, Generic>, !spirv.ptr<i64, PhysicalStorageBuffer>)
// CHECK-NEXT:  func.func private @arrays(!spirv.array<4 x i32>, !spirv.array<16 x f32>, !spirv.array<2 x vector<3xf16>, stride=8>, !spirv.array<3 x !spirv.array<2 x i8>>, !spirv.rtarray<f32>, !spirv.rtarray<i32, stride=4>, !spirv.rtarray<!spirv.array<4 x f32, stride=4>>)
// CHECK-NEXT:  func.func private @matrices(!spirv.matrix<2 x vector<2xf32>>, !spirv.matrix<4 x vector<3xf16>>)
// CHECK-NEXT:  func.func private @structs(!spirv.struct<()>, !spirv.struct<(i32)>, !spirv.struct<(f32 [0], vector<4xf32> [16])>, !spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, !spirv.struct<(i32 [0, NonWritable], f32 [4, NonWritable, NonReadable])>, !spirv.struct<(f32 [NonWritable], i32)>, !spirv.struct<(!spirv.matrix<3 x vector<3xf32>> [0, ColMajor, MatrixStride=16])>)
// CHECK-NEXT:  func.func private @identified(!spirv.struct<empty, ()>, !spirv.struct<pair, (i32, f32)>, !spirv.struct<laid_out, (i32 [0], i32 [4])>, !spirv.struct<pair, (i32, f32)>)
// CHECK-NEXT:  func.func private @recursive(!spirv.struct<node, (i32, !spirv.ptr<!spirv.struct<node>, StorageBuffer>)>) -> !spirv.struct<a, (!spirv.ptr<!spirv.struct<b, (!spirv.ptr<!spirv.struct<a>, Uniform>)>, Uniform>)>
// CHECK-NEXT:}
