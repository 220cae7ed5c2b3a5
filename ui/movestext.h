#pragma once
// A game's moves as text for an article: numbered moves ("1. e4 e5 2. Nf3 Nc6"; with four
// armies one number for each round), in the notation asked for (core/record/notation.h: the
// SAN-like text or Tressau's numbered squares, English or German piece letters), then the
// result. Lines hold at most `width` characters (0: one line); a move never leaves its number.

#include "core/record/game.h"

#include <QString>

// `result` ends the text ("1–0"); nothing is added when it is empty.
QString movesText(const kabir::Game& game, const kabir::Notation& notation, int width, const QString& result);
