
import os
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/tmp/tmpqvm4sg1y'
os.environ['TORCHINDUCTOR_FORCE_DISABLE_CACHES'] = '1'
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/torchinductor_root/tmpfcvq1ju0'
os.environ['TRITON_CACHE_DIR'] = '/tmp/torchinductor_root/tmpfcvq1ju0/triton'
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
torch._functorch.config.functionalize_rng_ops = False
torch._functorch.config.debug_partitioner = True
torch._functorch.config.fake_tensor_allow_unsafe_data_ptr_access = True
torch._functorch.config.unlift_effect_tokens = True
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



    def forward(self, primals_1, primals_2, primals_3, primals_4, primals_5):
        permute = torch.ops.aten.permute.default(primals_1, [1, 0]);  primals_1 = None
        addmm = torch.ops.aten.addmm.default(primals_2, primals_3, permute);  primals_2 = permute = None
        relu = torch.ops.aten.relu.default(addmm);  addmm = None
        mul = torch.ops.aten.mul.Tensor(relu, 2.0)
        permute_1 = torch.ops.aten.permute.default(primals_4, [1, 0])
        addmm_1 = torch.ops.aten.addmm.default(primals_5, mul, permute_1);  primals_5 = permute_1 = None
        mul_1 = torch.ops.aten.mul.Tensor(addmm_1, 0.5)
        mul_2 = torch.ops.aten.mul.Tensor(addmm_1, 0.7071067811865476)
        erf = torch.ops.aten.erf.default(mul_2);  mul_2 = None
        add = torch.ops.aten.add.Tensor(erf, 1);  erf = None
        mul_3 = torch.ops.aten.mul.Tensor(mul_1, add);  mul_1 = add = None
        sum_1 = torch.ops.aten.sum.default(mul_3);  mul_3 = None
        le = torch.ops.aten.le.Scalar(relu, 0);  relu = None
        return (sum_1, primals_3, primals_4, mul, addmm_1, le)

def load_args(reader):
    buf0 = reader.storage(None, 2048)
    reader.tensor(buf0, (32, 16), is_leaf=True)  # primals_1
    buf1 = reader.storage(None, 128)
    reader.tensor(buf1, (32,), is_leaf=True)  # primals_2
    buf2 = reader.storage(None, 256)
    reader.tensor(buf2, (4, 16), is_leaf=True)  # primals_3
    buf3 = reader.storage(None, 1024)
    reader.tensor(buf3, (8, 32), is_leaf=True)  # primals_4
    buf4 = reader.storage(None, 32)
    reader.tensor(buf4, (8,), is_leaf=True)  # primals_5
load_args._version = 0
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=False, command='run', save_dir=None, tracing_mode='real', check_str=None, is_inference=False)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=False, command='get_args', save_dir=None, tracing_mode='real', check_str=None, is_inference=False)
        # mod(*args)