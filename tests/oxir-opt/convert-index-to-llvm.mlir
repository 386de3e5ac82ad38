// -convert-index-to-llvm: the index ops become llvm ops on integers of the index bitwidth
// (64, or the option's), ceildivs/ceildivu/floordivs the sequences MLIR emits; each index
// argument is cast once, at the start of the block. CHECK lines are mlir-opt-19's output on
// this file.
// RUN: oxir-opt %s -convert-index-to-llvm | FileCheck %s
// RUN: oxir-opt %s -convert-index-to-llvm=index-bitwidth=32 | FileCheck %s --check-prefix=IDX32
// RUN: oxir-opt %s -convert-to-llvm=filter-dialects=index | FileCheck %s

func.func @idx(%a: index, %b: index, %i: i32) -> index {
  %c = index.constant 42
  %t = index.bool.constant true
  %s = index.sizeof
  %0 = index.add %a, %b
  %1 = index.sub %0, %c
  %2 = index.mul %1, %b
  %3 = index.divs %2, %b
  %4 = index.divu %3, %b
  %5 = index.rems %4, %b
  %6 = index.remu %5, %b
  %7 = index.maxs %6, %b
  %8 = index.mins %7, %b
  %9 = index.maxu %8, %b
  %10 = index.minu %9, %b
  %11 = index.shl %10, %b
  %12 = index.shrs %11, %b
  %13 = index.shru %12, %b
  %14 = index.and %13, %b
  %15 = index.or %14, %b
  %16 = index.xor %15, %s
  %17 = index.cmp slt(%16, %b)
  %18 = index.casts %i : i32 to index
  %19 = index.castu %i : i32 to index
  %20 = index.casts %a : index to i32
  %21 = index.castu %a : index to i64
  %22 = index.add %18, %19
  %23 = index.add %22, %16
  return %23 : index
}
func.func @divs(%a: index, %b: index) -> index {
  %0 = index.ceildivs %a, %b
  %1 = index.ceildivu %0, %b
  %2 = index.floordivs %1, %b
  return %2 : index
}

// CHECK-LABEL: func.func @idx(%arg0: index, %arg1: index, %arg2: i32) -> index {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT: %2 = llvm.mlir.constant(42 : i64) : i64
// CHECK-NEXT: %3 = llvm.mlir.constant(true) : i1
// CHECK-NEXT: %4 = llvm.mlir.constant(64 : i64) : i64
// CHECK-NEXT: %5 = llvm.add %1, %0 : i64
// CHECK-NEXT: %6 = llvm.sub %5, %2 : i64
// CHECK-NEXT: %7 = llvm.mul %6, %0 : i64
// CHECK-NEXT: %8 = llvm.sdiv %7, %0  : i64
// CHECK-NEXT: %9 = llvm.udiv %8, %0  : i64
// CHECK-NEXT: %10 = llvm.srem %9, %0  : i64
// CHECK-NEXT: %11 = llvm.urem %10, %0  : i64
// CHECK-NEXT: %12 = llvm.intr.smax(%11, %0)  : (i64, i64) -> i64
// CHECK-NEXT: %13 = llvm.intr.smin(%12, %0)  : (i64, i64) -> i64
// CHECK-NEXT: %14 = llvm.intr.umax(%13, %0)  : (i64, i64) -> i64
// CHECK-NEXT: %15 = llvm.intr.umin(%14, %0)  : (i64, i64) -> i64
// CHECK-NEXT: %16 = llvm.shl %15, %0 : i64
// CHECK-NEXT: %17 = llvm.ashr %16, %0  : i64
// CHECK-NEXT: %18 = llvm.lshr %17, %0  : i64
// CHECK-NEXT: %19 = llvm.and %18, %0  : i64
// CHECK-NEXT: %20 = llvm.or %19, %0  : i64
// CHECK-NEXT: %21 = llvm.xor %20, %4  : i64
// CHECK-NEXT: %22 = llvm.icmp "slt" %21, %0 : i64
// CHECK-NEXT: %23 = llvm.sext %arg2 : i32 to i64
// CHECK-NEXT: %24 = llvm.zext %arg2 : i32 to i64
// CHECK-NEXT: %25 = llvm.trunc %1 : i64 to i32
// CHECK-NEXT: %26 = llvm.add %23, %24 : i64
// CHECK-NEXT: %27 = llvm.add %26, %21 : i64
// CHECK-NEXT: %28 = builtin.unrealized_conversion_cast %27 : i64 to index
// CHECK-NEXT: return %28 : index
// CHECK-LABEL: func.func @divs(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT: %2 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %3 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %4 = llvm.mlir.constant(-1 : i64) : i64
// CHECK-NEXT: %5 = llvm.icmp "sgt" %0, %2 : i64
// CHECK-NEXT: %6 = llvm.select %5, %4, %3 : i1, i64
// CHECK-NEXT: %7 = llvm.add %1, %6 : i64
// CHECK-NEXT: %8 = llvm.sdiv %7, %0  : i64
// CHECK-NEXT: %9 = llvm.add %8, %3 : i64
// CHECK-NEXT: %10 = llvm.sub %2, %1 : i64
// CHECK-NEXT: %11 = llvm.sdiv %10, %0  : i64
// CHECK-NEXT: %12 = llvm.sub %2, %11 : i64
// CHECK-NEXT: %13 = llvm.icmp "sgt" %1, %2 : i64
// CHECK-NEXT: %14 = llvm.icmp "eq" %13, %5 : i1
// CHECK-NEXT: %15 = llvm.icmp "ne" %1, %2 : i64
// CHECK-NEXT: %16 = llvm.and %14, %15  : i1
// CHECK-NEXT: %17 = llvm.select %16, %9, %12 : i1, i64
// CHECK-NEXT: %18 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %19 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %20 = llvm.sub %17, %19 : i64
// CHECK-NEXT: %21 = llvm.udiv %20, %0  : i64
// CHECK-NEXT: %22 = llvm.add %21, %19 : i64
// CHECK-NEXT: %23 = llvm.icmp "eq" %17, %18 : i64
// CHECK-NEXT: %24 = llvm.select %23, %18, %22 : i1, i64
// CHECK-NEXT: %25 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %26 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %27 = llvm.mlir.constant(-1 : i64) : i64
// CHECK-NEXT: %28 = llvm.icmp "slt" %0, %25 : i64
// CHECK-NEXT: %29 = llvm.select %28, %26, %27 : i1, i64
// CHECK-NEXT: %30 = llvm.sub %29, %24 : i64
// CHECK-NEXT: %31 = llvm.sdiv %30, %0  : i64
// CHECK-NEXT: %32 = llvm.sub %27, %31 : i64
// CHECK-NEXT: %33 = llvm.sdiv %24, %0  : i64
// CHECK-NEXT: %34 = llvm.icmp "slt" %24, %25 : i64
// CHECK-NEXT: %35 = llvm.icmp "ne" %34, %28 : i1
// CHECK-NEXT: %36 = llvm.icmp "ne" %24, %25 : i64
// CHECK-NEXT: %37 = llvm.and %35, %36  : i1
// CHECK-NEXT: %38 = llvm.select %37, %32, %33 : i1, i64
// CHECK-NEXT: %39 = builtin.unrealized_conversion_cast %38 : i64 to index
// CHECK-NEXT: return %39 : index

// IDX32-LABEL: func.func @idx(%arg0: index, %arg1: index, %arg2: i32) -> index {
// IDX32-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i32
// IDX32-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : index to i32
// IDX32-NEXT: %2 = llvm.mlir.constant(42 : i32) : i32
// IDX32-NEXT: %3 = llvm.mlir.constant(true) : i1
// IDX32-NEXT: %4 = llvm.mlir.constant(32 : i32) : i32
// IDX32-NEXT: %5 = llvm.add %1, %0 : i32
// IDX32-NEXT: %6 = llvm.sub %5, %2 : i32
// IDX32-NEXT: %7 = llvm.mul %6, %0 : i32
// IDX32-NEXT: %8 = llvm.sdiv %7, %0  : i32
// IDX32-NEXT: %9 = llvm.udiv %8, %0  : i32
// IDX32-NEXT: %10 = llvm.srem %9, %0  : i32
// IDX32-NEXT: %11 = llvm.urem %10, %0  : i32
// IDX32-NEXT: %12 = llvm.intr.smax(%11, %0)  : (i32, i32) -> i32
// IDX32-NEXT: %13 = llvm.intr.smin(%12, %0)  : (i32, i32) -> i32
// IDX32-NEXT: %14 = llvm.intr.umax(%13, %0)  : (i32, i32) -> i32
// IDX32-NEXT: %15 = llvm.intr.umin(%14, %0)  : (i32, i32) -> i32
// IDX32-NEXT: %16 = llvm.shl %15, %0 : i32
// IDX32-NEXT: %17 = llvm.ashr %16, %0  : i32
// IDX32-NEXT: %18 = llvm.lshr %17, %0  : i32
// IDX32-NEXT: %19 = llvm.and %18, %0  : i32
// IDX32-NEXT: %20 = llvm.or %19, %0  : i32
// IDX32-NEXT: %21 = llvm.xor %20, %4  : i32
// IDX32-NEXT: %22 = llvm.icmp "slt" %21, %0 : i32
// IDX32-NEXT: %23 = llvm.zext %1 : i32 to i64
// IDX32-NEXT: %24 = llvm.add %arg2, %arg2 : i32
// IDX32-NEXT: %25 = llvm.add %24, %21 : i32
// IDX32-NEXT: %26 = builtin.unrealized_conversion_cast %25 : i32 to index
// IDX32-NEXT: return %26 : index
// IDX32-LABEL: func.func @divs(%arg0: index, %arg1: index) -> index {
// IDX32-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i32
// IDX32-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : index to i32
// IDX32-NEXT: %2 = llvm.mlir.constant(0 : i32) : i32
// IDX32-NEXT: %3 = llvm.mlir.constant(1 : i32) : i32
// IDX32-NEXT: %4 = llvm.mlir.constant(-1 : i32) : i32
// IDX32-NEXT: %5 = llvm.icmp "sgt" %0, %2 : i32
// IDX32-NEXT: %6 = llvm.select %5, %4, %3 : i1, i32
// IDX32-NEXT: %7 = llvm.add %1, %6 : i32
// IDX32-NEXT: %8 = llvm.sdiv %7, %0  : i32
// IDX32-NEXT: %9 = llvm.add %8, %3 : i32
// IDX32-NEXT: %10 = llvm.sub %2, %1 : i32
// IDX32-NEXT: %11 = llvm.sdiv %10, %0  : i32
// IDX32-NEXT: %12 = llvm.sub %2, %11 : i32
// IDX32-NEXT: %13 = llvm.icmp "sgt" %1, %2 : i32
// IDX32-NEXT: %14 = llvm.icmp "eq" %13, %5 : i1
// IDX32-NEXT: %15 = llvm.icmp "ne" %1, %2 : i32
// IDX32-NEXT: %16 = llvm.and %14, %15  : i1
// IDX32-NEXT: %17 = llvm.select %16, %9, %12 : i1, i32
// IDX32-NEXT: %18 = llvm.mlir.constant(0 : i32) : i32
// IDX32-NEXT: %19 = llvm.mlir.constant(1 : i32) : i32
// IDX32-NEXT: %20 = llvm.sub %17, %19 : i32
// IDX32-NEXT: %21 = llvm.udiv %20, %0  : i32
// IDX32-NEXT: %22 = llvm.add %21, %19 : i32
// IDX32-NEXT: %23 = llvm.icmp "eq" %17, %18 : i32
// IDX32-NEXT: %24 = llvm.select %23, %18, %22 : i1, i32
// IDX32-NEXT: %25 = llvm.mlir.constant(0 : i32) : i32
// IDX32-NEXT: %26 = llvm.mlir.constant(1 : i32) : i32
// IDX32-NEXT: %27 = llvm.mlir.constant(-1 : i32) : i32
// IDX32-NEXT: %28 = llvm.icmp "slt" %0, %25 : i32
// IDX32-NEXT: %29 = llvm.select %28, %26, %27 : i1, i32
// IDX32-NEXT: %30 = llvm.sub %29, %24 : i32
// IDX32-NEXT: %31 = llvm.sdiv %30, %0  : i32
// IDX32-NEXT: %32 = llvm.sub %27, %31 : i32
// IDX32-NEXT: %33 = llvm.sdiv %24, %0  : i32
// IDX32-NEXT: %34 = llvm.icmp "slt" %24, %25 : i32
// IDX32-NEXT: %35 = llvm.icmp "ne" %34, %28 : i1
// IDX32-NEXT: %36 = llvm.icmp "ne" %24, %25 : i32
// IDX32-NEXT: %37 = llvm.and %35, %36  : i1
// IDX32-NEXT: %38 = llvm.select %37, %32, %33 : i1, i32
// IDX32-NEXT: %39 = builtin.unrealized_conversion_cast %38 : i32 to index
// IDX32-NEXT: return %39 : index
