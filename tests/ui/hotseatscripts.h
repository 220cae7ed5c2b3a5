#pragma once
// Scripted hot-seat games, one or more per built-in variant, each ending with a result of its
// own kind. The controller's test plays them as text, the click test by mouse on the board.

#include "core/variant/variantdefinition.h"

#include <gtest/gtest.h>

#include <ostream>
#include <string>
#include <vector>

struct HotSeatScript {
    const char* variant;
    kabir::OptionValues options;
    const char* fen;  // empty: the start position
    std::vector<const char*> moves;
    const char* finalFen;
    const char* kindId;
    const char* pgnResult;
    const char* text;
};

extern const std::vector<HotSeatScript> kHotSeatScripts;

void PrintTo(const HotSeatScript& s, std::ostream* os);
std::string hotSeatScriptName(const testing::TestParamInfo<HotSeatScript>& info);
