#pragma once
// What the command line of `kabir` asks for: a game record to open (as a file manager or the
// desktop entry passes it), a variant to open, the board flipped, and the screenshot mode that
// writes the window to an image and quits (for the documentation):
//   kabir [--variant ID] [--flipped] [--screenshot FILE [--size WxH]] [RECORD.pgn]

#include <QCoreApplication>
#include <QSize>
#include <QString>
#include <QStringList>

class StartupOptions {
    Q_DECLARE_TR_FUNCTIONS(StartupOptions)

public:
    // Reads the application's arguments. Like QCommandLineParser::process, it prints the help
    // or an error (an unknown option or variant, a malformed size) and ends the process.
    static StartupOptions fromCommandLine(const QCoreApplication& app);
    // The same for `arguments` (the program's name first).
    static StartupOptions fromArguments(const QStringList& arguments);

    QString recordFile;  // empty: no record to open
    QString variant;     // empty: the default variant
    bool flipped = false;
    QString screenshotFile;  // empty: no screenshot, run normally
    QSize screenshotSize{760, 800};
};
