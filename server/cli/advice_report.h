// The recompute advice and the partition comparison as text and as JSON (fxlens memory --advise / --compare).
#pragma once

#include <ostream>

#include "fx/recompute_advice.h"
#include "json_writer.h"

namespace cli {

void writeAdviceText(std::ostream& os, const fx::Analysis& a, const fx::PairAdvice& advice);
void writeAdviceJson(std::ostream& os, const fx::Analysis& a, const fx::PairAdvice& advice);
void writeAdviceJson(JsonWriter& w, const fx::Analysis& a, const fx::PairAdvice& advice);  // one value, in a document
void writeComparisonText(std::ostream& os, const fx::PartitionComparison& c, const std::string& nameA,
                         const std::string& nameB);
void writeComparisonJson(std::ostream& os, const fx::PartitionComparison& c, const std::string& nameA,
                         const std::string& nameB);
void writeComparisonJson(JsonWriter& w, const fx::PartitionComparison& c, const std::string& nameA,
                         const std::string& nameB);

}  // namespace cli
