#!/usr/bin/env bash
# Public surface budgets: builds the library modules with the compiler's symbol graphs (public and open symbols
# only), prints each module's public funcs and fails when a module, or the navigation services, has more than
# its budget. A new public func means raising a budget here, in the same change, for a reason a user would give.
# HarborNavigation is counted twice: on Linux, and with UIKit and SwiftUI visible (the Apple SDK stand-in package
# builds the same Sources/ with its adapter files), which is what an iOS app sees.
set -euo pipefail
cd "$(dirname "$0")/.."

graphs="$(mktemp -d)"
trap 'rm -rf "$graphs"' EXIT
for module in HarborContainer HarborMVVM HarborNavigation HarborTesting; do
    swift build --target "$module" --scratch-path .build-symbolgraph -Xswiftc -emit-symbol-graph \
        -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs" \
        -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public >/dev/null
done
swift scripts/count-public-funcs.swift "$graphs" \
    HarborContainer=65 HarborMVVM=63 HarborTesting=46 \
    HarborNavigation=75 HarborNavigation/Services=30 "HarborNavigation/Services#present,pushViewController=16"

uikit_graphs="$graphs/uikit"
mkdir -p "$uikit_graphs"
swift build --package-path AppleSDKStandIn --target HarborNavigation --scratch-path AppleSDKStandIn/.build-symbolgraph \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$uikit_graphs" \
    -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public >/dev/null
echo "== with UIKit and SwiftUI visible (the Apple SDK stand-in)"
swift scripts/count-public-funcs.swift "$uikit_graphs" \
    HarborNavigation=75 HarborNavigation/Services=30 "HarborNavigation/Services#present,pushViewController=16" \
    | grep '^HarborNavigation'
