// Graphviz in-process: DOT -> SVG / PDF / PNG with gvc + cgraph. Linked only into `fxlens-layout` (and tests);
// fxlens itself runs that helper, so that analyze and the language server start without Graphviz's libraries.
#include "graphviz.h"

#include <graphviz/cgraph.h>
#include <graphviz/gvc.h>

#include <cctype>
#include <mutex>

#include "svg.h"

namespace fxr {

namespace {

std::mutex gvMutex;      // Graphviz keeps global state
std::string* gvMessages;  // where errorSink writes, under gvMutex

int errorSink(char* message) {
  if (gvMessages && message) *gvMessages += message;
  return 0;
}

std::string trimmed(std::string s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.pop_back();
  return s;
}

}  // namespace

std::optional<std::string> renderDot(const std::string& dot, const std::string& format, std::string& error) {
  if (format == "dot") return dot;
  if (format != "svg" && format != "pdf" && format != "png") {
    error = "unknown format '" + format + "' (svg, pdf, png or dot)";
    return std::nullopt;
  }
  std::lock_guard<std::mutex> lock(gvMutex);
  std::string messages;
  gvMessages = &messages;
  agusererrf previous = agseterrf(errorSink);
  agreseterrors();
  std::optional<std::string> out;
  // One context for the whole process, never freed: Graphviz 2.43's text-size cache keeps a font name that
  // gvFreeContext frees, and the next context reads it (ASan: heap-use-after-free in textspan_size).
  static GVC_t* const gvc = gvContext();
  Agraph_t* g = gvc ? agmemread(dot.c_str()) : nullptr;
  if (!gvc) error = "graphviz: no context";
  else if (!g) error = "graphviz: the DOT does not parse: " + trimmed(messages);
  else if (gvLayout(gvc, g, "dot") != 0) error = "graphviz: layout failed: " + trimmed(messages);
  else {
    char* data = nullptr;
    unsigned int length = 0;
    if (gvRenderData(gvc, g, format.c_str(), &data, &length) != 0 || !data)
      error = "graphviz: cannot render " + format + (messages.empty() ? "" : ": " + trimmed(messages));
    else out.emplace(data, length);
    if (data) gvFreeRenderData(data);
    gvFreeLayout(gvc, g);
  }
  if (g) agclose(g);
  agseterrf(previous);
  gvMessages = nullptr;
  if (out && format == "svg" && !sanitizeSvg(*out, error)) return std::nullopt;
  return out;
}

}  // namespace fxr
