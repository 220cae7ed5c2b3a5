#pragma once
// [[first-moves]]: a move a piece makes only as its first move, from its army's first rank
// (Cambodian chess, Malay chess after Robinson). The right goes when its piece moves or is
// taken, takes a form without a first move, (where the rules say so) when an enemy piece of
// the aiming type moves onto its rank or file, or when its king is checked. No FEN field of its
// own: the castling field holds the rights by file after each army's castlings, as
// Fairy-Stockfish writes its gates ("DEde"). Its moves: the steps flagged Step::FirstMove.

#include "core/board/types.h"
#include "core/position/mechanics/statemechanic.h"

namespace kabir {

class FirstMoves final : public StateMechanic {
public:
    bool inVariant(const Ruleset& rules) const override;
    std::string_view fenName() const override { return {}; }
    void setDefault(Position&) const override { }  // the castling field, read before, sets it
    Result<bool> readField(Position& pos, std::string_view value) const override;
    std::string field(const Position&) const override { return {}; }
    std::string castlingLetters(const Position& pos, Army a) const override;
    Result<bool> readCastlingLetter(Position& pos, char c) const override;
    std::uint64_t key(const Position& pos) const override;
    bool sameState(const Position& a, const Position& b) const override;
    void fromSetup(Position& pos, const PositionSetup& setup) const override;
    void toSetup(const Position& pos, PositionSetup& setup) const override;
    void dropImpossible(const Position& pos, PositionSetup& setup) const override;
    EditorField editorField(const Ruleset& rules) const override;
    bool listsUnit(const Position& sketch, Square s) const override;
    std::vector<Square> listedUnits(const Ruleset& rules, const PositionSetup& setup) const override;
    void setListedUnits(const Ruleset& rules, PositionSetup& setup, std::vector<Square> units) const override;

    // Whether a right of `army` on `file` may be kept: a piece of the army with a first move
    // stands on that file of its first rank (and its king is not in check, where a check takes
    // the right).
    static bool possible(const Position& pos, Army army, int file);

    // The hook of doMove, asked while some piece holds its right: the rights move m ends.
    static void update(Position& pos, Move m);
};

}  // namespace kabir
