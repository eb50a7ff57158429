// Text for the inside of DOT labels: counts as people read them, wrapping and capping of names from the document,
// and labels joined from escaped lines (escapeDot itself is in dot.h, for the tests).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "dot.h"

namespace fxr {

std::string fmtCount(long long n);  // 12345 → "12,345"

// Wrap like textwrap.fill(width=40, break_long_words=True): break at the last space within the width, else hard.
std::vector<std::string> wrap(std::string_view s, size_t width = 40);

// At most `most` lines of a wrapped text, the last one ending in "…" when cut.
std::vector<std::string> capLines(std::vector<std::string> lines, size_t most);

// A label from lines that come from the document (escaped) joined with DOT line breaks.
std::string label(const std::vector<std::string>& lines);

void append(std::vector<std::string>& to, const std::vector<std::string>& from);

}  // namespace fxr
