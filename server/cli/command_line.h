// The `fxlens` command line (main.cpp): `analyze`, `render`, `check`, `memory`, `lsp`. Its entry points call it: main()
// in native_main.cpp, the WebAssembly module's fxlens_main export in wasi_main.cpp.
#pragma once

namespace cli {

// Runs the command `argv` names; returns the exit status.
int run(int argc, char** argv);

}  // namespace cli
