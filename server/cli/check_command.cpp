#include "check_command.h"

#include <chrono>
#include <iostream>

#include "features/check.h"
#include "inputs.h"

namespace {

constexpr const char* kCheckUsage =
    "usage: fxlens check FILE|DIR...\n"
    "  Run every editor feature (hover, definition, references, highlights, symbols, semantic tokens, folding,\n"
    "  code lenses, inlay hints, associations, the preview's plan) at every name of the files, check each answer\n"
    "  (ranges inside the documents, no exception) and report what failed. Exit status 1 when anything failed.\n";

// `path:line:column` of a byte offset (1-based), for a failure.
std::string place(const fx::Analysis& a, int doc, uint32_t offset) {
  if (doc < 0 || doc >= static_cast<int>(a.docs.size())) return "(all documents)";
  const fx::Document& d = a.docs[doc];
  const uint32_t line = d.lineOf(offset);
  const uint32_t column = offset >= d.lineStarts[line] ? offset - d.lineStarts[line] : 0;
  return d.path + ":" + std::to_string(line + 1) + ":" + std::to_string(column + 1);
}

}  // namespace

int checkCommand(const std::vector<std::string>& args) {
  std::vector<std::string> paths;
  for (const auto& a : args) {
    if (a == "-h" || a == "--help") return std::cout << kCheckUsage, 0;
    if (!a.empty() && a[0] == '-' && a != "-") return std::cerr << "fxlens check: unknown option " << a << "\n" << kCheckUsage, 2;
    paths.push_back(a);
  }
  if (paths.empty()) return std::cerr << kCheckUsage, 2;
  std::vector<fx::SourceFile> files = cli::readInputs(cli::inputFiles(paths));
  if (files.empty()) return std::cerr << "fxlens check: nothing could be read\n", 1;
  const auto t0 = std::chrono::steady_clock::now();
  const fxl::Snapshot snap(fx::analyze(std::move(files)));
  const auto t1 = std::chrono::steady_clock::now();
  const fxl::CheckReport r = fxl::checkFeatures(snap);
  const auto t2 = std::chrono::steady_clock::now();
  const auto ms = [](auto d) { return std::chrono::duration_cast<std::chrono::milliseconds>(d).count(); };
  const fx::Analysis& a = snap.analysis();
  std::cout << "fxlens check: " << a.docs.size() << " files, " << a.graphs.size() << " graphs, " << a.pairs.size()
            << " pairs, " << r.names << " names; analysis " << ms(t1 - t0) << " ms, features " << ms(t2 - t1) << " ms\n";
  for (const auto& [feature, calls] : r.calls) {
    size_t failed = 0;
    for (const auto& f : r.failures) failed += f.feature == feature;
    std::cout << "  " << feature << ": " << calls << " calls" << (failed ? ", " + std::to_string(failed) + " failed" : "")
              << "\n";
  }
  for (const auto& f : r.failures) std::cout << place(a, f.doc, f.offset) << ": " << f.feature << ": " << f.what << "\n";
  std::cout << (r.failures.empty() ? "all answers checked, none failed\n"
                                   : std::to_string(r.failures.size()) + " failed: attach this report to a bug report\n");
  std::cout.flush();
  if (!std::cout) return std::cerr << "fxlens check: cannot write the report to standard output\n", 1;
  return r.failures.empty() ? 0 : 1;
}
