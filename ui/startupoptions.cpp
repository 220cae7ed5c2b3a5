#include "ui/startupoptions.h"

#include "core/catalog/variantcatalog.h"

#include <QCommandLineParser>
#include <QRegularExpression>

#include <cstdio>
#include <cstdlib>

namespace {

[[noreturn]] void exitWithError(const QString& message)
{
    std::fprintf(stderr, "%s\n", qPrintable(message));
    std::exit(EXIT_FAILURE);
}

}  // namespace

StartupOptions StartupOptions::fromCommandLine(const QCoreApplication& app)
{
    return fromArguments(app.arguments());
}

StartupOptions StartupOptions::fromArguments(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Kabir: historical chess variants."));
    parser.addHelpOption();
    const QCommandLineOption variantOption(QStringLiteral("variant"), tr("Open the variant <id>."), tr("id"));
    const QCommandLineOption flippedOption(QStringLiteral("flipped"), tr("Show the board from Black's side."));
    const QCommandLineOption screenshotOption(
        QStringLiteral("screenshot"), tr("Write the window to the image <file> and quit."), tr("file"));
    const QCommandLineOption sizeOption(QStringLiteral("size"), tr("The window's size for --screenshot."), tr("WxH"));
    parser.addOptions({variantOption, flippedOption, screenshotOption, sizeOption});
    parser.addPositionalArgument(QStringLiteral("record"), tr("A game record (PGN) to open."), tr("[record]"));
    parser.process(arguments);
    if (parser.positionalArguments().size() > 1)
        exitWithError(tr("Only one game record can be opened at a time."));

    StartupOptions options;
    options.variant = parser.value(variantOption);
    if (!options.variant.isEmpty() && !kabir::VariantCatalog::builtIn().find(options.variant.toStdString())) {
        QStringList known;
        for (const kabir::VariantFile& variant : kabir::VariantCatalog::builtIn().variants())
            known << QString::fromStdString(variant.id());
        exitWithError(tr("Unknown variant \"%1\" (known: %2).").arg(options.variant, known.join(QStringLiteral(", "))));
    }
    options.recordFile = parser.positionalArguments().value(0);
    options.flipped = parser.isSet(flippedOption);
    options.screenshotFile = parser.value(screenshotOption);
    if (parser.isSet(sizeOption)) {
        static const QRegularExpression format(QStringLiteral("^(\\d{2,5})x(\\d{2,5})$"));
        const QRegularExpressionMatch match = format.match(parser.value(sizeOption));
        if (!match.hasMatch())
            exitWithError(
                tr("The size \"%1\" is not of the form WIDTHxHEIGHT, such as 760x800.").arg(parser.value(sizeOption)));
        options.screenshotSize = QSize(match.captured(1).toInt(), match.captured(2).toInt());
    }
    return options;
}
