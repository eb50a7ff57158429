#!/usr/bin/python3
"""packaging/elf_check.py against readelf, on tiny programs compiled here (x86-64 and aarch64, dynamic and static,
C and C++) and on hand-made ELF files of the classes and byte orders no installed compiler makes (32-bit little
endian, 32-bit and 64-bit big endian); its folder and archive modes and its failures through the CLI.
ctest packaging.elf_check (docs/TESTING.md)."""
import os
import re
import stat
import struct
import sys
import tempfile
import unittest
import zipfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from support import SRC, compile_program, elf_check, run, tool  # noqa: E402

CLI = [sys.executable, os.path.join(SRC, "packaging", "elf_check.py")]

# exp() comes from libm with GLIBC_2.29 on Debian 12, puts from libc with GLIBC_2.2.5 (GLIBC_2.17 on aarch64), and
# any link against glibc 2.34+ binds __libc_start_main@GLIBC_2.34: two libraries, several versions.
C_SOURCE = "#include <math.h>\n#include <stdio.h>\nint main(int c, char** v) { (void)v; printf(\"%f\\n\", exp(c)); }\n"
CXX_SOURCE = "#include <iostream>\n#include <string>\nint main() { std::string s = \"hi\"; std::cout << s << '\\n'; }\n"


# ---- readelf, the independent reading every answer is checked against ----

def readelf(*args):
    result = run([tool("readelf"), "-W", *args])
    if result.returncode != 0:
        raise AssertionError(f"readelf {' '.join(args)} failed: {result.stderr}")
    return result.stdout


def readelf_version_needs(path):
    """library → version names, from `readelf -V` ('Version needs section' only)."""
    needs, current, inside = {}, None, False
    for line in readelf("-V", path).splitlines():
        if line.startswith("Version needs section"):
            inside = True
        elif line.startswith("Version") and "section" in line:
            inside = False
        elif inside and (m := re.search(r"File: (\S+)\s+Cnt:", line)):
            current = needs.setdefault(m.group(1), [])
        elif inside and (m := re.search(r"Name: (\S+)\s+Flags:", line)):
            current.append(m.group(1))
    return needs


def readelf_undefined_versioned(path):
    """version → the undefined dynamic symbols bound to it, from `readelf --dyn-syms`."""
    found = {}
    for line in readelf("--dyn-syms", path).splitlines():
        fields = line.split()
        if len(fields) >= 8 and fields[6] == "UND" and "@" in fields[7]:
            name, version = fields[7].split("@", 1)
            found.setdefault(version, set()).add(name)
    return {v: sorted(s) for v, s in found.items()}


def readelf_dynamic(path, tag):
    """The values of one dynamic tag (NEEDED, RUNPATH, RPATH), from `readelf -d`."""
    return re.findall(r"\(" + tag + r"\)\s+[^[]*\[([^]]*)\]", readelf("-d", path))


def readelf_interpreter(path):
    m = re.search(r"Requesting program interpreter: ([^]]+)\]", readelf("-l", path))
    return m.group(1) if m else None


def readelf_header(path):
    text = readelf("-h", path)
    klass = re.search(r"Class:\s+ELF(\d+)", text).group(1)
    endian = re.search(r"Data:\s+.*(little|big) endian", text).group(1)
    machine = re.search(r"Machine:\s+(.+)", text).group(1).strip()
    return int(klass), endian, machine


# readelf's machine names → elf_check's.
READELF_MACHINES = {"Advanced Micro Devices X86-64": "x86-64", "AArch64": "aarch64", "Intel 80386": "i386",
                    "PowerPC": "ppc", "IBM S/390": "s390"}


# ---- hand-made ELF files: a loadable segment over the whole file, an interpreter, and a dynamic section that
# names libraries, a run path and version needs; section headers for readelf, which finds version needs only
# through them ----

def elf_hash(name):
    h = 0
    for c in name.encode():
        h = (h << 4) + c
        g = h & 0xF0000000
        h = (h ^ (g >> 24)) & ~g & 0xFFFFFFFF
    return h


def make_elf(bits, endian, machine, needed, runpath, interpreter, needs):
    """The bytes of an ELF executable; `needs` is a list of (library, [version names])."""
    e = "<" if endian == "little" else ">"
    a = "I" if bits == 32 else "Q"
    ehsize, phentsize = (52, 32) if bits == 32 else (64, 56)
    base = 0x10000
    strings = bytearray(b"\0")

    def string(text):
        strings.extend(text.encode() + b"\0")
        return len(strings) - len(text) - 1

    interp_at = ehsize + 3 * phentsize
    interp = interpreter.encode() + b"\0"
    name_of = {n: string(n) for n in needed}
    runpath_at = string(runpath)
    verneed = bytearray()
    index = 2
    for i, (library, versions) in enumerate(needs):
        file_at = name_of[library] if library in name_of else string(library)
        last = i == len(needs) - 1
        verneed += struct.pack(e + "HHIII", 1, len(versions), file_at, 16, 0 if last else 16 + 16 * len(versions))
        for j, version in enumerate(versions):
            verneed += struct.pack(e + "IHHII", elf_hash(version), 0, index, string(version),
                                   0 if j == len(versions) - 1 else 16)
            index += 1
    strtab_at = interp_at + len(interp)
    verneed_at = (strtab_at + len(strings) + 7) & ~7
    dynamic_at = (verneed_at + len(verneed) + 7) & ~7
    tags = [(1, name_of[n]) for n in needed] + [(29, runpath_at), (5, base + strtab_at), (10, len(strings)),
                                                 (0x6FFFFFFE, base + verneed_at), (0x6FFFFFFF, len(needs)), (0, 0)]
    dynamic = b"".join(struct.pack(e + ("iI" if bits == 32 else "qQ"), t, v) for t, v in tags)
    names = b"\0.dynstr\0.gnu.version_r\0.dynamic\0.shstrtab\0"
    names_at = dynamic_at + len(dynamic)
    shoff = (names_at + len(names) + 7) & ~7

    def shdr(name, sh_type, offset, size, link=0, info=0, entsize=0):
        addr = base + offset if sh_type != 3 or name == 1 else 0
        return struct.pack(e + "II" + a * 4 + "II" + a * 2, name, sh_type, 2, addr, offset, size, link, info, 8, entsize)

    sections = (bytes(40 if bits == 32 else 64) + shdr(1, 3, strtab_at, len(strings))
                + shdr(9, 0x6FFFFFFE, verneed_at, len(verneed), link=1, info=len(needs))
                + shdr(24, 6, dynamic_at, len(dynamic), link=1, entsize=8 if bits == 32 else 16)
                + shdr(33, 3, names_at, len(names)))
    size = shoff + len(sections)

    def phdr(p_type, offset, filesz, flags):
        if bits == 32:
            return struct.pack(e + "IIIIIIII", p_type, offset, base + offset, base + offset, filesz, filesz, flags, 4)
        return struct.pack(e + "IIQQQQQQ", p_type, flags, offset, base + offset, base + offset, filesz, filesz, 8)

    ident = b"\x7fELF" + bytes([1 if bits == 32 else 2, 1 if endian == "little" else 2, 1]) + bytes(9)
    header = ident + struct.pack(e + "HHI" + a + a + a + "IHHHHHH", 2, machine, 1, base, ehsize, shoff, 0, ehsize,
                                 phentsize, 3, 40 if bits == 32 else 64, 5, 4)
    image = bytearray(size)
    image[:ehsize] = header
    image[ehsize:interp_at] = phdr(1, 0, size, 5) + phdr(3, interp_at, len(interp), 4) + phdr(2, dynamic_at, len(dynamic), 6)
    image[interp_at:strtab_at] = interp
    image[strtab_at:strtab_at + len(strings)] = strings
    image[verneed_at:verneed_at + len(verneed)] = verneed
    image[dynamic_at:names_at] = dynamic
    image[names_at:names_at + len(names)] = names
    image[shoff:] = sections
    return bytes(image)


class ElfCheck(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.TemporaryDirectory(prefix="fxlens-elf-check-")
        d = cls.tmp.name
        # RUNPATH on one, RPATH (the old tag) on the other: both must be read.
        cls.dyn = compile_program(d, "dyn", C_SOURCE, flags=["-Wl,-rpath,$ORIGIN/lib", "-Wl,--enable-new-dtags", "-lm"])
        cls.dyn_rpath = compile_program(d, "dyn_rpath", C_SOURCE, flags=["-Wl,-rpath,/opt/x", "-Wl,--disable-new-dtags", "-lm"])
        cls.static = compile_program(d, "static", C_SOURCE, flags=["-static", "-lm"])
        cls.arm = compile_program(d, "arm", C_SOURCE, compiler="aarch64-linux-gnu-gcc", flags=["-lm"])
        cls.arm_static = compile_program(d, "arm_static", C_SOURCE, compiler="aarch64-linux-gnu-gcc", flags=["-static", "-lm"])
        cls.cxx = compile_program(d, "cxx", CXX_SOURCE, compiler="g++", suffix=".cpp")

    @classmethod
    def tearDownClass(cls):
        cls.tmp.cleanup()

    def cli(self, *args):
        return run(CLI + list(args))

    def assert_like_readelf(self, path, info):
        bits, endian, machine = readelf_header(path)
        self.assertEqual((info.bits, info.endian, info.machine), (bits, endian, READELF_MACHINES[machine]))
        self.assertEqual(info.needed, readelf_dynamic(path, "NEEDED"))
        self.assertEqual(info.runpath, [p for v in readelf_dynamic(path, "RUNPATH") for p in v.split(":")])
        self.assertEqual(info.rpath, [p for v in readelf_dynamic(path, "RPATH") for p in v.split(":")])
        self.assertEqual(info.interpreter, readelf_interpreter(path))

    # ---- what is read ----

    def test_dynamic_x86_64_like_readelf(self):
        for path in (self.dyn, self.dyn_rpath):
            info = elf_check.read_elf_file(path)
            self.assert_like_readelf(path, info)
            self.assertEqual(info.version_needs, readelf_version_needs(path))
            self.assertEqual(info.version_symbols, readelf_undefined_versioned(path))
            self.assertFalse(info.static)
            self.assertEqual(info.max_glibc, (2, 34))
            self.assertIn("__libc_start_main", info.version_symbols["GLIBC_2.34"])
            self.assertIn("exp", info.version_symbols["GLIBC_2.29"])
        self.assertEqual(elf_check.read_elf_file(self.dyn).runpath, ["$ORIGIN/lib"])
        self.assertEqual(elf_check.read_elf_file(self.dyn_rpath).rpath, ["/opt/x"])

    def test_static_needs_nothing(self):
        for path, machine in ((self.static, "x86-64"), (self.arm_static, "aarch64")):
            info = elf_check.read_elf_file(path)
            self.assertIn("There is no dynamic section", readelf("-d", path))
            self.assert_like_readelf(path, info)
            self.assertTrue(info.static)
            self.assertEqual((info.machine, info.needed, info.version_needs, info.max_glibc), (machine, [], {}, None))

    def test_aarch64_like_readelf(self):
        info = elf_check.read_elf_file(self.arm)
        self.assert_like_readelf(self.arm, info)
        self.assertEqual(info.version_needs, readelf_version_needs(self.arm))
        self.assertEqual(info.version_symbols, readelf_undefined_versioned(self.arm))
        self.assertEqual((info.machine, info.max_glibc), ("aarch64", (2, 34)))

    def test_cxx_versions(self):
        info = elf_check.read_elf_file(self.cxx)
        self.assert_like_readelf(self.cxx, info)
        needs = readelf_version_needs(self.cxx)
        self.assertEqual(info.version_needs, needs)
        self.assertIn("libstdc++.so.6", info.needed)
        glibc = ("libc.so.6", "libm.so.6")
        self.assertEqual(info.foreign_libraries(), [n for n in readelf_dynamic(self.cxx, "NEEDED") if n not in glibc])
        glibcxx = sorted({v for vs in needs.values() for v in vs if v.startswith("GLIBCXX_")})
        self.assertTrue(glibcxx)
        self.assertEqual(sorted(info.versions("GLIBCXX_")), glibcxx)

    def test_other_classes_and_byte_orders_like_readelf(self):
        # (bits, byte order, e_machine, elf_check's name): what no compiler here makes.
        kinds = [(32, "little", 3, "i386"), (32, "big", 20, "ppc"), (64, "big", 22, "s390")]
        needs = [("libc.so.6", ["GLIBC_2.17", "GLIBC_2.28"]), ("libfoo.so.1", ["FOO_1.0"])]
        with tempfile.TemporaryDirectory() as d:
            for bits, endian, machine, name in kinds:
                with self.subTest(bits=bits, endian=endian):
                    path = os.path.join(d, f"elf{bits}{endian}")
                    with open(path, "wb") as f:
                        f.write(make_elf(bits, endian, machine, ["libc.so.6", "libfoo.so.1"], "$ORIGIN/lib:/opt",
                                         "/lib/ld.so.1", needs))
                    info = elf_check.read_elf_file(path)
                    self.assert_like_readelf(path, info)
                    self.assertEqual(info.machine, name)
                    self.assertEqual(info.version_needs, readelf_version_needs(path))
                    self.assertEqual(info.version_needs, dict(needs))
                    self.assertEqual((info.max_glibc, info.foreign_libraries()), ((2, 28), ["libfoo.so.1"]))

    # ---- the CLI ----

    def test_line_per_file(self):
        result = self.cli(self.dyn, self.static)
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(result.stdout.splitlines(), [
            f"{self.dyn}: x86-64, dynamic, max GLIBC 2.34, NEEDED libm.so.6 libc.so.6, "
            "interpreter /lib64/ld-linux-x86-64.so.2, RUNPATH $ORIGIN/lib",
            f"{self.static}: x86-64, static, max GLIBC none, NEEDED none"])

    def test_newer_glibc_fails_naming_file_version_and_symbol(self):
        result = self.cli("--max-glibc", "2.28", self.dyn, self.static)
        self.assertEqual(result.returncode, 1)
        self.assertEqual(result.stderr.splitlines(), [
            f"elf_check: FAIL: {self.dyn} needs GLIBC_2.29 (for exp), newer than --max-glibc 2.28",
            f"elf_check: FAIL: {self.dyn} needs GLIBC_2.34 (for __libc_start_main), newer than --max-glibc 2.28"])
        self.assertEqual(len(result.stdout.splitlines()), 2)  # both files are still listed
        self.assertEqual(self.cli("--max-glibc", "2.34", self.dyn).returncode, 0)  # the limit itself is allowed

    def test_library_outside_glibc_fails(self):
        result = self.cli(self.cxx)
        self.assertEqual(result.returncode, 1)
        # g++ links libgcc_s too (its unwinder): as foreign as libstdc++.
        self.assertEqual(result.stderr, f"elf_check: FAIL: {self.cxx} needs libstdc++.so.6, libgcc_s.so.1: not "
                                        "glibc's own libraries, so a user's machine may lack them (link them statically)\n")
        self.assertRegex(result.stdout, r"needs GLIBCXX_3\.4\S*")

    def test_folder_walk(self):
        with tempfile.TemporaryDirectory() as d:
            os.makedirs(os.path.join(d, "a", "b"))
            os.link(self.dyn, os.path.join(d, "a", "b", "fxlens"))
            os.link(self.static, os.path.join(d, "top"))
            with open(os.path.join(d, "a", "notes.txt"), "w") as f:
                f.write("not an ELF file\n")
            os.symlink(os.path.join(d, "top"), os.path.join(d, "a", "link"))  # named once, by the file itself
            result = self.cli(d)
            self.assertEqual(result.returncode, 0, result.stderr)
            paths = [line.split(": ")[0] for line in result.stdout.splitlines()]
            self.assertEqual(paths, [os.path.join(d, "top"), os.path.join(d, "a", "b", "fxlens")])

    def test_archive_members(self):
        with tempfile.TemporaryDirectory() as d:
            wheel = os.path.join(d, "x-1.0-py3-none-any.whl")
            with zipfile.ZipFile(wheel, "w") as z:
                z.write(self.arm, "x/bin/x")
                z.write(self.arm_static, "x/bin/x-helper")
                z.writestr("x/__init__.py", "")
            result = self.cli("--max-glibc", "2.28", wheel)
            self.assertEqual(result.returncode, 1)
            self.assertEqual([line.split(", ")[:3] for line in result.stdout.splitlines()], [
                [f"{wheel}!x/bin/x: aarch64", "dynamic", "max GLIBC 2.34"],
                [f"{wheel}!x/bin/x-helper: aarch64", "static", "max GLIBC none"]])
            self.assertIn(f"{wheel}!x/bin/x needs GLIBC_2.34 (for __libc_start_main)", result.stderr)
            self.assertEqual(elf_check.platform_of([wheel]), ((2, 34), "aarch64"))

    def test_no_elf_file_fails(self):
        with tempfile.TemporaryDirectory() as d:
            vsix = os.path.join(d, "empty.vsix")
            with zipfile.ZipFile(vsix, "w") as z:
                z.writestr("extension/package.json", "{}")
            os.mkdir(os.path.join(d, "folder"))
            for path in (vsix, os.path.join(d, "folder")):
                result = self.cli(path)
                self.assertEqual(result.returncode, 1)
                self.assertEqual(result.stderr, f"elf_check: FAIL: no ELF file found in {path} "
                                                "(a package without its binaries)\n")

    def test_unreadable_inputs_fail(self):
        with tempfile.TemporaryDirectory() as d:
            cut = os.path.join(d, "cut")
            with open(self.dyn, "rb") as f, open(cut, "wb") as out:
                out.write(f.read(200))  # the program headers reach past this
            text = os.path.join(d, "notes.txt")
            with open(text, "w") as f:
                f.write("hello\n")
            result = self.cli(cut, text, os.path.join(d, "missing"), self.static)
            self.assertEqual(result.returncode, 1)
            lines = result.stderr.splitlines()
            self.assertRegex(lines[0], r"^elf_check: FAIL: cannot read .*/cut: truncated")
            self.assertEqual(lines[1:], [
                f"elf_check: FAIL: cannot read {text}: not an ELF file, a folder or a .whl/.vsix/.zip archive",
                f"elf_check: FAIL: cannot read {d}/missing: No such file or directory"])
            self.assertIn(f"{self.static}: x86-64, static", result.stdout)  # the readable one is still listed

    def test_bad_max_glibc_is_a_usage_error(self):
        result = self.cli("--max-glibc", "two", self.static)
        self.assertEqual(result.returncode, 2)
        self.assertIn("--max-glibc: not a version: 'two'", result.stderr)

    def test_executable(self):
        mode = os.stat(os.path.join(SRC, "packaging", "elf_check.py")).st_mode
        self.assertTrue(mode & stat.S_IXUSR, "packaging/elf_check.py is run as a program: it must be executable")

    # ---- the wheel's question ----

    def test_platform_of(self):
        self.assertEqual(elf_check.platform_of([self.dyn, self.static]), ((2, 34), "x86-64"))
        self.assertEqual(elf_check.platform_of([self.static]), (None, "x86-64"))
        with self.assertRaisesRegex(elf_check.ElfError, "ELF files for different machines: .*x86-64.*aarch64"):
            elf_check.platform_of([self.dyn, self.arm])
        with tempfile.TemporaryDirectory() as d:
            with self.assertRaisesRegex(elf_check.ElfError, "no ELF file found in"):
                elf_check.platform_of([d])


if __name__ == "__main__":
    unittest.main(verbosity=2)
