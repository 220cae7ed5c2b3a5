// The position editor: pieces placed and removed by clicks give the expected FEN on boards of
// 8x8, 10x10, 13x13 and Chaturanga 4-84's 84 squares, with the rights and hands set beside the
// board; the start position of every variant and option comes back unchanged; positions the
// rules refuse say why and keep OK disabled; a typed or pasted FEN is taken or refused with the
// reason; every input has an accessible name, the labels mnemonics, the tab order the layout's.

#include "ui/positioneditor.h"

#include "core/catalog/variantcatalog.h"
#include "ui/boardorientation.h"
#include "ui/boardview.h"
#include "ui/datastrings.h"
#include "ui/gamecontroller.h"
#include "ui/mainwindow.h"
#include "ui/piecepalette.h"
#include "ui/settings.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMimeData>
#include <QPushButton>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

#include <gtest/gtest.h>

namespace {

kabir::RulesetPtr rulesOf(const std::string& id, const kabir::OptionValues& options = {})
{
    auto rules = kabir::VariantCatalog::builtIn().ruleset(id, options);
    EXPECT_TRUE(rules.ok()) << rules.errorText();
    return rules.value();
}

kabir::Position positionOf(const std::string& id, const kabir::OptionValues& options = {}, const std::string& fen = {})
{
    const kabir::RulesetPtr rules = rulesOf(id, options);
    auto position = kabir::Position::fromFen(rules, fen.empty() ? rules->definition().startFen : fen);
    EXPECT_TRUE(position.ok()) << position.errorText();
    return position.value();
}

// The editor with its board laid out, so that squares can be clicked.
struct Editor {
    PositionEditor dialog;

    explicit Editor(const kabir::Position& position) : dialog(position) { dialog.boardView()->resize(640, 640); }

    template <typename T> T* find(const QString& name) const
    {
        T* child = dialog.findChild<T*>(name);
        EXPECT_TRUE(child) << name.toStdString();
        return child;
    }

    // Takes a piece from the palette: the army's index and the piece's letter.
    void hold(int army, char letter)
    {
        find<QToolButton>(QStringLiteral("palette-%1-%2").arg(army).arg(QLatin1Char(letter)))->click();
    }
    void holdEraser() { find<QToolButton>(QStringLiteral("paletteEraser"))->click(); }

    void click(const char* square, Qt::MouseButton button = Qt::LeftButton)
    {
        BoardView* view = dialog.boardView();
        const auto s = view->position()->geometry().parseSquare(square);
        ASSERT_TRUE(s) << square;
        QTest::mouseClick(view, button, {}, view->squareRect(*s).center().toPoint());
    }

    void place(int army, char letter, std::initializer_list<const char*> squares)
    {
        hold(army, letter);
        for (const char* square : squares)
            click(square);
    }

    void clickButton(const QString& text)
    {
        for (QPushButton* button : dialog.findChildren<QPushButton*>())
            if (button->text() == text) {
                button->click();
                return;
            }
        ADD_FAILURE() << "no button " << text.toStdString();
    }

    // Pastes a FEN over the FEN line's text, as the user would, and ends the editing.
    void pasteFen(const QString& fen)
    {
        QLineEdit* edit = find<QLineEdit>(QStringLiteral("fen"));
        QApplication::clipboard()->setText(fen);
        edit->selectAll();
        edit->paste();
        emit edit->editingFinished();
    }

    std::string fen() const { return dialog.fen().toStdString(); }
    std::string refusal() const { return dialog.refusal().toStdString(); }
    QString shownRefusal() const { return find<QLabel>(QStringLiteral("refusal"))->text(); }
    bool okEnabled() const { return dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->isEnabled(); }
};

TEST(PositionEditor, PlacingAndRemovingPiecesByClicksGivesTheFenInChess)
{
    Editor editor(positionOf("chess"));
    EXPECT_EQ(editor.fen(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");

    // The rook leaves h1: White may no longer castle on that wing.
    editor.holdEraser();
    editor.click("h1");
    EXPECT_EQ(editor.fen(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w Qkq - 0 1");
    EXPECT_FALSE(editor.find<QCheckBox>(QStringLiteral("castling-K"))->isEnabled());
    EXPECT_EQ(editor.find<QCheckBox>(QStringLiteral("castling-K"))->toolTip(),
        QStringLiteral("Castling needs the king on e1 and the rook on h1"));
    // A knight on h1 is no rook to castle with.
    editor.place(0, 'N', {"h1"});
    EXPECT_FALSE(editor.find<QCheckBox>(QStringLiteral("castling-K"))->isEnabled());
    EXPECT_TRUE(
        editor.find<QCheckBox>(QStringLiteral("castling-Q"))->toolTip().startsWith(QStringLiteral("The king on e1")));

    editor.clickButton(QStringLiteral("&Clear Board"));
    editor.place(0, 'K', {"e1"});
    editor.place(1, 'K', {"e8"});
    editor.place(0, 'P', {"d2", "e4"});
    editor.place(1, 'Q', {"a5"});
    EXPECT_EQ(editor.fen(), "4k3/8/8/q7/4P3/8/3P4/4K3 w - - 0 1");
    EXPECT_TRUE(editor.okEnabled());

    // A click on the held piece's own square takes it off; a right click takes off any piece.
    editor.hold(0, 'P');
    editor.click("d2");
    editor.click("a5", Qt::RightButton);
    EXPECT_EQ(editor.fen(), "4k3/8/8/8/4P3/8/8/4K3 w - - 0 1");
    // Another piece replaces the one on the square.
    editor.hold(1, 'N');
    editor.click("e4");
    EXPECT_EQ(editor.fen(), "4k3/8/8/8/4n3/8/8/4K3 w - - 0 1");

    // Black to move, the move counters, and castling with the king and rook back in place.
    editor.place(0, 'R', {"h1"});
    auto* side = editor.find<QComboBox>(QStringLiteral("sideToMove"));
    side->setCurrentIndex(1);
    emit side->activated(1);
    editor.find<QSpinBox>(QStringLiteral("halfmoveClock"))->setValue(12);
    editor.find<QSpinBox>(QStringLiteral("moveNumber"))->setValue(30);
    editor.find<QCheckBox>(QStringLiteral("castling-K"))->click();
    EXPECT_EQ(editor.fen(), "4k3/8/8/8/4n3/8/8/4K2R b K - 12 30");
    EXPECT_TRUE(editor.okEnabled()) << editor.refusal();
}

TEST(PositionEditor, PiecesAreDraggedOnTheBoardAndDroppedFromThePalette)
{
    Editor editor(positionOf("kaiserspiel", {{"ruleset", "B"}}, "9k/10/10/10/10/10/10/10/10/4K5 w - - 0 1"));
    BoardView* view = editor.dialog.boardView();
    const kabir::Geometry& g = view->position()->geometry();
    const auto centre = [&](const char* square) { return view->squareRect(*g.parseSquare(square)).center().toPoint(); };

    // The white king is dragged from e1 to d2.
    QTest::mousePress(view, Qt::LeftButton, {}, centre("e1"));
    QTest::mouseMove(view, centre("d2"));
    QTest::mouseRelease(view, Qt::LeftButton, {}, centre("d2"));
    EXPECT_EQ(editor.fen(), "9k/10/10/10/10/10/10/10/3K6/10 w - - 0 1");

    // A black rook dropped from the palette on c7: the palette's drag carries the piece.
    QMimeData data;
    data.setData(QStringLiteral("application/x-kabir-piece"),
        QByteArray::number(
            int(kabir::makePiece(1, kabir::PieceType(view->position()->rules().definition().pieceTypeOf('R'))))));
    EXPECT_TRUE(PiecePalette::pieceOf(&data));
    QDragEnterEvent enter(centre("c7"), Qt::CopyAction, &data, Qt::LeftButton, {});
    QApplication::sendEvent(view, &enter);
    EXPECT_TRUE(enter.isAccepted());
    QDropEvent drop(centre("c7"), Qt::CopyAction, &data, Qt::LeftButton, {});
    QApplication::sendEvent(view, &drop);
    EXPECT_TRUE(drop.isAccepted());
    EXPECT_EQ(editor.fen(), "9k/10/10/2r7/10/10/10/10/3K6/10 w - - 0 1");

    // A drop of anything else is refused.
    QMimeData text;
    text.setText(QStringLiteral("K"));
    QDragEnterEvent other(centre("a1"), Qt::CopyAction, &text, Qt::LeftButton, {});
    QApplication::sendEvent(view, &other);
    EXPECT_FALSE(other.isAccepted());
    EXPECT_EQ(editor.fen(), "9k/10/10/2r7/10/10/10/10/3K6/10 w - - 0 1");
}

TEST(PositionEditor, EnPassantOffersTheSquaresAMultiStepCouldJustHaveLeft)
{
    Editor editor(positionOf("chess", {}, "4k3/8/8/8/8/8/4P3/4K3 b - - 0 1"));
    auto* enPassant = editor.find<QComboBox>(QStringLiteral("enPassant"));
    EXPECT_FALSE(enPassant->isEnabled());  // nothing could take
    editor.place(0, 'P', {"e2"});          // the pawn goes
    editor.place(0, 'P', {"e4"});          // and arrives two squares on
    editor.place(1, 'P', {"d4"});
    ASSERT_EQ(enPassant->count(), 2);
    EXPECT_EQ(enPassant->itemText(1), QStringLiteral("e3"));
    enPassant->setCurrentIndex(1);
    emit enPassant->activated(1);
    EXPECT_EQ(editor.fen(), "4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1");
    // White to move: the pawn that moved last is Black's, so e3 goes.
    auto* side = editor.find<QComboBox>(QStringLiteral("sideToMove"));
    side->setCurrentIndex(0);
    emit side->activated(0);
    EXPECT_EQ(editor.fen(), "4k3/8/8/8/3pP3/8/8/4K3 w - - 0 1");
}

TEST(PositionEditor, PlacingPiecesByClicksGivesTheFenInHyderabadWithTheKingsLeap)
{
    Editor editor(positionOf("hyderabad"));
    EXPECT_EQ(editor.fen(), "rnbqkgvbnr/ppppddpppp/4pp4/10/10/10/10/4PP4/PPPPDDPPPP/RNBVGKQBNR w - - 0 1");
    editor.clickButton(QStringLiteral("&Clear Board"));
    editor.place(0, 'K', {"f1"});
    editor.place(1, 'K', {"e10"});
    editor.place(0, 'D', {"j5"});
    editor.place(1, 'G', {"a7"});
    editor.place(0, 'P', {"e3"});
    EXPECT_EQ(editor.fen(), "4k5/10/10/g9/10/9D/10/4P5/10/5K4 w - - 0 1");
    // Both kings hold the leap; White's is taken away.
    editor.find<QCheckBox>(QStringLiteral("leap-0"))->click();
    EXPECT_EQ(editor.fen(), "4k5/10/10/g9/10/9D/10/4P5/10/5K4 w - - 0 1 leap:k");
    editor.find<QCheckBox>(QStringLiteral("leap-1"))->click();
    EXPECT_EQ(editor.fen(), "4k5/10/10/g9/10/9D/10/4P5/10/5K4 w - - 0 1 leap:-");
    EXPECT_TRUE(editor.okEnabled()) << editor.refusal();
}

// Timur's chess: the kings' once-per-game swap is a right of the position, as the leap is.
TEST(PositionEditor, TheKingsSwapIsSetInTimursChess)
{
    Editor editor(positionOf("timur"));
    editor.clickButton(QStringLiteral("&Clear Board"));
    editor.place(0, 'K', {"g1"});
    editor.place(1, 'K', {"g10"});
    EXPECT_EQ(editor.fen(), "*5k5*/12*/*11*/*11*/*11*/*11*/*11*/*11*/*12/*5K5* w - - 0 1");
    editor.find<QCheckBox>(QStringLiteral("swap-0"))->click();
    EXPECT_EQ(editor.fen(), "*5k5*/12*/*11*/*11*/*11*/*11*/*11*/*11*/*12/*5K5* w - - 0 1 swap:k");
    EXPECT_TRUE(editor.okEnabled()) << editor.refusal();
}

// The Indian initial moves (Pritchard 2007, 29.1 (6)): the counter the mechanic describes sets
// the plies made, from none to all of both sides'; another count forgets the units moved.
TEST(PositionEditor, TheInitialMovesMadeAreCountedInTheIndianGames)
{
    Editor editor(positionOf("indian", {}, "3k4/p7/8/8/8/8/7P/4K3 w - - 0 3 initial:2:e1,h2"));
    auto* counter = editor.find<QSpinBox>(QStringLiteral("initialPly"));
    EXPECT_EQ(counter->value(), 2);
    EXPECT_EQ(counter->maximum(), 2 * 4);  // four initial moves a side
    EXPECT_TRUE(counter->toolTip().contains(QStringLiteral("8"))) << counter->toolTip().toStdString();
    counter->setValue(3);
    EXPECT_EQ(editor.fen(), "3k4/p7/8/8/8/8/7P/4K3 w - - 0 3 initial:3");
    counter->setValue(8);
    EXPECT_EQ(editor.fen(), "3k4/p7/8/8/8/8/7P/4K3 w - - 0 3");  // over: the field is left out
    EXPECT_TRUE(editor.okEnabled()) << editor.refusal();
}

// [[first-moves]] (Cambodian chess, Pritchard 2007, 29.3): the pieces on their first rank that
// may still make their first move are listed, ticked as the castling field has them; untick one
// and its right goes, take a piece off its square and it leaves the list.
TEST(PositionEditor, TheFirstMovesAreTickedInCambodianChess)
{
    Editor editor(positionOf("cambodian"));
    auto* first = editor.find<QListWidget>(QStringLiteral("firstMoves"));
    ASSERT_EQ(first->count(), 4);
    for (int row = 0; row < first->count(); ++row) {
        EXPECT_EQ(first->item(row)->checkState(), Qt::Checked);
        if (first->item(row)->text().endsWith(QStringLiteral(" d1")))
            first->item(row)->setCheckState(Qt::Unchecked);
    }
    EXPECT_EQ(editor.fen(), "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w Ede - 0 1");
    editor.holdEraser();
    editor.click("e1");
    EXPECT_EQ(first->count(), 3);
    EXPECT_EQ(editor.fen(), "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSK1SNR w de - 0 1");
    EXPECT_TRUE(editor.okEnabled()) << editor.refusal();
}

TEST(PositionEditor, PlacingPiecesByClicksGivesTheFenInTurkishGreatChess)
{
    Editor editor(positionOf("turkish"));
    editor.clickButton(QStringLiteral("&Clear Board"));
    editor.place(0, 'K', {"g1"});
    editor.place(1, 'K', {"g13"});
    editor.place(0, 'V', {"m12"});
    editor.place(1, 'H', {"a1"});
    editor.place(0, 'G', {"k11"});
    editor.place(1, 'P', {"c12"});
    EXPECT_EQ(editor.fen(), "6k6/2p9V/10G2/13/13/13/13/13/13/13/13/13/h5K6 w - - 0 1");
    EXPECT_TRUE(editor.okEnabled()) << editor.refusal();
}

TEST(PositionEditor, ChaturangaHasFourArmiesHandsAndTheArmyToMove)
{
    const std::string start = rulesOf("chaturanga-4-84")->definition().startFen;
    Editor editor(positionOf("chaturanga-4-84"));
    EXPECT_EQ(editor.fen(), start);
    // The board is turned as the main window turns it: towards the army to move, Red.
    const kabir::RulesetPtr rules = rulesOf("chaturanga-4-84");  // kept: the definition lives in it
    const kabir::VariantDefinition& definition = rules->definition();
    EXPECT_EQ(editor.dialog.boardView()->quarterTurns(), BoardOrientation::facing(definition, 0));
    editor.clickButton(QStringLiteral("&Turn Board"));
    EXPECT_EQ(editor.dialog.boardView()->quarterTurns(), BoardOrientation::facing(definition, 1));

    // Every piece in four colours, and the eraser.
    EXPECT_EQ(editor.dialog.findChildren<QToolButton*>().size(), 4 * qsizetype(definition.pieces.size()) + 1);

    editor.clickButton(QStringLiteral("&Clear Board"));
    EXPECT_EQ(editor.fen(), "****5*/9*/9*/9*/10/10/*9/*9/*9/*5**** r rWgWyWbW 0 1");
    editor.place(0, 'K', {"g10"});
    editor.place(1, 'K', {"j4"});
    editor.place(2, 'K', {"d1"});
    editor.place(3, 'K', {"a7"});
    editor.place(2, 'Q', {"e6"});
    editor.place(3, 'P', {"c5"});
    auto* side = editor.find<QComboBox>(QStringLiteral("sideToMove"));
    ASSERT_EQ(side->count(), 4);
    side->setCurrentIndex(2);
    emit side->activated(2);
    editor.find<QSpinBox>(QStringLiteral("hand-0-W"))->setValue(0);
    editor.find<QSpinBox>(QStringLiteral("hand-3-W"))->setValue(2);
    EXPECT_EQ(editor.fen(), "****2rK2*/9*/9*/bK8*/4yQ5/2bP7/*8gK/*9/*9/*2yK2**** y gWyWbW2 0 1");
    EXPECT_TRUE(editor.okEnabled()) << editor.refusal();
    // A click on a cut-away square places nothing.
    BoardView* view = editor.dialog.boardView();
    const kabir::Square cut = view->position()->geometry().square(0, 0);  // a1
    QTest::mouseClick(view, Qt::LeftButton, {}, view->squareRect(cut).center().toPoint());
    EXPECT_EQ(editor.fen(), "****2rK2*/9*/9*/bK8*/4yQ5/2bP7/*8gK/*9/*9/*2yK2**** y gWyWbW2 0 1");
}

TEST(PositionEditor, TheStartPositionOfEveryVariantAndOptionComesBackUnchanged)
{
    for (const kabir::VariantFile& file : kabir::VariantCatalog::builtIn().variants()) {
        for (const kabir::OptionValues& options : file.singleOptionChoices()) {
            const kabir::Position start = positionOf(file.id(), options);
            Editor editor(start);
            EXPECT_EQ(editor.fen(), start.fen()) << file.id();
            EXPECT_EQ(editor.refusal(), "") << file.id();
            EXPECT_TRUE(editor.okEnabled()) << file.id();
            // Start Position gives it back after the board was cleared.
            editor.clickButton(QStringLiteral("&Clear Board"));
            editor.clickButton(QStringLiteral("&Start Position"));
            EXPECT_EQ(editor.fen(), start.fen()) << file.id();
        }
    }
}

TEST(PositionEditor, RefusedPositionsSayWhyAndDisableOk)
{
    Editor editor(positionOf("chess", {}, "4k3/8/8/8/8/8/8/4K3 w - - 0 1"));
    ASSERT_TRUE(editor.okEnabled());

    // Two White kings.
    editor.place(0, 'K', {"a1"});
    EXPECT_EQ(editor.refusal(), "White has two kings, on a1 and e1.");  // in the board's order
    EXPECT_EQ(editor.shownRefusal(), editor.dialog.refusal());
    EXPECT_FALSE(editor.okEnabled());
    editor.click("a1");
    EXPECT_TRUE(editor.okEnabled());

    // Black, not to move, in check.
    editor.place(0, 'R', {"e5"});
    EXPECT_EQ(editor.refusal(), "Black is in check but not to move: the side that has just moved cannot be in check.");
    EXPECT_FALSE(editor.okEnabled());
    editor.click("e5");

    // A pawn on its first rank, and one on the last where it must have promoted.
    editor.place(0, 'P', {"a1"});
    EXPECT_EQ(editor.refusal(),
        "White pawn on a1: pawns never move back, and none stands behind the rank its army's pawns start on.");
    EXPECT_FALSE(editor.okEnabled());
    editor.click("a1");
    editor.place(1, 'P', {"h1"});
    EXPECT_EQ(editor.refusal(), "Black pawn on h1: a pawn that reaches this rank must promote.");
    editor.click("h1");
    EXPECT_TRUE(editor.okEnabled());

    // A typed FEN without a Black king is shown on the board, with the reason.
    editor.pasteFen(QStringLiteral("8/8/8/8/8/8/8/4K3 w - - 0 1"));
    EXPECT_EQ(editor.refusal(), "Black has no king.");
    EXPECT_EQ(editor.dialog.boardView()->position()->fen(), "8/8/8/8/8/8/8/4K3 w - - 0 1");
    EXPECT_FALSE(editor.okEnabled());

    // An en passant square that no pawn could have passed: the FEN cannot be read.
    editor.pasteFen(QStringLiteral("4k3/8/8/8/8/8/8/4K3 b - e3 0 1"));
    EXPECT_NE(editor.refusal().find("The FEN cannot be read: "), std::string::npos) << editor.refusal();
    EXPECT_NE(editor.refusal().find("is not behind a pawn that has just moved"), std::string::npos) << editor.refusal();
    EXPECT_FALSE(editor.okEnabled());
    EXPECT_EQ(editor.shownRefusal(), editor.dialog.refusal());

    // Four armies: two Red kings.
    Editor four(positionOf("chaturanga-4-84"));
    four.place(0, 'K', {"e7"});
    EXPECT_EQ(four.refusal(), "Red has two kings, on e7 and g10.");
    EXPECT_FALSE(four.okEnabled());
}

TEST(PositionEditor, APastedFenIsTakenOrRefusedWithTheReason)
{
    Editor editor(positionOf("kaiserspiel", {{"ruleset", "A"}}));
    editor.pasteFen(QStringLiteral("4P5/10/1k8/10/10/10/10/10/10/2p1K5 w - - 0 1 waiting:e10,c1"));
    EXPECT_EQ(editor.refusal(), "");
    EXPECT_EQ(editor.fen(), "4P5/10/1k8/10/10/10/10/10/10/2p1K5 w - - 0 1 waiting:c1,e10");  // as the program writes it
    EXPECT_EQ(editor.find<QLineEdit>(QStringLiteral("fen"))->text().toStdString(), editor.fen());
    EXPECT_TRUE(editor.okEnabled());
    // The board shows it, and the waiting pawns are listed.
    EXPECT_EQ(editor.dialog.boardView()->position()->fen(), editor.fen());
    auto* waiting = editor.find<QListWidget>(QStringLiteral("waitingPawns"));
    ASSERT_EQ(waiting->count(), 2);
    EXPECT_EQ(waiting->item(0)->checkState(), Qt::Checked);
    // The white pawn stays a pawn for good instead.
    for (int row = 0; row < waiting->count(); ++row)
        if (waiting->item(row)->text().contains(QStringLiteral("e10")))
            waiting->item(row)->setCheckState(Qt::Unchecked);
    EXPECT_EQ(editor.fen(), "4P5/10/1k8/10/10/10/10/10/10/2p1K5 w - - 0 1 waiting:c1");

    // Refused: the reason shows, OK is disabled and the board keeps the last position.
    const QString before = editor.dialog.fen();
    editor.pasteFen(QStringLiteral("4P5/10/1k8/10/10/10/10/10/10/2p1K5 w KQ - 0 1"));
    EXPECT_NE(editor.refusal().find("castling"), std::string::npos) << editor.refusal();
    EXPECT_FALSE(editor.okEnabled());
    EXPECT_EQ(editor.dialog.boardView()->position()->fen(), before.toStdString());
    // Editing the board again starts from the position on the board.
    editor.place(0, 'N', {"a1"});
    EXPECT_EQ(editor.fen(), "4P5/10/1k8/10/10/10/10/10/10/N1p1K5 w - - 0 1 waiting:c1");
    EXPECT_TRUE(editor.okEnabled());
}

TEST(PositionEditor, OffersOnlyWhatTheVariantHas)
{
    Editor chess(positionOf("chess"));
    EXPECT_TRUE(chess.dialog.findChild<QComboBox*>(QStringLiteral("enPassant")));
    EXPECT_EQ(chess.dialog.findChildren<QCheckBox*>().size(), 4);  // castling: two armies, two wings
    EXPECT_FALSE(chess.dialog.findChild<QListWidget*>(QStringLiteral("waitingPawns")));
    EXPECT_FALSE(chess.dialog.findChild<QSpinBox*>(QStringLiteral("hand-0-P")));

    Editor hyderabad(positionOf("hyderabad"));
    EXPECT_FALSE(hyderabad.dialog.findChild<QComboBox*>(QStringLiteral("enPassant")));
    EXPECT_EQ(hyderabad.dialog.findChildren<QCheckBox*>().size(), 2);  // the kings' leaps, no castling

    Editor chaturanga(positionOf("chaturanga-4-84"));
    EXPECT_TRUE(chaturanga.dialog.findChildren<QCheckBox*>().empty());
    EXPECT_FALSE(chaturanga.dialog.findChild<QComboBox*>(QStringLiteral("enPassant")));
    EXPECT_EQ(chaturanga.dialog.findChildren<QSpinBox*>().size(), 4 + 2);  // a wazir per army, two counters
}

// The mnemonic letter of a label's or button's text, or a null QChar.
QChar mnemonicOf(const QString& text)
{
    for (qsizetype i = text.indexOf(QLatin1Char('&')); i >= 0 && i + 1 < text.size();
         i = text.indexOf(QLatin1Char('&'), i + 2))
        if (text[i + 1] != QLatin1Char('&'))
            return text[i + 1].toLower();
    return {};
}

TEST(PositionEditor, EveryInputHasAnAccessibleNameAndTheLabelsDistinctMnemonics)
{
    const kabir::Position positions[] = {positionOf("chess"), positionOf("hyderabad"),
        positionOf("kaiserspiel", {{"ruleset", "A"}}), positionOf("chaturanga-4-84"), positionOf("cambodian")};
    for (const kabir::Position& position : positions) {
        PositionEditor dialog(position);
        const std::string variant = position.rules().definition().id;
        for (const QWidget* input : dialog.findChildren<QWidget*>()) {
            if (qobject_cast<const QAbstractSpinBox*>(input->parentWidget()))
                continue;  // a spin box's own line edit: the spin box carries the name
            if (qobject_cast<const QComboBox*>(input) || qobject_cast<const QLineEdit*>(input)
                || qobject_cast<const QListWidget*>(input) || qobject_cast<const QAbstractSpinBox*>(input)
                || qobject_cast<const QToolButton*>(input) || qobject_cast<const QCheckBox*>(input)) {
                EXPECT_FALSE(input->accessibleName().isEmpty()) << variant << " " << input->objectName().toStdString();
            }
        }
        QString taken;
        for (const QWidget* widget : dialog.findChildren<QWidget*>()) {
            const auto* label = qobject_cast<const QLabel*>(widget);
            const auto* button = qobject_cast<const QAbstractButton*>(widget);
            if (label && label->buddy()) {
                EXPECT_TRUE(label->text().contains(QLatin1Char('&'))) << variant << " " << label->text().toStdString();
            }
            const QChar letter = mnemonicOf(label ? label->text() : button ? button->text() : QString());
            if (letter.isNull())
                continue;
            EXPECT_FALSE(taken.contains(letter)) << variant << " " << QString(letter).toStdString();
            taken += letter;
        }
    }
}

TEST(PositionEditor, TabOrderFollowsTheLayout)
{
    PositionEditor dialog(positionOf("chaturanga-4-84"));
    QList<QWidget*> expected;
    const kabir::VariantDefinition& definition = dialog.boardView()->position()->rules().definition();
    for (const kabir::PieceDefinition& piece : definition.pieces)  // row by row: a type in every army
        for (int army = 0; army < 4; ++army)
            expected << dialog.findChild<QToolButton*>(
                QStringLiteral("palette-%1-%2").arg(army).arg(QLatin1Char(piece.letter)));
    expected << dialog.findChild<QToolButton*>(QStringLiteral("paletteEraser"))
             << dialog.findChild<QComboBox*>(QStringLiteral("sideToMove"));
    for (int army = 0; army < 4; ++army)
        expected << dialog.findChild<QSpinBox*>(QStringLiteral("hand-%1-W").arg(army));
    expected << dialog.findChild<QSpinBox*>(QStringLiteral("halfmoveClock"))
             << dialog.findChild<QSpinBox*>(QStringLiteral("moveNumber"));
    for (const char* text : {"&Start Position", "&Clear Board", "&Turn Board"})
        for (QPushButton* button : dialog.findChildren<QPushButton*>())
            if (button->text() == QLatin1String(text))
                expected << button;
    const auto* box = dialog.findChild<QDialogButtonBox*>();
    expected << dialog.findChild<QLineEdit*>(QStringLiteral("fen")) << box->button(QDialogButtonBox::Ok)
             << box->button(QDialogButtonBox::Cancel);
    ASSERT_FALSE(expected.contains(nullptr));

    QList<QWidget*> chain;
    QWidget* w = expected.front();
    for (int step = 0; step < 1000 && chain.size() < expected.size(); ++step, w = w->nextInFocusChain())
        if ((w->focusPolicy() & Qt::TabFocus) && w->isEnabled() && !chain.contains(w)
            && !qobject_cast<const QAbstractSpinBox*>(w->parentWidget()))
            chain.append(w);
    EXPECT_EQ(chain, expected);
}

}  // namespace

namespace {

// The editor's Variant list: choosing another variant ends it with VariantChosen, and OK on a
// position of that variant starts a game of it with the same players (Edit › Set Up Position).
TEST(PositionEditor, TheVariantListChangesTheVariant)
{
    PositionEditor dialog(positionOf("chess"));
    auto* variants = dialog.findChild<QComboBox*>(QStringLiteral("variant"));
    ASSERT_TRUE(variants);
    EXPECT_EQ(variants->currentData().toString(), QStringLiteral("chess"));
    EXPECT_EQ(variants->count(), int(kabir::VariantCatalog::builtIn().variants().size()));
    variants->setCurrentIndex(variants->findData(QStringLiteral("makruk")));
    emit variants->activated(variants->currentIndex());
    EXPECT_EQ(dialog.result(), PositionEditor::VariantChosen);
    EXPECT_EQ(dialog.chosenVariant(), QStringLiteral("makruk"));

    QTemporaryDir dir;
    Settings settings(dir.filePath(QStringLiteral("s.ini")), nullptr);
    MainWindow window(&settings);
    ASSERT_TRUE(window.showVariant(QStringLiteral("chess")));
    const QString makruk = QStringLiteral("4k3/8/8/8/8/8/8/3K4 w - - 0 1");
    ASSERT_TRUE(window.setUpPositionFrom(makruk, QStringLiteral("makruk"), {}));
    EXPECT_EQ(window.variantId(), QStringLiteral("makruk"));
    EXPECT_EQ(window.game()->fen().section(QLatin1Char(' '), 0, 0), makruk.section(QLatin1Char(' '), 0, 0));
}

}  // namespace
