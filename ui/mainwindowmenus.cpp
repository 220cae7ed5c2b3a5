// The main window's menus (Game, Edit, View, Help), the board in the middle with its
// evaluation bar and draw-offer strip, and the docks: clocks, captured pieces, moves, analysis.

#include "ui/mainwindow.h"

#include "ui/analysispane.h"
#include "ui/autoplay.h"
#include "ui/boardview.h"
#include "ui/clockview.h"
#include "ui/diagramdialog.h"
#include "ui/drawofferbar.h"
#include "ui/evalbar.h"
#include "ui/gamecontroller.h"
#include "ui/gameviewer.h"
#include "ui/materialview.h"
#include "ui/moveentry.h"
#include "ui/movetextdialog.h"
#include "ui/movetreeview.h"
#include "ui/notationmenu.h"
#include "ui/recentfiles.h"
#include "ui/rulesbrowser.h"
#include "ui/settings.h"
#include "ui/gamerecords.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QDockWidget>
#include <QMenu>
#include <QMenuBar>
#include <QScrollArea>
#include <QStatusBar>
#include <QUndoStack>
#include <QVBoxLayout>

void MainWindow::createActions()
{
    QMenu* game = menuBar()->addMenu(tr("&Game"));
    QAction* newGame = game->addAction(tr("&New Game…"), this, &MainWindow::newGame);
    newGame->setShortcut(QKeySequence::New);
    QAction* open = game->addAction(tr("&Open…"), this, &MainWindow::openGame);
    open->setShortcut(QKeySequence::Open);
    game->addMenu(m_recentFiles->createMenu(this));
    QAction* save = game->addAction(tr("&Save"), this, &MainWindow::saveGame);
    save->setShortcut(QKeySequence::Save);
    save->setStatusTip(tr("Save the game to its file, or to a new one"));
    QAction* saveAs = game->addAction(tr("Sa&ve As…"), this, &MainWindow::saveGameAs);
    saveAs->setShortcut(QKeySequence::SaveAs);
    game->addAction(tr("A&ppend to File…"), this, &MainWindow::appendGame)
        ->setStatusTip(tr("Add the game at the end of a file of games"));
    game->addSeparator();
    QAction* enterMove = game->addAction(tr("T&ype a Move…"), this, [this] { m_moveEntry->open(); });
    enterMove->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    enterMove->setStatusTip(
        tr("Type a move: in coordinates, the standard text or the notation chosen in View › Move Notation"));
    m_takeBackAction = game->addAction(tr("&Take Back"), this, &MainWindow::takeBack);
    m_takeBackAction->setShortcut(QKeySequence::Undo);
    m_takeBackAction->setStatusTip(tr("Take back the last move; against the computer, your last move and its reply"));
    QAction* redo = m_game->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    game->addAction(redo);
    game->addSeparator();
    m_resignAction = game->addAction(tr("Resi&gn"), this, &MainWindow::resign);
    m_resignAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    m_drawAction = game->addAction(tr("Offer &Draw"), this, &MainWindow::offerDraw);
    m_drawAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D));
    m_claimAction = game->addAction(tr("&Claim Draw"), this, &MainWindow::claimDraw);
    m_claimAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));
    m_passAction = game->addAction(tr("Pass the T&urn"), this, [this] {
        if (const QString reason = m_viewer->playOnView(kabir::Move()); !reason.isEmpty())
            statusBar()->showMessage(reason, kMessageTime);
    });
    m_passAction->setObjectName(QStringLiteral("passAction"));
    m_passAction->setStatusTip(tr("Make no move: for a side left without an initial move (Indian chess)"));
    m_choiceAction
        = game->addAction(tr("C&hoose Before the First Move…"), this, [this] { askForChoice(m_game->choosingArmy()); });
    m_choiceAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_H));
    game->addSeparator();
    m_moveNowAction = game->addAction(tr("&Move Now"), this, &MainWindow::moveNow);
    m_moveNowAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_M));
    m_moveNowAction->setStatusTip(tr("The computer plays the best move it has found so far"));
    m_switchSidesAction = game->addAction(tr("S&witch Sides"), this, &MainWindow::switchSides);
    m_switchSidesAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_W));
    m_switchSidesAction->setStatusTip(tr("Play the other side: the computer takes yours"));
    m_hintAction = game->addAction(tr("H&int"), this, &MainWindow::showHint);
    m_hintAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_H));
    m_hintAction->setStatusTip(tr("Show the best move, found by Kabir at full strength, as an arrow"));
    m_analysisAction = game->addAction(tr("&Analyse"));
    m_analysisAction->setObjectName(QStringLiteral("analysisAction"));
    m_analysisAction->setCheckable(true);
    m_analysisAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A));
    m_analysisAction->setStatusTip(tr("Let Kabir think about the position on view, in the analysis pane"));
    connect(m_analysisAction, &QAction::triggered, this, [this](bool on) {
        m_analysis->setAnalysing(on);
        if (!on)
            m_analysisDock->hide();  // the shortcut that opened the pane closes it
    });
    game->addSeparator();
    QAction* quit = game->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    QAction* copyFen = edit->addAction(tr("&Copy Position"), this, &MainWindow::copyPosition);
    copyFen->setShortcut(QKeySequence::Copy);
    copyFen->setStatusTip(tr("Copy the position on view as FEN"));
    QAction* copyGame = edit->addAction(
        tr("Copy &Game"), this, [this] { QApplication::clipboard()->setText(GameRecords::write(*m_game)); });
    copyGame->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    copyGame->setStatusTip(tr("Copy the whole game as a PGN record"));
    QAction* paste = edit->addAction(tr("&Paste Position or Game"), this, &MainWindow::pasteFromClipboard);
    paste->setShortcut(QKeySequence::Paste);
    edit->addAction(tr("Set &Up Position…"), this, &MainWindow::setUpPosition)
        ->setStatusTip(tr("Set up a position of this variant to play or analyse from"));
    edit->addSeparator();
    edit->addAction(tr("Game &Tags…"), this, &MainWindow::editTags)
        ->setStatusTip(tr("Event, site, date, players and the other tags of the game's record"));
    edit->addAction(tr("Export &Diagram…"), this,
            [this] {
                DiagramDialog dialog(m_viewer->viewedPosition(), m_boardView->quarterTurns(), m_settings->board(),
                    m_settings->userPieceSets(), this);
                dialog.exec();
            })
        ->setStatusTip(tr("Save the position on view as an SVG or PNG diagram"));
    edit->addAction(tr("Copy &Moves as Text…"), this,
            [this] {
                MoveTextDialog dialog(m_game->coreGame(), m_game->resultTexts().score(m_game->outcome()), this);
                dialog.exec();
            })
        ->setStatusTip(tr("The game's moves as text for an article"));
    edit->addSeparator();
    edit->addActions(m_moveTree->editActions());
    edit->addSeparator();
    QAction* preferences = edit->addAction(tr("&Settings…"), this, &MainWindow::editSettings);
    preferences->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Comma));
    preferences->setMenuRole(QAction::PreferencesRole);
    edit->addAction(tr("&Engines…"), this, &MainWindow::editEngines)
        ->setStatusTip(tr("Set up external engines (UCI or XBoard) to play against"));

    QMenu* view = menuBar()->addMenu(tr("&View"));
    m_flipAction = view->addAction(tr("&Flip Board"));
    m_flipAction->setCheckable(true);
    m_flipAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_F));
    m_flipAction->setStatusTip(tr("Show the board from the other side"));
    connect(m_flipAction, &QAction::toggled, this, &MainWindow::updateOrientation);
    m_seenFromMenu = view->addMenu(tr("Seen &From"));
    m_seenFromActions = new QActionGroup(this);
    view->addSeparator();
    m_coordinatesAction = view->addAction(tr("Show &Coordinates"));
    m_coordinatesAction->setCheckable(true);
    m_coordinatesAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_K));
    m_zonesAction = view->addAction(tr("Show &Promotion Zones"));
    m_zonesAction->setCheckable(true);
    m_zonesAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    m_numbersAction = view->addAction(tr("Show Square &Numbers"));
    m_numbersAction->setCheckable(true);
    m_numbersAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    m_numbersAction->setStatusTip(tr("Tressau's number in each square, as he wrote the moves"));
    for (QAction* toggle : {m_coordinatesAction, m_zonesAction, m_numbersAction}) {
        connect(toggle, &QAction::triggered, this, [this] {
            BoardSettings board = m_settings->board();
            board.coordinates = m_coordinatesAction->isChecked();
            board.promotionZones = m_zonesAction->isChecked();
            board.squareNumbers = m_numbersAction->isChecked();
            m_settings->setBoard(board);
        });
    }
    m_notationMenu = new NotationMenu(*m_settings, this);
    view->addMenu(m_notationMenu);
    view->addSeparator();
    m_firstAction = view->addAction(tr("First Position"), this, [this] { m_viewer->setViewedPly(0); });
    m_firstAction->setShortcut(QKeySequence(Qt::Key_Home));
    m_backAction = view->addAction(tr("Previous Move"), m_viewer, &GameViewer::viewPrevious);
    m_backAction->setShortcut(QKeySequence(Qt::Key_Left));
    m_forwardAction = view->addAction(tr("Next Move"), m_viewer, &GameViewer::viewNext);
    m_forwardAction->setShortcut(QKeySequence(Qt::Key_Right));
    // The end of the line on view: in a variation, of the variation.
    m_lastAction = view->addAction(tr("Last Position"), this,
        [this] { m_viewer->setViewedNode(m_viewer->tree().lineEnd(m_viewer->viewedNode())); });
    m_lastAction->setShortcut(QKeySequence(Qt::Key_End));
    view->addSeparator();
    view->addAction(m_autoplay->toggleAction());
    view->addMenu(m_autoplay->createSpeedMenu(this));

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    QAction* rules
        = help->addAction(tr("&Rules of This Variant"), this, [this] { RulesBrowser::show(this, variantId()); });
    rules->setShortcut(QKeySequence::HelpContents);
    help->addAction(tr("&Unplayable Games (Pritchard, Chapter 29)"), this,
            [this] { RulesBrowser::show(this, QString::fromLatin1(RulesBrowser::kUnplayableGamesPage)); })
        ->setStatusTip(tr("The games of Pritchard's chapter on India and Asia that are known too little to be played"));
    help->addSeparator();
    help->addAction(tr("&About Kabir"), this, &MainWindow::about);
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
}

// The board in the middle, with the evaluation bar at its side (while analysing; the board
// places it) and the strip for draw offers above it.
void MainWindow::createCentralArea()
{
    auto* central = new QWidget(this);
    m_offerBar = new DrawOfferBar(central);
    m_evalBar = new EvalBar;
    m_evalBar->hide();
    m_boardView->setParent(central);
    m_boardView->setSideBar(m_evalBar);
    auto* layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_offerBar);
    layout->addWidget(m_boardView, 1);
    setCentralWidget(central);
}

void MainWindow::createDocks()
{
    m_clockView = new ClockView(m_game->clocks(), this);
    m_clockDock = new QDockWidget(tr("Clocks"), this);
    m_clockDock->setObjectName(QStringLiteral("clocksDock"));
    m_clockDock->setWidget(m_clockView);
    m_clockDock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    addDockWidget(Qt::RightDockWidgetArea, m_clockDock);

    m_moveTree->setObjectName(QStringLiteral("moveList"));
    auto* movesDock = new QDockWidget(tr("Moves"), this);
    movesDock->setObjectName(QStringLiteral("movesDock"));
    movesDock->setWidget(m_moveTree);
    movesDock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    addDockWidget(Qt::RightDockWidgetArea, movesDock);

    m_material = new MaterialView(this);
    m_materialScroll = new QScrollArea(this);
    m_materialScroll->setWidget(m_material);
    m_materialScroll->setWidgetResizable(true);
    m_materialScroll->setFrameShape(QFrame::NoFrame);
    m_materialScroll->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);  // every army's row is always in view
    m_materialDock = new QDockWidget(tr("Captured Pieces"), this);
    m_materialDock->setObjectName(QStringLiteral("materialDock"));
    m_materialDock->setWidget(m_materialScroll);
    m_materialDock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    addDockWidget(Qt::RightDockWidgetArea, m_materialDock);
    splitDockWidget(m_clockDock, m_materialDock, Qt::Vertical);
    splitDockWidget(m_materialDock, movesDock, Qt::Vertical);
    resizeDocks({m_materialDock}, {260}, Qt::Horizontal);

    m_analysis = new AnalysisPane(m_game, m_evaluations, this);
    m_analysisDock = new QDockWidget(tr("Analysis"), this);
    m_analysisDock->setObjectName(QStringLiteral("analysisDock"));
    m_analysisDock->setWidget(m_analysis);
    addDockWidget(Qt::BottomDockWidgetArea, m_analysisDock);
    m_analysisDock->hide();
    connect(m_analysisDock, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (!visible && !m_analysisDock->isVisible())
            m_analysis->setAnalysing(false);  // closed, not merely tabbed away
    });
}
