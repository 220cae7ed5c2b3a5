// Whole matches against tests/match/fakeengine.cpp: complete matches whose records read back,
// every engine failure forfeited and recorded with its reason, adjudications, the SPRT stop,
// XBoard on a 10-rank board, four armies, and a runner that never hangs.

#include "core/record/gamerecord.h"
#include "core/match/matchrunner.h"
#include "core/catalog/variantcatalog.h"

#include <gtest/gtest.h>

#include <mutex>

namespace kabir::match {
namespace {

EngineSpec fake(const std::string& name, std::vector<std::string> flags = {}, Protocol protocol = Protocol::Uci)
{
    EngineSpec spec;
    spec.name = name;
    spec.process.argv = {KABIR_FAKE_ENGINE};
    for (std::string& flag : flags)
        spec.process.argv.push_back(std::move(flag));
    spec.protocol = protocol;
    spec.startupTimeoutMs = 2000;
    return spec;
}

MatchSettings settings(
    const std::string& variant, std::vector<EngineSpec> engines, const std::string& tc = "10+0.1", int games = 2)
{
    MatchSettings s;
    s.engines = std::move(engines);
    s.game.variant = VariantCatalog::builtIn().find(variant);
    s.game.timeControl = TimeControl::parse(tc).value();
    s.game.adjudication.maxMoves = 60;
    s.gamesPerPairing = games;
    s.tags = {{"Event", "test"}};
    return s;
}

struct Played {
    MatchSummary summary;
    std::vector<FinishedGame> games;
};

Played play(MatchSettings s)
{
    Played played;
    std::mutex mutex;
    MatchRunner runner(std::move(s));
    runner.setObserver([&](const MatchProgress& progress) {
        std::lock_guard lock(mutex);
        played.games.push_back(progress.game);
    });
    auto summary = runner.run();
    EXPECT_TRUE(summary.ok()) << summary.errorText();
    if (summary)
        played.summary = summary.value();
    return played;
}

GameRecord readBack(const FinishedGame& game)
{
    auto record = readRecord(game.record, "game.pgn");
    EXPECT_TRUE(record.ok()) << record.errorText() << "\n" << game.record;
    return std::move(record).value();
}

TEST(Match, ACompleteShortMatchWritesRecordsThatReadBack)
{
    MatchSettings s = settings("chess", {fake("A", {"--seed", "1"}), fake("B", {"--seed", "2"})}, "10+0.1", 4);
    s.tags["Site"] = "here";
    const Played played = play(std::move(s));
    ASSERT_EQ(played.games.size(), 4u);
    EXPECT_EQ(played.summary.scoreboard.games(), 4);
    EXPECT_EQ(played.summary.scoreboard.pairing(0, 1).penta.pairs(), 2);
    for (const FinishedGame& game : played.games) {
        EXPECT_TRUE(game.result.termination == Termination::Rules || game.result.termination == Termination::MaxMoves)
            << game.result.reason;
        GameRecord record = readBack(game);
        EXPECT_EQ(record.tags.at("Event"), "test");
        EXPECT_EQ(record.tags.at("Site"), "here");
        EXPECT_EQ(record.tags.at("White"), game.white == 0 ? "A" : "B");
        EXPECT_EQ(record.tags.at("Black"), game.white == 0 ? "B" : "A");
        EXPECT_EQ(record.tags.at("TimeControl"), "10+0.1");
        EXPECT_EQ(record.tags.at("Result"), game.result.pgnResult());
        EXPECT_EQ(record.tags.at("Round"), std::to_string(game.round));
        EXPECT_GT(record.game.plyCount(), 0);
        if (game.result.termination == Termination::Rules)
            EXPECT_EQ(record.tags.at("ResultKind"), record.game.outcome().kindId());
        else
            EXPECT_EQ(record.tags.at("ResultKind"), "max-moves");
    }
    // Each pair plays the same opening with colours swapped.
    EXPECT_EQ(played.games.size(), 4u);
}

struct ForfeitCase {
    std::vector<std::string> flags;
    std::string tc;
    Termination termination;
    std::string kind;
    std::string reasonHas;
};

TEST(Match, EveryEngineFailureIsForfeitedAndRecorded)
{
    const ForfeitCase cases[] = {
        {{"--illegal-at", "3"}, "10+0.1", Termination::IllegalMove, "illegal-move", "illegal move: 'z0z0'"},
        {{"--crash-at", "2"}, "10+0.1", Termination::Disconnected, "engine-disconnected", "signal 6"},
        {{"--hang-at", "2"}, "0.5+0", Termination::TimeForfeit, "time-forfeit", "lost on time"},
        {{"--hang-at", "2"}, "st=0.2", Termination::TimeForfeit, "time-forfeit", "lost on time"},
        {{"--resign-at", "2"}, "10+0.1", Termination::IllegalMove, "illegal-move", "'(none)'"},
    };
    for (const ForfeitCase& c : cases) {
        const auto started = std::chrono::steady_clock::now();
        const Played played = play(settings("chess", {fake("Good"), fake("Bad", c.flags)}, c.tc));
        EXPECT_LT(std::chrono::steady_clock::now() - started, std::chrono::seconds(10)) << c.kind;
        ASSERT_EQ(played.games.size(), 2u) << c.kind;
        for (const FinishedGame& game : played.games) {
            const int badTeam = game.white == 1 ? 0 : 1;
            EXPECT_EQ(game.result.termination, c.termination) << game.result.reason;
            EXPECT_EQ(game.result.winner, 1 - badTeam);
            EXPECT_NE(game.result.reason.find("Bad"), std::string::npos) << game.result.reason;
            EXPECT_NE(game.result.reason.find(c.reasonHas), std::string::npos) << game.result.reason;
            const GameRecord record = readBack(game);
            EXPECT_EQ(record.tags.at("ResultKind"), c.kind);
            EXPECT_EQ(record.tags.at("Reason"), game.result.reason);
            EXPECT_EQ(record.tags.at("Result"), badTeam == 0 ? "0-1" : "1-0");
            EXPECT_NE(game.record.find(badTeam == 0 ? " 0-1\n" : " 1-0\n"), std::string::npos) << game.record;
        }
        EXPECT_EQ(played.summary.scoreboard.engines()[0].wdl.wins, 2) << c.kind;
    }
}

TEST(Match, SilenceWithoutAClockIsNoAnswer)
{
    MatchSettings s = settings("chess", {fake("Good"), fake("Bad", {"--hang-at", "1"})}, "depth=3");
    s.game.answerTimeoutMs = 300;
    const Played played = play(std::move(s));
    ASSERT_EQ(played.games.size(), 2u);
    for (const FinishedGame& game : played.games)
        EXPECT_EQ(game.result.termination, Termination::NoAnswer) << game.result.reason;
}

TEST(Match, FloodAndGarbageDoNotStopAGame)
{
    const Played played = play(settings("chess", {fake("Flood", {"--flood-at", "2"}), fake("Garbage", {"--garbage"})}));
    ASSERT_EQ(played.games.size(), 2u);
    for (const FinishedGame& game : played.games)
        EXPECT_TRUE(game.result.termination == Termination::Rules || game.result.termination == Termination::MaxMoves)
            << game.result.reason;
}

TEST(Match, EnginesThatCannotStartStopTheMatchWithAProblem)
{
    MatchRunner mute(settings("chess", {fake("A"), fake("Mute", {"--mute"})}));
    auto summary = mute.run();
    ASSERT_FALSE(summary.ok());
    EXPECT_NE(summary.errorText().find("Mute"), std::string::npos) << summary.errorText();
    EXPECT_NE(summary.errorText().find("uciok"), std::string::npos) << summary.errorText();
    EngineSpec missing = fake("Missing");
    missing.process.argv = {"/nonexistent/engine"};
    EXPECT_FALSE(MatchRunner(settings("chess", {fake("A"), missing})).run().ok());
    EngineSpec noVariant = fake("NoVariant");
    noVariant.process.argv = {"sh", "-c", "read l; echo uciok; read l; echo readyok; sleep 5"};
    // Its handshake works; the game it cannot play is forfeited.
    const Played forfeited = play(settings("hyderabad", {fake("A"), noVariant}));
    ASSERT_EQ(forfeited.games.size(), 2u);
    EXPECT_EQ(forfeited.games[0].result.termination, Termination::Disconnected);
}

TEST(Match, ScoreAdjudicationDrawsAndResigns)
{
    MatchSettings draw = settings("chess", {fake("A", {"--score", "3"}), fake("B", {"--score", "-3"})});
    draw.game.adjudication.draw = {1, 2, 10};
    for (const FinishedGame& game : play(std::move(draw)).games) {
        EXPECT_EQ(game.result.termination, Termination::ScoreDraw);
        EXPECT_EQ(readBack(game).game.plyCount(), 4);
    }
    MatchSettings resign = settings("chess", {fake("A", {"--score", "50"}), fake("B", {"--score", "-900"})});
    resign.game.adjudication.resign = {3, 500};
    for (const FinishedGame& game : play(std::move(resign)).games) {
        EXPECT_EQ(game.result.termination, Termination::ScoreResign);
        EXPECT_EQ(game.result.winner, game.white == 0 ? 0 : 1);
        EXPECT_NE(game.result.reason.find("B:"), std::string::npos);
    }
}

TEST(Match, SprtStopsOnceDecided)
{
    MatchSettings s = settings("chess", {fake("Strong"), fake("Weak", {"--resign-at", "1"})}, "10+0.1", 400);
    s.sprt = SprtParameters{0, 100, 0.05, 0.05};  // all won: decided after about 10 pairs
    s.concurrency = 2;
    const Played played = play(std::move(s));
    EXPECT_EQ(played.summary.decision, Sprt::Decision::AcceptH1);
    ASSERT_TRUE(played.summary.llr.has_value());
    EXPECT_GE(*played.summary.llr, 2.94);
    EXPECT_LT(played.summary.scoreboard.games(), 40);
    EXPECT_FALSE(played.summary.interrupted);
}

TEST(Match, XboardOnTenRanksWithConcurrency)
{
    MatchSettings s = settings("hyderabad",
        {fake("X1", {"--seed", "3"}, Protocol::Xboard), fake("X2", {"--seed", "4"}, Protocol::Xboard)}, "10+0.1", 4);
    s.game.options = {{"ruleset", "bodlaender"}};
    for (EngineSpec& engine : s.engines)
        engine.options = {{"ruleset", "bodlaender"}};
    s.concurrency = 2;
    s.keepEngines = true;
    const Played played = play(std::move(s));
    ASSERT_EQ(played.games.size(), 4u);
    for (const FinishedGame& game : played.games) {
        EXPECT_TRUE(game.result.termination == Termination::Rules || game.result.termination == Termination::MaxMoves)
            << game.result.reason;
        const GameRecord record = readBack(game);
        EXPECT_EQ(record.tags.at("Variant"), "hyderabad");
        EXPECT_NE(record.tags.at("VariantOptions").find("ruleset=bodlaender"), std::string::npos);
    }
    EXPECT_EQ(played.summary.scoreboard.pairing(0, 1).penta.pairs(), 2);
}

TEST(Match, XboardIllegalMoveAndResignation)
{
    const Played illegal = play(settings("chess", {fake("X"), fake("Bad", {"--illegal-at", "2"}, Protocol::Xboard)}));
    for (const FinishedGame& game : illegal.games)
        EXPECT_EQ(game.result.termination, Termination::IllegalMove) << game.result.reason;
    const Played resigned
        = play(settings("chess", {fake("X"), fake("Quitter", {"--resign-at", "2"}, Protocol::Xboard)}));
    for (const FinishedGame& game : resigned.games)
        EXPECT_EQ(game.result.termination, Termination::Resignation) << game.result.reason;
}

TEST(Match, FourArmiesPlayTeamAgainstTeam)
{
    MatchSettings s = settings(
        "chaturanga-4-84", {fake("RedYellow", {"--seed", "5"}), fake("GreenBlack", {"--seed", "6"})}, "10+0.1", 2);
    s.game.adjudication.maxMoves = 30;
    const Played played = play(std::move(s));
    ASSERT_EQ(played.games.size(), 2u);
    for (const FinishedGame& game : played.games) {
        EXPECT_TRUE(game.result.termination == Termination::Rules || game.result.termination == Termination::MaxMoves)
            << game.result.reason;
        const GameRecord record = readBack(game);
        EXPECT_EQ(record.tags.at("Variant"), "chaturanga-4-84");
        EXPECT_GT(record.game.plyCount(), 8);
    }
    const Played forfeit = play(settings("chaturanga-4-84", {fake("Good"), fake("Bad", {"--illegal-at", "2"})}));
    for (const FinishedGame& game : forfeit.games) {
        EXPECT_EQ(game.result.termination, Termination::IllegalMove);
        EXPECT_EQ(game.result.winner, game.white == 0 ? 0 : 1);
    }
}

TEST(Match, XboardEnginesAreRefusedForFourArmiesAndNodeLimits)
{
    auto fourArmies = MatchRunner(settings("chaturanga-4-84", {fake("A"), fake("X", {}, Protocol::Xboard)})).run();
    ASSERT_FALSE(fourArmies.ok());
    EXPECT_NE(fourArmies.errorText().find("four armies"), std::string::npos) << fourArmies.errorText();
    EXPECT_FALSE(MatchRunner(settings("chess", {fake("A"), fake("X", {}, Protocol::Xboard)}, "nodes=100")).run().ok());
}

TEST(Match, RoundRobinPlaysEveryPairing)
{
    const Played played
        = play(settings("chess", {fake("A"), fake("B"), fake("C", {"--illegal-at", "1"})}, "10+0.1", 2));
    ASSERT_EQ(played.games.size(), 6u);
    const Scoreboard& board = played.summary.scoreboard;
    EXPECT_EQ(board.pairings().size(), 3u);
    EXPECT_EQ(board.engines()[2].wdl.losses, 4);
    EXPECT_EQ(board.pairing(0, 2).wdl.wins, 2);
    EXPECT_EQ(board.pairing(1, 2).wdl.wins, 2);
}

TEST(Match, RequestStopAbortsRunningGames)
{
    MatchSettings s = settings("chess", {fake("A"), fake("Slow", {"--hang-at", "3"})}, "60+0", 10);
    MatchRunner runner(std::move(s));
    std::thread stopper([&] {
        std::this_thread::sleep_for(std::chrono::milliseconds(500));
        runner.requestStop();
    });
    const auto started = std::chrono::steady_clock::now();
    auto summary = runner.run();
    stopper.join();
    ASSERT_TRUE(summary.ok());
    EXPECT_TRUE(summary->interrupted);
    EXPECT_EQ(summary->scoreboard.games(), 0);
    EXPECT_LT(std::chrono::steady_clock::now() - started, std::chrono::seconds(70));
}

}  // namespace
}  // namespace kabir::match
