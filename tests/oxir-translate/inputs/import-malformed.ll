define i32 @f() {
  %1 = add i32 1
  ret i32 %1
}
