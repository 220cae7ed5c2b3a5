#pragma once
// An SVG document assembled from layers, each painted with a QPainter through QSvgGenerator
// (real vector output) and kept as a group of its own, `<g id=… class=…><title>…</title>…</g>`,
// so that the parts of a drawing — the pieces of a diagram — can be found, edited and counted.
// Every layer shares the document's coordinates (its size in pixels, 96 to the inch). The
// generator names what it defines (gradients) alike in every layer; each layer's names are
// prefixed with its id, which must therefore be unique and a valid XML name.

#include <QByteArray>
#include <QSize>
#include <QString>

#include <functional>

class QPainter;

class SvgLayers {
public:
    SvgLayers(QSize size, const QString& title, const QString& description);

    void add(
        const QString& id, const QString& className, const QString& title, const std::function<void(QPainter&)>& paint);
    QByteArray document() const;

private:
    QByteArray generate(
        const std::function<void(QPainter&)>& paint, const QString& title = {}, const QString& description = {}) const;

    QSize m_size;
    QString m_title;
    QString m_description;
    QByteArray m_layers;
};
