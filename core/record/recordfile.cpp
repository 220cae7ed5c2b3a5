#include "core/record/recordfile.h"

#include "core/record/pgnlexer.h"
#include "core/record/recordreader.h"

#include "core/board/characters.h"

namespace kabir {
namespace {

using Kind = PgnToken::Kind;

// Where each game of the file begins, its tags, and its main line's moves counted.
std::vector<GameHeader> listGames(std::string_view text)
{
    std::vector<GameHeader> games;
    bool movetext = false;  // the game has moves, variations or NAGs (comments are not enough)
    bool ended = false;     // its result has been read
    int depth = 0;
    PgnLexer lexer(text);
    for (PgnToken token = lexer.next(); token.kind != Kind::End; token = lexer.next()) {
        const bool tag = token.kind == Kind::Tag || token.kind == Kind::BadTag;
        const bool moves = token.kind == Kind::Symbol || token.kind == Kind::Open;
        if (games.empty() || (tag && movetext) || (moves && ended)) {
            if (!games.empty())
                games.back().end = token.offset;
            games.push_back({int(games.size()) + 1, token.line, {}, 0, token.offset, text.size()});
            movetext = ended = false;
            depth = 0;
        }
        GameHeader& game = games.back();
        movetext = movetext || moves || token.kind == Kind::Close || token.kind == Kind::Nag;
        int nag = 0;
        if (token.kind == Kind::Tag)
            game.tags[std::string(token.text)] = token.value;
        else if (token.kind == Kind::Open)
            ++depth;
        else if (token.kind == Kind::Close)
            depth = std::max(depth - 1, 0);
        else if (token.kind == Kind::Symbol && depth == 0 && isResultSymbol(token.text))
            ended = true;
        else if (token.kind == Kind::Symbol && depth == 0 && !symbolMove(token.text, nag).empty())
            ++game.plyCount;
    }
    return games;
}

}  // namespace

std::string GameProblem::toString() const
{
    Problem p = where;
    p.key.clear();
    const std::string key = printableText(where.key, 60);
    const std::string what = moveNumber.empty() ? ": '" + key + "' " : ", move " + moveNumber + " " + key + ": ";
    p.message = "game " + std::to_string(game) + what + where.message;
    return p.toString();
}

RecordFile::RecordFile(std::string text, std::string fileName)
    : m_text(std::move(text)), m_fileName(std::move(fileName))
{
    if (const std::size_t at = firstBinaryByte(m_text); at != std::string::npos) {
        const auto [line, column] = lineAndColumn(m_text, at);
        m_problems.push_back({m_fileName, line, column, "", notTextMessage(m_text[at], "a record file is PGN text")});
        return;
    }
    m_games = listGames(m_text);
}

Result<TreeRecord> RecordFile::load(int index, const VariantMatch* variant) const
{
    if (!m_starts)
        m_starts = std::make_shared<GameStarts>();
    return readGame(m_text, m_games[std::size_t(index)], m_fileName, variant, m_starts.get());
}

}  // namespace kabir
