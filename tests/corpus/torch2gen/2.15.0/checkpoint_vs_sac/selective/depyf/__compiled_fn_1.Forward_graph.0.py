from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[4, 6]", primals_2: "f32[6, 8]", primals_3: "f32[8, 6]"):
        # ac_graph_id: 2 - MUST_SAVE File: /work/main/tests/corpus/torch2gen/gen.py:435 in block, code: return torch.sigmoid(x @ w1).relu() @ w2
        mm: "f32[4, 8]" = torch.ops.aten.mm.default(primals_1, primals_2)

        # ac_graph_id: 2 - PREFER_RECOMPUTE File: /work/main/tests/corpus/torch2gen/gen.py:435 in block, code: return torch.sigmoid(x @ w1).relu() @ w2
        sigmoid: "f32[4, 8]" = torch.ops.aten.sigmoid.default(mm)
        relu: "f32[4, 8]" = torch.ops.aten.relu.default(sigmoid);  sigmoid = None

        # ac_graph_id: 2 - MUST_SAVE File: /work/main/tests/corpus/torch2gen/gen.py:435 in block, code: return torch.sigmoid(x @ w1).relu() @ w2
        mm_1: "f32[4, 6]" = torch.ops.aten.mm.default(relu, primals_3);  relu = None

        # File: /work/main/tests/corpus/torch2gen/gen.py:445 in f, code: return (y.tanh() * x).sum()
        tanh: "f32[4, 6]" = torch.ops.aten.tanh.default(mm_1);  mm_1 = None
        mul: "f32[4, 6]" = torch.ops.aten.mul.Tensor(tanh, primals_1)
        sum_1: "f32[]" = torch.ops.aten.sum.default(mul);  mul = None

        # Backward of forward node: File: /work/main/tests/corpus/torch2gen/gen.py:435 in block, code: return torch.sigmoid(x @ w1).relu() @ w2
        t_1: "f32[6, 8]" = torch.ops.aten.t.default(primals_3);  primals_3 = None
        t_3: "f32[8, 6]" = torch.ops.aten.t.default(primals_2);  primals_2 = None
        return (sum_1, primals_1, mm, tanh, t_1, t_3)
