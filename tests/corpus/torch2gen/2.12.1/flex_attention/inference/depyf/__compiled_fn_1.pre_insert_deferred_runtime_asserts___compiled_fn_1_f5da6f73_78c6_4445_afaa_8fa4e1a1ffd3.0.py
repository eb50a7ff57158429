from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, child: "i32[]", child_1: "i32[]", child_2: "i32[]", child_3: "i32[]"):
        # File: /work/venvs/torch-2.12.1/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:359 in noop_mask, code: return batch.new_ones(size=(), dtype=torch.bool, device=batch.device)
        new_ones: "b8[]" = child.new_ones(size = (), dtype = torch.bool, device = device(type='cpu'));  child = None
        return new_ones
