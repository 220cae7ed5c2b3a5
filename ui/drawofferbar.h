#pragma once
// A strip above the board that tells of a draw offer the user may accept or decline without a
// dialog in the way (a computer's offer stands until the other side moves).

#include <QFrame>

class QLabel;

class DrawOfferBar : public QFrame {
    Q_OBJECT

public:
    explicit DrawOfferBar(QWidget* parent = nullptr);

    void offer(const QString& text);  // shows the strip with `text`

signals:
    void accepted();
    void declined();

private:
    QLabel* m_text;
};
