#include "core/protocol/gamesearch.h"

#include "core/position/movegen.h"
#include "core/record/notation.h"
#include "core/search/prechoice.h"

#include <algorithm>

namespace kabir::protocol {
namespace {

// The moves in coordinate notation, played from `root` as far as they are legal.
std::vector<std::string> movesText(Position root, const std::vector<Move>& moves)
{
    std::vector<std::string> texts;
    for (Move m : moves) {
        MoveList legal;
        generateLegalMoves(root, legal);
        if (std::find(legal.begin(), legal.end(), m) == legal.end())
            break;
        texts.push_back(coordinateText(root, m));
        root.doMove(m);
    }
    return texts;
}

}  // namespace

void GameSearch::start(const Game& game, const search::Limits& limits, LineCallback onLine, AnswerCallback onAnswer)
{
    abandon();
    m_running = true;
    {
        const std::lock_guard lock(m_lastMutex);
        m_last = {};
    }
    if (std::optional<SearchAnswer> answer = answerAtOnce(game)) {
        answer->searchId = m_id;
        if (limits.infinite) {
            m_held = answer;
            m_heldCallback = std::move(onAnswer);
        } else {
            onAnswer(*answer);
        }
        return;
    }
    const Position root = game.position();
    m_engine.setPosition(root);
    m_engine.go(
        limits, [this, root, onLine](const search::Info& info) { report(root, info, onLine); },
        [root, id = m_id, onAnswer](const search::BestMove& best) {
            SearchAnswer a;
            a.searchId = id;
            a.value = best.value;
            const std::vector<std::string> line = movesText(root, {best.move, best.ponder});
            if (!line.empty()) {
                a.kind = SearchAnswer::Kind::Move;
                a.move = line[0];
                a.ponder = line.size() > 1 ? line[1] : std::string();
            }
            onAnswer(a);
        });
}

std::optional<SearchAnswer> GameSearch::answerAtOnce(Game game)
{
    SearchAnswer answer;
    if (game.choosingArmy() >= 0) {
        const search::PreGameDecision decision = search::choosePreGame(game, m_engine);
        answer.kind = SearchAnswer::Kind::Choice;
        answer.move = decision.choice;
        answer.value = decision.value;
        return answer;
    }
    answer.outcome = game.outcome();
    if (!answer.outcome.over())
        return std::nullopt;
    const Position& pos = game.position();
    answer.value = search::outcomeValue(answer.outcome, pos.rules().teamOf(pos.sideToMove()), 0);
    return answer;
}

void GameSearch::stop()
{
    if (m_held) {
        const SearchAnswer answer = *m_held;
        m_held.reset();
        m_heldCallback(answer);
        return;
    }
    m_engine.stop();
}

void GameSearch::abandon()
{
    m_held.reset();
    m_engine.stop();
    m_engine.wait();
    ++m_id;
    m_running = false;
}

bool GameSearch::accept(const SearchAnswer& answer)
{
    if (!m_running || answer.searchId != m_id)
        return false;
    m_running = false;
    return true;
}

SearchLine GameSearch::lastLine() const
{
    const std::lock_guard lock(m_lastMutex);
    return m_last;
}

void GameSearch::report(const Position& root, const search::Info& info, const LineCallback& onLine)
{
    SearchLine line{info, movesText(root, info.pv)};
    {
        const std::lock_guard lock(m_lastMutex);
        m_last = line;
    }
    if (onLine)
        onLine(line);
}

}  // namespace kabir::protocol
