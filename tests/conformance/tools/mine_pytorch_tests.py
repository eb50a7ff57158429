#!/usr/bin/env python3
"""Mine printed FX graphs from PyTorch's own tests into conformance expectation sets.

PyTorch pins hundreds of printed FX graphs with
``self.assertExpectedInline(<expr>, <triple-quoted printout>)``.  This script reads test files
(never imports or runs them), takes each such printout *exactly* as the Python parser
gives the string constant, and writes one expectation set per test function, in the
format of ``tests/conformance/SCHEMA.md``.

Roles are decided only from the test's code (the first argument of the call and the
assignments it refers to) and PyTorch's documented naming conventions (AOTAutograd
names joint-traced placeholders ``primals_N``/``tangents_N`` and inference ones
``argN_M``; Dynamo names inputs ``L_x_``/``l_x_``), never from fxlens.

Usage:
  python3 mine_pytorch_tests.py --manifest tests/conformance/tools/pytorch_sources.json \\
          --out tests/conformance/pytorch
  python3 mine_pytorch_tests.py --summary [--out tests/conformance/pytorch]
  python3 mine_pytorch_tests.py --list FILE.py     # show what would be mined from one file

The manifest lists sources in order; each has version, repo, commit, via, root (a local
folder holding the repository's files, outside this repository) and files (paths inside
the repository, or "auto" to scan root/test for files with graph printouts).  A source may
also name "only_calls", a file written by tools/accept_under_torch.py (relative to the
manifest): its root holds PyTorch 2.6.0's test files rewritten by running them under another
torch with EXPECTTEST_ACCEPT=1, and only the assertExpectedInline literals listed there (those
a passing test printed exactly under that torch) are mined, labelled with that version.
Roles and pairs are decided exactly as for any other source.  Sources are mined in the
manifest's order; a test's printouts identical to an earlier source's are only noted.
Standard library only.
"""

import argparse
import ast
import collections
import json
import os
import re
import sys

# --------------------------------------------------------------------------- printouts

TABULAR_HEADER = re.compile(r"^\s*opcode\s+name\s+target\s+args\s+kwargs\s*$", re.M)
GRAPH_HEADER = re.compile(r"^\s*graph\(\):\s*$", re.M)


def is_fx_graph(text):
    return ("def forward(" in text or GRAPH_HEADER.search(text) is not None
            or TABULAR_HEADER.search(text) is not None)


def top_level_graphs(text):
    """Top-level graph headers of a printout: list of (line_1based, form, indent).

    A header is the least-indented `class X(...):` (print_readable), `def forward(`
    (GraphModule.code), `graph():` (str(Graph)) or the first row under a print_tabular
    header.  Nested headers (subgraph classes inside a readable printout) are not
    top-level.
    """
    lines = text.split("\n")
    cands = []
    for i, line in enumerate(lines):
        s = line.lstrip(" ")
        ind = len(line) - len(s)
        if re.match(r"class [^\s(]+\(.*\):\s*$", s):
            cands.append((i + 1, "readable", ind))
        elif s.startswith("def forward("):
            cands.append((i + 1, "code", ind))
        elif re.match(r"graph\(\):\s*$", s):
            cands.append((i + 1, "graph", ind))
        elif TABULAR_HEADER.match(line):
            # first row after the dashes line
            j = i + 1
            while j < len(lines) and re.match(r"^[-\s]*$", lines[j]) and lines[j].strip():
                j += 1
            cands.append((j + 1, "tabular", ind))
    if not cands:
        return []
    # `def forward` inside a readable class is not top-level
    out = []
    class_indents = []
    for ln, form, ind in cands:
        while class_indents and ind <= class_indents[-1]:
            class_indents.pop()
        if class_indents:
            continue  # nested in a class
        if form == "readable":
            class_indents.append(ind)
        out.append((ln, form, ind))
    if not out:
        return []
    m = min(ind for _, _, ind in out)
    return [g for g in out if g[2] == m]


def printout_form(text):
    graphs = top_level_graphs(text)
    if not graphs:
        return None
    forms = {f for _, f, _ in graphs}
    form = forms.pop() if len(forms) == 1 else "mixed"
    first = graphs[0][0]
    before = [l for l in text.split("\n")[: first - 1] if l.strip()]
    if before and form != "tabular":
        return "log"
    return form


def _strip_strings(s):
    return re.sub(r'"(?:[^"\\]|\\.)*"|\'(?:[^\'\\]|\\.)*\'', '""', s)


def _split_top(s):
    parts, depth, cur = [], 0, []
    for ch in s:
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        if ch == "," and depth == 0:
            parts.append("".join(cur))
            cur = []
        else:
            cur.append(ch)
    if "".join(cur).strip():
        parts.append("".join(cur))
    return parts


def _code_part(line):
    """A printout line without string literals and without a trailing `# comment`."""
    return re.sub(r"#.*$", "", _strip_strings(line))


def graph_io(text, header_line, form):
    """(placeholders, returned names) of the top-level graph starting at header_line."""
    lines = text.split("\n")
    ph, ret = [], []
    if form in ("code", "readable", "log", "mixed"):
        # find the `def forward(` at or after the header
        i = header_line - 1
        while i < len(lines) and "def forward(" not in lines[i]:
            i += 1
        if i >= len(lines):
            return ph, ret
        ind = len(lines[i]) - len(lines[i].lstrip(" "))
        sig = _code_part(lines[i])
        j = i
        # signatures may span lines (print_readable(expanded_def=True)), with comments
        while not re.search(r"\)\s*(->.*)?:\s*$", sig) and j + 1 < len(lines):
            j += 1
            sig += " " + _code_part(lines[j]).strip()
        m = re.search(r"def forward\((.*)\)\s*(->.*)?:\s*$", sig)
        if m:
            for p in _split_top(m.group(1)):
                p = p.strip().lstrip("*")
                name = re.match(r"(\w+)", p)
                if name and name.group(1) != "self":
                    ph.append(name.group(1))
        # body: lines indented deeper than the def, until dedent
        k = j + 1
        while k < len(lines):
            l = lines[k]
            if l.strip() and len(l) - len(l.lstrip(" ")) <= ind:
                break
            s = l.strip()
            if s.startswith("return") and re.match(r"return\b", s) \
                    and len(l) - len(l.lstrip(" ")) == ind + 4:
                body = _code_part(s)[len("return"):]
                # a return may span lines: `return (\n  a,  # comment\n)`
                while body.count("(") + body.count("[") > body.count(")") + body.count("]") \
                        and k + 1 < len(lines):
                    k += 1
                    body += " " + _code_part(lines[k]).strip()
                ret = re.findall(r"\b([A-Za-z_]\w*)\b", body)
            k += 1
        return ph, ret
    if form == "graph":
        for l in lines[header_line:]:
            m = re.match(r"\s*%(\w+)\s*:.*=\s*placeholder\[", l)
            if m:
                ph.append(m.group(1))
            m = re.match(r"\s*return\s+(.*)$", l)
            if m:
                ret = re.findall(r"%?\b([A-Za-z_]\w*)\b", _strip_strings(m.group(1)))
                break
        return ph, ret
    if form == "tabular":
        for l in lines[header_line - 1:]:
            cols = l.split()
            if len(cols) >= 2 and cols[0] == "placeholder":
                ph.append(cols[1])
            elif len(cols) >= 2 and cols[0] == "output":
                ret = re.findall(r"\b([A-Za-z_]\w*)\b", l.split(None, 3)[3] if len(cols) > 3 else "")
        return ph, ret
    return ph, ret


# --------------------------------------------------------------------------- test code

def words(s):
    """Identifier words of a piece of code, split at underscores and dots."""
    out = set()
    for ident in re.findall(r"[A-Za-z_][A-Za-z0-9_]*", s):
        out.add(ident)
        for w in ident.split("_"):
            if w:
                out.add(w.lower())
    return out


BW_WORDS = {"bw", "backward", "bwd"}
FW_WORDS = {"fw", "forward", "fwd"}
JOINT_WORDS = {"joint"}


class Printout:
    def __init__(self, **kw):
        self.__dict__.update(kw)


class Source:
    """A file's text with line offsets, for fast source segments."""

    def __init__(self, text):
        self.text = text
        self.lines = text.splitlines(keepends=True)
        self.starts = [0]
        for l in self.lines:
            self.starts.append(self.starts[-1] + len(l))

    def segment(self, node):
        if getattr(node, "end_lineno", None) is None:
            return None
        a_line = self.lines[node.lineno - 1]
        b_line = self.lines[node.end_lineno - 1]
        # ast offsets are in UTF-8 bytes
        a = len(a_line.encode("utf-8")[: node.col_offset].decode("utf-8", "replace"))
        b = len(b_line.encode("utf-8")[: node.end_col_offset].decode("utf-8", "replace"))
        return self.text[self.starts[node.lineno - 1] + a: self.starts[node.end_lineno - 1] + b]


def _root_names(node):
    """Names a first-argument expression reads."""
    return {n.id for n in ast.walk(node) if isinstance(n, ast.Name)}


def _assignments(func):
    """(target names, value node, line) of every binding in a function, nested ones too."""
    out = []
    for node in ast.walk(func):
        targets, value = [], None
        if isinstance(node, ast.Assign):
            targets, value = node.targets, node.value
        elif isinstance(node, (ast.AnnAssign, ast.AugAssign)) and node.value is not None:
            targets, value = [node.target], node.value
        elif isinstance(node, (ast.For, ast.comprehension)):
            targets, value = [node.target], node.iter
        elif isinstance(node, ast.withitem) and node.optional_vars is not None:
            targets, value = [node.optional_vars], node.context_expr
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
                and node.func.attr in ("append", "extend") \
                and isinstance(node.func.value, ast.Name) and node.args:
            targets, value = [node.func.value], node.args[0]
        if value is None:
            continue
        tnames = set()
        for t in targets:
            for n in ast.walk(t):
                if isinstance(n, ast.Name):
                    tnames.add(n.id)
                elif isinstance(n, ast.Subscript) and isinstance(n.value, ast.Name):
                    tnames.add(n.value.id)
        out.append((tnames, value, getattr(value, "lineno", 0)))
    return out


def _assign_sources(func, src, names, call_line, depth=2):
    """Source text of the assignments a first argument reads, followed `depth` times.

    For the names the argument reads directly, the binding that reaches the call is the last
    one written above it (a test often reassigns `gm`); deeper names take every binding.
    """
    binds = _assignments(func)
    found = []
    read_names = set()
    seen = set()
    frontier = set(names)
    for level in range(depth):
        new = set()
        chosen = []
        for name in sorted(frontier):
            mine = [b for b in binds if name in b[0]]
            if level == 0:
                before = [b for b in mine if b[2] < call_line]
                if before:
                    last = max(b[2] for b in before)
                    mine = [b for b in before if b[2] == last]
            chosen.extend(mine)
        for tnames, value, _ in chosen:
            key = (getattr(value, "lineno", 0), getattr(value, "col_offset", 0))
            if key in seen:
                continue
            seen.add(key)
            found.append(src.segment(value) or "")
            called = {id(c.func) for c in ast.walk(value) if isinstance(c, ast.Call)}
            vn = {n.id for n in ast.walk(value) if isinstance(n, ast.Name) and id(n) not in called}
            read_names |= vn
            new |= vn
        frontier = new - frontier
        if not frontier:
            break
    return found, sorted(read_names)


def _expected_call(node):
    return (isinstance(node, ast.Call)
            and ((isinstance(node.func, ast.Attribute) and node.func.attr == "assertExpectedInline")
                 or (isinstance(node.func, ast.Name) and node.func.id == "assertExpectedInline")))


def mine_file(path):
    """All graph printouts in one test file: list of Printout, in source order."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    tree = ast.parse(text)
    src = Source(text)
    out = []

    def visit(node, cls, test):
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.ClassDef) and test is None:
                visit(child, child.name if cls is None else cls + "." + child.name, None)
            elif isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)) and test is None:
                name = child.name if cls is None else cls + "." + child.name
                collect(child, name)
            else:
                visit(child, cls, test)

    def collect(func, test):
        calls = [n for n in ast.walk(func) if _expected_call(n)]
        calls.sort(key=lambda n: (n.lineno, n.col_offset))
        k = 0
        for call in calls:
            if len(call.args) < 2:
                continue
            exp = call.args[1]
            if not (isinstance(exp, ast.Constant) and isinstance(exp.value, str)):
                continue
            text = exp.value
            if not is_fx_graph(text) or not top_level_graphs(text):
                continue
            expr = src.segment(call.args[0]) or ""
            assigns, anames = _assign_sources(func, src, _root_names(call.args[0]), call.lineno)
            out.append(Printout(test=test, func_line=func.lineno, line=call.lineno, expr=expr,
                                assigns=assigns, assign_names=anames, text=text, k=k))
            k += 1

    visit(tree, None, None)
    # helpers the test calls (`self._compile_check(...)`, module-level functions): their
    # source is evidence of how the graph was captured (e.g. a Dynamo backend inside)
    defs = {}
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            defs.setdefault(node.name, []).append(src.segment(node) or "")
    for p in out:
        called = set(re.findall(r"(?:\bself\.|(?<![\w.]))(\w+)\(", "\n".join([p.expr] + p.assigns)))
        p.helpers = []
        for name in sorted(called):
            if name in defs and not name.startswith("test_") and name != "assertExpectedInline":
                p.helpers.extend(defs[name])
    return out


def _has_L_inputs(ph):
    return any(re.match(r"[Ll]_", p) for p in ph)


def decide_role(p):
    """(role or None, basis) for the first top-level graph of a printout."""
    graphs = top_level_graphs(p.text)
    if len(graphs) != 1:
        return None, "%d top-level graphs in one printout" % len(graphs)
    line, form, _ = graphs[0]
    ph, ret = graph_io(p.text, line, form)
    ew = words(p.expr)
    aw = set()
    for n in p.assign_names:
        aw |= words(n)
    code = p.expr + "\n" + "\n".join(p.assigns)
    expr_q = "`%s`" % " ".join(p.expr.split())
    assign_q = ("; assigned from `%s`" % " ".join(p.assigns[0].split())[:160]) if p.assigns else ""

    def pick(wordset):
        bw, fw, jt = bool(wordset & BW_WORDS), bool(wordset & FW_WORDS), bool(wordset & JOINT_WORDS)
        if bw + fw + jt == 1:
            return "backward" if bw else "forward" if fw else "joint"
        if bw + fw + jt > 1:
            return "ambiguous"
        return None

    kind = pick(ew)
    where = "the first argument " + expr_q
    if kind is None:
        kind = pick(aw)
        where = "the first argument " + expr_q + assign_q
    if kind == "ambiguous":
        return None, "first argument names more than one of fw/bw/joint"
    has_primals = any(x.startswith("primals_") for x in ph)
    has_tangents = any(x.startswith("tangents_") for x in ph)
    has_args = bool(ph) and all(re.match(r"arg\d+_\d+$", x) for x in ph)
    if kind == "backward":
        if has_tangents:
            return "backward", ("%s names the backward graph (bw); AOTAutograd's backward takes "
                                "`tangents_N` inputs" % where)
        return None, "named bw but no tangents_ placeholder"
    if kind == "joint":
        # AOTAutograd's joint takes exactly (primals, tangents); a graph that also takes saved
        # values is a partitioned backward whatever the test calls it
        if has_primals and has_tangents and all(re.match(r"(primals|tangents)_\d+$", x) for x in ph):
            return "joint", ("%s names the joint graph; its inputs are exactly primals_N and "
                             "tangents_N" % where)
        return None, ("named joint but its inputs are not exactly primals_N/tangents_N (a "
                      "partitioned graph?)")
    if kind == "forward":
        if has_primals and not has_tangents:
            return "forward", ("%s names the forward graph (fw); `primals_N` placeholders: "
                               "AOTAutograd traced a joint and partitioned it" % where)
        if has_args:
            return "inference", ("%s names AOTAutograd's forward graph; `argN_M` placeholders: "
                                 "traced in inference mode (nothing requires grad)" % where)
        return None, "named fw but placeholders are neither primals_N nor argN_M"
    # a subgraph of a higher-order op (cond branch, map/scan body, ...) printed on its own is
    # not the captured graph itself
    if re.search(r"\.(\w+_\d+)\b|\b(true|false|body|cond|combine|score|mask|joint)_(graph|fn|mod)\w*|subgraph",
                 code):
        return None, "a higher-order op's subgraph (submodule) printed on its own"
    # aot_export_module(..., trace_joint=False): AOTAutograd traces without autograd, the
    # inference graph (argN_M inputs)
    if has_args and any(re.search(r"aot_export_(module|joint_simple)\((?:[^()]|\([^()]*\))*"
                                  r"trace_joint\s*=\s*False", a) for a in p.assigns):
        return "inference", ("%s comes from `aot_export_module(..., trace_joint=False)`: "
                             "AOTAutograd's graph traced without autograd; `argN_M` inputs" % where)
    # torch.export
    if re.search(r"_swap_modules\(|\bunflatten\(", code):
        # a module rebuilt from an ExportedProgram (submodules swapped back to eager ones, or
        # unflattened), not the ExportedProgram's own graph
        return None, "a module rebuilt from an ExportedProgram (_swap_modules/unflatten)"
    if re.search(r"(?<![\w.])(torch\.)?(_dynamo\.export|dynamo\.export)\b|capture_pre_autograd_graph"
                 r"|aot_export|export_joint|make_fx|_export_to_torch_ir|strict\s*=\s*False.*_dynamo",
                 code):
        export_ok = False
    else:
        export_ok = True
    if export_ok and re.search(r"\bexported_program\b|\bep\w*\.(graph_module|graph|module\(\))"
                               r"|(?<![\w.])(torch\.export\.)?export(_for_training|_for_inference)?\("
                               r"|torch\.export\._trace\._export\(|\b_export\(", code):
        if not _has_L_inputs(ph):
            return "export", ("%s is a torch.export ExportedProgram's graph module" % where
                              if ("export" in code) else "%s: torch.export graph" % where)
        return None, "export-looking code but L_ inputs"
    # Dynamo
    helper_ev = [h for h in getattr(p, "helpers", [])
                 if re.search(r"\.graphs\b|EagerAndRecordGraphs|CompileCounterWithBackend", h)]
    if helper_ev:
        code = code + "\n" + "\n".join(helper_ev)
        where += " (through the helper `%s`, which records a Dynamo backend's graphs)" % (
            re.match(r"\s*(?:async\s+)?def\s+(\w+)", helper_ev[0]).group(1)
            if re.match(r"\s*(?:async\s+)?def\s+(\w+)", helper_ev[0]) else "helper")
    if re.search(r"comptime|minifier|getvalue\(", code):
        return None, "a printout made inside Dynamo (comptime, minifier, logs), not its final graph"
    dyn_code = re.search(r"\bgraphs\b|EagerAndRecordGraphs|CompileCounterWithBackend|\bbackend\b"
                         r"|\bgm\b|graph_module|_dynamo", code)
    if dyn_code and _has_L_inputs(ph) and not has_primals and not has_tangents:
        return "dynamo", ("%s is a graph a Dynamo backend received (%s); inputs are named "
                          "`L_...`/`l_...` as Dynamo names its sources" % (where, ", ".join(
                              sorted(set(re.findall(r"\bgraphs\b|EagerAndRecordGraphs|"
                                                    r"CompileCounterWithBackend|\bbackend\b|\bgm\b|"
                                                    r"graph_module|_dynamo", code))))))
    return None, "no role rule applies"


def norm_pair_key(expr):
    s = re.sub(r"(?<![A-Za-z])(fw|bw|fwd|bwd|forward|backward)(?![a-z])", "X", expr)
    return " ".join(s.split())


# --------------------------------------------------------------------------- output

def version_key(v):
    m = re.match(r"~?(\d+)\.(\d+)(?:\.(\d+))?(.*)$", v)
    if not m:
        return (999, 0, 0, 0, v)
    a, b, c, rest = int(m.group(1)), int(m.group(2)), int(m.group(3) or 0), m.group(4)
    # 2.8.0a0 (development line) sorts before 2.8.0
    return (a, b, c, 0 if rest.startswith("a") else 1, rest)


def safe_name(test):
    return re.sub(r"[^A-Za-z0-9_.-]", "_", test)


def build_sets(source, printouts, rel_path, stem):
    """Sets of one test file: {test: set_dict}, {test: [texts]}, notes per test."""
    by_test = collections.OrderedDict()
    for p in printouts:
        by_test.setdefault(p.test, []).append(p)
    result = []
    for test, ps in by_test.items():
        ver = source["version"]
        base = "%s/%s/%s" % (ver, stem, safe_name(test))
        files, graphs, notes, forms = [], [], [], []
        roles = []
        for p in ps:
            fname = "%s.%d.txt" % (base, p.k)
            files.append(fname)
            form = printout_form(p.text)
            forms.append(form)
            role, basis = decide_role(p)
            heads = top_level_graphs(p.text)
            line = heads[0][0] if heads else 1
            roles.append((p, fname, role, line))
            if role:
                graphs.append({"file": fname, "line": line, "role": role, "basis": basis})
            notes.append("%d: call at line %d, `%s`%s" % (
                p.k, p.line, " ".join(p.expr.split())[:200], "" if role else " (role left out: %s)" % basis))
        # pairs: forward k with the next unused backward whose expression matches
        pairs = []
        used = set()
        for i, (p, fname, role, line) in enumerate(roles):
            if role != "forward":
                continue
            key = norm_pair_key(p.expr)
            for j in range(len(roles)):
                q, qf, qrole, qline = roles[j]
                if qrole != "backward" or j in used or norm_pair_key(q.expr) != key:
                    continue
                if j < i and any(r[2] == "forward" and norm_pair_key(r[0].expr) == key
                                 for r in roles[j:i]):
                    continue
                used.add(j)
                fph, fret = graph_io(p.text, line, top_level_graphs(p.text)[0][1])
                bph, _ = graph_io(q.text, qline, top_level_graphs(q.text)[0][1])
                missing = [x for x in bph if "tangent" not in x and x not in fret]
                if missing:
                    notes.append("pair %d/%d not recorded: backward inputs %s are not returned by "
                                 "the forward" % (p.k, q.k, ", ".join(missing[:6])))
                else:
                    pairs.append({"forward": {"file": fname, "line": line},
                                  "backward": {"file": qf, "line": qline}})
                break
        runs = [p for p in ps if getattr(p, "run", None)]
        if runs:
            nodes = sorted({n for p in runs for n in p.run.get("nodeids", [])})
            notes.append("PyTorch %s's test run under torch %s with EXPECTTEST_ACCEPT=1 passed as %s; "
                         "%s" % (source.get("base_version", "2.6.0"), ver,
                                 ", ".join(n.split("::", 1)[-1] for n in nodes[:4])
                                 + (" and %d more" % (len(nodes) - 4) if len(nodes) > 4 else ""),
                                 "; ".join("printout %d %s" % (p.k, "rewritten by the run"
                                                               if p.run.get("status") == "rewritten"
                                                               else "confirmed (as in 2.6.0)")
                                           for p in runs)))
        fs = set(forms)
        form = fs.pop() if len(fs) == 1 else "mixed"
        s = {
            "id": "pytorch/" + base,
            "torch": ver,
            "form": form,
            "source": {"repo": source["repo"], "path": rel_path, "commit": source["commit"],
                       "via": source["via"], "test": test, "line": ps[0].line},
            "files": files,
            "graphs": graphs,
            "pairs": pairs,
            "notes": "; ".join(notes),
        }
        result.append((s, [p.text for p in ps]))
    return result


def scan_auto(root):
    out = []
    troot = os.path.join(root, "test")
    for d, _, fs in os.walk(troot):
        for f in sorted(fs):
            if not f.endswith(".py"):
                continue
            p = os.path.join(d, f)
            try:
                with open(p, encoding="utf-8") as fh:
                    t = fh.read()
            except (UnicodeDecodeError, OSError):
                continue
            if "assertExpectedInline" not in t:
                continue
            try:
                if mine_file(p):
                    out.append(os.path.relpath(p, root))
            except SyntaxError:
                continue
    return sorted(out)


def load_only_calls(src, manifest_path):
    """{rel path: {call line in the mined file: call record}} of a source's "only_calls" file.

    A source whose files are PyTorch 2.6.0's test files rewritten by running them under another
    torch with EXPECTTEST_ACCEPT=1 (tools/accept_under_torch.py) names the literals that this
    run counted: the ones a test that passed under that version reached and printed exactly.
    """
    if not src.get("only_calls"):
        return None
    path = os.path.join(os.path.dirname(os.path.abspath(manifest_path)), src["only_calls"])
    with open(path) as f:
        data = json.load(f)
    return {rel: {c["line"]: c for c in e.get("calls", [])} for rel, e in data["files"].items()}


def run(manifest_path, out_dir):
    with open(manifest_path) as f:
        manifest = json.load(f)
    # in manifest order: the first source that mined a test's printouts keeps them; a later
    # source's identical ones are only noted (2.6.0's sets stay 2.6.0's when an older torch
    # run later confirms them)
    sources = manifest["sources"]
    all_sets = {}
    seen = collections.defaultdict(list)  # (stem, test) -> [(set id, {k: text})]
    seen_full = {}  # set id -> {k: text}
    seen_texts = set()  # every printout text written so far
    written = []
    per_source = []
    dup_notes = collections.defaultdict(list)
    for src in sources:
        root = src["root"]
        files = src["files"]
        if files == "auto":
            files = scan_auto(root)
        only = load_only_calls(src, manifest_path)
        stats = collections.Counter()
        mined_files = []
        for rel in files:
            path = os.path.join(root, rel)
            if not os.path.exists(path):
                print("missing: %s" % path, file=sys.stderr)
                continue
            ps = mine_file(path)
            if only is not None:
                calls = only.get(rel, {})
                ps = [p for p in ps if p.line in calls]
                for p in ps:
                    c = calls[p.line]
                    p.run = c
                    p.line = c.get("orig_line", p.line)  # where the call is in the source named
            if not ps:
                continue
            stem = os.path.splitext(os.path.basename(rel))[0]
            fstats = collections.Counter()
            for s, texts in build_sets(src, ps, rel, stem):
                key = (stem, s["source"]["test"])
                ks = [int(f.rsplit(".", 2)[-2]) for f in s["files"]]
                mine = dict(zip(ks, texts))
                dup = None
                for sid, earlier in seen[key]:
                    if earlier == mine or (only is not None and all(
                            k in earlier and earlier[k] == t for k, t in mine.items())):
                        dup = sid
                        break
                if dup is not None:
                    dup_notes[dup].append(src["version"] if mine == dict(seen_full[dup]) else
                                          "%s (printouts %s)" % (src["version"],
                                                                 ", ".join(map(str, sorted(mine)))))
                    fstats["duplicate"] += len(texts)
                    continue
                seen[key].append((s["id"], mine))
                seen_full[s["id"]] = mine
                if s["id"] in all_sets:
                    raise SystemExit("duplicate set id " + s["id"])
                all_sets[s["id"]] = s
                for fname, text in zip(s["files"], texts):
                    written.append((fname, text))
                fstats["printouts"] += len(texts)
                fstats["sets"] += 1
                fstats["new texts"] += sum(1 for t in texts if t not in seen_texts)
                seen_texts.update(texts)
            mined_files.append((rel, fstats))
            stats.update(fstats)
        per_source.append((src, mined_files, stats))
    for sid, vers in dup_notes.items():
        s = all_sets[sid]
        extra = "identical printouts also in torch %s" % ", ".join(vers)
        s["notes"] = (s["notes"] + "; " + extra) if s["notes"] else extra
    # write
    for fname, text in written:
        p = os.path.join(out_dir, fname)
        os.makedirs(os.path.dirname(p), exist_ok=True)
        with open(p, "w", encoding="utf-8", newline="") as f:
            f.write(text)
    # printouts of an earlier mining that no set holds any more (the out folder is all mined)
    keep = {os.path.normpath(os.path.join(out_dir, fname)) for fname, _ in written}
    for d, _, fs in os.walk(out_dir):
        for fn in fs:
            p = os.path.normpath(os.path.join(d, fn))
            if fn.endswith(".txt") and p not in keep:
                os.remove(p)
    sets = [all_sets[k] for k in sorted(all_sets)]
    with open(os.path.join(out_dir, "sets.json"), "w", encoding="utf-8") as f:
        json.dump({"sets": sets}, f, indent=1, ensure_ascii=False)
        f.write("\n")
    write_sources_md(out_dir, manifest_path, per_source, manifest.get("notes", []))
    print("%d sets, %d printouts written" % (len(sets), len(written)))


def write_sources_md(out_dir, manifest_path, per_source, notes=()):
    L = ["# Sources of the mined PyTorch printouts", "",
         "Every `*.txt` here is the exact value of the string constant that a PyTorch test passes "
         "as the second argument of `assertExpectedInline` (as `ast` gives it), for the calls whose "
         "expected text is an FX graph. `sets.json` describes them in the format of "
         "`../SCHEMA.md`; roles come from the test's code only (see the miner's `decide_role`).",
         "A test whose printouts are identical to the same test's in a source mined before it "
         "(the manifest's order: 2.6.0 first) is not written again; the earlier set's `notes` "
         "name the other versions.", ""]
    for note in notes:
        L.append("- " + note)
    if notes:
        L.append("")
    for src, files, stats in per_source:
        L.append("## torch %s" % src["version"])
        L.append("")
        L.append("- repo: `%s`, commit `%s`" % (src["repo"], src["commit"]))
        L.append("- obtained: %s" % src["via"])
        if src.get("version_evidence"):
            L.append("- version: %s" % src["version_evidence"])
        for d in src.get("details", []):
            L.append("- " + d)
        L.append("- distinct printouts written: %d in %d sets (%d more identical to an earlier "
                 "version)" % (stats["printouts"], stats["sets"], stats["duplicate"]))
        if src.get("only_calls"):
            L.append("- of the printouts written, texts that no earlier source holds: %d"
                     % stats["new texts"])
        L.append("")
        L.append("| test file | sets | printouts | identical to earlier |")
        L.append("| --- | --- | --- | --- |")
        for rel, fs in files:
            L.append("| `%s` | %d | %d | %d |" % (rel, fs["sets"], fs["printouts"], fs["duplicate"]))
        L.append("")
        if src.get("only_calls"):
            L += run_table(src, manifest_path)
    L += ["## Rerunning the miner", "",
          "The test files themselves are not committed. Put each source's files under the `root` "
          "named in `tools/pytorch_sources.json` (the Debian tarball unpacked; index copies "
          "reassembled from the search index's pages at `/work/src/index/<repo>/<commit>/<path>`), "
          "then from the repository root:", "",
          "```",
          "python3 tests/conformance/tools/mine_pytorch_tests.py \\",
          "    --manifest tests/conformance/tools/pytorch_sources.json --out tests/conformance/pytorch",
          "python3 tests/conformance/tools/mine_pytorch_tests.py --summary --out tests/conformance/pytorch",
          "```", "",
          "The roots of the sources run under other torch versions (`/work/src/accept/<version>`, "
          "PyTorch 2.6.0's test files as that torch left them) and their `tools/accepted/<version>.json` "
          "come from `tools/accept_under_torch.py` (it assumes the Debian 2.6.0 tarball unpacked at "
          "`/work/src/pt26` and venvs `/work/venvs/torch-<version>` with torch, expecttest, pytest, "
          "hypothesis and parameterized):", "",
          "```",
          "python3 tests/conformance/tools/accept_under_torch.py torchbind 2.9.1   # 2.6.0's torchbind test library",
          "python3 tests/conformance/tools/accept_under_torch.py run 2.9.1",
          "python3 tests/conformance/tools/accept_under_torch.py collect 2.9.1",
          "python3 tests/conformance/tools/accept_under_torch.py manifest 2.9.1",
          "```", ""]
    with open(os.path.join(out_dir, "SOURCES.md"), "w") as f:
        f.write("\n".join(L))


def run_table(src, manifest_path):
    """The run behind an accepted source, per test file, from its only_calls file."""
    path = os.path.join(os.path.dirname(os.path.abspath(manifest_path)), src["only_calls"])
    with open(path) as f:
        data = json.load(f)
    L = ["The run, per test file (tests are the test functions of the 2.6.0 sets; a literal "
         "counts when a passing test printed exactly it: confirmed = the 2.6.0 text, rewritten = "
         "expecttest wrote the new text):", "",
         "| test file | tests | collected | passed | literals confirmed | rewritten | not counted "
         "| seconds | what did not pass |",
         "| --- | --- | --- | --- | --- | --- | --- | --- | --- |"]
    tot = collections.Counter()
    for rel, e in data["files"].items():
        lit = e.get("literals", {})
        nc = sum(n for k, n in lit.items() if k not in ("confirmed", "rewritten"))
        why = "; ".join("%s (%d)" % (k.replace("|", "/"), n)
                        for k, n in e.get("not_passed_reasons", [])[:3])
        if e.get("status"):
            why = e["status"].replace("|", "/") + ("; " + why if why else "")
        if e.get("rc") == "timeout":
            why = "timed out; " + why
        L.append("| `%s` | %d | %d | %d | %d | %d | %d | %s | %s |" % (
            rel, e["tests_wanted"], e.get("tests_collected", 0), e.get("tests_passed", 0),
            lit.get("confirmed", 0), lit.get("rewritten", 0), nc, e.get("seconds", "-"), why))
        tot.update({"w": e["tests_wanted"], "c": e.get("tests_collected", 0),
                    "p": e.get("tests_passed", 0), "cf": lit.get("confirmed", 0),
                    "rw": lit.get("rewritten", 0), "nc": nc})
    L.append("| total | %d | %d | %d | %d | %d | %d | | |" % (
        tot["w"], tot["c"], tot["p"], tot["cf"], tot["rw"], tot["nc"]))
    L.append("")
    return L


def summary(out_dir):
    with open(os.path.join(out_dir, "sets.json")) as f:
        sets = json.load(f)["sets"]
    by_v = collections.Counter()
    by_vs = collections.Counter()
    by_form = collections.Counter()
    by_role = collections.Counter()
    pairs = 0
    for s in sets:
        by_v[s["torch"]] += len(s["files"])
        by_vs[s["torch"]] += 1
        for fn in s["files"]:
            with open(os.path.join(out_dir, fn), encoding="utf-8") as f:
                by_form[printout_form(f.read())] += 1
        for g in s["graphs"]:
            by_role[g["role"]] += 1
        by_role["(no role)"] += len(s["files"]) - len({g["file"] for g in s["graphs"]})
        pairs += len(s["pairs"])
    print("sets: %d, printouts: %d, pairs: %d" % (len(sets), sum(by_v.values()), pairs))
    print("by version (printouts / sets):")
    for v in sorted(by_v, key=version_key):
        print("  %-12s %5d %5d" % (v, by_v[v], by_vs[v]))
    print("by form (printouts):")
    for k, n in by_form.most_common():
        print("  %-12s %5d" % (k, n))
    print("by role (graphs):")
    for k, n in by_role.most_common():
        print("  %-12s %5d" % (k, n))


def list_file(path):
    for p in mine_file(path):
        role, basis = decide_role(p)
        print("%s.%d line %d form=%s role=%s\n    expr: %s\n    why: %s" % (
            p.test, p.k, p.line, printout_form(p.text), role, " ".join(p.expr.split())[:150],
            basis[:200]))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--manifest")
    ap.add_argument("--out", default="tests/conformance/pytorch")
    ap.add_argument("--summary", action="store_true")
    ap.add_argument("--list")
    a = ap.parse_args()
    if a.list:
        list_file(a.list)
    elif a.summary:
        summary(a.out)
    elif a.manifest:
        run(a.manifest, a.out)
    else:
        ap.print_help()


if __name__ == "__main__":
    main()
