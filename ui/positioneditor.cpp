#include "ui/positioneditor.h"

#include "ui/boardlook.h"
#include "ui/boardorientation.h"
#include "ui/boardview.h"
#include "core/catalog/variantcatalog.h"
#include "ui/datastrings.h"
#include "ui/piecepalette.h"
#include "ui/refusaltext.h"
#include "ui/settings.h"
#include "ui/setupform.h"

#include <QAbstractButton>
#include <QCollator>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMouseEvent>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>
#include <vector>

namespace {

const QColor kRefusalColour(0xb0, 0x00, 0x20);

}  // namespace

PositionEditor::PositionEditor(const kabir::Position& position, QWidget* parent)
    : QDialog(parent), m_rules(position.rulesPtr()), m_setup(position.setup()), m_board(new BoardView(this)),
      m_fenEdit(new QLineEdit(this)), m_refusalLabel(new QLabel(this))
{
    setWindowTitle(tr("Position Editor"));
    setObjectName(QStringLiteral("positionEditor"));
    setSizeGripEnabled(true);
    const kabir::VariantDefinition& definition = m_rules->definition();
    const int armies = m_rules->armyCount();
    QStringList armyNames;
    for (const kabir::ArmyDefinition& army : definition.armies)
        armyNames << DataStrings::text(army.name);

    m_board->setShowLegalMoves(false);
    m_board->setAnimationDuration(0);
    m_board->setMinimumSize(320, 320);
    m_board->installEventFilter(this);
    m_board->setAcceptDrops(true);
    m_board->setQuarterTurns(armies > 2 ? BoardOrientation::facing(definition, position.sideToMove()) : 0);
    m_palette = new PiecePalette(definition, armyNames, this);

    auto* start = new QPushButton(tr("&Start Position"), this);
    start->setToolTip(tr("The variant's start position"));
    auto* clear = new QPushButton(tr("&Clear Board"), this);
    clear->setToolTip(tr("Take every piece off the board"));
    auto* turn = new QPushButton(armies > 2 ? tr("&Turn Board") : tr("&Flip Board"), this);
    turn->setToolTip(armies > 2 ? tr("Show the board from the next army") : tr("Show the board from the other side"));
    for (QPushButton* button : {start, clear, turn})
        button->setAutoDefault(false);
    connect(start, &QPushButton::clicked, this, &PositionEditor::startPosition);
    connect(clear, &QPushButton::clicked, this, &PositionEditor::clearBoard);
    connect(turn, &QPushButton::clicked, this, &PositionEditor::turnBoard);

    m_fenEdit->setObjectName(QStringLiteral("fen"));
    m_fenEdit->setAccessibleName(tr("Position (FEN)"));
    m_fenEdit->setToolTip(tr("The position as FEN; type or paste one to set it up"));
    auto* fenLabel = new QLabel(tr("&Position (FEN):"), this);
    fenLabel->setBuddy(m_fenEdit);
    connect(m_fenEdit, &QLineEdit::textEdited, this, &PositionEditor::fenEdited);
    connect(m_fenEdit, &QLineEdit::editingFinished, this, [this] {
        if (m_fenEdit->text() != m_fen) {
            m_fenEdit->setText(m_fen);  // a FEN read, as the program writes it
            m_fenEdit->setCursorPosition(0);
        }
    });

    m_refusalLabel->setObjectName(QStringLiteral("refusal"));
    m_refusalLabel->setWordWrap(true);
    m_refusalLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QPalette red = m_refusalLabel->palette();
    red.setColor(QPalette::WindowText, kRefusalColour);
    m_refusalLabel->setPalette(red);
    m_refusalLabel->setMinimumHeight(2 * m_refusalLabel->fontMetrics().lineSpacing());
    m_refusalLabel->setAlignment(Qt::AlignLeft | Qt::AlignTop);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_ok->setText(tr("OK"));
    m_ok->setToolTip(tr("Play or analyse from this position"));
    buttons->button(QDialogButtonBox::Cancel)->setText(tr("Cancel"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    // The variant: another one ends the dialog, to open it again on that variant's start.
    auto* variants = new QComboBox(this);
    variants->setObjectName(QStringLiteral("variant"));
    variants->setAccessibleName(tr("Variant"));
    std::vector<const kabir::VariantFile*> files;
    for (const kabir::VariantFile& file : kabir::VariantCatalog::builtIn().variants())
        files.push_back(&file);
    const QCollator collator;
    std::sort(files.begin(), files.end(), [&](const kabir::VariantFile* a, const kabir::VariantFile* b) {
        return collator.compare(DataStrings::variantName(*a), DataStrings::variantName(*b)) < 0;
    });
    for (const kabir::VariantFile* file : files)
        variants->addItem(DataStrings::variantName(*file), QString::fromStdString(file->id()));
    const QString variantId = QString::fromStdString(definition.id);
    variants->setCurrentIndex(variants->findData(variantId));
    auto* variantLabel = new QLabel(tr("&Variant:"), this);
    variantLabel->setBuddy(variants);
    connect(variants, &QComboBox::activated, this, [this, variants, variantId] {
        if (variants->currentData().toString() == variantId)
            return;
        m_chosenVariant = variants->currentData().toString();
        done(VariantChosen);
    });

    m_form = new SetupForm(m_rules, armyNames, DataStrings::takenMnemonics(this), this);
    connect(m_form, &SetupForm::edited, this, &PositionEditor::formEdited);

    // The board, the palette beside it, then the form with the board's buttons under it.
    auto* side = new QVBoxLayout;
    auto* variantRow = new QHBoxLayout;
    variantRow->addWidget(variantLabel);
    variantRow->addWidget(variants, 1);
    side->addLayout(variantRow);
    side->addWidget(m_form);
    side->addSpacing(12);
    for (QPushButton* button : {start, clear, turn})
        side->addWidget(button);
    side->addStretch(1);
    auto* top = new QHBoxLayout;
    top->addWidget(m_board, 1);
    top->addWidget(m_palette);
    top->addSpacing(8);
    top->addLayout(side);
    auto* fenRow = new QHBoxLayout;
    fenRow->addWidget(fenLabel);
    fenRow->addWidget(m_fenEdit, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top, 1);
    layout->addLayout(fenRow);
    layout->addWidget(m_refusalLabel);
    layout->addWidget(buttons);

    QList<QWidget*> chain;
    for (QAbstractButton* button : m_palette->buttons())
        chain.append(button);
    chain.prepend(variants);
    chain << m_form->tabChain() << start << clear << turn << m_fenEdit << m_ok
          << buttons->button(QDialogButtonBox::Cancel);
    for (qsizetype i = 1; i < chain.size(); ++i)
        setTabOrder(chain[i - 1], chain[i]);

    setupChanged(false);
    resize(1000, 660);
}

void PositionEditor::setLook(const BoardSettings& look)
{
    applyBoardLook(*m_board, look);
    m_palette->setPieceSet(PieceSet(look.pieceSet));
}

void PositionEditor::setQuarterTurns(int turns)
{
    m_board->setQuarterTurns(turns);
}

kabir::Square PositionEditor::squareAt(QPointF point) const
{
    const kabir::Square square = m_board->squareAt(point.toPoint());
    return square != kabir::kNoSquare && m_rules->geometry().isPlayable(square) ? square : kabir::kNoSquare;
}

// A left click places (clickSquare); a press on one square and a release on another moves the
// piece there; a right click empties the square; a piece from the palette is dropped.
bool PositionEditor::eventFilter(QObject* watched, QEvent* event)
{
    if (watched != m_board)
        return QDialog::eventFilter(watched, event);
    switch (event->type()) {
    case QEvent::MouseButtonPress: {
        const auto* press = static_cast<QMouseEvent*>(event);
        m_pressSquare = press->button() == Qt::LeftButton ? squareAt(press->position()) : kabir::kNoSquare;
        if (press->button() == Qt::RightButton && squareAt(press->position()) != kabir::kNoSquare)
            setPiece(squareAt(press->position()), kabir::kEmpty);
        return true;
    }
    case QEvent::MouseButtonRelease: {
        const auto* release = static_cast<QMouseEvent*>(event);
        const kabir::Square from = std::exchange(m_pressSquare, kabir::kNoSquare), to = squareAt(release->position());
        if (release->button() != Qt::LeftButton || from == kabir::kNoSquare || to == kabir::kNoSquare)
            return true;
        if (from == to)
            clickSquare(to);
        else if (const kabir::Piece piece = m_setup.board[std::size_t(from)]) {
            m_setup.board[std::size_t(from)] = kabir::kEmpty;
            setPiece(to, piece);
        }
        return true;
    }
    case QEvent::DragEnter:
    case QEvent::DragMove:
    case QEvent::Drop: {
        auto* drop = static_cast<QDropEvent*>(event);
        const auto piece = PiecePalette::pieceOf(drop->mimeData());
        const kabir::Square square = squareAt(drop->position());
        if (!piece || (event->type() != QEvent::DragEnter && square == kabir::kNoSquare)) {
            drop->ignore();
            return true;
        }
        drop->acceptProposedAction();
        if (event->type() == QEvent::Drop)
            setPiece(square, *piece);
        return true;
    }
    case QEvent::ContextMenu: return true;  // a right click erases, it opens no menu
    default: return false;
    }
}

// The held piece goes on the square; the eraser, or a click on the same piece there, empties it.
void PositionEditor::clickSquare(kabir::Square square)
{
    const kabir::Piece held = m_palette->held();
    setPiece(square, held == m_setup.board[std::size_t(square)] ? kabir::kEmpty : held);
}

void PositionEditor::setPiece(kabir::Square square, kabir::Piece piece)
{
    m_setup.board[std::size_t(square)] = piece;
    setupChanged(true);
}

void PositionEditor::startPosition()
{
    m_setup = kabir::Position::start(m_rules).setup();
    setupChanged(false);
}

// The pieces go; so do the rights that need them. Hands, the army to move and the counters stay.
void PositionEditor::clearBoard()
{
    m_setup.board = {};
    setupChanged(true);
}

// Two armies: flipped. More: the next army in turn order comes to the bottom.
void PositionEditor::turnBoard()
{
    const kabir::VariantDefinition& definition = m_rules->definition();
    const int armies = m_rules->armyCount();
    int bottom = 0;
    while (bottom < armies - 1 && BoardOrientation::facing(definition, kabir::Army(bottom)) != m_board->quarterTurns())
        ++bottom;
    m_board->setQuarterTurns(BoardOrientation::facing(definition, kabir::Army((bottom + 1) % armies)));
}

void PositionEditor::formEdited()
{
    m_form->apply(m_setup);
    setupChanged(true);
}

// A FEN that can be read replaces the position, even one that cannot be played from (the text
// stays as typed until editing ends); one that cannot be read leaves the position as it was.
void PositionEditor::fenEdited(const QString& text)
{
    const auto read = kabir::Position::fromFenUnchecked(m_rules, text.trimmed().toStdString());
    if (!read) {
        check(text);
        return;
    }
    m_setup = read->setup();
    check(showSetup());
}

void PositionEditor::setupChanged(bool dropImpossible)
{
    if (dropImpossible)
        kabir::dropImpossibleRights(m_setup, m_rules);
    const QString fen = showSetup();
    m_fenEdit->setText(fen);
    m_fenEdit->setCursorPosition(0);  // the board field in view
    check(fen);
}

QString PositionEditor::showSetup()
{
    const kabir::Position sketch = kabir::Position::fromSetup(m_rules, m_setup);
    m_board->setPosition(sketch);
    m_form->display(m_setup, sketch);
    return QString::fromStdString(sketch.fen());
}

// The FEN's fields are read (in the core's English where they cannot be), then the position as a
// whole is checked (in the user's language).
void PositionEditor::check(const QString& fen)
{
    m_fen = fen;
    const auto read = kabir::Position::fromFenUnchecked(m_rules, fen.trimmed().toStdString());
    const auto refusal = read ? kabir::checkSetup(*read) : std::nullopt;
    m_refusal = !read ? tr("The FEN cannot be read: %1").arg(QString::fromStdString(read.errorText()))
        : refusal     ? RefusalText::setupMessage(*read, *refusal)
                      : QString();
    m_refusalLabel->setText(m_refusal);
    m_ok->setEnabled(m_refusal.isEmpty());
}
