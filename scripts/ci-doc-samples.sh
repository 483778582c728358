#!/usr/bin/env bash
# Compiles and runs every ```swift code sample of README.md and of every DocC article (Docs/*.docc/**/*.md).
# scripts/extract-doc-samples.swift extracts the blocks from the articles themselves into a generated package
# (.build-doc-samples/, one test target per article, Docs/SampleContext for the names the samples share), so a
# sample cannot drift from what the article shows. Diagnostics point at the article's own lines.
#   - declarations compile at file scope; statements run in a @Test function; @Test samples run as tests;
#   - `<!-- sample: manifest -->` blocks are complete Package.swift files, checked with `swift package dump-package`;
#   - `<!-- sample: uikit -->` and `<!-- sample: swiftui -->` blocks are compiled, not run, against the Apple SDK
#     stand-in (AppleSDKStandIn/), in a generated package of their own (.build-doc-samples/AppleSDK);
#   - `<!-- sample: combine -->` blocks (an app's own Combine code, `@Published`) are compiled alone, not run,
#     against the stand-in's Combine, in the same package.
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

# Builds a generated package; a warning in a sample is an error, except an unused value (no diagnostic group
# covers it, hence the grep).
build_samples() {
    local package=$1 log="$1/build.log"
    if ! swift build --build-tests --package-path "$package" 2>&1 | tee "$log"; then
        echo "doc samples: the build failed; the errors above point at the articles' lines" >&2
        exit 1
    fi
    local warnings
    warnings=$(grep -E '^(Docs/|README\.md).*: warning:' "$log" | grep -Ev 'was never used|never mutated' | sort -u || true)
    if [ -n "$warnings" ]; then
        printf 'doc samples: warnings in samples:\n%s\n' "$warnings" >&2
        exit 1
    fi
}

echo "== doc samples: build"
build_samples "$out"

# The articles with UIKit or SwiftUI samples, compiled (not run) against the Apple SDK stand-in (AppleSDKStandIn/:
# its UIKit and SwiftUI modules and Harbor built with them), with the articles' other blocks around them.
echo "== doc samples: build the UIKit and SwiftUI samples against the Apple SDK stand-in"
build_samples "$out/AppleSDK"

echo "== doc samples: run"
swift test --skip-build --package-path "$out"
