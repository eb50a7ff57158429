#!/usr/bin/env bash
# packaging/deps/fetch.sh PACKAGE...: the Debian 12 source package of each PACKAGE, unpacked (with Debian's patches)
# into $DEPS/src/PACKAGE, and its version printed. The sources come through apt from Debian's own archive (deb-src
# of bookworm, bookworm-updates and bookworm-security), with apt's signature and checksum checks, but with a private
# list of sources and a private cache under $DEPS/apt: the machine's apt configuration is not changed. Cached: a
# package already unpacked at the newest version is not fetched again.
# Needs apt-get and dpkg-source (dpkg-dev, part of build-essential).
source "$(dirname "$0")/common.sh"
[ $# -gt 0 ] || deps_fail "usage: fetch.sh PACKAGE..."
APT=$DEPS/apt
mkdir -p "$APT/lists/partial" "$APT/archives/partial" "$DEPS/src"
cat > "$APT/sources.list" <<LIST
deb-src http://deb.debian.org/debian bookworm main
deb-src http://deb.debian.org/debian bookworm-updates main
deb-src http://deb.debian.org/debian-security bookworm-security main
LIST
apt_opts=(-o "Dir::Etc::SourceList=$APT/sources.list" -o Dir::Etc::SourceParts=/dev/null
          -o "Dir::State::Lists=$APT/lists" -o "Dir::Cache::Archives=$APT/archives" -o APT::Sandbox::User=root -qq)
# The lists are read again once a day at most (a CI run on a clean clone always reads them).
if [ -z "$(find "$APT/lists" -maxdepth 1 -name '*Sources*' -mmin -1440 2>/dev/null | head -1)" ]; then
  apt-get "${apt_opts[@]}" update >&2 || deps_fail "apt-get update of the deb-src lists failed"
fi
for pkg in "$@"; do
  version=$(apt-cache "${apt_opts[@]}" showsrc "$pkg" 2>/dev/null | sed -n 's/^Version: //p' | sort -V | tail -1)
  [ -n "$version" ] || deps_fail "no source package '$pkg' in Debian bookworm"
  dest=$DEPS/src/$pkg
  if deps_stamp_ok "$dest/.fxlens-version" "$version"; then echo "$pkg $version"; continue; fi
  work=$DEPS/src/.fetch-$pkg
  rm -rf "$work" "$dest"
  mkdir -p "$work"
  (cd "$work" && apt-get "${apt_opts[@]}" source --download-only "$pkg=$version" >&2) \
    || deps_fail "apt-get source $pkg=$version failed"
  dsc=$(ls "$work"/*.dsc)
  # The .dsc's own OpenPGP signature cannot be checked without debian-keyring; apt checked every file against the
  # signed Sources index already.
  dpkg-source --no-check -x "$dsc" "$dest" >&2 || deps_fail "dpkg-source -x $dsc failed"
  rm -rf "$work"
  rm -f "$DEPS/src/${pkg}_"*.orig.tar.*  # dpkg-source leaves a copy of the upstream tarball beside the folder
  echo "$version" > "$dest/.fxlens-version"
  deps_log "unpacked $pkg $version into $dest"
  echo "$pkg $version"
done
