#!/bin/sh
# differential.sh FILE PREFIX: translates FILE with oxir-translate and with mlir-translate-19,
# checks that ours is accepted by llvm-as-19 and `opt-19 -passes=verify`, runs both with lli-19
# and fails unless they print the same and exit with the same status. Prints what ours printed,
# then `exit <status>`.
set -e
oxir-translate --mlir-to-llvmir "$1" -o "$2.oxir.ll"
llvm-as-19 "$2.oxir.ll" -o /dev/null
opt-19 -passes=verify -disable-output "$2.oxir.ll"
mlir-translate-19 --mlir-to-llvmir "$1" -o "$2.ref.ll"
set +e
lli-19 "$2.oxir.ll" > "$2.oxir.out"
echo "exit $?" >> "$2.oxir.out"
lli-19 "$2.ref.ll" > "$2.ref.out"
echo "exit $?" >> "$2.ref.out"
set -e
diff "$2.ref.out" "$2.oxir.out"
cat "$2.oxir.out"
