#include "features/common.h"

#include <algorithm>
#include <cstdio>

namespace fxl::feat {

bool validDoc(const Snapshot& s, int doc) { return doc >= 0 && doc < s.docCount(); }

const fx::Graph* graphOf(const Snapshot& s, fx::NodeRef r) {
  const auto& gs = s.analysis().graphs;
  if (r.graph < 0 || r.graph >= static_cast<int>(gs.size())) return nullptr;
  return &gs[r.graph];
}

std::string nodeName(const Snapshot& s, fx::NodeRef r) {
  const fx::Node* n = s.node(r);
  return n ? std::string(n->name) : std::string();
}

std::string partnerLabel(const Snapshot& s, int graph) {
  const fx::Pair* p = s.pairOf(graph);
  if (!p) return {};
  const auto& gs = s.analysis().graphs;
  std::string out;
  for (int g : {p->forward, p->backward, p->joint}) {
    if (g < 0 || g == graph || g >= static_cast<int>(gs.size())) continue;
    if (!out.empty()) out += " + ";
    out += gs[g].id;
  }
  return out;
}

std::string mdEscape(std::string_view text) {
  std::string out;
  out.reserve(text.size() + 8);
  for (char c : text) {
    // What is markdown inline (never at a line start here, so `#`, `-`, `+`, `1.` need nothing).
    if (std::string_view("\\`*_[]<>|~").find(c) != std::string_view::npos) out += '\\';
    out += c;
  }
  return out;
}

std::string codeSpan(std::string_view text) {
  // The fence is one backtick longer than the longest run inside; pad with spaces when the text touches one.
  size_t longest = 0, run = 0;
  for (char c : text) {
    run = c == '`' ? run + 1 : 0;
    longest = std::max(longest, run);
  }
  std::string fence(longest + 1, '`');
  bool pad = !text.empty() && (text.front() == '`' || text.back() == '`');
  std::string out = fence;
  if (pad) out += ' ';
  out += text;
  if (pad) out += ' ';
  out += fence;
  return out;
}

char lower(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }

std::string withCommas(size_t n) {
  std::string s = std::to_string(n);
  for (int i = static_cast<int>(s.size()) - 3; i > 0; i -= 3) s.insert(static_cast<size_t>(i), ",");
  return s;
}

}  // namespace fxl::feat
