#!/usr/bin/env python3
"""Run PyTorch 2.6.0's graph-printing tests under other torch versions with EXPECTTEST_ACCEPT=1.

expecttest rewrites a test file's expected literal in place when a test runs with
EXPECTTEST_ACCEPT=1 and the printout differs; so running PyTorch 2.6.0's test files under
torch X leaves in each literal what torch X printed for the same test code.  This script
documents and reproduces that (it is not run by the test suite):

  accept_under_torch.py torchbind 2.9.1    # PyTorch 2.6.0's torchbind test library, built
  accept_under_torch.py run 2.9.1 [--timeout 900] [--files test/functorch/test_aotdispatch.py ...]
  accept_under_torch.py collect 2.9.1      # -> tests/conformance/tools/accepted/2.9.1.json
  accept_under_torch.py manifest 2.9.1     # its source in tools/pytorch_sources.json
  python3 mine_pytorch_tests.py --manifest tools/pytorch_sources.json --out tests/conformance/pytorch

Assumes: the Debian 2.6.0 source unpacked at /work/src/pt26/pytorch-v2.6.0 (--pt26), venvs at
/work/venvs/torch-<version> with torch, expecttest, pytest, hypothesis and parameterized
(--venvs), and a
scratch folder outside the repository, /work/src/accept/<version> (--scratch).

`run` copies PyTorch 2.6.0's test/ tree (minus its pytest conftest.py, which is CI plumbing
for PyTorch's own pytest version) to the scratch folder, then for each test file that the
miner took printouts from (the 2.6.0 sets' source.path in tests/conformance/pytorch/sets.json)
copies that file afresh and runs pytest on it with accept_log_plugin.py, which keeps only the
tests named in the sets' source.test (every parametrized / device instantiation of them),
records every assertExpectedInline call (call site, the actual text, the running test) and
every test's outcome in <scratch>/logs/<file>.jsonl.

`collect` decides, per assertExpectedInline literal of the rewritten files, whether it is
what this torch version printed: a literal counts only if a test that PASSED under this
version reached that call and the text it passed equals the literal now in the file (so a
confirmed literal, where the version printed exactly the 2.6.0 text, and an accepted one,
where expecttest wrote the new text, both count; a literal of a test that errored, failed,
skipped or timed out, or a call never reached, does not).  The counted call lines go to
tests/conformance/tools/accepted/<version>.json, which the miner reads through the manifest
source's "only_calls".  Standard library only (the plugin needs pytest inside the venv).
"""

import argparse
import ast
import re
import collections
import json
import os
import shutil
import signal
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import mine_pytorch_tests as miner  # noqa: E402  (is_fx_graph: which literals the miner takes)
REPO = os.path.abspath(os.path.join(HERE, "..", "..", ".."))
SETS = os.path.join(REPO, "tests", "conformance", "pytorch", "sets.json")
BASE_VERSION = "2.6.0"


def wanted_tests():
    """{rel_path: [test names]} of the 2.6.0 sets."""
    with open(SETS) as f:
        sets = json.load(f)["sets"]
    out = collections.OrderedDict()
    for s in sorted(sets, key=lambda s: s["source"]["path"]):
        if s["torch"] != BASE_VERSION:
            continue
        out.setdefault(s["source"]["path"], [])
        if s["source"]["test"] not in out[s["source"]["path"]]:
            out[s["source"]["path"]].append(s["source"]["test"])
    return out


def function_ranges(path):
    """{Class.method: (first line incl. decorators, last line)} as the miner names tests."""
    with open(path, encoding="utf-8") as f:
        tree = ast.parse(f.read())
    out = {}

    def visit(node, cls):
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.ClassDef):
                visit(child, child.name if cls is None else cls + "." + child.name)
            elif isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)):
                name = child.name if cls is None else cls + "." + child.name
                first = min([child.lineno] + [d.lineno for d in child.decorator_list])
                out.setdefault(name, (first, child.end_lineno))
            else:
                visit(child, cls)

    visit(tree, None)
    return out


def expected_calls(path):
    """assertExpectedInline calls of a file in source order: (lineno, end_lineno, literal or None)."""
    with open(path, encoding="utf-8") as f:
        tree = ast.parse(f.read())
    calls = []
    for n in ast.walk(tree):
        if isinstance(n, ast.Call) and (
                (isinstance(n.func, ast.Attribute) and n.func.attr == "assertExpectedInline")
                or (isinstance(n.func, ast.Name) and n.func.id == "assertExpectedInline")):
            lit = None
            if len(n.args) >= 2 and isinstance(n.args[1], ast.Constant) \
                    and isinstance(n.args[1].value, str):
                lit = n.args[1].value
            calls.append((n.lineno, n.col_offset, n.end_lineno, lit))
    calls.sort()
    return [(a, c, lit) for a, _, c, lit in calls]


def torchbind(a):
    """Build PyTorch 2.6.0's torchbind test library for a venv's torch.

    test/export/test_torchbind.py, test_passes.py, test_serialize.py and
    test/higher_order_ops/test_with_effects.py load libtorchbind_test.so (built from
    test/cpp/jit/test_custom_class_registrations.cpp in a PyTorch source build; wheels do not
    ship it).  It is compiled here from 2.6.0's source against the venv's torch headers and
    put where torch.testing._internal.common_utils.find_library_location looks first in every
    version (site-packages/torch/lib, "the installed folder").
    """
    ver = a.version
    py = os.path.join(a.venvs, "torch-" + ver, "bin", "python")
    info = json.loads(subprocess.check_output([py, "-c", (
        "import torch, json, os; print(json.dumps([os.path.dirname(torch.__file__), "
        "int(torch._C._GLIBCXX_USE_CXX11_ABI), torch.__version__]))")]))
    tdir, abi, tver = info
    std = "c++17" if miner.version_key(tver) < miner.version_key("2.13") else "c++20"
    out_dir = os.path.join(tdir, "lib")
    cmd = ["g++", "-shared", "-fPIC", "-O1", "-std=" + std, "-D_GLIBCXX_USE_CXX11_ABI=%d" % abi,
           "-I" + a.pt26, "-I" + os.path.join(tdir, "include"),
           "-I" + os.path.join(tdir, "include", "torch", "csrc", "api", "include"),
           os.path.join(a.pt26, "test", "cpp", "jit", "test_custom_class_registrations.cpp"),
           "-L" + os.path.join(tdir, "lib"), "-ltorch", "-ltorch_cpu", "-lc10",
           "-Wl,-rpath," + os.path.join(tdir, "lib"),
           "-o", os.path.join(out_dir, "libtorchbind_test.so")]
    print(" ".join(cmd))
    subprocess.check_call(cmd)


def run(a):
    ver = a.version
    scratch = os.path.join(a.scratch, ver)
    src_test = os.path.join(a.pt26, "test")
    py = os.path.join(a.venvs, "torch-" + ver, "bin", "python")
    if not os.path.exists(os.path.join(scratch, "test")):
        shutil.copytree(src_test, os.path.join(scratch, "test"))
    for extra in ("test/conftest.py",):
        p = os.path.join(scratch, extra)
        if os.path.exists(p):
            os.remove(p)
    with open(os.path.join(scratch, "pytest.ini"), "w") as f:
        f.write("[pytest]\naddopts = -p no:cacheprovider\n")
    logs = os.path.join(scratch, "logs")
    os.makedirs(logs, exist_ok=True)
    want = wanted_tests()
    files = a.files or list(want)
    env = dict(os.environ)
    env.update({
        "EXPECTTEST_ACCEPT": "1",
        "PYTHONPATH": HERE,
        "CUDA_VISIBLE_DEVICES": "",
        "PYTORCH_TESTING_DEVICE_ONLY_FOR": "cpu",
        "OMP_NUM_THREADS": "1",
        "MKL_NUM_THREADS": "1",
        "TORCHINDUCTOR_COMPILE_THREADS": "1",
        "PYTHONDONTWRITEBYTECODE": "1",
        "PYTHONUNBUFFERED": "1",
    })
    for rel in files:
        stem = rel.replace("/", "__")
        dst = os.path.join(scratch, rel)
        shutil.copyfile(os.path.join(a.pt26, rel), dst)  # afresh: 2.6.0's literals
        for ext in (".bak",):
            if os.path.exists(dst + ext):
                os.remove(dst + ext)
        ranges = function_ranges(dst)
        wanted = {os.path.realpath(dst): [[ranges[t][0], ranges[t][1], t]
                                          for t in want.get(rel, []) if t in ranges]}
        wpath = os.path.join(logs, stem + ".wanted.json")
        with open(wpath, "w") as f:
            json.dump(wanted, f)
        log = os.path.join(logs, stem + ".jsonl")
        for old in (log, os.path.join(logs, stem + ".out")):
            if os.path.exists(old):
                os.remove(old)
        env["ACCEPT_LOG"] = log
        env["ACCEPT_WANTED"] = wpath
        skip_path = os.path.join(logs, stem + ".skip.json")
        env["ACCEPT_SKIP"] = skip_path
        skip = []
        t0 = time.time()
        for seg in range(a.max_segments):
            # a crash (segfault) ends the process: run the file again from where it stopped,
            # without the tests already done and the one that crashed; the file keeps the
            # literals accepted so far, so the new process sees (and logs) the file as it is now
            snap = os.path.join(logs, "%s.seg%d.py" % (stem, seg))
            shutil.copyfile(dst, snap)
            with open(skip_path, "w") as f:
                json.dump(skip, f)
            with open(log, "a") as f:
                f.write(json.dumps({"kind": "segment", "n": seg, "snapshot": snap}) + "\n")
            cmd = [py, "-m", "pytest", rel, "-p", "accept_log_plugin", "-q", "-rfEs", "--tb=native",
                   "--continue-on-collection-errors", "-o", "junit_family=xunit2",
                   "--junitxml", os.path.join(logs, "%s.seg%d.xml" % (stem, seg))]
            with open(os.path.join(logs, stem + ".out"), "a") as out:
                p = subprocess.Popen(cmd, cwd=scratch, env=env, stdout=out,
                                     stderr=subprocess.STDOUT, start_new_session=True)
                try:
                    rc = p.wait(timeout=a.timeout)
                except subprocess.TimeoutExpired:
                    os.killpg(p.pid, signal.SIGKILL)
                    p.wait()
                    rc = "timeout"
            if rc == "timeout" or rc >= 0:
                break
            recs = [json.loads(l) for l in open(log, encoding="utf-8") if l.strip()]
            started = [r["nodeid"] for r in recs if r["kind"] == "begin"]
            if not started:
                break
            crasher = started[-1]
            with open(log, "a") as f:
                f.write(json.dumps({"kind": "crashed", "nodeid": crasher, "rc": rc}) + "\n")
            print("%s %s: crashed (rc %s) in %s; running the rest" % (ver, rel, rc, crasher),
                  flush=True)
            skip = sorted(set(started))
        dt = time.time() - t0
        with open(log, "a") as f:
            f.write(json.dumps({"kind": "end", "rc": rc, "seconds": round(dt, 1)}) + "\n")
        print("%s %s rc=%s %.0fs" % (ver, rel, rc, dt), flush=True)


def collect(a):
    ver = a.version
    scratch = os.path.join(a.scratch, ver)
    logs = os.path.join(scratch, "logs")
    want = wanted_tests()
    result = {"version": ver, "files": collections.OrderedDict()}
    for rel, tests in want.items():
        stem = rel.replace("/", "__")
        log = os.path.join(logs, stem + ".jsonl")
        entry = {"tests_wanted": len(tests)}
        result["files"][rel] = entry
        if not os.path.exists(log):
            entry["status"] = "not run"
            continue
        recs = [json.loads(l) for l in open(log, encoding="utf-8") if l.strip()]
        end = [r for r in recs if r["kind"] == "end"]
        entry["rc"] = end[-1]["rc"] if end else None
        entry["seconds"] = end[-1]["seconds"] if end else None
        start = [r for r in recs if r["kind"] == "start"]
        entry["torch"] = start[0]["torch"] if start else None
        with open(os.path.join(a.pt26, rel), encoding="utf-8") as f:
            text = f.read()
        # names supplied by the plugin because this torch lacks them, that this file imports
        entry["shims"] = sorted({n for r in recs if r["kind"] == "shims" for n in r["names"]
                                 if "import" in text and n.rsplit(".", 1)[1] in text
                                 and n.rsplit(".", 2)[-2] in text})
        selected = {r["nodeid"]: r["test"] for r in recs if r["kind"] == "selected"}
        outcomes = collections.defaultdict(list)
        for r in recs:
            if r["kind"] == "outcome":
                outcomes[r["nodeid"]].append(r)

        crashed = {r["nodeid"] for r in recs if r["kind"] == "crashed"}
        entry["crashed"] = sorted(crashed)

        def node_state(nid):
            if nid in crashed:
                return "crashed", "the test process died (segfault) in this test"
            rs = outcomes.get(nid, [])
            bad = [r for r in rs if r["outcome"] != "passed"]
            if bad:
                return bad[0]["outcome"] + ("" if bad[0]["when"] == "call" else
                                           " in " + bad[0]["when"]), bad[0].get("why", "")
            if any(r["when"] == "call" for r in rs):
                return "passed", ""
            return "not finished", ""

        states = {nid: node_state(nid) for nid in selected}
        entry["nodes"] = len(states)
        entry["nodes_by_state"] = dict(collections.Counter(s for s, _ in states.values()))
        tests_state = collections.defaultdict(set)
        for nid, t in selected.items():
            tests_state[t].add(states[nid][0])
        entry["tests_collected"] = len(tests_state)
        entry["tests_passed"] = sum(1 for t, ss in tests_state.items() if "passed" in ss)
        entry["tests_not_collected"] = sorted(set(tests) - set(tests_state))
        reasons = collections.Counter()
        for nid, (s, why) in states.items():
            if s != "passed":
                reasons["%s: %s" % (s, why[:160])] += 1
        entry["not_passed_reasons"] = [[k, n] for k, n in reasons.most_common(12)]
        if not states:
            out = os.path.join(logs, stem + ".out")
            lines = [l.rstrip() for l in open(out, encoding="utf-8", errors="replace")]
            errs = [l[1:].strip() for l in lines if l.startswith("E   ") and "Error" in l]
            errs += [l.strip() for l in lines  # --tb=native: the exception's own line
                     if re.match(r"[A-Za-z_][\w.]*(Error|Exception): ", l)]
            if not errs:
                errs = [l for l in lines[-15:] if "Error" in l or "error" in l] or lines[-1:] or [""]
            entry["status"] = "no test collected: %s" % errs[0].split(" (/work/venvs")[0][:200]
        # literals
        orig = expected_calls(os.path.join(a.pt26, rel))
        new = expected_calls(os.path.join(scratch, rel))
        if len(orig) != len(new):
            entry["status"] = "call count changed (%d -> %d); nothing counted" % (len(orig), len(new))
            continue
        reached = collections.defaultdict(list)
        real = os.path.realpath(os.path.join(scratch, rel))
        seg_calls = orig  # line numbers of a run refer to the file as that run loaded it
        for r in recs:
            if r["kind"] == "segment":
                seg_calls = expected_calls(r["snapshot"]) if os.path.exists(r["snapshot"]) else orig
                if len(seg_calls) != len(orig):
                    seg_calls = []
            if r["kind"] != "call" or r["file"] != real:
                continue
            idx = [i for i, (s, e, _) in enumerate(seg_calls) if s <= r["line"] <= e]
            if idx:
                reached[idx[-1]].append(r)
        counted = []
        stats = collections.Counter()
        ranges = function_ranges(os.path.join(a.pt26, rel))
        spans = [ranges[t] for t in tests if t in ranges]
        for i, ((s0, _, lit0), (s1, _, lit1)) in enumerate(zip(orig, new)):
            if lit1 is None:
                continue
            # the stats count only the graph printouts of the wanted tests (what the miner takes)
            if not any(a0 <= s0 <= b0 for a0, b0 in spans) or not (
                    miner.is_fx_graph(lit1) or (lit0 is not None and miner.is_fx_graph(lit0))):
                continue
            changed = lit0 != lit1
            rs = reached.get(i, [])
            ok = [r for r in rs if r["nodeid"] in states and states[r["nodeid"]][0] == "passed"
                  and r["actual"] == lit1]
            if ok:
                stats["rewritten" if changed else "confirmed"] += 1
                counted.append({"line": s1, "orig_line": s0,
                                "status": "rewritten" if changed else "confirmed",
                                "nodeids": sorted({r["nodeid"] for r in ok})})
            elif changed:
                stats["rewritten, not counted (no passing test printed exactly it)"] += 1
            elif rs:
                stats["reached, not counted (test did not pass, or text differs)"] += 1
            else:
                stats["not reached"] += 1
        entry["literals"] = dict(stats)
        entry["calls"] = counted
    os.makedirs(os.path.join(HERE, "accepted"), exist_ok=True)
    with open(os.path.join(HERE, "accepted", ver + ".json"), "w") as f:
        json.dump(result, f, indent=1)
        f.write("\n")
    tot = collections.Counter()
    for rel, e in result["files"].items():
        tot["tests wanted"] += e["tests_wanted"]
        tot["tests collected"] += e.get("tests_collected", 0)
        tot["tests passed"] += e.get("tests_passed", 0)
        for k, n in e.get("literals", {}).items():
            tot["literals " + k] += n
    for k, n in tot.items():
        print("%-70s %d" % (k, n))


def manifest(a):
    """Add (or replace) the version's source in tools/pytorch_sources.json, after the others."""
    ver = a.version
    mpath = os.path.join(HERE, "pytorch_sources.json")
    with open(mpath) as f:
        man = json.load(f)
    with open(os.path.join(HERE, "accepted", ver + ".json")) as f:
        acc = json.load(f)
    files = list(acc["files"])
    torch_seen = sorted({e["torch"] for e in acc["files"].values() if e.get("torch")})
    tot = collections.Counter()
    for e in acc["files"].values():
        tot["wanted"] += e["tests_wanted"]
        tot["collected"] += e.get("tests_collected", 0)
        tot["passed"] += e.get("tests_passed", 0)
        tot["nodes"] += e.get("nodes", 0)
        for k, n in e.get("nodes_by_state", {}).items():
            tot["node " + k] += n
        for k, n in e.get("literals", {}).items():
            tot["lit " + k] += n
        if e.get("rc") == "timeout":
            tot["timeouts"] += 1
    no_run = ["`%s` (%s)" % (rel, e["status"]) for rel, e in acc["files"].items() if e.get("status")]
    shims = collections.defaultdict(list)
    for rel, e in acc["files"].items():
        for n in e.get("shims", []):
            shims[n].append(rel.rsplit("/", 1)[-1])
    details = [
        "how: `tools/accept_under_torch.py run %s` then `collect %s`: PyTorch 2.6.0's test/ tree "
        "(the Debian tarball above) copied to %s/test without its CI conftest.py; each of the %d "
        "test files below run by pytest in the venv /work/venvs/torch-%s (torch %s from PyPI, run "
        "on CPU with no GPU; expecttest 0.3.0) with EXPECTTEST_ACCEPT=1, selecting only the %d "
        "test functions of the 2.6.0 sets (every parametrized/device instantiation of them, CPU "
        "only), %d s timeout per file" % (ver, ver, os.path.join(a.scratch, ver), len(files), ver,
                                         ", ".join(torch_seen) or ver, tot["wanted"], a.timeout),
        "counted: a literal is mined only if a test that passed under this torch reached its call "
        "and passed exactly the text now in the file (`accepted/%s.json` lists them with the "
        "pytest node ids); tests: %d wanted, %d collected, %d passed (pytest items: %s); "
        "literals: %d confirmed (the 2.6.0 text), %d rewritten, %d reached but not counted, %d "
        "not reached" % (ver, tot["wanted"], tot["collected"], tot["passed"],
                         ", ".join("%d %s" % (n, k[5:]) for k, n in sorted(tot.items())
                                   if k.startswith("node ")),
                         tot["lit confirmed"], tot["lit rewritten"],
                         sum(n for k, n in tot.items() if k.startswith("lit reached")
                             or k.startswith("lit rewritten, not")),
                         tot["lit not reached"]),
    ]
    details.append(
        "not counted although the test passed: literals of calls with ignore_comments=True "
        "(test_auto_functionalize.py) whose comment lines differ from what this torch printed "
        "(expecttest compares without comments and writes the text without them), literals in "
        "branches the run did not take, and calls that several instantiations reached with different "
        "texts (expecttest keeps the first)")
    if shims:
        details.append("names supplied because torch %s lacks them (test helpers renamed or removed later, or "
                       "added only in 2.6; "
                       "see accept_log_plugin.py): %s" % (ver, "; ".join(
                           "`%s` for %s" % (n, ", ".join(sorted(set(fs)))) for n, fs in
                           sorted(shims.items()))))
    if no_run:
        details.append("files where no test ran: " + "; ".join(no_run))
    src = {
        "version": ver,
        "repo": "pytorch/pytorch",
        "commit": "v2.6.0 (tag)",
        "via": "PyTorch 2.6.0's test file run under torch %s with EXPECTTEST_ACCEPT=1" % ver,
        "version_evidence": "torch.__version__ in the run: %s (the PyPI wheel torch==%s)"
                            % (", ".join(torch_seen) or "?", ver),
        "base_version": BASE_VERSION,
        "root": os.path.join(a.scratch, ver),
        "files": files,
        "only_calls": "accepted/%s.json" % ver,
        "details": details,
    }
    man["sources"] = [x for x in man["sources"] if x["version"] != ver] + [src]
    with open(mpath, "w") as f:
        json.dump(man, f, indent=1, ensure_ascii=False)
        f.write("\n")
    print("\n".join(details))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("cmd", choices=["torchbind", "run", "collect", "manifest"])
    ap.add_argument("version")
    ap.add_argument("--files", nargs="*")
    ap.add_argument("--timeout", type=int, default=900)
    ap.add_argument("--max-segments", type=int, default=6)
    ap.add_argument("--pt26", default="/work/src/pt26/pytorch-v2.6.0")
    ap.add_argument("--venvs", default="/work/venvs")
    ap.add_argument("--scratch", default="/work/src/accept")
    a = ap.parse_args()
    {"torchbind": torchbind, "run": run, "collect": collect, "manifest": manifest}[a.cmd](a)


if __name__ == "__main__":
    main()
