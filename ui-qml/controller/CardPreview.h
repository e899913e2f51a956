#pragma once
/// The preview of an engine card in a hand (hovered or focused): where it would take the ships
/// (ringed on the map, its path lit), what its gate does to the live state, and the gate's 4x4
/// matrix in |Mercurial Rubicon> order. Asks game/rules (navigation_preview.h); decides nothing.

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QString>
#include <optional>

#include "game/rules/cards.h"
#include "statevector/ship.h"

#include "ui-qml/common/CommonEnums.h"
#include "ui-qml/models/GameModels.h"

class GameController;
class MapModel;
class PathModel;

class CardPreview : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("owned by GameController")
    Q_PROPERTY(bool previewing READ previewing NOTIFY previewChanged)
    /// "H played for Mercurial"; "" when nothing is previewed.
    Q_PROPERTY(QString title READ title NOTIFY previewChanged)
    /// Where the ships would go and what the gate does to the live state, one line each.
    Q_PROPERTY(QString text READ text NOTIFY previewChanged)
    /// The gate's matrix, 16 cells row by row (empty when nothing is previewed).
    Q_PROPERTY(MatrixModel* matrix READ matrix CONSTANT)

public:
    /// Previews cards of the state `game` shows, marking them on `map` and `paths`.
    CardPreview(const GameController& game, MapModel* map, PathModel* paths, QObject* parent = nullptr);

    /// Previews engine card `slot` of `ship`'s hand; clears the preview when there is no such card
    /// or it goes nowhere.
    Q_INVOKABLE void showCard(ui::Ship::Value ship, int slot);
    Q_INVOKABLE void clear();

    bool previewing() const { return !m_title.isEmpty(); }
    /// The engine card previewed and whose hand holds it (the hint singles out its actions).
    struct Previewed {
        entanglion::Ship ship;
        entanglion::rules::EngineCard card;
    };
    std::optional<Previewed> previewed() const { return m_card; }
    QString title() const { return m_title; }
    QString text() const { return m_text; }
    MatrixModel* matrix() const { return m_matrix; }

signals:
    void previewChanged();

private:
    const GameController& m_game;
    MapModel* m_map;
    PathModel* m_paths;
    MatrixModel* m_matrix;
    QString m_title;
    QString m_text;
    std::optional<Previewed> m_card;
};
