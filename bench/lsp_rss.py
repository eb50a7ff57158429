#!/usr/bin/env python3
"""A language server's memory over an edit session: `fxlens lsp` opens a document (didOpen with its text), then
takes one-line edits spread over it, each sent when the last one's diagnostics came; its RSS and peak RSS (VmRSS,
VmHWM from /proc, MiB) are printed after the open and every 10 edits. No other requests: what the edits alone
hold. Python standard library only (bench/lsp_bench.py's client).
Usage: bench/lsp_rss.py FXLENS_BINARY DOCUMENT [EDITS]"""
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lsp_bench  # noqa: E402


def status(pid, key):
    for line in open("/proc/%d/status" % pid):
        if line.startswith(key):
            return int(line.split()[1]) // 1024
    return 0


def main():
    binary, path = sys.argv[1], sys.argv[2]
    n = int(sys.argv[3]) if len(sys.argv) > 3 else 20
    text = open(path).read()
    lines = text.split("\n")
    uri = "file://" + os.path.abspath(path)
    c = lsp_bench.Client(binary)
    c.request("initialize", {"processId": os.getpid(), "rootUri": None, "capabilities": {}})
    c.notify("initialized", {})
    c.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "fx-graph", "version": 1, "text": text}})
    c.wait_diagnostics(uri)
    print("after open: rss %d MiB, peak %d MiB" % (status(c.p.pid, "VmRSS"), status(c.p.pid, "VmHWM")), flush=True)
    version = 1
    for i in range(n):
        line = (len(lines) * ((i * 7) % n + 1)) // (n + 1)
        version += 1
        end = {"line": line, "character": len(lines[line])}
        c.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version},
                                            "contentChanges": [{"range": {"start": end, "end": end}, "text": "  # edited"}]})
        lines[line] += "  # edited"
        c.wait_diagnostics(uri, version=version)
        if i % 10 == 9:
            time.sleep(0.3)
            print("after %d edits: rss %d MiB, peak %d MiB" % (i + 1, status(c.p.pid, "VmRSS"), status(c.p.pid, "VmHWM")),
                  flush=True)
    c.request("shutdown", None)
    c.notify("exit", None)
    c.p.wait(timeout=30)


if __name__ == "__main__":
    main()
