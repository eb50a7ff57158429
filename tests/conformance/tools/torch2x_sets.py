#!/usr/bin/env python3
"""Writes tests/corpus/torch2x/sets.json (tests/conformance/SCHEMA.md) for the real printouts collected there.

The truth is what the collector recorded in MANIFEST.md: a single-graph file's role is its file-name suffix
(`x.fwd.txt`, `x.bwd_postgrad.txt`, ...), given from where the file was found (depyf's `Forward graph` file name,
the test's `fw_graph`), and a log's graphs are named by PyTorch's own headers (`===== Backward graph 1 =====`,
`{"aot_backward_graph": ...}`). Pairs are the compiles MANIFEST marks as pairs. Nothing here comes from fxlens.
Rerun after adding files:  python3 tests/conformance/tools/torch2x_sets.py
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.normpath(os.path.join(HERE, "..", "..", "corpus", "torch2x"))
SUFFIX_ROLE = {"fwd": "forward", "bwd": "backward", "joint": "joint", "dynamo": "dynamo", "inference": "inference"}
HEADER_ROLE = [(re.compile(r"(?:=====|\{\")\s*(?:aot_)?joint[ _]graph", re.I), "joint"),
               (re.compile(r"(?:=====|\{\")\s*(?:aot_)?forward[ _]graph", re.I), "forward"),
               (re.compile(r"(?:=====|\{\")\s*(?:aot_)?backward[ _]graph", re.I), "backward"),
               (re.compile(r"\{\"dynamo_output_graph\"", re.I), "dynamo")]
START = re.compile(r"^\s*(?:class \S+\(.*Module\):|def forward\(|graph\(\):|opcode\s+name\s+target)")


def lines_of(name):
    with open(os.path.join(CORPUS, name), encoding="utf-8", errors="replace") as f:
        return f.read().split("\n")


def strip_prefix(line):
    m = re.match(r"^[IWEVDF]\d{4} [\d:.]+ \d+ \S+:\d+\](?: \[[^\]]*\])*\s?", line)
    return line[m.end():] if m else line.lstrip("\t")


def first_start(name, after=0):
    for i, l in enumerate(lines_of(name)[after:], start=after + 1):
        if START.match(strip_prefix(l)):
            return i
    raise SystemExit(f"{name}: no graph start after line {after}")


def header_graphs(name):
    """(line, role) for every graph a PyTorch header names in a log."""
    out = []
    for i, l in enumerate(lines_of(name), start=1):
        for rx, role in HEADER_ROLE:
            if rx.search(l):
                out.append((first_start(name, i), role))
                break
    return out


def ref(name, line):
    return {"file": name, "line": line}


def single_file_sets():
    sets = []
    for name in sorted(os.listdir(CORPUS)):
        m = re.match(r".*\.([a-z]+)(?:_[a-z_]+)?\.txt$", name)
        if not m or m.group(1) not in SUFFIX_ROLE:
            continue
        sets.append({"id": "torch2x/" + name, "files": [name],
                     "graphs": [dict(ref(name, first_start(name)), role=SUFFIX_ROLE[m.group(1)],
                                     basis="collector's label (MANIFEST.md)")], "pairs": []})
    return sets


def log_sets():
    sets = []
    for name in ["vkuzo_graphviz_multiple_graphs_toy_example.txt",
                 "vkuzo_graphviz_input_aot_joint_graph_aot_graphs_output_code.txt",
                 "vkuzo_graphviz_input_aot_graphs.txt", "log_yaoshiang_2026jan_module_fwdbwd.txt",
                 "tlparse_provenance_jit_2025aug.rawtrace.txt"]:
        graphs = header_graphs(name)
        fwd = [l for l, r in graphs if r == "forward"]
        bwd = [l for l, r in graphs if r == "backward"]
        sets.append({"id": "torch2x/" + name, "form": "log", "files": [name],
                     "graphs": [dict(ref(name, l), role=r, basis="PyTorch's header") for l, r in graphs],
                     "pairs": [{"forward": ref(name, f), "backward": ref(name, b)} for f, b in zip(fwd, bwd)]})
    return sets


def pair_sets():
    """Pairs MANIFEST marks across files, and the fwd+bwd files printed by user code with their own headers."""
    sets = []
    groups = [["depyf_2023nov_fn0_graphbreak", "joint"], ["depyf_2023nov_fn4_dynamic", "joint"],
              ["depyf_2024nov_resume_dyn_fn11", "joint", "dynamo"], ["depyf_2025oct_fn3_dynamic", "joint"],
              ["ltc2023_bart_causallm_cuda_fn7", "joint"], ["ltc2023_bart_causallm_cuda_fn8", "joint", "dynamo"],
              ["ltc2023_dcgan_cpu_fn3", "joint", "dynamo"], ["ltc2023_deeprecommender_cuda_fn3", "joint"],
              ["pt_invoke_subgraph_auto_functionalize"]]
    for stem, *extra in groups:
        files = [f"{stem}.{k}.txt" for k in ["fwd", "bwd"] + extra]
        sets.append({"id": "torch2x/pair/" + stem, "files": files, "graphs": [],
                     "pairs": [{"forward": ref(files[0], first_start(files[0])),
                                "backward": ref(files[1], first_start(files[1]))}]})
    post = ["ltc2023_dcgan_cpu_fn3.fwd_postgrad.txt", "ltc2023_dcgan_cpu_fn6.bwd_postgrad.txt"]
    sets.append({"id": "torch2x/pair/ltc2023_dcgan_postgrad", "files": post, "graphs": [],
                 "pairs": [{"forward": ref(post[0], first_start(post[0])), "backward": ref(post[1], first_start(post[1]))}],
                 "notes": "depyf files the post-grad backward under another compiled fn: only the signature pairs them"})
    for name in ["pt2023_test_aotdispatch_mincut_print_tabular_fwdbwd.txt", "blog2026_print_tabular_aot_fwdbwd.txt",
                 "old1x_functorch_nb_default_partition_fwdbwd_gmcode.txt", "old1x_functorch_nb_mincut_fwdbwd_gmcode.txt",
                 "unk_strgraph_gmcode_bwd_recompute.txt", "unk_strgraph_gmcode_bwd_saved.txt"]:
        f = first_start(name)
        b = first_start(name, f)
        if name.startswith("unk_"):  # the same backward printed as str(graph), then as gm.code
            sets.append({"id": "torch2x/" + name, "files": [name], "pairs": [],
                         "graphs": [dict(ref(name, f), role="backward", basis="collector's label (MANIFEST.md)"),
                                    dict(ref(name, b), role="backward", basis="collector's label (MANIFEST.md)")]})
            continue
        sets.append({"id": "torch2x/" + name, "files": [name],
                     "graphs": [dict(ref(name, f), role="forward", basis="collector's label: printed first"),
                                dict(ref(name, b), role="backward", basis="collector's label: printed second")],
                     "pairs": [{"forward": ref(name, f), "backward": ref(name, b)}]})
    return sets


# The version MANIFEST.md gives or infers for each source (by file-name prefix).
VERSION = [("depyf_2023nov", "~2.2"), ("depyf_2024nov", "~2.6"), ("depyf_2025oct", "~2.10"), ("ltc2023", "~2.2"),
           ("old1x", "1.x"), ("pt22", "2.2"), ("pt2023", "~2.1"), ("pt_", "~2.9"), ("vkuzo_graphviz_inference", "~2.7"),
           ("vkuzo", "~2.6"), ("log_yaoshiang", "~2.10"), ("tlparse", "~2.9"), ("gist_yf225", "~2.3"),
           ("blog2026", "2.x"), ("unk", "2.x"), ("torch2x/pair/", "")]


def version_of(set_id):
    name = set_id.split("/")[-1]
    for prefix, v in VERSION:
        if name.startswith(prefix):
            return v
    return "2.x"


def form_of(files):
    """The print form of the files' first graphs: code, readable, graph or tabular ("mixed" when they differ)."""
    forms = set()
    for name in files:
        head = strip_prefix(lines_of(name)[first_start(name) - 1]).strip()
        forms.add("readable" if head.startswith("class ") else "code" if head.startswith("def ")
                  else "graph" if head.startswith("graph") else "tabular")
    return forms.pop() if len(forms) == 1 else "mixed"


def main():
    sets = single_file_sets() + log_sets() + pair_sets()
    for s in sets:
        s.setdefault("torch", version_of(s["id"]))
        s.setdefault("form", form_of(s["files"]))
        s["source"] = {"via": "tests/corpus/torch2x/MANIFEST.md"}
    sets.sort(key=lambda s: s["id"])
    with open(os.path.join(CORPUS, "sets.json"), "w") as f:
        json.dump({"sets": sets}, f, indent=1)
        f.write("\n")
    print(f"{len(sets)} sets", file=sys.stderr)


if __name__ == "__main__":
    main()
