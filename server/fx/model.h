// The FX engine's data model: documents, graphs, nodes, and what analysis adds to them.
// Plain data with byte offsets into the document text; no JSON, no LSP.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace fx {

// Half-open byte range [begin, end) into a Document's text.
struct Range {
  uint32_t begin = 0;
  uint32_t end = 0;
  bool empty() const { return begin == end; }
  bool contains(uint32_t off) const { return off >= begin && off < end; }
};

struct Document {
  std::string path;  // as given by the caller
  std::string text;
  std::vector<uint32_t> lineStarts;  // byte offset of each line start; filled by index()

  void index();
  // 0-based line of a byte offset (offsets past the end map to the last line).
  uint32_t lineOf(uint32_t offset) const;
  std::string_view line(uint32_t l) const;  // without the line terminator
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
struct NodeType {
  std::string text;
  std::string dtype;
  std::optional<uint64_t> bytes;

  NodeType() = default;
  NodeType(const TensorType& t) : text(t.text), dtype(t.dtype), bytes(t.bytes) {}  // NOLINT: implicit on purpose
  bool known() const { return !dtype.empty(); }
  TensorType parsed() const { return parseType(text); }
};
// Bytes per element for an FX dtype abbreviation (f32 → 4), 0 when unknown.
unsigned dtypeSize(std::string_view dtype);

// One use of a node inside another node's arguments.
struct Use {
  int node = -1;      // index of the node referred to, in the same graph (-1 unresolved)
  std::string name;   // the name as written
  Range range;        // where it is written
  int arg = -1;       // index into Node::args, or -1 - k for Node::kwargs[k]
};

// One positional argument or keyword argument, as printed.
struct Arg {
  std::string keyword;  // empty for positional
  std::string text;     // the argument's text, e.g. "[32, 784]" or "view"
  Range range;
  bool single = false;  // the argument is exactly one name (maybe with a `%` sigil)
  int ref = -1;         // node index when the whole argument is a single node reference (filled by link)
};

struct Node {
  std::string name;
  OpKind op = OpKind::CallFunction;
  std::string target;  // "torch.ops.aten.mm.default", "operator.getitem", method name, attribute path
  std::vector<Arg> args;    // for the output node: the returned values, flattened in order
  std::vector<Arg> kwargs;
  std::vector<Use> uses;    // node references in args/kwargs in text order
  NodeType type;
  int printedUsers = -1;    // `[#users=N]` when printed
  int source = -1;          // index into Graph::sources: the `# File: ...` comment before the node, -1 if none
  uint32_t sourceLine = 0;  // its 0-based line
  Range nameRange;          // the defining occurrence of the name
  Range defRange;           // the whole definition statement
  uint32_t line = 0;        // 0-based document line of the definition
  int getitemOf = -1;       // for `x = y[i]` / operator.getitem: the tuple node
  int getitemIndex = -1;

  std::vector<int> users;   // nodes that use this one (filled by Graph::link)

  // Filled by analysis.
  Category category = Category::None;
  bool recomputed = false;   // computed in both forward and backward partitions
  bool savedInput = false;   // a graph input that is also saved for backward
  bool inNeither = false;    // a joint node in neither partitioned graph
  int partitionHint = 0;     // joint: 1 forward part, 2 backward part (inferred)

  // Short op name: "mm" for torch.ops.aten.mm.default, "getitem" for operator.getitem.
  std::string opName() const;
  // make_fx's read of a tensor saved for backward: `_tensor_constantN = self._tensor_constantN` (or _param_constantN).
  bool isSavedConstant() const;
  bool isCompute() const { return op == OpKind::CallFunction || op == OpKind::CallMethod || op == OpKind::CallModule; }
};

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
  std::vector<Node> nodes;
  std::vector<std::string> sources;  // distinct `# File: ...` comments (text after `# `), shared by nodes
  struct NameHash {
    using is_transparent = void;
    size_t operator()(std::string_view s) const { return std::hash<std::string_view>{}(s); }
  };
  std::unordered_map<std::string, int, NameHash, std::equal_to<>> index;  // name → node index

  int find(std::string_view name) const;
  std::string_view sourceOf(const Node& n) const {
    return n.source >= 0 && n.source < static_cast<int>(sources.size()) ? std::string_view(sources[n.source]) : std::string_view();
  }
  int output() const;  // index of the output node, -1 if none
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

struct Association {
  NodeRef backward;
  NodeRef forward;  // invalid unless matched
  AssocStatus status = AssocStatus::Unmatched;
  AssocKind kind = AssocKind::Saved;
  std::vector<NodeRef> candidates;
  std::vector<std::string> evidence;  // "name", "position", "op-table", "order", "shape", "alignment", ...
};

struct Pair {
  int forward = -1;
  int backward = -1;
  int joint = -1;
  std::string how;  // "compile-id", "file-name", "signature", "make_fx", ...
};

}  // namespace fx
