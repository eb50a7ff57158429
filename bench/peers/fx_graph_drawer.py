#!/usr/bin/env python3
"""torch's own picture of an FX graph, as a peer of `fxlens render`: rebuild the GraphModule of a printed
`gm.code` joint/forward/backward (the `.code.txt` form) by running its code on fx Proxies, then
FxGraphDrawer(gm).get_dot_graph().create_svg() (pydot + Graphviz's `dot`). Needs torch and pydot: run it with the
interpreter of a torch venv (`pip install torch pydot`). Prints the time of the drawing alone on stdout.

usage: fx_graph_drawer.py GRAPH.code.txt OUT.svg
"""
import re
import sys
import time

import torch
import torch.fx
from torch.fx.passes.graph_drawer import FxGraphDrawer


def rebuild(code):
    """The GraphModule the printout came from: placeholders for its inputs, its statements run on Proxies."""
    names = re.search(r"def forward\(self, ([^)]*)\):", code).group(1).split(", ")
    flat = re.search(r"^\s*([\w, ]+), = fx_pytree\.tree_flatten_spec\(", code, re.M)
    inputs = [n.strip() for n in flat.group(1).split(",") if n.strip()] if flat else names
    graph = torch.fx.Graph()
    tracer = torch.fx.proxy.GraphAppendingTracer(graph)
    proxies = [torch.fx.Proxy(graph.placeholder(n), tracer) for n in inputs]

    class Flat:  # fx_pytree.tree_flatten_spec of the printed code: hands back the placeholders in order
        @staticmethod
        def tree_flatten_spec(args, spec):
            return proxies

    class Tree:  # pytree.tree_unflatten of the printed return: the flat outputs are what is drawn
        @staticmethod
        def tree_unflatten(values, spec):
            return values

    scope = {"torch": torch, "fx_pytree": Flat, "pytree": Tree, "inf": float("inf"), "nan": float("nan"), "device": torch.device}
    exec(compile(code.replace("\n\n\n", "\n"), "<printout>", "exec"), scope)

    root = torch.nn.Module()

    class Self:  # `self._tensor_constant0`: a get_attr node, and a stand-in tensor on the root module
        _in_spec = None

        def __getattr__(self, name):
            root.register_buffer(name, torch.zeros(()))
            return torch.fx.Proxy(graph.get_attr(name), tracer)

    args = [proxies[:0]] * len(names) if flat else proxies  # a flattened signature takes its inputs from Flat
    out = scope["forward"](Self(), *args)
    graph.output(torch.fx.node.map_aggregate(out, lambda a: a.node if isinstance(a, torch.fx.Proxy) else a))
    return torch.fx.GraphModule(root, graph)


def main(argv):
    code = open(argv[0]).read()
    gm = rebuild(code)
    started = time.perf_counter()
    svg = FxGraphDrawer(gm, "graph").get_dot_graph().create_svg()
    took = time.perf_counter() - started
    open(argv[1], "wb").write(svg)
    print("%.3f" % took)


if __name__ == "__main__":
    main(sys.argv[1:])
