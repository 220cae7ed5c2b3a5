#pragma once
// An external UCI engine analysing a position for the analysis pane (Fairy-Stockfish in the
// variants it knows, say): on a thread of its own, `go infinite` with the lines asked for,
// its reports turned into Kabir's — the moves parsed on the position, mates into Kabir's
// values — and posted as info(); stop() ends the analysis at once. The engine is started on
// the first start() and kept for the next ones.

#include "ui/externalengine.h"
#include "ui/searchmetatypes.h"

#include <QObject>

#include <atomic>
#include <memory>

class EngineThread;

class ExternalAnalysis : public QObject {
    Q_OBJECT

public:
    ExternalAnalysis(const ExternalEngine& engine, QObject* parent = nullptr);
    ~ExternalAnalysis() override;

    const ExternalEngine& engine() const { return m_engine; }
    // Analyses the position after the first `ply` moves of `game` (a copy is taken).
    void start(const kabir::Game& game, int ply, int lines);
    void stop();

signals:
    void info(const kabir::search::Info& info);
    void failed(const QString& reason);

private:
    struct Session;

    ExternalEngine m_engine;
    std::shared_ptr<Session> m_session;
    std::shared_ptr<std::atomic<bool>> m_stop;  // of the running analysis
    std::unique_ptr<EngineThread> m_thread;
    int m_id = 0;
};
