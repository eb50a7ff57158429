#!/usr/bin/env python3
"""Copies whole depyf dump folders of public learn_torch.compile runs (github.com/thuml/learn_torch.compile) into
tests/conformance/ltc/ under neutral names, and writes their expectation set (SCHEMA.md).

A dump folder holds each compile's graphs as AOTAutograd printed them (Captured, Forward, Backward and Joint
graph) and again after Inductor's post-grad passes (`AFTER POST GRAD`: the forward under the compile's id, the
backward under the id of its own compile). A post-grad backward takes the same saved names as the AOTAutograd
backward, so it fits the forward just as well: the names are chosen so that it comes first (`g1`), which is the
order a pairing by print order alone gets wrong. The truth is the collector's: the dump's own file names.

    python3 tests/conformance/tools/ltc_dumps.py /path/to/learn_torch.compile   # a git checkout or bare mirror
"""
import json
import os
import re
import subprocess
import sys

MODELS = ["torchbench/nvidia_deeprecommender_training_cuda", "torchbench/alexnet_training_cpu",
          "torchbench/dcgan_training_cpu"]
# original name (after the compile id) → neutral name, role
ORDER = [("AFTER POST GRAD 0.py", "bwd_post", "g1.txt", "backward"),
         ("AFTER POST GRAD 0.py", "fwd_post", "g2.txt", "forward"),
         ("Captured Graph 0.py", None, "g3.txt", "dynamo"),
         ("Forward graph 0.py", None, "g4.txt", "forward"),
         ("Joint graph 0.py", None, "g5.txt", "joint"),
         ("Backward graph 0.py", None, "g6.txt", "backward")]


def git(repo, *args):
    gd = repo if os.path.isdir(os.path.join(repo, "objects")) else os.path.join(repo, ".git")
    return subprocess.run(["git", "--git-dir", gd, *args], capture_output=True, text=True, check=True).stdout


def signature(text, returns):
    """The parameter names of a printout's `def forward`, or the names it returns."""
    if returns:
        line = [l for l in text.splitlines() if l.strip().startswith("return ")][-1]
        return [x.strip() for x in line.strip()[len("return "):].strip("[]() ").split(",") if x.strip()]
    head = text[text.index("def forward(self, ") + len("def forward(self, "):]
    return re.findall(r"([A-Za-z_][A-Za-z0-9_]*): ", head[:head.index("):\n")])


def pair(forward, backward, texts):
    """A pair of the set; `renamed`: the saved inputs the forward returns under another name, position by
    position (the backward's non-tangent inputs are the forward's trailing outputs)."""
    p = {"forward": {"file": forward["file"], "line": forward["line"]},
         "backward": {"file": backward["file"], "line": backward["line"]}}
    outs = signature(texts[forward["file"]], True)
    saved = [n for n in signature(texts[backward["file"]], False) if not n.startswith("tangents")]
    renamed = {s: o for s, o in zip(saved, outs[len(outs) - len(saved):]) if s != o}
    if renamed:
        p["renamed"] = renamed
    return p


def main(repo):
    here = os.path.dirname(os.path.abspath(__file__))
    out = os.path.join(os.path.dirname(here), "ltc")
    commit = git(repo, "rev-parse", "HEAD").strip()
    sets = []
    for model in MODELS:
        names = [n for n in git(repo, "ls-tree", "--name-only", "HEAD:" + model).splitlines()
                 if n.startswith("__compiled_fn_") and " kernel " not in n and n.endswith(".py")]
        ids = sorted({n.split(" ")[0] for n in names}, key=lambda s: int(s.rsplit("_", 1)[1]))
        fwd_id, bwd_id = ids[0], ids[-1]  # the post-grad backward is under the later compile's id
        folder = model.split("/")[1]
        os.makedirs(os.path.join(out, folder), exist_ok=True)
        files, graphs, texts = [], [], {}
        for suffix, which, neutral, role in ORDER:
            original = "%s %s" % (bwd_id if which == "bwd_post" else fwd_id, suffix)
            text = git(repo, "show", "HEAD:%s/%s" % (model, original))
            rel = "%s/%s" % (folder, neutral)
            with open(os.path.join(out, rel), "w") as f:
                f.write(text)
            line = next(i + 1 for i, l in enumerate(text.splitlines()) if l.startswith("def forward"))
            files.append(rel)
            texts[rel] = text
            graphs.append({"file": rel, "line": line, "role": role, "basis": "the dump's file name `%s`" % original})
        sets.append({"id": "ltc/" + folder, "torch": "~2.2", "form": "depyf",
                     "source": {"repo": "thuml/learn_torch.compile", "path": model, "commit": commit,
                                "via": "tests/conformance/tools/ltc_dumps.py"},
                     "files": files, "graphs": graphs,
                     "pairs": [pair(graphs[3], graphs[5], texts), pair(graphs[1], graphs[0], texts)],
                     "notes": "a whole dump folder (no kernels) under neutral names; the post-grad backward "
                              "(g1) fits the forward (g4) as well as the AOTAutograd backward (g6) does; the "
                              "post-grad forward (g2) and backward (g1) are a pair too"})
    with open(os.path.join(out, "sets.json"), "w") as f:
        json.dump({"sets": sets}, f, indent=1)
        f.write("\n")


if __name__ == "__main__":
    main(sys.argv[1])
