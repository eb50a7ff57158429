from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[4, 6]", detach_3: "f32[4, 6]", tangents_1: "f32[4, 6]", tangents_2: "f32[4, 6]", tangents_3: "f32[4]"):
        # File: /work/main/tests/corpus/torch2gen/gen.py:192 in f, code: return x.sin() * 2, x.cos().exp(), (x * x).sum(dim=1)
        sin: "f32[4, 6]" = torch.ops.aten.sin.default(primals_1)
        cos: "f32[4, 6]" = torch.ops.aten.cos.default(primals_1)
        unsqueeze: "f32[4, 1]" = torch.ops.aten.unsqueeze.default(tangents_3, 1);  tangents_3 = None
        expand: "f32[4, 6]" = torch.ops.aten.expand.default(unsqueeze, [4, 6]);  unsqueeze = None
        mul_2: "f32[4, 6]" = torch.ops.aten.mul.Tensor(expand, primals_1);  expand = primals_1 = None
        
        # File: /work/main/tests/corpus/torch2gen/gen.py:192 in f, code: return x.sin() * 2, x.cos().exp(), (x * x).sum(dim=1)
        add: "f32[4, 6]" = torch.ops.aten.add.Tensor(mul_2, mul_2);  mul_2 = None
        
        # File: /work/main/tests/corpus/torch2gen/gen.py:192 in f, code: return x.sin() * 2, x.cos().exp(), (x * x).sum(dim=1)
        mul_4: "f32[4, 6]" = torch.ops.aten.mul.Tensor(tangents_2, detach_3);  tangents_2 = detach_3 = None
        neg: "f32[4, 6]" = torch.ops.aten.neg.default(sin);  sin = None
        mul_5: "f32[4, 6]" = torch.ops.aten.mul.Tensor(mul_4, neg);  mul_4 = neg = None
        
        # File: /work/main/tests/corpus/torch2gen/gen.py:192 in f, code: return x.sin() * 2, x.cos().exp(), (x * x).sum(dim=1)
        add_1: "f32[4, 6]" = torch.ops.aten.add.Tensor(add, mul_5);  add = mul_5 = None
        
        # File: /work/main/tests/corpus/torch2gen/gen.py:192 in f, code: return x.sin() * 2, x.cos().exp(), (x * x).sum(dim=1)
        mul_6: "f32[4, 6]" = torch.ops.aten.mul.Tensor(tangents_1, 2);  tangents_1 = None
        mul_7: "f32[4, 6]" = torch.ops.aten.mul.Tensor(mul_6, cos);  mul_6 = cos = None
        
        # File: /work/main/tests/corpus/torch2gen/gen.py:192 in f, code: return x.sin() * 2, x.cos().exp(), (x * x).sum(dim=1)
        add_2: "f32[4, 6]" = torch.ops.aten.add.Tensor(add_1, mul_7);  add_1 = mul_7 = None
        return [add_2]
        