#pragma once
// The evaluation graph of the whole game: one point per position, the first team's winning
// chances upwards (ValueText::winningChances), positions nobody has evaluated left out. The
// position on view is marked; a click goes to the position under the pointer. A dot marks each
// move annotated as an inaccuracy, mistake or blunder (MoveJudgement), in lichess's colours for them.

#include <QWidget>

#include <map>

class GameEvaluations;

class EvaluationGraph : public QWidget {
    Q_OBJECT

public:
    explicit EvaluationGraph(GameEvaluations* evaluations, QWidget* parent = nullptr);

    void setPlyCount(int plies);  // the positions of the game: plies + 1
    void setViewedPly(int ply);
    int plyAt(QPoint point) const;  // the position under a point (0 .. plies)
    // The moves to mark, by ply (the position after the move): NAG 6 (?!), 2 (?) or 4 (??).
    void setVerdicts(const std::map<int, int>& verdicts);
    const std::map<int, int>& verdicts() const { return m_verdicts; }

    QSize sizeHint() const override { return {240, 90}; }
    QSize minimumSizeHint() const override { return {80, 40}; }

signals:
    void plyClicked(int ply);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    bool event(QEvent* event) override;  // tooltips give the value under the pointer

private:
    double xOf(int ply) const;

    GameEvaluations* m_evaluations;
    int m_plies = 0;
    int m_viewed = 0;
    std::map<int, int> m_verdicts;
};
