// The table session's refusals: each kind has its own stable id, for logs and tests.
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "game/session/refusal.h"

namespace entanglion::session {
namespace {

TEST(RefusalTest, EveryKindHasItsOwnId) {
    std::set<std::string> ids;
    const auto last = static_cast<int>(RefusalKind::kInternalError);
    for (int kind = 0; kind <= last; ++kind) {
        const std::string id(refusal_kind_id(static_cast<RefusalKind>(kind)));
        EXPECT_NE(id, "unknown") << "kind " << kind;
        EXPECT_TRUE(ids.insert(id).second) << id << " names two kinds";
    }
    EXPECT_EQ(refusal_kind_id(RefusalKind::kNone), "none");
    EXPECT_EQ(refusal_kind_id(RefusalKind::kTakeBackRefused), "take_back_refused");
}

TEST(RefusalTest, OnlyTheNoneKindIsDone) {
    EXPECT_TRUE(Result::done().ok());
    EXPECT_FALSE(Result::done().sent);
    const Result refused = Result::refused(Refusal::of(RefusalKind::kStepOutOfRange, 9));
    EXPECT_FALSE(refused.ok());
    EXPECT_FALSE(static_cast<bool>(refused));
    EXPECT_EQ(refused.kind(), RefusalKind::kStepOutOfRange);
    EXPECT_EQ(refused.refusal.value, 9);
}

}  // namespace
}  // namespace entanglion::session
