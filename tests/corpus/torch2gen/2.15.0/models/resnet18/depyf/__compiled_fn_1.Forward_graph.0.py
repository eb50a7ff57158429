from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[2, 3, 64, 64]", primals_2: "f32[64, 3, 7, 7]", primals_3: "i64[]", primals_4: "f32[64]", primals_5: "f32[64]", primals_6: "f32[64]", primals_7: "f32[64]", primals_8: "f32[64, 64, 3, 3]", primals_9: "i64[]", primals_10: "f32[64]", primals_11: "f32[64]", primals_12: "f32[64]", primals_13: "f32[64]", primals_14: "f32[64, 64, 3, 3]", primals_15: "i64[]", primals_16: "f32[64]", primals_17: "f32[64]", primals_18: "f32[64]", primals_19: "f32[64]", primals_20: "f32[64, 64, 3, 3]", primals_21: "i64[]", primals_22: "f32[64]", primals_23: "f32[64]", primals_24: "f32[64]", primals_25: "f32[64]", primals_26: "f32[64, 64, 3, 3]", primals_27: "i64[]", primals_28: "f32[64]", primals_29: "f32[64]", primals_30: "f32[64]", primals_31: "f32[64]", primals_32: "f32[128, 64, 3, 3]", primals_33: "i64[]", primals_34: "f32[128]", primals_35: "f32[128]", primals_36: "f32[128]", primals_37: "f32[128]", primals_38: "f32[128, 128, 3, 3]", primals_39: "i64[]", primals_40: "f32[128]", primals_41: "f32[128]", primals_42: "f32[128]", primals_43: "f32[128]", primals_44: "f32[128, 64, 1, 1]", primals_45: "i64[]", primals_46: "f32[128]", primals_47: "f32[128]", primals_48: "f32[128]", primals_49: "f32[128]", primals_50: "f32[128, 128, 3, 3]", primals_51: "i64[]", primals_52: "f32[128]", primals_53: "f32[128]", primals_54: "f32[128]", primals_55: "f32[128]", primals_56: "f32[128, 128, 3, 3]", primals_57: "i64[]", primals_58: "f32[128]", primals_59: "f32[128]", primals_60: "f32[128]", primals_61: "f32[128]", primals_62: "f32[256, 128, 3, 3]", primals_63: "i64[]", primals_64: "f32[256]", primals_65: "f32[256]", primals_66: "f32[256]", primals_67: "f32[256]", primals_68: "f32[256, 256, 3, 3]", primals_69: "i64[]", primals_70: "f32[256]", primals_71: "f32[256]", primals_72: "f32[256]", primals_73: "f32[256]", primals_74: "f32[256, 128, 1, 1]", primals_75: "i64[]", primals_76: "f32[256]", primals_77: "f32[256]", primals_78: "f32[256]", primals_79: "f32[256]", primals_80: "f32[256, 256, 3, 3]", primals_81: "i64[]", primals_82: "f32[256]", primals_83: "f32[256]", primals_84: "f32[256]", primals_85: "f32[256]", primals_86: "f32[256, 256, 3, 3]", primals_87: "i64[]", primals_88: "f32[256]", primals_89: "f32[256]", primals_90: "f32[256]", primals_91: "f32[256]", primals_92: "f32[512, 256, 3, 3]", primals_93: "i64[]", primals_94: "f32[512]", primals_95: "f32[512]", primals_96: "f32[512]", primals_97: "f32[512]", primals_98: "f32[512, 512, 3, 3]", primals_99: "i64[]", primals_100: "f32[512]", primals_101: "f32[512]", primals_102: "f32[512]", primals_103: "f32[512]", primals_104: "f32[512, 256, 1, 1]", primals_105: "i64[]", primals_106: "f32[512]", primals_107: "f32[512]", primals_108: "f32[512]", primals_109: "f32[512]", primals_110: "f32[512, 512, 3, 3]", primals_111: "i64[]", primals_112: "f32[512]", primals_113: "f32[512]", primals_114: "f32[512]", primals_115: "f32[512]", primals_116: "f32[512, 512, 3, 3]", primals_117: "i64[]", primals_118: "f32[512]", primals_119: "f32[512]", primals_120: "f32[512]", primals_121: "f32[512]", primals_122: "f32[10, 512]", primals_123: "f32[10]"):
        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:66 in forward, code: hidden_states = self.convolution(hidden_states)
        convolution: "f32[2, 64, 32, 32]" = torch.ops.aten.convolution.default(primals_1, primals_2, None, [2, 2], [3, 3], [1, 1], False, [0, 0], 1)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:67 in forward, code: hidden_states = self.normalization(hidden_states)
        add: "i64[]" = torch.ops.aten.add.Tensor(primals_3, 1)
        _native_batch_norm_legit_functional = torch.ops.aten._native_batch_norm_legit_functional.default(convolution, primals_6, primals_7, primals_4, primals_5, True, 0.1, 1e-05);  primals_7 = None
        getitem: "f32[2, 64, 32, 32]" = _native_batch_norm_legit_functional[0]
        getitem_1: "f32[64]" = _native_batch_norm_legit_functional[1]
        getitem_2: "f32[64]" = _native_batch_norm_legit_functional[2]
        getitem_3: "f32[64]" = _native_batch_norm_legit_functional[3]
        getitem_4: "f32[64]" = _native_batch_norm_legit_functional[4];  _native_batch_norm_legit_functional = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:68 in forward, code: hidden_states = self.activation(hidden_states)
        relu: "f32[2, 64, 32, 32]" = torch.ops.aten.relu.default(getitem);  getitem = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:92 in forward, code: embedding = self.pooler(embedding)
        max_pool2d_with_indices = torch.ops.aten.max_pool2d_with_indices.default(relu, [3, 3], [2, 2], [1, 1])
        getitem_5: "f32[2, 64, 16, 16]" = max_pool2d_with_indices[0]
        getitem_6: "i64[2, 64, 16, 16]" = max_pool2d_with_indices[1];  max_pool2d_with_indices = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:66 in forward, code: hidden_states = self.convolution(hidden_states)
        convolution_1: "f32[2, 64, 16, 16]" = torch.ops.aten.convolution.default(getitem_5, primals_8, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:67 in forward, code: hidden_states = self.normalization(hidden_states)
        add_1: "i64[]" = torch.ops.aten.add.Tensor(primals_9, 1)
        _native_batch_norm_legit_functional_1 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_1, primals_12, primals_13, primals_10, primals_11, True, 0.1, 1e-05);  primals_13 = None
        getitem_7: "f32[2, 64, 16, 16]" = _native_batch_norm_legit_functional_1[0]
        getitem_8: "f32[64]" = _native_batch_norm_legit_functional_1[1]
        getitem_9: "f32[64]" = _native_batch_norm_legit_functional_1[2]
        getitem_10: "f32[64]" = _native_batch_norm_legit_functional_1[3]
        getitem_11: "f32[64]" = _native_batch_norm_legit_functional_1[4];  _native_batch_norm_legit_functional_1 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:68 in forward, code: hidden_states = self.activation(hidden_states)
        relu_1: "f32[2, 64, 16, 16]" = torch.ops.aten.relu.default(getitem_7);  getitem_7 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:66 in forward, code: hidden_states = self.convolution(hidden_states)
        convolution_2: "f32[2, 64, 16, 16]" = torch.ops.aten.convolution.default(relu_1, primals_14, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:67 in forward, code: hidden_states = self.normalization(hidden_states)
        add_2: "i64[]" = torch.ops.aten.add.Tensor(primals_15, 1)
        _native_batch_norm_legit_functional_2 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_2, primals_18, primals_19, primals_16, primals_17, True, 0.1, 1e-05);  primals_19 = None
        getitem_12: "f32[2, 64, 16, 16]" = _native_batch_norm_legit_functional_2[0]
        getitem_13: "f32[64]" = _native_batch_norm_legit_functional_2[1]
        getitem_14: "f32[64]" = _native_batch_norm_legit_functional_2[2]
        getitem_15: "f32[64]" = _native_batch_norm_legit_functional_2[3]
        getitem_16: "f32[64]" = _native_batch_norm_legit_functional_2[4];  _native_batch_norm_legit_functional_2 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:134 in forward, code: hidden_state += residual
        add_3: "f32[2, 64, 16, 16]" = torch.ops.aten.add.Tensor(getitem_12, getitem_5);  getitem_12 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:135 in forward, code: hidden_state = self.activation(hidden_state)
        relu_2: "f32[2, 64, 16, 16]" = torch.ops.aten.relu.default(add_3);  add_3 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:66 in forward, code: hidden_states = self.convolution(hidden_states)
        convolution_3: "f32[2, 64, 16, 16]" = torch.ops.aten.convolution.default(relu_2, primals_20, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:67 in forward, code: hidden_states = self.normalization(hidden_states)
        add_4: "i64[]" = torch.ops.aten.add.Tensor(primals_21, 1)
        _native_batch_norm_legit_functional_3 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_3, primals_24, primals_25, primals_22, primals_23, True, 0.1, 1e-05);  primals_25 = None
        getitem_17: "f32[2, 64, 16, 16]" = _native_batch_norm_legit_functional_3[0]
        getitem_18: "f32[64]" = _native_batch_norm_legit_functional_3[1]
        getitem_19: "f32[64]" = _native_batch_norm_legit_functional_3[2]
        getitem_20: "f32[64]" = _native_batch_norm_legit_functional_3[3]
        getitem_21: "f32[64]" = _native_batch_norm_legit_functional_3[4];  _native_batch_norm_legit_functional_3 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:68 in forward, code: hidden_states = self.activation(hidden_states)
        relu_3: "f32[2, 64, 16, 16]" = torch.ops.aten.relu.default(getitem_17);  getitem_17 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:66 in forward, code: hidden_states = self.convolution(hidden_states)
        convolution_4: "f32[2, 64, 16, 16]" = torch.ops.aten.convolution.default(relu_3, primals_26, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:67 in forward, code: hidden_states = self.normalization(hidden_states)
        add_5: "i64[]" = torch.ops.aten.add.Tensor(primals_27, 1)
        _native_batch_norm_legit_functional_4 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_4, primals_30, primals_31, primals_28, primals_29, True, 0.1, 1e-05);  primals_31 = None
        getitem_22: "f32[2, 64, 16, 16]" = _native_batch_norm_legit_functional_4[0]
        getitem_23: "f32[64]" = _native_batch_norm_legit_functional_4[1]
        getitem_24: "f32[64]" = _native_batch_norm_legit_functional_4[2]
        getitem_25: "f32[64]" = _native_batch_norm_legit_functional_4[3]
        getitem_26: "f32[64]" = _native_batch_norm_legit_functional_4[4];  _native_batch_norm_legit_functional_4 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:134 in forward, code: hidden_state += residual
        add_6: "f32[2, 64, 16, 16]" = torch.ops.aten.add.Tensor(getitem_22, relu_2);  getitem_22 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:135 in forward, code: hidden_state = self.activation(hidden_state)
        relu_4: "f32[2, 64, 16, 16]" = torch.ops.aten.relu.default(add_6);  add_6 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:66 in forward, code: hidden_states = self.convolution(hidden_states)
        convolution_5: "f32[2, 128, 8, 8]" = torch.ops.aten.convolution.default(relu_4, primals_32, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:67 in forward, code: hidden_states = self.normalization(hidden_states)
        add_7: "i64[]" = torch.ops.aten.add.Tensor(primals_33, 1)
        _native_batch_norm_legit_functional_5 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_5, primals_36, primals_37, primals_34, primals_35, True, 0.1, 1e-05);  primals_37 = None
        getitem_27: "f32[2, 128, 8, 8]" = _native_batch_norm_legit_functional_5[0]
        getitem_28: "f32[128]" = _native_batch_norm_legit_functional_5[1]
        getitem_29: "f32[128]" = _native_batch_norm_legit_functional_5[2]
        getitem_30: "f32[128]" = _native_batch_norm_legit_functional_5[3]
        getitem_31: "f32[128]" = _native_batch_norm_legit_functional_5[4];  _native_batch_norm_legit_functional_5 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:68 in forward, code: hidden_states = self.activation(hidden_states)
        relu_5: "f32[2, 128, 8, 8]" = torch.ops.aten.relu.default(getitem_27);  getitem_27 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:66 in forward, code: hidden_states = self.convolution(hidden_states)
        convolution_6: "f32[2, 128, 8, 8]" = torch.ops.aten.convolution.default(relu_5, primals_38, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:67 in forward, code: hidden_states = self.normalization(hidden_states)
        add_8: "i64[]" = torch.ops.aten.add.Tensor(primals_39, 1)
        _native_batch_norm_legit_functional_6 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_6, primals_42, primals_43, primals_40, primals_41, True, 0.1, 1e-05);  primals_43 = None
        getitem_32: "f32[2, 128, 8, 8]" = _native_batch_norm_legit_functional_6[0]
        getitem_33: "f32[128]" = _native_batch_norm_legit_functional_6[1]
        getitem_34: "f32[128]" = _native_batch_norm_legit_functional_6[2]
        getitem_35: "f32[128]" = _native_batch_norm_legit_functional_6[3]
        getitem_36: "f32[128]" = _native_batch_norm_legit_functional_6[4];  _native_batch_norm_legit_functional_6 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:108 in forward, code: hidden_state = self.convolution(input)
        convolution_7: "f32[2, 128, 8, 8]" = torch.ops.aten.convolution.default(relu_4, primals_44, None, [2, 2], [0, 0], [1, 1], False, [0, 0], 1)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:109 in forward, code: hidden_state = self.normalization(hidden_state)
        add_9: "i64[]" = torch.ops.aten.add.Tensor(primals_45, 1)
        _native_batch_norm_legit_functional_7 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_7, primals_48, primals_49, primals_46, primals_47, True, 0.1, 1e-05);  primals_49 = None
        getitem_37: "f32[2, 128, 8, 8]" = _native_batch_norm_legit_functional_7[0]
        getitem_38: "f32[128]" = _native_batch_norm_legit_functional_7[1]
        getitem_39: "f32[128]" = _native_batch_norm_legit_functional_7[2]
        getitem_40: "f32[128]" = _native_batch_norm_legit_functional_7[3]
        getitem_41: "f32[128]" = _native_batch_norm_legit_functional_7[4];  _native_batch_norm_legit_functional_7 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:134 in forward, code: hidden_state += residual
        add_10: "f32[2, 128, 8, 8]" = torch.ops.aten.add.Tensor(getitem_32, getitem_37);  getitem_32 = getitem_37 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:135 in forward, code: hidden_state = self.activation(hidden_state)
        relu_6: "f32[2, 128, 8, 8]" = torch.ops.aten.relu.default(add_10);  add_10 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:66 in forward, code: hidden_states = self.convolution(hidden_states)
        convolution_8: "f32[2, 128, 8, 8]" = torch.ops.aten.convolution.default(relu_6, primals_50, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:67 in forward, code: hidden_states = self.normalization(hidden_states)
        add_11: "i64[]" = torch.ops.aten.add.Tensor(primals_51, 1)
        _native_batch_norm_legit_functional_8 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_8, primals_54, primals_55, primals_52, primals_53, True, 0.1, 1e-05);  primals_55 = None
        getitem_42: "f32[2, 128, 8, 8]" = _native_batch_norm_legit_functional_8[0]
        getitem_43: "f32[128]" = _native_batch_norm_legit_functional_8[1]
        getitem_44: "f32[128]" = _native_batch_norm_legit_functional_8[2]
        getitem_45: "f32[128]" = _native_batch_norm_legit_functional_8[3]
        getitem_46: "f32[128]" = _native_batch_norm_legit_functional_8[4];  _native_batch_norm_legit_functional_8 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:68 in forward, code: hidden_states = self.activation(hidden_states)
        relu_7: "f32[2, 128, 8, 8]" = torch.ops.aten.relu.default(getitem_42);  getitem_42 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:66 in forward, code: hidden_states = self.convolution(hidden_states)
        convolution_9: "f32[2, 128, 8, 8]" = torch.ops.aten.convolution.default(relu_7, primals_56, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:67 in forward, code: hidden_states = self.normalization(hidden_states)
        add_12: "i64[]" = torch.ops.aten.add.Tensor(primals_57, 1)
        _native_batch_norm_legit_functional_9 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_9, primals_60, primals_61, primals_58, primals_59, True, 0.1, 1e-05);  primals_61 = None
        getitem_47: "f32[2, 128, 8, 8]" = _native_batch_norm_legit_functional_9[0]
        getitem_48: "f32[128]" = _native_batch_norm_legit_functional_9[1]
        getitem_49: "f32[128]" = _native_batch_norm_legit_functional_9[2]
        getitem_50: "f32[128]" = _native_batch_norm_legit_functional_9[3]
        getitem_51: "f32[128]" = _native_batch_norm_legit_functional_9[4];  _native_batch_norm_legit_functional_9 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:134 in forward, code: hidden_state += residual
        add_13: "f32[2, 128, 8, 8]" = torch.ops.aten.add.Tensor(getitem_47, relu_6);  getitem_47 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:135 in forward, code: hidden_state = self.activation(hidden_state)
        relu_8: "f32[2, 128, 8, 8]" = torch.ops.aten.relu.default(add_13);  add_13 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:66 in forward, code: hidden_states = self.convolution(hidden_states)
        convolution_10: "f32[2, 256, 4, 4]" = torch.ops.aten.convolution.default(relu_8, primals_62, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:67 in forward, code: hidden_states = self.normalization(hidden_states)
        add_14: "i64[]" = torch.ops.aten.add.Tensor(primals_63, 1)
        _native_batch_norm_legit_functional_10 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_10, primals_66, primals_67, primals_64, primals_65, True, 0.1, 1e-05);  primals_67 = None
        getitem_52: "f32[2, 256, 4, 4]" = _native_batch_norm_legit_functional_10[0]
        getitem_53: "f32[256]" = _native_batch_norm_legit_functional_10[1]
        getitem_54: "f32[256]" = _native_batch_norm_legit_functional_10[2]
        getitem_55: "f32[256]" = _native_batch_norm_legit_functional_10[3]
        getitem_56: "f32[256]" = _native_batch_norm_legit_functional_10[4];  _native_batch_norm_legit_functional_10 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:68 in forward, code: hidden_states = self.activation(hidden_states)
        relu_9: "f32[2, 256, 4, 4]" = torch.ops.aten.relu.default(getitem_52);  getitem_52 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:66 in forward, code: hidden_states = self.convolution(hidden_states)
        convolution_11: "f32[2, 256, 4, 4]" = torch.ops.aten.convolution.default(relu_9, primals_68, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:67 in forward, code: hidden_states = self.normalization(hidden_states)
        add_15: "i64[]" = torch.ops.aten.add.Tensor(primals_69, 1)
        _native_batch_norm_legit_functional_11 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_11, primals_72, primals_73, primals_70, primals_71, True, 0.1, 1e-05);  primals_73 = None
        getitem_57: "f32[2, 256, 4, 4]" = _native_batch_norm_legit_functional_11[0]
        getitem_58: "f32[256]" = _native_batch_norm_legit_functional_11[1]
        getitem_59: "f32[256]" = _native_batch_norm_legit_functional_11[2]
        getitem_60: "f32[256]" = _native_batch_norm_legit_functional_11[3]
        getitem_61: "f32[256]" = _native_batch_norm_legit_functional_11[4];  _native_batch_norm_legit_functional_11 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:108 in forward, code: hidden_state = self.convolution(input)
        convolution_12: "f32[2, 256, 4, 4]" = torch.ops.aten.convolution.default(relu_8, primals_74, None, [2, 2], [0, 0], [1, 1], False, [0, 0], 1)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:109 in forward, code: hidden_state = self.normalization(hidden_state)
        add_16: "i64[]" = torch.ops.aten.add.Tensor(primals_75, 1)
        _native_batch_norm_legit_functional_12 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_12, primals_78, primals_79, primals_76, primals_77, True, 0.1, 1e-05);  primals_79 = None
        getitem_62: "f32[2, 256, 4, 4]" = _native_batch_norm_legit_functional_12[0]
        getitem_63: "f32[256]" = _native_batch_norm_legit_functional_12[1]
        getitem_64: "f32[256]" = _native_batch_norm_legit_functional_12[2]
        getitem_65: "f32[256]" = _native_batch_norm_legit_functional_12[3]
        getitem_66: "f32[256]" = _native_batch_norm_legit_functional_12[4];  _native_batch_norm_legit_functional_12 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:134 in forward, code: hidden_state += residual
        add_17: "f32[2, 256, 4, 4]" = torch.ops.aten.add.Tensor(getitem_57, getitem_62);  getitem_57 = getitem_62 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:135 in forward, code: hidden_state = self.activation(hidden_state)
        relu_10: "f32[2, 256, 4, 4]" = torch.ops.aten.relu.default(add_17);  add_17 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:66 in forward, code: hidden_states = self.convolution(hidden_states)
        convolution_13: "f32[2, 256, 4, 4]" = torch.ops.aten.convolution.default(relu_10, primals_80, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:67 in forward, code: hidden_states = self.normalization(hidden_states)
        add_18: "i64[]" = torch.ops.aten.add.Tensor(primals_81, 1)
        _native_batch_norm_legit_functional_13 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_13, primals_84, primals_85, primals_82, primals_83, True, 0.1, 1e-05);  primals_85 = None
        getitem_67: "f32[2, 256, 4, 4]" = _native_batch_norm_legit_functional_13[0]
        getitem_68: "f32[256]" = _native_batch_norm_legit_functional_13[1]
        getitem_69: "f32[256]" = _native_batch_norm_legit_functional_13[2]
        getitem_70: "f32[256]" = _native_batch_norm_legit_functional_13[3]
        getitem_71: "f32[256]" = _native_batch_norm_legit_functional_13[4];  _native_batch_norm_legit_functional_13 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:68 in forward, code: hidden_states = self.activation(hidden_states)
        relu_11: "f32[2, 256, 4, 4]" = torch.ops.aten.relu.default(getitem_67);  getitem_67 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:66 in forward, code: hidden_states = self.convolution(hidden_states)
        convolution_14: "f32[2, 256, 4, 4]" = torch.ops.aten.convolution.default(relu_11, primals_86, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:67 in forward, code: hidden_states = self.normalization(hidden_states)
        add_19: "i64[]" = torch.ops.aten.add.Tensor(primals_87, 1)
        _native_batch_norm_legit_functional_14 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_14, primals_90, primals_91, primals_88, primals_89, True, 0.1, 1e-05);  primals_91 = None
        getitem_72: "f32[2, 256, 4, 4]" = _native_batch_norm_legit_functional_14[0]
        getitem_73: "f32[256]" = _native_batch_norm_legit_functional_14[1]
        getitem_74: "f32[256]" = _native_batch_norm_legit_functional_14[2]
        getitem_75: "f32[256]" = _native_batch_norm_legit_functional_14[3]
        getitem_76: "f32[256]" = _native_batch_norm_legit_functional_14[4];  _native_batch_norm_legit_functional_14 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:134 in forward, code: hidden_state += residual
        add_20: "f32[2, 256, 4, 4]" = torch.ops.aten.add.Tensor(getitem_72, relu_10);  getitem_72 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:135 in forward, code: hidden_state = self.activation(hidden_state)
        relu_12: "f32[2, 256, 4, 4]" = torch.ops.aten.relu.default(add_20);  add_20 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:66 in forward, code: hidden_states = self.convolution(hidden_states)
        convolution_15: "f32[2, 512, 2, 2]" = torch.ops.aten.convolution.default(relu_12, primals_92, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:67 in forward, code: hidden_states = self.normalization(hidden_states)
        add_21: "i64[]" = torch.ops.aten.add.Tensor(primals_93, 1)
        _native_batch_norm_legit_functional_15 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_15, primals_96, primals_97, primals_94, primals_95, True, 0.1, 1e-05);  primals_97 = None
        getitem_77: "f32[2, 512, 2, 2]" = _native_batch_norm_legit_functional_15[0]
        getitem_78: "f32[512]" = _native_batch_norm_legit_functional_15[1]
        getitem_79: "f32[512]" = _native_batch_norm_legit_functional_15[2]
        getitem_80: "f32[512]" = _native_batch_norm_legit_functional_15[3]
        getitem_81: "f32[512]" = _native_batch_norm_legit_functional_15[4];  _native_batch_norm_legit_functional_15 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:68 in forward, code: hidden_states = self.activation(hidden_states)
        relu_13: "f32[2, 512, 2, 2]" = torch.ops.aten.relu.default(getitem_77);  getitem_77 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:66 in forward, code: hidden_states = self.convolution(hidden_states)
        convolution_16: "f32[2, 512, 2, 2]" = torch.ops.aten.convolution.default(relu_13, primals_98, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:67 in forward, code: hidden_states = self.normalization(hidden_states)
        add_22: "i64[]" = torch.ops.aten.add.Tensor(primals_99, 1)
        _native_batch_norm_legit_functional_16 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_16, primals_102, primals_103, primals_100, primals_101, True, 0.1, 1e-05);  primals_103 = None
        getitem_82: "f32[2, 512, 2, 2]" = _native_batch_norm_legit_functional_16[0]
        getitem_83: "f32[512]" = _native_batch_norm_legit_functional_16[1]
        getitem_84: "f32[512]" = _native_batch_norm_legit_functional_16[2]
        getitem_85: "f32[512]" = _native_batch_norm_legit_functional_16[3]
        getitem_86: "f32[512]" = _native_batch_norm_legit_functional_16[4];  _native_batch_norm_legit_functional_16 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:108 in forward, code: hidden_state = self.convolution(input)
        convolution_17: "f32[2, 512, 2, 2]" = torch.ops.aten.convolution.default(relu_12, primals_104, None, [2, 2], [0, 0], [1, 1], False, [0, 0], 1)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:109 in forward, code: hidden_state = self.normalization(hidden_state)
        add_23: "i64[]" = torch.ops.aten.add.Tensor(primals_105, 1)
        _native_batch_norm_legit_functional_17 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_17, primals_108, primals_109, primals_106, primals_107, True, 0.1, 1e-05);  primals_109 = None
        getitem_87: "f32[2, 512, 2, 2]" = _native_batch_norm_legit_functional_17[0]
        getitem_88: "f32[512]" = _native_batch_norm_legit_functional_17[1]
        getitem_89: "f32[512]" = _native_batch_norm_legit_functional_17[2]
        getitem_90: "f32[512]" = _native_batch_norm_legit_functional_17[3]
        getitem_91: "f32[512]" = _native_batch_norm_legit_functional_17[4];  _native_batch_norm_legit_functional_17 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:134 in forward, code: hidden_state += residual
        add_24: "f32[2, 512, 2, 2]" = torch.ops.aten.add.Tensor(getitem_82, getitem_87);  getitem_82 = getitem_87 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:135 in forward, code: hidden_state = self.activation(hidden_state)
        relu_14: "f32[2, 512, 2, 2]" = torch.ops.aten.relu.default(add_24);  add_24 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:66 in forward, code: hidden_states = self.convolution(hidden_states)
        convolution_18: "f32[2, 512, 2, 2]" = torch.ops.aten.convolution.default(relu_14, primals_110, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:67 in forward, code: hidden_states = self.normalization(hidden_states)
        add_25: "i64[]" = torch.ops.aten.add.Tensor(primals_111, 1)
        _native_batch_norm_legit_functional_18 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_18, primals_114, primals_115, primals_112, primals_113, True, 0.1, 1e-05);  primals_115 = None
        getitem_92: "f32[2, 512, 2, 2]" = _native_batch_norm_legit_functional_18[0]
        getitem_93: "f32[512]" = _native_batch_norm_legit_functional_18[1]
        getitem_94: "f32[512]" = _native_batch_norm_legit_functional_18[2]
        getitem_95: "f32[512]" = _native_batch_norm_legit_functional_18[3]
        getitem_96: "f32[512]" = _native_batch_norm_legit_functional_18[4];  _native_batch_norm_legit_functional_18 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:68 in forward, code: hidden_states = self.activation(hidden_states)
        relu_15: "f32[2, 512, 2, 2]" = torch.ops.aten.relu.default(getitem_92);  getitem_92 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:66 in forward, code: hidden_states = self.convolution(hidden_states)
        convolution_19: "f32[2, 512, 2, 2]" = torch.ops.aten.convolution.default(relu_15, primals_116, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:67 in forward, code: hidden_states = self.normalization(hidden_states)
        add_26: "i64[]" = torch.ops.aten.add.Tensor(primals_117, 1)
        _native_batch_norm_legit_functional_19 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_19, primals_120, primals_121, primals_118, primals_119, True, 0.1, 1e-05);  primals_121 = None
        getitem_97: "f32[2, 512, 2, 2]" = _native_batch_norm_legit_functional_19[0]
        getitem_98: "f32[512]" = _native_batch_norm_legit_functional_19[1]
        getitem_99: "f32[512]" = _native_batch_norm_legit_functional_19[2]
        getitem_100: "f32[512]" = _native_batch_norm_legit_functional_19[3]
        getitem_101: "f32[512]" = _native_batch_norm_legit_functional_19[4];  _native_batch_norm_legit_functional_19 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:134 in forward, code: hidden_state += residual
        add_27: "f32[2, 512, 2, 2]" = torch.ops.aten.add.Tensor(getitem_97, relu_14);  getitem_97 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:135 in forward, code: hidden_state = self.activation(hidden_state)
        relu_16: "f32[2, 512, 2, 2]" = torch.ops.aten.relu.default(add_27);  add_27 = None
        detach_16: "f32[2, 512, 2, 2]" = torch.ops.aten.detach.default(relu_16)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:321 in forward, code: pooled_output = self.pooler(last_hidden_state)
        mean: "f32[2, 512, 1, 1]" = torch.ops.aten.mean.dim(relu_16, [-1, -2], True);  relu_16 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:372 in forward, code: logits = self.classifier(pooled_output)
        view: "f32[2, 512]" = torch.ops.aten.view.default(mean, [2, 512]);  mean = None
        t: "f32[512, 10]" = torch.ops.aten.t.default(primals_122)
        addmm: "f32[2, 10]" = torch.ops.aten.addmm.default(primals_123, view, t);  primals_123 = t = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:135 in forward, code: hidden_state = self.activation(hidden_state)
        detach_17: "f32[2, 512, 2, 2]" = torch.ops.aten.detach.default(detach_16);  detach_16 = None

        # No stacktrace found for following nodes
        copy_: "i64[]" = torch.ops.aten.copy_.default(primals_3, add);  primals_3 = add = copy_ = None
        copy__1: "f32[64]" = torch.ops.aten.copy_.default(primals_4, getitem_3);  primals_4 = copy__1 = None
        copy__2: "f32[64]" = torch.ops.aten.copy_.default(primals_5, getitem_4);  primals_5 = copy__2 = None
        copy__3: "i64[]" = torch.ops.aten.copy_.default(primals_9, add_1);  primals_9 = add_1 = copy__3 = None
        copy__4: "f32[64]" = torch.ops.aten.copy_.default(primals_10, getitem_10);  primals_10 = copy__4 = None
        copy__5: "f32[64]" = torch.ops.aten.copy_.default(primals_11, getitem_11);  primals_11 = copy__5 = None
        copy__6: "i64[]" = torch.ops.aten.copy_.default(primals_15, add_2);  primals_15 = add_2 = copy__6 = None
        copy__7: "f32[64]" = torch.ops.aten.copy_.default(primals_16, getitem_15);  primals_16 = copy__7 = None
        copy__8: "f32[64]" = torch.ops.aten.copy_.default(primals_17, getitem_16);  primals_17 = copy__8 = None
        copy__9: "i64[]" = torch.ops.aten.copy_.default(primals_21, add_4);  primals_21 = add_4 = copy__9 = None
        copy__10: "f32[64]" = torch.ops.aten.copy_.default(primals_22, getitem_20);  primals_22 = copy__10 = None
        copy__11: "f32[64]" = torch.ops.aten.copy_.default(primals_23, getitem_21);  primals_23 = copy__11 = None
        copy__12: "i64[]" = torch.ops.aten.copy_.default(primals_27, add_5);  primals_27 = add_5 = copy__12 = None
        copy__13: "f32[64]" = torch.ops.aten.copy_.default(primals_28, getitem_25);  primals_28 = copy__13 = None
        copy__14: "f32[64]" = torch.ops.aten.copy_.default(primals_29, getitem_26);  primals_29 = copy__14 = None
        copy__15: "i64[]" = torch.ops.aten.copy_.default(primals_33, add_7);  primals_33 = add_7 = copy__15 = None
        copy__16: "f32[128]" = torch.ops.aten.copy_.default(primals_34, getitem_30);  primals_34 = copy__16 = None
        copy__17: "f32[128]" = torch.ops.aten.copy_.default(primals_35, getitem_31);  primals_35 = copy__17 = None
        copy__18: "i64[]" = torch.ops.aten.copy_.default(primals_39, add_8);  primals_39 = add_8 = copy__18 = None
        copy__19: "f32[128]" = torch.ops.aten.copy_.default(primals_40, getitem_35);  primals_40 = copy__19 = None
        copy__20: "f32[128]" = torch.ops.aten.copy_.default(primals_41, getitem_36);  primals_41 = copy__20 = None
        copy__21: "i64[]" = torch.ops.aten.copy_.default(primals_45, add_9);  primals_45 = add_9 = copy__21 = None
        copy__22: "f32[128]" = torch.ops.aten.copy_.default(primals_46, getitem_40);  primals_46 = copy__22 = None
        copy__23: "f32[128]" = torch.ops.aten.copy_.default(primals_47, getitem_41);  primals_47 = copy__23 = None
        copy__24: "i64[]" = torch.ops.aten.copy_.default(primals_51, add_11);  primals_51 = add_11 = copy__24 = None
        copy__25: "f32[128]" = torch.ops.aten.copy_.default(primals_52, getitem_45);  primals_52 = copy__25 = None
        copy__26: "f32[128]" = torch.ops.aten.copy_.default(primals_53, getitem_46);  primals_53 = copy__26 = None
        copy__27: "i64[]" = torch.ops.aten.copy_.default(primals_57, add_12);  primals_57 = add_12 = copy__27 = None
        copy__28: "f32[128]" = torch.ops.aten.copy_.default(primals_58, getitem_50);  primals_58 = copy__28 = None
        copy__29: "f32[128]" = torch.ops.aten.copy_.default(primals_59, getitem_51);  primals_59 = copy__29 = None
        copy__30: "i64[]" = torch.ops.aten.copy_.default(primals_63, add_14);  primals_63 = add_14 = copy__30 = None
        copy__31: "f32[256]" = torch.ops.aten.copy_.default(primals_64, getitem_55);  primals_64 = copy__31 = None
        copy__32: "f32[256]" = torch.ops.aten.copy_.default(primals_65, getitem_56);  primals_65 = copy__32 = None
        copy__33: "i64[]" = torch.ops.aten.copy_.default(primals_69, add_15);  primals_69 = add_15 = copy__33 = None
        copy__34: "f32[256]" = torch.ops.aten.copy_.default(primals_70, getitem_60);  primals_70 = copy__34 = None
        copy__35: "f32[256]" = torch.ops.aten.copy_.default(primals_71, getitem_61);  primals_71 = copy__35 = None
        copy__36: "i64[]" = torch.ops.aten.copy_.default(primals_75, add_16);  primals_75 = add_16 = copy__36 = None
        copy__37: "f32[256]" = torch.ops.aten.copy_.default(primals_76, getitem_65);  primals_76 = copy__37 = None
        copy__38: "f32[256]" = torch.ops.aten.copy_.default(primals_77, getitem_66);  primals_77 = copy__38 = None
        copy__39: "i64[]" = torch.ops.aten.copy_.default(primals_81, add_18);  primals_81 = add_18 = copy__39 = None
        copy__40: "f32[256]" = torch.ops.aten.copy_.default(primals_82, getitem_70);  primals_82 = copy__40 = None
        copy__41: "f32[256]" = torch.ops.aten.copy_.default(primals_83, getitem_71);  primals_83 = copy__41 = None
        copy__42: "i64[]" = torch.ops.aten.copy_.default(primals_87, add_19);  primals_87 = add_19 = copy__42 = None
        copy__43: "f32[256]" = torch.ops.aten.copy_.default(primals_88, getitem_75);  primals_88 = copy__43 = None
        copy__44: "f32[256]" = torch.ops.aten.copy_.default(primals_89, getitem_76);  primals_89 = copy__44 = None
        copy__45: "i64[]" = torch.ops.aten.copy_.default(primals_93, add_21);  primals_93 = add_21 = copy__45 = None
        copy__46: "f32[512]" = torch.ops.aten.copy_.default(primals_94, getitem_80);  primals_94 = copy__46 = None
        copy__47: "f32[512]" = torch.ops.aten.copy_.default(primals_95, getitem_81);  primals_95 = copy__47 = None
        copy__48: "i64[]" = torch.ops.aten.copy_.default(primals_99, add_22);  primals_99 = add_22 = copy__48 = None
        copy__49: "f32[512]" = torch.ops.aten.copy_.default(primals_100, getitem_85);  primals_100 = copy__49 = None
        copy__50: "f32[512]" = torch.ops.aten.copy_.default(primals_101, getitem_86);  primals_101 = copy__50 = None
        copy__51: "i64[]" = torch.ops.aten.copy_.default(primals_105, add_23);  primals_105 = add_23 = copy__51 = None
        copy__52: "f32[512]" = torch.ops.aten.copy_.default(primals_106, getitem_90);  primals_106 = copy__52 = None
        copy__53: "f32[512]" = torch.ops.aten.copy_.default(primals_107, getitem_91);  primals_107 = copy__53 = None
        copy__54: "i64[]" = torch.ops.aten.copy_.default(primals_111, add_25);  primals_111 = add_25 = copy__54 = None
        copy__55: "f32[512]" = torch.ops.aten.copy_.default(primals_112, getitem_95);  primals_112 = copy__55 = None
        copy__56: "f32[512]" = torch.ops.aten.copy_.default(primals_113, getitem_96);  primals_113 = copy__56 = None
        copy__57: "i64[]" = torch.ops.aten.copy_.default(primals_117, add_26);  primals_117 = add_26 = copy__57 = None
        copy__58: "f32[512]" = torch.ops.aten.copy_.default(primals_118, getitem_100);  primals_118 = copy__58 = None
        copy__59: "f32[512]" = torch.ops.aten.copy_.default(primals_119, getitem_101);  primals_119 = copy__59 = None
        return (addmm, primals_1, primals_2, primals_6, primals_8, primals_12, primals_14, primals_18, primals_20, primals_24, primals_26, primals_30, primals_32, primals_36, primals_38, primals_42, primals_44, primals_48, primals_50, primals_54, primals_56, primals_60, primals_62, primals_66, primals_68, primals_72, primals_74, primals_78, primals_80, primals_84, primals_86, primals_90, primals_92, primals_96, primals_98, primals_102, primals_104, primals_108, primals_110, primals_114, primals_116, primals_120, primals_122, convolution, getitem_1, getitem_2, getitem_3, getitem_4, relu, getitem_5, getitem_6, convolution_1, getitem_8, getitem_9, getitem_10, getitem_11, relu_1, convolution_2, getitem_13, getitem_14, getitem_15, getitem_16, relu_2, convolution_3, getitem_18, getitem_19, getitem_20, getitem_21, relu_3, convolution_4, getitem_23, getitem_24, getitem_25, getitem_26, relu_4, convolution_5, getitem_28, getitem_29, getitem_30, getitem_31, relu_5, convolution_6, getitem_33, getitem_34, getitem_35, getitem_36, convolution_7, getitem_38, getitem_39, getitem_40, getitem_41, relu_6, convolution_8, getitem_43, getitem_44, getitem_45, getitem_46, relu_7, convolution_9, getitem_48, getitem_49, getitem_50, getitem_51, relu_8, convolution_10, getitem_53, getitem_54, getitem_55, getitem_56, relu_9, convolution_11, getitem_58, getitem_59, getitem_60, getitem_61, convolution_12, getitem_63, getitem_64, getitem_65, getitem_66, relu_10, convolution_13, getitem_68, getitem_69, getitem_70, getitem_71, relu_11, convolution_14, getitem_73, getitem_74, getitem_75, getitem_76, relu_12, convolution_15, getitem_78, getitem_79, getitem_80, getitem_81, relu_13, convolution_16, getitem_83, getitem_84, getitem_85, getitem_86, convolution_17, getitem_88, getitem_89, getitem_90, getitem_91, relu_14, convolution_18, getitem_93, getitem_94, getitem_95, getitem_96, relu_15, convolution_19, getitem_98, getitem_99, getitem_100, getitem_101, view, detach_17)
