from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "i32[]", arg1_1: "i32[]", arg2_1: "i32[]", arg3_1: "i32[]"):
         # File: /work/venvs/torch-2.9.1/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:321 in noop_mask, code: return batch.new_ones(size=(), dtype=torch.bool, device=batch.device)
        new_ones: "b8[]" = torch.ops.aten.new_ones.default(arg0_1, [], dtype = torch.bool, device = device(type='cpu'), pin_memory = False);  arg0_1 = None
        return new_ones
        