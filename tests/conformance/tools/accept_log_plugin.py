"""pytest plugin used by accept_under_torch.py (runs inside a torch venv; pytest + stdlib only).

It does three things, all recorded as JSON lines in the file named by $ACCEPT_LOG:

- selection: keeps only the collected tests whose (unwrapped) function is one of the test
  functions listed in $ACCEPT_WANTED (JSON: {abs_file: [[first_line, last_line, name], ...]}),
  so that parametrized / device-type instantiations of a wanted test run and nothing else;
- calls: wraps torch's ``TestCase.assertExpectedInline`` and records, for every call, the call
  site (file and line as the interpreter reports them, honouring ``skip`` like expecttest does),
  the running test's node id, the *raw* actual text (before ignore_comments/ignore_empty_lines
  stripping), whether it equalled the literal the module was loaded with, and whether the call
  raised;
- outcomes: the outcome of every test (passed / failed / skipped / error).
"""

import inspect
import json
import os
import traceback

import pytest

_LOG = None


def _log(rec):
    global _LOG
    if _LOG is None:
        _LOG = open(os.environ["ACCEPT_LOG"], "a", encoding="utf-8")
    _LOG.write(json.dumps(rec) + "\n")
    _LOG.flush()


def _wanted():
    p = os.environ.get("ACCEPT_WANTED")
    if not p:
        return None
    with open(p) as f:
        return {os.path.realpath(k): v for k, v in json.load(f).items()}


def _code_of(obj):
    f = obj
    for _ in range(20):
        nxt = getattr(f, "__wrapped__", None)
        if nxt is None:
            break
        f = nxt
    f = getattr(f, "__func__", f)
    return getattr(f, "__code__", None)


def _shims():
    """Names PyTorch 2.6.0's test files import from torch's own test helpers that a later torch
    renamed or removed.  Supplied only where missing, with what they mean on this CPU-only
    machine, so that the test module imports; they print nothing and change no graph."""
    import importlib
    import functools
    import torch

    applied = []

    def need(mod, name, value):
        try:
            m = importlib.import_module(mod)
        except Exception:
            return
        if not hasattr(m, name):
            setattr(m, name, value)
            applied.append("%s.%s" % (mod, name))

    # 2.6: HAS_CUDA = torch.cuda.is_available() and has_triton(); later: HAS_CUDA_AND_TRITON
    for mod in ("torch.testing._internal.inductor_utils", "torch.testing._internal.triton_utils"):
        try:
            m = importlib.import_module(mod)
        except Exception:
            continue
        need(mod, "HAS_CUDA", bool(getattr(m, "HAS_CUDA_AND_TRITON", torch.cuda.is_available())))

    # 2.6: requires_cuda = unittest.skipUnless(HAS_CUDA, "requires cuda"); later renamed
    try:
        tu = importlib.import_module("torch.testing._internal.triton_utils")
        if hasattr(tu, "requires_cuda_and_triton"):
            need("torch.testing._internal.triton_utils", "requires_cuda", tu.requires_cuda_and_triton)
    except Exception:
        pass
    # 2.6: HAS_XPU = torch.xpu.is_available() and has_triton(); later HAS_XPU_AND_TRITON
    try:
        iu = importlib.import_module("torch.testing._internal.inductor_utils")
        need("torch.testing._internal.inductor_utils", "HAS_XPU",
             bool(getattr(iu, "HAS_XPU_AND_TRITON", False)))
    except Exception:
        pass
    # removed from common_methods_invocations after 2.12 (common_device_type's replacements have
    # another signature): 2.6's xfail/skip/skipOps, which only add DecorateInfo entries to OpInfos
    # for OpInfo-based tests (not the ones run here); an OpInfo this torch no longer has is passed
    # over instead of failing the import
    try:
        cmi = importlib.import_module("torch.testing._internal.common_methods_invocations")
        if not hasattr(cmi, "skipOps"):
            import unittest
            from torch.testing._internal.opinfo.core import DecorateInfo

            def xfail(op_name, variant_name="", *, device_type=None, dtypes=None):
                return (op_name, variant_name, device_type, dtypes, True)

            def skip(op_name, variant_name="", *, device_type=None, dtypes=None):
                return (op_name, variant_name, device_type, dtypes, False)

            def skipOps(test_case_name, base_test_name, to_skip):
                for spec in to_skip:
                    op_name, variant_name, device_type, dtypes, expected_failure = spec
                    for op in [o for o in cmi.op_db if o.name == op_name
                               and o.variant_test_name == variant_name]:
                        dec = unittest.expectedFailure if expected_failure else \
                            unittest.skip("Skipped!")
                        op.decorators = tuple(list(op.decorators) + [DecorateInfo(
                            dec, test_case_name, base_test_name, device_type=device_type,
                            dtypes=dtypes)])

                def wrapped(fn):
                    return fn
                return wrapped

            need("torch.testing._internal.common_methods_invocations", "xfail", xfail)
            need("torch.testing._internal.common_methods_invocations", "skip", skip)
            need("torch.testing._internal.common_methods_invocations", "skipOps", skipOps)
    except Exception:
        pass
    # moved, same object: UnsupportedAliasMutationException (torch._higher_order_ops.utils)
    try:
        hu = importlib.import_module("torch._higher_order_ops.utils")
        if hasattr(hu, "UnsupportedAliasMutationException"):
            need("functorch.experimental.control_flow", "UnsupportedAliasMutationException",
                 hu.UnsupportedAliasMutationException)
    except Exception:
        pass
    # torch.export.export_for_training, removed after 2.9: 2.9.1's public wrapper, verbatim in
    # effect, around the private torch.export._trace._export_for_training this torch still has
    try:
        tr = importlib.import_module("torch.export._trace")
        if hasattr(tr, "_export_for_training"):
            def export_for_training(mod, args, kwargs=None, *, dynamic_shapes=None, strict=False,
                                    preserve_module_call_signature=(),
                                    prefer_deferred_runtime_asserts_over_guards=False):
                if not isinstance(mod, torch.nn.Module):
                    raise ValueError("Expected `mod` to be an instance of `torch.nn.Module`, "
                                     "got %s." % type(mod))
                if isinstance(mod, torch.jit.ScriptModule):
                    raise ValueError("Exporting a ScriptModule is not supported.")
                return tr._export_for_training(
                    mod, args, kwargs, dynamic_shapes, strict=strict,
                    preserve_module_call_signature=preserve_module_call_signature,
                    prefer_deferred_runtime_asserts_over_guards=(
                        prefer_deferred_runtime_asserts_over_guards))
            need("torch.export", "export_for_training", export_for_training)
    except Exception:
        pass

    # added in 2.6 (older torch lacks it): torch._dynamo.testing.check_dynamic_shape_capture,
    # 2.6's definition
    def check_dynamic_shape_capture():
        from torch._dynamo import config
        return not config.assume_static_by_default

    need("torch._dynamo.testing", "check_dynamic_shape_capture", check_dynamic_shape_capture)

    # 2.6: turns translation validation (off unless asked for) off under dynamic shapes
    def disable_translation_validation_if_dynamic_shapes(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            return fn(*args, **kwargs)
        return wrapper

    need("torch.testing._internal.common_utils", "disable_translation_validation_if_dynamic_shapes",
         disable_translation_validation_if_dynamic_shapes)
    return applied


def pytest_configure(config):
    import torch.testing._internal.common_utils as cu

    shims = _shims() if os.environ.get("ACCEPT_SHIMS", "1") == "1" else []
    if shims:
        _log({"kind": "shims", "names": shims})

    orig = cu.TestCase.assertExpectedInline

    def assertExpectedInline(self, actual, expect, skip=0, *args, **kwargs):
        tb = traceback.extract_stack(limit=2 + skip)
        fn, lineno = tb[0][0], tb[0][1]
        raw = actual if isinstance(actual, str) else str(actual)
        rec = {"kind": "call", "file": os.path.realpath(fn), "line": lineno,
               "nodeid": os.environ.get("PYTEST_CURRENT_TEST", "").rsplit(" (", 1)[0],
               "actual": raw, "matched": raw == expect,
               "flags": sorted(k for k, v in kwargs.items() if v) + (["positional"] if args else [])}
        try:
            # one frame more (this wrapper) between the test and expecttest's stack walk
            r = orig(self, actual, expect, skip + 1, *args, **kwargs)
        except BaseException as e:
            rec["raised"] = type(e).__name__
            _log(rec)
            raise
        rec["raised"] = None
        _log(rec)
        return r

    cu.TestCase.assertExpectedInline = assertExpectedInline
    _log({"kind": "start", "torch": __import__("torch").__version__})


def pytest_collection_modifyitems(session, config, items):
    wanted = _wanted()
    if wanted is None:
        return
    skip = set()
    if os.environ.get("ACCEPT_SKIP"):
        with open(os.environ["ACCEPT_SKIP"]) as f:
            skip = set(json.load(f))
    keep, drop = [], []
    for it in items:
        if it.nodeid in skip:  # done before a crash of an earlier run of this file, or the crasher
            drop.append(it)
            continue
        code = _code_of(getattr(it, "obj", None))
        name = None
        if code is not None:
            for a, b, n in wanted.get(os.path.realpath(code.co_filename), []):
                if a <= code.co_firstlineno <= b:
                    name = n
                    break
        if name is not None:
            keep.append(it)
            _log({"kind": "selected", "nodeid": it.nodeid, "test": name})
        else:
            drop.append(it)
    items[:] = keep
    if drop:
        config.hook.pytest_deselected(items=drop)


def pytest_runtest_logstart(nodeid, location):
    _log({"kind": "begin", "nodeid": nodeid})


def pytest_runtest_logreport(report):
    if report.when == "call" or report.outcome != "passed":
        rec = {"kind": "outcome", "nodeid": report.nodeid, "when": report.when,
               "outcome": report.outcome}
        if report.outcome != "passed":
            crash = getattr(getattr(report, "longrepr", None), "reprcrash", None)
            if crash is not None:
                msg = crash.message.strip().splitlines()
                rec["why"] = "%s:%s: %s" % (os.path.basename(crash.path), crash.lineno,
                                            msg[0][:300] if msg else "")
            else:
                text = str(report.longrepr) if report.longrepr is not None else ""
                lines = [l for l in text.strip().splitlines() if l.strip()]
                rec["why"] = lines[-1][:300] if lines else ""
        _log(rec)
