; What MLIR 19 makes of a function taking a strided memref with `llvm.emit_c_interface`, so that
; the engine's descriptors are checked against MLIR's own lowering of them. Made with
;   mlir-opt-19 scale_sum.mlir --convert-scf-to-cf --convert-cf-to-llvm --finalize-memref-to-llvm \
;     --convert-arith-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts \
;   | mlir-translate-19 --mlir-to-llvmir
; from:
;   func.func @scale_sum(%m: memref<?x?xf32, strided<[?, ?], offset: ?>>, %k: f32) -> f32 attributes {llvm.emit_c_interface} {
;     %c0 = arith.constant 0 : index
;     %c1 = arith.constant 1 : index
;     %zero = arith.constant 0.0 : f32
;     %rows = memref.dim %m, %c0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
;     %cols = memref.dim %m, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
;     %sum = scf.for %i = %c0 to %rows step %c1 iter_args(%acc = %zero) -> f32 {
;       %row = scf.for %j = %c0 to %cols step %c1 iter_args(%a = %acc) -> f32 {
;         %x = memref.load %m[%i, %j] : memref<?x?xf32, strided<[?, ?], offset: ?>>
;         %y = arith.mulf %x, %k : f32
;         memref.store %y, %m[%i, %j] : memref<?x?xf32, strided<[?, ?], offset: ?>>
;         %s = arith.addf %a, %y : f32
;         scf.yield %s : f32
;       }
;       scf.yield %row : f32
;     }
;     return %sum : f32
;   }

; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

define float @scale_sum(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, float %7) {
  %9 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } undef, ptr %0, 0
  %10 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %9, ptr %1, 1
  %11 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %10, i64 %2, 2
  %12 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %11, i64 %3, 3, 0
  %13 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %12, i64 %5, 4, 0
  %14 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %13, i64 %4, 3, 1
  %15 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %14, i64 %6, 4, 1
  %16 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %15, 3, 0
  %17 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %15, 3, 1
  br label %18

18:                                               ; preds = %50, %8
  %19 = phi i64 [ %51, %50 ], [ 0, %8 ]
  %20 = phi float [ %25, %50 ], [ 0.000000e+00, %8 ]
  %21 = icmp slt i64 %19, %16
  br i1 %21, label %22, label %52

22:                                               ; preds = %18
  br label %23

23:                                               ; preds = %27, %22
  %24 = phi i64 [ %49, %27 ], [ 0, %22 ]
  %25 = phi float [ %48, %27 ], [ %20, %22 ]
  %26 = icmp slt i64 %24, %17
  br i1 %26, label %27, label %50

27:                                               ; preds = %23
  %28 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %15, 1
  %29 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %15, 2
  %30 = getelementptr float, ptr %28, i64 %29
  %31 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %15, 4, 0
  %32 = mul i64 %19, %31
  %33 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %15, 4, 1
  %34 = mul i64 %24, %33
  %35 = add i64 %32, %34
  %36 = getelementptr float, ptr %30, i64 %35
  %37 = load float, ptr %36, align 4
  %38 = fmul float %37, %7
  %39 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %15, 1
  %40 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %15, 2
  %41 = getelementptr float, ptr %39, i64 %40
  %42 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %15, 4, 0
  %43 = mul i64 %19, %42
  %44 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %15, 4, 1
  %45 = mul i64 %24, %44
  %46 = add i64 %43, %45
  %47 = getelementptr float, ptr %41, i64 %46
  store float %38, ptr %47, align 4
  %48 = fadd float %25, %38
  %49 = add i64 %24, 1
  br label %23

50:                                               ; preds = %23
  %51 = add i64 %19, 1
  br label %18

52:                                               ; preds = %18
  ret float %20
}

define float @_mlir_ciface_scale_sum(ptr %0, float %1) {
  %3 = load { ptr, ptr, i64, [2 x i64], [2 x i64] }, ptr %0, align 8
  %4 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3, 0
  %5 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3, 1
  %6 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3, 2
  %7 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3, 3, 0
  %8 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3, 3, 1
  %9 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3, 4, 0
  %10 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %3, 4, 1
  %11 = call float @scale_sum(ptr %4, ptr %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10, float %1)
  ret float %11
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
