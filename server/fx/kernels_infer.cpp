// Kernel ↔ node inference from the data flow of `call()`: see kernels_infer.h.
#include "kernels_infer.h"

#include <algorithm>
#include <cstdint>
#include <map>
#include <set>

#include "op_class.h"

namespace fx {

namespace {

// The op an extern call runs: `extern_kernels.addmm` → addmm, `torch.ops.aten.convolution_backward.default` →
// convolution_backward.
std::string_view externOp(std::string_view kernel) {
  if (kernel.substr(0, 15) == "extern_kernels.") return kernel.substr(15);
  size_t last = kernel.rfind('.');
  if (last == std::string_view::npos) return kernel;
  std::string_view head = kernel.substr(0, last);
  return head.substr(head.rfind('.') + 1);
}

class Flow {
 public:
  Flow(const Graph& g, const OutputCode& c) : g_(g), c_(c), externNode_(c.calls.size(), -1) {}

  std::vector<std::vector<int>> run() {
    bindInputsAndReturns();
    for (int round = 0; round < 3; ++round) bindExterns();  // an extern's node can tie buffers others need
    holdBound();
    bindPassedBuffers();
    return assign();
  }

 private:
  // A node's own value without the views over it: a buffer holds the base, the graph may print a view of it. A
  // getitem is no view here: a buffer holds the tuple's element.
  int throughViews(int k) const {
    while (k >= 0 && g_.nodes[k].isCompute() && opClass(g_.nodes[k].opNameView()) == OpClass::View &&
           g_.nodes[k].getitemOf() < 0) {
      int in = -1;
      for (const Use& u : g_.nodes[k].uses()) {
        in = u.node;
        break;
      }
      if (in < 0) break;
      k = in;
    }
    return k;
  }
  // A symbolic size (`Sym(512*s77)`, a SymInt input) is a number the host computes and passes to kernels: no
  // buffer holds it and no kernel computes it.
  bool hostScalar(int n) const { return g_.nodes[n].type.dtype() == "Sym"; }
  void bind(const std::string& buffer, int node) {
    if (buffer.empty() || node < 0 || hostScalar(node)) return;
    bound_.emplace(buffer, node);
    if (!held_.empty()) held_[node] = 1;
  }
  // The same for a value the graph names as it is (`named`: the node itself, not a view over it).
  void bind(const std::string& buffer, int node, int named) {
    bind(buffer, node);
    if (buffer.empty() || node < 0 || node != named) return;
    if (g_.nodes[node].getitemOf() < 0 || realizedByItself(node, buffer)) named_.insert(node);
  }
  // A getitem a buffer holds: Inductor names it only where the buffer is made while lowering the getitem itself.
  // That is so when the tuple's op leaves its elements unrealized (a max pool's values and offsets), or when the
  // element, realized already with the reduction that computed it (a var_mean's mean), is laid out again in the
  // strides the graph prints (the buffer's own differ).
  bool realizedByItself(int getitem, const std::string& buffer) const {
    const int tuple = g_.nodes[getitem].getitemOf();
    if (tuple < 0 || opClass(g_.nodes[tuple].opNameView()) != OpClass::Reduction) return true;
    const BufferLayout* layout = layoutOf(buffer);
    const TensorType t = g_.nodes[getitem].type.parsed();
    return !layout || t.strides.empty() || t.strides != layout->strides;
  }
  // Where `buffer` was allocated, through the buffers whose storage it took over.
  const BufferLayout* layoutOf(std::string buffer) const {
    for (int hop = 0; hop < 16; ++hop) {
      if (auto it = c_.layouts.find(buffer); it != c_.layouts.end()) return &it->second;
      auto reused = c_.reuses.find(buffer);
      if (reused == c_.reuses.end()) return nullptr;
      buffer = reused->second;
    }
    return nullptr;
  }
  int boundOf(const std::string& buffer) const {
    auto it = bound_.find(buffer);
    return it == bound_.end() ? -1 : it->second;
  }
  void bindInputsAndReturns() {
    for (const std::string& a : c_.args) bind(a, g_.find(a));
    const Node* out = nullptr;
    for (const Node& n : g_.nodes)
      if (n.op == OpKind::Output) out = &n;
    if (!out) return;
    std::vector<int> outs;
    for (const Arg& a : out->args)  // the printed return list, flattened: None stays in place
      if (a.single() || std::string_view(a.text) == "None") outs.push_back(a.single() ? a.ref : -1);
    const std::vector<std::string>& rets = c_.returns;
    if (outs.size() != rets.size()) return;
    for (size_t i = 0; i < rets.size(); ++i)
      if (outs[i] >= 0) bind(rets[i], throughViews(outs[i]), outs[i]);
  }
  // The node an extern call runs: a source node of its op the comment names, else the first unclaimed node of
  // its op whose inputs are the call's bound buffers.
  int externNodeOf(const KernelCall& k) const {
    const std::string_view op = externOp(k.kernel);
    int named = -1;
    for (const std::string& s : k.sourceNodes) {
      int n = g_.find(s);
      if (n >= 0 && g_.nodes[n].opNameView() == op && !claimed_.count(n)) named = std::max(named, n);
    }
    if (named >= 0) return named;
    if (int out = boundOf(k.out); out >= 0 && g_.nodes[out].opNameView() == op) return out;
    for (size_t n = 0; n < g_.nodes.size(); ++n) {
      const Node& node = g_.nodes[n];
      if (!node.isCompute() || node.opNameView() != op || claimed_.count(static_cast<int>(n))) continue;
      bool fits = true;
      size_t i = 0;
      for (const Arg& a : node.args) {
        if (i >= k.args.size()) break;
        const int want = boundOf(k.args[i++]);
        if (want >= 0 && (!a.single() || a.ref < 0 || throughViews(a.ref) != want)) fits = false;
      }
      if (fits) return static_cast<int>(n);
    }
    return -1;
  }
  void bindExterns() {
    for (size_t i = 0; i < c_.calls.size(); ++i) {
      const KernelCall& k = c_.calls[i];
      if (k.definition >= 0 || externNode_[i] >= 0) continue;
      const int n = externNodeOf(k);
      if (n < 0) continue;
      externNode_[i] = n;
      claimed_.insert(n);
      bind(k.out, n);
      size_t j = 0;
      for (const Arg& a : g_.nodes[n].args) {
        if (j >= k.args.size()) break;
        if (a.single() && a.ref >= 0) bind(k.args[j], throughViews(a.ref), a.ref);
        ++j;
      }
    }
  }
  // The buffers a generated kernel writes: the parameters its definition says it writes, else all it is given.
  std::vector<std::string> written(const KernelCall& k) const {
    const std::vector<char>& w = c_.definitions[k.definition].writes;
    std::vector<std::string> out;
    for (size_t i = 0; i < k.args.size(); ++i)
      if (w.empty() || (i < w.size() && w[i])) out.push_back(k.args[i]);
    return out;
  }
  // Inductor names a kernel after the ATen ops of the nodes it computes (`cpp_fused_gelu_sum_1`); one named after
  // none (`cpp_fused_0`, `triton_poi_fused_0`) computes no op: it copies graph inputs into another layout.
  static bool namesNoOp(std::string_view kernel) {
    const size_t fused = kernel.find("_fused_");
    if (fused == std::string_view::npos) return false;
    const std::string_view rest = kernel.substr(fused + 7);
    return !rest.empty() && rest.find_first_not_of("0123456789") == std::string_view::npos;
  }
  // Such a kernel computes no node of the graph (a convolution's weights copied to channels-last before the
  // forward runs): it stands for the graph inputs it reads, as Inductor's own table says.
  std::vector<int> inputsRead(const KernelCall& k) const {
    const std::vector<char>& w = c_.definitions[k.definition].writes;
    std::vector<int> out;
    for (size_t i = 0; i < k.args.size() && i < w.size(); ++i)
      if (const int n = boundOf(k.args[i]); !w[i] && n >= 0 && g_.nodes[n].op == OpKind::Placeholder) out.push_back(n);
    return out;
  }
  // A kernel that writes a graph input updates it in place: the graph's `copy_(input, value)` of that input.
  void pushCopiesInto(int input, std::vector<int>& stack) const {
    for (int u : g_.usersOf(input)) {
      const Node& user = g_.nodes[u];
      if (user.opNameView() == "copy_" && !user.args.empty() && user.args[0].ref == input) stack.push_back(u);
    }
  }
  // The nodes on `stack` and their ancestors down to values some buffer holds (held_), each once per walk; with
  // `cheapOnly`, through pointwise ops and views only (Inductor realizes any other op's value). A node Inductor
  // lowers to no code of its own (makesNoCode) is walked through, and counted only where a buffer holds it as the
  // graph names it (a var_mean's mean returned, not a max pool's values returned through a reshape).
  void walk(std::vector<int>& stack, std::vector<int>& out, bool cheapOnly = false) {
    const uint32_t stamp = ++stamp_;
    while (!stack.empty()) {
      const int n = stack.back();
      stack.pop_back();
      if (seen_[n] == stamp) continue;
      seen_[n] = stamp;
      if (!makesNoCode(n) || named_.count(n)) out.push_back(n);
      for (const Use& u : g_.nodes[n].uses()) {
        if (u.node < 0 || seen_[u.node] == stamp || held_[u.node] || hostScalar(u.node)) continue;
        if (cheapOnly && !isCheap(opClass(g_.nodes[u.node].opNameView()))) continue;
        stack.push_back(u.node);
      }
    }
  }
  // An extern op's inputs Inductor lowered into its arguments unrealized: a pointwise node the op alone reads,
  // passed as it is (not through a view). Inductor counts what computes such an input as the op's own origin, though
  // a kernel writes it to a buffer just before the call.
  std::vector<int> loweredInto(int op) const {
    std::vector<int> out;
    for (const Arg& a : g_.nodes[op].args) {
      if (!a.single() || a.ref < 0) continue;
      const Node& in = g_.nodes[a.ref];
      if (!in.isCompute() || opClass(in.opNameView()) != OpClass::Pointwise) continue;
      const auto users = g_.usersOf(a.ref);
      if (users.size() == 1 && users[0] == op) out.push_back(a.ref);
    }
    return out;
  }
  // A node Inductor's lowering answers with its input's own IR, making no code of its own: a getitem (the tuple's
  // element) and an expand to the shape its input has. Inductor's table names such a node only where its value
  // is realized into a buffer (a var_mean's mean saved for the backward, but not its variance).
  bool makesNoCode(int n) const {
    const Node& node = g_.nodes[n];
    if (node.getitemOf() >= 0) return true;
    if (node.opNameView() != "expand" || node.args.empty() || node.args[0].ref < 0) return false;
    const TensorType out = node.type.parsed(), in = g_.nodes[node.args[0].ref].type.parsed();
    return out.hasShape && in.hasShape && out.shape == in.shape;
  }
  // Values one generated kernel passes to a later one in a buffer the graph names nowhere (`buf6`: written by one
  // kernel, read by the next, then deleted), tied before any kernel's nodes are walked, so that the reader does not
  // count their computation as its own.
  void bindPassedBuffers() {
    if (c_.definitions.empty()) return;
    std::set<std::string> writtenSoFar;  // by the calls so far
    for (const KernelCall& k : c_.calls) {
      if (k.definition >= 0) bindPassedInto(k, writtenSoFar);
      if (!k.out.empty()) writtenSoFar.insert(k.out);
      if (k.definition >= 0)
        for (const std::string& b : written(k)) {
          writtenSoFar.insert(b);
          if (auto alias = c_.aliases.find(b); alias != c_.aliases.end()) writtenSoFar.insert(alias->second.of);
        }
    }
  }
  // The value a buffer holds before a call that reads it back (`in_out_ptr0`): its own last one, or that of the
  // buffer whose storage it took over (`buf11 = buf7; del buf7  # reuse`).
  std::string lastValueOf(std::string buffer, const std::set<std::string>& writtenSoFar) const {
    for (int hop = 0; hop < 16 && !writtenSoFar.count(buffer); ++hop) {
      auto it = c_.reuses.find(buffer);
      if (it == c_.reuses.end()) break;
      buffer = it->second;
    }
    return buffer;
  }
  // Each buffer `k` reads that an earlier kernel wrote but no node is tied to holds a value `k` needs and cannot
  // compute from the rest of what it is given. Inductor realizes the first such values in the graph's order, each
  // in a buffer of its own layout: they are tied to the buffers, in order.
  void bindPassedInto(const KernelCall& k, const std::set<std::string>& writtenSoFar) {
    const KernelDefinition& d = c_.definitions[k.definition];
    if (d.writes.size() < k.args.size()) return;  // the printout does not say what the kernel reads
    std::vector<std::string> unknown;
    std::set<int> given;
    for (size_t i = 0; i < k.args.size(); ++i) {
      const bool readsBack = i < d.inOut.size() && d.inOut[i];
      if (k.args[i].empty() || (d.writes[i] && !readsBack)) continue;
      const std::string value = readsBack ? lastValueOf(k.args[i], writtenSoFar) : k.args[i];
      if (const int n = boundOf(value); n >= 0) given.insert(n);
      else if (writtenSoFar.count(value)) unknown.push_back(value);
    }
    if (unknown.empty()) return;
    std::vector<int> needed;
    std::vector<int> stack;
    startsOf(k, stack);
    walk(stack, needed);
    std::sort(needed.begin(), needed.end());
    std::vector<int> candidates = notComputableFrom(needed, given);
    for (const std::string& buffer : unknown) {
      auto fit = std::find_if(candidates.begin(), candidates.end(), [&](int n) { return fitsLayout(n, buffer); });
      if (fit == candidates.end()) continue;
      bind(buffer, *fit);
      candidates.erase(fit);
    }
  }
  // Of `needed` (sorted, a kernel's walk), the computed values (not views, not getitems) that depend on a value
  // held in a buffer the kernel is not `given`: in the graph's order.
  std::vector<int> notComputableFrom(const std::vector<int>& needed, const std::set<int>& given) const {
    std::map<int, bool> computable;
    std::vector<int> out;
    for (int n : needed) {  // sorted: a node's inputs come before it
      bool ok = true;
      for (const Use& u : g_.nodes[n].uses()) {
        if (u.node < 0) continue;
        auto it = computable.find(u.node);
        ok = ok && (it != computable.end() ? it->second : !held_[u.node] || given.count(u.node) > 0);
      }
      computable[n] = ok;
      if (!ok && opClass(g_.nodes[n].opNameView()) != OpClass::View && !makesNoCode(n)) out.push_back(n);
    }
    return out;
  }
  // Whether node `n` could be what `buffer` holds: the same sizes and strides where both are printed.
  bool fitsLayout(int n, const std::string& buffer) const {
    auto it = c_.layouts.find(buffer);
    if (it == c_.layouts.end()) return true;
    const TensorType t = g_.nodes[n].type.parsed();
    if (!t.hasShape) return true;
    return t.shape == it->second.sizes && (t.strides.empty() || t.strides == it->second.strides);
  }
  // Values held in buffers: the graph's inputs, what extern calls compute, and every node a buffer is tied to.
  void holdBound() {
    held_.assign(g_.nodes.size(), 0);
    seen_.assign(g_.nodes.size(), 0);
    for (size_t n = 0; n < g_.nodes.size(); ++n) held_[n] = !g_.nodes[n].isCompute() || claimed_.count(static_cast<int>(n));
    for (const auto& [buffer, n] : bound_) held_[n] = 1;
  }
  // Where a generated kernel's walk starts: the nodes its written buffers hold (a graph input it writes: the
  // graph's copy_ into it).
  void startsOf(const KernelCall& k, std::vector<int>& stack) const {
    for (const std::string& b : written(k)) {
      if (const int n = catPartOf(b); n >= 0) {
        stack.push_back(n);
        continue;
      }
      const int n = boundOf(b);
      if (n >= 0 && g_.nodes[n].isCompute() && !claimed_.count(n)) stack.push_back(n);
      if (n >= 0 && !g_.nodes[n].isCompute()) pushCopiesInto(n, stack);
    }
  }
  // What a kernel writes into an alias of a cat's buffer (`buf0 = reinterpret_tensor(buf2, ...)  # alias`, the
  // alias's part-th): the cat's part-th input, computed right into its slice; a value held elsewhere (a graph
  // input) is copied there, which Inductor counts as the cat. -1 when `buffer` is no such alias.
  int catPartOf(const std::string& buffer) const {
    auto alias = c_.aliases.find(buffer);
    if (alias == c_.aliases.end()) return -1;
    const int cat = boundOf(alias->second.of);
    if (cat < 0 || g_.nodes[cat].opNameView() != "cat") return -1;
    int part = 0;
    for (const Use& u : g_.nodes[cat].uses()) {
      if (part++ != alias->second.part) continue;
      return u.node >= 0 && !held_[u.node] ? u.node : cat;
    }
    return cat;
  }
  // A kernel computes what it writes from what it is given: the ancestors of its written buffers' nodes, down to
  // values held in buffers (it reads those) and the graph's inputs. A value no buffer holds is computed inside
  // every kernel that needs it: Inductor inlines cheap producers into each consumer, so kernels may share nodes.
  std::vector<std::vector<int>> assign() {
    std::vector<std::vector<int>> out(c_.calls.size());
    for (size_t i = 0; i < c_.calls.size(); ++i) {
      const KernelCall& k = c_.calls[i];
      std::vector<int> stack;
      if (k.definition < 0) {
        if (externNode_[i] < 0) continue;
        for (int in : loweredInto(externNode_[i])) stack.push_back(in);
        walk(stack, out[i], true);
        out[i].push_back(externNode_[i]);  // held: a walk would stop at it
        std::sort(out[i].begin(), out[i].end());
        continue;
      }
      startsOf(k, stack);
      walk(stack, out[i]);
      if (out[i].empty() && namesNoOp(k.kernel)) out[i] = inputsRead(k);
      std::sort(out[i].begin(), out[i].end());
    }
    return out;
  }

  const Graph& g_;
  const OutputCode& c_;
  std::map<std::string, int> bound_;
  std::set<int> claimed_;
  std::set<int> named_;  // nodes a buffer holds as the graph names them (bind)
  std::vector<int> externNode_;
  std::vector<char> held_;      // by node: a buffer holds its value (holdBound)
  std::vector<uint32_t> seen_;  // by node: the last walk that reached it
  uint32_t stamp_ = 0;
};

}  // namespace

std::vector<std::vector<int>> inferKernelNodes(const Graph& g, const OutputCode& code) { return Flow(g, code).run(); }

}  // namespace fx
