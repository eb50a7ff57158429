#!/usr/bin/env python3
"""Peer benchmark: pyright / basedpyright (the language server a user gets today for a `.py` graph dump) against
`fxlens lsp`, on the same file, in one run.

For one big `.py` file (e.g. a depyf-style `__compiled_fn_1 Backward graph 0.py`, a print_readable() copy), each
server is started over stdio, initialized with a workspace folder containing the file (default: the file's own
folder, so a depyf dump folder with its forward and joint next to it is seen as a user would have it), the file
is opened (didOpen with its text), and measured:
  - startup_ms            spawn -> initialize reply
  - hover_ms              didOpen -> first hover reply with non-empty contents at a node name deep in the file
                          (the left-hand side of the statement at --at (default 0.9) of the file); pyright
                          analyzes lazily, so hover is retried (every 50 ms) until non-empty or --timeout
  - diagnostics_ms        didOpen -> first publishDiagnostics for the file (waited for after the requests, if it
                          had not come yet; diagnostics_count is how many that first publication holds,
                          diagnostics_kinds its 5 most frequent messages)
  - definition_local_ms   go-to-definition at a use (an argument) of a name defined earlier in the same graph,
                          at or after --at of the file; the location returned is reported
  - definition_param_ms   the same at a use of a parameter of `def forward(...)` (a saved tensor in a backward),
                          when the file has one after --at; pyright goes to the parameter, fxlens to the forward
                          producer in the other file; the location returned is reported
  - peak_rss_mb           VmHWM of the server process (/proc/PID/status; for pyright the node process), read
                          after the requests; children_peak_rss_mb sums VmHWM of live descendants
  - server_cpu_ms         user + system CPU time of the server process up to then (/proc/PID/stat), a number
                          that a loaded machine inflates less than wall times
Server requests (workspace/configuration, client/registerCapability, window/workDoneProgress/create) are
answered at once by a reader thread, as an editor does. Runs alternate pyright, fxlens, pyright, fxlens, ...

usage: python3 bench/peers/pyright_bench.py FILE [--runs N] [--server pyright|basedpyright] [--fxlens PATH]
                                            [--workspace DIR] [--at 0.9] [--timeout 120] [--no-install]
       python3 bench/peers/pyright_bench.py --make-inputs DIR    (writes a depyf-style dump folder of the
                                            big_transformer aot_default printouts and prints its paths)
The language server is installed on first use with npm (pinned versions below) into bench/.cache/ (ignored by
git). Prints one JSON object per server per run, then one "summary" object (medians, min-max, ratios).
"""
import argparse
import json
import os
import queue
import re
import shutil
import statistics
import subprocess
import sys
import threading
import time
import urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "bench"))
from lsp_bench import read_message  # noqa: E402  (the LSP framing, shared with the fxlens benchmark)
CACHE = os.path.join(ROOT, "bench", ".cache")
PINNED = {"pyright": "1.1.414", "basedpyright": "1.40.1"}


def server_command(kind, fxlens, install):
    if kind == "fxlens":
        return [fxlens, "lsp"]
    prefix = os.path.join(CACHE, "%s-%s" % (kind, PINNED[kind]))
    exe = os.path.join(prefix, "node_modules", ".bin", "%s-langserver" % kind)
    if not os.path.exists(exe):
        if not install:
            sys.exit("pyright_bench.py: %s is not installed (%s); run without --no-install" % (kind, exe))
        print("installing %s@%s into %s" % (kind, PINNED[kind], prefix), file=sys.stderr)
        subprocess.run(["npm", "install", "--prefix", prefix, "%s@%s" % (kind, PINNED[kind]), "--no-audit",
                        "--no-fund", "--no-save", "--loglevel=error"], check=True, stdout=sys.stderr)
    return [exe, "--stdio"]


def to_uri(path):
    return "file://" + urllib.parse.quote(os.path.abspath(path))


def from_uri(uri):
    return urllib.parse.unquote(uri[len("file://"):]) if uri.startswith("file://") else uri


class Client:
    def __init__(self, cmd, cwd):
        self.p = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                  cwd=cwd)
        self.next_id = 0
        self.lock = threading.Lock()
        self.responses = {}
        self.cond = threading.Condition()
        self.diagnostics = {}  # uri -> (time of first publishDiagnostics, number of diagnostics)
        self.server_requests = []
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def send(self, msg):
        body = json.dumps(msg).encode()
        with self.lock:
            self.p.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
            self.p.stdin.flush()

    def _read(self):
        out = self.p.stdout
        try:
            while True:
                m = read_message(out)
                now = time.perf_counter()
                if "method" in m and "id" in m:  # a request from the server: answer as an editor would
                    self.server_requests.append(m["method"])
                    result = None
                    if m["method"] == "workspace/configuration":
                        result = [None for _ in m.get("params", {}).get("items", [])]
                    self.send({"jsonrpc": "2.0", "id": m["id"], "result": result})
                elif "method" in m:
                    if m["method"] == "textDocument/publishDiagnostics":
                        uri = m["params"]["uri"]
                        with self.cond:
                            if uri not in self.diagnostics:
                                self.diagnostics[uri] = (now, m["params"].get("diagnostics", []))
                            self.cond.notify_all()
                elif "id" in m:
                    with self.cond:
                        self.responses[m["id"]] = (now, m)
                        self.cond.notify_all()
        except (EOFError, ValueError, OSError):
            with self.cond:
                self.responses["eof"] = (time.perf_counter(), None)
                self.cond.notify_all()

    def request(self, method, params, timeout=300):
        self.next_id += 1
        rid = self.next_id
        self.send({"jsonrpc": "2.0", "id": rid, "method": method, "params": params})
        deadline = time.perf_counter() + timeout
        with self.cond:
            while rid not in self.responses:
                if "eof" in self.responses:
                    raise EOFError("server exited")
                left = deadline - time.perf_counter()
                if left <= 0:
                    raise TimeoutError(method)
                self.cond.wait(left)
            return self.responses.pop(rid)[1]

    def wait_diagnostics(self, uri, timeout):
        deadline = time.perf_counter() + timeout
        with self.cond:
            while uri not in self.diagnostics and "eof" not in self.responses:
                left = deadline - time.perf_counter()
                if left <= 0:
                    return None
                self.cond.wait(left)
            return self.diagnostics.get(uri)

    def notify(self, method, params):
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def rss_kb(self, pid=None, field="VmHWM"):
        try:
            with open("/proc/%d/status" % (pid or self.p.pid)) as f:
                for line in f:
                    if line.startswith(field + ":"):
                        return int(line.split()[1])
        except OSError:
            pass
        return 0

    def cpu_ms(self):
        """user + system CPU time of the server process so far (all its threads), from /proc/PID/stat."""
        try:
            with open("/proc/%d/stat" % self.p.pid) as f:
                fields = f.read().rsplit(")", 1)[1].split()
            return round((int(fields[11]) + int(fields[12])) * 1000 / os.sysconf("SC_CLK_TCK"), 1)
        except (OSError, IndexError, ValueError):
            return None

    def descendants(self):
        out, todo = [], [self.p.pid]
        while todo:
            pid = todo.pop()
            try:
                for task in os.listdir("/proc/%d/task" % pid):
                    with open("/proc/%d/task/%s/children" % (pid, task)) as f:
                        kids = [int(x) for x in f.read().split()]
                    out += kids
                    todo += kids
            except OSError:
                pass
        return out

    def close(self):
        try:
            self.request("shutdown", None, timeout=10)
            self.notify("exit", None)
            self.p.wait(timeout=10)
        except Exception:
            pass
        if self.p.poll() is None:
            self.p.kill()
            self.p.wait()


# ---- positions --------------------------------------------------------------------------------------------------
STMT = re.compile(r"^(\s*)([A-Za-z_]\w*(?:\s*,\s*[A-Za-z_]\w*)*\s*,?)\s*(?::[^=]*)?=\s*(.*)$")
IDENT = re.compile(r"\b[A-Za-z_]\w*\b")


def pick_positions(text, at):
    """Hover target: the defined name of the first statement at or after fraction `at` of the lines. Definition
    targets: the first argument use, at or after it, of a name defined earlier by a statement (local) and of a
    `def forward` parameter other than self/tangents (param)."""
    lines = text.split("\n")
    params, defined = set(), set()
    hover = local = param = None
    start = int(len(lines) * at)
    for ln, line in enumerate(lines):
        m = re.match(r"\s*def forward\((.*)\)", line)
        if m:
            params |= {p.strip().split(":")[0].strip() for p in m.group(1).split(",")} - {"self", ""}
            continue
        m = STMT.match(line)
        if not m or line.lstrip().startswith("#"):
            continue
        lhs = [n.strip() for n in m.group(2).split(",") if n.strip()]
        rhs_off = m.start(3)
        rhs = m.group(3).split(";  ")[0]
        call = rhs.find("(")
        if ln >= start:
            if hover is None and len(lhs) == 1:
                hover = {"name": lhs[0], "line": ln, "character": len(m.group(1)) + 1}
            if call >= 0:
                for a in IDENT.finditer(rhs, call):
                    name = a.group(0)
                    pos = {"name": name, "line": ln, "character": rhs_off + a.start() + 1}
                    if local is None and name in defined:
                        local = pos
                    if param is None and name in params and not name.startswith("tangents"):
                        param = pos
        defined |= set(lhs)
        if hover and local and (param or not params):
            break
    return hover, local, param


def locations(result, text_path):
    """Normalize a definition result to [{file, line, character}] (file relative to the opened file's folder)."""
    if result is None:
        return []
    if isinstance(result, dict):
        result = [result]
    out = []
    base = os.path.dirname(os.path.abspath(text_path))
    for r in result:
        uri = r.get("uri") or r.get("targetUri")
        rng = r.get("range") or r.get("targetSelectionRange") or r.get("targetRange")
        path = from_uri(uri)
        out.append({"file": os.path.relpath(path, base) if path.startswith("/") else path,
                    "line": rng["start"]["line"], "character": rng["start"]["character"]})
    return out


def diagnostic_kinds(diags):
    """The 5 most frequent diagnostic messages (quoted names replaced by X), with severity and count."""
    kinds = {}
    for d in diags:
        key = (d.get("severity"), re.sub(r'"[^"]*"', '"X"', d.get("message", ""))[:120])
        kinds[key] = kinds.get(key, 0) + 1
    top = sorted(kinds.items(), key=lambda kv: -kv[1])[:5]
    return [{"severity": k[0], "message": k[1], "count": n} for k, n in top]


def hover_text(result):
    if not result:
        return ""
    c = result.get("contents")
    if isinstance(c, dict):
        return c.get("value", "")
    if isinstance(c, list):
        return " ".join(x if isinstance(x, str) else x.get("value", "") for x in c)
    return c or ""


def run_once(kind, cmd, path, workspace, at, timeout):
    text = open(path, encoding="utf-8", errors="replace").read()
    lines = text.split("\n")
    uri = to_uri(path)
    hover_pos, local_pos, param_pos = pick_positions(text, at)
    out = {"bench": "pyright_bench", "server": kind, "file": os.path.basename(path), "bytes": len(text.encode()),
           "lines": len(lines), "error": None}
    t_spawn = time.perf_counter()
    c = Client(cmd, workspace)
    try:
        init = c.request("initialize", {
            "processId": os.getpid(), "rootUri": to_uri(workspace), "rootPath": workspace,
            "workspaceFolders": [{"uri": to_uri(workspace), "name": os.path.basename(workspace)}],
            "capabilities": {
                "general": {"positionEncodings": ["utf-16"]},
                "workspace": {"configuration": True, "workspaceFolders": True},
                "textDocument": {"hover": {"contentFormat": ["markdown", "plaintext"]},
                                 "definition": {"linkSupport": False},
                                 "publishDiagnostics": {}}}}, timeout=timeout)
        out["startup_ms"] = round((time.perf_counter() - t_spawn) * 1000, 1)
        info = (init.get("result") or {}).get("serverInfo") or {}
        out["server_info"] = ("%s %s" % (info.get("name", ""), info.get("version", ""))).strip() or None
        c.notify("initialized", {})
        t0 = time.perf_counter()
        c.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "python", "version": 1,
                                                           "text": text}})
        # Hover deep in the file, retried until non-empty.
        hp = {"textDocument": {"uri": uri}, "position": {"line": hover_pos["line"],
                                                         "character": hover_pos["character"]}}
        attempts = 0
        while True:
            attempts += 1
            r = c.request("textDocument/hover", hp, timeout=max(1, timeout - (time.perf_counter() - t0)))
            if hover_text(r.get("result")).strip():
                break
            if time.perf_counter() - t0 > timeout:
                raise TimeoutError("hover still empty after %d s" % timeout)
            time.sleep(0.05)
        out["hover_ms"] = round((time.perf_counter() - t0) * 1000, 1)
        out["hover_attempts"] = attempts
        out["hover_at"] = hover_pos
        out["hover_text"] = hover_text(r.get("result")).strip()[:200]
        for label, pos in (("local", local_pos), ("param", param_pos)):
            if pos is None:
                out["definition_%s_ms" % label] = None
                continue
            t = time.perf_counter()
            r = c.request("textDocument/definition", {"textDocument": {"uri": uri}, "position": {
                "line": pos["line"], "character": pos["character"]}}, timeout=timeout)
            out["definition_%s_ms" % label] = round((time.perf_counter() - t) * 1000, 2)
            out["definition_%s_at" % label] = pos
            out["definition_%s_result" % label] = locations(r.get("result"), path)[:8]
            out["definition_%s_result_count" % label] = len(locations(r.get("result"), path))
        d = c.wait_diagnostics(uri, max(1, timeout - (time.perf_counter() - t0)))
        out["diagnostics_ms"] = round((d[0] - t0) * 1000, 1) if d else None
        out["diagnostics_count"] = len(d[1]) if d else None
        out["diagnostics_kinds"] = diagnostic_kinds(d[1]) if d else None
        out["peak_rss_mb"] = round(c.rss_kb() / 1024, 1)
        out["server_cpu_ms"] = c.cpu_ms()
        kids = c.descendants()
        out["children_peak_rss_mb"] = round(sum(c.rss_kb(k) for k in kids) / 1024, 1)
        out["server_requests"] = sorted(set(c.server_requests))
    except Exception as e:
        out["error"] = "%s: %s" % (type(e).__name__, e)
        out["peak_rss_mb"] = round(c.rss_kb() / 1024, 1)
    finally:
        c.close()
    return out


def make_inputs(d):
    big = os.path.join(ROOT, "tests", "corpus", "torch113", "big_transformer", "aot_default")
    dump = os.path.join(os.path.abspath(d), "depyf_big_transformer")
    os.makedirs(dump, exist_ok=True)
    paths = {}
    for part, title in (("fwd", "Forward"), ("bwd", "Backward"), ("joint", "Joint")):
        dst = os.path.join(dump, "__compiled_fn_1 %s graph 0.py" % title)
        shutil.copyfile(os.path.join(big, "%s.readable.txt" % part), dst)
        paths[part] = dst
    print(json.dumps(paths))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("file", nargs="?")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--server", default="pyright", choices=sorted(PINNED))
    ap.add_argument("--fxlens")
    ap.add_argument("--workspace")
    ap.add_argument("--at", type=float, default=0.9)
    ap.add_argument("--timeout", type=float, default=120)
    ap.add_argument("--no-install", action="store_true")
    ap.add_argument("--make-inputs", metavar="DIR")
    a = ap.parse_args()
    if a.make_inputs:
        make_inputs(a.make_inputs)
        return
    if not a.file:
        ap.error("FILE is required")
    fx = os.path.abspath(a.fxlens or os.environ.get("FXLENS") or os.path.join(ROOT, "build-release", "fxlens"))
    if not os.access(fx, os.X_OK):
        sys.exit("pyright_bench.py: no fxlens binary at %s (--fxlens PATH or FXLENS=...)" % fx)
    path = os.path.abspath(a.file)
    workspace = os.path.abspath(a.workspace or os.path.dirname(path))
    cmds = {a.server: server_command(a.server, fx, not a.no_install), "fxlens": server_command("fxlens", fx, False)}
    results = {a.server: [], "fxlens": []}
    for i in range(a.runs):
        for kind in (a.server, "fxlens"):
            r = run_once(kind, cmds[kind], path, workspace, a.at, a.timeout)
            r["run"] = i + 1
            if kind != "fxlens":
                r["version"] = PINNED[kind]
            results[kind].append(r)
            print(json.dumps(r), flush=True)

    def stat(kind, key):
        xs = [r[key] for r in results[kind] if r.get(key) is not None and not r.get("error")]
        if not xs:
            return None
        return {"median": statistics.median(xs), "min": min(xs), "max": max(xs)}

    summary = {"bench": "pyright_bench", "summary": True, "file": os.path.basename(path), "runs": a.runs,
               "peer": "%s %s" % (a.server, PINNED[a.server]), "fxlens_binary": fx,
               "errors": {k: sum(1 for r in v if r.get("error")) for k, v in results.items()}}
    for key in ("startup_ms", "hover_ms", "diagnostics_ms", "definition_local_ms", "definition_param_ms",
                "peak_rss_mb", "server_cpu_ms"):
        p, f = stat(a.server, key), stat("fxlens", key)
        summary[key] = {a.server: p, "fxlens": f,
                        "ratio_median": round(p["median"] / f["median"], 1) if p and f and f["median"] else None}
    print(json.dumps(summary), flush=True)


if __name__ == "__main__":
    main()
