from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "i64[2, 16]", primals_2: "f32[128, 64]", primals_3: "f32[64, 64]", primals_4: "f32[64]", primals_5: "f32[64]", primals_6: "f32[192]", primals_7: "f32[64, 192]", primals_8: "f32[64]", primals_9: "f32[64, 64]", primals_10: "f32[64]", primals_11: "f32[64]", primals_12: "f32[256]", primals_13: "f32[64, 256]", primals_14: "f32[64]", primals_15: "f32[256, 64]", primals_16: "f32[64]", primals_17: "f32[64]", primals_18: "f32[192]", primals_19: "f32[64, 192]", primals_20: "f32[64]", primals_21: "f32[64, 64]", primals_22: "f32[64]", primals_23: "f32[64]", primals_24: "f32[256]", primals_25: "f32[64, 256]", primals_26: "f32[64]", primals_27: "f32[256, 64]", primals_28: "f32[64]", primals_29: "f32[64]", primals_30: "f32[192]", primals_31: "f32[64, 192]", primals_32: "f32[64]", primals_33: "f32[64, 64]", primals_34: "f32[64]", primals_35: "f32[64]", primals_36: "f32[256]", primals_37: "f32[64, 256]", primals_38: "f32[64]", primals_39: "f32[256, 64]", primals_40: "f32[64]", primals_41: "f32[64]", primals_42: "f32[192]", primals_43: "f32[64, 192]", primals_44: "f32[64]", primals_45: "f32[64, 64]", primals_46: "f32[64]", primals_47: "f32[64]", primals_48: "f32[256]", primals_49: "f32[64, 256]", primals_50: "f32[64]", primals_51: "f32[256, 64]", primals_52: "f32[64]", primals_53: "f32[64]"):
        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:549 in forward, code: input_ids = input_ids.view(-1, input_shape[-1])
        view: "i64[2, 16]" = torch.ops.aten.view.default(primals_1, [-1, 16]);  primals_1 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:569 in forward, code: inputs_embeds = self.wte(input_ids)
        embedding: "f32[2, 16, 64]" = torch.ops.aten.embedding.default(primals_2, view)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:573 in forward, code: position_ids = torch.arange(inputs_embeds.shape[1], device=inputs_embeds.device) + past_seen_tokens
        arange: "i64[16]" = torch.ops.aten.arange.default(16, device = device(type='cpu'), pin_memory = False)
        add: "i64[16]" = torch.ops.aten.add.Tensor(arange, 0);  arange = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:574 in forward, code: position_ids = position_ids.unsqueeze(0)
        unsqueeze: "i64[1, 16]" = torch.ops.aten.unsqueeze.default(add, 0);  add = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:576 in forward, code: position_embeds = self.wpe(position_ids)
        embedding_1: "f32[1, 16, 64]" = torch.ops.aten.embedding.default(primals_3, unsqueeze);  primals_3 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:577 in forward, code: hidden_states = inputs_embeds + position_embeds.to(inputs_embeds.device)
        add_1: "f32[2, 16, 64]" = torch.ops.aten.add.Tensor(embedding, embedding_1);  embedding = embedding_1 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/masking_utils.py:390 in _non_vmap_expansion_sdpa, code: q_indices = q_indices[None, None, :, None]
        unsqueeze_2: "i64[1, 1, 16]" = torch.ops.aten.unsqueeze.default(unsqueeze, 1)
        unsqueeze_3: "i64[1, 1, 16, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_2, 3)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/masking_utils.py:391 in _non_vmap_expansion_sdpa, code: kv_indices = kv_indices[None, None, None, :]
        unsqueeze_6: "i64[1, 1, 1, 16]" = torch.ops.aten.unsqueeze.default(unsqueeze_2, 2);  unsqueeze_2 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/masking_utils.py:78 in causal_mask_function, code: return kv_idx <= q_idx
        le: "b8[1, 1, 16, 16]" = torch.ops.aten.le.Tensor(unsqueeze_6, unsqueeze_3);  unsqueeze_6 = unsqueeze_3 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/masking_utils.py:539 in sdpa_mask, code: attention_mask = attention_mask.expand(batch_size, -1, q_length, kv_length)
        expand: "b8[2, 1, 16, 16]" = torch.ops.aten.expand.default(le, [2, -1, 16, 16]);  le = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/masking_utils.py:617 in eager_mask, code: mask = torch.where(mask, torch.zeros((), device=mask.device, dtype=dtype), min_dtype)
        zeros: "f32[]" = torch.ops.aten.zeros.default([], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
        scalar_tensor: "f32[]" = torch.ops.aten.scalar_tensor.default(-3.4028234663852886e+38, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        where: "f32[2, 1, 16, 16]" = torch.ops.aten.where.self(expand, zeros, scalar_tensor);  expand = zeros = scalar_tensor = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:276 in forward, code: hidden_states = self.ln_1(hidden_states)
        native_layer_norm = torch.ops.aten.native_layer_norm.default(add_1, [64], primals_4, primals_5, 1e-05)
        getitem: "f32[2, 16, 64]" = native_layer_norm[0]
        getitem_1: "f32[2, 16, 1]" = native_layer_norm[1]
        getitem_2: "f32[2, 16, 1]" = native_layer_norm[2];  native_layer_norm = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_1: "f32[32, 64]" = torch.ops.aten.view.default(getitem, [-1, 64]);  getitem = None
        addmm: "f32[32, 192]" = torch.ops.aten.addmm.default(primals_6, view_1, primals_7);  primals_6 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_2: "f32[2, 16, 192]" = torch.ops.aten.view.default(addmm, [2, 16, 192]);  addmm = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:187 in forward, code: query_states, key_states, value_states = self.c_attn(hidden_states).split(self.split_size, dim=2)
        split = torch.ops.aten.split.Tensor(view_2, 64, 2);  view_2 = None
        getitem_3: "f32[2, 16, 64]" = split[0]
        getitem_4: "f32[2, 16, 64]" = split[1]
        getitem_5: "f32[2, 16, 64]" = split[2];  split = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:189 in forward, code: key_states = key_states.view(shape_kv).transpose(1, 2)
        view_3: "f32[2, 16, 4, 16]" = torch.ops.aten.view.default(getitem_4, [2, 16, -1, 16]);  getitem_4 = None
        transpose: "f32[2, 4, 16, 16]" = torch.ops.aten.transpose.int(view_3, 1, 2);  view_3 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:190 in forward, code: value_states = value_states.view(shape_kv).transpose(1, 2)
        view_4: "f32[2, 16, 4, 16]" = torch.ops.aten.view.default(getitem_5, [2, 16, -1, 16]);  getitem_5 = None
        transpose_1: "f32[2, 4, 16, 16]" = torch.ops.aten.transpose.int(view_4, 1, 2);  view_4 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:193 in forward, code: query_states = query_states.view(shape_q).transpose(1, 2)
        view_5: "f32[2, 16, 4, 16]" = torch.ops.aten.view.default(getitem_3, [2, 16, -1, 16]);  getitem_3 = None
        transpose_2: "f32[2, 4, 16, 16]" = torch.ops.aten.transpose.int(view_5, 1, 2);  view_5 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/cache_utils.py:115 in lazy_initialization, code: self.keys = torch.tensor([], dtype=key_states.dtype, device=self.device)
        _tensor_constant0: "f32[0]" = self._tensor_constant0
        lift_fresh_copy: "f32[0]" = torch.ops.aten.lift_fresh_copy.default(_tensor_constant0);  _tensor_constant0 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/cache_utils.py:116 in lazy_initialization, code: self.values = torch.tensor([], dtype=value_states.dtype, device=self.device)
        _tensor_constant1: "f32[0]" = self._tensor_constant1
        lift_fresh_copy_1: "f32[0]" = torch.ops.aten.lift_fresh_copy.default(_tensor_constant1);  _tensor_constant1 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/cache_utils.py:136 in update, code: self.keys = torch.cat([self.keys, key_states], dim=-2)
        cat: "f32[2, 4, 16, 16]" = torch.ops.aten.cat.default([lift_fresh_copy, transpose], -2);  lift_fresh_copy = transpose = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/cache_utils.py:137 in update, code: self.values = torch.cat([self.values, value_states], dim=-2)
        cat_1: "f32[2, 4, 16, 16]" = torch.ops.aten.cat.default([lift_fresh_copy_1, transpose_1], -2);  lift_fresh_copy_1 = transpose_1 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:59 in eager_attention_forward, code: attn_weights = torch.matmul(query, key.transpose(-1, -2)) * scaling
        transpose_3: "f32[2, 4, 16, 16]" = torch.ops.aten.transpose.int(cat, -1, -2)
        expand_1: "f32[2, 4, 16, 16]" = torch.ops.aten.expand.default(transpose_2, [2, 4, 16, 16]);  transpose_2 = None
        clone: "f32[2, 4, 16, 16]" = torch.ops.aten.clone.default(expand_1, memory_format = torch.contiguous_format);  expand_1 = None
        _unsafe_view: "f32[8, 16, 16]" = torch.ops.aten._unsafe_view.default(clone, [8, 16, 16]);  clone = None
        expand_2: "f32[2, 4, 16, 16]" = torch.ops.aten.expand.default(transpose_3, [2, 4, 16, 16]);  transpose_3 = None
        view_6: "f32[8, 16, 16]" = torch.ops.aten.view.default(expand_2, [8, 16, 16]);  expand_2 = None
        bmm: "f32[8, 16, 16]" = torch.ops.aten.bmm.default(_unsafe_view, view_6)
        view_7: "f32[2, 4, 16, 16]" = torch.ops.aten.view.default(bmm, [2, 4, 16, 16]);  bmm = None
        mul: "f32[2, 4, 16, 16]" = torch.ops.aten.mul.Tensor(view_7, 0.25);  view_7 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:62 in eager_attention_forward, code: attn_weights = attn_weights + attention_mask
        add_4: "f32[2, 4, 16, 16]" = torch.ops.aten.add.Tensor(mul, where);  mul = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:64 in eager_attention_forward, code: attn_weights = nn.functional.softmax(attn_weights, dim=-1)
        _softmax: "f32[2, 4, 16, 16]" = torch.ops.aten._softmax.default(add_4, -1, False);  add_4 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:70 in eager_attention_forward, code: attn_output = torch.matmul(attn_weights, value)
        expand_3: "f32[2, 4, 16, 16]" = torch.ops.aten.expand.default(_softmax, [2, 4, 16, 16])
        view_8: "f32[8, 16, 16]" = torch.ops.aten.view.default(expand_3, [8, 16, 16]);  expand_3 = None
        expand_4: "f32[2, 4, 16, 16]" = torch.ops.aten.expand.default(cat_1, [2, 4, 16, 16])
        view_9: "f32[8, 16, 16]" = torch.ops.aten.view.default(expand_4, [8, 16, 16]);  expand_4 = None
        bmm_1: "f32[8, 16, 16]" = torch.ops.aten.bmm.default(view_8, view_9);  view_8 = None
        view_10: "f32[2, 4, 16, 16]" = torch.ops.aten.view.default(bmm_1, [2, 4, 16, 16]);  bmm_1 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:71 in eager_attention_forward, code: attn_output = attn_output.transpose(1, 2)
        transpose_4: "f32[2, 16, 4, 16]" = torch.ops.aten.transpose.int(view_10, 1, 2);  view_10 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:224 in forward, code: attn_output = attn_output.reshape(*attn_output.shape[:-2], -1).contiguous()
        clone_1: "f32[2, 16, 4, 16]" = torch.ops.aten.clone.default(transpose_4, memory_format = torch.contiguous_format);  transpose_4 = None
        _unsafe_view_1: "f32[2, 16, 64]" = torch.ops.aten._unsafe_view.default(clone_1, [2, 16, 64]);  clone_1 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_11: "f32[32, 64]" = torch.ops.aten.view.default(_unsafe_view_1, [-1, 64]);  _unsafe_view_1 = None
        addmm_1: "f32[32, 64]" = torch.ops.aten.addmm.default(primals_8, view_11, primals_9);  primals_8 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_12: "f32[2, 16, 64]" = torch.ops.aten.view.default(addmm_1, [2, 16, 64]);  addmm_1 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:285 in forward, code: hidden_states = attn_output + residual
        add_5: "f32[2, 16, 64]" = torch.ops.aten.add.Tensor(view_12, add_1);  view_12 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:307 in forward, code: hidden_states = self.ln_2(hidden_states)
        native_layer_norm_1 = torch.ops.aten.native_layer_norm.default(add_5, [64], primals_10, primals_11, 1e-05)
        getitem_6: "f32[2, 16, 64]" = native_layer_norm_1[0]
        getitem_7: "f32[2, 16, 1]" = native_layer_norm_1[1]
        getitem_8: "f32[2, 16, 1]" = native_layer_norm_1[2];  native_layer_norm_1 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_13: "f32[32, 64]" = torch.ops.aten.view.default(getitem_6, [-1, 64]);  getitem_6 = None
        addmm_2: "f32[32, 256]" = torch.ops.aten.addmm.default(primals_12, view_13, primals_13);  primals_12 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_14: "f32[2, 16, 256]" = torch.ops.aten.view.default(addmm_2, [2, 16, 256])

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/activations.py:66 in forward, code: return 0.5 * input * (1.0 + torch.tanh(math.sqrt(2.0 / math.pi) * (input + 0.044715 * torch.pow(input, 3.0))))
        mul_1: "f32[2, 16, 256]" = torch.ops.aten.mul.Tensor(view_14, 0.5)
        pow_1: "f32[2, 16, 256]" = torch.ops.aten.pow.Tensor_Scalar(view_14, 3.0)
        mul_2: "f32[2, 16, 256]" = torch.ops.aten.mul.Tensor(pow_1, 0.044715);  pow_1 = None
        add_6: "f32[2, 16, 256]" = torch.ops.aten.add.Tensor(view_14, mul_2);  view_14 = mul_2 = None
        mul_3: "f32[2, 16, 256]" = torch.ops.aten.mul.Tensor(add_6, 0.7978845608028654);  add_6 = None
        tanh: "f32[2, 16, 256]" = torch.ops.aten.tanh.default(mul_3);  mul_3 = None
        add_7: "f32[2, 16, 256]" = torch.ops.aten.add.Tensor(tanh, 1.0)
        mul_4: "f32[2, 16, 256]" = torch.ops.aten.mul.Tensor(mul_1, add_7);  mul_1 = add_7 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_15: "f32[32, 256]" = torch.ops.aten.view.default(mul_4, [-1, 256]);  mul_4 = None
        addmm_3: "f32[32, 64]" = torch.ops.aten.addmm.default(primals_14, view_15, primals_15);  primals_14 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_16: "f32[2, 16, 64]" = torch.ops.aten.view.default(addmm_3, [2, 16, 64]);  addmm_3 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:310 in forward, code: hidden_states = residual + feed_forward_hidden_states
        add_8: "f32[2, 16, 64]" = torch.ops.aten.add.Tensor(add_5, view_16);  view_16 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:276 in forward, code: hidden_states = self.ln_1(hidden_states)
        native_layer_norm_2 = torch.ops.aten.native_layer_norm.default(add_8, [64], primals_16, primals_17, 1e-05)
        getitem_9: "f32[2, 16, 64]" = native_layer_norm_2[0]
        getitem_10: "f32[2, 16, 1]" = native_layer_norm_2[1]
        getitem_11: "f32[2, 16, 1]" = native_layer_norm_2[2];  native_layer_norm_2 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_17: "f32[32, 64]" = torch.ops.aten.view.default(getitem_9, [-1, 64]);  getitem_9 = None
        addmm_4: "f32[32, 192]" = torch.ops.aten.addmm.default(primals_18, view_17, primals_19);  primals_18 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_18: "f32[2, 16, 192]" = torch.ops.aten.view.default(addmm_4, [2, 16, 192]);  addmm_4 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:187 in forward, code: query_states, key_states, value_states = self.c_attn(hidden_states).split(self.split_size, dim=2)
        split_1 = torch.ops.aten.split.Tensor(view_18, 64, 2);  view_18 = None
        getitem_12: "f32[2, 16, 64]" = split_1[0]
        getitem_13: "f32[2, 16, 64]" = split_1[1]
        getitem_14: "f32[2, 16, 64]" = split_1[2];  split_1 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:189 in forward, code: key_states = key_states.view(shape_kv).transpose(1, 2)
        view_19: "f32[2, 16, 4, 16]" = torch.ops.aten.view.default(getitem_13, [2, 16, -1, 16]);  getitem_13 = None
        transpose_5: "f32[2, 4, 16, 16]" = torch.ops.aten.transpose.int(view_19, 1, 2);  view_19 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:190 in forward, code: value_states = value_states.view(shape_kv).transpose(1, 2)
        view_20: "f32[2, 16, 4, 16]" = torch.ops.aten.view.default(getitem_14, [2, 16, -1, 16]);  getitem_14 = None
        transpose_6: "f32[2, 4, 16, 16]" = torch.ops.aten.transpose.int(view_20, 1, 2);  view_20 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:193 in forward, code: query_states = query_states.view(shape_q).transpose(1, 2)
        view_21: "f32[2, 16, 4, 16]" = torch.ops.aten.view.default(getitem_12, [2, 16, -1, 16]);  getitem_12 = None
        transpose_7: "f32[2, 4, 16, 16]" = torch.ops.aten.transpose.int(view_21, 1, 2);  view_21 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/cache_utils.py:115 in lazy_initialization, code: self.keys = torch.tensor([], dtype=key_states.dtype, device=self.device)
        _tensor_constant2: "f32[0]" = self._tensor_constant2
        lift_fresh_copy_2: "f32[0]" = torch.ops.aten.lift_fresh_copy.default(_tensor_constant2);  _tensor_constant2 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/cache_utils.py:116 in lazy_initialization, code: self.values = torch.tensor([], dtype=value_states.dtype, device=self.device)
        _tensor_constant3: "f32[0]" = self._tensor_constant3
        lift_fresh_copy_3: "f32[0]" = torch.ops.aten.lift_fresh_copy.default(_tensor_constant3);  _tensor_constant3 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/cache_utils.py:136 in update, code: self.keys = torch.cat([self.keys, key_states], dim=-2)
        cat_2: "f32[2, 4, 16, 16]" = torch.ops.aten.cat.default([lift_fresh_copy_2, transpose_5], -2);  lift_fresh_copy_2 = transpose_5 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/cache_utils.py:137 in update, code: self.values = torch.cat([self.values, value_states], dim=-2)
        cat_3: "f32[2, 4, 16, 16]" = torch.ops.aten.cat.default([lift_fresh_copy_3, transpose_6], -2);  lift_fresh_copy_3 = transpose_6 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:59 in eager_attention_forward, code: attn_weights = torch.matmul(query, key.transpose(-1, -2)) * scaling
        transpose_8: "f32[2, 4, 16, 16]" = torch.ops.aten.transpose.int(cat_2, -1, -2)
        expand_5: "f32[2, 4, 16, 16]" = torch.ops.aten.expand.default(transpose_7, [2, 4, 16, 16]);  transpose_7 = None
        clone_2: "f32[2, 4, 16, 16]" = torch.ops.aten.clone.default(expand_5, memory_format = torch.contiguous_format);  expand_5 = None
        _unsafe_view_2: "f32[8, 16, 16]" = torch.ops.aten._unsafe_view.default(clone_2, [8, 16, 16]);  clone_2 = None
        expand_6: "f32[2, 4, 16, 16]" = torch.ops.aten.expand.default(transpose_8, [2, 4, 16, 16]);  transpose_8 = None
        view_22: "f32[8, 16, 16]" = torch.ops.aten.view.default(expand_6, [8, 16, 16]);  expand_6 = None
        bmm_2: "f32[8, 16, 16]" = torch.ops.aten.bmm.default(_unsafe_view_2, view_22)
        view_23: "f32[2, 4, 16, 16]" = torch.ops.aten.view.default(bmm_2, [2, 4, 16, 16]);  bmm_2 = None
        mul_5: "f32[2, 4, 16, 16]" = torch.ops.aten.mul.Tensor(view_23, 0.25);  view_23 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:62 in eager_attention_forward, code: attn_weights = attn_weights + attention_mask
        add_9: "f32[2, 4, 16, 16]" = torch.ops.aten.add.Tensor(mul_5, where);  mul_5 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:64 in eager_attention_forward, code: attn_weights = nn.functional.softmax(attn_weights, dim=-1)
        _softmax_1: "f32[2, 4, 16, 16]" = torch.ops.aten._softmax.default(add_9, -1, False);  add_9 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:70 in eager_attention_forward, code: attn_output = torch.matmul(attn_weights, value)
        expand_7: "f32[2, 4, 16, 16]" = torch.ops.aten.expand.default(_softmax_1, [2, 4, 16, 16])
        view_24: "f32[8, 16, 16]" = torch.ops.aten.view.default(expand_7, [8, 16, 16]);  expand_7 = None
        expand_8: "f32[2, 4, 16, 16]" = torch.ops.aten.expand.default(cat_3, [2, 4, 16, 16])
        view_25: "f32[8, 16, 16]" = torch.ops.aten.view.default(expand_8, [8, 16, 16]);  expand_8 = None
        bmm_3: "f32[8, 16, 16]" = torch.ops.aten.bmm.default(view_24, view_25);  view_24 = None
        view_26: "f32[2, 4, 16, 16]" = torch.ops.aten.view.default(bmm_3, [2, 4, 16, 16]);  bmm_3 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:71 in eager_attention_forward, code: attn_output = attn_output.transpose(1, 2)
        transpose_9: "f32[2, 16, 4, 16]" = torch.ops.aten.transpose.int(view_26, 1, 2);  view_26 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:224 in forward, code: attn_output = attn_output.reshape(*attn_output.shape[:-2], -1).contiguous()
        clone_3: "f32[2, 16, 4, 16]" = torch.ops.aten.clone.default(transpose_9, memory_format = torch.contiguous_format);  transpose_9 = None
        _unsafe_view_3: "f32[2, 16, 64]" = torch.ops.aten._unsafe_view.default(clone_3, [2, 16, 64]);  clone_3 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_27: "f32[32, 64]" = torch.ops.aten.view.default(_unsafe_view_3, [-1, 64]);  _unsafe_view_3 = None
        addmm_5: "f32[32, 64]" = torch.ops.aten.addmm.default(primals_20, view_27, primals_21);  primals_20 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_28: "f32[2, 16, 64]" = torch.ops.aten.view.default(addmm_5, [2, 16, 64]);  addmm_5 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:285 in forward, code: hidden_states = attn_output + residual
        add_10: "f32[2, 16, 64]" = torch.ops.aten.add.Tensor(view_28, add_8);  view_28 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:307 in forward, code: hidden_states = self.ln_2(hidden_states)
        native_layer_norm_3 = torch.ops.aten.native_layer_norm.default(add_10, [64], primals_22, primals_23, 1e-05)
        getitem_15: "f32[2, 16, 64]" = native_layer_norm_3[0]
        getitem_16: "f32[2, 16, 1]" = native_layer_norm_3[1]
        getitem_17: "f32[2, 16, 1]" = native_layer_norm_3[2];  native_layer_norm_3 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_29: "f32[32, 64]" = torch.ops.aten.view.default(getitem_15, [-1, 64]);  getitem_15 = None
        addmm_6: "f32[32, 256]" = torch.ops.aten.addmm.default(primals_24, view_29, primals_25);  primals_24 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_30: "f32[2, 16, 256]" = torch.ops.aten.view.default(addmm_6, [2, 16, 256])

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/activations.py:66 in forward, code: return 0.5 * input * (1.0 + torch.tanh(math.sqrt(2.0 / math.pi) * (input + 0.044715 * torch.pow(input, 3.0))))
        mul_6: "f32[2, 16, 256]" = torch.ops.aten.mul.Tensor(view_30, 0.5)
        pow_2: "f32[2, 16, 256]" = torch.ops.aten.pow.Tensor_Scalar(view_30, 3.0)
        mul_7: "f32[2, 16, 256]" = torch.ops.aten.mul.Tensor(pow_2, 0.044715);  pow_2 = None
        add_11: "f32[2, 16, 256]" = torch.ops.aten.add.Tensor(view_30, mul_7);  view_30 = mul_7 = None
        mul_8: "f32[2, 16, 256]" = torch.ops.aten.mul.Tensor(add_11, 0.7978845608028654);  add_11 = None
        tanh_1: "f32[2, 16, 256]" = torch.ops.aten.tanh.default(mul_8);  mul_8 = None
        add_12: "f32[2, 16, 256]" = torch.ops.aten.add.Tensor(tanh_1, 1.0)
        mul_9: "f32[2, 16, 256]" = torch.ops.aten.mul.Tensor(mul_6, add_12);  mul_6 = add_12 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_31: "f32[32, 256]" = torch.ops.aten.view.default(mul_9, [-1, 256]);  mul_9 = None
        addmm_7: "f32[32, 64]" = torch.ops.aten.addmm.default(primals_26, view_31, primals_27);  primals_26 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_32: "f32[2, 16, 64]" = torch.ops.aten.view.default(addmm_7, [2, 16, 64]);  addmm_7 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:310 in forward, code: hidden_states = residual + feed_forward_hidden_states
        add_13: "f32[2, 16, 64]" = torch.ops.aten.add.Tensor(add_10, view_32);  view_32 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:276 in forward, code: hidden_states = self.ln_1(hidden_states)
        native_layer_norm_4 = torch.ops.aten.native_layer_norm.default(add_13, [64], primals_28, primals_29, 1e-05)
        getitem_18: "f32[2, 16, 64]" = native_layer_norm_4[0]
        getitem_19: "f32[2, 16, 1]" = native_layer_norm_4[1]
        getitem_20: "f32[2, 16, 1]" = native_layer_norm_4[2];  native_layer_norm_4 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_33: "f32[32, 64]" = torch.ops.aten.view.default(getitem_18, [-1, 64]);  getitem_18 = None
        addmm_8: "f32[32, 192]" = torch.ops.aten.addmm.default(primals_30, view_33, primals_31);  primals_30 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_34: "f32[2, 16, 192]" = torch.ops.aten.view.default(addmm_8, [2, 16, 192]);  addmm_8 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:187 in forward, code: query_states, key_states, value_states = self.c_attn(hidden_states).split(self.split_size, dim=2)
        split_2 = torch.ops.aten.split.Tensor(view_34, 64, 2);  view_34 = None
        getitem_21: "f32[2, 16, 64]" = split_2[0]
        getitem_22: "f32[2, 16, 64]" = split_2[1]
        getitem_23: "f32[2, 16, 64]" = split_2[2];  split_2 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:189 in forward, code: key_states = key_states.view(shape_kv).transpose(1, 2)
        view_35: "f32[2, 16, 4, 16]" = torch.ops.aten.view.default(getitem_22, [2, 16, -1, 16]);  getitem_22 = None
        transpose_10: "f32[2, 4, 16, 16]" = torch.ops.aten.transpose.int(view_35, 1, 2);  view_35 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:190 in forward, code: value_states = value_states.view(shape_kv).transpose(1, 2)
        view_36: "f32[2, 16, 4, 16]" = torch.ops.aten.view.default(getitem_23, [2, 16, -1, 16]);  getitem_23 = None
        transpose_11: "f32[2, 4, 16, 16]" = torch.ops.aten.transpose.int(view_36, 1, 2);  view_36 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:193 in forward, code: query_states = query_states.view(shape_q).transpose(1, 2)
        view_37: "f32[2, 16, 4, 16]" = torch.ops.aten.view.default(getitem_21, [2, 16, -1, 16]);  getitem_21 = None
        transpose_12: "f32[2, 4, 16, 16]" = torch.ops.aten.transpose.int(view_37, 1, 2);  view_37 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/cache_utils.py:115 in lazy_initialization, code: self.keys = torch.tensor([], dtype=key_states.dtype, device=self.device)
        _tensor_constant4: "f32[0]" = self._tensor_constant4
        lift_fresh_copy_4: "f32[0]" = torch.ops.aten.lift_fresh_copy.default(_tensor_constant4);  _tensor_constant4 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/cache_utils.py:116 in lazy_initialization, code: self.values = torch.tensor([], dtype=value_states.dtype, device=self.device)
        _tensor_constant5: "f32[0]" = self._tensor_constant5
        lift_fresh_copy_5: "f32[0]" = torch.ops.aten.lift_fresh_copy.default(_tensor_constant5);  _tensor_constant5 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/cache_utils.py:136 in update, code: self.keys = torch.cat([self.keys, key_states], dim=-2)
        cat_4: "f32[2, 4, 16, 16]" = torch.ops.aten.cat.default([lift_fresh_copy_4, transpose_10], -2);  lift_fresh_copy_4 = transpose_10 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/cache_utils.py:137 in update, code: self.values = torch.cat([self.values, value_states], dim=-2)
        cat_5: "f32[2, 4, 16, 16]" = torch.ops.aten.cat.default([lift_fresh_copy_5, transpose_11], -2);  lift_fresh_copy_5 = transpose_11 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:59 in eager_attention_forward, code: attn_weights = torch.matmul(query, key.transpose(-1, -2)) * scaling
        transpose_13: "f32[2, 4, 16, 16]" = torch.ops.aten.transpose.int(cat_4, -1, -2)
        expand_9: "f32[2, 4, 16, 16]" = torch.ops.aten.expand.default(transpose_12, [2, 4, 16, 16]);  transpose_12 = None
        clone_4: "f32[2, 4, 16, 16]" = torch.ops.aten.clone.default(expand_9, memory_format = torch.contiguous_format);  expand_9 = None
        _unsafe_view_4: "f32[8, 16, 16]" = torch.ops.aten._unsafe_view.default(clone_4, [8, 16, 16]);  clone_4 = None
        expand_10: "f32[2, 4, 16, 16]" = torch.ops.aten.expand.default(transpose_13, [2, 4, 16, 16]);  transpose_13 = None
        view_38: "f32[8, 16, 16]" = torch.ops.aten.view.default(expand_10, [8, 16, 16]);  expand_10 = None
        bmm_4: "f32[8, 16, 16]" = torch.ops.aten.bmm.default(_unsafe_view_4, view_38)
        view_39: "f32[2, 4, 16, 16]" = torch.ops.aten.view.default(bmm_4, [2, 4, 16, 16]);  bmm_4 = None
        mul_10: "f32[2, 4, 16, 16]" = torch.ops.aten.mul.Tensor(view_39, 0.25);  view_39 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:62 in eager_attention_forward, code: attn_weights = attn_weights + attention_mask
        add_14: "f32[2, 4, 16, 16]" = torch.ops.aten.add.Tensor(mul_10, where);  mul_10 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:64 in eager_attention_forward, code: attn_weights = nn.functional.softmax(attn_weights, dim=-1)
        _softmax_2: "f32[2, 4, 16, 16]" = torch.ops.aten._softmax.default(add_14, -1, False);  add_14 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:70 in eager_attention_forward, code: attn_output = torch.matmul(attn_weights, value)
        expand_11: "f32[2, 4, 16, 16]" = torch.ops.aten.expand.default(_softmax_2, [2, 4, 16, 16])
        view_40: "f32[8, 16, 16]" = torch.ops.aten.view.default(expand_11, [8, 16, 16]);  expand_11 = None
        expand_12: "f32[2, 4, 16, 16]" = torch.ops.aten.expand.default(cat_5, [2, 4, 16, 16])
        view_41: "f32[8, 16, 16]" = torch.ops.aten.view.default(expand_12, [8, 16, 16]);  expand_12 = None
        bmm_5: "f32[8, 16, 16]" = torch.ops.aten.bmm.default(view_40, view_41);  view_40 = None
        view_42: "f32[2, 4, 16, 16]" = torch.ops.aten.view.default(bmm_5, [2, 4, 16, 16]);  bmm_5 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:71 in eager_attention_forward, code: attn_output = attn_output.transpose(1, 2)
        transpose_14: "f32[2, 16, 4, 16]" = torch.ops.aten.transpose.int(view_42, 1, 2);  view_42 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:224 in forward, code: attn_output = attn_output.reshape(*attn_output.shape[:-2], -1).contiguous()
        clone_5: "f32[2, 16, 4, 16]" = torch.ops.aten.clone.default(transpose_14, memory_format = torch.contiguous_format);  transpose_14 = None
        _unsafe_view_5: "f32[2, 16, 64]" = torch.ops.aten._unsafe_view.default(clone_5, [2, 16, 64]);  clone_5 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_43: "f32[32, 64]" = torch.ops.aten.view.default(_unsafe_view_5, [-1, 64]);  _unsafe_view_5 = None
        addmm_9: "f32[32, 64]" = torch.ops.aten.addmm.default(primals_32, view_43, primals_33);  primals_32 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_44: "f32[2, 16, 64]" = torch.ops.aten.view.default(addmm_9, [2, 16, 64]);  addmm_9 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:285 in forward, code: hidden_states = attn_output + residual
        add_15: "f32[2, 16, 64]" = torch.ops.aten.add.Tensor(view_44, add_13);  view_44 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:307 in forward, code: hidden_states = self.ln_2(hidden_states)
        native_layer_norm_5 = torch.ops.aten.native_layer_norm.default(add_15, [64], primals_34, primals_35, 1e-05)
        getitem_24: "f32[2, 16, 64]" = native_layer_norm_5[0]
        getitem_25: "f32[2, 16, 1]" = native_layer_norm_5[1]
        getitem_26: "f32[2, 16, 1]" = native_layer_norm_5[2];  native_layer_norm_5 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_45: "f32[32, 64]" = torch.ops.aten.view.default(getitem_24, [-1, 64]);  getitem_24 = None
        addmm_10: "f32[32, 256]" = torch.ops.aten.addmm.default(primals_36, view_45, primals_37);  primals_36 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_46: "f32[2, 16, 256]" = torch.ops.aten.view.default(addmm_10, [2, 16, 256])

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/activations.py:66 in forward, code: return 0.5 * input * (1.0 + torch.tanh(math.sqrt(2.0 / math.pi) * (input + 0.044715 * torch.pow(input, 3.0))))
        mul_11: "f32[2, 16, 256]" = torch.ops.aten.mul.Tensor(view_46, 0.5)
        pow_3: "f32[2, 16, 256]" = torch.ops.aten.pow.Tensor_Scalar(view_46, 3.0)
        mul_12: "f32[2, 16, 256]" = torch.ops.aten.mul.Tensor(pow_3, 0.044715);  pow_3 = None
        add_16: "f32[2, 16, 256]" = torch.ops.aten.add.Tensor(view_46, mul_12);  view_46 = mul_12 = None
        mul_13: "f32[2, 16, 256]" = torch.ops.aten.mul.Tensor(add_16, 0.7978845608028654);  add_16 = None
        tanh_2: "f32[2, 16, 256]" = torch.ops.aten.tanh.default(mul_13);  mul_13 = None
        add_17: "f32[2, 16, 256]" = torch.ops.aten.add.Tensor(tanh_2, 1.0)
        mul_14: "f32[2, 16, 256]" = torch.ops.aten.mul.Tensor(mul_11, add_17);  mul_11 = add_17 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_47: "f32[32, 256]" = torch.ops.aten.view.default(mul_14, [-1, 256]);  mul_14 = None
        addmm_11: "f32[32, 64]" = torch.ops.aten.addmm.default(primals_38, view_47, primals_39);  primals_38 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_48: "f32[2, 16, 64]" = torch.ops.aten.view.default(addmm_11, [2, 16, 64]);  addmm_11 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:310 in forward, code: hidden_states = residual + feed_forward_hidden_states
        add_18: "f32[2, 16, 64]" = torch.ops.aten.add.Tensor(add_15, view_48);  view_48 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:276 in forward, code: hidden_states = self.ln_1(hidden_states)
        native_layer_norm_6 = torch.ops.aten.native_layer_norm.default(add_18, [64], primals_40, primals_41, 1e-05)
        getitem_27: "f32[2, 16, 64]" = native_layer_norm_6[0]
        getitem_28: "f32[2, 16, 1]" = native_layer_norm_6[1]
        getitem_29: "f32[2, 16, 1]" = native_layer_norm_6[2];  native_layer_norm_6 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_49: "f32[32, 64]" = torch.ops.aten.view.default(getitem_27, [-1, 64]);  getitem_27 = None
        addmm_12: "f32[32, 192]" = torch.ops.aten.addmm.default(primals_42, view_49, primals_43);  primals_42 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_50: "f32[2, 16, 192]" = torch.ops.aten.view.default(addmm_12, [2, 16, 192]);  addmm_12 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:187 in forward, code: query_states, key_states, value_states = self.c_attn(hidden_states).split(self.split_size, dim=2)
        split_3 = torch.ops.aten.split.Tensor(view_50, 64, 2);  view_50 = None
        getitem_30: "f32[2, 16, 64]" = split_3[0]
        getitem_31: "f32[2, 16, 64]" = split_3[1]
        getitem_32: "f32[2, 16, 64]" = split_3[2];  split_3 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:189 in forward, code: key_states = key_states.view(shape_kv).transpose(1, 2)
        view_51: "f32[2, 16, 4, 16]" = torch.ops.aten.view.default(getitem_31, [2, 16, -1, 16]);  getitem_31 = None
        transpose_15: "f32[2, 4, 16, 16]" = torch.ops.aten.transpose.int(view_51, 1, 2);  view_51 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:190 in forward, code: value_states = value_states.view(shape_kv).transpose(1, 2)
        view_52: "f32[2, 16, 4, 16]" = torch.ops.aten.view.default(getitem_32, [2, 16, -1, 16]);  getitem_32 = None
        transpose_16: "f32[2, 4, 16, 16]" = torch.ops.aten.transpose.int(view_52, 1, 2);  view_52 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:193 in forward, code: query_states = query_states.view(shape_q).transpose(1, 2)
        view_53: "f32[2, 16, 4, 16]" = torch.ops.aten.view.default(getitem_30, [2, 16, -1, 16]);  getitem_30 = None
        transpose_17: "f32[2, 4, 16, 16]" = torch.ops.aten.transpose.int(view_53, 1, 2);  view_53 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/cache_utils.py:115 in lazy_initialization, code: self.keys = torch.tensor([], dtype=key_states.dtype, device=self.device)
        _tensor_constant6: "f32[0]" = self._tensor_constant6
        lift_fresh_copy_6: "f32[0]" = torch.ops.aten.lift_fresh_copy.default(_tensor_constant6);  _tensor_constant6 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/cache_utils.py:116 in lazy_initialization, code: self.values = torch.tensor([], dtype=value_states.dtype, device=self.device)
        _tensor_constant7: "f32[0]" = self._tensor_constant7
        lift_fresh_copy_7: "f32[0]" = torch.ops.aten.lift_fresh_copy.default(_tensor_constant7);  _tensor_constant7 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/cache_utils.py:136 in update, code: self.keys = torch.cat([self.keys, key_states], dim=-2)
        cat_6: "f32[2, 4, 16, 16]" = torch.ops.aten.cat.default([lift_fresh_copy_6, transpose_15], -2);  lift_fresh_copy_6 = transpose_15 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/cache_utils.py:137 in update, code: self.values = torch.cat([self.values, value_states], dim=-2)
        cat_7: "f32[2, 4, 16, 16]" = torch.ops.aten.cat.default([lift_fresh_copy_7, transpose_16], -2);  lift_fresh_copy_7 = transpose_16 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:59 in eager_attention_forward, code: attn_weights = torch.matmul(query, key.transpose(-1, -2)) * scaling
        transpose_18: "f32[2, 4, 16, 16]" = torch.ops.aten.transpose.int(cat_6, -1, -2)
        expand_13: "f32[2, 4, 16, 16]" = torch.ops.aten.expand.default(transpose_17, [2, 4, 16, 16]);  transpose_17 = None
        clone_6: "f32[2, 4, 16, 16]" = torch.ops.aten.clone.default(expand_13, memory_format = torch.contiguous_format);  expand_13 = None
        _unsafe_view_6: "f32[8, 16, 16]" = torch.ops.aten._unsafe_view.default(clone_6, [8, 16, 16]);  clone_6 = None
        expand_14: "f32[2, 4, 16, 16]" = torch.ops.aten.expand.default(transpose_18, [2, 4, 16, 16]);  transpose_18 = None
        view_54: "f32[8, 16, 16]" = torch.ops.aten.view.default(expand_14, [8, 16, 16]);  expand_14 = None
        bmm_6: "f32[8, 16, 16]" = torch.ops.aten.bmm.default(_unsafe_view_6, view_54)
        view_55: "f32[2, 4, 16, 16]" = torch.ops.aten.view.default(bmm_6, [2, 4, 16, 16]);  bmm_6 = None
        mul_15: "f32[2, 4, 16, 16]" = torch.ops.aten.mul.Tensor(view_55, 0.25);  view_55 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:62 in eager_attention_forward, code: attn_weights = attn_weights + attention_mask
        add_19: "f32[2, 4, 16, 16]" = torch.ops.aten.add.Tensor(mul_15, where);  mul_15 = where = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:64 in eager_attention_forward, code: attn_weights = nn.functional.softmax(attn_weights, dim=-1)
        _softmax_3: "f32[2, 4, 16, 16]" = torch.ops.aten._softmax.default(add_19, -1, False);  add_19 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:70 in eager_attention_forward, code: attn_output = torch.matmul(attn_weights, value)
        expand_15: "f32[2, 4, 16, 16]" = torch.ops.aten.expand.default(_softmax_3, [2, 4, 16, 16])
        view_56: "f32[8, 16, 16]" = torch.ops.aten.view.default(expand_15, [8, 16, 16]);  expand_15 = None
        expand_16: "f32[2, 4, 16, 16]" = torch.ops.aten.expand.default(cat_7, [2, 4, 16, 16])
        view_57: "f32[8, 16, 16]" = torch.ops.aten.view.default(expand_16, [8, 16, 16]);  expand_16 = None
        bmm_7: "f32[8, 16, 16]" = torch.ops.aten.bmm.default(view_56, view_57);  view_56 = None
        view_58: "f32[2, 4, 16, 16]" = torch.ops.aten.view.default(bmm_7, [2, 4, 16, 16]);  bmm_7 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:71 in eager_attention_forward, code: attn_output = attn_output.transpose(1, 2)
        transpose_19: "f32[2, 16, 4, 16]" = torch.ops.aten.transpose.int(view_58, 1, 2);  view_58 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:224 in forward, code: attn_output = attn_output.reshape(*attn_output.shape[:-2], -1).contiguous()
        clone_7: "f32[2, 16, 4, 16]" = torch.ops.aten.clone.default(transpose_19, memory_format = torch.contiguous_format);  transpose_19 = None
        _unsafe_view_7: "f32[2, 16, 64]" = torch.ops.aten._unsafe_view.default(clone_7, [2, 16, 64]);  clone_7 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_59: "f32[32, 64]" = torch.ops.aten.view.default(_unsafe_view_7, [-1, 64]);  _unsafe_view_7 = None
        addmm_13: "f32[32, 64]" = torch.ops.aten.addmm.default(primals_44, view_59, primals_45);  primals_44 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_60: "f32[2, 16, 64]" = torch.ops.aten.view.default(addmm_13, [2, 16, 64]);  addmm_13 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:285 in forward, code: hidden_states = attn_output + residual
        add_20: "f32[2, 16, 64]" = torch.ops.aten.add.Tensor(view_60, add_18);  view_60 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:307 in forward, code: hidden_states = self.ln_2(hidden_states)
        native_layer_norm_7 = torch.ops.aten.native_layer_norm.default(add_20, [64], primals_46, primals_47, 1e-05)
        getitem_33: "f32[2, 16, 64]" = native_layer_norm_7[0]
        getitem_34: "f32[2, 16, 1]" = native_layer_norm_7[1]
        getitem_35: "f32[2, 16, 1]" = native_layer_norm_7[2];  native_layer_norm_7 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_61: "f32[32, 64]" = torch.ops.aten.view.default(getitem_33, [-1, 64]);  getitem_33 = None
        addmm_14: "f32[32, 256]" = torch.ops.aten.addmm.default(primals_48, view_61, primals_49);  primals_48 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_62: "f32[2, 16, 256]" = torch.ops.aten.view.default(addmm_14, [2, 16, 256])

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/activations.py:66 in forward, code: return 0.5 * input * (1.0 + torch.tanh(math.sqrt(2.0 / math.pi) * (input + 0.044715 * torch.pow(input, 3.0))))
        mul_16: "f32[2, 16, 256]" = torch.ops.aten.mul.Tensor(view_62, 0.5)
        pow_4: "f32[2, 16, 256]" = torch.ops.aten.pow.Tensor_Scalar(view_62, 3.0)
        mul_17: "f32[2, 16, 256]" = torch.ops.aten.mul.Tensor(pow_4, 0.044715);  pow_4 = None
        add_21: "f32[2, 16, 256]" = torch.ops.aten.add.Tensor(view_62, mul_17);  view_62 = mul_17 = None
        mul_18: "f32[2, 16, 256]" = torch.ops.aten.mul.Tensor(add_21, 0.7978845608028654);  add_21 = None
        tanh_3: "f32[2, 16, 256]" = torch.ops.aten.tanh.default(mul_18);  mul_18 = None
        add_22: "f32[2, 16, 256]" = torch.ops.aten.add.Tensor(tanh_3, 1.0)
        mul_19: "f32[2, 16, 256]" = torch.ops.aten.mul.Tensor(mul_16, add_22);  mul_16 = add_22 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_63: "f32[32, 256]" = torch.ops.aten.view.default(mul_19, [-1, 256]);  mul_19 = None
        addmm_15: "f32[32, 64]" = torch.ops.aten.addmm.default(primals_50, view_63, primals_51);  primals_50 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        view_64: "f32[2, 16, 64]" = torch.ops.aten.view.default(addmm_15, [2, 16, 64]);  addmm_15 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:310 in forward, code: hidden_states = residual + feed_forward_hidden_states
        add_23: "f32[2, 16, 64]" = torch.ops.aten.add.Tensor(add_20, view_64);  view_64 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:619 in forward, code: hidden_states = self.ln_f(hidden_states)
        native_layer_norm_8 = torch.ops.aten.native_layer_norm.default(add_23, [64], primals_52, primals_53, 1e-05)
        getitem_36: "f32[2, 16, 64]" = native_layer_norm_8[0]
        getitem_37: "f32[2, 16, 1]" = native_layer_norm_8[1]
        getitem_38: "f32[2, 16, 1]" = native_layer_norm_8[2];  native_layer_norm_8 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:621 in forward, code: hidden_states = hidden_states.view(output_shape)
        view_65: "f32[2, 16, 64]" = torch.ops.aten.view.default(getitem_36, [-1, 16, 64]);  getitem_36 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/modeling_utils.py:5198 in slice_logits_to_keep, code: return hidden_states[:, logits_to_keep, :]
        alias: "f32[2, 16, 64]" = torch.ops.aten.alias.default(view_65);  view_65 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:698 in forward, code: logits = self.lm_head(hidden_states)
        t: "f32[64, 128]" = torch.ops.aten.t.default(primals_2)
        view_66: "f32[32, 64]" = torch.ops.aten.view.default(alias, [32, 64]);  alias = None
        mm: "f32[32, 128]" = torch.ops.aten.mm.default(view_66, t);  t = None
        _unsafe_view_8: "f32[2, 16, 128]" = torch.ops.aten._unsafe_view.default(mm, [2, 16, 128]);  mm = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        t_6: "f32[256, 32]" = torch.ops.aten.t.default(view_63);  view_63 = None
        t_8: "f32[64, 32]" = torch.ops.aten.t.default(view_61);  view_61 = None
        t_10: "f32[64, 32]" = torch.ops.aten.t.default(view_59);  view_59 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:70 in eager_attention_forward, code: attn_output = torch.matmul(attn_weights, value)
        transpose_22: "f32[8, 16, 16]" = torch.ops.aten.transpose.int(view_57, 1, 2);  view_57 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:59 in eager_attention_forward, code: attn_weights = torch.matmul(query, key.transpose(-1, -2)) * scaling
        transpose_23: "f32[8, 16, 16]" = torch.ops.aten.transpose.int(_unsafe_view_6, 1, 2);  _unsafe_view_6 = None
        transpose_24: "f32[8, 16, 16]" = torch.ops.aten.transpose.int(view_54, 1, 2);  view_54 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        t_12: "f32[64, 32]" = torch.ops.aten.t.default(view_49);  view_49 = None
        t_14: "f32[256, 32]" = torch.ops.aten.t.default(view_47);  view_47 = None
        t_16: "f32[64, 32]" = torch.ops.aten.t.default(view_45);  view_45 = None
        t_18: "f32[64, 32]" = torch.ops.aten.t.default(view_43);  view_43 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:70 in eager_attention_forward, code: attn_output = torch.matmul(attn_weights, value)
        transpose_31: "f32[8, 16, 16]" = torch.ops.aten.transpose.int(view_41, 1, 2);  view_41 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:59 in eager_attention_forward, code: attn_weights = torch.matmul(query, key.transpose(-1, -2)) * scaling
        transpose_32: "f32[8, 16, 16]" = torch.ops.aten.transpose.int(_unsafe_view_4, 1, 2);  _unsafe_view_4 = None
        transpose_33: "f32[8, 16, 16]" = torch.ops.aten.transpose.int(view_38, 1, 2);  view_38 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        t_20: "f32[64, 32]" = torch.ops.aten.t.default(view_33);  view_33 = None
        t_22: "f32[256, 32]" = torch.ops.aten.t.default(view_31);  view_31 = None
        t_24: "f32[64, 32]" = torch.ops.aten.t.default(view_29);  view_29 = None
        t_26: "f32[64, 32]" = torch.ops.aten.t.default(view_27);  view_27 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:70 in eager_attention_forward, code: attn_output = torch.matmul(attn_weights, value)
        transpose_40: "f32[8, 16, 16]" = torch.ops.aten.transpose.int(view_25, 1, 2);  view_25 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:59 in eager_attention_forward, code: attn_weights = torch.matmul(query, key.transpose(-1, -2)) * scaling
        transpose_41: "f32[8, 16, 16]" = torch.ops.aten.transpose.int(_unsafe_view_2, 1, 2);  _unsafe_view_2 = None
        transpose_42: "f32[8, 16, 16]" = torch.ops.aten.transpose.int(view_22, 1, 2);  view_22 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        t_28: "f32[64, 32]" = torch.ops.aten.t.default(view_17);  view_17 = None
        t_30: "f32[256, 32]" = torch.ops.aten.t.default(view_15);  view_15 = None
        t_32: "f32[64, 32]" = torch.ops.aten.t.default(view_13);  view_13 = None
        t_34: "f32[64, 32]" = torch.ops.aten.t.default(view_11);  view_11 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:70 in eager_attention_forward, code: attn_output = torch.matmul(attn_weights, value)
        transpose_49: "f32[8, 16, 16]" = torch.ops.aten.transpose.int(view_9, 1, 2);  view_9 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:59 in eager_attention_forward, code: attn_weights = torch.matmul(query, key.transpose(-1, -2)) * scaling
        transpose_50: "f32[8, 16, 16]" = torch.ops.aten.transpose.int(_unsafe_view, 1, 2);  _unsafe_view = None
        transpose_51: "f32[8, 16, 16]" = torch.ops.aten.transpose.int(view_6, 1, 2);  view_6 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        t_36: "f32[64, 32]" = torch.ops.aten.t.default(view_1);  view_1 = None
        return (cat_1, cat, cat_3, cat_2, cat_5, cat_4, cat_7, cat_6, _unsafe_view_8, primals_2, primals_4, primals_5, primals_7, primals_9, primals_10, primals_11, primals_13, primals_15, primals_16, primals_17, primals_19, primals_21, primals_22, primals_23, primals_25, primals_27, primals_28, primals_29, primals_31, primals_33, primals_34, primals_35, primals_37, primals_39, primals_40, primals_41, primals_43, primals_45, primals_46, primals_47, primals_49, primals_51, primals_52, primals_53, view, unsqueeze, add_1, getitem_1, getitem_2, _softmax, add_5, getitem_7, getitem_8, addmm_2, tanh, add_8, getitem_10, getitem_11, _softmax_1, add_10, getitem_16, getitem_17, addmm_6, tanh_1, add_13, getitem_19, getitem_20, _softmax_2, add_15, getitem_25, getitem_26, addmm_10, tanh_2, add_18, getitem_28, getitem_29, _softmax_3, add_20, getitem_34, getitem_35, addmm_14, tanh_3, add_23, getitem_37, getitem_38, view_66, t_6, t_8, t_10, transpose_22, transpose_23, transpose_24, t_12, t_14, t_16, t_18, transpose_31, transpose_32, transpose_33, t_20, t_22, t_24, t_26, transpose_40, transpose_41, transpose_42, t_28, t_30, t_32, t_34, transpose_49, transpose_50, transpose_51, t_36)
