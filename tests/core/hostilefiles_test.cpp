// Hostile files, scaled down from scripts/hostile-files (docs/verification.md, "Hostile
// files"): nesting far beyond what people write, binary junk given as a record, a FEN and a
// variant file, and a 16x16 variant with every kind of piece. Each must end in a clear
// outcome (a problem naming the file and line, or a good read), never a crash or a hang.

#include "core/catalog/variantcheck.h"
#include "tests/core/testpositions.h"
#include "core/position/movegen.h"
#include "core/record/gamerecord.h"
#include "core/record/recordfile.h"
#include "core/catalog/variantcatalog.h"
#include "core/variant/variantfile.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <set>
#include <string>

namespace kabir::test {
namespace {

// `count` random bytes, NUL bytes among them.
std::string junk(std::size_t count, unsigned seed = 1)
{
    std::mt19937 random(seed);
    std::string bytes(count, '\0');
    for (char& c : bytes)
        c = char(random() & 0xFF);
    return bytes;
}

// The first bytes of a PNG image: its signature and the start of its header chunk.
const char kPngBytes[] = "\x89PNG\r\n\x1A\n\0\0\0\rIHDR\0\0\x02\x80\0\0\x01\xE0\x08\x06\0\0\0";
const std::string kPngStart(kPngBytes, sizeof kPngBytes - 1);  // the NULs too, not the literal's end

// No control bytes: a message is text that a terminal or a dialog shows as it is.
bool printable(const std::string& text)
{
    return std::none_of(text.begin(), text.end(), [](char c) { return (c >= 0 && c < 0x20) || c == 0x7F; });
}

TEST(HostileFiles, TenThousandNestedVariationsAreReadAndWrittenBack)
{
    // 1. e4 (1. d4 (1. c4 (1. Nf3 ... ))) 1... e5: each a variation of the one before.
    const char* const firsts[] = {"d4", "c4", "Nf3", "e3", "d3", "c3", "b3", "g3", "Nc3", "a3", "h3", "f4"};
    std::string text = "[Event \"Nested\"]\n\n1. e4";
    for (int i = 0; i < 10000; ++i)
        text += std::string(" (1. ") + firsts[i % 12];
    text += std::string(10000, ')') + " 1... e5 *\n";
    const RecordFile file(text, "nested.pgn");
    ASSERT_EQ(file.games().size(), 1u);
    auto read = file.load(0);
    ASSERT_TRUE(read.ok()) << read.errorText();
    EXPECT_TRUE(read->problems.empty());
    EXPECT_EQ(read->tree.children(GameTree::kRoot).size(), 10001u);
    EXPECT_EQ(read->tree.mainLine().size(), 2u);

    // Written back, every variation is an alternative to 1. e4; read again, the tree is the same.
    const std::string written = writeRecord(read->tree);
    EXPECT_EQ(std::count(written.begin(), written.end(), '('), 10000);
    auto again = RecordFile(written, "written.pgn").load(0);
    ASSERT_TRUE(again.ok());
    EXPECT_TRUE(again->problems.empty());
    EXPECT_EQ(again->tree.children(GameTree::kRoot).size(), 10001u);
}

TEST(HostileFiles, TenThousandVariationsEachAMoveDeeperAreWrittenWithoutRecursion)
{
    // At every move of a long line another move is the main line, and the line goes on in a
    // variation: a1 (p1 a2 (p2 a3 (p3 ...))), nested 10,000 deep in the tree itself.
    NodeId at = GameTree::kRoot;
    const GameTree tree = test::deeplyNestedTree(10000, &at);
    EXPECT_EQ(tree.variationStart(at), at);
    EXPECT_EQ(tree.path(at).size(), 10000u);
    const std::string written = writeRecord(tree);
    EXPECT_EQ(std::count(written.begin(), written.end(), '('), 10000);
    EXPECT_EQ(std::count(written.begin(), written.end(), ')'), 10000);
}

TEST(HostileFiles, TenThousandUnclosedOrStrayParenthesesAreProblemsNotCrashes)
{
    // Opened where no move can be replaced: a problem, the rest skipped up to its ')'; and the
    // first '(' is never closed.
    const std::string open = "1. e4 " + std::string(10000, '(') + " *\n";
    auto opened = RecordFile(open, "open.pgn").load(0);
    ASSERT_TRUE(opened.ok());
    ASSERT_EQ(opened->problems.size(), 2u);
    EXPECT_EQ(opened->problems.front().toString().rfind("open.pgn:1:8: game 1: '(' starts a variation", 0), 0u)
        << opened->problems.front().toString();
    EXPECT_EQ(opened->problems.back().toString(),
        "open.pgn:1:7: game 1: '(' is never closed, nor is the one opened after it");
    EXPECT_EQ(opened->tree.mainLine().size(), 1u);

    // Variations opened and never closed, each after a move: read, and one problem says so.
    std::string unclosed = "1. e4";
    for (int i = 0; i < 10000; ++i)
        unclosed += " (1. d4";
    auto never = RecordFile(unclosed + " *\n", "never.pgn").load(0);
    ASSERT_TRUE(never.ok());
    ASSERT_EQ(never->problems.size(), 1u);
    EXPECT_EQ(never->problems.front().toString(),
        "never.pgn:1:7: game 1: '(' is never closed, nor are the 9999 opened after it");
    EXPECT_EQ(never->tree.children(GameTree::kRoot).size(), 10001u);

    // Closing what was never opened: each ')' a problem of its own, with its column.
    const std::string closed = "1. e4 " + std::string(10000, ')') + " e5 *\n";
    auto stray = RecordFile(closed, "closed.pgn").load(0);
    ASSERT_TRUE(stray.ok());
    ASSERT_EQ(stray->problems.size(), 10000u);
    EXPECT_EQ(stray->problems.back().toString(), "closed.pgn:1:10006: game 1: ')' closes no variation");
    EXPECT_EQ(stray->tree.mainLine().size(), 2u);
}

TEST(HostileFiles, BinaryJunkAsARecordIsOneProblemWithFileLineAndColumn)
{
    const std::string control = "[Event \"x\"]\n\n1. e4 e5\n\x01\x02 *\n";
    for (const std::string& bytes : {junk(100000), kPngStart, control}) {
        const RecordFile file(bytes, "junk.pgn");
        EXPECT_TRUE(file.games().empty());
        ASSERT_EQ(file.problems().size(), 1u);
        const Problem& p = file.problems().front();
        EXPECT_EQ(p.file, "junk.pgn");
        EXPECT_GE(p.line, 1);
        EXPECT_GE(p.column, 1);
        EXPECT_NE(p.message.find("is not a text file"), std::string::npos) << p.message;
        auto record = readRecord(bytes, "junk.pgn");
        ASSERT_FALSE(record.ok());
        EXPECT_EQ(record.problems().front().toString(), p.toString());
    }
    // Where: the PNG's first NUL byte begins its third line (after "\r\n" and "\x1A\n"); the
    // record's \x01 begins line 4.
    EXPECT_EQ(RecordFile(kPngStart, "image.png").problems().front().toString(),
        "image.png:3:1: is not a text file (it holds the byte 0x00, which no text has): a record file is PGN text");
    EXPECT_EQ(RecordFile(control, "r.pgn").problems().front().line, 4);
}

TEST(HostileFiles, Latin1RecordsAndTheDosEndOfFileMarkAreStillText)
{
    const std::string latin1 = "[Event \"Caf\xE9\"]\n[White \"M\xFCller\"]\n\n1. e4 e5 *\n\x1A";
    const RecordFile file(latin1, "old.pgn");
    EXPECT_TRUE(file.problems().empty());
    ASSERT_EQ(file.games().size(), 1u);
    auto read = file.load(0);
    ASSERT_TRUE(read.ok()) << read.errorText();
    EXPECT_EQ(read->tree.mainLine().size(), 2u);
}

TEST(HostileFiles, BinaryJunkAsAFenIsAProblemInReadableText)
{
    auto rules = VariantCatalog::builtIn().ruleset("chess");
    ASSERT_TRUE(rules.ok());
    for (unsigned seed = 1; seed <= 50; ++seed) {
        const std::string fen = junk(200, seed);
        auto pos = Position::fromFen(rules.value(), fen);
        ASSERT_FALSE(pos.ok()) << seed;
        const std::string text = pos.errorText();
        EXPECT_TRUE(printable(text)) << text;
        EXPECT_NE(text.find("FEN"), std::string::npos) << text;
    }
    auto png = Position::fromFen(rules.value(), kPngStart);
    ASSERT_FALSE(png.ok());
    EXPECT_EQ(png.errorText().find('\x89'), std::string::npos) << png.errorText();
    EXPECT_NE(png.errorText().find("\\x89"), std::string::npos) << png.errorText();
}

TEST(HostileFiles, BinaryJunkAsAVariantFileIsAProblemWithFileAndLine)
{
    for (const std::string& bytes : {junk(100000), kPngStart}) {
        auto file = VariantFile::parse(bytes, "junk.toml");
        ASSERT_FALSE(file.ok());
        const Problem& p = file.problems().front();
        EXPECT_EQ(p.file, "junk.toml");
        EXPECT_GE(p.line, 1) << p.toString();
        EXPECT_FALSE(p.message.empty());
        EXPECT_TRUE(printable(p.toString())) << p.toString();
    }
}

TEST(HostileFiles, AVariantFileWithTablesNested100000DeepIsAProblemNotACrash)
{
    // toml++ builds and frees nested tables recursively: read, this overflowed the stack.
    std::string dotted;
    for (int i = 0; i < 100000; ++i)
        dotted += i ? ".a" : "a";
    auto header = VariantFile::parse("id = \"x\"\nname = \"X\"\n[" + dotted + "]\nb = 1\n", "deep.toml");
    ASSERT_FALSE(header.ok());
    EXPECT_EQ(header.problems().front().toString(),
        "deep.toml:3: a key or table name of more than 128 dotted parts: tables nested this deep are not read");
    auto key = VariantFile::parse("id = \"x.y.z\" # a.b.c\n" + dotted + " = 1\n", "key.toml");
    ASSERT_FALSE(key.ok());
    EXPECT_EQ(key.problems().front().line, 2);
    // Inline tables and arrays nested as deep: toml++'s own limit of 256.
    auto inlined = VariantFile::parse("x = " + std::string(100000, '[') + "1" + std::string(100000, ']'), "a.toml");
    ASSERT_FALSE(inlined.ok());
    EXPECT_EQ(inlined.problems().front().line, 1);
}

// A 16x16 board (two squares cut away, marks) with 26 piece types, one per letter, between
// them every atom, rider, range and modifier of Betza's notation, a royal piece and a pawn;
// four castlings, promotion, the king's leap and every result rule.
std::string sixteenBySixteen()
{
    const std::pair<char, const char*> pieces[] = {{'K', "K"}, {'P', "fmWfcF"}, {'Q', "Q"}, {'R', "R"}, {'B', "B"},
        {'N', "N"}, {'W', "W"}, {'F', "F"}, {'D', "D"}, {'A', "A"}, {'C', "C"}, {'Z', "Z"}, {'G', "G"}, {'H', "H"},
        {'E', "NN"}, {'I', "R4"}, {'J', "W3"}, {'L', "mRcB"}, {'M', "fRbB"}, {'O', "lRrB"}, {'S', "vRsN"},
        {'T', "ffNbbN"}, {'U', "fmjDmW"}, {'V', "QN"}, {'X', "ZZ"}, {'Y', "cCmAF"}};
    std::string text = R"(id = "hostile16"
name = "Hostile 16"
description = "A 16x16 board with every kind of piece."
source = "Kabir's choice"

[board]
files = 16
ranks = 16
cut = ["a8", "p9"]
[board.marks]
centre = ["h8", "i8", "h9", "i9"]
palace = ["h1", "i1", "h16", "i16"]

)";
    std::string officers;
    for (const auto& [letter, betza] : pieces) {
        text += std::string("[[pieces]]\nletter = \"") + letter + "\"\nname = \"Piece " + letter + "\"\nbetza = \""
            + betza + "\"\n";
        if (letter == 'K')
            text += "royal = true\n";
        else if (letter == 'P')
            text += "pawn = true\n";
        else
            officers += letter;
    }
    const std::string back = officers.substr(0, 7) + "K" + officers.substr(7, 8);
    const std::string second = officers.substr(15) + std::string(7, 'W');
    auto lower = [](std::string s) {
        std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return char(std::tolower(c)); });
        return s;
    };
    std::string fen = lower(back) + "/" + lower(second) + "/" + std::string(16, 'p');
    for (const char* row : {"16", "16", "16", "16", "15*", "*15", "16", "16", "16", "16"}) {
        fen += '/';
        fen += row;
    }
    fen += '/';
    fen += std::string(16, 'P') + '/' + second + '/' + back + " w KQkq - 0 1";
    text += "\n[setup]\nfen = \"";
    text += fen;
    text += "\"\n";
    text += R"(
[pawns]
multi-steps = [{ rank = 3, steps = 3 }]
en-passant = true

[[castling]]
army = "White"
king = "h1"
rook = "a1"
king-to = "c1"
rook-to = "d1"
[[castling]]
army = "White"
king = "h1"
rook = "p1"
king-to = "n1"
rook-to = "m1"
[[castling]]
army = "Black"
king = "h16"
rook = "a16"
king-to = "c16"
rook-to = "d16"
[[castling]]
army = "Black"
king = "h16"
rook = "p16"
king-to = "n16"
rook-to = "m16"

[promotion]
ranks = [14, 15, 16]
policy = "any"
optional = true

[king-leap]
betza = "N"

[results]
stalemate = "half-win"
move-rule = 100
bare-king = "shatranj"
hold-mark = "centre"
)";
    return text;
}

TEST(HostileFiles, ASixteenBySixteenVariantWithEveryPieceKindLoadsAndGeneratesMoves)
{
    auto file = VariantFile::parse(sixteenBySixteen(), "hostile16.toml");
    ASSERT_TRUE(file.ok()) << file.errorText();
    EXPECT_TRUE(checkVariantFile(*file).empty()) << joinProblems(checkVariantFile(*file));
    auto game = Game::create(file.value(), {});
    ASSERT_TRUE(game.ok()) << game.errorText();
    EXPECT_EQ(game->position().rules().definition().pieces.size(), 26u);
    Position pos = game->position();
    MoveList moves;
    generateLegalMoves(pos, moves);
    EXPECT_GT(moves.size(), 40u);
    // Two plies deep, every move done and undone.
    std::uint64_t nodes = perft(pos, 2);
    EXPECT_GT(nodes, std::uint64_t(moves.size()) * 40);
    EXPECT_EQ(pos.fen(), game->position().fen());
}

}  // namespace
}  // namespace kabir::test
