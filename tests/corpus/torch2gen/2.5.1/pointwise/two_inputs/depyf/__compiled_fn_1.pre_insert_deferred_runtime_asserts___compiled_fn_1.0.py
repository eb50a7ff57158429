from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[4, 6]", L_y_: "f32[4, 6]"):
        l_x_ = L_x_
        l_y_ = L_y_
        
         # File: /work/main/tests/corpus/torch2gen/gen.py:116 in f, code: return ((x.sin() * y).cos() + y.exp()).sum()
        sin: "f32[4, 6]" = l_x_.sin();  l_x_ = None
        mul: "f32[4, 6]" = sin * l_y_;  sin = None
        cos: "f32[4, 6]" = mul.cos();  mul = None
        exp: "f32[4, 6]" = l_y_.exp();  l_y_ = None
        add: "f32[4, 6]" = cos + exp;  cos = exp = None
        sum_1: "f32[]" = add.sum();  add = None
        return (sum_1,)
        