#include "core/search/transpositiontable.h"

#include <algorithm>
#include <cstring>

namespace kabir::search {

TranspositionTable::TranspositionTable(std::size_t megabytes)
{
    resize(megabytes);
}
TranspositionTable::~TranspositionTable() = default;

void TranspositionTable::resize(std::size_t megabytes)
{
    m_bucketCount = std::max<std::size_t>(1, megabytes * 1024 * 1024 / sizeof(Bucket));
    m_buckets = std::make_unique<Bucket[]>(m_bucketCount);  // zeroed: every slot empty
    m_generation = 0;
}

void TranspositionTable::clear()
{
    std::memset(static_cast<void*>(m_buckets.get()), 0, m_bucketCount * sizeof(Bucket));
    m_generation = 0;
}

TTEntry TranspositionTable::Slot::load() const
{
    std::uint64_t words[2];
    words[1] = data.load(std::memory_order_relaxed);
    words[0] = check.load(std::memory_order_relaxed) ^ words[1];
    TTEntry entry;
    std::memcpy(static_cast<void*>(&entry), words, sizeof entry);
    return entry;
}

void TranspositionTable::Slot::save(const TTEntry& entry)
{
    std::uint64_t words[2];
    std::memcpy(words, static_cast<const void*>(&entry), sizeof entry);
    check.store(words[0] ^ words[1], std::memory_order_relaxed);
    data.store(words[1], std::memory_order_relaxed);
}

std::optional<TTEntry> TranspositionTable::probe(std::uint64_t key) const
{
    const std::uint32_t key32 = std::uint32_t(key);
    for (const Slot& slot : bucket(key)->entries)
        if (const TTEntry e = slot.load(); e.key32 == key32 && e.bound() != Bound::None)
            return e;
    return std::nullopt;
}

void TranspositionTable::store(std::uint64_t key, Value value, Bound bound, int depth, Move move, Value staticEval)
{
    const std::uint32_t key32 = std::uint32_t(key);
    Bucket* b = bucket(key);
    TTEntry entries[kBucketSize];
    for (int i = 0; i < kBucketSize; ++i)
        entries[i] = b->entries[i].load();
    int replace = 0;
    // The same position, else the entry with the least depth, older generations counting less.
    auto worth = [&](const TTEntry& e) { return e.depth - ((m_generation - (e.genBound & 0xFC)) & 0xFC) / 2; };
    for (int i = 0; i < kBucketSize; ++i) {
        const TTEntry& e = entries[i];
        if (e.key32 == key32 || e.bound() == Bound::None) {
            replace = i;
            break;
        }
        if (worth(e) < worth(entries[replace]))
            replace = i;
    }
    const TTEntry& old = entries[replace];
    // Keep a deeper exact result of the same position unless the new one is exact too.
    if (old.key32 == key32 && bound != Bound::Exact && depth + 3 < old.depth && old.bound() != Bound::None)
        return;
    TTEntry e;
    e.key32 = key32;
    e.move = move.isNull() && old.key32 == key32 ? old.move : move;
    e.value = std::int16_t(value);
    e.staticEval = std::int16_t(staticEval);
    e.depth = std::int8_t(std::clamp(depth, -1, 127));
    e.genBound = std::uint8_t(m_generation | std::uint8_t(bound));
    b->entries[replace].save(e);
}

int TranspositionTable::hashfull() const
{
    int used = 0;
    const std::size_t sample = std::min<std::size_t>(1000, m_bucketCount);
    for (std::size_t i = 0; i < sample; ++i)
        for (const Slot& slot : m_buckets[i].entries) {
            const TTEntry e = slot.load();
            used += e.bound() != Bound::None && (e.genBound & 0xFC) == m_generation;
        }
    return int(used * 1000 / (sample * kBucketSize));
}

}  // namespace kabir::search
