from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, s0 : torch.SymInt, s1 : torch.SymInt, L_x_ : torch.Tensor, s2 : torch.SymInt, L_w_ : torch.Tensor):
        l_x_ = L_x_
        l_w_ = L_w_
        
        # File: /work/main/tests/corpus/torch2gen/gen.py:129 in f, code: n = x.shape[0]
        size = l_x_.size()
        getitem = size[0];  size = None
        
        # File: /work/main/tests/corpus/torch2gen/gen.py:130 in f, code: y = (x @ w).relu() * n
        matmul = l_x_ @ l_w_;  l_x_ = l_w_ = None
        relu = matmul.relu();  matmul = None
        y = relu * getitem;  relu = None
        
        # File: /work/main/tests/corpus/torch2gen/gen.py:131 in f, code: return y.view(n * 3).sin().sum()
        mul_1 = getitem * 3;  getitem = None
        view = y.view(mul_1);  y = mul_1 = None
        sin = view.sin();  view = None
        sum_1 = sin.sum();  sin = None
        return (sum_1,)
        