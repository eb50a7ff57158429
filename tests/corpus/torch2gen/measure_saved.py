"""Measures what each case's compiled forward saves for backward, in tensors and bytes, per compile id, with
torch.autograd.graph.saved_tensors_hooks (the same counted run as gen.py: its Recorder.counted, with the bytes of
every packed tensor added up), and writes <torch version>/saved_measured.json:
    {"mlp": {"0/0": {"tensors": 6, "bytes": 1234}}, "pointwise/one_input": {...}, ...}
No printout is rewritten: the cases run with gen.py's worker and nowhere to write graphs.

    /work/venvs/torch-2.15.0/bin/python tests/corpus/torch2gen/measure_saved.py [CASE...]
"""
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import gen  # noqa: E402


def measure_one(key):
    """In this process: runs one case and returns {cid: {tensors, bytes}}."""
    import torch
    sizes = {}
    counted_by_gen = gen.Recorder.counted

    def counted(self, fn, *args):
        # gen.py's own counted run, its pack hook wrapped to add up the bytes of what it packs, by compile id
        real_hooks = torch.autograd.graph.saved_tensors_hooks

        def hooks(pack, unpack):
            def measuring(t):
                entry = sizes.setdefault("eager" if self.cur is None else self.cur, {"tensors": 0, "bytes": 0})
                entry["tensors"] += 1
                if type(t) in (torch.Tensor, torch.nn.Parameter):
                    entry["bytes"] += t.numel() * t.element_size()
                else:
                    entry["unsized"] = entry.get("unsized", 0) + 1   # a subclass or a non-tensor: not summed
                return pack(t)
            return real_hooks(measuring, unpack)
        torch.autograd.graph.saved_tensors_hooks = hooks
        try:
            return counted_by_gen(self, fn, *args)
        finally:
            torch.autograd.graph.saved_tensors_hooks = real_hooks

    gen.Recorder.counted = counted
    with tempfile.TemporaryDirectory() as d:
        res_path = os.path.join(d, "res.json")
        gen.worker(key, d, None, res_path)
        with open(res_path) as f:
            res = json.load(f)
    if not res.get("ok"):
        return {"error": res.get("error") or res.get("skip") or "failed"}
    return sizes


def main(argv):
    if argv and argv[0] == "--one":
        key = (argv[1], None if argv[2] == "-" else argv[2])
        print(json.dumps(measure_one(key)))
        return
    import torch
    version = torch.__version__.split("+")[0]
    wanted = set(argv)
    out = {}
    for name, variant in sorted(gen.CASES, key=lambda k: (k[0], k[1] or "")):
        folder = gen.folder_of(name, variant)
        if wanted and folder not in wanted and name not in wanted:
            continue
        r = subprocess.run([sys.executable, __file__, "--one", name, variant or "-"], capture_output=True, text=True,
                           timeout=600)
        lines = r.stdout.strip().splitlines()
        if r.returncode != 0 or not lines:
            print("%-28s FAILED: %s" % (folder, r.stderr.strip().splitlines()[-1:]))
            continue
        out[folder] = json.loads(lines[-1])
        print("%-28s %s" % (folder, out[folder]))
    path = os.path.join(HERE, version, "saved_measured.json")
    if wanted and os.path.exists(path):
        with open(path) as f:
            out = dict(json.load(f), **out)
    with open(path, "w") as f:
        json.dump(out, f, indent=1, sort_keys=True)
        f.write("\n")


if __name__ == "__main__":
    main(sys.argv[1:])
