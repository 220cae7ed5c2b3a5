#pragma once
// The main window: the board in the middle, the variant chosen from Game > Variant, its name in
// the status bar. For now it shows start positions only; the game controller, move list and
// dialogs of the real GUI will hang off this window.

#include <QMainWindow>

class BoardView;
class QAction;
class QActionGroup;
class QLabel;
class QMenu;

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);

    // Shows the start position of the built-in variant `id` with its default options. False,
    // with the reason in `error` when given, for an unknown id or a variant that fails to compile.
    bool showVariant(const QString& id, QString* error = nullptr);
    QString variantId() const { return m_variantId; }

    void setBoardFlipped(bool flipped);
    BoardView* boardView() const { return m_boardView; }

    // Lays the window out at `size` and writes what it shows to an image file (PNG for *.png).
    bool saveScreenshot(const QString& fileName, QSize size);

private:
    void createMenus();
    QMenu* createVariantMenu();
    void chooseVariant(const QString& id);
    void about();

    BoardView* m_boardView = nullptr;
    QLabel* m_variantLabel = nullptr;
    QActionGroup* m_variantActions = nullptr;
    QAction* m_flipAction = nullptr;
    QString m_variantId;
};
