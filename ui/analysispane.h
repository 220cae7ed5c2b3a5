#pragma once
// The analysis pane: Kabir's engine at full strength (or an external UCI engine the user has
// set up) thinks about the position on view — the live one, or an earlier one while the user
// browses the game — until stopped, and shows what it thinks: the value from the side to move
// (with four armies, for each team), the depth, the speed, the nodes and the time thinking
// (refreshed every kSummaryMs even when the engine reports nothing new), and the best lines
// (multi-PV) in the program's move text, best first. Below, the evaluation
// graph of the whole game; "Analyse Game" reviews every position of it in turn and then marks
// the main line's inaccuracies, mistakes and blunders (MoveJudgement). What it learns
// of each position goes to the GameEvaluations; its best move and value go to whoever shows
// them on the board (bestMoveChanged, valueChanged).

#include "core/position/position.h"
#include "core/search/limits.h"
#include "core/board/types.h"
#include "ui/analysislines.h"
#include "ui/externalengine.h"
#include "ui/searchmetatypes.h"

#include <QElapsedTimer>
#include <QWidget>

#include <map>
#include <optional>

class EvaluationGraph;
class ExternalAnalysis;
class QComboBox;
class GameController;
class GameViewer;
class GameEvaluations;
class QLabel;
class QPushButton;
class QSpinBox;
class QTimer;
class QTreeWidget;
class SearchController;

class AnalysisPane : public QWidget {
    Q_OBJECT

public:
    AnalysisPane(GameController* game, GameEvaluations* evaluations, QWidget* parent = nullptr);

    // The engine's resources (Settings::computer).
    void setEngineResources(int hashMegabytes, int threads);
    // The external engines to offer beside Kabir's (only UCI engines can analyse here).
    void setExternalEngines(const QList<ExternalEngine>& engines);
    // Analyses with Kabir (0) or the external engine called so.
    bool chooseEngine(const QString& name);

    bool analysing() const;
    void setAnalysing(bool on);
    void setLines(int lines);  // multi-PV, 1..kMaxLines
    bool reviewing() const { return m_reviewPly >= 0; }
    void reviewGame();  // every position of the game, from the last to the first
    void stopReview();

    // What the pane shows, also for tests.
    QString summaryText() const;
    QStringList lineTexts() const;
    QTreeWidget* linesView() const { return m_lines; }
    EvaluationGraph* graph() const { return m_graph; }

    static constexpr int kMaxLines = 5;
    // A review gives each position this long.
    static constexpr int kReviewMsPerPosition = 300;
    static constexpr int kRefreshMs = 100;
    static constexpr int kSummaryMs = 250;

signals:
    void analysingChanged(bool on);
    // The best move of the position on view (a null Move when none is known yet).
    void bestMoveChanged(kabir::Move move);
    // The value of the position on view for the first team; none when not analysing.
    void valueChanged(std::optional<int> valueForFirstTeam);

private:
    void restart();
    void takeInfo(const kabir::search::Info& info);
    void showPending();
    void showLines();
    void takeBest(const kabir::search::Info& info);
    void showSummary();
    void showVerdicts();
    void clearLines();
    void reviewNext();
    void recordFinished(int ply);
    int firstTeamValue(int valueForSideToMove, const kabir::Position& root) const;
    QString lineText(const kabir::Position& root, const std::vector<kabir::Move>& pv) const;

    GameController* m_game;
    GameViewer* m_viewer;
    GameEvaluations* m_evaluations;
    SearchController* m_search;
    SearchController* m_review;
    QList<ExternalEngine> m_engines;         // offered in m_engineBox after Kabir
    ExternalAnalysis* m_external = nullptr;  // of the engine chosen, when not Kabir
    QComboBox* m_engineBox;
    QPushButton* m_startButton;
    QSpinBox* m_linesBox;
    QPushButton* m_reviewButton;
    QLabel* m_summary;
    QTreeWidget* m_lines;
    EvaluationGraph* m_graph;
    int m_analysedPly = -1;                         // the position being analysed (ply of the game)
    std::uint64_t m_analysedKey = 0;                // and its hash, to notice a different game
    std::optional<kabir::Position> m_analysedRoot;  // and the position itself
    bool m_analysedMainLine = true;                 // on the game's main line, not in a variation
    int m_reviewPly = -1;                           // the position being reviewed; -1: no review
    // The latest report of each line, shown at most every kRefreshMs: a search reports many
    // lines a millisecond at small depths, and writing them out is the window's work.
    std::map<int, kabir::search::Info> m_pending;
    QTimer* m_refresh;
    AnalysisLines m_shown;                      // the lines in m_lines
    std::optional<kabir::search::Info> m_best;  // the latest report of the best line
    QElapsedTimer m_elapsed;                    // since the analysis of the position began
    QTimer* m_clock;                            // refreshes the summary
};
