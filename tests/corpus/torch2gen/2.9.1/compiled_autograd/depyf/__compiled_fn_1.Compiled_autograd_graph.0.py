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
        getitem_5 = sizes[0]
        getitem_6 = sizes[1]
        getitem_7 = sizes[2]
        getitem_8 = sizes[3];  sizes = None
        unwrap_maybe_dynamic_int = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_5);  getitem_5 = None
        unwrap_maybe_dynamic_int_1 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_6);  getitem_6 = None
        unwrap_maybe_dynamic_int_2 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_7);  getitem_7 = None
        unwrap_maybe_dynamic_int_3 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_8);  getitem_8 = None
        
         # File: /work/venvs/torch-2.9.1/lib/python3.11/site-packages/torch/_dynamo/compiled_autograd.py:1448 in set_node_origin, code: torch::autograd::GraphRoot (NodeCall 0)
        validate_outputs = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem], [((None, None, device(type='cpu'), 6, 0, None), [], False)]);  getitem = None
        getitem_25 = validate_outputs[0];  validate_outputs = None
        
         # File: /work/venvs/torch-2.9.1/lib/python3.11/site-packages/torch/_dynamo/compiled_autograd.py:1448 in set_node_origin, code: SumBackward0 (NodeCall 1)
        sum_backward0 = torch__dynamo_compiled_autograd_ops_SumBackward0([getitem_25], [True], [unwrap_maybe_dynamic_int, unwrap_maybe_dynamic_int_1]);  getitem_25 = unwrap_maybe_dynamic_int = unwrap_maybe_dynamic_int_1 = None
        getitem_26 = sum_backward0[0];  sum_backward0 = None
        validate_outputs_1 = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem_26], [((None, None, device(type='cpu'), 6, 0, None), [unwrap_maybe_dynamic_int_2, unwrap_maybe_dynamic_int_3], False)]);  getitem_26 = unwrap_maybe_dynamic_int_2 = unwrap_maybe_dynamic_int_3 = None
        getitem_27 = validate_outputs_1[0];  validate_outputs_1 = None
        
         # File: /work/venvs/torch-2.9.1/lib/python3.11/site-packages/torch/_dynamo/compiled_autograd.py:1448 in set_node_origin, code: CompiledFunctionBackward0 (NodeCall 2)
        getitem_28 = hooks[0]
        getitem_29 = packed_data[0]
        getitem_30 = hooks[1]
        getitem_31 = packed_data[1]
        getitem_32 = hooks[2]
        getitem_33 = packed_data[2];  packed_data = None
        getitem_34 = hooks[3];  hooks = getitem_34 = None
        call_hook = torch__dynamo_external_utils_call_hook(getitem_28, getitem_29, hook_type = 'unpack_hook');  getitem_28 = getitem_29 = None
        call_hook_1 = torch__dynamo_external_utils_call_hook(getitem_30, getitem_31, hook_type = 'unpack_hook');  getitem_30 = getitem_31 = None
        call_hook_2 = torch__dynamo_external_utils_call_hook(getitem_32, getitem_33, hook_type = 'unpack_hook');  getitem_32 = getitem_33 = None
        call_aot_bwd_prologue = torch__dynamo_compiled_autograd_call_aot_bwd_prologue((call_hook, call_hook_1, call_hook_2), [], getitem_27);  call_hook = call_hook_1 = call_hook_2 = getitem_27 = None
        aot0_primals_3 = call_aot_bwd_prologue[0]
        aot0_primals_4 = call_aot_bwd_prologue[1]
        aot0_tanh = call_aot_bwd_prologue[2]
        aot0_tangents_1 = call_aot_bwd_prologue[3];  call_aot_bwd_prologue = None
        
         # File: /work/venvs/torch-2.9.1/lib/python3.11/site-packages/torch/_dynamo/external_utils.py:68 in inner, code: return fn(*args, **kwargs)
        aot0_t_1 = torch.ops.aten.t.default(aot0_primals_4);  aot0_primals_4 = None
        aot0_t_2 = torch.ops.aten.t.default(aot0_t_1);  aot0_t_1 = None
        aot0_mm = torch.ops.aten.mm.default(aot0_tangents_1, aot0_t_2);  aot0_t_2 = None
        aot0_t_3 = torch.ops.aten.t.default(aot0_tangents_1)
        aot0_mm_1 = torch.ops.aten.mm.default(aot0_t_3, aot0_tanh);  aot0_t_3 = None
        aot0_t_4 = torch.ops.aten.t.default(aot0_mm_1);  aot0_mm_1 = None
        aot0_sum_1 = torch.ops.aten.sum.dim_IntList(aot0_tangents_1, [0], True);  aot0_tangents_1 = None
        aot0_view = torch.ops.aten.reshape.default(aot0_sum_1, [2]);  aot0_sum_1 = None
        
         # File: /work/venvs/torch-2.9.1/lib/python3.11/site-packages/torch/_dynamo/compiled_autograd.py:1448 in set_node_origin, code: torch::autograd::AccumulateGrad (NodeCall 3)
        call_accumulate_grad = torch__dynamo_external_utils_call_accumulate_grad(getitem_1, aot0_view, False);  getitem_1 = aot0_view = call_accumulate_grad = None
        
         # File: /work/venvs/torch-2.9.1/lib/python3.11/site-packages/torch/_dynamo/external_utils.py:68 in inner, code: return fn(*args, **kwargs)
        aot0_t_5 = torch.ops.aten.t.default(aot0_t_4);  aot0_t_4 = None
        
         # File: /work/venvs/torch-2.9.1/lib/python3.11/site-packages/torch/_dynamo/compiled_autograd.py:1448 in set_node_origin, code: torch::autograd::AccumulateGrad (NodeCall 4)
        call_accumulate_grad_1 = torch__dynamo_external_utils_call_accumulate_grad(getitem_2, aot0_t_5, False);  getitem_2 = aot0_t_5 = call_accumulate_grad_1 = None
        
         # File: /work/venvs/torch-2.9.1/lib/python3.11/site-packages/torch/_dynamo/external_utils.py:68 in inner, code: return fn(*args, **kwargs)
        aot0_detach = torch.ops.aten.detach.default(aot0_tanh);  aot0_tanh = None
        aot0_detach_1 = torch.ops.aten.detach.default(aot0_detach);  aot0_detach = None
        aot0_detach_2 = torch.ops.aten.detach.default(aot0_detach_1);  aot0_detach_1 = None
        aot0_detach_3 = torch.ops.aten.detach.default(aot0_detach_2);  aot0_detach_2 = None
        aot0_tanh_backward = torch.ops.aten.tanh_backward.default(aot0_mm, aot0_detach_3);  aot0_mm = aot0_detach_3 = None
        aot0_t_6 = torch.ops.aten.t.default(aot0_tanh_backward)
        aot0_mm_2 = torch.ops.aten.mm.default(aot0_t_6, aot0_primals_3);  aot0_t_6 = aot0_primals_3 = None
        aot0_t_7 = torch.ops.aten.t.default(aot0_mm_2);  aot0_mm_2 = None
        aot0_sum_2 = torch.ops.aten.sum.dim_IntList(aot0_tanh_backward, [0], True);  aot0_tanh_backward = None
        aot0_view_1 = torch.ops.aten.reshape.default(aot0_sum_2, [8]);  aot0_sum_2 = None
        
         # File: /work/venvs/torch-2.9.1/lib/python3.11/site-packages/torch/_dynamo/compiled_autograd.py:1448 in set_node_origin, code: torch::autograd::AccumulateGrad (NodeCall 5)
        call_accumulate_grad_2 = torch__dynamo_external_utils_call_accumulate_grad(getitem_3, aot0_view_1, False);  getitem_3 = aot0_view_1 = call_accumulate_grad_2 = None
        
         # File: /work/venvs/torch-2.9.1/lib/python3.11/site-packages/torch/_dynamo/external_utils.py:68 in inner, code: return fn(*args, **kwargs)
        aot0_t_8 = torch.ops.aten.t.default(aot0_t_7);  aot0_t_7 = None
        
         # File: /work/venvs/torch-2.9.1/lib/python3.11/site-packages/torch/_dynamo/compiled_autograd.py:1448 in set_node_origin, code: torch::autograd::AccumulateGrad (NodeCall 6)
        call_accumulate_grad_3 = torch__dynamo_external_utils_call_accumulate_grad(getitem_4, aot0_t_8, False);  getitem_4 = aot0_t_8 = call_accumulate_grad_3 = None
        _exec_final_callbacks_stub = torch__dynamo_external_utils__exec_final_callbacks_stub();  _exec_final_callbacks_stub = None
        return []
        