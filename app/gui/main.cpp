// kabir: the desktop program. Everything it shows lives in ui/; this only starts it.

#include "ui/mainwindow.h"
#include "ui/settings.h"
#include "ui/startupoptions.h"
#include "ui/translators.h"

#include <QApplication>
#include <QTimer>

#include <memory>

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Kabir"));
    QApplication::setOrganizationName(QStringLiteral("Kabir"));
    QApplication::setDesktopFileName(QStringLiteral("kabir"));
    Settings settings;
    installTranslators(app, settings.language());
    const StartupOptions options = StartupOptions::fromCommandLine(app);
    const bool newcomer = settings.isFirstStart();

    auto window = std::make_unique<MainWindow>(&settings);
    if (!options.variant.isEmpty())
        window->showVariant(options.variant);  // a known id: fromCommandLine checked it
    window->setBoardFlipped(options.flipped);
    const bool opening = !options.recordFile.isEmpty();
    if (!options.screenshotFile.isEmpty()) {
        // The first game of a record, without asking which: nobody is there to answer.
        if (opening && !window->openGameFrom(options.recordFile, 0))
            return 1;
        return window->saveScreenshot(options.screenshotFile, options.screenshotSize) ? 0 : 1;
    }
    // Restores an unfinished game of the last session, unless a variant was asked for; a record
    // asked for replaces it only once the user agrees (openGivenRecord).
    window->enableAutosave({}, options.variant.isEmpty());
    window->show();
    if (opening) {  // once the window shows: the questions come in front of it
        MainWindow* first = window.get();
        QTimer::singleShot(0, first, [first, file = options.recordFile] { first->openGivenRecord(file); });
    } else if (newcomer && options.variant.isEmpty()) {
        QTimer::singleShot(0, window.get(), &MainWindow::welcome);
    }
    int status = QApplication::exec();
    // A language chosen in the settings: a new window in it takes the game over.
    while (window->restartRequested()) {
        const MainWindow::Handover handover = window->handover();
        window.reset();
        replaceTranslators(app, settings.language());
        window = std::make_unique<MainWindow>(&settings);
        window->enableAutosave({}, false);
        window->takeOver(handover);
        window->show();
        status = QApplication::exec();
    }
    return status;
}
