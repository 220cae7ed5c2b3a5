// The position format for more than two armies (resources/variants/README.md): ranks from
// the top separated by '/', each square a run of empty squares (a number), '*' for a square
// cut away, or a piece as army letter plus piece letter ("rK" Red's king); then the army to
// move, the hands ("rWgW", a count after the piece when more than one; "-" for none), the
// halfmove clock and the move number. Like chess.com's FEN4, but on our square names.

#include "core/position.h"

#include <cctype>
#include <charconv>
#include <sstream>

namespace kabir {
namespace {

int armyWithLetter(const Ruleset& rules, char letter)
{
    for (Army a = 0; a < rules.armyCount(); ++a)
        if (rules.definition().armies[a].letter == letter)
            return a;
    return -1;
}

bool readNumber(const std::string& text, int& out)
{
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
    return ec == std::errc() && end == text.data() + text.size() && out >= 0;
}

}  // namespace

Result<Position> Position::fromFen4(RulesetPtr rules, std::string_view fen)
{
    Position pos(rules);
    const Geometry& g = rules->geometry();
    const VariantDefinition& def = rules->definition();
    auto fail = [](const std::string& field, const std::string& why) { return Problem{"", 0, 0, field, "position " + why}; };
    std::istringstream in{std::string(fen)};
    std::vector<std::string> fields;
    for (std::string f; in >> f;)
        fields.push_back(f);
    if (fields.size() < 2 || fields.size() > 5)
        return fail("fields", "needs the board, the army to move and optionally hands and two counters");

    int rank = g.ranks() - 1, file = 0;
    const std::string& board = fields[0];
    for (std::size_t i = 0; i < board.size(); ++i) {
        const char c = board[i];
        const std::string rankName = "board, rank " + std::to_string(rank + 1);
        if (c == '/') {
            if (file != g.files())
                return fail(rankName, "has " + std::to_string(file) + " squares, the board has " + std::to_string(g.files()) + " files");
            if (--rank < 0)
                return fail("board", "has too many ranks");
            file = 0;
            continue;
        }
        if (file >= g.files())
            return fail(rankName, "has more than " + std::to_string(g.files()) + " squares");
        if (std::isdigit(static_cast<unsigned char>(c))) {
            int count = 0;
            while (i < board.size() && std::isdigit(static_cast<unsigned char>(board[i])))
                count = count * 10 + (board[i++] - '0');
            --i;
            for (int k = 0; k < count; ++k, ++file)
                if (file >= g.files() || !g.isPlayable(g.square(file, rank)))
                    return fail(rankName, "counts a square that is cut away or off the board as empty");
            continue;
        }
        const Square s = g.square(file, rank);
        if (c == '*') {
            if (g.isPlayable(s))
                return fail(rankName, "marks " + g.squareName(s) + " as cut away");
            ++file;
            continue;
        }
        const int army = armyWithLetter(*rules, c);
        const int type = i + 1 < board.size() && std::isupper(static_cast<unsigned char>(board[i + 1])) ? def.pieceTypeOf(board[i + 1]) : -1;
        if (army < 0 || type < 0)
            return fail(rankName, "has '" + board.substr(i, 2) + "', not an army letter and a piece letter");
        if (!g.isPlayable(s))
            return fail(rankName, "puts a piece on the cut-away square " + g.squareName(s));
        pos.put(s, makePiece(Army(army), PieceType(type)));
        ++i;
        ++file;
    }
    if (rank != 0 || file != g.files())
        return fail("board", "must have " + std::to_string(g.ranks()) + " ranks of " + std::to_string(g.files()) + " squares");

    const int side = fields[1].size() == 1 ? armyWithLetter(*rules, fields[1][0]) : -1;
    if (side < 0)
        return fail("army to move", "army to move '" + fields[1] + "' is not an army letter");
    pos.m_side = Army(side);
    pos.m_state.key ^= rules->sideKey(pos.m_side);

    const std::string hands = fields.size() > 2 ? fields[2] : "-";
    for (std::size_t i = 0; hands != "-" && i < hands.size();) {
        const int army = armyWithLetter(*rules, hands[i]);
        const int type = i + 1 < hands.size() && std::isupper(static_cast<unsigned char>(hands[i + 1])) ? def.pieceTypeOf(hands[i + 1]) : -1;
        if (army < 0 || type < 0)
            return fail("hands", "hands '" + hands + "' must be army letter and piece letter pairs, or '-'");
        i += 2;
        int count = 0;
        while (i < hands.size() && std::isdigit(static_cast<unsigned char>(hands[i])))
            count = count * 10 + (hands[i++] - '0');
        count = std::max(count, 1);
        if (count >= Ruleset::kMaxHandCount)
            return fail("hands", "hands hold too many pieces");
        pos.setHand(Army(army), PieceType(type), pos.m_hand[army][type] + count);
    }
    if (fields.size() > 3 && !readNumber(fields[3], pos.m_state.halfmoveClock))
        return fail("halfmove clock", "halfmove clock '" + fields[3] + "' is not a number");
    if (fields.size() > 4 && (!readNumber(fields[4], pos.m_fullmove) || pos.m_fullmove < 1))
        return fail("move number", "move number '" + fields[4] + "' is not a positive number");
    return pos;
}

std::string Position::fen4() const
{
    const Geometry& g = geometry();
    const VariantDefinition& def = m_rules->definition();
    std::string out;
    for (int rank = g.ranks() - 1; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < g.files(); ++file) {
            const Square s = g.square(file, rank);
            if (g.isPlayable(s) && !at(s)) {
                ++empty;
                continue;
            }
            if (empty)
                out += std::to_string(empty);
            empty = 0;
            if (!g.isPlayable(s))
                out += '*';
            else
                out += std::string{def.armies[armyOf(at(s))].letter, def.pieces[typeOf(at(s))].letter};
        }
        if (empty)
            out += std::to_string(empty);
        if (rank > 0)
            out += '/';
    }
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
    out += ' ' + std::to_string(m_state.halfmoveClock) + ' ' + std::to_string(m_fullmove);
    return out;
}

}  // namespace kabir
