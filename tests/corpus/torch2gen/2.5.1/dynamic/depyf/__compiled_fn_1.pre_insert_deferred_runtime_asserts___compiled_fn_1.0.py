from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, s0: "Sym(s0)", s1: "Sym(s1)", L_x_: "f32[s0, s1]", s2: "Sym(3)", L_w_: "f32[s1, 3]"):
        l_x_ = L_x_
        l_w_ = L_w_
        
         # File: /work/main/tests/corpus/torch2gen/gen.py:129 in f, code: n = x.shape[0]
        size = l_x_.size()
        getitem: "Sym(s0)" = size[0]
        getitem_1: "Sym(s1)" = size[1];  size = getitem_1 = None
        
         # File: /work/main/tests/corpus/torch2gen/gen.py:130 in f, code: y = (x @ w).relu() * n
        matmul: "f32[s0, 3]" = l_x_ @ l_w_;  l_x_ = l_w_ = None
        relu: "f32[s0, 3]" = matmul.relu();  matmul = None
        y: "f32[s0, 3]" = relu * getitem;  relu = None
        
         # File: /work/main/tests/corpus/torch2gen/gen.py:131 in f, code: return y.view(n * 3).sin().sum()
        mul_1: "Sym(3*s0)" = getitem * 3;  getitem = None
        view: "f32[3*s0]" = y.view(mul_1);  y = mul_1 = None
        sin: "f32[3*s0]" = view.sin();  view = None
        sum_1: "f32[]" = sin.sum();  sin = None
        return (sum_1,)
        