#pragma once
// The evaluation's weights, named in one place instead of constants scattered through its
// terms, so that a tuner can read and change each of them (docs/engine.md, "Evaluation").
// Centipawns unless a comment says otherwise; Mg and Eg are a term's middlegame and endgame
// values. The defaults are the hand-set values every match so far was played with.

#include <span>
#include <string>
#include <string_view>

namespace kabir::search {

struct EvalWeights {
    int pawnValueMg = 100;  // percent of the derived value (piecevalues.h) of a pawn
    int pawnValueEg = 100;
    int pieceValueMg = 100;  // ... and of every other piece
    int pieceValueEg = 100;
    int pawnAdvanceMg = 10;  // over a pawn's whole advance
    int pawnAdvanceEg = 20;
    int kingHomeMg = 40;       // a checkable king's advance: times its square and the board's depth
    int kingCentralityEg = 6;  // per square the king reaches above the average
    int mobilityShare = 10;    // a reachable square is worth 1/mobilityShare of the piece per average square
    int mobilityMin = 2;       // ... but at least this and at most mobilityMax centipawns
    int mobilityMax = 8;
    int isolatedMg = 10;
    int isolatedEg = 15;
    int doubledMg = 8;
    int doubledEg = 18;
    int passedMg = 5;  // a passed pawn, times what promoting would gain (share of the best)
    int passedEg = 10;
    int passedProgressMg = 60;  // ... plus this times the square of its progress
    int passedProgressEg = 180;
    int kingDanger = 2;  // times the square of the attack's weight, with two attackers or more
    int kingDangerMax = 1200;
    int inHand = 10;        // a piece in hand, besides its value
    int kingTargetEg = 30;  // per step nearer than six to the nearest target square
    int kingLeapMg = 20;    // the king's leap still held
    int lastUnit = 200;     // where a bare king loses: the last unit beside the king
    int lastTwoUnits = 60;  // ... and each of the last two
    int lastKingMg = 250;   // with four armies: a team's last king
    int lastKingEg = 150;
    int heldOne = 10;  // old squares a team holds (Chaturanga 4-84): one, two, three
    int heldTwo = 30;
    int heldThree = 90;
    int tempo = 10;  // the move in hand

    bool operator==(const EvalWeights&) const = default;
};

// Every weight with its name (as its member is named) and the range it may take, for the
// tuner and for weight files (weightfile.h).
struct EvalWeightField {
    std::string_view name;
    int EvalWeights::*value;
    int min = 0;
    int max = 2000;
};
std::span<const EvalWeightField> evalWeightFields();

// Why a set of weights cannot be used (a weight out of its range, a mobility minimum above its
// maximum), or empty when it can.
std::string evalWeightsProblem(const EvalWeights& weights);

}  // namespace kabir::search
