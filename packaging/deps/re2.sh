#!/usr/bin/env bash
# packaging/deps/re2.sh TARGET: RE2 from Debian's source package as a static library for TARGET, installed into
# $DEPS/TARGET (the native build uses Debian's libre2-dev instead). Debian's source leaves out the generated
# Unicode and Perl tables; they are made here as Debian makes them (unicode-data, python3-six, perl).
# For wasm32-wasi, which has one thread and no <shared_mutex>, util/mutex.h gets a lock that does nothing.
source "$(dirname "$0")/common.sh"
target=${1:?usage: re2.sh TARGET}
deps_check_target "$target"
version=$("$DEPS_REPO/packaging/deps/fetch.sh" re2 | awk '{print $2}')
src=$DEPS/src/re2
prefix=$(deps_prefix "$target")
stamp=$prefix/.re2
recipe=$(deps_recipe "$0" "$version")
deps_stamp_ok "$stamp" "$recipe" && { deps_log "re2 for $target is built ($version)"; exit 0; }

if [ ! -f "$src/re2/unicode_groups.cc" ]; then
  [ -d /usr/share/unicode ] || deps_fail "no /usr/share/unicode (apt-get install unicode-data)"
  (cd "$src" && perl re2/make_perl_groups.pl > re2/perl_groups.cc &&
     /usr/bin/python3 re2/make_unicode_groups.py > re2/unicode_groups.cc &&
     /usr/bin/python3 re2/make_unicode_casefold.py > re2/unicode_casefold.cc) \
    || deps_fail "making RE2's tables failed (needs perl, /usr/bin/python3 with six: apt-get install python3-six unicode-data)"
fi
if ! grep -q 'fxlens' "$src/util/mutex.h"; then
  /usr/bin/python3 - "$src/util/mutex.h" <<'PY' || deps_fail "patching util/mutex.h failed"
import sys
p = sys.argv[1]
s = open(p).read()
old = '#include <shared_mutex>\ntypedef std::shared_mutex MutexType;\n'
rw = '#if defined(_POSIX_READER_WRITER_LOCKS) && _POSIX_READER_WRITER_LOCKS > 0'
assert old in s and rw in s, 'util/mutex.h is not as expected'
s = s.replace(old, '#if defined(__wasi__)\n// wasm32-wasi: one thread (fxlens, packaging/deps/re2.sh)\n'
              'struct MutexType { void lock() {} void unlock() {} void lock_shared() {} void unlock_shared() {} };\n'
              '#else\n' + old + '#endif\n')
s = s.replace(rw, rw + ' && !defined(__wasi__)')
open(p, 'w').write(s)
PY
fi
build=$DEPS/build/$target/re2
rm -rf "$build"
# No path of this machine in what ships (RE2's checks carry __FILE__): $DEPS is written as deps/, as in DEPS_CFLAGS.
# shellcheck disable=SC2046
CXXFLAGS="-ffile-prefix-map=$DEPS=deps" cmake -S "$src" -B "$build" -G Ninja $(deps_cmake_target_args "$target") -DCMAKE_BUILD_TYPE=Release \
  -DRE2_BUILD_TESTING=OFF -DBUILD_SHARED_LIBS=OFF -DCMAKE_POSITION_INDEPENDENT_CODE=ON \
  -DCMAKE_INSTALL_PREFIX="$prefix" >&2 || deps_fail "configuring re2 for $target failed"
cmake --build "$build" >&2 || deps_fail "building re2 for $target failed"
cmake --install "$build" >&2 || deps_fail "installing re2 for $target failed"
echo "$recipe" > "$stamp"
deps_log "re2 $version for $target in $prefix"
