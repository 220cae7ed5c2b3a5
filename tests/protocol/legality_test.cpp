// The engine's answers are legal: the best move and the expected reply of a UCI "go" with
// each kind of limit in every variant, and a game the XBoard engine plays against itself on
// ten ranks, each move checked against kabir::Game.

#include "session.h"

#include "core/record/game.h"
#include "core/board/xboardsquares.h"
#include "core/catalog/variantcatalog.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>

namespace kabir::test {
namespace {

Game startGame(const std::string& variant, const OptionValues& options, const std::string& fen = {})
{
    auto game = Game::create(*VariantCatalog::builtIn().find(variant), options, fen);
    EXPECT_TRUE(game.ok()) << game.errorText();
    return std::move(game).value();
}

bool isLegal(Game& game, const std::string& move)
{
    const std::vector<std::string> legal = game.legalMoves();
    return std::find(legal.begin(), legal.end(), move) != legal.end();
}

struct GoCase {
    const char* variant;
    OptionValues options;
    const char* moves;
    const char* go;
};

TEST(UciBestMove, IsLegalForEachLimitInEveryVariant)
{
    const GoCase cases[] = {
        {"chess", {}, "e2e4 c7c5", "depth 4"},
        {"hyderabad", {{"ruleset", "greenwood"}}, "e3e5 e8e6", "nodes 4000"},
        {"kaiserspiel", {{"ruleset", "B"}}, "e2e5 e9e7 d1e3", "movetime 150"},
        {"kaiserspiel", {}, "", "wtime 3000 btime 3000 winc 20 binc 20"},
        {"sultanspiel", {}, "e2e5", "depth 3"},
        {"turkish", {{"ruleset", "reformed"}}, "g2g3 g12g11 c1d3", "depth 3"},
        {"chaturanga-4-84", {}, "W@e4", "depth 3"},
        {"chaturanga-4-84", {}, "", "wtime 2000 btime 2000 movestogo 20"},
    };
    for (const GoCase& c : cases) {
        SCOPED_TRACE(std::string(c.variant) + " " + c.moves + " / go " + c.go);
        Session session(Session::Protocol::Uci);
        session.send(std::string("setoption name UCI_Variant value ") + c.variant);
        for (const auto& [key, value] : c.options)
            session.send("setoption name " + key + " value " + value);
        session.send(std::string("position startpos moves ") + c.moves);
        session.send(std::string("go ") + c.go);
        const auto answer
            = session.expect("bestmove (\\S+)(?: ponder (\\S+))?", std::chrono::seconds(20), {"info string error.*"});
        ASSERT_TRUE(answer.has_value());
        const std::string best = (*answer)[1], ponder = (*answer)[2];

        Game game = startGame(c.variant, c.options);
        std::istringstream moves(c.moves);
        for (std::string m; moves >> m;)
            ASSERT_TRUE(game.play(m).ok()) << m;
        EXPECT_TRUE(isLegal(game, best)) << best;
        ASSERT_TRUE(game.play(best).ok());
        if (!ponder.empty()) {
            EXPECT_TRUE(isLegal(game, ponder)) << ponder;
        }
    }
}

TEST(XBoardEngine, PlaysLegalMovesBothSidesOnTenRanks)
{
    Session session(Session::Protocol::XBoard);
    for (const char* command : {"xboard", "protover 2", "new", "variant kaiserspiel", "sd 2", "force"})
        session.send(command);
    Game game = startGame("kaiserspiel", {});
    for (int ply = 0; ply < 12 && !game.outcome().over(); ++ply) {
        session.send("go");  // the engine takes the side to move
        const auto reply = session.expect("move (\\S+)");
        ASSERT_TRUE(reply.has_value()) << "ply " << ply;
        const std::string xboardMove = (*reply)[1];
        EXPECT_EQ(xboardMove.find("10"), std::string::npos) << xboardMove;
        const std::string move = fromXBoardSquares(xboardMove, 10);
        ASSERT_TRUE(isLegal(game, move)) << xboardMove << " = " << move;
        game.play(move);
        session.send("force");
    }
}

}  // namespace
}  // namespace kabir::test
