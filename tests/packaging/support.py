"""What the packaging tests share: the checkout, elf_check imported from it, tiny programs compiled on the spot."""
import importlib.util
import os
import shutil
import subprocess
import sys

SRC = os.environ.get("SRC") or os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def load(name, path):
    """A module of the checkout by its file (packaging/ is not a Python package, and PyPI's `packaging` must not be
    shadowed)."""
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # dataclasses look their module up while the class is made
    spec.loader.exec_module(module)
    return module


elf_check = load("fxlens_elf_check", os.path.join(SRC, "packaging", "elf_check.py"))


def tool(name):
    """A program the test needs; a missing one fails the test with what installs it (never a skip)."""
    found = shutil.which(name)
    if not found:
        raise AssertionError(f"{name} not found: bash .ci/setup installs it")
    return found


def compile_program(folder, name, source, compiler="gcc", flags=(), suffix=".c"):
    """Compiles `source` into folder/name with `compiler` and returns the program's path."""
    src = os.path.join(folder, name + suffix)
    with open(src, "w") as f:
        f.write(source)
    out = os.path.join(folder, name)
    subprocess.run([tool(compiler), src, "-o", out, *flags], check=True)  # libraries after the source
    return out


def run(args, **kwargs):
    """Runs a command and returns the completed process (text, both streams captured, never raising on failure)."""
    return subprocess.run(args, capture_output=True, text=True, **kwargs)
