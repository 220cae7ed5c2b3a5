#pragma once
// A short message over the middle of the board that fades out by itself: it tells the eye why
// the board has just turned ("Green to move: seen from Green"), so that a four-army player
// does not lose the thread when the board turns to the next army. It lets the mouse through.

#include <QLabel>

class QVariantAnimation;

class BoardBanner : public QLabel {
    Q_OBJECT

public:
    // Shows over `board` (its parent), centred.
    explicit BoardBanner(QWidget* board);

    // Shows `text` at once and fades it out over about a second and a half.
    void announce(const QString& text);
    bool isShowing() const;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void place();
    QVariantAnimation* m_fade;
};
