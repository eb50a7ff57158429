// fxlens_fuzz_replay TARGET PATH...: runs the fuzz target's body (harness.h) once on every file, recursively for
// directories, in the ordinary builds (g++, Release or ASan). Seeds and regressions (crashes the fuzzer found, kept
// after their fix) thereby stay tested without clang. Exit 0 when every input ran; a bug crashes or is reported by
// the sanitizers; a hang is caught by ctest's timeout (the file being run is printed first).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "harness.h"

namespace fs = std::filesystem;

int main(int argc, char** argv) {
  if (argc < 3) {
    std::fprintf(stderr, "usage: fxlens_fuzz_replay engine|lsp FILE|DIR...\n");
    return 2;
  }
  const std::string target = argv[1];
  int (*one)(const uint8_t*, size_t) = nullptr;
  if (target == "engine") one = fxfuzz::fuzzEngineOne;
  else if (target == "lsp") one = fxfuzz::fuzzLspOne;
  else {
    std::fprintf(stderr, "fxlens_fuzz_replay: unknown target %s (engine or lsp)\n", target.c_str());
    return 2;
  }
  std::vector<fs::path> files;
  for (int i = 2; i < argc; ++i) {
    const fs::path p = argv[i];
    std::error_code ec;
    if (fs::is_directory(p, ec)) {
      for (const auto& e : fs::recursive_directory_iterator(p))
        if (e.is_regular_file() && e.path().filename().string()[0] != '.' && e.path().filename() != "README.md")
          files.push_back(e.path());
    } else if (fs::is_regular_file(p, ec)) {
      files.push_back(p);
    } else {
      std::fprintf(stderr, "fxlens_fuzz_replay: no such file or directory: %s\n", p.c_str());
      return 2;
    }
  }
  std::sort(files.begin(), files.end());
  if (files.empty()) {
    std::fprintf(stderr, "fxlens_fuzz_replay: no input found\n");
    return 2;
  }
  const auto start = std::chrono::steady_clock::now();
  size_t bytes = 0;
  for (const auto& f : files) {
    std::ifstream in(f, std::ios::binary);
    std::string data((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    std::fprintf(stderr, "%s (%zu bytes)\n", f.c_str(), data.size());
    one(reinterpret_cast<const uint8_t*>(data.data()), data.size());
    bytes += data.size();
  }
  const auto ms =
      std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start).count();
  std::printf("fxlens_fuzz_replay %s: %zu inputs, %zu bytes, %lld ms, no crash\n", target.c_str(), files.size(), bytes,
              static_cast<long long>(ms));
  return 0;
}
