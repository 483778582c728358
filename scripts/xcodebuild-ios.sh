#!/usr/bin/env bash
# Runs on a Mac with Xcode only (no Linux CI machine has xcodebuild or Apple's SDKs): builds Harbor's products with
# the real SDKs for the iOS, tvOS and visionOS simulators (every platform Harbor's UIKit adapter supports), runs the
# root package's tests on an iOS simulator, then builds the iOS example app (Examples/OrdersUIKit) and runs all of
# its tests there. It checks what the Linux stand-in cannot: availability (the iOS 13 and tvOS 13 deployment
# targets, what tvOS and visionOS lack), deprecations, the SDK's real declarations and UIKit's real timing.
#
# Usage: bash scripts/xcodebuild-ios.sh ["iPhone 16"]     (a simulator name from `xcrun simctl list devices`)
set -euo pipefail
cd "$(dirname "$0")/.."

device="${1:-iPhone 16}"
destination="platform=iOS Simulator,name=$device"
command -v xcodebuild >/dev/null || { echo "xcodebuild not found: this script runs on macOS with Xcode only" >&2; exit 1; }

for platform in "iOS Simulator" "tvOS Simulator" "visionOS Simulator"; do
    echo "== Harbor: build every product for the $platform, warnings as errors"
    for scheme in HarborContainer HarborMVVM HarborNavigation HarborTesting; do
        xcodebuild build -scheme "$scheme" -destination "generic/platform=$platform" -quiet \
            OTHER_SWIFT_FLAGS='$(inherited) -warnings-as-errors'
    done
done

echo "== Harbor: the navigation tests on the simulator (an iOS test target's situation)"
xcodebuild test -scheme Harbor-Package -destination "$destination" -only-testing:HarborNavigationTests -quiet

echo "== Harbor: the container tests on the simulator (its lock is an os_unfair_lock there, compiled but never run on Linux)"
xcodebuild test -scheme Harbor-Package -destination "$destination" -only-testing:HarborContainerTests -quiet

echo "== The app-extension check: Harbor's sources compiled with the application-extension API only"
xcodebuild build -scheme HarborNavigation -destination "$destination" -quiet APPLICATION_EXTENSION_API_ONLY=YES

echo "== Examples/OrdersUIKit: the iOS example app and its tests, against the real UIKit"
# The example is a package of its own on a Mac (the stand-in package builds it on Linux).
example=$(mktemp -d)
trap 'rm -rf "$example"' EXIT
mkdir -p "$example/Sources" "$example/Tests"
cp -R Examples/OrdersUIKit "$example/Sources/OrdersUIKit"
cp -R Examples/OrdersUIKitTests "$example/Tests/OrdersUIKitTests"  # every test: they use UIKit's API only
cat >"$example/Package.swift" <<MANIFEST
// swift-tools-version: 6.2
import PackageDescription
let package = Package(
    name: "OrdersUIKit",
    platforms: [.iOS(.v15)],
    dependencies: [.package(name: "Harbor", path: "$(pwd)")],
    targets: [
        .target(name: "OrdersUIKit", dependencies: [
            .product(name: "HarborContainer", package: "Harbor"),
            .product(name: "HarborMVVM", package: "Harbor"),
            .product(name: "HarborNavigation", package: "Harbor"),
        ]),
        .testTarget(name: "OrdersUIKitTests", dependencies: [
            "OrdersUIKit", .product(name: "HarborTesting", package: "Harbor"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
MANIFEST
(cd "$example" && xcodebuild test -scheme OrdersUIKit -destination "$destination" -quiet)
echo "== done"
