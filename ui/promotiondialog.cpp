#include "ui/promotiondialog.h"

#include "core/position/leapcapture.h"
#include "ui/armypalette.h"
#include "ui/datastrings.h"
#include "ui/pieceset.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

using kabir::Move;
using kabir::MoveKind;

namespace {

constexpr int kPictureSize = 64;

// A promotion, or a capture sequence ([leap-capture]) in which the pawn became another type.
bool isPromotion(const kabir::Position& pos, const Move& m)
{
    return m.kind() == MoveKind::Promotion
        || (kabir::isLeapCapture(m) && m.pieceType() != kabir::typeOf(pos.at(m.from())));
}

}  // namespace

PromotionDialog::PromotionDialog(
    const kabir::Position& position, const QList<Move>& choices, const PieceSet& pieces, QWidget* parent)
    : QDialog(parent), m_offered(choices)
{
    setWindowTitle(tr("Promotion"));
    setObjectName(QStringLiteral("promotionDialog"));
    // Promotions in the order of the variant's pieces (strongest first), declining last.
    const auto promotes = [&](const Move& m) { return isPromotion(position, m); };
    std::stable_sort(m_offered.begin(), m_offered.end(), [&](const Move& a, const Move& b) {
        if (promotes(a) != promotes(b))
            return promotes(a);
        return promotes(a) && a.pieceType() < b.pieceType();
    });

    const kabir::VariantDefinition& definition = position.rules().definition();
    const kabir::Army army = position.sideToMove();
    const ArmyPalette palette = ArmyPalette::of(definition, army);
    const kabir::Square square = m_offered.isEmpty() ? kabir::kNoSquare : m_offered.front().to();
    auto* question = new QLabel(tr("The pawn promotes on %1. Choose its new piece:")
                                    .arg(QString::fromStdString(position.geometry().squareName(square))),
        this);
    question->setWordWrap(true);

    auto* row = new QHBoxLayout;
    for (const Move& move : m_offered) {
        auto* button = new QToolButton(this);
        const kabir::PieceDefinition& piece
            = definition.pieces[promotes(move) ? move.pieceType() : kabir::typeOf(position.at(move.from()))];
        const QString name = DataStrings::text(piece.name);
        if (promotes(move)) {
            button->setText(name);
        } else {
            // A waiting pawn may still promote at a later turn where the rules allow that.
            const kabir::Promotion& rules = position.rules().promotion();
            button->setText(rules.hasInPlacePromotion() && !rules.waitsForFirstChance() ? tr("Stay a pawn for now")
                                                                                        : tr("Stay a pawn for good"));
        }
        button->setIcon(QIcon(pieces.pixmap(piece, palette, kPictureSize, devicePixelRatioF())));
        button->setIconSize(QSize(kPictureSize, kPictureSize));
        button->setToolButtonStyle(Qt::ToolButtonTextUnderIcon);
        button->setAutoRaise(true);
        button->setAccessibleName(button->text());
        button->setToolTip(button->text());
        connect(button, &QToolButton::clicked, this, [this, move] {
            m_chosen = move;
            accept();
        });
        row->addWidget(button);
        m_buttons << button;
    }

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Cancel)->setText(tr("Cancel"));
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(question);
    layout->addLayout(row);
    layout->addWidget(buttons);
    if (!m_buttons.isEmpty())
        m_buttons.front()->setFocus();
}

std::optional<Move> PromotionDialog::ask(
    const kabir::Position& position, const QList<Move>& choices, const PieceSet& pieces, QWidget* parent)
{
    PromotionDialog dialog(position, choices, pieces, parent);
    return dialog.exec() == QDialog::Accepted ? dialog.chosen() : std::nullopt;
}
