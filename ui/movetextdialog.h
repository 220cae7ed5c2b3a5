#pragma once
// Copy Moves as Text: the game's moves as text ready for an article (movesText), in the
// notation the user chooses — the standard text or Tressau's numbered squares (offered where
// the variant numbers its squares), English or German piece letters — wrapped at a chosen
// width, with the result at the end; shown as it will be copied to the clipboard or saved as
// a .txt file.

#include "core/record/game.h"
#include "ui/exportdialog.h"

class QComboBox;
class QPlainTextEdit;
class QSpinBox;

class MoveTextDialog : public ExportDialog {
    Q_OBJECT

public:
    // `result` ends the text ("1–0"); empty while the game goes on.
    MoveTextDialog(const kabir::Game& game, const QString& result, QWidget* parent = nullptr);

    kabir::Notation notation() const;
    QString text() const;

    QComboBox* systemBox() const { return m_system; }
    QComboBox* lettersBox() const { return m_letters; }
    QSpinBox* widthBox() const { return m_width; }

protected:
    QString fileExtension() const override;
    QString fileFilter() const override;
    QByteArray fileData() const override;  // the text in UTF-8
    QMimeData* clipboardData() const override;

private:
    void refresh();

    kabir::Game m_game;
    QString m_result;
    QComboBox* m_system;
    QComboBox* m_letters;
    QSpinBox* m_width;
    QPlainTextEdit* m_text;
};
