from __future__ import annotations
import torch
from torch import device
class inner_f(torch.nn.Module):
    def forward(self, primals, tangents):
        primals_1: "f32[50, 16]"; primals_2: "i64[2, 8]"; primals_3: "f32[16]"; primals_4: "f32[16]"; primals_5: "f32[48, 16]"; primals_6: "f32[48]"; primals_7: "f32[16, 16]"; primals_8: "f32[16]"; primals_9: "f32[16]"; primals_10: "f32[16]"; primals_11: "f32[64, 16]"; primals_12: "f32[64]"; primals_13: "f32[16, 64]"; primals_14: "f32[16]"; primals_15: "f32[16]"; primals_16: "f32[16]"; primals_17: "f32[48, 16]"; primals_18: "f32[48]"; primals_19: "f32[16, 16]"; primals_20: "f32[16]"; primals_21: "f32[16]"; primals_22: "f32[16]"; primals_23: "f32[64, 16]"; primals_24: "f32[64]"; primals_25: "f32[16, 64]"; primals_26: "f32[16]"; primals_27: "f32[16]"; primals_28: "f32[16]"; primals_29: "f32[48, 16]"; primals_30: "f32[48]"; primals_31: "f32[16, 16]"; primals_32: "f32[16]"; primals_33: "f32[16]"; primals_34: "f32[16]"; primals_35: "f32[64, 16]"; primals_36: "f32[64]"; primals_37: "f32[16, 64]"; primals_38: "f32[16]"; primals_39: "f32[16]"; primals_40: "f32[16]"; primals_41: "f32[48, 16]"; primals_42: "f32[48]"; primals_43: "f32[16, 16]"; primals_44: "f32[16]"; primals_45: "f32[16]"; primals_46: "f32[16]"; primals_47: "f32[64, 16]"; primals_48: "f32[64]"; primals_49: "f32[16, 64]"; primals_50: "f32[16]"; primals_51: "f32[50, 16]"; primals_52: "f32[50]"; tangents_1: "f32[]";

        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_41, primals_42, primals_43, primals_44, primals_45, primals_46, primals_47, primals_48, primals_49, primals_50, primals_51, primals_52, tangents_1, = fx_pytree.tree_flatten_spec([primals, tangents], self._in_spec)
        # File: /work/main/tests/corpus/torch2gen/gen.py:125 in forward, code: x = self.emb(idx)
        embedding: "f32[2, 8, 16]" = torch.ops.aten.embedding.default(primals_1, primals_2);  primals_1 = None

        # File: /work/main/tests/corpus/torch2gen/gen.py:112 in forward, code: q, k, v = self.qkv(self.ln1(x)).chunk(3, dim=-1)
        native_layer_norm = torch.ops.aten.native_layer_norm.default(embedding, [16], primals_3, primals_4, 1e-05)
        getitem: "f32[2, 8, 16]" = native_layer_norm[0]
        getitem_1: "f32[2, 8, 1]" = native_layer_norm[1]
        getitem_2: "f32[2, 8, 1]" = native_layer_norm[2];  native_layer_norm = None
        view: "f32[16, 16]" = torch.ops.aten.view.default(getitem, [16, 16]);  getitem = None
        t: "f32[16, 48]" = torch.ops.aten.t.default(primals_5);  primals_5 = None
        addmm: "f32[16, 48]" = torch.ops.aten.addmm.default(primals_6, view, t);  primals_6 = None
        _unsafe_view: "f32[2, 8, 48]" = torch.ops.aten._unsafe_view.default(addmm, [2, 8, 48]);  addmm = None
        split = torch.ops.aten.split.Tensor(_unsafe_view, 16, -1);  _unsafe_view = None
        getitem_3: "f32[2, 8, 16]" = split[0]
        getitem_4: "f32[2, 8, 16]" = split[1]
        getitem_5: "f32[2, 8, 16]" = split[2];  split = None

        # File: /work/main/tests/corpus/torch2gen/gen.py:113 in forward, code: att = torch.softmax(q @ k.transpose(-2, -1) / 4.0, dim=-1)
        transpose: "f32[2, 16, 8]" = torch.ops.aten.transpose.int(getitem_4, -2, -1);  getitem_4 = None
        expand: "f32[2, 8, 16]" = torch.ops.aten.expand.default(getitem_3, [2, 8, 16]);  getitem_3 = None
        view_1: "f32[2, 8, 16]" = torch.ops.aten.view.default(expand, [2, 8, 16]);  expand = None
        expand_1: "f32[2, 16, 8]" = torch.ops.aten.expand.default(transpose, [2, 16, 8]);  transpose = None
        view_2: "f32[2, 16, 8]" = torch.ops.aten.view.default(expand_1, [2, 16, 8]);  expand_1 = None
        bmm: "f32[2, 8, 8]" = torch.ops.aten.bmm.default(view_1, view_2)
        view_3: "f32[2, 8, 8]" = torch.ops.aten.view.default(bmm, [2, 8, 8]);  bmm = None
        div: "f32[2, 8, 8]" = torch.ops.aten.div.Tensor(view_3, 4.0);  view_3 = None
        _softmax: "f32[2, 8, 8]" = torch.ops.aten._softmax.default(div, -1, False);  div = None
        detach: "f32[2, 8, 8]" = torch.ops.aten.detach.default(_softmax)

        # File: /work/main/tests/corpus/torch2gen/gen.py:114 in forward, code: x = x + self.proj(att @ v)
        expand_2: "f32[2, 8, 8]" = torch.ops.aten.expand.default(_softmax, [2, 8, 8]);  _softmax = None
        view_4: "f32[2, 8, 8]" = torch.ops.aten.view.default(expand_2, [2, 8, 8]);  expand_2 = None
        expand_3: "f32[2, 8, 16]" = torch.ops.aten.expand.default(getitem_5, [2, 8, 16]);  getitem_5 = None
        view_5: "f32[2, 8, 16]" = torch.ops.aten.view.default(expand_3, [2, 8, 16]);  expand_3 = None
        bmm_1: "f32[2, 8, 16]" = torch.ops.aten.bmm.default(view_4, view_5)
        view_6: "f32[2, 8, 16]" = torch.ops.aten.view.default(bmm_1, [2, 8, 16]);  bmm_1 = None
        view_7: "f32[16, 16]" = torch.ops.aten.view.default(view_6, [16, 16]);  view_6 = None
        t_1: "f32[16, 16]" = torch.ops.aten.t.default(primals_7);  primals_7 = None
        addmm_1: "f32[16, 16]" = torch.ops.aten.addmm.default(primals_8, view_7, t_1);  primals_8 = None
        _unsafe_view_1: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(addmm_1, [2, 8, 16]);  addmm_1 = None
        add: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(embedding, _unsafe_view_1);  _unsafe_view_1 = None

        # File: /work/main/tests/corpus/torch2gen/gen.py:115 in forward, code: return x + self.mlp(self.ln2(x))
        native_layer_norm_1 = torch.ops.aten.native_layer_norm.default(add, [16], primals_9, primals_10, 1e-05)
        getitem_6: "f32[2, 8, 16]" = native_layer_norm_1[0]
        getitem_7: "f32[2, 8, 1]" = native_layer_norm_1[1]
        getitem_8: "f32[2, 8, 1]" = native_layer_norm_1[2];  native_layer_norm_1 = None
        view_8: "f32[16, 16]" = torch.ops.aten.view.default(getitem_6, [16, 16]);  getitem_6 = None
        t_2: "f32[16, 64]" = torch.ops.aten.t.default(primals_11);  primals_11 = None
        addmm_2: "f32[16, 64]" = torch.ops.aten.addmm.default(primals_12, view_8, t_2);  primals_12 = None
        _unsafe_view_2: "f32[2, 8, 64]" = torch.ops.aten._unsafe_view.default(addmm_2, [2, 8, 64]);  addmm_2 = None
        gelu: "f32[2, 8, 64]" = torch.ops.aten.gelu.default(_unsafe_view_2)
        view_9: "f32[16, 64]" = torch.ops.aten.view.default(gelu, [16, 64]);  gelu = None
        t_3: "f32[64, 16]" = torch.ops.aten.t.default(primals_13);  primals_13 = None
        addmm_3: "f32[16, 16]" = torch.ops.aten.addmm.default(primals_14, view_9, t_3);  primals_14 = None
        _unsafe_view_3: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(addmm_3, [2, 8, 16]);  addmm_3 = None
        add_1: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add, _unsafe_view_3);  _unsafe_view_3 = None

        # File: /work/main/tests/corpus/torch2gen/gen.py:112 in forward, code: q, k, v = self.qkv(self.ln1(x)).chunk(3, dim=-1)
        native_layer_norm_2 = torch.ops.aten.native_layer_norm.default(add_1, [16], primals_15, primals_16, 1e-05)
        getitem_9: "f32[2, 8, 16]" = native_layer_norm_2[0]
        getitem_10: "f32[2, 8, 1]" = native_layer_norm_2[1]
        getitem_11: "f32[2, 8, 1]" = native_layer_norm_2[2];  native_layer_norm_2 = None
        view_10: "f32[16, 16]" = torch.ops.aten.view.default(getitem_9, [16, 16]);  getitem_9 = None
        t_4: "f32[16, 48]" = torch.ops.aten.t.default(primals_17);  primals_17 = None
        addmm_4: "f32[16, 48]" = torch.ops.aten.addmm.default(primals_18, view_10, t_4);  primals_18 = None
        _unsafe_view_4: "f32[2, 8, 48]" = torch.ops.aten._unsafe_view.default(addmm_4, [2, 8, 48]);  addmm_4 = None
        split_1 = torch.ops.aten.split.Tensor(_unsafe_view_4, 16, -1);  _unsafe_view_4 = None
        getitem_12: "f32[2, 8, 16]" = split_1[0]
        getitem_13: "f32[2, 8, 16]" = split_1[1]
        getitem_14: "f32[2, 8, 16]" = split_1[2];  split_1 = None

        # File: /work/main/tests/corpus/torch2gen/gen.py:113 in forward, code: att = torch.softmax(q @ k.transpose(-2, -1) / 4.0, dim=-1)
        transpose_1: "f32[2, 16, 8]" = torch.ops.aten.transpose.int(getitem_13, -2, -1);  getitem_13 = None
        expand_4: "f32[2, 8, 16]" = torch.ops.aten.expand.default(getitem_12, [2, 8, 16]);  getitem_12 = None
        view_11: "f32[2, 8, 16]" = torch.ops.aten.view.default(expand_4, [2, 8, 16]);  expand_4 = None
        expand_5: "f32[2, 16, 8]" = torch.ops.aten.expand.default(transpose_1, [2, 16, 8]);  transpose_1 = None
        view_12: "f32[2, 16, 8]" = torch.ops.aten.view.default(expand_5, [2, 16, 8]);  expand_5 = None
        bmm_2: "f32[2, 8, 8]" = torch.ops.aten.bmm.default(view_11, view_12)
        view_13: "f32[2, 8, 8]" = torch.ops.aten.view.default(bmm_2, [2, 8, 8]);  bmm_2 = None
        div_1: "f32[2, 8, 8]" = torch.ops.aten.div.Tensor(view_13, 4.0);  view_13 = None
        _softmax_1: "f32[2, 8, 8]" = torch.ops.aten._softmax.default(div_1, -1, False);  div_1 = None
        detach_1: "f32[2, 8, 8]" = torch.ops.aten.detach.default(_softmax_1)

        # File: /work/main/tests/corpus/torch2gen/gen.py:114 in forward, code: x = x + self.proj(att @ v)
        expand_6: "f32[2, 8, 8]" = torch.ops.aten.expand.default(_softmax_1, [2, 8, 8]);  _softmax_1 = None
        view_14: "f32[2, 8, 8]" = torch.ops.aten.view.default(expand_6, [2, 8, 8]);  expand_6 = None
        expand_7: "f32[2, 8, 16]" = torch.ops.aten.expand.default(getitem_14, [2, 8, 16]);  getitem_14 = None
        view_15: "f32[2, 8, 16]" = torch.ops.aten.view.default(expand_7, [2, 8, 16]);  expand_7 = None
        bmm_3: "f32[2, 8, 16]" = torch.ops.aten.bmm.default(view_14, view_15)
        view_16: "f32[2, 8, 16]" = torch.ops.aten.view.default(bmm_3, [2, 8, 16]);  bmm_3 = None
        view_17: "f32[16, 16]" = torch.ops.aten.view.default(view_16, [16, 16]);  view_16 = None
        t_5: "f32[16, 16]" = torch.ops.aten.t.default(primals_19);  primals_19 = None
        addmm_5: "f32[16, 16]" = torch.ops.aten.addmm.default(primals_20, view_17, t_5);  primals_20 = None
        _unsafe_view_5: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(addmm_5, [2, 8, 16]);  addmm_5 = None
        add_2: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_1, _unsafe_view_5);  _unsafe_view_5 = None

        # File: /work/main/tests/corpus/torch2gen/gen.py:115 in forward, code: return x + self.mlp(self.ln2(x))
        native_layer_norm_3 = torch.ops.aten.native_layer_norm.default(add_2, [16], primals_21, primals_22, 1e-05)
        getitem_15: "f32[2, 8, 16]" = native_layer_norm_3[0]
        getitem_16: "f32[2, 8, 1]" = native_layer_norm_3[1]
        getitem_17: "f32[2, 8, 1]" = native_layer_norm_3[2];  native_layer_norm_3 = None
        view_18: "f32[16, 16]" = torch.ops.aten.view.default(getitem_15, [16, 16]);  getitem_15 = None
        t_6: "f32[16, 64]" = torch.ops.aten.t.default(primals_23);  primals_23 = None
        addmm_6: "f32[16, 64]" = torch.ops.aten.addmm.default(primals_24, view_18, t_6);  primals_24 = None
        _unsafe_view_6: "f32[2, 8, 64]" = torch.ops.aten._unsafe_view.default(addmm_6, [2, 8, 64]);  addmm_6 = None
        gelu_1: "f32[2, 8, 64]" = torch.ops.aten.gelu.default(_unsafe_view_6)
        view_19: "f32[16, 64]" = torch.ops.aten.view.default(gelu_1, [16, 64]);  gelu_1 = None
        t_7: "f32[64, 16]" = torch.ops.aten.t.default(primals_25);  primals_25 = None
        addmm_7: "f32[16, 16]" = torch.ops.aten.addmm.default(primals_26, view_19, t_7);  primals_26 = None
        _unsafe_view_7: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(addmm_7, [2, 8, 16]);  addmm_7 = None
        add_3: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_2, _unsafe_view_7);  _unsafe_view_7 = None

        # File: /work/main/tests/corpus/torch2gen/gen.py:112 in forward, code: q, k, v = self.qkv(self.ln1(x)).chunk(3, dim=-1)
        native_layer_norm_4 = torch.ops.aten.native_layer_norm.default(add_3, [16], primals_27, primals_28, 1e-05)
        getitem_18: "f32[2, 8, 16]" = native_layer_norm_4[0]
        getitem_19: "f32[2, 8, 1]" = native_layer_norm_4[1]
        getitem_20: "f32[2, 8, 1]" = native_layer_norm_4[2];  native_layer_norm_4 = None
        view_20: "f32[16, 16]" = torch.ops.aten.view.default(getitem_18, [16, 16]);  getitem_18 = None
        t_8: "f32[16, 48]" = torch.ops.aten.t.default(primals_29);  primals_29 = None
        addmm_8: "f32[16, 48]" = torch.ops.aten.addmm.default(primals_30, view_20, t_8);  primals_30 = None
        _unsafe_view_8: "f32[2, 8, 48]" = torch.ops.aten._unsafe_view.default(addmm_8, [2, 8, 48]);  addmm_8 = None
        split_2 = torch.ops.aten.split.Tensor(_unsafe_view_8, 16, -1);  _unsafe_view_8 = None
        getitem_21: "f32[2, 8, 16]" = split_2[0]
        getitem_22: "f32[2, 8, 16]" = split_2[1]
        getitem_23: "f32[2, 8, 16]" = split_2[2];  split_2 = None

        # File: /work/main/tests/corpus/torch2gen/gen.py:113 in forward, code: att = torch.softmax(q @ k.transpose(-2, -1) / 4.0, dim=-1)
        transpose_2: "f32[2, 16, 8]" = torch.ops.aten.transpose.int(getitem_22, -2, -1);  getitem_22 = None
        expand_8: "f32[2, 8, 16]" = torch.ops.aten.expand.default(getitem_21, [2, 8, 16]);  getitem_21 = None
        view_21: "f32[2, 8, 16]" = torch.ops.aten.view.default(expand_8, [2, 8, 16]);  expand_8 = None
        expand_9: "f32[2, 16, 8]" = torch.ops.aten.expand.default(transpose_2, [2, 16, 8]);  transpose_2 = None
        view_22: "f32[2, 16, 8]" = torch.ops.aten.view.default(expand_9, [2, 16, 8]);  expand_9 = None
        bmm_4: "f32[2, 8, 8]" = torch.ops.aten.bmm.default(view_21, view_22)
        view_23: "f32[2, 8, 8]" = torch.ops.aten.view.default(bmm_4, [2, 8, 8]);  bmm_4 = None
        div_2: "f32[2, 8, 8]" = torch.ops.aten.div.Tensor(view_23, 4.0);  view_23 = None
        _softmax_2: "f32[2, 8, 8]" = torch.ops.aten._softmax.default(div_2, -1, False);  div_2 = None
        detach_2: "f32[2, 8, 8]" = torch.ops.aten.detach.default(_softmax_2)

        # File: /work/main/tests/corpus/torch2gen/gen.py:114 in forward, code: x = x + self.proj(att @ v)
        expand_10: "f32[2, 8, 8]" = torch.ops.aten.expand.default(_softmax_2, [2, 8, 8]);  _softmax_2 = None
        view_24: "f32[2, 8, 8]" = torch.ops.aten.view.default(expand_10, [2, 8, 8]);  expand_10 = None
        expand_11: "f32[2, 8, 16]" = torch.ops.aten.expand.default(getitem_23, [2, 8, 16]);  getitem_23 = None
        view_25: "f32[2, 8, 16]" = torch.ops.aten.view.default(expand_11, [2, 8, 16]);  expand_11 = None
        bmm_5: "f32[2, 8, 16]" = torch.ops.aten.bmm.default(view_24, view_25)
        view_26: "f32[2, 8, 16]" = torch.ops.aten.view.default(bmm_5, [2, 8, 16]);  bmm_5 = None
        view_27: "f32[16, 16]" = torch.ops.aten.view.default(view_26, [16, 16]);  view_26 = None
        t_9: "f32[16, 16]" = torch.ops.aten.t.default(primals_31);  primals_31 = None
        addmm_9: "f32[16, 16]" = torch.ops.aten.addmm.default(primals_32, view_27, t_9);  primals_32 = None
        _unsafe_view_9: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(addmm_9, [2, 8, 16]);  addmm_9 = None
        add_4: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_3, _unsafe_view_9);  _unsafe_view_9 = None

        # File: /work/main/tests/corpus/torch2gen/gen.py:115 in forward, code: return x + self.mlp(self.ln2(x))
        native_layer_norm_5 = torch.ops.aten.native_layer_norm.default(add_4, [16], primals_33, primals_34, 1e-05)
        getitem_24: "f32[2, 8, 16]" = native_layer_norm_5[0]
        getitem_25: "f32[2, 8, 1]" = native_layer_norm_5[1]
        getitem_26: "f32[2, 8, 1]" = native_layer_norm_5[2];  native_layer_norm_5 = None
        view_28: "f32[16, 16]" = torch.ops.aten.view.default(getitem_24, [16, 16]);  getitem_24 = None
        t_10: "f32[16, 64]" = torch.ops.aten.t.default(primals_35);  primals_35 = None
        addmm_10: "f32[16, 64]" = torch.ops.aten.addmm.default(primals_36, view_28, t_10);  primals_36 = None
        _unsafe_view_10: "f32[2, 8, 64]" = torch.ops.aten._unsafe_view.default(addmm_10, [2, 8, 64]);  addmm_10 = None
        gelu_2: "f32[2, 8, 64]" = torch.ops.aten.gelu.default(_unsafe_view_10)
        view_29: "f32[16, 64]" = torch.ops.aten.view.default(gelu_2, [16, 64]);  gelu_2 = None
        t_11: "f32[64, 16]" = torch.ops.aten.t.default(primals_37);  primals_37 = None
        addmm_11: "f32[16, 16]" = torch.ops.aten.addmm.default(primals_38, view_29, t_11);  primals_38 = None
        _unsafe_view_11: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(addmm_11, [2, 8, 16]);  addmm_11 = None
        add_5: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_4, _unsafe_view_11);  _unsafe_view_11 = None

        # File: /work/main/tests/corpus/torch2gen/gen.py:112 in forward, code: q, k, v = self.qkv(self.ln1(x)).chunk(3, dim=-1)
        native_layer_norm_6 = torch.ops.aten.native_layer_norm.default(add_5, [16], primals_39, primals_40, 1e-05)
        getitem_27: "f32[2, 8, 16]" = native_layer_norm_6[0]
        getitem_28: "f32[2, 8, 1]" = native_layer_norm_6[1]
        getitem_29: "f32[2, 8, 1]" = native_layer_norm_6[2];  native_layer_norm_6 = None
        view_30: "f32[16, 16]" = torch.ops.aten.view.default(getitem_27, [16, 16]);  getitem_27 = None
        t_12: "f32[16, 48]" = torch.ops.aten.t.default(primals_41);  primals_41 = None
        addmm_12: "f32[16, 48]" = torch.ops.aten.addmm.default(primals_42, view_30, t_12);  primals_42 = None
        _unsafe_view_12: "f32[2, 8, 48]" = torch.ops.aten._unsafe_view.default(addmm_12, [2, 8, 48]);  addmm_12 = None
        split_3 = torch.ops.aten.split.Tensor(_unsafe_view_12, 16, -1);  _unsafe_view_12 = None
        getitem_30: "f32[2, 8, 16]" = split_3[0]
        getitem_31: "f32[2, 8, 16]" = split_3[1]
        getitem_32: "f32[2, 8, 16]" = split_3[2];  split_3 = None

        # File: /work/main/tests/corpus/torch2gen/gen.py:113 in forward, code: att = torch.softmax(q @ k.transpose(-2, -1) / 4.0, dim=-1)
        transpose_3: "f32[2, 16, 8]" = torch.ops.aten.transpose.int(getitem_31, -2, -1);  getitem_31 = None
        expand_12: "f32[2, 8, 16]" = torch.ops.aten.expand.default(getitem_30, [2, 8, 16]);  getitem_30 = None
        view_31: "f32[2, 8, 16]" = torch.ops.aten.view.default(expand_12, [2, 8, 16]);  expand_12 = None
        expand_13: "f32[2, 16, 8]" = torch.ops.aten.expand.default(transpose_3, [2, 16, 8]);  transpose_3 = None
        view_32: "f32[2, 16, 8]" = torch.ops.aten.view.default(expand_13, [2, 16, 8]);  expand_13 = None
        bmm_6: "f32[2, 8, 8]" = torch.ops.aten.bmm.default(view_31, view_32)
        view_33: "f32[2, 8, 8]" = torch.ops.aten.view.default(bmm_6, [2, 8, 8]);  bmm_6 = None
        div_3: "f32[2, 8, 8]" = torch.ops.aten.div.Tensor(view_33, 4.0);  view_33 = None
        _softmax_3: "f32[2, 8, 8]" = torch.ops.aten._softmax.default(div_3, -1, False);  div_3 = None
        detach_3: "f32[2, 8, 8]" = torch.ops.aten.detach.default(_softmax_3)

        # File: /work/main/tests/corpus/torch2gen/gen.py:114 in forward, code: x = x + self.proj(att @ v)
        expand_14: "f32[2, 8, 8]" = torch.ops.aten.expand.default(_softmax_3, [2, 8, 8]);  _softmax_3 = None
        view_34: "f32[2, 8, 8]" = torch.ops.aten.view.default(expand_14, [2, 8, 8]);  expand_14 = None
        expand_15: "f32[2, 8, 16]" = torch.ops.aten.expand.default(getitem_32, [2, 8, 16]);  getitem_32 = None
        view_35: "f32[2, 8, 16]" = torch.ops.aten.view.default(expand_15, [2, 8, 16]);  expand_15 = None
        bmm_7: "f32[2, 8, 16]" = torch.ops.aten.bmm.default(view_34, view_35)
        view_36: "f32[2, 8, 16]" = torch.ops.aten.view.default(bmm_7, [2, 8, 16]);  bmm_7 = None
        view_37: "f32[16, 16]" = torch.ops.aten.view.default(view_36, [16, 16]);  view_36 = None
        t_13: "f32[16, 16]" = torch.ops.aten.t.default(primals_43);  primals_43 = None
        addmm_13: "f32[16, 16]" = torch.ops.aten.addmm.default(primals_44, view_37, t_13);  primals_44 = None
        _unsafe_view_13: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(addmm_13, [2, 8, 16]);  addmm_13 = None
        add_6: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_5, _unsafe_view_13);  _unsafe_view_13 = None

        # File: /work/main/tests/corpus/torch2gen/gen.py:115 in forward, code: return x + self.mlp(self.ln2(x))
        native_layer_norm_7 = torch.ops.aten.native_layer_norm.default(add_6, [16], primals_45, primals_46, 1e-05)
        getitem_33: "f32[2, 8, 16]" = native_layer_norm_7[0]
        getitem_34: "f32[2, 8, 1]" = native_layer_norm_7[1]
        getitem_35: "f32[2, 8, 1]" = native_layer_norm_7[2];  native_layer_norm_7 = None
        view_38: "f32[16, 16]" = torch.ops.aten.view.default(getitem_33, [16, 16]);  getitem_33 = None
        t_14: "f32[16, 64]" = torch.ops.aten.t.default(primals_47);  primals_47 = None
        addmm_14: "f32[16, 64]" = torch.ops.aten.addmm.default(primals_48, view_38, t_14);  primals_48 = None
        _unsafe_view_14: "f32[2, 8, 64]" = torch.ops.aten._unsafe_view.default(addmm_14, [2, 8, 64]);  addmm_14 = None
        gelu_3: "f32[2, 8, 64]" = torch.ops.aten.gelu.default(_unsafe_view_14)
        view_39: "f32[16, 64]" = torch.ops.aten.view.default(gelu_3, [16, 64]);  gelu_3 = None
        t_15: "f32[64, 16]" = torch.ops.aten.t.default(primals_49);  primals_49 = None
        addmm_15: "f32[16, 16]" = torch.ops.aten.addmm.default(primals_50, view_39, t_15);  primals_50 = None
        _unsafe_view_15: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(addmm_15, [2, 8, 16]);  addmm_15 = None
        add_7: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_6, _unsafe_view_15);  _unsafe_view_15 = None

        # File: /work/main/tests/corpus/torch2gen/gen.py:128 in forward, code: return self.head(x).logsumexp(-1).mean()
        view_40: "f32[16, 16]" = torch.ops.aten.view.default(add_7, [16, 16]);  add_7 = None
        t_16: "f32[16, 50]" = torch.ops.aten.t.default(primals_51);  primals_51 = None
        addmm_16: "f32[16, 50]" = torch.ops.aten.addmm.default(primals_52, view_40, t_16);  primals_52 = None
        _unsafe_view_16: "f32[2, 8, 50]" = torch.ops.aten._unsafe_view.default(addmm_16, [2, 8, 50]);  addmm_16 = None
        logsumexp: "f32[2, 8]" = torch.ops.aten.logsumexp.default(_unsafe_view_16, [-1])
        detach_4: "f32[2, 8]" = torch.ops.aten.detach.default(logsumexp)
        mean: "f32[]" = torch.ops.aten.mean.default(logsumexp);  logsumexp = None

        # Backward of forward node: File: /work/main/tests/corpus/torch2gen/gen.py:128 in forward, code: return self.head(x).logsumexp(-1).mean()
        expand_16: "f32[2, 8]" = torch.ops.aten.expand.default(tangents_1, [2, 8]);  tangents_1 = None
        div_4: "f32[2, 8]" = torch.ops.aten.div.Scalar(expand_16, 16);  expand_16 = None
        detach_5: "f32[2, 8]" = torch.ops.aten.detach.default(detach_4);  detach_4 = None
        unsqueeze: "f32[2, 8, 1]" = torch.ops.aten.unsqueeze.default(div_4, -1);  div_4 = None
        unsqueeze_1: "f32[2, 8, 1]" = torch.ops.aten.unsqueeze.default(detach_5, -1);  detach_5 = None
        sub: "f32[2, 8, 50]" = torch.ops.aten.sub.Tensor(_unsafe_view_16, unsqueeze_1);  _unsafe_view_16 = unsqueeze_1 = None
        exp: "f32[2, 8, 50]" = torch.ops.aten.exp.default(sub);  sub = None
        mul: "f32[2, 8, 50]" = torch.ops.aten.mul.Tensor(unsqueeze, exp);  unsqueeze = exp = None
        view_41: "f32[16, 50]" = torch.ops.aten.view.default(mul, [16, 50]);  mul = None
        t_17: "f32[50, 16]" = torch.ops.aten.t.default(t_16);  t_16 = None
        mm: "f32[16, 16]" = torch.ops.aten.mm.default(view_41, t_17);  t_17 = None
        t_18: "f32[50, 16]" = torch.ops.aten.t.default(view_41)
        mm_1: "f32[50, 16]" = torch.ops.aten.mm.default(t_18, view_40);  t_18 = view_40 = None
        t_19: "f32[16, 50]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_1: "f32[1, 50]" = torch.ops.aten.sum.dim_IntList(view_41, [0], True);  view_41 = None
        view_42: "f32[50]" = torch.ops.aten.view.default(sum_1, [50]);  sum_1 = None
        t_20: "f32[50, 16]" = torch.ops.aten.t.default(t_19);  t_19 = None
        view_43: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm, [2, 8, 16]);  mm = None

        # Backward of forward node: File: /work/main/tests/corpus/torch2gen/gen.py:115 in forward, code: return x + self.mlp(self.ln2(x))
        view_44: "f32[16, 16]" = torch.ops.aten.view.default(view_43, [16, 16])
        t_21: "f32[16, 64]" = torch.ops.aten.t.default(t_15);  t_15 = None
        mm_2: "f32[16, 64]" = torch.ops.aten.mm.default(view_44, t_21);  t_21 = None
        t_22: "f32[16, 16]" = torch.ops.aten.t.default(view_44)
        mm_3: "f32[16, 64]" = torch.ops.aten.mm.default(t_22, view_39);  t_22 = view_39 = None
        t_23: "f32[64, 16]" = torch.ops.aten.t.default(mm_3);  mm_3 = None
        sum_2: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(view_44, [0], True);  view_44 = None
        view_45: "f32[16]" = torch.ops.aten.view.default(sum_2, [16]);  sum_2 = None
        t_24: "f32[16, 64]" = torch.ops.aten.t.default(t_23);  t_23 = None
        view_46: "f32[2, 8, 64]" = torch.ops.aten.view.default(mm_2, [2, 8, 64]);  mm_2 = None
        gelu_backward: "f32[2, 8, 64]" = torch.ops.aten.gelu_backward.default(view_46, _unsafe_view_14);  view_46 = _unsafe_view_14 = None
        view_47: "f32[16, 64]" = torch.ops.aten.view.default(gelu_backward, [16, 64]);  gelu_backward = None
        t_25: "f32[64, 16]" = torch.ops.aten.t.default(t_14);  t_14 = None
        mm_4: "f32[16, 16]" = torch.ops.aten.mm.default(view_47, t_25);  t_25 = None
        t_26: "f32[64, 16]" = torch.ops.aten.t.default(view_47)
        mm_5: "f32[64, 16]" = torch.ops.aten.mm.default(t_26, view_38);  t_26 = view_38 = None
        t_27: "f32[16, 64]" = torch.ops.aten.t.default(mm_5);  mm_5 = None
        sum_3: "f32[1, 64]" = torch.ops.aten.sum.dim_IntList(view_47, [0], True);  view_47 = None
        view_48: "f32[64]" = torch.ops.aten.view.default(sum_3, [64]);  sum_3 = None
        t_28: "f32[64, 16]" = torch.ops.aten.t.default(t_27);  t_27 = None
        view_49: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_4, [2, 8, 16]);  mm_4 = None
        native_layer_norm_backward = torch.ops.aten.native_layer_norm_backward.default(view_49, add_6, [16], getitem_34, getitem_35, primals_45, primals_46, [True, True, True]);  view_49 = add_6 = getitem_34 = getitem_35 = primals_45 = primals_46 = None
        getitem_36: "f32[2, 8, 16]" = native_layer_norm_backward[0]
        getitem_37: "f32[16]" = native_layer_norm_backward[1]
        getitem_38: "f32[16]" = native_layer_norm_backward[2];  native_layer_norm_backward = None
        add_8: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(view_43, getitem_36);  view_43 = getitem_36 = None

        # Backward of forward node: File: /work/main/tests/corpus/torch2gen/gen.py:114 in forward, code: x = x + self.proj(att @ v)
        view_50: "f32[16, 16]" = torch.ops.aten.view.default(add_8, [16, 16])
        t_29: "f32[16, 16]" = torch.ops.aten.t.default(t_13);  t_13 = None
        mm_6: "f32[16, 16]" = torch.ops.aten.mm.default(view_50, t_29);  t_29 = None
        t_30: "f32[16, 16]" = torch.ops.aten.t.default(view_50)
        mm_7: "f32[16, 16]" = torch.ops.aten.mm.default(t_30, view_37);  t_30 = view_37 = None
        t_31: "f32[16, 16]" = torch.ops.aten.t.default(mm_7);  mm_7 = None
        sum_4: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(view_50, [0], True);  view_50 = None
        view_51: "f32[16]" = torch.ops.aten.view.default(sum_4, [16]);  sum_4 = None
        t_32: "f32[16, 16]" = torch.ops.aten.t.default(t_31);  t_31 = None
        view_52: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_6, [2, 8, 16]);  mm_6 = None
        view_53: "f32[2, 8, 16]" = torch.ops.aten.view.default(view_52, [2, 8, 16]);  view_52 = None
        transpose_4: "f32[2, 8, 8]" = torch.ops.aten.transpose.int(view_34, 1, 2);  view_34 = None
        bmm_8: "f32[2, 8, 16]" = torch.ops.aten.bmm.default(transpose_4, view_53);  transpose_4 = None
        transpose_5: "f32[2, 16, 8]" = torch.ops.aten.transpose.int(view_35, 1, 2);  view_35 = None
        bmm_9: "f32[2, 8, 8]" = torch.ops.aten.bmm.default(view_53, transpose_5);  view_53 = transpose_5 = None
        view_54: "f32[2, 8, 16]" = torch.ops.aten.view.default(bmm_8, [2, 8, 16]);  bmm_8 = None
        view_55: "f32[2, 8, 8]" = torch.ops.aten.view.default(bmm_9, [2, 8, 8]);  bmm_9 = None

        # Backward of forward node: File: /work/main/tests/corpus/torch2gen/gen.py:113 in forward, code: att = torch.softmax(q @ k.transpose(-2, -1) / 4.0, dim=-1)
        detach_6: "f32[2, 8, 8]" = torch.ops.aten.detach.default(detach_3);  detach_3 = None
        _softmax_backward_data: "f32[2, 8, 8]" = torch.ops.aten._softmax_backward_data.default(view_55, detach_6, -1, torch.float32);  view_55 = detach_6 = None
        div_5: "f32[2, 8, 8]" = torch.ops.aten.div.Tensor(_softmax_backward_data, 4.0);  _softmax_backward_data = None
        view_56: "f32[2, 8, 8]" = torch.ops.aten.view.default(div_5, [2, 8, 8]);  div_5 = None
        transpose_6: "f32[2, 16, 8]" = torch.ops.aten.transpose.int(view_31, 1, 2);  view_31 = None
        bmm_10: "f32[2, 16, 8]" = torch.ops.aten.bmm.default(transpose_6, view_56);  transpose_6 = None
        transpose_7: "f32[2, 8, 16]" = torch.ops.aten.transpose.int(view_32, 1, 2);  view_32 = None
        bmm_11: "f32[2, 8, 16]" = torch.ops.aten.bmm.default(view_56, transpose_7);  view_56 = transpose_7 = None
        view_57: "f32[2, 16, 8]" = torch.ops.aten.view.default(bmm_10, [2, 16, 8]);  bmm_10 = None
        view_58: "f32[2, 8, 16]" = torch.ops.aten.view.default(bmm_11, [2, 8, 16]);  bmm_11 = None
        transpose_8: "f32[2, 8, 16]" = torch.ops.aten.transpose.int(view_57, -2, -1);  view_57 = None

        # Backward of forward node: File: /work/main/tests/corpus/torch2gen/gen.py:112 in forward, code: q, k, v = self.qkv(self.ln1(x)).chunk(3, dim=-1)
        cat: "f32[2, 8, 48]" = torch.ops.aten.cat.default([view_58, transpose_8, view_54], 2);  view_58 = transpose_8 = view_54 = None
        view_59: "f32[16, 48]" = torch.ops.aten.view.default(cat, [16, 48]);  cat = None
        t_33: "f32[48, 16]" = torch.ops.aten.t.default(t_12);  t_12 = None
        mm_8: "f32[16, 16]" = torch.ops.aten.mm.default(view_59, t_33);  t_33 = None
        t_34: "f32[48, 16]" = torch.ops.aten.t.default(view_59)
        mm_9: "f32[48, 16]" = torch.ops.aten.mm.default(t_34, view_30);  t_34 = view_30 = None
        t_35: "f32[16, 48]" = torch.ops.aten.t.default(mm_9);  mm_9 = None
        sum_5: "f32[1, 48]" = torch.ops.aten.sum.dim_IntList(view_59, [0], True);  view_59 = None
        view_60: "f32[48]" = torch.ops.aten.view.default(sum_5, [48]);  sum_5 = None
        t_36: "f32[48, 16]" = torch.ops.aten.t.default(t_35);  t_35 = None
        view_61: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_8, [2, 8, 16]);  mm_8 = None
        native_layer_norm_backward_1 = torch.ops.aten.native_layer_norm_backward.default(view_61, add_5, [16], getitem_28, getitem_29, primals_39, primals_40, [True, True, True]);  view_61 = add_5 = getitem_28 = getitem_29 = primals_39 = primals_40 = None
        getitem_39: "f32[2, 8, 16]" = native_layer_norm_backward_1[0]
        getitem_40: "f32[16]" = native_layer_norm_backward_1[1]
        getitem_41: "f32[16]" = native_layer_norm_backward_1[2];  native_layer_norm_backward_1 = None
        add_9: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_8, getitem_39);  add_8 = getitem_39 = None

        # Backward of forward node: File: /work/main/tests/corpus/torch2gen/gen.py:115 in forward, code: return x + self.mlp(self.ln2(x))
        view_62: "f32[16, 16]" = torch.ops.aten.view.default(add_9, [16, 16])
        t_37: "f32[16, 64]" = torch.ops.aten.t.default(t_11);  t_11 = None
        mm_10: "f32[16, 64]" = torch.ops.aten.mm.default(view_62, t_37);  t_37 = None
        t_38: "f32[16, 16]" = torch.ops.aten.t.default(view_62)
        mm_11: "f32[16, 64]" = torch.ops.aten.mm.default(t_38, view_29);  t_38 = view_29 = None
        t_39: "f32[64, 16]" = torch.ops.aten.t.default(mm_11);  mm_11 = None
        sum_6: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(view_62, [0], True);  view_62 = None
        view_63: "f32[16]" = torch.ops.aten.view.default(sum_6, [16]);  sum_6 = None
        t_40: "f32[16, 64]" = torch.ops.aten.t.default(t_39);  t_39 = None
        view_64: "f32[2, 8, 64]" = torch.ops.aten.view.default(mm_10, [2, 8, 64]);  mm_10 = None
        gelu_backward_1: "f32[2, 8, 64]" = torch.ops.aten.gelu_backward.default(view_64, _unsafe_view_10);  view_64 = _unsafe_view_10 = None
        view_65: "f32[16, 64]" = torch.ops.aten.view.default(gelu_backward_1, [16, 64]);  gelu_backward_1 = None
        t_41: "f32[64, 16]" = torch.ops.aten.t.default(t_10);  t_10 = None
        mm_12: "f32[16, 16]" = torch.ops.aten.mm.default(view_65, t_41);  t_41 = None
        t_42: "f32[64, 16]" = torch.ops.aten.t.default(view_65)
        mm_13: "f32[64, 16]" = torch.ops.aten.mm.default(t_42, view_28);  t_42 = view_28 = None
        t_43: "f32[16, 64]" = torch.ops.aten.t.default(mm_13);  mm_13 = None
        sum_7: "f32[1, 64]" = torch.ops.aten.sum.dim_IntList(view_65, [0], True);  view_65 = None
        view_66: "f32[64]" = torch.ops.aten.view.default(sum_7, [64]);  sum_7 = None
        t_44: "f32[64, 16]" = torch.ops.aten.t.default(t_43);  t_43 = None
        view_67: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_12, [2, 8, 16]);  mm_12 = None
        native_layer_norm_backward_2 = torch.ops.aten.native_layer_norm_backward.default(view_67, add_4, [16], getitem_25, getitem_26, primals_33, primals_34, [True, True, True]);  view_67 = add_4 = getitem_25 = getitem_26 = primals_33 = primals_34 = None
        getitem_42: "f32[2, 8, 16]" = native_layer_norm_backward_2[0]
        getitem_43: "f32[16]" = native_layer_norm_backward_2[1]
        getitem_44: "f32[16]" = native_layer_norm_backward_2[2];  native_layer_norm_backward_2 = None
        add_10: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_9, getitem_42);  add_9 = getitem_42 = None

        # Backward of forward node: File: /work/main/tests/corpus/torch2gen/gen.py:114 in forward, code: x = x + self.proj(att @ v)
        view_68: "f32[16, 16]" = torch.ops.aten.view.default(add_10, [16, 16])
        t_45: "f32[16, 16]" = torch.ops.aten.t.default(t_9);  t_9 = None
        mm_14: "f32[16, 16]" = torch.ops.aten.mm.default(view_68, t_45);  t_45 = None
        t_46: "f32[16, 16]" = torch.ops.aten.t.default(view_68)
        mm_15: "f32[16, 16]" = torch.ops.aten.mm.default(t_46, view_27);  t_46 = view_27 = None
        t_47: "f32[16, 16]" = torch.ops.aten.t.default(mm_15);  mm_15 = None
        sum_8: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(view_68, [0], True);  view_68 = None
        view_69: "f32[16]" = torch.ops.aten.view.default(sum_8, [16]);  sum_8 = None
        t_48: "f32[16, 16]" = torch.ops.aten.t.default(t_47);  t_47 = None
        view_70: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_14, [2, 8, 16]);  mm_14 = None
        view_71: "f32[2, 8, 16]" = torch.ops.aten.view.default(view_70, [2, 8, 16]);  view_70 = None
        transpose_9: "f32[2, 8, 8]" = torch.ops.aten.transpose.int(view_24, 1, 2);  view_24 = None
        bmm_12: "f32[2, 8, 16]" = torch.ops.aten.bmm.default(transpose_9, view_71);  transpose_9 = None
        transpose_10: "f32[2, 16, 8]" = torch.ops.aten.transpose.int(view_25, 1, 2);  view_25 = None
        bmm_13: "f32[2, 8, 8]" = torch.ops.aten.bmm.default(view_71, transpose_10);  view_71 = transpose_10 = None
        view_72: "f32[2, 8, 16]" = torch.ops.aten.view.default(bmm_12, [2, 8, 16]);  bmm_12 = None
        view_73: "f32[2, 8, 8]" = torch.ops.aten.view.default(bmm_13, [2, 8, 8]);  bmm_13 = None

        # Backward of forward node: File: /work/main/tests/corpus/torch2gen/gen.py:113 in forward, code: att = torch.softmax(q @ k.transpose(-2, -1) / 4.0, dim=-1)
        detach_7: "f32[2, 8, 8]" = torch.ops.aten.detach.default(detach_2);  detach_2 = None
        _softmax_backward_data_1: "f32[2, 8, 8]" = torch.ops.aten._softmax_backward_data.default(view_73, detach_7, -1, torch.float32);  view_73 = detach_7 = None
        div_6: "f32[2, 8, 8]" = torch.ops.aten.div.Tensor(_softmax_backward_data_1, 4.0);  _softmax_backward_data_1 = None
        view_74: "f32[2, 8, 8]" = torch.ops.aten.view.default(div_6, [2, 8, 8]);  div_6 = None
        transpose_11: "f32[2, 16, 8]" = torch.ops.aten.transpose.int(view_21, 1, 2);  view_21 = None
        bmm_14: "f32[2, 16, 8]" = torch.ops.aten.bmm.default(transpose_11, view_74);  transpose_11 = None
        transpose_12: "f32[2, 8, 16]" = torch.ops.aten.transpose.int(view_22, 1, 2);  view_22 = None
        bmm_15: "f32[2, 8, 16]" = torch.ops.aten.bmm.default(view_74, transpose_12);  view_74 = transpose_12 = None
        view_75: "f32[2, 16, 8]" = torch.ops.aten.view.default(bmm_14, [2, 16, 8]);  bmm_14 = None
        view_76: "f32[2, 8, 16]" = torch.ops.aten.view.default(bmm_15, [2, 8, 16]);  bmm_15 = None
        transpose_13: "f32[2, 8, 16]" = torch.ops.aten.transpose.int(view_75, -2, -1);  view_75 = None

        # Backward of forward node: File: /work/main/tests/corpus/torch2gen/gen.py:112 in forward, code: q, k, v = self.qkv(self.ln1(x)).chunk(3, dim=-1)
        cat_1: "f32[2, 8, 48]" = torch.ops.aten.cat.default([view_76, transpose_13, view_72], 2);  view_76 = transpose_13 = view_72 = None
        view_77: "f32[16, 48]" = torch.ops.aten.view.default(cat_1, [16, 48]);  cat_1 = None
        t_49: "f32[48, 16]" = torch.ops.aten.t.default(t_8);  t_8 = None
        mm_16: "f32[16, 16]" = torch.ops.aten.mm.default(view_77, t_49);  t_49 = None
        t_50: "f32[48, 16]" = torch.ops.aten.t.default(view_77)
        mm_17: "f32[48, 16]" = torch.ops.aten.mm.default(t_50, view_20);  t_50 = view_20 = None
        t_51: "f32[16, 48]" = torch.ops.aten.t.default(mm_17);  mm_17 = None
        sum_9: "f32[1, 48]" = torch.ops.aten.sum.dim_IntList(view_77, [0], True);  view_77 = None
        view_78: "f32[48]" = torch.ops.aten.view.default(sum_9, [48]);  sum_9 = None
        t_52: "f32[48, 16]" = torch.ops.aten.t.default(t_51);  t_51 = None
        view_79: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_16, [2, 8, 16]);  mm_16 = None
        native_layer_norm_backward_3 = torch.ops.aten.native_layer_norm_backward.default(view_79, add_3, [16], getitem_19, getitem_20, primals_27, primals_28, [True, True, True]);  view_79 = add_3 = getitem_19 = getitem_20 = primals_27 = primals_28 = None
        getitem_45: "f32[2, 8, 16]" = native_layer_norm_backward_3[0]
        getitem_46: "f32[16]" = native_layer_norm_backward_3[1]
        getitem_47: "f32[16]" = native_layer_norm_backward_3[2];  native_layer_norm_backward_3 = None
        add_11: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_10, getitem_45);  add_10 = getitem_45 = None

        # Backward of forward node: File: /work/main/tests/corpus/torch2gen/gen.py:115 in forward, code: return x + self.mlp(self.ln2(x))
        view_80: "f32[16, 16]" = torch.ops.aten.view.default(add_11, [16, 16])
        t_53: "f32[16, 64]" = torch.ops.aten.t.default(t_7);  t_7 = None
        mm_18: "f32[16, 64]" = torch.ops.aten.mm.default(view_80, t_53);  t_53 = None
        t_54: "f32[16, 16]" = torch.ops.aten.t.default(view_80)
        mm_19: "f32[16, 64]" = torch.ops.aten.mm.default(t_54, view_19);  t_54 = view_19 = None
        t_55: "f32[64, 16]" = torch.ops.aten.t.default(mm_19);  mm_19 = None
        sum_10: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(view_80, [0], True);  view_80 = None
        view_81: "f32[16]" = torch.ops.aten.view.default(sum_10, [16]);  sum_10 = None
        t_56: "f32[16, 64]" = torch.ops.aten.t.default(t_55);  t_55 = None
        view_82: "f32[2, 8, 64]" = torch.ops.aten.view.default(mm_18, [2, 8, 64]);  mm_18 = None
        gelu_backward_2: "f32[2, 8, 64]" = torch.ops.aten.gelu_backward.default(view_82, _unsafe_view_6);  view_82 = _unsafe_view_6 = None
        view_83: "f32[16, 64]" = torch.ops.aten.view.default(gelu_backward_2, [16, 64]);  gelu_backward_2 = None
        t_57: "f32[64, 16]" = torch.ops.aten.t.default(t_6);  t_6 = None
        mm_20: "f32[16, 16]" = torch.ops.aten.mm.default(view_83, t_57);  t_57 = None
        t_58: "f32[64, 16]" = torch.ops.aten.t.default(view_83)
        mm_21: "f32[64, 16]" = torch.ops.aten.mm.default(t_58, view_18);  t_58 = view_18 = None
        t_59: "f32[16, 64]" = torch.ops.aten.t.default(mm_21);  mm_21 = None
        sum_11: "f32[1, 64]" = torch.ops.aten.sum.dim_IntList(view_83, [0], True);  view_83 = None
        view_84: "f32[64]" = torch.ops.aten.view.default(sum_11, [64]);  sum_11 = None
        t_60: "f32[64, 16]" = torch.ops.aten.t.default(t_59);  t_59 = None
        view_85: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_20, [2, 8, 16]);  mm_20 = None
        native_layer_norm_backward_4 = torch.ops.aten.native_layer_norm_backward.default(view_85, add_2, [16], getitem_16, getitem_17, primals_21, primals_22, [True, True, True]);  view_85 = add_2 = getitem_16 = getitem_17 = primals_21 = primals_22 = None
        getitem_48: "f32[2, 8, 16]" = native_layer_norm_backward_4[0]
        getitem_49: "f32[16]" = native_layer_norm_backward_4[1]
        getitem_50: "f32[16]" = native_layer_norm_backward_4[2];  native_layer_norm_backward_4 = None
        add_12: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_11, getitem_48);  add_11 = getitem_48 = None

        # Backward of forward node: File: /work/main/tests/corpus/torch2gen/gen.py:114 in forward, code: x = x + self.proj(att @ v)
        view_86: "f32[16, 16]" = torch.ops.aten.view.default(add_12, [16, 16])
        t_61: "f32[16, 16]" = torch.ops.aten.t.default(t_5);  t_5 = None
        mm_22: "f32[16, 16]" = torch.ops.aten.mm.default(view_86, t_61);  t_61 = None
        t_62: "f32[16, 16]" = torch.ops.aten.t.default(view_86)
        mm_23: "f32[16, 16]" = torch.ops.aten.mm.default(t_62, view_17);  t_62 = view_17 = None
        t_63: "f32[16, 16]" = torch.ops.aten.t.default(mm_23);  mm_23 = None
        sum_12: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(view_86, [0], True);  view_86 = None
        view_87: "f32[16]" = torch.ops.aten.view.default(sum_12, [16]);  sum_12 = None
        t_64: "f32[16, 16]" = torch.ops.aten.t.default(t_63);  t_63 = None
        view_88: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_22, [2, 8, 16]);  mm_22 = None
        view_89: "f32[2, 8, 16]" = torch.ops.aten.view.default(view_88, [2, 8, 16]);  view_88 = None
        transpose_14: "f32[2, 8, 8]" = torch.ops.aten.transpose.int(view_14, 1, 2);  view_14 = None
        bmm_16: "f32[2, 8, 16]" = torch.ops.aten.bmm.default(transpose_14, view_89);  transpose_14 = None
        transpose_15: "f32[2, 16, 8]" = torch.ops.aten.transpose.int(view_15, 1, 2);  view_15 = None
        bmm_17: "f32[2, 8, 8]" = torch.ops.aten.bmm.default(view_89, transpose_15);  view_89 = transpose_15 = None
        view_90: "f32[2, 8, 16]" = torch.ops.aten.view.default(bmm_16, [2, 8, 16]);  bmm_16 = None
        view_91: "f32[2, 8, 8]" = torch.ops.aten.view.default(bmm_17, [2, 8, 8]);  bmm_17 = None

        # Backward of forward node: File: /work/main/tests/corpus/torch2gen/gen.py:113 in forward, code: att = torch.softmax(q @ k.transpose(-2, -1) / 4.0, dim=-1)
        detach_8: "f32[2, 8, 8]" = torch.ops.aten.detach.default(detach_1);  detach_1 = None
        _softmax_backward_data_2: "f32[2, 8, 8]" = torch.ops.aten._softmax_backward_data.default(view_91, detach_8, -1, torch.float32);  view_91 = detach_8 = None
        div_7: "f32[2, 8, 8]" = torch.ops.aten.div.Tensor(_softmax_backward_data_2, 4.0);  _softmax_backward_data_2 = None
        view_92: "f32[2, 8, 8]" = torch.ops.aten.view.default(div_7, [2, 8, 8]);  div_7 = None
        transpose_16: "f32[2, 16, 8]" = torch.ops.aten.transpose.int(view_11, 1, 2);  view_11 = None
        bmm_18: "f32[2, 16, 8]" = torch.ops.aten.bmm.default(transpose_16, view_92);  transpose_16 = None
        transpose_17: "f32[2, 8, 16]" = torch.ops.aten.transpose.int(view_12, 1, 2);  view_12 = None
        bmm_19: "f32[2, 8, 16]" = torch.ops.aten.bmm.default(view_92, transpose_17);  view_92 = transpose_17 = None
        view_93: "f32[2, 16, 8]" = torch.ops.aten.view.default(bmm_18, [2, 16, 8]);  bmm_18 = None
        view_94: "f32[2, 8, 16]" = torch.ops.aten.view.default(bmm_19, [2, 8, 16]);  bmm_19 = None
        transpose_18: "f32[2, 8, 16]" = torch.ops.aten.transpose.int(view_93, -2, -1);  view_93 = None

        # Backward of forward node: File: /work/main/tests/corpus/torch2gen/gen.py:112 in forward, code: q, k, v = self.qkv(self.ln1(x)).chunk(3, dim=-1)
        cat_2: "f32[2, 8, 48]" = torch.ops.aten.cat.default([view_94, transpose_18, view_90], 2);  view_94 = transpose_18 = view_90 = None
        view_95: "f32[16, 48]" = torch.ops.aten.view.default(cat_2, [16, 48]);  cat_2 = None
        t_65: "f32[48, 16]" = torch.ops.aten.t.default(t_4);  t_4 = None
        mm_24: "f32[16, 16]" = torch.ops.aten.mm.default(view_95, t_65);  t_65 = None
        t_66: "f32[48, 16]" = torch.ops.aten.t.default(view_95)
        mm_25: "f32[48, 16]" = torch.ops.aten.mm.default(t_66, view_10);  t_66 = view_10 = None
        t_67: "f32[16, 48]" = torch.ops.aten.t.default(mm_25);  mm_25 = None
        sum_13: "f32[1, 48]" = torch.ops.aten.sum.dim_IntList(view_95, [0], True);  view_95 = None
        view_96: "f32[48]" = torch.ops.aten.view.default(sum_13, [48]);  sum_13 = None
        t_68: "f32[48, 16]" = torch.ops.aten.t.default(t_67);  t_67 = None
        view_97: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_24, [2, 8, 16]);  mm_24 = None
        native_layer_norm_backward_5 = torch.ops.aten.native_layer_norm_backward.default(view_97, add_1, [16], getitem_10, getitem_11, primals_15, primals_16, [True, True, True]);  view_97 = add_1 = getitem_10 = getitem_11 = primals_15 = primals_16 = None
        getitem_51: "f32[2, 8, 16]" = native_layer_norm_backward_5[0]
        getitem_52: "f32[16]" = native_layer_norm_backward_5[1]
        getitem_53: "f32[16]" = native_layer_norm_backward_5[2];  native_layer_norm_backward_5 = None
        add_13: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_12, getitem_51);  add_12 = getitem_51 = None

        # Backward of forward node: File: /work/main/tests/corpus/torch2gen/gen.py:115 in forward, code: return x + self.mlp(self.ln2(x))
        view_98: "f32[16, 16]" = torch.ops.aten.view.default(add_13, [16, 16])
        t_69: "f32[16, 64]" = torch.ops.aten.t.default(t_3);  t_3 = None
        mm_26: "f32[16, 64]" = torch.ops.aten.mm.default(view_98, t_69);  t_69 = None
        t_70: "f32[16, 16]" = torch.ops.aten.t.default(view_98)
        mm_27: "f32[16, 64]" = torch.ops.aten.mm.default(t_70, view_9);  t_70 = view_9 = None
        t_71: "f32[64, 16]" = torch.ops.aten.t.default(mm_27);  mm_27 = None
        sum_14: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(view_98, [0], True);  view_98 = None
        view_99: "f32[16]" = torch.ops.aten.view.default(sum_14, [16]);  sum_14 = None
        t_72: "f32[16, 64]" = torch.ops.aten.t.default(t_71);  t_71 = None
        view_100: "f32[2, 8, 64]" = torch.ops.aten.view.default(mm_26, [2, 8, 64]);  mm_26 = None
        gelu_backward_3: "f32[2, 8, 64]" = torch.ops.aten.gelu_backward.default(view_100, _unsafe_view_2);  view_100 = _unsafe_view_2 = None
        view_101: "f32[16, 64]" = torch.ops.aten.view.default(gelu_backward_3, [16, 64]);  gelu_backward_3 = None
        t_73: "f32[64, 16]" = torch.ops.aten.t.default(t_2);  t_2 = None
        mm_28: "f32[16, 16]" = torch.ops.aten.mm.default(view_101, t_73);  t_73 = None
        t_74: "f32[64, 16]" = torch.ops.aten.t.default(view_101)
        mm_29: "f32[64, 16]" = torch.ops.aten.mm.default(t_74, view_8);  t_74 = view_8 = None
        t_75: "f32[16, 64]" = torch.ops.aten.t.default(mm_29);  mm_29 = None
        sum_15: "f32[1, 64]" = torch.ops.aten.sum.dim_IntList(view_101, [0], True);  view_101 = None
        view_102: "f32[64]" = torch.ops.aten.view.default(sum_15, [64]);  sum_15 = None
        t_76: "f32[64, 16]" = torch.ops.aten.t.default(t_75);  t_75 = None
        view_103: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_28, [2, 8, 16]);  mm_28 = None
        native_layer_norm_backward_6 = torch.ops.aten.native_layer_norm_backward.default(view_103, add, [16], getitem_7, getitem_8, primals_9, primals_10, [True, True, True]);  view_103 = add = getitem_7 = getitem_8 = primals_9 = primals_10 = None
        getitem_54: "f32[2, 8, 16]" = native_layer_norm_backward_6[0]
        getitem_55: "f32[16]" = native_layer_norm_backward_6[1]
        getitem_56: "f32[16]" = native_layer_norm_backward_6[2];  native_layer_norm_backward_6 = None
        add_14: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_13, getitem_54);  add_13 = getitem_54 = None

        # Backward of forward node: File: /work/main/tests/corpus/torch2gen/gen.py:114 in forward, code: x = x + self.proj(att @ v)
        view_104: "f32[16, 16]" = torch.ops.aten.view.default(add_14, [16, 16])
        t_77: "f32[16, 16]" = torch.ops.aten.t.default(t_1);  t_1 = None
        mm_30: "f32[16, 16]" = torch.ops.aten.mm.default(view_104, t_77);  t_77 = None
        t_78: "f32[16, 16]" = torch.ops.aten.t.default(view_104)
        mm_31: "f32[16, 16]" = torch.ops.aten.mm.default(t_78, view_7);  t_78 = view_7 = None
        t_79: "f32[16, 16]" = torch.ops.aten.t.default(mm_31);  mm_31 = None
        sum_16: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(view_104, [0], True);  view_104 = None
        view_105: "f32[16]" = torch.ops.aten.view.default(sum_16, [16]);  sum_16 = None
        t_80: "f32[16, 16]" = torch.ops.aten.t.default(t_79);  t_79 = None
        view_106: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_30, [2, 8, 16]);  mm_30 = None
        view_107: "f32[2, 8, 16]" = torch.ops.aten.view.default(view_106, [2, 8, 16]);  view_106 = None
        transpose_19: "f32[2, 8, 8]" = torch.ops.aten.transpose.int(view_4, 1, 2);  view_4 = None
        bmm_20: "f32[2, 8, 16]" = torch.ops.aten.bmm.default(transpose_19, view_107);  transpose_19 = None
        transpose_20: "f32[2, 16, 8]" = torch.ops.aten.transpose.int(view_5, 1, 2);  view_5 = None
        bmm_21: "f32[2, 8, 8]" = torch.ops.aten.bmm.default(view_107, transpose_20);  view_107 = transpose_20 = None
        view_108: "f32[2, 8, 16]" = torch.ops.aten.view.default(bmm_20, [2, 8, 16]);  bmm_20 = None
        view_109: "f32[2, 8, 8]" = torch.ops.aten.view.default(bmm_21, [2, 8, 8]);  bmm_21 = None

        # Backward of forward node: File: /work/main/tests/corpus/torch2gen/gen.py:113 in forward, code: att = torch.softmax(q @ k.transpose(-2, -1) / 4.0, dim=-1)
        detach_9: "f32[2, 8, 8]" = torch.ops.aten.detach.default(detach);  detach = None
        _softmax_backward_data_3: "f32[2, 8, 8]" = torch.ops.aten._softmax_backward_data.default(view_109, detach_9, -1, torch.float32);  view_109 = detach_9 = None
        div_8: "f32[2, 8, 8]" = torch.ops.aten.div.Tensor(_softmax_backward_data_3, 4.0);  _softmax_backward_data_3 = None
        view_110: "f32[2, 8, 8]" = torch.ops.aten.view.default(div_8, [2, 8, 8]);  div_8 = None
        transpose_21: "f32[2, 16, 8]" = torch.ops.aten.transpose.int(view_1, 1, 2);  view_1 = None
        bmm_22: "f32[2, 16, 8]" = torch.ops.aten.bmm.default(transpose_21, view_110);  transpose_21 = None
        transpose_22: "f32[2, 8, 16]" = torch.ops.aten.transpose.int(view_2, 1, 2);  view_2 = None
        bmm_23: "f32[2, 8, 16]" = torch.ops.aten.bmm.default(view_110, transpose_22);  view_110 = transpose_22 = None
        view_111: "f32[2, 16, 8]" = torch.ops.aten.view.default(bmm_22, [2, 16, 8]);  bmm_22 = None
        view_112: "f32[2, 8, 16]" = torch.ops.aten.view.default(bmm_23, [2, 8, 16]);  bmm_23 = None
        transpose_23: "f32[2, 8, 16]" = torch.ops.aten.transpose.int(view_111, -2, -1);  view_111 = None

        # Backward of forward node: File: /work/main/tests/corpus/torch2gen/gen.py:112 in forward, code: q, k, v = self.qkv(self.ln1(x)).chunk(3, dim=-1)
        cat_3: "f32[2, 8, 48]" = torch.ops.aten.cat.default([view_112, transpose_23, view_108], 2);  view_112 = transpose_23 = view_108 = None
        view_113: "f32[16, 48]" = torch.ops.aten.view.default(cat_3, [16, 48]);  cat_3 = None
        t_81: "f32[48, 16]" = torch.ops.aten.t.default(t);  t = None
        mm_32: "f32[16, 16]" = torch.ops.aten.mm.default(view_113, t_81);  t_81 = None
        t_82: "f32[48, 16]" = torch.ops.aten.t.default(view_113)
        mm_33: "f32[48, 16]" = torch.ops.aten.mm.default(t_82, view);  t_82 = view = None
        t_83: "f32[16, 48]" = torch.ops.aten.t.default(mm_33);  mm_33 = None
        sum_17: "f32[1, 48]" = torch.ops.aten.sum.dim_IntList(view_113, [0], True);  view_113 = None
        view_114: "f32[48]" = torch.ops.aten.view.default(sum_17, [48]);  sum_17 = None
        t_84: "f32[48, 16]" = torch.ops.aten.t.default(t_83);  t_83 = None
        view_115: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_32, [2, 8, 16]);  mm_32 = None
        native_layer_norm_backward_7 = torch.ops.aten.native_layer_norm_backward.default(view_115, embedding, [16], getitem_1, getitem_2, primals_3, primals_4, [True, True, True]);  view_115 = embedding = getitem_1 = getitem_2 = primals_3 = primals_4 = None
        getitem_57: "f32[2, 8, 16]" = native_layer_norm_backward_7[0]
        getitem_58: "f32[16]" = native_layer_norm_backward_7[1]
        getitem_59: "f32[16]" = native_layer_norm_backward_7[2];  native_layer_norm_backward_7 = None
        add_15: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_14, getitem_57);  add_14 = getitem_57 = None

        # Backward of forward node: File: /work/main/tests/corpus/torch2gen/gen.py:125 in forward, code: x = self.emb(idx)
        embedding_dense_backward: "f32[50, 16]" = torch.ops.aten.embedding_dense_backward.default(add_15, primals_2, 50, -1, False);  add_15 = primals_2 = None
        return pytree.tree_unflatten([mean, embedding_dense_backward, None, getitem_58, getitem_59, t_84, view_114, t_80, view_105, getitem_55, getitem_56, t_76, view_102, t_72, view_99, getitem_52, getitem_53, t_68, view_96, t_64, view_87, getitem_49, getitem_50, t_60, view_84, t_56, view_81, getitem_46, getitem_47, t_52, view_78, t_48, view_69, getitem_43, getitem_44, t_44, view_66, t_40, view_63, getitem_40, getitem_41, t_36, view_60, t_32, view_51, getitem_37, getitem_38, t_28, view_48, t_24, view_45, t_20, view_42], self._out_spec)
