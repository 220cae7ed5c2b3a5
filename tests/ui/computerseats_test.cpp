// The computers' manners off the board, with a scripted player whose opinion of its game the
// test sets: it answers a human's draw offer by that opinion, offers a draw itself in a long
// level game, resigns a lost game when allowed (never for a human partner), and a takeback
// goes back to the human's last move.

#include "ui/computerseats.h"

#include "core/record/notation.h"
#include "ui/computerplayer.h"
#include "ui/gamecontroller.h"

#include <QSignalSpy>
#include <QTest>
#include <QTimer>

#include <map>

#include <gtest/gtest.h>

namespace {

// Plays the first legal move, holding the opinion it is given.
class ScriptedPlayer : public ComputerPlayer {
public:
    explicit ScriptedPlayer(const int* opinion, QObject* parent) : ComputerPlayer(parent), m_opinion(opinion) { }

protected:
    void think(const kabir::Game& game, const kabir::search::Limits&, const kabir::match::TimeControl&) override
    {
        kabir::Game copy = game;
        const std::string move = copy.legalMoves().front();
        m_thinking = true;
        QTimer::singleShot(0, this, [this, move] {
            if (!m_thinking)
                return;
            m_thinking = false;
            emit moved(QString::fromStdString(move), *m_opinion);
        });
    }
    void stopThinking() override { m_thinking = false; }
    bool isThinking() const override { return m_thinking; }

private:
    const int* m_opinion;
    bool m_thinking = false;
};

// The seats of a game; each computer's opinion is `opinion`, or its army's entry of `opinions`
// where that is set (the seat's level carries the army to the factory).
struct Seats {
    GameController game;
    int opinion = 0;
    std::map<int, int> opinions;
    ComputerSeats seats{&game, [this](const PlayerSeat& seat, QObject* parent) {
                            const auto own = opinions.find(seat.level);
                            return new ScriptedPlayer(own != opinions.end() ? &own->second : &opinion, parent);
                        }};

    Seats(const QList<bool>& computers, const char* variant = "chess")
    {
        seats.setMinimumReplyTime(0);
        EXPECT_EQ(game.newGame(QString::fromLatin1(variant)), QString());
        setSeats(computers);
    }

    void setSeats(const QList<bool>& computers)
    {
        QList<PlayerSeat> list;
        for (bool computer : computers) {
            PlayerSeat seat;
            seat.kind = computer ? PlayerSeat::Kind::Computer : PlayerSeat::Kind::Human;
            seat.level = int(list.size());
            list << seat;
        }
        seats.setSeats(list);
    }

    bool waitForHuman()
    {
        return QTest::qWaitFor([&] { return game.outcome().over() || !seats.computerToAct(); }, 5000);
    }

    // The human (whoever is to move) plays its first legal move; the computers answer.
    void humanMove()
    {
        const QList<kabir::Move> moves = game.legalMoves();
        ASSERT_FALSE(moves.isEmpty());
        ASSERT_EQ(game.play(moves.front()), QString());
        ASSERT_TRUE(waitForHuman());
    }
};

TEST(ComputerSeats, ADrawOfferIsAcceptedUnlessTheComputerThinksItselfBetter)
{
    Seats s({false, true});
    s.opinion = 150;  // Black thinks itself better
    s.humanMove();
    ASSERT_EQ(s.game.offerDraw(0), QString());
    EXPECT_FALSE(s.seats.answerDrawOffer(0));
    EXPECT_FALSE(s.game.outcome().over());

    s.opinion = -40;  // worse: glad to draw
    s.humanMove();
    ASSERT_EQ(s.game.offerDraw(0), QString());
    EXPECT_TRUE(s.seats.answerDrawOffer(0));
    EXPECT_EQ(s.game.outcome().ending, GameResult::Ending::Agreement);
}

TEST(ComputerSeats, AComputerOffersADrawInALongLevelGame)
{
    Seats s({false, true});
    QSignalSpy offered(&s.seats, &ComputerSeats::drawOffered);
    s.opinion = 5;
    // Knights out and back: no repetition ends it before the offer comes (the positions of a
    // cycle of four moves repeat only every eight plies, and the scripted moves vary).
    for (int ply = 0; ply < 100 && offered.isEmpty() && !s.game.outcome().over(); ply += 2)
        s.humanMove();
    ASSERT_FALSE(s.game.outcome().over()) << s.game.resultText().toStdString();
    ASSERT_EQ(offered.size(), 1);
    EXPECT_GE(s.game.plyCount(), 80);
    EXPECT_EQ(s.game.drawOfferedBy(), 1);
    s.humanMove();  // moving on declines it
    EXPECT_EQ(s.game.drawOfferedBy(), -1);
}

TEST(ComputerSeats, AComputerResignsAHopelessGameOnlyWhenAllowed)
{
    Seats s({false, true});
    s.opinion = -2000;
    for (int move = 0; move < 6; ++move)
        s.humanMove();
    EXPECT_FALSE(s.game.outcome().over());  // not allowed: it plays on

    Seats allowed({false, true});
    allowed.seats.setResignHopelessGames(true);
    allowed.opinion = -2000;
    for (int move = 0; move < 6 && !allowed.game.outcome().over(); ++move)
        allowed.humanMove();
    ASSERT_TRUE(allowed.game.outcome().over());
    EXPECT_EQ(allowed.game.outcome().ending, GameResult::Ending::Resignation);
    EXPECT_EQ(allowed.game.outcome().army, 1);
}

TEST(ComputerSeats, AComputerNeverResignsForItsHumanPartner)
{
    // Red human and Yellow computer against two computers: Yellow plays on, however bad.
    Seats s({false, true, true, true}, "chaturanga-4-84");
    s.opinions = {{1, 5000}, {2, -5000}, {3, 5000}};
    s.setSeats({false, true, true, true});
    s.seats.setResignHopelessGames(true);
    for (int round = 0; round < 6 && !s.game.outcome().over(); ++round)
        s.humanMove();
    EXPECT_NE(s.game.outcome().ending, GameResult::Ending::Resignation);
}

TEST(ComputerSeats, TakeBackGoesToTheHumansLastMove)
{
    Seats s({false, true, true, true}, "chaturanga-4-84");
    s.humanMove();
    s.humanMove();
    ASSERT_EQ(s.game.plyCount(), 8);
    EXPECT_EQ(s.seats.takeBack(), 4);  // three computers' moves and the human's
    EXPECT_EQ(s.game.plyCount(), 4);
    EXPECT_EQ(s.game.position().sideToMove(), 0);
}

TEST(ComputerSeats, WithoutHumansTakeBackGoesOneMove)
{
    Seats s({true, true});
    ASSERT_TRUE(QTest::qWaitFor([&] { return s.game.plyCount() >= 3; }, 5000));
    s.seats.stopThinking();
    const int before = s.game.plyCount();
    EXPECT_EQ(s.seats.takeBack(), 1);
    EXPECT_EQ(s.game.plyCount(), before - 1);
}

}  // namespace
