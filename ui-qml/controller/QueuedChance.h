#pragma once
/// Chance for a game played in the app: outcomes queued from a record ("play from the setup with
/// the record's dice") are used first, in order, while they fit what the game asks; everything else
/// comes from a seeded generator. The UI never rolls dice itself: this only chooses where the
/// engine's chance comes from.

#include <cstdint>
#include <vector>

#include "game/rules/chance.h"

class QueuedChance final : public entanglion::rules::ChanceSource {
public:
    explicit QueuedChance(std::uint64_t seed) : m_seeded(seed) {}

    /// Replaces the queue.
    void setQueue(std::vector<entanglion::rules::ChanceOutcome> outcomes);
    std::size_t queued() const { return m_queue.size() - m_next; }

    int roll_entanglion_die() override;
    int roll_centarious_die() override;
    void shuffle_engine(std::span<entanglion::rules::EngineCard> cards) override;
    void shuffle_events(std::span<entanglion::rules::EventCard> cards) override;
    void shuffle_components(std::span<entanglion::rules::Component> components) override;
    entanglion::rules::Component pick_component(std::span<const entanglion::rules::Component> candidates) override;
    entanglion::BasisOutcome measure(const entanglion::TwoQubitState& state) override;

private:
    /// Answers with the next queued outcome (through a one-outcome ScriptedChance, which checks it)
    /// when it has `kind`; returns false when it does not, so the seeded generator answers. A queued
    /// outcome of the right kind that does not fit (e.g. a shuffle of other cards) drops the rest
    /// of the queue, and the seeded generator takes over for good.
    template <typename Call>
    bool tryQueued(entanglion::rules::ChanceKind kind, Call&& call);

    entanglion::rules::SeededChance m_seeded;
    std::vector<entanglion::rules::ChanceOutcome> m_queue;
    std::size_t m_next = 0;
};
