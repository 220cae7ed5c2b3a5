#include "ui/mainwindow.h"

#include "core/variantcatalog.h"
#include "ui/boardview.h"
#include "ui/datastrings.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QDebug>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent), m_boardView(new BoardView(this))
{
    setWindowTitle(tr("Kabir"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/kabir.svg")));
    setCentralWidget(m_boardView);

    m_variantLabel = new QLabel(this);
    m_variantLabel->setObjectName(QStringLiteral("variantLabel"));
    statusBar()->addWidget(m_variantLabel);

    createMenus();

    // Orthodox chess first, the board everyone knows, until the settings remember a choice.
    const kabir::VariantCatalog& catalog = kabir::VariantCatalog::builtIn();
    if (catalog.find("chess"))
        showVariant(QStringLiteral("chess"));
    else if (!catalog.variants().empty())
        showVariant(QString::fromStdString(catalog.variants().front().id()));
}

void MainWindow::createMenus()
{
    QMenu* game = menuBar()->addMenu(tr("&Game"));
    game->addMenu(createVariantMenu());
    game->addSeparator();
    QAction* quit = game->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    m_flipAction = view->addAction(tr("&Flip Board"));
    m_flipAction->setCheckable(true);
    m_flipAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_F));
    m_flipAction->setStatusTip(tr("Show the board from the other side"));
    connect(m_flipAction, &QAction::toggled, m_boardView, &BoardView::setFlipped);

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About Kabir"), this, &MainWindow::about);
}

QMenu* MainWindow::createVariantMenu()
{
    auto* menu = new QMenu(tr("&Variant"), this);
    menu->setObjectName(QStringLiteral("variantMenu"));
    m_variantActions = new QActionGroup(this);
    m_variantActions->setExclusive(true);
    for (const kabir::VariantFile& variant : kabir::VariantCatalog::builtIn().variants()) {
        QAction* action = menu->addAction(DataStrings::variantName(variant));
        action->setCheckable(true);
        action->setData(QString::fromStdString(variant.id()));
        m_variantActions->addAction(action);
    }
    connect(m_variantActions, &QActionGroup::triggered, this,
            [this](QAction* action) { chooseVariant(action->data().toString()); });
    return menu;
}

bool MainWindow::showVariant(const QString& id, QString* error)
{
    const kabir::VariantCatalog& catalog = kabir::VariantCatalog::builtIn();
    const kabir::VariantFile* variant = catalog.find(id.toStdString());
    if (!variant) {
        if (error)
            *error = tr("There is no variant \"%1\".").arg(id);
        return false;
    }
    auto rules = catalog.ruleset(variant->id());
    if (!rules) {
        if (error)
            *error = tr("The variant \"%1\" cannot be set up:\n%2")
                         .arg(id, QString::fromStdString(rules.errorText()));
        return false;
    }
    m_boardView->setPosition(kabir::Position::start(rules.value()));
    m_variantId = id;
    m_variantLabel->setText(DataStrings::variantName(*variant));
    for (QAction* action : m_variantActions->actions())
        action->setChecked(action->data().toString() == id);
    return true;
}

void MainWindow::chooseVariant(const QString& id)
{
    QString error;
    if (showVariant(id, &error))
        return;
    for (QAction* action : m_variantActions->actions())  // the menu keeps showing the board's variant
        action->setChecked(action->data().toString() == m_variantId);
    QMessageBox::warning(this, tr("Kabir"), error);
}

void MainWindow::setBoardFlipped(bool flipped)
{
    m_flipAction->setChecked(flipped);  // flips the board through the action's signal
}

bool MainWindow::saveScreenshot(const QString& fileName, QSize size)
{
    resize(size);
    show();
    QApplication::processEvents();  // lays the window out at its new size
    if (grab().save(fileName))
        return true;
    qWarning().noquote() << tr("Cannot write the screenshot %1.").arg(fileName);
    return false;
}

void MainWindow::about()
{
    QMessageBox::about(this, tr("About Kabir"),
                       tr("<h3>Kabir %1</h3>"
                          "<p>Historical chess variants on boards of every size: play them, study "
                          "their rules and sources, and keep records of games.</p>")
                           .arg(QStringLiteral(KABIR_VERSION)));
}
