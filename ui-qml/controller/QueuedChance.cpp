#include "ui-qml/controller/QueuedChance.h"

#include <spdlog/spdlog.h>

using entanglion::rules::ChanceError;
using entanglion::rules::ChanceKind;
using entanglion::rules::ChanceOutcome;
using entanglion::rules::ScriptedChance;

void QueuedChance::setQueue(std::vector<ChanceOutcome> outcomes) {
    m_queue = std::move(outcomes);
    m_next = 0;
}

template <typename Call>
bool QueuedChance::tryQueued(ChanceKind kind, Call&& call) {
    if (m_next >= m_queue.size() || m_queue[m_next].kind != kind) return false;
    ScriptedChance one({m_queue[m_next]});
    try {
        call(one);
    } catch (const ChanceError& error) {
        spdlog::warn("queued chance outcome {} does not fit ({}); using the seeded generator from here", m_next,
                     error.what());
        m_next = m_queue.size();
        return false;
    }
    ++m_next;
    return true;
}

int QueuedChance::roll_entanglion_die() {
    int value = 0;
    if (tryQueued(ChanceKind::kEntanglionDie, [&](ScriptedChance& one) { value = one.roll_entanglion_die(); })) {
        return value;
    }
    return m_seeded.roll_entanglion_die();
}

int QueuedChance::roll_centarious_die() {
    int value = 0;
    if (tryQueued(ChanceKind::kCentariousDie, [&](ScriptedChance& one) { value = one.roll_centarious_die(); })) {
        return value;
    }
    return m_seeded.roll_centarious_die();
}

void QueuedChance::shuffle_engine(std::span<entanglion::rules::EngineCard> cards) {
    if (!tryQueued(ChanceKind::kEngineShuffle, [&](ScriptedChance& one) { one.shuffle_engine(cards); })) {
        m_seeded.shuffle_engine(cards);
    }
}

void QueuedChance::shuffle_events(std::span<entanglion::rules::EventCard> cards) {
    if (!tryQueued(ChanceKind::kEventShuffle, [&](ScriptedChance& one) { one.shuffle_events(cards); })) {
        m_seeded.shuffle_events(cards);
    }
}

void QueuedChance::shuffle_components(std::span<entanglion::rules::Component> components) {
    if (!tryQueued(ChanceKind::kComponentShuffle, [&](ScriptedChance& one) { one.shuffle_components(components); })) {
        m_seeded.shuffle_components(components);
    }
}

entanglion::rules::Component QueuedChance::pick_component(std::span<const entanglion::rules::Component> candidates) {
    entanglion::rules::Component picked{};
    if (tryQueued(ChanceKind::kComponentPick, [&](ScriptedChance& one) { picked = one.pick_component(candidates); })) {
        return picked;
    }
    return m_seeded.pick_component(candidates);
}

entanglion::BasisOutcome QueuedChance::measure(const entanglion::TwoQubitState& state) {
    entanglion::BasisOutcome outcome;
    if (tryQueued(ChanceKind::kMeasurement, [&](ScriptedChance& one) { outcome = one.measure(state); })) {
        return outcome;
    }
    return m_seeded.measure(state);
}
