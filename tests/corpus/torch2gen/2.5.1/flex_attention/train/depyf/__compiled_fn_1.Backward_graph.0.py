from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[1, 2, 16, 8]", primals_2: "f32[1, 2, 16, 8]", primals_3: "f32[1, 2, 16, 8]", ones: "i32[1, 1, 1]", zeros: "i32[1, 1, 1, 1]", _to_copy: "i32[1, 1, 1]", _to_copy_1: "i32[1, 1, 1, 1]", detach_3: "f32[1, 2, 16, 8]", detach_5: "f32[1, 2, 16]", tangents_1: "f32[1, 2, 16, 8]"):
         # File: /work/venvs/torch-2.5.1/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:1019 in flex_attention, code: out, lse = flex_attention_hop(
        zeros_11: "f32[1, 2, 16]" = torch.ops.aten.zeros.default([1, 2, 16], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        fw_graph = self.fw_graph
        joint_graph = self.joint_graph
        mask_graph = self.mask_graph
        flex_attention_backward = torch.ops.higher_order.flex_attention_backward(primals_1, primals_2, primals_3, detach_3, detach_5, tangents_1, zeros_11, fw_graph, joint_graph, (ones, zeros, None, None, _to_copy, _to_copy_1, None, None, 1073741824, 1073741824, mask_graph), 0.35355339059327373, {'ROWS_GUARANTEED_SAFE': False, 'PRESCALE_QK': False, 'OUTPUT_LOGSUMEXP': True}, (), ());  primals_1 = primals_2 = primals_3 = detach_3 = detach_5 = tangents_1 = zeros_11 = fw_graph = joint_graph = ones = zeros = _to_copy = _to_copy_1 = mask_graph = None
        getitem_4: "f32[1, 2, 16, 8]" = flex_attention_backward[0]
        getitem_5: "f32[1, 2, 16, 8]" = flex_attention_backward[1]
        getitem_6: "f32[1, 2, 16, 8]" = flex_attention_backward[2];  flex_attention_backward = None
        return (getitem_4, getitem_5, getitem_6)
        
    class fw_graph(torch.nn.Module):
        def forward(self, arg0_1: "f32[]", arg1_1: "i32[]", arg2_1: "i32[]", arg3_1: "i32[]", arg4_1: "i32[]"):
             # File: /work/venvs/torch-2.5.1/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:1019 in flex_attention, code: out, lse = flex_attention_hop(
            sub: "i32[]" = torch.ops.aten.sub.Tensor(arg3_1, arg4_1);  arg3_1 = arg4_1 = None
            add: "f32[]" = torch.ops.aten.add.Tensor(arg0_1, sub);  arg0_1 = sub = None
            return add
            
    class joint_graph(torch.nn.Module):
        def forward(self, arg0_1: "f32[]", arg1_1: "i32[]", arg2_1: "i32[]", arg3_1: "i32[]", arg4_1: "i32[]", arg5_1: "f32[]"):
             # File: /work/venvs/torch-2.5.1/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:1019 in flex_attention, code: out, lse = flex_attention_hop(
            sub: "i32[]" = torch.ops.aten.sub.Tensor(arg3_1, arg4_1);  arg3_1 = arg4_1 = None
            add: "f32[]" = torch.ops.aten.add.Tensor(arg0_1, sub);  arg0_1 = sub = add = None
            return [arg5_1, None, None, None, None]
            
    class mask_graph(torch.nn.Module):
        def forward(self, arg0_1: "i32[]", arg1_1: "i32[]", arg2_1: "i32[]", arg3_1: "i32[]"):
             # File: /work/venvs/torch-2.5.1/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:139 in noop_mask, code: return batch.new_ones(size=(), dtype=torch.bool, device=batch.device)
            new_ones: "b8[]" = torch.ops.aten.new_ones.default(arg0_1, [], dtype = torch.bool, device = device(type='cpu'), pin_memory = False);  arg0_1 = None
            return new_ones
            