# Sourced by the scripts in packaging/deps: where third-party sources and builds live, and what a target is.
# A target is one of
#   x86_64-linux-gnu    this machine (gcc)
#   aarch64-linux-gnu   linux-arm64, cross-compiled (crossbuild-essential-arm64)
#   wasm32-wasi         WebAssembly with WASI (clang-16, wasi-libc, libc++-16-dev-wasm32)
# and the CMake toolchain file of each cross target is cmake/toolchains/<target>.cmake.
#   FXLENS_DEPS   where sources and builds go (default: .deps in the checkout; a clean clone builds them again)
set -euo pipefail
DEPS_REPO=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
DEPS=${FXLENS_DEPS:-$DEPS_REPO/.deps}
mkdir -p "$DEPS"
DEPS=$(cd "$DEPS" && pwd)

deps_log() { echo "deps: $*" >&2; }
deps_fail() { echo "deps: FAIL: $*" >&2; exit 1; }

deps_check_target() {
  case "$1" in
    x86_64-linux-gnu|aarch64-linux-gnu|wasm32-wasi) ;;
    *) deps_fail "unknown target '$1' (x86_64-linux-gnu, aarch64-linux-gnu or wasm32-wasi)" ;;
  esac
}

# The install prefix of a target's static libraries (include/, lib/).
deps_prefix() { echo "$DEPS/$1"; }

# CMake arguments that select a target's compilers (nothing for this machine).
deps_cmake_target_args() {
  case "$1" in
    x86_64-linux-gnu) ;;
    *) echo "-DCMAKE_TOOLCHAIN_FILE=$DEPS_REPO/cmake/toolchains/$1.cmake" ;;
  esac
}

# configure arguments that select a target's compilers for an autotools package (expat, graphviz): none for this
# machine, --host for a GNU cross target (its gcc is aarch64-linux-gnu-gcc and so on).
deps_configure_target_args() {
  case "$1" in
    x86_64-linux-gnu) ;;
    aarch64-linux-gnu) echo "--host=$1" ;;
    *) deps_fail "no autotools build for $1" ;;
  esac
}

# C flags of the autotools packages: optimized, and no path of this machine in what ships (assert messages carry
# __FILE__): $DEPS is written as deps/.
DEPS_CFLAGS="-O2 -ffile-prefix-map=$DEPS=deps"

# What a stamp holds for a build by script $1: the package version $2 and a digest of the script and this file, so
# that a changed recipe builds again.
deps_recipe() { echo "$2 $(cat "$1" "${BASH_SOURCE[0]}" | sha256sum | cut -c1-12)"; }

# The start of an autotools package's script $0 for package $1 and target $2: fetches the source and sets version,
# recipe, prefix, stamp and host_args (configure's); exits when the stamp says the build is done.
deps_start_autotools() {
  deps_check_target "$2"
  host_args=$(deps_configure_target_args "$2")
  version=$("$DEPS_REPO/packaging/deps/fetch.sh" "$1" | awk '{print $2}')
  recipe=$(deps_recipe "$0" "$version")
  prefix=$(deps_prefix "$2")
  stamp=$prefix/.$1
  if deps_stamp_ok "$stamp" "$recipe"; then deps_log "$1 for $2 is built ($version)"; exit 0; fi
}

# Parallel jobs: the machines are small and shared (FXLENS_DEPS_JOBS to change it).
DEPS_JOBS=${FXLENS_DEPS_JOBS:-2}

# A stamp says a build finished with these inputs; a build whose stamp differs is done again.
deps_stamp_ok() { [ -f "$1" ] && [ "$(cat "$1")" = "$2" ]; }
