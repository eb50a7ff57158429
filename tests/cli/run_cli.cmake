# Runs the real `fxlens run` (docs/RUN.md) on the real torch 2.15 runs of tests/corpus/run: two ranks whose programs
# differ (flagged, at the first differing node), one process that recompiled twice (the reasons, from the TORCH_TRACE
# artifact), the JSON, and the errors. Invoked with -DFXLENS=<binary> -DSRC=<source dir>.
function(fail msg)
  message(FATAL_ERROR "${msg}")
endfunction()
set(R ${SRC}/tests/corpus/run/2.15.0)

execute_process(COMMAND ${FXLENS} run ${R}/ranks/trace OUTPUT_VARIABLE out RESULT_VARIABLE rc)
if(NOT rc EQUAL 0 OR NOT out MATCHES "^rank 0\n" OR NOT out MATCHES "\nrank 1\n"
   OR NOT out MATCHES "Ranks whose graphs differ \\(8\\)"
   OR NOT out MATCHES "\\[0/0\\] aot_forward_graph: rank 0 [^ ]+#3 and rank 1 [^ ]+#3 differ first at `t_1` \\(t, line [0-9]+\\) / `detach`")
  fail("ranks (${rc}): ${out}")
endif()

execute_process(COMMAND ${FXLENS} run --json ${R}/recompile/trace OUTPUT_VARIABLE out RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  fail("run --json exited with ${rc}")
endif()
string(JSON ranks LENGTH "${out}" ranks)
string(JSON rank TYPE "${out}" ranks 0 rank)
string(JSON compiles LENGTH "${out}" ranks 0 compiles)
string(JSON id2 GET "${out}" ranks 0 compiles 2 id)
string(JSON why GET "${out}" ranks 0 compiles 2 reasons 0)
string(JSON graphs LENGTH "${out}" ranks 0 compiles 2 graphs)
string(JSON divergences LENGTH "${out}" divergences)
if(NOT ranks EQUAL 1 OR NOT rank STREQUAL "NULL" OR NOT compiles EQUAL 3 OR NOT id2 STREQUAL "0/2"
   OR NOT why STREQUAL "tensor 'x' dtype mismatch. expected Float, actual Double" OR graphs LESS 3 OR NOT divergences EQUAL 0)
  fail("recompile: ${ranks} ranks (${rank}), ${compiles} compiles, [${id2}] ${why}, ${graphs} graphs, ${divergences} divergences: ${out}")
endif()

foreach(case "1;nothing could be read;${R}/no/such/folder" "2;no input" "2;unknown option;--bogus;${R}/ranks")
  list(POP_FRONT case want msg)
  execute_process(COMMAND ${FXLENS} run ${case} OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
  if(NOT rc EQUAL want OR NOT err MATCHES "${msg}")
    fail("run ${case}: exit ${rc} (want ${want}), stderr: ${err}")
  endif()
endforeach()
