; An `i32 @main` through lli-19, whose exit status is main's result, and through the runner, which
; prints it: the same text, after what the program printed with printf.
; REQUIRES: lli
; RUN: %exit_status lli-19 %s > %t.lli
; RUN: oxir-cpu-runner --entry-point-result=i32 %s > %t.oxir
; RUN: oxir-cpu-runner --entry-point-result=i32 -O2 %s > %t.oxir2
; RUN: diff %t.lli %t.oxir
; RUN: diff %t.lli %t.oxir2
; RUN: FileCheck %s < %t.oxir
; CHECK:      5! = 120
; CHECK-NEXT: {{^}}120{{$}}

declare i32 @printf(ptr, ...)

@fmt = private constant [10 x i8] c"%d! = %d\0A\00"

define i32 @factorial(i32 %n) {
entry:
  %small = icmp sle i32 %n, 1
  br i1 %small, label %base, label %recurse
base:
  ret i32 1
recurse:
  %m = sub i32 %n, 1
  %f = call i32 @factorial(i32 %m)
  %r = mul i32 %n, %f
  ret i32 %r
}

define i32 @main() {
  %f = call i32 @factorial(i32 5)
  %p = call i32 (ptr, ...) @printf(ptr @fmt, i32 5, i32 %f)
  ret i32 %f
}
