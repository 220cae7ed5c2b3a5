// A UCI engine's analysis: info lines read into lines of play (scores in centipawns or mates,
// bounds, MultiPV, node counts beyond 32 bits), other info ignored; and kabir-cli uci itself
// analysed until stopped, with two lines, after which it still plays.

#include "core/match/uciclient.h"

#include <gtest/gtest.h>

#include <thread>

namespace kabir::match {
namespace {

TEST(UciInfo, ReadsALineOfPlay)
{
    const auto info = parseUciInfo("info depth 12 seldepth 18 multipv 2 score cp -35 upperbound nodes 5000000000 nps "
                                   "412345 hashfull 10 pv e2e4 e7e5 g1f3");
    ASSERT_TRUE(info);
    EXPECT_EQ(info->depth, 12);
    EXPECT_EQ(info->selectiveDepth, 18);
    EXPECT_EQ(info->multiPv, 2);
    EXPECT_EQ(info->scoreCp, -35);
    EXPECT_FALSE(info->mate);
    EXPECT_TRUE(info->upperBound);
    EXPECT_EQ(info->nodes, 5000000000ull);
    EXPECT_EQ(info->nodesPerSecond, 412345u);
    EXPECT_EQ(info->pv, (std::vector<std::string>{"e2e4", "e7e5", "g1f3"}));

    const auto mate = parseUciInfo("info depth 7 score mate -3 pv a10a9");
    ASSERT_TRUE(mate);
    EXPECT_EQ(mate->mate, -3);
    EXPECT_EQ(mate->multiPv, 1);
}

TEST(UciInfo, IgnoresWhatIsNoLineOfPlay)
{
    EXPECT_FALSE(parseUciInfo("info string variant kaiserspiel files 10"));
    EXPECT_FALSE(parseUciInfo("info depth 3 currmove e2e4 currmovenumber 1"));
    EXPECT_FALSE(parseUciInfo("info depth 3 score cp pv e2e4"));
    EXPECT_FALSE(parseUciInfo("info depth x score cp 10 pv e2e4"));
    EXPECT_FALSE(parseUciInfo("bestmove e2e4"));
}

TEST(UciClient, AnalysesUntilStoppedAndPlaysOn)
{
    EngineSpec spec;
    spec.process.argv = {KABIR_CLI, "uci"};
    UciClient client(spec);
    ASSERT_TRUE(client.start()) << client.exitText();
    GameSetup setup;
    setup.variant = "kaiserspiel";
    setup.ranks = 10;
    ASSERT_TRUE(client.newGame(setup));
    std::atomic<bool> stop{false};
    std::thread stopper([&] {
        std::this_thread::sleep_for(std::chrono::milliseconds(400));
        stop = true;
    });
    std::vector<UciInfo> infos;
    const auto analysed = client.analyse(
        {"e2e5"}, 2, [&](const UciInfo& info) { infos.push_back(info); }, stop);
    stopper.join();
    ASSERT_TRUE(analysed) << analysed.errorText();
    ASSERT_FALSE(infos.empty());
    EXPECT_TRUE(std::any_of(infos.begin(), infos.end(), [](const UciInfo& i) { return i.multiPv == 2; }));
    EXPECT_GE(infos.back().depth, 2);

    Turn turn;
    turn.moves = {"e2e5"};
    turn.team = 1;
    turn.deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
    setup.timeControl.depth = 3;
    ASSERT_TRUE(client.newGame(setup));
    const EngineAnswer answer = client.play(turn);
    EXPECT_EQ(answer.kind, EngineAnswer::Kind::Move) << answer.detail;
    client.quit();
}

}  // namespace
}  // namespace kabir::match
