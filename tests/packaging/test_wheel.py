#!/usr/bin/python3
"""The Python wheel of a real build, made as a user makes it (`pip wheel .`, with and without build isolation, never
downloading) and checked: its tag against what the binaries need, its files, RECORD and metadata, elf_check on it.
A wheel for this machine is installed in a fresh venv with `pip install --no-index` and run as a user runs it:
`fxlens` and `python -m fxlens` (version, the bundled example against the build's own output, exit codes, a render
through the bundled layout helper, a language-server session through the console script). A wheel for another
machine (the arm64 build) runs under qemu-user instead.

    /usr/bin/python3 tests/packaging/test_wheel.py [--build FOLDER] [--expect-portable]

FOLDER defaults to $FXLENS_WHEEL_BUILD, else build/; a missing one fails, saying how to build it. While the build's
fxlens-layout still needs Graphviz's shared libraries, the test checks that the plain build is refused, then builds
with FXLENS_WHEEL_UNPORTABLE=1 and checks the rest; --expect-portable (ctest: -DFXLENS_WHEEL_EXPECT_PORTABLE=ON) makes
that a failure instead. ctest packaging.wheel (docs/TESTING.md, docs/PACKAGING.md)."""
import argparse
import hashlib
import json
import os
import platform
import re
import shutil
import subprocess
import sys
import tempfile
import time
import unittest
import zipfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from support import SRC, elf_check, load, run, tool  # noqa: E402

backend = load("fxlens_wheel_backend", os.path.join(SRC, "packaging", "python", "backend.py"))
EXAMPLE = [os.path.join(SRC, "examples", "aot_mlp", "fwd.code.txt"), os.path.join(SRC, "examples", "aot_mlp", "bwd.code.txt")]
HOST = {"x86_64": "x86-64", "aarch64": "aarch64"}.get(platform.machine())
OPTIONS = argparse.Namespace(build=None, expect_portable=False)


def sha256(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def pip(*args, env=None):
    # Debian's pip (python3-pip), quiet about its own version; nothing from the user's pip configuration or cache.
    env = dict(env or os.environ, PIP_DISABLE_PIP_VERSION_CHECK="1", PIP_NO_CACHE_DIR="1", PIP_NO_INPUT="1",
               PIP_CONFIG_FILE=os.devnull)
    return run([sys.executable, "-m", "pip", *args], env=env)


def expected_tags(infos):
    """The tags the wheel must carry, worked out here from elf_check's answers (the backend's rule, said again)."""
    (machine,) = {i.machine for i in infos}
    arch = {"x86-64": "x86_64", "aarch64": "aarch64"}[machine]
    if any(i.foreign_libraries() for i in infos):
        return [f"linux_{arch}"]
    versions = [i.max_glibc for i in infos if i.max_glibc]
    minor = max([17] + [v[1] for v in versions])
    return [f"manylinux_2_{minor}_{arch}"] + ([f"manylinux2014_{arch}"] if minor == 17 else [])


def build_folder():
    folder = OPTIONS.build or os.environ.get("FXLENS_WHEEL_BUILD") or "build"
    return folder if os.path.isabs(folder) else os.path.join(SRC, folder)


def frame(message):
    body = json.dumps(message).encode()
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def signals_ignored(pid):
    with open(f"/proc/{pid}/status") as f:
        return next(line.split()[1] for line in f if line.startswith("SigIgn:"))


class WheelChecks(unittest.TestCase):
    """What holds for every wheel, for this machine or another; the subclasses add running it."""

    @classmethod
    def setUpClass(cls):
        cls.build = build_folder()
        binaries = [os.path.join(cls.build, name) for name in backend.BINARIES]
        if not all(os.path.isfile(b) for b in binaries):
            raise AssertionError(f"{cls.build} has no fxlens and fxlens-layout: build them in {SRC} with\n    "
                                 f"{backend.build_command(cls.build)}")
        cls.fxlens, cls.layout = binaries
        cls.infos = [elf_check.read_elf_file(b) for b in binaries]
        cls.machine = cls.infos[0].machine
        cls.foreign = {i.path: i.foreign_libraries() for i in cls.infos if i.foreign_libraries()}
        cls.tmp = tempfile.TemporaryDirectory(prefix="fxlens-wheel-")
        cls.hashes = {b: sha256(b) for b in binaries}
        env = dict(os.environ, FXLENS_WHEEL_BUILD=cls.build)
        env.pop("FXLENS_WHEEL_UNPORTABLE", None)
        env.pop("SOURCE_DATE_EPOCH", None)
        if cls.foreign:
            needs = "; ".join(f"{p} needs {', '.join(libs)}" for p, libs in cls.foreign.items())
            if OPTIONS.expect_portable:
                raise AssertionError(f"--expect-portable: {needs}, not glibc's own libraries")
            cls.refusal = pip("wheel", SRC, "--no-deps", "--no-build-isolation", "-w", cls.path("refused"), env=env)
            env["FXLENS_WHEEL_UNPORTABLE"] = "1"
            print(f"\nNOTE: {needs}: the portable wheel is refused (checked); the rest is checked on a wheel built "
                  "with FXLENS_WHEEL_UNPORTABLE=1 (tag linux_*)\n", file=sys.stderr)
        # Both ways a front end builds: in this environment, and isolated with no index (nothing to download).
        cls.plain = pip("wheel", SRC, "--no-deps", "--no-build-isolation", "-w", cls.path("a"), env=env)
        cls.isolated = pip("wheel", SRC, "--no-deps", "--no-index", "-w", cls.path("b"), env=env)
        wheels = os.listdir(cls.path("a")) if os.path.isdir(cls.path("a")) else []
        if cls.plain.returncode != 0 or len(wheels) != 1:
            raise AssertionError(f"pip wheel failed:\n{cls.plain.stdout}\n{cls.plain.stderr}")
        cls.wheel = os.path.join(cls.path("a"), wheels[0])
        with zipfile.ZipFile(cls.wheel) as z:
            cls.members = {i.filename: i for i in z.infolist()}
            cls.data = {name: z.read(name) for name in cls.members}
        cls.dist_info = f"fxlens-{backend.cmake_version()}.dist-info"

    @classmethod
    def path(cls, name):
        return os.path.join(cls.tmp.name, name)

    @classmethod
    def tearDownClass(cls):
        cls.tmp.cleanup()

    def test_refused_without_the_escape_hatch_while_binaries_need_foreign_libraries(self):
        if not self.foreign:  # built without the escape hatch
            self.assertRegex(os.path.basename(self.wheel), r"-py3-none-manylinux_2_\d+_")
            return
        output = self.refusal.stdout + self.refusal.stderr
        self.assertNotEqual(self.refusal.returncode, 0)
        for path, libraries in self.foreign.items():
            self.assertIn(f"{os.path.relpath(path, SRC) if path.startswith(SRC + os.sep) else path} needs "
                          f"{', '.join(libraries)}: not glibc's own libraries", output)
        self.assertEqual(os.listdir(self.path("refused")) if os.path.isdir(self.path("refused")) else [], [])

    def test_isolated_offline_build_makes_the_same_wheel(self):
        self.assertEqual(self.isolated.returncode, 0, self.isolated.stdout + self.isolated.stderr)
        (other,) = os.listdir(self.path("b"))
        self.assertEqual(other, os.path.basename(self.wheel))
        self.assertEqual(sha256(os.path.join(self.path("b"), other)), sha256(self.wheel))

    def test_build_files_untouched(self):
        self.assertEqual({b: sha256(b) for b in self.hashes}, self.hashes, "building the wheel changed the build")

    def test_tag_from_the_binaries(self):
        tags = expected_tags(self.infos)
        self.assertEqual(os.path.basename(self.wheel),
                         f"fxlens-{backend.cmake_version()}-py3-none-{'.'.join(tags)}.whl")
        wheel = self.data[f"{self.dist_info}/WHEEL"].decode().splitlines()
        self.assertEqual([line[5:] for line in wheel if line.startswith("Tag: ")], [f"py3-none-{t}" for t in tags])
        self.assertIn("Root-Is-Purelib: false", wheel)
        if self.machine == "aarch64" and not self.foreign:
            self.assertEqual(tags[0], "manylinux_2_17_aarch64")  # the arm64 build is fully static

    def test_files_modes_and_record(self):
        d = self.dist_info
        self.assertEqual(sorted(self.members), sorted([
            "fxlens/__init__.py", "fxlens/__main__.py", "fxlens/bin/fxlens", "fxlens/bin/fxlens-layout",
            f"{d}/METADATA", f"{d}/WHEEL", f"{d}/entry_points.txt", f"{d}/RECORD"]))
        for name, info in self.members.items():
            mode = info.external_attr >> 16
            self.assertEqual(oct(mode & 0o777), oct(0o755 if name.startswith("fxlens/bin/") else 0o644), name)
        rows = [line.split(",") for line in self.data[f"{d}/RECORD"].decode().splitlines()]
        self.assertEqual(sorted(r[0] for r in rows), sorted(self.members))
        for name, digest, size in rows:
            if name == f"{d}/RECORD":
                self.assertEqual((digest, size), ("", ""))
                continue
            self.assertEqual(int(size), len(self.data[name]), name)
            self.assertEqual(digest, backend._record_hash(self.data[name]), name)
        self.assertEqual(self.data[f"{d}/entry_points.txt"], b"[console_scripts]\nfxlens = fxlens:main\n")
        meta = self.data[f"{d}/METADATA"].decode()
        self.assertTrue(meta.startswith(f"Metadata-Version: 2.1\nName: fxlens\nVersion: {backend.cmake_version()}\n"))

    def test_binaries_stripped_and_otherwise_the_same(self):
        extracted = self.path("extracted")
        with zipfile.ZipFile(self.wheel) as z:
            z.extractall(extracted)
        for built, info in zip((self.fxlens, self.layout), self.infos):
            packed = os.path.join(extracted, "fxlens", "bin", os.path.basename(built))
            sections = run([tool("readelf"), "-S", "-W", packed]).stdout
            self.assertNotIn(".symtab", sections)
            self.assertNotIn(".debug_", sections)
            self.assertLess(os.path.getsize(packed), os.path.getsize(built))
            got = elf_check.read_elf_file(packed)
            self.assertEqual((got.machine, got.needed, got.version_needs, got.runpath),
                             (info.machine, info.needed, info.version_needs, info.runpath))

    def test_elf_check_on_the_wheel(self):
        result = run([sys.executable, os.path.join(SRC, "packaging", "elf_check.py"), "--max-glibc", "2.28", self.wheel])
        self.assertEqual(len(result.stdout.splitlines()), 2, result.stdout)
        self.assertIn(f"{self.wheel}!fxlens/bin/fxlens: {self.machine}, ", result.stdout)
        if self.foreign:
            self.assertEqual(result.returncode, 1)
            self.assertIn(f"{self.wheel}!fxlens/bin/fxlens-layout needs libgvc.so.6", result.stderr)
        else:
            self.assertEqual(result.returncode, 0, result.stderr)


class Installed(WheelChecks):
    """A wheel for this machine, installed in a fresh venv and run as a user runs it."""

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        venv = cls.path("venv")
        made = run([sys.executable, "-m", "venv", venv])
        if made.returncode != 0:
            raise AssertionError(f"python3 -m venv failed (Debian: apt-get install python3-venv): {made.stderr}")
        installed = run([os.path.join(venv, "bin", "python"), "-m", "pip", "install", "--no-index", cls.wheel],
                        env=dict(os.environ, PIP_DISABLE_PIP_VERSION_CHECK="1", PIP_CONFIG_FILE=os.devnull))
        if installed.returncode != 0:
            raise AssertionError(f"pip install {cls.wheel} failed:\n{installed.stdout}\n{installed.stderr}")
        cls.venv = venv
        site = run([os.path.join(venv, "bin", "python"), "-c", "import fxlens; print(fxlens.binary_path())"])
        cls.installed = os.path.realpath(site.stdout.strip())

    def venv_run(self, *args, **kwargs):
        env = dict(os.environ)
        env.pop("FXLENS_LAYOUT", None)  # the helper must be found beside the installed binary
        return run([os.path.join(self.venv, "bin", args[0]), *args[1:]], env=env, **kwargs)

    def test_version(self):
        native = run([self.fxlens, "--version"])
        self.assertEqual(native.stdout, f"fxlens {backend.cmake_version()}\n")
        for command in (["fxlens", "--version"], ["python", "-m", "fxlens", "--version"]):
            result = self.venv_run(*command)
            self.assertEqual((result.returncode, result.stdout, result.stderr), (0, native.stdout, ""), command)

    def test_analyze_example_as_the_build_does(self):
        native = run([self.fxlens, "analyze", *EXAMPLE])
        self.assertEqual(native.returncode, 0)
        self.assertIn("Pairs (1)", native.stdout)
        for command in (["fxlens"], ["python", "-m", "fxlens"]):
            result = self.venv_run(*command, "analyze", *EXAMPLE)
            self.assertEqual((result.returncode, result.stdout, result.stderr),
                             (native.returncode, native.stdout, native.stderr), command)

    def test_exit_codes_passed_through(self):
        for args in (["analyze", "/nonexistent"], [], ["no-such-command"]):
            native = run([self.fxlens, *args])
            self.assertNotEqual(native.returncode, 0, args)
            for command in (["fxlens"], ["python", "-m", "fxlens"]):
                result = self.venv_run(*command, *args)
                self.assertEqual((result.returncode, result.stdout, result.stderr),
                                 (native.returncode, native.stdout, native.stderr), command + args)

    def test_render_with_the_bundled_helper(self):
        svg = self.path("pair.svg")
        result = self.venv_run("fxlens", "render", *EXAMPLE, "-o", svg)
        self.assertEqual(result.returncode, 0, result.stderr)
        with open(svg) as f:
            self.assertIn("<svg", f.read())
        # It was the helper beside the installed binary: without it the render fails and names it.
        helper = os.path.join(os.path.dirname(self.installed), "fxlens-layout")
        os.rename(helper, helper + ".away")
        try:
            result = self.venv_run("fxlens", "render", *EXAMPLE, "-o", self.path("none.svg"))
        finally:
            os.rename(helper + ".away", helper)
        self.assertNotEqual(result.returncode, 0)
        self.assertIn(f"cannot run the layout helper {helper}", result.stderr)

    def test_language_server_through_the_console_script(self):
        native = subprocess.Popen([self.fxlens, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        server = subprocess.Popen([os.path.join(self.venv, "bin", "fxlens"), "lsp"], stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        try:
            # The console script becomes the server (exec: same pid, the editor's pipes), with the signal
            # dispositions the server has when started directly (Python's ignored SIGPIPE is not passed on).
            deadline = time.monotonic() + 10
            while os.readlink(f"/proc/{server.pid}/exe") != self.installed and time.monotonic() < deadline:
                time.sleep(0.02)
            self.assertEqual(os.readlink(f"/proc/{server.pid}/exe"), self.installed)
            self.assertEqual(signals_ignored(server.pid), signals_ignored(native.pid))
        finally:
            native.kill()
            native.communicate()
        session = [{"jsonrpc": "2.0", "id": 1, "method": "initialize",
                    "params": {"processId": None, "rootUri": None, "capabilities": {}}},
                   {"jsonrpc": "2.0", "method": "initialized", "params": {}},
                   {"jsonrpc": "2.0", "id": 2, "method": "shutdown"},
                   {"jsonrpc": "2.0", "method": "exit"}]
        out, err = server.communicate(b"".join(frame(m) for m in session), timeout=30)
        self.assertEqual(server.returncode, 0, err)
        replies = [json.loads(body) for body in re.split(rb"Content-Length: \d+\r\n\r\n", out) if body]
        self.assertEqual([r.get("id") for r in replies], [1, 2])
        self.assertEqual(replies[0]["result"]["serverInfo"], {"name": "fxlens", "version": backend.cmake_version()})
        self.assertIn("hoverProvider", replies[0]["result"]["capabilities"])
        self.assertIsNone(replies[1]["result"])


class Emulated(WheelChecks):
    """A wheel for another machine (the arm64 build on x86-64): it cannot be installed here; its binaries run under
    qemu-user."""


    def test_runs_under_emulation(self):
        emulator = (os.environ.get("FXLENS_WHEEL_EMULATOR") or
                    f"qemu-{self.machine}-static -L /usr/{backend.TRIPLETS[self.machine]}").split()
        tool(emulator[0])
        extracted = self.path("emulated")
        with zipfile.ZipFile(self.wheel) as z:
            z.extractall(extracted)
        program = os.path.join(extracted, "fxlens", "bin", "fxlens")
        for name in backend.BINARIES:
            os.chmod(os.path.join(extracted, "fxlens", "bin", name), 0o755)
        for args in (["--version"], ["analyze", *EXAMPLE], ["analyze", "/nonexistent"]):
            built = run(emulator + [self.fxlens, *args])
            packed = run(emulator + [program, *args])
            self.assertEqual((packed.returncode, packed.stdout, packed.stderr),
                             (built.returncode, built.stdout, built.stderr), args)
        # qemu-user runs one process: fxlens's fork + exec of the helper needs the helper wrapped in the emulator.
        wrapper = self.path("layout-under-qemu")
        with open(wrapper, "w") as f:
            f.write(f"#!/bin/sh\nexec {' '.join(emulator)} {os.path.join(extracted, 'fxlens', 'bin', 'fxlens-layout')} \"$@\"\n")
        os.chmod(wrapper, 0o755)
        svg = self.path("pair.svg")
        result = run(emulator + [program, "render", *EXAMPLE, "-o", svg], env=dict(os.environ, FXLENS_LAYOUT=wrapper))
        self.assertEqual(result.returncode, 0, result.stderr)
        with open(svg) as f:
            self.assertIn("<svg", f.read())


def main():
    global OPTIONS
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--build", help="the build folder to pack (default $FXLENS_WHEEL_BUILD, else build/)")
    parser.add_argument("--expect-portable", action="store_true", help="fail when a binary needs a library outside glibc")
    OPTIONS = parser.parse_args()
    # Which checks apply depends on the binaries' machine. A missing build takes Installed, whose set-up fails
    # saying how to build it.
    fxlens = os.path.join(build_folder(), "fxlens")
    machine = elf_check.read_elf_file(fxlens).machine if os.path.isfile(fxlens) else HOST
    suite = unittest.TestLoader().loadTestsFromTestCase(Installed if machine == HOST else Emulated)
    result = unittest.TextTestRunner(verbosity=2).run(suite)
    sys.exit(0 if result.wasSuccessful() else 1)


if __name__ == "__main__":
    main()
