#include "core/result.h"

namespace kabir {

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
    std::string text = where.empty() ? std::string() : where + ": ";
    if (!key.empty())
        text += "'" + key + "': ";
    return text + message;
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
