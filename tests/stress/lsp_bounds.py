#!/usr/bin/env python3
"""The language server stays bounded next to big and crowded folders (issue 16; docs/STRESS.md). Python 3
standard library only. Three scenarios, each against a fresh `fxlens lsp`:

  memory  A small backward is opened and closed in each of --folders folders, each also holding a forward of
          --sibling-mb MiB (a real forward repeated). Once everything is closed, the server's idle RSS must be
          back within --max-idle-growth-mb of its RSS before the first open: the siblings' texts and parses are
          not kept for folders nothing is open in.
  idle    A backward is opened in a folder of --crowd files that are not dumps. Once its diagnostics are out,
          the server must use at most --max-idle-cpu-ms of CPU over --idle-seconds (it used to rescan the folder
          every 2 s: a fifth of a core next to 100k files).
  flood   The client writes --flood-mb MiB of full-text didChange notifications and hovers without reading the
          answers; the server's peak RSS must stay under --max-flood-rss-mb (it buffered everything the client
          sent: 400 MiB grew it to 460 MB). Then the client reads again: every hover is answered, the text is the
          last one sent, and the server exits 0.
  exit    `shutdown` + `exit` sent right after opening a document of --exit-doc-mb MiB: the process must end within
          --max-exit-seconds, without waiting for the analysis (which cannot be interrupted) to finish.
  oom     (skipped with --no-address-limit: sanitizers reserve terabytes of address space) The server runs
          under an address-space limit (--address-limit-mb) with the sibling limits raised, next to a forward of
          --oom-sibling-mb MiB that it cannot analyze within that limit. It must publish an `analysis-failed`
          diagnostic instead of aborting, answer a hover, and exit 0 after shutdown + exit.

Exit status 0 when every check passed; the last line on stdout is a JSON summary.
"""
import argparse
import json
import os
import resource
import shutil
import subprocess
import sys
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
from lsp_stress import read_frame  # noqa: E402  (the same framing as the stress test's client)
MLP = os.path.join(ROOT, "tests/corpus/torch113/mlp_nll/aot_default")


def read(path):
    with open(path) as f:
        return f.read()


def uri(path):
    return "file://" + path


class Lsp:
    """`fxlens lsp` over pipes; a reader thread keeps every message."""

    def __init__(self, binary, stderr_path, address_limit=None, init_options=None):
        def limit():
            if address_limit:
                resource.setrlimit(resource.RLIMIT_AS, (address_limit, address_limit))
        self.err = open(stderr_path, "wb")
        self.p = subprocess.Popen([binary, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self.err,
                                  bufsize=0, preexec_fn=limit)
        self.cv = threading.Condition()
        self.messages = []
        self.next_id = 0
        self.reading = threading.Event()  # cleared: the client stops reading (the server's output pipe fills)
        self.reading.set()
        threading.Thread(target=self._read, daemon=True).start()
        rid = self.request("initialize", {"initializationOptions": init_options or {}})
        self.wait_for(lambda m: m.get("id") == rid, 30)
        self.notify("initialized", {})

    def _read(self):
        while True:
            self.reading.wait()
            body, error = read_frame(self.p.stdout)
            if body is None and not error:
                with self.cv:
                    self.cv.notify_all()
                return
            if body is not None:
                with self.cv:
                    self.messages.append(json.loads(body))
                    self.cv.notify_all()

    def _write(self, msg):
        body = json.dumps(msg).encode()
        self.p.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)

    def notify(self, method, params):
        self._write({"jsonrpc": "2.0", "method": method, "params": params})

    def request(self, method, params):
        self.next_id += 1
        self._write({"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params})
        return self.next_id

    def wait_for(self, pred, timeout):
        """The first message (received so far or later) matching pred, removed from the backlog; None on timeout."""
        deadline = time.monotonic() + timeout
        with self.cv:
            while True:
                for i, m in enumerate(self.messages):
                    if pred(m):
                        return self.messages.pop(i)
                left = deadline - time.monotonic()
                if left <= 0 or self.p.poll() is not None:
                    return None
                self.cv.wait(min(left, 0.5))

    def diagnostics(self, u, timeout=60):
        m = self.wait_for(lambda m: m.get("method") == "textDocument/publishDiagnostics" and m["params"]["uri"] == u,
                          timeout)
        return None if m is None else m["params"]["diagnostics"]

    def open(self, path, text):
        self.notify("textDocument/didOpen", {"textDocument": {"uri": uri(path), "languageId": "fxgraph",
                                                              "version": 1, "text": text}})
        return self.diagnostics(uri(path))

    def close(self, path):
        self.notify("textDocument/didClose", {"textDocument": {"uri": uri(path)}})
        return self.diagnostics(uri(path))

    def stop(self):
        rid = self.request("shutdown", None)
        ok = self.wait_for(lambda m: m.get("id") == rid, 30) is not None
        self.notify("exit", None)
        try:
            code = self.p.wait(10)
        except subprocess.TimeoutExpired:
            self.p.kill()
            code = "hung"
        self.err.close()
        return ok, code

    def status(self, key):
        with open("/proc/%d/status" % self.p.pid) as f:
            for line in f:
                if line.startswith(key + ":"):
                    return int(line.split()[1])  # kB
        return 0

    def cpu_ms(self):
        with open("/proc/%d/stat" % self.p.pid) as f:
            fields = f.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) * 1000 / os.sysconf("SC_CLK_TCK")


def write_sibling(path, mib):
    """A forward dump of about `mib` MiB: the real mlp forward, repeated."""
    unit = read(os.path.join(MLP, "fwd.code.txt"))
    with open(path, "w") as f:
        f.write(unit * max(1, (mib << 20) // len(unit)))


def idle_rss(lsp, settle=1.5):
    time.sleep(settle)
    return lsp.status("VmRSS") / 1024


def scenario_memory(a, work, failures):
    bwd = read(os.path.join(MLP, "bwd.code.txt"))
    lsp = Lsp(a.fxlens, os.path.join(work, "memory.stderr"))
    before = idle_rss(lsp, 0.5)
    peak = before
    for i in range(a.folders):
        d = os.path.join(work, "memory", "f%d" % i)
        os.makedirs(d, exist_ok=True)
        write_sibling(os.path.join(d, "fwd.code.txt"), a.sibling_mb)
        path = os.path.join(d, "bwd.code.txt")
        if lsp.open(path, bwd) is None:
            failures.append("memory: no diagnostics for %s" % path)
        peak = max(peak, lsp.status("VmRSS") / 1024)
        if lsp.close(path) is None:
            failures.append("memory: diagnostics not cleared on close of %s" % path)
    after = idle_rss(lsp)
    ok, code = lsp.stop()
    if after - before > a.max_idle_growth_mb:
        failures.append("memory: idle RSS %.0f MB after closing everything, %.0f MB before (limit +%d MB)"
                        % (after, before, a.max_idle_growth_mb))
    if not ok or code != 0:
        failures.append("memory: shutdown %s, exit %s" % (ok, code))
    shutil.rmtree(os.path.join(work, "memory"), ignore_errors=True)
    return {"rss_before_mb": round(before), "rss_peak_mb": round(peak), "rss_after_close_mb": round(after)}


def scenario_idle(a, work, failures):
    d = os.path.join(work, "crowd")
    os.makedirs(d, exist_ok=True)
    for i in range(a.crowd):
        open(os.path.join(d, "f%06d.dat" % i), "w").close()
    lsp = Lsp(a.fxlens, os.path.join(work, "idle.stderr"))
    path = os.path.join(d, "bwd.code.txt")
    if lsp.open(path, read(os.path.join(MLP, "bwd.code.txt"))) is None:
        failures.append("idle: no diagnostics")
    time.sleep(0.5)
    start = lsp.cpu_ms()
    time.sleep(a.idle_seconds)
    used = lsp.cpu_ms() - start
    ok, code = lsp.stop()
    if used > a.max_idle_cpu_ms:
        failures.append("idle: %.0f ms of CPU in %d s idle next to %d files (limit %d ms)"
                        % (used, a.idle_seconds, a.crowd, a.max_idle_cpu_ms))
    if not ok or code != 0:
        failures.append("idle: shutdown %s, exit %s" % (ok, code))
    shutil.rmtree(d, ignore_errors=True)
    return {"idle_cpu_ms": round(used), "files": a.crowd}


def scenario_flood(a, work, failures):
    lsp = Lsp(a.fxlens, os.path.join(work, "flood.stderr"))
    path = os.path.join(work, "flood.txt")
    lsp.open(path, "x")
    line = "    relu = torch.ops.aten.relu.default(x)\n"
    text = line * ((1 << 20) // len(line))
    lsp.reading.clear()
    hovers = []

    def flood():
        for v in range(2, a.flood_mb + 2):
            lsp.notify("textDocument/didChange", {"textDocument": {"uri": uri(path), "version": v},
                                                  "contentChanges": [{"text": text + "# %d\n" % v}]})
            hovers.append(lsp.request("textDocument/hover", {"textDocument": {"uri": uri(path)},
                                                             "position": {"line": 0, "character": 5}}))
    writer = threading.Thread(target=flood, daemon=True)
    writer.start()
    writer.join(a.flood_seconds)  # the server stops reading once its queue is full: the writer waits
    peak = lsp.status("VmHWM") / 1024
    lsp.reading.set()
    writer.join(120)
    if writer.is_alive():
        failures.append("flood: the client's writes never completed once it read again")
    missing = [h for h in hovers if lsp.wait_for(lambda m, h=h: m.get("id") == h, 60) is None]
    if missing:
        failures.append("flood: %d of %d hovers unanswered" % (len(missing), len(hovers)))
    rid = lsp.request("fxlens/documentDigest", {"textDocument": {"uri": uri(path)}})
    digest = lsp.wait_for(lambda m: m.get("id") == rid, 60)
    if not digest or (digest.get("result") or {}).get("version") != a.flood_mb + 1:
        failures.append("flood: the server's document is not the last version sent: %s" % digest)
    ok, code = lsp.stop()
    if peak > a.max_flood_rss_mb:
        failures.append("flood: peak RSS %.0f MB while %d MiB were sent unread (limit %d MB)"
                        % (peak, a.flood_mb, a.max_flood_rss_mb))
    if not ok or code != 0:
        failures.append("flood: shutdown %s, exit %s" % (ok, code))
    return {"sent_mb": a.flood_mb, "peak_rss_mb": round(peak)}


def scenario_exit(a, work, failures):
    lsp = Lsp(a.fxlens, os.path.join(work, "exit.stderr"))
    path = os.path.join(work, "exit", "fwd.code.txt")
    os.makedirs(os.path.dirname(path), exist_ok=True)
    write_sibling(path, a.exit_doc_mb)
    text = read(path)
    lsp.notify("textDocument/didOpen", {"textDocument": {"uri": uri(path), "languageId": "fxgraph", "version": 1,
                                                         "text": text}})
    time.sleep(0.3)  # the analysis has started
    t0 = time.monotonic()
    ok, code = lsp.stop()
    took = time.monotonic() - t0
    if not ok or code != 0:
        failures.append("exit: shutdown %s, exit %s" % (ok, code))
    if took > a.max_exit_seconds:
        failures.append("exit: the process took %.1f s to end after shutdown + exit (limit %.1f s)"
                        % (took, a.max_exit_seconds))
    shutil.rmtree(os.path.dirname(path), ignore_errors=True)
    return {"doc_mb": a.exit_doc_mb, "seconds_to_exit": round(took, 2)}


def scenario_oom(a, work, failures):
    d = os.path.join(work, "oom")
    os.makedirs(d, exist_ok=True)
    write_sibling(os.path.join(d, "fwd.code.txt"), a.oom_sibling_mb)
    raised = {"siblings": {"maxFileBytes": 4 << 30, "maxTotalBytes": 4 << 30}}
    lsp = Lsp(a.fxlens, os.path.join(work, "oom.stderr"), a.address_limit_mb << 20, raised)
    path = os.path.join(d, "bwd.code.txt")
    diags = lsp.open(path, read(os.path.join(MLP, "bwd.code.txt")))
    codes = [x.get("code") for x in diags or []]
    if "analysis-failed" not in codes:
        failures.append("oom: no analysis-failed diagnostic (got %s)" % codes)
    rid = lsp.request("textDocument/hover", {"textDocument": {"uri": uri(path)}, "position": {"line": 3, "character": 4}})
    if lsp.wait_for(lambda m: m.get("id") == rid, 30) is None:
        failures.append("oom: no answer to a hover after the failed analysis")
    ok, code = lsp.stop()
    if not ok or code != 0:
        failures.append("oom: shutdown %s, exit %s" % (ok, code))
    with open(os.path.join(work, "oom.stderr"), "rb") as f:
        if b"terminate called" in f.read():
            failures.append("oom: the server aborted")
    shutil.rmtree(d, ignore_errors=True)
    return {"diagnostics": codes}


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--fxlens", required=True)
    ap.add_argument("--workdir", required=True)
    ap.add_argument("--folders", type=int, default=8)
    ap.add_argument("--sibling-mb", type=int, default=24)
    ap.add_argument("--max-idle-growth-mb", type=int, default=60)
    ap.add_argument("--crowd", type=int, default=100000)
    ap.add_argument("--idle-seconds", type=int, default=6)
    ap.add_argument("--max-idle-cpu-ms", type=int, default=100)
    ap.add_argument("--flood-mb", type=int, default=400)
    ap.add_argument("--flood-seconds", type=int, default=10)
    ap.add_argument("--max-flood-rss-mb", type=int, default=200)
    ap.add_argument("--exit-doc-mb", type=int, default=60)
    ap.add_argument("--max-exit-seconds", type=float, default=2.0)
    ap.add_argument("--oom-sibling-mb", type=int, default=300)
    ap.add_argument("--address-limit-mb", type=int, default=1024)
    ap.add_argument("--no-address-limit", action="store_true")
    a = ap.parse_args()
    os.makedirs(a.workdir, exist_ok=True)
    failures, summary = [], {}
    summary["memory"] = scenario_memory(a, a.workdir, failures)
    summary["idle"] = scenario_idle(a, a.workdir, failures)
    summary["flood"] = scenario_flood(a, a.workdir, failures)
    summary["exit"] = scenario_exit(a, a.workdir, failures)
    if not a.no_address_limit:
        summary["oom"] = scenario_oom(a, a.workdir, failures)
    for f in failures:
        print("FAIL:", f)
    summary["failures"] = len(failures)
    print(json.dumps(summary))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
