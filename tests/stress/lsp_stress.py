#!/usr/bin/env python3
"""Stress test of `fxlens lsp` (python3 standard library only). See docs/STRESS.md.

Opens one huge FX-graph document (a TORCH_LOGS-style log made by make_doc.py: K compiles of big_transformer,
9,515 nodes each), edits it N times with random incremental didChange edits applied to the client's own copy of
the text too (LSP positions in the negotiated encoding, UTF-16 by default), interleaves hover / definition /
references / documentHighlight requests at positions sampled over the whole document (some cancelled), and checks:

  - text:     the server's text equals the client's at the end: the custom request `fxlens/documentDigest`
              (length, LSP line count, SHA-256 of the UTF-8 bytes) of the document store and of the latest
              analysis both equal the client's own digest, at the final version;
  - answers:  every request id got exactly one response (result or error; -32800 only for cancelled ones,
              never -32603) before its deadline, and no response came for an id never sent;
  - fresh:    what the edited server shows of the final text (its latest diagnostics, document symbols, semantic
              tokens over three windows of 2,000 lines, hovers at --compare-hovers sampled positions) equals what a
              second server shows that opened the final text directly: incremental work never changes an answer;
  - memory:   the server's peak RSS (VmHWM) stays under --max-rss-base-mb + --max-rss-factor times the
              document's size, and its RSS once idle after the last edit is at most --max-growth times its RSS
              once idle after the first 10% of the edits;
  - health:   the server never wrote a sanitizer report / `terminate called` on stderr, logged no internal
              error, and exits 0 after shutdown + exit.

The document is opened whole, with one didOpen (the 1M-node log is 140 MB; the server takes messages up to
1280 MiB, protocol/jsonrpc.h kDefaultMaxBody). With --open-chunk-mb M, didOpen carries the first M MiB of whole
lines and didChange edits of that size append the rest at the document's end (not counted among the N edits).

Exit status 0 when every check passed, 1 otherwise. The last line on stdout is a JSON summary.

usage: lsp_stress.py --fxlens BIN (--doc FILE | --compiles K) [--edits N] [--seed S] [--workdir DIR] ...
"""
import argparse
import hashlib
import json
import os
import random
import re
import subprocess
import sys
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
TERM = re.compile(r"(\r\n|\n|\r)")  # LSP line terminators; nothing else (not U+2028, not form feed)
IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
DEFINITION = re.compile(r"\] {5,}([A-Za-z_][A-Za-z0-9_]*) = ")  # `...] [__aot_graphs]     mm = ...`


def split_lines(s):
    """Text -> list of lines, each with its terminator; the last one has none (and may be empty)."""
    parts = TERM.split(s)
    out = [parts[i] + parts[i + 1] for i in range(0, len(parts) - 1, 2)]
    out.append(parts[-1])
    return out


def body_start(c):
    """Where the printout starts in a glog line (after `[__aot_graphs] `); 0 for other lines."""
    i = c.find("[__aot_graphs] ")
    return i + len("[__aot_graphs] ") if i >= 0 else 0


def content(line):
    if line.endswith("\r\n"):
        return line[:-2]
    if line.endswith("\n") or line.endswith("\r"):
        return line[:-1]
    return line


class Doc:
    """The client's copy of the text as lines, with LSP position conversion (the server's rules: position.h)."""

    def __init__(self, text, encoding):
        self.lines = split_lines(text)
        self.utf8 = encoding == "utf-8"

    def width(self, ch):
        if self.utf8:
            return len(ch.encode("utf-8"))
        return 2 if ord(ch) > 0xFFFF else 1

    def units(self, s):
        if s.isascii():
            return len(s)
        return len(s.encode("utf-8")) if self.utf8 else len(s.encode("utf-16-le")) // 2

    def index(self, s, units):
        """Code-point index of an LSP character offset in line content `s`: past the end -> the end; inside a
        surrogate pair / multi-byte character -> its start."""
        if s.isascii():
            return min(units, len(s))
        counted = 0
        for i, ch in enumerate(s):
            w = self.width(ch)
            if counted + w > units:
                return i
            counted += w
        return len(s)

    def resolve(self, pos):
        """LSP position -> (line, code point index), clamped like the server: a line past the last is the end."""
        line, char = pos
        if line >= len(self.lines):
            last = len(self.lines) - 1
            return last, len(content(self.lines[last]))
        return line, self.index(content(self.lines[line]), char)

    def apply(self, start, end, text):
        """Applies one change; returns (a, b, m): old lines a..b were replaced by m lines."""
        s, e = self.resolve(start), self.resolve(end)
        if e < s:
            s, e = e, s  # the server takes a backwards range as the same range
        n = len(self.lines)
        a, b = max(0, s[0] - 1), min(n - 1, e[0] + 1)  # one line of context each side: "\r" + "\n" may merge
        chunk = "".join(self.lines[a:b + 1])
        so = sum(len(self.lines[k]) for k in range(a, s[0])) + s[1]
        eo = sum(len(self.lines[k]) for k in range(a, e[0])) + e[1]
        new = split_lines(chunk[:so] + text + chunk[eo:])
        if b < n - 1:
            assert new[-1] == "", "a chunk before the last line ends with a terminator"
            new.pop()
        self.lines[a:b + 1] = new
        return a, b, len(new)

    def end(self):
        last = len(self.lines) - 1
        return last, self.units(content(self.lines[last]))

    def text(self):
        return "".join(self.lines)


def digest(text):
    b = text.encode("utf-8")
    return {"length": len(b), "lines": len(split_lines(text)), "sha256": hashlib.sha256(b).hexdigest()}


def proc_status(pid):
    out = {}
    try:
        with open("/proc/%d/status" % pid) as f:
            for line in f:
                if line.startswith(("VmRSS:", "VmHWM:")):
                    out[line.split(":")[0]] = int(line.split()[1])
    except OSError:
        pass
    return out


def count_nodes(binary, path):
    """Nodes of a document as `fxlens analyze --json` counts them (the `"op":` keys of its node objects)."""
    p = subprocess.Popen([binary, "analyze", "--json", path], stdout=subprocess.PIPE)
    n, tail = 0, b""
    while True:
        chunk = p.stdout.read(1 << 20)
        if not chunk:
            break
        buf = tail + chunk
        n += buf.count(b'"op":')
        tail = buf[-4:]  # shorter than the key: a key split across reads is counted once, in the next buffer
    p.wait()
    return n


def read_frame(out):
    """One message from a server's output: (body, None); (None, "header without Content-Length"); (None, None) at
    the end of the stream (a body cut short by the end is returned as it is)."""
    length = None
    while True:
        line = out.readline()
        if not line:
            return None, None
        line = line.strip()
        if not line:
            break
        k, _, v = line.partition(b":")
        if k.strip().lower() == b"content-length":
            length = int(v)
    if length is None:
        return None, "header without Content-Length"
    body = b""
    while len(body) < length:
        chunk = out.read(length - len(body))
        if not chunk:
            break
        body += chunk
    return body, None


class Server:
    """`fxlens lsp` over pipes: a reader thread collects every message; the caller writes."""

    def __init__(self, binary, stderr_path):
        self.stderr_file = open(stderr_path, "wb")
        self.p = subprocess.Popen([binary, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  stderr=self.stderr_file, bufsize=0)
        self.cv = threading.Condition()
        self.responses = {}       # id -> [messages]
        self.answered_at = {}     # id -> time of the first response
        self.unknown = []         # responses for ids never sent
        self.sent = {}            # id -> (method, time sent, cancelled)
        self.diag_version = {}    # uri -> latest published version
        self.diag_count = {}      # uri -> number of diagnostics in the latest publication
        self.diagnostics = {}     # uri -> the latest publication's diagnostics
        self.publications = 0
        self.logs = []            # window/logMessage of type 1 (error)
        self.server_requests = []
        self.bad_frames = []
        self.eof = False
        self.next_id = 0
        self.wlock = threading.Lock()
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()
        self.peak_hwm = 0
        self.mem_stop = False
        self.mem = threading.Thread(target=self._sample_memory, daemon=True)
        self.mem.start()

    def _sample_memory(self):
        while not self.mem_stop and self.p.poll() is None:
            st = proc_status(self.p.pid)
            self.peak_hwm = max(self.peak_hwm, st.get("VmHWM", 0))
            time.sleep(0.05)

    def _read(self):
        out = self.p.stdout
        while True:
            body, error = read_frame(out)
            if error:
                self.bad_frames.append(error)
                continue
            if body is None:
                with self.cv:
                    self.eof = True
                    self.cv.notify_all()
                return
            try:
                m = json.loads(body)
            except ValueError as e:
                self.bad_frames.append("bad JSON: %s" % e)
                continue
            self._handle(m)

    def _handle(self, m):
        with self.cv:
            if "id" in m and "method" not in m:
                rid = m["id"]
                if rid in self.sent:
                    self.responses.setdefault(rid, []).append(m)
                    self.answered_at.setdefault(rid, time.monotonic())
                else:
                    self.unknown.append(m)
            elif m.get("method") == "textDocument/publishDiagnostics":
                p = m["params"]
                self.publications += 1
                if p.get("version") is not None:
                    self.diag_version[p["uri"]] = p["version"]
                self.diag_count[p["uri"]] = len(p.get("diagnostics", []))
                self.diagnostics[p["uri"]] = p.get("diagnostics", [])
            elif m.get("method") == "window/logMessage":
                if m["params"].get("type") == 1:
                    self.logs.append(m["params"].get("message", ""))
            elif "id" in m and "method" in m:
                self.server_requests.append(m["method"])
                self._write({"jsonrpc": "2.0", "id": m["id"], "result": None})
            self.cv.notify_all()

    def _write(self, msg):
        body = json.dumps(msg).encode()
        with self.wlock:
            self.p.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)

    def notify(self, method, params):
        self._write({"jsonrpc": "2.0", "method": method, "params": params})

    def request(self, method, params):
        with self.cv:
            self.next_id += 1
            rid = self.next_id
            self.sent[rid] = [method, time.monotonic(), False]
        self._write({"jsonrpc": "2.0", "id": rid, "method": method, "params": params})
        return rid

    def cancel(self, rid):
        with self.cv:
            self.sent[rid][2] = True
        self.notify("$/cancelRequest", {"id": rid})

    def wait(self, pred, timeout):
        deadline = time.monotonic() + timeout
        with self.cv:
            while not pred():
                left = deadline - time.monotonic()
                if left <= 0 or self.eof:
                    return pred()
                self.cv.wait(min(left, 0.5))
            return True

    def result(self, rid, timeout):
        self.wait(lambda: rid in self.responses, timeout)
        with self.cv:
            ms = self.responses.get(rid)
            return ms[0] if ms else None

    def rss(self):
        return proc_status(self.p.pid)


def random_text(rng, multiline):
    pieces = ["x", "_k", "relu", "mm_1", "primals_1", " = ", "(", ")", "[", "]", ", ", "None", "torch.ops.aten.",
              "add.Tensor", "#", "'", '"', "\\", "\t", "é", "ß", "日本語", "😀", "𝔽𝕏", "👍🏽", "\u2028", "\x0c",
              "%", "{", "}", ":", "  ", "0", "9", "; ", "=====", "[0/0]", "I0101 ", "\u0000"]
    weights = [6] * 20 + [3] * 18 + [1]
    n = rng.randint(1, 6)
    out = []
    for _ in range(n):
        out.append(rng.choices(pieces, weights)[0])
        if multiline and rng.random() < 0.4:
            out.append(rng.choice(["\n", "\r\n", "\r\n", "\n", "\r"]))
    return "".join(out)


class Stress:
    def __init__(self, a):
        self.a = a
        self.rng = random.Random(a.seed)
        self.enc = a.encoding
        self.kinds = {}
        self.changes = 0
        self.broken = []  # [kind, line, payload]: edits that broke a line / deleted one, to be undone later
        self.requests = {}  # method -> count
        self.null_hover_fresh = 0
        self.hover_fresh = 0
        self.failures = []
        self.buckets = set()  # which hundredths of the document the requests' positions fell in
        self.category = {}  # request id -> "method (fresh|during edits)", for the latency table

    def fail(self, msg):
        print("FAIL: " + msg, flush=True)
        self.failures.append(msg)

    # ---- positions ----
    def random_position(self):
        """A position on a random line of the whole document: at a node definition (the name before ` = `) half
        of the time, else in any identifier, else at any column. Returns (line, character, at_definition)."""
        d, rng = self.doc, self.rng
        line = rng.randrange(len(d.lines))
        c = content(d.lines[line])
        r = rng.random()
        m = DEFINITION.search(c) if r < 0.5 else None
        if m:
            idx = rng.randint(m.start(1), m.end(1))
        else:
            idents = list(IDENT.finditer(c)) if r < 0.85 else []
            if idents:
                m = rng.choice(idents)
                idx = rng.randint(m.start(), m.end())
            else:
                idx = rng.randint(0, len(c))
        return line, d.units(c[:idx]), bool(m) and r < 0.5

    def lsp_pos(self, p):
        return {"line": p[0], "character": p[1]}

    # ---- edits ----
    def make_edit(self):
        """Returns (kind, start, end, text, record) in LSP positions; record is a break/fix note."""
        d, rng = self.doc, self.rng
        r = rng.random()
        n = len(d.lines)
        if self.broken and r < 0.12:
            i = rng.randrange(len(self.broken))
            kind, line, payload = self.broken.pop(i)
            if kind == "broke" and line < n and content(d.lines[line]) == payload[1]:
                return "fix_line", (line, 0), (line, d.units(payload[1])), payload[0], ("fixed",)
            if kind == "deleted" and line <= n:
                return "restore_line", (line, 0), (line, 0), payload, ("fixed",)
            return self.make_edit()
        line = rng.randrange(n)
        c = content(d.lines[line])
        # Most edits touch the printout, not the glog prefix: a line whose prefix is damaged is no longer part of
        # the log record, which ends the graph there (the engine reports it truncated). 1 in 10 may hit it.
        lo = 0 if rng.random() < 0.1 else body_start(c)

        def col():
            return rng.randint(lo, len(c))

        if r < 0.25:  # insert inside a name
            ms = [m for m in IDENT.finditer(c) if m.start() >= lo]
            if ms:
                m = rng.choice(ms)
                idx = rng.randint(m.start(), m.end())
                p = (line, d.units(c[:idx]))
                return "insert_in_name", p, p, rng.choice(["x", "_1", "é", "😀", "Z"]), None
        if r < 0.35:  # delete inside a line
            i, j = sorted(col() for _ in range(2))
            return "delete_in_line", (line, d.units(c[:i])), (line, d.units(c[:j])), "", None
        if r < 0.45:  # replace inside a line
            i, j = sorted(col() for _ in range(2))
            return "replace_in_line", (line, d.units(c[:i])), (line, d.units(c[:j])), random_text(rng, False), None
        if r < 0.55:  # across lines: delete or replace with multi-line text (CRLF, lone CR, LF)
            l2 = min(n - 1, line + rng.randint(1, 4))
            c2 = content(d.lines[l2])
            p1 = (line, d.units(c[:col()]))
            p2 = (l2, d.units(c2[:rng.randint(body_start(c2) if lo else 0, len(c2))]))
            text = "" if rng.random() < 0.4 else random_text(rng, True)
            return "across_lines", p1, p2, text, None
        if r < 0.63:  # whole-line deletion, restored later
            if line + 1 < n:
                return "delete_line", (line, 0), (line + 1, 0), "", ("deleted", line, d.lines[line])
        if r < 0.73:  # break a line's syntax (drop a paren / "=" / mangle a name), fixed later
            if c:
                mutated = c[:lo] + self.mutate(c[lo:])
                if mutated != c:
                    return "break_line", (line, 0), (line, d.units(c)), mutated, ("broke", line, (c, mutated))
        if r < 0.80:  # non-ASCII: BMP and surrogate pairs, next to or inside existing text
            i = col()
            p = (line, d.units(c[:i]))
            return "non_ascii", p, p, rng.choice(["😀", "é😀", "𝔽𝕏 ", "日本語", "👍🏽x", "\u2028", "ß=😀"]), None
        if r < 0.84:  # positions the server clamps: past the line end, inside a surrogate pair, past the last line
            k = rng.random()
            if k < 0.4:
                p = (line, d.units(c) + rng.randint(1, 50))
                return "clamped_past_eol", p, p, random_text(rng, False), None
            if k < 0.8:
                pairs = [i for i, ch in enumerate(c) if ord(ch) > 0xFFFF]
                if pairs and self.enc == "utf-16":
                    i = rng.choice(pairs)
                    p = (line, d.units(c[:i]) + 1)  # between the two surrogates: the server takes the pair's start
                    return "clamped_in_pair", p, (line, d.units(c)), random_text(rng, False), None
            p = (n + rng.randint(0, 5), rng.randint(0, 9))
            return "clamped_past_end", p, p, random_text(rng, True), None
        if r < 0.88:  # backwards range (end before start)
            i, j = sorted(col() for _ in range(2))
            return "backwards_range", (line, d.units(c[:j])), (line, d.units(c[:i])), random_text(rng, False), None
        if r < 0.94:  # paste a copy of another line (a duplicate definition)
            src = d.lines[rng.randrange(n)]
            if not src.endswith(("\n", "\r")):
                src += "\n"
            return "paste_line", (line, 0), (line, 0), src, None
        # insert at a random place
        i = col()
        p = (line, d.units(c[:i]))
        return "insert", p, p, random_text(rng, rng.random() < 0.3), None

    def mutate(self, c):
        rng = self.rng
        for _ in range(5):
            k = rng.random()
            if k < 0.3 and "(" in c:
                i = rng.choice([m.start() for m in re.finditer(r"\(", c)])
                return c[:i] + c[i + 1:]
            if k < 0.5 and " = " in c:
                return c.replace(" = ", " ", 1)
            if k < 0.8:
                ms = list(IDENT.finditer(c))
                if ms:
                    m = rng.choice(ms)
                    return c[:m.start()] + m.group(0) + "_broken" + c[m.end():]
            else:
                return c + ")))"
        return c

    def shift_records(self, a, b, m):
        """Old lines a..b became m lines: move the line numbers of pending break/fix records."""
        delta = m - (b - a + 1)
        kept = []
        for kind, line, payload in self.broken:
            if line > b:
                kept.append([kind, line + delta, payload])
            elif line < a:
                kept.append([kind, line, payload])
            # inside the edited lines: the record is stale; drop it
        self.broken = kept

    # ---- requests ----
    def send_request(self, fresh):
        method = self.rng.choices(["textDocument/hover", "textDocument/definition", "textDocument/references",
                                   "textDocument/documentHighlight"], [5, 3, 2, 1])[0]
        line, char, at_def = self.random_position()
        self.buckets.add(line * 100 // len(self.doc.lines))
        params = {"textDocument": {"uri": self.uri}, "position": self.lsp_pos((line, char))}
        if method == "textDocument/references":
            params["context"] = {"includeDeclaration": self.rng.random() < 0.5}
        rid = self.srv.request(method, params)
        self.category[rid] = method.split("/")[-1] + (" (fresh)" if fresh else " (during edits)")
        self.requests[method] = self.requests.get(method, 0) + 1
        if not fresh and self.rng.random() < 0.1:
            self.srv.cancel(rid)
        if fresh and method == "textDocument/hover" and at_def:
            self.fresh_hovers.append(rid)
        return rid

    def type_and_take_back(self):
        """A long line typed and deleted again in the next didChange, both before the next analysis: the text is
        as it was, but the server wrote the first edit past the room of the text its last parse views (a new
        buffer, the old one freed), and its store reports an empty span for the two."""
        line = self.rng.randrange(len(self.doc.lines))
        p = (line, 0)
        typed = "# " + "x" * self.rng.randint(4096, 16384) + "\n"
        for start, end, text in ((p, p, typed), (p, (line + 1, 0), "")):
            self.doc.apply(start, end, text)
            self.version += 1
            self.srv.notify("textDocument/didChange", {
                "textDocument": {"uri": self.uri, "version": self.version},
                "contentChanges": [{"range": {"start": self.lsp_pos(start), "end": self.lsp_pos(end)}, "text": text}]})
        self.kinds["typed_and_taken_back"] = self.kinds.get("typed_and_taken_back", 0) + 1
        self.changes += 2

    def send_render(self):
        """A preview render of the latest version: it draws from the analysis it waited for while the next
        round's edits come and newer analyses are published (the server must not write an edit into a text that
        analysis views). A newer render of the document supersedes it (RequestCancelled), as a cancellation."""
        line, char, _ = self.random_position()
        rid = self.srv.request("fxlens/renderGraph", {"uri": self.uri, "position": self.lsp_pos((line, char)),
                                                      "maxNodes": 200})
        with self.srv.cv:
            self.srv.sent[rid][2] = True
        self.category[rid] = "renderGraph"
        self.requests["fxlens/renderGraph"] = self.requests.get("fxlens/renderGraph", 0) + 1
        return rid

    def wait_analyzed(self, version, timeout):
        ok = self.srv.wait(lambda: self.srv.diag_version.get(self.uri, -1) >= version, timeout)
        if not ok:
            self.fail("no publishDiagnostics for version %d within %.0f s (latest: %s)"
                      % (version, timeout, self.srv.diag_version.get(self.uri)))
        return ok

    def run(self):
        a = self.a
        os.makedirs(a.workdir, exist_ok=True)
        if a.doc:
            path = a.doc
        else:
            path = os.path.join(a.workdir, "stress_aot_graphs_x%d.log" % a.compiles)
            if not os.path.exists(path):
                subprocess.check_call([sys.executable, os.path.join(HERE, "make_doc.py"), "--compiles",
                                       str(a.compiles), path])
        with open(path, encoding="utf-8", newline="") as f:
            text = f.read()
        doc_bytes = len(text.encode("utf-8"))
        nodes = count_nodes(a.fxlens, path) if a.count_nodes else a.nodes
        print("document: %s, %d bytes, %d lines%s" % (path, doc_bytes, len(split_lines(text)),
                                                         ", %d nodes" % nodes if nodes else ""), flush=True)
        # A folder of its own as the document's URI, so that no other dump file sits next to it on disk.
        self.uri = "file://" + os.path.join(os.path.abspath(a.workdir), "open", "aot_graphs_stress.log")
        self.doc = Doc("", self.enc)
        t_start = time.monotonic()
        self.srv = srv = Server(a.fxlens, os.path.join(a.workdir, "server.stderr"))
        rid = srv.request("initialize", {
            "processId": os.getpid(), "rootUri": None,
            "capabilities": {"general": {"positionEncodings": [self.enc]},
                             "textDocument": {"synchronization": {"dynamicRegistration": False}}}})
        init = srv.result(rid, 30)
        if not init or "result" not in init:
            self.fail("initialize failed: %s" % init)
            return self.finish(t_start, doc_bytes, nodes)
        caps = init["result"]["capabilities"]
        sync = caps.get("textDocumentSync")
        change_kind = sync.get("change") if isinstance(sync, dict) else sync
        if change_kind != 2:
            self.fail("the server does not offer incremental sync (textDocumentSync.change = %s)" % change_kind)
        if caps.get("positionEncoding", "utf-16") != self.enc:
            self.fail("position encoding %s negotiated, %s asked" % (caps.get("positionEncoding"), self.enc))
        srv.notify("initialized", {})

        # Open: the first chunk of whole lines with didOpen, the rest appended at the end by didChange.
        limit = int(a.open_chunk_mb * (1 << 20)) if a.open_chunk_mb > 0 else len(text) + 1
        lines = split_lines(text)
        del text
        chunks, cur, size = [], [], 0
        for line in lines:
            cur.append(line)
            size += len(line)
            if size >= limit:
                chunks.append("".join(cur))
                cur, size = [], 0
        if cur:
            chunks.append("".join(cur))
        del lines
        self.version = 1
        t0 = time.monotonic()
        first = chunks[0]
        self.doc = Doc(first, self.enc)
        srv.notify("textDocument/didOpen", {"textDocument": {"uri": self.uri, "languageId": "fx-graph",
                                                             "version": 1, "text": first}})
        for chunk in chunks[1:]:
            self.version += 1
            end = self.doc.end()
            self.doc.apply(end, end, chunk)
            srv.notify("textDocument/didChange", {"textDocument": {"uri": self.uri, "version": self.version},
                                                  "contentChanges": [{"range": {"start": self.lsp_pos(end),
                                                                                "end": self.lsp_pos(end)},
                                                                      "text": chunk}]})
        del chunks, first
        self.open_messages = self.version
        if not self.wait_analyzed(self.version, a.analysis_timeout):
            return self.finish(t_start, doc_bytes, nodes)
        open_s = time.monotonic() - t0
        rss_open = srv.rss().get("VmRSS", 0)
        print("opened in %d message(s): analyzed after %.1f s, server RSS %.0f MB, %d diagnostics"
              % (self.open_messages, open_s, rss_open / 1024, srv.diag_count.get(self.uri, 0)), flush=True)
        dg = self.digest_check("after open", need_analyzed=True)

        # Edits in rounds: E didChange notifications with requests between them (answered from whatever
        # analysis the server has), then wait for the analysis of the round's last version and send requests
        # at fresh positions.
        self.fresh_hovers = []
        edits_done, rss_marks = 0, {}
        mark_at = max(1, a.edits // 10)
        t_edit = time.monotonic()
        while edits_done < a.edits:
            for _ in range(min(a.edits_per_round, a.edits - edits_done)):
                if self.rng.random() < a.undo_rate:
                    self.type_and_take_back()
                    edits_done += 1
                    continue
                k = 1 if self.rng.random() < 0.85 else self.rng.randint(2, 3)
                batch = []
                for _ in range(k):
                    e = self.make_edit()
                    batch.append(e)
                    # later edits of the same didChange are positioned on the text after the earlier ones
                    a_, b_, m_ = self.doc.apply(e[1], e[2], e[3])
                    self.shift_records(a_, b_, m_)
                    if e[4] and e[4][0] in ("broke", "deleted"):
                        self.broken.append([e[4][0], e[4][1], e[4][2]])
                    self.kinds[e[0]] = self.kinds.get(e[0], 0) + 1
                    self.changes += 1
                self.version += 1
                srv.notify("textDocument/didChange", {
                    "textDocument": {"uri": self.uri, "version": self.version},
                    "contentChanges": [{"range": {"start": self.lsp_pos(e[1]), "end": self.lsp_pos(e[2])},
                                        "text": e[3]} for e in batch]})
                edits_done += 1
                for _ in range(self.rng.choices([0, 1, 2], [0.6, 0.3, 0.1])[0] if a.stale_requests else 0):
                    self.send_request(fresh=False)
            if self.rng.random() < a.render_rate:
                self.send_render()
            if not self.wait_analyzed(self.version, a.analysis_timeout):
                break
            for _ in range(a.requests_per_round):
                self.send_request(fresh=True)
            # the requests are answered in order: waiting for the last one keeps the rounds from piling up
            last = srv.next_id
            srv.result(last, a.request_timeout)
            if edits_done >= mark_at and "first" not in rss_marks:
                rss_marks["first"] = (edits_done, srv.rss().get("VmRSS", 0))
                print("after %d edits: server RSS %.0f MB (idle), %.0f s" %
                      (edits_done, rss_marks["first"][1] / 1024, time.monotonic() - t_edit), flush=True)
            if a.progress and edits_done % a.progress < a.edits_per_round:
                print("  %d edits, %d requests sent, %.0f s, RSS %.0f MB, peak %.0f MB"
                      % (edits_done, srv.next_id, time.monotonic() - t_edit, srv.rss().get("VmRSS", 0) / 1024,
                         srv.peak_hwm / 1024), flush=True)
        edit_s = time.monotonic() - t_edit
        rss_marks["last"] = (edits_done, srv.rss().get("VmRSS", 0))

        # Every request answered exactly once, before the deadline.
        srv.wait(lambda: all(r in srv.responses for r in srv.sent), a.request_timeout)
        if srv.p.poll() is not None:
            self.fail("the server ended during the run (exit status %s)" % srv.p.returncode)
            self.check_answers()
            return self.finish(t_start, doc_bytes, nodes)
        self.check_answers()
        dg = self.digest_check("at the end", need_analyzed=True)
        if a.compare_fresh:
            self.compare_with_fresh()
        if a.save_text:
            with open(a.save_text, "w", encoding="utf-8", newline="") as f:
                f.write(self.doc.text())
        self.check_memory(doc_bytes, rss_marks)

        # Shutdown.
        rid = srv.request("shutdown", None)
        srv.result(rid, a.request_timeout)
        srv.notify("exit", None)
        try:
            code = srv.p.wait(timeout=30)
        except subprocess.TimeoutExpired:
            srv.p.kill()
            code = "timeout"
        if code != 0:
            self.fail("server exit code %s after shutdown + exit" % code)
        srv.mem_stop = True
        srv.stderr_file.close()
        with open(os.path.join(a.workdir, "server.stderr"), "rb") as f:
            err = f.read().decode("utf-8", "replace")
        for bad in ("AddressSanitizer", "LeakSanitizer", "runtime error:", "terminate called", "Segmentation"):
            if bad in err:
                self.fail("server stderr has %r:\n%s" % (bad, err[-4000:]))
                break
        internal = [m for m in srv.logs if "internal error" in m]
        if internal:
            self.fail("server logged %d internal errors, first: %s" % (len(internal), internal[0]))
        if srv.bad_frames:
            self.fail("%d badly framed messages from the server: %s" % (len(srv.bad_frames), srv.bad_frames[0]))
        self.open_s, self.edit_s = open_s, edit_s
        self.rss_open, self.rss_marks, self.final_digest = rss_open, rss_marks, dg
        return self.finish(t_start, doc_bytes, nodes)

    # ---- the edited server against a fresh one ----
    def views(self, srv, sample):
        """What an editor shows of the document, from `srv`: its latest diagnostics, its document symbols, its
        semantic tokens over a few windows of lines, and hovers at `sample` positions."""
        out = {"diagnostics": srv.diagnostics.get(self.uri)}
        doc = {"textDocument": {"uri": self.uri}}
        rid = srv.request("textDocument/documentSymbol", doc)
        out["symbols"] = (srv.result(rid, self.a.request_timeout) or {}).get("result")
        n = len(self.doc.lines)
        for first in sorted({0, n // 3, (2 * n) // 3}):
            rng = {"start": {"line": first, "character": 0}, "end": {"line": min(n, first + 2000), "character": 0}}
            rid = srv.request("textDocument/semanticTokens/range", dict(doc, range=rng))
            r = (srv.result(rid, self.a.request_timeout) or {}).get("result") or {}
            out["tokens@%d" % first] = r.get("data")
        for k, pos in enumerate(sample):
            rid = srv.request("textDocument/hover", dict(doc, position=self.lsp_pos(pos)))
            out["hover %d" % k] = (srv.result(rid, self.a.request_timeout) or {}).get("result")
        return out

    def compare_with_fresh(self):
        """Issue 28: after the edits, what the server shows must be what a server shows that opened the final text
        directly (a fresh analysis): diagnostics, symbols, semantic tokens and hovers, compared value by value."""
        text = self.doc.text()
        rng = random.Random(self.a.seed + 1)
        sample = [self.random_position_with(rng) for _ in range(self.a.compare_hovers)]
        edited = self.views(self.srv, sample)
        fresh_srv = Server(self.a.fxlens, os.path.join(self.a.workdir, "fresh.stderr"))
        try:
            rid = fresh_srv.request("initialize", {
                "processId": os.getpid(), "rootUri": None,
                "capabilities": {"general": {"positionEncodings": [self.enc]}}})
            fresh_srv.result(rid, 30)
            fresh_srv.notify("initialized", {})
            fresh_srv.notify("textDocument/didOpen", {"textDocument": {"uri": self.uri, "languageId": "fx-graph",
                                                                       "version": self.version, "text": text}})
            if not fresh_srv.wait(lambda: fresh_srv.diag_version.get(self.uri) == self.version,
                                  self.a.analysis_timeout):
                self.fail("the fresh server published no diagnostics for the final text")
                return
            fresh = self.views(fresh_srv, sample)
        finally:
            fresh_srv.p.kill()
            fresh_srv.p.wait()
            fresh_srv.mem_stop = True
            fresh_srv.stderr_file.close()
        differing = [k for k in fresh if fresh[k] != edited.get(k)]
        for k in differing[:5]:
            self.fail("after the edits, %s differs from a fresh analysis of the final text:\n  edited: %s\n  fresh:  %s"
                      % (k, json.dumps(edited.get(k))[:600], json.dumps(fresh[k])[:600]))
        print("fresh analysis of the final text: %d views compared (%d diagnostics, %d hovers), %s" % (
            len(fresh), len(fresh["diagnostics"] or []), len(sample),
            "ALL EQUAL" if not differing else "%d DIFFERENT" % len(differing)), flush=True)
        self.fresh_compared = len(fresh)
        self.fresh_differing = len(differing)

    def random_position_with(self, rng):
        saved, self.rng = self.rng, rng
        try:
            line, char, _ = self.random_position()
        finally:
            self.rng = saved
        return line, char

    def digest_check(self, when, need_analyzed):
        srv = self.srv
        mine = digest(self.doc.text())
        rid = srv.request("fxlens/documentDigest", {"textDocument": {"uri": self.uri}})
        r = srv.result(rid, self.a.request_timeout)
        theirs = r.get("result") if r else None
        if not theirs:
            self.fail("fxlens/documentDigest %s: no result: %s" % (when, r))
            return None
        ok = True
        for k in ("length", "lines", "sha256"):
            if theirs.get(k) != mine[k]:
                self.fail("%s: server %s %s != client %s" % (when, k, theirs.get(k), mine[k]))
                ok = False
        if theirs.get("version") != self.version:
            self.fail("%s: server version %s != client %s" % (when, theirs.get("version"), self.version))
            ok = False
        an = theirs.get("analyzed")
        if need_analyzed:
            if not an or an.get("version") != self.version or any(an.get(k) != mine[k] for k in mine):
                self.fail("%s: the latest analysis did not read the client's text: %s" % (when, an))
                ok = False
        print("digest %s: version %d, %d bytes, %d lines, sha256 %s… %s" % (
            when, self.version, mine["length"], mine["lines"], mine["sha256"][:16],
            "EQUAL (store and analysis)" if ok else "DIFFERENT"), flush=True)
        self.digest_equal = ok
        return mine

    def check_answers(self):
        srv = self.srv
        self.unanswered, self.duplicates, self.errors = [], [], {}
        fresh = set(self.fresh_hovers)
        latencies = sorted(srv.answered_at[r] - t for r, (_, t, _) in srv.sent.items() if r in srv.answered_at)

        def stats(xs):
            xs = sorted(xs)
            return {"n": len(xs), "p50_ms": round(1000 * xs[len(xs) // 2], 1),
                    "p99_ms": round(1000 * xs[int(0.99 * (len(xs) - 1))], 1), "max_ms": round(1000 * xs[-1], 1)}

        if latencies:
            self.latency = stats(latencies)
            by = {}
            for r, (_, t, _) in srv.sent.items():
                if r in srv.answered_at and r in self.category:
                    by.setdefault(self.category[r], []).append(srv.answered_at[r] - t)
            self.latency_by = {k: stats(v) for k, v in sorted(by.items())}
            for k, v in self.latency_by.items():
                print("latency %-34s n=%-5d p50 %8.1f ms  p99 %8.1f ms  max %8.1f ms"
                      % (k, v["n"], v["p50_ms"], v["p99_ms"], v["max_ms"]))
        for rid, (method, _, cancelled) in srv.sent.items():
            ms = srv.responses.get(rid, [])
            if not ms:
                self.unanswered.append((rid, method))
                continue
            if len(ms) > 1:
                self.duplicates.append((rid, method, len(ms)))
            m = ms[0]
            if "error" in m:
                code = m["error"].get("code")
                self.errors[code] = self.errors.get(code, 0) + 1
                if code != -32800 or not cancelled:
                    self.fail("request %d (%s) got error %s" % (rid, method, m["error"]))
            elif "result" not in m:
                self.fail("response %d has neither result nor error: %s" % (rid, m))
            elif method == "textDocument/hover" and rid in fresh:
                self.hover_fresh += 1
                if m["result"] is None:
                    self.null_hover_fresh += 1
        if self.unanswered:
            self.fail("%d requests unanswered, first: %s" % (len(self.unanswered), self.unanswered[:5]))
        if self.duplicates:
            self.fail("%d requests answered more than once: %s" % (len(self.duplicates), self.duplicates[:5]))
        if srv.unknown:
            self.fail("%d responses for ids never sent: %s" % (len(srv.unknown), srv.unknown[:3]))
        # Edits make parts of the document unreadable (a graph cut short, an unclosed bracket), so some of these
        # hovers are null; all of them, over enough samples, means the server does not answer from the document.
        if self.hover_fresh >= 20 and self.null_hover_fresh == self.hover_fresh:
            self.fail("every hover at a definition after an analysis was null (%d)" % self.hover_fresh)

    def check_memory(self, doc_bytes, marks):
        a, srv = self.a, self.srv
        st = srv.rss()
        srv.peak_hwm = max(srv.peak_hwm, st.get("VmHWM", 0))
        peak = srv.peak_hwm * 1024
        bound = a.max_rss_base_mb * 2**20 + a.max_rss_factor * doc_bytes
        print("memory: peak RSS %.0f MB = %.2f x the document (%.1f MB); bound %.0f MB + %.1f x = %.0f MB"
              % (peak / 2**20, peak / doc_bytes, doc_bytes / 2**20, a.max_rss_base_mb, a.max_rss_factor,
                 bound / 2**20), flush=True)
        if peak > bound:
            self.fail("peak RSS %.0f MB above the bound %.0f MB" % (peak / 2**20, bound / 2**20))
        if "first" in marks:
            (e1, r1), (e2, r2) = marks["first"], marks["last"]
            print("memory: idle RSS after %d edits %.0f MB, after %d edits %.0f MB (ratio %.2f, bound %.2f)"
                  % (e1, r1 / 1024, e2, r2 / 1024, r2 / max(r1, 1), a.max_growth), flush=True)
            if r2 > a.max_growth * r1:
                self.fail("RSS grew from %.0f MB to %.0f MB between edit %d and edit %d" % (r1 / 1024, r2 / 1024,
                                                                                            e1, e2))

    def finish(self, t_start, doc_bytes, nodes):
        srv = getattr(self, "srv", None)
        if srv and srv.p.poll() is None:
            srv.p.kill()
            srv.p.wait()
        sent = len(srv.sent) if srv else 0
        answered = sum(1 for r in srv.sent if srv.responses.get(r)) if srv else 0
        summary = {
            "ok": not self.failures, "failures": self.failures[:20],
            "document_bytes": doc_bytes, "nodes": nodes, "seed": self.a.seed,
            "edits": self.a.edits, "content_changes": self.changes, "open_messages": getattr(self, "open_messages", 0),
            "edit_kinds": dict(sorted(self.kinds.items())),
            "requests": sent, "answered": answered, "requests_by_method": self.requests,
            "errors_by_code": {str(k): v for k, v in getattr(self, "errors", {}).items()},
            "latency": getattr(self, "latency", {}),
            "latency_by_kind": getattr(self, "latency_by", {}),
            "position_coverage_pct": len(self.buckets),
            "fresh_hovers": self.hover_fresh, "fresh_hovers_null": self.null_hover_fresh,
            "publications": srv.publications if srv else 0,
            "digest_equal": getattr(self, "digest_equal", False),
            "fresh_views_compared": getattr(self, "fresh_compared", 0),
            "fresh_views_differing": getattr(self, "fresh_differing", None),
            "open_to_analysis_s": round(getattr(self, "open_s", 0), 1),
            "edit_phase_s": round(getattr(self, "edit_s", 0), 1),
            "total_s": round(time.monotonic() - t_start, 1),
            "peak_rss_mb": round(srv.peak_hwm / 1024, 1) if srv else 0,
            "rss_after_open_mb": round(getattr(self, "rss_open", 0) / 1024, 1),
            "rss_idle_mb": {k: [v[0], round(v[1] / 1024, 1)] for k, v in getattr(self, "rss_marks", {}).items()},
        }
        print("requests: %d sent, %d answered (latency %s); errors by code %s; positions in %d of the 100 "
              "hundredths of the document; fresh hovers at definitions %d (%d null)"
              % (sent, answered, summary["latency"], summary["errors_by_code"], len(self.buckets), self.hover_fresh,
                 self.null_hover_fresh))
        print("edits: %d didChange, %d content changes: %s" % (self.a.edits, self.changes, summary["edit_kinds"]))
        print("time: open→analysis %.1f s, edit phase %.1f s, total %.1f s"
              % (summary["open_to_analysis_s"], summary["edit_phase_s"], summary["total_s"]))
        print(("PASS" if not self.failures else "FAIL (%d)" % len(self.failures)), flush=True)
        print(json.dumps(summary), flush=True)
        return 0 if not self.failures else 1


def main():
    ap = argparse.ArgumentParser(description="Stress test of fxlens lsp (see docs/STRESS.md)")
    ap.add_argument("--fxlens", required=True, help="the fxlens binary")
    src = ap.add_mutually_exclusive_group(required=True)
    src.add_argument("--doc", help="an existing document to open")
    src.add_argument("--compiles", type=int, help="generate the document with make_doc.py: K compiles "
                                                   "(9,515 nodes each; 106 -> 1,008,590 nodes)")
    ap.add_argument("--no-count-nodes", dest="count_nodes", action="store_false",
                    help="do not count the document's nodes with `fxlens analyze --json` first")
    ap.add_argument("--nodes", type=int, help="node count to report with --no-count-nodes")
    ap.add_argument("--edits", type=int, default=1000, help="didChange notifications (default 1000)")
    ap.add_argument("--edits-per-round", type=int, default=10)
    ap.add_argument("--requests-per-round", type=int, default=10, help="requests after each round's analysis")
    ap.add_argument("--no-stale-requests", dest="stale_requests", action="store_false",
                    help="no requests between the edits of a round")
    ap.add_argument("--undo-rate", type=float, default=0.04,
                    help="share of the edits that type a long line and delete it again (two didChange)")
    ap.add_argument("--render-rate", type=float, default=0.3,
                    help="chance of a preview render (fxlens/renderGraph) after a round's edits")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--encoding", choices=["utf-16", "utf-8"], default="utf-16")
    ap.add_argument("--workdir", default="stress-work")
    ap.add_argument("--open-chunk-mb", type=float, default=0,
                    help="open with this many MiB and append the rest in didChange edits of that size "
                         "(default 0: one didOpen with the whole text; the server takes messages up to 256 MiB)")
    ap.add_argument("--max-rss-factor", type=float, default=25.0,
                    help="peak RSS bound: --max-rss-base-mb + this times the document size")
    ap.add_argument("--max-rss-base-mb", type=float, default=64.0,
                    help="the part of the peak RSS bound that does not grow with the document")
    ap.add_argument("--max-growth", type=float, default=1.25,
                    help="bound of idle RSS after the last edit / after 10%% of the edits")
    ap.add_argument("--analysis-timeout", type=float, default=120.0, help="seconds to wait for an analysis")
    ap.add_argument("--request-timeout", type=float, default=120.0, help="seconds to wait for the answers")
    ap.add_argument("--save-text", help="write the client's final text there (to analyze it with fxlens)")
    ap.add_argument("--no-compare-fresh", dest="compare_fresh", action="store_false",
                    help="skip comparing the edited server's diagnostics, symbols, tokens and hovers with a fresh "
                         "server's on the final text")
    ap.add_argument("--compare-hovers", type=int, default=200, help="hovers compared with the fresh server")
    ap.add_argument("--progress", type=int, default=100, help="print a progress line every N edits (0: never)")
    a = ap.parse_args()
    sys.exit(Stress(a).run())


if __name__ == "__main__":
    main()
