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
# Downloads the newest version of source package $1 that can be had into $work and sets $version and $dest; an
# older one only when the newer ones cannot be downloaded (a mirror that lists bookworm-security's sources but does
# not serve their .dsc), said as a warning. Returns 1, downloading nothing, when that version is unpacked already.
download_newest() {
  local pkg=$1 candidates said
  candidates=$(apt-cache "${apt_opts[@]}" showsrc "$pkg" 2>/dev/null | sed -n 's/^Version: //p' | sort -rV | uniq)
  [ -n "$candidates" ] || deps_fail "no source package '$pkg' in Debian bookworm"
  local newest=${candidates%%$'\n'*}
  for version in $candidates; do
    dest=$DEPS/src/$pkg
    if deps_stamp_ok "$dest/.fxlens-version" "$version"; then rm -rf "$work"; return 1; fi
    rm -rf "$work" && mkdir -p "$work"
    if said=$(cd "$work" && apt-get "${apt_opts[@]}" source --download-only "$pkg=$version" 2>&1); then
      [ "$version" = "$newest" ] || deps_log "WARNING: $pkg $newest could not be downloaded; using $version"
      return 0
    fi
  done
  deps_fail "apt-get source $pkg failed for every version ($(echo $candidates)); it said: $said"
}
for pkg in "$@"; do
  work=$DEPS/src/.fetch-$pkg
  if ! download_newest "$pkg"; then echo "$pkg $version"; continue; fi
  rm -rf "$dest"
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
