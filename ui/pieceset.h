#pragma once
// A set of piece pictures, chosen in the settings: the built-in SVG set (resources/pieces/kabir),
// a folder of SVG files the user added, or "letters", the variant's own letter on a disc for
// study, drawn without files. A picture is named by the piece's `image` (variant files) and
// drawn once in three token colours that ArmyPalette replaces per army; a picture missing from
// a user's folder (or unreadable there) comes from the built-in set, one missing there is drawn
// as a letter. A piece's `badge`, another picture, is drawn small in its top right corner. On
// screen, pictures are rendered once per army, size and device pixel ratio and then reused, so
// painting a board is a matter of copying pixmaps; on a vector device (SVG, PDF) they are drawn
// as vectors. The format is described in resources/pieces/README.md.

#include "ui/armypalette.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QPixmap>
#include <QString>

class QPainter;
class QRectF;

namespace kabir {
struct PieceDefinition;
}

class PieceSet {
    Q_DECLARE_TR_FUNCTIONS(PieceSet)

public:
    struct Entry {
        QString id;    // "kabir", "letters", or a user folder's path
        QString name;  // shown in the settings
    };
    static const QString kBuiltIn;
    static const QString kLetters;

    // The built-in set, the letters, then the user's folders that exist.
    static QList<Entry> available(const QStringList& userFolders);

    // A set by its id: kBuiltIn, kLetters or a folder; an unknown or missing folder gives the
    // built-in set.
    explicit PieceSet(const QString& id = kBuiltIn);
    QString id() const { return m_id; }

    // Draws a piece to fill `square` (a square's rectangle): sharp at the painter's pixel ratio,
    // and as vector drawings on an SVG or PDF painter.
    void paint(
        QPainter& painter, const QRectF& square, const kabir::PieceDefinition& piece, const ArmyPalette& palette) const;
    // The picture of a piece, `size` logical pixels square, for buttons and lists.
    QPixmap pixmap(
        const kabir::PieceDefinition& piece, const ArmyPalette& palette, int size, qreal devicePixelRatio = 1.0) const;

private:
    QByteArray pictureData(const QString& image) const;  // the SVG text; empty: draw a letter
    QPixmap render(const kabir::PieceDefinition& piece, const ArmyPalette& palette, int pixels) const;
    void draw(
        QPainter& painter, const QRectF& square, const kabir::PieceDefinition& piece, const ArmyPalette& palette) const;

    QString m_id;
    QString m_folder;  // empty for the letters
    mutable QHash<QString, QByteArray> m_pictures;
    mutable QHash<QString, QPixmap> m_cache;
};
