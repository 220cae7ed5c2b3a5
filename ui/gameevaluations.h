#pragma once
// What the engines have thought of each position of the game in the window, for the evaluation
// graph: per ply (the position after that many moves), a value for the first team (White; Red
// and Yellow) and the depth it came from. A deeper search replaces a shallower one. The window
// fills it from the analysis, the whole-game review and the computers' own searches, and cuts
// it back when moves are taken back.

#include <QList>
#include <QObject>

#include <optional>

class GameEvaluations : public QObject {
    Q_OBJECT

public:
    using QObject::QObject;

    void clear();
    void truncate(int plies);  // keeps the positions after at most `plies` moves
    void record(int ply, int valueForFirstTeam, int depth);
    std::optional<int> at(int ply) const;
    int depthAt(int ply) const;  // 0 where nothing is known
    int size() const { return int(m_values.size()); }

signals:
    void changed();

private:
    struct Entry {
        int value = 0;
        int depth = 0;  // 0: unknown
    };
    QList<Entry> m_values;
};
