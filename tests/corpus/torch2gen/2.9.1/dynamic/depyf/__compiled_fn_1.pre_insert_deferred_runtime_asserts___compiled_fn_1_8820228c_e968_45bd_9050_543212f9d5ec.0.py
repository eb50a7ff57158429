from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, s77: "Sym(s77)", s27: "Sym(s27)", L_x_: "f32[s77, s27]", s21: "Sym(3)", L_w_: "f32[s27, 3]"):
        l_x_ = L_x_
        l_w_ = L_w_
        
         # File: /work/main/tests/corpus/torch2gen/gen.py:129 in f, code: n = x.shape[0]
        size = l_x_.size()
        getitem: "Sym(s77)" = size[0]
        getitem_1: "Sym(s27)" = size[1];  size = getitem_1 = None
        
         # File: /work/main/tests/corpus/torch2gen/gen.py:130 in f, code: y = (x @ w).relu() * n
        matmul: "f32[s77, 3]" = l_x_ @ l_w_;  l_x_ = l_w_ = None
        relu: "f32[s77, 3]" = matmul.relu();  matmul = None
        y: "f32[s77, 3]" = relu * getitem;  relu = None
        
         # File: /work/main/tests/corpus/torch2gen/gen.py:131 in f, code: return y.view(n * 3).sin().sum()
        mul_1: "Sym(3*s77)" = getitem * 3;  getitem = None
        view: "f32[3*s77]" = y.view(mul_1);  y = mul_1 = None
        sin: "f32[3*s77]" = view.sin();  view = None
        sum_1: "f32[]" = sin.sum();  sin = None
        return (sum_1,)
        