#pragma once
// An engine spoken to in UCI. Handshake: uci/uciok, the init commands, isready/readyok. A
// game: UCI_Variant (unless the variant is chess and the engine has no such option) and then
// the engine's options when the variant changes, ucinewgame and isready; each turn `position startpos|fen F moves ...`
// and `go` with the clocks (wtime/winc for the first team — Red and Yellow with four armies — btime/binc for the
// second), or movetime, nodes, depth; the answer is `bestmove`, with the last `info ... score cp|mate` kept for
// adjudication.

#include "core/match/engineclient.h"

namespace kabir::match {

// One `info` line of a UCI engine about a line of play.
struct UciInfo {
    int multiPv = 1;
    int depth = 0;
    int selectiveDepth = 0;
    std::optional<int> scoreCp;  // centipawns for the side to move
    std::optional<int> mate;     // moves to mate (negative: being mated)
    bool lowerBound = false;
    bool upperBound = false;
    std::uint64_t nodes = 0;
    std::uint64_t nodesPerSecond = 0;
    std::vector<std::string> pv;  // the engine's moves
};

// The info line's report of a line of play; nothing for other info lines ("info string ...",
// "info currmove ...") and malformed ones.
std::optional<UciInfo> parseUciInfo(const std::string& line);

class UciClient : public EngineClient {
public:
    explicit UciClient(EngineSpec spec) : EngineClient(std::move(spec)) { }

    Result<bool> newGame(const GameSetup& setup) override;
    EngineAnswer play(const Turn& turn) override;
    void gameOver(const std::string&, const std::string&) override { }

    // Analyses the game's position after `moves` (from newGame's setup) with `lines` best
    // lines (MultiPV) until `stop` is set, handing each line's report to `onInfo` as it comes;
    // then stops the engine and waits (at most two seconds) for its bestmove. A problem when
    // the engine ends or stops answering.
    Result<bool> analyse(const std::vector<std::string>& moves, int lines,
        const std::function<void(const UciInfo&)>& onInfo, const std::atomic<bool>& stop);

protected:
    Result<bool> handshake() override;
    void sayGoodbye() override { send("quit"); }

private:
    Result<bool> waitReady();
    Result<bool> readOptions();
    std::string positionCommand(const std::vector<std::string>& moves) const;

    GameSetup m_setup;
    bool m_hasVariantOption = false;
    bool m_hasMultiPv = false;
};

}  // namespace kabir::match
