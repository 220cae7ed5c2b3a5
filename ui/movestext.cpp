#include "ui/movestext.h"

#include <QStringList>

namespace {

QString wrapped(const QStringList& words, int width)
{
    QString text, line;
    for (const QString& word : words) {
        if (!line.isEmpty() && width > 0 && line.size() + 1 + word.size() > width) {
            text += line + QLatin1Char('\n');
            line.clear();
        }
        line += (line.isEmpty() ? QString() : QStringLiteral(" ")) + word;
    }
    return text + line;
}

}  // namespace

QString movesText(const kabir::Game& game, const kabir::Notation& notation, int width, const QString& result)
{
    QStringList words;
    kabir::Position pos = game.positionAt(0);
    int number = 0;
    for (int ply = 0; ply < game.plyCount(); ++ply) {
        const kabir::Move move = game.moveAt(ply);
        // The first army's moves carry the number; a game that starts with another army's
        // move begins "1...", and a side's moves in a row (initial moves) carry their own.
        QString word;
        if (pos.sideToMove() == 0 || ply == 0 || pos.fullmoveNumber() != number)
            word = QString::number(pos.fullmoveNumber()) + QLatin1String(pos.sideToMove() == 0 ? ". " : "... ");
        number = pos.fullmoveNumber();
        words << word + QString::fromStdString(kabir::moveText(pos, move, notation));
        pos.doMove(move);
    }
    if (!result.isEmpty())
        words << result;
    return wrapped(words, width);
}
