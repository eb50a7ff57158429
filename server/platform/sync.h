// Threads and locks, per target. The native build has the standard library's; WebAssembly (wasm32-wasi) has one
// thread and Debian's libc++ for it none of <mutex>, <condition_variable> or <thread>, so it gets locks that do
// nothing and a thread that cannot start. Code that runs there never waits for another thread: the server is
// host-driven (docs/ARCHITECTURE.md), and the threaded parts are compiled but not run. The one place that chooses.
#pragma once

#if defined(__wasi__)
#include "sync_wasi.h"
#else
#include "sync_native.h"
#endif
