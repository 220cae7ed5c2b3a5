#pragma once
// Engines…: the external engines the user plays against (and names in the new-game dialog's
// seats). Each has a name, the program and its arguments, a working folder, the protocol (UCI
// or XBoard), options, commands to send after the handshake, and its own names for Kabir's
// variants. Test starts the engine as a game would, on a thread of its own, and says whether
// the handshake worked and what the engine calls itself; the variants it says it plays are
// listed and kept with it (the new-game dialog offers it only for those). The list is saved in the Settings
// when the dialog is accepted.

#include "ui/externalengine.h"

#include <QDialog>
#include <QList>

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class Settings;

class EnginesDialog : public QDialog {
    Q_OBJECT

public:
    explicit EnginesDialog(Settings& settings, QWidget* parent = nullptr);

    QList<ExternalEngine> engines() const { return m_engines; }
    // Adds an engine and shows it (also for tests); returns its row.
    int addEngine(const ExternalEngine& engine);
    // Starts the engine shown, as Test does; the answer arrives as testFinished.
    void testEngine();
    QString testResult() const;
    // Saves the list and closes, unless an engine lacks a name or a command.
    void accept() override;

signals:
    void testFinished(bool ok, const QString& message);

private:
    void showEngine(int row);
    void storeEngine();  // the fields into the engine shown
    void removeEngine();
    void showVariants();  // of the engine shown

    Settings& m_settings;
    QList<ExternalEngine> m_engines;
    int m_shown = -1;
    QListWidget* m_list;
    QLineEdit* m_name;
    QLineEdit* m_command;
    QLineEdit* m_arguments;
    QLineEdit* m_folder;
    QComboBox* m_protocol;
    QPlainTextEdit* m_options;
    QPlainTextEdit* m_initCommands;
    QPlainTextEdit* m_variantNames;
    QPushButton* m_removeButton;
    QPushButton* m_testButton;
    QLabel* m_variants;
    QLabel* m_testResult;
    QWidget* m_form;
};
