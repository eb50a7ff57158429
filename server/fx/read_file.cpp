#include "read_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <algorithm>
#include <new>

#include "bytes.h"
#include "text_encoding.h"

namespace fx {

namespace {

class Fd {
 public:
  explicit Fd(int fd) : fd_(fd) {}
  ~Fd() {
    if (fd_ >= 0) ::close(fd_);
  }
  Fd(const Fd&) = delete;
  Fd& operator=(const Fd&) = delete;
  int get() const { return fd_; }

 private:
  int fd_;
};

std::string tooLarge(uint64_t size) { return formatBytes(size) + ", larger than " + fileLimitText(); }

// Reads until the end, or until more than `limit` bytes came, into a buffer first sized for `expected` bytes (one
// more, to see the end without growing). Returns errno, 0 when all went well.
int readAll(int fd, uint64_t limit, uint64_t expected, std::string& out, bool& over) {
  size_t used = 0;
  out.resize(static_cast<size_t>(std::min(expected, limit) + 1));
  for (;;) {
    if (out.size() == used && used <= limit) out.resize(static_cast<size_t>(std::min<uint64_t>(2 * used, limit + 1)));
    if (used == out.size()) {  // limit + 1 bytes are in: too many
      over = true;
      return 0;
    }
    ssize_t n = ::read(fd, out.data() + used, out.size() - used);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) return errno;
    if (n == 0) break;
    used += static_cast<size_t>(n);
  }
  out.resize(used);
  return 0;
}

}  // namespace

uint64_t maxFileBytes() {
  uint64_t limit = uint64_t{2} << 30;
  if (const char* env = std::getenv("FXLENS_MAX_FILE_BYTES"); env && *env) {
    char* end = nullptr;
    unsigned long long v = std::strtoull(env, &end, 10);
    if (end && *end == '\0' && v > 0) limit = v;
  }
  return std::min(limit, kMaxDocumentBytes);
}

std::string fileLimitText() {
  return "fxlens reads files up to " + formatBytes(maxFileBytes()) + " (FXLENS_MAX_FILE_BYTES sets the limit, at most " +
         formatBytes(kMaxDocumentBytes) + ")";
}

namespace {

enum class Want { Whole, Head };

// Whole: the file, or an error when it is longer than `limit`. Head: its first `limit` bytes, regular files only
// (a FIFO or a device could make the caller wait for a writer).
ReadResult readBounded(const std::string& path, uint64_t limit, Want want) {
  ReadResult r;
  // O_NONBLOCK: opening a FIFO that has no writer must not wait for one. Reads are made blocking again below.
  Fd fd(::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY));
  struct stat st {};
  if (fd.get() < 0 || ::fstat(fd.get(), &st) != 0) {
    r.error = std::strerror(errno);
    return r;
  }
  if (S_ISDIR(st.st_mode) || (want == Want::Head && !S_ISREG(st.st_mode))) {
    r.error = S_ISDIR(st.st_mode) ? "is a folder" : "is not a regular file";
    return r;
  }
  const uint64_t size = static_cast<uint64_t>(st.st_size);
  if (want == Want::Whole && S_ISREG(st.st_mode) && size > limit) {
    r.error = tooLarge(size);
    return r;
  }
  // A FIFO without a writer now reads as empty; one with a writer is read to its end.
  ::fcntl(fd.get(), F_SETFL, ::fcntl(fd.get(), F_GETFL) & ~O_NONBLOCK);
  bool over = false;
  int err = 0;
  try {
    err = readAll(fd.get(), limit, S_ISREG(st.st_mode) ? size : uint64_t{1} << 20, r.text, over);
  } catch (const std::bad_alloc&) {
    r.text = std::string();
    r.error = "out of memory while reading it (" + formatBytes(size) + ")";
    return r;
  }
  if (err != 0) r.error = std::strerror(err);
  else if (over && want == Want::Whole) r.error = "it goes on past " + formatBytes(limit) + ": " + fileLimitText();
  else if (over) r.text.resize(static_cast<size_t>(limit));  // the head: the one byte more says the file goes on
  if (r.error.empty()) {
    // UTF-16 and a UTF-8 byte order mark become plain UTF-8 here, the one place files are read; other binary
    // data is refused with what was seen (text_encoding.h).
    DecodedText d = decodeText(std::move(r.text), want == Want::Head);
    if (d.ok) r.text = std::move(d.text);
    else r.error = std::move(d.error);
  }
  r.ok = r.error.empty();
  if (!r.ok) r.text = std::string();
  return r;
}

}  // namespace

ReadResult readSourceFile(const std::string& path, uint64_t limit) { return readBounded(path, limit, Want::Whole); }

ReadResult readSourceHead(const std::string& path, uint64_t bytes) { return readBounded(path, bytes, Want::Head); }

}  // namespace fx
