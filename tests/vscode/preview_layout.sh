#!/bin/bash
# The preview's own Graphviz in Chromium (preview_layout.js): compiles and bundles the extension (npm run compile:
# out/ and dist/), then loads dist/webview/layout.js and media/preview.js under the webview's CSP and checks the
# pictures it lays out from this build's DOT plans against the native ones. Prints the layout times.
#   bash tests/vscode/preview_layout.sh     (FXLENS_BINARY: the fxlens to take plans from, default build/fxlens)
# Environment: FXLENS_E2E_CACHE (playwright-core, default tests/vscode/.cache), FXLENS_LAYOUT_ARTIFACTS (screenshot
# and console log, default tests/vscode/artifacts), CHROMIUM (default /usr/bin/chromium).
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
REPO=$(cd "$HERE/../.." && pwd)
EXT="$REPO/vscode-extension"
CACHE=${FXLENS_E2E_CACHE:-$HERE/.cache}
ART=${FXLENS_LAYOUT_ARTIFACTS:-$HERE/artifacts}
CHROMIUM=${CHROMIUM:-/usr/bin/chromium}
FXLENS=${FXLENS_BINARY:-$REPO/build/fxlens}
fail() { echo "preview layout: FAIL: $*" >&2; exit 1; }
[ -x "$CHROMIUM" ] || fail "no Chromium at $CHROMIUM (apt-get install -y chromium, or set CHROMIUM)"
[ -x "$FXLENS" ] || fail "no fxlens at $FXLENS (build it: bash .ci/setup, or set FXLENS_BINARY)"
[ -d "$EXT/node_modules/@hpcc-js/wasm-graphviz" ] || fail "the extension's npm dependencies are not installed (cd vscode-extension && npm ci --omit=optional)"
mkdir -p "$CACHE" "$ART"
CACHE=$(cd "$CACHE" && pwd); ART=$(cd "$ART" && pwd)
PW_MODULES=$(bash "$HERE/ensure-playwright.sh" "$CACHE" "$ART/install-playwright.log") || fail "playwright-core install failed (log: $ART/install-playwright.log)"
(cd "$EXT" && npm run compile) > "$ART/preview-layout-compile.log" 2>&1 || { tail -20 "$ART/preview-layout-compile.log" >&2; fail "npm run compile failed"; }
NODE_PATH="$PW_MODULES" CHROMIUM="$CHROMIUM" timeout --kill-after=10 300 node "$HERE/preview_layout.js" "$EXT" "$FXLENS" "$REPO" "$ART" \
  || fail "checks failed (screenshot and console log in $ART)"
echo "preview layout: PASS"
