#include "ui/diagramdialog.h"

#include "ui/datastrings.h"

#include <QBuffer>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMimeData>
#include <QPainter>
#include <QSpinBox>
#include <QVBoxLayout>

#include <optional>

// The diagram as it will be exported, as large as the widget allows.
class DiagramPreview : public QWidget {
public:
    explicit DiagramPreview(QWidget* parent) : QWidget(parent)
    {
        setMinimumSize(360, 360);
        setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    }

    void setDiagram(const Diagram& diagram)
    {
        m_diagram.emplace(diagram);
        update();
    }

protected:
    void paintEvent(QPaintEvent*) override
    {
        if (!m_diagram)
            return;
        QPainter painter(this);
        m_diagram->paint(painter, QRectF(rect()).adjusted(8, 8, -8, -8));
    }

private:
    std::optional<Diagram> m_diagram;
};

namespace {

constexpr int kDefaultWidth = 600;

}  // namespace

DiagramDialog::DiagramDialog(const kabir::Position& position, int quarterTurns, const BoardSettings& board,
    const QStringList& userPieceSets, QWidget* parent)
    : ExportDialog(tr("Save Diagram"), parent), m_position(position), m_light(board.lightSquares),
      m_dark(board.darkSquares), m_pieceSet(new QComboBox(this)), m_colours(new QComboBox(this)),
      m_pattern(new QComboBox(this)), m_seenFrom(new QComboBox(this)),
      m_coordinates(new QCheckBox(tr("Show coor&dinates"), this)), m_numbers(new QCheckBox(this)),
      m_captionOn(new QCheckBox(tr("Ca&ption:"), this)),
      m_caption(new QLineEdit(Diagram::sideToMoveCaption(position), this)), m_format(new QComboBox(this)),
      m_width(new QSpinBox(this)), m_height(new QLabel(this)), m_preview(new DiagramPreview(this))
{
    setWindowTitle(tr("Export Diagram"));
    setObjectName(QStringLiteral("diagramDialog"));

    for (const PieceSet::Entry& set : PieceSet::available(userPieceSets))
        m_pieceSet->addItem(set.name, set.id);
    m_pieceSet->setCurrentIndex(std::max(0, m_pieceSet->findData(PieceSet(board.pieceSet).id())));

    m_colours->addItem(tr("The board's colours"), int(DiagramOptions::Colours::Board));
    m_colours->addItem(tr("Black and white, grey dark squares"), int(DiagramOptions::Colours::PrintGrey));
    m_colours->addItem(tr("Black and white, hatched dark squares"), int(DiagramOptions::Colours::PrintHatched));

    m_pattern->addItem(tr("As the variant's board"), int(BoardStyle::Pattern::AsTheVariant));
    m_pattern->addItem(tr("Checkered"), int(BoardStyle::Pattern::Checkered));
    m_pattern->addItem(tr("Plain"), int(BoardStyle::Pattern::Plain));
    const QStringList patterns = {QStringLiteral("variant"), QStringLiteral("checkered"), QStringLiteral("plain")};
    m_pattern->setCurrentIndex(std::max(0, int(patterns.indexOf(board.pattern))));

    // Each army as the board is turned to put it at the bottom; the board as it is on screen.
    const kabir::VariantDefinition& definition = position.rules().definition();
    for (kabir::Army army = 0; army < definition.armies.size(); ++army)
        m_seenFrom->addItem(
            DataStrings::text(definition.armies[army].name), BoardOrientation::facing(definition, army));
    m_seenFrom->setCurrentIndex(std::max(0, m_seenFrom->findData(((quarterTurns % 4) + 4) % 4)));

    m_coordinates->setChecked(board.coordinates);
    if (Diagram::hasSquareNumbers(position)) {
        m_numbers->setText(tr("Tressau's square &numbers"));
        m_numbers->setToolTip(tr("Each square's number, as Tressau wrote the moves"));
    } else {
        m_numbers->setText(tr("Square &numbers: this variant numbers no squares"));
        m_numbers->setEnabled(false);
    }

    m_format->addItem(tr("SVG (a vector drawing)"), int(Format::Svg));
    m_format->addItem(tr("PNG (a picture)"), int(Format::Png));
    m_width->setRange(100, 10000);
    m_width->setSingleStep(50);
    m_width->setValue(kDefaultWidth);
    m_width->setSuffix(tr(" pixels"));
    m_caption->setAccessibleName(tr("Caption"));
    m_preview->setAccessibleName(tr("Diagram preview"));

    auto* caption = new QHBoxLayout;
    caption->addWidget(m_captionOn);
    caption->addWidget(m_caption, 1);
    auto* size = new QHBoxLayout;
    size->addWidget(m_width);
    size->addWidget(m_height, 1);
    auto* widthLabel = new QLabel(tr("&Width:"), this);
    widthLabel->setBuddy(m_width);
    auto* form = new QFormLayout;  // a label given as text has its field as buddy
    form->addRow(tr("Piece &set:"), m_pieceSet);
    form->addRow(tr("C&olours:"), m_colours);
    form->addRow(tr("S&quares:"), m_pattern);
    form->addRow(tr("Seen &from:"), m_seenFrom);
    form->addRow(m_coordinates);
    form->addRow(m_numbers);
    form->addRow(caption);
    form->addRow(tr("Fo&rmat:"), m_format);
    form->addRow(widthLabel, size);

    auto* options = new QVBoxLayout;
    options->addLayout(form);
    options->addStretch(1);
    options->addWidget(statusLabel());
    auto* columns = new QHBoxLayout;
    columns->addLayout(options);
    columns->addWidget(m_preview, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(columns, 1);
    layout->addWidget(buttons());
    resize(900, 600);

    for (QComboBox* box : {m_pieceSet, m_colours, m_pattern, m_seenFrom, m_format})
        connect(box, &QComboBox::currentIndexChanged, this, &DiagramDialog::refresh);
    for (QCheckBox* box : {m_coordinates, m_numbers, m_captionOn})
        connect(box, &QCheckBox::toggled, this, &DiagramDialog::refresh);
    connect(m_caption, &QLineEdit::textChanged, this, &DiagramDialog::refresh);
    connect(m_width, &QSpinBox::valueChanged, this, &DiagramDialog::refresh);
    refresh();
}

DiagramOptions DiagramDialog::options() const
{
    DiagramOptions options;
    options.pieceSet = m_pieceSet->currentData().toString();
    options.colours = DiagramOptions::Colours(m_colours->currentData().toInt());
    options.lightSquares = m_light;
    options.darkSquares = m_dark;
    options.pattern = BoardStyle::Pattern(m_pattern->currentData().toInt());
    options.quarterTurns = m_seenFrom->currentData().toInt();
    options.coordinates = m_coordinates->isChecked();
    options.numbers = m_numbers->isEnabled() && m_numbers->isChecked();
    if (m_captionOn->isChecked())
        options.caption = m_caption->text().trimmed();
    return options;
}

DiagramDialog::Format DiagramDialog::format() const
{
    return Format(m_format->currentData().toInt());
}

QSize DiagramDialog::imageSize() const
{
    return Diagram(m_position, options()).sizeForWidth(m_width->value());
}

void DiagramDialog::refresh()
{
    m_caption->setEnabled(m_captionOn->isChecked());
    m_height->setText(tr("× %1 pixels").arg(imageSize().height()));
    m_preview->setDiagram(Diagram(m_position, options()));
    statusLabel()->clear();
}

QString DiagramDialog::fileExtension() const
{
    return format() == Format::Svg ? QStringLiteral("svg") : QStringLiteral("png");
}

QString DiagramDialog::fileFilter() const
{
    return format() == Format::Svg ? tr("SVG drawings (*.svg)") : tr("PNG pictures (*.png)");
}

QByteArray DiagramDialog::fileData() const
{
    const Diagram diagram(m_position, options());
    if (format() == Format::Svg)
        return diagram.svg(m_width->value());
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    diagram.image(diagram.sizeForWidth(m_width->value())).save(&buffer, "PNG");
    return png;
}

QMimeData* DiagramDialog::clipboardData() const
{
    const Diagram diagram(m_position, options());
    auto* mime = new QMimeData;
    mime->setImageData(diagram.image(diagram.sizeForWidth(m_width->value())));
    if (format() == Format::Svg)
        mime->setData(QStringLiteral("image/svg+xml"), diagram.svg(m_width->value()));
    return mime;
}
