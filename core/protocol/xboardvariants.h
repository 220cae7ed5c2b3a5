#pragma once
// Kabir's variants as XBoard knows them. Chess is XBoard's "normal"; the others are
// engine-defined variants, which XBoard (4.8 and later) learns from the engine's reply to
// "variant NAME": a line "setup (TABLE) WxH+0_fairy FEN" — TABLE maps the variant's piece
// letters onto XBoard's piece types, which choose the pictures, by the pieces' movement (a
// Betza BN is drawn as an archbishop, RN as a marshall, QN as a unicorn) — and a line
// "piece L& BETZA" per type, from which XBoard highlights moves. XBoard shows two armies
// only: Chaturanga 4-84 is not offered. Nor is an option value that makes the game begin
// with a pre-game choice (Sultanspiel's array-chooser=black), which XBoard cannot relay.

#include "core/variant/variantfile.h"

#include <string>
#include <vector>

namespace kabir::protocol {

std::string xboardVariantName(const std::string& variantId);  // chess -> normal
std::string variantIdFromXBoard(const std::string& name);     // normal -> chess
bool xboardCanPlay(const VariantFile& variant);
// The values of an option that XBoard can offer.
std::vector<std::string> xboardOptionValues(const VariantFile& variant, const OptionDefinition& option);
// The "setup" and "piece" lines for a variant with its options applied; none for chess.
std::vector<std::string> xboardVariantLines(const VariantDefinition& definition);

}  // namespace kabir::protocol
