from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[4, 6]", primals_2: "f32[6, 6]"):
        # File: /work/main/tests/corpus/torch2gen/gen.py:163 in f, code: y = (x @ w).sin()
        mm: "f32[4, 6]" = torch.ops.aten.mm.default(primals_1, primals_2)
        sin: "f32[4, 6]" = torch.ops.aten.sin.default(mm)
        t: "f32[6, 4]" = torch.ops.aten.t.default(primals_1);  primals_1 = None
        t_1: "f32[6, 6]" = torch.ops.aten.t.default(primals_2);  primals_2 = None
        return [sin, mm, t, t_1]
        