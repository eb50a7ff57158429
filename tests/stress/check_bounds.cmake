# Complexity bounds of `fxlens check` (issue 28): a 20,000-node chain whose every step reads one input, and a
# 20,000-node forward returning every node with its backward, checked whole (--timeout 0). Each takes under a
# second; the ctest TIMEOUT (60 s) fails a check that is super-linear again (before: the chain was cubic, 5k nodes
# 66 s; the pair quadratic). Then the time limit: a limit too short to finish stops with exit 3 and says what was
# not checked. Invoked with -DFXLENS=<binary> -DPY=<python3> -DSRC=<source dir> -DOUT=<work dir> [-DNODES=<nodes,
# default 20000; the sanitizer build gives 5000: tests/stress/CMakeLists.txt>].
if(NOT DEFINED NODES)
  set(NODES 20000)
endif()
math(EXPR NAMES "3 * ${NODES} + 3")  # the chain's names: three per node, and the output's
file(MAKE_DIRECTORY ${OUT})
foreach(kind chain pair)
  execute_process(COMMAND ${PY} ${SRC}/tests/stress/make_chain.py ${kind} ${NODES} ${OUT}/${kind}.txt RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "make_chain.py ${kind}: ${rc}")
  endif()
  execute_process(COMMAND ${FXLENS} check --timeout 0 ${OUT}/${kind}.txt OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0 OR NOT out MATCHES "all answers checked, none failed")
    message(FATAL_ERROR "check of the ${kind}: exit '${rc}': ${out}${err}")
  endif()
endforeach()
execute_process(COMMAND ${FXLENS} check --timeout 0.000001 ${OUT}/chain.txt OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
if(NOT rc EQUAL 3 OR NOT out MATCHES "time limit reached \\(--timeout 1e-06\\): asked at [0-9]+ of ${NAMES} names; 0 of 1 files checked whole")
  message(FATAL_ERROR "check with a time limit too short: exit '${rc}' (want 3): ${out}${err}")
endif()
execute_process(COMMAND ${FXLENS} check --timeout x ${OUT}/chain.txt OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
if(NOT rc EQUAL 2)
  message(FATAL_ERROR "check --timeout x: exit '${rc}' (want 2)")
endif()
