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

# A stamp says a build finished with these inputs; a build whose stamp differs is done again.
deps_stamp_ok() { [ -f "$1" ] && [ "$(cat "$1")" = "$2" ]; }
