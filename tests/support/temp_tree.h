// A fresh folder under the system's temporary folder for a test that needs real files, removed with everything in
// it at the end of the test.
#pragma once

#include <unistd.h>

#include <atomic>
#include <filesystem>
#include <fstream>
#include <string>

namespace testsupport {

class TempTree {
 public:
  explicit TempTree(const std::string& name = "tree") {
    static std::atomic<int> counter{0};
    root_ = std::filesystem::temp_directory_path() /
            ("fxlens-" + name + "-" + std::to_string(::getpid()) + "-" + std::to_string(counter++));
    std::filesystem::remove_all(root_);
    std::filesystem::create_directories(root_);
  }
  ~TempTree() {
    std::error_code ec;
    std::filesystem::remove_all(root_, ec);
  }
  TempTree(const TempTree&) = delete;
  TempTree& operator=(const TempTree&) = delete;

  // Writes `rel` (folders made as needed); its absolute path.
  std::string add(const std::string& rel, const std::string& text = "x = 1\n") const {
    const std::filesystem::path p = root_ / rel;
    std::filesystem::create_directories(p.parent_path());
    std::ofstream(p) << text;
    return p.string();
  }
  std::string path(const std::string& rel = "") const { return (root_ / rel).string(); }

 private:
  std::filesystem::path root_;
};

}  // namespace testsupport
