#!/usr/bin/env python3
"""Write a big FX-graph document for the language-server stress test: a TORCH_LOGS=aot_graphs style log (glog
prefixes, `===== Joint/Forward/Backward graph N =====` headers: the one format bench/run's stacked logs use too) that
stacks K compiles of the real big_transformer printouts (tests/corpus/torch113/big_transformer/aot_default,
print_readable form), compile K having the id [K/0] and headers numbered K, so the engine pairs each forward
with its own backward and joint.

One compile is 9,515 nodes (joint 4,420 + forward 1,876 + backward 3,219, counted with `fxlens analyze --json`)
and 1,310,590 bytes; 106 compiles make 1,008,590 nodes (139 MB).

usage: make_doc.py --compiles K OUT        (python3 standard library only)
"""
import argparse
import os

NODES_PER_COMPILE = 9515
CORPUS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "corpus", "torch113", "big_transformer",
                      "aot_default")
PARTS = (("joint", "Joint graph"), ("fwd", "Forward graph"), ("bwd", "Backward graph"))


def write_log(compiles, path):
    """Write the log of `compiles` compiles to `path` (also used by bench/run for its stacked inputs)."""
    texts = {}
    for part, _ in PARTS:
        with open(os.path.join(CORPUS, part + ".readable.txt"), encoding="utf-8") as f:
            t = f.read()
        lines = t.split("\n")
        if lines and lines[-1] == "":
            lines.pop()  # like sed: the final newline ends the last line, it does not start another one
        texts[part] = lines
    with open(path, "w", encoding="utf-8", newline="") as out:
        for i in range(compiles):
            prefix = "I0101 00:00:00.000000 1 graph_compile.py:1] [%d/0] [__aot_graphs] " % i
            for part, header in PARTS:
                out.write(prefix + "TRACED GRAPH\n")
                out.write(prefix + " ===== %s %d =====\n" % (header, i))
                out.write("".join(prefix + l + "\n" for l in texts[part]))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--compiles", type=int, required=True)
    ap.add_argument("out")
    a = ap.parse_args()
    write_log(a.compiles, a.out)


if __name__ == "__main__":
    main()
