#include "ui/mainwindow.h"

#include "core/record/notation.h"
#include "core/catalog/variantcatalog.h"
#include "ui/abouttext.h"
#include "ui/analysispane.h"
#include "ui/armypalette.h"
#include "ui/autoplay.h"
#include "ui/autosave.h"
#include "ui/layoutkeeper.h"
#include "ui/boardbanner.h"
#include "ui/boardinput.h"
#include "ui/boardlook.h"
#include "ui/boardmarks.h"
#include "ui/boardorientation.h"
#include "ui/boardview.h"
#include "ui/clockview.h"
#include "ui/computerlevels.h"
#include "ui/computerseats.h"
#include "ui/datastrings.h"
#include "ui/drawofferbar.h"
#include "ui/enginesdialog.h"
#include "ui/evalbar.h"
#include "ui/externalengineplayer.h"
#include "ui/gamecontroller.h"
#include "ui/gameviewer.h"
#include "ui/gameclocks.h"
#include "ui/gameevaluations.h"
#include "ui/gameoverdialog.h"
#include "ui/kabirplayer.h"
#include "ui/materialview.h"
#include "ui/moveentry.h"
#include "ui/movetreeview.h"
#include "ui/newgamedialog.h"
#include "ui/notationmenu.h"
#include "ui/pieceset.h"
#include "ui/pregamechoicedialog.h"
#include "ui/recentfiles.h"
#include "ui/promotiondialog.h"
#include "ui/searchcontroller.h"
#include "ui/settings.h"
#include "ui/settingsdialog.h"
#include "ui/sounds.h"
#include "ui/teamtext.h"
#include "ui/valuetext.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDebug>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QSaveFile>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QStatusBar>
#include <QTimer>
#include <QUndoStack>

namespace {

constexpr int kAnimationTime = 180;
constexpr int kHintTimeMs = 2000;  // a hint searches this long at full strength
const QColor kHintArrow(20, 140, 60, 170);
const QColor kAnalysisArrow(20, 90, 200, 150);

}  // namespace

MainWindow::MainWindow(Settings* settings, QWidget* parent)
    : QMainWindow(parent), m_settings(settings), m_game(new GameController(this)), m_viewer(m_game->viewer()),
      m_moveTree(new MoveTreeView(m_game, this)), m_boardView(new BoardView(this)),
      m_banner(new BoardBanner(m_boardView))
{
    if (!m_settings) {
        m_ownSettings = std::make_unique<Settings>();
        m_settings = m_ownSettings.get();
    }
    setWindowIcon(QIcon(QStringLiteral(":/icons/kabir.svg")));
    m_sounds = new Sounds(this);
    m_evaluations = new GameEvaluations(this);
    m_hintSearch = new SearchController(this);
    m_computers = new ComputerSeats(
        m_game, [this](const PlayerSeat& seat, QObject* parent) { return makePlayer(seat, parent); }, this);
    createCentralArea();

    m_variantLabel = new QLabel(this);
    m_variantLabel->setObjectName(QStringLiteral("variantLabel"));
    m_turnLabel = new QLabel(this);
    m_turnLabel->setObjectName(QStringLiteral("turnLabel"));
    statusBar()->addWidget(m_variantLabel);
    m_teamLabel = new QLabel(this);
    m_teamLabel->setObjectName(QStringLiteral("teamLabel"));
    statusBar()->addPermanentWidget(m_teamLabel);
    statusBar()->addPermanentWidget(m_turnLabel);

    m_input = new BoardInput(m_boardView, m_game, this);
    connect(m_input, &BoardInput::refused, this,
        [this](const QString& reason) { statusBar()->showMessage(reason, kMessageTime); });
    connect(m_input, &BoardInput::prompt, this, [this](const QString& text) { statusBar()->showMessage(text); });
    m_input->setPromotionChooser([this](const QList<kabir::Move>& moves) {
        return PromotionDialog::ask(m_game->position(), moves, m_boardView->pieceSet(), this);
    });
    m_input->setMoveChooser([this](const QList<kabir::Move>& moves) -> std::optional<kabir::Move> {
        QStringList texts;
        for (const kabir::Move& m : moves)
            texts << m_game->moveText(m);
        bool ok = false;
        const QString text = QInputDialog::getItem(
            this, tr("Choose a Move"), tr("Your clicks name more than one move. Which one?"), texts, 0, false, &ok);
        return ok ? std::optional(moves.value(texts.indexOf(text))) : std::nullopt;
    });
    m_input->setMoveGuard([this] {
        const int army = m_computers->armyToAct();
        return m_computers->isComputer(army) ? tr("It is the computer's turn: %1 is to move.").arg(playerLabel(army))
                                             : QString();
    });
    m_moveEntry = new MoveEntry(m_boardView, m_game, m_input);
    connect(m_moveEntry, &MoveEntry::refused, this,
        [this](const QString& reason) { statusBar()->showMessage(reason, kMessageTime); });

    m_autoplay = new Autoplay(m_game, this);
    m_recentFiles = new RecentFiles(*m_settings, this);
    connect(m_recentFiles, &RecentFiles::fileChosen, this, [this](const QString& fileName) {
        if (confirmDiscard())
            reportProblems(tr("Open Game"), [&] { openGameFrom(fileName); });
    });
    createActions();
    createDocks();

    connect(m_game, &GameController::gameStarted, this, &MainWindow::gameStarted);
    connect(m_game, &GameController::choiceRequired, this, [this](int army) {
        // Asked once the window shows, so that a game restored at start asks in front of it.
        QTimer::singleShot(0, this, [this, army] { askForChoice(army); });
    });
    connect(m_game, &GameController::positionChanged, this, &MainWindow::showViewedPosition);
    connect(m_viewer, &GameViewer::viewedPlyChanged, this, &MainWindow::showViewedPosition);
    connect(m_game, &GameController::resultChanged, this, [this] { updateStatus(); });
    connect(m_game, &GameController::gameOver, this, &MainWindow::announceResult);
    connect(m_game, &GameController::movePlayed, this, [this](int ply) {
        m_sounds->playMove(m_game->positionAt(ply + 1).state().captured != kabir::kEmpty);
        announceLostKing(ply);
        if (m_game->drawOfferedBy() < 0)
            m_offerBar->hide();
    });
    connect(m_game, &GameController::positionChanged, this, [this] {
        m_hint.reset();
        m_hintSearch->abandon();
        updateArrows();
    });
    connect(m_viewer, &GameViewer::viewedNodeChanged, this, &MainWindow::updateArrows);
    connect(m_viewer, &GameViewer::treeChanged, this, &MainWindow::updateArrows);
    // Saved after every step, and when a result comes without one (a flag falls).
    const auto autosave = [this] {
        if (!m_autosave)
            return;
        if (const QString failed = m_autosave->save(*m_game); !failed.isEmpty())
            statusBar()->showMessage(tr("The game could not be saved for a restart: %1").arg(failed), 2 * kMessageTime);
    };
    connect(m_viewer, &GameViewer::treeChanged, this, autosave);
    connect(m_game, &GameController::resultChanged, this, autosave);
    connect(m_hintSearch, &SearchController::finished, this, [this](int, const kabir::search::BestMove& best) {
        if (best.move.isNull())
            return;
        m_hint = best.move;
        kabir::Position live = m_game->position();
        statusBar()->showMessage(
            tr("Hint: %1").arg(QString::fromStdString(kabir::moveText(live, best.move))), kMessageTime);
        updateArrows();
        updateActions();
    });
    connect(m_computers, &ComputerSeats::thinkingChanged, this, [this](int army, bool thinking) {
        m_thinkingText = thinking ? tr("%1 is thinking…").arg(playerLabel(army)) : QString();
        updateStatus();  // and the actions: Move Now
    });
    connect(m_computers, &ComputerSeats::thinkingInfo, this, [this](int army, const kabir::search::Info& info) {
        //: The computer's thought in the status bar: who, how deep, its value.
        m_thinkingText = tr("%1 is thinking… depth %2, %3")
                             .arg(playerLabel(army))
                             .arg(info.depth)
                             .arg(ValueText::pawns(info.value));
        updateStatus();
    });
    connect(m_computers, &ComputerSeats::drawOffered, this,
        [this](int army) { m_offerBar->offer(tr("%1 offers a draw.").arg(playerLabel(army))); });
    connect(m_computers, &ComputerSeats::problem, this, [this](const QString& message) {
        statusBar()->showMessage(message, 2 * kMessageTime);
        // A forfeit is told in the game-over dialog that follows, not in a box of its own.
        if (m_game->outcome().ending == GameResult::Ending::Forfeit)
            m_gameOverWhy = message;
        else if (isVisible())
            QMessageBox::warning(this, tr("Computer Player"), message);
    });
    connect(m_offerBar, &DrawOfferBar::accepted, this,
        [this] { statusBar()->showMessage(m_game->acceptDraw(humanArmy()), kMessageTime); });
    connect(m_offerBar, &DrawOfferBar::declined, m_game, &GameController::declineDraw);
    connect(m_analysis, &AnalysisPane::bestMoveChanged, this, [this](kabir::Move move) {
        m_analysisMove = move;
        updateArrows();
    });
    connect(m_analysis, &AnalysisPane::valueChanged, m_evalBar, &EvalBar::setValue);
    connect(m_analysis, &AnalysisPane::analysingChanged, this, [this](bool on) {
        m_evalBar->setVisible(on);
        m_analysisAction->setChecked(on);
        if (on && m_analysisDock->isHidden()) {
            m_analysisDock->show();
            resizeDocks({m_analysisDock}, {300}, Qt::Vertical);  // the board keeps the most room
        }
    });
    connect(m_game->undoStack(), &QUndoStack::canUndoChanged, this, &MainWindow::updateActions);
    connect(m_game->undoStack(), &QUndoStack::cleanChanged, this, [this](bool clean) { setWindowModified(!clean); });
    connect(
        m_material, &MaterialView::handPieceClicked, m_input, [this](int, int type) { m_input->takeFromHand(type); });
    connect(m_settings, &Settings::changed, this, &MainWindow::applySettings);

    applySettings();
    // The first window takes most of the screen; later ones come back as they were left.
    if (!restoreGeometry(m_settings->windowGeometry()))
        if (const QScreen* screen = QGuiApplication::primaryScreen()) {
            const QRect available = screen->availableGeometry();
            resize(available.size() * 0.85);
            move(available.center() - rect().center());
        }
    restoreState(m_settings->windowState());
    m_layoutKeeper = new LayoutKeeper(this, m_settings);
    // The last variant played, with the rules and players last chosen for it.
    NewGameSetup last = m_settings->lastSetup();
    if (!startGame(last))
        startGame(NewGameSetup{QStringLiteral("chess"), {}, false, {}, {}});
}

MainWindow::~MainWindow()
{
    // The controller clears its undo stack when it goes: that must not touch the autosave.
    disconnect(m_game->undoStack(), nullptr, this, nullptr);
}

// --- menus and docks: mainwindowmenus.cpp ---------------------------------------------------

// --- starting games ------------------------------------------------------------------------

bool MainWindow::startGame(const NewGameSetup& setup, QString* error)
{
    const kabir::VariantFile* variant = kabir::VariantCatalog::builtIn().find(setup.variantId.toStdString());
    QString problem
        = variant ? enginesRefusing(setup, *variant) : tr("There is no variant \"%1\".").arg(setup.variantId);
    // Options the variant no longer knows (an older setting) give way to the defaults.
    kabir::OptionValues options;
    if (variant)
        for (const auto& [key, value] : setup.options)
            if (variant->resolveOptions({{key, value}}))
                options[key] = value;
    const NewGameSetup previous = m_setup;
    m_setup = setup;  // the seating is read as the game starts
    m_game->setTimeControl(setup.timeControl);
    if (problem.isEmpty())
        problem = m_game->newGame(setup.variantId, options);
    if (!problem.isEmpty()) {
        m_setup = previous;
        if (error)
            *error = problem;
        return false;
    }
    m_setup.options = m_game->options();
    m_file.clear();
    updateTitle();
    applyPlayerNames();
    m_settings->setLastSetup(m_setup);
    m_game->undoStack()->setClean();
    // Four armies are seen as chosen last in View › Seen From: by default each army (or team)
    // at the bottom in turn.
    setSeenFrom(m_settings->seenFrom() < m_game->armyCount() ? m_settings->seenFrom() : -1);
    showViewedPosition();
    return true;
}

// Why an engine seat of `setup` cannot play: its engine said, when tested, that it does not play
// the variant (by its name for it); "" when every seat can.
QString MainWindow::enginesRefusing(const NewGameSetup& setup, const kabir::VariantFile& variant) const
{
    for (const PlayerSeat& seat : setup.players) {
        const std::optional<ExternalEngine> engine
            = seat.kind == PlayerSeat::Kind::Engine ? m_settings->engine(seat.engine) : std::nullopt;
        if (engine && !engine->plays(setup.variantId))
            //: %1 the engine, %2 the variant, %3 the variants the engine plays by its own names.
            return tr("%1 does not play %2: it plays %3. Edit › Engines… can give it its name for the variant, "
                      "or choose another player.")
                .arg(engine->name, DataStrings::variantName(variant), engine->variants.join(QStringLiteral(", ")));
    }
    return {};
}

bool MainWindow::showVariant(const QString& id, QString* error)
{
    NewGameSetup setup = m_settings->lastSetup();
    if (setup.variantId != id)
        setup = NewGameSetup{id, {}, false, {}, {}};
    return startGame(setup, error);
}

QString MainWindow::variantId() const
{
    return m_game->variantId();
}

// Who sits at each army: the names for labels and the record (a computer without a name typed
// is called by its level or engine), and a player for each computer.
void MainWindow::applyPlayerNames()
{
    QStringList names;
    for (const PlayerSeat& seat : std::as_const(m_setup.players))
        names << (!seat.name.isEmpty() || seat.kind == PlayerSeat::Kind::Human ? seat.name
                : seat.kind == PlayerSeat::Kind::Computer                      ? ComputerLevels::playerName(seat.level)
                                                                               : seat.engine);
    m_game->setPlayerNames(names);
    m_computers->setSeats(m_setup.players);
    m_viewer->setComputerInGame(m_computers->anyComputer());
    m_teamLabel->setText(TeamText::line(m_game->rules().definition(), m_setup.players, m_setup.doubleDummy,
        [this](int army) { return m_game->armyName(army); }));
    m_teamLabel->setVisible(!m_teamLabel->text().isEmpty());
    updateOrientation();
    updateClocks();
    showMaterial(m_viewer->viewedPosition());
    updateStatus();
}

ComputerPlayer* MainWindow::makePlayer(const PlayerSeat& seat, QObject* parent)
{
    const ComputerSettings computer = m_settings->computer();
    if (seat.kind == PlayerSeat::Kind::Engine) {
        if (const std::optional<ExternalEngine> engine = m_settings->engine(seat.engine))
            return new ExternalEnginePlayer(*engine, parent);
        statusBar()->showMessage(
            tr("There is no engine called “%1”: Kabir plays instead.").arg(seat.engine), 2 * kMessageTime);
    }
    return new KabirPlayer(
        ComputerLevels::skillLevel(seat.kind == PlayerSeat::Kind::Computer ? seat.level : ComputerLevels::kCount),
        computer.hashMegabytes, computer.threads, parent);
}

void MainWindow::newGame()
{
    if (confirmDiscard())
        runNewGameDialog({});
}

void MainWindow::welcome()
{
    runNewGameDialog(tr("Welcome to Kabir, the program for the great historical chess variants. Choose a game — "
                        "Tressau's Kaiserspiel and Sultanspiel, Turkish Great Chess, Hyderabad Decimal Chess, the "
                        "four armies of Chaturanga 4-84 — its rules, and who plays each side: you, a friend at the "
                        "same board, or the computer. Help › Rules of This Variant (F1) tells each game's history "
                        "and rules, with their sources."));
}

void MainWindow::runNewGameDialog(const QString& welcome)
{
    NewGameDialog dialog(m_setup, this, m_settings->engines());
    if (!welcome.isEmpty())
        dialog.setWelcome(welcome);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QString error;
    if (!startGame(dialog.setup(), &error))
        QMessageBox::warning(this, tr("New Game"), error);
}

// The square numbers and the numbered notation where the variant numbers its squares.
void MainWindow::updateNotation()
{
    const BoardSettings board = m_settings->board();
    const bool numbered = m_game->hasGame() && m_game->rules().definition().numbering.defined();
    m_numbersAction->setEnabled(numbered);
    m_numbersAction->setChecked(numbered && board.squareNumbers);
    m_boardView->setShowSquareNumbers(board.squareNumbers);
    m_notationMenu->sync(board, numbered);
    m_moveTree->setNotation(NotationMenu::notation(board, numbered));
    m_moveEntry->setNotation(NotationMenu::notation(board, numbered));
}

// "games.pgn, game 3 — Kaiserspiel — Kabir", with the mark of unsaved changes.
void MainWindow::updateTitle()
{
    setWindowTitle(m_file.title().isEmpty() ? tr("%1[*] — Kabir").arg(m_variantTitle)
                                            : tr("%1[*] — %2 — Kabir").arg(m_file.title(), m_variantTitle));
}

// Whatever started the game (the dialog, a record, a pasted position, the autosave), the window
// follows: the variant in the status bar and title, the armies in the Seen From menu.
void MainWindow::gameStarted()
{
    const kabir::VariantFile* variant = m_game->variant();
    const QString name = variant ? DataStrings::variantName(*variant) : QString();
    m_variantTitle = name;
    updateTitle();
    updateNotation();
    QStringList options;
    const kabir::OptionValues values = m_game->options();  // a copy: the iterators below point into it
    if (variant)
        for (const kabir::OptionDefinition& option : variant->options()) {
            const auto value = values.find(option.key);
            const kabir::OptionChoice* choice = value == values.end() ? nullptr : option.find(value->second);
            if (choice && value->second != option.defaultValue)
                options << DataStrings::text(choice->label);
        }
    m_variantLabel->setText(options.isEmpty() ? name : tr("%1 (%2)").arg(name, options.join(QStringLiteral(", "))));
    m_variantLabel->setToolTip(variant ? DataStrings::text(variant->description()) : QString());

    m_seenFromMenu->clear();  // its actions leave the group as they go
    const int armies = m_game->armyCount();
    m_seenFromMenu->setEnabled(armies > 2);
    if (armies > 2) {
        QAction* toMove
            = m_seenFromMenu->addAction(m_setup.doubleDummy ? tr("The Team to Move") : tr("The Army to Move"));
        toMove->setData(-1);
        toMove->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
        for (int army = 0; army < armies; ++army) {
            QAction* action = m_seenFromMenu->addAction(m_game->armyName(army));
            action->setData(army);
            action->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + army)));
        }
        for (QAction* action : m_seenFromMenu->actions()) {
            action->setCheckable(true);
            action->setChecked(action->data().toInt() == m_seenFrom);
            m_seenFromActions->addAction(action);
            connect(action, &QAction::triggered, this, [this, action] {
                setSeenFrom(action->data().toInt());
                m_settings->setSeenFrom(m_seenFrom);  // the default for the next games
            });
        }
    }
    updateOrientation();
    updateClocks();
    //: The title of the panel beside the board with each army's hand and captures.
    m_materialDock->setWindowTitle(
        m_game->rules().definition().drops.pieces.empty() ? tr("Captured Pieces") : tr("Hands and Captured Pieces"));
    // The captured pieces take the height of a row per army, the moves the rest.
    showMaterial(m_viewer->viewedPosition());
    resizeDocks({m_materialDock}, {m_material->sizeHint().height() + 8}, Qt::Vertical);
}

// Any game with moves that is not saved to a file — finished or not, played here or restored
// from the autosave — is offered for saving before something replaces it.
bool MainWindow::confirmDiscard()
{
    if (!m_game->hasGame() || m_game->plyCount() == 0 || m_game->undoStack()->isClean())
        return true;
    switch (QMessageBox::question(this, tr("Kabir"), tr("This game has not been saved. Save it before it is replaced?"),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save)) {
    case QMessageBox::Save:
        saveGame();
        return m_game->undoStack()->isClean();  // not if the saving was cancelled or failed
    case QMessageBox::Discard: return true;
    default: return false;
    }
}

// --- files and the clipboard (the rest in mainwindowfiles.cpp) --------------------------

// A game read from a record: its variant, options and players become the setup. A player named
// as one of Kabir's levels or as one of the user's engines sits at the board as that computer
// again (a game against the computer, saved and opened, goes on against it), the others as people.
void MainWindow::adoptLoadedGame()
{
    const bool sameVariant = m_setup.variantId == m_game->variantId();
    m_setup = NewGameSetup{m_game->variantId(), m_game->options(), sameVariant && m_setup.doubleDummy, {},
        m_game->clocks()->timeControl()};
    const QStringList names = m_game->playerNames();
    for (int army = 0; army < m_game->armyCount(); ++army)
        m_setup.players.append(seatCalled(names.value(army)));
    m_game->undoStack()->setClean();
    applyPlayerNames();
    showViewedPosition();
}

PlayerSeat MainWindow::seatCalled(const QString& name) const
{
    PlayerSeat seat(name);
    for (int level = 1; level <= ComputerLevels::kCount; ++level)
        if (name == ComputerLevels::playerName(level)) {
            seat.kind = PlayerSeat::Kind::Computer;
            seat.level = level;
            seat.name.clear();  // the level names it
        }
    for (const ExternalEngine& engine : m_settings->engines())
        if (!name.isEmpty() && name == engine.name) {
            seat.kind = PlayerSeat::Kind::Engine;
            seat.engine = engine.name;
            seat.name.clear();
        }
    return seat;
}

// A position set up or pasted: the players, computers and clock of the game before it play on
// from it (the same armies); a position with another number of armies seats people.
void MainWindow::adoptPosition()
{
    if (m_setup.players.size() != m_game->armyCount()) {
        m_game->setPlayerNames({});  // the names were of the other armies
        adoptLoadedGame();
        return;
    }
    m_setup.variantId = m_game->variantId();
    m_setup.options = m_game->options();
    m_game->undoStack()->setClean();
    applyPlayerNames();
    showViewedPosition();
}

// --- what the window shows -----------------------------------------------------------------

void MainWindow::showViewedPosition()
{
    if (!m_game->hasGame())
        return;
    const kabir::Position viewed = m_viewer->viewedPosition();
    updateOrientation();
    m_boardView->setPosition(viewed);
    showMaterial(viewed);
    updateStatus();
}

void MainWindow::setBoardFlipped(bool flipped)
{
    m_flipAction->setChecked(flipped);  // turns the board through the action's signal
}

void MainWindow::setSeenFrom(int army)
{
    m_seenFrom = army;
    for (QAction* action : m_seenFromActions->actions())
        action->setChecked(action->data().toInt() == army);
    updateOrientation();
}

// Two armies: the first at the bottom unless flipped — or the human's, against a computer.
// More: the chosen army at the bottom, or the army to move — in double dummy the team to
// move, seen from its later army, so that the board turns only when the other player's turn
// begins; a computer's turn does not turn it away from the human who moves next.
void MainWindow::updateOrientation()
{
    if (!m_game->hasGame())
        return;
    const kabir::VariantDefinition& definition = m_game->rules().definition();
    const int armies = m_game->armyCount();
    int army = 0;
    if (armies == 2 && m_computers->isComputer(0) && !m_computers->isComputer(1))
        army = 1;
    if (armies > 2) {
        army = m_seenFrom;
        if (army < 0) {
            // The live position's turn, not the one on view: browsing does not turn the board.
            army = m_game->position().sideToMove();
            for (int next = 0; next < armies && m_computers->isComputer(army) && m_computers->anyHuman(); ++next)
                army = (army + 1) % armies;
            if (m_setup.doubleDummy)
                for (int other = 0; other < m_game->armyCount(); ++other)
                    if (definition.armies[std::size_t(other)].team == definition.armies[std::size_t(army)].team)
                        army = std::max(army, other);
        }
    }
    const int turns
        = (BoardOrientation::facing(definition, kabir::Army(army)) + (m_flipAction->isChecked() ? 2 : 0)) % 4;
    // When the turn turns the board, a banner says towards whom, so that the eye can follow.
    if (armies > 2 && m_seenFrom < 0 && turns != m_boardView->quarterTurns() % 4 && m_game->plyCount() > 0)
        m_banner->announce(tr("Seen from %1").arg(m_game->armyName(army)));
    m_boardView->setQuarterTurns(turns);
    // The bar fills from the bottom for the team seen there.
    m_evalBar->setFirstTeamAtBottom((definition.armies[std::size_t(army)].team == 0) != m_flipAction->isChecked());
}

void MainWindow::showMaterial(const kabir::Position& viewed)
{
    m_material->setPosition(viewed, m_boardView->pieceSet(), playerLabels());
    // Long rows of captures scroll sideways, but the panel is as high as every army's row (and
    // the scroll bar under them): the move list gives way and takes what is left.
    m_materialScroll->setFixedHeight(
        m_material->sizeHint().height() + m_materialScroll->horizontalScrollBar()->sizeHint().height());
}

// Four armies: an army whose king was just taken plays on without it (Chaturanga 4-84), which
// the board alone does not make plain.
void MainWindow::announceLostKing(int ply)
{
    const kabir::Position after = m_game->positionAt(ply + 1);
    const kabir::Piece taken = after.state().captured;
    if (m_game->armyCount() <= 2 || !taken || !m_game->rules().isRoyal(kabir::typeOf(taken)) || m_game->outcome().over()
        || after.kingSquare(kabir::armyOf(taken)) != kabir::kNoSquare)
        return;
    const QString notice
        = tr("%1's king has been taken; the army plays on without it.").arg(playerLabel(kabir::armyOf(taken)));
    m_banner->announce(notice);
    statusBar()->showMessage(notice, 2 * kMessageTime);
}

QString MainWindow::playerLabel(int army) const
{
    const QString name = m_game->playerNames().value(army).trimmed();
    return name.isEmpty() ? m_game->armyName(army) : tr("%1 (%2)").arg(name, m_game->armyName(army));
}

QStringList MainWindow::playerLabels() const
{
    QStringList labels;
    for (int army = 0; army < m_game->armyCount(); ++army)
        labels << playerLabel(army);
    return labels;
}

void MainWindow::updateStatus()
{
    if (!m_game->hasGame())
        return;
    const GameResult result = m_game->outcome();
    if (result.over())
        m_turnLabel->setText(m_game->resultText());
    else if (!m_thinkingText.isEmpty())
        m_turnLabel->setText(m_thinkingText);
    else if (m_game->choosingArmy() >= 0)
        m_turnLabel->setText(tr("%1 chooses before the first move").arg(playerLabel(m_game->choosingArmy())));
    else
        m_turnLabel->setText(turnText());
    // The count explained where it shows (Makruk, Cambodian chess, Sittuyin).
    const kabir::Position::Count count = m_game->position().count();
    m_turnLabel->setToolTip(!result.over() && count.limit
            ? tr("The count: when it reaches %1 moves without a mate, the game is drawn. "
                 "Help › Rules of This Variant tells who counts and from where.")
                  .arg(count.limit / 2)
            : QString());
    updateActions();
}

// Whose move it is, and what kind of move: in check, an initial move, a pass, a removal.
QString MainWindow::turnText() const
{
    const kabir::Position& pos = m_game->position();
    const QString player = playerLabel(pos.sideToMove());
    const QList<kabir::Move> legal = m_game->legalMoves();
    if (legal.size() == 1 && legal.front().isNull())
        return tr("%1 has no initial move left and passes (Game › Pass the Turn)").arg(player);
    if (!legal.isEmpty() && std::all_of(legal.begin(), legal.end(), [&](const kabir::Move& m) {
            return m.kind() == kabir::MoveKind::Remove && kabir::armyOf(pos.at(m.to())) != pos.sideToMove();
        }))
        return tr("%1 is stalemated: click an enemy man to take it off the board").arg(player);
    if (pos.inInitialMoves()) {
        const int n = m_game->rules().definition().initialMoves;
        const int made = pos.state().initial.ply % n;
        return tr("%1: initial move %2 of %3").arg(player).arg(made + 1).arg(n);
    }
    if (pos.placing()) {
        int left = 0;
        for (kabir::PieceType t = 0; t < m_game->rules().pieceTypeCount(); ++t)
            left += pos.handCount(pos.sideToMove(), t);
        //: The set-up by placement (Sittuyin): the men the player still has to place.
        return tr("%1 places a piece, %2 left: click one beside the board, then a square").arg(player).arg(left);
    }
    // A piece that must be placed before anything else (the Maharajah): say how.
    if (!legal.isEmpty() && std::all_of(legal.begin(), legal.end(), [&](const kabir::Move& m) {
            return m.kind() == kabir::MoveKind::Drop && m.pieceType() == legal.front().pieceType();
        })) {
        const QString piece = DataStrings::text(m_game->rules().definition().pieces[legal.front().pieceType()].name);
        //: %1 the player, %2 the piece to place ("Maharajah").
        return tr("%1: place the %2 — click it in the hand beside the board, then a square").arg(player, piece);
    }
    const QString turn
        = pos.inCheck(pos.sideToMove()) ? tr("%1 to move, in check").arg(player) : tr("%1 to move").arg(player);
    // A counting rule's count, in moves (half its plies, as the count is written).
    if (const kabir::Position::Count c = pos.count(); c.limit)
        //: Makruk's count: the moves counted so far and the limit.
        return tr("%1 — Count: %2 of %3").arg(turn).arg(c.ply / 2).arg(c.limit / 2);
    return turn;
}

void MainWindow::updateActions()
{
    const bool playing = m_game->hasGame() && !m_game->outcome().over();
    m_takeBackAction->setEnabled(m_game->canUndo());
    m_moveNowAction->setEnabled(m_computers->canMoveNow());
    m_switchSidesAction->setEnabled(playing && m_computers->anyComputer() && m_computers->anyHuman());
    m_hintAction->setEnabled(playing && m_game->choosingArmy() < 0 && !m_hintSearch->searching());
    m_resignAction->setEnabled(playing);
    m_drawAction->setEnabled(playing);
    m_claimAction->setEnabled(m_game->hasGame() && m_game->canClaimDraw());  // only when a claim holds
    m_passAction->setEnabled(playing && m_viewer->legalMovesOnView().contains(kabir::Move()));
    m_choiceAction->setEnabled(m_game->choosingArmy() >= 0);
    const kabir::NodeId viewed = m_game->hasGame() ? m_viewer->viewedNode() : kabir::GameTree::kRoot;
    const bool more = m_game->hasGame() && !m_viewer->tree().children(viewed).empty();
    m_firstAction->setEnabled(viewed != kabir::GameTree::kRoot);
    m_backAction->setEnabled(viewed != kabir::GameTree::kRoot);
    m_forwardAction->setEnabled(more);
    m_lastAction->setEnabled(more);
}

void MainWindow::applySettings()
{
    const BoardSettings board = m_settings->board();
    applyBoardLook(*m_boardView, board);
    m_boardView->setShowLegalMoves(board.legalMoves);
    m_boardView->setShowPromotionZones(board.promotionZones);
    m_boardView->setAnimationDuration(board.animation ? kAnimationTime : 0);
    m_sounds->setEnabled(board.sounds);
    m_coordinatesAction->setChecked(board.coordinates);
    m_zonesAction->setChecked(board.promotionZones);
    updateNotation();
    const ComputerSettings computer = m_settings->computer();
    m_computers->setThinkingTimeWithoutClock(computer.thinkingTimeMs);
    m_computers->setResignHopelessGames(computer.resignHopelessGames);
    m_analysis->setEngineResources(computer.hashMegabytes, computer.threads);
    m_analysis->setExternalEngines(m_settings->engines());
    kabir::search::EngineOptions hint;
    hint.hashMegabytes = computer.hashMegabytes;
    hint.threads = computer.threads;
    m_hintSearch->setOptions(hint);
    if (m_game->hasGame())
        showMaterial(m_viewer->viewedPosition());
}

void MainWindow::editSettings()
{
    const QString language = m_settings->language();
    SettingsDialog dialog(*m_settings, this);
    dialog.exec();  // applies itself when accepted; Settings::changed redraws
    if (m_settings->language() != language)
        offerRestartForLanguage();
}

// --- game events ---------------------------------------------------------------------------

void MainWindow::announceResult(const GameResult& result)
{
    updateStatus();
    m_sounds->playGameOver();
    if (!isVisible())
        return;  // tests and screenshots read the result from the controller
    // After the last move has been drawn.
    QTimer::singleShot(m_boardView->isAnimating() ? kAnimationTime : 0, this, [this, result] {
        GameOverDialog dialog(*m_game, result, this, std::exchange(m_gameOverWhy, {}));
        dialog.exec();
        if (dialog.choice() == GameOverDialog::NewGame)
            newGame();
        else if (dialog.choice() == GameOverDialog::SaveGame)
            saveGame();
    });
}

void MainWindow::askForChoice(int army)
{
    if (!isVisible() || army < 0 || m_game->choosingArmy() != army || m_computers->isComputer(army))
        return;  // tests and screenshots choose through the controller, computers for themselves
    PreGameChoiceDialog dialog(*m_game->variant(), m_game->options(), playerLabel(army), m_game->choices(), this);
    if (dialog.exec() == QDialog::Accepted)
        statusBar()->showMessage(m_game->choose(army, dialog.chosenText()), kMessageTime);
    else
        statusBar()->showMessage(
            tr("%1 must choose before the first move (Game › Choose Before the First Move…).").arg(playerLabel(army)),
            kMessageTime * 2);
}

void MainWindow::resign()
{
    const int army = humanArmy();
    if (QMessageBox::question(this, tr("Resign"), tr("Resign the game for %1?").arg(playerLabel(army)))
        == QMessageBox::Yes)
        statusBar()->showMessage(m_game->resign(army), kMessageTime);
}

void MainWindow::offerDraw()
{
    const int army = humanArmy();
    const QString refused = m_game->offerDraw(army);
    if (!refused.isEmpty()) {
        statusBar()->showMessage(refused, kMessageTime);
        return;
    }
    const kabir::Ruleset& teams = m_game->rules();
    for (int other = 0; other < m_game->armyCount(); ++other) {
        if (teams.teamOf(kabir::Army(other)) == teams.teamOf(kabir::Army(army)) || !m_computers->isComputer(other))
            continue;
        // The computers of the other team answer for it.
        statusBar()->showMessage(m_computers->answerDrawOffer(army)
                ? tr("%1 accepts the draw.").arg(playerLabel(other))
                : tr("%1 declines the draw offer.").arg(playerLabel(other)),
            kMessageTime);
        return;
    }
    // Hot-seat: the next army of the other team answers at once.
    const kabir::Ruleset& rules = m_game->rules();
    int other = (army + 1) % m_game->armyCount();
    while (rules.teamOf(kabir::Army(other)) == rules.teamOf(kabir::Army(army)))
        other = (other + 1) % m_game->armyCount();
    if (QMessageBox::question(this, tr("Draw Offer"),
            tr("%1 offers a draw. %2, do you accept?").arg(playerLabel(army), playerLabel(other)))
        == QMessageBox::Yes)
        statusBar()->showMessage(m_game->acceptDraw(other), kMessageTime);
    else
        m_game->declineDraw();
}

// The army the user acts for with Resign and Offer Draw: the one to move when a human plays
// it, else the first human's (with no human at the board, the one to move).
int MainWindow::humanArmy() const
{
    const int toMove = m_game->position().sideToMove();
    if (!m_computers->isComputer(toMove))
        return toMove;
    for (int army = 0; army < m_game->armyCount(); ++army)
        if (!m_computers->isComputer(army))
            return army;
    return toMove;
}

// --- the computer --------------------------------------------------------------------------

void MainWindow::takeBack()
{
    if (m_computers->anyComputer())
        m_computers->takeBack();
    else
        m_game->undo();
}

void MainWindow::moveNow()
{
    m_computers->moveNow();
}

void MainWindow::switchSides()
{
    m_computers->switchSides();
    m_setup.players = m_computers->seats();
    applyPlayerNames();
    statusBar()->showMessage(tr("You now play %1.").arg(playerLabel(humanArmy())), kMessageTime);
}

void MainWindow::showHint()
{
    if (!m_game->hasGame() || m_game->outcome().over() || m_game->choosingArmy() >= 0)
        return;
    kabir::search::Limits limits;
    limits.moveTime = kHintTimeMs;
    m_hint.reset();
    m_hintSearch->start(m_game->position(), limits);
    statusBar()->showMessage(tr("Looking for the best move…"), kHintTimeMs);
    updateArrows();
    updateActions();
}

bool MainWindow::hintSearching() const
{
    return m_hintSearch->searching();
}

// The marks drawn on the position on view, the hint (on the live position) and the analysis's
// best move (on the position on view) over them.
void MainWindow::updateArrows()
{
    QList<BoardView::Arrow> arrows;
    if (m_game->hasGame())
        arrows << BoardMarks::arrows(m_viewer->marks(m_viewer->viewedNode()));
    if (m_hint && m_viewer->viewsLivePosition())
        arrows << BoardView::Arrow{m_hint->from(), m_hint->to(), kHintArrow};
    if (!m_analysisMove.isNull() && m_analysis->analysing() && m_analysisMove.kind() != kabir::MoveKind::Drop)
        arrows << BoardView::Arrow{m_analysisMove.from(), m_analysisMove.to(), kAnalysisArrow};
    m_boardView->setArrows(arrows);
}

void MainWindow::updateClocks()
{
    if (!m_game->hasGame())
        return;
    const bool shown = m_game->clocks()->enabled();
    m_clockDock->setVisible(shown);
    if (!shown)
        return;
    QList<QColor> colours;
    for (int army = 0; army < m_game->armyCount(); ++army)
        colours << ArmyPalette::of(m_game->rules().definition(), kabir::Army(army)).body;
    m_clockView->setArmies(playerLabels(), colours);
}

void MainWindow::editEngines()
{
    EnginesDialog dialog(*m_settings, this);
    if (dialog.exec() == QDialog::Accepted)
        m_analysis->setExternalEngines(m_settings->engines());
}

void MainWindow::claimDraw()
{
    statusBar()->showMessage(m_game->claimDraw(), kMessageTime);
}

// --- the window ----------------------------------------------------------------------------

bool MainWindow::enableAutosave(const QString& path, bool restore)
{
    m_autosave = std::make_unique<Autosave>(path.isEmpty() ? Autosave::defaultPath() : path);
    QString error;
    if (restore && m_autosave->restore(*m_game, &error)) {
        adoptLoadedGame();
        // The computers of the game that was saved: the last one started.
        const NewGameSetup last = m_settings->lastSetup();
        if (last.variantId == m_game->variantId() && last.players.size() == m_game->armyCount()) {
            for (int army = 0; army < m_setup.players.size(); ++army) {
                const QString name = m_setup.players[army].name;
                m_setup.players[army] = last.players[army];
                m_setup.players[army].name = last.players[army].isComputer() ? last.players[army].name : name;
            }
            m_setup.doubleDummy = last.doubleDummy;
            applyPlayerNames();
        }
        m_game->undoStack()->resetClean();  // the autosave is no file of the user's: still unsaved
        statusBar()->showMessage(tr("The unfinished game has been restored."), kMessageTime);
        return true;
    }
    if (!error.isEmpty())
        statusBar()->showMessage(
            tr("The autosaved game could not be read and was set aside: %1").arg(error), 2 * kMessageTime);
    return false;
}

// QStatusBar hides its normal widgets (the variant's name) under a message only while they are
// visible: a message given before the window first shows (a restored game's) is given again,
// so that it stands alone.
void MainWindow::showEvent(QShowEvent* event)
{
    QMainWindow::showEvent(event);
    if (const QString message = statusBar()->currentMessage(); !message.isEmpty()) {
        statusBar()->clearMessage();  // the same message again would change nothing
        statusBar()->showMessage(message, kMessageTime);
    }
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    // An unfinished game stays in the autosave for the next start; without autosave, ask.
    if (!m_autosave && !m_restartRequested && !confirmDiscard()) {
        event->ignore();
        return;
    }
    if (m_autosave)
        m_autosave->save(*m_game);
    m_layoutKeeper->saveNow();
    event->accept();
}

bool MainWindow::saveScreenshot(const QString& fileName, QSize size)
{
    resize(size);
    show();
    QApplication::processEvents();  // lays the window out at its new size
    if (grab().save(fileName))
        return true;
    qWarning().noquote() << tr("Cannot write the screenshot %1.").arg(fileName);
    return false;
}

void MainWindow::about()
{
    QMessageBox::about(this, tr("About Kabir"), AboutText::text());
}
