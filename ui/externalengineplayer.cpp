#include "ui/externalengineplayer.h"

#include "core/match/engineclient.h"
#include "ui/enginethread.h"

#include <QMetaObject>

#include <algorithm>
#include <chrono>

namespace {

// Beyond its clock, an engine gets this long to answer before it counts as silent; the flag
// in the window falls on time anyway.
constexpr std::int64_t kAnswerGraceMs = 2000;

}  // namespace

struct ExternalEnginePlayer::Session {
    kabir::match::EngineSpec spec;
    std::unique_ptr<kabir::match::EngineClient> client;
    kabir::match::GameSetup setup;
    std::vector<std::string> known;  // the moves the engine knows, its answer included
    bool fresh = true;               // the engine needs a new game before the next question

    // Starts the engine unless it runs; why it cannot, or "".
    std::string ensureStarted()
    {
        if (client && client->alive())
            return {};
        client = kabir::match::makeEngineClient(spec);
        fresh = true;
        auto started = client->start();
        if (!started) {
            client.reset();
            return started.errorText();
        }
        return {};
    }
};

ExternalEnginePlayer::ExternalEnginePlayer(const ExternalEngine& engine, QObject* parent)
    : ComputerPlayer(parent), m_engine(engine), m_session(std::make_shared<Session>()),
      m_thread(std::make_unique<EngineThread>(QStringLiteral("engine %1").arg(engine.name)))
{
}

// A cancelled wait ends within 50 ms; the thread goes first, then the session with the engine's
// process, which is ended then.
ExternalEnginePlayer::~ExternalEnginePlayer()
{
    if (m_cancel)
        m_cancel->store(true);
    m_thread.reset();
}

void ExternalEnginePlayer::think(
    const kabir::Game& game, const kabir::search::Limits& limits, const kabir::match::TimeControl& control)
{
    const int id = ++m_id;
    m_thinking = true;
    m_cancel = std::make_shared<std::atomic<bool>>(false);

    const kabir::Position& pos = game.position();
    const kabir::Ruleset& rules = pos.rules();
    const QString variantId = QString::fromStdString(game.variant().id());
    kabir::match::GameSetup setup = engineGameSetup(m_engine, game);
    setup.timeControl = control;

    kabir::match::Turn turn;
    turn.moves = coordinateMoves(game);
    turn.team = rules.teamOf(pos.sideToMove());
    turn.clockMs[0] = std::max<std::int64_t>(limits.time[0], 0);
    turn.clockMs[1] = std::max<std::int64_t>(limits.time[1], 0);
    turn.incrementMs = limits.increment[std::size_t(turn.team)];
    turn.movesToGo = limits.movesToGo;
    const std::int64_t allowance = limits.moveTime > 0 ? limits.moveTime : turn.clockMs[turn.team];
    turn.deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(allowance + kAnswerGraceMs);

    const kabir::match::EngineSpec spec = m_engine.spec(variantId);
    m_thread->post([this, id, session = m_session, cancel = m_cancel, spec, setup, turn] {
        if (cancel->load())
            return;
        const auto report = [this, id](auto&& deliver) {
            QMetaObject::invokeMethod(
                this,
                [this, id, deliver] {
                    if (id != m_id || !m_thinking)
                        return;
                    m_thinking = false;
                    deliver();
                },
                Qt::QueuedConnection);
        };
        session->spec = spec;
        if (const std::string problem = session->ensureStarted(); !problem.empty()) {
            report([this, problem] {
                emit failed(tr("The engine could not be started: %1").arg(QString::fromStdString(problem)),
                    QStringLiteral("engine-disconnected"));
            });
            return;
        }
        session->client->setCancel(cancel.get());
        const bool continues = !session->fresh && session->setup.variant == setup.variant
            && session->setup.fen == setup.fen && session->known.size() <= turn.moves.size()
            && std::equal(session->known.begin(), session->known.end(), turn.moves.begin());
        if (!continues) {
            if (auto ready = session->client->newGame(setup); !ready) {
                session->fresh = true;
                report([this, why = ready.errorText()] {
                    emit failed(QString::fromStdString(why), QStringLiteral("engine-disconnected"));
                });
                return;
            }
            session->setup = setup;
            session->fresh = false;
        }
        const kabir::match::EngineAnswer answer = session->client->play(turn);
        if (cancel->load()) {
            session->client->quit();  // it may still be thinking: a fresh start for the next question
            session->client.reset();
            return;
        }
        using Kind = kabir::match::EngineAnswer::Kind;
        if (answer.kind == Kind::Move) {
            session->known = turn.moves;
            session->known.push_back(answer.move);
            const std::optional<int> score = answer.scoreCp;
            report([this, move = QString::fromStdString(answer.move), score] { emit moved(move, score); });
        } else if (answer.kind == Kind::Resign) {
            report([this] { emit resigned(); });
        } else {
            session->client->quit();
            session->client.reset();
            const QString detail = QString::fromStdString(answer.detail);
            report([this, kind = answer.kind, detail] {
                if (kind == Kind::Timeout)
                    emit failed(tr("The engine gave no move in time."), QStringLiteral("no-answer"));
                else if (kind == Kind::Disconnected)
                    emit failed(tr("The engine stopped: %1").arg(detail), QStringLiteral("engine-disconnected"));
                else
                    emit failed(tr("The engine did not move: %1").arg(detail),
                        kind == Kind::Claim ? QStringLiteral("false-claim") : QStringLiteral("refused-legal-move"));
            });
        }
    });
}

void ExternalEnginePlayer::stopThinking()
{
    ++m_id;
    m_thinking = false;
    if (m_cancel)
        m_cancel->store(true);
}
