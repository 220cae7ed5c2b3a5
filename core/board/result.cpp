#include "core/board/result.h"

namespace kabir {
namespace {

// The length of the UTF-8 sequence at text[at] (2 to 4), or 0 when it is not one.
std::size_t utf8Length(const std::string& text, std::size_t at)
{
    const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
    const unsigned char first = byte(at);
    const std::size_t length = first >= 0xF0 && first <= 0xF4 ? 4
        : first >= 0xE0                                       ? 3
        : first >= 0xC2 && first < 0xE0                       ? 2
                                                              : 0;
    if (length == 0 || at + length > text.size())
        return 0;
    for (std::size_t i = 1; i < length; ++i)
        if ((byte(at + i) & 0xC0) != 0x80)
            return 0;
    return length;
}

}  // namespace

std::string printableText(const std::string& text, std::size_t limit)
{
    static const char* const kHex = "0123456789ABCDEF";
    std::string out;
    std::size_t at = 0;
    for (; at < text.size() && at < limit;) {
        const auto c = static_cast<unsigned char>(text[at]);
        const std::size_t length = c < 0x80 ? 1 : utf8Length(text, at);
        if (c < 0x20 || c == 0x7F || length == 0) {
            out += "\\x";
            out += kHex[c >> 4];
            out += kHex[c & 15];
            ++at;
        } else {
            out.append(text, at, length);
            at += length;
        }
    }
    if (at < text.size())
        out += "…";
    return out;
}

std::string Problem::toString() const
{
    std::string where = file;
    if (line > 0) {
        where += where.empty() ? "line " : ":";
        where += std::to_string(line);
    }
    if (line > 0 && column > 0) {
        where += ':';
        where += std::to_string(column);
    }
    std::string text;
    if (!where.empty()) {
        text += printableText(where);
        text += ": ";
    }
    if (!key.empty()) {
        text += '\'';
        text += printableText(key, 60);
        text += "': ";
    }
    text += printableText(message, 400);
    return text;
}

std::string joinProblems(const std::vector<Problem>& problems)
{
    std::string text;
    for (const Problem& p : problems) {
        if (!text.empty())
            text += '\n';
        text += p.toString();
    }
    return text;
}

}  // namespace kabir
