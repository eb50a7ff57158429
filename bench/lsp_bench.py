#!/usr/bin/env python3
"""Drive `fxlens lsp` over a pipe like an editor does and time it.

Opens the big_transformer backward printout (its forward and joint sit next to it on disk), and measures:
  - start -> the answer to initialize (process start, and for WebAssembly the module's compilation)
  - didOpen -> first publishDiagnostics for it (from the first byte written; the client's JSON encoding left out)
  - hover and definition latency over every node name occurrence of the document (p50 / p99)
  - a one-line edit (didChange) at the first line -> the next publishDiagnostics; then ten more spread over the
    document (median and worst)
  - peak RSS of the server (VmHWM from /proc)
Python standard library only. Usage: bench/lsp_bench.py FXLENS_BINARY BACKWARD_FILE [RUNS]
Prints one JSON object per run.
"""
import json
import os
import queue
import re
import statistics
import subprocess
import sys
import threading
import time


def read_message(out):
    """One LSP message (Content-Length framing) from a binary stream; EOFError at its end."""
    length = None
    while True:
        line = out.readline()
        if not line:
            raise EOFError("server closed its output")
        line = line.strip()
        if not line:
            break
        k, _, v = line.partition(b":")
        if k.lower() == b"content-length":
            length = int(v)
    return json.loads(out.read(length))


class Client:
    """`fxlens lsp` over pipes. A reader thread drains the server's output into a queue: while the client writes a
    big didOpen, the server may write too (diagnostics of siblings, progress), and a client that only reads after
    writing would deadlock with it on full pipes."""

    def __init__(self, binary, launcher=()):
        self.p = subprocess.Popen(list(launcher) + [binary, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        self.next_id = 0
        self.inbox = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def send(self, msg):
        self.send_encoded(self.encode(msg))

    @staticmethod
    def encode(msg):
        """A framed message, to send later with send_encoded (so that a timer can leave the client's own JSON
        encoding out: Python takes 0.5 s for a 140 MB didOpen)."""
        body = json.dumps(msg).encode()
        return b"Content-Length: %d\r\n\r\n" % len(body) + body

    def send_encoded(self, frame):
        self.p.stdin.write(frame)
        self.p.stdin.flush()

    def _read(self):
        try:
            while True:
                self.inbox.put(read_message(self.p.stdout))
        except (EOFError, ValueError, OSError):
            self.inbox.put(None)

    def recv(self):
        m = self.inbox.get(timeout=600)
        if m is None:
            self.inbox.put(None)
            raise EOFError("server closed its output")
        return m

    def request(self, method, params):
        self.next_id += 1
        rid = self.next_id
        self.send({"jsonrpc": "2.0", "id": rid, "method": method, "params": params})
        while True:
            m = self.recv()
            if m.get("id") == rid:
                return m

    def notify(self, method, params):
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def wait_diagnostics(self, uri, version=None):
        while True:
            m = self.recv()
            if m.get("method") == "textDocument/publishDiagnostics" and m["params"]["uri"] == uri:
                if version is None or m["params"].get("version") == version:
                    return m

    def peak_rss_kb(self):
        with open("/proc/%d/status" % self.p.pid) as f:
            for line in f:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
        return 0


def percentile(xs, q):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(q * (len(xs) - 1))))]


def run(binary, path, launcher=()):
    """`launcher`: what starts the binary (the WebAssembly server: node and its host script)."""
    text = open(path, encoding="utf-8", errors="replace").read()
    uri = "file://" + os.path.abspath(path)
    started = time.perf_counter()
    c = Client(binary, launcher)
    c.request("initialize", {"processId": os.getpid(), "rootUri": None, "capabilities": {
        "general": {"positionEncodings": ["utf-16"]}}})
    start_ms = (time.perf_counter() - started) * 1000
    c.notify("initialized", {})
    # From the first byte of the didOpen written to its diagnostics: the client's JSON encoding is left out.
    frame = c.encode({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
        "uri": uri, "languageId": "fx-graph", "version": 1, "text": text}}})
    t0 = time.perf_counter()
    c.send_encoded(frame)
    del frame
    c.wait_diagnostics(uri)
    open_ms = (time.perf_counter() - t0) * 1000

    # Every identifier that is followed by ` = ` or appears as an argument: positions of node-name-like words.
    lines = text.split("\n")
    positions = []
    for ln, line in enumerate(lines):
        for m in re.finditer(r"\b[A-Za-z_][A-Za-z0-9_]*\b", line):
            if "_" in m.group(0) or m.group(0).isalpha():
                positions.append((ln, m.start() + 1))
    # Keep the timing loop bounded on huge files, sampling evenly.
    step = max(1, len(positions) // 4000)
    positions = positions[::step]
    hover, definition = [], []
    for ln, ch in positions:
        pos = {"textDocument": {"uri": uri}, "position": {"line": ln, "character": ch}}
        t = time.perf_counter()
        c.request("textDocument/hover", pos)
        hover.append((time.perf_counter() - t) * 1000)
        t = time.perf_counter()
        c.request("textDocument/definition", pos)
        definition.append((time.perf_counter() - t) * 1000)

    # A one-line edit: append a comment at the end of the first line.
    t = time.perf_counter()
    c.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": 2}, "contentChanges": [
        {"range": {"start": {"line": 0, "character": len(lines[0])}, "end": {"line": 0, "character": len(lines[0])}},
         "text": "  # edited"}]})
    c.wait_diagnostics(uri, version=2)
    edit_ms = (time.perf_counter() - t) * 1000
    lines[0] += "  # edited"
    # Then ten more, spread over the document, each waiting for its diagnostics: an edit's cost where it lands.
    spread = []
    for k in range(10):
        ln = len(lines) * (k + 1) // 11
        t = time.perf_counter()
        c.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": 3 + k}, "contentChanges": [
            {"range": {"start": {"line": ln, "character": len(lines[ln])}, "end": {"line": ln, "character": len(lines[ln])}},
             "text": "  # edited"}]})
        c.wait_diagnostics(uri, version=3 + k)
        spread.append((time.perf_counter() - t) * 1000)
        lines[ln] += "  # edited"
    rss = c.peak_rss_kb()
    c.request("shutdown", None)
    c.notify("exit", None)
    c.p.wait(timeout=10)
    return {"start_to_initialized_ms": round(start_ms, 1), "open_to_diagnostics_ms": round(open_ms, 1),
            "hover_p50_ms": round(statistics.median(hover), 3), "hover_p99_ms": round(percentile(hover, 0.99), 3),
            "definition_p50_ms": round(statistics.median(definition), 3),
            "definition_p99_ms": round(percentile(definition, 0.99), 3),
            "requests": len(hover) + len(definition),
            "edit_to_diagnostics_ms": round(edit_ms, 1), "edits_p50_ms": round(statistics.median(spread), 1),
            "edits_max_ms": round(max(spread), 1), "peak_rss_mb": round(rss / 1024, 1),
            "bytes": len(text.encode())}


def run_source(binary, log_path, model_path, repeat=50):
    """The model's source annotated (docs/EDITOR.md): opens a log whose `# File:` comments name `model_path` (matched
    by path suffix), then the model as a Python document, and times its code lenses and the hover on each line that
    has one. Returns {nodes_on_lines, lens_p50_ms, lens_p99_ms, hover_p50_ms, hover_p99_ms, lenses}."""
    text = open(log_path, encoding="utf-8", errors="replace").read()
    model = open(model_path, encoding="utf-8").read()
    log_uri, model_uri = "file://" + os.path.abspath(log_path), "file://" + os.path.abspath(model_path)
    c = Client(binary)
    c.request("initialize", {"processId": os.getpid(), "rootUri": None, "capabilities": {}})
    c.notify("initialized", {})
    c.notify("textDocument/didOpen", {"textDocument": {"uri": log_uri, "languageId": "fx-graph", "version": 1, "text": text}})
    c.wait_diagnostics(log_uri)
    c.notify("textDocument/didOpen", {"textDocument": {"uri": model_uri, "languageId": "python", "version": 1, "text": model}})
    lens_ms, lenses = [], []
    for _ in range(repeat):
        t = time.perf_counter()
        r = c.request("textDocument/codeLens", {"textDocument": {"uri": model_uri}})
        lens_ms.append((time.perf_counter() - t) * 1000)
        lenses = r.get("result") or []
    nodes = sum(int(n) for l in lenses for n in re.findall(r"(\d+) (?:fwd|bwd)", (l.get("command") or {}).get("title", "")))
    hover_ms = []
    for l in lenses:
        pos = {"textDocument": {"uri": model_uri}, "position": {"line": l["range"]["start"]["line"], "character": 8}}
        t = time.perf_counter()
        c.request("textDocument/hover", pos)
        hover_ms.append((time.perf_counter() - t) * 1000)
    c.request("shutdown", None)
    c.notify("exit", None)
    c.p.wait(timeout=10)
    if not lenses:
        raise SystemExit("lsp_bench: no source lens on %s" % model_path)
    return {"nodes_on_lines": nodes, "lenses": len(lenses),
            "lens_p50_ms": round(statistics.median(lens_ms), 3), "lens_p99_ms": round(percentile(lens_ms, 0.99), 3),
            "hover_p50_ms": round(statistics.median(hover_ms), 3), "hover_p99_ms": round(percentile(hover_ms, 0.99), 3)}


def main():
    binary, path = sys.argv[1], sys.argv[2]
    runs = int(sys.argv[3]) if len(sys.argv) > 3 else 3
    for _ in range(runs):
        print(json.dumps(run(binary, path)), flush=True)


if __name__ == "__main__":
    main()
