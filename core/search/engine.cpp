#include "core/search/engine.h"

#include "core/search/search.h"
#include "core/search/skill.h"
#include "core/search/weightfile.h"

#include <algorithm>
#include <cassert>
#include <chrono>

namespace kabir::search {

namespace {

std::size_t tableMegabytes(int hashMegabytes)
{
    return std::size_t(std::clamp(hashMegabytes, 1, 1 << 16));
}

EngineOptions clamped(EngineOptions options)
{
    options.threads = std::clamp(options.threads, 1, 256);
    options.multiPv = std::clamp(options.multiPv, 1, 256);
    options.skillLevel = std::clamp(options.skillLevel, 0, EngineOptions::kMaxSkillLevel);
    return options;
}

}  // namespace

Engine::Engine(const EngineOptions& options)
    : m_options(clamped(options)), m_table(tableMegabytes(options.hashMegabytes))
{
}

Engine::~Engine()
{
    stop();
    wait();
}

void Engine::wait()
{
    if (m_thread.joinable())
        m_thread.join();
}

void Engine::setOptions(const EngineOptions& options)
{
    stop();
    wait();
    if (options.hashMegabytes != m_options.hashMegabytes)
        m_table.resize(tableMegabytes(options.hashMegabytes));
    m_options = clamped(options);
}

void Engine::newGame()
{
    stop();
    wait();
    m_table.clear();
    m_histories.clear();
}

void Engine::setPosition(const Position& position)
{
    stop();
    wait();
    if (m_evaluator && m_evaluator->rules() != position.rulesPtr())
        m_evaluator.reset();
    m_position = position;
}

const Evaluator& Engine::evaluator()
{
    assert(m_position);
    if (!m_evaluator)
        m_evaluator = std::make_unique<Evaluator>(
            m_position->rulesPtr(), ShippedWeights::builtIn().forVariant(m_position->rules().definition().id));
    return *m_evaluator;
}

void Engine::go(const Limits& limits, InfoCallback onInfo, BestMoveCallback onBestMove)
{
    assert(m_position);
    stop();
    wait();
    evaluator();
    m_stop = false;
    m_searching = true;
    m_thread = std::thread(&Engine::run, this, limits, std::move(onInfo), std::move(onBestMove));
}

void Engine::run(Limits limits, InfoCallback onInfo, BestMoveCallback onBestMove)
{
    const Position& root = *m_position;
    const Ruleset& rules = root.rules();
    const SkillPlan skill = planSkill(m_options.skillLevel);
    if (skill.maxDepth)
        limits.depth = limits.depth ? std::min(limits.depth, skill.maxDepth) : skill.maxDepth;

    SharedSearch shared(m_stop);
    shared.table = &m_table;
    shared.evaluator = m_evaluator.get();
    shared.limits = limits;
    shared.multiPv = std::max(m_options.multiPv, skill.candidates);
    shared.reportedLines = m_options.multiPv;
    const int gamePly = (root.fullmoveNumber() - 1) * rules.armyCount();
    shared.budget = planTime(limits, rules.teamOf(root.sideToMove()), gamePly, m_options.moveOverheadMs);
    m_table.newSearch();

    if (!m_histories.empty() && !m_histories.front()->fits(rules))
        m_histories.clear();
    while (int(m_histories.size()) < m_options.threads)
        m_histories.push_back(std::make_unique<History>(rules));
    std::vector<std::unique_ptr<Searcher>> searchers;
    for (int i = 0; i < m_options.threads; ++i)
        searchers.push_back(std::make_unique<Searcher>(
            i, shared, root, *m_histories[std::size_t(i)], i == 0 ? onInfo : Searcher::InfoCallback()));
    for (const auto& s : searchers)
        shared.threads.push_back(s.get());
    std::vector<std::thread> helpers;
    for (int i = 1; i < m_options.threads; ++i)
        helpers.emplace_back(&Searcher::iterate, searchers[std::size_t(i)].get());
    searchers[0]->iterate();
    // "go infinite" reports its move only when told to stop.
    while (limits.infinite && !m_stop.load())
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    m_stop = true;
    for (std::thread& t : helpers)
        t.join();

    BestMove best;
    best.nodes = shared.totalNodes();
    const std::vector<RootMove>& moves = searchers[0]->rootMoves();
    if (!moves.empty()) {
        const RootMove& top = moves[0];
        best.move = m_options.skillLevel < EngineOptions::kMaxSkillLevel
            ? chooseWithSkill(moves, m_options.skillLevel, shared.multiPv, m_skillSeed)
            : top.move;
        const auto chosen
            = std::find_if(moves.begin(), moves.end(), [&](const RootMove& rm) { return rm.move == best.move; });
        best.value = chosen->value != -kInfinite ? chosen->value : chosen->previousValue;
        best.ponder = chosen->pv.size() > 1 ? chosen->pv[1] : Move();
        best.depth = searchers[0]->completedDepth();
    }
    m_searching = false;
    if (onBestMove)
        onBestMove(best);
}

}  // namespace kabir::search
