#pragma once
/// The twelve planets of the map, laid out with the printed board's coordinates (a map space of
/// about 1180 x 1130, y down), with the component lying on each, where the two ships are, and the
/// destination of the card being previewed.

#include <QtQml/qqmlregistration.h>
#include <QPointF>
#include <QRectF>
#include <QString>
#include <array>
#include <optional>

#include "game/board/board.h"
#include "ui-qml/common/CommonEnums.h"
#include "ui-qml/common/RowModel.h"
#include "ui-qml/models/MapLayout.h"

/// One planet of the map.
struct PlanetRow {
    QString name{};      ///< "PHI PLUS", the rulebook's name in the UI's language
    QString planetId{};  ///< "PHI_PLUS"
    ui::Galaxy::Value galaxy = ui::Galaxy::Centarious;
    double mapX = 0;
    double mapY = 0;
    QString ket{};           ///< the planet's state as a symbol: "|0>", "|+>", "|Φ+>", "|ω0>"
    QString component{};     ///< the component lying on the planet ("Quantum Gates"), or ""
    QString componentTag{};  ///< its short name on the map's tag ("Gates")
    bool mercurialHere = false;
    bool rubiconHere = false;
    bool preview = false;   ///< the previewed card would bring a ship here
    bool justLeft = false;  ///< a ship left this planet in the last move (the map marks it briefly)
    QString nameText{};     ///< the name as the map draws it: one line or two (MapLayout)
    double nameX = 0;       ///< centre of the planet's name (MapLayout: clear of lines and labels)
    double nameY = 0;
    double chipX = 0;  ///< centre of the component tag
    double chipY = 0;
    QString description{};  ///< the planet in words for a screen reader (SceneText::planet)
    bool operator==(const PlanetRow&) const = default;
    static const RowRoles<PlanetRow>& roles();
};

class MapModel : public TypedRowModel<PlanetRow> {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(double mapWidth READ mapWidth CONSTANT)
    Q_PROPERTY(double mapHeight READ mapHeight CONSTANT)
    Q_PROPERTY(QString mercurialPlanet READ mercurialPlanet NOTIFY shipsChanged)
    Q_PROPERTY(QString rubiconPlanet READ rubiconPlanet NOTIFY shipsChanged)
    Q_PROPERTY(QPointF mercurialPoint READ mercurialPoint NOTIFY shipsChanged)
    Q_PROPERTY(QPointF rubiconPoint READ rubiconPoint NOTIFY shipsChanged)
    /// Where each ship's marker sits (its centre): beside its planet, clear of lines and labels.
    Q_PROPERTY(QPointF mercurialMarker READ mercurialMarker NOTIFY shipsChanged)
    Q_PROPERTY(QPointF rubiconMarker READ rubiconMarker NOTIFY shipsChanged)
    Q_PROPERTY(bool previewing READ previewing NOTIFY previewChanged)
    Q_PROPERTY(QString previewMercurialPlanet READ previewMercurialPlanet NOTIFY previewChanged)
    Q_PROPERTY(QString previewRubiconPlanet READ previewRubiconPlanet NOTIFY previewChanged)
    /// How large the map's text is (MapLayout's step; writing a wanted scale snaps it to one).
    /// Names, tags and markers are placed anew for it, still clear of one another.
    Q_PROPERTY(double textScale READ textScale WRITE setTextScale NOTIFY textScaleChanged)
    /// The texts' sizes at that step, in map units (MapLayout::TextSizes).
    Q_PROPERTY(int namePixelSize READ namePixelSize NOTIFY textScaleChanged)
    Q_PROPERTY(int chipPixelSize READ chipPixelSize NOTIFY textScaleChanged)
    Q_PROPERTY(double chipTextWidth READ chipTextWidth NOTIFY textScaleChanged)
    /// The height a tag's text may take (two lines), inside the room MapLayout keeps for a tag.
    Q_PROPERTY(double chipTextHeight READ chipTextHeight NOTIFY textScaleChanged)
    Q_PROPERTY(int legendGalaxyPixelSize READ legendGalaxyPixelSize NOTIFY textScaleChanged)
    Q_PROPERTY(int legendLinePixelSize READ legendLinePixelSize NOTIFY textScaleChanged)
    /// The legend's blocks (galaxy names; line styles), which the labels keep clear of.
    Q_PROPERTY(QRectF galaxyLegend READ galaxyLegend NOTIFY textScaleChanged)
    Q_PROPERTY(QRectF lineLegend READ lineLegend NOTIFY textScaleChanged)

public:
    /// The published board. (Pass another board for tests of custom boards.)
    explicit MapModel(QObject* parent = nullptr);
    MapModel(const entanglion::Board& board, QObject* parent);
    /// For the app's map, whose view sets textScale before its first frame: the names, tags and
    /// markers are first placed at that scale (a placement takes tens of milliseconds, and one at
    /// 1.0 would be thrown away at once). Until then they have no places (0, 0).
    struct PlaceWhenScaled {};
    MapModel(PlaceWhenScaled, QObject* parent);

    void setPositions(const entanglion::ShipPositions& positions);
    /// The planet names changed language: views re-read the name role.
    void refreshNames();
    const entanglion::ShipPositions& positions() const { return m_positions; }
    /// The component display name lying on each planet, indexed by Planet ("" for none), and the
    /// short name its tag shows (gameText::componentTag; the whole name where none is given).
    void setComponents(const std::array<QString, entanglion::kPlanetCount>& components,
                       const std::array<QString, entanglion::kPlanetCount>& tags = {});
    /// Highlights where a previewed card would take the ships; nullopt clears the preview.
    void setPreview(const std::optional<entanglion::ShipPositions>& destination);
    /// Where the ships stood before the last move: the planets a ship left are marked (`justLeft`);
    /// nullopt clears the mark.
    void setLeft(const std::optional<entanglion::ShipPositions>& before);

    /// The drawn part of the printed board's coordinate space (the picture's empty right and
    /// bottom margins are left out so the map fills its area).
    double mapWidth() const { return 960; }
    double mapHeight() const { return 1000; }
    QString mercurialPlanet() const;
    QString rubiconPlanet() const;
    QPointF mercurialPoint() const;
    QPointF rubiconPoint() const;
    QPointF mercurialMarker() const;
    QPointF rubiconMarker() const;
    bool previewing() const { return m_preview.has_value(); }
    QString previewMercurialPlanet() const;
    QString previewRubiconPlanet() const;
    double textScale() const { return m_sizes.scale; }
    void setTextScale(double wanted);
    int namePixelSize() const { return m_sizes.name; }
    int chipPixelSize() const { return m_sizes.chip; }
    double chipTextWidth() const { return m_sizes.chipTextWidth; }
    double chipTextHeight() const { return m_sizes.chipHeight - 4; }
    int legendGalaxyPixelSize() const { return m_sizes.legendGalaxy; }
    int legendLinePixelSize() const { return m_sizes.legendLine; }
    QRectF galaxyLegend() const { return m_legend[0]; }
    QRectF lineLegend() const { return m_legend[1]; }

    /// The row of a planet id ("PHI_PLUS"), or -1. For QML look-ups.
    Q_INVOKABLE int rowOf(const QString& planetId) const;
    Q_INVOKABLE QPointF pointOf(const QString& planetId) const;

signals:
    void shipsChanged();
    void previewChanged();
    void textScaleChanged();

private:
    /// The twelve rows from the board, the layout and what lies where now.
    void refreshRows();

    const entanglion::Board& m_board;
    /// Places the names, tags and marks for `textScale` and the names in the UI language.
    void placeLabels(double textScale);
    bool m_placed = false;
    std::array<mapLayout::PlanetLabels, entanglion::kPlanetCount> m_labels;
    mapLayout::TextSizes m_sizes;
    std::array<QRectF, 2> m_legend;
    entanglion::ShipPositions m_positions;
    std::array<QString, entanglion::kPlanetCount> m_components;
    std::array<QString, entanglion::kPlanetCount> m_tags;
    std::optional<entanglion::ShipPositions> m_preview;
    std::optional<entanglion::ShipPositions> m_left;
};
