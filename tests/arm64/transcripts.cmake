# Every LSP transcript (tests/lsp/transcripts) played by this machine's runner (RUNNER) against the linux-arm64
# server (ARM64/fxlens, from .ci/cross) under qemu-user (QEMU), its preview pictures drawn by the arm64 helper.
# Invoked by ctest with -DQEMU= -DARM64= -DRUNNER= -DSRC=.
foreach(file ${ARM64}/fxlens ${ARM64}/fxlens-layout)
  if(NOT EXISTS ${file})
    message(FATAL_ERROR "no ${file}: the linux-arm64 build is missing; make it with `bash .ci/cross`")
  endif()
endforeach()
if(NOT QEMU)
  message(FATAL_ERROR "qemu-aarch64-static not found: apt-get install qemu-user-static (bash .ci/setup installs it)")
endif()
set(ENV{FXLENS_SERVER_LAUNCHER} ${QEMU})
set(ENV{FXLENS_BINARY} ${ARM64}/fxlens)
set(ENV{FXLENS_LAYOUT} ${SRC}/tests/arm64/layout_under_qemu.sh)
set(ENV{FXLENS_ARM64_LAYOUT} ${ARM64}/fxlens-layout)
set(ENV{QEMU} ${QEMU})
set(ENV{FXLENS_LSP_TEST_TIMEOUT_MS} 30000)  # qemu runs the server several times slower
# The native server's scenarios: not the [wasi] ones, which check what only the WebAssembly server does.
execute_process(COMMAND ${RUNNER} "[transcript]~[wasi]" RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "transcripts against the arm64 server: exit ${rc}")
endif()
