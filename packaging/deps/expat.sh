#!/usr/bin/env bash
# packaging/deps/expat.sh TARGET: expat (the XML parser Graphviz reads HTML-like labels with: the legend's
# `label=<<TABLE ...>>`) from Debian's source package as a static library for TARGET, installed into $DEPS/TARGET.
# Built from source for every target, this machine's too, rather than taken from libexpat1-dev: both
# architectures then link the same sources with the same options, and a static helper does not depend on which
# -dev packages the build machine happens to have. Built with autotools as Debian builds it (Debian's security
# patches test `#if XML_DTD == 1`, which only the autotools config header defines so), library only.
source "$(dirname "$0")/common.sh"
target=${1:?usage: expat.sh TARGET}
deps_start_autotools expat "$target"
src=$DEPS/src/expat/expat

if [ ! -x "$src/configure" ]; then
  (cd "$src" && ./buildconf.sh >&2) || deps_fail "expat's buildconf.sh (autoreconf) failed"
fi
build=$DEPS/build/$target/expat
rm -rf "$build" && mkdir -p "$build"
# shellcheck disable=SC2086
(cd "$build" && "$src/configure" $host_args CFLAGS="$DEPS_CFLAGS" \
   --prefix="$prefix" --libdir="$prefix/lib" --disable-shared --enable-static --with-pic --without-xmlwf \
   --without-examples --without-tests --without-docbook >&2) \
  || deps_fail "configuring expat for $target failed (see $build/config.log)"
make -C "$build/lib" -j"$DEPS_JOBS" >&2 || deps_fail "building expat for $target failed"
make -C "$build" install >&2 || deps_fail "installing expat for $target failed"
[ -f "$prefix/lib/libexpat.a" ] || deps_fail "expat for $target: no $prefix/lib/libexpat.a after the install"
echo "$recipe" > "$stamp"
deps_log "expat $version for $target in $prefix"
