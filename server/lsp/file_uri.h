// file: URIs ↔ local paths, in one place. Clients spell the same file many ways (`file:///a//b.txt`,
// `FILE:///a/b.txt`, `file:/a/b.txt`, `file:///a/./b.txt?x#y`); each maps to one normal path, so that an open
// document and its copy on disk are known to be the same file.
#pragma once

#include <string>
#include <string_view>

namespace fxl {

// file:///a/b%20c.txt → /a/b c.txt: scheme in any case, with or without an empty or `localhost` authority, query
// and fragment dropped, percent escapes decoded, `//`, `.` and `..` folded. Other URIs (and other hosts) map to ""
// (they have no siblings on disk).
std::string uriToPath(std::string_view uri);
// /a/b c.txt → file:///a/b%20c.txt.
std::string pathToUri(std::string_view path);

}  // namespace fxl
