#!/usr/bin/env bash
# The .vsix's server folder without the system's Graphviz: vscode-extension/scripts/bundle-graphviz.js run over a
# copy of this build's fxlens and fxlens-layout, then
#  1. RUNPATHs are $ORIGIN-relative and no shipped binary holds this checkout's or build's path;
#  2. every Graphviz library the helper and its plugins load resolves inside the bundle (ldd), and a real layout
#     opens only bundled Graphviz files (LD_DEBUG=files of the helper);
#  3. with the system's Graphviz hidden (a user + mount namespace, no root: /dev/null over its libraries, an empty
#     folder over its plugins) `fxlens render` and the preview's request (fxlens.renderGraph over LSP,
#     preview_render.js) draw the example from the bundle, and from a bundle missing lib/libcgraph.so.6 both give a
#     message that names it and says to reinstall; skipped where user namespaces are not allowed;
#  4. a helper that needs a library nobody has says which one and what to do, through `fxlens render`; PNG from
#     the bundle (no cairo plugin) says to render SVG; a wrong GVBINDIR still gets its own message.
# Run by ctest (render.bundle_graphviz) with FXLENS, FXLENS_LAYOUT (this build's binaries) and SRC (the checkout).
# Needs node, ldd, readelf, patchelf.
set -euo pipefail
: "${FXLENS:?}" "${FXLENS_LAYOUT:?}" "${SRC:?}"
BUILD_LAYOUT=$FXLENS_LAYOUT
unset FXLENS_LAYOUT GVBINDIR  # the copies find their own helper beside them, and it its bundled plugins
fail() { echo "bundle_graphviz: FAIL: $*" >&2; exit 1; }
log() { echo "bundle_graphviz: $*"; }
has() { [[ "$1" == *"$2"* ]] || fail "$3: lacks '$2' in: $1"; }

TMP=$(mktemp -d "${TMPDIR:-/tmp}/fxlens-bundle.XXXXXX")
trap 'rm -rf "$TMP"' EXIT
S=$TMP/server
mkdir -p "$S"
cp "$FXLENS" "$S/fxlens"
cp "$BUILD_LAYOUT" "$S/fxlens-layout"
strip --strip-debug "$S/fxlens" "$S/fxlens-layout" 2>/dev/null || true  # as package.js does
node "$SRC/vscode-extension/scripts/bundle-graphviz.js" "$S" || fail "bundle-graphviz.js failed"
fwd=$SRC/examples/aot_mlp/fwd.code.txt
bwd=$SRC/examples/aot_mlp/bwd.code.txt
big=$SRC/tests/corpus/torch113/big_transformer/aot_default/joint.code.txt

# 1. relative run paths, no build paths
for f in "$S/fxlens-layout" "$S"/lib/*.so* "$S"/lib/graphviz/*.so*; do
  rp=$(readelf -d "$f" | sed -n 's/.*(\(RUNPATH\|RPATH\)).*\[\(.*\)\]/\2/p')
  [[ "$rp" == '$ORIGIN'* ]] || fail "$f: run path '$rp' is not \$ORIGIN-relative"
done
[ -f "$S/lib/graphviz/config6a" ] || fail "no config6a in the bundle"
grep -q '^libgvplugin_dot_layout.so.6 ' "$S/lib/graphviz/config6a" || fail "config6a lacks the dot layout plugin"
! grep -q '^/' "$S/lib/graphviz/config6a" || fail "config6a names a plugin by absolute path"
build_dir=$(cd "$(dirname "$FXLENS")" && pwd)
for f in "$S/fxlens" "$S/fxlens-layout"; do
  for p in "$SRC" "$build_dir"; do
    ! grep -qaF "$p" "$f" || fail "$f holds the build path $p"
  done
done

# 2. everything Graphviz resolves inside the bundle
gv='lib(gvc|cgraph|cdt|pathplan|xdot|ltdl|gts|gvplugin_[a-z_]+)[.-]'
for f in "$S/fxlens-layout" "$S"/lib/graphviz/*.so*; do
  while read -r name path; do
    [[ "$path" == "$S/lib/"* ]] || fail "$(basename "$f") loads $name from $path, not from the bundle"
  done < <(LD_LIBRARY_PATH= ldd "$f" | awk -v re="$gv" '$1 ~ re {print $1, $3}')
done
echo 'digraph { a -> b }' | LD_LIBRARY_PATH= GVBINDIR= LD_DEBUG=files LD_DEBUG_OUTPUT="$TMP/ld" \
  "$S/fxlens-layout" svg > "$TMP/ab.out" || fail "the bundled helper failed: $(head -c 300 "$TMP/ab.out")"
[ "$(head -c 1 "$TMP/ab.out")" = 1 ] || fail "the bundled helper did not answer with a picture: $(head -c 300 "$TMP/ab.out")"
loaded=$(sed -n 's/.*calling init: //p' "$TMP"/ld.* | sort -u)
for want in libgvc.so.6 libcgraph.so.6 graphviz/libgvplugin_dot_layout.so.6 graphviz/libgvplugin_core.so.6; do
  grep -qxF "$S/lib/$want" <<<"$loaded" || fail "the helper did not load the bundled $want; it loaded: $loaded"
done
outside=$(grep -E "$gv" <<<"$loaded" | grep -vF "$S/lib/" || true)
[ -z "$outside" ] || fail "the helper loaded Graphviz from outside the bundle: $outside"
log "the helper loads Graphviz only from the bundle ($(grep -c "$S/lib/" <<<"$loaded") files)"

# 3. the system's Graphviz hidden
if unshare --user --map-root-user --mount true 2>/dev/null; then
  cp -r "$S" "$TMP/broken"
  rm "$TMP/broken/lib/libcgraph.so.6"
  mkdir -p "$TMP/empty"
  cat > "$TMP/hidden.sh" <<EOF
set -e
for f in \$(LD_LIBRARY_PATH= ldd "$BUILD_LAYOUT" | awk '/=> \// && \$1 ~ /$gv/ {print \$3}'); do
  mount --bind /dev/null "\$(readlink -f "\$f")"
done
plugins=\$(dirname "\$(readlink -f "\$(LD_LIBRARY_PATH= ldd "$BUILD_LAYOUT" | awk '\$1 == "libgvc.so.6" {print \$3}')")")/graphviz
[ -d "\$plugins" ] && mount --bind "$TMP/empty" "\$plugins"
# the system's helper cannot start now: the hiding works
if echo 'digraph{}' | "$BUILD_LAYOUT" svg >/dev/null 2>&1; then echo "system Graphviz still visible" >&2; exit 3; fi
"$S/fxlens" render "$fwd" "$bwd" -o "$TMP/hidden.svg"
# a picture big enough for fxlens's own layout: Graphviz's pinned engine (nop2, the neato plugin) from the bundle
"$S/fxlens" render "$big" --max-nodes 1000000 -o "$TMP/hidden-big.svg"
FXLENS_LAYOUT="$TMP/broken/fxlens-layout" "$S/fxlens" render "$fwd" -o "$TMP/broken.svg" 2> "$TMP/broken.err" && exit 4
# the preview's request (fxlens.renderGraph over LSP), from the bundle and from the broken bundle
node "$SRC/tests/cli/preview_render.js" "$S/fxlens" "$fwd" "$bwd" > "$TMP/preview.json"
node "$SRC/tests/cli/preview_render.js" "$TMP/broken/fxlens" "$fwd" "$bwd" > "$TMP/preview-broken.json"
exit 0
EOF
  rc=0
  unshare --user --map-root-user --mount bash "$TMP/hidden.sh" || rc=$?
  [ "$rc" -eq 0 ] || fail "with the system's Graphviz hidden: exit $rc $(cat "$TMP/broken.err" 2>/dev/null)"
  svg=$(cat "$TMP/hidden.svg")
  has "$svg" '<svg' "the render with the system's Graphviz hidden"
  has "$svg" 'class="node"' "the render with the system's Graphviz hidden"
  big_svg=$(cat "$TMP/hidden-big.svg")
  has "$big_svg" 'layered layout by fxlens' "every node of a 4,420-node joint with the system's Graphviz hidden"
  has "$big_svg" 'class="node"' "every node of a 4,420-node joint with the system's Graphviz hidden"
  err=$(cat "$TMP/broken.err")
  has "$err" 'libcgraph.so.6' "a bundle without libcgraph"
  has "$err" 'reinstall the extension' "a bundle without libcgraph"
  has "$err" 'apt-get install libgvc6' "a bundle without libcgraph"
  preview=$(cat "$TMP/preview.json")
  [[ "$preview" =~ ^\{\"svg\":[1-9][0-9]*,\"nodes\":[1-9] ]] || fail "the preview's render with the system's Graphviz hidden: $preview"
  preview=$(cat "$TMP/preview-broken.json")
  has "$preview" '"error":"fxlens.renderGraph: graphviz: the layout helper' "the preview's render from a bundle without libcgraph"
  has "$preview" 'libcgraph.so.6' "the preview's render from a bundle without libcgraph"
  has "$preview" 'reinstall the extension' "the preview's render from a bundle without libcgraph"
  log "system Graphviz hidden: the bundle renders (fxlens render, and the preview's request: $(cat "$TMP/preview.json"))"
  log "without lib/libcgraph.so.6: $err"
else
  log "SKIP the hidden-Graphviz part: user namespaces are not allowed here (unshare --user --mount)"
fi

# 4. messages: a library nobody has, PNG from the bundle, a wrong GVBINDIR
cp -r "$S" "$TMP/missing"
patchelf --add-needed libfxlens-test-missing.so.1 "$TMP/missing/fxlens-layout"
rc=0
err=$(FXLENS_LAYOUT="$TMP/missing/fxlens-layout" "$S/fxlens" render "$fwd" -o "$TMP/x.svg" 2>&1) || rc=$?
[ "$rc" -ne 0 ] || fail "a helper that cannot start: fxlens render succeeded"
has "$err" 'cannot load the library libfxlens-test-missing.so.1' "a helper that cannot start"
has "$err" 'reinstall the extension' "a helper that cannot start"
err=$("$S/fxlens" render "$fwd" --format png -o "$TMP/x.png" 2>&1) && fail "PNG from the bundle succeeded"
has "$err" 'draws svg, not png' "PNG from the bundle"
err=$(GVBINDIR="$TMP/empty-gvbindir" "$S/fxlens" render "$fwd" -o "$TMP/x.svg" 2>&1) && fail "a wrong GVBINDIR succeeded"
has "$err" "GVBINDIR=$TMP/empty-gvbindir" "a wrong GVBINDIR"
log "OK"
