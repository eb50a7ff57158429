from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, L_x_ : torch.Tensor, L_w_ : torch.Tensor):
        l_x_ = L_x_
        l_w_ = L_w_
        
        # File: /work/main/tests/corpus/torch2gen/gen.py:210 in f, code: return (x @ w).relu().softmax(dim=-1).sum(dim=0)
        matmul = l_x_ @ l_w_;  l_x_ = l_w_ = None
        relu = matmul.relu();  matmul = None
        softmax = relu.softmax(dim = -1);  relu = None
        sum_1 = softmax.sum(dim = 0);  softmax = None
        return (sum_1,)
        