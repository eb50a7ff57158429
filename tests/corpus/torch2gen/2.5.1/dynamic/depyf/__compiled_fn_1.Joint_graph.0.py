from __future__ import annotations
import torch
from torch import device
class joint_helper(torch.nn.Module):
    def forward(self, primals, tangents):
        primals_1: "Sym(s0)"; primals_2: "Sym(s1)"; primals_3: "f32[s0, s1]"; primals_4: "f32[s1, 3]"; tangents_1: "f32[]"; 
    
        primals_1, primals_2, primals_3, primals_4, tangents_1, = fx_pytree.tree_flatten_spec([primals, tangents], self._in_spec)
         # File: /work/main/tests/corpus/torch2gen/gen.py:130 in f, code: y = (x @ w).relu() * n
        mm: "f32[s0, 3]" = torch.ops.aten.mm.default(primals_3, primals_4)
        relu: "f32[s0, 3]" = torch.ops.aten.relu.default(mm);  mm = None
        detach: "f32[s0, 3]" = torch.ops.aten.detach.default(relu)
        detach_1: "f32[s0, 3]" = torch.ops.aten.detach.default(detach);  detach = None
        mul_6: "f32[s0, 3]" = torch.ops.aten.mul.Tensor(relu, primals_1);  relu = None
        
         # File: /work/main/tests/corpus/torch2gen/gen.py:131 in f, code: return y.view(n * 3).sin().sum()
        mul_9: "Sym(3*s0)" = primals_1 * 3
        view: "f32[3*s0]" = torch.ops.aten.view.default(mul_6, [mul_9]);  mul_6 = None
        sin: "f32[3*s0]" = torch.ops.aten.sin.default(view)
        sum_1: "f32[]" = torch.ops.aten.sum.default(sin);  sin = None
        expand: "f32[3*s0]" = torch.ops.aten.expand.default(tangents_1, [mul_9]);  tangents_1 = mul_9 = None
        cos: "f32[3*s0]" = torch.ops.aten.cos.default(view);  view = None
        mul_12: "f32[3*s0]" = torch.ops.aten.mul.Tensor(expand, cos);  expand = cos = None
        view_1: "f32[s0, 3]" = torch.ops.aten.view.default(mul_12, [primals_1, 3]);  mul_12 = None
        
         # File: /work/main/tests/corpus/torch2gen/gen.py:130 in f, code: y = (x @ w).relu() * n
        mul_13: "f32[s0, 3]" = torch.ops.aten.mul.Tensor(view_1, primals_1);  view_1 = primals_1 = None
        detach_2: "f32[s0, 3]" = torch.ops.aten.detach.default(detach_1);  detach_1 = None
        detach_3: "f32[s0, 3]" = torch.ops.aten.detach.default(detach_2);  detach_2 = None
        threshold_backward: "f32[s0, 3]" = torch.ops.aten.threshold_backward.default(mul_13, detach_3, 0);  mul_13 = detach_3 = None
        t: "f32[s1, s0]" = torch.ops.aten.t.default(primals_3);  primals_3 = None
        mm_1: "f32[s1, 3]" = torch.ops.aten.mm.default(t, threshold_backward);  t = None
        t_1: "f32[3, s1]" = torch.ops.aten.t.default(primals_4);  primals_4 = None
        mm_2: "f32[s0, s1]" = torch.ops.aten.mm.default(threshold_backward, t_1);  threshold_backward = t_1 = None
        return pytree.tree_unflatten([sum_1, None, None, mm_2, mm_1], self._out_spec)
        