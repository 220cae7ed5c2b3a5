#include "ui/commentdialog.h"

#include <QDialogButtonBox>
#include <QPlainTextEdit>
#include <QVBoxLayout>

CommentDialog::CommentDialog(const QString& title, const QString& text, QWidget* parent)
    : QDialog(parent), m_edit(new QPlainTextEdit(text, this))
{
    setWindowTitle(title);
    m_edit->setAccessibleName(tr("Comment"));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_edit);
    layout->addWidget(buttons);
    m_edit->setFocus();
}

QString CommentDialog::text() const
{
    return m_edit->toPlainText();
}

std::optional<QString> CommentDialog::ask(const QString& title, const QString& text, QWidget* parent)
{
    CommentDialog dialog(title, text, parent);
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    return dialog.text();
}
