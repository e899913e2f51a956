// The navigation table belongs to its Board object: a board built where another one was destroyed
// navigates by its own paths, and a copy gets a table of its own.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "game/board/board.h"
#include "game/rules/cards.h"
#include "game/rules/navigation.h"

namespace entanglion::rules {
namespace {

// The published board without its first printed path (ZERO-ONE, X/CNOT): X no longer moves a ship
// from ZERO to ONE.
Board board_without_first_path() {
    nlohmann::json json = nlohmann::json::parse(Board::published().to_json());
    json["paths"].erase(json["paths"].begin());
    std::string error;
    std::optional<Board> board = Board::load_text(json.dump(), "no-zero-one.json", &error);
    EXPECT_TRUE(board) << error;
    return *board;
}

// Every printed move the table holds is the one `board` prints.
void expect_table_follows(const Board& board) {
    const NavigationTable& table = navigation_table(board);
    EXPECT_EQ(table.board, &board);
    for (const ShipPositions& from : all_valid_positions()) {
        for (NavCard card : kNavCards) {
            for (Ship ship : kShips) {
                EXPECT_EQ(table.outcome(from, card, ship).printed, board.printed_move(from, card, ship))
                    << positions_id(from) << " " << static_cast<int>(card) << " " << static_cast<int>(ship);
            }
        }
    }
}

const ShipPositions kZeroZero{Planet::kZero, Planet::kZero};

TEST(NavigationOwnerTest, ANewBoardAtAFreedAddressGetsItsOwnTable) {
    std::optional<Board> slot;
    slot.emplace(Board::published());
    const Board* first_address = &*slot;
    ASSERT_TRUE(navigation_table(*slot).outcome(kZeroZero, NavCard::kX, Ship::kMercurial).printed.has_value());

    slot.reset();
    slot.emplace(board_without_first_path());
    ASSERT_EQ(&*slot, first_address) << "the second board must live where the first one did";
    // The old cache, keyed by address, answered with the first board's X path here.
    EXPECT_FALSE(navigation_table(*slot).outcome(kZeroZero, NavCard::kX, Ship::kMercurial).printed.has_value());
    expect_table_follows(*slot);
}

TEST(NavigationOwnerTest, CopiesAndMovesGetTablesOfTheirOwn) {
    const Board original = board_without_first_path();
    (void)navigation_table(original);
    const Board copy = original;
    expect_table_follows(copy);
    Board moved = Board(original);
    expect_table_follows(moved);
    moved = Board::published();  // assigning a different board drops the table built for the old contents
    expect_table_follows(moved);
    EXPECT_TRUE(navigation_table(moved).outcome(kZeroZero, NavCard::kX, Ship::kMercurial).printed.has_value());
    expect_table_follows(original);
}

TEST(NavigationOwnerTest, TheTableIsBuiltOncePerBoard) {
    const Board board = board_without_first_path();
    EXPECT_EQ(&navigation_table(board), &navigation_table(board));
    EXPECT_EQ(&navigation_table(Board::published()), &navigation_table(Board::published()));
}

}  // namespace
}  // namespace entanglion::rules
