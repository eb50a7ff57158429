from __future__ import annotations
import torch
from torch import device
class CompiledAutograd(torch.nn.Module):
    def forward(self, inputs, sizes, scalars, hooks):
        # No stacktrace found for following nodes
        getitem: "f32[]" = inputs[0]
        getitem_1: "f32[4, 6]" = inputs[1]
        aot0_tanh: "f32[4, 8]" = inputs[2]
        aot0_t_2: "f32[2, 8]" = inputs[3]
        getitem_4: "f32[2]" = inputs[4]
        getitem_5: "f32[2, 8]" = inputs[5]
        getitem_6: "f32[8]" = inputs[6]
        getitem_7: "f32[8, 6]" = inputs[7];  inputs = None
        
         # File: /work/venvs/torch-2.5.1/lib/python3.11/site-packages/torch/_dynamo/compiled_autograd.py:483 in set_node_origin, code: SumBackward0 (NodeCall 1)
        expand: "f32[4, 2]" = torch.ops.aten.expand.default(getitem, [4, 2]);  getitem = None
        
         # File: /work/venvs/torch-2.5.1/lib/python3.11/site-packages/torch/_dynamo/compiled_autograd.py:483 in set_node_origin, code: CompiledFunctionBackward0 (NodeCall 2)
        aot0_tangents_1: "f32[4, 2]" = torch.ops.aten.clone.default(expand, memory_format = torch.contiguous_format);  expand = None
        aot0_mm: "f32[4, 8]" = torch.ops.aten.mm.default(aot0_tangents_1, aot0_t_2);  aot0_t_2 = None
        aot0_t_3: "f32[2, 4]" = torch.ops.aten.t.default(aot0_tangents_1)
        aot0_mm_1: "f32[2, 8]" = torch.ops.aten.mm.default(aot0_t_3, aot0_tanh);  aot0_t_3 = None
        aot0_t_4: "f32[8, 2]" = torch.ops.aten.t.default(aot0_mm_1);  aot0_mm_1 = None
        aot0_sum_1: "f32[1, 2]" = torch.ops.aten.sum.dim_IntList(aot0_tangents_1, [0], True);  aot0_tangents_1 = None
        aot0_view: "f32[2]" = torch.ops.aten.view.default(aot0_sum_1, [2]);  aot0_sum_1 = None
        
         # File: /work/venvs/torch-2.5.1/lib/python3.11/site-packages/torch/_dynamo/compiled_autograd.py:483 in set_node_origin, code: torch::autograd::AccumulateGrad (NodeCall 3)
        accumulate_grad_ = torch.ops.inductor.accumulate_grad_.default(getitem_4, aot0_view);  getitem_4 = aot0_view = accumulate_grad_ = None
        
         # File: /work/venvs/torch-2.5.1/lib/python3.11/site-packages/torch/_dynamo/compiled_autograd.py:483 in set_node_origin, code: CompiledFunctionBackward0 (NodeCall 2)
        aot0_t_5: "f32[2, 8]" = torch.ops.aten.t.default(aot0_t_4);  aot0_t_4 = None
        
         # File: /work/venvs/torch-2.5.1/lib/python3.11/site-packages/torch/_dynamo/compiled_autograd.py:483 in set_node_origin, code: torch::autograd::AccumulateGrad (NodeCall 4)
        accumulate_grad__1 = torch.ops.inductor.accumulate_grad_.default(getitem_5, aot0_t_5);  getitem_5 = aot0_t_5 = accumulate_grad__1 = None
        
         # File: /work/venvs/torch-2.5.1/lib/python3.11/site-packages/torch/_dynamo/compiled_autograd.py:483 in set_node_origin, code: CompiledFunctionBackward0 (NodeCall 2)
        aot0_detach: "f32[4, 8]" = torch.ops.aten.detach.default(aot0_tanh);  aot0_tanh = None
        aot0_detach_1: "f32[4, 8]" = torch.ops.aten.detach.default(aot0_detach);  aot0_detach = None
        aot0_detach_2: "f32[4, 8]" = torch.ops.aten.detach.default(aot0_detach_1);  aot0_detach_1 = None
        aot0_detach_3: "f32[4, 8]" = torch.ops.aten.detach.default(aot0_detach_2);  aot0_detach_2 = None
        detach_4: "f32[4, 8]" = torch.ops.aten.detach.default(aot0_detach_3);  aot0_detach_3 = None
        detach_5: "f32[4, 8]" = torch.ops.aten.detach.default(detach_4);  detach_4 = None
        detach_6: "f32[4, 8]" = torch.ops.aten.detach.default(detach_5);  detach_5 = None
        detach_7: "f32[4, 8]" = torch.ops.aten.detach.default(detach_6);  detach_6 = None
        tanh_backward: "f32[4, 8]" = torch.ops.aten.tanh_backward.default(aot0_mm, detach_7);  aot0_mm = detach_7 = None
        t_3: "f32[8, 4]" = torch.ops.aten.t.default(tanh_backward)
        mm_2: "f32[8, 6]" = torch.ops.aten.mm.default(t_3, getitem_1);  t_3 = None
        t_4: "f32[6, 8]" = torch.ops.aten.t.default(mm_2);  mm_2 = None
        sum_2: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(tanh_backward, [0], True);  tanh_backward = None
        view_1: "f32[8]" = torch.ops.aten.view.default(sum_2, [8]);  sum_2 = None
        
         # File: /work/venvs/torch-2.5.1/lib/python3.11/site-packages/torch/_dynamo/compiled_autograd.py:483 in set_node_origin, code: torch::autograd::AccumulateGrad (NodeCall 5)
        accumulate_grad__2 = torch.ops.inductor.accumulate_grad_.default(getitem_6, view_1);  getitem_6 = view_1 = accumulate_grad__2 = None
        
         # File: /work/venvs/torch-2.5.1/lib/python3.11/site-packages/torch/_dynamo/compiled_autograd.py:483 in set_node_origin, code: CompiledFunctionBackward0 (NodeCall 2)
        t_5: "f32[8, 6]" = torch.ops.aten.t.default(t_4);  t_4 = None
        
         # File: /work/venvs/torch-2.5.1/lib/python3.11/site-packages/torch/_dynamo/compiled_autograd.py:483 in set_node_origin, code: torch::autograd::AccumulateGrad (NodeCall 6)
        accumulate_grad__3 = torch.ops.inductor.accumulate_grad_.default(getitem_7, t_5);  getitem_7 = t_5 = accumulate_grad__3 = None
        
         # File: /work/venvs/torch-2.5.1/lib/python3.11/site-packages/torch/_dynamo/compiled_autograd.py:483 in set_node_origin, code: CompiledFunctionBackward0 (NodeCall 2)
        sym_size_int: "Sym(6)" = torch.ops.aten.sym_size.int(getitem_1, 1);  getitem_1 = None
        eq: "Sym(True)" = 6 == sym_size_int;  sym_size_int = eq = None
        
         # File: /work/venvs/torch-2.5.1/lib/python3.11/site-packages/torch/_dynamo/compiled_autograd.py:483 in set_node_origin, code: torch::autograd::AccumulateGrad (NodeCall 6)
        _exec_final_callbacks_stub = torch__dynamo_external_utils__exec_final_callbacks_stub();  _exec_final_callbacks_stub = None
        return []
        