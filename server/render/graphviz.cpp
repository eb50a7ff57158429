// Graphviz in-process: DOT -> SVG / PDF / PNG with gvc + cgraph. Linked only into `fxlens-layout` (and tests);
// fxlens itself runs that helper, so that analyze and the language server start without Graphviz's libraries.
#include "graphviz.h"

#include <dlfcn.h>
#include <sys/stat.h>
#include <graphviz/cgraph.h>
#include <graphviz/gvc.h>

#include <cctype>
#include <cstdlib>
#include <filesystem>
#include <mutex>
#include <string_view>

#include "svg.h"

namespace fxr {

namespace {

std::mutex gvMutex;      // Graphviz keeps global state
std::string* gvMessages;  // where errorSink writes, under gvMutex
std::string bundledFolder;  // the plugin folder bundled with fxlens, when useBundledPlugins chose it

int errorSink(char* message) {
  if (gvMessages && message) *gvMessages += message;
  return 0;
}

std::string trimmed(std::string s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.pop_back();
  return s;
}

// Whether Graphviz found any layout plugin. Without one (GVBINDIR naming an empty folder, plugins not installed, a
// stale config) gvLayout says `Layout type: "dot" not recognized. Use one of:` and lists nothing.
bool haveLayoutPlugins(GVC_t* gvc) {
  int n = 0;
  char** list = gvPluginList(gvc, "layout", &n, nullptr);
  if (list)
    for (int i = 0; i < n; ++i) std::free(list[i]);
  std::free(list);
  return n > 0;
}

// Graphviz's own plugin folder: `graphviz` beside libgvc (where it looks when GVBINDIR is not set).
std::string ownPluginFolder() {
  Dl_info info{};
  if (::dladdr(reinterpret_cast<void*>(&gvContext), &info) && info.dli_fname)
    return (std::filesystem::path(info.dli_fname).parent_path() / "graphviz").string();
  return "the graphviz folder beside libgvc";
}

std::string noPluginsMessage() {
  if (!bundledFolder.empty())
    return "graphviz: the layout plugins bundled with fxlens were not found in " + bundledFolder +
           " (or its config6a lists none); reinstall the fxlens extension";
  const char* env = std::getenv("GVBINDIR");
  if (env && *env)
    return std::string("graphviz: its layout plugins were not found in GVBINDIR=") + env +
           "; unset GVBINDIR (Graphviz's own plugins are in " + ownPluginFolder() +
           "), or set it to a folder that holds libgvplugin_dot_layout and Graphviz's config file";
  return "graphviz: its layout plugins were not found in " + ownPluginFolder() +
         "; install them (Debian: libgvc6) or, as root, run `dot -c` to rebuild their config";
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

// gvRenderData failed: a format without a renderer gets what to do about it, the rest Graphviz's own words.
std::string renderFailedMessage(const std::string& format, const std::string& messages) {
  if (messages.find("is unavailable") != std::string::npos && !bundledFolder.empty())
    return "graphviz: the Graphviz bundled with fxlens draws svg, not " + format +
           " (PNG and PDF need Graphviz's cairo plugin, which the extension does not carry); render svg, or render "
           "--format dot and convert that with Graphviz's own `dot -T" + format + "` (Debian: apt-get install graphviz)";
  return "graphviz: cannot render " + format + (messages.empty() ? "" : ": " + trimmed(messages));
}

}  // namespace

bool useBundledPlugins(const std::string& exeDir) {
  std::string folder = exeDir;
  if (!folder.empty() && folder.back() != '/') folder += '/';
  folder += "lib/graphviz";
  const char* env = std::getenv("GVBINDIR");
  struct stat st{};
  if ((env && *env) || ::stat((folder + "/config6a").c_str(), &st) != 0 || !S_ISREG(st.st_mode)) return false;
  bundledFolder = folder;
  return ::setenv("GVBINDIR", bundledFolder.c_str(), 1) == 0;
}

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
  else if (!haveLayoutPlugins(gvc)) error = noPluginsMessage();
  else if (gvLayout(gvc, g, chooseEngine(g)) != 0) {
    error = "graphviz: layout failed: " + trimmed(messages);
    if (!bundledFolder.empty() && messages.find("Could not load") != std::string::npos)
      error += " (a plugin bundled with fxlens in " + bundledFolder + " is missing: reinstall the fxlens extension)";
  }
  else {
    char* data = nullptr;
    unsigned int length = 0;
    if (gvRenderData(gvc, g, format.c_str(), &data, &length) != 0 || !data)
      error = renderFailedMessage(format, messages);
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
