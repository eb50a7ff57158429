from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "i64[2, 16]", primals_4: "f32[64]", primals_5: "f32[64, 64]", primals_6: "f32[32, 64]", primals_7: "f32[32, 64]", primals_8: "f32[64, 64]", primals_9: "f32[64]", primals_10: "f32[128, 64]", primals_11: "f32[128, 64]", primals_12: "f32[64, 128]", primals_13: "f32[64]", primals_14: "f32[64, 64]", primals_15: "f32[32, 64]", primals_16: "f32[32, 64]", primals_17: "f32[64, 64]", primals_18: "f32[64]", primals_19: "f32[128, 64]", primals_20: "f32[128, 64]", primals_21: "f32[64, 128]", primals_22: "f32[64]", primals_23: "f32[128, 64]", embedding: "f32[2, 16, 64]", cat: "f32[1, 16, 16]", rsqrt: "f32[2, 16, 1]", view: "f32[32, 64]", _softmax: "f32[2, 4, 16, 16]", view_12: "f32[32, 64]", mm_3: "f32[32, 64]", rsqrt_1: "f32[2, 16, 1]", view_13: "f32[32, 64]", mm_4: "f32[32, 128]", mm_5: "f32[32, 128]", view_15: "f32[32, 128]", add_9: "f32[2, 16, 64]", rsqrt_2: "f32[2, 16, 1]", view_16: "f32[32, 64]", _softmax_1: "f32[2, 4, 16, 16]", view_28: "f32[32, 64]", add_14: "f32[2, 16, 64]", rsqrt_3: "f32[2, 16, 1]", view_29: "f32[32, 64]", mm_11: "f32[32, 128]", mm_12: "f32[32, 128]", view_31: "f32[32, 128]", add_16: "f32[2, 16, 64]", rsqrt_4: "f32[2, 16, 1]", view_32: "f32[32, 64]", transpose_12: "f32[8, 16, 16]", transpose_13: "f32[8, 16, 16]", transpose_14: "f32[8, 16, 16]", transpose_21: "f32[8, 16, 16]", transpose_22: "f32[8, 16, 16]", transpose_23: "f32[8, 16, 16]", tangents_1: "f32[2, 2, 16, 16]", tangents_2: "f32[2, 2, 16, 16]", tangents_3: "f32[2, 2, 16, 16]", tangents_4: "f32[2, 2, 16, 16]", tangents_5: "f32[2, 16, 128]"):
        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:471 in forward, code: logits = self.lm_head(hidden_states)
        view_33: "f32[32, 128]" = torch.ops.aten.view.default(tangents_5, [32, 128]);  tangents_5 = None
        t_15: "f32[128, 32]" = torch.ops.aten.t.default(view_33)
        mm_15: "f32[128, 64]" = torch.ops.aten.mm.default(t_15, view_32);  t_15 = view_32 = None
        t_16: "f32[64, 128]" = torch.ops.aten.t.default(mm_15);  mm_15 = None
        t_14: "f32[64, 128]" = torch.ops.aten.t.default(primals_23);  primals_23 = None
        t_17: "f32[128, 64]" = torch.ops.aten.t.default(t_14);  t_14 = None
        mm_16: "f32[32, 64]" = torch.ops.aten.mm.default(view_33, t_17);  view_33 = t_17 = None
        view_34: "f32[2, 16, 64]" = torch.ops.aten.view.default(mm_16, [2, 16, 64]);  mm_16 = None
        t_18: "f32[128, 64]" = torch.ops.aten.t.default(t_16);  t_16 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:67 in forward, code: return self.weight * hidden_states.to(input_dtype)
        mul_25: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(view_34, primals_22);  primals_22 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:66 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        mul_23: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(add_16, rsqrt_4)

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:67 in forward, code: return self.weight * hidden_states.to(input_dtype)
        mul_26: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(view_34, mul_23);  view_34 = mul_23 = None
        sum_1: "f32[1, 1, 64]" = torch.ops.aten.sum.dim_IntList(mul_26, [0, 1], True);  mul_26 = None
        view_35: "f32[64]" = torch.ops.aten.view.default(sum_1, [64]);  sum_1 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:66 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        mul_27: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(mul_25, add_16)
        mul_28: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(mul_25, rsqrt_4);  mul_25 = None
        sum_2: "f32[2, 16, 1]" = torch.ops.aten.sum.dim_IntList(mul_27, [2], True);  mul_27 = None
        detach_6: "f32[2, 16, 1]" = torch.ops.aten.detach.default(rsqrt_4);  rsqrt_4 = None
        detach_7: "f32[2, 16, 1]" = torch.ops.aten.detach.default(detach_6);  detach_6 = None
        pow_6: "f32[2, 16, 1]" = torch.ops.aten.pow.Tensor_Scalar(detach_7, 3);  detach_7 = None
        mul_29: "f32[2, 16, 1]" = torch.ops.aten.mul.Scalar(sum_2, -0.5);  sum_2 = None
        mul_30: "f32[2, 16, 1]" = torch.ops.aten.mul.Tensor(mul_29, pow_6);  mul_29 = pow_6 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:65 in forward, code: variance = hidden_states.pow(2).mean(-1, keepdim=True)
        expand_13: "f32[2, 16, 64]" = torch.ops.aten.expand.default(mul_30, [2, 16, 64]);  mul_30 = None
        div: "f32[2, 16, 64]" = torch.ops.aten.div.Scalar(expand_13, 64);  expand_13 = None
        pow_7: "f32[2, 16, 64]" = torch.ops.aten.pow.Tensor_Scalar(add_16, 1.0);  add_16 = None
        mul_31: "f32[2, 16, 64]" = torch.ops.aten.mul.Scalar(pow_7, 2.0);  pow_7 = None
        mul_32: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(div, mul_31);  div = mul_31 = None
        add_18: "f32[2, 16, 64]" = torch.ops.aten.add.Tensor(mul_28, mul_32);  mul_28 = mul_32 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:164 in forward, code: down_proj = self.down_proj(self.act_fn(self.gate_proj(x)) * self.up_proj(x))
        view_36: "f32[32, 64]" = torch.ops.aten.view.default(add_18, [32, 64])
        t_19: "f32[64, 32]" = torch.ops.aten.t.default(view_36)
        mm_17: "f32[64, 128]" = torch.ops.aten.mm.default(t_19, view_31);  t_19 = view_31 = None
        t_20: "f32[128, 64]" = torch.ops.aten.t.default(mm_17);  mm_17 = None
        t_13: "f32[128, 64]" = torch.ops.aten.t.default(primals_21);  primals_21 = None
        t_21: "f32[64, 128]" = torch.ops.aten.t.default(t_13);  t_13 = None
        mm_18: "f32[32, 128]" = torch.ops.aten.mm.default(view_36, t_21);  view_36 = t_21 = None
        view_37: "f32[2, 16, 128]" = torch.ops.aten.view.default(mm_18, [2, 16, 128]);  mm_18 = None
        t_22: "f32[64, 128]" = torch.ops.aten.t.default(t_20);  t_20 = None
        _unsafe_view_17: "f32[2, 16, 128]" = torch.ops.aten._unsafe_view.default(mm_11, [2, 16, 128]);  mm_11 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/activations.py:103 in forward, code: return nn.functional.silu(input)
        silu_1: "f32[2, 16, 128]" = torch.ops.aten.silu.default(_unsafe_view_17)

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:164 in forward, code: down_proj = self.down_proj(self.act_fn(self.gate_proj(x)) * self.up_proj(x))
        mul_33: "f32[2, 16, 128]" = torch.ops.aten.mul.Tensor(view_37, silu_1);  silu_1 = None
        _unsafe_view_18: "f32[2, 16, 128]" = torch.ops.aten._unsafe_view.default(mm_12, [2, 16, 128]);  mm_12 = None
        mul_34: "f32[2, 16, 128]" = torch.ops.aten.mul.Tensor(view_37, _unsafe_view_18);  view_37 = _unsafe_view_18 = None
        view_38: "f32[32, 128]" = torch.ops.aten.view.default(mul_33, [32, 128]);  mul_33 = None
        t_23: "f32[128, 32]" = torch.ops.aten.t.default(view_38)
        mm_19: "f32[128, 64]" = torch.ops.aten.mm.default(t_23, view_29);  t_23 = None
        t_24: "f32[64, 128]" = torch.ops.aten.t.default(mm_19);  mm_19 = None
        t_12: "f32[64, 128]" = torch.ops.aten.t.default(primals_20);  primals_20 = None
        t_25: "f32[128, 64]" = torch.ops.aten.t.default(t_12);  t_12 = None
        mm_20: "f32[32, 64]" = torch.ops.aten.mm.default(view_38, t_25);  view_38 = t_25 = None
        view_39: "f32[2, 16, 64]" = torch.ops.aten.view.default(mm_20, [2, 16, 64]);  mm_20 = None
        t_26: "f32[128, 64]" = torch.ops.aten.t.default(t_24);  t_24 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/activations.py:103 in forward, code: return nn.functional.silu(input)
        silu_backward: "f32[2, 16, 128]" = torch.ops.aten.silu_backward.default(mul_34, _unsafe_view_17);  mul_34 = _unsafe_view_17 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:164 in forward, code: down_proj = self.down_proj(self.act_fn(self.gate_proj(x)) * self.up_proj(x))
        view_40: "f32[32, 128]" = torch.ops.aten.view.default(silu_backward, [32, 128]);  silu_backward = None
        t_27: "f32[128, 32]" = torch.ops.aten.t.default(view_40)
        mm_21: "f32[128, 64]" = torch.ops.aten.mm.default(t_27, view_29);  t_27 = view_29 = None
        t_28: "f32[64, 128]" = torch.ops.aten.t.default(mm_21);  mm_21 = None
        t_11: "f32[64, 128]" = torch.ops.aten.t.default(primals_19);  primals_19 = None
        t_29: "f32[128, 64]" = torch.ops.aten.t.default(t_11);  t_11 = None
        mm_22: "f32[32, 64]" = torch.ops.aten.mm.default(view_40, t_29);  view_40 = t_29 = None
        view_41: "f32[2, 16, 64]" = torch.ops.aten.view.default(mm_22, [2, 16, 64]);  mm_22 = None
        add_19: "f32[2, 16, 64]" = torch.ops.aten.add.Tensor(view_39, view_41);  view_39 = view_41 = None
        t_30: "f32[128, 64]" = torch.ops.aten.t.default(t_28);  t_28 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:67 in forward, code: return self.weight * hidden_states.to(input_dtype)
        mul_35: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(add_19, primals_18);  primals_18 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:66 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        mul_20: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(add_14, rsqrt_3)

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:67 in forward, code: return self.weight * hidden_states.to(input_dtype)
        mul_36: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(add_19, mul_20);  add_19 = mul_20 = None
        sum_3: "f32[1, 1, 64]" = torch.ops.aten.sum.dim_IntList(mul_36, [0, 1], True);  mul_36 = None
        view_42: "f32[64]" = torch.ops.aten.view.default(sum_3, [64]);  sum_3 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:66 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        mul_37: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(mul_35, add_14)
        mul_38: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(mul_35, rsqrt_3);  mul_35 = None
        sum_4: "f32[2, 16, 1]" = torch.ops.aten.sum.dim_IntList(mul_37, [2], True);  mul_37 = None
        add_20: "f32[2, 16, 64]" = torch.ops.aten.add.Tensor(add_18, mul_38);  add_18 = mul_38 = None
        detach_5: "f32[2, 16, 1]" = torch.ops.aten.detach.default(rsqrt_3);  rsqrt_3 = None
        detach_8: "f32[2, 16, 1]" = torch.ops.aten.detach.default(detach_5);  detach_5 = None
        pow_8: "f32[2, 16, 1]" = torch.ops.aten.pow.Tensor_Scalar(detach_8, 3);  detach_8 = None
        mul_39: "f32[2, 16, 1]" = torch.ops.aten.mul.Scalar(sum_4, -0.5);  sum_4 = None
        mul_40: "f32[2, 16, 1]" = torch.ops.aten.mul.Tensor(mul_39, pow_8);  mul_39 = pow_8 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:65 in forward, code: variance = hidden_states.pow(2).mean(-1, keepdim=True)
        expand_14: "f32[2, 16, 64]" = torch.ops.aten.expand.default(mul_40, [2, 16, 64]);  mul_40 = None
        div_1: "f32[2, 16, 64]" = torch.ops.aten.div.Scalar(expand_14, 64);  expand_14 = None
        pow_9: "f32[2, 16, 64]" = torch.ops.aten.pow.Tensor_Scalar(add_14, 1.0);  add_14 = None
        mul_41: "f32[2, 16, 64]" = torch.ops.aten.mul.Scalar(pow_9, 2.0);  pow_9 = None
        mul_42: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(div_1, mul_41);  div_1 = mul_41 = None
        add_21: "f32[2, 16, 64]" = torch.ops.aten.add.Tensor(add_20, mul_42);  add_20 = mul_42 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:270 in forward, code: attn_output = self.o_proj(attn_output)
        view_43: "f32[32, 64]" = torch.ops.aten.view.default(add_21, [32, 64])
        t_31: "f32[64, 32]" = torch.ops.aten.t.default(view_43)
        mm_23: "f32[64, 64]" = torch.ops.aten.mm.default(t_31, view_28);  t_31 = view_28 = None
        t_32: "f32[64, 64]" = torch.ops.aten.t.default(mm_23);  mm_23 = None
        t_10: "f32[64, 64]" = torch.ops.aten.t.default(primals_17);  primals_17 = None
        t_33: "f32[64, 64]" = torch.ops.aten.t.default(t_10);  t_10 = None
        mm_24: "f32[32, 64]" = torch.ops.aten.mm.default(view_43, t_33);  view_43 = t_33 = None
        view_44: "f32[2, 16, 64]" = torch.ops.aten.view.default(mm_24, [2, 16, 64]);  mm_24 = None
        t_34: "f32[64, 64]" = torch.ops.aten.t.default(t_32);  t_32 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:269 in forward, code: attn_output = attn_output.reshape(*input_shape, -1).contiguous()
        view_45: "f32[2, 16, 4, 16]" = torch.ops.aten.view.default(view_44, [2, 16, 4, 16]);  view_44 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:200 in eager_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        transpose_10: "f32[2, 4, 16, 16]" = torch.ops.aten.transpose.int(view_45, 1, 2);  view_45 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:199 in eager_attention_forward, code: attn_output = torch.matmul(attn_weights, value_states)
        clone_8: "f32[2, 4, 16, 16]" = torch.ops.aten.clone.default(transpose_10, memory_format = torch.contiguous_format);  transpose_10 = None
        _unsafe_view_21: "f32[8, 16, 16]" = torch.ops.aten._unsafe_view.default(clone_8, [8, 16, 16]);  clone_8 = None
        expand_11: "f32[2, 4, 16, 16]" = torch.ops.aten.expand.default(_softmax_1, [2, 4, 16, 16])
        view_24: "f32[8, 16, 16]" = torch.ops.aten.view.default(expand_11, [8, 16, 16]);  expand_11 = None
        transpose_11: "f32[8, 16, 16]" = torch.ops.aten.transpose.int(view_24, 1, 2);  view_24 = None
        bmm_4: "f32[8, 16, 16]" = torch.ops.aten.bmm.default(transpose_11, _unsafe_view_21);  transpose_11 = None
        bmm_5: "f32[8, 16, 16]" = torch.ops.aten.bmm.default(_unsafe_view_21, transpose_12);  _unsafe_view_21 = transpose_12 = None
        view_46: "f32[2, 4, 16, 16]" = torch.ops.aten.view.default(bmm_4, [2, 4, 16, 16]);  bmm_4 = None
        view_47: "f32[2, 4, 16, 16]" = torch.ops.aten.view.default(bmm_5, [2, 4, 16, 16]);  bmm_5 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:197 in eager_attention_forward, code: attn_weights = nn.functional.softmax(attn_weights, dim=-1, dtype=torch.float32).to(query.dtype)
        detach_4: "f32[2, 4, 16, 16]" = torch.ops.aten.detach.default(_softmax_1);  _softmax_1 = None
        detach_9: "f32[2, 4, 16, 16]" = torch.ops.aten.detach.default(detach_4);  detach_4 = None
        _softmax_backward_data: "f32[2, 4, 16, 16]" = torch.ops.aten._softmax_backward_data.default(view_47, detach_9, -1, torch.float32);  view_47 = detach_9 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:193 in eager_attention_forward, code: attn_weights = torch.matmul(query, key_states.transpose(2, 3)) * scaling
        mul_43: "f32[2, 4, 16, 16]" = torch.ops.aten.mul.Tensor(_softmax_backward_data, 0.25);  _softmax_backward_data = None
        view_48: "f32[8, 16, 16]" = torch.ops.aten.view.default(mul_43, [8, 16, 16]);  mul_43 = None
        bmm_6: "f32[8, 16, 16]" = torch.ops.aten.bmm.default(transpose_13, view_48);  transpose_13 = None
        bmm_7: "f32[8, 16, 16]" = torch.ops.aten.bmm.default(view_48, transpose_14);  view_48 = transpose_14 = None
        view_49: "f32[2, 4, 16, 16]" = torch.ops.aten.view.default(bmm_6, [2, 4, 16, 16]);  bmm_6 = None
        view_50: "f32[2, 4, 16, 16]" = torch.ops.aten.view.default(bmm_7, [2, 4, 16, 16]);  bmm_7 = None
        transpose_15: "f32[2, 4, 16, 16]" = torch.ops.aten.transpose.int(view_49, 2, 3);  view_49 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:177 in repeat_kv, code: return hidden_states.reshape(batch, num_key_value_heads * n_rep, slen, head_dim)
        view_51: "f32[2, 2, 2, 16, 16]" = torch.ops.aten.view.default(view_46, [2, 2, 2, 16, 16]);  view_46 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:176 in repeat_kv, code: hidden_states = hidden_states[:, :, None, :, :].expand(batch, num_key_value_heads, n_rep, slen, head_dim)
        sum_5: "f32[2, 2, 1, 16, 16]" = torch.ops.aten.sum.dim_IntList(view_51, [2], True);  view_51 = None
        squeeze: "f32[2, 2, 16, 16]" = torch.ops.aten.squeeze.dim(sum_5, 2);  sum_5 = None
        add_22: "f32[2, 2, 16, 16]" = torch.ops.aten.add.Tensor(tangents_3, squeeze);  tangents_3 = squeeze = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:177 in repeat_kv, code: return hidden_states.reshape(batch, num_key_value_heads * n_rep, slen, head_dim)
        view_52: "f32[2, 2, 2, 16, 16]" = torch.ops.aten.view.default(transpose_15, [2, 2, 2, 16, 16]);  transpose_15 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:176 in repeat_kv, code: hidden_states = hidden_states[:, :, None, :, :].expand(batch, num_key_value_heads, n_rep, slen, head_dim)
        sum_6: "f32[2, 2, 1, 16, 16]" = torch.ops.aten.sum.dim_IntList(view_52, [2], True);  view_52 = None
        squeeze_1: "f32[2, 2, 16, 16]" = torch.ops.aten.squeeze.dim(sum_6, 2);  sum_6 = None
        add_23: "f32[2, 2, 16, 16]" = torch.ops.aten.add.Tensor(tangents_4, squeeze_1);  tangents_4 = squeeze_1 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/cache_utils.py:137 in update, code: self.values = torch.cat([self.values, value_states], dim=-2)
        slice_9: "f32[2, 2, 16, 16]" = torch.ops.aten.slice.Tensor(add_22, 2, 0, 16);  add_22 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/cache_utils.py:136 in update, code: self.keys = torch.cat([self.keys, key_states], dim=-2)
        slice_10: "f32[2, 2, 16, 16]" = torch.ops.aten.slice.Tensor(add_23, 2, 0, 16);  add_23 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:114 in forward, code: sin = emb.sin() * self.attention_scaling
        sin: "f32[1, 16, 16]" = torch.ops.aten.sin.default(cat)
        mul_2: "f32[1, 16, 16]" = torch.ops.aten.mul.Tensor(sin, 1.0);  sin = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:146 in apply_rotary_pos_emb, code: sin = sin.unsqueeze(unsqueeze_dim)
        unsqueeze_9: "f32[1, 1, 16, 16]" = torch.ops.aten.unsqueeze.default(mul_2, 1);  mul_2 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:148 in apply_rotary_pos_emb, code: k_embed = (k * cos) + (rotate_half(k) * sin)
        mul_44: "f32[2, 2, 16, 16]" = torch.ops.aten.mul.Tensor(slice_10, unsqueeze_9)

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:123 in rotate_half, code: return torch.cat((-x2, x1), dim=-1)
        slice_11: "f32[2, 2, 16, 8]" = torch.ops.aten.slice.Tensor(mul_44, 3, 0, 8)
        slice_12: "f32[2, 2, 16, 8]" = torch.ops.aten.slice.Tensor(mul_44, 3, 8, 16);  mul_44 = None
        neg_4: "f32[2, 2, 16, 8]" = torch.ops.aten.neg.default(slice_11);  slice_11 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:122 in rotate_half, code: x2 = x[..., x.shape[-1] // 2 :]
        slice_backward: "f32[2, 2, 16, 16]" = torch.ops.aten.slice_backward.default(neg_4, [2, 2, 16, 16], 3, 8, 9223372036854775807, 1);  neg_4 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:121 in rotate_half, code: x1 = x[..., : x.shape[-1] // 2]
        slice_backward_1: "f32[2, 2, 16, 16]" = torch.ops.aten.slice_backward.default(slice_12, [2, 2, 16, 16], 3, 0, 8, 1);  slice_12 = None
        add_24: "f32[2, 2, 16, 16]" = torch.ops.aten.add.Tensor(slice_backward, slice_backward_1);  slice_backward = slice_backward_1 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:113 in forward, code: cos = emb.cos() * self.attention_scaling
        cos: "f32[1, 16, 16]" = torch.ops.aten.cos.default(cat);  cat = None
        mul_1: "f32[1, 16, 16]" = torch.ops.aten.mul.Tensor(cos, 1.0);  cos = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:145 in apply_rotary_pos_emb, code: cos = cos.unsqueeze(unsqueeze_dim)
        unsqueeze_8: "f32[1, 1, 16, 16]" = torch.ops.aten.unsqueeze.default(mul_1, 1);  mul_1 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:148 in apply_rotary_pos_emb, code: k_embed = (k * cos) + (rotate_half(k) * sin)
        mul_45: "f32[2, 2, 16, 16]" = torch.ops.aten.mul.Tensor(slice_10, unsqueeze_8);  slice_10 = None
        add_25: "f32[2, 2, 16, 16]" = torch.ops.aten.add.Tensor(add_24, mul_45);  add_24 = mul_45 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:147 in apply_rotary_pos_emb, code: q_embed = (q * cos) + (rotate_half(q) * sin)
        mul_46: "f32[2, 4, 16, 16]" = torch.ops.aten.mul.Tensor(view_50, unsqueeze_9)

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:123 in rotate_half, code: return torch.cat((-x2, x1), dim=-1)
        slice_13: "f32[2, 4, 16, 8]" = torch.ops.aten.slice.Tensor(mul_46, 3, 0, 8)
        slice_14: "f32[2, 4, 16, 8]" = torch.ops.aten.slice.Tensor(mul_46, 3, 8, 16);  mul_46 = None
        neg_5: "f32[2, 4, 16, 8]" = torch.ops.aten.neg.default(slice_13);  slice_13 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:122 in rotate_half, code: x2 = x[..., x.shape[-1] // 2 :]
        slice_backward_2: "f32[2, 4, 16, 16]" = torch.ops.aten.slice_backward.default(neg_5, [2, 4, 16, 16], 3, 8, 9223372036854775807, 1);  neg_5 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:121 in rotate_half, code: x1 = x[..., : x.shape[-1] // 2]
        slice_backward_3: "f32[2, 4, 16, 16]" = torch.ops.aten.slice_backward.default(slice_14, [2, 4, 16, 16], 3, 0, 8, 1);  slice_14 = None
        add_26: "f32[2, 4, 16, 16]" = torch.ops.aten.add.Tensor(slice_backward_2, slice_backward_3);  slice_backward_2 = slice_backward_3 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:147 in apply_rotary_pos_emb, code: q_embed = (q * cos) + (rotate_half(q) * sin)
        mul_47: "f32[2, 4, 16, 16]" = torch.ops.aten.mul.Tensor(view_50, unsqueeze_8);  view_50 = None
        add_27: "f32[2, 4, 16, 16]" = torch.ops.aten.add.Tensor(add_26, mul_47);  add_26 = mul_47 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:246 in forward, code: value_states = self.v_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        transpose_16: "f32[2, 16, 2, 16]" = torch.ops.aten.transpose.int(slice_9, 1, 2);  slice_9 = None
        clone_9: "f32[2, 16, 2, 16]" = torch.ops.aten.clone.default(transpose_16, memory_format = torch.contiguous_format);  transpose_16 = None
        _unsafe_view_22: "f32[2, 16, 32]" = torch.ops.aten._unsafe_view.default(clone_9, [2, 16, 32]);  clone_9 = None
        view_53: "f32[32, 32]" = torch.ops.aten.view.default(_unsafe_view_22, [32, 32]);  _unsafe_view_22 = None
        t_35: "f32[32, 32]" = torch.ops.aten.t.default(view_53)
        mm_25: "f32[32, 64]" = torch.ops.aten.mm.default(t_35, view_16);  t_35 = None
        t_36: "f32[64, 32]" = torch.ops.aten.t.default(mm_25);  mm_25 = None
        t_9: "f32[64, 32]" = torch.ops.aten.t.default(primals_16);  primals_16 = None
        t_37: "f32[32, 64]" = torch.ops.aten.t.default(t_9);  t_9 = None
        mm_26: "f32[32, 64]" = torch.ops.aten.mm.default(view_53, t_37);  view_53 = t_37 = None
        view_54: "f32[2, 16, 64]" = torch.ops.aten.view.default(mm_26, [2, 16, 64]);  mm_26 = None
        t_38: "f32[32, 64]" = torch.ops.aten.t.default(t_36);  t_36 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:245 in forward, code: key_states = self.k_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        transpose_17: "f32[2, 16, 2, 16]" = torch.ops.aten.transpose.int(add_25, 1, 2);  add_25 = None
        clone_10: "f32[2, 16, 2, 16]" = torch.ops.aten.clone.default(transpose_17, memory_format = torch.contiguous_format);  transpose_17 = None
        _unsafe_view_23: "f32[2, 16, 32]" = torch.ops.aten._unsafe_view.default(clone_10, [2, 16, 32]);  clone_10 = None
        view_55: "f32[32, 32]" = torch.ops.aten.view.default(_unsafe_view_23, [32, 32]);  _unsafe_view_23 = None
        t_39: "f32[32, 32]" = torch.ops.aten.t.default(view_55)
        mm_27: "f32[32, 64]" = torch.ops.aten.mm.default(t_39, view_16);  t_39 = None
        t_40: "f32[64, 32]" = torch.ops.aten.t.default(mm_27);  mm_27 = None
        t_8: "f32[64, 32]" = torch.ops.aten.t.default(primals_15);  primals_15 = None
        t_41: "f32[32, 64]" = torch.ops.aten.t.default(t_8);  t_8 = None
        mm_28: "f32[32, 64]" = torch.ops.aten.mm.default(view_55, t_41);  view_55 = t_41 = None
        view_56: "f32[2, 16, 64]" = torch.ops.aten.view.default(mm_28, [2, 16, 64]);  mm_28 = None
        add_28: "f32[2, 16, 64]" = torch.ops.aten.add.Tensor(view_54, view_56);  view_54 = view_56 = None
        t_42: "f32[32, 64]" = torch.ops.aten.t.default(t_40);  t_40 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:244 in forward, code: query_states = self.q_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        transpose_18: "f32[2, 16, 4, 16]" = torch.ops.aten.transpose.int(add_27, 1, 2);  add_27 = None
        clone_11: "f32[2, 16, 4, 16]" = torch.ops.aten.clone.default(transpose_18, memory_format = torch.contiguous_format);  transpose_18 = None
        _unsafe_view_24: "f32[2, 16, 64]" = torch.ops.aten._unsafe_view.default(clone_11, [2, 16, 64]);  clone_11 = None
        view_57: "f32[32, 64]" = torch.ops.aten.view.default(_unsafe_view_24, [32, 64]);  _unsafe_view_24 = None
        t_43: "f32[64, 32]" = torch.ops.aten.t.default(view_57)
        mm_29: "f32[64, 64]" = torch.ops.aten.mm.default(t_43, view_16);  t_43 = view_16 = None
        t_44: "f32[64, 64]" = torch.ops.aten.t.default(mm_29);  mm_29 = None
        t_7: "f32[64, 64]" = torch.ops.aten.t.default(primals_14);  primals_14 = None
        t_45: "f32[64, 64]" = torch.ops.aten.t.default(t_7);  t_7 = None
        mm_30: "f32[32, 64]" = torch.ops.aten.mm.default(view_57, t_45);  view_57 = t_45 = None
        view_58: "f32[2, 16, 64]" = torch.ops.aten.view.default(mm_30, [2, 16, 64]);  mm_30 = None
        add_29: "f32[2, 16, 64]" = torch.ops.aten.add.Tensor(add_28, view_58);  add_28 = view_58 = None
        t_46: "f32[64, 64]" = torch.ops.aten.t.default(t_44);  t_44 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:67 in forward, code: return self.weight * hidden_states.to(input_dtype)
        mul_48: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(add_29, primals_13);  primals_13 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:66 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        mul_13: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(add_9, rsqrt_2)

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:67 in forward, code: return self.weight * hidden_states.to(input_dtype)
        mul_49: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(add_29, mul_13);  add_29 = mul_13 = None
        sum_7: "f32[1, 1, 64]" = torch.ops.aten.sum.dim_IntList(mul_49, [0, 1], True);  mul_49 = None
        view_59: "f32[64]" = torch.ops.aten.view.default(sum_7, [64]);  sum_7 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:66 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        mul_50: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(mul_48, add_9)
        mul_51: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(mul_48, rsqrt_2);  mul_48 = None
        sum_8: "f32[2, 16, 1]" = torch.ops.aten.sum.dim_IntList(mul_50, [2], True);  mul_50 = None
        add_30: "f32[2, 16, 64]" = torch.ops.aten.add.Tensor(add_21, mul_51);  add_21 = mul_51 = None
        detach_3: "f32[2, 16, 1]" = torch.ops.aten.detach.default(rsqrt_2);  rsqrt_2 = None
        detach_10: "f32[2, 16, 1]" = torch.ops.aten.detach.default(detach_3);  detach_3 = None
        pow_10: "f32[2, 16, 1]" = torch.ops.aten.pow.Tensor_Scalar(detach_10, 3);  detach_10 = None
        mul_52: "f32[2, 16, 1]" = torch.ops.aten.mul.Scalar(sum_8, -0.5);  sum_8 = None
        mul_53: "f32[2, 16, 1]" = torch.ops.aten.mul.Tensor(mul_52, pow_10);  mul_52 = pow_10 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:65 in forward, code: variance = hidden_states.pow(2).mean(-1, keepdim=True)
        expand_15: "f32[2, 16, 64]" = torch.ops.aten.expand.default(mul_53, [2, 16, 64]);  mul_53 = None
        div_2: "f32[2, 16, 64]" = torch.ops.aten.div.Scalar(expand_15, 64);  expand_15 = None
        pow_11: "f32[2, 16, 64]" = torch.ops.aten.pow.Tensor_Scalar(add_9, 1.0);  add_9 = None
        mul_54: "f32[2, 16, 64]" = torch.ops.aten.mul.Scalar(pow_11, 2.0);  pow_11 = None
        mul_55: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(div_2, mul_54);  div_2 = mul_54 = None
        add_31: "f32[2, 16, 64]" = torch.ops.aten.add.Tensor(add_30, mul_55);  add_30 = mul_55 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:164 in forward, code: down_proj = self.down_proj(self.act_fn(self.gate_proj(x)) * self.up_proj(x))
        view_60: "f32[32, 64]" = torch.ops.aten.view.default(add_31, [32, 64])
        t_47: "f32[64, 32]" = torch.ops.aten.t.default(view_60)
        mm_31: "f32[64, 128]" = torch.ops.aten.mm.default(t_47, view_15);  t_47 = view_15 = None
        t_48: "f32[128, 64]" = torch.ops.aten.t.default(mm_31);  mm_31 = None
        t_6: "f32[128, 64]" = torch.ops.aten.t.default(primals_12);  primals_12 = None
        t_49: "f32[64, 128]" = torch.ops.aten.t.default(t_6);  t_6 = None
        mm_32: "f32[32, 128]" = torch.ops.aten.mm.default(view_60, t_49);  view_60 = t_49 = None
        view_61: "f32[2, 16, 128]" = torch.ops.aten.view.default(mm_32, [2, 16, 128]);  mm_32 = None
        t_50: "f32[64, 128]" = torch.ops.aten.t.default(t_48);  t_48 = None
        _unsafe_view_7: "f32[2, 16, 128]" = torch.ops.aten._unsafe_view.default(mm_4, [2, 16, 128]);  mm_4 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/activations.py:103 in forward, code: return nn.functional.silu(input)
        silu: "f32[2, 16, 128]" = torch.ops.aten.silu.default(_unsafe_view_7)

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:164 in forward, code: down_proj = self.down_proj(self.act_fn(self.gate_proj(x)) * self.up_proj(x))
        mul_56: "f32[2, 16, 128]" = torch.ops.aten.mul.Tensor(view_61, silu);  silu = None
        _unsafe_view_8: "f32[2, 16, 128]" = torch.ops.aten._unsafe_view.default(mm_5, [2, 16, 128]);  mm_5 = None
        mul_57: "f32[2, 16, 128]" = torch.ops.aten.mul.Tensor(view_61, _unsafe_view_8);  view_61 = _unsafe_view_8 = None
        view_62: "f32[32, 128]" = torch.ops.aten.view.default(mul_56, [32, 128]);  mul_56 = None
        t_51: "f32[128, 32]" = torch.ops.aten.t.default(view_62)
        mm_33: "f32[128, 64]" = torch.ops.aten.mm.default(t_51, view_13);  t_51 = None
        t_52: "f32[64, 128]" = torch.ops.aten.t.default(mm_33);  mm_33 = None
        t_5: "f32[64, 128]" = torch.ops.aten.t.default(primals_11);  primals_11 = None
        t_53: "f32[128, 64]" = torch.ops.aten.t.default(t_5);  t_5 = None
        mm_34: "f32[32, 64]" = torch.ops.aten.mm.default(view_62, t_53);  view_62 = t_53 = None
        view_63: "f32[2, 16, 64]" = torch.ops.aten.view.default(mm_34, [2, 16, 64]);  mm_34 = None
        t_54: "f32[128, 64]" = torch.ops.aten.t.default(t_52);  t_52 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/activations.py:103 in forward, code: return nn.functional.silu(input)
        silu_backward_1: "f32[2, 16, 128]" = torch.ops.aten.silu_backward.default(mul_57, _unsafe_view_7);  mul_57 = _unsafe_view_7 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:164 in forward, code: down_proj = self.down_proj(self.act_fn(self.gate_proj(x)) * self.up_proj(x))
        view_64: "f32[32, 128]" = torch.ops.aten.view.default(silu_backward_1, [32, 128]);  silu_backward_1 = None
        t_55: "f32[128, 32]" = torch.ops.aten.t.default(view_64)
        mm_35: "f32[128, 64]" = torch.ops.aten.mm.default(t_55, view_13);  t_55 = view_13 = None
        t_56: "f32[64, 128]" = torch.ops.aten.t.default(mm_35);  mm_35 = None
        t_4: "f32[64, 128]" = torch.ops.aten.t.default(primals_10);  primals_10 = None
        t_57: "f32[128, 64]" = torch.ops.aten.t.default(t_4);  t_4 = None
        mm_36: "f32[32, 64]" = torch.ops.aten.mm.default(view_64, t_57);  view_64 = t_57 = None
        view_65: "f32[2, 16, 64]" = torch.ops.aten.view.default(mm_36, [2, 16, 64]);  mm_36 = None
        add_32: "f32[2, 16, 64]" = torch.ops.aten.add.Tensor(view_63, view_65);  view_63 = view_65 = None
        t_58: "f32[128, 64]" = torch.ops.aten.t.default(t_56);  t_56 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:67 in forward, code: return self.weight * hidden_states.to(input_dtype)
        mul_58: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(add_32, primals_9);  primals_9 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:270 in forward, code: attn_output = self.o_proj(attn_output)
        _unsafe_view_6: "f32[2, 16, 64]" = torch.ops.aten._unsafe_view.default(mm_3, [2, 16, 64]);  mm_3 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:308 in forward, code: hidden_states = residual + hidden_states
        add_7: "f32[2, 16, 64]" = torch.ops.aten.add.Tensor(embedding, _unsafe_view_6);  _unsafe_view_6 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:66 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        mul_10: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(add_7, rsqrt_1)

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:67 in forward, code: return self.weight * hidden_states.to(input_dtype)
        mul_59: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(add_32, mul_10);  add_32 = mul_10 = None
        sum_9: "f32[1, 1, 64]" = torch.ops.aten.sum.dim_IntList(mul_59, [0, 1], True);  mul_59 = None
        view_66: "f32[64]" = torch.ops.aten.view.default(sum_9, [64]);  sum_9 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:66 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        mul_60: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(mul_58, add_7)
        mul_61: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(mul_58, rsqrt_1);  mul_58 = None
        sum_10: "f32[2, 16, 1]" = torch.ops.aten.sum.dim_IntList(mul_60, [2], True);  mul_60 = None
        add_33: "f32[2, 16, 64]" = torch.ops.aten.add.Tensor(add_31, mul_61);  add_31 = mul_61 = None
        detach_2: "f32[2, 16, 1]" = torch.ops.aten.detach.default(rsqrt_1);  rsqrt_1 = None
        detach_11: "f32[2, 16, 1]" = torch.ops.aten.detach.default(detach_2);  detach_2 = None
        pow_12: "f32[2, 16, 1]" = torch.ops.aten.pow.Tensor_Scalar(detach_11, 3);  detach_11 = None
        mul_62: "f32[2, 16, 1]" = torch.ops.aten.mul.Scalar(sum_10, -0.5);  sum_10 = None
        mul_63: "f32[2, 16, 1]" = torch.ops.aten.mul.Tensor(mul_62, pow_12);  mul_62 = pow_12 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:65 in forward, code: variance = hidden_states.pow(2).mean(-1, keepdim=True)
        expand_16: "f32[2, 16, 64]" = torch.ops.aten.expand.default(mul_63, [2, 16, 64]);  mul_63 = None
        div_3: "f32[2, 16, 64]" = torch.ops.aten.div.Scalar(expand_16, 64);  expand_16 = None
        pow_13: "f32[2, 16, 64]" = torch.ops.aten.pow.Tensor_Scalar(add_7, 1.0);  add_7 = None
        mul_64: "f32[2, 16, 64]" = torch.ops.aten.mul.Scalar(pow_13, 2.0);  pow_13 = None
        mul_65: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(div_3, mul_64);  div_3 = mul_64 = None
        add_34: "f32[2, 16, 64]" = torch.ops.aten.add.Tensor(add_33, mul_65);  add_33 = mul_65 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:270 in forward, code: attn_output = self.o_proj(attn_output)
        view_67: "f32[32, 64]" = torch.ops.aten.view.default(add_34, [32, 64])
        t_59: "f32[64, 32]" = torch.ops.aten.t.default(view_67)
        mm_37: "f32[64, 64]" = torch.ops.aten.mm.default(t_59, view_12);  t_59 = view_12 = None
        t_60: "f32[64, 64]" = torch.ops.aten.t.default(mm_37);  mm_37 = None
        t_3: "f32[64, 64]" = torch.ops.aten.t.default(primals_8);  primals_8 = None
        t_61: "f32[64, 64]" = torch.ops.aten.t.default(t_3);  t_3 = None
        mm_38: "f32[32, 64]" = torch.ops.aten.mm.default(view_67, t_61);  view_67 = t_61 = None
        view_68: "f32[2, 16, 64]" = torch.ops.aten.view.default(mm_38, [2, 16, 64]);  mm_38 = None
        t_62: "f32[64, 64]" = torch.ops.aten.t.default(t_60);  t_60 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:269 in forward, code: attn_output = attn_output.reshape(*input_shape, -1).contiguous()
        view_69: "f32[2, 16, 4, 16]" = torch.ops.aten.view.default(view_68, [2, 16, 4, 16]);  view_68 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:200 in eager_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        transpose_19: "f32[2, 4, 16, 16]" = torch.ops.aten.transpose.int(view_69, 1, 2);  view_69 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:199 in eager_attention_forward, code: attn_output = torch.matmul(attn_weights, value_states)
        clone_12: "f32[2, 4, 16, 16]" = torch.ops.aten.clone.default(transpose_19, memory_format = torch.contiguous_format);  transpose_19 = None
        _unsafe_view_25: "f32[8, 16, 16]" = torch.ops.aten._unsafe_view.default(clone_12, [8, 16, 16]);  clone_12 = None
        expand_5: "f32[2, 4, 16, 16]" = torch.ops.aten.expand.default(_softmax, [2, 4, 16, 16])
        view_8: "f32[8, 16, 16]" = torch.ops.aten.view.default(expand_5, [8, 16, 16]);  expand_5 = None
        transpose_20: "f32[8, 16, 16]" = torch.ops.aten.transpose.int(view_8, 1, 2);  view_8 = None
        bmm_8: "f32[8, 16, 16]" = torch.ops.aten.bmm.default(transpose_20, _unsafe_view_25);  transpose_20 = None
        bmm_9: "f32[8, 16, 16]" = torch.ops.aten.bmm.default(_unsafe_view_25, transpose_21);  _unsafe_view_25 = transpose_21 = None
        view_70: "f32[2, 4, 16, 16]" = torch.ops.aten.view.default(bmm_8, [2, 4, 16, 16]);  bmm_8 = None
        view_71: "f32[2, 4, 16, 16]" = torch.ops.aten.view.default(bmm_9, [2, 4, 16, 16]);  bmm_9 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:197 in eager_attention_forward, code: attn_weights = nn.functional.softmax(attn_weights, dim=-1, dtype=torch.float32).to(query.dtype)
        detach_1: "f32[2, 4, 16, 16]" = torch.ops.aten.detach.default(_softmax);  _softmax = None
        detach_12: "f32[2, 4, 16, 16]" = torch.ops.aten.detach.default(detach_1);  detach_1 = None
        _softmax_backward_data_1: "f32[2, 4, 16, 16]" = torch.ops.aten._softmax_backward_data.default(view_71, detach_12, -1, torch.float32);  view_71 = detach_12 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:193 in eager_attention_forward, code: attn_weights = torch.matmul(query, key_states.transpose(2, 3)) * scaling
        mul_66: "f32[2, 4, 16, 16]" = torch.ops.aten.mul.Tensor(_softmax_backward_data_1, 0.25);  _softmax_backward_data_1 = None
        view_72: "f32[8, 16, 16]" = torch.ops.aten.view.default(mul_66, [8, 16, 16]);  mul_66 = None
        bmm_10: "f32[8, 16, 16]" = torch.ops.aten.bmm.default(transpose_22, view_72);  transpose_22 = None
        bmm_11: "f32[8, 16, 16]" = torch.ops.aten.bmm.default(view_72, transpose_23);  view_72 = transpose_23 = None
        view_73: "f32[2, 4, 16, 16]" = torch.ops.aten.view.default(bmm_10, [2, 4, 16, 16]);  bmm_10 = None
        view_74: "f32[2, 4, 16, 16]" = torch.ops.aten.view.default(bmm_11, [2, 4, 16, 16]);  bmm_11 = None
        transpose_24: "f32[2, 4, 16, 16]" = torch.ops.aten.transpose.int(view_73, 2, 3);  view_73 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:177 in repeat_kv, code: return hidden_states.reshape(batch, num_key_value_heads * n_rep, slen, head_dim)
        view_75: "f32[2, 2, 2, 16, 16]" = torch.ops.aten.view.default(view_70, [2, 2, 2, 16, 16]);  view_70 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:176 in repeat_kv, code: hidden_states = hidden_states[:, :, None, :, :].expand(batch, num_key_value_heads, n_rep, slen, head_dim)
        sum_11: "f32[2, 2, 1, 16, 16]" = torch.ops.aten.sum.dim_IntList(view_75, [2], True);  view_75 = None
        squeeze_2: "f32[2, 2, 16, 16]" = torch.ops.aten.squeeze.dim(sum_11, 2);  sum_11 = None
        add_35: "f32[2, 2, 16, 16]" = torch.ops.aten.add.Tensor(tangents_1, squeeze_2);  tangents_1 = squeeze_2 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:177 in repeat_kv, code: return hidden_states.reshape(batch, num_key_value_heads * n_rep, slen, head_dim)
        view_76: "f32[2, 2, 2, 16, 16]" = torch.ops.aten.view.default(transpose_24, [2, 2, 2, 16, 16]);  transpose_24 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:176 in repeat_kv, code: hidden_states = hidden_states[:, :, None, :, :].expand(batch, num_key_value_heads, n_rep, slen, head_dim)
        sum_12: "f32[2, 2, 1, 16, 16]" = torch.ops.aten.sum.dim_IntList(view_76, [2], True);  view_76 = None
        squeeze_3: "f32[2, 2, 16, 16]" = torch.ops.aten.squeeze.dim(sum_12, 2);  sum_12 = None
        add_36: "f32[2, 2, 16, 16]" = torch.ops.aten.add.Tensor(tangents_2, squeeze_3);  tangents_2 = squeeze_3 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/cache_utils.py:137 in update, code: self.values = torch.cat([self.values, value_states], dim=-2)
        slice_15: "f32[2, 2, 16, 16]" = torch.ops.aten.slice.Tensor(add_35, 2, 0, 16);  add_35 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/cache_utils.py:136 in update, code: self.keys = torch.cat([self.keys, key_states], dim=-2)
        slice_16: "f32[2, 2, 16, 16]" = torch.ops.aten.slice.Tensor(add_36, 2, 0, 16);  add_36 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:148 in apply_rotary_pos_emb, code: k_embed = (k * cos) + (rotate_half(k) * sin)
        mul_67: "f32[2, 2, 16, 16]" = torch.ops.aten.mul.Tensor(slice_16, unsqueeze_9)

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:123 in rotate_half, code: return torch.cat((-x2, x1), dim=-1)
        slice_17: "f32[2, 2, 16, 8]" = torch.ops.aten.slice.Tensor(mul_67, 3, 0, 8)
        slice_18: "f32[2, 2, 16, 8]" = torch.ops.aten.slice.Tensor(mul_67, 3, 8, 16);  mul_67 = None
        neg_6: "f32[2, 2, 16, 8]" = torch.ops.aten.neg.default(slice_17);  slice_17 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:122 in rotate_half, code: x2 = x[..., x.shape[-1] // 2 :]
        slice_backward_4: "f32[2, 2, 16, 16]" = torch.ops.aten.slice_backward.default(neg_6, [2, 2, 16, 16], 3, 8, 9223372036854775807, 1);  neg_6 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:121 in rotate_half, code: x1 = x[..., : x.shape[-1] // 2]
        slice_backward_5: "f32[2, 2, 16, 16]" = torch.ops.aten.slice_backward.default(slice_18, [2, 2, 16, 16], 3, 0, 8, 1);  slice_18 = None
        add_37: "f32[2, 2, 16, 16]" = torch.ops.aten.add.Tensor(slice_backward_4, slice_backward_5);  slice_backward_4 = slice_backward_5 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:148 in apply_rotary_pos_emb, code: k_embed = (k * cos) + (rotate_half(k) * sin)
        mul_68: "f32[2, 2, 16, 16]" = torch.ops.aten.mul.Tensor(slice_16, unsqueeze_8);  slice_16 = None
        add_38: "f32[2, 2, 16, 16]" = torch.ops.aten.add.Tensor(add_37, mul_68);  add_37 = mul_68 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:147 in apply_rotary_pos_emb, code: q_embed = (q * cos) + (rotate_half(q) * sin)
        mul_69: "f32[2, 4, 16, 16]" = torch.ops.aten.mul.Tensor(view_74, unsqueeze_9);  unsqueeze_9 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:123 in rotate_half, code: return torch.cat((-x2, x1), dim=-1)
        slice_19: "f32[2, 4, 16, 8]" = torch.ops.aten.slice.Tensor(mul_69, 3, 0, 8)
        slice_20: "f32[2, 4, 16, 8]" = torch.ops.aten.slice.Tensor(mul_69, 3, 8, 16);  mul_69 = None
        neg_7: "f32[2, 4, 16, 8]" = torch.ops.aten.neg.default(slice_19);  slice_19 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:122 in rotate_half, code: x2 = x[..., x.shape[-1] // 2 :]
        slice_backward_6: "f32[2, 4, 16, 16]" = torch.ops.aten.slice_backward.default(neg_7, [2, 4, 16, 16], 3, 8, 9223372036854775807, 1);  neg_7 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:121 in rotate_half, code: x1 = x[..., : x.shape[-1] // 2]
        slice_backward_7: "f32[2, 4, 16, 16]" = torch.ops.aten.slice_backward.default(slice_20, [2, 4, 16, 16], 3, 0, 8, 1);  slice_20 = None
        add_39: "f32[2, 4, 16, 16]" = torch.ops.aten.add.Tensor(slice_backward_6, slice_backward_7);  slice_backward_6 = slice_backward_7 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:147 in apply_rotary_pos_emb, code: q_embed = (q * cos) + (rotate_half(q) * sin)
        mul_70: "f32[2, 4, 16, 16]" = torch.ops.aten.mul.Tensor(view_74, unsqueeze_8);  view_74 = unsqueeze_8 = None
        add_40: "f32[2, 4, 16, 16]" = torch.ops.aten.add.Tensor(add_39, mul_70);  add_39 = mul_70 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:246 in forward, code: value_states = self.v_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        transpose_25: "f32[2, 16, 2, 16]" = torch.ops.aten.transpose.int(slice_15, 1, 2);  slice_15 = None
        clone_13: "f32[2, 16, 2, 16]" = torch.ops.aten.clone.default(transpose_25, memory_format = torch.contiguous_format);  transpose_25 = None
        _unsafe_view_26: "f32[2, 16, 32]" = torch.ops.aten._unsafe_view.default(clone_13, [2, 16, 32]);  clone_13 = None
        view_77: "f32[32, 32]" = torch.ops.aten.view.default(_unsafe_view_26, [32, 32]);  _unsafe_view_26 = None
        t_63: "f32[32, 32]" = torch.ops.aten.t.default(view_77)
        mm_39: "f32[32, 64]" = torch.ops.aten.mm.default(t_63, view);  t_63 = None
        t_64: "f32[64, 32]" = torch.ops.aten.t.default(mm_39);  mm_39 = None
        t_2: "f32[64, 32]" = torch.ops.aten.t.default(primals_7);  primals_7 = None
        t_65: "f32[32, 64]" = torch.ops.aten.t.default(t_2);  t_2 = None
        mm_40: "f32[32, 64]" = torch.ops.aten.mm.default(view_77, t_65);  view_77 = t_65 = None
        view_78: "f32[2, 16, 64]" = torch.ops.aten.view.default(mm_40, [2, 16, 64]);  mm_40 = None
        t_66: "f32[32, 64]" = torch.ops.aten.t.default(t_64);  t_64 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:245 in forward, code: key_states = self.k_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        transpose_26: "f32[2, 16, 2, 16]" = torch.ops.aten.transpose.int(add_38, 1, 2);  add_38 = None
        clone_14: "f32[2, 16, 2, 16]" = torch.ops.aten.clone.default(transpose_26, memory_format = torch.contiguous_format);  transpose_26 = None
        _unsafe_view_27: "f32[2, 16, 32]" = torch.ops.aten._unsafe_view.default(clone_14, [2, 16, 32]);  clone_14 = None
        view_79: "f32[32, 32]" = torch.ops.aten.view.default(_unsafe_view_27, [32, 32]);  _unsafe_view_27 = None
        t_67: "f32[32, 32]" = torch.ops.aten.t.default(view_79)
        mm_41: "f32[32, 64]" = torch.ops.aten.mm.default(t_67, view);  t_67 = None
        t_68: "f32[64, 32]" = torch.ops.aten.t.default(mm_41);  mm_41 = None
        t_1: "f32[64, 32]" = torch.ops.aten.t.default(primals_6);  primals_6 = None
        t_69: "f32[32, 64]" = torch.ops.aten.t.default(t_1);  t_1 = None
        mm_42: "f32[32, 64]" = torch.ops.aten.mm.default(view_79, t_69);  view_79 = t_69 = None
        view_80: "f32[2, 16, 64]" = torch.ops.aten.view.default(mm_42, [2, 16, 64]);  mm_42 = None
        add_41: "f32[2, 16, 64]" = torch.ops.aten.add.Tensor(view_78, view_80);  view_78 = view_80 = None
        t_70: "f32[32, 64]" = torch.ops.aten.t.default(t_68);  t_68 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:244 in forward, code: query_states = self.q_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        transpose_27: "f32[2, 16, 4, 16]" = torch.ops.aten.transpose.int(add_40, 1, 2);  add_40 = None
        clone_15: "f32[2, 16, 4, 16]" = torch.ops.aten.clone.default(transpose_27, memory_format = torch.contiguous_format);  transpose_27 = None
        _unsafe_view_28: "f32[2, 16, 64]" = torch.ops.aten._unsafe_view.default(clone_15, [2, 16, 64]);  clone_15 = None
        view_81: "f32[32, 64]" = torch.ops.aten.view.default(_unsafe_view_28, [32, 64]);  _unsafe_view_28 = None
        t_71: "f32[64, 32]" = torch.ops.aten.t.default(view_81)
        mm_43: "f32[64, 64]" = torch.ops.aten.mm.default(t_71, view);  t_71 = view = None
        t_72: "f32[64, 64]" = torch.ops.aten.t.default(mm_43);  mm_43 = None
        t: "f32[64, 64]" = torch.ops.aten.t.default(primals_5);  primals_5 = None
        t_73: "f32[64, 64]" = torch.ops.aten.t.default(t);  t = None
        mm_44: "f32[32, 64]" = torch.ops.aten.mm.default(view_81, t_73);  view_81 = t_73 = None
        view_82: "f32[2, 16, 64]" = torch.ops.aten.view.default(mm_44, [2, 16, 64]);  mm_44 = None
        add_42: "f32[2, 16, 64]" = torch.ops.aten.add.Tensor(add_41, view_82);  add_41 = view_82 = None
        t_74: "f32[64, 64]" = torch.ops.aten.t.default(t_72);  t_72 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:67 in forward, code: return self.weight * hidden_states.to(input_dtype)
        mul_71: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(add_42, primals_4);  primals_4 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:66 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        mul_3: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(embedding, rsqrt)

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:67 in forward, code: return self.weight * hidden_states.to(input_dtype)
        mul_72: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(add_42, mul_3);  add_42 = mul_3 = None
        sum_13: "f32[1, 1, 64]" = torch.ops.aten.sum.dim_IntList(mul_72, [0, 1], True);  mul_72 = None
        view_83: "f32[64]" = torch.ops.aten.view.default(sum_13, [64]);  sum_13 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:66 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        mul_73: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(mul_71, embedding)
        mul_74: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(mul_71, rsqrt);  mul_71 = None
        sum_14: "f32[2, 16, 1]" = torch.ops.aten.sum.dim_IntList(mul_73, [2], True);  mul_73 = None
        add_43: "f32[2, 16, 64]" = torch.ops.aten.add.Tensor(add_34, mul_74);  add_34 = mul_74 = None
        detach: "f32[2, 16, 1]" = torch.ops.aten.detach.default(rsqrt);  rsqrt = None
        detach_13: "f32[2, 16, 1]" = torch.ops.aten.detach.default(detach);  detach = None
        pow_14: "f32[2, 16, 1]" = torch.ops.aten.pow.Tensor_Scalar(detach_13, 3);  detach_13 = None
        mul_75: "f32[2, 16, 1]" = torch.ops.aten.mul.Scalar(sum_14, -0.5);  sum_14 = None
        mul_76: "f32[2, 16, 1]" = torch.ops.aten.mul.Tensor(mul_75, pow_14);  mul_75 = pow_14 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:65 in forward, code: variance = hidden_states.pow(2).mean(-1, keepdim=True)
        expand_17: "f32[2, 16, 64]" = torch.ops.aten.expand.default(mul_76, [2, 16, 64]);  mul_76 = None
        div_4: "f32[2, 16, 64]" = torch.ops.aten.div.Scalar(expand_17, 64);  expand_17 = None
        pow_15: "f32[2, 16, 64]" = torch.ops.aten.pow.Tensor_Scalar(embedding, 1.0);  embedding = None
        mul_77: "f32[2, 16, 64]" = torch.ops.aten.mul.Scalar(pow_15, 2.0);  pow_15 = None
        mul_78: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(div_4, mul_77);  div_4 = mul_77 = None
        add_44: "f32[2, 16, 64]" = torch.ops.aten.add.Tensor(add_43, mul_78);  add_43 = mul_78 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:372 in forward, code: inputs_embeds: torch.Tensor = self.embed_tokens(input_ids)
        embedding_dense_backward: "f32[128, 64]" = torch.ops.aten.embedding_dense_backward.default(add_44, primals_1, 128, -1, False);  add_44 = primals_1 = None
        return (None, embedding_dense_backward, None, view_83, t_74, t_70, t_66, t_62, view_66, t_58, t_54, t_50, view_59, t_46, t_42, t_38, t_34, view_42, t_30, t_26, t_22, view_35, t_18)
