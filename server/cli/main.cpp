// fxlens: the command line. `fxlens analyze [--json] FILE|DIR...`
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "analyze_output.h"
#include "fx/analysis.h"
#include "server.h"

namespace {

constexpr const char* kUsage =
    "usage: fxlens analyze [--json] FILE|DIR...\n"
    "  Analyze PyTorch FX graph printouts together: parse every graph, give each node a category,\n"
    "  pair forward/backward/joint graphs and tie backward values to their forward producers.\n"
    "  A directory stands for the files directly inside it.\n"
    "  --json   machine-readable output (see README)\n"
    "usage: fxlens lsp [--stdio]\n"
    "  Run the language server (LSP 3.17, JSON-RPC over stdin/stdout).\n";

bool readFile(const std::filesystem::path& p, std::string& out, std::string& err) {
  std::ifstream in(p, std::ios::binary);
  if (!in) {
    err = "cannot open";
    return false;
  }
  // Read straight into a string of the file's size (a stream copy would hold the input twice).
  std::error_code ec;
  auto size = std::filesystem::file_size(p, ec);
  if (!ec && std::filesystem::is_regular_file(p, ec)) {
    out.resize(static_cast<size_t>(size));
    in.read(out.data(), static_cast<std::streamsize>(out.size()));
    out.resize(static_cast<size_t>(in.gcount()));
    // A file that grew while read: take the rest too.
    if (in && in.peek() != std::char_traits<char>::eof()) {
      std::ostringstream rest;
      rest << in.rdbuf();
      out += rest.str();
    }
    return true;
  }
  std::ostringstream ss;
  ss << in.rdbuf();
  out = ss.str();
  return true;
}

int analyzeCommand(const std::vector<std::string>& args) {
  bool json = false;
  std::vector<std::string> paths;
  for (const auto& a : args) {
    if (a == "--json") json = true;
    else if (a == "-h" || a == "--help") {
      std::cout << kUsage;
      return 0;
    } else if (!a.empty() && a[0] == '-' && a != "-") {
      std::cerr << "fxlens analyze: unknown option " << a << "\n" << kUsage;
      return 2;
    } else paths.push_back(a);
  }
  if (paths.empty()) {
    std::cerr << kUsage;
    return 2;
  }
  std::vector<fx::SourceFile> files;
  int unreadable = 0;
  for (const auto& p : paths) {
    std::error_code ec;
    if (std::filesystem::is_directory(p, ec)) {
      std::vector<std::string> inside;
      for (const auto& e : std::filesystem::directory_iterator(p, ec))
        if (e.is_regular_file()) inside.push_back(e.path().string());
      std::sort(inside.begin(), inside.end());
      for (auto& f : inside) {
        std::string text, err;
        if (readFile(f, text, err)) files.push_back({f, std::move(text)});
        else std::cerr << f << ": " << err << "\n", ++unreadable;
      }
      continue;
    }
    std::string text, err;
    if (p == "-") {
      std::ostringstream ss;
      ss << std::cin.rdbuf();
      files.push_back({"<stdin>", ss.str()});
    } else if (readFile(p, text, err)) {
      files.push_back({p, std::move(text)});
    } else {
      std::cerr << p << ": " << err << "\n";
      ++unreadable;
    }
  }
  if (files.empty()) {
    std::cerr << "fxlens analyze: nothing could be read\n";
    return 1;
  }
  fx::Analysis a = fx::analyze(std::move(files));
  if (json) cli::writeJson(a, std::cout);
  else cli::writeText(a, std::cout);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  if (args.empty() || args[0] == "-h" || args[0] == "--help") {
    std::cout << kUsage;
    return args.empty() ? 2 : 0;
  }
  if (args[0] == "--version") {
    std::cout << "fxlens 0.1.0\n";
    return 0;
  }
  if (args[0] == "analyze") return analyzeCommand({args.begin() + 1, args.end()});
  if (args[0] == "lsp") {
    // `--stdio` is what VS Code's client passes; stdio is the only transport, so it is accepted and ignored.
    for (size_t i = 1; i < args.size(); ++i)
      if (args[i] != "--stdio") {
        std::cerr << "fxlens lsp: unknown option " << args[i] << "\n";
        return 2;
      }
    return fxl::runLanguageServer(std::cin, std::cout);
  }
  std::cerr << "fxlens: unknown command " << args[0] << "\n" << kUsage;
  return 2;
}
