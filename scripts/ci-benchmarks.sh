#!/usr/bin/env bash
# Benchmarks smoke run for CI: builds the Benchmarks package in release mode (Harbor, Swinject, OpenCombine)
# and runs every scenario once with a tiny iteration count. It proves the harness still compiles and that
# every scenario's self-check passes (a per-request resolve gives a fresh object, a singleton the same one);
# it asserts nothing about timings. Takes about a minute cold on 2 cores.
#
# Full run (writes Benchmarks/RESULTS.md): swift run -c release --package-path Benchmarks harbor-bench
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== benchmarks: release build"
swift build -c release --package-path Benchmarks --product harbor-bench

echo "== benchmarks: smoke run (every scenario, checks on, timings meaningless)"
"$(swift build -c release --package-path Benchmarks --show-bin-path)/harbor-bench" --smoke
