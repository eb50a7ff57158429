from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "i64[2, 16]", primals_2: "f32[128, 64]", primals_3: "f32[8]", primals_4: "f32[64]", primals_5: "f32[64, 64]", primals_6: "f32[32, 64]", primals_7: "f32[32, 64]", primals_8: "f32[64, 64]", primals_9: "f32[64]", primals_10: "f32[128, 64]", primals_11: "f32[128, 64]", primals_12: "f32[64, 128]", primals_13: "f32[64]", primals_14: "f32[64, 64]", primals_15: "f32[32, 64]", primals_16: "f32[32, 64]", primals_17: "f32[64, 64]", primals_18: "f32[64]", primals_19: "f32[128, 64]", primals_20: "f32[128, 64]", primals_21: "f32[64, 128]", primals_22: "f32[64]", primals_23: "f32[128, 64]"):
        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:372 in forward, code: inputs_embeds: torch.Tensor = self.embed_tokens(input_ids)
        embedding: "f32[2, 16, 64]" = torch.ops.aten.embedding.default(primals_2, primals_1);  primals_2 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:379 in forward, code: position_ids = torch.arange(inputs_embeds.shape[1], device=inputs_embeds.device) + past_seen_tokens
        arange: "i64[16]" = torch.ops.aten.arange.default(16, device = device(type='cpu'), pin_memory = False)
        add: "i64[16]" = torch.ops.aten.add.Tensor(arange, 0);  arange = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:380 in forward, code: position_ids = position_ids.unsqueeze(0)
        unsqueeze: "i64[1, 16]" = torch.ops.aten.unsqueeze.default(add, 0);  add = None

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

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:111 in forward, code: freqs = position_ids[..., None].float() * self.inv_freq.to(device=x.device, dtype=torch.float)
        unsqueeze_7: "i64[1, 16, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze, 2);  unsqueeze = None
        _to_copy: "f32[1, 16, 1]" = torch.ops.aten._to_copy.default(unsqueeze_7, dtype = torch.float32);  unsqueeze_7 = None
        mul: "f32[1, 16, 8]" = torch.ops.aten.mul.Tensor(_to_copy, primals_3);  _to_copy = primals_3 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:112 in forward, code: emb = torch.cat((freqs, freqs), dim=-1)
        cat: "f32[1, 16, 16]" = torch.ops.aten.cat.default([mul, mul], -1);  mul = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:113 in forward, code: cos = emb.cos() * self.attention_scaling
        cos: "f32[1, 16, 16]" = torch.ops.aten.cos.default(cat)
        mul_1: "f32[1, 16, 16]" = torch.ops.aten.mul.Tensor(cos, 1.0);  cos = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:114 in forward, code: sin = emb.sin() * self.attention_scaling
        sin: "f32[1, 16, 16]" = torch.ops.aten.sin.default(cat)
        mul_2: "f32[1, 16, 16]" = torch.ops.aten.mul.Tensor(sin, 1.0);  sin = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:65 in forward, code: variance = hidden_states.pow(2).mean(-1, keepdim=True)
        pow_1: "f32[2, 16, 64]" = torch.ops.aten.pow.Tensor_Scalar(embedding, 2)
        mean: "f32[2, 16, 1]" = torch.ops.aten.mean.dim(pow_1, [-1], True);  pow_1 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:66 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        add_3: "f32[2, 16, 1]" = torch.ops.aten.add.Tensor(mean, 1e-06);  mean = None
        rsqrt: "f32[2, 16, 1]" = torch.ops.aten.rsqrt.default(add_3);  add_3 = None
        mul_3: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(embedding, rsqrt)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:67 in forward, code: return self.weight * hidden_states.to(input_dtype)
        mul_4: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(primals_4, mul_3);  mul_3 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:244 in forward, code: query_states = self.q_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        t: "f32[64, 64]" = torch.ops.aten.t.default(primals_5)
        view: "f32[32, 64]" = torch.ops.aten.view.default(mul_4, [32, 64]);  mul_4 = None
        mm: "f32[32, 64]" = torch.ops.aten.mm.default(view, t);  t = None
        _unsafe_view: "f32[2, 16, 64]" = torch.ops.aten._unsafe_view.default(mm, [2, 16, 64]);  mm = None
        view_1: "f32[2, 16, 4, 16]" = torch.ops.aten.view.default(_unsafe_view, [2, 16, -1, 16]);  _unsafe_view = None
        transpose: "f32[2, 4, 16, 16]" = torch.ops.aten.transpose.int(view_1, 1, 2);  view_1 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:245 in forward, code: key_states = self.k_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        t_1: "f32[64, 32]" = torch.ops.aten.t.default(primals_6)
        mm_1: "f32[32, 32]" = torch.ops.aten.mm.default(view, t_1);  t_1 = None
        _unsafe_view_1: "f32[2, 16, 32]" = torch.ops.aten._unsafe_view.default(mm_1, [2, 16, 32]);  mm_1 = None
        view_3: "f32[2, 16, 2, 16]" = torch.ops.aten.view.default(_unsafe_view_1, [2, 16, -1, 16]);  _unsafe_view_1 = None
        transpose_1: "f32[2, 2, 16, 16]" = torch.ops.aten.transpose.int(view_3, 1, 2);  view_3 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:246 in forward, code: value_states = self.v_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        t_2: "f32[64, 32]" = torch.ops.aten.t.default(primals_7)
        mm_2: "f32[32, 32]" = torch.ops.aten.mm.default(view, t_2);  t_2 = None
        _unsafe_view_2: "f32[2, 16, 32]" = torch.ops.aten._unsafe_view.default(mm_2, [2, 16, 32]);  mm_2 = None
        view_5: "f32[2, 16, 2, 16]" = torch.ops.aten.view.default(_unsafe_view_2, [2, 16, -1, 16]);  _unsafe_view_2 = None
        transpose_2: "f32[2, 2, 16, 16]" = torch.ops.aten.transpose.int(view_5, 1, 2);  view_5 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:145 in apply_rotary_pos_emb, code: cos = cos.unsqueeze(unsqueeze_dim)
        unsqueeze_8: "f32[1, 1, 16, 16]" = torch.ops.aten.unsqueeze.default(mul_1, 1);  mul_1 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:146 in apply_rotary_pos_emb, code: sin = sin.unsqueeze(unsqueeze_dim)
        unsqueeze_9: "f32[1, 1, 16, 16]" = torch.ops.aten.unsqueeze.default(mul_2, 1);  mul_2 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:147 in apply_rotary_pos_emb, code: q_embed = (q * cos) + (rotate_half(q) * sin)
        mul_5: "f32[2, 4, 16, 16]" = torch.ops.aten.mul.Tensor(transpose, unsqueeze_8)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:121 in rotate_half, code: x1 = x[..., : x.shape[-1] // 2]
        slice_1: "f32[2, 4, 16, 8]" = torch.ops.aten.slice.Tensor(transpose, 3, 0, 8)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:122 in rotate_half, code: x2 = x[..., x.shape[-1] // 2 :]
        slice_2: "f32[2, 4, 16, 8]" = torch.ops.aten.slice.Tensor(transpose, 3, 8, 9223372036854775807);  transpose = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:123 in rotate_half, code: return torch.cat((-x2, x1), dim=-1)
        neg: "f32[2, 4, 16, 8]" = torch.ops.aten.neg.default(slice_2);  slice_2 = None
        cat_1: "f32[2, 4, 16, 16]" = torch.ops.aten.cat.default([neg, slice_1], -1);  neg = slice_1 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:147 in apply_rotary_pos_emb, code: q_embed = (q * cos) + (rotate_half(q) * sin)
        mul_6: "f32[2, 4, 16, 16]" = torch.ops.aten.mul.Tensor(cat_1, unsqueeze_9);  cat_1 = None
        add_4: "f32[2, 4, 16, 16]" = torch.ops.aten.add.Tensor(mul_5, mul_6);  mul_5 = mul_6 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:148 in apply_rotary_pos_emb, code: k_embed = (k * cos) + (rotate_half(k) * sin)
        mul_7: "f32[2, 2, 16, 16]" = torch.ops.aten.mul.Tensor(transpose_1, unsqueeze_8)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:121 in rotate_half, code: x1 = x[..., : x.shape[-1] // 2]
        slice_3: "f32[2, 2, 16, 8]" = torch.ops.aten.slice.Tensor(transpose_1, 3, 0, 8)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:122 in rotate_half, code: x2 = x[..., x.shape[-1] // 2 :]
        slice_4: "f32[2, 2, 16, 8]" = torch.ops.aten.slice.Tensor(transpose_1, 3, 8, 9223372036854775807);  transpose_1 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:123 in rotate_half, code: return torch.cat((-x2, x1), dim=-1)
        neg_1: "f32[2, 2, 16, 8]" = torch.ops.aten.neg.default(slice_4);  slice_4 = None
        cat_2: "f32[2, 2, 16, 16]" = torch.ops.aten.cat.default([neg_1, slice_3], -1);  neg_1 = slice_3 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:148 in apply_rotary_pos_emb, code: k_embed = (k * cos) + (rotate_half(k) * sin)
        mul_8: "f32[2, 2, 16, 16]" = torch.ops.aten.mul.Tensor(cat_2, unsqueeze_9);  cat_2 = None
        add_5: "f32[2, 2, 16, 16]" = torch.ops.aten.add.Tensor(mul_7, mul_8);  mul_7 = mul_8 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/cache_utils.py:115 in lazy_initialization, code: self.keys = torch.tensor([], dtype=key_states.dtype, device=self.device)
        _tensor_constant0: "f32[0]" = self._tensor_constant0
        lift_fresh_copy: "f32[0]" = torch.ops.aten.lift_fresh_copy.default(_tensor_constant0);  _tensor_constant0 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/cache_utils.py:116 in lazy_initialization, code: self.values = torch.tensor([], dtype=value_states.dtype, device=self.device)
        _tensor_constant1: "f32[0]" = self._tensor_constant1
        lift_fresh_copy_1: "f32[0]" = torch.ops.aten.lift_fresh_copy.default(_tensor_constant1);  _tensor_constant1 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/cache_utils.py:136 in update, code: self.keys = torch.cat([self.keys, key_states], dim=-2)
        cat_3: "f32[2, 2, 16, 16]" = torch.ops.aten.cat.default([lift_fresh_copy, add_5], -2);  lift_fresh_copy = add_5 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/cache_utils.py:137 in update, code: self.values = torch.cat([self.values, value_states], dim=-2)
        cat_4: "f32[2, 2, 16, 16]" = torch.ops.aten.cat.default([lift_fresh_copy_1, transpose_2], -2);  lift_fresh_copy_1 = transpose_2 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:176 in repeat_kv, code: hidden_states = hidden_states[:, :, None, :, :].expand(batch, num_key_value_heads, n_rep, slen, head_dim)
        unsqueeze_10: "f32[2, 2, 1, 16, 16]" = torch.ops.aten.unsqueeze.default(cat_3, 2)
        expand_1: "f32[2, 2, 2, 16, 16]" = torch.ops.aten.expand.default(unsqueeze_10, [2, 2, 2, 16, 16]);  unsqueeze_10 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:177 in repeat_kv, code: return hidden_states.reshape(batch, num_key_value_heads * n_rep, slen, head_dim)
        clone: "f32[2, 2, 2, 16, 16]" = torch.ops.aten.clone.default(expand_1, memory_format = torch.contiguous_format);  expand_1 = None
        _unsafe_view_3: "f32[2, 4, 16, 16]" = torch.ops.aten._unsafe_view.default(clone, [2, 4, 16, 16]);  clone = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:176 in repeat_kv, code: hidden_states = hidden_states[:, :, None, :, :].expand(batch, num_key_value_heads, n_rep, slen, head_dim)
        unsqueeze_11: "f32[2, 2, 1, 16, 16]" = torch.ops.aten.unsqueeze.default(cat_4, 2)
        expand_2: "f32[2, 2, 2, 16, 16]" = torch.ops.aten.expand.default(unsqueeze_11, [2, 2, 2, 16, 16]);  unsqueeze_11 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:177 in repeat_kv, code: return hidden_states.reshape(batch, num_key_value_heads * n_rep, slen, head_dim)
        clone_1: "f32[2, 2, 2, 16, 16]" = torch.ops.aten.clone.default(expand_2, memory_format = torch.contiguous_format);  expand_2 = None
        _unsafe_view_4: "f32[2, 4, 16, 16]" = torch.ops.aten._unsafe_view.default(clone_1, [2, 4, 16, 16]);  clone_1 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:193 in eager_attention_forward, code: attn_weights = torch.matmul(query, key_states.transpose(2, 3)) * scaling
        transpose_3: "f32[2, 4, 16, 16]" = torch.ops.aten.transpose.int(_unsafe_view_3, 2, 3);  _unsafe_view_3 = None
        expand_3: "f32[2, 4, 16, 16]" = torch.ops.aten.expand.default(add_4, [2, 4, 16, 16]);  add_4 = None
        clone_2: "f32[2, 4, 16, 16]" = torch.ops.aten.clone.default(expand_3, memory_format = torch.contiguous_format);  expand_3 = None
        _unsafe_view_5: "f32[8, 16, 16]" = torch.ops.aten._unsafe_view.default(clone_2, [8, 16, 16]);  clone_2 = None
        expand_4: "f32[2, 4, 16, 16]" = torch.ops.aten.expand.default(transpose_3, [2, 4, 16, 16]);  transpose_3 = None
        view_6: "f32[8, 16, 16]" = torch.ops.aten.view.default(expand_4, [8, 16, 16]);  expand_4 = None
        bmm: "f32[8, 16, 16]" = torch.ops.aten.bmm.default(_unsafe_view_5, view_6)
        view_7: "f32[2, 4, 16, 16]" = torch.ops.aten.view.default(bmm, [2, 4, 16, 16]);  bmm = None
        mul_9: "f32[2, 4, 16, 16]" = torch.ops.aten.mul.Tensor(view_7, 0.25);  view_7 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:195 in eager_attention_forward, code: attn_weights = attn_weights + attention_mask
        add_6: "f32[2, 4, 16, 16]" = torch.ops.aten.add.Tensor(mul_9, where);  mul_9 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:197 in eager_attention_forward, code: attn_weights = nn.functional.softmax(attn_weights, dim=-1, dtype=torch.float32).to(query.dtype)
        _softmax: "f32[2, 4, 16, 16]" = torch.ops.aten._softmax.default(add_6, -1, False);  add_6 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:199 in eager_attention_forward, code: attn_output = torch.matmul(attn_weights, value_states)
        expand_5: "f32[2, 4, 16, 16]" = torch.ops.aten.expand.default(_softmax, [2, 4, 16, 16])
        view_8: "f32[8, 16, 16]" = torch.ops.aten.view.default(expand_5, [8, 16, 16]);  expand_5 = None
        expand_6: "f32[2, 4, 16, 16]" = torch.ops.aten.expand.default(_unsafe_view_4, [2, 4, 16, 16]);  _unsafe_view_4 = None
        view_9: "f32[8, 16, 16]" = torch.ops.aten.view.default(expand_6, [8, 16, 16]);  expand_6 = None
        bmm_1: "f32[8, 16, 16]" = torch.ops.aten.bmm.default(view_8, view_9);  view_8 = None
        view_10: "f32[2, 4, 16, 16]" = torch.ops.aten.view.default(bmm_1, [2, 4, 16, 16]);  bmm_1 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:200 in eager_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        transpose_4: "f32[2, 16, 4, 16]" = torch.ops.aten.transpose.int(view_10, 1, 2);  view_10 = None
        clone_3: "f32[2, 16, 4, 16]" = torch.ops.aten.clone.default(transpose_4, memory_format = torch.contiguous_format);  transpose_4 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:269 in forward, code: attn_output = attn_output.reshape(*input_shape, -1).contiguous()
        view_11: "f32[2, 16, 64]" = torch.ops.aten.view.default(clone_3, [2, 16, -1]);  clone_3 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:270 in forward, code: attn_output = self.o_proj(attn_output)
        t_3: "f32[64, 64]" = torch.ops.aten.t.default(primals_8)
        view_12: "f32[32, 64]" = torch.ops.aten.view.default(view_11, [32, 64]);  view_11 = None
        mm_3: "f32[32, 64]" = torch.ops.aten.mm.default(view_12, t_3);  t_3 = None
        _unsafe_view_6: "f32[2, 16, 64]" = torch.ops.aten._unsafe_view.default(mm_3, [2, 16, 64])

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:308 in forward, code: hidden_states = residual + hidden_states
        add_7: "f32[2, 16, 64]" = torch.ops.aten.add.Tensor(embedding, _unsafe_view_6);  _unsafe_view_6 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:65 in forward, code: variance = hidden_states.pow(2).mean(-1, keepdim=True)
        pow_2: "f32[2, 16, 64]" = torch.ops.aten.pow.Tensor_Scalar(add_7, 2)
        mean_1: "f32[2, 16, 1]" = torch.ops.aten.mean.dim(pow_2, [-1], True);  pow_2 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:66 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        add_8: "f32[2, 16, 1]" = torch.ops.aten.add.Tensor(mean_1, 1e-06);  mean_1 = None
        rsqrt_1: "f32[2, 16, 1]" = torch.ops.aten.rsqrt.default(add_8);  add_8 = None
        mul_10: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(add_7, rsqrt_1)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:67 in forward, code: return self.weight * hidden_states.to(input_dtype)
        mul_11: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(primals_9, mul_10);  mul_10 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:164 in forward, code: down_proj = self.down_proj(self.act_fn(self.gate_proj(x)) * self.up_proj(x))
        t_4: "f32[64, 128]" = torch.ops.aten.t.default(primals_10)
        view_13: "f32[32, 64]" = torch.ops.aten.view.default(mul_11, [32, 64]);  mul_11 = None
        mm_4: "f32[32, 128]" = torch.ops.aten.mm.default(view_13, t_4);  t_4 = None
        _unsafe_view_7: "f32[2, 16, 128]" = torch.ops.aten._unsafe_view.default(mm_4, [2, 16, 128])

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/activations.py:103 in forward, code: return nn.functional.silu(input)
        silu: "f32[2, 16, 128]" = torch.ops.aten.silu.default(_unsafe_view_7);  _unsafe_view_7 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:164 in forward, code: down_proj = self.down_proj(self.act_fn(self.gate_proj(x)) * self.up_proj(x))
        t_5: "f32[64, 128]" = torch.ops.aten.t.default(primals_11)
        mm_5: "f32[32, 128]" = torch.ops.aten.mm.default(view_13, t_5);  t_5 = None
        _unsafe_view_8: "f32[2, 16, 128]" = torch.ops.aten._unsafe_view.default(mm_5, [2, 16, 128])
        mul_12: "f32[2, 16, 128]" = torch.ops.aten.mul.Tensor(silu, _unsafe_view_8);  silu = _unsafe_view_8 = None
        t_6: "f32[128, 64]" = torch.ops.aten.t.default(primals_12)
        view_15: "f32[32, 128]" = torch.ops.aten.view.default(mul_12, [32, 128]);  mul_12 = None
        mm_6: "f32[32, 64]" = torch.ops.aten.mm.default(view_15, t_6);  t_6 = None
        _unsafe_view_9: "f32[2, 16, 64]" = torch.ops.aten._unsafe_view.default(mm_6, [2, 16, 64]);  mm_6 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:314 in forward, code: hidden_states = residual + hidden_states
        add_9: "f32[2, 16, 64]" = torch.ops.aten.add.Tensor(add_7, _unsafe_view_9);  add_7 = _unsafe_view_9 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:65 in forward, code: variance = hidden_states.pow(2).mean(-1, keepdim=True)
        pow_3: "f32[2, 16, 64]" = torch.ops.aten.pow.Tensor_Scalar(add_9, 2)
        mean_2: "f32[2, 16, 1]" = torch.ops.aten.mean.dim(pow_3, [-1], True);  pow_3 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:66 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        add_10: "f32[2, 16, 1]" = torch.ops.aten.add.Tensor(mean_2, 1e-06);  mean_2 = None
        rsqrt_2: "f32[2, 16, 1]" = torch.ops.aten.rsqrt.default(add_10);  add_10 = None
        mul_13: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(add_9, rsqrt_2)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:67 in forward, code: return self.weight * hidden_states.to(input_dtype)
        mul_14: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(primals_13, mul_13);  mul_13 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:244 in forward, code: query_states = self.q_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        t_7: "f32[64, 64]" = torch.ops.aten.t.default(primals_14)
        view_16: "f32[32, 64]" = torch.ops.aten.view.default(mul_14, [32, 64]);  mul_14 = None
        mm_7: "f32[32, 64]" = torch.ops.aten.mm.default(view_16, t_7);  t_7 = None
        _unsafe_view_10: "f32[2, 16, 64]" = torch.ops.aten._unsafe_view.default(mm_7, [2, 16, 64]);  mm_7 = None
        view_17: "f32[2, 16, 4, 16]" = torch.ops.aten.view.default(_unsafe_view_10, [2, 16, -1, 16]);  _unsafe_view_10 = None
        transpose_5: "f32[2, 4, 16, 16]" = torch.ops.aten.transpose.int(view_17, 1, 2);  view_17 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:245 in forward, code: key_states = self.k_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        t_8: "f32[64, 32]" = torch.ops.aten.t.default(primals_15)
        mm_8: "f32[32, 32]" = torch.ops.aten.mm.default(view_16, t_8);  t_8 = None
        _unsafe_view_11: "f32[2, 16, 32]" = torch.ops.aten._unsafe_view.default(mm_8, [2, 16, 32]);  mm_8 = None
        view_19: "f32[2, 16, 2, 16]" = torch.ops.aten.view.default(_unsafe_view_11, [2, 16, -1, 16]);  _unsafe_view_11 = None
        transpose_6: "f32[2, 2, 16, 16]" = torch.ops.aten.transpose.int(view_19, 1, 2);  view_19 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:246 in forward, code: value_states = self.v_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        t_9: "f32[64, 32]" = torch.ops.aten.t.default(primals_16)
        mm_9: "f32[32, 32]" = torch.ops.aten.mm.default(view_16, t_9);  t_9 = None
        _unsafe_view_12: "f32[2, 16, 32]" = torch.ops.aten._unsafe_view.default(mm_9, [2, 16, 32]);  mm_9 = None
        view_21: "f32[2, 16, 2, 16]" = torch.ops.aten.view.default(_unsafe_view_12, [2, 16, -1, 16]);  _unsafe_view_12 = None
        transpose_7: "f32[2, 2, 16, 16]" = torch.ops.aten.transpose.int(view_21, 1, 2);  view_21 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:147 in apply_rotary_pos_emb, code: q_embed = (q * cos) + (rotate_half(q) * sin)
        mul_15: "f32[2, 4, 16, 16]" = torch.ops.aten.mul.Tensor(transpose_5, unsqueeze_8)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:121 in rotate_half, code: x1 = x[..., : x.shape[-1] // 2]
        slice_5: "f32[2, 4, 16, 8]" = torch.ops.aten.slice.Tensor(transpose_5, 3, 0, 8)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:122 in rotate_half, code: x2 = x[..., x.shape[-1] // 2 :]
        slice_6: "f32[2, 4, 16, 8]" = torch.ops.aten.slice.Tensor(transpose_5, 3, 8, 9223372036854775807);  transpose_5 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:123 in rotate_half, code: return torch.cat((-x2, x1), dim=-1)
        neg_2: "f32[2, 4, 16, 8]" = torch.ops.aten.neg.default(slice_6);  slice_6 = None
        cat_5: "f32[2, 4, 16, 16]" = torch.ops.aten.cat.default([neg_2, slice_5], -1);  neg_2 = slice_5 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:147 in apply_rotary_pos_emb, code: q_embed = (q * cos) + (rotate_half(q) * sin)
        mul_16: "f32[2, 4, 16, 16]" = torch.ops.aten.mul.Tensor(cat_5, unsqueeze_9);  cat_5 = None
        add_11: "f32[2, 4, 16, 16]" = torch.ops.aten.add.Tensor(mul_15, mul_16);  mul_15 = mul_16 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:148 in apply_rotary_pos_emb, code: k_embed = (k * cos) + (rotate_half(k) * sin)
        mul_17: "f32[2, 2, 16, 16]" = torch.ops.aten.mul.Tensor(transpose_6, unsqueeze_8);  unsqueeze_8 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:121 in rotate_half, code: x1 = x[..., : x.shape[-1] // 2]
        slice_7: "f32[2, 2, 16, 8]" = torch.ops.aten.slice.Tensor(transpose_6, 3, 0, 8)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:122 in rotate_half, code: x2 = x[..., x.shape[-1] // 2 :]
        slice_8: "f32[2, 2, 16, 8]" = torch.ops.aten.slice.Tensor(transpose_6, 3, 8, 9223372036854775807);  transpose_6 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:123 in rotate_half, code: return torch.cat((-x2, x1), dim=-1)
        neg_3: "f32[2, 2, 16, 8]" = torch.ops.aten.neg.default(slice_8);  slice_8 = None
        cat_6: "f32[2, 2, 16, 16]" = torch.ops.aten.cat.default([neg_3, slice_7], -1);  neg_3 = slice_7 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:148 in apply_rotary_pos_emb, code: k_embed = (k * cos) + (rotate_half(k) * sin)
        mul_18: "f32[2, 2, 16, 16]" = torch.ops.aten.mul.Tensor(cat_6, unsqueeze_9);  cat_6 = unsqueeze_9 = None
        add_12: "f32[2, 2, 16, 16]" = torch.ops.aten.add.Tensor(mul_17, mul_18);  mul_17 = mul_18 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/cache_utils.py:115 in lazy_initialization, code: self.keys = torch.tensor([], dtype=key_states.dtype, device=self.device)
        _tensor_constant2: "f32[0]" = self._tensor_constant2
        lift_fresh_copy_2: "f32[0]" = torch.ops.aten.lift_fresh_copy.default(_tensor_constant2);  _tensor_constant2 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/cache_utils.py:116 in lazy_initialization, code: self.values = torch.tensor([], dtype=value_states.dtype, device=self.device)
        _tensor_constant3: "f32[0]" = self._tensor_constant3
        lift_fresh_copy_3: "f32[0]" = torch.ops.aten.lift_fresh_copy.default(_tensor_constant3);  _tensor_constant3 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/cache_utils.py:136 in update, code: self.keys = torch.cat([self.keys, key_states], dim=-2)
        cat_7: "f32[2, 2, 16, 16]" = torch.ops.aten.cat.default([lift_fresh_copy_2, add_12], -2);  lift_fresh_copy_2 = add_12 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/cache_utils.py:137 in update, code: self.values = torch.cat([self.values, value_states], dim=-2)
        cat_8: "f32[2, 2, 16, 16]" = torch.ops.aten.cat.default([lift_fresh_copy_3, transpose_7], -2);  lift_fresh_copy_3 = transpose_7 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:176 in repeat_kv, code: hidden_states = hidden_states[:, :, None, :, :].expand(batch, num_key_value_heads, n_rep, slen, head_dim)
        unsqueeze_14: "f32[2, 2, 1, 16, 16]" = torch.ops.aten.unsqueeze.default(cat_7, 2)
        expand_7: "f32[2, 2, 2, 16, 16]" = torch.ops.aten.expand.default(unsqueeze_14, [2, 2, 2, 16, 16]);  unsqueeze_14 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:177 in repeat_kv, code: return hidden_states.reshape(batch, num_key_value_heads * n_rep, slen, head_dim)
        clone_4: "f32[2, 2, 2, 16, 16]" = torch.ops.aten.clone.default(expand_7, memory_format = torch.contiguous_format);  expand_7 = None
        _unsafe_view_13: "f32[2, 4, 16, 16]" = torch.ops.aten._unsafe_view.default(clone_4, [2, 4, 16, 16]);  clone_4 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:176 in repeat_kv, code: hidden_states = hidden_states[:, :, None, :, :].expand(batch, num_key_value_heads, n_rep, slen, head_dim)
        unsqueeze_15: "f32[2, 2, 1, 16, 16]" = torch.ops.aten.unsqueeze.default(cat_8, 2)
        expand_8: "f32[2, 2, 2, 16, 16]" = torch.ops.aten.expand.default(unsqueeze_15, [2, 2, 2, 16, 16]);  unsqueeze_15 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:177 in repeat_kv, code: return hidden_states.reshape(batch, num_key_value_heads * n_rep, slen, head_dim)
        clone_5: "f32[2, 2, 2, 16, 16]" = torch.ops.aten.clone.default(expand_8, memory_format = torch.contiguous_format);  expand_8 = None
        _unsafe_view_14: "f32[2, 4, 16, 16]" = torch.ops.aten._unsafe_view.default(clone_5, [2, 4, 16, 16]);  clone_5 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:193 in eager_attention_forward, code: attn_weights = torch.matmul(query, key_states.transpose(2, 3)) * scaling
        transpose_8: "f32[2, 4, 16, 16]" = torch.ops.aten.transpose.int(_unsafe_view_13, 2, 3);  _unsafe_view_13 = None
        expand_9: "f32[2, 4, 16, 16]" = torch.ops.aten.expand.default(add_11, [2, 4, 16, 16]);  add_11 = None
        clone_6: "f32[2, 4, 16, 16]" = torch.ops.aten.clone.default(expand_9, memory_format = torch.contiguous_format);  expand_9 = None
        _unsafe_view_15: "f32[8, 16, 16]" = torch.ops.aten._unsafe_view.default(clone_6, [8, 16, 16]);  clone_6 = None
        expand_10: "f32[2, 4, 16, 16]" = torch.ops.aten.expand.default(transpose_8, [2, 4, 16, 16]);  transpose_8 = None
        view_22: "f32[8, 16, 16]" = torch.ops.aten.view.default(expand_10, [8, 16, 16]);  expand_10 = None
        bmm_2: "f32[8, 16, 16]" = torch.ops.aten.bmm.default(_unsafe_view_15, view_22)
        view_23: "f32[2, 4, 16, 16]" = torch.ops.aten.view.default(bmm_2, [2, 4, 16, 16]);  bmm_2 = None
        mul_19: "f32[2, 4, 16, 16]" = torch.ops.aten.mul.Tensor(view_23, 0.25);  view_23 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:195 in eager_attention_forward, code: attn_weights = attn_weights + attention_mask
        add_13: "f32[2, 4, 16, 16]" = torch.ops.aten.add.Tensor(mul_19, where);  mul_19 = where = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:197 in eager_attention_forward, code: attn_weights = nn.functional.softmax(attn_weights, dim=-1, dtype=torch.float32).to(query.dtype)
        _softmax_1: "f32[2, 4, 16, 16]" = torch.ops.aten._softmax.default(add_13, -1, False);  add_13 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:199 in eager_attention_forward, code: attn_output = torch.matmul(attn_weights, value_states)
        expand_11: "f32[2, 4, 16, 16]" = torch.ops.aten.expand.default(_softmax_1, [2, 4, 16, 16])
        view_24: "f32[8, 16, 16]" = torch.ops.aten.view.default(expand_11, [8, 16, 16]);  expand_11 = None
        expand_12: "f32[2, 4, 16, 16]" = torch.ops.aten.expand.default(_unsafe_view_14, [2, 4, 16, 16]);  _unsafe_view_14 = None
        view_25: "f32[8, 16, 16]" = torch.ops.aten.view.default(expand_12, [8, 16, 16]);  expand_12 = None
        bmm_3: "f32[8, 16, 16]" = torch.ops.aten.bmm.default(view_24, view_25);  view_24 = None
        view_26: "f32[2, 4, 16, 16]" = torch.ops.aten.view.default(bmm_3, [2, 4, 16, 16]);  bmm_3 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:200 in eager_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        transpose_9: "f32[2, 16, 4, 16]" = torch.ops.aten.transpose.int(view_26, 1, 2);  view_26 = None
        clone_7: "f32[2, 16, 4, 16]" = torch.ops.aten.clone.default(transpose_9, memory_format = torch.contiguous_format);  transpose_9 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:269 in forward, code: attn_output = attn_output.reshape(*input_shape, -1).contiguous()
        view_27: "f32[2, 16, 64]" = torch.ops.aten.view.default(clone_7, [2, 16, -1]);  clone_7 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:270 in forward, code: attn_output = self.o_proj(attn_output)
        t_10: "f32[64, 64]" = torch.ops.aten.t.default(primals_17)
        view_28: "f32[32, 64]" = torch.ops.aten.view.default(view_27, [32, 64]);  view_27 = None
        mm_10: "f32[32, 64]" = torch.ops.aten.mm.default(view_28, t_10);  t_10 = None
        _unsafe_view_16: "f32[2, 16, 64]" = torch.ops.aten._unsafe_view.default(mm_10, [2, 16, 64]);  mm_10 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:308 in forward, code: hidden_states = residual + hidden_states
        add_14: "f32[2, 16, 64]" = torch.ops.aten.add.Tensor(add_9, _unsafe_view_16);  _unsafe_view_16 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:65 in forward, code: variance = hidden_states.pow(2).mean(-1, keepdim=True)
        pow_4: "f32[2, 16, 64]" = torch.ops.aten.pow.Tensor_Scalar(add_14, 2)
        mean_3: "f32[2, 16, 1]" = torch.ops.aten.mean.dim(pow_4, [-1], True);  pow_4 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:66 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        add_15: "f32[2, 16, 1]" = torch.ops.aten.add.Tensor(mean_3, 1e-06);  mean_3 = None
        rsqrt_3: "f32[2, 16, 1]" = torch.ops.aten.rsqrt.default(add_15);  add_15 = None
        mul_20: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(add_14, rsqrt_3)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:67 in forward, code: return self.weight * hidden_states.to(input_dtype)
        mul_21: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(primals_18, mul_20);  mul_20 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:164 in forward, code: down_proj = self.down_proj(self.act_fn(self.gate_proj(x)) * self.up_proj(x))
        t_11: "f32[64, 128]" = torch.ops.aten.t.default(primals_19)
        view_29: "f32[32, 64]" = torch.ops.aten.view.default(mul_21, [32, 64]);  mul_21 = None
        mm_11: "f32[32, 128]" = torch.ops.aten.mm.default(view_29, t_11);  t_11 = None
        _unsafe_view_17: "f32[2, 16, 128]" = torch.ops.aten._unsafe_view.default(mm_11, [2, 16, 128])

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/activations.py:103 in forward, code: return nn.functional.silu(input)
        silu_1: "f32[2, 16, 128]" = torch.ops.aten.silu.default(_unsafe_view_17);  _unsafe_view_17 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:164 in forward, code: down_proj = self.down_proj(self.act_fn(self.gate_proj(x)) * self.up_proj(x))
        t_12: "f32[64, 128]" = torch.ops.aten.t.default(primals_20)
        mm_12: "f32[32, 128]" = torch.ops.aten.mm.default(view_29, t_12);  t_12 = None
        _unsafe_view_18: "f32[2, 16, 128]" = torch.ops.aten._unsafe_view.default(mm_12, [2, 16, 128])
        mul_22: "f32[2, 16, 128]" = torch.ops.aten.mul.Tensor(silu_1, _unsafe_view_18);  silu_1 = _unsafe_view_18 = None
        t_13: "f32[128, 64]" = torch.ops.aten.t.default(primals_21)
        view_31: "f32[32, 128]" = torch.ops.aten.view.default(mul_22, [32, 128]);  mul_22 = None
        mm_13: "f32[32, 64]" = torch.ops.aten.mm.default(view_31, t_13);  t_13 = None
        _unsafe_view_19: "f32[2, 16, 64]" = torch.ops.aten._unsafe_view.default(mm_13, [2, 16, 64]);  mm_13 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:314 in forward, code: hidden_states = residual + hidden_states
        add_16: "f32[2, 16, 64]" = torch.ops.aten.add.Tensor(add_14, _unsafe_view_19);  _unsafe_view_19 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:65 in forward, code: variance = hidden_states.pow(2).mean(-1, keepdim=True)
        pow_5: "f32[2, 16, 64]" = torch.ops.aten.pow.Tensor_Scalar(add_16, 2)
        mean_4: "f32[2, 16, 1]" = torch.ops.aten.mean.dim(pow_5, [-1], True);  pow_5 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:66 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        add_17: "f32[2, 16, 1]" = torch.ops.aten.add.Tensor(mean_4, 1e-06);  mean_4 = None
        rsqrt_4: "f32[2, 16, 1]" = torch.ops.aten.rsqrt.default(add_17);  add_17 = None
        mul_23: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(add_16, rsqrt_4)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:67 in forward, code: return self.weight * hidden_states.to(input_dtype)
        mul_24: "f32[2, 16, 64]" = torch.ops.aten.mul.Tensor(primals_22, mul_23);  mul_23 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/modeling_utils.py:5198 in slice_logits_to_keep, code: return hidden_states[:, logits_to_keep, :]
        alias: "f32[2, 16, 64]" = torch.ops.aten.alias.default(mul_24);  mul_24 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:471 in forward, code: logits = self.lm_head(hidden_states)
        t_14: "f32[64, 128]" = torch.ops.aten.t.default(primals_23)
        view_32: "f32[32, 64]" = torch.ops.aten.view.default(alias, [32, 64]);  alias = None
        mm_14: "f32[32, 128]" = torch.ops.aten.mm.default(view_32, t_14);  t_14 = None
        _unsafe_view_20: "f32[2, 16, 128]" = torch.ops.aten._unsafe_view.default(mm_14, [2, 16, 128]);  mm_14 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:199 in eager_attention_forward, code: attn_output = torch.matmul(attn_weights, value_states)
        transpose_12: "f32[8, 16, 16]" = torch.ops.aten.transpose.int(view_25, 1, 2);  view_25 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:193 in eager_attention_forward, code: attn_weights = torch.matmul(query, key_states.transpose(2, 3)) * scaling
        transpose_13: "f32[8, 16, 16]" = torch.ops.aten.transpose.int(_unsafe_view_15, 1, 2);  _unsafe_view_15 = None
        transpose_14: "f32[8, 16, 16]" = torch.ops.aten.transpose.int(view_22, 1, 2);  view_22 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:199 in eager_attention_forward, code: attn_output = torch.matmul(attn_weights, value_states)
        transpose_21: "f32[8, 16, 16]" = torch.ops.aten.transpose.int(view_9, 1, 2);  view_9 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:193 in eager_attention_forward, code: attn_weights = torch.matmul(query, key_states.transpose(2, 3)) * scaling
        transpose_22: "f32[8, 16, 16]" = torch.ops.aten.transpose.int(_unsafe_view_5, 1, 2);  _unsafe_view_5 = None
        transpose_23: "f32[8, 16, 16]" = torch.ops.aten.transpose.int(view_6, 1, 2);  view_6 = None
        return (cat_4, cat_3, cat_8, cat_7, _unsafe_view_20, primals_1, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, embedding, cat, rsqrt, view, _softmax, view_12, mm_3, rsqrt_1, view_13, mm_4, mm_5, view_15, add_9, rsqrt_2, view_16, _softmax_1, view_28, add_14, rsqrt_3, view_29, mm_11, mm_12, view_31, add_16, rsqrt_4, view_32, transpose_12, transpose_13, transpose_14, transpose_21, transpose_22, transpose_23)
