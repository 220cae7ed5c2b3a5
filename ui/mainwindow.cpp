#include "ui/mainwindow.h"

#include "core/variantcatalog.h"
#include "ui/autosave.h"
#include "ui/boardinput.h"
#include "ui/boardview.h"
#include "ui/datastrings.h"
#include "ui/gamecontroller.h"
#include "ui/movelistmodel.h"
#include "ui/rulesbrowser.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDebug>
#include <QDockWidget>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>
#include <QTableView>
#include <QUndoStack>

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent), m_game(new GameController(this)), m_moves(new MoveListModel(m_game, this)),
      m_boardView(new BoardView(this))
{
    setWindowTitle(tr("Kabir"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/kabir.svg")));
    setCentralWidget(m_boardView);
    m_boardView->setAccessibleName(tr("Board"));

    m_variantLabel = new QLabel(this);
    m_variantLabel->setObjectName(QStringLiteral("variantLabel"));
    m_turnLabel = new QLabel(this);
    m_turnLabel->setObjectName(QStringLiteral("turnLabel"));
    statusBar()->addWidget(m_variantLabel);
    statusBar()->addPermanentWidget(m_turnLabel);

    createMenus();
    createMoveList();

    m_input = new BoardInput(m_boardView, m_game, this);
    connect(m_input, &BoardInput::refused, this, [this](const QString& reason) { statusBar()->showMessage(reason, 4000); });
    m_input->setPromotionChooser([this](const QList<kabir::Move>& moves) -> std::optional<kabir::Move> {
        QStringList texts;
        for (const kabir::Move& m : moves)
            texts << m_game->moveText(m);
        bool ok = false;
        const QString chosen = QInputDialog::getItem(this, tr("Promotion"), tr("Promote to:"), texts, 0, false, &ok);
        return ok ? std::optional<kabir::Move>(moves[texts.indexOf(chosen)]) : std::nullopt;
    });
    connect(m_game, &GameController::choiceRequired, this, &MainWindow::askForChoice);

    connect(m_game, &GameController::positionChanged, this, &MainWindow::showViewedPosition);
    connect(m_game, &GameController::viewedPlyChanged, this, &MainWindow::showViewedPosition);
    connect(m_game, &GameController::resultChanged, this, [this] { updateStatus(); });
    connect(m_game, &GameController::gameOver, this, &MainWindow::announceResult);
    connect(m_game->undoStack(), &QUndoStack::indexChanged, this, [this] {
        if (m_autosave)
            m_autosave->save(*m_game);
    });

    // Orthodox chess first, the board everyone knows, until the settings remember a choice.
    const kabir::VariantCatalog& catalog = kabir::VariantCatalog::builtIn();
    if (catalog.find("chess"))
        showVariant(QStringLiteral("chess"));
    else if (!catalog.variants().empty())
        showVariant(QString::fromStdString(catalog.variants().front().id()));
}

MainWindow::~MainWindow()
{
    // The controller clears its undo stack when it goes: that must not touch the autosave.
    disconnect(m_game->undoStack(), nullptr, this, nullptr);
}

void MainWindow::createMenus()
{
    QMenu* game = menuBar()->addMenu(tr("&Game"));
    game->addMenu(createVariantMenu());
    game->addSeparator();
    QAction* undo = m_game->undoStack()->createUndoAction(this, tr("&Take Back"));
    undo->setShortcut(QKeySequence::Undo);
    game->addAction(undo);
    QAction* redo = m_game->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    game->addAction(redo);
    game->addSeparator();
    m_resignAction = game->addAction(tr("Re&sign"), this, &MainWindow::resign);
    m_drawAction = game->addAction(tr("&Offer Draw"), this, &MainWindow::offerDraw);
    m_claimAction = game->addAction(tr("&Claim Draw"), this, &MainWindow::claimDraw);
    game->addSeparator();
    QAction* quit = game->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    m_flipAction = view->addAction(tr("&Flip Board"));
    m_flipAction->setCheckable(true);
    m_flipAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_F));
    m_flipAction->setStatusTip(tr("Show the board from the other side"));
    connect(m_flipAction, &QAction::toggled, m_boardView, &BoardView::setFlipped);
    view->addSeparator();
    m_firstAction = view->addAction(tr("First Position"), this, [this] { m_game->setViewedPly(0); });
    m_firstAction->setShortcut(QKeySequence(Qt::Key_Home));
    m_backAction = view->addAction(tr("Previous Move"), this, [this] { m_game->setViewedPly(m_game->viewedPly() - 1); });
    m_backAction->setShortcut(QKeySequence(Qt::Key_Left));
    m_forwardAction = view->addAction(tr("Next Move"), this, [this] { m_game->setViewedPly(m_game->viewedPly() + 1); });
    m_forwardAction->setShortcut(QKeySequence(Qt::Key_Right));
    m_lastAction = view->addAction(tr("Last Position"), this, [this] { m_game->setViewedPly(m_game->plyCount()); });
    m_lastAction->setShortcut(QKeySequence(Qt::Key_End));

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    QAction* rules = help->addAction(tr("&Rules of This Variant"), this,
                                     [this] { RulesBrowser::show(this, m_variantId); });
    rules->setShortcut(QKeySequence::HelpContents);
    help->addSeparator();
    help->addAction(tr("&About Kabir"), this, &MainWindow::about);
}

void MainWindow::createMoveList()
{
    m_moveList = new QTableView(this);
    m_moveList->setObjectName(QStringLiteral("moveList"));
    m_moveList->setAccessibleName(tr("Moves"));
    m_moveList->setModel(m_moves);
    m_moveList->setSelectionMode(QAbstractItemView::SingleSelection);
    m_moveList->setSelectionBehavior(QAbstractItemView::SelectItems);
    m_moveList->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_moveList->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    connect(m_moveList, &QTableView::clicked, this, [this](const QModelIndex& index) {
        const int ply = m_moves->plyAt(index);
        if (ply >= 0)
            m_game->setViewedPly(ply + 1);
    });
    auto* dock = new QDockWidget(tr("Moves"), this);
    dock->setObjectName(QStringLiteral("movesDock"));
    dock->setWidget(m_moveList);
    dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    addDockWidget(Qt::RightDockWidgetArea, dock);
}

QMenu* MainWindow::createVariantMenu()
{
    auto* menu = new QMenu(tr("&Variant"), this);
    menu->setObjectName(QStringLiteral("variantMenu"));
    m_variantActions = new QActionGroup(this);
    m_variantActions->setExclusive(true);
    for (const kabir::VariantFile& variant : kabir::VariantCatalog::builtIn().variants()) {
        QAction* action = menu->addAction(DataStrings::variantName(variant));
        action->setCheckable(true);
        action->setData(QString::fromStdString(variant.id()));
        m_variantActions->addAction(action);
    }
    connect(m_variantActions, &QActionGroup::triggered, this,
            [this](QAction* action) { chooseVariant(action->data().toString()); });
    return menu;
}

bool MainWindow::showVariant(const QString& id, QString* error)
{
    const kabir::VariantFile* variant = kabir::VariantCatalog::builtIn().find(id.toStdString());
    const QString problem = variant ? m_game->newGame(id) : tr("There is no variant \"%1\".").arg(id);
    if (!problem.isEmpty()) {
        if (error)
            *error = variant ? tr("The variant \"%1\" cannot be set up:\n%2").arg(id, problem) : problem;
        return false;
    }
    m_variantId = id;
    m_variantLabel->setText(DataStrings::variantName(*variant));
    for (QAction* action : m_variantActions->actions())
        action->setChecked(action->data().toString() == id);
    return true;
}

void MainWindow::chooseVariant(const QString& id)
{
    QString error;
    if (confirmDiscard() && showVariant(id, &error))
        return;
    for (QAction* action : m_variantActions->actions())  // the menu keeps showing the board's variant
        action->setChecked(action->data().toString() == m_variantId);
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Kabir"), error);
}

bool MainWindow::confirmDiscard()
{
    if (!m_game->hasGame() || m_game->plyCount() == 0 || m_game->outcome().over())
        return true;
    return QMessageBox::question(this, tr("Kabir"), tr("The game is not finished. Give it up?"),
                                 QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Cancel)
        == QMessageBox::Discard;
}

void MainWindow::showViewedPosition()
{
    if (!m_game->hasGame())
        return;
    m_boardView->setPosition(m_game->viewedPosition());
    const QModelIndex viewed = m_moves->viewedIndex();
    if (viewed.isValid())
        m_moveList->setCurrentIndex(viewed);
    else
        m_moveList->clearSelection();
    updateStatus();
}

void MainWindow::updateStatus()
{
    if (!m_game->hasGame())
        return;
    const GameResult result = m_game->outcome();
    if (result.over())
        m_turnLabel->setText(m_game->resultText());
    else if (m_game->choosingArmy() >= 0)
        m_turnLabel->setText(tr("%1 chooses the array").arg(m_game->armyName(m_game->choosingArmy())));
    else
        m_turnLabel->setText(tr("%1 to move").arg(m_game->armyName(m_game->position().sideToMove())));
    updateActions();
}

void MainWindow::updateActions()
{
    const bool playing = m_game->hasGame() && !m_game->outcome().over();
    m_resignAction->setEnabled(playing);
    m_drawAction->setEnabled(playing);
    m_claimAction->setEnabled(playing && m_game->canClaimDraw());
    m_firstAction->setEnabled(m_game->viewedPly() > 0);
    m_backAction->setEnabled(m_game->viewedPly() > 0);
    m_forwardAction->setEnabled(m_game->viewedPly() < m_game->plyCount());
    m_lastAction->setEnabled(m_game->viewedPly() < m_game->plyCount());
}

void MainWindow::announceResult(const GameResult& result)
{
    updateStatus();
    if (isVisible())
        QMessageBox::information(this, tr("Game over"), m_game->resultText(result));
}

void MainWindow::askForChoice(int army, const QStringList& choices)
{
    if (!isVisible())
        return;  // tests and screenshots choose through the controller
    bool ok = false;
    const QString choice = QInputDialog::getItem(this, tr("Choose the array"),
                                                 tr("%1 chooses before the first move:").arg(m_game->armyName(army)),
                                                 choices, 0, false, &ok);
    if (ok)
        statusBar()->showMessage(m_game->choose(army, choice), 4000);
}

void MainWindow::resign()
{
    const int army = m_game->position().sideToMove();
    if (QMessageBox::question(this, tr("Resign"), tr("Resign the game for %1?").arg(m_game->armyName(army)))
        == QMessageBox::Yes)
        statusBar()->showMessage(m_game->resign(army), 4000);
}

void MainWindow::offerDraw()
{
    const int army = m_game->position().sideToMove();
    const QString refused = m_game->offerDraw(army);
    if (!refused.isEmpty()) {
        statusBar()->showMessage(refused, 4000);
        return;
    }
    // Hot-seat: the other side answers at once.
    int other = (army + 1) % m_game->armyCount();
    if (QMessageBox::question(this, tr("Draw offer"), tr("%1 offers a draw. Accept?").arg(m_game->armyName(army)))
        == QMessageBox::Yes)
        statusBar()->showMessage(m_game->acceptDraw(other), 4000);
    else
        m_game->declineDraw();
}

void MainWindow::claimDraw()
{
    statusBar()->showMessage(m_game->claimDraw(), 4000);
}

bool MainWindow::enableAutosave(const QString& path, bool restore)
{
    m_autosave = std::make_unique<Autosave>(path.isEmpty() ? Autosave::defaultPath() : path);
    QString error;
    if (restore && m_autosave->restore(*m_game, &error)) {
        m_variantId = m_game->variantId();
        if (const kabir::VariantFile* variant = m_game->variant())
            m_variantLabel->setText(DataStrings::variantName(*variant));
        for (QAction* action : m_variantActions->actions())
            action->setChecked(action->data().toString() == m_variantId);
        statusBar()->showMessage(tr("The unfinished game has been restored."), 6000);
        return true;
    }
    if (!error.isEmpty())
        statusBar()->showMessage(tr("The autosaved game could not be read and was set aside: %1").arg(error), 10000);
    return false;
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    // An unfinished game stays in the autosave for the next start; without autosave, ask.
    if (!m_autosave && !confirmDiscard()) {
        event->ignore();
        return;
    }
    if (m_autosave)
        m_autosave->save(*m_game);
    event->accept();
}

void MainWindow::setBoardFlipped(bool flipped)
{
    m_flipAction->setChecked(flipped);  // flips the board through the action's signal
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
    QMessageBox::about(this, tr("About Kabir"),
                       tr("<h3>Kabir %1</h3>"
                          "<p>Historical chess variants on boards of every size: play them, study "
                          "their rules and sources, and keep records of games.</p>")
                           .arg(QStringLiteral(KABIR_VERSION)));
}
