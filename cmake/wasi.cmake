# The WebAssembly build (wasm32-wasi; the preset wasm32-wasi of CMakePresets.json, docs/WASM.md): what differs from
# the native one. Included by CMakeLists.txt when the toolchain (cmake/toolchains/wasm32-wasi.cmake) says WASI.
#   - no tests (they run natively; the native build's ctest plays them against fxlens.wasm), no Graphviz helper,
#     no threads (server/platform/sync.h);
#   - nlohmann's headers alone, never the build machine's /usr/include;
#   - RE2 built for wasm32-wasi by packaging/deps/re2.sh, from FXLENS_RE2_PREFIX ($FXLENS_DEPS/wasm32-wasi);
#   - fxlens.wasm, a WASI reactor with the exports of server/cli/wasi_main.cpp, and the C++ exception runtime
#     (server/platform/wasi/), whose own test module is exceptions_test.wasm.
set(FXLENS_TESTS OFF CACHE BOOL "" FORCE)

include(${CMAKE_CURRENT_LIST_DIR}/DepsDir.cmake)
fxlens_nlohmann_headers_only()
# Its conversions of std::filesystem::path, which WASI's libc++ has not (nor do we convert paths to JSON).
target_compile_definitions(nlohmann_json::nlohmann_json INTERFACE JSON_HAS_FILESYSTEM=0 JSON_HAS_EXPERIMENTAL_FILESYSTEM=0)

set(FXLENS_RE2_PREFIX "${FXLENS_DEPS_DIR}/wasm32-wasi" CACHE PATH "RE2 built for wasm32-wasi (include/, lib/libre2.a)")
find_library(RE2_ARCHIVE NAMES libre2.a PATHS ${FXLENS_RE2_PREFIX}/lib NO_DEFAULT_PATH NO_CMAKE_FIND_ROOT_PATH)
if(NOT RE2_ARCHIVE OR NOT EXISTS ${FXLENS_RE2_PREFIX}/include/re2/re2.h)
  message(FATAL_ERROR "RE2 for wasm32-wasi not found in FXLENS_RE2_PREFIX=${FXLENS_RE2_PREFIX}: build it with "
                      "`FXLENS_DEPS=/some/dir packaging/deps/re2.sh wasm32-wasi` and configure with that FXLENS_DEPS")
endif()
set(RE2_INCLUDE_DIRS ${FXLENS_RE2_PREFIX}/include)

# Link options of both modules: a reactor (no main; the host calls _initialize, then the exports), the native
# main thread's 8 MiB of stack (wasm-ld's default is 64 KiB), and a memory that may grow to 4 GiB, all wasm32 has.
set(FXLENS_WASI_LINK_OPTIONS -mexec-model=reactor -Wl,-z,stack-size=8388608 -Wl,--max-memory=4294967296)
set(FXLENS_WASI_RUNTIME ${CMAKE_SOURCE_DIR}/server/platform/wasi/cxx_exceptions.cpp
                        ${CMAKE_SOURCE_DIR}/server/platform/wasi/memory_exports.cpp)

function(fxlens_wasi_modules)
  add_executable(fxlens server/cli/main.cpp server/cli/wasi_main.cpp server/cli/check_command.cpp
                 server/cli/memory_command.cpp server/cli/diff_command.cpp
                 server/cli/run_command.cpp ${FXLENS_WASI_RUNTIME})
  target_link_libraries(fxlens PRIVATE fxcli fxlsp)
  target_link_options(fxlens PRIVATE ${FXLENS_WASI_LINK_OPTIONS})
  add_executable(exceptions_test tests/wasm/exceptions_test.cpp ${FXLENS_WASI_RUNTIME})
  target_link_options(exceptions_test PRIVATE ${FXLENS_WASI_LINK_OPTIONS})
endfunction()
