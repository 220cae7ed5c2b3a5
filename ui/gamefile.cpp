#include "ui/gamefile.h"

#include "core/record/recordfile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

namespace {

// The whole of `fileName` as it is on disk (no line endings translated, so that the games
// written back are the same bytes); why not in `error`.
QByteArray readBytes(const QString& fileName, QString* error)
{
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = GameFile::tr("Cannot read %1: %2").arg(QDir::toNativeSeparators(fileName), file.errorString());
        return {};
    }
    return file.readAll();
}

// Writes `bytes` as the whole of `fileName`, atomically; why not, or "".
QString writeBytes(const QString& fileName, const QByteArray& bytes)
{
    QSaveFile file(fileName);
    if (file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size() && file.commit())
        return {};
    return GameFile::tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(fileName), file.errorString());
}

}  // namespace

void GameFile::setOpened(const QString& fileName, int game, int gameCount)
{
    m_fileName = fileName;
    m_game = game;
    m_gameCount = gameCount;
    m_replaceInPlace = false;
}

QString GameFile::proposedSaveName() const
{
    if (m_fileName.isEmpty() || m_gameCount <= 1)
        return m_fileName;
    const QFileInfo file(m_fileName);
    //: The file name Save As proposes for game %2 of the file %1 of many games (without ".pgn").
    const QString base = tr("%1-%2").arg(file.completeBaseName()).arg(m_game);
    QString name = file.dir().filePath(base + QStringLiteral(".pgn"));
    for (int n = 2; QFileInfo::exists(name); ++n)
        name = file.dir().filePath(QStringLiteral("%1 (%2).pgn").arg(base).arg(n));
    return name;
}

QString GameFile::title() const
{
    if (m_fileName.isEmpty())
        return {};
    const QString name = QFileInfo(m_fileName).fileName();
    //: The window's title for a game of a file of many: the file's name, the game's number.
    return m_gameCount > 1 ? tr("%1, game %2").arg(name).arg(m_game) : name;
}

QString GameFile::withExtension(const QString& fileName)
{
    return QFileInfo(fileName).suffix().isEmpty() ? fileName + QStringLiteral(".pgn") : fileName;
}

QString GameFile::write(const QString& fileName, const QString& record)
{
    return writeBytes(fileName, record.toUtf8());
}

QString GameFile::append(const QString& fileName, const QString& record)
{
    QByteArray bytes;
    if (QFileInfo::exists(fileName)) {
        QString error;
        bytes = readBytes(fileName, &error);
        if (!error.isEmpty())
            return error;
    }
    if (!bytes.trimmed().isEmpty()) {
        if (!bytes.endsWith('\n'))
            bytes += '\n';
        if (!bytes.endsWith("\n\n") && !bytes.endsWith("\n\r\n"))
            bytes += '\n';  // the blank line between two games
    }
    return writeBytes(fileName, bytes + record.toUtf8());
}

QString GameFile::replaceGame(const QString& fileName, int game, int gameCount, const QString& record)
{
    QString error;
    const QByteArray bytes = readBytes(fileName, &error);
    if (!error.isEmpty())
        return error;
    const kabir::RecordFile records(bytes.toStdString(), fileName.toStdString());
    const int count = int(records.games().size());
    if (count != gameCount || game < 1 || game > count)
        //: %1 the file, %2 how many games it held when the game was read from it.
        return tr("%1 has changed since the game was read from it: it holds %n game(s), not %2. "
                  "Save the game to another file.",
            nullptr, count)
            .arg(QDir::toNativeSeparators(fileName))
            .arg(gameCount);
    const kabir::GameHeader& old = records.games()[std::size_t(game - 1)];
    // The old game's text without the blank lines after it, which stay to part it from the next.
    qsizetype end = qsizetype(old.end);
    while (end > qsizetype(old.begin) && QByteArrayView(" \t\r\n").contains(bytes[end - 1]))
        --end;
    QByteArray after = bytes.mid(end, qsizetype(old.end) - end);
    if (after.isEmpty() && game < count)
        after = "\n\n";
    return writeBytes(
        fileName, bytes.left(qsizetype(old.begin)) + record.toUtf8().trimmed() + after + bytes.mid(qsizetype(old.end)));
}

int GameFile::countGames(const QString& fileName)
{
    QString error;
    const QByteArray bytes = QFileInfo::exists(fileName) ? readBytes(fileName, &error) : QByteArray();
    return int(kabir::RecordFile(bytes.toStdString(), fileName.toStdString()).games().size());
}
