// The printed paths a lesson's map draws: those carrying a card the lesson allows.

#include <gtest/gtest.h>

#include <algorithm>

#include "lessons/lesson_map.h"
#include "tests/lessons/lesson_fixtures.h"

namespace entanglion::lessons::testing {
namespace {

bool carries(const PrintedPath& path, NavCard card) {
    return std::find(path.cards.begin(), path.cards.end(), card) != path.cards.end();
}

TEST(LessonMapTest, AnXLessonShowsExactlyThePathsCarryingX) {
    const Lesson lesson = load_or_fail(base_lesson_json());  // X for either ship
    const Board& board = Board::published();
    const std::vector<const PrintedPath*> paths = paths_of_lesson_cards(lesson, board);
    std::size_t with_x = 0;
    for (const PrintedPath& path : board.paths()) with_x += carries(path, NavCard::kX) ? 1 : 0;
    ASSERT_GT(with_x, 0u);
    EXPECT_EQ(paths.size(), with_x);
    for (const PrintedPath* path : paths) EXPECT_TRUE(carries(*path, NavCard::kX));
    // X/CNOT paths are among them: one allowed card on a path is enough.
    EXPECT_TRUE(
        std::any_of(paths.begin(), paths.end(), [](const PrintedPath* p) { return carries(*p, NavCard::kCNOT); }));
}

TEST(LessonMapTest, MoreCardsShowMorePathsInBoardOrder) {
    Json json = base_lesson_json();
    json["cards"] = {{"mercurial", {"X", "H"}}, {"rubicon", {"X"}}};
    const Lesson lesson = load_or_fail(json);
    const Board& board = Board::published();
    const std::vector<const PrintedPath*> paths = paths_of_lesson_cards(lesson, board);
    EXPECT_GT(paths.size(), paths_of_lesson_cards(load_or_fail(base_lesson_json()), board).size());
    for (std::size_t i = 1; i < paths.size(); ++i) EXPECT_LT(paths[i - 1], paths[i]);  // board order
    for (const PrintedPath* path : paths) EXPECT_TRUE(carries(*path, NavCard::kX) || carries(*path, NavCard::kH));
}

}  // namespace
}  // namespace entanglion::lessons::testing
