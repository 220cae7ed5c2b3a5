// kabir_stall_bench: how long the window's event loop stalls while Kabir thinks. A main window
// (offscreen) plays a game against Kabir's engine at full strength; while the computer thinks
// for SECONDS about the start position of a variant (and, in a second run, while the analysis
// pane thinks), a 1 ms timer measures the gaps between its ticks. A gap over 16 ms is a frame
// the window could not draw. Prints per run the longest gap and the 99th percentile.
//   kabir_stall_bench [SECONDS]   (default 10; the Turkish 13x13 and the 84-square board)

#include "ui/analysispane.h"
#include "ui/computerseats.h"
#include "ui/gamecontroller.h"
#include "ui/mainwindow.h"
#include "ui/settings.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <vector>

namespace {

struct Stalls {
    double longestMs = 0;
    double p99Ms = 0;
    std::size_t ticks = 0;
};

// Runs the event loop for `seconds` and measures the gaps between 1 ms timer ticks.
Stalls measure(int seconds)
{
    std::vector<double> gaps;
    QElapsedTimer clock;
    clock.start();
    qint64 last = clock.nsecsElapsed();
    QTimer ticker;
    ticker.setTimerType(Qt::PreciseTimer);
    ticker.setInterval(1);
    QObject::connect(&ticker, &QTimer::timeout, [&] {
        const qint64 now = clock.nsecsElapsed();
        gaps.push_back((now - last) / 1e6);
        last = now;
    });
    ticker.start();
    QEventLoop loop;
    QTimer::singleShot(seconds * 1000, &loop, &QEventLoop::quit);
    loop.exec();
    std::sort(gaps.begin(), gaps.end());
    Stalls s;
    s.ticks = gaps.size();
    if (!gaps.empty()) {
        s.longestMs = gaps.back();
        s.p99Ms = gaps[gaps.size() * 99 / 100];
    }
    return s;
}

PlayerSeat seat(PlayerSeat::Kind kind)
{
    PlayerSeat player;
    player.kind = kind;
    return player;
}

}  // namespace

int main(int argc, char* argv[])
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const int seconds = argc > 1 ? std::max(1, std::atoi(argv[1])) : 10;
    QTemporaryDir home;
    Settings settings(home.filePath(QStringLiteral("settings.ini")), nullptr);
    ComputerSettings computer;
    computer.thinkingTimeMs = seconds * 1000;
    computer.hashMegabytes = 64;
    settings.setComputer(computer);

    std::printf("%-18s %-10s %10s %10s %8s\n", "variant", "thinking", "longest_ms", "p99_ms", "ticks");
    for (const char* variant : {"turkish", "chaturanga-4-84"}) {
        const bool four = QLatin1String(variant) == QLatin1String("chaturanga-4-84");
        for (const char* who : {"computer", "analysis"}) {
            MainWindow window(&settings);
            window.resize(1180, 820);
            window.show();
            QList<PlayerSeat> seats;
            const bool computerPlays = QLatin1String(who) == QLatin1String("computer");
            for (int army = 0; army < (four ? 4 : 2); ++army)
                seats << seat(computerPlays && army == 0 ? PlayerSeat::Kind::Computer : PlayerSeat::Kind::Human);
            window.startGame(NewGameSetup{QString::fromLatin1(variant), {}, false, seats, {}});
            if (!computerPlays)
                window.analysisPane()->setAnalysing(true);
            QApplication::processEvents();
            const Stalls s = measure(seconds);
            std::printf("%-18s %-10s %10.2f %10.2f %8zu\n", variant, who, s.longestMs, s.p99Ms, s.ticks);
            std::fflush(stdout);
        }
    }
    return 0;
}
