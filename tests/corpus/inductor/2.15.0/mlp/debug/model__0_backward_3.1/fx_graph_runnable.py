
import os
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/tmp/tmpqvm4sg1y'
os.environ['TORCHINDUCTOR_FORCE_DISABLE_CACHES'] = '1'
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/torchinductor_root/tmpndao_6q9'
os.environ['_TORCHINDUCTOR_PYOBJECT_TENSOR_DATA_PTR'] = '139807958327824'
os.environ['TRITON_CACHE_DIR'] = '/tmp/torchinductor_root/tmpndao_6q9/triton'
os.environ.pop('TORCHDYNAMO_REPRO_AFTER', None)
os.environ.pop('TORCHDYNAMO_REPRO_LEVEL', None)

import torch
from torch import tensor, device
import torch.fx as fx
from torch._dynamo.testing import rand_strided
import math
from math import inf
import torch._inductor.inductor_prims



import torch._dynamo.config
import torch._inductor.config
import torch._functorch.config
import torch.fx.experimental._config

torch._inductor.config.trace.provenance_tracking_level = 1
torch._inductor.config.trace.save_real_tensors = False
torch._inductor.config.trace.enabled = False
torch._inductor.config.deterministic = False
torch._functorch.config.functionalize_rng_ops = False
torch._functorch.config.debug_partitioner = False
torch._functorch.config.fake_tensor_allow_unsafe_data_ptr_access = True
torch._functorch.config.unlift_effect_tokens = False
torch._functorch.config.selective_decompose = False




isolate_fails_code_str = None





if "__compile_source__" in globals():
    import inspect as __after_aot_inspect
    import linecache as __after_aot_linecache
    __after_aot_filename = __after_aot_inspect.currentframe().f_code.co_filename
    __after_aot_linecache.cache[__after_aot_filename] = (
        len(__compile_source__),
        None,
        __compile_source__.splitlines(True),
        __after_aot_filename,
    )
# torch version: 2.15.0+cu132
# torch cuda version: 13.2
# torch git version: d0f2af8b66b20da4baa50644c0cd3f887a2eae2e


# torch.cuda.is_available()==False, no GPU info collected
torch._higher_order_ops.triton_kernel_wrap.kernel_side_table.reset_table()

from torch.nn import *
class Repro(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()



    def forward(self, primals_3, primals_4, mul, addmm_1, le, tangents_1):
        expand = torch.ops.aten.expand.default(tangents_1, [4, 8]);  tangents_1 = None
        mul_4 = torch.ops.aten.mul.Tensor(addmm_1, 0.7071067811865476)
        erf_1 = torch.ops.aten.erf.default(mul_4);  mul_4 = None
        add_1 = torch.ops.aten.add.Tensor(erf_1, 1);  erf_1 = None
        mul_5 = torch.ops.aten.mul.Tensor(add_1, 0.5);  add_1 = None
        mul_6 = torch.ops.aten.mul.Tensor(addmm_1, addmm_1)
        mul_7 = torch.ops.aten.mul.Tensor(mul_6, -0.5);  mul_6 = None
        exp = torch.ops.aten.exp.default(mul_7);  mul_7 = None
        mul_8 = torch.ops.aten.mul.Tensor(exp, 0.3989422804014327);  exp = None
        mul_9 = torch.ops.aten.mul.Tensor(addmm_1, mul_8);  addmm_1 = mul_8 = None
        add_2 = torch.ops.aten.add.Tensor(mul_5, mul_9);  mul_5 = mul_9 = None
        mul_10 = torch.ops.aten.mul.Tensor(expand, add_2);  expand = add_2 = None
        permute_1 = torch.ops.aten.permute.default(primals_4, [1, 0]);  primals_4 = None
        permute_2 = torch.ops.aten.permute.default(permute_1, [1, 0]);  permute_1 = None
        mm = torch.ops.aten.mm.default(mul_10, permute_2);  permute_2 = None
        permute_3 = torch.ops.aten.permute.default(mul_10, [1, 0])
        mm_1 = torch.ops.aten.mm.default(permute_3, mul);  permute_3 = mul = None
        sum_2 = torch.ops.aten.sum.dim_IntList(mul_10, [0], True);  mul_10 = None
        view = torch.ops.aten.view.default(sum_2, [8]);  sum_2 = None
        mul_11 = torch.ops.aten.mul.Tensor(mm, 2.0);  mm = None
        full_default = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        where = torch.ops.aten.where.self(le, full_default, mul_11);  le = full_default = mul_11 = None
        permute_6 = torch.ops.aten.permute.default(where, [1, 0])
        mm_2 = torch.ops.aten.mm.default(permute_6, primals_3);  permute_6 = primals_3 = None
        sum_3 = torch.ops.aten.sum.dim_IntList(where, [0], True);  where = None
        view_1 = torch.ops.aten.view.default(sum_3, [32]);  sum_3 = None
        return (mm_2, view_1, None, mm_1, view)

def load_args(reader):
    buf0 = reader.storage(None, 256)
    reader.tensor(buf0, (4, 16), is_leaf=True)  # primals_3
    buf1 = reader.storage(None, 1024)
    reader.tensor(buf1, (8, 32), is_leaf=True)  # primals_4
    buf2 = reader.storage(None, 512)
    reader.tensor(buf2, (4, 32), is_leaf=True)  # mul
    buf3 = reader.storage(None, 128)
    reader.tensor(buf3, (4, 8), is_leaf=True)  # addmm_1
    buf4 = reader.storage(None, 128, dtype_hint=torch.bool)
    reader.tensor(buf4, (4, 32), dtype=torch.bool, is_leaf=True)  # le
    buf5 = reader.storage(None, 4)
    reader.tensor(buf5, (), is_leaf=True)  # tangents_1
load_args._version = 0
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=False, command='run', save_dir=None, tracing_mode='real', check_str=None, is_inference=False)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=False, command='get_args', save_dir=None, tracing_mode='real', check_str=None, is_inference=False)
        # mod(*args)