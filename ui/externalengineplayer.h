#pragma once
// An external engine (UCI or XBoard) as a player, through the match runner's engine clients:
// the engine runs as a child process, and every exchange with it happens on a thread of its
// own, so a slow, silent or crashing engine never blocks the window. A cancelled question ends
// the wait at once; the engine, which may still be thinking about it, is started afresh for
// the next question. An engine that fails (does not start, does not know the variant, gives
// no move in time) is reported with failed(); a resignation with resigned().

#include "ui/computerplayer.h"
#include "ui/externalengine.h"

#include <atomic>
#include <memory>

class EngineThread;

class ExternalEnginePlayer : public ComputerPlayer {
    Q_OBJECT

public:
    ExternalEnginePlayer(const ExternalEngine& engine, QObject* parent = nullptr);
    ~ExternalEnginePlayer() override;  // ends the engine

protected:
    void think(const kabir::Game& game, const kabir::search::Limits& limits,
        const kabir::match::TimeControl& control) override;
    void stopThinking() override;
    bool isThinking() const override { return m_thinking; }

private:
    struct Session;  // the engine's client, used on the worker thread only

    ExternalEngine m_engine;
    std::shared_ptr<Session> m_session;
    std::unique_ptr<EngineThread> m_thread;       // the questions are asked there
    std::shared_ptr<std::atomic<bool>> m_cancel;  // of the question asked now
    int m_id = 0;
    bool m_thinking = false;
};
