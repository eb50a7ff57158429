# Third-party libraries of a build, from the prefix packaging/deps/build.sh fills: FXLENS_DEPS_PREFIX, by default
# $FXLENS_DEPS/<target> (else .deps/<target> in the checkout), <target> being x86_64-linux-gnu or aarch64-linux-gnu;
# bash .ci/setup (this machine) and .ci/cross (arm64) build it first. Defines
#   graphviz_static               the static Graphviz (and expat) of fxlens-layout, with its plugins linked in
#                                 (graphviz.cpp lists them for gvContextPlugins): nothing is loaded at run time
#   RE2_ARCHIVE, RE2_INCLUDE_DIRS the static RE2: Debian's libre2-dev natively, the prefix's in a cross build
#   nlohmann_json::nlohmann_json  header-only: in a cross build, the build machine's headers (see below)
include(${CMAKE_CURRENT_LIST_DIR}/DepsDir.cmake)
set(FXLENS_DEPS_PREFIX "${FXLENS_DEPS_DIR}/${CMAKE_SYSTEM_PROCESSOR}-linux-gnu" CACHE PATH
    "Where packaging/deps/build.sh installed this target's static libraries (include/, lib/)")
set(FXLENS_GRAPHVIZ_PREFIX "${FXLENS_DEPS_PREFIX}" CACHE PATH "Prefix of the static Graphviz and expat")
if(CMAKE_CROSSCOMPILING)
  set(_re2_default "${FXLENS_DEPS_PREFIX}")
endif()
set(FXLENS_RE2_PREFIX "${_re2_default}" CACHE PATH
    "Prefix of a static RE2 (include/, lib/libre2.a); empty: the system's, found with pkg-config")

function(fxlens_need_file file)
  if(NOT EXISTS ${file})
    message(FATAL_ERROR "no ${file}: build the static libraries first with packaging/deps/build.sh "
                        "${CMAKE_SYSTEM_PROCESSOR}-linux-gnu (bash .ci/setup does), or set the prefix (${ARGN})")
  endif()
endfunction()

# Graphviz in link order: the plugins need gvc, gvc needs the rest, cgraph needs cdt, HTML-like labels need expat.
set(_gv ${FXLENS_GRAPHVIZ_PREFIX}/lib)
set(_gv_archives ${_gv}/graphviz/libgvplugin_dot_layout.a ${_gv}/graphviz/libgvplugin_neato_layout.a
    ${_gv}/graphviz/libgvplugin_core.a ${_gv}/libgvc.a ${_gv}/libpathplan.a ${_gv}/libcgraph.a ${_gv}/libcdt.a
    ${_gv}/libexpat.a)
foreach(archive ${_gv_archives})
  fxlens_need_file(${archive} FXLENS_GRAPHVIZ_PREFIX)
endforeach()
add_library(graphviz_static INTERFACE)
target_include_directories(graphviz_static SYSTEM INTERFACE ${FXLENS_GRAPHVIZ_PREFIX}/include)
target_link_libraries(graphviz_static INTERFACE ${_gv_archives} m)

# RE2 for user patterns (the preview's search: linear time, bounded memory), from its static archive: fxlens is
# linked statically, and the binary shipped must not need libre2.so on the user's machine.
if(FXLENS_RE2_PREFIX)
  set(RE2_ARCHIVE ${FXLENS_RE2_PREFIX}/lib/libre2.a)
  set(RE2_INCLUDE_DIRS ${FXLENS_RE2_PREFIX}/include)
  fxlens_need_file(${RE2_ARCHIVE} FXLENS_RE2_PREFIX)
else()
  find_package(PkgConfig REQUIRED)
  pkg_check_modules(RE2 REQUIRED re2)
  find_library(RE2_ARCHIVE NAMES libre2.a HINTS ${RE2_LIBRARY_DIRS} REQUIRED)
endif()

# nlohmann-json is header-only: a cross build uses the build machine's headers, alone (DepsDir.cmake).
find_package(nlohmann_json 3.10 QUIET)
if(NOT nlohmann_json_FOUND AND CMAKE_CROSSCOMPILING)
  fxlens_nlohmann_headers_only()
elseif(NOT nlohmann_json_FOUND)
  find_package(nlohmann_json 3.10 REQUIRED)  # says what is missing
endif()
