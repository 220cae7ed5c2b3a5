#include "core/protocol/fsfexport.h"

#include "core/position/position.h"
#include "core/protocol/engineid.h"

#include <algorithm>
#include <cctype>
#include <sstream>
#include <tuple>

namespace kabir::protocol {
namespace {

// Fairy-Stockfish 11.1's piece types that move by plain Betza (src/piece.cpp), by the key that
// names them in variants.ini; its euroshogi knight has the narrow forward leaps only. Its king
// is the royal "K"; its pawn the pawn-like "fmWfcF". tests/core/fsfexport_test.cpp plays each
// in Debian's Fairy-Stockfish.
struct FsfType {
    const char* key;
    const char* betza;
};
constexpr FsfType kFsfTypes[] = {
    {"knight", "N"},
    {"bishop", "B"},
    {"rook", "R"},
    {"queen", "Q"},
    {"fers", "F"},
    {"alfil", "A"},
    {"fersAlfil", "FA"},
    {"silver", "FfW"},
    {"aiwok", "RNF"},
    {"bers", "RF"},
    {"archbishop", "BN"},
    {"chancellor", "RN"},
    {"amazon", "QN"},
    {"knibis", "mNcB"},
    {"biskni", "mBcN"},
    {"kniroo", "mNcR"},
    {"rookni", "mRcN"},
    {"shogiPawn", "fW"},
    {"lance", "fR"},
    {"euroshogiKnight", "ffNsW"},
    {"gold", "WfF"},
    {"dragonHorse", "BW"},
    {"wazir", "W"},
    {"commoner", "K"},
    {"centaur", "KN"},
};
// The types a section without a parent has unless it takes them away.
constexpr const char* kChessTypes[] = {"pawn", "knight", "bishop", "rook", "queen", "king"};
constexpr int kMaxFiles = 12;  // the largeboards build's limits
constexpr int kMaxRanks = 10;

bool sameMoves(std::vector<MoveVector> a, const char* betza)
{
    auto parsed = parseBetza(betza);
    if (!parsed)
        return false;
    std::vector<MoveVector> b = parsed.value();
    const auto order = [](const MoveVector& x, const MoveVector& y) {
        return std::tie(x.x, x.y, x.range, x.moves, x.captures, x.hurdle, x.firstX, x.firstY, x.passes)
            < std::tie(y.x, y.y, y.range, y.moves, y.captures, y.hurdle, y.firstX, y.firstY, y.passes);
    };
    std::sort(a.begin(), a.end(), order);
    std::sort(b.begin(), b.end(), order);
    return a == b;
}

// The key of the Fairy-Stockfish type that moves as `piece`, or null.
const char* fsfTypeOf(const PieceDefinition& piece)
{
    if (piece.royal)
        return sameMoves(piece.moves, "K") ? "king" : nullptr;
    if (piece.pawn)
        return sameMoves(piece.moves, "fmWfcF") ? "pawn" : nullptr;
    for (const FsfType& f : kFsfTypes)
        if (sameMoves(piece.moves, f.betza))
            return f.key;
    return nullptr;
}

bool allEmpty(const std::vector<std::vector<Square>>& byArmy)
{
    return std::all_of(byArmy.begin(), byArmy.end(), [](const std::vector<Square>& v) { return v.empty(); });
}

std::string lower(char c)
{
    return std::string(1, char(std::tolower(static_cast<unsigned char>(c))));
}

class Exporter {
public:
    Exporter(const RulesetPtr& rules) : m_rules(rules), m_def(rules->definition()) { }

    FsfExport run(const std::string& section, const std::string& title)
    {
        board();
        pieces();
        pawnSteps();
        castling();
        promotion();
        otherMoveRules();
        results();
        if (!m_out.refused.empty())
            return std::move(m_out);
        std::ostringstream text;
        text << "# " << title << ", written by " << engineName() << ".\n"
             << "# Fairy-Stockfish: setoption name VariantPath value FILE, then UCI_Variant " << section << ".\n";
        if (m_def.geometry.files() > 8 || m_def.geometry.ranks() > 8)
            text << "# The board needs Fairy-Stockfish's largeboards build.\n";
        if (m_out.unexpressed.empty())
            text << "# Kabir's results that Fairy-Stockfish cannot express: none.\n";
        else
            text << "# Kabir's results that Fairy-Stockfish cannot express (it applies its own):\n";
        for (const std::string& rule : m_out.unexpressed)
            text << "#   " << rule << "\n";
        text << "[" << section << "]\n" << m_keys.str();
        m_out.text = text.str();
        return std::move(m_out);
    }

private:
    void refuse(const std::string& why) { m_out.refused.push_back(why); }
    void unexpressed(const std::string& why) { m_out.unexpressed.push_back(why); }
    void key(const std::string& name, const std::string& value) { m_keys << name << " = " << value << "\n"; }
    const char* fsfType(PieceType t) const { return m_types[std::size_t(t)]; }

    void board()
    {
        const Geometry& g = m_def.geometry;
        if (g.files() > kMaxFiles || g.ranks() > kMaxRanks)
            refuse("the board of " + std::to_string(g.files()) + " x " + std::to_string(g.ranks())
                + " squares (Fairy-Stockfish: 12 files and 10 ranks at most)");
        for (Square s = 0; s < g.squareCount(); ++s)
            if (!g.isPlayable(s)) {
                refuse("the squares cut away from the board");
                break;
            }
        if (!m_def.markPieces.empty())
            refuse("the marked squares that some pieces may not enter");
        if (m_def.armies.size() != 2 || m_def.armies[0].forwardY != 1 || m_def.armies[1].forwardY != -1
            || m_def.armies[0].team == m_def.armies[1].team)
            refuse("armies other than two, White moving up and Black down");
        key("maxFile", std::to_string(g.files()));
        key("maxRank", std::to_string(g.ranks()));
    }

    // The types of the start position (on the board and in hand) and of promotions; the file's others stay aside (the
    // pieces an option value brings in instead).
    std::vector<bool> typesInPlay() const
    {
        std::vector<bool> inPlay(m_def.pieces.size());
        const Position start = Position::start(m_rules);
        for (Square s = 0; s < m_def.geometry.squareCount(); ++s)
            if (const Piece p = start.at(s))
                inPlay[typeOf(p)] = true;
        for (Army a = 0; a < m_def.armies.size(); ++a)
            for (std::size_t t = 0; t < inPlay.size(); ++t)
                inPlay[t] = inPlay[t] || start.handCount(a, PieceType(t)) > 0;
        for (PieceType t : m_rules->promotionPieces())
            inPlay[t] = true;
        return inPlay;
    }

    void pieces()
    {
        std::vector<std::string> used;
        const std::vector<bool> inPlay = typesInPlay();
        for (std::size_t t = 0; t < m_def.pieces.size(); ++t) {
            const PieceDefinition& p = m_def.pieces[t];
            const std::string name = p.name + " (" + p.letter + ", " + p.betza + ")";
            const char* type = inPlay[t] ? fsfTypeOf(p) : nullptr;
            m_types.push_back(type);
            if (!inPlay[t])
                continue;
            if (!type) {
                refuse("the movement of the " + name + ": no piece type of Fairy-Stockfish 11.1 moves so");
                continue;
            }
            if (std::find(used.begin(), used.end(), type) != used.end())
                refuse("two pieces that move alike, the " + name + " among them (Fairy-Stockfish: one type each)");
            used.push_back(type);
            if (!p.fen.empty() || !p.movesOnMarked.empty() || p.approachesEnemyKing || p.promotesTo >= 0)
                refuse("the " + name + "'s rules beyond its movement");
            key(type, lower(p.letter));
        }
        if (std::count(used.begin(), used.end(), std::string("king")) != 1)
            refuse("royal pieces other than one king that moves as K");
        for (const char* type : kChessTypes)
            if (std::find(used.begin(), used.end(), type) == used.end())
                key(type, "-");
        key("startFen", m_def.startFen);
    }

    void pawnSteps()
    {
        if (m_def.pawnSteps.empty()) {
            key("doubleStep", "false");
            return;
        }
        const PawnStepRule& r = m_def.pawnSteps.front();
        if (m_def.pawnSteps.size() > 1 || r.steps != 2 || !r.files.empty() || r.army >= 0 || r.filePieceHome
            || r.firstPawnMove || r.opening || r.afterSingleStep || r.rank < 2)
            refuse("the pawns' multi-steps (Fairy-Stockfish: a double step from one rank)");
        if (!m_def.enPassant)
            refuse("double steps without en passant");
        key("doubleStep", "true");
        key("doubleStepRank", std::to_string(r.rank));
    }

    void castling()
    {
        if (m_def.castlings.empty()) {
            key("castling", "false");
            return;
        }
        const Geometry& g = m_def.geometry;
        int toFile[2] = {-1, -1};  // the king's file after castling towards the a-file and the other way
        bool ok = m_def.castlings.size() == 4;
        const Position start = Position::start(m_rules);
        for (const CastlingDefinition& c : m_def.castlings) {
            const int wing = g.fileOf(c.rook) > g.fileOf(c.king) ? 1 : 0;
            const int inner = wing ? -1 : 1;
            const Piece rook = start.at(c.rook);
            ok = ok && !c.exchange && m_def.relativeRank(c.army, c.king) == 1 && g.rankOf(c.rook) == g.rankOf(c.king)
                && g.fileOf(c.rook) == (wing ? g.files() - 1 : 0) && g.fileOf(c.rookTo) == g.fileOf(c.kingTo) + inner
                && (toFile[wing] < 0 || toFile[wing] == g.fileOf(c.kingTo)) && rook
                && fsfType(typeOf(rook)) == std::string("rook");
            toFile[wing] = g.fileOf(c.kingTo);
        }
        if (!ok) {
            refuse("the castlings (Fairy-Stockfish: a king on the first rank with the rooks in the corners, both "
                   "sides to the same files, the rook next to the king)");
            return;
        }
        key("castling", "true");
        key("castlingKingsideFile", std::string(1, char('a' + toFile[1])));
        key("castlingQueensideFile", std::string(1, char('a' + toFile[0])));
    }

    void promotion()
    {
        const PromotionDefinition& p = m_def.promotion;
        std::vector<int> ranks = p.ranks;
        std::sort(ranks.begin(), ranks.end());
        const bool zone = !ranks.empty() && ranks.back() == m_def.geometry.ranks()
            && int(ranks.size()) == ranks.back() - ranks.front() + 1;
        const bool onlyRanks = p.policy == "any" && !p.optional && p.onArrival && p.quiet.empty() && !p.lastPawnAnywhere
            && p.colourBound == 0 && !p.farEdge && !p.enemyStartSquares && p.onCapture.empty() && p.rankPieces.empty()
            && p.bonusType < 0 && !p.returnsToFrom && p.bonusStep.empty()
            && std::all_of(p.zoneMarks.begin(), p.zoneMarks.end(), [](const std::string& m) { return m.empty(); });
        const bool pawns
            = std::any_of(m_def.pieces.begin(), m_def.pieces.end(), [](const PieceDefinition& d) { return d.pawn; });
        if (!pawns)
            return;
        if (!zone || !onlyRanks) {
            refuse("the promotion rules (Fairy-Stockfish: to any of some types, from one rank to the last)");
            return;
        }
        std::string types;
        for (PieceType t : m_rules->promotionPieces())
            types += lower(m_def.pieces[std::size_t(t)].letter);
        key("promotionRank", std::to_string(ranks.front()));
        key("promotionPieceTypes", types);
    }

    void otherMoveRules()
    {
        const MoveRulesDefinition& m = m_def.moveRules;
        const std::pair<bool, const char*> rules[] = {
            {m_def.kingLeap.enabled, "the king's leap"},
            {!m_def.firstMoves.empty(), "the first moves of some pieces"},
            {!m_def.becomesAfterMoving.empty() || !m_def.becomesOnRanks.empty() || !m_def.whenBare.empty(),
                "pieces that change their type"},
            {m_def.kingSwap || m_def.onceSwap.piece >= 0, "the swaps of the king"},
            {std::any_of(m_def.transfer.modes.begin(), m_def.transfer.modes.end(),
                 [](TransferDefinition::Mode mode) { return mode != TransferDefinition::Mode::None; }),
                "the transfer of pawns"},
            {!allEmpty(m_def.refuge.squares), "the refuges"},
            {!m_def.drops.pieces.empty(), "drops"},
            {m.lastUnitImmortal || m.supportedUnitsImmune || m.kingMovesOnlyInCheck || m.perpetualCheckIllegal
                    || m.removeOwnUnit || m.pinnedUnitsPowerless || m.royalSuccession,
                "the restrictions on moves"},
            {m_def.guardZones.guard >= 0, "the guard zones"},
            {m_def.initialMoves > 0, "the initial moves"},
            {m_def.leapCapture.enabled, "capture by leaping"},
            {m_def.preGameChoice.army >= 0, "the choice before the game"},
            {m_def.results.kingsCaptured, "no check: the king is captured"},
            {m_def.results.stalemate == "illegal" || m_def.results.stalemate == "remove-piece",
                "the stalemate rule, which changes the moves"},
        };
        for (const auto& [applies, rule] : rules)
            if (applies)
                refuse(rule);
    }

    void results()
    {
        const ResultDefinition& r = m_def.results;
        const std::string& s = r.stalemate;
        key("stalemateValue", s == "win" ? "loss" : s == "loss" ? "win" : "draw");
        if (s == "half-win")
            unexpressed("stalemate wins half (written as a draw)");
        key("nMoveRule", std::to_string(r.moveRule));
        const std::pair<bool, const char*> rules[] = {
            {!r.repetition, "no draw by repetition"},
            {r.pawnMateDoubleVictory, "the double victory of a pawn's mate"},
            {r.firstCheckWins, "the first check wins"},
            {r.lastPieceCaptureDraws, "the burj"},
            {r.bareKing != BareKing::None, "the bare king"},
            {r.fewUnitsDraw > 0, "the draw with few units"},
            {!r.extinction.empty(), "the loss of every piece of a type"},
            {!allEmpty(r.kingTargets), "the king's target squares"},
            {r.discoveredMateDraws, "the discovered mate's draw"},
            {!allEmpty(r.mateSquares), "the squares where mates count"},
            {!r.mateNeedsCheckBy.empty() || !r.mateByOnly.empty(), "the mates that do not count"},
            {!allEmpty(r.drawSquares), "the draw squares"},
            {!r.holdMark.empty(), "holding the marked squares"},
        };
        for (const auto& [applies, rule] : rules)
            if (applies)
                unexpressed(rule);
        counting();
    }

    // Fairy-Stockfish's own Makruk count (countingRule = makruk), when Kabir's is the same.
    void counting()
    {
        const CountingDefinition& c = m_def.results.counting;
        if (c.procedure.empty())
            return;
        const std::vector<std::tuple<std::string, int, int>> makruk
            = {{"rook", 2, 8}, {"rook", 1, 16}, {"silver", 2, 22}, {"knight", 2, 32}, {"silver", 1, 44}};
        std::vector<std::tuple<std::string, int, int>> limits;
        for (const CountingDefinition::Limit& l : c.piecesHonour)
            limits.emplace_back(fsfType(l.piece) ? fsfType(l.piece) : "", l.count, l.moves);
        if (c.procedure == "makruk" && c.boardHonour == 64 && c.boardHonourUnits == 0 && !c.fromZero && c.delay == 0
            && c.piecesHonourOtherwise == 64 && limits == makruk)
            key("countingRule", "makruk");
        else
            unexpressed("the counting rule");
    }

    RulesetPtr m_rules;
    const VariantDefinition& m_def;
    std::vector<const char*> m_types;  // by piece type: Fairy-Stockfish's, or null
    std::ostringstream m_keys;
    FsfExport m_out;
};

}  // namespace

FsfExport exportFsfSection(const RulesetPtr& rules, const std::string& section, const std::string& title)
{
    return Exporter(rules).run(section, title);
}

}  // namespace kabir::protocol
