#!/usr/bin/env bash
# packaging/deps/graphviz.sh TARGET: Graphviz from Debian's source package as static libraries for TARGET,
# installed into $DEPS/TARGET: only what the layout helper fxlens-layout links (server/render/graphviz.cpp): cdt,
# cgraph, pathplan, xdot, gvc (with common, pack, label, ortho) and the plugins core (SVG and DOT), dot_layout and
# neato_layout (`nop2`: neato -n2, for the pictures fxlens places itself), each as a static archive whose
# gvplugin_*_LTX_library the helper lists as a built-in. Nothing is loaded at run time (no ltdl); no X, cairo,
# pango, gd, gts, zlib, Tcl or language bindings; no cmd/ tools. Needs expat for TARGET first (expat.sh).
# Debian's tarball has no configure: as debian/rules does, autogen.sh writes version.m4 (Debian builds outside git,
# so the version is "2.43.0 (0)", as Debian's `dot -V` says) and runs autoreconf, once for every target.
source "$(dirname "$0")/common.sh"
target=${1:?usage: graphviz.sh TARGET}
deps_start_autotools graphviz "$target"
src=$DEPS/src/graphviz
[ -f "$prefix/lib/libexpat.a" ] || deps_fail "no expat in $prefix: run packaging/deps/expat.sh $target first"

if [ ! -x "$src/configure" ]; then
  # GIT_DIR: the sources may sit inside a git checkout (.deps in fxlens's own), whose last commit must not become
  # Graphviz's version date.
  (cd "$src" && GIT_DIR=/nonexistent sh autogen.sh NOCONFIG >&2) || deps_fail "graphviz's autogen.sh failed"
fi

build=$DEPS/build/$target/graphviz
rm -rf "$build" && mkdir -p "$build"
without=(x devil webp poppler rsvg ghostscript visio pangocairo lasi glitz freetype2 fontconfig gdk gdk-pixbuf gtk
         gtkgl gtkglext gts ann glade ming qt quartz gdiplus libgd glut smyrna sfdp ipsepcola)
disable=(shared ltdl swig sharp go guile io java lua ocaml perl php python python2 python3 r ruby tcl)
# PKG_CONFIG_LIBDIR: only the prefix's .pc files, never the build machine's (a cross build must not find them);
# ac_cv_header_zlib_h=no: zlib only compresses output (svgz), which the helper does not write.
# shellcheck disable=SC2086
(cd "$build" && PKG_CONFIG_LIBDIR="$prefix/lib/pkgconfig" "$src/configure" $host_args \
   CFLAGS="$DEPS_CFLAGS" --prefix="$prefix" --libdir="$prefix/lib" --enable-static --with-pic \
   "${without[@]/#/--without-}" "${disable[@]/#/--disable-}" --with-expat --with-expatincludedir="$prefix/include" \
   --with-expatlibdir="$prefix/lib" ac_cv_header_zlib_h=no >&2) \
  || deps_fail "configuring graphviz for $target failed (see $build/config.log)"
grep -q '^#define HAVE_EXPAT 1' "$build/config.h" || deps_fail "graphviz for $target: configure did not find expat"

# The libraries in dependency order (lib/Makefile.am's order), then the three plugins.
libs=(cdt cgraph pathplan rbtree ortho sparse patchwork common pack xdot label gvc circogen dotgen fdpgen neatogen
      twopigen osage)
make -C "$build" graphviz_version.h >&2 || deps_fail "graphviz_version.h for $target failed"
for dir in "${libs[@]/#/lib/}" plugin/core plugin/dot_layout plugin/neato_layout; do
  make -C "$build/$dir" -j"$DEPS_JOBS" >&2 || deps_fail "building graphviz's $dir for $target failed"
done
make -C "$build" install-pkgincludeHEADERS >&2 || deps_fail "installing graphviz_version.h for $target failed"
# The archives and headers only (the helper's CMake names the archives itself: no .pc, no manual pages).
for dir in lib/cdt lib/cgraph lib/pathplan lib/common lib/pack lib/xdot lib/gvc; do
  make -C "$build/$dir" install-exec install-pkgincludeHEADERS >&2 \
    || deps_fail "installing graphviz's $dir for $target failed"
done
for dir in plugin/core plugin/dot_layout plugin/neato_layout; do
  make -C "$build/$dir" install-exec >&2 || deps_fail "installing graphviz's $dir for $target failed"
done
for a in libgvc.a libcgraph.a libcdt.a libpathplan.a libxdot.a graphviz/libgvplugin_core.a \
         graphviz/libgvplugin_dot_layout.a graphviz/libgvplugin_neato_layout.a; do
  [ -f "$prefix/lib/$a" ] || deps_fail "graphviz for $target: no $prefix/lib/$a after the install"
done
echo "$recipe" > "$stamp"
deps_log "graphviz $version for $target in $prefix"
