#!/usr/bin/env python3
"""Generator for the torch 2.x FX graph printout corpus (tests/corpus/torch2gen).

Run with the python of a venv that has torch from PyPI (one venv per torch version):

    /work/venvs/torch-2.15.0/bin/python tests/corpus/torch2gen/gen.py            # all cases
    /work/venvs/torch-2.15.0/bin/python tests/corpus/torch2gen/gen.py mlp dynamic  # some cases
    python3 tests/corpus/torch2gen/gen.py --merge   # only rebuild sets.json / gen.log from the version folders

It writes <this folder>/<torch.__version__ without +local>/<case>[/<variant>]/ with
    gm/       printouts of the GraphModules handed to the generator's own compilers:
              <role>[.<compile id>].{code,readable,graph,tabular}.txt, role in dynamo, joint, fwd, bwd, inference
    torch_logs.txt   stderr of the run with TORCH_LOGS=aot_graphs,aot_joint_graph,graph_code,compiled_autograd
    trace.log        the raw TORCH_TRACE log of that same run
    tlparse/         the graph .txt files tlparse made from trace.log
    depyf/           the __compiled_fn_*.py graph files of a second run under depyf.prepare_debug
and per version folder sets.part.json, gen.log, env.json; then merges every version folder's part into
sets.json and gen.log next to this file.  Truth is checked on real tensors (see README.md), never taken
from fxlens.

Every case runs in a subprocess of this script (--worker), so TORCH_LOGS / TORCH_TRACE are set before torch
is imported, as a user would set them.
"""
import concurrent.futures
import contextlib
import glob
import io
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import traceback

HERE = os.path.dirname(os.path.abspath(__file__))
RAW_TRACE_CASES = {"mlp", "graph_break"}   # other cases keep trace.log.gz
LOG_NAMES = ["aot_graphs", "aot_joint_graph", "graph_code", "compiled_autograd"]

# ----------------------------------------------------------------------------------------------------------
# cases: (case, variant) -> function(R). R is the Recorder of the worker (below).
# ----------------------------------------------------------------------------------------------------------

CASES = {}


def case(name, variant=None, dynamo=True):
    def deco(fn):
        CASES[(name, variant)] = (fn, dynamo)
        return fn
    return deco


def folder_of(name, variant):
    return name if variant is None else name + "/" + variant


def train_twice(R, f, inputs, loss_of):
    """First call compiles (and runs backward, compiling it if torch does that lazily); the second call is the
    counted one: saved_tensors_hooks count what the compiled forward saves."""
    import torch
    out = f(*inputs)
    loss_of(out).backward()
    for t in inputs:
        if isinstance(t, torch.Tensor) and t.grad is not None:
            t.grad = None
    out = R.counted(f, *inputs)
    loss_of(out).backward()
    return out


@case("mlp")
def case_mlp(R):
    import torch
    import torch.nn as nn
    import torch.nn.functional as F
    torch.manual_seed(0)
    net = nn.Sequential(nn.Linear(8, 16), nn.ReLU(), nn.Linear(16, 4))
    x = torch.randn(5, 8)
    target = torch.randint(0, 4, (5,))

    def step(x, target):
        return F.cross_entropy(net(x), target)

    f = R.compile(step)
    loss = f(x, target)
    loss.backward()
    net.zero_grad()
    loss = R.counted(f, x, target)
    loss.backward()
    R.extra_readable = True   # this case also writes print_readable(include_stride=True, include_device=True)


@case("transformer")
def case_transformer(R):
    """Four identical pre-norm transformer blocks: the same `# File:` lines repeat per layer (the preview's overview
    groups them "x4"), and torch 2.x's backward prints `# Backward of forward node: File: ...` before each block."""
    import torch
    import torch.nn as nn
    torch.manual_seed(0)

    class Block(nn.Module):
        def __init__(self, d):
            super().__init__()
            self.ln1, self.ln2 = nn.LayerNorm(d), nn.LayerNorm(d)
            self.qkv, self.proj = nn.Linear(d, 3 * d), nn.Linear(d, d)
            self.mlp = nn.Sequential(nn.Linear(d, 4 * d), nn.GELU(), nn.Linear(4 * d, d))

        def forward(self, x):
            q, k, v = self.qkv(self.ln1(x)).chunk(3, dim=-1)
            att = torch.softmax(q @ k.transpose(-2, -1) / 4.0, dim=-1)
            x = x + self.proj(att @ v)
            return x + self.mlp(self.ln2(x))

    class Model(nn.Module):
        def __init__(self, d=16, layers=4):
            super().__init__()
            self.emb = nn.Embedding(50, d)
            self.blocks = nn.ModuleList([Block(d) for _ in range(layers)])
            self.head = nn.Linear(d, 50)

        def forward(self, idx):
            x = self.emb(idx)
            for b in self.blocks:
                x = b(x)
            return self.head(x).logsumexp(-1).mean()

    model = Model()
    idx = torch.randint(0, 50, (2, 8))
    train_twice(R, R.compile(model), (idx,), lambda o: o)


@case("pointwise", "one_input")
def case_pointwise_one(R):
    import torch
    torch.manual_seed(0)
    x = torch.randn(4, 6, requires_grad=True)

    def f(x):
        return (x.sin() * 2).cos().sum()

    train_twice(R, R.compile(f), (x,), lambda o: o)


@case("pointwise", "two_inputs")
def case_pointwise_two(R):
    import torch
    torch.manual_seed(0)
    x = torch.randn(4, 6, requires_grad=True)
    y = torch.randn(4, 6)          # does not require grad: the backward returns None for it

    def f(x, y):
        return ((x.sin() * y).cos() + y.exp()).sum()

    train_twice(R, R.compile(f), (x, y), lambda o: o)


@case("dynamic")
def case_dynamic(R):
    import torch
    torch.manual_seed(0)
    w = torch.randn(6, 3, requires_grad=True)
    x = torch.randn(5, 6, requires_grad=True)

    def f(x, w):
        n = x.shape[0]
        y = (x @ w).relu() * n
        return y.view(n * 3).sin().sum()

    train_twice(R, R.compile(f, dynamic=True), (x, w), lambda o: o)


@case("checkpoint")
def case_checkpoint(R):
    import torch
    import torch.utils.checkpoint
    torch.manual_seed(0)
    w1 = torch.randn(6, 8, requires_grad=True)
    w2 = torch.randn(8, 6, requires_grad=True)
    x = torch.randn(4, 6, requires_grad=True)

    def block(x, w1, w2):
        return torch.sigmoid(x @ w1).relu() @ w2

    def f(x, w1, w2):
        y = torch.utils.checkpoint.checkpoint(block, x, w1, w2, use_reentrant=False)
        return (y.tanh() * x).sum()

    train_twice(R, R.compile(f), (x, w1, w2), lambda o: o)


@case("graph_break")
def case_graph_break(R):
    import torch
    torch.manual_seed(0)
    w = torch.randn(6, 6, requires_grad=True)
    x = torch.randn(4, 6, requires_grad=True)

    def f(x, w):
        y = (x @ w).sin()
        torch._dynamo.graph_break()
        return (y.cos() * x).sum()

    train_twice(R, R.compile(f), (x, w), lambda o: o)


@case("subclass")
def case_subclass(R):
    import torch
    TwoTensor = need("torch.testing._internal.two_tensor", "TwoTensor")
    torch.manual_seed(0)
    a = torch.randn(4, 6)
    b = torch.randn(4, 6)
    x = TwoTensor(a, b).requires_grad_()

    def f(x):
        return (x.sin() * 3).cos()

    train_twice(R, R.compile(f), (x,), lambda o: o.sum())


@case("autograd_grad")
def case_autograd_grad(R):
    import torch
    torch.manual_seed(0)
    x = torch.randn(4, 6, requires_grad=True)

    def f(x):
        return x.sin() * 2, x.cos().exp(), (x * x).sum(dim=1)

    g = R.compile(f)
    outs = g(x)
    torch.autograd.grad(outs[0].sum(), x)
    outs = R.counted(g, x)
    (gx,) = torch.autograd.grad(outs[0].sum(), x)   # outputs 1 and 2 unused
    assert gx.shape == x.shape


@case("inference")
def case_inference(R):
    import torch
    torch.manual_seed(0)
    x = torch.randn(4, 6)
    w = torch.randn(6, 3)

    def f(x, w):
        return (x @ w).relu().softmax(dim=-1).sum(dim=0)

    g = R.compile(f)
    g(x, w)
    R.counted(g, x, w)


def _mincut_fn(x, w):
    import torch
    y = x @ w
    z = y.sin().cos() * y.exp()
    return torch.relu(z).sum()


def _mincut_case(R, partition):
    import torch
    from functorch.compile import aot_function
    torch.manual_seed(0)
    x = torch.randn(4, 6, requires_grad=True)
    w = torch.randn(6, 5, requires_grad=True)
    g = aot_function(_mincut_fn, fw_compiler=R.compiler("forward"), bw_compiler=R.compiler("backward"),
                     partition_fn=R.partitioner(partition))
    train_twice(R, g, (x, w), lambda o: o)


@case("mincut_vs_default", "mincut", dynamo=False)
def case_mincut(R):
    from functorch.compile import min_cut_rematerialization_partition
    _mincut_case(R, min_cut_rematerialization_partition)


@case("mincut_vs_default", "default", dynamo=False)
def case_default(R):
    from functorch.compile import default_partition
    _mincut_case(R, default_partition)


def _flex_case(R, train):
    import torch
    flex_attention = need("torch.nn.attention.flex_attention", "flex_attention")
    torch.manual_seed(0)
    q, k, v = (torch.randn(1, 2, 16, 8, requires_grad=train) for _ in range(3))

    def rel_bias(score, b, h, q_idx, kv_idx):
        return score + (q_idx - kv_idx)

    def f(q, k, v):
        return flex_attention(q, k, v, score_mod=rel_bias)

    g = R.compile(f)
    if train:
        try:
            train_twice(R, g, (q, k, v), lambda o: o.sum())
        except NotImplementedError as e:
            raise Skip("NotImplementedError: %s" % str(e).split("\n")[0])
    else:
        g(q, k, v)
        R.counted(g, q, k, v)


@case("flex_attention", "train")
def case_flex_train(R):
    _flex_case(R, True)


@case("flex_attention", "inference")
def case_flex_inference(R):
    _flex_case(R, False)


@case("invoke_subgraph")
def case_invoke_subgraph(R):
    import torch
    if not hasattr(getattr(torch, "compiler", None), "nested_compile_region"):
        raise Skip("torch.compiler.nested_compile_region does not exist in this version")
    torch.manual_seed(0)
    w = torch.randn(6, 6, requires_grad=True)
    x = torch.randn(4, 6, requires_grad=True)

    @torch.compiler.nested_compile_region
    def layer(x, w):
        return torch.tanh(x @ w).sin()

    def f(x, w):
        return (layer(layer(x, w), w) * x).sum()

    train_twice(R, R.compile(f), (x, w), lambda o: o)


@case("compiled_autograd")
def case_compiled_autograd(R):
    import torch
    import torch.nn as nn
    ca = need("torch._dynamo.compiled_autograd")
    torch.manual_seed(0)
    net = nn.Sequential(nn.Linear(6, 8), nn.Tanh(), nn.Linear(8, 2))
    x = torch.randn(4, 6)
    enable = getattr(ca, "_enable", None) or getattr(ca, "enable", None)
    if enable is None:
        raise Skip("torch._dynamo.compiled_autograd has neither _enable nor enable")
    R.note("compiled autograd via torch._dynamo.compiled_autograd.%s(torch.compile(backend=...))" % enable.__name__)
    f = R.compile(net)
    out = f(x)
    out.sum().backward()       # eager autograd first: AOTAutograd's backward is compiled (bw_compiler) here
    net.zero_grad()
    out = R.counted(f, x)
    with enable(R.compile_fn()):
        out.sum().backward()   # then compiled autograd traces the whole backward and compiles it with dynamo


@case("make_fx", dynamo=False)
def case_make_fx(R):
    import torch
    from torch.fx.experimental.proxy_tensor import make_fx
    torch.manual_seed(0)
    x = torch.randn(4, 6)
    w1 = torch.randn(6, 8, requires_grad=True)
    w2 = torch.randn(8, 3, requires_grad=True)

    def forward(x, w1, w2):
        return ((x @ w1).relu() @ w2).tanh().sum()

    def backward(loss):
        return torch.autograd.grad(loss, [w1, w2], retain_graph=True)

    def forward_and_backward(x, w1, w2):
        loss = forward(x, w1, w2)
        return loss, torch.autograd.grad(loss, [w1, w2])

    # torch gives a make_fx trace of the user's forward function no role (no autograd split, no AOT names): its
    # file is checked for false errors and as the backward's partner, and no role is claimed for it.
    R.add_graph("inference", None, make_fx(forward)(x, w1, w2), stem="forward",
                basis="make_fx of a loss function: outputs computed from inputs, no autograd split", claim=False)
    loss = forward(x, w1, w2)
    R.add_graph("backward", None, make_fx(backward)(loss), stem="backward",
                basis="make_fx of torch.autograd.grad(loss, params) from an eager loss")
    R.add_graph("joint", None, make_fx(forward_and_backward)(x, w1, w2), stem="forward_and_backward",
                basis="make_fx of loss + torch.autograd.grad in one trace: forward and backward in one graph")


class Skip(Exception):
    pass


def _convnet_case(R, side):
    """A small conv net (conv, batch norm, relu, pool, linear) at one input size: its two sizes print the same
    node names with other shapes (issue 29: resnet18 at 32x32 and 48x48 in one folder paired across sizes)."""
    import torch
    import torch.nn as nn
    torch.manual_seed(0)
    net = nn.Sequential(nn.Conv2d(3, 8, 3, padding=1), nn.BatchNorm2d(8), nn.ReLU(),
                        nn.Conv2d(8, 8, 3, padding=1), nn.ReLU(), nn.AdaptiveAvgPool2d(1), nn.Flatten(),
                        nn.Linear(8, 4))
    x = torch.randn(2, 3, side, side)

    def step(x):
        return net(x).sum()

    f = R.compile(step)
    f(x).backward()
    net.zero_grad()
    R.counted(f, x).backward()


@case("two_sizes", "side32")
def case_two_sizes_32(R):
    _convnet_case(R, 32)


@case("two_sizes", "side48")
def case_two_sizes_48(R):
    _convnet_case(R, 48)


def _ac_case(R, selective):
    """The same block under activation checkpointing, whole or selective (save the matmuls, recompute the rest):
    the joints differ only in what they save and their `# ac_graph_id` comments."""
    import functools
    import torch
    import torch.utils.checkpoint as cp
    torch.manual_seed(0)
    w1 = torch.randn(6, 8, requires_grad=True)
    w2 = torch.randn(8, 6, requires_grad=True)
    x = torch.randn(4, 6, requires_grad=True)

    def block(x, w1, w2):
        return torch.sigmoid(x @ w1).relu() @ w2

    kwargs = {}
    if selective:
        def policy(ctx, op, *args, **kw):
            return cp.CheckpointPolicy.MUST_SAVE if op == torch.ops.aten.mm.default else cp.CheckpointPolicy.PREFER_RECOMPUTE
        kwargs["context_fn"] = functools.partial(cp.create_selective_checkpoint_contexts, policy)

    def f(x, w1, w2):
        y = cp.checkpoint(block, x, w1, w2, use_reentrant=False, **kwargs)
        return (y.tanh() * x).sum()

    train_twice(R, R.compile(f), (x, w1, w2), lambda o: o)


@case("checkpoint_vs_sac", "checkpoint")
def case_ac_whole(R):
    _ac_case(R, False)


@case("checkpoint_vs_sac", "selective")
def case_ac_selective(R):
    need("torch.utils.checkpoint", "create_selective_checkpoint_contexts")
    _ac_case(R, True)


def _hf_case(R, make, inputs_of, loss_of):
    """A real Hugging Face model (transformers from PyPI, random weights from a small config, no download):
    its printouts carry the model's own module names and `# File:` lines (issue 30: overviews by module)."""
    import torch
    torch.manual_seed(0)
    model = make()
    model.train()
    train_twice(R, R.compile(model), inputs_of(torch), loss_of)


@case("models", "resnet18")
def case_models_resnet18(R):
    tf = need("transformers")
    cfg = tf.ResNetConfig(num_channels=3, embedding_size=64, hidden_sizes=[64, 128, 256, 512], depths=[2, 2, 2, 2], layer_type="basic", num_labels=10)
    _hf_case(R, lambda: tf.ResNetForImageClassification(cfg), lambda t: (t.randn(2, 3, 64, 64),), lambda o: o.logits.sum())


@case("models", "llama")
def case_models_llama(R):
    tf = need("transformers")
    cfg = tf.LlamaConfig(vocab_size=128, hidden_size=64, intermediate_size=128, num_hidden_layers=2, num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=64, attn_implementation="eager")
    _hf_case(R, lambda: tf.LlamaForCausalLM(cfg), lambda t: (t.randint(0, 128, (2, 16)),), lambda o: o.logits.logsumexp(-1).mean())


@case("models", "gpt2")
def case_models_gpt2(R):
    tf = need("transformers")
    cfg = tf.GPT2Config(vocab_size=128, n_positions=64, n_embd=64, n_layer=4, n_head=4, resid_pdrop=0.0, embd_pdrop=0.0, attn_pdrop=0.0, attn_implementation="eager")
    _hf_case(R, lambda: tf.GPT2LMHeadModel(cfg), lambda t: (t.randint(0, 128, (2, 16)),), lambda o: o.logits.logsumexp(-1).mean())


@case("models", "vit")
def case_models_vit(R):
    tf = need("transformers")
    cfg = tf.ViTConfig(image_size=32, patch_size=8, num_channels=3, hidden_size=64, num_hidden_layers=3, num_attention_heads=4, intermediate_size=128, hidden_dropout_prob=0.0, attention_probs_dropout_prob=0.0, num_labels=10, attn_implementation="eager")
    _hf_case(R, lambda: tf.ViTForImageClassification(cfg), lambda t: (t.randn(2, 3, 32, 32),), lambda o: o.logits.sum())


def need(module, attr=None):
    """An API a case needs (imported when the case runs): a Skip saying it does not exist in this torch.
    Kept to one line at its call sites, so the cases' lines (named in stack-trace comments) do not move."""
    import importlib
    try:
        m = importlib.import_module(module)
    except ImportError:
        raise Skip("%s does not exist in this version" % module)
    if attr is None:
        return m
    if not hasattr(m, attr):
        raise Skip("%s.%s does not exist in this version" % (module, attr))
    return getattr(m, attr)


# ----------------------------------------------------------------------------------------------------------
# worker: runs one case in this process and records every graph handed to its compilers
# ----------------------------------------------------------------------------------------------------------

class Recorder:
    def __init__(self, gm_dir):
        self.gm_dir = gm_dir      # where gm printouts go (None: do not write them)
        self.graphs = []          # dicts: role, cid, gm, stem, basis
        self.packs = {}           # cid -> number of tensors packed by saved_tensors_hooks
        self.pack_types = {}
        self.cur = None
        self.counting = False
        self.captured_during_count = []
        self.notes = []
        self.extra_readable = False
        self.partitioned = {}     # id(backward module the partitioner returned) -> (compile id, module)
        self.backend_calls = 0    # torch 2.0 (no compile ids): calls of the generator's Dynamo backend so far
        self.backend_cid = None
        self.no_inference_compiler = False

    def note(self, s):
        self.notes.append(s)

    def cid(self):
        import torch
        if not hasattr(torch._guards, "CompileContext"):
            # torch 2.0 has no compile ids: b0, b1, ... count the calls of the generator's Dynamo backend
            return self.backend_cid
        try:
            c = torch._guards.CompileContext.current_compile_id()
        except Exception:
            c = None
        return None if c is None else str(c)

    def add_graph(self, role, cid, gm, stem=None, basis=None, claim=True, **extra):
        if self.counting:
            self.captured_during_count.append((role, cid))
        self.graphs.append(dict(role=role, cid=cid, gm=gm, stem=stem, basis=basis, claim=claim, **extra))

    def compiler(self, role):
        def comp(gm, example_inputs):
            cid = self.cid()
            extra = {}
            got = role
            if got == "forward" and self.no_inference_compiler:
                # torch 2.0 has no inference_compiler: fw_compiler also gets the inference graph, which AOTAutograd
                # compiles under track_graph_compiling(aot_config, "inference")
                import torch._functorch.aot_autograd as aa
                being = list(getattr(aa, "graph_being_compiled", None) or [])
                if being and being[0].endswith("_inference"):
                    got = "inference"
                    extra["role_via"] = being[0]
            if cid is None and got == "backward" and id(gm) in self.partitioned:
                # torch < 2.5 compiles the backward lazily, at the first backward call, outside the compile
                # context: its compile id is that of the partition_fn call that returned this very module
                cid = self.partitioned[id(gm)][0]
                if cid is not None:
                    extra["cid_via"] = "partition_fn"
                    self.note("backward of %s compiled lazily outside the compile context: compile id from "
                              "partition_fn" % cid)
            self.add_graph(got, cid, gm, **extra)

            def run(args):
                if got in ("forward", "inference"):
                    self.cur = str(cid)
                return gm(*args)
            run._boxed_call = True
            return run
        return comp

    def partitioner(self, real):
        def part(joint, joint_inputs, **kw):
            # recorded before the partitioner runs (it may rewrite the joint in place)
            cid = self.cid()
            self.add_graph("joint", cid, snapshot_gm(joint))
            out = real(joint, joint_inputs, **kw)
            if isinstance(out, tuple) and len(out) == 2:
                self.partitioned[id(out[1])] = (cid, out[1])   # the module kept, so its id is not reused
            return out
        return part

    def backend(self, gm, example_inputs):
        import torch
        from torch._dynamo.backends.common import aot_autograd
        from functorch.compile import min_cut_rematerialization_partition
        legacy = not hasattr(torch._guards, "CompileContext")      # torch 2.0: no compile ids
        if legacy:
            self.backend_cid = "b%d" % self.backend_calls
            self.backend_calls += 1
        self.add_graph("dynamo", self.cid(), gm)
        # what backend="aot_eager" does, with the generator's compilers
        kw = dict(fw_compiler=self.compiler("forward"), bw_compiler=self.compiler("backward"),
                  inference_compiler=self.compiler("inference"),
                  partition_fn=self.partitioner(min_cut_rematerialization_partition),
                  keep_inference_input_mutations=True)
        if not has_inference_compiler():
            del kw["inference_compiler"]
            self.no_inference_compiler = True
        try:
            return aot_autograd(**kw)(gm, example_inputs)
        finally:
            if legacy:
                self.backend_cid = None

    def compile(self, fn, **kw):
        import torch
        return torch.compile(fn, backend=self.backend, **kw)

    def compile_fn(self, **kw):
        import torch
        return torch.compile(backend=self.backend, **kw)

    def counted(self, fn, *args):
        import torch

        def pack(t):
            key = "eager" if self.cur is None else self.cur
            self.packs[key] = self.packs.get(key, 0) + 1
            self.pack_types.setdefault(key, []).append(type(t).__name__)
            return t

        self.cur = None
        self.counting = True
        try:
            with torch.autograd.graph.saved_tensors_hooks(pack, lambda t: t):
                return fn(*args)
        finally:
            self.counting = False
            self.cur = None


def has_inference_compiler():
    """torch 2.0's aot_module_simplified has no inference_compiler (fw_compiler compiles inference graphs too)."""
    import inspect
    try:
        from torch._functorch.aot_autograd import aot_module_simplified
        return "inference_compiler" in inspect.signature(aot_module_simplified).parameters
    except Exception:
        return True


def snapshot_gm(gm):
    """The text forms of a GraphModule, taken now (a partitioner may change it afterwards)."""
    return FrozenGM(gm)


class FrozenGM:
    def __init__(self, gm):
        self.code = gm.code
        self.readable = readable(gm)
        self.readable_sd = readable(gm, True)
        self.graph_str = str(gm.graph)
        self.tabular = tabular(gm)
        self.info = gm_info(gm)
        # what the printouts are matched on: the left-hand names of the printed statements, exactly as
        # text_names() reads them from a log, a tlparse file or a depyf dump
        self.info["names"] = sorted(text_names(self.readable.split("\n")))


def readable(gm, stride_device=False):
    try:
        if stride_device:
            return gm.print_readable(print_output=False, include_stride=True, include_device=True)
        return gm.print_readable(print_output=False)
    except TypeError:
        if stride_device:
            return None
        buf = io.StringIO()
        with contextlib.redirect_stdout(buf):
            gm.print_readable()
        return buf.getvalue()


def tabular(gm):
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        gm.graph.print_tabular()
    return buf.getvalue()


def all_node_names(gm):
    """Names of the nodes of gm and of its GraphModule submodules (subgraphs of higher-order ops):
    (computed nodes, placeholders)."""
    import torch.fx
    names, phs = set(), set()
    subs = [gm] + [m for _, m in gm.named_modules() if m is not gm and isinstance(m, torch.fx.GraphModule)]
    for sub in subs:
        for n in sub.graph.nodes:
            if n.op == "placeholder":
                phs.add(n.name)
            elif n.op != "output":
                names.add(n.name)
    return names, phs


def gm_info(gm):
    import torch
    import torch.fx
    phs = []
    for n in gm.graph.nodes:
        if n.op == "placeholder":
            v = n.meta.get("val", n.meta.get("example_value"))
            kind = "tensor" if isinstance(v, torch.Tensor) else (
                "symint" if isinstance(v, (torch.SymInt, torch.SymFloat, torch.SymBool, int, float)) else (
                    "none" if v is None else type(v).__name__))
            phs.append([n.name, kind])
    out = [n for n in gm.graph.nodes if n.op == "output"][0]
    pt = torch.utils._pytree
    flat = pt.tree_leaves(out.args) if hasattr(pt, "tree_leaves") else pt.tree_flatten(out.args)[0]
    outs = [a.name if isinstance(a, torch.fx.Node) else repr(a) for a in flat]
    names, ph_names = all_node_names(gm)
    return dict(placeholders=phs, outputs=outs, names=sorted(names), ph_names=sorted(ph_names),
                n_nodes=len(gm.graph.nodes))


def first_line(text, pattern):
    rx = re.compile(pattern)
    for i, line in enumerate(text.split("\n"), 1):
        if rx.search(line):
            return i
    return None


FORMS = {  # form -> (file suffix, text getter, regex of the line the truth points at)
    "code": (".code.txt", lambda f: f.code, r"^def forward\("),
    "readable": (".readable.txt", lambda f: f.readable, r"^\s*def forward\("),
    "graph": (".graph.txt", lambda f: f.graph_str, r"^graph\(\):"),
    "tabular": (".tabular.txt", lambda f: f.tabular, None),
}
ROLE_STEM = {"dynamo": "dynamo", "joint": "joint", "forward": "fwd", "backward": "bwd", "inference": "inference"}


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)


def worker(case_key, out_dir, gm_dir, result_path):
    import torch
    torch.manual_seed(0)
    torch.set_num_threads(1)
    name, variant = case_key
    R = Recorder(gm_dir)
    res = dict(case=name, variant=variant, torch=torch.__version__, ok=False)
    fn, _ = CASES[case_key]
    try:
        fn(R)
        res["ok"] = True
    except Skip as e:
        res["skip"] = str(e)
    except Exception as e:
        msg = str(e).split("\n")[0][:400]
        m = re.search(r"from user code:\s*\n\s*(File .*?)\n\s*(.*?)\n", str(e))
        if not msg.strip() and m:
            # a bare assert inside Dynamo (torch 2.0): say where in the traced code it gave up
            msg = "(no message) while Dynamo traced user code: %s: %s" % (m.group(1).strip(), m.group(2).strip())
        res["error"] = "%s: %s" % (type(e).__name__, msg)
        res["traceback"] = traceback.format_exc()[-3000:]
    # freeze every graph now (partitioner-time joints are frozen already)
    frozen = []
    for g in R.graphs:
        gm = g["gm"]
        fz = gm if isinstance(gm, FrozenGM) else FrozenGM(gm)
        frozen.append(dict(g, gm=fz))
    cids = sorted({g["cid"] for g in frozen}, key=lambda c: (c is None, str(c)))
    multi = len(cids) > 1
    seen = {}
    graphs = []
    for g in frozen:
        stem = g["stem"] or ROLE_STEM[g["role"]]
        if multi and g["stem"] is None:
            stem += "." + cid_tag(g["cid"])
        k = seen[stem] = seen.get(stem, 0) + 1
        if k > 1:
            stem += ".%d" % k
        entry = dict(role=g["role"], cid=g["cid"], stem=stem, basis=g["basis"], claim=g["claim"], files={},
                     **g["gm"].info)
        for k in ("cid_via", "role_via"):
            if g.get(k):
                entry[k] = g[k]
        if gm_dir is not None:
            for form, (suffix, get, rx) in FORMS.items():
                text = get(g["gm"])
                path = os.path.join(gm_dir, stem + suffix)
                write(path, text)
                line = first_line(text, rx) if rx else 3   # tabular: header, dashes, first row
                entry["files"][form] = [os.path.relpath(path, out_dir), line]
            if R.extra_readable and g["gm"].readable_sd is not None and g["role"] != "dynamo":
                path = os.path.join(gm_dir, stem + ".readable_stride_device.txt")
                write(path, g["gm"].readable_sd)
                entry["files"]["readable_stride_device"] = [os.path.relpath(path, out_dir),
                                                            first_line(g["gm"].readable_sd, r"^\s*def forward\(")]
        graphs.append(entry)
    res["graphs"] = graphs
    res["packs"] = R.packs
    res["pack_types"] = {k: sorted(set(v)) for k, v in R.pack_types.items()}
    res["captured_during_count"] = R.captured_during_count
    res["notes"] = R.notes
    res["checks"] = check_pairs(graphs, R.packs)
    with open(result_path, "w") as f:
        json.dump(res, f, indent=1)


def cid_tag(cid):
    if cid is None:
        return "nocid"
    if re.match(r"^b\d+$", cid):
        return cid          # torch 2.0: the generator's count of its Dynamo backend's calls
    return "c" + cid.replace("!", "ca").replace("/", "_")


def check_pairs(graphs, packs):
    """Per compile id with one forward and one backward: the saved-tensor checks."""
    out = {}
    by = {}
    for g in graphs:
        by.setdefault(g["cid"], []).append(g)
    for cid, gs in by.items():
        if any(g["basis"] for g in gs):
            continue        # make_fx graphs: no forward/backward pair from one compile
        fw = [g for g in gs if g["role"] == "forward"]
        bw = [g for g in gs if g["role"] == "backward"]
        if len(fw) != 1 or len(bw) != 1:
            if fw or bw:
                out[str(cid)] = dict(ok=False, why="%d forward / %d backward graphs" % (len(fw), len(bw)))
            continue
        fw, bw = fw[0], bw[0]
        non_tangent = [p for p in bw["placeholders"] if not p[0].startswith("tangents")]
        tensors = [p for p in non_tangent if p[1] == "tensor"]
        symints = [p for p in non_tangent if p[1] == "symint"]
        other = [p for p in non_tangent if p[1] not in ("tensor", "symint")]
        fw_outs = set(fw["outputs"])
        missing = [p[0] for p in non_tangent if p[0] not in fw_outs]
        n_packed = packs.get(str(cid))
        c = dict(bwd_saved_tensors=len(tensors), bwd_saved_symints=len(symints),
                 bwd_saved_symint_names=[p[0] for p in symints], bwd_saved_other=other,
                 packed=n_packed, names_missing_from_fwd_outputs=missing)
        c["count_ok"] = n_packed is not None and n_packed == len(tensors)
        c["names_ok"] = not missing and not other
        c["ok"] = c["count_ok"] and c["names_ok"]
        out[str(cid)] = c
    return out


# ----------------------------------------------------------------------------------------------------------
# scanning what torch wrote: logs, tlparse output, depyf dumps
# ----------------------------------------------------------------------------------------------------------

# `name: "f32[4, 6]" = ...`; before torch 2.3 the annotation is unquoted: `name: f32[4, 6] = ...`, `n: Sym(s0) = ...`
ASSIGN = re.compile(r'^\s+([A-Za-z_]\w*)(?:\s*:\s*(?:"[^"]*"|[A-Za-z]\w*(?:\[[^\]\n]*\]|\([^)\n]*\))))?\s*=\s')
PYTREE = re.compile(r"^\s+((?:[A-Za-z_]\w*,\s*)+)= fx_pytree")
DEF = re.compile(r"^\s*def forward\(self,?\s*(.*)\)\s*:")


def text_names(lines):
    """Left-hand names of the statements of a printed graph (placeholders only print in signatures)."""
    names = set()
    for line in lines:
        m = ASSIGN.match(line)
        if m:
            names.add(m.group(1))
    return names


def compatible(title_role, role):
    return title_role is None or title_role == role or (title_role == "forward" and role == "inference")


def title_only_role(title_role, graphs, cid):
    """Role of a printed graph that matches no capture exactly, from torch's own title (the aot_graphs /
    aot_joint_graph logger, tlparse's file name, depyf's file name): `Forward graph` is also the title of an
    inference graph, so it is kept only when the captures of that compile id tell which."""
    if title_role in ("joint", "backward", "dynamo", "inference"):
        return title_role
    if title_role == "forward":
        roles = {g["role"] for g in graphs if cid is None or g["cid"] == cid}
        if "forward" in roles and "inference" not in roles:
            return "forward"
        if "inference" in roles and "forward" not in roles:
            return "inference"
    return None


def best_match(names, graphs, cid=None, use_cid=True, title_role=None):
    """The captured graph printed as this text: the best node-name overlap (Jaccard) among the captures of
    the compile id (when known) whose role agrees with the title (when there is one). Equal node names do
    happen (a pointwise forward has the same names as its dynamo graph): a tie between captures of different
    roles or compile ids gives no single graph (None, score, why)."""
    scored = []
    for g in graphs:
        if use_cid and cid is not None and g["cid"] != cid:
            continue
        gn = set(g["names"])
        tn = names
        if not gn and not tn:
            continue
        scored.append((len(tn & gn) / max(1, len(tn | gn)), g))
    if not scored:
        return None, 0.0, "no capture"
    top = max(sc for sc, _ in scored)
    best = [g for sc, g in scored if sc == top]
    fit = [g for g in best if compatible(title_role, g["role"])]
    if not fit:
        return None, top, "title says %s, best captures are %s" % (title_role, [(g["role"], g["cid"]) for g in best])
    if len({(g["role"], g["cid"]) for g in fit}) > 1:
        return None, top, "ambiguous between %s" % [(g["role"], g["cid"]) for g in fit]
    return fit[0], top, None


GLOG = re.compile(r"^[IVWED]\d{4} [\d:.]+ \d+ (\S+?):(\d+)\] (?:\[(\S+?)\] )?\[__(\w+)\] ?(.*)$")
# torch 2.1: `[2024-01-01 10:00:00,123] [0/0] torch._functorch.aot_autograd.__aot_graphs: [INFO] payload`
GLOG_OLD = re.compile(r"^\[\d{4}-\d\d-\d\d [\d:,]+\] (?:\[(\S+?)\] )?(\S+?)\.__(\w+): \[[A-Z]+\] ?(.*)$")
TITLE = re.compile(r"^\s*=+ (.*?) =+\s*$")


def scan_log(path):
    """Graph blocks of a TORCH_LOGS stderr file: title, compile id, 1-based line of its def forward, names."""
    with open(path, errors="replace") as f:
        lines = f.read().split("\n")
    blocks = []
    cur = None
    for i, line in enumerate(lines, 1):
        m = GLOG.match(line)
        if m:
            key = line[:line.index("[__")]
            cid, artifact, payload = m.group(3), m.group(4), m.group(5)
        else:
            m = GLOG_OLD.match(line)
            if not m:
                cur = None
                continue
            key = line[:m.start(4)]
            cid, artifact, payload = m.group(1), m.group(3), m.group(4)
        t = TITLE.match(payload)
        if t:
            cur = dict(title=t.group(1), cid=cid, artifact=artifact, key=key, header=i, line=None,
                       body=[])
            blocks.append(cur)
            continue
        if cur is not None:
            if key != cur["key"]:
                cur = None
                continue
            cur["body"].append(payload)
            if cur["line"] is None and DEF.match(payload):
                cur["line"] = i
    for b in blocks:
        b["names"] = text_names(b.pop("body"))
    return blocks


def block_name(b, cid):
    if b["artifact"] is None:      # torch 2.0's AOT_FX_GRAPHS output
        return "AOT_FX_GRAPHS block '%s' (stdout)" % b["title"]
    return "TORCH_LOGS block '%s' [%s] [__%s]" % (b["title"], cid, b["artifact"])


def scan_plain(path):
    """Graph blocks of torch 2.0's AOT_FX_GRAPHS / AOT_FX_GRAPHS_JOINT output (stdout, no record prefix): a
    `====== Forward graph 0 ======` line, then the print_readable text up to the next title."""
    with open(path, errors="replace") as f:
        lines = f.read().split("\n")
    blocks = []
    cur = None
    for i, line in enumerate(lines, 1):
        t = TITLE.match(line)
        if t:
            cur = dict(title=t.group(1), cid=None, artifact=None, header=i, line=None, body=[])
            blocks.append(cur)
            continue
        if cur is None:
            continue
        cur["body"].append(line)
        if cur["line"] is None and DEF.match(line):
            cur["line"] = i
    for b in blocks:
        b["names"] = text_names(b.pop("body"))
    return blocks


def classify_title(title):
    t = title.lower()
    if "forward (only) graph" in t:
        return "inference"     # torch 2.0's title of an inference graph
    if "joint graph" in t:
        return "joint"
    if "backward graph" in t:
        return "backward"
    if "forward graph" in t:
        return "forward"   # or inference: decided by the matching capture
    if "compiled autograd graph" in t:
        return "compiled_autograd"
    if t.startswith("__compiled_fn"):
        return "dynamo"
    return None


# ----------------------------------------------------------------------------------------------------------
# parent: runs the workers, scans, checks, writes sets
# ----------------------------------------------------------------------------------------------------------

def version_dir_name(v):
    return v.split("+")[0]


def log_names_available():
    try:
        import torch._logging._internal as li
    except ImportError:
        return []            # torch 2.0: no torch._logging, no TORCH_LOGS
    reg = li.log_registry
    aliases = getattr(reg, "log_alias_to_log_qnames", None) or getattr(reg, "log_alias_to_log_qname", {})  # < 2.2
    ok = []
    for n in LOG_NAMES:
        if n in reg.artifact_names or n in aliases:
            ok.append(n)
    return ok


# what this torch cannot do at all (None: it can); set by main() in the parent, which imports torch
UNAVAILABLE = {"depyf": None, "trace": None, "torch_logs": None}
# torch 2.0 has no TORCH_LOGS; these switches print the graphs that aot_graphs / aot_joint_graph log later, on
# stdout (torch._inductor.debug.enable_aot_logging adds a stdout handler around aot_eager's compile)
LEGACY_AOT_ENV = {"AOT_FX_GRAPHS": "1", "AOT_FX_GRAPHS_JOINT": "1"}


def unavailable():
    import torch
    import torch._dynamo.convert_frame as cf
    out = {"depyf": None, "trace": None, "torch_logs": None}
    try:
        import torch._logging  # noqa: F401
    except ImportError:
        out["torch_logs"] = ("TORCH_LOGS does not exist in this version (no torch._logging); the AOT graphs are "
                             "printed with %s instead (stdout, aot_fx_graphs.txt), Dynamo's graph not at all"
                             % " ".join("%s=%s" % kv for kv in sorted(LEGACY_AOT_ENV.items())))
    if not hasattr(cf, "register_bytecode_hook"):
        # every depyf release that has prepare_debug (0.9.0 on) registers it; torch has it from 2.2
        out["depyf"] = ("depyf.prepare_debug needs torch._dynamo.convert_frame.register_bytecode_hook, "
                        "which this torch does not have")
    if not hasattr(getattr(torch, "_logging", None), "trace_structured"):
        out["trace"] = "TORCH_TRACE does not exist in this version (no torch._logging.trace_structured)"
    return out


def run_worker(case_key, mode, case_dir, vdir, env_extra, stderr_path, stdout_path=None):
    res_path = os.path.join(tempfile.mkdtemp(prefix="t2g_"), "result.json")
    gm_dir = os.path.join(case_dir, "gm") if mode == "main" else None
    env = dict(os.environ)
    for k in ("TORCH_LOGS", "TORCH_TRACE", "TORCH_COMPILE_DEBUG"):
        env.pop(k, None)
    env.update(env_extra)
    env["PYTHONHASHSEED"] = "0"
    cmd = [sys.executable, os.path.abspath(__file__), "--worker", json.dumps(list(case_key)), mode, case_dir,
           gm_dir or "", res_path]
    t0 = time.time()
    with open(stderr_path, "w") as err, open(stdout_path or res_path + ".stdout", "w") as out:
        rc = subprocess.call(cmd, env=env, stdout=out, stderr=err, cwd=HERE)
    dt = time.time() - t0
    if os.path.exists(res_path):
        with open(res_path) as f:
            res = json.load(f)
    else:
        with open(stderr_path, errors="replace") as f:
            tail = f.read()[-1500:]
        res = dict(ok=False, error="worker died rc=%d: %s" % (rc, tail), graphs=[], checks={})
    res["seconds"] = round(dt, 1)
    shutil.rmtree(os.path.dirname(res_path), ignore_errors=True)
    return res


def keep_tlparse(trace_file, dst, log):
    tmp = tempfile.mkdtemp(prefix="t2g_tl_")
    exe = os.path.join(os.path.dirname(sys.executable), "tlparse")
    if not os.path.exists(exe):
        exe = shutil.which("tlparse")
    if exe is None:
        log("tlparse: not installed")
        return []
    r = subprocess.run([exe, trace_file, "-o", os.path.join(tmp, "out"), "--no-browser", "--overwrite"],
                       capture_output=True, text=True)
    if r.returncode != 0:
        log("tlparse failed rc=%d %s" % (r.returncode, r.stderr[-300:]))
    kept = []
    root = os.path.join(tmp, "out")
    for p in sorted(glob.glob(os.path.join(root, "**", "*.txt"), recursive=True)):
        rel = os.path.relpath(p, root)
        if os.path.basename(rel) in ("raw.txt",) or rel.startswith("raw"):
            continue
        with open(p, errors="replace") as f:
            txt = f.read()
        if "def forward" not in txt and "graph():" not in txt:
            continue     # only graph text files
        d = os.path.join(dst, rel)
        os.makedirs(os.path.dirname(d), exist_ok=True)
        shutil.copyfile(p, d)
        kept.append(d)
    shutil.rmtree(tmp, ignore_errors=True)
    return kept


def text_graph_entries(path, graphs, cid_hint, title_role, basis, case_dir):
    """One graph file (tlparse / depyf): match it to the capture; the GRAPH truth entry or None + a message."""
    with open(path, errors="replace") as f:
        text = f.read()
    lines = text.split("\n")
    line = first_line(text, r"^\s*def forward\(")
    names = text_names(lines)
    g, score, why = best_match(names, graphs, cid_hint, use_cid=cid_hint is not None, title_role=title_role)
    rel = os.path.relpath(path, case_dir)
    if line is None:
        return None, "%s: no def forward" % rel
    if g is None or score < 0.999:
        role = title_only_role(title_role, graphs, cid_hint)
        msg = "%s: no exact capture match (best %.2f; %s)%s" % (rel, score, why,
                                                               "; role %s from the file name" % role if role else "")
        if role is None:
            return None, msg
        return dict(line=line, role=role, cid=cid_hint, exact=False,
                    basis="role from the name torch/tlparse/depyf gave the file (no capture of the generator "
                    "has exactly these node names)"), msg
    role = g["role"]
    return dict(line=line, role=role, cid=g["cid"], stem=g["stem"], basis=basis % dict(role=role, cid=g["cid"])), None


def tl_cid(rel):
    # tlparse folders: -_0_0_0 (frame/frame compile/attempt) or !0_-_... ; take the first path component
    first = rel.split(os.sep)[0]
    m = re.match(r"^-_(\d+)_(\d+)_\d+$", first)
    if m:
        return "%s/%s" % (m.group(1), m.group(2))
    m = re.match(r"^(\d+)_(\d+)_(\d+)_\d+$", first)       # compiled autograd id, frame, frame compile
    if m:
        return "!%s/%s/%s" % (m.group(1), m.group(2), m.group(3))
    return None


def tl_role(rel):
    base = os.path.basename(rel)
    for k, r in (("aot_forward_graph", "forward"), ("aot_backward_graph", "backward"),
                 ("aot_joint_graph", "joint"), ("aot_inference_graph", "inference"),
                 ("dynamo_output_graph", "dynamo")):
        if base.startswith(k):
            return r
    return None


def depyf_role(fname):
    base = os.path.basename(fname)
    if re.match(r"^__compiled_fn_\d+\.__compiled_fn_", base):
        return "dynamo"
    if ".Forward_graph." in base:
        return "forward"
    if ".Backward_graph." in base:
        return "backward"
    if ".Joint_graph." in base:
        return "joint"
    return None


def run_case(case_key, vdir, logs_env, log):
    name, variant = case_key
    _, has_dynamo = CASES[case_key]
    rel_case = folder_of(name, variant)
    case_dir = os.path.join(vdir, rel_case)
    shutil.rmtree(case_dir, ignore_errors=True)
    os.makedirs(case_dir)
    ver = os.path.basename(vdir)
    sets = []
    lines = []

    def L(form, msg):
        lines.append("%s %s %s: %s" % (ver, rel_case, form, msg))

    # --- run A: capture + TORCH_LOGS + TORCH_TRACE ------------------------------------------------------
    trace_dir = tempfile.mkdtemp(prefix="t2g_trace_")
    env = {"TORCH_LOGS": ",".join(logs_env), "TORCH_TRACE": trace_dir}
    logs_path = os.path.join(case_dir, "torch_logs.txt")
    legacy_path = None
    if UNAVAILABLE["torch_logs"]:
        env = dict(LEGACY_AOT_ENV, TORCH_TRACE=trace_dir)
        legacy_path = os.path.join(case_dir, "aot_fx_graphs.txt")
    res = run_worker(case_key, "main", case_dir, vdir, env, logs_path, legacy_path)
    if not res.get("ok"):
        why = res.get("skip") or res.get("error")
        L("all", "SKIPPED: " + str(why))
        shutil.rmtree(case_dir, ignore_errors=True)
        shutil.rmtree(trace_dir, ignore_errors=True)
        return sets, lines, dict(case=rel_case, skipped=str(why))
    graphs = res["graphs"]
    checks = res["checks"]
    roles = ", ".join("%s[%s]" % (g["role"], g["cid"]) for g in graphs)
    L("run", "ok in %.1fs; graphs: %s; packs %s; notes %s" % (res["seconds"], roles, res["packs"], res["notes"]))
    if res.get("captured_during_count"):
        L("run", "NOTE: graphs compiled during the counted call: %s" % res["captured_during_count"])
    for cid, c in sorted(checks.items()):
        L("check", "compile %s: %s" % (cid, json.dumps(c, sort_keys=True)))
        if not c.get("ok"):
            L("check", "MISMATCH compile %s (saved_tensors not recorded)" % cid)

    def pairs_for(entries):
        """entries: list of dict(file, line, role, cid). Pair forward/backward of one compile id."""
        out = []
        by = {}
        for e in entries:
            if e.get("exact", True):      # pairs only between printouts matched to the captures exactly
                by.setdefault(e["cid"], []).append(e)
        for cid, es in by.items():
            fw = [e for e in es if e["role"] == "forward"]
            bw = [e for e in es if e["role"] == "backward"]
            if len(fw) == 1 and len(bw) == 1:
                p = dict(forward=dict(file=fw[0]["file"], line=fw[0]["line"]),
                         backward=dict(file=bw[0]["file"], line=bw[0]["line"]))
                c = checks.get(str(cid))
                if c and c.get("ok"):
                    p["saved_tensors"] = c["bwd_saved_tensors"]
                out.append(p)
        return out

    def make_set(form, sid, files, entries, source_extra, notes):
        gr = [dict(file=e["file"], line=e["line"], role=e["role"], basis=e["basis"]) for e in entries
              if e.get("claim", True)]
        s = {"id": "torch2gen/%s/%s/%s" % (ver, rel_case, sid), "torch": ver, "form": form,
             "source": dict(repo="fxlens", path="tests/corpus/torch2gen/gen.py", via="generated by gen.py",
                            test=rel_case, **source_extra),
             "files": files, "graphs": gr, "pairs": pairs_for(entries)}
        if notes:
            s["notes"] = notes
        sets.append(s)
        return s

    order = {"dynamo": 0, "joint": 1, "forward": 2, "inference": 2, "backward": 3}
    gsorted = sorted(graphs, key=lambda g: (str(g["cid"]), order[g["role"]]))

    # gm printouts: one set per form
    for form in list(FORMS) + ["readable_stride_device"]:
        entries, files = [], []
        for g in gsorted:
            if form not in g["files"]:
                continue
            path, line = g["files"][form]
            path = os.path.join(rel_case, path)
            files.append(path)
            cid_txt = "compile id %s" % g["cid"] if g["cid"] is not None else "no compile id (not under dynamo)"
            if re.match(r"^b\d+$", str(g["cid"])):
                cid_txt = "the generator's Dynamo backend call %s (torch 2.0 has no compile ids)" % g["cid"]
            if g.get("cid_via") == "partition_fn":
                cid_txt += (": compiled lazily at the first backward, outside the compile context; the compile "
                            "id of the partition_fn call that returned this module")
            basis = g["basis"] or ("GraphModule handed to the generator's %s (%s)" % (
                {"dynamo": "dynamo backend", "joint": "partition_fn (the joint, before partitioning)",
                 "forward": "fw_compiler", "backward": "bw_compiler",
                 "inference": "inference_compiler"}[g["role"]], cid_txt))
            if g.get("role_via"):
                basis = ("GraphModule handed to the generator's fw_compiler while AOTAutograd's track_graph_compiling "
                         "named it '%s' (an inference graph: torch 2.0 has no inference_compiler; %s)" % (
                             g["role_via"], cid_txt))
            entries.append(dict(file=path, line=line, role=g["role"], cid=g["cid"], basis=basis,
                                claim=g.get("claim", True)))
        if not files:
            continue
        notes = []
        if form == "readable_stride_device":
            notes.append("print_readable(include_stride=True, include_device=True)")
        if form in ("code", "graph", "tabular"):
            for cid, c in sorted(checks.items()):
                if c.get("bwd_saved_symint_names"):
                    notes.append("compile %s: the backward placeholders %s are SymInts (saved sizes), not tensors; "
                                 "this form prints no types" % (cid, ", ".join(c["bwd_saved_symint_names"])))
        make_set("readable" if form == "readable_stride_device" else form, "gm-" + form, files, entries,
                 {}, "; ".join(notes) or None)
        L(form, "%d files, %d graphs, %d pairs" % (len(files), len(entries), len(sets[-1]["pairs"])))

    # TORCH_LOGS (torch 2.0: AOT_FX_GRAPHS on stdout)
    log_rel = os.path.join(rel_case, "torch_logs.txt")
    if legacy_path:
        blocks = scan_plain(legacy_path)
        log_rel = os.path.join(rel_case, "aot_fx_graphs.txt")
        if not blocks:
            os.remove(legacy_path)
        with open(logs_path) as f:
            if not f.read().strip():
                os.remove(logs_path)      # nothing on stderr
    else:
        blocks = scan_log(logs_path)
    entries, problems, unassigned = [], [], []
    for b in blocks:
        kind = classify_title(b["title"])
        if kind is None or b["line"] is None:
            continue
        cid = b["cid"]
        if cid is not None:
            cid = re.sub(r"_\d+$", "", cid)     # [0/0_1]: attempt 1 of compile 0/0 (restarted analysis)
        if kind == "compiled_autograd":
            unassigned.append("line %d: compiled autograd graph (%s), role not recorded" % (b["line"], cid))
            continue
        g, score, why = best_match(b["names"], graphs, cid, use_cid=cid is not None, title_role=kind)
        if g is None or score < 0.999:
            role = title_only_role(kind, graphs, cid)
            problems.append("line %d '%s' [%s]: no exact capture match (best %.2f; %s)%s" % (
                b["line"], b["title"], cid, score, why, "; role %s from the title" % role if role else ""))
            if role:
                entries.append(dict(file=log_rel, line=b["line"], role=role,
                                    cid=cid, exact=False,
                                    basis="%s: role from torch's title (no "
                                    "capture of the generator has exactly these node names)" % block_name(b, cid)))
            continue
        entries.append(dict(file=log_rel, line=b["line"], role=g["role"],
                            cid=g["cid"], basis="%s; same node names as the "
                            "graph the generator's %s got" % (block_name(b, cid), g["role"])))
    if blocks and legacy_path:
        make_set("log", "aot_fx_graphs", [log_rel], entries,
                 dict(env=" ".join("%s=%s" % kv for kv in sorted(LEGACY_AOT_ENV.items()))),
                 "torch 2.0: stdout of a run with %s (no TORCH_LOGS in this version)" % " ".join(
                     "%s=%s" % kv for kv in sorted(LEGACY_AOT_ENV.items())))
    elif blocks:
        make_set("log", "torch_logs", [log_rel], entries,
                 dict(env="TORCH_LOGS=" + ",".join(logs_env)), "; ".join(unassigned) or None)
    L("log", "%d graph blocks, %d with role; problems: %s; %s" % (len(blocks), len(entries), problems or "none",
                                                                  unassigned or ""))

    # TORCH_TRACE + tlparse
    traces = sorted(glob.glob(os.path.join(trace_dir, "*.log")))
    if traces:
        with open(os.path.join(case_dir, "trace.log"), "wb") as out:
            for t in traces:
                with open(t, "rb") as f:
                    shutil.copyfileobj(f, out)
        kept = keep_tlparse(os.path.join(case_dir, "trace.log"), os.path.join(case_dir, "tlparse"),
                            lambda m: L("trace", m))
        entries, problems = [], []
        for p in kept:
            relp = os.path.relpath(p, os.path.join(case_dir, "tlparse"))
            e, prob = text_graph_entries(p, graphs, tl_cid(relp), tl_role(relp),
                                         "tlparse output of TORCH_TRACE; same node names as the graph the "
                                         "generator's %(role)s compiler got (compile id %(cid)s)", case_dir)
            if prob:
                problems.append(prob)
            if e is None:
                continue
            e["file"] = os.path.relpath(p, vdir)
            entries.append(e)
        files = [os.path.relpath(p, vdir) for p in kept]
        if files:
            make_set("trace", "tlparse", files, entries, dict(env="TORCH_TRACE; tlparse"), None)
        size = os.path.getsize(os.path.join(case_dir, "trace.log"))
        kept_as = "trace.log"
        if name not in RAW_TRACE_CASES:
            # raw trace logs are 0.1-1 MB each (guards, payload tables): gzip them, bytes unchanged inside
            import gzip
            with open(os.path.join(case_dir, "trace.log"), "rb") as f, \
                    open(os.path.join(case_dir, "trace.log.gz"), "wb") as raw:
                with gzip.GzipFile(filename="trace.log", mode="wb", fileobj=raw, mtime=0) as gz:
                    shutil.copyfileobj(f, gz)
            os.remove(os.path.join(case_dir, "trace.log"))
            kept_as = "trace.log.gz"
        L("trace", "%s (%d bytes raw); tlparse graph files %d, with role %d; unmatched: %s" % (
            kept_as, size, len(kept), len(entries), problems or "none"))
    else:
        L("trace", "no TORCH_TRACE log written" + (": " + UNAVAILABLE["trace"] if UNAVAILABLE["trace"] else ""))
    shutil.rmtree(trace_dir, ignore_errors=True)

    # --- run B: depyf ---------------------------------------------------------------------------------------
    if has_dynamo and UNAVAILABLE["depyf"]:
        L("depyf", "SKIPPED: " + UNAVAILABLE["depyf"])
    elif has_dynamo:
        res_b = run_worker(case_key, "depyf", case_dir, vdir, {}, os.path.join(case_dir, ".depyf_stderr"))
        err_path = os.path.join(case_dir, ".depyf_stderr")
        if not res_b.get("ok"):
            L("depyf", "SKIPPED: " + str(res_b.get("skip") or res_b.get("error")))
            shutil.rmtree(os.path.join(case_dir, "depyf"), ignore_errors=True)
        else:
            kept = sorted(glob.glob(os.path.join(case_dir, "depyf", "__compiled_fn_*.py")))
            for p in glob.glob(os.path.join(case_dir, "depyf", "*")):
                if p not in kept:
                    if os.path.isdir(p):
                        shutil.rmtree(p)
                    else:
                        os.remove(p)
            gb = res_b["graphs"]
            entries, problems = [], []
            for p in kept:
                e, prob = text_graph_entries(p, gb, None, depyf_role(p),
                                             "depyf dump of a second run; same node names as the graph the "
                                             "generator's %(role)s compiler got in that run (compile id %(cid)s)",
                                             case_dir)
                if prob:
                    problems.append(prob)
                if e is None:
                    continue
                e["file"] = os.path.relpath(p, vdir)
                entries.append(e)
            files = [os.path.relpath(p, vdir) for p in kept]
            if files:
                # the depyf run has its own checks (same case, same compile ids)
                saved_checks = checks
                checks = res_b["checks"]
                make_set("depyf", "depyf", files, entries, dict(env="depyf.prepare_debug"), None)
                checks = saved_checks
            L("depyf", "ok in %.1fs; %d graph files, with role %d; checks %s; unmatched: %s" % (
                res_b["seconds"], len(files), len(entries),
                {k: v.get("ok") for k, v in res_b["checks"].items()}, problems or "none"))
        if os.path.exists(err_path):
            os.remove(err_path)
    return sets, lines, dict(case=rel_case, graphs=roles, checks={k: v.get("ok") for k, v in checks.items()})


def merge():
    all_sets, all_log = [], []
    for part in sorted(glob.glob(os.path.join(HERE, "*", "sets.part.json")), key=vkey):
        vd = os.path.basename(os.path.dirname(part))
        with open(part) as f:
            for s in json.load(f)["sets"]:
                s = dict(s)
                s["files"] = [vd + "/" + p for p in s["files"]]
                for g in s["graphs"]:
                    g["file"] = vd + "/" + g["file"]
                for p in s["pairs"]:
                    p["forward"]["file"] = vd + "/" + p["forward"]["file"]
                    p["backward"]["file"] = vd + "/" + p["backward"]["file"]
                all_sets.append(s)
        lp = os.path.join(os.path.dirname(part), "gen.log")
        if os.path.exists(lp):
            with open(lp) as f:
                all_log.append(f.read())
    with open(os.path.join(HERE, "sets.json"), "w") as f:
        json.dump({"sets": all_sets}, f, indent=1)
        f.write("\n")
    with open(os.path.join(HERE, "gen.log"), "w") as f:
        f.write("".join(all_log))
    missing = [p for s in all_sets for p in s["files"] if not os.path.exists(os.path.join(HERE, p))]
    print("sets.json: %d sets, missing files: %s" % (len(all_sets), missing or "none"))


def vkey(p):
    v = os.path.basename(os.path.dirname(p))
    return tuple(int(x) if x.isdigit() else 0 for x in re.split(r"[.]", v))


def main(argv):
    if argv and argv[0] == "--worker":
        key = tuple(json.loads(argv[1]))
        mode, case_dir, gm_dir, res_path = argv[2], argv[3], argv[4] or None, argv[5]
        if mode == "depyf":
            import depyf
            d = os.path.join(case_dir, "depyf")
            shutil.rmtree(d, ignore_errors=True)
            with depyf.prepare_debug(d):
                worker(key, case_dir, None, res_path)
        else:
            worker(key, case_dir, gm_dir, res_path)
        return
    if argv and argv[0] == "--merge":
        merge()
        return
    import torch
    import platform
    ver = version_dir_name(torch.__version__)
    vdir = os.path.join(HERE, ver)
    os.makedirs(vdir, exist_ok=True)
    wanted = argv or sorted({k[0] for k in CASES}, key=lambda n: [k[0] for k in CASES].index(n))
    keys = [k for k in CASES if k[0] in wanted]
    unknown = set(wanted) - {k[0] for k in CASES}
    if unknown:
        sys.exit("unknown cases: %s" % sorted(unknown))
    logs_env = log_names_available()
    UNAVAILABLE.update(unavailable())
    env = dict(torch=torch.__version__, python=platform.python_version(), executable=sys.executable,
               torch_logs=",".join(logs_env), missing_log_names=[n for n in LOG_NAMES if n not in logs_env])
    env.update({"unavailable_" + k: v for k, v in UNAVAILABLE.items() if v})
    for mod in ("depyf", "tabulate", "networkx", "numpy"):
        try:
            m = __import__(mod)
            env[mod] = getattr(m, "__version__", "?")
        except Exception as e:
            env[mod] = "missing: %s" % e
    try:
        tl = os.path.join(os.path.dirname(sys.executable), "tlparse")
        env["tlparse"] = subprocess.run([tl, "--version"], capture_output=True, text=True).stdout.strip()
    except Exception as e:
        env["tlparse"] = "missing: %s" % e
    print(json.dumps(env))
    # a partial run keeps the other cases' sets of this version
    part_path = os.path.join(vdir, "sets.part.json")
    old_sets, old_log, old_summary = [], [], {}
    if os.path.exists(part_path) and argv:
        with open(part_path) as f:
            old_sets = [s for s in json.load(f)["sets"]
                        if s["source"]["test"].split("/")[0] not in wanted]
        if os.path.exists(os.path.join(vdir, "gen.log")):
            with open(os.path.join(vdir, "gen.log")) as f:
                old_log = [l.rstrip("\n") for l in f if l.split(" ")[1].split("/")[0] not in wanted]
    results = {}
    with concurrent.futures.ThreadPoolExecutor(max_workers=int(os.environ.get("GEN_JOBS", "2"))) as ex:
        futs = {ex.submit(run_case, k, vdir, logs_env, print): k for k in keys}
        for fut in concurrent.futures.as_completed(futs):
            k = futs[fut]
            try:
                results[k] = fut.result()
            except Exception:
                results[k] = ([], ["%s %s all: GENERATOR ERROR %s" % (ver, folder_of(*k),
                                                                      traceback.format_exc()[-800:])], {})
            for l in results[k][1]:
                print(l, flush=True)
    sets = list(old_sets)
    lines = list(old_log)
    for k in keys:
        sets += results[k][0]
        lines += results[k][1]
    sets.sort(key=lambda s: s["id"])
    with open(part_path, "w") as f:
        json.dump({"sets": sets}, f, indent=1)
        f.write("\n")
    with open(os.path.join(vdir, "gen.log"), "w") as f:
        f.write("\n".join(lines) + "\n")
    with open(os.path.join(vdir, "env.json"), "w") as f:
        json.dump(env, f, indent=1)
        f.write("\n")
    merge()


if __name__ == "__main__":
    main(sys.argv[1:])
