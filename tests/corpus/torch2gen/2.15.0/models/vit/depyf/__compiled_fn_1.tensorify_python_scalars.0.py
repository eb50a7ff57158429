from __future__ import annotations
import torch
from torch import device
class inner_f(torch.nn.Module):
    def forward(self, primals, tangents):
        primals_1: "f32[64, 3, 8, 8]"; primals_2: "f32[2, 3, 32, 32]"; primals_3: "f32[64]"; primals_4: "f32[1, 1, 64]"; primals_5: "f32[1, 17, 64]"; primals_6: "f32[64]"; primals_7: "f32[64]"; primals_8: "f32[64, 64]"; primals_9: "f32[64]"; primals_10: "f32[64, 64]"; primals_11: "f32[64]"; primals_12: "f32[64, 64]"; primals_13: "f32[64]"; primals_14: "f32[64, 64]"; primals_15: "f32[64]"; primals_16: "f32[64]"; primals_17: "f32[64]"; primals_18: "f32[128, 64]"; primals_19: "f32[128]"; primals_20: "f32[64, 128]"; primals_21: "f32[64]"; primals_22: "f32[64]"; primals_23: "f32[64]"; primals_24: "f32[64, 64]"; primals_25: "f32[64]"; primals_26: "f32[64, 64]"; primals_27: "f32[64]"; primals_28: "f32[64, 64]"; primals_29: "f32[64]"; primals_30: "f32[64, 64]"; primals_31: "f32[64]"; primals_32: "f32[64]"; primals_33: "f32[64]"; primals_34: "f32[128, 64]"; primals_35: "f32[128]"; primals_36: "f32[64, 128]"; primals_37: "f32[64]"; primals_38: "f32[64]"; primals_39: "f32[64]"; primals_40: "f32[64, 64]"; primals_41: "f32[64]"; primals_42: "f32[64, 64]"; primals_43: "f32[64]"; primals_44: "f32[64, 64]"; primals_45: "f32[64]"; primals_46: "f32[64, 64]"; primals_47: "f32[64]"; primals_48: "f32[64]"; primals_49: "f32[64]"; primals_50: "f32[128, 64]"; primals_51: "f32[128]"; primals_52: "f32[64, 128]"; primals_53: "f32[64]"; primals_54: "f32[64]"; primals_55: "f32[64]"; primals_56: "f32[10, 64]"; primals_57: "f32[10]"; tangents_1: "f32[2, 10]";

        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_41, primals_42, primals_43, primals_44, primals_45, primals_46, primals_47, primals_48, primals_49, primals_50, primals_51, primals_52, primals_53, primals_54, primals_55, primals_56, primals_57, tangents_1, = fx_pytree.tree_flatten_spec([primals, tangents], self._in_spec)
        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:69 in forward, code: return self.projection(pixel_values).flatten(2).transpose(1, 2)
        convolution: "f32[2, 64, 4, 4]" = torch.ops.aten.convolution.default(primals_2, primals_1, primals_3, [8, 8], [0, 0], [1, 1], False, [0, 0], 1);  primals_3 = None
        view: "f32[2, 64, 16]" = torch.ops.aten.view.default(convolution, [2, 64, 16]);  convolution = None
        transpose: "f32[2, 16, 64]" = torch.ops.aten.transpose.int(view, 1, 2);  view = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:146 in forward, code: cls_tokens = self.cls_token.expand(batch_size, -1, -1)
        expand: "f32[2, 1, 64]" = torch.ops.aten.expand.default(primals_4, [2, -1, -1]);  primals_4 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:147 in forward, code: embeddings = torch.cat((cls_tokens, embeddings), dim=1)
        cat: "f32[2, 17, 64]" = torch.ops.aten.cat.default([expand, transpose], 1);  expand = transpose = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:157 in forward, code: embeddings = embeddings + self.position_embeddings
        add: "f32[2, 17, 64]" = torch.ops.aten.add.Tensor(cat, primals_5);  cat = primals_5 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:274 in forward, code: hidden_states = self.layernorm_before(hidden_states)
        native_layer_norm = torch.ops.aten.native_layer_norm.default(add, [64], primals_6, primals_7, 1e-12)
        getitem: "f32[2, 17, 64]" = native_layer_norm[0]
        getitem_1: "f32[2, 17, 1]" = native_layer_norm[1]
        getitem_2: "f32[2, 17, 1]" = native_layer_norm[2];  native_layer_norm = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:216 in forward, code: query_states = self.q_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        view_1: "f32[34, 64]" = torch.ops.aten.view.default(getitem, [34, 64])
        t: "f32[64, 64]" = torch.ops.aten.t.default(primals_8);  primals_8 = None
        addmm: "f32[34, 64]" = torch.ops.aten.addmm.default(primals_9, view_1, t);  primals_9 = None
        _unsafe_view: "f32[2, 17, 64]" = torch.ops.aten._unsafe_view.default(addmm, [2, 17, 64]);  addmm = None
        view_2: "f32[2, 17, 4, 16]" = torch.ops.aten.view.default(_unsafe_view, [2, 17, -1, 16]);  _unsafe_view = None
        transpose_1: "f32[2, 4, 17, 16]" = torch.ops.aten.transpose.int(view_2, 1, 2);  view_2 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:217 in forward, code: key_states = self.k_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        view_3: "f32[34, 64]" = torch.ops.aten.view.default(getitem, [34, 64])
        t_1: "f32[64, 64]" = torch.ops.aten.t.default(primals_10);  primals_10 = None
        addmm_1: "f32[34, 64]" = torch.ops.aten.addmm.default(primals_11, view_3, t_1);  primals_11 = None
        _unsafe_view_1: "f32[2, 17, 64]" = torch.ops.aten._unsafe_view.default(addmm_1, [2, 17, 64]);  addmm_1 = None
        view_4: "f32[2, 17, 4, 16]" = torch.ops.aten.view.default(_unsafe_view_1, [2, 17, -1, 16]);  _unsafe_view_1 = None
        transpose_2: "f32[2, 4, 17, 16]" = torch.ops.aten.transpose.int(view_4, 1, 2);  view_4 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:218 in forward, code: value_states = self.v_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        view_5: "f32[34, 64]" = torch.ops.aten.view.default(getitem, [34, 64]);  getitem = None
        t_2: "f32[64, 64]" = torch.ops.aten.t.default(primals_12);  primals_12 = None
        addmm_2: "f32[34, 64]" = torch.ops.aten.addmm.default(primals_13, view_5, t_2);  primals_13 = None
        _unsafe_view_2: "f32[2, 17, 64]" = torch.ops.aten._unsafe_view.default(addmm_2, [2, 17, 64]);  addmm_2 = None
        view_6: "f32[2, 17, 4, 16]" = torch.ops.aten.view.default(_unsafe_view_2, [2, 17, -1, 16]);  _unsafe_view_2 = None
        transpose_3: "f32[2, 4, 17, 16]" = torch.ops.aten.transpose.int(view_6, 1, 2);  view_6 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:178 in eager_attention_forward, code: attn_weights = torch.matmul(query, key.transpose(2, 3)) * scaling
        transpose_4: "f32[2, 4, 16, 17]" = torch.ops.aten.transpose.int(transpose_2, 2, 3);  transpose_2 = None
        expand_1: "f32[2, 4, 17, 16]" = torch.ops.aten.expand.default(transpose_1, [2, 4, 17, 16]);  transpose_1 = None
        clone: "f32[2, 4, 17, 16]" = torch.ops.aten.clone.default(expand_1, memory_format = torch.contiguous_format);  expand_1 = None
        _unsafe_view_3: "f32[8, 17, 16]" = torch.ops.aten._unsafe_view.default(clone, [8, 17, 16]);  clone = None
        expand_2: "f32[2, 4, 16, 17]" = torch.ops.aten.expand.default(transpose_4, [2, 4, 16, 17]);  transpose_4 = None
        clone_1: "f32[2, 4, 16, 17]" = torch.ops.aten.clone.default(expand_2, memory_format = torch.contiguous_format);  expand_2 = None
        _unsafe_view_4: "f32[8, 16, 17]" = torch.ops.aten._unsafe_view.default(clone_1, [8, 16, 17]);  clone_1 = None
        bmm: "f32[8, 17, 17]" = torch.ops.aten.bmm.default(_unsafe_view_3, _unsafe_view_4)
        view_7: "f32[2, 4, 17, 17]" = torch.ops.aten.view.default(bmm, [2, 4, 17, 17]);  bmm = None
        mul: "f32[2, 4, 17, 17]" = torch.ops.aten.mul.Tensor(view_7, 0.25);  view_7 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:183 in eager_attention_forward, code: attn_weights = nn.functional.softmax(attn_weights, dim=-1, dtype=torch.float32).to(query.dtype)
        _softmax: "f32[2, 4, 17, 17]" = torch.ops.aten._softmax.default(mul, -1, False);  mul = None
        detach: "f32[2, 4, 17, 17]" = torch.ops.aten.detach.default(_softmax)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:186 in eager_attention_forward, code: attn_output = torch.matmul(attn_weights, value)
        expand_3: "f32[2, 4, 17, 17]" = torch.ops.aten.expand.default(_softmax, [2, 4, 17, 17]);  _softmax = None
        view_8: "f32[8, 17, 17]" = torch.ops.aten.view.default(expand_3, [8, 17, 17]);  expand_3 = None
        expand_4: "f32[2, 4, 17, 16]" = torch.ops.aten.expand.default(transpose_3, [2, 4, 17, 16]);  transpose_3 = None
        clone_2: "f32[2, 4, 17, 16]" = torch.ops.aten.clone.default(expand_4, memory_format = torch.contiguous_format);  expand_4 = None
        _unsafe_view_5: "f32[8, 17, 16]" = torch.ops.aten._unsafe_view.default(clone_2, [8, 17, 16]);  clone_2 = None
        bmm_1: "f32[8, 17, 16]" = torch.ops.aten.bmm.default(view_8, _unsafe_view_5)
        view_9: "f32[2, 4, 17, 16]" = torch.ops.aten.view.default(bmm_1, [2, 4, 17, 16]);  bmm_1 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:187 in eager_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        transpose_5: "f32[2, 17, 4, 16]" = torch.ops.aten.transpose.int(view_9, 1, 2);  view_9 = None
        clone_3: "f32[2, 17, 4, 16]" = torch.ops.aten.clone.default(transpose_5, memory_format = torch.contiguous_format);  transpose_5 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:235 in forward, code: attn_output = attn_output.reshape(*input_shape, -1).contiguous()
        view_10: "f32[2, 17, 64]" = torch.ops.aten.view.default(clone_3, [2, 17, -1]);  clone_3 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:236 in forward, code: attn_output = self.o_proj(attn_output)
        view_11: "f32[34, 64]" = torch.ops.aten.view.default(view_10, [34, 64]);  view_10 = None
        t_3: "f32[64, 64]" = torch.ops.aten.t.default(primals_14);  primals_14 = None
        addmm_3: "f32[34, 64]" = torch.ops.aten.addmm.default(primals_15, view_11, t_3);  primals_15 = None
        _unsafe_view_6: "f32[2, 17, 64]" = torch.ops.aten._unsafe_view.default(addmm_3, [2, 17, 64]);  addmm_3 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:277 in forward, code: hidden_states = hidden_states + residual
        add_1: "f32[2, 17, 64]" = torch.ops.aten.add.Tensor(_unsafe_view_6, add);  _unsafe_view_6 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:281 in forward, code: hidden_states = self.layernorm_after(hidden_states)
        native_layer_norm_1 = torch.ops.aten.native_layer_norm.default(add_1, [64], primals_16, primals_17, 1e-12)
        getitem_3: "f32[2, 17, 64]" = native_layer_norm_1[0]
        getitem_4: "f32[2, 17, 1]" = native_layer_norm_1[1]
        getitem_5: "f32[2, 17, 1]" = native_layer_norm_1[2];  native_layer_norm_1 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:250 in forward, code: hidden_states = self.fc1(hidden_states)
        view_12: "f32[34, 64]" = torch.ops.aten.view.default(getitem_3, [34, 64]);  getitem_3 = None
        t_4: "f32[64, 128]" = torch.ops.aten.t.default(primals_18);  primals_18 = None
        addmm_4: "f32[34, 128]" = torch.ops.aten.addmm.default(primals_19, view_12, t_4);  primals_19 = None
        _unsafe_view_7: "f32[2, 17, 128]" = torch.ops.aten._unsafe_view.default(addmm_4, [2, 17, 128]);  addmm_4 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/activations.py:89 in forward, code: return self.act(input)
        gelu: "f32[2, 17, 128]" = torch.ops.aten.gelu.default(_unsafe_view_7)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:252 in forward, code: hidden_states = self.fc2(hidden_states)
        view_13: "f32[34, 128]" = torch.ops.aten.view.default(gelu, [34, 128]);  gelu = None
        t_5: "f32[128, 64]" = torch.ops.aten.t.default(primals_20);  primals_20 = None
        addmm_5: "f32[34, 64]" = torch.ops.aten.addmm.default(primals_21, view_13, t_5);  primals_21 = None
        _unsafe_view_8: "f32[2, 17, 64]" = torch.ops.aten._unsafe_view.default(addmm_5, [2, 17, 64]);  addmm_5 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:284 in forward, code: hidden_states = hidden_states + residual
        add_2: "f32[2, 17, 64]" = torch.ops.aten.add.Tensor(_unsafe_view_8, add_1);  _unsafe_view_8 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:274 in forward, code: hidden_states = self.layernorm_before(hidden_states)
        native_layer_norm_2 = torch.ops.aten.native_layer_norm.default(add_2, [64], primals_22, primals_23, 1e-12)
        getitem_6: "f32[2, 17, 64]" = native_layer_norm_2[0]
        getitem_7: "f32[2, 17, 1]" = native_layer_norm_2[1]
        getitem_8: "f32[2, 17, 1]" = native_layer_norm_2[2];  native_layer_norm_2 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:216 in forward, code: query_states = self.q_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        view_14: "f32[34, 64]" = torch.ops.aten.view.default(getitem_6, [34, 64])
        t_6: "f32[64, 64]" = torch.ops.aten.t.default(primals_24);  primals_24 = None
        addmm_6: "f32[34, 64]" = torch.ops.aten.addmm.default(primals_25, view_14, t_6);  primals_25 = None
        _unsafe_view_9: "f32[2, 17, 64]" = torch.ops.aten._unsafe_view.default(addmm_6, [2, 17, 64]);  addmm_6 = None
        view_15: "f32[2, 17, 4, 16]" = torch.ops.aten.view.default(_unsafe_view_9, [2, 17, -1, 16]);  _unsafe_view_9 = None
        transpose_6: "f32[2, 4, 17, 16]" = torch.ops.aten.transpose.int(view_15, 1, 2);  view_15 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:217 in forward, code: key_states = self.k_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        view_16: "f32[34, 64]" = torch.ops.aten.view.default(getitem_6, [34, 64])
        t_7: "f32[64, 64]" = torch.ops.aten.t.default(primals_26);  primals_26 = None
        addmm_7: "f32[34, 64]" = torch.ops.aten.addmm.default(primals_27, view_16, t_7);  primals_27 = None
        _unsafe_view_10: "f32[2, 17, 64]" = torch.ops.aten._unsafe_view.default(addmm_7, [2, 17, 64]);  addmm_7 = None
        view_17: "f32[2, 17, 4, 16]" = torch.ops.aten.view.default(_unsafe_view_10, [2, 17, -1, 16]);  _unsafe_view_10 = None
        transpose_7: "f32[2, 4, 17, 16]" = torch.ops.aten.transpose.int(view_17, 1, 2);  view_17 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:218 in forward, code: value_states = self.v_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        view_18: "f32[34, 64]" = torch.ops.aten.view.default(getitem_6, [34, 64]);  getitem_6 = None
        t_8: "f32[64, 64]" = torch.ops.aten.t.default(primals_28);  primals_28 = None
        addmm_8: "f32[34, 64]" = torch.ops.aten.addmm.default(primals_29, view_18, t_8);  primals_29 = None
        _unsafe_view_11: "f32[2, 17, 64]" = torch.ops.aten._unsafe_view.default(addmm_8, [2, 17, 64]);  addmm_8 = None
        view_19: "f32[2, 17, 4, 16]" = torch.ops.aten.view.default(_unsafe_view_11, [2, 17, -1, 16]);  _unsafe_view_11 = None
        transpose_8: "f32[2, 4, 17, 16]" = torch.ops.aten.transpose.int(view_19, 1, 2);  view_19 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:178 in eager_attention_forward, code: attn_weights = torch.matmul(query, key.transpose(2, 3)) * scaling
        transpose_9: "f32[2, 4, 16, 17]" = torch.ops.aten.transpose.int(transpose_7, 2, 3);  transpose_7 = None
        expand_5: "f32[2, 4, 17, 16]" = torch.ops.aten.expand.default(transpose_6, [2, 4, 17, 16]);  transpose_6 = None
        clone_4: "f32[2, 4, 17, 16]" = torch.ops.aten.clone.default(expand_5, memory_format = torch.contiguous_format);  expand_5 = None
        _unsafe_view_12: "f32[8, 17, 16]" = torch.ops.aten._unsafe_view.default(clone_4, [8, 17, 16]);  clone_4 = None
        expand_6: "f32[2, 4, 16, 17]" = torch.ops.aten.expand.default(transpose_9, [2, 4, 16, 17]);  transpose_9 = None
        clone_5: "f32[2, 4, 16, 17]" = torch.ops.aten.clone.default(expand_6, memory_format = torch.contiguous_format);  expand_6 = None
        _unsafe_view_13: "f32[8, 16, 17]" = torch.ops.aten._unsafe_view.default(clone_5, [8, 16, 17]);  clone_5 = None
        bmm_2: "f32[8, 17, 17]" = torch.ops.aten.bmm.default(_unsafe_view_12, _unsafe_view_13)
        view_20: "f32[2, 4, 17, 17]" = torch.ops.aten.view.default(bmm_2, [2, 4, 17, 17]);  bmm_2 = None
        mul_1: "f32[2, 4, 17, 17]" = torch.ops.aten.mul.Tensor(view_20, 0.25);  view_20 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:183 in eager_attention_forward, code: attn_weights = nn.functional.softmax(attn_weights, dim=-1, dtype=torch.float32).to(query.dtype)
        _softmax_1: "f32[2, 4, 17, 17]" = torch.ops.aten._softmax.default(mul_1, -1, False);  mul_1 = None
        detach_1: "f32[2, 4, 17, 17]" = torch.ops.aten.detach.default(_softmax_1)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:186 in eager_attention_forward, code: attn_output = torch.matmul(attn_weights, value)
        expand_7: "f32[2, 4, 17, 17]" = torch.ops.aten.expand.default(_softmax_1, [2, 4, 17, 17]);  _softmax_1 = None
        view_21: "f32[8, 17, 17]" = torch.ops.aten.view.default(expand_7, [8, 17, 17]);  expand_7 = None
        expand_8: "f32[2, 4, 17, 16]" = torch.ops.aten.expand.default(transpose_8, [2, 4, 17, 16]);  transpose_8 = None
        clone_6: "f32[2, 4, 17, 16]" = torch.ops.aten.clone.default(expand_8, memory_format = torch.contiguous_format);  expand_8 = None
        _unsafe_view_14: "f32[8, 17, 16]" = torch.ops.aten._unsafe_view.default(clone_6, [8, 17, 16]);  clone_6 = None
        bmm_3: "f32[8, 17, 16]" = torch.ops.aten.bmm.default(view_21, _unsafe_view_14)
        view_22: "f32[2, 4, 17, 16]" = torch.ops.aten.view.default(bmm_3, [2, 4, 17, 16]);  bmm_3 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:187 in eager_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        transpose_10: "f32[2, 17, 4, 16]" = torch.ops.aten.transpose.int(view_22, 1, 2);  view_22 = None
        clone_7: "f32[2, 17, 4, 16]" = torch.ops.aten.clone.default(transpose_10, memory_format = torch.contiguous_format);  transpose_10 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:235 in forward, code: attn_output = attn_output.reshape(*input_shape, -1).contiguous()
        view_23: "f32[2, 17, 64]" = torch.ops.aten.view.default(clone_7, [2, 17, -1]);  clone_7 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:236 in forward, code: attn_output = self.o_proj(attn_output)
        view_24: "f32[34, 64]" = torch.ops.aten.view.default(view_23, [34, 64]);  view_23 = None
        t_9: "f32[64, 64]" = torch.ops.aten.t.default(primals_30);  primals_30 = None
        addmm_9: "f32[34, 64]" = torch.ops.aten.addmm.default(primals_31, view_24, t_9);  primals_31 = None
        _unsafe_view_15: "f32[2, 17, 64]" = torch.ops.aten._unsafe_view.default(addmm_9, [2, 17, 64]);  addmm_9 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:277 in forward, code: hidden_states = hidden_states + residual
        add_3: "f32[2, 17, 64]" = torch.ops.aten.add.Tensor(_unsafe_view_15, add_2);  _unsafe_view_15 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:281 in forward, code: hidden_states = self.layernorm_after(hidden_states)
        native_layer_norm_3 = torch.ops.aten.native_layer_norm.default(add_3, [64], primals_32, primals_33, 1e-12)
        getitem_9: "f32[2, 17, 64]" = native_layer_norm_3[0]
        getitem_10: "f32[2, 17, 1]" = native_layer_norm_3[1]
        getitem_11: "f32[2, 17, 1]" = native_layer_norm_3[2];  native_layer_norm_3 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:250 in forward, code: hidden_states = self.fc1(hidden_states)
        view_25: "f32[34, 64]" = torch.ops.aten.view.default(getitem_9, [34, 64]);  getitem_9 = None
        t_10: "f32[64, 128]" = torch.ops.aten.t.default(primals_34);  primals_34 = None
        addmm_10: "f32[34, 128]" = torch.ops.aten.addmm.default(primals_35, view_25, t_10);  primals_35 = None
        _unsafe_view_16: "f32[2, 17, 128]" = torch.ops.aten._unsafe_view.default(addmm_10, [2, 17, 128]);  addmm_10 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/activations.py:89 in forward, code: return self.act(input)
        gelu_1: "f32[2, 17, 128]" = torch.ops.aten.gelu.default(_unsafe_view_16)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:252 in forward, code: hidden_states = self.fc2(hidden_states)
        view_26: "f32[34, 128]" = torch.ops.aten.view.default(gelu_1, [34, 128]);  gelu_1 = None
        t_11: "f32[128, 64]" = torch.ops.aten.t.default(primals_36);  primals_36 = None
        addmm_11: "f32[34, 64]" = torch.ops.aten.addmm.default(primals_37, view_26, t_11);  primals_37 = None
        _unsafe_view_17: "f32[2, 17, 64]" = torch.ops.aten._unsafe_view.default(addmm_11, [2, 17, 64]);  addmm_11 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:284 in forward, code: hidden_states = hidden_states + residual
        add_4: "f32[2, 17, 64]" = torch.ops.aten.add.Tensor(_unsafe_view_17, add_3);  _unsafe_view_17 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:274 in forward, code: hidden_states = self.layernorm_before(hidden_states)
        native_layer_norm_4 = torch.ops.aten.native_layer_norm.default(add_4, [64], primals_38, primals_39, 1e-12)
        getitem_12: "f32[2, 17, 64]" = native_layer_norm_4[0]
        getitem_13: "f32[2, 17, 1]" = native_layer_norm_4[1]
        getitem_14: "f32[2, 17, 1]" = native_layer_norm_4[2];  native_layer_norm_4 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:216 in forward, code: query_states = self.q_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        view_27: "f32[34, 64]" = torch.ops.aten.view.default(getitem_12, [34, 64])
        t_12: "f32[64, 64]" = torch.ops.aten.t.default(primals_40);  primals_40 = None
        addmm_12: "f32[34, 64]" = torch.ops.aten.addmm.default(primals_41, view_27, t_12);  primals_41 = None
        _unsafe_view_18: "f32[2, 17, 64]" = torch.ops.aten._unsafe_view.default(addmm_12, [2, 17, 64]);  addmm_12 = None
        view_28: "f32[2, 17, 4, 16]" = torch.ops.aten.view.default(_unsafe_view_18, [2, 17, -1, 16]);  _unsafe_view_18 = None
        transpose_11: "f32[2, 4, 17, 16]" = torch.ops.aten.transpose.int(view_28, 1, 2);  view_28 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:217 in forward, code: key_states = self.k_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        view_29: "f32[34, 64]" = torch.ops.aten.view.default(getitem_12, [34, 64])
        t_13: "f32[64, 64]" = torch.ops.aten.t.default(primals_42);  primals_42 = None
        addmm_13: "f32[34, 64]" = torch.ops.aten.addmm.default(primals_43, view_29, t_13);  primals_43 = None
        _unsafe_view_19: "f32[2, 17, 64]" = torch.ops.aten._unsafe_view.default(addmm_13, [2, 17, 64]);  addmm_13 = None
        view_30: "f32[2, 17, 4, 16]" = torch.ops.aten.view.default(_unsafe_view_19, [2, 17, -1, 16]);  _unsafe_view_19 = None
        transpose_12: "f32[2, 4, 17, 16]" = torch.ops.aten.transpose.int(view_30, 1, 2);  view_30 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:218 in forward, code: value_states = self.v_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        view_31: "f32[34, 64]" = torch.ops.aten.view.default(getitem_12, [34, 64]);  getitem_12 = None
        t_14: "f32[64, 64]" = torch.ops.aten.t.default(primals_44);  primals_44 = None
        addmm_14: "f32[34, 64]" = torch.ops.aten.addmm.default(primals_45, view_31, t_14);  primals_45 = None
        _unsafe_view_20: "f32[2, 17, 64]" = torch.ops.aten._unsafe_view.default(addmm_14, [2, 17, 64]);  addmm_14 = None
        view_32: "f32[2, 17, 4, 16]" = torch.ops.aten.view.default(_unsafe_view_20, [2, 17, -1, 16]);  _unsafe_view_20 = None
        transpose_13: "f32[2, 4, 17, 16]" = torch.ops.aten.transpose.int(view_32, 1, 2);  view_32 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:178 in eager_attention_forward, code: attn_weights = torch.matmul(query, key.transpose(2, 3)) * scaling
        transpose_14: "f32[2, 4, 16, 17]" = torch.ops.aten.transpose.int(transpose_12, 2, 3);  transpose_12 = None
        expand_9: "f32[2, 4, 17, 16]" = torch.ops.aten.expand.default(transpose_11, [2, 4, 17, 16]);  transpose_11 = None
        clone_8: "f32[2, 4, 17, 16]" = torch.ops.aten.clone.default(expand_9, memory_format = torch.contiguous_format);  expand_9 = None
        _unsafe_view_21: "f32[8, 17, 16]" = torch.ops.aten._unsafe_view.default(clone_8, [8, 17, 16]);  clone_8 = None
        expand_10: "f32[2, 4, 16, 17]" = torch.ops.aten.expand.default(transpose_14, [2, 4, 16, 17]);  transpose_14 = None
        clone_9: "f32[2, 4, 16, 17]" = torch.ops.aten.clone.default(expand_10, memory_format = torch.contiguous_format);  expand_10 = None
        _unsafe_view_22: "f32[8, 16, 17]" = torch.ops.aten._unsafe_view.default(clone_9, [8, 16, 17]);  clone_9 = None
        bmm_4: "f32[8, 17, 17]" = torch.ops.aten.bmm.default(_unsafe_view_21, _unsafe_view_22)
        view_33: "f32[2, 4, 17, 17]" = torch.ops.aten.view.default(bmm_4, [2, 4, 17, 17]);  bmm_4 = None
        mul_2: "f32[2, 4, 17, 17]" = torch.ops.aten.mul.Tensor(view_33, 0.25);  view_33 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:183 in eager_attention_forward, code: attn_weights = nn.functional.softmax(attn_weights, dim=-1, dtype=torch.float32).to(query.dtype)
        _softmax_2: "f32[2, 4, 17, 17]" = torch.ops.aten._softmax.default(mul_2, -1, False);  mul_2 = None
        detach_2: "f32[2, 4, 17, 17]" = torch.ops.aten.detach.default(_softmax_2)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:186 in eager_attention_forward, code: attn_output = torch.matmul(attn_weights, value)
        expand_11: "f32[2, 4, 17, 17]" = torch.ops.aten.expand.default(_softmax_2, [2, 4, 17, 17]);  _softmax_2 = None
        view_34: "f32[8, 17, 17]" = torch.ops.aten.view.default(expand_11, [8, 17, 17]);  expand_11 = None
        expand_12: "f32[2, 4, 17, 16]" = torch.ops.aten.expand.default(transpose_13, [2, 4, 17, 16]);  transpose_13 = None
        clone_10: "f32[2, 4, 17, 16]" = torch.ops.aten.clone.default(expand_12, memory_format = torch.contiguous_format);  expand_12 = None
        _unsafe_view_23: "f32[8, 17, 16]" = torch.ops.aten._unsafe_view.default(clone_10, [8, 17, 16]);  clone_10 = None
        bmm_5: "f32[8, 17, 16]" = torch.ops.aten.bmm.default(view_34, _unsafe_view_23)
        view_35: "f32[2, 4, 17, 16]" = torch.ops.aten.view.default(bmm_5, [2, 4, 17, 16]);  bmm_5 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:187 in eager_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        transpose_15: "f32[2, 17, 4, 16]" = torch.ops.aten.transpose.int(view_35, 1, 2);  view_35 = None
        clone_11: "f32[2, 17, 4, 16]" = torch.ops.aten.clone.default(transpose_15, memory_format = torch.contiguous_format);  transpose_15 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:235 in forward, code: attn_output = attn_output.reshape(*input_shape, -1).contiguous()
        view_36: "f32[2, 17, 64]" = torch.ops.aten.view.default(clone_11, [2, 17, -1]);  clone_11 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:236 in forward, code: attn_output = self.o_proj(attn_output)
        view_37: "f32[34, 64]" = torch.ops.aten.view.default(view_36, [34, 64]);  view_36 = None
        t_15: "f32[64, 64]" = torch.ops.aten.t.default(primals_46);  primals_46 = None
        addmm_15: "f32[34, 64]" = torch.ops.aten.addmm.default(primals_47, view_37, t_15);  primals_47 = None
        _unsafe_view_24: "f32[2, 17, 64]" = torch.ops.aten._unsafe_view.default(addmm_15, [2, 17, 64]);  addmm_15 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:277 in forward, code: hidden_states = hidden_states + residual
        add_5: "f32[2, 17, 64]" = torch.ops.aten.add.Tensor(_unsafe_view_24, add_4);  _unsafe_view_24 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:281 in forward, code: hidden_states = self.layernorm_after(hidden_states)
        native_layer_norm_5 = torch.ops.aten.native_layer_norm.default(add_5, [64], primals_48, primals_49, 1e-12)
        getitem_15: "f32[2, 17, 64]" = native_layer_norm_5[0]
        getitem_16: "f32[2, 17, 1]" = native_layer_norm_5[1]
        getitem_17: "f32[2, 17, 1]" = native_layer_norm_5[2];  native_layer_norm_5 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:250 in forward, code: hidden_states = self.fc1(hidden_states)
        view_38: "f32[34, 64]" = torch.ops.aten.view.default(getitem_15, [34, 64]);  getitem_15 = None
        t_16: "f32[64, 128]" = torch.ops.aten.t.default(primals_50);  primals_50 = None
        addmm_16: "f32[34, 128]" = torch.ops.aten.addmm.default(primals_51, view_38, t_16);  primals_51 = None
        _unsafe_view_25: "f32[2, 17, 128]" = torch.ops.aten._unsafe_view.default(addmm_16, [2, 17, 128]);  addmm_16 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/activations.py:89 in forward, code: return self.act(input)
        gelu_2: "f32[2, 17, 128]" = torch.ops.aten.gelu.default(_unsafe_view_25)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:252 in forward, code: hidden_states = self.fc2(hidden_states)
        view_39: "f32[34, 128]" = torch.ops.aten.view.default(gelu_2, [34, 128]);  gelu_2 = None
        t_17: "f32[128, 64]" = torch.ops.aten.t.default(primals_52);  primals_52 = None
        addmm_17: "f32[34, 64]" = torch.ops.aten.addmm.default(primals_53, view_39, t_17);  primals_53 = None
        _unsafe_view_26: "f32[2, 17, 64]" = torch.ops.aten._unsafe_view.default(addmm_17, [2, 17, 64]);  addmm_17 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:284 in forward, code: hidden_states = hidden_states + residual
        add_6: "f32[2, 17, 64]" = torch.ops.aten.add.Tensor(_unsafe_view_26, add_5);  _unsafe_view_26 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:384 in forward, code: sequence_output = self.layernorm(hidden_states)
        native_layer_norm_6 = torch.ops.aten.native_layer_norm.default(add_6, [64], primals_54, primals_55, 1e-12)
        getitem_18: "f32[2, 17, 64]" = native_layer_norm_6[0]
        getitem_19: "f32[2, 17, 1]" = native_layer_norm_6[1]
        getitem_20: "f32[2, 17, 1]" = native_layer_norm_6[2];  native_layer_norm_6 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:545 in forward, code: pooled_output = sequence_output[:, 0, :]
        select: "f32[2, 64]" = torch.ops.aten.select.int(getitem_18, 1, 0);  getitem_18 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:546 in forward, code: logits = self.classifier(pooled_output)
        t_18: "f32[64, 10]" = torch.ops.aten.t.default(primals_56);  primals_56 = None
        addmm_18: "f32[2, 10]" = torch.ops.aten.addmm.default(primals_57, select, t_18);  primals_57 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:546 in forward, code: logits = self.classifier(pooled_output)
        t_19: "f32[10, 64]" = torch.ops.aten.t.default(t_18);  t_18 = None
        mm: "f32[2, 64]" = torch.ops.aten.mm.default(tangents_1, t_19);  t_19 = None
        t_20: "f32[10, 2]" = torch.ops.aten.t.default(tangents_1)
        mm_1: "f32[10, 64]" = torch.ops.aten.mm.default(t_20, select);  t_20 = select = None
        t_21: "f32[64, 10]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_1: "f32[1, 10]" = torch.ops.aten.sum.dim_IntList(tangents_1, [0], True);  tangents_1 = None
        view_40: "f32[10]" = torch.ops.aten.view.default(sum_1, [10]);  sum_1 = None
        t_22: "f32[10, 64]" = torch.ops.aten.t.default(t_21);  t_21 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:545 in forward, code: pooled_output = sequence_output[:, 0, :]
        select_backward: "f32[2, 17, 64]" = torch.ops.aten.select_backward.default(mm, [2, 17, 64], 1, 0);  mm = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:384 in forward, code: sequence_output = self.layernorm(hidden_states)
        native_layer_norm_backward = torch.ops.aten.native_layer_norm_backward.default(select_backward, add_6, [64], getitem_19, getitem_20, primals_54, primals_55, [True, True, True]);  select_backward = add_6 = getitem_19 = getitem_20 = primals_54 = primals_55 = None
        getitem_21: "f32[2, 17, 64]" = native_layer_norm_backward[0]
        getitem_22: "f32[64]" = native_layer_norm_backward[1]
        getitem_23: "f32[64]" = native_layer_norm_backward[2];  native_layer_norm_backward = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:252 in forward, code: hidden_states = self.fc2(hidden_states)
        view_41: "f32[34, 64]" = torch.ops.aten.view.default(getitem_21, [34, 64])
        t_23: "f32[64, 128]" = torch.ops.aten.t.default(t_17);  t_17 = None
        mm_2: "f32[34, 128]" = torch.ops.aten.mm.default(view_41, t_23);  t_23 = None
        t_24: "f32[64, 34]" = torch.ops.aten.t.default(view_41)
        mm_3: "f32[64, 128]" = torch.ops.aten.mm.default(t_24, view_39);  t_24 = view_39 = None
        t_25: "f32[128, 64]" = torch.ops.aten.t.default(mm_3);  mm_3 = None
        sum_2: "f32[1, 64]" = torch.ops.aten.sum.dim_IntList(view_41, [0], True);  view_41 = None
        view_42: "f32[64]" = torch.ops.aten.view.default(sum_2, [64]);  sum_2 = None
        t_26: "f32[64, 128]" = torch.ops.aten.t.default(t_25);  t_25 = None
        view_43: "f32[2, 17, 128]" = torch.ops.aten.view.default(mm_2, [2, 17, 128]);  mm_2 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/activations.py:89 in forward, code: return self.act(input)
        gelu_backward: "f32[2, 17, 128]" = torch.ops.aten.gelu_backward.default(view_43, _unsafe_view_25);  view_43 = _unsafe_view_25 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:250 in forward, code: hidden_states = self.fc1(hidden_states)
        view_44: "f32[34, 128]" = torch.ops.aten.view.default(gelu_backward, [34, 128]);  gelu_backward = None
        t_27: "f32[128, 64]" = torch.ops.aten.t.default(t_16);  t_16 = None
        mm_4: "f32[34, 64]" = torch.ops.aten.mm.default(view_44, t_27);  t_27 = None
        t_28: "f32[128, 34]" = torch.ops.aten.t.default(view_44)
        mm_5: "f32[128, 64]" = torch.ops.aten.mm.default(t_28, view_38);  t_28 = view_38 = None
        t_29: "f32[64, 128]" = torch.ops.aten.t.default(mm_5);  mm_5 = None
        sum_3: "f32[1, 128]" = torch.ops.aten.sum.dim_IntList(view_44, [0], True);  view_44 = None
        view_45: "f32[128]" = torch.ops.aten.view.default(sum_3, [128]);  sum_3 = None
        t_30: "f32[128, 64]" = torch.ops.aten.t.default(t_29);  t_29 = None
        view_46: "f32[2, 17, 64]" = torch.ops.aten.view.default(mm_4, [2, 17, 64]);  mm_4 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:281 in forward, code: hidden_states = self.layernorm_after(hidden_states)
        native_layer_norm_backward_1 = torch.ops.aten.native_layer_norm_backward.default(view_46, add_5, [64], getitem_16, getitem_17, primals_48, primals_49, [True, True, True]);  view_46 = add_5 = getitem_16 = getitem_17 = primals_48 = primals_49 = None
        getitem_24: "f32[2, 17, 64]" = native_layer_norm_backward_1[0]
        getitem_25: "f32[64]" = native_layer_norm_backward_1[1]
        getitem_26: "f32[64]" = native_layer_norm_backward_1[2];  native_layer_norm_backward_1 = None
        add_7: "f32[2, 17, 64]" = torch.ops.aten.add.Tensor(getitem_21, getitem_24);  getitem_21 = getitem_24 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:236 in forward, code: attn_output = self.o_proj(attn_output)
        view_47: "f32[34, 64]" = torch.ops.aten.view.default(add_7, [34, 64])
        t_31: "f32[64, 64]" = torch.ops.aten.t.default(t_15);  t_15 = None
        mm_6: "f32[34, 64]" = torch.ops.aten.mm.default(view_47, t_31);  t_31 = None
        t_32: "f32[64, 34]" = torch.ops.aten.t.default(view_47)
        mm_7: "f32[64, 64]" = torch.ops.aten.mm.default(t_32, view_37);  t_32 = view_37 = None
        t_33: "f32[64, 64]" = torch.ops.aten.t.default(mm_7);  mm_7 = None
        sum_4: "f32[1, 64]" = torch.ops.aten.sum.dim_IntList(view_47, [0], True);  view_47 = None
        view_48: "f32[64]" = torch.ops.aten.view.default(sum_4, [64]);  sum_4 = None
        t_34: "f32[64, 64]" = torch.ops.aten.t.default(t_33);  t_33 = None
        view_49: "f32[2, 17, 64]" = torch.ops.aten.view.default(mm_6, [2, 17, 64]);  mm_6 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:235 in forward, code: attn_output = attn_output.reshape(*input_shape, -1).contiguous()
        view_50: "f32[2, 17, 4, 16]" = torch.ops.aten.view.default(view_49, [2, 17, 4, 16]);  view_49 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:187 in eager_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        transpose_16: "f32[2, 4, 17, 16]" = torch.ops.aten.transpose.int(view_50, 1, 2);  view_50 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:186 in eager_attention_forward, code: attn_output = torch.matmul(attn_weights, value)
        clone_12: "f32[2, 4, 17, 16]" = torch.ops.aten.clone.default(transpose_16, memory_format = torch.contiguous_format);  transpose_16 = None
        _unsafe_view_27: "f32[8, 17, 16]" = torch.ops.aten._unsafe_view.default(clone_12, [8, 17, 16]);  clone_12 = None
        transpose_17: "f32[8, 17, 17]" = torch.ops.aten.transpose.int(view_34, 1, 2);  view_34 = None
        bmm_6: "f32[8, 17, 16]" = torch.ops.aten.bmm.default(transpose_17, _unsafe_view_27);  transpose_17 = None
        transpose_18: "f32[8, 16, 17]" = torch.ops.aten.transpose.int(_unsafe_view_23, 1, 2);  _unsafe_view_23 = None
        bmm_7: "f32[8, 17, 17]" = torch.ops.aten.bmm.default(_unsafe_view_27, transpose_18);  _unsafe_view_27 = transpose_18 = None
        view_51: "f32[2, 4, 17, 16]" = torch.ops.aten.view.default(bmm_6, [2, 4, 17, 16]);  bmm_6 = None
        view_52: "f32[2, 4, 17, 17]" = torch.ops.aten.view.default(bmm_7, [2, 4, 17, 17]);  bmm_7 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:183 in eager_attention_forward, code: attn_weights = nn.functional.softmax(attn_weights, dim=-1, dtype=torch.float32).to(query.dtype)
        detach_3: "f32[2, 4, 17, 17]" = torch.ops.aten.detach.default(detach_2);  detach_2 = None
        _softmax_backward_data: "f32[2, 4, 17, 17]" = torch.ops.aten._softmax_backward_data.default(view_52, detach_3, -1, torch.float32);  view_52 = detach_3 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:178 in eager_attention_forward, code: attn_weights = torch.matmul(query, key.transpose(2, 3)) * scaling
        mul_3: "f32[2, 4, 17, 17]" = torch.ops.aten.mul.Tensor(_softmax_backward_data, 0.25);  _softmax_backward_data = None
        view_53: "f32[8, 17, 17]" = torch.ops.aten.view.default(mul_3, [8, 17, 17]);  mul_3 = None
        transpose_19: "f32[8, 16, 17]" = torch.ops.aten.transpose.int(_unsafe_view_21, 1, 2);  _unsafe_view_21 = None
        bmm_8: "f32[8, 16, 17]" = torch.ops.aten.bmm.default(transpose_19, view_53);  transpose_19 = None
        transpose_20: "f32[8, 17, 16]" = torch.ops.aten.transpose.int(_unsafe_view_22, 1, 2);  _unsafe_view_22 = None
        bmm_9: "f32[8, 17, 16]" = torch.ops.aten.bmm.default(view_53, transpose_20);  view_53 = transpose_20 = None
        view_54: "f32[2, 4, 16, 17]" = torch.ops.aten.view.default(bmm_8, [2, 4, 16, 17]);  bmm_8 = None
        view_55: "f32[2, 4, 17, 16]" = torch.ops.aten.view.default(bmm_9, [2, 4, 17, 16]);  bmm_9 = None
        transpose_21: "f32[2, 4, 17, 16]" = torch.ops.aten.transpose.int(view_54, 2, 3);  view_54 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:218 in forward, code: value_states = self.v_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        transpose_22: "f32[2, 17, 4, 16]" = torch.ops.aten.transpose.int(view_51, 1, 2);  view_51 = None
        clone_13: "f32[2, 17, 4, 16]" = torch.ops.aten.clone.default(transpose_22, memory_format = torch.contiguous_format);  transpose_22 = None
        _unsafe_view_28: "f32[2, 17, 64]" = torch.ops.aten._unsafe_view.default(clone_13, [2, 17, 64]);  clone_13 = None
        view_56: "f32[34, 64]" = torch.ops.aten.view.default(_unsafe_view_28, [34, 64]);  _unsafe_view_28 = None
        t_35: "f32[64, 64]" = torch.ops.aten.t.default(t_14);  t_14 = None
        mm_8: "f32[34, 64]" = torch.ops.aten.mm.default(view_56, t_35);  t_35 = None
        t_36: "f32[64, 34]" = torch.ops.aten.t.default(view_56)
        mm_9: "f32[64, 64]" = torch.ops.aten.mm.default(t_36, view_31);  t_36 = view_31 = None
        t_37: "f32[64, 64]" = torch.ops.aten.t.default(mm_9);  mm_9 = None
        sum_5: "f32[1, 64]" = torch.ops.aten.sum.dim_IntList(view_56, [0], True);  view_56 = None
        view_57: "f32[64]" = torch.ops.aten.view.default(sum_5, [64]);  sum_5 = None
        t_38: "f32[64, 64]" = torch.ops.aten.t.default(t_37);  t_37 = None
        view_58: "f32[2, 17, 64]" = torch.ops.aten.view.default(mm_8, [2, 17, 64]);  mm_8 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:217 in forward, code: key_states = self.k_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        transpose_23: "f32[2, 17, 4, 16]" = torch.ops.aten.transpose.int(transpose_21, 1, 2);  transpose_21 = None
        view_59: "f32[2, 17, 64]" = torch.ops.aten.view.default(transpose_23, [2, 17, 64]);  transpose_23 = None
        clone_14: "f32[2, 17, 64]" = torch.ops.aten.clone.default(view_59, memory_format = torch.contiguous_format);  view_59 = None
        _unsafe_view_29: "f32[34, 64]" = torch.ops.aten._unsafe_view.default(clone_14, [34, 64]);  clone_14 = None
        t_39: "f32[64, 64]" = torch.ops.aten.t.default(t_13);  t_13 = None
        mm_10: "f32[34, 64]" = torch.ops.aten.mm.default(_unsafe_view_29, t_39);  t_39 = None
        t_40: "f32[64, 34]" = torch.ops.aten.t.default(_unsafe_view_29)
        mm_11: "f32[64, 64]" = torch.ops.aten.mm.default(t_40, view_29);  t_40 = view_29 = None
        t_41: "f32[64, 64]" = torch.ops.aten.t.default(mm_11);  mm_11 = None
        sum_6: "f32[1, 64]" = torch.ops.aten.sum.dim_IntList(_unsafe_view_29, [0], True);  _unsafe_view_29 = None
        view_60: "f32[64]" = torch.ops.aten.view.default(sum_6, [64]);  sum_6 = None
        t_42: "f32[64, 64]" = torch.ops.aten.t.default(t_41);  t_41 = None
        view_61: "f32[2, 17, 64]" = torch.ops.aten.view.default(mm_10, [2, 17, 64]);  mm_10 = None
        add_8: "f32[2, 17, 64]" = torch.ops.aten.add.Tensor(view_58, view_61);  view_58 = view_61 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:216 in forward, code: query_states = self.q_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        transpose_24: "f32[2, 17, 4, 16]" = torch.ops.aten.transpose.int(view_55, 1, 2);  view_55 = None
        clone_15: "f32[2, 17, 4, 16]" = torch.ops.aten.clone.default(transpose_24, memory_format = torch.contiguous_format);  transpose_24 = None
        _unsafe_view_30: "f32[2, 17, 64]" = torch.ops.aten._unsafe_view.default(clone_15, [2, 17, 64]);  clone_15 = None
        view_62: "f32[34, 64]" = torch.ops.aten.view.default(_unsafe_view_30, [34, 64]);  _unsafe_view_30 = None
        t_43: "f32[64, 64]" = torch.ops.aten.t.default(t_12);  t_12 = None
        mm_12: "f32[34, 64]" = torch.ops.aten.mm.default(view_62, t_43);  t_43 = None
        t_44: "f32[64, 34]" = torch.ops.aten.t.default(view_62)
        mm_13: "f32[64, 64]" = torch.ops.aten.mm.default(t_44, view_27);  t_44 = view_27 = None
        t_45: "f32[64, 64]" = torch.ops.aten.t.default(mm_13);  mm_13 = None
        sum_7: "f32[1, 64]" = torch.ops.aten.sum.dim_IntList(view_62, [0], True);  view_62 = None
        view_63: "f32[64]" = torch.ops.aten.view.default(sum_7, [64]);  sum_7 = None
        t_46: "f32[64, 64]" = torch.ops.aten.t.default(t_45);  t_45 = None
        view_64: "f32[2, 17, 64]" = torch.ops.aten.view.default(mm_12, [2, 17, 64]);  mm_12 = None
        add_9: "f32[2, 17, 64]" = torch.ops.aten.add.Tensor(add_8, view_64);  add_8 = view_64 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:274 in forward, code: hidden_states = self.layernorm_before(hidden_states)
        native_layer_norm_backward_2 = torch.ops.aten.native_layer_norm_backward.default(add_9, add_4, [64], getitem_13, getitem_14, primals_38, primals_39, [True, True, True]);  add_9 = add_4 = getitem_13 = getitem_14 = primals_38 = primals_39 = None
        getitem_27: "f32[2, 17, 64]" = native_layer_norm_backward_2[0]
        getitem_28: "f32[64]" = native_layer_norm_backward_2[1]
        getitem_29: "f32[64]" = native_layer_norm_backward_2[2];  native_layer_norm_backward_2 = None
        add_10: "f32[2, 17, 64]" = torch.ops.aten.add.Tensor(add_7, getitem_27);  add_7 = getitem_27 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:252 in forward, code: hidden_states = self.fc2(hidden_states)
        view_65: "f32[34, 64]" = torch.ops.aten.view.default(add_10, [34, 64])
        t_47: "f32[64, 128]" = torch.ops.aten.t.default(t_11);  t_11 = None
        mm_14: "f32[34, 128]" = torch.ops.aten.mm.default(view_65, t_47);  t_47 = None
        t_48: "f32[64, 34]" = torch.ops.aten.t.default(view_65)
        mm_15: "f32[64, 128]" = torch.ops.aten.mm.default(t_48, view_26);  t_48 = view_26 = None
        t_49: "f32[128, 64]" = torch.ops.aten.t.default(mm_15);  mm_15 = None
        sum_8: "f32[1, 64]" = torch.ops.aten.sum.dim_IntList(view_65, [0], True);  view_65 = None
        view_66: "f32[64]" = torch.ops.aten.view.default(sum_8, [64]);  sum_8 = None
        t_50: "f32[64, 128]" = torch.ops.aten.t.default(t_49);  t_49 = None
        view_67: "f32[2, 17, 128]" = torch.ops.aten.view.default(mm_14, [2, 17, 128]);  mm_14 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/activations.py:89 in forward, code: return self.act(input)
        gelu_backward_1: "f32[2, 17, 128]" = torch.ops.aten.gelu_backward.default(view_67, _unsafe_view_16);  view_67 = _unsafe_view_16 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:250 in forward, code: hidden_states = self.fc1(hidden_states)
        view_68: "f32[34, 128]" = torch.ops.aten.view.default(gelu_backward_1, [34, 128]);  gelu_backward_1 = None
        t_51: "f32[128, 64]" = torch.ops.aten.t.default(t_10);  t_10 = None
        mm_16: "f32[34, 64]" = torch.ops.aten.mm.default(view_68, t_51);  t_51 = None
        t_52: "f32[128, 34]" = torch.ops.aten.t.default(view_68)
        mm_17: "f32[128, 64]" = torch.ops.aten.mm.default(t_52, view_25);  t_52 = view_25 = None
        t_53: "f32[64, 128]" = torch.ops.aten.t.default(mm_17);  mm_17 = None
        sum_9: "f32[1, 128]" = torch.ops.aten.sum.dim_IntList(view_68, [0], True);  view_68 = None
        view_69: "f32[128]" = torch.ops.aten.view.default(sum_9, [128]);  sum_9 = None
        t_54: "f32[128, 64]" = torch.ops.aten.t.default(t_53);  t_53 = None
        view_70: "f32[2, 17, 64]" = torch.ops.aten.view.default(mm_16, [2, 17, 64]);  mm_16 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:281 in forward, code: hidden_states = self.layernorm_after(hidden_states)
        native_layer_norm_backward_3 = torch.ops.aten.native_layer_norm_backward.default(view_70, add_3, [64], getitem_10, getitem_11, primals_32, primals_33, [True, True, True]);  view_70 = add_3 = getitem_10 = getitem_11 = primals_32 = primals_33 = None
        getitem_30: "f32[2, 17, 64]" = native_layer_norm_backward_3[0]
        getitem_31: "f32[64]" = native_layer_norm_backward_3[1]
        getitem_32: "f32[64]" = native_layer_norm_backward_3[2];  native_layer_norm_backward_3 = None
        add_11: "f32[2, 17, 64]" = torch.ops.aten.add.Tensor(add_10, getitem_30);  add_10 = getitem_30 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:236 in forward, code: attn_output = self.o_proj(attn_output)
        view_71: "f32[34, 64]" = torch.ops.aten.view.default(add_11, [34, 64])
        t_55: "f32[64, 64]" = torch.ops.aten.t.default(t_9);  t_9 = None
        mm_18: "f32[34, 64]" = torch.ops.aten.mm.default(view_71, t_55);  t_55 = None
        t_56: "f32[64, 34]" = torch.ops.aten.t.default(view_71)
        mm_19: "f32[64, 64]" = torch.ops.aten.mm.default(t_56, view_24);  t_56 = view_24 = None
        t_57: "f32[64, 64]" = torch.ops.aten.t.default(mm_19);  mm_19 = None
        sum_10: "f32[1, 64]" = torch.ops.aten.sum.dim_IntList(view_71, [0], True);  view_71 = None
        view_72: "f32[64]" = torch.ops.aten.view.default(sum_10, [64]);  sum_10 = None
        t_58: "f32[64, 64]" = torch.ops.aten.t.default(t_57);  t_57 = None
        view_73: "f32[2, 17, 64]" = torch.ops.aten.view.default(mm_18, [2, 17, 64]);  mm_18 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:235 in forward, code: attn_output = attn_output.reshape(*input_shape, -1).contiguous()
        view_74: "f32[2, 17, 4, 16]" = torch.ops.aten.view.default(view_73, [2, 17, 4, 16]);  view_73 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:187 in eager_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        transpose_25: "f32[2, 4, 17, 16]" = torch.ops.aten.transpose.int(view_74, 1, 2);  view_74 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:186 in eager_attention_forward, code: attn_output = torch.matmul(attn_weights, value)
        clone_16: "f32[2, 4, 17, 16]" = torch.ops.aten.clone.default(transpose_25, memory_format = torch.contiguous_format);  transpose_25 = None
        _unsafe_view_31: "f32[8, 17, 16]" = torch.ops.aten._unsafe_view.default(clone_16, [8, 17, 16]);  clone_16 = None
        transpose_26: "f32[8, 17, 17]" = torch.ops.aten.transpose.int(view_21, 1, 2);  view_21 = None
        bmm_10: "f32[8, 17, 16]" = torch.ops.aten.bmm.default(transpose_26, _unsafe_view_31);  transpose_26 = None
        transpose_27: "f32[8, 16, 17]" = torch.ops.aten.transpose.int(_unsafe_view_14, 1, 2);  _unsafe_view_14 = None
        bmm_11: "f32[8, 17, 17]" = torch.ops.aten.bmm.default(_unsafe_view_31, transpose_27);  _unsafe_view_31 = transpose_27 = None
        view_75: "f32[2, 4, 17, 16]" = torch.ops.aten.view.default(bmm_10, [2, 4, 17, 16]);  bmm_10 = None
        view_76: "f32[2, 4, 17, 17]" = torch.ops.aten.view.default(bmm_11, [2, 4, 17, 17]);  bmm_11 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:183 in eager_attention_forward, code: attn_weights = nn.functional.softmax(attn_weights, dim=-1, dtype=torch.float32).to(query.dtype)
        detach_4: "f32[2, 4, 17, 17]" = torch.ops.aten.detach.default(detach_1);  detach_1 = None
        _softmax_backward_data_1: "f32[2, 4, 17, 17]" = torch.ops.aten._softmax_backward_data.default(view_76, detach_4, -1, torch.float32);  view_76 = detach_4 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:178 in eager_attention_forward, code: attn_weights = torch.matmul(query, key.transpose(2, 3)) * scaling
        mul_4: "f32[2, 4, 17, 17]" = torch.ops.aten.mul.Tensor(_softmax_backward_data_1, 0.25);  _softmax_backward_data_1 = None
        view_77: "f32[8, 17, 17]" = torch.ops.aten.view.default(mul_4, [8, 17, 17]);  mul_4 = None
        transpose_28: "f32[8, 16, 17]" = torch.ops.aten.transpose.int(_unsafe_view_12, 1, 2);  _unsafe_view_12 = None
        bmm_12: "f32[8, 16, 17]" = torch.ops.aten.bmm.default(transpose_28, view_77);  transpose_28 = None
        transpose_29: "f32[8, 17, 16]" = torch.ops.aten.transpose.int(_unsafe_view_13, 1, 2);  _unsafe_view_13 = None
        bmm_13: "f32[8, 17, 16]" = torch.ops.aten.bmm.default(view_77, transpose_29);  view_77 = transpose_29 = None
        view_78: "f32[2, 4, 16, 17]" = torch.ops.aten.view.default(bmm_12, [2, 4, 16, 17]);  bmm_12 = None
        view_79: "f32[2, 4, 17, 16]" = torch.ops.aten.view.default(bmm_13, [2, 4, 17, 16]);  bmm_13 = None
        transpose_30: "f32[2, 4, 17, 16]" = torch.ops.aten.transpose.int(view_78, 2, 3);  view_78 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:218 in forward, code: value_states = self.v_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        transpose_31: "f32[2, 17, 4, 16]" = torch.ops.aten.transpose.int(view_75, 1, 2);  view_75 = None
        clone_17: "f32[2, 17, 4, 16]" = torch.ops.aten.clone.default(transpose_31, memory_format = torch.contiguous_format);  transpose_31 = None
        _unsafe_view_32: "f32[2, 17, 64]" = torch.ops.aten._unsafe_view.default(clone_17, [2, 17, 64]);  clone_17 = None
        view_80: "f32[34, 64]" = torch.ops.aten.view.default(_unsafe_view_32, [34, 64]);  _unsafe_view_32 = None
        t_59: "f32[64, 64]" = torch.ops.aten.t.default(t_8);  t_8 = None
        mm_20: "f32[34, 64]" = torch.ops.aten.mm.default(view_80, t_59);  t_59 = None
        t_60: "f32[64, 34]" = torch.ops.aten.t.default(view_80)
        mm_21: "f32[64, 64]" = torch.ops.aten.mm.default(t_60, view_18);  t_60 = view_18 = None
        t_61: "f32[64, 64]" = torch.ops.aten.t.default(mm_21);  mm_21 = None
        sum_11: "f32[1, 64]" = torch.ops.aten.sum.dim_IntList(view_80, [0], True);  view_80 = None
        view_81: "f32[64]" = torch.ops.aten.view.default(sum_11, [64]);  sum_11 = None
        t_62: "f32[64, 64]" = torch.ops.aten.t.default(t_61);  t_61 = None
        view_82: "f32[2, 17, 64]" = torch.ops.aten.view.default(mm_20, [2, 17, 64]);  mm_20 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:217 in forward, code: key_states = self.k_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        transpose_32: "f32[2, 17, 4, 16]" = torch.ops.aten.transpose.int(transpose_30, 1, 2);  transpose_30 = None
        view_83: "f32[2, 17, 64]" = torch.ops.aten.view.default(transpose_32, [2, 17, 64]);  transpose_32 = None
        clone_18: "f32[2, 17, 64]" = torch.ops.aten.clone.default(view_83, memory_format = torch.contiguous_format);  view_83 = None
        _unsafe_view_33: "f32[34, 64]" = torch.ops.aten._unsafe_view.default(clone_18, [34, 64]);  clone_18 = None
        t_63: "f32[64, 64]" = torch.ops.aten.t.default(t_7);  t_7 = None
        mm_22: "f32[34, 64]" = torch.ops.aten.mm.default(_unsafe_view_33, t_63);  t_63 = None
        t_64: "f32[64, 34]" = torch.ops.aten.t.default(_unsafe_view_33)
        mm_23: "f32[64, 64]" = torch.ops.aten.mm.default(t_64, view_16);  t_64 = view_16 = None
        t_65: "f32[64, 64]" = torch.ops.aten.t.default(mm_23);  mm_23 = None
        sum_12: "f32[1, 64]" = torch.ops.aten.sum.dim_IntList(_unsafe_view_33, [0], True);  _unsafe_view_33 = None
        view_84: "f32[64]" = torch.ops.aten.view.default(sum_12, [64]);  sum_12 = None
        t_66: "f32[64, 64]" = torch.ops.aten.t.default(t_65);  t_65 = None
        view_85: "f32[2, 17, 64]" = torch.ops.aten.view.default(mm_22, [2, 17, 64]);  mm_22 = None
        add_12: "f32[2, 17, 64]" = torch.ops.aten.add.Tensor(view_82, view_85);  view_82 = view_85 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:216 in forward, code: query_states = self.q_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        transpose_33: "f32[2, 17, 4, 16]" = torch.ops.aten.transpose.int(view_79, 1, 2);  view_79 = None
        clone_19: "f32[2, 17, 4, 16]" = torch.ops.aten.clone.default(transpose_33, memory_format = torch.contiguous_format);  transpose_33 = None
        _unsafe_view_34: "f32[2, 17, 64]" = torch.ops.aten._unsafe_view.default(clone_19, [2, 17, 64]);  clone_19 = None
        view_86: "f32[34, 64]" = torch.ops.aten.view.default(_unsafe_view_34, [34, 64]);  _unsafe_view_34 = None
        t_67: "f32[64, 64]" = torch.ops.aten.t.default(t_6);  t_6 = None
        mm_24: "f32[34, 64]" = torch.ops.aten.mm.default(view_86, t_67);  t_67 = None
        t_68: "f32[64, 34]" = torch.ops.aten.t.default(view_86)
        mm_25: "f32[64, 64]" = torch.ops.aten.mm.default(t_68, view_14);  t_68 = view_14 = None
        t_69: "f32[64, 64]" = torch.ops.aten.t.default(mm_25);  mm_25 = None
        sum_13: "f32[1, 64]" = torch.ops.aten.sum.dim_IntList(view_86, [0], True);  view_86 = None
        view_87: "f32[64]" = torch.ops.aten.view.default(sum_13, [64]);  sum_13 = None
        t_70: "f32[64, 64]" = torch.ops.aten.t.default(t_69);  t_69 = None
        view_88: "f32[2, 17, 64]" = torch.ops.aten.view.default(mm_24, [2, 17, 64]);  mm_24 = None
        add_13: "f32[2, 17, 64]" = torch.ops.aten.add.Tensor(add_12, view_88);  add_12 = view_88 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:274 in forward, code: hidden_states = self.layernorm_before(hidden_states)
        native_layer_norm_backward_4 = torch.ops.aten.native_layer_norm_backward.default(add_13, add_2, [64], getitem_7, getitem_8, primals_22, primals_23, [True, True, True]);  add_13 = add_2 = getitem_7 = getitem_8 = primals_22 = primals_23 = None
        getitem_33: "f32[2, 17, 64]" = native_layer_norm_backward_4[0]
        getitem_34: "f32[64]" = native_layer_norm_backward_4[1]
        getitem_35: "f32[64]" = native_layer_norm_backward_4[2];  native_layer_norm_backward_4 = None
        add_14: "f32[2, 17, 64]" = torch.ops.aten.add.Tensor(add_11, getitem_33);  add_11 = getitem_33 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:252 in forward, code: hidden_states = self.fc2(hidden_states)
        view_89: "f32[34, 64]" = torch.ops.aten.view.default(add_14, [34, 64])
        t_71: "f32[64, 128]" = torch.ops.aten.t.default(t_5);  t_5 = None
        mm_26: "f32[34, 128]" = torch.ops.aten.mm.default(view_89, t_71);  t_71 = None
        t_72: "f32[64, 34]" = torch.ops.aten.t.default(view_89)
        mm_27: "f32[64, 128]" = torch.ops.aten.mm.default(t_72, view_13);  t_72 = view_13 = None
        t_73: "f32[128, 64]" = torch.ops.aten.t.default(mm_27);  mm_27 = None
        sum_14: "f32[1, 64]" = torch.ops.aten.sum.dim_IntList(view_89, [0], True);  view_89 = None
        view_90: "f32[64]" = torch.ops.aten.view.default(sum_14, [64]);  sum_14 = None
        t_74: "f32[64, 128]" = torch.ops.aten.t.default(t_73);  t_73 = None
        view_91: "f32[2, 17, 128]" = torch.ops.aten.view.default(mm_26, [2, 17, 128]);  mm_26 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/activations.py:89 in forward, code: return self.act(input)
        gelu_backward_2: "f32[2, 17, 128]" = torch.ops.aten.gelu_backward.default(view_91, _unsafe_view_7);  view_91 = _unsafe_view_7 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:250 in forward, code: hidden_states = self.fc1(hidden_states)
        view_92: "f32[34, 128]" = torch.ops.aten.view.default(gelu_backward_2, [34, 128]);  gelu_backward_2 = None
        t_75: "f32[128, 64]" = torch.ops.aten.t.default(t_4);  t_4 = None
        mm_28: "f32[34, 64]" = torch.ops.aten.mm.default(view_92, t_75);  t_75 = None
        t_76: "f32[128, 34]" = torch.ops.aten.t.default(view_92)
        mm_29: "f32[128, 64]" = torch.ops.aten.mm.default(t_76, view_12);  t_76 = view_12 = None
        t_77: "f32[64, 128]" = torch.ops.aten.t.default(mm_29);  mm_29 = None
        sum_15: "f32[1, 128]" = torch.ops.aten.sum.dim_IntList(view_92, [0], True);  view_92 = None
        view_93: "f32[128]" = torch.ops.aten.view.default(sum_15, [128]);  sum_15 = None
        t_78: "f32[128, 64]" = torch.ops.aten.t.default(t_77);  t_77 = None
        view_94: "f32[2, 17, 64]" = torch.ops.aten.view.default(mm_28, [2, 17, 64]);  mm_28 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:281 in forward, code: hidden_states = self.layernorm_after(hidden_states)
        native_layer_norm_backward_5 = torch.ops.aten.native_layer_norm_backward.default(view_94, add_1, [64], getitem_4, getitem_5, primals_16, primals_17, [True, True, True]);  view_94 = add_1 = getitem_4 = getitem_5 = primals_16 = primals_17 = None
        getitem_36: "f32[2, 17, 64]" = native_layer_norm_backward_5[0]
        getitem_37: "f32[64]" = native_layer_norm_backward_5[1]
        getitem_38: "f32[64]" = native_layer_norm_backward_5[2];  native_layer_norm_backward_5 = None
        add_15: "f32[2, 17, 64]" = torch.ops.aten.add.Tensor(add_14, getitem_36);  add_14 = getitem_36 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:236 in forward, code: attn_output = self.o_proj(attn_output)
        view_95: "f32[34, 64]" = torch.ops.aten.view.default(add_15, [34, 64])
        t_79: "f32[64, 64]" = torch.ops.aten.t.default(t_3);  t_3 = None
        mm_30: "f32[34, 64]" = torch.ops.aten.mm.default(view_95, t_79);  t_79 = None
        t_80: "f32[64, 34]" = torch.ops.aten.t.default(view_95)
        mm_31: "f32[64, 64]" = torch.ops.aten.mm.default(t_80, view_11);  t_80 = view_11 = None
        t_81: "f32[64, 64]" = torch.ops.aten.t.default(mm_31);  mm_31 = None
        sum_16: "f32[1, 64]" = torch.ops.aten.sum.dim_IntList(view_95, [0], True);  view_95 = None
        view_96: "f32[64]" = torch.ops.aten.view.default(sum_16, [64]);  sum_16 = None
        t_82: "f32[64, 64]" = torch.ops.aten.t.default(t_81);  t_81 = None
        view_97: "f32[2, 17, 64]" = torch.ops.aten.view.default(mm_30, [2, 17, 64]);  mm_30 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:235 in forward, code: attn_output = attn_output.reshape(*input_shape, -1).contiguous()
        view_98: "f32[2, 17, 4, 16]" = torch.ops.aten.view.default(view_97, [2, 17, 4, 16]);  view_97 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:187 in eager_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        transpose_34: "f32[2, 4, 17, 16]" = torch.ops.aten.transpose.int(view_98, 1, 2);  view_98 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:186 in eager_attention_forward, code: attn_output = torch.matmul(attn_weights, value)
        clone_20: "f32[2, 4, 17, 16]" = torch.ops.aten.clone.default(transpose_34, memory_format = torch.contiguous_format);  transpose_34 = None
        _unsafe_view_35: "f32[8, 17, 16]" = torch.ops.aten._unsafe_view.default(clone_20, [8, 17, 16]);  clone_20 = None
        transpose_35: "f32[8, 17, 17]" = torch.ops.aten.transpose.int(view_8, 1, 2);  view_8 = None
        bmm_14: "f32[8, 17, 16]" = torch.ops.aten.bmm.default(transpose_35, _unsafe_view_35);  transpose_35 = None
        transpose_36: "f32[8, 16, 17]" = torch.ops.aten.transpose.int(_unsafe_view_5, 1, 2);  _unsafe_view_5 = None
        bmm_15: "f32[8, 17, 17]" = torch.ops.aten.bmm.default(_unsafe_view_35, transpose_36);  _unsafe_view_35 = transpose_36 = None
        view_99: "f32[2, 4, 17, 16]" = torch.ops.aten.view.default(bmm_14, [2, 4, 17, 16]);  bmm_14 = None
        view_100: "f32[2, 4, 17, 17]" = torch.ops.aten.view.default(bmm_15, [2, 4, 17, 17]);  bmm_15 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:183 in eager_attention_forward, code: attn_weights = nn.functional.softmax(attn_weights, dim=-1, dtype=torch.float32).to(query.dtype)
        detach_5: "f32[2, 4, 17, 17]" = torch.ops.aten.detach.default(detach);  detach = None
        _softmax_backward_data_2: "f32[2, 4, 17, 17]" = torch.ops.aten._softmax_backward_data.default(view_100, detach_5, -1, torch.float32);  view_100 = detach_5 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:178 in eager_attention_forward, code: attn_weights = torch.matmul(query, key.transpose(2, 3)) * scaling
        mul_5: "f32[2, 4, 17, 17]" = torch.ops.aten.mul.Tensor(_softmax_backward_data_2, 0.25);  _softmax_backward_data_2 = None
        view_101: "f32[8, 17, 17]" = torch.ops.aten.view.default(mul_5, [8, 17, 17]);  mul_5 = None
        transpose_37: "f32[8, 16, 17]" = torch.ops.aten.transpose.int(_unsafe_view_3, 1, 2);  _unsafe_view_3 = None
        bmm_16: "f32[8, 16, 17]" = torch.ops.aten.bmm.default(transpose_37, view_101);  transpose_37 = None
        transpose_38: "f32[8, 17, 16]" = torch.ops.aten.transpose.int(_unsafe_view_4, 1, 2);  _unsafe_view_4 = None
        bmm_17: "f32[8, 17, 16]" = torch.ops.aten.bmm.default(view_101, transpose_38);  view_101 = transpose_38 = None
        view_102: "f32[2, 4, 16, 17]" = torch.ops.aten.view.default(bmm_16, [2, 4, 16, 17]);  bmm_16 = None
        view_103: "f32[2, 4, 17, 16]" = torch.ops.aten.view.default(bmm_17, [2, 4, 17, 16]);  bmm_17 = None
        transpose_39: "f32[2, 4, 17, 16]" = torch.ops.aten.transpose.int(view_102, 2, 3);  view_102 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:218 in forward, code: value_states = self.v_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        transpose_40: "f32[2, 17, 4, 16]" = torch.ops.aten.transpose.int(view_99, 1, 2);  view_99 = None
        clone_21: "f32[2, 17, 4, 16]" = torch.ops.aten.clone.default(transpose_40, memory_format = torch.contiguous_format);  transpose_40 = None
        _unsafe_view_36: "f32[2, 17, 64]" = torch.ops.aten._unsafe_view.default(clone_21, [2, 17, 64]);  clone_21 = None
        view_104: "f32[34, 64]" = torch.ops.aten.view.default(_unsafe_view_36, [34, 64]);  _unsafe_view_36 = None
        t_83: "f32[64, 64]" = torch.ops.aten.t.default(t_2);  t_2 = None
        mm_32: "f32[34, 64]" = torch.ops.aten.mm.default(view_104, t_83);  t_83 = None
        t_84: "f32[64, 34]" = torch.ops.aten.t.default(view_104)
        mm_33: "f32[64, 64]" = torch.ops.aten.mm.default(t_84, view_5);  t_84 = view_5 = None
        t_85: "f32[64, 64]" = torch.ops.aten.t.default(mm_33);  mm_33 = None
        sum_17: "f32[1, 64]" = torch.ops.aten.sum.dim_IntList(view_104, [0], True);  view_104 = None
        view_105: "f32[64]" = torch.ops.aten.view.default(sum_17, [64]);  sum_17 = None
        t_86: "f32[64, 64]" = torch.ops.aten.t.default(t_85);  t_85 = None
        view_106: "f32[2, 17, 64]" = torch.ops.aten.view.default(mm_32, [2, 17, 64]);  mm_32 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:217 in forward, code: key_states = self.k_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        transpose_41: "f32[2, 17, 4, 16]" = torch.ops.aten.transpose.int(transpose_39, 1, 2);  transpose_39 = None
        view_107: "f32[2, 17, 64]" = torch.ops.aten.view.default(transpose_41, [2, 17, 64]);  transpose_41 = None
        clone_22: "f32[2, 17, 64]" = torch.ops.aten.clone.default(view_107, memory_format = torch.contiguous_format);  view_107 = None
        _unsafe_view_37: "f32[34, 64]" = torch.ops.aten._unsafe_view.default(clone_22, [34, 64]);  clone_22 = None
        t_87: "f32[64, 64]" = torch.ops.aten.t.default(t_1);  t_1 = None
        mm_34: "f32[34, 64]" = torch.ops.aten.mm.default(_unsafe_view_37, t_87);  t_87 = None
        t_88: "f32[64, 34]" = torch.ops.aten.t.default(_unsafe_view_37)
        mm_35: "f32[64, 64]" = torch.ops.aten.mm.default(t_88, view_3);  t_88 = view_3 = None
        t_89: "f32[64, 64]" = torch.ops.aten.t.default(mm_35);  mm_35 = None
        sum_18: "f32[1, 64]" = torch.ops.aten.sum.dim_IntList(_unsafe_view_37, [0], True);  _unsafe_view_37 = None
        view_108: "f32[64]" = torch.ops.aten.view.default(sum_18, [64]);  sum_18 = None
        t_90: "f32[64, 64]" = torch.ops.aten.t.default(t_89);  t_89 = None
        view_109: "f32[2, 17, 64]" = torch.ops.aten.view.default(mm_34, [2, 17, 64]);  mm_34 = None
        add_16: "f32[2, 17, 64]" = torch.ops.aten.add.Tensor(view_106, view_109);  view_106 = view_109 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:216 in forward, code: query_states = self.q_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        transpose_42: "f32[2, 17, 4, 16]" = torch.ops.aten.transpose.int(view_103, 1, 2);  view_103 = None
        clone_23: "f32[2, 17, 4, 16]" = torch.ops.aten.clone.default(transpose_42, memory_format = torch.contiguous_format);  transpose_42 = None
        _unsafe_view_38: "f32[2, 17, 64]" = torch.ops.aten._unsafe_view.default(clone_23, [2, 17, 64]);  clone_23 = None
        view_110: "f32[34, 64]" = torch.ops.aten.view.default(_unsafe_view_38, [34, 64]);  _unsafe_view_38 = None
        t_91: "f32[64, 64]" = torch.ops.aten.t.default(t);  t = None
        mm_36: "f32[34, 64]" = torch.ops.aten.mm.default(view_110, t_91);  t_91 = None
        t_92: "f32[64, 34]" = torch.ops.aten.t.default(view_110)
        mm_37: "f32[64, 64]" = torch.ops.aten.mm.default(t_92, view_1);  t_92 = view_1 = None
        t_93: "f32[64, 64]" = torch.ops.aten.t.default(mm_37);  mm_37 = None
        sum_19: "f32[1, 64]" = torch.ops.aten.sum.dim_IntList(view_110, [0], True);  view_110 = None
        view_111: "f32[64]" = torch.ops.aten.view.default(sum_19, [64]);  sum_19 = None
        t_94: "f32[64, 64]" = torch.ops.aten.t.default(t_93);  t_93 = None
        view_112: "f32[2, 17, 64]" = torch.ops.aten.view.default(mm_36, [2, 17, 64]);  mm_36 = None
        add_17: "f32[2, 17, 64]" = torch.ops.aten.add.Tensor(add_16, view_112);  add_16 = view_112 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:274 in forward, code: hidden_states = self.layernorm_before(hidden_states)
        native_layer_norm_backward_6 = torch.ops.aten.native_layer_norm_backward.default(add_17, add, [64], getitem_1, getitem_2, primals_6, primals_7, [True, True, True]);  add_17 = add = getitem_1 = getitem_2 = primals_6 = primals_7 = None
        getitem_39: "f32[2, 17, 64]" = native_layer_norm_backward_6[0]
        getitem_40: "f32[64]" = native_layer_norm_backward_6[1]
        getitem_41: "f32[64]" = native_layer_norm_backward_6[2];  native_layer_norm_backward_6 = None
        add_18: "f32[2, 17, 64]" = torch.ops.aten.add.Tensor(add_15, getitem_39);  add_15 = getitem_39 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:157 in forward, code: embeddings = embeddings + self.position_embeddings
        sum_20: "f32[1, 17, 64]" = torch.ops.aten.sum.dim_IntList(add_18, [0], True)

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:147 in forward, code: embeddings = torch.cat((cls_tokens, embeddings), dim=1)
        slice_1: "f32[2, 1, 64]" = torch.ops.aten.slice.Tensor(add_18, 1, 0, 1)
        slice_2: "f32[2, 16, 64]" = torch.ops.aten.slice.Tensor(add_18, 1, 1, 17);  add_18 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:146 in forward, code: cls_tokens = self.cls_token.expand(batch_size, -1, -1)
        sum_21: "f32[1, 1, 64]" = torch.ops.aten.sum.dim_IntList(slice_1, [0], True);  slice_1 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:69 in forward, code: return self.projection(pixel_values).flatten(2).transpose(1, 2)
        transpose_43: "f32[2, 64, 16]" = torch.ops.aten.transpose.int(slice_2, 1, 2);  slice_2 = None
        view_113: "f32[2, 64, 4, 4]" = torch.ops.aten.view.default(transpose_43, [2, 64, 4, 4]);  transpose_43 = None
        convolution_backward = torch.ops.aten.convolution_backward.default(view_113, primals_2, primals_1, [64], [8, 8], [0, 0], [1, 1], False, [0, 0], 1, [False, True, True]);  view_113 = primals_2 = primals_1 = None
        getitem_43: "f32[64, 3, 8, 8]" = convolution_backward[1]
        getitem_44: "f32[64]" = convolution_backward[2];  convolution_backward = None
        return pytree.tree_unflatten([addmm_18, getitem_43, None, getitem_44, sum_21, sum_20, getitem_40, getitem_41, t_94, view_111, t_90, view_108, t_86, view_105, t_82, view_96, getitem_37, getitem_38, t_78, view_93, t_74, view_90, getitem_34, getitem_35, t_70, view_87, t_66, view_84, t_62, view_81, t_58, view_72, getitem_31, getitem_32, t_54, view_69, t_50, view_66, getitem_28, getitem_29, t_46, view_63, t_42, view_60, t_38, view_57, t_34, view_48, getitem_25, getitem_26, t_30, view_45, t_26, view_42, getitem_22, getitem_23, t_22, view_40], self._out_spec)
