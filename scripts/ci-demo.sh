#!/usr/bin/env bash
# Runs the Orders demo with a fixed script and checks that it ends on the expected screen, then opens every deep
# link that `orders-demo --help`, README.md and Docs/ advertise and checks that each lands where it says.
# Usage: bash scripts/ci-demo.sh   (the lead wires it into .ci/run)
set -euo pipefail
cd "$(dirname "$0")/.."

script="open 3, status, pick 4, back, back, quit"
swift build --product orders-demo
output=$(swift run --skip-build orders-demo --script "$script" --graph)
echo "$output"

fail() { echo "ci-demo: $*" >&2; exit 1; }
# The details of order #7 show the status picked in the modal picker.
grep -q 'Status:    delivered' <<<"$output" || fail "the picked status did not reach the details screen"
# Going back from the list's root surfaces the typed navigation error instead of doing nothing.
grep -q '^! ' <<<"$output" || fail "back on the root did not report an error"
# The last screen before quitting is the orders list with the whole stack back to its root.
last_stack=$(grep '^stack: ' <<<"$output" | tail -n 1)
[ "$last_stack" = "stack: Orders" ] || fail "unexpected final stack: $last_stack"
grep -q '^graph TD' <<<"$output" || fail "--graph printed no Mermaid graph"
grep -q 'bye' <<<"$output" || fail "quit did not end the demo"

# A deep link at launch lands on the details with the list under them, so back returns to the list.
linked=$(swift run --skip-build orders-demo --open "harbor://orders/7" --script "back, quit")
[ "$(grep '^stack: ' <<<"$linked" | tr '\n' '|')" = "stack: Orders|stack: Orders > Order #7|stack: Orders|" ] ||
    fail "--open did not land on order #7 above the list"

# Every link of the demo's scheme that `--help` or the docs advertise opens, at launch, the screens it names:
# harbor://orders the list, harbor://orders/N the details of order N above it. The links are read from the help
# text and the docs, so a link advertised there is checked here without being listed.
help=$(swift run --skip-build orders-demo --help)
links=$( { cat <<<"$help"; cat README.md; find Docs -name '*.md' -exec cat {} +; } |
    grep -oE 'harbor://[A-Za-z0-9_./:%-]*[A-Za-z0-9_/]' | sort -u)
grep -q 'harbor://' <<<"$help" || fail "--help advertises no link"
for link in $links; do
    opened=$(swift run --skip-build orders-demo --open "$link" --script "quit")
    if grep -q '^! ' <<<"$opened"; then fail "$link (advertised) does not open: $(grep '^! ' <<<"$opened")"; fi
    if [[ $link == harbor://orders ]]; then
        expected="stack: Orders"
    elif [[ $link =~ ^harbor://orders/([0-9]+)$ ]]; then
        expected="stack: Orders > Order #${BASH_REMATCH[1]}"
    else
        fail "$link (advertised) opened, but this script does not know which screens it names: add it above"
    fi
    last=$(grep '^stack: ' <<<"$opened" | tail -n 1)
    [ "$last" = "$expected" ] || fail "$link (advertised) ended on '$last', not '$expected'"
    echo "ci-demo: $link opens ${expected#stack: }"
done
echo "ci-demo: ok"
