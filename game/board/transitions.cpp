#include "game/board/transitions.h"

#include <nlohmann/json.hpp>

#include "game/board/verifier.h"
#include "statevector/format.h"

namespace entanglion {
namespace {

using OrderedJson = nlohmann::ordered_json;

OrderedJson pair_json(const ShipPositions& positions) {
    return OrderedJson::array({planet_id(positions.mercurial), planet_id(positions.rubicon)});
}

std::string pad(std::string text, std::size_t width) {
    if (text.size() < width) text.append(width - text.size(), ' ');
    return text;
}

}  // namespace

std::vector<TransitionRow> transition_table(const Board& board) {
    std::vector<TransitionRow> rows;
    for (const ShipPositions& from : all_valid_positions()) {
        for (NavCard card : kNavCards) {
            for (Ship player : kShips) {
                const QuantumMove move = quantum_move(board, from, card, player);
                rows.push_back({from, card, player, move.to, move.phase, move.result, move.printed});
            }
        }
    }
    return rows;
}

std::string transitions_json(const std::vector<TransitionRow>& rows) {
    const KetFormat ascii{KetStyle::kAscii, QubitOrder::kMercurialRubicon, 4};
    OrderedJson root;
    root["ket_order"] = "|Mercurial Rubicon>";
    root["row_count"] = rows.size();
    OrderedJson out = OrderedJson::array();
    for (const TransitionRow& row : rows) {
        OrderedJson item;
        item["from"] = pair_json(row.from);
        item["card"] = nav_card_id(row.card);
        item["player"] = ship_id(row.player);
        item["to"] = row.to ? pair_json(*row.to) : OrderedJson();
        item["phase"] = format_phase(row.phase);
        item["printed"] = row.printed_to.has_value();
        item["printed_to"] = row.printed_to ? pair_json(*row.printed_to) : OrderedJson();
        item["moves"] = !row.to || *row.to != row.from;
        item["to_ket"] = format_ket(row.result, ascii);
        out.push_back(std::move(item));
    }
    root["rows"] = std::move(out);
    return root.dump(2) + "\n";
}

std::string transitions_text(const std::vector<TransitionRow>& rows) {
    std::string text =
        pad("from", 24) + pad("card", 6) + pad("player", 11) + pad("to", 24) + pad("phase", 7) + "board\n";
    for (const TransitionRow& row : rows) {
        std::string board = "no path";
        if (row.printed_to) board = *row.printed_to == row.to ? "printed" : "PRINTS " + positions_id(*row.printed_to);
        text += pad(positions_id(row.from), 24) + pad(std::string(nav_card_id(row.card)), 6) +
                pad(std::string(ship_id(row.player)), 11) + pad(row.to ? positions_id(*row.to) : "(unnamed)", 24) +
                pad(format_phase(row.phase), 7) + board + "\n";
    }
    return text;
}

}  // namespace entanglion
