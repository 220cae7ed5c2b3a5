#include "ui/materialview.h"

#include "ui/armypalette.h"
#include "ui/datastrings.h"
#include "ui/pieceset.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>
#include <QVBoxLayout>

namespace {

constexpr int kIconSize = 24;

// A row of small piece pictures that wraps nothing: many captures simply make it long.
QWidget* pictureRow(const QList<QPixmap>& pictures, const QString& accessibleName, QWidget* parent)
{
    auto* row = new QWidget(parent);
    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    for (const QPixmap& picture : pictures) {
        auto* label = new QLabel(row);
        label->setPixmap(picture);
        layout->addWidget(label);
    }
    layout->addStretch();
    row->setAccessibleName(accessibleName);
    return row;
}

}  // namespace

MaterialView::MaterialView(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("materialView"));
    setAccessibleName(tr("Captured pieces and hands"));
    new QVBoxLayout(this);
    layout()->setContentsMargins(4, 4, 4, 4);
}

QList<QList<kabir::Piece>> MaterialView::capturesOf(const kabir::Position& position)
{
    const int armies = position.rules().armyCount();
    QList<QList<kabir::Piece>> captures(armies);
    const int plies = position.historyLength();
    // The army that made the first recorded move: turns go round in army order.
    int mover = ((position.sideToMove() - plies) % armies + armies) % armies;
    for (int ply = 0; ply < plies; ++ply, mover = (mover + 1) % armies) {
        // Each state records what the move that led to it captured.
        const kabir::Piece taken = ply + 1 < plies ? position.historyAt(ply + 1).captured : position.state().captured;
        if (taken)
            captures[mover] << taken;
    }
    return captures;
}

void MaterialView::setPosition(const kabir::Position& position, const PieceSet& pieces, const QStringList& armyNames)
{
    // Rebuilt whole: the content is a few labels and buttons per army.
    delete m_content;
    m_content = new QWidget(this);
    layout()->addWidget(m_content);
    auto* grid = new QGridLayout(m_content);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setColumnStretch(2, 1);
    const kabir::Ruleset& rules = position.rules();
    const kabir::VariantDefinition& definition = rules.definition();
    const qreal ratio = devicePixelRatioF();
    const auto picture = [&](kabir::Piece piece) {
        return pieces.pixmap(definition.pieces[kabir::typeOf(piece)], ArmyPalette::of(definition, kabir::armyOf(piece)),
            kIconSize, ratio);
    };
    // One row per army: its name (bold while it is to move), its hand, what it has captured —
    // the hand before the captures, so that a long row of captures never pushes it out of view.
    const QList<QList<kabir::Piece>> captures = capturesOf(position);
    for (int army = 0; army < rules.armyCount(); ++army) {
        auto* name = new QLabel(armyNames.value(army), m_content);
        if (army == position.sideToMove()) {
            QFont bold = name->font();
            bold.setBold(true);
            name->setFont(bold);
        }
        grid->addWidget(name, army, 0);

        QList<QPixmap> taken;
        for (kabir::Piece piece : captures[army])
            taken << picture(piece);
        grid->addWidget(pictureRow(taken, tr("Captured by %1").arg(armyNames.value(army)), m_content), army, 2);

        // The hand: the army to move takes a piece up for a drop by clicking it.
        auto* hand = new QHBoxLayout;
        hand->setSpacing(0);
        for (int type = 0; type < rules.pieceTypeCount(); ++type) {
            const int count = position.handCount(kabir::Army(army), kabir::PieceType(type));
            if (!count)
                continue;
            const kabir::Piece piece = kabir::makePiece(kabir::Army(army), kabir::PieceType(type));
            const QString pieceName = DataStrings::text(definition.pieces[std::size_t(type)].name);
            auto* button = new QToolButton(m_content);
            button->setIcon(QIcon(picture(piece)));
            button->setIconSize(QSize(kIconSize, kIconSize));
            button->setText(count > 1 ? QStringLiteral("×%1").arg(count) : QString());
            button->setToolButtonStyle(count > 1 ? Qt::ToolButtonTextBesideIcon : Qt::ToolButtonIconOnly);
            button->setAutoRaise(true);
            button->setAccessibleName(tr("%1 in %2's hand").arg(pieceName, armyNames.value(army)));
            if (army == position.sideToMove()) {
                button->setToolTip(tr("%1 in hand: click it, then an empty square, to drop it").arg(pieceName));
                connect(button, &QToolButton::clicked, this, [this, army, type] { emit handPieceClicked(army, type); });
            } else {
                button->setToolTip(tr("%1 in hand").arg(pieceName));
                button->setFocusPolicy(Qt::NoFocus);
            }
            hand->addWidget(button);
        }
        grid->addLayout(hand, army, 1);
    }
    grid->setRowStretch(rules.armyCount(), 1);
    m_content->show();  // now, not later from the event loop: sizeHint() counts it at once
}
