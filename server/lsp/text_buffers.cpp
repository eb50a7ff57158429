#include "text_buffers.h"

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

}  // namespace lsp
