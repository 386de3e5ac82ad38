"builtin.module"() ({
  "builtin.module"() <{sym_name = "m0"}> ({
    "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "m0_h0", sym_visibility = "private"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      %0 = "arith.constant"() <{value = 255 : i32}> : () -> i32
      %1 = "arith.subi"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2 = "arith.addi"(%1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3 = "arith.andi"(%2, %2) : (i32, i32) -> i32
      %4 = "arith.constant"() <{value = 42 : i32}> : () -> i32
      %5 = "arith.andi"(%3, %1) : (i32, i32) -> i32
      "func.return"(%5) : (i32) -> ()
    }) : () -> ()
    "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "m0_h1", sym_visibility = "private"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      %0 = "arith.andi"(%arg0, %arg1) : (i32, i32) -> i32
      %1 = "arith.maxsi"(%arg0, %0) : (i32, i32) -> i32
      %2 = "arith.ori"(%1, %arg1) : (i32, i32) -> i32
      %3 = "arith.andi"(%2, %1) : (i32, i32) -> i32
      %4 = "arith.addi"(%2, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5 = "arith.xori"(%4, %1) : (i32, i32) -> i32
      "func.return"(%5) : (i32) -> ()
    }) : () -> ()
    "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "m0_h2", sym_visibility = "private"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      %0 = "arith.constant"() <{value = 2 : i32}> : () -> i32
      %1 = "arith.minsi"(%arg1, %arg1) : (i32, i32) -> i32
      %2 = "arith.muli"(%arg1, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %3 = "arith.constant"() <{value = 3 : i32}> : () -> i32
      %4 = "arith.xori"(%2, %1) : (i32, i32) -> i32
      %5 = "arith.addi"(%4, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "func.return"(%5) : (i32) -> ()
    }) : () -> ()
    "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "m0_h3", sym_visibility = "private"}> ({
    ^bb0(%arg0: i32, %arg1: i32):
      %0 = "arith.muli"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1 = "arith.constant"() <{value = 255 : i32}> : () -> i32
      %2 = "arith.maxsi"(%0, %0) : (i32, i32) -> i32
      %3 = "arith.minsi"(%0, %arg1) : (i32, i32) -> i32
      %4 = "arith.muli"(%3, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %5 = "arith.subi"(%4, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "func.return"(%5) : (i32) -> ()
    }) : () -> ()
    "func.func"() <{function_type = (i32, i32, f32, memref<64xi32>) -> (i32, f32), sym_name = "m0_f0"}> ({
    ^bb0(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: memref<64xi32>):
      %0 = "arith.constant"() <{value = 0 : index}> : () -> index
      %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %2 = "arith.addf"(%arg2, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %3 = "arith.muli"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %4 = "arith.addf"(%2, %2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %5 = "arith.andi"(%3, %arg0) : (i32, i32) -> i32
      %6 = "arith.addi"(%5, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %7 = "arith.cmpi"(%6, %1) <{predicate = 5 : i64}> : (i32, i32) -> i1
      %8 = "arith.select"(%7, %6, %1) : (i1, i32, i32) -> i32
      %9 = "arith.xori"(%8, %6) : (i32, i32) -> i32
      %10 = "arith.addf"(%4, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %11 = "arith.maxsi"(%5, %9) : (i32, i32) -> i32
      %12 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %13 = "arith.addi"(%11, %12) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %14 = "arith.addi"(%11, %13) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %15 = "arith.cmpi"(%14, %12) <{predicate = 5 : i64}> : (i32, i32) -> i1
      %16 = "arith.select"(%15, %14, %14) : (i1, i32, i32) -> i32
      %17 = "arith.xori"(%8, %6) : (i32, i32) -> i32
      %18 = "arith.xori"(%17, %13) : (i32, i32) -> i32
      %19 = "arith.constant"() <{value = 8 : index}> : () -> index
      %20 = "arith.xori"(%5, %14) : (i32, i32) -> i32
      %21 = "arith.addf"(%10, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "memref.store"(%20, %arg3, %19) : (i32, memref<64xi32>, index) -> ()
      %22 = "arith.index_cast"(%18) : (i32) -> index
      %23 = "arith.minsi"(%20, %1) : (i32, i32) -> i32
      %24 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
      %25 = "arith.muli"(%23, %20) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %26 = "arith.andi"(%3, %arg0) : (i32, i32) -> i32
      %27 = "arith.andi"(%26, %arg1) : (i32, i32) -> i32
      %28 = "arith.subi"(%27, %26) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %29 = "arith.subf"(%21, %24) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %30 = "arith.index_cast"(%11) : (i32) -> index
      %31 = "arith.muli"(%18, %12) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %32 = "arith.maxsi"(%31, %23) : (i32, i32) -> i32
      %33 = "arith.sitofp"(%23) : (i32) -> f32
      %34 = "arith.addf"(%33, %33) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %35 = "arith.constant"() <{value = 0 : index}> : () -> index
      %36 = "arith.constant"() <{value = 16 : index}> : () -> index
      %37 = "arith.constant"() <{value = 1 : index}> : () -> index
      %38 = "scf.for"(%35, %36, %37, %32) ({
      ^bb0(%39: index, %40: i32):
        %41 = "arith.xori"(%40, %arg1) : (i32, i32) -> i32
        %42 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
        %43 = "arith.subf"(%2, %33) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        %44 = "arith.andi"(%41, %12) : (i32, i32) -> i32
        %45 = "arith.xori"(%31, %32) : (i32, i32) -> i32
        %46 = "arith.xori"(%45, %26) : (i32, i32) -> i32
        %47 = "func.call"(%46, %27) <{callee = @m0_h0}> : (i32, i32) -> i32
        %48 = "arith.subf"(%2, %33) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        %49 = "arith.constant"() <{value = 3 : i32}> : () -> i32
        %50 = "arith.subi"(%47, %47) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %51 = "arith.mulf"(%48, %34) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        %52 = "arith.subf"(%51, %24) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "scf.yield"(%50) : (i32) -> ()
      }) : (index, index, index, i32) -> i32
      %53 = "arith.constant"() <{value = 0 : index}> : () -> index
      %54 = "arith.constant"() <{value = 16 : index}> : () -> index
      %55 = "arith.constant"() <{value = 1 : index}> : () -> index
      %56 = "scf.for"(%53, %54, %55, %38) ({
      ^bb0(%57: index, %58: i32):
        %59 = "arith.ori"(%12, %12) : (i32, i32) -> i32
        %60 = "arith.constant"() <{value = 0 : i32}> : () -> i32
        %61 = "arith.addi"(%11, %60) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %62 = "arith.xori"(%5, %14) : (i32, i32) -> i32
        %63 = "arith.constant"() <{value = 1 : i32}> : () -> i32
        %64 = "arith.muli"(%62, %63) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %65 = "arith.andi"(%64, %63) : (i32, i32) -> i32
        %66 = "arith.sitofp"(%32) : (i32) -> f32
        %67 = "arith.constant"() <{value = 0 : i32}> : () -> i32
        %68 = "arith.subi"(%65, %67) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %69 = "arith.ori"(%68, %20) : (i32, i32) -> i32
        %70 = "func.call"(%69, %69) <{callee = @m0_h2}> : (i32, i32) -> i32
        %71 = "arith.maxsi"(%65, %67) : (i32, i32) -> i32
        "scf.yield"(%71) : (i32) -> ()
      }) : (index, index, index, i32) -> i32
      %72 = "arith.xori"(%56, %20) : (i32, i32) -> i32
      %73 = "arith.andi"(%17, %18) : (i32, i32) -> i32
      %74 = "scf.if"(%15) ({
        %75 = "arith.addf"(%arg2, %24) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        %76 = "arith.xori"(%12, %1) : (i32, i32) -> i32
        %77 = "memref.load"(%arg3, %30) : (memref<64xi32>, index) -> i32
        %78 = "memref.load"(%arg3, %30) : (memref<64xi32>, index) -> i32
        %79 = "arith.addf"(%75, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        %80 = "arith.addf"(%arg2, %24) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        %81 = "arith.addi"(%78, %73) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "scf.yield"(%81) : (i32) -> ()
      }, {
        %82 = "arith.subi"(%27, %26) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %83 = "memref.load"(%arg3, %22) : (memref<64xi32>, index) -> i32
        %84 = "arith.subi"(%1, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %85 = "arith.muli"(%8, %28) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %86 = "arith.cmpi"(%85, %84) <{predicate = 3 : i64}> : (i32, i32) -> i1
        %87 = "arith.select"(%86, %14, %14) : (i1, i32, i32) -> i32
        %88 = "arith.andi"(%73, %1) : (i32, i32) -> i32
        "scf.yield"(%88) : (i32) -> ()
      }) : (i1) -> i32
      %89 = "arith.ori"(%74, %12) : (i32, i32) -> i32
      %90 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %91 = "arith.muli"(%89, %90) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %92 = "arith.ori"(%74, %12) : (i32, i32) -> i32
      %93 = "arith.cmpi"(%92, %12) <{predicate = 2 : i64}> : (i32, i32) -> i1
      %94 = "scf.if"(%93) ({
        %95 = "arith.minsi"(%18, %20) : (i32, i32) -> i32
        %96 = "arith.constant"() <{value = 0 : i32}> : () -> i32
        %97 = "arith.xori"(%95, %96) : (i32, i32) -> i32
        %98 = "arith.constant"() <{value = 3 : index}> : () -> index
        "scf.yield"(%97) : (i32) -> ()
      }, {
        %99 = "arith.subf"(%21, %24) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        %100 = "arith.addi"(%92, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %101 = "arith.constant"() <{value = 1 : i32}> : () -> i32
        %102 = "arith.muli"(%100, %101) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "scf.yield"(%102) : (i32) -> ()
      }) : (i1) -> i32
      %103 = "arith.xori"(%74, %91) : (i32, i32) -> i32
      %104 = "arith.constant"() <{value = 15 : index}> : () -> index
      %105 = "arith.xori"(%103, %31) : (i32, i32) -> i32
      %106 = "arith.andi"(%92, %13) : (i32, i32) -> i32
      %107 = "arith.andi"(%26, %arg1) : (i32, i32) -> i32
      %108 = "arith.mulf"(%34, %29) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %109 = "func.call"(%16, %12) <{callee = @m0_h2}> : (i32, i32) -> i32
      %110 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %111 = "arith.ori"(%109, %110) : (i32, i32) -> i32
      %112 = "arith.cmpi"(%111, %107) <{predicate = 4 : i64}> : (i32, i32) -> i1
      %113 = "arith.select"(%112, %111, %26) : (i1, i32, i32) -> i32
      %114 = "arith.subf"(%108, %24) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %115 = "arith.muli"(%113, %25) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %116 = "arith.subf"(%21, %24) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %117 = "arith.sitofp"(%107) : (i32) -> f32
      %118 = "arith.cmpi"(%115, %113) <{predicate = 1 : i64}> : (i32, i32) -> i1
      %119 = "arith.select"(%118, %115, %12) : (i1, i32, i32) -> i32
      %120 = "arith.mulf"(%117, %24) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %121 = "arith.subi"(%119, %91) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %122 = "arith.muli"(%113, %25) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %123 = "arith.subi"(%121, %38) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %124 = "arith.cmpi"(%123, %121) <{predicate = 5 : i64}> : (i32, i32) -> i1
      %125 = "arith.select"(%124, %89, %12) : (i1, i32, i32) -> i32
      %126 = "arith.muli"(%125, %123) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %127 = "arith.ori"(%74, %12) : (i32, i32) -> i32
      %128 = "arith.addi"(%126, %89) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %129 = "arith.andi"(%74, %128) : (i32, i32) -> i32
      %130 = "arith.muli"(%125, %123) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %131 = "arith.ori"(%111, %130) : (i32, i32) -> i32
      %132 = "arith.mulf"(%116, %120) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %133 = "arith.addf"(%120, %24) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %134 = "func.call"(%131, %1) <{callee = @m0_h2}> : (i32, i32) -> i32
      %135 = "arith.cmpi"(%134, %127) <{predicate = 4 : i64}> : (i32, i32) -> i1
      "cf.cond_br"(%135, %134, %109)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
    ^bb1(%136: i32):
      %137 = "scf.if"(%112) ({
        %138 = "arith.andi"(%136, %128) : (i32, i32) -> i32
        %139 = "arith.andi"(%138, %90) : (i32, i32) -> i32
        %140 = "arith.constant"() <{value = 0 : i32}> : () -> i32
        %141 = "arith.xori"(%139, %140) : (i32, i32) -> i32
        %142 = "arith.subf"(%133, %24) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        %143 = "arith.constant"() <{value = 0 : i32}> : () -> i32
        %144 = "arith.sitofp"(%113) : (i32) -> f32
        %145 = "arith.ori"(%141, %136) : (i32, i32) -> i32
        %146 = "memref.load"(%arg3, %30) : (memref<64xi32>, index) -> i32
        "memref.store"(%146, %arg3, %36) : (i32, memref<64xi32>, index) -> ()
        "scf.yield"(%146) : (i32) -> ()
      }, {
        %147 = "arith.constant"() <{value = 7 : i32}> : () -> i32
        %148 = "arith.ori"(%136, %136) : (i32, i32) -> i32
        %149 = "arith.index_cast"(%148) : (i32) -> index
        %150 = "arith.subi"(%148, %90) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %151 = "arith.constant"() <{value = 4 : index}> : () -> index
        %152 = "arith.cmpi"(%125, %126) <{predicate = 2 : i64}> : (i32, i32) -> i1
        %153 = "arith.select"(%152, %148, %1) : (i1, i32, i32) -> i32
        %154 = "arith.andi"(%74, %128) : (i32, i32) -> i32
        %155 = "arith.subi"(%121, %38) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %156 = "arith.addi"(%1, %90) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "scf.yield"(%156) : (i32) -> ()
      }) : (i1) -> i32
      %157 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %158 = "arith.subi"(%137, %157) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %159 = "arith.cmpi"(%121, %137) <{predicate = 0 : i64}> : (i32, i32) -> i1
      %160 = "arith.select"(%159, %158, %111) : (i1, i32, i32) -> i32
      %161 = "memref.load"(%arg3, %104) : (memref<64xi32>, index) -> i32
      "cf.br"(%161)[^bb3] : (i32) -> ()
    ^bb2(%162: i32):
      %163 = "arith.sitofp"(%128) : (i32) -> f32
      %164 = "arith.addi"(%162, %130) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %165 = "arith.subf"(%163, %24) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %166 = "arith.maxsi"(%164, %90) : (i32, i32) -> i32
      %167 = "arith.mulf"(%165, %21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %168 = "arith.andi"(%166, %164) : (i32, i32) -> i32
      %169 = "func.call"(%168, %128) <{callee = @m0_h1}> : (i32, i32) -> i32
      %170 = "arith.constant"() <{value = 3.140000e+00 : f32}> : () -> f32
      %171 = "arith.sitofp"(%131) : (i32) -> f32
      %172 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %173 = "arith.subi"(%131, %172) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "memref.store"(%168, %arg3, %53) : (i32, memref<64xi32>, index) -> ()
      %174 = "arith.subi"(%90, %172) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %175 = "arith.constant"() <{value = 4 : i32}> : () -> i32
      %176 = "arith.sitofp"(%129) : (i32) -> f32
      %177 = "arith.xori"(%174, %12) : (i32, i32) -> i32
      %178 = "arith.addi"(%90, %175) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "memref.store"(%178, %arg3, %30) : (i32, memref<64xi32>, index) -> ()
      %179 = "arith.constant"() <{value = 0 : index}> : () -> index
      %180 = "arith.constant"() <{value = 100 : index}> : () -> index
      %181 = "arith.constant"() <{value = 1 : index}> : () -> index
      %182 = "scf.for"(%179, %180, %181, %119) ({
      ^bb0(%183: index, %184: i32):
        %185 = "arith.sitofp"(%121) : (i32) -> f32
        %186 = "func.call"(%184, %125) <{callee = @m0_h2}> : (i32, i32) -> i32
        %187 = "arith.xori"(%186, %121) : (i32, i32) -> i32
        %188 = "arith.xori"(%187, %187) : (i32, i32) -> i32
        "scf.yield"(%188) : (i32) -> ()
      }) : (index, index, index, i32) -> i32
      "memref.store"(%182, %arg3, %22) : (i32, memref<64xi32>, index) -> ()
      "cf.br"(%182)[^bb3] : (i32) -> ()
    ^bb3(%189: i32):
      "func.return"(%189, %133) : (i32, f32) -> ()
    }) : () -> ()
    "func.func"() <{function_type = (i32, i32, f32, memref<64xi32>) -> (i32, f32), sym_name = "m0_f1"}> ({
    ^bb0(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: memref<64xi32>):
      %0 = "arith.constant"() <{value = 0 : index}> : () -> index
      %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %2 = "arith.constant"() <{value = 1.500000e+00 : f32}> : () -> f32
      %3 = "arith.cmpi"(%arg1, %1) <{predicate = 5 : i64}> : (i32, i32) -> i1
      %4 = "arith.select"(%3, %arg1, %1) : (i1, i32, i32) -> i32
      %5 = "arith.cmpi"(%4, %4) <{predicate = 3 : i64}> : (i32, i32) -> i1
      %6 = "arith.select"(%5, %4, %arg1) : (i1, i32, i32) -> i32
      %7 = "memref.load"(%arg3, %0) : (memref<64xi32>, index) -> i32
      %8 = "arith.cmpi"(%7, %arg1) <{predicate = 5 : i64}> : (i32, i32) -> i1
      %9 = "arith.select"(%8, %7, %arg0) : (i1, i32, i32) -> i32
      %10 = "arith.maxsi"(%9, %7) : (i32, i32) -> i32
      %11 = "arith.maxsi"(%4, %1) : (i32, i32) -> i32
      %12 = "arith.ori"(%11, %7) : (i32, i32) -> i32
      %13 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %14 = "arith.ori"(%12, %13) : (i32, i32) -> i32
      %15 = "arith.constant"() <{value = 0 : index}> : () -> index
      %16 = "arith.constant"() <{value = 16 : index}> : () -> index
      %17 = "arith.constant"() <{value = 1 : index}> : () -> index
      %18 = "scf.for"(%15, %16, %17, %14) ({
      ^bb0(%19: index, %20: i32):
        %21 = "arith.constant"() <{value = 0 : i32}> : () -> i32
        %22 = "arith.subi"(%20, %21) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %23 = "arith.ori"(%11, %7) : (i32, i32) -> i32
        %24 = "arith.muli"(%23, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %25 = "arith.addi"(%arg0, %22) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %26 = "func.call"(%12, %7) <{callee = @m0_h0}> : (i32, i32) -> i32
        %27 = "arith.xori"(%26, %7) : (i32, i32) -> i32
        %28 = "arith.addf"(%arg2, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        %29 = "arith.sitofp"(%25) : (i32) -> f32
        %30 = "arith.constant"() <{value = 4 : index}> : () -> index
        %31 = "func.call"(%27, %13) <{callee = @m0_h2}> : (i32, i32) -> i32
        %32 = "arith.minsi"(%31, %1) : (i32, i32) -> i32
        %33 = "func.call"(%32, %21) <{callee = @m0_h1}> : (i32, i32) -> i32
        "scf.yield"(%33) : (i32) -> ()
      }) : (index, index, index, i32) -> i32
      %34 = "arith.cmpi"(%18, %1) <{predicate = 0 : i64}> : (i32, i32) -> i1
      %35 = "scf.if"(%34) ({
        %36 = "arith.subi"(%6, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %37 = "arith.constant"() <{value = 3 : i32}> : () -> i32
        %38 = "arith.constant"() <{value = 0 : i32}> : () -> i32
        %39 = "arith.ori"(%36, %38) : (i32, i32) -> i32
        "scf.yield"(%39) : (i32) -> ()
      }, {
        %40 = "arith.cmpi"(%9, %6) <{predicate = 5 : i64}> : (i32, i32) -> i1
        %41 = "arith.select"(%40, %18, %13) : (i1, i32, i32) -> i32
        %42 = "arith.andi"(%6, %41) : (i32, i32) -> i32
        %43 = "arith.minsi"(%41, %42) : (i32, i32) -> i32
        "scf.yield"(%43) : (i32) -> ()
      }) : (i1) -> i32
      %44 = "memref.load"(%arg3, %16) : (memref<64xi32>, index) -> i32
      "memref.store"(%44, %arg3, %17) : (i32, memref<64xi32>, index) -> ()
      %45 = "memref.load"(%arg3, %17) : (memref<64xi32>, index) -> i32
      %46 = "arith.andi"(%14, %12) : (i32, i32) -> i32
      %47 = "memref.load"(%arg3, %0) : (memref<64xi32>, index) -> i32
      %48 = "arith.subf"(%arg2, %2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %49 = "arith.andi"(%7, %46) : (i32, i32) -> i32
      %50 = "arith.ori"(%49, %1) : (i32, i32) -> i32
      %51 = "arith.maxsi"(%9, %7) : (i32, i32) -> i32
      %52 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %53 = "arith.subi"(%51, %52) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %54 = "func.call"(%53, %51) <{callee = @m0_h1}> : (i32, i32) -> i32
      %55 = "arith.minsi"(%54, %52) : (i32, i32) -> i32
      %56 = "arith.mulf"(%48, %48) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %57 = "arith.cmpi"(%11, %53) <{predicate = 3 : i64}> : (i32, i32) -> i1
      %58 = "arith.select"(%57, %55, %1) : (i1, i32, i32) -> i32
      %59 = "arith.cmpi"(%58, %11) <{predicate = 0 : i64}> : (i32, i32) -> i1
      %60 = "arith.select"(%59, %58, %55) : (i1, i32, i32) -> i32
      %61 = "arith.ori"(%60, %60) : (i32, i32) -> i32
      %62 = "arith.andi"(%61, %13) : (i32, i32) -> i32
      %63 = "memref.load"(%arg3, %15) : (memref<64xi32>, index) -> i32
      %64 = "arith.xori"(%63, %52) : (i32, i32) -> i32
      %65 = "arith.addf"(%56, %2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %66 = "arith.addi"(%64, %11) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %67 = "arith.subi"(%50, %64) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %68 = "arith.xori"(%1, %52) : (i32, i32) -> i32
      %69 = "func.call"(%51, %44) <{callee = @m0_h0}> : (i32, i32) -> i32
      %70 = "arith.minsi"(%58, %62) : (i32, i32) -> i32
      %71 = "arith.muli"(%60, %13) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %72 = "arith.maxsi"(%71, %52) : (i32, i32) -> i32
      %73 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %74 = "arith.subi"(%72, %73) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %75 = "arith.constant"() <{value = 1 : index}> : () -> index
      %76 = "arith.subf"(%65, %56) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %77 = "arith.sitofp"(%67) : (i32) -> f32
      %78 = "arith.andi"(%61, %13) : (i32, i32) -> i32
      %79 = "arith.subi"(%78, %51) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %80 = "arith.xori"(%54, %74) : (i32, i32) -> i32
      %81 = "arith.maxsi"(%58, %13) : (i32, i32) -> i32
      %82 = "arith.addi"(%61, %81) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %83 = "arith.sitofp"(%82) : (i32) -> f32
      %84 = "arith.addf"(%83, %76) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %85 = "arith.minsi"(%78, %52) : (i32, i32) -> i32
      %86 = "arith.constant"() <{value = 64 : i32}> : () -> i32
      %87 = "arith.cmpi"(%62, %74) <{predicate = 2 : i64}> : (i32, i32) -> i1
      %88 = "arith.select"(%87, %85, %72) : (i1, i32, i32) -> i32
      %89 = "arith.cmpi"(%85, %74) <{predicate = 2 : i64}> : (i32, i32) -> i1
      %90 = "scf.if"(%89) ({
        %91 = "memref.load"(%arg3, %75) : (memref<64xi32>, index) -> i32
        %92 = "arith.subf"(%84, %76) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        %93 = "arith.mulf"(%92, %84) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        %94 = "arith.subf"(%93, %2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        %95 = "arith.constant"() <{value = 7 : index}> : () -> index
        %96 = "memref.load"(%arg3, %16) : (memref<64xi32>, index) -> i32
        "scf.yield"(%96) : (i32) -> ()
      }, {
        %97 = "arith.subi"(%88, %60) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %98 = "arith.andi"(%97, %73) : (i32, i32) -> i32
        %99 = "arith.cmpi"(%81, %68) <{predicate = 5 : i64}> : (i32, i32) -> i1
        %100 = "arith.select"(%99, %82, %98) : (i1, i32, i32) -> i32
        %101 = "arith.muli"(%100, %73) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %102 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        "scf.yield"(%101) : (i32) -> ()
      }) : (i1) -> i32
      %103 = "arith.cmpi"(%80, %79) <{predicate = 2 : i64}> : (i32, i32) -> i1
      %104 = "arith.select"(%103, %90, %90) : (i1, i32, i32) -> i32
      %105 = "arith.andi"(%104, %85) : (i32, i32) -> i32
      %106 = "arith.constant"() <{value = 100 : i32}> : () -> i32
      %107 = "arith.muli"(%105, %90) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %108 = "arith.muli"(%62, %52) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %109 = "arith.maxsi"(%86, %106) : (i32, i32) -> i32
      %110 = "arith.andi"(%13, %13) : (i32, i32) -> i32
      %111 = "arith.cmpi"(%110, %13) <{predicate = 0 : i64}> : (i32, i32) -> i1
      %112 = "arith.select"(%111, %110, %106) : (i1, i32, i32) -> i32
      %113 = "arith.constant"() <{value = 255 : i32}> : () -> i32
      %114 = "arith.addi"(%110, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %115 = "arith.muli"(%114, %81) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %116 = "arith.minsi"(%115, %79) : (i32, i32) -> i32
      %117 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %118 = "arith.xori"(%80, %117) : (i32, i32) -> i32
      %119 = "arith.muli"(%118, %106) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %120 = "arith.xori"(%119, %118) : (i32, i32) -> i32
      %121 = "arith.minsi"(%120, %1) : (i32, i32) -> i32
      %122 = "scf.if"(%34) ({
        %123 = "arith.constant"() <{value = 1 : i32}> : () -> i32
        %124 = "arith.muli"(%121, %123) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %125 = "arith.addf"(%84, %83) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        %126 = "arith.addi"(%124, %106) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "scf.yield"(%126) : (i32) -> ()
      }, {
        %127 = "arith.muli"(%121, %112) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %128 = "func.call"(%127, %74) <{callee = @m0_h0}> : (i32, i32) -> i32
        %129 = "arith.muli"(%127, %116) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %130 = "arith.constant"() <{value = 255 : i32}> : () -> i32
        "scf.yield"(%129) : (i32) -> ()
      }) : (i1) -> i32
      %131 = "arith.subi"(%122, %105) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %132 = "arith.cmpi"(%131, %117) <{predicate = 2 : i64}> : (i32, i32) -> i1
      "cf.cond_br"(%132, %131, %131)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
    ^bb1(%133: i32):
      %134 = "arith.constant"() <{value = 63 : index}> : () -> index
      %135 = "arith.index_cast"(%133) : (i32) -> index
      %136 = "arith.andi"(%133, %121) : (i32, i32) -> i32
      "memref.store"(%133, %arg3, %135) : (i32, memref<64xi32>, index) -> ()
      %137 = "arith.ori"(%52, %52) : (i32, i32) -> i32
      %138 = "arith.sitofp"(%81) : (i32) -> f32
      %139 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %140 = "arith.xori"(%137, %139) : (i32, i32) -> i32
      %141 = "arith.muli"(%140, %90) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %142 = "arith.maxsi"(%88, %131) : (i32, i32) -> i32
      %143 = "arith.cmpi"(%142, %52) <{predicate = 3 : i64}> : (i32, i32) -> i1
      %144 = "arith.select"(%143, %142, %131) : (i1, i32, i32) -> i32
      %145 = "func.call"(%144, %110) <{callee = @m0_h2}> : (i32, i32) -> i32
      %146 = "arith.index_cast"(%145) : (i32) -> index
      %147 = "arith.maxsi"(%145, %141) : (i32, i32) -> i32
      %148 = "memref.load"(%arg3, %135) : (memref<64xi32>, index) -> i32
      %149 = "arith.constant"() <{value = -1 : i32}> : () -> i32
      %150 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %151 = "arith.index_cast"(%148) : (i32) -> index
      %152 = "arith.addi"(%147, %148) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %153 = "memref.load"(%arg3, %151) : (memref<64xi32>, index) -> i32
      %154 = "arith.ori"(%153, %115) : (i32, i32) -> i32
      %155 = "arith.minsi"(%142, %117) : (i32, i32) -> i32
      %156 = "arith.subf"(%77, %138) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %157 = "memref.load"(%arg3, %146) : (memref<64xi32>, index) -> i32
      %158 = "arith.subi"(%131, %106) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %159 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
      %160 = "arith.addi"(%158, %145) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "cf.br"(%160)[^bb3] : (i32) -> ()
    ^bb2(%161: i32):
      %162 = "arith.minsi"(%90, %82) : (i32, i32) -> i32
      %163 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %164 = "arith.muli"(%122, %163) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %165 = "arith.subi"(%164, %104) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %166 = "arith.xori"(%165, %119) : (i32, i32) -> i32
      %167 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %168 = "arith.mulf"(%84, %83) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %169 = "arith.muli"(%166, %90) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %170 = "arith.ori"(%169, %167) : (i32, i32) -> i32
      %171 = "arith.subf"(%168, %56) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %172 = "scf.if"(%111) ({
        %173 = "func.call"(%170, %114) <{callee = @m0_h1}> : (i32, i32) -> i32
        %174 = "arith.constant"() <{value = 5 : i32}> : () -> i32
        %175 = "arith.addi"(%173, %120) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %176 = "arith.subi"(%122, %105) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %177 = "arith.muli"(%175, %165) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %178 = "arith.addf"(%171, %84) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        %179 = "func.call"(%173, %1) <{callee = @m0_h2}> : (i32, i32) -> i32
        "scf.yield"(%179) : (i32) -> ()
      }, {
        %180 = "arith.constant"() <{value = 4 : i32}> : () -> i32
        "memref.store"(%170, %arg3, %0) : (i32, memref<64xi32>, index) -> ()
        %181 = "arith.muli"(%180, %106) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %182 = "arith.minsi"(%181, %169) : (i32, i32) -> i32
        %183 = "func.call"(%182, %73) <{callee = @m0_h2}> : (i32, i32) -> i32
        %184 = "arith.minsi"(%169, %166) : (i32, i32) -> i32
        %185 = "func.call"(%164, %170) <{callee = @m0_h2}> : (i32, i32) -> i32
        "scf.yield"(%185) : (i32) -> ()
      }) : (i1) -> i32
      %186 = "arith.addf"(%171, %84) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "cf.br"(%172)[^bb3] : (i32) -> ()
    ^bb3(%187: i32):
      "func.return"(%187, %84) : (i32, f32) -> ()
    }) : () -> ()
    "func.func"() <{function_type = (i32, i32, f32, memref<64xi32>) -> (i32, f32), sym_name = "m0_f2"}> ({
    ^bb0(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: memref<64xi32>):
      %0 = "arith.constant"() <{value = 0 : index}> : () -> index
      %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %2 = "arith.index_cast"(%arg1) : (i32) -> index
      %3 = "arith.cmpi"(%arg0, %arg0) <{predicate = 3 : i64}> : (i32, i32) -> i1
      %4 = "arith.select"(%3, %arg1, %1) : (i1, i32, i32) -> i32
      %5 = "arith.ori"(%4, %1) : (i32, i32) -> i32
      %6 = "arith.mulf"(%arg2, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %7 = "func.call"(%4, %5) <{callee = @m0_h1}> : (i32, i32) -> i32
      %8 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
      %9 = "arith.addi"(%7, %7) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %10 = "arith.ori"(%4, %1) : (i32, i32) -> i32
      %11 = "memref.load"(%arg3, %0) : (memref<64xi32>, index) -> i32
      %12 = "arith.constant"() <{value = 3.140000e+00 : f32}> : () -> f32
      %13 = "arith.constant"() <{value = 100 : i32}> : () -> i32
      %14 = "arith.cmpi"(%9, %1) <{predicate = 5 : i64}> : (i32, i32) -> i1
      %15 = "arith.select"(%14, %5, %5) : (i1, i32, i32) -> i32
      %16 = "arith.cmpi"(%15, %arg1) <{predicate = 3 : i64}> : (i32, i32) -> i1
      %17 = "arith.select"(%16, %4, %11) : (i1, i32, i32) -> i32
      %18 = "arith.andi"(%17, %15) : (i32, i32) -> i32
      %19 = "arith.ori"(%18, %4) : (i32, i32) -> i32
      %20 = "arith.constant"() <{value = 64 : i32}> : () -> i32
      %21 = "arith.cmpi"(%19, %20) <{predicate = 2 : i64}> : (i32, i32) -> i1
      %22 = "arith.select"(%21, %19, %7) : (i1, i32, i32) -> i32
      %23 = "arith.ori"(%22, %11) : (i32, i32) -> i32
      %24 = "arith.minsi"(%10, %20) : (i32, i32) -> i32
      %25 = "arith.addi"(%7, %7) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %26 = "scf.if"(%14) ({
        %27 = "arith.constant"() <{value = 16 : i32}> : () -> i32
        %28 = "arith.muli"(%27, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %29 = "arith.constant"() <{value = 0 : i32}> : () -> i32
        %30 = "arith.cmpi"(%28, %28) <{predicate = 0 : i64}> : (i32, i32) -> i1
        %31 = "arith.select"(%30, %28, %28) : (i1, i32, i32) -> i32
        "scf.yield"(%31) : (i32) -> ()
      }, {
        %32 = "arith.constant"() <{value = 3 : i32}> : () -> i32
        %33 = "arith.ori"(%25, %23) : (i32, i32) -> i32
        %34 = "arith.constant"() <{value = 10 : i32}> : () -> i32
        %35 = "arith.mulf"(%6, %6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        %36 = "arith.addf"(%35, %6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "scf.yield"(%33) : (i32) -> ()
      }) : (i1) -> i32
      %37 = "arith.constant"() <{value = 5 : i32}> : () -> i32
      %38 = "memref.load"(%arg3, %0) : (memref<64xi32>, index) -> i32
      %39 = "arith.ori"(%38, %38) : (i32, i32) -> i32
      %40 = "arith.muli"(%39, %37) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %41 = "arith.subf"(%6, %12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %42 = "arith.andi"(%40, %17) : (i32, i32) -> i32
      %43 = "arith.mulf"(%41, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %44 = "arith.cmpi"(%9, %38) <{predicate = 1 : i64}> : (i32, i32) -> i1
      %45 = "arith.select"(%44, %25, %42) : (i1, i32, i32) -> i32
      %46 = "arith.cmpi"(%45, %38) <{predicate = 2 : i64}> : (i32, i32) -> i1
      %47 = "arith.select"(%46, %45, %4) : (i1, i32, i32) -> i32
      %48 = "arith.mulf"(%43, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %49 = "arith.xori"(%37, %37) : (i32, i32) -> i32
      %50 = "arith.mulf"(%arg2, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %51 = "arith.mulf"(%50, %50) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %52 = "arith.sitofp"(%47) : (i32) -> f32
      %53 = "arith.ori"(%49, %45) : (i32, i32) -> i32
      %54 = "arith.minsi"(%53, %11) : (i32, i32) -> i32
      %55 = "arith.cmpi"(%54, %13) <{predicate = 0 : i64}> : (i32, i32) -> i1
      %56 = "arith.select"(%55, %54, %5) : (i1, i32, i32) -> i32
      %57 = "arith.xori"(%1, %1) : (i32, i32) -> i32
      %58 = "arith.ori"(%38, %38) : (i32, i32) -> i32
      %59 = "arith.maxsi"(%58, %20) : (i32, i32) -> i32
      %60 = "arith.andi"(%17, %15) : (i32, i32) -> i32
      %61 = "arith.ori"(%60, %57) : (i32, i32) -> i32
      %62 = "arith.ori"(%61, %61) : (i32, i32) -> i32
      %63 = "arith.constant"() <{value = 7 : index}> : () -> index
      %64 = "arith.ori"(%37, %37) : (i32, i32) -> i32
      %65 = "arith.maxsi"(%64, %59) : (i32, i32) -> i32
      %66 = "arith.muli"(%13, %20) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %67 = "arith.andi"(%66, %37) : (i32, i32) -> i32
      %68 = "arith.mulf"(%52, %51) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %69 = "arith.ori"(%49, %45) : (i32, i32) -> i32
      %70 = "memref.load"(%arg3, %0) : (memref<64xi32>, index) -> i32
      %71 = "arith.addi"(%70, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %72 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %73 = "arith.addi"(%65, %72) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %74 = "arith.xori"(%73, %42) : (i32, i32) -> i32
      %75 = "arith.cmpi"(%74, %57) <{predicate = 0 : i64}> : (i32, i32) -> i1
      %76 = "arith.select"(%75, %74, %74) : (i1, i32, i32) -> i32
      %77 = "arith.constant"() <{value = 42 : i32}> : () -> i32
      %78 = "arith.cmpi"(%76, %49) <{predicate = 1 : i64}> : (i32, i32) -> i1
      %79 = "arith.select"(%78, %76, %74) : (i1, i32, i32) -> i32
      %80 = "arith.addi"(%79, %20) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %81 = "arith.constant"() <{value = 7 : i32}> : () -> i32
      %82 = "arith.minsi"(%79, %67) : (i32, i32) -> i32
      %83 = "arith.cmpi"(%82, %76) <{predicate = 4 : i64}> : (i32, i32) -> i1
      %84 = "arith.select"(%83, %65, %1) : (i1, i32, i32) -> i32
      %85 = "arith.andi"(%84, %20) : (i32, i32) -> i32
      %86 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %87 = "arith.constant"() <{value = 10 : i32}> : () -> i32
      %88 = "arith.xori"(%85, %62) : (i32, i32) -> i32
      %89 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %90 = "arith.xori"(%88, %89) : (i32, i32) -> i32
      %91 = "arith.minsi"(%64, %72) : (i32, i32) -> i32
      %92 = "arith.constant"() <{value = 64 : i32}> : () -> i32
      %93 = "arith.andi"(%91, %73) : (i32, i32) -> i32
      %94 = "arith.xori"(%93, %89) : (i32, i32) -> i32
      %95 = "func.call"(%94, %60) <{callee = @m0_h1}> : (i32, i32) -> i32
      %96 = "arith.addi"(%95, %66) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %97 = "arith.addi"(%79, %20) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %98 = "arith.maxsi"(%97, %96) : (i32, i32) -> i32
      %99 = "arith.constant"() <{value = 0 : index}> : () -> index
      %100 = "arith.constant"() <{value = 8 : index}> : () -> index
      %101 = "arith.constant"() <{value = 1 : index}> : () -> index
      %102 = "scf.for"(%99, %100, %101, %98) ({
      ^bb0(%103: index, %104: i32):
        "memref.store"(%97, %arg3, %103) : (i32, memref<64xi32>, index) -> ()
        %105 = "arith.muli"(%104, %93) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %106 = "arith.muli"(%104, %79) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %107 = "arith.muli"(%106, %97) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %108 = "arith.sitofp"(%98) : (i32) -> f32
        %109 = "arith.index_cast"(%107) : (i32) -> index
        %110 = "arith.mulf"(%108, %12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        %111 = "arith.addi"(%107, %71) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %112 = "arith.xori"(%93, %89) : (i32, i32) -> i32
        %113 = "arith.muli"(%112, %111) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %114 = "memref.load"(%arg3, %101) : (memref<64xi32>, index) -> i32
        %115 = "arith.cmpi"(%104, %112) <{predicate = 2 : i64}> : (i32, i32) -> i1
        %116 = "arith.select"(%115, %114, %77) : (i1, i32, i32) -> i32
        "scf.yield"(%116) : (i32) -> ()
      }) : (index, index, index, i32) -> i32
      %117 = "func.call"(%102, %81) <{callee = @m0_h2}> : (i32, i32) -> i32
      %118 = "memref.load"(%arg3, %2) : (memref<64xi32>, index) -> i32
      %119 = "memref.load"(%arg3, %2) : (memref<64xi32>, index) -> i32
      %120 = "arith.andi"(%119, %20) : (i32, i32) -> i32
      %121 = "arith.muli"(%120, %89) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %122 = "arith.constant"() <{value = 2 : i32}> : () -> i32
      %123 = "arith.constant"() <{value = 0 : index}> : () -> index
      %124 = "arith.constant"() <{value = 16 : index}> : () -> index
      %125 = "arith.constant"() <{value = 1 : index}> : () -> index
      %126 = "scf.for"(%123, %124, %125, %118) ({
      ^bb0(%127: index, %128: i32):
        %129 = "arith.ori"(%120, %119) : (i32, i32) -> i32
        %130 = "memref.load"(%arg3, %125) : (memref<64xi32>, index) -> i32
        %131 = "arith.subi"(%130, %118) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %132 = "arith.xori"(%82, %129) : (i32, i32) -> i32
        %133 = "arith.xori"(%93, %89) : (i32, i32) -> i32
        %134 = "arith.andi"(%133, %77) : (i32, i32) -> i32
        %135 = "memref.load"(%arg3, %127) : (memref<64xi32>, index) -> i32
        %136 = "arith.maxsi"(%135, %133) : (i32, i32) -> i32
        %137 = "arith.maxsi"(%136, %13) : (i32, i32) -> i32
        %138 = "arith.constant"() <{value = 0 : index}> : () -> index
        %139 = "arith.constant"() <{value = 16 : index}> : () -> index
        %140 = "arith.constant"() <{value = 1 : index}> : () -> index
        %141 = "scf.for"(%138, %139, %140, %137) ({
        ^bb0(%142: index, %143: i32):
          %144 = "arith.cmpi"(%143, %96) <{predicate = 2 : i64}> : (i32, i32) -> i1
          %145 = "arith.select"(%144, %118, %137) : (i1, i32, i32) -> i32
          %146 = "arith.constant"() <{value = 16 : i32}> : () -> i32
          %147 = "arith.ori"(%145, %146) : (i32, i32) -> i32
          %148 = "arith.subi"(%96, %128) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          "scf.yield"(%148) : (i32) -> ()
        }) : (index, index, index, i32) -> i32
        %149 = "arith.mulf"(%68, %41) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "scf.yield"(%141) : (i32) -> ()
      }) : (index, index, index, i32) -> i32
      %150 = "func.call"(%126, %121) <{callee = @m0_h1}> : (i32, i32) -> i32
      %151 = "arith.muli"(%150, %72) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %152 = "arith.constant"() <{value = 2 : index}> : () -> index
      %153 = "memref.load"(%arg3, %2) : (memref<64xi32>, index) -> i32
      %154 = "arith.cmpi"(%153, %20) <{predicate = 1 : i64}> : (i32, i32) -> i1
      %155 = "arith.select"(%154, %153, %120) : (i1, i32, i32) -> i32
      %156 = "func.call"(%155, %80) <{callee = @m0_h2}> : (i32, i32) -> i32
      %157 = "arith.xori"(%155, %151) : (i32, i32) -> i32
      %158 = "arith.constant"() <{value = 8 : i32}> : () -> i32
      %159 = "memref.load"(%arg3, %2) : (memref<64xi32>, index) -> i32
      "memref.store"(%159, %arg3, %2) : (i32, memref<64xi32>, index) -> ()
      %160 = "arith.index_cast"(%159) : (i32) -> index
      %161 = "arith.sitofp"(%97) : (i32) -> f32
      %162 = "arith.mulf"(%161, %68) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %163 = "func.call"(%159, %119) <{callee = @m0_h2}> : (i32, i32) -> i32
      %164 = "arith.constant"() <{value = 7 : index}> : () -> index
      %165 = "arith.cmpi"(%156, %90) <{predicate = 1 : i64}> : (i32, i32) -> i1
      %166 = "arith.select"(%165, %163, %89) : (i1, i32, i32) -> i32
      %167 = "arith.minsi"(%166, %102) : (i32, i32) -> i32
      %168 = "arith.sitofp"(%167) : (i32) -> f32
      %169 = "arith.andi"(%157, %126) : (i32, i32) -> i32
      "memref.store"(%153, %arg3, %123) : (i32, memref<64xi32>, index) -> ()
      %170 = "arith.cmpi"(%169, %166) <{predicate = 1 : i64}> : (i32, i32) -> i1
      %171 = "arith.select"(%170, %169, %118) : (i1, i32, i32) -> i32
      %172 = "arith.addi"(%171, %171) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %173 = "arith.sitofp"(%95) : (i32) -> f32
      %174 = "arith.subi"(%172, %13) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %175 = "arith.subf"(%173, %162) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "memref.store"(%174, %arg3, %2) : (i32, memref<64xi32>, index) -> ()
      %176 = "arith.xori"(%174, %87) : (i32, i32) -> i32
      %177 = "memref.load"(%arg3, %100) : (memref<64xi32>, index) -> i32
      %178 = "arith.xori"(%174, %87) : (i32, i32) -> i32
      %179 = "arith.minsi"(%178, %167) : (i32, i32) -> i32
      %180 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %181 = "arith.xori"(%163, %180) : (i32, i32) -> i32
      %182 = "arith.constant"() <{value = -1 : i32}> : () -> i32
      %183 = "arith.mulf"(%161, %68) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %184 = "arith.minsi"(%178, %181) : (i32, i32) -> i32
      %185 = "arith.minsi"(%87, %81) : (i32, i32) -> i32
      %186 = "arith.maxsi"(%185, %169) : (i32, i32) -> i32
      %187 = "arith.minsi"(%174, %185) : (i32, i32) -> i32
      %188 = "arith.constant"() <{value = 2 : i32}> : () -> i32
      %189 = "arith.xori"(%187, %20) : (i32, i32) -> i32
      %190 = "arith.mulf"(%183, %8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %191 = "arith.constant"() <{value = 15 : index}> : () -> index
      %192 = "memref.load"(%arg3, %2) : (memref<64xi32>, index) -> i32
      "memref.store"(%192, %arg3, %0) : (i32, memref<64xi32>, index) -> ()
      %193 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %194 = "arith.ori"(%192, %193) : (i32, i32) -> i32
      "func.return"(%194, %190) : (i32, f32) -> ()
    }) : () -> ()
    "func.func"() <{function_type = (i32, i32, f32, memref<64xi32>) -> (i32, f32), sym_name = "m0_f3"}> ({
    ^bb0(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: memref<64xi32>):
      %0 = "arith.constant"() <{value = 0 : index}> : () -> index
      %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %2 = "arith.constant"() <{value = 4 : i32}> : () -> i32
      %3 = "arith.addf"(%arg2, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %4 = "arith.addf"(%arg2, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %5 = "arith.cmpi"(%arg1, %arg1) <{predicate = 5 : i64}> : (i32, i32) -> i1
      %6 = "arith.select"(%5, %arg1, %1) : (i1, i32, i32) -> i32
      %7 = "arith.sitofp"(%6) : (i32) -> f32
      %8 = "arith.andi"(%2, %2) : (i32, i32) -> i32
      %9 = "memref.load"(%arg3, %0) : (memref<64xi32>, index) -> i32
      %10 = "arith.cmpi"(%9, %2) <{predicate = 4 : i64}> : (i32, i32) -> i1
      %11 = "arith.select"(%10, %9, %9) : (i1, i32, i32) -> i32
      %12 = "arith.constant"() <{value = 0 : index}> : () -> index
      %13 = "arith.constant"() <{value = 16 : index}> : () -> index
      %14 = "arith.constant"() <{value = 1 : index}> : () -> index
      %15 = "scf.for"(%12, %13, %14, %9) ({
      ^bb0(%16: index, %17: i32):
        %18 = "arith.index_cast"(%17) : (i32) -> index
        %19 = "arith.maxsi"(%arg0, %11) : (i32, i32) -> i32
        %20 = "func.call"(%19, %8) <{callee = @m0_h0}> : (i32, i32) -> i32
        %21 = "arith.minsi"(%19, %20) : (i32, i32) -> i32
        %22 = "arith.maxsi"(%arg0, %1) : (i32, i32) -> i32
        "memref.store"(%22, %arg3, %16) : (i32, memref<64xi32>, index) -> ()
        %23 = "arith.addf"(%arg2, %7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        %24 = "arith.constant"() <{value = 100 : i32}> : () -> i32
        %25 = "arith.addi"(%22, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %26 = "arith.cmpi"(%17, %20) <{predicate = 0 : i64}> : (i32, i32) -> i1
        %27 = "arith.select"(%26, %25, %25) : (i1, i32, i32) -> i32
        %28 = "arith.maxsi"(%arg1, %arg0) : (i32, i32) -> i32
        %29 = "arith.index_cast"(%28) : (i32) -> index
        %30 = "arith.addi"(%25, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %31 = "arith.maxsi"(%arg1, %arg0) : (i32, i32) -> i32
        %32 = "arith.ori"(%31, %17) : (i32, i32) -> i32
        "scf.yield"(%32) : (i32) -> ()
      }) : (index, index, index, i32) -> i32
      %33 = "arith.ori"(%9, %arg1) : (i32, i32) -> i32
      %34 = "arith.constant"() <{value = 42 : i32}> : () -> i32
      %35 = "arith.mulf"(%7, %3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %36 = "arith.maxsi"(%15, %2) : (i32, i32) -> i32
      %37 = "arith.constant"() <{value = 16 : index}> : () -> index
      %38 = "arith.cmpi"(%15, %36) <{predicate = 4 : i64}> : (i32, i32) -> i1
      %39 = "scf.if"(%38) ({
        %40 = "arith.constant"() <{value = 42 : i32}> : () -> i32
        %41 = "arith.constant"() <{value = 8 : i32}> : () -> i32
        %42 = "arith.constant"() <{value = 16 : i32}> : () -> i32
        %43 = "arith.constant"() <{value = 100 : i32}> : () -> i32
        %44 = "arith.constant"() <{value = 1 : i32}> : () -> i32
        %45 = "arith.index_cast"(%11) : (i32) -> index
        %46 = "arith.minsi"(%36, %6) : (i32, i32) -> i32
        %47 = "memref.load"(%arg3, %12) : (memref<64xi32>, index) -> i32
        "scf.yield"(%47) : (i32) -> ()
      }, {
        %48 = "memref.load"(%arg3, %12) : (memref<64xi32>, index) -> i32
        %49 = "arith.andi"(%2, %2) : (i32, i32) -> i32
        %50 = "arith.xori"(%8, %33) : (i32, i32) -> i32
        %51 = "arith.cmpi"(%50, %arg0) <{predicate = 1 : i64}> : (i32, i32) -> i1
        %52 = "arith.select"(%51, %50, %50) : (i1, i32, i32) -> i32
        %53 = "arith.sitofp"(%arg0) : (i32) -> f32
        %54 = "arith.sitofp"(%8) : (i32) -> f32
        %55 = "arith.constant"() <{value = 7 : i32}> : () -> i32
        "scf.yield"(%52) : (i32) -> ()
      }) : (i1) -> i32
      "memref.store"(%39, %arg3, %14) : (i32, memref<64xi32>, index) -> ()
      %56 = "arith.addf"(%35, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %57 = "arith.cmpi"(%39, %1) <{predicate = 0 : i64}> : (i32, i32) -> i1
      %58 = "arith.select"(%57, %39, %15) : (i1, i32, i32) -> i32
      %59 = "arith.constant"() <{value = 2 : i32}> : () -> i32
      %60 = "arith.andi"(%58, %34) : (i32, i32) -> i32
      %61 = "arith.ori"(%1, %34) : (i32, i32) -> i32
      %62 = "arith.addi"(%61, %33) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %63 = "memref.load"(%arg3, %37) : (memref<64xi32>, index) -> i32
      %64 = "arith.subi"(%63, %59) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "memref.store"(%36, %arg3, %37) : (i32, memref<64xi32>, index) -> ()
      %65 = "arith.constant"() <{value = 0 : index}> : () -> index
      %66 = "arith.constant"() <{value = 8 : index}> : () -> index
      %67 = "arith.constant"() <{value = 1 : index}> : () -> index
      %68 = "scf.for"(%65, %66, %67, %64) ({
      ^bb0(%69: index, %70: i32):
        %71 = "arith.constant"() <{value = 0 : i32}> : () -> i32
        %72 = "arith.addi"(%70, %71) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %73 = "arith.constant"() <{value = 255 : i32}> : () -> i32
        "scf.yield"(%72) : (i32) -> ()
      }) : (index, index, index, i32) -> i32
      %74 = "arith.constant"() <{value = 31 : index}> : () -> index
      %75 = "arith.constant"() <{value = 10 : i32}> : () -> i32
      %76 = "arith.ori"(%68, %arg0) : (i32, i32) -> i32
      %77 = "arith.minsi"(%76, %75) : (i32, i32) -> i32
      %78 = "arith.andi"(%77, %62) : (i32, i32) -> i32
      %79 = "memref.load"(%arg3, %66) : (memref<64xi32>, index) -> i32
      %80 = "arith.constant"() <{value = 7 : i32}> : () -> i32
      %81 = "arith.subf"(%56, %7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %82 = "arith.constant"() <{value = 8 : index}> : () -> index
      %83 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %84 = "arith.subi"(%79, %83) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %85 = "arith.constant"() <{value = 3 : i32}> : () -> i32
      %86 = "arith.ori"(%84, %63) : (i32, i32) -> i32
      %87 = "arith.muli"(%86, %83) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %88 = "arith.ori"(%79, %2) : (i32, i32) -> i32
      %89 = "arith.index_cast"(%88) : (i32) -> index
      %90 = "arith.subi"(%63, %59) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %91 = "arith.subi"(%77, %64) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %92 = "memref.load"(%arg3, %66) : (memref<64xi32>, index) -> i32
      %93 = "arith.xori"(%92, %58) : (i32, i32) -> i32
      %94 = "arith.maxsi"(%92, %11) : (i32, i32) -> i32
      %95 = "arith.subf"(%56, %7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %96 = "arith.xori"(%92, %58) : (i32, i32) -> i32
      %97 = "arith.cmpi"(%96, %91) <{predicate = 4 : i64}> : (i32, i32) -> i1
      %98 = "arith.select"(%97, %96, %90) : (i1, i32, i32) -> i32
      %99 = "arith.constant"() <{value = 3.140000e+00 : f32}> : () -> f32
      %100 = "arith.subf"(%81, %99) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %101 = "arith.constant"() <{value = 255 : i32}> : () -> i32
      %102 = "arith.addi"(%61, %33) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %103 = "memref.load"(%arg3, %74) : (memref<64xi32>, index) -> i32
      %104 = "arith.cmpi"(%84, %96) <{predicate = 4 : i64}> : (i32, i32) -> i1
      %105 = "arith.select"(%104, %103, %101) : (i1, i32, i32) -> i32
      %106 = "arith.constant"() <{value = 42 : i32}> : () -> i32
      %107 = "arith.muli"(%85, %34) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %108 = "arith.minsi"(%107, %88) : (i32, i32) -> i32
      %109 = "arith.cmpi"(%108, %91) <{predicate = 0 : i64}> : (i32, i32) -> i1
      %110 = "arith.select"(%109, %108, %83) : (i1, i32, i32) -> i32
      %111 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %112 = "arith.subi"(%107, %111) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %113 = "arith.andi"(%112, %84) : (i32, i32) -> i32
      %114 = "arith.subf"(%100, %99) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %115 = "arith.addi"(%113, %111) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %116 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %117 = "arith.subi"(%115, %116) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %118 = "arith.constant"() <{value = 7 : i32}> : () -> i32
      %119 = "arith.minsi"(%98, %118) : (i32, i32) -> i32
      %120 = "arith.index_cast"(%113) : (i32) -> index
      %121 = "arith.minsi"(%119, %86) : (i32, i32) -> i32
      %122 = "arith.constant"() <{value = 255 : i32}> : () -> i32
      %123 = "arith.mulf"(%114, %99) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %124 = "arith.mulf"(%81, %35) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %125 = "arith.minsi"(%121, %108) : (i32, i32) -> i32
      %126 = "arith.andi"(%125, %34) : (i32, i32) -> i32
      %127 = "arith.constant"() <{value = 64 : i32}> : () -> i32
      %128 = "memref.load"(%arg3, %0) : (memref<64xi32>, index) -> i32
      %129 = "arith.sitofp"(%126) : (i32) -> f32
      %130 = "arith.constant"() <{value = 255 : i32}> : () -> i32
      %131 = "arith.subi"(%128, %128) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %132 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %133 = "arith.xori"(%131, %132) : (i32, i32) -> i32
      %134 = "arith.constant"() <{value = 8 : i32}> : () -> i32
      %135 = "memref.load"(%arg3, %120) : (memref<64xi32>, index) -> i32
      %136 = "arith.xori"(%135, %93) : (i32, i32) -> i32
      %137 = "arith.minsi"(%136, %92) : (i32, i32) -> i32
      %138 = "arith.ori"(%112, %75) : (i32, i32) -> i32
      %139 = "arith.maxsi"(%138, %101) : (i32, i32) -> i32
      %140 = "arith.cmpi"(%139, %103) <{predicate = 5 : i64}> : (i32, i32) -> i1
      %141 = "scf.if"(%140) ({
        %142 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
        %143 = "arith.muli"(%136, %137) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %144 = "memref.load"(%arg3, %66) : (memref<64xi32>, index) -> i32
        %145 = "arith.subi"(%144, %127) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %146 = "arith.ori"(%145, %113) : (i32, i32) -> i32
        %147 = "func.call"(%146, %130) <{callee = @m0_h2}> : (i32, i32) -> i32
        %148 = "memref.load"(%arg3, %89) : (memref<64xi32>, index) -> i32
        %149 = "arith.constant"() <{value = 1 : i32}> : () -> i32
        %150 = "arith.constant"() <{value = 4 : i32}> : () -> i32
        %151 = "arith.ori"(%148, %119) : (i32, i32) -> i32
        "scf.yield"(%151) : (i32) -> ()
      }, {
        %152 = "arith.cmpi"(%139, %117) <{predicate = 3 : i64}> : (i32, i32) -> i1
        %153 = "arith.select"(%152, %139, %137) : (i1, i32, i32) -> i32
        %154 = "arith.cmpi"(%153, %126) <{predicate = 2 : i64}> : (i32, i32) -> i1
        %155 = "arith.select"(%154, %153, %105) : (i1, i32, i32) -> i32
        %156 = "arith.constant"() <{value = 16 : i32}> : () -> i32
        %157 = "arith.xori"(%155, %121) : (i32, i32) -> i32
        %158 = "arith.minsi"(%125, %126) : (i32, i32) -> i32
        %159 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
        %160 = "arith.addf"(%arg2, %99) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        %161 = "arith.addi"(%158, %59) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "scf.yield"(%161) : (i32) -> ()
      }) : (i1) -> i32
      %162 = "arith.muli"(%136, %135) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %163 = "arith.addi"(%131, %138) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %164 = "func.call"(%163, %138) <{callee = @m0_h0}> : (i32, i32) -> i32
      %165 = "arith.subf"(%100, %99) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %166 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %167 = "arith.muli"(%164, %166) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %168 = "arith.cmpi"(%110, %162) <{predicate = 5 : i64}> : (i32, i32) -> i1
      %169 = "arith.select"(%168, %167, %163) : (i1, i32, i32) -> i32
      %170 = "arith.index_cast"(%112) : (i32) -> index
      %171 = "arith.addi"(%169, %121) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %172 = "func.call"(%162, %128) <{callee = @m0_h0}> : (i32, i32) -> i32
      %173 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %174 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
      %175 = "arith.addf"(%165, %174) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %176 = "arith.sitofp"(%172) : (i32) -> f32
      %177 = "arith.index_cast"(%119) : (i32) -> index
      %178 = "arith.cmpi"(%172, %163) <{predicate = 1 : i64}> : (i32, i32) -> i1
      %179 = "scf.if"(%178) ({
        %180 = "arith.muli"(%126, %125) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %181 = "func.call"(%180, %171) <{callee = @m0_h0}> : (i32, i32) -> i32
        %182 = "arith.addi"(%181, %163) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %183 = "arith.xori"(%135, %93) : (i32, i32) -> i32
        %184 = "arith.mulf"(%176, %99) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        %185 = "arith.addi"(%137, %139) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "scf.yield"(%185) : (i32) -> ()
      }, {
        %186 = "arith.constant"() <{value = 7 : i32}> : () -> i32
        %187 = "arith.sitofp"(%172) : (i32) -> f32
        %188 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
        %189 = "arith.subf"(%187, %188) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        %190 = "arith.addi"(%131, %138) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %191 = "arith.index_cast"(%169) : (i32) -> index
        "scf.yield"(%190) : (i32) -> ()
      }) : (i1) -> i32
      "func.return"(%179, %176) : (i32, f32) -> ()
    }) : () -> ()
    "func.func"() <{function_type = (i32, i32, f32, memref<64xi32>) -> (i32, f32), sym_name = "m0_f4"}> ({
    ^bb0(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: memref<64xi32>):
      %0 = "arith.constant"() <{value = 0 : index}> : () -> index
      %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %2 = "arith.cmpi"(%arg1, %arg1) <{predicate = 2 : i64}> : (i32, i32) -> i1
      %3 = "arith.select"(%2, %arg1, %arg1) : (i1, i32, i32) -> i32
      %4 = "arith.mulf"(%arg2, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %5 = "arith.constant"() <{value = 15 : index}> : () -> index
      %6 = "arith.constant"() <{value = 100 : i32}> : () -> i32
      %7 = "arith.index_cast"(%3) : (i32) -> index
      %8 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
      %9 = "arith.constant"() <{value = 63 : index}> : () -> index
      %10 = "arith.andi"(%3, %6) : (i32, i32) -> i32
      %11 = "arith.index_cast"(%10) : (i32) -> index
      %12 = "arith.addf"(%4, %8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %13 = "arith.xori"(%3, %1) : (i32, i32) -> i32
      %14 = "arith.sitofp"(%3) : (i32) -> f32
      %15 = "arith.xori"(%13, %arg1) : (i32, i32) -> i32
      %16 = "arith.xori"(%arg0, %10) : (i32, i32) -> i32
      %17 = "arith.ori"(%3, %10) : (i32, i32) -> i32
      %18 = "arith.subi"(%17, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %19 = "arith.ori"(%3, %18) : (i32, i32) -> i32
      %20 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %21 = "arith.addi"(%19, %20) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %22 = "arith.mulf"(%12, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %23 = "arith.minsi"(%21, %19) : (i32, i32) -> i32
      %24 = "arith.constant"() <{value = 3.140000e+00 : f32}> : () -> f32
      %25 = "func.call"(%16, %arg0) <{callee = @m0_h0}> : (i32, i32) -> i32
      %26 = "arith.addf"(%22, %8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %27 = "arith.xori"(%25, %25) : (i32, i32) -> i32
      %28 = "arith.ori"(%25, %20) : (i32, i32) -> i32
      %29 = "arith.sitofp"(%27) : (i32) -> f32
      %30 = "arith.minsi"(%28, %13) : (i32, i32) -> i32
      %31 = "arith.maxsi"(%30, %6) : (i32, i32) -> i32
      %32 = "scf.if"(%2) ({
        %33 = "arith.constant"() <{value = 100 : i32}> : () -> i32
        %34 = "arith.constant"() <{value = 1.500000e+00 : f32}> : () -> f32
        %35 = "arith.minsi"(%21, %19) : (i32, i32) -> i32
        %36 = "func.call"(%35, %28) <{callee = @m0_h2}> : (i32, i32) -> i32
        %37 = "arith.addf"(%29, %22) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        %38 = "arith.constant"() <{value = -1 : i32}> : () -> i32
        "scf.yield"(%36) : (i32) -> ()
      }, {
        %39 = "arith.sitofp"(%17) : (i32) -> f32
        %40 = "arith.sitofp"(%21) : (i32) -> f32
        %41 = "arith.muli"(%30, %6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %42 = "memref.load"(%arg3, %7) : (memref<64xi32>, index) -> i32
        %43 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
        %44 = "arith.xori"(%arg0, %25) : (i32, i32) -> i32
        "scf.yield"(%44) : (i32) -> ()
      }) : (i1) -> i32
      %45 = "arith.ori"(%3, %10) : (i32, i32) -> i32
      %46 = "arith.cmpi"(%45, %13) <{predicate = 1 : i64}> : (i32, i32) -> i1
      %47 = "arith.select"(%46, %32, %arg0) : (i1, i32, i32) -> i32
      %48 = "arith.maxsi"(%47, %17) : (i32, i32) -> i32
      %49 = "arith.subi"(%48, %20) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %50 = "arith.subi"(%49, %20) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %51 = "arith.andi"(%50, %1) : (i32, i32) -> i32
      %52 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %53 = "arith.subi"(%51, %52) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %54 = "arith.constant"() <{value = 7 : i32}> : () -> i32
      %55 = "arith.andi"(%53, %6) : (i32, i32) -> i32
      %56 = "arith.cmpi"(%47, %53) <{predicate = 3 : i64}> : (i32, i32) -> i1
      %57 = "arith.select"(%56, %30, %23) : (i1, i32, i32) -> i32
      %58 = "arith.sitofp"(%25) : (i32) -> f32
      %59 = "arith.maxsi"(%25, %52) : (i32, i32) -> i32
      %60 = "arith.ori"(%25, %20) : (i32, i32) -> i32
      %61 = "arith.ori"(%59, %57) : (i32, i32) -> i32
      %62 = "arith.ori"(%61, %32) : (i32, i32) -> i32
      %63 = "arith.andi"(%62, %61) : (i32, i32) -> i32
      %64 = "arith.muli"(%63, %62) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %65 = "arith.ori"(%64, %45) : (i32, i32) -> i32
      %66 = "memref.load"(%arg3, %7) : (memref<64xi32>, index) -> i32
      %67 = "arith.xori"(%63, %65) : (i32, i32) -> i32
      %68 = "arith.muli"(%62, %64) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %69 = "arith.subi"(%68, %67) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %70 = "memref.load"(%arg3, %5) : (memref<64xi32>, index) -> i32
      %71 = "arith.constant"() <{value = 64 : i32}> : () -> i32
      %72 = "arith.cmpi"(%70, %48) <{predicate = 3 : i64}> : (i32, i32) -> i1
      %73 = "arith.select"(%72, %70, %62) : (i1, i32, i32) -> i32
      %74 = "arith.maxsi"(%73, %69) : (i32, i32) -> i32
      %75 = "arith.constant"() <{value = 64 : i32}> : () -> i32
      %76 = "arith.xori"(%74, %61) : (i32, i32) -> i32
      %77 = "arith.constant"() <{value = 8 : index}> : () -> index
      %78 = "arith.constant"() <{value = 16 : i32}> : () -> i32
      %79 = "arith.minsi"(%53, %62) : (i32, i32) -> i32
      %80 = "arith.xori"(%79, %70) : (i32, i32) -> i32
      %81 = "arith.subf"(%58, %26) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %82 = "arith.andi"(%80, %49) : (i32, i32) -> i32
      %83 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %84 = "arith.addi"(%82, %83) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %85 = "arith.index_cast"(%82) : (i32) -> index
      %86 = "func.call"(%84, %69) <{callee = @m0_h0}> : (i32, i32) -> i32
      %87 = "arith.andi"(%86, %79) : (i32, i32) -> i32
      %88 = "arith.mulf"(%81, %24) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %89 = "arith.muli"(%87, %78) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %90 = "arith.ori"(%61, %32) : (i32, i32) -> i32
      %91 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %92 = "arith.addi"(%68, %91) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %93 = "arith.xori"(%79, %70) : (i32, i32) -> i32
      %94 = "arith.constant"() <{value = 10 : i32}> : () -> i32
      %95 = "arith.andi"(%86, %82) : (i32, i32) -> i32
      %96 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
      %97 = "arith.mulf"(%88, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %98 = "arith.muli"(%95, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %99 = "arith.constant"() <{value = 0 : index}> : () -> index
      %100 = "arith.constant"() <{value = 100 : index}> : () -> index
      %101 = "arith.constant"() <{value = 1 : index}> : () -> index
      %102 = "scf.for"(%99, %100, %101, %98) ({
      ^bb0(%103: index, %104: i32):
        %105 = "arith.mulf"(%97, %96) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        %106 = "arith.andi"(%104, %83) : (i32, i32) -> i32
        %107 = "arith.constant"() <{value = 3.140000e+00 : f32}> : () -> f32
        %108 = "arith.constant"() <{value = 3 : i32}> : () -> i32
        %109 = "memref.load"(%arg3, %85) : (memref<64xi32>, index) -> i32
        %110 = "arith.addi"(%98, %104) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %111 = "arith.minsi"(%110, %109) : (i32, i32) -> i32
        %112 = "arith.constant"() <{value = 1.500000e+00 : f32}> : () -> f32
        %113 = "arith.constant"() <{value = 7 : i32}> : () -> i32
        %114 = "func.call"(%111, %106) <{callee = @m0_h1}> : (i32, i32) -> i32
        %115 = "memref.load"(%arg3, %9) : (memref<64xi32>, index) -> i32
        %116 = "arith.cmpi"(%115, %1) <{predicate = 4 : i64}> : (i32, i32) -> i1
        %117 = "arith.select"(%116, %70, %115) : (i1, i32, i32) -> i32
        %118 = "arith.index_cast"(%117) : (i32) -> index
        %119 = "memref.load"(%arg3, %5) : (memref<64xi32>, index) -> i32
        %120 = "arith.ori"(%119, %114) : (i32, i32) -> i32
        %121 = "arith.constant"() <{value = 1 : i32}> : () -> i32
        %122 = "arith.constant"() <{value = 7 : i32}> : () -> i32
        %123 = "arith.index_cast"(%115) : (i32) -> index
        %124 = "arith.constant"() <{value = 7 : i32}> : () -> i32
        %125 = "arith.andi"(%120, %113) : (i32, i32) -> i32
        %126 = "arith.andi"(%82, %84) : (i32, i32) -> i32
        "scf.yield"(%126) : (i32) -> ()
      }) : (index, index, index, i32) -> i32
      %127 = "arith.addi"(%87, %84) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %128 = "arith.constant"() <{value = 10 : i32}> : () -> i32
      %129 = "arith.cmpi"(%127, %52) <{predicate = 4 : i64}> : (i32, i32) -> i1
      %130 = "arith.select"(%129, %127, %68) : (i1, i32, i32) -> i32
      %131 = "arith.minsi"(%80, %130) : (i32, i32) -> i32
      %132 = "arith.maxsi"(%131, %130) : (i32, i32) -> i32
      %133 = "arith.andi"(%86, %82) : (i32, i32) -> i32
      %134 = "arith.constant"() <{value = 8 : i32}> : () -> i32
      %135 = "arith.sitofp"(%86) : (i32) -> f32
      %136 = "arith.andi"(%133, %74) : (i32, i32) -> i32
      %137 = "arith.cmpi"(%136, %134) <{predicate = 0 : i64}> : (i32, i32) -> i1
      "cf.cond_br"(%137, %136, %89)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
    ^bb1(%138: i32):
      %139 = "arith.mulf"(%88, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %140 = "arith.subf"(%139, %12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %141 = "scf.if"(%46) ({
        %142 = "arith.constant"() <{value = 100 : i32}> : () -> i32
        %143 = "arith.minsi"(%138, %134) : (i32, i32) -> i32
        %144 = "arith.cmpi"(%138, %127) <{predicate = 0 : i64}> : (i32, i32) -> i1
        %145 = "arith.select"(%144, %143, %52) : (i1, i32, i32) -> i32
        %146 = "arith.mulf"(%140, %24) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        %147 = "func.call"(%145, %145) <{callee = @m0_h2}> : (i32, i32) -> i32
        %148 = "arith.constant"() <{value = 7 : index}> : () -> index
        %149 = "arith.subi"(%147, %142) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %150 = "arith.addi"(%149, %102) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %151 = "arith.constant"() <{value = 100 : i32}> : () -> i32
        %152 = "arith.ori"(%102, %145) : (i32, i32) -> i32
        "scf.yield"(%152) : (i32) -> ()
      }, {
        %153 = "arith.mulf"(%139, %96) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        %154 = "arith.addi"(%138, %70) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        %155 = "arith.constant"() <{value = 100 : i32}> : () -> i32
        %156 = "arith.subf"(%139, %12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        %157 = "arith.maxsi"(%98, %20) : (i32, i32) -> i32
        %158 = "arith.mulf"(%139, %96) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        %159 = "arith.xori"(%157, %80) : (i32, i32) -> i32
        "memref.store"(%159, %arg3, %85) : (i32, memref<64xi32>, index) -> ()
        %160 = "arith.xori"(%159, %127) : (i32, i32) -> i32
        %161 = "arith.minsi"(%160, %79) : (i32, i32) -> i32
        %162 = "arith.ori"(%161, %92) : (i32, i32) -> i32
        "scf.yield"(%162) : (i32) -> ()
      }) : (i1) -> i32
      %163 = "arith.mulf"(%88, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "cf.br"(%141)[^bb3] : (i32) -> ()
    ^bb2(%164: i32):
      %165 = "arith.andi"(%80, %49) : (i32, i32) -> i32
      %166 = "arith.minsi"(%165, %136) : (i32, i32) -> i32
      %167 = "arith.muli"(%166, %52) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %168 = "arith.andi"(%133, %74) : (i32, i32) -> i32
      %169 = "arith.muli"(%166, %52) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %170 = "arith.cmpi"(%169, %84) <{predicate = 5 : i64}> : (i32, i32) -> i1
      %171 = "arith.select"(%170, %165, %86) : (i1, i32, i32) -> i32
      %172 = "arith.xori"(%171, %102) : (i32, i32) -> i32
      "memref.store"(%172, %arg3, %0) : (i32, memref<64xi32>, index) -> ()
      %173 = "arith.maxsi"(%75, %71) : (i32, i32) -> i32
      "memref.store"(%173, %arg3, %85) : (i32, memref<64xi32>, index) -> ()
      %174 = "arith.andi"(%173, %75) : (i32, i32) -> i32
      %175 = "arith.cmpi"(%174, %91) <{predicate = 1 : i64}> : (i32, i32) -> i1
      %176 = "arith.select"(%175, %167, %94) : (i1, i32, i32) -> i32
      %177 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %178 = "arith.addi"(%176, %177) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %179 = "arith.muli"(%178, %6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %180 = "arith.addi"(%179, %130) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %181 = "arith.ori"(%178, %164) : (i32, i32) -> i32
      %182 = "arith.subi"(%174, %167) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %183 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %184 = "arith.addi"(%182, %6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %185 = "func.call"(%182, %83) <{callee = @m0_h1}> : (i32, i32) -> i32
      %186 = "arith.cmpi"(%185, %171) <{predicate = 3 : i64}> : (i32, i32) -> i1
      %187 = "arith.select"(%186, %185, %1) : (i1, i32, i32) -> i32
      %188 = "arith.mulf"(%135, %88) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %189 = "arith.maxsi"(%173, %171) : (i32, i32) -> i32
      %190 = "arith.ori"(%189, %164) : (i32, i32) -> i32
      "cf.br"(%190)[^bb3] : (i32) -> ()
    ^bb3(%191: i32):
      "func.return"(%191, %135) : (i32, f32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()
