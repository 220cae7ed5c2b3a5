#include "core/position/refusallanguage.h"

#include <cctype>
#include <cstring>

namespace kabir {

namespace {

class English : public RefusalLanguage {
public:
    std::string text(const char* english) const override { return english; }
    std::string pieceName(const PieceDefinition& piece) const override
    {
        std::string name = piece.name;
        if (!name.empty())
            name[0] = char(std::tolower(static_cast<unsigned char>(name[0])));
        return name;
    }
    std::string armyName(const ArmyDefinition& army) const override { return army.name; }
    std::string list(const std::vector<std::string>& items) const override
    {
        std::string out;
        for (std::size_t i = 0; i < items.size(); ++i)
            out += (i == 0 ? "" : i + 1 == items.size() ? " and " : ", ") + items[i];
        return out;
    }
};

}  // namespace

const RefusalLanguage& englishRefusals()
{
    static const English english;
    return english;
}

namespace {

// Whether `out` ends with the English article "a " (or "A " opening a sentence) as a word of its own.
bool endsWithArticle(const std::string& out)
{
    const std::size_t n = out.size();
    return n >= 2 && out[n - 1] == ' ' && (out[n - 2] == 'a' || out[n - 2] == 'A') && (n == 2 || out[n - 3] == ' ');
}

bool startsWithVowel(const std::string& word)
{
    return !word.empty() && std::strchr("aeiouAEIOU", word[0]);
}

}  // namespace

// An English format's "a %1" becomes "an" before a word that begins with a vowel ("an
// elephant", "an urdabeg": every shipped piece name so beginning is said with one). The other
// languages' formats have no "a" of their own before a place.
std::string fillPlaces(const std::string& format, const std::vector<std::string>& words)
{
    std::string out;
    for (std::size_t i = 0; i < format.size(); ++i) {
        const char c = format[i];
        const std::size_t place = i + 1 < format.size() ? std::size_t(format[i + 1] - '1') : words.size();
        if (c == '%' && place < words.size() && place < 9) {
            if (endsWithArticle(out) && startsWithVowel(words[place])) {
                out.back() = 'n';  // "a " becomes "an "
                out += ' ';
            }
            out += words[place];
            ++i;
        } else {
            out += c;
        }
    }
    return out;
}

}  // namespace kabir
