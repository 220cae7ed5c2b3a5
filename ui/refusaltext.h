#pragma once
// Why a move, or a position set up by hand, is refused, in the words of the rules and the
// program's language: the core's sentence for each refusal reason (core/rules/refusalmessage.cpp,
// core/position/setupcheck.cpp), translated, naming the pieces, squares and armies as the variant
// does and, for the rules a rule set decides, the rule set ("… (rule set A)").

#include "core/position/setupcheck.h"
#include "core/rules/refusal.h"

#include <QCoreApplication>
#include <QString>

class RefusalText {
    Q_DECLARE_TR_FUNCTIONS(RefusalText)

public:
    // `ruleSet`: the label of the game's rule set, shown with the refusals of promotion rules;
    // empty when the variant has none.
    static QString message(const kabir::Position& pos, const kabir::Refusal& refusal, const QString& ruleSet = {});
    static QString setupMessage(const kabir::Position& pos, const kabir::SetupRefusal& refusal);
};
