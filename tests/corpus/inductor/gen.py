"""Inductor output code printouts with truth, for fxlens's kernel ↔ node mapping (issue 31).

Run with a Python that has torch (CPU is enough: Inductor compiles C++ kernels with the installed compiler):

    PYTHONHASHSEED=0 /path/to/venv/bin/python tests/corpus/inductor/gen.py [CASE ...]
    PYTHONHASHSEED=0 /path/to/venv/bin/python tests/corpus/inductor/gen.py --debug-folder [CASE ...]

Each case trains a small model one step under torch.compile in a subprocess with
TORCH_LOGS=aot_graphs,post_grad_graphs,output_code and TORCH_TRACE set (Inductor's caches off: a cache hit prints
no post-grad graph), and writes to <version>/<case>/:
    torch_logs.txt   the run's stderr (the logs)
    trace.log        the raw TORCH_TRACE log of the same run
    truth.json       Inductor's own kernel -> post-grad node mapping, per compiled graph in the order Inductor
                     compiled them: its provenance table (`torch._inductor.debug._inductor_triton_kernel_to_post_grad
                     _node_info`, keyed `kernel:debug handle`) copied when each compile dumps it. (The TORCH_TRACE
                     record `inductor_provenance_tracking_node_mappings` holds it for a forward only: a backward's
                     record is empty in torch 2.15.)
Provenance tracking is on, so the output code writes each call's debug handle (`# [Provenance debug handles]
cpp_fused_gelu_sum_1:4`); kernel names are the same without it, so the truth serves a log without handles too.
"""
import glob
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CASES = {}


def case(fn):
    CASES[fn.__name__[len("case_"):]] = fn
    return fn


@case
def case_mlp(torch):
    class M(torch.nn.Module):
        def __init__(s):
            super().__init__()
            s.l1, s.l2 = torch.nn.Linear(16, 32), torch.nn.Linear(32, 8)

        def forward(s, x):
            return torch.nn.functional.gelu(s.l2(torch.relu(s.l1(x)) * 2.0)).sum()

    torch.compile(M())(torch.randn(4, 16)).backward()


@case
def case_convnet(torch):
    class M(torch.nn.Module):
        def __init__(s):
            super().__init__()
            s.c = torch.nn.Conv2d(3, 8, 3, padding=1)
            s.bn = torch.nn.BatchNorm2d(8)
            s.fc = torch.nn.Linear(8, 4)

        def forward(s, x):
            y = torch.nn.functional.silu(s.bn(s.c(x)))
            return torch.log_softmax(s.fc(y.mean((2, 3))), -1).sum()

    torch.compile(M())(torch.randn(2, 3, 8, 8)).backward()


@case
def case_attention(torch):
    class M(torch.nn.Module):
        def __init__(s):
            super().__init__()
            s.qkv, s.o, s.ln = torch.nn.Linear(32, 96), torch.nn.Linear(32, 32), torch.nn.LayerNorm(32)

        def forward(s, x):
            q, k, v = s.qkv(s.ln(x)).view(2, 8, 3, 4, 8).permute(2, 0, 3, 1, 4)
            a = torch.softmax(q @ k.transpose(-1, -2) / 8 ** 0.5, -1) @ v
            return (x + s.o(a.transpose(1, 2).reshape(2, 8, 32))).pow(2).mean()

    torch.compile(M())(torch.randn(2, 8, 32)).backward()


@case
def case_pool(torch):  # max_pool2d's indices (a getitem), a cross entropy with integer targets
    class M(torch.nn.Module):
        def __init__(s):
            super().__init__()
            s.c, s.fc = torch.nn.Conv2d(3, 6, 3), torch.nn.Linear(6 * 3 * 3, 5)

        def forward(s, x, t):
            y = torch.nn.functional.max_pool2d(torch.relu(s.c(x)), 2)
            return torch.nn.functional.cross_entropy(s.fc(y.flatten(1)), t)

    torch.compile(M())(torch.randn(2, 3, 8, 8), torch.tensor([1, 3])).backward()


@case
def case_gru(torch):  # a gated cell: cat, chunk, sigmoid and tanh mixed
    class M(torch.nn.Module):
        def __init__(s):
            super().__init__()
            s.g = torch.nn.Linear(24, 48)

        def forward(s, x, h):
            z, r, n = s.g(torch.cat([x, h], -1)).chunk(3, -1)
            z, r = torch.sigmoid(z), torch.sigmoid(r)
            h2 = (1 - z) * torch.tanh(n * r) + z * h
            return (h2 * h2).sum()

    torch.compile(M())(torch.randn(4, 8), torch.randn(4, 16)).backward()


@case
def case_embed(torch):  # an embedding's backward (a scatter), two residual layers with layer norm and GELU
    class M(torch.nn.Module):
        def __init__(s):
            super().__init__()
            s.e = torch.nn.Embedding(20, 16)
            s.blocks = torch.nn.ModuleList(
                torch.nn.Sequential(torch.nn.LayerNorm(16), torch.nn.Linear(16, 32), torch.nn.GELU(),
                                    torch.nn.Linear(32, 16)) for _ in range(2))
            s.out = torch.nn.Linear(16, 20)

        def forward(s, ids):
            x = s.e(ids)
            for b in s.blocks:
                x = x + b(x)
            return torch.nn.functional.cross_entropy(s.out(x).flatten(0, 1), ids.flatten())

    torch.compile(M())(torch.tensor([[1, 2, 3, 4], [5, 6, 7, 8]])).backward()


@case
def case_dynamic(torch):  # the conv net and the gated cell with dynamic shapes: sizes and strides are symbols
    class M(torch.nn.Module):
        def __init__(s):
            super().__init__()
            s.c, s.bn, s.g = torch.nn.Conv2d(3, 8, 3, padding=1), torch.nn.BatchNorm2d(8), torch.nn.Linear(16, 24)

        def forward(s, x, h):
            y = torch.nn.functional.silu(s.bn(s.c(x))).mean((2, 3))
            z, n = s.g(torch.cat([y, h], -1)).chunk(2, -1)
            return (torch.sigmoid(z) * torch.tanh(n)).pow(2).sum()

    torch.compile(M(), dynamic=True)(torch.randn(2, 3, 8, 8), torch.randn(2, 8)).backward()


def worker(name, provenance, truth_path):
    import torch
    import torch._inductor.config as ic
    import torch._inductor.debug as idebug
    ic.trace.provenance_tracking_level = 1 if provenance else 0
    tables = []
    dump = idebug.dump_inductor_provenance_info

    def dump_and_keep():  # called once per compiled graph, before the table is reset for the next
        tables.append(dict(idebug._inductor_triton_kernel_to_post_grad_node_info))
        return dump()

    idebug.dump_inductor_provenance_info = dump_and_keep
    torch.manual_seed(0)
    CASES[name](torch)
    with open(truth_path, "w") as f:
        json.dump(tables, f)


def run(name, out_root):
    import torch
    out = os.path.join(out_root, torch.__version__.split("+")[0], name)
    os.makedirs(out, exist_ok=True)
    trace_dir = os.path.join(out, "trace")
    env = dict(os.environ, TORCH_LOGS="aot_graphs,post_grad_graphs,output_code", TORCH_TRACE=trace_dir,
               PYTHONHASHSEED="0", TORCHINDUCTOR_FORCE_DISABLE_CACHES="1")
    with open(os.path.join(out, "torch_logs.txt"), "w") as err:
        subprocess.run([sys.executable, __file__, "--worker", name, "1",
                        os.path.join(out, "truth.raw")], env=env, stderr=err, check=True)
    traces = glob.glob(os.path.join(trace_dir, "*.log"))
    os.replace(traces[0], os.path.join(out, "trace.log"))
    os.rmdir(trace_dir)
    tables = json.load(open(os.path.join(out, "truth.raw")))
    os.remove(os.path.join(out, "truth.raw"))
    # A table is not always emptied between two compiles (a dynamic-shape run's backward table still holds the
    # forward's kernels): each keeps only the handles the one before it lacks (debug handles count on across them).
    tables = [{k: v for k, v in t.items() if i == 0 or k not in tables[i - 1]} for i, t in enumerate(tables)]
    truth = [{"kernels": t} for t in tables]
    with open(os.path.join(out, "truth.json"), "w") as f:
        json.dump({"torch": torch.__version__, "case": name,
                   "output_codes": truth}, f, indent=1, sort_keys=True)
    print(name, "->", out, len(truth), "output codes")


def run_debug_folder(name, out_root):
    """The same case under TORCH_COMPILE_DEBUG=1: <version>/<case>/debug/ gets the run's torchinductor/ folders
    (output_code.py, fx_graph_readable.py, fx_graph_transformed.py, the forward's provenance JSON, ...)."""
    import shutil
    import tempfile
    import torch
    out = os.path.join(out_root, torch.__version__.split("+")[0], name, "debug")
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, TORCH_COMPILE_DEBUG="1", TORCH_COMPILE_DEBUG_DIR=tmp, PYTHONHASHSEED="0",
                   TORCHINDUCTOR_FORCE_DISABLE_CACHES="1")
        subprocess.run([sys.executable, __file__, "--worker", name, "1", os.path.join(tmp, "truth.raw")],
                       env=env, stderr=subprocess.DEVNULL, check=True)
        (inductor,) = glob.glob(os.path.join(tmp, "torch_compile_debug", "run_*", "torchinductor"))
        shutil.rmtree(out, ignore_errors=True)
        shutil.copytree(inductor, out)
    print(name, "debug folder ->", out)


if __name__ == "__main__":
    if sys.argv[1:2] == ["--worker"]:
        worker(sys.argv[2], sys.argv[3] == "1", sys.argv[4])
    elif sys.argv[1:2] == ["--debug-folder"]:
        for n in sys.argv[2:] or ["mlp"]:
            run_debug_folder(n, HERE)
    else:
        names = sys.argv[1:] or list(CASES)
        for n in names:
            run(n, HERE)
