#include "ui/piecepalette.h"

#include "core/variant/variantdefinition.h"
#include "ui/armypalette.h"
#include "ui/datastrings.h"
#include "ui/pieceset.h"

#include <QApplication>
#include <QButtonGroup>
#include <QDrag>
#include <QGridLayout>
#include <QMimeData>
#include <QMouseEvent>
#include <QToolButton>

namespace {

constexpr int kIconSize = 36;
constexpr const char* kPieceProperty = "piece";
const QString kMimeType = QStringLiteral("application/x-kabir-piece");

}  // namespace

PiecePalette::PiecePalette(const kabir::VariantDefinition& definition, const QStringList& armyNames, QWidget* parent)
    : QWidget(parent), m_definition(definition), m_group(new QButtonGroup(this))
{
    setObjectName(QStringLiteral("piecePalette"));
    setAccessibleName(tr("Pieces to place"));
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setSpacing(2);
    const int armies = int(definition.armies.size());
    for (int type = 0; type < int(definition.pieces.size()); ++type)
        for (int army = 0; army < armies; ++army) {
            const kabir::Piece piece = kabir::makePiece(kabir::Army(army), kabir::PieceType(type));
            auto* button = new QToolButton(this);
            button->setObjectName(QStringLiteral("palette-%1-%2")
                                      .arg(army)
                                      .arg(QLatin1Char(definition.pieces[std::size_t(type)].letter)));
            button->setProperty(kPieceProperty, int(piece));
            button->setCheckable(true);
            button->setAutoRaise(true);
            button->setIconSize(QSize(kIconSize, kIconSize));
            //: A piece of the palette: the army, then the piece ("White King").
            const QString name
                = tr("%1 %2").arg(armyNames.value(army), DataStrings::text(definition.pieces[std::size_t(type)].name));
            button->setAccessibleName(name);
            button->setToolTip(
                tr("%1: click squares or drag it onto the board to place it; click a square that holds it to remove it")
                    .arg(name));
            button->installEventFilter(this);
            m_group->addButton(button);
            m_pieceButtons.append(button);
            grid->addWidget(button, type, army);
        }
    m_eraser = new QToolButton(this);
    m_eraser->setObjectName(QStringLiteral("paletteEraser"));
    m_eraser->setText(tr("Eraser"));
    m_eraser->setAccessibleName(tr("Eraser"));
    m_eraser->setToolTip(tr("Click squares to empty them (a right click always does)"));
    m_eraser->setCheckable(true);
    m_eraser->setProperty(kPieceProperty, int(kabir::kEmpty));
    m_eraser->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    m_group->addButton(m_eraser);
    grid->addWidget(m_eraser, int(definition.pieces.size()), 0, 1, armies);
    grid->setRowStretch(int(definition.pieces.size()) + 1, 1);
    connect(m_group, &QButtonGroup::buttonClicked, this,
        [this](QAbstractButton* button) { m_held = kabir::Piece(button->property(kPieceProperty).toInt()); });
    setPieceSet(PieceSet());
    hold(kabir::makePiece(0, 0));
}

void PiecePalette::setPieceSet(const PieceSet& pieces)
{
    const qreal ratio = devicePixelRatioF();
    for (QToolButton* button : std::as_const(m_pieceButtons)) {
        const auto piece = kabir::Piece(button->property(kPieceProperty).toInt());
        button->setIcon(QIcon(pieces.pixmap(m_definition.pieces[kabir::typeOf(piece)],
            ArmyPalette::of(m_definition, kabir::armyOf(piece)), kIconSize, ratio)));
    }
}

void PiecePalette::hold(kabir::Piece piece)
{
    for (QAbstractButton* button : m_group->buttons())
        if (button->property(kPieceProperty).toInt() == int(piece)) {
            button->setChecked(true);
            m_held = piece;
        }
}

QList<QAbstractButton*> PiecePalette::buttons() const
{
    QList<QAbstractButton*> ordered(m_pieceButtons.begin(), m_pieceButtons.end());
    ordered.append(m_eraser);
    return ordered;
}

std::optional<kabir::Piece> PiecePalette::pieceOf(const QMimeData* data)
{
    if (!data || !data->hasFormat(kMimeType))
        return std::nullopt;
    return kabir::Piece(data->data(kMimeType).toInt());
}

bool PiecePalette::eventFilter(QObject* watched, QEvent* event)
{
    auto* button = qobject_cast<QToolButton*>(watched);
    if (!button || (event->type() != QEvent::MouseButtonPress && event->type() != QEvent::MouseMove))
        return QWidget::eventFilter(watched, event);
    const auto* mouse = static_cast<QMouseEvent*>(event);
    if (event->type() == QEvent::MouseButtonPress) {
        m_pressPoint = mouse->position().toPoint();
        return false;
    }
    if (!(mouse->buttons() & Qt::LeftButton)
        || (mouse->position().toPoint() - m_pressPoint).manhattanLength() < QApplication::startDragDistance())
        return false;
    button->setDown(false);
    button->click();  // the dragged piece is held: clicks on squares then place it too
    auto* data = new QMimeData;
    data->setData(kMimeType, QByteArray::number(int(m_held)));
    auto* drag = new QDrag(button);
    drag->setMimeData(data);
    drag->setPixmap(button->icon().pixmap(QSize(kIconSize, kIconSize), devicePixelRatioF()));
    drag->setHotSpot(QPoint(kIconSize / 2, kIconSize / 2));
    drag->exec(Qt::CopyAction);
    return true;
}
