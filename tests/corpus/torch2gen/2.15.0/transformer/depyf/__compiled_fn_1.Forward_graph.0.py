from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[50, 16]", primals_2: "i64[2, 8]", primals_3: "f32[16]", primals_4: "f32[16]", primals_5: "f32[48, 16]", primals_6: "f32[48]", primals_7: "f32[16, 16]", primals_8: "f32[16]", primals_9: "f32[16]", primals_10: "f32[16]", primals_11: "f32[64, 16]", primals_12: "f32[64]", primals_13: "f32[16, 64]", primals_14: "f32[16]", primals_15: "f32[16]", primals_16: "f32[16]", primals_17: "f32[48, 16]", primals_18: "f32[48]", primals_19: "f32[16, 16]", primals_20: "f32[16]", primals_21: "f32[16]", primals_22: "f32[16]", primals_23: "f32[64, 16]", primals_24: "f32[64]", primals_25: "f32[16, 64]", primals_26: "f32[16]", primals_27: "f32[16]", primals_28: "f32[16]", primals_29: "f32[48, 16]", primals_30: "f32[48]", primals_31: "f32[16, 16]", primals_32: "f32[16]", primals_33: "f32[16]", primals_34: "f32[16]", primals_35: "f32[64, 16]", primals_36: "f32[64]", primals_37: "f32[16, 64]", primals_38: "f32[16]", primals_39: "f32[16]", primals_40: "f32[16]", primals_41: "f32[48, 16]", primals_42: "f32[48]", primals_43: "f32[16, 16]", primals_44: "f32[16]", primals_45: "f32[16]", primals_46: "f32[16]", primals_47: "f32[64, 16]", primals_48: "f32[64]", primals_49: "f32[16, 64]", primals_50: "f32[16]", primals_51: "f32[50, 16]", primals_52: "f32[50]"):
        # File: /work/main/tests/corpus/torch2gen/gen.py:125 in forward, code: x = self.emb(idx)
        embedding: "f32[2, 8, 16]" = torch.ops.aten.embedding.default(primals_1, primals_2);  primals_1 = None

        # File: /work/main/tests/corpus/torch2gen/gen.py:112 in forward, code: q, k, v = self.qkv(self.ln1(x)).chunk(3, dim=-1)
        native_layer_norm = torch.ops.aten.native_layer_norm.default(embedding, [16], primals_3, primals_4, 1e-05)
        getitem: "f32[2, 8, 16]" = native_layer_norm[0]
        getitem_1: "f32[2, 8, 1]" = native_layer_norm[1]
        getitem_2: "f32[2, 8, 1]" = native_layer_norm[2];  native_layer_norm = None
        view: "f32[16, 16]" = torch.ops.aten.view.default(getitem, [16, 16]);  getitem = None
        t: "f32[16, 48]" = torch.ops.aten.t.default(primals_5)
        addmm: "f32[16, 48]" = torch.ops.aten.addmm.default(primals_6, view, t);  primals_6 = t = None
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

        # File: /work/main/tests/corpus/torch2gen/gen.py:114 in forward, code: x = x + self.proj(att @ v)
        expand_2: "f32[2, 8, 8]" = torch.ops.aten.expand.default(_softmax, [2, 8, 8])
        view_4: "f32[2, 8, 8]" = torch.ops.aten.view.default(expand_2, [2, 8, 8]);  expand_2 = None
        expand_3: "f32[2, 8, 16]" = torch.ops.aten.expand.default(getitem_5, [2, 8, 16]);  getitem_5 = None
        view_5: "f32[2, 8, 16]" = torch.ops.aten.view.default(expand_3, [2, 8, 16]);  expand_3 = None
        bmm_1: "f32[2, 8, 16]" = torch.ops.aten.bmm.default(view_4, view_5);  view_4 = None
        view_6: "f32[2, 8, 16]" = torch.ops.aten.view.default(bmm_1, [2, 8, 16]);  bmm_1 = None
        view_7: "f32[16, 16]" = torch.ops.aten.view.default(view_6, [16, 16]);  view_6 = None
        t_1: "f32[16, 16]" = torch.ops.aten.t.default(primals_7)
        addmm_1: "f32[16, 16]" = torch.ops.aten.addmm.default(primals_8, view_7, t_1);  primals_8 = t_1 = None
        _unsafe_view_1: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(addmm_1, [2, 8, 16]);  addmm_1 = None
        add: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(embedding, _unsafe_view_1);  _unsafe_view_1 = None

        # File: /work/main/tests/corpus/torch2gen/gen.py:115 in forward, code: return x + self.mlp(self.ln2(x))
        native_layer_norm_1 = torch.ops.aten.native_layer_norm.default(add, [16], primals_9, primals_10, 1e-05)
        getitem_6: "f32[2, 8, 16]" = native_layer_norm_1[0]
        getitem_7: "f32[2, 8, 1]" = native_layer_norm_1[1]
        getitem_8: "f32[2, 8, 1]" = native_layer_norm_1[2];  native_layer_norm_1 = None
        view_8: "f32[16, 16]" = torch.ops.aten.view.default(getitem_6, [16, 16]);  getitem_6 = None
        t_2: "f32[16, 64]" = torch.ops.aten.t.default(primals_11)
        addmm_2: "f32[16, 64]" = torch.ops.aten.addmm.default(primals_12, view_8, t_2);  primals_12 = t_2 = None
        _unsafe_view_2: "f32[2, 8, 64]" = torch.ops.aten._unsafe_view.default(addmm_2, [2, 8, 64])
        gelu: "f32[2, 8, 64]" = torch.ops.aten.gelu.default(_unsafe_view_2);  _unsafe_view_2 = None
        view_9: "f32[16, 64]" = torch.ops.aten.view.default(gelu, [16, 64]);  gelu = None
        t_3: "f32[64, 16]" = torch.ops.aten.t.default(primals_13)
        addmm_3: "f32[16, 16]" = torch.ops.aten.addmm.default(primals_14, view_9, t_3);  primals_14 = t_3 = None
        _unsafe_view_3: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(addmm_3, [2, 8, 16]);  addmm_3 = None
        add_1: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add, _unsafe_view_3);  _unsafe_view_3 = None

        # File: /work/main/tests/corpus/torch2gen/gen.py:112 in forward, code: q, k, v = self.qkv(self.ln1(x)).chunk(3, dim=-1)
        native_layer_norm_2 = torch.ops.aten.native_layer_norm.default(add_1, [16], primals_15, primals_16, 1e-05)
        getitem_9: "f32[2, 8, 16]" = native_layer_norm_2[0]
        getitem_10: "f32[2, 8, 1]" = native_layer_norm_2[1]
        getitem_11: "f32[2, 8, 1]" = native_layer_norm_2[2];  native_layer_norm_2 = None
        view_10: "f32[16, 16]" = torch.ops.aten.view.default(getitem_9, [16, 16]);  getitem_9 = None
        t_4: "f32[16, 48]" = torch.ops.aten.t.default(primals_17)
        addmm_4: "f32[16, 48]" = torch.ops.aten.addmm.default(primals_18, view_10, t_4);  primals_18 = t_4 = None
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

        # File: /work/main/tests/corpus/torch2gen/gen.py:114 in forward, code: x = x + self.proj(att @ v)
        expand_6: "f32[2, 8, 8]" = torch.ops.aten.expand.default(_softmax_1, [2, 8, 8])
        view_14: "f32[2, 8, 8]" = torch.ops.aten.view.default(expand_6, [2, 8, 8]);  expand_6 = None
        expand_7: "f32[2, 8, 16]" = torch.ops.aten.expand.default(getitem_14, [2, 8, 16]);  getitem_14 = None
        view_15: "f32[2, 8, 16]" = torch.ops.aten.view.default(expand_7, [2, 8, 16]);  expand_7 = None
        bmm_3: "f32[2, 8, 16]" = torch.ops.aten.bmm.default(view_14, view_15);  view_14 = None
        view_16: "f32[2, 8, 16]" = torch.ops.aten.view.default(bmm_3, [2, 8, 16]);  bmm_3 = None
        view_17: "f32[16, 16]" = torch.ops.aten.view.default(view_16, [16, 16]);  view_16 = None
        t_5: "f32[16, 16]" = torch.ops.aten.t.default(primals_19)
        addmm_5: "f32[16, 16]" = torch.ops.aten.addmm.default(primals_20, view_17, t_5);  primals_20 = t_5 = None
        _unsafe_view_5: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(addmm_5, [2, 8, 16]);  addmm_5 = None
        add_2: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_1, _unsafe_view_5);  _unsafe_view_5 = None

        # File: /work/main/tests/corpus/torch2gen/gen.py:115 in forward, code: return x + self.mlp(self.ln2(x))
        native_layer_norm_3 = torch.ops.aten.native_layer_norm.default(add_2, [16], primals_21, primals_22, 1e-05)
        getitem_15: "f32[2, 8, 16]" = native_layer_norm_3[0]
        getitem_16: "f32[2, 8, 1]" = native_layer_norm_3[1]
        getitem_17: "f32[2, 8, 1]" = native_layer_norm_3[2];  native_layer_norm_3 = None
        view_18: "f32[16, 16]" = torch.ops.aten.view.default(getitem_15, [16, 16]);  getitem_15 = None
        t_6: "f32[16, 64]" = torch.ops.aten.t.default(primals_23)
        addmm_6: "f32[16, 64]" = torch.ops.aten.addmm.default(primals_24, view_18, t_6);  primals_24 = t_6 = None
        _unsafe_view_6: "f32[2, 8, 64]" = torch.ops.aten._unsafe_view.default(addmm_6, [2, 8, 64])
        gelu_1: "f32[2, 8, 64]" = torch.ops.aten.gelu.default(_unsafe_view_6);  _unsafe_view_6 = None
        view_19: "f32[16, 64]" = torch.ops.aten.view.default(gelu_1, [16, 64]);  gelu_1 = None
        t_7: "f32[64, 16]" = torch.ops.aten.t.default(primals_25)
        addmm_7: "f32[16, 16]" = torch.ops.aten.addmm.default(primals_26, view_19, t_7);  primals_26 = t_7 = None
        _unsafe_view_7: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(addmm_7, [2, 8, 16]);  addmm_7 = None
        add_3: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_2, _unsafe_view_7);  _unsafe_view_7 = None

        # File: /work/main/tests/corpus/torch2gen/gen.py:112 in forward, code: q, k, v = self.qkv(self.ln1(x)).chunk(3, dim=-1)
        native_layer_norm_4 = torch.ops.aten.native_layer_norm.default(add_3, [16], primals_27, primals_28, 1e-05)
        getitem_18: "f32[2, 8, 16]" = native_layer_norm_4[0]
        getitem_19: "f32[2, 8, 1]" = native_layer_norm_4[1]
        getitem_20: "f32[2, 8, 1]" = native_layer_norm_4[2];  native_layer_norm_4 = None
        view_20: "f32[16, 16]" = torch.ops.aten.view.default(getitem_18, [16, 16]);  getitem_18 = None
        t_8: "f32[16, 48]" = torch.ops.aten.t.default(primals_29)
        addmm_8: "f32[16, 48]" = torch.ops.aten.addmm.default(primals_30, view_20, t_8);  primals_30 = t_8 = None
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

        # File: /work/main/tests/corpus/torch2gen/gen.py:114 in forward, code: x = x + self.proj(att @ v)
        expand_10: "f32[2, 8, 8]" = torch.ops.aten.expand.default(_softmax_2, [2, 8, 8])
        view_24: "f32[2, 8, 8]" = torch.ops.aten.view.default(expand_10, [2, 8, 8]);  expand_10 = None
        expand_11: "f32[2, 8, 16]" = torch.ops.aten.expand.default(getitem_23, [2, 8, 16]);  getitem_23 = None
        view_25: "f32[2, 8, 16]" = torch.ops.aten.view.default(expand_11, [2, 8, 16]);  expand_11 = None
        bmm_5: "f32[2, 8, 16]" = torch.ops.aten.bmm.default(view_24, view_25);  view_24 = None
        view_26: "f32[2, 8, 16]" = torch.ops.aten.view.default(bmm_5, [2, 8, 16]);  bmm_5 = None
        view_27: "f32[16, 16]" = torch.ops.aten.view.default(view_26, [16, 16]);  view_26 = None
        t_9: "f32[16, 16]" = torch.ops.aten.t.default(primals_31)
        addmm_9: "f32[16, 16]" = torch.ops.aten.addmm.default(primals_32, view_27, t_9);  primals_32 = t_9 = None
        _unsafe_view_9: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(addmm_9, [2, 8, 16]);  addmm_9 = None
        add_4: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_3, _unsafe_view_9);  _unsafe_view_9 = None

        # File: /work/main/tests/corpus/torch2gen/gen.py:115 in forward, code: return x + self.mlp(self.ln2(x))
        native_layer_norm_5 = torch.ops.aten.native_layer_norm.default(add_4, [16], primals_33, primals_34, 1e-05)
        getitem_24: "f32[2, 8, 16]" = native_layer_norm_5[0]
        getitem_25: "f32[2, 8, 1]" = native_layer_norm_5[1]
        getitem_26: "f32[2, 8, 1]" = native_layer_norm_5[2];  native_layer_norm_5 = None
        view_28: "f32[16, 16]" = torch.ops.aten.view.default(getitem_24, [16, 16]);  getitem_24 = None
        t_10: "f32[16, 64]" = torch.ops.aten.t.default(primals_35)
        addmm_10: "f32[16, 64]" = torch.ops.aten.addmm.default(primals_36, view_28, t_10);  primals_36 = t_10 = None
        _unsafe_view_10: "f32[2, 8, 64]" = torch.ops.aten._unsafe_view.default(addmm_10, [2, 8, 64])
        gelu_2: "f32[2, 8, 64]" = torch.ops.aten.gelu.default(_unsafe_view_10);  _unsafe_view_10 = None
        view_29: "f32[16, 64]" = torch.ops.aten.view.default(gelu_2, [16, 64]);  gelu_2 = None
        t_11: "f32[64, 16]" = torch.ops.aten.t.default(primals_37)
        addmm_11: "f32[16, 16]" = torch.ops.aten.addmm.default(primals_38, view_29, t_11);  primals_38 = t_11 = None
        _unsafe_view_11: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(addmm_11, [2, 8, 16]);  addmm_11 = None
        add_5: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_4, _unsafe_view_11);  _unsafe_view_11 = None

        # File: /work/main/tests/corpus/torch2gen/gen.py:112 in forward, code: q, k, v = self.qkv(self.ln1(x)).chunk(3, dim=-1)
        native_layer_norm_6 = torch.ops.aten.native_layer_norm.default(add_5, [16], primals_39, primals_40, 1e-05)
        getitem_27: "f32[2, 8, 16]" = native_layer_norm_6[0]
        getitem_28: "f32[2, 8, 1]" = native_layer_norm_6[1]
        getitem_29: "f32[2, 8, 1]" = native_layer_norm_6[2];  native_layer_norm_6 = None
        view_30: "f32[16, 16]" = torch.ops.aten.view.default(getitem_27, [16, 16]);  getitem_27 = None
        t_12: "f32[16, 48]" = torch.ops.aten.t.default(primals_41)
        addmm_12: "f32[16, 48]" = torch.ops.aten.addmm.default(primals_42, view_30, t_12);  primals_42 = t_12 = None
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

        # File: /work/main/tests/corpus/torch2gen/gen.py:114 in forward, code: x = x + self.proj(att @ v)
        expand_14: "f32[2, 8, 8]" = torch.ops.aten.expand.default(_softmax_3, [2, 8, 8])
        view_34: "f32[2, 8, 8]" = torch.ops.aten.view.default(expand_14, [2, 8, 8]);  expand_14 = None
        expand_15: "f32[2, 8, 16]" = torch.ops.aten.expand.default(getitem_32, [2, 8, 16]);  getitem_32 = None
        view_35: "f32[2, 8, 16]" = torch.ops.aten.view.default(expand_15, [2, 8, 16]);  expand_15 = None
        bmm_7: "f32[2, 8, 16]" = torch.ops.aten.bmm.default(view_34, view_35);  view_34 = None
        view_36: "f32[2, 8, 16]" = torch.ops.aten.view.default(bmm_7, [2, 8, 16]);  bmm_7 = None
        view_37: "f32[16, 16]" = torch.ops.aten.view.default(view_36, [16, 16]);  view_36 = None
        t_13: "f32[16, 16]" = torch.ops.aten.t.default(primals_43)
        addmm_13: "f32[16, 16]" = torch.ops.aten.addmm.default(primals_44, view_37, t_13);  primals_44 = t_13 = None
        _unsafe_view_13: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(addmm_13, [2, 8, 16]);  addmm_13 = None
        add_6: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_5, _unsafe_view_13);  _unsafe_view_13 = None

        # File: /work/main/tests/corpus/torch2gen/gen.py:115 in forward, code: return x + self.mlp(self.ln2(x))
        native_layer_norm_7 = torch.ops.aten.native_layer_norm.default(add_6, [16], primals_45, primals_46, 1e-05)
        getitem_33: "f32[2, 8, 16]" = native_layer_norm_7[0]
        getitem_34: "f32[2, 8, 1]" = native_layer_norm_7[1]
        getitem_35: "f32[2, 8, 1]" = native_layer_norm_7[2];  native_layer_norm_7 = None
        view_38: "f32[16, 16]" = torch.ops.aten.view.default(getitem_33, [16, 16]);  getitem_33 = None
        t_14: "f32[16, 64]" = torch.ops.aten.t.default(primals_47)
        addmm_14: "f32[16, 64]" = torch.ops.aten.addmm.default(primals_48, view_38, t_14);  primals_48 = t_14 = None
        _unsafe_view_14: "f32[2, 8, 64]" = torch.ops.aten._unsafe_view.default(addmm_14, [2, 8, 64])
        gelu_3: "f32[2, 8, 64]" = torch.ops.aten.gelu.default(_unsafe_view_14);  _unsafe_view_14 = None
        view_39: "f32[16, 64]" = torch.ops.aten.view.default(gelu_3, [16, 64]);  gelu_3 = None
        t_15: "f32[64, 16]" = torch.ops.aten.t.default(primals_49)
        addmm_15: "f32[16, 16]" = torch.ops.aten.addmm.default(primals_50, view_39, t_15);  primals_50 = t_15 = None
        _unsafe_view_15: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(addmm_15, [2, 8, 16]);  addmm_15 = None
        add_7: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_6, _unsafe_view_15);  _unsafe_view_15 = None

        # File: /work/main/tests/corpus/torch2gen/gen.py:128 in forward, code: return self.head(x).logsumexp(-1).mean()
        view_40: "f32[16, 16]" = torch.ops.aten.view.default(add_7, [16, 16]);  add_7 = None
        t_16: "f32[16, 50]" = torch.ops.aten.t.default(primals_51)
        addmm_16: "f32[16, 50]" = torch.ops.aten.addmm.default(primals_52, view_40, t_16);  primals_52 = t_16 = None
        _unsafe_view_16: "f32[2, 8, 50]" = torch.ops.aten._unsafe_view.default(addmm_16, [2, 8, 50]);  addmm_16 = None
        logsumexp: "f32[2, 8]" = torch.ops.aten.logsumexp.default(_unsafe_view_16, [-1])
        detach_4: "f32[2, 8]" = torch.ops.aten.detach.default(logsumexp)
        mean: "f32[]" = torch.ops.aten.mean.default(logsumexp);  logsumexp = None

        # Backward of forward node: File: /work/main/tests/corpus/torch2gen/gen.py:128 in forward, code: return self.head(x).logsumexp(-1).mean()
        detach_5: "f32[2, 8]" = torch.ops.aten.detach.default(detach_4);  detach_4 = None

        # Backward of forward node: File: /work/main/tests/corpus/torch2gen/gen.py:114 in forward, code: x = x + self.proj(att @ v)
        transpose_5: "f32[2, 16, 8]" = torch.ops.aten.transpose.int(view_35, 1, 2);  view_35 = None

        # Backward of forward node: File: /work/main/tests/corpus/torch2gen/gen.py:113 in forward, code: att = torch.softmax(q @ k.transpose(-2, -1) / 4.0, dim=-1)
        transpose_6: "f32[2, 16, 8]" = torch.ops.aten.transpose.int(view_31, 1, 2);  view_31 = None
        transpose_7: "f32[2, 8, 16]" = torch.ops.aten.transpose.int(view_32, 1, 2);  view_32 = None

        # Backward of forward node: File: /work/main/tests/corpus/torch2gen/gen.py:114 in forward, code: x = x + self.proj(att @ v)
        transpose_10: "f32[2, 16, 8]" = torch.ops.aten.transpose.int(view_25, 1, 2);  view_25 = None

        # Backward of forward node: File: /work/main/tests/corpus/torch2gen/gen.py:113 in forward, code: att = torch.softmax(q @ k.transpose(-2, -1) / 4.0, dim=-1)
        transpose_11: "f32[2, 16, 8]" = torch.ops.aten.transpose.int(view_21, 1, 2);  view_21 = None
        transpose_12: "f32[2, 8, 16]" = torch.ops.aten.transpose.int(view_22, 1, 2);  view_22 = None

        # Backward of forward node: File: /work/main/tests/corpus/torch2gen/gen.py:114 in forward, code: x = x + self.proj(att @ v)
        transpose_15: "f32[2, 16, 8]" = torch.ops.aten.transpose.int(view_15, 1, 2);  view_15 = None

        # Backward of forward node: File: /work/main/tests/corpus/torch2gen/gen.py:113 in forward, code: att = torch.softmax(q @ k.transpose(-2, -1) / 4.0, dim=-1)
        transpose_16: "f32[2, 16, 8]" = torch.ops.aten.transpose.int(view_11, 1, 2);  view_11 = None
        transpose_17: "f32[2, 8, 16]" = torch.ops.aten.transpose.int(view_12, 1, 2);  view_12 = None

        # Backward of forward node: File: /work/main/tests/corpus/torch2gen/gen.py:114 in forward, code: x = x + self.proj(att @ v)
        transpose_20: "f32[2, 16, 8]" = torch.ops.aten.transpose.int(view_5, 1, 2);  view_5 = None

        # Backward of forward node: File: /work/main/tests/corpus/torch2gen/gen.py:113 in forward, code: att = torch.softmax(q @ k.transpose(-2, -1) / 4.0, dim=-1)
        transpose_21: "f32[2, 16, 8]" = torch.ops.aten.transpose.int(view_1, 1, 2);  view_1 = None
        transpose_22: "f32[2, 8, 16]" = torch.ops.aten.transpose.int(view_2, 1, 2);  view_2 = None
        return (mean, primals_2, primals_3, primals_4, primals_5, primals_7, primals_9, primals_10, primals_11, primals_13, primals_15, primals_16, primals_17, primals_19, primals_21, primals_22, primals_23, primals_25, primals_27, primals_28, primals_29, primals_31, primals_33, primals_34, primals_35, primals_37, primals_39, primals_40, primals_41, primals_43, primals_45, primals_46, primals_47, primals_49, primals_51, embedding, getitem_1, getitem_2, view, _softmax, view_7, add, getitem_7, getitem_8, view_8, addmm_2, view_9, add_1, getitem_10, getitem_11, view_10, _softmax_1, view_17, add_2, getitem_16, getitem_17, view_18, addmm_6, view_19, add_3, getitem_19, getitem_20, view_20, _softmax_2, view_27, add_4, getitem_25, getitem_26, view_28, addmm_10, view_29, add_5, getitem_28, getitem_29, view_30, _softmax_3, view_37, add_6, getitem_34, getitem_35, view_38, addmm_14, view_39, view_40, _unsafe_view_16, detach_5, transpose_5, transpose_6, transpose_7, transpose_10, transpose_11, transpose_12, transpose_15, transpose_16, transpose_17, transpose_20, transpose_21, transpose_22)
