#!/bin/bash
# Installs playwright-core (the version the browser tests drive Debian's Chromium with) into the test cache once,
# and prints the node_modules folder to put on NODE_PATH. Used by run.sh (the end-to-end test in code-server) and
# preview_layout.sh (the preview's own Graphviz in Chromium).
#   bash tests/vscode/ensure-playwright.sh CACHE_DIR LOG_FILE
set -euo pipefail
CACHE=$1 LOG=$2
PW_VERSION=1.65.2
PW="$CACHE/playwright-$PW_VERSION"
if [ ! -f "$PW/node_modules/playwright-core/package.json" ]; then
  echo "installing playwright-core $PW_VERSION into $PW" >&2
  mkdir -p "$PW" && (cd "$PW" && { [ -f package.json ] || npm init -y >/dev/null; } && \
    npm install --no-audit --no-fund "playwright-core@$PW_VERSION" > "$LOG" 2>&1) \
    || { echo "playwright-core install failed (log: $LOG)" >&2; exit 1; }
fi
echo "$PW/node_modules"
