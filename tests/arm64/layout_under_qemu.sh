#!/bin/sh
# The arm64 build's fxlens-layout, started by the arm64 fxlens (itself under qemu-user) through FXLENS_LAYOUT: a
# machine without binfmt_misc for aarch64 (this sandbox, most CI machines) cannot exec an aarch64 program directly
# (Exec format error), but this script is a program of the build machine, and it runs the helper under qemu.
#   FXLENS_ARM64_LAYOUT  the aarch64 fxlens-layout     QEMU  qemu-aarch64-static
exec "${QEMU:?}" "${FXLENS_ARM64_LAYOUT:?}" "$@"
