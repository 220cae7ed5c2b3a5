#pragma once
// Positions of Shatra for its tests (shatra_test.cpp, shatra_readings_test.cpp): the rules with
// options, positions from the units on named squares, the legal moves in the draughts-style text.

#include "core/rules/rulesetcompiler.h"
#include "tests/core/testpositions.h"

#include <gtest/gtest.h>

#include <cctype>
#include <map>
#include <set>
#include <string>

// In a namespace of their own: other tests' headers have helpers of these names (sq, at).
namespace kabir::test::shatrapositions {

inline RulesetPtr shatra(const OptionValues& options = {})
{
    static const VariantFile& file = *VariantCatalog::builtIn().find("shatra");
    const auto resolved = file.resolveOptions(options);
    EXPECT_TRUE(resolved.ok()) << resolved.errorText();
    const auto definition = file.definition(resolved.value());
    EXPECT_TRUE(definition.ok()) << definition.errorText();
    auto compiled = compileRuleset(definition.value());
    EXPECT_TRUE(compiled.ok()) << compiled.errorText();
    return compiled.value();
}

// A position with the units on the named squares ("Kd4", "pd11": upper case White), `rest`
// the FEN's fields after the board.
inline Position with(
    std::initializer_list<const char*> units, const char* rest = "w - - 0 1", const OptionValues& options = {})
{
    const RulesetPtr r = shatra(options);
    const Geometry& g = r->geometry();
    std::map<Square, char> board;
    for (const char* u : units)
        board[g.parseSquare(u + 1).value()] = u[0];
    std::string fen;
    for (int rank = g.ranks() - 1; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < g.files(); ++file) {
            const Square s = g.square(file, rank);
            const auto found = board.find(s);
            if (g.isPlayable(s) && found == board.end()) {
                ++empty;
                continue;
            }
            if (empty)
                fen += std::to_string(empty);
            empty = 0;
            fen += g.isPlayable(s) ? found->second : '*';
        }
        if (empty)
            fen += std::to_string(empty);
        fen += rank ? "/" : " ";
    }
    auto pos = Position::fromFen(r, fen + rest);
    EXPECT_TRUE(pos.ok()) << fen << rest << ": " << pos.errorText();
    return pos.value();
}

inline Position start(const OptionValues& options = {})
{
    return Position::start(shatra(options));
}

// The legal moves in the draughts-style text ("c5-c6", "d4xf6xd8", "c13-c14=Q").
inline std::set<std::string> moves(Position& pos)
{
    MoveList list;
    generateLegalMoves(pos, list);
    std::set<std::string> out;
    for (Move m : list)
        out.insert(moveText(pos, m));
    EXPECT_EQ(out.size(), list.size()) << "two moves with one text";
    return out;
}

inline std::set<std::string> movesFromSquare(Position& pos, const std::string& square)
{
    std::set<std::string> out;
    for (const std::string& m : moves(pos))
        if (m.rfind(square, 0) == 0 && !std::isdigit(static_cast<unsigned char>(m[square.size()])))
            out.insert(m);
    return out;
}

inline void playText(Position& pos, std::initializer_list<std::string> texts)
{
    for (const std::string& text : texts) {
        const auto m = parseMove(pos, text);
        ASSERT_TRUE(m.ok()) << text << ": " << m.errorText();
        pos.doMove(m.value());
    }
}

inline Square sq(const Position& pos, const std::string& name)
{
    return pos.geometry().parseSquare(name).value();
}

}  // namespace kabir::test::shatrapositions
