#pragma once
// The evaluation bar beside the board: the first team's share (light) against the second's
// (dark), by winning chances, with the value written at the leading end. Hidden while there is
// no value. Turned with the board: the team seen at the bottom fills from the bottom.

#include <QWidget>

#include <optional>

class EvalBar : public QWidget {
    Q_OBJECT

public:
    explicit EvalBar(QWidget* parent = nullptr);

    // The value for the first team (White; Red and Yellow); none: nothing to show.
    void setValue(std::optional<int> valueForFirstTeam);
    std::optional<int> value() const { return m_value; }
    // Whether the first team is seen at the bottom of the board.
    void setFirstTeamAtBottom(bool bottom);

    QSize sizeHint() const override { return {22, 200}; }
    QSize minimumSizeHint() const override { return {16, 60}; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    std::optional<int> m_value;
    bool m_firstAtBottom = true;
};
