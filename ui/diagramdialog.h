#pragma once
// Export Diagram: a live preview of a position as a diagram beside its options — the piece set
// (the user's folders too), the board's colours or a black-and-white print style, checkered or
// plain squares, the army seen at the bottom, coordinates, Tressau's square numbers (offered
// where the variant numbers its squares), a caption — and the format: SVG, or PNG of a width in
// pixels. Save… writes a file (the extension added when missing), Copy puts the picture on the
// clipboard (an SVG as SVG data too). It starts from the board as the window shows it.

#include "core/position/position.h"
#include "ui/diagram.h"
#include "ui/exportdialog.h"
#include "ui/settings.h"

class DiagramPreview;
class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;

class DiagramDialog : public ExportDialog {
    Q_OBJECT

public:
    enum class Format { Svg, Png };

    // `quarterTurns` as the board is turned on screen; `userPieceSets` the folders the user added.
    DiagramDialog(const kabir::Position& position, int quarterTurns, const BoardSettings& board,
        const QStringList& userPieceSets, QWidget* parent = nullptr);

    DiagramOptions options() const;
    Format format() const;
    QSize imageSize() const;  // the PNG's size, or the SVG's nominal size

    QComboBox* pieceSetBox() const { return m_pieceSet; }
    QComboBox* coloursBox() const { return m_colours; }
    QComboBox* seenFromBox() const { return m_seenFrom; }
    QCheckBox* coordinatesBox() const { return m_coordinates; }
    QCheckBox* numbersBox() const { return m_numbers; }
    QCheckBox* captionBox() const { return m_captionOn; }
    QComboBox* formatBox() const { return m_format; }
    QSpinBox* widthBox() const { return m_width; }

protected:
    QString fileExtension() const override;
    QString fileFilter() const override;
    QByteArray fileData() const override;
    QMimeData* clipboardData() const override;

private:
    void refresh();  // the preview and the size after a change

    kabir::Position m_position;
    QColor m_light;
    QColor m_dark;
    QComboBox* m_pieceSet;
    QComboBox* m_colours;
    QComboBox* m_pattern;
    QComboBox* m_seenFrom;
    QCheckBox* m_coordinates;
    QCheckBox* m_numbers;
    QCheckBox* m_captionOn;
    QLineEdit* m_caption;
    QComboBox* m_format;
    QSpinBox* m_width;
    QLabel* m_height;
    DiagramPreview* m_preview;
};
