#include "ui/svglayers.h"

#include <QBuffer>
#include <QPainter>
#include <QSvgGenerator>

namespace {

const QByteArray kDefsOpen = "<defs>";
const QByteArray kDefsClose = "</defs>";
const QByteArray kSvgClose = "</svg>";

// QSvgGenerator writes `<defs>…</defs>` (the gradients) once, before the drawing, and the
// drawing up to the closing `</svg>`.
QByteArray between(const QByteArray& svg, const QByteArray& open, const QByteArray& close)
{
    const qsizetype start = svg.indexOf(open) + open.size();
    return svg.mid(start, svg.lastIndexOf(close) - start);
}

QByteArray prefixed(QByteArray svg, const QByteArray& prefix)
{
    svg.replace("id=\"", "id=\"" + prefix);
    svg.replace("url(#", "url(#" + prefix);
    svg.replace("href=\"#", "href=\"#" + prefix);
    return svg;
}

QByteArray escaped(const QString& text)
{
    return text.toHtmlEscaped().toUtf8();
}

}  // namespace

SvgLayers::SvgLayers(QSize size, const QString& title, const QString& description)
    : m_size(size), m_title(title), m_description(description)
{
}

QByteArray SvgLayers::generate(
    const std::function<void(QPainter&)>& paint, const QString& title, const QString& description) const
{
    QBuffer buffer;
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(m_size);
    generator.setViewBox(QRect(QPoint(0, 0), m_size));
    generator.setResolution(96);
    generator.setTitle(title);
    generator.setDescription(description);
    QPainter painter(&generator);
    paint(painter);
    painter.end();
    return buffer.data();
}

void SvgLayers::add(
    const QString& id, const QString& className, const QString& title, const std::function<void(QPainter&)>& paint)
{
    const QByteArray svg = generate(paint);
    const QByteArray prefix = escaped(id) + '-';
    const QByteArray definitions = between(svg, kDefsOpen, kDefsClose).trimmed();
    m_layers += "<g id=\"" + escaped(id) + "\" class=\"" + escaped(className) + "\">\n<title>" + escaped(title)
        + "</title>\n";
    if (!definitions.isEmpty())
        m_layers += kDefsOpen + '\n' + prefixed(definitions, prefix) + '\n' + kDefsClose + '\n';
    m_layers += prefixed(between(svg, kDefsClose, kSvgClose).trimmed(), prefix) + "\n</g>\n";
}

QByteArray SvgLayers::document() const
{
    QByteArray svg = generate([](QPainter&) {}, m_title, m_description);
    svg.insert(svg.lastIndexOf(kSvgClose), m_layers);
    return svg;
}
