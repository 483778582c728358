#!/usr/bin/env bash
# Compiles the Apple-only branch of HarborAtomics (`#if defined(__APPLE__)`: the container's lock word is an
# `os_unfair_lock` there) on Linux, against the stand-in <os/lock.h> transcribed from Apple's header
# (AppleSDKStandIn/CHeaders). The Linux branch is compiled and tested by every other build; without this, the Apple
# branch would first be compiled by a user's Xcode.
#
# 1. The C sources, with `__APPLE__` defined, warnings as errors.
# 2. A Swift file making ContainerLock's calls, type-checked against the module as Swift imports it there.
# What this proves and what only a Mac can: Docs/HarborNavigation.docc/Articles/AppleSDKStandIn.md.
set -euo pipefail
cd "$(dirname "$0")/.."

clang=$(dirname "$(command -v swiftc)")/clang
headers=AppleSDKStandIn/CHeaders
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

for source in Sources/Atomics/*.c; do
    "$clang" -fsyntax-only -std=c11 -Wall -Wextra -Werror -D__APPLE__=1 -I "$headers" -I Sources/Atomics/include \
        "$source"
done

# The module as SwiftPM would make it, with the Apple macro and the stand-in headers.
cat > "$work/module.modulemap" <<MODULEMAP
module HarborAtomics {
    header "$PWD/Sources/Atomics/include/HarborAtomics.h"
    export *
}
MODULEMAP
swiftc -typecheck -swift-version 6 -warnings-as-errors -parse-as-library -I "$work" \
    -Xcc -D__APPLE__=1 -Xcc -I"$headers" "$headers/Probe/HarborLockProbe.swift"

echo "check-apple-c: HarborAtomics' Apple branch compiles against <os/lock.h>"
