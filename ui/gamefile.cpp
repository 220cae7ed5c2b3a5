#include "ui/gamefile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

namespace {

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
    QFile existing(fileName);
    if (existing.exists()) {
        if (!existing.open(QIODevice::ReadOnly))
            return tr("Cannot read %1: %2").arg(QDir::toNativeSeparators(fileName), existing.errorString());
        bytes = existing.readAll();
        existing.close();
    }
    if (!bytes.trimmed().isEmpty()) {
        if (!bytes.endsWith('\n'))
            bytes += '\n';
        if (!bytes.endsWith("\n\n") && !bytes.endsWith("\n\r\n"))
            bytes += '\n';  // the blank line between two games
    }
    return writeBytes(fileName, bytes + record.toUtf8());
}
