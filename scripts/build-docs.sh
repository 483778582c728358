#!/usr/bin/env bash
# Builds every DocC catalog under Docs/ with the toolchain's docc, warnings as errors.
# Each catalog Docs/<Module>.docc documents the module of the same name; its symbol graph comes from the compiler.
# Output: .build-docs/<Module>.doccarchive, laid out for static hosting; the script ends by saying where the
# archives are and how to preview them (docc preview, or any static web server).
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
built=()
failed=()
for catalog in Docs/*.docc; do
    module=$(basename "$catalog" .docc)
    module_graphs="$scratch/graphs-$module"
    rm -rf "$module_graphs"
    mkdir -p "$module_graphs"
    # Only this module's graphs (and its extension graphs), so each catalog documents one module.
    cp "$graphs/$module".symbols.json "$module_graphs/" 2>/dev/null || true
    cp "$graphs/$module"@*.symbols.json "$module_graphs/" 2>/dev/null || true
    echo "docc: $module"
    if "$docc" convert "$catalog" \
        --fallback-display-name "$module" --fallback-bundle-identifier "dev.harbor.$module" \
        --additional-symbol-graph-dir "$module_graphs" \
        --output-path "$scratch/$module.doccarchive" \
        --warnings-as-errors; then
        built+=("$module")
    else
        failed+=("$module")
    fi
done

lowercase() { tr '[:upper:]' '[:lower:]' <<<"$1"; }
echo
echo "DocC archives, laid out for static hosting, under $PWD/$scratch:"
for module in "${built[@]}"; do
    printf '  %-17s %s/%s.doccarchive   (its page: /documentation/%s)\n' \
        "$module" "$scratch" "$module" "$(lowercase "$module")"
done
example=${built[1]:-${built[0]:-HarborContainer}}
cat <<EOF

Preview a catalog while you edit it (rebuilds on save; open http://localhost:8080/documentation/$(lowercase "$example")):
  $docc preview Docs/$example.docc --additional-symbol-graph-dir $scratch/graphs-$example
Or serve a built archive with any static web server:
  python3 -m http.server 8000 --directory $scratch/$example.doccarchive
  then open http://localhost:8000/documentation/$(lowercase "$example")
EOF
if [ ${#failed[@]} -gt 0 ]; then
    echo
    echo "docc failed for: ${failed[*]} (diagnostics above)" >&2
    exit 1
fi
