// A small function with a loop, written in MLIR 19's generic form. `oxir-opt` parses it,
// verifies it and prints it back; `--mlir-print-op-generic` keeps the generic form.
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "sum_to"}> ({
  ^bb0(%n: i32):
    %zero = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %one = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "cf.br"(%zero, %zero)[^loop] : (i32, i32) -> ()
  ^loop(%i: i32, %acc: i32):
    %done = "arith.cmpi"(%i, %n) <{predicate = 5 : i64}> : (i32, i32) -> i1
    "cf.cond_br"(%done, %acc, %i, %acc)[^exit, ^body] <{operandSegmentSizes = array<i32: 1, 1, 2>}> : (i1, i32, i32, i32) -> ()
  ^body(%j: i32, %sum: i32):
    %next_sum = "arith.addi"(%sum, %j) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %next = "arith.addi"(%j, %one) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.br"(%next, %next_sum)[^loop] : (i32, i32) -> ()
  ^exit(%result: i32):
    "func.return"(%result) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
