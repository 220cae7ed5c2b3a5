#pragma once
// A variant with its options applied, written as a section of Fairy-Stockfish's variants.ini,
// so that the game can be played with software built on Fairy-Stockfish. The section uses the
// keys of Fairy-Stockfish 11.1 (Debian's; later versions read them too): its fixed piece types,
// matched by movement, and its largeboards build for boards over 8 x 8 (12 files and 10 ranks
// at most). A rule that changes the moves and that Fairy-Stockfish cannot express leaves no
// section at all; a result rule it cannot express is named in the section's comment, and
// Fairy-Stockfish then ends such games by its own rules.

#include "core/position/ruleset.h"

#include <string>
#include <vector>

namespace kabir::protocol {

struct FsfExport {
    std::string text;                      // comment lines and the section; empty when refused
    std::vector<std::string> refused;      // rules of the moves that Fairy-Stockfish cannot express
    std::vector<std::string> unexpressed;  // result rules left to Fairy-Stockfish's own
};

// `section` names the section (Fairy-Stockfish's UCI_Variant); `title` goes in its comment.
FsfExport exportFsfSection(const RulesetPtr& rules, const std::string& section, const std::string& title);

}  // namespace kabir::protocol
