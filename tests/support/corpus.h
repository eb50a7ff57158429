// Helpers for tests that read the bundled corpus (tests/corpus, a copy of the real printouts).
#pragma once

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "fx/analysis.h"

namespace testsupport {

inline std::string corpusPath(const std::string& rel) { return std::string(FXLENS_CORPUS_DIR) + "/" + rel; }

inline std::string readText(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

inline bool exists(const std::string& path) { return std::filesystem::exists(path); }

// Every `torch113/<case>/<sub>` folder holding a truth.json (gen.py may add cases), sorted.
inline std::vector<std::string> caseDirs(const std::string& sub) {
  std::vector<std::string> out;
  for (const auto& e : std::filesystem::directory_iterator(corpusPath("torch113"))) {
    std::string dir = e.path().string() + "/" + sub;
    if (e.is_directory() && exists(dir + "/truth.json")) out.push_back(dir);
  }
  std::sort(out.begin(), out.end());
  return out;
}

inline int graphOfFile(const fx::Analysis& a, const std::string& path) {
  for (int i = 0; i < static_cast<int>(a.graphs.size()); ++i)
    if (a.docs[a.graphs[i].doc].path == path && a.graphs[i].parent < 0) return i;
  return -1;
}

inline const fx::Node* findNode(const fx::Analysis& a, int g, const std::string& name) {
  if (g < 0) return nullptr;
  int k = a.graphs[g].find(name);
  return k < 0 ? nullptr : &a.graphs[g].nodes[k];
}

}  // namespace testsupport
