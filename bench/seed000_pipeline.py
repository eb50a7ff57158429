#!/usr/bin/python3
"""Seed 000's joint-graph visualizer pipeline, minus torch: a benchmark baseline for `fxlens render`.

Seed 000 (/work/shared/seeds/000_6ab860d190f62c5c.txt, magi_compiler's joint_graph_vis) walks live torch.fx
graphs. There is no torch here, so the graph comes from `fxlens analyze --json FILE` (one joint graph: per node
name, op, target, category by seed 000's rules, saved_input, args/kwargs with {"ref": NAME} for node
arguments). Everything after that is the seed's code, kept as it is: the label wrapping, the edge list with its
`if d not in edges` de-duplication, the graphviz.Digraph with the same graph/node attributes, the "Forward Pass"
and "Backward Pass" clusters, the rank=min/max subgraphs, the invisible tangent→bwd edge, and
Digraph.render(), which writes the DOT file and runs the `dot` program. Only the output format differs: SVG
by default (the seed writes PDF; --format pdf gives that).

One gap in the JSON is filled here: a list argument holding nodes (`cat([a, b])`) is given as the string
"[a, b]" without refs, so names of known nodes inside string arguments are taken as edges too.

usage: seed000_pipeline.py GRAPH.json OUT_BASENAME [--format svg|pdf] [--graph ID]
   or: fxlens analyze --json FILE | seed000_pipeline.py - OUT_BASENAME
Writes OUT_BASENAME.svg; phase times go to stderr.  Needs Debian's python3-graphviz and graphviz.
"""
import json
import re
import sys
import textwrap
import time
from typing import Dict, List, Optional, Set, Tuple

try:
    import graphviz
except ImportError:
    sys.exit("seed000_pipeline.py: the graphviz module is missing: apt-get install python3-graphviz graphviz "
             "(and run this with /usr/bin/python3)")


# ---- seed 000, verbatim ---------------------------------------------------------------------------------------
class NodeCategory:
    FWD = "fwd"
    BWD = "bwd"
    SAVE_TENSOR = "save_tensor"
    INPUT = "input"
    FWD_OUTPUT = "fwd_output"
    BWD_OUTPUT = "bwd_output"
    TANGENT = "tangent"


NODE_CATEGORY_STYLES = {
    NodeCategory.INPUT: {"shape": "box", "style": "filled,bold", "fillcolor": "#E8F4FD", "color": "#2196F3"},
    NodeCategory.FWD: {"shape": "ellipse", "style": "filled", "fillcolor": "#E8F5E9", "color": "#4CAF50"},
    NodeCategory.BWD: {"shape": "ellipse", "style": "filled", "fillcolor": "#FFF3E0", "color": "#FF9800"},
    NodeCategory.SAVE_TENSOR: {"shape": "hexagon", "style": "filled,bold", "fillcolor": "#FFEB3B", "color": "#D32F2F"},
    NodeCategory.TANGENT: {"shape": "box", "style": "filled,bold", "fillcolor": "#B3E5FC", "color": "#0288D1"},
    NodeCategory.FWD_OUTPUT: {"shape": "box", "style": "filled,bold", "fillcolor": "#C8E6C9", "color": "#388E3C"},
    NodeCategory.BWD_OUTPUT: {"shape": "box", "style": "filled,bold", "fillcolor": "#FFCCBC", "color": "#E64A19"},
}


# ---- stand-ins for torch.fx: a node with name/op/target/args/kwargs, where node arguments are Node objects --------
class Node:
    __slots__ = ("name", "op", "target", "args", "kwargs")

    def __init__(self, name, op, target):
        self.name, self.op, self.target, self.args, self.kwargs = name, op, target, (), {}


_IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def load_joint(doc, graph_id=None) -> Tuple[List[Node], Dict[str, str], Set[str]]:
    """The joint graph of an `fxlens analyze --json` document as Nodes, plus the seed's node_categories and
    input_save_tensors (the two results of categorize_joint_nodes, here taken from fxlens's `category` and
    `saved_input`, which follow the same rules)."""
    graphs = doc["graphs"]
    if graph_id:
        g = next(g for g in graphs if g["id"] == graph_id)
    else:
        g = next((g for g in graphs if g["role"] == "joint"), graphs[0])
    by_name: Dict[str, Node] = {}
    nodes: List[Node] = []
    categories: Dict[str, str] = {}
    input_save_tensors: Set[str] = set()
    for j in g["nodes"]:
        n = Node(j["name"], j["op"], j["target"])
        by_name[n.name] = n
        nodes.append(n)
        categories[n.name] = j["category"]
        if j.get("saved_input"):
            input_save_tensors.add(n.name)

    def conv(v):
        if isinstance(v, dict) and set(v) == {"ref"}:
            return by_name.get(v["ref"], v["ref"])
        if isinstance(v, list):
            return [conv(x) for x in v]
        if isinstance(v, dict):
            return {k: conv(x) for k, x in v.items()}
        if isinstance(v, str) and v.startswith("["):  # "[a, b]": nodes inside a list argument
            refs = [by_name[t] for t in _IDENT.findall(v) if t in by_name]
            return refs if refs else v
        return v

    for j, n in zip(g["nodes"], nodes):
        n.args = tuple(conv(a) for a in j.get("args") or [])
        n.kwargs = {k: conv(v) for k, v in (j.get("kwargs") or {}).items()}
    return nodes, categories, input_save_tensors


def target_name(node: Node) -> str:
    """What the seed prints for node.target: OpOverload.__name__ ("add.Tensor") or the callable's __name__
    ("getitem") for call_function, the string itself otherwise (placeholder and output targets are strings)."""
    t = node.target
    if node.op == "call_function":
        if t.startswith("torch.ops."):
            return ".".join(t.split(".")[3:])
        return t.rsplit(".", 1)[-1]
    return t


# ---- seed 000's extract_joint_graph_structure, with `callable(node.target)` resolved by target_name -------------
def extract_joint_graph_structure(
    graph: List[Node], node_categories: Dict[str, str], input_save_tensors: Optional[Set[str]] = None
) -> Tuple[List[Dict], List[Dict]]:
    """Extract nodes and edges from joint graph with category-based styling."""

    def wrap_str(text, width=40):
        return textwrap.fill(text, width=width, break_long_words=True, replace_whitespace=False)

    nodes, edges = [], []
    input_save_tensors = input_save_tensors or set()
    for node in graph:
        name_str = wrap_str(str(node.name))
        target_str = wrap_str(target_name(node))
        category = node_categories.get(node.name, NodeCategory.FWD)
        style_info = NODE_CATEGORY_STYLES.get(category, NODE_CATEGORY_STYLES[NodeCategory.FWD])

        # Add annotation if input node is also a save tensor
        if node.name in input_save_tensors:
            node_label = f"{name_str}\n[{target_str}]\n(SaveTensor)"
        else:
            node_label = f"{name_str}\n[{target_str}]"

        nodes.append({"id": node.name, "style": style_info, "node_label": node_label, "category": category})

        def traverse_args(args_kwargs):
            if isinstance(args_kwargs, (tuple, list)):
                for arg in args_kwargs:
                    traverse_args(arg)
            elif isinstance(args_kwargs, dict):
                for val in args_kwargs.values():
                    traverse_args(val)
            elif isinstance(args_kwargs, Node):
                d = {"source": args_kwargs.name, "target": node.name}
                if d not in edges:
                    edges.append(d)

        traverse_args(node.args)
        traverse_args(node.kwargs)

    return nodes, edges


# ---- seed 000's create_joint_graph_dot, verbatim but for the format --------------------------------------------
def create_joint_graph_dot(nodes: List[Dict], edges: List[Dict], fmt: str = "pdf") -> graphviz.Digraph:
    dot = graphviz.Digraph(
        name="joint_graph",
        format=fmt,
        graph_attr={
            "rankdir": "BT",
            "nodesep": "0.4",
            "ranksep": "0.6",
            "overlap": "false",
            "splines": "true",
            "newrank": "true",
            "label": "Joint Graph Visualization\\n"
            "Blue: Input | Cyan: Tangent | Green: FWD | Yellow: SaveTensor | Orange: BWD | Top: BWD Output",
            "labelloc": "t",
            "fontsize": "12",
        },
        node_attr={"fontname": "Helvetica", "fontsize": "9", "fixedsize": "false", "margin": "0.12"},
    )

    input_nodes = []
    fwd_nodes = []
    save_tensor_nodes = []
    tangent_nodes = []
    bwd_nodes = []
    bwd_output_nodes = []

    for node in nodes:
        cat = node["category"]
        if cat == NodeCategory.INPUT:
            input_nodes.append(node)
        elif cat == NodeCategory.FWD:
            fwd_nodes.append(node)
        elif cat == NodeCategory.SAVE_TENSOR:
            save_tensor_nodes.append(node)
        elif cat == NodeCategory.TANGENT:
            tangent_nodes.append(node)
        elif cat == NodeCategory.BWD:
            bwd_nodes.append(node)
        elif cat == NodeCategory.BWD_OUTPUT:
            bwd_output_nodes.append(node)
        else:
            fwd_nodes.append(node)

    with dot.subgraph(name="cluster_fwd") as fwd_cluster:
        fwd_cluster.attr(label="Forward Pass", style="rounded,dashed", color="#4CAF50", bgcolor="#F1F8E9", penwidth="2")
        for node in input_nodes:
            fwd_cluster.node(node["id"], node["node_label"], **node["style"])
        for node in fwd_nodes:
            fwd_cluster.node(node["id"], node["node_label"], **node["style"])
        for node in save_tensor_nodes:
            fwd_cluster.node(node["id"], node["node_label"], **node["style"])

    with dot.subgraph(name="cluster_bwd") as bwd_cluster:
        bwd_cluster.attr(label="Backward Pass", style="rounded,dashed", color="#FF9800", bgcolor="#FFF8E1", penwidth="2")
        for node in bwd_nodes:
            bwd_cluster.node(node["id"], node["node_label"], **node["style"])

    for node in tangent_nodes:
        dot.node(node["id"], node["node_label"], **node["style"])

    for node in bwd_output_nodes:
        dot.node(node["id"], node["node_label"], **node["style"])

    with dot.subgraph() as s:
        s.attr(rank="min")
        for node in tangent_nodes:
            s.node(node["id"])
        for node in save_tensor_nodes:
            s.node(node["id"])

    with dot.subgraph() as s:
        s.attr(rank="max")
        for node in bwd_output_nodes:
            s.node(node["id"])

    if input_nodes and fwd_nodes:
        input_nodes[0]["id"]
        first_fwd = fwd_nodes[0]["id"] if fwd_nodes else None
        if first_fwd:
            pass

    if bwd_nodes and tangent_nodes:
        first_bwd = bwd_nodes[0]["id"]
        first_tangent = tangent_nodes[0]["id"]
        dot.edge(first_tangent, first_bwd, style="invis", constraint="true")

    for edge in edges:
        dot.edge(edge["source"], edge["target"])

    return dot


def main(argv):
    args = argv[1:]
    fmt, graph_id = "svg", None
    if "--format" in args:
        i = args.index("--format")
        fmt = args[i + 1]
        del args[i : i + 2]
    if "--graph" in args:
        i = args.index("--graph")
        graph_id = args[i + 1]
        del args[i : i + 2]
    if len(args) != 2:
        sys.exit(__doc__)
    src, out = args
    t0 = time.monotonic()
    doc = json.load(sys.stdin if src == "-" else open(src))
    graph, node_categories, input_save_tensors = load_joint(doc, graph_id)
    t1 = time.monotonic()
    nodes, edges = extract_joint_graph_structure(graph, node_categories, input_save_tensors)
    dot = create_joint_graph_dot(nodes, edges, fmt)
    t2 = time.monotonic()
    # As the seed: write the DOT source, run `dot`, delete the source.
    path = dot.render(filename=out, view=False, cleanup=True)
    t3 = time.monotonic()
    print(
        f"seed000: {len(nodes)} nodes, {len(edges)} edges; load {1000 * (t1 - t0):.0f} ms, "
        f"build DOT {1000 * (t2 - t1):.0f} ms, dot -T{fmt} {1000 * (t3 - t2):.0f} ms -> {path}",
        file=sys.stderr,
    )


if __name__ == "__main__":
    main(sys.argv)
