#pragma once
// An external engine the user has set up (Engines…): how to start it, its protocol and
// options, its own names for Kabir's variants (Fairy-Stockfish calls Bodlaender's Hyderabad
// rules "hyderabad_simple" when given Kabir's variants file, say), and the variants it said it
// plays when it was tested, so that it is offered only for those. A plain value, kept by
// Settings; spec() gives the match runner's description of it, whose clients speak to it.

#include "core/record/game.h"
#include "core/match/engineclient.h"

#include <QList>
#include <QMap>
#include <QPair>
#include <QString>
#include <QStringList>

struct ExternalEngine {
    QString name;
    QString command;  // the program, looked up in PATH without a '/'
    QStringList arguments;
    QString workingDirectory;  // empty: Kabir's own
    kabir::match::Protocol protocol = kabir::match::Protocol::Uci;
    QList<QPair<QString, QString>> options;  // UCI setoption / XBoard option, in order
    QStringList initCommands;                // sent as they are after the handshake
    QMap<QString, QString> variantNames;     // Kabir's variant id -> the engine's name; else the id
    QStringList variants;  // the engine's variants, by its names, as it said when last tested; empty: not known

    QString variantName(const QString& variantId) const { return variantNames.value(variantId, variantId); }
    // Whether the engine plays Kabir's `variantId` under its name for it (true while not known).
    bool plays(const QString& variantId) const;
    kabir::match::EngineSpec spec(const QString& variantId = {}) const;
    bool operator==(const ExternalEngine&) const = default;
};

// What an external engine is told of `game`: its name for the variant, the start position
// (unless the variant's own), the board's ranks, four armies; and the game's first `plies`
// moves in coordinate notation (all of them when -1).
kabir::match::GameSetup engineGameSetup(const ExternalEngine& engine, const kabir::Game& game);
std::vector<std::string> coordinateMoves(const kabir::Game& game, int plies = -1);
