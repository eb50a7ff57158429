// Threads and locks of the native build: the standard library's (sync.h chooses).
#pragma once

#include <condition_variable>
#include <mutex>
#include <thread>

namespace sys {

inline constexpr bool kThreads = true;
using Mutex = std::mutex;
using Lock = std::lock_guard<std::mutex>;
using UniqueLock = std::unique_lock<std::mutex>;
using CondVar = std::condition_variable;
using Thread = std::thread;

}  // namespace sys
