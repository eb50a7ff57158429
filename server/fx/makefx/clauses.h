// The saved-argument table (op_table.h) as the make_fx solver reads it: every row with its lists and its
// condition parsed once, the rows by backward op, and the clauses checked against printed nodes.
#pragma once

#include <string>
#include <unordered_map>
#include <vector>

#include "fx/model.h"
#include "fx/op_table.h"

namespace fx::makefx {

struct TableRow {
  const SavedArg* saved = nullptr;
  std::vector<std::string> via;         // empty: the saved value is the argument itself
  std::vector<std::string> forwardOps;  // the forward ops that save it
  SavedArgClauses clauses;
};

struct RowTable {
  std::vector<TableRow> rows;
  std::unordered_map<std::string, std::vector<int>> rowsByBackwardOp;  // row indices, in table order
};

// Parsed on first use, shared by every analysis.
const RowTable& rowTable();

// The clauses about the backward op that reads the saved value (t@K, lit@K=V) hold for `consumer`.
bool backwardClausesHold(const TableRow& row, const Graph& backward, const Node& consumer);

// The clauses relating the backward op to one forward call (eq@B=F, flit, fnot, fnone) hold. A literal printed
// on one side only is not compared: the other side may print its default.
bool forwardClausesHold(const TableRow& row, const Node& consumer, const Node& forwardCall);

// The literals of a GradEntry's entry op agree with the forward op's (an argument printed on one side only is
// not compared).
bool entryLiteralsMatch(const GradEntry& entry, const Node& entryNode, const Node& forwardNode);

}  // namespace fx::makefx
