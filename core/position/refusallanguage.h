#pragma once
// The words a refusal's sentence is written in: English, or the window's language. A refusal
// (why a move, core/rules/refusal.h, or a set-up position, setupcheck.h, is not allowed) is
// written once as an English format marked KABIR_TRANSLATE_NOOP("RefusalText", …), whose places
// %1, %2, … take the words it names; the language translates the format and names the pieces
// and armies.

#include "core/variant/variantdefinition.h"

#include <string>
#include <vector>

namespace kabir {

class RefusalLanguage {
public:
    virtual ~RefusalLanguage() = default;
    // The translation of an English format marked KABIR_TRANSLATE_NOOP("RefusalText", …).
    virtual std::string text(const char* english) const = 0;
    // A piece's and an army's name inside a sentence.
    virtual std::string pieceName(const PieceDefinition& piece) const = 0;
    virtual std::string armyName(const ArmyDefinition& army) const = 0;
    // "e5, f5, e6 and f6"
    virtual std::string list(const std::vector<std::string>& items) const = 0;
    // A piece's moves in words ("one square forward …"), or "" where the language has none.
    virtual std::string movesInWords(const PieceDefinition&) const { return {}; }
    // A sentence of a rule the game's rule set decides (promotion), which may name the set.
    virtual std::string ruleSetRule(const std::string& sentence) const { return sentence; }
};

// English, as the formats are written: piece names in lower case inside a sentence.
const RefusalLanguage& englishRefusals();

// Fills the places %1 to %9 of `format` in one pass, so that a word holding "%1" stays as it is;
// an English "a" before a place becomes "an" when the word begins with a vowel.
std::string fillPlaces(const std::string& format, const std::vector<std::string>& words);

}  // namespace kabir
