// fxlens-layout FORMAT: reads DOT on stdin, lays it out and renders it with Graphviz in-process, and writes one
// status byte ('1' rendered, '0' error) then the data or the message on stdout. Started by render.cpp for every
// picture (the preview panel, `fxlens render`); not meant to be run by hand.
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <string>

#include "graphviz.h"

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

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fputs("usage: fxlens-layout svg|dot < graph.dot (fxlens runs this helper to draw pictures)\n", stderr);
    return 2;
  }
  std::string dot;
  char buf[65536];
  for (;;) {
    ssize_t n = ::read(0, buf, sizeof buf);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) {
      static constexpr char kMessage[] = "0cannot read the DOT from stdin";
      writeAll(1, kMessage, sizeof kMessage - 1);
      return 1;
    }
    if (n == 0) break;
    dot.append(buf, static_cast<size_t>(n));
  }
  std::string error;
  auto out = fxr::renderDot(dot, argv[1], error);
  const char status = out ? '1' : '0';
  const std::string& body = out ? *out : error;
  return writeAll(1, &status, 1) && writeAll(1, body.data(), body.size()) ? 0 : 1;
}
