from __future__ import annotations
import torch
from torch import device
class joint_helper(torch.nn.Module):
    def forward(self, primals, tangents):
        primals_1: "Sym(s0)"; primals_2: "Sym(s1)"; primals_3: "f32[s0, s1]"; primals_4: "Sym(s2)"; primals_5: "f32[s1, s2]"; tangents_1: "f32[]"; 
    
        primals_1, primals_2, primals_3, primals_4, primals_5, tangents_1, = fx_pytree.tree_flatten_spec([primals, tangents], self._in_spec)
        # File: /work/main/tests/corpus/torch2gen/gen.py:130 in f, code: y = (x @ w).relu() * n
        mm: "f32[s0, s2]" = torch.ops.aten.mm.default(primals_3, primals_5)
        relu: "f32[s0, s2]" = torch.ops.aten.relu.default(mm);  mm = None
        detach: "f32[s0, s2]" = torch.ops.aten.detach.default(relu)
        detach_1: "f32[s0, s2]" = torch.ops.aten.detach.default(detach);  detach = None
        mul: "f32[s0, s2]" = torch.ops.aten.mul.Tensor(relu, primals_1);  relu = None
        
        # File: /work/main/tests/corpus/torch2gen/gen.py:131 in f, code: return y.view(n * 3).sin().sum()
        mul_1: "Sym(3*s0)" = primals_1 * 3
        view: "f32[s0*s2]" = torch.ops.aten.view.default(mul, [mul_1]);  mul = mul_1 = None
        sin: "f32[s0*s2]" = torch.ops.aten.sin.default(view)
        sum_1: "f32[]" = torch.ops.aten.sum.default(sin);  sin = None
        sym_size_int_1: "Sym(s0*s2)" = torch.ops.aten.sym_size.int(view, 0)
        expand: "f32[s0*s2]" = torch.ops.aten.expand.default(tangents_1, [sym_size_int_1]);  tangents_1 = sym_size_int_1 = None
        cos: "f32[s0*s2]" = torch.ops.aten.cos.default(view);  view = None
        mul_2: "f32[s0*s2]" = torch.ops.aten.mul.Tensor(expand, cos);  expand = cos = None
        view_1: "f32[s0, s2]" = torch.ops.aten.view.default(mul_2, [primals_1, primals_4]);  mul_2 = primals_4 = None
        
        # File: /work/main/tests/corpus/torch2gen/gen.py:130 in f, code: y = (x @ w).relu() * n
        mul_3: "f32[s0, s2]" = torch.ops.aten.mul.Tensor(view_1, primals_1);  view_1 = primals_1 = None
        detach_2: "f32[s0, s2]" = torch.ops.aten.detach.default(detach_1);  detach_1 = None
        detach_3: "f32[s0, s2]" = torch.ops.aten.detach.default(detach_2);  detach_2 = None
        threshold_backward: "f32[s0, s2]" = torch.ops.aten.threshold_backward.default(mul_3, detach_3, 0);  mul_3 = detach_3 = None
        t: "f32[s1, s0]" = torch.ops.aten.t.default(primals_3);  primals_3 = None
        mm_1: "f32[s1, s2]" = torch.ops.aten.mm.default(t, threshold_backward);  t = None
        t_1: "f32[s2, s1]" = torch.ops.aten.t.default(primals_5);  primals_5 = None
        mm_2: "f32[s0, s1]" = torch.ops.aten.mm.default(threshold_backward, t_1);  threshold_backward = t_1 = None
        return pytree.tree_unflatten([sum_1, None, None, mm_2, None, mm_1], self._out_spec)
        