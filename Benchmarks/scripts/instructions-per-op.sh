#!/usr/bin/env bash
# Instructions per operation of one scenario's variant, counted by callgrind: repeatable whatever else the
# machine runs. Runs the variant twice (N1 and N2 iterations) and divides the difference, so set-up and
# self-checks cancel out.
#
#   Benchmarks/scripts/instructions-per-op.sh 1 Harbor          # scenario 1, Harbor's row
#   Benchmarks/scripts/instructions-per-op.sh 5b "Harbor bound protocol, .singleton"
#   N1=10 N2=110 Benchmarks/scripts/instructions-per-op.sh 7b Harbor   # per iteration of 1,000 resolves
#
# The variant is the row's exact name in the table (or, if no row has it, every row whose name starts with it).
# Only what the variant measures is counted: the meter toggles callgrind's collection when it starts and stops
# (`bench_callgrind_toggle`), and collection is off at start. So a start-up row (scenario 7) counts its binds
# or first resolves, not the making and tearing down of its container between them, as its time does.
#
# valgrind 3.19 cannot read the DWARF 5 debug info Swift emits, so it profiles a copy without debug info.
# The standard library's hash seed is fixed (`SWIFT_DETERMINISTIC_HASHING`): with a random one, the set-up's
# dictionaries move some rows by a few instructions between runs of one build.
set -euo pipefail
export SWIFT_DETERMINISTIC_HASHING=1
cd "$(dirname "$0")/.."
scenario=$1
variant=$2
n1=${N1:-2000}
n2=${N2:-22000}
swift build -c release --product harbor-bench >/dev/null
binary=$(mktemp)
trap 'rm -f "$binary" "$binary".out.* "$binary.log"' EXIT
objcopy --strip-debug "$(swift build -c release --show-bin-path)/harbor-bench" "$binary"
count() {
    valgrind --tool=callgrind --collect-atstart=no --callgrind-out-file="$binary.out.$1" "$binary" --smoke \
        --only "$scenario" --variant "$variant" --iterations "$1" --memory-resolves 0 >"$binary.log" 2>&1 ||
        { cat "$binary.log" >&2; exit 1; }
    callgrind_annotate "$binary.out.$1" 2>/dev/null | awk '/PROGRAM TOTALS/ { gsub(",", "", $1); print $1 }'
}
first=$(count "$n1")
second=$(count "$n2")
echo "scenario $scenario, $variant: $(( (second - first) / (n2 - n1) )) instructions/op"
