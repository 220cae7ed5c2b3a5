// BoardInput under the draughts-style capture ([leap-capture]): a capture sequence by its end
// square, or by its landing squares clicked in order where that is ambiguous.

#include "core/position/leapcapture.h"
#include "ui/boardinput.h"
#include "ui/boardview.h"
#include "ui/gamecontroller.h"
#include "ui/gameviewer.h"

#include <QSet>

#include <algorithm>

namespace {

// The squares a move lands on: each landing of a capture sequence, else its destination.
QList<kabir::Square> landingsOf(const kabir::Position& pos, const kabir::Move& m)
{
    QList<kabir::Square> out;
    kabir::LeapSequence sequence;
    if (kabir::findLeapSequence(pos, m, sequence))
        for (int i = 0; i < sequence.landings; ++i)
            out << kabir::Square(sequence.landing[std::size_t(i)]);
    else
        out << m.to();
    return out;
}

// Whether `moves` are one move but for the type the unit ends as (a promotion on the way).
bool differOnlyInType(const QList<kabir::Move>& moves)
{
    const auto sameButType = [&](const kabir::Move& m) {
        const kabir::Move& first = moves.front();
        return m.from() == first.from() && m.to() == first.to() && m.kind() == first.kind() && m.aux() == first.aux();
    };
    return std::ranges::all_of(moves, sameButType);
}

}  // namespace

// Plays the move among `moves`, which the clicks so far name alike: asking which type where they
// differ only in that, else which move.
void BoardInput::playOneOf(const QList<kabir::Move>& moves)
{
    std::optional<kabir::Move> move = moves.front();
    const PromotionChooser& choose = differOnlyInType(moves) ? m_choosePromotion : m_chooseMove;
    if (moves.size() > 1)
        move = choose ? choose(moves) : std::nullopt;
    if (move)
        play(*move);
    else
        deselect();
}

// False where the click names no landing of the held unit's moves (tryMove then refuses it).
bool BoardInput::tryLeap(kabir::Square square)
{
    const kabir::Position pos = m_viewer->viewedPosition();
    QList<QList<kabir::Square>> paths;
    for (const kabir::Move& m : m_targets)
        paths << landingsOf(pos, m);
    const auto movesWhere = [&](auto condition) {
        QList<kabir::Move> out;
        QSet<QList<kabir::Square>> distinct;
        for (qsizetype i = 0; i < m_targets.size(); ++i)
            if (condition(paths[i])) {
                out << m_targets[i];
                distinct.insert(paths[i]);
            }
        return std::pair(out, distinct.size());
    };
    // The square where the unit's only way there ends; where several end there, their landings
    // are clicked in order.
    if (!m_leapOrdered) {
        const auto [ending, ways] = movesWhere([&](const QList<kabir::Square>& p) { return p.back() == square; });
        if (ways == 1) {
            playOneOf(ending);
            return true;
        }
        if (ways > 1) {
            m_leapOrdered = true;
            m_view->setSelection(m_selected, ending);
            emit prompt(tr("Several captures end on %1: click their landing squares in order.")
                            .arg(QString::fromStdString(pos.geometry().squareName(square))));
            return true;
        }
    }
    // The last landing clicked again: the sequence stops there.
    if (!m_leapPath.isEmpty() && square == m_leapPath.back()) {
        const auto [stopping, ways] = movesWhere([&](const QList<kabir::Square>& p) { return p == m_leapPath; });
        if (ways > 0) {
            playOneOf(stopping);
            return true;
        }
    }
    const QList<kabir::Square> path = m_leapPath + QList<kabir::Square>{square};
    const auto [along, ways] = movesWhere([&](const QList<kabir::Square>& p) { return p.mid(0, path.size()) == path; });
    if (ways == 0) {
        if (!m_leapOrdered)
            return false;
        emit refused(
            tr("The capture cannot go on to %1.").arg(QString::fromStdString(pos.geometry().squareName(square))));
        deselect();
        return true;
    }
    if (ways == 1) {
        playOneOf(along);
        return true;
    }
    m_leapOrdered = true;
    m_leapPath = path;
    m_view->setSelection(m_selected, along);
    const bool mayStop = movesWhere([&](const QList<kabir::Square>& p) { return p == path; }).second > 0;
    emit prompt(mayStop ? tr("Click the next landing square, or this one again to stop here.")
                        : tr("Click the next landing square."));
    return true;
}
