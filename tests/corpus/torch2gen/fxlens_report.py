#!/usr/bin/env python3
"""Run fxlens over every set of sets.json and report where it disagrees with the truth (the checks of
tests/conformance/SCHEMA.md, done here in Python for a quick look; the conformance checker is the reference).

    python3 tests/corpus/torch2gen/fxlens_report.py [--fxlens build/fxlens] [ID-SUBSTRING...]

Needs no torch. Prints one line per failed check and a summary; exit code 0 always (it is a report).
"""
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def main(argv):
    exe = os.path.join(HERE, "..", "..", "..", "build", "fxlens")
    if argv[:1] == ["--fxlens"]:
        exe, argv = argv[1], argv[2:]
    with open(os.path.join(HERE, "sets.json")) as f:
        sets = json.load(f)["sets"]
    sets = [s for s in sets if not argv or any(a in s["id"] for a in argv)]
    counts = dict(sets=0, graphs=0, graphs_ok=0, pairs=0, pairs_ok=0, ties=0, ties_ok=0, saved=0, saved_ok=0,
                  errors=0)
    fails = []
    for s in sets:
        counts["sets"] += 1
        r = subprocess.run([exe, "analyze", "--json"] + s["files"], cwd=HERE, capture_output=True, text=True,
                           timeout=300)
        try:
            d = json.loads(r.stdout)
        except Exception:
            fails.append("%s: fxlens output not JSON (rc %d): %s" % (s["id"], r.returncode, r.stderr[-300:]))
            continue
        for dg in d.get("diagnostics", []):
            if dg.get("severity") == "error":
                counts["errors"] += 1
                fails.append("%s: error diagnostic %s:%s %s" % (s["id"], dg.get("file"), dg.get("line"),
                                                              dg.get("message", "")[:200]))
        gs = d.get("graphs", [])

        def find(file, line):
            for g in gs:
                if g["file"] == file and g["first_line"] <= line <= g["last_line"]:
                    return g
            return None

        for t in s["graphs"]:
            counts["graphs"] += 1
            g = find(t["file"], t["line"])
            want = "inference" if t["role"] == "export" else t["role"]
            if g is None:
                fails.append("%s: no graph found at %s:%d (want %s)" % (s["id"], t["file"], t["line"], want))
            elif g["role"] != want:
                fails.append("%s: %s:%d role %s, want %s (%s)" % (s["id"], t["file"], t["line"], g["role"], want,
                                                                  g.get("role_evidence", "")[:120]))
            else:
                counts["graphs_ok"] += 1
        for p in s["pairs"]:
            counts["pairs"] += 1
            fw, bw = find(p["forward"]["file"], p["forward"]["line"]), find(p["backward"]["file"],
                                                                            p["backward"]["line"])
            if fw is None or bw is None:
                fails.append("%s: pair graphs not found (%s:%d / %s:%d)" % (
                    s["id"], p["forward"]["file"], p["forward"]["line"], p["backward"]["file"],
                    p["backward"]["line"]))
                continue
            ok = [q for q in d.get("pairs", []) if q["forward"] == fw["id"] and q["backward"] == bw["id"]]
            if not ok:
                other = [q for q in d.get("pairs", []) if fw["id"] in (q["forward"], q["backward"]) or
                         bw["id"] in (q["forward"], q["backward"])]
                fails.append("%s: not paired: %s <-> %s; fxlens pairs: %s" % (s["id"], fw["id"], bw["id"], other))
                continue
            counts["pairs_ok"] += 1
            # ties: every non-tangent backward placeholder tied to the forward node of the same name
            phs = [n for n in bw["nodes"] if n["op"] == "placeholder" and not n["name"].startswith("tangents")]
            assoc = {a["backward"]["node"]: a for a in d.get("associations", [])
                     if a["backward"]["graph"] == bw["id"]}
            bad = []
            for n in phs:
                counts["ties"] += 1
                a = assoc.get(n["name"])
                if a and a["status"] == "matched" and a.get("forward", {}).get("graph") == fw["id"] and \
                        a["forward"]["node"] == n["name"]:
                    counts["ties_ok"] += 1
                else:
                    bad.append("%s->%s" % (n["name"], a and (a["status"], a.get("forward"))))
            if bad:
                fails.append("%s: ties wrong in %s: %s" % (s["id"], bw["id"], bad[:6]))
            if "saved_tensors" in p:
                counts["saved"] += 1
                tensors = [n for n in phs if not (n.get("type") or "").startswith("Sym")]
                if len(tensors) == p["saved_tensors"]:
                    counts["saved_ok"] += 1
                else:
                    fails.append("%s: %d tensor placeholders seen, saved_tensors %d" % (
                        s["id"], len(tensors), p["saved_tensors"]))
    for f in fails:
        print(f)
    print(json.dumps(counts))


if __name__ == "__main__":
    main(sys.argv[1:])
