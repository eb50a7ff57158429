#!/bin/bash
# End to end test of the fxlens VS Code extension in a real VS Code (code-server 4.100.3 = VS Code 1.100.3) driven by
# Debian's Chromium through playwright-core. Checks: hover on a backward saved tensor names its forward producer,
# F12 goes to the producer in the forward file, the joint graph preview shows an SVG and a click on a node moves the
# editor; the server's detection (`fxlens/detect`) opens real dumps as FX Graph, again after close and reopen, and
# leaves an ordinary nn.Module as Python; and the rest listed in e2e.js. The folder is untrusted: the whole test runs
# in Restricted Mode, where fxlens declares limited support (only fxlens.server.path is a restricted setting). Screenshots: tests/vscode/artifacts/ (or $FXLENS_E2E_ARTIFACTS).
#
#   bash tests/vscode/run.sh            # npm run package (linux-x64: build/'s fxlens and helper, build-wasm's
#                                       # fxlens.wasm as the fallback) unless FXLENS_VSIX is set
#
# Environment: FXLENS_E2E_SERVER=wasm runs it all with the universal package (the WebAssembly server only: no native
# binary in it, none beside it, none on PATH) and checks the WebAssembly server's part (see e2e.js);
# FXLENS_VSIX (a packaged .vsix), FXLENS_BINARY (server to bundle when packaging, default build/fxlens),
# FXLENS_WASM (the WebAssembly server to bundle, default build-wasm/fxlens.wasm),
# FXLENS_E2E_CACHE (code-server + playwright-core, default tests/vscode/.cache), FXLENS_E2E_ARTIFACTS,
# FXLENS_E2E_TIMEOUT (seconds for the browser part, default 300), CHROMIUM (default /usr/bin/chromium),
# FXLENS_E2E_THEME (VS Code colour theme, default "Default Light Modern"), FXLENS_E2E_KEEP=1 keeps the temp folder.
# Needs: node >= 18, npm registry access on the first run (to fill the cache), apt package chromium and, to build
# code-server's native modules, build-essential pkg-config python3 libkrb5-dev ripgrep.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
REPO=$(cd "$HERE/../.." && pwd)
CACHE=${FXLENS_E2E_CACHE:-$HERE/.cache}
ART=${FXLENS_E2E_ARTIFACTS:-$HERE/artifacts}
CHROMIUM=${CHROMIUM:-/usr/bin/chromium}
CS_VERSION=4.100.3
fail() { echo "vscode e2e: FAIL: $*" >&2; exit 1; }
log() { echo "vscode e2e: $*"; }

[ -x "$CHROMIUM" ] || fail "no Chromium at $CHROMIUM (apt-get install -y chromium, or set CHROMIUM)"
command -v node >/dev/null || fail "node not found"
mkdir -p "$CACHE" "$ART"
CACHE=$(cd "$CACHE" && pwd); ART=$(cd "$ART" && pwd)
rm -f "$ART"/*.png "$ART"/*.log

TMP=$(mktemp -d "${TMPDIR:-/tmp}/fxlens-e2e.XXXXXX")
SRV=""
cleanup() {
  if [ -n "$SRV" ]; then kill "$SRV" 2>/dev/null || true; wait "$SRV" 2>/dev/null || true; fi
  [ -f "$TMP/cs/server.log" ] && cp "$TMP/cs/server.log" "$ART/code-server.log" 2>/dev/null || true
  if [ -n "${FXLENS_E2E_KEEP:-}" ]; then echo "kept $TMP"; else rm -rf "$TMP"; fi
}
trap cleanup EXIT
# code-server, Chromium and npm write under HOME / XDG_*: keep them out of the user's home.
export HOME="$TMP/home" XDG_CONFIG_HOME="$TMP/home/.config" XDG_DATA_HOME="$TMP/home/.local/share" \
       XDG_CACHE_HOME="$TMP/home/.cache" XDG_RUNTIME_DIR="$TMP/run"
mkdir -p "$HOME" "$XDG_CONFIG_HOME" "$XDG_DATA_HOME" "$XDG_CACHE_HOME" "$XDG_RUNTIME_DIR"; chmod 700 "$XDG_RUNTIME_DIR"
# ~/.npmrc settings of the machine (nodedir, registry) still matter for the installs: keep the user's npmrc
[ -n "${npm_config_userconfig:-}" ] || { [ -f "$(getent passwd "$(id -u)" | cut -d: -f6)/.npmrc" ] && \
  export npm_config_userconfig="$(getent passwd "$(id -u)" | cut -d: -f6)/.npmrc"; } || true

# 1. code-server (cached)
CS="$CACHE/code-server-$CS_VERSION"
if ! "$CS/node_modules/.bin/code-server" --version >/dev/null 2>&1; then
  log "installing code-server $CS_VERSION into $CS (about a minute)"
  bash "$HERE/install-code-server.sh" "$CS" "$CS_VERSION" > "$ART/install-code-server.log" 2>&1 \
    || { tail -30 "$ART/install-code-server.log" >&2; fail "code-server install failed (log: $ART/install-code-server.log)"; }
fi
# 2. playwright-core (cached)
PW_MODULES=$(bash "$HERE/ensure-playwright.sh" "$CACHE" "$ART/install-playwright.log") || fail "playwright-core install failed (log: $ART/install-playwright.log)"
# 3. the extension. FXLENS_E2E_SERVER=wasm: the universal package (no native binary: the WebAssembly server only), as a
# macOS or Windows user gets it; else the linux-x64 package (with the WebAssembly fallback when build-wasm has it).
MODE=${FXLENS_E2E_SERVER:-native}
case "$MODE" in native|wasm) ;; *) fail "FXLENS_E2E_SERVER is '$MODE': native or wasm" ;; esac
WASM=${FXLENS_WASM:-$REPO/build-wasm/fxlens.wasm}
VSIX=${FXLENS_VSIX:-}
if [ -z "$VSIX" ]; then
  EXT="$REPO/vscode-extension"
  BIN=${FXLENS_BINARY:-$REPO/build/fxlens}
  PKGARGS=()
  if [ "$MODE" = wasm ]; then
    [ -f "$WASM" ] || fail "no WebAssembly server at $WASM: build it (the WebAssembly build writes build-wasm/fxlens.wasm; the README says how), or set FXLENS_WASM=/path/to/fxlens.wasm"
    PKGARGS=(--target universal)
  else
    [ -x "$BIN" ] || fail "no server binary at $BIN (build it, or set FXLENS_BINARY / FXLENS_VSIX)"
    [ -f "$WASM" ] || { PKGARGS=(--no-wasm); log "no $WASM: the linux-x64 package is made without the WebAssembly fallback"; }
  fi
  if [ ! -d "$EXT/node_modules/@vscode/vsce" ]; then
    log "npm install in vscode-extension"
    (cd "$EXT" && if [ -f package-lock.json ]; then npm ci --omit=optional --no-audit --no-fund; else npm install --omit=optional --no-audit --no-fund; fi) \
      > "$ART/npm-install.log" 2>&1 || fail "npm install failed (log: $ART/npm-install.log)"
  fi
  VSIX="$TMP/fxlens.vsix"
  (cd "$EXT" && FXLENS_BINARY="$BIN" FXLENS_WASM="$WASM" FXLENS_VSIX="$VSIX" npm run package -- "${PKGARGS[@]}") > "$ART/package.log" 2>&1 \
    || { tail -20 "$ART/package.log" >&2; fail "npm run package failed (log: $ART/package.log)"; }
fi
[ -f "$VSIX" ] || fail "no .vsix at $VSIX"

# 4. a workspace with the real forward/backward pair
WS="$TMP/ws"; mkdir -p "$WS"
cp "$REPO/tests/corpus/torch113/mlp_nll/aot_default/fwd.code.txt" "$REPO/tests/corpus/torch113/mlp_nll/aot_default/bwd.code.txt" "$WS/"
# elsewhere in the workspace: an aot_graphs log (detected by content) and an ordinary nn.Module (must stay Python)
mkdir -p "$WS/logs" "$WS/src"
cp "$REPO/examples/aot_graphs_log.txt" "$WS/logs/"
# Inductor's output code in a real torch 2.15 log (post-grad graphs and output code): a kernel's hover
cp "$REPO/tests/corpus/inductor/2.15.0/mlp/torch_logs.txt" "$WS/logs/inductor_mlp.txt"
# real dumps the old regex detector missed: depyf's (`from __future__ import annotations`, `class inner_f`) and a
# forward whose `def forward(` signature spans lines; names that no file pattern of the extension matches
mkdir -p "$WS/dumps"
cp "$REPO/tests/corpus/torch2x/depyf_2025oct_fn3_dynamic.joint.txt" "$REPO/tests/vscode/fixtures/provenance_forward_multiline_def.txt" "$WS/dumps/"
# a log cut right after a graph's header: FX markers, no graph ("almost": the extension offers to analyze it)
head -2 "$REPO/tests/corpus/torch2x/log_yaoshiang_2026jan_module_fwdbwd.txt" > "$WS/logs/cut.log"
# two partitions of one model (torch 2.15's default partitioner and min-cut), for "FX Graph: Compare Partitions"
mkdir -p "$WS/partitions"
for p in default mincut; do
  cp "$REPO/tests/corpus/torch2gen/2.15.0/mincut_vs_default/$p/gm/fwd.readable.txt" "$WS/partitions/${p}_fwd.txt"
  cp "$REPO/tests/corpus/torch2gen/2.15.0/mincut_vs_default/$p/gm/bwd.readable.txt" "$WS/partitions/${p}_bwd.txt"
done
# a real torch 2.15 pair whose backward signature has about 100 parameters (inlay hints on every one)
mkdir -p "$WS/transformer"
cp "$REPO/tests/corpus/torch2gen/2.15.0/transformer/gm/fwd.readable.txt" "$REPO/tests/corpus/torch2gen/2.15.0/transformer/gm/bwd.readable.txt" "$WS/transformer/"
cat > "$WS/src/net.py" <<'PY'
import torch
from torch import nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(784, 10)

    def forward(self, x):
        y = self.fc(x)
        return torch.relu(y)
PY
# the model the aot_graphs log was traced from, as the log names it (`# File: /home/.../sandbox/scripts/
# example_compile_lowerings.py:33`): found by path suffix, line 33 gets the source lens
mkdir -p "$WS/sandbox/scripts"
{ echo 'import torch'; for i in $(seq 2 31); do echo "# line $i"; done
  echo '    def forward(self, x):'; echo '        return (self.scale * x).sin()'; echo '# the end'; } \
  > "$WS/sandbox/scripts/example_compile_lowerings.py"

# 5. code-server with the extension, on a free loopback port
mkdir -p "$TMP/cs/ud/User" "$TMP/cs/ext"
PORT=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close();})')
printf 'bind-addr: 127.0.0.1:%s\nauth: none\ncert: false\n' "$PORT" > "$TMP/cs/config.yaml"
cat > "$TMP/cs/ud/User/settings.json" <<'J'
{ "workbench.startupEditor": "none", "security.workspace.trust.enabled": true,
  "security.workspace.trust.startupPrompt": "never", "security.workspace.trust.untrustedFiles": "open", "telemetry.telemetryLevel": "off",
  "extensions.autoCheckUpdates": false, "extensions.autoUpdate": false, "workbench.enableExperiments": false,
  "extensions.ignoreRecommendations": true, "workbench.tips.enabled": false, "editor.hover.delay": 100,
  "editor.minimap.enabled": false, "window.restoreWindows": "none", "files.hotExit": "off",
  "[jsonc]": { "editor.autoClosingBrackets": "never", "editor.autoClosingQuotes": "never", "editor.autoSurround": "never" },
  "workbench.colorTheme": "THEME", "fxlens.trace.server": "messages" }
J
sed -i "s/THEME/${FXLENS_E2E_THEME:-Default Light Modern}/" "$TMP/cs/ud/User/settings.json"
CSBIN="$CS/node_modules/.bin/code-server"
CSARGS=(--config "$TMP/cs/config.yaml" --user-data-dir "$TMP/cs/ud" --extensions-dir "$TMP/cs/ext")
"$CSBIN" "${CSARGS[@]}" --force --install-extension "$VSIX" > "$ART/install-extension.log" 2>&1 \
  || { cat "$ART/install-extension.log" >&2; fail "installing $VSIX into code-server failed"; }
ls "$TMP/cs/ext" | grep -q '^fxlens\.fxlens-' || fail "the extension is not in $TMP/cs/ext after install"
INSTALLED=$(ls -d "$TMP/cs/ext"/fxlens.fxlens-*)
if [ "$MODE" = wasm ]; then
  # As a user without a native server has it: no binary in the package, none beside it (../build), none on PATH.
  [ ! -e "$INSTALLED/server/fxlens" ] && [ -f "$INSTALLED/server/fxlens.wasm" ] && [ -f "$INSTALLED/dist/wasm-server.js" ] \
    || fail "the installed universal package is not WebAssembly only: $(ls "$INSTALLED/server" "$INSTALLED/dist" | tr '\n' ' ')"
  [ ! -e "$INSTALLED/../build/fxlens" ] || fail "$INSTALLED/../build/fxlens exists: the extension would start it"
  # a PATH folder holding an fxlens (pip's, say) is replaced by a copy of its links without it (node may live there)
  NOFX="" i=0
  IFS=: read -ra DIRS <<< "$PATH"
  for d in "${DIRS[@]}"; do
    [ -n "$d" ] || continue
    if [ -e "$d/fxlens" ]; then
      i=$((i + 1)); mkdir -p "$TMP/path-$i"
      for f in "$d"/*; do [ "$(basename "$f")" = fxlens ] || ln -s "$f" "$TMP/path-$i/"; done
      d="$TMP/path-$i"
    fi
    NOFX="${NOFX:+$NOFX:}$d"
  done
  export PATH="$NOFX"
  ! command -v fxlens >/dev/null || fail "fxlens is still on PATH ($(command -v fxlens))"
  echo "WebAssembly only: no server/fxlens, no ../build, no fxlens on PATH"
else
  # The linux-x64 package as npm run package makes it: the native pair, and the WebAssembly fallback unless it was
  # left out (no build-wasm) or a .vsix was given.
  [ -x "$INSTALLED/server/fxlens" ] || fail "the installed package has no executable server/fxlens"
  if [ -z "${FXLENS_VSIX:-}" ] && [ "${PKGARGS[*]:-}" != --no-wasm ]; then
    [ -f "$INSTALLED/server/fxlens.wasm" ] && [ -f "$INSTALLED/dist/wasm-server.js" ] \
      || fail "the installed linux-x64 package lacks the WebAssembly fallback: $(ls "$INSTALLED/server" | tr '\n' ' ')"
    echo "installed linux-x64 package: native server + WebAssembly fallback"
  fi
  # The preview's layout helper, as installed, is static: it draws with the Graphviz linked into it, not the system's.
  LDD_SAID=$(ldd "$INSTALLED/server/fxlens-layout" 2>&1 || true)
  case "$LDD_SAID" in
    *"not a dynamic executable"*) echo "installed helper $INSTALLED/server/fxlens-layout is static" ;;
    *) fail "the installed fxlens-layout is not static: ldd says $LDD_SAID" ;;
  esac
fi
"$CSBIN" "${CSARGS[@]}" --disable-telemetry --disable-update-check --disable-getting-started-override "$WS" > "$TMP/cs/server.log" 2>&1 &
SRV=$!
healthy() { node -e 'require("http").get(process.argv[1], (r) => process.exit(r.statusCode === 200 ? 0 : 1)).on("error", () => process.exit(1))' "http://127.0.0.1:$PORT/healthz"; }
for i in $(seq 1 300); do
  healthy && break
  kill -0 "$SRV" 2>/dev/null || { cat "$TMP/cs/server.log" >&2; fail "code-server exited"; }
  sleep 0.2
done
healthy || fail "code-server not healthy after 60 s"
log "code-server $CS_VERSION on 127.0.0.1:$PORT, workspace $WS"

# 6. the browser part
NODE_PATH="$PW_MODULES" CHROMIUM="$CHROMIUM" FXLENS_E2E_USER_DATA="$TMP/cs/ud" FXLENS_E2E_SERVER="$MODE" timeout --kill-after=10 "${FXLENS_E2E_TIMEOUT:-300}" \
  node "$HERE/e2e.js" "http://127.0.0.1:$PORT" "$WS" "$ART" || fail "browser checks failed (screenshots and logs in $ART)"
log "PASS ($MODE server; screenshots in $ART)"
