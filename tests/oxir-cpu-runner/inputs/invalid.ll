; Parses, but does not verify: %x is used where it is not defined on every path.
define i32 @main() {
entry:
  br label %exit
other:
  %x = add i32 1, 2
  br label %exit
exit:
  ret i32 %x
}
