#include "core/record/notation.h"

#include "core/position/leapcapture.h"
#include "core/position/movegen.h"
#include "core/record/leapnotation.h"
#include "core/record/notationforms.h"

#include <cctype>

namespace kabir {
namespace {

char letterOf(const Position& pos, PieceType type)
{
    return pos.rules().definition().pieces[type].letter;
}

// "+" after a check, "#" after a mate, in variants with check.
std::string checkMark(Position& pos, Move m)
{
    pos.doMove(m);
    std::string mark;
    if (pos.rules().hasCheck() && pos.inCheck(pos.sideToMove())) {
        MoveList replies;
        generateLegalMoves(pos, replies);
        mark.push_back(replies.empty() ? '#' : '+');
    }
    pos.undoMove();
    return mark;
}

}  // namespace

std::string armyPrefix(const Position& pos)
{
    if (pos.rules().armyCount() <= 2)
        return {};
    return {pos.rules().definition().armies[pos.sideToMove()].letter, ':'};
}

bool isCapture(const Position& pos, Move m)
{
    if (m.kind() == MoveKind::EnPassant)
        return true;
    if (pos.rules().leapCapture())
        return isLeapCapture(m);
    const bool boardMove
        = m.kind() == MoveKind::Normal || m.kind() == MoveKind::Promotion || m.kind() == MoveKind::KingLeap;
    return boardMove && m.from() != m.to() && pos.at(m.to());
}

std::string coordinateText(const Position& pos, Move m)
{
    const Geometry& g = pos.geometry();
    if (m.isNull())
        return "0000";  // a pass, as UCI writes the null move
    if (m.kind() == MoveKind::Drop)
        return std::string(1, letterOf(pos, m.pieceType())) + "@" + g.squareName(m.to())
            + (m.redeploys() ? g.squareName(m.aux()) : std::string());
    if (m.kind() == MoveKind::Remove)
        return "x@" + g.squareName(m.to());
    if (pos.rules().leapCapture())
        if (auto text = leapCoordinateText(pos, m))
            return *text;
    // Sittuyin's promotion with a step is written as Fairy-Stockfish writes it: "d5c4f".
    const bool stepFromPlace = m.hasSecondPart() && m.from() == m.to();
    std::string text = g.squareName(m.from()) + g.squareName(stepFromPlace ? m.aux() : m.to());
    // A piece that changes after moving names what it becomes only when it has a choice.
    const bool single = m.kind() == MoveKind::Promotion && m.from() != m.to()
        && pos.rules().becomesAfterMoving(typeOf(pos.at(m.from()))).size() == 1;
    if (m.kind() == MoveKind::Promotion && !single)
        text += char(std::tolower(static_cast<unsigned char>(letterOf(pos, m.pieceType()))));
    if (m.hasSecondPart() && !stepFromPlace)
        text += g.squareName(m.aux());
    if (m.kind() == MoveKind::Castling && pos.rules().castlings()[m.pieceType()].def.exchange)
        text += g.squareName(m.aux());
    return text;
}

std::string moveText(Position& pos, Move m)
{
    return moveText(pos, m, Notation{});
}

std::string moveText(Position& pos, Move m, const Notation& notation)
{
    std::string text;
    if (notation.system == MoveSystem::Numbered && pos.rules().definition().numbering.defined()) {
        text = numberedText(pos, m, notation.language);
    } else {
        MoveList legal;
        generateLegalMoves(pos, legal);
        text = standardText(pos, m, legal, notation.language);
    }
    return armyPrefix(pos) + text + checkMark(pos, m);
}

}  // namespace kabir
