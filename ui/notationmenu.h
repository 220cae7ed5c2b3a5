#pragma once
// View › Move Notation: how the move list writes the moves — standard (Nf3) or in Tressau's
// numbered squares (119-116, for the variants that number their squares) — and with which
// piece letters (the variant's English ones or German: K D T L S B). The choice is a setting
// (BoardSettings::moveNotation and pieceLetters).

#include "core/record/notation.h"

#include <QMenu>

class QActionGroup;
class Settings;
struct BoardSettings;

class NotationMenu : public QMenu {
    Q_OBJECT

public:
    NotationMenu(Settings& settings, QWidget* parent = nullptr);

    // Checks the entries `board` holds; the numbered notation is offered only where the
    // variant on the board numbers its squares (`numbered`).
    void sync(const BoardSettings& board, bool numbered);
    // The notation the settings ask for, where the variant can give it.
    static kabir::Notation notation(const BoardSettings& board, bool numbered);

private:
    void choose();

    Settings& m_settings;
    QActionGroup* m_systems;
    QActionGroup* m_letters;
};
