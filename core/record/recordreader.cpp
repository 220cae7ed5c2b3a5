#include "core/record/recordreader.h"

#include "core/record/pgnlexer.h"
#include "core/catalog/variantcatalog.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <map>
#include <sstream>

namespace kabir {
namespace {

using Kind = PgnToken::Kind;

// A variant id, in any case; lichess names chess "Standard" and, from a position, "From Position".
const VariantFile* variantNamed(std::string name)
{
    std::transform(name.begin(), name.end(), name.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    return VariantCatalog::builtIn().find(name == "standard" || name == "from position" ? "chess" : name);
}

// The game the tags describe, before its first move.
// The game of `variant` with `options` from `fen` (its start position when empty), its rules
// taken from `starts` when a game of the file had them before.
Result<Game> createGame(
    const VariantFile& variant, const OptionValues& options, const std::string& fen, GameStarts* starts)
{
    if (!starts)
        return Game::create(variant, options, fen);
    std::string key = variant.id();
    for (const auto& [name, value] : options)
        key += '\n' + name + '=' + value;
    auto found = starts->find(key);
    if (found == starts->end())
        found = starts->emplace(key, Game::create(variant, options)).first;
    const Result<Game>& start = found->second;
    if (!start)
        return start.problems();
    if (fen.empty())
        return start.value();
    return start->sameRules(fen);
}

Result<Game> startGame(const RecordTags& tags, const std::map<std::string, int>& tagLines, const GameHeader& header,
    const std::string& fileName, const VariantMatch* chosen, GameStarts* starts)
{
    auto tag = [&](const std::string& key) {
        const auto found = tags.find(key);
        return found == tags.end() ? std::string() : found->second;
    };
    auto problem = [&](const std::string& key, const std::string& why) {
        const auto line = tagLines.find(key);
        return Problem{fileName, line == tagLines.end() ? header.firstLine : line->second, 0, key, why};
    };
    const VariantFile* variant = VariantCatalog::builtIn().find("chess");
    OptionValues options;
    if (tags.count("Variant")) {
        variant = variantNamed(tag("Variant"));
        if (!variant)
            return problem("Variant", "unknown variant \"" + tag("Variant") + "\"");
    } else if (chosen) {
        variant = chosen->variant;
        options = chosen->options;
    } else if (tags.count("FEN")) {
        const auto matches = recogniseVariant(tag("FEN"));
        if (matches.empty())
            return problem("FEN", "is a position of no variant (and the Variant tag is missing)");
        variant = matches.front().variant;
        options = matches.front().options;
    }
    std::istringstream list(tag("VariantOptions"));
    for (std::string pair; std::getline(list, pair, ';');) {
        const auto eq = pair.find('=');
        if (eq == std::string::npos)
            return problem("VariantOptions", "expected key=value pairs separated by ';'");
        options[pair.substr(0, eq)] = pair.substr(eq + 1);
    }
    auto game = createGame(*variant, options, tag("FEN"), starts);
    if (!game) {
        std::vector<Problem> problems = game.problems();
        for (Problem& p : problems)
            if (p.file.empty())
                p = Problem{fileName, header.firstLine, 0, p.key, p.message};
        return problems;
    }
    if (tags.count("PreGameChoice") && game->choosingArmy() >= 0) {
        auto chosenValues = game->play(tag("PreGameChoice"));
        if (!chosenValues)
            return problem("PreGameChoice", chosenValues.problems().front().message);
    }
    return game;
}

std::string moveNumberText(const Position& pos)
{
    return std::to_string(pos.fullmoveNumber()) + (pos.sideToMove() == 0 ? "." : "...");
}

// Reads the movetext from `token` on into the record's tree. A variation starts from the
// node before the last move read; a bad move ends the main line, or skips the rest of its
// variation. Iterative, so that variations may nest to any depth.
void readMovetext(PgnLexer& lexer, PgnToken token, TreeRecord& record, int game, const std::string& fileName)
{
    GameTree& tree = record.tree;
    const Geometry& board = tree.start().position().geometry();
    NodeId at = GameTree::kRoot;
    std::vector<NodeId> resume;    // where each open variation returns to
    std::vector<PgnToken> opened;  // the '(' of each open variation
    bool variationStarts = false;  // no move yet since the last '('
    Comment before;                // a comment before the first move of a variation
    int skipping = 0;              // the depth of '(' within a variation skipped after a bad move
    auto report = [&](const PgnToken& where, std::string key, std::string why, std::string moveNumber = {}) {
        record.problems.push_back(
            {{fileName, where.line, where.column, std::move(key), std::move(why)}, game, std::move(moveNumber)});
    };
    auto addNag = [&](int nag) {
        if (at != GameTree::kRoot && !variationStarts && nag >= 1 && nag <= 255) {
            std::vector<int> nags = tree.node(at).nags;
            nags.push_back(nag);
            tree.setNags(at, std::move(nags));
        }
    };
    for (; token.kind != Kind::End; token = lexer.next()) {
        if (skipping > 0) {
            skipping += token.kind == Kind::Open ? 1 : token.kind == Kind::Close ? -1 : 0;
            if (skipping > 0 || token.kind != Kind::Close)
                continue;
        }
        switch (token.kind) {
        case Kind::Comment: {
            const Comment comment = parseComment(token.text, board);
            if (variationStarts) {
                before.append(comment, board);
            } else {
                Comment after = tree.node(at).comment;
                after.append(comment, board);
                tree.setComment(at, std::move(after));
            }
            break;
        }
        case Kind::Nag: addNag(std::atoi(std::string(token.text.substr(1)).c_str())); break;
        case Kind::Open:
            if (at == GameTree::kRoot || variationStarts) {
                report(token, "(", "starts a variation where there is no move it could replace");
                resume.push_back(at);  // its ')' comes back here
                opened.push_back(token);
                skipping = 1;
                break;
            }
            resume.push_back(at);
            opened.push_back(token);
            at = tree.parent(at);
            variationStarts = true;
            before = {};
            break;
        case Kind::Close:
            if (resume.empty()) {
                report(token, ")", "closes no variation");
                break;
            }
            at = resume.back();
            resume.pop_back();
            opened.pop_back();
            variationStarts = false;
            break;
        case Kind::Symbol: {
            int nag = 0;
            const std::string_view text = symbolMove(token.text, nag);
            if (isResultSymbol(token.text) || text.empty()) {
                addNag(nag);
                break;
            }
            auto move = tree.legalMove(at, text);
            if (!move) {
                report(token, std::string(text), move.problems().front().message, moveNumberText(tree.positionAt(at)));
                if (resume.empty())
                    return;  // the main line ends here
                skipping = 1;
                break;
            }
            at = tree.appendMove(at, move.value());
            if (variationStarts)
                tree.setCommentBefore(at, std::move(before));
            before = {};
            variationStarts = false;
            addNag(nag);
            break;
        }
        case Kind::Tag:  // a tag pair after movetext begins the next game
        case Kind::BadTag:
        case Kind::End: break;
        }
    }
    // Variations never closed are read as far as they go, and said once, at the outermost.
    const std::size_t inner = opened.empty() ? 0 : opened.size() - 1;
    if (!opened.empty())
        report(opened.front(), "(",
            inner == 0       ? "is never closed"
                : inner == 1 ? "is never closed, nor is the one opened after it"
                             : "is never closed, nor are the " + std::to_string(inner) + " opened after it");
}

}  // namespace

Result<TreeRecord> readGame(std::string_view text, const GameHeader& header, const std::string& fileName,
    const VariantMatch* variant, GameStarts* starts)
{
    PgnLexer lexer(text, header.begin, header.end, header.firstLine);
    RecordTags tags;
    std::map<std::string, int> tagLines;
    std::vector<std::string_view> comments;  // before the first move
    PgnToken token = lexer.next();
    for (; token.kind == Kind::Tag || token.kind == Kind::BadTag || token.kind == Kind::Comment; token = lexer.next()) {
        if (token.kind == Kind::BadTag)
            return Problem{
                fileName, token.line, token.column, std::string(token.text), "is not a tag pair [Name \"value\"]"};
        if (token.kind == Kind::Comment) {
            comments.push_back(token.text);
            continue;
        }
        tagLines[std::string(token.text)] = token.line;
        tags[std::string(token.text)] = token.value;
    }
    auto game = startGame(tags, tagLines, header, fileName, variant, starts);
    if (!game)
        return game.problems();
    TreeRecord record{GameTree(game.value()), std::move(tags), {}};
    Comment intro;
    const Geometry& board = game->position().geometry();
    for (std::string_view comment : comments)
        intro.append(parseComment(comment, board), board);
    record.tree.setComment(GameTree::kRoot, std::move(intro));
    readMovetext(lexer, std::move(token), record, header.number, fileName);
    return record;
}

}  // namespace kabir
