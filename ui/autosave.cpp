#include "ui/autosave.h"

#include "ui/gamecontroller.h"
#include "ui/gamerecords.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>

namespace {

std::function<void()>& beforeCommitHook()
{
    static std::function<void()> hook;
    return hook;
}

}  // namespace

Autosave::Autosave(QString path) : m_path(std::move(path)) { }

QString Autosave::defaultPath()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("autosave.pgn"));
}

QString Autosave::save(const GameController& game) const
{
    if (!game.hasGame() || game.outcome().over() || game.plyCount() == 0) {
        clear();
        return {};
    }
    QDir().mkpath(QFileInfo(m_path).absolutePath());
    QSaveFile file(m_path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Text))
        return QStringLiteral("%1: %2").arg(m_path, file.errorString());
    file.write(GameRecords::write(game).toUtf8());
    if (beforeCommitHook())
        beforeCommitHook()();
    if (!file.commit())  // the rename: the old copy stays whole until the new one is
        return QStringLiteral("%1: %2").arg(m_path, file.errorString());
    return {};
}

bool Autosave::restore(GameController& game, QString* error) const
{
    QFile file(m_path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return false;
    const QString text = QString::fromUtf8(file.readAll());
    file.close();
    const QString problem = GameRecords::read(game, text, m_path);
    if (problem.isEmpty())
        return true;
    QFile::remove(m_path + QStringLiteral(".bad"));
    QFile::rename(m_path, m_path + QStringLiteral(".bad"));
    if (error)
        *error = problem;
    return false;
}

void Autosave::setBeforeCommitHook(std::function<void()> hook)
{
    beforeCommitHook() = std::move(hook);
}

void Autosave::clear() const
{
    QFile::remove(m_path);
}
