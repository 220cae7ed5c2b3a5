#pragma once
// The moves of the controller's game as a table: one row per round, one column per army (two
// or four), the move number in the vertical header. A game that starts with another army to
// move leaves the first cells of the first row empty. Cells hold the program's move text;
// the move on view (GameController::viewedPly) is marked by IsViewedRole for highlighting.
// The model keeps its own copy of the texts and follows the controller's signals, so that
// every change reaches views with the proper begin/end notifications.

#include <QAbstractTableModel>
#include <QStringList>

class GameController;

class MoveListModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Role {
        PlyRole = Qt::UserRole + 1,  // int: the move's index in the game (0 = the first move)
        IsViewedRole,                // bool: the position on view is the one after this move
    };

    explicit MoveListModel(GameController* controller, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;

    // The cell of a move (invalid for -1 or a ply not in the list), and the move of a cell
    // (-1 for an empty cell): a click on a cell views setViewedPly(plyAt(index) + 1).
    QModelIndex indexOfPly(int ply) const;
    int plyAt(const QModelIndex& index) const;
    // The move whose resulting position is on view; invalid at the start position.
    QModelIndex viewedIndex() const;

private:
    void reset();
    void appendMove(int ply);
    void removeMove(int ply);
    void viewChanged(int viewedPly);
    int rowsFor(int plies) const;

    GameController* m_controller;
    QStringList m_texts;
    QStringList m_armyNames;
    int m_armies = 2;
    int m_offset = 0;       // the column of the first move (the army to move at the start)
    int m_firstNumber = 1;  // the number of the first row
    int m_viewedPly = 0;
};
