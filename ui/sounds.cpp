#include "ui/sounds.h"

#include <QSoundEffect>
#include <QUrl>

Sounds::Sounds(QObject* parent) : QObject(parent) { }

void Sounds::setEnabled(bool enabled)
{
    m_enabled = enabled;
}

void Sounds::playMove(bool capture)
{
    if (capture)
        play(m_capture, "capture");
    else
        play(m_move, "move");
}

void Sounds::playGameOver()
{
    play(m_gameOver, "gameover");
}

void Sounds::play(QSoundEffect*& effect, const char* name)
{
    if (!m_enabled)
        return;
    if (!effect) {
        effect = new QSoundEffect(this);
        effect->setSource(QUrl(QStringLiteral("qrc:/sounds/%1.wav").arg(QLatin1String(name))));
        effect->setVolume(0.6f);
    }
    effect->play();
}
