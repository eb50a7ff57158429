from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[4, 6]", primals_2: "f32[4, 6]"):
        # File: /work/main/tests/corpus/torch2gen/2.3.1/graph_break/depyf/__transformed_code_0_for_f.py:12 in __temp_3, code: return (y.cos() * x).sum()
        cos: "f32[4, 6]" = torch.ops.aten.cos.default(primals_1)
        mul: "f32[4, 6]" = torch.ops.aten.mul.Tensor(cos, primals_2);  cos = None
        sum_1: "f32[]" = torch.ops.aten.sum.default(mul);  mul = None
        return [sum_1, primals_1, primals_2]
        