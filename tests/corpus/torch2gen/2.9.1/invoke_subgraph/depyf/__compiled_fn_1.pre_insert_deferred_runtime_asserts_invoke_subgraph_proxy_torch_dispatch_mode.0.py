from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 6]", arg1_1: "f32[6, 6]"):
         # File: /work/main/tests/corpus/torch2gen/gen.py:291 in layer, code: return torch.tanh(x @ w).sin()
        mm: "f32[4, 6]" = torch.ops.aten.mm.default(arg0_1, arg1_1);  arg0_1 = arg1_1 = None
        tanh: "f32[4, 6]" = torch.ops.aten.tanh.default(mm);  mm = None
        sin: "f32[4, 6]" = torch.ops.aten.sin.default(tanh);  tanh = None
        return (sin,)
        