# The WebAssembly build's C++ exception runtime (server/platform/wasi/cxx_exceptions.cpp): its test module run by
# the JS host passes every check, and an exception leaving a noexcept function ends it through std::terminate
# saying which one (exit 134, the module's abort). Invoked by ctest with -DWASM_DIR -DNODE.
include(${CMAKE_CURRENT_LIST_DIR}/module.cmake)
execute_process(COMMAND ${HOST} ${WASM_DIR}/exceptions_test.wasm OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc
                TIMEOUT 60)
string(REGEX MATCHALL "PASS [^\n]*" passed "${out}")
list(LENGTH passed n)
if(NOT rc EQUAL 0 OR NOT out MATCHES "\n0 failed\n" OR n LESS 20)
  message(FATAL_ERROR "exceptions_test: exit '${rc}', ${n} checks passed:\n${out}${err}")
endif()
execute_process(COMMAND ${HOST} ${WASM_DIR}/exceptions_test.wasm terminate OUTPUT_VARIABLE out ERROR_VARIABLE err
                RESULT_VARIABLE rc TIMEOUT 60)
if(NOT rc EQUAL 134 OR NOT err MATCHES "terminate called after throwing an instance of 'std::runtime_error'\n  what\\(\\):  boom")
  message(FATAL_ERROR "an exception leaving a noexcept function: exit '${rc}' (want 134), stderr:\n${err}")
endif()
message(STATUS "${n} checks passed; terminate names the exception")
