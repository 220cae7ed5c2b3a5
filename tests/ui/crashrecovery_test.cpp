// Crash-proof saving: the program's window (kabir_crash_child, started as `kabir` starts) is
// killed with SIGKILL in the middle of a game, and once in the middle of an autosave write;
// started again, it must restore the game exactly as it was last saved, and the window's size.

#include <QByteArray>
#include <QProcess>
#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace {

struct ChildOutput {
    QByteArray lastRecord;  // the last record the child printed, decoded
    QList<QByteArray> lines;
};

// Reads the child's lines until one equals `until` (or it ends, or 60 s pass).
ChildOutput readUntil(QProcess& child, const QByteArray& until)
{
    ChildOutput out;
    for (;;) {
        while (!child.canReadLine())
            if (!child.waitForReadyRead(60000))
                return out;
        const QByteArray line = child.readLine().trimmed();
        out.lines.append(line);
        if (line.startsWith("record "))
            out.lastRecord = QByteArray::fromBase64(line.mid(7));
        if (line == until)
            return out;
    }
}

ChildOutput runAndKill(const QString& folder, const QStringList& play, const QByteArray& killAt)
{
    QProcess child;
    child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    child.start(QStringLiteral(KABIR_CRASH_CHILD), QStringList{folder, QStringLiteral("play")} + play);
    EXPECT_TRUE(child.waitForStarted());
    ChildOutput out = readUntil(child, killAt);
    EXPECT_EQ(out.lines.value(out.lines.size() - 1), killAt);
    child.kill();  // SIGKILL: no close event, no destructor, no flush
    child.waitForFinished();
    EXPECT_EQ(child.exitStatus(), QProcess::CrashExit);
    return out;
}

ChildOutput restart(const QString& folder)
{
    QProcess child;
    child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    child.start(QStringLiteral(KABIR_CRASH_CHILD), {folder, QStringLiteral("restore")});
    EXPECT_TRUE(child.waitForFinished(60000));
    ChildOutput out;
    for (const QByteArray& line : child.readAllStandardOutput().split('\n')) {
        out.lines.append(line);
        if (line.startsWith("record "))
            out.lastRecord = QByteArray::fromBase64(line.mid(7));
    }
    return out;
}

// A Kaiserspiel game with a comment and a variation: the whole tree must come back.
const QStringList kGame = {
    QStringLiteral("kaiserspiel"),
    QStringLiteral("e2e5"),
    QStringLiteral("e9e6"),
    QStringLiteral("{The centre}"),
    QStringLiteral("b1c3"),
    QStringLiteral("back"),
    QStringLiteral("(d2d4)"),
    QStringLiteral("b10c8"),
};

}  // namespace

TEST(CrashRecovery, AGameKilledMidwayIsRestoredExactlyWithTheWindowSize)
{
    QTemporaryDir folder;
    const ChildOutput before = runAndKill(folder.path(), kGame, "ready");
    ASSERT_FALSE(before.lastRecord.isEmpty());
    ASSERT_TRUE(before.lastRecord.contains("The centre")) << before.lastRecord.constData();
    ASSERT_TRUE(before.lastRecord.contains("(")) << before.lastRecord.constData();  // the variation

    const ChildOutput after = restart(folder.path());
    EXPECT_EQ(after.lastRecord, before.lastRecord);
    EXPECT_TRUE(after.lines.contains("size 1010x770")) << after.lines.join('|').constData();
}

TEST(CrashRecovery, AKillDuringAnAutosaveWriteKeepsThePreviousCopy)
{
    QTemporaryDir folder;
    // The fourth write stalls: the one after the third move (the first write of a new game,
    // before any move, clears the file instead).
    QStringList play = kGame;
    play.insert(1, QStringLiteral("--stall-write"));
    play.insert(2, QStringLiteral("4"));
    const ChildOutput before = runAndKill(folder.path(), play, "writing");
    const int movesPrinted = int(std::count_if(
        before.lines.begin(), before.lines.end(), [](const QByteArray& line) { return line.startsWith("record "); }));
    ASSERT_GE(movesPrinted, 1);

    const ChildOutput after = restart(folder.path());
    EXPECT_FALSE(after.lines.contains("nothing restored"));
    EXPECT_EQ(after.lastRecord, before.lastRecord);  // the last record written whole
}
