#include "core/record/gamerecord.h"

#include "core/rules/adjudication.h"
#include "core/record/gametree.h"
#include "core/record/pgnlexer.h"
#include "core/record/recordfile.h"

#include <algorithm>
#include <sstream>

namespace kabir {
namespace {

std::string escaped(const std::string& value)
{
    std::string out;
    for (char c : value) {
        if (c == '"' || c == '\\')
            out += '\\';
        out += c;
    }
    return out;
}

std::string optionsText(const OptionValues& options)
{
    std::string text;
    for (const auto& [key, value] : options)
        text += (text.empty() ? "" : ";") + key + "=" + value;
    return text;
}

// Words joined into lines of at most 80 columns (a longer word stands alone), with "(" and
// ")" joined to the words they open and close.
class MovetextLines {
public:
    void word(std::string word)
    {
        place(m_last);
        m_last = m_opening + std::move(word);
        m_opening.clear();
    }
    void open() { m_opening += '('; }
    void close() { m_last += ')'; }
    std::string text()
    {
        place(m_last);
        m_last.clear();
        return m_text + m_line + '\n';
    }

private:
    void place(const std::string& word)
    {
        if (word.empty())
            return;
        if (!m_line.empty() && m_line.size() + 1 + word.size() > 80) {
            m_text += m_line + '\n';
            m_line.clear();
        }
        m_line += (m_line.empty() ? "" : " ") + word;
    }

    std::string m_text;  // the lines done
    std::string m_line;
    std::string m_last;  // held back so that a ')' can join it
    std::string m_opening;
};

void writeComment(const Comment& comment, const Geometry& board, MovetextLines& out)
{
    std::vector<std::string> words = commentWords(comment, board);
    if (words.empty())
        return;
    words.front() = "{" + words.front();
    words.back() += "}";
    for (std::string& word : words)
        out.word(std::move(word));
}

// The number PGN gives a move, from the number of the move before it (`parentNumber`; the
// start position's full-move number before the first move): it grows at each move of an army
// that does not follow the one before in the turn order, that is at the first army's move
// and at each move of a side's moves in a row (the Indian initial moves, Sittuyin's placement).
// Other programs read numbers that only grow; the position's own full-move number, which the
// move list shows, starts again at 1 for Black's initial moves.
int pgnNumber(const GameTree& tree, NodeId id, int parentNumber)
{
    const NodeId parent = tree.parent(id);
    if (parent == GameTree::kRoot)
        return tree.start().position().fullmoveNumber();
    return tree.node(id).side <= tree.node(parent).side ? parentNumber + 1 : parentNumber;
}

// Writes a node's move as move `number`, numbered when it is the first army's, one of a side's
// moves in a row, the first move, or `numbered` (at the start of a variation, after a comment
// or a variation); true when it ends with a comment.
bool writeMove(const GameTree& tree, NodeId id, int number, bool numbered, const Geometry& board, MovetextLines& out)
{
    const TreeNode& node = tree.node(id);
    const NodeId parent = tree.parent(id);
    std::string prefix;
    if (numbered || node.side == 0 || parent == GameTree::kRoot || node.side <= tree.node(parent).side)
        prefix = std::to_string(number) + (node.side == 0 ? ". " : "... ");
    out.word(prefix + node.text);
    for (int nag : node.nags)
        out.word(std::string("$").append(std::to_string(nag)));
    writeComment(node.comment, board, out);
    return !node.comment.empty();
}

// The movetext, walked with a stack of the lines being written rather than by recursion, so
// that variations may nest to any depth. After a first child come its siblings, the
// variations, each in parentheses; then the line goes on.
std::string movetext(const GameTree& tree, const std::string& result)
{
    const Geometry& board = tree.start().position().geometry();
    MovetextLines out;
    writeComment(tree.node(GameTree::kRoot).comment, board, out);
    struct Line {
        NodeId node;
        int number;               // the PGN number of the node's move
        std::size_t nextSibling;  // 0: the node's move is still to be written
        bool variation;
    };
    std::vector<Line> lines;
    if (!tree.children(GameTree::kRoot).empty()) {
        const NodeId first = tree.children(GameTree::kRoot).front();
        lines.push_back({first, pgnNumber(tree, first, 0), 0, false});
    }
    bool numbered = true;
    while (!lines.empty()) {
        Line& line = lines.back();
        const std::vector<NodeId>& siblings = tree.children(tree.parent(line.node));
        if (line.nextSibling == 0) {
            numbered = writeMove(tree, line.node, line.number, numbered, board, out);
            line.nextSibling = 1;
        }
        if (siblings.front() == line.node && line.nextSibling < siblings.size()) {
            const NodeId variation = siblings[line.nextSibling++];
            out.open();
            writeComment(tree.node(variation).commentBefore, board, out);
            numbered = true;
            lines.push_back({variation, line.number, 0, true});
        } else if (!tree.children(line.node).empty()) {
            const NodeId next = tree.children(line.node).front();
            line = {next, pgnNumber(tree, next, line.number), 0, line.variation};
        } else {
            if (line.variation) {
                out.close();
                numbered = true;
            }
            lines.pop_back();
        }
    }
    out.word(result);
    return out.text();
}

Result<GameRecord> mainLineRecord(Result<TreeRecord> read)
{
    if (!read)
        return read.problems();
    if (!read->problems.empty())
        return read->problems.front().where;
    const GameTree& tree = read->tree;
    return GameRecord{tree.gameAt(tree.lineEnd(GameTree::kRoot)), std::move(read->tags)};
}

}  // namespace

std::string writeRecord(const Game& game, const RecordTags& tags)
{
    return writeRecord(GameTree(game), tags);
}

std::string writeRecord(const GameTree& tree, const RecordTags& extra)
{
    const Game& game = tree.start();
    const Position& start = game.position();
    Position end = tree.positionAt(tree.lineEnd(GameTree::kRoot));
    const Outcome outcome = game.choosingArmy() >= 0 ? Outcome{} : adjudicate(end);
    RecordTags tags{
        {"Event", "?"}, {"Site", "?"}, {"Date", "????.??.??"}, {"Round", "?"}, {"White", "?"}, {"Black", "?"}};
    tags["Result"] = outcome.pgnResult();
    tags["Variant"] = game.variant().id();
    tags["VariantOptions"] = optionsText(game.options());
    if (!game.choiceMade().empty())
        tags["PreGameChoice"] = game.choiceMade();
    auto definition = game.variant().definition(game.options());
    if (!definition || start.fen() != Position::start(start.rulesPtr()).fen()) {
        tags["SetUp"] = "1";
        tags["FEN"] = start.fen();
    }
    if (outcome.over()) {
        tags["ResultKind"] = outcome.kindId();
        std::string termination = outcome.kindId();
        std::replace(termination.begin(), termination.end(), '-', ' ');
        tags["Termination"] = termination;
    }
    for (const auto& [key, value] : extra)
        tags[key] = value;

    std::ostringstream out;
    // The seven-tag roster first, in its order, then the others.
    const char* roster[] = {"Event", "Site", "Date", "Round", "White", "Black", "Result"};
    for (const char* key : roster)
        out << '[' << key << " \"" << escaped(tags[key]) << "\"]\n";
    for (const auto& [key, value] : tags)
        if (std::find(std::begin(roster), std::end(roster), key) == std::end(roster))
            out << '[' << key << " \"" << escaped(value) << "\"]\n";
    // A forfeit's result may differ from the board's; a Result tag that is no result (read from
    // a file) stays a tag, and the movetext ends in the board's, so that the text reads again.
    const std::string& result = tags["Result"];
    out << '\n' << movetext(tree, isResultSymbol(result) ? result : outcome.pgnResult());
    return out.str();
}

Result<GameRecord> readRecord(const std::string& text, const std::string& fileName)
{
    const RecordFile file(text, fileName);
    if (!file.problems().empty())
        return file.problems();
    if (file.games().empty())
        return Problem{fileName, 0, 0, "", "holds no game"};
    return mainLineRecord(file.load(0));
}

Result<std::vector<GameRecord>> readRecords(const std::string& text, const std::string& fileName)
{
    const RecordFile file(text, fileName);
    if (!file.problems().empty())
        return file.problems();
    std::vector<GameRecord> records;
    for (int i = 0; i < int(file.games().size()); ++i) {
        auto record = mainLineRecord(file.load(i));
        if (!record)
            return record.problems();
        records.push_back(std::move(record).value());
    }
    if (records.empty())
        return Problem{fileName, 0, 0, "", "holds no game"};
    return records;
}

}  // namespace kabir
