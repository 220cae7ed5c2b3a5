#include "core/gamerecord.h"

#include "core/notation.h"
#include "core/variantcatalog.h"

#include <algorithm>
#include <cctype>
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

// Result tokens and move numbers ("12." or "12...") in movetext.
bool isResultToken(const std::string& t)
{
    return t == "1-0" || t == "0-1" || t == "1/2-1/2" || t == "*";
}
bool isMoveNumber(const std::string& t)
{
    std::size_t i = 0;
    while (i < t.size() && std::isdigit(static_cast<unsigned char>(t[i])))
        ++i;
    return i > 0 && i < t.size() && t.find_first_not_of('.', i) == std::string::npos;
}

// The games of a file: each starts at a tag line that follows movetext. Returns the first
// line (1-based) and the text of each.
std::vector<std::pair<int, std::string>> splitGames(const std::string& text)
{
    std::vector<std::pair<int, std::string>> games;
    std::istringstream in(text);
    std::string line;
    bool movetext = false;
    int braces = 0, number = 0;
    while (std::getline(in, line)) {
        ++number;
        const bool tag = braces == 0 && !line.empty() && line[0] == '[';
        if (games.empty() || (tag && movetext)) {
            games.emplace_back(number, std::string());
            movetext = false;
        }
        games.back().second += line + '\n';
        if (!tag && line.find_first_not_of(" \t\r") != std::string::npos) {
            movetext = true;
            braces += int(std::count(line.begin(), line.end(), '{')) - int(std::count(line.begin(), line.end(), '}'));
            braces = std::max(braces, 0);
        }
    }
    return games;
}

Result<GameRecord> readGame(const std::string& text, const std::string& fileName, int firstLine);

}  // namespace

std::string writeRecord(const Game& source, const RecordTags& extra)
{
    Game game = source;
    const Position start = game.positionAt(0);
    const Outcome outcome = game.outcome();
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
    out << '\n';

    Position pos = start;
    std::string line;
    for (int ply = 0; ply < game.plyCount(); ++ply) {
        const Move m = game.moveAt(ply);
        std::string token;
        if (pos.sideToMove() == 0 || ply == 0)
            token = std::to_string(pos.fullmoveNumber()) + (pos.sideToMove() == 0 ? ". " : "... ");
        token += moveText(pos, m);
        pos.doMove(m);
        if (line.size() + token.size() > 79) {
            out << line << '\n';
            line.clear();
        }
        line += (line.empty() ? "" : " ") + token;
    }
    line += (line.empty() ? "" : " ") + tags["Result"];  // a forfeit's result may differ from the board's
    out << line << "\n";
    return out.str();
}

Result<GameRecord> readRecord(const std::string& text, const std::string& fileName)
{
    const auto games = splitGames(text);
    return readGame(games.empty() ? text : games.front().second, fileName, 1);
}

Result<std::vector<GameRecord>> readRecords(const std::string& text, const std::string& fileName)
{
    std::vector<GameRecord> records;
    for (const auto& [firstLine, game] : splitGames(text)) {
        if (game.find_first_not_of(" \t\r\n") == std::string::npos)
            continue;
        auto record = readGame(game, fileName, firstLine);
        if (!record)
            return record.problems();
        records.push_back(std::move(record).value());
    }
    if (records.empty())
        return Problem{fileName, 0, 0, "", "holds no game"};
    return records;
}

namespace {

Result<GameRecord> readGame(const std::string& text, const std::string& fileName, int firstLine)
{
    auto fail = [&](int line, const std::string& key, const std::string& why) {
        return Problem{fileName, line > 0 ? line + firstLine - 1 : 0, 0, key, why};
    };
    RecordTags tags;
    std::istringstream in(text);
    std::string lineText;
    int lineNumber = 0;
    std::vector<std::pair<int, std::string>> tokens;  // movetext tokens with their lines
    int depth = 0;                                    // inside (variations)
    bool inComment = false;
    while (std::getline(in, lineText)) {
        ++lineNumber;
        if (!inComment && depth == 0 && !lineText.empty() && lineText[0] == '[') {
            const auto space = lineText.find(' ');
            const auto open = lineText.find('"'), close = lineText.rfind('"');
            if (space == std::string::npos || open == std::string::npos || close <= open || lineText.back() != ']')
                return fail(lineNumber, lineText, "is not a tag pair [Name \"value\"]");
            std::string value;
            for (std::size_t i = open + 1; i < close; ++i) {
                if (lineText[i] == '\\' && i + 1 < close)
                    ++i;
                value += lineText[i];
            }
            tags[lineText.substr(1, space - 1)] = value;
            continue;
        }
        std::string token;
        auto flush = [&] {
            if (!token.empty() && !inComment && depth == 0)
                tokens.emplace_back(lineNumber, token);
            token.clear();
        };
        for (char c : lineText) {
            if (inComment) {
                inComment = c != '}';
                continue;
            }
            if (c == '{' || c == '(' || c == ')' || std::isspace(static_cast<unsigned char>(c))) {
                flush();
                inComment = c == '{';
                depth += c == '(' ? 1 : c == ')' ? -1 : 0;
                continue;
            }
            if (c == ';' && token.empty() && depth == 0)
                break;  // a comment to the end of the line
            token += c;
        }
        flush();
    }

    const auto variantTag = tags.find("Variant");
    const std::string variantId = variantTag == tags.end() ? "chess" : variantTag->second;
    const VariantFile* variant = nullptr;
    for (const VariantFile& v : VariantCatalog::builtIn().variants())
        if (v.id() == variantId)
            variant = &v;
    if (!variant)
        return fail(0, "Variant", "unknown variant \"" + variantId + "\"");
    OptionValues options;
    std::istringstream optionList(tags.count("VariantOptions") ? tags["VariantOptions"] : "");
    for (std::string pair; std::getline(optionList, pair, ';');) {
        const auto eq = pair.find('=');
        if (eq == std::string::npos)
            return fail(0, "VariantOptions", "expected key=value pairs separated by ';'");
        options[pair.substr(0, eq)] = pair.substr(eq + 1);
    }
    const std::string fen = tags.count("FEN") ? tags["FEN"] : "";
    auto game = Game::create(*variant, options, fen);
    if (!game)
        return game.problems();
    if (tags.count("PreGameChoice") && game->choosingArmy() >= 0) {
        auto chosen = game->play(tags["PreGameChoice"]);
        if (!chosen)
            return fail(0, "PreGameChoice", chosen.problems().front().message);
    }
    for (const auto& [line, token] : tokens) {
        if (isMoveNumber(token) || isResultToken(token) || token[0] == '$')
            continue;
        std::string move = token;
        if (const auto dots = move.find("..."); dots != std::string::npos && isMoveNumber(move.substr(0, dots + 3)))
            move = move.substr(dots + 3);
        else if (const auto dot = move.find('.'); dot != std::string::npos && isMoveNumber(move.substr(0, dot + 1)))
            move = move.substr(dot + 1);
        auto played = game->play(move);
        if (!played)
            return fail(line, move, played.problems().front().message);
    }
    return GameRecord{std::move(game).value(), tags};
}

}  // namespace

}  // namespace kabir
