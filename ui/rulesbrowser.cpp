#include "ui/rulesbrowser.h"

#include "core/catalog/variantcatalog.h"
#include "ui/datastrings.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QKeySequence>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QStyle>
#include <QTextBrowser>
#include <QToolButton>
#include <QVBoxLayout>

RulesBrowser::RulesBrowser(QWidget* parent)
    : QDialog(parent), m_browser(new QTextBrowser(this)), m_variantBox(new QComboBox(this)),
      m_backButton(new QToolButton(this)), m_forwardButton(new QToolButton(this))
{
    setWindowTitle(tr("Rules"));
    setObjectName(QStringLiteral("rulesBrowser"));
    setSizeGripEnabled(true);

    m_backButton->setIcon(style()->standardIcon(QStyle::SP_ArrowBack));
    m_backButton->setText(tr("Back"));
    m_backButton->setToolTip(tr("Back to the previous page"));
    m_backButton->setAccessibleName(tr("Back"));
    m_backButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_backButton->setShortcut(QKeySequence::Back);
    m_backButton->setEnabled(false);

    m_forwardButton->setIcon(style()->standardIcon(QStyle::SP_ArrowForward));
    m_forwardButton->setText(tr("Forward"));
    m_forwardButton->setToolTip(tr("Forward to the next page"));
    m_forwardButton->setAccessibleName(tr("Forward"));
    m_forwardButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_forwardButton->setShortcut(QKeySequence::Forward);
    m_forwardButton->setEnabled(false);

    for (const kabir::VariantFile& variant : kabir::VariantCatalog::builtIn().variants())
        m_variantBox->addItem(DataStrings::variantName(variant), QString::fromStdString(variant.id()));
    m_variantBox->setAccessibleName(tr("Variant"));
    m_variantBox->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    auto* variantLabel = new QLabel(tr("&Variant:"), this);
    variantLabel->setBuddy(m_variantBox);

    m_browser->setAccessibleName(tr("Rules page"));
    m_browser->setOpenExternalLinks(true);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->button(QDialogButtonBox::Close)->setText(tr("Close"));

    auto* bar = new QHBoxLayout;
    bar->addWidget(m_backButton);
    bar->addWidget(m_forwardButton);
    bar->addSpacing(12);
    bar->addWidget(variantLabel);
    bar->addWidget(m_variantBox);
    bar->addStretch(1);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(m_browser, 1);
    layout->addWidget(buttons);

    connect(m_backButton, &QToolButton::clicked, m_browser, &QTextBrowser::backward);
    connect(m_forwardButton, &QToolButton::clicked, m_browser, &QTextBrowser::forward);
    connect(m_browser, &QTextBrowser::backwardAvailable, m_backButton, &QToolButton::setEnabled);
    connect(m_browser, &QTextBrowser::forwardAvailable, m_forwardButton, &QToolButton::setEnabled);
    connect(m_browser, &QTextBrowser::sourceChanged, this, &RulesBrowser::pageChanged);
    connect(m_variantBox, &QComboBox::activated, this, &RulesBrowser::chooseVariant);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);

    // Wide enough for the 13x13 diagrams and the option tables beside each other's text.
    resize(820, 680);
}

QUrl RulesBrowser::pageFor(const QString& variantId, const QLocale& language)
{
    const QString english = QStringLiteral("/rules/%1.html").arg(variantId);
    const QString translated
        = QStringLiteral("/rules/%1/%2.html").arg(QLocale::languageToCode(language.language()), variantId);
    const bool hasTranslation = language.language() != QLocale::English && QFile::exists(QLatin1Char(':') + translated);
    return QUrl(QStringLiteral("qrc:") + (hasTranslation ? translated : english));
}

RulesBrowser* RulesBrowser::show(QWidget* parent, const QString& variantId)
{
    RulesBrowser* browser = parent ? parent->findChild<RulesBrowser*>(QString(), Qt::FindDirectChildrenOnly) : nullptr;
    if (!browser) {
        browser = new RulesBrowser(parent);
        browser->setAttribute(Qt::WA_DeleteOnClose);
    }
    browser->showVariant(variantId);
    browser->show();
    browser->raise();
    browser->activateWindow();
    return browser;
}

bool RulesBrowser::showVariant(const QString& variantId)
{
    const QUrl url = pageFor(variantId);
    if (!QFile::exists(QLatin1Char(':') + url.path())) {
        m_variantId.clear();
        m_browser->setHtml(
            QStringLiteral("<p>%1</p>")
                .arg(tr("There is no rules page for the variant \"%1\" yet.").arg(variantId.toHtmlEscaped())));
        setWindowTitle(tr("Rules"));
        return false;
    }
    m_browser->setSource(url);
    return true;
}

void RulesBrowser::chooseVariant(int index)
{
    showVariant(m_variantBox->itemData(index).toString());
}

// Keeps the combo box and the title in step with the page shown, however it was reached
// (combo box, back/forward or a link between pages).
void RulesBrowser::pageChanged(const QUrl& url)
{
    m_variantId = url.scheme() == QLatin1String("qrc") && url.path().startsWith(QLatin1String("/rules/"))
        ? QFileInfo(url.path()).completeBaseName()
        : QString();
    const int index = m_variantBox->findData(m_variantId);
    {
        const QSignalBlocker blocker(m_variantBox);
        m_variantBox->setCurrentIndex(index);
    }
    setWindowTitle(index >= 0 ? tr("Rules — %1").arg(m_variantBox->itemText(index)) : tr("Rules"));
}
