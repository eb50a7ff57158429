from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[]", arg1_1: "i32[]", arg2_1: "i32[]", arg3_1: "i32[]", arg4_1: "i32[]", arg5_1: "f32[]"):
         # File: /work/venvs/torch-2.9.1/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:1673 in flex_attention, code: out, lse, max_scores = flex_attention_hop(
        sub: "i32[]" = torch.ops.aten.sub.Tensor(arg3_1, arg4_1);  arg3_1 = arg4_1 = None
        add: "f32[]" = torch.ops.aten.add.Tensor(arg0_1, sub);  arg0_1 = sub = add = None
        return [arg5_1, None, None, None, None]
        