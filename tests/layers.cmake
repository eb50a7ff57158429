# The layers, enforced (docs/ARCHITECTURE.md): each folder may include only what its layer may know.
#   server/fx            the FX engine: the standard library and itself. No JSON, no LSP, no renderer, no editor.
#   server/editor        editor features and their snapshot: the engine and the renderer's plan; no JSON, no LSP
#                        types, no JSON-RPC, nothing of the server (server/lsp).
#   server/render        the picture: the engine and Graphviz; no JSON, no LSP, nothing of the editor.
#   protocol             JSON-RPC and LSP types: nothing of fxlens's own (but the platform's locks).
#   server/platform      what differs between targets (threads, files, heap): the standard library and C only.
# Invoked by ctest with -DSRC=<source dir>. Fails listing every include that crosses a layer.
set(violations "")
function(check folder pattern why)
  file(GLOB_RECURSE files ${SRC}/${folder}/*.h ${SRC}/${folder}/*.cpp)
  foreach(f ${files})
    file(STRINGS ${f} lines REGEX "^[ \t]*#[ \t]*include")
    foreach(line ${lines})
      if(line MATCHES "${pattern}")
        file(RELATIVE_PATH rel ${SRC} ${f})
        set(violations "${violations}\n  ${rel}: ${line}  (${why})")
      endif()
    endforeach()
  endforeach()
  set(violations "${violations}" PARENT_SCOPE)
endfunction()

set(json_lsp "nlohmann|jsonrpc\\.h|lsp_types\\.h|\"position\\.h|text_store\\.h|router\\.h")
set(server_parts "server\\.h|workspace\\.h|siblings\\.h|handlers|file_uri\\.h")
check(server/fx "${json_lsp}|${server_parts}|render/|features/|snapshot\\.h|graphviz|gvc" "the engine knows nothing of JSON, LSP, the renderer or the editor")
check(server/editor "${json_lsp}|${server_parts}" "features return our own types; conversion to LSP is the server's")
check(server/render "${json_lsp}|${server_parts}|features/|snapshot\\.h" "the renderer knows nothing of JSON, LSP or the editor")
check(protocol "fx/|features/|render/|snapshot\\.h|${server_parts}" "the protocol layer knows nothing of fxlens")
check(server/platform "\"(fx|features|render|editor|lsp|cli)/|${json_lsp}|${server_parts}|snapshot\\.h" "the platform layer is below everything")
if(NOT violations STREQUAL "")
  message(FATAL_ERROR "includes that cross a layer:${violations}")
endif()
