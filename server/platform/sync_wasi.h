// Threads and locks of the WebAssembly build (sync.h chooses): one thread. A lock has nothing to exclude, so it does
// nothing. A wait can only be for what this same thread would have to do, so a wait whose condition is false would
// never end: it ends the program saying so (a bug), and a timed wait returns at once. A thread cannot be started.
#pragma once

#include <chrono>
#include <cstdio>
#include <cstdlib>

namespace sys {

inline constexpr bool kThreads = false;

[[noreturn]] inline void singleThreaded(const char* what) {
  std::fprintf(stderr, "fxlens: %s in the single-threaded WebAssembly build (a bug)\n", what);
  std::abort();
}

class Mutex {
 public:
  void lock() {}
  void unlock() {}
  bool try_lock() { return true; }
};

class Lock {
 public:
  explicit Lock(Mutex&) {}
  Lock(const Lock&) = delete;
  Lock& operator=(const Lock&) = delete;
};

class UniqueLock {
 public:
  explicit UniqueLock(Mutex&) {}
  UniqueLock(const UniqueLock&) = delete;
  UniqueLock& operator=(const UniqueLock&) = delete;
  void lock() { owns_ = true; }
  void unlock() { owns_ = false; }
  bool owns_lock() const { return owns_; }

 private:
  bool owns_ = true;
};

class CondVar {
 public:
  void notify_one() {}
  void notify_all() {}
  void wait(UniqueLock&) { singleThreaded("a wait for another thread"); }
  template <class Pred>
  void wait(UniqueLock&, Pred ready) {
    if (!ready()) singleThreaded("a wait for another thread");
  }
  template <class Rep, class Period, class Pred>
  bool wait_for(UniqueLock&, const std::chrono::duration<Rep, Period>&, Pred ready) {
    return ready();
  }
  template <class Clock, class Duration>
  void wait_until(UniqueLock&, const std::chrono::time_point<Clock, Duration>&) {}
  template <class Clock, class Duration, class Pred>
  bool wait_until(UniqueLock&, const std::chrono::time_point<Clock, Duration>&, Pred ready) {
    return ready();
  }
};

class Thread {
 public:
  Thread() = default;
  template <class F>
  explicit Thread(F&&) {
    singleThreaded("a thread started");
  }
  bool joinable() const { return false; }
  void join() {}
  void detach() {}
};

}  // namespace sys
