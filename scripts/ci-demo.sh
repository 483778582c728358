#!/usr/bin/env bash
# Runs the Orders demo with a fixed script and checks that it ends on the expected screen.
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
echo "ci-demo: ok"
