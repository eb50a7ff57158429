# What every ctest of the WebAssembly build checks first (included by the wasm.* scripts): the module and the JS host
# that runs it exist, else the test fails saying how to build them. -DWASM_DIR=<build-wasm> -DNODE=<node>.
foreach(f ${WASM_DIR}/fxlens.wasm ${WASM_DIR}/exceptions_test.wasm ${WASM_DIR}/wasm-server.js)
  if(NOT EXISTS ${f})
    message(FATAL_ERROR "${f} does not exist: build the WebAssembly server and its host with bash .ci/wasm "
                        "(cmake --preset wasm32-wasi && cmake --build --preset wasm32-wasi, then the host bundle)")
  endif()
endforeach()
if(NOT NODE)
  message(FATAL_ERROR "node not found: bash .ci/setup installs it")
endif()
set(HOST ${NODE} ${WASM_DIR}/wasm-server.js)
