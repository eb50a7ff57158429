from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[4, 6]", tangents_1: "f32[]"):
        # File: /work/main/tests/corpus/torch2gen/gen.py:103 in f, code: return (x.sin() * 2).cos().sum()
        sin: "f32[4, 6]" = torch.ops.aten.sin.default(primals_1)
        mul: "f32[4, 6]" = torch.ops.aten.mul.Tensor(sin, 2);  sin = None
        expand: "f32[4, 6]" = torch.ops.aten.expand.default(tangents_1, [4, 6]);  tangents_1 = None
        sin_1: "f32[4, 6]" = torch.ops.aten.sin.default(mul);  mul = None
        neg: "f32[4, 6]" = torch.ops.aten.neg.default(sin_1);  sin_1 = None
        mul_1: "f32[4, 6]" = torch.ops.aten.mul.Tensor(expand, neg);  expand = neg = None
        mul_2: "f32[4, 6]" = torch.ops.aten.mul.Tensor(mul_1, 2);  mul_1 = None
        cos_1: "f32[4, 6]" = torch.ops.aten.cos.default(primals_1);  primals_1 = None
        mul_3: "f32[4, 6]" = torch.ops.aten.mul.Tensor(mul_2, cos_1);  mul_2 = cos_1 = None
        return [mul_3]
        