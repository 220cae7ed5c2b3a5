// Every file in resources/variants loads cleanly; malformed variant files are rejected with
// the file, line and key of each problem; Betza strings parse as documented.

#include "core/rules/rulesetcompiler.h"
#include "core/catalog/variantcheck.h"
#include "tests/core/testpositions.h"

#include "core/board/betza.h"
#include "core/record/game.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <span>

namespace kabir::test {
namespace {

TEST(VariantFiles, EveryShippedFileLoadsCleanly)
{
    int count = 0;
    for (const auto& entry : std::filesystem::directory_iterator(KABIR_SOURCE_DIR "/resources/variants")) {
        if (entry.path().extension() != ".toml")
            continue;
        ++count;
        auto file = VariantFile::load(entry.path().string());
        ASSERT_TRUE(file.ok()) << file.errorText();
        EXPECT_EQ(joinProblems(checkVariantFile(*file)), "") << entry.path();
        EXPECT_NE(VariantCatalog::builtIn().find(file->id()), nullptr) << "not built in: " << file->id();
    }
    EXPECT_EQ(count, int(VariantCatalog::builtIn().variants().size()));
    EXPECT_TRUE(VariantCatalog::builtIn().problems().empty());
}

TEST(VariantFiles, EveryOptionHasLabelsExplanationsAndSources)
{
    for (const VariantFile& file : VariantCatalog::builtIn().variants())
        for (const OptionDefinition& o : file.options()) {
            EXPECT_FALSE(o.label.empty()) << file.id() << ' ' << o.key;
            EXPECT_FALSE(o.explanation.empty()) << file.id() << ' ' << o.key;
            for (const OptionChoice& c : o.values) {
                EXPECT_FALSE(c.label.empty()) << file.id() << ' ' << o.key << '=' << c.id;
                EXPECT_FALSE(c.source.empty()) << file.id() << ' ' << o.key << '=' << c.id;
            }
        }
}

const char* kMinimal = R"(id = "mini"
name = "Mini"
source = "test"
[board]
files = 4
ranks = 4
[[pieces]]
letter = "K"
name = "King"
betza = "K"
royal = true
[setup]
fen = "k3/4/4/3K w - - 0 1"
)";

std::string problemsOf(const std::string& text)
{
    auto file = VariantFile::parse(text, "bad.toml");
    return file.ok() ? joinProblems(checkVariantFile(*file)) : file.errorText();
}

TEST(VariantFiles, MinimalFileIsValid)
{
    EXPECT_EQ(problemsOf(kMinimal), "");
}

TEST(VariantFiles, TomlSyntaxErrorNamesFileAndLine)
{
    const std::string text = problemsOf(std::string(kMinimal) + "files = = 3\n");
    EXPECT_NE(text.find("bad.toml:14"), std::string::npos) << text;
}

struct BadFile {
    std::string from;
    std::string to;
    std::string expected;  // file, line and key in the message
};

// Each case's change to the minimal file gives a problem text containing `expected`.
void expectProblems(std::span<const BadFile> cases)
{
    for (const BadFile& c : cases) {
        std::string text = kMinimal;
        text.replace(text.find(c.from), c.from.size(), c.to);
        const std::string problems = problemsOf(text);
        EXPECT_NE(problems.find(c.expected), std::string::npos) << "expected: " << c.expected << "\ngot: " << problems;
    }
}

TEST(VariantFiles, MalformedDefinitionNamesLineAndKey)
{
    const BadFile cases[] = {
        {"files = 4", "files = 40", "bad.toml:5:9: 'board.files': must be between 1 and 16"},
        {"betza = \"K\"", "betza = \"Kx\"", "bad.toml:10:9: 'pieces[0].betza'"},
        {"betza = \"K\"", "betza = \"Y\"", "unknown piece letter 'Y'"},
        {"letter = \"K\"", "letter = \"KK\"", "bad.toml:8:10: 'pieces[0].letter'"},
        {"fen = \"k3/4/4/3K w - - 0 1\"", "fen = \"k3/4/4/3Z w - - 0 1\"", "'setup.fen: board, rank 1'"},
        {"name = \"Mini\"", "", "bad.toml:1:1: 'name': missing"},
        {"ranks = 4", "ranks = \"four\"", "bad.toml:6:9: 'board.ranks': expected an integer"},
        // [piece-moves]: a letter no piece has, a Betza string that is none.
        {"[setup]", "[piece-moves]\nZ = \"N\"\n[setup]",
            "bad.toml:13:5: 'piece-moves.Z': no piece has this letter in [[pieces]]"},
        {"[setup]", "[piece-moves]\nK = \"Kx\"\n[setup]", "bad.toml:13:5: 'piece-moves.K'"},
        {"[setup]", "[piece-moves]\nK = 3\n[setup]", "bad.toml:13:5: 'piece-moves.K': expected a Betza string"},
    };
    expectProblems(cases);
}

// The keys of the Indian games (turn phases, look-ahead legality, promotion policies, drops,
// the new result kinds): a bad value names the file, the line and the key.
TEST(VariantFiles, BadValuesOfTheIndianGamesKeysNameLineAndKey)
{
    const BadFile cases[] = {
        {"[setup]", "[turns]\ninitial-moves = 99\n[setup]", "bad.toml:13:17: 'turns.initial-moves': must be between"},
        {"[setup]", "[moves]\nperpetual-check-illegal = \"yes\"\n[setup]",
            "bad.toml:13:27: 'moves.perpetual-check-illegal': expected true or false"},
        {"[setup]", "[moves]\nsupported-units-immune = 1\n[setup]", "bad.toml:13:26: 'moves.supported-units-immune'"},
        {"[setup]", "[results]\nbare-king = \"quarter-win\"\n[setup]", "bad.toml:13:13: 'results.bare-king'"},
        {"[setup]", "[results]\nfew-units-draw = -1\n[setup]",
            "bad.toml:13:18: 'results.few-units-draw': must be between"},
        {"[setup]", "[results]\nextinction = [\"Z\"]\n[setup]", "bad.toml:13:15: 'results.extinction"},
        {"[setup]", "[promotion]\nranks = [4]\npolicy = \"file-piece\"\nbonus-move = \"Z\"\n[setup]",
            "bad.toml:15:14: 'promotion.bonus-move'"},
        {"[setup]", "[promotion]\nranks = [4]\npolicy = \"by-whim\"\n[setup]", "bad.toml:14:10: 'promotion.policy'"},
        {"[setup]", "[drops]\npieces = [\"K\"]\nunattacked = \"always\"\n[setup]",
            "bad.toml:14:14: 'drops.unattacked'"},
        {"[setup]", "[king-leap]\nbetza = \"Nq\"\n[setup]", "bad.toml:13:9: 'king-leap.betza'"},
    };
    expectProblems(cases);
}

// The keys of the games of South-East Asia: first moves, counting, the first check.
TEST(VariantFiles, BadValuesOfTheFirstMovesCountingAndFirstCheckNameLineAndKey)
{
    const BadFile cases[] = {
        {"[setup]", "[[first-moves]]\npiece = \"K\"\nbetza = \"N\"\n[setup]",
            "bad.toml:14:9: 'first-moves[0].betza': a first move only moves (m)"},
        {"[setup]", "[[first-moves]]\npiece = \"Z\"\nbetza = \"mN\"\n[setup]", "bad.toml:13:9: 'first-moves[0].piece'"},
        {"[setup]", "[[first-moves]]\nbetza = \"mN\"\n[setup]", "'first-moves[0].piece': missing"},
        {"[setup]", "[[first-moves]]\npiece = \"K\"\nbetza = \"mN\"\nlost-when-aimed-by = \"Q\"\n[setup]",
            "bad.toml:15:22: 'first-moves[0].lost-when-aimed-by'"},
        {"[setup]", "[counting]\nprocedure = \"makruk\"\nboard-honour-units = -2\n[setup]",
            "bad.toml:14:22: 'counting.board-honour-units': must be between"},
        {"[setup]", "[results]\nfirst-check-wins = 1\n[setup]", "bad.toml:13:20: 'results.first-check-wins'"},
    };
    expectProblems(cases);
}

// The keys of Sittuyin (the set-up by placement with displacement, promotion as a move of its
// own, the count from zero with its delay): a bad value names the file, the line and the key.
TEST(VariantFiles, BadValuesOfTheSittuyinKeysNameLineAndKey)
{
    const BadFile cases[] = {
        {"[setup]", "[drops]\npieces = [\"K\"]\norder = \"both\"\n[setup]",
            "bad.toml:14:9: 'drops.order': must be alternate or in-a-row"},
        {"[setup]", "[drops]\npieces = [\"K\"]\nzones = { Green = \"x\" }\n[setup]",
            "'drops.zones.Green': no army of this name"},
        {"[setup]", "[drops]\npieces = [\"K\"]\nzones = { White = \"camp\" }\n[setup]",
            "'drops.zones.White': expected the name of a mark in [board.marks]"},
        {"[setup]", "[drops]\npieces = [\"K\"]\nmust-drop = 1\n[setup]", "bad.toml:14:13: 'drops.must-drop'"},
        {"[setup]", "[drops]\npieces = [\"K\"]\nresets-move-rule = \"yes\"\n[setup]",
            "bad.toml:14:20: 'drops.resets-move-rule'"},
        {"[setup]", "[drops]\npieces = [\"K\"]\nfiles-apart = { army = \"Green\", piece = \"K\" }\n[setup]",
            "'drops.files-apart.army': no army of this name"},
        {"[setup]", "[drops]\npieces = [\"K\"]\ndisplaces = \"Z\"\n[setup]",
            "bad.toml:14:13: 'drops.displaces': expected the letter of a piece of this variant"},
        {"[setup]", "[drops]\npieces = [\"K\"]\nredeploy-zones = { Black = \"half\" }\n[setup]",
            "'drops.redeploy-zones.Black': expected the name of a mark in [board.marks]"},
        {"[setup]", "[promotion]\nranks = [4]\nquiet = \"mate\"\n[setup]",
            "bad.toml:14:9: 'promotion.quiet': must be check or attack"},
        {"[setup]", "[promotion]\nranks = [4]\nin-place = \"later\"\n[setup]",
            "'promotion.in-place': must be first-chance, any-time or while-there"},
        {"[setup]", "[promotion]\nranks = [4]\non-arrival = \"no\"\n[setup]", "bad.toml:14:14: 'promotion.on-arrival'"},
        {"[setup]", "[promotion]\nranks = [4]\nbonus-step-spares = [\"Z\"]\n[setup]", "'promotion.bonus-step-spares'"},
        {"[setup]", "[counting]\nprocedure = \"makruk\"\nstart = \"one\"\n[setup]",
            "bad.toml:14:9: 'counting.start': must be units or zero"},
        {"[setup]", "[counting]\nprocedure = \"makruk\"\ndelay-marks = [\"corner\"]\n[setup]",
            "'counting.delay-marks': expected the name of a mark in [board.marks]"},
    };
    expectProblems(cases);
}

// The keys of Batak chess (an army's own multi-step, the unmoved king's leap, the promoted
// piece's bonus step, powerless pinned units, discovered mates, the squares where mates count):
// a bad value names the file, the line and the key.
TEST(VariantFiles, BadValuesOfTheBatakKeysNameLineAndKey)
{
    const BadFile cases[] = {
        {"[setup]", "[pawns]\nmulti-steps = [{ rank = 3, steps = 2, after-single-step = 1 }]\n[setup]",
            "'pawns.multi-steps.after-single-step'"},
        {"[setup]", "[pawns]\nmulti-steps = [{ rank = 2, steps = 2, army = \"Green\" }]\n[setup]",
            "bad.toml:13:46: 'pawns.multi-steps.army': no army named \"Green\""},
        {"[setup]", "[king-leap]\nbetza = \"N\"\nlost-by-moving = \"yes\"\n[setup]",
            "bad.toml:14:18: 'king-leap.lost-by-moving': expected true or false"},
        {"[setup]", "[king-leap]\nbetza = \"N\"\nlost-in-check = 0\n[setup]",
            "bad.toml:14:17: 'king-leap.lost-in-check'"},
        {"[setup]", "[promotion]\nranks = [4]\nbonus-step = \"bFx\"\n[setup]",
            "bad.toml:14:14: 'promotion.bonus-step'"},
        {"[setup]", "[promotion]\nranks = [4]\nbonus-step = \"bF\"\nreturns-to-from = true\n[setup]",
            "bad.toml:14:14: 'promotion.bonus-step': cannot go with bonus-move or returns-to-from"},
        {"[setup]", "[promotion]\nranks = [4]\nbonus-step-compulsory = 1\n[setup]",
            "bad.toml:14:25: 'promotion.bonus-step-compulsory'"},
        {"[setup]", "[moves]\npinned-units-powerless = \"yes\"\n[setup]",
            "bad.toml:13:26: 'moves.pinned-units-powerless': expected true or false"},
        {"[setup]", "[results]\ndiscovered-mate-draws = 1\n[setup]", "bad.toml:13:25: 'results.discovered-mate-draws'"},
        {"[setup]", "[results.mate-squares]\nGreen = [\"a1\"]\n[setup]",
            "bad.toml:13:9: 'results.mate-squares.Green': no army named \"Green\""},
        {"[setup]", "[results.mate-squares]\nWhite = [\"z9\"]\n[setup]",
            "bad.toml:13:10: 'results.mate-squares.White'"},
    };
    expectProblems(cases);
}

// The keys of Timur's chess: a piece's FEN token, a pawn's own promotion piece, Betza paths.
TEST(VariantFiles, BadValuesOfTheFenTokensPromotesToAndBetzaPathsNameLineAndKey)
{
    const BadFile cases[] = {
        {"[setup]", "[[pieces]]\nletter = \"P\"\nname = \"Pawn\"\nbetza = \"fmW\"\npawn = true\nfen = \"P\"\n[setup]",
            "bad.toml:17:7: 'pieces[1].fen': must be a mark"},
        {"[setup]", "[[pieces]]\nletter = \"P\"\nname = \"Pawn\"\nbetza = \"fmW\"\npawn = true\nfen = \"'p\"\n[setup]",
            "bad.toml:17:7: 'pieces[1].fen': must be a mark"},
        {"[setup]",
            "[[pieces]]\nletter = \"P\"\nname = \"Pawn\"\nbetza = \"fmW\"\nfen = \"'K\"\n[[pieces]]\nletter = \"Q\"\n"
            "name = \"Q\"\nbetza = \"Q\"\nfen = \"'K\"\n[setup]",
            "bad.toml:21:7: 'pieces[2].fen': \"'K\" is used twice"},
        {"[setup]", "[[pieces]]\nletter = \"R\"\nname = \"Rook\"\nbetza = \"R\"\npromotes-to = \"K\"\n[setup]",
            "bad.toml:16:15: 'pieces[1].promotes-to': only for a pawn"},
        {"[setup]",
            "[[pieces]]\nletter = \"P\"\nname = \"Pawn\"\nbetza = \"fmW\"\npawn = true\npromotes-to = \"P\"\n[setup]",
            "bad.toml:17:15: 'pieces[1].promotes-to': must be the letter of another piece"},
        {"[setup]", "[[pieces]]\nletter = \"G\"\nname = \"Giraffe\"\nbetza = \"[F-K]\"\n[setup]",
            "bad.toml:15:9: 'pieces[1].betza': Betza notation, character 1: a leg is one atom, not 'K'"},
        {"[setup]", "[[pieces]]\nletter = \"G\"\nname = \"Giraffe\"\nbetza = \"[B-F]\"\n[setup]",
            "bad.toml:15:9: 'pieces[1].betza': Betza notation, character 1: only the last leg may ride"},
        {"[setup]", "[board.mark-pieces]\nfoo = { White = [\"K\"] }\n[setup]",
            "bad.toml:13:7: 'board.mark-pieces.foo': expected the name of a mark in [board.marks]"},
        {"[setup]", "[results.draw-squares]\nWhite = [\"a1\"]\n[setup]",
            "'results.draw-squares': needs results.draw-squares-pieces"},
        {"[setup]", "[results]\ndraw-squares-pieces = [\"Z\"]\n[setup]",
            "bad.toml:13:24: 'results.draw-squares-pieces"},
    };
    expectProblems(cases);
}

// The keys of Timur's chess: the once-per-game king swap, the pawns transferred, the refuges.
TEST(VariantFiles, BadValuesOfTheSwapTransferAndRefugeKeysNameLineAndKey)
{
    const BadFile cases[] = {
        {"[setup]", "[swap]\npiece = \"Z\"\n[setup]",
            "bad.toml:13:9: 'swap.piece': expected the letter of a piece of this variant"},
        {"[setup]", "[swap]\nwhen = \"any-time\"\n[setup]", "bad.toml:12:1: 'swap.piece': missing"},
        {"[setup]", "[swap]\npiece = \"K\"\nwhen = \"sometimes\"\n[setup]",
            "bad.toml:14:8: 'swap.when': must be in-check-or-stalemate or any-time"},
        {"[setup]", "[swap]\npiece = \"K\"\nwhen = 1\n[setup]", "bad.toml:14:8: 'swap.when': expected a string"},
        {"[setup]", "[transfer]\npieces = { K = \"fork\" }\n[setup]",
            "bad.toml:13:16: 'transfer.pieces.K': expected the letter of a pawn of this variant"},
        {"[setup]",
            "[[pieces]]\nletter = \"P\"\nname = \"Pawn\"\nbetza = \"fmW\"\npawn = true\n[transfer]\npieces = { P = "
            "\"somewhere\" }\n[setup]",
            "bad.toml:18:16: 'transfer.pieces.P': must be fork, anywhere or home"},
        {"[setup]",
            "[[pieces]]\nletter = \"P\"\nname = \"Pawn\"\nbetza = \"fmW\"\npawn = true\n[transfer]\npieces = { P = "
            "\"home\" }\n[setup]",
            "bad.toml:17:1: 'transfer.home': needs a square for every army"},
        {"[setup]", "[transfer]\nhome = { Red = \"a1\" }\n[setup]",
            "bad.toml:13:16: 'transfer.home.Red': no army named \"Red\""},
        {"[setup]", "[transfer]\nhome = { White = \"z9\" }\n[setup]",
            "bad.toml:13:18: 'transfer.home.White': \"z9\" is not a square"},
        {"[setup]",
            "[[pieces]]\nletter = \"P\"\nname = \"Pawn\"\nbetza = \"fmW\"\npawn = true\npromotes-to = \"Q\"\n"
            "[[pieces]]\nletter = \"Q\"\nname = \"Pawn 2\"\nbetza = \"fmW\"\npawn = true\n[setup]",
            "bad.toml:17:15: 'pieces[1].promotes-to': a pawn only if [transfer] names it"},
        {"[setup]", "[refuge]\nsquares = { White = [\"a4\"] }\n[setup]", "bad.toml:12:1: 'refuge.pieces': missing"},
        {"[setup]", "[refuge]\nsquares = { White = [\"z4\"] }\npieces = [\"K\"]\n[setup]",
            "bad.toml:13:22: 'refuge.squares.White': \"z4\" is not a square"},
        {"[setup]", "[refuge]\nsquares = { Red = [\"a4\"] }\npieces = [\"K\"]\n[setup]",
            "bad.toml:13:19: 'refuge.squares.Red': no army named \"Red\""},
        {"[setup]", "[refuge]\npieces = [\"K\", \"Z\"]\n[setup]",
            "bad.toml:13:16: 'refuge.pieces': expected the letter"},
        {"[setup]", "[refuge]\npieces = [\"K\"]\nswap-with = \"K\"\n[setup]", "bad.toml:14:13: 'refuge.swap-with'"},
    };
    expectProblems(cases);
}

// The keys of Malay chess: pieces that change after moving or when bare, file pieces to
// choose from, the first move lost by check.
TEST(VariantFiles, BadValuesOfThePieceChangesAndFilePieceListsNameLineAndKey)
{
    const BadFile cases[] = {
        {"[setup]", "[becomes-after-moving]\nQ = \"K\"\n[setup]",
            "bad.toml:13:5: 'becomes-after-moving.Q': no piece has this letter in [[pieces]]"},
        {"[setup]", "[becomes-after-moving]\nK = [\"K\", \"Z\"]\n[setup]",
            "bad.toml:13:5: 'becomes-after-moving.K': expected the letter of a piece of this variant, or a list of "
            "them"},
        {"[setup]", "[when-bare]\nK = \"K\"\n[setup]",
            "bad.toml:13:5: 'when-bare.K': expected one other piece, royal as this one is"},
        {"[setup]", "[promotion]\nranks = [4]\npolicy = \"file-piece\"\nfile-pieces = { a = [\"K\", \"Z\"] }\n[setup]",
            "'promotion.file-pieces.a': expected the letter of a piece of this variant, or a list of them"},
        {"[setup]", "[[first-moves]]\npiece = \"K\"\nbetza = \"mN\"\nlost-by-check = 1\n[setup]",
            "'first-moves[0].lost-by-check'"},
        {"[setup]", "[king-leap]\nbetza = \"N\"\nin-check = false\nonly-in-check = true\n[setup]",
            "'king-leap.only-in-check': contradicts in-check = false"},
        {"[setup]", "[king-leap]\nbetza = \"N\"\nlost-by-moving = 1\n[setup]", "'king-leap.lost-by-moving'"},
    };
    expectProblems(cases);
}

// The keys of Shatar: the compulsory opening multi-step, the mates that need a shak, the
// mates by knights alone, the piece that changes on reaching a rank (Popova's rook).
TEST(VariantFiles, BadValuesOfTheOpeningAndMateRulesNameLineAndKey)
{
    const BadFile cases[] = {
        {"[setup]", "[pawns]\nmulti-steps = [{ rank = 2, steps = 2, opening = 1 }]\n[setup]",
            "'pawns.multi-steps.opening'"},
        {"[setup]", "[results]\nmate-needs-check-by = [\"Q\"]\n[setup]", "bad.toml:13:"},
        {"[setup]", "[results]\nmate-by-only = \"K\"\n[setup]", "'results.mate-by-only'"},
        {"[setup]", "[results]\nmate-by-only-result = \"win\"\n[setup]",
            "bad.toml:13:23: 'results.mate-by-only-result': must be draw or loss"},
        {"[setup]", "[becomes-on-ranks]\nK = { ranks = [9], piece = \"K\" }\n[setup]",
            "'becomes-on-ranks.K.ranks': expected ranks between 1 and 4"},
        {"[setup]", "[becomes-on-ranks]\nK = \"K\"\n[setup]",
            "bad.toml:13:5: 'becomes-on-ranks.K': expected { ranks = [R], piece = \"X\" }"},
    };
    expectProblems(cases);
}

// The keys of Hiashatar's hia: the guard, the types its zones stop or leave free, whose zones
// narrow moves, the guard that spares kings.
TEST(VariantFiles, BadValuesOfTheGuardZonesNameLineAndKey)
{
    const BadFile cases[] = {
        {"[setup]", "[guard-zones]\nguard = \"Z\"\n[setup]",
            "bad.toml:13:9: 'guard-zones.guard': expected the letter of a piece of this variant"},
        {"[setup]", "[guard-zones]\nstopped = [\"K\"]\n[setup]",
            "bad.toml:12:1: 'guard-zones.guard': missing: the letter of the guard piece"},
        {"[setup]", "[guard-zones]\nguard = \"K\"\nstopped = [\"K\", \"Z\"]\n[setup]",
            "bad.toml:14:17: 'guard-zones.stopped': expected the letter of a piece of this variant"},
        {"[setup]", "[guard-zones]\nguard = \"K\"\nexempt = 3\n[setup]", "bad.toml:14:10: 'guard-zones.exempt'"},
        {"[setup]", "[guard-zones]\nguard = \"K\"\nnarrowed-by = \"all\"\n[setup]",
            "bad.toml:14:15: 'guard-zones.narrowed-by': must be any or enemy"},
        {"[setup]", "[guard-zones]\nguard = \"K\"\nspares-kings = 1\n[setup]",
            "bad.toml:14:16: 'guard-zones.spares-kings': expected true or false"},
        {"[setup]", "[guard-zones]\nguard = \"K\"\n[moves]\npinned-units-powerless = true\n[setup]",
            "'guard-zones': not together with moves.pinned-units-powerless"},
    };
    expectProblems(cases);
}

// The keys of Shatra's draughts-style mechanic: who leaps how, the exemption and its stop, the
// marks of fortresses, gates, halves, towers and the road.
TEST(VariantFiles, BadValuesOfTheLeapCaptureNameLineAndKey)
{
    const BadFile cases[] = {
        {"[setup]", "[leap-capture]\nshort = [\"Z\"]\n[setup]",
            "bad.toml:13:10: 'leap-capture.short': expected the letter of a piece of this variant"},
        {"[setup]", "[leap-capture]\nshort = [\"K\"]\nlong = [\"K\"]\n[setup]",
            "bad.toml:14:8: 'leap-capture.long': a type may not be in both short and long"},
        {"[setup]", "[leap-capture]\nexempt = \"Z\"\n[setup]",
            "bad.toml:13:10: 'leap-capture.exempt': expected the letter of a piece of this variant"},
        {"[setup]", "[leap-capture]\nexempt-stops = 1\n[setup]",
            "bad.toml:13:16: 'leap-capture.exempt-stops': expected true or false"},
        {"[setup]", "[leap-capture]\nmid-capture-promotion = \"yes\"\n[setup]",
            "bad.toml:13:25: 'leap-capture.mid-capture-promotion': expected true or false"},
        {"[setup]", "[leap-capture]\nfortresses = { Red = \"x\" }\n[setup]",
            "'leap-capture.fortresses.Red': no army of this name"},
        {"[setup]", "[leap-capture]\nhalves = { White = \"nowhere\" }\n[setup]",
            "'leap-capture.halves.White': expected the name of a mark in [board.marks]"},
        {"[setup]", "[leap-capture]\ngates = 3\n[setup]", "'leap-capture.gates': expected a table"},
        {"[setup]", "[leap-capture]\ntowers = { Black = 1 }\n[setup]",
            "'leap-capture.towers.Black': expected the name of a mark in [board.marks]"},
        {"[setup]", "[leap-capture]\nroad = \"nowhere\"\n[setup]",
            "bad.toml:13:8: 'leap-capture.road': expected the name of a mark in [board.marks]"},
        {"[setup]", "[leap-capture]\nroad-drops = \"allowed\"\n[setup]",
            "bad.toml:13:14: 'leap-capture.road-drops': expected true or false"},
    };
    expectProblems(cases);
}

TEST(VariantFiles, PieceValueKeysAreRead)
{
    std::string text = kMinimal;
    text.replace(text.find("royal = true"), 12, "royal = true\nvalue = 325\nvalue-endgame = 350");
    auto file = VariantFile::parse(text, "values.toml");
    ASSERT_TRUE(file.ok()) << file.errorText();
    auto definition = file->definition(file->resolveOptions({}).value());
    ASSERT_TRUE(definition.ok()) << definition.errorText();
    EXPECT_EQ(definition->pieces[0].value, 325);
    EXPECT_EQ(definition->pieces[0].valueEndgame, 350);
    auto plain = VariantFile::parse(kMinimal, "plain.toml");
    EXPECT_FALSE(plain->definition(plain->resolveOptions({}).value())->pieces[0].value.has_value());
}

TEST(VariantFiles, BadPieceValueNamesLineAndKey)
{
    const BadFile cases[] = {
        {"royal = true", "royal = true\nvalue = 0", "bad.toml:12:9: 'pieces[0].value': must be between 1 and 10000"},
        {"royal = true", "royal = true\nvalue = -50", "bad.toml:12:9: 'pieces[0].value': must be between 1 and 10000"},
        {"royal = true", "royal = true\nvalue = 10001",
            "bad.toml:12:9: 'pieces[0].value': must be between 1 and 10000"},
        {"royal = true", "royal = true\nvalue = 3.25", "bad.toml:12:9: 'pieces[0].value': expected an integer"},
        {"royal = true", "royal = true\nvalue = \"325\"", "bad.toml:12:9: 'pieces[0].value': expected an integer"},
        {"royal = true", "royal = true\nvalue = 300\nvalue-endgame = 0",
            "bad.toml:13:17: 'pieces[0].value-endgame': must be between 1 and 10000"},
        {"royal = true", "royal = true\nvalue-endgame = 350",
            "bad.toml:12:17: 'pieces[0].value-endgame': needs value (the midgame value) too"},
    };
    expectProblems(cases);
}

TEST(VariantFiles, MarkColoursAreReadAndChecked)
{
    // Chaturanga 4-84's old squares are gold on Aronson's board; a mark without a colour keeps
    // its cross.
    std::string text = kMinimal;
    const std::string marks = "ranks = 4\n[board.marks]\nold = [\"b2\"]\ncentre = [\"c3\"]\n[board.mark-colours]\n";
    text.replace(text.find("ranks = 4"), 9, marks + "old = \"#e2bc4f\"");
    auto file = VariantFile::parse(text, "marks.toml");
    ASSERT_TRUE(file.ok()) << file.errorText();
    auto definition = file->definition(file->resolveOptions({}).value());
    ASSERT_TRUE(definition.ok()) << definition.errorText();
    EXPECT_EQ(definition->markColours, (std::map<std::string, std::string>{{"old", "#e2bc4f"}}));

    const BadFile cases[] = {
        {"ranks = 4", marks + "new = \"#e2bc4f\"", "'board.mark-colours.new': no such mark in board.marks"},
        {"ranks = 4", marks + "old = \"gold\"", "'board.mark-colours.old': expected a colour written \"#rrggbb\""},
        {"ranks = 4", marks + "old = 3", "'board.mark-colours.old': expected a colour"},
    };
    for (const BadFile& c : cases) {
        std::string bad = kMinimal;
        bad.replace(bad.find(c.from), c.from.size(), c.to);
        const std::string problems = problemsOf(bad);
        EXPECT_NE(problems.find(c.expected), std::string::npos) << "expected: " << c.expected << "\ngot: " << problems;
    }
}

TEST(VariantFiles, UnknownOptionValueIsRejected)
{
    auto r = VariantCatalog::builtIn().ruleset("kaiserspiel", {{"ruleset", "C"}});
    ASSERT_FALSE(r.ok());
    EXPECT_NE(r.errorText().find("one of: A, B"), std::string::npos) << r.errorText();
    auto unknown = VariantCatalog::builtIn().ruleset("kaiserspiel", {{"colour", "red"}});
    ASSERT_FALSE(unknown.ok());
    EXPECT_NE(unknown.errorText().find("no option \"colour\""), std::string::npos);
    EXPECT_FALSE(VariantCatalog::builtIn().ruleset("no-such-game").ok());
}

TEST(VariantFiles, ConditionalDefaultFollowsEarlierOption)
{
    const VariantFile* turkish = VariantCatalog::builtIn().find("turkish");
    ASSERT_NE(turkish, nullptr);
    EXPECT_EQ(turkish->resolveOptions({}).value().at("great-piece"), "great-vizier");
    EXPECT_EQ(turkish->resolveOptions({{"ruleset", "reformed"}}).value().at("great-piece"), "short-queen");
    EXPECT_EQ(turkish->resolveOptions({{"ruleset", "reformed"}, {"great-piece", "queen"}}).value().at("great-piece"),
        "queen");
}

TEST(VariantFiles, PieceMovesGiveAPieceAnotherMovement)
{
    std::string text = kMinimal;
    text.replace(text.find("[setup]"), 7, "[piece-moves]\nK = \"W\"\n[setup]");
    auto file = VariantFile::parse(text, "mini.toml");
    ASSERT_TRUE(file.ok()) << file.errorText();
    const RulesetPtr r = compiledRuleset(*file, file->resolveOptions({}).value()).value();
    EXPECT_EQ(r->definition().pieces[0].betza, "W");
    Position pos = Position::start(r);
    EXPECT_EQ(destinations(pos, "d1"), (std::set<std::string>{"c1", "d2"}));
}

TEST(VariantFiles, RulesAreCompiledOnceAndSharedForTheSameOptions)
{
    const VariantCatalog& catalog = VariantCatalog::builtIn();
    const RulesetPtr turkish = catalog.ruleset("turkish").value();
    // The defaults given or left out are the same choice, and so are the same rules.
    EXPECT_EQ(catalog.ruleset("turkish", {{"ruleset", "reconstructed"}}).value(), turkish);
    const RulesetPtr reformed = catalog.ruleset("turkish", {{"ruleset", "reformed"}}).value();
    EXPECT_NE(reformed, turkish);
    EXPECT_EQ(catalog.ruleset("turkish", {{"ruleset", "reformed"}}).value(), reformed);
    // A game and a copy of the file share them too.
    const VariantFile copy = *catalog.find("turkish");
    EXPECT_EQ(Game::create(copy, {{"ruleset", "reformed"}}).value().position().rulesPtr(), reformed);
    // A file parsed anew compiles its own.
    const VariantFile parsed = VariantFile::parse(kMinimal, "mini.toml").value();
    const OptionValues defaults = parsed.resolveOptions({}).value();
    const RulesetPtr mini = compiledRuleset(parsed, defaults).value();
    EXPECT_EQ(compiledRuleset(parsed, defaults).value(), mini);
    EXPECT_NE(compiledRuleset(VariantFile::parse(kMinimal, "mini.toml").value(), defaults).value(), mini);
}

std::set<std::pair<int, int>> vectorsOf(const std::string& betza)
{
    auto moves = parseBetza(betza);
    EXPECT_TRUE(moves.ok()) << moves.errorText();
    std::set<std::pair<int, int>> out;
    for (const MoveVector& v : moves.value())
        out.insert({v.x, v.y});
    return out;
}

TEST(Betza, AtomsShorthandsAndDirections)
{
    EXPECT_EQ(vectorsOf("N").size(), 8u);
    EXPECT_EQ(vectorsOf("C").size(), 8u);
    EXPECT_EQ(vectorsOf("K").size(), 8u);
    EXPECT_EQ(vectorsOf("QN").size(), 16u);
    EXPECT_EQ(vectorsOf("fW"), (std::set<std::pair<int, int>>{{0, 1}}));
    EXPECT_EQ(vectorsOf("fF"), (std::set<std::pair<int, int>>{{1, 1}, {-1, 1}}));
    EXPECT_EQ(vectorsOf("flF"), (std::set<std::pair<int, int>>{{-1, 1}}));
    EXPECT_EQ(vectorsOf("ffN"), (std::set<std::pair<int, int>>{{1, 2}, {-1, 2}}));
    EXPECT_EQ(vectorsOf("sW"), (std::set<std::pair<int, int>>{{1, 0}, {-1, 0}}));
    auto pawn = parseBetza("fmWfcF").value();
    ASSERT_EQ(pawn.size(), 3u);
    EXPECT_FALSE(pawn[0].captures);
    EXPECT_FALSE(pawn[1].moves);
    auto rook = parseBetza("R").value();
    EXPECT_EQ(rook.front().range, 0);
    EXPECT_EQ(parseBetza("W3").value().front().range, 3);
    EXPECT_EQ(parseBetza("NN").value().front().range, 0);
}

TEST(Betza, MalformedStringsAreRejected)
{
    for (const char* bad : {"", "x", "mcW", "f", "Y", "W99"})
        EXPECT_FALSE(parseBetza(bad).ok()) << bad;
}

}  // namespace
}  // namespace kabir::test
