#include "text_buffers.h"

#include <cstring>
#include <vector>

#include "platform/sync.h"

namespace lsp {

namespace {

constexpr size_t kKeptFrom = size_t{16} << 20;

struct Spare {
  sys::Mutex mutex;
  std::unique_ptr<std::string> buffer;
};

Spare& spare() {
  static Spare* s = new Spare();  // never destroyed: texts may be let go on any thread until the process ends
  return *s;
}

// A text's last holder lets it go (any thread): its buffer is kept when it is big, in place of a smaller one.
void giveBack(std::string* s) {
  std::unique_ptr<std::string> mine(s);
  if (s->capacity() < kKeptFrom) return;
  Spare& sp = spare();
  sys::Lock lock(sp.mutex);
  if (!sp.buffer || sp.buffer->capacity() < s->capacity()) std::swap(sp.buffer, mine);
}

// Room for a big text and what the next edits add to it, so that it fits this buffer when it comes back.
size_t roomFor(size_t capacity) { return capacity + capacity / 64; }

// Is the spare one for a text of `capacity` bytes? Not one much bigger than needed: a small document would hold a
// big log's pages.
bool fits(const std::string& spare, size_t capacity) {
  return spare.capacity() >= capacity && spare.capacity() <= capacity * 2;
}

}  // namespace

std::shared_ptr<std::string> keptText(std::string&& text) {
  return std::shared_ptr<std::string>(new std::string(std::move(text)), giveBack);
}

std::shared_ptr<std::string> textBuffer(size_t capacity) {
  std::unique_ptr<std::string> s;
  if (capacity >= kKeptFrom) {
    Spare& sp = spare();
    sys::Lock lock(sp.mutex);
    if (sp.buffer && fits(*sp.buffer, capacity)) s = std::move(sp.buffer);
  }
  if (!s) {
    s = std::make_unique<std::string>();
    if (capacity >= kKeptFrom) s->reserve(roomFor(capacity));
  }
  s->clear();
  s->reserve(capacity);
  return std::shared_ptr<std::string>(s.release(), giveBack);
}

namespace {

// Below this, one thread: starting one costs more than it saves.
constexpr size_t kSplitFrom = size_t{16} << 20;
// The most bytes set aside so that the two halves do not overwrite each other's source (the shift, bounded: a
// paste of many megabytes moves the text on one thread).
constexpr size_t kMostSetAside = size_t{1} << 20;

}  // namespace

void moveBytes(char* dst, const char* src, size_t n) {
  const size_t shift = dst > src ? static_cast<size_t>(dst - src) : static_cast<size_t>(src - dst);
  if (!sys::kThreads || n < kSplitFrom || shift == 0 || shift > kMostSetAside || shift >= n / 4) {
    std::memmove(dst, src, n);
    return;
  }
  // Two halves moved at once. The lower half's destination ends where the upper half's source begins (moving
  // right) and the upper half's destination begins where the lower half's source ends (moving left): those
  // `shift` bytes are set aside first and written last.
  const size_t half = n / 2;
  std::vector<char> aside;
  if (dst > src) {
    aside.assign(src + half, src + half + shift);  // upper source head, which the lower half's move overwrites
    sys::Thread upper([&] { std::memmove(dst + half + shift, src + half + shift, n - half - shift); });
    std::memmove(dst, src, half);
    upper.join();
    std::memcpy(dst + half, aside.data(), shift);
  } else {
    aside.assign(src + half - shift, src + half);  // lower source tail, which the upper half's move overwrites
    sys::Thread upper([&] { std::memmove(dst + half, src + half, n - half); });
    std::memmove(dst, src, half - shift);
    upper.join();
    std::memcpy(dst + half - shift, aside.data(), shift);
  }
}

void replaceInPlace(std::string& text, size_t begin, size_t end, std::string_view with) {
  const size_t size = text.size(), removed = end - begin, newSize = size - removed + with.size();
  if (newSize > text.capacity() || size - end < kSplitFrom) {
    text.replace(begin, removed, with);
    return;
  }
  if (newSize > size) text.resize(newSize);  // room after the text, within its capacity
  moveBytes(text.data() + begin + with.size(), text.data() + end, size - end);
  std::memcpy(text.data() + begin, with.data(), with.size());
  if (newSize < size) text.resize(newSize);
}

}  // namespace lsp
