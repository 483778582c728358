#!/usr/bin/env bash
# Builds every DocC catalog under Docs/ with the toolchain's docc, warnings as errors.
# Each catalog Docs/<Module>.docc documents the module of the same name; its symbol graph comes from the compiler.
set -euo pipefail
cd "$(dirname "$0")/.."

scratch=.build-docs
# `swift build -emit-symbol-graph` only writes graphs for modules it recompiles, so an up-to-date scratch
# directory gave docc no symbols at all. `dump-symbol-graph` extracts them every time.
# It also tries the synthesized test-runner modules and fails on them, so its status is not used; each
# catalog's own module graph is checked below instead.
mkdir -p "$scratch"
swift package --scratch-path "$scratch" dump-symbol-graph --minimum-access-level public \
    >"$scratch/dump-symbol-graph.log" 2>&1 || true
graphs=$(find "$scratch" -type d -name symbolgraph -path "*$(uname -m)*" | head -n 1)
if [ -z "$graphs" ]; then
    echo "build-docs: no symbol graphs found under $scratch" >&2
    exit 1
fi

docc=$(command -v docc || echo "$(dirname "$(command -v swift)")/docc")
status=0
for catalog in Docs/*.docc; do
    module=$(basename "$catalog" .docc)
    module_graphs="$scratch/graphs-$module"
    rm -rf "$module_graphs"
    mkdir -p "$module_graphs"
    # Only this module's graphs (and its extension graphs), so each catalog documents one module.
    if ! cp "$graphs/$module".symbols.json "$module_graphs/"; then
        echo "build-docs: no symbol graph for $module (see $scratch/dump-symbol-graph.log)" >&2
        status=1
        continue
    fi
    cp "$graphs/$module"@*.symbols.json "$module_graphs/" 2>/dev/null || true
    echo "docc: $module"
    if ! "$docc" convert "$catalog" \
        --fallback-display-name "$module" --fallback-bundle-identifier "dev.harbor.$module" \
        --additional-symbol-graph-dir "$module_graphs" \
        --output-path "$scratch/$module.doccarchive" \
        --warnings-as-errors; then
        status=1
    fi
done
exit $status
