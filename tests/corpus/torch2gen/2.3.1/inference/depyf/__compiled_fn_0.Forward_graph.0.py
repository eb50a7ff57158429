from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 6]", arg1_1: "f32[6, 3]"):
        # File: /work/main/tests/corpus/torch2gen/gen.py:210 in f, code: return (x @ w).relu().softmax(dim=-1).sum(dim=0)
        mm: "f32[4, 3]" = torch.ops.aten.mm.default(arg0_1, arg1_1);  arg0_1 = arg1_1 = None
        relu: "f32[4, 3]" = torch.ops.aten.relu.default(mm);  mm = None
        _softmax: "f32[4, 3]" = torch.ops.aten._softmax.default(relu, -1, False);  relu = None
        sum_1: "f32[3]" = torch.ops.aten.sum.dim_IntList(_softmax, [0]);  _softmax = None
        return (sum_1,)
        