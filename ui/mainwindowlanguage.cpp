// A new language chosen in the settings: Kabir's windows are built with their texts, so the
// language shows in a new window, which takes the game over from this one in the same process
// (app/gui/main.cpp) — nothing of the game is lost, as it would be with a quit and a new start.
#include "ui/mainwindow.h"

#include "ui/gamecontroller.h"
#include "ui/gamerecords.h"

#include <QCoreApplication>
#include <QMessageBox>
#include <QPushButton>
#include <QUndoStack>

MainWindow::Handover MainWindow::handover() const
{
    return {
        m_game->hasGame() ? GameRecords::write(*m_game) : QString(), m_file, !m_game->undoStack()->isClean(), m_setup};
}

void MainWindow::takeOver(const Handover& handover)
{
    if (handover.record.isEmpty() || !GameRecords::read(*m_game, handover.record, handover.file.fileName()).isEmpty())
        return;
    adoptLoadedGame();
    m_setup = handover.setup;  // the computers and engines at the board, double dummy
    applyPlayerNames();
    m_file = handover.file;
    updateTitle();
    if (handover.unsaved)
        m_game->undoStack()->resetClean();
}

void MainWindow::offerRestartForLanguage()
{
    QMessageBox box(QMessageBox::Question, tr("Language"),
        tr("The new language shows once Kabir starts again. Restart now? The game stays as it "
           "is: its moves, players, clocks and file, saved or not."),
        QMessageBox::NoButton, this);
    QPushButton* now = box.addButton(tr("&Restart Now"), QMessageBox::AcceptRole);
    box.addButton(tr("&Later"), QMessageBox::RejectRole);
    box.setDefaultButton(now);
    box.exec();
    if (box.clickedButton() == now)
        restartForLanguage();
}

void MainWindow::restartForLanguage()
{
    m_restartRequested = true;
    if (close())
        QCoreApplication::exit();  // also while another window (a rules page) stays open
}
