#!/usr/bin/env python3
"""Bounds of the server's replies (docs/PERFORMANCE.md, issue 28): a document of 3,000 unpaired backward graphs
gets at most 1,000 diagnostics plus one saying how many were not shown; a document of 12,000 graphs gets a
documentSymbol reply of at most 10,001 symbols, the last one "… 2,000 more graphs".

usage: lsp_caps.py --fxlens BINARY        (python3 standard library only)
"""
import argparse
import json
import subprocess


def frame(o):
    b = json.dumps(o).encode()
    return b"Content-Length: %d\r\n\r\n" % len(b) + b


def read(out):
    head = b""
    while not head.endswith(b"\r\n\r\n"):
        c = out.read(1)
        if not c:
            raise SystemExit("the server closed its output")
        head += c
    n = int(head.split(b"Content-Length:")[1].split(b"\r\n")[0])
    return json.loads(out.read(n))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--fxlens", required=True)
    a = ap.parse_args()
    bwd = "".join("def forward(self, relu_%d, tangents_1):\n    t = torch.ops.aten.threshold_backward.default("
                  "tangents_1, relu_%d, 0)\n    return [t]\n\n" % (i, i) for i in range(3000))
    tiny = "".join("def forward(self, x):\n    y = torch.ops.aten.relu.default(x)\n    return [y]\n\n"
                   for _ in range(12000))
    p = subprocess.Popen([a.fxlens, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    # The client takes at most 5,000 folding ranges per document, as VS Code says it does.
    caps = {"textDocument": {"foldingRange": {"rangeLimit": 5000, "lineFoldingOnly": True}}}
    msgs = [{"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": caps}},
            {"jsonrpc": "2.0", "method": "initialized", "params": {}}]
    for uri, text in (("file:///caps/bwd.txt", bwd), ("file:///caps/tiny.txt", tiny)):
        msgs.append({"jsonrpc": "2.0", "method": "textDocument/didOpen",
                     "params": {"textDocument": {"uri": uri, "languageId": "fx", "version": 1, "text": text}}})
    p.stdin.write(b"".join(frame(m) for m in msgs))
    p.stdin.flush()
    # Both documents analysed before documentSymbol is asked: a request waits at most 500 ms for the analysis of
    # the document's version and answers null after that, which a slow build (ASan) reaches with 15,000 graphs.
    diags, tiny_analysed = None, False
    while diags is None or not tiny_analysed:
        m = read(p.stdout)
        if m.get("method") == "textDocument/publishDiagnostics":
            if m["params"]["uri"].endswith("bwd.txt"):
                diags = m["params"]["diagnostics"]
            elif m["params"]["uri"].endswith("tiny.txt"):
                tiny_analysed = True
    p.stdin.write(frame({"jsonrpc": "2.0", "id": 2, "method": "textDocument/documentSymbol",
                         "params": {"textDocument": {"uri": "file:///caps/tiny.txt"}}}))
    p.stdin.flush()
    while True:
        m = read(p.stdout)
        if m.get("id") == 2:
            symbols = m.get("result")
            break
    assert symbols is not None, "documentSymbol answered %s" % m
    replies = {}
    for rid, method in ((4, "textDocument/codeLens"), (5, "textDocument/foldingRange")):
        p.stdin.write(frame({"jsonrpc": "2.0", "id": rid, "method": method,
                             "params": {"textDocument": {"uri": "file:///caps/tiny.txt"}}}))
        p.stdin.flush()
        while rid not in replies:
            m = read(p.stdout)
            if m.get("id") == rid:
                replies[rid] = m.get("result")
    lenses, folds = replies[4], replies[5]
    p.stdin.write(frame({"jsonrpc": "2.0", "id": 3, "method": "shutdown"}) + frame({"jsonrpc": "2.0", "method": "exit"}))
    p.stdin.close()
    p.wait(timeout=30)
    assert len(diags) == 1001, "%d diagnostics published (want 1,000 and a summary)" % len(diags)
    assert diags[-1]["code"] == "diagnostics-not-shown" and "more diagnostics not shown" in diags[-1]["message"], diags[-1]
    count = len(symbols) + sum(len(s.get("children", [])) for s in symbols)
    assert count <= 10001, "%d symbols in one reply" % count
    assert symbols[-1]["name"] == "… 2,000 more graphs", symbols[-1]["name"]
    # 12,000 graphs of two lenses each: 5,000 lenses, then one over the first graph left without any.
    assert lenses is not None and 2 <= len(lenses) <= 5001, "%s code lenses in one reply" % (lenses and len(lenses))
    last = max(lenses, key=lambda l: (l["range"]["start"]["line"], l["range"]["start"]["character"]))
    title = last["command"]["title"]
    assert title.startswith("… ") and "graphs from here without lenses" in title, title
    left = int(title[2:].split(" ")[0].replace(",", ""))  # "… 9,500 graphs from here ..."
    assert 0 < left < 12000 and len(last["command"]["arguments"][2]) == min(64, left), (title, last["command"])
    assert folds is not None and len(folds) == 5000, "%s folding ranges (the client's rangeLimit is 5,000)" % (folds and len(folds))
    print("ok: %d diagnostics, %d symbols, %d code lenses (%s), %d folding ranges" % (len(diags), count, len(lenses), title, len(folds)))


if __name__ == "__main__":
    main()
