#include "ui/analysispane.h"

#include "core/rules/adjudication.h"
#include "core/record/gametree.h"
#include "core/record/notation.h"
#include "core/search/value.h"
#include "ui/evaluationgraph.h"
#include "ui/externalanalysis.h"
#include "ui/gamecontroller.h"
#include "ui/gameevaluations.h"
#include "ui/gameviewer.h"
#include "ui/movejudgement.h"
#include "ui/searchcontroller.h"
#include "ui/valuetext.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTimer>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace {

// Values from this depth on are kept for the evaluation graph.
constexpr int kRecordedDepth = 6;
// Lines shorter than this many moves are written out in full; longer ones are cut.
constexpr std::size_t kLineMoves = 12;

}  // namespace

AnalysisPane::AnalysisPane(GameController* game, GameEvaluations* evaluations, QWidget* parent)
    : QWidget(parent), m_game(game), m_viewer(game->viewer()), m_evaluations(evaluations),
      m_search(new SearchController(this)), m_review(new SearchController(this)), m_refresh(new QTimer(this)),
      m_clock(new QTimer(this))
{
    m_search->setObjectName(QStringLiteral("analysisSearch"));
    m_refresh->setSingleShot(true);
    m_refresh->setInterval(kRefreshMs);
    connect(m_refresh, &QTimer::timeout, this, &AnalysisPane::showPending);
    m_clock->setInterval(kSummaryMs);
    connect(m_clock, &QTimer::timeout, this, &AnalysisPane::showSummary);
    setObjectName(QStringLiteral("analysisPane"));
    m_startButton = new QPushButton(tr("&Analyse"), this);
    m_startButton->setObjectName(QStringLiteral("analyseButton"));
    m_startButton->setCheckable(true);
    m_startButton->setToolTip(tr("Let Kabir think about the position on view until you stop it"));
    m_linesBox = new QSpinBox(this);
    m_linesBox->setRange(1, kMaxLines);
    m_linesBox->setAccessibleName(tr("Lines"));
    m_linesBox->setToolTip(tr("How many of the best moves to show, each with its line"));
    auto* linesLabel = new QLabel(tr("&Lines:"), this);
    linesLabel->setBuddy(m_linesBox);
    m_engineBox = new QComboBox(this);
    m_engineBox->setObjectName(QStringLiteral("analysisEngine"));
    m_engineBox->setAccessibleName(tr("Engine"));
    m_engineBox->setToolTip(tr("Kabir, or an external UCI engine set up under Engines…"));
    m_engineBox->addItem(QStringLiteral("Kabir"));
    m_engineBox->hide();  // until there are external engines to choose
    m_reviewButton = new QPushButton(tr("Analyse Ga&me"), this);
    m_reviewButton->setObjectName(QStringLiteral("reviewButton"));
    m_reviewButton->setToolTip(tr("Evaluate every position of the game for the graph, and mark its inaccuracies (?!), "
                                  "mistakes (?) and blunders (?\?)"));

    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("analysisSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_lines = new QTreeWidget(this);
    m_lines->setObjectName(QStringLiteral("analysisLines"));
    m_lines->setAccessibleName(tr("Best lines"));
    m_lines->setHeaderLabels({tr("Value"), tr("Depth"), tr("Line")});
    m_lines->setRootIsDecorated(false);
    m_lines->setWordWrap(true);
    m_lines->setUniformRowHeights(false);
    m_lines->header()->setStretchLastSection(true);
    m_lines->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_lines->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_graph = new EvaluationGraph(m_evaluations, this);

    auto* controls = new QHBoxLayout;
    controls->addWidget(m_startButton);
    controls->addWidget(linesLabel);
    controls->addWidget(m_linesBox);
    controls->addWidget(m_engineBox);
    controls->addStretch(1);
    controls->addWidget(m_reviewButton);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(controls);
    layout->addWidget(m_summary);
    layout->addWidget(m_lines, 2);
    layout->addWidget(m_graph, 1);

    connect(m_startButton, &QPushButton::toggled, this, &AnalysisPane::setAnalysing);
    connect(m_linesBox, &QSpinBox::valueChanged, this, &AnalysisPane::setLines);
    connect(m_engineBox, &QComboBox::currentIndexChanged, this, [this] { chooseEngine(m_engineBox->currentText()); });
    connect(m_reviewButton, &QPushButton::clicked, this, [this] { reviewing() ? stopReview() : reviewGame(); });
    connect(m_search, &SearchController::info, this, [this](int, const kabir::search::Info& info) { takeInfo(info); });
    connect(m_review, &SearchController::finished, this, [this](int, const kabir::search::BestMove& best) {
        if (!reviewing())
            return;
        const kabir::Position root = m_game->positionAt(m_reviewPly);
        if (!best.move.isNull())
            m_evaluations->record(m_reviewPly, firstTeamValue(best.value, root), std::max(best.depth, 1));
        --m_reviewPly;
        reviewNext();
    });
    connect(m_graph, &EvaluationGraph::plyClicked, m_viewer, &GameViewer::setViewedPly);
    connect(m_viewer, &GameViewer::viewedPlyChanged, this, [this](int ply) {
        m_graph->setViewedPly(ply);
        restart();
    });
    connect(m_game, &GameController::positionChanged, this, [this] {
        m_graph->setPlyCount(m_game->plyCount());
        m_evaluations->truncate(m_game->plyCount());
        restart();
    });
    connect(m_viewer, &GameViewer::treeChanged, this, &AnalysisPane::showVerdicts);
    connect(m_game, &GameController::gameStarted, this, [this] {
        showVerdicts();
        stopReview();
        m_evaluations->clear();
        m_analysedPly = -1;
        m_graph->setPlyCount(m_game->plyCount());
        restart();
    });
    setEngineResources(32, 1);
    clearLines();
}

void AnalysisPane::setEngineResources(int hashMegabytes, int threads)
{
    kabir::search::EngineOptions options;
    options.hashMegabytes = hashMegabytes;
    options.threads = threads;
    options.multiPv = m_linesBox->value();
    m_search->setOptions(options);
    options.multiPv = 1;
    m_review->setOptions(options);
    m_analysedPly = -1;
    restart();
}

void AnalysisPane::setExternalEngines(const QList<ExternalEngine>& engines)
{
    const QString chosen = m_engineBox->currentText();
    m_engines.clear();
    for (const ExternalEngine& engine : engines)
        if (engine.protocol == kabir::match::Protocol::Uci)
            m_engines << engine;
    const QSignalBlocker blocker(m_engineBox);
    m_engineBox->clear();
    m_engineBox->addItem(QStringLiteral("Kabir"));
    for (const ExternalEngine& engine : std::as_const(m_engines))
        m_engineBox->addItem(engine.name);
    m_engineBox->setVisible(!m_engines.isEmpty());
    if (!chooseEngine(chosen))
        chooseEngine(QStringLiteral("Kabir"));
}

bool AnalysisPane::chooseEngine(const QString& name)
{
    const int index = m_engineBox->findText(name);
    if (index < 0)
        return false;
    {
        const QSignalBlocker blocker(m_engineBox);
        m_engineBox->setCurrentIndex(index);
    }
    const ExternalEngine* engine = index > 0 ? &m_engines[index - 1] : nullptr;
    if (!engine || !m_external || !(m_external->engine() == *engine)) {
        m_search->abandon();
        delete m_external;
        m_external = nullptr;
        if (engine) {
            m_external = new ExternalAnalysis(*engine, this);
            connect(m_external, &ExternalAnalysis::info, this, &AnalysisPane::takeInfo);
            connect(m_external, &ExternalAnalysis::failed, this, [this](const QString& why) {
                m_clock->stop();
                m_summary->setText(tr("The engine cannot analyse: %1").arg(why));
            });
        }
        m_analysedPly = -1;
        restart();
    }
    return true;
}

bool AnalysisPane::analysing() const
{
    return m_startButton->isChecked();
}

void AnalysisPane::setAnalysing(bool on)
{
    if (m_startButton->isChecked() != on) {
        m_startButton->setChecked(on);  // comes back here through toggled
        return;
    }
    m_startButton->setText(on ? tr("&Stop") : tr("&Analyse"));
    m_analysedPly = -1;
    restart();
    emit analysingChanged(on);
}

void AnalysisPane::setLines(int lines)
{
    lines = std::clamp(lines, 1, kMaxLines);
    if (m_linesBox->value() != lines) {
        m_linesBox->setValue(lines);  // comes back here through valueChanged
        return;
    }
    kabir::search::EngineOptions options = m_search->options();
    options.multiPv = lines;
    m_search->setOptions(options);
    m_analysedPly = -1;
    restart();
}

// Analyses the position on view unless it does already; stops when analysis is off.
void AnalysisPane::restart()
{
    if (!m_game->hasGame() || !analysing()) {
        m_search->abandon();
        if (m_external)
            m_external->stop();
        m_analysedPly = -1;
        clearLines();
        m_summary->setText(
            analysing() ? QString() : tr("Press Analyse to let Kabir think about the position on view."));
        emit bestMoveChanged(kabir::Move());
        emit valueChanged(std::nullopt);
        return;
    }
    const int ply = m_viewer->viewedPly();
    kabir::Position root = m_viewer->viewedPosition();
    if (ply == m_analysedPly && root.key() == m_analysedKey)
        return;  // analysing it already
    m_search->abandon();
    if (m_external)
        m_external->stop();
    m_analysedPly = ply;
    m_analysedKey = root.key();
    m_analysedRoot = root;
    // A variation's values are not the game's: the evaluation graph keeps the main line's.
    m_analysedMainLine = m_viewer->tree().isMainLine(m_viewer->viewedNode());
    clearLines();
    emit bestMoveChanged(kabir::Move());
    const kabir::Outcome outcome = kabir::adjudicate(root);
    if (outcome.over() || m_game->choosingArmy() >= 0) {
        m_summary->setText(outcome.over() ? tr("The game is over in this position.")
                                          : tr("Nothing to analyse before the first move is chosen."));
        emit valueChanged(outcome.over() ? std::optional<int>(firstTeamValue(
                              kabir::search::outcomeValue(outcome, root.rules().teamOf(root.sideToMove()), 0), root))
                                         : std::nullopt);
        return;
    }
    m_elapsed.start();
    m_clock->start();
    showSummary();
    if (m_external) {
        m_external->start(m_viewer->tree().gameAt(m_viewer->viewedNode()), ply, m_linesBox->value());
        return;
    }
    kabir::search::Limits limits;
    limits.infinite = true;
    m_search->start(root, limits);
}

int AnalysisPane::firstTeamValue(int valueForSideToMove, const kabir::Position& root) const
{
    return root.rules().teamOf(root.sideToMove()) == 0 ? valueForSideToMove : -valueForSideToMove;
}

void AnalysisPane::clearLines()
{
    m_pending.clear();
    m_refresh->stop();
    m_clock->stop();
    m_shown.clear();
    m_best.reset();
    m_lines->clear();
}

void AnalysisPane::takeInfo(const kabir::search::Info& info)
{
    if (info.pv.empty())
        return;
    m_pending[info.multiPv] = info;
    if (!m_refresh->isActive())
        m_refresh->start();
}

void AnalysisPane::showPending()
{
    const std::map<int, kabir::search::Info> pending = std::move(m_pending);
    m_pending.clear();
    if (!m_analysedRoot || pending.empty())
        return;
    for (const auto& [line, info] : pending)
        m_shown.take(info);
    showLines();
    if (const auto best = pending.find(1); best != pending.end())
        takeBest(best->second);
}

// The moves of a line in the program's text, numbered as a score sheet numbers them (with four
// armies, by rounds).
QString AnalysisPane::lineText(const kabir::Position& root, const std::vector<kabir::Move>& pv) const
{
    kabir::Position pos = root;
    QStringList words;
    for (std::size_t i = 0; i < pv.size() && i < kLineMoves; ++i) {
        const kabir::Move m = pv[i];
        if (pos.sideToMove() == 0 || i == 0)
            words << (pos.sideToMove() == 0 ? QStringLiteral("%1.").arg(pos.fullmoveNumber())
                                            : QStringLiteral("%1…").arg(pos.fullmoveNumber()));
        words << QString::fromStdString(kabir::moveText(pos, m));
        pos.doMove(m);
    }
    if (pv.size() > kLineMoves)
        words << QStringLiteral("…");
    return words.join(QLatin1Char(' '));
}

void AnalysisPane::showLines()
{
    const kabir::Position& root = *m_analysedRoot;
    const std::vector<kabir::search::Info> lines = m_shown.bestFirst();
    for (std::size_t row = 0; row < lines.size(); ++row) {
        QTreeWidgetItem* item = m_lines->topLevelItem(int(row));
        if (!item)
            item = new QTreeWidgetItem(m_lines);
        item->setText(0, ValueText::pawns(lines[row].value));
        item->setText(1, QString::number(lines[row].depth));
        item->setText(2, lineText(root, lines[row].pv));
        item->setToolTip(2, item->text(2));
    }
}

// The engine's best line (multi-PV 1): the summary, the best move and value for the board, and
// the value for the evaluation graph.
void AnalysisPane::takeBest(const kabir::search::Info& info)
{
    const kabir::Position& root = *m_analysedRoot;
    m_best = info;
    showSummary();
    emit bestMoveChanged(info.pv.front());
    emit valueChanged(firstTeamValue(info.value, root));
    if (m_analysedMainLine && info.depth >= kRecordedDepth && info.bound == kabir::search::Info::BoundKind::Exact)
        m_evaluations->record(m_analysedPly, firstTeamValue(info.value, root), info.depth);
}

// The value, depth, speed, nodes and the time the engine has been thinking, refreshed by m_clock
// between the engine's reports.
void AnalysisPane::showSummary()
{
    const qint64 seconds = m_elapsed.isValid() ? m_elapsed.elapsed() / 1000 : 0;
    const QString time = QStringLiteral("%1:%2").arg(seconds / 60).arg(seconds % 60, 2, 10, QLatin1Char('0'));
    if (!m_best || !m_analysedRoot) {
        //: %1 the time thinking so far, e.g. "0:03".
        m_summary->setText(tr("Thinking… %1").arg(time));
        return;
    }
    const kabir::search::Info& info = *m_best;
    const kabir::Position& root = *m_analysedRoot;
    const kabir::Ruleset& rules = root.rules();
    const QString mover = m_game->teamName(rules.teamOf(root.sideToMove()));
    QString value;
    if (rules.armyCount() > 2) {
        // Four armies: the value for each team.
        const int first = firstTeamValue(info.value, root);
        //: The value of the position for each team, e.g. "Red and Yellow +0.40 · Green and Black −0.40".
        value = tr("%1 %2 · %3 %4")
                    .arg(m_game->teamName(0), ValueText::pawns(first), m_game->teamName(1), ValueText::pawns(-first));
    } else {
        //: The value for the side to move, e.g. "Black to move: +0.35".
        value = tr("%1 to move: %2").arg(mover, ValueText::pawns(info.value));
    }
    const QLocale locale;
    //: %1 the value, %2 the depth, %3 the greatest depth reached, %4 thousands of nodes per second, %5 nodes, %6 the
    //: time thinking, e.g. "1:05".
    m_summary->setText(tr("<b>%1</b><br>depth %2/%3 · %4 kN/s · %5 nodes · %6")
                           .arg(value.toHtmlEscaped())
                           .arg(info.depth)
                           .arg(info.selectiveDepth)
                           .arg(locale.toString(qulonglong(info.nodesPerSecond / 1000)))
                           .arg(locale.toString(qulonglong(info.nodes)))
                           .arg(time));
}

QString AnalysisPane::summaryText() const
{
    return m_summary->text();
}

QStringList AnalysisPane::lineTexts() const
{
    QStringList texts;
    for (int row = 0; row < m_lines->topLevelItemCount(); ++row)
        texts << m_lines->topLevelItem(row)->text(0) + QLatin1Char(' ') + m_lines->topLevelItem(row)->text(2);
    return texts;
}

// --- the review of the whole game ----------------------------------------------------------

void AnalysisPane::reviewGame()
{
    if (!m_game->hasGame())
        return;
    m_reviewPly = m_game->plyCount();
    reviewNext();
}

void AnalysisPane::stopReview()
{
    m_review->abandon();
    m_reviewPly = -1;
    m_reviewButton->setText(tr("Analyse Ga&me"));
}

// Reviews the positions from the last to the first: the finished ones are valued by the rules,
// the others get a short search each.
void AnalysisPane::reviewNext()
{
    while (m_reviewPly >= 0) {
        kabir::Position root = m_game->positionAt(m_reviewPly);
        const kabir::Outcome outcome = kabir::adjudicate(root);
        if (!outcome.over() && !(m_reviewPly == 0 && m_game->choosingArmy() >= 0))
            break;
        if (outcome.over())
            recordFinished(m_reviewPly);
        --m_reviewPly;
    }
    if (m_reviewPly < 0) {
        stopReview();
        MoveJudgement::annotate(*m_game, *m_evaluations);
        return;
    }
    //: The review of a game in progress: positions done of all.
    m_reviewButton->setText(
        tr("Stop (%1 of %2)").arg(m_game->plyCount() - m_reviewPly + 1).arg(m_game->plyCount() + 1));
    kabir::search::Limits limits;
    limits.moveTime = kReviewMsPerPosition;
    m_review->start(m_game->positionAt(m_reviewPly), limits);
}

void AnalysisPane::recordFinished(int ply)
{
    kabir::Position root = m_game->positionAt(ply);
    const kabir::Outcome outcome = kabir::adjudicate(root);
    m_evaluations->record(ply, kabir::search::outcomeValue(outcome, 0, 0), kabir::search::kMaxPly);
}

// The graph's dots: the main line's moves annotated ?!, ? or ?? (by Analyse Game or the user).
void AnalysisPane::showVerdicts()
{
    std::map<int, int> verdicts;
    if (m_game->hasGame()) {
        const kabir::GameTree& tree = m_viewer->tree();
        for (const kabir::NodeId id : tree.mainLine())
            for (const int nag : tree.node(id).nags)
                if (MoveJudgement::isVerdict(nag))
                    verdicts[tree.node(id).ply] = nag;
    }
    m_graph->setVerdicts(verdicts);
}
