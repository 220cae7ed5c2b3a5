#pragma once
// The games of a record file as a table, one row per game in file order: its number, the tags
// White, Black, Result, Date, Event, Site, Round and Variant as the file writes them (a tag
// the file leaves unknown, "?", shows empty; the variant by its name when it is a built-in
// one), and the moves of its main line. The number and the moves are numbers for sorting. The
// model reads the list RecordFile made once and changes no game.

#include <QAbstractTableModel>

namespace kabir {
class RecordFile;
}

class GameListModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Number, White, Black, Result, Date, Event, Site, Round, Variant, Plies, ColumnCount };

    // `file` must outlive the model.
    explicit GameListModel(const kabir::RecordFile& file, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QString tag(int row, const char* name) const;

    const kabir::RecordFile& m_file;
};
