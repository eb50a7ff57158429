from __future__ import annotations
import torch
from torch import device
class joint_helper(torch.nn.Module):
    def forward(self, primals, tangents):
        primals_1: "f32[4, 6]"; tangents_1: "f32[4, 6]"; tangents_2: "f32[4, 6]"; tangents_3: "f32[4]"; 
    
        primals_1, tangents_1, tangents_2, tangents_3, = fx_pytree.tree_flatten_spec([primals, tangents], self._in_spec)
        # File: /work/main/tests/corpus/torch2gen/gen.py:192 in f, code: return x.sin() * 2, x.cos().exp(), (x * x).sum(dim=1)
        sin: "f32[4, 6]" = torch.ops.aten.sin.default(primals_1)
        mul: "f32[4, 6]" = torch.ops.aten.mul.Tensor(sin, 2);  sin = None
        cos: "f32[4, 6]" = torch.ops.aten.cos.default(primals_1)
        exp: "f32[4, 6]" = torch.ops.aten.exp.default(cos);  cos = None
        detach: "f32[4, 6]" = torch.ops.aten.detach.default(exp)
        detach_1: "f32[4, 6]" = torch.ops.aten.detach.default(detach);  detach = None
        mul_1: "f32[4, 6]" = torch.ops.aten.mul.Tensor(primals_1, primals_1)
        sum_1: "f32[4]" = torch.ops.aten.sum.dim_IntList(mul_1, [1]);  mul_1 = None
        unsqueeze: "f32[4, 1]" = torch.ops.aten.unsqueeze.default(tangents_3, 1);  tangents_3 = None
        expand: "f32[4, 6]" = torch.ops.aten.expand.default(unsqueeze, [4, 6]);  unsqueeze = None
        mul_2: "f32[4, 6]" = torch.ops.aten.mul.Tensor(expand, primals_1)
        mul_3: "f32[4, 6]" = torch.ops.aten.mul.Tensor(expand, primals_1);  expand = None
        
        # File: /work/main/tests/corpus/torch2gen/gen.py:192 in f, code: return x.sin() * 2, x.cos().exp(), (x * x).sum(dim=1)
        add: "f32[4, 6]" = torch.ops.aten.add.Tensor(mul_3, mul_2);  mul_3 = mul_2 = None
        
        # File: /work/main/tests/corpus/torch2gen/gen.py:192 in f, code: return x.sin() * 2, x.cos().exp(), (x * x).sum(dim=1)
        detach_2: "f32[4, 6]" = torch.ops.aten.detach.default(detach_1);  detach_1 = None
        detach_3: "f32[4, 6]" = torch.ops.aten.detach.default(detach_2);  detach_2 = None
        mul_4: "f32[4, 6]" = torch.ops.aten.mul.Tensor(tangents_2, detach_3);  tangents_2 = detach_3 = None
        sin_1: "f32[4, 6]" = torch.ops.aten.sin.default(primals_1)
        neg: "f32[4, 6]" = torch.ops.aten.neg.default(sin_1);  sin_1 = None
        mul_5: "f32[4, 6]" = torch.ops.aten.mul.Tensor(mul_4, neg);  mul_4 = neg = None
        
        # File: /work/main/tests/corpus/torch2gen/gen.py:192 in f, code: return x.sin() * 2, x.cos().exp(), (x * x).sum(dim=1)
        add_1: "f32[4, 6]" = torch.ops.aten.add.Tensor(add, mul_5);  add = mul_5 = None
        
        # File: /work/main/tests/corpus/torch2gen/gen.py:192 in f, code: return x.sin() * 2, x.cos().exp(), (x * x).sum(dim=1)
        mul_6: "f32[4, 6]" = torch.ops.aten.mul.Tensor(tangents_1, 2);  tangents_1 = None
        cos_1: "f32[4, 6]" = torch.ops.aten.cos.default(primals_1);  primals_1 = None
        mul_7: "f32[4, 6]" = torch.ops.aten.mul.Tensor(mul_6, cos_1);  mul_6 = cos_1 = None
        
        # File: /work/main/tests/corpus/torch2gen/gen.py:192 in f, code: return x.sin() * 2, x.cos().exp(), (x * x).sum(dim=1)
        add_2: "f32[4, 6]" = torch.ops.aten.add.Tensor(add_1, mul_7);  add_1 = mul_7 = None
        return pytree.tree_unflatten([mul, exp, sum_1, add_2], self._out_spec)
        