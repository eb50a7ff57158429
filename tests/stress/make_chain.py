#!/usr/bin/env python3
"""Write the inputs of the complexity bounds (tests/stress/check_bounds.cmake, docs/STRESS.md):

  chain N OUT   one graph: a chain of N adds, each also reading the graph input primals_2 (a node read N times)
  pair N OUT    a forward of N relus returning every one (a wide output, as a forward saving N tensors) and its
                backward of N threshold_backward reading them
  tiny K OUT    K graphs of 3 nodes in one file

usage: make_chain.py chain|pair|tiny N OUT        (python3 standard library only)
"""
import sys


def chain(n, f):
    f.write("def forward(self, primals_1, primals_2):\n")
    prev = "primals_1"
    for i in range(n):
        f.write(f"    add_{i} = torch.ops.aten.add.Tensor({prev}, primals_2);  {prev} = None\n")
        prev = f"add_{i}"
    f.write(f"    return [{prev}]\n")


def pair(n, f):
    f.write("def forward(self, primals_1):\n")
    prev = "primals_1"
    for i in range(n):
        f.write(f"    relu_{i} = torch.ops.aten.relu.default({prev})\n")
        prev = f"relu_{i}"
    f.write(f"    return [{prev}, " + ", ".join(f"relu_{i}" for i in range(n)) + "]\n\n\n")
    f.write("def forward(self, " + ", ".join(f"relu_{i}" for i in range(n)) + ", tangents_1):\n")
    g = "tangents_1"
    for i in reversed(range(n)):
        f.write(f"    threshold_backward_{i} = torch.ops.aten.threshold_backward.default({g}, relu_{i}, 0);"
                f"  {g} = relu_{i} = None\n")
        g = f"threshold_backward_{i}"
    f.write(f"    return [{g}]\n")


def tiny(k, f):
    for i in range(k):
        f.write(f"def forward(self, x_{i}):\n    y = torch.ops.aten.relu.default(x_{i})\n    return [y]\n\n")


def main():
    if len(sys.argv) != 4 or sys.argv[1] not in ("chain", "pair", "tiny"):
        sys.exit(__doc__)
    with open(sys.argv[3], "w", encoding="utf-8") as f:
        globals()[sys.argv[1]](int(sys.argv[2]), f)


if __name__ == "__main__":
    main()
