#pragma once
// The settings dialog: the piece set (with a preview, and folders of the user's own sets), the
// board's colours, coordinates, legal-move dots, promotion zones, animation, sounds, the
// computer's memory, threads, thinking time and manners, and the language. It edits a copy of the values and writes
// them to Settings when accepted.

#include "ui/settings.h"

#include <QDialog>
#include <QStringList>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QSpinBox;
class QLabel;
class QPushButton;

class SettingsDialog : public QDialog {
    Q_OBJECT

public:
    explicit SettingsDialog(Settings& settings, QWidget* parent = nullptr);

    // Writes what the dialog shows to the settings (done when it is accepted).
    void apply();

    QComboBox* pieceSetBox() const { return m_pieceSet; }
    QComboBox* languageBox() const { return m_language; }

private:
    void fillPieceSets(const QString& current);
    void addPieceSetFolder();
    void removePieceSetFolder();
    void showPreview();
    void chooseColour(QColor& colour);
    void showColours();
    void showBoard(const BoardSettings& board);
    void showComputer(const ComputerSettings& computer);

    Settings& m_settings;
    QStringList m_userSets;
    QColor m_light;
    QColor m_dark;
    QComboBox* m_pieceSet;
    QPushButton* m_removeSet;
    QLabel* m_preview;
    QComboBox* m_theme;
    QComboBox* m_pattern;
    QPushButton* m_lightButton;
    QPushButton* m_darkButton;
    QCheckBox* m_coordinates;
    QCheckBox* m_legalMoves;
    QCheckBox* m_promotionZones;
    QCheckBox* m_animation;
    QCheckBox* m_sounds;
    QComboBox* m_language;
    QSpinBox* m_hash;
    QSpinBox* m_threads;
    QDoubleSpinBox* m_thinkingTime;
    QCheckBox* m_resign;
};
