define void @f(i32 %x) {
  %y = add i32 %x, %y
  ret void
}
!llvm.module.flags = !{!0}
!0 = !{i32 2, !"Debug Info Version", i32 3}
