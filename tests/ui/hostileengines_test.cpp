// External engines that misbehave, playing Black against a human in the window (the match
// tests' fake engine, misbehaving on request): an engine that gives an illegal move, crashes,
// hangs or never answers its greeting is stopped, its game adjudicated against it (a forfeit
// the record names) and the reason reported; one that floods its output or writes garbage
// before its moves plays on. The window's event loop keeps turning all along.

#include "tests/ui/computergame.h"

#include "ui/computerseats.h"
#include "ui/gamecontroller.h"
#include "ui/gamerecords.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTimer>

#include <gtest/gtest.h>

namespace {

ExternalEngine fakeEngine(kabir::match::Protocol protocol, const QStringList& misbehaviour)
{
    ExternalEngine engine;
    engine.name = QStringLiteral("Fake");
    engine.command = QStringLiteral(KABIR_FAKE_ENGINE);
    engine.arguments = misbehaviour;
    engine.protocol = protocol;
    return engine;
}

// The longest pause of the event loop while it runs: a timer asks to tick every 10 ms.
class StallWatch {
public:
    StallWatch()
    {
        m_clock.start();
        QObject::connect(&m_tick, &QTimer::timeout, [this] { m_worst = std::max(m_worst, m_clock.restart()); });
        m_tick.start(10);
    }
    qint64 worstMs() const { return m_worst; }

private:
    QElapsedTimer m_clock;
    QTimer m_tick;
    qint64 m_worst = 0;
};

struct HostileCase {
    const char* name;
    kabir::match::Protocol protocol;
    QStringList misbehaviour;
    const char* forfeit;  // the kind of forfeit; nullptr: the game goes on
};

void PrintTo(const HostileCase& c, std::ostream* os)
{
    *os << c.name;
}

class HostileEngine : public testing::TestWithParam<HostileCase> { };

TEST_P(HostileEngine, IsStoppedAdjudicatedAndReportedWhileTheWindowRuns)
{
    const HostileCase& c = GetParam();
    ComputerGame play(300, {fakeEngine(c.protocol, c.misbehaviour)});
    QSignalSpy problems(play.window->computers(), &ComputerSeats::problem);
    ASSERT_TRUE(play.start(QStringLiteral("chess"), {}, {human(), engine(QStringLiteral("Fake"))}));
    const StallWatch watch;
    for (int move = 0; move < 3 && !play.game()->outcome().over(); ++move) {
        play.playRandomMove();
        ASSERT_TRUE(play.waitForHumanTurn(20000)) << "no answer and no forfeit";
    }
    EXPECT_LT(watch.worstMs(), 1000) << "the window stood still";

    const GameResult result = play.game()->outcome();
    if (!c.forfeit) {
        EXPECT_FALSE(result.over()) << result.kindId().toStdString();
        EXPECT_EQ(play.game()->plyCount(), 6);
        EXPECT_EQ(problems.size(), 0);
        return;
    }
    ASSERT_TRUE(result.over());
    EXPECT_EQ(result.ending, GameResult::Ending::Forfeit);
    EXPECT_EQ(result.kindId(), QString::fromLatin1(c.forfeit));
    EXPECT_EQ(result.army, 1);
    EXPECT_EQ(result.winner, 0);
    ASSERT_EQ(problems.size(), 1);
    EXPECT_TRUE(problems.front().front().toString().contains(QStringLiteral("forfeits")))
        << problems.front().front().toString().toStdString();
    // The record says how the game ended, and reads back so.
    const QString record = GameRecords::write(*play.game());
    EXPECT_TRUE(record.contains(QStringLiteral("[ResultKind \"%1\"]").arg(QString::fromLatin1(c.forfeit))))
        << record.toStdString();
    EXPECT_TRUE(record.contains(QStringLiteral("[Result \"1-0\"]")));
    GameController again;
    ASSERT_EQ(GameRecords::read(again, record, QStringLiteral("forfeit.pgn")), QString());
    EXPECT_EQ(again.outcome().kindId(), QString::fromLatin1(c.forfeit));
    // Taking the forfeit back reopens the game.
    play.game()->undo();
    EXPECT_FALSE(play.game()->outcome().over());
}

using kabir::match::Protocol;

INSTANTIATE_TEST_SUITE_P(Misbehaviours, HostileEngine,
    testing::Values(HostileCase{"IllegalMoveUci", Protocol::Uci, {QStringLiteral("--illegal-at"), QStringLiteral("2")},
                        "illegal-move"},
        HostileCase{"IllegalMoveXboard", Protocol::Xboard, {QStringLiteral("--illegal-at"), QStringLiteral("2")},
            "illegal-move"},
        HostileCase{
            "CrashMidGame", Protocol::Uci, {QStringLiteral("--crash-at"), QStringLiteral("2")}, "engine-disconnected"},
        HostileCase{"HangsMidGame", Protocol::Uci, {QStringLiteral("--hang-at"), QStringLiteral("2")}, "no-answer"},
        HostileCase{"NeverAnswersItsGreeting", Protocol::Uci, {QStringLiteral("--mute")}, "engine-disconnected"},
        HostileCase{"FloodsAndWritesGarbage", Protocol::Uci,
            {QStringLiteral("--flood-at"), QStringLiteral("1"), QStringLiteral("--garbage")}, nullptr}),
    [](const testing::TestParamInfo<HostileCase>& info) { return std::string(info.param.name); });

}  // namespace
