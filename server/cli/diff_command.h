// `fxlens diff A [B]`: what changed between two compiles, node by node (fx/graph_diff.h, docs/DIFF.md).
#pragma once

#include <string>
#include <vector>

int diffCommand(const std::vector<std::string>& args);
