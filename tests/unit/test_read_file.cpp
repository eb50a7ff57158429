// The bounded reader (fx/read_file.h): whole files within the limit, heads of regular files, nothing that waits.
#include <catch2/catch.hpp>

#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "fx/read_file.h"

namespace {
std::string scratch(const std::string& name, const std::string& text) {
  const std::string path = (std::filesystem::temp_directory_path() / ("fxlens-read-" + name)).string();
  std::ofstream(path, std::ios::binary) << text;
  return path;
}
}  // namespace

TEST_CASE("read_file: a whole file within the limit; a longer one refused with the limit stated", "[read_file]") {
  const std::string path = scratch("whole.txt", "0123456789");
  fx::ReadResult r = fx::readSourceFile(path, 10);
  CHECK(r.ok);
  CHECK(r.text == "0123456789");
  r = fx::readSourceFile(path, 9);
  CHECK_FALSE(r.ok);
  CHECK(r.text.empty());
  CHECK(r.error.find("larger than fxlens reads") != std::string::npos);
  std::filesystem::remove(path);
}

TEST_CASE("read_file: the head of a regular file; a FIFO is refused, never waited on", "[read_file]") {
  const std::string path = scratch("head.txt", "0123456789");
  fx::ReadResult r = fx::readSourceHead(path, 4);
  CHECK(r.ok);
  CHECK(r.text == "0123");
  r = fx::readSourceHead(path, 100);
  CHECK(r.ok);
  CHECK(r.text == "0123456789");
  std::filesystem::remove(path);
  const std::string fifo = (std::filesystem::temp_directory_path() / "fxlens-read-fifo").string();
  std::filesystem::remove(fifo);
  REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
  r = fx::readSourceHead(fifo, 4);
  CHECK_FALSE(r.ok);
  CHECK(r.error == "is not a regular file");
  r = fx::readSourceFile(fifo, 4);  // whole-file reading takes a FIFO: no writer reads as empty
  CHECK(r.ok);
  CHECK(r.text.empty());
  std::filesystem::remove(fifo);
  CHECK_FALSE(fx::readSourceHead(std::filesystem::temp_directory_path().string(), 4).ok);  // a folder
}
