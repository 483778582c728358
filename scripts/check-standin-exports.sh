#!/usr/bin/env bash
# The Apple SDK stand-in must not make visible what Apple's modules do not: a stand-in module that re-exports a
# module Apple's does not lets Harbor compile on Linux and fail on iOS (a file using Combine's types with only
# `import SwiftUI`). Two checks:
#   1. every `@_exported import` in AppleSDKStandIn/Sources is on the allow-list below, each entry justified by
#      Apple's own module;
#   2. (with --compile-fail, after the stand-in is built) a file importing only the stand-in's SwiftUI that names
#      `ObservableObject` fails to type-check with "cannot find type", as against Apple's SDK.
# Run by scripts/ci-apple-standin.sh.
set -euo pipefail
cd "$(dirname "$0")/.."

# "<stand-in module> <module it re-exports>", one a line, each as Apple's SDK does it:
allowed=(
    # UIKit's module map says `export *` and its umbrella header imports <Foundation/Foundation.h>, which imports
    # the Objective-C runtime's headers: `import UIKit` makes the ObjectiveC module visible on iOS.
    "UIKit ObjectiveC"
    # A cross-import overlay re-exports the module that declares it: the toolchain's _Testing_Foundation
    # interface reads `@_exported public import Testing`, and Swift Testing's _Testing_UIKit does the same.
    "_Testing_UIKit Testing"
)

status=0
while IFS= read -r line; do
    file=${line%%:*}
    module=$(echo "$file" | sed -E 's|^AppleSDKStandIn/Sources/([^/]+)/.*|\1|')
    exported=$(echo "$line" | sed -E 's/.*@_exported[[:space:]]+import[[:space:]]+([A-Za-z_][A-Za-z0-9_]*).*/\1/')
    pair="$module $exported"
    ok=false
    for entry in "${allowed[@]}"; do
        [ "$entry" = "$pair" ] && ok=true
    done
    if ! $ok; then
        echo "check-standin-exports: $file: the stand-in's $module re-exports $exported, which Apple's $module does not" >&2
        status=1
    fi
done < <(grep -rnE '^[[:space:]]*@_exported[[:space:]]+import' AppleSDKStandIn/Sources --include='*.swift' || true)
[ $status -eq 0 ] || exit $status
echo "check-standin-exports: every re-export is Apple's (${#allowed[@]} allowed)"

if [ "${1:-}" = "--compile-fail" ]; then
    modules=AppleSDKStandIn/.build/debug/Modules
    probe=AppleSDKStandIn/CompileFail/SwiftUIDoesNotReexportCombine.swift
    [ -d "$modules" ] || { echo "check-standin-exports: build the stand-in first ($modules missing)" >&2; exit 1; }
    if output=$(swiftc -typecheck -swift-version 6 -I "$modules" "$probe" 2>&1); then
        echo "check-standin-exports: $probe compiled: the stand-in's SwiftUI makes Combine visible" >&2
        exit 1
    fi
    if ! grep -q "cannot find type 'ObservableObject' in scope" <<<"$output"; then
        printf 'check-standin-exports: %s failed for another reason:\n%s\n' "$probe" "$output" >&2
        exit 1
    fi
    echo "check-standin-exports: importing SwiftUI alone does not make Combine visible"
fi
