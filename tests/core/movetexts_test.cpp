// Every legal move has a text of its own in every notation the program writes (the coordinate
// text of the engine protocols and --moves, the SAN-like text of records with the variant's
// and the German letters, the numbered text where the variant numbers its squares), and the
// text reads back as that move: else a move could be shown but not entered.

#include "tests/core/testpositions.h"

#include <gtest/gtest.h>

#include <functional>
#include <random>

namespace kabir::test {
namespace {

struct Form {
    const char* name;
    std::function<std::string(Position&, Move)> write;
    std::function<Result<Move>(Position&, const std::string&)> read;
};

std::vector<Form> formsOf(const Position& pos)
{
    std::vector<Form> forms{{"coordinates", [](Position& p, Move m) { return coordinateText(p, m); },
        [](Position& p, const std::string& t) { return parseMove(p, t); }}};
    std::vector<Notation> notations{Notation{}, Notation{MoveSystem::Standard, "de"}};
    if (pos.rules().definition().numbering.defined())
        notations.insert(notations.end(), {Notation{MoveSystem::Numbered, ""}, Notation{MoveSystem::Numbered, "de"}});
    for (const Notation& n : notations)
        forms.push_back({n.system == MoveSystem::Numbered ? "numbered" : "standard",
            [n](Position& p, Move m) { return moveText(p, m, n); },
            [n](Position& p, const std::string& t) { return parseMove(p, t, n); }});
    return forms;
}

TEST(MoveTexts, EveryLegalMoveHasATextOfItsOwnThatReadsBack)
{
    std::mt19937 random(31);
    for (const VariantFile& file : VariantCatalog::builtIn().variants()) {
        Position pos = position(file.id());
        const std::vector<Form> forms = formsOf(pos);
        for (int ply = 0; ply < 40; ++ply) {
            MoveList legal;
            generateLegalMoves(pos, legal);
            if (legal.empty())
                break;
            // Every move, or a hundred spread over the list where there are very many (Sittuyin's set-up).
            const std::size_t step = legal.size() > 500 ? legal.size() / 100 : 1;
            for (const Form& form : forms) {
                std::map<std::string, Move> seen;
                for (std::size_t i = 0; i < legal.size(); i += step) {
                    const Move m = legal[i];
                    const std::string text = form.write(pos, m);
                    const auto [other, fresh] = seen.emplace(text, m);
                    EXPECT_TRUE(fresh) << file.id() << " " << pos.fen() << ": two moves written " << text << " ("
                                       << form.name << ")";
                    const auto read = form.read(pos, text);
                    ASSERT_TRUE(read.ok()) << file.id() << " " << pos.fen() << ": " << read.errorText();
                    EXPECT_EQ(read.value(), m) << file.id() << " " << pos.fen() << ": " << text;
                }
            }
            pos.doMove(legal[std::uniform_int_distribution<std::size_t>(0, legal.size() - 1)(random)]);
        }
    }
}

}  // namespace
}  // namespace kabir::test
