#pragma once
// The transposition table: what earlier searches found about a position, shared by every
// search thread. Buckets of four 16-byte entries fill a cache line; a new result replaces the
// entry of the same position or else the least valuable one (shallow, from an older search).
// Threads read and write without locks: a torn entry is caught by its key check, and the move
// it suggests is only used after the move generator has confirmed it is legal.

#include "core/search/value.h"
#include "core/board/types.h"

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>

namespace kabir::search {

enum class Bound : std::uint8_t { None = 0, Upper = 1, Lower = 2, Exact = 3 };

struct TTEntry {
    std::uint32_t key32 = 0;
    Move move;
    std::int16_t value = 0;
    std::int16_t staticEval = 0;
    std::int8_t depth = 0;
    std::uint8_t genBound = 0;  // generation in the upper 6 bits, Bound in the lower 2
    std::uint8_t padding[2] = {};

    Bound bound() const { return Bound(genBound & 3); }
};
static_assert(sizeof(TTEntry) == 16);

class TranspositionTable {
public:
    explicit TranspositionTable(std::size_t megabytes);
    ~TranspositionTable();

    void resize(std::size_t megabytes);  // an empty table
    void clear();
    void newSearch() { m_generation = std::uint8_t(m_generation + 4); }

    // A copy of the entry for `key`, if there is one. Threads share the table without locks
    // (Lazy SMP): each entry is two atomic words, the first XORed with the second, so that an
    // entry torn by two threads writing it at once no longer matches its key and is not found.
    std::optional<TTEntry> probe(std::uint64_t key) const;
    void store(std::uint64_t key, Value value, Bound bound, int depth, Move move, Value staticEval);
    void prefetch(std::uint64_t key) const { __builtin_prefetch(bucket(key)); }
    // Per mille of the entries that this search has written (UCI's hashfull).
    int hashfull() const;

private:
    static constexpr int kBucketSize = 4;
    struct Slot {
        std::atomic<std::uint64_t> check;  // the entry's first word XOR its second
        std::atomic<std::uint64_t> data;   // the entry's second word
        TTEntry load() const;
        void save(const TTEntry& entry);
    };
    struct alignas(64) Bucket {
        Slot entries[kBucketSize];
    };
    Bucket* bucket(std::uint64_t key) const
    {
        // The key's upper half scaled to the bucket count (which stays below 2^32).
        return &m_buckets[std::size_t(((key >> 32) * m_bucketCount) >> 32)];
    }

    std::unique_ptr<Bucket[]> m_buckets;
    std::size_t m_bucketCount = 0;
    std::uint8_t m_generation = 0;
};

}  // namespace kabir::search
