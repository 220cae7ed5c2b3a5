#pragma once
// A game being played: the variant with its option values, the current position with its
// history, and the decision some variants ask for before the first move (Sultanspiel:
// Black chooses the array). Moves and choices are given as text; the outcome is adjudicated
// after every move. kabir-cli play and the GUI's controller both work through it.

#include "core/rules/adjudication.h"
#include "core/record/notation.h"
#include "core/position/position.h"
#include "core/variant/variantfile.h"

#include <string>
#include <string_view>
#include <vector>

namespace kabir {

class Game {
public:
    static Result<Game> create(const VariantFile& variant, const OptionValues& options, const std::string& fen = {});
    // A game of the same variant and options from the position `fen` (the start position when
    // empty, with its pre-game choice), sharing this game's compiled rules: no compiling again.
    Result<Game> sameRules(const std::string& fen = {}) const;

    const Position& position() const { return m_position; }
    Position& position() { return m_position; }
    const OptionValues& options() const { return m_options; }
    const VariantFile& variant() const { return *m_variant; }
    // The pre-game choice made ("" when none was asked for or it is still to be made).
    const std::string& choiceMade() const { return m_choice; }

    // Before the first move, the army that must choose, and its choices as text such as
    // "array=tressau-fig4,king-targets=off"; -1 / empty when there is nothing to choose.
    int choosingArmy() const { return m_choosing ? m_definition.preGameChoice.army : -1; }
    std::vector<std::string> choices() const;

    // Plays a move (coordinate notation or move text, read with the letters of `notation`)
    // or, while choosing, a choice.
    Result<bool> play(std::string_view text, const Notation& notation = Notation{});
    // The legal moves in coordinate notation (or the choices); none once the game is over.
    std::vector<std::string> legalMoves();
    Outcome outcome();

    // Takes back the last move; false when there is none (the pre-game choice stays made).
    bool undo();
    int plyCount() const { return m_position.historyLength(); }
    Move moveAt(int ply) const;  // the move number ply + 1 of the game
    // The position after the first `ply` moves (0 = the start), for viewing earlier positions.
    Position positionAt(int ply) const;

private:
    Game(const VariantFile& variant, OptionValues options, VariantDefinition definition, Position position);
    Result<bool> choose(const std::string& choice);

    const VariantFile* m_variant;
    OptionValues m_options;
    VariantDefinition m_definition;
    Position m_position;
    bool m_choosing = false;
    std::string m_choice;
};

}  // namespace kabir
