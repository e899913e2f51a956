// GameController's what-if (the review): a game played on from a step of the record stepped through,
// apart from the real game, which the table session keeps aside untouched (session::WhatIf: its game,
// record, step-through and step) and brings back as it was. Nothing is autosaved meanwhile
// (session::AutosaveStep::kLeave).

#include <spdlog/spdlog.h>

#include "ui-qml/controller/GameController.h"

namespace session = entanglion::session;

bool GameController::beginWhatIf(int step, std::uint64_t seed, bool freshLuck) {
    if (!m_table.begin_what_if(step, seed, freshLuck ? session::Luck::kFresh : session::Luck::kSame)) return false;
    showTable(StartCell::kKept);
    spdlog::info("what-if from step {} with {} luck", step, freshLuck ? "fresh" : "the same");
    return true;
}

bool GameController::endWhatIf() {
    if (!m_table.end_what_if()) return false;
    showTable(StartCell::kRecordStart);
    spdlog::info("what-if left: the real game is back");
    return true;
}
