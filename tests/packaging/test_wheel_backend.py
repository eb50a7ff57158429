#!/usr/bin/python3
"""The wheel backend (packaging/python/backend.py) on build folders made here from tiny programs, whatever this
checkout's build is: the platform tag from what the binaries need (static → manylinux_2_17 + manylinux2014, glibc 2.34
→ manylinux_2_34, aarch64), the refusals (binaries missing, a library outside glibc, mixed machines) and their
messages, the escape hatch, stripping with the binaries' own strip into the wheel only, the metadata.
ctest packaging.wheel_backend (docs/TESTING.md)."""
import contextlib
import hashlib
import io
import os
import re
import shutil
import sys
import tempfile
import unittest
import zipfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from support import SRC, compile_program, load, run, tool  # noqa: E402

backend = load("fxlens_wheel_backend", os.path.join(SRC, "packaging", "python", "backend.py"))
elf_check = backend.elf_check

HELLO = '#include <stdio.h>\nint main(int c, char** v) { (void)v; printf("fake %d\\n", c); return c - 1; }\n'
CXX_GVC = ('#include <iostream>\n#include <graphviz/gvc.h>\n'
           'int main() { GVC_t* g = gvContext(); std::cout << (g != nullptr) << "\\n"; }\n')


def cmake_version():
    with open(os.path.join(SRC, "CMakeLists.txt")) as f:
        return re.search(r"project\(fxlens VERSION ([0-9.]+)", f.read()).group(1)


def sha256(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


class Backend(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.TemporaryDirectory(prefix="fxlens-wheel-backend-")
        d = cls.tmp.name
        cls.static = compile_program(d, "static", HELLO, flags=["-static"])
        cls.dynamic = compile_program(d, "dynamic", HELLO)  # glibc only: GLIBC_2.34 (__libc_start_main)
        cls.arm_static = compile_program(d, "arm_static", HELLO, compiler="aarch64-linux-gnu-gcc", flags=["-static"])
        # What today's dynamic fxlens-layout is, and what a careless static link leaves: libstdc++ and Graphviz.
        cls.cxx_gvc = compile_program(d, "cxx_gvc", CXX_GVC, compiler="g++", suffix=".cpp",
                                      flags=["-Wl,--no-as-needed", "-lgvc", "-lcgraph"])

    @classmethod
    def tearDownClass(cls):
        cls.tmp.cleanup()

    def setUp(self):
        self.work = tempfile.TemporaryDirectory(prefix="fxlens-wheel-case-")
        self.out = os.path.join(self.work.name, "dist")
        os.mkdir(self.out)
        # The backend reads its settings from the environment: each case starts without them.
        self.saved = {n: os.environ.pop(n, None) for n in (backend.BUILD_ENV, backend.UNPORTABLE_ENV, "SOURCE_DATE_EPOCH")}

    def tearDown(self):
        for name, value in self.saved.items():
            os.environ.pop(name, None)
            if value is not None:
                os.environ[name] = value
        self.work.cleanup()

    def build_folder(self, name="build", fxlens=None, layout=None):
        """A build folder holding copies of the given programs as fxlens and fxlens-layout."""
        folder = os.path.join(self.work.name, name)
        os.makedirs(folder)
        for program, target in ((fxlens, "fxlens"), (layout, "fxlens-layout")):
            if program:
                shutil.copy2(program, os.path.join(folder, target))
        os.environ[backend.BUILD_ENV] = folder
        return folder

    def build(self):
        """build_wheel's answer: (wheel path, what it said on stderr)."""
        said = io.StringIO()
        with contextlib.redirect_stderr(said):
            name = backend.build_wheel(self.out)
        return os.path.join(self.out, name), said.getvalue()

    def refused(self):
        """build_wheel's refusal message; no file may be left in the output folder."""
        with self.assertRaises(SystemExit) as refusal, contextlib.redirect_stderr(io.StringIO()):
            backend.build_wheel(self.out)
        self.assertEqual(os.listdir(self.out), [], "a refused build must leave nothing behind")
        return str(refusal.exception.code)

    def tags(self, wheel):
        with zipfile.ZipFile(wheel) as z:
            lines = z.read(f"fxlens-{cmake_version()}.dist-info/WHEEL").decode().splitlines()
        return [line.split(": ", 1)[1] for line in lines if line.startswith("Tag: ")]

    # ---- the platform tag ----

    def test_static_x86_64_is_manylinux2014(self):
        self.build_folder(fxlens=self.static, layout=self.static)
        wheel, _ = self.build()
        self.assertEqual(os.path.basename(wheel),
                         f"fxlens-{cmake_version()}-py3-none-manylinux_2_17_x86_64.manylinux2014_x86_64.whl")
        self.assertEqual(self.tags(wheel), ["py3-none-manylinux_2_17_x86_64", "py3-none-manylinux2014_x86_64"])

    def test_glibc_version_sets_the_tag(self):
        self.build_folder(fxlens=self.static, layout=self.dynamic)
        self.assertEqual(elf_check.read_elf_file(self.dynamic).max_glibc, (2, 34))
        wheel, _ = self.build()
        self.assertTrue(wheel.endswith("-py3-none-manylinux_2_34_x86_64.whl"), wheel)  # no legacy alias above 2.17
        self.assertEqual(self.tags(wheel), ["py3-none-manylinux_2_34_x86_64"])

    def test_aarch64_stripped_with_its_strip_and_runs_under_qemu(self):
        folder = self.build_folder(name="build-arm64", fxlens=self.arm_static, layout=self.arm_static)
        before = sha256(os.path.join(folder, "fxlens"))
        wheel, said = self.build()
        self.assertTrue(wheel.endswith("-py3-none-manylinux_2_17_aarch64.manylinux2014_aarch64.whl"), wheel)
        self.assertEqual(sha256(os.path.join(folder, "fxlens")), before, "the build's own file must not be stripped")
        extracted = os.path.join(self.work.name, "x")
        with zipfile.ZipFile(wheel) as z:
            z.extractall(extracted)
        program = os.path.join(extracted, "fxlens", "bin", "fxlens")
        os.chmod(program, 0o755)
        self.assertNotIn(".symtab", run([tool("readelf"), "-S", "-W", program]).stdout)
        self.assertIn(".symtab", run([tool("readelf"), "-S", "-W", os.path.join(folder, "fxlens")]).stdout)
        self.assertEqual(elf_check.read_elf_file(program).machine, "aarch64")
        result = run([tool("qemu-aarch64-static"), program, "a", "b"])
        self.assertEqual((result.returncode, result.stdout), (2, "fake 3\n"))
        self.assertIn("stripped", said)

    # ---- refusals ----

    def test_missing_binaries_name_the_build_command(self):
        folder = self.build_folder()
        message = self.refused()
        self.assertIn(f"{folder}/fxlens and {folder}/fxlens-layout not found: the wheel packs a build's binaries "
                      "and compiles nothing", message)
        self.assertIn(f"cmake -S . -B {folder} -G Ninja -DCMAKE_BUILD_TYPE=Release && cmake --build {folder} -j2 "
                      "--target fxlens fxlens-layout", message)
        self.assertEqual(backend.build_command(os.path.join(SRC, "build-arm64")),
                         "cmake --preset linux-arm64 && cmake --build build-arm64 -j2 --target fxlens fxlens-layout")
        self.assertEqual(backend.build_command(os.path.join(SRC, "build")),
                         "cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release && cmake --build build -j2 "
                         "--target fxlens fxlens-layout")

    def test_library_outside_glibc_is_refused(self):
        folder = self.build_folder(fxlens=self.static, layout=self.cxx_gvc)
        foreign = elf_check.read_elf_file(self.cxx_gvc).foreign_libraries()
        self.assertIn("libstdc++.so.6", foreign)
        self.assertIn("libgvc.so.6", foreign)
        message = self.refused()
        self.assertIn(f"{folder}/fxlens-layout needs {', '.join(foreign)}: not glibc's own libraries, so the wheel "
                      "would install on any Linux but not run where they are missing", message)
        self.assertIn("set FXLENS_WHEEL_UNPORTABLE=1 for a linux_x86_64 wheel that runs on this machine only", message)

    def test_escape_hatch_tags_linux_and_says_so(self):
        self.build_folder(fxlens=self.static, layout=self.cxx_gvc)
        os.environ[backend.UNPORTABLE_ENV] = "1"
        wheel, said = self.build()
        self.assertTrue(wheel.endswith("-py3-none-linux_x86_64.whl"), wheel)
        self.assertEqual(self.tags(wheel), ["py3-none-linux_x86_64"])
        self.assertIn("FXLENS_WHEEL_UNPORTABLE is set: ", said)
        self.assertIn("tagged linux_x86_64, for this machine only", said)

    def test_mixed_machines_are_refused(self):
        self.build_folder(fxlens=self.static, layout=self.arm_static)
        self.assertIn("the binaries are for different machines:", self.refused())

    def test_not_elf_is_refused(self):
        folder = self.build_folder(fxlens=self.static)
        with open(os.path.join(folder, "fxlens-layout"), "w") as f:
            f.write("#!/bin/sh\n")
        self.assertIn("fxlens-layout: not an ELF file", self.refused())

    # ---- the metadata ----

    def test_metadata_from_pyproject_and_cmake(self):
        self.build_folder(fxlens=self.static, layout=self.static)
        wheel, _ = self.build()
        prepared = os.path.join(self.work.name, "prepared")
        os.mkdir(prepared)
        dist_info = backend.prepare_metadata_for_build_wheel(prepared)
        self.assertEqual(dist_info, f"fxlens-{cmake_version()}.dist-info")
        with zipfile.ZipFile(wheel) as z:
            for name in ("METADATA", "entry_points.txt"):
                with open(os.path.join(prepared, dist_info, name), "rb") as f:
                    self.assertEqual(z.read(f"{dist_info}/{name}"), f.read(), name)
            meta = z.read(f"{dist_info}/METADATA").decode()
        self.assertIn(f"\nVersion: {cmake_version()}\n", meta)
        self.assertIn("\nRequires-Python: >=3.8\n", meta)
        with open(os.path.join(SRC, "packaging", "python", "README.md")) as f:
            self.assertTrue(meta.endswith("Description-Content-Type: text/markdown\n\n" + f.read()))

    def test_no_sdist(self):
        with self.assertRaisesRegex(backend.UnsupportedOperation, "there is no sdist, only wheels of prebuilt "
                                    "binaries"), contextlib.redirect_stderr(io.StringIO()):
            backend.build_sdist(self.out)
        self.assertEqual(os.listdir(self.out), [])

    def test_same_binaries_same_wheel(self):
        self.build_folder(fxlens=self.static, layout=self.static)
        first, _ = self.build()
        with open(first, "rb") as f:
            data = f.read()
        os.unlink(first)
        self.assertEqual(self.build()[0], first)
        with open(first, "rb") as f:
            self.assertEqual(f.read(), data, "two builds of the same binaries differ")

    def test_project_fields_it_cannot_write_are_refused(self):
        fake = os.path.join(self.work.name, "checkout")
        os.makedirs(os.path.join(fake, "packaging", "python"))
        shutil.copy(os.path.join(SRC, "packaging", "python", "README.md"), os.path.join(fake, "packaging", "python"))
        with open(os.path.join(SRC, "pyproject.toml")) as f:
            pyproject = f.read()
        with open(os.path.join(fake, "pyproject.toml"), "w") as f:
            f.write(pyproject.replace("[project.scripts]", 'dependencies = ["numpy"]\n\n[project.scripts]'))
        with open(os.path.join(fake, "CMakeLists.txt"), "w") as f:
            f.write("project(fxlens LANGUAGES CXX)\n")
        saved = backend.ROOT
        backend.ROOT = fake
        try:
            with self.assertRaises(SystemExit) as refusal:
                backend.project()
            self.assertIn("pyproject.toml [project] has dependencies, which packaging/python/backend.py does not "
                          "write", str(refusal.exception.code))
            with open(os.path.join(fake, "pyproject.toml"), "w") as f:
                f.write(pyproject)
            with self.assertRaises(SystemExit) as refusal:
                backend.project()
            self.assertIn("CMakeLists.txt must say project(fxlens VERSION X.Y.Z) once", str(refusal.exception.code))
        finally:
            backend.ROOT = saved


if __name__ == "__main__":
    unittest.main(verbosity=2)
