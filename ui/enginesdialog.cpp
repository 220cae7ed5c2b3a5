#include "ui/enginesdialog.h"

#include "core/match/engineclient.h"
#include "ui/settings.h"

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPointer>
#include <QPushButton>
#include <QThread>
#include <QVBoxLayout>

namespace {

// "NAME=VALUE" lines, blank ones skipped.
QList<QPair<QString, QString>> pairsOf(const QString& text)
{
    QList<QPair<QString, QString>> pairs;
    for (const QString& line : text.split(QLatin1Char('\n'))) {
        const qsizetype eq = line.indexOf(QLatin1Char('='));
        if (eq > 0)
            pairs.append({line.left(eq).trimmed(), line.mid(eq + 1).trimmed()});
    }
    return pairs;
}

QStringList linesOf(const QString& text)
{
    QStringList lines;
    for (const QString& line : text.split(QLatin1Char('\n')))
        if (!line.trimmed().isEmpty())
            lines << line.trimmed();
    return lines;
}

QPlainTextEdit* textBox(const QString& placeholder, QWidget* parent)
{
    auto* box = new QPlainTextEdit(parent);
    box->setPlaceholderText(placeholder);
    box->setTabChangesFocus(true);
    box->setMaximumHeight(box->fontMetrics().lineSpacing() * 5);
    return box;
}

}  // namespace

EnginesDialog::EnginesDialog(Settings& settings, QWidget* parent)
    : QDialog(parent), m_settings(settings), m_engines(settings.engines())
{
    setWindowTitle(tr("Engines"));
    setObjectName(QStringLiteral("enginesDialog"));
    m_list = new QListWidget(this);
    m_list->setAccessibleName(tr("Engines"));
    auto* add = new QPushButton(tr("&Add"), this);
    m_removeButton = new QPushButton(tr("&Remove"), this);
    m_testButton = new QPushButton(tr("&Test"), this);
    m_testButton->setToolTip(tr("Start the engine and see whether it answers"));

    m_form = new QWidget(this);
    m_name = new QLineEdit(m_form);
    m_command = new QLineEdit(m_form);
    m_command->setPlaceholderText(tr("e.g. /usr/games/fairy-stockfish"));
    auto* browse = new QPushButton(tr("&Browse…"), m_form);
    m_arguments = new QLineEdit(m_form);
    m_arguments->setPlaceholderText(tr("separated by spaces"));
    m_folder = new QLineEdit(m_form);
    m_folder->setPlaceholderText(tr("Kabir's own"));
    m_protocol = new QComboBox(m_form);
    m_protocol->addItem(QStringLiteral("UCI"), int(kabir::match::Protocol::Uci));
    m_protocol->addItem(QStringLiteral("XBoard"), int(kabir::match::Protocol::Xboard));
    m_options = textBox(tr("NAME=VALUE, one per line, e.g. Hash=64"), m_form);
    m_initCommands = textBox(tr("sent after the handshake, one per line"), m_form);
    m_variantNames = textBox(tr("KABIR-ID=ENGINE-NAME, one per line, e.g. hyderabad=hyderabad_simple"), m_form);
    m_variants = new QLabel(m_form);
    m_variants->setObjectName(QStringLiteral("engineVariants"));
    m_variants->setWordWrap(true);
    m_variants->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_testResult = new QLabel(m_form);
    m_testResult->setObjectName(QStringLiteral("testResult"));
    m_testResult->setWordWrap(true);
    m_testResult->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* commandRow = new QHBoxLayout;
    commandRow->addWidget(m_command, 1);
    commandRow->addWidget(browse);
    auto* form = new QFormLayout(m_form);
    form->addRow(tr("&Name:"), m_name);
    // A row of a layout has no field for its label's mnemonic: the command's box takes it.
    auto* commandLabel = new QLabel(tr("&Command:"), m_form);
    commandLabel->setBuddy(m_command);
    form->addRow(commandLabel, commandRow);
    form->addRow(tr("Ar&guments:"), m_arguments);
    form->addRow(tr("&Working folder:"), m_folder);
    form->addRow(tr("&Protocol:"), m_protocol);
    form->addRow(tr("&Options:"), m_options);
    form->addRow(tr("&Init commands:"), m_initCommands);
    form->addRow(tr("&Variant names:"), m_variantNames);
    form->addRow(tr("Plays:"), m_variants);
    form->addRow(m_testResult);

    auto* listButtons = new QHBoxLayout;
    listButtons->addWidget(add);
    listButtons->addWidget(m_removeButton);
    listButtons->addWidget(m_testButton);
    auto* left = new QVBoxLayout;
    left->addWidget(m_list, 1);
    left->addLayout(listButtons);
    auto* panels = new QHBoxLayout;
    panels->addLayout(left);
    panels->addWidget(m_form, 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(panels, 1);
    layout->addWidget(buttons);

    for (const ExternalEngine& engine : std::as_const(m_engines))
        m_list->addItem(engine.name);
    connect(m_list, &QListWidget::currentRowChanged, this, &EnginesDialog::showEngine);
    connect(add, &QPushButton::clicked, this, [this] {
        ExternalEngine engine;
        engine.name = tr("New engine");
        addEngine(engine);
        m_name->setFocus();
        m_name->selectAll();
    });
    connect(m_removeButton, &QPushButton::clicked, this, &EnginesDialog::removeEngine);
    connect(m_testButton, &QPushButton::clicked, this, &EnginesDialog::testEngine);
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString program = QFileDialog::getOpenFileName(this, tr("Engine Program"), m_command->text());
        if (!program.isEmpty())
            m_command->setText(program);
    });
    connect(m_name, &QLineEdit::textEdited, this, [this](const QString& name) {
        if (QListWidgetItem* item = m_list->item(m_shown))
            item->setText(name);
    });
    connect(buttons, &QDialogButtonBox::accepted, this, &EnginesDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(this, &EnginesDialog::testFinished, this, [this](bool ok, const QString& message) {
        showVariants();
        m_testResult->setText(message);
        m_testResult->setStyleSheet(ok ? QStringLiteral("color: #1a7f37") : QStringLiteral("color: #b00020"));
        m_testButton->setEnabled(m_shown >= 0);
    });
    m_list->setCurrentRow(m_engines.isEmpty() ? -1 : 0);
    showEngine(m_list->currentRow());
    resize(720, 480);
}

int EnginesDialog::addEngine(const ExternalEngine& engine)
{
    storeEngine();
    m_engines.append(engine);
    m_list->addItem(engine.name);
    m_list->setCurrentRow(int(m_engines.size()) - 1);
    return int(m_engines.size()) - 1;
}

void EnginesDialog::showEngine(int row)
{
    storeEngine();
    m_shown = row;
    const bool any = row >= 0 && row < m_engines.size();
    m_form->setEnabled(any);
    m_removeButton->setEnabled(any);
    m_testButton->setEnabled(any);
    m_testResult->clear();
    const ExternalEngine engine = any ? m_engines[row] : ExternalEngine();
    m_name->setText(engine.name);
    m_command->setText(engine.command);
    m_arguments->setText(engine.arguments.join(QLatin1Char(' ')));
    m_folder->setText(engine.workingDirectory);
    m_protocol->setCurrentIndex(m_protocol->findData(int(engine.protocol)));
    QStringList options, names;
    for (const auto& [key, value] : engine.options)
        options << key + QLatin1Char('=') + value;
    for (auto it = engine.variantNames.begin(); it != engine.variantNames.end(); ++it)
        names << it.key() + QLatin1Char('=') + it.value();
    m_options->setPlainText(options.join(QLatin1Char('\n')));
    m_initCommands->setPlainText(engine.initCommands.join(QLatin1Char('\n')));
    m_variantNames->setPlainText(names.join(QLatin1Char('\n')));
    showVariants();
}

void EnginesDialog::showVariants()
{
    const bool any = m_shown >= 0 && m_shown < m_engines.size();
    const QStringList variants = any ? m_engines[m_shown].variants : QStringList();
    //: The variants an external engine plays: not known until the engine has been tested.
    m_variants->setText(
        variants.isEmpty() ? tr("not known yet: Test asks the engine") : variants.join(QStringLiteral(", ")));
}

void EnginesDialog::storeEngine()
{
    if (m_shown < 0 || m_shown >= m_engines.size())
        return;
    ExternalEngine& engine = m_engines[m_shown];
    const ExternalEngine before = engine;
    engine.name = m_name->text().trimmed();
    engine.command = m_command->text().trimmed();
    engine.arguments = m_arguments->text().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    engine.workingDirectory = m_folder->text().trimmed();
    engine.protocol = kabir::match::Protocol(m_protocol->currentData().toInt());
    engine.options = pairsOf(m_options->toPlainText());
    engine.initCommands = linesOf(m_initCommands->toPlainText());
    engine.variantNames.clear();
    for (const auto& [id, name] : pairsOf(m_variantNames->toPlainText()))
        engine.variantNames.insert(id, name);
    // Another program or other options may play other variants: known again after a Test.
    if (engine.command != before.command || engine.arguments != before.arguments || engine.protocol != before.protocol
        || engine.options != before.options || engine.initCommands != before.initCommands)
        engine.variants.clear();
}

void EnginesDialog::removeEngine()
{
    const int row = m_shown;
    if (row < 0 || row >= m_engines.size())
        return;
    m_shown = -1;  // nothing to store from the fields
    m_engines.removeAt(row);
    delete m_list->takeItem(row);
    showEngine(m_list->currentRow());
}

// The engine is started and greeted on a thread of its own, then told to quit; the answer
// comes back only if the dialog is still there.
void EnginesDialog::testEngine()
{
    storeEngine();
    if (m_shown < 0 || m_shown >= m_engines.size())
        return;
    kabir::match::EngineSpec spec = m_engines[m_shown].spec();
    spec.name.clear();  // the handshake fills in the engine's own name
    m_testButton->setEnabled(false);
    m_testResult->setText(tr("Starting the engine…"));
    m_testResult->setStyleSheet(QString());
    QThread* thread = QThread::create([guard = QPointer<EnginesDialog>(this), spec, row = m_shown] {
        const std::unique_ptr<kabir::match::EngineClient> client = kabir::match::makeEngineClient(spec);
        const auto started = client->start();
        const bool ok = bool(started);
        const QString message
            = ok ? QString::fromStdString(client->spec().name) : QString::fromStdString(started.errorText());
        QStringList variants;
        for (const std::string& variant : client->variants())
            variants << QString::fromStdString(variant);
        client->quit();
        QMetaObject::invokeMethod(
            qApp,
            [guard, ok, message, variants, row] {
                if (!guard)
                    return;
                if (ok && row < guard->m_engines.size())
                    guard->m_engines[row].variants = variants;
                emit guard->testFinished(ok,
                    ok ? tr("The engine answers: %1").arg(message.isEmpty() ? tr("(no name)") : message)
                       : tr("The engine does not work: %1").arg(message));
            },
            Qt::QueuedConnection);
    });
    connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    thread->start();
}

QString EnginesDialog::testResult() const
{
    return m_testResult->text();
}

void EnginesDialog::accept()
{
    storeEngine();
    QStringList names;
    for (const ExternalEngine& engine : std::as_const(m_engines)) {
        if (engine.name.isEmpty() || engine.command.isEmpty() || names.contains(engine.name)) {
            QMessageBox::warning(
                this, tr("Engines"), tr("Every engine needs a name of its own and a command (“%1”).").arg(engine.name));
            return;
        }
        names << engine.name;
    }
    m_settings.setEngines(m_engines);
    QDialog::accept();
}
