#pragma once
// Which variant a position is of, when nothing names it: a bare FEN pasted, or a record's FEN
// tag without a Variant tag. The best fit (core/catalog/variantrecognition.h) is taken; when several
// variants fit equally well, the user chooses among them (a Chooser: a list in a dialog, or
// for tests a function that answers). The result says what to load the position with.

#include "core/record/gamerecord.h"
#include "core/catalog/variantrecognition.h"

#include <QCoreApplication>
#include <QString>

#include <functional>
#include <optional>
#include <vector>

class QWidget;

class VariantChoice {
    Q_DECLARE_TR_FUNCTIONS(VariantChoice)

public:
    // Chooses among the variants that fit a position equally well (two or more, each with the
    // option values the position tells): the index of the one chosen, or -1 to cancel.
    // `preselected` is the current variant's index among them, else 0.
    using Chooser = std::function<int(const std::vector<kabir::VariantMatch>& fits, int preselected)>;
    // Asks the user with a list of the variants in a dialog over `parent`.
    static Chooser askUser(QWidget* parent);

    // The variant of the bare position `fen`. When it is the current variant, the current
    // options are kept where the position allows them. When no variant fits, the current one
    // (whose loading then says why the position does not fit it), or error() without one.
    static VariantChoice forFen(const QString& fen, const Chooser& choose, const QString& currentVariant = {},
        const kabir::OptionValues& currentOptions = {});
    // The variant of a game of a record file (its tags): none to choose when its Variant tag
    // names one or it has no FEN tag, or when no variant fits (match() is null: the record
    // decides, and says why it cannot start); else as forFen.
    static VariantChoice forGame(
        const kabir::RecordTags& tags, const Chooser& choose, const QString& currentVariant = {});
    // The variant of a pasted game: as forGame, except that bare moves (neither a Variant nor a
    // FEN tag) are of the current variant with its options, not chess.
    static VariantChoice forPastedGame(const kabir::RecordTags& tags, const Chooser& choose,
        const kabir::VariantFile& currentVariant, const kabir::OptionValues& currentOptions);

    bool cancelled() const { return m_cancelled; }
    QString error() const { return m_error; }  // why there is no variant to load with
    // The variant that fits, for RecordFile::load and GameController::loadGame; null when the
    // record decides.
    const kabir::VariantMatch* match() const { return m_match ? &*m_match : nullptr; }
    // What to load the position with (GameController::newGame(variantId(), options(), fen)).
    QString variantId() const { return m_variantId; }
    kabir::OptionValues options() const { return m_options; }

private:
    bool m_cancelled = false;
    QString m_error;
    std::optional<kabir::VariantMatch> m_match;
    QString m_variantId;
    kabir::OptionValues m_options;
};
