define void @f(ptr %a) {
  br label %b
b:
  indirectbr ptr %a, [label %b]
}
