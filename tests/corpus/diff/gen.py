"""Graph-diff printouts with truth: pairs of AOT forward/backward graphs that differ between two compiles.

Run with a Python that has torch (CPU is enough; nothing is compiled to machine code):

    PYTHONHASHSEED=0 /work/venvs/torch-2.15.0/bin/python tests/corpus/diff/gen.py [CASE ...]

Each case trains a small model one step in a subprocess of this script (--worker), so TORCH_LOGS is set before torch
is imported, as a user would set it; the run's stderr (the logs) goes to a file. Caches are off and seeds fixed.
The worker's own fw/bw compilers record every graph AOTAutograd hands them (node name, op, target, seq_nr,
original_aten, source op, partitioner tag, placeholder index) and the parent pairs the graphs and writes
<version>/<case>/truth.json with the node matches. See README.md for the cases and for how the matches are derived.
"""
import json
import os
import re
import subprocess
import sys
import warnings

HERE = os.path.dirname(os.path.abspath(__file__))
CASES = {}   # name -> (runs: [(run name, TORCH_LOGS or None, stderr file or None)], pairs)
GRAPHS = []  # graphs captured in the worker
OUT = None   # the worker's case folder


def case(runs, pairs):
    def deco(fn):
        CASES[fn.__name__[len("case_"):]] = (fn, runs, pairs)
        return fn
    return deco


def last_name(stack):
    """The innermost entry's name of a source_fn_stack / nn_module_stack (None when absent)."""
    if isinstance(stack, dict):
        stack = list(stack.values())
    return str(stack[-1][0]) if stack else None


def nodes_of(torch, gm):
    out, ph = [], 0
    for n in gm.graph.nodes:
        val, m = n.meta.get("val"), n.meta
        d = {"name": n.name, "op": n.op, "target": str(n.target), "seq_nr": m.get("seq_nr"),
             "original_aten": None if m.get("original_aten") is None else str(m["original_aten"]),
             # the Dynamo graph node (and module) this node was traced from; fwd_* on the nodes autograd made
             "source": last_name(m.get("source_fn_stack") or m.get("fwd_source_fn_stack")),
             "module": last_name(m.get("nn_module_stack") or m.get("fwd_nn_module_stack")),
             # is_forward: a forward op (in a backward graph: recomputed there); is_backward: made by autograd
             "tag": m.get("partitioner_tag")}
        if n.op == "placeholder":
            d["index"] = ph
            d["symint"] = isinstance(val, (torch.SymInt, int))
            ph += 1
        out.append(d)
    return out


def capturing(torch, run, role, then):
    """A fw/bw compiler that records the graph it is handed, then compiles it with `then`."""
    def compiler(gm, example_inputs):
        cid = torch._guards.CompileContext.current_compile_id()
        GRAPHS.append({"run": run, "role": role, "compile_id": None if cid is None else str(cid),
                       "nodes": nodes_of(torch, gm)})
        return then(gm, example_inputs)
    compiler.__name__ = f"capture_{role}"
    return compiler


def aot_eager_capturing(torch, run):
    """backend="aot_eager" (torch._dynamo.backends.debugging.aot_eager: boxed_nop compilers, min-cut partitioner,
    keep_inference_input_mutations) with the capturing compilers in front of its boxed_nop."""
    from torch._dynamo.backends.debugging import aot_eager, boxed_nop

    def backend(gm, example_inputs, **kw):
        return aot_eager(gm, example_inputs, fw_compiler=capturing(torch, run, "forward", boxed_nop),
                         bw_compiler=capturing(torch, run, "backward", boxed_nop), **kw)
    backend.__name__ = "aot_eager"
    return backend


def train_step(torch, model, backend, *batches):
    opt = torch.optim.SGD(model.parameters(), lr=0.1)
    cm = torch.compile(model, backend=backend)
    for x in batches:
        opt.zero_grad()
        cm(x).pow(2).mean().backward()
        opt.step()


# --- cases -----------------------------------------------------------------------------------------------------

@case(runs=[("run", "aot_graphs,recompiles", "torch_logs.txt")],
      pairs=[(("run", "0/0", "forward"), ("run", "0/1", "forward")),
             (("run", "0/0", "backward"), ("run", "0/1", "backward"))])
def case_recompile(torch, run):
    class M(torch.nn.Module):
        def __init__(s):
            super().__init__()
            s.l1, s.l2, s.ln = torch.nn.Linear(16, 32), torch.nn.Linear(32, 8), torch.nn.LayerNorm(16)

        def forward(s, x):
            return s.l2(torch.relu(s.l1(s.ln(x))))

    # batch 4, then batch 8: the size guard fails and Dynamo recompiles [0/1] with a symbolic batch
    train_step(torch, M(), aot_eager_capturing(torch, run), torch.randn(4, 16), torch.randn(8, 16))


@case(runs=[("default", None, None), ("mincut", None, None)],
      pairs=[(("default", "0/0", "forward"), ("mincut", "0/0", "forward")),
             (("default", "0/0", "backward"), ("mincut", "0/0", "backward"))])
def case_partitioners(torch, run):
    from torch._dynamo.backends.common import aot_autograd
    from torch._functorch import partitioners
    from torch._functorch.aot_autograd import make_boxed_func

    class M(torch.nn.Module):
        def __init__(s):
            super().__init__()
            s.l1, s.l2, s.ln = torch.nn.Linear(16, 32), torch.nn.Linear(32, 16), torch.nn.LayerNorm(16)

        def forward(s, x):
            return x + s.l2(torch.nn.functional.gelu(s.l1(s.ln(x))))

    def printing(name):
        def compiler(gm, example_inputs):
            with open(os.path.join(OUT, run, name), "w") as f:
                f.write(gm.print_readable(print_output=False))
            return make_boxed_func(gm.forward)
        return compiler

    os.makedirs(os.path.join(OUT, run), exist_ok=True)
    partition = {"default": partitioners.default_partition,
                 "mincut": partitioners.min_cut_rematerialization_partition}[run]
    backend = aot_autograd(fw_compiler=capturing(torch, run, "forward", printing("fwd.txt")),
                           bw_compiler=capturing(torch, run, "backward", printing("bwd.txt")),
                           partition_fn=partition)
    train_step(torch, M(), backend, torch.randn(4, 16))


@case(runs=[("a", "aot_graphs", "a.txt"), ("b", "aot_graphs", "b.txt")],
      pairs=[(("a", "0/0", "forward"), ("b", "0/0", "forward")),
             (("a", "0/0", "backward"), ("b", "0/0", "backward"))])
def case_retrace(torch, run):
    class M(torch.nn.Module):
        def __init__(s):
            super().__init__()
            s.l1, s.l2 = torch.nn.Linear(16, 32), torch.nn.Linear(32, 8)

        def forward(s, x):
            x = torch.relu(s.l1(x))
            if run == "b":      # the user's edit: a scale after the relu ...
                x = x * 2.0
            x = s.l2(x)
            return torch.tanh(x) if run == "b" else torch.relu(x)   # ... and tanh instead of relu at the end

    train_step(torch, M(), aot_eager_capturing(torch, run), torch.randn(4, 16))


# --- truth -----------------------------------------------------------------------------------------------------

def ph_kind(name):
    m = re.match(r"(primals|tangents|arg\d*)_\d+$", name)
    if not m:
        return "saved"
    return "arg" if m.group(1).startswith("arg") else m.group(1)


def rel_seq_nr(graphs):
    """node -> its seq_nr minus the smallest seq_nr of the same source op in the compile (its forward and backward
    graphs): seq_nr is a process-wide autograd counter, so only this difference is stable across compiles."""
    base = {}
    for g in graphs:
        for n in g["nodes"]:
            if n["seq_nr"] is not None and n["source"] is not None:
                base[n["source"]] = min(base.get(n["source"], n["seq_nr"]), n["seq_nr"])

    def rel(n):
        if n["seq_nr"] is None or n["source"] is None:
            return None
        return n["seq_nr"] - base[n["source"]]
    return rel


def match(nodes_a, nodes_b, key, fwd_matches=None):
    """Pairs of node names; see README.md. key(node): the identity of an op node. fwd_matches: for a backward
    pair, the matches of the forward pair of the same compiles (a backward's saved inputs are forward values)."""
    def keyed(nodes):
        seen, out = {}, {}
        for n in nodes:
            if n["op"] == "output":
                k = ("output",)
            elif n["op"] == "placeholder":
                kind = ph_kind(n["name"])
                if fwd_matches is not None and kind != "tangents":
                    continue        # a backward's saved forward value: matched through the forward pair below
                k = ("placeholder", kind, n["symint"])
            else:
                k = (n["op"], n["target"]) + key(n)
            i = seen.get(k, 0)
            seen[k] = i + 1
            out[k + (i,)] = n["name"]
        return out

    ka, kb = keyed(nodes_a), keyed(nodes_b)
    pairs = [[ka[k], kb[k]] for k in ka if k in kb]
    if fwd_matches is not None:     # saved inputs: the same forward value saved on both sides, or saved on one
        fwd = dict(map(tuple, fwd_matches))     # side and recomputed in the other's backward (same name there)
        by_a, by_b = {n["name"]: n for n in nodes_a}, {n["name"]: n for n in nodes_b}
        used_a, used_b = {x for x, _ in pairs}, {y for _, y in pairs}

        def saved(n):
            return n is not None and n["op"] == "placeholder" and ph_kind(n["name"]) != "tangents"

        def recomputed(n):
            return n is not None and n["op"] != "placeholder" and n["tag"] == "is_forward"

        for n in nodes_a:
            y = fwd.get(n["name"])
            if y in used_b or n["name"] in used_a:
                continue
            if (saved(n) and (saved(by_b.get(y)) or recomputed(by_b.get(y)))) or (recomputed(n) and saved(by_b.get(y))):
                pairs.append([n["name"], y])
                used_a.add(n["name"])
                used_b.add(y)
    order = {n["name"]: i for i, n in enumerate(nodes_a)}
    return sorted(pairs, key=lambda p: order[p[0]])


def saved_of(bwd_nodes):
    return [n["name"] for n in bwd_nodes if n["op"] == "placeholder" and not n["name"].startswith("tangents")]


def truth_of(runs, pairs, graphs):
    files = {r: f for r, _, f in runs}

    def find(run, cid, role):
        got = [g for g in graphs if g["run"] == run and g["compile_id"] == cid and g["role"] == role]
        assert len(got) == 1, (run, cid, role, len(got))
        return got[0]

    def side(run, cid, role):
        return {"run": run, "compile_id": cid, "role": role,
                "file": files[run] or f"{run}/{'fwd' if role == 'forward' else 'bwd'}.txt"}

    def source_key(n):
        return (n["tag"], n["source"], n["seq_nr_rel"])

    def raw_key(n):
        return (n["seq_nr"],)

    # A forward op recomputed in a backward keeps its forward name (the saved-input matching uses it); a
    # forward-tagged node that only the backward uses, such as a detach of a relu, has no forward node.
    for g in graphs:
        if g["role"] == "backward":
            fw = {n["name"]: n for n in find(g["run"], g["compile_id"], "forward")["nodes"]}
            for n in g["nodes"]:
                if n["op"] != "placeholder" and n["tag"] == "is_forward" and n["name"] in fw:
                    f = fw[n["name"]]
                    assert (f["op"], f["target"], f["seq_nr"]) == (n["op"], n["target"], n["seq_nr"]), n

    for run, cid in {(g["run"], g["compile_id"]) for g in graphs}:
        rel = rel_seq_nr([g for g in graphs if g["run"] == run and g["compile_id"] == cid])
        for g in graphs:
            if (g["run"], g["compile_id"]) == (run, cid):
                for n in g["nodes"]:
                    n["seq_nr_rel"] = rel(n)

    out, fwd_m, fwd_raw = [], {}, {}
    for a, b in pairs:
        ga, gb = find(*a), find(*b)
        pk = (a[:2], b[:2])
        bwd = a[2] == "backward"
        m = match(ga["nodes"], gb["nodes"], source_key, fwd_m.get(pk) if bwd else None)
        raw = match(ga["nodes"], gb["nodes"], raw_key, fwd_raw.get(pk) if bwd else None)
        if not bwd:
            fwd_m[pk], fwd_raw[pk] = m, raw
        names_a, names_b = {x for x, _ in m}, {y for _, y in m}
        p = {"a": side(*a), "b": side(*b), "nodes_a": ga["nodes"], "nodes_b": gb["nodes"], "matches": m,
             "unmatched_a": [n["name"] for n in ga["nodes"] if n["name"] not in names_a],
             "unmatched_b": [n["name"] for n in gb["nodes"] if n["name"] not in names_b],
             "matches_raw_seq_nr": raw}
        if bwd:
            p["saved_a"], p["saved_b"] = saved_of(ga["nodes"]), saved_of(gb["nodes"])
        out.append(p)
    return out


# --- driver ----------------------------------------------------------------------------------------------------

def worker(name, run, out, raw_path):
    global OUT
    OUT = out
    warnings.filterwarnings("ignore", message="Failed to initialize NumPy")   # the venv has no numpy
    import torch
    torch.manual_seed(0)
    CASES[name][0](torch, run)
    with open(raw_path, "w") as f:
        json.dump(GRAPHS, f)


def run_case(name, out_root):
    import torch
    fn, runs, pairs = CASES[name]
    out = os.path.join(out_root, torch.__version__.split("+")[0], name)
    os.makedirs(out, exist_ok=True)
    graphs = []
    for run, logs, logfile in runs:
        env = dict(os.environ, PYTHONHASHSEED="0", TORCHINDUCTOR_FORCE_DISABLE_CACHES="1")
        env.pop("TORCH_LOGS", None)
        if logs:
            env["TORCH_LOGS"] = logs
        raw = os.path.join(out, f"{run}.raw")
        with open(os.path.join(out, logfile) if logfile else os.devnull, "w") as err:
            subprocess.run([sys.executable, __file__, "--worker", name, run, out, raw],
                           env=env, stderr=err, check=True)
        with open(raw) as f:
            graphs += json.load(f)
        os.remove(raw)
    truth = truth_of(runs, pairs, graphs)
    with open(os.path.join(out, "truth.json"), "w") as f:
        json.dump({"torch": torch.__version__, "case": name, "pairs": truth}, f, indent=1)
    for p in truth:
        print(f"{name}: {p['a']['run']} {p['a']['compile_id']} {p['a']['role']} ({len(p['nodes_a'])} nodes) vs "
              f"{p['b']['run']} {p['b']['compile_id']} {p['b']['role']} ({len(p['nodes_b'])} nodes): "
              f"{len(p['matches'])} matches, unmatched {len(p['unmatched_a'])} / {len(p['unmatched_b'])}; "
              f"{len(p['matches_raw_seq_nr'])} by raw seq_nr")


if __name__ == "__main__":
    if sys.argv[1:2] == ["--worker"]:
        worker(*sys.argv[2:6])
    else:
        warnings.filterwarnings("ignore", message="Failed to initialize NumPy")
        for n in sys.argv[1:] or list(CASES):
            run_case(n, HERE)
