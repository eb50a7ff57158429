#!/bin/bash
# The extension's browser parts in Debian's Chromium, without VS Code: compiles and bundles the extension (npm run
# compile: out/ and dist/), then runs tests/vscode/NAME.js with playwright-core:
#   bash tests/vscode/chromium.sh preview_layout   the preview's own Graphviz under the webview's CSP, against the
#                                                  native pictures of this build's DOT plans (prints layout times)
#   bash tests/vscode/chromium.sh web_worker       the web extension host's server worker (dist/web/server-worker.js)
#                                                  running fxlens.wasm ($FXLENS_WASM, default build-wasm/fxlens.wasm)
# Environment: FXLENS_BINARY (the fxlens to take plans from, default build/fxlens), FXLENS_E2E_CACHE (playwright-core,
# default tests/vscode/.cache), FXLENS_BROWSER_ARTIFACTS (screenshots and console logs, default tests/vscode/artifacts),
# CHROMIUM (default /usr/bin/chromium).
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
REPO=$(cd "$HERE/../.." && pwd)
EXT="$REPO/vscode-extension"
CACHE=${FXLENS_E2E_CACHE:-$HERE/.cache}
ART=${FXLENS_BROWSER_ARTIFACTS:-$HERE/artifacts}
NAME=${1:?usage: chromium.sh preview_layout|web_worker}
[ -f "$HERE/$NAME.js" ] || { echo "chromium.sh: no $HERE/$NAME.js" >&2; exit 2; }
CHROMIUM=${CHROMIUM:-/usr/bin/chromium}
FXLENS=${FXLENS_BINARY:-$REPO/build/fxlens}
fail() { echo "$NAME: FAIL: $*" >&2; exit 1; }
[ -x "$CHROMIUM" ] || fail "no Chromium at $CHROMIUM (apt-get install -y chromium, or set CHROMIUM)"
[ -x "$FXLENS" ] || fail "no fxlens at $FXLENS (build it: bash .ci/setup, or set FXLENS_BINARY)"
[ -d "$EXT/node_modules/@hpcc-js/wasm-graphviz" ] || fail "the extension's npm dependencies are not installed (cd vscode-extension && npm ci --omit=optional)"
mkdir -p "$CACHE" "$ART"
CACHE=$(cd "$CACHE" && pwd); ART=$(cd "$ART" && pwd)
PW_MODULES=$(bash "$HERE/ensure-playwright.sh" "$CACHE" "$ART/install-playwright.log") || fail "playwright-core install failed (log: $ART/install-playwright.log)"
(cd "$EXT" && npm run compile) > "$ART/$NAME-compile.log" 2>&1 || { tail -20 "$ART/$NAME-compile.log" >&2; fail "npm run compile failed"; }
NODE_PATH="$PW_MODULES" CHROMIUM="$CHROMIUM" FXLENS_WASM="${FXLENS_WASM:-$REPO/build-wasm/fxlens.wasm}" \
  timeout --kill-after=10 300 node "$HERE/$NAME.js" "$EXT" "$FXLENS" "$REPO" "$ART" \
  || fail "checks failed (screenshots and console logs in $ART)"
echo "$NAME: PASS"
