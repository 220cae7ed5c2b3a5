#include "ui/pieceset.h"

#include "core/variant/variantdefinition.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QPaintEngine>
#include <QPainter>
#include <QPainterPath>
#include <QSvgRenderer>

const QString PieceSet::kBuiltIn = QStringLiteral("kabir");
const QString PieceSet::kLetters = QStringLiteral("letters");

namespace {

const QString kBuiltInFolder = QStringLiteral(":/pieces/kabir");
const double kBadgeSize = 0.46;  // of the square's side

// The token colours of a drawing (resources/pieces/README.md) and what replaces them.
QByteArray recoloured(QByteArray svg, const ArmyPalette& palette)
{
    const auto hex = [](const QColor& c) { return c.name(QColor::HexRgb).toLatin1(); };
    svg.replace("#010101", hex(palette.detail));
    svg.replace("#ffffff", hex(palette.body));
    svg.replace("#000000", hex(palette.outline));
    return svg;
}

// The letters set: a disc in the army's colours with the piece's letter, centred by its ink
// (across by its own width, up and down by a capital H, so that a Q's tail does not lift it).
void paintLetter(QPainter& painter, const QRectF& square, QChar letter, const ArmyPalette& palette)
{
    const double side = square.width();
    const double radius = 0.42 * side;
    const QPointF centre = square.center();
    painter.setPen(QPen(palette.outline, std::max(1.0, side / 32.0)));
    painter.setBrush(palette.body);
    painter.drawEllipse(centre, radius, radius);

    QFont font = painter.font();
    font.setBold(true);
    font.setPixelSize(std::max(1, int(0.48 * side)));
    QPainterPath capital;
    capital.addText(0, 0, font, QStringLiteral("H"));
    QPainterPath glyph;
    glyph.addText(0, 0, font, QString(letter));
    glyph.translate(centre.x() - glyph.boundingRect().center().x(), centre.y() - capital.boundingRect().center().y());
    // On a light body the letter is dark; on a dark body, the detail colour is the light one.
    painter.fillPath(glyph, palette.body.lightness() > 128 ? palette.outline : palette.detail);
}

// Whether a painter draws on a vector device, where pictures stay vectors.
bool isVectorDevice(const QPainter& painter)
{
    const QPaintEngine* engine = painter.paintEngine();
    return engine && (engine->type() == QPaintEngine::SVG || engine->type() == QPaintEngine::Pdf);
}

}  // namespace

QList<PieceSet::Entry> PieceSet::available(const QStringList& userFolders)
{
    QList<Entry> sets = {{kBuiltIn, tr("Kabir")}, {kLetters, tr("Letters")}};
    for (const QString& folder : userFolders)
        if (QFileInfo(folder).isDir())
            sets.append({folder, QFileInfo(folder).fileName()});
    return sets;
}

PieceSet::PieceSet(const QString& id) : m_id(id)
{
    if (id == kLetters)
        return;
    if (id != kBuiltIn && QFileInfo(id).isDir()) {
        m_folder = id;
        return;
    }
    m_id = kBuiltIn;
    m_folder = kBuiltInFolder;
}

QByteArray PieceSet::pictureData(const QString& image) const
{
    if (m_folder.isEmpty())
        return {};
    const auto cached = m_pictures.constFind(image);
    if (cached != m_pictures.constEnd())
        return *cached;
    // The user's picture, else the built-in one: a missing or unreadable file passes the turn.
    QByteArray data;
    for (const QString& folder : {m_folder, kBuiltInFolder}) {
        QFile file(QDir(folder).filePath(image + QStringLiteral(".svg")));
        if (file.open(QIODevice::ReadOnly) && QSvgRenderer(data = file.readAll()).isValid())
            break;
        data.clear();
    }
    m_pictures.insert(image, data);
    return data;
}

void PieceSet::draw(
    QPainter& painter, const QRectF& square, const kabir::PieceDefinition& piece, const ArmyPalette& palette) const
{
    const QByteArray svg = pictureData(QString::fromStdString(piece.image));
    if (svg.isEmpty()) {
        paintLetter(painter, square, QChar::fromLatin1(piece.letter), palette);
        return;
    }
    QSvgRenderer(recoloured(svg, palette)).render(&painter, square);
    const QByteArray badge = piece.badge.empty() ? QByteArray() : pictureData(QString::fromStdString(piece.badge));
    if (badge.isEmpty())
        return;
    // In the top right corner, which a pawn's picture leaves free, on a disc of the body colour
    // so that it reads on any square.
    const double side = kBadgeSize * square.width();
    const QRectF corner(square.right() - side, square.top(), side, side);
    painter.save();
    painter.setPen(QPen(palette.outline, std::max(0.5, square.width() / 64.0)));
    painter.setBrush(palette.body);
    painter.drawEllipse(corner.adjusted(1, 1, -1, -1));
    painter.restore();
    QSvgRenderer(recoloured(badge, palette))
        .render(&painter, corner.adjusted(side * 0.04, side * 0.02, -side * 0.04, -side * 0.06));
}

QPixmap PieceSet::render(const kabir::PieceDefinition& piece, const ArmyPalette& palette, int pixels) const
{
    QPixmap pixmap(pixels, pixels);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    draw(painter, QRectF(0, 0, pixels, pixels), piece, palette);
    return pixmap;
}

QPixmap PieceSet::pixmap(
    const kabir::PieceDefinition& piece, const ArmyPalette& palette, int size, qreal devicePixelRatio) const
{
    const int pixels = std::max(1, int(std::lround(size * devicePixelRatio)));
    const QString key = QStringLiteral("%1/%2/%3/%4")
                            .arg(QString::fromStdString(piece.image), QChar::fromLatin1(piece.letter),
                                palette.body.name(), QString::number(pixels));
    auto cached = m_cache.constFind(key);
    if (cached == m_cache.constEnd()) {
        if (m_cache.size() > 512)  // a resize leaves the old sizes behind
            m_cache.clear();
        cached = m_cache.insert(key, render(piece, palette, pixels));
    }
    QPixmap result = *cached;
    result.setDevicePixelRatio(devicePixelRatio);
    return result;
}

void PieceSet::paint(
    QPainter& painter, const QRectF& square, const kabir::PieceDefinition& piece, const ArmyPalette& palette) const
{
    if (isVectorDevice(painter)) {
        painter.save();
        painter.setRenderHint(QPainter::Antialiasing);
        draw(painter, square, piece, palette);
        painter.restore();
        return;
    }
    const qreal ratio = painter.device() ? painter.device()->devicePixelRatioF() : 1.0;
    const int size = int(std::lround(square.width()));
    painter.drawPixmap(QPointF(square.left(), square.top()), pixmap(piece, palette, size, ratio));
}
