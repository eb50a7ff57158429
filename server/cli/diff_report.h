// `fxlens diff`'s report of one graph against another (fx/graph_diff.h), as text or JSON.
#pragma once

#include <iosfwd>
#include <vector>

#include "fx/graph_diff.h"

namespace cli {

// One compared pair: graph `a` of analysis `in` A against graph `b` of B, with what the engine found.
struct DiffItem {
  const fx::Analysis* analysisA = nullptr;
  const fx::Analysis* analysisB = nullptr;
  int a = -1, b = -1;
  fx::GraphDiff diff;
  fx::CostDiff costs;
};

DiffItem diffItem(const fx::Analysis& analysisA, int a, const fx::Analysis& analysisB, int b);

void writeDiffText(const std::vector<DiffItem>& items, std::ostream& out);
void writeDiffJson(const std::vector<DiffItem>& items, std::ostream& out);

}  // namespace cli
