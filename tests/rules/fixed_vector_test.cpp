// FixedVector checks its bounds in every build, Release included: an overflow or a bad index throws
// and leaves the vector (its size field included) and its neighbours as they were.
#include "util/fixed_vector.h"

#include <gtest/gtest.h>

#include <stdexcept>

namespace entanglion::rules {
namespace {

// A vector between two guards: an unchecked write past its items lands in its own size field, one
// past that in `after`.
struct Guarded {
    int before = 111;
    FixedVector<int, 3> vector;
    int after = 222;
};

Guarded full_vector() {
    Guarded g;
    for (int i = 1; i <= 3; ++i) g.vector.push_back(i * 10);
    return g;
}

void expect_untouched_full(const Guarded& g) {
    EXPECT_EQ(g.before, 111);
    EXPECT_EQ(g.after, 222);
    ASSERT_EQ(g.vector.size(), 3u);
    EXPECT_EQ(g.vector[0], 10);
    EXPECT_EQ(g.vector[1], 20);
    EXPECT_EQ(g.vector[2], 30);
}

TEST(FixedVectorBounds, PushPastCapacityThrowsAndWritesNothing) {
    Guarded g = full_vector();
    EXPECT_THROW(g.vector.push_back(99), std::length_error);
    // Before the check, the fourth item was written into size_ (a size of 99) and size_ then grew.
    expect_untouched_full(g);
}

TEST(FixedVectorBounds, SetSizePastCapacityThrows) {
    Guarded g = full_vector();
    EXPECT_THROW(g.vector.set_size(4), std::length_error);
    expect_untouched_full(g);
    g.vector.set_size(2);
    EXPECT_EQ(g.vector.size(), 2u);
}

TEST(FixedVectorBounds, IndexPastSizeThrows) {
    Guarded g = full_vector();
    EXPECT_THROW((void)g.vector[3], std::out_of_range);
    const FixedVector<int, 3>& read_only = g.vector;
    EXPECT_THROW((void)read_only[5], std::out_of_range);
    g.vector.pop_back();
    // Inside the capacity but past the size: a stale slot, not an element.
    EXPECT_THROW((void)g.vector[2], std::out_of_range);
    EXPECT_EQ(g.vector[1], 20);
}

TEST(FixedVectorBounds, PopAndBackOfEmptyThrow) {
    Guarded g;
    EXPECT_THROW(g.vector.pop_back(), std::out_of_range);
    EXPECT_THROW((void)g.vector.back(), std::out_of_range);
    // Before the check, pop_back wrapped the size round to 2^64 - 1.
    EXPECT_EQ(g.vector.size(), 0u);
    EXPECT_EQ(g.before, 111);
    EXPECT_EQ(g.after, 222);
}

TEST(FixedVectorBounds, EraseOfMissingElementOrIndexThrows) {
    Guarded g = full_vector();
    EXPECT_THROW(g.vector.erase_at(3), std::out_of_range);
    EXPECT_THROW(g.vector.erase_first(99), std::out_of_range);
    expect_untouched_full(g);
    FixedVector<int, 3> empty;
    EXPECT_THROW(empty.erase_first(0), std::out_of_range);
    EXPECT_EQ(empty.size(), 0u);
}

TEST(FixedVectorBounds, EraseFirstStillFindsEverySlot) {
    // The checked erase_first must keep finding the value in the last slot of a full vector.
    for (int value : {10, 20, 30}) {
        Guarded g = full_vector();
        g.vector.erase_first(value);
        ASSERT_EQ(g.vector.size(), 2u);
        EXPECT_FALSE(g.vector.contains(value));
        EXPECT_EQ(g.after, 222);
    }
}

TEST(FixedVectorBounds, MessageNamesTheCapacityAndIndex) {
    FixedVector<int, 3> v;
    try {
        (void)v[7];
        FAIL() << "no exception";
    } catch (const std::out_of_range& e) {
        EXPECT_NE(std::string(e.what()).find("index 7"), std::string::npos) << e.what();
        EXPECT_NE(std::string(e.what()).find("size 0"), std::string::npos) << e.what();
    }
}

#ifdef ENTANGLION_EXPECT_ASSERTIONS
// The sanitizer build (scripts/sanitize.sh) promises the rules' invariant check after every action:
// that is an assert, so this build must not define NDEBUG.
TEST(BuildChecks, AssertionsAreOn) {
#ifdef NDEBUG
    FAIL() << "NDEBUG is defined: assert() and the invariant check after each action are compiled out";
#endif
}
#endif

}  // namespace
}  // namespace entanglion::rules
