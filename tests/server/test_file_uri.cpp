// file: URIs ↔ paths (file_uri.h): every spelling of one file maps to one path, so an open document and its copy
// on disk are known to be the same file (issue 16: `//`, case, `file:/x`, query and fragment split them).
#include <catch2/catch.hpp>

#include "file_uri.h"

using fxl::pathToUri;
using fxl::uriToPath;

TEST_CASE("file URIs: the spellings of one file give one path", "[file_uri]") {
  for (const char* uri : {"file:///d/bwd.txt", "file:///d//bwd.txt", "FILE:///d/bwd.txt", "File:///d/./bwd.txt",
                          "file:/d/bwd.txt", "file:///d/bwd.txt?q=1", "file:///d/bwd.txt#frag", "file://localhost/d/bwd.txt",
                          "file:///d/x/../bwd.txt", "file:///d/bw%64.txt"}) {
    INFO(uri);
    CHECK(uriToPath(uri) == "/d/bwd.txt");
  }
}

TEST_CASE("file URIs: other schemes and other hosts have no path", "[file_uri]") {
  for (const char* uri : {"untitled:Untitled-1", "http://x/d/bwd.txt", "file://otherhost/d/bwd.txt", "file:", "file:relative",
                          ""}) {
    INFO(uri);
    CHECK(uriToPath(uri).empty());
  }
}

TEST_CASE("file URIs: a path round-trips, with escapes", "[file_uri]") {
  for (const char* path : {"/a/b c.txt", "/a/100%.txt", "/a/é#?.txt", "/"}) {
    INFO(path);
    CHECK(uriToPath(pathToUri(path)) == path);
  }
  CHECK(pathToUri("/a/b c.txt") == "file:///a/b%20c.txt");
}
