#!/usr/bin/env bash
# The build's binaries and its Python wheel on an older Linux than the one they were built on: Debian 11 (bullseye,
# glibc 2.31; the build machine has 2.36), made with debootstrap from Debian's archive into ROOT (kept between runs)
# and entered with chroot. The oldest Debian release deb.debian.org still serves; the glibc floor itself (2.28) is
# held by packaging.glibc_baseline, which reads the symbol versions.
#  1. without /proc (a bare chroot, as in some sandboxes): fxlens --version, analyze (the same report as here),
#     render to SVG through the helper beside it, found from the path fxlens was started by;
#  2. with /proc: render again, and an LSP session (initialize, shutdown, exit) answered with serverInfo;
#  3. the wheel (pip wheel of this checkout) installed into a venv of bullseye's own Python 3.9 with
#     pip --no-index: its fxlens and python -m fxlens on the example.
# Run by ctest (packaging.old_distro) with FXLENS (this build's fxlens, fxlens-layout beside it), SRC (the checkout)
# and ROOT. Needs root (chroot, mount) and debootstrap (.ci/setup installs it); the first run downloads about 60 MB.
set -euo pipefail
: "${FXLENS:?}" "${SRC:?}" "${ROOT:?}"
fail() { echo "old_distro: FAIL: $*" >&2; exit 1; }
log() { echo "old_distro: $*"; }
[ "$(id -u)" -eq 0 ] || fail "needs root (chroot and mount); run the suite as root, as .ci/run does"
command -v debootstrap >/dev/null || fail "debootstrap not found (apt-get install debootstrap; bash .ci/setup does)"
LAYOUT=$(dirname "$FXLENS")/fxlens-layout
[ -x "$LAYOUT" ] || fail "no $LAYOUT beside $FXLENS"

# 1. the root file system, once (a stamp says it was made whole). A download from the archive can fail for a moment
#    (one CI run lost debootstrap after 50 s with nothing to say why): up to three tries from scratch, and when all
#    fail, what debootstrap said (its own log and the one it keeps in the target) and the disk.
bootstrap_once() {
  rm -rf "$ROOT"
  debootstrap --variant=minbase --include=python3,python3-venv bullseye "$ROOT" http://deb.debian.org/debian \
    > "$ROOT.log" 2>&1
}
explain_bootstrap() {
  echo "--- last lines of $ROOT.log"; tail -25 "$ROOT.log"
  if [ -f "$ROOT/debootstrap/debootstrap.log" ]; then
    echo "--- last lines of $ROOT/debootstrap/debootstrap.log"; tail -25 "$ROOT/debootstrap/debootstrap.log"
  fi
  echo "--- disk"; df -h "$(dirname "$ROOT")"
}
if [ ! -f "$ROOT/.fxlens-complete" ]; then
  mkdir -p "$(dirname "$ROOT")"
  for try in 1 2 3; do
    log "debootstrap bullseye into $ROOT (try $try of 3)"
    if bootstrap_once; then touch "$ROOT/.fxlens-complete"; break; fi
    explain_bootstrap
    [ "$try" -lt 3 ] && sleep 10
  done
  [ -f "$ROOT/.fxlens-complete" ] || fail "debootstrap failed three times (log: $ROOT.log)"
fi
# sed reads to the end: `head -1` could close the pipe while ldd still wrote, and with pipefail the script ended
# there without a word (a fresh clone's first run).
glibc=$(chroot "$ROOT" ldd --version | sed -n 1p)
log "inside: $glibc"
[[ "$glibc" == *" 2.31"* ]] || fail "expected bullseye's glibc 2.31, the chroot says: $glibc"

T=/opt/fxlens-test
rm -rf "${ROOT:?}$T"
mkdir -p "$ROOT$T/bin" "$ROOT$T/ex"
cp "$FXLENS" "$LAYOUT" "$ROOT$T/bin/"
cp "$SRC"/examples/aot_mlp/fwd.code.txt "$SRC"/examples/aot_mlp/bwd.code.txt "$ROOT$T/ex/"
mounted=""
cleanup() { if [ -n "$mounted" ]; then umount "$ROOT/proc" 2>/dev/null || true; fi; }
trap cleanup EXIT
inside() { chroot "$ROOT" /bin/sh -c "cd $T/ex && $1"; }

# 2. without /proc
mountpoint -q "$ROOT/proc" && fail "$ROOT/proc is mounted (a run that was killed?): umount it"
version=$(inside "../bin/fxlens --version") || fail "fxlens --version failed in bullseye"
[ "$version" = "$("$FXLENS" --version)" ] || fail "fxlens --version says '$version' in bullseye"
expected=$(cd "$SRC/examples/aot_mlp" && "$FXLENS" analyze fwd.code.txt bwd.code.txt)
got=$(inside "../bin/fxlens analyze fwd.code.txt bwd.code.txt") || fail "fxlens analyze failed in bullseye"
[ "$got" = "$expected" ] || fail "fxlens analyze in bullseye differs from here"
inside "../bin/fxlens render fwd.code.txt bwd.code.txt -o pair.svg" || fail "fxlens render failed without /proc"
grep -q '<svg' "$ROOT$T/ex/pair.svg" || fail "no SVG from the render without /proc"
log "without /proc: --version, analyze (as here) and render"

# 3. with /proc
mount -t proc proc "$ROOT/proc" && mounted=1
inside "$T/bin/fxlens render fwd.code.txt bwd.code.txt --theme dark -o dark.svg" || fail "fxlens render failed"
grep -q 'relu' "$ROOT$T/ex/dark.svg" || fail "the render's SVG does not name the example's nodes"
body='{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}'
down='{"jsonrpc":"2.0","id":2,"method":"shutdown"}'
bye='{"jsonrpc":"2.0","method":"exit"}'
frames=""
for m in "$body" "$down" "$bye"; do frames+="Content-Length: ${#m}"$'\r\n\r\n'"$m"; done
printf '%s' "$frames" > "$ROOT$T/session.bin"
answer=$(inside "$T/bin/fxlens lsp < $T/session.bin") || fail "fxlens lsp exited $? in bullseye"
[[ "$answer" == *'"serverInfo":{"name":"fxlens"'* ]] || fail "no serverInfo in the LSP answer: ${answer:0:300}"
log "with /proc: render and an LSP session"

# 4. the wheel, in bullseye's own Python
wheels=$(mktemp -d)
trap 'cleanup; rm -rf "$wheels"' EXIT
(cd "$SRC" && FXLENS_WHEEL_BUILD=$(dirname "$FXLENS") /usr/bin/python3 -m pip wheel . --no-deps --no-build-isolation \
   -w "$wheels" -q) || fail "pip wheel failed"
whl=$(ls "$wheels"/fxlens-*.whl)
cp "$whl" "$ROOT$T/"
inside "python3 -m venv $T/venv && $T/venv/bin/pip install -q --no-index $T/$(basename "$whl")" \
  || fail "installing $(basename "$whl") in bullseye's Python failed"
got=$(inside "$T/venv/bin/fxlens analyze fwd.code.txt bwd.code.txt") || fail "the wheel's fxlens failed"
[ "$got" = "$expected" ] || fail "the wheel's fxlens analyze differs from here"
inside "$T/venv/bin/python -m fxlens render fwd.code.txt bwd.code.txt -o wheel.svg" || fail "python -m fxlens render failed"
grep -q '<svg' "$ROOT$T/ex/wheel.svg" || fail "no SVG from the wheel's render"
log "the wheel $(basename "$whl") in $(inside "python3 --version"): analyze (as here), python -m fxlens render"
log "PASS"
