#include "ui/variantchoice.h"

#include "core/record/game.h"
#include "core/catalog/variantcatalog.h"
#include "ui/datastrings.h"

#include <QInputDialog>
#include <QStringList>

#include <algorithm>

namespace {

// "Kaiserspiel" or, with option values the position tells, "Kaiserspiel (Peguilhen, 1819)".
QString describe(const kabir::VariantMatch& match)
{
    QStringList values;
    for (const kabir::OptionDefinition& option : match.variant->options()) {
        const auto value = match.options.find(option.key);
        const kabir::OptionChoice* choice = value == match.options.end() ? nullptr : option.find(value->second);
        if (choice && value->second != option.defaultValue)
            values << DataStrings::text(choice->label);
    }
    const QString name = DataStrings::variantName(*match.variant);
    return values.isEmpty() ? name : VariantChoice::tr("%1 (%2)").arg(name, values.join(QStringLiteral(", ")));
}

}  // namespace

VariantChoice::Chooser VariantChoice::askUser(QWidget* parent)
{
    return [parent](const std::vector<kabir::VariantMatch>& fits, int preselected) {
        QStringList names;
        for (const kabir::VariantMatch& match : fits)
            names << describe(match);
        QInputDialog dialog(parent);
        dialog.setWindowTitle(tr("Which Variant?"));
        dialog.setLabelText(tr("The position fits these variants equally well. Which one is it?"));
        dialog.setOption(QInputDialog::UseListViewForComboBoxItems);
        dialog.setComboBoxItems(names);
        dialog.setTextValue(names.value(preselected));
        dialog.setOkButtonText(tr("&Load"));
        dialog.setCancelButtonText(tr("Cancel"));
        return dialog.exec() == QDialog::Accepted ? int(names.indexOf(dialog.textValue())) : -1;
    };
}

VariantChoice VariantChoice::forFen(
    const QString& fen, const Chooser& choose, const QString& currentVariant, const kabir::OptionValues& currentOptions)
{
    VariantChoice result;
    std::vector<kabir::VariantMatch> fits = kabir::recogniseVariant(fen.trimmed().toStdString());
    if (fits.empty()) {
        if (currentVariant.isEmpty())
            result.m_error = tr("The position fits none of Kabir's variants.");
        result.m_variantId = currentVariant;
        result.m_options = currentOptions;
        return result;
    }
    fits.erase(std::find_if(fits.begin(), fits.end(),
                   [&](const kabir::VariantMatch& m) { return !m.equallyGood(fits.front()); }),
        fits.end());
    int chosen = 0;
    if (fits.size() > 1) {
        const auto current = std::find_if(fits.begin(), fits.end(),
            [&](const kabir::VariantMatch& m) { return QString::fromStdString(m.variant->id()) == currentVariant; });
        chosen = choose(fits, current == fits.end() ? 0 : int(current - fits.begin()));
        if (chosen < 0 || chosen >= int(fits.size())) {
            result.m_cancelled = true;
            return result;
        }
    }
    const kabir::VariantMatch& match = fits[std::size_t(chosen)];
    result.m_match = match;
    result.m_variantId = QString::fromStdString(match.variant->id());
    result.m_options = match.options;
    if (result.m_variantId == currentVariant) {
        kabir::OptionValues kept = currentOptions;
        for (const auto& [key, value] : match.options)
            kept[key] = value;
        if (kabir::Game::create(*match.variant, kept, fen.trimmed().toStdString()))
            result.m_options = kept;
    }
    return result;
}

VariantChoice VariantChoice::forGame(
    const kabir::RecordTags& tags, const Chooser& choose, const QString& currentVariant)
{
    const auto fen = tags.find("FEN");
    if (tags.count("Variant") || fen == tags.end())
        return {};
    VariantChoice result = forFen(QString::fromStdString(fen->second), choose, currentVariant);
    if (!result.m_match && !result.m_cancelled)  // no variant fits: the record says so when it is read
        return {};
    return result;
}

VariantChoice VariantChoice::forPastedGame(const kabir::RecordTags& tags, const Chooser& choose,
    const kabir::VariantFile& currentVariant, const kabir::OptionValues& currentOptions)
{
    const QString current = QString::fromStdString(currentVariant.id());
    if (tags.count("Variant") || tags.count("FEN"))
        return forGame(tags, choose, current);
    VariantChoice result;
    result.m_match = kabir::VariantMatch{};
    result.m_match->variant = &currentVariant;
    result.m_match->options = currentOptions;
    result.m_variantId = current;
    result.m_options = currentOptions;
    return result;
}
