#!/usr/bin/env bash
# Instructions per bind of scenario 16 (bind 1,000, 10,000 or 50,000 `.singleton` services on an empty root, each
# resolved right after it is bound; alone, and with four other threads resolving services bound before), counted
# by callgrind: the table of RESULTS.md's "Binding at scale" section.
#
#   Benchmarks/scripts/binding-scale.sh            # the six rows (about half an hour on a busy 2-core machine)
#   Benchmarks/scripts/binding-scale.sh 16a 16b    # only these sizes
#   HARBOR_BENCH=/tmp/harbor-bench-old Benchmarks/scripts/binding-scale.sh 16a   # another build
#
# Only the binding thread is counted: callgrind writes one file per thread (`--separate-threads=yes`), and the
# binding thread is the main one (`-01`). So the readers' own resolves are left out, and what they cost the binder
# (waiting for the lock, work done again) is in. Each row runs one iteration, whose meter covers the binds and their
# resolves only (the container and the readers are set up and stopped outside it). Under valgrind the threads take
# turns on one core, so the readers interleave with the binder at valgrind's thread switches, not at every
# instruction: wall time (harbor-bench's table) shows the contention, this count shows the work.
set -euo pipefail
export SWIFT_DETERMINISTIC_HASHING=1
cd "$(dirname "$0")/.."
# HARBOR_BENCH=path: count another build of harbor-bench (say, one of an earlier commit) instead of this one.
if [[ -z ${HARBOR_BENCH:-} ]]; then
    swift build -c release --product harbor-bench >/dev/null
    HARBOR_BENCH="$(swift build -c release --show-bin-path)/harbor-bench"
fi
binary=$(mktemp)
trap 'rm -f "$binary" "$binary".out* "$binary.log"' EXIT
objcopy --strip-debug "$HARBOR_BENCH" "$binary"

sizes=("16a|1000" "16b|10000" "16c|50000")
grouped() { sed -e ':a' -e 's/\([0-9]\)\([0-9]\{3\}\)\($\|,\)/\1,\2\3/' -e 'ta' <<<"$1"; }
echo "| # | bindings | threads resolving meanwhile | instructions per bind (and its resolve) |"
echo "|---|--:|--:|--:|"
for spec in "${sizes[@]}"; do
    IFS='|' read -r id count <<<"$spec"
    if (($# > 0)) && [[ " $* " != *" $id "* ]]; then continue; fi
    for variant in "Harbor" "Harbor, 4 threads resolving"; do
        rm -f "$binary".out*
        valgrind --tool=callgrind --collect-atstart=no --separate-threads=yes --callgrind-out-file="$binary.out" \
            "$binary" --smoke --only "$id" --variant "$variant" --iterations 1 --memory-resolves 0 >"$binary.log" 2>&1 ||
            { cat "$binary.log" >&2; exit 1; }
        total=$(callgrind_annotate "$binary.out-01" 2>/dev/null | awk '/PROGRAM TOTALS/ { gsub(",", "", $1); print $1 }')
        readers=$([[ $variant == Harbor ]] && echo 0 || echo 4)
        echo "| $id | $(grouped "$count") | $readers | $(grouped $((total / count))) |"
    done
done
