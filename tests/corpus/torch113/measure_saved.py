#!/usr/bin/python3
"""Measures what the real AOTAutograd run saves for backward, for every case and partition of this corpus, and
adds it to each aot_*/truth.json as "saved_measured": {"tensors": N, "bytes": B, "per_tensor": {name: bytes}}.

The figure is read from the compiled function's backward node (`grad_fn.saved_tensors`: exactly what the
compiled forward handed to ctx.save_for_backward, in the order of the forward's saved outputs, `saved` in
truth.json), so the i-th tensor is the run's i-th saved name. (torch.autograd.graph.saved_tensors_hooks would say the same
but torch 1.13 refuses them while functorch traces and asserts "No grad accumulator for a saved leaf" on saved
parameters; the torch 2.x generator, ../torch2gen/gen.py, does count with the hooks.) gen.py's cases, models and inputs are reused
as they are (same seeds); no printout is rewritten.

    /usr/bin/python3 tests/corpus/torch113/measure_saved.py [CASE...]    # Debian's python3-torch 1.13
"""
import json
import os
import sys

import torch

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import gen  # noqa: E402  (the corpus generator: cases and run_aot)


def saved_by_compiled_function(outputs):
    """The tensors the compiled forward saved (ctx.save_for_backward), read from its backward node."""
    todo = [o.grad_fn for o in outputs if isinstance(o, torch.Tensor) and o.grad_fn is not None]
    seen = set()
    while todo:
        fn = todo.pop()
        if fn is None or id(fn) in seen:
            continue
        seen.add(id(fn))
        if "CompiledFunction" in fn.name():
            return list(fn.saved_tensors)
        todo.extend(f for f, _ in fn.next_functions)
    raise RuntimeError("no CompiledFunction backward node behind the outputs")


def measured_run(case, partition):
    """Runs gen.run_aot with its file writes switched off, reading what the compiled call saved."""
    sizes = []

    def counted(make):
        def wrap(*a, **k):
            compiled = make(*a, **k)

            def call(*args, **kwargs):
                out = compiled(*args, **kwargs)
                outs = list(out) if isinstance(out, (list, tuple)) else [out]
                sizes.extend(t.numel() * t.element_size() for t in saved_by_compiled_function(outs))
                return out
            return call
        return wrap

    saved_write, saved_json = gen.write, gen.write_json
    saved_mod, saved_fn = gen.aot_module, gen.aot_function
    truth = {}
    try:
        gen.write = lambda path, text: None
        gen.write_json = lambda path, obj: truth.update(obj)
        gen.aot_module, gen.aot_function = counted(saved_mod), counted(saved_fn)
        gen.run_aot(case, partition, os.path.join(HERE, case, "aot_" + partition))
    finally:
        gen.write, gen.write_json = saved_write, saved_json
        gen.aot_module, gen.aot_function = saved_mod, saved_fn
    return sizes, truth


def main(cases):
    torch.set_num_threads(1)
    for case in cases or gen.ALL_CASES:
        for partition in ("default", "mincut"):
            path = os.path.join(HERE, case, "aot_" + partition, "truth.json")
            if not os.path.exists(path):
                continue
            sizes, fresh = measured_run(case, partition)
            with open(path) as f:
                truth = json.load(f)
            # the same saved tensors (the default partitioner's order may differ from run to run: set order)
            if sorted(fresh.get("saved", [])) != sorted(truth["saved"]):
                raise SystemExit("%s/%s: the run saves %s, truth.json says %s: regenerate the corpus first"
                                 % (case, partition, fresh.get("saved"), truth["saved"]))
            if len(sizes) != len(truth["saved"]):
                raise SystemExit("%s/%s: %d tensors packed, %d saved outputs" % (case, partition, len(sizes), len(truth["saved"])))
            by_name = dict(zip(fresh["saved"], sizes))
            truth["saved_measured"] = dict(tensors=len(sizes), bytes=sum(sizes),
                                           per_tensor={name: by_name[name] for name in truth["saved"]})
            with open(path, "w") as f:
                json.dump(truth, f, indent=1)
                f.write("\n")
            print("%-20s %-8s saved %3d tensors, %d bytes" % (case, partition, len(sizes), sum(sizes)))


if __name__ == "__main__":
    main(sys.argv[1:])
