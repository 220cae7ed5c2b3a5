// Piece sets: every piece of every built-in variant has its own picture in the built-in set;
// pictures are recoloured per army; a user's folder lends what it has and the built-in set the
// rest; the letters set draws without files; unknown sets fall back to the built-in one.

#include "ui/pieceset.h"

#include "core/catalog/variantcatalog.h"
#include "ui/armypalette.h"

#include <QFile>
#include <QImage>
#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace {

kabir::VariantDefinition definitionOf(const std::string& id)
{
    const kabir::VariantFile* file = kabir::VariantCatalog::builtIn().find(id);
    auto options = file->resolveOptions({});
    return file->definition(options.value()).value();
}

// The share of a picture's pixels that are drawn.
double coverage(const QPixmap& pixmap)
{
    const QImage image = pixmap.toImage();
    int drawn = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            drawn += qAlpha(image.pixel(x, y)) > 0;
    return double(drawn) / (image.width() * image.height());
}

TEST(PieceSet, EveryPieceOfEveryVariantHasAPictureInTheBuiltInSet)
{
    for (const kabir::VariantFile& variant : kabir::VariantCatalog::builtIn().variants()) {
        const kabir::VariantDefinition definition = definitionOf(variant.id());
        for (const kabir::PieceDefinition& piece : definition.pieces) {
            EXPECT_TRUE(QFile::exists(QStringLiteral(":/pieces/kabir/%1.svg").arg(QString::fromStdString(piece.image))))
                << variant.id() << ": " << piece.name << " has no picture " << piece.image;
            if (!piece.badge.empty()) {
                EXPECT_TRUE(
                    QFile::exists(QStringLiteral(":/pieces/kabir/%1.svg").arg(QString::fromStdString(piece.badge))))
                    << variant.id() << ": " << piece.name << " has no badge picture " << piece.badge;
            }
        }
    }
}

TEST(PieceSet, PicturesAreRecolouredForEachArmy)
{
    const kabir::VariantDefinition chaturanga = definitionOf("chaturanga-4-84");
    const kabir::PieceDefinition& king = chaturanga.pieces.front();
    const PieceSet pieces;
    QList<QImage> images;
    for (kabir::Army army = 0; army < 4; ++army) {
        const QPixmap picture = pieces.pixmap(king, ArmyPalette::of(chaturanga, army), 64);
        EXPECT_EQ(picture.size(), QSize(64, 64));
        EXPECT_GT(coverage(picture), 0.15);
        images << picture.toImage();
    }
    for (int a = 0; a < 4; ++a)
        for (int b = a + 1; b < 4; ++b)
            EXPECT_NE(images[a], images[b]) << a << " and " << b << " look the same";
    // Sharp on high-density screens: twice the pixels at a pixel ratio of 2.
    EXPECT_EQ(pieces.pixmap(king, ArmyPalette::of(chaturanga, 0), 64, 2.0).size(), QSize(128, 128));
}

// Timur's eleven pawns share the pawn's picture and carry the piece each belongs to as a badge
// in the top right corner; the rest of the picture is the pawn's.
TEST(PieceSet, ABadgeIsDrawnSmallInTheTopRightCornerOfThePicture)
{
    const kabir::VariantDefinition chess = definitionOf("chess");
    kabir::PieceDefinition pawn = chess.pieces.back();
    ASSERT_EQ(pawn.image, "pawn");
    kabir::PieceDefinition pawnOfRooks = pawn;
    pawnOfRooks.letter = 'B';  // another kind, as in a variant file
    pawnOfRooks.badge = "rook";
    const ArmyPalette palette = ArmyPalette::of(chess, 0);
    const PieceSet pieces;
    const QImage plain = pieces.pixmap(pawn, palette, 64).toImage();
    const QImage badged = pieces.pixmap(pawnOfRooks, palette, 64).toImage();
    int changedInCorner = 0;
    for (int y = 0; y < 64; ++y)
        for (int x = 0; x < 64; ++x) {
            const bool inCorner = x >= 64 - 30 && y < 30;
            if (plain.pixel(x, y) == badged.pixel(x, y))
                continue;
            EXPECT_TRUE(inCorner) << "the badge reaches " << x << "," << y;
            ++changedInCorner;
        }
    EXPECT_GT(changedInCorner, 200);

    kabir::PieceDefinition unknownBadge = pawn;
    unknownBadge.letter = 'Z';
    unknownBadge.badge = "no-such-picture";
    EXPECT_EQ(pieces.pixmap(unknownBadge, palette, 64).toImage(), plain);
}

TEST(PieceSet, AUserFolderLendsWhatItHasAndTheBuiltInSetTheRest)
{
    QTemporaryDir dir;
    QFile square(dir.filePath(QStringLiteral("king.svg")));
    ASSERT_TRUE(square.open(QIODevice::WriteOnly));
    square.write(R"(<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">)"
                 R"(<rect width="10" height="10" fill="#ffffff"/></svg>)");
    square.close();

    const kabir::VariantDefinition chess = definitionOf("chess");
    const PieceSet mine(dir.path());
    EXPECT_EQ(mine.id(), dir.path());
    const auto& king = chess.pieces[0];
    const auto& queen = chess.pieces[1];
    const ArmyPalette white = ArmyPalette::of(chess, 0);
    EXPECT_GT(coverage(mine.pixmap(king, white, 32)), 0.99);  // the user's full square
    EXPECT_EQ(mine.pixmap(king, white, 32).toImage().pixelColor(16, 16), white.body);
    EXPECT_EQ(mine.pixmap(queen, white, 32).toImage(), PieceSet().pixmap(queen, white, 32).toImage());
    EXPECT_EQ(PieceSet::available({dir.path(), dir.filePath(QStringLiteral("missing"))}).size(), 3);
}

TEST(PieceSet, ABrokenPictureGivesWayToTheBuiltInOne)
{
    QTemporaryDir dir;
    QFile broken(dir.filePath(QStringLiteral("rook.svg")));
    ASSERT_TRUE(broken.open(QIODevice::WriteOnly));
    broken.write("<svg this is not XML");
    broken.close();
    const kabir::VariantDefinition chess = definitionOf("chess");
    const auto& rook = chess.pieces[2];
    ASSERT_EQ(rook.letter, 'R');
    const ArmyPalette black = ArmyPalette::of(chess, 1);
    EXPECT_EQ(PieceSet(dir.path()).pixmap(rook, black, 40).toImage(), PieceSet().pixmap(rook, black, 40).toImage());
}

TEST(PieceSet, LettersNeedNoFilesAndUnknownSetsFallBack)
{
    const kabir::VariantDefinition turkish = definitionOf("turkish");
    const PieceSet letters(PieceSet::kLetters);
    for (const kabir::PieceDefinition& piece : turkish.pieces)
        EXPECT_GT(coverage(letters.pixmap(piece, ArmyPalette::of(turkish, 1), 32)), 0.3) << piece.name;
    EXPECT_EQ(PieceSet(QStringLiteral("/no/such/folder")).id(), PieceSet::kBuiltIn);
}

}  // namespace
