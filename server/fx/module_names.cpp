#include "module_names.h"

#include <algorithm>

namespace fx {

namespace {

constexpr std::string_view kModules = "modules_", kParameters = "_parameters_", kBuffers = "_buffers_";

// Where the first `modules_` part starts: right after the input's root (`L_self_`, `L_args_0_`, `l_fn_self_`).
size_t pathStart(std::string_view name) {
  for (size_t at = name.find(kModules); at != std::string_view::npos; at = name.find(kModules, at + 1))
    if (at > 0 && name[at - 1] == '_') return at + kModules.size();
  return std::string_view::npos;
}

}  // namespace

std::optional<std::string> modulePathOfInput(std::string_view name) {
  if (name.size() < 3 || (name[0] != 'L' && name[0] != 'l') || name[1] != '_') return std::nullopt;
  const size_t start = pathStart(name);
  if (start == std::string_view::npos) {
    // A parameter or buffer of the root module (`L_self_parameters_w_`): the root; anything else is no module's.
    const bool held = name.find(kParameters) != std::string_view::npos || name.find(kBuffers) != std::string_view::npos;
    return held ? std::optional<std::string>(std::string()) : std::nullopt;
  }
  size_t end = std::min(name.rfind(kParameters), name.rfind(kBuffers));
  if (end == std::string_view::npos || end < start) end = name.size() - (name.back() == '_' ? 1 : 0);
  std::string path;
  std::string_view rest = name.substr(start, end - start);
  for (;;) {
    const size_t sep = rest.find("_modules_");
    path.append(rest.substr(0, sep));
    if (sep == std::string_view::npos) break;
    path += '.';
    rest.remove_prefix(sep + 9);
  }
  return path;
}

std::optional<std::string> modulePathOfCallTarget(std::string_view target) {
  constexpr std::string_view kSelf = "__self___";
  const size_t at = target.find(kSelf);
  if (at != 1 || (target[0] != 'L' && target[0] != 'l') || target.size() == at + kSelf.size()) return std::nullopt;
  const std::string_view rest = target.substr(at + kSelf.size());
  // `_<digits>` between two parts, or at the end, is an index: its own part.
  std::string path;
  for (size_t i = 0; i < rest.size(); ++i) {
    size_t j = i + 1;
    while (j < rest.size() && rest[j] >= '0' && rest[j] <= '9') ++j;
    if (rest[i] == '_' && j > i + 1 && (j == rest.size() || rest[j] == '_') && !path.empty()) {
      path.append(".").append(rest.substr(i + 1, j - i - 1));
      if (j < rest.size()) path += '.';
      i = j;
      continue;
    }
    path += rest[i];
  }
  return path;
}

std::string_view parentModule(std::string_view path) {
  const size_t dot = path.rfind('.');
  return dot == std::string_view::npos ? std::string_view() : path.substr(0, dot);
}

std::string_view commonModule(std::string_view a, std::string_view b) {
  size_t n = 0;
  while (n < a.size() && n < b.size() && a[n] == b[n]) ++n;
  if ((n == a.size() || a[n] == '.') && (n == b.size() || b[n] == '.')) return a.substr(0, n);
  const size_t dot = a.substr(0, n).rfind('.');
  return dot == std::string_view::npos ? std::string_view() : a.substr(0, dot);
}

}  // namespace fx
