// The main window's files, clipboard and set-up positions: opening a record file (choosing
// among its games, and saying which moves could not be read), Save, Save As, appending to a file, the recent files,
// the game's tags, copying and pasting positions and games (asking for the variant when a
// position does not say which it is of), and starting from a position set up in the editor.

#include "ui/mainwindow.h"

#include "core/record/game.h"
#include "core/record/recordfile.h"
#include "core/catalog/variantcatalog.h"
#include "ui/boardview.h"
#include "ui/gamecontroller.h"
#include "ui/gameviewer.h"
#include "ui/gamelistdialog.h"
#include "ui/positioneditor.h"
#include "ui/recentfiles.h"
#include "ui/settings.h"
#include "ui/tageditordialog.h"
#include "ui/variantchoice.h"
#include "ui/gamerecords.h"

#include <QApplication>
#include <QClipboard>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>
#include <QUndoStack>

namespace {

const char* const kRecordFilter = QT_TRANSLATE_NOOP("MainWindow", "Game records (*.pgn);;All files (*)");

}  // namespace

void MainWindow::openGame()
{
    if (!confirmDiscard())
        return;
    const QString fileName
        = QFileDialog::getOpenFileName(this, tr("Open Game"), QFileInfo(m_file.fileName()).path(), tr(kRecordFilter));
    if (!fileName.isEmpty())
        reportProblems(tr("Open Game"), [&] { openGameFrom(fileName); });
}

void MainWindow::openGivenRecord(const QString& fileName)
{
    if (confirmDiscard())
        reportProblems(tr("Open Game"), [&] { openGameFrom(fileName); });
}

bool MainWindow::openGameFrom(const QString& fileName, int game)
{
    m_fileProblem.clear();
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        refuse(tr("Cannot read %1: %2").arg(fileName, file.errorString()));
        return false;
    }
    const kabir::RecordFile records(file.readAll().toStdString(), fileName.toStdString());
    if (!loadFromRecords(records, game))
        return false;
    m_file.setOpened(fileName, m_loadedGame + 1, int(records.games().size()));
    m_recentFiles->add(fileName);
    updateTitle();
    if (m_fileProblem.isEmpty())  // else the moves that could not be read stay in view
        statusBar()->showMessage(tr("Opened %1.").arg(m_file.title()), kMessageTime);
    return true;
}

// Game `game` of `records` (-1: the only one, or the one the user chooses from the list) into
// the controller. False when there is none, the user cancels or the game cannot start (refuse
// says why); a game read only up to a bad move is loaded, and refuse lists the bad moves. A
// `pasted` game's bare moves are of the current variant, and one with a bad move is not loaded:
// a paste that fails leaves the game as it was.
bool MainWindow::loadFromRecords(const kabir::RecordFile& records, int game, bool pasted)
{
    const int count = int(records.games().size());
    if (count == 0) {
        // A file that is not text says so, with where its first byte of no text is.
        QStringList why;
        for (const kabir::Problem& problem : records.problems())
            why << QString::fromStdString(problem.toString());
        refuse(why.isEmpty() ? tr("%1 holds no game.").arg(QString::fromStdString(records.fileName()))
                             : why.join(QLatin1Char('\n')));
        return false;
    }
    if (game < 0 && count == 1)
        game = 0;
    if (game < 0) {
        GameListDialog list(records, this);
        if (list.exec() != QDialog::Accepted || list.chosenGame() < 0)
            return false;
        game = list.chosenGame();
    }
    if (game >= count) {
        refuse(tr("%1 holds %n game(s).", nullptr, count).arg(QString::fromStdString(records.fileName())));
        return false;
    }
    const kabir::RecordTags& tags = records.games()[std::size_t(game)].tags;
    const VariantChoice variant = pasted && m_game->hasGame()
        ? VariantChoice::forPastedGame(tags, VariantChoice::askUser(this), *m_game->variant(), m_game->options())
        : VariantChoice::forGame(tags, VariantChoice::askUser(this), m_game->variantId());
    if (variant.cancelled())
        return false;
    QString problems;
    if (!GameRecords::readGame(*m_game, records, game, &problems, variant.match(), pasted)) {
        refuse(pasted ? tr("Nothing was pasted: %1").arg(problems) : problems);
        return false;
    }
    m_loadedGame = game;
    adoptLoadedGame();
    if (!problems.isEmpty())
        refuse(tr("The game was read up to a move that could not be read: %1").arg(problems));
    return true;
}

// Save writes the game back to its file when the file holds this game alone, or when the user
// has chosen to replace it in its file of many; else it is Save As.
void MainWindow::saveGame()
{
    if (m_file.canSaveInPlace())
        reportProblems(tr("Save Game"), [&] { saveGameTo(m_file.fileName()); });
    else
        saveGameAs();
}

// Save As never proposes a file of many games, and asks before it writes into a file that holds
// games: the game's own file offers to replace the game in it, any file to add the game at its
// end; a file of other games is never overwritten by one game.
void MainWindow::saveGameAs()
{
    const QString fileName = QFileDialog::getSaveFileName(this, tr("Save Game"), m_file.proposedSaveName(),
        tr(kRecordFilter), nullptr, QFileDialog::DontConfirmOverwrite);
    if (!fileName.isEmpty())
        saveGameAsFile(GameFile::withExtension(fileName));
}

void MainWindow::saveGameAsFile(const QString& fileName)
{
    switch (askHowToSaveInto(fileName)) {
    case SaveInto::Write: reportProblems(tr("Save Game"), [&] { saveGameTo(fileName); }); break;
    case SaveInto::Append: reportProblems(tr("Save Game"), [&] { appendGameTo(fileName); }); break;
    case SaveInto::Cancel: break;
    }
}

MainWindow::SaveInto MainWindow::askHowToSaveInto(const QString& fileName)
{
    const int games = GameFile::countGames(fileName);
    const bool ownFile = isGamesOwnFile(fileName);
    if (games == 0 && !QFileInfo::exists(fileName))
        return SaveInto::Write;
    const QString name = QFileInfo(fileName).fileName();
    QMessageBox box(QMessageBox::Question, tr("Save Game"), QString(), QMessageBox::NoButton, this);
    QPushButton* write = nullptr;
    if (ownFile && games > 1) {
        //: %1 the file, %2 the game's number in it.
        box.setText(tr("%1 holds %n game(s). Replace game %2 in it with this one, or add this game at its end? "
                       "The other games stay as they are.",
            nullptr, games)
                        .arg(name)
                        .arg(m_file.game()));
        write = box.addButton(tr("Replace Game %1").arg(m_file.game()), QMessageBox::AcceptRole);
    } else if (games <= 1) {
        box.setText(games == 0
                ? tr("%1 already exists and holds no game. Replace it?").arg(name)
                : tr("%1 already holds a game. Replace it with this one, or add this game at its end?").arg(name));
        write = box.addButton(tr("Replace"), QMessageBox::AcceptRole);
    } else {
        box.setText(tr("%1 holds %n game(s). Add this game at its end?", nullptr, games).arg(name));
    }
    QPushButton* append = games > 0 ? box.addButton(tr("Add at the End"), QMessageBox::AcceptRole) : nullptr;
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(append ? append : write);
    box.exec();
    if (write && box.clickedButton() == write)
        return SaveInto::Write;
    if (append && box.clickedButton() == append)
        return SaveInto::Append;
    return SaveInto::Cancel;
}

bool MainWindow::isGamesOwnFile(const QString& fileName) const
{
    return !m_file.fileName().isEmpty() && QFileInfo(fileName) == QFileInfo(m_file.fileName());
}

// Into the game's own file of many games the game goes back in its place, every other game
// unchanged; any other file becomes this game alone.
bool MainWindow::saveGameTo(const QString& fileName)
{
    const bool inPlace = isGamesOwnFile(fileName) && m_file.gameCount() > 1;
    const QString error = inPlace
        ? GameFile::replaceGame(fileName, m_file.game(), m_file.gameCount(), GameRecords::write(*m_game))
        : GameFile::write(fileName, GameRecords::write(*m_game));
    if (!error.isEmpty()) {
        refuse(error);
        return false;
    }
    m_game->undoStack()->setClean();
    if (inPlace)
        m_file.allowReplacingInPlace();
    else
        m_file.setSaved(fileName);
    m_recentFiles->add(fileName);
    updateTitle();
    statusBar()->showMessage(inPlace
            ? tr("Game %1 of %2 was replaced.").arg(m_file.game()).arg(QFileInfo(fileName).fileName())
            : tr("Saved %1.").arg(QFileInfo(fileName).fileName()),
        kMessageTime);
    return true;
}

void MainWindow::appendGame()
{
    const QString fileName = QFileDialog::getSaveFileName(this, tr("Append Game to File"), m_file.fileName(),
        tr(kRecordFilter), nullptr, QFileDialog::DontConfirmOverwrite);
    if (!fileName.isEmpty())
        reportProblems(tr("Append Game to File"), [&] { appendGameTo(GameFile::withExtension(fileName)); });
}

bool MainWindow::appendGameTo(const QString& fileName)
{
    if (const QString error = GameFile::append(fileName, GameRecords::write(*m_game)); !error.isEmpty()) {
        refuse(error);
        return false;
    }
    m_game->undoStack()->setClean();
    m_recentFiles->add(fileName);
    statusBar()->showMessage(tr("The game was added to %1.").arg(QFileInfo(fileName).fileName()), kMessageTime);
    return true;
}

void MainWindow::setUpPosition()
{
    kabir::Position position = m_viewer->viewedPosition();
    kabir::OptionValues options = m_game->options();
    for (;;) {
        PositionEditor editor(position, this);
        editor.setLook(m_settings->board());
        editor.setQuarterTurns(m_boardView->quarterTurns());
        const int result = editor.exec();
        if (result == PositionEditor::VariantChosen) {
            // Again on that variant's start position: the game's options for its own variant,
            // else the defaults.
            const QString id = editor.chosenVariant();
            options = id == m_game->variantId() ? m_game->options() : kabir::OptionValues();
            const kabir::VariantFile* file = kabir::VariantCatalog::builtIn().find(id.toStdString());
            if (file)
                if (auto game = kabir::Game::create(*file, options))
                    position = game->positionAt(0);
            continue;
        }
        if (result == QDialog::Accepted && confirmDiscard())
            reportProblems(tr("Set Up Position"), [&] {
                setUpPositionFrom(editor.fen(), QString::fromStdString(position.rules().definition().id), options);
            });
        return;
    }
}

bool MainWindow::setUpPositionFrom(const QString& fen, const QString& variantId, const kabir::OptionValues& options)
{
    // The players and clock stay; the position is the one set up, of the game's variant and
    // options unless another variant is named.
    const bool other = !variantId.isEmpty() && variantId != m_game->variantId();
    if (const QString error = other ? m_game->newGame(variantId, options, fen) : m_game->loadFen(fen);
        !error.isEmpty()) {
        refuse(error);
        return false;
    }
    adoptPosition();
    m_file.clear();
    updateTitle();
    statusBar()->showMessage(tr("The position was set up."), kMessageTime);
    return true;
}

void MainWindow::editTags()
{
    TagEditorDialog dialog(*m_game, this);
    if (dialog.exec() != QDialog::Accepted || dialog.tags() == m_game->tags())
        return;
    m_game->setTags(dialog.tags());
    m_game->undoStack()->resetClean();  // the record has changed
    updateStatus();
}

void MainWindow::copyPosition()
{
    QApplication::clipboard()->setText(m_viewer->viewedFen());
    statusBar()->showMessage(tr("The position is on the clipboard."), kMessageTime);
}

bool MainWindow::pastePosition(const QString& text)
{
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty() || !confirmDiscard())
        return false;
    m_fileProblem.clear();
    // A record starts with a tag or a move number; anything else is taken for a FEN.
    const bool record
        = trimmed.startsWith(QLatin1Char('[')) || (trimmed.front().isDigit() && trimmed.contains(QLatin1Char('.')));
    if (record) {
        const kabir::RecordFile records(trimmed.toStdString(), tr("the clipboard").toStdString());
        if (!loadFromRecords(records, -1, true))
            return false;
    } else {
        const VariantChoice variant
            = VariantChoice::forFen(trimmed, VariantChoice::askUser(this), m_game->variantId(), m_game->options());
        if (variant.cancelled())
            return false;
        const QString error = !variant.error().isEmpty()
            ? variant.error()
            : m_game->newGame(variant.variantId(), variant.options(), trimmed);
        if (!error.isEmpty()) {
            refuse(error);
            return false;
        }
        adoptPosition();
    }
    m_file.clear();
    updateTitle();
    if (m_fileProblem.isEmpty())
        statusBar()->showMessage(record ? tr("The game was pasted.") : tr("The position was pasted."), kMessageTime);
    return true;
}

// What a file action refused, or the moves of a game that could not be read: in the status bar,
// and kept for reportProblems.
void MainWindow::refuse(const QString& why)
{
    m_fileProblem = why;
    statusBar()->showMessage(why.section(QLatin1Char('\n'), 0, 0), 2 * kMessageTime);
}

// Runs a file action the user asked for from a menu, and shows what it refused in a message
// box (the programmatic actions, which tests call, only write to the status bar).
void MainWindow::reportProblems(const QString& title, const std::function<void()>& action)
{
    m_fileProblem.clear();
    action();
    if (!m_fileProblem.isEmpty())
        QMessageBox::warning(this, title, m_fileProblem);
}

void MainWindow::pasteFromClipboard()
{
    reportProblems(tr("Paste"), [this] { pastePosition(QApplication::clipboard()->text()); });
}
