#pragma once
// Piece letters in the reader's language. A variant file gives each piece its letter (the
// English one, used in FEN, coordinate notation and the program's move text) and may give it
// letters in other languages (`letters = { de = "D" }`, resources/variants/README.md); a
// language is complete for a variant when every piece has a letter in it, and its letters
// never clash (the file check enforces both).

#include "core/board/types.h"

#include <string>
#include <string_view>
#include <vector>

namespace kabir {

struct VariantDefinition;

// The languages, as two-letter codes ("de"), in which the variant names every piece.
std::vector<std::string> letterLanguages(const VariantDefinition& def);
bool hasLetters(const VariantDefinition& def, std::string_view language);
// The piece's letter in `language`; its own letter for "" or a language the variant lacks.
char pieceLetter(const VariantDefinition& def, PieceType type, std::string_view language);
// The type whose letter in `language` is `letter`, in either case (the variant's own letters
// for "" or a language it lacks); -1 when none.
int pieceTypeOfLetter(const VariantDefinition& def, char letter, std::string_view language);

}  // namespace kabir
