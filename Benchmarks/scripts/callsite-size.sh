#!/usr/bin/env bash
# Bytes of code per `container.resolve()` call site in a release build of the Harbor checkout this script is in.
#
#   Benchmarks/scripts/callsite-size.sh                # prints the table RESULTS.md shows
#   CALLSITE_DIR=/tmp/callsite Benchmarks/scripts/callsite-size.sh
#
# Generates a consumer package (callsite-size.py) with 200 `resolve()` call sites, a third each per-request
# with arguments, singleton and bound protocol, and the same hosts with empty initializers; builds it with
# `swift build -c release` against this checkout (`.package(path:)`); compares the objects' function sizes
# (`nm -S`). The package stays in Benchmarks/.build/callsite-size, so a second run rebuilds only what changed.
# Needs Linux binutils (`nm`, `size`) and python3. The first run builds HarborContainer in release: minutes.
set -euo pipefail
scripts="$(cd "$(dirname "$0")" && pwd)"
checkout="$(cd "$scripts/../.." && pwd)"
package="${CALLSITE_DIR:-$checkout/Benchmarks/.build/callsite-size}"
merge_off=(-Xswiftc -Xfrontend -Xswiftc -disable-llvm-merge-functions-pass)
python3 "$scripts/callsite-size.py" generate "$package" "$checkout"
# The 200 hosts are alike, so LLVM's function merging would fold their inlined resolves into one parameterised
# copy; an app's call sites sit in functions that differ, so the pass is off here.
swift build -c release --package-path "$package" "${merge_off[@]}" >&2
python3 "$scripts/callsite-size.py" report "$package"
