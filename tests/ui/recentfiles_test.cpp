// RecentFiles: the most recent file first, each once, at most ten; files that no longer exist
// are dropped when the list is read; the list persists in the settings' INI file; the menu
// offers an entry per file (choosing one asks for that file) and clears the list.

#include "ui/recentfiles.h"

#include "ui/settings.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QMenu>
#include <QSignalSpy>
#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace {

struct Folder {
    QTemporaryDir dir;
    QString ini = dir.filePath(QStringLiteral("settings.ini"));

    // A file that exists.
    QString file(const QString& name) const
    {
        const QString path = dir.filePath(name);
        QFile f(path);
        EXPECT_TRUE(f.open(QIODevice::WriteOnly));
        return path;
    }
};

TEST(RecentFiles, TheMostRecentComesFirstAndOnlyOnce)
{
    Folder folder;
    Settings settings(folder.ini, nullptr);
    RecentFiles recent(settings);
    const QString a = folder.file("a.pgn"), b = folder.file("b.pgn"), c = folder.file("c.pgn");
    recent.add(a);
    recent.add(b);
    recent.add(c);
    EXPECT_EQ(recent.files(), QStringList({c, b, a}));
    recent.add(a);
    EXPECT_EQ(recent.files(), QStringList({a, c, b}));
    recent.add(QDir(folder.dir.path()).filePath("sub/../b.pgn"));  // the same file, written otherwise
    EXPECT_EQ(recent.files(), QStringList({b, a, c}));
}

TEST(RecentFiles, KeepsAtMostTen)
{
    Folder folder;
    Settings settings(folder.ini, nullptr);
    RecentFiles recent(settings);
    QStringList added;
    for (int i = 0; i < 12; ++i) {
        added.prepend(folder.file(QStringLiteral("game%1.pgn").arg(i)));
        recent.add(added.front());
    }
    EXPECT_EQ(RecentFiles::kMaximum, 10);
    EXPECT_EQ(recent.files(), added.mid(0, 10));
}

TEST(RecentFiles, FilesThatNoLongerExistAreDropped)
{
    Folder folder;
    Settings settings(folder.ini, nullptr);
    RecentFiles recent(settings);
    const QString kept = folder.file("kept.pgn"), gone = folder.file("gone.pgn");
    recent.add(kept);
    recent.add(gone);
    ASSERT_TRUE(QFile::remove(gone));
    EXPECT_EQ(recent.files(), QStringList({kept}));
    EXPECT_EQ(settings.recentFiles(), QStringList({kept}));
}

TEST(RecentFiles, PersistInTheSettingsFile)
{
    Folder folder;
    const QString a = folder.file("a.pgn"), b = folder.file("b.pgn");
    {
        Settings settings(folder.ini, nullptr);
        RecentFiles recent(settings);
        recent.add(a);
        recent.add(b);
    }
    Settings again(folder.ini, nullptr);
    EXPECT_EQ(RecentFiles(again).files(), QStringList({b, a}));
    RecentFiles(again).clear();
    EXPECT_TRUE(Settings(folder.ini, nullptr).recentFiles().isEmpty());
}

TEST(RecentFiles, TheMenuOpensAFileAndClearsTheList)
{
    Folder folder;
    Settings settings(folder.ini, nullptr);
    RecentFiles recent(settings);
    const QString a = folder.file("a&b.pgn"), c = folder.file("c.pgn");
    recent.add(a);
    recent.add(c);
    QWidget parent;
    QMenu* menu = recent.createMenu(&parent);
    EXPECT_EQ(menu->title(), "Open R&ecent");
    QStringList texts;
    for (const QAction* action : menu->actions())
        texts << action->text();
    EXPECT_EQ(texts, QStringList({"&1 c.pgn", "&2 a&&b.pgn", "", "&Clear Recent Files"}));
    EXPECT_EQ(menu->actions()[1]->toolTip(), QDir::toNativeSeparators(a));

    QSignalSpy chosen(&recent, &RecentFiles::fileChosen);
    menu->actions()[1]->trigger();
    ASSERT_EQ(chosen.count(), 1);
    EXPECT_EQ(chosen.front().front().toString(), a);

    menu->actions().back()->trigger();
    EXPECT_TRUE(recent.files().isEmpty());
    recent.fill(menu);
    ASSERT_EQ(menu->actions().size(), 3);
    EXPECT_FALSE(menu->actions().front()->isEnabled());  // No Recent Files
    EXPECT_FALSE(menu->actions().back()->isEnabled());
}

}  // namespace
