#!/usr/bin/env bash
# Compiles and runs every ```swift code sample of README.md and of every DocC article (Docs/*.docc/**/*.md).
# scripts/extract-doc-samples.swift extracts the blocks from the articles themselves into a generated package
# (.build-doc-samples/, one test target per article, Docs/SampleContext for the names the samples share), so a
# sample cannot drift from what the article shows. Diagnostics point at the article's own lines.
#   - declarations compile at file scope; statements run in a @Test function; @Test samples run as tests;
#   - `<!-- sample: manifest -->` blocks are complete Package.swift files, checked with `swift package dump-package`;
#   - `<!-- sample: uikit -->` blocks are not compiled on Linux: counted and listed here, never skipped silently.
# A warning in a sample is an error, except an unused value (a sample often shows a `let` and stops there).
set -euo pipefail
cd "$(dirname "$0")/.."

out=.build-doc-samples
echo "== doc samples: extract"
swift scripts/extract-doc-samples.swift . "$out"

echo "== doc samples: package manifests"
for manifest in "$out"/Manifests/*/Package.swift; do
    [ -e "$manifest" ] || continue
    echo "   $(basename "$(dirname "$manifest")")"
    swift package dump-package --package-path "$(dirname "$manifest")" >/dev/null
done

echo "== doc samples: build"
log="$out/build.log"
if ! swift build --build-tests --package-path "$out" 2>&1 | tee "$log"; then
    echo "doc samples: the build failed; the errors above point at the articles' lines" >&2
    exit 1
fi
# A warning in a sample is an error, except an unused value (no diagnostic group covers it, hence the grep).
warnings=$(grep -E '^(Docs/|README\.md).*: warning:' "$log" | grep -Ev 'was never used|never mutated' | sort -u || true)
if [ -n "$warnings" ]; then
    printf 'doc samples: warnings in samples:\n%s\n' "$warnings" >&2
    exit 1
fi

echo "== doc samples: run"
swift test --skip-build --package-path "$out"
