#pragma once
// The help viewer for the rules pages: one HTML page per built-in variant, embedded from
// resources/rules/<variant-id>.html under qrc:/rules/, with its translations from
// resources/rules/<language>/<variant-id>.html (German: qrc:/rules/de/). It shows the page in
// the program's language, in English where that has none, in a QTextBrowser with back and
// forward, and a combo box to switch to another variant's page; links between pages keep the
// combo box in step. It owns nothing but its widgets and changes no game state, so any window
// may open it: RulesBrowser::show(parent, id) raises the parent's open viewer or creates one
// that deletes itself when closed.

#include "ui/translators.h"

#include <QDialog>
#include <QLocale>
#include <QUrl>

class QComboBox;
class QTextBrowser;
class QToolButton;

class RulesBrowser : public QDialog {
    Q_OBJECT

public:
    explicit RulesBrowser(QWidget* parent = nullptr);

    // The page of a variant in `language`: qrc:/rules/<language code>/<variantId>.html when that
    // page exists, else the English qrc:/rules/<variantId>.html (whether or not it exists).
    static QUrl pageFor(const QString& variantId, const QLocale& language = interfaceLocale());
    // The page, beside the variants', on the games of Pritchard's chapter 29 that cannot be played.
    static constexpr const char* kUnplayableGamesPage = "chapter-29-unplayable";
    // Shows the page of `variantId` in the viewer that `parent` already has open, or in a new
    // non-modal one; returns it.
    static RulesBrowser* show(QWidget* parent, const QString& variantId);
    using QDialog::show;

    // Shows the page of `variantId` in the program's language. False, with a short note in place
    // of the page, when the variant has no rules page.
    bool showVariant(const QString& variantId);
    // The variant whose page is shown; empty when the page belongs to no variant.
    QString variantId() const { return m_variantId; }

    QTextBrowser* textBrowser() const { return m_browser; }
    QComboBox* variantBox() const { return m_variantBox; }

private:
    void chooseVariant(int index);
    void pageChanged(const QUrl& url);

    QTextBrowser* m_browser = nullptr;
    QComboBox* m_variantBox = nullptr;
    QToolButton* m_backButton = nullptr;
    QToolButton* m_forwardButton = nullptr;
    QString m_variantId;
};
