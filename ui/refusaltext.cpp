#include "ui/refusaltext.h"

#include "ui/datastrings.h"
#include "ui/piecemoves.h"
#include "ui/translators.h"

namespace {

// The window's language: the core's sentences translated, the variant's names as the window
// shows them.
class WindowLanguage : public kabir::RefusalLanguage {
public:
    explicit WindowLanguage(const QString& ruleSet) : m_ruleSet(ruleSet) { }

    std::string text(const char* english) const override
    {
        return QCoreApplication::translate("RefusalText", english).toStdString();
    }
    std::string pieceName(const kabir::PieceDefinition& piece) const override
    {
        QString name = DataStrings::text(piece.name);
        // German writes nouns with a capital inside a sentence; English does not.
        if (interfaceLocale().language() != QLocale::German && !name.isEmpty())
            name[0] = name[0].toLower();
        return name.toStdString();
    }
    std::string armyName(const kabir::ArmyDefinition& army) const override
    {
        return DataStrings::text(army.name).toStdString();
    }
    std::string list(const std::vector<std::string>& items) const override
    {
        QStringList texts;
        for (const std::string& item : items)
            texts << QString::fromStdString(item);
        return QLocale().createSeparatedList(texts).toStdString();
    }
    std::string movesInWords(const kabir::PieceDefinition& piece) const override
    {
        return PieceMoves::inWords(piece.moves).toStdString();
    }
    // "… (rule set A)": the promotion rules belong to the rule set.
    std::string ruleSetRule(const std::string& sentence) const override
    {
        return m_ruleSet.isEmpty()
            ? sentence
            : RefusalText::tr("%1 (%2)").arg(QString::fromStdString(sentence), m_ruleSet).toStdString();
    }

private:
    QString m_ruleSet;
};

}  // namespace

QString RefusalText::message(const kabir::Position& pos, const kabir::Refusal& r, const QString& ruleSet)
{
    return QString::fromStdString(kabir::refusalMessage(pos, r, WindowLanguage(ruleSet)));
}

QString RefusalText::setupMessage(const kabir::Position& pos, const kabir::SetupRefusal& refusal)
{
    return QString::fromStdString(kabir::setupRefusalMessage(pos, refusal, WindowLanguage({})));
}
