// Annotated fixtures: mark positions inside a printout, clangd-style.
//   $[ ... $]   a range        $^   a point
// Annotated("...").text() is the printout without marks; ranges()/points() are byte offsets into it.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "fx/model.h"

namespace testsupport {

class Annotated {
 public:
  explicit Annotated(std::string_view src) {
    std::vector<uint32_t> open;
    for (size_t i = 0; i < src.size(); ++i) {
      if (src[i] == '$' && i + 1 < src.size()) {
        char c = src[i + 1];
        if (c == '[') { open.push_back(static_cast<uint32_t>(text_.size())); ++i; continue; }
        if (c == ']' && !open.empty()) {
          ranges_.push_back({open.back(), static_cast<uint32_t>(text_.size())});
          open.pop_back();
          ++i;
          continue;
        }
        if (c == '^') { points_.push_back(static_cast<uint32_t>(text_.size())); ++i; continue; }
      }
      text_.push_back(src[i]);
    }
  }
  const std::string& text() const { return text_; }
  const std::vector<fx::Range>& ranges() const { return ranges_; }
  const std::vector<uint32_t>& points() const { return points_; }
  fx::Range range(size_t i) const { return ranges_.at(i); }
  std::string_view slice(fx::Range r) const { return std::string_view(text_).substr(r.begin, r.end - r.begin); }

 private:
  std::string text_;
  std::vector<fx::Range> ranges_;
  std::vector<uint32_t> points_;
};

}  // namespace testsupport
