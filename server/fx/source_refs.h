// The one reader of torch 2.x source comments: `File: /path/model.py:42 in forward, code: y = self.fc(x)` (the
// text of a `# File: ...` comment, Graph::sources), also written `Backward of forward node: File: ...` in backward
// graphs (the forward line the node is the gradient of). torch 2.1 prints no ` in function`.
#pragma once

#include <optional>
#include <string_view>

namespace fx {

struct SourceRef {
  std::string_view path;      // as printed (another machine's path, often)
  int line = -1;              // 1-based, -1 when not printed
  std::string_view function;  // empty when not printed
  std::string_view code;      // empty when not printed
  bool backwardOf = false;    // written `Backward of forward node: File: ...`
};

// Views into `comment`; nullopt when it names no file.
std::optional<SourceRef> parseSourceRef(std::string_view comment);

// The path's last component ('/' or '\\' separated).
std::string_view baseName(std::string_view path);

// How many trailing path components `a` and `b` share (separators '/' and '\\' alike); 0 when even the base
// names differ. `/home/u/proj/model.py` and `/work/proj/model.py` share 2.
int sharedSuffix(std::string_view a, std::string_view b);

}  // namespace fx
