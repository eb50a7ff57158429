#include "clauses.h"

#include <unordered_map>
#include <utility>

#include "fx/scan.h"
#include "node_text.h"

namespace fx::makefx {

namespace {

std::vector<std::string> splitBar(std::string_view s) {
  std::vector<std::string> r;
  for (std::string_view part : scan::split(s, '|')) r.emplace_back(part);
  return r;
}

RowTable parseTable() {
  RowTable table;
  const auto& source = savedArgTable();
  table.rows.reserve(source.size());
  for (const SavedArg& saved : source) {
    TableRow row{&saved, splitBar(saved.via), splitBar(saved.forwardOps), parseClauses(saved.condition)};
    table.rowsByBackwardOp[std::string(saved.backwardOp)].push_back(static_cast<int>(table.rows.size()));
    table.rows.push_back(std::move(row));
  }
  return table;
}

// The printed literal pairs of two nodes, (argument of `x`, argument of `y`), all equal where both are printed.
bool printedPairsEqual(const std::vector<std::pair<int, int>>& pairs, const Node& x, const Node& y) {
  for (const auto& [kx, ky] : pairs) {
    std::string_view tx, ty;
    if (!literalArg(x, kx, tx) || !literalArg(y, ky, ty)) continue;
    if (!literalEqual(tx, ty)) return false;
  }
  return true;
}

}  // namespace

const RowTable& rowTable() {
  static const RowTable table = parseTable();
  return table;
}

bool backwardClausesHold(const TableRow& row, const Graph& backward, const Node& consumer) {
  for (int k : row.clauses.transposedArgs) {
    if (k >= static_cast<int>(consumer.args.size())) return false;
    const int ref = consumer.args[k].ref;
    if (!validNode(backward, ref) || !isTransposeOp(functionalOp(backward.nodes[ref]))) return false;
  }
  for (const auto& [k, value] : row.clauses.backwardLiterals) {
    std::string_view text;
    if (!literalArg(consumer, k, text) || !literalEqual(text, value)) return false;
  }
  return true;
}

bool forwardClausesHold(const TableRow& row, const Node& consumer, const Node& forwardCall) {
  const SavedArgClauses& c = row.clauses;
  if (!printedPairsEqual(c.equalLiterals, consumer, forwardCall)) return false;
  for (const auto& [k, value] : c.forwardLiterals) {
    std::string_view text;
    if (!literalArg(forwardCall, k, text) || !literalEqual(text, value)) return false;
  }
  for (const auto& [k, value] : c.forwardNotLiterals) {
    std::string_view text;
    if (literalArg(forwardCall, k, text) && literalEqual(text, value)) return false;
  }
  for (int k : c.forwardAbsent)
    if (k < static_cast<int>(forwardCall.args.size())) return false;
  return true;
}

bool entryLiteralsMatch(const GradEntry& entry, const Node& entryNode, const Node& forwardNode) {
  // Parsed once for the whole table (this is asked for every node a gradient flows through); a static built on
  // first use is safe when several analyses run at once.
  static const auto pairsOf = [] {
    std::unordered_map<const GradEntry*, std::vector<std::pair<int, int>>> pairs;
    for (const GradEntry& e : gradEntryTable()) pairs.emplace(&e, parseLiteralPairs(e.literals));
    return pairs;
  }();
  const auto it = pairsOf.find(&entry);
  if (it == pairsOf.end()) return printedPairsEqual(parseLiteralPairs(entry.literals), entryNode, forwardNode);
  return printedPairsEqual(it->second, entryNode, forwardNode);
}

}  // namespace fx::makefx
