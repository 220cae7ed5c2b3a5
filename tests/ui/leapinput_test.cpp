// Move input under the draughts-style capture ([leap-capture]) in Shatra: a reserve's move, a
// capture sequence by its end square, the landing squares clicked in order where two sequences
// end on one square (the last again to stop there), the type a pawn promoted to within a
// sequence chosen as a promotion is.

#include "ui/boardinput.h"

#include "core/catalog/variantcatalog.h"
#include "core/variant/variantfile.h"
#include "ui/boardview.h"
#include "ui/gamecontroller.h"

#include <QImage>

#include <gtest/gtest.h>

#include <algorithm>

namespace {

const kabir::VariantFile& shatra()
{
    return *kabir::VariantCatalog::builtIn().find("shatra");
}

struct Board {
    GameController game;
    BoardView view;
    BoardInput input{&view, &game};
    QStringList refusals, prompts;
    QList<kabir::Move> offered;  // what the promotion chooser was given
    QStringList movesOffered;    // the texts of what the move chooser was given
    QString moveToChoose;        // and the one it chooses

    explicit Board(const QString& fen = {}, const kabir::OptionValues& options = {})
    {
        EXPECT_EQ(game.newGame(shatra(), options, fen), QString());
        view.setPosition(game.position());
        QObject::connect(&input, &BoardInput::refused, [this](const QString& r) { refusals << r; });
        QObject::connect(&input, &BoardInput::prompt, [this](const QString& p) { prompts << p; });
        input.setPromotionChooser([this](const QList<kabir::Move>& moves) {
            offered = moves;
            return std::optional<kabir::Move>(moves.back());
        });
        input.setMoveChooser([this](const QList<kabir::Move>& moves) -> std::optional<kabir::Move> {
            for (const kabir::Move& m : moves)
                movesOffered << game.moveText(m);
            return moves.value(movesOffered.indexOf(moveToChoose));
        });
    }
    kabir::Square sq(const char* name) const { return *game.position().geometry().parseSquare(name); }
    void click(const char* name) { input.clickSquare(sq(name)); }
};

// White's biy d6 and the black ring d7 e8 f7 e6 (black biy a10), each side's temdek off.
const char* const kRing = "**3**/**3**/**3**/***1***/k6/7/4p2/3p1p1/3Kp2/7/***1***/**3**/**3**/**3** w - - 0 1";

TEST(LeapInput, AReserveLeavesItsFortressByClickClick)
{
    Board b;
    b.click("d2");
    EXPECT_EQ(b.input.highlightedMoves().size(), 12);
    b.click("a6");
    EXPECT_EQ(b.game.plyCount(), 1);
    EXPECT_TRUE(b.game.position().at(b.sq("a6")));
}

TEST(LeapInput, ACaptureSequenceIsEnteredByItsEndSquare)
{
    Board b(kRing);
    b.click("d6");
    b.click("d6");  // the ring ends where it began
    ASSERT_EQ(b.game.plyCount(), 1);
    for (const char* s : {"d7", "e8", "f7", "e6"})
        EXPECT_FALSE(b.game.position().at(b.sq(s))) << s;
}

// With biy-stop = yes, d6xf6xf8 and d6xd8xf8 both end on f8: the landings are clicked in order,
// f8 again to stop there rather than go on to f6.
TEST(LeapInput, LandingsAreClickedInOrderWhereTwoSequencesEndOnOneSquare)
{
    Board b(kRing, {{"biy-stop", "yes"}});
    b.click("d6");
    b.click("f8");
    EXPECT_EQ(b.game.plyCount(), 0);
    ASSERT_FALSE(b.prompts.isEmpty());
    b.click("d8");
    b.click("f8");
    EXPECT_EQ(b.game.plyCount(), 0);
    b.click("f8");
    ASSERT_EQ(b.game.plyCount(), 1);
    EXPECT_FALSE(b.game.position().at(b.sq("d7")));
    EXPECT_FALSE(b.game.position().at(b.sq("e8")));
    EXPECT_TRUE(b.game.position().at(b.sq("f7")));
    EXPECT_TRUE(b.refusals.isEmpty()) << b.refusals.join(' ').toStdString();
}

TEST(LeapInput, ALandingTheSequenceCannotReachIsRefused)
{
    Board b(kRing, {{"biy-stop", "yes"}});
    b.click("d6");
    b.click("f8");
    b.click("g9");
    EXPECT_EQ(b.game.plyCount(), 0);
    EXPECT_EQ(b.refusals.size(), 1);
}

// The shatra c12 promoting on c14 within its sequence goes on as a batyr or a jalkyn to e12:
// the type is asked as a promotion is.
TEST(LeapInput, TheTypePromotedToWithinASequenceIsChosen)
{
    Board b("**3**/**pp1**/**P2**/***1***/6k/7/7/7/7/6K/***1***/**3**/**3**/**3** w - - 0 1 temdek:-");
    b.click("c12");
    b.click("e12");
    ASSERT_EQ(b.offered.size(), 2);
    ASSERT_EQ(b.game.plyCount(), 1);
    EXPECT_EQ(
        b.game.position().rules().definition().pieces[kabir::typeOf(b.game.position().at(b.sq("e12")))].letter, 'B');
}

// rules.md §26, reserves: the biy in its gate may leave it for b6 or capture the shatra on c5
// landing on b6; the two clicks name both, so the move is asked by its text, not as a promotion.
TEST(LeapInput, TheBiyLeavingItsGateOrCapturingFromItIsAskedByTheMovesTexts)
{
    for (const QString& choice : {QStringLiteral("d4xb6"), QStringLiteral("d4-b6")}) {
        Board b;
        for (const char* move : {"c5c7", "e12f8", "a5a6", "f8c5"})
            ASSERT_EQ(b.game.play(QString::fromLatin1(move)), QString()) << move;
        b.moveToChoose = choice;
        b.click("d4");
        b.click("b6");
        EXPECT_TRUE(b.offered.isEmpty());
        EXPECT_EQ(b.movesOffered, (QStringList{QStringLiteral("d4xb6"), QStringLiteral("d4-b6")}));
        ASSERT_EQ(b.game.plyCount(), 5);
        EXPECT_EQ(b.game.moveTextAt(4), choice);
        EXPECT_EQ(bool(b.game.position().at(b.sq("c5"))), choice == QStringLiteral("d4-b6"));  // taken or not
    }
}

// A hot-seat game by clicks: Black's shatra comes to d5 beside White's biy in its gate (only the
// biy could take it, and White need not), then takes the biy, White's temdek being off: Black
// wins by capturing the biy.
TEST(LeapInput, HotSeatGameEndsWithTheBiyCaptured)
{
    Board b("**3**/**3**/**3**/***1***/k6/7/7/7/3p3/P6/***K***/**3**/**3**/**3** w - - 0 1");
    for (const char* square : {"a5", "a6", "d6", "d5", "a6", "a7", "d5", "d3"})
        b.click(square);
    EXPECT_EQ(b.game.plyCount(), 4);
    EXPECT_EQ(b.game.outcome().pgnResult(), QStringLiteral("0-1"));
    EXPECT_EQ(b.game.outcome().outcome.kind, kabir::ResultKind::KingsCaptured);
    EXPECT_EQ(b.game.position().fen(), "**3**/**3**/**3**/***1***/k6/7/7/P6/7/7/***1***/**1p1**/**3**/**3** w - - 0 3");
    EXPECT_TRUE(b.refusals.isEmpty()) << b.refusals.join(' ').toStdString();
}

// The cross on a gate is its temdek: drawn while a reserve is left in the fortress behind it.
QRgb centrePixel(Board& b, const char* square)
{
    b.view.resize(400, 700);
    const QImage image = b.view.grab().toImage();
    long x = 0, y = 0, n = 0;
    for (int py = 0; py < b.view.height(); py += 2)
        for (int px = 0; px < b.view.width(); px += 2)
            if (b.view.squareAt(QPoint(px, py)) == b.sq(square)) {
                x += px;
                y += py;
                ++n;
            }
    EXPECT_GT(n, 0);
    return image.pixel(int(x / std::max(n, 1L)), int(y / std::max(n, 1L)));
}

TEST(LeapInput, TheGateShowsItsTemdekWhileItIsOn)
{
    Board on("**3**/**3**/**3**/***1***/k6/7/7/7/7/6K/***1***/**3**/**3**/**P2** w - - 0 1");
    Board off("**3**/**3**/**3**/***1***/k6/7/7/7/7/6K/***1***/**3**/**3**/**3** w - - 0 1");
    EXPECT_NE(centrePixel(on, "d4"), centrePixel(off, "d4"));
    EXPECT_EQ(centrePixel(on, "d11"), centrePixel(off, "d11"));  // Black's temdek is off in both
}

}  // namespace
