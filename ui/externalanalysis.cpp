#include "ui/externalanalysis.h"

#include "core/match/uciclient.h"
#include "core/record/notation.h"
#include "core/search/value.h"
#include "ui/enginethread.h"

#include <QMetaObject>

namespace {

// A UCI report as Kabir's engine reports: the moves parsed one after the other on the position
// (the line ends at one it cannot read), "mate n" as a win in 2n - 1 plies, "mate -n" as a loss
// in 2n.
kabir::search::Info kabirInfo(const kabir::match::UciInfo& uci, kabir::Position root)
{
    kabir::search::Info info;
    info.multiPv = uci.multiPv;
    info.depth = uci.depth;
    info.selectiveDepth = uci.selectiveDepth;
    info.nodes = uci.nodes;
    info.nodesPerSecond = uci.nodesPerSecond;
    info.bound = uci.lowerBound ? kabir::search::Info::BoundKind::Lower
        : uci.upperBound        ? kabir::search::Info::BoundKind::Upper
                                : kabir::search::Info::BoundKind::Exact;
    if (uci.mate)
        info.value
            = *uci.mate > 0 ? kabir::search::kWin - (2 * *uci.mate - 1) : -(kabir::search::kWin - 2 * -*uci.mate);
    else
        info.value = uci.scoreCp.value_or(0);
    for (const std::string& text : uci.pv) {
        auto move = kabir::parseMove(root, text);
        if (!move)
            break;
        info.pv.push_back(move.value());
        root.doMove(move.value());
    }
    return info;
}

}  // namespace

struct ExternalAnalysis::Session {
    std::unique_ptr<kabir::match::UciClient> client;
    std::string variant;  // the game the engine was told of
    std::string fen;
};

ExternalAnalysis::ExternalAnalysis(const ExternalEngine& engine, QObject* parent)
    : QObject(parent), m_engine(engine), m_session(std::make_shared<Session>()),
      m_thread(std::make_unique<EngineThread>(QStringLiteral("analysis %1").arg(engine.name)))
{
}

ExternalAnalysis::~ExternalAnalysis()
{
    stop();
    m_thread.reset();  // the analysis ends within 50 ms, then the engine with the session
}

void ExternalAnalysis::start(const kabir::Game& game, int ply, int lines)
{
    stop();
    const int id = ++m_id;
    m_stop = std::make_shared<std::atomic<bool>>(false);
    const kabir::match::GameSetup setup = engineGameSetup(m_engine, game);
    const std::vector<std::string> moves = coordinateMoves(game, ply);
    const kabir::Position root = game.positionAt(ply);
    const kabir::match::EngineSpec spec = m_engine.spec(QString::fromStdString(game.variant().id()));
    m_thread->post([this, id, session = m_session, stop = m_stop, spec, setup, moves, root, lines] {
        if (stop->load())
            return;
        const auto fail = [this, id](const std::string& why) {
            QMetaObject::invokeMethod(
                this,
                [this, id, why] {
                    if (id == m_id)
                        emit failed(QString::fromStdString(why));
                },
                Qt::QueuedConnection);
        };
        if (!session->client || !session->client->alive()) {
            session->client = std::make_unique<kabir::match::UciClient>(spec);
            session->variant.clear();
            if (auto started = session->client->start(); !started) {
                session->client.reset();
                fail(started.errorText());
                return;
            }
        }
        if (session->variant != setup.variant || session->fen != setup.fen) {
            if (auto ready = session->client->newGame(setup); !ready) {
                fail(ready.errorText());
                return;
            }
            session->variant = setup.variant;
            session->fen = setup.fen;
        }
        const auto analysed = session->client->analyse(
            moves, lines,
            [this, id, root](const kabir::match::UciInfo& uci) {
                const kabir::search::Info info = kabirInfo(uci, root);
                QMetaObject::invokeMethod(
                    this,
                    [this, id, info] {
                        if (id == m_id)
                            emit this->info(info);
                    },
                    Qt::QueuedConnection);
            },
            *stop);
        if (!analysed) {
            session->client.reset();
            fail(analysed.errorText());
        }
    });
}

void ExternalAnalysis::stop()
{
    ++m_id;
    if (m_stop)
        m_stop->store(true);
}
