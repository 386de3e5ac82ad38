define void @f(i32 %x) {
  %y = add i32 %x, %y
  ret void
}
