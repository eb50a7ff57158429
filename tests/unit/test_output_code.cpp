// Output code as Inductor writes it for a GPU (Triton kernels, which this machine cannot make: the text below
// follows the shape of torch 2.8–2.15's output_code.py, written for this test), read and tied to a post-grad
// graph printed in another file, as a TORCH_COMPILE_DEBUG folder holds them.
#include <catch2/catch.hpp>

#include "fx/analysis.h"
#include "fx/kernels.h"
#include "fx/output_code.h"

namespace {

const char* const kPostGrad = R"FX(class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[8, 16][16, 1]cuda:0", primals_2: "f32[16, 16][16, 1]cuda:0"):
        mm: "f32[8, 16][16, 1]cuda:0" = torch.ops.aten.mm.default(primals_1, primals_2)
        relu: "f32[8, 16][16, 1]cuda:0" = torch.ops.aten.relu.default(mm);  mm = None
        mul: "f32[8, 16][16, 1]cuda:0" = torch.ops.aten.mul.Tensor(relu, 2.0)
        sum_1: "f32[][]cuda:0" = torch.ops.aten.sum.default(mul);  mul = None
        le: "b8[8, 16][16, 1]cuda:0" = torch.ops.aten.le.Scalar(relu, 0);  relu = None
        return (sum_1, primals_1, le)
)FX";

const char* const kOutputCode = R"PY(# AOT ID: ['0_forward']
from torch._inductor.async_compile import AsyncCompile
from torch._inductor.select_algorithm import extern_kernels
async_compile = AsyncCompile()


# kernel path: /tmp/torchinductor_user/ab/cab.py
# Topologically Sorted Source Nodes: [x, y], Original ATen: [aten.relu, aten.mul, aten.sum]
# Source node to ATen node mapping:
#   x => relu
#   y => mul, sum_1
# Graph fragment:
#   %mm : Tensor "f32[8, 16][16, 1]cuda:0" = PlaceHolder[target=mm]
#   %relu : [num_users=2] = call_function[target=torch.ops.aten.relu.default](args = (%mm,), kwargs = {})
#   %mul : [num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%relu, 2.0), kwargs = {})
#   %sum_1 : [num_users=1] = call_function[target=torch.ops.aten.sum.default](args = (%mul,), kwargs = {})
triton_per_fused_mul_relu_sum_0 = async_compile.triton('triton_per_fused_mul_relu_sum_0', '''
import triton

@triton.jit
def triton_per_fused_mul_relu_sum_0(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    tmp0 = tl.load(in_ptr0 + (r0_0), None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_user/cd/ccd.py
# Topologically Sorted Source Nodes: [x], Original ATen: [aten.relu, aten.threshold_backward]
# Source node to ATen node mapping:
#   x => le, relu
triton_poi_fused_relu_threshold_backward_1 = async_compile.triton('triton_poi_fused_relu_threshold_backward_1', '''
import triton

@triton.jit
def triton_poi_fused_relu_threshold_backward_1(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
''', device_str='cuda')


async_compile.wait(globals())
del async_compile

def call(args):
    primals_1, primals_2 = args
    args.clear()
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        buf0 = empty_strided_cuda((8, 16), (16, 1), torch.float32)
        # Topologically Sorted Source Nodes: [mm], Original ATen: [aten.mm]
        extern_kernels.mm(primals_1, primals_2, out=buf0)
        del primals_2
        buf1 = empty_strided_cuda((), (), torch.float32)
        stream0 = get_raw_stream(0)
        triton_per_fused_mul_relu_sum_0.run(buf0, buf1, 1, 128, stream=stream0)
        buf2 = empty_strided_cuda((8, 16), (16, 1), torch.bool)
        triton_poi_fused_relu_threshold_backward_1.run(buf0, buf2, 128, stream=stream0)
        del buf0
    return (buf1, primals_1, buf2, )
)PY";

// A Triton kernel's definition as Inductor writes it (torch 2.8–2.15), reading in_ptr0 and writing out_ptr0.
std::string tritonDefinition(const std::string& name) {
  return name + " = async_compile.triton('" + name + "', '''\nimport triton\n\n@triton.jit\ndef " + name +
         "(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):\n    tmp0 = tl.load(in_ptr0 + (x0), xmask)\n"
         "''', device_str='cuda')\n\n\n";
}

std::vector<std::string> names(const fx::Analysis& a, int g, const std::vector<int>& nodes) {
  std::vector<std::string> out;
  for (int k : nodes) out.emplace_back(a.graphs[g].nodes[k].name);
  return out;
}

}  // namespace

TEST_CASE("output code: Triton kernels read with their writes and their graph fragment and their calls", "[kernels]") {
  fx::Document doc("output_code.py", kOutputCode);
  doc.index();
  const std::vector<fx::OutputCode> codes = fx::readOutputCode(doc, 0);
  REQUIRE(codes.size() == 1);
  const fx::OutputCode& c = codes[0];
  CHECK(c.aotId == "0_forward");
  CHECK(c.args == std::vector<std::string>{"primals_1", "primals_2"});
  CHECK(c.returns == std::vector<std::string>{"buf1", "primals_1", "buf2"});
  REQUIRE(c.definitions.size() == 2);
  CHECK(c.definitions[0].kind == "triton");
  CHECK(c.definitions[0].computes == std::vector<std::string>{"relu", "mul", "sum_1"});  // the placeholder left out
  CHECK(c.definitions[0].writes == std::vector<char>{0, 1, 0, 0, 0});
  CHECK(c.definitions[1].computes == std::vector<std::string>{"le", "relu"});  // no fragment: the mapping
  REQUIRE(c.calls.size() == 3);
  CHECK(c.calls[0].kernel == "extern_kernels.mm");
  CHECK(c.calls[0].out == "buf0");
  CHECK(c.calls[1].kernel == "triton_per_fused_mul_relu_sum_0");
  CHECK(c.calls[1].args == std::vector<std::string>{"buf0", "buf1", "", ""});
  CHECK(std::string_view(kOutputCode).substr(c.calls[1].name.begin, c.calls[1].name.end - c.calls[1].name.begin) ==
        "triton_per_fused_mul_relu_sum_0");
}

TEST_CASE("output code: a Triton kernel's nodes come from Inductor's comments and an extern's from the data flow", "[kernels]") {
  const fx::Analysis a = fx::analyze({{"post_grad.txt", kPostGrad}, {"output_code.py", kOutputCode}});
  const std::vector<fx::CompiledGraph> compiled = fx::compiledGraphs(a);
  REQUIRE(compiled.size() == 1);
  const fx::CompiledGraph& cg = compiled[0];
  REQUIRE(cg.graph >= 0);
  CHECK(a.docs[a.graphs[cg.graph].doc].path == "post_grad.txt");
  REQUIRE(cg.calls.size() == 3);
  CHECK(names(a, cg.graph, cg.calls[0].nodes) == std::vector<std::string>{"mm"});
  CHECK(cg.calls[0].evidence == fx::KernelEvidence::DataFlow);
  CHECK(names(a, cg.graph, cg.calls[1].nodes) == std::vector<std::string>{"relu", "mul", "sum_1"});
  CHECK(cg.calls[1].evidence == fx::KernelEvidence::Comments);
  CHECK(names(a, cg.graph, cg.calls[2].nodes) == std::vector<std::string>{"relu", "le"});  // relu made again
  CHECK(cg.calls[2].evidence == fx::KernelEvidence::Comments);
}

TEST_CASE("output code: without its comments the data flow finds the same nodes", "[kernels]") {
  std::string bare;
  for (std::string_view rest = kOutputCode; !rest.empty();) {
    const size_t nl = rest.find('\n');
    std::string_view line = rest.substr(0, nl == std::string_view::npos ? rest.size() : nl + 1);
    rest.remove_prefix(line.size());
    if (line.substr(0, 2) != "# " || line.substr(0, 8) == "# AOT ID") bare += line;
  }
  const fx::Analysis a = fx::analyze({{"post_grad.txt", kPostGrad}, {"output_code.py", bare}});
  const std::vector<fx::CompiledGraph> compiled = fx::compiledGraphs(a);
  REQUIRE(compiled.size() == 1);
  const fx::CompiledGraph& cg = compiled[0];
  REQUIRE(cg.calls.size() == 3);
  for (const auto& call : cg.calls) CHECK(call.evidence == fx::KernelEvidence::DataFlow);
  CHECK(names(a, cg.graph, cg.calls[1].nodes) == std::vector<std::string>{"relu", "mul", "sum_1"});
  CHECK(names(a, cg.graph, cg.calls[2].nodes) == std::vector<std::string>{"relu", "le"});
}

// A kernel Inductor names after no op (`triton_poi_fused_0`) copies graph inputs into another layout: it stands for
// the inputs it reads. One named after ops whose buffer no node holds is tied to nothing rather than to its inputs.
TEST_CASE("output code: a kernel named after no op stands for the graph inputs it copies", "[kernels]") {
  const std::string kernels = tritonDefinition("triton_poi_fused_0") + tritonDefinition("triton_poi_fused_add_2");
  const std::string calls = "        buf3 = empty_strided_cuda((8, 16), (1, 8), torch.float32)\n"
                            "        triton_poi_fused_0.run(primals_1, buf3, 128, stream=stream0)\n"
                            "        buf4 = empty_strided_cuda((8, 16), (16, 1), torch.float32)\n"
                            "        triton_poi_fused_add_2.run(primals_1, buf4, 128, stream=stream0)\n";
  std::string code = kOutputCode;
  code.insert(code.find("async_compile.wait(globals())"), kernels);
  code.insert(code.find("        del buf0\n"), calls);
  const fx::Analysis a = fx::analyze({{"post_grad.txt", kPostGrad}, {"output_code.py", code}});
  const std::vector<fx::CompiledGraph> compiled = fx::compiledGraphs(a);
  REQUIRE(compiled.size() == 1);
  const fx::CompiledGraph& cg = compiled[0];
  REQUIRE(cg.calls.size() == 5);
  CHECK(cg.code.calls[3].kernel == "triton_poi_fused_0");
  CHECK(names(a, cg.graph, cg.calls[3].nodes) == std::vector<std::string>{"primals_1"});
  CHECK(cg.code.calls[4].kernel == "triton_poi_fused_add_2");
  CHECK(cg.calls[4].nodes.empty());
}

// Inductor counts the computation of an extern op's input as the op's own origin when it lowered that input into the
// op's argument unrealized: a pointwise value only the op reads, passed as it is. Through a view it does not.
TEST_CASE("output code: an extern op also computes the pointwise input only it reads", "[kernels]") {
  auto graph = [](const char* second) {
    return std::string(R"FX(class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[8, 16][16, 1]cuda:0", primals_2: "f32[16, 16][16, 1]cuda:0"):
        mul: "f32[8, 16][16, 1]cuda:0" = torch.ops.aten.mul.Tensor(primals_1, 2.0)
        relu: "f32[8, 16][16, 1]cuda:0" = torch.ops.aten.relu.default(mul);  mul = None
)FX") + second + R"FX(        return (mm, primals_1)
)FX";
  };
  // kOutputCode's header and call() around one kernel of its own and an extern mm reading what the kernel wrote.
  const std::string base = kOutputCode;
  const size_t wait = base.find("async_compile.wait");
  const std::string code =
      base.substr(0, base.find("# kernel path")) + tritonDefinition("triton_poi_fused_mul_relu_0") +
      base.substr(wait, base.find("        buf0 = ") - wait) +
      "        buf0 = empty_strided_cuda((8, 16), (16, 1), torch.float32)\n"
      "        stream0 = get_raw_stream(0)\n"
      "        triton_poi_fused_mul_relu_0.run(primals_1, buf0, 128, stream=stream0)\n"
      "        buf1 = empty_strided_cuda((8, 16), (16, 1), torch.float32)\n"
      "        extern_kernels.mm(buf0, primals_2, out=buf1)\n"
      "        del buf0\n"
      "    return (buf1, primals_1, )\n";
  auto nodesOf = [&](const std::string& postGrad) {
    const fx::Analysis a = fx::analyze({{"post_grad.txt", postGrad}, {"output_code.py", code}});
    const std::vector<fx::CompiledGraph> compiled = fx::compiledGraphs(a);
    REQUIRE(compiled.size() == 1);
    REQUIRE(compiled[0].calls.size() == 2);
    return std::make_pair(names(a, compiled[0].graph, compiled[0].calls[0].nodes),
                          names(a, compiled[0].graph, compiled[0].calls[1].nodes));
  };
  const auto direct = nodesOf(graph(
      "        mm: \"f32[8, 16][16, 1]cuda:0\" = torch.ops.aten.mm.default(relu, primals_2);  relu = primals_2 = None\n"));
  CHECK(direct.first == std::vector<std::string>{"mul", "relu"});
  CHECK(direct.second == std::vector<std::string>{"mul", "relu", "mm"});
  const auto viewed = nodesOf(graph(
      "        view: \"f32[8, 16][16, 1]cuda:0\" = torch.ops.aten.view.default(relu, [8, 16]);  relu = None\n"
      "        mm: \"f32[8, 16][16, 1]cuda:0\" = torch.ops.aten.mm.default(view, primals_2);  view = primals_2 = None\n"));
  CHECK(viewed.second == std::vector<std::string>{"mm"});
}

namespace {

// A C++ kernel's definition as Inductor writes it for a CPU (torch 2.15): the pybinding's parameter types, then
// the kernel's own signature, one parameter a line, inside the source string.
std::string cppDefinition(const std::string& name, const std::vector<std::string>& params) {
  std::string types, signature;
  for (const std::string& p : params) {
    const bool writes = p.find("out_ptr") != std::string::npos;
    types += std::string(types.empty() ? "" : ", ") + (writes ? "'float*'" : "'const float*'");
    signature += std::string(signature.empty() ? "" : ",\n                       ") +
                 (writes ? "float* " : "const float* ") + p;
  }
  return name + " = async_compile.cpp_pybinding([" + types +
         "], r'''\n#include <torch/csrc/inductor/cpp_prefix.h>\nextern \"C\"  void  kernel(" + signature +
         ")\n{\n    auto in_ptr9 = in_ptr0;\n}\n''')\n\n\n";
}

// An output_code.py of `definitions` and a call() of `body` (statements indented 8).
std::string cpuCode(const std::string& definitions, const std::vector<std::string>& args, const std::string& body) {
  std::string unpack;
  for (const std::string& a : args) unpack += a + ", ";
  return "# AOT ID: ['0_forward']\nfrom torch._inductor.async_compile import AsyncCompile\n"
         "async_compile = AsyncCompile()\n\n\n" +
         definitions + "async_compile.wait(globals())\ndel async_compile\n\nclass Runner:\n"
         "    def call(self, args):\n        " + unpack.substr(0, unpack.size() - 2) + " = args\n"
         "        args.clear()\n" + body;
}

std::vector<std::vector<std::string>> callNodes(const std::string& postGrad, const std::string& code) {
  const fx::Analysis a = fx::analyze({{"post_grad.txt", postGrad}, {"output_code.py", code}});
  const std::vector<fx::CompiledGraph> compiled = fx::compiledGraphs(a);
  REQUIRE(compiled.size() == 1);
  std::vector<std::vector<std::string>> out;
  for (const auto& call : compiled[0].calls) out.push_back(names(a, compiled[0].graph, call.nodes));
  return out;
}

}  // namespace

TEST_CASE("output code: a C++ kernel's read-back parameters and the buffers' layouts and reuses and aliases are read", "[kernels]") {
  const std::string code = cpuCode(
      cppDefinition("cpp_fused_add_0", {"in_out_ptr0", "in_ptr0", "out_ptr0"}), {"primals_1"},
      "        buf0 = empty_strided_cpu((2, 8, 8, 8), (512, 1, 64, 8), torch.float32)\n"
      "        buf1 = buf0; del buf0  # reuse\n"
      "        buf2 = empty_strided_cpu((8, ), (1, ), torch.float32)\n"
      "        buf3 = reinterpret_tensor(buf2, (2, 4), (4, 1), 0); del buf2  # reuse\n"
      "        cpp_fused_add_0(buf1, primals_1, buf3)\n"
      "        buf6 = empty_strided_cpu((4, 24), (24, 1), torch.float32)\n"
      "        buf4 = reinterpret_tensor(buf6, (4, 8), (24, 1), 0)  # alias\n"
      "        buf5 = reinterpret_tensor(buf6, (4, 16), (24, 1), 8)  # alias\n"
      "        return (buf1, )\n");
  fx::Document doc("output_code.py", code);
  doc.index();
  const std::vector<fx::OutputCode> codes = fx::readOutputCode(doc, 0);
  REQUIRE(codes.size() == 1);
  const fx::OutputCode& c = codes[0];
  REQUIRE(c.definitions.size() == 1);
  CHECK(c.definitions[0].writes == std::vector<char>{1, 0, 1});
  CHECK(c.definitions[0].inOut == std::vector<char>{1, 0, 0});
  REQUIRE(c.layouts.count("buf0"));
  CHECK(c.layouts.at("buf0").sizes == std::vector<std::string>{"2", "8", "8", "8"});
  CHECK(c.layouts.at("buf0").strides == std::vector<std::string>{"512", "1", "64", "8"});
  CHECK(c.layouts.at("buf2").sizes == std::vector<std::string>{"8"});
  CHECK(c.reuses == std::map<std::string, std::string>{{"buf1", "buf0"}, {"buf3", "buf2"}});
  REQUIRE(c.aliases.size() == 2);
  CHECK(c.aliases.at("buf4").of == "buf6");
  CHECK(c.aliases.at("buf4").part == 0);
  CHECK(c.aliases.at("buf5").of == "buf6");
  CHECK(c.aliases.at("buf5").part == 1);
  REQUIRE(c.calls.size() == 1);
  CHECK(c.calls[0].args == std::vector<std::string>{"buf1", "primals_1", "buf3"});
}

// A value one kernel writes to a buffer the next reads and the graph names nowhere: the reader does not compute it.
// Which value it is: the first one the reader needs but cannot compute from the rest it is given, of the buffer's
// layout (the product is [8, 16]; the buffer, and the sum, [8]).
TEST_CASE("output code: a buffer passed between two kernels holds the first value the reader cannot compute", "[kernels]") {
  const std::string postGrad = R"FX(class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[8, 16][16, 1]cpu", primals_2: "f32[8, 16][16, 1]cpu"):
        mul: "f32[8, 16][16, 1]cpu" = torch.ops.aten.mul.Tensor(primals_1, primals_2);  primals_2 = None
        sum_1: "f32[8][1]cpu" = torch.ops.aten.sum.dim_IntList(mul, [1]);  mul = None
        add: "f32[8][1]cpu" = torch.ops.aten.add.Tensor(sum_1, 1);  sum_1 = None
        return (add, primals_1)
)FX";
  const std::string definitions = cppDefinition("cpp_fused_mul_sum_0", {"in_ptr0", "in_ptr1", "out_ptr0"}) +
                                  cppDefinition("cpp_fused_add_1", {"in_ptr0", "out_ptr0"});
  const std::string code =
      cpuCode(definitions, {"primals_1", "primals_2"},
              "        buf0 = empty_strided_cpu((8, ), (1, ), torch.float32)\n"
              "        cpp_fused_mul_sum_0(primals_1, primals_2, buf0)\n"
              "        buf1 = empty_strided_cpu((8, ), (1, ), torch.float32)\n"
              "        cpp_fused_add_1(buf0, buf1)\n"
              "        del buf0\n"
              "        return (buf1, primals_1, )\n");
  const auto nodes = callNodes(postGrad, code);
  REQUIRE(nodes.size() == 2);
  CHECK(nodes[0] == std::vector<std::string>{"mul", "sum_1"});
  CHECK(nodes[1] == std::vector<std::string>{"add"});
}

// Inductor lowers a getitem to the tuple's element and an expand to its input's own shape to that input: no code of
// their own. Its table names such a node only where a buffer holds the value as the graph names it, and for a
// reduction's element only where it is laid out again in the strides the graph prints (a var_mean's mean returned
// through reinterpret_tensor in other strides than its buffer's: named; in the buffer's own strides: not; the
// variance, held by no buffer: never).
TEST_CASE("output code: a getitem or an expand to the same shape is a kernel's node only where Inductor realizes it", "[kernels]") {
  const std::string postGrad = R"FX(class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[2, 8][8, 1]cpu"):
        var_mean = torch.ops.aten.var_mean.correction(primals_1, [1], correction = 0, keepdim = True)
        getitem: "f32[2, 1][1, 1]cpu" = var_mean[0]
        getitem_1: "f32[2, 1][1, 1]cpu" = var_mean[1];  var_mean = None
        add: "f32[2, 1][1, 1]cpu" = torch.ops.aten.add.Tensor(getitem, 1e-05);  getitem = None
        rsqrt: "f32[2, 1][1, 1]cpu" = torch.ops.aten.rsqrt.default(add);  add = None
        sub: "f32[2, 8][8, 1]cpu" = torch.ops.aten.sub.Tensor(primals_1, getitem_1)
        mul: "f32[2, 8][8, 1]cpu" = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = rsqrt = None
        expand: "f32[2, 8][8, 1]cpu" = torch.ops.aten.expand.default(mul, [2, 8]);  mul = None
        clone: "f32[2, 8][8, 1]cpu" = torch.ops.aten.clone.default(expand);  expand = None
        return (clone, getitem_1)
)FX";
  auto nodesWith = [&](const std::string& meanLayout, const std::string& meanReturned) {
    return callNodes(postGrad, cpuCode(cppDefinition("cpp_fused_native_layer_norm_0", {"in_ptr0", "out_ptr0", "out_ptr1"}),
                                       {"primals_1"},
                                       "        buf0 = empty_strided_cpu((2, 1), " + meanLayout + ", torch.float32)\n"
                                       "        buf1 = empty_strided_cpu((2, 8), (8, 1), torch.float32)\n"
                                       "        cpp_fused_native_layer_norm_0(primals_1, buf0, buf1)\n"
                                       "        return (buf1, " + meanReturned + ", )\n"));
  };
  const auto relaid = nodesWith("(1, 2)", "reinterpret_tensor(buf0, (2, 1), (1, 1), 0)");
  REQUIRE(relaid.size() == 1);
  CHECK(relaid[0] == std::vector<std::string>{"var_mean", "getitem_1", "add", "rsqrt", "sub", "mul", "clone"});
  const auto asIs = nodesWith("(1, 1)", "buf0");
  REQUIRE(asIs.size() == 1);
  CHECK(asIs[0] == std::vector<std::string>{"var_mean", "add", "rsqrt", "sub", "mul", "clone"});
}
