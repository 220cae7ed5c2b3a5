#pragma once
// An engine spoken to in UCI. Handshake: uci/uciok, the init commands, isready/readyok. A
// game: UCI_Variant (unless the variant is chess and the engine has no such option) and then
// the engine's options when the variant changes, ucinewgame and isready; each turn `position startpos|fen F moves ...`
// and `go` with the clocks (wtime/winc for the first team — Red and Yellow with four armies — btime/binc for the
// second), or movetime, nodes, depth; the answer is `bestmove`, with the last `info ... score cp|mate` kept for
// adjudication.

#include "core/match/engineclient.h"

namespace kabir::match {

class UciClient : public EngineClient {
public:
    explicit UciClient(EngineSpec spec) : EngineClient(std::move(spec)) { }

    Result<bool> newGame(const GameSetup& setup) override;
    EngineAnswer play(const Turn& turn) override;
    void gameOver(const std::string&, const std::string&) override { }

protected:
    Result<bool> handshake() override;
    void sayGoodbye() override { send("quit"); }

private:
    Result<bool> waitReady();

    GameSetup m_setup;
    bool m_hasVariantOption = false;
};

}  // namespace kabir::match
