# The command line of fxlens.wasm (run by the JS host) against the native fxlens on the same inputs: byte for byte
# the same `analyze --json` and text report, `memory --json` and `--version`; a folder read through the module's
# file system (a walk, stat, relative paths from PWD). Invoked by ctest with -DFXLENS -DSRC -DWASM_DIR -DNODE.
include(${CMAKE_CURRENT_LIST_DIR}/module.cmake)
set(c tests/corpus)
set(cases
  "--version"
  "analyze --json ${c}/torch113/mlp_nll/aot_default/fwd.code.txt ${c}/torch113/mlp_nll/aot_default/bwd.code.txt"
  "analyze --json ${c}/torch113/big_transformer/aot_default"
  "analyze --json ${c}/torch113/cnn"
  "analyze ${c}/torch2x"
  "analyze --json examples/aot_graphs_log.txt"
  "memory --json ${c}/torch113/mlp_nll/aot_default")
foreach(case ${cases})
  separate_arguments(args UNIX_COMMAND "${case}")
  execute_process(COMMAND ${FXLENS} ${args} WORKING_DIRECTORY ${SRC} OUTPUT_VARIABLE native RESULT_VARIABLE nrc TIMEOUT 120)
  execute_process(COMMAND ${HOST} ${WASM_DIR}/fxlens.wasm ${args} WORKING_DIRECTORY ${SRC}
                  OUTPUT_VARIABLE wasm ERROR_VARIABLE err RESULT_VARIABLE wrc TIMEOUT 120)
  string(LENGTH "${native}" bytes)
  if(NOT nrc EQUAL wrc OR NOT native STREQUAL wasm OR bytes LESS 10)
    file(WRITE ${OUT}/native.txt "${native}")
    file(WRITE ${OUT}/wasm.txt "${wasm}")
    message(FATAL_ERROR "fxlens ${case}: native exit ${nrc}, wasm exit ${wrc}, ${bytes} bytes; outputs differ: "
                        "diff ${OUT}/native.txt ${OUT}/wasm.txt\n${err}")
  endif()
  message(STATUS "identical (${bytes} bytes): fxlens ${case}")
endforeach()
