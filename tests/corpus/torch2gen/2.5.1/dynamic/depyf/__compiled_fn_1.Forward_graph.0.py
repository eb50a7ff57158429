from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "Sym(s0)", primals_2: "Sym(s1)", primals_3: "f32[s0, s1]", primals_4: "f32[s1, 3]"):
         # File: /work/main/tests/corpus/torch2gen/gen.py:130 in f, code: y = (x @ w).relu() * n
        mm: "f32[s0, 3]" = torch.ops.aten.mm.default(primals_3, primals_4)
        relu: "f32[s0, 3]" = torch.ops.aten.relu.default(mm);  mm = None
        mul_6: "f32[s0, 3]" = torch.ops.aten.mul.Tensor(relu, primals_1)
        
         # File: /work/main/tests/corpus/torch2gen/gen.py:131 in f, code: return y.view(n * 3).sin().sum()
        mul_9: "Sym(3*s0)" = primals_1 * 3
        view: "f32[3*s0]" = torch.ops.aten.view.default(mul_6, [mul_9]);  mul_6 = mul_9 = None
        sin: "f32[3*s0]" = torch.ops.aten.sin.default(view);  view = None
        sum_1: "f32[]" = torch.ops.aten.sum.default(sin);  sin = None
        
         # File: /work/main/tests/corpus/torch2gen/gen.py:130 in f, code: y = (x @ w).relu() * n
        t: "f32[s1, s0]" = torch.ops.aten.t.default(primals_3);  primals_3 = None
        t_1: "f32[3, s1]" = torch.ops.aten.t.default(primals_4);  primals_4 = None
        return (sum_1, relu, t, t_1, primals_1, primals_2)
        