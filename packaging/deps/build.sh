#!/usr/bin/env bash
# packaging/deps/build.sh TARGET: every third-party library TARGET's build needs, built into $DEPS/TARGET (each
# script is a no-op when its stamp says it is built; the time each took is printed):
#   x86_64-linux-gnu   expat, graphviz (RE2: Debian's libre2-dev)
#   aarch64-linux-gnu  expat, graphviz, re2
#   wasm32-wasi        re2 (no layout helper there)
source "$(dirname "$0")/common.sh"
target=${1:?usage: build.sh TARGET}
deps_check_target "$target"
case "$target" in
  x86_64-linux-gnu) parts=(expat graphviz) ;;
  aarch64-linux-gnu) parts=(expat graphviz re2) ;;
  wasm32-wasi) parts=(re2) ;;
esac
for part in "${parts[@]}"; do
  start=$SECONDS
  "$DEPS_REPO/packaging/deps/$part.sh" "$target"
  deps_log "$part for $target: $((SECONDS - start)) s"
done
