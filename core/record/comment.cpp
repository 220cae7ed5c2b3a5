#include "core/record/comment.h"

#include "core/board/characters.h"

#include <algorithm>
#include <climits>

namespace kabir {
namespace {

bool isColour(char c)
{
    return c == 'G' || c == 'R' || c == 'Y' || c == 'B';
}

std::string_view trimmed(std::string_view s)
{
    while (!s.empty() && isSpace(s.front()))
        s.remove_prefix(1);
    while (!s.empty() && isSpace(s.back()))
        s.remove_suffix(1);
    return s;
}

// The text with every run of white space as one space, none at either end.
std::string collapsed(std::string_view text)
{
    std::string out;
    for (char c : text) {
        if (!isSpace(c))
            out += c;
        else if (!out.empty() && out.back() != ' ')
            out += ' ';
    }
    if (!out.empty() && out.back() == ' ')
        out.pop_back();
    return out;
}

std::vector<std::string_view> listItems(std::string_view args)
{
    std::vector<std::string_view> items;
    while (true) {
        const std::size_t comma = args.find(',');
        items.push_back(trimmed(args.substr(0, comma)));
        if (comma == std::string_view::npos)
            return items;
        args.remove_prefix(comma + 1);
    }
}

// "Ge2e4,Rd1d8"; nothing when an item is not a colour and two squares of the board.
std::optional<std::vector<Arrow>> readArrows(std::string_view args, const Geometry& board)
{
    std::vector<Arrow> arrows;
    for (std::string_view item : listItems(args)) {
        Square from = 0;
        const std::size_t length = item.size() > 1 && isColour(item[0]) ? board.readSquare(item.substr(1), from) : 0;
        const auto to = length ? board.parseSquare(item.substr(1 + length)) : std::nullopt;
        if (!to)
            return std::nullopt;
        arrows.push_back({item[0], from, *to});
    }
    return arrows;
}

// "Ge4,Rd5"
std::optional<std::vector<Circle>> readCircles(std::string_view args, const Geometry& board)
{
    std::vector<Circle> circles;
    for (std::string_view item : listItems(args)) {
        const auto square = item.size() > 1 && isColour(item[0]) ? board.parseSquare(item.substr(1)) : std::nullopt;
        if (!square)
            return std::nullopt;
        circles.push_back({item[0], *square});
    }
    return circles;
}

// Digits only, at most seven of them.
std::optional<long long> number(std::string_view digits)
{
    if (digits.empty() || digits.size() > 7)
        return std::nullopt;
    long long n = 0;
    for (char c : digits) {
        if (!isDigit(c))
            return std::nullopt;
        n = n * 10 + (c - '0');
    }
    return n;
}

// "H:MM:SS" with up to three decimals on the seconds, in milliseconds.
std::optional<int> readClock(std::string_view args)
{
    const std::size_t first = args.find(':');
    const std::size_t second = first == std::string_view::npos ? first : args.find(':', first + 1);
    if (second == std::string_view::npos)
        return std::nullopt;
    std::string_view secondsText = args.substr(second + 1), fractionText = "0";
    if (const std::size_t dot = secondsText.find('.'); dot != std::string_view::npos) {
        fractionText = secondsText.substr(dot + 1);
        secondsText = secondsText.substr(0, dot);
    }
    const auto hours = number(args.substr(0, first)), minutes = number(args.substr(first + 1, second - first - 1));
    const auto seconds = number(secondsText), fraction = fractionText.size() <= 3 ? number(fractionText) : std::nullopt;
    if (!hours || !minutes || !seconds || !fraction || *minutes > 59 || *seconds > 59)
        return std::nullopt;
    long long thousandths = *fraction;
    for (std::size_t digits = fractionText.size(); digits < 3; ++digits)
        thousandths *= 10;
    const long long ms = ((*hours * 60 + *minutes) * 60 + *seconds) * 1000 + thousandths;
    if (ms > INT_MAX)
        return std::nullopt;
    return int(ms);
}

std::string clockText(int ms)
{
    const int seconds = ms / 1000, rest = ms % 1000;
    auto twoDigits = [](int n) { return std::string(n < 10 ? "0" : "") + std::to_string(n); };
    std::string text
        = std::to_string(seconds / 3600) + ":" + twoDigits(seconds / 60 % 60) + ":" + twoDigits(seconds % 60);
    if (rest) {
        std::string digits = std::to_string(rest + 1000).substr(1);  // "400" for .4
        while (digits.back() == '0')
            digits.pop_back();
        text += "." + digits;
    }
    return text;
}

// Reads one command, "name args" between "[%" and "]"; false when it is not understood.
bool readCommand(std::string_view command, const Geometry& board, Comment& comment)
{
    const std::size_t space = command.find(' ');
    const std::string_view name = command.substr(0, space);
    const std::string_view args = space == std::string_view::npos ? std::string_view() : trimmed(command.substr(space));
    if (args.empty())
        return false;
    if (name == "cal") {
        auto arrows = readArrows(args, board);
        if (arrows)
            comment.arrows.insert(comment.arrows.end(), arrows->begin(), arrows->end());
        return arrows.has_value();
    }
    if (name == "csl") {
        auto circles = readCircles(args, board);
        if (circles)
            comment.circles.insert(comment.circles.end(), circles->begin(), circles->end());
        return circles.has_value();
    }
    if (name == "clk" && !comment.clockMs) {
        comment.clockMs = readClock(args);
        return comment.clockMs.has_value();
    }
    return false;
}

// Takes the commands out of `text` into `comment`, leaving the words; false when it has none.
// A command runs from "[%" to the first "]" and holds no other "[%": an opening "[%" that is
// not closed before the next one, or never, is a word. So the words of a comment, written
// before its commands, cannot open a command that a command's "]" would close.
bool takeCommands(std::string& text, const Geometry& board, Comment& comment)
{
    bool taken = false;
    std::string words;
    std::size_t at = 0;
    while (at < text.size()) {
        const std::size_t open = text.find("[%", at);
        const std::size_t close = open == std::string::npos ? open : text.find(']', open);
        if (close == std::string::npos) {
            words += text.substr(at);
            break;
        }
        if (const std::size_t inner = text.find("[%", open + 2); inner < close) {
            words += text.substr(at, inner - at);
            at = inner;
            continue;
        }
        words += text.substr(at, open - at) + ' ';
        if (!readCommand(std::string_view(text).substr(open + 2, close - open - 2), board, comment))
            comment.commands.push_back(text.substr(open, close + 1 - open));
        at = close + 1;
        taken = true;
    }
    text = collapsed(words);
    return taken;
}

}  // namespace

bool Comment::empty() const
{
    return text.empty() && arrows.empty() && circles.empty() && !clockMs && commands.empty();
}

void Comment::append(const Comment& other, const Geometry& board)
{
    text += (text.empty() || other.text.empty() ? "" : " ") + other.text;
    arrows.insert(arrows.end(), other.arrows.begin(), other.arrows.end());
    circles.insert(circles.end(), other.circles.begin(), other.circles.end());
    if (!clockMs)
        clockMs = other.clockMs;
    commands.insert(commands.end(), other.commands.begin(), other.commands.end());
    while (takeCommands(text, board, *this)) { }
}

Comment parseComment(std::string_view raw, const Geometry& board)
{
    Comment comment;
    std::string text = collapsed(raw);
    // Taking a command out can close another around it ("[%a [%b]]" leaves "[%a ]"): the
    // words are read again until no command is left in them, so that they are written as
    // words that read as words.
    while (takeCommands(text, board, comment)) { }
    comment.text = std::move(text);
    return comment;
}

std::vector<std::string> commentWords(const Comment& comment, const Geometry& board)
{
    std::vector<std::string> words;
    std::string text = collapsed(comment.text);
    std::erase(text, '}');  // it would end the comment
    for (std::size_t at = 0; at < text.size();) {
        const std::size_t space = std::min(text.find(' ', at), text.size());
        if (space > at)
            words.push_back(text.substr(at, space - at));
        at = space + 1;
    }
    std::string circles, arrows;
    for (const Circle& c : comment.circles) {
        circles += circles.empty() ? "" : ",";
        circles += c.colour + board.squareName(c.square);
    }
    for (const Arrow& a : comment.arrows) {
        arrows += arrows.empty() ? "" : ",";
        arrows += a.colour + board.squareName(a.from) + board.squareName(a.to);
    }
    if (!circles.empty())
        words.push_back("[%csl " + circles + "]");
    if (!arrows.empty())
        words.push_back("[%cal " + arrows + "]");
    // A command kept as written may hold a '}' too: a comment to the end of the line (";")
    // may hold any character. Without it, the spaces around it are one, as reading makes them.
    for (std::string command : comment.commands) {
        std::erase(command, '}');
        words.push_back(collapsed(command));
    }
    if (comment.clockMs) {
        // A comment's first clock is its clock (parseComment); a later or unreadable [%clk] is
        // kept as written. The clock goes before those so that it is the one read again.
        const auto otherClock = std::find_if(words.end() - long(comment.commands.size()), words.end(),
            [](const std::string& w) { return w.starts_with("[%clk "); });
        words.insert(otherClock, "[%clk " + clockText(*comment.clockMs) + "]");
    }
    return words;
}

}  // namespace kabir
