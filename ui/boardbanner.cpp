#include "ui/boardbanner.h"

#include <QEvent>
#include <QGraphicsOpacityEffect>
#include <QVariantAnimation>

namespace {

constexpr int kVisibleMs = 900;  // fully visible, then
constexpr int kFadeMs = 600;     // fading out

}  // namespace

BoardBanner::BoardBanner(QWidget* board) : QLabel(board), m_fade(new QVariantAnimation(this))
{
    setObjectName(QStringLiteral("boardBanner"));
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setAlignment(Qt::AlignCenter);
    setStyleSheet(QStringLiteral(
        "QLabel { background: rgba(20, 20, 20, 190); color: white; border-radius: 10px; padding: 10px 22px; }"));
    QFont big = font();
    big.setPointSizeF(big.pointSizeF() * 1.5);
    big.setBold(true);
    setFont(big);
    auto* opacity = new QGraphicsOpacityEffect(this);
    setGraphicsEffect(opacity);
    m_fade->setDuration(kVisibleMs + kFadeMs);
    m_fade->setStartValue(0.0);
    m_fade->setEndValue(1.0);
    connect(m_fade, &QVariantAnimation::valueChanged, this, [this, opacity](const QVariant& value) {
        const double shown = value.toDouble() * (kVisibleMs + kFadeMs);
        opacity->setOpacity(shown < kVisibleMs ? 1.0 : 1.0 - (shown - kVisibleMs) / kFadeMs);
    });
    connect(m_fade, &QVariantAnimation::finished, this, &QWidget::hide);
    board->installEventFilter(this);
    hide();
}

void BoardBanner::announce(const QString& text)
{
    setText(text);
    place();
    show();
    raise();
    m_fade->stop();
    m_fade->start();
}

bool BoardBanner::isShowing() const
{
    return isVisible() && m_fade->state() == QAbstractAnimation::Running;
}

bool BoardBanner::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == parentWidget() && event->type() == QEvent::Resize)
        place();
    return QLabel::eventFilter(watched, event);
}

void BoardBanner::place()
{
    adjustSize();
    const QSize board = parentWidget()->size();
    move((board.width() - width()) / 2, (board.height() - height()) / 2);
}
