from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, L_inputs_ : list, L_packed_data_0_: "f32[4, 6]", L_packed_data_1_: "f32[4, 8]", L_packed_data_2_: "f32[2, 8]"):
        l_inputs_ = L_inputs_
        l_packed_data_0_ = L_packed_data_0_
        l_packed_data_1_ = L_packed_data_1_
        l_packed_data_2_ = L_packed_data_2_
        
         # File: /work/main/tests/corpus/torch2gen/2.7.1/compiled_autograd/depyf/__compiled_fn_1.Compiled_autograd_graph.0.py:7 in forward, code: getitem = inputs[0]
        getitem: "f32[]" = l_inputs_[0];  l_inputs_ = None
        
         # File: /work/venvs/torch-2.7.1/lib/python3.11/site-packages/torch/_dynamo/compiled_autograd.py:1237 in set_node_origin, code: SumBackward0 (NodeCall 1)
        validate_outputs = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem], [((None, None, device(type='cpu'), 6, 0, None), [], False)]);  getitem = None
        getitem_5: "f32[]" = validate_outputs[0];  validate_outputs = None
        
         # File: /work/venvs/torch-2.7.1/lib/python3.11/site-packages/torch/_dynamo/compiled_autograd.py:1237 in set_node_origin, code: CompiledFunctionBackward0 (NodeCall 2)
        sum_backward0 = torch__dynamo_compiled_autograd_ops_SumBackward0([getitem_5], [True], [4, 2]);  getitem_5 = None
        getitem_6: "f32[4, 2]" = sum_backward0[0];  sum_backward0 = None
        validate_outputs_1 = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem_6], [((None, None, device(type='cpu'), 6, 0, None), [4, 2], False)]);  getitem_6 = None
        getitem_7: "f32[4, 2]" = validate_outputs_1[0];  validate_outputs_1 = None
        
         # File: /work/venvs/torch-2.7.1/lib/python3.11/site-packages/torch/_dynamo/external_utils.py:70 in inner, code: return fn(*args, **kwargs)
        call_aot_bwd_prologue = torch__dynamo_compiled_autograd_call_aot_bwd_prologue((l_packed_data_0_, l_packed_data_1_, l_packed_data_2_), [], getitem_7);  l_packed_data_0_ = l_packed_data_1_ = l_packed_data_2_ = getitem_7 = None
        aot0_primals_3: "f32[4, 6]" = call_aot_bwd_prologue[0]
        aot0_tanh: "f32[4, 8]" = call_aot_bwd_prologue[1]
        aot0_t_2: "f32[2, 8]" = call_aot_bwd_prologue[2]
        aot0_tangents_1: "f32[4, 2]" = call_aot_bwd_prologue[3];  call_aot_bwd_prologue = None
        aot0_mm: "f32[4, 8]" = torch.ops.aten.mm.default(aot0_tangents_1, aot0_t_2);  aot0_t_2 = None
        aot0_t_3: "f32[2, 4]" = torch.ops.aten.t.default(aot0_tangents_1)
        aot0_mm_1: "f32[2, 8]" = torch.ops.aten.mm.default(aot0_t_3, aot0_tanh);  aot0_t_3 = None
        aot0_t_4: "f32[8, 2]" = torch.ops.aten.t.default(aot0_mm_1);  aot0_mm_1 = None
        aot0_sum_1: "f32[1, 2]" = torch.ops.aten.sum.dim_IntList(aot0_tangents_1, [0], True);  aot0_tangents_1 = None
        aot0_view: "f32[2]" = torch.ops.aten.view.default(aot0_sum_1, [2]);  aot0_sum_1 = None
        
         # File: /work/venvs/torch-2.7.1/lib/python3.11/site-packages/torch/_dynamo/polyfills/__init__.py:80 in accumulate_grad, code: new_grad = torch.clone(new_grad)
        new_grad: "f32[2]" = torch.clone(aot0_view);  aot0_view = None
        
         # File: /work/venvs/torch-2.7.1/lib/python3.11/site-packages/torch/_dynamo/external_utils.py:70 in inner, code: return fn(*args, **kwargs)
        aot0_t_5: "f32[2, 8]" = torch.ops.aten.t.default(aot0_t_4);  aot0_t_4 = None
        
         # File: /work/venvs/torch-2.7.1/lib/python3.11/site-packages/torch/_dynamo/polyfills/__init__.py:80 in accumulate_grad, code: new_grad = torch.clone(new_grad)
        new_grad_1: "f32[2, 8]" = torch.clone(aot0_t_5);  aot0_t_5 = None
        
         # File: /work/main/tests/corpus/torch2gen/2.7.1/compiled_autograd/depyf/__compiled_fn_1.Compiled_autograd_graph.0.py:58 in forward, code: aot0_detach = torch.ops.aten.detach.default(aot0_tanh);  aot0_tanh = None
        aot0_detach: "f32[4, 8]" = torch.ops.aten.detach.default(aot0_tanh);  aot0_tanh = None
        
         # File: /work/main/tests/corpus/torch2gen/2.7.1/compiled_autograd/depyf/__compiled_fn_1.Compiled_autograd_graph.0.py:59 in forward, code: aot0_detach_1 = torch.ops.aten.detach.default(aot0_detach);  aot0_detach = None
        aot0_detach_1: "f32[4, 8]" = torch.ops.aten.detach.default(aot0_detach);  aot0_detach = None
        
         # File: /work/main/tests/corpus/torch2gen/2.7.1/compiled_autograd/depyf/__compiled_fn_1.Compiled_autograd_graph.0.py:60 in forward, code: aot0_detach_2 = torch.ops.aten.detach.default(aot0_detach_1);  aot0_detach_1 = None
        aot0_detach_2: "f32[4, 8]" = torch.ops.aten.detach.default(aot0_detach_1);  aot0_detach_1 = None
        
         # File: /work/main/tests/corpus/torch2gen/2.7.1/compiled_autograd/depyf/__compiled_fn_1.Compiled_autograd_graph.0.py:61 in forward, code: aot0_detach_3 = torch.ops.aten.detach.default(aot0_detach_2);  aot0_detach_2 = None
        aot0_detach_3: "f32[4, 8]" = torch.ops.aten.detach.default(aot0_detach_2);  aot0_detach_2 = None
        
         # File: /work/main/tests/corpus/torch2gen/2.7.1/compiled_autograd/depyf/__compiled_fn_1.Compiled_autograd_graph.0.py:62 in forward, code: aot0_tanh_backward = torch.ops.aten.tanh_backward.default(aot0_mm, aot0_detach_3);  aot0_mm = aot0_detach_3 = None
        aot0_tanh_backward: "f32[4, 8]" = torch.ops.aten.tanh_backward.default(aot0_mm, aot0_detach_3);  aot0_mm = aot0_detach_3 = None
        
         # File: /work/main/tests/corpus/torch2gen/2.7.1/compiled_autograd/depyf/__compiled_fn_1.Compiled_autograd_graph.0.py:63 in forward, code: aot0_t_6 = torch.ops.aten.t.default(aot0_tanh_backward)
        aot0_t_6: "f32[8, 4]" = torch.ops.aten.t.default(aot0_tanh_backward)
        
         # File: /work/main/tests/corpus/torch2gen/2.7.1/compiled_autograd/depyf/__compiled_fn_1.Compiled_autograd_graph.0.py:64 in forward, code: aot0_mm_2 = torch.ops.aten.mm.default(aot0_t_6, aot0_primals_3);  aot0_t_6 = aot0_primals_3 = None
        aot0_mm_2: "f32[8, 6]" = torch.ops.aten.mm.default(aot0_t_6, aot0_primals_3);  aot0_t_6 = aot0_primals_3 = None
        
         # File: /work/main/tests/corpus/torch2gen/2.7.1/compiled_autograd/depyf/__compiled_fn_1.Compiled_autograd_graph.0.py:65 in forward, code: aot0_t_7 = torch.ops.aten.t.default(aot0_mm_2);  aot0_mm_2 = None
        aot0_t_7: "f32[6, 8]" = torch.ops.aten.t.default(aot0_mm_2);  aot0_mm_2 = None
        
         # File: /work/main/tests/corpus/torch2gen/2.7.1/compiled_autograd/depyf/__compiled_fn_1.Compiled_autograd_graph.0.py:66 in forward, code: aot0_sum_2 = torch.ops.aten.sum.dim_IntList(aot0_tanh_backward, [0], True);  aot0_tanh_backward = None
        aot0_sum_2: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(aot0_tanh_backward, [0], True);  aot0_tanh_backward = None
        
         # File: /work/main/tests/corpus/torch2gen/2.7.1/compiled_autograd/depyf/__compiled_fn_1.Compiled_autograd_graph.0.py:67 in forward, code: aot0_view_1 = torch.ops.aten.view.default(aot0_sum_2, [8]);  aot0_sum_2 = None
        aot0_view_1: "f32[8]" = torch.ops.aten.view.default(aot0_sum_2, [8]);  aot0_sum_2 = None
        
         # File: /work/venvs/torch-2.7.1/lib/python3.11/site-packages/torch/_dynamo/polyfills/__init__.py:80 in accumulate_grad, code: new_grad = torch.clone(new_grad)
        new_grad_2: "f32[8]" = torch.clone(aot0_view_1);  aot0_view_1 = None
        
         # File: /work/main/tests/corpus/torch2gen/2.7.1/compiled_autograd/depyf/__compiled_fn_1.Compiled_autograd_graph.0.py:73 in forward, code: aot0_t_8 = torch.ops.aten.t.default(aot0_t_7);  aot0_t_7 = None
        aot0_t_8: "f32[8, 6]" = torch.ops.aten.t.default(aot0_t_7);  aot0_t_7 = None
        
         # File: /work/venvs/torch-2.7.1/lib/python3.11/site-packages/torch/_dynamo/polyfills/__init__.py:80 in accumulate_grad, code: new_grad = torch.clone(new_grad)
        new_grad_3: "f32[8, 6]" = torch.clone(aot0_t_8);  aot0_t_8 = None
        return (new_grad, new_grad_1, new_grad_2, new_grad_3)
        