#pragma once
// The legal moves of a position as a player may type them: for each move its text in the
// notation the user has chosen (View › Move Notation), its SAN-like text and Tressau's numbered
// text (where the variant numbers its squares) in the chosen piece letters, and its coordinate
// text; with more than two armies also without the army's prefix, as the reader allows. A typed
// text names the move it reads as (core parseMove), or else the moves one of whose texts begins
// with it: completion of unique prefixes, as XBoard and ChessBase offer it.

#include "core/board/types.h"
#include "core/position/position.h"
#include "core/record/notation.h"

#include <QList>
#include <QString>
#include <QStringList>

class TypedMoves {
public:
    TypedMoves(const kabir::Position& pos, const QList<kabir::Move>& legal, const kabir::Notation& notation);

    // The move the text reads as, when it reads as one; else every move with a text that
    // begins with it (none for an empty text).
    QList<kabir::Move> named(const QString& text) const;
    // The text completed as far as the moves it begins agree: a unique match's whole text.
    QString completion(const QString& text) const;
    // The move's text in the chosen notation, as the move list writes it.
    QString shown(kabir::Move move) const;

private:
    struct Entry {
        kabir::Move move;
        QStringList texts;  // the chosen notation's first
    };
    QList<Entry> m_entries;
    kabir::Position m_position;
    kabir::Notation m_notation;
};
