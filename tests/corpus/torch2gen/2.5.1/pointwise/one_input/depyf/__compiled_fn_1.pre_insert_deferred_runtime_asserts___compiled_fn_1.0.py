from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[4, 6]"):
        l_x_ = L_x_
        
         # File: /work/main/tests/corpus/torch2gen/gen.py:103 in f, code: return (x.sin() * 2).cos().sum()
        sin: "f32[4, 6]" = l_x_.sin();  l_x_ = None
        mul: "f32[4, 6]" = sin * 2;  sin = None
        cos: "f32[4, 6]" = mul.cos();  mul = None
        sum_1: "f32[]" = cos.sum();  cos = None
        return (sum_1,)
        