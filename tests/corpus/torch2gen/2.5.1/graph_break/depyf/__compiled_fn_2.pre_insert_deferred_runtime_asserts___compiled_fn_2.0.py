from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[4, 6]", L_w_: "f32[6, 6]"):
        l_x_ = L_x_
        l_w_ = L_w_
        
         # File: /work/main/tests/corpus/torch2gen/gen.py:163 in f, code: y = (x @ w).sin()
        matmul: "f32[4, 6]" = l_x_ @ l_w_;  l_x_ = l_w_ = None
        y: "f32[4, 6]" = matmul.sin();  matmul = None
        return (y,)
        