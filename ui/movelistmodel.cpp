#include "ui/movelistmodel.h"

#include "ui/gamecontroller.h"

#include <QFont>

MoveListModel::MoveListModel(GameController* controller, QObject* parent)
    : QAbstractTableModel(parent), m_controller(controller)
{
    connect(controller, &GameController::gameStarted, this, &MoveListModel::reset);
    connect(controller, &GameController::movePlayed, this, &MoveListModel::appendMove);
    connect(controller, &GameController::moveTakenBack, this, &MoveListModel::removeMove);
    connect(controller, &GameController::viewedPlyChanged, this, &MoveListModel::viewChanged);
    reset();
}

int MoveListModel::rowsFor(int plies) const
{
    return plies == 0 ? 0 : (m_offset + plies + m_armies - 1) / m_armies;
}

int MoveListModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : rowsFor(int(m_texts.size()));
}

int MoveListModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : m_armies;
}

QModelIndex MoveListModel::indexOfPly(int ply) const
{
    if (ply < 0 || ply >= m_texts.size())
        return {};
    const int cell = m_offset + ply;
    return index(cell / m_armies, cell % m_armies);
}

int MoveListModel::plyAt(const QModelIndex& index) const
{
    if (!index.isValid() || index.model() != this)
        return -1;
    const int ply = index.row() * m_armies + index.column() - m_offset;
    return ply >= 0 && ply < m_texts.size() ? ply : -1;
}

QModelIndex MoveListModel::viewedIndex() const
{
    return indexOfPly(m_viewedPly - 1);
}

QVariant MoveListModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int ply = plyAt(index);
    switch (role) {
    case Qt::DisplayRole:
        // The column names the army: the army's letter before a four-army move goes.
        return ply < 0 ? QVariant() : QVariant(m_armies > 2 ? m_texts[ply].section(QLatin1Char(':'), -1) : m_texts[ply]);
    case Qt::ToolTipRole:
        return ply < 0 ? QVariant() : QVariant(m_texts[ply]);
    case Qt::FontRole:
        if (ply >= 0 && ply == m_viewedPly - 1) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case PlyRole: return ply;
    case IsViewedRole: return ply >= 0 && ply == m_viewedPly - 1;
    default: return {};
    }
}

QVariant MoveListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (orientation == Qt::Horizontal)
        return section >= 0 && section < m_armyNames.size() ? QVariant(m_armyNames[section]) : QVariant();
    return section >= 0 ? QVariant(QString::number(m_firstNumber + section)) : QVariant();
}

Qt::ItemFlags MoveListModel::flags(const QModelIndex& index) const
{
    if (plyAt(index) < 0)
        return Qt::NoItemFlags;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemNeverHasChildren;
}

void MoveListModel::reset()
{
    beginResetModel();
    m_texts = m_controller->moveTexts();
    m_armyNames.clear();
    m_armies = 2;
    m_offset = 0;
    m_firstNumber = 1;
    if (m_controller->hasGame()) {
        m_armies = m_controller->armyCount();
        for (int a = 0; a < m_armies; ++a)
            m_armyNames << m_controller->armyName(a);
        const kabir::Position start = m_controller->positionAt(0);
        m_offset = start.sideToMove();
        m_firstNumber = start.fullmoveNumber();
    }
    m_viewedPly = m_controller->viewedPly();
    endResetModel();
}

void MoveListModel::appendMove(int ply)
{
    Q_ASSERT(ply == m_texts.size());
    const int rows = rowCount();
    const QString text = m_controller->moveTextAt(ply);
    if (rowsFor(ply + 1) > rows) {
        beginInsertRows({}, rows, rows);
        m_texts << text;
        endInsertRows();
    } else {
        m_texts << text;
        const QModelIndex cell = indexOfPly(ply);
        emit dataChanged(cell, cell);
    }
}

void MoveListModel::removeMove(int ply)
{
    Q_ASSERT(ply == m_texts.size() - 1);
    const int rows = rowCount();
    if (rowsFor(ply) < rows) {
        beginRemoveRows({}, rows - 1, rows - 1);
        m_texts.removeLast();
        endRemoveRows();
    } else {
        const QModelIndex cell = indexOfPly(ply);
        m_texts.removeLast();
        emit dataChanged(cell, cell);
    }
}

void MoveListModel::viewChanged(int viewedPly)
{
    const QModelIndex before = viewedIndex();
    m_viewedPly = viewedPly;
    const QModelIndex after = viewedIndex();
    const QList<int> roles{Qt::FontRole, IsViewedRole};
    if (before.isValid())
        emit dataChanged(before, before, roles);
    if (after.isValid() && after != before)
        emit dataChanged(after, after, roles);
}
