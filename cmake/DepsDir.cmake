# Where packaging/deps puts its sources and builds ($FXLENS_DEPS, else .deps in the checkout: the same rule as
# packaging/deps/common.sh), and the one way a cross build takes nlohmann-json, which is header-only, from the build
# machine. Included by Deps.cmake (Linux targets) and wasi.cmake (WebAssembly).
if(DEFINED ENV{FXLENS_DEPS} AND NOT "$ENV{FXLENS_DEPS}" STREQUAL "")
  set(FXLENS_DEPS_DIR $ENV{FXLENS_DEPS})
else()
  set(FXLENS_DEPS_DIR ${CMAKE_SOURCE_DIR}/.deps)
endif()

# nlohmann_json::nlohmann_json from the build machine's /usr/include/nlohmann alone. Its CMake package would put all
# of /usr/include on the include path, and with it the build machine's C library headers: a folder of the build
# holding only a link to the nlohmann folder is offered instead.
function(fxlens_nlohmann_headers_only)
  set(dir ${CMAKE_BINARY_DIR}/nlohmann-only)
  if(NOT EXISTS /usr/include/nlohmann/json.hpp)
    message(FATAL_ERROR "nlohmann/json.hpp not found: apt-get install nlohmann-json3-dev")
  endif()
  file(MAKE_DIRECTORY ${dir})
  if(NOT EXISTS ${dir}/nlohmann)
    file(CREATE_LINK /usr/include/nlohmann ${dir}/nlohmann SYMBOLIC)
  endif()
  add_library(nlohmann_json::nlohmann_json INTERFACE IMPORTED GLOBAL)
  target_include_directories(nlohmann_json::nlohmann_json SYSTEM INTERFACE ${dir})
endfunction()
