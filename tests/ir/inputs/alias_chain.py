"""Writes a chain of COUNT type aliases, each a tuple of the one before, and an op using the
last one: `!a0 = tuple<i32>`, `!a1 = tuple<!a0>`, ... (input of alias-chains.mlir)."""
import sys

count = int(sys.argv[1])
lines = ["!a0 = tuple<i32>"]
lines += [f"!a{i} = tuple<!a{i - 1}>" for i in range(1, count)]
lines.append(f'"t.op"() {{a = !a{count - 1}}} : () -> ()')
print("\n".join(lines))
