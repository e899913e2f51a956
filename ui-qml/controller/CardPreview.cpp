#include "ui-qml/controller/CardPreview.h"
#include "ui-qml/common/LocaleNumbers.h"

#include "game/rules/navigation_preview.h"
#include "statevector/format.h"
#include "ui-qml/controller/GameController.h"
#include "ui-qml/controller/GameText.h"

namespace rules = entanglion::rules;

CardPreview::CardPreview(const GameController& game, MapModel* map, PathModel* paths, QObject* parent)
    : QObject(parent), m_game(game), m_map(map), m_paths(paths), m_matrix(new MatrixModel(this)) {}

void CardPreview::showCard(ui::Ship::Value ship, int slot) {
    const std::optional<HeldCard<rules::EngineCard>> held = m_game.cardAt<rules::EngineCard>(ship, slot);
    const rules::GameState* state = m_game.gameState();
    const std::optional<rules::NavigationPreview> preview =
        held ? rules::preview_navigation(*state, held->card, held->ship) : std::nullopt;
    if (!preview) {
        clear();
        return;
    }
    m_map->setPreview(preview->destination);
    if (preview->destination) {
        m_paths->setPreview(std::make_pair(state->positions(), *preview->destination));
    } else {
        m_paths->setPreview(std::nullopt);
    }
    m_card = Previewed{held->ship, held->card};
    //: %1: an engine card (H); %2: a ship's name (Mercurial).
    m_title = tr("%1 played for %2").arg(gameText::engineCardName(held->card), gameText::shipName(held->ship));
    m_text = gameText::destinationText(*state, held->card, held->ship);
    // What quantum mechanics does with this gate, said next to what the board does.
    m_text +=
        u'\n' +
        //: %1: the state after the gate, a ket ("0,71|00> + 0,71|10>").
        tr("Gate on the live state: %1")
            .arg(localeNumbers::decimals(QString::fromStdString(entanglion::format_ket_labelled(preview->live_after))));
    const Eigen::Matrix4cd gate = entanglion::gate_matrix(preview->gate);
    QList<MatrixCellRow> cells;
    for (int r = 0; r < 4; ++r) {
        for (int c = 0; c < 4; ++c) {
            cells.append({localeNumbers::decimals(QString::fromStdString(entanglion::format_amplitude(gate(r, c)))),
                          std::abs(gate(r, c)) < 1e-12});
        }
    }
    m_matrix->setRows(cells);
    emit previewChanged();
}

void CardPreview::clear() {
    m_map->setPreview(std::nullopt);
    m_paths->setPreview(std::nullopt);
    m_card.reset();
    if (m_title.isEmpty() && m_matrix->count() == 0) return;
    m_title.clear();
    m_text.clear();
    m_matrix->setRows({});
    emit previewChanged();
}
