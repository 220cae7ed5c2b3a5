#include "ui/settingsdialog.h"

#include "core/variant/variantdefinition.h"
#include "ui/armypalette.h"
#include "ui/pieceset.h"
#include "ui/settings.h"

#include <QCheckBox>
#include <QColorDialog>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QSpinBox>
#include <QThread>
#include <QVBoxLayout>

#include <array>

namespace {

struct Theme {
    const char* name;
    QColor light;
    QColor dark;
};

// Board colours to start from; the colour buttons fine-tune them. The first, wood, is the
// default board (a function, so that the settings' defaults are initialised first).
const std::array<Theme, 5>& themes()
{
    static const std::array<Theme, 5> list = {{
        {QT_TRANSLATE_NOOP("SettingsDialog", "Wood"), Settings::defaultBoard().lightSquares,
            Settings::defaultBoard().darkSquares},
        {QT_TRANSLATE_NOOP("SettingsDialog", "Green"), QColor(238, 238, 210), QColor(118, 150, 86)},
        {QT_TRANSLATE_NOOP("SettingsDialog", "Blue"), QColor(222, 227, 230), QColor(140, 162, 173)},
        {QT_TRANSLATE_NOOP("SettingsDialog", "Stone"), QColor(218, 214, 204), QColor(148, 140, 128)},
        {QT_TRANSLATE_NOOP("SettingsDialog", "Parchment"), QColor(243, 232, 204), QColor(205, 180, 136)},
    }};
    return list;
}

constexpr int kPreviewSquare = 44;

QIcon colourIcon(const QColor& colour)
{
    QPixmap swatch(24, 16);
    swatch.fill(colour);
    QPainter(&swatch).drawRect(0, 0, 23, 15);
    return QIcon(swatch);
}

}  // namespace

SettingsDialog::SettingsDialog(Settings& settings, QWidget* parent)
    : QDialog(parent), m_settings(settings), m_userSets(settings.userPieceSets()), m_pieceSet(new QComboBox(this)),
      m_removeSet(new QPushButton(tr("&Remove"), this)), m_preview(new QLabel(this)), m_theme(new QComboBox(this)),
      m_pattern(new QComboBox(this)), m_lightButton(new QPushButton(tr("&Light squares…"), this)),
      m_darkButton(new QPushButton(tr("&Dark squares…"), this)),
      m_coordinates(new QCheckBox(tr("Show &coordinates"), this)),
      m_legalMoves(new QCheckBox(tr("Show the held piece's legal &moves"), this)),
      m_promotionZones(new QCheckBox(tr("Show &promotion zones"), this)),
      m_animation(new QCheckBox(tr("&Animate moves"), this)), m_sounds(new QCheckBox(tr("Play so&unds"), this)),
      m_language(new QComboBox(this))
{
    setWindowTitle(tr("Settings"));
    setObjectName(QStringLiteral("settingsDialog"));

    // Pieces.
    auto* addSet = new QPushButton(tr("Add &Folder…"), this);
    addSet->setToolTip(tr("Add a folder of SVG pictures as a piece set (see the documentation for their names)"));
    m_pieceSet->setAccessibleName(tr("Piece set"));
    m_preview->setAccessibleName(tr("Piece set preview"));
    m_preview->setAlignment(Qt::AlignCenter);
    auto* setRow = new QHBoxLayout;
    setRow->addWidget(m_pieceSet, 1);
    setRow->addWidget(addSet);
    setRow->addWidget(m_removeSet);
    auto* piecesForm = new QFormLayout;
    auto* setLabel = new QLabel(tr("Piece &set:"), this);
    setLabel->setBuddy(m_pieceSet);
    piecesForm->addRow(setLabel, setRow);
    piecesForm->addRow(m_preview);
    auto* pieces = new QGroupBox(tr("Pieces"), this);
    pieces->setLayout(piecesForm);
    connect(m_pieceSet, &QComboBox::currentIndexChanged, this, &SettingsDialog::showPreview);
    connect(addSet, &QPushButton::clicked, this, &SettingsDialog::addPieceSetFolder);
    connect(m_removeSet, &QPushButton::clicked, this, &SettingsDialog::removePieceSetFolder);

    // Board.
    m_theme->setAccessibleName(tr("Board colours"));
    for (const Theme& theme : themes())
        m_theme->addItem(tr(theme.name));
    m_theme->addItem(tr("Custom"));
    connect(m_theme, &QComboBox::activated, this, [this](int index) {
        if (index < int(themes().size())) {
            m_light = themes()[std::size_t(index)].light;
            m_dark = themes()[std::size_t(index)].dark;
            showColours();
        }
    });
    connect(m_lightButton, &QPushButton::clicked, this, [this] { chooseColour(m_light); });
    connect(m_darkButton, &QPushButton::clicked, this, [this] { chooseColour(m_dark); });
    auto* colours = new QHBoxLayout;
    colours->addWidget(m_theme, 1);
    colours->addWidget(m_lightButton);
    colours->addWidget(m_darkButton);
    auto* coloursLabel = new QLabel(tr("C&olours:"), this);
    coloursLabel->setBuddy(m_theme);
    m_pattern->setAccessibleName(tr("Squares"));
    m_pattern->addItem(tr("As the variant's board"), QStringLiteral("variant"));
    m_pattern->addItem(tr("Always checkered"), QStringLiteral("checkered"));
    m_pattern->addItem(tr("Always plain, as the historical boards"), QStringLiteral("plain"));
    auto* patternLabel = new QLabel(tr("S&quares:"), this);
    patternLabel->setBuddy(m_pattern);
    auto* boardForm = new QFormLayout;
    boardForm->addRow(coloursLabel, colours);
    boardForm->addRow(patternLabel, m_pattern);
    boardForm->addRow(m_coordinates);
    boardForm->addRow(m_legalMoves);
    boardForm->addRow(m_promotionZones);
    boardForm->addRow(m_animation);
    boardForm->addRow(m_sounds);
    auto* board = new QGroupBox(tr("Board"), this);
    board->setLayout(boardForm);
    m_promotionZones->setToolTip(tr("Tint the squares on which the pawns of the army to move promote"));

    // Language.
    m_language->setAccessibleName(tr("Language"));
    m_language->addItem(tr("The system's language"), QString());
    m_language->addItem(QStringLiteral("English"), QStringLiteral("en"));
    m_language->addItem(QStringLiteral("Deutsch"), QStringLiteral("de"));
    auto* languageForm = new QFormLayout;
    auto* languageLabel = new QLabel(tr("La&nguage:"), this);
    languageLabel->setBuddy(m_language);
    languageForm->addRow(languageLabel, m_language);
    auto* note = new QLabel(
        tr("A new language takes effect when Kabir starts again; Kabir offers to restart at once, keeping the game."),
        this);
    note->setWordWrap(true);
    languageForm->addRow(note);
    auto* language = new QGroupBox(tr("Language"), this);
    language->setLayout(languageForm);

    // The computer.
    m_hash = new QSpinBox(this);
    m_hash->setRange(1, 4096);
    m_hash->setSuffix(tr(" MB"));
    m_hash->setToolTip(tr("Memory for each computer player's transposition table, and for analysis"));
    m_threads = new QSpinBox(this);
    m_threads->setRange(1, std::max(1, QThread::idealThreadCount()));
    m_threads->setToolTip(tr("Processor cores each search may use"));
    m_thinkingTime = new QDoubleSpinBox(this);
    m_thinkingTime->setRange(0.1, 600);
    m_thinkingTime->setDecimals(1);
    m_thinkingTime->setSuffix(tr(" s"));
    m_thinkingTime->setToolTip(tr("How long the computer thinks about a move in a game without a clock"));
    m_resign = new QCheckBox(tr("The computer resi&gns a hopeless game"), this);
    auto* computerForm = new QFormLayout;
    computerForm->addRow(tr("Memor&y:"), m_hash);
    computerForm->addRow(tr("T&hreads:"), m_threads);
    computerForm->addRow(tr("Thinking time &without a clock:"), m_thinkingTime);
    computerForm->addRow(m_resign);
    auto* computer = new QGroupBox(tr("Computer"), this);
    computer->setLayout(computerForm);

    auto* buttons = new QDialogButtonBox(
        QDialogButtonBox::Ok | QDialogButtonBox::Cancel | QDialogButtonBox::RestoreDefaults, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("OK"));
    buttons->button(QDialogButtonBox::Cancel)->setText(tr("Cancel"));
    buttons->button(QDialogButtonBox::RestoreDefaults)->setText(tr("Restore Defaul&ts"));
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        apply();
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(buttons->button(QDialogButtonBox::RestoreDefaults), &QPushButton::clicked, this, [this] {
        showBoard(Settings::defaultBoard());
        showComputer(ComputerSettings());
    });

    auto* left = new QVBoxLayout;
    left->addWidget(pieces);
    left->addWidget(board);
    auto* right = new QVBoxLayout;
    right->addWidget(computer);
    right->addWidget(language);
    right->addStretch(1);
    auto* columns = new QHBoxLayout;
    columns->addLayout(left);
    columns->addLayout(right);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(columns);
    layout->addWidget(buttons);

    showBoard(settings.board());
    m_language->setCurrentIndex(std::max(0, m_language->findData(settings.language())));
    showComputer(settings.computer());
}

void SettingsDialog::showComputer(const ComputerSettings& computer)
{
    m_hash->setValue(computer.hashMegabytes);
    m_threads->setValue(computer.threads);
    m_thinkingTime->setValue(computer.thinkingTimeMs / 1000.0);
    m_resign->setChecked(computer.resignHopelessGames);
}

void SettingsDialog::showBoard(const BoardSettings& board)
{
    m_light = board.lightSquares;
    m_dark = board.darkSquares;
    m_pattern->setCurrentIndex(std::max(0, m_pattern->findData(board.pattern)));
    m_coordinates->setChecked(board.coordinates);
    m_legalMoves->setChecked(board.legalMoves);
    m_promotionZones->setChecked(board.promotionZones);
    m_animation->setChecked(board.animation);
    m_sounds->setChecked(board.sounds);
    fillPieceSets(board.pieceSet);
    showColours();
}

void SettingsDialog::fillPieceSets(const QString& current)
{
    m_pieceSet->clear();
    for (const PieceSet::Entry& entry : PieceSet::available(m_userSets))
        m_pieceSet->addItem(entry.name, entry.id);
    m_pieceSet->setCurrentIndex(std::max(0, m_pieceSet->findData(current)));
    showPreview();
}

void SettingsDialog::addPieceSetFolder()
{
    const QString folder = QFileDialog::getExistingDirectory(this, tr("Folder of a Piece Set"));
    if (folder.isEmpty())
        return;
    if (!m_userSets.contains(folder))
        m_userSets << folder;
    fillPieceSets(folder);
}

void SettingsDialog::removePieceSetFolder()
{
    m_userSets.removeAll(m_pieceSet->currentData().toString());
    fillPieceSets(PieceSet::kBuiltIn);
}

// A row of the orthodox pieces and a few compound ones, White and Black on the board's colours.
void SettingsDialog::showPreview()
{
    const QString id = m_pieceSet->currentData().toString();
    m_removeSet->setEnabled(m_userSets.contains(id));
    const PieceSet pieces(id);
    const char* images[]
        = {"king", "queen", "rook", "bishop", "knight", "pawn", "queen-knight", "rook-knight", "bishop-knight"};
    const char letters[] = {'K', 'Q', 'R', 'B', 'N', 'P', 'C', 'M', 'A'};
    kabir::VariantDefinition two;
    two.armies = {kabir::ArmyDefinition{"White"}, kabir::ArmyDefinition{"Black"}};
    const int count = int(std::size(images));
    const qreal ratio = devicePixelRatioF();
    QPixmap preview(QSize(count * kPreviewSquare, 2 * kPreviewSquare) * ratio);
    preview.setDevicePixelRatio(ratio);
    QPainter painter(&preview);
    for (int row = 0; row < 2; ++row) {
        for (int i = 0; i < count; ++i) {
            const QRectF square(i * kPreviewSquare, row * kPreviewSquare, kPreviewSquare, kPreviewSquare);
            painter.fillRect(square, (i + row) % 2 ? m_dark : m_light);
            kabir::PieceDefinition piece;
            piece.image = images[i];
            piece.letter = letters[i];
            pieces.paint(painter, square, piece, ArmyPalette::of(two, kabir::Army(row)));
        }
    }
    m_preview->setPixmap(preview);
}

void SettingsDialog::chooseColour(QColor& colour)
{
    const QColor chosen = QColorDialog::getColor(colour, this, tr("Square Colour"));
    if (!chosen.isValid())
        return;
    colour = chosen;
    showColours();
}

// The colour buttons show their colours, the theme box the theme they match (or Custom), and the
// preview the board's colours.
void SettingsDialog::showColours()
{
    m_lightButton->setIcon(colourIcon(m_light));
    m_darkButton->setIcon(colourIcon(m_dark));
    int theme = int(themes().size());
    for (std::size_t i = 0; i < themes().size(); ++i)
        if (themes()[i].light == m_light && themes()[i].dark == m_dark)
            theme = int(i);
    m_theme->setCurrentIndex(theme);
    showPreview();
}

void SettingsDialog::apply()
{
    m_settings.setUserPieceSets(m_userSets);
    BoardSettings board = m_settings.board();  // the View menu's choices stay
    board.pieceSet = m_pieceSet->currentData().toString();
    board.lightSquares = m_light;
    board.darkSquares = m_dark;
    board.pattern = m_pattern->currentData().toString();
    board.coordinates = m_coordinates->isChecked();
    board.legalMoves = m_legalMoves->isChecked();
    board.promotionZones = m_promotionZones->isChecked();
    board.animation = m_animation->isChecked();
    board.sounds = m_sounds->isChecked();
    m_settings.setBoard(board);
    m_settings.setLanguage(m_language->currentData().toString());
    m_settings.setComputer(
        {m_hash->value(), m_threads->value(), int(qRound(m_thinkingTime->value() * 1000)), m_resign->isChecked()});
}
