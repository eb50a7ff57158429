// The inputs a command line names: files, folders (their dump files), `-` for standard input; read with the
// bounds of fx/read_file.h. Shared by `fxlens analyze`, `render` and `check`.
#pragma once

#include <string>
#include <vector>

#include "fx/analysis.h"

namespace cli {

// The files the command line names: a folder stands for its dump files, in it and its subfolders (hidden ones
// skipped, at most 20,000, saying so), "-" for standard input. A file named twice is kept once, saying so.
std::vector<std::string> inputFiles(const std::vector<std::string>& paths);
// Their total size as stat gives it, before they are read (standard input and what cannot be stat'ed count 0).
size_t inputBytes(const std::vector<std::string>& files);
// Reads them; each one that cannot be read is reported on stderr, with why, and left out.
std::vector<fx::SourceFile> readInputs(const std::vector<std::string>& files);

// Writes `data` to the file `out` (`-`: standard output), checking every write and the close; on failure says
// why on stderr ("COMMAND: cannot write OUT: reason") and gives false.
bool writeOutput(const std::string& out, const std::string& data, const char* command);

}  // namespace cli
