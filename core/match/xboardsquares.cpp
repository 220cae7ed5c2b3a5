#include "core/match/xboardsquares.h"

#include <cctype>

namespace kabir::match {
namespace {

// Shifts the rank of every square in `text` by `delta`.
std::string shiftRanks(std::string_view text, int delta)
{
    std::string out;
    std::size_t i = 0;
    while (i < text.size()) {
        const char c = text[i];
        std::size_t digits = i + 1;
        while (digits < text.size() && std::isdigit(static_cast<unsigned char>(text[digits])))
            ++digits;
        if (c >= 'a' && c <= 'p' && digits > i + 1 && digits <= i + 3) {  // one or two digits
            out += c;
            out += std::to_string(std::stoi(std::string(text.substr(i + 1, digits - i - 1))) + delta);
            i = digits;
        } else {
            out += c;
            ++i;
        }
    }
    return out;
}

}  // namespace

std::string toXboardMove(std::string_view kabirMove, int ranks)
{
    return ranks == 10 ? shiftRanks(kabirMove, -1) : std::string(kabirMove);
}

std::string fromXboardMove(std::string_view xboardMove, int ranks)
{
    return ranks == 10 ? shiftRanks(xboardMove, +1) : std::string(xboardMove);
}

}  // namespace kabir::match
