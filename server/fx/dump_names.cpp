#include "dump_names.h"

#include <algorithm>
#include <cctype>
#include <set>

#include "scan.h"

namespace fx::dumps {

namespace {

bool allDigits(std::string_view s) {
  return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// Path components, without empty ones.
std::vector<std::string_view> components(std::string_view path) { return scan::split(path, '/'); }

// A magi_depyf event folder is `NNNN_<event>`: its number says when, not what.
std::string_view withoutEventNumber(std::string_view dir) {
  if (dir.size() > 5 && dir[4] == '_' && allDigits(dir.substr(0, 4))) return dir.substr(5);
  return dir;
}

}  // namespace

std::string_view baseName(std::string_view path) {
  size_t s = path.find_last_of("/\\");  // dumps made on Windows name their files with backslashes
  return s == std::string_view::npos ? path : path.substr(s + 1);
}

bool isTextDumpName(std::string_view fileName) {
  std::string n = scan::lower(fileName);
  if (n.empty() || n[0] == '.') return false;
  // Files dump folders hold that are never FX graphs: magi_depyf's decompiled bytecode, guards and inductor code;
  // depyf's decompiled sources (`full_code_for_forward_0.py`, `__transformed_code_0_for_forward.py`) and
  // Inductor kernels (`__compiled_fn_10 kernel 0.py`).
  for (std::string_view never : {"decompiled_code.py", "bytecode_info.txt", "guards.txt", "readme.txt",
                                 "inductor_output.py"})
    if (n == never) return false;
  if (n.rfind("full_code_for_", 0) == 0 || n.rfind("__transformed_code_", 0) == 0 || n.find(" kernel ") != std::string::npos)
    return false;
  if (namesProvenanceTable(n)) return true;  // the one JSON file read: what the kernels compute
  size_t dot = n.rfind('.');
  std::string ext = dot == std::string::npos ? "" : n.substr(dot);
  return ext.empty() || ext == ".txt" || ext == ".py" || ext == ".log" || ext == ".fxgraph" || ext == ".fx";
}

bool looksLikeDumpName(std::string_view fileName) {
  if (!isTextDumpName(fileName)) return false;
  std::string n = scan::lower(fileName);
  for (const char* w : {"forward", "backward", "joint", "fwd", "bwd", "aot_", "graph", "__compiled_fn", "fx_"})
    if (n.find(w) != std::string::npos) return true;
  // Inductor's code of a graph and its provenance table (a TORCH_COMPILE_DEBUG folder): what the kernels compute.
  return n == "output_code.py" || namesProvenanceTable(n);
}

bool namesProvenanceTable(std::string_view path) {
  return baseName(path) == "inductor_provenance_tracking_node_mappings.json";
}

bool namesPostGradGraph(std::string_view path) {
  const std::string_view n = baseName(path);
  return n.starts_with("fx_graph_transformed") || n.starts_with("inductor_post_grad_graph");
}

bool namesGraphDump(std::string_view path) {
  size_t slash = path.find_last_of("/\\");
  std::string n = scan::lower(slash == std::string_view::npos ? path : path.substr(slash + 1));
  auto endsWith = [&](std::string_view e) { return n.size() >= e.size() && n.compare(n.size() - e.size(), e.size(), e) == 0; };
  if (endsWith(".fxgraph")) return true;
  if (!endsWith(".py") && !endsWith(".txt")) return false;
  for (const char* k : {"forward graph", "backward graph", "joint graph", "forward_graph", "backward_graph",
                        "joint_graph", "inference_graph"})
    if (n.find(k) != std::string::npos) return true;
  return false;
}

std::string pairingStem(std::string_view path) {
  size_t slash = path.find_last_of('/');
  std::string_view dir = slash == std::string_view::npos ? std::string_view() : path.substr(0, slash);
  std::string_view base = slash == std::string_view::npos ? path : path.substr(slash + 1);
  std::string stem;
  for (auto c : components(dir)) {
    stem += withoutEventNumber(c);
    stem += '/';
  }
  // Role words go; print-form words (code, readable, graph, tabular) stay, so that in a folder holding several
  // forms of the same graphs, fwd.code.txt pairs with bwd.code.txt.
  static const std::set<std::string> noise = {"forward", "backward", "fwd", "bwd", "fw", "bw", "joint", "and",
                                              "txt", "py", "log", "aot", "postgrad", "post", "grad", "after",
                                              "before", "captured", "dynamo", "inference"};
  for (const auto& w : scan::words(base))
    if (!noise.count(w)) {
      stem += w;
      stem += '.';
    }
  return stem;
}

bool parseMagiTimelineFile(std::string_view path, MagiTimelineFile& out) {
  std::vector<std::string_view> c = components(path);
  if (c.size() < 5) return false;
  const size_t n = c.size();
  std::string_view files = c[n - 4], event = c[n - 3], sub = c[n - 2];
  if (files != "files" || c[n - 5] != "timeline_events") return false;
  if (event.size() < 6 || event[4] != '_' || !allDigits(event.substr(0, 4))) return false;
  if (sub.substr(0, 7) != "submod_" || !allDigits(sub.substr(7))) return false;
  out = {event.substr(0, 4), event.substr(5), sub, c[n - 1]};
  return true;
}

bool MagiPartnerPlaces::holds(std::string_view eventDir) const {
  return withoutEventNumber(eventDir) == event && eventDir.size() != event.size();
}

bool magiPartnerPlaces(std::string_view path, MagiPartnerPlaces& out) {
  MagiTimelineFile m;
  if (!parseMagiTimelineFile(path, m)) return false;
  size_t at = path.rfind("/timeline_events/files/");
  out.filesDir = std::string(path.substr(0, at)) + "/timeline_events/files";
  out.event = std::string(m.event);
  out.submodule = std::string(m.submodule);
  return true;
}

std::string graphIdBase(std::string_view path) {
  MagiTimelineFile m;
  if (!parseMagiTimelineFile(path, m)) return std::string(baseName(path));
  // `subgraph_0_before_postcleanuppass` → `before_postcleanuppass`: the event names the pass and its side
  // (`after_lifecycle_graph.txt` does not).
  std::string_view pass = m.event;
  if (pass.substr(0, 9) == "subgraph_") {
    size_t us = pass.find('_', 9);
    if (us != std::string_view::npos) pass = pass.substr(us + 1);
  } else if (pass.substr(0, 10) == "fullgraph_") {
    pass = pass.substr(10);
  }
  return std::string(m.submodule) + "/" + std::string(pass) + "@" + std::string(m.eventNumber);
}

std::string uniqueSuffix(std::string_view path, const std::vector<std::string_view>& paths) {
  std::vector<std::string_view> mine = components(path);
  for (size_t take = 1; take <= mine.size(); ++take) {
    auto suffixOf = [&](std::string_view p) {
      std::vector<std::string_view> c = components(p);
      if (c.size() < take) return std::string();
      std::string s;
      for (size_t k = c.size() - take; k < c.size(); ++k) {
        if (!s.empty()) s += '/';
        s += c[k];
      }
      return s;
    };
    std::string want = suffixOf(path);
    bool clash = false;
    for (auto other : paths)
      if (other != path && suffixOf(other) == want) clash = true;
    if (!clash) return want;
  }
  return std::string(path);
}

std::string compiledFnId(std::string_view text) {
  constexpr std::string_view kName = "__compiled_fn_";
  const size_t p = text.find(kName);
  if (p == std::string_view::npos) return {};
  size_t e = p + kName.size();
  while (e < text.size() && text[e] >= '0' && text[e] <= '9') ++e;
  return e > p + kName.size() ? std::string(text.substr(p, e - p)) : std::string();
}

std::string tlparseCompileId(std::string_view path) {
  const size_t slash = path.find_last_of("/\\");
  if (slash == std::string_view::npos) return {};
  std::string_view dir = path.substr(0, slash);
  dir = dir.substr(dir.find_last_of("/\\") == std::string_view::npos ? 0 : dir.find_last_of("/\\") + 1);
  // The context, then three numbers: split at the last three underscores.
  std::string_view parts[3];
  for (int k = 2; k >= 0; --k) {
    const size_t us = dir.rfind('_');
    if (us == std::string_view::npos) return {};
    parts[k] = dir.substr(us + 1);
    dir = dir.substr(0, us);
    if (parts[k].empty() || parts[k].size() > 9 || parts[k].find_first_not_of("0123456789") != std::string_view::npos) return {};
  }
  if (dir != "-" && (dir.empty() || dir.find_first_not_of("0123456789") != std::string_view::npos)) return {};
  // Compiled autograd's graphs carry its id first: `!0/0/1`.
  const std::string id = (dir == "-" ? std::string() : "!" + std::string(dir) + "/") + std::string(parts[0]) + "/" + std::string(parts[1]);
  return parts[2] == "0" ? id : id + "_" + std::string(parts[2]);
}

int tlparseSequence(std::string_view path) {
  // Graphs traced outside Dynamo (aot_function, make_fx) have no compile id: tlparse puts them in `-_-_-_-`.
  const size_t slash = path.find_last_of("/\\");
  const std::string_view dir = slash == std::string_view::npos ? std::string_view() : baseName(path.substr(0, slash));
  if (tlparseCompileId(path).empty() && dir != "-_-_-_-") return -1;
  std::string_view name = baseName(path);
  name = name.substr(0, name.find('.'));
  const size_t us = name.rfind('_');
  if (us == std::string_view::npos) return -1;
  const std::string_view digits = name.substr(us + 1);
  if (digits.empty() || digits.size() > 9 || digits.find_first_not_of("0123456789") != std::string_view::npos) return -1;
  return std::stoi(std::string(digits));
}

}  // namespace fx::dumps
