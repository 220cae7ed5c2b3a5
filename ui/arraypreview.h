#pragma once
// A miniature board with the start position a variant gets from some option values: beside the
// new-game dialog's options and the pre-game choice's values, following them as they change,
// so that the array an option or a choice sets up is seen before the game starts.

#include "core/variant/variantfile.h"

#include <QLabel>

class ArrayPreview : public QLabel {
    Q_OBJECT

public:
    explicit ArrayPreview(int width, QWidget* parent = nullptr);

    // Shows the start of `variant` with `options`; a blank when they do not make a game.
    void show(const kabir::VariantFile& variant, const kabir::OptionValues& options);
    QString fen() const { return m_fen; }  // of the position shown, for tests

private:
    int m_width;
    QString m_fen;
};
