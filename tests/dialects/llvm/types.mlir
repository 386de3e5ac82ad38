// The LLVM types, printed back as mlir-opt-19 prints them: pointers in address spaces (the
// default one left out), `void`, arrays, function types (variadic too), literal structs
// (packed, empty) and identified ones (opaque, recursive, mutually recursive), with builtin
// integers, floats and vectors as elements. LLVM types nested in LLVM types lose their
// `!llvm.` prefix; both spellings read.

// RUN: oxir-opt %s | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s | oxir-opt | FileCheck %s --match-full-lines --strict-whitespace
// RUN: oxir-opt %s --mlir-print-op-generic | oxir-opt | FileCheck %s --match-full-lines --strict-whitespace

func.func private @pointers(!llvm.ptr, !llvm.ptr<0>, !llvm.ptr<1>, !llvm.ptr<42>)
func.func private @void() -> !llvm.void
func.func private @arrays(!llvm.array<4 x i32>, !llvm.array<0 x f16>, !llvm.array<2 x array<3 x !llvm.ptr>>, !llvm.array<8 x vector<4xf32>>, !llvm.array<1 x index>)
func.func private @functions(!llvm.func<void ()>, !llvm.func<i32 (i32, f64)>, !llvm.func<void (...)>, !llvm.func<ptr (ptr<1>, ...)>, !llvm.func<struct<(i32)> (!llvm.array<2 x i8>)>)
func.func private @literal(!llvm.struct<()>, !llvm.struct<(i32)>, !llvm.struct<(i1, f32, vector<2xi64>, ptr)>, !llvm.struct<packed (i8, i32)>, !llvm.struct<(struct<(i8)>, array<2 x ptr<3>>)>)
func.func private @identified(!llvm.struct<"empty", ()>, !llvm.struct<"pair", (i32, i64)>, !llvm.struct<"packed", packed (i8, i16)>, !llvm.struct<"handle", opaque>, !llvm.struct<"with space", (f32)>)
func.func private @again(!llvm.struct<"pair", (i32, i64)>, !llvm.struct<"handle", opaque>) -> !llvm.array<2 x struct<"pair", (i32, i64)>>
func.func private @recursive(!llvm.struct<"list", (i32, ptr, struct<"list">)>) -> !llvm.struct<"a", (struct<"b", (struct<"a">, i8)>)>
func.func private @mutual(!llvm.struct<"b", (struct<"a", (struct<"b">)>, i8)>, !llvm.struct<"a", (struct<"b", (struct<"a">, i8)>)>)

// CHECK:module {
// CHECK-NEXT:  func.func private @pointers(!llvm.ptr, !llvm.ptr, !llvm.ptr<1>, !llvm.ptr<42>)
// CHECK-NEXT:  func.func private @void() -> !llvm.void
// CHECK-NEXT:  func.func private @arrays(!llvm.array<4 x i32>, !llvm.array<0 x f16>, !llvm.array<2 x array<3 x ptr>>, !llvm.array<8 x vector<4xf32>>, !llvm.array<1 x index>)
// CHECK-NEXT:  func.func private @functions(!llvm.func<void ()>, !llvm.func<i32 (i32, f64)>, !llvm.func<void (...)>, !llvm.func<ptr (ptr<1>, ...)>, !llvm.func<struct<(i32)> (array<2 x i8>)>)
// CHECK-NEXT:  func.func private @literal(!llvm.struct<()>, !llvm.struct<(i32)>, !llvm.struct<(i1, f32, vector<2xi64>, ptr)>, !llvm.struct<packed (i8, i32)>, !llvm.struct<(struct<(i8)>, array<2 x ptr<3>>)>)
// CHECK-NEXT:  func.func private @identified(!llvm.struct<"empty", ()>, !llvm.struct<"pair", (i32, i64)>, !llvm.struct<"packed", packed (i8, i16)>, !llvm.struct<"handle", opaque>, !llvm.struct<"with space", (f32)>)
// CHECK-NEXT:  func.func private @again(!llvm.struct<"pair", (i32, i64)>, !llvm.struct<"handle", opaque>) -> !llvm.array<2 x struct<"pair", (i32, i64)>>
// CHECK-NEXT:  func.func private @recursive(!llvm.struct<"list", (i32, ptr, struct<"list">)>) -> !llvm.struct<"a", (struct<"b", (struct<"a">, i8)>)>
// CHECK-NEXT:  func.func private @mutual(!llvm.struct<"b", (struct<"a", (struct<"b">)>, i8)>, !llvm.struct<"a", (struct<"b", (struct<"a">, i8)>)>)
// CHECK-NEXT:}
