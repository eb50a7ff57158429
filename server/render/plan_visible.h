// The second step of a picture (dot.h's planDot): what of the chosen graphs is drawn. A picture that fits the node
// budget is drawn whole; above it, a focus keeps a node's neighbourhood, and without one the picture is an overview
// of groups (plan_groups.h) that the editor opens one by one; whatever is not kept is counted into summary nodes;
// then the edge budget (edge_budget.h) picks the edges drawn. Plain data of the picture's node numbers: ids, labels and colours are dot.cpp's.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "dot.h"
#include "plan_graphs.h"
#include "plan_groups.h"

namespace fxr {

// One summary node: the hidden nodes of one group (plan_groups.h), with what its label says about them.
struct Summary {
  std::string id;  // the group's id: what the editor sends back to expand it
  GroupKind kind = GroupKind::Block;
  int runs = 1;  // a source line's separate runs (×N)
  int slot = 0;
  Side side = kOutside;
  fx::Category category = fx::Category::None;  // of its first node (what a Category group holds)
  std::string source;  // Source and Run groups: the `# File:` line; Function groups: `/m/model.py in forward`
  int count = 0;
  int perCategory[8] = {};
  int first = -1;  // picture number of the first node it hides
  uint32_t firstLine = UINT32_MAX, lastLine = 0;
  std::map<std::string, int> ops;  // short target → count
  int saved = 0, savedKnown = 0;   // saved tensors among its nodes, and how many of known size
  uint64_t savedBytes = 0;
};

// An edge between two drawn ends. An end is a kept node's number, or `total` + a summary's index: an edge touching
// a hidden node goes to its summary.
struct VisibleEdge {
  int from = 0, to = 0;
  const fx::Association* cross = nullptr;  // a pair's cross edge: the association it draws
  bool drawn = true;                       // false: left out by the edge budget
  int saved = 0, savedKnown = 0;           // an edge touching a summary: saved tensors it carries fwd → bwd
  uint64_t savedBytes = 0;
};

struct Visible {
  std::vector<char> kept;          // per node
  std::vector<int> summaryOf;      // per hidden node: its summary
  std::vector<Summary> summaries;  // in the order they are numbered (and drawn)
  int hidden = 0;                  // nodes not kept
  std::string note;                // how the picture was cut: the focus, or how the nodes were collapsed
  bool overview = false;           // an overview of groups (no focus): read fitted to a panel, drawn larger
  std::vector<VisibleEdge> edges;  // data edges in print order, then cross edges
  std::vector<int> droppedInto;    // per end: its inputs left out by the edge budget
  int droppedEdges = 0;

  int ends() const { return static_cast<int>(kept.size() + summaries.size()); }
  int end(int k) const { return kept[k] ? k : static_cast<int>(kept.size()) + summaryOf[k]; }
  int drawnNodes() const { return ends() - hidden; }
};

// Sets `error` when the focus names no node of the picture.
Visible chooseVisible(const Picture& p, const RenderOptions& opts, std::string& error);

}  // namespace fxr
