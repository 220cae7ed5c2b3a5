#pragma once
// What the command line of `kabir` asks for: a variant to open, the board flipped, and the
// screenshot mode that writes the window to an image and quits (for the documentation):
//   kabir [--variant ID] [--flipped] [--screenshot FILE [--size WxH]]

#include <QCoreApplication>
#include <QSize>
#include <QString>

class StartupOptions {
    Q_DECLARE_TR_FUNCTIONS(StartupOptions)

public:
    // Reads the application's arguments. Like QCommandLineParser::process, it prints the help
    // or an error (an unknown option or variant, a malformed size) and ends the process.
    static StartupOptions fromCommandLine(const QCoreApplication& app);

    QString variant;          // empty: the default variant
    bool flipped = false;
    QString screenshotFile;   // empty: no screenshot, run normally
    QSize screenshotSize{760, 800};
};
