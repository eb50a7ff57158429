#include "dot_labels.h"

#include <algorithm>

#include "dot_text.h"
#include "fx/bytes.h"
#include "fx/summary.h"

namespace fxr {

namespace {

using fx::Category;

// The line a node gets when some of its inputs are not drawn (edge_budget.h).
std::string notDrawn(int inputs) {
  return "+" + fmtCount(inputs) + (inputs == 1 ? " input not drawn" : " inputs not drawn");
}

// `+12 nodes`
std::string nodes(int count) {
  std::string s = "+";
  s += fmtCount(count);
  s += count == 1 ? " node" : " nodes";
  return s;
}

// The legend text is the same in both palettes.
const char* legendOf(Category c) { return categoryStyle(c, false).legend; }

// `+334 nodes, lines 120–460` / `mm ×24, add ×20, view ×18`: a block of consecutive nodes and its commonest ops.
std::vector<std::string> blockLines(const Summary& sm) {
  std::vector<std::string> lines;
  lines.push_back(nodes(sm.count) + ", lines " + std::to_string(sm.firstLine + 1) + "\xE2\x80\x93" +
                  std::to_string(sm.lastLine + 1));
  std::vector<std::pair<int, std::string>> top;
  for (const auto& [op, count] : sm.ops) top.emplace_back(-count, op);
  std::sort(top.begin(), top.end());
  std::string ops;
  for (size_t i = 0; i < top.size() && i < 3; ++i)
    ops += (i ? ", " : "") + top[i].second + " \xC3\x97" + fmtCount(-top[i].first);
  if (top.size() > 3) ops += ", ...";
  append(lines, wrap(ops));
  return lines;
}

// `File: .../model.py:33 in forward, code: ...`: the path shortened to its file name, in at most three lines;
// torch 2.x's backward comments (`Backward of forward node: File: ...`) say `backward of File: ...`.
std::vector<std::string> shortSource(const std::string& source) {
  constexpr std::string_view kBackwardOf = "Backward of forward node: ";
  std::string src = source.starts_with(kBackwardOf) ? source.substr(kBackwardOf.size()) : source;
  if (src.rfind("File: ", 0) == 0) {
    size_t end = src.find(' ', 6), slash = src.rfind('/', end == std::string::npos ? std::string::npos : end);
    if (slash != std::string::npos && slash > 6) src = "File: ..." + src.substr(slash);
  }
  if (source.starts_with(kBackwardOf)) src = "backward of " + src;
  auto w = wrap(src);
  if (w.size() > 3) w.resize(3), w.back() += " ...";
  return w;
}

// `+12 nodes from` (`+288 nodes ×24 from` when the line has 24 separate runs, as in the layers of a model), the line.
std::vector<std::string> sourceLines(const Summary& sm) {
  std::string head = nodes(sm.count);
  if (sm.runs > 1) head += " \xC3\x97" + fmtCount(sm.runs);
  std::vector<std::string> lines = {head + " from"};
  append(lines, shortSource(sm.source));
  return lines;
}

// `+120 nodes in` / `model.py in forward`: a function's nodes, the file without its folders.
std::vector<std::string> functionLines(const Summary& sm) {
  std::vector<std::string> lines = {nodes(sm.count) + " in"};
  const size_t in = sm.source.find(" in "), slash = sm.source.rfind('/', in);
  append(lines, wrap(slash == std::string::npos ? sm.source : sm.source.substr(slash + 1)));
  return lines;
}

// `model.layers.0.self_attn` / `+59 nodes · mm ×4, add ×3, ...`: a module of the model (a long path keeps its last
// three parts); `model.layers.0–7 ×8` for repeated layers, `model.layers.0 (own nodes)` for what an opened module
// computes outside its submodules.
std::vector<std::string> moduleLines(const Summary& sm) {
  std::string path = !sm.source.empty() ? sm.source : sm.kind == GroupKind::ModuleOwn ? "the model itself" : "the model";
  size_t cut = path.size();
  for (int parts = 0; parts < 3 && cut != std::string::npos && cut > 0; ++parts) cut = path.rfind('.', cut - 1);
  if (path.size() > 36 && cut != std::string::npos && cut > 0) path = "\xE2\x80\xA6" + path.substr(cut);
  if (sm.kind == GroupKind::ModuleRepeat) path += " \xC3\x97" + fmtCount(sm.runs);
  if (sm.kind == GroupKind::ModuleOwn && !sm.source.empty()) path += " (own nodes)";
  // `+204 nodes · mm ×32`: the count and the commonest computing op, one short line (an overview reads at fit; a
  // module's parameters (placeholders), tuple items and detaches say nothing of what it computes).
  std::pair<int, std::string> top = {0, ""};
  for (const auto& [op, count] : sm.ops)
    if (op != "placeholder" && op != "get_attr" && op != "output" && op != "getitem" && op != "detach" &&
        -count < top.first)
      top = {-count, op};
  std::string what = nodes(sm.count);
  if (!top.second.empty()) what += " \xC2\xB7 " + top.second + " \xC3\x97" + fmtCount(-top.first);
  return {path, what};
}

// `saves 3 · 48 MiB`: the saved tensors among a group's nodes (`receives 3 saved` in the backward, whose saved
// tensors are its inputs).
std::string savedLine(const Summary& sm) {
  std::string line = sm.side == kBwdSide ? "receives " + fmtCount(sm.saved) + " saved" : "saves " + fmtCount(sm.saved);
  if (sm.savedKnown > 0) line += " \xC2\xB7 " + fx::formatBytes(sm.savedBytes);
  if (sm.savedKnown < sm.saved && sm.savedKnown > 0) line += " + " + fmtCount(sm.saved - sm.savedKnown) + " of unknown size";
  return line;
}

// `300 fwd, 34 save_tensor`: what a block or a source group holds.
std::string categoryCounts(const Summary& sm) {
  std::string cats;
  for (int c = 0; c < 8; ++c)
    if (sm.perCategory[c])
      cats += (cats.empty() ? "" : ", ") + fmtCount(sm.perCategory[c]) + " " + legendOf(static_cast<Category>(c));
  return cats;
}

std::string headline(const Picture& p) {
  const fx::Graph& main = p.graph(0);
  switch (p.mode) {
    case Picture::Mode::Joint: return "Joint Graph: " + main.title + " (" + main.id + ")";
    case Picture::Mode::Pair:
      return "Forward/Backward: " + main.title + " (" + main.id + ") + " + p.graph(1).title + " (" + p.graph(1).id + ")";
    case Picture::Mode::Single: break;
  }
  return std::string(fx::toString(main.role)) + " graph: " + main.title + " (" + main.id + ")";
}

// What the pair costs: saved tensors and their bytes, recomputed nodes. A pair (or a joint with its pair) counts as
// the engine's summary does; a lone graph counts its own nodes.
std::string costLine(const Picture& p) {
  int saved = 0, known = 0, recomputed = 0;
  uint64_t bytes = 0;
  if (p.pair && p.mode != Picture::Mode::Single && p.pair->forward >= 0) {
    fx::PairSummary ps = fx::summarize(*p.analysis, *p.pair);
    saved = ps.saved, known = ps.savedKnownSize, bytes = ps.savedBytes, recomputed = ps.recomputed;
  } else {
    for (int k = 0; k < p.total; ++k) {
      const fx::Node& n = p.node(k);
      recomputed += n.recomputed ? 1 : 0;
      if (!isSaved(n)) continue;
      ++saved;
      if (auto b = savedBytes(p, k)) ++known, bytes += *b;
    }
  }
  std::string cost = "saves " + fmtCount(saved) + " tensors";
  if (known > 0) cost += " \xC2\xB7 " + fx::formatBytes(bytes);
  if (known < saved) cost += " (" + fmtCount(saved - known) + " of unknown size)";
  return cost + " \xC2\xB7 recomputes " + fmtCount(recomputed) + " nodes";
}

}  // namespace

std::vector<std::string> nodeLines(const Picture& p, const Visible& v, int k) {
  const fx::Node& n = p.node(k);
  std::vector<std::string> lines = capLines(wrap(n.name), 3);
  const std::string target = n.target.empty() ? std::string(fx::toString(n.op)) : std::string(n.target);
  auto t = capLines(wrap(target), 3);
  if (t.empty()) t.emplace_back();
  t.front().insert(0, "[");
  t.back() += "]";
  append(lines, t);
  if (n.savedInput) lines.push_back("(SaveTensor)");
  if (isSaved(n))
    if (auto b = savedBytes(p, k)) lines.push_back(fx::formatBytes(*b));
  if (n.recomputed) lines.push_back("(recomputed)");
  if (int dropped = v.droppedInto[k]) lines.push_back(notDrawn(dropped));
  return lines;
}

std::string tooltip(const fx::Node& n, const fx::Graph& g) {
  std::string call = std::string(n.target.empty() ? std::string_view(fx::toString(n.op)) : std::string_view(n.target)) + "(";
  bool first = true;
  auto add = [&](std::string_view keyword, std::string_view text) {
    if (!first) call += ", ";
    first = false;
    if (!keyword.empty()) call.append(keyword).append("=");
    call.append(text);
  };
  for (const fx::Arg& arg : n.args) add({}, arg.text);
  for (const fx::KwArg& arg : n.kwargs) add(arg.keyword, arg.text);
  call += ")";
  if (call.size() > 300) {
    size_t cut = 300;
    while (cut > 0 && (static_cast<unsigned char>(call[cut]) & 0xC0) == 0x80) --cut;
    call.resize(cut);
    call += "...";
  }
  std::string out = std::string(fx::toString(n.category)) + " \xC2\xB7 " + g.id;
  if (n.type.known()) out += " \xC2\xB7 " + std::string(n.type.text);
  return out + "\n" + call;
}

std::vector<std::string> summaryLines(const Picture& p, const Visible& v, int summary) {
  const Summary& sm = v.summaries[summary];
  std::vector<std::string> lines;
  switch (sm.kind) {
    case GroupKind::Block: lines = blockLines(sm); break;
    case GroupKind::Run:
      lines = blockLines(sm);
      append(lines, shortSource(sm.source));
      break;
    case GroupKind::Source: lines = sourceLines(sm); break;
    case GroupKind::Function: lines = functionLines(sm); break;
    case GroupKind::Module:
    case GroupKind::ModuleOwn:
    case GroupKind::ModuleRepeat: lines = moduleLines(sm); break;
    case GroupKind::Category: {
      // `+12 fwd nodes (forward graph)`: one category of one graph.
      std::string what = "+";  // appended, as in nodes()
      what.append(fmtCount(sm.count)).append(" ").append(legendOf(sm.category)).append(sm.count == 1 ? " node" : " nodes");
      if (p.mode == Picture::Mode::Pair) what += sm.slot == 0 ? " (forward graph)" : " (backward graph)";
      lines.push_back(what);
      break;
    }
  }
  const bool module = sm.kind == GroupKind::Module || sm.kind == GroupKind::ModuleOwn || sm.kind == GroupKind::ModuleRepeat;
  if (sm.kind != GroupKind::Category && !module) lines.push_back(categoryCounts(sm));
  if (sm.saved > 0) lines.push_back(savedLine(sm));
  if (int dropped = v.droppedInto[p.total + summary]) lines.push_back(notDrawn(dropped));
  return lines;
}

std::vector<std::string> titleLines(const Picture& p, const Visible& v, const RenderOptions& opts, bool quickLayout,
                                    bool pinnedLayout) {
  std::vector<std::string> title = {headline(p), costLine(p)};
  if (v.hidden > 0)
    title.push_back("showing " + fmtCount(p.total - v.hidden) + " of " + fmtCount(p.total) + " nodes (" + v.note + ")");
  if (v.droppedEdges > 0) {
    const int edges = static_cast<int>(v.edges.size());
    std::string why = opts.maxInputs > 0 ? "at most " + std::to_string(opts.maxInputs) + " inputs per node, " : "";
    title.push_back("drawing " + fmtCount(edges - v.droppedEdges) + " of " + fmtCount(edges) + " edges (" + why +
                    "an edge budget: raise it to draw more; each node says how many of its inputs are not drawn)");
  }
  if (quickLayout) title.push_back("quick layout (straight edges): a big picture");
  if (pinnedLayout)
    title.push_back("layered layout by fxlens (straight edges): a big picture; saved tensors between the passes");
  if (opts.kernels)
    title.push_back("Fill: the Inductor kernel that computes the node (legend) | Shape and border: category");
  else
    title.push_back("Blue: Input | Cyan: Tangent | Green: FWD | Yellow: SaveTensor | Orange: BWD | Top: BWD Output");
  return title;
}

}  // namespace fxr
