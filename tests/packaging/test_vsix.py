#!/usr/bin/python3
"""The VS Code extension's three packages, made as a release makes them (`npm run package -- --target T` in
vscode-extension/) from this checkout's real builds, then opened and checked from the outside:

  linux-x64    build/ (or --build)         server/fxlens + server/fxlens-layout (x86-64) + the WebAssembly fallback
  linux-arm64  build-arm64/ (.ci/cross)    the same for aarch64
  universal    build-wasm/ (.ci/wasm)      the WebAssembly server only: no ELF file at all

For each: the exact file list, the file modes (only the two binaries executable), the manifest's TargetPlatform
and version (CMakeLists.txt's), no path of this machine in any file, packaging/elf_check.py --max-glibc 2.28 on the
.vsix (for universal: exit 1 saying it found no ELF file, its only complaint), the wasm byte for byte the build's,
and the binaries run from the unpacked package: `fxlens --version` and a render through the helper beside it
(the arm64 ones under qemu-aarch64-static), `node dist/wasm-server.js server/fxlens.wasm --version`. And packaging
refuses x86-64 binaries for the arm64 package. A missing build fails, saying how to make it (never a skip).

    /usr/bin/python3 tests/packaging/test_vsix.py [--build FOLDER]

ctest packaging.vsix (docs/TESTING.md, docs/EDITOR.md). It writes vscode-extension/dist, out and server, as the
other vscode.* tests do (a RESOURCE_LOCK keeps them apart)."""
import argparse
import os
import re
import shutil
import stat
import subprocess
import sys
import tempfile
import unittest
import zipfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from support import SRC, run, tool  # noqa: E402

EXT = os.path.join(SRC, "vscode-extension")
ELF_CHECK = os.path.join(SRC, "packaging", "elf_check.py")
OPTIONS = argparse.Namespace(build=os.path.join(SRC, "build"))

# What every package carries, under extension/ (vsce's layout), besides the manifest files at the top.
COMMON = {
    "package.json", "readme.md", "THIRD_PARTY_NOTICES.md", "language-configuration.json",
    "syntaxes/fx-graph.tmLanguage.json", "media/preview.js", "media/preview.css",
    "dist/extension.js", "dist/web/extension.js", "dist/web/server-worker.js",
    "dist/webview/layout.js", "dist/webview/layout.LICENSE.txt",
    "server/fxlens.wasm", "dist/wasm-server.js",
}
NATIVE = {"server/fxlens", "server/fxlens-layout"}
TOP = {"extension.vsixmanifest", "[Content_Types].xml"}


def cmake_version():
    with open(os.path.join(SRC, "CMakeLists.txt")) as f:
        return re.search(r"^project\(\s*fxlens\s+VERSION\s+([0-9.]+)", f.read(), re.M).group(1)


class Packages(unittest.TestCase):
    tmp = None
    made = {}     # target -> (path of the .vsix, npm's output)

    @classmethod
    def setUpClass(cls):
        tool("npm")
        cls.tmp = tempfile.mkdtemp(prefix="fxlens-vsix-")
        cls.builds = {"linux-x64": os.path.abspath(OPTIONS.build), "linux-arm64": os.path.join(SRC, "build-arm64")}
        cls.wasm = os.path.join(SRC, "build-wasm", "fxlens.wasm")
        for folder, how in [(cls.builds["linux-x64"], "bash .ci/setup"), (cls.builds["linux-arm64"], "bash .ci/cross")]:
            for name in ("fxlens", "fxlens-layout"):
                if not os.path.isfile(os.path.join(folder, name)):
                    raise AssertionError(f"no {name} in {folder}: build it ({how})")
        if not os.path.isfile(cls.wasm):
            raise AssertionError(f"no {cls.wasm}: build it (bash .ci/wasm)")
        for target in ("linux-x64", "linux-arm64", "universal"):
            out = os.path.join(cls.tmp, f"{target}.vsix")
            env = dict(os.environ, FXLENS_VSIX=out, FXLENS_WASM=cls.wasm)
            for var in ("FXLENS_TARGET", "FXLENS_NO_WASM", "FXLENS_BINARY"):
                env.pop(var, None)
            if target in cls.builds:
                env["FXLENS_BUILD"] = cls.builds[target]
            p = run(["npm", "run", "package", "--", "--target", target], cwd=EXT, env=env)
            if p.returncode != 0:
                raise AssertionError(f"npm run package -- --target {target} failed:\n{p.stdout[-3000:]}\n{p.stderr[-3000:]}")
            cls.made[target] = (out, p.stdout)

    @classmethod
    def tearDownClass(cls):
        if cls.tmp:
            shutil.rmtree(cls.tmp, ignore_errors=True)

    def members(self, target):
        with zipfile.ZipFile(self.made[target][0]) as z:
            return {i.filename: i for i in z.infolist() if not i.is_dir()}

    def read(self, target, name):
        with zipfile.ZipFile(self.made[target][0]) as z:
            return z.read(name)

    def unpack(self, target):
        folder = os.path.join(self.tmp, f"{target}-unpacked")
        if not os.path.isdir(folder):
            with zipfile.ZipFile(self.made[target][0]) as z:
                for info in z.infolist():
                    path = z.extract(info, folder)
                    os.chmod(path, (info.external_attr >> 16) & 0o777 or 0o644)
        return os.path.join(folder, "extension")

    def test_file_lists(self):
        for target in self.made:
            with self.subTest(target=target):
                want = COMMON | (NATIVE if target != "universal" else set())
                got = set(self.members(target))
                self.assertEqual(got, TOP | {"extension/" + f for f in want})

    def test_modes_only_the_binaries_are_executable(self):
        for target in self.made:
            for name, info in self.members(target).items():
                with self.subTest(target=target, file=name):
                    mode = (info.external_attr >> 16) & 0o777
                    executable = name.removeprefix("extension/") in NATIVE
                    if mode:  # vsce's own manifest files carry none
                        self.assertEqual(bool(mode & stat.S_IXUSR), executable, oct(mode))

    def test_manifest_target_platform_and_version(self):
        version = cmake_version()
        for target in self.made:
            with self.subTest(target=target):
                manifest = self.read(target, "extension.vsixmanifest").decode()
                identity = re.search(r"<Identity [^>]*/>", manifest).group(0)
                self.assertIn(f'Version="{version}"', identity)
                if target == "universal":
                    self.assertNotIn("TargetPlatform", identity)
                else:
                    self.assertIn(f'TargetPlatform="{target}"', identity)
                self.assertIn(f'"version": "{version}"', self.read(target, "extension/package.json").decode())

    def test_no_path_of_this_machine(self):
        paths = [SRC, os.path.realpath(SRC), *self.builds.values(), os.path.dirname(self.wasm)]
        for target in self.made:
            for name in self.members(target):
                data = self.read(target, name)
                for p in paths:
                    with self.subTest(target=target, file=name, path=p):
                        self.assertNotIn(p.encode(), data)

    def test_elf_check_native_packages(self):
        for target, machine in (("linux-x64", "x86-64"), ("linux-arm64", "aarch64")):
            with self.subTest(target=target):
                vsix = self.made[target][0]
                p = run(["/usr/bin/python3", ELF_CHECK, "--max-glibc", "2.28", vsix])
                self.assertEqual(p.returncode, 0, p.stderr)
                for name in sorted(NATIVE):
                    self.assertIn(f"{vsix}!extension/{name}: {machine}, static, max GLIBC none, NEEDED none\n", p.stdout)
                self.assertEqual(len(p.stdout.splitlines()), 2, p.stdout)
                # and package.js ran the same check itself, saying so
                self.assertIn(f"package: elf_check: {vsix}!extension/server/fxlens: {machine}", self.made[target][1])

    def test_universal_has_no_elf_and_has_the_wasm(self):
        vsix = self.made["universal"][0]
        p = run(["/usr/bin/python3", ELF_CHECK, "--max-glibc", "2.28", vsix])
        self.assertEqual(p.returncode, 1)   # elf_check's answer for a package without binaries
        self.assertEqual(p.stdout, "")
        self.assertEqual(p.stderr.strip().splitlines(), [f"elf_check: FAIL: no ELF file found in {vsix} (a package without its binaries)"])
        for name in self.members("universal"):
            self.assertFalse(self.read("universal", name).startswith(b"\x7fELF"), name)
        self.assertTrue(self.read("universal", "extension/server/fxlens.wasm").startswith(b"\0asm\1\0\0\0"))
        self.assertIn("package: elf_check: no ELF file in it", self.made["universal"][1])

    def test_the_wasm_is_the_builds(self):
        with open(self.wasm, "rb") as f:
            built = f.read()
        for target in self.made:
            with self.subTest(target=target):
                self.assertEqual(self.read(target, "extension/server/fxlens.wasm"), built)

    def test_the_binaries_run_from_the_package(self):
        version = cmake_version()
        example = [os.path.join(SRC, "examples", "aot_mlp", f) for f in ("fwd.code.txt", "bwd.code.txt")]
        for target, launcher in (("linux-x64", []), ("linux-arm64", [tool("qemu-aarch64-static")])):
            with self.subTest(target=target):
                server = os.path.join(self.unpack(target), "server")
                p = run([*launcher, os.path.join(server, "fxlens"), "--version"])
                self.assertEqual((p.returncode, p.stdout), (0, f"fxlens {version}\n"), p.stderr)
                # the helper, as the server runs it: the plan on stdin, the picture on stdout
                plan = run([os.path.join(self.builds["linux-x64"], "fxlens"), "render", *example, "--format", "dot", "-o", "-"])
                self.assertEqual(plan.returncode, 0, plan.stderr)
                svg = run([*launcher, os.path.join(server, "fxlens-layout"), "svg"], input=plan.stdout)
                self.assertEqual(svg.returncode, 0, svg.stderr)
                self.assertIn("<svg", svg.stdout)
                self.assertGreaterEqual(svg.stdout.count('class="node"'), 10)
        # the stripped x86-64 server still renders through the helper beside it, as the preview has it do
        out = os.path.join(self.tmp, "pair.svg")
        server = os.path.join(self.unpack("linux-x64"), "server")
        p = run([os.path.join(server, "fxlens"), "render", *example, "--format", "svg", "-o", out])
        self.assertEqual(p.returncode, 0, p.stderr)
        with open(out) as f:
            self.assertIn("<svg", f.read())

    def test_the_wasm_runs_from_the_universal_package(self):
        ext = self.unpack("universal")
        p = run([tool("node"), os.path.join(ext, "dist", "wasm-server.js"), os.path.join(ext, "server", "fxlens.wasm"), "--version"])
        self.assertEqual((p.returncode, p.stdout), (0, f"fxlens {cmake_version()}\n"), p.stderr)

    def test_binaries_for_another_architecture_are_refused(self):
        out = os.path.join(self.tmp, "wrong.vsix")
        env = dict(os.environ, FXLENS_VSIX=out, FXLENS_WASM=self.wasm, FXLENS_BUILD=self.builds["linux-x64"])
        p = run(["npm", "run", "package", "--", "--target", "linux-arm64"], cwd=EXT, env=env)
        self.assertNotEqual(p.returncode, 0)
        self.assertIn("is for x86-64 (64-bit), not aarch64: the linux-arm64 package needs aarch64 binaries", p.stderr)
        self.assertFalse(os.path.exists(out))


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--build", default=os.environ.get("FXLENS_VSIX_BUILD") or OPTIONS.build)
    OPTIONS.build, rest = parser.parse_known_args()[0].build, sys.argv[:1] + parser.parse_known_args()[1]
    unittest.main(argv=rest, verbosity=2)
