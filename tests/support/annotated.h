// Annotated fixtures: named marks inside a printout, as clangd's Annotations.
//   $name[ ... $]   a range named `name`        $name^   a point named `name`
//   $[ ... $]       an unnamed range            $^       an unnamed point (name "")
// A name is [A-Za-z0-9_]+ right after `$`. Annotated("...").text() is the printout without marks; range("name")
// and point("name") are byte offsets into it, and fail (std::logic_error naming the mark) unless exactly one mark
// has that name; ranges("name") and points("name") give all of them in the order they open.
#pragma once

#include <algorithm>
#include <cctype>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "fx/model.h"

namespace testsupport {

class Annotated {
 public:
  explicit Annotated(std::string_view src) {
    std::vector<std::pair<std::string, uint32_t>> open;  // name, start
    for (size_t i = 0; i < src.size(); ++i) {
      if (src[i] != '$') {
        text_.push_back(src[i]);
        continue;
      }
      size_t j = i + 1;
      while (j < src.size() && (std::isalnum(static_cast<unsigned char>(src[j])) || src[j] == '_')) ++j;
      const std::string name(src.substr(i + 1, j - i - 1));
      const char kind = j < src.size() ? src[j] : '\0';
      if (kind == '[') {
        open.emplace_back(name, here());
      } else if (kind == '^') {
        points_.push_back({name, here()});
      } else if (kind == ']' && name.empty()) {
        if (open.empty()) throw std::logic_error("a $] closes no mark");
        ranges_.push_back({open.back().first, {open.back().second, here()}});
        open.pop_back();
      } else {
        text_.push_back(src[i]);  // a `$` that starts no mark is text
        continue;
      }
      i = j;
    }
    if (!open.empty()) throw std::logic_error("unclosed mark $" + open.back().first + "[");
    // Ranges in the order they open (they were recorded as they close).
    std::stable_sort(ranges_.begin(), ranges_.end(),
                     [](const Named<fx::Range>& a, const Named<fx::Range>& b) { return a.at.begin < b.at.begin; });
  }

  const std::string& text() const { return text_; }
  fx::Range range(std::string_view name = "") const { return one(ranges_, name, "range"); }
  uint32_t point(std::string_view name = "") const { return one(points_, name, "point"); }
  std::vector<fx::Range> ranges(std::string_view name = "") const { return all(ranges_, name); }
  std::vector<uint32_t> points(std::string_view name = "") const { return all(points_, name); }
  std::string_view slice(fx::Range r) const { return std::string_view(text_).substr(r.begin, r.end - r.begin); }
  // Marks are named, not numbered: `range(0)` would otherwise read 0 as a null name.
  fx::Range range(long long) const = delete;
  uint32_t point(long long) const = delete;
  std::vector<fx::Range> ranges(long long) const = delete;
  std::vector<uint32_t> points(long long) const = delete;

 private:
  template <class T>
  struct Named {
    std::string name;
    T at;
  };

  uint32_t here() const { return static_cast<uint32_t>(text_.size()); }

  template <class T>
  static std::vector<T> all(const std::vector<Named<T>>& marks, std::string_view name) {
    std::vector<T> out;
    for (const auto& m : marks)
      if (m.name == name) out.push_back(m.at);
    return out;
  }

  template <class T>
  static T one(const std::vector<Named<T>>& marks, std::string_view name, const char* what) {
    const std::vector<T> found = all(marks, name);
    if (found.size() != 1)
      throw std::logic_error(std::to_string(found.size()) + " " + what + " marks named '" + std::string(name) +
                             "' (expected exactly one)");
    return found.front();
  }

  std::string text_;
  std::vector<Named<fx::Range>> ranges_;
  std::vector<Named<uint32_t>> points_;
};

}  // namespace testsupport
