; LLVM IR read back into the llvm dialect (`oxir-translate --import-llvm`): globals of every
; linkage with attribute and region initializers, constants of every kind, the instructions the
; translation emits, intrinsics and calls. The output is compared with mlir-translate-19's
; (all but the module's attributes: MLIR writes a `dlti.dl_spec`, oxir the data layout string).
; RUN: oxir-translate --import-llvm %s | FileCheck %s
; REQUIRES: mlir-translate
; RUN: sh %S/inputs/import-compare.sh %s %t

target datalayout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%pair = type { i32, [2 x float] }
%opaque = type opaque

@zeros = global [4 x i32] zeroinitializer, align 16
@zpair = common global %pair zeroinitializer
@vec = global <4 x float> <float 1.0, float 2.0, float 3.0, float 4.0>
@splat = global <4 x i32> splat (i32 7)
@expr = global ptr getelementptr (i8, ptr @zeros, i64 4)
@fnptr = global ptr @ops
@ext = external global i32
@tls = thread_local global i32 1
@str = private unnamed_addr constant [3 x i8] c"ab\00", section "rodata"
@hid = hidden global i64 0
@pairs = global [2 x %pair] [%pair { i32 1, [2 x float] [float 1.0, float 2.0] }, %pair zeroinitializer]
@h = global half 0xH3C00
@wide = global i128 170141183460469231731687303715884105727
@nan = global [2 x double] [double 1.0, double 0x7FF8000000000000]
@lodr = linkonce_odr global i32 1
@ae = available_externally global i32 1
@ew = extern_weak global i32
@nullp = global ptr null
@und = global i32 undef
@poi = global i32 poison
@opq = external global %opaque
@as1 = addrspace(1) global i32 3, align 4

define i32 @ops(ptr %p, i32 %n) {
  %a = getelementptr inbounds %pair, ptr %p, i64 0, i32 1, i64 1
  %b = load float, ptr %a, align 4
  %c = fcmp uno float %b, 0x7FF8000000000000
  %d = select i1 %c, <2 x i32> <i32 1, i32 2>, <2 x i32> zeroinitializer
  %e = extractelement <2 x i32> %d, i32 0
  %f = ptrtoint ptr getelementptr (i8, ptr @zeros, i64 8) to i64
  %g = trunc i64 %f to i32
  %h = add nuw i32 %e, %g
  %sh = shufflevector <2 x i32> %d, <2 x i32> poison, <4 x i32> <i32 0, i32 poison, i32 1, i32 1>
  %q = call i32 (ptr, ...) @vf(ptr %p, i32 1)
  %r = call i32 %p(i32 2)
  %t = tail call fastcc i32 @ops(ptr @str, i32 %n)
  %x = cmpxchg weak volatile ptr %p, i32 %h, i32 %q syncscope("agent") seq_cst acquire, align 4
  %y = atomicrmw volatile fadd ptr %p, float 1.0 monotonic, align 4
  %ac = addrspacecast ptr %p to ptr addrspace(1)
  %it = inttoptr i64 %f to ptr
  %m = call float @llvm.fabs.f32(float %b)
  %ex = call fast float @llvm.exp.f32(float %m)
  %cl = call i64 @llvm.ctlz.i64(i64 %f, i1 false)
  %ng = fneg nnan float %ex
  %ld = load atomic volatile i32, ptr %p syncscope("singlethread") acquire, align 4
  store atomic i32 %ld, ptr %p release, align 4
  %fr = freeze i32 %ld
  %st = insertvalue %pair undef, i32 %fr, 0
  %sv = extractvalue %pair %st, 1, 0
  %ie = insertelement <2 x i32> %d, i32 %h, i64 1
  %al = alloca %pair, i32 %n, align 8
  %z = zext nneg i32 %h to i64
  %s = sitofp i64 %z to double
  %dv = fdiv arcp contract double %s, 3.0
  %ui = fptoui double %dv to i16
  %sx = sext i16 %ui to i32
  %mx = call i32 @llvm.smax.i32(i32 %sx, i32 %h)
  %ab = call i32 @llvm.abs.i32(i32 %mx, i1 true)
  call void @llvm.memset.p0.i64(ptr %al, i8 0, i64 16, i1 true)
  fence acquire
  ret i32 %ab
}

declare i32 @vf(ptr, ...)
declare float @llvm.fabs.f32(float)
declare float @llvm.exp.f32(float)
declare i64 @llvm.ctlz.i64(i64, i1)
declare i32 @llvm.smax.i32(i32, i32)
declare i32 @llvm.abs.i32(i32, i1)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

define weak_odr void @w() {
  ret void
}

define private i32 @loop(i32 %n) {
entry:
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %next, %body ]
  %acc = phi i32 [ 1, %entry ], [ %mul, %body ]
  %done = icmp sge i32 %i, %n
  br i1 %done, label %exit, label %body, !prof !0
body:
  %mul = mul nsw i32 %acc, 3
  %next = add i32 %i, 1
  switch i32 %next, label %head [
    i32 100, label %exit
    i32 -1, label %exit
  ]
exit:
  %r = phi i32 [ %acc, %head ], [ -7, %body ], [ -7, %body ]
  ret i32 %r
}

define hidden coldcc void @dead() unnamed_addr {
  unreachable
}

!0 = !{!"branch_weights", i32 1, i32 99}

; CHECK: module attributes {llvm.data_layout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-linux-gnu"} {
; CHECK-NEXT:   llvm.mlir.global external @zeros(dense<0> : tensor<4xi32>) {addr_space = 0 : i32, alignment = 16 : i64} : !llvm.array<4 x i32>
; CHECK-NEXT:   llvm.mlir.global common @zpair() {addr_space = 0 : i32} : !llvm.struct<"pair", (i32, array<2 x f32>)> {
; CHECK-NEXT:     %0 = llvm.mlir.constant(0.000000e+00 : f32) : f32
; CHECK-NEXT:     %1 = llvm.mlir.constant(dense<0.000000e+00> : tensor<2xf32>) : !llvm.array<2 x f32>
; CHECK-NEXT:     %2 = llvm.mlir.constant(0 : i32) : i32
; CHECK-NEXT:     %3 = llvm.mlir.undef : !llvm.struct<"pair", (i32, array<2 x f32>)>
; CHECK-NEXT:     %4 = llvm.insertvalue %2, %3[0] : !llvm.struct<"pair", (i32, array<2 x f32>)>
; CHECK-NEXT:     %5 = llvm.insertvalue %1, %4[1] : !llvm.struct<"pair", (i32, array<2 x f32>)>
; CHECK-NEXT:     llvm.return %5 : !llvm.struct<"pair", (i32, array<2 x f32>)>
; CHECK-NEXT:   }
; CHECK-NEXT:   llvm.mlir.global external @vec(dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : vector<4xf32>) {addr_space = 0 : i32} : vector<4xf32>
; CHECK-NEXT:   llvm.mlir.global external @splat(dense<7> : vector<4xi32>) {addr_space = 0 : i32} : vector<4xi32>
; CHECK-NEXT:   llvm.mlir.global external @expr() {addr_space = 0 : i32} : !llvm.ptr {
; CHECK-NEXT:     %0 = llvm.mlir.constant(4 : i64) : i64
; CHECK-NEXT:     %1 = llvm.mlir.constant(0 : i32) : i32
; CHECK-NEXT:     %2 = llvm.mlir.constant(dense<0> : tensor<4xi32>) : !llvm.array<4 x i32>
; CHECK-NEXT:     %3 = llvm.mlir.addressof @zeros : !llvm.ptr
; CHECK-NEXT:     %4 = llvm.getelementptr %3[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i8
; CHECK-NEXT:     llvm.return %4 : !llvm.ptr
; CHECK-NEXT:   }
; CHECK-NEXT:   llvm.mlir.global external @fnptr(@ops) {addr_space = 0 : i32} : !llvm.ptr
; CHECK-NEXT:   llvm.mlir.global external @ext() {addr_space = 0 : i32} : i32
; CHECK-NEXT:   llvm.mlir.global external thread_local @tls(1 : i32) {addr_space = 0 : i32} : i32
; CHECK-NEXT:   llvm.mlir.global private unnamed_addr constant @str("ab\00") {addr_space = 0 : i32, dso_local, section = "rodata"}
; CHECK-NEXT:   llvm.mlir.global external hidden @hid(0 : i64) {addr_space = 0 : i32, dso_local} : i64
; CHECK-NEXT:   llvm.mlir.global external @pairs() {addr_space = 0 : i32} : !llvm.array<2 x struct<"pair", (i32, array<2 x f32>)>> {
; CHECK-NEXT:     %0 = llvm.mlir.constant(0.000000e+00 : f32) : f32
; CHECK-NEXT:     %1 = llvm.mlir.constant(dense<0.000000e+00> : tensor<2xf32>) : !llvm.array<2 x f32>
; CHECK-NEXT:     %2 = llvm.mlir.constant(0 : i32) : i32
; CHECK-NEXT:     %3 = llvm.mlir.undef : !llvm.struct<"pair", (i32, array<2 x f32>)>
; CHECK-NEXT:     %4 = llvm.insertvalue %2, %3[0] : !llvm.struct<"pair", (i32, array<2 x f32>)>
; CHECK-NEXT:     %5 = llvm.insertvalue %1, %4[1] : !llvm.struct<"pair", (i32, array<2 x f32>)>
; CHECK-NEXT:     %6 = llvm.mlir.constant(dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>) : !llvm.array<2 x f32>
; CHECK-NEXT:     %7 = llvm.mlir.constant(1 : i32) : i32
; CHECK-NEXT:     %8 = llvm.mlir.undef : !llvm.struct<"pair", (i32, array<2 x f32>)>
; CHECK-NEXT:     %9 = llvm.insertvalue %7, %8[0] : !llvm.struct<"pair", (i32, array<2 x f32>)>
; CHECK-NEXT:     %10 = llvm.insertvalue %6, %9[1] : !llvm.struct<"pair", (i32, array<2 x f32>)>
; CHECK-NEXT:     %11 = llvm.mlir.undef : !llvm.array<2 x struct<"pair", (i32, array<2 x f32>)>>
; CHECK-NEXT:     %12 = llvm.insertvalue %10, %11[0] : !llvm.array<2 x struct<"pair", (i32, array<2 x f32>)>>
; CHECK-NEXT:     %13 = llvm.insertvalue %5, %12[1] : !llvm.array<2 x struct<"pair", (i32, array<2 x f32>)>>
; CHECK-NEXT:     llvm.return %13 : !llvm.array<2 x struct<"pair", (i32, array<2 x f32>)>>
; CHECK-NEXT:   }
; CHECK-NEXT:   llvm.mlir.global external @h(1.000000e+00 : f16) {addr_space = 0 : i32} : f16
; CHECK-NEXT:   llvm.mlir.global external @wide(170141183460469231731687303715884105727 : i128) {addr_space = 0 : i32} : i128
; CHECK-NEXT:   llvm.mlir.global external @nan(dense<[1.000000e+00, 0x7FF8000000000000]> : tensor<2xf64>) {addr_space = 0 : i32} : !llvm.array<2 x f64>
; CHECK-NEXT:   llvm.mlir.global linkonce_odr @lodr(1 : i32) {addr_space = 0 : i32} : i32
; CHECK-NEXT:   llvm.mlir.global available_externally @ae(1 : i32) {addr_space = 0 : i32} : i32
; CHECK-NEXT:   llvm.mlir.global extern_weak @ew() {addr_space = 0 : i32} : i32
; CHECK-NEXT:   llvm.mlir.global external @nullp() {addr_space = 0 : i32} : !llvm.ptr {
; CHECK-NEXT:     %0 = llvm.mlir.zero : !llvm.ptr
; CHECK-NEXT:     llvm.return %0 : !llvm.ptr
; CHECK-NEXT:   }
; CHECK-NEXT:   llvm.mlir.global external @und() {addr_space = 0 : i32} : i32 {
; CHECK-NEXT:     %0 = llvm.mlir.undef : i32
; CHECK-NEXT:     llvm.return %0 : i32
; CHECK-NEXT:   }
; CHECK-NEXT:   llvm.mlir.global external @poi() {addr_space = 0 : i32} : i32 {
; CHECK-NEXT:     %0 = llvm.mlir.poison : i32
; CHECK-NEXT:     llvm.return %0 : i32
; CHECK-NEXT:   }
; CHECK-NEXT:   llvm.mlir.global external @opq() {addr_space = 0 : i32} : !llvm.struct<"opaque", opaque>
; CHECK-NEXT:   llvm.mlir.global external @as1(3 : i32) {addr_space = 1 : i32, alignment = 4 : i64} : i32
; CHECK-NEXT:   llvm.func @ops(%arg0: !llvm.ptr, %arg1: i32) -> i32 {
; CHECK-NEXT:     %0 = llvm.mlir.constant(0 : i64) : i64
; CHECK-NEXT:     %1 = llvm.mlir.constant(1 : i32) : i32
; CHECK-NEXT:     %2 = llvm.mlir.constant(1 : i64) : i64
; CHECK-NEXT:     %3 = llvm.mlir.constant(0x7FC00000 : f32) : f32
; CHECK-NEXT:     %4 = llvm.mlir.constant(dense<[1, 2]> : vector<2xi32>) : vector<2xi32>
; CHECK-NEXT:     %5 = llvm.mlir.constant(0 : i32) : i32
; CHECK-NEXT:     %6 = llvm.mlir.constant(dense<0> : vector<2xi32>) : vector<2xi32>
; CHECK-NEXT:     %7 = llvm.mlir.constant(8 : i64) : i64
; CHECK-NEXT:     %8 = llvm.mlir.constant(dense<0> : tensor<4xi32>) : !llvm.array<4 x i32>
; CHECK-NEXT:     %9 = llvm.mlir.addressof @zeros : !llvm.ptr
; CHECK-NEXT:     %10 = llvm.getelementptr %9[%7] : (!llvm.ptr, i64) -> !llvm.ptr, i8
; CHECK-NEXT:     %11 = llvm.mlir.poison : vector<2xi32>
; CHECK-NEXT:     %12 = llvm.mlir.constant(2 : i32) : i32
; CHECK-NEXT:     %13 = llvm.mlir.constant("ab\00") : !llvm.array<3 x i8>
; CHECK-NEXT:     %14 = llvm.mlir.addressof @str : !llvm.ptr
; CHECK-NEXT:     %15 = llvm.mlir.constant(1.000000e+00 : f32) : f32
; CHECK-NEXT:     %16 = llvm.mlir.undef : !llvm.struct<"pair", (i32, array<2 x f32>)>
; CHECK-NEXT:     %17 = llvm.mlir.constant(3.000000e+00 : f64) : f64
; CHECK-NEXT:     %18 = llvm.mlir.constant(0 : i8) : i8
; CHECK-NEXT:     %19 = llvm.mlir.constant(16 : i64) : i64
; CHECK-NEXT:     %20 = llvm.getelementptr inbounds %arg0[%0, 1, %2] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.struct<"pair", (i32, array<2 x f32>)>
; CHECK-NEXT:     %21 = llvm.load %20 {alignment = 4 : i64} : !llvm.ptr -> f32
; CHECK-NEXT:     %22 = llvm.fcmp "uno" %21, %3 : f32
; CHECK-NEXT:     %23 = llvm.select %22, %4, %6 : i1, vector<2xi32>
; CHECK-NEXT:     %24 = llvm.extractelement %23[%5 : i32] : vector<2xi32>
; CHECK-NEXT:     %25 = llvm.ptrtoint %10 : !llvm.ptr to i64
; CHECK-NEXT:     %26 = llvm.trunc %25 : i64 to i32
; CHECK-NEXT:     %27 = llvm.add %24, %26 overflow<nuw> : i32
; CHECK-NEXT:     %28 = llvm.shufflevector %23, %11 [0, -1, 1, 1] : vector<2xi32>
; CHECK-NEXT:     %29 = llvm.call @vf(%arg0, %1) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
; CHECK-NEXT:     %30 = llvm.call %arg0(%12) : !llvm.ptr, (i32) -> i32
; CHECK-NEXT:     %31 = llvm.call fastcc tail @ops(%14, %arg1) : (!llvm.ptr, i32) -> i32
; CHECK-NEXT:     %32 = llvm.cmpxchg weak volatile %arg0, %27, %29 syncscope("agent") seq_cst acquire {alignment = 4 : i64} : !llvm.ptr, i32
; CHECK-NEXT:     %33 = llvm.atomicrmw volatile fadd %arg0, %15 monotonic {alignment = 4 : i64} : !llvm.ptr, f32
; CHECK-NEXT:     %34 = llvm.addrspacecast %arg0 : !llvm.ptr to !llvm.ptr<1>
; CHECK-NEXT:     %35 = llvm.inttoptr %25 : i64 to !llvm.ptr
; CHECK-NEXT:     %36 = llvm.intr.fabs(%21)  : (f32) -> f32
; CHECK-NEXT:     %37 = llvm.intr.exp(%36)  {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
; CHECK-NEXT:     %38 = "llvm.intr.ctlz"(%25) <{is_zero_poison = false}> : (i64) -> i64
; CHECK-NEXT:     %39 = llvm.fneg %37  {fastmathFlags = #llvm.fastmath<nnan>} : f32
; CHECK-NEXT:     %40 = llvm.load volatile %arg0 atomic syncscope("singlethread") acquire {alignment = 4 : i64} : !llvm.ptr -> i32
; CHECK-NEXT:     llvm.store %40, %arg0 atomic release {alignment = 4 : i64} : i32, !llvm.ptr
; CHECK-NEXT:     %41 = llvm.freeze %40 : i32
; CHECK-NEXT:     %42 = llvm.insertvalue %41, %16[0] : !llvm.struct<"pair", (i32, array<2 x f32>)>
; CHECK-NEXT:     %43 = llvm.extractvalue %42[1, 0] : !llvm.struct<"pair", (i32, array<2 x f32>)>
; CHECK-NEXT:     %44 = llvm.insertelement %27, %23[%2 : i64] : vector<2xi32>
; CHECK-NEXT:     %45 = llvm.alloca %arg1 x !llvm.struct<"pair", (i32, array<2 x f32>)> {alignment = 8 : i64} : (i32) -> !llvm.ptr
; CHECK-NEXT:     %46 = llvm.zext %27 : i32 to i64
; CHECK-NEXT:     %47 = llvm.sitofp %46 : i64 to f64
; CHECK-NEXT:     %48 = llvm.fdiv %47, %17  {fastmathFlags = #llvm.fastmath<arcp, contract>} : f64
; CHECK-NEXT:     %49 = llvm.fptoui %48 : f64 to i16
; CHECK-NEXT:     %50 = llvm.sext %49 : i16 to i32
; CHECK-NEXT:     %51 = llvm.intr.smax(%50, %27)  : (i32, i32) -> i32
; CHECK-NEXT:     %52 = "llvm.intr.abs"(%51) <{is_int_min_poison = true}> : (i32) -> i32
; CHECK-NEXT:     "llvm.intr.memset"(%45, %18, %19) <{isVolatile = true}> : (!llvm.ptr, i8, i64) -> ()
; CHECK-NEXT:     llvm.fence acquire
; CHECK-NEXT:     llvm.return %52 : i32
; CHECK-NEXT:   }
; CHECK-NEXT:   llvm.func @vf(!llvm.ptr, ...) -> i32
; CHECK-NEXT:   llvm.func weak_odr @w() {
; CHECK-NEXT:     llvm.return
; CHECK-NEXT:   }
; CHECK-NEXT:   llvm.func private @loop(%arg0: i32) -> i32 attributes {dso_local} {
; CHECK-NEXT:     %0 = llvm.mlir.constant(0 : i32) : i32
; CHECK-NEXT:     %1 = llvm.mlir.constant(1 : i32) : i32
; CHECK-NEXT:     %2 = llvm.mlir.constant(3 : i32) : i32
; CHECK-NEXT:     %3 = llvm.mlir.constant(-7 : i32) : i32
; CHECK-NEXT:     llvm.br ^bb1(%0, %1 : i32, i32)
; CHECK-NEXT:   ^bb1(%4: i32, %5: i32):  // 2 preds: ^bb0, ^bb2
; CHECK-NEXT:     %6 = llvm.icmp "sge" %4, %arg0 : i32
; CHECK-NEXT:     llvm.cond_br %6 weights([1, 99]), ^bb3(%5 : i32), ^bb2
; CHECK-NEXT:   ^bb2:  // pred: ^bb1
; CHECK-NEXT:     %7 = llvm.mul %5, %2 overflow<nsw> : i32
; CHECK-NEXT:     %8 = llvm.add %4, %1 : i32
; CHECK-NEXT:     llvm.switch %8 : i32, ^bb1(%8, %7 : i32, i32) [
; CHECK-NEXT:       100: ^bb3(%3 : i32),
; CHECK-NEXT:       4294967295: ^bb3(%3 : i32)
; CHECK-NEXT:     ]
; CHECK-NEXT:   ^bb3(%9: i32):  // 3 preds: ^bb1, ^bb2, ^bb2
; CHECK-NEXT:     llvm.return %9 : i32
; CHECK-NEXT:   }
; CHECK-NEXT:   llvm.func hidden unnamed_addr coldcc @dead() {
; CHECK-NEXT:     llvm.unreachable
; CHECK-NEXT:   }
; CHECK-NEXT: }
