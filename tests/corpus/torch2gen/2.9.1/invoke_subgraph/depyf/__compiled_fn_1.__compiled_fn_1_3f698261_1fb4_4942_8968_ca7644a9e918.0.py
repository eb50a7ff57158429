from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[4, 6]", L_w_: "f32[6, 6]"):
        l_x_ = L_x_
        l_w_ = L_w_
        
         # File: /work/venvs/torch-2.9.1/lib/python3.11/site-packages/torch/_higher_order_ops/invoke_subgraph.py:171 in inner, code: return invoke_subgraph_placeholder(inner_func, *args, **kwargs)
        subgraph_0 = self.subgraph_0
        invoke_subgraph = torch.ops.higher_order.invoke_subgraph(subgraph_0, 'subgraph_0', l_x_, l_w_);  subgraph_0 = None
        getitem: "f32[4, 6]" = invoke_subgraph[0];  invoke_subgraph = None
        subgraph_1 = self.subgraph_0
        invoke_subgraph_1 = torch.ops.higher_order.invoke_subgraph(subgraph_1, 'subgraph_0', getitem, l_w_);  subgraph_1 = getitem = l_w_ = None
        getitem_1: "f32[4, 6]" = invoke_subgraph_1[0];  invoke_subgraph_1 = None
        
         # File: /work/main/tests/corpus/torch2gen/gen.py:294 in f, code: return (layer(layer(x, w), w) * x).sum()
        mul: "f32[4, 6]" = getitem_1 * l_x_;  getitem_1 = l_x_ = None
        sum_1: "f32[]" = mul.sum();  mul = None
        return (sum_1,)
        
    class subgraph_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4, 6]", l_w_: "f32[6, 6]"):
             # File: /work/main/tests/corpus/torch2gen/gen.py:291 in layer, code: return torch.tanh(x @ w).sin()
            matmul: "f32[4, 6]" = l_x_ @ l_w_;  l_x_ = l_w_ = None
            tanh: "f32[4, 6]" = torch.tanh(matmul);  matmul = None
            sin: "f32[4, 6]" = tanh.sin();  tanh = None
            return (sin,)
            