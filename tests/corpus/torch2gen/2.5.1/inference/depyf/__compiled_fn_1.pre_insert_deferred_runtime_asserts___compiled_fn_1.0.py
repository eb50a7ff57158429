from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[4, 6]", L_w_: "f32[6, 3]"):
        l_x_ = L_x_
        l_w_ = L_w_
        
         # File: /work/main/tests/corpus/torch2gen/gen.py:210 in f, code: return (x @ w).relu().softmax(dim=-1).sum(dim=0)
        matmul: "f32[4, 3]" = l_x_ @ l_w_;  l_x_ = l_w_ = None
        relu: "f32[4, 3]" = matmul.relu();  matmul = None
        softmax: "f32[4, 3]" = relu.softmax(dim = -1);  relu = None
        sum_1: "f32[3]" = softmax.sum(dim = 0);  softmax = None
        return (sum_1,)
        