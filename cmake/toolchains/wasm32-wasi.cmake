# WebAssembly (wasm32-wasi) with Debian 12's packages: clang-16, lld-16, wasi-libc, libc++-16-dev-wasm32,
# libc++abi-16-dev-wasm32, libclang-rt-16-dev-wasm32 (.ci/setup installs them). Debian puts the C library under
# /usr/include/wasm32-wasi and /usr/lib/wasm32-wasi and libc++'s headers under
# /usr/lib/llvm-16/include/wasm32-wasi/c++/v1. With --sysroot=/usr clang would also search the build machine's own
# /usr/include (a header wasi-libc lacks, such as pthread.h, would silently come from glibc): -nostdlibinc drops
# every system folder and the two WASI ones are named instead.
# C++ exceptions use the WebAssembly exception-handling instructions (-fwasm-exceptions); Debian's libc++abi for
# wasm32 is built without them, so the runtime they need comes from the project (server/platform/wasi/).
list(APPEND CMAKE_MODULE_PATH "${CMAKE_CURRENT_LIST_DIR}/..")
set(CMAKE_SYSTEM_NAME WASI)
set(CMAKE_SYSTEM_VERSION 1)
set(CMAKE_SYSTEM_PROCESSOR wasm32)
set(FXLENS_WASI_TRIPLE wasm32-wasi)
set(CMAKE_C_COMPILER clang-16)
set(CMAKE_CXX_COMPILER clang++-16)
set(CMAKE_AR llvm-ar-16 CACHE FILEPATH "")
set(CMAKE_RANLIB llvm-ranlib-16 CACHE FILEPATH "")
set(CMAKE_C_COMPILER_TARGET ${FXLENS_WASI_TRIPLE})
set(CMAKE_CXX_COMPILER_TARGET ${FXLENS_WASI_TRIPLE})
set(CMAKE_SYSROOT /usr)
set(CMAKE_C_STANDARD_INCLUDE_DIRECTORIES /usr/include/wasm32-wasi)
set(CMAKE_CXX_STANDARD_INCLUDE_DIRECTORIES /usr/lib/llvm-16/include/wasm32-wasi/c++/v1 /usr/include/wasm32-wasi)
set(CMAKE_C_FLAGS_INIT "-nostdlibinc")
set(CMAKE_CXX_FLAGS_INIT "-nostdlibinc -fwasm-exceptions")
# (-nostdlibinc, in the flags above, reaches the link too, where it means nothing.)
set(CMAKE_EXE_LINKER_FLAGS_INIT "-fuse-ld=lld -L/usr/lib/llvm-16/lib/wasm32-wasi -fwasm-exceptions -Wno-unused-command-line-argument")
# Only the WASI sysroot's libraries and headers, never the build machine's.
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)
# A test program cannot run here: try_compile links a static library instead of an executable.
set(CMAKE_TRY_COMPILE_TARGET_TYPE STATIC_LIBRARY)
