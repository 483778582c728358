#!/usr/bin/env bash
# Compiles Harbor's unmodified Sources/ where UIKit exists, and runs the UIKit half, on Linux: the nested package
# AppleSDKStandIn/ declares the subset of UIKit and ObjectiveC Harbor uses (transcribed from Apple's published
# interfaces) and simulates their behaviour. Swift 6 mode, the root package's upcoming features, warnings as errors.
# Runs: the root package's navigation tests, the UIKit adapter tests, and the iOS-shaped example app's tests.
# What this proves and what only a Mac can: Docs/HarborNavigation.docc/Articles/AppleSDKStandIn.md.
set -euo pipefail
cd "$(dirname "$0")/.."

# The stand-in's package graph is written by hand: it must build Harbor as Package.swift does.
swift scripts/check-standin-graph.swift

# No stand-in module re-exports a module Apple's does not (SwiftUI does not re-export Combine).
bash scripts/check-standin-exports.sh

cd AppleSDKStandIn

swift build --build-tests -Xswiftc -warnings-as-errors
# A file importing only the stand-in's SwiftUI cannot name Combine's types, as with Apple's SDK.
bash ../scripts/check-standin-exports.sh --compile-fail
swift test --skip-build
