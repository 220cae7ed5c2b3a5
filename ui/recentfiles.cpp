#include "ui/recentfiles.h"

#include "ui/settings.h"

#include <QDir>
#include <QFileInfo>
#include <QMenu>

RecentFiles::RecentFiles(Settings& settings, QObject* parent) : QObject(parent), m_settings(settings) { }

void RecentFiles::add(const QString& fileName)
{
    const QString path = QDir::cleanPath(QFileInfo(fileName).absoluteFilePath());
    QStringList list = m_settings.recentFiles();
    list.removeAll(path);
    list.prepend(path);
    m_settings.setRecentFiles(list.mid(0, kMaximum));
}

QStringList RecentFiles::files()
{
    const QStringList stored = m_settings.recentFiles();
    QStringList existing;
    for (const QString& path : stored)
        if (QFileInfo(path).isFile() && !existing.contains(path))
            existing << path;
    existing = existing.mid(0, kMaximum);
    if (existing != stored)
        m_settings.setRecentFiles(existing);
    return existing;
}

void RecentFiles::clear()
{
    m_settings.setRecentFiles({});
}

QMenu* RecentFiles::createMenu(QWidget* parent)
{
    auto* menu = new QMenu(tr("Open R&ecent"), parent);
    connect(menu, &QMenu::aboutToShow, this, [this, menu] { fill(menu); });
    fill(menu);
    return menu;
}

void RecentFiles::fill(QMenu* menu)
{
    menu->clear();
    const QStringList list = files();
    for (int i = 0; i < list.size(); ++i) {
        QString name = QFileInfo(list[i]).fileName();
        name.replace(QLatin1Char('&'), QLatin1String("&&"));
        //: An entry of the Recent Files menu: its number (the mnemonic), the file's name.
        QAction* entry = menu->addAction(tr("&%1 %2").arg((i + 1) % 10).arg(name));
        entry->setToolTip(QDir::toNativeSeparators(list[i]));
        entry->setStatusTip(entry->toolTip());
        entry->setData(list[i]);
        connect(entry, &QAction::triggered, this, [this, path = list[i]] { emit fileChosen(path); });
    }
    if (list.isEmpty())
        menu->addAction(tr("No Recent Files"))->setEnabled(false);
    menu->addSeparator();
    menu->addAction(tr("&Clear Recent Files"), this, &RecentFiles::clear)->setEnabled(!list.isEmpty());
}
