from __future__ import annotations
import torch
from torch import device
class CompiledAutograd0(torch.nn.Module):
    def forward(self, inputs, sizes, scalars, hooks, packed_data):
        # No stacktrace found for following nodes
        getitem = inputs[0]
        getitem_1 = inputs[1]
        getitem_2 = inputs[2]
        getitem_3 = inputs[3]
        getitem_4 = inputs[4];  inputs = None
        
         # File: /work/venvs/torch-2.7.1/lib/python3.11/site-packages/torch/_dynamo/compiled_autograd.py:1237 in set_node_origin, code: torch::autograd::GraphRoot (NodeCall 0)
        validate_outputs = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem], [((None, None, device(type='cpu'), 6, 0, None), [], False)]);  getitem = None
        getitem_5 = validate_outputs[0];  validate_outputs = None
        
         # File: /work/venvs/torch-2.7.1/lib/python3.11/site-packages/torch/_dynamo/compiled_autograd.py:1237 in set_node_origin, code: SumBackward0 (NodeCall 1)
        sum_backward0 = torch__dynamo_compiled_autograd_ops_SumBackward0([getitem_5], [True], [4, 2]);  getitem_5 = None
        getitem_6 = sum_backward0[0];  sum_backward0 = None
        validate_outputs_1 = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem_6], [((None, None, device(type='cpu'), 6, 0, None), [4, 2], False)]);  getitem_6 = None
        getitem_7 = validate_outputs_1[0];  validate_outputs_1 = None
        
         # File: /work/venvs/torch-2.7.1/lib/python3.11/site-packages/torch/_dynamo/compiled_autograd.py:1237 in set_node_origin, code: CompiledFunctionBackward0 (NodeCall 2)
        getitem_8 = hooks[0]
        getitem_9 = packed_data[0]
        getitem_10 = hooks[1]
        getitem_11 = packed_data[1]
        getitem_12 = hooks[2]
        getitem_13 = packed_data[2];  packed_data = None
        getitem_14 = hooks[3];  hooks = getitem_14 = None
        call_hook = torch__dynamo_external_utils_call_hook(getitem_8, getitem_9, hook_type = 'unpack_hook');  getitem_8 = getitem_9 = None
        call_hook_1 = torch__dynamo_external_utils_call_hook(getitem_10, getitem_11, hook_type = 'unpack_hook');  getitem_10 = getitem_11 = None
        call_hook_2 = torch__dynamo_external_utils_call_hook(getitem_12, getitem_13, hook_type = 'unpack_hook');  getitem_12 = getitem_13 = None
        call_aot_bwd_prologue = torch__dynamo_compiled_autograd_call_aot_bwd_prologue((call_hook, call_hook_1, call_hook_2), [], getitem_7);  call_hook = call_hook_1 = call_hook_2 = getitem_7 = None
        aot0_primals_3 = call_aot_bwd_prologue[0]
        aot0_tanh = call_aot_bwd_prologue[1]
        aot0_t_2 = call_aot_bwd_prologue[2]
        aot0_tangents_1 = call_aot_bwd_prologue[3];  call_aot_bwd_prologue = None
        
         # File: /work/venvs/torch-2.7.1/lib/python3.11/site-packages/torch/_dynamo/external_utils.py:70 in inner, code: return fn(*args, **kwargs)
        aot0_mm = torch.ops.aten.mm.default(aot0_tangents_1, aot0_t_2);  aot0_t_2 = None
        aot0_t_3 = torch.ops.aten.t.default(aot0_tangents_1)
        aot0_mm_1 = torch.ops.aten.mm.default(aot0_t_3, aot0_tanh);  aot0_t_3 = None
        aot0_t_4 = torch.ops.aten.t.default(aot0_mm_1);  aot0_mm_1 = None
        aot0_sum_1 = torch.ops.aten.sum.dim_IntList(aot0_tangents_1, [0], True);  aot0_tangents_1 = None
        aot0_view = torch.ops.aten.view.default(aot0_sum_1, [2]);  aot0_sum_1 = None
        
         # File: /work/venvs/torch-2.7.1/lib/python3.11/site-packages/torch/_dynamo/compiled_autograd.py:1237 in set_node_origin, code: torch::autograd::AccumulateGrad (NodeCall 3)
        accumulate_grad_ = torch.ops.inductor.accumulate_grad_.default(getitem_1, aot0_view);  getitem_1 = aot0_view = accumulate_grad_ = None
        
         # File: /work/venvs/torch-2.7.1/lib/python3.11/site-packages/torch/_dynamo/external_utils.py:70 in inner, code: return fn(*args, **kwargs)
        aot0_t_5 = torch.ops.aten.t.default(aot0_t_4);  aot0_t_4 = None
        
         # File: /work/venvs/torch-2.7.1/lib/python3.11/site-packages/torch/_dynamo/compiled_autograd.py:1237 in set_node_origin, code: torch::autograd::AccumulateGrad (NodeCall 4)
        accumulate_grad__1 = torch.ops.inductor.accumulate_grad_.default(getitem_2, aot0_t_5);  getitem_2 = aot0_t_5 = accumulate_grad__1 = None
        
         # File: /work/venvs/torch-2.7.1/lib/python3.11/site-packages/torch/_dynamo/external_utils.py:70 in inner, code: return fn(*args, **kwargs)
        aot0_detach = torch.ops.aten.detach.default(aot0_tanh);  aot0_tanh = None
        aot0_detach_1 = torch.ops.aten.detach.default(aot0_detach);  aot0_detach = None
        aot0_detach_2 = torch.ops.aten.detach.default(aot0_detach_1);  aot0_detach_1 = None
        aot0_detach_3 = torch.ops.aten.detach.default(aot0_detach_2);  aot0_detach_2 = None
        aot0_tanh_backward = torch.ops.aten.tanh_backward.default(aot0_mm, aot0_detach_3);  aot0_mm = aot0_detach_3 = None
        aot0_t_6 = torch.ops.aten.t.default(aot0_tanh_backward)
        aot0_mm_2 = torch.ops.aten.mm.default(aot0_t_6, aot0_primals_3);  aot0_t_6 = aot0_primals_3 = None
        aot0_t_7 = torch.ops.aten.t.default(aot0_mm_2);  aot0_mm_2 = None
        aot0_sum_2 = torch.ops.aten.sum.dim_IntList(aot0_tanh_backward, [0], True);  aot0_tanh_backward = None
        aot0_view_1 = torch.ops.aten.view.default(aot0_sum_2, [8]);  aot0_sum_2 = None
        
         # File: /work/venvs/torch-2.7.1/lib/python3.11/site-packages/torch/_dynamo/compiled_autograd.py:1237 in set_node_origin, code: torch::autograd::AccumulateGrad (NodeCall 5)
        accumulate_grad__2 = torch.ops.inductor.accumulate_grad_.default(getitem_3, aot0_view_1);  getitem_3 = aot0_view_1 = accumulate_grad__2 = None
        
         # File: /work/venvs/torch-2.7.1/lib/python3.11/site-packages/torch/_dynamo/external_utils.py:70 in inner, code: return fn(*args, **kwargs)
        aot0_t_8 = torch.ops.aten.t.default(aot0_t_7);  aot0_t_7 = None
        
         # File: /work/venvs/torch-2.7.1/lib/python3.11/site-packages/torch/_dynamo/compiled_autograd.py:1237 in set_node_origin, code: torch::autograd::AccumulateGrad (NodeCall 6)
        accumulate_grad__3 = torch.ops.inductor.accumulate_grad_.default(getitem_4, aot0_t_8);  getitem_4 = aot0_t_8 = accumulate_grad__3 = None
        _exec_final_callbacks_stub = torch__dynamo_external_utils__exec_final_callbacks_stub();  _exec_final_callbacks_stub = None
        return []
        