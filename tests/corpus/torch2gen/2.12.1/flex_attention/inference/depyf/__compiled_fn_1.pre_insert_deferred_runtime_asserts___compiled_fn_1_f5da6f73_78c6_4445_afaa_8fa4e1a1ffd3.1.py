from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, child: "f32[]", child_1: "i32[]", child_2: "i32[]", child_3: "i32[]", child_4: "i32[]"):
        # File: /work/main/tests/corpus/torch2gen/gen.py:254 in rel_bias, code: return score + (q_idx - kv_idx)
        sub: "i32[]" = child_3 - child_4;  child_3 = child_4 = None
        add: "f32[]" = child + sub;  child = sub = None
        return add
