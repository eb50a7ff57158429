# What the build's shipped binaries need from a user's machine, read from their ELF headers by the packaging check
# (CHECKER: packaging/elf_check.py, its CLI): fxlens and fxlens-layout must be static executables for MACHINE, so
# that they need no glibc at all (--max-glibc 2.28, RHEL 8's, holds them to it should they ever turn dynamic) and
# no library a user's machine may lack.
# Invoked by ctest with -DCHECKER= -DMACHINE=x86-64|aarch64 -DFXLENS= -DLAYOUT=.
set(FILES ${FXLENS} ${LAYOUT})
foreach(file ${FILES})
  if(NOT EXISTS ${file})
    message(FATAL_ERROR "no ${file} to check (the arm64 build: bash .ci/cross)")
  endif()
endforeach()
execute_process(COMMAND /usr/bin/python3 ${CHECKER} --max-glibc 2.28 ${FILES}
                OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
message("${out}${err}")
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "${CHECKER} exited ${rc}")
endif()
foreach(file ${FILES})
  string(FIND "${out}" "${file}: ${MACHINE}, static, max GLIBC none, NEEDED none" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "${file} is not a static ${MACHINE} executable that needs nothing")
  endif()
endforeach()
