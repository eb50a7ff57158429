#include "analysis.h"

#include <string>

#include "parse.h"

namespace fx {

namespace {

std::string baseName(const std::string& path) {
  size_t s = path.find_last_of('/');
  return s == std::string::npos ? path : path.substr(s + 1);
}

}  // namespace

Analysis analyze(std::vector<SourceFile> files) {
  Analysis a;
  a.docs.reserve(files.size());
  for (auto& f : files) {
    Document d;
    d.path = std::move(f.path);
    d.text = std::move(f.text);
    d.pairKey = std::move(f.pairKey);
    d.index();
    a.docs.push_back(std::move(d));
  }
  for (int di = 0; di < static_cast<int>(a.docs.size()); ++di) {
    ParseResult r = parseDocument(a.docs[di], di);
    int k = 0;
    const int base = static_cast<int>(a.graphs.size());
    for (auto& g : r.graphs) {
      if (g.parent >= 0) g.parent += base;
      g.id = baseName(a.docs[di].path) + "#" + std::to_string(++k);
      a.graphs.push_back(std::move(g));
    }
    for (auto& d : r.diagnostics) a.diagnostics.push_back(std::move(d));
  }
  // Ids must be unique: files with the same base name in different folders get their full path.
  std::unordered_map<std::string, int> seen;
  for (auto& g : a.graphs) ++seen[g.id];
  for (auto& g : a.graphs)
    if (seen[g.id] > 1) g.id = a.docs[g.doc].path + g.id.substr(g.id.rfind('#'));
  assignRoles(a);
  pairGraphs(a);
  associate(a);
  categorize(a);
  diagnose(a);
  return a;
}

bool isTangentName(std::string_view name) {
  for (size_t i = 0; i + 7 <= name.size(); ++i) {
    bool eq = true;
    for (size_t k = 0; k < 7 && eq; ++k)
      eq = static_cast<char>(std::tolower(static_cast<unsigned char>(name[i + k]))) == "tangent"[k];
    if (eq) return true;
  }
  return false;
}

}  // namespace fx
