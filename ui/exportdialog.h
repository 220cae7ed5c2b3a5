#pragma once
// What the export dialogs (a diagram, the moves as text) share: Save… and Copy beside Close,
// and a status line below that tells what became of the last save or copy. A subclass says
// what it exports now — the file's extension, the file dialog's filter, the file's contents and
// the clipboard's data — and places buttons() and statusLabel() in its layout.

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QMimeData;

class ExportDialog : public QDialog {
    Q_OBJECT

public:
    // Writes the export to `fileName`, with the extension added unless the name ends so
    // already (in any case), whole or not at all.
    bool saveTo(const QString& fileName);
    void copyToClipboard();
    QLabel* statusLabel() const { return m_status; }

protected:
    // `saveTitle` names the file dialog of Save….
    ExportDialog(const QString& saveTitle, QWidget* parent);
    QDialogButtonBox* buttons() const { return m_buttons; }

    virtual QString fileExtension() const = 0;  // "svg"
    virtual QString fileFilter() const = 0;     // "SVG drawings (*.svg)"
    virtual QByteArray fileData() const = 0;
    virtual QMimeData* clipboardData() const = 0;

private:
    void save();

    QString m_saveTitle;
    QDialogButtonBox* m_buttons;
    QLabel* m_status;
};
