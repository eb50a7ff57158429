# The JS host's unit tests (vscode-extension/src/test/wasmHost.test.ts: our WASI, the paths, the module's command
# line, a crash, an LSP session) with FXLENS_WASM set, so that none of them is skipped. Invoked by ctest with
# -DWASM_DIR -DNODE -DSRC.
include(${CMAKE_CURRENT_LIST_DIR}/module.cmake)
set(ext ${SRC}/vscode-extension)
execute_process(COMMAND ${ext}/node_modules/.bin/tsc -p . WORKING_DIRECTORY ${ext} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "tsc failed (npm ci in vscode-extension first: bash .ci/setup):\n${out}")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} -E env FXLENS_WASM=${WASM_DIR}/fxlens.wasm ${NODE} --test out/test/wasmHost.test.js
                WORKING_DIRECTORY ${ext} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out TIMEOUT 240)
if(NOT rc EQUAL 0 OR NOT out MATCHES "# skipped 0" OR NOT out MATCHES "# fail 0")
  message(FATAL_ERROR "the host's unit tests: exit ${rc}\n${out}")
endif()
string(REGEX MATCH "# pass [0-9]+" passed "${out}")
message(STATUS "${passed}")
