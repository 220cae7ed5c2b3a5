#include "ui/typedmoves.h"

TypedMoves::TypedMoves(const kabir::Position& pos, const QList<kabir::Move>& legal, const kabir::Notation& notation)
    : m_position(pos), m_notation(notation)
{
    const bool numbered = pos.rules().definition().numbering.defined();
    kabir::Position scratch = pos;  // moveText plays the move to mark a check
    for (const kabir::Move& move : legal) {
        Entry entry{move, {}};
        const auto add = [&](const std::string& text) {
            const QString t = QString::fromStdString(text);
            // With more than two armies the text may leave out the army's prefix ("r:Nd8").
            for (const QString& form : {t, t.size() > 2 && t[1] == u':' ? t.mid(2) : QString()})
                if (!form.isEmpty() && !entry.texts.contains(form))
                    entry.texts << form;
        };
        add(kabir::moveText(scratch, move, notation));
        add(kabir::moveText(scratch, move, kabir::Notation{kabir::MoveSystem::Standard, notation.language}));
        if (numbered)
            add(kabir::moveText(scratch, move, kabir::Notation{kabir::MoveSystem::Numbered, notation.language}));
        add(kabir::coordinateText(scratch, move));
        m_entries << entry;
    }
}

QList<kabir::Move> TypedMoves::named(const QString& text) const
{
    if (text.isEmpty())
        return {};
    kabir::Position pos = m_position;
    if (const auto move = kabir::parseMove(pos, text.toStdString(), m_notation))
        return {move.value()};
    QList<kabir::Move> moves;
    for (const Entry& entry : m_entries)
        for (const QString& t : entry.texts)
            if (t.startsWith(text)) {
                moves << entry.move;
                break;
            }
    return moves;
}

QString TypedMoves::completion(const QString& text) const
{
    QStringList matches;
    for (const Entry& entry : m_entries)
        for (const QString& t : entry.texts)
            if (!text.isEmpty() && t.startsWith(text)) {
                matches << t;  // the move's first text that fits
                break;
            }
    if (matches.isEmpty())
        return text;
    QString common = matches.front();
    for (const QString& t : matches) {
        int n = 0;
        while (n < common.size() && n < t.size() && common[n] == t[n])
            ++n;
        common.truncate(n);
    }
    return common;
}

QString TypedMoves::shown(kabir::Move move) const
{
    for (const Entry& entry : m_entries)
        if (entry.move == move)
            return entry.texts.front();
    return {};
}
