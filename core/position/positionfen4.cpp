// The position format for more than two armies (resources/variants/README.md): ranks from
// the top separated by '/', each square a run of empty squares (a number), '*' for a square
// cut away, or a piece as army letter plus piece letter ("rK" Red's king); then the army to
// move, the hands ("rWgW", a count after the piece when more than one; "-" for none), the
// halfmove clock and the move number. Like chess.com's FEN4, but on our square names.

#include "core/position/position.h"

#include "core/position/fenboard.h"

#include <cctype>

namespace kabir {
namespace {

int armyWithLetter(const Ruleset& rules, char letter)
{
    for (Army a = 0; a < rules.armyCount(); ++a)
        if (rules.definition().armies[a].letter == letter)
            return a;
    return -1;
}

}  // namespace

Result<Position> Position::fromFen4(RulesetPtr rules, std::string_view fen)
{
    Position pos(rules);
    const Geometry& g = rules->geometry();
    const VariantDefinition& def = rules->definition();
    auto fail = [](const std::string& field, const std::string& why) {
        return Problem{"", 0, 0, field, "position " + why};
    };
    const std::vector<std::string> fields = splitFenFields(fen);
    if (fields.size() < 2 || fields.size() > 5)
        return fail("fields", "needs the board, the army to move and optionally hands and two counters");

    // Board: army letter and piece letter.
    auto read = [&](std::string_view text, Square) {
        const int army = armyWithLetter(*rules, text[0]);
        const int type
            = text.size() > 1 && std::isupper(static_cast<unsigned char>(text[1])) ? def.pieceTypeOf(text[1]) : -1;
        if (army < 0 || type < 0)
            return PieceToken{
                0, kEmpty, "has '" + std::string(text.substr(0, 2)) + "', not an army letter and a piece letter"};
        return PieceToken{2, makePiece(Army(army), PieceType(type)), ""};
    };
    auto problems = readFenBoard(fields[0], g, read, [&](Square s, Piece p) { pos.put(s, p); });
    if (!problems.empty())
        return problems;

    const int side = fields[1].size() == 1 ? armyWithLetter(*rules, fields[1][0]) : -1;
    if (side < 0)
        return fail("army to move", "army to move '" + fields[1] + "' is not an army letter");
    pos.m_side = Army(side);
    pos.m_state.key ^= rules->sideKey(pos.m_side);

    const std::string hands = fields.size() > 2 ? fields[2] : "-";
    for (std::size_t i = 0; hands != "-" && i < hands.size();) {
        const int army = armyWithLetter(*rules, hands[i]);
        const int type = i + 1 < hands.size() && std::isupper(static_cast<unsigned char>(hands[i + 1]))
            ? def.pieceTypeOf(hands[i + 1])
            : -1;
        if (army < 0 || type < 0)
            return fail("hands", "hands '" + hands + "' must be army letter and piece letter pairs, or '-'");
        if (!rules->canDrop(PieceType(type)))
            return fail("hands", "hands '" + hands + "' hold a '" + hands[i + 1] + "', a piece that is never dropped");
        i += 2;
        int count = 0;
        while (i < hands.size() && std::isdigit(static_cast<unsigned char>(hands[i])))
            count = std::min(count * 10 + (hands[i++] - '0'), int(Ruleset::kMaxHandCount));
        // The same piece may be named more than once ("rWrW3"): the limit is on the sum.
        count = pos.m_hand[army][type] + std::max(count, 1);
        if (count >= Ruleset::kMaxHandCount)
            return fail("hands", "hands hold too many pieces");
        pos.setHand(Army(army), PieceType(type), count);
    }
    if (fields.size() > 3 && !parseFenNumber(fields[3], pos.m_state.halfmoveClock))
        return fail("halfmove clock", "halfmove clock '" + fields[3] + "' is not a number");
    if (fields.size() > 4 && (!parseFenNumber(fields[4], pos.m_state.fullmove) || pos.m_state.fullmove < 1))
        return fail("move number", "move number '" + fields[4] + "' is not a positive number");
    return pos;
}

std::string Position::fen4() const
{
    const VariantDefinition& def = m_rules->definition();
    std::string out = writeFenBoard(geometry(), [&](Square s) {
        const Piece p = at(s);
        return p ? std::string{def.armies[armyOf(p)].letter, def.pieces[typeOf(p)].letter} : std::string();
    });
    out += ' ';
    out += def.armies[m_side].letter;
    std::string hands;
    for (Army a = 0; a < m_rules->armyCount(); ++a)
        for (PieceType t = 0; t < m_rules->pieceTypeCount(); ++t)
            if (m_hand[a][t]) {
                hands += std::string{def.armies[a].letter, def.pieces[t].letter};
                if (m_hand[a][t] > 1)
                    hands += std::to_string(m_hand[a][t]);
            }
    out += ' ' + (hands.empty() ? std::string("-") : hands);
    out += ' ' + std::to_string(m_state.halfmoveClock) + ' ' + std::to_string(m_state.fullmove);
    return out;
}

}  // namespace kabir
