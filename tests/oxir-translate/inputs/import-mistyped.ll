define i32 @f() {
  ret i64 1
}
