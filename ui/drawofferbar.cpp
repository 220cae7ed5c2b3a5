#include "ui/drawofferbar.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

DrawOfferBar::DrawOfferBar(QWidget* parent) : QFrame(parent), m_text(new QLabel(this))
{
    setObjectName(QStringLiteral("drawOfferBar"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    QPalette colours = palette();
    colours.setColor(QPalette::Window, QColor(255, 244, 200));
    colours.setColor(QPalette::WindowText, QColor(60, 45, 10));
    setPalette(colours);
    auto* accept = new QPushButton(tr("Accept Draw"), this);
    accept->setObjectName(QStringLiteral("acceptDraw"));
    auto* decline = new QPushButton(tr("Decline"), this);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 8, 4);
    layout->addWidget(m_text, 1);
    layout->addWidget(accept);
    layout->addWidget(decline);
    connect(accept, &QPushButton::clicked, this, [this] {
        hide();
        emit accepted();
    });
    connect(decline, &QPushButton::clicked, this, [this] {
        hide();
        emit declined();
    });
    hide();
}

void DrawOfferBar::offer(const QString& text)
{
    m_text->setText(text);
    show();
}
