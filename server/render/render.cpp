#include "render.h"

#include <graphviz/cgraph.h>
#include <graphviz/gvc.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstring>
#include <mutex>
#include <string_view>

namespace fxr {

namespace {

std::mutex gvMutex;      // Graphviz keeps global state
std::string* gvMessages;  // where errorSink writes, under gvMutex

int errorSink(char* message) {
  if (gvMessages && message) *gvMessages += message;
  return 0;
}

std::string lower(std::string_view s) {
  std::string out(s);
  std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return out;
}

std::string trimmed(std::string s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.pop_back();
  return s;
}

}  // namespace

bool sanitizeSvg(std::string& svg, std::string& error) {
  // Drop <script> elements (Graphviz writes none; this is a guard, not a feature).
  for (;;) {
    std::string low = lower(svg);
    size_t at = low.find("<script");
    if (at == std::string::npos) break;
    size_t end = low.find("</script", at);
    if (end != std::string::npos) end = low.find('>', end);
    else end = low.find('>', at);
    svg.erase(at, end == std::string::npos ? std::string::npos : end + 1 - at);
  }
  static constexpr std::string_view kTags[] = {"svg", "g", "title", "text", "path", "polygon", "polyline", "ellipse",
                                               "circle", "rect", "line", "a", "image", "defs", "lineargradient",
                                               "radialgradient", "stop", "tspan"};
  std::string low = lower(svg);
  if (low.find("javascript:") != std::string::npos) {
    error = "svg: javascript: URL";
    return false;
  }
  for (size_t i = low.find('<'); i != std::string::npos; i = low.find('<', i + 1)) {
    std::string_view rest = std::string_view(low).substr(i);
    if (rest.starts_with("<!--")) {
      size_t e = low.find("-->", i + 4);
      if (e == std::string::npos) break;
      i = e + 2;
      continue;
    }
    if (rest.starts_with("<?") || rest.starts_with("<!")) continue;
    size_t p = i + 1;
    if (p < low.size() && low[p] == '/') ++p;
    size_t q = p;
    while (q < low.size() && (std::isalnum(static_cast<unsigned char>(low[q])) || low[q] == ':' || low[q] == '_')) ++q;
    std::string_view name = std::string_view(low).substr(p, q - p);
    if (std::find(std::begin(kTags), std::end(kTags), name) == std::end(kTags)) {
      error = "svg: unexpected element <" + std::string(name) + ">";
      return false;
    }
    size_t close = low.find('>', q);
    std::string_view tag = std::string_view(low).substr(q, close == std::string::npos ? std::string::npos : close - q);
    for (size_t k = tag.find(" on"); k != std::string::npos; k = tag.find(" on", k + 1)) {
      size_t m = k + 3;
      while (m < tag.size() && std::isalpha(static_cast<unsigned char>(tag[m]))) ++m;
      if (m < tag.size() && tag[m] == '=' && m > k + 3) {
        error = "svg: event handler attribute";
        return false;
      }
    }
  }
  return true;
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

// ---- Cancellable rendering in a child process ----

namespace {

bool writeAll(int fd, const char* p, size_t n) {
  while (n > 0) {
    ssize_t w = ::write(fd, p, n);
    if (w < 0 && errno == EINTR) continue;
    if (w <= 0) return false;
    p += w;
    n -= static_cast<size_t>(w);
  }
  return true;
}

}  // namespace

std::optional<std::string> renderDotCancellable(const std::string& dot, const std::string& format, std::string& error,
                                                const std::function<bool()>& cancelled) {
  if (format == "dot") return dot;
  if (cancelled && cancelled()) {
    error = "cancelled";
    return std::nullopt;
  }
  int fds[2];
  if (::pipe2(fds, O_CLOEXEC) != 0) {
    error = std::string("cannot create a pipe: ") + std::strerror(errno);
    return std::nullopt;
  }
  const pid_t parent = ::getpid();
  pid_t pid = ::fork();
  if (pid < 0) {
    ::close(fds[0]);
    ::close(fds[1]);
    error = std::string("cannot fork: ") + std::strerror(errno);
    return std::nullopt;
  }
  if (pid == 0) {
    // Child: one status byte ('1' rendered, '0' error), then the data or the message. _exit: no atexit handlers,
    // no flushing of the parent's buffered streams, no leak report for memory the parent owns.
    // The child dies with the thread that forked it: a layout must not outlive a server that was killed or crashed
    // (found by fuzzing: under the sanitizers a child can deadlock in the allocator, and stayed forever).
    ::prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (::getppid() != parent) ::_exit(1);  // the parent was already gone
    ::close(fds[0]);
    std::string err;
    auto out = renderDot(dot, format, err);
    bool ok = out.has_value();
    const std::string& body = ok ? *out : err;
    char status = ok ? '1' : '0';
    bool written = writeAll(fds[1], &status, 1) && writeAll(fds[1], body.data(), body.size());
    ::_exit(written ? 0 : 1);
  }
  ::close(fds[1]);
  std::string data;
  bool killed = false;
  char buf[65536];
  for (;;) {
    if (cancelled && cancelled()) {
      ::kill(pid, SIGKILL);
      killed = true;
      break;
    }
    pollfd p{fds[0], POLLIN, 0};
    int r = ::poll(&p, 1, 20);
    if (r < 0 && errno != EINTR) break;
    if (r <= 0) continue;
    ssize_t n = ::read(fds[0], buf, sizeof buf);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;  // end of output (or an error): the child is done
    data.append(buf, static_cast<size_t>(n));
  }
  ::close(fds[0]);
  int status = 0;
  while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  if (killed) {
    error = "cancelled";
    return std::nullopt;
  }
  if (WIFSIGNALED(status)) {
    error = "graphviz: the renderer ended with signal " + std::to_string(WTERMSIG(status));
    return std::nullopt;
  }
  if (data.empty() || (WIFEXITED(status) && WEXITSTATUS(status) != 0)) {
    error = "graphviz: the renderer ended without output";
    return std::nullopt;
  }
  if (data[0] != '1') {
    error = data.substr(1);
    return std::nullopt;
  }
  data.erase(0, 1);
  return data;
}

}  // namespace fxr
