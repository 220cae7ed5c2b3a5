#pragma once
// Replaying a game by itself: View › Autoplay steps through the line on view one move at a
// time (the board slides each move as when stepping by hand), from the start when the line is
// already at its end, and stops at the line's end, on a new game or when toggled off. View ›
// Autoplay Speed sets the time per move.

#include <QActionGroup>
#include <QObject>
#include <QPointer>

class GameController;
class GameViewer;
class QAction;
class QMenu;
class QTimer;
class QWidget;

class Autoplay : public QObject {
    Q_OBJECT

public:
    static constexpr int kSpeeds[] = {3000, 1500, 700, 300};  // milliseconds a move

    Autoplay(GameController* game, QObject* parent = nullptr);

    QAction* toggleAction() const { return m_toggle; }
    // A menu of the speeds, the current one checked.
    QMenu* createSpeedMenu(QWidget* parent);
    void setInterval(int milliseconds);
    int interval() const;
    bool isRunning() const;

private:
    void start();
    void stop();
    void step();

    GameController* m_game;
    GameViewer* m_viewer;
    QTimer* m_timer;
    QAction* m_toggle;
    QPointer<QActionGroup> m_speeds;  // in the speed menu, which may go first
};
