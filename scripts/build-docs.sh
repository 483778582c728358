#!/usr/bin/env bash
# Builds every DocC catalog under Docs/ with the toolchain's docc, warnings as errors.
# Each catalog Docs/<Module>.docc documents the module of the same name; its symbol graph comes from the compiler.
set -euo pipefail
cd "$(dirname "$0")/.."

scratch=.build-docs
graphs="$scratch/symbol-graphs"
# Not cleared between runs: an up-to-date build does not emit them again.
mkdir -p "$graphs"
swift build --scratch-path "$scratch" \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs" \
    -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public >/dev/null

docc=$(command -v docc || echo "$(dirname "$(command -v swift)")/docc")
status=0
for catalog in Docs/*.docc; do
    module=$(basename "$catalog" .docc)
    module_graphs="$scratch/graphs-$module"
    rm -rf "$module_graphs"
    mkdir -p "$module_graphs"
    # Only this module's graphs (and its extension graphs), so each catalog documents one module.
    cp "$graphs/$module".symbols.json "$module_graphs/" 2>/dev/null || true
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
