// The FX engine's data model: documents, graphs, nodes, and what analysis adds to them.
// Plain data with byte offsets into the document text; no JSON, no LSP.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <iterator>
#include <memory>
#include <optional>
#include <ostream>
#include <ranges>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <unordered_map>
#include <vector>

namespace fx {

// A string stored elsewhere: in the document text, in a graph's arena, or a literal. Node data are views so
// that a graph costs little more than its printout. Built only from literals or explicitly (Graph::keep), and
// never from a temporary std::string, so a dangling view does not compile.
struct Str : std::string_view {
  Str() = default;
  template <size_t N>
  Str(const char (&lit)[N]) : std::string_view(lit, N - 1) {}  // NOLINT: literals live forever
  explicit Str(std::string_view v) : std::string_view(v) {}
  template <size_t N>
  Str& operator=(const char (&lit)[N]) { return *this = Str(lit); }
  Str(std::string&&) = delete;
  Str& operator=(std::string&&) = delete;
  operator std::string() const { return std::string(data(), size()); }  // NOLINT: a copy, safe to keep
  friend std::string operator+(std::string a, const Str& b) { return a.append(b.data(), b.size()); }
  friend std::string operator+(const Str& a, const std::string& b) { return std::string(a) + b; }
};

// Stable storage for one graph's strings and node lists: bump allocation in chunks, nothing moves once
// placed, everything freed together. Only trivially destructible types go in.
class Arena {
 public:
  template <class T>
  std::span<T> copy(std::span<const T> items) {
    static_assert(std::is_trivially_destructible_v<T>);
    if (items.empty()) return {};
    T* p = static_cast<T*>(allocate(items.size() * sizeof(T), alignof(T)));
    std::uninitialized_copy(items.begin(), items.end(), p);
    return {p, items.size()};
  }
  template <class T>
  std::span<T> copy(const std::vector<T>& items) { return copy(std::span<const T>(items)); }
  template <class T>
  std::span<T> make(size_t count) {
    static_assert(std::is_trivially_destructible_v<T>);
    if (count == 0) return {};
    T* p = static_cast<T*>(allocate(count * sizeof(T), alignof(T)));
    std::uninitialized_value_construct_n(p, count);
    return {p, count};
  }
  Str str(std::string_view s) {
    if (s.empty()) return {};
    char* p = static_cast<char*>(allocate(s.size(), 1));
    std::copy(s.begin(), s.end(), p);
    return Str(std::string_view(p, s.size()));
  }
  size_t bytes() const { return used_; }
  // Raw storage for trivially destructible objects the caller constructs (see copy and make).
  void* allocate(size_t size, size_t align);

 private:
  std::vector<std::unique_ptr<std::byte[]>> chunks_;
  std::byte* cur_ = nullptr;
  size_t left_ = 0;
  size_t used_ = 0;
};

// A Str in 12 bytes (pointer and 32-bit length, unaligned) for an argument's text: a big graph holds a
// million arguments. Reads as a Str or a std::string_view.
class [[gnu::packed]] PackedStr {
 public:
  PackedStr() = default;
  PackedStr(Str s) : p_(s.data()), n_(static_cast<uint32_t>(s.size())) {}  // NOLINT: a Str's stand-in
  template <size_t N>
  PackedStr(const char (&lit)[N]) : PackedStr(Str(lit)) {}  // NOLINT: literals live forever
  operator Str() const { return Str(view()); }                // NOLINT
  operator std::string_view() const { return view(); }        // NOLINT
  std::string_view view() const { return {p_, n_}; }
  const char* data() const { return p_; }
  size_t size() const { return n_; }
  bool empty() const { return n_ == 0; }
  // What callers use of std::string_view, on the view.
  const char* begin() const { return p_; }
  const char* end() const { return p_ + n_; }
  char operator[](size_t i) const { return p_[i]; }
  char front() const { return p_[0]; }
  char back() const { return p_[n_ - 1]; }
  std::string_view substr(size_t pos, size_t count = std::string_view::npos) const { return view().substr(pos, count); }
  bool starts_with(std::string_view s) const { return view().starts_with(s); }
  bool ends_with(std::string_view s) const { return view().ends_with(s); }
  size_t find(std::string_view s, size_t pos = 0) const { return view().find(s, pos); }
  size_t find(char c, size_t pos = 0) const { return view().find(c, pos); }
  size_t rfind(std::string_view s, size_t pos = std::string_view::npos) const { return view().rfind(s, pos); }
  size_t rfind(char c, size_t pos = std::string_view::npos) const { return view().rfind(c, pos); }
  friend auto operator<=>(PackedStr a, PackedStr b) { return a.view() <=> b.view(); }
  operator std::string() const { return std::string(p_, n_); }  // NOLINT: a copy, safe to keep
  friend std::ostream& operator<<(std::ostream& os, PackedStr s) { return os << s.view(); }
  friend std::string operator+(std::string a, PackedStr b) { return a.append(b.p_, b.n_); }
  friend std::string operator+(PackedStr a, const std::string& b) { return std::string(a.view()).append(b); }
  friend bool operator==(PackedStr a, PackedStr b) { return a.view() == b.view(); }
  friend bool operator==(PackedStr a, std::string_view b) { return a.view() == b; }
  template <size_t N>
  friend bool operator==(PackedStr a, const char (&lit)[N]) { return a.view() == std::string_view(lit, N - 1); }

 private:
  const char* p_ = nullptr;
  uint32_t n_ = 0;
};

// Half-open byte range [begin, end) into a Document's text.
struct Range {
  uint32_t begin = 0;
  uint32_t end = 0;
  bool empty() const { return begin == end; }
  bool contains(uint32_t off) const { return off >= begin && off < end; }
};

// The largest text the engine analyzes: byte offsets are 32-bit. A longer one is not parsed, and says so.
constexpr uint64_t kMaxDocumentBytes = 0xFFFFFFFEull;

// A document's bytes, immutable and shared: the language server's parse of an unchanged document and every
// analysis made from it hold one copy, not one each (a 1M-node log is 140 MB).
using SharedText = std::shared_ptr<const std::string>;

// An edit as one replaced span: the old text's [begin, oldEnd) became the new text's [begin, newEnd). Several edits
// compose into one span covering them all (a wider span than needed is still right, only slower to use).
struct TextChange {
  size_t begin = 0, oldEnd = 0, newEnd = 0;
  // Does it describe a change from a text of `oldSize` bytes to one of `newSize`?
  bool fits(size_t oldSize, size_t newSize) const {
    return begin <= oldEnd && oldEnd <= oldSize && begin <= newEnd && newEnd <= newSize &&
           oldSize - oldEnd == newSize - newEnd;
  }
};

// Graphs hold views into their document's text, which lives in `storage()` and never moves: a Document moves
// (the view stays valid) but is never copied.
struct Document {
  std::string path;  // as given by the caller
  Str text;  // the bytes, held by storage() (a Str: a std::string cannot be assigned to it by mistake)
  std::string pairKey;  // documents the user paired explicitly share a key; it outranks what file names say
  std::vector<uint32_t> lineStarts;  // byte offset of each line start; filled by index()

  Document() = default;
  Document(std::string p, std::string t) : Document(std::move(p), std::make_shared<const std::string>(std::move(t))) {}
  Document(std::string p, SharedText t) : path(std::move(p)), text(std::string_view(*t)), storage_(std::move(t)) {}
  Document(Document&&) = default;
  Document& operator=(Document&&) = default;
  Document(const Document&) = delete;
  Document& operator=(const Document&) = delete;

  const SharedText& storage() const { return storage_; }

  void index();
  // The same for a text that is `old`'s changed by `c` (which fits them): only the changed bytes are looked at, the
  // line starts after them are moved (an edit of a 140 MB log does not scan it again).
  void indexAfter(const Document& old, const TextChange& c);
  // 0-based line of a byte offset (offsets past the end map to the last line).
  uint32_t lineOf(uint32_t offset) const;
  std::string_view line(uint32_t l) const;  // without the line terminator

 private:
  SharedText storage_;
};

enum class OpKind : uint8_t { Placeholder, CallFunction, CallMethod, CallModule, GetAttr, Output };
const char* toString(OpKind);

enum class Role : uint8_t { Unknown, Forward, Backward, Joint, Inference, Dynamo };
const char* toString(Role);

// Seed 000's categories, plus None for "not categorized".
enum class Category : uint8_t { None, Input, Tangent, Fwd, Bwd, SaveTensor, FwdOutput, BwdOutput };
const char* toString(Category);

enum class Form : uint8_t { Code, GraphStr, Tabular };
const char* toString(Form);

// A tensor (or SymInt) type annotation such as `f32[8, 16][16, 1]cuda:0` or `Sym(s0)`.
struct TensorType {
  std::string text;                  // as printed, without quotes; empty when absent
  std::string dtype;                 // "f32", "i64", "b8", ... ("Sym" for symbolic scalars)
  std::vector<std::string> shape;    // each dim as printed ("8", "s0", "s0 + 1")
  std::vector<std::string> strides;  // empty when not printed
  std::string device;                // "cuda:0", "cpu", ... empty when not printed
  bool hasShape = false;             // a `[...]` shape was printed (scalars print `[]`)
  std::optional<uint64_t> bytes;     // element size × numel, when every dim is a number

  bool known() const { return !dtype.empty(); }
};
TensorType parseType(std::string_view annotation);

// What a node keeps of its annotation: the text, the dtype and the byte size. The shape, strides and device
// are parsed again from the text when a feature needs them (parsed()), which keeps big graphs small.
// Made by Graph::keepType.
struct [[gnu::packed]] NodeType {
  PackedStr text;

  TensorType parsed() const { return parseType(text); }

 private:
  // One word (a NodeType is 20 bytes, not 32): bits 0-7 the dtype's length (the dtype is the text's prefix,
  // parseType reads it from there), bit 8 whether the byte size is known, bit 9 that it is too big to keep here
  // (2^54 bytes and more: parsed again from the text, which gives the same number), bits 10-63 the byte size.
  static constexpr uint64_t kHasBytes = 1u << 8, kBigBytes = 1u << 9;
  static constexpr int kBytesShift = 10;
  uint64_t meta_ = 0;
  size_t dtypeLen() const { return static_cast<size_t>(meta_ & 0xff); }
  uint64_t bytesValue() const;

 public:
  bool known() const { return dtypeLen() > 0; }
  std::string_view dtype() const { return std::string_view(text).substr(0, dtypeLen()); }  // "f32", "Sym", ...
  std::optional<uint64_t> bytes() const {
    return (meta_ & kHasBytes) ? std::optional<uint64_t>(bytesValue()) : std::nullopt;
  }
  void set(Str t, size_t dtypeLen, std::optional<uint64_t> b) {
    text = t;
    meta_ = std::min<size_t>(dtypeLen, std::min<size_t>(t.size(), 255));
    if (b) meta_ |= kHasBytes | (*b >> (64 - kBytesShift) ? kBigBytes : *b << kBytesShift);
  }
};
// Bytes per element for an FX dtype abbreviation (f32 → 4), 0 when unknown.
unsigned dtypeSize(std::string_view dtype);
// The same value's type as two graphs print it: dtype and shape agree (strides and device may differ: a
// post-grad pass may change a layout). Symbolic sizes compare as symbols (`s0` is `s0`). Both must be known().
bool sameType(const NodeType& x, const NodeType& y);

// One use of a node inside another node's arguments.
// The name as written is the document's text at `range` (Graph::nameAt).
struct Use {
  Range range;        // where it is written
  int node = -1;      // index of the node referred to, in the same graph (-1 unresolved)
  int arg = -1;       // index into Node::args, or -1 - k for Node::kwargs[k]
};

// One positional argument, as printed. 20 bytes: a big graph holds about two per node.
struct Arg {
  // `ref` of an argument that is not a single name, and of a single name that names no node of the graph.
  static constexpr int kNotName = -1, kUnresolved = -2;

  PackedStr text;  // the argument's text, e.g. "[32, 784]" or "view" (joined when it spans lines)
  uint32_t at = 0;  // document offset of its first character (a single name ends at at + text.size())
  int ref = kNotName;  // node index when the whole argument is a single node reference (filled by link)

  bool single() const { return ref != kNotName; }  // exactly one name (maybe with a `%` sigil)
  void setSingle(bool yes) { ref = yes ? kUnresolved : kNotName; }
};

// One keyword argument: `dim = 1` (code form), `dim: 1` (str(graph)), `'dim': 1` (tabular).
struct KwArg : Arg {
  PackedStr keyword;
};

// A node's list: a std::span (pointer and count) in 12 bytes instead of 16, so that the four lists of a Node
// take 48 bytes. Used like a span, and converts from and to one.
template <class T>
class [[gnu::packed]] List {
 public:
  using element_type = T;
  using value_type = std::remove_cv_t<T>;
  using size_type = size_t;
  using iterator = T*;

  List() = default;
  List(std::span<T> s) : p_(s.data()), n_(static_cast<uint32_t>(s.size())) {}  // NOLINT: a span's stand-in

  T* data() const { return p_; }
  size_t size() const { return n_; }
  bool empty() const { return n_ == 0; }
  T* begin() const { return p_; }
  T* end() const { return p_ + n_; }
  T& operator[](size_t i) const { return p_[i]; }
  T& front() const { return p_[0]; }
  T& back() const { return p_[n_ - 1]; }
  std::span<T> span() const { return {p_, n_}; }
  std::span<T> first(size_t k) const { return span().first(k); }
  std::span<T> last(size_t k) const { return span().last(k); }
  std::span<T> subspan(size_t off, size_t count = std::dynamic_extent) const { return span().subspan(off, count); }

 private:
  T* p_ = nullptr;
  uint32_t n_ = 0;
};

// Where a single-name argument's name is written: its range without the `%` sigil of str(graph).
inline Range singleNameRange(const Arg& a) {
  return {a.at + (!a.text.empty() && a.text[0] == '%' ? 1u : 0u), a.at + static_cast<uint32_t>(a.text.size())};
}

// Every node reference in a node's arguments, in text order, as Use values: the single-name arguments that
// name a node (Arg::ref, kept once there) and the names inside other arguments (Node::moreUses). A big graph's
// references are mostly single-name arguments, so they are not stored twice.
class UseView {
  // The three lists; an iterator keeps its own copy, so it may outlive the temporary uses() it came from.
  struct Lists {
    List<Arg> args;
    List<KwArg> kwargs;
    List<Use> more;
  };

 public:
  UseView(List<Arg> args, List<KwArg> kwargs, List<Use> more) : l_{args, kwargs, more} {}

  class iterator {
   public:
    using value_type = Use;
    using difference_type = std::ptrdiff_t;
    using iterator_category = std::input_iterator_tag;
    explicit iterator(const Lists& l) : l_(l) { settle(); }
    Use operator*() const { return cur_; }
    const Use* operator->() const { return &cur_; }
    iterator& operator++() {
      ++(from_ == 0 ? a_ : from_ == 1 ? k_ : m_);
      settle();
      return *this;
    }
    void operator++(int) { ++*this; }
    friend bool operator==(const iterator& it, std::default_sentinel_t) { return it.from_ < 0; }

   private:
    void settle();  // skip arguments that name no node; take the earliest of the three lists
    Lists l_;
    size_t a_ = 0, k_ = 0, m_ = 0;
    int from_ = -1;  // 0 args, 1 kwargs, 2 more; -1 at the end
    Use cur_;
  };

  iterator begin() const { return iterator(l_); }
  std::default_sentinel_t end() const { return {}; }
  bool empty() const { return begin() == end(); }
  size_t size() const;  // counts (linear)
  std::vector<Use> toVector() const;

 private:
  Lists l_;
};

inline void UseView::iterator::settle() {
  const Lists& v = l_;
  while (a_ < v.args.size() && v.args[a_].ref < 0) ++a_;
  while (k_ < v.kwargs.size() && v.kwargs[k_].ref < 0) ++k_;
  constexpr uint32_t kNone = UINT32_MAX;
  const bool hasA = a_ < v.args.size(), hasK = k_ < v.kwargs.size(), hasM = m_ < v.more.size();
  const uint32_t ba = hasA ? v.args[a_].at : kNone;
  const uint32_t bk = hasK ? v.kwargs[k_].at : kNone;
  const uint32_t bm = hasM ? v.more[m_].range.begin : kNone;
  if (hasA && ba <= bk && ba <= bm) {
    from_ = 0;
    cur_ = {singleNameRange(v.args[a_]), v.args[a_].ref, static_cast<int>(a_)};
  } else if (hasK && (bk <= bm || !hasM)) {
    from_ = 1;
    cur_ = {singleNameRange(v.kwargs[k_]), v.kwargs[k_].ref, -1 - static_cast<int>(k_)};
  } else if (hasM) {
    from_ = 2;
    cur_ = v.more[m_];
  } else {
    from_ = -1;
  }
}

}  // namespace fx

// A List views storage it does not own, like std::span: std::span<T> can be made from one.
template <class T>
inline constexpr bool std::ranges::enable_borrowed_range<fx::List<T>> = true;

namespace fx {

// Lists are spans into the graph's arena (Graph::keep); strings are views (see Str).
// Fields are ordered for size: a big graph holds hundreds of thousands of nodes.
struct Node {
  PackedStr name;
  PackedStr target;  // "torch.ops.aten.mm.default", "operator.getitem", method name, attribute path
  List<Arg> args;    // for the output node: the returned values, flattened in order. Set by Graph::keepArgs
                     // only: moreUses() lies right after it.
  List<KwArg> kwargs;
  uint32_t moreCount = 0;  // how many moreUses() there are
  uint32_t usersAt = 0;  // where Graph::usersOf finds this node's users (filled by Graph::link)
  NodeType type;
  Range defRange;  // the whole definition statement
  // The name's own range and the definition's line are not kept here: Graph::nameRange and Graph::lineOf
  // derive them from where `name` lies in the document.
  int source = -1;  // index into Graph::sources: the `# File: ...` comment before the node, -1 if none
  int16_t printedUsers = -1;  // `[#users=N]` when printed (at most 32,767: it is only shown, never counted on)
  OpKind op = OpKind::CallFunction;

  // Filled by analysis.
  Category category = Category::None;
  bool recomputed = false;   // computed in both forward and backward partitions
  bool savedInput = false;   // a graph input that is also saved for backward
  bool inNeither = false;    // a joint node in neither partitioned graph
  int8_t partitionHint = 0;  // joint: 1 forward part, 2 backward part (inferred)

  UseView uses() const { return {args, kwargs, moreUses()}; }  // node references in args/kwargs in text order
  // Node references that are not a whole argument (`[a, b]`, ...); all of them: uses(). They lie in the
  // arena right after `args` (Graph::keepArgs), which saves the Node a pointer.
  std::span<Use> moreUses() const {
    static_assert(sizeof(Arg) % alignof(Use) == 0);
    return {reinterpret_cast<Use*>(args.end()), moreCount};
  }

  // Short op name: "mm" for torch.ops.aten.mm.default, "getitem" for operator.getitem.
  std::string opName() const { return std::string(opNameView()); }
  std::string_view opNameView() const;  // the same without a copy (a view into target, or a literal)
  // make_fx's read of a tensor saved for backward: `_tensor_constantN = self._tensor_constantN` (or _param_constantN).
  bool isSavedConstant() const;
  // `x = t[i]` (every form spells the target operator.getitem): the tuple node t and the index i, else -1.
  int getitemOf() const;
  int getitemIndex() const;
  bool isCompute() const { return op == OpKind::CallFunction || op == OpKind::CallMethod || op == OpKind::CallModule; }
};

// Name → node index of one graph: open addressing over the graph's own nodes, so names are not copied and
// a lookup touches one flat array. Keys are the names of `nodes[i]` at insertion.
class NameIndex {
 public:
  NameIndex() = default;
  // For tests: whole-word indices for node indices past `narrowLimit` instead of past 2^24 - 3.
  explicit NameIndex(uint32_t narrowLimit) : maxNarrow_(std::min(narrowLimit, kMaxNarrow)) {}
  int find(std::string_view name, const std::vector<Node>& nodes) const;
  bool insert(int node, const std::vector<Node>& nodes);  // replaces an entry of the same name (then true)
  void erase(std::string_view name, const std::vector<Node>& nodes);
  void clear();
  void reserve(size_t n, const std::vector<Node>& nodes);
  size_t size() const { return size_; }
  bool wide() const { return wide_; }  // node indices take the whole slot (see below)

 private:
  // A slot is one word: 0 empty, 1 erased, else the node index + 2 in the low 24 bits and 8 bits of the
  // name's hash above them (tagOf), which spare most name comparisons. Past node index 2^24 - 3 (a graph of
  // 16 million nodes) the index takes the whole word (`wide_`) and every probe compares names.
  static constexpr uint32_t kEmpty = 0, kErased = 1, kHashBits = 0xff000000u, kMaxNarrow = (1u << 24) - 3;
  uint32_t pack(int node, uint32_t hash) const {
    return wide_ ? static_cast<uint32_t>(node) + 2 : tagOf(hash) | (static_cast<uint32_t>(node) + 2);
  }
  // The hash's low byte: a slot's place comes from its high bits (home), so those would tell neighbours apart
  // poorly.
  static uint32_t tagOf(uint32_t hash) { return hash << 24; }
  int nodeOf(uint32_t slot) const { return static_cast<int>(wide_ ? slot : slot & ~kHashBits) - 2; }
  size_t slotOf(std::string_view name, uint32_t hash, const std::vector<Node>& nodes) const;
  template <bool Wide>
  size_t probe(std::string_view name, uint32_t hash, const std::vector<Node>& nodes) const;
  static size_t home(uint32_t hash, size_t cap) { return static_cast<size_t>((static_cast<uint64_t>(hash) * cap) >> 32); }
  std::vector<uint32_t> slots_;
  size_t size_ = 0, filled_ = 0;  // live entries; live + erased
  uint32_t maxNarrow_ = kMaxNarrow;
  bool wide_ = false;
};

inline constexpr std::string_view kBackwardOfForward = "# Backward of forward node";

struct Graph {
  std::string id;         // unique within an analysis, e.g. "fwd.txt#1"
  std::string title;      // class name, header text or file name
  std::string header;     // the nearest header before the graph (`===== Forward graph 0 =====`, ...)
  std::string compileId;  // `0/0`, `1/0_1`, `!0`, `__compiled_fn_1`, ... when known
  int graphNumber = -1;   // N of `Forward graph N`
  int doc = -1;           // index of the Document
  Form form = Form::Code;
  Role role = Role::Unknown;
  std::string roleEvidence;
  Range range;            // the whole printout
  uint32_t firstLine = 0, lastLine = 0;
  int parent = -1;        // for a nested submodule graph: the enclosing graph's index
  // Which read of a printout this graph is: a parse gives each graph it reads a new serial, copies and moves
  // (rebase.cpp) keep it, so graphs with one serial have the same nodes. 0: made by hand, never memoized.
  uint64_t serial = 0;
  // The pair (by its graphs' serials, hashed) whose marks the nodes carry, 0 when none does: categorize writes a
  // pair's marks again only when they change (graphs given back to their parse and moved by a re-parse keep them).
  uint64_t marksKey = 0;
  std::vector<Node> nodes;
  // The `# File: ...` comments (text after `# `), one per comment line, shared by the nodes under it. Nodes
  // of a backward computation may be annotated `# Backward of forward node: File: ...` (kBackwardOfForward).
  struct SourceComment {
    PackedStr text;
    uint32_t line = 0;  // 0-based document line
  };
  std::vector<SourceComment> sources;
  NameIndex index;  // name → node index
  std::span<int> userBlock;  // see usersOf
  // Owns what nodes point to that is not in the document. Shared, so that a copied Graph stays valid.
  std::shared_ptr<Arena> arena = std::make_shared<Arena>();
  std::string_view docText;  // the document's text: views into it are kept as they are
  std::span<const uint32_t> lineStarts;  // the document's (Document::lineStarts)

  // A string for a node field: a view into the document text when `s` lies in it, else a copy in the arena.
  Str keep(std::string_view s) const;
  // Same for a string that need not be the document's: returns its document copy when it is one at `docAt`.
  Str keepAt(std::string_view s, uint32_t docAt) const;
  // `s` itself when it lies in the document, else the document's text at `docAt` when it is the same, else `s`.
  std::string_view docViewAt(std::string_view s, uint32_t docAt) const;
  template <class T>
  std::span<T> keep(const std::vector<T>& items) const { return arena->copy(items); }
  // Sets n.args and n.moreUses(): one block of the arena, the uses right after the arguments.
  void keepArgs(Node& n, std::span<const Arg> args, std::span<const Use> more) const;
  NodeType keepType(std::string_view annotation) const;

  int find(std::string_view name) const { return index.find(name, nodes); }
  std::string_view nameAt(Range r) const {
    return r.begin <= r.end && r.end <= docText.size() ? docText.substr(r.begin, r.end - r.begin) : std::string_view();
  }
  // After setting or changing nodes[i].name; true when another node had that name (FX never reuses one).
  bool indexNode(int i) { return index.insert(i, nodes); }
  std::string_view sourceOf(const Node& n) const {
    return n.source >= 0 && n.source < static_cast<int>(sources.size()) ? sources[n.source].text.view() : std::string_view();
  }
  // Where the node's name is written: the name's place in the document, `return` for the output node, else
  // empty (a name the parser made up).
  Range nameRange(const Node& n) const;
  // 0-based document line of the node: its name's line, else the start of its definition.
  uint32_t lineOf(const Node& n) const;
  // Does `s` lie in the document text?
  bool inDoc(std::string_view s) const {
    return !s.empty() && s.data() >= docText.data() && s.data() + s.size() <= docText.data() + docText.size();
  }
  int output() const;  // index of the output node, -1 if none
  // Nodes that use node i, in node order, each once (filled by link). One block for the graph: node i's users
  // run from its usersAt to the next node's, which keeps them out of every Node.
  std::span<const int> usersOf(int i) const;
  void setUsers(const std::vector<std::vector<int>>& usersPerNode);  // what link does, for hand-made graphs
  std::vector<int> placeholders() const;
  bool hasSavedConstants() const;  // a make_fx backward traced from the loss
  // Resolve uses by name, fill users and getitem links. Call after nodes are complete.
  void link();
};

enum class Severity : uint8_t { Error = 1, Warning = 2, Information = 3, Hint = 4 };
const char* toString(Severity);

struct Related {
  int doc = -1;
  Range range;
  std::string message;
};

struct Diagnostic {
  int doc = -1;
  Range range;
  Severity severity = Severity::Warning;
  std::string code;
  std::string message;
  std::vector<Related> related;
};

// A node in some graph of an analysis.
struct NodeRef {
  int graph = -1;
  int node = -1;
  bool valid() const { return graph >= 0 && node >= 0; }
  bool operator==(const NodeRef&) const = default;
};

enum class AssocStatus : uint8_t { Matched, Ambiguous, Unmatched };
const char* toString(AssocStatus);

// What kind of backward value an association ties.
enum class AssocKind : uint8_t { Saved, Constant, Tangent, GradOutput, Recomputed };
const char* toString(AssocKind);

// What an association rests on: "name", "position", "op-table", ..., or a sentence. One list shared by its copies:
// every analysis copies the associations the memo kept of the pairs an edit left alone (hundreds of thousands in
// a log of a million nodes), and a list of its own would be an allocation and a free for each of them per edit.
class Evidence {
 public:
  Evidence() = default;
  Evidence(std::initializer_list<std::string> items) : Evidence(std::vector<std::string>(items)) {}
  Evidence(std::vector<std::string> items);  // NOLINT: reads as the list it holds
  void push_back(std::string item);  // on a list of its own (a shared one is copied first)
  bool empty() const { return !items_ || items_->empty(); }
  size_t size() const { return items_ ? items_->size() : 0; }
  const std::string& front() const { return items_->front(); }
  const std::string* begin() const { return items_ ? items_->data() : nullptr; }
  const std::string* end() const { return items_ ? items_->data() + items_->size() : nullptr; }
  std::vector<std::string> list() const { return {begin(), end()}; }
  friend bool operator==(const Evidence& x, const Evidence& y) { return std::ranges::equal(x, y); }

 private:
  std::shared_ptr<std::vector<std::string>> items_;  // null when empty; never changed once shared
};

struct Association {
  NodeRef backward;
  NodeRef forward;  // invalid unless matched
  AssocStatus status = AssocStatus::Unmatched;
  AssocKind kind = AssocKind::Saved;
  std::vector<NodeRef> candidates;
  Evidence evidence;
};

struct Pair {
  int forward = -1;
  int backward = -1;
  int joint = -1;
  std::string how;  // "compile-id", "file-name", "signature", "make_fx", ...
};

}  // namespace fx
