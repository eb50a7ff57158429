from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, primals_2: "f32[128, 64]", primals_4: "f32[64]", primals_5: "f32[64]", primals_7: "f32[64, 192]", primals_9: "f32[64, 64]", primals_10: "f32[64]", primals_11: "f32[64]", primals_13: "f32[64, 256]", primals_15: "f32[256, 64]", primals_16: "f32[64]", primals_17: "f32[64]", primals_19: "f32[64, 192]", primals_21: "f32[64, 64]", primals_22: "f32[64]", primals_23: "f32[64]", primals_25: "f32[64, 256]", primals_27: "f32[256, 64]", primals_28: "f32[64]", primals_29: "f32[64]", primals_31: "f32[64, 192]", primals_33: "f32[64, 64]", primals_34: "f32[64]", primals_35: "f32[64]", primals_37: "f32[64, 256]", primals_39: "f32[256, 64]", primals_40: "f32[64]", primals_41: "f32[64]", primals_43: "f32[64, 192]", primals_45: "f32[64, 64]", primals_46: "f32[64]", primals_47: "f32[64]", primals_49: "f32[64, 256]", primals_51: "f32[256, 64]", primals_52: "f32[64]", primals_53: "f32[64]", view: "i64[2, 16]", unsqueeze: "i64[1, 16]", add_1: "f32[2, 16, 64]", getitem_1: "f32[2, 16, 1]", getitem_2: "f32[2, 16, 1]", _softmax: "f32[2, 4, 16, 16]", add_5: "f32[2, 16, 64]", getitem_7: "f32[2, 16, 1]", getitem_8: "f32[2, 16, 1]", addmm_2: "f32[32, 256]", tanh: "f32[2, 16, 256]", add_8: "f32[2, 16, 64]", getitem_10: "f32[2, 16, 1]", getitem_11: "f32[2, 16, 1]", _softmax_1: "f32[2, 4, 16, 16]", add_10: "f32[2, 16, 64]", getitem_16: "f32[2, 16, 1]", getitem_17: "f32[2, 16, 1]", addmm_6: "f32[32, 256]", tanh_1: "f32[2, 16, 256]", add_13: "f32[2, 16, 64]", getitem_19: "f32[2, 16, 1]", getitem_20: "f32[2, 16, 1]", _softmax_2: "f32[2, 4, 16, 16]", add_15: "f32[2, 16, 64]", getitem_25: "f32[2, 16, 1]", getitem_26: "f32[2, 16, 1]", addmm_10: "f32[32, 256]", tanh_2: "f32[2, 16, 256]", add_18: "f32[2, 16, 64]", getitem_28: "f32[2, 16, 1]", getitem_29: "f32[2, 16, 1]", _softmax_3: "f32[2, 4, 16, 16]", add_20: "f32[2, 16, 64]", getitem_34: "f32[2, 16, 1]", getitem_35: "f32[2, 16, 1]", addmm_14: "f32[32, 256]", tanh_3: "f32[2, 16, 256]", add_23: "f32[2, 16, 64]", getitem_37: "f32[2, 16, 1]", getitem_38: "f32[2, 16, 1]", view_66: "f32[32, 64]", t_6: "f32[256, 32]", t_8: "f32[64, 32]", t_10: "f32[64, 32]", transpose_22: "f32[8, 16, 16]", transpose_23: "f32[8, 16, 16]", transpose_24: "f32[8, 16, 16]", t_12: "f32[64, 32]", t_14: "f32[256, 32]", t_16: "f32[64, 32]", t_18: "f32[64, 32]", transpose_31: "f32[8, 16, 16]", transpose_32: "f32[8, 16, 16]", transpose_33: "f32[8, 16, 16]", t_20: "f32[64, 32]", t_22: "f32[256, 32]", t_24: "f32[64, 32]", t_26: "f32[64, 32]", transpose_40: "f32[8, 16, 16]", transpose_41: "f32[8, 16, 16]", transpose_42: "f32[8, 16, 16]", t_28: "f32[64, 32]", t_30: "f32[256, 32]", t_32: "f32[64, 32]", t_34: "f32[64, 32]", transpose_49: "f32[8, 16, 16]", transpose_50: "f32[8, 16, 16]", transpose_51: "f32[8, 16, 16]", t_36: "f32[64, 32]", tangents_1: "f32[2, 4, 16, 16]", tangents_2: "f32[2, 4, 16, 16]", tangents_3: "f32[2, 4, 16, 16]", tangents_4: "f32[2, 4, 16, 16]", tangents_5: "f32[2, 4, 16, 16]", tangents_6: "f32[2, 4, 16, 16]", tangents_7: "f32[2, 4, 16, 16]", tangents_8: "f32[2, 4, 16, 16]", tangents_9: "f32[2, 16, 128]"):
        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:698 in forward, code: logits = self.lm_head(hidden_states)
        view_67: "f32[32, 128]" = torch.ops.aten.view.default(tangents_9, [32, 128]);  tangents_9 = None
        t_1: "f32[128, 32]" = torch.ops.aten.t.default(view_67)
        mm_1: "f32[128, 64]" = torch.ops.aten.mm.default(t_1, view_66);  t_1 = view_66 = None
        t_2: "f32[64, 128]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        t: "f32[64, 128]" = torch.ops.aten.t.default(primals_2);  primals_2 = None
        t_3: "f32[128, 64]" = torch.ops.aten.t.default(t);  t = None
        mm_2: "f32[32, 64]" = torch.ops.aten.mm.default(view_67, t_3);  view_67 = t_3 = None
        view_68: "f32[2, 16, 64]" = torch.ops.aten.view.default(mm_2, [2, 16, 64]);  mm_2 = None
        t_4: "f32[128, 64]" = torch.ops.aten.t.default(t_2);  t_2 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:621 in forward, code: hidden_states = hidden_states.view(output_shape)
        view_69: "f32[2, 16, 64]" = torch.ops.aten.view.default(view_68, [2, 16, 64]);  view_68 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:619 in forward, code: hidden_states = self.ln_f(hidden_states)
        native_layer_norm_backward = torch.ops.aten.native_layer_norm_backward.default(view_69, add_23, [64], getitem_37, getitem_38, primals_52, primals_53, [True, True, True]);  view_69 = add_23 = getitem_37 = getitem_38 = primals_52 = primals_53 = None
        getitem_39: "f32[2, 16, 64]" = native_layer_norm_backward[0]
        getitem_40: "f32[64]" = native_layer_norm_backward[1]
        getitem_41: "f32[64]" = native_layer_norm_backward[2];  native_layer_norm_backward = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_70: "f32[32, 64]" = torch.ops.aten.view.default(getitem_39, [32, 64])

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        t_5: "f32[64, 256]" = torch.ops.aten.t.default(primals_51);  primals_51 = None
        mm_3: "f32[32, 256]" = torch.ops.aten.mm.default(view_70, t_5);  t_5 = None
        mm_4: "f32[256, 64]" = torch.ops.aten.mm.default(t_6, view_70);  t_6 = None
        sum_1: "f32[1, 64]" = torch.ops.aten.sum.dim_IntList(view_70, [0], True);  view_70 = None
        view_71: "f32[64]" = torch.ops.aten.view.default(sum_1, [64]);  sum_1 = None
        view_72: "f32[2, 16, 256]" = torch.ops.aten.view.default(mm_3, [2, 16, 256]);  mm_3 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_62: "f32[2, 16, 256]" = torch.ops.aten.view.default(addmm_14, [2, 16, 256]);  addmm_14 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/activations.py:66 in forward, code: return 0.5 * input * (1.0 + torch.tanh(math.sqrt(2.0 / math.pi) * (input + 0.044715 * torch.pow(input, 3.0))))
        mul_16: "f32[2, 16, 256]" = torch.ops.aten.mul.Tensor(view_62, 0.5)
        mul_20: "f32[2, 16, 256]" = torch.ops.aten.mul.Tensor(view_72, mul_16);  mul_16 = None
        add_22: "f32[2, 16, 256]" = torch.ops.aten.add.Tensor(tanh_3, 1.0)
        mul_21: "f32[2, 16, 256]" = torch.ops.aten.mul.Tensor(view_72, add_22);  view_72 = add_22 = None
        detach_7: "f32[2, 16, 256]" = torch.ops.aten.detach.default(tanh_3);  tanh_3 = None
        detach_8: "f32[2, 16, 256]" = torch.ops.aten.detach.default(detach_7);  detach_7 = None
        tanh_backward: "f32[2, 16, 256]" = torch.ops.aten.tanh_backward.default(mul_20, detach_8);  mul_20 = detach_8 = None
        mul_22: "f32[2, 16, 256]" = torch.ops.aten.mul.Tensor(tanh_backward, 0.7978845608028654);  tanh_backward = None
        mul_23: "f32[2, 16, 256]" = torch.ops.aten.mul.Tensor(mul_22, 0.044715)
        pow_5: "f32[2, 16, 256]" = torch.ops.aten.pow.Tensor_Scalar(view_62, 2.0);  view_62 = None
        mul_24: "f32[2, 16, 256]" = torch.ops.aten.mul.Scalar(pow_5, 3.0);  pow_5 = None
        mul_25: "f32[2, 16, 256]" = torch.ops.aten.mul.Tensor(mul_23, mul_24);  mul_23 = mul_24 = None
        add_24: "f32[2, 16, 256]" = torch.ops.aten.add.Tensor(mul_22, mul_25);  mul_22 = mul_25 = None
        mul_26: "f32[2, 16, 256]" = torch.ops.aten.mul.Tensor(mul_21, 0.5);  mul_21 = None
        add_25: "f32[2, 16, 256]" = torch.ops.aten.add.Tensor(add_24, mul_26);  add_24 = mul_26 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_73: "f32[32, 256]" = torch.ops.aten.view.default(add_25, [32, 256]);  add_25 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        t_7: "f32[256, 64]" = torch.ops.aten.t.default(primals_49);  primals_49 = None
        mm_5: "f32[32, 64]" = torch.ops.aten.mm.default(view_73, t_7);  t_7 = None
        mm_6: "f32[64, 256]" = torch.ops.aten.mm.default(t_8, view_73);  t_8 = None
        sum_2: "f32[1, 256]" = torch.ops.aten.sum.dim_IntList(view_73, [0], True);  view_73 = None
        view_74: "f32[256]" = torch.ops.aten.view.default(sum_2, [256]);  sum_2 = None
        view_75: "f32[2, 16, 64]" = torch.ops.aten.view.default(mm_5, [2, 16, 64]);  mm_5 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:307 in forward, code: hidden_states = self.ln_2(hidden_states)
        native_layer_norm_backward_1 = torch.ops.aten.native_layer_norm_backward.default(view_75, add_20, [64], getitem_34, getitem_35, primals_46, primals_47, [True, True, True]);  view_75 = add_20 = getitem_34 = getitem_35 = primals_46 = primals_47 = None
        getitem_42: "f32[2, 16, 64]" = native_layer_norm_backward_1[0]
        getitem_43: "f32[64]" = native_layer_norm_backward_1[1]
        getitem_44: "f32[64]" = native_layer_norm_backward_1[2];  native_layer_norm_backward_1 = None
        add_26: "f32[2, 16, 64]" = torch.ops.aten.add.Tensor(getitem_39, getitem_42);  getitem_39 = getitem_42 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_76: "f32[32, 64]" = torch.ops.aten.view.default(add_26, [32, 64])

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        t_9: "f32[64, 64]" = torch.ops.aten.t.default(primals_45);  primals_45 = None
        mm_7: "f32[32, 64]" = torch.ops.aten.mm.default(view_76, t_9);  t_9 = None
        mm_8: "f32[64, 64]" = torch.ops.aten.mm.default(t_10, view_76);  t_10 = None
        sum_3: "f32[1, 64]" = torch.ops.aten.sum.dim_IntList(view_76, [0], True);  view_76 = None
        view_77: "f32[64]" = torch.ops.aten.view.default(sum_3, [64]);  sum_3 = None
        view_78: "f32[2, 16, 64]" = torch.ops.aten.view.default(mm_7, [2, 16, 64]);  mm_7 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:224 in forward, code: attn_output = attn_output.reshape(*attn_output.shape[:-2], -1).contiguous()
        view_79: "f32[2, 16, 4, 16]" = torch.ops.aten.view.default(view_78, [2, 16, 4, 16]);  view_78 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:71 in eager_attention_forward, code: attn_output = attn_output.transpose(1, 2)
        transpose_20: "f32[2, 4, 16, 16]" = torch.ops.aten.transpose.int(view_79, 1, 2);  view_79 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:70 in eager_attention_forward, code: attn_output = torch.matmul(attn_weights, value)
        clone_8: "f32[2, 4, 16, 16]" = torch.ops.aten.clone.default(transpose_20, memory_format = torch.contiguous_format);  transpose_20 = None
        _unsafe_view_9: "f32[8, 16, 16]" = torch.ops.aten._unsafe_view.default(clone_8, [8, 16, 16]);  clone_8 = None
        expand_15: "f32[2, 4, 16, 16]" = torch.ops.aten.expand.default(_softmax_3, [2, 4, 16, 16])
        view_56: "f32[8, 16, 16]" = torch.ops.aten.view.default(expand_15, [8, 16, 16]);  expand_15 = None
        transpose_21: "f32[8, 16, 16]" = torch.ops.aten.transpose.int(view_56, 1, 2);  view_56 = None
        bmm_8: "f32[8, 16, 16]" = torch.ops.aten.bmm.default(transpose_21, _unsafe_view_9);  transpose_21 = None
        bmm_9: "f32[8, 16, 16]" = torch.ops.aten.bmm.default(_unsafe_view_9, transpose_22);  _unsafe_view_9 = transpose_22 = None
        view_80: "f32[2, 4, 16, 16]" = torch.ops.aten.view.default(bmm_8, [2, 4, 16, 16]);  bmm_8 = None
        add_27: "f32[2, 4, 16, 16]" = torch.ops.aten.add.Tensor(tangents_7, view_80);  tangents_7 = view_80 = None
        view_81: "f32[2, 4, 16, 16]" = torch.ops.aten.view.default(bmm_9, [2, 4, 16, 16]);  bmm_9 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:64 in eager_attention_forward, code: attn_weights = nn.functional.softmax(attn_weights, dim=-1)
        detach_6: "f32[2, 4, 16, 16]" = torch.ops.aten.detach.default(_softmax_3);  _softmax_3 = None
        detach_9: "f32[2, 4, 16, 16]" = torch.ops.aten.detach.default(detach_6);  detach_6 = None
        _softmax_backward_data: "f32[2, 4, 16, 16]" = torch.ops.aten._softmax_backward_data.default(view_81, detach_9, -1, torch.float32);  view_81 = detach_9 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:59 in eager_attention_forward, code: attn_weights = torch.matmul(query, key.transpose(-1, -2)) * scaling
        mul_27: "f32[2, 4, 16, 16]" = torch.ops.aten.mul.Tensor(_softmax_backward_data, 0.25);  _softmax_backward_data = None
        view_82: "f32[8, 16, 16]" = torch.ops.aten.view.default(mul_27, [8, 16, 16]);  mul_27 = None
        bmm_10: "f32[8, 16, 16]" = torch.ops.aten.bmm.default(transpose_23, view_82);  transpose_23 = None
        bmm_11: "f32[8, 16, 16]" = torch.ops.aten.bmm.default(view_82, transpose_24);  view_82 = transpose_24 = None
        view_83: "f32[2, 4, 16, 16]" = torch.ops.aten.view.default(bmm_10, [2, 4, 16, 16]);  bmm_10 = None
        view_84: "f32[2, 4, 16, 16]" = torch.ops.aten.view.default(bmm_11, [2, 4, 16, 16]);  bmm_11 = None
        transpose_25: "f32[2, 4, 16, 16]" = torch.ops.aten.transpose.int(view_83, -1, -2);  view_83 = None
        add_28: "f32[2, 4, 16, 16]" = torch.ops.aten.add.Tensor(tangents_8, transpose_25);  tangents_8 = transpose_25 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/cache_utils.py:137 in update, code: self.values = torch.cat([self.values, value_states], dim=-2)
        slice_1: "f32[2, 4, 16, 16]" = torch.ops.aten.slice.Tensor(add_27, 2, 0, 16);  add_27 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/cache_utils.py:136 in update, code: self.keys = torch.cat([self.keys, key_states], dim=-2)
        slice_2: "f32[2, 4, 16, 16]" = torch.ops.aten.slice.Tensor(add_28, 2, 0, 16);  add_28 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:193 in forward, code: query_states = query_states.view(shape_q).transpose(1, 2)
        transpose_26: "f32[2, 16, 4, 16]" = torch.ops.aten.transpose.int(view_84, 1, 2);  view_84 = None
        clone_9: "f32[2, 16, 4, 16]" = torch.ops.aten.clone.default(transpose_26, memory_format = torch.contiguous_format);  transpose_26 = None
        _unsafe_view_10: "f32[2, 16, 64]" = torch.ops.aten._unsafe_view.default(clone_9, [2, 16, 64]);  clone_9 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:190 in forward, code: value_states = value_states.view(shape_kv).transpose(1, 2)
        transpose_27: "f32[2, 16, 4, 16]" = torch.ops.aten.transpose.int(slice_1, 1, 2);  slice_1 = None
        clone_10: "f32[2, 16, 4, 16]" = torch.ops.aten.clone.default(transpose_27, memory_format = torch.contiguous_format);  transpose_27 = None
        _unsafe_view_11: "f32[2, 16, 64]" = torch.ops.aten._unsafe_view.default(clone_10, [2, 16, 64]);  clone_10 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:189 in forward, code: key_states = key_states.view(shape_kv).transpose(1, 2)
        transpose_28: "f32[2, 16, 4, 16]" = torch.ops.aten.transpose.int(slice_2, 1, 2);  slice_2 = None
        clone_11: "f32[2, 16, 4, 16]" = torch.ops.aten.clone.default(transpose_28, memory_format = torch.contiguous_format);  transpose_28 = None
        _unsafe_view_12: "f32[2, 16, 64]" = torch.ops.aten._unsafe_view.default(clone_11, [2, 16, 64]);  clone_11 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:187 in forward, code: query_states, key_states, value_states = self.c_attn(hidden_states).split(self.split_size, dim=2)
        cat_8: "f32[2, 16, 192]" = torch.ops.aten.cat.default([_unsafe_view_10, _unsafe_view_12, _unsafe_view_11], 2);  _unsafe_view_10 = _unsafe_view_12 = _unsafe_view_11 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_85: "f32[32, 192]" = torch.ops.aten.view.default(cat_8, [32, 192]);  cat_8 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        t_11: "f32[192, 64]" = torch.ops.aten.t.default(primals_43);  primals_43 = None
        mm_9: "f32[32, 64]" = torch.ops.aten.mm.default(view_85, t_11);  t_11 = None
        mm_10: "f32[64, 192]" = torch.ops.aten.mm.default(t_12, view_85);  t_12 = None
        sum_4: "f32[1, 192]" = torch.ops.aten.sum.dim_IntList(view_85, [0], True);  view_85 = None
        view_86: "f32[192]" = torch.ops.aten.view.default(sum_4, [192]);  sum_4 = None
        view_87: "f32[2, 16, 64]" = torch.ops.aten.view.default(mm_9, [2, 16, 64]);  mm_9 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:276 in forward, code: hidden_states = self.ln_1(hidden_states)
        native_layer_norm_backward_2 = torch.ops.aten.native_layer_norm_backward.default(view_87, add_18, [64], getitem_28, getitem_29, primals_40, primals_41, [True, True, True]);  view_87 = add_18 = getitem_28 = getitem_29 = primals_40 = primals_41 = None
        getitem_45: "f32[2, 16, 64]" = native_layer_norm_backward_2[0]
        getitem_46: "f32[64]" = native_layer_norm_backward_2[1]
        getitem_47: "f32[64]" = native_layer_norm_backward_2[2];  native_layer_norm_backward_2 = None
        add_29: "f32[2, 16, 64]" = torch.ops.aten.add.Tensor(add_26, getitem_45);  add_26 = getitem_45 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_88: "f32[32, 64]" = torch.ops.aten.view.default(add_29, [32, 64])

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        t_13: "f32[64, 256]" = torch.ops.aten.t.default(primals_39);  primals_39 = None
        mm_11: "f32[32, 256]" = torch.ops.aten.mm.default(view_88, t_13);  t_13 = None
        mm_12: "f32[256, 64]" = torch.ops.aten.mm.default(t_14, view_88);  t_14 = None
        sum_5: "f32[1, 64]" = torch.ops.aten.sum.dim_IntList(view_88, [0], True);  view_88 = None
        view_89: "f32[64]" = torch.ops.aten.view.default(sum_5, [64]);  sum_5 = None
        view_90: "f32[2, 16, 256]" = torch.ops.aten.view.default(mm_11, [2, 16, 256]);  mm_11 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_46: "f32[2, 16, 256]" = torch.ops.aten.view.default(addmm_10, [2, 16, 256]);  addmm_10 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/activations.py:66 in forward, code: return 0.5 * input * (1.0 + torch.tanh(math.sqrt(2.0 / math.pi) * (input + 0.044715 * torch.pow(input, 3.0))))
        mul_11: "f32[2, 16, 256]" = torch.ops.aten.mul.Tensor(view_46, 0.5)
        mul_28: "f32[2, 16, 256]" = torch.ops.aten.mul.Tensor(view_90, mul_11);  mul_11 = None
        add_17: "f32[2, 16, 256]" = torch.ops.aten.add.Tensor(tanh_2, 1.0)
        mul_29: "f32[2, 16, 256]" = torch.ops.aten.mul.Tensor(view_90, add_17);  view_90 = add_17 = None
        detach_5: "f32[2, 16, 256]" = torch.ops.aten.detach.default(tanh_2);  tanh_2 = None
        detach_10: "f32[2, 16, 256]" = torch.ops.aten.detach.default(detach_5);  detach_5 = None
        tanh_backward_1: "f32[2, 16, 256]" = torch.ops.aten.tanh_backward.default(mul_28, detach_10);  mul_28 = detach_10 = None
        mul_30: "f32[2, 16, 256]" = torch.ops.aten.mul.Tensor(tanh_backward_1, 0.7978845608028654);  tanh_backward_1 = None
        mul_31: "f32[2, 16, 256]" = torch.ops.aten.mul.Tensor(mul_30, 0.044715)
        pow_6: "f32[2, 16, 256]" = torch.ops.aten.pow.Tensor_Scalar(view_46, 2.0);  view_46 = None
        mul_32: "f32[2, 16, 256]" = torch.ops.aten.mul.Scalar(pow_6, 3.0);  pow_6 = None
        mul_33: "f32[2, 16, 256]" = torch.ops.aten.mul.Tensor(mul_31, mul_32);  mul_31 = mul_32 = None
        add_30: "f32[2, 16, 256]" = torch.ops.aten.add.Tensor(mul_30, mul_33);  mul_30 = mul_33 = None
        mul_34: "f32[2, 16, 256]" = torch.ops.aten.mul.Tensor(mul_29, 0.5);  mul_29 = None
        add_31: "f32[2, 16, 256]" = torch.ops.aten.add.Tensor(add_30, mul_34);  add_30 = mul_34 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_91: "f32[32, 256]" = torch.ops.aten.view.default(add_31, [32, 256]);  add_31 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        t_15: "f32[256, 64]" = torch.ops.aten.t.default(primals_37);  primals_37 = None
        mm_13: "f32[32, 64]" = torch.ops.aten.mm.default(view_91, t_15);  t_15 = None
        mm_14: "f32[64, 256]" = torch.ops.aten.mm.default(t_16, view_91);  t_16 = None
        sum_6: "f32[1, 256]" = torch.ops.aten.sum.dim_IntList(view_91, [0], True);  view_91 = None
        view_92: "f32[256]" = torch.ops.aten.view.default(sum_6, [256]);  sum_6 = None
        view_93: "f32[2, 16, 64]" = torch.ops.aten.view.default(mm_13, [2, 16, 64]);  mm_13 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:307 in forward, code: hidden_states = self.ln_2(hidden_states)
        native_layer_norm_backward_3 = torch.ops.aten.native_layer_norm_backward.default(view_93, add_15, [64], getitem_25, getitem_26, primals_34, primals_35, [True, True, True]);  view_93 = add_15 = getitem_25 = getitem_26 = primals_34 = primals_35 = None
        getitem_48: "f32[2, 16, 64]" = native_layer_norm_backward_3[0]
        getitem_49: "f32[64]" = native_layer_norm_backward_3[1]
        getitem_50: "f32[64]" = native_layer_norm_backward_3[2];  native_layer_norm_backward_3 = None
        add_32: "f32[2, 16, 64]" = torch.ops.aten.add.Tensor(add_29, getitem_48);  add_29 = getitem_48 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_94: "f32[32, 64]" = torch.ops.aten.view.default(add_32, [32, 64])

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        t_17: "f32[64, 64]" = torch.ops.aten.t.default(primals_33);  primals_33 = None
        mm_15: "f32[32, 64]" = torch.ops.aten.mm.default(view_94, t_17);  t_17 = None
        mm_16: "f32[64, 64]" = torch.ops.aten.mm.default(t_18, view_94);  t_18 = None
        sum_7: "f32[1, 64]" = torch.ops.aten.sum.dim_IntList(view_94, [0], True);  view_94 = None
        view_95: "f32[64]" = torch.ops.aten.view.default(sum_7, [64]);  sum_7 = None
        view_96: "f32[2, 16, 64]" = torch.ops.aten.view.default(mm_15, [2, 16, 64]);  mm_15 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:224 in forward, code: attn_output = attn_output.reshape(*attn_output.shape[:-2], -1).contiguous()
        view_97: "f32[2, 16, 4, 16]" = torch.ops.aten.view.default(view_96, [2, 16, 4, 16]);  view_96 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:71 in eager_attention_forward, code: attn_output = attn_output.transpose(1, 2)
        transpose_29: "f32[2, 4, 16, 16]" = torch.ops.aten.transpose.int(view_97, 1, 2);  view_97 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:70 in eager_attention_forward, code: attn_output = torch.matmul(attn_weights, value)
        clone_12: "f32[2, 4, 16, 16]" = torch.ops.aten.clone.default(transpose_29, memory_format = torch.contiguous_format);  transpose_29 = None
        _unsafe_view_13: "f32[8, 16, 16]" = torch.ops.aten._unsafe_view.default(clone_12, [8, 16, 16]);  clone_12 = None
        expand_11: "f32[2, 4, 16, 16]" = torch.ops.aten.expand.default(_softmax_2, [2, 4, 16, 16])
        view_40: "f32[8, 16, 16]" = torch.ops.aten.view.default(expand_11, [8, 16, 16]);  expand_11 = None
        transpose_30: "f32[8, 16, 16]" = torch.ops.aten.transpose.int(view_40, 1, 2);  view_40 = None
        bmm_12: "f32[8, 16, 16]" = torch.ops.aten.bmm.default(transpose_30, _unsafe_view_13);  transpose_30 = None
        bmm_13: "f32[8, 16, 16]" = torch.ops.aten.bmm.default(_unsafe_view_13, transpose_31);  _unsafe_view_13 = transpose_31 = None
        view_98: "f32[2, 4, 16, 16]" = torch.ops.aten.view.default(bmm_12, [2, 4, 16, 16]);  bmm_12 = None
        add_33: "f32[2, 4, 16, 16]" = torch.ops.aten.add.Tensor(tangents_5, view_98);  tangents_5 = view_98 = None
        view_99: "f32[2, 4, 16, 16]" = torch.ops.aten.view.default(bmm_13, [2, 4, 16, 16]);  bmm_13 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:64 in eager_attention_forward, code: attn_weights = nn.functional.softmax(attn_weights, dim=-1)
        detach_4: "f32[2, 4, 16, 16]" = torch.ops.aten.detach.default(_softmax_2);  _softmax_2 = None
        detach_11: "f32[2, 4, 16, 16]" = torch.ops.aten.detach.default(detach_4);  detach_4 = None
        _softmax_backward_data_1: "f32[2, 4, 16, 16]" = torch.ops.aten._softmax_backward_data.default(view_99, detach_11, -1, torch.float32);  view_99 = detach_11 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:59 in eager_attention_forward, code: attn_weights = torch.matmul(query, key.transpose(-1, -2)) * scaling
        mul_35: "f32[2, 4, 16, 16]" = torch.ops.aten.mul.Tensor(_softmax_backward_data_1, 0.25);  _softmax_backward_data_1 = None
        view_100: "f32[8, 16, 16]" = torch.ops.aten.view.default(mul_35, [8, 16, 16]);  mul_35 = None
        bmm_14: "f32[8, 16, 16]" = torch.ops.aten.bmm.default(transpose_32, view_100);  transpose_32 = None
        bmm_15: "f32[8, 16, 16]" = torch.ops.aten.bmm.default(view_100, transpose_33);  view_100 = transpose_33 = None
        view_101: "f32[2, 4, 16, 16]" = torch.ops.aten.view.default(bmm_14, [2, 4, 16, 16]);  bmm_14 = None
        view_102: "f32[2, 4, 16, 16]" = torch.ops.aten.view.default(bmm_15, [2, 4, 16, 16]);  bmm_15 = None
        transpose_34: "f32[2, 4, 16, 16]" = torch.ops.aten.transpose.int(view_101, -1, -2);  view_101 = None
        add_34: "f32[2, 4, 16, 16]" = torch.ops.aten.add.Tensor(tangents_6, transpose_34);  tangents_6 = transpose_34 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/cache_utils.py:137 in update, code: self.values = torch.cat([self.values, value_states], dim=-2)
        slice_3: "f32[2, 4, 16, 16]" = torch.ops.aten.slice.Tensor(add_33, 2, 0, 16);  add_33 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/cache_utils.py:136 in update, code: self.keys = torch.cat([self.keys, key_states], dim=-2)
        slice_4: "f32[2, 4, 16, 16]" = torch.ops.aten.slice.Tensor(add_34, 2, 0, 16);  add_34 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:193 in forward, code: query_states = query_states.view(shape_q).transpose(1, 2)
        transpose_35: "f32[2, 16, 4, 16]" = torch.ops.aten.transpose.int(view_102, 1, 2);  view_102 = None
        clone_13: "f32[2, 16, 4, 16]" = torch.ops.aten.clone.default(transpose_35, memory_format = torch.contiguous_format);  transpose_35 = None
        _unsafe_view_14: "f32[2, 16, 64]" = torch.ops.aten._unsafe_view.default(clone_13, [2, 16, 64]);  clone_13 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:190 in forward, code: value_states = value_states.view(shape_kv).transpose(1, 2)
        transpose_36: "f32[2, 16, 4, 16]" = torch.ops.aten.transpose.int(slice_3, 1, 2);  slice_3 = None
        clone_14: "f32[2, 16, 4, 16]" = torch.ops.aten.clone.default(transpose_36, memory_format = torch.contiguous_format);  transpose_36 = None
        _unsafe_view_15: "f32[2, 16, 64]" = torch.ops.aten._unsafe_view.default(clone_14, [2, 16, 64]);  clone_14 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:189 in forward, code: key_states = key_states.view(shape_kv).transpose(1, 2)
        transpose_37: "f32[2, 16, 4, 16]" = torch.ops.aten.transpose.int(slice_4, 1, 2);  slice_4 = None
        clone_15: "f32[2, 16, 4, 16]" = torch.ops.aten.clone.default(transpose_37, memory_format = torch.contiguous_format);  transpose_37 = None
        _unsafe_view_16: "f32[2, 16, 64]" = torch.ops.aten._unsafe_view.default(clone_15, [2, 16, 64]);  clone_15 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:187 in forward, code: query_states, key_states, value_states = self.c_attn(hidden_states).split(self.split_size, dim=2)
        cat_9: "f32[2, 16, 192]" = torch.ops.aten.cat.default([_unsafe_view_14, _unsafe_view_16, _unsafe_view_15], 2);  _unsafe_view_14 = _unsafe_view_16 = _unsafe_view_15 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_103: "f32[32, 192]" = torch.ops.aten.view.default(cat_9, [32, 192]);  cat_9 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        t_19: "f32[192, 64]" = torch.ops.aten.t.default(primals_31);  primals_31 = None
        mm_17: "f32[32, 64]" = torch.ops.aten.mm.default(view_103, t_19);  t_19 = None
        mm_18: "f32[64, 192]" = torch.ops.aten.mm.default(t_20, view_103);  t_20 = None
        sum_8: "f32[1, 192]" = torch.ops.aten.sum.dim_IntList(view_103, [0], True);  view_103 = None
        view_104: "f32[192]" = torch.ops.aten.view.default(sum_8, [192]);  sum_8 = None
        view_105: "f32[2, 16, 64]" = torch.ops.aten.view.default(mm_17, [2, 16, 64]);  mm_17 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:276 in forward, code: hidden_states = self.ln_1(hidden_states)
        native_layer_norm_backward_4 = torch.ops.aten.native_layer_norm_backward.default(view_105, add_13, [64], getitem_19, getitem_20, primals_28, primals_29, [True, True, True]);  view_105 = add_13 = getitem_19 = getitem_20 = primals_28 = primals_29 = None
        getitem_51: "f32[2, 16, 64]" = native_layer_norm_backward_4[0]
        getitem_52: "f32[64]" = native_layer_norm_backward_4[1]
        getitem_53: "f32[64]" = native_layer_norm_backward_4[2];  native_layer_norm_backward_4 = None
        add_35: "f32[2, 16, 64]" = torch.ops.aten.add.Tensor(add_32, getitem_51);  add_32 = getitem_51 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_106: "f32[32, 64]" = torch.ops.aten.view.default(add_35, [32, 64])

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        t_21: "f32[64, 256]" = torch.ops.aten.t.default(primals_27);  primals_27 = None
        mm_19: "f32[32, 256]" = torch.ops.aten.mm.default(view_106, t_21);  t_21 = None
        mm_20: "f32[256, 64]" = torch.ops.aten.mm.default(t_22, view_106);  t_22 = None
        sum_9: "f32[1, 64]" = torch.ops.aten.sum.dim_IntList(view_106, [0], True);  view_106 = None
        view_107: "f32[64]" = torch.ops.aten.view.default(sum_9, [64]);  sum_9 = None
        view_108: "f32[2, 16, 256]" = torch.ops.aten.view.default(mm_19, [2, 16, 256]);  mm_19 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_30: "f32[2, 16, 256]" = torch.ops.aten.view.default(addmm_6, [2, 16, 256]);  addmm_6 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/activations.py:66 in forward, code: return 0.5 * input * (1.0 + torch.tanh(math.sqrt(2.0 / math.pi) * (input + 0.044715 * torch.pow(input, 3.0))))
        mul_6: "f32[2, 16, 256]" = torch.ops.aten.mul.Tensor(view_30, 0.5)
        mul_36: "f32[2, 16, 256]" = torch.ops.aten.mul.Tensor(view_108, mul_6);  mul_6 = None
        add_12: "f32[2, 16, 256]" = torch.ops.aten.add.Tensor(tanh_1, 1.0)
        mul_37: "f32[2, 16, 256]" = torch.ops.aten.mul.Tensor(view_108, add_12);  view_108 = add_12 = None
        detach_3: "f32[2, 16, 256]" = torch.ops.aten.detach.default(tanh_1);  tanh_1 = None
        detach_12: "f32[2, 16, 256]" = torch.ops.aten.detach.default(detach_3);  detach_3 = None
        tanh_backward_2: "f32[2, 16, 256]" = torch.ops.aten.tanh_backward.default(mul_36, detach_12);  mul_36 = detach_12 = None
        mul_38: "f32[2, 16, 256]" = torch.ops.aten.mul.Tensor(tanh_backward_2, 0.7978845608028654);  tanh_backward_2 = None
        mul_39: "f32[2, 16, 256]" = torch.ops.aten.mul.Tensor(mul_38, 0.044715)
        pow_7: "f32[2, 16, 256]" = torch.ops.aten.pow.Tensor_Scalar(view_30, 2.0);  view_30 = None
        mul_40: "f32[2, 16, 256]" = torch.ops.aten.mul.Scalar(pow_7, 3.0);  pow_7 = None
        mul_41: "f32[2, 16, 256]" = torch.ops.aten.mul.Tensor(mul_39, mul_40);  mul_39 = mul_40 = None
        add_36: "f32[2, 16, 256]" = torch.ops.aten.add.Tensor(mul_38, mul_41);  mul_38 = mul_41 = None
        mul_42: "f32[2, 16, 256]" = torch.ops.aten.mul.Tensor(mul_37, 0.5);  mul_37 = None
        add_37: "f32[2, 16, 256]" = torch.ops.aten.add.Tensor(add_36, mul_42);  add_36 = mul_42 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_109: "f32[32, 256]" = torch.ops.aten.view.default(add_37, [32, 256]);  add_37 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        t_23: "f32[256, 64]" = torch.ops.aten.t.default(primals_25);  primals_25 = None
        mm_21: "f32[32, 64]" = torch.ops.aten.mm.default(view_109, t_23);  t_23 = None
        mm_22: "f32[64, 256]" = torch.ops.aten.mm.default(t_24, view_109);  t_24 = None
        sum_10: "f32[1, 256]" = torch.ops.aten.sum.dim_IntList(view_109, [0], True);  view_109 = None
        view_110: "f32[256]" = torch.ops.aten.view.default(sum_10, [256]);  sum_10 = None
        view_111: "f32[2, 16, 64]" = torch.ops.aten.view.default(mm_21, [2, 16, 64]);  mm_21 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:307 in forward, code: hidden_states = self.ln_2(hidden_states)
        native_layer_norm_backward_5 = torch.ops.aten.native_layer_norm_backward.default(view_111, add_10, [64], getitem_16, getitem_17, primals_22, primals_23, [True, True, True]);  view_111 = add_10 = getitem_16 = getitem_17 = primals_22 = primals_23 = None
        getitem_54: "f32[2, 16, 64]" = native_layer_norm_backward_5[0]
        getitem_55: "f32[64]" = native_layer_norm_backward_5[1]
        getitem_56: "f32[64]" = native_layer_norm_backward_5[2];  native_layer_norm_backward_5 = None
        add_38: "f32[2, 16, 64]" = torch.ops.aten.add.Tensor(add_35, getitem_54);  add_35 = getitem_54 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_112: "f32[32, 64]" = torch.ops.aten.view.default(add_38, [32, 64])

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        t_25: "f32[64, 64]" = torch.ops.aten.t.default(primals_21);  primals_21 = None
        mm_23: "f32[32, 64]" = torch.ops.aten.mm.default(view_112, t_25);  t_25 = None
        mm_24: "f32[64, 64]" = torch.ops.aten.mm.default(t_26, view_112);  t_26 = None
        sum_11: "f32[1, 64]" = torch.ops.aten.sum.dim_IntList(view_112, [0], True);  view_112 = None
        view_113: "f32[64]" = torch.ops.aten.view.default(sum_11, [64]);  sum_11 = None
        view_114: "f32[2, 16, 64]" = torch.ops.aten.view.default(mm_23, [2, 16, 64]);  mm_23 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:224 in forward, code: attn_output = attn_output.reshape(*attn_output.shape[:-2], -1).contiguous()
        view_115: "f32[2, 16, 4, 16]" = torch.ops.aten.view.default(view_114, [2, 16, 4, 16]);  view_114 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:71 in eager_attention_forward, code: attn_output = attn_output.transpose(1, 2)
        transpose_38: "f32[2, 4, 16, 16]" = torch.ops.aten.transpose.int(view_115, 1, 2);  view_115 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:70 in eager_attention_forward, code: attn_output = torch.matmul(attn_weights, value)
        clone_16: "f32[2, 4, 16, 16]" = torch.ops.aten.clone.default(transpose_38, memory_format = torch.contiguous_format);  transpose_38 = None
        _unsafe_view_17: "f32[8, 16, 16]" = torch.ops.aten._unsafe_view.default(clone_16, [8, 16, 16]);  clone_16 = None
        expand_7: "f32[2, 4, 16, 16]" = torch.ops.aten.expand.default(_softmax_1, [2, 4, 16, 16])
        view_24: "f32[8, 16, 16]" = torch.ops.aten.view.default(expand_7, [8, 16, 16]);  expand_7 = None
        transpose_39: "f32[8, 16, 16]" = torch.ops.aten.transpose.int(view_24, 1, 2);  view_24 = None
        bmm_16: "f32[8, 16, 16]" = torch.ops.aten.bmm.default(transpose_39, _unsafe_view_17);  transpose_39 = None
        bmm_17: "f32[8, 16, 16]" = torch.ops.aten.bmm.default(_unsafe_view_17, transpose_40);  _unsafe_view_17 = transpose_40 = None
        view_116: "f32[2, 4, 16, 16]" = torch.ops.aten.view.default(bmm_16, [2, 4, 16, 16]);  bmm_16 = None
        add_39: "f32[2, 4, 16, 16]" = torch.ops.aten.add.Tensor(tangents_3, view_116);  tangents_3 = view_116 = None
        view_117: "f32[2, 4, 16, 16]" = torch.ops.aten.view.default(bmm_17, [2, 4, 16, 16]);  bmm_17 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:64 in eager_attention_forward, code: attn_weights = nn.functional.softmax(attn_weights, dim=-1)
        detach_2: "f32[2, 4, 16, 16]" = torch.ops.aten.detach.default(_softmax_1);  _softmax_1 = None
        detach_13: "f32[2, 4, 16, 16]" = torch.ops.aten.detach.default(detach_2);  detach_2 = None
        _softmax_backward_data_2: "f32[2, 4, 16, 16]" = torch.ops.aten._softmax_backward_data.default(view_117, detach_13, -1, torch.float32);  view_117 = detach_13 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:59 in eager_attention_forward, code: attn_weights = torch.matmul(query, key.transpose(-1, -2)) * scaling
        mul_43: "f32[2, 4, 16, 16]" = torch.ops.aten.mul.Tensor(_softmax_backward_data_2, 0.25);  _softmax_backward_data_2 = None
        view_118: "f32[8, 16, 16]" = torch.ops.aten.view.default(mul_43, [8, 16, 16]);  mul_43 = None
        bmm_18: "f32[8, 16, 16]" = torch.ops.aten.bmm.default(transpose_41, view_118);  transpose_41 = None
        bmm_19: "f32[8, 16, 16]" = torch.ops.aten.bmm.default(view_118, transpose_42);  view_118 = transpose_42 = None
        view_119: "f32[2, 4, 16, 16]" = torch.ops.aten.view.default(bmm_18, [2, 4, 16, 16]);  bmm_18 = None
        view_120: "f32[2, 4, 16, 16]" = torch.ops.aten.view.default(bmm_19, [2, 4, 16, 16]);  bmm_19 = None
        transpose_43: "f32[2, 4, 16, 16]" = torch.ops.aten.transpose.int(view_119, -1, -2);  view_119 = None
        add_40: "f32[2, 4, 16, 16]" = torch.ops.aten.add.Tensor(tangents_4, transpose_43);  tangents_4 = transpose_43 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/cache_utils.py:137 in update, code: self.values = torch.cat([self.values, value_states], dim=-2)
        slice_5: "f32[2, 4, 16, 16]" = torch.ops.aten.slice.Tensor(add_39, 2, 0, 16);  add_39 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/cache_utils.py:136 in update, code: self.keys = torch.cat([self.keys, key_states], dim=-2)
        slice_6: "f32[2, 4, 16, 16]" = torch.ops.aten.slice.Tensor(add_40, 2, 0, 16);  add_40 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:193 in forward, code: query_states = query_states.view(shape_q).transpose(1, 2)
        transpose_44: "f32[2, 16, 4, 16]" = torch.ops.aten.transpose.int(view_120, 1, 2);  view_120 = None
        clone_17: "f32[2, 16, 4, 16]" = torch.ops.aten.clone.default(transpose_44, memory_format = torch.contiguous_format);  transpose_44 = None
        _unsafe_view_18: "f32[2, 16, 64]" = torch.ops.aten._unsafe_view.default(clone_17, [2, 16, 64]);  clone_17 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:190 in forward, code: value_states = value_states.view(shape_kv).transpose(1, 2)
        transpose_45: "f32[2, 16, 4, 16]" = torch.ops.aten.transpose.int(slice_5, 1, 2);  slice_5 = None
        clone_18: "f32[2, 16, 4, 16]" = torch.ops.aten.clone.default(transpose_45, memory_format = torch.contiguous_format);  transpose_45 = None
        _unsafe_view_19: "f32[2, 16, 64]" = torch.ops.aten._unsafe_view.default(clone_18, [2, 16, 64]);  clone_18 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:189 in forward, code: key_states = key_states.view(shape_kv).transpose(1, 2)
        transpose_46: "f32[2, 16, 4, 16]" = torch.ops.aten.transpose.int(slice_6, 1, 2);  slice_6 = None
        clone_19: "f32[2, 16, 4, 16]" = torch.ops.aten.clone.default(transpose_46, memory_format = torch.contiguous_format);  transpose_46 = None
        _unsafe_view_20: "f32[2, 16, 64]" = torch.ops.aten._unsafe_view.default(clone_19, [2, 16, 64]);  clone_19 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:187 in forward, code: query_states, key_states, value_states = self.c_attn(hidden_states).split(self.split_size, dim=2)
        cat_10: "f32[2, 16, 192]" = torch.ops.aten.cat.default([_unsafe_view_18, _unsafe_view_20, _unsafe_view_19], 2);  _unsafe_view_18 = _unsafe_view_20 = _unsafe_view_19 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_121: "f32[32, 192]" = torch.ops.aten.view.default(cat_10, [32, 192]);  cat_10 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        t_27: "f32[192, 64]" = torch.ops.aten.t.default(primals_19);  primals_19 = None
        mm_25: "f32[32, 64]" = torch.ops.aten.mm.default(view_121, t_27);  t_27 = None
        mm_26: "f32[64, 192]" = torch.ops.aten.mm.default(t_28, view_121);  t_28 = None
        sum_12: "f32[1, 192]" = torch.ops.aten.sum.dim_IntList(view_121, [0], True);  view_121 = None
        view_122: "f32[192]" = torch.ops.aten.view.default(sum_12, [192]);  sum_12 = None
        view_123: "f32[2, 16, 64]" = torch.ops.aten.view.default(mm_25, [2, 16, 64]);  mm_25 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:276 in forward, code: hidden_states = self.ln_1(hidden_states)
        native_layer_norm_backward_6 = torch.ops.aten.native_layer_norm_backward.default(view_123, add_8, [64], getitem_10, getitem_11, primals_16, primals_17, [True, True, True]);  view_123 = add_8 = getitem_10 = getitem_11 = primals_16 = primals_17 = None
        getitem_57: "f32[2, 16, 64]" = native_layer_norm_backward_6[0]
        getitem_58: "f32[64]" = native_layer_norm_backward_6[1]
        getitem_59: "f32[64]" = native_layer_norm_backward_6[2];  native_layer_norm_backward_6 = None
        add_41: "f32[2, 16, 64]" = torch.ops.aten.add.Tensor(add_38, getitem_57);  add_38 = getitem_57 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_124: "f32[32, 64]" = torch.ops.aten.view.default(add_41, [32, 64])

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        t_29: "f32[64, 256]" = torch.ops.aten.t.default(primals_15);  primals_15 = None
        mm_27: "f32[32, 256]" = torch.ops.aten.mm.default(view_124, t_29);  t_29 = None
        mm_28: "f32[256, 64]" = torch.ops.aten.mm.default(t_30, view_124);  t_30 = None
        sum_13: "f32[1, 64]" = torch.ops.aten.sum.dim_IntList(view_124, [0], True);  view_124 = None
        view_125: "f32[64]" = torch.ops.aten.view.default(sum_13, [64]);  sum_13 = None
        view_126: "f32[2, 16, 256]" = torch.ops.aten.view.default(mm_27, [2, 16, 256]);  mm_27 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_14: "f32[2, 16, 256]" = torch.ops.aten.view.default(addmm_2, [2, 16, 256]);  addmm_2 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/activations.py:66 in forward, code: return 0.5 * input * (1.0 + torch.tanh(math.sqrt(2.0 / math.pi) * (input + 0.044715 * torch.pow(input, 3.0))))
        mul_1: "f32[2, 16, 256]" = torch.ops.aten.mul.Tensor(view_14, 0.5)
        mul_44: "f32[2, 16, 256]" = torch.ops.aten.mul.Tensor(view_126, mul_1);  mul_1 = None
        add_7: "f32[2, 16, 256]" = torch.ops.aten.add.Tensor(tanh, 1.0)
        mul_45: "f32[2, 16, 256]" = torch.ops.aten.mul.Tensor(view_126, add_7);  view_126 = add_7 = None
        detach_1: "f32[2, 16, 256]" = torch.ops.aten.detach.default(tanh);  tanh = None
        detach_14: "f32[2, 16, 256]" = torch.ops.aten.detach.default(detach_1);  detach_1 = None
        tanh_backward_3: "f32[2, 16, 256]" = torch.ops.aten.tanh_backward.default(mul_44, detach_14);  mul_44 = detach_14 = None
        mul_46: "f32[2, 16, 256]" = torch.ops.aten.mul.Tensor(tanh_backward_3, 0.7978845608028654);  tanh_backward_3 = None
        mul_47: "f32[2, 16, 256]" = torch.ops.aten.mul.Tensor(mul_46, 0.044715)
        pow_8: "f32[2, 16, 256]" = torch.ops.aten.pow.Tensor_Scalar(view_14, 2.0);  view_14 = None
        mul_48: "f32[2, 16, 256]" = torch.ops.aten.mul.Scalar(pow_8, 3.0);  pow_8 = None
        mul_49: "f32[2, 16, 256]" = torch.ops.aten.mul.Tensor(mul_47, mul_48);  mul_47 = mul_48 = None
        add_42: "f32[2, 16, 256]" = torch.ops.aten.add.Tensor(mul_46, mul_49);  mul_46 = mul_49 = None
        mul_50: "f32[2, 16, 256]" = torch.ops.aten.mul.Tensor(mul_45, 0.5);  mul_45 = None
        add_43: "f32[2, 16, 256]" = torch.ops.aten.add.Tensor(add_42, mul_50);  add_42 = mul_50 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_127: "f32[32, 256]" = torch.ops.aten.view.default(add_43, [32, 256]);  add_43 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        t_31: "f32[256, 64]" = torch.ops.aten.t.default(primals_13);  primals_13 = None
        mm_29: "f32[32, 64]" = torch.ops.aten.mm.default(view_127, t_31);  t_31 = None
        mm_30: "f32[64, 256]" = torch.ops.aten.mm.default(t_32, view_127);  t_32 = None
        sum_14: "f32[1, 256]" = torch.ops.aten.sum.dim_IntList(view_127, [0], True);  view_127 = None
        view_128: "f32[256]" = torch.ops.aten.view.default(sum_14, [256]);  sum_14 = None
        view_129: "f32[2, 16, 64]" = torch.ops.aten.view.default(mm_29, [2, 16, 64]);  mm_29 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:307 in forward, code: hidden_states = self.ln_2(hidden_states)
        native_layer_norm_backward_7 = torch.ops.aten.native_layer_norm_backward.default(view_129, add_5, [64], getitem_7, getitem_8, primals_10, primals_11, [True, True, True]);  view_129 = add_5 = getitem_7 = getitem_8 = primals_10 = primals_11 = None
        getitem_60: "f32[2, 16, 64]" = native_layer_norm_backward_7[0]
        getitem_61: "f32[64]" = native_layer_norm_backward_7[1]
        getitem_62: "f32[64]" = native_layer_norm_backward_7[2];  native_layer_norm_backward_7 = None
        add_44: "f32[2, 16, 64]" = torch.ops.aten.add.Tensor(add_41, getitem_60);  add_41 = getitem_60 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_130: "f32[32, 64]" = torch.ops.aten.view.default(add_44, [32, 64])

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        t_33: "f32[64, 64]" = torch.ops.aten.t.default(primals_9);  primals_9 = None
        mm_31: "f32[32, 64]" = torch.ops.aten.mm.default(view_130, t_33);  t_33 = None
        mm_32: "f32[64, 64]" = torch.ops.aten.mm.default(t_34, view_130);  t_34 = None
        sum_15: "f32[1, 64]" = torch.ops.aten.sum.dim_IntList(view_130, [0], True);  view_130 = None
        view_131: "f32[64]" = torch.ops.aten.view.default(sum_15, [64]);  sum_15 = None
        view_132: "f32[2, 16, 64]" = torch.ops.aten.view.default(mm_31, [2, 16, 64]);  mm_31 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:224 in forward, code: attn_output = attn_output.reshape(*attn_output.shape[:-2], -1).contiguous()
        view_133: "f32[2, 16, 4, 16]" = torch.ops.aten.view.default(view_132, [2, 16, 4, 16]);  view_132 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:71 in eager_attention_forward, code: attn_output = attn_output.transpose(1, 2)
        transpose_47: "f32[2, 4, 16, 16]" = torch.ops.aten.transpose.int(view_133, 1, 2);  view_133 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:70 in eager_attention_forward, code: attn_output = torch.matmul(attn_weights, value)
        clone_20: "f32[2, 4, 16, 16]" = torch.ops.aten.clone.default(transpose_47, memory_format = torch.contiguous_format);  transpose_47 = None
        _unsafe_view_21: "f32[8, 16, 16]" = torch.ops.aten._unsafe_view.default(clone_20, [8, 16, 16]);  clone_20 = None
        expand_3: "f32[2, 4, 16, 16]" = torch.ops.aten.expand.default(_softmax, [2, 4, 16, 16])
        view_8: "f32[8, 16, 16]" = torch.ops.aten.view.default(expand_3, [8, 16, 16]);  expand_3 = None
        transpose_48: "f32[8, 16, 16]" = torch.ops.aten.transpose.int(view_8, 1, 2);  view_8 = None
        bmm_20: "f32[8, 16, 16]" = torch.ops.aten.bmm.default(transpose_48, _unsafe_view_21);  transpose_48 = None
        bmm_21: "f32[8, 16, 16]" = torch.ops.aten.bmm.default(_unsafe_view_21, transpose_49);  _unsafe_view_21 = transpose_49 = None
        view_134: "f32[2, 4, 16, 16]" = torch.ops.aten.view.default(bmm_20, [2, 4, 16, 16]);  bmm_20 = None
        add_45: "f32[2, 4, 16, 16]" = torch.ops.aten.add.Tensor(tangents_1, view_134);  tangents_1 = view_134 = None
        view_135: "f32[2, 4, 16, 16]" = torch.ops.aten.view.default(bmm_21, [2, 4, 16, 16]);  bmm_21 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:64 in eager_attention_forward, code: attn_weights = nn.functional.softmax(attn_weights, dim=-1)
        detach: "f32[2, 4, 16, 16]" = torch.ops.aten.detach.default(_softmax);  _softmax = None
        detach_15: "f32[2, 4, 16, 16]" = torch.ops.aten.detach.default(detach);  detach = None
        _softmax_backward_data_3: "f32[2, 4, 16, 16]" = torch.ops.aten._softmax_backward_data.default(view_135, detach_15, -1, torch.float32);  view_135 = detach_15 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:59 in eager_attention_forward, code: attn_weights = torch.matmul(query, key.transpose(-1, -2)) * scaling
        mul_51: "f32[2, 4, 16, 16]" = torch.ops.aten.mul.Tensor(_softmax_backward_data_3, 0.25);  _softmax_backward_data_3 = None
        view_136: "f32[8, 16, 16]" = torch.ops.aten.view.default(mul_51, [8, 16, 16]);  mul_51 = None
        bmm_22: "f32[8, 16, 16]" = torch.ops.aten.bmm.default(transpose_50, view_136);  transpose_50 = None
        bmm_23: "f32[8, 16, 16]" = torch.ops.aten.bmm.default(view_136, transpose_51);  view_136 = transpose_51 = None
        view_137: "f32[2, 4, 16, 16]" = torch.ops.aten.view.default(bmm_22, [2, 4, 16, 16]);  bmm_22 = None
        view_138: "f32[2, 4, 16, 16]" = torch.ops.aten.view.default(bmm_23, [2, 4, 16, 16]);  bmm_23 = None
        transpose_52: "f32[2, 4, 16, 16]" = torch.ops.aten.transpose.int(view_137, -1, -2);  view_137 = None
        add_46: "f32[2, 4, 16, 16]" = torch.ops.aten.add.Tensor(tangents_2, transpose_52);  tangents_2 = transpose_52 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/cache_utils.py:137 in update, code: self.values = torch.cat([self.values, value_states], dim=-2)
        slice_7: "f32[2, 4, 16, 16]" = torch.ops.aten.slice.Tensor(add_45, 2, 0, 16);  add_45 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/cache_utils.py:136 in update, code: self.keys = torch.cat([self.keys, key_states], dim=-2)
        slice_8: "f32[2, 4, 16, 16]" = torch.ops.aten.slice.Tensor(add_46, 2, 0, 16);  add_46 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:193 in forward, code: query_states = query_states.view(shape_q).transpose(1, 2)
        transpose_53: "f32[2, 16, 4, 16]" = torch.ops.aten.transpose.int(view_138, 1, 2);  view_138 = None
        clone_21: "f32[2, 16, 4, 16]" = torch.ops.aten.clone.default(transpose_53, memory_format = torch.contiguous_format);  transpose_53 = None
        _unsafe_view_22: "f32[2, 16, 64]" = torch.ops.aten._unsafe_view.default(clone_21, [2, 16, 64]);  clone_21 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:190 in forward, code: value_states = value_states.view(shape_kv).transpose(1, 2)
        transpose_54: "f32[2, 16, 4, 16]" = torch.ops.aten.transpose.int(slice_7, 1, 2);  slice_7 = None
        clone_22: "f32[2, 16, 4, 16]" = torch.ops.aten.clone.default(transpose_54, memory_format = torch.contiguous_format);  transpose_54 = None
        _unsafe_view_23: "f32[2, 16, 64]" = torch.ops.aten._unsafe_view.default(clone_22, [2, 16, 64]);  clone_22 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:189 in forward, code: key_states = key_states.view(shape_kv).transpose(1, 2)
        transpose_55: "f32[2, 16, 4, 16]" = torch.ops.aten.transpose.int(slice_8, 1, 2);  slice_8 = None
        clone_23: "f32[2, 16, 4, 16]" = torch.ops.aten.clone.default(transpose_55, memory_format = torch.contiguous_format);  transpose_55 = None
        _unsafe_view_24: "f32[2, 16, 64]" = torch.ops.aten._unsafe_view.default(clone_23, [2, 16, 64]);  clone_23 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:187 in forward, code: query_states, key_states, value_states = self.c_attn(hidden_states).split(self.split_size, dim=2)
        cat_11: "f32[2, 16, 192]" = torch.ops.aten.cat.default([_unsafe_view_22, _unsafe_view_24, _unsafe_view_23], 2);  _unsafe_view_22 = _unsafe_view_24 = _unsafe_view_23 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_139: "f32[32, 192]" = torch.ops.aten.view.default(cat_11, [32, 192]);  cat_11 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        t_35: "f32[192, 64]" = torch.ops.aten.t.default(primals_7);  primals_7 = None
        mm_33: "f32[32, 64]" = torch.ops.aten.mm.default(view_139, t_35);  t_35 = None
        mm_34: "f32[64, 192]" = torch.ops.aten.mm.default(t_36, view_139);  t_36 = None
        sum_16: "f32[1, 192]" = torch.ops.aten.sum.dim_IntList(view_139, [0], True);  view_139 = None
        view_140: "f32[192]" = torch.ops.aten.view.default(sum_16, [192]);  sum_16 = None
        view_141: "f32[2, 16, 64]" = torch.ops.aten.view.default(mm_33, [2, 16, 64]);  mm_33 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:276 in forward, code: hidden_states = self.ln_1(hidden_states)
        native_layer_norm_backward_8 = torch.ops.aten.native_layer_norm_backward.default(view_141, add_1, [64], getitem_1, getitem_2, primals_4, primals_5, [True, True, True]);  view_141 = add_1 = getitem_1 = getitem_2 = primals_4 = primals_5 = None
        getitem_63: "f32[2, 16, 64]" = native_layer_norm_backward_8[0]
        getitem_64: "f32[64]" = native_layer_norm_backward_8[1]
        getitem_65: "f32[64]" = native_layer_norm_backward_8[2];  native_layer_norm_backward_8 = None
        add_47: "f32[2, 16, 64]" = torch.ops.aten.add.Tensor(add_44, getitem_63);  add_44 = getitem_63 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:577 in forward, code: hidden_states = inputs_embeds + position_embeds.to(inputs_embeds.device)
        sum_17: "f32[1, 16, 64]" = torch.ops.aten.sum.dim_IntList(add_47, [0], True)

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:576 in forward, code: position_embeds = self.wpe(position_ids)
        embedding_dense_backward: "f32[64, 64]" = torch.ops.aten.embedding_dense_backward.default(sum_17, unsqueeze, 64, -1, False);  sum_17 = unsqueeze = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:569 in forward, code: inputs_embeds = self.wte(input_ids)
        embedding_dense_backward_1: "f32[128, 64]" = torch.ops.aten.embedding_dense_backward.default(add_47, view, 128, -1, False);  add_47 = view = None
        add_48: "f32[128, 64]" = torch.ops.aten.add.Tensor(t_4, embedding_dense_backward_1);  t_4 = embedding_dense_backward_1 = None
        return (None, add_48, embedding_dense_backward, getitem_64, getitem_65, view_140, mm_34, view_131, mm_32, getitem_61, getitem_62, view_128, mm_30, view_125, mm_28, getitem_58, getitem_59, view_122, mm_26, view_113, mm_24, getitem_55, getitem_56, view_110, mm_22, view_107, mm_20, getitem_52, getitem_53, view_104, mm_18, view_95, mm_16, getitem_49, getitem_50, view_92, mm_14, view_89, mm_12, getitem_46, getitem_47, view_86, mm_10, view_77, mm_8, getitem_43, getitem_44, view_74, mm_6, view_71, mm_4, getitem_40, getitem_41)
