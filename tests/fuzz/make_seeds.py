#!/usr/bin/env python3
"""Regenerates the fuzz seeds (python3, standard library only):

  seeds/engine/  inputs of fuzz_engine built from tests/corpus: every print form (gm.code, print_readable,
                 str(graph), print_tabular, make_fx traces, depyf/tlparse dumps, logs with glog prefixes), as
                 forward/backward/joint groups of 1..3 documents in the harness's format (harness.h)
  seeds/lsp/     inputs of fuzz_lsp built from the LSP transcripts (tests/lsp/transcripts, format in
                 tests/lsp/README.md): the messages a scenario sends, Content-Length framed, after the byte that
                 picks the harness's prelude

Run from anywhere: python3 tests/fuzz/make_seeds.py
"""
import json
import os
import re
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
CORPUS = os.path.join(ROOT, "tests", "corpus")
TRANSCRIPTS = os.path.join(ROOT, "tests", "lsp", "transcripts")

# Must match tests/fuzz/harness.h.
DOC_SEPARATOR = b"\n\x01%%fxlens-doc%%\n"
FILE_NAMES = [
    "fwd.code.txt", "bwd.code.txt", "joint.code.txt", "forward.readable.txt", "backward.graph.txt",
    "forward_and_backward.code.txt", "__compiled_fn_1 Forward graph 0.py", "__compiled_fn_1 Backward graph 0.py",
    "__compiled_fn_1 Joint graph 0.py", "aot_forward_graph_3.txt", "aot_backward_graph_3.txt",
    "model.fwd.tabular.txt", "model.bwd.tabular.txt", "trace.log", "dump.txt", "graph.fxgraph",
]
INCREMENTAL = 0x40  # first selector: parseFile() + analyze(ParsedInput)
PAIR_KEY = 0x80     # explicit pairing key

# name of the seed -> [(file name, corpus file, extra selector bits)]
ENGINE_SEEDS = {
    "aot_code_pair": [("fwd.code.txt", "torch113/mlp_nll/aot_default/fwd.code.txt", 0),
                      ("bwd.code.txt", "torch113/mlp_nll/aot_default/bwd.code.txt", 0)],
    "aot_readable_pair_mincut": [("forward.readable.txt", "torch113/mlp_nll/aot_mincut/fwd.readable.txt", INCREMENTAL),
                                 ("bwd.code.txt", "torch113/mlp_nll/aot_mincut/bwd.readable.txt", 0)],
    "aot_graphstr_pair": [("forward.readable.txt", "torch113/dup_inputs/aot_mincut/fwd.graph.txt", 0),
                          ("backward.graph.txt", "torch113/dup_inputs/aot_mincut/bwd.graph.txt", 0)],
    "aot_tabular_pair": [("model.fwd.tabular.txt", "torch113/dup_inputs/aot_default/fwd.tabular.txt", 0),
                         ("model.bwd.tabular.txt", "torch113/dup_inputs/aot_default/bwd.tabular.txt", 0)],
    "aot_joint_code": [("joint.code.txt", "torch113/dup_inputs/aot_default/joint.code.txt", 0)],
    "aot_joint_readable": [("joint.code.txt", "torch113/embedding_lstm_free/aot_default/joint.readable.txt", 0)],
    "aot_joint_partitioned_trio": [
        ("joint.code.txt", "torch113/embedding_lstm_free/aot_mincut/joint_partitioned.code.txt", 0),
        ("fwd.code.txt", "torch113/embedding_lstm_free/aot_mincut/fwd.code.txt", 0),
        ("bwd.code.txt", "torch113/embedding_lstm_free/aot_mincut/bwd.code.txt", 0)],
    "aot_conv_pair": [("fwd.code.txt", "torch113/cnn/aot_default/fwd.code.txt", INCREMENTAL),
                      ("bwd.code.txt", "torch113/cnn/aot_default/bwd.code.txt", 0)],
    "makefx_code_pair": [("forward.readable.txt", "torch113/mlp_nll/make_fx/forward.code.txt", 0),
                         ("backward.graph.txt", "torch113/mlp_nll/make_fx/backward.code.txt", 0)],
    "makefx_readable_pair": [("forward.readable.txt", "torch113/embedding_lstm_free/make_fx/forward.readable.txt", 0),
                             ("backward.graph.txt", "torch113/embedding_lstm_free/make_fx/backward.readable.txt", 0)],
    "makefx_graphstr_pair": [("forward.readable.txt", "torch113_extra/seg/make_fx/forward.graph.txt", INCREMENTAL),
                             ("backward.graph.txt", "torch113_extra/seg/make_fx/backward.graph.txt", 0)],
    "makefx_forward_and_backward": [("forward_and_backward.code.txt",
                                     "torch113/dup_inputs/make_fx/forward_and_backward.graph.txt", 0)],
    "explicit_pair_key": [("dump.txt", "torch113/dup_operands/aot_default/fwd.code.txt", PAIR_KEY),
                          ("dump.txt", "torch113/dup_operands/aot_default/bwd.code.txt", PAIR_KEY)],
    "depyf_trio": [("__compiled_fn_1 Forward graph 0.py", "torch2x/depyf_2024nov_resume_dyn_fn11.fwd.txt", 0),
                   ("__compiled_fn_1 Backward graph 0.py", "torch2x/depyf_2024nov_resume_dyn_fn11.bwd.txt", 0),
                   ("__compiled_fn_1 Joint graph 0.py", "torch2x/depyf_2024nov_resume_dyn_fn11.joint.txt", 0)],
    "depyf_symbolic_pair": [("aot_forward_graph_3.txt", "torch2x/depyf_2023nov_fn4_dynamic.fwd.txt", 0),
                            ("aot_backward_graph_3.txt", "torch2x/depyf_2023nov_fn4_dynamic.bwd.txt", 0)],
    "subgraph_pair": [("fwd.code.txt", "torch2x/pt_invoke_subgraph_auto_functionalize.fwd.txt", 0),
                      ("bwd.code.txt", "torch2x/pt_invoke_subgraph_auto_functionalize.bwd.txt", 0)],
    "dynamo_cond": [("graph.fxgraph", "torch2x/pt22_test_hop_cond_gmcode.dynamo.txt", 0)],
    "dynamo_symint": [("dump.txt", "torch2x/pt22_test_hop_wrap_symint.dynamo.txt", INCREMENTAL)],
    "inference": [("dump.txt", "torch2x/pt_graph_dedup_input_mutation.inference.txt", 0)],
    "unquoted_fwd": [("fwd.code.txt", "torch2x/unk2023_unquoted_conv_fwd.fwd.txt", 0)],
    "strgraph_joint": [("dump.txt", "torch2x/old1x_colossalai_linear_joint_strgraph.txt", 0)],
    "strgraph_gmcode_bwd": [("dump.txt", "torch2x/unk_strgraph_gmcode_bwd_saved.txt", 0)],
    "functorch_fwdbwd_gmcode": [("dump.txt", "torch2x/old1x_functorch_nb_default_partition_fwdbwd_gmcode.txt", 0)],
    "tabular_aot_fwdbwd": [("dump.txt", "torch2x/blog2026_print_tabular_aot_fwdbwd.txt", 0)],
    "tabular_dynamo_3graphs": [("trace.log", "torch2x/old1x_torchdynamo_readme_print_tabular_3graphs.txt", 0)],
    "log_module_fwdbwd": [("trace.log", "torch2x/log_yaoshiang_2026jan_module_fwdbwd.txt", 0)],
    "log_fsdp2_fwd": [("trace.log", "torch2x/gist_yf225_2024mar_fsdp2.fwd.txt", INCREMENTAL)],
    "log_aot_graphs": [("dump.txt", "torch2x/vkuzo_graphviz_input_aot_graphs.txt", 0)],
    "log_tlparse_rawtrace": [("trace.log", "torch2x/tlparse_provenance_jit_2025aug.rawtrace.txt", 0)],
    # a recompile with its reasons (fxlens diff's recompile pairs, the run tree's reasons)
    "log_recompile": [("trace.log", "diff/2.15.0/recompile/torch_logs.txt", 0)],
}

# LSP: URIs and paths point into folders that do not exist, so that no seed makes the server read sibling files
# of this checkout (the fuzzer stays deterministic and independent of where the tree is).
FAKE_CORPUS = "/fxlens-fuzz/corpus"
FAKE_TMP = "/fxlens-fuzz/tmp"
MAX_TEXT = 8 * 1024      # a ${text:...} longer than this is cut at a line end (a seed stays small)
MAX_RAW_REPEAT = 4096    # bytes a repeated sendRaw may add


def read(path):
    with open(path, "rb") as f:
        return f.read()


def selector(name, bits):
    return bytes([0x30 + FILE_NAMES.index(name) | bits])  # printable unless the pairing bit is set


def dense_forward(nodes):
    """A forward where node k concatenates every node before it (issue 16: N(N-1)/2 edges for the DOT plan's edge
    budget); the same text as tests/render/dense_graph.cmake writes."""
    lines, args = ["def forward(self, x0):"], "x0"
    for k in range(1, nodes):
        lines.append("    x%d = torch.ops.aten.cat.default([%s])" % (k, args))
        args += ", x%d" % k
    lines.append("    return (x%d,)" % (nodes - 1))
    return ("\n".join(lines) + "\n").encode()


def inductor_log(path):
    """The post-grad graphs and the output code of a TORCH_LOGS log (tests/corpus/inductor), without the kernels'
    C++ bodies and the imports: what fxlens reads of output code, small."""
    out, in_body = [], False
    for line in read(path).split(b"\n"):
        if b"[__post_grad_graphs]" not in line and b"[__output_code]" not in line:
            continue
        text = line.split(b"[__output_code] ", 1)[-1] if b"[__output_code]" in line else b""
        if in_body:
            in_body = not text.startswith(b"''')")
            if in_body:
                continue
        elif text.endswith(b"r'''"):
            in_body = True
        if text.startswith(b"from ") or text.startswith(b"import "):
            continue
        out.append(line)
    return b"\n".join(out) + b"\n"


def engine_seeds():
    out = {}
    for seed, docs in ENGINE_SEEDS.items():
        parts = [selector(name, bits) + read(os.path.join(CORPUS, path)) for name, path, bits in docs]
        out[seed] = DOC_SEPARATOR.join(parts)
    out["dense_fan_in"] = selector("fwd.code.txt", 0) + dense_forward(60)
    # Inductor's output code (docs/KERNELS.md): kernels, `call()`, provenance handles, with its post-grad graphs
    out["log_inductor_output_code"] = selector("dump.txt", 0) + inductor_log(os.path.join(CORPUS, "inductor/2.15.0/mlp/torch_logs.txt"))
    return out


def file_uri(path):
    safe = set(b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/-_.~")
    return "file://" + "".join(chr(c) if c in safe else "%%%02X" % c for c in path.encode("utf-8"))


class Session:
    """Placeholder expansion as tests/lsp/transcript.cpp does it, over fake paths."""

    def __init__(self):
        self.files = {}  # fake path -> text (writeFile)

    def resolve(self, p):
        return p if p.startswith("/") else FAKE_CORPUS + "/" + p

    def text(self, fake):
        if fake in self.files:
            return self.files[fake]
        if fake.startswith(FAKE_CORPUS + "/"):
            data = read(os.path.join(CORPUS, fake[len(FAKE_CORPUS) + 1:])).decode("utf-8")
            if len(data.encode("utf-8")) > MAX_TEXT:
                data = data.encode("utf-8")[:MAX_TEXT].decode("utf-8", "ignore")
                data = data[: data.rfind("\n") + 1]
            return data
        raise KeyError(fake)

    def locate(self, arg):
        c1, c2 = arg.find(":"), arg.rfind(":")
        path, needle, k = arg[:c1], arg[c1 + 1:c2], arg[c2 + 1:]
        shift = 0
        if "+" in k:
            k, s = k.split("+", 1)
            shift = int(s)
        text = self.text(self.resolve(path))
        raw = text.encode("utf-8")
        pos = -1
        for _ in range(int(k)):
            pos = raw.find(needle.encode("utf-8"), pos + 1)
        return raw, pos + shift

    @staticmethod
    def position(raw, offset, utf8):
        line_start = raw.rfind(b"\n", 0, offset) + 1
        line = raw.count(b"\n", 0, line_start)
        seg = raw[line_start:offset]
        if utf8:
            return {"line": line, "character": len(seg)}
        chars = sum((2 if c >= 0xF0 else 1) for c in seg if (c & 0xC0) != 0x80)
        return {"line": line, "character": chars}

    def substitute(self, v):
        if isinstance(v, dict):
            return {k: self.substitute(x) for k, x in v.items()}
        if isinstance(v, list):
            return [self.substitute(x) for x in v]
        if not isinstance(v, str):
            return v
        s = v.replace("${corpus}", FAKE_CORPUS).replace("${tmp}", FAKE_TMP)
        m = re.fullmatch(r"\$\{(pos8?|line1?):([^}]*)\}", s)
        if m:
            raw, off = self.locate(m.group(2))
            p = self.position(raw, off, m.group(1) == "pos8")
            if m.group(1) == "line":
                return p["line"]
            if m.group(1) == "line1":
                return p["line"] + 1
            return p

        def inline(m):
            kind, arg = m.group(1), m.group(2)
            if kind == "uri":
                return file_uri(self.resolve(arg))
            if kind == "path":
                return self.resolve(arg)
            if kind == "text":
                return self.text(self.resolve(arg))
            raw, off = self.locate(arg)
            return str(self.position(raw, off, False)["line"] + (1 if kind == "line1" else 0))
        return re.sub(r"\$\{(uri|path|text|line1?):([^}]*)\}", inline, s)


def steps(path):
    pending, out = "", []
    for line in open(path, encoding="utf-8"):
        stripped = line.strip()
        if stripped.startswith("#") or (not pending and not stripped):
            continue
        pending += line
        try:
            out.append(json.loads(pending))
            pending = ""
        except json.JSONDecodeError:
            pass
    return out


def frame(body):
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def dump(msg):
    return json.dumps(msg, separators=(",", ":"), ensure_ascii=False).encode("utf-8")


def lsp_seed(path, with_prelude):
    """The byte stream a transcript sends. with_prelude: its initialize + initialized are left to the harness's
    prelude (mode 1, or 2 when the transcript offers UTF-8), else mode 0: the stream as the client sent it."""
    sess = Session()
    out, mode, skip_initialized = b"", b"0", False
    for step in steps(path):
        if "writeFile" in step:
            w = sess.substitute(step["writeFile"])
            text = w["text"]
            for a, b in w.get("replace", []):
                text = text.replace(a, b)
            sess.files[w["path"]] = text
        elif "send" in step:
            msg = sess.substitute(step["send"])
            if with_prelude and msg.get("method") == "initialize" and not out:
                encs = (((msg.get("params") or {}).get("capabilities") or {}).get("general") or {}).get(
                    "positionEncodings", [])
                mode = b"2" if "utf-8" in encs else b"1"
                skip_initialized = True
                continue
            if skip_initialized and msg.get("method") == "initialized":
                skip_initialized = False
                continue
            out += frame(dump({"jsonrpc": "2.0", **msg}))
        elif "sendBody" in step:
            out += frame(sess.substitute(step["sendBody"]).encode("utf-8"))
        elif "sendRaw" in step:
            raw = sess.substitute(step["sendRaw"]).encode("utf-8")
            repeat = step.get("repeat", 1)
            if repeat > 1:
                repeat = max(1, min(repeat, MAX_RAW_REPEAT // max(1, len(raw))))
            out += raw * repeat
        elif step.get("closeStdin"):
            break
    return mode + out


def edge_session():
    """A session of requests at the edges: positions and ranges out of the document, reversed ranges, 2^31-1 and
    2^32-1 everywhere, renders of graphs that do not exist, commands on documents that are not open, an edit with
    a reversed range and CR/CRLF/non-ASCII text, a close. Sent after the harness's prelude."""
    fwd = read(os.path.join(CORPUS, "torch113/mlp_nll/aot_default/fwd.code.txt")).decode("utf-8")
    bwd = read(os.path.join(CORPUS, "torch113/mlp_nll/aot_default/bwd.code.txt")).decode("utf-8")
    u1, u2 = file_uri(FAKE_CORPUS + "/edges/fwd.code.txt"), file_uri(FAKE_CORPUS + "/edges/bwd.code.txt")
    big, huge = 2**31 - 1, 2**32 - 1
    msgs = [{"method": "textDocument/didOpen", "params": {"textDocument": {
                "uri": u1, "languageId": "fxgraph", "version": -5, "text": fwd}}},
            {"method": "textDocument/didOpen", "params": {"textDocument": {
                "uri": u2, "languageId": "fxgraph", "version": big, "text": bwd}}}]

    def req(method, params):
        msgs.append({"id": len(msgs), "method": method, "params": params})

    doc = {"textDocument": {"uri": u2}}
    for pos in [{"line": big, "character": big}, {"line": 3, "character": huge}, {"line": huge, "character": 0}]:
        for m in ["hover", "definition", "declaration", "implementation", "documentHighlight", "references"]:
            req("textDocument/" + m, dict(doc, position=pos, context={"includeDeclaration": True}))
    for rng in [{"start": {"line": 10, "character": 5}, "end": {"line": 2, "character": 0}},
                {"start": {"line": 0, "character": 0}, "end": {"line": huge, "character": huge}}]:
        req("textDocument/semanticTokens/range", dict(doc, range=rng))
        req("textDocument/inlayHint", dict(doc, range=rng))
    for graph in [-1, 99999, -2**63, 2**63 - 1, "", "nope"]:
        req("workspace/executeCommand", {"command": "fxlens.renderGraph", "arguments": [
            {"uri": u2, "graph": graph, "depth": 2**40, "maxNodes": 1, "position": {"line": big, "character": 0}}]})
    req("workspace/executeCommand", {"command": "fxlens.renderGraph", "arguments": [
        {"uri": u2, "depth": 0, "maxNodes": 1, "full": True, "focus": ""}]})
    req("workspace/executeCommand", {"command": "fxlens.pairWith", "arguments": [u1, u1]})
    req("workspace/executeCommand", {"command": "fxlens.pairWith", "arguments": [u2, "file:///nope"]})
    req("workspace/executeCommand", {"command": "fxlens.showAssociations", "arguments": ["file:///nope"]})
    req("workspace/symbol", {"query": ""})
    changes = [{"range": {"start": {"line": big, "character": 0}, "end": {"line": 2, "character": 3}},
                "text": "\r\r\n\u00e9"},
               {"range": {"start": {"line": 0, "character": 0}, "end": {"line": 0, "character": 1}},
                "text": "\U0001F600"},
               {"text": bwd.replace("relu", "r\u00e9lu")}]
    msgs.append({"method": "textDocument/didChange",
                 "params": {"textDocument": {"uri": u2, "version": 3}, "contentChanges": changes}})
    req("textDocument/hover", dict(doc, position={"line": 3, "character": 31}))
    msgs.append({"method": "textDocument/didClose", "params": {"textDocument": {"uri": u1}}})
    for m in ["codeLens", "foldingRange", "documentSymbol", "semanticTokens/full"]:
        req("textDocument/" + m, doc)
    req("workspace/executeCommand", {"command": "fxlens.renderGraph", "arguments": [{"uri": u2, "full": True}]})
    return b"".join(frame(dump({"jsonrpc": "2.0", **m})) for m in msgs)


SIBLING_DIR = "/tmp/fxlens-fuzz-siblings"  # harness.h kSiblingDir: the harness writes dump files there


def sibling_session():
    """The backward of the harness's sibling folder opened under URIs that spell its path differently, edited,
    closed and reopened, with definitions that reach the forward on disk (issue 16)."""
    bwd = read(os.path.join(CORPUS, "torch113/mlp_nll/aot_default/bwd.code.txt")).decode("utf-8")
    spellings = ["file://%s/bwd.code.txt" % SIBLING_DIR, "file://%s//bwd.code.txt" % SIBLING_DIR,
                 "FILE://%s/./bwd.code.txt" % SIBLING_DIR, "file:%s/bwd.code.txt" % SIBLING_DIR,
                 "file://%s/bwd.code.txt?q#f" % SIBLING_DIR, "file://localhost%s/x/../bwd.code.txt" % SIBLING_DIR]
    msgs = []
    for k, u in enumerate(spellings):
        msgs.append({"method": "textDocument/didOpen", "params": {"textDocument": {
            "uri": u, "languageId": "fxgraph", "version": k, "text": bwd}}})
        msgs.append({"id": len(msgs), "method": "textDocument/definition",
                     "params": {"textDocument": {"uri": u}, "position": {"line": 3, "character": 31}}})
        msgs.append({"method": "textDocument/didChange", "params": {"textDocument": {"uri": u, "version": k + 100},
                     "contentChanges": [{"text": bwd.replace("relu", "r")}]}})
        msgs.append({"method": "workspace/didChangeWatchedFiles", "params": {"changes": [
            {"uri": "file://%s/fwd.code.txt" % SIBLING_DIR, "type": 2}]}})
        if k % 2:
            msgs.append({"method": "textDocument/didClose", "params": {"textDocument": {"uri": u}}})
    return b"".join(frame(dump({"jsonrpc": "2.0", **m})) for m in msgs)


def lsp_seeds():
    out = {"edges.prelude": b"1" + edge_session(), "edges.prelude_utf8": b"2" + edge_session(),
           "siblings.prelude": b"1" + sibling_session()}
    for name in sorted(os.listdir(TRANSCRIPTS)):
        if not name.endswith(".transcript"):
            continue
        base = name[: -len(".transcript")]
        path = os.path.join(TRANSCRIPTS, name)
        out[base] = lsp_seed(path, False)
        if base.startswith("features_"):
            out[base + ".prelude"] = lsp_seed(path, True)
    return out


def write(folder, seeds):
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    total = 0
    for name, data in sorted(seeds.items()):
        with open(os.path.join(folder, name), "wb") as f:
            f.write(data)
        total += len(data)
    print("%s: %d seeds, %d bytes" % (os.path.relpath(folder, ROOT), len(seeds), total))


def main():
    write(os.path.join(HERE, "seeds", "engine"), engine_seeds())
    write(os.path.join(HERE, "seeds", "lsp"), lsp_seeds())
    return 0


if __name__ == "__main__":
    sys.exit(main())
