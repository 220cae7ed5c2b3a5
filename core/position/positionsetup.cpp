#include "core/position/positionsetup.h"

#include "core/position/position.h"

#include <algorithm>

namespace kabir {

Position Position::fromSetup(RulesetPtr rules, const PositionSetup& setup)
{
    Position pos(std::move(rules));
    const Ruleset& r = *pos.m_rules;
    for (Square s = 0; s < r.squareCount(); ++s)
        if (setup.board[std::size_t(s)] && r.geometry().isPlayable(s))
            pos.put(s, setup.board[std::size_t(s)]);
    if (r.hasBareForms()) {
        pos.updateBareForms();
        pos.m_state.formChanges = 0;
    }
    pos.m_side = setup.side;
    pos.m_state.castlingRights = setup.castlingRights;
    for (Square s : setup.enPassant)
        if (pos.m_state.epCount < kMaxEnPassant)
            pos.m_state.epSquares[pos.m_state.epCount++] = std::uint8_t(s);
    for (const StateMechanic* mechanic : r.stateMechanics())
        mechanic->fromSetup(pos, setup);
    for (Army a = 0; a < r.armyCount(); ++a)
        for (PieceType t = 0; t < r.pieceTypeCount(); ++t)
            pos.m_hand[a][t] = std::uint8_t(std::clamp(setup.hands[a][t], 0, 255));
    pos.m_state.halfmoveClock = setup.halfmoveClock;
    pos.m_state.fullmove = setup.fullmoveNumber;
    // A flag without an editor row is as a FEN without its field has it.
    for (const ArmyFlagMechanic* mechanic : r.armyFlagMechanics())
        for (Army a = 0; a < 2; ++a)
            pos.setFlag(mechanic->flag(), a,
                mechanic->editorTexts().label ? setup.flags.holds(mechanic->flag(), a) : mechanic->byDefault(pos, a));
    pos.m_state.key = pos.computeKey();
    return pos;
}

PositionSetup Position::setup() const
{
    PositionSetup setup;
    setup.board = m_board;
    setup.side = m_side;
    setup.castlingRights = m_state.castlingRights;
    setup.enPassant.assign(m_state.epSquares.begin(), m_state.epSquares.begin() + m_state.epCount);
    setup.flags = m_state.flags;
    for (const StateMechanic* mechanic : m_rules->stateMechanics())
        mechanic->toSetup(*this, setup);
    for (Army a = 0; a < m_rules->armyCount(); ++a)
        for (PieceType t = 0; t < m_rules->pieceTypeCount(); ++t)
            setup.hands[a][t] = m_hand[a][t];
    setup.halfmoveClock = m_state.halfmoveClock;
    setup.fullmoveNumber = m_state.fullmove;
    return setup;
}

std::vector<std::vector<Square>> enPassantChoices(const Position& pos)
{
    const Ruleset& rules = pos.rules();
    const Geometry& g = pos.geometry();
    std::vector<std::vector<Square>> choices;
    if (!rules.definition().enPassant)
        return choices;
    const Army mover = Army((pos.sideToMove() + rules.armyCount() - 1) % rules.armyCount());
    const ArmyDefinition& army = rules.definition().armies[mover];
    for (const std::uint8_t to : pos.piecesOf(mover)) {
        const PieceType type = typeOf(pos.at(to));
        if (!rules.isPawn(type))
            continue;
        // Back from the pawn over empty squares: each may be where a multi-step started.
        std::vector<Square> passed;
        for (int f = g.fileOf(to) - army.forwardX, r = g.rankOf(to) - army.forwardY;
             g.contains(f, r) && !pos.at(g.square(f, r)); f -= army.forwardX, r -= army.forwardY) {
            const Square from = g.square(f, r);
            const auto steps = rules.steps(mover, type, from);
            const bool multiStep = std::ranges::any_of(
                steps, [&](const Step& step) { return (step.flags & Step::PawnMultiStep) && step.to == to; });
            std::vector<Square> field;
            for (Square s : passed)
                if (pos.enPassantTarget(s, mover))
                    field.push_back(s);
            if (multiStep && !field.empty() && std::ranges::find(choices, field) == choices.end())
                choices.push_back(field);
            passed.insert(passed.begin(), from);
        }
    }
    return choices;
}

bool castlingPossible(const Position& pos, const CastlingRule& rule)
{
    const Piece king = pos.at(rule.def.king), rook = pos.at(rule.def.rook);
    return king && pos.rules().isRoyal(typeOf(king)) && armyOf(king) == rule.def.army && rook
        && armyOf(rook) == rule.def.army && (rule.rookType < 0 || typeOf(rook) == rule.rookType);
}

void dropImpossibleRights(PositionSetup& setup, const RulesetPtr& rules)
{
    const Position pos = Position::fromSetup(rules, setup);
    for (const CastlingRule& rule : rules->castlings())
        if (!castlingPossible(pos, rule))
            setup.castlingRights &= std::uint8_t(~rule.right);
    const std::vector<std::vector<Square>> choices = enPassantChoices(pos);
    if (std::ranges::find(choices, setup.enPassant) == choices.end())
        setup.enPassant.clear();
    for (const StateMechanic* mechanic : rules->stateMechanics())
        mechanic->dropImpossible(pos, setup);
}

}  // namespace kabir
