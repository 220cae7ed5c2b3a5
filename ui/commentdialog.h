#pragma once
// Asks for the words of a comment on a move (or before the first move): a text field that
// starts with the comment as it is; an empty text removes it.

#include <QDialog>

#include <optional>

class QPlainTextEdit;

class CommentDialog : public QDialog {
    Q_OBJECT

public:
    CommentDialog(const QString& title, const QString& text, QWidget* parent = nullptr);
    QString text() const;

    // The new words, or nullopt when the user cancels.
    static std::optional<QString> ask(const QString& title, const QString& text, QWidget* parent);

private:
    QPlainTextEdit* m_edit;
};
