from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, mm: "f32[4, 6]", t: "f32[6, 4]", t_1: "f32[6, 6]", tangents_1: "f32[4, 6]"):
        # File: /work/main/tests/corpus/torch2gen/gen.py:163 in f, code: y = (x @ w).sin()
        cos: "f32[4, 6]" = torch.ops.aten.cos.default(mm);  mm = None
        mul: "f32[4, 6]" = torch.ops.aten.mul.Tensor(tangents_1, cos);  tangents_1 = cos = None
        mm_1: "f32[6, 6]" = torch.ops.aten.mm.default(t, mul);  t = None
        mm_2: "f32[4, 6]" = torch.ops.aten.mm.default(mul, t_1);  mul = t_1 = None
        return [mm_2, mm_1]
        