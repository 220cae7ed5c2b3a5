#include "ui/gamerecords.h"

#include "core/record/gamerecord.h"
#include "core/record/recordfile.h"
#include "ui/gameclocks.h"
#include "ui/gamecontroller.h"
#include "ui/gameviewer.h"

#include <QFileInfo>
#include <QScopedValueRollback>
#include <QStringList>

QString GameRecords::write(const GameController& game)
{
    if (!game.hasGame())
        return {};
    kabir::RecordTags tags = game.tags();
    tags.merge(game.endingTags());
    if (!game.clocks()->enabled())
        return QString::fromStdString(kabir::writeRecord(game.viewer()->tree(), tags));
    // Each move's clock as lichess writes it: {[%clk 0:04:59]}, the mover's time left.
    tags["TimeControl"] = game.clocks()->timeControl().text();
    kabir::GameTree tree = game.viewer()->tree();
    const std::vector<kabir::NodeId> line = tree.mainLine();
    for (int ply = 0; ply < int(line.size()); ++ply) {
        const kabir::NodeId node = line[std::size_t(ply)];
        kabir::Comment comment = tree.node(node).comment;
        comment.clockMs = int(game.clocks()->clockAfterMove(ply, game.coreGame().positionAt(ply).sideToMove()));
        tree.setComment(node, comment);
    }
    return QString::fromStdString(kabir::writeRecord(tree, tags));
}

QString GameRecords::read(GameController& game, const QString& text, const QString& fileName)
{
    auto read = kabir::readRecord(text.toStdString(), fileName.toStdString());
    if (!read)
        return QString::fromStdString(read.errorText());
    const kabir::Game& recorded = read->game;
    const kabir::Position start = recorded.positionAt(0);
    const bool setUp = read->tags.count("FEN") > 0;
    // The record's time control, or none: its clocks run on from where the record leaves them.
    game.setTimeControl({});
    // A finished record is not a game ending now: gameOver is for games ending while played.
    const QScopedValueRollback<bool> replaying(game.m_replaying, true);
    if (const auto control = read->tags.find("TimeControl"); control != read->tags.end())
        if (auto parsed = kabir::match::TimeControl::parse(control->second); parsed && parsed->hasTimeLimit())
            game.setTimeControl(*parsed);
    QString error = game.newGame(QString::fromStdString(recorded.variant().id()), recorded.options(),
        setUp ? QString::fromStdString(start.fen()) : QString());
    if (error.isEmpty() && !recorded.choiceMade().empty())
        error = game.play(QString::fromStdString(recorded.choiceMade()));
    for (int ply = 0; error.isEmpty() && ply < recorded.plyCount(); ++ply)
        error = game.play(recorded.moveAt(ply));
    if (error.isEmpty()) {
        // The variations, comments and NAGs: the record read again as a tree, whose main line
        // is the one just played.
        const kabir::RecordFile file(text.toStdString(), fileName.toStdString());
        if (auto tree = file.load(0); tree && tree->tree.mainLine().size() == std::size_t(game.plyCount()))
            game.viewer()->replaceTree(std::move(tree->tree), game.viewer()->viewedNode());
        game.restoreClocks(game.viewer()->tree());
        game.restoreEnding(read->tags);
    }
    game.setPlayerNames({});
    if (error.isEmpty())
        game.setTags(read->tags);
    return error;
}

namespace {

// A move of a record that could not be read, for the user: "games.pgn, game 3, move 12... Ke3:
// is not a legal move ...".
QString problemText(const kabir::GameProblem& problem)
{
    const QString file = QFileInfo(QString::fromStdString(problem.where.file)).fileName();
    const QString key = QString::fromStdString(problem.where.key);
    const QString why = QString::fromStdString(problem.where.message);
    if (problem.moveNumber.empty())  // a parenthesis out of place
        //: %1 the file, %2 the game's number, %3 the line, %4 what is out of place, %5 why.
        return GameRecords::tr("%1, game %2, line %3: “%4” %5")
            .arg(file, QString::number(problem.game), QString::number(problem.where.line), key, why);
    //: %1 the file, %2 the game's number, %3 the move's number ("12." or "12..."), %4 the move, %5 why.
    return GameRecords::tr("%1, game %2, move %3 %4: %5")
        .arg(file, QString::number(problem.game), QString::fromStdString(problem.moveNumber), key, why);
}

}  // namespace

bool GameRecords::readGame(GameController& game, const kabir::RecordFile& file, int index, QString* problems,
    const kabir::VariantMatch* variant, bool whole)
{
    auto read = file.load(index, variant);
    if (!read) {
        //: %1 the game's number in its file, %2 why it cannot start (with the file and line).
        *problems = tr("Game %1: %2").arg(index + 1).arg(QString::fromStdString(read.errorText()));
        return false;
    }
    // The first ones, enough to find them: a broken file can have thousands.
    constexpr int kShown = 20;
    QStringList lines;
    for (const kabir::GameProblem& problem : read->problems) {
        if (lines.size() == kShown)
            break;
        lines << problemText(problem);
    }
    if (const int more = int(read->problems.size()) - kShown; more > 0)
        lines << tr("… and %n more.", nullptr, more);
    *problems = lines.join(QLatin1Char('\n'));
    if (whole && !read->problems.empty())
        return false;
    // The tree holds the moves that could be read, so its record loads whole. Its game comes
    // from the tree's start; a game cut short did not end as its tags say.
    const bool cut = int(read->tree.mainLine().size()) < file.games()[std::size_t(index)].plyCount;
    kabir::RecordTags tags;
    for (const auto& [name, value] : read->tags)
        if (!GameTags::isGameTag(name) || name == "TimeControl"
            || (!cut && (name == "Result" || name == "ResultKind" || name == "Termination")))
            tags[name] = value;
    const QString fileName = QString::fromStdString(file.fileName());
    const QString error
        = GameRecords::read(game, QString::fromStdString(kabir::writeRecord(read->tree, tags)), fileName);
    if (!error.isEmpty()) {
        *problems = error;
        return false;
    }
    return true;
}
