#pragma once
// Errors that carry where and why. GCC 12 has no std::expected, so the core returns
// Result<T>: a value or a list of problems, each naming its file, line and key.

#include <optional>
#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace kabir {

struct Problem {
    std::string file;  // may be empty (a FEN typed on the command line)
    int line = 0;      // 1-based; 0 when not known
    int column = 0;
    std::string key;  // the TOML key, FEN field or move text concerned
    std::string message;

    // "file:line:column: 'key': message", or less where those are unknown. Control bytes
    // and bytes that are not UTF-8 are written \xNN (a binary file's bytes stay readable); a
    // key longer than 60 bytes and a message longer than 400 are cut, ending in "…".
    std::string toString() const;
};

// `text` with control bytes and bytes that are not UTF-8 written as \xNN, cut after `limit`
// bytes (of the text given, not counting the escapes) with "…" appended.
std::string printableText(const std::string& text, std::size_t limit = std::string::npos);

template <typename T> class Result {
public:
    Result(T value) : m_value(std::move(value)) { }
    Result(Problem problem) : m_problems{std::move(problem)} { }
    Result(std::vector<Problem> problems) : m_problems(std::move(problems)) { }

    bool ok() const { return m_value.has_value(); }
    explicit operator bool() const { return ok(); }
    const T& value() const& { return *m_value; }
    T& value() & { return *m_value; }
    T&& value() && { return std::move(*m_value); }
    const T* operator->() const { return &*m_value; }
    T* operator->() { return &*m_value; }
    const T& operator*() const { return *m_value; }
    const std::vector<Problem>& problems() const { return m_problems; }
    std::string errorText() const;  // every problem, one per line

private:
    std::optional<T> m_value;
    std::vector<Problem> m_problems;
};

std::string joinProblems(const std::vector<Problem>& problems);

template <typename T> std::string Result<T>::errorText() const
{
    return joinProblems(m_problems);
}

}  // namespace kabir
