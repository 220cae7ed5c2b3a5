#include "ui/movetextdialog.h"

#include "ui/movestext.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QFormLayout>
#include <QLabel>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QVBoxLayout>

namespace {

constexpr int kDefaultWidth = 72;

}  // namespace

MoveTextDialog::MoveTextDialog(const kabir::Game& game, const QString& result, QWidget* parent)
    : ExportDialog(tr("Save Moves"), parent), m_game(game), m_result(result), m_system(new QComboBox(this)),
      m_letters(new QComboBox(this)), m_width(new QSpinBox(this)), m_text(new QPlainTextEdit(this))
{
    setWindowTitle(tr("Moves as Text"));
    setObjectName(QStringLiteral("moveTextDialog"));

    m_system->addItem(tr("Standard (Nf3, exd5, O-O)"), int(kabir::MoveSystem::Standard));
    // Offered where the variant numbers its squares; elsewhere shown, and why it cannot be had.
    if (game.position().rules().definition().numbering.defined()) {
        m_system->addItem(tr("Tressau's numbered squares (105-72)"), int(kabir::MoveSystem::Numbered));
    } else {
        m_system->addItem(
            tr("Tressau's numbered squares: this variant numbers no squares"), int(kabir::MoveSystem::Numbered));
        qobject_cast<QStandardItemModel*>(m_system->model())->item(1)->setEnabled(false);
    }
    m_letters->addItem(tr("English (K Q R B N)"), QString());
    m_letters->addItem(tr("German (K D T L S)"), QStringLiteral("de"));
    m_width->setRange(0, 500);
    m_width->setValue(kDefaultWidth);
    m_width->setSuffix(tr(" characters"));
    m_width->setSpecialValueText(tr("One line"));
    m_text->setReadOnly(true);
    m_text->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_text->setAccessibleName(tr("The moves"));

    auto* form = new QFormLayout;  // each label's buddy is its field
    form->addRow(tr("&Notation:"), m_system);
    form->addRow(tr("Piece &letters:"), m_letters);
    form->addRow(tr("Line &width:"), m_width);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_text, 1);
    layout->addWidget(statusLabel());
    layout->addWidget(buttons());
    resize(640, 420);

    connect(m_system, &QComboBox::currentIndexChanged, this, &MoveTextDialog::refresh);
    connect(m_letters, &QComboBox::currentIndexChanged, this, &MoveTextDialog::refresh);
    connect(m_width, &QSpinBox::valueChanged, this, &MoveTextDialog::refresh);
    refresh();
}

kabir::Notation MoveTextDialog::notation() const
{
    return {kabir::MoveSystem(m_system->currentData().toInt()), m_letters->currentData().toString().toStdString()};
}

QString MoveTextDialog::text() const
{
    return movesText(m_game, notation(), m_width->value(), m_result);
}

void MoveTextDialog::refresh()
{
    m_text->setPlainText(text());
    statusLabel()->clear();
}

QString MoveTextDialog::fileExtension() const
{
    return QStringLiteral("txt");
}

QString MoveTextDialog::fileFilter() const
{
    return tr("Text files (*.txt)");
}

QByteArray MoveTextDialog::fileData() const
{
    return (text() + QLatin1Char('\n')).toUtf8();
}

QMimeData* MoveTextDialog::clipboardData() const
{
    auto* mime = new QMimeData;
    mime->setText(text());
    return mime;
}
