#pragma once
// The program's sounds (resources/sounds, made by scripts/sounds/generate.py): a click for a
// move, a knock for a capture, a chime when the game ends. Off unless the user turns them on;
// the players are created only then, so a machine without sound never opens an audio device.

#include <QObject>

class QSoundEffect;

class Sounds : public QObject {
    Q_OBJECT

public:
    explicit Sounds(QObject* parent = nullptr);

    void setEnabled(bool enabled);

    void playMove(bool capture);
    void playGameOver();

private:
    void play(QSoundEffect*& effect, const char* name);

    bool m_enabled = false;
    QSoundEffect* m_move = nullptr;
    QSoundEffect* m_capture = nullptr;
    QSoundEffect* m_gameOver = nullptr;
};
