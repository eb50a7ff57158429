// `fxlens analyze` output: the engine's Analysis turned into JSON or a readable report (the CLI's edge).
#pragma once

#include <iosfwd>

#include "fx/analysis.h"

namespace cli {

void writeJson(const fx::Analysis& a, std::ostream& out);
void writeText(const fx::Analysis& a, std::ostream& out);

}  // namespace cli
