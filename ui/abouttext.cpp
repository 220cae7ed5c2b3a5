#include "ui/abouttext.h"

QString AboutText::licence()
{
    return tr("License: none has been chosen yet; until one is, all rights are reserved by the authors.");
}

QString AboutText::text()
{
    return tr("<h3>Kabir %1</h3>"
              "<p>Historical chess variants on boards of every size: play them, study "
              "their rules and sources, and keep records of games.</p>")
               .arg(QStringLiteral(KABIR_VERSION))
        + tr("<p>Written by the Kabir developers. Kabir uses Qt 6 and toml++.</p>"
             "<p>The rules of every variant follow the works cited on its rules page "
             "(Help ▸ Rules of This Variant), chiefly D. B. Pritchard's <i>The Classified "
             "Encyclopedia of Chess Variants</i> and H. J. R. Murray's <i>A History of Chess</i>.</p>")
        + QStringLiteral("<p>%1</p>").arg(licence().toHtmlEscaped());
}
