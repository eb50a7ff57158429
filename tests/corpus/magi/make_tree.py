#!/usr/bin/env python3
"""Builds tests/corpus/magi/: a MagiCompiler magi_depyf run folder with the layout MagiCompiler writes
(magi_compiler/magi_depyf/timeline/core.py, formatters.py, inspect/writer.py at SandAI-org/MagiCompiler 8e2e47c),
filled with real torch 2.15 printouts from tests/corpus/torch2gen. No public magi_depyf dump exists, so the layout
is MagiCompiler's and the graphs are torch's; which graph is which is known from where each file was copied from,
and written to sets.json (tests/conformance/SCHEMA.md).

  timeline_events/files/NNNN_subgraph_<k>_before_<pass>/submod_<k>/before_<pass>_graph.txt   str(graph), per
      piecewise submodule: the forward, then (later events) the backward, under the same event name
  timeline_events/files/NNNN_subgraph_<k>_after_<pass>/submod_<k>/after_lifecycle_graph.txt
  compiled_functions/forward/entry_0/compiled_fns/__compiled_fn_1/submod_<k>/{graph_module.py,
      graph_module_code.py, fx_graph_tabular.txt}                                               Dynamo-level graphs
  run.log: MagiCompiler's `MagiCompiler: saved_output = OrderedSet([...])` INFO line per submodule

Rerun:  python3 tests/corpus/magi/make_tree.py
"""
import json
import os
import re
import shutil

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.join(HERE, "..", "torch2gen", "2.15.0")
RUN = "magi_depyf/run_20261204_080000/model_0_TwoBlockModel_rank_0"
# Two piecewise submodules: the torch2gen `mlp` and `pointwise/one_input` compiles (their primals_* numbering
# restarts, as it does per submodule).
SUBMODS = [("submod_0", "mlp/gm"), ("submod_1", "pointwise/one_input/gm")]
PASS = "postcleanuppass"


def read(rel):
    with open(os.path.join(SRC, rel), encoding="utf-8") as f:
        return f.read()


def write(rel, text):
    path = os.path.join(HERE, RUN, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    return os.path.join(RUN, rel)


def placeholders(graph_text):
    return re.findall(r"%(\w+) : .*= placeholder\[", graph_text)


def event_file(number, k, phase, filename, text):
    event = f"{number:04d}_subgraph_{k}_{phase}_{PASS}"
    write(f"timeline_events/files/{event}/submod_{k}/attributes.json",
          json.dumps({"lifecycle_name": PASS, "scope": "subgraph", "subgraph": f"submod_{k}", "subgraph_index": k},
                     indent=2))
    return write(f"timeline_events/files/{event}/submod_{k}/{filename}", text)


def main():
    shutil.rmtree(os.path.join(HERE, "magi_depyf"), ignore_errors=True)
    sets, log = [], []
    number = 3
    fwd, bwd = {}, {}
    # Forward pass: each submodule's forward through the pass (before and after); then the backward, in reverse.
    for k, (sub, src) in enumerate(SUBMODS):
        text = read(f"{src}/fwd.graph.txt")
        fwd[k] = (event_file(number, k, "before", f"before_{PASS}_graph.txt", text),
                  event_file(number + 1, k, "after", "after_lifecycle_graph.txt", text))
        number += 2
        saved = [p for p in placeholders(read(f"{src}/bwd.graph.txt")) if "tangent" not in p]
        log.append(f"[2026-12-04 08:00:0{k}] INFO magi_compiler: MagiCompiler: saved_output = "
                   f"OrderedSet([{', '.join(saved)}])")
    for k, (sub, src) in reversed(list(enumerate(SUBMODS))):
        text = read(f"{src}/bwd.graph.txt")
        bwd[k] = (event_file(number, k, "before", f"before_{PASS}_graph.txt", text),
                  event_file(number + 1, k, "after", "after_lifecycle_graph.txt", text))
        number += 2
    base = "compiled_functions/forward/entry_0/compiled_fns/__compiled_fn_1"
    dynamo = []
    for k, (sub, src) in enumerate(SUBMODS):
        dynamo.append(write(f"{base}/{sub}/graph_module.py",
                            "from __future__ import annotations\nimport torch\n" + read(f"{src}/dynamo.readable.txt")))
        dynamo.append(write(f"{base}/{sub}/graph_module_code.py", read(f"{src}/dynamo.code.txt")))
        dynamo.append(write(f"{base}/{sub}/fx_graph_tabular.txt", read(f"{src}/dynamo.tabular.txt")))
    run_log = write("run.log", "\n".join(log) + "\n")

    files = [f for k in fwd for f in fwd[k] + bwd[k]] + dynamo + [run_log]
    graphs = []
    pairs = []
    for k in fwd:
        for f, b in zip(fwd[k], bwd[k]):
            graphs += [{"file": f, "line": 1, "role": "forward", "basis": f"copied from torch2gen {SUBMODS[k][1]}/fwd"},
                       {"file": b, "line": 1, "role": "backward", "basis": f"copied from torch2gen {SUBMODS[k][1]}/bwd"}]
            pairs.append({"forward": {"file": f, "line": 1}, "backward": {"file": b, "line": 1}})
    for f in dynamo:
        with open(os.path.join(HERE, f), encoding="utf-8") as fh:
            lines = fh.read().split("\n")
        line = next(i for i, l in enumerate(lines, 1) if re.match(r"\s*(class |def forward|opcode)", l))
        graphs.append({"file": f, "line": line, "role": "dynamo", "basis": "copied from torch2gen dynamo graphs"})
    sets.append({"id": "magi/run_folder", "torch": "2.15.0", "form": "mixed",
                 "source": {"via": "tests/corpus/magi/make_tree.py", "layout": "SandAI-org/MagiCompiler 8e2e47c"},
                 "files": sorted(files), "graphs": graphs, "pairs": pairs})
    with open(os.path.join(HERE, "sets.json"), "w") as f:
        json.dump({"sets": sets}, f, indent=1)
        f.write("\n")


if __name__ == "__main__":
    main()
