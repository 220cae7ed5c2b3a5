// FEN in and out for two-army positions, as Fairy-Stockfish writes them: ranks from the
// top, multi-digit empty counts, '*' for a cut-away square, upper case for White; then side,
// castling rights (K/Q per wing; then the first-move rights by file, as Fairy-Stockfish's
// gates: "DEde"), en passant squares concatenated, halfmove clock, move number.

#include "core/position/position.h"

#include "core/position/fenboard.h"
#include "core/position/setupcheck.h"

#include <algorithm>
#include <cctype>

namespace kabir {

Result<Position> Position::fromFen(RulesetPtr rules, std::string_view fen)
{
    auto read = fromFenUnchecked(std::move(rules), fen);
    if (!read)
        return read;
    if (const auto refusal = checkSetup(*read))
        return Problem{"", 0, 0, "board",
            (read->rules().armyCount() > 2 ? "position: " : "FEN: ") + setupRefusalMessage(*read, *refusal)};
    return read;
}

Result<Position> Position::fromFenUnchecked(RulesetPtr rules, std::string_view fen)
{
    if (rules->armyCount() > 2)
        return fromFen4(rules, fen);
    Position pos(rules);
    const Geometry& g = rules->geometry();
    const VariantDefinition& def = rules->definition();
    auto fail = [](const std::string& field, const std::string& why) { return Problem{"", 0, 0, field, "FEN " + why}; };
    std::vector<std::string> fields = splitFenFields(fen);
    if (fields.empty())
        return fail("board", "is empty");

    // Board: letters, upper case for White.
    auto read = [&](std::string_view text, Square) {
        Army army = 0;
        PieceType type = 0;
        const std::size_t length = def.readFenToken(text, army, type);
        return length ? PieceToken{length, makePiece(army, type), ""} : PieceToken{};
    };
    // Pieces in hand follow the board in brackets, as Fairy-Stockfish writes them: "...[Nn]".
    std::string board = fields[0];
    if (const std::size_t open = board.find('['); open != std::string::npos) {
        if (board.back() != ']' || def.drops.pieces.empty())
            return fail("board",
                def.drops.pieces.empty() ? "has pieces in hand, which this variant has not"
                                         : "hand must be written [...] right after the board");
        for (char c : board.substr(open + 1, board.size() - open - 2)) {
            const int type = std::isalpha(static_cast<unsigned char>(c)) ? def.pieceTypeOf(c) : -1;
            if (type < 0)
                return fail("board", std::string("hand holds '") + c + "', which is no piece of this variant");
            const Army army = std::isupper(static_cast<unsigned char>(c)) ? 0 : 1;
            if (pos.m_hand[army][type] == 255)
                return fail("board", "hand holds too many pieces");
            pos.setHand(army, PieceType(type), pos.m_hand[army][type] + 1);
        }
        board.erase(open);
    }
    auto problems = readFenBoard(board, g, read, [&](Square s, Piece p) { pos.put(s, p); });
    if (!problems.empty())
        return problems;
    if (rules->hasBareForms()) {  // a king written alone is its bare form
        pos.updateBareForms();
        pos.m_state.formChanges = 0;
    }

    // Side to move.
    const std::string side = fields.size() > 1 ? fields[1] : "w";
    if (side != "w" && side != "b")
        return fail("side to move", "side to move must be 'w' or 'b', not '" + side + "'");
    pos.m_side = side == "w" ? 0 : 1;
    pos.m_state.key ^= rules->sideKey(pos.m_side);

    // The checks each side has still to give, after the en passant field, where the first
    // check wins (Fairy-Stockfish's check counting: "1+1"); they follow from the board.
    if (def.results.firstCheckWins && fields.size() > 4 && fields[4].find('+') != std::string::npos) {
        if (fields[4] != pos.checksToGive())
            return fail("checks", "checks to give '" + fields[4] + "' should be '" + pos.checksToGive() + "' here");
        fields.erase(fields.begin() + 4);
    }

    // Castling rights.
    const std::string castling = fields.size() > 2 ? fields[2] : "-";
    if (castling != "-") {
        for (char c : castling) {
            bool found = false;
            for (const CastlingRule& rule : rules->castlings()) {
                if (rule.letter != c)
                    continue;
                found = true;
                if (!castlingPossible(pos, rule))
                    return fail("castling",
                        std::string("right '") + c + "' needs the king on " + g.squareName(rule.def.king)
                            + " and its rook on " + g.squareName(rule.def.rook));
                pos.m_state.castlingRights |= rule.right;
            }
            for (const StateMechanic* mechanic : rules->stateMechanics()) {
                if (found)
                    break;
                auto read = mechanic->readCastlingLetter(pos, c);
                if (!read)
                    return read.problems();
                found = *read;
            }
            if (!found)
                return fail("castling", std::string("has no castling '") + c + "' in this variant");
        }
    }
    pos.m_state.key ^= rules->castlingKey(pos.m_state.castlingRights);

    // En passant squares: concatenated ("e3e4") or comma-separated, each once, all passed over
    // by one multi-step: the pawn stands beyond them, seen from the army that moved, and its
    // move table has a multi-step to there from an empty square behind them.
    std::string ep = fields.size() > 3 ? fields[3] : "-";
    // With a counting rule a number there is the count's limit (as Fairy-Stockfish writes it;
    // 0: no count runs).
    int countLimit = 0;
    if (rules->countingRule() && !ep.empty() && std::isdigit(static_cast<unsigned char>(ep[0]))) {
        if (!parseFenNumber(ep, countLimit) || countLimit > 2000)
            return fail("en passant", "count limit '" + ep + "' is not a number of plies from 0 (none) to 2000");
        ep = "-";
    }
    if (ep != "-" && !def.enPassant)
        return fail("en passant", "'" + ep + "' is given, but this variant has no en passant");
    if (ep != "-") {
        const Army mover = Army(1 - pos.m_side);
        const ArmyDefinition& a = def.armies[mover];
        auto pawnBeyond = [&](Square s) {
            int vf = g.fileOf(s) + a.forwardX, vr = g.rankOf(s) + a.forwardY;
            while (g.contains(vf, vr) && !pos.at(g.square(vf, vr))) {
                vf += a.forwardX;
                vr += a.forwardY;
            }
            const Piece victim = g.contains(vf, vr) ? pos.at(g.square(vf, vr)) : kEmpty;
            if (!victim || armyOf(victim) != mover || !rules->isPawn(typeOf(victim)))
                return kNoSquare;
            for (int of = g.fileOf(s) - a.forwardX, orank = g.rankOf(s) - a.forwardY;
                 g.contains(of, orank) && !pos.at(g.square(of, orank)); of -= a.forwardX, orank -= a.forwardY)
                for (const Step& step : rules->steps(mover, typeOf(victim), g.square(of, orank)))
                    if ((step.flags & Step::PawnMultiStep) && step.to == g.square(vf, vr))
                        return g.square(vf, vr);
            return kNoSquare;
        };
        std::string_view rest = ep;
        bool afterSquare = false;
        while (!rest.empty()) {
            if (rest.front() == ',') {  // between two squares only
                if (!afterSquare || rest.size() == 1)
                    return fail("en passant", "'" + ep + "' has a comma that does not stand between two squares");
                rest.remove_prefix(1);
                afterSquare = false;
                continue;
            }
            Square s = 0;
            const std::size_t length = g.readSquare(rest, s);
            if (length == 0 || pos.at(s))
                return fail("en passant", "'" + ep + "' is not a list of empty squares");
            if (std::ranges::find(pos.enPassantSquares(), s) != pos.enPassantSquares().end())
                return fail("en passant", "'" + ep + "' lists " + g.squareName(s) + " twice");
            const Square victim = pawnBeyond(s);
            if (victim == kNoSquare || (pos.m_state.epCount && victim != pos.m_state.epVictim))
                return fail("en passant", "'" + ep + "' is not behind a pawn that has just moved");
            if (pos.m_state.epCount == kMaxEnPassant)
                return fail("en passant", "has too many squares");
            pos.m_state.epSquares[pos.m_state.epCount++] = std::uint8_t(s);
            pos.m_state.key ^= rules->enPassantKey(s);
            pos.m_state.epVictim = std::uint8_t(victim);
            rest.remove_prefix(length);
            afterSquare = true;
        }
        if (pos.m_state.epCount == 0)
            return fail("en passant", "'" + ep + "' names no square");
    }

    if (fields.size() > 4 && !parseFenNumber(fields[4], pos.m_state.halfmoveClock))
        return fail("halfmove clock", "halfmove clock '" + fields[4] + "' is not a number");
    if (fields.size() > 5 && (!parseFenNumber(fields[5], pos.m_state.fullmove) || pos.m_state.fullmove < 1))
        return fail("move number", "move number '" + fields[5] + "' is not a positive number");
    if (countLimit) {  // the halfmove field holds the plies counted
        if (pos.m_state.halfmoveClock > 2000)
            return fail("halfmove clock", "count '" + fields[4] + "' is beyond 2000 plies");
        pos.m_state.count = {std::int16_t(countLimit), std::int16_t(pos.m_state.halfmoveClock)};
        pos.m_state.halfmoveClock = 0;
    }

    // Kabir's extra fields. One left out is its mechanic's default (every king on the board
    // holds its leap, the initial moves are over, no pawn waits…).
    for (const ArmyFlagMechanic* mechanic : rules->armyFlagMechanics())
        for (Army a = 0; a < 2; ++a)
            pos.setFlag(mechanic->flag(), a, mechanic->byDefault(pos, a));
    for (const StateMechanic* mechanic : rules->stateMechanics())
        mechanic->setDefault(pos);
    for (std::size_t i = 6; i < fields.size(); ++i) {
        auto read = pos.readExtraField(fields[i]);
        if (!read)
            return read.problems();
    }

    return pos;
}

std::string Position::fen() const
{
    if (m_rules->armyCount() > 2)
        return fen4();
    const Geometry& g = geometry();
    const VariantDefinition& def = m_rules->definition();
    const auto letterOf = [&](Army army, PieceType type) {
        const char letter = def.pieces[m_rules->fullForm(type)].letter;  // a bare form as its piece
        return army == 0 ? letter : char(std::tolower(static_cast<unsigned char>(letter)));
    };
    std::string out = writeFenBoard(g, [&](Square s) {
        const Piece p = at(s);
        return p ? def.fenToken(m_rules->fullForm(typeOf(p)), armyOf(p)) : std::string();  // a bare form as its piece
    });
    if (!def.drops.pieces.empty()) {
        out += '[';
        for (Army a = 0; a < 2; ++a)
            for (PieceType t = 0; t < m_rules->pieceTypeCount(); ++t)
                out.append(m_hand[a][t], letterOf(a, t));
        out += ']';
    }
    out += m_side == 0 ? " w " : " b ";
    // Castling rights, then a mechanic's letters (the first-move rights by file), each army's
    // after its castlings.
    std::string castling;
    for (char letter : {'K', 'Q', 'k', 'q'}) {
        for (const CastlingRule& rule : m_rules->castlings())
            if (rule.letter == letter && (m_state.castlingRights & rule.right))
                castling += letter;
        if (letter == 'Q' || letter == 'q')
            for (const StateMechanic* mechanic : m_rules->stateMechanics())
                castling += mechanic->castlingLetters(*this, letter == 'Q' ? 0 : 1);
    }
    out += castling.empty() ? "-" : castling;
    out += ' ';
    std::string ep;
    for (int i = 0; i < m_state.epCount; ++i)
        ep += g.squareName(m_state.epSquares[std::size_t(i)]);
    // While a count runs, its limit and plies take the en passant and halfmove fields.
    const Count c = m_state.count;
    out += c.limit ? std::to_string(c.limit) : ep.empty() ? "-" : ep;
    if (m_rules->results().firstCheckWins)
        out += ' ' + checksToGive();
    out += ' ' + std::to_string(c.limit ? c.ply : m_state.halfmoveClock) + ' ' + std::to_string(m_state.fullmove);
    return out + extraFields();
}

// "1+1": White's and Black's checks still to give where the first check wins; 0 for the side
// that has given it (the side to move is in check: the game is over).
std::string Position::checksToGive() const
{
    const bool over = inCheck(m_side);
    const auto left = [&](Army a) { return over && a != m_side ? '0' : '1'; };
    return std::string{left(0), '+', left(1)};
}

// The mechanics' fields: "leap:Kk", "initial:5:e6,d6", "waiting:e10,c1"…
std::string Position::extraFields() const
{
    std::string out;
    for (const ArmyFlagMechanic* mechanic : m_rules->armyFlagMechanics())
        out += armyFlagField(*mechanic);
    for (const StateMechanic* mechanic : m_rules->stateMechanics())
        out += mechanic->field(*this);
    return out;
}

Result<bool> Position::readExtraField(const std::string& field)
{
    const auto colon = field.find(':');
    const std::string name = field.substr(0, colon), value = colon == std::string::npos ? "" : field.substr(colon + 1);
    auto fail = [&](const std::string& why) {
        return Problem{"", 0, 0, name, "FEN extra field '" + field + "' " + why};
    };
    for (const ArmyFlagMechanic* mechanic : m_rules->armyFlagMechanics())
        if (name == mechanic->fenName())
            return readArmyFlagField(*mechanic, value);
    for (const StateMechanic* mechanic : m_rules->stateMechanics())
        if (!mechanic->fenName().empty() && name == mechanic->fenName())
            return mechanic->readField(*this, value);
    const bool extras = !m_rules->armyFlagMechanics().empty() || !m_rules->stateMechanics().empty();
    return fail(extras ? "is not one this variant has" : "is not one this variant has (there are six FEN fields)");
}

// " leap:Kk": the armies that hold a mechanic's flag, "-" none; nothing when each army's flag is
// its default. A flag the mechanic does not allow (set in an editor, the king then taken off)
// is not written.
std::string Position::armyFlagField(const ArmyFlagMechanic& mechanic) const
{
    std::string holders;
    bool asDefault = true;
    for (Army a = 0; a < 2; ++a) {
        const bool held = holds(mechanic.flag(), a) && mechanic.possible(*this, a);
        if (held)
            holders += mechanic.token(*m_rules, a);
        asDefault = asDefault && held == mechanic.byDefault(*this, a);
    }
    if (asDefault)
        return {};
    std::string out = " ";
    return out.append(mechanic.fenName()).append(":").append(holders.empty() ? "-" : holders);
}

Result<bool> Position::readArmyFlagField(const ArmyFlagMechanic& mechanic, const std::string& value)
{
    const std::string white = mechanic.token(*m_rules, 0), black = mechanic.token(*m_rules, 1);
    bool named[2] = {false, false};
    for (std::string_view rest = value == "-" ? std::string_view() : std::string_view(value); !rest.empty();) {
        const Army a = rest.starts_with(white) ? 0 : rest.starts_with(black) ? 1 : 2;
        if (a == 2 || named[a] || !mechanic.possible(*this, a))
            return Problem{"", 0, 0, std::string(mechanic.fenName()),
                "FEN extra field '" + std::string(mechanic.fenName()) + ":" + value + "' names no "
                    + std::string(mechanic.holderName()) + " ('" + white + "' for White, '" + black
                    + "' for Black, '-' for none)"};
        named[a] = true;
        rest.remove_prefix(a == 0 ? white.size() : black.size());
    }
    for (Army a = 0; a < 2; ++a)
        setFlag(mechanic.flag(), a, named[a]);
    return true;
}

}  // namespace kabir
