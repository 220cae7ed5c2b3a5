#include "ui/resulttexts.h"

#include "ui/datastrings.h"

using kabir::ResultKind;

ResultTexts::ResultTexts(const kabir::Position* position) : m_position(position) { }

QString ResultTexts::armyName(const kabir::Ruleset& rules, int army)
{
    if (army < 0 || army >= rules.armyCount())
        return {};
    // Army names come from the variant files; DataStrings holds their translations.
    const std::string& name = rules.definition().armies[std::size_t(army)].name;
    return QCoreApplication::translate("DataStrings", name.c_str());
}

QString ResultTexts::teamName(const kabir::Ruleset& rules, int team)
{
    QString name;
    for (int a = 0; a < rules.armyCount(); ++a) {
        if (rules.teamOf(kabir::Army(a)) != team)
            continue;
        //: Two armies of one team, as in "Red and Yellow win".
        name = name.isEmpty() ? armyName(rules, a) : tr("%1 and %2").arg(name, armyName(rules, a));
    }
    return name;
}

QString ResultTexts::text(const GameResult& result) const
{
    if (!result.over() || !m_position)
        return tr("The game goes on.");
    //: %1 says who won or that it is a draw ("White wins"), %2 how ("checkmate").
    return tr("%1 — %2").arg(headline(result), kind(result));
}

QString ResultTexts::headline(const GameResult& result) const
{
    if (!result.over() || !m_position)
        return tr("The game goes on");
    if (result.draw())
        return tr("Draw");
    int armies = 0;
    for (int a = 0; a < rules().armyCount(); ++a)
        armies += rules().teamOf(kabir::Army(a)) == result.winner;
    //: %1 is one army ("White") or, where a team wins, two ("Red and Yellow").
    return armies > 1 ? tr("%1 win").arg(teamName(rules(), result.winner))
                      : tr("%1 wins").arg(teamName(rules(), result.winner));
}

QString ResultTexts::kind(const GameResult& result) const
{
    if (!m_position)
        return {};
    if (result.ending == GameResult::Ending::Resignation)
        return tr("%1 resigns").arg(armyName(rules(), result.army));
    if (result.ending == GameResult::Ending::Time)
        return result.winner < 0 ? tr("%1 ran out of time against a bare king").arg(armyName(rules(), result.army))
                                 : tr("%1 lost on time").arg(armyName(rules(), result.army));
    if (result.ending == GameResult::Ending::Agreement)
        return tr("by agreement");
    if (result.ending == GameResult::Ending::Forfeit) {
        const QString army = armyName(rules(), result.army);
        if (result.forfeitKind == QLatin1String("illegal-move"))
            return tr("the computer playing %1 gave a move that cannot be played").arg(army);
        if (result.forfeitKind == QLatin1String("no-answer"))
            return tr("the computer playing %1 gave no move in time").arg(army);
        if (result.forfeitKind == QLatin1String("refused-legal-move"))
            return tr("the computer playing %1 refused a legal move").arg(army);
        if (result.forfeitKind == QLatin1String("false-claim"))
            return tr("the computer playing %1 claimed a result the rules do not give").arg(army);
        return tr("the computer playing %1 stopped working").arg(army);
    }

    switch (result.outcome.kind) {
    case ResultKind::None: return {};
    case ResultKind::Checkmate: return tr("checkmate");
    case ResultKind::PawnMate: return tr("pawn mate: double victory");
    case ResultKind::StalemateDraw: return tr("stalemate");
    case ResultKind::StalemateWin: return tr("stalemate, a win for the stalemating side");
    case ResultKind::StalemateHalfWin: return tr("stalemate: half victory");
    case ResultKind::StalemateLoss: return tr("stalemate, a loss for the stalemating side");
    case ResultKind::LastPieceCapture: return tr("capture of the last piece (burj)");
    case ResultKind::BareKing: return tr("bare king");
    case ResultKind::BareKingCounterCapture: return tr("bare king, but the last enemy piece taken in reply");
    case ResultKind::KingTarget: return tr("the king reached its target square");
    case ResultKind::Repetition: return tr("threefold repetition");
    case ResultKind::PerpetualCheck: return tr("perpetual check");
    case ResultKind::MoveRule: return tr("%1-move rule").arg(rules().results().moveRule);
    case ResultKind::KingsCaptured:
        return rules().armyCount() == 2 ? tr("the enemy king captured") : tr("all enemy kings captured");
    case ResultKind::SquaresHeld: return tr("all the marked squares held");
    case ResultKind::NoMoves: return tr("%1 has no legal move").arg(armyName(rules(), m_position->sideToMove()));
    case ResultKind::BareKingHalfWin: return tr("bare king (boorj): half victory");
    case ResultKind::BareKingDraw: return tr("bare king: a draw");
    case ResultKind::FewUnits: return tr("four men or fewer left (chamori bhaaji): a draw");
    case ResultKind::CountingDraw: return tr("the count ran out before mate");
    case ResultKind::FirstCheck: return tr("the first check wins");
    case ResultKind::DiscoveredMateDraw: return tr("discovered mate (ares): a draw");
    case ResultKind::MateOffSquaresDraw: return tr("mate outside the squares where it counts: a draw");
    case ResultKind::NiolDraw: return tr("mate without a shak (Niol): a draw");
    case ResultKind::KnightMateDraw: return tr("knight mate: a draw");
    case ResultKind::KnightMateLoss: return tr("knight mate: the mated side wins");
    case ResultKind::CitadelDraw: return tr("a king reached the enemy citadel: a draw");
    case ResultKind::Extinction: {  // the piece the army could not lose: the capturable Maharajah
        const std::vector<kabir::PieceType>& vital = rules().results().extinction;
        return tr("the %1 has been captured")
            .arg(vital.empty() ? QString() : DataStrings::text(rules().definition().pieces[vital.front()].name));
    }
    }
    return {};
}

QString ResultTexts::score(const GameResult& result) const
{
    if (!result.over() || !m_position)
        return {};
    // Scores for tables, as the rules pages give them: a half-win counts 3/4, a double victory 2.
    const auto score = [&](int team) {
        if (result.ending == GameResult::Ending::Rules)
            return result.outcome.score(team);
        return result.winner < 0 ? 0.5 : team == result.winner ? 1.0 : 0.0;
    };
    const auto format = [](double value) {
        if (value == 0.25)
            return QStringLiteral("¼");
        if (value == 0.5)
            return QStringLiteral("½");
        if (value == 0.75)
            return QStringLiteral("¾");
        return QString::number(value);
    };
    return QStringLiteral("%1–%2").arg(format(score(0)), format(score(1)));
}
