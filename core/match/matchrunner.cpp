#include "core/match/matchrunner.h"

#include "core/match/matchrecord.h"

#include <ctime>
#include <map>
#include <thread>

namespace kabir::match {
namespace {

std::string today()
{
    const std::time_t now = std::time(nullptr);
    std::tm local{};
    localtime_r(&now, &local);
    char text[16];
    std::strftime(text, sizeof text, "%Y.%m.%d", &local);
    return text;
}

// Whether the engines of a game so ended are still to be trusted with the next one.
bool cleanEnding(Termination t)
{
    return t == Termination::Rules || t == Termination::Resignation || t == Termination::ScoreDraw
        || t == Termination::ScoreResign || t == Termination::MaxMoves;
}

}  // namespace

MatchRunner::MatchRunner(MatchSettings settings) : m_settings(std::move(settings)) { }

void MatchRunner::schedule()
{
    const int engines = int(m_settings.engines.size());
    const int pairs = (m_settings.gamesPerPairing + 1) / 2;
    const auto order = openingOrder(int(m_settings.openings.size()), m_settings.randomOrder, m_settings.seed);
    int number = 0, pairId = 0;
    for (int pair = 0; pair < pairs; ++pair) {
        const Opening* opening = m_settings.openings.empty()
            ? &m_startPosition
            : &m_settings.openings[std::size_t(order[std::size_t(pair) % order.size()])];
        for (int a = 0; a < engines; ++a)
            for (int b = a + 1; b < engines; ++b, ++pairId) {
                m_tasks.push_back(Task{++number, pair + 1, a, b, pairId, opening});
                if (2 * pair + 1 < m_settings.gamesPerPairing)
                    m_tasks.push_back(Task{++number, pair + 1, b, a, pairId, opening});
            }
    }
}

Result<MatchSummary> MatchRunner::run()
{
    if (m_settings.engines.size() < 2)
        return Problem{"", 0, 0, "--engine", "a match needs two engines or more"};
    if (m_settings.sprt) {
        if (m_settings.engines.size() != 2)
            return Problem{"", 0, 0, "--sprt", "an SPRT needs exactly two engines"};
        auto sprt = Sprt::create(*m_settings.sprt);
        if (!sprt)
            return sprt.problems();
        m_sprt = sprt.value();
    }
    auto game = Game::create(*m_settings.game.variant, m_settings.game.options);
    if (!game)
        return game.problems();
    const bool fourArmies = game->position().rules().armyCount() > 2;
    for (const EngineSpec& spec : m_settings.engines) {
        if (spec.protocol == Protocol::Xboard && (fourArmies || m_settings.game.timeControl.nodes))
            return Problem{"", 0, 0, spec.name, "XBoard engines play neither four armies nor node limits: use UCI"};
        auto client = makeEngineClient(spec);
        client->setLog(m_log);
        auto started = client->start();
        if (!started)
            return started.problems();
        client->quit();
    }
    schedule();
    m_summary.scoreboard = Scoreboard(int(m_settings.engines.size()));
    m_summary.gamesPlanned = int(m_tasks.size());
    m_started = std::chrono::steady_clock::now();
    std::vector<std::thread> workers;
    for (int i = 0; i < std::max(1, m_settings.concurrency); ++i)
        workers.emplace_back([this] { work(); });
    for (std::thread& worker : workers)
        worker.join();
    m_summary.elapsedSeconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - m_started).count();
    m_summary.interrupted = m_stop && !m_decided;
    return m_summary;
}

EngineClient* MatchRunner::engineFor(std::map<int, std::unique_ptr<EngineClient>>& clients, int engine)
{
    auto& client = clients[engine];
    if (client && client->alive())
        return client.get();
    client = makeEngineClient(m_settings.engines[std::size_t(engine)]);
    client->setLog(m_log);
    client->setCancel(&m_stop);
    client->start();  // a failure shows as a dead engine, which forfeits the game
    return client.get();
}

void MatchRunner::work()
{
    std::map<int, std::unique_ptr<EngineClient>> clients;
    while (!m_stop) {
        Task task;
        {
            std::lock_guard lock(m_mutex);
            if (m_nextTask >= m_tasks.size())
                break;
            task = m_tasks[m_nextTask++];
        }
        EngineClient* const players[2] = {engineFor(clients, task.white), engineFor(clients, task.black)};
        const PlayedGame played = playGame(m_settings.game, *task.opening, players, m_stop);
        if (!m_settings.keepEngines || !cleanEnding(played.result.termination)) {
            for (auto& [engine, client] : clients)
                client->quit();
            clients.clear();
        }
        finish(task, played);
    }
    for (auto& [engine, client] : clients)
        client->quit();
}

void MatchRunner::finish(const Task& task, const PlayedGame& played)
{
    std::lock_guard lock(m_mutex);
    FinishedGame finished{task.number, task.round, task.white, task.black, played.result, {}};
    if (!played.result.counts() || m_decided)
        return;
    if (played.game) {
        RecordTags tags = m_settings.tags;
        tags.emplace("Date", today());
        tags["Round"] = std::to_string(task.round);
        tags["White"] = m_settings.engines[std::size_t(task.white)].name;
        tags["Black"] = m_settings.engines[std::size_t(task.black)].name;
        tags["TimeControl"] = m_settings.game.timeControl.text();
        finished.record = matchRecord(*played.game, played.result, tags);
    }
    m_summary.scoreboard.add(task.white, task.black, task.pairId, played.result);
    if (m_sprt) {
        m_summary.llr = m_sprt->llr(m_summary.scoreboard.pairing(0, 1).penta);
        m_summary.decision = m_sprt->decide(*m_summary.llr);
        if (m_summary.decision != Sprt::Decision::Continue) {
            m_decided = true;
            m_stop = true;
        }
    }
    if (m_observer) {
        const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - m_started).count();
        m_observer(MatchProgress{finished, m_summary.scoreboard, m_summary.gamesPlanned, elapsed, m_summary.llr});
    }
}

}  // namespace kabir::match
