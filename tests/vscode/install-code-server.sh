#!/bin/bash
# Offline-safe install of code-server (VS Code in the browser) on Debian 12 + Node 20, using only apt + the npm registry.
# Usage: install-code-server.sh DIR [VERSION]   (default 4.100.3 = VS Code 1.100.3, the last code-server on Node 20)
# Why not a plain `npm install code-server`: latest code-server needs Node 24; lib/vscode's @vscode/ripgrep postinstall
# downloads rg from GitHub (offline: fails; Debian's rg is copied instead); node-pty's post-install runs `npx node-gyp`
# (npm_config_yes=true); kerberos needs libkrb5-dev. Needs apt packages: build-essential pkg-config python3 libkrb5-dev
# ripgrep (installed here when run as root and missing).
set -euo pipefail
DIR=${1:?dir}; VER=${2:-4.100.3}
if ! dpkg -s libkrb5-dev ripgrep build-essential pkg-config >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ]; then DEBIAN_FRONTEND=noninteractive apt-get install -y build-essential pkg-config python3 libkrb5-dev ripgrep >/dev/null
  else echo "install-code-server: missing apt packages; run: sudo apt-get install -y build-essential pkg-config python3 libkrb5-dev ripgrep" >&2; exit 1; fi
fi
NODEDIR=${npm_config_nodedir:-}
[ -n "$NODEDIR" ] || { [ -f /usr/include/node/node.h ] && NODEDIR=/usr; } || true
rm -rf "$DIR.partial"; mkdir -p "$DIR.partial" && cd "$DIR.partial"
npm init -y >/dev/null
npm install --ignore-scripts --no-audit --no-fund "code-server@$VER"
npm rebuild argon2
cd node_modules/code-server/lib/vscode
npm install --omit=dev --ignore-scripts --no-audit --no-fund
env npm_config_yes=true ${NODEDIR:+npm_config_nodedir=$NODEDIR} npm rebuild @parcel/watcher @vscode/deviceid @vscode/spdlog kerberos native-watchdog node-pty
mkdir -p node_modules/@vscode/ripgrep/bin && cp "$(command -v rg)" node_modules/@vscode/ripgrep/bin/rg
ln -sfn node_modules node_modules.asar
(cd bin/remote-cli && ln -sfn code-linux.sh code-server)
(cd bin/helpers && ln -sfn browser-linux.sh browser.sh)
(cd extensions && npm install --omit=dev --no-audit --no-fund)
cd "$DIR.partial/.." && rm -rf "$DIR" && mv "$DIR.partial" "$DIR"
"$DIR/node_modules/.bin/code-server" --version
