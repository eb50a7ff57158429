#include "model.h"
#include "scan.h"

#include <algorithm>
#include <cstring>
#include <map>

#include "platform/sync.h"

namespace fx {

void* Arena::allocate(size_t size, size_t align) {
  size_t pad = (align - reinterpret_cast<uintptr_t>(cur_) % align) % align;
  if (!cur_ || pad + size > left_) {
    // Chunks grow with use (a 100k-node graph does not need a thousand small chunks) from 1 KiB (a file of
    // 100,000 three-node graphs held 16 KiB for each); a big request gets its own.
    size_t chunk = std::max<size_t>(size + align, std::clamp<size_t>(used_ / 4, 1024, 4 * 1024 * 1024));
    chunks_.push_back(std::make_unique_for_overwrite<std::byte[]>(chunk));
    cur_ = chunks_.back().get();
    left_ = chunk;
    pad = (align - reinterpret_cast<uintptr_t>(cur_) % align) % align;
  }
  std::byte* p = cur_ + pad;
  cur_ = p + size;
  left_ -= pad + size;
  used_ += size;
  return p;
}

void Document::index() {
  lineStarts.clear();
  lineStarts.push_back(0);
  if (text.size() > kMaxDocumentBytes) return;  // not parsed (parseDocument says why); offsets would wrap
  const char* b = text.data();
  const char* e = b + text.size();
  for (const char* p = b; p < e;) {
    const void* nl = std::memchr(p, '\n', static_cast<size_t>(e - p));
    if (!nl) break;
    p = static_cast<const char*>(nl) + 1;
    lineStarts.push_back(static_cast<uint32_t>(p - b));
  }
}

void Document::indexAfter(const Document& old, const TextChange& c) {
  if (text.size() > kMaxDocumentBytes || old.lineStarts.empty() || old.text.size() > kMaxDocumentBytes) {
    index();
    return;
  }
  // A line starts at p when text[p - 1] is '\n': the starts up to `begin` are the old ones, those in
  // (begin, newEnd] are found in the new bytes, and those after are the old ones past oldEnd, moved.
  const auto keptEnd = std::upper_bound(old.lineStarts.begin(), old.lineStarts.end(), static_cast<uint32_t>(c.begin));
  const auto after = std::upper_bound(keptEnd, old.lineStarts.end(), static_cast<uint32_t>(c.oldEnd));
  lineStarts.reserve(old.lineStarts.size() + 16);  // the lines after the edit are appended below
  lineStarts.assign(old.lineStarts.begin(), keptEnd);
  const char* b = text.data();
  for (const char* p = b + c.begin; p < b + c.newEnd;) {
    const void* nl = std::memchr(p, '\n', static_cast<size_t>(b + c.newEnd - p));
    if (!nl) break;
    p = static_cast<const char*>(nl) + 1;
    lineStarts.push_back(static_cast<uint32_t>(p - b));
  }
  const int64_t shift = static_cast<int64_t>(c.newEnd) - static_cast<int64_t>(c.oldEnd);
  for (auto it = after; it != old.lineStarts.end(); ++it) lineStarts.push_back(static_cast<uint32_t>(*it + shift));
}

namespace {
uint32_t lineIn(std::span<const uint32_t> lineStarts, uint32_t offset) {
  auto it = std::upper_bound(lineStarts.begin(), lineStarts.end(), offset);
  return it == lineStarts.begin() ? 0 : static_cast<uint32_t>(it - lineStarts.begin() - 1);
}
}  // namespace

uint32_t Document::lineOf(uint32_t offset) const { return lineIn(lineStarts, offset); }

std::string_view Document::line(uint32_t l) const {
  if (l >= lineStarts.size()) return {};
  uint32_t b = lineStarts[l];
  uint32_t e = l + 1 < lineStarts.size() ? lineStarts[l + 1] : static_cast<uint32_t>(text.size());
  std::string_view s(text.data() + b, e - b);
  while (!s.empty() && (s.back() == '\n' || s.back() == '\r')) s.remove_suffix(1);
  return s;
}

const char* toString(OpKind k) {
  switch (k) {
    case OpKind::Placeholder: return "placeholder";
    case OpKind::CallFunction: return "call_function";
    case OpKind::CallMethod: return "call_method";
    case OpKind::CallModule: return "call_module";
    case OpKind::GetAttr: return "get_attr";
    case OpKind::Output: return "output";
  }
  return "?";
}

const char* toString(Role r) {
  switch (r) {
    case Role::Unknown: return "unknown";
    case Role::Forward: return "forward";
    case Role::Backward: return "backward";
    case Role::Joint: return "joint";
    case Role::Inference: return "inference";
    case Role::Dynamo: return "dynamo";
  }
  return "?";
}

const char* toString(Category c) {
  switch (c) {
    case Category::None: return "";
    case Category::Input: return "input";
    case Category::Tangent: return "tangent";
    case Category::Fwd: return "fwd";
    case Category::Bwd: return "bwd";
    case Category::SaveTensor: return "save_tensor";
    case Category::FwdOutput: return "fwd_output";
    case Category::BwdOutput: return "bwd_output";
  }
  return "?";
}

const char* toString(Form f) {
  switch (f) {
    case Form::Code: return "code";
    case Form::GraphStr: return "graph";
    case Form::Tabular: return "tabular";
  }
  return "?";
}

const char* toString(Severity s) {
  switch (s) {
    case Severity::Error: return "error";
    case Severity::Warning: return "warning";
    case Severity::Information: return "information";
    case Severity::Hint: return "hint";
  }
  return "?";
}

const char* toString(AssocStatus s) {
  switch (s) {
    case AssocStatus::Matched: return "matched";
    case AssocStatus::Ambiguous: return "ambiguous";
    case AssocStatus::Unmatched: return "unmatched";
  }
  return "?";
}

namespace {

// Lists of words only ("name", "position", "op-table", ...): a few dozen distinct ones in any analysis, held once,
// so that the copies of a log's associations share a handful of counters instead of one each (the copy of 300,000
// associations per edit then reads no counter it has not just read). Sentences (they name nodes) are not kept.
std::shared_ptr<std::vector<std::string>> interned(std::vector<std::string>&& items) {
  constexpr size_t kMostKept = 4096;
  const bool words = std::all_of(items.begin(), items.end(), [](const std::string& s) {
    return s.size() <= 32 && s.find(' ') == std::string::npos;
  });
  static sys::Mutex mutex;
  static auto* kept = new std::map<std::vector<std::string>, std::shared_ptr<std::vector<std::string>>>();
  if (!words) return std::make_shared<std::vector<std::string>>(std::move(items));
  sys::Lock lock(mutex);
  if (auto it = kept->find(items); it != kept->end()) return it->second;
  auto list = std::make_shared<std::vector<std::string>>(std::move(items));
  if (kept->size() < kMostKept) kept->emplace(*list, list);
  return list;
}

}  // namespace

Evidence::Evidence(std::vector<std::string> items) {
  if (!items.empty()) items_ = interned(std::move(items));
}

void Evidence::push_back(std::string item) {
  if (!items_) items_ = std::make_shared<std::vector<std::string>>();
  else if (items_.use_count() > 1) items_ = std::make_shared<std::vector<std::string>>(*items_);
  items_->push_back(std::move(item));
}

const char* toString(AssocKind k) {
  switch (k) {
    case AssocKind::Saved: return "saved";
    case AssocKind::Constant: return "constant";
    case AssocKind::Tangent: return "tangent";
    case AssocKind::GradOutput: return "grad_output";
    case AssocKind::Recomputed: return "recomputed";
  }
  return "?";
}

std::string_view Node::opNameView() const {
  if (op == OpKind::CallMethod) return target;
  if (target == "operator.getitem") return "getitem";
  // torch.ops.aten.mm.default → mm ; aten.mm.default (print_tabular) → mm ; torch.ops.prims.iota.default → iota.
  // Anything else (operator.mul, torch.func.grad, a module path) is returned whole.
  std::string_view t = target;
  bool opPath = false;
  if (t.substr(0, 10) == "torch.ops.") t.remove_prefix(10), opPath = true;
  for (std::string_view ns : {"aten.", "prims.", "higher_order.", "_c10d_functional.", "inductor."})
    if (t.substr(0, ns.size()) == ns) {
      t.remove_prefix(ns.size());
      opPath = true;
      break;
    }
  if (opPath) t = t.substr(0, t.find('.'));
  return t;
}

int Node::getitemOf() const {
  return target == "operator.getitem" && !args.empty() && args[0].ref >= 0 ? args[0].ref : -1;
}

int Node::getitemIndex() const {
  int k = -1;
  if (getitemOf() < 0 || args.size() < 2 || !scan::parseInt(args[1].text, k)) return -1;
  return k;
}

bool Node::isSavedConstant() const {
  return op == OpKind::GetAttr &&
         (target.rfind("_tensor_constant", 0) == 0 || target.rfind("_param_constant", 0) == 0);
}

bool Graph::hasSavedConstants() const {
  for (const auto& n : nodes)
    if (n.isSavedConstant()) return true;
  return false;
}

Str Graph::keep(std::string_view s) const {
  if (s.empty()) return {};
  if (inDoc(s)) return Str(s);
  return arena->str(s);
}

std::string_view Graph::docViewAt(std::string_view s, uint32_t docAt) const {
  if (s.empty() || inDoc(s)) return s;
  if (docAt <= docText.size() && s.size() <= docText.size() - docAt && docText.substr(docAt, s.size()) == s)
    return docText.substr(docAt, s.size());
  return s;
}

Str Graph::keepAt(std::string_view s, uint32_t docAt) const { return keep(docViewAt(s, docAt)); }

void Graph::keepArgs(Node& n, std::span<const Arg> args, std::span<const Use> more) const {
  n.moreCount = static_cast<uint32_t>(more.size());
  if (args.empty() && more.empty()) {
    n.args = {};
    return;
  }
  static_assert(std::is_trivially_destructible_v<Arg> && std::is_trivially_destructible_v<Use>);
  auto* block = static_cast<std::byte*>(
      arena->allocate(args.size() * sizeof(Arg) + more.size() * sizeof(Use), std::max(alignof(Arg), alignof(Use))));
  Arg* a = std::uninitialized_copy(args.begin(), args.end(), reinterpret_cast<Arg*>(block));
  std::uninitialized_copy(more.begin(), more.end(), reinterpret_cast<Use*>(a));
  n.args = std::span<Arg>(reinterpret_cast<Arg*>(block), args.size());
}

Range Graph::nameRange(const Node& n) const {
  if (inDoc(n.name)) {
    auto b = static_cast<uint32_t>(n.name.data() - docText.data());
    return {b, b + static_cast<uint32_t>(n.name.size())};
  }
  if (n.op == OpKind::Output && nameAt({n.defRange.begin, n.defRange.begin + 6}) == "return")
    return {n.defRange.begin, n.defRange.begin + 6};
  return {};
}

uint32_t Graph::lineOf(const Node& n) const {
  Range r = nameRange(n);
  return lineIn(lineStarts, r.empty() ? n.defRange.begin : r.begin);
}

uint64_t NodeType::bytesValue() const {
  if (meta_ & kBigBytes) return parseType(text).bytes.value_or(0);  // set() had it from parsing this text
  return meta_ >> kBytesShift;
}

NodeType Graph::keepType(std::string_view annotation) const {
  TensorType t = parseType(annotation);
  NodeType n;
  if (!t.known()) return n;
  // parseType trims the annotation: find its text inside, so the view can be the document's.
  size_t at = annotation.find(t.text);
  Str text = at == std::string_view::npos ? arena->str(t.text) : keep(annotation.substr(at, t.text.size()));
  if (std::string_view(text).substr(0, t.dtype.size()) != t.dtype) return n;  // parseType reads the dtype first
  n.set(text, t.dtype.size(), t.bytes);
  return n;
}

namespace {
uint32_t hashName(std::string_view s) {
  // Eight bytes at a time (names are short), then a final mix so that the low bits, which pick the slot, differ
  // between `primals_12` and `primals_13` (long probe chains were a seventh of the parse time once).
  const char* p = s.data();
  size_t n = s.size();
  uint64_t h = 0x9e3779b97f4a7c15ull ^ n;
  for (; n >= 8; p += 8, n -= 8) {
    uint64_t w;
    std::memcpy(&w, p, 8);
    h = (h ^ w) * 0xbf58476d1ce4e5b9ull;
    h ^= h >> 31;
  }
  if (n) {
    uint64_t w = 0;
    for (size_t k = 0; k < n; ++k) w |= static_cast<uint64_t>(static_cast<unsigned char>(p[k])) << (8 * k);
    h = (h ^ w) * 0xbf58476d1ce4e5b9ull;
    h ^= h >> 31;
  }
  h *= 0x94d049bb133111ebull;
  h ^= h >> 29;
  return static_cast<uint32_t>(h ^ (h >> 32));
}
// Equal names, compared eight bytes at a time (they are short; a library call per look-up cost more).
bool sameName(std::string_view a, std::string_view b) {
  size_t n = a.size();
  if (n != b.size()) return false;
  const char* p = a.data();
  const char* q = b.data();
  for (; n >= 8; p += 8, q += 8, n -= 8) {
    uint64_t x, y;
    std::memcpy(&x, p, 8);
    std::memcpy(&y, q, 8);
    if (x != y) return false;
  }
  for (; n > 0; --n)
    if (*p++ != *q++) return false;
  return true;
}
}  // namespace

// Slots are placed by (hash × capacity) >> 32, so the capacity need not be a power of two and a graph's index
// stays about 70% full whatever its size (a power of two would leave a big index anywhere from 35% to 70% full).
size_t NameIndex::slotOf(std::string_view name, uint32_t hash, const std::vector<Node>& nodes) const {
  return wide_ ? probe<true>(name, hash, nodes) : probe<false>(name, hash, nodes);
}

template <bool Wide>
size_t NameIndex::probe(std::string_view name, uint32_t hash, const std::vector<Node>& nodes) const {
  // The slot holding `name`, or else the empty slot where its probe ended (the table is never full). An
  // erased slot decodes to a node index past the end (1 - 2 wraps), so the bounds check skips it.
  const uint32_t* slots = slots_.data();
  const size_t cap = slots_.size();
  const uint32_t tag = tagOf(hash);
  for (size_t i = home(hash, cap);; i = i + 1 == cap ? 0 : i + 1) {
    const uint32_t s = slots[i];
    if (s == kEmpty) return i;
    if (!Wide && (s & kHashBits) != tag) continue;
    const size_t node = static_cast<size_t>(Wide ? s : s & ~kHashBits) - 2;
    if (node < nodes.size() && sameName(nodes[node].name, name)) return i;
  }
}

int NameIndex::find(std::string_view name, const std::vector<Node>& nodes) const {
  if (slots_.empty()) return -1;
  const uint32_t s = slots_[slotOf(name, hashName(name), nodes)];
  return s == kEmpty || s == kErased ? -1 : nodeOf(s);
}

bool NameIndex::insert(int node, const std::vector<Node>& nodes) {
  if ((filled_ + 1) * 10 > slots_.size() * 7 || (!wide_ && static_cast<uint32_t>(node) > maxNarrow_))
    reserve(std::max<size_t>({size_ * 2, 8, static_cast<size_t>(node) + 1}), nodes);
  std::string_view name = nodes[node].name;
  uint32_t h = hashName(name);
  uint32_t& s = slots_[slotOf(name, h, nodes)];
  const bool replaced = s != kEmpty && s != kErased;
  if (s == kEmpty) ++size_, ++filled_;
  s = pack(node, h);
  return replaced;
}

void NameIndex::erase(std::string_view name, const std::vector<Node>& nodes) {
  if (slots_.empty()) return;
  uint32_t& s = slots_[slotOf(name, hashName(name), nodes)];
  if (s != kEmpty && s != kErased) s = kErased, --size_;
}

void NameIndex::clear() {
  std::fill(slots_.begin(), slots_.end(), kEmpty);
  size_ = filled_ = 0;
}

void NameIndex::reserve(size_t n, const std::vector<Node>& nodes) {
  // At most 70% full: probes stay short (names hash well) and a big graph's index stays small.
  const bool wide = wide_ || n > maxNarrow_;
  if (n * 10 <= slots_.size() * 7 && wide == wide_) return;
  size_t cap = std::max<size_t>(16, (std::max(n, size_) * 10 / 7 + 8) & ~size_t{7});
  std::vector<uint32_t> old = std::move(slots_);
  const bool oldWide = wide_;
  slots_.assign(cap, kEmpty);
  size_ = filled_ = 0;
  wide_ = wide;
  // Re-place live entries (hashing their names again: a slot keeps only 8 bits of the hash).
  for (const uint32_t s : old) {
    if (s == kEmpty || s == kErased) continue;
    const int node = static_cast<int>(oldWide ? s : s & ~kHashBits) - 2;
    const uint32_t h = static_cast<size_t>(node) < nodes.size() ? hashName(nodes[node].name) : 0;
    size_t i = home(h, cap);
    while (slots_[i] != kEmpty) i = i + 1 == cap ? 0 : i + 1;
    slots_[i] = pack(node, h);
    ++size_, ++filled_;
  }
}

int Graph::output() const {
  for (int i = static_cast<int>(nodes.size()) - 1; i >= 0; --i)
    if (nodes[i].op == OpKind::Output) return i;
  return -1;
}

std::vector<int> Graph::placeholders() const {
  std::vector<int> r;
  for (int i = 0; i < static_cast<int>(nodes.size()); ++i)
    if (nodes[i].op == OpKind::Placeholder) r.push_back(i);
  return r;
}

void Graph::link() {
  // A parser may have filled the index while building (every entry made by indexNode from the node's current
  // name); it is complete when it has one entry per node. Duplicate names leave fewer entries: rebuild then.
  if (index.size() != nodes.size()) {
    index.clear();
    index.reserve(nodes.size(), nodes);
    for (int i = 0; i < static_cast<int>(nodes.size()); ++i) indexNode(i);
  }
  // Resolve uses; count users per node (a node using another twice counts once).
  std::vector<uint32_t> userCount(nodes.size(), 0);
  std::vector<int> lastUser(nodes.size(), -1);
  for (int i = 0; i < static_cast<int>(nodes.size()); ++i) {
    Node& n = nodes[i];
    // A name that is not a node of this graph (a module attribute, a dtype, ...) or the node itself is no use.
    auto resolve = [&](Range r) {
      int j = find(nameAt(r));
      return j == i ? -1 : j;
    };
    auto resolveSingle = [&](Arg& a) {
      if (!a.single()) return;
      int j = resolve(singleNameRange(a));
      a.ref = j >= 0 ? j : Arg::kUnresolved;
    };
    for (Arg& a : n.args) resolveSingle(a);
    for (Arg& a : n.kwargs) resolveSingle(a);
    std::span<Use> more = n.moreUses();
    size_t kept = 0;
    for (Use u : more) {
      u.node = resolve(u.range);
      if (u.node >= 0) more[kept++] = u;
    }
    n.moreCount = static_cast<uint32_t>(kept);
    for (const Use& u : n.uses())
      if (lastUser[u.node] != i) lastUser[u.node] = i, ++userCount[u.node];
  }
  // Users in one block of the arena, in node order.
  size_t total = 0;
  for (uint32_t c : userCount) total += c;
  userBlock = arena->make<int>(total);
  uint32_t at = 0;
  for (size_t j = 0; j < nodes.size(); ++j) {
    nodes[j].usersAt = at;
    at += userCount[j];
  }
  // userCount now counts again, as each node's block fills.
  std::fill(userCount.begin(), userCount.end(), 0);
  for (int i = 0; i < static_cast<int>(nodes.size()); ++i)
    for (const Use& u : nodes[i].uses()) {
      uint32_t& k = userCount[u.node];
      int* us = userBlock.data() + nodes[u.node].usersAt;
      if (k == 0 || us[k - 1] != i) us[k++] = i;
    }
}

size_t UseView::size() const {
  size_t n = 0;
  for (auto it = begin(); it != end(); ++it) ++n;
  return n;
}

std::vector<Use> UseView::toVector() const {
  std::vector<Use> r;
  for (const Use& u : *this) r.push_back(u);
  return r;
}

std::span<const int> Graph::usersOf(int i) const {
  if (i < 0 || static_cast<size_t>(i) >= nodes.size()) return {};
  size_t b = nodes[i].usersAt;
  size_t e = static_cast<size_t>(i) + 1 < nodes.size() ? nodes[i + 1].usersAt : userBlock.size();
  // A node added after link has no users yet (its usersAt is 0).
  if (e < b || e > userBlock.size()) return {};
  return std::span<const int>(userBlock).subspan(b, e - b);
}

void Graph::setUsers(const std::vector<std::vector<int>>& usersPerNode) {
  size_t total = 0;
  for (const auto& us : usersPerNode) total += us.size();
  userBlock = arena->make<int>(total);
  uint32_t at = 0;
  for (size_t j = 0; j < nodes.size(); ++j) {
    nodes[j].usersAt = at;
    if (j < usersPerNode.size())
      for (int u : usersPerNode[j]) userBlock[at++] = u;
  }
}
}  // namespace fx
