#include "tests/core/testpositions.h"

#include <gtest/gtest.h>

#include <random>

namespace kabir::test {

RulesetPtr rules(const std::string& variant, const OptionValues& options)
{
    auto r = VariantCatalog::builtIn().ruleset(variant, options);
    EXPECT_TRUE(r.ok()) << r.errorText();
    return r.value();
}

Position position(const std::string& variant, const OptionValues& options, const std::string& fen)
{
    RulesetPtr r = rules(variant, options);
    auto pos = Position::fromFen(r, fen.empty() ? r->definition().startFen : fen);
    if (!pos.ok()) {
        ADD_FAILURE() << fen << ": " << pos.errorText();
        return Position::start(r);  // lets the failing test go on without crashing
    }
    return std::move(pos).value();
}

std::set<std::string> legalMoves(Position& pos)
{
    MoveList moves;
    generateLegalMoves(pos, moves);
    std::set<std::string> texts;
    for (Move m : moves)
        texts.insert(coordinateText(pos, m));
    return texts;
}

std::set<std::string> movesFrom(Position& pos, const std::string& prefix)
{
    std::set<std::string> out;
    for (const std::string& m : legalMoves(pos))
        if (m.rfind(prefix, 0) == 0)
            out.insert(m);
    return out;
}

std::set<std::string> destinations(Position& pos, const std::string& square)
{
    const auto from = pos.geometry().parseSquare(square);
    EXPECT_TRUE(from.has_value()) << square;
    MoveList moves;
    generateLegalMoves(pos, moves);
    std::set<std::string> names;
    for (Move m : moves)
        if (m.from() == *from)
            names.insert(pos.geometry().squareName(m.to()));
    return names;
}

void play(Position& pos, std::initializer_list<std::string> moves)
{
    for (const std::string& text : moves) {
        auto m = parseMove(pos, text);
        ASSERT_TRUE(m.ok()) << m.errorText();
        pos.doMove(m.value());
    }
}

std::vector<Move> knightWalk(Position pos, int plies)
{
    std::mt19937 random(3);
    std::set<std::uint64_t> seen{pos.key()};
    std::vector<Move> line;
    while (int(line.size()) < plies) {
        MoveList legal;
        generateLegalMoves(pos, legal);
        std::vector<Move> fresh;
        for (Move m : legal) {
            if (pos.rules().definition().pieces[typeOf(pos.at(m.from()))].letter != 'N')
                continue;
            pos.doMove(m);
            if (!seen.count(pos.key()) && !pos.state().captured && !pos.inCheck(pos.sideToMove()))
                fresh.push_back(m);
            pos.undoMove();
        }
        if (fresh.empty())
            break;
        const Move m = fresh[std::uniform_int_distribution<std::size_t>(0, fresh.size() - 1)(random)];
        pos.doMove(m);
        seen.insert(pos.key());
        line.push_back(m);
    }
    return line;
}

GameTree deeplyNestedTree(int plies, NodeId* deepest)
{
    auto game = Game::create(*VariantCatalog::builtIn().find("chess"), {{"move-rule", "0"}});
    EXPECT_TRUE(game.ok()) << game.errorText();
    GameTree tree(game.value());
    NodeId at = GameTree::kRoot;
    Position pos = game->position();
    for (Move m : knightWalk(game->position(), plies)) {
        MoveList legal;
        generateLegalMoves(pos, legal);
        tree.appendMove(at, legal[0] == m ? legal[1] : legal[0]);
        at = tree.appendMove(at, m);
        pos.doMove(m);
    }
    if (deepest)
        *deepest = at;
    return tree;
}

}  // namespace kabir::test
