#include "tests/core/refusaltest.h"

#include <gtest/gtest.h>

namespace kabir::test {
namespace {

std::optional<Refusal> explain(Position& pos, const std::string& attempt)
{
    const Geometry& g = pos.geometry();
    if (attempt.size() > 2 && attempt[1] == '@')
        return explainDropRefusal(
            pos, PieceType(pos.rules().definition().pieceTypeOf(attempt[0])), square(pos, attempt.substr(2)));
    Square from = 0, to = 0;
    const std::size_t n = g.readSquare(attempt, from);
    const std::size_t m = g.readSquare(std::string_view(attempt).substr(n), to);
    EXPECT_TRUE(n && m) << attempt;
    const int promotion = n + m < attempt.size() ? pos.rules().definition().pieceTypeOf(attempt[n + m]) : -1;
    return explainRefusal(pos, from, to, promotion);
}

}  // namespace

Square square(const Position& pos, const std::string& name)
{
    const auto s = pos.geometry().parseSquare(name);
    EXPECT_TRUE(s.has_value()) << name;
    return s.value_or(0);
}

Refusal refusal(Position& pos, const std::string& attempt)
{
    const auto r = explain(pos, attempt);
    EXPECT_TRUE(r.has_value()) << attempt << " is legal in " << pos.fen();
    return r.value_or(Refusal{});
}

bool allowed(Position& pos, const std::string& attempt)
{
    return !explain(pos, attempt).has_value();
}

std::string message(Position& pos, const std::string& attempt)
{
    return refusalMessage(pos, refusal(pos, attempt));
}

}  // namespace kabir::test
