#!/usr/bin/env python3
"""Make a big joint graph for the render benchmark by stacking K copies of a real print_readable joint.

Copy k renames every node `name` to `name_kK` (definitions, uses, `x = None` clean-ups; not op targets such as
`aten.t.default`, not comments). The copies are chained like layers: the first placeholder input of copy k
(CHAIN_INPUT, the model input `primals_385` of big_transformer) is dropped and every use of it reads the value
copy k-1 feeds to its loss (CHAIN_FROM, `add_47`, whose `add_47 = None` clean-up moves to copy k), so the
result is one connected graph that would still run as Python. The output keeps the
joint's layout: the user outputs (losses) of all copies first, then the gradients of every remaining input in
placeholder order (the dropped input's gradient entry, None in big_transformer, goes with it). All primals come
before all tangents, as `tree_flatten_spec([primals, tangents])` gives them.

usage: scale_graph.py JOINT.readable.txt K OUT [--chain-input primals_385] [--chain-from add_47]
"""
import argparse
import re

IDENT = re.compile(r"(?<![\w.])([A-Za-z_]\w*)(?!\w)")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("joint")
    ap.add_argument("k", type=int)
    ap.add_argument("out")
    ap.add_argument("--chain-input", default="primals_385")
    ap.add_argument("--chain-from", default="add_47")
    a = ap.parse_args()
    lines = open(a.joint).read().split("\n")

    head = next(i for i, l in enumerate(lines) if "tree_flatten_spec" in l)
    ret = next(i for i, l in enumerate(lines) if l.strip().startswith("return "))
    inputs = [p.strip() for p in lines[head].split("=")[0].split(",") if p.strip()]
    body = lines[head + 1 : ret]
    outs = [o.strip() for o in re.search(r"\[(.*)\]", lines[ret]).group(1).split(",")]
    primals = [p for p in inputs if not p.startswith("tangents")]
    tangents = [p for p in inputs if p.startswith("tangents")]
    n_user = len(tangents)
    names = set(inputs)
    for l in body:
        m = re.match(r"\s*([A-Za-z_]\w*) = ", l)
        if m:
            names.add(m.group(1))
    assert a.chain_input in primals and a.chain_from in names, "chain nodes not in the graph"
    grad_of = dict(zip(primals, outs[n_user:]))

    def rename(text, k):
        def sub(m):
            w = m.group(1)
            if w not in names:
                return w
            if k > 0 and w == a.chain_input:
                return f"{a.chain_from}_k{k - 1}"
            return f"{w}_k{k}"

        return IDENT.sub(sub, text)

    all_primals, all_tangents, all_user, all_grads, all_body = [], [], [], [], []
    for k in range(a.k):
        for p in primals:
            if k > 0 and p == a.chain_input:
                continue
            all_primals.append(f"{p}_k{k}")
            g = grad_of[p]
            all_grads.append(g if g == "None" else f"{g}_k{k}")
        all_tangents += [f"{t}_k{k}" for t in tangents]
        all_user += [f"{o}_k{k}" for o in outs[:n_user]]
        for l in body:
            if l.strip().startswith("#") or not l.strip():
                all_body.append(l)
                continue
            if k < a.k - 1 and ";" in l:  # the next copy still reads CHAIN_FROM: drop its `x = None` clean-up
                code, tail = l.split(";", 1)
                dead = [w for w in re.findall(r"(\w+) =", tail) if w != a.chain_from]
                l = code + (";  " + " = ".join(dead) + " = None" if dead else "")
            all_body.append(rename(l, k))

    indent = lines[head][: len(lines[head]) - len(lines[head].lstrip())]
    rest = lines[head].split("=", 1)[1]
    out = lines[:head]
    out.append(indent + ", ".join(all_primals + all_tangents) + ", =" + rest)
    out += all_body
    ret_line = lines[ret]
    out.append(re.sub(r"\[.*\]", lambda _: "[" + ", ".join(all_user + all_grads) + "]", ret_line, count=1))
    out += lines[ret + 1 :]
    with open(a.out, "w") as f:
        f.write("\n".join(out))


if __name__ == "__main__":
    main()
