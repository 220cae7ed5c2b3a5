#pragma once
// An engine spoken to in XBoard (CECP v2). Handshake: `xboard`, `protover 2`, the `feature`
// lines up to done=1 (each answered `accepted` or, for san, `rejected`), `option NAME=VALUE`
// for the options, the init commands. A game: `new`, `variant NAME` (not for chess), `force`,
// `post`, `level`/`st`/`sd`, `setboard FEN` when not from the start, then the moves in force
// mode, and `ping`/`pong` to know the engine is ready. A turn: the moves it has not seen,
// `time`/`otim` in centiseconds, `go` the first time (later its opponent's move starts it);
// moves carry `usermove` when the engine asked for it. Answers: `move X`, `resign`, a result
// claim, `Illegal move`; thinking output gives the score. Square names follow
// core/board/xboardsquares.h. Four armies are not spoken here.

#include "core/match/engineclient.h"

namespace kabir::match {

class XboardClient : public EngineClient {
public:
    explicit XboardClient(EngineSpec spec) : EngineClient(std::move(spec)) { }

    Result<bool> newGame(const GameSetup& setup) override;
    EngineAnswer play(const Turn& turn) override;
    void gameOver(const std::string& pgnResult, const std::string& reason) override;

protected:
    Result<bool> handshake() override;
    void sayGoodbye() override { send("quit"); }

private:
    // Handles a `feature` line; true when it holds done=1.
    bool readFeatures(const std::string& line);
    void sendMove(const std::string& kabirMove);
    Result<bool> synchronize();

    GameSetup m_setup;
    bool m_usermove = false;
    bool m_ping = false;
    bool m_setboard = false;
    bool m_doneZero = false;
    int m_pingCount = 0;
    std::size_t m_known = 0;  // moves of the game the engine has been told or has played
    bool m_forced = true;     // in force mode: it moves only after `go`
};

}  // namespace kabir::match
