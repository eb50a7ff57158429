from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[64, 3, 8, 8]", primals_2: "f32[2, 3, 32, 32]", primals_3: "f32[64]", primals_4: "f32[1, 1, 64]", primals_5: "f32[1, 17, 64]", primals_6: "f32[64]", primals_7: "f32[64]", primals_8: "f32[64, 64]", primals_9: "f32[64]", primals_10: "f32[64, 64]", primals_11: "f32[64]", primals_12: "f32[64, 64]", primals_13: "f32[64]", primals_14: "f32[64, 64]", primals_15: "f32[64]", primals_16: "f32[64]", primals_17: "f32[64]", primals_18: "f32[128, 64]", primals_19: "f32[128]", primals_20: "f32[64, 128]", primals_21: "f32[64]", primals_22: "f32[64]", primals_23: "f32[64]", primals_24: "f32[64, 64]", primals_25: "f32[64]", primals_26: "f32[64, 64]", primals_27: "f32[64]", primals_28: "f32[64, 64]", primals_29: "f32[64]", primals_30: "f32[64, 64]", primals_31: "f32[64]", primals_32: "f32[64]", primals_33: "f32[64]", primals_34: "f32[128, 64]", primals_35: "f32[128]", primals_36: "f32[64, 128]", primals_37: "f32[64]", primals_38: "f32[64]", primals_39: "f32[64]", primals_40: "f32[64, 64]", primals_41: "f32[64]", primals_42: "f32[64, 64]", primals_43: "f32[64]", primals_44: "f32[64, 64]", primals_45: "f32[64]", primals_46: "f32[64, 64]", primals_47: "f32[64]", primals_48: "f32[64]", primals_49: "f32[64]", primals_50: "f32[128, 64]", primals_51: "f32[128]", primals_52: "f32[64, 128]", primals_53: "f32[64]", primals_54: "f32[64]", primals_55: "f32[64]", primals_56: "f32[10, 64]", primals_57: "f32[10]"):
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
        view_1: "f32[34, 64]" = torch.ops.aten.view.default(getitem, [34, 64]);  getitem = None
        t: "f32[64, 64]" = torch.ops.aten.t.default(primals_8)
        addmm: "f32[34, 64]" = torch.ops.aten.addmm.default(primals_9, view_1, t);  primals_9 = t = None
        _unsafe_view: "f32[2, 17, 64]" = torch.ops.aten._unsafe_view.default(addmm, [2, 17, 64]);  addmm = None
        view_2: "f32[2, 17, 4, 16]" = torch.ops.aten.view.default(_unsafe_view, [2, 17, -1, 16]);  _unsafe_view = None
        transpose_1: "f32[2, 4, 17, 16]" = torch.ops.aten.transpose.int(view_2, 1, 2);  view_2 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:217 in forward, code: key_states = self.k_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        t_1: "f32[64, 64]" = torch.ops.aten.t.default(primals_10)
        addmm_1: "f32[34, 64]" = torch.ops.aten.addmm.default(primals_11, view_1, t_1);  primals_11 = t_1 = None
        _unsafe_view_1: "f32[2, 17, 64]" = torch.ops.aten._unsafe_view.default(addmm_1, [2, 17, 64]);  addmm_1 = None
        view_4: "f32[2, 17, 4, 16]" = torch.ops.aten.view.default(_unsafe_view_1, [2, 17, -1, 16]);  _unsafe_view_1 = None
        transpose_2: "f32[2, 4, 17, 16]" = torch.ops.aten.transpose.int(view_4, 1, 2);  view_4 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:218 in forward, code: value_states = self.v_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        t_2: "f32[64, 64]" = torch.ops.aten.t.default(primals_12)
        addmm_2: "f32[34, 64]" = torch.ops.aten.addmm.default(primals_13, view_1, t_2);  primals_13 = t_2 = None
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

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:186 in eager_attention_forward, code: attn_output = torch.matmul(attn_weights, value)
        expand_3: "f32[2, 4, 17, 17]" = torch.ops.aten.expand.default(_softmax, [2, 4, 17, 17])
        view_8: "f32[8, 17, 17]" = torch.ops.aten.view.default(expand_3, [8, 17, 17]);  expand_3 = None
        expand_4: "f32[2, 4, 17, 16]" = torch.ops.aten.expand.default(transpose_3, [2, 4, 17, 16]);  transpose_3 = None
        clone_2: "f32[2, 4, 17, 16]" = torch.ops.aten.clone.default(expand_4, memory_format = torch.contiguous_format);  expand_4 = None
        _unsafe_view_5: "f32[8, 17, 16]" = torch.ops.aten._unsafe_view.default(clone_2, [8, 17, 16]);  clone_2 = None
        bmm_1: "f32[8, 17, 16]" = torch.ops.aten.bmm.default(view_8, _unsafe_view_5);  view_8 = None
        view_9: "f32[2, 4, 17, 16]" = torch.ops.aten.view.default(bmm_1, [2, 4, 17, 16]);  bmm_1 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:187 in eager_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        transpose_5: "f32[2, 17, 4, 16]" = torch.ops.aten.transpose.int(view_9, 1, 2);  view_9 = None
        clone_3: "f32[2, 17, 4, 16]" = torch.ops.aten.clone.default(transpose_5, memory_format = torch.contiguous_format);  transpose_5 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:235 in forward, code: attn_output = attn_output.reshape(*input_shape, -1).contiguous()
        view_10: "f32[2, 17, 64]" = torch.ops.aten.view.default(clone_3, [2, 17, -1]);  clone_3 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:236 in forward, code: attn_output = self.o_proj(attn_output)
        view_11: "f32[34, 64]" = torch.ops.aten.view.default(view_10, [34, 64]);  view_10 = None
        t_3: "f32[64, 64]" = torch.ops.aten.t.default(primals_14)
        addmm_3: "f32[34, 64]" = torch.ops.aten.addmm.default(primals_15, view_11, t_3);  primals_15 = t_3 = None
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
        t_4: "f32[64, 128]" = torch.ops.aten.t.default(primals_18)
        addmm_4: "f32[34, 128]" = torch.ops.aten.addmm.default(primals_19, view_12, t_4);  primals_19 = t_4 = None
        _unsafe_view_7: "f32[2, 17, 128]" = torch.ops.aten._unsafe_view.default(addmm_4, [2, 17, 128])

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/activations.py:89 in forward, code: return self.act(input)
        gelu: "f32[2, 17, 128]" = torch.ops.aten.gelu.default(_unsafe_view_7);  _unsafe_view_7 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:252 in forward, code: hidden_states = self.fc2(hidden_states)
        view_13: "f32[34, 128]" = torch.ops.aten.view.default(gelu, [34, 128]);  gelu = None
        t_5: "f32[128, 64]" = torch.ops.aten.t.default(primals_20)
        addmm_5: "f32[34, 64]" = torch.ops.aten.addmm.default(primals_21, view_13, t_5);  primals_21 = t_5 = None
        _unsafe_view_8: "f32[2, 17, 64]" = torch.ops.aten._unsafe_view.default(addmm_5, [2, 17, 64]);  addmm_5 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:284 in forward, code: hidden_states = hidden_states + residual
        add_2: "f32[2, 17, 64]" = torch.ops.aten.add.Tensor(_unsafe_view_8, add_1);  _unsafe_view_8 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:274 in forward, code: hidden_states = self.layernorm_before(hidden_states)
        native_layer_norm_2 = torch.ops.aten.native_layer_norm.default(add_2, [64], primals_22, primals_23, 1e-12)
        getitem_6: "f32[2, 17, 64]" = native_layer_norm_2[0]
        getitem_7: "f32[2, 17, 1]" = native_layer_norm_2[1]
        getitem_8: "f32[2, 17, 1]" = native_layer_norm_2[2];  native_layer_norm_2 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:216 in forward, code: query_states = self.q_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        view_14: "f32[34, 64]" = torch.ops.aten.view.default(getitem_6, [34, 64]);  getitem_6 = None
        t_6: "f32[64, 64]" = torch.ops.aten.t.default(primals_24)
        addmm_6: "f32[34, 64]" = torch.ops.aten.addmm.default(primals_25, view_14, t_6);  primals_25 = t_6 = None
        _unsafe_view_9: "f32[2, 17, 64]" = torch.ops.aten._unsafe_view.default(addmm_6, [2, 17, 64]);  addmm_6 = None
        view_15: "f32[2, 17, 4, 16]" = torch.ops.aten.view.default(_unsafe_view_9, [2, 17, -1, 16]);  _unsafe_view_9 = None
        transpose_6: "f32[2, 4, 17, 16]" = torch.ops.aten.transpose.int(view_15, 1, 2);  view_15 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:217 in forward, code: key_states = self.k_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        t_7: "f32[64, 64]" = torch.ops.aten.t.default(primals_26)
        addmm_7: "f32[34, 64]" = torch.ops.aten.addmm.default(primals_27, view_14, t_7);  primals_27 = t_7 = None
        _unsafe_view_10: "f32[2, 17, 64]" = torch.ops.aten._unsafe_view.default(addmm_7, [2, 17, 64]);  addmm_7 = None
        view_17: "f32[2, 17, 4, 16]" = torch.ops.aten.view.default(_unsafe_view_10, [2, 17, -1, 16]);  _unsafe_view_10 = None
        transpose_7: "f32[2, 4, 17, 16]" = torch.ops.aten.transpose.int(view_17, 1, 2);  view_17 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:218 in forward, code: value_states = self.v_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        t_8: "f32[64, 64]" = torch.ops.aten.t.default(primals_28)
        addmm_8: "f32[34, 64]" = torch.ops.aten.addmm.default(primals_29, view_14, t_8);  primals_29 = t_8 = None
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

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:186 in eager_attention_forward, code: attn_output = torch.matmul(attn_weights, value)
        expand_7: "f32[2, 4, 17, 17]" = torch.ops.aten.expand.default(_softmax_1, [2, 4, 17, 17])
        view_21: "f32[8, 17, 17]" = torch.ops.aten.view.default(expand_7, [8, 17, 17]);  expand_7 = None
        expand_8: "f32[2, 4, 17, 16]" = torch.ops.aten.expand.default(transpose_8, [2, 4, 17, 16]);  transpose_8 = None
        clone_6: "f32[2, 4, 17, 16]" = torch.ops.aten.clone.default(expand_8, memory_format = torch.contiguous_format);  expand_8 = None
        _unsafe_view_14: "f32[8, 17, 16]" = torch.ops.aten._unsafe_view.default(clone_6, [8, 17, 16]);  clone_6 = None
        bmm_3: "f32[8, 17, 16]" = torch.ops.aten.bmm.default(view_21, _unsafe_view_14);  view_21 = None
        view_22: "f32[2, 4, 17, 16]" = torch.ops.aten.view.default(bmm_3, [2, 4, 17, 16]);  bmm_3 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:187 in eager_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        transpose_10: "f32[2, 17, 4, 16]" = torch.ops.aten.transpose.int(view_22, 1, 2);  view_22 = None
        clone_7: "f32[2, 17, 4, 16]" = torch.ops.aten.clone.default(transpose_10, memory_format = torch.contiguous_format);  transpose_10 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:235 in forward, code: attn_output = attn_output.reshape(*input_shape, -1).contiguous()
        view_23: "f32[2, 17, 64]" = torch.ops.aten.view.default(clone_7, [2, 17, -1]);  clone_7 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:236 in forward, code: attn_output = self.o_proj(attn_output)
        view_24: "f32[34, 64]" = torch.ops.aten.view.default(view_23, [34, 64]);  view_23 = None
        t_9: "f32[64, 64]" = torch.ops.aten.t.default(primals_30)
        addmm_9: "f32[34, 64]" = torch.ops.aten.addmm.default(primals_31, view_24, t_9);  primals_31 = t_9 = None
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
        t_10: "f32[64, 128]" = torch.ops.aten.t.default(primals_34)
        addmm_10: "f32[34, 128]" = torch.ops.aten.addmm.default(primals_35, view_25, t_10);  primals_35 = t_10 = None
        _unsafe_view_16: "f32[2, 17, 128]" = torch.ops.aten._unsafe_view.default(addmm_10, [2, 17, 128])

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/activations.py:89 in forward, code: return self.act(input)
        gelu_1: "f32[2, 17, 128]" = torch.ops.aten.gelu.default(_unsafe_view_16);  _unsafe_view_16 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:252 in forward, code: hidden_states = self.fc2(hidden_states)
        view_26: "f32[34, 128]" = torch.ops.aten.view.default(gelu_1, [34, 128]);  gelu_1 = None
        t_11: "f32[128, 64]" = torch.ops.aten.t.default(primals_36)
        addmm_11: "f32[34, 64]" = torch.ops.aten.addmm.default(primals_37, view_26, t_11);  primals_37 = t_11 = None
        _unsafe_view_17: "f32[2, 17, 64]" = torch.ops.aten._unsafe_view.default(addmm_11, [2, 17, 64]);  addmm_11 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:284 in forward, code: hidden_states = hidden_states + residual
        add_4: "f32[2, 17, 64]" = torch.ops.aten.add.Tensor(_unsafe_view_17, add_3);  _unsafe_view_17 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:274 in forward, code: hidden_states = self.layernorm_before(hidden_states)
        native_layer_norm_4 = torch.ops.aten.native_layer_norm.default(add_4, [64], primals_38, primals_39, 1e-12)
        getitem_12: "f32[2, 17, 64]" = native_layer_norm_4[0]
        getitem_13: "f32[2, 17, 1]" = native_layer_norm_4[1]
        getitem_14: "f32[2, 17, 1]" = native_layer_norm_4[2];  native_layer_norm_4 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:216 in forward, code: query_states = self.q_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        view_27: "f32[34, 64]" = torch.ops.aten.view.default(getitem_12, [34, 64]);  getitem_12 = None
        t_12: "f32[64, 64]" = torch.ops.aten.t.default(primals_40)
        addmm_12: "f32[34, 64]" = torch.ops.aten.addmm.default(primals_41, view_27, t_12);  primals_41 = t_12 = None
        _unsafe_view_18: "f32[2, 17, 64]" = torch.ops.aten._unsafe_view.default(addmm_12, [2, 17, 64]);  addmm_12 = None
        view_28: "f32[2, 17, 4, 16]" = torch.ops.aten.view.default(_unsafe_view_18, [2, 17, -1, 16]);  _unsafe_view_18 = None
        transpose_11: "f32[2, 4, 17, 16]" = torch.ops.aten.transpose.int(view_28, 1, 2);  view_28 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:217 in forward, code: key_states = self.k_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        t_13: "f32[64, 64]" = torch.ops.aten.t.default(primals_42)
        addmm_13: "f32[34, 64]" = torch.ops.aten.addmm.default(primals_43, view_27, t_13);  primals_43 = t_13 = None
        _unsafe_view_19: "f32[2, 17, 64]" = torch.ops.aten._unsafe_view.default(addmm_13, [2, 17, 64]);  addmm_13 = None
        view_30: "f32[2, 17, 4, 16]" = torch.ops.aten.view.default(_unsafe_view_19, [2, 17, -1, 16]);  _unsafe_view_19 = None
        transpose_12: "f32[2, 4, 17, 16]" = torch.ops.aten.transpose.int(view_30, 1, 2);  view_30 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:218 in forward, code: value_states = self.v_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        t_14: "f32[64, 64]" = torch.ops.aten.t.default(primals_44)
        addmm_14: "f32[34, 64]" = torch.ops.aten.addmm.default(primals_45, view_27, t_14);  primals_45 = t_14 = None
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

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:186 in eager_attention_forward, code: attn_output = torch.matmul(attn_weights, value)
        expand_11: "f32[2, 4, 17, 17]" = torch.ops.aten.expand.default(_softmax_2, [2, 4, 17, 17])
        view_34: "f32[8, 17, 17]" = torch.ops.aten.view.default(expand_11, [8, 17, 17]);  expand_11 = None
        expand_12: "f32[2, 4, 17, 16]" = torch.ops.aten.expand.default(transpose_13, [2, 4, 17, 16]);  transpose_13 = None
        clone_10: "f32[2, 4, 17, 16]" = torch.ops.aten.clone.default(expand_12, memory_format = torch.contiguous_format);  expand_12 = None
        _unsafe_view_23: "f32[8, 17, 16]" = torch.ops.aten._unsafe_view.default(clone_10, [8, 17, 16]);  clone_10 = None
        bmm_5: "f32[8, 17, 16]" = torch.ops.aten.bmm.default(view_34, _unsafe_view_23);  view_34 = None
        view_35: "f32[2, 4, 17, 16]" = torch.ops.aten.view.default(bmm_5, [2, 4, 17, 16]);  bmm_5 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:187 in eager_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        transpose_15: "f32[2, 17, 4, 16]" = torch.ops.aten.transpose.int(view_35, 1, 2);  view_35 = None
        clone_11: "f32[2, 17, 4, 16]" = torch.ops.aten.clone.default(transpose_15, memory_format = torch.contiguous_format);  transpose_15 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:235 in forward, code: attn_output = attn_output.reshape(*input_shape, -1).contiguous()
        view_36: "f32[2, 17, 64]" = torch.ops.aten.view.default(clone_11, [2, 17, -1]);  clone_11 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:236 in forward, code: attn_output = self.o_proj(attn_output)
        view_37: "f32[34, 64]" = torch.ops.aten.view.default(view_36, [34, 64]);  view_36 = None
        t_15: "f32[64, 64]" = torch.ops.aten.t.default(primals_46)
        addmm_15: "f32[34, 64]" = torch.ops.aten.addmm.default(primals_47, view_37, t_15);  primals_47 = t_15 = None
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
        t_16: "f32[64, 128]" = torch.ops.aten.t.default(primals_50)
        addmm_16: "f32[34, 128]" = torch.ops.aten.addmm.default(primals_51, view_38, t_16);  primals_51 = t_16 = None
        _unsafe_view_25: "f32[2, 17, 128]" = torch.ops.aten._unsafe_view.default(addmm_16, [2, 17, 128])

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/activations.py:89 in forward, code: return self.act(input)
        gelu_2: "f32[2, 17, 128]" = torch.ops.aten.gelu.default(_unsafe_view_25);  _unsafe_view_25 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:252 in forward, code: hidden_states = self.fc2(hidden_states)
        view_39: "f32[34, 128]" = torch.ops.aten.view.default(gelu_2, [34, 128]);  gelu_2 = None
        t_17: "f32[128, 64]" = torch.ops.aten.t.default(primals_52)
        addmm_17: "f32[34, 64]" = torch.ops.aten.addmm.default(primals_53, view_39, t_17);  primals_53 = t_17 = None
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
        t_18: "f32[64, 10]" = torch.ops.aten.t.default(primals_56)
        addmm_18: "f32[2, 10]" = torch.ops.aten.addmm.default(primals_57, select, t_18);  primals_57 = t_18 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:186 in eager_attention_forward, code: attn_output = torch.matmul(attn_weights, value)
        transpose_18: "f32[8, 16, 17]" = torch.ops.aten.transpose.int(_unsafe_view_23, 1, 2);  _unsafe_view_23 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:178 in eager_attention_forward, code: attn_weights = torch.matmul(query, key.transpose(2, 3)) * scaling
        transpose_19: "f32[8, 16, 17]" = torch.ops.aten.transpose.int(_unsafe_view_21, 1, 2);  _unsafe_view_21 = None
        transpose_20: "f32[8, 17, 16]" = torch.ops.aten.transpose.int(_unsafe_view_22, 1, 2);  _unsafe_view_22 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:186 in eager_attention_forward, code: attn_output = torch.matmul(attn_weights, value)
        transpose_27: "f32[8, 16, 17]" = torch.ops.aten.transpose.int(_unsafe_view_14, 1, 2);  _unsafe_view_14 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:178 in eager_attention_forward, code: attn_weights = torch.matmul(query, key.transpose(2, 3)) * scaling
        transpose_28: "f32[8, 16, 17]" = torch.ops.aten.transpose.int(_unsafe_view_12, 1, 2);  _unsafe_view_12 = None
        transpose_29: "f32[8, 17, 16]" = torch.ops.aten.transpose.int(_unsafe_view_13, 1, 2);  _unsafe_view_13 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:186 in eager_attention_forward, code: attn_output = torch.matmul(attn_weights, value)
        transpose_36: "f32[8, 16, 17]" = torch.ops.aten.transpose.int(_unsafe_view_5, 1, 2);  _unsafe_view_5 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:178 in eager_attention_forward, code: attn_weights = torch.matmul(query, key.transpose(2, 3)) * scaling
        transpose_37: "f32[8, 16, 17]" = torch.ops.aten.transpose.int(_unsafe_view_3, 1, 2);  _unsafe_view_3 = None
        transpose_38: "f32[8, 17, 16]" = torch.ops.aten.transpose.int(_unsafe_view_4, 1, 2);  _unsafe_view_4 = None
        return (addmm_18, primals_1, primals_2, primals_6, primals_7, primals_8, primals_10, primals_12, primals_14, primals_16, primals_17, primals_18, primals_20, primals_22, primals_23, primals_24, primals_26, primals_28, primals_30, primals_32, primals_33, primals_34, primals_36, primals_38, primals_39, primals_40, primals_42, primals_44, primals_46, primals_48, primals_49, primals_50, primals_52, primals_54, primals_55, primals_56, add, getitem_1, getitem_2, view_1, _softmax, view_11, add_1, getitem_4, getitem_5, view_12, addmm_4, view_13, add_2, getitem_7, getitem_8, view_14, _softmax_1, view_24, add_3, getitem_10, getitem_11, view_25, addmm_10, view_26, add_4, getitem_13, getitem_14, view_27, _softmax_2, view_37, add_5, getitem_16, getitem_17, view_38, addmm_16, view_39, add_6, getitem_19, getitem_20, select, transpose_18, transpose_19, transpose_20, transpose_27, transpose_28, transpose_29, transpose_36, transpose_37, transpose_38)
