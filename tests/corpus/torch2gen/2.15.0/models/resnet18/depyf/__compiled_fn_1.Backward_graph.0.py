from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[2, 3, 64, 64]", primals_2: "f32[64, 3, 7, 7]", primals_6: "f32[64]", primals_8: "f32[64, 64, 3, 3]", primals_12: "f32[64]", primals_14: "f32[64, 64, 3, 3]", primals_18: "f32[64]", primals_20: "f32[64, 64, 3, 3]", primals_24: "f32[64]", primals_26: "f32[64, 64, 3, 3]", primals_30: "f32[64]", primals_32: "f32[128, 64, 3, 3]", primals_36: "f32[128]", primals_38: "f32[128, 128, 3, 3]", primals_42: "f32[128]", primals_44: "f32[128, 64, 1, 1]", primals_48: "f32[128]", primals_50: "f32[128, 128, 3, 3]", primals_54: "f32[128]", primals_56: "f32[128, 128, 3, 3]", primals_60: "f32[128]", primals_62: "f32[256, 128, 3, 3]", primals_66: "f32[256]", primals_68: "f32[256, 256, 3, 3]", primals_72: "f32[256]", primals_74: "f32[256, 128, 1, 1]", primals_78: "f32[256]", primals_80: "f32[256, 256, 3, 3]", primals_84: "f32[256]", primals_86: "f32[256, 256, 3, 3]", primals_90: "f32[256]", primals_92: "f32[512, 256, 3, 3]", primals_96: "f32[512]", primals_98: "f32[512, 512, 3, 3]", primals_102: "f32[512]", primals_104: "f32[512, 256, 1, 1]", primals_108: "f32[512]", primals_110: "f32[512, 512, 3, 3]", primals_114: "f32[512]", primals_116: "f32[512, 512, 3, 3]", primals_120: "f32[512]", primals_122: "f32[10, 512]", convolution: "f32[2, 64, 32, 32]", getitem_1: "f32[64]", getitem_2: "f32[64]", getitem_3: "f32[64]", getitem_4: "f32[64]", relu: "f32[2, 64, 32, 32]", getitem_5: "f32[2, 64, 16, 16]", getitem_6: "i64[2, 64, 16, 16]", convolution_1: "f32[2, 64, 16, 16]", getitem_8: "f32[64]", getitem_9: "f32[64]", getitem_10: "f32[64]", getitem_11: "f32[64]", relu_1: "f32[2, 64, 16, 16]", convolution_2: "f32[2, 64, 16, 16]", getitem_13: "f32[64]", getitem_14: "f32[64]", getitem_15: "f32[64]", getitem_16: "f32[64]", relu_2: "f32[2, 64, 16, 16]", convolution_3: "f32[2, 64, 16, 16]", getitem_18: "f32[64]", getitem_19: "f32[64]", getitem_20: "f32[64]", getitem_21: "f32[64]", relu_3: "f32[2, 64, 16, 16]", convolution_4: "f32[2, 64, 16, 16]", getitem_23: "f32[64]", getitem_24: "f32[64]", getitem_25: "f32[64]", getitem_26: "f32[64]", relu_4: "f32[2, 64, 16, 16]", convolution_5: "f32[2, 128, 8, 8]", getitem_28: "f32[128]", getitem_29: "f32[128]", getitem_30: "f32[128]", getitem_31: "f32[128]", relu_5: "f32[2, 128, 8, 8]", convolution_6: "f32[2, 128, 8, 8]", getitem_33: "f32[128]", getitem_34: "f32[128]", getitem_35: "f32[128]", getitem_36: "f32[128]", convolution_7: "f32[2, 128, 8, 8]", getitem_38: "f32[128]", getitem_39: "f32[128]", getitem_40: "f32[128]", getitem_41: "f32[128]", relu_6: "f32[2, 128, 8, 8]", convolution_8: "f32[2, 128, 8, 8]", getitem_43: "f32[128]", getitem_44: "f32[128]", getitem_45: "f32[128]", getitem_46: "f32[128]", relu_7: "f32[2, 128, 8, 8]", convolution_9: "f32[2, 128, 8, 8]", getitem_48: "f32[128]", getitem_49: "f32[128]", getitem_50: "f32[128]", getitem_51: "f32[128]", relu_8: "f32[2, 128, 8, 8]", convolution_10: "f32[2, 256, 4, 4]", getitem_53: "f32[256]", getitem_54: "f32[256]", getitem_55: "f32[256]", getitem_56: "f32[256]", relu_9: "f32[2, 256, 4, 4]", convolution_11: "f32[2, 256, 4, 4]", getitem_58: "f32[256]", getitem_59: "f32[256]", getitem_60: "f32[256]", getitem_61: "f32[256]", convolution_12: "f32[2, 256, 4, 4]", getitem_63: "f32[256]", getitem_64: "f32[256]", getitem_65: "f32[256]", getitem_66: "f32[256]", relu_10: "f32[2, 256, 4, 4]", convolution_13: "f32[2, 256, 4, 4]", getitem_68: "f32[256]", getitem_69: "f32[256]", getitem_70: "f32[256]", getitem_71: "f32[256]", relu_11: "f32[2, 256, 4, 4]", convolution_14: "f32[2, 256, 4, 4]", getitem_73: "f32[256]", getitem_74: "f32[256]", getitem_75: "f32[256]", getitem_76: "f32[256]", relu_12: "f32[2, 256, 4, 4]", convolution_15: "f32[2, 512, 2, 2]", getitem_78: "f32[512]", getitem_79: "f32[512]", getitem_80: "f32[512]", getitem_81: "f32[512]", relu_13: "f32[2, 512, 2, 2]", convolution_16: "f32[2, 512, 2, 2]", getitem_83: "f32[512]", getitem_84: "f32[512]", getitem_85: "f32[512]", getitem_86: "f32[512]", convolution_17: "f32[2, 512, 2, 2]", getitem_88: "f32[512]", getitem_89: "f32[512]", getitem_90: "f32[512]", getitem_91: "f32[512]", relu_14: "f32[2, 512, 2, 2]", convolution_18: "f32[2, 512, 2, 2]", getitem_93: "f32[512]", getitem_94: "f32[512]", getitem_95: "f32[512]", getitem_96: "f32[512]", relu_15: "f32[2, 512, 2, 2]", convolution_19: "f32[2, 512, 2, 2]", getitem_98: "f32[512]", getitem_99: "f32[512]", getitem_100: "f32[512]", getitem_101: "f32[512]", view: "f32[2, 512]", detach_17: "f32[2, 512, 2, 2]", tangents_1: "f32[2, 10]"):
        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:372 in forward, code: logits = self.classifier(pooled_output)
        t: "f32[512, 10]" = torch.ops.aten.t.default(primals_122);  primals_122 = None
        t_1: "f32[10, 512]" = torch.ops.aten.t.default(t);  t = None
        mm: "f32[2, 512]" = torch.ops.aten.mm.default(tangents_1, t_1);  t_1 = None
        t_2: "f32[10, 2]" = torch.ops.aten.t.default(tangents_1)
        mm_1: "f32[10, 512]" = torch.ops.aten.mm.default(t_2, view);  t_2 = view = None
        t_3: "f32[512, 10]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_1: "f32[1, 10]" = torch.ops.aten.sum.dim_IntList(tangents_1, [0], True);  tangents_1 = None
        view_1: "f32[10]" = torch.ops.aten.view.default(sum_1, [10]);  sum_1 = None
        t_4: "f32[10, 512]" = torch.ops.aten.t.default(t_3);  t_3 = None
        view_2: "f32[2, 512, 1, 1]" = torch.ops.aten.view.default(mm, [2, 512, 1, 1]);  mm = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:321 in forward, code: pooled_output = self.pooler(last_hidden_state)
        expand: "f32[2, 512, 2, 2]" = torch.ops.aten.expand.default(view_2, [2, 512, 2, 2]);  view_2 = None
        div: "f32[2, 512, 2, 2]" = torch.ops.aten.div.Scalar(expand, 4);  expand = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:135 in forward, code: hidden_state = self.activation(hidden_state)
        threshold_backward: "f32[2, 512, 2, 2]" = torch.ops.aten.threshold_backward.default(div, detach_17, 0);  div = detach_17 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:67 in forward, code: hidden_states = self.normalization(hidden_states)
        native_batch_norm_backward = torch.ops.aten.native_batch_norm_backward.default(threshold_backward, convolution_19, primals_120, getitem_100, getitem_101, getitem_98, getitem_99, True, 1e-05, [True, True, True]);  convolution_19 = primals_120 = getitem_100 = getitem_101 = getitem_98 = getitem_99 = None
        getitem_102: "f32[2, 512, 2, 2]" = native_batch_norm_backward[0]
        getitem_103: "f32[512]" = native_batch_norm_backward[1]
        getitem_104: "f32[512]" = native_batch_norm_backward[2];  native_batch_norm_backward = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:66 in forward, code: hidden_states = self.convolution(hidden_states)
        convolution_backward = torch.ops.aten.convolution_backward.default(getitem_102, relu_15, primals_116, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_102 = primals_116 = None
        getitem_105: "f32[2, 512, 2, 2]" = convolution_backward[0]
        getitem_106: "f32[512, 512, 3, 3]" = convolution_backward[1];  convolution_backward = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:68 in forward, code: hidden_states = self.activation(hidden_states)
        detach_15: "f32[2, 512, 2, 2]" = torch.ops.aten.detach.default(relu_15);  relu_15 = None
        detach_18: "f32[2, 512, 2, 2]" = torch.ops.aten.detach.default(detach_15);  detach_15 = None
        threshold_backward_1: "f32[2, 512, 2, 2]" = torch.ops.aten.threshold_backward.default(getitem_105, detach_18, 0);  getitem_105 = detach_18 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:67 in forward, code: hidden_states = self.normalization(hidden_states)
        native_batch_norm_backward_1 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_1, convolution_18, primals_114, getitem_95, getitem_96, getitem_93, getitem_94, True, 1e-05, [True, True, True]);  threshold_backward_1 = convolution_18 = primals_114 = getitem_95 = getitem_96 = getitem_93 = getitem_94 = None
        getitem_108: "f32[2, 512, 2, 2]" = native_batch_norm_backward_1[0]
        getitem_109: "f32[512]" = native_batch_norm_backward_1[1]
        getitem_110: "f32[512]" = native_batch_norm_backward_1[2];  native_batch_norm_backward_1 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:66 in forward, code: hidden_states = self.convolution(hidden_states)
        convolution_backward_1 = torch.ops.aten.convolution_backward.default(getitem_108, relu_14, primals_110, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_108 = primals_110 = None
        getitem_111: "f32[2, 512, 2, 2]" = convolution_backward_1[0]
        getitem_112: "f32[512, 512, 3, 3]" = convolution_backward_1[1];  convolution_backward_1 = None
        add_28: "f32[2, 512, 2, 2]" = torch.ops.aten.add.Tensor(threshold_backward, getitem_111);  threshold_backward = getitem_111 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:135 in forward, code: hidden_state = self.activation(hidden_state)
        detach_14: "f32[2, 512, 2, 2]" = torch.ops.aten.detach.default(relu_14);  relu_14 = None
        detach_19: "f32[2, 512, 2, 2]" = torch.ops.aten.detach.default(detach_14);  detach_14 = None
        threshold_backward_2: "f32[2, 512, 2, 2]" = torch.ops.aten.threshold_backward.default(add_28, detach_19, 0);  add_28 = detach_19 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:109 in forward, code: hidden_state = self.normalization(hidden_state)
        native_batch_norm_backward_2 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_2, convolution_17, primals_108, getitem_90, getitem_91, getitem_88, getitem_89, True, 1e-05, [True, True, True]);  convolution_17 = primals_108 = getitem_90 = getitem_91 = getitem_88 = getitem_89 = None
        getitem_114: "f32[2, 512, 2, 2]" = native_batch_norm_backward_2[0]
        getitem_115: "f32[512]" = native_batch_norm_backward_2[1]
        getitem_116: "f32[512]" = native_batch_norm_backward_2[2];  native_batch_norm_backward_2 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:108 in forward, code: hidden_state = self.convolution(input)
        convolution_backward_2 = torch.ops.aten.convolution_backward.default(getitem_114, relu_12, primals_104, [0], [2, 2], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_114 = primals_104 = None
        getitem_117: "f32[2, 256, 4, 4]" = convolution_backward_2[0]
        getitem_118: "f32[512, 256, 1, 1]" = convolution_backward_2[1];  convolution_backward_2 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:67 in forward, code: hidden_states = self.normalization(hidden_states)
        native_batch_norm_backward_3 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_2, convolution_16, primals_102, getitem_85, getitem_86, getitem_83, getitem_84, True, 1e-05, [True, True, True]);  threshold_backward_2 = convolution_16 = primals_102 = getitem_85 = getitem_86 = getitem_83 = getitem_84 = None
        getitem_120: "f32[2, 512, 2, 2]" = native_batch_norm_backward_3[0]
        getitem_121: "f32[512]" = native_batch_norm_backward_3[1]
        getitem_122: "f32[512]" = native_batch_norm_backward_3[2];  native_batch_norm_backward_3 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:66 in forward, code: hidden_states = self.convolution(hidden_states)
        convolution_backward_3 = torch.ops.aten.convolution_backward.default(getitem_120, relu_13, primals_98, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_120 = primals_98 = None
        getitem_123: "f32[2, 512, 2, 2]" = convolution_backward_3[0]
        getitem_124: "f32[512, 512, 3, 3]" = convolution_backward_3[1];  convolution_backward_3 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:68 in forward, code: hidden_states = self.activation(hidden_states)
        detach_13: "f32[2, 512, 2, 2]" = torch.ops.aten.detach.default(relu_13);  relu_13 = None
        detach_20: "f32[2, 512, 2, 2]" = torch.ops.aten.detach.default(detach_13);  detach_13 = None
        threshold_backward_3: "f32[2, 512, 2, 2]" = torch.ops.aten.threshold_backward.default(getitem_123, detach_20, 0);  getitem_123 = detach_20 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:67 in forward, code: hidden_states = self.normalization(hidden_states)
        native_batch_norm_backward_4 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_3, convolution_15, primals_96, getitem_80, getitem_81, getitem_78, getitem_79, True, 1e-05, [True, True, True]);  threshold_backward_3 = convolution_15 = primals_96 = getitem_80 = getitem_81 = getitem_78 = getitem_79 = None
        getitem_126: "f32[2, 512, 2, 2]" = native_batch_norm_backward_4[0]
        getitem_127: "f32[512]" = native_batch_norm_backward_4[1]
        getitem_128: "f32[512]" = native_batch_norm_backward_4[2];  native_batch_norm_backward_4 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:66 in forward, code: hidden_states = self.convolution(hidden_states)
        convolution_backward_4 = torch.ops.aten.convolution_backward.default(getitem_126, relu_12, primals_92, [0], [2, 2], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_126 = primals_92 = None
        getitem_129: "f32[2, 256, 4, 4]" = convolution_backward_4[0]
        getitem_130: "f32[512, 256, 3, 3]" = convolution_backward_4[1];  convolution_backward_4 = None
        add_29: "f32[2, 256, 4, 4]" = torch.ops.aten.add.Tensor(getitem_117, getitem_129);  getitem_117 = getitem_129 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:135 in forward, code: hidden_state = self.activation(hidden_state)
        detach_12: "f32[2, 256, 4, 4]" = torch.ops.aten.detach.default(relu_12);  relu_12 = None
        detach_21: "f32[2, 256, 4, 4]" = torch.ops.aten.detach.default(detach_12);  detach_12 = None
        threshold_backward_4: "f32[2, 256, 4, 4]" = torch.ops.aten.threshold_backward.default(add_29, detach_21, 0);  add_29 = detach_21 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:67 in forward, code: hidden_states = self.normalization(hidden_states)
        native_batch_norm_backward_5 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_4, convolution_14, primals_90, getitem_75, getitem_76, getitem_73, getitem_74, True, 1e-05, [True, True, True]);  convolution_14 = primals_90 = getitem_75 = getitem_76 = getitem_73 = getitem_74 = None
        getitem_132: "f32[2, 256, 4, 4]" = native_batch_norm_backward_5[0]
        getitem_133: "f32[256]" = native_batch_norm_backward_5[1]
        getitem_134: "f32[256]" = native_batch_norm_backward_5[2];  native_batch_norm_backward_5 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:66 in forward, code: hidden_states = self.convolution(hidden_states)
        convolution_backward_5 = torch.ops.aten.convolution_backward.default(getitem_132, relu_11, primals_86, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_132 = primals_86 = None
        getitem_135: "f32[2, 256, 4, 4]" = convolution_backward_5[0]
        getitem_136: "f32[256, 256, 3, 3]" = convolution_backward_5[1];  convolution_backward_5 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:68 in forward, code: hidden_states = self.activation(hidden_states)
        detach_11: "f32[2, 256, 4, 4]" = torch.ops.aten.detach.default(relu_11);  relu_11 = None
        detach_22: "f32[2, 256, 4, 4]" = torch.ops.aten.detach.default(detach_11);  detach_11 = None
        threshold_backward_5: "f32[2, 256, 4, 4]" = torch.ops.aten.threshold_backward.default(getitem_135, detach_22, 0);  getitem_135 = detach_22 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:67 in forward, code: hidden_states = self.normalization(hidden_states)
        native_batch_norm_backward_6 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_5, convolution_13, primals_84, getitem_70, getitem_71, getitem_68, getitem_69, True, 1e-05, [True, True, True]);  threshold_backward_5 = convolution_13 = primals_84 = getitem_70 = getitem_71 = getitem_68 = getitem_69 = None
        getitem_138: "f32[2, 256, 4, 4]" = native_batch_norm_backward_6[0]
        getitem_139: "f32[256]" = native_batch_norm_backward_6[1]
        getitem_140: "f32[256]" = native_batch_norm_backward_6[2];  native_batch_norm_backward_6 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:66 in forward, code: hidden_states = self.convolution(hidden_states)
        convolution_backward_6 = torch.ops.aten.convolution_backward.default(getitem_138, relu_10, primals_80, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_138 = primals_80 = None
        getitem_141: "f32[2, 256, 4, 4]" = convolution_backward_6[0]
        getitem_142: "f32[256, 256, 3, 3]" = convolution_backward_6[1];  convolution_backward_6 = None
        add_30: "f32[2, 256, 4, 4]" = torch.ops.aten.add.Tensor(threshold_backward_4, getitem_141);  threshold_backward_4 = getitem_141 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:135 in forward, code: hidden_state = self.activation(hidden_state)
        detach_10: "f32[2, 256, 4, 4]" = torch.ops.aten.detach.default(relu_10);  relu_10 = None
        detach_23: "f32[2, 256, 4, 4]" = torch.ops.aten.detach.default(detach_10);  detach_10 = None
        threshold_backward_6: "f32[2, 256, 4, 4]" = torch.ops.aten.threshold_backward.default(add_30, detach_23, 0);  add_30 = detach_23 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:109 in forward, code: hidden_state = self.normalization(hidden_state)
        native_batch_norm_backward_7 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_6, convolution_12, primals_78, getitem_65, getitem_66, getitem_63, getitem_64, True, 1e-05, [True, True, True]);  convolution_12 = primals_78 = getitem_65 = getitem_66 = getitem_63 = getitem_64 = None
        getitem_144: "f32[2, 256, 4, 4]" = native_batch_norm_backward_7[0]
        getitem_145: "f32[256]" = native_batch_norm_backward_7[1]
        getitem_146: "f32[256]" = native_batch_norm_backward_7[2];  native_batch_norm_backward_7 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:108 in forward, code: hidden_state = self.convolution(input)
        convolution_backward_7 = torch.ops.aten.convolution_backward.default(getitem_144, relu_8, primals_74, [0], [2, 2], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_144 = primals_74 = None
        getitem_147: "f32[2, 128, 8, 8]" = convolution_backward_7[0]
        getitem_148: "f32[256, 128, 1, 1]" = convolution_backward_7[1];  convolution_backward_7 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:67 in forward, code: hidden_states = self.normalization(hidden_states)
        native_batch_norm_backward_8 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_6, convolution_11, primals_72, getitem_60, getitem_61, getitem_58, getitem_59, True, 1e-05, [True, True, True]);  threshold_backward_6 = convolution_11 = primals_72 = getitem_60 = getitem_61 = getitem_58 = getitem_59 = None
        getitem_150: "f32[2, 256, 4, 4]" = native_batch_norm_backward_8[0]
        getitem_151: "f32[256]" = native_batch_norm_backward_8[1]
        getitem_152: "f32[256]" = native_batch_norm_backward_8[2];  native_batch_norm_backward_8 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:66 in forward, code: hidden_states = self.convolution(hidden_states)
        convolution_backward_8 = torch.ops.aten.convolution_backward.default(getitem_150, relu_9, primals_68, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_150 = primals_68 = None
        getitem_153: "f32[2, 256, 4, 4]" = convolution_backward_8[0]
        getitem_154: "f32[256, 256, 3, 3]" = convolution_backward_8[1];  convolution_backward_8 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:68 in forward, code: hidden_states = self.activation(hidden_states)
        detach_9: "f32[2, 256, 4, 4]" = torch.ops.aten.detach.default(relu_9);  relu_9 = None
        detach_24: "f32[2, 256, 4, 4]" = torch.ops.aten.detach.default(detach_9);  detach_9 = None
        threshold_backward_7: "f32[2, 256, 4, 4]" = torch.ops.aten.threshold_backward.default(getitem_153, detach_24, 0);  getitem_153 = detach_24 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:67 in forward, code: hidden_states = self.normalization(hidden_states)
        native_batch_norm_backward_9 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_7, convolution_10, primals_66, getitem_55, getitem_56, getitem_53, getitem_54, True, 1e-05, [True, True, True]);  threshold_backward_7 = convolution_10 = primals_66 = getitem_55 = getitem_56 = getitem_53 = getitem_54 = None
        getitem_156: "f32[2, 256, 4, 4]" = native_batch_norm_backward_9[0]
        getitem_157: "f32[256]" = native_batch_norm_backward_9[1]
        getitem_158: "f32[256]" = native_batch_norm_backward_9[2];  native_batch_norm_backward_9 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:66 in forward, code: hidden_states = self.convolution(hidden_states)
        convolution_backward_9 = torch.ops.aten.convolution_backward.default(getitem_156, relu_8, primals_62, [0], [2, 2], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_156 = primals_62 = None
        getitem_159: "f32[2, 128, 8, 8]" = convolution_backward_9[0]
        getitem_160: "f32[256, 128, 3, 3]" = convolution_backward_9[1];  convolution_backward_9 = None
        add_31: "f32[2, 128, 8, 8]" = torch.ops.aten.add.Tensor(getitem_147, getitem_159);  getitem_147 = getitem_159 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:135 in forward, code: hidden_state = self.activation(hidden_state)
        detach_8: "f32[2, 128, 8, 8]" = torch.ops.aten.detach.default(relu_8);  relu_8 = None
        detach_25: "f32[2, 128, 8, 8]" = torch.ops.aten.detach.default(detach_8);  detach_8 = None
        threshold_backward_8: "f32[2, 128, 8, 8]" = torch.ops.aten.threshold_backward.default(add_31, detach_25, 0);  add_31 = detach_25 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:67 in forward, code: hidden_states = self.normalization(hidden_states)
        native_batch_norm_backward_10 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_8, convolution_9, primals_60, getitem_50, getitem_51, getitem_48, getitem_49, True, 1e-05, [True, True, True]);  convolution_9 = primals_60 = getitem_50 = getitem_51 = getitem_48 = getitem_49 = None
        getitem_162: "f32[2, 128, 8, 8]" = native_batch_norm_backward_10[0]
        getitem_163: "f32[128]" = native_batch_norm_backward_10[1]
        getitem_164: "f32[128]" = native_batch_norm_backward_10[2];  native_batch_norm_backward_10 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:66 in forward, code: hidden_states = self.convolution(hidden_states)
        convolution_backward_10 = torch.ops.aten.convolution_backward.default(getitem_162, relu_7, primals_56, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_162 = primals_56 = None
        getitem_165: "f32[2, 128, 8, 8]" = convolution_backward_10[0]
        getitem_166: "f32[128, 128, 3, 3]" = convolution_backward_10[1];  convolution_backward_10 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:68 in forward, code: hidden_states = self.activation(hidden_states)
        detach_7: "f32[2, 128, 8, 8]" = torch.ops.aten.detach.default(relu_7);  relu_7 = None
        detach_26: "f32[2, 128, 8, 8]" = torch.ops.aten.detach.default(detach_7);  detach_7 = None
        threshold_backward_9: "f32[2, 128, 8, 8]" = torch.ops.aten.threshold_backward.default(getitem_165, detach_26, 0);  getitem_165 = detach_26 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:67 in forward, code: hidden_states = self.normalization(hidden_states)
        native_batch_norm_backward_11 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_9, convolution_8, primals_54, getitem_45, getitem_46, getitem_43, getitem_44, True, 1e-05, [True, True, True]);  threshold_backward_9 = convolution_8 = primals_54 = getitem_45 = getitem_46 = getitem_43 = getitem_44 = None
        getitem_168: "f32[2, 128, 8, 8]" = native_batch_norm_backward_11[0]
        getitem_169: "f32[128]" = native_batch_norm_backward_11[1]
        getitem_170: "f32[128]" = native_batch_norm_backward_11[2];  native_batch_norm_backward_11 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:66 in forward, code: hidden_states = self.convolution(hidden_states)
        convolution_backward_11 = torch.ops.aten.convolution_backward.default(getitem_168, relu_6, primals_50, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_168 = primals_50 = None
        getitem_171: "f32[2, 128, 8, 8]" = convolution_backward_11[0]
        getitem_172: "f32[128, 128, 3, 3]" = convolution_backward_11[1];  convolution_backward_11 = None
        add_32: "f32[2, 128, 8, 8]" = torch.ops.aten.add.Tensor(threshold_backward_8, getitem_171);  threshold_backward_8 = getitem_171 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:135 in forward, code: hidden_state = self.activation(hidden_state)
        detach_6: "f32[2, 128, 8, 8]" = torch.ops.aten.detach.default(relu_6);  relu_6 = None
        detach_27: "f32[2, 128, 8, 8]" = torch.ops.aten.detach.default(detach_6);  detach_6 = None
        threshold_backward_10: "f32[2, 128, 8, 8]" = torch.ops.aten.threshold_backward.default(add_32, detach_27, 0);  add_32 = detach_27 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:109 in forward, code: hidden_state = self.normalization(hidden_state)
        native_batch_norm_backward_12 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_10, convolution_7, primals_48, getitem_40, getitem_41, getitem_38, getitem_39, True, 1e-05, [True, True, True]);  convolution_7 = primals_48 = getitem_40 = getitem_41 = getitem_38 = getitem_39 = None
        getitem_174: "f32[2, 128, 8, 8]" = native_batch_norm_backward_12[0]
        getitem_175: "f32[128]" = native_batch_norm_backward_12[1]
        getitem_176: "f32[128]" = native_batch_norm_backward_12[2];  native_batch_norm_backward_12 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:108 in forward, code: hidden_state = self.convolution(input)
        convolution_backward_12 = torch.ops.aten.convolution_backward.default(getitem_174, relu_4, primals_44, [0], [2, 2], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_174 = primals_44 = None
        getitem_177: "f32[2, 64, 16, 16]" = convolution_backward_12[0]
        getitem_178: "f32[128, 64, 1, 1]" = convolution_backward_12[1];  convolution_backward_12 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:67 in forward, code: hidden_states = self.normalization(hidden_states)
        native_batch_norm_backward_13 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_10, convolution_6, primals_42, getitem_35, getitem_36, getitem_33, getitem_34, True, 1e-05, [True, True, True]);  threshold_backward_10 = convolution_6 = primals_42 = getitem_35 = getitem_36 = getitem_33 = getitem_34 = None
        getitem_180: "f32[2, 128, 8, 8]" = native_batch_norm_backward_13[0]
        getitem_181: "f32[128]" = native_batch_norm_backward_13[1]
        getitem_182: "f32[128]" = native_batch_norm_backward_13[2];  native_batch_norm_backward_13 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:66 in forward, code: hidden_states = self.convolution(hidden_states)
        convolution_backward_13 = torch.ops.aten.convolution_backward.default(getitem_180, relu_5, primals_38, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_180 = primals_38 = None
        getitem_183: "f32[2, 128, 8, 8]" = convolution_backward_13[0]
        getitem_184: "f32[128, 128, 3, 3]" = convolution_backward_13[1];  convolution_backward_13 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:68 in forward, code: hidden_states = self.activation(hidden_states)
        detach_5: "f32[2, 128, 8, 8]" = torch.ops.aten.detach.default(relu_5);  relu_5 = None
        detach_28: "f32[2, 128, 8, 8]" = torch.ops.aten.detach.default(detach_5);  detach_5 = None
        threshold_backward_11: "f32[2, 128, 8, 8]" = torch.ops.aten.threshold_backward.default(getitem_183, detach_28, 0);  getitem_183 = detach_28 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:67 in forward, code: hidden_states = self.normalization(hidden_states)
        native_batch_norm_backward_14 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_11, convolution_5, primals_36, getitem_30, getitem_31, getitem_28, getitem_29, True, 1e-05, [True, True, True]);  threshold_backward_11 = convolution_5 = primals_36 = getitem_30 = getitem_31 = getitem_28 = getitem_29 = None
        getitem_186: "f32[2, 128, 8, 8]" = native_batch_norm_backward_14[0]
        getitem_187: "f32[128]" = native_batch_norm_backward_14[1]
        getitem_188: "f32[128]" = native_batch_norm_backward_14[2];  native_batch_norm_backward_14 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:66 in forward, code: hidden_states = self.convolution(hidden_states)
        convolution_backward_14 = torch.ops.aten.convolution_backward.default(getitem_186, relu_4, primals_32, [0], [2, 2], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_186 = primals_32 = None
        getitem_189: "f32[2, 64, 16, 16]" = convolution_backward_14[0]
        getitem_190: "f32[128, 64, 3, 3]" = convolution_backward_14[1];  convolution_backward_14 = None
        add_33: "f32[2, 64, 16, 16]" = torch.ops.aten.add.Tensor(getitem_177, getitem_189);  getitem_177 = getitem_189 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:135 in forward, code: hidden_state = self.activation(hidden_state)
        detach_4: "f32[2, 64, 16, 16]" = torch.ops.aten.detach.default(relu_4);  relu_4 = None
        detach_29: "f32[2, 64, 16, 16]" = torch.ops.aten.detach.default(detach_4);  detach_4 = None
        threshold_backward_12: "f32[2, 64, 16, 16]" = torch.ops.aten.threshold_backward.default(add_33, detach_29, 0);  add_33 = detach_29 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:67 in forward, code: hidden_states = self.normalization(hidden_states)
        native_batch_norm_backward_15 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_12, convolution_4, primals_30, getitem_25, getitem_26, getitem_23, getitem_24, True, 1e-05, [True, True, True]);  convolution_4 = primals_30 = getitem_25 = getitem_26 = getitem_23 = getitem_24 = None
        getitem_192: "f32[2, 64, 16, 16]" = native_batch_norm_backward_15[0]
        getitem_193: "f32[64]" = native_batch_norm_backward_15[1]
        getitem_194: "f32[64]" = native_batch_norm_backward_15[2];  native_batch_norm_backward_15 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:66 in forward, code: hidden_states = self.convolution(hidden_states)
        convolution_backward_15 = torch.ops.aten.convolution_backward.default(getitem_192, relu_3, primals_26, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_192 = primals_26 = None
        getitem_195: "f32[2, 64, 16, 16]" = convolution_backward_15[0]
        getitem_196: "f32[64, 64, 3, 3]" = convolution_backward_15[1];  convolution_backward_15 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:68 in forward, code: hidden_states = self.activation(hidden_states)
        detach_3: "f32[2, 64, 16, 16]" = torch.ops.aten.detach.default(relu_3);  relu_3 = None
        detach_30: "f32[2, 64, 16, 16]" = torch.ops.aten.detach.default(detach_3);  detach_3 = None
        threshold_backward_13: "f32[2, 64, 16, 16]" = torch.ops.aten.threshold_backward.default(getitem_195, detach_30, 0);  getitem_195 = detach_30 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:67 in forward, code: hidden_states = self.normalization(hidden_states)
        native_batch_norm_backward_16 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_13, convolution_3, primals_24, getitem_20, getitem_21, getitem_18, getitem_19, True, 1e-05, [True, True, True]);  threshold_backward_13 = convolution_3 = primals_24 = getitem_20 = getitem_21 = getitem_18 = getitem_19 = None
        getitem_198: "f32[2, 64, 16, 16]" = native_batch_norm_backward_16[0]
        getitem_199: "f32[64]" = native_batch_norm_backward_16[1]
        getitem_200: "f32[64]" = native_batch_norm_backward_16[2];  native_batch_norm_backward_16 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:66 in forward, code: hidden_states = self.convolution(hidden_states)
        convolution_backward_16 = torch.ops.aten.convolution_backward.default(getitem_198, relu_2, primals_20, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_198 = primals_20 = None
        getitem_201: "f32[2, 64, 16, 16]" = convolution_backward_16[0]
        getitem_202: "f32[64, 64, 3, 3]" = convolution_backward_16[1];  convolution_backward_16 = None
        add_34: "f32[2, 64, 16, 16]" = torch.ops.aten.add.Tensor(threshold_backward_12, getitem_201);  threshold_backward_12 = getitem_201 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:135 in forward, code: hidden_state = self.activation(hidden_state)
        detach_2: "f32[2, 64, 16, 16]" = torch.ops.aten.detach.default(relu_2);  relu_2 = None
        detach_31: "f32[2, 64, 16, 16]" = torch.ops.aten.detach.default(detach_2);  detach_2 = None
        threshold_backward_14: "f32[2, 64, 16, 16]" = torch.ops.aten.threshold_backward.default(add_34, detach_31, 0);  add_34 = detach_31 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:67 in forward, code: hidden_states = self.normalization(hidden_states)
        native_batch_norm_backward_17 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_14, convolution_2, primals_18, getitem_15, getitem_16, getitem_13, getitem_14, True, 1e-05, [True, True, True]);  convolution_2 = primals_18 = getitem_15 = getitem_16 = getitem_13 = getitem_14 = None
        getitem_204: "f32[2, 64, 16, 16]" = native_batch_norm_backward_17[0]
        getitem_205: "f32[64]" = native_batch_norm_backward_17[1]
        getitem_206: "f32[64]" = native_batch_norm_backward_17[2];  native_batch_norm_backward_17 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:66 in forward, code: hidden_states = self.convolution(hidden_states)
        convolution_backward_17 = torch.ops.aten.convolution_backward.default(getitem_204, relu_1, primals_14, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_204 = primals_14 = None
        getitem_207: "f32[2, 64, 16, 16]" = convolution_backward_17[0]
        getitem_208: "f32[64, 64, 3, 3]" = convolution_backward_17[1];  convolution_backward_17 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:68 in forward, code: hidden_states = self.activation(hidden_states)
        detach_1: "f32[2, 64, 16, 16]" = torch.ops.aten.detach.default(relu_1);  relu_1 = None
        detach_32: "f32[2, 64, 16, 16]" = torch.ops.aten.detach.default(detach_1);  detach_1 = None
        threshold_backward_15: "f32[2, 64, 16, 16]" = torch.ops.aten.threshold_backward.default(getitem_207, detach_32, 0);  getitem_207 = detach_32 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:67 in forward, code: hidden_states = self.normalization(hidden_states)
        native_batch_norm_backward_18 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_15, convolution_1, primals_12, getitem_10, getitem_11, getitem_8, getitem_9, True, 1e-05, [True, True, True]);  threshold_backward_15 = convolution_1 = primals_12 = getitem_10 = getitem_11 = getitem_8 = getitem_9 = None
        getitem_210: "f32[2, 64, 16, 16]" = native_batch_norm_backward_18[0]
        getitem_211: "f32[64]" = native_batch_norm_backward_18[1]
        getitem_212: "f32[64]" = native_batch_norm_backward_18[2];  native_batch_norm_backward_18 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:66 in forward, code: hidden_states = self.convolution(hidden_states)
        convolution_backward_18 = torch.ops.aten.convolution_backward.default(getitem_210, getitem_5, primals_8, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_210 = getitem_5 = primals_8 = None
        getitem_213: "f32[2, 64, 16, 16]" = convolution_backward_18[0]
        getitem_214: "f32[64, 64, 3, 3]" = convolution_backward_18[1];  convolution_backward_18 = None
        add_35: "f32[2, 64, 16, 16]" = torch.ops.aten.add.Tensor(threshold_backward_14, getitem_213);  threshold_backward_14 = getitem_213 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:92 in forward, code: embedding = self.pooler(embedding)
        max_pool2d_with_indices_backward: "f32[2, 64, 32, 32]" = torch.ops.aten.max_pool2d_with_indices_backward.default(add_35, relu, [3, 3], [2, 2], [1, 1], [1, 1], False, getitem_6);  add_35 = getitem_6 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:68 in forward, code: hidden_states = self.activation(hidden_states)
        detach: "f32[2, 64, 32, 32]" = torch.ops.aten.detach.default(relu);  relu = None
        detach_33: "f32[2, 64, 32, 32]" = torch.ops.aten.detach.default(detach);  detach = None
        threshold_backward_16: "f32[2, 64, 32, 32]" = torch.ops.aten.threshold_backward.default(max_pool2d_with_indices_backward, detach_33, 0);  max_pool2d_with_indices_backward = detach_33 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:67 in forward, code: hidden_states = self.normalization(hidden_states)
        native_batch_norm_backward_19 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_16, convolution, primals_6, getitem_3, getitem_4, getitem_1, getitem_2, True, 1e-05, [True, True, True]);  threshold_backward_16 = convolution = primals_6 = getitem_3 = getitem_4 = getitem_1 = getitem_2 = None
        getitem_216: "f32[2, 64, 32, 32]" = native_batch_norm_backward_19[0]
        getitem_217: "f32[64]" = native_batch_norm_backward_19[1]
        getitem_218: "f32[64]" = native_batch_norm_backward_19[2];  native_batch_norm_backward_19 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:66 in forward, code: hidden_states = self.convolution(hidden_states)
        convolution_backward_19 = torch.ops.aten.convolution_backward.default(getitem_216, primals_1, primals_2, [0], [2, 2], [3, 3], [1, 1], False, [0, 0], 1, [False, True, False]);  getitem_216 = primals_1 = primals_2 = None
        getitem_220: "f32[64, 3, 7, 7]" = convolution_backward_19[1];  convolution_backward_19 = None
        return (None, getitem_220, None, None, None, getitem_217, getitem_218, getitem_214, None, None, None, getitem_211, getitem_212, getitem_208, None, None, None, getitem_205, getitem_206, getitem_202, None, None, None, getitem_199, getitem_200, getitem_196, None, None, None, getitem_193, getitem_194, getitem_190, None, None, None, getitem_187, getitem_188, getitem_184, None, None, None, getitem_181, getitem_182, getitem_178, None, None, None, getitem_175, getitem_176, getitem_172, None, None, None, getitem_169, getitem_170, getitem_166, None, None, None, getitem_163, getitem_164, getitem_160, None, None, None, getitem_157, getitem_158, getitem_154, None, None, None, getitem_151, getitem_152, getitem_148, None, None, None, getitem_145, getitem_146, getitem_142, None, None, None, getitem_139, getitem_140, getitem_136, None, None, None, getitem_133, getitem_134, getitem_130, None, None, None, getitem_127, getitem_128, getitem_124, None, None, None, getitem_121, getitem_122, getitem_118, None, None, None, getitem_115, getitem_116, getitem_112, None, None, None, getitem_109, getitem_110, getitem_106, None, None, None, getitem_103, getitem_104, t_4, view_1)
