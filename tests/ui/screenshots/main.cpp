// kabir_screenshots: renders the documentation's screenshots (docs/screenshots/) from the real
// widgets, offscreen, with default settings: each main variant's start position, a Chaturanga
// 4-84 game seen from Green, the new-game dialog for Sultanspiel, a promotion under Tressau's
// rules, a game-over dialog, the settings, the piece set in every army's colours, the position
// editor (Kaiserspiel, and Chaturanga 4-84), play against the computer (the new-game dialog with
// computer seats and clocks, a Turkish game with the analysis pane and the evaluation graph, a
// four-army game with computers, a hint), a diagram for an article (Sultanspiel with Tressau's
// square numbers) and the export dialog, the list of the games of the sample file
// (resources/games/), an annotated game with a variation and arrows, Sultanspiel with Tressau's
// numbers on the board and in the moves, a German rules page, and the smallest and largest
// boards at a small window size. Run by scripts/screenshots.
//   kabir_screenshots OUTPUT_FOLDER

#include "core/record/notation.h"
#include "core/record/recordfile.h"
#include "core/search/engine.h"
#include "core/catalog/variantcatalog.h"
#include "ui/analysispane.h"
#include "ui/armypalette.h"
#include "ui/boardview.h"
#include "ui/computerseats.h"
#include "ui/diagram.h"
#include "ui/diagramdialog.h"
#include "ui/gamecontroller.h"
#include "ui/gamelistdialog.h"
#include "ui/gameoverdialog.h"
#include "ui/gameviewer.h"
#include "ui/mainwindow.h"
#include "ui/newgamedialog.h"
#include "ui/pieceset.h"
#include "ui/positioneditor.h"
#include "ui/promotiondialog.h"
#include "ui/rulesbrowser.h"
#include "ui/settings.h"
#include "ui/settingsdialog.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QPainter>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTextBrowser>

#include <cstdio>

namespace {

const QSize kWindow(1180, 820);

const char* const kAnnotatedGame = R"([Event "Annotated example"]
[Site "Kabir"]
[Date "1620.??.??"]
[White "Greco"]
[Black "NN"]
[Annotator "Kabir"]
[Result "*"]
[Variant "chess"]

{The Italian Game, as Greco played it.} 1. e4 e5 2. Nf3 Nc6 3. Bc4 {[%csl Gf7][%cal Gc4f7]} Bc5
(3... Nf6 $5 {the Two Knights} 4. Ng5 {[%cal Gg5f7,Gc4f7]} d5 5. exd5 Na5 $1 (5... Nxd5 $2 6. Nxf7 $3)) 4. c3
{Preparing d4.} Nf6 5. d4 exd4 6. cxd4 Bb4+ 7. Nc3 $1 {[%csl Re4][%cal Gd4d5,Re1e8]} Nxe4 8. O-O $14 *
)";

bool save(const QPixmap& picture, const QDir& folder, const QString& name)
{
    const QString path = folder.filePath(name);
    if (picture.save(path))
        return true;
    std::fprintf(stderr, "cannot write %s\n", qPrintable(path));
    return false;
}

QPixmap windowShot(MainWindow& window, QSize size = kWindow)
{
    window.resize(size);
    window.show();
    QApplication::processEvents();
    return window.grab();
}

// A dialog drawn over the window it belongs to, centred, with a thin frame and a shadow.
QPixmap withDialog(MainWindow& window, QDialog& dialog)
{
    QPixmap shot = windowShot(window);
    if (!dialog.testAttribute(Qt::WA_Resized))  // a dialog that chose its size keeps it
        dialog.adjustSize();
    dialog.show();
    QApplication::processEvents();
    const QPixmap over = dialog.grab();
    QPainter painter(&shot);
    painter.fillRect(shot.rect(), QColor(0, 0, 0, 60));
    const QPoint at((shot.width() - over.width()) / 2, (shot.height() - over.height()) / 2);
    painter.fillRect(QRect(at + QPoint(6, 6), over.size()), QColor(0, 0, 0, 70));
    painter.drawPixmap(at, over);
    painter.setPen(QColor(90, 90, 90));
    painter.drawRect(QRect(at, over.size()).adjusted(-1, -1, 0, 0));
    dialog.hide();
    return shot;
}

// Lets the event loop run until `done` holds or `ms` have passed.
template <typename Condition> void runUntil(Condition done, int ms)
{
    QElapsedTimer timer;
    timer.start();
    while (!done() && timer.elapsed() < ms)
        QApplication::processEvents(QEventLoop::AllEvents, 20);
}

// The first `plies` moves of a game of Kabir's engine against itself at a small depth, in
// coordinate notation: a plausible game to show.
QStringList engineGame(const QString& variant, int plies)
{
    const kabir::VariantFile* file = kabir::VariantCatalog::builtIn().find(variant.toStdString());
    kabir::Game game = kabir::Game::create(*file, {}).value();
    kabir::search::Engine engine;
    QStringList moves;
    for (int ply = 0; ply < plies; ++ply) {
        kabir::Move chosen;
        engine.setPosition(game.position());
        kabir::search::Limits limits;
        limits.depth = 5;
        engine.go(limits, {}, [&chosen](const kabir::search::BestMove& best) { chosen = best.move; });
        engine.wait();
        if (chosen.isNull())
            break;
        const std::string text = kabir::coordinateText(game.position(), chosen);
        moves << QString::fromStdString(text);
        game.play(text);
    }
    return moves;
}

PlayerSeat seat(const QString& name, PlayerSeat::Kind kind = PlayerSeat::Kind::Human, int level = 8)
{
    PlayerSeat player(name);
    player.kind = kind;
    player.level = level;
    return player;
}

// Every picture of the built-in set, in each army colour, on alternating squares.
QPixmap pieceSheet()
{
    const char* images[] = {"king", "queen", "rook", "bishop", "knight", "pawn", "queen-knight", "bishop-knight",
        "rook-knight", "rhinoceros", "gazelle", "short-queen", "short-superqueen", "short-bishop-queen", "wazir",
        "counsellor", "elephant"};
    kabir::VariantDefinition armies;
    for (const char* name : {"White", "Black", "Red", "Green", "Yellow"})
        armies.armies.push_back(kabir::ArmyDefinition{name});
    constexpr int kSquare = 64;
    const int columns = int(std::size(images));
    QPixmap sheet(columns * kSquare, int(armies.armies.size()) * kSquare);
    QPainter painter(&sheet);
    const PieceSet pieces;
    const BoardSettings board = Settings::defaultBoard();
    for (std::size_t row = 0; row < armies.armies.size(); ++row) {
        for (int column = 0; column < columns; ++column) {
            const QRectF square(column * kSquare, int(row) * kSquare, kSquare, kSquare);
            painter.fillRect(square, (column + int(row)) % 2 ? board.darkSquares : board.lightSquares);
            kabir::PieceDefinition piece;
            piece.image = images[column];
            pieces.paint(painter, square, piece, ArmyPalette::of(armies, kabir::Army(row)));
        }
    }
    return sheet;
}

}  // namespace

int main(int argc, char* argv[])
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    if (argc != 2) {
        std::fprintf(stderr, "usage: kabir_screenshots OUTPUT_FOLDER\n");
        return 2;
    }
    const QDir out(QString::fromLocal8Bit(argv[1]));
    QTemporaryDir home;  // default settings, and nothing written to the user's
    Settings settings(home.filePath(QStringLiteral("settings.ini")), nullptr);
    bool ok = true;

    for (const char* variant :
        {"chess", "kaiserspiel", "sultanspiel", "hyderabad", "turkish", "chaturanga-4-84", "chaturanga"}) {
        MainWindow window(&settings);
        window.startGame(NewGameSetup{QString::fromLatin1(variant), {}, false, {}, {}});
        ok &= save(windowShot(window), out, QStringLiteral("%1.png").arg(QLatin1String(variant)));
    }
    {
        // Four players, Green to move: the board is turned towards Green.
        MainWindow window(&settings);
        window.startGame(NewGameSetup{QStringLiteral("chaturanga-4-84"), {}, false,
            {{QStringLiteral("Ravi")}, {QStringLiteral("Gita")}, {QStringLiteral("Yash")}, {QStringLiteral("Bina")}},
            {}});
        for (const char* move : {"e9e8", "i5h5", "c2c3", "b8c8", "f10b6", "W@e4", "d1c2", "a7a6", "g10f10", "e4e5",
                 "f1h2", "b5c5", "f10e10", "i4h4", "f2f3", "a8b8", "f10d9", "j5g2", "c2d3", "c5d5", "h10f10"})
            window.game()->play(QString::fromLatin1(move));
        ok &= save(windowShot(window), out, QStringLiteral("chaturanga-4-84-green.png"));
    }
    {
        MainWindow window(&settings);
        window.startGame(NewGameSetup{QStringLiteral("sultanspiel"), {}, false, {}, {}});
        NewGameDialog dialog(NewGameSetup{QStringLiteral("sultanspiel"), {}, false, {}, {}}, &window);
        dialog.fitInto(QRect(QPoint(), kWindow));  // as on a screen the window's size
        ok &= save(withDialog(window, dialog), out, QStringLiteral("new-game-sultanspiel.png"));
    }
    {
        // Tressau's rule set A: only the captured rook and knight, or staying a pawn for good.
        MainWindow window(&settings);
        window.startGame(NewGameSetup{QStringLiteral("kaiserspiel"), {{"ruleset", "A"}}, false, {}, {}});
        window.game()->loadFen(QStringLiteral("k9/4P5/10/10/10/10/10/10/PPPP1PPPPP/RNBCKQAB2 w - - 0 1"));
        const kabir::Geometry& g = window.game()->position().geometry();
        PromotionDialog dialog(window.game()->position(),
            window.game()->viewer()->promotionChoices(*g.parseSquare("e9"), *g.parseSquare("e10")),
            window.boardView()->pieceSet(), &window);
        ok &= save(withDialog(window, dialog), out, QStringLiteral("promotion-tressau.png"));
    }
    {
        MainWindow window(&settings);
        window.startGame(NewGameSetup{QStringLiteral("hyderabad"), {}, false, {}, {}});
        window.game()->loadFen(QStringLiteral("kb8/p9/1P1N6/10/10/10/10/10/10/9K w - - 0 1 leap:K"));
        window.game()->play(QStringLiteral("b8b9"));
        GameOverDialog dialog(*window.game(), window.game()->outcome(), &window);
        ok &= save(withDialog(window, dialog), out, QStringLiteral("game-over.png"));
    }
    {
        // An engine that broke down forfeits its game.
        MainWindow window(&settings);
        window.startGame(NewGameSetup{QStringLiteral("chess"), {}, false, {}, {}});
        window.game()->play(QStringLiteral("e2e4"));
        window.game()->forfeit(1, QStringLiteral("illegal-move"));
        GameOverDialog dialog(*window.game(), window.game()->outcome(), &window);
        ok &= save(withDialog(window, dialog), out, QStringLiteral("forfeit.png"));
    }
    {
        MainWindow window(&settings);
        window.startGame(NewGameSetup{QStringLiteral("chess"), {}, false, {}, {}});
        SettingsDialog dialog(settings, &window);
        ok &= save(withDialog(window, dialog), out, QStringLiteral("settings.png"));
    }
    ok &= save(pieceSheet(), out, QStringLiteral("pieces.png"));
    {
        // The position editor on a Kaiserspiel position under Tressau's rule set A: White may
        // castle, and its pawn on i10 waits to promote in place.
        MainWindow window(&settings);
        window.startGame(NewGameSetup{QStringLiteral("kaiserspiel"), {{"ruleset", "A"}}, false, {}, {}});
        window.game()->loadFen(
            QStringLiteral("rn1ck2bP1/pp1p1pp3/2p1b5/4p5/3P6/5N4/10/10/PPP1PPPP2/R1BCKQAB1R w KQ - 0 12 waiting:i10"));
        PositionEditor editor(window.game()->position(), &window);
        editor.setLook(settings.board());
        ok &= save(withDialog(window, editor), out, QStringLiteral("position-editor.png"));
    }
    {
        // Chaturanga 4-84 after a few moves, Yellow to move, with hands: the board turned as the
        // window turns it.
        MainWindow window(&settings);
        window.startGame(NewGameSetup{QStringLiteral("chaturanga-4-84"), {}, false, {}, {}});
        for (const char* move : {"e9e8", "i5h5", "c2c3", "b8c8", "f10b6", "W@e4"})
            window.game()->play(QString::fromLatin1(move));
        PositionEditor editor(window.game()->position(), &window);
        editor.setLook(settings.board());
        editor.setQuarterTurns(window.boardView()->quarterTurns());
        ok &= save(withDialog(window, editor), out, QStringLiteral("position-editor-chaturanga.png"));
    }

    // Against the computer: the new-game dialog with a computer seat and a clock.
    const kabir::match::TimeControl fifteenTen = kabir::match::TimeControl::parse("900+10").value();
    {
        MainWindow window(&settings);
        window.startGame(NewGameSetup{QStringLiteral("turkish"), {}, false, {}, {}});
        NewGameDialog dialog(NewGameSetup{QStringLiteral("turkish"), {}, false,
                                 {seat(QStringLiteral("Anna")), seat({}, PlayerSeat::Kind::Computer, 5)}, fifteenTen},
            &window);
        dialog.fitInto(QRect(QPoint(), kWindow));
        ok &= save(withDialog(window, dialog), out, QStringLiteral("new-game-computer.png"));
    }
    {
        // A Turkish game against level 6 with clocks, the analysis pane thinking about the
        // position and the graph of the whole game reviewed.
        MainWindow window(&settings);
        window.computers()->setMinimumReplyTime(0);
        window.startGame(NewGameSetup{QStringLiteral("turkish"), {}, false,
            {seat(QStringLiteral("Anna")), seat({}, PlayerSeat::Kind::Computer, 6)}, fifteenTen});
        for (const QString& move : engineGame(QStringLiteral("turkish"), 30))
            window.game()->play(move);
        window.resize(QSize(1280, 900));
        window.show();
        window.analysisPane()->setLines(3);
        window.analysisPane()->setAnalysing(true);
        window.analysisPane()->reviewGame();
        runUntil([&] { return !window.analysisPane()->reviewing(); }, 30000);
        runUntil([] { return false; }, 3000);
        ok &= save(windowShot(window, QSize(1280, 900)), out, QStringLiteral("computer-turkish.png"));
    }
    {
        // Four armies: Ravi (Red) with a computer partner (Yellow) against two computers; Green,
        // at full strength, thinks.
        MainWindow window(&settings);
        window.computers()->setMinimumReplyTime(0);
        window.startGame(NewGameSetup{QStringLiteral("chaturanga-4-84"), {}, false,
            {seat(QStringLiteral("Ravi")), seat({}, PlayerSeat::Kind::Computer, 8),
                seat({}, PlayerSeat::Kind::Computer, 4), seat({}, PlayerSeat::Kind::Computer, 4)},
            kabir::match::TimeControl::parse("300+3").value()});
        for (const QString& move : engineGame(QStringLiteral("chaturanga-4-84"), 16))
            window.game()->play(move);
        runUntil([&] { return !window.computers()->computerToAct(); }, 20000);
        window.game()->play(window.game()->legalMoves().front());
        runUntil([] { return false; }, 1500);
        ok &= save(windowShot(window), out, QStringLiteral("computer-chaturanga.png"));
    }
    {
        // A hint in Kaiserspiel: the best move as a green arrow.
        MainWindow window(&settings);
        window.startGame(NewGameSetup{
            QStringLiteral("kaiserspiel"), {}, false, {seat(QStringLiteral("Anna")), seat(QStringLiteral("Ben"))}, {}});
        for (const QString& move : engineGame(QStringLiteral("kaiserspiel"), 12))
            window.game()->play(move);
        window.showHint();
        runUntil([&] { return !window.boardView()->arrows().isEmpty(); }, 10000);
        windowShot(window);
        runUntil([] { return false; }, 200);  // the status bar makes room for the hint's message
        ok &= save(windowShot(window), out, QStringLiteral("hint.png"));
    }
    {
        // Diagrams for articles: Sultanspiel's start with Tressau's numbers, and the export
        // dialog over a Kaiserspiel game in the hatched print style.
        const kabir::Position sultanspiel
            = kabir::Position::start(kabir::VariantCatalog::builtIn().ruleset("sultanspiel").value());
        DiagramOptions options;
        options.numbers = true;
        options.caption = Diagram::sideToMoveCaption(sultanspiel);
        const Diagram diagram(sultanspiel, options);
        ok &= save(QPixmap::fromImage(diagram.image(diagram.sizeForWidth(640))), out,
            QStringLiteral("diagram-sultanspiel-numbers.png"));

        MainWindow window(&settings);
        window.startGame(NewGameSetup{QStringLiteral("kaiserspiel"), {}, false, {}, {}});
        for (const QString& move : engineGame(QStringLiteral("kaiserspiel"), 12))
            window.game()->play(move);
        DiagramDialog dialog(window.game()->viewer()->viewedPosition(), window.boardView()->quarterTurns(),
            settings.board(), settings.userPieceSets(), &window);
        dialog.coloursBox()->setCurrentIndex(dialog.coloursBox()->findData(int(DiagramOptions::Colours::PrintHatched)));
        dialog.captionBox()->setChecked(true);
        ok &= save(withDialog(window, dialog), out, QStringLiteral("diagram-dialog.png"));
    }
    {
        // The games of the sample file, over the first of them.
        QFile sample(QStringLiteral(KABIR_SOURCE_DIR "/resources/games/samples.pgn"));
        ok &= sample.open(QIODevice::ReadOnly);
        const kabir::RecordFile file(sample.readAll().toStdString(), sample.fileName().toStdString());
        MainWindow window(&settings);
        ok &= window.openGameFrom(sample.fileName(), 0);
        window.statusBar()->clearMessage();  // "Opened samples.pgn." would cover the variant's name
        GameListDialog dialog(file, &window);
        dialog.resize(960, 420);
        ok &= save(withDialog(window, dialog), out, QStringLiteral("game-list.png"));
    }
    {
        // An annotated game: a variation, comments, NAGs, arrows and circles, at 7. Nc3.
        MainWindow window(&settings);
        ok &= window.pastePosition(QString::fromUtf8(kAnnotatedGame));
        window.game()->viewer()->setViewedNode(window.game()->viewer()->tree().mainLine().at(12));
        window.statusBar()->clearMessage();
        ok &= save(windowShot(window), out, QStringLiteral("annotated-game.png"));
    }
    {
        // Sultanspiel from the sample file with Tressau's numbers on the board and in the moves.
        const BoardSettings plain = settings.board();
        BoardSettings numbered = plain;
        numbered.squareNumbers = true;
        numbered.moveNotation = QStringLiteral("numbered");
        settings.setBoard(numbered);
        MainWindow window(&settings);
        ok &= window.openGameFrom(QStringLiteral(KABIR_SOURCE_DIR "/resources/games/samples.pgn"), 2);
        window.game()->viewer()->setViewedPly(16);
        window.statusBar()->clearMessage();
        ok &= save(windowShot(window), out, QStringLiteral("sultanspiel-numbers.png"));
        settings.setBoard(plain);
    }
    {
        // A rules page in German.
        RulesBrowser browser;
        browser.textBrowser()->setSource(
            RulesBrowser::pageFor(QStringLiteral("sultanspiel"), QLocale(QLocale::German)));
        browser.resize(900, 760);
        browser.show();
        QApplication::processEvents();
        ok &= save(browser.grab(), out, QStringLiteral("rules-german.png"));
    }
    // The smallest and the largest boards in a small window, for a look at readability.
    for (const char* variant : {"chess", "turkish", "chaturanga-4-84"}) {
        MainWindow window(&settings);
        window.startGame(NewGameSetup{QString::fromLatin1(variant), {}, false, {}, {}});
        ok &= save(
            windowShot(window, QSize(800, 560)), out, QStringLiteral("small-%1.png").arg(QLatin1String(variant)));
    }
    return ok ? 0 : 1;
}
