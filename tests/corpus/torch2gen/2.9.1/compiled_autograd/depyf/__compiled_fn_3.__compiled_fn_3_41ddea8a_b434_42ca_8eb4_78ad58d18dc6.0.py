from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, L_inputs_ : list, L_sizes_0_: "f32[0, 4]", L_sizes_1_: "f32[0, 2]", L_sizes_2_: "f32[0, 4]", L_sizes_3_: "f32[0, 2]", L_packed_data_0_: "f32[4, 6]", L_packed_data_2_: "f32[4, 8]"):
        l_inputs_ = L_inputs_
        l_sizes_0_ = L_sizes_0_
        l_sizes_1_ = L_sizes_1_
        l_sizes_2_ = L_sizes_2_
        l_sizes_3_ = L_sizes_3_
        l_packed_data_0_ = L_packed_data_0_
        l_packed_data_2_ = L_packed_data_2_
        
         # File: /work/main/tests/corpus/torch2gen/2.9.1/compiled_autograd/depyf/__compiled_fn_1.Compiled_autograd_graph.0.py:7 in forward, code: getitem = inputs[0]
        getitem: "f32[]" = l_inputs_[0]
        getitem_1: "f32[2]" = l_inputs_[1]
        getitem_2: "f32[2, 8]" = l_inputs_[2]
        getitem_3: "f32[8]" = l_inputs_[3]
        getitem_4: "f32[8, 6]" = l_inputs_[4];  l_inputs_ = None
        
         # File: /work/venvs/torch-2.9.1/lib/python3.11/site-packages/torch/_dynamo/external_utils.py:219 in unwrap_maybe_dynamic_int, code: return x.size(1)
        size: "Sym(4)" = l_sizes_0_.size(1);  l_sizes_0_ = None
        
         # File: /work/venvs/torch-2.9.1/lib/python3.11/site-packages/torch/_dynamo/external_utils.py:219 in unwrap_maybe_dynamic_int, code: return x.size(1)
        size_1: "Sym(2)" = l_sizes_1_.size(1);  l_sizes_1_ = None
        
         # File: /work/venvs/torch-2.9.1/lib/python3.11/site-packages/torch/_dynamo/external_utils.py:219 in unwrap_maybe_dynamic_int, code: return x.size(1)
        size_2: "Sym(4)" = l_sizes_2_.size(1);  l_sizes_2_ = None
        
         # File: /work/venvs/torch-2.9.1/lib/python3.11/site-packages/torch/_dynamo/external_utils.py:219 in unwrap_maybe_dynamic_int, code: return x.size(1)
        size_3: "Sym(2)" = l_sizes_3_.size(1);  l_sizes_3_ = None
        
         # File: /work/venvs/torch-2.9.1/lib/python3.11/site-packages/torch/_dynamo/compiled_autograd.py:1448 in set_node_origin, code: SumBackward0 (NodeCall 1)
        validate_outputs = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem], [((None, None, device(type='cpu'), 6, 0, None), [], False)]);  getitem = None
        getitem_25: "f32[]" = validate_outputs[0];  validate_outputs = None
        
         # File: /work/venvs/torch-2.9.1/lib/python3.11/site-packages/torch/_dynamo/compiled_autograd.py:1448 in set_node_origin, code: CompiledFunctionBackward0 (NodeCall 2)
        sum_backward0 = torch__dynamo_compiled_autograd_ops_SumBackward0([getitem_25], [True], [size, size_1]);  getitem_25 = size = size_1 = None
        getitem_26: "f32[4, 2]" = sum_backward0[0];  sum_backward0 = None
        validate_outputs_1 = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem_26], [((None, None, device(type='cpu'), 6, 0, None), [size_2, size_3], False)]);  getitem_26 = size_2 = size_3 = None
        getitem_27: "f32[4, 2]" = validate_outputs_1[0];  validate_outputs_1 = None
        
         # File: /work/venvs/torch-2.9.1/lib/python3.11/site-packages/torch/_dynamo/external_utils.py:68 in inner, code: return fn(*args, **kwargs)
        call_aot_bwd_prologue = torch__dynamo_compiled_autograd_call_aot_bwd_prologue((l_packed_data_0_, getitem_2, l_packed_data_2_), [], getitem_27);  l_packed_data_0_ = l_packed_data_2_ = getitem_27 = None
        aot0_primals_3: "f32[4, 6]" = call_aot_bwd_prologue[0]
        aot0_primals_4: "f32[2, 8]" = call_aot_bwd_prologue[1]
        aot0_tanh: "f32[4, 8]" = call_aot_bwd_prologue[2]
        aot0_tangents_1: "f32[4, 2]" = call_aot_bwd_prologue[3];  call_aot_bwd_prologue = None
        aot0_t_1: "f32[8, 2]" = torch.ops.aten.t.default(aot0_primals_4);  aot0_primals_4 = None
        
         # File: /work/venvs/torch-2.9.1/lib/python3.11/site-packages/torch/_dynamo/compiled_autograd.py:1448 in set_node_origin, code: torch::autograd::AccumulateGrad (NodeCall 4)
        aot0_t_2: "f32[2, 8]" = torch.ops.aten.t.default(aot0_t_1);  aot0_t_1 = None
        
         # File: /work/venvs/torch-2.9.1/lib/python3.11/site-packages/torch/_dynamo/external_utils.py:68 in inner, code: return fn(*args, **kwargs)
        aot0_mm: "f32[4, 8]" = torch.ops.aten.mm.default(aot0_tangents_1, aot0_t_2);  aot0_t_2 = None
        aot0_t_3: "f32[2, 4]" = torch.ops.aten.t.default(aot0_tangents_1)
        aot0_mm_1: "f32[2, 8]" = torch.ops.aten.mm.default(aot0_t_3, aot0_tanh);  aot0_t_3 = None
        aot0_t_4: "f32[8, 2]" = torch.ops.aten.t.default(aot0_mm_1);  aot0_mm_1 = None
        aot0_sum_1: "f32[1, 2]" = torch.ops.aten.sum.dim_IntList(aot0_tangents_1, [0], True);  aot0_tangents_1 = None
        aot0_view: "f32[2]" = torch.ops.aten.reshape.default(aot0_sum_1, [2]);  aot0_sum_1 = None
        
         # File: /work/venvs/torch-2.9.1/lib/python3.11/site-packages/torch/_dynamo/external_utils.py:226 in call_accumulate_grad, code: updated_grad = torch._dynamo.compiled_autograd.ops.AccumulateGrad(  # type: ignore[attr-defined]
        accumulate_grad = torch__dynamo_compiled_autograd_ops_AccumulateGrad([aot0_view], getitem_1, None, False);  aot0_view = getitem_1 = None
        getitem_32: "f32[2]" = accumulate_grad[0];  accumulate_grad = None
        
         # File: /work/venvs/torch-2.9.1/lib/python3.11/site-packages/torch/_dynamo/external_utils.py:68 in inner, code: return fn(*args, **kwargs)
        aot0_t_5: "f32[2, 8]" = torch.ops.aten.t.default(aot0_t_4);  aot0_t_4 = None
        
         # File: /work/venvs/torch-2.9.1/lib/python3.11/site-packages/torch/_dynamo/external_utils.py:226 in call_accumulate_grad, code: updated_grad = torch._dynamo.compiled_autograd.ops.AccumulateGrad(  # type: ignore[attr-defined]
        accumulate_grad_1 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([aot0_t_5], getitem_2, None, False);  aot0_t_5 = getitem_2 = None
        getitem_33: "f32[2, 8]" = accumulate_grad_1[0];  accumulate_grad_1 = None
        
         # File: /work/main/tests/corpus/torch2gen/2.9.1/compiled_autograd/depyf/__compiled_fn_1.Compiled_autograd_graph.0.py:68 in forward, code: aot0_detach = torch.ops.aten.detach.default(aot0_tanh);  aot0_tanh = None
        aot0_detach: "f32[4, 8]" = torch.ops.aten.detach.default(aot0_tanh);  aot0_tanh = None
        
         # File: /work/main/tests/corpus/torch2gen/2.9.1/compiled_autograd/depyf/__compiled_fn_1.Compiled_autograd_graph.0.py:69 in forward, code: aot0_detach_1 = torch.ops.aten.detach.default(aot0_detach);  aot0_detach = None
        aot0_detach_1: "f32[4, 8]" = torch.ops.aten.detach.default(aot0_detach);  aot0_detach = None
        
         # File: /work/main/tests/corpus/torch2gen/2.9.1/compiled_autograd/depyf/__compiled_fn_1.Compiled_autograd_graph.0.py:70 in forward, code: aot0_detach_2 = torch.ops.aten.detach.default(aot0_detach_1);  aot0_detach_1 = None
        aot0_detach_2: "f32[4, 8]" = torch.ops.aten.detach.default(aot0_detach_1);  aot0_detach_1 = None
        
         # File: /work/main/tests/corpus/torch2gen/2.9.1/compiled_autograd/depyf/__compiled_fn_1.Compiled_autograd_graph.0.py:71 in forward, code: aot0_detach_3 = torch.ops.aten.detach.default(aot0_detach_2);  aot0_detach_2 = None
        aot0_detach_3: "f32[4, 8]" = torch.ops.aten.detach.default(aot0_detach_2);  aot0_detach_2 = None
        
         # File: /work/main/tests/corpus/torch2gen/2.9.1/compiled_autograd/depyf/__compiled_fn_1.Compiled_autograd_graph.0.py:72 in forward, code: aot0_tanh_backward = torch.ops.aten.tanh_backward.default(aot0_mm, aot0_detach_3);  aot0_mm = aot0_detach_3 = None
        aot0_tanh_backward: "f32[4, 8]" = torch.ops.aten.tanh_backward.default(aot0_mm, aot0_detach_3);  aot0_mm = aot0_detach_3 = None
        
         # File: /work/main/tests/corpus/torch2gen/2.9.1/compiled_autograd/depyf/__compiled_fn_1.Compiled_autograd_graph.0.py:73 in forward, code: aot0_t_6 = torch.ops.aten.t.default(aot0_tanh_backward)
        aot0_t_6: "f32[8, 4]" = torch.ops.aten.t.default(aot0_tanh_backward)
        
         # File: /work/main/tests/corpus/torch2gen/2.9.1/compiled_autograd/depyf/__compiled_fn_1.Compiled_autograd_graph.0.py:74 in forward, code: aot0_mm_2 = torch.ops.aten.mm.default(aot0_t_6, aot0_primals_3);  aot0_t_6 = aot0_primals_3 = None
        aot0_mm_2: "f32[8, 6]" = torch.ops.aten.mm.default(aot0_t_6, aot0_primals_3);  aot0_t_6 = aot0_primals_3 = None
        
         # File: /work/main/tests/corpus/torch2gen/2.9.1/compiled_autograd/depyf/__compiled_fn_1.Compiled_autograd_graph.0.py:75 in forward, code: aot0_t_7 = torch.ops.aten.t.default(aot0_mm_2);  aot0_mm_2 = None
        aot0_t_7: "f32[6, 8]" = torch.ops.aten.t.default(aot0_mm_2);  aot0_mm_2 = None
        
         # File: /work/main/tests/corpus/torch2gen/2.9.1/compiled_autograd/depyf/__compiled_fn_1.Compiled_autograd_graph.0.py:76 in forward, code: aot0_sum_2 = torch.ops.aten.sum.dim_IntList(aot0_tanh_backward, [0], True);  aot0_tanh_backward = None
        aot0_sum_2: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(aot0_tanh_backward, [0], True);  aot0_tanh_backward = None
        
         # File: /work/main/tests/corpus/torch2gen/2.9.1/compiled_autograd/depyf/__compiled_fn_1.Compiled_autograd_graph.0.py:77 in forward, code: aot0_view_1 = torch.ops.aten.reshape.default(aot0_sum_2, [8]);  aot0_sum_2 = None
        aot0_view_1: "f32[8]" = torch.ops.aten.reshape.default(aot0_sum_2, [8]);  aot0_sum_2 = None
        
         # File: /work/venvs/torch-2.9.1/lib/python3.11/site-packages/torch/_dynamo/external_utils.py:226 in call_accumulate_grad, code: updated_grad = torch._dynamo.compiled_autograd.ops.AccumulateGrad(  # type: ignore[attr-defined]
        accumulate_grad_2 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([aot0_view_1], getitem_3, None, False);  aot0_view_1 = getitem_3 = None
        getitem_34: "f32[8]" = accumulate_grad_2[0];  accumulate_grad_2 = None
        
         # File: /work/main/tests/corpus/torch2gen/2.9.1/compiled_autograd/depyf/__compiled_fn_1.Compiled_autograd_graph.0.py:83 in forward, code: aot0_t_8 = torch.ops.aten.t.default(aot0_t_7);  aot0_t_7 = None
        aot0_t_8: "f32[8, 6]" = torch.ops.aten.t.default(aot0_t_7);  aot0_t_7 = None
        
         # File: /work/venvs/torch-2.9.1/lib/python3.11/site-packages/torch/_dynamo/external_utils.py:226 in call_accumulate_grad, code: updated_grad = torch._dynamo.compiled_autograd.ops.AccumulateGrad(  # type: ignore[attr-defined]
        accumulate_grad_3 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([aot0_t_8], getitem_4, None, False);  aot0_t_8 = getitem_4 = None
        getitem_35: "f32[8, 6]" = accumulate_grad_3[0];  accumulate_grad_3 = None
        return (getitem_32, getitem_33, getitem_34, getitem_35)
        