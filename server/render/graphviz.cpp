// Graphviz in-process: DOT -> SVG with gvc + cgraph, linked statically with its plugins built in. Linked only into
// `fxlens-layout` (and tests); fxlens itself runs that helper, so that analyze and the language server start
// without Graphviz.
#include "graphviz.h"

#include <graphviz/cgraph.h>
#include <graphviz/gvc.h>
#include <graphviz/gvplugin.h>

#include <cctype>
#include <mutex>
#include <string_view>

#include "svg.h"

#if defined(__SANITIZE_ADDRESS__)
#define FXLENS_LSAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define FXLENS_LSAN 1
#endif
#endif
#ifdef FXLENS_LSAN
#include <sanitizer/lsan_interface.h>
#endif

// The plugins linked into this program (packaging/deps/graphviz.sh builds them as static archives): SVG and DOT
// output (core), `dot` (dot_layout) and `nop2` (neato_layout). Graphviz installs them from this table
// (gvContextPlugins) instead of loading plugins from a folder, so nothing outside the binary is read.
extern "C" {
extern gvplugin_library_t gvplugin_core_LTX_library;
extern gvplugin_library_t gvplugin_dot_layout_LTX_library;
extern gvplugin_library_t gvplugin_neato_layout_LTX_library;
}

namespace fxr {

namespace {

const lt_symlist_t kBuiltinPlugins[] = {
    {"gvplugin_core_LTX_library", &gvplugin_core_LTX_library},
    {"gvplugin_dot_layout_LTX_library", &gvplugin_dot_layout_LTX_library},
    {"gvplugin_neato_layout_LTX_library", &gvplugin_neato_layout_LTX_library},
    {nullptr, nullptr},
};

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

// The layout engine a DOT asks for: "nop2" (neato -n2: every node at its given `pos`, in points, clusters in their
// given `bb`, edges routed as `splines` says) for the big pictures fxlens places itself (dot.h's pinnedLayout),
// else "dot". Graphviz itself would follow any `layout` attribute (gvLayoutJobs reads it), so any other value is
// overwritten: the helper runs these two engines only.
const char* chooseEngine(Agraph_t* g) {
  char name[] = "layout";
  const char* asked = agget(g, name);
  if (asked && std::string_view(asked) == "nop2") return "nop2";
  if (asked && *asked) {
    char dot[] = "dot";
    agset(g, name, dot);
  }
  return "dot";
}

// What Graphviz allocates while it reads, lays out and draws one picture is not counted by LeakSanitizer (the
// sanitizer and fuzz builds): Graphviz keeps caches for the life of the process, some of them unreachable at exit,
// and, linked statically and built without frame pointers, its leaks could only be suppressed by guessing the names
// of its allocators. Our own code around it stays checked.
class GraphvizAllocations {
 public:
#ifdef FXLENS_LSAN
  GraphvizAllocations() { __lsan_disable(); }
  ~GraphvizAllocations() { __lsan_enable(); }
#else
  GraphvizAllocations() = default;
#endif
  GraphvizAllocations(const GraphvizAllocations&) = delete;
  GraphvizAllocations& operator=(const GraphvizAllocations&) = delete;
};

// Graphviz's part of a render: parse, lay out, draw SVG; Graphviz's complaints are in `messages`.
std::optional<std::string> drawSvg(const std::string& dot, const std::string& messages, std::string& error) {
  [[maybe_unused]] GraphvizAllocations notCounted;
  // One context for the whole process, never freed: Graphviz 2.43's text-size cache keeps a font name that
  // gvFreeContext frees, and the next context reads it (ASan: heap-use-after-free in textspan_size).
  static GVC_t* const gvc = gvContextPlugins(kBuiltinPlugins, 0);
  std::optional<std::string> out;
  Agraph_t* g = gvc ? agmemread(dot.c_str()) : nullptr;
  if (!gvc) error = "graphviz: no context";
  else if (!g) error = "graphviz: the DOT does not parse: " + trimmed(messages);
  else if (gvLayout(gvc, g, chooseEngine(g)) != 0) error = "graphviz: layout failed: " + trimmed(messages);
  else {
    char* data = nullptr;
    unsigned int length = 0;
    if (gvRenderData(gvc, g, "svg", &data, &length) != 0 || !data)
      error = "graphviz: cannot render svg" + (messages.empty() ? "" : ": " + trimmed(messages));
    else out.emplace(data, length);
    if (data) gvFreeRenderData(data);
    gvFreeLayout(gvc, g);
  }
  if (g) agclose(g);
  return out;
}

}  // namespace

std::optional<std::string> renderDot(const std::string& dot, const std::string& format, std::string& error) {
  if (format == "dot") return dot;
  if (format == "png" || format == "pdf") {
    // Not built with cairo: render.cpp has the machine's own `dot` draw these.
    error = "graphviz: fxlens-layout draws svg, not " + format + " (fxlens renders " + format +
            " with Graphviz's own `dot`)";
    return std::nullopt;
  }
  if (format != "svg") {
    error = "unknown format '" + format + "' (svg or dot)";
    return std::nullopt;
  }
  std::lock_guard<std::mutex> lock(gvMutex);
  std::string messages;
  gvMessages = &messages;
  agusererrf previous = agseterrf(errorSink);
  agreseterrors();
  std::optional<std::string> out = drawSvg(dot, messages, error);
  agseterrf(previous);
  gvMessages = nullptr;
  if (out && !sanitizeSvg(*out, error)) return std::nullopt;
  return out;
}

}  // namespace fxr
