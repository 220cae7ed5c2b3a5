#include "ui/exportdialog.h"

#include <QClipboard>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QGuiApplication>
#include <QLabel>
#include <QMimeData>
#include <QPushButton>
#include <QSaveFile>

ExportDialog::ExportDialog(const QString& saveTitle, QWidget* parent)
    : QDialog(parent), m_saveTitle(saveTitle), m_buttons(new QDialogButtonBox(QDialogButtonBox::Close, this)),
      m_status(new QLabel(this))
{
    m_status->setWordWrap(true);
    QPushButton* saveButton = m_buttons->addButton(tr("Sa&ve…"), QDialogButtonBox::ActionRole);
    QPushButton* copyButton = m_buttons->addButton(tr("&Copy"), QDialogButtonBox::ActionRole);
    connect(saveButton, &QPushButton::clicked, this, &ExportDialog::save);
    connect(copyButton, &QPushButton::clicked, this, &ExportDialog::copyToClipboard);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

bool ExportDialog::saveTo(const QString& fileName)
{
    const QString ending = QLatin1Char('.') + fileExtension();
    const QString path = fileName.endsWith(ending, Qt::CaseInsensitive) ? fileName : fileName + ending;
    const QByteArray data = fileData();
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(data) != data.size() || !file.commit()) {
        //: %1 is a file, %2 the system's reason.
        m_status->setText(tr("Could not save %1: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
        return false;
    }
    m_status->setText(tr("Saved as %1").arg(QDir::toNativeSeparators(path)));
    return true;
}

void ExportDialog::save()
{
    const QString fileName = QFileDialog::getSaveFileName(this, m_saveTitle, QString(), fileFilter());
    if (!fileName.isEmpty())
        saveTo(fileName);
}

void ExportDialog::copyToClipboard()
{
    QGuiApplication::clipboard()->setMimeData(clipboardData());
    m_status->setText(tr("Copied to the clipboard."));
}
