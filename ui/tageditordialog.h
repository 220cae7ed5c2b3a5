#pragma once
// The tags that describe a game (GameController::tags()), to edit: Event, Site, Date (PGN's
// YYYY.MM.DD, ?? for a part not known; Today fills it in), Round, the players of each side
// (White and Black; with four armies each team's names, joined by " & " in army order),
// Annotator and Source, and a table of any other tags the game carries, where tags can be
// added and removed. A tag left empty is dropped (the record then writes "?" where PGN wants
// one). OK waits for a valid date and for other tags with a name of their own (letters, digits,
// '_'), not one of the fields above nor one the game writes itself. The dialog changes no
// game: the caller passes tags() to GameController::setTags.

#include "core/record/gamerecord.h"

#include <QDialog>

class GameController;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;

class TagEditorDialog : public QDialog {
    Q_OBJECT

public:
    TagEditorDialog(const GameController& game, QWidget* parent = nullptr);

    kabir::RecordTags tags() const;

    // For tests: a field by its tag ("Event", "White", ...), the other tags' table.
    QLineEdit* field(const std::string& tag) const;
    QTableWidget* otherTags() const { return m_others; }
    QPushButton* addButton() const { return m_addButton; }
    QPushButton* removeButton() const { return m_removeButton; }
    QPushButton* okButton() const { return m_okButton; }

private:
    void addOtherTag(const QString& name, const QString& value);
    void validate();

    std::vector<std::pair<std::string, QLineEdit*>> m_fields;  // in the order shown
    QTableWidget* m_others;
    QPushButton* m_addButton;
    QPushButton* m_removeButton;
    QPushButton* m_okButton;
    QLabel* m_problem;
};
