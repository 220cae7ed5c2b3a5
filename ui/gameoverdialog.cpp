#include "ui/gameoverdialog.h"

#include "ui/gamecontroller.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QStringList>
#include <QVBoxLayout>

#include <algorithm>

GameOverDialog::GameOverDialog(
    const GameController& game, const GameResult& result, QWidget* parent, const QString& why)
    : QDialog(parent)
{
    setWindowTitle(tr("Game Over"));
    setObjectName(QStringLiteral("gameOverDialog"));

    auto* headline = new QLabel(game.resultTexts().headline(result), this);
    headline->setObjectName(QStringLiteral("headline"));
    QFont big = headline->font();
    big.setPointSizeF(big.pointSizeF() * 1.6);
    big.setBold(true);
    headline->setFont(big);
    headline->setAlignment(Qt::AlignCenter);

    QString kind = game.resultTexts().kind(result);
    if (!kind.isEmpty())
        kind[0] = kind[0].toUpper();
    auto* how = new QLabel(kind, this);
    how->setObjectName(QStringLiteral("kind"));
    how->setAlignment(Qt::AlignCenter);
    how->setWordWrap(true);

    // Who played: "Anna (White) – Kabir, level 2 (Black)", when the players have names.
    QStringList players;
    bool named = false;
    for (int army = 0; army < game.armyCount(); ++army) {
        const QString name = game.playerNames().value(army).trimmed();
        named = named || !name.isEmpty();
        players << (name.isEmpty() ? game.armyName(army) : tr("%1 (%2)").arg(name, game.armyName(army)));
    }
    auto* who = new QLabel(named ? players.join(QStringLiteral(" – ")) : QString(), this);
    who->setObjectName(QStringLiteral("players"));
    who->setAlignment(Qt::AlignCenter);
    who->setWordWrap(true);
    who->setVisible(named);

    // Moves as a chess player counts them: a move is a turn of every army, not one ply.
    const int armies = std::max(game.armyCount(), 1);
    const int moves = (game.plyCount() + armies - 1) / armies;
    //: %1 is the score for tables ("¾–¼"), %2 the PGN result ("1-0"), %3 the number of moves.
    auto* score = new QLabel(tr("Score for tables: %1 · PGN result: %2 · moves played: %3")
                                 .arg(game.resultTexts().score(result), result.pgnResult())
                                 .arg(moves),
        this);
    score->setObjectName(QStringLiteral("score"));
    score->setAlignment(Qt::AlignCenter);

    auto* buttons = new QDialogButtonBox(this);
    QPushButton* newGame = buttons->addButton(tr("&New Game…"), QDialogButtonBox::AcceptRole);
    QPushButton* save = buttons->addButton(tr("&Save Game…"), QDialogButtonBox::ActionRole);
    QPushButton* close = buttons->addButton(tr("&Close"), QDialogButtonBox::RejectRole);
    close->setDefault(true);
    connect(newGame, &QPushButton::clicked, this, [this] {
        m_choice = NewGame;
        accept();
    });
    connect(save, &QPushButton::clicked, this, [this] {
        m_choice = SaveGame;
        accept();
    });
    connect(close, &QPushButton::clicked, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->setSpacing(10);
    layout->addWidget(headline);
    layout->addWidget(who);
    layout->addWidget(how);
    if (!why.isEmpty()) {
        auto* reason = new QLabel(why, this);
        reason->setObjectName(QStringLiteral("why"));
        reason->setAlignment(Qt::AlignCenter);
        reason->setWordWrap(true);
        layout->addWidget(reason);
    }
    layout->addWidget(score);
    layout->addSpacing(6);
    layout->addWidget(buttons);
    setMinimumWidth(360);
}
