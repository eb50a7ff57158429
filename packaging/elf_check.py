#!/usr/bin/python3
"""What the ELF files of a package need from the machine they run on, read from their headers (standard library only).

    /usr/bin/python3 packaging/elf_check.py [--max-glibc 2.28] PATH...

PATH is an ELF file, a folder (walked) or a .whl/.vsix/.zip (its members are read from the archive). One line per ELF
file: its path, machine, static or dynamic, the newest GLIBC_x.y it needs, the libraries it names (DT_NEEDED). Exit 1,
saying which file and what, when a file needs a glibc newer than --max-glibc, needs a library that is not glibc's own
(libstdc++ or Graphviz would be missing on a user's machine: the package would install but not run), cannot be read,
or when no ELF file was found at all (a package that lost its binaries must not pass). Exit 2 on a usage error.

The wheel's backend (packaging/python/backend.py) asks platform_of() for its platform tag; docs/PACKAGING.md.
"""
from __future__ import annotations

import argparse
import os
import re
import struct
import sys
import zipfile
from dataclasses import dataclass, field
from typing import Iterable, Iterator

ELF_MAGIC = b"\x7fELF"
ARCHIVE_SUFFIXES = (".whl", ".vsix", ".zip")

# e_machine → the name this tool prints (readelf's long names are not stable identifiers).
MACHINES = {3: "i386", 8: "mips", 20: "ppc", 21: "ppc64", 22: "s390", 40: "arm", 62: "x86-64", 183: "aarch64",
            243: "riscv", 258: "loongarch"}

# glibc's own libraries: every glibc system has them, so a binary may need them (manylinux's rule, less libgcc_s and
# libstdc++, which a fully static fxlens does not need and whose versions differ from machine to machine).
GLIBC_LIBRARY = re.compile(r"(lib(c|m|dl|pthread|rt|resolv|util)\.so(\.[0-9]+)*|ld-linux[-a-z0-9_.]*\.so\.[0-9]+)$")
GLIBC_VERSION = re.compile(r"GLIBC_([0-9]+(?:\.[0-9]+)+)$")

PT_DYNAMIC, PT_INTERP, PT_LOAD = 2, 3, 1
DT_NEEDED, DT_STRTAB, DT_STRSZ, DT_SONAME, DT_RPATH, DT_RUNPATH = 1, 5, 10, 14, 15, 29
DT_VERNEED, DT_VERNEEDNUM = 0x6FFFFFFE, 0x6FFFFFFF
SHT_DYNSYM, SHT_GNU_VERSYM = 11, 0x6FFFFFFF
SHN_UNDEF = 0


class ElfError(Exception):
    """A file that starts like an ELF file but whose headers cannot be read."""


@dataclass
class ElfInfo:
    path: str
    bits: int                     # 32 or 64
    endian: str                   # "little" or "big"
    machine: str                  # a MACHINES name, or "machine-N" for another e_machine
    interpreter: str | None = None
    needed: list[str] = field(default_factory=list)
    runpath: list[str] = field(default_factory=list)
    rpath: list[str] = field(default_factory=list)
    # The GNU version needs (DT_VERNEED): library → the version names it must provide, in file order.
    version_needs: dict[str, list[str]] = field(default_factory=dict)
    # Version name → the undefined dynamic symbols bound to it (from .dynsym + .gnu.version, when the section
    # headers are there: they say why a version is needed).
    version_symbols: dict[str, list[str]] = field(default_factory=dict)
    # A needed version's index (vna_other, what .gnu.version holds for a symbol) → its name.
    version_index: dict[int, str] = field(default_factory=dict, repr=False)

    @property
    def static(self) -> bool:
        """Linked whole: no loader to ask for and no library to load."""
        return self.interpreter is None and not self.needed

    def versions(self, prefix: str) -> list[str]:
        """Every needed version whose name starts with prefix (e.g. "GLIBCXX_"), sorted, once each."""
        return sorted({v for vs in self.version_needs.values() for v in vs if v.startswith(prefix)}, key=_version_key)

    @property
    def max_glibc(self) -> tuple[int, ...] | None:
        """The newest GLIBC_x.y this file needs, or None when it needs no versioned glibc symbol."""
        found = [parse_version(m.group(1)) for v in self.versions("GLIBC_") if (m := GLIBC_VERSION.match(v))]
        return max(found) if found else None

    def foreign_libraries(self) -> list[str]:
        """The needed libraries that glibc does not provide."""
        return [lib for lib in self.needed if not GLIBC_LIBRARY.match(lib)]

    def line(self) -> str:
        glibc = format_version(self.max_glibc) if self.max_glibc else "none"
        parts = [f"{self.path}: {self.machine}", "static" if self.static else "dynamic", f"max GLIBC {glibc}",
                 "NEEDED " + (" ".join(self.needed) if self.needed else "none")]
        cxx = self.versions("GLIBCXX_") + self.versions("CXXABI_")
        if cxx:
            parts.append("needs " + " ".join(cxx))
        if self.interpreter:
            parts.append(f"interpreter {self.interpreter}")
        if self.runpath:
            parts.append("RUNPATH " + ":".join(self.runpath))
        if self.rpath:
            parts.append("RPATH " + ":".join(self.rpath))
        return ", ".join(parts)


def parse_version(text: str) -> tuple[int, ...]:
    try:
        return tuple(int(p) for p in text.split("."))
    except ValueError:
        raise ValueError(f"not a version: {text!r} (expected numbers with dots, e.g. 2.28)") from None


def format_version(version: tuple[int, ...]) -> str:
    return ".".join(str(p) for p in version)


def _version_key(name: str) -> tuple:
    # GLIBC_2.2.5 before GLIBC_2.14: numbers compare as numbers.
    prefix, _, number = name.partition("_")
    try:
        return (prefix, parse_version(number), "")
    except ValueError:
        return (prefix, (), number)


class _Reader:
    """Bounds-checked reads of one ELF image of either class and byte order."""

    def __init__(self, data: bytes, path: str):
        self.data, self.path = data, path
        if len(data) < 52 or data[:4] != ELF_MAGIC:
            raise ElfError(f"{path}: not an ELF file or truncated header")
        klass, order = data[4], data[5]
        if klass not in (1, 2) or order not in (1, 2):
            raise ElfError(f"{path}: unknown ELF class {klass} or byte order {order}")
        self.bits = 32 if klass == 1 else 64
        self.endian = "little" if order == 1 else "big"
        self.prefix = "<" if order == 1 else ">"
        self.addr = "I" if self.bits == 32 else "Q"

    def unpack(self, fmt: str, offset: int) -> tuple:
        fmt = self.prefix + fmt.replace("A", self.addr)
        end = offset + struct.calcsize(fmt)
        if offset < 0 or end > len(self.data):
            raise ElfError(f"{self.path}: truncated (a header at byte {offset} runs past the end, {len(self.data)} bytes)")
        return struct.unpack_from(fmt, self.data, offset)

    def cstring(self, offset: int) -> str:
        if offset < 0 or offset >= len(self.data):
            raise ElfError(f"{self.path}: a string at byte {offset} is outside the file")
        end = self.data.find(b"\0", offset)
        if end < 0:
            raise ElfError(f"{self.path}: an unterminated string at byte {offset}")
        return self.data[offset:end].decode("utf-8", "replace")


def read_elf(data: bytes, path: str) -> ElfInfo:
    """Reads one ELF image (the bytes of a file) from its program headers; `path` only names it in answers."""
    r = _Reader(data, path)
    # e_type e_machine e_version e_entry e_phoff e_shoff e_flags e_ehsize e_phentsize e_phnum e_shentsize e_shnum ...
    (_, machine, _, _, phoff, shoff, _, _, phentsize, phnum, shentsize, shnum, _) = r.unpack("HHIAAAIHHHHHH", 16)
    # The 64-bit program header moves p_flags up to keep its addresses aligned.
    ph_fmt = "IIAAAAII" if r.bits == 32 else "IIAAAAAA"
    info = ElfInfo(path=path, bits=r.bits, endian=r.endian, machine=MACHINES.get(machine, f"machine-{machine}"))

    segments = []  # (type, offset, vaddr, filesz)
    for i in range(phnum):
        fields = r.unpack(ph_fmt, phoff + i * phentsize)
        if r.bits == 32:
            p_type, p_offset, p_vaddr, _, p_filesz = fields[:5]
        else:
            p_type, _, p_offset, p_vaddr, _, p_filesz = fields[:6]
        segments.append((p_type, p_offset, p_vaddr, p_filesz))

    def file_offset(vaddr: int) -> int:
        # Dynamic entries hold addresses; the loadable segment that maps one says where it is in the file.
        for p_type, p_offset, p_vaddr, p_filesz in segments:
            if p_type == PT_LOAD and p_vaddr <= vaddr < p_vaddr + p_filesz:
                return vaddr - p_vaddr + p_offset
        raise ElfError(f"{path}: address {vaddr:#x} is in no loadable segment")

    for p_type, p_offset, _, p_filesz in segments:
        if p_type == PT_INTERP:
            info.interpreter = r.cstring(p_offset)
    dynamic = [s for s in segments if s[0] == PT_DYNAMIC]
    if dynamic:
        _read_dynamic(r, info, dynamic[0], file_offset)
    if info.version_needs and shnum:
        _read_version_symbols(r, info, shoff, shentsize, shnum)
    return info


def _read_dynamic(r: _Reader, info: ElfInfo, segment: tuple, file_offset) -> None:
    _, offset, _, size = segment
    entry = "iI" if r.bits == 32 else "qQ"
    step = struct.calcsize(r.prefix + entry)
    tags: list[tuple[int, int]] = []
    for at in range(offset, offset + size - step + 1, step):
        tag, value = r.unpack(entry, at)
        if tag == 0:  # DT_NULL ends the array
            break
        tags.append((tag, value))
    strtab = [v for t, v in tags if t == DT_STRTAB]
    if not strtab:
        if any(t in (DT_NEEDED, DT_RUNPATH, DT_RPATH, DT_VERNEED) for t, _ in tags):
            raise ElfError(f"{info.path}: a dynamic section that names libraries without a string table")
        return
    strings = file_offset(strtab[0])

    def string(index: int) -> str:
        return r.cstring(strings + index)

    for tag, value in tags:
        if tag == DT_NEEDED:
            info.needed.append(string(value))
        elif tag == DT_RUNPATH:
            info.runpath.extend(string(value).split(":"))
        elif tag == DT_RPATH:
            info.rpath.extend(string(value).split(":"))
    verneed = [v for t, v in tags if t == DT_VERNEED]
    count = next((v for t, v in tags if t == DT_VERNEEDNUM), 0)
    if verneed:
        _read_verneed(r, info, file_offset(verneed[0]), count, string)


def _read_verneed(r: _Reader, info: ElfInfo, at: int, count: int, string) -> None:
    # Elf32_Verneed and Elf64_Verneed are the same 16 bytes (so are the Vernaux entries): a chain of libraries, each
    # with a chain of version names it must define.
    for _ in range(count):
        _, cnt, file_name, aux, next_need = r.unpack("HHIII", at)
        versions = info.version_needs.setdefault(string(file_name), [])
        a = at + aux
        for _ in range(cnt):
            _, _, other, name, next_aux = r.unpack("IHHII", a)
            versions.append(string(name))
            info.version_index[other] = string(name)
            if not next_aux:
                break
            a += next_aux
        if not next_need:
            break
        at += next_need


def _read_version_symbols(r: _Reader, info: ElfInfo, shoff: int, shentsize: int, shnum: int) -> None:
    sh_fmt = "IIAAAAIIAA"  # name type flags addr offset size link info addralign entsize
    sections = [r.unpack(sh_fmt, shoff + i * shentsize) for i in range(shnum)]
    dynsym = next((s for s in sections if s[1] == SHT_DYNSYM), None)
    versym = next((s for s in sections if s[1] == SHT_GNU_VERSYM), None)
    if dynsym is None or versym is None or dynsym[9] == 0 or dynsym[6] >= shnum:
        return
    names = sections[dynsym[6]][4]  # sh_link: the symbols' string table
    count = dynsym[5] // dynsym[9]
    symbol = "IIIBBH" if r.bits == 32 else "IBBHQQ"  # name, then value/size/info/other/shndx in class order
    found: dict[str, set[str]] = {}
    for i in range(1, count):
        fields = r.unpack(symbol, dynsym[4] + i * dynsym[9])
        name, shndx = fields[0], (fields[5] if r.bits == 32 else fields[3])
        (index,) = r.unpack("H", versym[4] + 2 * i)
        version = info.version_index.get(index & 0x7FFF)  # the top bit: hidden
        if shndx == SHN_UNDEF and version:
            found.setdefault(version, set()).add(r.cstring(names + name))
    info.version_symbols = {v: sorted(s) for v, s in found.items()}


def read_elf_file(path: str) -> ElfInfo:
    with open(path, "rb") as f:
        return read_elf(f.read(), path)


def find_elves(paths: Iterable[str]) -> Iterator[ElfInfo]:
    """Every ELF file under the given paths: files, folders (walked; links inside are not followed, they would name
    a file twice or one outside the package) and .whl/.vsix/.zip archives (members named ARCHIVE!MEMBER).
    Raises OSError for a path that is missing and ElfError for a file that cannot be read as ELF."""
    for path in paths:
        if os.path.isdir(path):
            for folder, dirs, files in os.walk(path):
                dirs.sort()
                for name in sorted(files):
                    member = os.path.join(folder, name)
                    if not os.path.islink(member) and _starts_elf(member):
                        yield read_elf_file(member)
        elif path.lower().endswith(ARCHIVE_SUFFIXES):
            yield from _archive_elves(path)
        elif _starts_elf(path):
            yield read_elf_file(path)
        else:
            raise ElfError(f"{path}: not an ELF file, a folder or a {'/'.join(ARCHIVE_SUFFIXES)} archive")


def _starts_elf(path: str) -> bool:
    with open(path, "rb") as f:
        return f.read(4) == ELF_MAGIC


def _archive_elves(path: str) -> Iterator[ElfInfo]:
    try:
        archive = zipfile.ZipFile(path)
    except zipfile.BadZipFile as e:
        raise ElfError(f"{path}: not a zip archive ({e})") from None
    with archive:
        for member in archive.infolist():
            if member.is_dir():
                continue
            with archive.open(member) as f:
                if f.read(4) != ELF_MAGIC:
                    continue
            yield read_elf(archive.read(member), f"{path}!{member.filename}")


def problems(info: ElfInfo, max_glibc: tuple[int, ...] | None) -> list[str]:
    """Why this file would not run on every machine the package claims; empty when it would."""
    found = []
    foreign = info.foreign_libraries()
    if foreign:
        it, library = ("it", "library") if len(foreign) == 1 else ("them", "libraries")
        found.append(f"{info.path} needs {', '.join(foreign)}: not glibc's own {library}, so a user's machine may "
                     f"lack {it} (link {it} statically)")
    if max_glibc is not None and info.max_glibc and info.max_glibc > max_glibc:
        newer = [v for v in info.versions("GLIBC_") if (m := GLIBC_VERSION.match(v))
                 and parse_version(m.group(1)) > max_glibc]
        for version in newer:
            symbols = info.version_symbols.get(version, [])
            why = f" (for {', '.join(symbols[:5])}{' ...' if len(symbols) > 5 else ''})" if symbols else ""
            found.append(f"{info.path} needs {version}{why}, newer than --max-glibc {format_version(max_glibc)}")
    return found


def platform_of(paths: Iterable[str]) -> tuple[tuple[int, ...] | None, str]:
    """(the newest GLIBC version any ELF file under paths needs or None, their machine): what a wheel's platform tag
    is made of. Raises ElfError when there is no ELF file or the files are for different machines."""
    infos = list(find_elves(paths))
    if not infos:
        raise ElfError("no ELF file found in " + ", ".join(paths))
    machines = sorted({i.machine for i in infos})
    if len(machines) > 1:
        raise ElfError("ELF files for different machines: " + "; ".join(f"{i.path} {i.machine}" for i in infos))
    versions = [i.max_glibc for i in infos if i.max_glibc]
    return (max(versions) if versions else None), machines[0]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="elf_check.py", description=__doc__.split("\n\n")[1].strip(),
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--max-glibc", metavar="X.Y", help="fail when a file needs a newer GLIBC_ version")
    parser.add_argument("paths", nargs="+", metavar="PATH", help="an ELF file, a folder or a .whl/.vsix/.zip")
    args = parser.parse_args(argv)
    try:
        max_glibc = parse_version(args.max_glibc) if args.max_glibc else None
    except ValueError as e:
        parser.error(f"--max-glibc: {e}")
    failures, count = [], 0
    for path in args.paths:  # one unreadable path does not hide what the others hold
        try:
            for info in find_elves([path]):
                count += 1
                print(info.line())
                failures += problems(info, max_glibc)
        except ElfError as e:
            failures.append(f"cannot read {e}")
        except OSError as e:
            failures.append(f"cannot read {e.filename or path}: {e.strerror or e}")
    if count == 0 and not failures:
        failures.append("no ELF file found in " + ", ".join(args.paths) + " (a package without its binaries)")
    for failure in failures:
        print(f"elf_check: FAIL: {failure}", file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
