# One bounded libFuzzer run (ctest fuzz.engine / fuzz.lsp): cmake -DFUZZER=<binary> -DNAME=<target>
#   -DSEEDS=<seed dir> -DREGRESSIONS=<regression dir> -DWORK=<dir in the build tree> [-DDICT=<file>] -P run_fuzzer.cmake
# The seeds are copied to WORK/corpus (libFuzzer adds what it finds there; the source tree is never written), the
# regressions are read as a second corpus. Duration: $FXLENS_FUZZ_SECONDS (default 60). A crash, leak, timeout
# (-timeout=10 s per input) or out-of-memory (-rss_limit_mb=2048) fails the test; the reproducer stays in
# WORK/artifacts and its path is printed with the command that replays it. libFuzzer's whole output is in
# WORK/fuzz.log; the summary (and on failure the end of the log, with the report) is printed.
foreach(v FUZZER NAME SEEDS REGRESSIONS WORK)
  if(NOT DEFINED ${v})
    message(FATAL_ERROR "run_fuzzer.cmake: -D${v}=... is required")
  endif()
endforeach()
set(seconds 60)
if(DEFINED ENV{FXLENS_FUZZ_SECONDS} AND NOT "$ENV{FXLENS_FUZZ_SECONDS}" STREQUAL "")
  set(seconds "$ENV{FXLENS_FUZZ_SECONDS}")
  if(NOT seconds MATCHES "^[0-9]+$")
    message(FATAL_ERROR "FXLENS_FUZZ_SECONDS must be a whole number of seconds, not '${seconds}'")
  endif()
endif()

file(REMOVE_RECURSE "${WORK}/corpus" "${WORK}/artifacts")
file(MAKE_DIRECTORY "${WORK}/corpus" "${WORK}/artifacts")
file(GLOB seeds "${SEEDS}/*")
file(COPY ${seeds} DESTINATION "${WORK}/corpus")

set(args -max_total_time=${seconds} -timeout=10 -rss_limit_mb=2048 -print_final_stats=1
         -artifact_prefix=${WORK}/artifacts/)
if(DEFINED DICT)
  list(APPEND args -dict=${DICT})
endif()
set(dirs ${WORK}/corpus)
if(IS_DIRECTORY ${REGRESSIONS})  # libFuzzer stops on a corpus folder that does not exist
  list(APPEND dirs ${REGRESSIONS})
endif()
set(log "${WORK}/fuzz.log")
string(REPLACE ";" " " shown "${FUZZER} ${args} ${dirs}")
message(STATUS "fuzz ${NAME} for ${seconds} s: ${shown}")
execute_process(COMMAND ${FUZZER} ${args} ${dirs}
                WORKING_DIRECTORY ${WORK} RESULT_VARIABLE rc OUTPUT_FILE ${log} ERROR_FILE ${log})

file(STRINGS ${log} lines REGEX "^(#[0-9]+[ \t]+(INITED|DONE)|Done [0-9]+ runs|stat::|INFO: seed corpus)")
foreach(l ${lines})
  message(STATUS "  ${l}")
endforeach()
file(GLOB found "${WORK}/artifacts/*")
list(LENGTH found nfound)
file(GLOB corpus "${WORK}/corpus/*")
list(LENGTH corpus ncorpus)
message(STATUS "fuzz ${NAME}: exit ${rc}, corpus ${ncorpus} files (${WORK}/corpus), ${nfound} artifacts, log ${log}")
if(NOT rc EQUAL 0 OR nfound GREATER 0)
  file(STRINGS ${log} all)
  list(LENGTH all n)
  math(EXPR from "${n} - 150")
  if(from LESS 0)
    set(from 0)
  endif()
  list(SUBLIST all ${from} -1 tail)
  string(REPLACE ";" "\n" tail "${tail}")
  message("---- end of ${log} ----\n${tail}\n----")
  foreach(f ${found})
    message("reproducer: ${f}\n  replay: ${FUZZER} ${f}\n"
            "  once fixed, keep it: copy it to tests/fuzz/regressions/${NAME}/")
  endforeach()
  message(FATAL_ERROR "fuzz ${NAME} failed (exit ${rc})")
endif()
