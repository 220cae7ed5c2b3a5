#pragma once
// Analyse Game's verdict on the moves of the main line, as lichess gives it: from the winning
// chances (ValueText::winningChances, lichess's curve from -1 to 1, a value cut at ±10 pawns as
// lichess cuts it, a forced result ±1) of the mover's team before and after the move, a loss
// of 0.3 or more is a blunder ($4, ??), of 0.2 a mistake ($2, ?), of 0.1 an inaccuracy ($6, ?!).
// The verdicts go into the game tree as NAGs, so they are saved with the game and removed as
// any annotation is; a move the user has annotated already keeps his annotation.

class GameController;
class GameEvaluations;

namespace MoveJudgement {

// 0 for a good enough move, else 6, 2 or 4; the values are for the mover's team.
int nag(int valueBefore, int valueAfter);
bool isVerdict(int nag);  // ?!, ? or ??
// Annotates each move of the main line whose positions before and after are evaluated.
void annotate(GameController& game, const GameEvaluations& evaluations);

}  // namespace MoveJudgement
