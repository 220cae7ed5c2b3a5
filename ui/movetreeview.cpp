#include "ui/movetreeview.h"

#include "ui/commentdialog.h"
#include "ui/gamecontroller.h"
#include "ui/gameviewer.h"
#include "ui/nagtext.h"

#include <QAction>
#include <QContextMenuEvent>
#include <QKeyEvent>
#include <QMenu>
#include <QTextCursor>
#include <QTextDocument>
#include <QTimer>

#include <algorithm>

using kabir::GameTree;
using kabir::NodeId;

namespace {

// Writes a tree into a document: the main line in plain paragraphs, each variation of a
// main-line move in an indented paragraph, deeper variations in parentheses inside it.
class TreeWriter {
public:
    TreeWriter(QTextDocument* document, const GameTree& tree, NodeId viewed, const QPalette& palette,
        const kabir::Notation& notation)
        : m_cursor(document), m_tree(tree), m_viewed(viewed), m_palette(palette), m_notation(notation),
          m_roundPerLine(tree.positionAt(GameTree::kRoot).rules().armyCount() > 2)
    {
    }

    // The tree, then `result` ("1-0"; empty while the game goes on) after it all, as PGN ends
    // its movetext: in a main-line paragraph, a new one when a variation's paragraph ends it.
    QMap<NodeId, int> write(const QString& result)
    {
        // One edit: the document is laid out once at its end, not after every word (which
        // grows with the square of a paragraph's length, and variations make long ones).
        m_cursor.beginEditBlock();
        writeComment(m_tree.node(GameTree::kRoot).comment.text, 0);
        writeLines();
        if (!result.isEmpty()) {
            if (m_cursor.blockFormat().leftMargin() > 0)
                m_cursor.insertBlock(QTextBlockFormat());
            space();
            QTextCharFormat format = textFormat(0);
            format.setFontWeight(QFont::DemiBold);
            m_cursor.insertText(result, format);
        }
        m_cursor.endEditBlock();
        return m_positions;
    }

private:
    // The move in the notation chosen; the tree keeps it in the program's own.
    std::string moveText(const kabir::TreeNode& node) const
    {
        if (m_notation.system == kabir::MoveSystem::Standard && m_notation.language.empty())
            return node.text;
        kabir::Position before = m_tree.positionAt(node.parent);
        return kabir::moveText(before, node.move, m_notation);
    }

    QTextCharFormat textFormat(int depth) const
    {
        QTextCharFormat format;
        if (depth > 0) {
            format.setForeground(m_palette.color(QPalette::PlaceholderText));
            format.setFontPointSize(m_cursor.document()->defaultFont().pointSizeF() * 0.9);
        }
        return format;
    }

    // A space between words, not at the start of a paragraph or of a variation.
    void space()
    {
        const QChar before = m_cursor.document()->characterAt(m_cursor.position() - 1);
        if (!m_cursor.atBlockStart() && before != QLatin1Char('('))
            m_cursor.insertText(QStringLiteral(" "), textFormat(0));
    }

    void writeComment(const std::string& text, int depth)
    {
        if (text.empty())
            return;
        QTextCharFormat format = textFormat(depth);
        format.setFontItalic(true);
        space();
        m_cursor.insertText(QString::fromStdString(text), format);
    }

    // The move's number where the line needs one, the move with its NAGs as a link to its node.
    void writeMove(NodeId id, bool numbered, int depth)
    {
        const kabir::TreeNode& node = m_tree.node(id);
        if (depth == 0 && node.side == 0 && m_roundPerLine && !m_cursor.atBlockStart())
            m_cursor.insertText(QString(QChar::LineSeparator), textFormat(0));
        else
            space();
        // The number and its move stay on one line (a no-break space between them).
        if (node.side == 0)
            m_cursor.insertText(QStringLiteral("%1.\u00A0").arg(node.moveNumber), textFormat(depth));
        else if (numbered || m_tree.numberedAlways(id))
            m_cursor.insertText(QStringLiteral("%1…\u00A0").arg(node.moveNumber), textFormat(depth));
        QString text = QString::fromStdString(moveText(node));
        for (int nag : node.nags)
            text += (nag <= 9 ? QString() : QStringLiteral(" ")) + NagText::glyph(nag);
        QTextCharFormat format = textFormat(depth);
        format.setAnchor(true);
        format.setAnchorHref(QString::number(id));
        if (depth == 0)
            format.setFontWeight(QFont::DemiBold);
        if (id == m_viewed) {
            format.setBackground(m_palette.color(QPalette::Highlight));
            format.setForeground(m_palette.color(QPalette::HighlightedText));
        }
        m_positions[id] = m_cursor.position();
        m_cursor.insertText(text, format);
    }

    // A line being written: it has reached `at`; `alternative` is 0 while the move after `at`
    // is still to be written, then the index of the next variation beside that move.
    struct Line {
        NodeId at;
        int depth;
        bool numbered;  // its next move needs its number
        std::size_t alternative = 0;
    };

    // The main line, each move followed by its comment and by the variations that are
    // alternatives to it, each of those written whole before the line goes on. A loop over a
    // stack of lines rather than recursion: variations nested ten thousand deep are text too.
    void writeLines()
    {
        std::vector<Line> lines{{GameTree::kRoot, 0, true}};
        while (!lines.empty()) {
            Line& line = lines.back();
            const std::vector<NodeId>& moves = m_tree.children(line.at);
            if (line.alternative == 0) {
                if (moves.empty()) {
                    if (line.depth > 1)
                        m_cursor.insertText(QStringLiteral(")"), textFormat(line.depth));
                    lines.pop_back();
                    continue;
                }
                const NodeId next = moves.front();
                writeMove(next, line.numbered, line.depth);
                writeComment(m_tree.node(next).comment.text, line.depth);
                line.numbered = !m_tree.node(next).comment.text.empty() || moves.size() > 1;
                line.alternative = 1;
            }
            if (line.alternative < moves.size()) {
                const NodeId start = moves[line.alternative++];
                const int depth = line.depth + 1;
                openVariation(start, depth);
                lines.push_back({start, depth, !m_tree.node(start).comment.text.empty()});  // `line` is stale now
                continue;
            }
            if (line.depth == 0 && moves.size() > 1)
                m_cursor.insertBlock(QTextBlockFormat());
            line.at = moves.front();
            line.alternative = 0;
        }
    }

    // A variation's start up to its first move and comment; writeLines goes on from there.
    void openVariation(NodeId start, int depth)
    {
        if (depth == 1) {
            QTextBlockFormat block;
            block.setLeftMargin(16);
            m_cursor.insertBlock(block);
        } else {
            space();
            m_cursor.insertText(QStringLiteral("("), textFormat(depth));
        }
        writeComment(m_tree.node(start).commentBefore.text, depth);
        writeMove(start, true, depth);
        writeComment(m_tree.node(start).comment.text, depth);
    }

    QTextCursor m_cursor;
    const GameTree& m_tree;
    NodeId m_viewed;
    const QPalette& m_palette;
    const kabir::Notation& m_notation;
    // With more than two armies each round of the main line begins a line: a round's moves
    // are read together, and four of them fill a narrow list's line unevenly.
    bool m_roundPerLine;
    QMap<NodeId, int> m_positions;
};

}  // namespace

MoveTreeView::MoveTreeView(GameController* game, QWidget* parent)
    : QTextBrowser(parent), m_game(game), m_viewer(game->viewer()), m_nagMenu(new QMenu(tr("&Annotation"), this))
{
    setOpenLinks(false);
    setAccessibleName(tr("Moves"));
    connect(this, &QTextBrowser::anchorClicked, this,
        [this](const QUrl& url) { m_viewer->setViewedNode(url.toString().toInt()); });

    const auto add = [this](const QString& text, auto slot) {
        QAction* action = new QAction(text, this);
        connect(action, &QAction::triggered, this, slot);
        m_editActions << action;
        return action;
    };
    const auto viewed = [this] { return m_viewer->viewedNode(); };
    m_promote = add(tr("Pr&omote Variation"), [this, viewed] { m_viewer->promoteVariation(viewed()); });
    m_mainLine = add(tr("Make Main &Line"), [this, viewed] { m_viewer->makeMainLine(viewed()); });
    m_deleteVariation = add(tr("Delete &Variation"), [this, viewed] { m_viewer->deleteVariation(viewed()); });
    m_deleteFrom = add(tr("Delete &From Here"), [this, viewed] { m_viewer->deleteFrom(viewed()); });
    auto* separator = new QAction(this);
    separator->setSeparator(true);
    m_editActions << separator;
    m_comment = add(tr("Comme&nt…"), [this] { editComment(); });
    m_editActions << m_nagMenu->menuAction();
    m_clearMarks = add(tr("Clear Arro&ws and Circles"), [this, viewed] { m_viewer->clearMarks(viewed()); });
    for (const QList<int>& group : {NagText::moveNags(), NagText::positionNags()}) {
        for (int nag : group) {
            QAction* action
                = m_nagMenu->addAction(QStringLiteral("%1\t%2").arg(NagText::glyph(nag), NagText::name(nag)));
            action->setCheckable(true);
            action->setData(nag);
            connect(
                action, &QAction::triggered, this, [this, nag] { m_viewer->toggleNag(m_viewer->viewedNode(), nag); });
        }
        m_nagMenu->addSeparator();
    }

    connect(m_viewer, &GameViewer::treeChanged, this, &MoveTreeView::scheduleRebuild);
    connect(m_viewer, &GameViewer::viewedNodeChanged, this, &MoveTreeView::scheduleRebuild);
    connect(m_game, &GameController::resultChanged, this, &MoveTreeView::scheduleRebuild);  // the result at the end
    scheduleRebuild();
}

// Loading a game changes the tree once a move: the text is written once, after them all.
void MoveTreeView::setNotation(const kabir::Notation& notation)
{
    m_notation = notation;
    scheduleRebuild();
}

void MoveTreeView::scheduleRebuild()
{
    if (m_rebuildPending)
        return;
    m_rebuildPending = true;
    QTimer::singleShot(0, this, &MoveTreeView::rebuild);
}

void MoveTreeView::rebuild()
{
    m_rebuildPending = false;
    clear();
    m_positions.clear();
    updateActions();
    if (!m_game->hasGame())
        return;
    const GameResult result = m_game->outcome();
    const QString resultText = !result.over() ? QString() : result.draw() ? QStringLiteral("½-½") : result.pgnResult();
    m_positions
        = TreeWriter(document(), m_viewer->tree(), m_viewer->viewedNode(), palette(), m_notation).write(resultText);
    const auto viewed = m_positions.constFind(m_viewer->viewedNode());
    QTextCursor cursor(document());
    cursor.setPosition(viewed == m_positions.cend() ? 0 : *viewed);
    setTextCursor(cursor);
    ensureCursorVisible();
}

void MoveTreeView::updateActions()
{
    const bool game = m_game->hasGame();
    const NodeId node = game ? m_viewer->viewedNode() : GameTree::kRoot;
    const bool edit = game && m_viewer->canAddVariation();
    const bool variation = game && !m_viewer->tree().isMainLine(node);
    m_promote->setEnabled(edit && variation);
    m_mainLine->setEnabled(edit && variation);
    m_deleteVariation->setEnabled(edit && variation);
    m_deleteFrom->setEnabled(edit && node != GameTree::kRoot);
    m_comment->setEnabled(game);
    m_nagMenu->setEnabled(game && node != GameTree::kRoot);
    const kabir::Comment* marks = game ? &m_viewer->marks(node) : nullptr;
    m_clearMarks->setEnabled(marks && (!marks->arrows.empty() || !marks->circles.empty()));
    const std::vector<int> none;
    const std::vector<int>& nags = game ? m_viewer->tree().node(node).nags : none;
    for (QAction* action : m_nagMenu->actions())
        if (action->isCheckable())
            action->setChecked(std::find(nags.begin(), nags.end(), action->data().toInt()) != nags.end());
}

void MoveTreeView::editComment()
{
    const NodeId node = m_viewer->viewedNode();
    const QString title = node == GameTree::kRoot
        ? tr("Comment Before the First Move")
        //: %1 is the move, as "Nf3".
        : tr("Comment on %1").arg(QString::fromStdString(m_viewer->tree().node(node).text));
    if (const std::optional<QString> text = CommentDialog::ask(title, m_viewer->comment(node), this))
        m_viewer->setComment(node, *text);
}

NodeId MoveTreeView::nodeAt(QPoint point) const
{
    const QString href = anchorAt(point);
    return href.isEmpty() ? kabir::kNoNode : href.toInt();
}

QRect MoveTreeView::moveRect(NodeId node) const
{
    const auto at = m_positions.constFind(node);
    if (at == m_positions.cend())
        return {};
    QTextCursor cursor(document());
    cursor.setPosition(*at);
    const QRect start = cursorRect(cursor);
    cursor.setPosition(*at + 1);  // the move's first character: enough to point at it
    return start.united(cursorRect(cursor));
}

void MoveTreeView::contextMenuEvent(QContextMenuEvent* event)
{
    if (const NodeId node = nodeAt(event->pos()); node != kabir::kNoNode)
        m_viewer->setViewedNode(node);
    updateActions();
    QMenu menu(this);
    menu.addActions(m_editActions);
    menu.exec(event->globalPos());
}

void MoveTreeView::keyPressEvent(QKeyEvent* event)
{
    switch (event->key()) {
    case Qt::Key_Left: m_viewer->viewPrevious(); break;
    case Qt::Key_Right: m_viewer->viewNext(); break;
    case Qt::Key_Up: m_viewer->viewSibling(-1); break;
    case Qt::Key_Down: m_viewer->viewSibling(1); break;
    default: QTextBrowser::keyPressEvent(event); return;
    }
    event->accept();
}
