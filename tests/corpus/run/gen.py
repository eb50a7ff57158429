"""Run-tree corpus: real TORCH_TRACE logs (ranks -> compile ids -> graphs, recompile reasons) with truth.

Run with a Python that has torch (CPU is enough: the backend is aot_eager, nothing is compiled to machine code)
and, for the tlparse reports, the `tlparse` wheel in the same venv:

    PYTHONHASHSEED=0 /work/venvs/torch-2.15.0/bin/python tests/corpus/run/gen.py [CASE ...]

Each process of a case is a subprocess of this script (--worker), so TORCH_TRACE and TORCH_LOGS=recompiles are set
before torch is imported, as a user would set them; its stderr (the logs) goes to a file. Caches are off and seeds
fixed. The worker's backend is torch's aot_eager with recording compilers: it records the Dynamo graph it is handed
and the AOT forward/backward graphs handed to the fw/bw compilers, and it records the recompile reasons torch
reports (the `recompiles` log messages and torch._dynamo.utils.guard_failures). The parent renames the trace logs
to deterministic names, checks that the logs hold the recorded graphs, and writes <version>/<case>/truth.json.
See README.md for the cases and the truth.
"""
import glob
import hashlib
import json
import os
import re
import shutil
import socket
import subprocess
import sys
import warnings

HERE = os.path.dirname(os.path.abspath(__file__))
CASES = {}   # name -> (fn, world size)
GRAPHS = []  # graphs recorded in the worker: {"compile_id", "kind": dynamo|forward|backward, "nodes"}
RECOMPILES = []  # the `recompiles` log messages of the worker
TIMEOUT = 300


def case(world):
    def deco(fn):
        CASES[fn.__name__[len("case_"):]] = (fn, world)
        return fn
    return deco


def target_of(torch, t):
    """str(node.target), except for a Python callable (a Dynamo graph's torch.relu, F.linear): str() of a builtin
    holds its address (`<built-in method relu of type object at 0x7f...>`), so its qualified name is used."""
    if isinstance(t, str) or isinstance(t, (torch._ops.OpOverload, torch._ops.OpOverloadPacket)) or not callable(t):
        return str(t)
    try:
        return torch.fx.node._get_qualified_name(t)
    except Exception:
        return str(t)


def nodes_of(torch, gm):
    return [[n.name, n.op, target_of(torch, n.target)] for n in gm.graph.nodes]


def current_cid(torch):
    cid = torch._guards.CompileContext.current_compile_id()
    return None if cid is None else str(cid)


def recording_aot_eager(torch):
    """backend="aot_eager" (torch._dynamo.backends.debugging.aot_eager: aot_autograd with boxed_nop compilers, the
    min-cut partitioner and keep_inference_input_mutations) with recording compilers in front of its boxed_nop, and
    the Dynamo graph recorded on the way in."""
    from torch._dynamo.backends.debugging import aot_eager, boxed_nop

    def recording(kind):
        def compiler(gm, example_inputs):
            GRAPHS.append({"compile_id": current_cid(torch), "kind": kind, "nodes": nodes_of(torch, gm)})
            return boxed_nop(gm, example_inputs)
        compiler.__name__ = f"record_{kind}"
        return compiler

    def backend(gm, example_inputs, **kw):
        GRAPHS.append({"compile_id": current_cid(torch), "kind": "dynamo", "nodes": nodes_of(torch, gm)})
        return aot_eager(gm, example_inputs, fw_compiler=recording("forward"), bw_compiler=recording("backward"),
                         **kw)
    backend.__name__ = "aot_eager"
    return backend


def train(torch, model, batches, after_backward=None):
    """One SGD step per batch through the compiled model; after_backward(loss) runs eagerly before the step."""
    opt = torch.optim.SGD(model.parameters(), lr=0.1)
    cm = torch.compile(model, backend=recording_aot_eager(torch))
    for x in batches:
        opt.zero_grad()
        loss = cm(x).pow(2).mean()
        loss.backward()
        if after_backward is not None:
            after_backward(loss)
        opt.step()


# --- cases -----------------------------------------------------------------------------------------------------

@case(world=2)
def case_ranks(torch, rank):
    """Two gloo ranks; rank 1's model scales after the first relu, so its graphs of the same compile ids differ."""
    import torch.distributed as dist

    class MLP(torch.nn.Module):
        def __init__(s):
            super().__init__()
            s.l1, s.l2, s.l3 = torch.nn.Linear(16, 32), torch.nn.Linear(32, 32), torch.nn.Linear(32, 8)

        def forward(s, x):
            x = torch.relu(s.l1(x))
            if rank == 1:       # the rank-dependent edit
                x = x * 2.0
            x = torch.relu(s.l2(x))
            return s.l3(x)

    def all_reduce(loss):
        t = loss.detach().clone()
        dist.all_reduce(t)     # eager, gloo: the processes really are one job

    # batch 4, then batch 8: the size guard fails and each rank recompiles [0/1] with a symbolic batch
    train(torch, MLP(), [torch.randn(4, 16), torch.randn(8, 16)], all_reduce)


@case(world=1)
def case_recompile(torch, rank):
    """One process: batch 4, batch 8 (size guard -> [0/1], dynamic batch), then float64 (dtype guard -> [0/2])."""
    class M(torch.nn.Module):
        def __init__(s):
            super().__init__()
            s.l1, s.l2 = torch.nn.Linear(16, 32), torch.nn.Linear(32, 8)

        def forward(s, x):
            x = x.to(torch.float32)     # so a float64 input runs (and only changes the input's dtype guard)
            return s.l2(torch.relu(s.l1(x)))

    train(torch, M(), [torch.randn(4, 16), torch.randn(8, 16), torch.randn(8, 16, dtype=torch.float64)])


# --- worker ----------------------------------------------------------------------------------------------------

def worker(name, rank, port, raw_path):
    import logging
    warnings.filterwarnings("ignore", message="Failed to initialize NumPy")   # the venv has no numpy
    import torch
    fn, world = CASES[name]
    rank = int(rank)

    class Keep(logging.Handler):
        def emit(self, record):
            RECOMPILES.append(record.getMessage())

    # the artifact logger that TORCH_LOGS=recompiles turns on (torch/_dynamo/guards.py: recompiles_log)
    logging.getLogger("torch._dynamo.guards.__recompiles").addHandler(Keep())
    if world > 1:
        import torch.distributed as dist
        # before any compile: the trace file is opened at the first record and named after the rank then
        dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank, world_size=world)
    torch.manual_seed(0)
    fn(torch, rank)
    from torch._dynamo.utils import guard_failures
    failures = [r for rs in guard_failures.values() for r in rs]
    if world > 1:
        dist.barrier()
        dist.destroy_process_group()
    with open(raw_path, "w") as f:
        json.dump({"graphs": GRAPHS, "recompiles": RECOMPILES, "guard_failures": failures}, f)


# --- trace logs ------------------------------------------------------------------------------------------------

RECORD = re.compile(r"^[VIWEC]\d{4} [\d:.]+ +\d+ [^\]]*\] (\{.*\})$")
CONTEXT_KEYS = ["rank", "compiled_autograd_id", "frame_id", "frame_compile_id", "attempt"]


def read_trace(path):
    """The records of a TORCH_TRACE log: [(metadata dict, payload str or None)]."""
    out = []
    with open(path) as f:
        for line in f:
            if line.startswith("\t"):
                out[-1][1].append(line[1:])
                continue
            m = RECORD.match(line.rstrip("\n"))
            assert m, f"{path}: not a record line: {line[:120]!r}"
            out.append((json.loads(m.group(1)), []))
    recs = [(md, "".join(p)[:-1] if p else None) for md, p in out]    # the payload's lines, less the record's \n
    for md, p in recs:
        if p is not None:
            assert hashlib.md5(p.encode()).hexdigest() == md.get("has_payload"), (path, md)
    return recs


def record_type(md):
    """The record's type: its first key; for an artifact, "artifact:<name>"."""
    k = next(iter(md))
    if k == "artifact" and isinstance(md[k], dict) and "name" in md[k]:
        return f"artifact:{md[k]['name']}"
    return k


def census(records):
    """record type -> {"count", "context": the context keys (rank, frame_id, ...) it carried, with counts}."""
    out = {}
    for md, _ in records:
        t = out.setdefault(record_type(md), {"count": 0, "context": {}})
        t["count"] += 1
        for k in CONTEXT_KEYS:
            if k in md:
                t["context"][k] = t["context"].get(k, 0) + 1
    return dict(sorted(out.items()))


def cid_of(md):
    if "frame_id" not in md:
        return None
    return f"{md['frame_id']}/{md['frame_compile_id']}"


TRACE_KIND = {"dynamo": "dynamo_output_graph", "forward": "aot_forward_graph", "backward": "aot_backward_graph"}
ASSIGN = re.compile(r"^\s+(\w+)(?:\s*:\s*\"[^\"]*\")?\s*=\s", re.M)


def check_in_trace(graph, records):
    """Does the trace hold the recorded graph? The names its printout assigns, in order, against the recorded
    non-placeholder, non-output nodes (get_attr included). A Dynamo graph's printout also assigns its placeholders
    (`l_x_ = L_x_`): those are left out."""
    phs = {n[0] for n in graph["nodes"] if n[1] == "placeholder"}
    want = [n[0] for n in graph["nodes"] if n[1] not in ("placeholder", "output")]
    hits = [p for md, p in records if next(iter(md)) == TRACE_KIND[graph["kind"]] and cid_of(md) == graph["compile_id"]]
    if len(hits) != 1:
        return {"record": TRACE_KIND[graph["kind"]], "found": len(hits), "names_match": False}
    got = [x for x in ASSIGN.findall(hits[0]) if x not in phs]
    return {"record": TRACE_KIND[graph["kind"]], "found": 1, "names_match": got == want}


# --- truth -----------------------------------------------------------------------------------------------------

def first_difference(a, b):
    """Position by position on (op, target): the first index where they differ (or one list ends), else None."""
    for i in range(max(len(a), len(b))):
        x = a[i] if i < len(a) else None
        y = b[i] if i < len(b) else None
        if x is None or y is None or (x[1], x[2]) != (y[1], y[2]):
            return i, x, y
    return None


def payload_value(p):
    """A JSON payload's value; trace_structured writes a str payload as it is (one recompile reason)."""
    try:
        return json.loads(p)
    except (TypeError, ValueError):
        return p


def process_truth(raw, records, trace_rel):
    graphs = raw["graphs"]
    cids = []
    for g in graphs:
        if g["compile_id"] not in cids:
            cids.append(g["compile_id"])
    compiles = {}
    for cid in cids:
        c = {}
        for g in graphs:
            if g["compile_id"] == cid:
                assert g["kind"] not in c, (cid, g["kind"])
                c[g["kind"]] = {"nodes": g["nodes"], "in_trace": check_in_trace(g, records)}
        compiles[cid] = c
    return {"trace": trace_rel, "compile_ids": cids, "compiles": compiles,
            "recompiles_log": raw["recompiles"], "guard_failures": raw["guard_failures"],
            "recompile_reasons_in_trace": [
                {"compile_id": cid_of(md), "attempt": md.get("attempt"), "payload": payload_value(p)}
                for md, p in records if record_type(md) == "artifact:recompile_reasons"],
            "trace_record_types": census(records)}


def rank_diffs(procs):
    out = []
    r0, r1 = procs["0"], procs["1"]
    for cid in r0["compile_ids"]:
        if cid not in r1["compiles"]:
            continue
        for kind in ("dynamo", "forward", "backward"):
            if kind not in r0["compiles"][cid] or kind not in r1["compiles"][cid]:
                continue
            a, b = r0["compiles"][cid][kind]["nodes"], r1["compiles"][cid][kind]["nodes"]
            d = first_difference(a, b)
            e = {"compile_id": cid, "kind": kind, "differ": d is not None,
                 "names_differ": [n[0] for n in a] != [n[0] for n in b]}
            if d is not None:
                e["index"] = d[0]
                e["rank_0"], e["rank_1"] = d[1], d[2]
            out.append(e)
    return out


# --- driver ----------------------------------------------------------------------------------------------------

def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


TLPARSE_KEEP = {"index.html", "compile_directory.json", "failures_and_restarts.html"}


def tlparse(out, trace_dir, world):
    exe = shutil.which("tlparse", path=os.path.dirname(sys.executable)) or shutil.which("tlparse")
    if exe is None:
        print("tlparse not found: no tlparse report")
        return None
    dest = os.path.join(out, "tlparse")
    # all ranks: one report with a rank_<r>/ report per rank; one process: the report of its log
    what = [trace_dir, "--all-ranks-html"] if world > 1 else glob.glob(os.path.join(trace_dir, "*.log"))
    cmd = [exe] + what + ["-o", dest, "--overwrite", "--no-browser", "--plain-text"]
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=TIMEOUT)
    # keep the report's index and its compile-id listing; the per-compile artifact folders, the copies of the
    # logs (raw.log, raw.jsonl) and the chromium events are left out (the index links to them)
    for root, dirs, names in os.walk(dest, topdown=False):
        for n in names:
            if n not in TLPARSE_KEEP:     # at the top and, for --all-ranks-html, in each rank_<r>/
                os.remove(os.path.join(root, n))
        for d in dirs:
            if not os.listdir(os.path.join(root, d)):
                os.rmdir(os.path.join(root, d))
    return dest


def run_case(name, out_root):
    import torch
    fn, world = CASES[name]
    out = os.path.join(out_root, torch.__version__.split("+")[0], name)
    if os.path.isdir(out):
        shutil.rmtree(out)
    trace_dir = os.path.join(out, "trace")
    os.makedirs(trace_dir)
    env = dict(os.environ, PYTHONHASHSEED="0", TORCHINDUCTOR_FORCE_DISABLE_CACHES="1", TORCH_LOGS="recompiles",
               TORCH_TRACE=trace_dir)
    port = str(free_port())
    procs, files = [], []
    for r in range(world):
        err = open(os.path.join(out, "stderr.txt" if world == 1 else f"stderr_rank_{r}.txt"), "w")
        files.append(err)
        raw = os.path.join(out, f"rank_{r}.raw")
        procs.append((r, raw, subprocess.Popen([sys.executable, __file__, "--worker", name, str(r), port, raw],
                                               env=env, stderr=err)))
    try:
        for r, _, p in procs:
            if p.wait(timeout=TIMEOUT) != 0:
                raise SystemExit(f"{name}: rank {r} exited {p.returncode}; see its stderr file in {out}")
    finally:
        for _, _, p in procs:     # a rank left waiting on a dead peer
            if p.poll() is None:
                p.kill()
                p.wait()
    for f in files:
        f.close()
    # deterministic names: dedicated_log_torch_trace_rank_<r>_<random>.log -> dedicated_log_torch_trace_rank_<r>.log
    logs = sorted(glob.glob(os.path.join(trace_dir, "*.log")))
    assert len(logs) == world, logs
    for path in logs:
        m = re.match(r"(dedicated_log_torch_trace_(?:rank_\d+_)?)", os.path.basename(path))
        os.replace(path, os.path.join(trace_dir, m.group(1).rstrip("_") + ".log"))
        os.chmod(os.path.join(trace_dir, m.group(1).rstrip("_") + ".log"), 0o644)    # mkstemp made it 0600
    truth = {"torch": torch.__version__, "case": name, "world_size": world, "processes": {}}
    for r, raw_path, _ in procs:
        with open(raw_path) as f:
            raw = json.load(f)
        os.remove(raw_path)
        base = "dedicated_log_torch_trace" + (f"_rank_{r}" if world > 1 else "") + ".log"
        records = read_trace(os.path.join(trace_dir, base))
        truth["processes"][str(r)] = process_truth(raw, records, f"trace/{base}")
    if world > 1:
        truth["rank_diffs"] = rank_diffs(truth["processes"])
    dest = tlparse(out, trace_dir, world)
    truth["tlparse"] = None if dest is None else os.path.relpath(dest, out)
    with open(os.path.join(out, "truth.json"), "w") as f:
        json.dump(truth, f, indent=1)
    for r, p in truth["processes"].items():
        bad = [(cid, k) for cid, c in p["compiles"].items() for k, g in c.items() if not g["in_trace"]["names_match"]]
        print(f"{name} rank {r}: compile ids {p['compile_ids']}, {len(p['recompiles_log'])} recompile messages, "
              f"graphs not matched in trace: {bad or 'none'}")
    for d in truth.get("rank_diffs", []):
        print(f"{name}: {d['compile_id']} {d['kind']}: differ={d['differ']}"
              + (f" at {d['index']}: {d['rank_0']} vs {d['rank_1']}" if d["differ"] else ""))


if __name__ == "__main__":
    if sys.argv[1:2] == ["--worker"]:
        worker(*sys.argv[2:6])
    else:
        warnings.filterwarnings("ignore", message="Failed to initialize NumPy")
        for n in sys.argv[1:] or list(CASES):
            run_case(n, HERE)
