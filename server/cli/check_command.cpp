#include "check_command.h"

#include <chrono>
#include <cstdlib>
#include <optional>
#include <iostream>

#include "features/check.h"
#include "inputs.h"

namespace {

constexpr const char* kCheckUsage =
    "usage: fxlens check [--timeout SECONDS] FILE|DIR...\n"
    "  Run every editor feature (hover, definition, references, highlights, symbols, semantic tokens, folding,\n"
    "  code lenses, inlay hints, associations, the preview's plan) at every name of the files, check each answer\n"
    "  (ranges inside the documents, no exception) and report what failed.\n"
    "  --timeout SECONDS  stop asking after this long (default 10; 0: no limit) and say what was not checked\n"
    "  Exit status 0 when everything was checked and nothing failed, 1 when anything failed (or nothing could be\n"
    "  read), 2 on a usage error, 3 when the time limit stopped the check before everything was asked (and\n"
    "  nothing asked failed).\n";

// Without a limit a check of a million-node dump can run for hours; ten seconds checks tens of thousands of
// names, enough for a smoke test, and --timeout 0 asks everything.
constexpr double kDefaultTimeoutSeconds = 10;

// `path:line:column` of a byte offset (1-based), for a failure.
std::string place(const fx::Analysis& a, int doc, uint32_t offset) {
  if (doc < 0 || doc >= static_cast<int>(a.docs.size())) return "(all documents)";
  const fx::Document& d = a.docs[doc];
  const uint32_t line = d.lineOf(offset);
  const uint32_t column = offset >= d.lineStarts[line] ? offset - d.lineStarts[line] : 0;
  return d.path + ":" + std::to_string(line + 1) + ":" + std::to_string(column + 1);
}

// Seconds given to --timeout: a number ≥ 0 (fractions allowed), else nullopt.
std::optional<double> parseSeconds(const std::string& s) {
  char* end = nullptr;
  const double v = std::strtod(s.c_str(), &end);
  if (s.empty() || end != s.c_str() + s.size() || !(v >= 0) || v > 1e9) return std::nullopt;
  return v;
}

// What the time limit left out, for the report.
void reportUnchecked(const fxl::CheckReport& r, size_t docs, double seconds) {
  std::cout << "time limit reached (--timeout " << seconds << "): asked at " << r.names << " of " << r.totalNames
            << " names; " << r.documents << " of " << docs << " files checked whole"
            << (r.workspace ? "" : ", the workspace-wide features (workspaceSymbol, associations) not asked")
            << "; the rest was not checked (--timeout 0 checks everything)\n";
}
}  // namespace

int checkCommand(const std::vector<std::string>& args) {
  const auto start = std::chrono::steady_clock::now();
  std::vector<std::string> paths;
  double seconds = kDefaultTimeoutSeconds;
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a == "-h" || a == "--help") return std::cout << kCheckUsage, 0;
    if (a == "--timeout") {
      std::optional<double> v = i + 1 < args.size() ? parseSeconds(args[i + 1]) : std::nullopt;
      if (!v) return std::cerr << "fxlens check: --timeout needs a number of seconds (0: no limit)\n" << kCheckUsage, 2;
      seconds = *v, ++i;
      continue;
    }
    if (!a.empty() && a[0] == '-' && a != "-") return std::cerr << "fxlens check: unknown option " << a << "\n" << kCheckUsage, 2;
    paths.push_back(a);
  }
  if (paths.empty()) return std::cerr << kCheckUsage, 2;
  std::vector<fx::SourceFile> files = cli::readInputs(cli::inputFiles(paths));
  if (files.empty()) return std::cerr << "fxlens check: nothing could be read\n", 1;
  const auto t0 = std::chrono::steady_clock::now();
  const fxl::Snapshot snap(fx::analyze(std::move(files)));
  const auto t1 = std::chrono::steady_clock::now();
  fxl::CheckOptions options;
  // The limit counts from the start: reading and analysing the files are part of the wait, though only the
  // features' loop can stop early.
  if (seconds > 0)
    options.deadline = start + std::chrono::duration_cast<std::chrono::steady_clock::duration>(std::chrono::duration<double>(seconds));
  const fxl::CheckReport r = fxl::checkFeatures(snap, options);
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
  if (r.timedOut) reportUnchecked(r, a.docs.size(), seconds);
  if (!r.failures.empty())
    std::cout << r.failures.size() << " failed: attach this report to a bug report\n";
  else
    std::cout << (r.timedOut ? "none of the answers asked failed\n" : "all answers checked, none failed\n");
  std::cout.flush();
  if (!std::cout) return std::cerr << "fxlens check: cannot write the report to standard output\n", 1;
  return !r.failures.empty() ? 1 : r.timedOut ? 3 : 0;
}
