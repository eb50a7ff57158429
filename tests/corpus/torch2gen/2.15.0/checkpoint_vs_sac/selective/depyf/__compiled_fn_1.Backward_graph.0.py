from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[4, 6]", mm: "f32[4, 8]", tanh: "f32[4, 6]", t_1: "f32[6, 8]", t_3: "f32[8, 6]", tangents_1: "f32[]"):
        # Backward of forward node: File: /work/main/tests/corpus/torch2gen/gen.py:445 in f, code: return (y.tanh() * x).sum()
        expand: "f32[4, 6]" = torch.ops.aten.expand.default(tangents_1, [4, 6]);  tangents_1 = None
        mul_1: "f32[4, 6]" = torch.ops.aten.mul.Tensor(expand, tanh)
        mul_2: "f32[4, 6]" = torch.ops.aten.mul.Tensor(expand, primals_1);  expand = None
        detach_6: "f32[4, 6]" = torch.ops.aten.detach.default(tanh);  tanh = None
        detach_7: "f32[4, 6]" = torch.ops.aten.detach.default(detach_6);  detach_6 = None
        tanh_backward: "f32[4, 6]" = torch.ops.aten.tanh_backward.default(mul_2, detach_7);  mul_2 = detach_7 = None

        # ac_graph_id: 2 - PREFER_RECOMPUTE Backward of forward node: File: /work/main/tests/corpus/torch2gen/gen.py:435 in block, code: return torch.sigmoid(x @ w1).relu() @ w2
        sigmoid: "f32[4, 8]" = torch.ops.aten.sigmoid.default(mm);  mm = None
        relu: "f32[4, 8]" = torch.ops.aten.relu.default(sigmoid)

        # Backward of forward node: File: /work/main/tests/corpus/torch2gen/gen.py:435 in block, code: return torch.sigmoid(x @ w1).relu() @ w2
        t: "f32[8, 4]" = torch.ops.aten.t.default(relu)
        mm_2: "f32[8, 6]" = torch.ops.aten.mm.default(t, tanh_backward);  t = None
        mm_3: "f32[4, 8]" = torch.ops.aten.mm.default(tanh_backward, t_1);  tanh_backward = t_1 = None

        # ac_graph_id: 2 - PREFER_RECOMPUTE Backward of forward node: File: /work/main/tests/corpus/torch2gen/gen.py:435 in block, code: return torch.sigmoid(x @ w1).relu() @ w2
        detach_4: "f32[4, 8]" = torch.ops.aten.detach.default(relu);  relu = None

        # Backward of forward node: File: /work/main/tests/corpus/torch2gen/gen.py:435 in block, code: return torch.sigmoid(x @ w1).relu() @ w2
        detach_8: "f32[4, 8]" = torch.ops.aten.detach.default(detach_4);  detach_4 = None
        threshold_backward: "f32[4, 8]" = torch.ops.aten.threshold_backward.default(mm_3, detach_8, 0);  mm_3 = detach_8 = None

        # ac_graph_id: 2 - PREFER_RECOMPUTE Backward of forward node: File: /work/main/tests/corpus/torch2gen/gen.py:435 in block, code: return torch.sigmoid(x @ w1).relu() @ w2
        detach_2: "f32[4, 8]" = torch.ops.aten.detach.default(sigmoid);  sigmoid = None

        # Backward of forward node: File: /work/main/tests/corpus/torch2gen/gen.py:435 in block, code: return torch.sigmoid(x @ w1).relu() @ w2
        detach_9: "f32[4, 8]" = torch.ops.aten.detach.default(detach_2);  detach_2 = None
        sigmoid_backward: "f32[4, 8]" = torch.ops.aten.sigmoid_backward.default(threshold_backward, detach_9);  threshold_backward = detach_9 = None
        t_2: "f32[6, 4]" = torch.ops.aten.t.default(primals_1);  primals_1 = None
        mm_4: "f32[6, 8]" = torch.ops.aten.mm.default(t_2, sigmoid_backward);  t_2 = None
        mm_5: "f32[4, 6]" = torch.ops.aten.mm.default(sigmoid_backward, t_3);  sigmoid_backward = t_3 = None
        add: "f32[4, 6]" = torch.ops.aten.add.Tensor(mul_1, mm_5);  mul_1 = mm_5 = None
        return (add, mm_4, mm_2)
