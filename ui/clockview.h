#pragma once
// The players' clocks beside the board: one row per army with its colour, its player and the
// time left, the running clock highlighted and a low one in red (under ten seconds it shows
// tenths). Follows a GameClocks; the window hides it when the game has no time control.

#include <QColor>
#include <QList>
#include <QWidget>

class GameClocks;
class QLabel;

class ClockView : public QWidget {
    Q_OBJECT

public:
    explicit ClockView(GameClocks* clocks, QWidget* parent = nullptr);

    // One row per army: who plays it and the colour of its pieces.
    void setArmies(const QStringList& labels, const QList<QColor>& colours);
    QString timeText(int army) const;  // as shown, e.g. "4:59", "0:07.3"

    static QString formatTime(qint64 milliseconds);

private:
    void refresh();

    GameClocks* m_clocks;
    QList<QLabel*> m_names;
    QList<QLabel*> m_times;
    QList<QWidget*> m_rows;  // every widget of the rows
};
