#!/usr/bin/env bash
# Generates and compiles an oxir TOML spec the MLIR way, and prints the figures:
# mlir-tblgen-19 time, generated C++ lines, g++ compile time (-O2 and -O0) of the generated ops.
# Needs Debian's mlir-19-tools and libmlir-19-dev (installed here when missing).
# Usage: scripts/build-cost/tblgen.sh defs/<dialect>.toml
set -euo pipefail
spec=$1
here=$(cd "$(dirname "$0")" && pwd)
if [ ! -d /usr/lib/llvm-19/include/mlir ] || ! command -v mlir-tblgen-19 >/dev/null; then
  apt-get update -qq && apt-get install -y -qq --no-install-recommends mlir-19-tools libmlir-19-dev >/dev/null
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 "$here/toml_to_td.py" "$spec" --td "$work/Ops.td" --cpp "$work/Ops.cpp"
inc=/usr/lib/llvm-19/include
# The wall seconds of a command; its errors are shown and stop the script.
seconds() {
  local log
  log=$(mktemp)
  if ! /usr/bin/time -o "$log" -f %e "$@" >/dev/null; then
    echo "failed: $*" >&2
    exit 1
  fi
  tail -1 "$log"
  rm -f "$log"
}
t_gen=0
for kind in op-decls:Ops.h.inc op-defs:Ops.cpp.inc dialect-decls:Dialect.h.inc \
            dialect-defs:Dialect.cpp.inc enum-decls:Enums.h.inc enum-defs:Enums.cpp.inc; do
  gen=${kind%%:*} out=${kind##*:}
  t=$(seconds mlir-tblgen-19 "-gen-$gen" -I "$inc" "$work/Ops.td" -o "$work/$out")
  t_gen=$(python3 -c "print(round($t_gen + $t, 2))")
done
lines=$(cat "$work"/*.inc | wc -l)
t_o2=$(seconds g++ -std=c++17 -O2 -fno-rtti -I "$inc" -I "$work" -c "$work/Ops.cpp" -o "$work/o2.o")
t_o0=$(seconds g++ -std=c++17 -O0 -fno-rtti -I "$inc" -I "$work" -c "$work/Ops.cpp" -o "$work/o0.o")
ops=$(grep -c '^\[\[op\]\]' "$spec")
echo "spec: $spec ($ops ops)"
echo "mlir-tblgen-19 (6 generators): ${t_gen} s, ${lines} generated C++ lines"
echo "g++ -O2 compile: ${t_o2} s; g++ -O0 compile: ${t_o0} s"
