#!/usr/bin/env bash
# Prints the instruction table of Benchmarks/RESULTS.md: callgrind instructions per operation of Harbor, the
# hand-written floor and the anchor (Swinject or OpenCombine), one instructions-per-op.sh run per cell.
#
#   Benchmarks/scripts/instructions-table.sh            # every row (about ten minutes on a busy 2-core machine)
#   Benchmarks/scripts/instructions-table.sh 1 2 9a     # only these rows
#
# Each cell runs its variant twice under callgrind; the iteration counts below keep a cell to a few seconds.
# After the table, the limits Benchmarks/README.md states are checked for the rows measured.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"

# id | operation | Harbor row | floor row | anchor row ("-": none) | N1 | N2 | operations per iteration
rows=(
    "1|resolve a per-request service with 2 dependencies|Harbor|hand-written|Swinject|200|2200|1"
    "2|resolve an existing singleton|Harbor|hand-written (lazy property returned from a function)|Swinject|200|2200|1"
    "3|resolve the top of a 5-level per-request chain|Harbor|hand-written|Swinject|200|2200|1"
    "4|resolve a view model with struct arguments and a singleton|Harbor|hand-written|Swinject|200|2200|1"
    "5a|resolve a bound protocol, per-request, 2 dependencies|Harbor bound protocol|hand-written|Swinject|200|2200|1"
    "5b|resolve a bound protocol, existing singleton|Harbor bound protocol, .singleton|hand-written (lazy property returned from a function)|Swinject|200|2200|1"
    "5c|resolve the shared instance for one argument value|Harbor bound protocol, .singleton with arguments|hand-written (dictionary under a lock)|-|200|2200|1"
    "7a|bind one of 1,000 protocols|Harbor|hand-written (dictionary of closures)|Swinject|2|12|1000"
    "7b|first resolve of one of 1,000 singletons|Harbor|hand-written (init into an array)|Swinject (.container scope)|2|12|1000"
    "9a|raise an event to 1 subscriber|Harbor Event|closure array|OpenCombine PassthroughSubject|200|2200|1"
    "9c|raise an event to 100 subscribers|Harbor Event|closure array|OpenCombine PassthroughSubject|20|220|1"
    "9d|subscribe one of 1,000 subscribers|Harbor Event|closure array|OpenCombine PassthroughSubject|2|12|1000"
    "10|present a screen on a 20-deep hierarchy|Harbor PresenterService (default viewModel storage)|hand-written (walk to the top, present)|-|20|220|1"
    "13b|open a deep link three screens deep|Harbor RouterService.open|hand-written (parse, create, select, set the stack)|-|20|220|1"
)

# Instructions per operation of one variant.
count() {
    local scenario=$1 variant=$2 n1=$3 n2=$4 operations=$5 line
    line=$(N1=$n1 N2=$n2 "$here/instructions-per-op.sh" "$scenario" "$variant")
    echo $(($(awk '{ print $(NF - 1) }' <<<"$line") / operations))
}

grouped() { sed -e ':a' -e 's/\([0-9]\)\([0-9]\{3\}\)\($\|,\)/\1,\2\3/' -e 'ta' <<<"$1"; }

limits=()
lowest_swinject=""
echo "| # | operation | Harbor | hand-written | anchor | Harbor ÷ hand-written | anchor ÷ Harbor |"
echo "|---|---|--:|--:|--:|--:|--:|"
for spec in "${rows[@]}"; do
    IFS='|' read -r id operation harbor floor anchor n1 n2 operations <<<"$spec"
    if (($# > 0)) && [[ " $* " != *" $id "* ]]; then continue; fi
    h=$(count "$id" "$harbor" "$n1" "$n2" "$operations")
    f=$(count "$id" "$floor" "$n1" "$n2" "$operations")
    a="" anchor_ratio=""
    if [[ $anchor != - ]]; then
        a=$(count "$id" "$anchor" "$n1" "$n2" "$operations")
        anchor_ratio=$(awk -v a="$a" -v h="$h" 'BEGIN { printf "%.0f×", a / h }')
        a="$(grouped "$a") (${anchor%% *})"
    fi
    floor_ratio=$(awk -v h="$h" -v f="$f" 'BEGIN { printf "%.1f×", h / f }')
    echo "| $id | $operation | $(grouped "$h") | $(grouped "$f") | $a | $floor_ratio | $anchor_ratio |"
    case $id in 1) limit=3 ;; 2) limit=6 ;; 9a) limit=3 ;; *) limit="" ;; esac
    if [[ -n $limit ]]; then
        limits+=("$id $floor_ratio (at most ${limit}×: $(awk -v h="$h" -v f="$f" -v l="$limit" \
            'BEGIN { print (h / f <= l ? "within" : "over") }'))")
    fi
    if [[ $id =~ ^[1-6] && $anchor == Swinject* ]]; then
        ratio=$(awk -v a="${a%% *}" -v h="$h" 'BEGIN { gsub(",", "", a); printf "%.0f", a / h }')
        if [[ -z $lowest_swinject ]] || ((ratio < lowest_swinject)); then lowest_swinject=$ratio; fi
    fi
done
# The limits Benchmarks/README.md states, for the rows measured.
echo
if ((${#limits[@]} > 0)); then
    joined=$(printf '%s; ' "${limits[@]}")
    echo "Against hand-written code, row by row: ${joined%; }."
fi
if [[ -n $lowest_swinject ]]; then
    verdict=$( ((lowest_swinject >= 5)) && echo within || echo over)
    echo "Fewest times fewer instructions than Swinject on a resolve row: ${lowest_swinject}× (at least 5×: $verdict)."
fi
