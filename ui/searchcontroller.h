#pragma once
// Kabir's engine for the window: adapts the core Engine (which searches on a thread of its own)
// to the event loop. start() hands the engine a copy of a position and returns at once; the
// engine's reports come back as queued signals carrying the id of their search, and those of a
// search that was abandoned (by a new start() or abandon()) are dropped here, so a late answer
// never reaches a game that has moved on. stop() only sets the engine's flag: the best move
// found so far follows as finished(). Nothing here waits for more than the engine's stop
// latency (well under a millisecond).

#include "ui/searchmetatypes.h"

#include <QObject>

class SearchController : public QObject {
    Q_OBJECT

public:
    explicit SearchController(QObject* parent = nullptr);
    ~SearchController() override;

    void setOptions(const kabir::search::EngineOptions& options);
    const kabir::search::EngineOptions& options() const { return m_engine.options(); }
    void newGame();  // forgets what earlier searches learnt

    // Starts a search of `root`, abandoning a running one; returns its id.
    int start(const kabir::Position& root, const kabir::search::Limits& limits);
    void stop();     // the running search reports its best move so far (finished)
    void abandon();  // the running search reports nothing more
    bool searching() const { return m_running; }
    int currentId() const { return m_id; }

signals:
    void info(int id, const kabir::search::Info& info);
    void finished(int id, const kabir::search::BestMove& best);

private:
    kabir::search::Engine m_engine;
    int m_id = 0;
    bool m_running = false;
};
