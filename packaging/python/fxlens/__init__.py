"""fxlens from PyPI: the native `fxlens` binary this package carries in bin/, with its layout helper beside it.

`fxlens` on PATH (a console script) and `python -m fxlens` both become that binary: on POSIX the Python process
execs it, so an editor that starts `fxlens lsp` talks to the server itself (same pid, stdin and stdout) and its
exit status is the binary's. docs/PACKAGING.md.
"""
import os
import signal
import subprocess
import sys

_BIN = os.path.join(os.path.dirname(os.path.abspath(__file__)), "bin")


def binary_path():
    """The native fxlens; `fxlens render` and the preview run fxlens-layout from the same folder."""
    return os.path.join(_BIN, "fxlens")


def main(argv=None):
    """Runs the binary with argv (default: this process's arguments); returns only where exec is unavailable."""
    args = sys.argv[1:] if argv is None else list(argv)
    binary = binary_path()
    if os.name != "posix":
        return subprocess.call([binary] + args)
    # Python ignores SIGPIPE and SIGXFSZ, and an ignored signal stays ignored across exec: fxlens must meet a closed
    # pipe as it does when started directly.
    for name in ("SIGPIPE", "SIGXFSZ"):
        if hasattr(signal, name):
            signal.signal(getattr(signal, name), signal.SIG_DFL)
    try:
        os.execv(binary, ["fxlens"] + args)
    except OSError as e:
        sys.stderr.write("fxlens: cannot run %s: %s (reinstall the fxlens package for this machine)\n"
                         % (binary, e.strerror))
        return 126  # the shell's status for a command found but not runnable
