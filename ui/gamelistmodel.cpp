#include "ui/gamelistmodel.h"

#include "core/record/recordfile.h"
#include "core/catalog/variantcatalog.h"
#include "ui/datastrings.h"

namespace {

// The tag of each column (none for the number and the moves).
const char* const kTags[GameListModel::ColumnCount]
    = {nullptr, "White", "Black", "Result", "Date", "Event", "Site", "Round", "Variant", nullptr};

}  // namespace

GameListModel::GameListModel(const kabir::RecordFile& file, QObject* parent) : QAbstractTableModel(parent), m_file(file)
{
}

int GameListModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_file.games().size());
}

int GameListModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString GameListModel::tag(int row, const char* name) const
{
    const kabir::RecordTags& tags = m_file.games()[std::size_t(row)].tags;
    const auto found = tags.find(name);
    const QString value = found == tags.end() ? QString() : QString::fromStdString(found->second);
    return value == QLatin1String("?") || value == QLatin1String("????.??.??") ? QString() : value;
}

QVariant GameListModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const kabir::GameHeader& game = m_file.games()[std::size_t(index.row())];
    const int column = index.column();
    if (role == Qt::TextAlignmentRole)
        return column == Number || column == Plies ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    if (column == Number)
        return game.number;
    if (column == Plies)
        return game.plyCount;
    const QString value = tag(index.row(), kTags[column]);
    if (column != Variant)
        return value;
    // A game without a Variant tag is chess, or (with a FEN) of the variant its position fits,
    // which only reading it tells.
    if (!game.tags.count("Variant"))
        return game.tags.count("FEN") ? QString()
                                      : DataStrings::variantName(*kabir::VariantCatalog::builtIn().find("chess"));
    const kabir::VariantFile* variant = kabir::VariantCatalog::builtIn().find(value.toLower().toStdString());
    return variant ? DataStrings::variantName(*variant) : value;
}

QVariant GameListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 || section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (Column(section)) {
    //: The game's number in the file, in the game list's header.
    case Number: return tr("No.");
    case White: return tr("White");
    case Black: return tr("Black");
    case Result: return tr("Result");
    case Date: return tr("Date");
    case Event: return tr("Event");
    case Site: return tr("Site");
    case Round: return tr("Round");
    case Variant: return tr("Variant");
    //: The number of moves of a game, each army's move counted (half-moves), in the game list's header.
    case Plies: return tr("Plies");
    case ColumnCount: break;
    }
    return {};
}
