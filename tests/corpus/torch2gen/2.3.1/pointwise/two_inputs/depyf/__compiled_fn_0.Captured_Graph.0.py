from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, L_x_ : torch.Tensor, L_y_ : torch.Tensor):
        l_x_ = L_x_
        l_y_ = L_y_
        
        # File: /work/main/tests/corpus/torch2gen/gen.py:116 in f, code: return ((x.sin() * y).cos() + y.exp()).sum()
        sin = l_x_.sin();  l_x_ = None
        mul = sin * l_y_;  sin = None
        cos = mul.cos();  mul = None
        exp = l_y_.exp();  l_y_ = None
        add = cos + exp;  cos = exp = None
        sum_1 = add.sum();  add = None
        return (sum_1,)
        