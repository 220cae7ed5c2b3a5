#pragma once
// The players' clocks of the game in the window: one per army, all following one
// time control — sudden death, increment, moves per period, or a fixed time per move. The clock
// of the army to move runs from the moment its turn begins; its move charges it (adding the
// increment, or the next period's time) and starts the next army's. The clocks as they stood
// after every move are kept, so that a takeback sets them back and a record can carry each
// move's clock. When the running clock reaches zero, flagFell() says whose flag fell; what
// that means for the game is the GameController's business.

#include "core/match/timecontrol.h"

#include <QElapsedTimer>
#include <QList>
#include <QObject>

#include <cstdint>
#include <vector>

class QTimer;

class GameClocks : public QObject {
    Q_OBJECT

public:
    explicit GameClocks(QObject* parent = nullptr);

    // Stops the clocks and sets every army's to the start of `control` (no limit: nothing runs).
    void reset(const kabir::match::TimeControl& control, int armies);
    const kabir::match::TimeControl& timeControl() const { return m_control; }
    bool enabled() const { return m_control.hasTimeLimit(); }
    int armyCount() const { return int(now().size()); }

    // Starts the clock of `army` (its turn begins); a running one stops uncharged.
    void start(int army);
    // Stops the running clock without charging it (the game is over or paused).
    void stop();
    int runningArmy() const { return m_running; }
    // The running army has moved: charges its clock and keeps the clocks' state for the move.
    void moved();
    // The last move is taken back: the clocks are as they stood before it (none runs).
    void takeBack();
    int movesCharged() const { return int(m_history.size()) - 1; }

    // Milliseconds left now (the running clock counts down); with a fixed time per move, what
    // is left of the move. -1 without a time limit.
    std::int64_t remainingMs(int army) const;
    // The clock of the army that made move `ply` (0-based), as it stood after that move.
    std::int64_t clockAfterMove(int ply, int army) const;
    // Sets the clocks as a record gives them: after each of the first `clocks.size()` moves,
    // the mover's time left (-1 where the record has none: the clock keeps its time).
    void restore(const QList<std::int64_t>& clocks, const QList<int>& movers);
    // The clock of `army` as it stood at the start of the running turn (for an engine's limits).
    const kabir::match::Clock& clock(int army) const { return now()[std::size_t(army)]; }

signals:
    void flagFell(int army);
    void ticked();  // about ten times a second while a clock runs, and on every change

private:
    void tick();
    std::int64_t elapsedMs() const;

    const std::vector<kabir::match::Clock>& now() const { return m_history.back(); }

    kabir::match::TimeControl m_control;
    std::vector<std::vector<kabir::match::Clock>> m_history;  // after 0, 1, 2 ... moves; never empty
    int m_running = -1;
    int m_flagged = -1;  // the army whose flag fell: its clock shows zero
    QElapsedTimer m_turnTimer;
    QTimer* m_ticker;
};
