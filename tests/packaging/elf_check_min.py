#!/usr/bin/python3
"""A stand-in for packaging/elf_check.py (being written on the wheel's branch) with the same command line, used by
ctest packaging.glibc_baseline until that script is in this checkout; delete it then (tests/CMakeLists.txt picks the
real one as soon as it exists).

    /usr/bin/python3 tests/packaging/elf_check_min.py [--max-glibc 2.28] PATH...

PATH is an ELF file, a folder (walked) or a .whl/.vsix/.zip. One line per ELF file: path, machine, static or
dynamic, the newest GLIBC_x.y it needs, its DT_NEEDED libraries. Exit 1 when a file needs a newer glibc than
--max-glibc or a library that is not glibc's own, or when no ELF file is found."""
import argparse
import os
import re
import struct
import sys
import zipfile

MACHINES = {3: "i386", 40: "arm", 62: "x86-64", 183: "aarch64"}
GLIBC_LIBRARY = re.compile(r"(lib(c|m|dl|pthread|rt|resolv|util)\.so(\.[0-9]+)*|ld-linux[-a-z0-9_.]*\.so\.[0-9]+)$")
PT_LOAD, PT_DYNAMIC, PT_INTERP = 1, 2, 3
DT_NEEDED, DT_STRTAB, DT_VERNEED, DT_VERNEEDNUM = 1, 5, 0x6FFFFFFE, 0x6FFFFFFF


def read_elf(data, name):
    """(line, glibc version tuple or None, needed libraries) of one ELF image."""
    if data[4] != 2:
        raise ValueError(f"{name}: only 64-bit ELF is read by this stand-in")
    e = "<" if data[5] == 1 else ">"
    machine = struct.unpack_from(e + "H", data, 18)[0]
    phoff, = struct.unpack_from(e + "Q", data, 32)
    phentsize, phnum = struct.unpack_from(e + "HH", data, 54)
    loads, dynamic, interp = [], None, False
    for i in range(phnum):
        p_type, _, p_offset, p_vaddr, _, p_filesz = struct.unpack_from(e + "IIQQQQ", data, phoff + i * phentsize)
        if p_type == PT_LOAD:
            loads.append((p_vaddr, p_offset, p_filesz))
        elif p_type == PT_DYNAMIC:
            dynamic = (p_offset, p_filesz)
        elif p_type == PT_INTERP:
            interp = True

    def offset(vaddr):
        for start, off, size in loads:
            if start <= vaddr < start + size:
                return off + vaddr - start
        raise ValueError(f"{name}: address {vaddr:#x} is in no loaded segment")

    def string(strtab, at):
        return data[strtab + at:data.index(b"\0", strtab + at)].decode()

    tags = []
    if dynamic:
        for at in range(dynamic[0], dynamic[0] + dynamic[1], 16):
            tag, value = struct.unpack_from(e + "qQ", data, at)
            if tag == 0:
                break
            tags.append((tag, value))
    values = dict(tags)
    needed, versions = [], []
    if DT_STRTAB in values:
        strtab = offset(values[DT_STRTAB])
        needed = [string(strtab, v) for t, v in tags if t == DT_NEEDED]
        at = offset(values[DT_VERNEED]) if DT_VERNEED in values else None
        for _ in range(values.get(DT_VERNEEDNUM, 0)):
            _, count, _, aux, following = struct.unpack_from(e + "HHIII", data, at)
            aux_at = at + aux
            for _ in range(count):
                _, _, _, vname, aux_next = struct.unpack_from(e + "IHHII", data, aux_at)
                versions.append(string(strtab, vname))
                aux_at += aux_next
            at += following
    glibc = [tuple(map(int, v[6:].split("."))) for v in versions if re.match(r"GLIBC_[0-9.]+$", v)]
    newest = max(glibc) if glibc else None
    kind = "dynamic" if interp or dynamic else "static"
    line = (f"{name}: {MACHINES.get(machine, f'machine-{machine}')}, {kind}, max GLIBC "
            f"{'.'.join(map(str, newest)) if newest else 'none'}, NEEDED {' '.join(needed) or 'none'}")
    return line, newest, needed


def elves(path):
    """(name, bytes) of every ELF file under path."""
    if os.path.isdir(path):
        for folder, _, files in sorted(os.walk(path)):
            for f in sorted(files):
                yield from elves(os.path.join(folder, f))
    elif path.endswith((".whl", ".vsix", ".zip")):
        with zipfile.ZipFile(path) as z:
            for member in z.namelist():
                data = z.read(member)
                if data[:4] == b"\x7fELF":
                    yield f"{path}!{member}", data
    else:
        with open(path, "rb") as f:
            data = f.read()
        if data[:4] == b"\x7fELF":
            yield path, data


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--max-glibc", metavar="X.Y")
    parser.add_argument("paths", nargs="+")
    args = parser.parse_args()
    limit = tuple(map(int, args.max_glibc.split("."))) if args.max_glibc else None
    failures, count = [], 0
    for path in args.paths:
        try:
            for name, data in elves(path):
                count += 1
                line, newest, needed = read_elf(data, name)
                print(line)
                if limit and newest and newest > limit:
                    failures.append(f"{name} needs GLIBC_{'.'.join(map(str, newest))}, newer than --max-glibc {args.max_glibc}")
                foreign = [n for n in needed if not GLIBC_LIBRARY.match(n)]
                if foreign:
                    failures.append(f"{name} needs {', '.join(foreign)}: not glibc's own")
        except (OSError, ValueError, struct.error, zipfile.BadZipFile) as e:
            failures.append(f"cannot read {path}: {e}")
    if count == 0 and not failures:
        failures.append("no ELF file found in " + ", ".join(args.paths))
    for failure in failures:
        print(f"elf_check: FAIL: {failure}", file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
