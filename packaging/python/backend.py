"""The PEP 517 backend of the fxlens wheel (pyproject.toml): packs a build folder's fxlens and fxlens-layout, stripped,
with the launcher package beside this file (fxlens/). It compiles nothing and uses the standard library only, so
`pip wheel .` works offline and with build isolation. docs/PACKAGING.md.

    FXLENS_WHEEL_BUILD       the build folder to pack (default build/; relative to the checkout)
    FXLENS_WHEEL_UNPORTABLE  =1 packs binaries that need libraries outside glibc, as a linux_<arch> wheel for this
                             machine only (local experiments; such a wheel installs anywhere but runs only here)
    SOURCE_DATE_EPOCH        the files' time in the wheel (default 1980-01-01: the same binaries make the same wheel)

The platform tag comes from the binaries (packaging/elf_check.py): manylinux_2_X_<arch>, X the newest glibc minor
version any of them needs, 17 at least (manylinux2014, also given by its legacy name): a fully static binary needs none.
"""
import base64
import hashlib
import importlib.util
import os
import platform
import re
import shutil
import stat
import subprocess
import sys
import tempfile
import time
import zipfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PACKAGE = os.path.join(ROOT, "packaging", "python", "fxlens")
BINARIES = ("fxlens", "fxlens-layout")  # fxlens runs fxlens-layout from its own folder (server/render/render.cpp)
BUILD_ENV, UNPORTABLE_ENV = "FXLENS_WHEEL_BUILD", "FXLENS_WHEEL_UNPORTABLE"
MANYLINUX_FLOOR = 17  # manylinux2014: what pip has understood longest of the glibc tags a static binary may claim
ARCHES = {"x86-64": "x86_64", "aarch64": "aarch64"}  # elf_check's machine → the wheel's
TRIPLETS = {"x86-64": "x86_64-linux-gnu", "aarch64": "aarch64-linux-gnu"}
PROJECT_KEYS = {"name", "dynamic", "description", "readme", "requires-python", "keywords", "classifiers", "scripts",
                "urls", "license"}


def _load_elf_check():
    # By file: packaging/ is not a Python package, and the name must not shadow PyPI's `packaging`.
    spec = importlib.util.spec_from_file_location("fxlens_elf_check", os.path.join(ROOT, "packaging", "elf_check.py"))
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


elf_check = _load_elf_check()


def _fail(message):
    # A front end (pip, build) shows the hook's stderr; SystemExit prints the message without a traceback.
    raise SystemExit("fxlens wheel: " + message)


def _say(message):
    print("fxlens wheel: " + message, file=sys.stderr)


# ---- the project: pyproject.toml's [project], the version from CMakeLists.txt ----

def cmake_version():
    with open(os.path.join(ROOT, "CMakeLists.txt")) as f:
        found = re.findall(r"^project\(\s*fxlens\s+VERSION\s+([0-9]+(?:\.[0-9]+)*)\b", f.read(), re.M)
    if len(found) != 1:
        _fail("CMakeLists.txt must say project(fxlens VERSION X.Y.Z) once: the wheel takes its version from there")
    return found[0]


def project():
    try:
        import tomllib
    except ImportError:
        _fail("building the wheel needs Python 3.11 or newer (tomllib reads pyproject.toml); the wheel it builds "
              "installs on Python 3.8 and newer")
    with open(os.path.join(ROOT, "pyproject.toml"), "rb") as f:
        table = tomllib.load(f).get("project", {})
    unknown = sorted(set(table) - PROJECT_KEYS)
    if unknown:  # a field this backend would drop silently
        _fail(f"pyproject.toml [project] has {', '.join(unknown)}, which packaging/python/backend.py does not write")
    if table.get("dynamic") != ["version"]:
        _fail('pyproject.toml [project] must say dynamic = ["version"]: the version is CMakeLists.txt\'s')
    return dict(table, version=cmake_version())


def metadata(p):
    """The METADATA file (core metadata 2.1) of project p."""
    lines = ["Metadata-Version: 2.1", f"Name: {p['name']}", f"Version: {p['version']}"]
    if "description" in p:
        lines.append(f"Summary: {p['description']}")
    if p.get("keywords"):
        lines.append("Keywords: " + ",".join(p["keywords"]))
    license_ = p.get("license")
    if isinstance(license_, dict) and "text" in license_:
        lines.append(f"License: {license_['text']}")
    elif license_ is not None:
        _fail("pyproject.toml [project] license: only license = {text = \"...\"} is written")
    if "requires-python" in p:
        lines.append(f"Requires-Python: {p['requires-python']}")
    lines += [f"Classifier: {c}" for c in p.get("classifiers", [])]
    lines += [f"Project-URL: {label}, {url}" for label, url in p.get("urls", {}).items()]
    body = ""
    if "readme" in p:
        if not isinstance(p["readme"], str) or not p["readme"].endswith(".md"):
            _fail("pyproject.toml [project] readme: a Markdown file's path is what is written")
        lines.append("Description-Content-Type: text/markdown")
        with open(os.path.join(ROOT, p["readme"]), encoding="utf-8") as f:
            body = "\n" + f.read()
    return "\n".join(lines) + "\n" + body


def entry_points(p):
    scripts = "".join(f"{name} = {target}\n" for name, target in p.get("scripts", {}).items())
    return "[console_scripts]\n" + scripts if scripts else ""


def dist_info_files(p):
    """The .dist-info files that do not depend on the binaries: what prepare_metadata_for_build_wheel writes too."""
    files = {"METADATA": metadata(p)}
    if entry_points(p):
        files["entry_points.txt"] = entry_points(p)
    return files


# ---- the binaries: found, checked, tagged, stripped ----

def build_folder():
    value = os.environ.get(BUILD_ENV) or "build"
    return value if os.path.isabs(value) else os.path.join(ROOT, value)


def _shown(path):
    """path as messages name it: relative to the checkout when inside it."""
    return os.path.relpath(path, ROOT) if path.startswith(ROOT + os.sep) else path


def build_command(folder):
    """The commands that build fxlens and fxlens-layout into folder, as a user would type them in the checkout."""
    shown = _shown(folder)
    targets = f"cmake --build {shown} -j2 --target fxlens fxlens-layout"
    if os.path.basename(folder.rstrip(os.sep)) == "build-arm64":
        return f"cmake --preset linux-arm64 && {targets}"
    return f"cmake -S . -B {shown} -G Ninja -DCMAKE_BUILD_TYPE=Release && {targets}"


def find_binaries(folder):
    paths = [os.path.join(folder, name) for name in BINARIES]
    missing = [p for p in paths if not os.path.isfile(p)]
    if missing:
        _fail(f"{' and '.join(map(_shown, missing))} not found: the wheel packs a build's binaries and compiles nothing. Build "
              f"them in the checkout with\n    {build_command(folder)}\n(bash .ci/setup installs what the build "
              f"needs first), or name another build folder with {BUILD_ENV}")
    return paths


def platform_tags(infos, unportable):
    """The wheel's platform tags, from what the binaries need; refuses binaries that need libraries outside glibc."""
    machines = sorted({i.machine for i in infos})
    if len(machines) != 1:
        _fail("the binaries are for different machines: " + ", ".join(f"{i.path} {i.machine}" for i in infos))
    arch = ARCHES.get(machines[0])
    if arch is None:
        _fail(f"{infos[0].path} is for {machines[0]}; fxlens wheels are made for {' and '.join(ARCHES)}")
    foreign = [f"{i.path} needs {', '.join(i.foreign_libraries())}" for i in infos if i.foreign_libraries()]
    if foreign and not unportable:
        _fail("; ".join(foreign) + ": not glibc's own libraries, so the wheel would install on any Linux but not "
              "run where they are missing. Link the binaries statically (docs/PACKAGING.md), or set "
              f"{UNPORTABLE_ENV}=1 for a linux_{arch} wheel that runs on this machine only")
    if foreign:
        _say(f"{UNPORTABLE_ENV} is set: " + "; ".join(foreign) + f"; tagged linux_{arch}, for this machine only")
        return [f"linux_{arch}"]
    versions = [i.max_glibc for i in infos if i.max_glibc]
    newest = max(versions) if versions else None
    if newest and newest[0] != 2:
        _fail(f"a binary needs GLIBC_{elf_check.format_version(newest)}; manylinux tags know glibc 2 only")
    minor = max(MANYLINUX_FLOOR, newest[1] if newest else 0)
    tags = [f"manylinux_2_{minor}_{arch}"]
    if minor == MANYLINUX_FLOOR:
        tags.append(f"manylinux2014_{arch}")  # the legacy name, for pip before 20.3
    return tags


def strip_tool(machine):
    """binutils' strip for the binaries' machine: the target's own (x86_64-linux-gnu-strip, aarch64-linux-gnu-strip),
    or plain strip when the binaries are for this machine."""
    tool = TRIPLETS[machine] + "-strip"
    if shutil.which(tool):
        return tool
    host = {"x86_64": "x86-64", "amd64": "x86-64", "aarch64": "aarch64", "arm64": "aarch64"}.get(platform.machine())
    if host == machine and shutil.which("strip"):
        return "strip"
    _fail(f"{tool} not found, needed to strip the {machine} binaries (Debian: apt-get install "
          f"binutils-{TRIPLETS[machine].replace('_', '-')})")


def stripped_copy(path, folder, machine):
    """path's bytes without symbols or debug info; the build's own file is left as it is (for debugging)."""
    out = os.path.join(folder, os.path.basename(path))
    result = subprocess.run([strip_tool(machine), "--strip-all", "-o", out, path], capture_output=True, text=True)
    if result.returncode != 0:
        _fail(f"strip failed on {path}: {result.stderr.strip()}")
    with open(out, "rb") as f:
        return f.read()


# ---- the wheel file ----

def _zip_time():
    epoch = os.environ.get("SOURCE_DATE_EPOCH")
    if not epoch:
        return (1980, 1, 1, 0, 0, 0)
    if not epoch.isdigit():
        _fail(f"SOURCE_DATE_EPOCH={epoch!r} is not a number of seconds since 1970")
    return max((1980, 1, 1, 0, 0, 0), time.gmtime(int(epoch))[:6])  # zip has no time before 1980


def _record_hash(data):
    return "sha256=" + base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()


def write_wheel(path, files, dist_info):
    """Writes files [(name in the wheel, bytes, mode)] and their RECORD to path, through a temporary name so that a
    failed build leaves no wheel behind."""
    record = "".join(f"{name},{_record_hash(data)},{len(data)}\n" for name, data, _ in files)
    record += f"{dist_info}/RECORD,,\n"
    files = files + [(f"{dist_info}/RECORD", record.encode(), 0o644)]
    partial = path + ".part"
    try:
        with zipfile.ZipFile(partial, "w", zipfile.ZIP_DEFLATED) as z:
            for name, data, mode in files:
                info = zipfile.ZipInfo(name, date_time=_zip_time())
                info.external_attr = (stat.S_IFREG | mode) << 16  # pip keeps the executable bits
                info.compress_type = zipfile.ZIP_DEFLATED
                z.writestr(info, data, compresslevel=9)
        os.replace(partial, path)
    except BaseException:
        if os.path.exists(partial):
            os.unlink(partial)
        raise


def package_files():
    """The launcher package's Python files, sorted (the same checkout makes the same wheel)."""
    names = sorted(n for n in os.listdir(PACKAGE) if n.endswith(".py"))
    out = []
    for name in names:
        with open(os.path.join(PACKAGE, name), "rb") as f:
            out.append((f"fxlens/{name}", f.read(), 0o644))
    return out


# ---- PEP 517 hooks ----

class UnsupportedOperation(Exception):
    """PEP 517's way to say a hook cannot be done here (front ends may then build the wheel from the tree)."""


def build_sdist(sdist_directory, config_settings=None):
    # An sdist's wheel would be compiled on the installing machine (C++20, a static Graphviz): what prebuilt wheels
    # spare users. From source: clone and build with CMake.
    message = ("fxlens wheel: there is no sdist, only wheels of prebuilt binaries: "
               "`pip wheel .` or `python -m build --wheel` (docs/PACKAGING.md)")
    print(message, file=sys.stderr)
    raise UnsupportedOperation(message)


def get_requires_for_build_wheel(config_settings=None):
    return []


def prepare_metadata_for_build_wheel(metadata_directory, config_settings=None):
    p = project()
    dist_info = f"{p['name']}-{p['version']}.dist-info"
    os.makedirs(os.path.join(metadata_directory, dist_info), exist_ok=True)
    for name, text in dist_info_files(p).items():
        with open(os.path.join(metadata_directory, dist_info, name), "w", encoding="utf-8") as f:
            f.write(text)
    return dist_info


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    p = project()
    folder = build_folder()
    paths = find_binaries(folder)
    try:
        infos = [elf_check.read_elf_file(path) for path in paths]
        for info in infos:
            info.path = _shown(info.path)
    except elf_check.ElfError as e:
        _fail(f"{e}: not a binary this backend can pack")
    tags = platform_tags(infos, os.environ.get(UNPORTABLE_ENV) == "1")
    machine = infos[0].machine
    dist_info = f"{p['name']}-{p['version']}.dist-info"
    files = package_files()
    with tempfile.TemporaryDirectory(prefix="fxlens-wheel-") as scratch:
        for path in paths:
            data = stripped_copy(path, scratch, machine)
            files.append((f"fxlens/bin/{os.path.basename(path)}", data, 0o755))
            _say(f"{_shown(path)}: {os.path.getsize(path)} bytes, {len(data)} stripped")
    wheel_meta = ["Wheel-Version: 1.0", "Generator: fxlens packaging/python/backend.py", "Root-Is-Purelib: false"]
    wheel_meta += [f"Tag: py3-none-{tag}" for tag in tags]
    files += [(f"{dist_info}/{name}", text.encode(), 0o644) for name, text in dist_info_files(p).items()]
    files.append((f"{dist_info}/WHEEL", ("\n".join(wheel_meta) + "\n").encode(), 0o644))
    name = f"{p['name']}-{p['version']}-py3-none-{'.'.join(tags)}.whl"
    write_wheel(os.path.join(wheel_directory, name), files, dist_info)
    _say(f"wrote {name}")
    return name
