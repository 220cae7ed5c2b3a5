#pragma once
// The games of a record file to choose one from: the file's name and how many games it holds,
// a filter field (a game is shown when any of its columns holds the text, in any case), the
// table of GameListModel sorted by any column, and Open (or a double click) to take the game
// chosen. The dialog only chooses; the caller loads the game (a file of one game needs no
// dialog).

#include <QDialog>

class GameListModel;
class QLabel;
class QLineEdit;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;

namespace kabir {
class RecordFile;
}

class GameListDialog : public QDialog {
    Q_OBJECT

public:
    // `file` must outlive the dialog.
    explicit GameListDialog(const kabir::RecordFile& file, QWidget* parent = nullptr);

    // The game chosen, as an index into RecordFile::games() (from 0); -1 when none is.
    int chosenGame() const;

    // For tests: the filter and the table as the user sees them.
    QLineEdit* filterField() const { return m_filter; }
    QTableView* table() const { return m_table; }

private:
    void updateCount();

    GameListModel* m_model;
    QSortFilterProxyModel* m_proxy;
    QLineEdit* m_filter;
    QTableView* m_table;
    QLabel* m_count;
    QPushButton* m_openButton;
};
