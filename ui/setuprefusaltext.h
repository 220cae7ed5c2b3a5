#pragma once
// Why a position set up by hand cannot be played from, in the program's language: each of the
// core's setup refusals (core/position/setupcheck.h) as a translated sentence naming the armies, pieces
// and squares as the variant does. The core's setupRefusalMessage is the English source.

#include "core/position/setupcheck.h"

#include <QCoreApplication>
#include <QString>

class SetupRefusalText {
    Q_DECLARE_TR_FUNCTIONS(SetupRefusalText)

public:
    static QString message(const kabir::Position& pos, const kabir::SetupRefusal& refusal);
};
