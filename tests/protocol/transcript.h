#pragma once
// Protocol sessions replayed from transcript files (tests/protocol/transcripts/): one entry a
// line, in order —
//   > TEXT        send TEXT to the server
//   < REGEX       wait (20 s at most) for a reply line matching REGEX as a whole; other
//                 lines before it are passed over
//   <MS REGEX     the same within MS milliseconds (a prompt answer: "<1000 bestmove \S+")
//   ! REGEX       no line passed over until the next "<" line matches may match REGEX
//   # ...         a comment; blank lines are ignored
// A failure names the transcript's line and the reply lines seen while waiting.

#include "session.h"

#include <string>

namespace kabir::test {

void replayTranscript(Session::Protocol protocol, const std::string& fileName);

}  // namespace kabir::test
