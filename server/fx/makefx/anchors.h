// Anchors: the uses of saved constants in the backward graph (b) that the op table explains. Each one's unknown
// is the forward call (of (a)) whose derivative formula it belongs to; its domain is the calls still possible.
#pragma once

#include <climits>
#include <string>
#include <vector>

namespace fx::makefx {

constexpr int kNoCall = INT_MIN;  // "no forward call fits" from the domain queries

// One possibility for an anchor: forward call `call`, explained by table row `row`, saving forward node `value`.
struct Candidate {
  int call;
  int row;
  int value;
  bool shared = false;  // value reached through an in-place chain: one node for several tensors (before/after)
};

// Which rules narrowed an anchor: reported as evidence of the answer.
enum Evidence : unsigned { kByOrder = 1, kByGradientFlow = 2, kByExclusion = 4, kBySameConstant = 8 };

struct Anchor {
  int consumer = -1;  // backward node reading the constant
  int getattr = -1;   // the get_attr node
  int constant = -1;  // constant id (one per attribute name)
  int arg = -1;       // argument of `consumer` (list element `listPos` of it, or -1)
  int listPos = -1;
  bool detached = false;  // read through detach: a saved output
  std::vector<int> rows;  // table rows that can explain this use
  // The domain: first bounds on the call (implicit: every call of the rows' ops), then the candidates themselves.
  int minCall = INT_MIN, maxCall = INT_MAX;
  bool materialized = false;
  bool wide = false;                   // too many candidates to list: left unresolved
  std::vector<Candidate> candidates;   // sorted by (call, row)
  unsigned evidence = 0;
  bool uniqueByTable = false;          // the table alone allows one forward value
};

// A place in (b) where a constant (or a detach / transpose / reshape of it) is an argument.
struct UseSite {
  int consumer = -1;
  int arg = -1;
  int listPos = -1;
  std::string via;  // the transpose / reshape op in between, "" when none
  bool detached = false;
};

}  // namespace fx::makefx
