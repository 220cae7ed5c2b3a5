// Piece letters in German (König, Dame, Turm, Läufer, Springer, Bauer and the sources'
// names of the other pieces: Tressau's Feldherr, Adjutant and Marschall), given by the variant
// files: written and read only when asked for, and round trips over random games.

#include "core/rules/rulesetcompiler.h"
#include "core/catalog/variantcheck.h"
#include "tests/core/testpositions.h"

#include "core/record/pieceletters.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>

namespace kabir::test {
namespace {

const Notation kGerman{MoveSystem::Standard, "de"};

std::string lettersOf(const VariantDefinition& def, std::string_view language)
{
    std::string letters;
    for (std::size_t t = 0; t < def.pieces.size(); ++t)
        if (std::ranges::none_of(def.whenBare, [&](const auto& forms) { return forms.second == t; }))
            letters += pieceLetter(def, PieceType(t), language);  // a bare form is written as its piece
    return letters;
}

TEST(GermanLetters, EveryShippedVariantNamesEveryPieceInGerman)
{
    for (const VariantFile& file : VariantCatalog::builtIn().variants()) {
        const auto ruleset = rules(file.id());  // kept: the definition lives in it
        const VariantDefinition& def = ruleset->definition();
        EXPECT_EQ(letterLanguages(def), std::vector<std::string>{"de"}) << file.id();
        const std::string letters = lettersOf(def, "de");
        EXPECT_EQ(std::set<char>(letters.begin(), letters.end()).size(), letters.size())
            << file.id() << ": " << letters;
    }
}

TEST(GermanLetters, TressauNamesFeldherrAdjutantAndMarschall)
{
    // Board order: K Q C M A R B N P.
    EXPECT_EQ(lettersOf(rules("sultanspiel")->definition(), "de"), "KDFMATLSB");
    EXPECT_EQ(lettersOf(rules("sultanspiel")->definition(), ""), "KQCMARBNP");
    EXPECT_EQ(lettersOf(rules("kaiserspiel")->definition(), "de"), "KDFATLSB");
    EXPECT_EQ(lettersOf(rules("chess")->definition(), "de"), "KDTLSB");
}

TEST(GermanLetters, WrittenWithTheGermanLettersWhenAsked)
{
    Position pos = position("kaiserspiel");
    play(pos, {"d2d4", "d9d7"});
    EXPECT_EQ(moveText(pos, parseMove(pos, "d1d3").value(), kGerman), "Fd3");
    EXPECT_EQ(moveText(pos, parseMove(pos, "d1d3").value()), "Cd3");
    EXPECT_EQ(moveText(pos, parseMove(pos, "b1c3").value(), kGerman), "Sc3");
    EXPECT_EQ(moveText(pos, parseMove(pos, "c1d2").value(), kGerman), "Ld2");
    EXPECT_EQ(moveText(pos, parseMove(pos, "e2e4").value(), kGerman), "e4");
}

TEST(GermanLetters, ReadOnlyWhenAskedSoALetterIsNeverGuessed)
{
    // Hyderabad: D is the dabbaba in English and the Dame in German, whose dabbaba is M.
    Position pos = position("hyderabad");
    const Move dabbaba = parseMove(pos, "e2d4").value();
    EXPECT_EQ(parseMove(pos, "Dd4").value(), dabbaba);
    EXPECT_EQ(parseMove(pos, "Md4", kGerman).value(), dabbaba);
    EXPECT_FALSE(parseMove(pos, "Dd4", kGerman).ok());  // the Dame cannot go there
    EXPECT_FALSE(parseMove(pos, "Md4").ok());
    EXPECT_EQ(parseMove(pos, "e2d4", kGerman).value(), dabbaba);  // coordinates are the machine's
}

TEST(GermanLetters, TwoReadingsOfOneTextAreRefusedAsAmbiguous)
{
    // A made-up variant whose German letters swap the English ones of two droppable pieces:
    // "A@b2" with the German letters drops the piece that coordinate notation calls B.
    const std::string text = R"(id = "swap"
name = "Swap"
source = "test"
[board]
files = 4
ranks = 4
[[armies]]
name = "Red"
letter = "r"
forward = "up"
[[armies]]
name = "Green"
letter = "g"
forward = "down"
[[armies]]
name = "Blue"
letter = "u"
forward = "right"
[[pieces]]
letter = "K"
name = "King"
letters = { de = "K" }
betza = "K"
royal = true
[[pieces]]
letter = "A"
name = "Alfil"
letters = { de = "B" }
betza = "A"
[[pieces]]
letter = "B"
name = "Bishop"
letters = { de = "A" }
betza = "B"
[setup]
fen = "rK3/4/4/gK1uK1 r rArB 0 1"
[drops]
pieces = ["A", "B"]
)";
    auto file = VariantFile::parse(text, "swap.toml");
    ASSERT_TRUE(file.ok()) << file.errorText();
    auto definition = file->definition(file->resolveOptions({}).value());
    ASSERT_TRUE(definition.ok()) << definition.errorText();
    auto compiled = compileRuleset(definition.value());
    ASSERT_TRUE(compiled.ok()) << compiled.errorText();
    Position pos = Position::start(compiled.value());
    const Square b2 = pos.geometry().parseSquare("b2").value();
    EXPECT_EQ(parseMove(pos, "A@b2").value(), Move::drop(b2, 1));  // one reading: the alfil
    EXPECT_EQ(parseMove(pos, "r:A@b2").value(), Move::drop(b2, 1));
    auto read = parseMove(pos, "A@b2", kGerman);
    ASSERT_FALSE(read.ok());
    EXPECT_NE(read.errorText().find("is ambiguous here: it could be A@b2 or B@b2"), std::string::npos)
        << read.errorText();
}

TEST(GermanLetters, FileCheckRefusesClashesAndMissingLetters)
{
    const std::string head = "id = \"x\"\nname = \"X\"\nsource = \"test\"\n[board]\nfiles = 4\nranks = 4\n"
                             "[setup]\nfen = \"k3/4/4/3K w - - 0 1\"\n";
    const std::string king = "[[pieces]]\nletter = \"K\"\nname = \"King\"\nbetza = \"K\"\nroyal = true\n";
    auto problemsOf = [&](const std::string& pieces) {
        auto file = VariantFile::parse(head + king + pieces, "x.toml");
        EXPECT_TRUE(file.ok()) << file.errorText();
        return joinProblems(checkVariantFile(*file));
    };
    EXPECT_NE(problemsOf("letters = { de = \"K\" }\n[[pieces]]\nletter = \"R\"\nname = \"Rook\"\nbetza = \"R\"\n"
                         "letters = { de = \"K\" }\n")
                  .find("letter K is used twice in \"de\""),
        std::string::npos);
    EXPECT_NE(problemsOf("[[pieces]]\nletter = \"R\"\nname = \"Rook\"\nbetza = \"R\"\nletters = { de = \"T\" }\n")
                  .find("has no letter in \"de\""),
        std::string::npos);
    EXPECT_NE(problemsOf("letters = { de = \"k\" }\n").find("must be one upper-case letter"), std::string::npos);
    EXPECT_NE(problemsOf("letters = { deu = \"K\" }\n").find("two-letter language code"), std::string::npos);
}

// Random legal games: every legal move of every position on the way is written with the
// German letters and read back as the same move (numbered too where the variant numbers).
void roundTripRandomGame(const std::string& variant, const OptionValues& options, unsigned seed)
{
    Position pos = position(variant, options);
    std::mt19937 random(seed);
    for (int ply = 0; ply < 40; ++ply) {
        MoveList legal;
        generateLegalMoves(pos, legal);
        if (legal.empty())
            return;
        // Every move, or a hundred spread over the list where there are very many (Sittuyin's
        // set-up).
        const std::size_t step = legal.size() > 500 ? legal.size() / 100 : 1;
        for (std::size_t i = 0; i < legal.size(); i += step)
            for (const Notation& notation : {kGerman, Notation{MoveSystem::Numbered, "de"}}) {
                const Move m = legal[i];
                const std::string text = moveText(pos, m, notation);
                auto read = parseMove(pos, text, notation);
                ASSERT_TRUE(read.ok()) << variant << " " << pos.fen() << ": " << read.errorText();
                ASSERT_EQ(read.value(), m) << variant << " " << pos.fen() << ": " << text;
            }
        pos.doMove(legal[std::uniform_int_distribution<std::size_t>(0, legal.size() - 1)(random)]);
    }
}

TEST(GermanLetters, RoundTripOverRandomGamesOfEveryVariantAndRuleSet)
{
    for (const VariantFile& file : VariantCatalog::builtIn().variants()) {
        std::vector<OptionValues> settings{{}};
        for (const OptionDefinition& option : file.options())
            if (option.key == "ruleset" || option.key == "great-piece")
                for (const OptionChoice& value : option.values)
                    settings.push_back({{option.key, value.id}});
        unsigned seed = 1;
        for (const OptionValues& options : settings)
            roundTripRandomGame(file.id(), options, seed++);
    }
}

}  // namespace
}  // namespace kabir::test
