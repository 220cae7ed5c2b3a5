#include "ui/arraypreview.h"

#include "core/catalog/variantcatalog.h"
#include "ui/diagram.h"

ArrayPreview::ArrayPreview(int width, QWidget* parent) : QLabel(parent), m_width(width)
{
    setObjectName(QStringLiteral("arrayPreview"));
    setAccessibleName(tr("The starting position"));
    setAlignment(Qt::AlignCenter);
    setMinimumSize(width, width);
}

void ArrayPreview::show(const kabir::VariantFile& variant, const kabir::OptionValues& options)
{
    auto rules = kabir::VariantCatalog::builtIn().ruleset(variant.id(), options);
    if (!rules) {
        m_fen.clear();
        clear();
        return;
    }
    const kabir::Position start = kabir::Position::start(rules.value());
    m_fen = QString::fromStdString(start.fen());
    DiagramOptions look;
    look.coordinates = false;
    const Diagram diagram(start, look);
    const qreal ratio = devicePixelRatioF();
    QImage image = diagram.image(diagram.sizeForWidth(int(m_width * ratio)));
    image.setDevicePixelRatio(ratio);
    setPixmap(QPixmap::fromImage(image));
    setToolTip(m_fen);
}
