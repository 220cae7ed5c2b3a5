#include "ui/datastrings.h"

#include "core/variant/variantfile.h"
#include "ui/datastringstable.h"

#include <QAbstractButton>
#include <QLabel>

#include <algorithm>

QString DataStrings::text(const std::string& text)
{
    return tr(text.c_str());
}

QString DataStrings::variantName(const kabir::VariantFile& variant)
{
    return text(variant.name());
}

bool DataStrings::isListed(const std::string& text)
{
    const std::span<const char* const> table = dataStringsTable();
    return std::any_of(table.begin(), table.end(), [&text](const char* listed) { return text == listed; });
}

QString DataStrings::withMnemonic(QString text, QString& taken)
{
    text.replace(QLatin1Char('&'), QLatin1String("&&"));
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar letter = text[i].toLower();
        if (letter.isLetter() && !taken.contains(letter)) {
            taken += letter;
            return text.insert(i, QLatin1Char('&'));
        }
    }
    return text;
}

QString DataStrings::takenMnemonics(const QWidget* window)
{
    QString taken;
    for (const QWidget* widget : window->findChildren<QWidget*>()) {
        const auto* label = qobject_cast<const QLabel*>(widget);
        const auto* button = qobject_cast<const QAbstractButton*>(widget);
        const QString text = label ? label->text() : button ? button->text() : QString();
        for (qsizetype i = text.indexOf(QLatin1Char('&')); i >= 0 && i + 1 < text.size();
             i = text.indexOf(QLatin1Char('&'), i + 2))
            if (text[i + 1] != QLatin1Char('&')) {
                taken += text[i + 1].toLower();
                break;
            }
    }
    return taken;
}
